package spyordie

import (
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/geom"
)

// legalMinion checks an action in Phase 2 (Rulebook, "Minion Actions").
func (s *State) legalMinion(a Action) error {
	if s.mv.On {
		return s.legalMoving(a)
	}
	if _, ok := a.(Pass); ok {
		// Rulebook, "Minion Injury": a prone Minion "must use its first
		// action to recover" on its next turn, so its type's actions cannot
		// end before it has rolled.
		lo, hi := kindFigs(s.group)
		for g := lo; g < hi; g++ {
			if m := &s.mins[g-B]; m.State == prone && m.Acts == 0 {
				return illegal("Phase 2: %v is prone and must first recover", g)
			}
		}
		return nil
	}
	f := whoOf(a)
	if !f.Valid() || f.Intruder() {
		return illegal("Phase 2: name the Minion that acts")
	}
	if f.Kind() != s.group {
		return illegal("Phase 2: it is the %vs' turn to act (Boss, Guards, Technicians, Scientists)", s.group)
	}
	m := &s.mins[f-B]
	if m.State != standing && m.State != prone {
		return illegal("%v is not in play", f)
	}
	if m.Acts >= 2 {
		return illegal("%v has no action left", f)
	}
	if m.State == prone {
		if _, ok := a.(Recover); ok && m.Acts == 0 {
			return nil
		}
		return illegal("%v is prone: its first action must be to recover", f)
	}
	sq := m.Sq
	switch a := a.(type) {
	case Recover:
		return illegal("recover: %v is standing", f)
	case Move:
		return s.canStep(f, a.Dir, s.maxMove(f))
	case Spot:
		if !a.Camera && a.Via != (geom.Point{}) {
			return illegal("spot: a square to spot via is for a Camera")
		}
		return s.legalSpot(f, a)
	case Discover:
		q := s.sq(a.At)
		if q < 0 || s.bodyAt(q) < 0 || !s.bd().near(sq, q) {
			return illegal("discover: no Body marker on or adjacent to %v at %s", f, ps(a.At))
		}
		return nil
	case Fight, Shoot:
		return s.legalAttack(f, a)
	case Lock, Unlock, Arm, Disarm:
		return s.legalSecurity(f, a)
	case Construct:
		q := s.sq(a.At)
		if f.Kind() != Technician {
			return illegal("construct: only Technicians construct Traps")
		}
		// Rulebook, "Technicians": "an empty junction square"; he may stand
		// on it himself, so empty means no Camera or Trap marker (and no
		// other figure).
		if q < 0 || !has(s.bd().junction, q) || !s.bd().near(sq, q) || s.trapAt(q) >= 0 || has(s.cams[:], q) ||
			s.figAt(q) != NoFig && q != sq {
			return illegal("construct: %s is not an empty junction on or adjacent to %v", ps(a.At), f)
		}
		if s.freeTrap() < 0 {
			return illegal("construct: no Trap marker is left")
		}
		return nil
	case Repair:
		if f.Kind() != Technician || !s.power || !s.bd().near(sq, s.bd().power) {
			return illegal("repair: a Technician on or adjacent to a sabotaged Power square")
		}
		return nil
	case Research:
		if f.Kind() != Scientist || !has(s.bd().research, sq) {
			return illegal("research: a Scientist on a Research square")
		}
		if s.power {
			return illegal("research: the Generator is sabotaged")
		}
		if s.doomN >= 6 {
			return illegal("research: the Doomsday Weapon is complete")
		}
		return nil
	case Passage:
		to := s.sq(a.To)
		if f != B || !has(s.passages[:], sq) {
			return illegal("passage: only the Boss, standing on a Secret Passage square")
		}
		if to < 0 || to == sq || !has(s.passages[:], to) || s.figAt(to) != NoFig {
			return illegal("passage: %s is not another unoccupied Secret Passage square", ps(a.To))
		}
		return nil
	}
	return illegal("%v cannot do that", f)
}

func (s *State) freeTrap() int {
	for i, t := range s.traps {
		if t.Sq < 0 {
			return i
		}
	}
	return -1
}

