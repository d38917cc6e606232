package hive

import "github.com/incursion/incursion"

// --- 6.0 A: Znon Command Phase; 7.0 Mind Control; 8.0 Hive organization ---

// enter starts a step of the Sequence of Play, doing its automatic work,
// and skips steps in which nobody has a decision to make.
func (g *game) enter(st Step) {
	if g.endIfDone() {
		return
	}
	g.c.Step = st
	g.emitShared(begins(int(g.c.Turn), st))
	switch st {
	case StepMindControl:
		g.c.ExtraAct = false
		for i := range g.c.Units {
			u := &g.c.Units[i]
			u.Flags &^= uFired | uTried | uNew | uLost
			if u.Kind.QueenLike() {
				// 7.3: the reduction lasts while the Queen held a Mind
				// Control during some part of the Game-Turn.
				if u.Link != NoUnit {
					u.Flags |= uReduced
				} else {
					u.Flags &^= uReduced
				}
			}
		}
	case StepTerranMove, StepZnonMove:
		for i := range g.c.Units {
			g.c.Units[i].Flags &^= uMoved | uIncNow
			g.c.Units[i].MP = 0
		}
		g.c.Mover = NoUnit
		if st == StepZnonMove {
			g.executionRolls()
		}
	case StepTerranMelee, StepZnonMelee:
		for i := range g.c.Units {
			g.c.Units[i].Flags &^= uMelee
		}
		if st == StepZnonMelee {
			g.trapsTurnUp()
		}
	case StepEvacuation:
		for d := range g.c.Dart {
			g.c.Dart[d].Flags &^= dLeaving
		}
	}
	// Segments in which the player may do nothing but end are skipped.
	if g.c.Pend.Kind == pendNone && !g.keepStep() && g.onlyEnd() {
		g.endStep()
	}
}

// keepStep reports whether the step must not be skipped even when End is
// the only choice, because the skip would tell the Terran player what he
// may not know: a Znon Melee Combat Segment while a hostage is held
// (whether the roll to execute was made, 19.0, adds the announcement), and
// a Znon Movement Segment, gravity not cut, while face-down Znon units are
// on the map (whether any of them may move tells they are not all traps
// or Inactive Queens, 11.1).
func (s *State) keepStep() bool {
	switch s.c.Step {
	case StepZnonMelee:
		for i := firstZnon; i < numUnits; i++ {
			if s.heldHostage(i) {
				return true
			}
		}
	case StepZnonMove:
		if s.frozen() {
			return false
		}
		for i := firstZnon; i < numUnits; i++ {
			if s.onMap(i) && !s.faceUp(i) {
				return true
			}
		}
	}
	return false
}

// onlyEnd reports whether End is the only legal action now: Actions would
// return exactly [End], without listing them all.
func (s *State) onlyEnd() bool {
	if s.Over() || s.c.Hidden && s.c.Viewer != s.seatNow() {
		return false
	}
	others, end, stop := false, false, false
	yield := func(a Action) {
		if _, ok := a.(End); ok {
			end = true
			return
		}
		others, stop = true, true
	}
	s.listUntil(yield, &stop)
	return end && !others
}

// endStep closes the current step (the End action) and enters the next.
func (g *game) endStep() {
	switch g.c.Step {
	case StepMindControl:
		g.breakOut()
		g.enter(StepActivation)
	case StepActivation:
		g.enter(StepTerranMove)
	case StepTerranMove:
		if g.canCombine() {
			g.c.Pend = pending{Kind: pendCombine, Seat: Terran}
			return
		}
		g.afterTerranMove()
	case StepTerranMelee:
		g.enter(StepZnonMove)
	case StepZnonMove:
		if g.canSpawn() {
			g.c.Pend = pending{Kind: pendSpawn, Seat: Znon}
			return
		}
		g.afterZnonMove()
	case StepZnonMelee:
		for i := range g.c.Units {
			g.c.Units[i].Flags &^= uRefused
		}
		if g.c.Notice != NoUnit && g.c.NoticeTurn < g.c.Turn {
			g.c.Notice = NoUnit // 19.4: the notice lapses
		}
		g.enter(StepEvacuation)
	case StepEvacuation:
		leaving := false
		for d := range g.c.Dart {
			if g.c.Dart[d].Flags&dLeaving != 0 {
				leaving = true
			}
		}
		if leaving && g.intactPods() > 0 {
			g.c.PodNext = 0
			for i := range g.c.PodAim {
				g.c.PodAim[i] = -1
			}
			g.skipBlownPods()
			g.enter(StepOuterDefense)
			return
		}
		g.afterOuterDefense()
	case StepOuterDefense:
		g.c.PodNext = uint8(len(g.b().pods))
		g.fireLasers()
	}
}

