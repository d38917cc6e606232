package fireteam

import "math/bits"

// Searching, objectives, intel and ambushes (Rulebook, "Searching" to
// "Patty", "Objective Cards", "Recon Cards", "Special Intel Tokens").

// searchReason checks a search (Rulebook, "Searching"; Patty).
func (s *State) searchReason(h int) string {
	at := s.heroes[h].loc
	t := s.b().spawnAt[at]
	if t < 0 || s.spawnUp&(1<<t) == 0 {
		return "the location holds no face-up spawn token"
	}
	if s.monstersAt(at) > 0 {
		return "a location with monsters cannot be searched"
	}
	if s.acted && s.b().rng[at][s.spec[Patty]] > 1 {
		return "the hero has performed his action this turn"
	}
	if s.nRecon == 0 {
		return "the recon deck is empty"
	}
	return ""
}

// search resolves a search action.
func (k *kernel) search(i int) {
	s := k.s
	at := s.heroes[i].loc
	t := s.b().spawnAt[at]
	s.spawnUp &^= 1 << t
	if s.b().rng[at][s.spec[Patty]] > 1 {
		s.acted = true // with Patty near, the search is a free action
	}
	s.nRecon--
	c := s.recon[s.nRecon]
	s.recon[s.nRecon] = 0
	mi := s.m()
	if c < eventCard {
		d := mi.found[c]
		k.emit(Searched{s.heroes[i].id, Loc(at), d.name})
		switch d.kind {
		case dcLair:
			if s.mons[bossSlot].loc == noLoc && s.mons[bossSlot].pool == poolReserve {
				s.mons[bossSlot] = monster{loc: s.b().power, pool: poolReserve}
				s.power = s.nHeroes
				k.emitOne(evSpawned1[bossSlot][s.b().power])
			}
		case dcDouble:
			s.forced = true
		case dcToken, dcTarget:
			// The objective's intel comes when a hero uses the token, or
			// attacks it.
			s.tokens[c] = at
			k.emit(TokenPlaced{specialTokens[d.token], Loc(at)})
			return
		case dcStir:
			// Reserve Pool: "If you are instructed to add a monster from
			// the Reserve Pool to the Spawn Pool": one monster, a minion
			// while any is left, else an elite (DATA.md).
			for m := range bossSlot {
				if s.mons[m].pool == poolReserve {
					s.mons[m].pool = poolSpawn
					break
				}
			}
		}
		k.intel(int(d.obj))
		return
	}
	e := eventKind(c - eventCard)
	k.emit(Searched{s.heroes[i].id, Loc(at), eventNames[e]})
	switch e {
	case evAmbushMinion:
		k.ambush(i, Minion)
	case evAmbushElite:
		k.ambush(i, Elite)
	case evSupplies:
		k.draw(i, 2)
	case evLuckyCharm:
		k.heads()
	case evAlarm:
		k.advanceThreat()
	case evCaveIn:
		k.throw(i)
	case evFieldMedic:
		for j := range int(s.nHeroes) {
			if s.heroes[j].loc == at && s.active(j) {
				k.draw(j, 1)
			}
		}
	}
}

func (k *kernel) heads() {
	if k.s.tails {
		k.s.tails = false
		k.emit(CoinFlipped{true})
	}
}

// intel places an intel token on objective o (Rulebook, "Completing
// Objectives").
func (k *kernel) intel(o int) {
	s := k.s
	ob := &s.m().objectives[o]
	if s.done&(1<<o) != 0 || ob.killBoss {
		return
	}
	s.intel[o]++
	complete := s.intel[o] >= ob.intel
	k.emit(IntelPlaced{ob.name, int(s.intel[o]), complete})
	if complete {
		s.done |= 1 << o
		k.objectiveDone(o)
	}
}

func (k *kernel) objectiveDone(o int) {
	if k.s.m().objectives[o].flipCoin {
		k.heads()
	}
}

