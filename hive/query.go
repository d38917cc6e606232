package hive

import mbits "math/bits"

// This file holds the read-only questions the rules ask of a State.

// onMap reports whether unit id is in the Hive (not in a Holding Box).
func (s *State) onMap(id int) bool {
	u := &s.c.Units[id]
	return u.Stat() == stInPlay && int(u.Box) < s.b().Boxes()
}

// holding reports whether box is a Holding Box, and whose.
func (s *State) holding(box uint8) (int, bool) {
	n := s.b().Boxes()
	d := int(box) - n
	if d >= 0 && d < len(s.b().darters) {
		return d, true
	}
	return 0, false
}

func (s *State) holdingBox(d int) uint8 { return uint8(s.b().Boxes() + d) }

// ctl returns the player who controls unit id (3.0): Terrans are
// Terran-controlled unless under Znon control (7.0, 17.4).
func (s *State) ctl(id int) Seat {
	u := &s.c.Units[id]
	// The first counters are the Space Marines' (Unknown in a view); among
	// the others only the hostages may be Terran-controlled.
	if id < firstZnon || u.Kind().Hostage() {
		if u.Flags&uZnon != 0 {
			return Znon
		}
		return Terran
	}
	return Znon
}

// mcd reports whether unit id is a Terran under Znon control by a Queen's
// Mind Control (not a prisoner held since the start).
func (s *State) mcd(id int) bool {
	u := &s.c.Units[id]
	return u.Flags&uZnon != 0 && u.Flags&uContinuous == 0
}

// faceUp reports whether the Terran player sees what unit id is (11.0).
func (s *State) faceUp(id int) bool {
	u := &s.c.Units[id]
	switch {
	case u.Kind().Marine():
		return true
	case u.Kind().QueenLike():
		return u.Flags&uActive != 0
	case u.Kind().Trap():
		return u.Flags&uFaceUp != 0
	case u.Kind().Hostage():
		if u.Flags&uContinuous == 0 || u.Flags&uFaceUp != 0 {
			return true
		}
		return u.Stat() == stInPlay && s.enemyIn(u.Box, Znon, id)
	case u.Kind() == Soldier || u.Kind() == Worker:
		return u.Stat() == stInPlay && s.enemyIn(u.Box, Znon, id)
	}
	return false
}

// enemyIn reports whether box holds a unit enemy to seat (other than skip).
func (s *State) enemyIn(box uint8, seat Seat, skip int) bool {
	for w, m := range s.c.InPlay {
		for ; m != 0; m &= m - 1 {
			i := w*64 + mbits.TrailingZeros64(m) // the units in play
			if u := &s.c.Units[i]; i != skip && u.Box == box && s.ctl(i) != seat {
				return true
			}
		}
	}
	return false
}

// menIn counts the Space Marines (men) in a box (9.2).
func (s *State) menIn(box uint8) int {
	n := 0
	for m := s.c.InPlay[0] & terranCounters; m != 0; m &= m - 1 {
		if u := &s.c.Units[mbits.TrailingZeros64(m)]; u.Box == box {
			n += u.Kind().men()
		}
	}
	return n
}

// znonIn counts the Znon-controlled individuals in a box (9.2): prisoners
// and boobytraps count toward neither limit (9.2, 15.1).
func (s *State) znonIn(box uint8) int {
	n := 0
	for w, m := range s.c.InPlay {
		for ; m != 0; m &= m - 1 {
			i := w*64 + mbits.TrailingZeros64(m) // the units in play
			u := &s.c.Units[i]
			if u.Box != box || u.Kind().Trap() || u.Kind().Hostage() {
				continue
			}
			if s.ctl(i) == Znon {
				n += u.Kind().men()
			}
		}
	}
	return n
}

// queenRange returns the Command Range of a Queen or the Master-Queen
// (8.2-8.4, 8.9, 18.4), or -1 when it has none.
func (s *State) queenRange(id int) int {
	mb, mr := s.mqReach()
	return s.queenRangeWith(id, mb, mr)
}

// mqReach returns the Master-Queen's box and Command Range when she extends
// the Queens' ranges now (8.4), or a range of -1.
func (s *State) mqReach() (box uint8, r int) {
	if mq := s.masterQueen(); mq >= 0 && s.c.Units[mq].Stat() == stInPlay && s.mqExtends(mq) {
		return s.c.Units[mq].Box, s.baseRange(mq)
	}
	return 0, -1
}