// afterZnonMove ends the Znon Movement and Ranged Combat Segment, after
// Cold Storage (18.9): the Terran player's 1 Lancers may combine (17.2, "at
// the end of any Movement and Ranged Combat Segment").
func (g *game) afterZnonMove() {
	if g.canCombine() {
		g.c.Pend = pending{Kind: pendCombine, Seat: Terran}
		return
	}
	g.enter(StepZnonMelee)
}

// afterCombine closes the combinations of 17.2 and the Segment they end.
func (g *game) afterCombine() {
	g.c.Pend = pending{}
	if g.c.Step == StepZnonMove {
		g.enter(StepZnonMelee)
		return
	}
	g.afterTerranMove()
}

// afterTerranMove ends the Terran Movement and Ranged Combat Segment:
// Incapacitated Space Marines recover in Holding Boxes (13.0).
func (g *game) afterTerranMove() {
	for i := 0; i < firstZnon; i++ {
		u := &g.c.Units[i]
		if _, ok := g.holding(u.Box); ok && u.Stat == stInPlay && u.Flags&uInc != 0 && u.MP == 0 && g.ctl(i) == Terran {
			u.Flags &^= uInc
			g.emit(Affected{Unit: i, What: "recovers", Box: g.b().Name(int(u.Box)), To: toAll})
		}
	}
	g.enter(StepTerranMelee)
}

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
		if !t.Kind.Terran() || t.Stat != stInPlay || s.ctl(a.Target) != Terran {
			return incursion.Illegal("mindcontrol: only individuals under the Terran player's control (7.2)")
		}
		if !s.onMap(a.Target) {
			return incursion.Illegal("mindcontrol: Queens may not Mind Control units in Darter Holding Boxes (7.2)")
		}
		if !s.within(q.Box, t.Box, 3) {
			return incursion.Illegal("mindcontrol: the target must be within 3 boxes (7.2)")
		}
		if s.znonIn(t.Box)+1 > 3 && !t.Kind.Hostage() {
			return incursion.Illegal("mindcontrol: no more than three Znon-controlled individuals may occupy the same box (9.2)")
		}
		if t.Kind == Lancers && s.spareTerran(firstLancer, firstZnon) < 0 {
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
	if !u.Kind.QueenLike() || !s.onMap(id) {
		return nil, false
	}
	return u, true
}

