package sabotage

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/incursion/incursion"
)

// Action is one decision of one seat. Every action names its seat: in Plan
// Actions several seats decide at once (Rulebook, "Everyone plays this phase
// simultaneously"). The interface is sealed.
type Action interface {
	isAction()
	// By returns the seat that takes the action.
	By() Seat
	String() string
}

// PlaceMapPiece places one wall, Doomsday Machine or Generator in Variable
// Map Setup (Rulebook, "Variable Map Setup"). A wall goes on the border of
// Room in direction Dir.
type PlaceMapPiece struct {
	Seat  Seat  `json:"seat"`
	Piece Piece `json:"piece"`
	Room  Room  `json:"room"`
	Dir   Dir   `json:"dir,omitempty"`
}

// Piece is a map piece of Variable Map Setup.
type Piece int8

// Map pieces.
const (
	WallPiece Piece = iota
	MachinePiece
	GeneratorPiece
)

var pieceNames = [3]string{"wall", "machine", "generator"}

func (p Piece) String() string {
	if p < 0 || p > 2 {
		return "?"
	}
	return pieceNames[p]
}

// ChooseCharacter chooses the seat's character (Rulebook, "Setup" step 3).
type ChooseCharacter struct {
	Seat      Seat      `json:"seat"`
	Character Character `json:"character"`
}

// PlaceVillain puts a Villain's miniature in its starting room (Rulebook,
// "Setup" step 12).
type PlaceVillain struct {
	Seat Seat `json:"seat"`
	Room Room `json:"room"`
}

// ModifyDie spends a modify cube of the seat's team to change one of the
// seat's unplaced dice by Delta (+1 or -1; 1 and 6 wrap). Rulebook, "How to
// use Modify".
type ModifyDie struct {
	Seat  Seat `json:"seat"`
	Die   int8 `json:"die"` // 0..3
	Delta int8 `json:"delta"`
}

// PlanTile places the tile in Slot on the seat's next action space with the
// dice of the mask Dice (bit i: die i) and the planned Arg: the direction of
// a MOVE-like tile or the room of PARACHUTE (Rulebook, "Phase II").
type PlanTile struct {
	Seat Seat   `json:"seat"`
	Slot Slot   `json:"slot"`
	Dice uint8  `json:"dice"`
	Arg  Target `json:"arg"`
}

// UnlockDie places a Villain's die on the matching die space of its
// Unlocks section and takes the unlock cube there (Rulebook, "Unlock Cubes").
type UnlockDie struct {
	Seat Seat `json:"seat"`
	Die  int8 `json:"die"`
}

// PickTile chooses the tile of a tier just completed; the other tile of the
// tier is removed from the game (Rulebook, "Unlocking Advanced Actions").
type PickTile struct {
	Seat Seat `json:"seat"`
	Slot Slot `json:"slot"`
}

// UseCube uses a Spy's gained unlock cube at once: on the action unlocks,
// or as Swagger (Rulebook, "Unlock Cubes", "Swagger").
type UseCube struct {
	Seat    Seat `json:"seat"`
	Swagger bool `json:"swagger"`
}

// Ready ends the seat's planning for this round.
type Ready struct {
	Seat Seat `json:"seat"`
}

// GoFirst is a team's choice of which of its seats takes its turn first
// (Rulebook, "Phase III"): Seat speaks for the team, First goes first.
type GoFirst struct {
	Seat  Seat `json:"seat"`
	First Seat `json:"first"`
}

// Execute executes the seat's next planned tile with its targets (Rulebook,
// "Executing Actions"): A and B are the choices the tile asks for, noTarget
// where it asks for nothing.
type Execute struct {
	Seat Seat   `json:"seat"`
	A    Target `json:"a"`
	B    Target `json:"b"`
}

// Slide spends a slide cube to move the Spy one room (Rulebook, "How to use
// Slide").
type Slide struct {
	Seat Seat `json:"seat"`
	Dir  Dir  `json:"dir"`
}

// Detonate detonates the Villains' TNT (Rulebook, "TNT").
type Detonate struct {
	Seat Seat `json:"seat"`
}

// UseBeacon places the Spy in the Beacon's room and scans Area (Rulebook,
// "BEACON").
type UseBeacon struct {
	Seat Seat `json:"seat"`
	Area Area `json:"area"`
}

// ChokeNow executes the Spy's planned CHOKE now, before its place in the
// plan: "Any time on your turn, before or after executing an action, you
// may execute Choke" (Rulebook, "CHOKE").
type ChokeNow struct {
	Seat Seat `json:"seat"`
}

// EndTurn ends the seat's turn in Execute Actions.
type EndTurn struct {
	Seat Seat `json:"seat"`
}

