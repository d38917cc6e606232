package fireteam

import "math/bits"

// The Tactics and Hero Phases.

const (
	heroSpeed = 2 // Rulebook, "Moving"
	maxDice   = 8 // Rulebook, "Attacking": never more than 8 attack dice
)

// handSize is hero i's hand size (5, one less under the Dread twist, one
// more with the Quartermaster focus and its kin).
func (s *State) handSize(i int) int {
	n := 5
	if s.twistOn(twDread) {
		n--
	}
	if s.heroes[i].hasFocus(fcHand) {
		n++
	}
	return n
}

// speedOf is hero i's speed (2, one more with a speed focus).
func (s *State) speedOf(i int) uint8 {
	if s.heroes[i].hasFocus(fcSpeed) {
		return heroSpeed + 1
	}
	return heroSpeed
}

// draw draws n cards for hero i, reshuffling the discard pile into a new
// deck the moment the deck is depleted (Rulebook, "3. Draw Cards").
func (k *kernel) draw(i, n int) {
	s := k.s
	h := &s.heroes[i]
	var got []Card
	for range n {
		if h.nDeck == 0 && h.disc != 0 {
			k.reshuffle(i)
		}
		if h.nDeck == 0 {
			break
		}
		h.nDeck--
		c := h.deck[h.nDeck]
		h.deck[h.nDeck] = 0
		h.hand |= 1 << c
		got = append(got, Card{h.id.Role(), c})
		if h.nDeck == 0 && h.disc != 0 {
			k.reshuffle(i)
		}
	}
	if len(got) > 0 {
		k.emit(Drew{Seat: s.seatOf(i), Hero: h.id, N: len(got), Cards: got})
	}
}

func (k *kernel) reshuffle(i int) {
	h := &k.s.heroes[i]
	for m := h.disc; m != 0; m &= m - 1 {
		h.deck[h.nDeck] = uint8(bits.TrailingZeros32(m))
		h.nDeck++
	}
	h.disc = 0
	shuffle(k.r, h.deck[:h.nDeck])
	k.emit(Reshuffled{h.id})
}

func shuffle(r interface{ IntN(int) int }, a []uint8) {
	for i := len(a) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		a[i], a[j] = a[j], a[i]
	}
}

// newRound starts a game round with its Tactics Phase.
func (k *kernel) newRound() {
	s := k.s
	s.round++
	s.supp = 0
	if s.round > 1 {
		// 1. Determine Start Player: the token passes to the left.
		s.start = uint8((int(s.start) + 1) % int(s.nHeroes))
		k.emit(StartPassed{s.heroes[s.start].id})
		// 2. Play a Tactical Response: offered in turn order from the start
		// player, who thus has the final say.
		k.nextTactic(0)
		return
	}
	k.drawPhase(-1)
}

// nextTactic offers a tactical response to the heroes from turn-order
// position p on; when none is left, the cards are drawn.
func (k *kernel) nextTactic(p int) {
	s := k.s
	for ; p < int(s.nHeroes); p++ {
		i := s.order(p)
		if s.heroes[i].down {
			continue // Tactics Phase 2: a knocked-down hero may not play one
		}
		for m := s.heroes[i].hand; m != 0; m &= m - 1 {
			if s.card(i, bits.TrailingZeros32(m)).eff.tactical() {
				s.step = stTactic
				s.cur = uint8(i)
				return
			}
		}
	}
	k.drawPhase(-1)
}

// respond resolves hero i's tactical response, then the Draw Cards step.
func (k *kernel) respond(i, n int) {
	s := k.s
	c := s.card(i, n)
	s.discardCard(i, n)
	k.emit(evPlayed[plTactical][s.heroes[i].id][n])
	b := s.b()
	at := s.heroes[i].loc
	switch c.eff {
	case trRally:
		for p := range int(s.nHeroes) {
			j := s.order(p)
			if j != i && s.active(j) && b.rng[at][s.heroes[j].loc] <= c.effRng {
				k.draw(j, int(c.effN))
			}
		}
	case trSuppress:
		for m := range nMonsters {
			if l := s.mons[m].loc; l != noLoc && b.rng[at][l] <= c.effRng {
				s.supp |= 1 << m
			}
		}
	case trCleanse:
		for m := range firstElite {
			if l := s.mons[m].loc; l != noLoc && b.rng[at][l] <= c.effRng {
				s.mons[m].loc = noLoc
				k.emit(Damaged{Monster: Monster(m), Killed: true})
			}
		}
	}
	k.drawPhase(i)
}

