package sabotage

import (
	"testing"
)

func TestFlashlight(t *testing.T) {
	// Up to three rooms in a straight line, blocked by walls: from A1
	// facing down: A2, A3, A4.
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Villain1: "A1", Spy1: "A4", Spy2: "D4"})
	s = unlocked(s, Villain1, Chantico, 6)
	s = turnOf(s, Villain1, Planned{Slot: 6})
	_, ev := applyEv(t, s, Execute{Villain1, To(Down), None})
	checkPublic(t, []Event{Declared{Villain1, "Flashlight", To(Down), RoomSet(roomsOf("A2", "A3", "A4"))}, Spotted{Spy1, mustRoom("A4")}}, ev)
}

func TestCamouflage(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A1", Spy2: "D4"})
	s = unlocked(s, Villain1, Ophidian, 7)
	s = turnOf(s, Spy1, Planned{Slot: 1, Arg: To(Right)})
	_, ev := applyEv(t, s, Execute{Spy1, In(ColA + 1), None})
	checkPublic(t, []Event{
		Declared{Spy1, "scan", In(ColA + 1), RoomSet(roomsOf("B1", "B2", "B3", "B4"))},
		Declared{Villain1, "Camouflage", None, 0},
		Spotted{Villain1, NoRoom},
	}, ev)
}

func TestFlameThrower(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Villain1: "A3", Spy1: "A1", Spy2: "A2"})
	s = unlocked(s, Villain1, Chantico, 7)
	s = turnOf(s, Villain1, Planned{Slot: 7})
	s, ev := applyEv(t, s, Execute{Villain1, To(Up), None})
	checkPublic(t, []Event{Declared{Villain1, "Flame Thrower", None, RoomSet(roomsOf("A2", "A1"))}, Hit{Spy1, mustRoom("A1")}, Hit{Spy2, mustRoom("A2")}}, ev)
	if s.Hits() != 2 || s.Modify(Spies) != 4 || s.Slide() != 2 {
		t.Errorf("hits %d", s.Hits())
	}
}

func TestFreezeRay(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Villain2: "D1", Spy1: "D2", Spy2: "D3"})
	s = unlocked(s, Villain2, Nadesh, 7)
	s = turnOf(s, Villain2, Planned{Slot: 7})
	// Spy1 will try to move: frozen.
	s = with(s, func(s *state) { s.Players[Spy1].Plan[0], s.Players[Spy1].N = Planned{Slot: 0, Arg: To(Left)}, 1 })
	s, ev := applyEv(t, s, Execute{Villain2, To(Down), None})
	checkPublic(t, []Event{Declared{Villain2, "Freeze Ray", To(Down), RoomSet(roomsOf("D1", "D2", "D3"))}}, ev)
	s, _ = applyEnd(t, s, EndTurn{Villain2})
	if s.s.Frozen != roomsOf("D1", "D2", "D3") {
		t.Errorf("frozen %v", roomList(s.s.Frozen))
	}
	// Spy1's MOVE & SCAN cannot leave the room: skipped; so are slides.
	s = with(s, func(s *state) { s.Teams[Spies].Slide, s.HitSlide, s.HitModify, s.Teams[Spies].Modify = 1, 3, 3, 3 })
	s, _ = applyEnd(t, s, GoFirst{Spy1, Spy1}, 1, 1, 1, 1)
	if s.Room(Spy1) != mustRoom("D2") || s.Round() != 2 || s.s.Frozen != 0 {
		t.Errorf("frozen Spy moved or slid: %v", s.Room(Spy1))
	}
}

