package fireteam

import (
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
)

func conformanceGame(variant string) playtest.Game[State, Action, Event] {
	return playtest.Game[State, Action, Event]{
		Rules:           Rules,
		New:             func(seed uint64) (State, error) { return newVariant(variant, dice.New(seed)) },
		Validate:        State.Validate,
		MaxActions:      20000,
		Parse:           ParseAction,
		UnmarshalAction: UnmarshalAction,
	}
}

// TestConformance runs the module's conformance suite on random games of
// the standard game (rapid's seeds), and fixed seeds of every mission with
// every player count.
func TestConformance(t *testing.T) {
	t.Run("standard", func(t *testing.T) { playtest.Check(t, conformanceGame("")) })
	seeds := []uint64{1, 2, 3}
	if playtest.Race {
		seeds = seeds[:1]
	}
	for _, v := range variantNames() {
		t.Run(v, func(t *testing.T) { playtest.Playouts(t, conformanceGame(v), seeds...) })
	}
	// The bot reaches what random play never does: accomplished missions,
	// the choice of the next one, later missions of an operation.
	for _, v := range []string{"opI", "opT/solo", "I1/3p"} {
		t.Run("bot "+v, func(t *testing.T) {
			g := conformanceGame(v)
			g.Policy = Bot
			bseeds := []uint64{1, 2, 3, 4, 5, 6, 7, 8}
			if playtest.Race {
				bseeds = bseeds[:1]
			}
			playtest.Playouts(t, g, bseeds...)
		})
	}
}
