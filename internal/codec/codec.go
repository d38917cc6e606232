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
	name  string
	typ   reflect.Type // the concrete type
	plain reflect.Type // a struct type with the same exported fields and no methods, plus "type"
	index [][]int      // plain field i <- typ field index[i]
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
		fields := []reflect.StructField{{Name: "Type", Type: reflect.TypeOf(""), Tag: `json:"type"`}}
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
		e.plain = reflect.StructOf(fields)
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

// Marshal writes v as {"type": name, ...fields}.
func (t *Table[T]) Marshal(v T) ([]byte, error) {
	rv := reflect.ValueOf(v)
	var e *entry
	if rv.IsValid() {
		e = t.byType[rv.Type()]
	}
	if e == nil {
		return nil, fmt.Errorf("codec: %s: type %T is not in the table", t.what, v)
	}
	p := reflect.New(e.plain).Elem()
	p.Field(0).SetString(e.name)
	for i, idx := range e.index {
		p.Field(i + 1).Set(rv.FieldByIndex(idx))
	}
	return json.Marshal(p.Interface())
}

// Unmarshal reads a value written by Marshal. Malformed JSON, a missing or
// unknown type, a member the type does not have, or a member of the wrong
// type is an error.
func (t *Table[T]) Unmarshal(data []byte) (T, error) {
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
