package spyordie

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"sync"
	"testing"

	"github.com/incursion/incursion/dice"
)

// midState returns the state after k random actions of the game of seed.
func midState(seed uint64, k int) State {
	r := dice.New(seed)
	s, _ := New(Config{Intruders: int(seed%3) + 1}, r)
	for i := 0; i < k && !s.Over(); i++ {
		acts := s.Actions()
		s, _, _ = Apply(s, acts[r.IntN(len(acts))], r)
	}
	return s
}

// midJSONs holds, per seed 1-8, the JSON of every state of midState's game
// (after 0, 1, ... 700 actions), played once.
var midJSONs [9]struct {
	once   sync.Once
	states [][]byte
}

// midJSON is the JSON of midState(seed, k), from the game played once.
func midJSON(seed uint64, k int) []byte {
	g := &midJSONs[seed]
	g.once.Do(func() {
		r := dice.New(seed)
		s, _ := New(Config{Intruders: int(seed%3) + 1}, r)
		for i := 0; ; i++ {
			b, err := json.Marshal(s)
			if err != nil {
				panic(err)
			}
			g.states = append(g.states, b)
			if i == 700 || s.Over() {
				break
			}
			acts := s.Actions()
			s, _, _ = Apply(s, acts[r.IntN(len(acts))], r)
		}
	})
	return g.states[min(k, len(g.states)-1)]
}

// leaf is one mutable place of a JSON document: a number, a bool, an
// array (to drop or duplicate an element) or any value (to make null).
type leaf struct {
	path []any // keys and indexes
	v    any
}

func leaves(v any, path []any, out *[]leaf) {
	*out = append(*out, leaf{append([]any(nil), path...), v})
	switch x := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			leaves(x[k], append(path, k), out)
		}
	case []any:
		for i, e := range x {
			leaves(e, append(path, i), out)
		}
	}
}

// set replaces the value at path in doc.
func set(doc any, path []any, v any) any {
	if len(path) == 0 {
		return v
	}
	switch x := doc.(type) {
	case map[string]any:
		k := path[0].(string)
		x[k] = set(x[k], path[1:], v)
	case []any:
		i := path[0].(int)
		x[i] = set(x[i], path[1:], v)
	}
	return doc
}

// mutate changes one field of the state's JSON: op picks number ±1, a
// small number, a bool flip, an array element dropped or duplicated, or
// null.
func mutate(data []byte, field uint16, op uint8, n int8) ([]byte, string) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var doc any
	if dec.Decode(&doc) != nil {
		return nil, ""
	}
	var ls []leaf
	leaves(doc, nil, &ls)
	l := ls[int(field)%len(ls)]
	var nv any
	switch x := l.v.(type) {
	case json.Number:
		i, _ := x.Int64()
		switch op % 4 {
		case 0:
			nv = i + 1
		case 1:
			nv = i - 1
		case 2:
			nv = int64(n)
		default:
			nv = nil
		}
	case bool:
		nv = !x
		if op%4 == 3 {
			nv = nil
		}
	case []any:
		if len(x) == 0 {
			nv = nil
			break
		}
		j := int(uint8(n)) % len(x)
		switch op % 3 {
		case 0:
			nv = append(append([]any{}, x[:j]...), x[j+1:]...)
		case 1:
			nv = append(append(append([]any{}, x[:j+1]...), x[j]), x[j+1:]...)
		default:
			nv = nil
		}
	default:
		nv = nil
	}
	out, err := json.Marshal(set(doc, l.path, nv))
	if err != nil {
		return nil, ""
	}
	return out, fmt.Sprintf("%v: %v -> %v", l.path, l.v, nv)
}

// checkPlayable: for a state that decodes, nothing panics, a game that is
// not over has a legal action, and every listed action applies and yields
// a valid state (issue 8, "Any state that decodes is playable").
func checkPlayable(t *testing.T, s State) {
	t.Helper()
	_ = s.Draw()
	_ = fmt.Sprint(s)
	for _, p := range []Seat{Defender, Intruder1, Intruder2, Intruder3, Observer} {
		v := s.View(p)
		_ = v.Draw()
		_ = v.Actions()
		if err := v.Validate(); err != nil {
			t.Fatalf("View(%v) is invalid: %v", p, err)
		}
	}
	acts := s.Actions()
	if _, isView := s.Viewer(); isView {
		return // a view is for reading: it is not played on
	}
	if !s.Over() && len(acts) == 0 {
		t.Fatalf("not over and no legal action:\n%s", s.Draw())
	}
	_ = s.Legal(Pass{})
	_ = s.Outcome()
	for i, a := range acts {
		if err := s.Legal(a); err != nil {
			t.Fatalf("listed %v is illegal: %v", a, err)
		}
		next, _, err := Apply(s, a, dice.New(uint64(i)))
		if err != nil {
			t.Fatalf("listed %v: %v", a, err)
		}
		if err := next.Validate(); err != nil {
			t.Fatalf("after %v: %v", a, err)
		}
	}
}

// FuzzState mutates one JSON field of real mid-game states; whatever
// json.Unmarshal accepts must be playable (checkPlayable). The positions
// come from midJSON: each of the 8 games is played once per fuzzing
// process, not once per execution (issue 21, item 7).
func FuzzState(f *testing.F) {
	for seed := uint64(1); seed <= 3; seed++ {
		for _, k := range []int{0, 15, 30, 60, 200, 500} {
			f.Add(seed, uint16(k), uint16(seed*31+uint64(k)), uint8(k), int8(k))
		}
	}
	f.Fuzz(func(t *testing.T, seed uint64, k, field uint16, op uint8, n int8) {
		data := midJSON(seed%8+1, int(k%700))
		m, what := mutate(data, field, op, n)
		var got State
		if m == nil || json.Unmarshal(m, &got) != nil {
			return
		}
		t.Log(what)
		checkPlayable(t, got)
	})
}
