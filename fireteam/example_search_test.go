package fireteam_test

import (
	"fmt"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/fireteam"
	"github.com/incursion/incursion/search"
)

// An honest agent: Player1 plays with package search's ISMCTS, which
// decides from Player1's view alone and searches over full states drawn
// from it with Game.Determinize (the decks' order, the other hero's hand);
// Player2 plays at random. Its playouts are cut after 20 actions and
// scored by the objectives complete (Rulebook, "Mission Accomplished?").
func Example_honestAgent() {
	g, me, r := fireteam.Game, fireteam.Player1, dice.New(1)
	agent := search.ISMCTS[fireteam.State, fireteam.Action, fireteam.Event, fireteam.Seat]{
		Game: g, Iterations: 40, Cutoff: 20,
		Value: func(s fireteam.State) []float64 {
			v := -1.0
			for i := range s.Objectives() {
				if s.ObjectiveDone(i) {
					v += 0.5
				}
			}
			return []float64{v, v} // a cooperative game
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
	// start Player1
	// pick Don
	// move Don a3 henry
	// attack Don m1
	// add Don D06
	// roll Don
}
