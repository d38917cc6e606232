package spyordie_test

import (
	"fmt"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/search"
	"github.com/incursion/incursion/spyordie"
)

// An honest agent: Intruder1 plays with package search's ISMCTS, which
// decides from Intruder1's view alone and searches over full states drawn
// from it with Game.Determinize (the face-down Intelligence among the
// markers not yet seen, the Doomsday pile); the other seats play at
// random. Its playouts are cut after 20 actions and scored by the
// Intelligence the Intruders hold (Rulebook, "Scoring").
func Example_honestAgent() {
	g, me, r := spyordie.Game, spyordie.Intruder1, dice.New(1)
	agent := search.ISMCTS[spyordie.State, spyordie.Action, spyordie.Event, spyordie.Seat]{
		Game: g, Iterations: 40, Cutoff: 20,
		Value: func(s spyordie.State) []float64 {
			held := len(s.Intruder(0).Intel) + len(s.Intruder(1).Intel)
			v := float64(held)/3 - 1
			return []float64{-v, v, v} // Defender, Intruder1, Intruder2
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
	// I1 agent anna
	// I1 talent judoka
	// I1 item stimulant
	// I1 start 12,23
	// order I2 I1
	// I1 move N
}
