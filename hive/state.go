package hive

import (
	"errors"
	"fmt"
)

// Seat is a player of the game: the Terran player or the Znon player.
type Seat uint8

// The two seats, and Observer: no seat, whose [State.View] is a
// spectator's (neither player's secrets).
const (
	Terran Seat = iota
	Znon
	Observer
)

// Seats lists the seats in order.
var Seats = [2]Seat{Terran, Znon}

func (s Seat) String() string {
	switch s {
	case Terran:
		return "Terran"
	case Znon:
		return "Znon"
	case Observer:
		return "Observer"
	}
	return fmt.Sprintf("seat(%d)", uint8(s))
}

// Other returns the enemy seat (3.0, Enemy).
func (s Seat) Other() Seat { return 1 - s }

// MarshalText writes the seat's name.
func (s Seat) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// Step is where the game stands in setup (4.0, 5.0) or in the Sequence of
// Play (6.0).
type Step uint8

// The steps of setup and of the Game-Turn.
const (
	StepTerranBuy    Step = iota // 4.0: the Terran player purchases
	StepZnonBuy                  // 4.0: the Znon player purchases
	StepDeploy                   // 5.1, 5.4: Znon deployment, face-down
	StepMission                  // 5.6: rescue or punitive
	StepAssign                   // 5.2: Space Marines to Holding Boxes
	StepOuterHit                 // 5.5: the Znon player names the damaged Darters
	StepDarterDamage             // 5.3, 5.9: casualties of the outer defenses
	StepMindControl              // 6.0 A.1
	StepActivation               // 6.0 A.2
	StepTerranMove               // 6.0 B.1
	StepTerranMelee              // 6.0 B.2
	StepZnonMove                 // 6.0 C.1
	StepZnonMelee                // 6.0 C.2
	StepEvacuation               // 6.0 D.1
	StepOuterDefense             // 6.0 D.2 (D.3 and E follow at once)
	StepOver                     // the game has ended
	numSteps
)

var stepNames = [numSteps]string{"Terran purchases", "Znon purchases", "Znon deployment", "mission choice",
	"Darter assignment", "Outer Defense", "Darter Damage", "Mind Control Segment", "Queen Activation Segment",
	"Terran Movement and Ranged Combat Segment", "Terran Melee Combat Segment",
	"Znon Movement and Ranged Combat Segment", "Znon Melee Combat Segment", "Evacuation Segment",
	"Outer Defense Segment", "game over"}

func (s Step) String() string {
	if s < numSteps {
		return stepNames[s]
	}
	return fmt.Sprintf("step(%d)", uint8(s))
}

// phase groups the steps into the Phases of 6.0 (A to D).
func (s Step) phase() uint8 {
	switch {
	case s <= StepActivation:
		return 1
	case s <= StepTerranMelee:
		return 2
	case s <= StepZnonMelee:
		return 3
	}
	return 4
}

// Mission is the Terran player's secret choice (5.6).
type Mission uint8

// The missions; NoMission before the choice (and in the Znon player's view).
const (
	NoMission Mission = iota
	Rescue
	Punitive
)

func (m Mission) String() string {
	switch m {
	case Rescue:
		return "rescue"
	case Punitive:
		return "punitive"
	}
	return "unknown"
}

type status uint8

const (
	stUnused    status = iota // not built (4.2, 5.7)
	stBought                  // bought, not yet placed
	stInPlay                  // in the Hive or in a Holding Box
	stDead                    // eliminated
	stEvacuated               // left in a departed Darter (22.3)
	stExecuted                // an executed hostage (19.0)
	stRemoved                 // a boobytrap removed by an Engineer or a fake turned up
	numStatus
)

// Unit flags.
const (
	uFaceUp      uint16 = 1 << iota // turned permanently face-up (11.3, 11.6)
	uInc                            // Incapacitated (13.0)
	uActive                         // an Active Queen or Master-Queen (8.0)
	uZnon                           // a Terran under Znon control (7.0, 17.4)
	uContinuous                     // a prisoner under Znon control since the start (17.4)
	uMoved                          // finished its movement this Segment (9.0)
	uFired                          // fired this Game-Turn (12.7)
	uMelee                          // initiated a melee combat this Segment (16.3)
	uTried                          // attempted Mind Control this Game-Turn (7.1)
	uRefused                        // refused melee (16.5): no melee in the next Znon Melee Segment
	uReduced                        // Command Range reduced by Mind Control (7.3)
	uNew                            // Activated this Game-Turn (8.6)
	uLost                           // relinquished or lost Mind Control this Segment (7.5)
	uHiddenDeath                    // eliminated while face-down (11.7)
	uFree                           // the free Engineer of a Darter (4.3)
	uIncNow                         // Incapacitated during this Segment (13.1 counts from then)
)

