package fireteam

import (
	"math/bits"

	"github.com/incursion/incursion/dice"
)

// Bot is a heuristic cooperative policy for every seat, working on the
// seat's view: pick Frank and Shad where it may, take the strongest
// upgrades and a larger hand; search whenever possible; attack a monster it
// can probably kill while keeping four cards for defence, never with a bomb
// that would hit a hero; move the team together toward the nearest
// unsearched spawn token (the exit once the objectives are complete, the
// boss while it stands), bringing the specialists; play a Cleanse or a
// Suppress that stops several monsters; play a Shield when it saves more
// than the card it costs; take one for the team for a teammate holding
// fewer cards; discard its weakest cards. RULES.md, "Balance", gives its
// win rates.
func Bot(s State, legal []Action, r dice.Roller) Action {
	if len(legal) == 0 {
		return nil
	}
	h := s.decider()
	switch s.step {
	case stTurn:
		return s.botTurn(h, legal)
	case stAim:
		return s.botAim(h, legal)
	case stReroll:
		typ := s.card(h, trailing(s.atkCards)).typ
		for d := range s.nDice {
			if attackFaces[s.dice[d]][typ] == 0 {
				return Reroll{s.heroes[h].id, int(d) + 1}
			}
		}
		return Keep{s.heroes[h].id}
	case stDiscard:
		best, bestV := legal[0], 1<<30
		for _, a := range legal {
			d := a.(Discard)
			c := cardDef(d.Card.Role, int(d.Card.N))
			v := int(c.str)*2 + int(c.bonus)*2 + int(c.rng)
			if c.eff == reShield {
				v += 3
			}
			if v < bestV {
				best, bestV = a, v
			}
		}
		return best
	case stReact:
		// A Shield costs a card and saves only hits that are rolled. On
		// oneself, a Shield of 1 changes nothing (one card for one hit), so
		// play one of 2 or more against 2 dice or more; for an ally, play it
		// when the attack could knock him down.
		t := int(s.att.target)
		dice := s.attackDice(s.strength(int(s.att.m)), s.mons[s.att.m].loc, s.heroes[t].loc, s.ref(int(s.att.m)).attr == atIgnoreCover)
		worst := 2*dice + int(s.att.extra) - int(s.att.prevent[t])
		best, bestN := Action(nil), 0
		for _, a := range legal {
			re, ok := a.(React)
			if !ok {
				continue
			}
			c := cardDef(re.Card.Role, int(re.Card.N))
			n := int(c.effN)
			if h == t && (n < 2 || dice < 2) || h != t && worst < s.heroes[t].handSize() && (n < 2 || dice < 3) {
				continue
			}
			if worst <= 0 {
				continue
			}
			if n > bestN {
				best, bestN = a, n
			}
		}
		if best != nil {
			return best
		}
		return legal[len(legal)-1]
	case stIntercede:
		// Take one for the team when the target holds clearly fewer cards
		// (never against a bomb: every hero there is hit anyway).
		if s.ref(int(s.att.m)).typ != Bomb && s.heroes[h].handSize() > s.heroes[s.att.target].handSize()+botIntercede && s.heroes[h].handSize() >= 3 {
			return legal[0]
		}
		return legal[len(legal)-1]
	case stTactic:
		return s.botTactic(h, legal)
	case stDown:
		return legal[0] // Stand
	case stPick:
		return botPick(legal)
	case stEquip:
		return s.botEquip(h, legal)
	}
	return legal[0]
}

// botPickOrder ranks the heroes (lower first): measured over I1, F1 and
// T1, Frank and Shad together win most; Don's bombs, which hit everyone in
// their target's location, serve the bot worst.
var botPickOrder = [5]int{3, 4, 1, 0, 2}

// botPick prefers the heroes whose cards fight best at a distance and
// clear minions: Frank, Shad, Don, then the leaders.
func botPick(legal []Action) Action {
	best, bestV := legal[0], 99
	for _, a := range legal {
		if p, ok := a.(Pick); ok {
			if v := botPickOrder[p.Hero]; v < bestV {
				best, bestV = a, v
			}
		}
	}
	return best
}

