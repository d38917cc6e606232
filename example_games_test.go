package incursion_test

import (
	"fmt"
	"strings"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/hive"
	"github.com/incursion/incursion/sabotage"
	"github.com/incursion/incursion/spyordie"
)

// report plays one game of g to the end with random choices, written once
// for every game: each seat to move picks among its own actions, looking
// only at its view; then it scores the game and counts what one seat saw.
func report[S any, A, E fmt.Stringer, P incursion.Seat](g incursion.Game[S, A, E, P], seed uint64) string {
	r := dice.New(seed)
	s, err := g.New("", r)
	if err != nil {
		return err.Error()
	}
	seats := g.Seats(s)
	watcher := seats[0] // the seat whose log we keep
	secret := 0         // actions and events the watcher saw only in public form
	for n := 0; !g.Over(s) && n < 20000; n++ {
		p := g.ToMove(s)[0]
		view := g.View(s, p)
		a := incursion.Random(view, g.Actions(view), r) // a view lists its seat's actions
		if g.Owner(s, a) != p {
			return "owner mismatch"
		}
		if !g.ActionVisibleTo(s, a, watcher) {
			secret++
		}
		next, events, err := g.Apply(s, a, r)
		if err != nil {
			return err.Error()
		}
		for _, e := range events {
			if !g.VisibleTo(e, watcher) {
				secret++
			}
		}
		s = next
	}
	res := g.Result(s)
	var ret []string
	for i, p := range seats {
		ret = append(ret, fmt.Sprintf("%s %+g", p, g.Returns(s)[i]))
	}
	return fmt.Sprintf("%s: over %t, returns %s, %s saw some secrets: %t, picture for a spectator: %t",
		g.Title(), res.Over, strings.Join(ret, ", "), watcher, secret > 0, g.Draw(s, g.Observer()) != "")
}

// This example plays, views and scores every game with one generic
// function: no code knows which game it plays.
func Example_everyGame() {
	fmt.Println(report(spyordie.Game, 1))
	fmt.Println(report(hive.Game, 1))
	fmt.Println(report(sabotage.Game, 1))
	// Output:
	// Spy or Die Trying: over true, returns Defender +1, Intruder1 -1, Intruder2 -1, Defender saw some secrets: false, picture for a spectator: true
	// Rescue from the Hive: over true, returns Terran -1, Znon +1, Terran saw some secrets: true, picture for a spectator: true
	// Sabotage: over true, returns Spy1 -1, Spy2 -1, Villain1 +1, Villain2 +1, Spy1 saw some secrets: true, picture for a spectator: true
}
