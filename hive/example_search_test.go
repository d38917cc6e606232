package hive_test

import (
	"fmt"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/hive"
	"github.com/incursion/incursion/search"
)

// An honest agent: the Terran player plays with package search's ISMCTS,
// which decides from his view alone and searches over full states drawn
// from it with Game.Determinize (the face-down counters among the mix not
// yet revealed, the hyperdrive turn); the Znon player plays at random. Its
// playouts are cut after 20 actions and scored by the Space Marines lost
// (22.1: more than half lost is a Znon victory).
func Example_honestAgent() {
	g, me, r := hive.Game, hive.Terran, dice.New(1)
	agent := search.ISMCTS[hive.State, hive.Action, hive.Event, hive.Seat]{
		Game: g, Iterations: 40, Cutoff: 20,
		Value: func(s hive.State) []float64 {
			start, lost, _ := s.Tally()
			v := 1 - 4*float64(lost)/float64(max(start, 1))
			return []float64{v, -v} // Terran, Znon
		},
	}
	s, err := g.New("", r)
	for mine := 0; mine < 6 && err == nil && !g.Over(s); {
		p := g.ToMove(s)[0]
		a := incursion.Random(s, g.ActionsFor(s, p), r)
		if p == me {
			if a, err = agent.Decide(g.View(s, me), me, r); err != nil {
				break
			}
			fmt.Println(a)
			mine++
		}
		s, _, err = g.Apply(s, a, r)
	}
	if err != nil {
		fmt.Println(err)
	}
	// Output:
	// buy darter
	// buy 2lancers
	// buy darter
	// buy engineer
	// buy darter
	// buy 2lancers
}
