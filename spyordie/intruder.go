package spyordie

import (
	"strconv"

	"github.com/incursion/incursion/geom"
)

// legalMoving checks the Step and Stop of a move in progress.
func (s *State) legalMoving(a Action) error {
	f := s.mv.Who
	switch a := a.(type) {
	case Step:
		if a.Who != f {
			return illegal("move: %v is moving; step or stop", f)
		}
		return s.canStep(f, a.Dir, int(s.mv.Left))
	case Stop:
		if a.Who != f {
			return illegal("move: %v is moving; step or stop", f)
		}
		if g := s.othersAt(s.figSq(f), f); g != NoFig {
			return illegal("move: %v cannot end its move on %v's square", f, s.shown(g))
		}
		return nil
	}
	return illegal("move: %v is moving; step or stop", f)
}

// legalIntruder checks an action of the Intruder whose turn it is
// (Rulebook, "Intruder Actions").
func (s *State) legalIntruder(a Action) error {
	k := s.current()
	f := Fig(k)
	in := &s.intr[k]
	if s.mv.On {
		return s.legalMoving(a)
	}
	if _, ok := a.(Pass); ok {
		return nil
	}
	who := whoOf(a)
	if who != f {
		return illegal("it is %v's turn", f)
	}
	sq := in.Sq
	if a, ok := a.(DetectivePassage); ok {
		if in.Talent != Detective || in.Passage {
			return illegal("detective: only the Detective, once per game")
		}
		if in.Acts > 0 || in.Status != InBase {
			return illegal("detective: the Secret Passage is placed before taking her actions, inside the Base")
		}
		if !s.passageSquareOK(s.sq(a.At), false) || s.passages[2] >= 0 {
			return illegal("detective: %s is not an empty square in a room", ps(a.At))
		}
		return nil
	}
	if in.Done || in.Acts >= in.Allowed {
		return illegal("%v has no action left this turn", f)
	}
	if in.Status == Waiting {
		switch a.(type) {
		case Breach, Move:
		default:
			return illegal("%v is outside the Base: breach the Entrance or move", f)
		}
	}
	if s.round == 1 && !s.entered && s.noIntruderActed() {
		if _, ok := a.(Breach); !ok {
			return illegal("the first Intruder action of the game is always to breach the Base's Entrance")
		}
	}
	switch a := a.(type) {
	case Move:
		return s.canStep(f, a.Dir, s.maxMove(f))
	case Breach:
		if a.Door < 0 || a.Door >= len(s.bd().doors) {
			return illegal("breach: no door %d", a.Door)
		}
		if !s.doorLocked(int8(a.Door)) {
			return illegal("breach: door %d is not locked", a.Door)
		}
		if !has(s.bd().doors[a.Door].front, sq) {
			return illegal("breach: %v is not directly in front of door %d", f, a.Door)
		}
		return nil
	case Search:
		q := s.sq(a.At)
		if s.intelAt(q, false) < 0 || !s.bd().near(sq, q) {
			return illegal("search: no face-down Intelligence on or adjacent to %v at %s", f, ps(a.At))
		}
		return nil
	case PickUp:
		q := s.sq(a.At)
		if q < 0 || !s.bd().near(sq, q) {
			return illegal("pick up: %s is not %v's square or adjacent", ps(a.At), f)
		}
		if a.Item == NoItem {
			if s.intelAt(q, true) < 0 {
				return illegal("pick up: no face-up Intelligence at %s", ps(a.At))
			}
			if s.nIntel(k) >= 3 {
				return illegal("pick up: an Intruder can carry a maximum of 3 Intelligence markers")
			}
			return nil
		}
		if s.itemAt(q, a.Item) < 0 {
			return illegal("pick up: no %v at %s", a.Item, ps(a.At))
		}
		if s.nItems(k) >= 3 {
			return illegal("pick up: no free Item space")
		}
		return nil
	case Supplies:
		if !s.bd().near(sq, s.bd().medical) {
			return illegal("medical supplies: %v is not on or adjacent to the medical supplies", f)
		}
		if a.Item != MedicalKit && a.Item != Painkiller && a.Item != Stimulant {
			return illegal("medical supplies: only a Medical Kit, Painkiller or Stimulants")
		}
		if s.supplyMarker(a.Item) < 0 {
			return illegal("medical supplies: the %v is already in use", a.Item)
		}
		if s.nItems(k) >= 3 {
			return illegal("medical supplies: no free Item space")
		}
		return nil
	case Explore:
		to := s.sq(a.To)
		if !has(s.passages[:], sq) {
			return illegal("explore: %v is not on a Secret Passage square", f)
		}
		if to < 0 || to == sq || !has(s.passages[:], to) || s.figAt(to) != NoFig {
			return illegal("explore: %s is not another unoccupied Secret Passage square", ps(a.To))
		}
		return nil
	case Sabotage:
		q := s.sq(a.At)
		if q < 0 || !s.bd().near(sq, q) {
			return illegal("sabotage: %s is not on or adjacent to %v", ps(a.At), f)
		}
		if q == s.bd().power && !s.power {
			return nil
		}
		if in.Talent == Saboteur && (has(s.cams[:], q) || s.trapAt(q) >= 0) {
			return nil
		}
		return illegal("sabotage: nothing at %s that %v can sabotage", ps(a.At), f)
	case Hide:
		return s.canHide(k)
	case Reveal:
		if !in.Hidden {
			return illegal("reveal: %v is already exposed", f)
		}
		return nil
	case Rest:
		if !in.Stun {
			return illegal("rest: %v is not stunned", f)
		}
		return nil
	case Heal:
		if !s.hasItem(k, MedicalKit) {
			return illegal("heal: needs a Medical Kit")
		}
		t := a.Target
		if !t.Intruder() || int(t) >= int(s.n) || s.figSq(t) < 0 || !s.intr[t].Wound {
			return illegal("heal: %v is not a wounded Intruder", t)
		}
		if t != f {
			if ok, _ := s.bd().adjacent(sq, s.figSq(t)); !ok {
				return illegal("heal: %v is not adjacent", t)
			}
		}
		return nil
	case Fight, Shoot:
		return s.legalAttack(f, a)
	case SneakAttack:
		t := a.Target
		if !in.Hidden || in.Disguise != NoFig {
			return illegal("sneak-attack: only a hidden Intruder out of disguise")
		}
		if !t.Valid() || t.Intruder() || s.figSq(t) < 0 {
			return illegal("sneak-attack: %v is not a Minion on the board", t)
		}
		if ok, _ := s.bd().adjacent(sq, s.figSq(t)); !ok {
			return illegal("sneak-attack: %v is not adjacent", t)
		}
		return nil
	case Lock, Unlock, Arm, Disarm:
		return s.legalSecurity(f, a)
	case Primary:
		if !a.Item.Weapon() || !s.hasItem(k, a.Item) || s.weapon(k) == a.Item {
			return illegal("primary: %v is not a spare weapon %v carries", a.Item, f)
		}
		return nil
	case Surrender:
		if !in.StartKZ {
			return illegal("surrender: only an Intruder who starts his turn in an enemy Kill Zone (or after a reaction roll)")
		}
		return nil
	}
	return illegal("%v cannot do that", f)
}