func (PlaceMapPiece) isAction()   {}
func (ChooseCharacter) isAction() {}
func (PlaceVillain) isAction()    {}
func (ModifyDie) isAction()       {}
func (PlanTile) isAction()        {}
func (UnlockDie) isAction()       {}
func (PickTile) isAction()        {}
func (UseCube) isAction()         {}
func (Ready) isAction()           {}
func (GoFirst) isAction()         {}
func (Execute) isAction()         {}
func (Slide) isAction()           {}
func (Detonate) isAction()        {}
func (UseBeacon) isAction()       {}
func (EndTurn) isAction()         {}
func (ChokeNow) isAction()        {}

// By returns the acting seat.
func (a PlaceMapPiece) By() Seat   { return a.Seat }
func (a ChooseCharacter) By() Seat { return a.Seat }
func (a PlaceVillain) By() Seat    { return a.Seat }
func (a ModifyDie) By() Seat       { return a.Seat }
func (a PlanTile) By() Seat        { return a.Seat }
func (a UnlockDie) By() Seat       { return a.Seat }
func (a PickTile) By() Seat        { return a.Seat }
func (a UseCube) By() Seat         { return a.Seat }
func (a Ready) By() Seat           { return a.Seat }
func (a GoFirst) By() Seat         { return a.Seat }
func (a Execute) By() Seat         { return a.Seat }
func (a Slide) By() Seat           { return a.Seat }
func (a Detonate) By() Seat        { return a.Seat }
func (a UseBeacon) By() Seat       { return a.Seat }
func (a EndTurn) By() Seat         { return a.Seat }
func (a ChokeNow) By() Seat        { return a.Seat }

func (a PlaceMapPiece) String() string {
	if a.Piece == WallPiece {
		return fmt.Sprintf("%v map wall %v %v", a.Seat, a.Room, a.Dir)
	}
	return fmt.Sprintf("%v map %v %v", a.Seat, a.Piece, a.Room)
}
func (a ChooseCharacter) String() string {
	c, _ := a.Character.MarshalText()
	return fmt.Sprintf("%v character %s", a.Seat, c)
}
func (a PlaceVillain) String() string { return fmt.Sprintf("%v place %v", a.Seat, a.Room) }
func (a ModifyDie) String() string {
	return fmt.Sprintf("%v modify %d %+d", a.Seat, a.Die+1, a.Delta)
}
func (a PlanTile) String() string {
	if a.Seat.valid() && a.Arg.valid() {
		// What the Sprintf below writes, without its reflection (the
		// conformance suite prints every action it lists).
		return seatNames[a.Seat] + " plan " + strconv.Itoa(int(a.Slot)) + " " + diceText(a.Dice) + " " + targetStrings[targetIndex(a.Arg)]
	}
	return fmt.Sprintf("%v plan %d %s %v", a.Seat, a.Slot, diceText(a.Dice), a.Arg)
}
func (a UnlockDie) String() string { return fmt.Sprintf("%v unlock %d", a.Seat, a.Die+1) }
func (a PickTile) String() string  { return fmt.Sprintf("%v pick %d", a.Seat, a.Slot) }
func (a UseCube) String() string {
	if a.Swagger {
		return fmt.Sprintf("%v cube swagger", a.Seat)
	}
	return fmt.Sprintf("%v cube unlock", a.Seat)
}
func (a Ready) String() string   { return fmt.Sprintf("%v ready", a.Seat) }
func (a GoFirst) String() string { return fmt.Sprintf("%v first %v", a.Seat, a.First) }
func (a Execute) String() string {
	if a.Seat.valid() && a.A.valid() && a.B.valid() {
		// What the Sprintf below writes, without its reflection.
		return seatNames[a.Seat] + " execute " + targetStrings[targetIndex(a.A)] + " " + targetStrings[targetIndex(a.B)]
	}
	return fmt.Sprintf("%v execute %v %v", a.Seat, a.A, a.B)
}
func (a Slide) String() string     { return fmt.Sprintf("%v slide %v", a.Seat, a.Dir) }
func (a Detonate) String() string  { return fmt.Sprintf("%v detonate", a.Seat) }
func (a UseBeacon) String() string { return fmt.Sprintf("%v beacon %v", a.Seat, a.Area) }
func (a EndTurn) String() string   { return fmt.Sprintf("%v end", a.Seat) }
func (a ChokeNow) String() string  { return fmt.Sprintf("%v choke", a.Seat) }

