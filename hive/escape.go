package hive

import (
	mbits "math/bits"

	"github.com/incursion/incursion"
)

// --- 6.0 D: Hive Escape Phase; 20.0 Evacuation; 21.0 Hyperdrive ----------

func (s *State) checkEvacuation(a Action) error {
	switch a := a.(type) {
	case End:
		return nil
	case Depart:
		d, ok := s.darterIndex(a.Darter)
		if !ok || s.c.Dart[d].Flags&dBuilt == 0 {
			return incursion.Illegal("depart: no Darter %q was built", a.Darter)
		}
		x := s.c.Dart[d]
		if x.Flags&(dDestroyed|dDeparted|dLeaving) != 0 {
			return incursion.Illegal("depart %s: the Darter has already left or is destroyed", a.Darter)
		}
		if x.Flags&dPlaced != 0 && x.Flags&dOpen != 0 {
			return incursion.Illegal("depart %s: a Darter may only depart if its breach is closed (20.2)", a.Darter)
		}
		hb := s.holdingBox(d)
		if s.menIn(hb) == 0 {
			return incursion.Illegal("depart %s: at least one Space Marine must be in its Holding Box (20.2)", a.Darter)
		}
		return nil
	}
	return incursion.Illegal("%v: it is the Evacuation Segment (6.0 D.1)", a)
}

func (g *game) applyEvacuation(a Action) {
	switch a := a.(type) {
	case End:
		g.endStep()
	case Depart:
		d, _ := g.darterIndex(a.Darter)
		g.c.Dart[d].Flags |= dLeaving
		g.c.Dart[d].Flags &^= dOpen // 20.0: the breach is removed from the map
		g.emit(Marked{What: "departs for deep space", Darter: a.Darter, To: toAll})
	}
}

func (s *State) intactPods() int {
	n := 0
	for _, p := range s.b().pods {
		if !s.blown(p) {
			n++
		}
	}
	return n
}

func (g *game) skipBlownPods() {
	pods := g.b().pods
	for int(g.c.PodNext) < len(pods) && g.blown(pods[g.c.PodNext]) {
		g.c.PodNext++
	}
}

func (s *State) checkLaser(a Action) error {
	switch a := a.(type) {
	case End:
		return nil
	case Laser:
		if int(s.c.PodNext) >= len(s.b().pods) {
			return incursion.Illegal("laser: every intact laser pod is assigned")
		}
		d, ok := s.darterIndex(a.Darter)
		if !ok || s.c.Dart[d].Flags&dLeaving == 0 {
			return incursion.Illegal("laser: Darter %q is not departing; only departing ships may be fired at (20.3)", a.Darter)
		}
		return nil
	}
	return incursion.Illegal("%v: it is the Outer Defense Segment (6.0 D.2)", a)
}

func (g *game) applyLaser(a Action) {
	switch a := a.(type) {
	case End:
		g.endStep()
	case Laser:
		d, _ := g.darterIndex(a.Darter)
		g.c.PodAim[g.c.PodNext] = int8(d)
		g.emit(Marked{What: "laser pod fires at", Box: g.b().Name(int(g.b().pods[g.c.PodNext])), Darter: a.Darter, To: toAll})
		g.c.PodNext++
		g.skipBlownPods()
		if int(g.c.PodNext) >= len(g.b().pods) {
			g.fireLasers()
		}
	}
}

// fireLasers rolls for each assigned laser pod in turn (20.0); a casualty
// choice interrupts it, and resume calls it again.
func (g *game) fireLasers() {
	for i := range g.c.PodAim {
		d := int(g.c.PodAim[i])
		if d < 0 {
			continue
		}
		g.c.PodAim[i] = -1
		if g.c.Dart[d].Flags&dDestroyed != 0 {
			continue
		}
		if g.roll(Znon, "laser pod (20.0)", toAll) <= 3 {
			if g.darterDamage(d) {
				return
			}
		}
	}
	g.afterOuterDefense()
}

// afterOuterDefense: the departed Darters' men are evacuated and hostages
// rescued (22.3); then the Hyperdrive Segment (21.0) and the Game-Turn
// Indication Phase (6.0 E).
func (g *game) afterOuterDefense() {
	for d := range g.b().darters {
		x := &g.c.Dart[d]
		if x.Flags&dLeaving == 0 {
			continue
		}
		x.Flags &^= dLeaving
		if x.Flags&dDestroyed != 0 {
			continue
		}
		x.Flags |= dDeparted
		hb := g.holdingBox(d)
		for i := range g.c.Units {
			if u := &g.c.Units[i]; u.Stat() == stInPlay && u.Box == hb {
				g.c.setStat(i, stEvacuated)
				what := "evacuated"
				if u.Kind().Hostage() {
					what = "rescued"
				}
				g.emit(Affected{Unit: i, What: what, Kind: u.Kind(), Box: g.b().darters[d], To: toAll})
			}
		}
	}
	if g.endIfDone() {
		return // everyone left (or fell) before the Hyperdrive Segment
	}
	if h := g.HyperdriveTurn(); h > 0 && int(g.c.Turn) >= h {
		g.c.Hyper = true
		g.over("the Hive enters hyperdrive (21.0)")
		return
	}
	if g.c.Turn >= g.c.MaxTurns {
		g.over("the Game-Turn Record Track is exhausted")
		return
	}
	g.c.Turn++
	g.enter(StepMindControl)
}

// endIfDone ends the game when only units controlled by one player remain
// in the Hive or in Darters which have not evacuated (6.0, 22.4).
func (g *game) endIfDone() bool {
	if g.c.Step == StepOver {
		return true
	}
	var n [2]int
	s := g.State // loaded once, not per unit
	for w, m := range s.c.InPlay {
		for ; m != 0; m &= m - 1 {
			i := w*64 + mbits.TrailingZeros64(m) // the units in play
			u := &s.c.Units[i]
			if u.Kind().Trap() {
				continue
			}
			if d, ok := s.holding(u.Box); ok && s.c.Dart[d].Flags&(dDeparted|dDestroyed) != 0 {
				continue
			}
			n[s.ctl(i)]++
			if n[Terran] > 0 && n[Znon] > 0 {
				return false // both sides remain: no need to count on
			}
		}
	}
	switch {
	case n[Terran] == 0:
		g.over("no Terran-controlled unit remains")
		return true
	case n[Znon] == 0:
		g.over("no Znon-controlled unit remains")
		return true
	}
	return false
}

func (g *game) over(reason string) {
	g.c.Step = StepOver
	g.c.End = reason
	g.c.Pend = pending{}
	g.c.Atk = attack{}
	g.c.stopMover()
	g.emit(Ended{Reason: reason})
}
