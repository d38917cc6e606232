package hive

// 6.0 Sequence of Play: the steps entered and closed, in order, and the
// Segments skipped when nobody has a decision to make.

// enter starts a step of the Sequence of Play, doing its automatic work,
// and skips steps in which nobody has a decision to make.
func (g *game) enter(st Step) {
	if g.endIfDone() {
		return
	}
	g.c.Step = st
	g.emitShared(begins(int(g.c.Turn), st))
	c := &g.c // game holds a pointer: loaded once, not per unit
	switch st {
	case StepMindControl:
		g.c.ExtraAct = false
		for i := range c.Units {
			u := &c.Units[i]
			u.Flags &^= uFired | uTried | uNew | uLost
			if u.Kind().QueenLike() {
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
		for i := range c.Units {
			c.Units[i].Flags &^= uMoved | uIncNow
			c.Units[i].MP = 0
		}
		g.c.stopMover()
		if st == StepZnonMove {
			g.executionRolls()
		}
	case StepTerranMelee, StepZnonMelee:
		for i := range c.Units {
			c.Units[i].Flags &^= uMelee
		}
		if st == StepZnonMelee {
			g.trapsTurnUp()
		}
	case StepEvacuation:
		for d := range c.Dart {
			c.Dart[d].Flags &^= dLeaving
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
	if s.over() || s.c.Hidden && s.c.Viewer != s.seatNow() {
		return false
	}
	c := collector{probe: true}
	s.list(&c)
	return c.onlyEnd()
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
		if _, ok := g.holding(u.Box); ok && u.Stat() == stInPlay && u.Flags&uInc != 0 && u.MP == 0 && g.ctl(i) == Terran {
			u.Flags &^= uInc
			g.emit(Affected{Unit: i, What: "recovers", Box: g.b().Name(int(u.Box)), To: toAll})
		}
	}
	g.enter(StepTerranMelee)
}