func TestHoneyPot(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A1", Spy2: "D4", Villain2: "B2"})
	s = unlocked(s, Villain2, CountV, 7)
	s = turnOf(s, Villain2, Planned{Slot: 7})
	s = with(s, func(s *state) { s.Players[Spy1].Plan[0], s.Players[Spy1].N = Planned{Slot: 0, Arg: To(Down)}, 1 })
	s, ev := applyEv(t, s, Execute{Villain2, At(mustRoom("B2")), None})
	checkPublic(t, []Event{Declared{Villain2, "Honey Pot", None, 0}}, ev)
	s, _ = applyEnd(t, s, EndTurn{Villain2})
	s = apply(t, s, GoFirst{Spy1, Spy1})
	s, ev = applyEv(t, s, Execute{Spy1, In(Row1 + 1), None})
	checkPublic(t, []Event{
		Declared{Spy1, "scan", In(Row1 + 1), RoomSet(roomsOf("A2", "B2", "C2", "D2"))},
		Spotted{Villain1, mustRoom("B2")}, Spotted{Villain2, mustRoom("B2")},
		DeviceSpotted{Villains, HoneyPotTok, mustRoom("B2")},
		Declared{Spy1, "Honey Pot", At(mustRoom("B2")), RoomSet(roomsOf("B2"))},
		DeviceRemoved{Villains, HoneyPotTok, mustRoom("B2")},
	}, ev)
	// The token went back with the declaration: the Spies' map drops it.
	if r := s.View(Spy1).Intel(Spies).Devices[HoneyPotTok]; r != NoRoom {
		t.Errorf("the Spies still see the Honey Pot in %v", r)
	}
	if s.Room(Spy1) != mustRoom("B2") || s.s.Players[Spy1].Pending != 3 || s.s.Teams[Villains].Devices[HoneyPotTok] != NoRoom {
		t.Errorf("room %v pending %d", s.Room(Spy1), s.s.Players[Spy1].Pending)
	}
}

func TestTearGas(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Villain1: "C3", Spy1: "C2", Spy2: "D4"})
	s = unlocked(s, Villain1, Chantico, 8)
	s = turnOf(s, Villain1, Planned{Slot: 8})
	if n := len(s.ActionsFor(Villain1)); n != 7 {
		t.Errorf("any room in your row or column: %d", n)
	}
	s = with(s, func(s *state) { s.Players[Spy1].Plan[0], s.Players[Spy1].N = Planned{Slot: 4}, 1 })
	s, ev := applyEv(t, s, Execute{Villain1, At(mustRoom("C2")), None}, 1, 1, 1, 1)
	// The HACK in C2 is prevented: Spy1's turn passes without it.
	checkPublic(t, []Event{Declared{Villain1, "Tear Gas", At(mustRoom("C2")), RoomSet(roomsOf("C2"))}}, ev)
	if _, c := s.Machines(); c != [3]int{4, 4, 4} {
		t.Errorf("hacked through tear gas")
	}
}

func TestTripLaser(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A1", Spy2: "D4"})
	s = with(s, func(s *state) {
		s.Teams[Villains].Devices[TripLaser1] = mustRoom("A2")
		s.Teams[Villains].Devices[TripLaser2] = mustRoom("D1")
	})
	s = turnOf(s, Spy1, Planned{Slot: 0, Arg: To(Down)}, Planned{Slot: 1, Arg: To(Right)})
	s, ev := applyEv(t, s, Execute{Spy1, In(ColA), None})
	checkPublic(t, []Event{
		Declared{Spy1, "scan", In(ColA), RoomSet(roomsOf("A1", "A2", "A3", "A4"))},
		DeviceSpotted{Villains, TripLaser1, mustRoom("A2")},
		GeneratorDeclared{0, 0},
		Declared{Spy1, "Trip Laser: yes", At(mustRoom("A2")), RoomSet(roomsOf("A2"))},
		DeviceRemoved{Villains, TripLaser1, mustRoom("A2")},
		Declared{Spy1, "Trip Laser: no", None, 0},
	}, ev)
	if s.Swagger(Spy1) != 0 || s.s.Teams[Villains].Devices[TripLaser1] != NoRoom {
		t.Errorf("trip laser")
	}
}

func TestWhirlpool(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A1", Spy2: "D4"})
	s = unlocked(s, Villain1, Ophidian, 8)
	s = turnOf(s, Villain1, Planned{Slot: 8})
	s, ev := applyEv(t, s, Execute{Villain1, None, None})
	if len(public(ev)) != 0 || s.Room(Villain1) != mustRoom("C3") || s.Room(Villain2) != mustRoom("B2") {
		t.Errorf("whirlpool: %v", ev)
	}
}

