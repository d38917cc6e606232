package nemesis_test

import (
	"fmt"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/nemesis"
	"github.com/incursion/incursion/search"
)

// An honest agent: P1 plays with package search's ISMCTS, which decides
// from P1's view alone and searches over full states drawn from it with
// Game.Determinize (the others' hands and Objectives, the decks, the
// Intruder bag); the other seats play at random. Its playouts are cut after
// 20 actions and scored by who is still alive (Rulebook, "End of the
// Game": only survivors can win).
func Example_honestAgent() {
	g, me, r := nemesis.Game, nemesis.Seat(0), dice.New(1)
	agent := search.ISMCTS[nemesis.State, nemesis.Action, nemesis.Event, nemesis.Seat]{
		Game: g, Iterations: 40, Cutoff: 20,
		Value: func(s nemesis.State) []float64 {
			v := make([]float64, len(g.Seats(s)))
			for i := range v {
				if s.Player(nemesis.Seat(i)).Status == nemesis.Dead {
					v[i] = -1
				}
			}
			return v
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
	// P1 draft Engineer
	// P1 support i39
	// P1 take medpack
	// P1 take oxygen
	// P1 take oxygen
	// P1 take oxygen
}
