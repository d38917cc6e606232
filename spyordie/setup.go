package spyordie

import (
	"fmt"

	"github.com/incursion/incursion/dice"
)

// Config chooses the game. Its zero value is the standard game: 2
// Intruders on the default Base with the default Intelligence markers.
type Config struct {
	// Intruders is the number of Intruders, 1 to 3 (0 means 2).
	Intruders int
	// Map is the Base as a text map (see DefaultMap); "" is the default.
	Map string
	// Intelligence is the faces of the 9 Intelligence markers; nil is
	// DefaultIntel.
	Intelligence []Intel
	// ExpectingYouAtRed takes the other reading of "I've been expecting
	// you" (RULES.md, "Readings"): the Boss's successful spot collects its
	// 3 Alarm markers at RED Alert too, as a special rule of the Boss that
	// outranks the Alarm table. By default (false) the 3 markers replace
	// the exposure's one, which the table collects on GREEN and AMBER only.
	ExpectingYouAtRed bool
}

// New returns the state at the very start of the game: the automatic
// steps of the Base Defender's Set-Up done (Doors locked, a Guard on the
// Security square, the Intelligence and Doomsday markers shuffled with r,
// the Alert GREEN, the Timer at 60) and the Defender to place the Boss.
// Every choice of Set-Up is an action.
//
// Shuffles use r in this order, each a [dice.Shuffle] (r.IntN(9),
// r.IntN(8), ...): the 9 Intelligence markers, then the 6 Doomsday markers.
func New(cfg Config, r dice.Roller) (State, error) {
	n := cfg.Intruders
	if n == 0 {
		n = 2
	}
	if n < 1 || n > 3 {
		return State{}, fmt.Errorf("spyordie: %d Intruders: the game is for 1 to 3 Intruders", n)
	}
	bid, b, err := loadBoard(cfg.Map)
	if err != nil {
		return State{}, err
	}
	s := State{bid: bid, n: uint8(n), timer: 60, actor: NoFig}
	if cfg.ExpectingYouAtRed {
		s.opts |= optExpectingYouAtRed
	}
	s.intel = DefaultIntel
	if cfg.Intelligence != nil {
		if len(cfg.Intelligence) != 9 {
			return State{}, fmt.Errorf("spyordie: want 9 Intelligence markers, have %d", len(cfg.Intelligence))
		}
		for i, it := range cfg.Intelligence {
			if it.Colour > Blue || it.Nation > USSR {
				return State{}, fmt.Errorf("spyordie: Intelligence marker %d: bad colour or nation", i)
			}
			s.intel[i] = it
		}
	}
	for i := range s.intr {
		s.intr[i] = intruder{Sq: -1, Disguise: NoFig, Items: [3]int8{-1, -1, -1}, Intel: [3]int8{-1, -1, -1}}
	}
	for i := range s.mins {
		s.mins[i] = minion{Sq: -1}
	}
	for i := range s.bodies {
		s.bodies[i] = -1
	}
	for i := range s.cams {
		s.cams[i] = -1
	}
	for i := range s.traps {
		s.traps[i] = trap{Sq: -1}
	}
	s.passages = [3]int16{b.passage, -1, -1}
	for i := range s.items {
		s.items[i] = locNone
	}
	// Rulebook, "Set-Up", Base Defender 1: every Door locked.
	s.locked = 1<<len(b.doors) - 1
	// 3: a Guard on the Security square.
	s.mins[G1-B] = minion{State: standing, Sq: b.security}
	// 8: the Intelligence markers, shuffled, one per room.
	perm := dice.Shuffle(r, []int{0, 1, 2, 3, 4, 5, 6, 7, 8})
	for room := Sanctum; room <= Vault; room++ {
		s.intels[perm[room-1]] = intelMarker{Loc: b.intel[room]}
	}
	// 9: the Doomsday pile.
	copy(s.doom[:], dice.Shuffle(r, []uint8{0, 1, 2, 3, 4, 5}))
	for i := range s.order {
		s.order[i] = int8(i)
	}
	s.phase = phBoss
	return s, nil
}