// noIntruderActed reports whether no Intruder has taken an action yet this
// round (passing a turn is not an action).
func (s *State) noIntruderActed() bool {
	for k := 0; k < int(s.n); k++ {
		if s.intr[k].Acts > 0 {
			return false
		}
	}
	return true
}

func (s *State) trapAt(q int16) int {
	if q < 0 {
		return -1
	}
	for i, t := range s.traps {
		if t.Sq == q {
			return i
		}
	}
	return -1
}

// intelAt returns the Intelligence marker on square q face up (up) or face
// down, or -1.
func (s *State) intelAt(q int16, up bool) int {
	if q < 0 {
		return -1
	}
	for i, m := range s.intels {
		if m.Loc == q && m.Up == up {
			return i
		}
	}
	return -1
}

func (s *State) itemAt(q int16, it Item) int {
	if q < 0 {
		return -1
	}
	for i, m := range itemMarkers {
		if m == it && s.items[i] == q {
			return i
		}
	}
	return -1
}

// applyIntruder performs a legal action of the current Intruder.
func (s *game) applyIntruder(a Action) {
	k := s.current()
	f := Fig(k)
	in := &s.intr[k]
	switch a := a.(type) {
	case Pass:
		in.Done = true
		return
	case DetectivePassage:
		s.passages[2] = s.sq(a.At)
		in.Passage = true
		s.emit(Happened{Who: f, Text: "places a Secret Passage at " + ps(a.At)})
		return
	case Step:
		s.intruderStep(f, a.Dir)
		return
	case Stop:
		s.finishMove()
		return
	}
	in.Acts++
	if !s.beginAction(f, a, true) {
		return
	}
	if _, ok := a.(Move); !ok {
		s.cameraAction(f)
	}
	// Rulebook, "Entering a Kill Zone": besides moving, a figure enters
	// one when a blocker of an enemy's sight is removed or placed prone
	// (its own attacks) or when it reveals itself.
	switch a.(type) {
	case Reveal, Fight, Shoot, SneakAttack:
		s.chk = true
	}
	switch a := a.(type) {
	case Move:
		s.mv = move{Who: f, Left: int8(s.maxMove(f)), On: true}
		s.intruderStep(f, a.Dir)
	case Breach:
		s.chanceOrTime(k, opBreach, int16(a.Door))
	case Search:
		s.chanceOrTime(k, opSearch, int16(s.intelAt(s.sq(a.At), false)))
	case Explore:
		s.chanceOrTime(k, opExplore, s.sq(a.To))
	case Sabotage:
		s.chanceOrTime(k, opSabotage, s.sq(a.At))
	case Rest:
		s.chanceOrTime(k, opRest, 0)
	case Heal:
		s.chanceOrTime(k, opHeal, int16(a.Target))
	case Hide:
		s.hide(k)
	case Reveal:
		s.expose(k)
		s.noiseAlarm(1, "an Intruder exposed") // Rulebook, "The Defender collects an Alarm marker when…"
	case PickUp:
		q := s.sq(a.At)
		if a.Item == NoItem {
			s.takeIntel(k, s.intelAt(q, true))
		} else {
			s.giveItem(k, s.itemAt(q, a.Item))
			s.emit(Happened{Who: f, Text: "picks up the " + a.Item.String()})
		}
	case Supplies:
		s.giveItem(k, s.supplyMarker(a.Item))
		s.emit(Happened{Who: f, Text: "takes the " + a.Item.String() + " from the medical supplies"})
	case Fight:
		if succ := s.fight(f, a.Target, "fighting", true); succ > 0 && in.Talent == Assassin {
			s.push(frame{Kind: fFreeHide, Who: f})
		}
	case Shoot:
		s.intruderShoot(f, a.Target)
	case SneakAttack:
		s.sneakAttack(k, a.Target)
	case Lock, Unlock, Arm, Disarm:
		s.security(f, a)
	case Primary:
		s.makePrimary(k, a.Item)
	case Surrender:
		s.surrender(k)
	}
}

