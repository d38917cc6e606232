package spyordie

import (
	"fmt"
	"slices"

	"github.com/incursion/incursion/geom"
)

// Seat is a player: the Base Defender or one of up to three Intruders.
// Intruder seats are numbered by player, not by turn order; the Intruders
// agree the order of play during Set-Up ([Order]).
type Seat uint8

// The seats.
const (
	Defender Seat = iota
	Intruder1
	Intruder2
	Intruder3
	// Observer is no player: a spectator. View(Observer), like the view of
	// any value that is not a seat of the game, shows what every player
	// sees and nothing that any one of them alone may know.
	Observer Seat = 255
)

// String returns "Defender", "Intruder1", ...
func (s Seat) String() string {
	switch s {
	case Defender:
		return "Defender"
	case Intruder1, Intruder2, Intruder3:
		return fmt.Sprintf("Intruder%d", s)
	case Observer:
		return "Observer"
	}
	return fmt.Sprintf("Seat(%d)", uint8(s))
}

// seatNames lists the seats' names, in seat order.
var seatNames = []string{"Defender", "Intruder1", "Intruder2", "Intruder3"}

// Locations of markers that are not on a square.
const (
	locNone    = -1 // in the supply (Defender's pile or box), or lost
	locCarried = -2 // -2-k: carried by Intruder k
)

func carriedBy(k int) int16 { return int16(locCarried - k) }

// intruder is one Intruder's profile and figure. Fields are exported for
// encoding/json only; the type is unexported.
type intruder struct {
	Agent    AgentID `json:"agent"`
	Talent   Talent  `json:"talent"`
	Status   Status  `json:"status"`
	Sq       int16   `json:"sq"`
	Hidden   bool    `json:"hidden"`
	Disguise Fig     `json:"disguise"` // the Minion figure worn, or NoFig
	Stun     bool    `json:"stun"`
	Wound    bool    `json:"wound"`
	Items    [3]int8 `json:"items"` // Item marker ids, left-most first (the weapon in use); -1 empty
	Intel    [3]int8 `json:"intel"` // Intelligence marker ids; -1 empty
	Acts     uint8   `json:"acts"`  // actions taken this turn
	Allowed  uint8   `json:"allowed"`
	Done     bool    `json:"done"` // the turn has ended early
	Passage  bool    `json:"passage"`
	StartKZ  bool    `json:"start_kz"` // started the turn in an enemy Kill Zone
}

// Minion figure states.
const (
	offBoard = iota
	standing
	prone
	worn // worn by a disguised Imposter
)

type minion struct {
	State uint8 `json:"state"`
	Sq    int16 `json:"sq"`
	Acts  uint8 `json:"acts"`
	// Hit: placed prone by an Intruder's attack (a Guard who then dies or
	// flees on his recovery roll leaves a Submachine Gun marker).
	Hit bool `json:"hit,omitempty"`
}

type trap struct {
	Sq    int16 `json:"sq"`
	Armed bool  `json:"armed"`
}

type intelMarker struct {
	Loc int16 `json:"loc"`
	Up  bool  `json:"up"`
}

// phases of the game.
const (
	phBoss uint8 = iota
	phStarter
	phSentry
	phCamera
	phPassage
	phAgent
	phTalent
	phItem
	phStart
	phOrder
	phIntruder
	phSpawn
	phMinions
	phOver
)

// State is the whole game at one moment. It is a value: Apply returns a new
// State and never changes the one it was given.
//
// States are comparable with == (two states are equal when the games are
// in the same position: same board, figures, markers, tracks and pending
// decisions), so search code can key maps by them; the package asserts it
// at compile time.
type State struct {
	bid uint8 // the Base, by id in the board registry (see map.go)

	intel  [9]Intel // faces of the Intelligence markers
	n      uint8    // number of Intruders
	phase  uint8
	sub    uint8 // Set-Up: the Intruder or marker being placed; play: index into order
	group  Kind  // Minion type acting in Phase 2
	round  uint16
	timer  int8
	alert  Alert
	alarms uint8 // Alarm markers on the Alert Monitor
	power  bool  // true while the Power square is sabotaged
	locked uint16
	order  [3]int8

	intr     [3]intruder
	mins     [nMinions]minion
	bodies   [15]int16 // Body markers on squares; -1 unused
	cams     [6]int16
	traps    [8]trap
	passages [3]int16 // Secret Passage squares: the Sanctum's, the Defender's, the Detective's
	intels   [9]intelMarker
	items    [nItems]int16 // Item marker locations
	doom     [6]uint8      // Doomsday pile, top first: parts 0..5 (component = part/2)
	doomN    uint8         // parts revealed

	mv      move
	kz      uint32 // enemies whose Kill Zone held the actor at its last empty square
	actor   Fig    // the Minion acting in Phase 2, or NoFig
	mob     uint8  // Mob Spawn placements owed
	chk     bool   // check whether the actor entered a Kill Zone
	entered bool   // the Entrance has been breached once
	pend    [6]frame
	np      uint8
	result  Verdict
	view    uint8 // 0: the whole state; 1+seat: what View(seat) shows
	opts    uint8 // the Config options taken (opt...)
}