// drawPhase is Tactics Phase step 3, then the Hero Phase begins.
func (k *kernel) drawPhase(responder int) {
	s := k.s
	for p := range int(s.nHeroes) {
		i := s.order(p)
		if i == responder {
			continue
		}
		if n := s.handSize(i) - s.heroes[i].handSize(); n > 0 {
			k.draw(i, n)
		}
	}
	k.startTurn(s.order(0))
}

// startTurn begins hero i's turn.
func (k *kernel) startTurn(i int) {
	s := k.s
	s.cur = uint8(i)
	s.moves = 0
	s.acted = false
	s.atkCards = 0
	s.nDice = 0
	if s.heroes[i].down {
		s.step = stDown
	} else {
		s.step = stTurn
	}
}

// endTurn passes to the next hero, or to the Threat Phase.
func (k *kernel) endTurn() {
	s := k.s
	s.atkCards = 0
	s.nDice = 0
	s.moves = 0
	s.acted = false
	if p := s.pos(int(s.cur)) + 1; p < int(s.nHeroes) {
		k.startTurn(s.order(p))
		return
	}
	k.threatPhase()
}

func (s *State) turnActions(h int, out []Action) []Action {
	hero := s.heroes[h].id
	b := s.b()
	at := s.heroes[h].loc
	speed := s.speedOf(h)
	if s.moves < speed && s.monstersAt(at) <= s.activeHeroesAt(at, -1) {
		// The specialists' choices are the same for every destination.
		var combos [4]uint8
		nc := 0
		guarded := s.activeHeroesAt(at, h) > 0
		for f := range uint8(4) {
			ok := true
			for sp := range 2 {
				with, here := f&(1<<sp) != 0, s.spec[sp] == at
				ok = ok && (!with || here) && (with || !here || guarded)
			}
			if ok {
				combos[nc] = f
				nc++
			}
		}
		for _, to := range b.adj[at] {
			switch b.terrain[to] {
			case Impassible:
				continue
			case Difficult:
				if s.moves+2 > speed {
					continue
				}
			}
			for _, f := range combos[:nc] {
				out = append(out, boxMove[hero][to][f])
			}
		}
	}
	if !s.acted {
		for m := range Monster(nMonsters) {
			if s.mons[m].loc != noLoc && s.attackReason(h, m) == "" {
				out = append(out, boxAttack[hero][m])
			}
		}
	}
	if s.searchReason(h) == "" {
		out = append(out, boxHero[bxSearch][hero])
	}
	if s.operateReason(h) == "" {
		out = append(out, Operate{hero})
	}
	return append(out, boxHero[bxEnd][hero])
}

func (s *State) monstersAt(l uint8) int {
	n := 0
	for m := range nMonsters {
		if s.mons[m].loc == l {
			n++
		}
	}
	return n
}

func (s *State) activeHeroesAt(l uint8, except int) int {
	n := 0
	for i := range int(s.nHeroes) {
		if i != except && s.heroes[i].loc == l && !s.heroes[i].down {
			n++
		}
	}
	return n
}

// moveReason checks a move (Rulebook, "Moving", "Guarding Specialists",
// "Fleeing").
func (s *State) moveReason(h int, a Move) string {
	b := s.b()
	at := s.heroes[h].loc
	if int(a.To) >= nLocs || b.rng[at][a.To] != 1 {
		return "a hero moves to an adjacent location"
	}
	cost := uint8(1)
	switch b.terrain[a.To] {
	case Impassible:
		return "a hero may not enter impassible terrain"
	case Difficult:
		cost = 2
	}
	if s.moves+cost > s.speedOf(h) {
		return "the hero's speed is spent"
	}
	if s.monstersAt(at) > s.activeHeroesAt(at, -1) {
		return "a hero may not flee a location with more monsters than active heroes"
	}
	guarded := s.activeHeroesAt(at, h) > 0
	for sp, with := range [2]bool{a.Patty, a.Henry} {
		here := s.spec[sp] == at
		if with && !here {
			return specNames[sp] + " is not in the hero's location"
		}
		if here && !with && !guarded {
			return "the hero must bring " + specNames[sp] + ": no other hero guards him"
		}
	}
	return ""
}

