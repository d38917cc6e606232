package nemesis

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
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
	a := ActivateRobot{0, HibernatoriumSlot, -1, 0}
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
	s = edit(s, func(g *game) { g.RobotRoom = LandingSlot; g.Robot = robotCombat })
	got := s.g.robotMoves(nil)
	if !slices.Equal(got, []int8{LandingSlot}) {
		t.Fatalf("only Unexplored Corridors around: %v", got)
	}
	// The Exploration Robot is the exception: it may Explore.
	s = edit(s, func(g *game) { g.Robot = robotScout })
	got = s.g.robotMoves(nil)
	slices.Sort(got)
	if want := []int8{LandingSlot - W, LandingSlot, LandingSlot + 1, LandingSlot + W}; !slices.Equal(got, want) {
		t.Fatalf("the Exploration Robot's moves %v, want %v", got, want)
	}
}

// TestExplorationRobot: Rulebook, "Robot Movement": "the Exploration Robot
// is the only exception, allowing it to Explore a new Room — it could make
// a Noise roll in that case". The Robot, not the Character, goes there.
func TestExplorationRobot(t *testing.T) {
	s := inRoom(t, LandingZone)
	s = edit(s, func(g *game) {
		g.RobotRoom, g.Robot, g.RobotShown, g.HibFound = LandingSlot, robotScout, true, true
		moveToTop(&g.D.Explore, 0) // 4 Corridors, an Entrance Noise roll
		moveToTop(&g.D.Stacks[0], 3)
	})
	b2 := LandingSlot + 1
	a := ActivateRobot{0, int8(b2), -1, 0}
	if !slices.Contains(s.Actions(), Action(a)) {
		t.Fatalf("%v not offered: %v", a, s.Actions())
	}
	s, ev := kern(s, []int{1}, func(k *kernel) { k.activateRobot(a) }) // Noise roll: a 1
	g := s.g
	if g.Rooms[b2].Tile != 3 || g.RobotRoom != int8(b2) || g.P[0].Room != LandingSlot {
		t.Fatalf("tile %d at b2, Robot in %d, P1 in %d", g.Rooms[b2].Tile, g.RobotRoom, g.P[0].Room)
	}
	rolled := false
	for _, e := range ev {
		if r, ok := e.(Rolled); ok && r.Die == "noise" {
			rolled = true
		}
	}
	if !rolled {
		t.Error("no Noise roll for the Entrance effect")
	}
}

// TestMalfunctionOnTheRobot: Rulebook, "Malfunction Markers" on a Robot
// (no Action; a second is ignored; none left: Fire in its Room; discarded
// like others from the Character's Room) and "Malfunction Marker on the
// Robot".
func TestMalfunctionOnTheRobot(t *testing.T) {
	s := inRoom(t, LandingZone)
	s = edit(s, func(g *game) {
		g.RobotRoom, g.Robot, g.RobotShown, g.HibFound = LandingSlot, robotCombat, true, true
		setHand(g, 0, Repair)
	})
	if s.g.robotCost(0) != 1 {
		t.Fatal("setup: the Robot can be Activated")
	}
	left := s.g.faultsLeft()
	s, _ = kern(s, nil, func(k *kernel) { k.placeFaultRobot(); k.placeFaultRobot() })
	if !s.g.RobotFault || s.g.faultsLeft() != left-1 || s.g.robotCost(0) != 0 {
		t.Fatalf("malfunction %v, markers left %d (want %d), cost %d", s.g.RobotFault, s.g.faultsLeft(), left-1, s.g.robotCost(0))
	}
	repair := PlayCard{0, s.g.P[0].Hand.C[0], argRobot}
	if err := s.Legal(repair); err != nil {
		t.Fatal(err)
	}
	away := edit(s, func(g *game) { g.RobotRoom = HibernatoriumSlot })
	if away.Legal(repair) == nil {
		t.Error("repairing the Robot in another Room")
	}
	n := mustApply(t, s, repair, dice.New(1))
	if n.g.RobotFault {
		t.Error("the Repair card leaves the Malfunction on the Robot")
	}
	// No marker left: a Fire in the Robot's Room instead.
	none := edit(n, func(g *game) {
		// Every marker in use (on slots away from the Robot: the count is
		// all that matters here).
		for i := range g.Rooms {
			if i != LandingSlot && g.faultsLeft() > 0 {
				g.Rooms[i].Fault = true
			}
		}
	})
	if none.g.faultsLeft() != 0 {
		t.Fatal("setup: markers left")
	}
	none, _ = kern(none, nil, func(k *kernel) { k.placeFaultRobot() })
	if none.g.RobotFault || !none.g.Rooms[LandingSlot].Fire {
		t.Error("with no marker left a Fire goes in the Robot's Room")
	}
}

