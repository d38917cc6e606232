package hive

import (
	mbits "math/bits"

	"github.com/incursion/incursion"
)

// 16.0 Melee Combat (and 15.3, the boobytraps' attacks).

// meleeOutcome is a row of the Melee Combat Results Table (16.6).
type meleeOutcome struct{ target, attacker result }

func meleeResult(m int) meleeOutcome {
	switch {
	case m <= 0:
		return meleeOutcome{resNone, res1}
	case m <= 2:
		return meleeOutcome{resNone, resIn}
	case m <= 4:
		return meleeOutcome{}
	case m <= 6:
		return meleeOutcome{resIn, resNone}
	case m <= 12:
		return meleeOutcome{res1, resNone}
	}
	return meleeOutcome{res2, resNone}
}

// meleeStrength returns unit id's Melee Combat Strength now (8.0, 15.3, 18.5).
func (s *State) meleeStrength(id int) int {
	u := &s.c.Units[id]
	r := u.Kind().Rating()
	m := r.Melee
	if (u.Kind() == Soldier || u.Kind() == Worker) && !s.inCommand(u.Box) {
		m = r.OutOfCommand
	}
	if s.armoryBonus(id) {
		m += 2
	}
	return m
}

// defence is the target's strength: reduced by 3 if Incapacitated (13.3).
func (s *State) defence(id int) int {
	m := s.meleeStrength(id)
	if s.c.Units[id].Flags&uInc != 0 {
		m -= 3
	}
	if m < 0 {
		m = 0
	}
	return m
}

func (s *State) meleeSeat() Seat {
	if s.c.Step == StepZnonMelee {
		return Znon
	}
	return Terran
}

// duesLeft reports whether a boobytrap still owes an attack (15.3) on a
// Space Marine unit that is still in its box.
func (s *State) duesLeft() bool {
	for _, d := range s.c.Due {
		for m := 0; m < firstZnon && d.Marines != 0; m++ {
			if d.Marines&(1<<uint(m)) != 0 && s.dueOf(int(d.Trap), m) >= 0 {
				return true
			}
		}
	}
	return false
}

// dueOf returns the index of the debt of boobytrap trap to attack target,
// or -1.
func (s *State) dueOf(trap int, target int) int {
	if target < 0 || target >= firstZnon || trap < firstZnon || trap >= numUnits {
		return -1
	}
	tr, t := &s.c.Units[trap], &s.c.Units[target]
	if tr.Stat() != stInPlay || t.Stat() != stInPlay || t.Box != tr.Box {
		return -1
	}
	for i, d := range s.c.Due {
		if int(d.Trap) == trap && d.Marines&(1<<uint(target)) != 0 {
			return i
		}
	}
	return -1
}

// mayInitiate checks that unit id may take part in a melee attack now.
func (s *State) mayInitiate(id int) error {
	u := &s.c.Units[id]
	seat := s.meleeSeat()
	if u.Stat() != stInPlay || s.ctl(id) != seat || !s.onMap(id) {
		return incursion.Illegal("melee: unit %d is not a %s unit in the Hive", id, seat)
	}
	if u.Kind().Trap() {
		return incursion.Illegal("melee: boobytraps attack only as 15.3 requires")
	}
	if u.Flags&uInc != 0 {
		return incursion.Illegal("melee: Incapacitated units may never attack in melee or ranged combat (13.2)")
	}
	if u.Flags&uMelee != 0 {
		return incursion.Illegal("melee: a unit may only initiate one melee combat per Melee Combat Segment (16.3)")
	}
	if seat == Znon {
		if u.Kind().Hostage() {
			return incursion.Illegal("melee: the ambassador and his daughter may never initiate melee combat while under Znon control (16.4)")
		}
		if s.b().has(u.Box, fHatchery) {
			return incursion.Illegal("melee: Znon-controlled units may not initiate melee combat in Hatchery Compartments (18.8)")
		}
		if s.frozen() {
			return incursion.Illegal("melee: with gravity cut, no Znon-controlled unit may initiate melee combat this Phase (18.6)")
		}
		if u.Flags&uRefused != 0 {
			return incursion.Illegal("melee: a Queen that refused combat may not engage in melee combat in the following Znon Melee Combat Segment (16.5)")
		}
	}
	return nil
}

