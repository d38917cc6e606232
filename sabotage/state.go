package sabotage

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/bits"
)

// Seat is one of the four characters' players. In 2- and 3-player games one
// person holds two seats; the rules treat them as distinct (Rulebook,
// "2-player game", "3-player game").
type Seat int8

// The seats.
const (
	Spy1 Seat = iota
	Spy2
	Villain1
	Villain2
	// Observer is no seat: its [State.View] is a spectator's, who sees
	// only what is declared to everyone.
	Observer Seat = -1
)

// Seats lists every seat in order.
var Seats = [4]Seat{Spy1, Spy2, Villain1, Villain2}

// allSeats is the package's own copy of Seats.
var allSeats = [4]Seat{Spy1, Spy2, Villain1, Villain2}

var seatNames = [4]string{"Spy1", "Spy2", "Villain1", "Villain2"}

func (s Seat) String() string {
	if s == Observer {
		return "Observer"
	}
	if s < 0 || s > 3 {
		return fmt.Sprintf("Seat(%d)", int(s))
	}
	return seatNames[s]
}

func (s Seat) valid() bool { return s >= 0 && s <= 3 }

// Team returns the seat's team (NoTeam for a value that is no seat, such
// as Observer).
func (s Seat) Team() Team {
	if !s.valid() {
		return NoTeam
	}
	if s >= Villain1 {
		return Villains
	}
	return Spies
}

// Mate returns the seat's teammate.
func (s Seat) Mate() Seat { return s ^ 1 }

// Team is Spies or Villains.
type Team int8

// The teams. NoTeam is the winner of a game that is not over.
const (
	Spies Team = iota
	Villains
	NoTeam Team = -1
)

func (t Team) String() string {
	switch t {
	case Spies:
		return "Spies"
	case Villains:
		return "Villains"
	}
	return "nobody"
}

// Other returns the opposing team.
func (t Team) Other() Team { return 1 - t }

// Members returns the team's two seats.
func (t Team) Members() [2]Seat {
	if t == Villains {
		return [2]Seat{Villain1, Villain2}
	}
	return [2]Seat{Spy1, Spy2}
}

// Phase is the part of the game the state is in.
type Phase int8

// The phases. Setup phases come first (Rulebook, "Setup"), then rounds of
// Plan Actions and Execute Actions (Roll Dice and Clean Up happen inside
// Apply: they hold no decision).
const (
	PhaseMap        Phase = iota // Variable Map Setup: placing pieces
	PhaseCharacters              // Setup step 3: choosing characters
	PhasePlace                   // Setup step 12: placing the Villains
	PhasePlan                    // Phase II: Plan Actions
	PhaseExecute                 // Phase III: Execute Actions
	PhaseOver
)

var phaseNames = [...]string{"map", "characters", "place", "plan", "execute", "over"}

func (p Phase) String() string {
	if p < 0 || int(p) >= len(phaseNames) {
		return fmt.Sprintf("Phase(%d)", int(p))
	}
	return phaseNames[p]
}

// Planned is an action tile placed on an action space (Rulebook, "Phase II:
// Plan Actions"): the slot of the tile, the dice placed on it (bit i: die
// i) and its planned argument (the direction of a MOVE, the room of a
// PARACHUTE; 0 otherwise).
type Planned struct {
	Slot Slot   `json:"slot"`
	Dice uint8  `json:"dice"`
	Arg  Target `json:"arg"`
	Done bool   `json:"done"` // executed (or skipped) this round
}

// player is one seat's pieces: what is on its player board and where its
// miniature is.
type player struct {
	Char     Character
	Room     Room
	Lying    bool // Spy placed by a planned PARACHUTE
	Dice     [4]int8
	Limit    int8  // dice this seat may place this round
	Used     uint8 // dice placed (bit i: die i)
	Plan     [4]Planned
	N        int8 // planned tiles
	Ready    bool
	Unlocks  int8   // filled action unlock spaces, 0..6
	Hand     uint16 // advanced slots unlocked (bit k: slot k)
	Gone     uint16 // advanced slots removed from the game
	Faces    uint8  // Villain: unlock cubes taken from die faces (bit f-1)
	Swagger  int8   // Spy
	Lost     bool   // Spy lost Swagger this round
	OneDie   bool   // may place only 1 die next Plan Actions phase
	Pending  int8   // Spy: unlock cubes to use now
	Choosing int8   // tier whose tile must be chosen now
	Out      bool   // Spy removed by an attack this round
	Scanned  bool   // Villain scanned this round
	// Spy lying down in a room a FREEZE RAY targeted: not frozen there
	// (Rulebook, "PARACHUTE": "cannot be affected by any Villains'
	// actions") until it moves.
	Thawed bool
}

