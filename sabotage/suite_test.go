package sabotage_test

import (
	"testing"

	"github.com/incursion/incursion/internal/playtest"
	"github.com/incursion/incursion/sabotage"
)

// suite is the shared check of the incursion.Game contract for sabotage.
func suite() playtest.Contract[sabotage.State, sabotage.Action, sabotage.Event, sabotage.Seat] {
	return playtest.Contract[sabotage.State, sabotage.Action, sabotage.Event, sabotage.Seat]{
		Game: sabotage.Game, Hidden: true, Validate: sabotage.State.Validate, MaxActions: 5000,
		IsView: func(s sabotage.State) bool { _, ok := s.Viewer(); return ok },
	}
}

// TestSuiteContract plays random games through sabotage.Game alone and
// checks the whole contract (seats, views, public forms, returns, text).
func TestSuiteContract(t *testing.T) { suite().Check(t, 1, 2, 3) }

// TestSuiteConverse: whatever perturbation of a listed action passes Legal
// is listed too (Legal accepts only the canonical choice among dice showing
// the same value).
func TestSuiteConverse(t *testing.T) { suite().CheckConverse(t, 1, 2, 3, 4, 5, 6) }

// FuzzSuiteState is the shared "any state that decodes is playable" target
// (go test -run '^$' -fuzz FuzzSuiteState ./sabotage/); FuzzState is
// sabotage's own, field by field.
func FuzzSuiteState(f *testing.F) { suite().FuzzState(f, 1, 2) }