// ambush spawns a monster of class c in hero i's location and activates it
// at once, with no reactions (Rulebook, "Ambush!").
func (k *kernel) ambush(i int, c Class) {
	s := k.s
	at := s.heroes[i].loc
	lo, hi := 0, firstElite
	if c == Elite {
		lo, hi = firstElite, bossSlot
	}
	pick := -1
	for m := lo; m < hi; m++ {
		if s.mons[m].pool == poolSpawn && s.mons[m].loc == noLoc {
			pick = m
			break
		}
	}
	if pick < 0 {
		// All eligible monsters are on the board: the one furthest away.
		best := -1
		for m := lo; m < hi; m++ {
			if l := s.mons[m].loc; l != noLoc && s.mons[m].pool == poolSpawn && int(s.b().rng[at][l]) > best {
				best, pick = int(s.b().rng[at][l]), m
			}
		}
	}
	if pick < 0 {
		return
	}
	s.mons[pick].loc = at
	k.emitOne(evSpawned1[pick][at])
	k.activateAmbush(pick)
}

func trailing(m uint32) int { return bits.TrailingZeros32(m) }

func popcount(m uint32) int { return bits.OnesCount32(m) }

// tokenAt is the discovery whose special intel token lies at l, -1 none.
func (s *State) tokenAt(l uint8) int {
	for i, t := range s.tokens {
		if t == l {
			return i
		}
	}
	return -1
}

// operateReason checks the use of a special intel token: the hero's
// action, in the token's location, with no monsters there.
func (s *State) operateReason(h int) string {
	at := s.heroes[h].loc
	if d := s.tokenAt(at); d < 0 || s.m().found[d].kind != dcToken {
		return "no special intel token to use in the hero's location"
	}
	if s.acted {
		return "the hero has performed his action this turn"
	}
	if s.monstersAt(at) > 0 {
		return "monsters hold the location"
	}
	return ""
}

// operate uses the token: an intel token goes on its discovery card; once
// the card holds its work's worth, the token leaves the board and the
// objective gains its intel (Rulebook, "Intel Tokens": on discovery cards to
// track progress toward resolving an encounter).
func (k *kernel) operate(i int) {
	s := k.s
	d := s.tokenAt(s.heroes[i].loc)
	s.acted = true
	s.onCard[d]++
	if s.onCard[d] < max(1, s.m().found[d].work) {
		k.emit(IntelPlaced{s.m().found[d].name, int(s.onCard[d]), false})
		return
	}
	s.onCard[d] = 0
	s.tokens[d] = noLoc
	k.intel(int(s.m().found[d].obj))
}

// throwTo is where the Cave-In throws a hero standing at l: the adjacent
// location nearest the entry point (the lowest-numbered among equals),
// noLoc when every neighbour is impassible.
func (s *State) throwTo(l uint8) uint8 {
	b := s.b()
	to, best := uint8(noLoc), 255
	for _, n := range b.adj[l] {
		if b.terrain[n] != Impassible && int(b.mdist[n][b.entry]) < best {
			to, best = n, int(b.mdist[n][b.entry])
		}
	}
	return to
}

// throw moves hero i involuntarily into the adjacent location nearest the
// entry point (throwTo). Fleeing does not apply. The specialists he alone
// guards come with him; where another active hero is there to take charge
// of them, he chooses which to bring (stBring, the Bring action): Rulebook,
// "Guarding Specialists": "you may choose to bring any or all of those
// specialists", and the restriction "applies even if your movement is
// involuntary".
func (k *kernel) throw(i int) {
	s := k.s
	at := s.heroes[i].loc
	to := s.throwTo(at)
	if to == noLoc {
		return
	}
	guarded := s.activeHeroesAt(at, i) > 0
	if guarded && (s.spec[Patty] == at || s.spec[Henry] == at) {
		s.step = stBring
		return
	}
	k.relocate(i, to, s.spec[Patty] == at, s.spec[Henry] == at)
}

// bringActions lists hero h's choices of specialists to bring: every
// subset of those in his location, none first.
func (s *State) bringActions(h int, out []Action) []Action {
	at := s.heroes[h].loc
	for f := range 4 {
		if f&1 != 0 && s.spec[Patty] != at || f&2 != 0 && s.spec[Henry] != at {
			continue
		}
		out = append(out, boxBring[s.heroes[h].id][f])
	}
	return out
}

// bringReason checks a Bring: only the specialists in the hero's location.
func (s *State) bringReason(h int, a Bring) string {
	at := s.heroes[h].loc
	for sp, with := range [2]bool{a.Patty, a.Henry} {
		if with && s.spec[sp] != at {
			return specNames[sp] + " is not in the hero's location"
		}
	}
	return ""
}
