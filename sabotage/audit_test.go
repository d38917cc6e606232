package sabotage

// Tests added by the rules audit: each is named after the rulebook section
// whose text the engine did not follow before (RULES.md, "Audit").

import (
	"strings"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
	"testing"
)

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
	s, ev := applyEv(t, s, Execute{Spy1, None, None}, 1, 1, 1, 1)
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
	_, ev := applyEv(t, s, Execute{Spy1, None, None}, 1, 1, 1, 1)
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
	checkPublic(t, []Event{Declared{Villain1, "Flare", None, RoomSet(roomsOf("A2", "B2", "C2", "B3"))}, Spotted{Spy1, mustRoom("A2")}, Spotted{Spy1, mustRoom("C2")}, TurnBegan{Villain2}}, ev)
	// A Hologram in its Spy's room adds nothing to the declarations.
	a = hologramFixture(t, "A2", "A2")
	b = hologramFixture(t, "A2", "D1")
	sameFor(t, Villain2, a, b, Execute{Villain1, None, None}, Execute{Villain1, None, None})
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
	checkPublic(t, []Event{Declared{Villain2, "Doppler", None, 0xffff}, Spotted{Spy2, mustRoom("C1")}, Spotted{Spy1, mustRoom("B3")}, Spotted{Spy2, mustRoom("D4")}, TurnBegan{Villain1}}, ev)
}

// TestLeakWhichHack: Rulebook, "1. Declare Action": a "hack" bubble says
// exactly "hack" — "Do not give any other information about the tile."
// A HACK from B2 and a WIRELESS HACK into B2 must look the same to the
// Villains (the view used to keep the count of hacks this turn, 1 after
// HACK and -1 after the exclusive hacks).
func TestLeakWhichHack(t *testing.T) {
	a := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "B2", Spy2: "D4"})
	a = turnOf(a, Spy1, Planned{Slot: 4}, Planned{Slot: 0, Arg: To(Down)})
	b := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A2", Spy2: "D4"})
	b = turnOf(unlocked(b, Spy1, Hacker, 7), Spy1, Planned{Slot: 7}, Planned{Slot: 0, Arg: To(Down)})
	sameFor(t, Villain1, a, b, Execute{Spy1, None, None}, Execute{Spy1, To(Right), None})
}

// TestDrawShowsWhatTheSeatKnows: Rulebook, "Setup" step 10 (the screen):
// a seat's drawing shows its own team's pieces and deductions and prints
// the other team's as unknown; before any declaration, a team's Intel says
// nothing was declared (it used to print the other team's blanked Intel as
// "last declared in A1", and Villains "in off" with "limit 0").
func TestDrawShowsWhatTheSeatKnows(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A1", Spy2: "D4"})
	spy := s.View(Spy1).Draw()
	for _, want := range []string{
		"Villain1 Chantico in ?: dice ?, limit ?, unlocks ?, plan ?",
		"Spies know: Villain1 not declared in a room, maybe B1,C1,D1,A2,B2,C2,D2,A3,B3,C3,D3,A4,B4,C4;",
		"Villains: modify ?\n",
		"Spy1 Hacker in A1: dice [1 2 3 4], limit 2, swagger 0,",
	} {
		if !strings.Contains(spy, want) {
			t.Errorf("Spy1's drawing lacks %q:\n%s", want, spy)
		}
	}
	if strings.Contains(spy, "Villains know") || strings.ContainsAny(mapOf(spy), "ab") {
		t.Errorf("Spy1's drawing shows the Villains:\n%s", spy)
	}
	villain := s.View(Villain2).Draw()
	for _, want := range []string{
		"Spy1 Hacker in ?: dice ?, limit ?, swagger ?, unlocks ?, plan ?",
		"Villains know: Spy1 not declared in a room, off the map;",
		"Spies: modify ?, slide ?\n",
		"Villain2 Count V in C3: dice [1 2 3 4], limit 2, unlocks 0",
	} {
		if !strings.Contains(villain, want) {
			t.Errorf("Villain2's drawing lacks %q:\n%s", want, villain)
		}
	}
	wantMap := "G0    .     .     D4   \n" +
		"      -----             \n" +
		".     a     D4   |.    \n" +
		"                        \n" +
		".    |.     b     .    \n" +
		"            -----       \n" +
		"D4    .    |.     G0   \n"
	if strings.Contains(villain, "Spies know") || mapOf(villain) != wantMap {
		t.Errorf("Villain2's drawing shows the Spies or misses its own team:\n%s", villain)
	}
	// A hit Spy is declared off the map.
	v := with(s, func(s *state) { s.Players[Spy2].Room, s.Players[Spy2].Out = NoRoom, true }).View(Villain1).Draw()
	if !strings.Contains(v, "Spy2 Acrobat in off (hit)") {
		t.Errorf("the hit Spy:\n%s", v)
	}
}

