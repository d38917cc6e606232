package spyordie

import (
	"github.com/incursion/incursion/dice"
)

// apply performs a legal action on s (a copy).
func (s *State) apply(a Action, r dice.Roller, l log) {
	if f := s.top(); f != nil {
		s.applyDecision(*f, a, r, l)
		return
	}
	switch s.phase {
	case phBoss, phStarter, phSentry, phCamera, phPassage, phAgent, phTalent, phItem, phStart, phOrder:
		s.applySetup(a, l)
	case phSpawn:
		if a, ok := a.(Spawn); ok {
			s.alarms -= uint8(s.spawnCost())
			s.place(a, l)
		}
		s.startMinions()
	case phMinions:
		s.applyMinion(a, r, l)
	case phIntruder:
		s.applyIntruder(a, r, l)
	}
}

// place puts a new Minion on the board. A Minion spawned in an Intruder's
// Kill Zone is not affected by it.
func (s *State) place(a Spawn, l log) {
	f := s.freeFig(a.Kind)
	s.mins[f-B] = minion{State: standing, Sq: s.sq(a.At)}
	s.emit(l, Happened{Who: f, Text: "spawned at " + ps(a.At)})
	// Rulebook, "Entering a Kill Zone": being spawned upon is not one of
	// the ways of entering a Kill Zone, so the acting figure counts the new
	// Minion's Kill Zone as one it was already in.
	if s.actor.Intruder() {
		s.kz |= s.kzSet(s.actor) & (1 << uint(f))
	}
}

// applyDecision resolves the pending decision fr with a.
func (s *State) applyDecision(fr frame, a Action, r dice.Roller, l log) {
	who := fr.Who
	_, pass := a.(Pass)
	if fr.Kind != fPlace {
		s.pop()
	}
	switch fr.Kind {
	case fChance:
		_, useTime := a.(TakeTime)
		s.resolveOp(int(who), fr.Op, fr.A, useTime, r, l)
		if fr.Op == opExplore {
			s.chk = true // appearing from a Secret Passage
		}
	case fTake:
		if !pass {
			s.takeIntel(int(who), int(fr.A), l)
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
			if !s.opportunityStrikes(who, NoFig, r, l) {
				return
			}
		case Fight:
			if !s.opportunityStrikes(who, a.Target, r, l) {
				return
			}
		}
		switch a.(type) {
		case Shoot, Fight:
			s.cameraAction(who, r, l)
		}
		switch a := a.(type) {
		case Surrender:
			s.surrender(int(who), l)
		case Shoot:
			if who.Intruder() {
				s.intruderShoot(who, a.Target, r, l)
			} else {
				s.shoot(who, a.Target, true, r, l)
			}
			s.chk = true
		case Fight:
			if succ := s.fight(who, a.Target, "fighting", true, r, l); succ > 0 && who.Intruder() && s.intr[who].Talent == Assassin {
				s.push(frame{Kind: fFreeHide, Who: who})
			}
			s.chk = true
		case Step:
			s.freeStep(who, a, r, l)
		}
	case fFightBack:
		if !pass && s.canFightBack(who, Fig(fr.A)) {
			s.cameraAction(who, r, l)
			s.fight(who, Fig(fr.A), "fighting back", false, r, l)
		}
	case fSMG:
		orig := Fig(fr.A)
		need := s.need(who, Sniper)
		succ := 0
		ds := fr.Dice
		if _, ok := a.(Reroll); ok {
			for i := 0; i < int(fr.B) && i < 3; i++ {
				if int(ds[i]) < need {
					f := dice.D6(r)
					s.emit(l, Rolled{Who: who, What: "SMG re-roll", Dice: []int{f}, Need: need, Successes: b2i(f >= need)})
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
		s.injure(orig, shotInjury(succ), who.Intruder(), r, l)
		if second != NoFig && s.canShoot(who, second) {
			s.cameraAction(who, r, l) // a free shoot action, caught like any other
			s.shoot(who, second, false, r, l)
		}
		s.chk = true
	case fSacrifice:
		if pass {
			s.push(frame{Kind: fImprison, Who: who, A: fr.A})
		} else {
			s.sacrifice(int(who), l)
		}
	case fImprison:
		a := a.(Imprison)
		s.capture(int(who), s.sq(a.At), s.sq(a.Storage), int(fr.A), l)
	case fFreeStep:
		if !pass {
			s.freeStep(who, a.(Step), r, l)
		}
	case fFreeHide:
		if !pass {
			s.cameraAction(who, r, l)
			s.hide(int(who), r, l)
		}
	case fConceal:
		if !pass {
			s.conceal(int(who), Fig(fr.A), fr.B, r, l)
		}
	case fDisguise:
		if !pass {
			k := int(who)
			s.intr[k].Disguise = Fig(fr.A)
			s.mins[fr.A-int16(B)] = minion{State: worn, Sq: s.intr[k].Sq}
			s.emit(l, Happened{Who: who, Text: "disguised as a " + Fig(fr.A).Kind().String(), Secret: true})
		}
	case fTea:
		sp := a.(Spawn)
		m := &s.mins[who-B]
		s.emit(l, Moved{Who: who, From: s.bd().pt(m.Sq), To: sp.At})
		m.Sq = s.sq(sp.At)
	case fPlace:
		if pass {
			s.pop()
			return
		}
		sp := a.(Spawn)
		s.place(sp, l)
		t := s.top()
		t.A--
		if t.A <= 0 || !s.canPlace(uint8(t.B)) {
			s.pop()
		}
	}
}

// freeStep moves a figure 1 square outside a move action (reaction,
// Locksmith, Sniper).
func (s *State) freeStep(f Fig, a Step, r dice.Roller, l log) {
	s.actor = f
	s.mv = move{Who: f, Left: 1, On: true, Free: true}
	if f.Intruder() {
		s.intruderStep(f, a.Dir, r, l)
	} else {
		s.doStep(f, a.Dir, r, l)
	}
}

// conceal is the bonus action after a sneak-attack (Rulebook, "Conceal
// Body"): 2 minutes minus the successes; the Body is removed; a Guard's
// SMG may be taken; an Imposter may disguise himself.
func (s *State) conceal(k int, victim Fig, q int16, r dice.Roller, l log) {
	f := Fig(k)
	succ, _ := s.roll(f, "conceal the body", 2, s.need(f, Imposter), r, l)
	s.takeTime(max(0, 2-succ), "conceal a body", l)
	if s.phase == phOver {
		return
	}
	if i := s.bodyAt(q); i >= 0 {
		s.bodies[i] = -1
	}
	s.emit(l, Happened{Who: f, Text: "conceals the body of " + victim.String()})
	if victim.Kind() == Guard && s.nItems(k) < 3 {
		if m := s.itemAt(q, SMG); m >= 0 {
			s.giveItem(k, m)
			s.emit(l, Happened{Who: f, Text: "takes the Guard's SMG"})
		}
	}
	if s.intr[k].Talent == Imposter && s.mins[victim-B].State == offBoard {
		s.push(frame{Kind: fDisguise, Who: f, A: int16(victim)})
	}
}

// checkKillZone gives the acting figure a reaction roll when it has
// entered an enemy's Kill Zone on its own turn (Rulebook, "Reaction").
func (s *State) checkKillZone(r dice.Roller, l log) {
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
	s.emit(l, Happened{Who: f, Text: "enters an enemy's Kill Zone"})
	if succ, _ := s.roll(f, "reaction", 1, need, r, l); succ > 0 {
		s.push(frame{Kind: fReact, Who: f})
	} else if f.Intruder() {
		s.push(frame{Kind: fReactFail, Who: f})
	}
}
