package sabotage

import (
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

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