// NoUnit is the unit number meaning "none".
const NoUnit = 255

// noBox means "not on the map".
const noBox = 255

// A unit is 6 bytes (73 of them are most of the State, which is copied
// several times per action): its Kind and status share a byte (ks: the
// Kind in the low 4 bits, the status above), read with Kind and Stat.
type unit struct {
	ks    uint8
	Box   uint8
	Flags uint16
	Link  uint8 // Mind Control partner (7.4) or the Darter of a free Engineer
	MP    uint8 // Movement Points spent this Segment
}

// pack is the byte of kind k and status st (unit.ks).
func pack(k Kind, st status) uint8 { return uint8(k)&15 | uint8(st)<<4 }

// Kind is the unit's kind (Unknown in a view that hides it).
func (u *unit) Kind() Kind { return Kind(u.ks & 15) }

// Stat is the unit's status.
func (u *unit) Stat() status { return status(u.ks >> 4) }

// setKind changes the unit's kind.
func (u *unit) setKind(k Kind) { u.ks = pack(k, u.Stat()) }

// setStatus changes the unit's status, for a unit outside a State's
// Units (core.setStat keeps InPlay).
func (u *unit) setStatus(st status) { u.ks = pack(u.Kind(), st) }

// The kinds and statuses fit their halves of unit.ks.
const (
	_ = uint(15 - numKinds)
	_ = uint(15 - numStatus)
)

// Darter flags.
const (
	dBuilt     uint16 = 1 << iota
	dDestroyed        // destroyed (5.9 D, 14.0)
	dPlaced           // its Breach marker is on the map (10.6)
	dOpen             // the breach is open
	dDeparted         // left for deep space (20.0)
	dHit              // named as damaged by the outer defenses (5.5)
	dAirlock          // all its Engineers were killed (10.3)
	dLeaving          // departing in this Hive Escape Phase (20.3)
	dDamaged          // rolled on the Darter Damage Table during setup (5.5)
)

type darter struct {
	Flags  uint16 `json:"f"`
	Breach uint8  `json:"b"`
}

type pendKind uint8

const (
	pendNone     pendKind = iota
	pendCasualty          // the owner picks an individual for a result (5.3, 16.6)
	pendConsent           // 16.5: the Znon player consents to a melee attack on a Queen
	pendAbort             // 19.3: the Terran player may abort
	pendSpawn             // 18.9: a Worker may be placed in Cold Storage
	pendCombine           // 17.2: 1 Lancers may combine
)

var pendNames = [...]string{"none", "casualty", "consent", "abort", "spawn", "combine"}

func (k pendKind) String() string {
	if int(k) < len(pendNames) {
		return pendNames[k]
	}
	return fmt.Sprintf("pending(%d)", uint8(k))
}

type pending struct {
	Kind   pendKind `json:"k,omitempty"`
	Seat   Seat     `json:"s,omitempty"`
	Elim   bool     `json:"e,omitempty"` // casualty: eliminated (else Incapacitated)
	Count  uint8    `json:"n,omitempty"`
	Box    uint8    `json:"b,omitempty"` // casualty among the occupants of a box
	Attack bool     `json:"a,omitempty"` // casualty among the attackers of the melee
}

// attack is a melee attack being formed (16.0).
type attack struct {
	On     bool      `json:"on,omitempty"`
	Target uint8     `json:"t"`
	N      uint8     `json:"n"`
	By     [10]uint8 `json:"by"`
	Trap   bool      `json:"trap,omitempty"` // a boobytrap attack (15.3)
}

// due is the boobytrap attacks still owed this Znon Melee Combat Segment:
// Marines, as a bit set of unit numbers, that boobytrap Trap must attack.
type due struct {
	Trap    uint8  `json:"t"`
	Marines uint64 `json:"m"`
}

