package nemesis

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/incursion/incursion/dice"
)

// leaves lists the paths to every number and boolean of a decoded JSON
// value.
func leaves(v any, path []any, out *[][]any) {
	switch x := v.(type) {
	case map[string]any:
		for k, c := range x {
			leaves(c, append(append([]any{}, path...), k), out)
		}
	case []any:
		for i, c := range x {
			leaves(c, append(append([]any{}, path...), i), out)
		}
	default:
		*out = append(*out, path)
	}
}

func setPath(v any, path []any, val any) {
	for i, p := range path {
		last := i == len(path)-1
		switch k := p.(type) {
		case string:
			m := v.(map[string]any)
			if last {
				m[k] = val
				return
			}
			v = m[k]
		case int:
			a := v.([]any)
			if last {
				a[k] = val
				return
			}
			v = a[k]
		}
	}
}

// playable checks what issue 8 asks of any state that decodes: nothing
// panics, a game not over has an action, each listed action applies to a
// valid state.
func playable(t *testing.T, s State, what string) {
	defer func() {
		if p := recover(); p != nil {
			t.Fatalf("%s: panic %v", what, p)
		}
	}()
	_ = s.Draw()
	for _, p := range append(s.Seats(), ObserverSeat) {
		_ = s.View(p).Draw()
		_ = s.View(p).Actions()
	}
	as := s.Actions()
	if s.Viewer() >= 0 {
		return // a view is for reading
	}
	if !s.Over() && len(as) == 0 {
		t.Fatalf("%s: not over and no action", what)
	}
	for _, a := range as {
		n, _, err := Apply(s, a, dice.New(1))
		if err != nil {
			t.Fatalf("%s: listed %v: %v", what, a, err)
		}
		if err := n.Validate(); err != nil {
			t.Fatalf("%s: after %v: %v", what, a, err)
		}
	}
	_ = s.Outcome()
}

// TestAnyDecodedStateIsPlayable mutates every number and boolean of real
// mid-game states and checks every mutant that decodes.
func TestAnyDecodedStateIsPlayable(t *testing.T) {
	r := dice.New(5)
	for seed := uint64(1); seed <= 3; seed++ {
		states := randomStates(t, Config{Players: 2 + int(seed)}, seed)
		for _, i := range []int{len(states) / 2, len(states) - 2} {
			data, _ := json.Marshal(states[i])
			var doc any
			if err := json.Unmarshal(data, &doc); err != nil {
				t.Fatal(err)
			}
			var paths [][]any
			leaves(doc, nil, &paths)
			for _, path := range paths {
				for _, val := range []any{-3, -1, 0, 1, 2, 5, 9, 30, 127, true, false} {
					if r.IntN(12) != 0 {
						continue
					}
					var d any
					json.Unmarshal(data, &d)
					setPath(d, path, val)
					mut, _ := json.Marshal(d)
					var s State
					if json.Unmarshal(mut, &s) != nil {
						continue
					}
					playable(t, s, fmt.Sprintf("seed %d state %d %v=%v", seed, i, path, val))
				}
			}
		}
	}
}