func (s *State) mindControlCandidates(yield func(Action)) {
	for q := firstZnon; q < numUnits; q++ {
		u := &s.c.Units[q]
		if !u.Kind.QueenLike() || u.Stat != stInPlay {
			continue
		}
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
			if v := &s.c.Units[t]; v.Kind.Terran() && v.Stat == stInPlay && s.onMap(t) && s.ctl(t) == Terran && s.within(u.Box, v.Box, 3) {
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
	var znon [256]uint8
	for i := range s.c.Units {
		v := &s.c.Units[i]
		if v.Flags&uTried != 0 {
			tried = true
		}
		if v.Stat == stInPlay && !v.Kind.Trap() && !v.Kind.Hostage() && s.ctl(i) == Znon {
			znon[v.Box] += uint8(v.Kind.men())
		}
	}
	spareLancer := s.spareTerran(firstLancer, firstZnon) >= 0
	tab := s.b().actions()
	// The Terrans that some Queen might control, in order: what does not
	// depend on the Queen is tested once, when the first Queen may try.
	var cand [numUnits]uint8
	nc := -1
	for q := firstZnon; q < numUnits; q++ {
		u := &s.c.Units[q]
		if !u.Kind.QueenLike() || u.Stat != stInPlay {
			continue
		}
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
			nc = 0
			for t := range s.c.Units {
				v := &s.c.Units[t]
				if !v.Kind.Terran() || v.Stat != stInPlay || !s.onMap(t) || s.ctl(t) != Terran {
					continue
				}
				if int(znon[v.Box])+1 > 3 && !v.Kind.Hostage() {
					continue // 9.2
				}
				if v.Kind == Lancers && !spareLancer {
					continue
				}
				cand[nc] = uint8(t)
				nc++
			}
		}
		for _, t := range cand[:nc] {
			if s.within(u.Box, s.c.Units[t].Box, 3) {
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
		if t.Kind == Lancers { // 7.9, 17.1: one man of the team is taken
			target = g.split(a.Target)
		}
		v := &g.c.Units[target]
		v.Flags |= uZnon
		v.Link = uint8(a.Queen)
		q.Link = uint8(target)
		q.Flags |= uReduced // 7.3
		g.emit(Affected{Unit: target, What: "mind controlled", Kind: v.Kind, Box: g.b().Name(int(v.Box)), To: toAll})
	}
}

// split turns a 2 Lancers into two 1 Lancers (17.1) and returns the new one.
func (g *game) split(id int) int {
	n := g.spareTerran(firstLancer, firstZnon)
	u := &g.c.Units[id]
	if n < 0 { // never with a valid state: every man has a slot (Validate)
		return id
	}
	u.Kind = Lancer
	g.c.Units[n] = unit{Kind: Lancer, Stat: stInPlay, Box: u.Box, Flags: u.Flags &^ (uZnon | uInc), Link: NoUnit, MP: u.MP}
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
	g.emit(Affected{Unit: int(q.Link), What: why, Kind: t.Kind, To: toAll})
	t.Flags &^= uZnon
	t.Link = NoUnit
	q.Link = NoUnit
	q.Flags |= uLost
}

// breakOut rolls for each Mind Controlled individual (7.6).
func (g *game) breakOut() {
	for i := range g.c.Units {
		u := &g.c.Units[i]
		if u.Stat == stInPlay && g.mcd(i) && u.Link != NoUnit {
			if g.roll(Terran, "break Mind Control (7.6)", toAll) <= 2 {
				g.release(int(u.Link), "breaks out of Mind Control")
			}
		}
	}
}

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
	for q := firstZnon; q < numUnits; q++ {
		u := &s.c.Units[q]
		if q == id || !u.Kind.QueenLike() || u.Flags&uActive == 0 || u.Flags&uNew != 0 {
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
	if u.Kind == MasterQueen {
		g.c.MQPhase = g.phaseKey() // 8.6
	}
	g.emit(Affected{Unit: id, What: "activated", Kind: u.Kind, Box: g.b().Name(int(u.Box)), To: toAll})
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
	for q := firstZnon; q < numUnits; q++ {
		u := &g.c.Units[q]
		if !u.Kind.QueenLike() || u.Flags&uActive != 0 || u.Stat != stInPlay || u.Box >= n {
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
	if m := g.c.Mover; m != NoUnit && (g.c.Units[m].Stat != stInPlay || g.ctl(int(m)) != g.moving()) {
		g.c.Units[m].Flags |= uMoved
		g.c.Mover = NoUnit
	}
}

// settleKind marks the kinds settle looks at: Queens and the hostages (a
// table indexed by a byte: one load, no bounds check).
var settleKind = [256]bool{Queen: true, MasterQueen: true, Ambassador: true, Daughter: true}

func (g *game) settleUnits() {
	var queens [numZnon]uint8 // boxes of the Queens in the Hive
	nq := 0
	var held [2]int // the prisoners held since the start (17.4)
	nh := 0
	n := uint8(g.b().Boxes())
	for q := firstZnon; q < numUnits; q++ {
		u := &g.c.Units[q]
		if !settleKind[u.Kind] {
			continue // one test for the commonest case
		}
		switch u.Kind {
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
		if u.Stat == stInPlay && u.Box < n {
			queens[nq] = u.Box
			nq++
		}
		if u.Link == NoUnit {
			continue
		}
		t := &g.c.Units[u.Link]
		switch {
		case u.Stat != stInPlay || u.Flags&uInc != 0:
			g.release(q, "released: the Queen is gone")
		case t.Stat != stInPlay:
			t.Link = NoUnit
			u.Link = NoUnit
		case !g.within(u.Box, t.Box, 3):
			g.release(q, "released: the Queen moved away")
		}
	}
	for _, i := range held[:nh] {
		u := &g.c.Units[i]
		if u.Stat != stInPlay || u.Flags&uContinuous == 0 || u.Box >= n {
			continue
		}
		near := false
		for _, qb := range queens[:nq] {
			if g.within(qb, u.Box, 3) {
				near = true
				break
			}
		}
		free := !near
		if near {
			// 17.4: a Terran-controlled Space Marine and no other
			// Znon-controlled unit (Marines are on the first counters).
			marine, guard := false, false
			box := u.Box
			for j := 0; j < firstZnon; j++ {
				if v := &g.c.Units[j]; v.Box == box && v.Stat == stInPlay {
					if g.ctl(j) == Terran {
						marine = true
					} else {
						guard = true
						break // not freed, whoever else is there
					}
				}
			}
			for j := firstZnon; marine && !guard && j < numUnits; j++ {
				if v := &g.c.Units[j]; v.Stat == stInPlay && v.Box == u.Box && !v.Kind.Hostage() && g.ctl(j) == Znon {
					guard = true
				}
			}
			free = marine && !guard
		}
		if free {
			u.Flags &^= uZnon | uContinuous
			u.Flags |= uFaceUp
			u.Link = NoUnit
			g.emit(Affected{Unit: i, What: "freed", Kind: u.Kind, Box: g.b().Name(int(u.Box)), To: toAll})
		}
	}
}