// team is what a team holds in common.
type team struct {
	Modify  int8
	Slide   int8
	Devices [6]Room  // device token rooms (NoRoom: in supply)
	Built   [6]int16 // round each device was built
	Owner   [6]Seat  // seat that built each device
	Intel   Intel
}

// Intel is what a team knows of the other team from declarations alone:
// the engine updates it from declared events only, so it is part of the
// team's view (the enemy markers of Rulebook, "Setup" step 6).
type Intel struct {
	// Seen is, per enemy seat (in seat order), the room last declared and the
	// round it was declared in (Room NoRoom: never, or removed).
	Seen [2]Sighting `json:"seen"`
	// Devices are the enemy device tokens last declared on the map
	// (NoRoom: not known to be on the map).
	Devices [6]Room `json:"devices"`
	// Generators is the last declared number of cubes per Generator
	// (Spies only; -1 unknown).
	Generators [2]int8 `json:"generators"`
}

// UnknownIntel is an Intel with nothing in it: no room declared, no
// possible room, no device, no generator count.
var UnknownIntel = Intel{
	Seen:       [2]Sighting{{Room: NoRoom}, {Room: NoRoom}},
	Devices:    [6]Room{NoRoom, NoRoom, NoRoom, NoRoom, NoRoom, NoRoom},
	Generators: [2]int8{-1, -1},
}

// Sighting is one enemy's last declared room.
type Sighting struct {
	Room  Room  `json:"room"`
	Round int16 `json:"round"`
	// Possible is the set of rooms the enemy may be in, deduced from every
	// declaration so far (bit r: Room r).
	Possible uint16 `json:"possible"`
}

// state is the whole game; State wraps it so that it stays unexported.
type state struct {
	Intro  bool
	VarMap bool
	Phase  Phase
	Round  int16

	Walls      uint32
	SetupWalls uint32
	Machines   [3]Room
	Doomsday   [3]int8 // cubes left on each Doomsday Machine
	Untraced   [3]int8 // cubes passed by UNTRACEABLE, per machine
	Gens       [2]Room
	GenCubes   [2]int8
	GenSupply  int8 // the Villains' generator cubes off the map

	Roll    [4]int8
	Players [4]player
	Teams   [2]team

	HitModify  int8 // Hit track
	HitSlide   int8
	HackTrack  int8
	SpentCubes int8 // modify cubes used
	SpentSlide int8
	Pile       int8 // the Spies' unlock cube pile
	Discarded  int8 // unlock cubes lost

	// Variable Map Setup: pieces still to place and whose turn it is.
	MapPieces [3]int8 // walls, machines, generators left
	MapTurn   Team

	// Execute Actions: the order of turns and whose turn it is.
	Order  [4]Seat
	Turn   int8 // index into Order
	Chosen bool // the team has chosen who goes first

	// Lingering effects for the rest of the round.
	Smoke   uint16
	Frozen  uint16
	TearGas uint16
	// Hacks this turn (for "this must be your only hack this turn").
	Hacked int8

	// The last public declarations (heard.go).
	Heard  [HeardSize]packedHeard
	HeardN int32

	Winner Team

	// Viewer is 0 in the game's state; in a View it is 1 + the viewing
	// seat, or viewerObserver, so that readers (Draw, Actions) know whose
	// view it is and which pieces are unknowns.
	Viewer int8
}

// State is the whole game at one moment: a value that is never modified
// once built (Apply returns a new one). The zero State is not a game; use
// [New].
//
// A State is comparable: == reports whether two states are the same
// position (or the same view), and a State can key a map, as search code
// does with transpositions.
type State struct{ s state }

// States are comparable (checked at compile time).
var _ = map[State]bool{}

