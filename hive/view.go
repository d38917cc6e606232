package hive

// View returns what seat may know of the game (11.0, 4.8, 5.5, 5.6, 11.7):
// a State in which hidden things are replaced by unknowns, which remembers
// its viewer ([State.Viewer]). A view is for reading: Legal and Apply
// reject every action on it, while [State.Actions] on the view of the seat
// to move lists that seat's actions, as on the full state.
//
// The Terran player never sees what a face-down unit is (Kind Unknown),
// nor where the Znon units stand before his mission is chosen (5.7), nor
// its Movement Allowance while it moves, nor the hyperdrive turn
// ([State.HyperdriveTurn] returns -1), nor the Znon Resource Points and
// purchases (during the Znon purchases, only how many were made: each is
// seen as "buy unknown"), nor whether the roll to kill the hostages was
// made (19.0); eliminated face-down units stay unexamined until the end
// (11.7), except a hostage, whose death is announced with its kind (11.4).
// The Znon player never sees the mission before the end, nor the contents
// of the Holding Boxes before the damage announcement (5.5): of the Terran
// purchases and assignment, only how many were made.
//
// Any other value of seat (such as [Observer]) gets a spectator's view:
// neither player's secrets. The view of a view is the view itself for its
// own viewer, and a spectator's view for anyone else.
func (s State) View(seat Seat) State {
	if seat > Znon {
		seat = Observer
	}
	if s.c.Hidden {
		if s.c.Viewer == seat {
			return s
		}
		seat = Observer
	}
	v := s
	v.c.Hidden = true
	v.c.Viewer = seat
	if seat != Znon {
		s.hideFromTerran(&v)
	}
	if seat != Terran {
		s.hideFromZnon(&v)
	}
	v.c.reindex() // the kinds it shows
	return v
}

// Viewer returns the seat whose view s is ([State.View]): Terran, Znon or
// Observer; ok is false for a full state.
func (s State) Viewer() (seat Seat, ok bool) { return s.c.Viewer, s.c.Hidden }

// hideFromTerran hides in v what the Terran player may not know of s.
func (s *State) hideFromTerran(v *State) {
	over := s.Over()
	v.c.Speed = 255
	v.c.RP[Znon] = 0
	v.c.Bought[BuySoldier], v.c.Bought[BuyWorker], v.c.Bought[BuyBoobytrap], v.c.Bought[BuyFake], v.c.Bought[BuyHyperdrive] = 0, 0, 0, 0, 0
	v.c.ExecRolls = 0
	v.c.ExecOK = false // 19.0: the roll is the Znon player's; the notice tells
	if !over {
		// 11.7: only the Queens he saw die (a face-down one stays unknown).
		v.c.QueensKilled = 0
		for i := firstZnon; i < numUnits; i++ {
			if u := &s.c.Units[i]; u.Stat() == stDead && u.Kind().QueenLike() && u.Flags&uHiddenDeath == 0 {
				v.c.QueensKilled++
			}
		}
	}
	if m := s.c.Mover; m == NoUnit || int(m) < numUnits && m >= firstZnon && !s.faceUp(int(m)) {
		// 11.1: the Movement Allowance of a face-down unit tells what it
		// is (4 a Soldier, 3 a Worker, 2 a hostage), also once it has
		// finished (issue 20.10; the full state keeps none then).
		v.c.Allow = 0
	}
	if s.c.Step == StepZnonBuy {
		// 4.0, 11.1: before the shuffle a counter's number is its kind, so
		// which counters are bought would tell what was bought; that the
		// Znon player bought, and how many times, is public ("buy
		// unknown"). After the shuffle it is not kept: with the counters
		// deployed it would tell the hyperdrive's speed, which 4.8 hides
		// (RULES.md, "Determinization").
		v.c.Purchases[Znon] = s.znonPurchases()
		for i := firstZnon; i < numUnits; i++ {
			if u := &v.c.Units[i]; u.Stat() == stBought && znonBit(u.Kind())&buildable != 0 {
				u.setStatus(stUnused)
			}
		}
	}
	for i := firstZnon; i < numUnits; i++ {
		u := &v.c.Units[i]
		hide := false
		switch u.Stat() {
		case stInPlay:
			hide = !s.faceUp(i)
		case stDead:
			hide = u.Flags&uHiddenDeath != 0 && !over
		case stUnused, stBought:
			hide = true // 5.7: unbuilt units are concealed
		}
		if u.Stat() == stInPlay && s.c.Step < StepAssign {
			// 5.7: the Terran player examines the Znon set-up only once
			// his mission is chosen (5.6), which it must not inform.
			u.Box = noBox
		}
		if hide {
			// Only what the table shows: markers and what it did.
			u.setKind(Unknown)
			u.Flags &= uInc | uIncNow | uMoved | uFired | uMelee | uHiddenDeath
			u.Link = NoUnit
			if u.Stat() != stInPlay {
				u.Box = noBox
			}
		}
	}
}

// hideFromZnon hides in v what the Znon player may not know of s.
func (s *State) hideFromZnon(v *State) {
	if !s.Over() {
		v.c.Mission = NoMission
	}
	v.c.RP[Terran] = 0
	if !s.c.Shown {
		for i := 0; i < firstZnon; i++ {
			u := &v.c.Units[i]
			if _, ok := s.holding(u.Box); ok || u.Stat() == stBought {
				// Not even which counters are in use: their number tells
				// the purchases (5.5).
				*u = unit{Box: noBox, Link: NoUnit}
			}
		}
		// Each purchase and each assignment is seen, as "buy unknown" and
		// "assign ?" (4.0, 5.2): how many, not what or where.
		v.c.Purchases[Terran] = s.c.Bought[BuyEngineer] + s.c.Bought[BuyScout] + s.c.Bought[BuyLancers]
		if s.c.Step == StepAssign {
			v.c.Assigned = s.assigned()
		}
		v.c.Bought[BuyEngineer], v.c.Bought[BuyScout], v.c.Bought[BuyLancers] = 0, 0, 0
		v.c.StartMen = 0 // the size of the force tells the purchases (5.5)
	}
}

// znonPurchases counts the Znon player's purchases (4.9), hyperdrive
// included.
func (s *State) znonPurchases() uint8 {
	n := uint8(0)
	for it := BuySoldier; it < numItems; it++ {
		n += s.c.Bought[it]
	}
	return n
}

// assigned counts the men the Terran player has assigned to Holding Boxes
// (5.2): the counters bought other than the free Engineers, now in play.
func (s *State) assigned() uint8 {
	n := uint8(0)
	for i := 0; i < firstZnon; i++ {
		if u := &s.c.Units[i]; u.Stat() == stInPlay && u.Flags&uFree == 0 {
			n++
		}
	}
	return n
}
