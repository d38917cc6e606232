package spyordie

// The Control Room's Security square (Rulebook, "Control Room"): from it a
// figure, Intruder or Minion, locks and unlocks Doors and arms and disarms
// Traps, while the Base has power.

// legalSecurity checks the operations from the Security square (Rulebook,
// "Control Room"; none without power).
func (s *State) legalSecurity(f Fig, a Action) error {
	if s.figSq(f) != s.bd().security {
		return illegal("security: %v is not on the Security square", f)
	}
	if s.power {
		return illegal("security: the Generator is sabotaged")
	}
	switch a := a.(type) {
	case Lock:
		if a.Door < 0 || a.Door >= len(s.bd().doors) || s.doorLocked(int8(a.Door)) {
			return illegal("lock: door %d is not an unlocked door", a.Door)
		}
		for _, q := range s.bd().doors[a.Door].adjacent {
			if s.figAt(q) != NoFig {
				return illegal("lock: a Door cannot be locked if a figure is standing adjacent to it")
			}
		}
		return nil
	case Unlock:
		if a.Door < 0 || a.Door >= len(s.bd().doors) || !s.doorLocked(int8(a.Door)) {
			return illegal("unlock: door %d is not a locked door", a.Door)
		}
		return nil
	case Arm:
		if i := s.trapAt(s.sq(a.At)); i < 0 || s.traps[i].Armed {
			return illegal("arm: no disarmed Trap at %s", ps(a.At))
		}
		return nil
	case Disarm:
		if i := s.trapAt(s.sq(a.At)); i < 0 || !s.traps[i].Armed {
			return illegal("disarm: no armed Trap at %s", ps(a.At))
		}
		return nil
	}
	return illegal("security: unknown operation")
}

// security performs a Security square operation.
func (s *game) security(f Fig, a Action) {
	switch a := a.(type) {
	case Lock:
		s.locked |= 1 << uint(a.Door)
		s.emit(Happened{Who: f, Text: "locks door " + itoa(a.Door)})
	case Unlock:
		s.locked &^= 1 << uint(a.Door)
		s.emit(Happened{Who: f, Text: "unlocks door " + itoa(a.Door)})
	case Arm:
		s.traps[s.trapAt(s.sq(a.At))].Armed = true
		s.emit(Happened{Who: f, Text: "arms the Trap at " + ps(a.At)})
	case Disarm:
		s.traps[s.trapAt(s.sq(a.At))].Armed = false
		s.emit(Happened{Who: f, Text: "disarms the Trap at " + ps(a.At)})
	}
}

// securityCandidates appends the operations from the Security square
// (Rulebook, "Control Room"), leaving out those legalSecurity rejects
// without looking at the figures: none without power, a Lock of a locked
// door or an Unlock of an unlocked one, an Arm of an armed Trap or a Disarm
// of a disarmed one. The order is that of Lock, Unlock per door, then Arm,
// Disarm per Trap.
func (s *State) securityCandidates(c []Action, f Fig) []Action {
	if s.power {
		return c
	}
	b := s.bd()
	for id := range b.doors {
		if s.doorLocked(int8(id)) {
			c = append(c, boxUnlock[f][id])
		} else {
			c = append(c, boxLock[f][id])
		}
	}
	for _, t := range s.traps {
		if t.Sq >= 0 {
			if s.traps[s.trapAt(t.Sq)].Armed {
				c = append(c, Disarm{f, b.pt(t.Sq)})
			} else {
				c = append(c, Arm{f, b.pt(t.Sq)})
			}
		}
	}
	return c
}
