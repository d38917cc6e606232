package spyordie

// Spawning Minions (Rulebook, "Defender's Turn", "Phase 1: Spawn"; "Mob
// Spawn"; the Cafeteria's "Surprise!" and "Get back to work!"): where a
// Minion may be placed, what is left to place, and placing it.

// legalSpawn checks a spawn: mode 2 is Phase 1 (paid), 0 Mob Spawn, 1
// Surprise! (Rulebook, "Phase 1: Spawn", "Mob Spawn", "Cafeteria").
func (s *State) legalSpawn(a Spawn, mode uint8) error {
	if a.Kind > Scientist {
		return illegal("spawn: unknown Minion type")
	}
	if s.freeFig(a.Kind) == NoFig {
		return illegal("spawn: no %v figure is left off the board", a.Kind)
	}
	q := s.sq(a.At)
	if q < 0 || s.figAt(q) != NoFig {
		return illegal("spawn: %s is not an empty square", ps(a.At))
	}
	if a.Kind == Boss && s.timer <= 10 {
		return illegal("spawn: I shall return! — the Boss cannot re-spawn with 10 or fewer minutes left")
	}
	if mode == 2 && int(s.alarms) < s.spawnCost() {
		return illegal("spawn: costs %d Alarm markers on %v alert", s.spawnCost(), s.alert)
	}
	caf := has(s.bd().spawn[Cafeteria], q)
	if mode == 1 {
		if a.Kind == Boss || !caf {
			return illegal("Surprise!: place a Guard, Technician or Scientist on a Cafeteria Spawn square")
		}
		return nil
	}
	// Rulebook, "Get back to work!" and "Mob Spawn": any type but the Boss
	// in the Cafeteria.
	if caf && a.Kind != Boss && (mode == 0 || s.bossIn(Cafeteria)) {
		return nil
	}
	if !has(s.ownSpawn(a.Kind), q) {
		return illegal("spawn: %s is not a %v Spawn square", ps(a.At), a.Kind)
	}
	return nil
}

// ownSpawn returns the normal Spawn squares of kind k.
func (s *State) ownSpawn(k Kind) []int16 {
	switch k {
	case Boss:
		return s.bd().bossSpawn
	case Guard:
		return s.bd().spawn[Guardroom]
	case Technician:
		return s.bd().spawn[Generator]
	case Scientist:
		return s.bd().spawn[Infirmary]
	}
	return nil
}

func (s *State) bossIn(r Room) bool {
	m := &s.mins[0]
	return m.State == standing && s.bd().room[m.Sq] == r || m.State == prone && s.bd().room[m.Sq] == r
}

// freeFig returns a figure of kind k that is off the board, or NoFig.
func (s *State) freeFig(k Kind) Fig {
	lo, hi := kindFigs(k)
	for f := lo; f < hi; f++ {
		if s.mins[f-B].State == offBoard {
			return f
		}
	}
	return NoFig
}

// canPlace reports whether any Minion can be placed for mode (0 Mob, 1
// Surprise!).
func (s *State) canPlace(mode uint8) bool {
	for k := Boss; k <= Scientist; k++ {
		if s.freeFig(k) == NoFig {
			continue
		}
		own, caf := s.spawnLists(k, mode)
		for _, q := range own {
			if s.figAt(q) == NoFig && s.legalSpawn(Spawn{k, s.bd().pt(q)}, mode) == nil {
				return true
			}
		}
		for _, q := range caf {
			if s.figAt(q) == NoFig && s.legalSpawn(Spawn{k, s.bd().pt(q)}, mode) == nil {
				return true
			}
		}
	}
	return false
}

// spawnLists lists the candidate squares for a spawn of kind k: own, then
// caf (the Cafeteria's, when any type but the Boss may spawn there).
func (s *State) spawnLists(k Kind, mode uint8) (own, caf []int16) {
	if mode == 1 {
		return s.bd().spawn[Cafeteria], nil
	}
	own = s.ownSpawn(k)
	if k != Boss && (mode == 0 || s.bossIn(Cafeteria)) {
		return own, s.bd().spawn[Cafeteria]
	}
	return own, nil
}

// spawnCandidates appends the Spawn candidates of mode (see legalSpawn),
// in the order of spawnLists, leaving out those legalSpawn rejects for
// want of a figure, an empty square, the Boss's time or Alarm markers.
func (s *State) spawnCandidates(c []Action, mode uint8) []Action {
	b := s.bd()
	if mode == 2 && int(s.alarms) < s.spawnCost() {
		return c
	}
	for k := Boss; k <= Scientist; k++ {
		if s.freeFig(k) == NoFig || k == Boss && s.timer <= 10 {
			continue
		}
		own, caf := s.spawnLists(k, mode)
		ownBox, cafBox := b.box.spawnOwn[k], b.box.spawnCaf[k]
		if mode == 1 {
			ownBox = cafBox // spawnLists: the Cafeteria's squares only
		}
		for i, q := range own {
			if s.figAt(q) == NoFig {
				c = append(c, ownBox[i])
			}
		}
		for i, q := range caf {
			if s.figAt(q) == NoFig {
				c = append(c, cafBox[i])
			}
		}
	}
	return c
}

// place puts a new Minion on the board. A Minion spawned in an Intruder's
// Kill Zone is not affected by it.
func (s *game) place(a Spawn) {
	f := s.freeFig(a.Kind)
	s.mins[f-B] = minion{State: standing, Sq: s.sq(a.At)}
	s.emit(Happened{Who: f, Text: "spawned at " + ps(a.At)})
	// Rulebook, "Entering a Kill Zone": being spawned upon is not one of
	// the ways of entering a Kill Zone, so the acting figure counts the new
	// Minion's Kill Zone as one it was already in.
	if s.actor.Intruder() {
		s.kz |= s.kzSet(s.actor) & (1 << uint(f))
	}
}
