package spyordie

import (
	"fmt"
	"reflect"
	"slices"
	"sync"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/geom"
	"github.com/incursion/incursion/internal/actionspace"
)

// Action ids for learning agents ([incursion.Learning], RULES.md, "Learning agents"): one
// action space per Base (DefaultMap's for every variant), composed by
// package actionspace from the verbs below in this order and their fields'
// domains. Squares are x + y·W over the Base's W×H grid, but where an
// action names one of a few squares (Imprison's Detention and Storage
// squares, Spot's Camera junction). testdata/actionids.golden is
// DefaultMap's mapping.

// learnVerbs is the order of the verbs; append new verbs at the end so
// that the ids of the others stay.
var learnVerbs = []any{
	PlaceBoss{}, PlaceStarter{}, PlaceSentry{}, PlaceCamera{}, PlacePassage{},
	ChooseAgent{}, ChooseTalent{}, ChooseItem{}, PlaceAgent{}, Order{},
	Move{}, Step{}, Stop{}, Breach{}, Search{}, PickUp{}, Supplies{}, Explore{},
	Sabotage{}, Hide{}, Reveal{}, Rest{}, Heal{}, Fight{}, Shoot{}, SneakAttack{},
	Lock{}, Unlock{}, Arm{}, Disarm{}, Primary{}, Surrender{}, DetectivePassage{},
	Spot{}, Discover{}, Construct{}, Repair{}, Research{}, Passage{}, Recover{},
	Spawn{},
	Pass{}, Chance{}, TakeTime{}, Take{}, FightBack{}, Reroll{}, SecondShot{},
	Sacrifice{}, Imprison{}, Conceal{}, Disguise{},
}

// learnOrders is Order's domain: every order of distinct Intruders, by
// length, then in lexicographic order.
var learnOrders = func() [][]Fig {
	var out [][]Fig
	var rec func(prefix []Fig, n int)
	rec = func(prefix []Fig, n int) {
		if len(prefix) == n {
			out = append(out, slices.Clone(prefix))
			return
		}
		for f := I1; f <= I3; f++ {
			if !slices.Contains(prefix, f) {
				rec(append(prefix, f), n)
			}
		}
	}
	for n := 1; n <= 3; n++ {
		rec(nil, n)
	}
	return out
}()

var learnOrderDomain = actionspace.Domain{
	Name: "order", Size: len(learnOrders),
	Index: func(v reflect.Value) (int, bool) {
		figs := v.Interface().([]Fig)
		for i, o := range learnOrders {
			if slices.Equal(o, figs) {
				return i, true
			}
		}
		return 0, false
	},
	Set: func(i int, v reflect.Value) { v.Set(reflect.ValueOf(slices.Clone(learnOrders[i]))) },
	Label: func(i int) string {
		return Order{learnOrders[i]}.String()[len("order "):]
	},
}

func learnRange[T ~int8 | ~uint8](lo, hi T) []T {
	var out []T
	for x := lo; x <= hi; x++ {
		out = append(out, x)
	}
	return out
}

func learnPoints(b *board, sqs []int16) []geom.Point {
	out := make([]geom.Point, len(sqs))
	for i, q := range sqs {
		out[i] = b.pt(q)
	}
	return out
}

// learnSpaceOf builds the action space of a Base.
func learnSpaceOf(b *board) *actionspace.Space {
	all := make([]geom.Point, 0, b.w*b.h)
	for y := range b.h {
		for x := range b.w {
			all = append(all, geom.Pt(x, y))
		}
	}
	// Spot's Via: the zero square when not through a Camera, then the
	// junctions (Cameras go on junctions).
	via := append([]geom.Point{{}}, learnPoints(b, b.junction)...)
	doms := map[string]actionspace.Domain{
		"spyordie.Fig":     actionspace.Enum("figure", learnRange(I1, Fig(nFigs-1))),
		"spyordie.Kind":    actionspace.Enum("kind", learnRange(Boss, Scientist)),
		"spyordie.AgentID": actionspace.Enum("agent", learnRange(Kim, Anna)),
		"spyordie.Talent":  actionspace.Enum("talent", learnRange(Detective, Judoka)),
		"spyordie.Item":    actionspace.Enum("item", learnRange(NoItem, SMG)),
		"[]spyordie.Fig":   learnOrderDomain,
		"geom.Dir":         actionspace.Enum("dir", geom.Dirs8[:]),
		"int":              actionspace.Ints("door", 0, len(b.doors)-1),
		"bool":             actionspace.Bool,
		"geom.Point":       actionspace.Values("square", all),
		"Imprison.At":      actionspace.Values("prison square", learnPoints(b, b.roomSquares[Prison])),
		"Imprison.Storage": actionspace.Values("storage square", learnPoints(b, b.storage)),
		"Spot.Via":         actionspace.Values("camera junction", via),
	}
	// The verbs only an Intruder takes name I1-I3 only.
	intruder := actionspace.Enum("intruder", learnRange(I1, I3))
	for _, v := range learnIntruderVerbs {
		doms[v+".Who"] = intruder
	}
	doms["Heal.Target"] = intruder
	return actionspace.MustNew(learnVerbs, doms)
}

// learnIntruderVerbs are the verbs whose Who is always an Intruder
// (Rulebook, "Intruder Actions", "Set-Up").
var learnIntruderVerbs = []string{
	"ChooseAgent", "ChooseTalent", "ChooseItem", "PlaceAgent", "Breach", "Search",
	"PickUp", "Supplies", "Explore", "Sabotage", "Hide", "Reveal", "Rest", "Heal",
	"SneakAttack", "Primary", "Surrender", "DetectivePassage",
}

var learnSpaces sync.Map // *board -> *actionspace.Space

func learnSpace(s State) *actionspace.Space {
	b := s.bd()
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
		return 0, fmt.Errorf("spyordie: %w", err)
	}
	return id, nil
}

func learnActionOf(s State, _ Seat, id int) (Action, error) {
	a, err := learnSpace(s).Action(id, nil)
	if err != nil {
		return nil, fmt.Errorf("spyordie: %w", err)
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