// ParseAction reads an action in the notation of its String method.
func ParseAction(text string) (Action, error) {
	f := strings.Fields(text)
	if len(f) < 2 {
		return nil, fmt.Errorf("sabotage: bad action %q", text)
	}
	seat, err := ParseSeat(f[0])
	if err != nil {
		return nil, err
	}
	args := f[2:]
	need := func(n int) error {
		if len(args) != n {
			return fmt.Errorf("sabotage: %s takes %d arguments: %q", f[1], n, text)
		}
		return nil
	}
	dir := func(s string) (Dir, error) {
		t, err := ParseTarget(s)
		if err != nil || t.Kind != DirTarget {
			return 0, fmt.Errorf("sabotage: bad direction %q", s)
		}
		return t.Dir(), nil
	}
	small := func(s string, lo, hi int) (int, error) {
		n, err := strconv.Atoi(s)
		if err != nil || n < lo || n > hi {
			return 0, fmt.Errorf("sabotage: bad number %q", s)
		}
		return n, nil
	}
	switch f[1] {
	case "map":
		if len(args) == 3 && args[0] == "wall" {
			r, err := ParseRoom(args[1])
			if err != nil {
				return nil, err
			}
			d, err := dir(args[2])
			if err != nil {
				return nil, err
			}
			return PlaceMapPiece{seat, WallPiece, r, d}, nil
		}
		if err := need(2); err != nil {
			return nil, err
		}
		r, err := ParseRoom(args[1])
		if err != nil {
			return nil, err
		}
		switch args[0] {
		case "machine":
			return PlaceMapPiece{seat, MachinePiece, r, 0}, nil
		case "generator":
			return PlaceMapPiece{seat, GeneratorPiece, r, 0}, nil
		}
		return nil, fmt.Errorf("sabotage: bad map piece %q", args[0])
	case "character":
		if err := need(1); err != nil {
			return nil, err
		}
		c, err := ParseCharacter(args[0])
		if err != nil {
			return nil, err
		}
		return ChooseCharacter{seat, c}, nil
	case "place":
		if err := need(1); err != nil {
			return nil, err
		}
		r, err := ParseRoom(args[0])
		if err != nil {
			return nil, err
		}
		return PlaceVillain{seat, r}, nil
	case "modify":
		if err := need(2); err != nil {
			return nil, err
		}
		d, err := small(args[0], 1, 4)
		if err != nil {
			return nil, err
		}
		var delta int8
		switch args[1] {
		case "+1":
			delta = 1
		case "-1":
			delta = -1
		default:
			return nil, fmt.Errorf("sabotage: bad modify %q", args[1])
		}
		return ModifyDie{seat, int8(d - 1), delta}, nil
	case "plan":
		if err := need(3); err != nil {
			return nil, err
		}
		k, err := small(args[0], 0, Slots-1)
		if err != nil {
			return nil, err
		}
		m, err := parseDice(args[1])
		if err != nil {
			return nil, err
		}
		t, err := ParseTarget(args[2])
		if err != nil {
			return nil, err
		}
		return PlanTile{seat, Slot(k), m, t}, nil
	case "unlock":
		if err := need(1); err != nil {
			return nil, err
		}
		d, err := small(args[0], 1, 4)
		if err != nil {
			return nil, err
		}
		return UnlockDie{seat, int8(d - 1)}, nil
	case "pick":
		if err := need(1); err != nil {
			return nil, err
		}
		k, err := small(args[0], 0, Slots-1)
		if err != nil {
			return nil, err
		}
		return PickTile{seat, Slot(k)}, nil
	case "cube":
		if err := need(1); err != nil {
			return nil, err
		}
		switch args[0] {
		case "swagger":
			return UseCube{seat, true}, nil
		case "unlock":
			return UseCube{seat, false}, nil
		}
		return nil, fmt.Errorf("sabotage: bad cube use %q", args[0])
	case "ready":
		return Ready{seat}, need(0)
	case "first":
		if err := need(1); err != nil {
			return nil, err
		}
		x, err := ParseSeat(args[0])
		if err != nil {
			return nil, err
		}
		return GoFirst{seat, x}, nil
	case "end":
		return EndTurn{seat}, need(0)
	case "choke":
		return ChokeNow{seat}, need(0)
	case "execute":
		if err := need(2); err != nil {
			return nil, err
		}
		a, err := ParseTarget(args[0])
		if err != nil {
			return nil, err
		}
		b, err := ParseTarget(args[1])
		if err != nil {
			return nil, err
		}
		return Execute{seat, a, b}, nil
	case "detonate":
		return Detonate{seat}, need(0)
	case "slide":
		if err := need(1); err != nil {
			return nil, err
		}
		d, err := dir(args[0])
		if err != nil {
			return nil, err
		}
		return Slide{seat, d}, nil
	case "beacon":
		if err := need(1); err != nil {
			return nil, err
		}
		a, err := ParseArea(args[0])
		if err != nil {
			return nil, err
		}
		return UseBeacon{seat, a}, nil
	}
	return nil, fmt.Errorf("sabotage: unknown action %q", f[1])
}

