package fireteam

// Read accessors a user interface needs beside those of state.go (what a
// seat sees on the table: names, the attack being resolved, counts).

// MonsterName is the name on the reference card of monster m in this
// mission's family ("Brood Mother"); "" for no monster figure.
func (s State) MonsterName(m Monster) string {
	if m >= nMonsters {
		return ""
	}
	return s.ref(int(m)).name
}

// MonsterClass is the class of monster figure m (m1–m9 minions, e1–e3
// elites, the boss).
func MonsterClass(m Monster) Class { return slotClass(int(m)) }

// Monsters lists the 13 monster figures, m1..m9, e1..e3, boss.
func Monsters() []Monster {
	out := make([]Monster, nMonsters)
	for i := range out {
		out[i] = Monster(i)
	}
	return out
}

// CurrentHero is the hero whose turn or decision it is, ok false when the
// decision is no hero's (setup, the order of activation).
func (s State) CurrentHero() (Hero, bool) {
	i := s.decider()
	if i < 0 || i >= int(s.nHeroes) {
		return 0, false
	}
	return s.heroes[i].id, true
}

// StartHero is the hero holding the start player token (ok false before
// the heroes are selected).
func (s State) StartHero() (Hero, bool) {
	if int(s.start) >= int(s.nHeroes) || s.heroes[s.start].id == noHero {
		return 0, false
	}
	return s.heroes[s.start].id, true
}

// HitsToDiscard is the number of cards a hit hero still has to discard.
func (s State) HitsToDiscard(h Hero) int {
	if i := s.heroIndex(h); i >= 0 && i < len(s.hits) {
		return int(s.hits[i])
	}
	return 0
}

// TwistDeckLeft is the number of cards left in the twist deck.
func (s State) TwistDeckLeft() int { return int(s.nTdeck) }

// SpecialIntel is a special intel token on the battlefield.
type SpecialIntel struct {
	Token Monster // token1..token3: the discovery that placed it
	Name  string  // "Generator"
	At    Loc
	// Target: it is attacked ("attack Don token1") rather than operated.
	Target bool
}

// SpecialIntels lists the special intel tokens on the battlefield.
func (s State) SpecialIntels() []SpecialIntel {
	var out []SpecialIntel
	found := s.m().found
	for i, l := range s.tokens {
		if l == noLoc || i >= len(found) || s.round == 0 {
			continue
		}
		out = append(out, SpecialIntel{Token: Monster(firstToken + i), Name: specialTokens[found[i].token], At: Loc(l), Target: found[i].kind == dcTarget})
	}
	return out
}

// HeroAttack is the attack a hero is building or has rolled (waiting for
// "aim" or "reroll"): the hero, its target, the cards added and the dice
// rolled, each die a face 0..5 (DATA.md, "Dice"); ok false otherwise.
func (s State) HeroAttack() (h Hero, target Monster, cards []Card, dice []int, ok bool) {
	if s.step != stAim && s.step != stReroll || int(s.cur) >= int(s.nHeroes) {
		return 0, 0, nil, nil, false
	}
	hs := &s.heroes[s.cur]
	for _, d := range s.dice[:min(int(s.nDice), len(s.dice))] {
		dice = append(dice, int(d))
	}
	return hs.id, Monster(s.atkTarget), cardsOf(hs.id.Role(), s.atkCards), dice, true
}

// DieFace names attack die face f: its symbols, F brawl (fist), B bullet,
// X bomb ("FX").
func DieFace(f int) string {
	if f < 0 || f >= len(faceNames) {
		return "?"
	}
	return faceNames[f]
}

// MonsterAttack is the monster attack on a hero being resolved (waiting
// for "intercede", "react" or "discard"); m is the attacker, bomb true for
// a hero's own bomb instead; ok false when none.
func (s State) MonsterAttack() (m Monster, target Hero, bomb, ok bool) {
	if s.step != stIntercede && s.step != stReact && s.step != stDiscard || int(s.att.target) >= int(s.nHeroes) {
		return 0, 0, false, false
	}
	return Monster(s.att.m), s.heroes[s.att.target].id, s.att.m == noLoc, true
}

// PowerTokenShown reports whether the boss's power token is on the
// battlefield: the mission has one and the boss waits in the Reserve Pool
// (it spawns there).
func (s State) PowerTokenShown() bool {
	return s.b().power != noLoc && s.mons[bossSlot].pool == poolReserve && s.mons[bossSlot].loc == noLoc
}