// botEquip takes the upgrade set of the strongest cards and the focus cards
// that keep a hero standing: a larger hand first, then an extra die for the
// role's main attack type.
func (s *State) botEquip(h int, legal []Action) Action {
	role := s.heroes[h].id.Role()
	best, bestV := legal[0], -1
	for _, a := range legal {
		v := -1
		switch a := a.(type) {
		case Upgrade:
			c := cardDef(role, cardsPerRole+4*(a.Set-1))
			v = int(c.str)*3 + int(c.bonus)*3 + int(c.rng)
			if c.bypass {
				v += 3
			}
			if c.typ == Bomb {
				v -= 4 // bombs hit the team too
			}
		case Focus:
			v = [nFocus]int{2, 9, 0, 0, 0, 3}[a.Card-1]
			if t := focusKind(a.Card - 1); t >= fcBrawl && t <= fcBomb && roleType[role] == AttackType(t-fcBrawl) {
				v = 5
			}
		}
		if v > bestV {
			best, bestV = a, v
		}
	}
	return best
}

// roleType is each role's main attack type.
var roleType = [4]AttackType{Leadership: Bullet, CloseCombat: Brawl, Marksmanship: Bullet, Demolitions: Bomb}

// botTactic plays a Cleanse that kills two minions or more, or a Suppress
// that stops three monsters or more (elites count twice), when the hero
// holds botTacticHand cards; else passes (the responder draws no cards).
func (s *State) botTactic(h int, legal []Action) Action {
	if s.heroes[h].handSize() < botTacticHand {
		return legal[len(legal)-1]
	}
	b := s.b()
	at := s.heroes[h].loc
	best, bestV := legal[len(legal)-1], botTacticMin-2
	for _, a := range legal {
		re, ok := a.(Respond)
		if !ok {
			continue
		}
		c := cardDef(re.Card.Role, int(re.Card.N))
		v := 0
		switch c.eff {
		case trCleanse:
			for m := range firstElite {
				if l := s.mons[m].loc; l != noLoc && b.rng[at][l] <= c.effRng {
					v += 2
				}
			}
		case trSuppress:
			for m := range nMonsters {
				if l := s.mons[m].loc; l != noLoc && b.rng[at][l] <= c.effRng {
					v++
					if m >= firstElite {
						v++
					}
				}
			}
		}
		if v > bestV+1 {
			best, bestV = a, v
		}
	}
	return best
}

func (s *State) botTurn(h int, legal []Action) Action {
	hero := &s.heroes[h]
	for _, a := range legal {
		switch a.(type) {
		case Search, Operate:
			return a
		}
	}
	// Attack a monster it can probably kill; any monster when it cannot
	// move toward its goal (it may be pinned down: Fleeing).
	var attack Action
	if !s.acted {
		bestScore := 0
		for _, a := range legal {
			at, ok := a.(Attack)
			if !ok {
				continue
			}
			if !s.botSafe(h, int(at.Target)) {
				continue
			}
			if sc := s.killScore(h, int(at.Target)); sc > bestScore || attack == nil {
				attack, bestScore = a, sc
			}
		}
		if attack != nil && bestScore > 0 {
			return attack
		}
	}
	// Move toward the goal.
	goal := s.botGoal(h)
	b := s.b()
	if goal != noLoc && hero.loc != goal {
		// Toward the goal, not into monsters; among equals, bring the
		// specialists (Patty makes searches free, Henry gives rerolls).
		var best Action
		cur := int(b.mdist[hero.loc][goal])
		bestV := 1 << 30
		for _, a := range legal {
			mv, ok := a.(Move)
			if !ok {
				continue
			}
			d := int(b.mdist[mv.To][goal])
			if d >= cur {
				continue
			}
			v := d*30 - specCount(mv)
			if s.monstersAt(uint8(mv.To)) > 0 && uint8(mv.To) != goal {
				v += 30
			}
			if v < bestV {
				best, bestV = a, v
			}
		}
		if best != nil {
			return best
		}
	}
	// Pinned down (no way toward the goal) or at a goal held by monsters:
	// fight.
	if attack != nil && (goal == hero.loc || !s.canMove(legal)) {
		return attack
	}
	return legal[len(legal)-1] // End
}

// bombsTeam reports whether a bomb at hero h's target would hit a hero.
func (s *State) bombsTeam(h int) bool {
	tl := s.targetLoc(Monster(s.atkTarget))
	return tl == s.heroes[h].loc || s.activeHeroesAt(tl, -1) > 0
}

// botSafe reports whether hero h holds a card in range of target m that
// hurts no hero.
func (s *State) botSafe(h, m int) bool {
	tl := s.targetLoc(Monster(m))
	d := s.b().rng[s.heroes[h].loc][tl]
	self := tl == s.heroes[h].loc || s.activeHeroesAt(tl, -1) > 0
	for mask := s.heroes[h].hand; mask != 0; mask &= mask - 1 {
		n := trailing(mask)
		if s.cardRange(h, n) >= d && (s.card(h, n).typ != Bomb || !self || m >= firstAlly) {
			return true
		}
	}
	return false
}

