package sabotage

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
)

func TestScan(t *testing.T) {
	// Spy1 in A3 moves right to... a wall: A3|B3. Move up to A2 instead and
	// scan row 2: Villain1 (B2) is found; Villain2 (C3) is not.
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A3", Spy2: "D4"})
	s = with(s, func(s *state) {
		s.Teams[Villains].Devices[TripLaser1] = NoRoom
		s.Teams[Villains].Devices[TNTToken] = mustRoom("D2")
	})
	s = turnOf(s, Spy1, Planned{Slot: 0, Arg: To(Up)}, Planned{Slot: 1, Arg: To(Down)})
	mustIllegal(t, s, Execute{Spy1, In(Row1 + 2), None}) // not the row it will be in
	s, ev := applyEv(t, s, Execute{Spy1, In(Row1 + 1), None})
	want := []Event{
		Declared{Spy1, "scan", In(Row1 + 1), RoomSet(roomsOf("A2", "B2", "C2", "D2"))},
		Spotted{Villain1, mustRoom("B2")},
		DeviceSpotted{Villains, TNTToken, mustRoom("D2")},
		GeneratorDeclared{},
	}
	want = want[:3]
	if diff := cmp.Diff(want, public(ev)); diff != "" {
		t.Errorf("scan declarations (-want +got):\n%s", diff)
	}
	// Each Spy gains 1 unlock cube and must use it at once.
	if diff := cmp.Diff([]Seat{Spy1, Spy2}, s.ToMove()); diff != "" {
		t.Fatalf("both Spies use their cube now (-want +got):\n%s", diff)
	}
	mustIllegal(t, s, Execute{Spy1, In(Row1 + 2), None})
	s = apply(t, s, UseCube{Spy1, false})
	s = apply(t, s, UseCube{Spy2, true})
	if s.Unlocks(Spy1) != 1 || s.Swagger(Spy2) != 1 || s.s.Pile != 20 {
		t.Errorf("unlocks %d swagger %d pile %d", s.Unlocks(Spy1), s.Swagger(Spy2), s.s.Pile)
	}
	if s.s.Players[Spy1].Hand&(1<<6) == 0 {
		t.Errorf("the Tier 1 tile is unlocked with the first cube")
	}
	// Scanning Villain1 again this round gives nothing; scanning row 3
	// finds Villain2 and the Generator... none in row 3.
	s, ev = applyEv(t, s, Execute{Spy1, In(Row1 + 2), None})
	want = []Event{
		Declared{Spy1, "scan", In(Row1 + 2), RoomSet(roomsOf("A3", "B3", "C3", "D3"))},
		Spotted{Villain2, mustRoom("C3")},
	}
	if diff := cmp.Diff(want, firstPublic(ev, 2)); diff != "" {
		t.Errorf("second scan (-want +got):\n%s", diff)
	}
	if s.s.Players[Spy1].Pending != 1 || s.s.Players[Spy2].Pending != 1 {
		t.Errorf("one new Villain found: 1 cube each")
	}
}

func TestScanBothVillains(t *testing.T) {
	// FAQ: "The first Spy player scans and finds both Villains. Both Spies
	// gain 2 unlock cubes."
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "C1", Spy2: "D4", Villain1: "C2", Villain2: "C3"})
	s = turnOf(s, Spy1, Planned{Slot: 0, Arg: To(Down)})
	s = apply(t, s, Execute{Spy1, In(ColA + 2), None})
	if s.s.Players[Spy1].Pending != 2 || s.s.Players[Spy2].Pending != 2 {
		t.Errorf("pending %d %d, want 2 and 2", s.s.Players[Spy1].Pending, s.s.Players[Spy2].Pending)
	}
}

