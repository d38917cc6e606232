package hive

import "testing"

// TestKillingTheHostages: after both engine rooms are destroyed, each Queen
// killed gives a roll (1-3) in the next Znon Movement Segment; then the
// Znon player announces an execution a full turn ahead (19.3), revealing
// the prisoner (19.4); the Terran player may abort (19.3, 22.1: a draw).
func TestKillingTheHostages(t *testing.T) {
	s := scene(t, StepTerranMove)
	s.c.setBlown(box(s, "L8"))
	s.c.setBlown(box(s, "L10"))
	q := put(t, &s, Queen, "A8", uActive)
	put(t, &s, Queen, "F8", uActive)
	h := put(t, &s, Ambassador, "F1")
	put(t, &s, Scout, "Sirius")
	g := &game{State: &s, out: &effects{}}
	g.eliminate(q, Terran)
	s = *g.State
	diff(t, 1, int(s.c.ExecRolls))
	s, _ = play(t, s, End{}, 3) // Terran melee and Znon movement start: the roll, 3
	diff(t, true, s.c.ExecOK)
	diff(t, StepZnonMove, s.Step())
	s, _ = play(t, s, End{})
	diff(t, StepZnonMelee, s.Step())
	refuse(t, s, Execute{h}) // one full Game-Turn's notice first
	s, _ = play(t, s, Announce{h})
	diff(t, []Seat{Terran}, s.ToMove())
	s1, _ := play(t, s, Abort{true})
	diff(t, true, s1.Over())
	diff(t, true, s1.Outcome().Draw)
	s2, _ := play(t, s, Abort{false})
	diff(t, StepZnonMelee, s2.Step())
	refuse(t, s2, Execute{h})
	// Next turn's Znon Melee Combat Segment.
	s2.c.Turn = 2
	s2, _ = play(t, s2, Execute{h})
	diff(t, uint8(stExecuted), uint8(s2.c.Units[h].Stat()))
}

// TestKillingTheHostagesFaceDownOnly: only face-down hostages may be
// executed (19.2): not while a Terran unit in the prisoner's box (with a
// Znon guard, so that he is not freed, 17.4) has turned him face-up (11.3).
func TestKillingTheHostagesFaceDownOnly(t *testing.T) {
	s := scene(t, StepZnonMelee)
	put(t, &s, Queen, "F8", uActive)
	h := put(t, &s, Ambassador, "F1")
	put(t, &s, Soldier, "F1")
	l := put(t, &s, Lancers, "F1")
	s.c.ExecOK = true
	s.c.Notice, s.c.NoticeTurn = uint8(h), 1
	s.c.Turn = 2
	diff(t, true, s.faceUp(h))
	refuse(t, s, Execute{h})
	s.c.Units[l].Box = box(s, "Sirius")
	s, _ = play(t, s, Execute{h})
	diff(t, uint8(stExecuted), uint8(s.c.Units[h].Stat()))
}