// The fields are ordered so that the struct has no padding: the State is
// copied several times per action.
type core struct {
	Turn    uint8           `json:"turn"`
	Step    Step            `json:"step"`
	RP      [2]uint8        `json:"rp"`
	Bought  [numItems]uint8 `json:"bought"`
	Mission Mission         `json:"mission"`
	Units   [numUnits]unit  `json:"units"`
	Dart    [6]darter       `json:"darters"`
	Hidden  bool            `json:"hidden,omitempty"` // a View: unknowns are hidden
	Viewer  Seat            `json:"viewer,omitempty"` // whose View (when Hidden)
	Shown   bool            `json:"shown,omitempty"`  // Holding Boxes revealed (5.5)
	// Only in a View, where the items are hidden (0 in a full State): the
	// purchases of a seat the viewer saw made, each as "buy unknown" (4.0),
	// and the men the viewer saw assigned, each as "assign ?" (5.2).
	Purchases    [2]uint8          `json:"purchases,omitempty"`
	Assigned     uint8             `json:"assigned,omitempty"`
	Mover        uint8             `json:"mover"` // the unit moving now (9.0) or NoUnit
	Allow        uint8             `json:"allow"` // its Movement Points for this Segment
	Pend         pending           `json:"pend"`
	Atk          attack            `json:"atk"`
	Hits         uint8             `json:"hits"`    // damaged Darters still to be named (5.5)
	ExtraAct     bool              `json:"extra"`   // the one additional activation was used (6.0 A.2)
	PodNext      uint8             `json:"podnext"` // next laser pod to assign (20.0)
	Gravity      bool              `json:"gravity,omitempty"`
	LifeOff      bool              `json:"lifeoff,omitempty"`
	Due          [trapCounters]due `json:"due"`
	MQPhase      uint16            `json:"mqphase"`          // turn*8+phase in which the Master-Queen was Activated (8.6)
	PodAim       [8]int8           `json:"podaim"`           // Darter each pod fires at, -1 none
	FrozenTurn   uint8             `json:"frozen,omitempty"` // 18.6: the Znon phase of this turn is frozen
	Speed        uint8             `json:"speed"`            // turns the hyperdrive was speeded (4.8)
	ExecOK       bool              `json:"execok,omitempty"` // the roll to execute was made (19.0)
	ExecRolls    uint8             `json:"execrolls,omitempty"`
	Notice       uint8             `json:"notice"` // hostage announced for execution (19.3), or NoUnit
	NoticeTurn   uint8             `json:"noticeturn,omitempty"`
	Blown        [4]uint64         `json:"blown"` // destroyed pods, engine rooms, detonated Armories (14.0, 18.5)
	Holes        [8]uint64         `json:"holes"` // holed walls (14.0)
	LastExec     uint8             `json:"lastexec,omitempty"`
	StartMen     uint8             `json:"startmen"`
	MenLost      uint8             `json:"menlost"`
	QueensKilled uint8             `json:"queenskilled"`
	HostageShot  uint8             `json:"hostageshot"`
	Aborted      bool              `json:"aborted,omitempty"`
	Hyper        bool              `json:"hyper,omitempty"`
	MaxTurns     uint8             `json:"maxturns"`
	End          string            `json:"end,omitempty"`
	// Special is derived from Units (reindex): a bit set, by counter number
	// after the first Znon counter, of the Queens, the Master-Queen and the
	// hostages, for the rules that look only at them (settle, Command
	// Ranges). It follows the counters' kinds: set at New, after the
	// shuffle and a Cold Storage placement, in views and when a position
	// is read; Validate checks it.
	Special uint64 `json:"-"`
	// InPlay is derived from Units too: a bit set, by counter number, of
	// the units in play (status stInPlay), for the passes over the units
	// (most counters are unused, dead or removed: a pass visits only the
	// others). Every change of a status goes through setStat (or
	// syncInPlay, reindex); Validate checks it.
	InPlay [2]uint64 `json:"-"`
}

// reindex recomputes Special from the units' kinds.
func (c *core) reindex() {
	var m uint64
	for q := firstZnon; q < numUnits; q++ {
		if specialKind[c.Units[q].Kind()] {
			m |= 1 << (q - firstZnon)
		}
	}
	c.Special = m
	c.InPlay = [2]uint64{}
	for i := range c.Units {
		c.syncInPlay(i)
	}
}

// terranCounters is the mask of the Terran counters in InPlay[0].
const terranCounters = 1<<firstZnon - 1

// znonInPlay is InPlay without the Terran counters.
func (c *core) znonInPlay() [2]uint64 {
	return [2]uint64{c.InPlay[0] &^ terranCounters, c.InPlay[1]}
}

// znonBits is InPlay's bits of the Znon counters, by number after the
// first Znon counter (as Special).
func (c *core) znonBits() uint64 {
	return c.InPlay[0]>>firstZnon | c.InPlay[1]<<(64-firstZnon)
}

