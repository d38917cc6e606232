package spyordie

// Actions returns every legal action now, in a stable order. On a view
// ([State.View]) it returns the viewer's legal actions, the same list as
// ActionsFor of the full state; none when the viewer is not to move, and
// none on the Defender's view while an Imposter is disguised: that view
// hides which Minion figure he wears, which the Defender's list (it has
// no orders for that figure) would tell (RULES.md, "A View is for
// looking").
func (s State) Actions() []Action {
	if s.bid == 0 || s.phase == phOver {
		return nil
	}
	if s.view != 0 {
		p, _ := s.Viewer()
		if t := s.ToMove(); len(t) != 1 || t[0] != p || s.hidesImposter() {
			return nil
		}
		s.view = 0
	}
	// The candidates go to a buffer on the stack; only the legal ones are
	// copied to the slice returned.
	var buf [64]Action
	cand := s.candidates(buf[:0])
	// Some candidates are legal by construction: legal would only repeat
	// the step check the candidates passed (see minionCandidates and
	// intruderCandidates). A Minion's Move in Phase 2 passed stepOK(f, d,
	// maxMove(f)) (through stepsOK) after everything legalMinion asks of
	// the figure; a Step of a move in progress passed stepOK(Who, d, Left),
	// which is legalMoving's check while Left > 0.
	// An Intruder's Move passed the same step check, but legalIntruder
	// asks more of him first, the same for every direction: the verdict on
	// the first Move is the verdict on all.
	free := s.np == 0 && !s.mv.On && s.phase == phMinions
	intruderMoves := s.np == 0 && !s.mv.On && s.phase == phIntruder
	stepping := s.np == 0 && s.mv.On && s.mv.Left > 0 && (s.phase == phMinions || s.phase == phIntruder)
	var moveVerdict int8 // intruderMoves: 0 unknown, 1 legal, -1 illegal
	n := 0
	for _, a := range cand {
		switch a.(type) {
		case Move:
			if free {
				cand[n] = a
				n++
				continue
			}
			if intruderMoves {
				if moveVerdict == 0 {
					moveVerdict = -1
					if s.legal(a) == nil {
						moveVerdict = 1
					}
				}
				if moveVerdict > 0 {
					cand[n] = a
					n++
				}
				continue
			}
		case Step:
			if stepping {
				cand[n] = a
				n++
				continue
			}
		}
		if s.legal(a) == nil {
			cand[n] = a
			n++
		}
	}
	out := make([]Action, n)
	copy(out, cand[:n])
	return out
}

