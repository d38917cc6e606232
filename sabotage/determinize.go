package sabotage

import (
	"encoding/binary"
	"fmt"
	"math/bits"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// determinize is Game's Determinize: from a seat's view (or the observer's)
// it draws with r a full state that the viewer cannot tell from the game's
// (View(sample, viewer) == view), filling what the screen hides (view.go's
// hide) with what the rules and the viewer's [Intel] leave possible. RULES.md,
// "Determinization", lists what is drawn and what the sample ignores.
//
// The view counts the tiles each hidden seat planned, which its dice
// limit must allow (Swagger, active Generators): plans are searched
// (plan: backtracking, complete), a draw whose board cannot plan them is
// drawn again, after 2 such draws without the bounds of the prior (any
// Swagger, any count on a Generator, declared or not), and the 4th draw
// is complete (every room the Intel leaves, every Generator count, the
// most dice and modify cubes), so that an error means that no sample
// has the view (issue 22). The sample is a function of the view and the
// roller's sequence.
func determinize(view State, p Seat, r dice.Roller) (State, error) {
	s := view.s
	if s.Viewer == 0 {
		return view, nil // a full state: nothing is hidden
	}
	viewer := Observer
	hidden := [2]bool{true, true}
	if s.Viewer != viewerObserver {
		viewer = Seat(s.Viewer - 1)
		hidden[viewer.Team()] = false
	}
	base := s
	base.Viewer = 0
	var err error
	for attempt := 0; ; attempt++ {
		s = base
		// The first draws follow the prior; the third drops its bounds
		// on hidden counts; the last is complete (every room the Intel
		// leaves, every count on the Generators, the most dice and cubes
		// a board can give), so that it fails only when no sample exists.
		d := drawer{s: &s, view: &view.s, r: r, hidden: hidden, loose: attempt >= 2, complete: attempt == 3}
		if err = d.draw(); err == nil {
			break
		}
		if attempt == 3 {
			return view, fmt.Errorf("sabotage: determinize: no sample has %v's view (the view is not one the game makes): %w", viewer, err)
		}
	}
	d := drawer{s: &s, r: r, hidden: hidden}
	for _, t := range [2]Team{Spies, Villains} {
		if hidden[t] {
			d.team(t)
		}
	}
	if hidden[Spies] {
		if err := d.untraced(); err != nil {
			return view, err
		}
	}
	out := State{s}
	if got := out.View(viewer); got != view {
		return view, fmt.Errorf("sabotage: determinize: the sample's view differs from %v's view (the view is not one the game makes)", viewer)
	}
	if err := out.Validate(); err != nil {
		return view, fmt.Errorf("sabotage: determinize %v's view: %w", viewer, err)
	}
	return out, nil
}

// drawer fills a view's unknowns in place.
type drawer struct {
	s      *state
	view   *state // the view being filled
	r      dice.Roller
	hidden [2]bool
	// loose drops the prior's bounds on hidden counts (determinize).
	loose bool
	// complete searches every room, Generator count and the largest
	// board for the plans (determinize's last attempt).
	complete bool
	// lying: the seats rooms took off the map for plans to PARACHUTE.
	lying [4]bool
	// possible: the rooms each seat was drawn among (rooms).
	possible [4]uint16
	// nodes: the boards the current plan search visited.
	nodes int
}

// draw fills the view's unknowns once: by the prior, or, complete, by
// searching every Generator count (in a random order) for one with which
// every hidden seat can plan the tiles the view counts.
func (d *drawer) draw() error {
	base := *d.s
	gens := [][2]int8{{-1, -1}}
	if d.complete && d.hidden[Villains] && (d.s.Round > 1 || d.s.Phase >= PhaseExecute) {
		gens = gens[:0]
		for k := range 9 {
			gens = append(gens, [2]int8{int8(k / 3), int8(k % 3)})
		}
		for i := len(gens) - 1; i > 0; i-- {
			j := d.r.IntN(i + 1)
			gens[i], gens[j] = gens[j], gens[i]
		}
	}
	var err error
	for _, g := range gens {
		*d.s = base
		d.lying = [4]bool{}
		d.characters()
		if d.hidden[Villains] {
			d.generators()
			if g[0] >= 0 {
				d.s.GenCubes, d.s.GenSupply = g, 4-g[0]-g[1]
			}
		}
		for _, t := range [2]Team{Villains, Spies} {
			if d.hidden[t] {
				d.boards(t)
			}
		}
		d.cubes()
		d.rooms()
		if err = d.plans(); err == nil {
			d.pile()
			return nil
		}
	}
	return err
}

// pick returns a uniformly drawn room of m (NoRoom if m is empty).
func (d *drawer) pick(m uint16) Room {
	n := bits.OnesCount16(m)
	if n == 0 {
		return NoRoom
	}
	k := d.r.IntN(n)
	for r := Room(0); r < Rooms; r++ {
		if m&r.bit() != 0 {
			if k == 0 {
				return r
			}
			k--
		}
	}
	return NoRoom
}

// hiddenSeats returns the seats behind the screen, in seat order.
func (d *drawer) hiddenSeats() []Seat {
	var out []Seat
	for _, e := range allSeats {
		if d.hidden[e.Team()] {
			out = append(out, e)
		}
	}
	return out
}

// characters: while characters are chosen (Rulebook, "Setup" step 3) the
// other team's choices are secret, but who has chosen is public ("Spy1
// chose ?": UnknownCharacter in the view). Every assignment of one of the
// team's characters to the seats that chose (teammates never the same) is
// drawn with the same chance.
func (d *drawer) characters() {
	if d.s.Phase > PhaseCharacters {
		return
	}
	for _, t := range [2]Team{Spies, Villains} {
		if !d.hidden[t] {
			continue
		}
		var mine []Character
		for c := Character(0); c < 8; c++ {
			if characters[c].Team == t {
				mine = append(mine, c)
			}
		}
		taken := Character(-1)
		for _, e := range t.Members() {
			p := &d.s.Players[e]
			if p.Char != UnknownCharacter {
				continue
			}
			k := d.r.IntN(len(mine))
			if taken >= 0 {
				// The teammate took one of them: draw among the others.
				k = d.r.IntN(len(mine) - 1)
				if mine[k] >= taken {
					k++
				}
			}
			p.Char = mine[k]
			taken = p.Char
		}
	}
}

// generators: the Spies know the cubes last declared on each Generator
// (their Intel); an unknown count is drawn uniformly from 0..2 (0 before
// any Execute Actions phase: only GENERATOR adds cubes).
func (d *drawer) generators() {
	s := d.s
	sum := int8(0)
	for i := range s.GenCubes {
		c := s.GenCubes[i]
		if c < 0 || d.loose {
			c = 0
			if s.Round > 1 || s.Phase >= PhaseExecute {
				c = int8(d.r.IntN(3))
			}
		}
		s.GenCubes[i] = c
		sum += c
	}
	s.GenSupply = 4 - sum
}

// roundsPlayed is how many Plan Actions phases have begun: the bound on
// how many unlock cubes a seat can have gained.
func (d *drawer) roundsPlayed() int {
	if d.s.Phase < PhasePlan {
		return 0
	}
	return max(int(d.s.Round), 0)
}

// boards draws what a hidden team's player boards hold: unlock spaces
// filled (within the tiers the view shows unlocked, and the advanced tile
// taken from each tier of two, drawn with chance 1/2), Swagger, faces
// unlocked, an empty plan, the dice as rolled, and the dice limit the
// board then gives.
func (d *drawer) boards(t Team) {
	for _, e := range t.Members() {
		d.board(e, d.loose)
	}
}

// board draws one seat's board (boards); loose drops the bound of 2
// unlock cubes per round.
func (d *drawer) board(e Seat, loose bool) {
	s := d.s
	rounds := d.roundsPlayed()
	t := e.Team()
	p := &s.Players[e]
	// Unlock cubes gained: about 2 per round played (the dice a
	// Villain places on unlock spaces, the Villains a Spy's scan
	// finds). The unlock spaces are drawn uniformly among those the
	// tiers unlocked allow (1 space for Tier 1, 2 for Tier 2, 3 for
	// Tier 3: 0, 1–2, 3–5 or 6 with 0 to 3 tiers), within that bound
	// where it allows one; a Spy's Swagger uniformly within what is
	// left of it.
	budget := 2 * rounds
	if loose {
		budget = 11
	}
	tiers := 0
	if v := d.view.Players[e]; v.Hand&(1<<6) != 0 {
		tiers = 1
		for _, lo := range [2]uint{7, 9} {
			if v.Gone>>lo&3 == 3 {
				tiers++
			}
		}
	}
	lo, hi := [4]int{0, 1, 3, 6}[tiers], [4]int{0, 2, 5, 6}[tiers]
	hi = max(lo, min(hi, budget))
	u := lo + d.r.IntN(hi-lo+1)
	p.Unlocks = int8(u)
	p.Swagger = 0
	if t == Spies {
		p.Swagger = int8(d.r.IntN(min(5, max(0, budget-u)) + 1))
		if d.complete {
			p.Swagger = 5 // the most dice: 4
		}
	}
	p.Hand, p.Gone = d.view.Players[e].Hand, d.view.Players[e].Gone
	for i, lo := range [2]uint{7, 9} {
		if tiers >= i+2 {
			k := lo + uint(d.r.IntN(2))
			p.Hand |= 1 << k
			p.Gone &^= 1 << k
		}
	}
	if t == Villains {
		if s.Intro {
			p.Faces = 0x3f
		} else {
			// u of the six die faces, every set equally likely.
			p.Faces = 0
			for n := 0; n < u; n++ {
				k := d.r.IntN(6 - n)
				for f := uint(0); f < 6; f++ {
					if p.Faces&(1<<f) == 0 {
						if k == 0 {
							p.Faces |= 1 << f
							break
						}
						k--
					}
				}
			}
		}
	}
	p.Pending, p.Choosing, p.Lost, p.OneDie, p.Thawed = 0, 0, false, false, false
	p.Used = 0
	p.Limit = 0
	if s.Phase >= PhasePlan {
		p.Limit = (&game{s: *s}).diceLimit(e)
	}
}

// cubes draws the hidden cube counts so that every cube is accounted for
// (Validate): modify cubes of hidden teams and the spent ones; the Spies'
// slide cubes; the Spies' unlock pile.
func (d *drawer) cubes() {
	s := d.s
	trayModify, traySlide := int8(0), int8(0)
	if s.Intro {
		trayModify, traySlide = 4, 1
	}
	// Modify: 15 = Spies + Villains + Hit track + Hack track + spent + tray.
	left := 15 - trayModify - s.HitModify - s.HackTrack
	for t := range s.Teams {
		if !d.hidden[t] {
			left -= s.Teams[t].Modify
		}
	}
	for t := range s.Teams {
		if d.hidden[t] {
			m := left
			if d.complete && d.hidden[Spies] && d.hidden[Villains] && t == int(Spies) {
				m = left / 2 // the most for both teams' plans
			} else if d.complete {
				m = left
			} else if s.Phase >= PhasePlan && left > 0 {
				m = int8(d.r.IntN(int(left) + 1))
			} else if d.hidden[Spies] && d.hidden[Villains] && t == int(Spies) {
				m = min(left, 2) // before play each team holds its 2
			}
			s.Teams[t].Modify = m
			left -= m
		}
	}
	s.SpentCubes = left
	// Slide: 4 = Spies + Hit track (as many as its modify cubes) + spent + tray.
	left = 4 - traySlide - s.HitSlide
	if d.hidden[Spies] {
		sl := int8(0)
		if left > 0 {
			sl = int8(d.r.IntN(int(left) + 1))
		}
		s.Teams[Spies].Slide = sl
	}
	s.SpentSlide = left - s.Teams[Spies].Slide
}

// pile draws the Spies' unlock pile: the rest of the 34 unlock cubes
// (none discarded but the Villains' 12 of the Introductory Game).
func (d *drawer) pile() {
	s := d.s
	if d.hidden[Spies] {
		n := 34
		for _, p := range s.Players {
			n -= int(p.Unlocks) + int(p.Swagger) + int(p.Pending)
		}
		for _, v := range Villains.Members() {
			n -= 6 - bits.OnesCount8(s.Players[v].Faces&0x3f)
		}
		s.Discarded = 0
		if s.Intro {
			s.Discarded = 12
		}
		s.Pile = int8(n) - s.Discarded
		s.Hacked = 0
	}
}

// rooms draws where the hidden pieces the view shows on the map
// (UnknownRoom) are: each uniformly among the rooms the other team's
// Intel leaves possible (which every view holds), anywhere when it leaves
// none. A Spy lying after planning PARACHUTE is taken off the map here:
// plans draws its PARACHUTE, which places it. A seat the view shows off
// the map (NoRoom) stays off it.
func (d *drawer) rooms() {
	s := d.s
	switch {
	case s.Phase < PhasePlace:
		return
	case s.Phase == PhasePlace:
		if d.hidden[Villains] {
			d.placeVillains()
		}
		return
	}
	for _, e := range d.hiddenSeats() {
		p := &s.Players[e]
		if p.Room != UnknownRoom {
			continue
		}
		if p.Lying {
			p.Room, p.Lying, d.lying[e] = NoRoom, false, true
			continue
		}
		possible := s.Teams[e.Team().Other()].Intel.Seen[e&1].Possible
		if possible == 0 {
			possible = 0xffff
		}
		d.possible[e] = possible
		p.Room = d.pick(possible)
	}
}

// parachuteSlot is the slot of the Spies' PARACHUTE tile.
func parachuteSlot() Slot {
	for k := Slot(0); k < 6; k++ {
		if startingTiles[Spies][k].Tile == Parachute {
			return k
		}
	}
	return 0
}

// placeVillains: while the Villains are placed (Rulebook, "Setup" step
// 12) the Spies do not see where, only whether ("Villain1 moved behind the
// screen": UnknownRoom in the view). Each placed Villain is in a room
// without a Generator, drawn uniformly.
func (d *drawer) placeVillains() {
	s := d.s
	open := uint16(0xffff)
	for _, g := range s.Gens {
		if g != NoRoom {
			open &^= g.bit()
		}
	}
	for _, v := range Villains.Members() {
		if p := &s.Players[v]; p.Room == UnknownRoom {
			p.Room = d.pick(open)
		}
	}
}

// team draws a hidden team's devices: where the other team's Intel last
// saw them, built the round before by a member drawn uniformly; the
// others in supply.
func (d *drawer) team(t Team) {
	s := d.s
	tm := &s.Teams[t]
	seen := s.Teams[t.Other()].Intel.Devices
	for i := range tm.Devices {
		tm.Devices[i], tm.Built[i], tm.Owner[i] = NoRoom, 0, Spy1
		if i < numDevices[t] && seen[i] != NoRoom {
			tm.Devices[i] = seen[i]
			tm.Built[i] = max(s.Round-1, 0)
			tm.Owner[i] = t.Members()[d.r.IntN(2)]
		}
	}
}

// untraced: the Villains hold the doomsday cubes UNTRACEABLE passed
// without knowing which machines they came from; the Hack track says how
// many were passed in all, and those the view does not show are drawn one
// at a time from a machine, each machine with cubes left equally likely.
func (d *drawer) untraced() error {
	s := d.s
	size := int8(7)
	if s.Intro {
		size = 4
	}
	shown := int8(0)
	for _, c := range s.Doomsday {
		shown += 4 - c
	}
	for need := size - s.HackTrack - shown; need > 0; need-- {
		var m uint16
		for i, c := range s.Doomsday {
			if c > 0 {
				m |= 1 << uint(i)
			}
		}
		if m == 0 {
			return fmt.Errorf("sabotage: determinize: %d doomsday cubes passed but the machines hold none", need)
		}
		i := d.pick(m)
		s.Doomsday[i]--
		s.Untraced[i]++
	}
	return nil
}

// infoKey is Game's InfoKey: the 128-bit FNV-1a hash of p's view written
// field by field at fixed sizes (encoding/binary: every field of the state
// is a fixed-size number, bool or array of them, so two views have the
// same bytes exactly when they are equal), about ten times faster than
// the default hash of the view's JSON.
func infoKey(s State, p Seat) incursion.InfoKey {
	v := s.View(p)
	var buf [640]byte
	b, err := binary.Append(buf[:0], binary.LittleEndian, &v.s)
	if err != nil {
		// Not reached: the state holds fixed-size fields only
		// (TestInfoKeyEncodesTheView).
		return incursion.HashKey(p.String(), v)
	}
	return incursion.HashBytes(b)
}
