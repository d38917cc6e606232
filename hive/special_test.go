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
	diff(t, uint8(stUnused), uint8(s.c.Units[b].Stat()))
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
	diff(t, false, viewKind(s.View(Terran), h) == Ambassador)
	s, _ = play(t, s, Move{sc, "A1"})
	diff(t, Terran, s.ctl(h))
	diff(t, Ambassador, viewKind(s.View(Terran), h))
	s, _ = play(t, s, Move{sc, "A2"})
	diff(t, Znon, s.ctl(d))                        // the Worker holds her
	diff(t, Daughter, viewKind(s.View(Terran), d)) // face-up while an enemy is in her box (11.3)
	// 17.5: the Queen dies; no Queen within 3 boxes.
	z := scene(t, StepTerranMove)
	q2 := put(t, &z, Queen, "A8")
	h2 := put(t, &z, Ambassador, "A1")
	e := put(t, &z, Engineer, "A6", uActive)
	z.c.Units[e].Flags = 0
	put(t, &z, Queen, "F8")
	z, _ = play(t, z, Move{e, "A8"})
	z, _ = play(t, z, Finish{})
	g := &game{State: &z, out: &effects{}}
	g.eliminate(q2, Terran)
	g.settle()
	diff(t, Terran, g.ctl(h2))
	_ = q
}

// TestLancersCombineZnonSegment: 1 Lancers combine "at the end of any
// Movement and Ranged Combat Segment" (17.2): the Terran player's two 1
// Lancers in one box may combine when the Znon Movement and Ranged Combat
// Segment ends, before the Znon Melee Combat Segment.
func TestLancersCombineZnonSegment(t *testing.T) {
	s := scene(t, StepZnonMove)
	put(t, &s, Queen, "F8", uActive)
	a := put(t, &s, Lancer, "20")
	b := put(t, &s, Lancer, "20")
	s, _ = play(t, s, End{})
	diff(t, pending{Kind: pendCombine, Seat: Terran}, s.c.Pend)
	diff(t, []Seat{Terran}, s.ToMove())
	diff(t, []Action{Combine{a, b}, End{}}, s.Actions())
	s2, _ := play(t, s, End{}) // declined: the Znon Melee Combat Segment
	diff(t, Lancer, s2.kindAt(a))
	diff(t, pending{}, s2.c.Pend)
	s, ev := play(t, s, Combine{a, b})
	diff(t, Lancers, s.kindAt(a))
	diff(t, uint8(stUnused), uint8(s.c.Units[b].Stat()))
	diff(t, pending{}, s.c.Pend)
	diff(t, Event(Began{Turn: 1, Step: StepZnonMelee}), ev[1]) // the Segment ended
}

// TestLancersCombineMindControlled: two Mind Controlled 1 Lancers do not
// combine (RULES.md, reading of 17.2 with 7.4, 7.9 and 17.1), at the end of
// either Movement and Ranged Combat Segment; nor a Mind Controlled one with
// a Terran-controlled one.
func TestLancersCombineMindControlled(t *testing.T) {
	for _, step := range []Step{StepTerranMove, StepZnonMove} {
		s := scene(t, step)
		q1 := put(t, &s, Queen, "F8", uActive)
		q2 := put(t, &s, Queen, "F9", uActive)
		a := put(t, &s, Lancer, "F1", uZnon)
		b := put(t, &s, Lancer, "F1", uZnon)
		s.c.Units[a].Link, s.c.Units[q1].Link = uint8(q1), uint8(a)
		s.c.Units[b].Link, s.c.Units[q2].Link = uint8(q2), uint8(b)
		diff(t, false, s.canCombine())
		s.c.Pend = pending{Kind: pendCombine, Seat: Terran}
		refuse(t, s, Combine{a, b})
		c := put(t, &s, Lancer, "F1")
		refuse(t, s, Combine{a, c}) // one Terran-, one Znon-controlled
		diff(t, false, s.canCombine())
	}
}
