package hive

import "github.com/incursion/incursion/internal/codec"

// The JSON of actions and events: {"type": name, ...fields}, one table of
// type names each (internal/codec). An action's type name is the first
// word of its text.
var (
	actionCodec = codec.NewTable[Action]("hive action", map[string]Action{
		"buy": Buy{}, "end": End{}, "deploy": Deploy{}, "mission": Choose{}, "assign": Assign{}, "hit": Hit{},
		"casualty": Casualty{}, "relinquish": Relinquish{}, "mindcontrol": MindControl{}, "activate": Activate{},
		"breach": PlaceBreach{}, "move": Move{}, "fire": Fire{}, "firearmory": FireArmory{}, "firedarter": FireDarter{},
		"hole": Holing{}, "disarm": Disarm{}, "demolish": Demolish{}, "hatch": Hatch{}, "gravity": CutGravity{},
		"lifesupport": ShutLifeSupport{}, "done": Finish{}, "combine": Combine{}, "melee": Melee{}, "join": Join{},
		"resolve": Resolve{}, "consent": Consent{}, "announce": Announce{}, "abort": Abort{}, "execute": Execute{},
		"depart": Depart{}, "laser": Laser{}, "spawn": Spawn{},
	})
	eventCodec = codec.NewTable[Event]("hive event", map[string]Event{
		"rolled": Rolled{}, "moved": Moved{}, "affected": Affected{}, "marked": Marked{}, "began": Began{}, "ended": Ended{},
	})
)

// UnmarshalAction reads an action written as JSON ({"type": "move", ...}).
func UnmarshalAction(data []byte) (Action, error) { return actionCodec.Unmarshal(data) }

// UnmarshalEvent reads an event written as JSON ({"type": "rolled", ...}).
func UnmarshalEvent(data []byte) (Event, error) { return eventCodec.Unmarshal(data) }

// MarshalJSON writes the action as {"type": "buy", ...}.
func (a Buy) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a End) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a Deploy) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a Choose) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a Assign) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a Hit) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a Casualty) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a Relinquish) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a MindControl) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a Activate) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a PlaceBreach) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a Move) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a Fire) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a FireArmory) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a FireDarter) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a Holing) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a Disarm) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a Demolish) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a Hatch) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a CutGravity) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a ShutLifeSupport) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a Finish) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a Combine) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a Melee) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a Join) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a Resolve) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a Consent) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a Announce) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a Abort) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a Execute) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a Depart) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a Laser) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the action as {"type": ..., ...}.
func (a Spawn) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }

// MarshalJSON writes the event as {"type": ..., ...}.
func (e Rolled) MarshalJSON() ([]byte, error) { return eventCodec.Marshal(e) }

// MarshalJSON writes the event as {"type": ..., ...}.
func (e Moved) MarshalJSON() ([]byte, error) { return eventCodec.Marshal(e) }

// MarshalJSON writes the event as {"type": ..., ...}.
func (e Affected) MarshalJSON() ([]byte, error) { return eventCodec.Marshal(e) }

// MarshalJSON writes the event as {"type": ..., ...}.
func (e Marked) MarshalJSON() ([]byte, error) { return eventCodec.Marshal(e) }

// MarshalJSON writes the event as {"type": ..., ...}.
func (e Began) MarshalJSON() ([]byte, error) { return eventCodec.Marshal(e) }

// MarshalJSON writes the event as {"type": ..., ...}.
func (e Ended) MarshalJSON() ([]byte, error) { return eventCodec.Marshal(e) }
