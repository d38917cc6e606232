package hive

import "testing"

// TestCommandRanges: 6 boxes Active, 3 Inactive (8.2), +2 in a Command
// Compartment (8.3), +2 within the Master-Queen's range (8.4), none when
// Incapacitated (8.9).
func TestCommandRanges(t *testing.T) {
	s := scene(t, StepActivation)
	q := put(t, &s, Queen, "B8", uActive) // B8 is a Command Compartment
	in := put(t, &s, Queen, "D1")
	diff(t, 8, s.queenRange(q))
	diff(t, 3, s.queenRange(in))
	mq := put(t, &s, MasterQueen, "B1", uActive)
	diff(t, 10, s.queenRange(q)) // 6 +2 +2
	diff(t, 6, s.queenRange(mq)) // never extends its own (8.4)
	s.c.Units[mq].Flags |= uInc
	diff(t, -1, s.queenRange(mq))
	diff(t, 8, s.queenRange(q)) // 8.9
}

// TestCommandOutOfRange: a Soldier outside every Command Range has one
// Movement Point less, fights with its out-of-command strength and may not
// fire (8.0).
func TestCommandOutOfRange(t *testing.T) {
	s := scene(t, StepZnonMove)
	so := put(t, &s, Soldier, "30")
	put(t, &s, Scout, "31")
	diff(t, 3, s.allowance(so))
	diff(t, 3, s.meleeStrength(so))
	refuse(t, s, Fire{so, 0, 0})
	put(t, &s, Queen, "D8", uActive)
	diff(t, 4, s.allowance(so))
	diff(t, 8, s.meleeStrength(so))
}

// TestQueenActivation: an Inactive Queen within an Active Queen's Command
// Range may be Activated, plus one more anywhere (6.0 A.2); a Queen
// Activated this turn does not activate others (8.6).
func TestQueenActivation(t *testing.T) {
	s := scene(t, StepActivation)
	a := put(t, &s, Queen, "A8", uActive)
	b := put(t, &s, Queen, "A12")
	c := put(t, &s, Queen, "F8")
	d := put(t, &s, Queen, "E8")
	s, _ = play(t, s, Activate{b}) // within A8's range: free
	diff(t, false, s.c.ExtraAct)
	s, _ = play(t, s, Activate{c}) // the one additional
	diff(t, true, s.c.ExtraAct)
	refuse(t, s, Activate{d}) // E8 is 4 boxes from F8, but F8 was just Activated
	refuse(t, s, Activate{a}) // already Active
	_ = d
}

// TestActivationByMarine: a Space Marine entering a box or area activates
// the Queens there (8.7), and they turn face-up (11.5).
func TestActivationByMarine(t *testing.T) {
	s := scene(t, StepTerranMove)
	q := put(t, &s, Queen, "A8")
	e := put(t, &s, Engineer, "2")
	diff(t, false, s.faceUp(q))
	s, _ = play(t, s, Move{e, "A4"})
	diff(t, true, s.faceUp(q))
	diff(t, uActive, s.c.Units[q].Flags&uActive)
}

// TestActivationByMindControlledMarine: a Mind Controlled Marine is still
// a Space Marine (3.0, 9.2): entering an area activates its Queens (8.7).
func TestActivationByMindControlledMarine(t *testing.T) {
	s := scene(t, StepZnonMove)
	q1 := put(t, &s, Queen, "19", uActive)
	e := put(t, &s, Engineer, "18", uZnon)
	s.c.Units[q1].Link = uint8(e)
	s.c.Units[e].Link = uint8(q1)
	q2 := put(t, &s, Queen, "A8")
	s, _ = play(t, s, Move{e, "A5"})
	diff(t, uActive, s.c.Units[q2].Flags&uActive)
}

// TestMasterQueenActivatedPhase: the Master-Queen does not extend Command
// Ranges during the Phase in which she is Activated (8.6).
func TestMasterQueenActivatedPhase(t *testing.T) {
	s := scene(t, StepActivation)
	q := put(t, &s, Queen, "B8", uActive)
	mq := put(t, &s, MasterQueen, "B1")
	diff(t, 10, s.queenRange(q)) // an Inactive Master-Queen extends (3 boxes)
	s, _ = play(t, s, Activate{mq})
	diff(t, 8, s.queenRange(q))
	s.c.Step = StepTerranMove
	diff(t, 10, s.queenRange(q))
}

// TestMindControlQueenKilled: the controlled unit reverts when its Queen is
// killed or incapacitated (7.8).
func TestMindControlQueenKilled(t *testing.T) {
	s := scene(t, StepTerranMove)
	q := put(t, &s, Queen, "21", uActive)
	e := put(t, &s, Engineer, "20", uZnon)
	s.c.Units[q].Link = uint8(e)
	s.c.Units[e].Link = uint8(q)
	l := put(t, &s, Lancers, "22")
	s, _ = play(t, s, Fire{l, q, 0}, 3) // 4 - 1 = 3: Incapacitated
	diff(t, Terran, s.ctl(e))
	diff(t, uint8(NoUnit), s.c.Units[q].Link)
}

// TestCommandRangeBoundary (8.2): a box exactly 6 boxes from an Active
// Queen is within her Command Range, 7 is not; for an Inactive Queen, 3
// and 4.
func TestCommandRangeBoundary(t *testing.T) {
	s := scene(t, StepActivation)
	q := put(t, &s, Queen, "D1", uActive) // not a Command Compartment
	diff(t, 6, s.queenRange(q))
	at6, at7 := boxAt(t, s, "D1", 6), boxAt(t, s, "D1", 7)
	diff(t, []bool{true, false}, []bool{s.InCommand(int(box(s, at6))), s.InCommand(int(box(s, at7)))})
	s.c.Units[q].Flags &^= uActive
	diff(t, 3, s.queenRange(q))
	at3, at4 := boxAt(t, s, "D1", 3), boxAt(t, s, "D1", 4)
	diff(t, []bool{true, false}, []bool{s.InCommand(int(box(s, at3))), s.InCommand(int(box(s, at4)))})
}
