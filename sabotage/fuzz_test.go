package sabotage

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
)

func FuzzParseAction(f *testing.F) {
	playtest.FuzzParse(f, ParseAction,
		"Spy1 plan 5 - B3", "Spy2 plan 0 13 up", "Villain1 execute quadTL -", "Villain2 first Villain1",
		"Spy1 cube swagger", "Spy1 modify 2 -1", "Villain1 unlock 3", "Villain1 pick 7", "Spy1 slide left",
		"Villain2 detonate", "Spy2 beacon row2", "Spy1 end", "Spy1 choke", "Spy1 ready", "Villain1 place C3",
		"Spy1 character Hacker", "Villain1 character CountV", "Spy1 map wall A1 right", "Spy1 map machine B2",
		"Spy1 execute B3 3x3A1", "", "Spy9 ready", "Spy1 plan 99 - -")
}

func FuzzUnmarshalAction(f *testing.F) {
	var seeds [][]byte
	for _, a := range []Action{
		PlanTile{Spy1, 5, 0, At(3)}, Execute{Villain1, In(QuadTL), None}, GoFirst{Spy1, Spy2},
		UseCube{Spy2, true}, ModifyDie{Villain2, 1, -1}, Detonate{Villain1}, UseBeacon{Spy1, Row1},
		ChooseCharacter{Spy1, Hawk}, PlaceMapPiece{Spy1, WallPiece, 3, Down},
	} {
		b, err := json.Marshal(a)
		if err != nil {
			f.Fatal(err)
		}
		seeds = append(seeds, b)
	}
	playtest.FuzzJSON(f, UnmarshalAction, seeds...)
}

func FuzzUnmarshalState(f *testing.F) {
	s, err := New(Config{}, nil)
	if err != nil {
		f.Fatal(err)
	}
	b, _ := json.Marshal(s)
	playtest.FuzzJSON[State](f, nil, b, []byte(`{}`), []byte(`{"phase":9}`))
}

func FuzzApply(f *testing.F) {
	var seeds [][]byte
	for _, a := range []string{"Spy1 plan 5 - B3", "Villain1 execute quadTL -", "Spy1 ready", "Villain1 place A1", "Spy1 character Hawk"} {
		seeds = append(seeds, []byte(a))
	}
	playtest.FuzzApply(f, conformanceGame(Config{}), func(b []byte) (Action, error) { return ParseAction(string(b)) }, seeds...)
}

// FuzzDecodedState: any state that decodes (and so passes Validate) can be
// queried and played without a panic.
func FuzzDecodedState(f *testing.F) {
	r := dice.New(5)
	s, _ := New(Config{}, r)
	for i := 0; i < 400 && !s.Over(); i++ {
		if i%37 == 0 {
			b, _ := json.Marshal(s)
			f.Add(b)
		}
		legal := s.Actions()
		s, _, _ = Apply(s, legal[r.IntN(len(legal))], r)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var st State
		if json.Unmarshal(data, &st) != nil {
			return
		}
		_ = st.ToMove()
		_ = st.Draw()
		for _, seat := range Seats {
			_ = st.View(seat).Actions()
		}
		for _, a := range st.Actions() {
			if _, _, err := Apply(st, a, dice.New(1)); err != nil {
				t.Fatalf("%v listed but rejected: %v", a, err)
			}
		}
	})
}

func FuzzUnmarshalEvent(f *testing.F) {
	var seeds [][]byte
	for _, e := range []Event{
		Rolled{1, [4]int8{1, 2, 3, 4}}, Declared{Spy1, "scan", In(Row1), 15}, Spotted{Villain1, 5},
		Hit{Spy2, 3}, Counted{QuadTL, 1}, Private{Spies, Spy1, "x"}, Won{Spies, "y"},
	} {
		b, err := json.Marshal(e)
		if err != nil {
			f.Fatal(err)
		}
		seeds = append(seeds, b)
	}
	playtest.FuzzJSON(f, UnmarshalEvent, seeds...)
}

// TestEventsRoundTrip: every event of random games decodes back equal.
func TestEventsRoundTrip(t *testing.T) {
	_, events := randomStates(t, Config{VariableMap: true}, 2, 3000)
	for _, ev := range events {
		for _, e := range ev {
			b, err := json.Marshal(e)
			if err != nil {
				t.Fatal(err)
			}
			back, err := UnmarshalEvent(b)
			if err != nil {
				t.Fatalf("%s: %v", b, err)
			}
			if back != e {
				t.Fatalf("%s decodes to %v", b, back)
			}
		}
	}
}

// mutationStates are real states after k random actions of a few games.
func mutationStates(tb testing.TB) [][]byte {
	var out [][]byte
	for _, c := range []struct {
		cfg  Config
		seed uint64
		ks   []int
	}{
		{Config{}, 1, []int{30, 300, 517, 900}},
		{Config{Intro: true}, 2, []int{5, 150, 600}},
		{Config{VariableMap: true}, 3, []int{3, 9, 40, 400}},
	} {
		r := dice.New(c.seed)
		s, err := New(c.cfg, r)
		if err != nil {
			tb.Fatal(err)
		}
		for n := 0; n <= c.ks[len(c.ks)-1] && !s.Over(); n++ {
			for _, k := range c.ks {
				if k == n {
					b, err := json.Marshal(s)
					if err != nil {
						tb.Fatal(err)
					}
					out = append(out, b)
				}
			}
			legal := s.Actions()
			s, _, err = Apply(s, legal[r.IntN(len(legal))], r)
			if err != nil {
				tb.Fatal(err)
			}
		}
	}
	return out
}