// typed writes v as {"type": name, ...}: incursion.MarshalTyped.
func typed(name string, v any) ([]byte, error) { return incursion.MarshalTyped(name, v) }

func (a PlaceMapPiece) MarshalJSON() ([]byte, error) {
	type t PlaceMapPiece
	return typed("map", t(a))
}
func (a ChooseCharacter) MarshalJSON() ([]byte, error) {
	type t ChooseCharacter
	return typed("character", t(a))
}
func (a PlaceVillain) MarshalJSON() ([]byte, error) {
	type t PlaceVillain
	return typed("place", t(a))
}
func (a ModifyDie) MarshalJSON() ([]byte, error) { type t ModifyDie; return typed("modify", t(a)) }
func (a PlanTile) MarshalJSON() ([]byte, error)  { type t PlanTile; return typed("plan", t(a)) }
func (a UnlockDie) MarshalJSON() ([]byte, error) { type t UnlockDie; return typed("unlock", t(a)) }
func (a PickTile) MarshalJSON() ([]byte, error)  { type t PickTile; return typed("pick", t(a)) }
func (a UseCube) MarshalJSON() ([]byte, error)   { type t UseCube; return typed("cube", t(a)) }
func (a Ready) MarshalJSON() ([]byte, error)     { type t Ready; return typed("ready", t(a)) }
func (a GoFirst) MarshalJSON() ([]byte, error)   { type t GoFirst; return typed("first", t(a)) }
func (a Execute) MarshalJSON() ([]byte, error)   { type t Execute; return typed("execute", t(a)) }
func (a Slide) MarshalJSON() ([]byte, error)     { type t Slide; return typed("slide", t(a)) }
func (a Detonate) MarshalJSON() ([]byte, error)  { type t Detonate; return typed("detonate", t(a)) }
func (a UseBeacon) MarshalJSON() ([]byte, error) { type t UseBeacon; return typed("beacon", t(a)) }
func (a EndTurn) MarshalJSON() ([]byte, error)   { type t EndTurn; return typed("end", t(a)) }
func (a ChokeNow) MarshalJSON() ([]byte, error)  { type t ChokeNow; return typed("choke", t(a)) }

// UnmarshalAction decodes an action written by its MarshalJSON.
func UnmarshalAction(data []byte) (Action, error) {
	var head struct {
		Type string `json:"type"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, err
	}
	dec := func(p any) error { return json.Unmarshal(data, p) }
	switch head.Type {
	case "map":
		var a struct {
			Seat  Seat  `json:"seat"`
			Piece Piece `json:"piece"`
			Room  Room  `json:"room"`
			Dir   Dir   `json:"dir"`
		}
		err := dec(&a)
		return PlaceMapPiece(a), err
	case "character":
		type t ChooseCharacter
		var a t
		err := dec(&a)
		return ChooseCharacter(a), err
	case "place":
		type t PlaceVillain
		var a t
		err := dec(&a)
		return PlaceVillain(a), err
	case "modify":
		type t ModifyDie
		var a t
		err := dec(&a)
		return ModifyDie(a), err
	case "plan":
		type t PlanTile
		var a t
		err := dec(&a)
		return PlanTile(a), err
	case "unlock":
		type t UnlockDie
		var a t
		err := dec(&a)
		return UnlockDie(a), err
	case "pick":
		type t PickTile
		var a t
		err := dec(&a)
		return PickTile(a), err
	case "cube":
		type t UseCube
		var a t
		err := dec(&a)
		return UseCube(a), err
	case "ready":
		type t Ready
		var a t
		err := dec(&a)
		return Ready(a), err
	case "first":
		type t GoFirst
		var a t
		err := dec(&a)
		return GoFirst(a), err
	case "execute":
		type t Execute
		var a t
		err := dec(&a)
		return Execute(a), err
	case "slide":
		type t Slide
		var a t
		err := dec(&a)
		return Slide(a), err
	case "detonate":
		type t Detonate
		var a t
		err := dec(&a)
		return Detonate(a), err
	case "beacon":
		type t UseBeacon
		var a t
		err := dec(&a)
		return UseBeacon(a), err
	case "end":
		type t EndTurn
		var a t
		err := dec(&a)
		return EndTurn(a), err
	case "choke":
		type t ChokeNow
		var a t
		err := dec(&a)
		return ChokeNow(a), err
	}
	return nil, fmt.Errorf("sabotage: unknown action type %q", head.Type)
}