// TestRobotTacticalGear: Rulebook, "Robot's Tactical Gear Slots": in the
// Robot's Room its tokens can be used and moved to and from the belt.
func TestRobotTacticalGear(t *testing.T) {
	s := inRoom(t, LandingZone)
	s = edit(s, func(g *game) {
		g.RobotRoom = LandingSlot
		g.RobotTok = [2]Token{AmmoFull, Oxygen}
		g.P[0].Oxygen = 5
		g.Supply[g.P[0].Belt[3]]++
		if g.P[0].Belt[3] == AmmoHalf {
			g.Supply[AmmoHalf]--
			g.Supply[AmmoFull]++
		}
		g.P[0].Belt[3] = NoToken
	})
	use := UseGear{0, robotSlot + 1, 0}
	move := MoveGear{0, robotSlot + 1, 3}
	for _, a := range []Action{use, move} {
		if err := s.Legal(a); err != nil {
			t.Errorf("%v", err)
		}
		if b, err := ParseAction(a.String()); err != nil || b != a {
			t.Errorf("ParseAction(%q) = %v, %v", a, b, err)
		}
	}
	away := edit(s, func(g *game) { g.RobotRoom = HibernatoriumSlot })
	if away.Legal(use) == nil || away.Legal(move) == nil {
		t.Error("the Robot's tokens from another Room")
	}
	n := mustApply(t, s, move, dice.New(1))
	n = mustApply(t, n, Pay{0, n.g.P[0].Hand.C[0]}, dice.New(1))
	if n.g.P[0].Belt[3] != Oxygen || n.g.RobotTok[1] != NoToken {
		t.Errorf("belt %v, Robot %v", n.g.P[0].Belt, n.g.RobotTok)
	}
}

// TestRestoringHealthFewerMedicalRobot: Rulebook, "Restoring Health" ("a
// player may always choose to restore fewer Health points than
// described") for the Medical Robot (restores 2): the Activating player
// may restore exactly 1 ("heal 1") where 2 could be restored; with 1 lost,
// only the whole; with none lost, no Activation on that Character.
func TestRestoringHealthFewerMedicalRobot(t *testing.T) {
	s := inRoom(t, LandingZone)
	s = edit(s, func(g *game) {
		g.RobotRoom, g.Robot, g.RobotShown, g.HibFound = LandingSlot, robotMedical, true, true
		g.P[0].Health = 3
		setHand(g, 0, Search, Repair)
	})
	all, one := ActivateRobot{0, LandingSlot, 0, 0}, ActivateRobot{0, LandingSlot, 0, 1}
	for _, tc := range []struct {
		lost int8
		want []Action
	}{
		{3, []Action{all, one}},
		{2, []Action{all, one}},
		{1, []Action{all}},
		{0, nil},
	} {
		n := edit(s, func(g *game) { g.P[0].Health = tc.lost })
		var got []Action
		for _, a := range n.Actions() {
			if r, ok := a.(ActivateRobot); ok && r.To == LandingSlot {
				got = append(got, a)
			}
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%d Health lost (-want +got):\n%s", tc.lost, diff)
		}
	}
	for _, w := range []string{"P1 robot a2 0", "P1 robot a2 0 heal 1"} {
		a, err := ParseAction(w)
		if err != nil || a.String() != w {
			t.Errorf("ParseAction(%q) = %v, %v", w, a, err)
		}
	}
	if _, err := ParseAction("P1 robot a2 0 heal 2"); err == nil {
		t.Error(`"heal 2" parsed: the whole is "heal" left out`)
	}
	for a, want := range map[ActivateRobot]int8{all: 1, one: 2} {
		n := mustApply(t, s, a, dice.New(1))
		if n.g.Pend != PendPay || n.g.Chosen.action(0) != Action(a) {
			t.Fatalf("%v: pending %v, chosen %v", a, n.g.Pend, n.g.Chosen.action(0))
		}
		n = mustApply(t, n, Pay{0, n.g.P[0].Hand.C[0]}, dice.New(1))
		if n.g.P[0].Health != want {
			t.Errorf("%v: the Health marker at %d, want %d", a, n.g.P[0].Health, want)
		}
	}
}