// spotFrom returns the square a Spot looks from: the Minion's, or the
// Camera's from the Security square.
//
// A disguised Imposter is spotted through the Minion figure he wears: the
// Defender names the figure he suspects (Rulebook, "Imposter": "If a Minion
// successfully spots the disguised Intruder..."; the issue: the Defender
// does not know which Minion figure is the Imposter). While any Intruder is
// disguised, every Minion figure but the Boss and the spotter may be named,
// with the same Line of Sight and dice whether it is a real Minion or not.
func (s *State) legalSpot(f Fig, a Spot) error {
	t := a.Target
	switch s.spotCheck(f, a) {
	case spotDisguised:
		return illegal("spot: a disguised Intruder is spotted through the Minion figure he wears")
	case spotNotHidden:
		return illegal("spot: %v is not a hidden Intruder", t)
	case spotNoSecurity:
		return illegal("spot: only a Minion on the Security square, with power, spots through a Camera")
	case spotNoCamera:
		return illegal("spot: no Camera at %s that can spot %v", ps(a.Via), t)
	case spotNoLOS:
		return illegal("spot: %v is not in Line of Sight", t)
	}
	return nil
}

// Why a Spot is illegal (see legalSpot); Actions filters its candidates
// with spotCheck so that it builds no error for them.
const (
	spotLegal uint8 = iota
	spotDisguised
	spotNotHidden
	spotNoSecurity
	spotNoCamera
	spotNoLOS
)

// spotCheck is legalSpot without the error: spotLegal or why not.
func (s *State) spotCheck(f Fig, a Spot) uint8 {
	t := a.Target
	var tq int16
	switch {
	case t.Intruder() && int(t) < int(s.n) && s.intr[t].Disguise != NoFig:
		return spotDisguised
	case t.Intruder():
		if int(t) >= int(s.n) || s.figSq(t) < 0 || !s.intr[t].Hidden {
			return spotNotHidden
		}
		tq = s.figSq(t)
	default:
		if !s.anyDisguise() || !t.Valid() || t == f || t.Kind() == Boss || s.suspectSq(t) < 0 {
			return spotNotHidden
		}
		tq = s.suspectSq(t)
	}
	from := s.figSq(f)
	if a.Camera {
		c := s.sq(a.Via)
		if from != s.bd().security || s.power {
			return spotNoSecurity
		}
		if c < 0 || !has(s.cams[:], c) || c == tq {
			return spotNoCamera
		}
		from = c
	}
	if !s.los(from, tq, NoFig) || s.spotDice(s.bd().dist(from, tq), s.wearer(t)) <= 0 {
		return spotNoLOS
	}
	return spotLegal
}

// anyDisguise reports whether an Intruder is disguised as a Minion.
func (s *State) anyDisguise() bool {
	for k := 0; k < int(s.n); k++ {
		if s.intr[k].Disguise != NoFig {
			return true
		}
	}
	return false
}

// suspectSq is the square of a Minion figure as the Defender sees it
// (standing, or worn by a disguised Imposter), or -1.
func (s *State) suspectSq(g Fig) int16 {
	if m := &s.mins[g-B]; m.State == standing || m.State == worn {
		return m.Sq
	}
	return -1
}

// wearer returns the Intruder a spot at figure t is aimed at: t itself, the
// Imposter wearing Minion figure t, or -1 for a real Minion.
func (s *State) wearer(t Fig) int {
	if t.Intruder() {
		return int(t)
	}
	for k := 0; k < int(s.n); k++ {
		if s.intr[k].Disguise == t {
			return k
		}
	}
	return -1
}

