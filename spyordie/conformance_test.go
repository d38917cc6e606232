package spyordie

import (
	"os"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
)

func game() playtest.Game[State, Action, Event] {
	return playtest.Game[State, Action, Event]{
		Rules: Rules,
		New: func(seed uint64) (State, error) {
			return New(Config{Intruders: int(seed%3) + 1}, dice.New(seed))
		},
		Validate:   State.Validate,
		MaxActions: 60000,
		Parse:      ParseAction,
	}
}

// TestConformance runs the module's conformance suite on random games: a
// fixed handful of seeds by default (fast); SPYORDIE_CONFORMANCE=1 runs
// rapid's many seeds (-rapid.checks=N, about half a second per game).
func TestConformance(t *testing.T) {
	if os.Getenv("SPYORDIE_CONFORMANCE") != "" {
		playtest.Check(t, game())
		return
	}
	playtest.Playouts(t, game(), 2, 3, 4, 7, 9, 12)
}