// intruderShoot: a shoot action (or reaction) of an Intruder, with the
// Sniper's free move and the Assassin's free hide after it.
func (s *game) intruderShoot(f Fig, t Fig) {
	k := int(f)
	np := s.np
	succ := s.shoot(f, t, true)
	smg := s.np > np && s.top().Kind == fSMG
	var extra []frame
	if s.intr[k].Talent == Sniper {
		extra = append(extra, frame{Kind: fFreeStep, Who: f})
	}
	if s.intr[k].Talent == Assassin && succ > 0 {
		extra = append(extra, frame{Kind: fFreeHide, Who: f})
	}
	for _, e := range extra {
		if smg {
			s.pushUnder(e)
		} else {
			s.push(e)
		}
	}
}

func (s *game) surrender(k int) {
	s.intr[k].Done = true
	s.emit(Happened{Who: Fig(k), Text: "surrenders"})
	s.push(frame{Kind: fImprison, Who: Fig(k), A: 0})
}

func (s *State) makePrimary(k int, it Item) {
	in := &s.intr[k]
	for i, m := range in.Items {
		if m >= 0 && itemMarkers[m] == it {
			var out [3]int8
			out[0] = m
			j := 1
			for i2, m2 := range in.Items {
				if i2 != i {
					out[j] = m2
					j++
				}
			}
			in.Items = out
			return
		}
	}
}

func (s *game) takeIntel(k, m int) {
	if m < 0 {
		return
	}
	in := &s.intr[k]
	for i, x := range in.Intel {
		if x < 0 {
			in.Intel[i] = int8(m)
			s.intels[m] = intelMarker{Loc: carriedBy(k), Up: true}
			s.emit(Happened{Who: Fig(k), Text: "takes the Intelligence " + s.intel[m].String()})
			return
		}
	}
}

// intruderStep moves the current Intruder one square, sneaking when a
// hidden Intruder moves within 4 squares of a Sentry's Line of Sight
// (Rulebook, "Sneaking").
func (s *game) intruderStep(f Fig, d geom.Dir) {
	k := int(f)
	in := &s.intr[k]
	q, _, _ := s.stepTarget(f, d)
	if in.Hidden && in.Disguise == NoFig && in.Status == InBase && s.bd().room[q] != Outside && s.sentryZone(q, f) {
		s.push(frame{Kind: fChance, Who: f, Op: opSneak, A: int16(d)})
		return
	}
	s.doStep(f, d)
}

