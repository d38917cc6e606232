// Package learntest checks a game's action ids and observation tensors
// ([incursion.Learning]) on random games: the round trip of every listed
// action's id, the legal masks, equal tensors for states a seat cannot tell
// apart (views and Determinize samples), and different tensors wherever a
// field of the view's JSON differs.
package learntest

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// Config says which games to play.
type Config struct {
	Variants []string // the variants to play ("" the standard game)
	Games    int      // random games per variant
	Limit    int      // actions per game at most
	Seed     uint64   // the first game's seed
	// Every samples one state in Every for the tensor checks (1: all).
	Every int
	// Samples is the number of Determinize samples per sampled state and
	// seat (0: none).
	Samples int
	// Views is the number of views Perturb changes, spread over the
	// states (0: 12).
	Views int
	// Leaves is the most leaves Perturb changes per view, spread evenly
	// over them (0: every leaf).
	Leaves int
}

// States plays random games and returns the states reached, in order.
func States[S any, A, E fmt.Stringer, P incursion.Seat](t testing.TB, g incursion.Game[S, A, E, P], c Config) []S {
	t.Helper()
	var out []S
	for _, v := range c.Variants {
		for k := range c.Games {
			seed := c.Seed + uint64(k)
			r := dice.New(seed)
			s, err := g.New(v, r)
			if err != nil {
				t.Fatalf("%s %q seed %d: %v", g.Name(), v, seed, err)
			}
			out = append(out, s)
			for n := 0; n < c.Limit && !g.Over(s); n++ {
				acts := g.Actions(s)
				if len(acts) == 0 {
					break
				}
				next, _, err := g.Apply(s, acts[r.IntN(len(acts))], r)
				if err != nil {
					t.Fatalf("%s %q seed %d: %v", g.Name(), v, seed, err)
				}
				s = next
				out = append(out, s)
			}
		}
	}
	return out
}

// Actions checks the ids of every action every seat to move lists in
// states: ActionOf(ActionID(a)) is a (same type, same text), ids lie in
// [0, NumActions), distinct actions have distinct ids, NumActions is the
// same for the states of one game, and LegalMask marks exactly the listed
// ids. It returns the number of actions checked.
func Actions[S any, A, E fmt.Stringer, P incursion.Seat](t testing.TB, g incursion.Game[S, A, E, P], states []S) int {
	t.Helper()
	checked := 0
	var mask []bool
	for _, s := range states {
		n, err := g.NumActions(s)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range g.ToMove(s) {
			acts := g.ActionsFor(s, p)
			ids := map[int]A{}
			for _, a := range acts {
				id, err := g.ActionID(s, a)
				if err != nil {
					t.Fatalf("ActionID(%v): %v", a, err)
				}
				if id < 0 || id >= n {
					t.Fatalf("ActionID(%v) = %d, out of [0, %d)", a, id, n)
				}
				if b, dup := ids[id]; dup && b.String() != a.String() {
					t.Fatalf("%v and %v share id %d", a, b, id)
				}
				ids[id] = a
				back, err := g.ActionOf(s, g.Owner(s, a), id)
				if err != nil {
					t.Fatalf("ActionOf(%d) of %v: %v", id, a, err)
				}
				if !reflect.DeepEqual(back, a) {
					t.Fatalf("ActionOf(ActionID(%v) = %d) = %v (%#v, want %#v)", a, id, back, back, a)
				}
				checked++
			}
			mask, err = g.LegalMask(s, p, mask)
			if err != nil {
				t.Fatal(err)
			}
			if len(mask) != n {
				t.Fatalf("LegalMask has %d entries, want %d", len(mask), n)
			}
			set := 0
			for id, ok := range mask {
				if !ok {
					continue
				}
				set++
				if _, listed := ids[id]; !listed {
					t.Fatalf("LegalMask marks id %d, which no listed action has", id)
				}
			}
			if set != len(ids) {
				t.Fatalf("LegalMask marks %d ids, the actions have %d", set, len(ids))
			}
		}
	}
	return checked
}

