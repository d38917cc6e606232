package hive

import "testing"

// TestMindControl: an Active Queen takes a Terran within 3 boxes on 1-3
// (1-5 if Incapacitated); her Command Range drops to 3 (7.3); at the end of
// the Segment the individual breaks out on 1-2 (7.6).
func TestMindControl(t *testing.T) {
	s := scene(t, StepMindControl)
	q := put(t, &s, Queen, "A8", uActive)
	sc := put(t, &s, Scout, "A1")
	far := put(t, &s, Scout, "30")
	refuse(t, s, MindControl{q, far}) // 7.2: not within 3 boxes
	diff(t, 6, s.queenRange(q))       // 8.2
	s2, _ := play(t, s, MindControl{q, sc}, 4)
	diff(t, Terran, s2.ctl(sc))        // 4 fails
	refuse(t, s2, MindControl{q, far}) // 7.1: once per Game-Turn
	s, _ = play(t, s, MindControl{q, sc}, 3)
	diff(t, Znon, s.ctl(sc))
	diff(t, 3, s.queenRange(q)) // 7.3
	refuse(t, s, Relinquish{q}) // 7.5: only at the beginning of the Segment
	// End of the Segment: the break-out roll (7.6), 3 keeps the control.
	s, _ = play(t, s, End{}, 3)
	diff(t, Znon, s.ctl(sc))
	diff(t, StepTerranMove, s.Step())
}

// TestMindControlIncapacitated: 1-5 against an Incapacitated target; a
// 2 Lancers loses one man to the Queen (7.9, 17.1).
func TestMindControlIncapacitated(t *testing.T) {
	s := scene(t, StepMindControl)
	q := put(t, &s, MasterQueen, "A8", uActive)
	l := put(t, &s, Lancers, "A8")
	s, _ = play(t, s, MindControl{q, l}, 3)
	diff(t, Lancer, s.kindAt(l))
	n := int(s.c.Units[q].Link)
	diff(t, Lancer, s.kindAt(n))
	diff(t, Znon, s.ctl(n))
	diff(t, Terran, s.ctl(l))
	s2 := scene(t, StepMindControl)
	q2 := put(t, &s2, Queen, "A8", uActive)
	e := put(t, &s2, Engineer, "A8", uInc)
	s2, _ = play(t, s2, MindControl{q2, e}, 5)
	diff(t, Znon, s2.ctl(e))
}

// TestMindControlBreakOut: a 1 or 2 at the end of the Segment frees the
// individual (7.6); a Queen that relinquishes may not try again in that
// Segment (7.5); Holding Boxes are out of reach (7.2).
func TestMindControlBreakOut(t *testing.T) {
	s := scene(t, StepMindControl)
	q := put(t, &s, Queen, "A8", uActive)
	e := put(t, &s, Engineer, "A8")
	put(t, &s, Scout, "Sirius")
	refuse(t, s, MindControl{q, 1})
	s, _ = play(t, s, MindControl{q, e}, 1)
	s, _ = play(t, s, End{}, 2)
	diff(t, Terran, s.ctl(e))
	diff(t, uint8(NoUnit), s.c.Units[q].Link)
}

// TestMindControlLostByDistance: a Queen moving more than 3 boxes from the
// unit it controls loses the control (7.8); the unit may not move more than
// 3 boxes from its Queen.
func TestMindControlLostByDistance(t *testing.T) {
	s := scene(t, StepZnonMove)
	q := put(t, &s, Queen, "20", uActive)
	e := put(t, &s, Engineer, "23", uZnon)
	s.c.Units[q].Link = uint8(e)
	s.c.Units[e].Link = uint8(q)
	refuse(t, s, Move{e, "24"}) // 4 boxes from the Queen
	s, _ = play(t, s, Move{q, "19"})
	diff(t, Terran, s.ctl(e))
}

// TestMindControlledLimits: a Mind Controlled unit never enters a Holding
// Box (7.8); the Znon player never fires at a prisoner before the roll to
// kill the hostages (12.5).
func TestMindControlledLimits(t *testing.T) {
	s := scene(t, StepZnonMove)
	q := put(t, &s, Queen, "20", uActive)
	e := put(t, &s, Engineer, "21", uZnon)
	s.c.Units[q].Link = uint8(e)
	s.c.Units[e].Link = uint8(q)
	s.c.Dart[0].Flags |= dPlaced | dOpen
	s.c.Dart[0].Breach = box(s, "21")
	refuse(t, s, Move{e, "Sirius"})
	h := put(t, &s, Daughter, "23", uFaceUp)
	refuse(t, s, Fire{e, h, 0})
	s.c.ExecOK = true
	s, _ = play(t, s, Fire{e, h, 0}, 6)
}
