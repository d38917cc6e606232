package fireteam

import (
	"fmt"
	"math/bits"
)

// Validate checks every invariant of the game, so that a state that
// passes can be played on: a game that is not over has a legal action.
// Each error names the rule it breaks ("fireteam: invalid state:
// specialists-guarded: Henry is without a hero"); [ValidateRules] lists
// them.
func (s State) Validate() error {
	if err := s.validate(); err != nil {
		return fmt.Errorf("%w: %v", errInvalid, err)
	}
	return nil
}

// ValidateRules are the rules State.Validate checks (issue 21.3), by the
// name its errors give, with what each requires.
var ValidateRules = []struct{ Name, Rule string }{
	{"mission", "the mission is one of I1..I3, F1..F3, T1..T3"},
	{"players", "1 to 4 players, one hero each (two for a solitaire player)"},
	{"waiting-for", "a known step (never the internal \"attack\"); a view's viewer is a seat of the game or the Observer"},
	{"start-player", "the start player token is held by a hero; a solitaire game has no start player choice"},
	{"operation", "an operation's missions won agree with its current mission and with waiting for next or over"},
	{"round", "round 0 exactly during setup (start, pick, equip, next)"},
	{"current-hero", "the current hero is one of the heroes"},
	{"heroes", "every hero selected, one per role; slots past the heroes empty"},
	{"hero-location", "every hero on a location of the board that is not impassible"},
	{"cards-conserved", "every card of a hero's role (16 action cards, 4 per upgrade set) is in exactly one of his deck, hand (or hidden hand) and discard pile; a view hides a hand or shows it, not both"},
	{"entitlement", "each hero's upgrade sets (1..4) and focus cards (1..6) are the mission's entitlement (no more; exactly, unless equipment_up_to)"},
	{"specialists-guarded", "Patty and Henry are on the board, each in a location with a hero"},
	{"monsters", "a monster on the board is in the Spawn Pool (the boss: the Reserve Pool), on a location that is not impassible; only the mission's minion and elite slots (its Spawn and Reserve Pools) and, with a boss, the boss slot are in a pool; the boss never joins the Spawn Pool"},
	{"boss-power", "the boss in play holds 1 power token per hero at most, and none are held otherwise"},
	{"threat-twists", "the threat space is 1..12 with one twist revealed per twist space reached (3, 6, 9, 12), the rest in the twist deck"},
	{"recon-deck", "one recon card per face-up spawn token, the mission's discoveries at most once each and the events"},
	{"special-tokens", "a special intel token only for a discovery found that places one, one per location, with its work on the discovery card short of complete"},
	{"objectives", "objectives numbered from 1; an objective is complete exactly when its intel is in (or its boss is defeated)"},
	{"monster-sets", "the suppressed and to-activate monsters are monsters, the latter on the board"},
	{"setup", "during setup only the selections made so far (heroes, upgrades, focus cards) and a hero still able to be selected"},
	{"attack-state", "a hero's attack, or an attack on heroes, only while waiting for its decisions (aim, reroll; intercede, react, discard), with consistent cards, dice, target and asked hero"},
	{"turn-state", "movement and the action spent only in a turn; the decision of the step is the current hero's to make (a knocked-down hero only stands or stays down)"},
	{"threat-phase", "monsters to activate only in the Threat Phase"},
	{"over", "a mission over has its reason, won exactly when accomplished"},
	{"playable", "a game not over has a legal action, and is not already accomplished"},
}

// rule is an error of Validate naming the rule broken.
func rule(name, format string, args ...any) error {
	return fmt.Errorf(name+": "+format, args...)
}

