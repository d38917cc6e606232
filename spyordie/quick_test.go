package spyordie

import (
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

func TestQuickPlayouts(t *testing.T) {
	for seed := uint64(1); seed <= 200; seed++ {
		r := dice.New(seed)
		s, err := New(Config{Intruders: int(seed%3) + 1}, r)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for ; n < 50000 && !s.Over(); n++ {
			acts := s.Actions()
			if len(acts) == 0 {
				t.Fatalf("seed %d: no actions at step %d, phase %d np %d top %+v mv %+v", seed, n, s.phase, s.np, s.top(), s.mv)
			}
			a := acts[r.IntN(len(acts))]
			next, _, err := Apply(s, a, r)
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			s = next
		}
		if !s.Over() {
			t.Fatalf("seed %d: not over after %d actions (round %d timer %d)", seed, n, s.round, s.timer)
		}
		res, sc := s.Outcome()
		_ = incursion.ErrIllegal
		if seed <= 10 {
			t.Logf("seed %d: %d actions, round %d, timer %d, alert %v, %v score %d", seed, n, s.round, s.timer, s.alert, res, sc)
		}
	}
}

func TestQuickValidate(t *testing.T) {
	for seed := uint64(1); seed <= 100; seed++ {
		r := dice.New(seed)
		s, _ := New(Config{Intruders: int(seed%3) + 1}, r)
		for n := 0; n < 50000 && !s.Over(); n++ {
			acts := s.Actions()
			a := acts[r.IntN(len(acts))]
			next, _, err := Apply(s, a, r)
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			if err := next.Validate(); err != nil {
				t.Fatalf("seed %d step %d after %v: %v", seed, n, a, err)
			}
			s = next
		}
	}
}
