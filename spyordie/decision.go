package spyordie

import (
	"github.com/incursion/incursion/dice"
)

// applyDecision resolves the pending decision fr with a.
func (s *game) applyDecision(fr frame, a Action) {
	who := fr.Who
	_, pass := a.(Pass)
	if fr.Kind != fPlace {
		s.pop()
	}
	switch fr.Kind {
	case fChance:
		_, useTime := a.(TakeTime)
		s.resolveOp(int(who), fr.Op, fr.A, useTime)
		if fr.Op == opExplore {
			s.chk = true // appearing from a Secret Passage
		}
	case fTake:
		if !pass {
			s.takeIntel(int(who), int(fr.A))
		}
	case fReact, fReactFail:
		s.actor = who
		// Rulebook, "Reaction": the reaction is an action ("If the action
		// results in…"), so an adjacent enemy gets its opportunity strike
		// before it, as before any action other than fighting him
		// (Rulebook, "Fighting"); surrendering too, as it does as one of the
		// Intruder's 2 actions.
		switch a := a.(type) {
		case Shoot, Step, Surrender:
			if !s.opportunityStrikes(who, NoFig) {
				return
			}
		case Fight:
			if !s.opportunityStrikes(who, a.Target) {
				return
			}
		}
		switch a.(type) {
		case Shoot, Fight:
			s.cameraAction(who)
		}
		switch a := a.(type) {
		case Surrender:
			s.surrender(int(who))
		case Shoot:
			if who.Intruder() {
				s.intruderShoot(who, a.Target)
			} else {
				s.shoot(who, a.Target, true)
			}
			s.chk = true
		case Fight:
			if succ := s.fight(who, a.Target, "fighting", true); succ > 0 && who.Intruder() && s.intr[who].Talent == Assassin {
				s.push(frame{Kind: fFreeHide, Who: who})
			}
			s.chk = true
		case Step:
			s.freeStep(who, a)
		}
	case fFightBack:
		if !pass && s.canFightBack(who, Fig(fr.A)) {
			s.cameraAction(who)
			s.fight(who, Fig(fr.A), "fighting back", false)
		}
	case fSMG:
		orig := Fig(fr.A)
		need := s.need(who, Sniper)
		succ := 0
		ds := fr.Dice
		if _, ok := a.(Reroll); ok {
			for i := 0; i < int(fr.B) && i < 3; i++ {
				if int(ds[i]) < need {
					f := dice.D6(s.r)
					s.emit(Rolled{Who: who, What: "SMG re-roll", Dice: []int{f}, Need: need, Successes: b2i(f >= need)})
					ds[i] = uint8(f)
					break
				}
			}
		}
		for i := 0; i < int(fr.B) && i < 3; i++ {
			if int(ds[i]) >= need {
				succ++
			}
		}
		second := NoFig
		if a, ok := a.(SecondShot); ok {
			second = a.Target
		}
		s.injure(orig, shotInjury(succ), who.Intruder())
		if second != NoFig && s.canShoot(who, second) {
			s.cameraAction(who) // a free shoot action, caught like any other
			s.shoot(who, second, false)
		}
		s.chk = true
	case fSacrifice:
		if pass {
			s.push(frame{Kind: fImprison, Who: who, A: fr.A})
		} else {
			s.sacrifice(int(who))
		}
	case fImprison:
		a := a.(Imprison)
		s.capture(int(who), s.sq(a.At), s.sq(a.Storage), int(fr.A))
	case fFreeStep:
		if !pass {
			s.freeStep(who, a.(Step))
		}
	case fFreeHide:
		if !pass {
			s.cameraAction(who)
			s.hide(int(who))
		}
	case fConceal:
		if !pass {
			s.conceal(int(who), Fig(fr.A), fr.B)
		}
	case fDisguise:
		if !pass {
			k := int(who)
			s.intr[k].Disguise = Fig(fr.A)
			s.mins[fr.A-int16(B)] = minion{State: worn, Sq: s.intr[k].Sq}
			s.emit(Happened{Who: who, Text: "disguised as a " + Fig(fr.A).Kind().String(), Secret: true})
		}
	case fTea:
		sp := a.(Spawn)
		m := &s.mins[who-B]
		s.emit(Moved{Who: who, From: s.bd().pt(m.Sq), To: sp.At})
		m.Sq = s.sq(sp.At)
	case fPlace:
		if pass {
			s.pop()
			return
		}
		sp := a.(Spawn)
		s.place(sp)
		t := s.top()
		t.A--
		if t.A <= 0 || !s.canPlace(uint8(t.B)) {
			s.pop()
		}
	}
}

