// Package codec is the one JSON mechanism for the sealed interfaces of every
// game (actions and events): each concrete type is written as
// {"type": "name", ...its exported fields...} and read back through one
// table of type names per interface.
//
// A game declares its table once,
//
//	var actions = codec.NewTable[Action]("sabotage action", map[string]Action{"move": Move{}, ...})
//
// gives each concrete type
//
//	func (a Move) MarshalJSON() ([]byte, error) { return actions.Marshal(a) }
//
// and exports
//
//	func UnmarshalAction(data []byte) (Action, error) { return actions.Unmarshal(data) }
package codec

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/incursion/incursion"
)

// Table maps the type names of one sealed interface T to its concrete types.
type Table[T any] struct {
	what   string // "sabotage action": for error messages
	byName map[string]*entry
	byType map[reflect.Type]*entry
	names  []string
}

type entry struct {
	name   string
	typ    reflect.Type // the concrete type
	prefix []byte       // `{"type":"name"`
	// conv is a struct type with the same exported fields and no methods:
	// json.Marshal of a value converted to it writes the fields without
	// calling the concrete type's MarshalJSON again. direct: the concrete
	// type converts to it (no unexported or embedded fields); otherwise
	// the fields are copied one by one.
	conv   reflect.Type
	direct bool
	w      *writer // nil: the fields are written by encoding/json
	// keys: the member names (folded) of a type read by json.Unmarshal
	// and knownMembers (read.go); nil: by a strict json.Decoder.
	keys  map[string]bool
	plain reflect.Type // conv's fields after a "type" *string: for reading
	index [][]int      // conv field i, plain field i+1 <- typ field index[i]
}

// NewTable builds the table from one zero value of every concrete type,
// keyed by its type name. It panics on a value that is not a struct or a
// type listed twice: a programming error found at start-up.
func NewTable[T any](what string, types map[string]T) *Table[T] {
	t := &Table[T]{what: what, byName: map[string]*entry{}, byType: map[reflect.Type]*entry{}}
	for name, v := range types {
		typ := reflect.TypeOf(v)
		if typ == nil || typ.Kind() != reflect.Struct {
			panic(fmt.Sprintf("codec: %s %q: %v is not a struct", what, name, typ))
		}
		if _, dup := t.byType[typ]; dup {
			panic(fmt.Sprintf("codec: %s: %v listed twice", what, typ))
		}
		e := &entry{name: name, typ: typ}
		quoted, err := json.Marshal(name)
		if err != nil {
			panic(fmt.Sprintf("codec: %s %q: %v", what, name, err))
		}
		e.prefix = append([]byte(`{"type":`), quoted...)
		var fields []reflect.StructField
		for i := range typ.NumField() {
			f := typ.Field(i)
			if !f.IsExported() {
				continue
			}
			if strings.Split(f.Tag.Get("json"), ",")[0] == "type" {
				panic(fmt.Sprintf("codec: %s %q: field %s takes the name \"type\"", what, name, f.Name))
			}
			fields = append(fields, reflect.StructField{Name: f.Name, Type: f.Type, Tag: f.Tag})
			e.index = append(e.index, f.Index)
		}
		e.conv = reflect.StructOf(fields)
		e.direct = typ.ConvertibleTo(e.conv)
		e.w = newWriter(typ)
		e.keys = memberKeys(typ)
		typeField := reflect.StructField{Name: "Type", Type: reflect.TypeOf((*string)(nil)), Tag: `json:"type"`}
		e.plain = reflect.StructOf(append([]reflect.StructField{typeField}, fields...))
		t.byName[name] = e
		t.byType[typ] = e
		t.names = append(t.names, name)
	}
	slices.Sort(t.names)
	return t
}

// Names returns the type names, sorted.
func (t *Table[T]) Names() []string { return slices.Clone(t.names) }

// Name returns the type name of v; "" if v's type is not in the table.
func (t *Table[T]) Name(v T) string {
	if e := t.byType[reflect.TypeOf(v)]; e != nil {
		return e.name
	}
	return ""
}

