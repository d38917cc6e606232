package sabotage

import (
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

// VisibleTo reports whether seat observes e: every seat observes a
// declaration, only the acting team a private fact; [Observer] observes
// declarations only.
func VisibleTo(e Event, seat Seat) bool {
	t := e.Audience()
	return t == NoTeam || t == seat.Team()
}

// PublicEvent returns what the seats that do not observe e see of it: the
// same event with its secret fields replaced by unknowns ("Villain1
// planned a tile", "Spy2 moved behind the screen", "Spy1 chose ?"). A
// declared event is its own public form.
func PublicEvent(e Event) Event {
	switch e := e.(type) {
	case CharacterChosen:
		return CharacterChosen{e.Seat, NoCharacter}
	case Moved:
		return Moved{e.Seat, UnknownRoom, e.Team}
	case Private:
		return Private{e.Team, e.Seat, publicText(e.Text)}
	}
	return e
}

// publicText is what the other team learns of a private fact: that the
// seat did something behind its screen, and of which kind when the table
// sees it: a tile placed on the player board, a tile executed or skipped
// (the two look alike: "If you cannot execute an action, skip all 3
// steps for it", and a silent tile gives "no information about the
// tile"), a tier unlocked. A fact of several parts ("executed Move;
// Spy1 is in B2", see [screen]) is of the kind of its most visible part.
func publicText(text string) string {
	kinds := [...]struct{ prefix, public string }{
		{"planned ", "planned a tile"},
		{"executed ", "executed a tile"},
		{"could not execute ", "executed a tile"},
		{"unlocked ", "unlocked a tile"},
	}
	for _, k := range kinds {
		for part := range strings.SplitSeq(text, "; ") {
			if strings.HasPrefix(part, k.prefix) {
				return k.public
			}
		}
	}
	return hiddenText
}

// screen gives the events of action a the shape the screen leaves: what
// the other team observes of them ([PublicEvent]) depends on the action's
// public form and the declarations only. A secret action (but the setup
// choices, whose events say only that the seat chose or placed) causes
// exactly one private fact, a [Private] event of the acting team listing
// what it did behind the screen, after the declarations (some of what it
// did follows from them: a HONEY POT declared moves the scanning Spy);
// an action in the open causes none. What an action changes behind the other team's
// screen (a Villain moved by FALSE ALARM or CRYBABY, a Spy by EARTHQUAKE,
// Swagger lost to a REVEAL, a generator cube returned by a HACK) follows
// from a declaration and causes no event: that team reads it in its
// state. Otherwise the number of events, or their kinds, would tell the
// other team what the rules keep from it (a skipped tile from a silent
// one, a move from a scan, a Spy with Swagger from one without).
func screen(a Action, ev []Event) []Event {
	mine := a.By().Team()
	switch a.(type) {
	case ChooseCharacter, PlaceVillain:
		return ev
	case PlaceMapPiece, GoFirst, Ready, EndTurn:
		mine = NoTeam
	}
	n, as := 0, true
	for _, e := range ev {
		switch t := e.Audience(); {
		case t == NoTeam:
		case t != mine:
			as = false
		default:
			if _, ok := e.(Private); !ok {
				as = false
			}
			n++
		}
	}
	if as && (mine == NoTeam || n == 1 && (ev[len(ev)-1].Audience() == mine || len(ev) > 1 && ev[len(ev)-2].Audience() == mine && isWon(ev[len(ev)-1]))) {
		return ev
	}
	out := make([]Event, 0, len(ev)+1)
	text := ""
	for _, e := range ev {
		switch t := e.Audience(); {
		case t == NoTeam:
			out = append(out, e)
			continue
		case t != mine:
			continue
		}
		part := e.String()
		if p, ok := e.(Private); ok {
			part = p.Text
		}
		if text != "" {
			text += "; "
		}
		text += part
	}
	if mine == NoTeam {
		return out
	}
	if text == "" {
		// Nothing to tell but the action itself ("cube unlock").
		text = strings.TrimPrefix(a.String(), a.By().String()+" ")
	}
	priv := Private{mine, a.By(), text}
	if k := len(out) - 1; k >= 0 {
		if _, won := out[k].(Won); won {
			// Won stays the last event of a game.
			return append(out[:k], priv, out[k])
		}
	}
	return append(out, priv)
}

func isWon(e Event) bool { _, ok := e.(Won); return ok }

// hiddenText is the text of a Private event whose content is hidden.
const hiddenText = "did something behind the screen"

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
	Seat   Seat    `json:"seat"`
	Say    string  `json:"say"`
	Target Target  `json:"target"`
	Rooms  RoomSet `json:"rooms"`
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
	if e.Character == NoCharacter {
		return e.Seat.String() + " chose ?" // the public form
	}
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
func (e Moved) String() string {
	if e.Room == UnknownRoom {
		return fmt.Sprintf("%v moved behind the screen", e.Seat)
	}
	return fmt.Sprintf("%v is in %v", e.Seat, e.Room)
}
func (e Private) String() string { return fmt.Sprintf("%v: %s", e.Seat, e.Text) }
func (e Declared) String() string {
	s := fmt.Sprintf("%v declares %q", e.Seat, e.Say)
	if e.Target.Kind != NoTarget {
		s += " " + e.Target.String()
	}
	if e.Rooms != 0 {
		s += " " + roomList(uint16(e.Rooms))
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
