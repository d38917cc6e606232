package sabotage

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
		MaxActions:      40000,
		Parse:           ParseAction,
		UnmarshalAction: UnmarshalAction,
	}
}

// TestConformance runs the module's conformance suite on random games:
// 20 fixed seeds of the standard game (rapid's 100 and 1000 more with
// INCURSION_LONG=1), and 5 of the Introductory Game and Variable Map Setup
// (rapid's count with INCURSION_LONG=1). A random game is long — 1,000 to
// 3,500 actions — and each state is checked thoroughly, its position
// written and read back through encoding/json.
func TestConformance(t *testing.T) {
	t.Run("standard", func(t *testing.T) {
		if playtest.Long() {
			playtest.Check(t, conformanceGame(Config{}))
			return
		}
		seeds := []uint64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20}
		if playtest.Race {
			seeds = seeds[:2]
		}
		playtest.Playouts(t, conformanceGame(Config{}), seeds...)
	})
	for _, v := range []struct {
		name string
		cfg  Config
	}{{"intro", Config{Intro: true}}, {"variable map", Config{VariableMap: true}}} {
		t.Run(v.name, func(t *testing.T) {
			if playtest.Long() {
				playtest.Check(t, conformanceGame(v.cfg))
				return
			}
			seeds := []uint64{1, 2, 3, 4, 5}
			if playtest.Race {
				seeds = seeds[:1]
			}
			playtest.Playouts(t, conformanceGame(v.cfg), seeds...)
		})
	}
}
