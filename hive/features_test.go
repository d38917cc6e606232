package hive

import "testing"

// TestGravity: Space Marines or Workers in a Gravity Control Compartment cut
// gravity for 2 MP: every Movement Allowance but Engineers' and Queens'
// drops by one, and the next Znon Movement and Combat Phase is frozen
// (18.6).
func TestGravity(t *testing.T) {
	s := scene(t, StepTerranMove)
	sc := put(t, &s, Scout, "B15")
	e := put(t, &s, Engineer, "20")
	so := put(t, &s, Soldier, "22")
	put(t, &s, Queen, "C8", uActive)
	s, _ = play(t, s, CutGravity{sc})
	refuse(t, s, CutGravity{sc})
	s, _ = play(t, s, Finish{})
	diff(t, 3, s.allowance(e)) // the Engineer keeps 3
	diff(t, 3, s.allowance(so))
	s, _ = play(t, s, End{})
	// Terran melee skipped; the Znon Movement and Combat Phase is frozen
	// and skipped, and so is the Hive Escape Phase: Game-Turn 2 begins.
	diff(t, 2, s.Turn())
	diff(t, StepMindControl, s.Step())
}

// TestLifeSupport: shutting it down eliminates every Incapacitated unit and
// makes later Incapacitations eliminations (18.7).
func TestLifeSupport(t *testing.T) {
	s := scene(t, StepTerranMove)
	put(t, &s, Queen, "F8")
	l := put(t, &s, Lancers, "C8")
	x := put(t, &s, Engineer, "Sirius", uInc)
	y := put(t, &s, Worker, "30", uInc)
	s, _ = play(t, s, ShutLifeSupport{l})
	diff(t, uint8(stDead), uint8(s.c.Units[x].Stat()))
	diff(t, uint8(stDead), uint8(s.c.Units[y].Stat()))
	g := &game{State: &s, out: &effects{}}
	g.hitUnit(l, resIn, Znon)
	diff(t, Lancer, g.kindAt(l)) // treated as a 1 result
}

// TestHatchery: Znon-controlled units fire into a Hatchery at one less
// (18.8).
func TestHatchery(t *testing.T) {
	s := scene(t, StepZnonMove)
	put(t, &s, Queen, "D1", uActive)
	so := put(t, &s, Soldier, "D6")
	e := put(t, &s, Engineer, "D8") // D6-D8 door, range 1: 4 - 1 - 1 = 2
	s1, _ := play(t, s, Fire{so, e, 0}, 2)
	diff(t, uInc, s1.c.Units[e].Flags&uInc)
}

// TestColdStorage: a Worker may be placed in the Cold Storage Box after a
// Znon Movement Segment in which an Active Queen stayed there (18.9).
func TestColdStorage(t *testing.T) {
	s := scene(t, StepZnonMove)
	q := put(t, &s, Queen, "B10", uActive)
	put(t, &s, Scout, "Sirius")
	s, _ = play(t, s, End{})
	diff(t, pending{Kind: pendSpawn, Seat: Znon}, s.c.Pend)
	s, _ = play(t, s, Spawn{true})
	n := 0
	for i := range s.c.Units {
		if u := s.c.Units[i]; u.Kind() == Worker && u.Stat() == stInPlay && u.Box == box(s, "B10") {
			n++
		}
	}
	diff(t, 1, n)
	_ = q
}

// TestGravityCutByWorker: cut in a Znon Phase, the freeze falls on the
// next Game-Turn's Znon Movement and Combat Phase (18.6).
func TestGravityCutByWorker(t *testing.T) {
	s := scene(t, StepZnonMove)
	put(t, &s, Queen, "B8", uActive)
	w := put(t, &s, Worker, "B15")
	put(t, &s, Scout, "Sirius")
	s, _ = play(t, s, CutGravity{w})
	diff(t, uint8(2), s.c.FrozenTurn)
	diff(t, false, s.frozen())
	s.c.Turn = 2
	diff(t, true, s.frozen())
	s.c.Step = StepTerranMove
	diff(t, false, s.frozen())
}
