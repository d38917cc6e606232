package hive

import (
	mbits "math/bits"

	"github.com/incursion/incursion"
)

// 9.0 Movement and the activities of the Movement and Ranged Combat
// Segment (9.6): each activity's rules are in its chapter's file (combat.go,
// breach.go, demolition.go, features.go).

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
	ma := u.Kind().Rating().Movement
	if u.Kind().QueenLike() && u.Flags&uActive == 0 {
		return 0 // 3.0: an Inactive Queen may not move
	}
	if (u.Kind() == Soldier || u.Kind() == Worker) && !inCommand(u.Box) {
		ma-- // 8.0: outside every Command Range
	}
	if s.c.Gravity && u.Kind() != Engineer && !u.Kind().QueenLike() {
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
	return u.Stat() == stInPlay && s.ctl(id) == seat && !u.Kind().Trap() &&
		!(seat == Znon && s.frozen()) && (s.c.Mover == NoUnit || int(s.c.Mover) == id) && u.Flags&uMoved == 0
}

// actor checks that unit id may act now in the Movement Segment.
func (s *State) actor(id int) error {
	if !s.unitOK(id) {
		return incursion.Illegal("no unit %d", id)
	}
	u := &s.c.Units[id]
	seat := s.moving()
	if u.Stat() != stInPlay {
		return incursion.Illegal("unit %d is not in play", id)
	}
	if s.ctl(id) != seat {
		return incursion.Illegal("unit %d is not under the %s player's control (9.0)", id, seat)
	}
	if u.Kind().Trap() {
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
	for w, m := range s.c.InPlay {
		for ; m != 0; m &= m - 1 {
			j := w*64 + mbits.TrailingZeros64(m) // the units in play
			v := &s.c.Units[j]
			if j == id || v.Box != me.Box {
				continue
			}
			enemy := s.ctl(j) != seat
			if v.Kind().Trap() {
				enemy = seat == Terran || (disengage && me.Kind().Marine())
			}
			if enemy {
				any = true
				if v.Flags&uInc == 0 {
					return true, true // nothing further can change the answer
				}
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
		if s.c.Units[id].Stat() == stInPlay && s.actor(id) == nil {
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
	if left >= 2 && u.Flags&(uFired|uInc) == 0 && u.Kind().Rating().Ranged >= 0 {
		for t := range s.c.Units {
			if v := &s.c.Units[t]; v.Stat() == stInPlay && s.ctl(t) != seat && (!v.Kind().Trap() || seat == Terran) {
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
	if u.Kind() == Engineer {
		if int(u.Box) < n {
			for _, l := range b.adj[u.Box] {
				yield(Holing{id, b.names[l.to]})
			}
		}
		yield(Disarm{id})
	}
	if u.Kind().Marine() {
		yield(Demolish{id})
		for _, d := range b.darters {
			yield(Hatch{id, d})
		}
	}
	if u.Kind().Marine() || u.Kind() == Worker {
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

// cost returns the Movement Points of the step (9.6), whether a
// disengagement roll is needed (9.5) and the roll needed.
func (f stepFacts) cost() (cost int, roll bool, need int) {
	cost = 1
	need = 5
	if f.w == Door {
		cost++
		need = 3
	}
	if f.any {
		cost++
		roll = f.awake
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
		g.c.stopMover()
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
	if g.c.Mover != NoUnit && g.c.Units[g.c.Mover].Stat() != stInPlay {
		g.c.stopMover()
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
	_, err := s.checkStepFacts(a)
	return err
}

// stepFacts is what checking a step learns and making it needs again
// (its cost): the box entered, the crossing, and whether enemies share the
// unit's box (9.5).
type stepFacts struct {
	known      bool // the step was checked: the rest is filled
	to         uint8
	w          Wall
	any, awake bool
}

// checkStepFacts is checkStep, which also returns what it learnt for
// game.step: Apply checks and makes a step with one pass over the units.
func (s *State) checkStepFacts(a Move) (stepFacts, error) {
	if err := s.actor(a.Unit); err != nil {
		return stepFacts{}, incursion.Illegal("move: %v", unwrap(err))
	}
	to, ok := s.destination(a.To)
	if !ok {
		return stepFacts{}, incursion.Illegal("move: no box %q", a.To)
	}
	u := &s.c.Units[a.Unit]
	any, awake, men, znon := s.stepScan(a.Unit, to)
	f := stepFacts{known: true, to: to, w: s.passage(u.Box, to), any: any, awake: awake}
	return f, s.stepErr(a.Unit, to, f.w, s.left(a.Unit), any, men, znon)
}

// stepScan is, in one pass over the units, enemies(id, true) and the
// stacking counts of box to that a move of unit id into it needs (9.2):
// menIn(to) for a Space Marine, znonIn(to) for a Znon-controlled unit.
func (s *State) stepScan(id int, to uint8) (any, awake bool, men, znon int) {
	me := &s.c.Units[id]
	seat := s.ctl(id)
	wantMen, wantZnon := me.Kind().Marine(), seat == Znon
	for w, m := range s.c.InPlay {
		for ; m != 0; m &= m - 1 {
			j := w*64 + mbits.TrailingZeros64(m) // the units in play
			v := &s.c.Units[j]
			if v.Box == me.Box && j != id {
				enemy := false
				if v.Kind().Trap() {
					enemy = seat == Terran || me.Kind().Marine() // 15.6: disengaging
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
					men += v.Kind().men()
				}
				if wantZnon && !v.Kind().Trap() && !v.Kind().Hostage() && s.ctl(j) == Znon {
					znon += v.Kind().men()
				}
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
	if u.Kind().QueenLike() && u.Flags&uActive == 0 {
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
	if u.Kind().Marine() && men+u.Kind().men() > 7 {
		return faultMen, cost
	}
	if seat == Znon && !u.Kind().Hostage() && znon+u.Kind().men() > 3 {
		return faultZnon, cost
	}
	if s.mcd(id) && u.Link != NoUnit && !s.within3(s.c.Units[u.Link].Box, to) {
		return faultLeash, cost
	}
	if u.Kind().Hostage() && u.Flags&uContinuous != 0 && !s.nearQueen(to) {
		return faultPrisoner, cost
	}
	return stepOK, cost
}

func (s *State) nearQueen(box uint8) bool {
	for m := s.c.Special; m != 0; m &= m - 1 {
		q := firstZnon + mbits.TrailingZeros64(m) // Queens and hostages only
		if v := &s.c.Units[q]; v.Kind().QueenLike() && s.onMap(q) && s.within3(v.Box, box) {
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
	f := g.stepKnown
	g.stepKnown = stepFacts{} // used once
	if !f.known {
		f.to, _ = g.destination(a.To)
		f.any, f.awake = g.enemies(a.Unit, true)
		f.w = g.passage(u.Box, f.to)
	}
	to := f.to
	cost, roll, need := f.cost()
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
	g.emitShared(g.b().actions().movedEvents(g.b(), a.Unit, from, to, a.To, cost))
	if int(to) < g.b().Boxes() && u.Kind().Marine() {
		// 8.7 and 15.0 speak of any Space Marine, Mind Controlled or not
		// (3.0; 9.2 counts Znon-controlled Space Marines as Space Marines).
		g.alarm(to) // 8.7
		if g.trapIn(to) >= 0 {
			g.emit(Marked{What: "boobytrap in the box (15.0)", Box: a.To, To: toAll})
		}
	}
}