// MarshalJSON writes the state as its position (doc.go, "# Positions").
func (st State) MarshalJSON() ([]byte, error) {
	p, err := st.s.position()
	if err != nil {
		return nil, err
	}
	return json.Marshal(p)
}

// UnmarshalJSON reads a position and rejects one that fails Validate:
// every state that decodes can be played on (or, for a view, read).
// Unknown names are an error, so that a misspelt field is not silently
// dropped.
func (st *State) UnmarshalJSON(data []byte) error {
	var p positionJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		return fmt.Errorf("sabotage: position: %w", err)
	}
	s, err := p.state()
	if err != nil {
		return err
	}
	n := State{s}
	if err := n.Validate(); err != nil {
		return err
	}
	*st = n
	return nil
}

// Phase returns the current phase.
func (st State) Phase() Phase { return st.s.Phase }

// Round returns the round number, 1 for the first round (0 during setup).
func (st State) Round() int { return int(st.s.Round) }

// Intro reports whether this is the Introductory Game.
func (st State) Intro() bool { return st.s.Intro }

// Character returns a seat's character ([UnknownCharacter] in the other
// team's view for a seat that has chosen in secret, Setup step 3).
func (st State) Character(s Seat) Character {
	if !s.valid() {
		return NoCharacter
	}
	return st.s.Players[s].Char
}

// Room returns where a seat's miniature is (NoRoom: off the map;
// [UnknownRoom]: on the map, where is unknown, in another team's view).
func (st State) Room(s Seat) Room {
	if !s.valid() {
		return NoRoom
	}
	return st.s.Players[s].Room
}

// Dice returns a seat's four dice as they show now (after any modify).
func (st State) Dice(s Seat) [4]int {
	var d [4]int
	if s.valid() {
		for i, v := range st.s.Players[s].Dice {
			d[i] = int(v)
		}
	}
	return d
}

// Roll returns the four numbers rolled this round.
func (st State) Roll() [4]int {
	var d [4]int
	for i, v := range st.s.Roll {
		d[i] = int(v)
	}
	return d
}

// Plan returns the tiles a seat has planned, left to right (in another
// team's view, as many as it planned, each [UnknownSlot], the first ones
// marked done as many as it has executed or skipped).
func (st State) Plan(s Seat) []Planned {
	if !s.valid() {
		return nil
	}
	p := st.s.Players[s]
	return append([]Planned(nil), p.Plan[:p.N]...)
}

// Swagger returns a Spy's Swagger (0..5).
func (st State) Swagger(s Seat) int {
	if !s.valid() {
		return 0
	}
	return int(st.s.Players[s].Swagger)
}

// Unlocks returns how many action unlock spaces a seat has filled.
func (st State) Unlocks(s Seat) int {
	if !s.valid() {
		return 0
	}
	return int(st.s.Players[s].Unlocks)
}

// Hand returns the tiles a seat may plan now or holds as passive.
func (st State) Hand(s Seat) []Printed {
	if !s.valid() {
		return nil
	}
	p := st.s.Players[s]
	var out []Printed
	for k := Slot(0); k < Slots; k++ {
		if k < 6 || p.Hand&(1<<uint(k)) != 0 {
			out = append(out, printed(s.Team(), p.Char, k))
		}
	}
	return out
}

// Walls returns the walls on the map (bit e: a wall on Edge e). Walls are
// the same on both maps: destroyed walls are declared.
func (st State) Walls() uint32 { return st.s.Walls }

// Machines returns the rooms of the Doomsday Machines and the doomsday
// cubes left on each (the Spies' map).
func (st State) Machines() ([3]Room, [3]int) {
	var c [3]int
	for i, v := range st.s.Doomsday {
		c[i] = int(v)
	}
	return st.s.Machines, c
}

// Generators returns the rooms of the Generators and the cubes on each
// (-1: unknown in the Spies' view).
func (st State) Generators() ([2]Room, [2]int) {
	var c [2]int
	for i, v := range st.s.GenCubes {
		c[i] = int(v)
	}
	return st.s.Gens, c
}

// Devices returns where a team's device tokens are (NoRoom: in supply, or
// unknown in the other team's view).
func (st State) Devices(t Team) []Room {
	if t != Spies && t != Villains {
		return nil
	}
	return append([]Room(nil), st.s.Teams[t].Devices[:numDevices[t]]...)
}