// InPlay's two words hold every counter, the Terran ones in the first.
const _ = uint(64 - firstZnon)
const _ = uint(128 - numUnits)

// setStat sets the status of unit i, keeping InPlay.
func (c *core) setStat(i int, st status) {
	c.Units[i].setStatus(st)
	c.syncInPlay(i)
}

// syncInPlay sets unit i's bit of InPlay from its status.
func (c *core) syncInPlay(i int) {
	bit := uint64(1) << (i % 64)
	if c.Units[i].Stat() == stInPlay {
		c.InPlay[i/64] |= bit
	} else {
		c.InPlay[i/64] &^= bit
	}
}

// specialKind marks the kinds of core.Special (a table indexed by a byte:
// one load, no bounds check).
var specialKind = [256]bool{Queen: true, MasterQueen: true, Ambassador: true, Daughter: true}

// State is one moment of a game of Rescue from the Hive: an immutable value.
// [Apply] returns a new State and never changes the one given; accessors
// return copies.
//
// Units are numbered by counter: 0-9 the Engineer/Scout counters, 10-33 the
// Lancers (room for every man of the teams once split, 17.1), 34-72 the Znon
// counters, shuffled once the Znon purchases end so that a unit's number
// never tells what a face-down counter is (11.1).
//
// States are comparable with == (as net/netip's Addr): search code may key
// maps by State. Two States are equal when they are the same position on
// the same map.
type State struct {
	c     core
	board *Board
}

// State is comparable: search code keys maps by it.
var _ = map[State]bool{}

// Board returns the map of the game.
func (s State) Board() *Board { return s.b() }

func (s *State) b() *Board {
	if s.board == nil {
		return standardBoard
	}
	return s.board
}

// Turn returns the Game-Turn (1 on the first turn; 0 during setup).
func (s State) Turn() int { return int(s.c.Turn) }

// Step returns the step of setup or of the Sequence of Play.
func (s State) Step() Step { return s.c.Step }

// Mission returns the Terran player's mission (NoMission when hidden).
func (s State) Mission() Mission { return s.c.Mission }

// ResourcePoints returns the Resource Points a seat has left to spend (4.4).
func (s State) ResourcePoints(seat Seat) int { return int(s.c.RP[seat&1]) }

// UnitInfo describes one unit as a seat may see it.
type UnitInfo struct {
	ID            int
	Kind          Kind // Unknown when face-down in a View
	Box           string
	InPlay        bool
	Dead          bool
	Evacuated     bool
	Incapacitated bool
	Active        bool // Queens: Activated (8.0)
	Controller    Seat
	FaceUp        bool
	MindControl   int // the partner unit of a Mind Control, or -1
}

// Unit returns what is known of unit id.
func (s State) Unit(id int) (UnitInfo, bool) {
	if id < 0 || id >= numUnits {
		return UnitInfo{}, false
	}
	u := s.c.Units[id]
	info := UnitInfo{ID: id, Kind: u.Kind(), Box: s.b().Name(int(u.Box)), InPlay: u.Stat() == stInPlay,
		Dead: u.Stat() == stDead || u.Stat() == stExecuted, Evacuated: u.Stat() == stEvacuated,
		Incapacitated: u.Flags&uInc != 0, Active: u.Flags&uActive != 0, Controller: s.ctl(id),
		FaceUp: s.faceUp(id), MindControl: -1}
	if u.Link != NoUnit && u.Stat() == stInPlay && (u.Kind().QueenLike() || s.mcd(id)) {
		info.MindControl = int(u.Link)
	}
	if u.Stat() != stInPlay {
		info.Box = "-"
	}
	return info, true
}

// Units returns every unit in play, by number.
func (s State) Units() []UnitInfo {
	var out []UnitInfo
	for i := range s.c.Units {
		if s.c.Units[i].Stat() == stInPlay {
			u, _ := s.Unit(i)
			out = append(out, u)
		}
	}
	return out
}

// DarterInfo describes a Darter (4.3) and its Breach (10.0).
type DarterInfo struct {
	Name                               string
	Built, Destroyed, Departed, Placed bool
	Open                               bool
	Breach                             string
}

// Tally returns the tallies of victory so far (22.0), as far as this State
// knows them: the men of the Terran starting force (0 in the Znon
// player's view before the Holding Boxes are shown, 5.5), the Space
// Marines lost, and the Queens and Master-Queen killed (in the Terran
// player's view, those he saw die: 11.7).
func (s State) Tally() (start, lost, queens int) {
	return int(s.c.StartMen), int(s.c.MenLost), int(s.c.QueensKilled)
}

