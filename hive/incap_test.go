package hive

import "testing"

// TestIncapacitation: at most 2 MP (13.1), no attack (13.2), -3 in melee
// defence (13.3), a second result eliminates (13.5), recovery in a Holding
// Box after a Segment without moving (13.0).
func TestIncapacitation(t *testing.T) {
	s := scene(t, StepTerranMove)
	sc := put(t, &s, Scout, "20", uInc)
	so := put(t, &s, Soldier, "22")
	diff(t, 2, s.allowance(sc))
	refuse(t, s, Fire{sc, so, 0})
	diff(t, 0, s.defence(sc)) // 2 - 3, never below zero
	z := scene(t, StepZnonMove)
	put(t, &z, Queen, "C8", uActive)
	sol := put(t, &z, Soldier, "22")
	e := put(t, &z, Engineer, "20", uInc)
	z, _ = play(t, z, Fire{sol, e, 0}, 2) // 4 - 2 = 2: Incapacitated again = eliminated
	diff(t, uint8(stDead), uint8(z.c.Units[e].Stat()))
	h := scene(t, StepTerranMove)
	x := put(t, &h, Engineer, "Sirius", uInc)
	y := put(t, &h, Engineer, "Vega", uInc)
	h, _ = play(t, h, PlaceBreach{"Vega", "20", true})
	h, _ = play(t, h, Move{y, "20"})
	h, _ = play(t, h, Finish{})
	h, _ = play(t, h, End{})
	diff(t, uint16(0), h.c.Units[x].Flags&uInc)
	diff(t, uInc, h.c.Units[y].Flags&uInc)
}

// TestIncapacitatedMovementAllowanceTwo (13.1): an Incapacitated unit has at
// most 2 Movement Points: an Engineer's 3 becomes 2, a Scout's 6 too, and a
// unit of 2 (the ambassador) keeps them.
func TestIncapacitatedMovementAllowanceTwo(t *testing.T) {
	s := scene(t, StepTerranMove)
	e := put(t, &s, Engineer, "20")
	sc := put(t, &s, Scout, "21")
	a := put(t, &s, Ambassador, "22", uFaceUp)
	diff(t, []int{3, 6, 2}, []int{s.allowance(e), s.allowance(sc), s.allowance(a)})
	for _, id := range []int{e, sc, a} {
		s.c.Units[id].Flags |= uInc
	}
	diff(t, []int{2, 2, 2}, []int{s.allowance(e), s.allowance(sc), s.allowance(a)})
}
