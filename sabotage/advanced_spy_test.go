package sabotage

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func checkPublic(t *testing.T, want []Event, ev []Event) {
	t.Helper()
	if diff := cmp.Diff(want, firstPublic(ev, len(want))); diff != "" {
		t.Errorf("declarations (-want +got):\n%s", diff)
	}
}

func TestThermo(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A1", Spy2: "D4"})
	s = unlocked(s, Spy1, Hacker, 6)
	s = turnOf(s, Spy1, Planned{Slot: 6})
	if n := len(s.ActionsFor(Spy1)); n != 12 {
		t.Errorf("THERMO scans any row, column or quadrant: %d", n)
	}
	_, ev := applyEv(t, s, Execute{Spy1, In(Row1 + 2), None})
	checkPublic(t, []Event{Declared{Spy1, "scan", In(Row1 + 2), RoomSet(roomsOf("A3", "B3", "C3", "D3"))}, Spotted{Villain2, mustRoom("C3")}}, ev)
}

func TestBeacon(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy2: "A2", Spy1: "D4"})
	s = unlocked(s, Spy2, Acrobat, 7)
	s = turnOf(s, Spy2, Planned{Slot: 7})
	// BUILD ADJACENT: A2, A1, B2, A3 (none walled off).
	var rooms []Target
	for _, a := range s.ActionsFor(Spy2) {
		rooms = append(rooms, a.(Execute).A)
	}
	if diff := cmp.Diff([]Target{At(mustRoom("A1")), At(mustRoom("A2")), At(mustRoom("B2")), At(mustRoom("A3"))}, rooms); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	s, ev := applyEv(t, s, Execute{Spy2, At(mustRoom("B2")), None})
	checkPublic(t, []Event{Declared{Spy2, "Beacon", None, 0}}, ev)
	if s.s.Teams[Spies].Devices[BeaconToken] != mustRoom("B2") {
		t.Fatalf("beacon not built")
	}
	// Anytime on the turn: go to the Beacon, scan; the token returns.
	mustIllegal(t, s, UseBeacon{Spy2, Row1})
	s, ev = applyEv(t, s, UseBeacon{Spy2, ColA + 1})
	checkPublic(t, []Event{Declared{Spy2, "scan", In(ColA + 1), RoomSet(roomsOf("B1", "B2", "B3", "B4"))}, Spotted{Villain1, mustRoom("B2")}}, ev)
	if s.Room(Spy2) != mustRoom("B2") || s.s.Teams[Spies].Devices[BeaconToken] != NoRoom {
		t.Errorf("room %v beacon %v", s.Room(Spy2), s.s.Teams[Spies].Devices[BeaconToken])
	}
}

func TestChoke(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "B2", Spy2: "D4"})
	s = unlocked(s, Spy1, Juicer, 7)
	s = turnOf(s, Spy1, Planned{Slot: 7})
	s, ev := applyEv(t, s, Execute{Spy1, None, None})
	checkPublic(t, []Event{Declared{Spy1, "Choke", None, RoomSet(roomsOf("B2"))}, Declared{Spy1, "affected", None, 0}}, ev)
	if !s.s.Players[Villain1].OneDie || s.s.Players[Villain2].OneDie || s.s.Players[Spy1].Pending != 3 {
		t.Errorf("one die %v %v, pending %d", s.s.Players[Villain1].OneDie, s.s.Players[Villain2].OneDie, s.s.Players[Spy1].Pending)
	}
	for i := 0; i < 3; i++ {
		s = applyR(t, s, UseCube{Spy1, true}, scriptDice())
	}
	s, _ = applyEnd(t, s, EndTurn{Spy1}, 1, 1, 1, 1)
	if s.Round() != 2 || s.s.Players[Villain1].Limit != 1 || s.s.Players[Spy1].Limit != 3 {
		t.Errorf("next round limits %d %d", s.s.Players[Villain1].Limit, s.s.Players[Spy1].Limit)
	}
}

