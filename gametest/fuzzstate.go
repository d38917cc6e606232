package gametest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"reflect"
	"runtime/debug"
	"slices"
	"strconv"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// FuzzState is the fuzz target "any state that decodes is playable". Its
// input is the JSON of a state and one mutation of it: a leaf of the JSON
// (chosen by an index over every number, bool and null, and every array
// element, in a fixed order) is changed by one operation (a number +1, -1,
// set to a small value, or null; a bool flipped or null; an array element
// dropped or duplicated). When json.Unmarshal into an S accepts the result,
// [Contract.CheckState] must hold. Bytes that are not JSON are decoded as
// they are, so the fuzzer may also mutate the document itself.
//
// The seed corpus, which plain go test runs, holds Mutations mutations
// (spread over the leaves) of each of five states of a random game per
// seed: the first, three in between and the last before the end.
func (c Contract[S, A, E, P]) FuzzState(f *testing.F, seeds ...uint64) {
	c, err := c.withDefaults()
	if err != nil {
		f.Fatal(err)
	}
	for _, seed := range seeds {
		ms, err := c.mutations(seed)
		if err != nil {
			f.Fatal(err)
		}
		for _, m := range ms {
			f.Add(m.data, m.site, m.op, m.val)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte, site uint32, op uint8, val int8) {
		mutated, what := MutateJSON(data, site, op, val)
		var s S
		if err := json.Unmarshal(mutated, &s); err != nil {
			return
		}
		if err := c.CheckState(s); err != nil {
			t.Fatalf("%s: a decoded state (%s) breaks the contract: %v\n%s", c.Game.Name(), what, err, mutated)
		}
	})
}

// A mutation is one input of FuzzState: a state's JSON and the change
// [MutateJSON] makes to it.
type mutation struct {
	data []byte
	site uint32
	op   uint8
	val  int8
}

// mutations returns the seed corpus of FuzzState for one seed: Mutations
// mutations, spread over the leaves, of each of five states of a random
// game (the first, three in between and the last before the end).
func (c Contract[S, A, E, P]) mutations(seed uint64) ([]mutation, error) {
	states, err := c.trace(seed)
	if err != nil {
		return nil, err
	}
	side := dice.New(seed ^ sideSeed)
	n := len(states)
	var out []mutation
	for _, i := range []int{0, n / 4, n / 2, 3 * n / 4, n - 1} {
		data, err := json.Marshal(states[i])
		if err != nil {
			return nil, fmt.Errorf("%s: seed %d, state %d: json.Marshal: %v", c.Game.Name(), seed, i, err)
		}
		sites := len(jsonSites(data))
		if sites == 0 {
			out = append(out, mutation{data, 0, 0, 0})
			continue
		}
		step := max(1, sites/c.Mutations)
		for k := side.IntN(step); k < sites; k += step {
			out = append(out, mutation{data, uint32(k), uint8(side.IntN(8)), int8(side.IntN(8))})
		}
	}
	return out, nil
}

// Mutated checks, without the fuzzing engine, the inputs FuzzState starts
// from for one seed: Mutations one-leaf mutations ([MutateJSON]) of each
// of five states of a random game (the first, three in between and the
// last before the end); every mutated state that json.Unmarshal accepts
// must pass [Contract.CheckState]. It returns the first that does not,
// with the mutation that made it.
func (c Contract[S, A, E, P]) Mutated(seed uint64) error {
	c, err := c.withDefaults()
	if err != nil {
		return err
	}
	ms, err := c.mutations(seed)
	if err != nil {
		return err
	}
	for _, m := range ms {
		mutated, what := MutateJSON(m.data, m.site, m.op, m.val)
		var s S
		if err := json.Unmarshal(mutated, &s); err != nil {
			continue
		}
		if err := c.CheckState(s); err != nil {
			return fmt.Errorf("%s: seed %d: a decoded state (%s) breaks the contract: %v", c.Game.Name(), seed, what, err)
		}
	}
	return nil
}

// trace plays a random game from seed as Run does and returns its states
// before the end (the first included).
func (c Contract[S, A, E, P]) trace(seed uint64) ([]S, error) {
	g := c.Game
	s, err := g.New(c.Variant, dice.New(seed))
	if err != nil {
		return nil, fmt.Errorf("%s: seed %d: New: %w", g.Name(), seed, err)
	}
	roll := dice.New(seed)
	states := []S{s}
	for i := 0; i < c.MaxActions && !g.Over(s); i++ {
		movers := g.ToMove(s)
		if len(movers) == 0 {
			break
		}
		legal := g.ActionsFor(s, movers[roll.IntN(len(movers))])
		if len(legal) == 0 {
			break
		}
		next, _, err := g.Apply(s, legal[roll.IntN(len(legal))], roll)
		if err != nil {
			return states, fmt.Errorf("%s: seed %d, after %d actions: %w", g.Name(), seed, i, err)
		}
		s = next
		if !g.Over(s) {
			states = append(states, s)
		}
	}
	return states, nil
}

