package hive

import (
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// --- 9.0 Movement and the activities of the Movement and Ranged Combat
// Segment (9.6): ranged combat (12.0), demolition (14.0), trap removal
// (17.3), breaches (10.0), gravity (18.6), life support (18.7). ---

// moving returns the seat of the current Movement Segment.
func (s *State) moving() Seat {
	if s.c.Step == StepZnonMove {
		return Znon
	}
	return Terran
}

// frozen reports whether Znon-controlled units may not expend Movement
// Points nor initiate melee now (18.6).
func (s *State) frozen() bool {
	return s.c.Gravity && s.c.FrozenTurn == s.c.Turn && s.c.Step.phase() == 3
}

// allowance returns the Movement Points unit id may spend this Segment
// (8.0, 13.1, 18.6).
func (s *State) allowance(id int) int { return s.allowanceIn(id, s.inCommand) }

// allowanceIn is allowance with the Command Range test given (8.0).
func (s *State) allowanceIn(id int, inCommand func(uint8) bool) int {
	if s.c.Mover == uint8(id) {
		return int(s.c.Allow)
	}
	u := &s.c.Units[id]
	ma := u.Kind.Rating().Movement
	if u.Kind.QueenLike() && u.Flags&uActive == 0 {
		return 0 // 3.0: an Inactive Queen may not move
	}
	if (u.Kind == Soldier || u.Kind == Worker) && !inCommand(u.Box) {
		ma-- // 8.0: outside every Command Range
	}
	if s.c.Gravity && u.Kind != Engineer && !u.Kind.QueenLike() {
		ma-- // 18.6
	}
	if u.Flags&uInc != 0 && ma > 2 {
		ma = 2 // 13.1
	}
	if ma < 0 {
		ma = 0
	}
	return ma
}

func (s *State) left(id int) int { return s.allowance(id) - int(s.c.Units[id].MP) }

// canAct is actor without the error: the fast test of the action lists.
func (s *State) canAct(id int) bool {
	if id < 0 || id >= numUnits {
		return false
	}
	u := &s.c.Units[id]
	seat := s.moving()
	return u.Stat == stInPlay && s.ctl(id) == seat && !u.Kind.Trap() &&
		!(seat == Znon && s.frozen()) && (s.c.Mover == NoUnit || int(s.c.Mover) == id) && u.Flags&uMoved == 0
}

// actor checks that unit id may act now in the Movement Segment.
func (s *State) actor(id int) error {
	if !s.unitOK(id) {
		return incursion.Illegal("no unit %d", id)
	}
	u := &s.c.Units[id]
	seat := s.moving()
	if u.Stat != stInPlay {
		return incursion.Illegal("unit %d is not in play", id)
	}
	if s.ctl(id) != seat {
		return incursion.Illegal("unit %d is not under the %s player's control (9.0)", id, seat)
	}
	if u.Kind.Trap() {
		return incursion.Illegal("neither real nor fake boobytraps may move (15.2)")
	}
	if seat == Znon && s.frozen() {
		return incursion.Illegal("with gravity cut, no Znon-controlled unit may expend Movement Points this Phase (18.6)")
	}
	if s.c.Mover != NoUnit && int(s.c.Mover) != id {
		return incursion.Illegal("unit %d is moving: each unit finishes its expenditure of Movement Points before another may move (9.0)", s.c.Mover)
	}
	if u.Flags&uMoved != 0 {
		return incursion.Illegal("unit %d has already moved this Segment (9.0)", id)
	}
	return nil
}

// enemies reports whether unit id's box holds units enemy to it, and
// whether any of them is not Incapacitated (9.5). Boobytraps are
// Znon-controlled units; when disengaging they are also enemies of Mind
// Controlled Marines (15.6).
func (s *State) enemies(id int, disengage bool) (any, awake bool) {
	me := &s.c.Units[id]
	seat := s.ctl(id)
	for j := range s.c.Units {
		v := &s.c.Units[j]
		if j == id || v.Stat != stInPlay || v.Box != me.Box {
			continue
		}
		enemy := s.ctl(j) != seat
		if v.Kind.Trap() {
			enemy = seat == Terran || (disengage && me.Kind.Marine())
		}
		if enemy {
			any = true
			if v.Flags&uInc == 0 {
				return true, true // nothing further can change the answer
			}
		}
	}
	return any, awake
}

// enemyOccupied reports whether unit id shares its box with an enemy unit
// (12.3, 14.3, 18.6, 18.7).
func (s *State) enemyOccupied(id int) bool {
	a, _ := s.enemies(id, false)
	return a
}

// moveCandidates is the plain superset of the legal actions of a Movement
// Segment, every one to be filtered by check: the reference that
// TestActionsMatchLegal holds moveActionsUntil to.
func (s *State) moveCandidates(yield func(Action)) {
	if s.c.Mover != NoUnit {
		s.unitCandidates(int(s.c.Mover), yield)
		yield(Finish{})
		return
	}
	seat := s.moving()
	if seat == Terran {
		b := s.b()
		for d := range b.darters {
			if f := s.c.Dart[d].Flags; f&dBuilt == 0 || f&(dPlaced|dDestroyed|dDeparted) != 0 {
				continue
			}
			for i := 0; i < b.Boxes(); i++ {
				yield(PlaceBreach{b.darters[d], b.names[i], true})
				yield(PlaceBreach{b.darters[d], b.names[i], false})
			}
		}
	}
	for id := range s.c.Units {
		if s.c.Units[id].Stat == stInPlay && s.actor(id) == nil {
			s.unitCandidates(id, yield)
		}
	}
	yield(End{})
}

func (s *State) unitCandidates(id int, yield func(Action)) {
	b := s.b()
	u := &s.c.Units[id]
	left := s.left(id)
	n := b.Boxes()
	if int(u.Box) < n {
		for _, l := range b.adj[u.Box] {
			yield(Move{id, b.names[l.to]})
		}
		if d := s.breachAt(u.Box); d >= 0 {
			yield(Move{id, b.darters[d]})
		}
	} else if d, ok := s.holding(u.Box); ok && s.c.Dart[d].Flags&dPlaced != 0 {
		yield(Move{id, b.names[s.c.Dart[d].Breach]})
	}
	if left < 1 {
		return
	}
	seat := s.ctl(id)
	if left >= 2 && u.Flags&(uFired|uInc) == 0 && u.Kind.Rating().Ranged >= 0 {
		for t := range s.c.Units {
			if v := &s.c.Units[t]; v.Stat == stInPlay && s.ctl(t) != seat && (!v.Kind.Trap() || seat == Terran) {
				for e := 0; e <= left-2; e++ {
					yield(Fire{id, t, e})
				}
			}
		}
		for _, a := range b.names {
			if i := b.index[a]; b.has(i, fArmory) {
				yield(FireArmory{id, a})
			}
		}
		if seat == Znon {
			for _, d := range b.darters {
				for e := 0; e <= left-2; e++ {
					yield(FireDarter{id, d, e})
				}
			}
		}
	}
	if u.Kind == Engineer {
		if int(u.Box) < n {
			for _, l := range b.adj[u.Box] {
				yield(Holing{id, b.names[l.to]})
			}
		}
		yield(Disarm{id})
	}
	if u.Kind.Marine() {
		yield(Demolish{id})
		for _, d := range b.darters {
			yield(Hatch{id, d})
		}
	}
	if u.Kind.Marine() || u.Kind == Worker {
		yield(CutGravity{id})
		yield(ShutLifeSupport{id})
	}
}

// destination reads a box name, or a Darter's name for its Holding Box.
func (s *State) destination(name string) (uint8, bool) {
	if i, ok := s.boxIndex(name); ok {
		return i, true
	}
	if d, ok := s.darterIndex(name); ok {
		return s.holdingBox(d), true
	}
	return 0, false
}

// stepCost returns the Movement Points to enter box to from unit id's box
// (9.6), whether a disengagement roll is needed (9.5) and the roll needed.
func (s *State) stepCost(id int, to uint8) (cost int, roll bool, need int) {
	u := &s.c.Units[id]
	w := s.passage(u.Box, to)
	cost = 1
	need = 5
	if w == Door {
		cost++
		need = 3
	}
	if any, awake := s.enemies(id, true); any {
		cost++
		roll = awake
	}
	return cost, roll, need
}

func (s *State) checkMove(a Action) error {
	switch a := a.(type) {
	case End:
		if s.c.Mover != NoUnit {
			return incursion.Illegal("end: unit %d is still moving; finish it first (9.0)", s.c.Mover)
		}
		return nil
	case Finish:
		if s.c.Mover == NoUnit {
			return incursion.Illegal("done: no unit is moving")
		}
		return nil
	case PlaceBreach:
		return s.checkBreach(a)
	case Move:
		return s.checkStep(a)
	case Fire:
		return s.checkFire(a)
	case FireArmory:
		return s.checkFireArmory(a)
	case FireDarter:
		return s.checkFireDarter(a)
	case Holing:
		return s.checkHoling(a)
	case Disarm:
		return s.checkDisarm(a)
	case Demolish:
		return s.checkDemolish(a)
	case Hatch:
		return s.checkHatch(a)
	case CutGravity:
		return s.checkGravity(a)
	case ShutLifeSupport:
		return s.checkLifeSupport(a)
	}
	return incursion.Illegal("%v: it is the %s", a, s.c.Step)
}

func (g *game) applyMove(a Action) {
	switch a := a.(type) {
	case End:
		g.endStep()
		return
	case Finish:
		g.c.Units[g.c.Mover].Flags |= uMoved
		g.c.Mover = NoUnit
		return
	case PlaceBreach:
		d, _ := g.darterIndex(a.Darter)
		box, _ := g.boxIndex(a.Box)
		x := &g.c.Dart[d]
		x.Flags |= dPlaced
		if a.Open {
			x.Flags |= dOpen
		}
		x.Breach = box
		what := "breach placed closed"
		if a.Open {
			what = "breach placed open"
		}
		g.emit(Marked{What: what, Box: a.Box, Darter: a.Darter, To: toAll})
		return
	}
	// Every other action is an activity of one unit, which becomes the
	// moving unit (9.0).
	id := actingUnit(a)
	if g.c.Mover == NoUnit {
		g.c.Allow = uint8(g.allowance(id))
		g.c.Mover = uint8(id)
	}
	switch a := a.(type) {
	case Move:
		g.step(a)
	case Fire:
		g.fire(a)
	case FireArmory:
		g.fireArmory(a)
	case FireDarter:
		g.fireDarter(a)
	case Holing:
		g.holing(a)
	case Disarm:
		g.disarm(a)
	case Demolish:
		g.demolish(a)
	case Hatch:
		g.hatch(a)
	case CutGravity:
		g.cutGravity(a)
	case ShutLifeSupport:
		g.shutLifeSupport(a)
	}
	// A unit with no Movement Point left has finished (9.0).
	if g.c.Mover != NoUnit && g.c.Units[g.c.Mover].Stat != stInPlay {
		g.c.Mover = NoUnit
	}
}

func actingUnit(a Action) int {
	switch a := a.(type) {
	case Move:
		return a.Unit
	case Fire:
		return a.Unit
	case FireArmory:
		return a.Unit
	case FireDarter:
		return a.Unit
	case Holing:
		return a.Unit
	case Disarm:
		return a.Unit
	case Demolish:
		return a.Unit
	case Hatch:
		return a.Unit
	case CutGravity:
		return a.Unit
	case ShutLifeSupport:
		return a.Unit
	}
	return NoUnit
}

// spend checks that unit id has cost Movement Points left (9.0).
func (s *State) spend(id, cost int, what string) error {
	if l := s.left(id); l < cost {
		return incursion.Illegal("%s: needs %d Movement Points, unit %d has %d (9.6)", what, cost, id, max(l, 0))
	}
	return nil
}

func (s *State) checkStep(a Move) error {
	if err := s.actor(a.Unit); err != nil {
		return incursion.Illegal("move: %v", unwrap(err))
	}
	to, ok := s.destination(a.To)
	if !ok {
		return incursion.Illegal("move: no box %q", a.To)
	}
	u := &s.c.Units[a.Unit]
	any, _, men, znon := s.stepScan(a.Unit, to)
	return s.stepErr(a.Unit, to, s.passage(u.Box, to), s.left(a.Unit), any, men, znon)
}

// stepScan is, in one pass over the units, enemies(id, true) and the
// stacking counts of box to that a move of unit id into it needs (9.2):
// menIn(to) for a Space Marine, znonIn(to) for a Znon-controlled unit.
func (s *State) stepScan(id int, to uint8) (any, awake bool, men, znon int) {
	me := &s.c.Units[id]
	seat := s.ctl(id)
	wantMen, wantZnon := me.Kind.Marine(), seat == Znon
	for j := range s.c.Units {
		v := &s.c.Units[j]
		if v.Stat != stInPlay {
			continue
		}
		if v.Box == me.Box && j != id {
			enemy := false
			if v.Kind.Trap() {
				enemy = seat == Terran || me.Kind.Marine() // 15.6: disengaging
			} else {
				enemy = s.ctl(j) != seat
			}
			if enemy {
				any = true
				if v.Flags&uInc == 0 {
					awake = true
				}
			}
		}
		if v.Box == to {
			if wantMen && j < firstZnon {
				men += v.Kind.men()
			}
			if wantZnon && !v.Kind.Trap() && !v.Kind.Hostage() && s.ctl(j) == Znon {
				znon += v.Kind.men()
			}
		}
	}
	return any, awake, men, znon
}

// stepErr checks a move of unit id, which may act and has left Movement
// Points, into box to (9.0-9.5, 7.8); any says whether enemies share its
// box (9.5, 15.6), men and znon count the Space Marines and the
// Znon-controlled individuals in box to (9.2).
func (s *State) stepErr(id int, to uint8, w Wall, left int, any bool, men, znon int) error {
	f, cost := s.stepFault(id, to, w, left, any, men, znon)
	switch f {
	case stepOK:
		return nil
	case faultInactive:
		return incursion.Illegal("move: an Inactive Queen may not move (3.0)")
	case faultSolid:
		return incursion.Illegal("move %d %s: all movement must be through contiguous boxes, and no unit may cross a wall without a door or hole (9.1, 9.3)", id, s.b().Name(int(to)))
	case faultMP:
		return incursion.Illegal("move: needs %d Movement Points, unit %d has %d (9.6)", cost, id, max(left, 0))
	case faultHolding:
		return incursion.Illegal("move %d %s: Mind Controlled units may never enter Darter Holding Boxes (7.8)", id, s.b().Name(int(to)))
	case faultMen:
		return incursion.Illegal("move %d %s: no more than seven Space Marines may ever occupy the same box (9.2)", id, s.b().Name(int(to)))
	case faultZnon:
		return incursion.Illegal("move %d %s: no more than three Znon-controlled individuals may ever occupy the same box (9.2)", id, s.b().Name(int(to)))
	case faultLeash:
		return incursion.Illegal("move %d %s: a Mind Controlled unit may never move more than 3 boxes away from its Queen (7.8)", id, s.b().Name(int(to)))
	}
	return incursion.Illegal("move %d %s: a prisoner held by the Znon stays within 3 boxes of a Queen (7.8, 17.4)", id, s.b().Name(int(to)))
}

// stepFault is the test of stepErr without building the error (the action
// lists ask it for every neighbouring box): the first rule broken, and the
// cost of the move.
type stepFault uint8

const (
	stepOK stepFault = iota
	faultInactive
	faultSolid
	faultMP
	faultHolding
	faultMen
	faultZnon
	faultLeash
	faultPrisoner
)

func (s *State) stepFault(id int, to uint8, w Wall, left int, any bool, men, znon int) (stepFault, int) {
	u := &s.c.Units[id]
	if u.Kind.QueenLike() && u.Flags&uActive == 0 {
		return faultInactive, 0
	}
	if w == Solid {
		return faultSolid, 0
	}
	cost := 1
	if w == Door {
		cost++
	}
	if any {
		cost++
	}
	// 9.4: a unit in a box without enemies may always move one box.
	if !(u.MP == 0 && !any) && left < cost {
		return faultMP, cost
	}
	_, hb := s.holding(to)
	seat := s.ctl(id)
	if hb && seat == Znon {
		return faultHolding, cost
	}
	if u.Kind.Marine() && men+u.Kind.men() > 7 {
		return faultMen, cost
	}
	if seat == Znon && !u.Kind.Hostage() && znon+u.Kind.men() > 3 {
		return faultZnon, cost
	}
	if s.mcd(id) && u.Link != NoUnit && !s.within(s.c.Units[u.Link].Box, to, 3) {
		return faultLeash, cost
	}
	if u.Kind.Hostage() && u.Flags&uContinuous != 0 && !s.nearQueen(to) {
		return faultPrisoner, cost
	}
	return stepOK, cost
}

func (s *State) nearQueen(box uint8) bool {
	for q := firstZnon; q < numUnits; q++ {
		if v := &s.c.Units[q]; v.Kind.QueenLike() && s.onMap(q) && s.within(v.Box, box, 3) {
			return true
		}
	}
	return false
}

func unwrap(err error) string {
	msg := err.Error()
	const p = "illegal action: "
	if len(msg) > len(p) && msg[:len(p)] == p {
		return msg[len(p):]
	}
	return msg
}

func (g *game) step(a Move) {
	u := &g.c.Units[a.Unit]
	to, _ := g.destination(a.To)
	cost, roll, need := g.stepCost(a.Unit, to)
	if roll {
		f := g.roll(g.ctl(a.Unit), "disengage (9.5)", toAll)
		if f > need {
			u.MP += 2 // 9.6: unsuccessful attempt to leave
			g.emit(Affected{Unit: a.Unit, What: "fails to disengage", Box: g.b().Name(int(u.Box)), To: toAll})
			return
		}
	}
	from := u.Box
	u.MP += uint8(cost)
	u.Box = to
	g.emit(Moved{Unit: a.Unit, From: g.b().Name(int(from)), To: a.To, Cost: cost, Seen: toAll})
	if int(to) < g.b().Boxes() && u.Kind.Marine() {
		// 8.7 and 15.0 speak of any Space Marine, Mind Controlled or not
		// (3.0; 9.2 counts Znon-controlled Space Marines as Space Marines).
		g.alarm(to) // 8.7
		for j := firstZnon; j < numUnits; j++ {
			if v := &g.c.Units[j]; v.Stat == stInPlay && v.Box == to && v.Kind.Trap() {
				g.emit(Marked{What: "boobytrap in the box (15.0)", Box: a.To, To: toAll})
				break
			}
		}
	}
}

// --- 10.0 Breaches -------------------------------------------------------

func (s *State) checkBreach(a PlaceBreach) error {
	if s.c.Step != StepTerranMove {
		return incursion.Illegal("breach: Breach markers are placed in the Terran Movement and Ranged Combat Segment (10.0)")
	}
	if s.c.Mover != NoUnit {
		return incursion.Illegal("breach: unit %d is moving (9.0)", s.c.Mover)
	}
	d, ok := s.darterIndex(a.Darter)
	if !ok || s.c.Dart[d].Flags&dBuilt == 0 {
		return incursion.Illegal("breach: no Darter %q was built", a.Darter)
	}
	x := s.c.Dart[d]
	if x.Flags&(dDestroyed|dDeparted) != 0 {
		return incursion.Illegal("breach %s: a departed or destroyed Darter's breach may never be emplaced (20.1)", a.Darter)
	}
	if x.Flags&dPlaced != 0 {
		return incursion.Illegal("breach %s: a particular breach may only be emplaced once (10.6)", a.Darter)
	}
	box, ok := s.boxIndex(a.Box)
	if !ok {
		return incursion.Illegal("breach: breaches may be placed in any box other than Holding Boxes (10.5)")
	}
	if s.breachAt(box) >= 0 {
		return incursion.Illegal("breach %s: only one breach may be placed in a given box (10.1)", a.Box)
	}
	if x.Flags&dAirlock != 0 && !s.b().has(box, fAirlock) {
		return incursion.Illegal("breach %s: without an Engineer, the Darter's breach may only be placed in the airlock (10.3, 18.2)", a.Darter)
	}
	return nil
}

func (s *State) checkHatch(a Hatch) error {
	if err := s.actor(a.Unit); err != nil {
		return incursion.Illegal("hatch: %v", unwrap(err))
	}
	u := &s.c.Units[a.Unit]
	if !u.Kind.Marine() || s.ctl(a.Unit) != Terran {
		return incursion.Illegal("hatch: only Space Marines may open or close a breach (9.6)")
	}
	if u.Flags&uInc != 0 {
		return incursion.Illegal("hatch: Incapacitated units may not perform any activity other than move (13.4)")
	}
	d, ok := s.darterIndex(a.Darter)
	if !ok || s.c.Dart[d].Flags&dPlaced == 0 || s.c.Dart[d].Flags&(dDestroyed|dDeparted) != 0 {
		return incursion.Illegal("hatch: Darter %q has no breach in the Hive", a.Darter)
	}
	if u.Box != s.c.Dart[d].Breach && u.Box != s.holdingBox(d) {
		return incursion.Illegal("hatch: the unit must occupy the Breach Box or the Holding Box (10.0)")
	}
	return s.spend(a.Unit, 2, "hatch")
}

func (g *game) hatch(a Hatch) {
	d, _ := g.darterIndex(a.Darter)
	g.c.Units[a.Unit].MP += 2
	x := &g.c.Dart[d]
	x.Flags ^= dOpen
	what := "breach closed"
	if x.Flags&dOpen != 0 {
		what = "breach opened"
	}
	g.emit(Marked{What: what, Darter: a.Darter, Box: g.b().Name(int(x.Breach)), To: toAll})
}

// --- 14.0 Demolition; 17.3 trap removal ----------------------------------

func (s *State) checkHoling(a Holing) error {
	if err := s.actor(a.Unit); err != nil {
		return incursion.Illegal("hole: %v", unwrap(err))
	}
	u := &s.c.Units[a.Unit]
	if u.Kind != Engineer {
		return incursion.Illegal("hole: only Engineers may attempt to blow a hole in a wall (9.6)")
	}
	if u.Flags&uInc != 0 {
		return incursion.Illegal("hole: Incapacitated units may not perform any activity other than move (13.4)")
	}
	to, ok := s.boxIndex(a.To)
	if !ok || !s.onMap(a.Unit) || s.b().wallBetween(u.Box, to) < 0 {
		return incursion.Illegal("hole: an Engineer must be adjacent to a wall to hole it (14.2); outer walls may not be holed (14.4)")
	}
	if s.passage(u.Box, to) != Solid {
		return incursion.Illegal("hole %s: walls already containing doors or holes may not be holed (14.4)", a.To)
	}
	if s.enemyOccupied(a.Unit) {
		return incursion.Illegal("hole: an Engineer may not hole a wall while in an enemy-occupied box (14.3)")
	}
	return s.spend(a.Unit, 2, "hole")
}

func (g *game) holing(a Holing) {
	u := &g.c.Units[a.Unit]
	u.MP += 2
	to, _ := g.boxIndex(a.To)
	f := g.roll(g.ctl(a.Unit), "blow a hole (14.0)", toAll)
	if f <= 5 {
		w := g.b().wallBetween(u.Box, to)
		g.c.Holes[w/64] |= 1 << (uint(w) % 64)
		g.emit(Marked{What: "hole blown to " + a.To, Box: g.b().Name(int(u.Box)), To: toAll})
		return
	}
	// 14.0: the charge attacks the Engineer with a Melee Combat Strength of 6.
	m := dice.D6(g.r)
	g.emit(Rolled{Seat: Znon, For: "exploding charge (14.0)", Face: m, To: toAll})
	res := meleeResult(m + 6 - g.defence(a.Unit))
	g.hitUnit(a.Unit, res.target, Znon)
}

func (s *State) checkDisarm(a Disarm) error {
	if err := s.actor(a.Unit); err != nil {
		return incursion.Illegal("disarm: %v", unwrap(err))
	}
	u := &s.c.Units[a.Unit]
	if u.Kind != Engineer {
		return incursion.Illegal("disarm: only Engineers may attempt to remove boobytraps (17.3)")
	}
	if s.trapIn(u.Box) < 0 {
		return incursion.Illegal("disarm: an Engineer must occupy a boobytrap's box to remove it (17.3)")
	}
	return s.spend(a.Unit, 1, "disarm")
}

func (s *State) trapIn(box uint8) int {
	for i := firstZnon; i < numUnits; i++ {
		if v := &s.c.Units[i]; v.Stat == stInPlay && v.Box == box && v.Kind.Trap() {
			return i
		}
	}
	return -1
}

func (g *game) disarm(a Disarm) {
	u := &g.c.Units[a.Unit]
	u.MP++
	need := 4
	if u.Flags&uInc != 0 {
		need = 2
	}
	f := g.roll(g.ctl(a.Unit), "remove boobytrap (17.3)", toAll)
	if f > need {
		g.emit(Affected{Unit: a.Unit, What: "fails to remove the boobytrap", To: toAll})
		return
	}
	t := g.trapIn(u.Box)
	v := &g.c.Units[t]
	v.Stat = stRemoved
	v.Box = noBox
	g.emit(Affected{Unit: t, What: "removed", Kind: v.Kind, Box: g.b().Name(int(u.Box)), To: toAll})
}

func (s *State) checkDemolish(a Demolish) error {
	if err := s.actor(a.Unit); err != nil {
		return incursion.Illegal("demolish: %v", unwrap(err))
	}
	u := &s.c.Units[a.Unit]
	if !u.Kind.Marine() || s.ctl(a.Unit) != Terran {
		return incursion.Illegal("demolish: only Space Marine units may destroy laser pods and engine rooms (14.0)")
	}
	if u.Flags&uInc != 0 {
		return incursion.Illegal("demolish: Incapacitated units may not perform any activity other than move (13.4)")
	}
	if !s.onMap(a.Unit) || !s.b().has(u.Box, fPod|fEngine) {
		return incursion.Illegal("demolish: only laser pods (L1-L6) and engine rooms (L8, L10) may be destroyed (14.0)")
	}
	if s.blown(u.Box) {
		return incursion.Illegal("demolish: %s is already destroyed", s.b().Name(int(u.Box)))
	}
	for j := range s.c.Units {
		if v := &s.c.Units[j]; v.Stat == stInPlay && v.Box == u.Box && s.ctl(j) == Znon {
			return incursion.Illegal("demolish: the box must be unoccupied by Znon-controlled units (14.0)")
		}
	}
	return s.spend(a.Unit, 1, "demolish")
}

func (g *game) demolish(a Demolish) {
	u := &g.c.Units[a.Unit]
	u.MP++
	f := g.roll(Terran, "demolition (14.0)", toAll)
	if f <= 4 {
		g.c.setBlown(u.Box)
		g.emit(Marked{What: "destroyed", Box: g.b().Name(int(u.Box)), To: toAll})
	}
}

// --- 18.6 Gravity, 18.7 Life support ---------------------------------------

func (s *State) checkGravity(a CutGravity) error {
	if err := s.actor(a.Unit); err != nil {
		return incursion.Illegal("gravity: %v", unwrap(err))
	}
	u := &s.c.Units[a.Unit]
	if !u.Kind.Marine() && u.Kind != Worker {
		return incursion.Illegal("gravity: only Space Marines and Workers may cut gravity (9.6)")
	}
	if u.Flags&uInc != 0 {
		return incursion.Illegal("gravity: Incapacitated units may not perform any activity other than move (13.4)")
	}
	if !s.onMap(a.Unit) || !s.b().has(u.Box, fGravity) {
		return incursion.Illegal("gravity: the unit must occupy a Gravity Control Compartment (18.6)")
	}
	if s.c.Gravity {
		return incursion.Illegal("gravity: once cut, gravity may never be restored nor cut again (18.6)")
	}
	if s.enemyOccupied(a.Unit) {
		return incursion.Illegal("gravity: a unit may not cut gravity if it is in an enemy-occupied box (18.6)")
	}
	return s.spend(a.Unit, 2, "gravity")
}

func (g *game) cutGravity(a CutGravity) {
	g.c.Units[a.Unit].MP += 2
	g.c.Gravity = true
	// 18.6: the next entire Znon Movement and Combat Phase after this Phase.
	g.c.FrozenTurn = g.c.Turn
	if g.c.Step.phase() == 3 {
		g.c.FrozenTurn = g.c.Turn + 1
	}
	g.emit(Marked{What: "gravity cut", Box: g.b().Name(int(g.c.Units[a.Unit].Box)), To: toAll})
}

func (s *State) checkLifeSupport(a ShutLifeSupport) error {
	if err := s.actor(a.Unit); err != nil {
		return incursion.Illegal("lifesupport: %v", unwrap(err))
	}
	u := &s.c.Units[a.Unit]
	if !u.Kind.Marine() && u.Kind != Worker {
		return incursion.Illegal("lifesupport: only Space Marines and Workers may close down life support (9.6)")
	}
	if u.Flags&uInc != 0 {
		return incursion.Illegal("lifesupport: Incapacitated units may not perform any activity other than move (13.4)")
	}
	if !s.onMap(a.Unit) || !s.b().has(u.Box, fLifeSupport) {
		return incursion.Illegal("lifesupport: the unit must occupy the Life Support Compartment (18.7)")
	}
	if s.c.LifeOff {
		return incursion.Illegal("lifesupport: life support is already shut down (18.7)")
	}
	if s.enemyOccupied(a.Unit) {
		return incursion.Illegal("lifesupport: units in enemy-occupied boxes may not shut down life support (18.7)")
	}
	return s.spend(a.Unit, 2, "lifesupport")
}

func (g *game) shutLifeSupport(a ShutLifeSupport) {
	g.c.Units[a.Unit].MP += 2
	g.c.LifeOff = true
	g.emit(Marked{What: "life support shut down", Box: g.b().Name(int(g.c.Units[a.Unit].Box)), To: toAll})
	for i := range g.c.Units {
		if u := &g.c.Units[i]; u.Stat == stInPlay && u.Flags&uInc != 0 {
			g.eliminate(i, g.ctl(a.Unit).Other()) // 18.7
		}
	}
}

// moveActionsUntil yields the legal actions of a Movement Segment
// directly, sharing the work that [State.check] would repeat for every
// candidate (TestActionsMatchLegal checks that it agrees with check); it
// stops between units once *stop is set (by yield), for questions that
// need only the first actions.
func (s *State) moveActionsUntil(yield func(Action), stop *bool) {
	if s.c.Mover != NoUnit {
		if s.canAct(int(s.c.Mover)) {
			var ctx moveCtx
			s.fillMoveCtx(&ctx)
			s.unitActions(int(s.c.Mover), &ctx, yield)
		}
		yield(Finish{})
		return
	}
	s.breachRuns(func(run []Action) {
		for _, a := range run {
			yield(a)
		}
	})
	s.unitMoveActions(yield, stop)
}

// breachRuns yields the legal PlaceBreach actions of a Terran Movement
// Segment without a moving unit (10.0), in order, as runs of the action
// table: for each Darter, every free box, open then closed.
func (s *State) breachRuns(yield func([]Action)) {
	if s.moving() != Terran || s.c.Mover != NoUnit {
		return
	}
	b := s.b()
	var taken [256]bool
	for d := range b.darters {
		if x := s.c.Dart[d]; x.Flags&dPlaced != 0 && x.Flags&(dDestroyed|dDeparted) == 0 {
			taken[x.Breach] = true
		}
	}
	tab := b.actions()
	n := b.Boxes()
	for d := range b.darters {
		f := s.c.Dart[d].Flags
		if f&dBuilt == 0 || f&(dPlaced|dDestroyed|dDeparted) != 0 {
			continue
		}
		start := -1 // the first box of the current run
		for i := 0; i <= n; i++ {
			free := i < n && !taken[i] && !(f&dAirlock != 0 && !b.has(uint8(i), fAirlock))
			switch {
			case free && start < 0:
				start = i
			case !free && start >= 0:
				// Boxes start..i-1: open and closed of each, consecutive.
				lo := (d*len(tab.deploy) + start) * 2
				hi := (d*len(tab.deploy) + i) * 2
				yield(tab.breach[lo:hi:hi])
				start = -1
			}
		}
	}
}

// unitMoveActions is moveActionsUntil after the breaches, without a
// moving unit.
//
// It is canAct for every unit with the tests that do not depend on the unit
// made once, and fills the moveCtx only for the first unit that may act:
// when none may (onlyEnd asks that at every step), the pass over the units
// that fillMoveCtx makes is saved.
func (s *State) unitMoveActions(yield func(Action), stop *bool) {
	var ctx moveCtx
	filled := false
	seat := s.moving()
	frozen := seat == Znon && s.frozen() // 18.6: no Znon-controlled unit acts
	for id := range s.c.Units {
		if stop != nil && *stop {
			return
		}
		if frozen {
			break
		}
		u := &s.c.Units[id]
		if u.Stat != stInPlay || u.Flags&uMoved != 0 || u.Kind.Trap() || s.ctl(id) != seat ||
			(s.c.Mover != NoUnit && int(s.c.Mover) != id) {
			continue
		}
		if !filled {
			s.fillMoveCtx(&ctx)
			filled = true
		}
		s.unitActions(id, &ctx, yield)
	}
	yield(End{})
}

// moveCtx is what the action list of a Movement Segment computes once for
// every unit: the occupied boxes (12.2) and the units each seat may fire at.
type moveCtx struct {
	occ         occupancy
	targets     [2][numUnits]uint8
	n           [2]int
	haveTargets bool       // targets and n are filled (fillTargets)
	men         [256]uint8 // Space Marines per box (9.2)
	znon        [256]uint8 // Znon-controlled individuals per box (9.2)
	// The Queens with a Command Range and their ranges (8.0), for inCommand.
	qbox [numZnon]uint8
	qr   [numZnon]int8
	nq   int
	// Per box, a bit set of what enemies needs (9.5, 15.6): units of each
	// seat other than traps (bit 1<<seat), awake ones, not Incapacitated
	// (4<<seat), and traps (16).
	held [256]uint8
}

const (
	heldUnits = 1
	heldAwake = 4
	heldTrap  = 16
)

// inCommand is [State.inCommand] read from the ranges of c.
func (c *moveCtx) inCommand(s *State, box uint8) bool {
	if int(box) >= s.b().Boxes() {
		return false
	}
	if c.nq < 0 {
		c.nq = 0
		mb, mr := s.mqReach()
		for q := firstZnon; q < numUnits; q++ {
			if s.c.Units[q].Kind.QueenLike() {
				if r := s.queenRangeWith(q, mb, mr); r >= 0 {
					c.qbox[c.nq], c.qr[c.nq] = s.c.Units[q].Box, int8(min(r, 127))
					c.nq++
				}
			}
		}
	}
	for k := 0; k < c.nq; k++ {
		if d := s.b().Distance(int(c.qbox[k]), int(box)); d >= 0 && d <= int(c.qr[k]) {
			return true
		}
	}
	return false
}

// enemies is [State.enemies] read from the counts of c.
func (c *moveCtx) enemies(s *State, id int, disengage bool) (any, awake bool) {
	u := &s.c.Units[id]
	seat := s.ctl(id)
	box := u.Box
	other := seat.Other()
	h := c.held[box]
	any, awake = h&(heldUnits<<other) != 0, h&(heldAwake<<other) != 0
	if h&heldTrap != 0 && (seat == Terran || (disengage && u.Kind.Marine())) {
		any, awake = true, true // boobytraps are never Incapacitated (15.5)
	}
	return any, awake
}

// fillMoveCtx fills a zero moveCtx (by pointer: it is 1 KiB), in one pass
// over the units.
func (s *State) fillMoveCtx(c *moveCtx) {
	c.nq = -1 // the Command Ranges are found when first needed
	for t := range s.c.Units {
		v := &s.c.Units[t]
		if v.Stat != stInPlay {
			continue
		}
		box := v.Box
		if box != noBox {
			c.occ[box/64] |= 1 << (box % 64)
		}
		k := v.Kind
		seat := s.ctl(t)
		n := uint8(k.men())
		if k.Marine() {
			c.men[box] += n
		}
		if k.Trap() {
			c.held[box] |= heldTrap
			continue
		}
		h := uint8(heldUnits) << seat
		if v.Flags&uInc == 0 {
			h |= heldAwake << seat
		}
		c.held[box] |= h
		if seat == Znon && !k.Hostage() {
			c.znon[box] += n
		}
	}
}

// fillTargets lists, once, the units each seat may fire at (12.0): what
// fillMoveCtx leaves for the first unit that may fire.
func (s *State) fillTargets(c *moveCtx) {
	c.haveTargets = true
	for t := range s.c.Units {
		if s.c.Units[t].Stat != stInPlay {
			continue
		}
		if s.ctl(t) == Znon {
			c.targets[Terran][c.n[Terran]] = uint8(t)
			c.n[Terran]++
			continue
		}
		// 12.5: prisoners only when face-up after the roll to kill them.
		if s.c.Units[t].Kind.Hostage() && !(s.faceUp(t) && s.c.ExecOK) {
			continue
		}
		c.targets[Znon][c.n[Znon]] = uint8(t)
		c.n[Znon]++
	}
}

func (s *State) unitActions(id int, ctx *moveCtx, yield func(Action)) {
	b := s.b()
	u := &s.c.Units[id]
	inCmd := func(box uint8) bool { return ctx.inCommand(s, box) }
	left := s.allowanceIn(id, inCmd) - int(u.MP)
	n := b.Boxes()
	try := func(a Action) {
		if s.check(a) == nil {
			yield(a)
		}
	}
	any, _ := ctx.enemies(s, id, true)
	occupied, _ := ctx.enemies(s, id, false) // 12.3, 14.3
	minMove := u.MP == 0 && !any
	tab := b.actions()
	step := func(to uint8, w Wall) {
		if w == Solid {
			return
		}
		cost := 1
		if w == Door {
			cost++
		}
		if any {
			cost++
		}
		if !minMove && left < cost {
			return // the usual refusal, without building its error
		}
		if f, _ := s.stepFault(id, to, w, left, any, int(ctx.men[to]), int(ctx.znon[to])); f == stepOK {
			yield(tab.moveTo(id, to))
		}
	}
	if int(u.Box) < n {
		for _, l := range b.adj[u.Box] {
			w := b.walls[l.wall].kind
			if w == Solid && s.holed(int(l.wall)) {
				w = Door
			}
			step(l.to, w)
		}
		if d := s.breachAt(u.Box); d >= 0 {
			step(s.holdingBox(d), s.passage(u.Box, s.holdingBox(d)))
		}
	} else if d, ok := s.holding(u.Box); ok && s.c.Dart[d].Flags&dPlaced != 0 {
		step(s.c.Dart[d].Breach, s.passage(u.Box, s.c.Dart[d].Breach))
	}
	if left < 1 {
		return
	}
	seat := s.ctl(id)
	if left >= 2 && !occupied && s.mayFire(id, inCmd) {
		if !ctx.haveTargets {
			s.fillTargets(ctx)
		}
		occ := &ctx.occ
		var known occupancy // target boxes already looked at, and their ranges
		var ranges [256]int8
		for _, t := range ctx.targets[seat][:ctx.n[seat]] {
			tb := s.c.Units[t].Box
			rng := ranges[tb]
			if !known.has(tb) {
				rng = int8(s.sightWith(u.Box, tb, occ))
				ranges[tb] = rng
				known[tb/64] |= 1 << (tb % 64)
			}
			if rng < 0 {
				continue
			}
			for e := 0; e <= left-2; e++ {
				yield(tab.fireAt(id, int(t), e))
			}
		}
		for k, i := range b.armories {
			if !s.blown(i) && s.sightWith(u.Box, i, occ) >= 0 {
				yield(tab.armory[id*len(b.armories)+k])
			}
		}
		if seat == Znon {
			if d := s.breachAt(u.Box); d >= 0 && s.c.Dart[d].Flags&dOpen != 0 {
				for e := 0; e <= left-2; e++ {
					if e < maxExtra {
						yield(tab.darter[(id*len(b.darters)+d)*maxExtra+e])
					} else {
						yield(FireDarter{id, b.darters[d], e})
					}
				}
			}
		}
	}
	onMap := int(u.Box) < n
	inc := u.Flags&uInc != 0
	if u.Kind == Engineer {
		if onMap && left >= 2 && !inc && !occupied {
			for _, l := range b.adj[u.Box] {
				if b.walls[l.wall].kind == Solid && !s.holed(int(l.wall)) {
					yield(tab.holing[id*n+int(l.to)]) // what checkHoling checks, all known here
				}
			}
		}
		if onMap && s.trapIn(u.Box) >= 0 {
			try(tab.disarm[id])
		}
	}
	if u.Kind.Marine() && !inc {
		if onMap && b.flags[u.Box]&(fPod|fEngine) != 0 && !s.blown(u.Box) {
			try(tab.demolish[id])
		}
		for d := range b.darters {
			if left < 2 {
				break
			}
			if x := s.c.Dart[d]; x.Flags&(dPlaced|dDestroyed|dDeparted) == dPlaced && (x.Breach == u.Box || s.holdingBox(d) == u.Box) {
				try(tab.hatch[id*len(b.darters)+d])
			}
		}
	}
	if (u.Kind.Marine() || u.Kind == Worker) && onMap && left >= 2 && !inc && b.flags[u.Box]&(fGravity|fLifeSupport) != 0 {
		try(tab.gravity[id])
		try(tab.life[id])
	}
}