func TestCloak(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "C2", Spy2: "D4", Villain1: "A2"})
	s = unlocked(s, Spy1, Hawk, 6)
	s = with(s, func(s *state) { s.Teams[Spies].Devices[Reflector1] = mustRoom("C2") })
	s = unlocked(s, Villain1, Chantico, 6)
	s = turnOf(s, Villain1, Planned{Slot: 6})
	_, ev := applyEv(t, s, Execute{Villain1, To(Right), None})
	// Not revealed; Spy devices in the room are still declared.
	want := []Event{Declared{Villain1, "Flashlight", To(Right), RoomSet(roomsOf("B2", "C2"))}, DeviceSpotted{Spies, Reflector1, mustRoom("C2")}}
	checkPublic(t, want, ev)
}

func TestCrybaby(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A1", Spy2: "D4"})
	s = unlocked(s, Spy1, Juicer, 6)
	s = turnOf(s, Spy1, Planned{Slot: 6})
	s, ev := applyEv(t, s, Execute{Spy1, At(mustRoom("B3")), None}, 1, 1, 1, 1)
	checkPublic(t, []Event{Declared{Spy1, "Crybaby", At(mustRoom("B3")), RoomSet(roomsOf("B3"))}}, ev)
	if s.Room(Villain1) != mustRoom("B3") || s.Room(Villain2) != mustRoom("B3") {
		t.Errorf("adjacent Villains move in: %v %v", s.Room(Villain1), s.Room(Villain2))
	}
	// Walls: from A3 nobody adjacent through the A3|B3 wall.
	s = placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A1", Spy2: "D4", Villain1: "B3"})
	s = unlocked(s, Spy1, Juicer, 6)
	s = turnOf(s, Spy1, Planned{Slot: 6})
	s = applyR(t, s, Execute{Spy1, At(mustRoom("A3")), None}, scriptDice())
	if s.Room(Villain1) != mustRoom("B3") {
		t.Errorf("moved through a wall")
	}
}

func TestFalseAlarm(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A1", Spy2: "D4"})
	s = unlocked(s, Spy1, Juicer, 8)
	s = turnOf(s, Spy1, Planned{Slot: 8})
	s, ev := applyEv(t, s, Execute{Spy1, At(mustRoom("B2")), None}, 1, 1, 1, 1)
	checkPublic(t, []Event{Declared{Spy1, "False Alarm", At(mustRoom("B2")), RoomSet(roomsOf("B2"))}}, ev)
	if s.Room(Villain1) != mustRoom("C3") {
		t.Errorf("Villain1 in %v", s.Room(Villain1))
	}
}

func TestTunnel(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy2: "A3", Spy1: "D4"})
	s = unlocked(s, Spy2, Acrobat, 6)
	// Planning: TUNNEL must move through a wall.
	mustIllegal(t, s, PlanTile{Spy2, 6, 1 << 3, To(Up)})
	s = apply(t, s, PlanTile{Spy2, 6, 1 << 3, To(Right)})
	s = turnOf(s, Spy2, Planned{Slot: 6, Arg: To(Right)})
	s, ev := applyEv(t, s, Execute{Spy2, In(Row1 + 2), None}, 1, 1, 1, 1)
	checkPublic(t, []Event{Declared{Spy2, "scan", In(Row1 + 2), RoomSet(roomsOf("A3", "B3", "C3", "D3"))}}, ev)
	if s.Room(Spy2) != mustRoom("B3") {
		t.Errorf("Spy2 in %v", s.Room(Spy2))
	}
}

