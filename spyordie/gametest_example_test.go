package spyordie_test

import (
	"fmt"

	"github.com/incursion/incursion/gametest"
	"github.com/incursion/incursion/spyordie"
)

// A property a researcher checks over random legal play with the test kit
// (Rulebook, "The Mission Timer" and "Alert!"): the Mission Timer starts at
// 60 minutes and never goes below '00', and the Alert Monitor never holds
// nine Alarm markers, because "if a ninth marker is collected, take all the
// markers from the Monitor" (and at RED Alert "the Defender can still
// collect up to 8"). In a test, gametest.Invariant(t, spyordie.Game, prop)
// checks it over rapid's games, shrinking a failure to a short one.
func Example_gametestTracks() {
	prop := func(s spyordie.State) error {
		if t := s.Timer(); t < 0 || t > 60 {
			return fmt.Errorf("the Mission Timer shows %d minutes", t)
		}
		if n := s.Alarms(); n < 0 || n > 8 {
			return fmt.Errorf("%d Alarm markers on the Alert Monitor at %v Alert", n, s.AlertLevel())
		}
		return nil
	}
	fmt.Println(gametest.CheckInvariant(spyordie.Game, prop, gametest.Seeds(1, 2, 3)))

	// Every variant: one and three Intruders.
	fmt.Println(gametest.CheckInvariant(spyordie.Game, prop, gametest.AllVariants(), gametest.Seeds(4)))
	// Output:
	// <nil>
	// <nil>
}

// The kit catches a property that the rules break: the Mission Timer does
// not stay at 60 minutes.
func Example_gametestBrokenProperty() {
	err := gametest.CheckInvariant(spyordie.Game, func(s spyordie.State) error {
		if s.Timer() != 60 {
			return fmt.Errorf("the Mission Timer shows %d", s.Timer())
		}
		return nil
	}, gametest.Seeds(1))
	fmt.Println(err != nil)
	// Output:
	// true
}