// queenRangeWith is queenRange with mqReach given.
func (s *State) queenRangeWith(id int, mqBox uint8, mqR int) int {
	r := s.baseRange(id)
	if r >= 0 && mqR >= 0 && s.c.Units[id].Kind() == Queen {
		if d := s.b().Distance(int(mqBox), int(s.c.Units[id].Box)); d >= 0 && d <= mqR {
			r += 2 // 8.4
		}
	}
	return r
}

// baseRange is the Command Range without the Master-Queen's extension
// (8.2, 8.3, 8.9, 18.4), or -1.
func (s *State) baseRange(id int) int {
	u := &s.c.Units[id]
	if !u.Kind().QueenLike() || !s.onMap(id) || u.Flags&uInc != 0 {
		return -1
	}
	r := 3
	if u.Flags&uActive != 0 {
		if u.Flags&uReduced == 0 {
			r = 6
		}
		if s.b().has(u.Box, fCommand) {
			r += 2 // 8.3, 18.4
		}
	}
	return r
}

// mqExtends reports whether the Master-Queen may extend Command Ranges now
// (8.6, 8.9).
func (s *State) mqExtends(mq int) bool {
	u := &s.c.Units[mq]
	if !s.onMap(mq) || u.Flags&uInc != 0 {
		return false
	}
	return u.Flags&uActive == 0 || s.c.MQPhase != s.phaseKey()
}

func (s *State) phaseKey() uint16 { return uint16(s.c.Turn)*8 + uint16(s.c.Step.phase()) }

func (s *State) masterQueen() int {
	for m := s.c.Special; m != 0; m &= m - 1 {
		i := firstZnon + mbits.TrailingZeros64(m) // Queens and hostages only
		if s.c.Units[i].Kind() == MasterQueen {
			return i
		}
	}
	return -1
}

// inCommand reports whether box lies within the Command Range of any Queen
// or the Master-Queen (8.0).
func (s *State) inCommand(box uint8) bool {
	if int(box) >= s.b().Boxes() {
		return false
	}
	mb, mr := s.mqReach()
	for m := s.c.Special; m != 0; m &= m - 1 {
		i := firstZnon + mbits.TrailingZeros64(m) // Queens and hostages only
		if !s.c.Units[i].Kind().QueenLike() {
			continue
		}
		r := s.queenRangeWith(i, mb, mr)
		if r >= 0 && s.b().Distance(int(s.c.Units[i].Box), int(box)) <= r {
			return true
		}
	}
	return false
}

// within3 reports whether two boxes are within 3 boxes traced as a Command
// Range (7.2, 7.8, 5.4, 17.5).
// within3 is within(a, b, 3), read from the map's table.
func (s *State) within3(a, b uint8) bool {
	bd := s.b()
	n := bd.Boxes()
	return int(a) < n && int(b) < n && bd.near[a].has(b)
}

func (s *State) within(a, b uint8, n int) bool {
	d := s.b().Distance(int(a), int(b))
	return d >= 0 && d <= n
}

// passage returns the kind of crossing from box x into box y: Open (along a
// corridor), Door (a door, hole or open breach), or Solid (no way).
func (s *State) passage(x, y uint8) Wall {
	b := s.b()
	n := b.Boxes()
	if int(x) >= n || int(y) >= n {
		hb, box := x, y
		if int(y) >= n {
			hb, box = y, x
		}
		d, ok := s.holding(hb)
		if !ok || int(box) >= n {
			return Solid
		}
		dd := s.c.Dart[d]
		if dd.Flags&dPlaced != 0 && dd.Flags&dOpen != 0 && dd.Flags&(dDestroyed|dDeparted) == 0 && dd.Breach == box {
			return Door // 10.4
		}
		return Solid
	}
	w := b.wallBetween(x, y)
	if w < 0 {
		return Solid
	}
	switch b.walls[w].kind {
	case Open:
		return Open
	case Door:
		return Door
	}
	if s.holed(w) {
		return Door
	}
	return Solid
}

// occupancy is a bit set of the boxes holding at least one unit (12.2).
type occupancy [4]uint64

func (o *occupancy) has(box uint8) bool { return o[box/64]&(1<<(box%64)) != 0 }

func (s *State) occupancy() occupancy {
	var o occupancy
	for w, m := range s.c.InPlay {
		for ; m != 0; m &= m - 1 {
			if u := &s.c.Units[w*64+mbits.TrailingZeros64(m)]; u.Box != noBox {
				o[u.Box/64] |= 1 << (u.Box % 64)
			}
		}
	}
	return o
}