func TestHologram(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A1", Spy2: "D4"})
	s = unlocked(s, Spy1, Hacker, 8)
	s = turnOf(s, Spy1, Planned{Slot: 8})
	if n := len(s.ActionsFor(Spy1)); n != 16 {
		t.Errorf("BUILD ANYWHERE: %d rooms", n)
	}
	s, ev := applyEv(t, s, Execute{Spy1, At(mustRoom("B2")), None}, 1, 1, 1, 1)
	checkPublic(t, []Event{Declared{Spy1, "Hologram", None, 0}}, ev)
	// A reveal of the Hologram declares "your Spy is in the room"; no
	// Swagger is lost.
	s = with(s, func(s *state) { s.Players[Spy1].Swagger = 3; s.Pile -= 3 })
	s = unlocked(s, Villain1, Ophidian, 6)
	s = turnOf(s, Villain1, Planned{Slot: 6})
	s, ev = applyEv(t, s, Execute{Villain1, None, None})
	checkPublic(t, []Event{Declared{Villain1, "Flare", None, RoomSet(roomsOf("A2", "B2", "C2", "B3"))}, Spotted{Spy1, mustRoom("B2")}}, ev)
	if s.Swagger(Spy1) != 3 {
		t.Errorf("swagger %d", s.Swagger(Spy1))
	}
}

func TestZipline(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A1", Spy2: "B2"})
	s = unlocked(s, Spy1, Hawk, 7)
	s = turnOf(s, Spy1, Planned{Slot: 7})
	// From a corner: D1 or A4, then a scan of the new room's areas.
	var dest []Target
	for _, a := range s.ActionsFor(Spy1) {
		if len(dest) == 0 || dest[len(dest)-1] != a.(Execute).A {
			dest = append(dest, a.(Execute).A)
		}
	}
	if diff := cmp.Diff([]Target{At(mustRoom("A4")), At(mustRoom("D1"))}, dest); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	s = applyR(t, s, Execute{Spy1, At(mustRoom("A4")), In(Row1 + 3)}, scriptDice())
	if s.Room(Spy1) != mustRoom("A4") {
		t.Errorf("Spy1 in %v", s.Room(Spy1))
	}
	// Not on an edge: cannot execute, skipped.
	s = placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A1", Spy2: "B2"})
	s = unlocked(s, Spy2, Hawk, 7)
	s = turnOf(s, Spy2, Planned{Slot: 7})
	s = with(s, func(s *state) { s.Turn = 1; s.Order = [4]Seat{Villain1, Villain2, Spy1, Spy2} })
	if len(s.ActionsFor(Spy2)) != 0 {
		t.Errorf("zipline from the middle")
	}
}

func TestEMP(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "C2", Spy2: "A1", Villain1: "C1"})
	s = unlocked(s, Spy1, Hacker, 9)
	s = with(s, func(s *state) {
		s.Teams[Villains].Devices[TripLaser1] = mustRoom("D2")
		s.GenCubes, s.GenSupply = [2]int8{2, 0}, 2
		// An active Generator when the round began: 3 dice.
		s.Players[Villain1].Limit, s.Players[Villain2].Limit = 3, 3
	})
	// "This must be your only hack this turn."
	s1 := with(s, func(s *state) { s.Roll = [4]int8{5, 5, 5, 5}; s.Players[Spy1].Dice = s.Roll })
	s1 = apply(t, s1, PlanTile{Spy1, 4, 3, None})
	mustIllegal(t, s1, PlanTile{Spy1, 9, 1 << 2, None})
	s = turnOf(s, Spy1, Planned{Slot: 9})
	_, ev := applyEv(t, s, Execute{Spy1, None, None}, 1, 1, 1, 1)
	// C2 and the 4 rooms around it, ignoring the C2|D2 wall.
	checkPublic(t, []Event{
		Declared{Spy1, "hack", None, RoomSet(roomsOf("C1", "B2", "C2", "D2", "C3"))},
		DeviceRemoved{Villains, TripLaser1, mustRoom("D2")},
		DoomsdayPassed{mustRoom("C2")},
	}, ev)
}

func TestFlashbang(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A2", Spy2: "D4"})
	s = unlocked(s, Spy1, Hawk, 10)
	s = turnOf(s, Spy1, Planned{Slot: 10})
	s, ev := applyEv(t, s, Execute{Spy1, To(Right), None})
	checkPublic(t, []Event{Declared{Spy1, "Flashbang", To(Right), RoomSet(roomsOf("A2", "B2"))}, Declared{Spy1, "affected", None, 0}}, ev)
	if !s.s.Players[Villain1].OneDie || s.s.Players[Spy1].Pending != 3 || s.s.Players[Spy2].Pending != 0 {
		t.Errorf("flashbang")
	}
}

