package spyordie

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// strs returns the actions' Strings.
func strs(as []Action) []string {
	out := make([]string, len(as))
	for i, a := range as {
		out[i] = a.String()
	}
	return out
}

// TestViewsBehaveTheSame: on random games, at every step, for every seat
// and the Observer: the view's Actions are ActionsFor of the full state;
// Legal and Apply on the view fail with ErrIllegal; the view survives a
// JSON round trip; Draw of the view does not panic (issue 8, "Views behave
// the same in every game").
func TestViewsBehaveTheSame(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		r := dice.New(seed)
		s, err := New(Config{Intruders: int(seed%3) + 1}, r)
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; !s.Over(); n++ {
			acts := s.Actions()
			for _, p := range append(s.Seats(), Observer, Intruder3) {
				v := s.View(p)
				if diff := cmp.Diff(strs(s.ActionsFor(p)), strs(v.Actions())); diff != "" && s.isSeat(p) {
					t.Fatalf("seed %d step %d: %v's view lists other actions than ActionsFor (-full +view):\n%s", seed, n, p, diff)
				}
				if !s.isSeat(p) && len(v.Actions()) != 0 {
					t.Fatalf("seed %d step %d: a spectator's view lists actions", seed, n)
				}
				if err := v.Legal(acts[0]); !errors.Is(err, incursion.ErrIllegal) {
					t.Fatalf("seed %d step %d: Legal on %v's view: %v", seed, n, p, err)
				}
				if _, _, err := Apply(v, acts[0], r); !errors.Is(err, incursion.ErrIllegal) {
					t.Fatalf("seed %d step %d: Apply on %v's view: %v", seed, n, p, err)
				}
				b, err := json.Marshal(v)
				if err != nil {
					t.Fatalf("seed %d step %d: %v", seed, n, err)
				}
				var back State
				if err := json.Unmarshal(b, &back); err != nil {
					t.Fatalf("seed %d step %d: %v's view does not decode: %v", seed, n, p, err)
				}
				if back != v {
					t.Fatalf("seed %d step %d: %v's view changes in a JSON round trip (-view +back):\n%s", seed, n, p,
						cmp.Diff(v, back, cmp.AllowUnexported(State{}, intruder{}, minion{}, trap{}, intelMarker{}, move{}, frame{})))
				}
				_ = v.Draw()
			}
			s, _, err = Apply(s, acts[r.IntN(len(acts))], r)
			if err != nil {
				t.Fatal(err)
			}
		}
	}
}

var _ = fmt.Sprint