// Marshal writes v as {"type": name, ...fields}: the prefix
// {"type":"name" then the fields, the same bytes as encoding/json writes
// for one struct with "type" first. The fields are written by the type's
// writer (fields.go), or by encoding/json from a method-less copy of the
// value (so that its own MarshalJSON is not called again).
func (t *Table[T]) Marshal(v T) ([]byte, error) {
	rv := reflect.ValueOf(v)
	var e *entry
	if rv.IsValid() {
		e = t.byType[rv.Type()]
	}
	if e == nil {
		return nil, fmt.Errorf("codec: %s: type %T is not in the table", t.what, v)
	}
	if e.w != nil {
		b := make([]byte, 0, 128)
		b = append(b, e.prefix...)
		if b, ok := e.w.write(b, rv); ok {
			return append(b, '}'), nil
		}
		// An error: encoding/json's, below.
	}
	return e.marshal(rv)
}

// marshal writes rv as Marshal does, through encoding/json.
func (e *entry) marshal(rv reflect.Value) ([]byte, error) {
	var cv reflect.Value
	if e.direct {
		cv = rv.Convert(e.conv)
	} else {
		cv = reflect.New(e.conv).Elem()
		for i, idx := range e.index {
			cv.Field(i).Set(rv.FieldByIndex(idx))
		}
	}
	body, err := json.Marshal(cv.Interface())
	if err != nil {
		return nil, err
	}
	out := make([]byte, 0, len(e.prefix)+len(body))
	out = append(out, e.prefix...)
	if len(body) == 2 { // {}: no field written
		return append(out, '}'), nil
	}
	out = append(out, ',')
	return append(out, body[1:]...), nil
}

// Unmarshal reads a value written by Marshal. Malformed JSON, a missing or
// unknown type, a member the type does not have, or a member of the wrong
// type is an error.
func (t *Table[T]) Unmarshal(data []byte) (T, error) {
	// The common case, data that starts as Marshal writes it, is read in
	// one pass; anything else (and every error, for its message) takes
	// the general path.
	if e := t.leading(data); e != nil {
		if v, ok := e.read(data); ok {
			return v.Interface().(T), nil
		}
	}
	return t.unmarshal(data)
}

// leading is the entry named by data's prefix {"type":"name"; nil when
// data does not start so.
func (t *Table[T]) leading(data []byte) *entry {
	const head = `{"type":"`
	if !bytes.HasPrefix(data, []byte(head)) {
		return nil
	}
	rest := data[len(head):]
	end := bytes.IndexByte(rest, '"')
	if end < 0 || bytes.IndexByte(rest[:end], '\\') >= 0 {
		return nil
	}
	return t.byName[string(rest[:end])]
}

// read decodes data as e's type; false when it is not exactly one such
// object whose (last) "type" member is e's name.
func (e *entry) read(data []byte) (reflect.Value, bool) {
	p := reflect.New(e.plain)
	if e.keys != nil {
		if json.Unmarshal(data, p.Interface()) != nil || !knownMembers(data, e.keys) {
			return reflect.Value{}, false
		}
	} else {
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		if err := dec.Decode(p.Interface()); err != nil {
			return reflect.Value{}, false
		}
		for _, c := range data[dec.InputOffset():] {
			if c != ' ' && c != '\t' && c != '\n' && c != '\r' {
				return reflect.Value{}, false
			}
		}
	}
	if name := p.Elem().Field(0).Interface().(*string); name == nil || *name != e.name {
		return reflect.Value{}, false
	}
	v := reflect.New(e.typ).Elem()
	for i, idx := range e.index {
		v.FieldByIndex(idx).Set(p.Elem().Field(i + 1))
	}
	return v, true
}

// unmarshal is the general path: the type named anywhere in the object,
// then a strict decoding.
func (t *Table[T]) unmarshal(data []byte) (T, error) {
	var zero T
	name, err := incursion.TypeOf(data)
	if err != nil {
		return zero, fmt.Errorf("codec: %s: %w", t.what, err)
	}
	e := t.byName[name]
	if e == nil {
		return zero, fmt.Errorf("codec: unknown %s type %q (types: %s)", t.what, name, strings.Join(t.names, ", "))
	}
	p := reflect.New(e.plain)
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(p.Interface()); err != nil {
		return zero, fmt.Errorf("codec: %s %q: %w", t.what, name, err)
	}
	if dec.More() {
		return zero, fmt.Errorf("codec: %s %q: data after the object", t.what, name)
	}
	v := reflect.New(e.typ).Elem()
	for i, idx := range e.index {
		v.FieldByIndex(idx).Set(p.Elem().Field(i + 1))
	}
	return v.Interface().(T), nil
}