// candidates lists actions that may be legal; Actions keeps the legal ones.
func (s *State) candidates(c []Action) []Action {
	b := s.bd()
	pt := b.pt
	if f := s.top(); f != nil {
		who := f.Who
		switch f.Kind {
		case fChance:
			return append(c, Chance{}, TakeTime{})
		case fTake:
			return append(c, Take{}, Pass{})
		case fFightBack:
			return append(c, FightBack{}, Pass{})
		case fSacrifice:
			return append(c, Sacrifice{}, Pass{})
		case fConceal:
			return append(c, Conceal{}, Pass{})
		case fDisguise:
			return append(c, Disguise{}, Pass{})
		case fFreeHide:
			return append(c, boxHide[who], boxPass)
		case fFreeStep:
			ok := s.stepsOK(who, 1)
			for d := range 8 {
				if ok&(1<<d) != 0 {
					c = append(c, boxStep[who][d])
				}
			}
			return append(c, boxPass)
		case fReact, fReactFail:
			for g := Fig(0); g < nFigs; g++ {
				if enemies(who, g) && s.figSq(g) >= 0 {
					c = append(c, boxShoot[who][g], boxFight[who][g])
				}
			}
			for d := range 8 {
				c = append(c, boxStep[who][d])
			}
			return append(c, boxSurrender[who], boxPass)
		case fSMG:
			c = append(c, Reroll{})
			for g := Fig(0); g < nFigs; g++ {
				if enemies(who, g) && s.figSq(g) >= 0 {
					// Only another eligible target within 4 squares
					// of the first (see legalDecision).
					if orig := Fig(f.A); g != orig && s.canShoot(who, g) && s.figSq(orig) >= 0 &&
						b.dist(s.figSq(orig), s.figSq(g)) <= 4 {
						c = append(c, SecondShot{g})
					}
				}
			}
			return append(c, boxPass)
		case fImprison:
			// Only free Detention squares (see detentionOK).
			ns := len(b.storage)
			for i, q := range b.roomSquares[Prison] {
				if s.detentionOK(q) {
					c = append(c, b.box.imprison[i*ns:(i+1)*ns]...)
				}
			}
			return c
		case fTea:
			return append(c, b.box.tea...)
		case fPlace:
			return append(s.spawnCandidates(c, uint8(f.B)), boxPass)
		}
		return nil
	}
	switch s.phase {
	case phBoss:
		c = append(c, b.box.placeBoss...)
	case phStarter:
		c = append(c, b.box.placeStarter...)
	case phSentry:
		c = append(c, b.box.placeSentry...)
	case phCamera:
		c = append(c, b.box.placeCamera...)
	case phPassage:
		c = append(c, b.box.placePassage...)
	case phAgent:
		for a := Kim; a <= Anna; a++ {
			c = append(c, ChooseAgent{Fig(s.sub), a})
		}
	case phTalent:
		for t := Detective; t <= Judoka; t++ {
			c = append(c, ChooseTalent{Fig(s.sub), t})
		}
	case phItem:
		for it := Silencer; it <= XRaySpecs; it++ {
			c = append(c, ChooseItem{Fig(s.sub), it})
		}
	case phStart:
		if s.sub < 3 {
			c = append(c, b.box.placeAgent[s.sub]...)
			break
		}
		for _, q := range b.agentStart {
			c = append(c, PlaceAgent{Fig(s.sub), pt(q)})
		}
	case phOrder:
		for _, p := range perms(int(s.n)) {
			c = append(c, Order{p})
		}
	case phSpawn:
		c = s.spawnCandidates(append(c, boxPass), 2)
	case phIntruder:
		c = s.intruderCandidates(c)
	case phMinions:
		c = s.minionCandidates(c)
	}
	return c
}

// securityCandidates appends the operations from the Security square
// (Rulebook, "Control Room"), leaving out those legalSecurity rejects
// without looking at the figures: none without power, a Lock of a locked
// door or an Unlock of an unlocked one, an Arm of an armed Trap or a Disarm
// of a disarmed one. The order is that of Lock, Unlock per door, then Arm,
// Disarm per Trap.
func (s *State) securityCandidates(c []Action, f Fig) []Action {
	if s.power {
		return c
	}
	b := s.bd()
	for id := range b.doors {
		if s.doorLocked(int8(id)) {
			c = append(c, boxUnlock[f][id])
		} else {
			c = append(c, boxLock[f][id])
		}
	}
	for _, t := range s.traps {
		if t.Sq >= 0 {
			if s.traps[s.trapAt(t.Sq)].Armed {
				c = append(c, Disarm{f, b.pt(t.Sq)})
			} else {
				c = append(c, Arm{f, b.pt(t.Sq)})
			}
		}
	}
	return c
}

