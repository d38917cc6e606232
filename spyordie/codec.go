package spyordie

import (
	"errors"

	"github.com/incursion/incursion/internal/codec"
)

// JSON of actions and events: {"type": "move", "Who": 0, "Dir": 2}, through
// the module's one codec (internal/codec). A type's name is its Go name in
// snake case (PlaceBoss: "place_boss").

var actionCodec = codec.NewTable("spyordie action", map[string]Action{
	"place_boss": PlaceBoss{}, "place_starter": PlaceStarter{}, "place_sentry": PlaceSentry{},
	"place_camera": PlaceCamera{}, "place_passage": PlacePassage{}, "choose_agent": ChooseAgent{},
	"choose_talent": ChooseTalent{}, "choose_item": ChooseItem{}, "place_agent": PlaceAgent{}, "order": Order{},
	"move": Move{}, "step": Step{}, "stop": Stop{}, "breach": Breach{}, "search": Search{}, "pick_up": PickUp{},
	"supplies": Supplies{}, "explore": Explore{}, "sabotage": Sabotage{}, "hide": Hide{}, "reveal": Reveal{},
	"rest": Rest{}, "heal": Heal{}, "fight": Fight{}, "shoot": Shoot{}, "sneak_attack": SneakAttack{},
	"lock": Lock{}, "unlock": Unlock{}, "arm": Arm{}, "disarm": Disarm{}, "primary": Primary{},
	"surrender": Surrender{}, "detective_passage": DetectivePassage{}, "spot": Spot{}, "discover": Discover{},
	"construct": Construct{}, "repair": Repair{}, "research": Research{}, "passage": Passage{},
	"recover": Recover{}, "spawn": Spawn{}, "pass": Pass{}, "chance": Chance{}, "take_time": TakeTime{},
	"take": Take{}, "fight_back": FightBack{}, "reroll": Reroll{}, "second_shot": SecondShot{},
	"sacrifice": Sacrifice{}, "imprison": Imprison{}, "conceal": Conceal{}, "disguise": Disguise{},
})

var eventCodec = codec.NewTable("spyordie event", map[string]Event{
	"rolled": Rolled{}, "moved": Moved{}, "alarmed": Alarmed{}, "alert_changed": AlertChanged{},
	"time_taken": TimeTaken{}, "happened": Happened{}, "revealed": Revealed{}, "game_over": GameOver{},
})

// MarshalAction writes a as JSON: {"type": "move", "Who": 0, "Dir": 2}.
func MarshalAction(a Action) ([]byte, error) {
	if a == nil {
		return nil, errors.New("spyordie: nil action")
	}
	return actionCodec.Marshal(a)
}

// UnmarshalAction reads an action written by MarshalAction.
func UnmarshalAction(data []byte) (Action, error) { return actionCodec.Unmarshal(data) }

// UnmarshalEvent reads an event written by its MarshalJSON.
func UnmarshalEvent(data []byte) (Event, error) { return eventCodec.Unmarshal(data) }

