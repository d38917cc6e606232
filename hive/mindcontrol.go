package hive

import (
	mbits "math/bits"

	"github.com/incursion/incursion"
)

// 7.0 Mind Control: the Znon Command Phase's attempts (6.0 A.1), their
// relinquishment and break-out, and the Mind Controlled units' limits.

func (s *State) checkMindControl(a Action) error {
	switch a := a.(type) {
	case End:
		return nil
	case Relinquish:
		q, ok := s.queen(a.Queen)
		if !ok {
			return incursion.Illegal("relinquish: unit %d is not a Queen in the Hive", a.Queen)
		}
		if q.Link == NoUnit {
			return incursion.Illegal("relinquish: Queen %d holds no Mind Control", a.Queen)
		}
		for i := range s.c.Units {
			if s.c.Units[i].Flags&uTried != 0 {
				return incursion.Illegal("relinquish: Mind Control may only be relinquished at the beginning of a Mind Control Segment (7.5)")
			}
		}
		return nil
	case MindControl:
		q, ok := s.queen(a.Queen)
		if !ok {
			return incursion.Illegal("mindcontrol: unit %d is not a Queen in the Hive", a.Queen)
		}
		if q.Flags&uActive == 0 || q.Flags&uInc != 0 {
			return incursion.Illegal("mindcontrol: only active and non-incapacitated Queens may attempt Mind Control (7.1)")
		}
		if q.Flags&uTried != 0 {
			return incursion.Illegal("mindcontrol: a unit may attempt Mind Control only once per Game-Turn (7.1)")
		}
		if q.Flags&uLost != 0 {
			return incursion.Illegal("mindcontrol: no new Mind Control in the Segment in which Mind Control is relinquished or lost (7.5)")
		}
		if q.Link != NoUnit {
			return incursion.Illegal("mindcontrol: a Queen may never maintain Mind Control over more than one individual (7.4)")
		}
		if !s.unitOK(a.Target) {
			return incursion.Illegal("mindcontrol: no unit %d", a.Target)
		}
		t := &s.c.Units[a.Target]
		if !t.Kind().Terran() || t.Stat() != stInPlay || s.ctl(a.Target) != Terran {
			return incursion.Illegal("mindcontrol: only individuals under the Terran player's control (7.2)")
		}
		if !s.onMap(a.Target) {
			return incursion.Illegal("mindcontrol: Queens may not Mind Control units in Darter Holding Boxes (7.2)")
		}
		if !s.within3(q.Box, t.Box) {
			return incursion.Illegal("mindcontrol: the target must be within 3 boxes (7.2)")
		}
		if s.znonIn(t.Box)+1 > 3 && !t.Kind().Hostage() {
			return incursion.Illegal("mindcontrol: no more than three Znon-controlled individuals may occupy the same box (9.2)")
		}
		if t.Kind() == Lancers && s.spareTerran(firstLancer, firstZnon) < 0 {
			return incursion.Illegal("mindcontrol: no counter left for the split team")
		}
		return nil
	}
	return incursion.Illegal("%v: it is the Mind Control Segment (6.0 A.1)", a)
}

// queen returns a Queen or Master-Queen in play in the Hive.
func (s *State) queen(id int) (*unit, bool) {
	if !s.unitOK(id) {
		return nil, false
	}
	u := &s.c.Units[id]
	if !u.Kind().QueenLike() || !s.onMap(id) {
		return nil, false
	}
	return u, true
}

// queensInPlay returns the Queens and the Master-Queen in play, as a bit
// set by counter number after the first Znon counter (as core.Special).
// A bit set, not an iterator: an iterator that is not inlined makes its
// State escape to the heap.
func (s *State) queensInPlay() uint64 {
	var q uint64
	for m := s.c.Special & s.c.znonBits(); m != 0; m &= m - 1 {
		if i := mbits.TrailingZeros64(m); s.c.Units[firstZnon+i].Kind().QueenLike() {
			q |= 1 << i
		}
	}
	return q
}

func (s *State) mindControlCandidates(yield func(Action)) {
	for m := s.queensInPlay(); m != 0; m &= m - 1 {
		q := firstZnon + mbits.TrailingZeros64(m)
		u := &s.c.Units[q]
		if u.Link != NoUnit {
			yield(Relinquish{q})
			continue
		}
		if u.Flags&(uActive|uInc|uTried|uLost) != uActive || !s.onMap(q) {
			continue
		}
		for t := range s.c.Units {
			// Only individuals under the Terran player's control (7.2), as
			// checkMindControl requires.
			if v := &s.c.Units[t]; v.Kind().Terran() && v.Stat() == stInPlay && s.onMap(t) && s.ctl(t) == Terran && s.within3(u.Box, v.Box) {
				yield(s.b().actions().mind[(q-firstZnon)*numUnits+t])
			}
		}
	}
	yield(End{})
}