func (s *State) validate() error {
	if int(s.mission) >= len(missions) {
		return rule("mission", "no mission %d", s.mission)
	}
	mi := s.m()
	b := s.b()
	if s.players < 1 || s.players > 4 {
		return rule("players", "%d players", s.players)
	}
	if want := max(s.players, 2); s.nHeroes != want {
		return rule("players", "%d heroes for %d players", s.nHeroes, s.players)
	}
	if s.step >= nSteps || s.step == stAttack {
		return rule("waiting-for", "step %d", s.step)
	}
	if s.viewed && s.viewer != Observer && (s.viewer < 0 || int(s.viewer) >= int(s.players)) {
		return rule("waiting-for", "viewer %d", s.viewer)
	}
	if s.start >= s.nHeroes {
		return rule("start-player", "start player hero %d", s.start)
	}
	if s.players == 1 && s.step == stStart {
		return rule("start-player", "a solitaire game has no start player choice")
	}
	if s.op > uint8(len(operations)) || s.opWon>>3 != 0 || s.op == 0 && s.opWon != 0 {
		return rule("operation", "operation %d, won %b", s.op, s.opWon)
	}
	if s.op != 0 {
		k := int(s.mission) - opMission(int(s.op), 0)
		if k < 0 || k > 2 {
			return rule("operation", "mission %s is not of the operation", mi.id)
		}
		if s.step != stOver && (s.step == stNext) != (s.opWon&(1<<k) != 0) || s.step == stNext && s.opWon == 0b111 {
			return rule("operation", "mission %s of the operation won %b while waiting for %s", mi.id, s.opWon, stepNames[s.step])
		}
		if s.step == stOver && s.won != (s.opWon == 0b111) {
			return rule("operation", "an operation over")
		}
	} else if s.step == stNext || s.why == whyOperation {
		return rule("operation", "no operation")
	}
	setup := s.step == stStart || s.step == stPick || s.step == stEquip || s.step == stNext
	if setup != (s.round == 0) {
		return rule("round", "round %d while waiting for %s", s.round, stepNames[s.step])
	}
	if setup {
		return s.validateSetup()
	}
	if s.cur >= s.nHeroes {
		return rule("current-hero", "current hero %d", s.cur)
	}
	// Heroes and their cards.
	var roles uint8
	for i := range s.heroes {
		h := &s.heroes[i]
		if i >= int(s.nHeroes) {
			if *h != (heroState{id: noHero, loc: noLoc}) {
				return rule("heroes", "hero slot %d is used", i)
			}
			continue
		}
		if h.id > Don {
			return rule("heroes", "hero %d is not selected", i)
		}
		if roles&(1<<h.id.Role()) != 0 {
			return rule("heroes", "two heroes of role %s", h.id.Role())
		}
		roles |= 1 << h.id.Role()
		if h.loc >= nLocs || b.terrain[h.loc] == Impassible {
			return rule("hero-location", "%s at %d", h.id, h.loc)
		}
		var deck uint32
		for _, c := range h.deck[:h.nDeck] {
			if c == unknown && s.viewed {
				continue
			}
			if c >= maxCards || deck&(1<<c) != 0 {
				return rule("cards-conserved", "%s's deck holds card %d", h.id, c)
			}
			deck |= 1 << c
		}
		for _, c := range h.deck[h.nDeck:] {
			if c != 0 {
				return rule("cards-conserved", "%s's deck array holds %d past its end", h.id, c)
			}
		}
		if nu, nf := popcount(uint32(h.upg)), popcount(uint32(h.focus)); nu > int(mi.upgrades) || nf > int(mi.focus) ||
			!s.upTo && (nu != int(mi.upgrades) || nf != int(mi.focus)) || h.upg>>4 != 0 || h.focus>>nFocus != 0 {
			return rule("entitlement", "%s's upgrades and focus cards are not the mission's entitlement", h.id)
		}
		all := h.cards()
		if deck&^all != 0 || h.hand&^all != 0 || h.disc&^all != 0 || deck&h.hand != 0 || deck&h.disc != 0 || h.hand&h.disc != 0 {
			return rule("cards-conserved", "%s's cards overlap", h.id)
		}
		if n := int(h.nDeck) + bits.OnesCount32(h.hand) + int(h.hidden) + bits.OnesCount32(h.disc); n != bits.OnesCount32(all) {
			return rule("cards-conserved", "%s has %d cards, want %d", h.id, n, bits.OnesCount32(all))
		}
		if !s.viewed && (h.hidden != 0 || deck|h.hand|h.disc != all) {
			return rule("cards-conserved", "%s's cards are not conserved", h.id)
		}
		if s.viewed && h.hidden != 0 && h.hand != 0 && (s.step != stAim || i != int(s.cur) || h.hand&^s.atkCards != 0) {
			return rule("cards-conserved", "%s's hand is both shown and hidden", h.id)
		}
	}
	// Specialists stay with a hero.
	for sp := range 2 {
		l := s.spec[sp]
		if l >= nLocs {
			return rule("specialists-guarded", "%s at %d", specNames[sp], l)
		}
		with := false
		for i := range int(s.nHeroes) {
			with = with || s.heroes[i].loc == l
		}
		if !with {
			return rule("specialists-guarded", "%s is without a hero", specNames[sp])
		}
	}
	// Monsters.
	for m := range nMonsters {
		mo := s.mons[m]
		if mo.loc != noLoc && (mo.loc >= nLocs || b.terrain[mo.loc] == Impassible) {
			return rule("monsters", "%s at %d", Monster(m), mo.loc)
		}
		if mo.pool > poolReserve {
			return rule("monsters", "%s pool %d", Monster(m), mo.pool)
		}
		if mo.pool != poolSpawn && mo.loc != noLoc && m != bossSlot {
			return rule("monsters", "%s is on the board but in no Spawn Pool", Monster(m))
		}
		var inMission int
		switch {
		case m < firstElite:
			inMission = int(mi.minions + mi.resMinions)
		case m < bossSlot:
			inMission = firstElite + int(mi.elites+mi.resElites)
		default:
			inMission = 0
			if b.power != noLoc {
				inMission = nMonsters
			}
		}
		if m >= inMission && mo.pool != poolNone {
			return rule("monsters", "%s is not in this mission", Monster(m))
		}
		if m == bossSlot && mo.pool == poolSpawn {
			return rule("monsters", "the boss never joins the Spawn Pool")
		}
		if m == bossSlot && mo.loc != noLoc && mo.pool != poolReserve {
			return rule("monsters", "a defeated boss is on the board")
		}
	}
	if s.mons[bossSlot].loc != noLoc {
		if s.power < 1 || s.power > s.nHeroes {
			return rule("boss-power", "boss power tokens %d", s.power)
		}
	} else if s.power != 0 {
		return rule("boss-power", "power tokens without a boss in play")
	}
	bossDefeated := b.power != noLoc && s.mons[bossSlot].pool == poolNone
	// Threat track and twists.
	if s.threat >= threatSpaces || s.nTwists > 4 || s.nTdeck+s.nTwists != uint8(nTwists) {
		return rule("threat-twists", "threat %d, %d twists, %d in the twist deck", s.threat, s.nTwists, s.nTdeck)
	}
	reached := 0
	for t := 1; t <= int(s.threat); t++ {
		if twistSpace(t) {
			reached++
		}
	}
	if int(s.nTwists) != reached {
		return rule("threat-twists", "%d twists for threat space %d", s.nTwists, s.threat+1)
	}
	for _, t := range s.tdeck[s.nTdeck:] {
		if t != 0 {
			return rule("threat-twists", "twist deck past its end")
		}
	}
	for _, t := range s.twists[s.nTwists:] {
		if t != 0 {
			return rule("threat-twists", "twists past their end")
		}
	}
	for _, c := range s.recon[s.nRecon:] {
		if c != 0 {
			return rule("recon-deck", "recon deck past its end")
		}
	}
	var tw uint16
	for _, t := range append(append([]uint8(nil), s.twists[:s.nTwists]...), s.tdeck[:s.nTdeck]...) {
		if t == unknown && s.viewed {
			continue
		}
		if t >= uint8(nTwists) || tw&(1<<t) != 0 {
			return rule("threat-twists", "twist %d", t)
		}
		tw |= 1 << t
	}
	// Recon deck and spawn tokens: each search turns one token face down
	// and draws one card.
	if s.nRecon > 12 || s.spawnUp >= 1<<12 || bits.OnesCount16(s.spawnUp) != int(s.nRecon) {
		return rule("recon-deck", "%d recon cards for %d face-up spawn tokens", s.nRecon, bits.OnesCount16(s.spawnUp))
	}
	var disc uint8
	for _, c := range s.recon[:s.nRecon] {
		switch {
		case c == unknown && s.viewed:
		case c < eventCard:
			if int(c) >= len(mi.found) || disc&(1<<c) != 0 {
				return rule("recon-deck", "recon card %d", c)
			}
			disc |= 1 << c
		case c >= eventCard+uint8(nEventKinds):
			return rule("recon-deck", "recon card %d", c)
		}
	}
	// Special intel tokens: placed by a drawn discovery of that kind.
	for i, l := range s.tokens {
		if l == noLoc || i >= len(mi.found) || mi.found[i].kind != dcToken {
			if s.onCard[i] != 0 {
				return rule("special-tokens", "intel on discovery card %d", i+1)
			}
		} else if s.onCard[i] >= max(1, mi.found[i].work) {
			return rule("special-tokens", "discovery card %d holds its work's worth", i+1)
		}
		if l == noLoc {
			continue
		}
		if i >= len(mi.found) || mi.found[i].kind != dcToken && mi.found[i].kind != dcTarget || l >= nLocs || b.terrain[l] == Impassible || disc&(1<<i) != 0 && !s.viewed {
			return rule("special-tokens", "special intel token of discovery %d", i+1)
		}
		for j := range i {
			if s.tokens[j] == l {
				return rule("special-tokens", "two special intel tokens in %s", LocName(int(l)))
			}
		}
	}
	// Objectives.
	nObj := len(mi.objectives)
	if s.done>>nObj != 0 {
		return rule("objectives", "objectives complete: %b", s.done)
	}
	for o, ob := range mi.objectives {
		d := s.done&(1<<o) != 0
		if ob.killBoss {
			if s.intel[o] != 0 || d != bossDefeated {
				return rule("objectives", "objective %s", ob.name)
			}
			continue
		}
		if d != (s.intel[o] >= ob.intel) || s.intel[o] > ob.intel {
			return rule("objectives", "objective %s: %d intel", ob.name, s.intel[o])
		}
	}
	for o := nObj; o < len(s.intel); o++ {
		if s.intel[o] != 0 {
			return rule("objectives", "intel on no objective")
		}
	}
	if s.supp>>nMonsters != 0 || s.remain&^s.onBoard() != 0 {
		return rule("monster-sets", "monster sets")
	}
	return s.validateStep()
}