// Darter returns Darter d.
func (s State) Darter(d int) DarterInfo {
	if d < 0 || d >= len(s.b().darters) {
		return DarterInfo{}
	}
	x := s.c.Dart[d]
	info := DarterInfo{Name: s.b().darters[d], Built: x.Flags&dBuilt != 0, Destroyed: x.Flags&dDestroyed != 0,
		Departed: x.Flags&dDeparted != 0, Placed: x.Flags&dPlaced != 0, Open: x.Flags&dOpen != 0}
	if info.Placed {
		info.Breach = s.b().Name(int(x.Breach))
	}
	return info
}

// HyperdriveTurn returns the Game-Turn in whose Hyperdrive Segment the Hive
// enters hyperdrive (21.0), or 0 if it never will (both engine rooms
// destroyed). In the Terran player's View it returns -1: unknown (4.8).
func (s State) HyperdriveTurn() int {
	if s.c.Hidden && s.c.Speed == 255 {
		return -1
	}
	down := s.enginesDown()
	if down >= 2 || (len(s.b().engines) > 0 && down >= len(s.b().engines)) {
		return 0
	}
	return 12 - int(s.c.Speed) + 2*down
}

func (s *State) enginesDown() int {
	n := 0
	for _, e := range s.b().engines {
		if s.blown(e) {
			n++
		}
	}
	return n
}

func (s *State) blown(box uint8) bool { return s.c.Blown[box/64]&(1<<(box%64)) != 0 }

func (c *core) setBlown(box uint8) { c.Blown[box/64] |= 1 << (box % 64) }

// stopMover ends the movement of the unit moving now (9.0): no unit
// moves, and no Movement Allowance is kept. A stale allowance would tell
// the Terran player what the face-down unit that last moved was (4 a
// Soldier, 3 a Worker, 2 a hostage: 11.1; issue 20.10).
func (c *core) stopMover() {
	c.Mover = NoUnit
	c.Allow = 0
}

func (s *State) holed(w int) bool { return w >= 0 && s.c.Holes[w/64]&(1<<(uint(w)%64)) != 0 }

// errInvalid is wrapped by the errors of Validate.
var errInvalid = errors.New("hive: invalid state")

// MarshalText writes the mission's name.
func (m Mission) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalText reads a mission's name.
func (m *Mission) UnmarshalText(b []byte) error {
	switch string(b) {
	case "rescue":
		*m = Rescue
	case "punitive":
		*m = Punitive
	case "unknown":
		*m = NoMission
	default:
		return fmt.Errorf("hive: no mission %q", b)
	}
	return nil
}

// String is a one-line summary: the Game-Turn, the step and who is to move
// (or the result).
func (s State) String() string {
	if s.Over() {
		return fmt.Sprintf("hive: Game-Turn %d, game over: %s", s.c.Turn, s.Outcome().Result)
	}
	return fmt.Sprintf("hive: Game-Turn %d, %s, %s to move", s.c.Turn, s.c.Step, s.seatNow())
}

// MovementPointsSpent returns the Movement Points unit id has spent this
// Segment (9.0), 0 for no such unit.
func (s State) MovementPointsSpent(id int) int {
	if id < 0 || id >= numUnits {
		return 0
	}
	return int(s.c.Units[id].MP)
}

// MovingUnit returns the unit moving now (9.0), or -1.
func (s State) MovingUnit() int {
	if s.c.Mover == NoUnit {
		return -1
	}
	return int(s.c.Mover)
}

// CommandRange returns the Command Range of a Queen or the Master-Queen in
// play (8.2-8.4, 7.3, 18.4), or -1 when unit id has none (in the Terran
// player's view, also for a face-down Queen: he does not know she is one).
func (s State) CommandRange(id int) int {
	if id < firstZnon || id >= numUnits || s.c.Units[id].Stat() != stInPlay || !s.c.Units[id].Kind().QueenLike() {
		return -1
	}
	return s.queenRange(id)
}

// InCommand reports whether box lies within the Command Range of a Queen
// or the Master-Queen (8.0): Soldiers and Workers elsewhere are
// Out-of-Command (2.2).
func (s State) InCommand(box int) bool {
	return box >= 0 && box < s.b().Boxes() && s.inCommand(uint8(box))
}