func TestGeneratorDeclaredByScan(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "B1", Spy2: "D4"})
	s = with(s, func(s *state) { s.GenCubes, s.GenSupply = [2]int8{1, 0}, 3 })
	s = turnOf(s, Spy1, Planned{Slot: 0, Arg: To(Left)})
	_, ev := applyEv(t, s, Execute{Spy1, In(Row1), None}, 1, 1, 1, 1)
	want := []Event{
		Declared{Spy1, "scan", In(Row1), RoomSet(roomsOf("A1", "B1", "C1", "D1"))},
		GeneratorDeclared{0, 1},
	}
	if diff := cmp.Diff(want, firstPublic(ev, 2)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestHack(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "C2", Spy2: "D4"})
	s = with(s, func(s *state) {
		s.Teams[Villains].Devices[HoneyPotTok] = mustRoom("C2")
		s.Teams[Villains].Devices[TNTToken] = mustRoom("C2")
	})
	s = turnOf(s, Spy1, Planned{Slot: 4})
	s, ev := applyEv(t, s, Execute{Spy1, None, None}, 1, 1, 1, 1)
	want := []Event{
		Declared{Spy1, "hack", None, RoomSet(roomsOf("C2"))},
		DeviceRemoved{Villains, TNTToken, mustRoom("C2")},
		DeviceRemoved{Villains, HoneyPotTok, mustRoom("C2")},
		DoomsdayPassed{mustRoom("C2")},
	}
	if diff := cmp.Diff(want, firstPublic(ev, 4)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if _, c := s.Machines(); c != [3]int{4, 3, 4} || s.s.HackTrack != 6 || s.Modify(Villains) != 3 || s.Hacks() != 1 {
		t.Errorf("cubes %v hack track %d villain modify %d", c, s.s.HackTrack, s.Modify(Villains))
	}
	// A Generator in the hacked room loses a cube, undeclared.
	s = placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "D4", Spy2: "A1"})
	s = with(s, func(s *state) { s.GenCubes, s.GenSupply = [2]int8{0, 2}, 2 })
	s = turnOf(s, Spy1, Planned{Slot: 4})
	s, ev = applyEnd(t, s, Execute{Spy1, None, None}, 1, 1, 1, 1)
	if s.s.GenCubes[1] != 1 || len(public(ev)) != 3 {
		t.Errorf("generator %d, public %v", s.s.GenCubes[1], public(ev))
	}
}

func TestHowToWin(t *testing.T) {
	// The Spies win when a modify cube must come from the empty Hack track.
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "C2", Spy2: "D4"})
	s = with(s, func(s *state) {
		s.Doomsday = [3]int8{0, 1, 4}
		s.HackTrack = 0
		s.Teams[Villains].Modify += 7
	})
	s = turnOf(s, Spy1, Planned{Slot: 4})
	s = apply(t, s, Execute{Spy1, None, None})
	if !s.Over() || s.Winner() != Spies || s.Hacks() != 8 {
		t.Errorf("over %v winner %v hacks %d", s.Over(), s.Winner(), s.Hacks())
	}
	if len(s.Actions()) != 0 {
		t.Errorf("actions after the end")
	}
	// The Villains win when a cube must come from the empty Hit track.
	s = placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "B2", Spy2: "D4"})
	s = with(s, func(s *state) {
		s.HitModify, s.HitSlide = 0, 0
		s.Teams[Spies].Modify += 4
		s.Teams[Spies].Slide += 4
	})
	s = turnOf(s, Villain1, Planned{Slot: 5})
	s = apply(t, s, Execute{Villain1, None, None})
	if !s.Over() || s.Winner() != Villains || s.Outcome().Hits != 5 {
		t.Errorf("over %v winner %v %+v", s.Over(), s.Winner(), s.Outcome())
	}
}

// TestHitAndHackTracks: Rulebook, "Hit and Hack Tracks": the game ends
// only when a cube is needed from an empty track ("How to Win the Game":
// the 5th hit, the 8th hack), so taking a track's last cube (the 4th hit,
// the 7th hack) does not end it; TestHowToWin shows the other side.
func TestHitAndHackTracks(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "C2", Spy2: "D4"})
	s = with(s, func(s *state) {
		s.Doomsday = [3]int8{0, 2, 4}
		s.HackTrack = 1
		s.Teams[Villains].Modify += 6
	})
	s = turnOf(s, Spy1, Planned{Slot: 4})
	s = applyR(t, s, Execute{Spy1, None, None}, scriptDice())
	if s.Over() || s.Hacks() != 7 {
		t.Errorf("the 7th hack: over %v, hacks %d", s.Over(), s.Hacks())
	}
	if _, hack := s.Tracks(); hack != 0 {
		t.Errorf("the 7th hack took the Hack track's last cube: %d left", hack)
	}
	s = placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "B2", Spy2: "D4"})
	s = with(s, func(s *state) {
		s.HitModify, s.HitSlide = 1, 1
		s.Teams[Spies].Modify += 3
		s.Teams[Spies].Slide += 3
	})
	s = turnOf(s, Villain1, Planned{Slot: 5})
	s = applyR(t, s, Execute{Villain1, None, None}, scriptDice())
	if s.Over() || s.Outcome().Hits != 4 {
		t.Errorf("the 4th hit: over %v, %+v", s.Over(), s.Outcome())
	}
	if hit, _ := s.Tracks(); hit != 0 {
		t.Errorf("the 4th hit took the Hit track's last cubes: %d left", hit)
	}
}

