package hive

import "testing"

// TestLancersCombine: two 1 Lancers in one box may combine at the end of
// the Movement and Ranged Combat Segment (17.2).
func TestLancersCombine(t *testing.T) {
	s := scene(t, StepTerranMove)
	put(t, &s, Queen, "F8")
	a := put(t, &s, Lancer, "20")
	b := put(t, &s, Lancer, "20")
	put(t, &s, Lancer, "21")
	s, _ = play(t, s, End{})
	diff(t, pending{Kind: pendCombine, Seat: Terran}, s.c.Pend)
	refuse(t, s, Combine{a, a + 2}) // not in the same box
	s, _ = play(t, s, Combine{a, b})
	diff(t, Lancers, s.kindAt(a))
	diff(t, uint8(stUnused), uint8(s.c.Units[b].Stat))
	// The Znon Movement Segment is kept (a face-down Queen is on the map:
	// skipping it would tell, RULES.md); nothing else to do until then.
	diff(t, StepZnonMove, s.Step())
	s, _ = play(t, s, End{})
	diff(t, StepActivation, s.Step())
	diff(t, 2, s.Turn())
}

// TestPrisonersFreed: a prisoner is freed when a Terran-controlled Space
// Marine is in its box with no other Znon-controlled unit (17.4), or when no
// Queen is within 3 boxes (17.5); it turns permanently face-up (11.3).
func TestPrisonersFreed(t *testing.T) {
	s := scene(t, StepTerranMove)
	q := put(t, &s, Queen, "A8")
	h := put(t, &s, Ambassador, "A1")
	d := put(t, &s, Daughter, "A2")
	put(t, &s, Worker, "A2")
	sc := put(t, &s, Scout, "A4")
	diff(t, Znon, s.ctl(h))
	diff(t, false, s.View(Terran).c.Units[h].Kind == Ambassador)
	s, _ = play(t, s, Move{sc, "A1"})
	diff(t, Terran, s.ctl(h))
	diff(t, Ambassador, s.View(Terran).c.Units[h].Kind)
	s, _ = play(t, s, Move{sc, "A2"})
	diff(t, Znon, s.ctl(d))                           // the Worker holds her
	diff(t, Daughter, s.View(Terran).c.Units[d].Kind) // face-up while an enemy is in her box (11.3)
	// 17.5: the Queen dies; no Queen within 3 boxes.
	z := scene(t, StepTerranMove)
	q2 := put(t, &z, Queen, "A8")
	h2 := put(t, &z, Ambassador, "A1")
	e := put(t, &z, Engineer, "A6", uActive)
	z.c.Units[e].Flags = 0
	put(t, &z, Queen, "F8")
	z, _ = play(t, z, Move{e, "A8"})
	z, _ = play(t, z, Finish{})
	g := &game{State: z}
	g.eliminate(q2, Terran)
	g.settle()
	diff(t, Terran, g.ctl(h2))
	_ = q
}