func (s *State) meleeCandidates(yield func(Action)) {
	seat := s.meleeSeat()
	if s.c.Atk.On {
		box := s.c.Units[s.c.Atk.Target].Box
		for w, m := range s.c.InPlay {
			for ; m != 0; m &= m - 1 {
				i := w*64 + mbits.TrailingZeros64(m) // the units in play
				if v := &s.c.Units[i]; v.Box == box && (s.ctl(i) == seat || v.Kind().Trap()) {
					yield(s.b().actions().join[i])
				}
			}
		}
		yield(Resolve{})
		return
	}
	if seat == Znon && s.duesLeft() {
		for _, d := range s.c.Due {
			for m := 0; m < firstZnon; m++ {
				if d.Marines&(1<<uint(m)) != 0 {
					yield(s.b().actions().melee[int(d.Trap)*numUnits+m])
				}
			}
		}
		return
	}
	// The units enemy to seat, found once, in number order.
	var foes, own [numUnits]uint8
	nf, no := 0, 0
	var foeBoxes occupancy // where the foes are: an attacker elsewhere has none to attack
	for w, m := range s.c.InPlay {
		for ; m != 0; m &= m - 1 {
			t := w*64 + mbits.TrailingZeros64(m) // the units in play
			if s.ctl(t) != seat {
				foes[nf] = uint8(t)
				nf++
				b := s.c.Units[t].Box
				foeBoxes[b/64] |= 1 << (b % 64)
			} else {
				own[no] = uint8(t)
				no++
			}
		}
	}
	tab := s.b().actions()
	for _, i := range own[:no] {
		v := &s.c.Units[i]
		if !foeBoxes.has(v.Box) || !s.onMap(int(i)) || v.Kind().Trap() || v.Flags&(uInc|uMelee) != 0 {
			continue
		}
		for _, t := range foes[:nf] {
			if s.c.Units[t].Box == v.Box {
				yield(tab.melee[int(i)*numUnits+int(t)])
			}
		}
	}
	if seat == Znon && s.c.ExecOK {
		for _, h := range []Kind{Ambassador, Daughter} {
			for i := firstZnon; i < numUnits; i++ {
				if s.c.Units[i].Kind() == h {
					yield(Announce{i})
					yield(Execute{i})
				}
			}
		}
	}
	yield(End{})
}

func (s *State) checkMelee(a Action) error {
	seat := s.meleeSeat()
	if s.c.Atk.On {
		switch a := a.(type) {
		case Resolve:
			return nil
		case Join:
			return s.checkJoin(a.Unit)
		}
		return incursion.Illegal("%v: a melee attack is being formed: join or resolve (16.0)", a)
	}
	switch a := a.(type) {
	case End:
		if s.duesLeft() {
			return incursion.Illegal("end: boobytrap attacks are automatic and may never be withheld (15.3)")
		}
		return nil
	case Melee:
		if !s.unitOK(a.Unit) || !s.unitOK(a.Target) {
			return incursion.Illegal("melee: no such unit")
		}
		t := &s.c.Units[a.Target]
		u := &s.c.Units[a.Unit]
		if s.duesLeft() {
			if !u.Kind().Trap() || s.dueOf(a.Unit, a.Target) < 0 {
				return incursion.Illegal("melee: the boobytraps attack first, at the beginning of the Znon Melee Combat Segment (15.0)")
			}
			return nil
		}
		if err := s.mayInitiate(a.Unit); err != nil {
			return err
		}
		if t.Stat() != stInPlay || t.Box != u.Box || s.ctl(a.Target) == seat {
			return incursion.Illegal("melee: the target must be an enemy unit in the attacker's box (16.0)")
		}
		if t.Kind().Trap() {
			if seat == Znon {
				return incursion.Illegal("melee: the target must be an enemy unit in the attacker's box (16.0)")
			}
			// 15.5: boobytraps are never affected by any combat result;
			// a melee against one would only reveal real from fake by
			// its strength (RULES.md judgment).
			return incursion.Illegal("melee: boobytraps are never affected by any combat result; they are not melee targets (15.5)")
		}
		if seat == Znon && t.Kind().Hostage() && !(s.faceUp(a.Target) && s.c.ExecOK) {
			return incursion.Illegal("melee: the Znon player may not attack the ambassador or his daughter unless they are face-up and the roll to kill the hostages has been made (16.4)")
		}
		return nil
	case Announce:
		return s.checkAnnounce(a)
	case Execute:
		return s.checkExecute(a)
	}
	return incursion.Illegal("%v: it is the %s", a, s.c.Step)
}

func (s *State) checkJoin(id int) error {
	if !s.unitOK(id) {
		return incursion.Illegal("join: no unit %d", id)
	}
	at := s.c.Atk
	for i := 0; i < int(at.N); i++ {
		if int(at.By[i]) == id {
			return incursion.Illegal("join: unit %d is already attacking", id)
		}
	}
	if int(at.N) >= len(at.By) {
		return incursion.Illegal("join: too many attackers")
	}
	u := &s.c.Units[id]
	if u.Stat() != stInPlay || u.Box != s.c.Units[at.Target].Box {
		return incursion.Illegal("join: unit %d is not in the target's box", id)
	}
	if u.Kind().Trap() {
		if s.dueOf(id, int(at.Target)) < 0 {
			return incursion.Illegal("join: boobytrap %d does not owe an attack on unit %d (15.3)", id, at.Target)
		}
		return nil
	}
	if s.ctl(int(at.Target)) == s.meleeSeat() {
		return incursion.Illegal("join: unit %d is friendly; Mind Controlled units may never attack each other (7.7)", at.Target)
	}
	return s.mayInitiate(id)
}

