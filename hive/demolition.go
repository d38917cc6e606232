package hive

import (
	mbits "math/bits"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// 14.0 Demolition and holing; 17.3 trap removal.

func (s *State) checkHoling(a Holing) error {
	if err := s.actor(a.Unit); err != nil {
		return incursion.Illegal("hole: %v", unwrap(err))
	}
	u := &s.c.Units[a.Unit]
	if u.Kind() != Engineer {
		return incursion.Illegal("hole: only Engineers may attempt to blow a hole in a wall (9.6)")
	}
	if u.Flags&uInc != 0 {
		return incursion.Illegal("hole: Incapacitated units may not perform any activity other than move (13.4)")
	}
	to, ok := s.boxIndex(a.To)
	if !ok || !s.onMap(a.Unit) || s.b().wallBetween(u.Box, to) < 0 {
		return incursion.Illegal("hole: an Engineer must be adjacent to a wall to hole it (14.2); outer walls may not be holed (14.4)")
	}
	if s.passage(u.Box, to) != Solid {
		return incursion.Illegal("hole %s: walls already containing doors or holes may not be holed (14.4)", a.To)
	}
	if s.enemyOccupied(a.Unit) {
		return incursion.Illegal("hole: an Engineer may not hole a wall while in an enemy-occupied box (14.3)")
	}
	return s.spend(a.Unit, 2, "hole")
}

func (g *game) holing(a Holing) {
	u := &g.c.Units[a.Unit]
	u.MP += 2
	to, _ := g.boxIndex(a.To)
	f := g.roll(g.ctl(a.Unit), "blow a hole (14.0)", toAll)
	if f <= 5 {
		w := g.b().wallBetween(u.Box, to)
		g.c.Holes[w/64] |= 1 << (uint(w) % 64)
		g.emit(Marked{What: "hole blown to " + a.To, Box: g.b().Name(int(u.Box)), To: toAll})
		return
	}
	// 14.0: the charge attacks the Engineer with a Melee Combat Strength of 6.
	m := dice.D6(g.roller())
	g.emit(Rolled{Seat: Znon, For: "exploding charge (14.0)", Face: m, To: toAll})
	res := meleeResult(m + 6 - g.defence(a.Unit))
	g.hitUnit(a.Unit, res.target, Znon)
}

func (s *State) checkDisarm(a Disarm) error {
	if err := s.actor(a.Unit); err != nil {
		return incursion.Illegal("disarm: %v", unwrap(err))
	}
	u := &s.c.Units[a.Unit]
	if u.Kind() != Engineer {
		return incursion.Illegal("disarm: only Engineers may attempt to remove boobytraps (17.3)")
	}
	if s.trapIn(u.Box) < 0 {
		return incursion.Illegal("disarm: an Engineer must occupy a boobytrap's box to remove it (17.3)")
	}
	return s.spend(a.Unit, 1, "disarm")
}

func (s *State) trapIn(box uint8) int {
	for w, m := range s.c.znonInPlay() {
		for ; m != 0; m &= m - 1 {
			i := w*64 + mbits.TrailingZeros64(m)
			if v := &s.c.Units[i]; v.Box == box && v.Kind().Trap() {
				return i
			}
		}
	}
	return -1
}

func (g *game) disarm(a Disarm) {
	u := &g.c.Units[a.Unit]
	u.MP++
	need := 4
	if u.Flags&uInc != 0 {
		need = 2
	}
	f := g.roll(g.ctl(a.Unit), "remove boobytrap (17.3)", toAll)
	if f > need {
		g.emit(Affected{Unit: a.Unit, What: "fails to remove the boobytrap", To: toAll})
		return
	}
	t := g.trapIn(u.Box)
	v := &g.c.Units[t]
	g.c.setStat(t, stRemoved)
	v.Box = noBox
	g.emit(Affected{Unit: t, What: "removed", Kind: v.Kind(), Box: g.b().Name(int(u.Box)), To: toAll})
}

func (s *State) checkDemolish(a Demolish) error {
	if err := s.actor(a.Unit); err != nil {
		return incursion.Illegal("demolish: %v", unwrap(err))
	}
	u := &s.c.Units[a.Unit]
	if !u.Kind().Marine() || s.ctl(a.Unit) != Terran {
		return incursion.Illegal("demolish: only Space Marine units may destroy laser pods and engine rooms (14.0)")
	}
	if u.Flags&uInc != 0 {
		return incursion.Illegal("demolish: Incapacitated units may not perform any activity other than move (13.4)")
	}
	if !s.onMap(a.Unit) || !s.b().has(u.Box, fPod|fEngine) {
		return incursion.Illegal("demolish: only laser pods (L1-L6) and engine rooms (L8, L10) may be destroyed (14.0)")
	}
	if s.blown(u.Box) {
		return incursion.Illegal("demolish: %s is already destroyed", s.b().Name(int(u.Box)))
	}
	for j := range s.c.Units {
		if v := &s.c.Units[j]; v.Stat() == stInPlay && v.Box == u.Box && s.ctl(j) == Znon {
			return incursion.Illegal("demolish: the box must be unoccupied by Znon-controlled units (14.0)")
		}
	}
	return s.spend(a.Unit, 1, "demolish")
}

func (g *game) demolish(a Demolish) {
	u := &g.c.Units[a.Unit]
	u.MP++
	f := g.roll(Terran, "demolition (14.0)", toAll)
	if f <= 4 {
		g.c.setBlown(u.Box)
		g.emit(Marked{What: "destroyed", Box: g.b().Name(int(u.Box)), To: toAll})
	}
}
