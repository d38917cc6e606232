package spyordie

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
)

// Strict decoding of a position (issue 21): the document is checked
// against the Position type member by member before it is read.

// DecodePosition reads a position's JSON strictly: every key must be a
// member of [Position] (or of the nested type at its place) written exactly
// as documented, every value of its member's type, every required member
// present (the fields whose tag says pos:"required"); the error names the
// member's path, e.g. `position.agents[0].hidden: missing (required)`.
// The Position is not yet checked against the rules: [Position.State] does.
func DecodePosition(data []byte) (Position, error) {
	var v any
	d := json.NewDecoder(strings.NewReader(string(data)))
	d.UseNumber()
	if err := d.Decode(&v); err != nil {
		return Position{}, fmt.Errorf("spyordie: position: %w", err)
	}
	if d.More() {
		return Position{}, errors.New("spyordie: position: data after the JSON object")
	}
	if err := checkMember("position", v, reflect.TypeFor[Position]()); err != nil {
		return Position{}, err
	}
	var p Position
	if err := json.Unmarshal(data, &p); err != nil {
		return Position{}, fmt.Errorf("spyordie: position: %w", err)
	}
	return p, nil
}

// checkMember checks JSON value v (decoded with UseNumber) against Go type
// t at path.
func checkMember(path string, v any, t reflect.Type) error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("spyordie: %s: "+format, append([]any{path}, args...)...)
	}
	if t.Kind() == reflect.Pointer {
		if v == nil {
			return nil
		}
		t = t.Elem()
	}
	if t == reflect.TypeFor[Faces]() {
		if _, legacy := v.(string); legacy {
			return nil // the base64 form written before issue 21
		}
	}
	if v == nil {
		if t.Kind() == reflect.Slice {
			return nil // null: an empty list
		}
		return bad("null where %s is wanted", jsonKind(t))
	}
	switch t.Kind() {
	case reflect.Struct:
		obj, ok := v.(map[string]any)
		if !ok {
			return bad("%s where an object is wanted", jsonOf(v))
		}
		known := map[string]bool{}
		for i := range t.NumField() {
			name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
			known[name] = true
		}
		var unknown []string
		for k := range obj {
			if !known[k] {
				unknown = append(unknown, k)
			}
		}
		if len(unknown) > 0 {
			slices.Sort(unknown) // one error, the same every time
			return fmt.Errorf("spyordie: %s.%s: unknown member", path, unknown[0])
		}
		for i := range t.NumField() {
			f := t.Field(i)
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			val, present := obj[name]
			if !present {
				if f.Tag.Get("pos") == "required" {
					return fmt.Errorf("spyordie: %s.%s: missing (required)", path, name)
				}
				continue
			}
			if err := checkMember(path+"."+name, val, f.Type); err != nil {
				return err
			}
		}
	case reflect.Slice:
		arr, ok := v.([]any)
		if !ok {
			return bad("%s where a list is wanted", jsonOf(v))
		}
		for i, e := range arr {
			if err := checkMember(fmt.Sprintf("%s[%d]", path, i), e, t.Elem()); err != nil {
				return err
			}
		}
	case reflect.String:
		if _, ok := v.(string); !ok {
			return bad("%s where a string is wanted", jsonOf(v))
		}
	case reflect.Bool:
		if _, ok := v.(bool); !ok {
			return bad("%s where true or false is wanted", jsonOf(v))
		}
	case reflect.Int, reflect.Uint8:
		n, ok := v.(json.Number)
		if !ok {
			return bad("%s where an integer is wanted", jsonOf(v))
		}
		i, err := n.Int64()
		if err != nil {
			return bad("%s is not an integer", n)
		}
		if t.Kind() == reflect.Uint8 && (i < 0 || i > 255) {
			return bad("%d is out of range 0..255", i)
		}
		if i < -1<<31 || i > 1<<31-1 {
			return bad("%d is out of range", i)
		}
	default:
		return bad("unsupported member type %v", t)
	}
	return nil
}

// jsonKind names what a Go type is in JSON.
func jsonKind(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Struct:
		return "an object"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	}
	return "an integer"
}

// jsonOf shows a decoded JSON value briefly.
func jsonOf(v any) string {
	switch v := v.(type) {
	case map[string]any:
		return "an object"
	case []any:
		return "a list"
	case string:
		return fmt.Sprintf("the string %q", v)
	case json.Number:
		return "the number " + v.String()
	case bool:
		return fmt.Sprint(v)
	}
	return fmt.Sprint(v)
}
