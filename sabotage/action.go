package sabotage

import (
	"fmt"
	"strconv"
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

// Hidden is the public form of a secret action ([PublicAction]): the
// seat and what the table sees of the action, nothing else. It prints as
// "Villain1 plan ?" and is never legal. Its Verb is "plan" for a tile
// placed ([PlanTile]: the tile is seen on the board), "execute" for a tile
// executed or skipped ([Execute], [ChokeNow]), "pick" for the tile of a
// tier taken ([PickTile]), "character" and "place" in setup, and "act"
// for every other secret action ([ModifyDie], [UnlockDie], [UseCube],
// [Slide], [UseBeacon], [Detonate]): "You do not need to declare the use
// of modify and slide cubes", "... of unlock cubes", so their kinds are
// not told apart (what they make public is declared by their events).
type Hidden struct {
	Seat Seat   `json:"seat"`
	Verb string `json:"verb"`
}

func (Hidden) isAction()          {}
func (a Hidden) By() Seat         { return a.Seat }
func (a Hidden) String() string   { return a.Seat.String() + " " + a.Verb + " ?" }
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

// ActionVisibleTo reports whether seat sees which action a was taken in s
// (the state before a): the other team sees only its public form,
// [PublicAction], since plans, modifies, unlocks, cube uses and the
// choices of an execution are made behind the screen (what they make
// public is declared by the events). Map pieces, the choice of who goes
// first, being ready and ending a turn are made in the open.
func ActionVisibleTo(s State, a Action, seat Seat) bool {
	switch a.(type) {
	case PlaceMapPiece, GoFirst, Ready, EndTurn:
		return true
	}
	return a != nil && seat.valid() && a.By().Team() == seat.Team()
}

// PublicAction returns what the other team sees of action a taken in s:
// a itself for an action made in the open, otherwise a [Hidden] naming
// the seat and no more than the table sees ("Villain1 plan ?", "Spy1
// execute ?", "Spy1 act ?"; see Hidden).
func PublicAction(s State, a Action) Action {
	switch a.(type) {
	case PlaceMapPiece, GoFirst, Ready, EndTurn, Hidden, nil:
		return a
	}
	return Hidden{a.By(), publicVerb(a)}
}

// publicVerb is the verb of a secret action's public form (see Hidden).
func publicVerb(a Action) string {
	switch a.(type) {
	case ChooseCharacter:
		return "character"
	case PlaceVillain:
		return "place"
	case PlanTile:
		return "plan"
	case PickTile:
		return "pick"
	case Execute, ChokeNow:
		return "execute"
	}
	return "act"
}