func (s *State) validateSetup() error {
	if s.step == stPick && s.cur >= s.nHeroes || (s.step == stStart || s.step == stNext) && s.cur != 0 || s.step == stEquip && s.cur >= s.nHeroes {
		return rule("setup", "pick %d", s.cur)
	}
	mi := s.m()
	var zero State
	zero.mission, zero.players, zero.nHeroes, zero.step, zero.start, zero.cur = s.mission, s.players, s.nHeroes, s.step, s.start, s.cur
	zero.viewed, zero.viewer = s.viewed, s.viewer
	zero.op, zero.opWon, zero.upTo = s.op, s.opWon, s.upTo
	for i := range zero.heroes {
		zero.heroes[i] = heroState{id: noHero, loc: noLoc}
	}
	for m := range zero.mons {
		zero.mons[m] = monster{loc: noLoc}
	}
	zero.spec = [2]uint8{noLoc, noLoc}
	zero.tokens = [3]uint8{noLoc, noLoc, noLoc}
	zero.att = attackOnHeroes{m: noLoc, ask: noLoc}
	var roles uint8
	picked := int(s.cur)
	if s.step == stEquip {
		picked = int(s.nHeroes)
	}
	for p := range picked {
		i := s.order(p)
		id := s.heroes[i].id
		if id > Don || roles&(1<<id.Role()) != 0 {
			return rule("setup", "hero %d", i)
		}
		roles |= 1 << id.Role()
		zero.heroes[i].id = id
		if s.step != stEquip {
			continue
		}
		h := &s.heroes[i]
		nu, nf := popcount(uint32(h.upg)), popcount(uint32(h.focus))
		switch {
		case nu > int(mi.upgrades) || nf > int(mi.focus),
			p < int(s.cur) && !s.upTo && (nu != int(mi.upgrades) || nf != int(mi.focus)),
			p == int(s.cur) && (!s.upTo && nf > 0 && nu < int(mi.upgrades) || nu == int(mi.upgrades) && nf == int(mi.focus)),
			p > int(s.cur) && (nu != 0 || nf != 0),
			h.upg>>4 != 0 || h.focus>>nFocus != 0:
			return rule("entitlement", "%s's upgrades and focus cards", id)
		}
		zero.heroes[i].upg, zero.heroes[i].focus = h.upg, h.focus
	}
	if *s != zero {
		return rule("setup", "a setup state holds more than the selected heroes")
	}
	if len(s.actions(nil)) == 0 {
		return rule("setup", "no hero can be selected")
	}
	return nil
}