// CheckState checks what every state that decodes must give, as
// [Contract.FuzzState] does on a mutated state: Over, Result, Returns,
// Seats, ToMove, Actions, Legal of each listed action, fmt.Sprint(s), and
// View, ActionsFor and Draw for every seat and for the observer do not
// panic; a state that is not over has a legal action; every listed action
// passes Legal and applies without error, and the state it leads to passes
// Validate. A decoded state may be a view (a mutation can turn a state into
// one): s is taken as a view when Contract.IsView says so, or, without
// IsView, when View(s, q) equals s for some seat q or for the observer
// (views are idempotent, which [Contract.Run] checks); then the listed actions must be rejected by Legal and Apply with
// ErrIllegal instead, and an empty Actions is allowed. A panic is returned
// as an error with its stack.
func (c Contract[S, A, E, P]) CheckState(s S) (err error) {
	c, err = c.withDefaults()
	if err != nil {
		return err
	}
	g := c.Game
	doing := "fmt.Sprint"
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%s panics: %v\n%s", doing, p, debug.Stack())
		}
	}()
	_ = fmt.Sprint(s)
	doing = "Over, Result, Returns, Seats or ToMove"
	over := g.Over(s)
	res := g.Result(s)
	seats := g.Seats(s)
	movers := g.ToMove(s)
	if err := checkReturns(g.Returns(s), res, seats); err != nil {
		return err
	}
	if res.Over != over {
		return fmt.Errorf("the game is over: %v, but Result(s).Over is %v", over, res.Over)
	}
	if over != (len(movers) == 0) {
		return fmt.Errorf("the game is over: %v, but ToMove is %v", over, movers)
	}
	// s is a view when IsView says so or, without IsView, when a view of
	// it for some seat is s itself.
	isView := c.IsView != nil && c.IsView(s)
	for _, p := range append(slices.Clone(seats), g.Observer()) {
		doing = fmt.Sprintf("View(s, %v)", p)
		v := g.View(s, p)
		isView = isView || c.IsView == nil && reflect.DeepEqual(v, s)
		doing = fmt.Sprintf("Actions(View(s, %v))", p)
		_ = g.Actions(v)
		doing = fmt.Sprintf("ActionsFor(s, %v)", p)
		_ = g.ActionsFor(s, p)
		doing = fmt.Sprintf("Draw(s, %v)", p)
		_ = g.Draw(s, p)
	}
	doing = "Actions"
	all := g.Actions(s)
	if !over && len(all) == 0 && !isView {
		return errors.New("the game is not over, but Actions is empty")
	}
	for i, a := range all {
		doing = fmt.Sprintf("Legal(%v)", a)
		lerr := g.Legal(s, a)
		doing = fmt.Sprintf("Apply(%v)", a)
		next, _, err := g.Apply(s, a, dice.New(uint64(i)))
		if isView {
			// A view is for reading.
			if !errors.Is(lerr, incursion.ErrIllegal) || !errors.Is(err, incursion.ErrIllegal) {
				return fmt.Errorf("%v on a view: Legal = %v, Apply = %v; want errors wrapping ErrIllegal", a, lerr, err)
			}
			continue
		}
		if lerr != nil {
			return fmt.Errorf("%v is in Actions but Legal says: %v", a, lerr)
		}
		if err != nil {
			return fmt.Errorf("Apply(%v) of a listed action: %v", a, err)
		}
		if c.Validate != nil {
			doing = fmt.Sprintf("Validate after Apply(%v)", a)
			if err := c.Validate(next); err != nil {
				return fmt.Errorf("after Apply(%v): Validate: %v", a, err)
			}
		}
	}
	return nil
}

// A jsonSite is a place in a JSON document that MutateJSON can change: a
// leaf (a number, bool or null) or an element of an array.
type jsonSite struct {
	path    []any // object keys (string) and array indices (int)
	element bool  // an array element (drop or duplicate it)
}

// jsonSites lists the sites of a JSON document in a fixed order (object
// keys sorted); nil when data is not JSON.
func jsonSites(data []byte) []jsonSite {
	v, err := decodeJSON(data)
	if err != nil {
		return nil
	}
	var out []jsonSite
	walkJSON(v, nil, &out)
	return out
}

