package hive

import (
	"math/big"
	"testing"

	"github.com/incursion/incursion"
)

// TestRangedCombat: strength minus range (counting the target's box); a
// roll below destroys, equal incapacitates, above misses (12.0).
func TestRangedCombat(t *testing.T) {
	s := scene(t, StepTerranMove)
	l := put(t, &s, Lancers, "20")
	so := put(t, &s, Soldier, "22")
	// 4 - 2 = 2.
	s1, _ := play(t, s, Fire{l, so, 0}, 1)
	diff(t, uint8(stDead), uint8(s1.c.Units[so].Stat()))
	s2, _ := play(t, s, Fire{l, so, 0}, 2)
	diff(t, uInc, s2.c.Units[so].Flags&uInc)
	s3, _ := play(t, s, Fire{l, so, 0}, 3)
	diff(t, uint16(0), s3.c.Units[so].Flags&uInc)
	refuse(t, s3, Fire{l, so, 0}) // 12.7: once per turn
	// 12.8: each extra Movement Point adds one, announced before the roll.
	s4, _ := play(t, s, Fire{l, so, 2}, 3)
	diff(t, uint8(stDead), uint8(s4.c.Units[so].Stat()))
	diff(t, 4, int(s4.c.Units[l].MP))
	refuse(t, s, Fire{l, so, 3}) // 5 MP, 4 allowed
}

// TestLineOfSight: one row of boxes (12.1), at most one door or hole, no
// occupied box between (12.2), at most 2 down a circular corridor (12.4),
// never from an enemy-occupied box (12.3).
func TestLineOfSight(t *testing.T) {
	s := scene(t, StepTerranMove)
	l := put(t, &s, Lancers, "2")
	a4 := put(t, &s, Soldier, "A4") // through the door 2-A4
	far := put(t, &s, Soldier, "5") // 3 down corridor 1-15
	w := put(t, &s, Worker, "A5")   // A4-A8 has no door
	if s.sight(box(s, "2"), box(s, "A4")) != 1 {
		t.Errorf("2 -> A4: want range 1 through the door")
	}
	s1, _ := play(t, s, Fire{l, a4, 0}, 6)
	_ = s1
	refuse(t, s, Fire{l, far, 0})
	refuse(t, s, Fire{l, w, 0})
	// Corridor 2: 18 is two boxes from 20, but 19 is occupied.
	c := scene(t, StepTerranMove)
	e := put(t, &c, Engineer, "20")
	x := put(t, &c, Soldier, "18")
	c2 := c
	put(t, &c2, Worker, "19")
	c, _ = play(t, c, Fire{e, x, 0}, 6)
	refuse(t, c2, Fire{e, x, 0})
	// 12.3
	d := scene(t, StepTerranMove)
	e2 := put(t, &d, Engineer, "20")
	put(t, &d, Worker, "20")
	y := put(t, &d, Soldier, "21")
	refuse(t, d, Fire{e2, y, 0})
	// Round the corridor's ends: 1 and 15 are contiguous.
	r := scene(t, StepTerranMove)
	e3 := put(t, &r, Engineer, "1")
	z := put(t, &r, Soldier, "14")
	r, _ = play(t, r, Fire{e3, z, 0}, 3) // 5 - 2 = 3: incapacitated
	diff(t, uInc, r.c.Units[z].Flags&uInc)
}

// TestRangedCombatLancers: a 2 Lancers destroyed is flipped (12.0, 17.1);
// Incapacitated, it splits into two 1 Lancers (17.1).
func TestRangedCombatLancers(t *testing.T) {
	s := scene(t, StepZnonMove)
	put(t, &s, Queen, "D8", uActive)
	so := put(t, &s, Soldier, "27")
	l := put(t, &s, Lancers, "28")
	s1, _ := play(t, s, Fire{so, l, 0}, 2) // 4 - 1 = 3
	diff(t, Lancer, s1.kindAt(l))
	diff(t, 1, int(s1.c.MenLost))
	s2, _ := play(t, s, Fire{so, l, 0}, 3)
	diff(t, Lancer, s2.kindAt(l))
	diff(t, uint16(0), s2.c.Units[l].Flags&uInc)
	n := l + 1
	diff(t, Lancer, s2.kindAt(n))
	diff(t, uInc, s2.c.Units[n].Flags&uInc)
	diff(t, s2.c.Units[l].Box, s2.c.Units[n].Box)
}

