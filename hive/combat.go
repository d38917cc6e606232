package hive

import "github.com/incursion/incursion"

// Combat results shared by ranged and melee combat (12.0, 13.0, 16.6),
// and 12.0 Ranged Combat and 13.0 Incapacitation.

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
	r := u.Kind().Rating().Ranged
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
	return (u.Kind() == Soldier || u.Kind() == Worker || u.Kind() == Queen) && s.onMap(id) && s.armoryLive(u.Box)
}

// mayFire is canFire without the error, for the action lists.
// The caller has checked 12.3 already, and gives the Command Range test.
func (s *State) mayFire(id int, inCommand func(uint8) bool) bool {
	u := &s.c.Units[id]
	if !s.canAct(id) || u.Flags&(uInc|uFired) != 0 || s.rangedStrength(id) < 0 {
		return false
	}
	return !((u.Kind() == Soldier || u.Kind() == Worker) && !inCommand(u.Box))
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
	if (u.Kind() == Soldier || u.Kind() == Worker) && !s.inCommand(u.Box) {
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
	if !s.unitOK(a.Target) || s.c.Units[a.Target].Stat() != stInPlay {
		return incursion.Illegal("fire: no unit %d in play", a.Target)
	}
	seat := s.ctl(a.Unit)
	t := &s.c.Units[a.Target]
	if s.ctl(a.Target) == seat {
		return incursion.Illegal("fire: unit %d is friendly", a.Target)
	}
	if seat == Znon && t.Kind().Trap() {
		return incursion.Illegal("fire: unit %d is friendly", a.Target)
	}
	if seat == Znon && t.Kind().Hostage() && !(s.faceUp(a.Target) && s.c.ExecOK) {
		return incursion.Illegal("fire: no Znon unit may engage in ranged combat with a prisoner unless it is face-up and the roll to execute the hostages has been made (12.5)")
	}
	if s.sight(s.c.Units[a.Unit].Box, t.Box) < 0 {
		return incursion.Illegal("fire: no line of sight: both units must occupy the same row of boxes, with at most one door or hole between and no occupied box (12.1, 12.2, 12.4)")
	}
	return s.spendFire(a.Unit, a.Extra, "fire")
}

// spendFire checks that unit id has the 2 Movement Points of a ranged
// attack and extra more (12.8).
func (s *State) spendFire(id, extra int, what string) error {
	if extra < 0 {
		return incursion.Illegal("%s: the extra Movement Points cannot be negative (12.8)", what)
	}
	return s.spend(id, 2+extra, what)
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
	if u.Kind().Marine() {
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
	if t.Kind().Trap() && res != resNone {
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
	if u.Kind().Marine() {
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
		if u := &g.c.Units[i]; u.Stat() == stInPlay && u.Box == box {
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
	return s.spendFire(a.Unit, a.Extra, "firedarter")
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
	if res == resNone || u.Stat() != stInPlay || u.Kind().Trap() {
		return // 15.5: boobytraps are never affected by any combat result
	}
	if res == resIn && (u.Flags&uInc != 0 || g.c.LifeOff) {
		res = res1 // 13.5, 18.7
	}
	switch res {
	case res2:
		g.eliminate(id, by)
	case res1:
		if u.Kind() == Lancers {
			u.setKind(Lancer) // 17.1: the unit is flipped over
			g.c.MenLost++
			g.emit(Affected{Unit: id, What: "loses a man", Kind: Lancer, To: toAll})
			return
		}
		g.eliminate(id, by)
	case resIn:
		if u.Kind() == Lancers {
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
		return s.c.Units[id].Kind()
	}
	return Unknown
}

// eliminate removes a unit from the map (16.6), keeping the tallies of
// victory (22.2) and the rules that follow a death (7.8, 19.0).
func (g *game) eliminate(id int, by Seat) {
	u := &g.c.Units[id]
	if u.Stat() != stInPlay {
		return
	}
	kind := g.shownKind(id)
	if u.Kind().Hostage() {
		// 11.4: the Terran player is told, and everybody sees the event,
		// so the counter is not unexamined (11.7): its kind shows in every
		// View, and Cold Storage never passes a Worker off as it.
		kind = u.Kind()
		if by == Terran {
			g.c.HostageShot++
		}
	}
	if kind == Unknown {
		u.Flags |= uHiddenDeath // 11.7
	}
	box := g.b().Name(int(u.Box))
	g.c.setStat(id, stDead)
	u.Box = noBox
	switch {
	case u.Kind().Marine():
		g.c.MenLost += uint8(u.Kind().men())
	case u.Kind().QueenLike():
		g.c.QueensKilled++
		if g.enginesDown() >= 2 || (len(g.b().engines) > 0 && g.enginesDown() == len(g.b().engines)) {
			g.c.ExecRolls++ // 19.0
		}
	}
	if g.c.Mover == uint8(id) {
		g.c.stopMover()
	}
	g.emit(Affected{Unit: id, What: "eliminated", Kind: kind, Box: box, To: toAll})
}