// botKeep is how many cards the bot keeps in hand after an attack
// (measured: 4 wins more often than 2, 3 or 5).
const botKeep = 4

// Measured (900 games over the nine missions): a Cleanse or Suppress
// played whenever it stops two monsters or more and the hero holds two
// cards wins a fifth more often than at four cards, and far more than
// never playing one.
// Taking one for the team: when the bot holds more than botIntercede cards
// more than the target (and three at least).
const botTacticHand, botIntercede, botTacticMin = 2, 1, 3

func (s *State) canMove(legal []Action) bool {
	for _, a := range legal {
		if _, ok := a.(Move); ok {
			return true
		}
	}
	return false
}

func specCount(m Move) int {
	n := 0
	if m.Patty {
		n++
	}
	if m.Henry {
		n++
	}
	return n
}

// killScore rates an attack on monster m: positive when the hero's cards
// of one type in range expect enough damage to kill it with two cards kept.
func (s *State) killScore(h, m int) int {
	hero := &s.heroes[h]
	tl := s.targetLoc(Monster(m))
	d := s.b().rng[hero.loc][tl]
	best := 0
	for typ := Brawl; typ <= Bomb; typ++ {
		str, bonus, n, bypass := 0, 0, 0, false
		for mask := hero.hand; mask != 0; mask &= mask - 1 {
			c := s.card(h, trailing(mask))
			if c.typ == typ && s.cardRange(h, trailing(mask)) >= d {
				str += int(c.str)
				bonus += int(c.bonus)
				bypass = bypass || c.bypass
				n++
			}
		}
		if n == 0 {
			continue
		}
		if keep := bits.OnesCount32(hero.hand) - botKeep; n > keep {
			if keep < 1 {
				continue
			}
			str = str * keep / n // roughly: fewer cards, less strength
			n = keep
		}
		if typ == Bomb && (s.activeHeroesAt(tl, -1) > 0 || tl == hero.loc) {
			continue // do not bomb our own
		}
		if hero.hasFocus(fcBrawl + focusKind(typ)) {
			str++
		}
		// DATA.md's die: 2/3 of a brawl or bullet hit per die, 1/2 of a
		// bomb hit.
		dice := s.attackDice(str, hero.loc, tl, false)
		expect := float64(dice)*2/3 + float64(bonus)
		if typ == Bomb {
			expect = float64(dice)/2 + float64(bonus)
		}
		need := targetHealth
		if m < nMonsters {
			need = s.health(m)
			if !bypass {
				need += s.resist(m, typ)
			}
		}
		if m == bossSlot || expect >= float64(need)*0.9 {
			if sc := int(expect*10) - need; sc+50 > best {
				best = sc + 50
			}
		}
	}
	return best
}

func (s *State) botAim(h int, legal []Action) Action {
	hero := &s.heroes[h]
	var best Action
	bestStr := -1
	for _, a := range legal {
		ad, ok := a.(Add)
		if !ok {
			continue
		}
		c := s.card(h, int(ad.Card.N))
		if c.typ == Bomb && s.bombsTeam(h) {
			continue
		}
		if v := int(c.str) + int(c.bonus)*2; v > bestStr {
			best, bestStr = a, v
		}
	}
	in := bits.OnesCount32(s.atkCards)
	left := bits.OnesCount32(hero.hand) - in
	if best != nil && (in == 0 || left > botKeep) {
		return best
	}
	for _, a := range legal {
		if _, ok := a.(Roll); ok {
			return a
		}
	}
	return legal[0]
}

// botGoal is where hero h heads: the boss while it stands, the exit once
// every objective is complete, else the nearest face-up spawn token free of
// monsters (or any face-up one).
func (s *State) botGoal(h int) uint8 {
	b := s.b()
	// The team keeps together: every hero heads where hero 0 heads.
	at := s.heroes[0].loc
	if l := s.mons[bossSlot].loc; l != noLoc {
		return l
	}
	all := uint8(1)<<len(s.m().objectives) - 1
	if s.done&all == all {
		return b.exit
	}
	goal, best := uint8(noLoc), 1<<30
	for _, l := range s.tokens {
		if l != noLoc && int(b.mdist[at][l]) < best {
			goal, best = l, int(b.mdist[at][l])
		}
	}
	if goal != noLoc {
		return goal
	}
	for t, l := range b.spawns {
		if s.spawnUp&(1<<t) == 0 {
			continue
		}
		d := int(b.mdist[at][l]) * 4
		if s.monstersAt(l) > 0 {
			d += 6
		}
		if d < best {
			goal, best = l, d
		}
	}
	if goal == noLoc {
		return b.exit
	}
	return goal
}