// mindControlActions yields the legal actions of the Mind Control Segment
// directly, in the order of mindControlCandidates: what checkMindControl
// accepts, with the stacking counts (9.2) found once. TestActionsMatchLegal
// checks that it agrees with check.
func (s *State) mindControlActions(yield func(Action)) {
	tried := false // 7.5: some Queen attempted Mind Control this Segment
	for m := s.c.Special; m != 0; m &= m - 1 {
		// Only a Queen tries (applyMindControl): the Queens and hostages.
		if s.c.Units[firstZnon+mbits.TrailingZeros64(m)].Flags&uTried != 0 {
			tried = true
		}
	}
	tab := s.b().actions()
	// The Terrans that some Queen might control, in order: what does not
	// depend on the Queen is tested once, when the first Queen may try.
	var cand [numUnits]uint8
	nc := -1
	for m := s.queensInPlay(); m != 0; m &= m - 1 {
		q := firstZnon + mbits.TrailingZeros64(m)
		u := &s.c.Units[q]
		if u.Link != NoUnit {
			if !tried && s.onMap(q) {
				yield(Relinquish{q})
			}
			continue
		}
		if u.Flags&(uActive|uInc|uTried|uLost) != uActive || !s.onMap(q) {
			continue
		}
		if nc < 0 {
			// The Znon-controlled individuals per box (9.2), found once,
			// when the first Queen may try.
			var znon [256]uint8
			for w, m := range s.c.InPlay {
				for ; m != 0; m &= m - 1 {
					i := w*64 + mbits.TrailingZeros64(m) // the units in play
					if v := &s.c.Units[i]; !v.Kind().Trap() && !v.Kind().Hostage() && s.ctl(i) == Znon {
						znon[v.Box] += uint8(v.Kind().men())
					}
				}
			}
			spareLancer := s.spareTerran(firstLancer, firstZnon) >= 0
			nc = 0
			for w, m := range s.c.InPlay {
				for ; m != 0; m &= m - 1 {
					t := w*64 + mbits.TrailingZeros64(m) // the units in play
					v := &s.c.Units[t]
					if !v.Kind().Terran() || !s.onMap(t) || s.ctl(t) != Terran {
						continue
					}
					if int(znon[v.Box])+1 > 3 && !v.Kind().Hostage() {
						continue // 9.2
					}
					if v.Kind() == Lancers && !spareLancer {
						continue
					}
					cand[nc] = uint8(t)
					nc++
				}
			}
		}
		for _, t := range cand[:nc] {
			if s.within3(u.Box, s.c.Units[t].Box) {
				yield(tab.mind[(q-firstZnon)*numUnits+int(t)])
			}
		}
	}
	yield(End{})
}

func (g *game) applyMindControl(a Action) {
	switch a := a.(type) {
	case End:
		g.endStep()
	case Relinquish:
		g.release(a.Queen, "relinquished")
	case MindControl:
		q := &g.c.Units[a.Queen]
		q.Flags |= uTried
		t := &g.c.Units[a.Target]
		need := 3
		if t.Flags&uInc != 0 {
			need = 5
		}
		f := g.roll(Znon, "Mind Control (7.0)", toAll)
		if f > need {
			if a.Target >= 0 && a.Target < numUnits {
				g.emitShared(resists[a.Target : a.Target+1 : a.Target+1])
			} else {
				g.emit(Affected{Unit: a.Target, What: "resists Mind Control", To: toAll})
			}
			return
		}
		target := a.Target
		if t.Kind() == Lancers { // 7.9, 17.1: one man of the team is taken
			target = g.split(a.Target)
		}
		v := &g.c.Units[target]
		v.Flags |= uZnon
		v.Link = uint8(a.Queen)
		q.Link = uint8(target)
		q.Flags |= uReduced // 7.3
		g.emit(Affected{Unit: target, What: "mind controlled", Kind: v.Kind(), Box: g.b().Name(int(v.Box)), To: toAll})
	}
}

// split turns a 2 Lancers into two 1 Lancers (17.1) and returns the new one.
func (g *game) split(id int) int {
	n := g.spareTerran(firstLancer, firstZnon)
	u := &g.c.Units[id]
	if n < 0 { // never with a valid state: every man has a slot (Validate)
		return id
	}
	u.setKind(Lancer)
	g.c.Units[n] = unit{ks: pack(Lancer, stInPlay), Box: u.Box, Flags: u.Flags &^ (uZnon | uInc), Link: NoUnit, MP: u.MP}
	g.c.syncInPlay(n)
	g.emit(Affected{Unit: n, What: "split", Kind: Lancer, Box: g.b().Name(int(u.Box)), To: toAll})
	return n
}

// release ends the Mind Control of a Queen (7.5, 7.6, 7.8).
func (g *game) release(queen int, why string) {
	q := &g.c.Units[queen]
	if q.Link == NoUnit {
		return
	}
	t := &g.c.Units[q.Link]
	g.emit(Affected{Unit: int(q.Link), What: why, Kind: t.Kind(), To: toAll})
	t.Flags &^= uZnon
	t.Link = NoUnit
	q.Link = NoUnit
	q.Flags |= uLost
}

// breakOut rolls for each Mind Controlled individual (7.6).
func (g *game) breakOut() {
	for i := range g.c.Units {
		u := &g.c.Units[i]
		if u.Stat() == stInPlay && g.mcd(i) && u.Link != NoUnit {
			if g.roll(Terran, "break Mind Control (7.6)", toAll) <= 2 {
				g.release(int(u.Link), "breaks out of Mind Control")
			}
		}
	}
}
