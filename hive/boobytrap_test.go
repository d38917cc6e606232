package hive

import "testing"

// TestBoobytraps: a Space Marine entering the box is told of the trap
// (15.0); at the start of the Znon Melee Combat Segment traps turn face-up
// (11.6), fakes are removed, and each real trap attacks each Space Marine
// unit with strength 8 (15.3), unaffected by results (15.5).
func TestBoobytraps(t *testing.T) {
	s := scene(t, StepTerranMove)
	l := put(t, &s, Lancers, "20")
	tr := put(t, &s, Boobytrap, "21")
	fk := put(t, &s, FakeBoobytrap, "21")
	put(t, &s, Queen, "F8") // 22.4: boobytraps alone would end the game
	s, ev := play(t, s, Move{l, "21"})
	diff(t, Event(Marked{What: "boobytrap in the box (15.0)", Box: "21", To: toAll}), ev[len(ev)-1])
	s, _ = play(t, s, Finish{})
	// Terran melee (no target) is skipped; the Znon Movement Segment is
	// kept (face-down units on the map, RULES.md) though nothing may move.
	s, _ = play(t, s, End{})
	diff(t, StepZnonMove, s.Step())
	s, _ = play(t, s, End{})
	diff(t, StepZnonMelee, s.Step())
	diff(t, uint8(stRemoved), uint8(s.c.Units[fk].Stat()))
	diff(t, true, s.faceUp(tr))
	refuse(t, s, End{}) // 15.3: never withheld
	s, _ = play(t, s, Melee{tr, l})
	s, _ = play(t, s, Resolve{}, 3) // 3 + 8 - 7 = 4: no effect
	diff(t, Lancers, s.kindAt(l))
	diff(t, StepZnonMelee, s.Step())
	refuse(t, s, Melee{tr, l}) // once per Space Marine unit
}

// TestBoobytrapAttack: 8 against a Scout's 2: die 1 gives 7: one
// individual eliminated.
func TestBoobytrapAttack(t *testing.T) {
	s := scene(t, StepZnonMelee)
	sc := put(t, &s, Scout, "21")
	tr := put(t, &s, Boobytrap, "21")
	g := &game{State: &s, out: &effects{}}
	g.trapsTurnUp()
	s = *g.State
	s, _ = play(t, s, Melee{tr, sc})
	s, _ = play(t, s, Resolve{}, 1)
	diff(t, uint8(stDead), uint8(s.c.Units[sc].Stat()))
}

// TestBoobytrapRemoval: an Engineer removes a trap on 1-4 (1-2 when
// Incapacitated) for 1 MP, even in an enemy-occupied box (17.3); the
// Terran player learns whether it was a fake.
func TestBoobytrapRemoval(t *testing.T) {
	s := scene(t, StepTerranMove)
	e := put(t, &s, Engineer, "21", uInc)
	tr := put(t, &s, Boobytrap, "21")
	put(t, &s, Soldier, "21")
	s1, _ := play(t, s, Disarm{e}, 3)
	diff(t, uint8(stInPlay), uint8(s1.c.Units[tr].Stat()))
	s1, ev := play(t, s1, Disarm{e}, 2)
	diff(t, uint8(stRemoved), uint8(s1.c.Units[tr].Stat()))
	diff(t, Event(Affected{Unit: tr, What: "removed", Kind: Boobytrap, Box: "21", To: toAll}), ev[len(ev)-1])
	refuse(t, s1, Disarm{e})
}

// TestBoobytrapDisengagement: traps count as Znon-controlled units for
// disengagement (15.6).
func TestBoobytrapDisengagement(t *testing.T) {
	s := scene(t, StepTerranMove)
	l := put(t, &s, Lancers, "21")
	put(t, &s, FakeBoobytrap, "21")
	s, _ = play(t, s, Move{l, "22"}, 6)
	diff(t, box(s, "21"), s.c.Units[l].Box)
}

// TestBoobytrapCombined: a boobytrap may combine with another Znon unit
// (15.3): 8 + Soldier 8 (out of command: 3) against a 2 Lancers' 7.
func TestBoobytrapCombined(t *testing.T) {
	s := scene(t, StepZnonMelee)
	l := put(t, &s, Lancers, "21")
	tr := put(t, &s, Boobytrap, "21")
	so := put(t, &s, Soldier, "21")
	g := &game{State: &s, out: &effects{}}
	g.trapsTurnUp()
	s = *g.State
	s, _ = play(t, s, Melee{tr, l})
	s, _ = play(t, s, Join{so})
	s, _ = play(t, s, Resolve{}, 3) // 3 + 8 + 3 - 7 = 7: one man eliminated
	diff(t, Lancer, s.kindAt(l))
	refuse(t, s, Melee{so, l}) // the Soldier has initiated its one melee (16.3)
}

// TestBoobytrapAnnouncedToAnyMarine: the Terran player is told of a
// boobytrap as soon as a Space Marine unit enters its box (15.0), a Mind
// Controlled one too (3.0).
func TestBoobytrapAnnouncedToAnyMarine(t *testing.T) {
	s := scene(t, StepZnonMove)
	q := put(t, &s, Queen, "19", uActive)
	e := put(t, &s, Engineer, "18", uZnon)
	s.c.Units[q].Link = uint8(e)
	s.c.Units[e].Link = uint8(q)
	put(t, &s, Boobytrap, "17")
	_, ev := play(t, s, Move{e, "17"})
	found := false
	for _, x := range ev {
		if m, ok := x.(Marked); ok && m.What == "boobytrap in the box (15.0)" && m.Box == "17" {
			found = true
		}
	}
	diff(t, true, found)
}

// TestBoobytrapNotMeleeTarget: boobytraps are never affected by any combat
// result (15.5); a melee on a face-down one would only tell real (8) from
// fake by its strength, so they are not melee targets (RULES.md judgment).
func TestBoobytrapNotMeleeTarget(t *testing.T) {
	s := scene(t, StepTerranMelee)
	l := put(t, &s, Lancers, "21")
	tr := put(t, &s, FakeBoobytrap, "21")
	refuse(t, s, Melee{l, tr})
}