func decodeJSON(data []byte) (any, error) {
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return nil, err
	}
	return v, nil
}

func walkJSON(v any, path []any, out *[]jsonSite) {
	switch x := v.(type) {
	case map[string]any:
		// The keys in sorted order, never the map's: the sites, and so
		// what a site number means, are the same in every run.
		for _, k := range slices.Sorted(maps.Keys(x)) {
			walkJSON(x[k], append(path[:len(path):len(path)], k), out)
		}
	case []any:
		for i, e := range x {
			p := append(path[:len(path):len(path)], i)
			*out = append(*out, jsonSite{path: p, element: true})
			walkJSON(e, p, out)
		}
	case string:
		// Strings are left alone: a game's names are checked by its
		// decoder, and a changed name says little.
	default: // json.Number, bool, nil
		*out = append(*out, jsonSite{path: path})
	}
}

// MutateJSON changes one site of a JSON document, as [Contract.FuzzState]
// does: site (modulo the number of sites) picks a number, bool or null
// leaf or an array element, in a fixed order; op (modulo the operations
// that apply there) picks the change: a number +1, -1, set to val, or
// null; a bool flipped or null; a null set to 0 or false; an array element
// dropped or duplicated. It returns the new document and what was done.
// data that is not JSON, or has no site, is returned as it is.
func MutateJSON(data []byte, site uint32, op uint8, val int8) ([]byte, string) {
	sites := jsonSites(data)
	if len(sites) == 0 {
		return data, "unchanged"
	}
	root, _ := decodeJSON(data)
	at := sites[int(site%uint32(len(sites)))]
	var parent, last any = nil, nil // the value holding the site, and the site's key there
	if len(at.path) > 0 {
		parent, last = root, at.path[len(at.path)-1]
		for _, k := range at.path[:len(at.path)-1] {
			parent = child(parent, k)
		}
	}
	where := pathString(at.path)
	var what string
	if at.element {
		elems := parent.([]any) // the array holding the element
		i := last.(int)
		var next []any
		if op%2 == 0 {
			next = slices.Delete(slices.Clone(elems), i, i+1)
			what = "dropped " + where
		} else {
			next = slices.Insert(slices.Clone(elems), i, elems[i])
			what = "duplicated " + where
		}
		root = replace(root, at.path[:len(at.path)-1], next)
	} else {
		old := root // a document that is one leaf
		if len(at.path) > 0 {
			old = child(parent, last)
		}
		var nv any
		switch x := old.(type) {
		case json.Number:
			switch op % 4 {
			case 0, 1:
				d := int64(1)
				if op%4 == 1 {
					d = -1
				}
				if n, err := x.Int64(); err == nil {
					nv = json.Number(strconv.FormatInt(n+d, 10))
				} else if f, err := x.Float64(); err == nil {
					nv = json.Number(strconv.FormatFloat(f+float64(d), 'g', -1, 64))
				}
			case 2:
				nv = json.Number(strconv.Itoa(int(val)))
			case 3:
				nv = nil
			}
		case bool:
			if op%2 == 0 {
				nv = !x
			} else {
				nv = nil
			}
		case nil:
			if op%2 == 0 {
				nv = json.Number("0")
			} else {
				nv = false
			}
		}
		what = fmt.Sprintf("%s: %v -> %v", where, jsonText(old), jsonText(nv))
		root = replace(root, at.path, nv)
	}
	out, err := json.Marshal(root)
	if err != nil {
		return data, "unchanged"
	}
	return out, what
}

func child(v any, k any) any {
	switch x := v.(type) {
	case map[string]any:
		if s, ok := k.(string); ok {
			return x[s]
		}
	case []any:
		if i, ok := k.(int); ok {
			return x[i]
		}
	}
	return nil
}

// replace sets the value at path in root to nv and returns the root.
func replace(root any, path []any, nv any) any {
	if len(path) == 0 {
		return nv
	}
	switch x := root.(type) {
	case map[string]any:
		k := path[0].(string)
		x[k] = replace(x[k], path[1:], nv)
	case []any:
		i := path[0].(int)
		x[i] = replace(x[i], path[1:], nv)
	}
	return root
}

func pathString(path []any) string {
	var b bytes.Buffer
	for _, k := range path {
		switch k := k.(type) {
		case string:
			b.WriteString("." + k)
		case int:
			fmt.Fprintf(&b, "[%d]", k)
		}
	}
	if b.Len() == 0 {
		return "."
	}
	return b.String()
}

func jsonText(v any) string {
	data, _ := json.Marshal(v)
	return string(data)
}
