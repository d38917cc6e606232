package nemesis

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
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
	seeds := uint64(3)
	if playtest.Race {
		seeds = 1
	}
	for seed := uint64(1); seed <= seeds; seed++ {
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

// TestPositionWords: slots, cards and Items are written in the words of
// the notation, and a document decoded over a State leaves that State's
// game unchanged (States are immutable) and rejects words that name
// nothing.
func TestPositionWords(t *testing.T) {
	s := started(t, Config{Players: 1}, 1)
	before := playtest.DeepCopy(s)
	var doc struct {
		Characters []struct {
			Room string   `json:"room"`
			Hand []string `json:"hand"`
		} `json:"characters"`
		Rooms     map[string]json.RawMessage `json:"rooms"`
		Corridors map[string]json.RawMessage `json:"corridors"`
	}
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	if got := doc.Characters[0].Room; got != "a2" {
		t.Errorf("room = %q, want a2", got)
	}
	if got := doc.Characters[0].Hand; len(got) != 5 || got[0][0] != 'c' {
		t.Errorf("hand = %q, want 5 cards c0..c9", got)
	}
	if _, ok := doc.Rooms["a2"]; !ok || len(doc.Rooms) != 2 {
		t.Errorf("rooms = %v, want a2 and d3", doc.Rooms)
	}
	if _, ok := doc.Corridors["a2-b2"]; !ok || len(doc.Corridors) != 3 {
		t.Errorf("corridors = %v, want the Landing Zone's 3", doc.Corridors)
	}

	edited := s
	if err := json.Unmarshal([]byte(`{"characters":[{"oxygen":2}]}`), &edited); err != nil {
		t.Fatal(err)
	}
	if edited.Player(0).Oxygen != 2 || edited.Player(0).Room != LandingSlot {
		t.Errorf("edited: oxygen %d in %d, want 2 in a2", edited.Player(0).Oxygen, edited.Player(0).Room)
	}
	playtest.AssertUnchanged(t, before, s)

	for _, bad := range []string{
		`{"characters":[{"room":"z9"}]}`,
		`{"characters":[{"room":"a2-b2"}]}`,
		`{"characters":[{"hand":["x3"]}]}`,
		`{"characters":[{"backpack":["c3"]}]}`,
		`{"rooms":{"a9":{"tile":0}}}`,
		`{"corridors":{"a2-c2":{"tile":37}}}`,
		`{"intruders":[{"at":"q1"}]}`,
	} {
		e := s
		if err := json.Unmarshal([]byte(bad), &e); err == nil {
			t.Errorf("%s: decoded, want an error", bad)
		}
	}
}
