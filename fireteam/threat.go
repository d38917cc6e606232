package fireteam

// The Threat Phase: the threat track, monster activation, monster attacks
// on heroes, knockdown and spawning.

func (s *State) twistOn(t twist) bool {
	for i := range s.nTwists {
		if twist(s.twists[i]) == t {
			return true
		}
	}
	return false
}

func (s *State) ref(m int) *monsterCard { return &monsterCards[s.m().family][slotClass(m)] }

func (s *State) speed(m int) int {
	v := int(s.ref(m).speed)
	if slotClass(m) == Minion && s.twistOn(twFrenzy) {
		v++
	}
	return v
}

func (s *State) health(m int) int {
	v := int(s.ref(m).health)
	if slotClass(m) == Minion && s.twistOn(twHardened) {
		v++
	}
	return v
}

func (s *State) resist(m int, t AttackType) int {
	v := int(s.ref(m).resist[t])
	if slotClass(m) == Elite && s.twistOn(twThickHide) {
		v++
	}
	return v
}

func (s *State) strength(m int) int {
	v := int(s.ref(m).str)
	switch slotClass(m) {
	case Minion:
		if s.twistOn(twFerocity) {
			v++
		}
	case Elite:
		if s.twistOn(twFury) {
			v++
		}
	}
	if s.ref(m).attr == atSwarm {
		v += s.monstersAt(s.mons[m].loc) - 1
	}
	return v
}

// threatPhase begins the Threat Phase.
func (k *kernel) threatPhase() {
	s := k.s
	k.advanceThreat()
	if s.step == stOver {
		return
	}
	s.remain = 0
	for m := range nMonsters {
		if s.mons[m].loc != noLoc && s.supp&(1<<m) == 0 {
			s.remain |= 1 << m
		}
	}
	s.step = stOrder
}

// advanceThreat moves the threat token one space and reveals a twist on a
// twist space (Rulebook, "1. Advance the Threat Token").
func (k *kernel) advanceThreat() {
	s := k.s
	if int(s.threat) >= threatSpaces-1 {
		return
	}
	s.threat++
	k.emit(ThreatAdvanced{int(s.threat) + 1})
	if !twistSpace(int(s.threat)) || s.nTdeck == 0 || s.nTwists >= 4 {
		return
	}
	s.nTdeck--
	t := s.tdeck[s.nTdeck]
	s.tdeck[s.nTdeck] = 0
	s.twists[s.nTwists] = t
	s.nTwists++
	k.emitOne(evTwist1[s.m().family%3][t%uint8(nTwists)])
	if twist(t) == twOnslaught {
		k.spawnAll()
	}
}

// orderCandidates are the monsters that may activate next: the remaining
// ones of the lowest class (minions, then elites, then the boss).
func (s *State) orderCandidates() uint16 {
	var c uint16
	for m := range nMonsters {
		if s.remain&(1<<m) != 0 && s.mons[m].loc != noLoc {
			c |= 1 << m
		}
	}
	switch {
	case c&(1<<firstElite-1) != 0:
		return c & (1<<firstElite - 1)
	case c&(1<<bossSlot-1) != 0:
		return c & (1<<bossSlot - 1)
	}
	return c
}

// activate activates monster m in the Threat Phase.
func (k *kernel) activate(m int) {
	k.s.remain &^= 1 << m
	k.activateMonster(m, ctxThreat, false)
}

// activateAmbush activates an ambushing monster: no reactions.
func (k *kernel) activateAmbush(m int) { k.activateMonster(m, ctxTurn, true) }