// legalSetup checks a Set-Up action (Rulebook, "Set-Up").
func (s *State) legalSetup(a Action) error {
	b := s.bd()
	switch s.phase {
	case phBoss:
		a, ok := a.(PlaceBoss)
		if !ok {
			return illegal("set-up: place the Boss on a corner (Spawn) square of the Sanctum")
		}
		if q := s.sq(a.At); q < 0 || !has(b.bossSpawn, q) {
			return illegal("set-up: %s is not a Boss Spawn square", ps(a.At))
		}
		return nil
	case phStarter:
		a, ok := a.(PlaceStarter)
		if !ok {
			return illegal("set-up: place a Scientist in the Infirmary or a Technician in the Generator")
		}
		q := s.sq(a.At)
		if (a.Kind == Scientist && has(b.spawn[Infirmary], q)) || (a.Kind == Technician && has(b.spawn[Generator], q)) {
			return nil
		}
		return illegal("set-up: a Scientist goes on an Infirmary Spawn square, a Technician on a Generator one")
	case phSentry:
		a, ok := a.(PlaceSentry)
		if !ok {
			return illegal("set-up: place a Guard directly outside a room's doorway")
		}
		q := s.sq(a.At)
		if q < 0 || b.sentryOf[q] < 0 || s.figAt(q) != NoFig {
			return illegal("set-up: %s is not a free square directly outside a room's doorway", ps(a.At))
		}
		return nil
	case phCamera:
		a, ok := a.(PlaceCamera)
		if !ok {
			return illegal("set-up: place a Camera on a junction")
		}
		q := s.sq(a.At)
		if q < 0 || !has(b.junction, q) || has(s.cams[:], q) {
			return illegal("set-up: %s is not a junction without a Camera", ps(a.At))
		}
		return nil
	case phPassage:
		a, ok := a.(PlacePassage)
		if !ok {
			return illegal("set-up: place the Secret Passage marker")
		}
		if !s.passageSquareOK(s.sq(a.At), true) {
			return illegal("set-up: the Secret Passage goes on an empty square in any room except the Sanctum")
		}
		return nil
	case phAgent:
		a, ok := a.(ChooseAgent)
		if !ok || a.Who != Fig(s.sub) {
			return illegal("set-up: %v chooses an agent", Fig(s.sub))
		}
		if a.Agent < Kim || a.Agent > Anna {
			return illegal("set-up: unknown agent")
		}
		for k := 0; k < int(s.sub); k++ {
			if s.intr[k].Agent == a.Agent {
				return illegal("set-up: %v is already taken", a.Agent)
			}
		}
		return nil
	case phTalent:
		a, ok := a.(ChooseTalent)
		if !ok || a.Who != Fig(s.sub) {
			return illegal("set-up: %v chooses a Talent", Fig(s.sub))
		}
		if a.Talent.Agent() != s.intr[s.sub].Agent {
			return illegal("set-up: %v cannot choose the %v Talent", s.intr[s.sub].Agent, a.Talent)
		}
		return nil
	case phItem:
		a, ok := a.(ChooseItem)
		if !ok || a.Who != Fig(s.sub) {
			return illegal("set-up: %v chooses a second Item", Fig(s.sub))
		}
		if a.Item == NoItem || a.Item == Handgun || a.Item == SMG || a.Item > SMG {
			return illegal("set-up: the second Item cannot be %v (the SMG cannot be taken at the start)", a.Item)
		}
		if s.supplyMarker(a.Item) < 0 {
			return illegal("set-up: the %v is already taken", a.Item)
		}
		return nil
	case phStart:
		a, ok := a.(PlaceAgent)
		if !ok || a.Who != Fig(s.sub) {
			return illegal("set-up: %v goes on an Agent Start square", Fig(s.sub))
		}
		q := s.sq(a.At)
		if q < 0 || !has(b.agentStart, q) || s.figAt(q) != NoFig {
			return illegal("set-up: %s is not a free Agent Start square", ps(a.At))
		}
		return nil
	case phOrder:
		a, ok := a.(Order)
		if !ok || len(a.Figs) != int(s.n) {
			return illegal("set-up: decide the order of play of the %d Intruders", s.n)
		}
		seen := 0
		for _, f := range a.Figs {
			if !f.Intruder() || int(f) >= int(s.n) || seen&(1<<uint(f)) != 0 {
				return illegal("set-up: the order must name each Intruder once")
			}
			seen |= 1 << uint(f)
		}
		return nil
	}
	return illegal("not Set-Up")
}