// freeStep moves a figure 1 square outside a move action (reaction,
// Locksmith, Sniper).
func (s *game) freeStep(f Fig, a Step) {
	s.actor = f
	s.mv = move{Who: f, Left: 1, On: true, Free: true}
	if f.Intruder() {
		s.intruderStep(f, a.Dir)
	} else {
		s.doStep(f, a.Dir)
	}
}

// conceal is the bonus action after a sneak-attack (Rulebook, "Conceal
// Body"): 2 minutes minus the successes; the Body is removed; a Guard's
// SMG may be taken; an Imposter may disguise himself.
func (s *game) conceal(k int, victim Fig, q int16) {
	f := Fig(k)
	succ, _ := s.roll(f, "conceal the body", 2, s.need(f, Imposter))
	s.takeTime(max(0, 2-succ), "conceal a body")
	if s.phase == phOver {
		return
	}
	if i := s.bodyAt(q); i >= 0 {
		s.bodies[i] = -1
	}
	s.emit(Happened{Who: f, Text: "conceals the body of " + victim.String()})
	if victim.Kind() == Guard && s.nItems(k) < 3 {
		if m := s.itemAt(q, SMG); m >= 0 {
			s.giveItem(k, m)
			s.emit(Happened{Who: f, Text: "takes the Guard's SMG"})
		}
	}
	if s.intr[k].Talent == Imposter && s.mins[victim-B].State == offBoard {
		s.push(frame{Kind: fDisguise, Who: f, A: int16(victim)})
	}
}

// checkKillZone gives the acting figure a reaction roll when it has
// entered an enemy's Kill Zone on its own turn (Rulebook, "Reaction").
func (s *game) checkKillZone() {
	f := s.actor
	if f == NoFig || !s.ableToAct(f) {
		return
	}
	now := s.kzSet(f)
	entered := now&^s.kz != 0
	s.kz = now
	if !entered {
		return
	}
	s.endTurnOf(f)
	s.mv = move{}
	need := 6
	if f.Intruder() {
		need = s.need(f, Assassin)
	}
	s.emit(Happened{Who: f, Text: "enters an enemy's Kill Zone"})
	if succ, _ := s.roll(f, "reaction", 1, need); succ > 0 {
		s.push(frame{Kind: fReact, Who: f})
	} else if f.Intruder() {
		s.push(frame{Kind: fReactFail, Who: f})
	}
}

