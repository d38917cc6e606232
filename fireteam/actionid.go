package fireteam

import (
	"fmt"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/internal/actionspace"
)

// Action ids for learning agents ([incursion.Learning], RULES.md, "Learning agents"): one
// action space for every mission and player count (the map is always 8×4
// locations), composed by package actionspace from the verbs below in this
// order and their fields' domains. The actions name heroes, not seats, so
// ActionOf ignores its seat. testdata/actionids.golden is the mapping.

// learnVerbs is the order of the verbs; append new verbs at the end so
// that the ids of the others stay.
var learnVerbs = []any{
	StartPlayer{}, Pick{}, Upgrade{}, Focus{}, NextMission{}, Respond{}, Pass{},
	Stand{}, StayDown{}, Move{}, Attack{}, Add{}, Roll{}, Reroll{}, Keep{},
	Search{}, Operate{}, End{}, Activate{}, Intercede{}, React{}, Discard{},
	Bring{}, // Guarding Specialists on an involuntary move (issue 20.6)
	Ready{}, // Equip Heroes read as "up to" the entitlement (Config.UpToEntitlement, issue 20.8)
}

func learnRange[T ~uint8 | ~int8](lo, hi T) []T {
	var out []T
	for x := lo; x <= hi; x++ {
		out = append(out, x)
	}
	return out
}

var learnSpace = func() *actionspace.Space {
	var cards []Card
	for r := Leadership; r <= Demolitions; r++ {
		for n := range uint8(maxCards) {
			cards = append(cards, Card{r, n})
		}
	}
	var ids []string
	for _, m := range missions {
		ids = append(ids, m.id)
	}
	return actionspace.MustNew(learnVerbs, map[string]actionspace.Domain{
		"fireteam.Seat":    actionspace.Enum("seat", learnRange(Player1, Player4)),
		"fireteam.Hero":    actionspace.Enum("hero", learnRange(Abe, Don)),
		"fireteam.Loc":     actionspace.Enum("location", learnRange(Loc(0), Loc(nLocs-1))),
		"fireteam.Monster": actionspace.Enum("target", learnRange(Monster(0), Monster(nTargets-1))),
		"fireteam.Card":    actionspace.Values("card", cards),
		"Upgrade.Set":      actionspace.Ints("upgrade", 1, 4),
		"Focus.Card":       actionspace.Ints("focus", 1, int(nFocus)),
		"Reroll.Die":       actionspace.Ints("die", 1, maxDice),
		"string":           actionspace.Strings("mission", ids),
		"bool":             actionspace.Bool,
	})
}()

func learnNumActions(State) int { return learnSpace.Size() }

func learnActionID(_ State, a Action) (int, error) {
	id, err := learnSpace.ID(a)
	if err != nil {
		return 0, fmt.Errorf("fireteam: %w", err)
	}
	return id, nil
}

func learnActionOf(_ State, _ Seat, id int) (Action, error) {
	a, err := learnSpace.Action(id, nil)
	if err != nil {
		return nil, fmt.Errorf("fireteam: %w", err)
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
