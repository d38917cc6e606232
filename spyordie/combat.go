package spyordie

import (
	"github.com/incursion/incursion/dice"
)

// roll rolls n dice for who and counts those at need or more; each die is
// one r.IntN(6) call.
func (s *game) roll(who Fig, what string, n, need int) (int, [3]uint8) {
	var ds [3]uint8
	if n <= 0 {
		return 0, ds
	}
	succ := 0
	faces := make([]int, n)
	for i := range n {
		f := dice.D6(s.r)
		faces[i] = f
		if i < 3 {
			ds[i] = uint8(f)
		}
		if f >= need {
			succ++
		}
	}
	s.emit(Rolled{Who: who, What: what, Dice: faces, Need: need, Successes: succ})
	return succ, ds
}

// need returns the lowest success of figure f, 3 with the Talent that
// helps (Rulebook, "Dice").
func (s *State) need(f Fig, t Talent) int {
	if !f.Intruder() {
		return 6
	}
	if t != NoTalent && s.intr[f].Talent == t {
		return 3
	}
	return 4
}

// Injuries, as a set.
const (
	injStun uint8 = 1 << iota
	injWound
	injKO
	injFatal
)

func fightInjury(succ int) uint8 {
	switch {
	case succ >= 3:
		return injStun | injWound | injKO
	case succ == 2:
		return injStun | injKO
	case succ == 1:
		return injStun
	}
	return 0
}

func shotInjury(succ int) uint8 {
	switch {
	case succ >= 3:
		return injFatal
	case succ == 2:
		return injWound | injKO
	case succ == 1:
		return injWound
	}
	return 0
}

// fightDice is the dice figure f rolls to fight target (Rulebook, "Fight"):
// 3 for the Boss, Guards and Intruders, 2 for Technicians and Scientists,
// one fewer against a Judoka.
func (s *State) fightDice(f, target Fig) int {
	n := 3
	if k := f.Kind(); k == Technician || k == Scientist {
		n = 2
	}
	if !f.Intruder() && target.Intruder() && s.intr[target].Talent == Judoka {
		n--
	}
	return n
}

// fight resolves a fight attack of f on target. backOK allows the target
// to fight back after a miss (not after a fight back or an opportunity
// strike). It reports the successes.
func (s *game) fight(f, target Fig, what string, backOK bool) int {
	succ, _ := s.roll(f, what+" "+target.String(), s.fightDice(f, target), s.need(f, Judoka))
	if succ == 0 {
		if backOK && s.standing(target) && s.figSq(target) >= 0 {
			s.push(frame{Kind: fFightBack, Who: target, A: int16(f)})
		}
		return 0
	}
	s.injure(target, fightInjury(succ), f.Intruder())
	return succ
}

// beginAction starts action a of figure f: it records f as the acting
// figure and the enemies whose Kill Zones hold it (for "Entering a Kill
// Zone"), then, if strikes, lets adjacent enemies make their opportunity
// strikes (Rulebook, "Fighting": a fight against the enemy itself draws
// none from him). It reports whether f can still perform the action.
func (s *game) beginAction(f Fig, a Action, strikes bool) bool {
	s.actor = f
	s.kz = s.kzSet(f)
	if !strikes {
		return true
	}
	target := NoFig
	if a, ok := a.(Fight); ok {
		target = a.Target
	}
	return s.opportunityStrikes(f, target)
}

// opportunityStrikes: before figure f performs an action other than
// fighting target, every adjacent standing enemy gets a free fight attack
// on it, without fight back; hidden Intruders neither strike nor are struck
// (Rulebook, "Fighting", Opportunity strike). It reports whether f is still
// able to act.
func (s *game) opportunityStrikes(f, target Fig) bool {
	if s.hiddenIntruder(f) {
		return true
	}
	for g := Fig(0); g < nFigs; g++ {
		if g == target || !enemies(f, g) || !s.exposedStanding(g) || !s.exposedStanding(f) {
			continue
		}
		if ok, _ := s.bd().adjacent(s.figSq(f), s.figSq(g)); !ok {
			continue
		}
		if !g.Intruder() && f.Intruder() && s.unarmedPrisoner(int(f)) {
			continue
		}
		s.fight(g, f, "an opportunity strike on", false)
	}
	return s.ableToAct(f)
}

// ableToAct reports whether f is still on its feet after what happened
// before its action (not removed, prone, or waiting to be captured).
func (s *State) ableToAct(f Fig) bool {
	if s.figSq(f) < 0 {
		return false
	}
	if !f.Intruder() {
		return s.mins[f-B].State == standing
	}
	for i := 0; i < int(s.np); i++ {
		if s.pend[i].Kind == fSacrifice && s.pend[i].Who == f {
			return false
		}
	}
	return true
}

