package spyordie

import (
	"testing"

	"github.com/incursion/incursion/dice"
)

// TestStepsOKMatchesStepOK checks the all-directions step check Actions
// uses against stepOK, one direction at a time, on the states of random
// games: every figure, every direction, several movements left.
func TestStepsOKMatchesStepOK(t *testing.T) {
	for seed := uint64(0); seed < 20; seed++ {
		r := dice.New(seed)
		s, err := New(Config{Intruders: 1 + int(seed%3)}, r)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 2000 && !s.Over(); i++ {
			for f := Fig(0); f < nFigs; f++ {
				for _, left := range []int{-1, 0, 1, 2, 4, 6} {
					got := s.stepsOK(f, left)
					for d := range 8 {
						if want := s.stepOK(f, d, left); want != (got&(1<<d) != 0) {
							t.Fatalf("seed %d, action %d: %v direction %d left %d: stepOK %v, stepsOK bit %v",
								seed, i, f, d, left, want, !want)
						}
					}
				}
			}
			acts := s.Actions()
			s, _, err = Apply(s, acts[r.IntN(len(acts))], r)
			if err != nil {
				t.Fatal(err)
			}
		}
	}
}