// mapOf returns the map part of a drawing.
// mapOf returns the map of a drawing without its coordinates (the column
// letters above it, the row numbers before it) and legend.
func mapOf(drawing string) string {
	if i := strings.Index(drawing, "legend:"); i >= 0 {
		drawing = drawing[:i]
	}
	if i := strings.Index(drawing, "   A     B     C     D\n"); i >= 0 {
		drawing = drawing[i+len("   A     B     C     D\n"):]
	}
	var sb strings.Builder
	for _, line := range strings.SplitAfter(drawing, "\n") {
		if len(line) > 3 {
			sb.WriteString(line[3:])
		}
	}
	return sb.String()
}

// TestSlideBeforeAnAction: Rulebook, "How to use Slide": "before or after
// executing an action, a Spy may use a slide cube". A HACK that cannot be
// executed in a gassed room used to be skipped at once; the Spy may first
// slide out and then must hack. Execute with no target skips instead.
func TestSlideBeforeAnAction(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "B2", Spy2: "A1"})
	s = turnOf(s, Spy1, Planned{Slot: 4})
	s = with(s, func(s *state) {
		s.TearGas = roomsOf("B2")
		// One hit taken: a slide cube.
		s.HitModify, s.HitSlide = 3, 3
		s.Teams[Spies].Modify, s.Teams[Spies].Slide = 3, 1
	})
	want := []Action{Execute{Spy1, None, None}, Slide{Spy1, Right}, Slide{Spy1, Down}, Slide{Spy1, Left}}
	if diff := cmp.Diff(want, s.ActionsFor(Spy1)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	mustIllegal(t, s, Execute{Spy1, At(mustRoom("B2")), None})
	slid := apply(t, s, Slide{Spy1, Right})
	_, ev := applyEv(t, slid, Execute{Spy1, None, None}, 1, 1, 1, 1)
	checkPublic(t, []Event{Declared{Spy1, "hack", None, RoomSet(roomsOf("C2"))}, DoomsdayPassed{mustRoom("C2")}}, ev)
	// Or the Spy skips the HACK, declaring nothing.
	s, ev = applyEv(t, s, Execute{Spy1, None, None}, 1, 1, 1, 1)
	checkPublic(t, nil, ev)
	_, ev = applyEv(t, s, EndTurn{Spy1}, 1, 1, 1, 1)
	checkPublic(t, []Event{TurnBegan{Spy2}}, ev)
	// Without a slide cube the HACK is skipped at once (TestTearGas).
}

// TestPlanOnlyExecutableGenerator: Rulebook, "Phase II: Plan Actions":
// "You can only plan an action that you could execute", and "GENERATOR":
// "Each Generator can hold up to 2 cubes." GENERATOR on a full Generator
// used to be plannable (and then always skipped).
func TestPlanOnlyExecutableGenerator(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Villain1: "A1"})
	full := with(s, func(s *state) { s.GenCubes, s.GenSupply = [2]int8{2, 0}, 2 })
	mustIllegal(t, full, PlanTile{Villain1, 3, 1 << 0, None})
	for _, a := range full.ActionsFor(Villain1) {
		if p, ok := a.(PlanTile); ok && p.Slot == 3 {
			t.Errorf("listed %v", a)
		}
	}
	one := with(s, func(s *state) { s.GenCubes, s.GenSupply = [2]int8{1, 0}, 3 })
	apply(t, one, PlanTile{Villain1, 3, 1 << 0, None})
}

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
	checkPublic(t, []Event{Declared{Spy1, "hack", None, RoomSet(roomsOf("B3"))}, TurnBegan{Spy2}}, ev)
	// An emptied machine cannot be hacked either: the room is declared.
	s = placed(s, map[Seat]string{Spy1: "C2"})
	s = with(s, func(s *state) { s.Doomsday[1], s.HackTrack = 0, 3 })
	s = with(s, func(s *state) { s.Teams[Villains].Modify += 4 })
	_, ev = applyEv(t, s, Execute{Spy1, None, None}, 1, 1, 1, 1)
	checkPublic(t, []Event{Declared{Spy1, "hack", None, RoomSet(roomsOf("C2"))}, TurnBegan{Spy2}}, ev)
}

