package hive_test

import (
	"testing"

	"github.com/incursion/incursion/hive"
	"github.com/incursion/incursion/internal/playtest"
)

// suite is the shared check of the incursion.Game contract for hive.
func suite() playtest.Contract[hive.State, hive.Action, hive.Event, hive.Seat] {
	return playtest.Contract[hive.State, hive.Action, hive.Event, hive.Seat]{
		Game: hive.Game, Hidden: true, Validate: hive.State.Validate, MaxActions: 60000,
		IsView: func(s hive.State) bool { _, ok := s.Viewer(); return ok },
	}
}

// TestContract plays random games through hive.Game alone and checks the
// whole contract (seats, views, public forms, returns, text).
func TestContract(t *testing.T) { suite().Check(t, 1, 2, 3) }

// TestConverse: whatever perturbation of a listed action passes Legal is
// listed too.
func TestConverse(t *testing.T) { suite().CheckConverse(t, 1, 2) }

// FuzzSuiteState is the shared "any state that decodes is playable" target
// (go test -run '^$' -fuzz FuzzSuiteState ./hive/); FuzzState is hive's
// own, field by field.
func FuzzSuiteState(f *testing.F) { suite().FuzzState(f, 1, 2) }

// TestContractViewsEveryState runs the view checks (a view lists exactly
// its viewer's actions, cannot be played, survives JSON) on every state of
// two games: the views of the seat to move are computed from what that
// seat knows alone.
func TestContractViewsEveryState(t *testing.T) {
	c := suite()
	c.ViewEvery = 1
	c.Check(t, 4, 5)
}
