package hive

import "testing"

func ended(t *testing.T, m Mission, rescued, start, lost, queens, shot int) Outcome {
	s := scene(t, StepOver)
	s.c.Mission = m
	s.c.StartMen = uint8(start)
	s.c.MenLost = uint8(lost)
	s.c.QueensKilled = uint8(queens)
	s.c.HostageShot = uint8(shot)
	for i := 0; i < rescued; i++ {
		id := put(t, &s, Ambassador, "Sirius", uFaceUp)
		if i == 1 {
			s.c.Units[id].setKind(Ambassador)
		}
		s.c.setStat(id, stEvacuated)
	}
	s.c.StartMen = uint8(start)
	return s.Outcome()
}

// TestVictoryRescue: one hostage rescued and more than half the force
// alive wins; otherwise the Znon player wins (22.1).
func TestVictoryRescue(t *testing.T) {
	diff(t, []Seat{Terran}, ended(t, Rescue, 1, 20, 9, 0, 0).Winners)
	diff(t, []Seat{Znon}, ended(t, Rescue, 1, 20, 11, 0, 0).Winners)
	diff(t, []Seat{Znon}, ended(t, Rescue, 0, 20, 0, 0, 0).Winners)
}

// TestVictoryPunitive: 5 per hostage rescued, 3 per Queen killed, against
// 1 per Space Marine lost and 3 per hostage shot by Terrans (22.2).
func TestVictoryPunitive(t *testing.T) {
	o := ended(t, Punitive, 1, 20, 7, 1, 1)
	diff(t, [2]int{8, 10}, o.VP)
	diff(t, []Seat{Znon}, o.Winners)
	o = ended(t, Punitive, 0, 20, 6, 2, 0)
	diff(t, true, o.Draw)
}

// TestVictoryRescueHostagesMustLeave: a hostage is rescued only if he (she)
// left the Hive in a Darter (22.3). The last Znon-controlled unit falls with
// the freed ambassador still aboard: the game ends (6.0) and no hostage is
// rescued, so the rescue fails (22.1).
func TestVictoryRescueHostagesMustLeave(t *testing.T) {
	s := scene(t, StepTerranMelee)
	l := put(t, &s, Lancers, "A1")
	q := put(t, &s, Queen, "A1", uActive)
	put(t, &s, Ambassador, "A1", uFaceUp)
	s, _ = play(t, s, Melee{l, q})
	s, _ = play(t, s, Resolve{}, 4) // 7 - 4 + 4 = 7: "1", the Queen falls
	s, _ = play(t, s, End{})
	o := s.Outcome()
	diff(t, true, o.Over)
	diff(t, 0, o.Rescued)
	diff(t, []Seat{Znon}, o.Winners)
}

// TestVictoryRescueExactlyHalf: with a hostage rescued and exactly half the
// starting force lost, neither "more than half ... alive" (Terran) nor
// "over half ... lost" (Znon) holds: the game is a draw (22.1; RULES.md).
func TestVictoryRescueExactlyHalf(t *testing.T) {
	o := ended(t, Rescue, 1, 20, 10, 0, 0)
	diff(t, true, o.Draw)
	diff(t, []Seat{Znon}, ended(t, Rescue, 1, 20, 11, 0, 0).Winners)
}
