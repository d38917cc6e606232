package spyordie

import (
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// midGame returns a state some way into a random game, with its legal
// actions.
func midGame(b *testing.B) (State, []Action) {
	for seed := uint64(1); ; seed++ {
		r := dice.New(seed)
		s, err := New(Config{Intruders: 2}, r)
		if err != nil {
			b.Fatal(err)
		}
		for i := 0; i < 200 && !s.Over(); i++ {
			acts := s.Actions()
			s, _, _ = Apply(s, acts[r.IntN(len(acts))], r)
		}
		if acts := s.Actions(); len(acts) >= 5 && s.phase == phIntruder {
			return s, acts
		}
	}
}

func BenchmarkApply(b *testing.B) {
	s, acts := midGame(b)
	r := dice.New(1)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Apply(s, acts[i%len(acts)], r)
	}
}

func BenchmarkActions(b *testing.B) {
	s, _ := midGame(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.Actions()
	}
}

// BenchmarkPlayout plays one whole random game per iteration and reports
// actions per second.
func BenchmarkPlayout(b *testing.B) {
	b.ReportAllocs()
	total := 0
	for i := 0; i < b.N; i++ {
		r := dice.New(uint64(i))
		s, _ := New(Config{Intruders: 2}, r)
		n := 0
		pick := func(s State, legal []Action, r dice.Roller) Action {
			n++
			return incursion.Random(s, legal, r)
		}
		if _, err := incursion.Playout(Rules, s, r, pick, 100000); err != nil {
			b.Fatal(err)
		}
		total += n
	}
	b.ReportMetric(float64(total)/b.Elapsed().Seconds(), "actions/s")
}