// unarmedPrisoner reports whether Intruder k is unarmed inside the Prison,
// where no Minion may attack him (Rulebook, "Prison").
func (s *State) unarmedPrisoner(k int) bool {
	if s.bd().room[s.intr[k].Sq] != Prison {
		return false
	}
	for _, m := range s.intr[k].Items {
		if m >= 0 && itemMarkers[m].Weapon() {
			return false
		}
	}
	return true
}

// injure applies injuries to a figure, most severe first (Rulebook,
// "Multiple Injuries").
func (s *game) injure(f Fig, inj uint8, byIntruder bool) {
	if inj == 0 || s.figSq(f) < 0 {
		return
	}
	if f.Intruder() {
		s.injureIntruder(int(f), inj)
		return
	}
	m := &s.mins[f-B]
	switch {
	case inj&injFatal != 0:
		s.emit(Happened{Who: f, Text: "fatally injured"})
		s.eliminate(f, true, byIntruder)
		return
	case inj&injKO != 0:
		if succ, _ := s.roll(f, "resisting a K.O", 1, 6); succ == 0 {
			s.emit(Happened{Who: f, Text: "knocked out"})
			s.eliminate(f, true, byIntruder)
			return
		}
	}
	if inj&(injStun|injWound) != 0 && m.State == standing {
		m.State = prone
		m.Hit = byIntruder
		s.emit(Happened{Who: f, Text: "knocked down (prone)"})
		if s.actor == f {
			m.Acts = 2
			s.mv = move{}
		}
	}
}

// eliminate takes Minion f out of play: a Body marker where it fell
// (never for the Boss: "I shall return!") and, for a Guard felled by an
// Intruder's attack, a Submachine Gun marker if one is left (Rulebook,
// "Acquiring weapons": "the Intruder who attacked them can ask the
// Defender to place a Submachine Gun marker on the Guard's square"; the
// marker costs the Intruders nothing, so it is always asked for).
func (s *game) eliminate(f Fig, body, byIntruder bool) {
	m := &s.mins[f-B]
	q := m.Sq
	m.State, m.Acts, m.Hit = offBoard, 0, false
	if s.actor == f {
		s.mv = move{}
	}
	if body && f != B {
		s.placeBody(q)
	}
	if f.Kind() == Guard && byIntruder {
		for i, it := range itemMarkers {
			if it == SMG && s.items[i] == locNone {
				s.items[i] = q
				break
			}
		}
	}
}

// injureIntruder applies injuries to Intruder k (Rulebook, "Intruder
// Injury"): a second stun or wound, and a K.O, must be resisted with 1 die.
func (s *game) injureIntruder(k int, inj uint8) {
	f := Fig(k)
	in := &s.intr[k]
	resist := func() bool {
		succ, _ := s.roll(f, "resisting a K.O", 1, 4)
		return succ > 0
	}
	if inj&injFatal != 0 {
		s.emit(Happened{Who: f, Text: "fatally injured"})
		s.push(frame{Kind: fSacrifice, Who: f, A: 6})
		return
	}
	if inj&injKO != 0 && !resist() {
		s.emit(Happened{Who: f, Text: "knocked out"})
		s.push(frame{Kind: fSacrifice, Who: f, A: 3})
		return
	}
	if inj&injWound != 0 {
		if in.Wound {
			if !resist() {
				s.emit(Happened{Who: f, Text: "knocked out by a second wound"})
				s.push(frame{Kind: fSacrifice, Who: f, A: 3})
				return
			}
		} else {
			in.Wound = true
			s.emit(Happened{Who: f, Text: "wounded"})
		}
	}
	if inj&injStun != 0 {
		if in.Stun {
			if !resist() {
				s.emit(Happened{Who: f, Text: "knocked out by a second stun"})
				s.push(frame{Kind: fSacrifice, Who: f, A: 3})
				return
			}
		} else {
			in.Stun = true
			s.emit(Happened{Who: f, Text: "stunned"})
			if !s.hasItem(k, Stimulant) && in.Allowed > 1 {
				in.Allowed = 1
			}
		}
	}
}

// capture sends Intruder k to the Prison after the Defender's choice of
// squares (Rulebook, "Prison", When an Intruder is sent to the Prison).
func (s *game) capture(k int, det, store int16, minutes int) {
	in := &s.intr[k]
	f := Fig(k)
	from := in.Sq
	s.dropDisguise(k)
	in.Sq = det
	in.Status = InBase // even one shot before he entered is now inside
	in.Stun, in.Wound = false, false
	in.Hidden = false
	in.Done = true
	for i, m := range in.Items {
		if m >= 0 {
			s.items[m] = store
			in.Items[i] = -1
		}
	}
	if s.mv.Who == f {
		s.mv = move{}
	}
	s.emit(Moved{f, s.bd().pt(from), s.bd().pt(det), false})
	s.emit(Happened{Who: f, Text: "captured and put in Detention"})
	if minutes > 0 {
		s.takeTime(minutes, "an Intruder captured")
	}
}

