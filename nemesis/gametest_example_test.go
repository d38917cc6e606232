package nemesis_test

import (
	"fmt"

	"github.com/incursion/incursion/gametest"
	"github.com/incursion/incursion/nemesis"
)

// A property a researcher checks over random legal play with the test kit
// (Rulebook, "Character's Health and Wounds"): a Character's Health marker
// stays on its Health track (its slots are the Healthy, Injured and Heavily
// Injured sections; past the last is the Skull, and a Character there is
// dead), "the Health marker may never move to a slot covered by a Serious
// Wound", and Serious Wounds lie in the leftmost sections ("placed in the
// leftmost Health section without a Serious Wound"; when one is discarded,
// "slide the remaining Serious Wounds to the leftmost Health sections").
// In a test, gametest.Invariant(t, nemesis.Game, health) checks it over
// rapid's games; here two variants play a few short games each.
func Example_gametestHealthTrack() {
	fmt.Println(gametest.CheckInvariant(nemesis.Game, health, gametest.Seeds(1, 2, 3)))
	fmt.Println(gametest.CheckInvariant(nemesis.Game, health, gametest.Variant("coop"), gametest.Seeds(1, 2)))
	// Output:
	// <nil>
	// <nil>
}

func health(s nemesis.State) error {
	for _, seat := range s.Seats() {
		p := s.Player(seat)
		if p.Char < 0 {
			continue // not drafted yet
		}
		track := s.HealthTrack(p.Char)
		slots := track[0] + track[1] + track[2]
		if p.Health < 0 || int(p.Health) >= slots {
			return fmt.Errorf("%v: the Health marker is on slot %d of %d", seat, p.Health, slots)
		}
		section := 2 // the section the marker is on
		if int(p.Health) < track[0] {
			section = 0
		} else if int(p.Health) < track[0]+track[1] {
			section = 1
		}
		alive := p.Status != nemesis.Dead && p.Status != nemesis.KnockedOut
		if alive && p.Wounds[section] >= 0 {
			return fmt.Errorf("%v: the Health marker is on a slot covered by a Serious Wound", seat)
		}
		for i := 1; i < len(p.Wounds); i++ {
			if p.Wounds[i] >= 0 && p.Wounds[i-1] < 0 {
				return fmt.Errorf("%v: the Serious Wounds %v are not in the leftmost sections", seat, p.Wounds)
			}
		}
	}
	return nil
}
