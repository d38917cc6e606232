package fireteam

import (
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
	"github.com/incursion/incursion/search"
)

// The three benchmarks every game reports (DESIGN.md, "Speed"): random
// playouts of the standard game (I1, two players), Actions and Apply.
func BenchmarkPlayout(b *testing.B) { playtest.Bench(Game, "").Playout(b) }
func BenchmarkActions(b *testing.B) { playtest.Bench(Game, "").Actions(b) }
func BenchmarkApply(b *testing.B)   { playtest.Bench(Game, "").Apply(b) }

// midGame is a hero's turn in round 3 of the standard game, the bot
// playing every seat up to it.
func midGame(b *testing.B) State {
	s, err := newVariant("", dice.New(1))
	if err != nil {
		b.Fatal(err)
	}
	r := dice.New(1)
	for !s.Over() && (s.round < 3 || s.step != stTurn) {
		legal := s.Actions()
		if s, _, err = Apply(s, Bot(s, legal, r), r); err != nil {
			b.Fatal(err)
		}
	}
	if s.Over() {
		b.Fatal("the game ended before round 3")
	}
	return s
}

// BenchmarkISMCTS times package search's ISMCTS deciding a hero's turn
// (midGame), 100 iterations a decision, from the seat's view:
// determinization, tree walk and random playouts. It reports iterations per
// second.
func BenchmarkISMCTS(b *testing.B) {
	s := midGame(b)
	r := dice.New(1)
	const iterations = 100
	m := search.ISMCTS[State, Action, Event, Seat]{Game: Game, Iterations: iterations}
	p := s.ToMove()[0]
	for b.Loop() {
		if _, err := m.Decide(s, p, r); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*iterations)/b.Elapsed().Seconds(), "iterations/s")
}

// BenchmarkDeterminize and BenchmarkInfoKey time one determinization of a
// seat's view and one InfoKey, in midGame.
func BenchmarkDeterminize(b *testing.B) {
	s := midGame(b)
	r := dice.New(1)
	for b.Loop() {
		if _, err := Game.Determinize(s, Player2, r); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkInfoKey(b *testing.B) {
	s := midGame(b)
	for b.Loop() {
		Game.InfoKey(s, Player2)
	}
}