// activateMonster moves monster m, rolls its activation die and starts its
// attack (Rulebook, "2. Activate Monsters").
func (k *kernel) activateMonster(m int, ctx uint8, ambush bool) {
	s := k.s
	// I - Monster Movement
	for range s.speed(m) {
		if !k.monsterStep(m) {
			break
		}
	}
	// II - The Activation Die
	face := activationFaces[k.out.r.IntN(6)]
	if face == actBlank && s.twistOn(twRestless) {
		face = actMove
	}
	extra := uint8(0)
	switch face {
	case actBlank:
		k.emitOne(evActivation1[m][0])
	case actMove:
		k.emitOne(evActivation1[m][1])
		k.monsterStep(m)
	case actSpecial:
		k.emitOne(evActivation1[m][2])
		switch s.ref(m).special {
		case spExtraHit:
			extra = 1
		case spLeap:
			k.monsterStep(m)
			k.monsterStep(m)
		case spSummon:
			for o := range firstElite {
				if s.mons[o].pool == poolSpawn && s.mons[o].loc == noLoc {
					s.mons[o].loc = s.mons[m].loc
					k.emitOne(evSpawned1[o][s.mons[m].loc])
					break
				}
			}
		}
	}
	// III - Monster Attacks: the closest active hero in range, ties to the
	// earliest in turn order.
	at := s.mons[m].loc
	b := s.b()
	target, best := -1, 255
	for p := range int(s.nHeroes) {
		i := s.order(p)
		if !s.active(i) {
			continue
		}
		if d := int(b.rng[at][s.heroes[i].loc]); d <= int(s.ref(m).rng) && d < best {
			target, best = i, d
		}
	}
	if target < 0 {
		if ctx == ctxTurn {
			k.finishAttack(ctx)
		}
		return
	}
	k.emitOne(evTargeted1[m][s.heroes[target].id])
	s.att = attackOnHeroes{m: uint8(m), target: uint8(target), stage: agIntercede, ask: noLoc, ctx: ctx, ambush: ambush, extra: extra}
	s.step = stAttack
}

// monsterStep moves monster m one location toward the closest active hero,
// ties to the earliest in turn order; false when it does not move.
func (k *kernel) monsterStep(m int) bool {
	s := k.s
	b := s.b()
	at := s.mons[m].loc
	if s.activeHeroesAt(at, -1) > 0 {
		return false
	}
	goal, best := -1, 255
	for p := range int(s.nHeroes) {
		i := s.order(p)
		if !s.active(i) {
			continue
		}
		if d := int(b.mdist[at][s.heroes[i].loc]); d < best {
			goal, best = int(s.heroes[i].loc), d
		}
	}
	if goal < 0 || best == 0 || best == 255 {
		return false
	}
	for _, n := range b.adj[at] {
		if b.terrain[n] != Impassible && int(b.mdist[n][goal]) == best-1 {
			s.mons[m].loc = n
			k.emitOne(evMonsterMoved1[m][n])
			return true
		}
	}
	return false
}

// attackStep drives an attack on heroes until a decision is needed or it
// is resolved (Rulebook, "III - Monster Attacks", "Taking One for the
// Team", "Reaction Cards", "Knockdown").
func (k *kernel) attackStep() {
	s := k.s
	a := &s.att
	b := s.b()
	for {
		switch a.stage {
		case agIntercede:
			// Taking One for the Team: any other active hero in the
			// target's location may intercede, against a bomb too (the
			// rulebook's note says only that it "isn't much help" then;
			// issue 20.7).
			if a.m != noLoc {
				tl := s.heroes[a.target].loc
				if i := k.nextAsked(func(i int) bool {
					return i != int(a.target) && s.active(i) && s.heroes[i].loc == tl
				}); i >= 0 {
					s.step = stIntercede
					return
				}
			}
			a.stage, a.ask = agReact, noLoc
		case agReact:
			if a.m != noLoc && !a.ambush {
				// Every active hero holding cards is asked, whatever he
				// holds: asking only those holding a reaction in range would
				// tell the table what is in their hidden hands.
				if i := k.nextAsked(func(i int) bool {
					return s.active(i) && a.reacted&(1<<i) == 0 && s.heroes[i].handSize() > 0
				}); i >= 0 {
					s.step = stReact
					return
				}
			}
			a.stage, a.ask = agRoll, noLoc
		case agRoll:
			m := int(a.m)
			ref := s.ref(m)
			tl := s.heroes[a.target].loc
			n := s.attackDice(s.strength(m), s.mons[m].loc, tl, ref.attr == atIgnoreCover)
			var dice [maxDice]uint8
			hits := int(a.extra)
			for d := range n {
				dice[d] = uint8(k.out.r.IntN(6))
				hits += int(attackFaces[dice[d]][ref.typ])
			}
			k.emit(Rolled{Who: Monster(m).String(), Dice: append([]uint8(nil), dice[:n]...), Hits: hits})
			for i := range int(s.nHeroes) {
				if i == int(a.target) || ref.typ == Bomb && s.active(i) && s.heroes[i].loc == tl {
					h := max(0, hits-int(a.prevent[i]))
					s.hits[i] = uint8(min(h, 255))
					if h > 0 {
						k.emitOne(heroHit(s.heroes[i].id, h))
					}
				}
			}
			_ = b
			a.stage, a.ask = agDiscard, noLoc
		case agDiscard:
			for p := range int(s.nHeroes) {
				i := s.order(p)
				if s.hits[i] == 0 {
					continue
				}
				hs := s.heroes[i].handSize()
				switch {
				case s.heroes[i].down:
					s.hits[i] = 0
				case int(s.hits[i]) > hs:
					s.hits[i] = 0
					k.knockDown(i)
					if s.step == stOver {
						return
					}
				case int(s.hits[i]) == hs:
					s.hits[i] = 0
					for mask := s.heroes[i].hand; mask != 0; mask &= mask - 1 {
						n := trailing(mask)
						s.discardCard(i, n)
						k.emitOne(evPlayed1[plDiscard][s.heroes[i].id][n])
					}
				default:
					a.ask = uint8(i)
					s.step = stDiscard
					return
				}
			}
			k.finishAttack(a.ctx)
			return
		}
	}
}

