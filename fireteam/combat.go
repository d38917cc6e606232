package fireteam

import "math/bits"

// Attacking (Rulebook, "Attacking" to "Henry").

const maxDice = 8 // Rulebook, "Attacking": never more than 8 attack dice

// attackReason checks the start of an attack on monster m.
func (s *State) attackReason(h int, m Monster) string {
	ally := m >= firstAlly
	if s.acted && !ally {
		return "the hero has performed his action this turn"
	}
	if !ally && s.forced && s.mustAttackAlly(h) {
		return "the hero must attack an ally first"
	}
	tl := s.targetLoc(m)
	if tl == noLoc {
		return "the monster is not on the board"
	}
	d := s.b().rng[s.heroes[h].loc][tl]
	for mask := s.heroes[h].hand; mask != 0; mask &= mask - 1 {
		if s.cardRange(h, bits.TrailingZeros32(mask)) >= d {
			return ""
		}
	}
	return "the target is out of range of every card in hand"
}

// addReason checks a card added to the attack (Rulebook, "Attacking": the
// same attack type, the target within each card's range).
func (s *State) addReason(h, n int) string {
	c := s.card(h, n)
	if s.atkCards != 0 {
		first := bits.TrailingZeros32(s.atkCards)
		if s.card(h, first).typ != c.typ {
			return "all cards of an attack share the same attack type"
		}
	}
	if s.cardRange(h, n) < s.b().rng[s.heroes[h].loc][s.targetLoc(Monster(s.atkTarget))] {
		return "the target is out of the card's range"
	}
	return ""
}

// attackDice is the number of dice of an attack of strength str from one
// location at another (Rulebook, "Terrain Effects"; at most 8).
func (s *State) attackDice(str int, from, to uint8, ignoreCover bool) int {
	b := s.b()
	if from != to {
		if b.terrain[to] == Cover && !ignoreCover {
			str--
		}
		if b.terrain[from] == Elevated && b.terrain[to] != Elevated {
			str++
		}
	}
	return max(0, min(str, maxDice))
}

// roll plays the attack's cards and rolls its dice.
func (k *kernel) roll(i int) {
	s := k.s
	str := 0
	for m := s.atkCards; m != 0; m &= m - 1 {
		n := bits.TrailingZeros32(m)
		str += int(s.card(i, n).str)
		s.discardCard(i, n)
		k.emitOne(evPlayed1[plAttack][s.heroes[i].id][n])
	}
	s.acted = true
	if typ := s.card(i, trailing(s.atkCards)).typ; s.heroes[i].hasFocus(fcBrawl + focusKind(typ)) {
		str++ // a focus card adds a die to attacks of its type
	}
	n := s.attackDice(str, s.heroes[i].loc, s.targetLoc(Monster(s.atkTarget)), false)
	s.nDice = uint8(n)
	for d := range n {
		s.dice[d] = uint8(k.out.r.IntN(6))
	}
	k.emit(Rolled{Who: s.heroes[i].id.String(), Dice: append([]uint8(nil), s.dice[:n]...), Hits: s.symbols(i)})
	// Henry: an ally in his location or an adjacent one may reroll one die.
	if n > 0 && s.b().rng[s.heroes[i].loc][s.spec[Henry]] <= 1 {
		s.step = stReroll
		return
	}
	k.resolveAttack(i)
}

// symbols counts the rolled hit symbols of the attack's type.
func (s *State) symbols(i int) int {
	typ := s.card(i, trailing(s.atkCards)).typ
	n := 0
	for d := range s.nDice {
		n += int(attackFaces[s.dice[d]][typ])
	}
	return n
}

