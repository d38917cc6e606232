package spyordie

import (
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/geom"
)

// maxMove is how many squares figure f may move in one move action
// (Rulebook, "Intruder's move", "Minion's move", "Prowler", "Imposter").
func (s *State) maxMove(f Fig) int {
	if !f.Intruder() {
		return 2 + 2*int(s.alert)
	}
	k := int(f)
	in := &s.intr[k]
	n := 6
	switch {
	case in.Disguise != NoFig:
		if s.alert < RedAlert {
			n = 4
		}
	case in.Hidden:
		if in.Talent != Prowler {
			n = 4
		}
	}
	if in.Wound && !s.hasItem(k, Painkiller) {
		n /= 2
	}
	return n
}

// passable reports whether mover f may pass through a square holding g
// (Rulebook, "Occupying a square"): friendly figures and prone enemies;
// a disguised Intruder and Minions pass through each other.
func (s *State) passable(f, g Fig) bool {
	if g == NoFig || g == f {
		return true
	}
	if !enemies(f, g) {
		return true
	}
	if !g.Intruder() && s.mins[g-B].State == prone {
		return true
	}
	if f.Intruder() && s.intr[f].Disguise != NoFig {
		return true
	}
	if g.Intruder() && s.intr[g].Disguise != NoFig {
		return true
	}
	return false
}

// othersAt returns a figure other than f on q, or NoFig.
func (s *State) othersAt(q int16, f Fig) Fig {
	for k := 0; k < int(s.n); k++ {
		if s.intr[k].Sq == q && Fig(k) != f && s.inPlay(k) {
			return Fig(k)
		}
	}
	for i := range s.mins {
		m := &s.mins[i]
		if m.Sq == q && (m.State == standing || m.State == prone) && B+Fig(i) != f {
			return B + Fig(i)
		}
	}
	return NoFig
}

// Why a step is illegal; the error text is built only when asked for.
type why uint8

const (
	stepOK why = iota
	whyOff
	whyDir
	whyWall
	whyLocked
	whyEntrance
	whyOutside
	whyDetention
	whyEnemy
	whyNoLeft
	whySneakThrough
	whyEndOn
)

// stepCheck checks one step of figure f from its square in direction d
// with left squares of movement (left < 0: ignore the movement left): the
// square reached, the door crossed, and why it is illegal (stepOK when it
// is not).
func (s *State) stepCheck(f Fig, d geom.Dir, left int) (int16, int8, why) {
	from := s.figSq(f)
	if from < 0 {
		return -1, -1, whyOff
	}
	if d > geom.NW {
		return -1, -1, whyDir
	}
	q, door, w := s.stepFrom(f, from, d)
	if w != stepOK {
		return q, door, w
	}
	return q, door, s.stepOnto(f, from, q, door, s.othersAt(q, f), left)
}

// stepFrom is the part of stepCheck that looks only at the board, the
// doors and the mover: the square reached from from in direction d (0..7),
// the door crossed, and why the step is illegal.
func (s *State) stepFrom(f Fig, from int16, d geom.Dir) (int16, int8, why) {
	b := s.bd()
	q, door := b.step(from, d)
	switch {
	case q < 0:
		return -1, -1, whyWall
	case door == 0 && !f.Intruder():
		return q, door, whyEntrance
	case door >= 0 && s.doorLocked(door) && f != B:
		return q, door, whyLocked
	case b.room[q] == Outside && !f.Intruder():
		return q, door, whyOutside
	case f.Intruder() && b.mark[q] == markDetention:
		return q, door, whyDetention
	}
	return q, door, stepOK
}

// stepOnto is the rest of stepCheck, given g = othersAt(q, f).
func (s *State) stepOnto(f Fig, from, q int16, door int8, g Fig, left int) why {
	if g != NoFig && !s.passable(f, g) {
		return whyEnemy
	}
	if left < 0 {
		return stepOK
	}
	if left == 0 {
		return whyNoLeft
	}
	if f.Intruder() && door == 0 && s.intr[f].Status == InBase {
		return stepOK // leaving the Base ends everything
	}
	sneaker := f.Intruder() && s.intr[f].Hidden && s.intr[f].Disguise == NoFig && s.intr[f].Status == InBase
	if sneaker && s.sentryZone(q, f) && (g != NoFig || s.othersAt(from, f) != NoFig) {
		return whySneakThrough
	}
	if g != NoFig && (left < 2 || !s.hasExit(f, q, sneaker)) {
		return whyEndOn
	}
	return stepOK
}