// Options of Config kept in the State (RULES.md, "Readings").
const (
	optExpectingYouAtRed uint8 = 1 << iota // Config.ExpectingYouAtRed
	optAll                                 // one past the known options
)

// optionNames are the words of the options in a position's "options".
var optionNames = []string{"expecting-you-at-red"}

// States are comparable: a map keyed by State compiles only if they are.
var _ = map[State]bool{}

type move struct {
	Who  Fig  `json:"who"`
	Left int8 `json:"left"`
	On   bool `json:"on"`
	Free bool `json:"free"` // a free 1-square move (Locksmith, Sniper, reaction): not a move action
}

// Pending decision kinds.
const (
	fChance    uint8 = iota + 1 // take a chance or take time: Op, A
	fTake                       // take the searched Intelligence A?
	fReact                      // reaction succeeded: shoot, fight, step, surrender or pass
	fReactFail                  // reaction failed: surrender or pass
	fFightBack                  // Who may fight back A
	fSMG                        // Who shot A with an SMG: re-roll, second shot or pass; Dice
	fSacrifice                  // Who was K.O'd (A=3) or fatally injured (A=6): sacrifice or be captured
	fImprison                   // Defender: Detention and Storage squares for Who; A minutes
	fFreeStep                   // Who may move 1 square for free
	fFreeHide                   // Assassin: free hide
	fConceal                    // conceal the body of Minion A at square B
	fDisguise                   // Imposter: disguise as Minion A
	fPlace                      // Defender places A more Minions: B=0 Mob Spawn, 1 Surprise
	fTea                        // Defender places Scientist Who on a Cafeteria Spawn square
)

// Operations that may take time.
const (
	opBreach uint8 = iota + 1
	opSearch
	opExplore
	opSabotage
	opRest
	opHeal
	opSneak
)

// frame is a pending decision.
type frame struct {
	Kind uint8    `json:"kind"`
	Who  Fig      `json:"who"`
	Op   uint8    `json:"op,omitempty"`
	A    int16    `json:"a,omitempty"`
	B    int16    `json:"b,omitempty"`
	Dice [3]uint8 `json:"dice,omitempty"`
}

// ---- small accessors ----

func (s *State) inPlay(k int) bool {
	st := s.intr[k].Status
	return st == Waiting || st == InBase
}

// figSq returns the square of figure f, or -1 when it is not on the board.
func (s *State) figSq(f Fig) int16 {
	if f.Intruder() {
		if int(f) < int(s.n) && s.inPlay(int(f)) {
			return s.intr[f].Sq
		}
		return -1
	}
	m := &s.mins[f-B]
	if m.State == standing || m.State == prone {
		return m.Sq
	}
	return -1
}

// figAt returns the figure on square q, or NoFig.
func (s *State) figAt(q int16) Fig {
	for k := 0; k < int(s.n); k++ {
		if s.inPlay(k) && s.intr[k].Sq == q {
			return Fig(k)
		}
	}
	for i := range s.mins {
		m := &s.mins[i]
		if (m.State == standing || m.State == prone) && m.Sq == q {
			return B + Fig(i)
		}
	}
	return NoFig
}

func (s *State) standing(f Fig) bool {
	if f.Intruder() {
		return s.figSq(f) >= 0
	}
	return s.mins[f-B].State == standing
}

// hiddenIntruder reports whether f is a hidden (or disguised) Intruder.
func (s *State) hiddenIntruder(f Fig) bool { return f.Intruder() && s.intr[f].Hidden }

func (s *State) doorLocked(d int8) bool { return d >= 0 && s.locked&(1<<uint(d)) != 0 }

