// Package actionspace numbers a game's actions compositionally, for the
// fixed action spaces of learning agents ([incursion.Learning]).
//
// A game lists its action types (its verbs) in a fixed order and gives each
// field of each verb a [Domain]: the finite, ordered set of values the field
// can take (a figure, a square of the board, a direction, a card slot, a
// yes/no choice). The verb numbered v with fields f1..fk of domain sizes
// n1..nk owns the ids offset(v) .. offset(v)+n1·…·nk−1, and an action's id is
//
//	offset(v) + ((i1·n2 + i2)·n3 + i3)… + ik
//
// with ij the index of its field j in its domain: mixed radix, first field
// most significant. offset(0) is 0 and offset(v+1) = offset(v) + the size of
// verb v. A field whose domain is the acting seat ([Actor]) is left out of
// the id: the seat that decodes an id puts itself back.
//
// Ids stay the same as long as the verbs' order, their fields and the
// domains' values do: [Space.Describe] writes all of them, and each game
// keeps it as a golden file.
package actionspace

import (
	"fmt"
	"reflect"
	"sort"
	"strings"
)

// Domain is the ordered set of values of one field.
type Domain struct {
	// Name is how [Space.Describe] names it ("square", "figure").
	Name string
	// Size is the number of values; 0 for [Actor].
	Size int
	// Index is the index of a field's value, false for a value out of the
	// domain.
	Index func(v reflect.Value) (int, bool)
	// Set stores the value of index i into the field v.
	Set func(i int, v reflect.Value)
	// Label is value i as the notation writes it (for Describe).
	Label func(i int) string
	actor bool
}

// Actor is the domain of a field naming the seat that takes the action: it
// adds nothing to the id, and [Space.Action] sets it to the seat given.
var Actor = Domain{Name: "actor", actor: true}

// Ints is the domain of the integers lo..hi of any integer kind.
func Ints(name string, lo, hi int) Domain {
	return Domain{
		Name: name, Size: hi - lo + 1,
		Index: func(v reflect.Value) (int, bool) {
			x := toInt(v)
			return x - lo, x >= lo && x <= hi
		},
		Set:   func(i int, v reflect.Value) { setInt(v, i+lo) },
		Label: func(i int) string { return fmt.Sprint(i + lo) },
	}
}

// Enum is the domain of the integer values vals (of any integer kind, such
// as a game's enum types), in that order, labelled by their String.
func Enum[T ~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16](name string, vals []T) Domain {
	idx := map[int]int{}
	for i, x := range vals {
		idx[int(x)] = i
	}
	return Domain{
		Name: name, Size: len(vals),
		Index: func(v reflect.Value) (int, bool) {
			i, ok := idx[toInt(v)]
			return i, ok
		},
		Set: func(i int, v reflect.Value) { setInt(v, int(vals[i])) },
		Label: func(i int) string {
			if s, ok := any(vals[i]).(fmt.Stringer); ok {
				return s.String()
			}
			return fmt.Sprint(int(vals[i]))
		},
	}
}

// Bool is the domain false, true.
var Bool = Domain{
	Name: "bool", Size: 2,
	Index: func(v reflect.Value) (int, bool) {
		if v.Bool() {
			return 1, true
		}
		return 0, true
	},
	Set:   func(i int, v reflect.Value) { v.SetBool(i == 1) },
	Label: func(i int) string { return fmt.Sprint(i == 1) },
}

// Strings is the domain of the strings vals, in that order.
func Strings(name string, vals []string) Domain {
	idx := map[string]int{}
	for i, x := range vals {
		idx[x] = i
	}
	return Domain{
		Name: name, Size: len(vals),
		Index: func(v reflect.Value) (int, bool) {
			i, ok := idx[v.String()]
			return i, ok
		},
		Set:   func(i int, v reflect.Value) { v.SetString(vals[i]) },
		Label: func(i int) string { return vals[i] },
	}
}

// Values is the domain of any comparable values vals (structs such as a
// square or a target), in that order, labelled by fmt.Sprint.
func Values[T comparable](name string, vals []T) Domain {
	idx := make(map[T]int, len(vals))
	for i, x := range vals {
		idx[x] = i
	}
	return Domain{
		Name: name, Size: len(vals),
		Index: func(v reflect.Value) (int, bool) {
			i, ok := idx[v.Interface().(T)]
			return i, ok
		},
		Set:   func(i int, v reflect.Value) { v.Set(reflect.ValueOf(vals[i])) },
		Label: func(i int) string { return fmt.Sprint(vals[i]) },
	}
}

func toInt(v reflect.Value) int {
	switch v.Kind() {
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return int(v.Uint())
	}
	return int(v.Int())
}

func setInt(v reflect.Value, x int) {
	switch v.Kind() {
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(uint64(x))
	default:
		v.SetInt(int64(x))
	}
}

type field struct {
	name  string
	index int
	dom   Domain
}