// stepsOK returns the directions d (bit d) in which stepOK(f, d, left)
// holds: the eight checks of Actions at once, finding the figures on the
// eight squares around f in one pass instead of eight.
func (s *State) stepsOK(f Fig, left int) uint8 {
	from := s.figSq(f)
	if from < 0 {
		return 0
	}
	b := s.bd()
	// occ[d] is othersAt(q, f) for the square q reached in direction d:
	// the first figure in othersAt's order. Board steps go to the
	// neighbouring square (geom.Grid.Step), so only figures at distance 1
	// can be there.
	occ := [8]Fig{NoFig, NoFig, NoFig, NoFig, NoFig, NoFig, NoFig, NoFig}
	var seen uint8
	base := int(from) * 8
	mark := func(g Fig, gq int16) {
		if b.dist(from, gq) != 1 {
			return
		}
		for d := range 8 {
			if seen&(1<<d) == 0 && b.steps[base+d] == gq {
				occ[d] = g
				seen |= 1 << d
			}
		}
	}
	for k := 0; k < int(s.n); k++ {
		if Fig(k) != f && s.inPlay(k) {
			mark(Fig(k), s.intr[k].Sq)
		}
	}
	for i := range s.mins {
		m := &s.mins[i]
		if (m.State == standing || m.State == prone) && B+Fig(i) != f {
			mark(B+Fig(i), m.Sq)
		}
	}
	var ok uint8
	for d := range 8 {
		q, door, w := s.stepFrom(f, from, geom.Dir(d))
		if w == stepOK && s.stepOnto(f, from, q, door, occ[d], left) == stepOK {
			ok |= 1 << d
		}
	}
	return ok
}

// stepTarget is stepCheck ignoring the movement left.
func (s *State) stepTarget(f Fig, d geom.Dir) (int16, int8, error) {
	q, door, w := s.stepCheck(f, d, -1)
	return q, door, s.stepError(f, d, q, door, w)
}

// canStep checks a step with the movement left.
func (s *State) canStep(f Fig, d geom.Dir, left int) error {
	if left <= 0 {
		return illegal("move: %v has no movement left", f)
	}
	q, door, w := s.stepCheck(f, d, left)
	return s.stepError(f, d, q, door, w)
}

func (s *State) stepError(f Fig, d geom.Dir, q int16, door int8, w why) error {
	switch w {
	case stepOK:
		return nil
	case whyOff:
		return illegal("move: %v is not on the board", f)
	case whyDir:
		return illegal("move: no direction %d", d)
	case whyWall:
		return illegal("move: %v cannot move %v: a wall is in the way", f, d)
	case whyLocked:
		return illegal("move: door %d is locked", door)
	case whyEntrance:
		return illegal("move: Minions may never move through the Entrance")
	case whyOutside:
		return illegal("move: Minions stay inside the Base")
	case whyDetention:
		return illegal("move: an Intruder may never voluntarily move onto a Detention square")
	case whyEnemy:
		return illegal("move: %v cannot move through the standing enemy %v", f, s.shown(s.othersAt(q, f)))
	case whyNoLeft:
		return illegal("move: %v has no movement left", f)
	case whySneakThrough:
		return illegal("sneak: an Intruder cannot sneak through a square containing another figure")
	}
	return illegal("move: %v cannot end its move on %v's square", f, s.shown(s.othersAt(q, f)))
}

// shown is figure g as every seat may name it: a disguised Imposter is the
// Minion figure he wears (Rulebook, "Imposter"), so that no message tells
// the Defender which figure that is.
func (s *State) shown(g Fig) Fig {
	if g.Intruder() && int(g) < int(s.n) && s.intr[g].Disguise != NoFig {
		return s.intr[g].Disguise
	}
	return g
}

// stepOK reports whether figure f may step in direction d with left
// squares of movement (a fast check for Actions).
func (s *State) stepOK(f Fig, d int, left int) bool {
	_, _, w := s.stepCheck(f, geom.Dir(d), left)
	return w == stepOK
}

// hasExit reports whether from square q (holding another figure) mover f
// could step on to an empty square.
func (s *State) hasExit(f Fig, q int16, sneaker bool) bool {
	cur := s.figSq(f)
	for d := range 8 {
		r, door := s.bd().step(q, geom.Dir(d))
		if r < 0 || r == q {
			continue
		}
		if door >= 0 && s.doorLocked(door) && f != B {
			continue
		}
		if door == 0 || (s.bd().room[r] == Outside && !f.Intruder()) {
			continue
		}
		if f.Intruder() && s.bd().mark[r] == markDetention {
			continue
		}
		if g := s.othersAt(r, f); g == NoFig || r == cur && g == NoFig {
			if sneaker && s.sentryZone(r, f) {
				continue // leaving a figure's square needs an exit without a sneak
			}
			return true
		}
	}
	return false
}