// passageSquareOK: an empty square in a room (not the Sanctum at Set-Up)
// without a Secret Passage or Intelligence square.
func (s *State) passageSquareOK(q int16, setup bool) bool {
	if q < 0 {
		return false
	}
	r := s.bd().room[q]
	if r == Corridor || r == Outside || (setup && r == Sanctum) {
		return false
	}
	if s.figAt(q) != NoFig || has(s.passages[:], q) || s.bd().mark[q] == markIntel {
		return false
	}
	return true
}

// supplyMarker returns an Item marker of type it in the supply, or -1.
func (s *State) supplyMarker(it Item) int {
	for i, m := range itemMarkers {
		if m == it && s.items[i] == locNone {
			return i
		}
	}
	return -1
}

// giveItem puts Item marker m on Intruder k's profile.
func (s *State) giveItem(k int, m int) bool {
	for i, x := range s.intr[k].Items {
		if x < 0 {
			s.intr[k].Items[i] = int8(m)
			s.items[m] = carriedBy(k)
			return true
		}
	}
	return false
}

func (s *game) applySetup(a Action) {
	switch a := a.(type) {
	case PlaceBoss:
		s.mins[0] = minion{State: standing, Sq: s.sq(a.At)}
		s.phase = phStarter
	case PlaceStarter:
		f := s.freeFig(a.Kind)
		s.mins[f-B] = minion{State: standing, Sq: s.sq(a.At)}
		s.phase, s.sub = phSentry, 0
	case PlaceSentry:
		f := s.freeFig(Guard)
		s.mins[f-B] = minion{State: standing, Sq: s.sq(a.At)}
		s.sub++
		if s.sub >= s.n {
			s.phase, s.sub = phCamera, 0
		}
	case PlaceCamera:
		s.cams[s.sub] = s.sq(a.At)
		s.sub++
		if s.sub >= 4 {
			s.phase, s.sub = phPassage, 0
		}
	case PlacePassage:
		s.passages[1] = s.sq(a.At)
		s.phase, s.sub = phAgent, 0
	case ChooseAgent:
		s.intr[s.sub].Agent = a.Agent
		s.phase = phTalent
	case ChooseTalent:
		s.intr[s.sub].Talent = a.Talent
		s.phase = phItem
	case ChooseItem:
		k := int(s.sub)
		for i, m := range itemMarkers {
			if m == Handgun && s.items[i] == locNone {
				s.giveItem(k, i)
				break
			}
		}
		s.giveItem(k, s.supplyMarker(a.Item))
		s.phase = phStart
	case PlaceAgent:
		in := &s.intr[s.sub]
		in.Sq = s.sq(a.At)
		in.Status = Waiting
		in.Hidden = true
		s.sub++
		if s.sub < s.n {
			s.phase = phAgent
			return
		}
		if s.n == 1 {
			s.begin()
			return
		}
		s.phase = phOrder
	case Order:
		for i, f := range a.Figs {
			s.order[i] = int8(f)
		}
		s.begin()
	}
}

// begin starts round 1 with the first Intruder's turn.
func (s *State) begin() {
	s.round = 1
	s.phase = phIntruder
	s.sub = 0
	s.startIntruder(int(s.order[0]))
}

func perms(n int) [][]Fig {
	switch n {
	case 1:
		return [][]Fig{{0}}
	case 2:
		return [][]Fig{{0, 1}, {1, 0}}
	}
	return [][]Fig{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
}