func TestReflector(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A1", Spy2: "D4"})
	s = with(s, func(s *state) {
		s.Teams[Spies].Devices[Reflector2] = mustRoom("B2")
		s.Teams[Spies].Owner[Reflector2] = Spy2
	})
	s = turnOf(s, Villain1, Planned{Slot: 5})
	s, ev := applyEv(t, s, Execute{Villain1, None, None})
	checkPublic(t, []Event{Declared{Villain1, "Stun Gun", None, RoomSet(roomsOf("B2"))}, DeviceRemoved{Spies, Reflector2, mustRoom("B2")}, Declared{Spy2, "Reflector", At(mustRoom("B2")), 0}}, ev)
	if !s.s.Players[Villain1].OneDie || s.s.Teams[Spies].Devices[Reflector2] != NoRoom {
		t.Errorf("reflector")
	}
}

func TestSmokeBomb(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "D4", Spy2: "A1"})
	s = unlocked(s, Spy1, Hawk, 8)
	s = turnOf(s, Spy1, Planned{Slot: 8})
	s = with(s, func(s *state) {
		s.Players[Spy2].Plan[0], s.Players[Spy2].N = Planned{Slot: 0, Arg: To(Right)}, 1
	})
	s, ev := applyEv(t, s, Execute{Spy1, In(Square3A1), None})
	checkPublic(t, []Event{Declared{Spy1, "Smoke Bomb", In(Square3A1), RoomSet(roomsOf("A1", "B1", "C1", "A2", "B2", "C2", "A3", "B3", "C3"))}}, ev)
	s = apply(t, s, EndTurn{Spy1})
	// Spy2 in the smoke moves but does not scan.
	s, ev = applyEnd(t, s, Execute{Spy2, None, None}, 1, 1, 1, 1)
	if len(public(ev)) != 1 || s.Room(Spy2) != mustRoom("B1") { // the next round's roll
		t.Errorf("a Spy in smoke scanned: %v", public(ev))
	}
}

func TestTeleport(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "D4", Spy2: "A1"})
	s = unlocked(s, Spy1, Hawk, 9)
	s = turnOf(s, Spy1, Planned{Slot: 9})
	if n := len(s.ActionsFor(Spy1)); n != 48 {
		t.Errorf("any room × 3 scans: %d", n)
	}
	s = applyR(t, s, Execute{Spy1, At(mustRoom("B3")), In(ColA + 1)}, scriptDice())
	if s.Room(Spy1) != mustRoom("B3") || s.s.Players[Spy1].Pending != 1 {
		t.Errorf("teleport to %v, pending %d", s.Room(Spy1), s.s.Players[Spy1].Pending)
	}
}

func TestUntraceable(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "C2", Spy2: "A1"})
	s = unlocked(s, Spy1, Hacker, 10)
	s = turnOf(s, Spy1, Planned{Slot: 10})
	s, ev := applyEv(t, s, Execute{Spy1, None, None}, 1, 1, 1, 1)
	checkPublic(t, []Event{Declared{Spy1, "hack", None, 0}, DoomsdayPassed{NoRoom}}, ev)
	if _, c := s.Machines(); c != [3]int{4, 3, 4} {
		t.Errorf("cubes %v", c)
	}
	if _, c := s.View(Villain1).Machines(); c != [3]int{4, 4, 4} || s.View(Villain1).Hacks() != 1 {
		t.Errorf("the Villains know a cube passed, not from where: %v", c)
	}
}

