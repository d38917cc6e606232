package spyordie

import (
	"testing"

	"github.com/incursion/incursion/internal/playtest"
)

// contract is the module's generic check of the incursion.Game contract
// for this game (internal/playtest).
func contract() playtest.Contract[State, Action, Event, Seat] {
	return playtest.Contract[State, Action, Event, Seat]{
		Game: Game, Hidden: true, Validate: State.Validate, MaxActions: 60000,
		IsView: func(s State) bool { _, ok := s.Viewer(); return ok },
	}
}

// TestContract: seats, views, public forms, returns and text of random
// games through Game alone; the converse of "listed actions are legal"
// (perturbed listed actions that pass Legal are listed).
func TestContract(t *testing.T) {
	c := contract()
	c.Check(t, 1, 2, 3)
	c.CheckConverse(t, 1, 2, 3)
}

// FuzzGameState is the module's generic FuzzState over this game
// (FuzzState, this package's own, mutates the same way with checks of
// its own).
func FuzzGameState(f *testing.F) { contract().FuzzState(f, 1, 2, 3) }