// Modify returns a team's modify cubes; Slide the Spies' slide cubes.
func (st State) Modify(t Team) int {
	if t != Spies && t != Villains {
		return 0
	}
	return int(st.s.Teams[t].Modify)
}

// Slide returns the Spies' slide cubes.
func (st State) Slide() int { return int(st.s.Teams[Spies].Slide) }

// Hits returns the number of hits the Spies have taken; Hacks the number
// of doomsday cubes passed.
func (st State) Hits() int {
	return st.hitTrackSize() - int(st.s.HitModify)
}

// Hacks returns the number of doomsday cubes passed to the Villains.
func (st State) Hacks() int {
	n := st.hackTrackSize() - int(st.s.HackTrack)
	if st.s.Winner == Spies {
		n++
	}
	return n
}

// Viewer returns the seat whose [State.View] st is ([Observer] for a
// spectator's view), and false for the game's own (omniscient) state.
func (st State) Viewer() (Seat, bool) {
	switch st.s.Viewer {
	case 0:
		return Observer, false
	case viewerObserver:
		return Observer, true
	}
	return Seat(st.s.Viewer - 1), true
}

// sees reports whether st shows team t's hidden pieces: always in the
// game's state, in a view only for the viewer's team.
func (st State) sees(t Team) bool {
	v, isView := st.Viewer()
	return !isView || v.Team() == t
}

// Intel returns what team t knows of the other team from declarations.
// Every view shows both teams' Intel: it is deduced from declarations
// alone, which every seat hears.
func (st State) Intel(t Team) Intel {
	if t != Spies && t != Villains {
		return Intel{}
	}
	return st.s.Teams[t].Intel
}

func (st State) hitTrackSize() int {
	if st.s.Intro {
		return 3
	}
	return 4
}

func (st State) hackTrackSize() int {
	if st.s.Intro {
		return 4
	}
	return 7
}

// Turn returns the seat whose turn it is in Execute Actions, and false in
// other phases or before the team chose.
func (st State) Turn() (Seat, bool) {
	if st.s.Phase != PhaseExecute || !st.s.Chosen {
		return 0, false
	}
	return st.s.Order[st.s.Turn], true
}

// String describes the state in one line: the round, the phase, the
// tracks and who is to move.
func (st State) String() string {
	s := fmt.Sprintf("sabotage round %d, %v; hits %d, hacks %d", st.s.Round, st.s.Phase, st.Hits(), st.Hacks())
	if st.Over() {
		return s + "; " + st.Outcome().Result.String()
	}
	s += "; to move:"
	for _, p := range st.ToMove() {
		s += " " + p.String()
	}
	return s
}

// UnlockPile returns the Spies' unlock cube pile and the unlock cubes lost
// (Rulebook, "Unlock Cubes"); 0, 0 in the Villains' view.
func (st State) UnlockPile() (pile, discarded int) { return int(st.s.Pile), int(st.s.Discarded) }

// Tracks returns the cubes left on the Hit track (modify cubes; the slide
// cubes beside them are as many) and on the Hack track.
func (st State) Tracks() (hit, hack int) { return int(st.s.HitModify), int(st.s.HackTrack) }

// PendingCubes returns the unlock cubes a Spy must use now ([UseCube]).
func (st State) PendingCubes(s Seat) int {
	if !s.valid() {
		return 0
	}
	return int(st.s.Players[s].Pending)
}

// ChoosingTier returns the tier (2 or 3) whose tile a seat must choose
// now ([PickTile]), 0 if none.
func (st State) ChoosingTier(s Seat) int {
	if !s.valid() {
		return 0
	}
	return int(st.s.Players[s].Choosing)
}

// Lying reports whether a Spy lies in the room of the PARACHUTE it
// planned (Rulebook, "PARACHUTE"): public, since a Spy off the map plans
// PARACHUTE first, so every view shows it.
func (st State) Lying(s Seat) bool { return s.valid() && st.s.Players[s].Lying }

// Tiers returns how many advanced tiers a seat has unlocked and taken its
// tile from, 0 to 3 (Rulebook, "Unlocking Advanced Actions"): public
// ("unlocked a tile"), so every view shows it, while which tile of a tier
// of two it took is secret.
func (st State) Tiers(s Seat) int {
	if !s.valid() {
		return 0
	}
	p := st.s.Players[s]
	if p.Hand&(1<<6) == 0 {
		return 0
	}
	return 1 + bits.OnesCount16((p.Hand|p.Gone)&0x780)/2
}