func TestVirus(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy2: "C2", Spy1: "A1"})
	s = unlocked(s, Spy2, Acrobat, 8)
	s = turnOf(s, Spy2, Planned{Slot: 8})
	s, ev := applyEnd(t, s, Execute{Spy2, At(mustRoom("C2")), None}, 1, 1, 1, 1)
	if len(public(ev)) != 2 { // Spy1's turn, the next round's roll: VIRUS is silent
		t.Errorf("virus declared: %v", public(ev))
	}
	// Next round, at the start of Spy2's turn, the Virus hacks C2.
	s = turnOf(s, Spy1, Planned{Slot: 4})
	_, ev = applyEnd(t, s, Execute{Spy1, None, None}, 1, 1, 1, 1)
	checkPublic(t, []Event{Declared{Spy1, "hack", None, RoomSet(roomsOf("A1"))}, TurnBegan{Spy2}, Declared{Spy2, "Virus", None, RoomSet(roomsOf("C2"))}, DoomsdayPassed{mustRoom("C2")}}, ev)
}

func TestWirelessHack(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "B2", Spy2: "A1"})
	s = unlocked(s, Spy1, Hacker, 7)
	s = turnOf(s, Spy1, Planned{Slot: 7})
	// Not through the B1|B2 wall.
	mustIllegal(t, s, Execute{Spy1, To(Up), None})
	_, ev := applyEv(t, s, Execute{Spy1, To(Right), None}, 1, 1, 1, 1)
	checkPublic(t, []Event{Declared{Spy1, "hack", None, RoomSet(roomsOf("C2"))}, DoomsdayPassed{mustRoom("C2")}}, ev)
}

func TestChokeAnyTime(t *testing.T) {
	// Planned after a MOVE & SCAN, CHOKE may still be executed first.
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "B2", Spy2: "D4"})
	s = unlocked(s, Spy1, Juicer, 7)
	s = turnOf(s, Spy1, Planned{Slot: 0, Arg: To(Down)}, Planned{Slot: 7})
	s, ev := applyEv(t, s, ChokeNow{Spy1})
	checkPublic(t, []Event{Declared{Spy1, "Choke", None, RoomSet(roomsOf("B2"))}, Declared{Spy1, "affected", None, 0}}, ev)
	for i := 0; i < 3; i++ {
		s = apply(t, s, UseCube{Spy1, true})
	}
	// The MOVE & SCAN follows; the CHOKE is done and not executed again.
	mustIllegal(t, s, ChokeNow{Spy1})
	s, _ = applyEnd(t, s, Execute{Spy1, In(QuadTL + 2), None}, 1, 1, 1, 1)
	if s.Round() != 2 || s.s.Players[Villain1].Limit != 1 {
		t.Errorf("round %d limit %d", s.Round(), s.s.Players[Villain1].Limit)
	}
}

func TestZiplinePlanning(t *testing.T) {
	s := placed(started(t, 3, 2, 3, 4), map[Seat]string{Spy1: "B2", Spy2: "D4"})
	s = unlocked(s, Spy1, Hawk, 7)
	// From B2 (not on an edge) ZIPLINE cannot be executed, so not planned.
	mustIllegal(t, s, PlanTile{Spy1, 7, 1 << 0, None})
	s = apply(t, s, PlanTile{Spy1, 1, 1 << 0, To(Left)}) // B2 → A2, an edge
	// Swagger 2 when the round began: 3 dice.
	s = with(s, func(s *state) { s.Players[Spy1].Limit, s.Players[Spy1].Swagger, s.Pile = 3, 2, s.Pile-2 })
	apply(t, s, PlanTile{Spy1, 7, 1 << 1, None})
}

// virusIn puts Spy2's Virus, built in an earlier round, in room.
func virusIn(s State, room string) State {
	return with(s, func(s *state) {
		s.Teams[Spies].Devices[VirusToken] = mustRoom(room)
		s.Teams[Spies].Owner[VirusToken] = Spy2
		s.Teams[Spies].Built[VirusToken] = 0
	})
}