// spawnCandidates appends the Spawn candidates of mode (see legalSpawn),
// in the order of spawnLists, leaving out those legalSpawn rejects for
// want of a figure, an empty square, the Boss's time or Alarm markers.
func (s *State) spawnCandidates(c []Action, mode uint8) []Action {
	b := s.bd()
	if mode == 2 && int(s.alarms) < s.spawnCost() {
		return c
	}
	for k := Boss; k <= Scientist; k++ {
		if s.freeFig(k) == NoFig || k == Boss && s.timer <= 10 {
			continue
		}
		own, caf := s.spawnLists(k, mode)
		ownBox, cafBox := b.box.spawnOwn[k], b.box.spawnCaf[k]
		if mode == 1 {
			ownBox = cafBox // spawnLists: the Cafeteria's squares only
		}
		for i, q := range own {
			if s.figAt(q) == NoFig {
				c = append(c, ownBox[i])
			}
		}
		for i, q := range caf {
			if s.figAt(q) == NoFig {
				c = append(c, cafBox[i])
			}
		}
	}
	return c
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

// stepCandidates lists the next squares of the move in progress and Stop.
func (s *State) stepCandidates(c []Action) []Action {
	ok := s.stepsOK(s.mv.Who, int(s.mv.Left))
	for d := range 8 {
		if ok&(1<<d) != 0 {
			c = append(c, boxStep[s.mv.Who][d])
		}
	}
	return append(c, boxStop[s.mv.Who])
}

func (s *State) intruderCandidates(c []Action) []Action {
	b := s.bd()
	pt := b.pt
	if s.mv.On {
		return s.stepCandidates(c)
	}
	k := s.current()
	f := Fig(k)
	in := &s.intr[k]
	c = append(c, boxPass)
	if in.Talent == Detective && !in.Passage && in.Acts == 0 && in.Status == InBase {
		c = append(c, b.box.detective[k]...)
	}
	if left := s.maxMove(f); left > 0 {
		ok := s.stepsOK(f, left)
		for d := range 8 {
			if ok&(1<<d) != 0 {
				c = append(c, boxMove[f][d])
			}
		}
	}
	sq := in.Sq
	for id, d := range b.doors {
		if has(d.front, sq) {
			c = append(c, Breach{f, id})
		}
	}
	for _, m := range s.intels {
		if m.Loc >= 0 && b.near(sq, m.Loc) {
			if m.Up {
				c = append(c, PickUp{f, pt(m.Loc), NoItem})
			} else {
				c = append(c, Search{f, pt(m.Loc)})
			}
		}
	}
	for i, q := range s.items {
		if q >= 0 && b.near(sq, q) {
			c = append(c, PickUp{f, pt(q), itemMarkers[i]})
		}
	}
	if b.near(sq, b.medical) {
		c = append(c, Supplies{f, MedicalKit}, Supplies{f, Painkiller}, Supplies{f, Stimulant})
	}
	if has(s.passages[:], sq) {
		for _, q := range s.passages {
			if q >= 0 {
				c = append(c, Explore{f, pt(q)})
			}
		}
	}
	if b.near(sq, b.power) {
		c = append(c, Sabotage{f, pt(b.power)})
	}
	if in.Talent == Saboteur {
		for _, q := range s.cams {
			if q >= 0 && b.near(sq, q) {
				c = append(c, Sabotage{f, pt(q)})
			}
		}
		for _, t := range s.traps {
			if t.Sq >= 0 && b.near(sq, t.Sq) {
				c = append(c, Sabotage{f, pt(t.Sq)})
			}
		}
	}
	switch {
	case in.Hidden:
		c = append(c, boxReveal[f])
	default:
		c = append(c, boxHide[f])
	}
	if in.Stun {
		c = append(c, boxRest[f])
	}
	if s.hasItem(k, MedicalKit) {
		for g := Fig(0); g < Fig(s.n); g++ {
			// Only a wounded Intruder (see legalIntruder).
			if s.figSq(g) >= 0 && s.intr[g].Wound {
				c = append(c, Heal{f, g})
			}
		}
	}
	// Fights, sneak-attacks and shots that legal would reject are left out
	// here, by the same checks, so that Actions builds no error for them.
	for g := B; g < nFigs; g++ {
		if gq := s.figSq(g); gq >= 0 {
			if b.dist(sq, gq) == 1 {
				if s.canFight(f, g) {
					c = append(c, boxFight[f][g])
				}
				if in.Hidden && in.Disguise == NoFig {
					if ok, _ := b.adjacent(sq, gq); ok {
						c = append(c, boxSneak[f][g])
					}
				}
			} else if !in.Hidden && b.dist(sq, gq) <= 12 {
				if s.canShoot(f, g) {
					c = append(c, boxShoot[f][g])
				}
			}
		}
	}
	if sq == b.security {
		c = s.securityCandidates(c, f)
	}
	if s.nItems(k) > 1 {
		// Only a spare weapon he carries (see legalIntruder).
		for _, it := range [...]Item{Handgun, SMG} {
			if s.hasItem(k, it) && s.weapon(k) != it {
				c = append(c, Primary{f, it})
			}
		}
	}
	if in.StartKZ {
		c = append(c, boxSurrender[f])
	}
	return c
}

func (s *State) minionCandidates(c []Action) []Action {
	b := s.bd()
	pt := b.pt
	if s.mv.On {
		return s.stepCandidates(c)
	}
	c = append(c, boxPass)
	lo, hi := kindFigs(s.group)
	for f := lo; f < hi; f++ {
		m := &s.mins[f-B]
		if (m.State != standing && m.State != prone) || m.Acts >= 2 {
			continue
		}
		if m.State == prone {
			c = append(c, boxRecover[f])
			continue
		}
		left := s.maxMove(f)
		ok := s.stepsOK(f, left)
		for d := range 8 {
			if ok&(1<<d) != 0 {
				c = append(c, boxMove[f][d])
			}
		}
		for t := Fig(0); t < Fig(s.n); t++ {
			if s.figSq(t) < 0 || s.intr[t].Disguise != NoFig {
				continue
			}
			// Candidates that legal would reject are left out here, by the
			// same checks, so that Actions builds no error for them.
			if s.intr[t].Hidden {
				if s.spotCheck(f, Spot{Who: f, Target: t}) == spotLegal {
					c = append(c, boxSpot[f][t])
				}
				if m.Sq == b.security && !s.power {
					for _, q := range s.cams {
						if q >= 0 {
							if sp := (Spot{Who: f, Target: t, Camera: true, Via: pt(q)}); s.spotCheck(f, sp) == spotLegal {
								c = append(c, sp)
							}
						}
					}
				}
			} else if d := b.dist(m.Sq, s.figSq(t)); d == 1 {
				if s.canFight(f, t) {
					c = append(c, boxFight[f][t])
				}
			} else if d <= 12 && (f.Kind() == Boss || f.Kind() == Guard) {
				if s.canShoot(f, t) {
					c = append(c, boxShoot[f][t])
				}
			}
		}
		// A suspected Imposter: any Minion figure (see legalSpot).
		if s.anyDisguise() {
			for g := G1; g < nFigs; g++ {
				if g == f || s.suspectSq(g) < 0 {
					continue
				}
				if s.spotCheck(f, Spot{Who: f, Target: g}) == spotLegal {
					c = append(c, boxSpot[f][g])
				}
				if m.Sq == b.security && !s.power {
					for _, q := range s.cams {
						if q >= 0 {
							if sp := (Spot{Who: f, Target: g, Camera: true, Via: pt(q)}); s.spotCheck(f, sp) == spotLegal {
								c = append(c, sp)
							}
						}
					}
				}
			}
		}
		for _, q := range s.bodies {
			if q >= 0 && b.near(m.Sq, q) {
				c = append(c, Discover{f, pt(q)})
			}
		}
		if m.Sq == b.security {
			c = s.securityCandidates(c, f)
		}
		switch f.Kind() {
		case Technician:
			for _, q := range b.junction {
				if b.near(m.Sq, q) {
					c = append(c, Construct{f, pt(q)})
				}
			}
			if s.power {
				c = append(c, boxRepair[f])
			}
		case Scientist:
			if has(b.research, m.Sq) {
				c = append(c, boxResearch[f])
			}
		case Boss:
			if has(s.passages[:], m.Sq) {
				for _, q := range s.passages {
					if q >= 0 && q != m.Sq && s.figAt(q) == NoFig {
						c = append(c, Passage{f, pt(q)})
					}
				}
			}
		}
	}
	return c
}
