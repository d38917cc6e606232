package sabotage_test

import (
	"fmt"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/sabotage"
	"github.com/incursion/incursion/search"
)

// An honest agent: Spy1 plays with package search's ISMCTS, which decides
// from Spy1's view alone and searches over full states drawn from it with
// Game.Determinize (the Villains' rooms among those Spy1 has not ruled
// out); the other seats play at random. Its playouts are cut after 20
// actions and scored by the tracks (Rulebook, "How to Win the Game").
func Example_honestAgent() {
	g, me, r := sabotage.Game, sabotage.Spy1, dice.New(1)
	agent := search.ISMCTS[sabotage.State, sabotage.Action, sabotage.Event, sabotage.Seat]{
		Game: g, Iterations: 40, Cutoff: 20,
		Value: func(s sabotage.State) []float64 {
			v := float64(s.Hacks())/8 - float64(s.Hits())/5
			return []float64{v, v, -v, -v} // Spy1, Spy2, Villain1, Villain2
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
	// Spy1 character Hacker
	// Spy1 plan 5 - C2
	// Spy1 plan 0 2 down
	// Spy1 plan 3 4 -
	// Spy1 modify 3 +1
	// Spy1 modify 3 +1
}
