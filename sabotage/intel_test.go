package sabotage

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestCamouflageIntel: Rulebook, "CAMOUFLAGE": "Follow all Scan rules, but
// do not declare which room you are in." The Spies still learn that the
// Villain is in the scanned area; their Intel used to lose the Villain
// (the "Camouflage" declaration in between replaced the scanned rooms).
func TestCamouflageIntel(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A1", Spy2: "D4"})
	s = unlocked(s, Villain1, Ophidian, 7)
	s = turnOf(s, Spy1, Planned{Slot: 1, Arg: To(Right)})
	s = applyR(t, s, Execute{Spy1, In(ColA + 1), None}, scriptDice())
	if got, want := s.View(Spy2).Intel(Spies).Seen[0].Possible, roomsOf("B1", "B2", "B3", "B4"); got != want {
		t.Errorf("Villain1 possible %s, want %s", roomList(got), roomList(want))
	}
}

// TestIntelFromRoomDeclarations: Rulebook, "2. Target Action": "If you
// declared your action, declare all of the rooms you are targeting." A
// STUN GUN or a CHOKE targets the actor's own room, so the other team's
// Intel (its enemy markers) places the actor there.
func TestIntelFromRoomDeclarations(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "C3", Spy2: "A1"})
	v := applyR(t, turnOf(s, Villain1, Planned{Slot: 5}), Execute{Villain1, None, None}, scriptDice())
	if got := v.View(Spy1).Intel(Spies).Seen[0]; got != (Sighting{mustRoom("B2"), 1, roomsOf("B2")}) {
		t.Errorf("after STUN GUN the Spies place Villain1 in %+v", got)
	}
	c := apply(t, turnOf(unlocked(s, Spy1, Juicer, 7), Spy1, Planned{Slot: 7}), Execute{Spy1, None, None})
	if got := c.View(Villain2).Intel(Villains).Seen[0]; got != (Sighting{mustRoom("C3"), 1, roomsOf("C3")}) {
		t.Errorf("after CHOKE the Villains place Spy1 in %+v", got)
	}
}

// TestIntelFollowsDeclaredMoves: Rulebook, "EARTHQUAKE" (all Spies move 1
// that way if possible) and "CRYBABY" (adjacent Villains move into the
// room): the declared direction or room moves the other team's markers.
func TestIntelFollowsDeclaredMoves(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "B1", Spy2: "D3"})
	s = with(s, func(s *state) {
		it := &s.Teams[Villains].Intel
		it.Seen[0].Possible, it.Seen[1].Possible = roomsOf("B1", "C1"), roomsOf("D3")
	})
	e := apply(t, turnOf(unlocked(s, Villain1, Nadesh, 8), Villain1, Planned{Slot: 8}), Execute{Villain1, To(Down), None})
	it := e.Intel(Villains)
	// B1 is walled below; C1 moves to C2; D3 to D4 (then Villain2's turn
	// widens nothing of the Spies').
	if it.Seen[0].Possible != roomsOf("B1", "C2") || it.Seen[1].Possible != roomsOf("D4") {
		t.Errorf("after EARTHQUAKE down: %s / %s", roomList(it.Seen[0].Possible), roomList(it.Seen[1].Possible))
	}
	s = with(s, func(s *state) {
		it := &s.Teams[Spies].Intel
		it.Seen[0].Possible, it.Seen[1].Possible = roomsOf("B2", "A4"), roomsOf("C3")
	})
	c := applyR(t, turnOf(unlocked(s, Spy1, Juicer, 6), Spy1, Planned{Slot: 6}), Execute{Spy1, At(mustRoom("C2")), None}, scriptDice())
	it = c.Intel(Spies)
	if it.Seen[0].Possible != roomsOf("C2", "A4") || it.Seen[1].Possible != roomsOf("C2") {
		t.Errorf("after CRYBABY in C2: %s / %s", roomList(it.Seen[0].Possible), roomList(it.Seen[1].Possible))
	}
}

// TestIntelAtTheStart: Rulebook, "Setup" step 12: "Each Villain places
// their character miniature on any room without a Generator ... The Spies
// start with their miniatures off the map." The teams' markers start from
// that, not from "anywhere".
func TestIntelAtTheStart(t *testing.T) {
	s := started(t, 1, 2, 3, 4)
	all := uint16(0xffff)
	want := [2]Intel{
		Spies: {Seen: [2]Sighting{{NoRoom, 0, all &^ roomsOf("A1", "D4")}, {NoRoom, 0, all &^ roomsOf("A1", "D4")}},
			Devices: UnknownIntel.Devices, Generators: [2]int8{-1, -1}},
		Villains: {Seen: [2]Sighting{{Room: NoRoom}, {Room: NoRoom}}, Devices: UnknownIntel.Devices, Generators: [2]int8{-1, -1}},
	}
	for _, team := range []Team{Spies, Villains} {
		if diff := cmp.Diff(want[team], s.Intel(team)); diff != "" {
			t.Errorf("%v (-want +got):\n%s", team, diff)
		}
	}
	if d := s.View(Villain1).Draw(); !strings.Contains(d, "Villains know: Spy1 not declared in a room, off the map;") {
		t.Errorf("Villain1 sees:\n%s", d)
	}
	// A declared landing puts the Spy in a half.
	s = planAll(t, s, map[Seat][]PlanTile{Spy1: {{Spy1, 5, 0, At(mustRoom("B3"))}}, Spy2: {{Spy2, 5, 0, At(mustRoom("D4"))}}})
	s, _ = applyEnd(t, s, GoFirst{Villain1, Villain1})
	s = apply(t, s, GoFirst{Spy1, Spy1})
	s = apply(t, s, Execute{Spy1, In(HalfTop + 2), None})
	if got := s.Intel(Villains).Seen[0].Possible; got != Area(HalfTop+2).Rooms() {
		t.Errorf("after PARACHUTE: %s", roomList(got))
	}
}

// TestIntelWidensTwoRoomsPerEnemyTurn: the enemy markers (Rulebook,
// "Setup" step 6) as Intel keeps them: when an enemy's turn begins, the
// rooms it may be in widen to every room within 2 MOVEs (walls block), as
// intel.go's observe says; a room 3 MOVEs away stays out.
func TestIntelWidensTwoRoomsPerEnemyTurn(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A2", Spy2: "D4"})
	from := mustRoom("B2")
	g := game{s: s.s}
	g.s.Teams[Spies].Intel.Seen[0].Possible = from.bit()
	g.observe(TurnBegan{Villain1})
	got := g.s.Teams[Spies].Intel.Seen[0].Possible
	dist := distances(g.s.Walls, from)
	seen := [4]bool{}
	for r := Room(0); r < Rooms; r++ {
		d := dist[r]
		if d >= 0 && d <= 3 {
			seen[d] = true
		}
		if in := got&r.bit() != 0; in != (d >= 0 && d <= 2) {
			t.Errorf("%v, %d MOVEs from %v: possible %v", r, d, from, in)
		}
	}
	if seen != [4]bool{true, true, true, true} {
		t.Fatalf("the map has no room at some distance 0-3 from %v: %v", from, seen)
	}
}
