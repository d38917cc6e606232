package search_test

import (
	"fmt"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/search"
)

// An honest agent in Kuhn poker (a toy game of this package's tests, built
// with incursion.Define like every game of the module): P1 holds the King
// and decides from its view alone, where P2's card is unknown.
func ExampleISMCTS_Decide() {
	m := search.ISMCTS[kuhn, kact, kev, kseat]{Game: kuhnGame, Iterations: 500}
	s := kuhn{Cards: [2]int8{2, 0}, Viewer: noKseat} // P1: King, P2: Jack
	view := kuhnGame.View(s, kP1)
	fmt.Println("P1 sees", view.Cards)
	a, err := m.Decide(view, kP1, dice.New(1))
	if err != nil {
		panic(err)
	}
	fmt.Println("P1:", a)
	// Output:
	// P1 sees [2 -1]
	// P1: bet
}