// validateStep checks what the game waits for.
func (s *State) validateStep() error {
	h := int(s.cur)
	hero := &s.heroes[h]
	b := s.b()
	if s.step != stAim && s.step != stReroll && (s.atkCards != 0 || s.nDice != 0 || s.atkTarget != 0) {
		return rule("attack-state", "an attack outside an attack")
	}
	if s.step != stIntercede && s.step != stReact && s.step != stDiscard && s.att != (attackOnHeroes{m: noLoc, ask: noLoc}) {
		return rule("attack-state", "an attack on heroes outside one")
	}
	for i := range s.hits {
		if s.hits[i] != 0 && (s.step != stDiscard || i >= int(s.nHeroes)) {
			return rule("attack-state", "hits outside the discard step")
		}
	}
	inThreat := s.step == stOrder || (s.step == stIntercede || s.step == stReact || s.step == stDiscard) && s.att.ctx == ctxThreat
	if !inThreat && s.remain != 0 {
		return rule("threat-phase", "monsters to activate outside the Threat Phase")
	}
	if s.moves > s.speedOf(int(s.cur)) || s.step != stTurn && s.step != stBring && s.step != stAim && s.step != stReroll && s.step != stIntercede && s.step != stReact && s.step != stDiscard && (s.moves != 0 || s.acted) && s.step != stOver {
		return rule("turn-state", "movement or action spent outside a turn")
	}
	for d := s.nDice; d < maxDice; d++ {
		if s.dice[d] != 0 {
			return rule("attack-state", "stale dice")
		}
	}
	inTurn := s.step == stTurn || s.step == stBring || s.step == stAim || s.step == stReroll ||
		(s.step == stIntercede || s.step == stReact || s.step == stDiscard) && s.att.ctx == ctxTurn
	if s.forced && !inTurn {
		return rule("attack-state", "an attack on an ally outside the hero's turn")
	}
	switch s.step {
	case stOver:
		if s.won != (s.why == whyAccomplished || s.why == whyOperation) || s.why == whyNone || int(s.why) >= len(whyText) || s.op != 0 && s.why == whyAccomplished {
			return rule("over", "over without a reason")
		}
		return nil
	case stTactic:
		if hero.down || hero.handSize() == 0 {
			return rule("turn-state", "a knocked-down hero, or one with no card, offered a tactical response")
		}
		if s.moves != 0 || s.acted {
			return rule("turn-state", "a turn in the Tactics Phase")
		}
	case stDown:
		if !hero.down || s.moves != 0 || s.acted {
			return rule("turn-state", "%s is not down at the start of his turn", hero.id)
		}
	case stTurn:
		if hero.down {
			return rule("turn-state", "%s is down in his turn", hero.id)
		}
	case stBring:
		// Guarding Specialists: the choice exists only for a hero thrown
		// from a location with a specialist and another active hero.
		if hero.down || s.throwTo(hero.loc) == noLoc || s.activeHeroesAt(hero.loc, h) == 0 ||
			s.spec[Patty] != hero.loc && s.spec[Henry] != hero.loc {
			return rule("turn-state", "%s chooses the specialists to bring with no involuntary move from a guarded location", hero.id)
		}
	case stAim, stReroll:
		if hero.down || s.targetLoc(Monster(s.atkTarget)) == noLoc {
			return rule("attack-state", "an attack on no monster")
		}
		if s.step == stAim {
			if s.acted && !(s.forced && s.atkTarget >= firstAlly) || s.nDice != 0 || s.atkCards&^hero.hand != 0 {
				return rule("attack-state", "an attack being built")
			}
			var typ AttackType = 255
			for m := s.atkCards; m != 0; m &= m - 1 {
				c := s.card(h, trailing(m))
				if typ != 255 && c.typ != typ || s.cardRange(h, trailing(m)) < b.rng[hero.loc][s.targetLoc(Monster(s.atkTarget))] {
					return rule("attack-state", "the attack's cards")
				}
				typ = c.typ
			}
		} else {
			if !s.acted || s.nDice == 0 || s.nDice > maxDice || s.atkCards == 0 || s.atkCards&^hero.disc != 0 {
				return rule("attack-state", "an attack rolled")
			}
			for d := range s.nDice {
				if s.dice[d] > 5 {
					return rule("attack-state", "die face %d", s.dice[d])
				}
			}
			if b.rng[hero.loc][s.spec[Henry]] > 1 {
				return rule("attack-state", "a reroll without Henry near")
			}
		}
	case stOrder:
		if s.remain&^s.onBoard() != 0 || bits.OnesCount16(s.orderCandidates()) < 2 {
			return rule("threat-phase", "monsters to activate")
		}
		if s.moves != 0 || s.acted {
			return rule("turn-state", "a turn in the Threat Phase")
		}
	case stIntercede, stReact, stDiscard:
		a := &s.att
		if a.target >= s.nHeroes || a.ask >= s.nHeroes || a.ctx > ctxTurn || a.reacted>>s.nHeroes != 0 {
			return rule("attack-state", "attack on heroes")
		}
		for i := int(s.nHeroes); i < 4; i++ {
			if a.prevent[i] != 0 {
				return rule("attack-state", "prevention for no hero")
			}
		}
		if a.ctx == ctxThreat && (s.moves != 0 || s.acted) {
			return rule("turn-state", "a turn in the Threat Phase")
		}
		if a.m == noLoc {
			if s.step != stDiscard || a.stage != agDiscard || a.ctx != ctxTurn || a.ambush || a.extra != 0 || a.reacted != 0 || a.target != 0 || a.prevent != [4]uint8{} {
				return rule("attack-state", "a hero's bomb")
			}
		} else if a.m >= nMonsters || s.mons[a.m].loc == noLoc {
			return rule("attack-state", "an attack by no monster")
		}
		if a.ambush && a.ctx != ctxTurn {
			return rule("threat-phase", "an ambush in the Threat Phase")
		}
		asked := int(a.ask)
		ah := &s.heroes[asked]
		if ah.down || s.heroes[a.target].down && s.step != stDiscard {
			return rule("attack-state", "a knocked-down hero in an attack")
		}
		switch s.step {
		case stIntercede:
			if a.stage != agIntercede || a.m == noLoc || asked == int(a.target) || ah.loc != s.heroes[a.target].loc {
				return rule("attack-state", "taking one for the team")
			}
		case stReact:
			if a.stage != agReact || a.ambush || a.reacted&(1<<asked) != 0 {
				return rule("attack-state", "a reaction")
			}
			if ah.handSize() == 0 {
				return rule("attack-state", "%s has no card to react with", ah.id)
			}
		case stDiscard:
			if a.stage != agDiscard || s.hits[asked] == 0 || int(s.hits[asked]) >= ah.handSize() {
				return rule("attack-state", "a discard")
			}
			for p := range s.pos(asked) {
				if s.hits[s.order(p)] != 0 {
					return rule("attack-state", "hits of an earlier hero")
				}
			}
		}
	}
	if s.step != stOver && !s.viewed {
		if len(s.actions(nil)) == 0 {
			return rule("playable", "no legal action")
		}
		all := uint8(1)<<len(s.m().objectives) - 1
		if s.done&all == all {
			won := b.exit == noLoc
			if !won {
				won = true
				for i := range int(s.nHeroes) {
					won = won && s.heroes[i].loc == b.exit
				}
			}
			if won {
				return rule("playable", "the mission is accomplished but not over")
			}
		}
	}
	return nil
}

func (s *State) onBoard() uint16 {
	var m uint16
	for i := range nMonsters {
		if s.mons[i].loc != noLoc {
			m |= 1 << i
		}
	}
	return m
}
