package nemesis

import (
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
)

func conformanceGame(cfg Config) playtest.Game[State, Action, Event] {
	return playtest.Game[State, Action, Event]{
		Rules:           Rules,
		New:             func(seed uint64) (State, error) { return New(cfg, dice.New(seed)) },
		Validate:        State.Validate,
		MaxActions:      20000,
		Parse:           ParseAction,
		UnmarshalAction: UnmarshalAction,
	}
}

// TestConformance runs the module's conformance suite on random games of
// the standard game, and on fixed seeds of the other modes.
func TestConformance(t *testing.T) {
	t.Run("standard", func(t *testing.T) { playtest.Check(t, conformanceGame(Config{})) })
	for _, v := range []struct {
		name string
		cfg  Config
	}{{"solo", Config{Players: 1}}, {"coop", Config{Coop: true, Players: 3}}, {"deadly 5", Config{Players: 5, Deadly: true}}, {"2p", Config{Players: 2}}} {
		t.Run(v.name, func(t *testing.T) {
			seeds := []uint64{1, 2, 3}
			if playtest.Race {
				seeds = seeds[:1]
			}
			playtest.Playouts(t, conformanceGame(v.cfg), seeds...)
		})
	}
}
