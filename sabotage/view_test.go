package sabotage

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
	"pgregory.net/rapid"
)

// TestViewProperties: along random games, a view of a view is the view (it
// hides nothing more), a seat's view equals its teammate's, and the legal
// actions of a seat are the same computed from its view.
func TestViewProperties(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		seed := rapid.Uint64().Draw(rt, "seed")
		steps := rapid.IntRange(0, 400).Draw(rt, "steps")
		cfg := Config{Intro: rapid.Bool().Draw(rt, "intro")}
		r := dice.New(seed)
		s, err := New(cfg, r)
		if err != nil {
			rt.Fatal(err)
		}
		for i := 0; i < steps && !s.Over(); i++ {
			legal := s.Actions()
			s, _, err = Apply(s, legal[r.IntN(len(legal))], r)
			if err != nil {
				rt.Fatal(err)
			}
		}
		for _, seat := range Seats {
			v := s.View(seat)
			if diff := cmp.Diff(v, v.View(seat), cmp.AllowUnexported(State{})); diff != "" {
				rt.Fatalf("%v: view of the view differs:\n%s", seat, diff)
			}
			mate := s.View(seat.Mate())
			mate.s.Viewer = v.s.Viewer
			if diff := cmp.Diff(v, mate, cmp.AllowUnexported(State{})); diff != "" {
				rt.Fatalf("%v and its teammate see different things:\n%s", seat, diff)
			}
			// A view lists exactly its seat's actions (Views behave the
			// same in every game).
			if diff := cmp.Diff(s.ActionsFor(seat), v.Actions()); diff != "" {
				rt.Fatalf("%v: actions from the view differ:\n%s", seat, diff)
			}
		}
	})
}
