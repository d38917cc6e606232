package gametest_test

import (
	"fmt"

	"github.com/incursion/incursion/fireteam"
	"github.com/incursion/incursion/gametest"
)

// TestGame on one of the module's games: Fireteam Zero passes every check
// of the contract on one random game (the default plays three).
func ExampleTestGame() {
	err := gametest.TestGame(fireteam.Game, gametest.Hidden(), gametest.Seeds(1))
	fmt.Println(err)
	// Output:
	// <nil>
}

// A rulebook invariant of Fireteam Zero over random legal play (Threat
// Phase, "1. Advance the Threat Token": "if the Threat Token reaches the
// last space on the Threat Track, it moves no further"; 12 spaces, DATA.md).
// In a test, gametest.Invariant(t, fireteam.Game, prop) checks it over
// rapid's games.
func ExampleCheckInvariant_fireteam() {
	prop := func(s fireteam.State) error {
		if t := s.Threat(); t < 1 || t > 12 {
			return fmt.Errorf("the Threat Token is on space %d", t)
		}
		return nil
	}
	fmt.Println(gametest.CheckInvariant(fireteam.Game, prop, gametest.AllVariants(), gametest.Seeds(1)))
	// Output:
	// <nil>
}
