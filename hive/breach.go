package hive

import "github.com/incursion/incursion"

// 10.0 Boarding: Breaches.

func (s *State) checkBreach(a PlaceBreach) error {
	if s.c.Step != StepTerranMove {
		return incursion.Illegal("breach: Breach markers are placed in the Terran Movement and Ranged Combat Segment (10.0)")
	}
	if s.c.Mover != NoUnit {
		return incursion.Illegal("breach: unit %d is moving (9.0)", s.c.Mover)
	}
	d, ok := s.darterIndex(a.Darter)
	if !ok || s.c.Dart[d].Flags&dBuilt == 0 {
		return incursion.Illegal("breach: no Darter %q was built", a.Darter)
	}
	x := s.c.Dart[d]
	if x.Flags&(dDestroyed|dDeparted) != 0 {
		return incursion.Illegal("breach %s: a departed or destroyed Darter's breach may never be emplaced (20.1)", a.Darter)
	}
	if x.Flags&dPlaced != 0 {
		return incursion.Illegal("breach %s: a particular breach may only be emplaced once (10.6)", a.Darter)
	}
	box, ok := s.boxIndex(a.Box)
	if !ok {
		return incursion.Illegal("breach: breaches may be placed in any box other than Holding Boxes (10.5)")
	}
	if s.breachAt(box) >= 0 {
		return incursion.Illegal("breach %s: only one breach may be placed in a given box (10.1)", a.Box)
	}
	if x.Flags&dAirlock != 0 && !s.b().has(box, fAirlock) {
		return incursion.Illegal("breach %s: without an Engineer, the Darter's breach may only be placed in the airlock (10.3, 18.2)", a.Darter)
	}
	return nil
}

func (s *State) checkHatch(a Hatch) error {
	if err := s.actor(a.Unit); err != nil {
		return incursion.Illegal("hatch: %v", unwrap(err))
	}
	u := &s.c.Units[a.Unit]
	if !u.Kind().Marine() || s.ctl(a.Unit) != Terran {
		return incursion.Illegal("hatch: only Space Marines may open or close a breach (9.6)")
	}
	if u.Flags&uInc != 0 {
		return incursion.Illegal("hatch: Incapacitated units may not perform any activity other than move (13.4)")
	}
	d, ok := s.darterIndex(a.Darter)
	if !ok || s.c.Dart[d].Flags&dPlaced == 0 || s.c.Dart[d].Flags&(dDestroyed|dDeparted) != 0 {
		return incursion.Illegal("hatch: Darter %q has no breach in the Hive", a.Darter)
	}
	if u.Box != s.c.Dart[d].Breach && u.Box != s.holdingBox(d) {
		return incursion.Illegal("hatch: the unit must occupy the Breach Box or the Holding Box (10.0)")
	}
	return s.spend(a.Unit, 2, "hatch")
}

func (g *game) hatch(a Hatch) {
	d, _ := g.darterIndex(a.Darter)
	g.c.Units[a.Unit].MP += 2
	x := &g.c.Dart[d]
	x.Flags ^= dOpen
	open := 0
	if x.Flags&dOpen != 0 {
		open = 1
	}
	if n := g.b().Boxes(); int(x.Breach) < n && d >= 0 && d < len(g.b().darters) && a.Darter == g.b().darters[d] {
		i := (d*n+int(x.Breach))*2 + open
		g.emitShared(g.b().actions().breachMark[i : i+1 : i+1])
		return
	}
	what := "breach closed"
	if open == 1 {
		what = "breach opened"
	}
	g.emit(Marked{What: what, Darter: a.Darter, Box: g.b().Name(int(x.Breach)), To: toAll})
}
