package hive

import "testing"

// TestBreaches: one breach per box (10.1), open or closed when emplaced
// (10.2), never in a Holding Box (10.5), once only (10.6); an open breach
// is a door (10.4); Space Marines open and close it for 2 MP (10.0).
func TestBreaches(t *testing.T) {
	s := scene(t, StepTerranMove)
	e := put(t, &s, Engineer, "Sirius")
	refuse(t, s, PlaceBreach{"Sirius", "Vega", true})
	refuse(t, s, PlaceBreach{"Deneb", "20", true}) // not built
	s, _ = play(t, s, PlaceBreach{"Sirius", "20", false})
	refuse(t, s, PlaceBreach{"Sirius", "21", true}) // 10.6
	refuse(t, s, PlaceBreach{"Vega", "20", true})   // 10.1
	refuse(t, s, Move{e, "20"})                     // closed
	s, _ = play(t, s, Hatch{e, "Sirius"})
	diff(t, true, s.Darter(0).Open)
	refuse(t, s, Move{e, "20"}) // 1 + breach 1 = 2, 1 left
	s, _ = play(t, s, Finish{})
	l := put(t, &s, Lancers, "Sirius")
	s, _ = play(t, s, Move{l, "20"})
	diff(t, 2, int(s.c.Units[l].MP))
	s, _ = play(t, s, Move{l, "Sirius"})
	diff(t, box(s, "Sirius"), s.c.Units[l].Box)
}

// TestAirlock: a Darter whose Engineers were all killed by the outer
// defenses breaches only the airlock L9 (10.3, 18.2).
func TestAirlock(t *testing.T) {
	s := scene(t, StepTerranMove)
	s.c.Dart[0].Flags |= dAirlock
	refuse(t, s, PlaceBreach{"Sirius", "20", true})
	s, _ = play(t, s, PlaceBreach{"Sirius", "L9", true})
	diff(t, "L9", s.Darter(0).Breach)
}