// seats is every seat of s and the observer.
func seats[S any, A, E fmt.Stringer, P incursion.Seat](g incursion.Game[S, A, E, P], s S) []P {
	return append(slices.Clone(g.Seats(s)), g.Observer())
}

// Twins checks, on every c.Every-th state and for every seat and the
// observer, that the tensor has the shape's length, that the state, its
// view, and c.Samples Determinize samples of it give the same tensor.
func Twins[S any, A, E fmt.Stringer, P incursion.Seat](t testing.TB, g incursion.Game[S, A, E, P], states []S, c Config) {
	t.Helper()
	r := dice.New(c.Seed + 1000)
	var a, b []float32
	for i, s := range states {
		if i%max(c.Every, 1) != 0 {
			continue
		}
		shape, err := g.ObservationShape(s)
		if err != nil {
			t.Fatal(err)
		}
		n := 1
		for _, d := range shape {
			n *= d
		}
		for _, p := range seats(g, s) {
			a, err = g.Observation(s, p, a)
			if err != nil {
				t.Fatal(err)
			}
			if len(a) != n {
				t.Fatalf("Observation has %d values, shape %v", len(a), shape)
			}
			b, _ = g.Observation(g.View(s, p), p, b)
			if k := diff(a, b); k >= 0 {
				t.Fatalf("state %d, %v: the view's tensor differs from the state's at %d", i, p, k)
			}
			for range c.Samples {
				d, err := g.Determinize(s, p, r)
				if err != nil {
					t.Fatalf("Determinize: %v", err)
				}
				b, _ = g.Observation(d, p, b)
				if k := diff(a, b); k >= 0 {
					t.Fatalf("state %d, %v: a Determinize sample's tensor differs at %d", i, p, k)
				}
			}
		}
	}
}

func diff(a, b []float32) int {
	if len(a) != len(b) {
		return 0
	}
	for i := range a {
		if a[i] != b[i] {
			return i
		}
	}
	return -1
}

// Perturb changes one leaf of the JSON of a seat's view at a time, on
// every c.Every-th state, for every seat and the observer: a number by ±1
// or to another value seen at the same place, a bool to its negation, a
// string or null to another value seen at the same place. Every change that
// decodes to a state whose view for the seat differs from the original
// view must change the tensor, unless the leaf's
// path (array indices written "*", such as "players.*.dice.*") matches a
// prefix in leftOut. It returns, per path, how many changes it checked.
func Perturb[S any, A, E fmt.Stringer, P incursion.Seat](t testing.TB, g incursion.Game[S, A, E, P], states []S, c Config, leftOut []string) map[string]int {
	t.Helper()
	type view struct {
		p    P
		tree any
		obs  []float32
	}
	var views []view
	seen := map[string][]any{}
	nviews := c.Views
	if nviews == 0 {
		nviews = 12
	}
	for k := range nviews {
		s := states[k*len(states)/nviews]
		ps := seats(g, s)
		{
			p := ps[k%len(ps)]
			v := g.View(s, p)
			data, err := json.Marshal(v)
			if err != nil {
				t.Fatal(err)
			}
			var tree any
			if err := json.Unmarshal(data, &tree); err != nil {
				t.Fatal(err)
			}
			obs, _ := g.Observation(v, p, nil)
			views = append(views, view{p, tree, obs})
			walk(tree, "", func(path string, x any) {
				for _, y := range seen[path] {
					if reflect.DeepEqual(x, y) {
						return
					}
				}
				if len(seen[path]) < 8 {
					seen[path] = append(seen[path], x)
				}
			})
		}
	}
	checked := map[string]int{}
	var bad []string
	for _, v := range views {
		orig, _ := json.Marshal(v.tree)
		ls := leaves(v.tree, "")
		if c.Leaves > 0 && len(ls) > c.Leaves {
			picked := make([]leaf, 0, c.Leaves)
			for k := range c.Leaves {
				picked = append(picked, ls[k*len(ls)/c.Leaves])
			}
			ls = picked
		}
		for _, leaf := range ls {
			out := false
			for _, pre := range leftOut {
				if strings.HasPrefix(leaf.path, pre) {
					out = true
				}
			}
			if out {
				continue
			}
			var alts []any
			switch x := leaf.get().(type) {
			case float64:
				alts = append(alts, x+1, x-1)
			case bool:
				alts = append(alts, !x)
			}
			alts = append(alts, seen[leaf.path]...)
			for _, alt := range alts[:min(len(alts), 4)] {
				old := leaf.get()
				if reflect.DeepEqual(old, alt) {
					continue
				}
				leaf.set(alt)
				data, _ := json.Marshal(v.tree)
				leaf.set(old)
				var s S
				if json.Unmarshal(data, &s) != nil {
					continue
				}
				// A change the seat's view cannot hold (a hidden card made
				// known) is hidden again by the view: no other view.
				again, err := canonical(g.View(s, v.p))
				if err != nil || string(again) == string(orig) {
					continue
				}
				obs, err := g.Observation(s, v.p, nil)
				if err != nil {
					t.Fatal(err)
				}
				checked[leaf.path]++
				if diff(obs, v.obs) < 0 {
					if debugPerturb {
						a, b := string(orig), string(again)
						k := 0
						for k < len(a) && k < len(b) && a[k] == b[k] {
							k++
						}
						fmt.Printf("%s: at %d:\n  %.200s\n  %.200s\n", leaf.path, k, a[max(0, k-100):], b[max(0, k-100):])
					}
					bad = append(bad, fmt.Sprintf("%s: %v -> %v (%v's view)", leaf.path, old, alt, v.p))
				}
			}
		}
	}
	if len(bad) > 0 {
		sort.Strings(bad)
		bad = slices.Compact(bad)
		t.Errorf("%d changes of the view leave the tensor unchanged:\n%s", len(bad), strings.Join(bad[:min(len(bad), 40)], "\n"))
	}
	return checked
}

