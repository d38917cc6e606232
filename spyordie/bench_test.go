package spyordie

import (
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
	"github.com/incursion/incursion/search"
)

func BenchmarkPlayout(b *testing.B) { playtest.Bench(Game, "").Playout(b) }
func BenchmarkActions(b *testing.B) { playtest.Bench(Game, "").Actions(b) }
func BenchmarkApply(b *testing.B)   { playtest.Bench(Game, "").Apply(b) }

// BenchmarkISMCTS: one decision of package search's ISMCTS (100
// iterations, each a determinization of the deciding seat's view, a tree
// walk and a random playout) from a mid-game state; it reports the
// iterations per second.
func BenchmarkISMCTS(b *testing.B) {
	r := dice.New(1)
	s, err := Game.New("", r)
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < 300 && !s.Over(); i++ {
		as := s.Actions()
		if s, _, err = Apply(s, as[r.IntN(len(as))], r); err != nil {
			b.Fatal(err)
		}
	}
	if s.Over() || s.phase != phIntruder && s.phase != phMinions {
		b.Fatalf("not a mid-game state: phase %s", s.Phase())
	}
	const iterations = 100
	m := search.ISMCTS[State, Action, Event, Seat]{Game: Game, Iterations: iterations}
	p := s.ToMove()[0]
	b.ResetTimer()
	for range b.N {
		if _, err := m.Decide(s, p, r); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*iterations)/b.Elapsed().Seconds(), "iterations/s")
}
