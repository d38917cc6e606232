package sabotage_test

import (
	"fmt"

	"github.com/incursion/incursion/gametest"
	"github.com/incursion/incursion/sabotage"
)

// A property a researcher checks over random legal play with the test kit,
// in the standard game and every variant: the thresholds of the Hit and
// Hack tracks (Rulebook, "How to Win the Game": the Villains win once they
// have hit the Spies 5 times, the Spies once they have hacked 8 times;
// "Introductory Game": 4 hits, 5 hacks) are never passed, and reaching one
// ends the game with that team's win; a Spy's Swagger stays on its track,
// 0 to 5 ("Swagger"); no seat places more dice than it may, and never more
// than its 4 ("Plan Actions"); and in the Introductory Game "the Villains
// do not use unlock cubes". In a test, gametest.Invariant(t,
// sabotage.Game, thresholds, gametest.AllVariants()) checks it over
// rapid's games.
func Example_gametestThresholds() {
	fmt.Println(gametest.CheckInvariant(sabotage.Game, thresholds, gametest.AllVariants(), gametest.Seeds(1, 2)))
	// Output:
	// <nil>
}

func thresholds(s sabotage.State) error {
	hitsToWin, hacksToWin := 5, 8
	if s.Intro() {
		hitsToWin, hacksToWin = 4, 5
	}
	switch {
	case s.Hits() > hitsToWin || s.Hacks() > hacksToWin:
		return fmt.Errorf("%d hits and %d hacks: past the thresholds %d and %d", s.Hits(), s.Hacks(), hitsToWin, hacksToWin)
	case s.Hits() == hitsToWin && (!s.Over() || s.Winner() != sabotage.Villains):
		return fmt.Errorf("%d hits, but the Villains have not won (winner: %v)", s.Hits(), s.Winner())
	case s.Hacks() == hacksToWin && (!s.Over() || s.Winner() != sabotage.Spies):
		return fmt.Errorf("%d hacks, but the Spies have not won (winner: %v)", s.Hacks(), s.Winner())
	}
	for _, p := range []sabotage.Seat{sabotage.Spy1, sabotage.Spy2, sabotage.Villain1, sabotage.Villain2} {
		if w := s.Swagger(p); w < 0 || w > 5 || p.Team() == sabotage.Villains && w != 0 {
			return fmt.Errorf("%v has %d Swagger", p, w)
		}
		if limit, used := s.DiceLimit(p); used < 0 || used > limit || limit > 4 {
			return fmt.Errorf("%v placed %d dice with a limit of %d", p, used, limit)
		}
		if s.Intro() && p.Team() == sabotage.Villains && s.Unlocks(p) != 0 {
			return fmt.Errorf("%v filled %d unlock spaces in the Introductory Game", p, s.Unlocks(p))
		}
	}
	return nil
}
