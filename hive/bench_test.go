package hive_test

import (
	"testing"
	"unsafe"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/hive"
	"github.com/incursion/incursion/internal/playtest"
	"github.com/incursion/incursion/search"
)

// The three benchmarks every game reports (DESIGN.md, "Speed"): random
// playouts (actions/s, allocs/action), Actions and Apply.
func BenchmarkPlayout(b *testing.B) { playtest.Bench(hive.Game, "").Playout(b) }
func BenchmarkActions(b *testing.B) { playtest.Bench(hive.Game, "").Actions(b) }
func BenchmarkApply(b *testing.B)   { playtest.Bench(hive.Game, "").Apply(b) }

// TestStateSize: a State stays under 2 KiB apart from the shared map.
func TestStateSize(t *testing.T) {
	if n := unsafe.Sizeof(hive.State{}); n > 2048 {
		t.Errorf("State is %d bytes", n)
	} else {
		t.Logf("State is %d bytes", n)
	}
}

// BenchmarkISMCTS: package search's ISMCTS deciding for the Terran player
// in Game-Turn 2 of a random game, 100 iterations a decision (each one a
// determinization of his view and a playout); reports iterations/s.
func BenchmarkISMCTS(b *testing.B) {
	r := dice.New(3)
	s, err := hive.New(hive.Config{}, r)
	if err != nil {
		b.Fatal(err)
	}
	for !s.Over() && (s.Turn() < 2 || len(hive.ActionsFor(s, hive.Terran)) < 2) {
		as := s.Actions()
		if s, _, err = hive.Apply(s, as[r.IntN(len(as))], r); err != nil {
			b.Fatal(err)
		}
	}
	if s.Over() {
		b.Fatal("the game ended before Game-Turn 2")
	}
	m := search.ISMCTS[hive.State, hive.Action, hive.Event, hive.Seat]{Game: hive.Game, Iterations: 100}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := m.Decide(s, hive.Terran, r); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*m.Iterations)/b.Elapsed().Seconds(), "iterations/s")
}

// BenchmarkDeterminize: one determinization of the Terran player's view in
// Game-Turn 2 of a random game (the Znon counters, purchases and hyperdrive
// turn drawn), and of the Znon player's.
func BenchmarkDeterminize(b *testing.B) {
	r := dice.New(3)
	s, err := hive.New(hive.Config{}, r)
	if err != nil {
		b.Fatal(err)
	}
	for !s.Over() && s.Turn() < 2 {
		as := s.Actions()
		if s, _, err = hive.Apply(s, as[r.IntN(len(as))], r); err != nil {
			b.Fatal(err)
		}
	}
	for _, p := range []hive.Seat{hive.Terran, hive.Znon} {
		b.Run(p.String(), func(b *testing.B) {
			v := hive.Game.View(s, p)
			for i := 0; i < b.N; i++ {
				if _, err := hive.Game.Determinize(v, p, r); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
