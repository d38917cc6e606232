package fireteam

// The Hero Phase: turns and moving (Rulebook, "Hero Phase", "Moving",
// "Guarding Specialists", "Fleeing").

const heroSpeed = 2 // Rulebook, "Moving"

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
	s.forced = false
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
	if s.forced {
		// Special Attacks: while the hero must attack an ally his cards
		// reach, that is all he may do.
		n := len(out)
		for m := Monster(firstAlly); m < nTargets; m++ {
			if s.targetLoc(m) != noLoc && s.attackReason(h, m) == "" {
				out = append(out, boxAttack[hero][m])
			}
		}
		if len(out) > n {
			return out
		}
	}
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
		for m := range Monster(firstAlly) {
			if s.targetLoc(m) != noLoc && s.attackReason(h, m) == "" {
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
	k.emitOne(evMoved1[s.heroes[i].id][to])
}