// Spies and Holograms are declared in room order (TestHologramLooksLikeItsSpy).
func TestDoppler(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A1", Spy2: "D4"})
	s = with(s, func(s *state) {
		s.Teams[Spies].Devices[Hologram2] = mustRoom("C1")
		s.Teams[Spies].Owner[Hologram2] = Spy2
	})
	s = unlocked(s, Villain2, CountV, 9)
	s = turnOf(s, Villain2, Planned{Slot: 9})
	_, ev := applyEv(t, s, Execute{Villain2, None, None})
	checkPublic(t, []Event{Declared{Villain2, "Doppler", None, 0xffff}, Spotted{Spy1, mustRoom("A1")}, Spotted{Spy2, mustRoom("C1")}, Spotted{Spy2, mustRoom("D4")}}, ev)
}

func TestEarthquake(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "B1", Spy2: "D3"})
	s = unlocked(s, Villain1, Nadesh, 8)
	s = turnOf(s, Villain1, Planned{Slot: 8})
	s, ev := applyEv(t, s, Execute{Villain1, To(Down), None})
	checkPublic(t, []Event{Declared{Villain1, "Earthquake", To(Down), 0}}, ev)
	// B1 cannot move down (wall); D3 moves to D4.
	if s.Room(Spy1) != mustRoom("B1") || s.Room(Spy2) != mustRoom("D4") {
		t.Errorf("%v %v", s.Room(Spy1), s.Room(Spy2))
	}
}

// TestEarthquakeLyingSpy: Rulebook, "PARACHUTE": "While lying down, your
// character cannot be affected by any Villains' actions": EARTHQUAKE moves
// only the standing Spies (RULES.md, "Where the rulebook is silent"). Spy1
// lies in D2 with PARACHUTE planned; Spy2 stands in D3; both could move down.
func TestEarthquakeLyingSpy(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy2: "D3"})
	if _, ok := s.Step(mustRoom("D2"), Down); !ok {
		t.Fatal("D2 is walled below: the test needs a Spy that could move")
	}
	s = with(s, func(s *state) {
		s.Players[Spy1].Room, s.Players[Spy1].Lying = mustRoom("D2"), true
	})
	plan := Planned{Slot: 5, Arg: At(mustRoom("D2"))}
	s = unlocked(s, Villain1, Nadesh, 8)
	s = turnOf(s, Villain1, Planned{Slot: 8})
	s = with(s, func(s *state) { s.Players[Spy1].Plan[0], s.Players[Spy1].N = plan, 1 })
	s = apply(t, s, Execute{Villain1, To(Down), None})
	if s.Room(Spy1) != mustRoom("D2") || s.Room(Spy2) != mustRoom("D4") {
		t.Errorf("lying Spy1 in %v (want D2), standing Spy2 in %v (want D4)", s.Room(Spy1), s.Room(Spy2))
	}
}

func TestLandShark(t *testing.T) {
	// From B1 facing down: B2 (through the dotted B1|B2 wall), A2, C2.
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Villain1: "B1", Spy1: "C2", Spy2: "D4"})
	s = unlocked(s, Villain1, Ophidian, 9)
	s = turnOf(s, Villain1, Planned{Slot: 9})
	s, ev := applyEv(t, s, Execute{Villain1, To(Down), None})
	checkPublic(t, []Event{Declared{Villain1, "Land Shark", None, RoomSet(roomsOf("A2", "B2", "C2"))}, WallDestroyed{step[mustRoom("B1")][Down].edge}, Hit{Spy1, mustRoom("C2")}}, ev)
	if _, ok := s.Step(mustRoom("B1"), Down); !ok {
		t.Errorf("the wall is removed from both maps")
	}
}

func TestOrbitalLaser(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Villain2: "A1", Spy1: "B2", Spy2: "D4"})
	s = unlocked(s, Villain2, CountV, 10)
	s = turnOf(s, Villain2, Planned{Slot: 10})
	// B2 is diagonal from A1: 2 spaces away; B1 and A2 are 1 away.
	mustIllegal(t, s, Execute{Villain2, At(mustRoom("B1")), None})
	_, ev := applyEv(t, s, Execute{Villain2, At(mustRoom("B2")), None})
	checkPublic(t, []Event{Declared{Villain2, "Orbital Laser", None, RoomSet(roomsOf("B2"))}, Hit{Spy1, mustRoom("B2")}}, ev)
}