// Ready reports whether a seat has finished planning this round.
func (st State) Ready(s Seat) bool { return s.valid() && st.s.Players[s].Ready }

// HitThisRound reports whether a Spy was removed by an attack this round
// (it executes nothing more this round; Rulebook, "ATTACK").
func (st State) HitThisRound(s Seat) bool { return s.valid() && st.s.Players[s].Out }

// Lingering returns the rooms under lingering effects this round: SMOKE
// BOMB, FREEZE RAY and TEAR GAS.
func (st State) Lingering() (smoke, frozen, tearGas []Room) {
	return roomsOfMask(st.s.Smoke), roomsOfMask(st.s.Frozen), roomsOfMask(st.s.TearGas)
}

// TurnOrder returns the order of turns in Execute Actions, the index of
// the turn being taken and whether the team on turn chose who goes first.
func (st State) TurnOrder() (order [4]Seat, turn int, chosen bool) {
	return st.s.Order, int(st.s.Turn), st.s.Chosen
}

// Queries for bots and user interfaces: the map geometry under the current
// walls and the tiles of a seat, all computed from the state alone.

// Step returns the room next to r in direction d and whether a MOVE there
// is possible (no wall, not off the board).
func (st State) Step(r Room, d Dir) (Room, bool) { return neighbour(st.s.Walls, r, d) }

// Distances returns the number of MOVEs from r to every room (-1:
// unreachable), under the current walls.
func (st State) Distances(r Room) [Rooms]int {
	var out [Rooms]int
	if !r.valid() {
		for i := range out {
			out[i] = -1
		}
		return out
	}
	d := distances(st.s.Walls, r)
	for i, v := range d {
		out[i] = int(v)
	}
	return out
}

// Adjacent returns the rooms adjacent to r (sharing an edge without a
// wall) as a bit set.
func (st State) Adjacent(r Room) uint16 {
	if !r.valid() {
		return 0
	}
	return adjacent(st.s.Walls, r)
}

// OwnAreas returns the row, column and quadrant of room r: the areas a SCAN
// from r may name.
func OwnAreas(r Room) [3]Area { return ownAreas(r) }

// Tile returns the tile in a seat's slot (Tile -1 for a bad slot).
func (st State) Tile(seat Seat, k Slot) Printed {
	if !seat.valid() {
		return Printed{Tile: -1}
	}
	return printed(seat.Team(), st.s.Players[seat].Char, k)
}

// PlannedRoom returns where seat will be after the tiles it has planned,
// and false when a planned tile moves it to a room known only on execution
// (TELEPORT, ZIPLINE, WHIRLPOOL).
func (st State) PlannedRoom(seat Seat) (Room, bool) {
	if !seat.valid() {
		return NoRoom, false
	}
	g := game{s: st.s}
	return g.plannedPos(seat)
}

// NextTile returns the tile the seat executes next in Execute Actions, and
// false when it has none left.
func (st State) NextTile(seat Seat) (Printed, Planned, bool) {
	if !seat.valid() {
		return Printed{}, Planned{}, false
	}
	p := st.s.Players[seat]
	i := p.next()
	if i < 0 {
		return Printed{}, Planned{}, false
	}
	return printed(seat.Team(), p.Char, p.Plan[i].Slot), p.Plan[i], true
}

// PatternRooms returns the rooms an advanced action's pattern targets from
// room r facing d under the current walls (0 for a tile without a pattern).
func (st State) PatternRooms(t Tile, r Room, d Dir) uint16 {
	p, ok := patterns[t]
	if !ok || !r.valid() || d < 0 || d > 3 {
		return 0
	}
	rooms, _ := p.target(st.s.Walls, r, d)
	return rooms
}

// DiceLimit returns how many dice the seat may place this round, and how
// many it has placed.
func (st State) DiceLimit(seat Seat) (limit, used int) {
	if !seat.valid() {
		return 0, 0
	}
	p := st.s.Players[seat]
	return int(p.Limit), bits.OnesCount16(uint16(p.Used))
}