// applyMinion performs a legal Phase 2 action.
func (s *game) applyMinion(a Action) {
	switch a := a.(type) {
	case Pass:
		s.nextGroup()
		return
	case Step:
		s.doStep(a.Who, a.Dir)
		return
	case Stop:
		s.finishMove()
		return
	}
	f := whoOf(a)
	m := &s.mins[f-B]
	m.Acts++
	// The recovery a prone Minion must roll draws no opportunity strike
	// (RULES.md, "Recovery and opportunity strikes").
	if _, recovering := a.(Recover); !s.beginAction(f, a, !recovering) {
		return
	}
	// Rulebook, "Entering a Kill Zone": moving (square by square),
	// appearing from the Secret Passage, removing or felling a blocker,
	// recovering.
	switch a.(type) {
	case Recover, Passage, Fight, Shoot:
		s.chk = true
	}
	switch a := a.(type) {
	case Move:
		s.mv = move{Who: f, Left: int8(s.maxMove(f)), On: true}
		s.doStep(f, a.Dir)
	case Recover:
		s.recover(f)
	case Spot:
		from := m.Sq
		if a.Camera {
			from = s.sq(a.Via)
		}
		s.spot(f, a.Target, from)
	case Discover:
		s.bodies[s.bodyAt(s.sq(a.At))] = -1
		s.emit(Happened{Who: f, Text: "discovers a Body at " + ps(a.At)})
		s.addAlarms(1, "a Body discovered")
	case Fight:
		s.fight(f, a.Target, "fighting", true)
	case Shoot:
		s.shoot(f, a.Target, true)
	case Lock, Unlock, Arm, Disarm:
		s.security(f, a)
	case Construct:
		if succ, _ := s.roll(f, "construct a Trap", 1, 6); succ > 0 {
			s.traps[s.freeTrap()] = trap{Sq: s.sq(a.At)}
			s.emit(Happened{Who: f, Text: "constructs a Trap at " + ps(a.At)})
		}
	case Repair:
		if succ, _ := s.roll(f, "repair", 1, 6); succ > 0 {
			s.power = false
			s.emit(Happened{Who: f, Text: "repairs the Power square"})
		}
	case Research:
		s.research(f)
	case Passage:
		to := s.sq(a.To)
		s.emit(Moved{f, s.bd().pt(m.Sq), a.To, false})
		m.Sq = to
	}
}