func itoa(n int) string { return strconv.Itoa(n) }

func (s *State) intruderCandidates(c []Action) []Action {
	b := s.bd()
	pt := b.pt
	if s.mv.On {
		return s.stepCandidates(c)
	}
	k := s.current()
	f := Fig(k)
	in := &s.intr[k]
	c = append(c, boxPass)
	if in.Talent == Detective && !in.Passage && in.Acts == 0 && in.Status == InBase {
		c = append(c, b.box.detective[k]...)
	}
	if left := s.maxMove(f); left > 0 {
		ok := s.stepsOK(f, left)
		for d := range 8 {
			if ok&(1<<d) != 0 {
				c = append(c, boxMove[f][d])
			}
		}
	}
	sq := in.Sq
	for id, d := range b.doors {
		if has(d.front, sq) {
			c = append(c, Breach{f, id})
		}
	}
	for _, m := range s.intels {
		if m.Loc >= 0 && b.near(sq, m.Loc) {
			if m.Up {
				c = append(c, PickUp{f, pt(m.Loc), NoItem})
			} else {
				c = append(c, Search{f, pt(m.Loc)})
			}
		}
	}
	for i, q := range s.items {
		if q >= 0 && b.near(sq, q) {
			c = append(c, PickUp{f, pt(q), itemMarkers[i]})
		}
	}
	if b.near(sq, b.medical) {
		c = append(c, Supplies{f, MedicalKit}, Supplies{f, Painkiller}, Supplies{f, Stimulant})
	}
	if has(s.passages[:], sq) {
		for _, q := range s.passages {
			if q >= 0 {
				c = append(c, Explore{f, pt(q)})
			}
		}
	}
	if b.near(sq, b.power) {
		c = append(c, Sabotage{f, pt(b.power)})
	}
	if in.Talent == Saboteur {
		for _, q := range s.cams {
			if q >= 0 && b.near(sq, q) {
				c = append(c, Sabotage{f, pt(q)})
			}
		}
		for _, t := range s.traps {
			if t.Sq >= 0 && b.near(sq, t.Sq) {
				c = append(c, Sabotage{f, pt(t.Sq)})
			}
		}
	}
	switch {
	case in.Hidden:
		c = append(c, boxReveal[f])
	default:
		c = append(c, boxHide[f])
	}
	if in.Stun {
		c = append(c, boxRest[f])
	}
	if s.hasItem(k, MedicalKit) {
		for g := Fig(0); g < Fig(s.n); g++ {
			// Only a wounded Intruder (see legalIntruder).
			if s.figSq(g) >= 0 && s.intr[g].Wound {
				c = append(c, Heal{f, g})
			}
		}
	}
	// Fights, sneak-attacks and shots that legal would reject are left out
	// here, by the same checks, so that Actions builds no error for them.
	for g := B; g < nFigs; g++ {
		if gq := s.figSq(g); gq >= 0 {
			if b.dist(sq, gq) == 1 {
				if s.canFight(f, g) {
					c = append(c, boxFight[f][g])
				}
				if in.Hidden && in.Disguise == NoFig {
					if ok, _ := b.adjacent(sq, gq); ok {
						c = append(c, boxSneak[f][g])
					}
				}
			} else if !in.Hidden && b.dist(sq, gq) <= 12 {
				if s.canShoot(f, g) {
					c = append(c, boxShoot[f][g])
				}
			}
		}
	}
	if sq == b.security {
		c = s.securityCandidates(c, f)
	}
	if s.nItems(k) > 1 {
		// Only a spare weapon he carries (see legalIntruder).
		for _, it := range [...]Item{Handgun, SMG} {
			if s.hasItem(k, it) && s.weapon(k) != it {
				c = append(c, Primary{f, it})
			}
		}
	}
	if in.StartKZ {
		c = append(c, boxSurrender[f])
	}
	return c
}

// canTakeTime: only a hidden Intruder may take time; a disguised one not
// in a Minion's Line of Sight (Rulebook, "Imposter").
func (s *State) canTakeTime(k int) bool {
	in := &s.intr[k]
	if !in.Hidden {
		return false
	}
	return in.Disguise == NoFig || !s.inMinionSight(k)
}