// sacrifice is the Heroic Sacrifice: the figure leaves the game, its Items
// stay where it fell, its Intelligence is lost.
func (s *game) sacrifice(k int) {
	in := &s.intr[k]
	s.dropDisguise(k)
	for i, m := range in.Items {
		if m >= 0 {
			s.items[m] = in.Sq
			in.Items[i] = -1
		}
	}
	for i, m := range in.Intel {
		if m >= 0 {
			s.intels[m].Loc = locNone
			in.Intel[i] = -1
		}
	}
	in.Status = Sacrificed
	in.Done = true
	if s.mv.Who == Fig(k) {
		s.mv = move{}
	}
	s.emit(Happened{Who: Fig(k), Text: "made the Heroic Sacrifice"})
	s.checkOver()
}

// dropDisguise returns the worn Minion figure: the Imposter uses his own
// figure again (Rulebook, "Imposter").
func (s *State) dropDisguise(k int) {
	in := &s.intr[k]
	if in.Disguise != NoFig {
		s.mins[in.Disguise-B] = minion{State: offBoard, Sq: -1}
		in.Disguise = NoFig
	}
}

// expose turns Intruder k's Stealth marker to exposed.
func (s *game) expose(k int) {
	in := &s.intr[k]
	if !in.Hidden {
		return
	}
	in.Hidden = false
	s.dropDisguise(k)
	s.emit(Happened{Who: Fig(k), Text: "exposed"})
}

// shotNoise collects the Alarm markers of a shoot action (Rulebook,
// "Shooting": 3 on GREEN, 1 on AMBER; none with a Silencer on a Handgun).
func (s *game) shotNoise(f Fig) {
	if f.Intruder() && s.weapon(int(f)) == Handgun && s.hasItem(int(f), Silencer) {
		return
	}
	switch s.alert {
	case Green:
		s.addAlarms(3, "gunshot")
	case Amber:
		s.addAlarms(1, "gunshot")
	}
}

// usesSMG reports whether f shoots with a Submachine Gun.
func (s *State) usesSMG(f Fig) bool {
	if f.Intruder() {
		return s.weapon(int(f)) == SMG
	}
	return f.Kind() == Guard
}

// shoot resolves a shoot action of f at target. smgOK offers the SMG's
// options (not on the free second shot).
func (s *game) shoot(f, target Fig, smgOK bool) int {
	s.shotNoise(f)
	d := s.bd().dist(s.figSq(f), s.figSq(target))
	succ, ds := s.roll(f, "shooting "+target.String(), shootDice(d), s.need(f, Sniper))
	if succ > 0 && smgOK && s.usesSMG(f) {
		s.push(frame{Kind: fSMG, Who: f, A: int16(target), Dice: ds, B: int16(shootDice(d))})
		return succ
	}
	s.injure(target, shotInjury(succ), f.Intruder())
	return succ
}

// canShoot reports whether f may shoot at target now (Rulebook, "Shoot").
func (s *State) canShoot(f, target Fig) bool {
	fq, tq := s.figSq(f), s.figSq(target)
	if fq < 0 || tq < 0 || !enemies(f, target) || !s.standing(f) || !s.standing(target) {
		return false
	}
	if f.Intruder() {
		if s.intr[f].Hidden || s.weapon(int(f)) == NoItem {
			return false
		}
	} else {
		if k := f.Kind(); k != Boss && k != Guard {
			return false
		}
		if s.hiddenIntruder(target) || s.unarmedPrisoner(int(target)) {
			return false
		}
	}
	d := s.bd().dist(fq, tq)
	if d < 2 || d > 12 || !s.los(fq, tq, NoFig) {
		return false
	}
	if s.adjacentEnemy(f) {
		return false
	}
	// No figure friendly to the shooter may stand adjacent to the target.
	for g := Fig(0); g < nFigs; g++ {
		if g == f || enemies(f, g) || s.figSq(g) < 0 || !s.standing(g) {
			continue
		}
		if ok, _ := s.bd().adjacent(tq, s.figSq(g)); ok {
			return false
		}
	}
	return true
}

// canFight reports whether f may fight target (Rulebook, "Fight").
func (s *State) canFight(f, target Fig) bool {
	return s.canFightBack(f, target) && (f.Intruder() || !s.unarmedPrisoner(int(target)))
}

// canFightBack is canFight for a fight back: an unarmed Intruder in the
// Prison, safe from Minions' attacks, may still be fought back ("They can
// still fight back if attacked themselves", Rulebook, "Prison").
func (s *State) canFightBack(f, target Fig) bool {
	fq, tq := s.figSq(f), s.figSq(target)
	if fq < 0 || tq < 0 || !enemies(f, target) || !s.standing(f) || !s.standing(target) {
		return false
	}
	if s.hiddenIntruder(f) || s.hiddenIntruder(target) {
		return false
	}
	ok, _ := s.bd().adjacent(fq, tq)
	return ok
}