// resolveAttack inflicts the attack's hits (Rulebook, "Attacking",
// "Resistance", "Bonus Hits", "Boss Fights", "Explosives").
func (k *kernel) resolveAttack(i int) {
	s := k.s
	typ := s.card(i, bits.TrailingZeros32(s.atkCards)).typ
	hits, bypass := 0, false
	for m := s.atkCards; m != 0; m &= m - 1 {
		c := s.card(i, bits.TrailingZeros32(m))
		hits += int(c.bonus)
		bypass = bypass || c.bypass
	}
	hits += s.symbols(i)
	target := uint8(s.atkTarget)
	at := s.targetLoc(Monster(target))
	s.atkCards = 0
	s.nDice = 0
	s.atkTarget = 0
	s.dice = [maxDice]uint8{}
	s.step = stTurn
	s.forced = false
	if target >= firstToken && target < firstAlly {
		k.damageToken(int(target-firstToken), hits)
	}
	if typ != Bomb {
		switch {
		case target < nMonsters:
			k.damage(int(target), hits, typ, bypass)
		case target >= firstAlly && hits > 0:
			// Damage to a hero is resolved as if a monster inflicted it.
			j := int(target - firstAlly)
			s.hits[j] = uint8(min(hits, 255))
			k.emitOne(heroHit(s.heroes[j].id, hits))
			s.att = attackOnHeroes{m: noLoc, stage: agDiscard, ask: noLoc, ctx: ctxTurn}
			s.step = stAttack
		}
		return
	}
	// Explosives: every monster and every active hero in the location,
	// the attacker included; the specialists never take damage.
	for m := range nMonsters {
		if s.mons[m].loc == at {
			k.damage(m, hits, typ, bypass)
		}
	}
	if hits == 0 {
		return
	}
	any := false
	for j := range int(s.nHeroes) {
		if s.heroes[j].loc == at && s.active(j) {
			s.hits[j] = uint8(min(hits, 255))
			k.emitOne(heroHit(s.heroes[j].id, hits))
			any = true
		}
	}
	if any {
		s.att = attackOnHeroes{m: noLoc, stage: agDiscard, ask: noLoc, ctx: ctxTurn}
		s.step = stAttack
	}
}

// mustAttackAlly reports whether hero h, who must attack an ally, can.
func (s *State) mustAttackAlly(h int) bool {
	for m := Monster(firstAlly); m < nTargets; m++ {
		if l := s.targetLoc(m); l != noLoc {
			d := s.b().rng[s.heroes[h].loc][l]
			for mask := s.heroes[h].hand; mask != 0; mask &= mask - 1 {
				if s.cardRange(h, trailing(mask)) >= d {
					return true
				}
			}
		}
	}
	return false
}

// damageToken resolves a special attack on the special intel token of
// discovery i: enough damage in one attack and the token leaves the board,
// placing the objective's intel (Rulebook, "Special Attacks").
func (k *kernel) damageToken(i, hits int) {
	s := k.s
	k.emitOne(damaged(Monster(firstToken+i), hits, hits >= targetHealth, false))
	if hits < targetHealth {
		return
	}
	s.tokens[i] = noLoc
	k.intel(int(s.m().found[i].obj))
}

// damage inflicts hits of an attack type on monster m.
func (k *kernel) damage(m, hits int, typ AttackType, bypass bool) {
	s := k.s
	d := hits
	if !bypass {
		d -= s.resist(m, typ)
	}
	d = max(d, 0)
	if d < s.health(m) {
		k.emitOne(damaged(Monster(m), d, false, false))
		return
	}
	if m == bossSlot {
		s.power--
		k.emitOne(damaged(Monster(m), d, false, true))
		if s.power > 0 {
			return
		}
		// Defeated: removed, never returned to the Spawn Pool.
		s.mons[m] = monster{loc: noLoc, pool: poolNone}
		for o, ob := range s.m().objectives {
			if ob.killBoss {
				s.done |= 1 << o
				k.emit(IntelPlaced{ob.name, 0, true})
				k.objectiveDone(o)
			}
		}
		return
	}
	s.mons[m].loc = noLoc
	// A Suppress holds the figure it found: killed, it may come back (an
	// ambush) as a new arrival that activates (audit 2).
	s.supp &^= 1 << m
	k.emitOne(damaged(Monster(m), d, true, false))
}