// nextAsked finds the next hero in turn order after the last asked one
// that ok accepts, records it as asked and returns it; -1 when none.
func (k *kernel) nextAsked(ok func(i int) bool) int {
	s := k.s
	p := 0
	if s.att.ask != noLoc {
		p = s.pos(int(s.att.ask)) + 1
	}
	for ; p < int(s.nHeroes); p++ {
		if i := s.order(p); ok(i) {
			s.att.ask = uint8(i)
			return i
		}
	}
	return -1
}

func (k *kernel) finishAttack(ctx uint8) {
	s := k.s
	s.att = attackOnHeroes{m: noLoc, ask: noLoc}
	if ctx == ctxThreat {
		s.step = stOrder
		return
	}
	if s.heroes[s.cur].down {
		k.endTurn()
		return
	}
	s.step = stTurn
}

// knockDown knocks hero i down (Rulebook, "Knockdown", "The Lucky Coin",
// "Unprotected Specialists").
func (k *kernel) knockDown(i int) {
	s := k.s
	h := &s.heroes[i]
	h.disc |= h.hand
	h.hand = 0
	h.down = true
	k.emit(KnockedDown{h.id})
	if s.tails {
		k.end(false, whyKnockedDown)
		return
	}
	s.tails = true
	k.emit(CoinFlipped{false})
	for sp := range 2 {
		if s.spec[sp] == h.loc && s.activeHeroesAt(h.loc, -1) == 0 {
			k.advanceThreat()
		}
	}
}

// reactOK reports whether hero i may play card n as a reaction to the
// attack being resolved: a Shield whose range reaches the target.
func (s *State) reactOK(i, n int) bool {
	c := s.card(i, n)
	return c.eff == reShield && s.b().rng[s.heroes[i].loc][s.heroes[s.att.target].loc] <= c.effRng
}

func (s *State) reactReason(i, n int) string {
	if s.card(i, n).eff != reShield {
		return "the card is a tactical response, not a reaction"
	}
	if !s.reactOK(i, n) {
		return "the attacked hero is out of the reaction's range"
	}
	return ""
}

// spawnStep is "3. Spawn Monsters", skipped while the boss is in play.
func (k *kernel) spawnStep() {
	if k.s.mons[bossSlot].loc != noLoc {
		return
	}
	k.spawnAll()
}

// spawnAll spawns every monster of the Spawn Pool, minions first.
func (k *kernel) spawnAll() {
	s := k.s
	for m := range bossSlot {
		if s.mons[m].pool == poolSpawn && s.mons[m].loc == noLoc {
			k.spawn(m)
		}
	}
}

// secured: at least one active hero and no monsters (Rulebook, "Securing
// Spawn Points").
func (s *State) secured(l uint8) bool { return s.activeHeroesAt(l, -1) > 0 && s.monstersAt(l) == 0 }

// spawn rolls the Spawn Die for monster m, rolling again on a secured
// location; when all twelve are secured it does not spawn (RULES.md).
func (k *kernel) spawn(m int) {
	s := k.s
	b := s.b()
	open := false
	for _, l := range b.spawns {
		if !s.secured(l) {
			open = true
			break
		}
	}
	if !open {
		return
	}
	for {
		l := b.spawns[k.out.r.IntN(12)]
		if !s.secured(l) {
			s.mons[m].loc = l
			k.emitOne(evSpawned1[m][l])
			return
		}
	}
}