func TestRocketLauncher(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Villain1: "B4", Spy1: "D4", Spy2: "A1"})
	s = unlocked(s, Villain1, Chantico, 9)
	s = turnOf(s, Villain1, Planned{Slot: 9})
	_, ev := applyEv(t, s, Execute{Villain1, To(Right), None})
	checkPublic(t, []Event{Declared{Villain1, "Rocket Launcher", None, RoomSet(roomsOf("C4", "D4"))}, WallDestroyed{step[mustRoom("B4")][Right].edge}, Hit{Spy1, mustRoom("D4")}}, ev)
}

func TestTentacles(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Villain1: "B3", Spy1: "A3", Spy2: "A1"})
	s = unlocked(s, Villain1, Nadesh, 9)
	s = turnOf(s, Villain1, Planned{Slot: 9})
	_, ev := applyEv(t, s, Execute{Villain1, None, None})
	checkPublic(t, []Event{Declared{Villain1, "Tentacles", None, RoomSet(roomsOf("B2", "A3", "C3", "B4"))}, WallDestroyed{step[mustRoom("A3")][Right].edge}, Hit{Spy1, mustRoom("A3")}}, ev)
}

func TestTNT(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Villain1: "B4", Spy1: "A1", Spy2: "D4"})
	s = unlocked(s, Villain1, Chantico, 10)
	s = turnOf(s, Villain1, Planned{Slot: 10}, Planned{Slot: 0, Arg: To(Up)})
	s = apply(t, s, Execute{Villain1, At(mustRoom("B4")), None})
	// "You cannot detonate TNT in the round you built it."
	mustIllegal(t, s, Detonate{Villain1})
	s = placed(turnOf(s, Villain1, Planned{Slot: 0, Arg: To(Up)}), map[Seat]string{Spy1: "C4"})
	s = with(s, func(s *state) { s.Round++ })
	// Anytime on the turn: before the MOVE.
	_, ev := applyEv(t, s, Detonate{Villain1})
	checkPublic(t, []Event{Declared{Villain1, "TNT", None, RoomSet(roomsOf("B3", "A4", "B4", "C4"))}, WallDestroyed{step[mustRoom("B4")][Right].edge}, Hit{Spy1, mustRoom("C4")}}, ev)
}

func TestXRayGoggles(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "C3", Spy2: "D1"})
	s = unlocked(s, Villain1, Ophidian, 10)
	s = turnOf(s, Villain1, Planned{Slot: 10})
	_, ev := applyEv(t, s, Execute{Villain1, In(Square3A1 + 3), None})
	checkPublic(t, []Event{Declared{Villain1, "X-Ray Goggles", In(Square3A1 + 3), RoomSet(roomsOf("B2", "C2", "D2", "B3", "C3", "D3", "B4", "C4", "D4"))}, Spotted{Spy1, mustRoom("C3")}}, ev)
}

func TestFlare(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Villain1: "D2", Spy1: "C2", Spy2: "D1"})
	s = unlocked(s, Villain1, Ophidian, 6)
	s = turnOf(s, Villain1, Planned{Slot: 6})
	// The C2|D2 wall blocks C2.
	_, ev := applyEv(t, s, Execute{Villain1, None, None})
	checkPublic(t, []Event{Declared{Villain1, "Flare", None, RoomSet(roomsOf("D1", "D2", "D3"))}, Spotted{Spy2, mustRoom("D1")}}, ev)
}

// TestDopplerRevealsSpiesAndHolograms: Rulebook, "DOPPLER": "All Spies
// anywhere on the map are revealed ... Spies apply the effects of
// HOLOGRAMS in addition to revealing their Spies." Other Spy devices
// (Beacon, Reflector, Virus) are not declared: Doppler targets Spies, not
// rooms.
func TestDopplerRevealsSpiesAndHolograms(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "B3", Spy2: "D4"})
	s = with(s, func(s *state) {
		tm := &s.Teams[Spies]
		tm.Devices[Hologram2], tm.Owner[Hologram2] = mustRoom("C1"), Spy2
		tm.Devices[BeaconToken], tm.Owner[BeaconToken] = mustRoom("A1"), Spy1
		tm.Devices[Reflector1], tm.Owner[Reflector1] = mustRoom("B3"), Spy1
	})
	s = unlocked(s, Villain2, CountV, 9)
	s = turnOf(s, Villain2, Planned{Slot: 9})
	_, ev := applyEv(t, s, Execute{Villain2, None, None}, 1, 1, 1, 1)
	checkPublic(t, []Event{Declared{Villain2, "Doppler", None, 0xffff}, Spotted{Spy2, mustRoom("C1")}, Spotted{Spy1, mustRoom("B3")}, Spotted{Spy2, mustRoom("D4")}}, ev)
}

