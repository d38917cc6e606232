package hive

import "github.com/incursion/incursion"

// Pending decisions: the choices in the middle of a rule (5.3, 16.5, 16.6,
// 17.2, 18.9, 19.3), listed and resolved for the seat State.ToMove names.

func (s *State) checkPending(a Action) error {
	p := s.c.Pend
	switch p.Kind {
	case pendCasualty:
		c, ok := a.(Casualty)
		if !ok {
			return incursion.Illegal("%v: the %s player must choose a casualty (16.6)", a, p.Seat)
		}
		if !s.casualtyOK(c.Unit) {
			return incursion.Illegal("casualty: unit %d is not one of the affected individuals (16.6)", c.Unit)
		}
		return nil
	case pendConsent:
		if _, ok := a.(Consent); ok {
			return nil
		}
		return incursion.Illegal("%v: the Znon player must consent to or refuse the attack on the Queen (16.5)", a)
	case pendAbort:
		if _, ok := a.(Abort); ok {
			return nil
		}
		return incursion.Illegal("%v: the Terran player must decide whether to abort (19.3)", a)
	case pendSpawn:
		if _, ok := a.(Spawn); ok {
			return nil
		}
		return incursion.Illegal("%v: the Znon player may place a Worker in Cold Storage (18.9)", a)
	case pendCombine:
		switch a := a.(type) {
		case End:
			return nil
		case Combine:
			return s.checkCombine(a)
		}
		return incursion.Illegal("%v: 1 Lancers may combine at the end of the Segment (17.2)", a)
	}
	return incursion.Illegal("%v: not now", a)
}

func (s *State) casualtyOK(id int) bool {
	if !s.unitOK(id) || s.c.Units[id].Stat() != stInPlay {
		return false
	}
	p := s.c.Pend
	if p.Attack {
		at := s.c.Atk
		for i := 0; i < int(at.N); i++ {
			if int(at.By[i]) == id {
				return !s.c.Units[id].Kind().Trap()
			}
		}
		return false
	}
	return s.c.Units[id].Box == p.Box
}

func (s *State) pendingCandidates(yield func(Action)) {
	switch s.c.Pend.Kind {
	case pendCasualty:
		for i := range s.c.Units {
			if s.casualtyOK(i) {
				yield(s.b().actions().cas[i])
			}
		}
	case pendConsent:
		yield(Consent{true})
		yield(Consent{false})
	case pendAbort:
		yield(Abort{false})
		yield(Abort{true})
	case pendSpawn:
		yield(Spawn{true})
		yield(Spawn{false})
	case pendCombine:
		for i := firstLancer; i < firstZnon; i++ {
			for j := i + 1; j < firstZnon; j++ {
				if s.c.Units[i].Kind() == Lancer && s.c.Units[j].Kind() == Lancer {
					yield(Combine{i, j})
				}
			}
		}
		yield(End{})
	}
}

func (g *game) applyPending(a Action) {
	p := g.c.Pend
	switch a := a.(type) {
	case Casualty:
		res := resIn
		if p.Elim {
			res = res1
		}
		g.hitUnit(a.Unit, res, p.Seat.Other())
		g.c.Pend.Count--
		more := false
		for i := range g.c.Units {
			if g.casualtyOK(i) {
				more = true
				break
			}
		}
		if g.c.Pend.Count == 0 || !more {
			g.c.Pend = pending{}
			g.resume()
		}
	case Consent:
		g.c.Pend = pending{}
		if !a.Yes {
			q := &g.c.Units[g.c.Atk.Target]
			q.Flags |= uRefused
			g.emit(Affected{Unit: int(g.c.Atk.Target), What: "refuses melee (16.5)", To: toAll})
			// The refused attack was initiated: its attacker may not
			// initiate another this Segment (16.3; RULES.md judgment).
			for i := 0; i < int(g.c.Atk.N); i++ {
				g.c.Units[g.c.Atk.By[i]].Flags |= uMelee
			}
			g.c.Atk = attack{}
		}
	case Abort:
		g.c.Pend = pending{}
		if a.Yes {
			g.c.Aborted = true
			g.over("the assault is aborted (19.3)")
		}
	case Spawn:
		g.c.Pend = pending{}
		if a.Yes {
			g.spawn()
		}
		g.afterZnonMove()
	case Combine:
		u := &g.c.Units[a.Unit]
		u.setKind(Lancers)
		w := &g.c.Units[a.With]
		*w = unit{Box: noBox, Link: NoUnit}
		g.c.syncInPlay(a.With)
		g.emit(Affected{Unit: a.Unit, What: "combined (17.2)", Kind: Lancers, Box: g.b().Name(int(u.Box)), To: toAll})
		if !g.canCombine() {
			g.afterCombine()
		}
	case End:
		g.afterCombine()
	}
}

// resume continues what a casualty choice interrupted.
func (g *game) resume() {
	switch g.c.Step {
	case StepDarterDamage:
		g.damageNext()
	case StepOuterDefense:
		g.fireLasers()
	}
}

func (s *State) checkCombine(a Combine) error {
	if !s.unitOK(a.Unit) || !s.unitOK(a.With) || a.Unit == a.With {
		return incursion.Illegal("combine: no such units")
	}
	u, w := &s.c.Units[a.Unit], &s.c.Units[a.With]
	if u.Kind() != Lancer || w.Kind() != Lancer || u.Stat() != stInPlay || w.Stat() != stInPlay {
		return incursion.Illegal("combine: only two 1 Lancers may combine (17.2)")
	}
	if u.Box != w.Box {
		return incursion.Illegal("combine: the units must occupy the same box (17.2)")
	}
	if (u.Flags|w.Flags)&uInc != 0 {
		return incursion.Illegal("combine: Incapacitated units may not perform any activity other than move (13.4)")
	}
	if s.ctl(a.Unit) != Terran || s.ctl(a.With) != Terran {
		return incursion.Illegal("combine: a Mind Controlled man stays on his own 1 Lancer counter (7.9, 17.1)")
	}
	if a.Unit > a.With {
		return incursion.Illegal("combine: name the lower-numbered unit first")
	}
	return nil
}

// combinable is checkCombine without the error, for i < j (17.2).
//
// Reading of 17.2 ("at the controlling player's option"): only Terran-
// controlled 1 Lancers combine. Each Mind Controlled man is held by his own
// Queen (7.4), rolls his own break-out (7.6) and keeps his own leash (7.8):
// Mind Control takes individuals, not units (7.9), and 17.1 puts a team
// with a Mind Controlled man on two 1 Lancer counters, each with its Znon
// Control marker. Two Mind Controlled 1 Lancers combined would be a 2
// Lancers with Mind Controlled men, which 17.1 splits again at once: the
// combination would change nothing, so it is not offered. Nor do a Terran-
// and a Znon-controlled one combine: they have no one controlling player.
// Incapacitated ones do not (13.4: no activity other than move).
func (s *State) combinable(i, j int) bool {
	u, w := &s.c.Units[i], &s.c.Units[j]
	return u.Kind() == Lancer && w.Kind() == Lancer && u.Stat() == stInPlay && w.Stat() == stInPlay &&
		u.Box == w.Box && (u.Flags|w.Flags)&uInc == 0 && s.ctl(i) == Terran && s.ctl(j) == Terran
}

func (s *State) canCombine() bool {
	for i := firstLancer; i < firstZnon; i++ {
		if s.c.Units[i].Kind() != Lancer || s.c.Units[i].Stat() != stInPlay {
			continue
		}
		for j := i + 1; j < firstZnon; j++ {
			if s.combinable(i, j) {
				return true
			}
		}
	}
	return false
}
