package hive_test

import (
	"fmt"

	"github.com/incursion/incursion/gametest"
	"github.com/incursion/incursion/hive"
)

// A property a researcher checks over random legal play with the test kit
// (9.2): "No more than seven Space Marines may ever occupy the same box. No
// more than three Znon-controlled individuals may ever occupy the same
// box." The 2 Lancers unit counts as two Space Marines, Znon-controlled
// Space Marines count toward both limits, and the hostages (and the
// boobytraps, 15.1) toward neither. The Znon limit is counted on the
// board's boxes, not on the Darter Holding Boxes numbered after them
// (Mind Controlled units never enter those, 7.8). In a test,
// gametest.Invariant(t, hive.Game, stacking) checks it over rapid's games.
func Example_gametestStackingLimits() {
	fmt.Println(gametest.CheckInvariant(hive.Game, stacking, gametest.Seeds(1, 2, 3, 4, 5)))
	// Output:
	// <nil>
}

// stacking is the rule 9.2 on the units of s, read through State.Units
// (in unit order, so the first box over a limit is always the same one).
func stacking(s hive.State) error {
	b := s.Board()
	men, znon := map[string]int{}, map[string]int{}
	for _, u := range s.Units() {
		n := 1
		if u.Kind == hive.Lancers {
			n = 2 // "the 2 Lancers unit counts as two Space Marines"
		}
		if u.Kind.Marine() {
			if men[u.Box] += n; men[u.Box] > 7 {
				return fmt.Errorf("%d Space Marines in box %s", men[u.Box], u.Box)
			}
		}
		if u.Controller == hive.Znon && !u.Kind.Hostage() && !u.Kind.Trap() {
			if i, ok := b.Box(u.Box); ok && i < b.Boxes() {
				if znon[u.Box] += n; znon[u.Box] > 3 {
					return fmt.Errorf("%d Znon-controlled individuals in box %s", znon[u.Box], u.Box)
				}
			}
		}
	}
	return nil
}
