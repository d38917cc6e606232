package hive

import "github.com/incursion/incursion"

// --- 12.0 Ranged Combat, 13.0 Incapacitation, 16.0 Melee Combat ---------

// Combat results (12.0, 16.6).
type result uint8

const (
	resNone result = iota
	resIn          // one individual Incapacitated
	res1           // one individual eliminated
	res2           // the unit eliminated
)

// rangedStrength returns unit id's Ranged Combat Strength where it stands,
// or -1 if it may not fire (12.6, 18.5).
func (s *State) rangedStrength(id int) int {
	u := &s.c.Units[id]
	r := u.Kind.Rating().Ranged
	if r < 0 {
		return -1
	}
	if s.armoryBonus(id) {
		r += 2
	}
	if r == 0 {
		return -1 // 12.6: zero strength fires only in an Armory
	}
	return r
}

// armoryBonus reports whether unit id gains +2 from an Armory (18.5).
func (s *State) armoryBonus(id int) bool {
	u := &s.c.Units[id]
	return (u.Kind == Soldier || u.Kind == Worker || u.Kind == Queen) && s.onMap(id) && s.armoryLive(u.Box)
}

// mayFire is canFire without the error, for the action lists.
// The caller has checked 12.3 already, and gives the Command Range test.
func (s *State) mayFire(id int, inCommand func(uint8) bool) bool {
	u := &s.c.Units[id]
	if !s.canAct(id) || u.Flags&(uInc|uFired) != 0 || s.rangedStrength(id) < 0 {
		return false
	}
	return !((u.Kind == Soldier || u.Kind == Worker) && !inCommand(u.Box))
}

// canFire checks the conditions common to every ranged combat (12.0).
func (s *State) canFire(id int, what string) error {
	if err := s.actor(id); err != nil {
		return incursion.Illegal("%s: %v", what, unwrap(err))
	}
	u := &s.c.Units[id]
	if u.Flags&uInc != 0 {
		return incursion.Illegal("%s: Incapacitated units may never attack in melee or ranged combat (13.2)", what)
	}
	if u.Flags&uFired != 0 {
		return incursion.Illegal("%s: a unit may only execute ranged combat once per turn (12.7)", what)
	}
	if s.rangedStrength(id) < 0 {
		return incursion.Illegal("%s: units without a Ranged Combat Strength may not engage in ranged combat (12.6)", what)
	}
	if (u.Kind == Soldier || u.Kind == Worker) && !s.inCommand(u.Box) {
		return incursion.Illegal("%s: Soldiers and Workers outside all Command Ranges may not engage in ranged combat (8.0)", what)
	}
	if s.enemyOccupied(id) {
		return incursion.Illegal("%s: ranged combat may never be executed by units in enemy-occupied boxes (12.3)", what)
	}
	return nil
}

func (s *State) checkFire(a Fire) error {
	if err := s.canFire(a.Unit, "fire"); err != nil {
		return err
	}
	if !s.unitOK(a.Target) || s.c.Units[a.Target].Stat != stInPlay {
		return incursion.Illegal("fire: no unit %d in play", a.Target)
	}
	seat := s.ctl(a.Unit)
	t := &s.c.Units[a.Target]
	if s.ctl(a.Target) == seat {
		return incursion.Illegal("fire: unit %d is friendly", a.Target)
	}
	if seat == Znon && t.Kind.Trap() {
		return incursion.Illegal("fire: unit %d is friendly", a.Target)
	}
	if seat == Znon && t.Kind.Hostage() && !(s.faceUp(a.Target) && s.c.ExecOK) {
		return incursion.Illegal("fire: no Znon unit may engage in ranged combat with a prisoner unless it is face-up and the roll to execute the hostages has been made (12.5)")
	}
	if s.sight(s.c.Units[a.Unit].Box, t.Box) < 0 {
		return incursion.Illegal("fire: no line of sight: both units must occupy the same row of boxes, with at most one door or hole between and no occupied box (12.1, 12.2, 12.4)")
	}
	if a.Extra < 0 {
		return incursion.Illegal("fire: the extra Movement Points cannot be negative (12.8)")
	}
	return s.spend(a.Unit, 2+a.Extra, "fire")
}