// leaves lists the paths of every value in a decoded JSON document, in a
// stable order.
func leaves(v any, path []any, out *[][]any) {
	*out = append(*out, append([]any(nil), path...))
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

// mutate changes the value at path: kind 0 adds delta to a number, 1 sets
// a small number, 2 flips a bool, 3 drops an array element, 4 duplicates
// one, 5 sets null. It reports false when the mutation does not apply.
func mutate(doc any, path []any, kind int, delta int) (any, bool) {
	if len(path) == 0 {
		return mutateValue(doc, nil, -1, kind, delta)
	}
	switch x := doc.(type) {
	case map[string]any:
		k := path[0].(string)
		v, ok := mutate(x[k], path[1:], kind, delta)
		if !ok {
			return doc, false
		}
		x[k] = v
		return x, true
	case []any:
		i := path[0].(int)
		if len(path) == 1 && (kind == 3 || kind == 4) {
			if kind == 3 {
				return append(x[:i:i], x[i+1:]...), true
			}
			return append(x[:i+1:i+1], x[i:]...), true
		}
		v, ok := mutate(x[i], path[1:], kind, delta)
		if !ok {
			return doc, false
		}
		x[i] = v
		return x, true
	}
	return doc, false
}

func mutateValue(v any, _ []any, _ int, kind, delta int) (any, bool) {
	switch kind {
	case 0, 1:
		n, ok := v.(json.Number)
		if !ok {
			return v, false
		}
		if kind == 1 {
			return json.Number(strconv.Itoa(delta)), true
		}
		i, err := n.Int64()
		if err != nil {
			return v, false
		}
		return json.Number(strconv.FormatInt(i+int64(delta), 10)), true
	case 2:
		b, ok := v.(bool)
		return !b, ok
	case 5:
		return nil, true
	}
	return v, false
}

// mutated returns state data with the mutation (pos, kind, delta) applied,
// or nil when it does not apply.
func mutated(data []byte, pos, kind, delta int) []byte {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var doc any
	if dec.Decode(&doc) != nil {
		return nil
	}
	var paths [][]any
	leaves(doc, nil, &paths)
	if len(paths) == 0 {
		return nil
	}
	doc, ok := mutate(doc, paths[pos%len(paths)], kind%6, delta)
	if !ok {
		return nil
	}
	b, err := json.Marshal(doc)
	if err != nil {
		return nil
	}
	return b
}

// checkDecoded is the property: a state that decodes can be queried,
// drawn and played without a panic; a game not over has a legal action;
// every listed action applies and yields a valid state.
func checkDecoded(t *testing.T, data []byte) {
	t.Helper()
	var st State
	if json.Unmarshal(data, &st) != nil {
		return
	}
	defer func() {
		if p := recover(); p != nil {
			t.Fatalf("panic %v on\n%s", p, data)
		}
	}()
	_ = st.String()
	_ = st.Draw()
	_ = st.ToMove()
	for _, p := range append(allSeats[:], Observer) {
		v := st.View(p)
		_ = v.Draw()
		_ = v.Actions()
		if err := v.Validate(); err != nil && st.Validate() == nil {
			t.Fatalf("the view of %v of a valid state is invalid: %v\n%s", p, err, data)
		}
	}
	acts := st.Actions()
	if !st.Over() && len(acts) == 0 {
		t.Fatalf("not over and no legal action:\n%s", data)
	}
	for _, a := range acts {
		next, _, err := Apply(st, a, dice.New(1))
		if err != nil {
			t.Fatalf("%v listed but rejected: %v\n%s", a, err, data)
		}
		if err := next.Validate(); err != nil {
			t.Fatalf("%v yields an invalid state: %v\n%s", a, err, data)
		}
		_ = st.Legal(a)
	}
	for _, text := range []string{"Spy1 ready", "Villain1 execute quadTL -", "Spy2 plan 5 - B3", "Villain2 first Villain1"} {
		if a, err := ParseAction(text); err == nil {
			_ = st.Legal(a)
			_, _, _ = Apply(st, a, dice.New(2))
		}
	}
}

// TestMutatedStates sweeps every field of the real states with every kind
// of mutation (the fuzz target's seed corpus, run in full).
func TestMutatedStates(t *testing.T) {
	states := mutationStates(t)
	step := 1
	if testing.Short() {
		step = 7
	}
	n := 0
	for i, data := range states {
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.UseNumber()
		var doc any
		if err := dec.Decode(&doc); err != nil {
			t.Fatal(err)
		}
		var paths [][]any
		leaves(doc, nil, &paths)
		for pos := 0; pos < len(paths); pos += step {
			for _, m := range [...]struct{ kind, delta int }{{0, 1}, {0, -1}, {1, 0}, {1, 3}, {1, 17}, {2, 0}, {3, 0}, {4, 0}, {5, 0}} {
				if b := mutated(data, pos, m.kind, m.delta); b != nil {
					n++
					t.Run(fmt.Sprintf("state%d/%v/%d%+d", i, paths[pos], m.kind, m.delta), func(t *testing.T) { checkDecoded(t, b) })
				}
			}
		}
	}
	t.Logf("%d mutated states", n)
}

// FuzzState mutates one JSON field of a real mid-game state and checks
// checkDecoded.
func FuzzState(f *testing.F) {
	states := mutationStates(f)
	for i := range states {
		f.Add(uint8(i), uint16(0), uint8(1), int16(0))
		f.Add(uint8(i), uint16(100+7*i), uint8(0), int16(1))
	}
	f.Fuzz(func(t *testing.T, which uint8, pos uint16, kind uint8, delta int16) {
		data := states[int(which)%len(states)]
		if b := mutated(data, int(pos), int(kind), int(delta)); b != nil {
			checkDecoded(t, b)
		}
	})
}
