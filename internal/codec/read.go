package codec

import (
	"encoding"
	"encoding/json"
	"reflect"
	"strings"
)

// Reading without json.Decoder: for a type whose fields hold no struct
// (where an unknown member could hide), json.Unmarshal with a check of the
// object's own member names is as strict as a Decoder with
// DisallowUnknownFields, and cheaper.

var (
	unmarshalerType     = reflect.TypeFor[json.Unmarshaler]()
	textUnmarshalerType = reflect.TypeFor[encoding.TextUnmarshaler]()
)

// memberKeys returns the member names encoding/json folds (ASCII upper
// case) and matches to typ's exported fields, "TYPE" included; nil when
// typ's fields may hold a struct or have a name this check does not
// follow.
func memberKeys(typ reflect.Type) map[string]bool {
	keys := map[string]bool{"TYPE": true}
	for i := range typ.NumField() {
		f := typ.Field(i)
		if !f.IsExported() {
			continue
		}
		if f.Anonymous || !flat(f.Type, 0) {
			return nil
		}
		tag, ok := f.Tag.Lookup("json")
		name, _, _ := strings.Cut(tag, ",")
		if ok && tag == "-" {
			continue
		}
		if name == "" {
			name = f.Name
		}
		if !plainKey(name) {
			return nil
		}
		keys[strings.ToUpper(name)] = true
	}
	return keys
}

// flat reports whether a value of t is decoded without a struct (or reads
// itself).
func flat(t reflect.Type, depth int) bool {
	if depth > 8 {
		return false
	}
	if pt := reflect.PointerTo(t); pt.Implements(unmarshalerType) || pt.Implements(textUnmarshalerType) {
		return true
	}
	switch t.Kind() {
	case reflect.Struct, reflect.Interface, reflect.Func, reflect.Chan, reflect.UnsafePointer:
		return false
	case reflect.Pointer, reflect.Array, reflect.Slice:
		return flat(t.Elem(), depth+1)
	case reflect.Map:
		return flat(t.Key(), depth+1) && flat(t.Elem(), depth+1)
	}
	return true
}

// knownMembers reports whether every member name of the JSON object data
// (valid JSON, as json.Unmarshal accepted it) is in keys; false also when
// a name is escaped or not ASCII.
func knownMembers(data []byte, keys map[string]bool) bool {
	var up [32]byte
	i := skipSpace(data, 0)
	if i >= len(data) || data[i] != '{' {
		return false
	}
	i++
	for {
		i = skipSpace(data, i)
		if i >= len(data) {
			return false
		}
		if data[i] == '}' {
			return true
		}
		if data[i] != '"' {
			return false
		}
		i++
		start := i
		for i < len(data) && data[i] != '"' {
			if c := data[i]; c == '\\' || c >= 0x80 {
				return false
			}
			i++
		}
		name := data[start:i]
		if len(name) > len(up) {
			return false
		}
		for k, c := range name {
			if 'a' <= c && c <= 'z' {
				c -= 'a' - 'A'
			}
			up[k] = c
		}
		if !keys[string(up[:len(name)])] {
			return false
		}
		i = skipSpace(data, i+1)
		if i >= len(data) || data[i] != ':' {
			return false
		}
		i = skipValue(data, skipSpace(data, i+1))
		i = skipSpace(data, i)
		if i >= len(data) {
			return false
		}
		switch data[i] {
		case ',':
			i++
		case '}':
			return true
		default:
			return false
		}
	}
}

func skipSpace(data []byte, i int) int {
	for i < len(data) && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r') {
		i++
	}
	return i
}

// skipValue returns the index just after the JSON value at data[i:].
func skipValue(data []byte, i int) int {
	depth := 0
	for i < len(data) {
		switch data[i] {
		case '"':
			i++
			for i < len(data) && data[i] != '"' {
				if data[i] == '\\' {
					i++
				}
				i++
			}
			i++
			if depth == 0 {
				return i
			}
			continue
		case '{', '[':
			depth++
		case '}', ']':
			if depth == 0 {
				return i
			}
			depth--
			if depth == 0 {
				return i + 1
			}
		case ',':
			if depth == 0 {
				return i
			}
		}
		i++
	}
	return i
}
