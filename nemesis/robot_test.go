package nemesis

import (
	"slices"
	"testing"

	"github.com/incursion/incursion/dice"
)

// Rulebook, "Robot": Activated locally for 1 card, remotely from a Room
// with a Computer icon for 2 (1 with a Data token), only once revealed.
func TestActivatingTheRobot(t *testing.T) {
	s := inRoom(t, LandingZone) // a Computer icon
	s = edit(s, func(g *game) {
		g.Robot = robotFirefighter
		g.Rooms[HibernatoriumSlot].Fire = true
		g.Turn = 0
	})
	if s.g.robotCost(0) != 0 {
		t.Fatal("not before the Robot is revealed and the Hibernatorium discovered")
	}
	s = edit(s, func(g *game) { g.RobotShown, g.HibFound = true, true })
	if c := s.g.robotCost(0); c != 2 {
		t.Fatalf("remote cost %d", c)
	}
	a := ActivateRobot{0, HibernatoriumSlot, -1}
	if !slices.Contains(s.Actions(), Action(a)) {
		t.Fatalf("%v not offered: %v", a, s.Actions())
	}
	withData := edit(s, func(g *game) { g.P[0].Data = true; g.DataLeft-- })
	if c := withData.g.robotCost(0); c != 1 {
		t.Fatalf("with a Data token: cost %d", c)
	}
	s = mustApply(t, s, a, dice.New(1))
	for s.g.Pend == PendPay {
		s = mustApply(t, s, s.Actions()[0], dice.New(1))
	}
	if s.g.Rooms[HibernatoriumSlot].Fire || s.g.P[0].Disc.N != 2 {
		t.Fatalf("fire %v, discarded %d", s.g.Rooms[HibernatoriumSlot].Fire, s.g.P[0].Disc.N)
	}
}

// Rulebook, "Robot Movement": never through a Closed Door or an Unexplored
// Corridor.
func TestRobotMovement(t *testing.T) {
	s := inRoom(t, LandingZone)
	s = edit(s, func(g *game) { g.RobotRoom = LandingSlot })
	got := s.g.robotMoves(nil)
	if !slices.Equal(got, []int8{LandingSlot}) {
		t.Fatalf("only Unexplored Corridors around: %v", got)
	}
}
