package sabotage

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
)

func TestSetup(t *testing.T) {
	s, err := New(Config{}, dice.Script())
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]Seat{Spy1, Spy2, Villain1, Villain2}, s.ToMove()); diff != "" {
		t.Errorf("step 3: everyone chooses at once (-want +got):\n%s", diff)
	}
	// Step 3: characters of one's own team, teammates differ.
	mustIllegal(t, s, ChooseCharacter{Spy1, Chantico})
	s = apply(t, s, ChooseCharacter{Spy1, Hawk})
	mustIllegal(t, s, ChooseCharacter{Spy2, Hawk})
	// Steps 8, 9, 11: cubes.
	if s.Modify(Spies) != 2 || s.Modify(Villains) != 2 || s.s.HitModify != 4 || s.s.HitSlide != 4 || s.s.HackTrack != 7 {
		t.Errorf("steps 8 and 11: modify %d/%d, hit %d/%d, hack %d", s.Modify(Spies), s.Modify(Villains), s.s.HitModify, s.s.HitSlide, s.s.HackTrack)
	}
	if _, c := s.Machines(); c != [3]int{4, 4, 4} {
		t.Errorf("step 9: doomsday cubes %v", c)
	}
	if s.s.Pile != 22 || s.s.Players[Villain1].Faces != 0 {
		t.Errorf("step 7: pile %d", s.s.Pile)
	}
	s = apply(t, s, ChooseCharacter{Spy2, Juicer})
	s = apply(t, s, ChooseCharacter{Villain1, Nadesh})
	s, ev := applyEv(t, s, ChooseCharacter{Villain2, Ophidian})
	want := CharactersRevealed{[4]Character{Hawk, Juicer, Nadesh, Ophidian}}
	if diff := cmp.Diff(Event(want), ev[len(ev)-1]); diff != "" {
		t.Errorf("characters revealed (-want +got):\n%s", diff)
	}
	// Step 12: Villains start in rooms without a Generator; Spies off the map.
	mustIllegal(t, s, PlaceVillain{Villain1, mustRoom("A1")})
	mustIllegal(t, s, PlaceVillain{Spy1, mustRoom("B1")})
	s = apply(t, s, PlaceVillain{Villain1, mustRoom("B1")})
	s = applyR(t, s, PlaceVillain{Villain2, mustRoom("B1")}, dice.Script(1, 2, 3, 4))
	if s.Phase() != PhasePlan || s.Room(Spy1) != NoRoom || s.Room(Villain2) != mustRoom("B1") {
		t.Errorf("after setup: phase %v, Spy1 %v, Villain2 %v", s.Phase(), s.Room(Spy1), s.Room(Villain2))
	}
}

func TestStandardBoard(t *testing.T) {
	b := StandardBoard
	if err := b.Check(); err != nil {
		t.Fatal(err)
	}
	back, err := ParseBoard(b.String())
	if err != nil {
		t.Fatal(err)
	}
	if back != b {
		t.Errorf("board round trip: %v != %v", back, b)
	}
	if _, err := ParseBoard("G . . D\n\n. . D .\n\n. . . .\n\nD . . G"); err == nil {
		t.Error("a board with no wall passed")
	}
	if _, err := ParseBoard("G D . D\n  -\n. . D|.\n\n.|. . .\n    -\nD .|. G"); err == nil {
		t.Error("a board with a Generator next to a Doomsday Machine passed")
	}
}

func TestVariableMapSetup(t *testing.T) {
	s, err := New(Config{VariableMap: true}, dice.Script(2))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]Seat{Villain1}, s.ToMove()); diff != "" {
		t.Fatalf("the random team (Villains) starts (-want +got):\n%s", diff)
	}
	s = apply(t, s, PlaceMapPiece{Villain1, MachinePiece, mustRoom("B2"), 0})
	mustIllegal(t, s, PlaceMapPiece{Villain1, GeneratorPiece, mustRoom("A1"), 0})
	// Doomsday Machines and Generators cannot be in adjacent rooms.
	mustIllegal(t, s, PlaceMapPiece{Spy1, GeneratorPiece, mustRoom("B3"), 0})
	mustIllegal(t, s, PlaceMapPiece{Spy1, GeneratorPiece, mustRoom("B2"), 0})
	s = apply(t, s, PlaceMapPiece{Spy1, GeneratorPiece, mustRoom("D4"), 0})
	// No room may be shut off: A1 with walls right and below.
	s = apply(t, s, PlaceMapPiece{Villain1, WallPiece, mustRoom("A1"), Right})
	mustIllegal(t, s, PlaceMapPiece{Spy1, WallPiece, mustRoom("A1"), Down})
	mustIllegal(t, s, PlaceMapPiece{Spy1, WallPiece, mustRoom("A1"), Left})
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