func (a PlaceBoss) MarshalJSON() ([]byte, error)        { return actionCodec.Marshal(a) }
func (a PlaceStarter) MarshalJSON() ([]byte, error)     { return actionCodec.Marshal(a) }
func (a PlaceSentry) MarshalJSON() ([]byte, error)      { return actionCodec.Marshal(a) }
func (a PlaceCamera) MarshalJSON() ([]byte, error)      { return actionCodec.Marshal(a) }
func (a PlacePassage) MarshalJSON() ([]byte, error)     { return actionCodec.Marshal(a) }
func (a ChooseAgent) MarshalJSON() ([]byte, error)      { return actionCodec.Marshal(a) }
func (a ChooseTalent) MarshalJSON() ([]byte, error)     { return actionCodec.Marshal(a) }
func (a ChooseItem) MarshalJSON() ([]byte, error)       { return actionCodec.Marshal(a) }
func (a PlaceAgent) MarshalJSON() ([]byte, error)       { return actionCodec.Marshal(a) }
func (a Order) MarshalJSON() ([]byte, error)            { return actionCodec.Marshal(a) }
func (a Move) MarshalJSON() ([]byte, error)             { return actionCodec.Marshal(a) }
func (a Step) MarshalJSON() ([]byte, error)             { return actionCodec.Marshal(a) }
func (a Stop) MarshalJSON() ([]byte, error)             { return actionCodec.Marshal(a) }
func (a Breach) MarshalJSON() ([]byte, error)           { return actionCodec.Marshal(a) }
func (a Search) MarshalJSON() ([]byte, error)           { return actionCodec.Marshal(a) }
func (a PickUp) MarshalJSON() ([]byte, error)           { return actionCodec.Marshal(a) }
func (a Supplies) MarshalJSON() ([]byte, error)         { return actionCodec.Marshal(a) }
func (a Explore) MarshalJSON() ([]byte, error)          { return actionCodec.Marshal(a) }
func (a Sabotage) MarshalJSON() ([]byte, error)         { return actionCodec.Marshal(a) }
func (a Hide) MarshalJSON() ([]byte, error)             { return actionCodec.Marshal(a) }
func (a Reveal) MarshalJSON() ([]byte, error)           { return actionCodec.Marshal(a) }
func (a Rest) MarshalJSON() ([]byte, error)             { return actionCodec.Marshal(a) }
func (a Heal) MarshalJSON() ([]byte, error)             { return actionCodec.Marshal(a) }
func (a Fight) MarshalJSON() ([]byte, error)            { return actionCodec.Marshal(a) }
func (a Shoot) MarshalJSON() ([]byte, error)            { return actionCodec.Marshal(a) }
func (a SneakAttack) MarshalJSON() ([]byte, error)      { return actionCodec.Marshal(a) }
func (a Lock) MarshalJSON() ([]byte, error)             { return actionCodec.Marshal(a) }
func (a Unlock) MarshalJSON() ([]byte, error)           { return actionCodec.Marshal(a) }
func (a Arm) MarshalJSON() ([]byte, error)              { return actionCodec.Marshal(a) }
func (a Disarm) MarshalJSON() ([]byte, error)           { return actionCodec.Marshal(a) }
func (a Primary) MarshalJSON() ([]byte, error)          { return actionCodec.Marshal(a) }
func (a Surrender) MarshalJSON() ([]byte, error)        { return actionCodec.Marshal(a) }
func (a DetectivePassage) MarshalJSON() ([]byte, error) { return actionCodec.Marshal(a) }
func (a Spot) MarshalJSON() ([]byte, error)             { return actionCodec.Marshal(a) }
func (a Discover) MarshalJSON() ([]byte, error)         { return actionCodec.Marshal(a) }
func (a Construct) MarshalJSON() ([]byte, error)        { return actionCodec.Marshal(a) }
func (a Repair) MarshalJSON() ([]byte, error)           { return actionCodec.Marshal(a) }
func (a Research) MarshalJSON() ([]byte, error)         { return actionCodec.Marshal(a) }
func (a Passage) MarshalJSON() ([]byte, error)          { return actionCodec.Marshal(a) }
func (a Recover) MarshalJSON() ([]byte, error)          { return actionCodec.Marshal(a) }
func (a Spawn) MarshalJSON() ([]byte, error)            { return actionCodec.Marshal(a) }
func (a Pass) MarshalJSON() ([]byte, error)             { return actionCodec.Marshal(a) }
func (a Chance) MarshalJSON() ([]byte, error)           { return actionCodec.Marshal(a) }
func (a TakeTime) MarshalJSON() ([]byte, error)         { return actionCodec.Marshal(a) }
func (a Take) MarshalJSON() ([]byte, error)             { return actionCodec.Marshal(a) }
func (a FightBack) MarshalJSON() ([]byte, error)        { return actionCodec.Marshal(a) }
func (a Reroll) MarshalJSON() ([]byte, error)           { return actionCodec.Marshal(a) }
func (a SecondShot) MarshalJSON() ([]byte, error)       { return actionCodec.Marshal(a) }
func (a Sacrifice) MarshalJSON() ([]byte, error)        { return actionCodec.Marshal(a) }
func (a Imprison) MarshalJSON() ([]byte, error)         { return actionCodec.Marshal(a) }
func (a Conceal) MarshalJSON() ([]byte, error)          { return actionCodec.Marshal(a) }
func (a Disguise) MarshalJSON() ([]byte, error)         { return actionCodec.Marshal(a) }

func (e Rolled) MarshalJSON() ([]byte, error)       { return eventCodec.Marshal(e) }
func (e Moved) MarshalJSON() ([]byte, error)        { return eventCodec.Marshal(e) }
func (e Alarmed) MarshalJSON() ([]byte, error)      { return eventCodec.Marshal(e) }
func (e AlertChanged) MarshalJSON() ([]byte, error) { return eventCodec.Marshal(e) }
func (e TimeTaken) MarshalJSON() ([]byte, error)    { return eventCodec.Marshal(e) }
func (e Happened) MarshalJSON() ([]byte, error)     { return eventCodec.Marshal(e) }
func (e Revealed) MarshalJSON() ([]byte, error)     { return eventCodec.Marshal(e) }
func (e GameOver) MarshalJSON() ([]byte, error)     { return eventCodec.Marshal(e) }
