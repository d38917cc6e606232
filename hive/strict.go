package hive

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
)

// strictDecode decodes the JSON data into v (a pointer) strictly: a key
// that names no member, at any depth, and a value of the wrong type are
// errors naming their path from path ("position.melee_attack.target").
func strictDecode(data []byte, v any, path string) error {
	if err := checkKeys(data, reflect.TypeOf(v), path); err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		var te *json.UnmarshalTypeError
		switch {
		case errors.Is(err, errInvalid):
			return err // a member's own reader named its path
		case errors.As(err, &te) && te.Field != "":
			return invalid("%s.%s: a JSON %s where %s is wanted", path, te.Field, te.Value, te.Type)
		case errors.As(err, &te):
			return invalid("%s: a JSON %s where %s is wanted", path, te.Value, te.Type)
		}
		return invalid("%s: %v", path, err)
	}
	if dec.More() {
		return invalid("%s: more JSON after the value", path)
	}
	return nil
}

var unmarshaler = reflect.TypeFor[json.Unmarshaler]()

// checkKeys reports the first key of data, at any depth, that names no
// member of type t (matched as encoding/json does, without regard to
// case). A type that reads its own JSON (json.Unmarshaler) checks its own.
func checkKeys(data []byte, t reflect.Type, path string) error {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if reflect.PointerTo(t).Implements(unmarshaler) {
		return nil
	}
	data = bytes.TrimSpace(data)
	if len(data) == 0 {
		return nil
	}
	switch t.Kind() {
	case reflect.Struct:
		var m map[string]json.RawMessage
		if data[0] != '{' || json.Unmarshal(data, &m) != nil {
			return nil // the decoder names the wrong type
		}
		var names []string
		types := map[string]reflect.Type{}
		for i := range t.NumField() {
			f := t.Field(i)
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			if name == "-" || !f.IsExported() {
				continue
			}
			if name == "" {
				name = f.Name
			}
			names = append(names, name)
			types[strings.ToLower(name)] = f.Type
		}
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			ft, ok := types[strings.ToLower(k)]
			if !ok {
				return invalid("%s.%s: unknown key (the members are %s)", path, k, strings.Join(names, ", "))
			}
			if err := checkKeys(m[k], ft, path+"."+k); err != nil {
				return err
			}
		}
	case reflect.Slice, reflect.Array:
		var list []json.RawMessage
		if data[0] != '[' || json.Unmarshal(data, &list) != nil {
			return nil
		}
		for i, raw := range list {
			if err := checkKeys(raw, t.Elem(), fmt.Sprintf("%s[%d]", path, i)); err != nil {
				return err
			}
		}
	case reflect.Map:
		var m map[string]json.RawMessage
		if data[0] != '{' || json.Unmarshal(data, &m) != nil {
			return nil
		}
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			if err := checkKeys(m[k], t.Elem(), fmt.Sprintf("%s[%q]", path, k)); err != nil {
				return err
			}
		}
	}
	return nil
}
