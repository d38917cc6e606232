package sabotage

import (
	"fmt"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/internal/actionspace"
)

// Action ids for learning agents ([incursion.Learning], RULES.md, "Learning agents"): one
// action space for every variant (the map is always 4×4 rooms), composed
// by package actionspace from the verbs below in this order and their
// fields' domains. The acting seat is left out of the id (every Action
// names its seat; the seat that decodes an id puts itself back), so the
// four seats share one space. testdata/actionids.golden is the mapping.

// learnVerbs is the order of the verbs; append new verbs at the end so
// that the ids of the others stay.
var learnVerbs = []any{
	PlaceMapPiece{}, ChooseCharacter{}, PlaceVillain{}, ModifyDie{}, PlanTile{},
	UnlockDie{}, PickTile{}, UseCube{}, Ready{}, GoFirst{}, Execute{}, Slide{},
	Detonate{}, UseBeacon{}, ChokeNow{}, EndTurn{},
}

// learnTargets is the domain of a Target: none, the 4 directions, the 16
// rooms, the 20 areas.
func learnTargets() []Target {
	out := []Target{None}
	for d := Up; d <= Left; d++ {
		out = append(out, To(d))
	}
	for r := Room(0); r < Rooms; r++ {
		out = append(out, At(r))
	}
	for a := Area(0); a < NumAreas; a++ {
		out = append(out, In(a))
	}
	return out
}

func learnRange[T ~int8](lo, hi T) []T {
	var out []T
	for x := lo; x <= hi; x++ {
		out = append(out, x)
	}
	return out
}

var learnSpace = actionspace.MustNew(learnVerbs, map[string]actionspace.Domain{
	"sabotage.Seat":      actionspace.Actor,
	"GoFirst.First":      actionspace.Enum("seat", allSeats[:]),
	"sabotage.Piece":     actionspace.Enum("piece", learnRange(WallPiece, GeneratorPiece)),
	"sabotage.Room":      actionspace.Enum("room", learnRange(Room(0), Rooms-1)),
	"sabotage.Dir":       actionspace.Enum("dir", learnRange(Up, Left)),
	"sabotage.Character": actionspace.Enum("character", learnRange(Hacker, Nadesh)),
	"ModifyDie.Die":      actionspace.Ints("die", 0, 3),
	"UnlockDie.Die":      actionspace.Ints("die", 0, 3),
	"ModifyDie.Delta":    actionspace.Enum("delta", []int8{-1, 1}),
	"sabotage.Slot":      actionspace.Enum("slot", learnRange(Slot(0), Slots-1)),
	"PlanTile.Dice":      actionspace.Ints("dice mask", 0, 15),
	"sabotage.Target":    actionspace.Values("target", learnTargets()),
	"bool":               actionspace.Bool,
	"sabotage.Area":      actionspace.Enum("area", learnRange(Area(0), NumAreas-1)),
})

func learnNumActions(State) int { return learnSpace.Size() }

func learnActionID(_ State, a Action) (int, error) { return learnSpace.ID(a) }

func learnActionOf(_ State, p Seat, id int) (Action, error) {
	if !p.valid() {
		return nil, fmt.Errorf("sabotage: action id %d of %v: no seat", id, p)
	}
	a, err := learnSpace.Action(id, p)
	if err != nil {
		return nil, fmt.Errorf("sabotage: %w", err)
	}
	return a.(Action), nil
}

func init() {
	if err := incursion.SetLearning(Game, incursion.Learning[State, Action, Seat]{
		NumActions: learnNumActions, ActionID: learnActionID, ActionOf: learnActionOf,
		ObservationShape: observeShape, Observation: observeTensor,
	}); err != nil {
		panic(err)
	}
}