// TestVirusPreventedByTearGas: Rulebook, "VIRUS": "Prevented by TEAR
// GAS." A prevented Virus does not hack and declares nothing (it used to
// declare "Virus" with no room, telling the Villains where it was).
func TestVirusPreventedByTearGas(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A1", Spy2: "D4"})
	s = unlocked(virusIn(s, "C2"), Spy2, Acrobat, 8)
	s = turnOf(s, Spy1, Planned{Slot: 4})
	s = with(s, func(s *state) { s.TearGas = roomsOf("C2") })
	s, ev := applyEnd(t, s, Execute{Spy1, None, None}, 1, 1, 1, 1)
	checkPublic(t, []Event{Declared{Spy1, "hack", None, RoomSet(roomsOf("A1"))}, TurnBegan{Spy2}, Rolled{2, [4]int8{1, 1, 1, 1}}}, ev)
	if _, c := s.Machines(); c != [3]int{4, 4, 4} {
		t.Errorf("the Virus hacked through Tear Gas: %v", c)
	}
}

// TestVirusHacksWhileItsSpyIsOut: Rulebook, "VIRUS": "at the start of your
// turn, the Virus automatically performs a hack". A Spy removed by an attack
// cannot execute its planned actions (Rulebook, "ATTACK"), but it still has
// a turn and the Virus is not a planned action.
func TestVirusHacksWhileItsSpyIsOut(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A1"})
	s = unlocked(virusIn(s, "C2"), Spy2, Acrobat, 8)
	s = turnOf(s, Spy1, Planned{Slot: 4})
	s = with(s, func(s *state) { s.Players[Spy2].Room, s.Players[Spy2].Out = NoRoom, true })
	_, ev := applyEnd(t, s, Execute{Spy1, None, None}, 1, 1, 1, 1)
	checkPublic(t, []Event{Declared{Spy1, "hack", None, RoomSet(roomsOf("A1"))}, TurnBegan{Spy2}, Declared{Spy2, "Virus", None, RoomSet(roomsOf("C2"))}, DoomsdayPassed{mustRoom("C2")}}, ev)
}

// hologramFixture: Villain1 (Ophidian) about to FLARE from B2 (A2, B2, C2,
// B3), Spy1 standing in spy and its Hologram in holo.
func hologramFixture(t *testing.T, spy, holo string) State {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: spy, Spy2: "D4"})
	s = with(s, func(s *state) {
		s.Teams[Spies].Devices[Hologram1] = mustRoom(holo)
		s.Teams[Spies].Owner[Hologram1] = Spy1
	})
	s = unlocked(s, Villain1, Ophidian, 6)
	return turnOf(s, Villain1, Planned{Slot: 6})
}

// TestHologramLooksLikeItsSpy: Rulebook, "HOLOGRAM": "When the Hologram is
// the target of a reveal effect, declare that your Spy is in the room."
// The Villains must not tell the Hologram from the Spy: the declarations
// used to name the Holograms first and the real Spy last, and twice when
// both shared a room.
func TestHologramLooksLikeItsSpy(t *testing.T) {
	a := hologramFixture(t, "A2", "C2")
	b := hologramFixture(t, "C2", "A2")
	sameFor(t, Villain2, a, b, Execute{Villain1, None, None}, Execute{Villain1, None, None})
	_, ev := applyEv(t, a, Execute{Villain1, None, None})
	checkPublic(t, []Event{Declared{Villain1, "Flare", None, RoomSet(roomsOf("A2", "B2", "C2", "B3"))}, Spotted{Spy1, mustRoom("A2")}, Spotted{Spy1, mustRoom("C2")}}, ev)
	// A Hologram in its Spy's room adds nothing to the declarations.
	a = hologramFixture(t, "A2", "A2")
	b = hologramFixture(t, "A2", "D1")
	sameFor(t, Villain2, a, b, Execute{Villain1, None, None}, Execute{Villain1, None, None})
}