func (s *State) pt(q int16) geom.Point {
	if q < 0 {
		return geom.Pt(-1, -1)
	}
	return s.bd().pt(q)
}

func (s *State) hasItem(k int, it Item) bool {
	for _, m := range s.intr[k].Items {
		if m >= 0 && itemMarkers[m] == it {
			return true
		}
	}
	return false
}

// nItems and nIntel count the markers on Intruder k's profile.
func (s *State) nItems(k int) int { return filled(s.intr[k].Items) }
func (s *State) nIntel(k int) int { return filled(s.intr[k].Intel) }

// filled counts the used spaces of a row of a profile (-1 is empty).
func filled(row [3]int8) int {
	c := 0
	for _, m := range row {
		if m >= 0 {
			c++
		}
	}
	return c
}

// weapon returns the weapon an Intruder uses (the left-most Item), or NoItem.
//
// Rulebook, "Acquiring weapons": "An Intruder can only use one weapon at a
// time. If carrying more than one weapon, he must place the weapon he
// intends to use on the left-most Item space": a lone weapon is in use
// wherever it lies; of several, the left-most one ([Primary] moves one to
// the left-most space).
func (s *State) weapon(k int) Item {
	for _, m := range s.intr[k].Items {
		if m >= 0 {
			if it := itemMarkers[m]; it.Weapon() {
				return it
			}
		}
	}
	return NoItem
}

func (s *State) top() *frame {
	if s.np == 0 {
		return nil
	}
	return &s.pend[s.np-1]
}

func (s *State) push(f frame) {
	if s.phase == phOver {
		return
	}
	if int(s.np) < len(s.pend) {
		s.pend[s.np] = f
		s.np++
	}
}

// pushUnder inserts f just below the top decision.
func (s *State) pushUnder(f frame) {
	if s.np == 0 {
		s.push(f)
		return
	}
	t := s.pend[s.np-1]
	s.pop()
	s.push(f)
	s.push(t)
}

func (s *State) pop() {
	if s.np > 0 {
		s.np--
		s.pend[s.np] = frame{}
	}
}

// ---- exported accessors ----

// Intruders returns the number of Intruders playing.
func (s State) Intruders() int { return int(s.n) }

// Timer returns the minutes left on the Mission Timer.
func (s State) Timer() int { return int(s.timer) }

// AlertLevel returns the Alert Level.
func (s State) AlertLevel() Alert { return s.alert }

// Alarms returns the Alarm markers on the Alert Monitor.
func (s State) Alarms() int { return int(s.alarms) }

// PowerCut reports whether the Power square is sabotaged.
func (s State) PowerCut() bool { return s.power }

// Round returns the round number (0 during Set-Up).
func (s State) Round() int { return int(s.round) }

// Locked reports whether door d is locked.
func (s State) Locked(d int) bool { return d >= 0 && d < 16 && s.locked&(1<<uint(d)) != 0 }

// Where returns the square of figure f and whether it is on the board.
func (s State) Where(f Fig) (geom.Point, bool) {
	if !f.Valid() {
		return geom.Point{}, false
	}
	q := s.figSq(f)
	if !f.Intruder() && s.mins[f-B].State == worn {
		q = s.mins[f-B].Sq // worn by the Imposter, on his square
	}
	if q < 0 {
		return geom.Point{}, false
	}
	return s.bd().pt(q), true
}

// Prone reports whether Minion f lies prone.
func (s State) Prone(f Fig) bool { return f.Valid() && !f.Intruder() && s.mins[f-B].State == prone }

// IntruderInfo is the public profile of one Intruder.
type IntruderInfo struct {
	Agent    AgentID
	Talent   Talent
	Status   Status
	At       geom.Point
	Hidden   bool
	Disguise Kind // Agent when not disguised
	Stun     bool
	Wound    bool
	Items    []Item
	Intel    []Intel
}

// Intruder returns the profile of Intruder k (0-based seat order).
func (s State) Intruder(k int) IntruderInfo {
	if k < 0 || k >= int(s.n) {
		return IntruderInfo{}
	}
	in := s.intr[k]
	info := IntruderInfo{Agent: in.Agent, Talent: in.Talent, Status: in.Status, At: s.pt(in.Sq), Hidden: in.Hidden,
		Disguise: Agent, Stun: in.Stun, Wound: in.Wound}
	if in.Disguise != NoFig {
		info.Disguise = in.Disguise.Kind()
	}
	for _, m := range in.Items {
		if m >= 0 {
			info.Items = append(info.Items, itemMarkers[m])
		}
	}
	for _, m := range in.Intel {
		if m >= 0 {
			info.Intel = append(info.Intel, s.intel[m])
		}
	}
	return info
}