func TestStunGun(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "B2", Spy2: "D4"})
	s = with(s, func(s *state) {
		s.Teams[Spies].Devices[Hologram1] = mustRoom("B2")
	})
	s = turnOf(s, Villain1, Planned{Slot: 5})
	s, ev := applyEv(t, s, Execute{Villain1, None, None})
	want := []Event{
		Declared{Villain1, "Stun Gun", None, RoomSet(roomsOf("B2"))},
		DeviceRemoved{Spies, Hologram1, mustRoom("B2")},
		Hit{Spy1, mustRoom("B2")},
	}
	if diff := cmp.Diff(want, firstPublic(ev, 3)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if s.Room(Spy1) != NoRoom || s.Modify(Spies) != 3 || s.Slide() != 1 || s.Hits() != 1 || s.s.HitModify != 3 {
		t.Errorf("room %v modify %d slide %d hits %d", s.Room(Spy1), s.Modify(Spies), s.Slide(), s.Hits())
	}
	// A removed Spy executes nothing this round, and must PARACHUTE next.
	if !s.s.Players[Spy1].Out {
		t.Errorf("Spy1 not out")
	}
}

func TestParachuteLyingDown(t *testing.T) {
	// While lying down, a Spy cannot be affected by any Villain action.
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy2: "D4"})
	s = with(s, func(s *state) {
		s.Players[Spy1].Room, s.Players[Spy1].Lying = mustRoom("B2"), true
		s.Players[Spy1].Plan[0], s.Players[Spy1].N = Planned{Slot: 5, Arg: At(mustRoom("B2"))}, 1
	})
	plan := s.s.Players[Spy1].Plan[0]
	s = turnOf(s, Villain1, Planned{Slot: 5})
	s = with(s, func(s *state) { s.Players[Spy1].Plan[0], s.Players[Spy1].N = plan, 1 })
	s, ev := applyEnd(t, s, Execute{Villain1, None, None})
	if len(public(ev)) != 2 || s.Room(Spy1) != mustRoom("B2") {
		t.Errorf("a lying Spy was hit: %v", ev)
	}
}

