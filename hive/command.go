package hive

import (
	mbits "math/bits"

	"github.com/incursion/incursion"
)

// 8.0 Hive organization: Queen activation (6.0 A.2, 8.6, 8.7), and the
// rules that act at any time (7.8, 17.5).

func (s *State) checkActivation(a Action) error {
	switch a := a.(type) {
	case End:
		return nil
	case Activate:
		q, ok := s.queen(a.Queen)
		if !ok {
			return incursion.Illegal("activate: unit %d is not a Queen in the Hive", a.Queen)
		}
		if q.Flags&uActive != 0 {
			return incursion.Illegal("activate: Queen %d is already Active (8.8)", a.Queen)
		}
		if s.c.ExtraAct && !s.activatable(a.Queen) {
			return incursion.Illegal("activate: Queen %d is within no Active Queen's Command Range and the one additional activation is used (6.0 A.2)", a.Queen)
		}
		return nil
	}
	return incursion.Illegal("%v: it is the Queen Activation Segment (6.0 A.2)", a)
}

// activatable reports whether Queen id is within the Command Range of an
// Active Queen that was not Activated this Game-Turn (8.0, 8.6).
func (s *State) activatable(id int) bool {
	box := s.c.Units[id].Box
	for m := s.c.Special; m != 0; m &= m - 1 {
		q := firstZnon + mbits.TrailingZeros64(m) // Queens and hostages only
		u := &s.c.Units[q]
		if q == id || !u.Kind().QueenLike() || u.Flags&uActive == 0 || u.Flags&uNew != 0 {
			continue
		}
		if r := s.queenRange(q); r >= 0 && s.within(u.Box, box, r) {
			return true
		}
	}
	return false
}

func (g *game) applyActivation(a Action) {
	switch a := a.(type) {
	case End:
		g.endStep()
	case Activate:
		if !g.activatable(a.Queen) {
			g.c.ExtraAct = true
		}
		g.activate(a.Queen)
	}
}

func (g *game) activate(id int) {
	u := &g.c.Units[id]
	if u.Flags&uActive != 0 {
		return
	}
	u.Flags |= uActive | uNew
	if u.Kind() == MasterQueen {
		g.c.MQPhase = g.phaseKey() // 8.6
	}
	g.emit(Affected{Unit: id, What: "activated", Kind: u.Kind(), Box: g.b().Name(int(u.Box)), To: toAll})
}

// alarm activates the Queens in a box and its area when a Space Marine
// enters or fires into it (8.7).
func (g *game) alarm(box uint8) {
	b := g.b()
	n := uint8(b.Boxes())
	if box >= n {
		return
	}
	a := b.area[box]
	for m := g.c.Special; m != 0; m &= m - 1 {
		q := firstZnon + mbits.TrailingZeros64(m) // Queens and hostages only
		u := &g.c.Units[q]
		if !u.Kind().QueenLike() || u.Flags&uActive != 0 || u.Stat() != stInPlay || u.Box >= n {
			continue
		}
		if u.Box == box || (a >= 0 && b.area[u.Box] == a) {
			g.activate(q)
		}
	}
}

// settle applies the rules that act "at any time": prisoners freed (17.4,
// 17.5) and Mind Control lost with distance or the Queen (7.8).
func (g *game) settle() {
	g.settleUnits()
	// A unit that changed hands while moving has finished (9.0).
	if m := g.c.Mover; m != NoUnit && (g.c.Units[m].Stat() != stInPlay || g.ctl(int(m)) != g.moving()) {
		g.c.Units[m].Flags |= uMoved
		g.c.stopMover()
	}
}

func (g *game) settleUnits() {
	var queens [numZnon]uint8 // boxes of the Queens in the Hive
	nq := 0
	var held [2]int // the prisoners held since the start (17.4)
	nh := 0
	n := uint8(g.b().Boxes())
	units := &g.c.Units // game holds a pointer: loaded once, not per unit
	for m := g.c.Special; m != 0; m &= m - 1 {
		q := firstZnon + mbits.TrailingZeros64(m) // the Queens and hostages only
		u := &units[q]
		switch u.Kind() {
		case Ambassador, Daughter: // Kind.Hostage
			if nh < len(held) {
				held[nh] = q
				nh++
			}
			continue
		case Queen, MasterQueen: // Kind.QueenLike
		default:
			continue
		}
		if u.Stat() == stInPlay && u.Box < n {
			queens[nq] = u.Box
			nq++
		}
		if u.Link == NoUnit {
			continue
		}
		t := &units[u.Link]
		switch {
		case u.Stat() != stInPlay || u.Flags&uInc != 0:
			g.release(q, "released: the Queen is gone")
		case t.Stat() != stInPlay:
			t.Link = NoUnit
			u.Link = NoUnit
		case !g.within3(u.Box, t.Box):
			g.release(q, "released: the Queen moved away")
		}
	}
	var terran occupancy // the boxes of the Terran counters in play, made when first needed
	built := false
	for _, i := range held[:nh] {
		u := &units[i]
		if u.Stat() != stInPlay || u.Flags&uContinuous == 0 || u.Box >= n {
			continue
		}
		near := false
		for _, qb := range queens[:nq] {
			if g.within3(qb, u.Box) {
				near = true
				break
			}
		}
		free := !near
		if near && !built {
			for m := g.c.InPlay[0] & terranCounters; m != 0; m &= m - 1 {
				b := units[mbits.TrailingZeros64(m)].Box
				terran[b/64] |= 1 << (b % 64)
			}
			built = true
		}
		if near && terran.has(u.Box) { // else no Space Marine is there
			// 17.4: a Terran-controlled Space Marine and no other
			// Znon-controlled unit (Marines are on the first counters).
			marine, guard := false, false
			box := u.Box
			for m := g.c.InPlay[0] & terranCounters; m != 0; m &= m - 1 {
				j := mbits.TrailingZeros64(m) // the Terran counters in play
				if v := &units[j]; v.Box == box {
					if g.ctl(j) == Terran {
						marine = true
					} else {
						guard = true
						break // not freed, whoever else is there
					}
				}
			}
			for j := firstZnon; marine && !guard && j < numUnits; j++ {
				if v := &units[j]; v.Stat() == stInPlay && v.Box == u.Box && !v.Kind().Hostage() && g.ctl(j) == Znon {
					guard = true
				}
			}
			free = marine && !guard
		}
		if free {
			u.Flags &^= uZnon | uContinuous
			u.Flags |= uFaceUp
			u.Link = NoUnit
			g.emit(Affected{Unit: i, What: "freed", Kind: u.Kind(), Box: g.b().Name(int(u.Box)), To: toAll})
		}
	}
}
