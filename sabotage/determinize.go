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
// r is called a fixed number of times per hidden quantity, so the sample
// is a function of the view and the roller's sequence.
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
	s.Viewer = 0
	d := drawer{s: &s, r: r, hidden: hidden}
	d.characters()
	if hidden[Villains] {
		d.generators()
	}
	for _, t := range [2]Team{Villains, Spies} {
		if hidden[t] {
			d.boards(t)
		}
	}
	d.cubes()
	d.rooms()
	d.plans()
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
	r      dice.Roller
	hidden [2]bool
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
// other team's choices are secret. Every assignment of "not chosen yet" or
// one of the team's characters (teammates never the same) to the hidden
// seats is drawn with the same chance, among those that leave someone
// still to choose (else the phase would be over).
func (d *drawer) characters() {
	if d.s.Phase != PhaseCharacters {
		return
	}
	seats := d.hiddenSeats()
	type choice [4]Character
	var all []choice
	var try func(i int, c choice)
	try = func(i int, c choice) {
		if i == len(seats) {
			waiting := false
			for e := range c {
				waiting = waiting || c[e] == NoCharacter
			}
			if waiting {
				all = append(all, c)
			}
			return
		}
		e := seats[i]
		for ch := NoCharacter; ch < 8; ch++ {
			if ch != NoCharacter && (characters[ch].Team != e.Team() || c[e.Mate()] == ch) {
				continue
			}
			c[e] = ch
			try(i+1, c)
		}
		c[e] = NoCharacter
	}
	var start choice
	for e := range start {
		start[e] = d.s.Players[e].Char
	}
	try(0, start)
	c := all[d.r.IntN(len(all))]
	for _, e := range seats {
		d.s.Players[e].Char = c[e]
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
		if c < 0 {
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
// filled (and the advanced tiles they gave, one of each completed tier's
// two drawn with chance 1/2), Swagger, faces unlocked, an empty plan, the
// dice as rolled, and the dice limit the board then gives.
func (d *drawer) boards(t Team) {
	s := d.s
	rounds := d.roundsPlayed()
	for _, e := range t.Members() {
		p := &s.Players[e]
		// Unlock cubes gained: at most 2 per round played (the dice a
		// Villain places on unlock spaces, the Villains a Spy's scan finds),
		// drawn uniformly within that bound.
		budget := 2 * rounds
		if t == Spies {
			sw := d.r.IntN(min(5, budget) + 1)
			p.Swagger = int8(sw)
			budget -= sw
		}
		u := 0
		if !s.Intro {
			u = d.r.IntN(min(6, budget) + 1)
		}
		p.Unlocks = int8(u)
		p.Hand, p.Gone = 0, 0
		if u >= 1 {
			p.Hand |= 1 << 6
		}
		for _, tier := range [2]struct{ n, lo int }{{3, 7}, {6, 9}} {
			if u >= tier.n {
				k := tier.lo + d.r.IntN(2)
				p.Hand |= 1 << uint(k)
				p.Gone |= 1 << uint(tier.lo+tier.lo+1-k)
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
		p.Used, p.N, p.Plan = 0, 0, [4]Planned{}
	}
	for _, e := range t.Members() {
		p := &s.Players[e]
		p.Limit = 0
		if s.Phase >= PhasePlan {
			p.Limit = (&game{s: *s}).diceLimit(e)
		}
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
			if s.Phase >= PhasePlan && left > 0 {
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
	if d.hidden[Spies] {
		// Unlock cubes: 34 in all; those not on a board are in the pile
		// (none discarded but the Villains' 12 of the Introductory Game).
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

// rooms draws where the hidden pieces are: each Villain uniformly among
// the rooms the Spies' Intel leaves possible (any room for the observer);
// each Spy likewise from the Villains' Intel, off the map where it says so
// (a Spy that is off the map and ready planned PARACHUTE, into a room
// drawn uniformly).
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
		k := e & 1
		p.Lying = false
		possible := uint16(0xffff)
		if !d.hidden[e.Team().Other()] {
			possible = s.Teams[e.Team().Other()].Intel.Seen[k].Possible
		} else if e.Team() == Spies && s.Round == 1 && s.Phase == PhasePlan {
			possible = 0 // every Spy starts off the map
		}
		switch {
		case e.Team() == Villains:
			if possible == 0 {
				possible = 0xffff
			}
			p.Room = d.pick(possible)
		case p.Out || s.Phase == PhaseOver && possible == 0:
			p.Room = NoRoom
		case possible != 0:
			p.Room = d.pick(possible)
		case s.Phase == PhasePlan && !p.Ready:
			p.Room = NoRoom
		case d.turnOver(e):
			// PARACHUTE was executed (but its declaration forgotten).
			p.Room = d.pick(0xffff)
		default:
			// Off the map and ready: PARACHUTE is planned (plans).
			p.Room = NoRoom
		}
	}
}

// turnOver reports whether seat's turn of Execute Actions is over.
func (d *drawer) turnOver(seat Seat) bool {
	s := d.s
	if s.Phase != PhaseExecute {
		return false
	}
	for i, o := range s.Order {
		if o == seat {
			return i < int(s.Turn) && (s.Chosen || i < 2 && s.Turn >= 2)
		}
	}
	return false
}

// plans draws the plans the viewer has not seen: a hidden seat that has
// finished planning, or whose turn of Execute Actions has not ended, plans
// at random from where it is now (as planActions lists: each listed action
// equally likely, until it draws Ready); a hidden seat still planning has
// planned nothing yet.
func (d *drawer) plans() {
	s := d.s
	if s.Phase != PhasePlan && s.Phase != PhaseExecute {
		return
	}
	for _, e := range d.hiddenSeats() {
		p := &s.Players[e]
		switch {
		case s.Phase == PhasePlan && !p.Ready,
			s.Phase == PhaseExecute && (p.Out || d.turnOver(e)):
			continue
		}
		d.plan(e)
	}
}

// plan plans seat's tiles at random, as if in Plan Actions with nothing
// planned yet.
func (d *drawer) plan(seat Seat) {
	s := d.s
	phase, ready := s.Phase, s.Players[seat].Ready
	s.Phase = PhasePlan
	s.Players[seat].Ready = false
	st := State{*s}
	var buf [192]Action
	for i := 0; i < 64; i++ {
		g := game{s: st.s}
		p := &g.s.Players[seat]
		acts := g.actions(seat, buf[:0])
		if seat.Team() == Spies && p.Room == NoRoom {
			// A Spy off the map plans PARACHUTE first (Rulebook,
			// "PARACHUTE"), into any room.
			acts = acts[:0]
			for r := Room(0); r < Rooms; r++ {
				acts = append(acts, PlanTile{seat, parachuteSlot(), 0, At(r)})
			}
		}
		if len(acts) == 0 {
			break
		}
		a := acts[d.r.IntN(len(acts))]
		if _, ok := a.(Ready); ok && p.Choosing == 0 {
			break
		}
		next, _, err := Apply(st, a, d.r)
		if err != nil {
			break
		}
		st = next
	}
	*s = st.s
	s.Phase = phase
	s.Players[seat].Ready = ready
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
// 12) the Spies do not see where, nor whether. Every placement of "not
// yet" or a room without a Generator is drawn with the same chance, among
// those that leave a Villain still to place.
func (d *drawer) placeVillains() {
	s := d.s
	open := uint16(0xffff)
	for _, g := range s.Gens {
		if g != NoRoom {
			open &^= g.bit()
		}
	}
	n := bits.OnesCount16(open)
	// 1 + 2n placements: neither placed, or one of them in one of n rooms.
	k := d.r.IntN(1 + 2*n)
	s.Players[Villain1].Room, s.Players[Villain2].Room = NoRoom, NoRoom
	if k == 0 {
		return
	}
	k--
	v := Villain1
	if k >= n {
		v, k = Villain2, k-n
	}
	for r := Room(0); r < Rooms; r++ {
		if open&r.bit() != 0 {
			if k == 0 {
				s.Players[v].Room = r
				return
			}
			k--
		}
	}
}

// team draws a hidden team's devices (where the viewer's Intel last saw
// them, otherwise in supply) and its Intel (nothing declared: every room
// possible for a Villain, a Spy possible anywhere or off the map).
func (d *drawer) team(t Team) {
	s := d.s
	tm := &s.Teams[t]
	other := t.Other()
	var seen [6]Room
	for i := range seen {
		seen[i] = NoRoom
	}
	if !d.hidden[other] {
		seen = s.Teams[other].Intel.Devices
	}
	for i := range tm.Devices {
		tm.Devices[i], tm.Built[i], tm.Owner[i] = NoRoom, 0, Spy1
		if i < numDevices[t] && seen[i] != NoRoom {
			tm.Devices[i] = seen[i]
			tm.Built[i] = max(s.Round-1, 0)
			tm.Owner[i] = t.Members()[d.r.IntN(2)]
		}
	}
	it := UnknownIntel
	for k, e := range other.Members() {
		it.Seen[k].Possible = 0xffff
		if pl := s.Players[e]; e.Team() == Spies && (pl.Room == NoRoom || pl.Lying) {
			it.Seen[k].Possible = 0
		}
	}
	tm.Intel = it
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