// TestUntraceableWithoutMachine: Rulebook, "UNTRACEABLE": "Hack your room.
// When you hack a Doomsday machine, do not declare your room." Without a
// machine to hack it is a plain hack: "hack" and the room, as a HACK would
// declare it (it used to declare "hack" without a room, which told the
// Villains the tile).
func TestUntraceableWithoutMachine(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "B3", Spy2: "A1"})
	s = unlocked(s, Spy1, Hacker, 10)
	s = turnOf(s, Spy1, Planned{Slot: 10})
	_, ev := applyEv(t, s, Execute{Spy1, None, None}, 1, 1, 1, 1)
	checkPublic(t, []Event{Declared{Spy1, "hack", None, RoomSet(roomsOf("B3"))}}, ev)
	// An emptied machine cannot be hacked either: the room is declared.
	s = placed(s, map[Seat]string{Spy1: "C2"})
	s = with(s, func(s *state) { s.Doomsday[1], s.HackTrack = 0, 3 })
	s = with(s, func(s *state) { s.Teams[Villains].Modify += 4 })
	_, ev = applyEv(t, s, Execute{Spy1, None, None}, 1, 1, 1, 1)
	checkPublic(t, []Event{Declared{Spy1, "hack", None, RoomSet(roomsOf("C2"))}}, ev)
}

// TestDevicesOfTheirBuilder: "you" on a tile is the player whose tile it
// is. Rulebook, "BEACON": "Anytime on your turn ... you can place yourself
// in the room with the Beacon"; "TNT": "Anytime on your turn ... you may
// declare and detonate TNT". The teammate used to be able to use them.
func TestDevicesOfTheirBuilder(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A2", Spy2: "D4"})
	s = with(s, func(s *state) {
		s.Teams[Spies].Devices[BeaconToken], s.Teams[Spies].Owner[BeaconToken] = mustRoom("B2"), Spy2
	})
	mustIllegal(t, turnOf(s, Spy1, Planned{Slot: 0, Arg: To(Down)}), UseBeacon{Spy1, ColA + 1})
	apply(t, turnOf(s, Spy2, Planned{Slot: 0, Arg: To(Left)}), UseBeacon{Spy2, ColA + 1})

	s = with(s, func(s *state) {
		s.Teams[Villains].Devices[TNTToken], s.Teams[Villains].Owner[TNTToken] = mustRoom("B4"), Villain1
		s.Round = 2
	})
	mustIllegal(t, turnOf(s, Villain2, Planned{Slot: 0, Arg: To(Up)}), Detonate{Villain2})
	apply(t, turnOf(s, Villain1, Planned{Slot: 0, Arg: To(Up)}), Detonate{Villain1})
}

// chokeFixture: Spy1 (Juicer) about to CHOKE in C3, with the Villains in
// the given rooms.
func chokeFixture(t *testing.T, v1, v2 string) State {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "C3", Spy2: "A1", Villain1: v1, Villain2: v2})
	return turnOf(unlocked(s, Spy1, Juicer, 7), Spy1, Planned{Slot: 7})
}

// TestChokeAnswersOnlyAffected: Rulebook, "CHOKE" and "FLASHBANG": "If you
// choke one or both Villains, you gain 3 unlock cubes. Even if you choke
// both Villains, you still only gain 3 unlock cubes." The Spy needs to know
// whether any Villain was affected, nothing more; each affected Villain
// used to declare itself (and the Spies' view showed which one may place 1
// die).
func TestChokeAnswersOnlyAffected(t *testing.T) {
	a, b, both := chokeFixture(t, "B2", "C3"), chokeFixture(t, "C3", "B2"), chokeFixture(t, "C3", "C3")
	sameFor(t, Spy2, a, b, Execute{Spy1, None, None}, Execute{Spy1, None, None})
	sameFor(t, Spy2, a, both, Execute{Spy1, None, None}, Execute{Spy1, None, None})
	s, ev := applyEv(t, both, Execute{Spy1, None, None})
	checkPublic(t, []Event{Declared{Spy1, "Choke", None, RoomSet(roomsOf("C3"))}, Declared{Spy1, "affected", None, 0}}, ev)
	if !s.s.Players[Villain1].OneDie || !s.s.Players[Villain2].OneDie || s.s.Players[Spy1].Pending != 3 {
		t.Errorf("both choked, 3 cubes: %+v", s.s.Players)
	}
}