// TestZeroRangedStrength: a Worker fires only from an Armory (12.6, 18.5).
func TestZeroRangedStrength(t *testing.T) {
	s := scene(t, StepZnonMove)
	put(t, &s, Queen, "A8", uActive)
	w := put(t, &s, Worker, "A2")
	e := put(t, &s, Engineer, "A1")
	refuse(t, s, Fire{w, e, 0})
	s.c.Units[w].Box = box(s, "A3") // an Armory: 0 + 2
	e2 := put(t, &s, Engineer, "18")
	_ = e2
	diff(t, 2, s.rangedStrength(w))
}

// TestFireIntoArmory: every ranged combat into an Armory rolls for its
// detonation; a 1 eliminates everything in it (18.5).
func TestFireIntoArmory(t *testing.T) {
	s := scene(t, StepTerranMove)
	e := put(t, &s, Engineer, "A2") // A2-A3: door, range 1
	so := put(t, &s, Soldier, "A3")
	put(t, &s, Queen, "A3")
	s1, _ := play(t, s, Fire{e, so, 0}, 6, 1) // miss, then the Armory blows
	diff(t, uint8(stDead), uint8(s1.c.Units[so].Stat()))
	diff(t, 1, int(s1.c.QueensKilled))
	diff(t, true, s1.blown(box(s, "A3")))
	s2, _ := play(t, s, FireArmory{e, "A3"}, 2)
	diff(t, false, s2.blown(box(s, "A3")))
}

// TestRangedCombatBoobytrap: a face-down boobytrap hit by ranged combat is
// only reported as a boobytrap (15.5); a prisoner killed is announced
// (11.4) and scores for the Znon player if shot by a Terran (22.2).
func TestRangedCombatBoobytrap(t *testing.T) {
	s := scene(t, StepTerranMove)
	e := put(t, &s, Engineer, "20")
	tr := put(t, &s, FakeBoobytrap, "21")
	h := put(t, &s, Ambassador, "19")
	put(t, &s, Queen, "19")
	s1, ev := play(t, s, Fire{e, tr, 0}, 1)
	diff(t, uint8(stInPlay), uint8(s1.c.Units[tr].Stat()))
	diff(t, Event(Affected{Unit: tr, What: "is a boobytrap (15.5)", To: toAll}), ev[len(ev)-1])
	diff(t, Unknown, viewKind(s1.View(Terran), tr))
	// Queen in 19 occupies the box too, but the target is the prisoner.
	s2, _ := play(t, s, Fire{e, h, 0}, 1)
	diff(t, uint8(stDead), uint8(s2.c.Units[h].Stat()))
	diff(t, 1, int(s2.c.HostageShot))
}

// TestRangedCombatOdds: with a modified strength of 2 the target dies on a
// 1 and is incapacitated on a 2: exactly 1/6 each (12.0), every roll going
// through the roller (incursion.Outcomes).
func TestRangedCombatOdds(t *testing.T) {
	s := scene(t, StepTerranMove)
	l := put(t, &s, Lancers, "20")
	so := put(t, &s, Soldier, "22")
	outs, err := incursion.Outcomes(Rules, s, Action(Fire{l, so, 0}), 100)
	if err != nil {
		t.Fatal(err)
	}
	dead, inc := new(big.Rat), new(big.Rat)
	for _, o := range outs {
		switch u := o.State.c.Units[so]; {
		case u.Stat() == stDead:
			dead.Add(dead, o.P)
		case u.Flags&uInc != 0:
			inc.Add(inc, o.P)
		}
	}
	diff(t, "1/6 1/6", dead.RatString()+" "+inc.RatString())
}

// TestLineOfSightBothWays: a row of boxes is seen from either end (12.1):
// A2 fires at A1 as A1 fires at A2, and A4 at corridor box 2 through the
// door as 2 at A4.
func TestLineOfSightBothWays(t *testing.T) {
	s := scene(t, StepTerranMove)
	n := s.b().Boxes()
	for x := 0; x < n; x++ {
		for y := 0; y < n; y++ {
			if a, b := s.sight(uint8(x), uint8(y)), s.sight(uint8(y), uint8(x)); a != b {
				t.Errorf("%s -> %s: range %d, back %d", s.b().Name(x), s.b().Name(y), a, b)
			}
		}
	}
	e := put(t, &s, Engineer, "A2")
	w := put(t, &s, Soldier, "A1")
	s1, _ := play(t, s, Fire{e, w, 0}, 3) // 5 - 1 = 4: destroyed
	diff(t, uint8(stDead), uint8(s1.c.Units[w].Stat()))
	c := scene(t, StepTerranMove)
	e2 := put(t, &c, Engineer, "A4")
	x := put(t, &c, Soldier, "2")
	c1, _ := play(t, c, Fire{e2, x, 0}, 4) // 5 - 1 = 4: incapacitated
	diff(t, uInc, c1.c.Units[x].Flags&uInc)
}
