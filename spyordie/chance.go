package spyordie

import "github.com/incursion/incursion/geom"

// The operations an Intruder resolves with dice or with time: Chance or
// Time, the special operations (breach, search, explore, sabotage, rest,
// heal, sneak), Hide and the Sneak-attack (Rulebook, "Time or
// Chance?", "Hide", "Sneak-attack").

// chanceOrTime asks for the method of an action with both icons, or takes
// a chance when only that is allowed.
func (s *game) chanceOrTime(k int, op uint8, arg int16) {
	if s.canTakeTime(k) {
		s.push(frame{Kind: fChance, Who: Fig(k), Op: op, A: arg})
		return
	}
	s.resolveOp(k, op, arg, false)
	if op == opExplore {
		// Rulebook, "Entering a Kill Zone": "including appearing from a
		// Secret Passage" — for an exposed Intruder, who cannot take time,
		// as for a hidden one (applyDecision, fChance).
		s.chk = true
	}
}

// opDice returns the dice of an operation taken as a chance and as time,
// and the Talent that makes it succeed on 3+.
func (s *State) opDice(k int, op uint8) (int, int, Talent) {
	extra := 0
	var t Talent
	switch op {
	case opBreach:
		t = Locksmith
		if s.hasItem(k, Lockpicks) {
			extra = 1
		}
	case opSearch, opExplore:
		t = Detective
		if s.hasItem(k, XRaySpecs) {
			extra = 1
		}
	case opSabotage:
		t = Saboteur
	case opSneak:
		t = Prowler
	}
	return 1 + extra, 2 + extra, t
}

var opNames = [...]string{"", "breach", "search", "explore", "sabotage", "rest", "heal", "sneak"}

// resolveOp resolves an action that may take time: with time the action
// succeeds after 2 minutes minus a minute per success; with a chance it
// succeeds on any success (Rulebook, "Intruder Actions").
func (s *game) resolveOp(k int, op uint8, arg int16, useTime bool) {
	f := Fig(k)
	in := &s.intr[k]
	nc, nt, t := s.opDice(k, op)
	ok := true
	if useTime {
		succ, _ := s.roll(f, opNames[op]+" (taking time)", nt, s.need(f, t))
		s.takeTime(max(0, 2-succ), opNames[op])
		if s.phase == phOver {
			return
		}
	} else {
		succ, _ := s.roll(f, opNames[op], nc, s.need(f, t))
		ok = succ > 0
	}
	if !ok {
		if op == opSneak {
			// Failure means that his turn ends.
			in.Done = true
			s.emit(Happened{Who: f, Text: "fails to sneak: the turn ends"})
			s.finishMove()
		}
		return
	}
	switch op {
	case opBreach:
		s.locked &^= 1 << uint(arg)
		if arg == 0 {
			s.entered = true
		}
		s.emit(Happened{Who: f, Text: "breaches door " + itoa(int(arg))})
		if in.Talent == Locksmith {
			s.push(frame{Kind: fFreeStep, Who: f})
		}
	case opSearch:
		m := int(arg)
		s.intels[m].Up = true
		s.emit(Revealed{s.bd().pt(s.intels[m].Loc), s.intel[m]})
		if s.nIntel(k) < 3 {
			s.push(frame{Kind: fTake, Who: f, A: arg})
		}
	case opExplore:
		from := in.Sq
		in.Sq = arg
		if in.Disguise != NoFig {
			s.mins[in.Disguise-B].Sq = arg
		}
		s.emit(Moved{f, s.bd().pt(from), s.bd().pt(arg), in.Disguise != NoFig})
	case opSabotage:
		switch {
		case arg == s.bd().power && !s.power:
			s.power = true
			s.emit(Happened{Who: f, Text: "sabotages the Power square"})
		default:
			for i, c := range s.cams {
				if c == arg {
					s.cams[i] = -1
					s.emit(Happened{Who: f, Text: "sabotages the Camera at " + ps(s.bd().pt(arg))})
					return
				}
			}
			if i := s.trapAt(arg); i >= 0 {
				s.traps[i] = trap{Sq: -1}
				s.emit(Happened{Who: f, Text: "sabotages the Trap at " + ps(s.bd().pt(arg))})
			}
		}
	case opRest:
		in.Stun = false
		in.Allowed = 2 // Rulebook, "Rest": may perform another action
		s.emit(Happened{Who: f, Text: "rests: the stun is gone"})
	case opHeal:
		s.intr[arg].Wound = false
		s.emit(Happened{Who: Fig(arg), Text: "healed"})
	case opSneak:
		s.doStep(f, geom.Dir(arg))
	}
}

// hide: roll 4 dice; the action takes 4 minutes minus the successes
// (Rulebook, "Hide"; Evader 3+).
func (s *game) hide(k int) {
	f := Fig(k)
	succ, _ := s.roll(f, "hide", 4, s.need(f, Evader))
	s.takeTime(4-succ, "hide")
	if s.phase == phOver {
		return
	}
	s.intr[k].Hidden = true
	s.emit(Happened{Who: f, Text: "hidden"})
}

// sneakAttack (Rulebook, "Sneak-attack"): 3 dice; any success eliminates
// the Minion; a failure exposes the Intruder and ends his turn.
func (s *game) sneakAttack(k int, t Fig) {
	f := Fig(k)
	succ, _ := s.roll(f, "sneak-attack on "+t.String(), 3, s.need(f, Judoka))
	if succ == 0 {
		// Exposed by his failure, not by entering a Kill Zone: his turn
		// simply ends. Every exposure collects the table's Alarm marker
		// (Rulebook, "The Defender collects an Alarm marker when…").
		s.expose(k)
		s.noiseAlarm(1, "an Intruder exposed")
		s.intr[k].Done = true
		s.chk = false
		return
	}
	q := s.mins[t-B].Sq
	s.emit(Happened{Who: t, Text: "eliminated by a sneak-attack"})
	s.eliminate(t, true, true)
	if t != B && s.bodyAt(q) >= 0 {
		s.push(frame{Kind: fConceal, Who: f, A: int16(t), B: q})
	}
}
