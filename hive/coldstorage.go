package hive

// 18.9 Cold Storage.

func (s *State) coldStorage() (uint8, bool) {
	b := s.b()
	for i := 0; i < b.Boxes(); i++ {
		if b.flags[i]&fColdStorage != 0 {
			return uint8(i), true
		}
	}
	return 0, false
}

// spareWorker returns a Worker counter not in play (18.9): an unused one
// first, since reusing a dead counter tells the Terran player what an
// eliminated face-down unit was (11.7).
func (s *State) spareWorker() int {
	dead := -1
	for i := firstZnon; i < numUnits; i++ {
		if u := &s.c.Units[i]; u.Kind() == Worker {
			if u.Stat() == stUnused {
				return i
			}
			if u.Stat() == stDead && dead < 0 {
				dead = i
			}
		}
	}
	return dead
}

func (s *State) canSpawn() bool {
	cs, ok := s.coldStorage()
	if !ok || s.spareWorker() < 0 || s.znonIn(cs)+1 > 3 {
		return false
	}
	for q := firstZnon; q < numUnits; q++ {
		u := &s.c.Units[q]
		if u.Kind().QueenLike() && u.Stat() == stInPlay && u.Box == cs && u.Flags&uActive != 0 && u.Flags&uInc == 0 && u.MP == 0 {
			return true
		}
	}
	return false
}

// lookalike returns, for a Worker counter i eliminated unexamined (11.7),
// the lowest-numbered counter eliminated unexamined: the Terran player's
// View shows them alike, and the choice depends on nothing he may not know.
// Counter i itself otherwise. An unused counter (never built, 5.7) is
// placed under its own number: its kind tells nothing of any unit built,
// and that an unused Worker was left the Terran player learns anyway from
// the kind of counter placed (an unused one), since unused counters are
// placed first (spareWorker).
func (s *State) lookalike(i int) int {
	if u := &s.c.Units[i]; u.Stat() != stDead || u.Flags&uHiddenDeath == 0 {
		return i
	}
	for j := firstZnon; j < i; j++ {
		if v := &s.c.Units[j]; v.Stat() == stDead && v.Flags&uHiddenDeath != 0 {
			return j
		}
	}
	return i
}

// swapUnits exchanges the records of two counters, with every reference to
// them.
func (g *game) swapUnits(i, j int) {
	c := &g.c
	c.Units[i], c.Units[j] = c.Units[j], c.Units[i]
	re := func(x *uint8) {
		switch int(*x) {
		case i:
			*x = uint8(j)
		case j:
			*x = uint8(i)
		}
	}
	for k := range c.Units {
		// A free Engineer's Link is its Darter (4.3), a number below any
		// Znon counter's: left alone by re.
		re(&c.Units[k].Link)
	}
	re(&c.Mover)
	re(&c.Notice)
	if c.Atk.On {
		re(&c.Atk.Target)
		for k := range c.Atk.By[:c.Atk.N] {
			re(&c.Atk.By[k])
		}
	}
	for k := range c.Due {
		re(&c.Due[k].Trap)
	}
}

func (g *game) spawn() {
	cs, _ := g.coldStorage()
	i := g.spareWorker()
	// 11.7: the counter placed must not tell the Terran player which
	// eliminated face-down unit was a Worker. A dead Worker's record goes on
	// the lowest-numbered counter eliminated unexamined, whatever it held;
	// that counter's record moves to the Worker's old number, which
	// therefore looks unchanged to him.
	if j := g.lookalike(i); j != i {
		g.swapUnits(i, j)
		i = j
	}
	g.c.Units[i] = unit{ks: pack(Worker, stInPlay), Box: cs, Link: NoUnit}
	g.c.reindex() // the swap may have moved a Queen's record, and the Worker is in play
	g.emit(Affected{Unit: i, What: "placed in Cold Storage (18.9)", Kind: Worker, Box: g.b().Name(int(cs)), To: toZnon})
}
