package sabotage

import (
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/learntest"
)

// TestObservationTwins: a state, its view and Determinize samples of it
// give a seat the same tensor (the seat cannot tell them apart).
func TestObservationTwins(t *testing.T) {
	learntest.Twins(t, Game, learntest.States(t, Game, learnConfig), learnConfig)
}

// tensorLeftOut are the fields of the view the tensor leaves out
// (RULES.md, "Learning agents"): the last declarations, which the Intel sums up, and the
// viewer, which is the seat the tensor is for (View(s, p) names p).
var tensorLeftOut = []string{"heard", "viewer"}

// TestObservationSeesTheView: every change of a field of a view changes
// the tensor, but for tensorLeftOut.
func TestObservationSeesTheView(t *testing.T) {
	c := learnConfig
	c.Games, c.Views = 2, 6
	checked := learntest.Perturb(t, Game, learntest.States(t, Game, c), c, tensorLeftOut)
	t.Logf("changes checked per field:\n%s", learntest.Summary(checked))
}

func BenchmarkObservation(b *testing.B) {
	r := dice.New(1)
	s, _ := Game.New("", r)
	for range 60 {
		acts := s.Actions()
		s, _, _ = Apply(s, acts[r.IntN(len(acts))], r)
	}
	dst, _ := Game.Observation(s, Spy1, nil)
	b.ReportAllocs()
	for b.Loop() {
		dst, _ = Game.Observation(s, Spy1, dst)
	}
}

func BenchmarkLegalMask(b *testing.B) {
	r := dice.New(1)
	s, _ := Game.New("", r)
	for range 60 {
		acts := s.Actions()
		s, _, _ = Apply(s, acts[r.IntN(len(acts))], r)
	}
	p := s.ToMove()[0]
	dst, _ := Game.LegalMask(s, p, nil)
	b.ReportAllocs()
	for b.Loop() {
		dst, _ = Game.LegalMask(s, p, dst)
	}
}

// TestObservationAllocs: with a reused dst, an observation allocates nothing.
func TestObservationAllocs(t *testing.T) {
	states := learntest.States(t, Game, learntest.Config{Variants: []string{""}, Games: 1, Limit: 80, Seed: 3})
	if n := learntest.Allocs(t, Game, states[len(states)-1]); n != 0 {
		t.Errorf("%v allocations per observation", n)
	}
}