// doStep moves figure f one square in direction d.
func (s *game) doStep(f Fig, d geom.Dir) {
	from := s.figSq(f)
	q, door, _ := s.stepTarget(f, d)
	s.mv.Left--
	disg := f.Intruder() && s.intr[f].Disguise != NoFig
	if f.Intruder() {
		k := int(f)
		in := &s.intr[k]
		if door == 0 && in.Status == InBase {
			// Rulebook, "The Entrance": leaving the Base.
			s.emitList(s.bd().moved(f, from, d, q, disg))
			s.dropDisguise(k)
			in.Status = Escaped
			in.Done = true
			s.mv = move{}
			s.emit(Happened{Who: f, Text: "escaped from the Base"})
			s.checkOver()
			return
		}
		in.Sq = q
		if door == 0 && in.Status == Waiting {
			in.Status = InBase
		}
		if s.bd().room[q] == Outside {
			in.Status = Waiting
		} else if in.Status == Waiting {
			in.Status = InBase
		}
	} else {
		s.mins[f-B].Sq = q
		if disg {
			s.mins[s.intr[f].Disguise-B].Sq = q
		}
	}
	if f.Intruder() && s.intr[f].Disguise != NoFig {
		s.mins[s.intr[f].Disguise-B].Sq = q
	}
	s.emitList(s.bd().moved(f, from, d, q, disg))
	if s.othersAt(q, f) != NoFig {
		return // passing through: only empty squares count for Kill Zones
	}
	now := s.kzSet(f)
	if now&^s.kz != 0 {
		// Rulebook, "Reaction": entering a Kill Zone ends the move and the
		// figure's normal turn; the reaction roll follows the end of the move.
		s.endTurnOf(f)
		s.finishMove()
		s.chk = true
		return
	}
	s.kz = now
}

// endTurnOf ends figure f's normal turn.
func (s *State) endTurnOf(f Fig) {
	if f.Intruder() {
		s.intr[f].Done = true
	} else {
		s.mins[f-B].Acts = 2
	}
}

// finishMove applies what happens when a figure finishes a move: the
// Cafeteria's Surprise!, Cameras, Traps (Rulebook, "Cafeteria", "Control
// Room").
func (s *game) finishMove() {
	f := s.mv.Who
	free := s.mv.Free
	s.mv = move{}
	q := s.figSq(f)
	if q < 0 {
		return
	}
	if f.Intruder() {
		k := int(f)
		if !free && s.bd().room[q] == Cafeteria && s.cafeteriaEmptyBut(f) {
			if succ, _ := s.roll(NoFig, "Surprise!", 4, 6); succ > 0 && s.canPlace(1) {
				s.push(frame{Kind: fPlace, Who: NoFig, A: int16(succ), B: 1})
			}
		}
		if s.caughtOnCamera(k, q) {
			s.addAlarms(1, "caught on Camera")
		}
	}
	// Rulebook, "Entering a Kill Zone": a blocker the Trap removes or
	// fells may open an enemy's Kill Zone on the figure that moved.
	if s.triggerTraps(f, q) && f == s.actor {
		s.chk = true
	}
}

func (s *State) cafeteriaEmptyBut(f Fig) bool {
	for g := Fig(0); g < nFigs; g++ {
		if g == f {
			continue
		}
		if q := s.figSq(g); q >= 0 && s.bd().room[q] == Cafeteria {
			return false
		}
	}
	return true
}

// triggerTraps fires every armed Trap within 4 squares of a figure that
// finished a move (Rulebook, "Control Room", Traps 2-4). Without power no
// Trap works.
func (s *game) triggerTraps(f Fig, q int16) bool {
	if s.power {
		return false
	}
	fired := false
	for i := range s.traps {
		t := &s.traps[i]
		if t.Sq < 0 || !t.Armed || t.Sq == q || s.bd().dist(t.Sq, q) > 4 {
			continue
		}
		fired = true
		rng := dice.D6(s.r)
		s.emit(Rolled{Who: NoFig, What: "Trap range", Dice: []int{rng}, Need: 1, Successes: 1})
		t.Armed = false
		var inj uint8
		switch s.alert {
		case Green:
			inj = injStun
		case Amber:
			inj = injKO
		default:
			inj = injWound
		}
		for g := Fig(0); g < nFigs; g++ {
			gq := s.figSq(g)
			if gq < 0 || gq == t.Sq || s.bd().room[gq] != Corridor || s.bd().dist(gq, t.Sq) > rng {
				continue
			}
			s.emit(Happened{Who: g, Text: "caught by the Trap"})
			s.injure(g, inj, false)
		}
	}
	return fired
}

// stepCandidates lists the next squares of the move in progress and Stop.
func (s *State) stepCandidates(c []Action) []Action {
	ok := s.stepsOK(s.mv.Who, int(s.mv.Left))
	for d := range 8 {
		if ok&(1<<d) != 0 {
			c = append(c, boxStep[s.mv.Who][d])
		}
	}
	return append(c, boxStop[s.mv.Who])
}
