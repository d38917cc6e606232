package spyordie

import (
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
)

func conformanceGame() playtest.Game[State, Action, Event] {
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

// TestConformance runs the module's conformance suite on random games:
// rapid's 100 seeds (5 under -race; INCURSION_LONG=1 adds 1000 more).
func TestConformance(t *testing.T) {
	playtest.Check(t, conformanceGame())
}
