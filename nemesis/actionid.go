package nemesis

import (
	"fmt"
	"reflect"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/internal/actionspace"
)

// Action ids for learning agents ([incursion.Learning], RULES.md, "Learning agents"): one
// action space for every variant and Data, composed by package actionspace
// from the verbs below in this order and their fields' domains. Every
// Action names its acting seat, which the id leaves out (the seat that
// decodes an id puts itself back), so the five seats share one space. The
// numbers an action carries (cards, Items, Intruder models, Corridors,
// options) are integer ranges wide enough for the standard Data
// (learnRanges); an action outside them has no id (an error).
// testdata/actionids.golden is the mapping.

// learnVerbs is the order of the verbs; append new verbs at the end so
// that the ids of the others stay.
var learnVerbs = []any{
	DraftCharacter{}, TakeSupport{}, TakeGear{}, Move{}, Secure{}, Pay{}, Shoot{},
	Burst{}, Melee{}, UseRoom{}, PlayCard{}, UseItem{}, UseGear{}, Pass{},
	ChooseObjective{}, Keep{}, Hit{}, Retaliation{}, Discard{}, SwapAA{}, Launch{},
	ArmorChoice{}, Repel{}, Drop{}, GearDone{}, MoveGear{}, UseOn{}, Order{}, React{},
	ActivateRobot{}, Give{}, Trade{}, Offer{}, Consent{}, Accept{}, EndTurn{},
}

// learnRanges are the integer fields' domains, by meaning: a card of the
// Character's piles (NoCard, c0..c9 the Action cards, 64+id a
// Contamination card: -1..127), an Item card id (none, i0..i63), an
// Intruder model (NoCard, x0..x24), a Corridor (0..63), a Hand, a Drop
// (NoDrop, Hand 0, 1, DropArmor), an Offer's or a Drop's Which (up to
// 10 × slot + slot: -1..99), an argument (-1..63).
var learnRanges = map[string][2]int{
	"DraftCharacter.Char": {0, 15},
	"TakeSupport.Item":    {-1, 63}, "TakeSupport.Drop": {-1, 2},
	"Move.Corridor": {0, 63},
	"Pay.Card":      {-1, 127},
	"Shoot.Hand":    {0, 1}, "Shoot.Target": {-1, 24},
	"Burst.Hand": {0, 1}, "Burst.Corridor": {0, 63},
	"Melee.Target":  {-1, 24},
	"UseRoom.Arg":   {-1, 63},
	"PlayCard.Card": {0, 127}, "PlayCard.Arg": {-1, 63},
	"UseItem.Item": {-1, 63}, "UseItem.Arg": {-1, 63},
	"UseGear.Slot": {-1, 15}, "UseGear.Arg": {-1, 63},
	"ChooseObjective.Keep": {0, 1},
	"Keep.Item":            {-1, 63}, "Keep.Drop": {-1, 2},
	"Hit.Target":       {-1, 24},
	"Retaliation.Hand": {-1, 1},
	"Discard.Card":     {-1, 127},
	"Repel.Corridor":   {0, 63},
	"Drop.What":        {0, 7}, "Drop.Which": {-1, 99},
	"MoveGear.From": {-1, 15}, "MoveGear.To": {-1, 15},
	"UseOn.Item": {-1, 63}, "UseOn.Arg": {-1, 63},
	"React.Card": {-1, 127}, "React.Extra": {-1, 63},
	"ActivateRobot.To": {-1, 63}, "ActivateRobot.Arg": {-1, 63}, "ActivateRobot.Heal": {-1, 4},
	"Give.Item":  {-1, 63},
	"Offer.What": {-1, 7}, "Offer.Which": {-1, 99},
	"Accept.Drop": {-1, 2},
}

// learnChosen is the domain of an Order's basic Action (a Chosen): verb
// 0..15, A -1..63, B -1..7, in mixed radix.
var learnChosen = actionspace.Domain{
	Name: "chosen", Size: 16 * 65 * 9,
	Index: func(v reflect.Value) (int, bool) {
		c := v.Interface().(Chosen)
		ok := c.Verb >= 0 && c.Verb < 16 && c.A >= -1 && c.A <= 63 && c.B >= -1 && c.B <= 7
		return (int(c.Verb)*65+int(c.A)+1)*9 + int(c.B) + 1, ok
	},
	Set: func(i int, v reflect.Value) {
		v.Set(reflect.ValueOf(Chosen{Verb: int8(i / 9 / 65), A: int8(i/9%65 - 1), B: int8(i%9 - 1)}))
	},
	Label: func(i int) string {
		if i > 0 {
			return ""
		}
		return "(verb·65+A+1)·9+B+1"
	},
}

var learnSpace = func() *actionspace.Space {
	doms := map[string]actionspace.Domain{
		"nemesis.Seat":   actionspace.Actor,
		"Move.Drag":      actionspace.Enum("seat or none", []Seat{NoDrag, 0, 1, 2, 3, 4}),
		"UseOn.Target":   actionspace.Enum("seat or none", []Seat{NoDrag, 0, 1, 2, 3, 4}),
		"Order.Target":   actionspace.Enum("seat or none", []Seat{NoDrag, 0, 1, 2, 3, 4}),
		"Offer.From":     actionspace.Enum("seat or none", []Seat{NoDrag, 0, 1, 2, 3, 4}),
		"Offer.To":       actionspace.Enum("seat or none", []Seat{NoDrag, 0, 1, 2, 3, 4}),
		"nemesis.Chosen": learnChosen,
		"nemesis.Token":  actionspace.Enum("token", []Token{AmmoFull, AmmoHalf, Grenade, Oxygen, Medpack}),
		"bool":           actionspace.Bool,
	}
	for f, r := range learnRanges {
		doms[f] = actionspace.Ints(fmt.Sprintf("%d..%d", r[0], r[1]), r[0], r[1])
	}
	return actionspace.MustNew(learnVerbs, doms)
}()

func learnNumActions(State) int { return learnSpace.Size() }

func learnActionID(_ State, a Action) (int, error) {
	id, err := learnSpace.ID(a)
	if err != nil {
		return 0, fmt.Errorf("nemesis: %w", err)
	}
	return id, nil
}

func learnActionOf(_ State, p Seat, id int) (Action, error) {
	if p < 0 || p >= MaxPlayers {
		return nil, fmt.Errorf("nemesis: action id %d of %v: no seat", id, p)
	}
	a, err := learnSpace.Action(id, p)
	if err != nil {
		return nil, fmt.Errorf("nemesis: %w", err)
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