// TestVariableMapSetupAdjacency: Rulebook, "Variable Map Setup":
// "Doomsday Machines and Generators ... cannot be in adjacent rooms", with
// Rulebook, "Adjacency — Rooms are adjacent when they share an edge without
// a wall." A Generator walled off from the machines beside it is allowed
// (it used to be rejected: any shared edge counted).
func TestVariableMapSetupAdjacency(t *testing.T) {
	walled := "G . . D\n      -\n. . D|G\n\n.|. . .\n    -\nD .|. ."
	if _, err := ParseBoard(walled); err != nil {
		t.Errorf("a Generator walled off from the machines: %v", err)
	}
	// D2 is walled off from C2 but not from D1.
	open := "G . . D\n  -\n. . D|G\n\n.|. . .\n    -\nD .|. ."
	if _, err := ParseBoard(open); err == nil || !strings.Contains(err.Error(), "adjacent to Doomsday Machine D1") {
		t.Errorf("a Generator next to a machine without a wall: %v", err)
	}
	// In the placement alternation, under the walls placed so far.
	s, err := New(Config{VariableMap: true}, dice.Script(2))
	if err != nil {
		t.Fatal(err)
	}
	s = apply(t, s, PlaceMapPiece{Villain1, MachinePiece, mustRoom("B2"), 0})
	mustIllegal(t, s, PlaceMapPiece{Spy1, GeneratorPiece, mustRoom("B3"), 0})
	s = apply(t, s, PlaceMapPiece{Spy1, WallPiece, mustRoom("B2"), Down})
	apply(t, s, PlaceMapPiece{Villain1, GeneratorPiece, mustRoom("B3"), 0})
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
	s = apply(t, apply(t, s, GoFirst{Villain1, Villain1}), GoFirst{Spy1, Spy1})
	s = apply(t, s, Execute{Spy1, In(HalfTop + 2), None})
	if got := s.Intel(Villains).Seen[0].Possible; got != Area(HalfTop+2).Rooms() {
		t.Errorf("after PARACHUTE: %s", roomList(got))
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

// TestDeclareNothingSilent: Rulebook, "1. Declare Action": a tile with the
// no-symbol speech bubble is not declared ("Do not give any information
// about the tile to the other team"). In random games no public event
// names MOVE, GENERATOR, WHIRLPOOL or CLOAK, and VIRUS only when it hacks
// (declaring its room); every declared word is a bubble's word.
func TestDeclareNothingSilent(t *testing.T) {
	for _, cfg := range []Config{{}, {Intro: true}} {
		for seed := uint64(11); seed <= 16; seed++ {
			_, events := randomStates(t, cfg, seed, 4000)
			for i, ev := range events {
				for _, e := range public(ev) {
					d, ok := e.(Declared)
					if !ok {
						continue
					}
					w, known := wordOf[d.Say]
					if !known {
						t.Fatalf("seed %d step %d: %v declares an unknown word", seed, i, d)
					}
					if w < 0 || w >= int8(numTiles) {
						continue
					}
					tile := Tile(w)
					switch {
					case tile == Virus && d.Rooms != 0, tile == Camouflage:
					case tile.Info().Bubble == Silent:
						t.Fatalf("seed %d step %d: %v declares a silent tile", seed, i, d)
					case tile.Info().Bubble != Named:
						t.Fatalf("seed %d step %d: %v declares the name of a %q tile", seed, i, d, []string{"", "", "scan", "hack"}[tile.Info().Bubble])
					}
				}
			}
		}
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
	checkPublic(t, []Event{Declared{Spy1, "hack", None, 0}, DoomsdayPassed{NoRoom}, TurnBegan{Spy2}}, ev)
	if s.s.Teams[Villains].Devices[TripLaser1] != mustRoom("C2") {
		t.Errorf("the Trip Laser was taken back")
	}
}
