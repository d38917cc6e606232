package hive

import "testing"

// TestDemolition: a Space Marine destroys the laser pod or engine room it
// occupies on 1-4 for 1 MP, if no Znon-controlled unit is there (14.0,
// 14.1); Engineers hole walls on 1-5 for 2 MP (14.0, 14.2-14.4).
func TestDemolition(t *testing.T) {
	s := scene(t, StepTerranMove)
	l := put(t, &s, Lancers, "L8")
	s, _ = play(t, s, Demolish{l}, 5)
	diff(t, false, s.blown(box(s, "L8")))
	s, _ = play(t, s, Demolish{l}, 4) // 14.1: again
	diff(t, true, s.blown(box(s, "L8")))
	refuse(t, s, Demolish{l})
	diff(t, 14, s.HyperdriveTurn()) // 21.0: two turns later
	z := scene(t, StepTerranMove)
	m := put(t, &z, Scout, "L2")
	put(t, &z, FakeBoobytrap, "L2")
	refuse(t, z, Demolish{m})
}

// TestHoling: 1-5 holes the wall; a 6 sets off the charge, Melee Combat
// Strength 6 against the Engineer (14.0); no holes in walls with doors
// (14.4) or from enemy-occupied boxes (14.3).
func TestHoling(t *testing.T) {
	s := scene(t, StepTerranMove)
	e := put(t, &s, Engineer, "E8")
	refuse(t, s, Holing{e, "E2"}) // E2-E8 has a door
	s1, _ := play(t, s, Holing{e, "E12"}, 5)
	diff(t, Door, s1.passage(box(s, "E8"), box(s, "E12")))
	refuse(t, s1, Move{e, "E12"}) // a hole counts as a door: 2 more, 1 left
	s1, _ = play(t, s1, Finish{})
	x := put(t, &s1, Scout, "E8")
	s1, _ = play(t, s1, Move{x, "E12"})
	diff(t, 2, int(s1.c.Units[x].MP))
}

// TestHolingCharge: the charge's melee: 6 - 4 + die 5 = 7: eliminated.
func TestHolingCharge(t *testing.T) {
	s := scene(t, StepTerranMove)
	e := put(t, &s, Engineer, "E8")
	s1, _ := play(t, s, Holing{e, "E12"}, 6, 5)
	diff(t, uint8(stDead), uint8(s1.c.Units[e].Stat()))
	s2, _ := play(t, s, Holing{e, "E12"}, 6, 3) // 5: Incapacitated
	diff(t, uInc, s2.c.Units[e].Flags&uInc)
	z := scene(t, StepTerranMove)
	e2 := put(t, &z, Engineer, "E8")
	put(t, &z, Worker, "E8", uInc)
	refuse(t, z, Holing{e2, "E12"})
}