func (g *game) fire(a Fire) {
	u := &g.c.Units[a.Unit]
	t := &g.c.Units[a.Target]
	seat := g.ctl(a.Unit)
	rng := g.sight(u.Box, t.Box)
	u.MP += uint8(2 + a.Extra)
	u.Flags |= uFired
	mod := g.rangedStrength(a.Unit) + a.Extra - rng
	if seat == Znon && g.b().has(t.Box, fHatchery) {
		mod-- // 18.8
	}
	box := t.Box
	if u.Kind.Marine() {
		g.alarm(box) // 8.7: any Space Marine, Mind Controlled or not (3.0)
	}
	f := g.roll(seat, "ranged combat (12.0)", toAll)
	res := resNone
	switch {
	case f < mod:
		res = res1 // destroyed; a 2 Lancers is flipped
	case f == mod:
		res = resIn
	}
	if t.Kind.Trap() && res != resNone {
		// 15.5: never affected; a result only tells that it is a trap.
		g.emit(Affected{Unit: a.Target, What: "is a boobytrap (15.5)", To: toAll})
	} else if res != resNone {
		g.hitUnit(a.Target, res, seat)
	} else {
		g.emit(Affected{Unit: a.Target, What: "unaffected", To: toAll})
	}
	g.armoryRoll(box, seat)
}

func (s *State) checkFireArmory(a FireArmory) error {
	if err := s.canFire(a.Unit, "firearmory"); err != nil {
		return err
	}
	box, ok := s.boxIndex(a.Box)
	if !ok || !s.b().has(box, fArmory) {
		return incursion.Illegal("firearmory: %s is not an Armory (18.5)", a.Box)
	}
	if s.blown(box) {
		return incursion.Illegal("firearmory: a given Armory may blow up only once (18.5)")
	}
	if s.sight(s.c.Units[a.Unit].Box, box) < 0 {
		return incursion.Illegal("firearmory: no line of sight to %s (12.1)", a.Box)
	}
	return s.spend(a.Unit, 2, "firearmory")
}

func (g *game) fireArmory(a FireArmory) {
	u := &g.c.Units[a.Unit]
	u.MP += 2
	u.Flags |= uFired
	box, _ := g.boxIndex(a.Box)
	seat := g.ctl(a.Unit)
	if u.Kind.Marine() {
		g.alarm(box) // 8.7
	}
	g.armoryRoll(box, seat) // 18.5: a roll of 1 detonates it
}

// armoryRoll rolls for the detonation of an Armory (18.5).
func (g *game) armoryRoll(box uint8, by Seat) {
	if !g.armoryLive(box) {
		return
	}
	if g.roll(by, "Armory detonation (18.5)", toAll) != 1 {
		return
	}
	g.c.setBlown(box)
	g.emit(Marked{What: "Armory explodes", Box: g.b().Name(int(box)), To: toAll})
	for i := range g.c.Units {
		if u := &g.c.Units[i]; u.Stat == stInPlay && u.Box == box {
			g.eliminate(i, by)
		}
	}
}

func (s *State) checkFireDarter(a FireDarter) error {
	if err := s.canFire(a.Unit, "firedarter"); err != nil {
		return err
	}
	if s.ctl(a.Unit) != Znon {
		return incursion.Illegal("firedarter: only Znon-controlled units may attack a Darter (14.0)")
	}
	d, ok := s.darterIndex(a.Darter)
	if !ok {
		return incursion.Illegal("firedarter: no Darter %q", a.Darter)
	}
	x := s.c.Dart[d]
	if x.Flags&dPlaced == 0 || x.Flags&dOpen == 0 || x.Flags&(dDestroyed|dDeparted) != 0 || x.Breach != s.c.Units[a.Unit].Box {
		return incursion.Illegal("firedarter: the unit must occupy the same box as the Darter's open breach (14.0)")
	}
	if a.Extra < 0 {
		return incursion.Illegal("firedarter: the extra Movement Points cannot be negative (12.8)")
	}
	return s.spend(a.Unit, 2+a.Extra, "firedarter")
}