func TestMotionDetector(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A2", Spy2: "B1"})
	s = turnOf(s, Villain1, Planned{Slot: 4})
	if n := len(s.Actions()); n != 12 {
		t.Errorf("any row, column or quadrant: %d choices", n)
	}
	_, ev := applyEv(t, s, Execute{Villain1, In(QuadTL), None})
	want := []Event{Declared{Villain1, "Motion Detector", In(QuadTL), RoomSet(roomsOf("A1", "B1", "A2", "B2"))}, Counted{QuadTL, 2}}
	if diff := cmp.Diff(want, firstPublic(ev, 2)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestEarpiece(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A2", Spy2: "B1"})
	s = turnOf(s, Spy1, Planned{Slot: 3})
	// B1 has a wall below; it can move left or right only.
	var got []Action
	got = append(got, s.Actions()...)
	want := []Action{Execute{Spy1, To(Right), None}, Execute{Spy1, To(Left), None}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	s, ev := applyEv(t, s, Execute{Spy1, To(Left), None}, 1, 1, 1, 1)
	if s.Room(Spy2) != mustRoom("A1") {
		t.Errorf("Spy2 in %v", s.Room(Spy2))
	}
	if diff := cmp.Diff([]Event{Declared{Spy1, "Earpiece", None, 0}}, firstPublic(ev, 1)); diff != "" {
		t.Errorf("the direction is not declared (-want +got):\n%s", diff)
	}
}

func TestGenerator(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Villain1: "A1"})
	s = with(s, func(s *state) { s.GenCubes[0], s.GenSupply = 1, 3 })
	s = turnOf(s, Villain1, Planned{Slot: 3}, Planned{Slot: 3})
	s, ev := applyEnd(t, s, Execute{Villain1, None, None})
	if len(public(ev)) != 1 || s.s.GenCubes[0] != 2 {
		t.Errorf("GENERATOR is not declared: %v", ev)
	}
	// Each Generator can hold up to 2 cubes: the second tile is skipped.
	if diff := cmp.Diff([]Seat{Spy1}, s.ToMove()); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestRevealSwagger(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "C2", Spy2: "D1", Villain1: "A2"})
	s = with(s, func(s *state) {
		s.Players[Spy1].Swagger, s.Players[Spy2].Swagger = 4, 2
		s.Pile -= 6
		s.Players[Villain1].Char = Chantico
		s.Players[Villain1].Hand, s.Players[Villain1].Unlocks = 1<<6, 1
		s.Players[Villain1].Faces = 1
	})
	// FLASHLIGHT facing right from A2: B2, C2 (D2 is behind the C2|D2 wall).
	s = turnOf(s, Villain1, Planned{Slot: 6}, Planned{Slot: 6})
	s, ev := applyEv(t, s, Execute{Villain1, To(Right), None})
	want := []Event{Declared{Villain1, "Flashlight", To(Right), RoomSet(roomsOf("B2", "C2"))}, Spotted{Spy1, mustRoom("C2")}}
	if diff := cmp.Diff(want, public(ev)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if s.Swagger(Spy1) != 2 || s.Swagger(Spy2) != 2 {
		t.Errorf("Swagger 4 drops to the red line at 2: %d", s.Swagger(Spy1))
	}
	// Only once per round.
	s = with(s, func(s *state) { s.Players[Spy1].Swagger = 3; s.Discarded-- })
	s = apply(t, s, Execute{Villain1, To(Right), None})
	if s.Swagger(Spy1) != 3 {
		t.Errorf("Swagger lost twice in a round: %d", s.Swagger(Spy1))
	}
}

func TestAttackRemovesSpyForTheRound(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "B2", Spy2: "D4"})
	s = turnOf(s, Villain1, Planned{Slot: 5})
	s = with(s, func(s *state) { s.Players[Spy1].Plan[0], s.Players[Spy1].N = Planned{Slot: 4}, 1 })
	s, _ = applyEnd(t, s, Execute{Villain1, None, None})
	// Spy1 executes nothing this round: its HACK is gone with it.
	s = apply(t, s, GoFirst{Spy1, Spy1})
	// Spy2 may slide with the slide cube the hit gave; it ends its turn.
	s = applyR(t, s, EndTurn{Spy2}, dice.Script(5, 5, 2, 2))
	if s.Round() != 2 || s.Hacks() != 0 {
		t.Fatalf("round %d hacks %d", s.Round(), s.Hacks())
	}
	// Next round it must plan PARACHUTE first.
	for _, a := range s.ActionsFor(Spy1) {
		if p, ok := a.(PlanTile); ok && p.Slot != 5 {
			t.Fatalf("%v offered before PARACHUTE", a)
		}
	}
	mustIllegal(t, s, Ready{Spy1})
}

func TestGeneratorInactiveNextRound(t *testing.T) {
	// One active Generator: 3 dice. A hack drains it: still 3 this round,
	// 2 the next.
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A1", Spy2: "D4"})
	s = with(s, func(s *state) {
		s.GenCubes, s.GenSupply = [2]int8{2, 0}, 2
		s.Players[Villain1].Limit = 3
	})
	s = turnOf(s, Spy1, Planned{Slot: 4})
	s, _ = applyEnd(t, s, Execute{Spy1, None, None}, 1, 1, 1, 1)
	if s.s.GenCubes[0] != 1 || s.s.Players[Villain1].Limit != 2 {
		t.Errorf("cubes %d limit %d", s.s.GenCubes[0], s.s.Players[Villain1].Limit)
	}
}

func TestHackEmptyMachine(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "C2", Spy2: "D4"})
	s = with(s, func(s *state) {
		s.Doomsday[1], s.HackTrack = 0, 3
		s.Teams[Villains].Modify += 4
	})
	s = turnOf(s, Spy1, Planned{Slot: 4})
	s, ev := applyEv(t, s, Execute{Spy1, None, None}, 1, 1, 1, 1)
	checkPublic(t, []Event{Declared{Spy1, "hack", None, RoomSet(roomsOf("C2"))}}, ev)
	if s.Hacks() != 4 {
		t.Errorf("hacks %d", s.Hacks())
	}
}

