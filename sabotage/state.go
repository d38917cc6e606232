package sabotage

import (
	"encoding/json"
	"fmt"
)

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
	Char     Character  `json:"char"`
	Room     Room       `json:"room"`
	Lying    bool       `json:"lying,omitempty"` // Spy placed by a planned PARACHUTE
	Dice     [4]int8    `json:"dice"`
	Limit    int8       `json:"limit"` // dice this seat may place this round
	Used     uint8      `json:"used"`  // dice placed (bit i: die i)
	Plan     [4]Planned `json:"plan"`
	N        int8       `json:"n"` // planned tiles
	Ready    bool       `json:"ready,omitempty"`
	Unlocks  int8       `json:"unlocks"`            // filled action unlock spaces, 0..6
	Hand     uint16     `json:"hand"`               // advanced slots unlocked (bit k: slot k)
	Gone     uint16     `json:"gone"`               // advanced slots removed from the game
	Faces    uint8      `json:"faces"`              // Villain: unlock cubes taken from die faces (bit f-1)
	Swagger  int8       `json:"swagger"`            // Spy
	Lost     bool       `json:"lost,omitempty"`     // Spy lost Swagger this round
	OneDie   bool       `json:"one_die,omitempty"`  // may place only 1 die next Plan Actions phase
	Pending  int8       `json:"pending,omitempty"`  // Spy: unlock cubes to use now
	Choosing int8       `json:"choosing,omitempty"` // tier whose tile must be chosen now
	Out      bool       `json:"out,omitempty"`      // Spy removed by an attack this round
	Scanned  bool       `json:"scanned,omitempty"`  // Villain scanned this round
	// Spy lying down in a room a FREEZE RAY targeted: not frozen there
	// (Rulebook, "PARACHUTE": "cannot be affected by any Villains'
	// actions") until it moves.
	Thawed bool `json:"thawed,omitempty"`
}

// team is what a team holds in common.
type team struct {
	Modify  int8     `json:"modify"`
	Slide   int8     `json:"slide"`
	Devices [6]Room  `json:"devices"` // device token rooms (NoRoom: in supply)
	Built   [6]int16 `json:"built"`   // round each device was built
	Owner   [6]Seat  `json:"owner"`   // seat that built each device
	Intel   Intel    `json:"intel"`
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

// UnknownIntel is what a View shows of the other team's Intel: no room
// declared, no possible room (Possible 0 means "unknown" here, and "off the
// map" in a team's own Intel after a hit), no device, no generator count.
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
	Intro  bool  `json:"intro,omitempty"`
	VarMap bool  `json:"varmap,omitempty"`
	Phase  Phase `json:"phase"`
	Round  int16 `json:"round"`

	Walls      uint32  `json:"walls"`
	SetupWalls uint32  `json:"setup_walls"`
	Machines   [3]Room `json:"machines"`
	Doomsday   [3]int8 `json:"doomsday"` // cubes left on each Doomsday Machine
	Untraced   [3]int8 `json:"untraced"` // cubes passed by UNTRACEABLE, per machine
	Gens       [2]Room `json:"generators"`
	GenCubes   [2]int8 `json:"generator_cubes"`
	GenSupply  int8    `json:"generator_supply"` // the Villains' generator cubes off the map

	Roll    [4]int8   `json:"roll"`
	Players [4]player `json:"players"`
	Teams   [2]team   `json:"teams"`

	HitModify  int8 `json:"hit_modify"` // Hit track
	HitSlide   int8 `json:"hit_slide"`
	HackTrack  int8 `json:"hack_track"`
	SpentCubes int8 `json:"spent_modify"` // modify cubes used
	SpentSlide int8 `json:"spent_slide"`
	Pile       int8 `json:"pile"`      // the Spies' unlock cube pile
	Discarded  int8 `json:"discarded"` // unlock cubes lost

	// Variable Map Setup: pieces still to place and whose turn it is.
	MapPieces [3]int8 `json:"map_pieces,omitempty"` // walls, machines, generators left
	MapTurn   Team    `json:"map_turn,omitempty"`

	// Execute Actions: the order of turns and whose turn it is.
	Order  [4]Seat `json:"order"`
	Turn   int8    `json:"turn"`   // index into Order
	Chosen bool    `json:"chosen"` // the team has chosen who goes first

	// Lingering effects for the rest of the round.
	Smoke   uint16 `json:"smoke,omitempty"`
	Frozen  uint16 `json:"frozen,omitempty"`
	TearGas uint16 `json:"tear_gas,omitempty"`
	// Hacks this turn (for "this must be your only hack this turn").
	Hacked int8 `json:"hacked,omitempty"`

	// The last public declarations (heard.go).
	Heard  [HeardSize]packedHeard `json:"heard"`
	HeardN int32                  `json:"heard_n"`

	Winner Team `json:"winner"`

	// Viewer is 0 in the game's state; in a View it is 1 + the viewing
	// seat, or viewerObserver, so that readers (Draw, Actions) know whose
	// view it is and which pieces are unknowns.
	Viewer int8 `json:"viewer,omitempty"`
}

// State is the whole game at one moment: a value that is never modified
// once built (Apply returns a new one). The zero State is not a game; use
// [New].
type State struct{ s state }

// MarshalJSON encodes the state (as encoding/json encodes the state
// struct; statejson.go writes it by hand).
func (st State) MarshalJSON() ([]byte, error) {
	if b, ok := appendState(make([]byte, 0, 3072), &st.s); ok {
		return b, nil
	}
	return json.Marshal(st.s)
}

// UnmarshalJSON decodes a state and rejects one that fails Validate.
func (st *State) UnmarshalJSON(data []byte) error {
	s, ok := readState(data)
	if !ok {
		// Not in the form MarshalJSON writes: encoding/json decides.
		s = state{}
		if err := json.Unmarshal(data, &s); err != nil {
			return err
		}
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

// Character returns a seat's character.
func (st State) Character(s Seat) Character {
	if !s.valid() {
		return NoCharacter
	}
	return st.s.Players[s].Char
}

// Room returns where a seat's miniature is (NoRoom: off the map, or unknown
// in another team's view).
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

// Plan returns the tiles a seat has planned, left to right.
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

// Intel returns what team t knows of the other team from declarations. In
// a View of the other team it is [UnknownIntel]: a team's deductions are
// its own.
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
