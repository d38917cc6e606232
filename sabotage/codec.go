package sabotage

import "github.com/incursion/incursion/internal/codec"

// Actions and events marshal to JSON as {"type": name, ...fields} through
// one table of type names each (internal/codec).

var actionTable = codec.NewTable[Action]("sabotage action", map[string]Action{
	"map": PlaceMapPiece{}, "character": ChooseCharacter{}, "place": PlaceVillain{},
	"modify": ModifyDie{}, "plan": PlanTile{}, "unlock": UnlockDie{}, "pick": PickTile{},
	"cube": UseCube{}, "ready": Ready{}, "first": GoFirst{}, "execute": Execute{},
	"slide": Slide{}, "detonate": Detonate{}, "beacon": UseBeacon{}, "end": EndTurn{},
	"choke": ChokeNow{}, "hidden": Hidden{},
})

var eventTable = codec.NewTable[Event]("sabotage event", map[string]Event{
	"rolled": Rolled{}, "character_chosen": CharacterChosen{}, "characters_revealed": CharactersRevealed{},
	"map_piece": MapPiecePlaced{}, "moved": Moved{}, "private": Private{}, "declared": Declared{},
	"spotted": Spotted{}, "device_spotted": DeviceSpotted{}, "device_removed": DeviceRemoved{},
	"generator": GeneratorDeclared{}, "doomsday": DoomsdayPassed{}, "counted": Counted{}, "hit": Hit{},
	"wall_destroyed": WallDestroyed{}, "turn": TurnBegan{}, "won": Won{},
})

// UnmarshalAction decodes an action written by its MarshalJSON.
func UnmarshalAction(data []byte) (Action, error) { return actionTable.Unmarshal(data) }

// UnmarshalEvent decodes an event written by its MarshalJSON.
func UnmarshalEvent(data []byte) (Event, error) { return eventTable.Unmarshal(data) }

func (a PlaceMapPiece) MarshalJSON() ([]byte, error)   { return actionTable.Marshal(a) }
func (a ChooseCharacter) MarshalJSON() ([]byte, error) { return actionTable.Marshal(a) }
func (a PlaceVillain) MarshalJSON() ([]byte, error)    { return actionTable.Marshal(a) }
func (a ModifyDie) MarshalJSON() ([]byte, error)       { return actionTable.Marshal(a) }
func (a PlanTile) MarshalJSON() ([]byte, error)        { return actionTable.Marshal(a) }
func (a UnlockDie) MarshalJSON() ([]byte, error)       { return actionTable.Marshal(a) }
func (a PickTile) MarshalJSON() ([]byte, error)        { return actionTable.Marshal(a) }
func (a UseCube) MarshalJSON() ([]byte, error)         { return actionTable.Marshal(a) }
func (a Ready) MarshalJSON() ([]byte, error)           { return actionTable.Marshal(a) }
func (a GoFirst) MarshalJSON() ([]byte, error)         { return actionTable.Marshal(a) }
func (a Execute) MarshalJSON() ([]byte, error)         { return actionTable.Marshal(a) }
func (a Slide) MarshalJSON() ([]byte, error)           { return actionTable.Marshal(a) }
func (a Detonate) MarshalJSON() ([]byte, error)        { return actionTable.Marshal(a) }
func (a UseBeacon) MarshalJSON() ([]byte, error)       { return actionTable.Marshal(a) }
func (a EndTurn) MarshalJSON() ([]byte, error)         { return actionTable.Marshal(a) }
func (a ChokeNow) MarshalJSON() ([]byte, error)        { return actionTable.Marshal(a) }
func (a Hidden) MarshalJSON() ([]byte, error)          { return actionTable.Marshal(a) }

func (e Rolled) MarshalJSON() ([]byte, error)             { return eventTable.Marshal(e) }
func (e CharacterChosen) MarshalJSON() ([]byte, error)    { return eventTable.Marshal(e) }
func (e CharactersRevealed) MarshalJSON() ([]byte, error) { return eventTable.Marshal(e) }
func (e MapPiecePlaced) MarshalJSON() ([]byte, error)     { return eventTable.Marshal(e) }
func (e Moved) MarshalJSON() ([]byte, error)              { return eventTable.Marshal(e) }
func (e Private) MarshalJSON() ([]byte, error)            { return eventTable.Marshal(e) }
func (e Declared) MarshalJSON() ([]byte, error)           { return eventTable.Marshal(e) }
func (e Spotted) MarshalJSON() ([]byte, error)            { return eventTable.Marshal(e) }
func (e DeviceSpotted) MarshalJSON() ([]byte, error)      { return eventTable.Marshal(e) }
func (e DeviceRemoved) MarshalJSON() ([]byte, error)      { return eventTable.Marshal(e) }
func (e GeneratorDeclared) MarshalJSON() ([]byte, error)  { return eventTable.Marshal(e) }
func (e DoomsdayPassed) MarshalJSON() ([]byte, error)     { return eventTable.Marshal(e) }
func (e Counted) MarshalJSON() ([]byte, error)            { return eventTable.Marshal(e) }
func (e Hit) MarshalJSON() ([]byte, error)                { return eventTable.Marshal(e) }
func (e WallDestroyed) MarshalJSON() ([]byte, error)      { return eventTable.Marshal(e) }
func (e TurnBegan) MarshalJSON() ([]byte, error)          { return eventTable.Marshal(e) }
func (e Won) MarshalJSON() ([]byte, error)                { return eventTable.Marshal(e) }