// sight returns the range of a clear line of sight (12.1, 12.2, 12.4) from
// box x to box y, or -1.
func (s *State) sight(x, y uint8) int {
	o := s.occupancy()
	return s.sightWith(x, y, &o)
}

func (s *State) sightWith(x, y uint8, occ *occupancy) int {
	b := s.b()
	n := uint8(b.Boxes())
	if x >= n || y >= n {
		// Through an open breach, treated as a door (10.4): only between the
		// Holding Box and the breach box.
		hb, box := x, y
		if y >= n {
			hb, box = y, x
		}
		d := int(hb - n)
		if box >= n || d >= len(b.darters) {
			return -1
		}
		if dd := s.c.Dart[d]; dd.Flags&(dPlaced|dOpen|dDestroyed|dDeparted) == dPlaced|dOpen && dd.Breach == box {
			return 1
		}
		return -1
	}
	for _, sg := range b.segments(x, y) {
		if sg.gate >= 0 {
			w := int(sg.gate)
			if b.walls[w].kind != Door && !s.holed(w) {
				continue
			}
		}
		clear := true
		for _, m := range sg.between {
			if occ.has(m) {
				clear = false
				break
			}
		}
		if clear {
			return int(sg.rng)
		}
	}
	return -1
}

// breachAt returns the Darter whose breach is in box, or -1 (10.1).
func (s *State) breachAt(box uint8) int {
	for d := range s.b().darters {
		dd := s.c.Dart[d]
		if dd.Flags&dPlaced != 0 && dd.Flags&(dDestroyed|dDeparted) == 0 && dd.Breach == box {
			return d
		}
	}
	return -1
}

// areaOf returns the area index of box, or -1.
func (s *State) areaOf(box uint8) int {
	if int(box) >= s.b().Boxes() {
		return -1
	}
	return int(s.b().area[box])
}

// armoryLive reports whether box is an Armory that has not blown up (18.5).
func (s *State) armoryLive(box uint8) bool {
	return s.b().has(box, fArmory) && !s.blown(box)
}

// seatOf returns who must decide now.
func (s *State) seatNow() Seat {
	if s.c.Pend.Kind != pendNone {
		return s.c.Pend.Seat
	}
	switch s.c.Step {
	case StepTerranBuy, StepMission, StepAssign, StepTerranMove, StepTerranMelee, StepEvacuation, StepDarterDamage:
		return Terran
	}
	return Znon
}

// Exits returns the boxes a unit in box could enter in one step now:
// through open corridor links, doors, holes and open breaches (9.0, 10.4).
// Holding Boxes are numbered after the Hive's boxes ([Board.Box]).
func (s State) Exits(box int) []int {
	b := s.b()
	var out []int
	if box < 0 || box >= b.Boxes()+len(b.darters) {
		return nil
	}
	if box < b.Boxes() {
		for _, l := range b.adj[box] {
			if s.passage(uint8(box), l.to) != Solid {
				out = append(out, int(l.to))
			}
		}
		if d := s.breachAt(uint8(box)); d >= 0 && s.c.Dart[d].Flags&dOpen != 0 {
			out = append(out, int(s.holdingBox(d)))
		}
		return out
	}
	d := box - b.Boxes()
	if x := s.c.Dart[d]; x.Flags&dPlaced != 0 && x.Flags&dOpen != 0 && x.Flags&(dDestroyed|dDeparted) == 0 {
		out = append(out, int(x.Breach))
	}
	return out
}

// Area returns the letter of the area (3.0) of box i, or 0 for a corridor
// box or a Holding Box.
func (b *Board) Area(i int) byte {
	if i < 0 || i >= len(b.names) || b.area[i] < 0 {
		return 0
	}
	return b.areas[b.area[i]]
}

// Destroyed reports whether box i is a destroyed laser pod or engine room,
// or a detonated Armory (14.0, 18.5).
func (s State) Destroyed(i int) bool {
	return i >= 0 && i < s.b().Boxes() && s.blown(uint8(i))
}

// Passage returns what lies between boxes x and y now: Open (along a
// corridor), Door (a door, a hole or an open breach) or Solid (a wall, or
// not contiguous).
func (s State) Passage(x, y int) Wall {
	n := s.b().Boxes() + len(s.b().darters)
	if x < 0 || y < 0 || x >= n || y >= n || x == y {
		return Solid
	}
	return s.passage(uint8(x), uint8(y))
}