func (g *game) applyMelee(a Action) {
	switch a := a.(type) {
	case End:
		g.endStep()
	case Melee:
		g.c.Atk = attack{On: true, Target: uint8(a.Target), N: 1}
		g.c.Atk.By[0] = uint8(a.Unit)
		g.consumeDue(a.Unit)
		t := &g.c.Units[a.Target]
		if g.meleeSeat() == Terran && t.Kind().QueenLike() && g.guarded(t.Box) {
			g.c.Pend = pending{Kind: pendConsent, Seat: Znon} // 16.5
		}
	case Join:
		g.c.Atk.By[g.c.Atk.N] = uint8(a.Unit)
		g.c.Atk.N++
		g.consumeDue(a.Unit)
	case Resolve:
		g.resolveMelee()
	case Announce:
		g.announce(a)
	case Execute:
		g.execute(a)
	}
}

func (g *game) consumeDue(trap int) {
	if i := g.dueOf(trap, int(g.c.Atk.Target)); i >= 0 {
		g.c.Due[i].Marines &^= 1 << uint(g.c.Atk.Target)
	}
}

// guarded reports whether a Soldier, Worker or Mind Controlled Terran is in
// box (16.5).
func (s *State) guarded(box uint8) bool {
	for i := range s.c.Units {
		v := &s.c.Units[i]
		if v.Stat() == stInPlay && v.Box == box && (v.Kind() == Soldier || v.Kind() == Worker || (v.Kind().Terran() && s.mcd(i))) {
			return true
		}
	}
	return false
}

func (g *game) resolveMelee() {
	at := g.c.Atk
	g.c.Atk.On = false
	seat := g.meleeSeat()
	sum := 0
	for i := 0; i < int(at.N); i++ {
		id := int(at.By[i])
		sum += g.meleeStrength(id)
		if !g.c.Units[id].Kind().Trap() {
			g.c.Units[id].Flags |= uMelee
		}
	}
	target := int(at.Target)
	box := g.c.Units[target].Box
	f := g.roll(seat, "melee combat (16.0)", toAll)
	out := meleeResult(f + sum - g.defence(target))
	if g.armoryLive(box) {
		g.armoryRoll(box, seat) // 18.5
		if g.blown(box) {
			return
		}
	}
	if g.c.Units[target].Kind().Trap() {
		out.target = resNone
	}
	g.hitUnit(target, out.target, seat)
	if out.attacker == resNone {
		g.emit(Affected{Unit: target, What: "melee: no effect on the attackers", To: toAll})
		return
	}
	var cands []int
	for i := 0; i < int(at.N); i++ {
		id := int(at.By[i])
		if u := &g.c.Units[id]; !u.Kind().Trap() && u.Stat() == stInPlay {
			cands = append(cands, id)
		}
	}
	switch len(cands) {
	case 0:
	case 1:
		g.hitUnit(cands[0], out.attacker, seat.Other())
	default:
		g.c.Pend = pending{Kind: pendCasualty, Seat: seat, Elim: out.attacker == res1, Count: 1, Attack: true}
	}
}

// trapsTurnUp begins the Znon Melee Combat Segment: boobytraps in Space
// Marine-occupied boxes turn face-up, fakes are removed, and the real ones
// owe an attack on each Space Marine unit in their box (11.6, 15.0, 15.3).
func (g *game) trapsTurnUp() {
	k := 0
	g.c.Due = [trapCounters]due{}
	for i := firstZnon; i < numUnits; i++ {
		u := &g.c.Units[i]
		if u.Stat() != stInPlay || !u.Kind().Trap() {
			continue
		}
		var marines uint64
		for j := 0; j < firstZnon; j++ {
			if v := &g.c.Units[j]; v.Stat() == stInPlay && v.Box == u.Box && v.Kind().Marine() {
				marines |= 1 << uint(j)
			}
		}
		if marines == 0 {
			continue
		}
		u.Flags |= uFaceUp
		if u.Kind() == FakeBoobytrap {
			g.c.setStat(i, stRemoved)
			g.emit(Affected{Unit: i, What: "removed", Kind: FakeBoobytrap, Box: g.b().Name(int(u.Box)), To: toAll})
			u.Box = noBox
			continue
		}
		g.emit(Affected{Unit: i, What: "revealed", Kind: Boobytrap, Box: g.b().Name(int(u.Box)), To: toAll})
		if k < len(g.c.Due) {
			g.c.Due[k] = due{Trap: uint8(i), Marines: marines}
			k++
		}
	}
}
