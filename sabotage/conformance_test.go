package sabotage

import (
	"os"
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

// TestConformance runs the module's conformance suite on a few random games
// of each variant. SABOTAGE_CONFORMANCE=1 runs the rapid-driven Check (100
// games per variant by default, -rapid.checks=N for more).
func TestConformance(t *testing.T) {
	for _, v := range []struct {
		name string
		cfg  Config
	}{{"standard", Config{}}, {"intro", Config{Intro: true}}, {"variable map", Config{VariableMap: true}}} {
		t.Run(v.name, func(t *testing.T) {
			if os.Getenv("SABOTAGE_CONFORMANCE") != "" {
				playtest.Check(t, conformanceGame(v.cfg))
				return
			}
			playtest.Playouts(t, conformanceGame(v.cfg), 1)
		})
	}
}