// Doomsday returns the parts of the Doomsday Weapon revealed so far, in
// the order they were researched (0..5: component = part/2).
func (s State) Doomsday() []int {
	out := make([]int, s.doomN)
	for i := range out {
		out[i] = int(s.doom[i])
	}
	return out
}

// Board returns the Base's text map.
func (s State) Board() string {
	if s.bid == 0 {
		return ""
	}
	return s.bd().text
}

// points returns the squares of the used slots of a component's list.
func (s *State) points(qs []int16) []geom.Point {
	var out []geom.Point
	for _, q := range qs {
		if q >= 0 {
			out = append(out, s.pt(q))
		}
	}
	return out
}

// Cameras returns the squares of the Cameras on the board.
func (s State) Cameras() []geom.Point { return s.points(s.cams[:]) }

// Bodies returns the squares of the Body markers on the board.
func (s State) Bodies() []geom.Point { return s.points(s.bodies[:]) }

// SecretPassages returns the squares of the Secret Passage markers: the
// Sanctum's, then the Defender's and the Detective's once placed.
func (s State) SecretPassages() []geom.Point { return s.points(s.passages[:]) }

// TrapInfo is a Trap on the board.
type TrapInfo struct {
	At    geom.Point
	Armed bool
}

// Traps returns the Traps on the board.
func (s State) Traps() []TrapInfo {
	var out []TrapInfo
	for _, t := range s.traps {
		if t.Sq >= 0 {
			out = append(out, TrapInfo{s.pt(t.Sq), t.Armed})
		}
	}
	return out
}

// ItemInfo is an Item marker on the board.
type ItemInfo struct {
	Item Item
	At   geom.Point
}

// Items returns the Item markers lying on squares (not carried, not in the
// supply).
func (s State) Items() []ItemInfo {
	var out []ItemInfo
	for i, q := range s.items {
		if q >= 0 {
			out = append(out, ItemInfo{itemMarkers[i], s.pt(q)})
		}
	}
	return out
}

// Phase returns the phase of the game as its position names it (doc.go,
// "Positions"): "boss" ... "order" during Set-Up, "intruders", "spawn",
// "minions", "over".
func (s State) Phase() string { return phaseNames[min(int(s.phase), len(phaseNames)-1)] }

// Pending returns the pending decisions, the one to take now last, as
// their position names them ("chance or time", "reaction", "imprison"...).
func (s State) Pending() []string {
	var out []string
	for _, f := range s.pend[:min(int(s.np), len(s.pend))] {
		out = append(out, decisionNames[min(int(f.Kind), len(decisionNames)-1)])
	}
	return out
}

// FaceDown returns the squares holding a face-down Intelligence marker.
//
// They come in the order of the squares (row by row), not of the markers,
// which would tell their faces.
func (s State) FaceDown() []geom.Point {
	var qs []int16
	for _, m := range s.intels {
		if m.Loc >= 0 && !m.Up {
			qs = append(qs, m.Loc)
		}
	}
	slices.Sort(qs)
	out := make([]geom.Point, len(qs))
	for i, q := range qs {
		out[i] = s.bd().pt(q)
	}
	return out
}

// FaceUp returns the squares holding a face-up Intelligence marker.
func (s State) FaceUp() []geom.Point {
	var out []geom.Point
	for _, m := range s.intels {
		if m.Loc >= 0 && m.Up {
			out = append(out, s.bd().pt(m.Loc))
		}
	}
	return out
}

// Figures returns the figures on the board.
func (s State) Figures() []Fig {
	var out []Fig
	for f := Fig(0); f < nFigs; f++ {
		if s.figSq(f) >= 0 {
			out = append(out, f)
		}
	}
	return out
}

// Seats returns the seats of the game s belongs to, in seat order: the
// Defender, then one seat per Intruder.
func (s State) Seats() []Seat {
	n := int(s.n)
	if n < 1 || n > 3 {
		n = 0
	}
	out := make([]Seat, n+1)
	for i := range out {
		out[i] = Seat(i)
	}
	return out
}

// isSeat reports whether p is a seat of the game s belongs to.
func (s *State) isSeat(p Seat) bool {
	return p == Defender || p >= Intruder1 && p <= Intruder3 && uint8(p) <= s.n
}
