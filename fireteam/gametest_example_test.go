package fireteam_test

import (
	"fmt"

	"github.com/incursion/incursion/fireteam"
	"github.com/incursion/incursion/gametest"
)

// A property a researcher checks over random legal play with the test kit
// (Setup, "5. Prepare Threat Track"; Threat Phase, "1. Advance the Threat
// Token"): the Threat Token starts on the first space and never leaves the
// track ("if the Threat Token reaches the last space on the Threat Track,
// it moves no further"; 12 spaces, DATA.md), and a twist card is drawn on
// each twist space reached and on no other, so "a maximum of four twist
// cards will ever be drawn in any one mission" (DATA.md: spaces 3, 6, 9 and
// 12). In a test, gametest.Invariant(t, fireteam.Game, threat) checks it
// over rapid's games.
func Example_gametestThreatTrack() {
	fmt.Println(gametest.CheckInvariant(fireteam.Game, threat, gametest.Seeds(1, 2, 3, 4, 5)))
	// Output:
	// <nil>
}

func threat(s fireteam.State) error {
	t := s.Threat()
	if t < 1 || t > 12 {
		return fmt.Errorf("the Threat Token is on space %d", t)
	}
	if n := len(s.Twists()); n > 4 || n != t/3 {
		return fmt.Errorf("%d twist cards in play with the Threat Token on space %d", n, t)
	}
	return nil
}