// TestTNTTokenBackToSupply: Rulebook, "TNT": "Declare destroyed walls. Then
// put the TNT token back to your supply." The Villains have one TNT, and
// the detonation is declared, so the Spies' device markers (Setup 6,
// "track revealed enemy devices") must drop a TNT they had spotted; they
// used to keep it on the map after it exploded.
func TestTNTTokenBackToSupply(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Villain1: "B4", Spy1: "A1", Spy2: "D4"})
	s = unlocked(s, Villain1, Chantico, 10)
	s = with(s, func(s *state) {
		s.Teams[Villains].Devices[TNTToken] = mustRoom("B4")
		s.Teams[Villains].Owner[TNTToken] = Villain1
		s.Teams[Villains].Built[TNTToken] = s.Round
		s.Teams[Spies].Intel.Devices[TNTToken] = mustRoom("B4") // spotted by a scan
		s.Round++
	})
	s = turnOf(s, Villain1, Planned{Slot: 0, Arg: To(Up)})
	s = apply(t, s, Detonate{Villain1})
	if got := s.Intel(Spies).Devices[TNTToken]; got != NoRoom {
		t.Errorf("the Spies' marker of the detonated TNT is still in %v", got)
	}
	if got := s.Devices(Villains)[TNTToken]; got != NoRoom {
		t.Errorf("the TNT is still on the map in %v", got)
	}
}

// TestFreezeRayLyingSpy: Rulebook, "PARACHUTE": "While lying down, your
// character cannot be affected by any Villains' actions", and "FREEZE RAY":
// "Spies that are in a targeted room or enter such a room cannot leave
// their room by any other means." A Spy lying down in a targeted room was
// not affected when the Freeze Ray was executed, and standing up is not
// entering the room: it may leave. Once it enters a frozen room, it is
// frozen. The engine froze the landed Spy.
func TestFreezeRayLyingSpy(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Villain1: "A4", Villain2: "D1", Spy2: "A1"})
	s = unlocked(s, Villain2, Nadesh, 7) // Tier 2: FREEZE RAY
	s = turnOf(s, Villain2, Planned{Slot: 7})
	s = with(s, func(s *state) {
		p := &s.Players[Spy1]
		p.Room, p.Lying = mustRoom("D3"), true
		p.Plan = [4]Planned{{Slot: 5, Arg: At(mustRoom("D3"))}, {Slot: 0, Dice: 1 << 0, Arg: To(Up)}, {Slot: 1, Dice: 1 << 2, Arg: To(Up)}}
		p.N, p.Used = 3, 1<<0|1<<2
	})
	s, _ = applyEnd(t, s, Execute{Villain2, To(Down), None}) // D1, D2, D3 frozen
	s = apply(t, s, GoFirst{Spy1, Spy1})
	s = applyR(t, s, Execute{Spy1, In(HalfTop + 1), None}, scriptDice())   // lands, bottom half
	s, ev := applyEnd(t, s, Execute{Spy1, In(Row1 + 1), None}, 1, 1, 1, 1) // D3 → D2, scan row 2
	checkPublic(t, []Event{Declared{Spy1, "scan", In(Row1 + 1), RoomSet(roomsOf("A2", "B2", "C2", "D2"))}, TurnBegan{Spy2}, Rolled{2, [4]int8{1, 1, 1, 1}}}, ev)
	// D2 is frozen and Spy1 entered it: its last MOVE & SCAN (up) was skipped.
	if got := s.Room(Spy1); got != mustRoom("D2") {
		t.Errorf("Spy1 ended in %v, want D2", got)
	}
}
