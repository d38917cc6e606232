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

// TestActionsAllocations (issue 22, item 4): over the states of a random
// game, Actions allocates at most once a call on average — the list
// returned, of its exact length, or nothing for a list many states share —
// and AppendActions into a buffer with room at most half as often (its
// allocations, like Actions' beyond the list, are the errors of illegal
// candidates: incursion.Illegal formats lazily but boxes its arguments).
// Actions used to move its 1 KB candidate buffer to the heap as well
// (1,283 bytes a call on average, now about 120).
func TestActionsAllocations(t *testing.T) {
	if playtest.Race {
		t.Skip("the race detector drops pooled buffers at random")
	}
	states, _ := playtest.Bench(Game, "").Trace(t, 1)
	buf := make([]Action, 0, 512)
	var list, appended float64
	n := 0
	for i, s := range states {
		if i%3 != 0 {
			continue
		}
		n++
		list += testing.AllocsPerRun(3, func() { _ = s.Actions() })
		appended += testing.AllocsPerRun(3, func() { buf = s.AppendActions(buf[:0]) })
	}
	list, appended = list/float64(n), appended/float64(n)
	t.Logf("allocations a call over %d states: Actions %.3f, AppendActions %.3f", n, list, appended)
	if list > 1 || appended > 0.5 {
		t.Fatalf("allocations a call: Actions %.3f (want <= 1), AppendActions %.3f (want <= 0.5)", list, appended)
	}
}
