package hive_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/hive"
)

// fuzzStart is the state after k random actions of the game of seed.
func fuzzStart(seed uint64, k int) hive.State {
	s, _ := newGame(seed)
	r := dice.New(seed)
	for i := 0; i < k && !s.Over(); i++ {
		as := s.Actions()
		s, _, _ = hive.Apply(s, as[r.IntN(len(as))], r)
	}
	return s
}

// jsonSpots lists the places of a decoded JSON document that a mutation
// may change: every member and array element, depth first.
func jsonSpots(v any, path []any, out *[][]any) {
	switch x := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			p := append(slices.Clone(path), k)
			*out = append(*out, p)
			jsonSpots(x[k], p, out)
		}
	case []any:
		for i, e := range x {
			p := append(slices.Clone(path), i)
			*out = append(*out, p)
			jsonSpots(e, p, out)
		}
	}
}

// mutate changes the value at path by op: a number ±1 or set to a small
// number, a bool flipped, null, an array element dropped or duplicated.
func mutate(doc any, path []any, op uint8, val int16) any {
	if len(path) == 0 {
		return doc
	}
	parent := doc
	for _, p := range path[:len(path)-1] {
		switch x := parent.(type) {
		case map[string]any:
			parent = x[p.(string)]
		case []any:
			parent = x[p.(int)]
		}
	}
	get := func() any {
		switch x := parent.(type) {
		case map[string]any:
			return x[path[len(path)-1].(string)]
		case []any:
			return x[path[len(path)-1].(int)]
		}
		return nil
	}
	set := func(v any) {
		switch x := parent.(type) {
		case map[string]any:
			x[path[len(path)-1].(string)] = v
		case []any:
			x[path[len(path)-1].(int)] = v
		}
	}
	old := get()
	switch op % 6 {
	case 0:
		if f, ok := old.(float64); ok {
			set(f + 1)
		}
	case 1:
		if f, ok := old.(float64); ok {
			set(f - 1)
		}
	case 2:
		set(float64(val % 300))
	case 3:
		if b, ok := old.(bool); ok {
			set(!b)
		} else {
			set(nil)
		}
	case 4:
		set(nil)
	case 5:
		if a, ok := old.([]any); ok && len(a) > 0 {
			i := int(uint16(val)) % len(a)
			if val%2 == 0 {
				set(slices.Delete(slices.Clone(a), i, i+1))
			} else {
				set(slices.Insert(slices.Clone(a), i, a[i]))
			}
		}
	}
	return doc
}

// checkPlayable is the promise of a decoded state: nothing panics, a game
// that is not over has a legal action, and every listed action applies
// and yields a valid state.
func checkPlayable(t *testing.T, s hive.State) {
	t.Helper()
	_ = s.String()
	_ = s.Draw()
	for _, p := range []hive.Seat{hive.Terran, hive.Znon, hive.Observer} {
		v := s.View(p)
		_ = v.Draw()
		_ = v.Actions()
		if err := v.Validate(); err != nil {
			t.Fatalf("View(%v) is invalid: %v", p, err)
		}
	}
	_ = s.Outcome()
	as := s.Actions()
	if !s.Over() && len(as) == 0 {
		t.Fatalf("not over (%v) and no legal action", s.Step())
	}
	for i, a := range as {
		if err := s.Legal(a); err != nil {
			t.Fatalf("listed %v is illegal: %v", a, err)
		}
		next, _, err := hive.Apply(s, a, dice.New(uint64(i)))
		if err != nil {
			t.Fatalf("listed %v: %v", a, err)
		}
		if err := next.Validate(); err != nil {
			t.Fatalf("%v yields an invalid state: %v", a, err)
		}
	}
	_ = s.Legal(hive.Move{Unit: 255, To: "A1"})
	_ = s.Legal(hive.Fire{Unit: 0, Target: 72})
}

// fuzzBases are the positions FuzzState mutates: testdata/positions, the
// states after 0, 40, 120 and 400 random actions of the games of seeds 1
// to 4 (TestFuzzPositions writes and checks them), read once: a fuzz
// execution plays no game.
var fuzzBases = sync.OnceValues(func() ([][]byte, error) {
	var out [][]byte
	for seed := 1; seed <= 4; seed++ {
		for _, k := range fuzzSteps {
			data, err := os.ReadFile(fuzzBaseFile(seed, k))
			if err != nil {
				return nil, err
			}
			out = append(out, data)
		}
	}
	return out, nil
})

var fuzzSteps = []int{0, 40, 120, 400}

func fuzzBaseFile(seed, k int) string {
	return filepath.Join("testdata", "positions", fmt.Sprintf("seed%d-action%d.json", seed, k))
}

// TestFuzzPositions: the positions of testdata/positions are the states
// they name (HIVE_UPDATE_POSITIONS=1 writes them again).
func TestFuzzPositions(t *testing.T) {
	for seed := 1; seed <= 4; seed++ {
		for _, k := range fuzzSteps {
			s := fuzzStart(uint64(seed), k)
			want, err := json.MarshalIndent(s, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			name := fuzzBaseFile(seed, k)
			if os.Getenv("HIVE_UPDATE_POSITIONS") != "" {
				if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(name, append(want, '\n'), 0o644); err != nil {
					t.Fatal(err)
				}
				continue
			}
			got, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			var x hive.State
			if err := json.Unmarshal(got, &x); err != nil || x != s {
				t.Errorf("%s is not the state it names (%v): HIVE_UPDATE_POSITIONS=1 writes it again", name, err)
			}
		}
	}
}

// FuzzState mutates one field of the JSON of a real mid-game state (one of
// fuzzBases, chosen by seed and k); a state that json.Unmarshal accepts
// must be playable (checkPlayable).
// go test -run '^$' -fuzz FuzzState ./hive/
func FuzzState(f *testing.F) {
	bases, err := fuzzBases()
	if err != nil {
		f.Fatal(err)
	}
	for seed := uint64(1); seed <= 2; seed++ {
		for _, k := range []uint16{0, 40, 120, 400} {
			for op := uint8(0); op < 6; op += 2 {
				f.Add(uint8(seed), k, uint16(k*7+uint16(op)*131), op, int16(k))
			}
		}
	}
	f.Fuzz(func(t *testing.T, seed uint8, k, spot uint16, op uint8, val int16) {
		data := bases[(int(seed)*len(fuzzSteps)+int(k))%len(bases)]
		var doc any
		if err := json.Unmarshal(data, &doc); err != nil {
			t.Fatal(err)
		}
		var spots [][]any
		jsonSpots(doc, nil, &spots)
		path := spots[int(spot)%len(spots)]
		mutated, err := json.Marshal(mutate(doc, path, op, val))
		if err != nil {
			t.Fatal(err)
		}
		var x hive.State
		if err := json.Unmarshal(mutated, &x); err != nil {
			return
		}
		defer func() {
			if p := recover(); p != nil {
				t.Fatalf("%s %v: panic %v", fmt.Sprint(path), op, p)
			}
		}()
		t.Logf("mutation of %v by %d (%d)", path, op%6, val)
		checkPlayable(t, x)
	})
}
