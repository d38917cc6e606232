package gametest

import (
	"fmt"
	"reflect"
	"runtime/debug"
	"testing"

	"github.com/incursion/incursion/dice"
)

// CheckConverse runs [Contract.Converse] for each seed and reports every
// failing seed on t.
func (c Contract[S, A, E, P]) CheckConverse(t testing.TB, seeds ...uint64) {
	t.Helper()
	for _, seed := range seeds {
		if err := c.Converse(seed); err != nil {
			t.Error(err)
		}
	}
}

// Converse checks the converse of "every listed action is legal": every
// action that passes Legal is listed. It plays a random game from seed as
// [Contract.Run] does and, in every state, takes ConversePerState of the
// listed actions at random and perturbs each of them by reflection, one
// field at a time (fields of nested structs and arrays included, exported
// or not): an integer by -1 and +1, an integer of a defined type (an
// enum, a seat, an id) also to every value in 0..EnumRange-1, a bool
// flipped; strings, slices, maps and pointers are left alone. A
// perturbed action that passes Legal must be in Actions (compared with
// [Equal]; with Canonical set, its canonical form must be); Legal must not
// panic on any of them.
func (c Contract[S, A, E, P]) Converse(seed uint64) (err error) {
	c, err = c.withDefaults()
	if err != nil {
		return err
	}
	g := c.Game
	r := &contractRunner[S, A, E, P]{c: c, g: g, seed: seed}
	s, err := g.New(c.Variant, dice.New(seed))
	if err != nil {
		return fmt.Errorf("%s: seed %d: New(%q): %w", g.Name(), seed, c.Variant, err)
	}
	var probe A // the perturbed action being offered, for a panic's message
	defer func() {
		if p := recover(); p != nil {
			err = r.fail("panic with %v: %v\n%s", probe, p, debug.Stack())
		}
	}()
	roll, side := dice.New(seed), dice.New(seed^sideSeed)
	listed := map[string][]A{}
	for !g.Over(s) {
		if r.step >= c.MaxActions {
			return r.fail("the game is not over after MaxActions = %d actions", c.MaxActions)
		}
		all := g.Actions(s)
		if len(all) == 0 {
			return r.fail("no legal action, and the game is not over")
		}
		clear(listed)
		for _, a := range all {
			listed[a.String()] = append(listed[a.String()], a)
		}
		for range min(len(all), c.ConversePerState) {
			a := all[side.IntN(len(all))]
			for _, b := range Perturb(a, c.EnumRange) {
				probe = b
				if g.Legal(s, b) != nil {
					continue
				}
				if c.Canonical != nil {
					b = c.Canonical(s, b)
				}
				if isListed(listed[b.String()], b) {
					continue
				}
				if same := listed[b.String()]; len(same) > 0 {
					return r.fail("%v passes Legal but is not in Actions: a listed action has its text but differs (perturbed from %v) (-listed +perturbed):\n%s", b, a, Diff(same[0], b))
				}
				return r.fail("%v passes Legal but is not in Actions (perturbed from %v; Actions: %v)", b, a, all)
			}
		}
		movers := g.ToMove(s)
		if len(movers) == 0 {
			return r.fail("the game is not over, but ToMove is empty")
		}
		p := movers[roll.IntN(len(movers))]
		legal := g.ActionsFor(s, p)
		if len(legal) == 0 {
			return r.fail("%v is to move but ActionsFor(%v) is empty", p, p)
		}
		a := legal[roll.IntN(len(legal))]
		next, _, err := g.Apply(s, a, roll)
		if err != nil {
			return r.fail("Apply(%v): %v", a, err)
		}
		s = next
		r.step++
		r.last = a.String()
	}
	return nil
}

func isListed[A any](candidates []A, b A) bool {
	for _, a := range candidates {
		if Equal(a, b) {
			return true
		}
	}
	return false
}

// maxLeaves bounds the fields Perturb changes in one action.
const maxLeaves = 64

// Perturb returns the actions that differ from a in one field, as
// [Contract.Converse] makes them: every integer field by -1 and +1 (within
// its type's range), every integer field of a defined type also set to each
// value in 0..enumRange-1, every bool flipped. It walks the fields of
// structs and the elements of arrays, exported or not, through the
// interface A holds; strings, slices, maps, pointers and interfaces inside
// the action are left alone. An action equal to a is never returned.
func Perturb[A any](a A, enumRange int) []A {
	v := reflect.ValueOf(&a).Elem()
	if v.Kind() == reflect.Interface {
		if v.IsNil() {
			return nil
		}
		v = v.Elem()
	}
	root := reflect.New(v.Type()).Elem()
	root.Set(v)
	var leaves [][]int
	collectLeaves(root.Type(), nil, &leaves)
	var out []A
	for _, path := range leaves {
		leaf := leafAt(root, path)
		for _, nv := range leafValues(leaf, enumRange) {
			cp := reflect.New(root.Type()).Elem()
			cp.Set(root)
			writable(leafAt(cp, path)).Set(nv)
			b, ok := cp.Interface().(A)
			if ok {
				out = append(out, b)
			}
		}
	}
	return out
}

// collectLeaves lists the paths (field or element indices) of the integer
// and bool leaves of t.
func collectLeaves(t reflect.Type, path []int, out *[][]int) {
	if len(*out) >= maxLeaves {
		return
	}
	switch t.Kind() {
	case reflect.Struct:
		for i := range t.NumField() {
			collectLeaves(t.Field(i).Type, append(path[:len(path):len(path)], i), out)
		}
	case reflect.Array:
		for i := range min(t.Len(), 16) {
			collectLeaves(t.Elem(), append(path[:len(path):len(path)], i), out)
		}
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		*out = append(*out, path)
	}
}

func leafAt(v reflect.Value, path []int) reflect.Value {
	for _, i := range path {
		if v.Kind() == reflect.Struct {
			v = v.Field(i)
		} else {
			v = v.Index(i)
		}
	}
	return v
}

// leafValues returns the values a leaf is perturbed to, each different
// from the leaf's value.
func leafValues(leaf reflect.Value, enumRange int) []reflect.Value {
	t := leaf.Type()
	mk := func(set func(reflect.Value)) reflect.Value {
		n := reflect.New(t).Elem()
		set(n)
		return n
	}
	var out []reflect.Value
	switch {
	case t.Kind() == reflect.Bool:
		b := leaf.Bool()
		out = append(out, mk(func(n reflect.Value) { n.SetBool(!b) }))
	case leaf.CanInt():
		x := leaf.Int()
		seen := map[int64]bool{x: true}
		add := func(y int64) {
			n := reflect.New(t).Elem()
			if seen[y] || n.OverflowInt(y) {
				return
			}
			seen[y] = true
			n.SetInt(y)
			out = append(out, n)
		}
		add(x - 1)
		add(x + 1)
		if t.PkgPath() != "" {
			for y := range int64(enumRange) {
				add(y)
			}
		}
	case leaf.CanUint():
		x := leaf.Uint()
		seen := map[uint64]bool{x: true}
		add := func(y uint64) {
			n := reflect.New(t).Elem()
			if seen[y] || n.OverflowUint(y) {
				return
			}
			seen[y] = true
			n.SetUint(y)
			out = append(out, n)
		}
		if x > 0 {
			add(x - 1)
		}
		add(x + 1)
		if t.PkgPath() != "" {
			for y := range uint64(enumRange) {
				add(y)
			}
		}
	}
	return out
}