// recover is a prone Minion's forced first action (Rulebook, "Minion
// Injury"): 1 dies, 2-5 flees, 6 stands up.
func (s *game) recover(f Fig) {
	face := dice.D6(s.r)
	s.emit(Rolled{Who: f, What: "recovery", Dice: []int{face}, Need: 6, Successes: b2i(face == 6)})
	switch {
	case face == 1:
		s.emit(Happened{Who: f, Text: "dies"})
		s.eliminate(f, true, s.mins[f-B].Hit)
	case face <= 5:
		s.emit(Happened{Who: f, Text: "flees"})
		s.eliminate(f, false, s.mins[f-B].Hit)
		s.noiseAlarm(1, "a Minion flees")
	default:
		s.mins[f-B].State = standing
		s.mins[f-B].Hit = false
		s.emit(Happened{Who: f, Text: "recovers"})
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// spot (Rulebook, "Spot"): dice by range; a success exposes the Intruder
// (a disguised one resists on 3+) and collects an Alarm marker, 3 for the
// Boss ("I've been expecting you").
//
// Aimed at a Minion figure (a suspected Imposter), the roll is the same;
// a real Minion is unaffected, the Imposter wearing it rolls to resist.
func (s *game) spot(f Fig, t Fig, from int16) {
	k := s.wearer(t)
	var tq int16
	if t.Intruder() {
		tq = s.intr[k].Sq
	} else {
		tq = s.suspectSq(t)
	}
	n := s.spotDice(s.bd().dist(from, tq), k)
	succ, _ := s.roll(f, "spotting "+t.String(), n, 6)
	if succ == 0 || k < 0 {
		return
	}
	if s.intr[k].Disguise != NoFig {
		if ok, _ := s.roll(Fig(k), "staying in disguise", 1, 3); ok > 0 {
			return
		}
	}
	s.expose(k)
	switch {
	case f == B && s.opts&optExpectingYouAtRed != 0:
		// The other reading (Config.ExpectingYouAtRed): at every level.
		s.addAlarms(3, "I've been expecting you")
	case f == B:
		s.noiseAlarm(3, "I've been expecting you")
	default:
		s.noiseAlarm(1, "an Intruder exposed")
	}
}

// research (Rulebook, "Laboratory"): a success reveals the top Doomsday
// marker; a complete component takes 10 minutes and sends the Scientist
// on a tea break; the complete Weapon takes 10 more.
func (s *game) research(f Fig) {
	need := 6
	if s.bossIn(Laboratory) && s.mins[0].State == standing {
		need = 5 // Welcome to the Atomic Age!
	}
	succ, _ := s.roll(f, "research", 1, need)
	if succ == 0 {
		return
	}
	part := s.doom[s.doomN]
	s.doomN++
	s.emit(Happened{Who: f, Text: "reveals Doomsday part " + itoa(int(part)+1)})
	partner := false
	for _, p := range s.doom[:s.doomN-1] {
		if p == part^1 {
			partner = true
		}
	}
	if !partner {
		return
	}
	s.takeTime(10, "a Doomsday Weapon component")
	if s.doomN == 6 {
		s.takeTime(10, "the Doomsday Weapon completed")
	}
	// Tea break: the Defender places the Scientist on a free Cafeteria
	// Spawn square (he stays where he is if none is free).
	for _, q := range s.bd().spawn[Cafeteria] {
		if s.figAt(q) == NoFig {
			s.push(frame{Kind: fTea, Who: f})
			break
		}
	}
}

// legalAttack says whether figure f may fight or shoot the target of a, for
// Intruders and Minions alike (Rulebook, "Fighting", "Shooting").
func (s *State) legalAttack(f Fig, a Action) error {
	switch a := a.(type) {
	case Fight:
		if !a.Target.Valid() || !s.canFight(f, a.Target) {
			return illegal("fight: %v cannot fight %v", f, a.Target)
		}
	case Shoot:
		if !a.Target.Valid() || !s.canShoot(f, a.Target) {
			return illegal("shoot: %v cannot shoot %v", f, a.Target)
		}
	}
	return nil
}

func (s *State) minionCandidates(c []Action) []Action {
	b := s.bd()
	pt := b.pt
	if s.mv.On {
		return s.stepCandidates(c)
	}
	c = append(c, boxPass)
	lo, hi := kindFigs(s.group)
	for f := lo; f < hi; f++ {
		m := &s.mins[f-B]
		if (m.State != standing && m.State != prone) || m.Acts >= 2 {
			continue
		}
		if m.State == prone {
			c = append(c, boxRecover[f])
			continue
		}
		left := s.maxMove(f)
		ok := s.stepsOK(f, left)
		for d := range 8 {
			if ok&(1<<d) != 0 {
				c = append(c, boxMove[f][d])
			}
		}
		for t := Fig(0); t < Fig(s.n); t++ {
			if s.figSq(t) < 0 || s.intr[t].Disguise != NoFig {
				continue
			}
			// Candidates that legal would reject are left out here, by the
			// same checks, so that Actions builds no error for them.
			if s.intr[t].Hidden {
				c = s.spotCandidates(c, f, t)
			} else if d := b.dist(m.Sq, s.figSq(t)); d == 1 {
				if s.canFight(f, t) {
					c = append(c, boxFight[f][t])
				}
			} else if d <= 12 && (f.Kind() == Boss || f.Kind() == Guard) {
				if s.canShoot(f, t) {
					c = append(c, boxShoot[f][t])
				}
			}
		}
		// A suspected Imposter: any Minion figure (see legalSpot).
		if s.anyDisguise() {
			for g := G1; g < nFigs; g++ {
				if g == f || s.suspectSq(g) < 0 {
					continue
				}
				c = s.spotCandidates(c, f, g)
			}
		}
		for _, q := range s.bodies {
			if q >= 0 && b.near(m.Sq, q) {
				c = append(c, Discover{f, pt(q)})
			}
		}
		if m.Sq == b.security {
			c = s.securityCandidates(c, f)
		}
		switch f.Kind() {
		case Technician:
			for _, q := range b.junction {
				if b.near(m.Sq, q) {
					c = append(c, Construct{f, pt(q)})
				}
			}
			if s.power {
				c = append(c, boxRepair[f])
			}
		case Scientist:
			if has(b.research, m.Sq) {
				c = append(c, boxResearch[f])
			}
		case Boss:
			if has(s.passages[:], m.Sq) {
				for _, q := range s.passages {
					if q >= 0 && q != m.Sq && s.figAt(q) == NoFig {
						c = append(c, Passage{f, pt(q)})
					}
				}
			}
		}
	}
	return c
}

// spotCandidates appends the Spots of Minion f at target that legalSpot
// accepts: directly, and from the Security square through each Camera
// while the Base has power (Rulebook, "Spot", "Control Room").
func (s *State) spotCandidates(c []Action, f, target Fig) []Action {
	if s.spotCheck(f, Spot{Who: f, Target: target}) == spotLegal {
		c = append(c, boxSpot[f][target])
	}
	b := s.bd()
	if s.figSq(f) == b.security && !s.power {
		for _, q := range s.cams {
			if q >= 0 {
				if sp := (Spot{Who: f, Target: target, Camera: true, Via: b.pt(q)}); s.spotCheck(f, sp) == spotLegal {
					c = append(c, sp)
				}
			}
		}
	}
	return c
}
