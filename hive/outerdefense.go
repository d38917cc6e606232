package hive

import "github.com/incursion/incursion"

// 5.5, 5.8, 5.9: the outer defenses of the Hive fire at the Darters as they
// come in (the Outer Defense Table), and each Darter hit rolls on the Darter
// Damage Table; the same table serves the laser pods of 20.0.

// outerDefenseTable is 5.8: rows by die, columns for 4, 5 and 6 Darters.
var outerDefenseTable = [6][3]int{{0, 0, 1}, {1, 1, 2}, {2, 2, 2}, {2, 2, 2}, {2, 3, 3}, {3, 3, 3}}

// outerDefense rolls on the Outer Defense Table (5.8).
func (g *game) outerDefense() {
	built := g.terranForce().darters
	col := built - 4
	if col < 0 {
		col = 0
	}
	if col > 2 {
		col = 2
	}
	f := g.roll(Znon, "Outer Defense Table (5.8)", toAll)
	hits := outerDefenseTable[f-1][col]
	if hits > built {
		hits = built
	}
	g.c.Hits = uint8(hits)
	if hits > 0 {
		g.c.Step = StepOuterHit
		g.emitShared(begins(0, StepOuterHit))
		return
	}
	g.c.Shown = true
	g.c.Step = StepDarterDamage
	g.damageNext()
}

func (s *State) checkHit(a Action) error {
	h, ok := a.(Hit)
	if !ok {
		return incursion.Illegal("%v: the Znon player names the damaged Darters (5.5)", a)
	}
	d, ok := s.darterIndex(h.Darter)
	if !ok || s.c.Dart[d].Flags&dBuilt == 0 {
		return incursion.Illegal("hit %s: no such Darter was built (4.6)", h.Darter)
	}
	if s.c.Dart[d].Flags&dHit != 0 {
		return incursion.Illegal("hit %s: a given Darter may only be damaged once (5.5)", h.Darter)
	}
	return nil
}

func (g *game) applyHit(h Hit) {
	d, _ := g.darterIndex(h.Darter)
	g.c.Dart[d].Flags |= dHit
	g.emit(Marked{What: "damaged by the outer defenses", Darter: h.Darter, To: toAll})
	g.c.Hits--
	if g.c.Hits == 0 {
		g.c.Shown = true // 5.5: the Holding Boxes are revealed now
		g.c.Step = StepDarterDamage
		g.damageNext()
	}
}

// damageNext rolls on the Darter Damage Table (5.9) for the next damaged
// Darter; when none is left, checks 10.3 and starts Game-Turn 1.
func (g *game) damageNext() {
	for d := range g.b().darters {
		if g.c.Dart[d].Flags&dHit != 0 && g.c.Dart[d].Flags&dDamaged == 0 {
			g.c.Dart[d].Flags |= dDamaged
			if g.darterDamage(d) {
				return // the Terran player chooses casualties
			}
		}
	}
	for d := range g.b().darters {
		x := &g.c.Dart[d]
		if x.Flags&dDamaged != 0 && x.Flags&dDestroyed == 0 && !g.engineerIn(g.holdingBox(d)) {
			x.Flags |= dAirlock // 10.3
			g.emit(Marked{What: "must breach the airlock", Darter: g.b().darters[d], To: toAll})
		}
	}
	g.c.Turn = 1
	g.enter(StepMindControl)
}

func (s *State) engineerIn(box uint8) bool {
	for i := 0; i < firstLancer; i++ {
		if u := &s.c.Units[i]; u.Stat() == stInPlay && u.Box == box && u.Kind() == Engineer {
			return true
		}
	}
	return false
}

// darterDamage rolls on the Darter Damage Table (5.9) for Darter d and
// applies the result; it reports whether a casualty choice is pending.
func (g *game) darterDamage(d int) bool {
	f := g.roll(Terran, "Darter Damage Table (5.9) for "+g.b().darters[d], toAll)
	hb := g.holdingBox(d)
	if f == 6 {
		g.destroyDarter(d, "destroyed by the outer defenses")
		return false
	}
	n := [6]int{1, 2, 2, 3, 4, 0}[f-1]
	return g.casualties(Terran, hb, n)
}

// casualties applies n "1" results among the occupants of box, chosen by
// seat (5.3, 5.9); it reports whether a choice is pending.
func (g *game) casualties(seat Seat, box uint8, n int) bool {
	men := 0
	for i := range g.c.Units {
		if u := &g.c.Units[i]; u.Stat() == stInPlay && u.Box == box {
			men += u.Kind().men()
		}
	}
	if men <= n {
		for i := range g.c.Units {
			if u := &g.c.Units[i]; u.Stat() == stInPlay && u.Box == box {
				g.eliminate(i, Znon)
			}
		}
		return false
	}
	if n == 0 {
		return false
	}
	g.c.Pend = pending{Kind: pendCasualty, Seat: seat, Elim: true, Count: uint8(n), Box: box}
	return true
}

// destroyDarter removes a Darter, its breach and everything in its Holding
// Box (5.9 D, 14.0, 20.0).
func (g *game) destroyDarter(d int, why string) {
	hb := g.holdingBox(d)
	for i := range g.c.Units {
		if u := &g.c.Units[i]; u.Stat() == stInPlay && u.Box == hb {
			g.eliminate(i, Znon)
		}
	}
	g.c.Dart[d].Flags |= dDestroyed
	g.c.Dart[d].Flags &^= dOpen
	g.emit(Marked{What: why, Darter: g.b().darters[d], To: toAll})
}
