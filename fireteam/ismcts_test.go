package fireteam

import (
	"os"
	"strconv"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/search"
)

// TestISMCTSStrength reports how package search's ISMCTS plays the
// standard game in every seat, 20 iterations a decision, with uniform
// playouts and with the bot's playouts, beside the bot and random play
// (FT_ISMCTS=n games each; skipped otherwise; slow). RULES.md quotes it.
func TestISMCTSStrength(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("FT_ISMCTS"))
	if n == 0 {
		t.Skip("FT_ISMCTS=n plays n games with each player")
	}
	iters := 20
	if v, _ := strconv.Atoi(os.Getenv("FT_ISMCTS_ITERATIONS")); v > 0 {
		iters = v
	}
	ismcts := func(rollout incursion.Policy[State, Action]) incursion.Policy[State, Action] {
		m := search.ISMCTS[State, Action, Event, Seat]{Game: Game, Iterations: iters, Rollout: rollout}
		return func(s State, legal []Action, r dice.Roller) Action {
			a, err := m.Decide(s, s.ToMove()[0], r)
			if err != nil {
				t.Fatal(err)
			}
			return a
		}
	}
	for _, pl := range []struct {
		name   string
		policy incursion.Policy[State, Action]
	}{
		{"random", incursion.Random[State, Action]},
		{"bot", Bot},
		{"ismcts uniform playouts", ismcts(nil)},
		{"ismcts bot playouts", ismcts(Bot)},
	} {
		won, acts := winRate(t, "", n, pl.policy)
		t.Logf("%-24s won %3d/%d = %5.1f%% (%d actions/game)", pl.name, won, n, 100*float64(won)/float64(n), acts/n)
	}
}