func (s *State) legalDecision(f *frame, a Action) error {
	who := f.Who
	switch f.Kind {
	case fChance:
		switch a.(type) {
		case Chance:
			return nil
		case TakeTime:
			if !s.canTakeTime(int(who)) {
				return illegal("take time: only a hidden Intruder out of a Minion's sight (when disguised) may take time")
			}
			return nil
		}
		return illegal("take a chance or take time")
	case fTake, fFightBack, fSacrifice, fConceal, fDisguise:
		var want Action
		switch f.Kind {
		case fTake:
			want = Take{}
		case fFightBack:
			want = FightBack{}
		case fSacrifice:
			want = Sacrifice{}
		case fConceal:
			want = Conceal{}
		default:
			want = Disguise{}
		}
		if a == want {
			return nil
		}
		if _, ok := a.(Pass); ok {
			return nil
		}
		return illegal("decide: %v or pass", want)
	case fReact, fReactFail:
		switch a := a.(type) {
		case Pass:
			return nil
		case Surrender:
			if a.Who != who || !who.Intruder() {
				return illegal("surrender: only the reacting Intruder may surrender")
			}
			return nil
		case Shoot:
			if f.Kind == fReact && a.Who == who && s.canShoot(who, a.Target) {
				return nil
			}
			return illegal("reaction: %v cannot shoot %v", who, a.Target)
		case Fight:
			if f.Kind == fReact && a.Who == who && s.canFight(who, a.Target) {
				return nil
			}
			return illegal("reaction: %v cannot fight %v", who, a.Target)
		case Step:
			if f.Kind == fReact && a.Who == who {
				return s.canStep(who, a.Dir, 1)
			}
			return illegal("reaction: %v cannot move", who)
		}
		return illegal("reaction: shoot, fight, move 1 square, surrender or pass")
	case fSMG:
		switch a := a.(type) {
		case Pass:
			return nil
		case Reroll:
			for i := 0; i < int(f.B) && i < 3; i++ {
				if int(f.Dice[i]) < s.need(who, Sniper) {
					return nil
				}
			}
			return illegal("SMG: no failed dice to re-roll")
		case SecondShot:
			orig := Fig(f.A)
			if a.Target == orig || !a.Target.Valid() || !s.canShoot(who, a.Target) || s.figSq(orig) < 0 ||
				s.bd().dist(s.figSq(orig), s.figSq(a.Target)) > 4 {
				return illegal("SMG: %v is not another eligible target within 4 squares of %v", a.Target, orig)
			}
			return nil
		}
		return illegal("SMG: re-roll, second shot or pass")
	case fImprison:
		a, ok := a.(Imprison)
		if !ok {
			return illegal("choose the Detention and Storage squares")
		}
		d, st := s.sq(a.At), s.sq(a.Storage)
		if !s.detentionOK(d) {
			return illegal("imprison: %s is not a free Detention square", ps(a.At))
		}
		if st < 0 || !has(s.bd().storage, st) {
			return illegal("imprison: %s is not a Storage square", ps(a.Storage))
		}
		return nil
	case fFreeStep:
		switch a := a.(type) {
		case Pass:
			return nil
		case Step:
			if a.Who == who {
				return s.canStep(who, a.Dir, 1)
			}
		}
		return illegal("move 1 square or pass")
	case fFreeHide:
		switch a := a.(type) {
		case Pass:
			return nil
		case Hide:
			if a.Who == who {
				return s.canHide(int(who))
			}
		}
		return illegal("hide or pass")
	case fPlace:
		switch a := a.(type) {
		case Pass:
			// Rulebook, "Mob Spawn": "up to" 3 or 6; "Cafeteria": for each
			// Surprise! success "he places a Minion", while he can.
			if f.B == 1 && s.canPlace(1) {
				return illegal("Surprise!: place a Minion on a Cafeteria Spawn square")
			}
			return nil
		case Spawn:
			return s.legalSpawn(a, uint8(f.B))
		}
		return illegal("place a Minion or pass")
	case fTea:
		if a, ok := a.(Spawn); ok && a.Kind == Scientist {
			if q := s.sq(a.At); has(s.bd().spawn[Cafeteria], q) && s.figAt(q) == NoFig {
				return nil
			}
		}
		return illegal("tea break: place the Scientist on a free Cafeteria Spawn square")
	}
	return illegal("no decision")
}

// detentionOK reports whether q may receive a captured Intruder: a free
// Detention square, or any free Prison square when every Detention square
// is taken.
func (s *State) detentionOK(q int16) bool {
	if q < 0 || s.figAt(q) != NoFig {
		return false
	}
	if has(s.bd().detention, q) {
		return true
	}
	if s.bd().room[q] != Prison {
		return false
	}
	for _, d := range s.bd().detention {
		if s.figAt(d) == NoFig {
			return false
		}
	}
	return true
}

// decisionCandidates lists the options of the pending decision f that may
// be legal; Actions keeps the legal ones.
func (s *State) decisionCandidates(f *frame, c []Action) []Action {
	b := s.bd()
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
