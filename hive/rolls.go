package hive

import (
	"fmt"
	"strings"

	"github.com/incursion/incursion/dice"
)

// What a die is rolled for: the start of the For of its [Rolled] event.
// Every roll of the game is one d6 (one call IntN(6) of the roller); the
// package doc's "Randomness" says which steps roll which, in what order.
const (
	ForOuterDefense     = "Outer Defense Table (5.8)"
	ForDarterDamage     = "Darter Damage Table (5.9)"
	ForMindControl      = "Mind Control (7.0)"
	ForBreakOut         = "break Mind Control (7.6)"
	ForDisengage        = "disengage (9.5)"
	ForRangedCombat     = "ranged combat (12.0)"
	ForArmory           = "Armory detonation (18.5)"
	ForFireDarter       = "ranged combat against a Darter (14.0)"
	ForHoling           = "blow a hole (14.0)"
	ForDisarm           = "remove boobytrap (17.3)"
	ForDemolition       = "demolition (14.0)"
	ForMeleeCombat      = "melee combat (16.0)"
	ForExecution        = "may the hostages be killed (19.0)"
	ForLaserPod         = "laser pod (20.0)"
	ForZnonShuffle      = "the Znon counters shuffled (11.1)"
	znonShuffleCounters = numUnits - firstZnon
)

// Roll is one call of the roller by its meaning: what it is rolled for
// (one of the For constants) and the face. The shuffle's calls
// ([ZnonCountersInPlace]) have a Face from 1 to the counters left.
type Roll struct {
	For  string
	Face int
}

// Rolls is a [dice.Roller] scripted by meaning: the faces of its Rolls in
// order. After [Apply], [Rolls.Check] tells whether every roll was made,
// for what it was meant for.
type Rolls struct {
	*dice.Scripted
	rolls []Roll
}

// Dice returns a roller that answers rolls in order (a face of each d6,
// the shuffle's answers), for tests that script the dice by meaning:
//
//	r := hive.Dice(hive.Roll{hive.ForMindControl, 3}, hive.Roll{hive.ForBreakOut, 5})
//	next, events, err := hive.Apply(s, hive.MindControl{Queen: 35, Target: 12}, r)
//	err = r.Check(events) // nil: both rolled, for those purposes
//
// Like dice.Script it panics when asked for more than the script holds.
func Dice(rolls ...Roll) *Rolls {
	faces := make([]int, len(rolls))
	for i, r := range rolls {
		faces[i] = r.Face
	}
	return &Rolls{Scripted: dice.Script(faces...), rolls: rolls}
}

// Check compares the [Rolled] events of an action (or of several, in
// order) with the script: every roll made, each for its purpose, with its
// face, and none left. The shuffle's calls roll no event and are skipped.
func (r *Rolls) Check(events []Event) error {
	var want []Roll
	for _, x := range r.rolls {
		if x.For != ForZnonShuffle {
			want = append(want, x)
		}
	}
	k := 0
	for _, e := range events {
		got, ok := e.(Rolled)
		if !ok {
			continue
		}
		if k >= len(want) {
			return fmt.Errorf("hive: an unscripted roll: %v", got)
		}
		if !strings.HasPrefix(got.For, want[k].For) || got.Face != want[k].Face {
			return fmt.Errorf("hive: roll %d is %d for %s, the script has %d for %s", k+1, got.Face, got.For, want[k].Face, want[k].For)
		}
		k++
	}
	if k < len(want) {
		return fmt.Errorf("hive: %d scripted rolls not made (the next: %d for %s)", len(want)-k, want[k].Face, want[k].For)
	}
	if r.Remaining() != 0 {
		return fmt.Errorf("hive: %d answers of the script left unused", r.Remaining())
	}
	return nil
}

// ZnonCountersInPlace returns the roller answers of the shuffle of the Znon
// counters at the end of the Znon purchases (11.1: `end` in the
// znon-purchases step) that leave every counter where it was: counter 34
// the Master-Queen, 35-41 the Queens, and so on in the order of the
// counter key. Put them first in [Dice] for that `end`.
func ZnonCountersInPlace() []Roll {
	out := make([]Roll, 0, znonShuffleCounters-1)
	for i := znonShuffleCounters - 1; i > 0; i-- {
		out = append(out, Roll{For: ForZnonShuffle, Face: i + 1}) // IntN(i+1) answers i: no swap
	}
	return out
}