func (g *game) fireDarter(a FireDarter) {
	u := &g.c.Units[a.Unit]
	u.MP += uint8(2 + a.Extra)
	u.Flags |= uFired
	d, _ := g.darterIndex(a.Darter)
	mod := g.rangedStrength(a.Unit) + a.Extra - 1 // the Holding Box is one box away
	f := g.roll(Znon, "ranged combat against a Darter (14.0)", toAll)
	if f <= mod { // any hit, Incapacitation included
		g.destroyDarter(d, "destroyed through its breach")
	}
}

// hitUnit applies a combat result to a unit (12.0, 13.5, 16.6, 17.1, 18.7).
func (g *game) hitUnit(id int, res result, by Seat) {
	u := &g.c.Units[id]
	if res == resNone || u.Stat != stInPlay || u.Kind.Trap() {
		return // 15.5: boobytraps are never affected by any combat result
	}
	if res == resIn && (u.Flags&uInc != 0 || g.c.LifeOff) {
		res = res1 // 13.5, 18.7
	}
	switch res {
	case res2:
		g.eliminate(id, by)
	case res1:
		if u.Kind == Lancers {
			u.Kind = Lancer // 17.1: the unit is flipped over
			g.c.MenLost++
			g.emit(Affected{Unit: id, What: "loses a man", Kind: Lancer, To: toAll})
			return
		}
		g.eliminate(id, by)
	case resIn:
		if u.Kind == Lancers {
			n := g.split(id) // 17.1
			g.c.Units[n].Flags |= uInc | uIncNow
			g.emit(Affected{Unit: n, What: "incapacitated", Kind: Lancer, To: toAll})
			return
		}
		u.Flags |= uInc | uIncNow
		g.emit(Affected{Unit: id, What: "incapacitated", Kind: g.shownKind(id), To: toAll})
	}
}

// shownKind is the kind of unit id if the Terran player sees it.
func (s *State) shownKind(id int) Kind {
	if s.faceUp(id) {
		return s.c.Units[id].Kind
	}
	return Unknown
}

// eliminate removes a unit from the map (16.6), keeping the tallies of
// victory (22.2) and the rules that follow a death (7.8, 19.0).
func (g *game) eliminate(id int, by Seat) {
	u := &g.c.Units[id]
	if u.Stat != stInPlay {
		return
	}
	kind := g.shownKind(id)
	if kind == Unknown {
		u.Flags |= uHiddenDeath // 11.7
	}
	if u.Kind.Hostage() {
		kind = u.Kind // 11.4: the Terran player is told
		if by == Terran {
			g.c.HostageShot++
		}
	}
	box := g.b().Name(int(u.Box))
	u.Stat = stDead
	u.Box = noBox
	switch {
	case u.Kind.Marine():
		g.c.MenLost += uint8(u.Kind.men())
	case u.Kind.QueenLike():
		g.c.QueensKilled++
		if g.enginesDown() >= 2 || (len(g.b().engines) > 0 && g.enginesDown() == len(g.b().engines)) {
			g.c.ExecRolls++ // 19.0
		}
	}
	if g.c.Mover == uint8(id) {
		g.c.Mover = NoUnit
	}
	g.emit(Affected{Unit: id, What: "eliminated", Kind: kind, Box: box, To: toAll})
}

