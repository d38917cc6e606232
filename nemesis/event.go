package nemesis

import (
	"encoding/json"
	"strconv"

	"github.com/incursion/incursion/internal/codec"
)

// Event is something that happened while an action resolved.
type Event interface {
	String() string
	isEvent()
}

// Rolled: a die was rolled ("noise", "shoot", "burst") with its face.
type Rolled struct {
	Seat Seat
	Die  string
	Face int8
}

// Log is a public happening in words: the rare ones (the frequent ones
// are Notes).
type Log struct{ Text string }

// Private is seen only by Seat; the others see Log{Public}.
type Private struct {
	Seat         Seat
	Text, Public string
}

func (Rolled) isEvent()  {}
func (Log) isEvent()     {}
func (Private) isEvent() {}

func (e Rolled) String() string {
	f := strconv.Itoa(int(e.Face))
	if e.Die == "noise" && e.Face == Hazard {
		f = "Hazard"
	}
	return e.Seat.String() + " rolled " + f + " on the " + e.Die + " die"
}
func (e Log) String() string     { return e.Text }
func (e Private) String() string { return e.Text }

// VisibleTo says whether seat p observes e.
func VisibleTo(e Event, p Seat) bool {
	switch e := e.(type) {
	case Private:
		return e.Seat == p
	case PrivateNote:
		return e.To == p
	}
	return true
}

// PublicEvent is e's redacted form.
func PublicEvent(e Event) Event {
	switch e := e.(type) {
	case Private:
		return Log{e.Public}
	case PrivateNote:
		return e.public()
	}
	return e
}

var actionTable = codec.NewTable[Action]("nemesis action", map[string]Action{
	"draft": DraftCharacter{}, "support": TakeSupport{}, "take": TakeGear{}, "move": Move{},
	"secure": Secure{}, "shoot": Shoot{}, "burst": Burst{}, "melee": Melee{}, "room": UseRoom{},
	"play": PlayCard{}, "use": UseItem{}, "gear": UseGear{}, "pass": Pass{}, "pay": Pay{}, "robot": ActivateRobot{}, "trade": Trade{}, "gear-done": GearDone{}, "repel": Repel{}, "react": React{}, "order": Order{}, "give": Give{}, "drop": Drop{}, "armor": ArmorChoice{}, "use-on": UseOn{}, "gear-move": MoveGear{}, "offer": Offer{}, "consent": Consent{}, "accept": Accept{}, "end": EndTurn{}, "objective": ChooseObjective{},
	"keep": Keep{}, "hit": Hit{}, "retaliation": Retaliation{}, "discard": Discard{}, "swap": SwapAA{},
	"launch": Launch{},
})

var eventTable = codec.NewTable[Event]("nemesis event", map[string]Event{
	"rolled": Rolled{}, "log": Log{}, "private": Private{}, "note": Note{}, "private-note": PrivateNote{},
})

// MarshalAction and UnmarshalAction are the JSON of actions:
// {"type": "move", "Seat": 0, ...}.
func MarshalAction(a Action) ([]byte, error)      { return actionTable.Marshal(a) }
func UnmarshalAction(data []byte) (Action, error) { return actionTable.Unmarshal(data) }

// MarshalEvent and UnmarshalEvent are the JSON of events.
func MarshalEvent(e Event) ([]byte, error)      { return eventTable.Marshal(e) }
func UnmarshalEvent(data []byte) (Event, error) { return eventTable.Unmarshal(data) }

func (a DraftCharacter) MarshalJSON() ([]byte, error)  { return actionTable.Marshal(a) }
func (a TakeSupport) MarshalJSON() ([]byte, error)     { return actionTable.Marshal(a) }
func (a TakeGear) MarshalJSON() ([]byte, error)        { return actionTable.Marshal(a) }
func (a Move) MarshalJSON() ([]byte, error)            { return actionTable.Marshal(a) }
func (a Secure) MarshalJSON() ([]byte, error)          { return actionTable.Marshal(a) }
func (a Shoot) MarshalJSON() ([]byte, error)           { return actionTable.Marshal(a) }
func (a Burst) MarshalJSON() ([]byte, error)           { return actionTable.Marshal(a) }
func (a Melee) MarshalJSON() ([]byte, error)           { return actionTable.Marshal(a) }
func (a UseRoom) MarshalJSON() ([]byte, error)         { return actionTable.Marshal(a) }
func (a PlayCard) MarshalJSON() ([]byte, error)        { return actionTable.Marshal(a) }
func (a UseItem) MarshalJSON() ([]byte, error)         { return actionTable.Marshal(a) }
func (a UseGear) MarshalJSON() ([]byte, error)         { return actionTable.Marshal(a) }
func (a Pass) MarshalJSON() ([]byte, error)            { return actionTable.Marshal(a) }
func (a Pay) MarshalJSON() ([]byte, error)             { return actionTable.Marshal(a) }
func (a ChooseObjective) MarshalJSON() ([]byte, error) { return actionTable.Marshal(a) }
func (a Keep) MarshalJSON() ([]byte, error)            { return actionTable.Marshal(a) }
func (a Hit) MarshalJSON() ([]byte, error)             { return actionTable.Marshal(a) }
func (a Retaliation) MarshalJSON() ([]byte, error)     { return actionTable.Marshal(a) }
func (a Discard) MarshalJSON() ([]byte, error)         { return actionTable.Marshal(a) }
func (a SwapAA) MarshalJSON() ([]byte, error)          { return actionTable.Marshal(a) }
func (a Launch) MarshalJSON() ([]byte, error)          { return actionTable.Marshal(a) }

func (e Rolled) MarshalJSON() ([]byte, error)  { return eventTable.Marshal(e) }
func (e Log) MarshalJSON() ([]byte, error)     { return eventTable.Marshal(e) }
func (e Private) MarshalJSON() ([]byte, error) { return eventTable.Marshal(e) }

var _ json.Marshaler = Move{}
