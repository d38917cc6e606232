package sabotage

import (
	"encoding/json"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
	"github.com/incursion/incursion/search"
)

// The three benchmarks every game reports (internal/playtest's Bencher):
// one random game per op (actions/s, allocs/action), Actions and Apply on
// the states of a random game.
func BenchmarkPlayout(b *testing.B) { playtest.Bench(Game, "").Playout(b) }
func BenchmarkActions(b *testing.B) { playtest.Bench(Game, "").Actions(b) }
func BenchmarkApply(b *testing.B)   { playtest.Bench(Game, "").Apply(b) }

// BenchmarkStateJSON writes and reads back the states of a random game, as
// a server keeping games as positions does once per move.
func BenchmarkStateJSON(b *testing.B) {
	states, _ := playtest.Bench(Game, "").Trace(b, 1)
	data := make([][]byte, len(states))
	for i, s := range states {
		data[i], _ = json.Marshal(s)
	}
	b.Run("marshal", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			if _, err := json.Marshal(states[i%len(states)]); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("unmarshal", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			var s State
			if err := json.Unmarshal(data[i%len(data)], &s); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkISMCTS times one ISMCTS decision of 100 iterations (each a
// determinization of the seat's view, a tree walk and a uniform playout)
// from a Plan Actions state of a random game, reporting iterations/s.
func BenchmarkISMCTS(b *testing.B) {
	states, _ := playtest.Bench(Game, "").Trace(b, 1)
	var s State
	var seat Seat
	for _, st := range states[len(states)/3:] {
		if st.Phase() == PhasePlan && len(st.ActionsFor(Spy1)) > 1 {
			s, seat = st, Spy1
			break
		}
	}
	if seat != Spy1 {
		b.Fatal("no Plan Actions state with a choice for Spy1")
	}
	m := search.ISMCTS[State, Action, Event, Seat]{Game: Game, Iterations: 100}
	r := dice.New(1)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := m.Decide(s, seat, r); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(100*b.N)/b.Elapsed().Seconds(), "iterations/s")
}

// BenchmarkDeterminize draws one determinization per op, from the views of
// every seat and the observer on the states of a random game.
func BenchmarkDeterminize(b *testing.B) {
	states, _ := playtest.Bench(Game, "").Trace(b, 1)
	seats := append(allSeats[:], Observer)
	views := make([]State, 0, len(states)*len(seats))
	for _, s := range states {
		for _, p := range seats {
			views = append(views, s.View(p))
		}
	}
	r := dice.New(1)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		v := views[i%len(views)]
		seat, _ := v.Viewer()
		if _, err := Game.Determinize(v, seat, r); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkInfoKey: Game.InfoKey (the view hashed field by field) against
// the default, the hash of the view's JSON.
func BenchmarkInfoKey(b *testing.B) {
	states, _ := playtest.Bench(Game, "").Trace(b, 1)
	s := states[len(states)/2]
	b.Run("binary", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			Game.InfoKey(s, Villain1)
		}
	})
	b.Run("json", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			incursion.HashKey(Villain1.String(), s.View(Villain1))
		}
	})
}
