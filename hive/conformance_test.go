package hive_test

import (
	"os"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/hive"
	"github.com/incursion/incursion/internal/playtest"
)

func newGame(seed uint64) (hive.State, error) { return hive.New(hive.Config{}, dice.New(seed)) }

func game() playtest.Game[hive.State, hive.Action, hive.Event] {
	return playtest.Game[hive.State, hive.Action, hive.Event]{
		Rules:      hive.Rules,
		New:        newGame,
		Validate:   hive.State.Validate,
		MaxActions: 60000,
		Parse:      hive.ParseAction,
	}
}

// TestConformance runs the shared suite on fixed seeds: random legal
// playouts with the contract checked after every action. Set
// HIVE_CONFORMANCE=1 to draw the seeds with rapid instead (100 games by
// default, -rapid.checks=N for more; about 30 s per 100 games).
func TestConformance(t *testing.T) {
	if os.Getenv("HIVE_CONFORMANCE") != "" {
		playtest.Check(t, game())
		return
	}
	playtest.Playouts(t, game(), 1, 2, 3, 4, 5, 6, 7, 8)
}

func TestRandomPlayouts(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		s, _ := newGame(seed)
		r := dice.New(seed)
		end, err := incursion.Playout(hive.Rules, s, r, incursion.Random[hive.State, hive.Action], 60000)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if !end.Over() {
			t.Fatalf("seed %d: not over at turn %d, %v", seed, end.Turn(), end.Step())
		}
		if err := end.Validate(); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
}
