package nemesis

import (
	"testing"

	"github.com/incursion/incursion/internal/playtest"
)

// contract describes the game to the generic checks of the
// incursion.Game contract.
func contract() playtest.Contract[State, Action, Event, Seat] {
	return playtest.Contract[State, Action, Event, Seat]{
		Game: Game, Hidden: true, Validate: State.Validate, MaxActions: 20000,
		IsView: func(s State) bool { return s.Viewer() != -1 },
	}
}

// TestContract: the whole incursion.Game contract on random games.
// A game takes about a second with every check, so plain go test plays a
// few fixed seeds; -rapid.checks=N with TestContractRapid plays more.
func TestContract(t *testing.T) {
	seeds := []uint64{1, 2, 3, 4, 5, 6, 7, 471, 858} // 858: a Swap pending in another seat's view
	if playtest.Race {
		seeds = seeds[:1]
	}
	contract().Check(t, seeds...)
}

// TestContractRapid: the contract on seeds drawn by rapid; skipped unless
// INCURSION_LONG=1 (go test -run ContractRapid -rapid.checks=1000).
func TestContractRapid(t *testing.T) {
	if !playtest.Long() {
		t.Skip("INCURSION_LONG=1 to run")
	}
	contract().Rapid(t)
}

// TestConverse: a perturbed listed action that passes Legal is listed, and
// Legal never panics.
func TestConverse(t *testing.T) {
	seeds := []uint64{1, 2, 3}
	if playtest.Race {
		seeds = seeds[:1]
	}
	contract().CheckConverse(t, seeds...)
}

// FuzzState: any state that decodes is playable.
//
//	go test -fuzz=FuzzState -fuzztime=5m ./nemesis
func FuzzState(f *testing.F) {
	contract().FuzzState(f, 1, 2)
}

// TestContractVariants: the contract and its converse on every variant
// (seed 3 of "coop" found a Move Cautiously with a drag, 3 cards to pay,
// that Validate rejected).
func TestContractVariants(t *testing.T) {
	seeds := []uint64{1, 2, 3}
	if playtest.Race {
		seeds = seeds[:1]
	}
	for _, v := range variantNames {
		t.Run(v, func(t *testing.T) {
			c := contract()
			c.Variant = v
			c.Check(t, seeds...)
			c.CheckConverse(t, seeds...)
		})
	}
}

// FuzzStateCoop: FuzzState on the Coop mode (knocked-over Characters,
// drags, Revive).
func FuzzStateCoop(f *testing.F) {
	c := contract()
	c.Variant = "coop"
	c.FuzzState(f, 3)
}
