package hive

import "github.com/incursion/incursion"

// 18.0 Unusual Features in the Hive: 18.6 Gravity, 18.7 Life support.

func (s *State) checkGravity(a CutGravity) error {
	if err := s.actor(a.Unit); err != nil {
		return incursion.Illegal("gravity: %v", unwrap(err))
	}
	u := &s.c.Units[a.Unit]
	if !u.Kind().Marine() && u.Kind() != Worker {
		return incursion.Illegal("gravity: only Space Marines and Workers may cut gravity (9.6)")
	}
	if u.Flags&uInc != 0 {
		return incursion.Illegal("gravity: Incapacitated units may not perform any activity other than move (13.4)")
	}
	if !s.onMap(a.Unit) || !s.b().has(u.Box, fGravity) {
		return incursion.Illegal("gravity: the unit must occupy a Gravity Control Compartment (18.6)")
	}
	if s.c.Gravity {
		return incursion.Illegal("gravity: once cut, gravity may never be restored nor cut again (18.6)")
	}
	if s.enemyOccupied(a.Unit) {
		return incursion.Illegal("gravity: a unit may not cut gravity if it is in an enemy-occupied box (18.6)")
	}
	return s.spend(a.Unit, 2, "gravity")
}

func (g *game) cutGravity(a CutGravity) {
	g.c.Units[a.Unit].MP += 2
	g.c.Gravity = true
	// 18.6: the next entire Znon Movement and Combat Phase after this Phase.
	g.c.FrozenTurn = g.c.Turn
	if g.c.Step.phase() == 3 {
		g.c.FrozenTurn = g.c.Turn + 1
	}
	g.emit(Marked{What: "gravity cut", Box: g.b().Name(int(g.c.Units[a.Unit].Box)), To: toAll})
}

func (s *State) checkLifeSupport(a ShutLifeSupport) error {
	if err := s.actor(a.Unit); err != nil {
		return incursion.Illegal("lifesupport: %v", unwrap(err))
	}
	u := &s.c.Units[a.Unit]
	if !u.Kind().Marine() && u.Kind() != Worker {
		return incursion.Illegal("lifesupport: only Space Marines and Workers may close down life support (9.6)")
	}
	if u.Flags&uInc != 0 {
		return incursion.Illegal("lifesupport: Incapacitated units may not perform any activity other than move (13.4)")
	}
	if !s.onMap(a.Unit) || !s.b().has(u.Box, fLifeSupport) {
		return incursion.Illegal("lifesupport: the unit must occupy the Life Support Compartment (18.7)")
	}
	if s.c.LifeOff {
		return incursion.Illegal("lifesupport: life support is already shut down (18.7)")
	}
	if s.enemyOccupied(a.Unit) {
		return incursion.Illegal("lifesupport: units in enemy-occupied boxes may not shut down life support (18.7)")
	}
	return s.spend(a.Unit, 2, "lifesupport")
}

func (g *game) shutLifeSupport(a ShutLifeSupport) {
	g.c.Units[a.Unit].MP += 2
	g.c.LifeOff = true
	g.emit(Marked{What: "life support shut down", Box: g.b().Name(int(g.c.Units[a.Unit].Box)), To: toAll})
	for i := range g.c.Units {
		if u := &g.c.Units[i]; u.Stat() == stInPlay && u.Flags&uInc != 0 {
			g.eliminate(i, g.ctl(a.Unit).Other()) // 18.7
		}
	}
}
