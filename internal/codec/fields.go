package codec

import (
	"encoding"
	"encoding/json"
	"reflect"
	"strconv"
	"strings"
)

// A writer appends the JSON of the exported fields of one concrete type
// to the prefix {"type":"name", the same bytes as encoding/json writes for
// them, without encoding/json's reflection walk for the common kinds
// (integers, booleans, plain strings, enums written as text, arrays and
// slices of integers). Every other field is written by json.Marshal of its
// value. A type with a field that json treats in a way the writer does not
// follow (the ",string" or "omitzero" options, a key json would reject or
// two fields with one key) gets no writer: it is written by
// encoding/json whole.
type writer struct {
	fields []fieldWriter
}

type fieldWriter struct {
	index     int    // in the concrete type
	key       []byte // ,"name":
	omitEmpty bool
	write     func(b []byte, v reflect.Value) ([]byte, bool) // false: an error, take encoding/json's
}

var (
	marshalerType     = reflect.TypeFor[json.Marshaler]()
	textMarshalerType = reflect.TypeFor[encoding.TextMarshaler]()
)

// newWriter returns the writer of typ, or nil.
func newWriter(typ reflect.Type) *writer {
	w := &writer{}
	keys := map[string]bool{}
	for i := range typ.NumField() {
		f := typ.Field(i)
		if !f.IsExported() {
			continue
		}
		if f.Anonymous {
			return nil
		}
		tag, ok := f.Tag.Lookup("json")
		name, opts, _ := strings.Cut(tag, ",")
		if ok && tag == "-" {
			continue
		}
		switch opts {
		case "", "omitempty":
		default:
			return nil
		}
		if name == "" {
			name = f.Name
		}
		if !plainKey(name) || keys[name] {
			return nil
		}
		keys[name] = true
		quoted, err := json.Marshal(name)
		if err != nil {
			return nil
		}
		key := append(append([]byte{','}, quoted...), ':')
		w.fields = append(w.fields, fieldWriter{index: i, key: key, omitEmpty: opts == "omitempty", write: writerOf(f.Type)})
	}
	return w
}

// plainKey reports whether json takes name as the key as it is: letters,
// digits and underscores.
func plainKey(name string) bool {
	for _, c := range name {
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return name != ""
}

// write appends the fields of v (its concrete type's value) to b.
func (w *writer) write(b []byte, v reflect.Value) ([]byte, bool) {
	for _, f := range w.fields {
		fv := v.Field(f.index)
		if f.omitEmpty && isEmptyValue(fv) {
			continue
		}
		b = append(b, f.key...)
		var ok bool
		if b, ok = f.write(b, fv); !ok {
			return nil, false
		}
	}
	return b, true
}

// isEmptyValue is encoding/json's test for omitempty.
func isEmptyValue(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Array, reflect.Map, reflect.Slice, reflect.String:
		return v.Len() == 0
	case reflect.Bool,
		reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64,
		reflect.Interface, reflect.Pointer:
		return v.IsZero()
	}
	return false
}

// writerOf returns the writer of one field's type.
func writerOf(t reflect.Type) func([]byte, reflect.Value) ([]byte, bool) {
	pt := reflect.PointerTo(t)
	switch {
	case t.Implements(marshalerType) || pt.Implements(marshalerType):
		return writeJSON
	case t.Implements(textMarshalerType):
		if t.Kind() == reflect.Pointer {
			return writeJSON
		}
		return writeText
	case pt.Implements(textMarshalerType):
		return writeJSON
	}
	switch t.Kind() {
	case reflect.Bool:
		return writeBool
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return writeInt
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return writeUint
	case reflect.String:
		return writeString
	case reflect.Array, reflect.Slice:
		e := t.Elem()
		if e.Implements(marshalerType) || e.Implements(textMarshalerType) ||
			reflect.PointerTo(e).Implements(marshalerType) || reflect.PointerTo(e).Implements(textMarshalerType) {
			return writeJSON
		}
		var elem func([]byte, reflect.Value) ([]byte, bool)
		switch e.Kind() {
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			elem = writeInt
		case reflect.Uint8:
			if t.Kind() == reflect.Slice {
				return writeJSON // base64
			}
			elem = writeUint
		case reflect.Uint, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			elem = writeUint
		default:
			return writeJSON
		}
		return func(b []byte, v reflect.Value) ([]byte, bool) {
			if v.Kind() == reflect.Slice && v.IsNil() {
				return append(b, "null"...), true
			}
			b = append(b, '[')
			for i := range v.Len() {
				if i > 0 {
					b = append(b, ',')
				}
				b, _ = elem(b, v.Index(i))
			}
			return append(b, ']'), true
		}
	}
	return writeJSON
}

func writeJSON(b []byte, v reflect.Value) ([]byte, bool) {
	data, err := json.Marshal(v.Interface())
	if err != nil {
		return nil, false
	}
	return append(b, data...), true
}

func writeText(b []byte, v reflect.Value) ([]byte, bool) {
	text, err := v.Interface().(encoding.TextMarshaler).MarshalText()
	if err != nil {
		return nil, false
	}
	return appendString(b, text), true
}

func writeBool(b []byte, v reflect.Value) ([]byte, bool) {
	return strconv.AppendBool(b, v.Bool()), true
}
func writeInt(b []byte, v reflect.Value) ([]byte, bool) {
	return strconv.AppendInt(b, v.Int(), 10), true
}
func writeUint(b []byte, v reflect.Value) ([]byte, bool) {
	return strconv.AppendUint(b, v.Uint(), 10), true
}

func writeString(b []byte, v reflect.Value) ([]byte, bool) {
	return appendString(b, v.String()), true
}

// appendString appends s quoted as encoding/json does (HTML characters
// escaped): itself when it needs no escape, else through json.Marshal.
func appendString[T string | []byte](b []byte, s T) []byte {
	for i := range len(s) {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			data, _ := json.Marshal(string(s))
			return append(b, data...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}
