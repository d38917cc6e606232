package hive

import "testing"

// TestMovementPointExpenditureChart: 1 per box, +1 for a door, hole or
// open breach; units move one at a time, closed by "done" (9.0, 9.6).
func TestMovementPointExpenditureChart(t *testing.T) {
	s := scene(t, StepTerranMove)
	e := put(t, &s, Engineer, "2")
	sc := put(t, &s, Scout, "3")
	s, _ = play(t, s, Move{e, "3"}) // along the corridor: 1
	diff(t, 1, int(s.c.Units[e].MP))
	refuse(t, s, Move{sc, "4"}) // the Engineer is moving
	refuse(t, s, Move{e, "A6"}) // 9.3: no door between 3 and A6
	s, _ = play(t, s, Move{e, "2"})
	refuse(t, s, Move{e, "A4"}) // a door: 2 more, 1 left
	s, _ = play(t, s, Finish{})
	refuse(t, s, Move{e, "1"}) // it has moved this Segment
	s, _ = play(t, s, Move{sc, "2"})
	s, _ = play(t, s, Move{sc, "A4"})
	diff(t, 3, int(s.c.Units[sc].MP))
}

// TestMinimumMove: a unit may always move one box, whatever its Movement
// Allowance (9.4): here a Worker out of command after gravity was cut.
func TestMinimumMove(t *testing.T) {
	s := scene(t, StepZnonMove)
	s.c.Gravity = true
	w := put(t, &s, Worker, "2")
	diff(t, 1, s.allowance(w))
	s, _ = play(t, s, Move{w, "A4"}) // a door: 2 MP, more than 1
	refuse(t, s, Move{w, "A1"})
}

// TestDisengagement: leaving an enemy-occupied box costs 1 more and needs
// 1-5 along a corridor, 1-3 through a door; a failure costs 2 (9.5).
func TestDisengagement(t *testing.T) {
	s := scene(t, StepTerranMove)
	l := put(t, &s, Lancers, "2")
	so := put(t, &s, Soldier, "2")
	s2, _ := play(t, s, Move{l, "3"}, 6) // fails
	diff(t, box(s, "2"), s2.c.Units[l].Box)
	diff(t, 2, int(s2.c.Units[l].MP))
	s2, _ = play(t, s2, Move{l, "3"}, 5) // 2 more MP: 4 of 4
	diff(t, box(s, "3"), s2.c.Units[l].Box)
	s3, _ := play(t, s, Move{l, "A4"}, 4) // through a door 1-3: 4 fails
	diff(t, box(s, "2"), s3.c.Units[l].Box)
	refuse(t, s3, Move{l, "A4"}) // 3 more needed, 2 left
	_ = so
}

// TestDisengagementIncapacitated: no roll when every enemy in the box is
// Incapacitated (9.5).
func TestDisengagementIncapacitated(t *testing.T) {
	s := scene(t, StepTerranMove)
	l := put(t, &s, Lancers, "2")
	put(t, &s, Soldier, "2", uInc)
	s, _ = play(t, s, Move{l, "A4"}) // 1 + door 1 + leaving 1, no die
	diff(t, 3, int(s.c.Units[l].MP))
}

// TestStackingLimits: seven Space Marines, three Znon-controlled
// individuals, at every box entered (9.2).
func TestStackingLimits(t *testing.T) {
	s := scene(t, StepTerranMove)
	for i := 0; i < 3; i++ {
		put(t, &s, Lancers, "5")
	}
	e := put(t, &s, Engineer, "4")
	put(t, &s, Scout, "4")
	s2, _ := play(t, s, Move{e, "5"}) // 7
	_ = s2
	s3 := s
	put(t, &s3, Scout, "5")
	refuse(t, s3, Move{e, "5"}) // 8
	z := scene(t, StepZnonMove)
	for i := 0; i < 3; i++ {
		put(t, &z, Soldier, "7")
	}
	w := put(t, &z, Worker, "6")
	refuse(t, z, Move{w, "7"})
	for i := 0; i < 2; i++ {
		put(t, &z, Soldier, "5")
	}
	put(t, &z, Boobytrap, "5")
	z, _ = play(t, z, Move{w, "5"}) // 15.1: boobytraps do not count
}

// TestDisengagementThroughDoorOneToThree (9.5): leaving an enemy-occupied
// box through a door succeeds on 1-3 and fails on 4.
func TestDisengagementThroughDoorOneToThree(t *testing.T) {
	s := scene(t, StepTerranMove)
	l := put(t, &s, Lancers, "2")
	put(t, &s, Soldier, "2")
	s3, _ := playRolls(t, s, Move{l, "A4"}, Roll{ForDisengage, 3})
	diff(t, box(s, "A4"), s3.c.Units[l].Box)
	diff(t, 3, int(s3.c.Units[l].MP)) // 1, +1 the door, +1 leaving enemies (9.6)
	s4, _ := playRolls(t, s, Move{l, "A4"}, Roll{ForDisengage, 4})
	diff(t, box(s, "2"), s4.c.Units[l].Box)
	diff(t, 2, int(s4.c.Units[l].MP))
}

// TestMovedEvent (9.0, 9.6): a step is told to everybody as the unit, the
// boxes left and entered and the Movement Points it cost, the same event
// each time the same step is made.
func TestMovedEvent(t *testing.T) {
	s := scene(t, StepTerranMove)
	l := put(t, &s, Lancers, "2")
	_, ev := play(t, s, Move{l, "A4"}) // through a door: 2 MP
	diff(t, []Event{Moved{Unit: l, From: "2", To: "A4", Cost: 2, Seen: toAll}}, ev)
	_, again := play(t, s, Move{l, "A4"})
	diff(t, ev, again)
	_, ev = play(t, s, Move{l, "3"}) // along the corridor: 1 MP
	diff(t, []Event{Moved{Unit: l, From: "2", To: "3", Cost: 1, Seen: toAll}}, ev)
}