// move moves hero i with the specialists he brings.
func (k *kernel) move(i int, a Move) {
	s := k.s
	cost := uint8(1)
	if s.b().terrain[a.To] == Difficult {
		cost = 2
	}
	s.moves += cost
	k.relocate(i, uint8(a.To), a.Patty, a.Henry)
}

func (k *kernel) relocate(i int, to uint8, patty, henry bool) {
	s := k.s
	if patty {
		s.spec[Patty] = to
	}
	if henry {
		s.spec[Henry] = to
	}
	s.heroes[i].loc = to
	k.emit(evMoved[s.heroes[i].id][to])
}

// attackReason checks the start of an attack on monster m.
func (s *State) attackReason(h int, m Monster) string {
	if s.acted {
		return "the hero has performed his action this turn"
	}
	if m >= nMonsters || s.mons[m].loc == noLoc {
		return "the monster is not on the board"
	}
	d := s.b().rng[s.heroes[h].loc][s.mons[m].loc]
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
	if s.cardRange(h, n) < s.b().rng[s.heroes[h].loc][s.mons[s.atkTarget].loc] {
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
		k.emit(evPlayed[plAttack][s.heroes[i].id][n])
	}
	s.acted = true
	if typ := s.card(i, trailing(s.atkCards)).typ; s.heroes[i].hasFocus(fcBrawl + focusKind(typ)) {
		str++ // a focus card adds a die to attacks of its type
	}
	n := s.attackDice(str, s.heroes[i].loc, s.mons[s.atkTarget].loc, false)
	s.nDice = uint8(n)
	for d := range n {
		s.dice[d] = uint8(k.r.IntN(6))
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
	at := s.mons[target].loc
	s.atkCards = 0
	s.nDice = 0
	s.atkTarget = 0
	s.dice = [maxDice]uint8{}
	s.step = stTurn
	if typ != Bomb {
		k.damage(int(target), hits, typ, bypass)
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
			k.emit(HeroHit{s.heroes[j].id, hits})
			any = true
		}
	}
	if any {
		s.att = attackOnHeroes{m: noLoc, stage: agDiscard, ask: noLoc, ctx: ctxTurn}
		s.step = stAttack
	}
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
		k.emit(Damaged{Monster: Monster(m), Damage: d})
		return
	}
	if m == bossSlot {
		s.power--
		k.emit(Damaged{Monster: Monster(m), Damage: d, Injured: true})
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
	k.emit(Damaged{Monster: Monster(m), Damage: d, Killed: true})
}

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
				k.emit(evSpawned[bossSlot][s.b().power])
			}
		case dcToken:
			// The objective's intel comes when a hero uses the token.
			s.tokens[c] = at
			k.emit(TokenPlaced{specialTokens[d.token], Loc(at)})
			return
		case dcStir:
			for m := range bossSlot {
				if s.mons[m].pool == poolReserve {
					s.mons[m].pool = poolSpawn
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
	k.emit(evSpawned[pick][at])
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
	if s.tokenAt(at) < 0 {
		return "no special intel token in the hero's location"
	}
	if s.acted {
		return "the hero has performed his action this turn"
	}
	if s.monstersAt(at) > 0 {
		return "monsters hold the location"
	}
	return ""
}

// operate uses the token: it leaves the board, its objective gains intel.
func (k *kernel) operate(i int) {
	s := k.s
	d := s.tokenAt(s.heroes[i].loc)
	s.tokens[d] = noLoc
	s.acted = true
	k.intel(int(s.m().found[d].obj))
}
