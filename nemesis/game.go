package nemesis

import (
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// Game is the package's incursion.Game.
var Game = incursion.Define(gameDef)

// gameDef defines Game (a test defines a Game on custom data from it).
var gameDef = incursion.Def[State, Action, Event, Seat]{
	Name: "nemesis", Title: "Nemesis: Retaliation",
	New: func(variant string, r dice.Roller) (State, error) {
		cfg, err := variantConfig(variant)
		if err != nil {
			return State{}, err
		}
		return New(cfg, r)
	},
	Variants:      variantNames,
	Actions:       State.Actions,
	AppendActions: State.AppendActions,
	Legal:         State.Legal,
	Apply:         Apply,
	Over:          State.Over,
	Seats:         State.Seats,
	ToMove:        State.ToMove,
	ActionsFor: func(s State, p Seat) []Action {
		if m := s.ToMove(); len(m) == 1 && m[0] == p {
			return s.Actions()
		}
		return nil
	},
	Owner:           func(_ State, a Action) Seat { return a.seat() },
	Result:          State.Result,
	View:            State.View,
	Observer:        ObserverSeat,
	VisibleTo:       VisibleTo,
	PublicEvent:     PublicEvent,
	ActionVisibleTo: ActionVisibleTo,
	PublicAction:    PublicAction,
	Determinize:     determinize,
	InfoKey:         infoKey,
	Draw:            State.Draw,
	ParseSeat:       ParseSeat,
	ParseAction:     ParseAction,
}

// Rules is the package's incursion.Rules value.
var Rules incursion.Rules[State, Action, Event] = Game

// Seats lists the seats of the game in table order.
func (s State) Seats() []Seat {
	if s.g == nil {
		return nil
	}
	out := make([]Seat, s.g.Players)
	for i := range out {
		out[i] = Seat(i)
	}
	return out
}

// ActionVisibleTo: every action is public but the Keep of a Search, the
// Anti-Aircraft swap, the Backpack Item given in a Trade (the giver and the
// trader see it) and which Objective a choice keeps; [PublicAction] is
// their form for the others ("P1 keep ?", "P1 swap ?", "P2 give ?", "P1
// objective ?").
func ActionVisibleTo(s State, a Action, p Seat) bool {
	switch a := a.(type) {
	case Keep:
		return a.Seat == p
	case SwapAA:
		return a.Seat == p
	case Give:
		// The giver and the trader see which Backpack Item it is.
		return a.Seat == p || s.g != nil && s.g.Proposal.Seat == p
	case ChooseObjective:
		// Rulebook, "Choosing an Objective": the card is removed "without
		// showing it to other players"; they see only that a choice was
		// made (issue 20 item 1).
		return a.Seat == p
	}
	return true
}

// PublicAction is what the other seats see of a secret action.
func PublicAction(_ State, a Action) Action {
	switch a := a.(type) {
	case Keep:
		return Keep{a.Seat, Unknown, NoDrop}
	case SwapAA:
		return SwapAA{Seat: a.Seat, Secret: true}
	case Give:
		return Give{a.Seat, Unknown}
	case ChooseObjective:
		return ChooseObjective{a.Seat, Unknown}
	}
	return a
}
