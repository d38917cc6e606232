package sabotage

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Event is something that happened. Declarations (Rulebook, "Declare means
// that you must announce something so that every player hears you") are
// seen by every seat; everything a rule says not to declare is seen by the
// acting team only. [VisibleTo] says which.
type Event interface {
	isEvent()
	// Audience returns the team that observes the event, or NoTeam when
	// every seat does.
	Audience() Team
	String() string
}

// VisibleTo reports whether seat observes e.
func VisibleTo(e Event, seat Seat) bool {
	t := e.Audience()
	return t == NoTeam || t == seat.Team()
}

// Rolled: a Villain rolled the four dice and declared them (Phase I).
type Rolled struct {
	Round int16   `json:"round"`
	Dice  [4]int8 `json:"dice"`
}

// CharacterChosen: a seat chose its character, seen by its team until
// everyone has chosen (then CharactersRevealed).
type CharacterChosen struct {
	Seat      Seat      `json:"seat"`
	Character Character `json:"character"`
}

// CharactersRevealed: everyone has chosen and reveals their characters.
type CharactersRevealed struct {
	Characters [4]Character `json:"characters"`
}

// MapPiecePlaced: a piece placed in Variable Map Setup (both maps).
type MapPiecePlaced struct {
	Seat  Seat  `json:"seat"`
	Piece Piece `json:"piece"`
	Room  Room  `json:"room"`
	Dir   Dir   `json:"dir,omitempty"`
}

// Moved: a miniature moved (or was placed); seen by its own team only
// unless a rule declares it.
type Moved struct {
	Seat Seat `json:"seat"`
	Room Room `json:"room"`
	Team Team `json:"team"` // the observing team
}

// Private is an undeclared fact about a team's own pieces: plans, dice,
// unlocks, Swagger, generator cubes, built devices, skipped actions. Only
// that team sees it.
type Private struct {
	Team Team   `json:"team"`
	Seat Seat   `json:"seat"`
	Text string `json:"text"`
}

// Declared: a seat declared an action (Rulebook, "1. Declare Action"): Say
// is what the speech bubble makes it say ("scan", "hack" or the action's
// name) and Rooms the rooms it declares as targeted (bit r: Room r; 0 when
// the action declares none). Target is the area, room or direction named.
type Declared struct {
	Seat   Seat   `json:"seat"`
	Say    string `json:"say"`
	Target Target `json:"target"`
	Rooms  uint16 `json:"rooms"`
}

// Spotted: a character's name and room were declared (by a SCAN, REVEAL or
// ATTACK). Room is NoRoom when CAMOUFLAGE keeps it undeclared. A HOLOGRAM
// is declared exactly like its Spy (Rulebook, "HOLOGRAM"), so nothing in
// the event tells them apart.
type Spotted struct {
	Seat Seat `json:"seat"`
	Room Room `json:"room"`
}

// DeviceSpotted: a device token's name and room were declared.
type DeviceSpotted struct {
	Team   Team   `json:"team"`
	Device Device `json:"device"`
	Room   Room   `json:"room"`
}

// DeviceRemoved: a device token was removed from the map (hacked,
// attacked, used) and declared.
type DeviceRemoved struct {
	Team   Team   `json:"team"`
	Device Device `json:"device"`
	Room   Room   `json:"room"`
}

// GeneratorDeclared: the cubes on a scanned Generator were declared.
type GeneratorDeclared struct {
	Generator int8 `json:"generator"`
	Cubes     int8 `json:"cubes"`
}

// DoomsdayPassed: a doomsday cube was passed to the Villains from the
// machine in Room (NoRoom: UNTRACEABLE keeps it undeclared).
type DoomsdayPassed struct {
	Room Room `json:"room"`
}

// Counted: the Spies declared how many Spies are in an area (MOTION
// DETECTOR).
type Counted struct {
	Area Area `json:"area"`
	N    int8 `json:"n"`
}

// Hit: a Spy was hit by an attack, removed from the map and the Spies took
// a modify and a slide cube from the Hit track.
type Hit struct {
	Seat Seat `json:"seat"`
	Room Room `json:"room"`
}

// WallDestroyed: an attack destroyed a wall, removed from both maps.
type WallDestroyed struct {
	Edge Edge `json:"edge"`
}

// TurnBegan: a seat begins its turn in Execute Actions.
type TurnBegan struct {
	Seat Seat `json:"seat"`
}

// Won: the game is over.
type Won struct {
	Team Team   `json:"team"`
	How  string `json:"how"`
}

func (Rolled) isEvent()             {}
func (CharacterChosen) isEvent()    {}
func (CharactersRevealed) isEvent() {}
func (MapPiecePlaced) isEvent()     {}
func (Moved) isEvent()              {}
func (Private) isEvent()            {}
func (Declared) isEvent()           {}
func (Spotted) isEvent()            {}
func (DeviceSpotted) isEvent()      {}
func (DeviceRemoved) isEvent()      {}
func (GeneratorDeclared) isEvent()  {}
func (DoomsdayPassed) isEvent()     {}
func (Counted) isEvent()            {}
func (Hit) isEvent()                {}
func (WallDestroyed) isEvent()      {}
func (TurnBegan) isEvent()          {}
func (Won) isEvent()                {}

// Audience: see Event.
func (Rolled) Audience() Team             { return NoTeam }
func (e CharacterChosen) Audience() Team  { return e.Seat.Team() }
func (CharactersRevealed) Audience() Team { return NoTeam }
func (MapPiecePlaced) Audience() Team     { return NoTeam }
func (e Moved) Audience() Team            { return e.Team }
func (e Private) Audience() Team          { return e.Team }
func (Declared) Audience() Team           { return NoTeam }
func (Spotted) Audience() Team            { return NoTeam }
func (DeviceSpotted) Audience() Team      { return NoTeam }
func (DeviceRemoved) Audience() Team      { return NoTeam }
func (GeneratorDeclared) Audience() Team  { return NoTeam }
func (DoomsdayPassed) Audience() Team     { return NoTeam }
func (Counted) Audience() Team            { return NoTeam }
func (Hit) Audience() Team                { return NoTeam }
func (WallDestroyed) Audience() Team      { return NoTeam }
func (TurnBegan) Audience() Team          { return NoTeam }
func (Won) Audience() Team                { return NoTeam }

func (e Rolled) String() string { return fmt.Sprintf("round %d: rolled %v", e.Round, e.Dice) }
func (e CharacterChosen) String() string {
	return fmt.Sprintf("%v chose %v", e.Seat, e.Character)
}
func (e CharactersRevealed) String() string {
	var parts []string
	for i, c := range e.Characters {
		parts = append(parts, fmt.Sprintf("%v=%v", Seat(i), c))
	}
	return "characters " + strings.Join(parts, " ")
}
func (e MapPiecePlaced) String() string {
	if e.Piece == WallPiece {
		return fmt.Sprintf("%v placed a wall %v of %v", e.Seat, e.Dir, e.Room)
	}
	return fmt.Sprintf("%v placed a %v in %v", e.Seat, e.Piece, e.Room)
}
func (e Moved) String() string   { return fmt.Sprintf("%v is in %v", e.Seat, e.Room) }
func (e Private) String() string { return fmt.Sprintf("%v: %s", e.Seat, e.Text) }
func (e Declared) String() string {
	s := fmt.Sprintf("%v declares %q", e.Seat, e.Say)
	if e.Target.Kind != NoTarget {
		s += " " + e.Target.String()
	}
	if e.Rooms != 0 {
		s += " " + roomList(e.Rooms)
	}
	return s
}
func (e Spotted) String() string {
	if e.Room == NoRoom {
		return fmt.Sprintf("%v declared in the area (Camouflage)", e.Seat)
	}
	return fmt.Sprintf("%v declared in %v", e.Seat, e.Room)
}
func (e DeviceSpotted) String() string {
	return fmt.Sprintf("%v %v declared in %v", e.Team, deviceName(e.Team, e.Device), e.Room)
}
func (e DeviceRemoved) String() string {
	return fmt.Sprintf("%v %v removed from %v", e.Team, deviceName(e.Team, e.Device), e.Room)
}
func (e GeneratorDeclared) String() string {
	return fmt.Sprintf("Generator %d has %d cubes", e.Generator+1, e.Cubes)
}
func (e DoomsdayPassed) String() string {
	if e.Room == NoRoom {
		return "a doomsday cube passed (untraceable)"
	}
	return fmt.Sprintf("a doomsday cube passed from %v", e.Room)
}
func (e Counted) String() string       { return fmt.Sprintf("%d Spies in %v", e.N, e.Area) }
func (e Hit) String() string           { return fmt.Sprintf("%v hit in %v", e.Seat, e.Room) }
func (e WallDestroyed) String() string { return fmt.Sprintf("wall %v destroyed", e.Edge) }
func (e TurnBegan) String() string     { return fmt.Sprintf("%v's turn", e.Seat) }
func (e Won) String() string           { return fmt.Sprintf("%v win: %s", e.Team, e.How) }

func roomList(m uint16) string {
	var parts []string
	for r := Room(0); r < Rooms; r++ {
		if m&r.bit() != 0 {
			parts = append(parts, r.String())
		}
	}
	return strings.Join(parts, ",")
}

func (e Rolled) MarshalJSON() ([]byte, error) { type t Rolled; return typed("rolled", t(e)) }
func (e CharacterChosen) MarshalJSON() ([]byte, error) {
	type t CharacterChosen
	return typed("character_chosen", t(e))
}
func (e CharactersRevealed) MarshalJSON() ([]byte, error) {
	type t CharactersRevealed
	return typed("characters_revealed", t(e))
}
func (e MapPiecePlaced) MarshalJSON() ([]byte, error) {
	type t MapPiecePlaced
	return typed("map_piece", t(e))
}
func (e Moved) MarshalJSON() ([]byte, error)    { type t Moved; return typed("moved", t(e)) }
func (e Private) MarshalJSON() ([]byte, error)  { type t Private; return typed("private", t(e)) }
func (e Declared) MarshalJSON() ([]byte, error) { type t Declared; return typed("declared", t(e)) }
func (e Spotted) MarshalJSON() ([]byte, error)  { type t Spotted; return typed("spotted", t(e)) }
func (e DeviceSpotted) MarshalJSON() ([]byte, error) {
	type t DeviceSpotted
	return typed("device_spotted", t(e))
}
func (e DeviceRemoved) MarshalJSON() ([]byte, error) {
	type t DeviceRemoved
	return typed("device_removed", t(e))
}
func (e GeneratorDeclared) MarshalJSON() ([]byte, error) {
	type t GeneratorDeclared
	return typed("generator", t(e))
}
func (e DoomsdayPassed) MarshalJSON() ([]byte, error) {
	type t DoomsdayPassed
	return typed("doomsday", t(e))
}
func (e Counted) MarshalJSON() ([]byte, error) { type t Counted; return typed("counted", t(e)) }
func (e Hit) MarshalJSON() ([]byte, error)     { type t Hit; return typed("hit", t(e)) }
func (e WallDestroyed) MarshalJSON() ([]byte, error) {
	type t WallDestroyed
	return typed("wall_destroyed", t(e))
}
func (e TurnBegan) MarshalJSON() ([]byte, error) { type t TurnBegan; return typed("turn", t(e)) }
func (e Won) MarshalJSON() ([]byte, error)       { type t Won; return typed("won", t(e)) }

// UnmarshalEvent decodes an event written by its MarshalJSON.
func UnmarshalEvent(data []byte) (Event, error) {
	var head struct {
		Type string `json:"type"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, err
	}
	var e Event
	var err error
	dec := func(p any) { err = json.Unmarshal(data, p) }
	switch head.Type {
	case "rolled":
		type t Rolled
		var x t
		dec(&x)
		e = Rolled(x)
	case "character_chosen":
		type t CharacterChosen
		var x t
		dec(&x)
		e = CharacterChosen(x)
	case "characters_revealed":
		type t CharactersRevealed
		var x t
		dec(&x)
		e = CharactersRevealed(x)
	case "map_piece":
		type t MapPiecePlaced
		var x t
		dec(&x)
		e = MapPiecePlaced(x)
	case "moved":
		type t Moved
		var x t
		dec(&x)
		e = Moved(x)
	case "private":
		type t Private
		var x t
		dec(&x)
		e = Private(x)
	case "declared":
		type t Declared
		var x t
		dec(&x)
		e = Declared(x)
	case "spotted":
		type t Spotted
		var x t
		dec(&x)
		e = Spotted(x)
	case "device_spotted":
		type t DeviceSpotted
		var x t
		dec(&x)
		e = DeviceSpotted(x)
	case "device_removed":
		type t DeviceRemoved
		var x t
		dec(&x)
		e = DeviceRemoved(x)
	case "generator":
		type t GeneratorDeclared
		var x t
		dec(&x)
		e = GeneratorDeclared(x)
	case "doomsday":
		type t DoomsdayPassed
		var x t
		dec(&x)
		e = DoomsdayPassed(x)
	case "counted":
		type t Counted
		var x t
		dec(&x)
		e = Counted(x)
	case "hit":
		type t Hit
		var x t
		dec(&x)
		e = Hit(x)
	case "wall_destroyed":
		type t WallDestroyed
		var x t
		dec(&x)
		e = WallDestroyed(x)
	case "turn":
		type t TurnBegan
		var x t
		dec(&x)
		e = TurnBegan(x)
	case "won":
		type t Won
		var x t
		dec(&x)
		e = Won(x)
	default:
		return nil, fmt.Errorf("sabotage: unknown event type %q", head.Type)
	}
	if err != nil {
		return nil, err
	}
	return e, nil
}