var debugPerturb = false

// canonical is the JSON of x with its objects' keys sorted, as the
// trees' JSON is.
func canonical(x any) ([]byte, error) {
	data, err := json.Marshal(x)
	if err != nil {
		return nil, err
	}
	var tree any
	if err := json.Unmarshal(data, &tree); err != nil {
		return nil, err
	}
	return json.Marshal(tree)
}

type leaf struct {
	path string
	get  func() any
	set  func(any)
}

func walk(x any, path string, f func(string, any)) {
	for _, l := range leaves(x, path) {
		f(l.path, l.get())
	}
}

func join(path, k string) string {
	if path == "" {
		return k
	}
	return path + "." + k
}

// leaves lists the leaves of a JSON tree with accessors into it.
func leaves(x any, path string) []leaf {
	var out []leaf
	switch x := x.(type) {
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			switch x[k].(type) {
			case map[string]any, []any:
				out = append(out, leaves(x[k], join(path, k))...)
			default:
				m, k := x, k
				out = append(out, leaf{join(path, k), func() any { return m[k] }, func(v any) { m[k] = v }})
			}
		}
	case []any:
		for i := range x {
			switch x[i].(type) {
			case map[string]any, []any:
				out = append(out, leaves(x[i], join(path, "*"))...)
			default:
				a, i := x, i
				out = append(out, leaf{join(path, "*"), func() any { return a[i] }, func(v any) { a[i] = v }})
			}
		}
	}
	return out
}

// Summary is checked's paths and counts, one per line, for a test's log.
func Summary(checked map[string]int) string {
	keys := make([]string, 0, len(checked))
	for k := range checked {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		b.WriteString(k + " " + strconv.Itoa(checked[k]) + "\n")
	}
	return b.String()
}

// Allocs is the allocations of one Observation of every seat of s and the
// observer, with a reused dst.
func Allocs[S any, A, E fmt.Stringer, P incursion.Seat](t testing.TB, g incursion.Game[S, A, E, P], s S) float64 {
	t.Helper()
	ps := seats(g, s)
	dst, _ := g.Observation(s, ps[0], nil)
	return testing.AllocsPerRun(20, func() {
		for _, p := range ps {
			dst, _ = g.Observation(s, p, dst)
		}
	})
}