// --- 16.0 Melee ------------------------------------------------------------

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
	r := u.Kind.Rating()
	m := r.Melee
	if (u.Kind == Soldier || u.Kind == Worker) && !s.inCommand(u.Box) {
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
	if tr.Stat != stInPlay || t.Stat != stInPlay || t.Box != tr.Box {
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
	if u.Stat != stInPlay || s.ctl(id) != seat || !s.onMap(id) {
		return incursion.Illegal("melee: unit %d is not a %s unit in the Hive", id, seat)
	}
	if u.Kind.Trap() {
		return incursion.Illegal("melee: boobytraps attack only as 15.3 requires")
	}
	if u.Flags&uInc != 0 {
		return incursion.Illegal("melee: Incapacitated units may never attack in melee or ranged combat (13.2)")
	}
	if u.Flags&uMelee != 0 {
		return incursion.Illegal("melee: a unit may only initiate one melee combat per Melee Combat Segment (16.3)")
	}
	if seat == Znon {
		if u.Kind.Hostage() {
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
		for i := range s.c.Units {
			if v := &s.c.Units[i]; v.Stat == stInPlay && v.Box == box && (s.ctl(i) == seat || v.Kind.Trap()) {
				yield(s.b().actions().join[i])
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
	var foes [numUnits]uint8
	nf := 0
	for t := range s.c.Units {
		if s.c.Units[t].Stat == stInPlay && s.ctl(t) != seat {
			foes[nf] = uint8(t)
			nf++
		}
	}
	tab := s.b().actions()
	for i := range s.c.Units {
		v := &s.c.Units[i]
		if v.Stat != stInPlay || s.ctl(i) != seat || !s.onMap(i) || v.Kind.Trap() || v.Flags&(uInc|uMelee) != 0 {
			continue
		}
		for _, t := range foes[:nf] {
			if s.c.Units[t].Box == v.Box {
				yield(tab.melee[i*numUnits+int(t)])
			}
		}
	}
	if seat == Znon && s.c.ExecOK {
		for _, h := range []Kind{Ambassador, Daughter} {
			for i := firstZnon; i < numUnits; i++ {
				if s.c.Units[i].Kind == h {
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
			if !u.Kind.Trap() || s.dueOf(a.Unit, a.Target) < 0 {
				return incursion.Illegal("melee: the boobytraps attack first, at the beginning of the Znon Melee Combat Segment (15.0)")
			}
			return nil
		}
		if err := s.mayInitiate(a.Unit); err != nil {
			return err
		}
		if t.Stat != stInPlay || t.Box != u.Box || s.ctl(a.Target) == seat {
			return incursion.Illegal("melee: the target must be an enemy unit in the attacker's box (16.0)")
		}
		if t.Kind.Trap() {
			if seat == Znon {
				return incursion.Illegal("melee: the target must be an enemy unit in the attacker's box (16.0)")
			}
			// 15.5: boobytraps are never affected by any combat result;
			// a melee against one would only reveal real from fake by
			// its strength (RULES.md judgment).
			return incursion.Illegal("melee: boobytraps are never affected by any combat result; they are not melee targets (15.5)")
		}
		if seat == Znon && t.Kind.Hostage() && !(s.faceUp(a.Target) && s.c.ExecOK) {
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
	if u.Stat != stInPlay || u.Box != s.c.Units[at.Target].Box {
		return incursion.Illegal("join: unit %d is not in the target's box", id)
	}
	if u.Kind.Trap() {
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
		if g.meleeSeat() == Terran && t.Kind.QueenLike() && g.guarded(t.Box) {
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
		if v.Stat == stInPlay && v.Box == box && (v.Kind == Soldier || v.Kind == Worker || (v.Kind.Terran() && s.mcd(i))) {
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
		if !g.c.Units[id].Kind.Trap() {
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
	if g.c.Units[target].Kind.Trap() {
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
		if u := &g.c.Units[id]; !u.Kind.Trap() && u.Stat == stInPlay {
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
		if u.Stat != stInPlay || !u.Kind.Trap() {
			continue
		}
		var marines uint64
		for j := 0; j < firstZnon; j++ {
			if v := &g.c.Units[j]; v.Stat == stInPlay && v.Box == u.Box && v.Kind.Marine() {
				marines |= 1 << uint(j)
			}
		}
		if marines == 0 {
			continue
		}
		u.Flags |= uFaceUp
		if u.Kind == FakeBoobytrap {
			u.Stat = stRemoved
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

// --- Pending decisions -------------------------------------------------------

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
	if !s.unitOK(id) || s.c.Units[id].Stat != stInPlay {
		return false
	}
	p := s.c.Pend
	if p.Attack {
		at := s.c.Atk
		for i := 0; i < int(at.N); i++ {
			if int(at.By[i]) == id {
				return !s.c.Units[id].Kind.Trap()
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
				if s.c.Units[i].Kind == Lancer && s.c.Units[j].Kind == Lancer {
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
		u.Kind = Lancers
		w := &g.c.Units[a.With]
		*w = unit{Box: noBox, Link: NoUnit}
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
	if u.Kind != Lancer || w.Kind != Lancer || u.Stat != stInPlay || w.Stat != stInPlay {
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
	return u.Kind == Lancer && w.Kind == Lancer && u.Stat == stInPlay && w.Stat == stInPlay &&
		u.Box == w.Box && (u.Flags|w.Flags)&uInc == 0 && s.ctl(i) == Terran && s.ctl(j) == Terran
}

func (s *State) canCombine() bool {
	for i := firstLancer; i < firstZnon; i++ {
		if s.c.Units[i].Kind != Lancer || s.c.Units[i].Stat != stInPlay {
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

// --- 18.9 Cold Storage ------------------------------------------------------

func (s *State) coldStorage() (uint8, bool) {
	b := s.b()
	for i := 0; i < b.Boxes(); i++ {
		if b.flags[i]&fColdStorage != 0 {
			return uint8(i), true
		}
	}
	return 0, false
}

// spareWorker returns a Worker counter not in play (18.9): an unused one
// first, since reusing a dead counter tells the Terran player what an
// eliminated face-down unit was (11.7).
func (s *State) spareWorker() int {
	dead := -1
	for i := firstZnon; i < numUnits; i++ {
		if u := &s.c.Units[i]; u.Kind == Worker {
			if u.Stat == stUnused {
				return i
			}
			if u.Stat == stDead && dead < 0 {
				dead = i
			}
		}
	}
	return dead
}

func (s *State) canSpawn() bool {
	cs, ok := s.coldStorage()
	if !ok || s.spareWorker() < 0 || s.znonIn(cs)+1 > 3 {
		return false
	}
	for q := firstZnon; q < numUnits; q++ {
		u := &s.c.Units[q]
		if u.Kind.QueenLike() && u.Stat == stInPlay && u.Box == cs && u.Flags&uActive != 0 && u.Flags&uInc == 0 && u.MP == 0 {
			return true
		}
	}
	return false
}

// lookalike returns, for a Worker counter i eliminated unexamined (11.7),
// the lowest-numbered counter eliminated unexamined: the Terran player's
// View shows them alike, and the choice depends on nothing he may not know.
// Counter i itself otherwise. An unused counter (never built, 5.7) is
// placed under its own number: its kind tells nothing of any unit built,
// and that an unused Worker was left the Terran player learns anyway from
// the kind of counter placed (an unused one), since unused counters are
// placed first (spareWorker).
func (s *State) lookalike(i int) int {
	if u := &s.c.Units[i]; u.Stat != stDead || u.Flags&uHiddenDeath == 0 {
		return i
	}
	for j := firstZnon; j < i; j++ {
		if v := &s.c.Units[j]; v.Stat == stDead && v.Flags&uHiddenDeath != 0 {
			return j
		}
	}
	return i
}

// swapUnits exchanges the records of two counters, with every reference to
// them.
func (g *game) swapUnits(i, j int) {
	c := &g.c
	c.Units[i], c.Units[j] = c.Units[j], c.Units[i]
	re := func(x *uint8) {
		switch int(*x) {
		case i:
			*x = uint8(j)
		case j:
			*x = uint8(i)
		}
	}
	for k := range c.Units {
		// A free Engineer's Link is its Darter (4.3), a number below any
		// Znon counter's: left alone by re.
		re(&c.Units[k].Link)
	}
	re(&c.Mover)
	re(&c.Notice)
	if c.Atk.On {
		re(&c.Atk.Target)
		for k := range c.Atk.By[:c.Atk.N] {
			re(&c.Atk.By[k])
		}
	}
	for k := range c.Due {
		re(&c.Due[k].Trap)
	}
}

func (g *game) spawn() {
	cs, _ := g.coldStorage()
	i := g.spareWorker()
	// 11.7: the counter placed must not tell the Terran player which
	// eliminated face-down unit was a Worker. A dead Worker's record goes on
	// the lowest-numbered counter eliminated unexamined, whatever it held;
	// that counter's record moves to the Worker's old number, which
	// therefore looks unchanged to him.
	if j := g.lookalike(i); j != i {
		g.swapUnits(i, j)
		i = j
	}
	g.c.Units[i] = unit{Kind: Worker, Stat: stInPlay, Box: cs, Link: NoUnit}
	g.emit(Affected{Unit: i, What: "placed in Cold Storage (18.9)", Kind: Worker, Box: g.b().Name(int(cs)), To: toZnon})
}

// --- 19.0 Killing the hostages ------------------------------------------------

// executionRolls is made in the Znon Movement and Ranged Combat Segment for
// each Queen killed after both engine rooms were destroyed (19.0).
func (g *game) executionRolls() {
	for ; g.c.ExecRolls > 0; g.c.ExecRolls-- {
		if g.c.ExecOK {
			continue
		}
		if g.roll(Znon, "may the hostages be killed (19.0)", toZnon) <= 3 {
			g.c.ExecOK = true
		}
	}
}

func (s *State) heldHostage(id int) bool {
	if !s.unitOK(id) {
		return false
	}
	u := &s.c.Units[id]
	return u.Kind.Hostage() && u.Stat == stInPlay && u.Flags&uContinuous != 0 && s.onMap(id)
}

func (s *State) checkAnnounce(a Announce) error {
	if s.c.Step != StepZnonMelee {
		return incursion.Illegal("announce: executions are announced in the Znon Melee Combat Segment (19.3)")
	}
	if !s.c.ExecOK {
		return incursion.Illegal("announce: the roll to execute the hostages has not been made (19.0)")
	}
	if s.c.Notice != NoUnit {
		return incursion.Illegal("announce: an execution is already announced")
	}
	if !s.heldHostage(a.Hostage) {
		return incursion.Illegal("announce: only face-down hostages may be executed (19.2)")
	}
	return nil
}

func (g *game) announce(a Announce) {
	g.c.Notice = uint8(a.Hostage)
	g.c.NoticeTurn = g.c.Turn
	u := &g.c.Units[a.Hostage]
	g.emit(Affected{Unit: a.Hostage, What: "is to be executed next turn (19.3)", Kind: u.Kind, Box: g.b().Name(int(u.Box)), To: toAll})
	g.c.Pend = pending{Kind: pendAbort, Seat: Terran}
}

func (s *State) checkExecute(a Execute) error {
	if s.c.Notice != uint8(a.Hostage) || a.Hostage == NoUnit {
		return incursion.Illegal("execute: the Terran player must be informed one full Game-Turn before an execution (19.3)")
	}
	if s.c.NoticeTurn >= s.c.Turn {
		return incursion.Illegal("execute: the execution takes place on the turn following the announcement (19.3)")
	}
	if s.c.LastExec == s.c.Turn {
		return incursion.Illegal("execute: only one hostage may be executed on any turn (19.1)")
	}
	if !s.heldHostage(a.Hostage) || s.faceUp(a.Hostage) {
		// 19.2; a held prisoner is face-up while an enemy shares his box (11.3).
		return incursion.Illegal("execute: only face-down hostages may be executed (19.2)")
	}
	return nil
}

func (g *game) execute(a Execute) {
	u := &g.c.Units[a.Hostage]
	g.emit(Affected{Unit: a.Hostage, What: "executed", Kind: u.Kind, Box: g.b().Name(int(u.Box)), To: toAll})
	u.Stat = stExecuted
	u.Box = noBox
	g.c.Notice = NoUnit
	g.c.LastExec = g.c.Turn
}
