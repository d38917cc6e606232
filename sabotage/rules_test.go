package sabotage

import (
	"slices"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// TestToMoveOnAView: ToMove of a view is computed from what the view
// shows (doc.go, "Hidden information"): it names its viewer exactly when
// the viewer must decide on the full state, and then the view lists the
// viewer's actions; the other seats it names are what the viewer can tell.
func TestToMoveOnAView(t *testing.T) {
	differs := 0
	for seed := uint64(1); seed <= 4; seed++ {
		r := dice.New(seed)
		s, err := New(Config{}, r)
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; n < 3000 && !s.Over(); n++ {
			full := s.ToMove()
			for _, p := range allSeats {
				v := s.View(p)
				in, inView := slices.Contains(full, p), slices.Contains(v.ToMove(), p)
				if in != inView || inView != (len(v.Actions()) > 0) {
					t.Fatalf("seed %d step %d, %v: to move %v on the state, %v on its view, %d actions on its view", seed, n, p, in, inView, len(v.Actions()))
				}
				if !slices.Equal(full, v.ToMove()) {
					differs++
				}
			}
			if len(s.View(Observer).ToMove()) == 0 {
				t.Fatalf("seed %d step %d: the observer's view names nobody to move", seed, n)
			}
			as := s.Actions()
			if s, _, err = Apply(s, as[r.IntN(len(as))], r); err != nil {
				t.Fatal(err)
			}
		}
	}
	if differs == 0 {
		t.Error("no view named other seats than the state: the test saw no hidden decision")
	}
}

func TestRandomPlayouts(t *testing.T) {
	for seed := uint64(0); seed < 20; seed++ {
		r := dice.New(seed)
		s, err := New(Config{}, r)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for !s.Over() && n < 20000 {
			legal := s.Actions()
			if len(legal) == 0 {
				t.Fatalf("seed %d: no actions at step %d, phase %v, tomove %v", seed, n, s.Phase(), s.ToMove())
			}
			a := legal[r.IntN(len(legal))]
			next, _, err := Apply(s, a, r)
			if err != nil {
				t.Fatalf("seed %d step %d: %v: %v", seed, n, a, err)
			}
			if err := next.Validate(); err != nil {
				t.Fatalf("seed %d step %d after %v: %v", seed, n, a, err)
			}
			s = next
			n++
		}
		t.Logf("seed %d: %d actions, over=%v %+v", seed, n, s.Over(), s.Outcome())
	}
	_ = incursion.ErrIllegal
}