func TestMotionDetectorLyingSpy(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy2: "D4"})
	s = with(s, func(s *state) {
		s.Players[Spy1].Room, s.Players[Spy1].Lying = mustRoom("A1"), true
	})
	plan := Planned{Slot: 5, Arg: At(mustRoom("A1"))}
	s = turnOf(s, Villain1, Planned{Slot: 4})
	s = with(s, func(s *state) { s.Players[Spy1].Plan[0], s.Players[Spy1].N = plan, 1 })
	_, ev := applyEv(t, s, Execute{Villain1, In(QuadTL), None})
	checkPublic(t, []Event{Declared{Villain1, "Motion Detector", In(QuadTL), RoomSet(roomsOf("A1", "B1", "A2", "B2"))}, Counted{QuadTL, 0}}, ev)
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

// TestScanPaysOncePerVillain: Rulebook, "Unlock Cubes": the Spies gain an
// unlock cube for each Villain found by a scan, once a round per Villain.
func TestScanPaysOncePerVillain(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A1", Spy2: "D4", Villain1: "B2", Villain2: "C3"})
	g := game{s: s.s}
	g.scanRooms(Spy1, roomsOf("B2"))
	if got := [2]int8{g.s.Players[Spy1].Pending, g.s.Players[Spy2].Pending}; got != [2]int8{1, 1} {
		t.Fatalf("first scan of Villain1: pending %v, want [1 1]", got)
	}
	g.scanRooms(Spy1, roomsOf("B2"))
	if got := [2]int8{g.s.Players[Spy1].Pending, g.s.Players[Spy2].Pending}; got != [2]int8{1, 1} {
		t.Errorf("Villain1 scanned again this round: pending %v, want [1 1]", got)
	}
	g.scanRooms(Spy1, roomsOf("B2", "C3"))
	if got := [2]int8{g.s.Players[Spy1].Pending, g.s.Players[Spy2].Pending}; got != [2]int8{2, 2} {
		t.Errorf("Villain2 found: pending %v, want [2 2]", got)
	}
}

// TestTearGasShieldsRoomsFromEMP: Rulebook, "TEAR GAS": the targeted room
// cannot be hacked this round, by an E.M.P. as by a HACK.
func TestTearGasShieldsRoomsFromEMP(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "C2", Spy2: "D4"})
	rooms, _ := patterns[EMP].target(s.s.Walls, mustRoom("C2"), Up)
	machines, _ := s.Machines()
	var i int
	for i = range machines {
		if machines[i] == mustRoom("C2") {
			break
		}
	}
	for _, gassed := range []bool{false, true} {
		g := game{s: s.s}
		if gassed {
			g.s.TearGas = roomsOf("C2")
		}
		g.hack(Spy1, rooms, true, "hack")
		want := int8(3)
		if gassed {
			want = 4
		}
		if got := g.s.Doomsday[i]; got != want {
			t.Errorf("E.M.P. on C2 (tear gas %v): %d doomsday cubes left, want %d", gassed, got, want)
		}
		if !gassed {
			continue
		}
		for _, e := range g.events() {
			if diff := cmp.Diff(DoomsdayPassed{mustRoom("C2")}, e); diff == "" {
				t.Errorf("a cube passed from the gassed room")
			}
		}
	}
}

// TestHackReturnsGeneratorCube: Rulebook, "HACK": a hacked room's
// Generator loses one cube (not declared), its last one too.
func TestHackReturnsGeneratorCube(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A1", Spy2: "D4"})
	gens, _ := s.Generators()
	for _, cubes := range []int8{0, 1, 2} {
		g := game{s: with(s, func(s *state) {
			s.GenCubes[0], s.GenSupply = cubes, 4-cubes-s.GenCubes[1]
		}).s}
		g.hack(Spy1, gens[0].bit(), true, "hack")
		want := max(cubes-1, 0)
		if got := g.s.GenCubes[0]; got != want {
			t.Errorf("Generator with %d cubes hacked: %d left, want %d", cubes, got, want)
		}
		for _, e := range g.events() {
			if _, ok := e.(GeneratorDeclared); ok {
				t.Errorf("the cube is declared: %v", e)
			}
		}
	}
}

// TestScanDeclaresGenerators: Rulebook, "SCAN": the Villains declare the
// cubes on each Generator in the scanned area.
func TestScanDeclaresGenerators(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A1", Spy2: "D4"})
	gens, _ := s.Generators()
	g := game{s: with(s, func(s *state) { s.GenCubes[0], s.GenSupply = 2, 2-s.GenCubes[1]+0 }).s}
	g.scanRooms(Spy1, gens[0].bit())
	found := false
	for _, e := range g.events() {
		if e == (GeneratorDeclared{0, 2}) {
			found = true
		}
	}
	if !found {
		t.Errorf("events %v", g.events())
	}
}