// TestBuildPicksUpAToken: Rulebook, "BUILD": "If that device token is
// already on the map, you can pick it up and place it again." With one
// Hologram on the map and one in the supply, the Spy may build the supply
// one or move the one on the map (it used to be offered the supply token
// only).
func TestBuildPicksUpAToken(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A2", Spy2: "D4"})
	s = unlocked(s, Spy1, Hacker, 8)
	s = with(s, func(s *state) {
		s.Teams[Spies].Devices[Hologram1], s.Teams[Spies].Owner[Hologram1] = mustRoom("B1"), Spy1
	})
	s = turnOf(s, Spy1, Planned{Slot: 8})
	if n := len(s.ActionsFor(Spy1)); n != 32 {
		t.Errorf("16 rooms × (the supply token or the one in B1): %d", n)
	}
	moved := applyR(t, s, Execute{Spy1, At(mustRoom("D3")), At(mustRoom("B1"))}, scriptDice())
	if diff := cmp.Diff([]Room{mustRoom("D3"), NoRoom}, moved.Devices(Spies)[:2]); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	built := applyR(t, s, Execute{Spy1, At(mustRoom("D3")), None}, scriptDice())
	if diff := cmp.Diff([]Room{mustRoom("B1"), mustRoom("D3")}, built.Devices(Spies)[:2]); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// untraceableFixture: Spy1 (Hacker) about to execute UNTRACEABLE in room,
// with a Villain Trip Laser in C2.
func untraceableFixture(t *testing.T, room string) State {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: room, Spy2: "A1"})
	s = with(s, func(s *state) {
		s.Teams[Villains].Devices[TripLaser1], s.Teams[Villains].Owner[TripLaser1] = mustRoom("C2"), Villain2
	})
	return turnOf(unlocked(s, Spy1, Hacker, 10), Spy1, Planned{Slot: 10})
}

// TestUntraceableLeavesNoTrace: Rulebook, "UNTRACEABLE": "When you hack a
// Doomsday machine, do not declare your room. Give 1 Doomsday cube to the
// Villains as usual, but do not declare where it came from." A Villain
// device in the hacked room used to be declared and removed, naming the
// room; the Villains cannot know the room, so it stays.
func TestUntraceableLeavesNoTrace(t *testing.T) {
	a, b := untraceableFixture(t, "C2"), untraceableFixture(t, "D1")
	sameFor(t, Villain1, a, b, Execute{Spy1, None, None}, Execute{Spy1, None, None})
	s, ev := applyEv(t, a, Execute{Spy1, None, None}, 1, 1, 1, 1)
	checkPublic(t, []Event{Declared{Spy1, "hack", None, 0}, DoomsdayPassed{NoRoom}}, ev)
	if s.s.Teams[Villains].Devices[TripLaser1] != mustRoom("C2") {
		t.Errorf("the Trip Laser was taken back")
	}
}

// TestBuildMovesTheMarker: Rulebook, "BUILD": "If that device token is
// already on the map, you can pick it up and place it again." A declared
// BUILD of a kind the team has one token of (Beacon, Honey Pot, TNT) makes
// the other team's marker of that token stale.
func TestBuildMovesTheMarker(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A1", Spy2: "D4"})
	s = unlocked(s, Spy2, Acrobat, 7) // Tier 2: BEACON
	s = with(s, func(s *state) {
		s.Teams[Spies].Devices[BeaconToken] = mustRoom("A4")
		s.Teams[Spies].Owner[BeaconToken] = Spy2
		s.Teams[Villains].Intel.Devices[BeaconToken] = mustRoom("A4") // revealed
	})
	s = turnOf(s, Spy2, Planned{Slot: 7})
	s = apply(t, s, Execute{Spy2, At(mustRoom("D4")), At(mustRoom("A4"))})
	if got := s.Intel(Villains).Devices[BeaconToken]; got != NoRoom {
		t.Errorf("the Villains' marker of the moved Beacon is still in %v", got)
	}
}