type verb struct {
	name   string
	typ    reflect.Type
	offset int
	size   int
	fields []field
}

// Space is a game's numbered action space.
type Space struct {
	verbs  []verb
	byType map[reflect.Type]int
	size   int
}

// New numbers the verbs, given as one value of each action type in order.
// Each field's domain is domains["Verb.Field"], or else domains[the field
// type's name, as reflect writes it: "sabotage.Seat", "int8", "bool"]. A
// field with neither is an error.
func New(verbs []any, domains map[string]Domain) (*Space, error) {
	sp := &Space{byType: map[reflect.Type]int{}}
	for _, x := range verbs {
		t := reflect.TypeOf(x)
		if t.Kind() != reflect.Struct {
			return nil, fmt.Errorf("actionspace: %v is not a struct", t)
		}
		if _, dup := sp.byType[t]; dup {
			return nil, fmt.Errorf("actionspace: %v listed twice", t)
		}
		vb := verb{name: t.Name(), typ: t, offset: sp.size, size: 1}
		for i := range t.NumField() {
			f := t.Field(i)
			d, ok := domains[t.Name()+"."+f.Name]
			if !ok {
				d, ok = domains[f.Type.String()]
			}
			if !ok {
				return nil, fmt.Errorf("actionspace: no domain for %s.%s (%v)", t.Name(), f.Name, f.Type)
			}
			if !d.actor && d.Size <= 0 {
				return nil, fmt.Errorf("actionspace: empty domain %s for %s.%s", d.Name, t.Name(), f.Name)
			}
			vb.fields = append(vb.fields, field{f.Name, i, d})
			if !d.actor {
				vb.size *= d.Size
			}
		}
		sp.byType[t] = len(sp.verbs)
		sp.verbs = append(sp.verbs, vb)
		sp.size += vb.size
	}
	return sp, nil
}

// MustNew is New for a game's fixed tables: it panics on an error.
func MustNew(verbs []any, domains map[string]Domain) *Space {
	sp, err := New(verbs, domains)
	if err != nil {
		panic(err)
	}
	return sp
}

// Size is the number of ids.
func (sp *Space) Size() int { return sp.size }

// ID is the id of action a.
func (sp *Space) ID(a any) (int, error) {
	v := reflect.ValueOf(a)
	k, ok := sp.byType[v.Type()]
	if !ok {
		return 0, fmt.Errorf("no action id for %v (%T)", a, a)
	}
	vb := &sp.verbs[k]
	id := 0
	for _, f := range vb.fields {
		if f.dom.actor {
			continue
		}
		i, ok := f.dom.Index(v.Field(f.index))
		if !ok {
			return 0, fmt.Errorf("no action id for %v: its %s is out of the %s domain", a, f.name, f.dom.Name)
		}
		id = id*f.dom.Size + i
	}
	return vb.offset + id, nil
}

// Action is the action with id, its actor fields set to actor (nil: left
// zero); an error for an id out of range.
func (sp *Space) Action(id int, actor any) (any, error) {
	if id < 0 || id >= sp.size {
		return nil, fmt.Errorf("action id %d out of [0, %d)", id, sp.size)
	}
	k := sort.Search(len(sp.verbs), func(k int) bool { return sp.verbs[k].offset+sp.verbs[k].size > id })
	vb := &sp.verbs[k]
	v := reflect.New(vb.typ).Elem()
	rem := id - vb.offset
	for j := len(vb.fields) - 1; j >= 0; j-- {
		f := vb.fields[j]
		if f.dom.actor {
			if actor != nil {
				v.Field(f.index).Set(reflect.ValueOf(actor))
			}
			continue
		}
		f.dom.Set(rem%f.dom.Size, v.Field(f.index))
		rem /= f.dom.Size
	}
	return v.Interface(), nil
}

// Describe writes the mapping: one line per verb (its first id, its size,
// its fields with their domains), then every domain's values in order.
func (sp *Space) Describe() string {
	var b strings.Builder
	fmt.Fprintf(&b, "actions %d\n", sp.size)
	doms := map[string]Domain{}
	var names []string
	for _, vb := range sp.verbs {
		fmt.Fprintf(&b, "%7d %7d %s", vb.offset, vb.size, vb.name)
		for _, f := range vb.fields {
			if f.dom.actor {
				fmt.Fprintf(&b, " %s:actor", f.name)
				continue
			}
			fmt.Fprintf(&b, " %s:%s[%d]", f.name, f.dom.Name, f.dom.Size)
			if _, ok := doms[f.dom.Name]; !ok {
				doms[f.dom.Name] = f.dom
				names = append(names, f.dom.Name)
			}
		}
		b.WriteByte('\n')
	}
	sort.Strings(names)
	for _, n := range names {
		d := doms[n]
		fmt.Fprintf(&b, "domain %s:", n)
		for i := range d.Size {
			if l := d.Label(i); l != "" {
				fmt.Fprintf(&b, " %s", l)
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}
