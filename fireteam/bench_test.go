package fireteam

import (
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// benchStates returns the states and actions of random games from seeds 1..
// until at least 2000 actions are collected.
func benchStates(b *testing.B) ([]State, []Action) {
	b.Helper()
	var states []State
	var acts []Action
	for seed := uint64(1); len(states) < 2000; seed++ {
		r := dice.New(seed)
		s, err := New(Config{}, r)
		if err != nil {
			b.Fatal(err)
		}
		for !s.Over() {
			legal := s.Actions()
			a := legal[r.IntN(len(legal))]
			states = append(states, s)
			acts = append(acts, a)
			if s, _, err = Apply(s, a, r); err != nil {
				b.Fatal(err)
			}
		}
	}
	return states, acts
}

// BenchmarkApply applies the actions of random games, one per op.
func BenchmarkApply(b *testing.B) {
	states, acts := benchStates(b)
	r := dice.New(2)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i % len(states)
		if _, _, err := Apply(states[k], acts[k], r); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkActions lists the legal actions of the states of random games.
func BenchmarkActions(b *testing.B) {
	states, _ := benchStates(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = states[i%len(states)].Actions()
	}
}

// BenchmarkPlayout plays one full random game of the standard game per op
// and reports actions per second.
func BenchmarkPlayout(b *testing.B) {
	b.ReportAllocs()
	actions := 0
	for i := 0; i < b.N; i++ {
		r := dice.New(uint64(i))
		s, err := New(Config{}, r)
		if err != nil {
			b.Fatal(err)
		}
		for !s.Over() {
			legal := s.Actions()
			a := incursion.Random(s, legal, r)
			if s, _, err = Apply(s, a, r); err != nil {
				b.Fatal(err)
			}
			actions++
		}
	}
	b.ReportMetric(float64(actions)/b.Elapsed().Seconds(), "actions/s")
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}
