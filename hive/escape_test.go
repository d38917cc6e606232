package hive

import "testing"

// TestEvacuation: a Darter departs with its breach closed and a Space
// Marine aboard (20.2); intact laser pods fire at it, 1-3 rolling on the
// Darter Damage Table (20.0); survivors are evacuated and hostages rescued
// (22.3).
func TestEvacuation(t *testing.T) {
	s := scene(t, StepEvacuation)
	put(t, &s, Queen, "F8")
	l := put(t, &s, Lancers, "Sirius")
	h := put(t, &s, Ambassador, "Sirius", uFaceUp)
	put(t, &s, Engineer, "Vega")
	s.c.Dart[1].Flags |= dPlaced | dOpen
	s.c.Dart[1].Breach = box(s, "20")
	for _, p := range []string{"L2", "L3", "L4", "L5", "L6"} {
		s.c.setBlown(box(s, p))
	}
	refuse(t, s, Depart{"Vega"})  // its breach is open
	refuse(t, s, Depart{"Rigel"}) // nobody aboard
	s, _ = play(t, s, Depart{"Sirius"})
	s, _ = play(t, s, End{})
	diff(t, StepOuterDefense, s.Step())
	// L1 fires (1-3 hits), the Darter Damage Table gives 1 "1" result.
	s, _ = play(t, s, Laser{"Sirius"}, 2, 1)
	diff(t, pending{Kind: pendCasualty, Seat: Terran, Elim: true, Count: 1, Box: s.holdingBox(0)}, s.c.Pend)
	s, _ = play(t, s, Casualty{l})
	diff(t, uint8(stEvacuated), uint8(s.c.Units[l].Stat()))
	diff(t, uint8(stEvacuated), uint8(s.c.Units[h].Stat()))
	diff(t, true, s.Darter(0).Departed)
	diff(t, 2, s.Turn())
	o := s
	o.c.Step = StepOver
	diff(t, 1, o.Outcome().Rescued)
}

// TestHyperdrive: the worked example of 21.0: 16 Resource Points speed the
// Hive to turn 8; one engine room destroyed, turn 10; both, never.
func TestHyperdrive(t *testing.T) {
	s := scene(t, StepTerranMove)
	s.c.Speed = 16 / 4
	s.c.Bought[BuyHyperdrive] = 4
	diff(t, 8, s.HyperdriveTurn())
	s.c.setBlown(box(s, "L8"))
	diff(t, 10, s.HyperdriveTurn())
	s.c.setBlown(box(s, "L10"))
	diff(t, 0, s.HyperdriveTurn())
	diff(t, -1, s.View(Terran).HyperdriveTurn())
}

// TestHyperdriveSegment: in the Hyperdrive Segment of that turn the game
// ends; unevacuated Space Marines are casualties (22.1, 22.2).
func TestHyperdriveSegment(t *testing.T) {
	s := scene(t, StepEvacuation)
	s.c.Turn = 12
	s.c.Mission = Punitive
	put(t, &s, Queen, "F8")
	put(t, &s, Lancers, "20")
	s, _ = play(t, s, End{})
	diff(t, true, s.Over())
	o := s.Outcome()
	diff(t, [2]int{0, 2}, o.VP)
	diff(t, []Seat{Znon}, o.Winners)
}

// TestDarterShotThroughBreach: a Znon unit in the box of an open breach
// fires at the Darter; any hit, Incapacitation included, destroys it and
// everyone aboard (14.0).
func TestDarterShotThroughBreach(t *testing.T) {
	s := scene(t, StepZnonMove)
	put(t, &s, Queen, "C8", uActive)
	so := put(t, &s, Soldier, "20")
	e := put(t, &s, Engineer, "Sirius")
	s.c.Dart[0].Flags |= dPlaced | dOpen
	s.c.Dart[0].Breach = box(s, "20")
	s1, _ := play(t, s, FireDarter{so, "Sirius", 0}, 4) // 4 - 1 = 3: miss
	diff(t, false, s1.Darter(0).Destroyed)
	s2, _ := play(t, s, FireDarter{so, "Sirius", 0}, 3) // equal: a hit
	diff(t, true, s2.Darter(0).Destroyed)
	diff(t, uint8(stDead), uint8(s2.c.Units[e].Stat()))
	s.c.Dart[0].Flags &^= dOpen
	refuse(t, s, FireDarter{so, "Sirius", 0}) // closed
}
