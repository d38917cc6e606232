package hive

import (
	"fmt"
	"sync"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/internal/actionspace"
)

// Action ids for learning agents ([incursion.Learning], RULES.md, "Learning agents"): one
// action space per map (StandardMap's for the game), composed by package
// actionspace from the verbs below in this order and their fields'
// domains: units are counter numbers 0..72, boxes the map's boxes in their
// order (a Move's destination: the boxes, then the Darters), Darters the
// map's Darters. The actions name units, not seats, so
// ActionOf ignores its seat. testdata/actionids.golden is StandardMap's
// mapping.

// learnVerbs is the order of the verbs; append new verbs at the end so
// that the ids of the others stay.
var learnVerbs = []any{
	Buy{}, End{}, Deploy{}, Choose{}, Assign{}, Hit{}, Casualty{}, Relinquish{},
	MindControl{}, Activate{}, PlaceBreach{}, Move{}, Fire{}, FireArmory{},
	FireDarter{}, Holing{}, Disarm{}, Demolish{}, Hatch{}, CutGravity{},
	ShutLifeSupport{}, Finish{}, Combine{}, Melee{}, Join{}, Resolve{}, Consent{},
	Announce{}, Abort{}, Execute{}, Depart{}, Laser{}, Spawn{},
}

// learnMaxExtra is the most Extra Movement Points a fire may spend (12.8):
// a unit's Movement Allowance is at most 6, 2 go to the fire itself.
const learnMaxExtra = 8

func learnSpaceOf(b *Board) *actionspace.Space {
	unit := actionspace.Ints("unit", 0, numUnits-1)
	box := actionspace.Strings("box", b.names)
	darter := actionspace.Strings("darter", b.darters)
	extra := actionspace.Ints("extra", 0, learnMaxExtra)
	doms := map[string]actionspace.Domain{
		"hive.Item":        actionspace.Enum("item", []Item{BuyDarter, BuyEngineer, BuyScout, BuyLancers, BuySoldier, BuyWorker, BuyBoobytrap, BuyFake, BuyHyperdrive}),
		"hive.Mission":     actionspace.Enum("mission", []Mission{Rescue, Punitive}),
		"int":              unit,
		"bool":             actionspace.Bool,
		"Fire.Extra":       extra,
		"FireDarter.Extra": extra,
	}
	// A unit moves into a box or into a Darter (back aboard).
	doms["Move.To"] = actionspace.Strings("box or darter", append(append([]string(nil), b.names...), b.darters...))
	for _, f := range []string{"Deploy.Box", "PlaceBreach.Box", "FireArmory.Box", "Holing.To"} {
		doms[f] = box
	}
	for _, f := range []string{"Assign.Darter", "Hit.Darter", "PlaceBreach.Darter", "FireDarter.Darter", "Hatch.Darter", "Depart.Darter", "Laser.Darter"} {
		doms[f] = darter
	}
	return actionspace.MustNew(learnVerbs, doms)
}

var learnSpaces sync.Map // *Board -> *actionspace.Space

func learnSpace(s State) *actionspace.Space {
	b := s.b()
	if sp, ok := learnSpaces.Load(b); ok {
		return sp.(*actionspace.Space)
	}
	sp, _ := learnSpaces.LoadOrStore(b, learnSpaceOf(b))
	return sp.(*actionspace.Space)
}

func learnNumActions(s State) int { return learnSpace(s).Size() }

func learnActionID(s State, a Action) (int, error) {
	id, err := learnSpace(s).ID(a)
	if err != nil {
		return 0, fmt.Errorf("hive: %w", err)
	}
	return id, nil
}

func learnActionOf(s State, _ Seat, id int) (Action, error) {
	a, err := learnSpace(s).Action(id, nil)
	if err != nil {
		return nil, fmt.Errorf("hive: %w", err)
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
