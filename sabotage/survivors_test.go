package sabotage

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Tests for the mutations that survived the package's tests (issue
// "tests that catch mutations"): each rule on both sides of its boundary.

// TestSwaggerRedLine: Rulebook, "Swagger": a REVEALED Spy discards down to
// the nearest red line to the left: 3-5 to 2, 1-2 to 0; once a round.
func TestSwaggerRedLine(t *testing.T) {
	for _, c := range []struct{ from, to int8 }{{5, 2}, {4, 2}, {3, 2}, {2, 0}, {1, 0}, {0, 0}} {
		s := started(t, 1, 2, 3, 4)
		g := game{s: with(s, func(s *state) {
			s.Players[Spy1].Swagger = c.from
			s.Pile -= c.from
		}).s}
		g.loseSwagger(Spy1)
		if got := g.s.Players[Spy1].Swagger; got != c.to {
			t.Errorf("Swagger %d revealed: %d, want %d", c.from, got, c.to)
		}
		if got := g.s.Discarded; got != c.from-c.to {
			t.Errorf("Swagger %d revealed: %d cubes discarded, want %d", c.from, got, c.from-c.to)
		}
		// Once a round: a second reveal costs nothing more.
		g.s.Players[Spy1].Swagger = c.from
		g.loseSwagger(Spy1)
		if got := g.s.Players[Spy1].Swagger; got != c.from {
			t.Errorf("Swagger %d revealed twice in a round: %d", c.from, got)
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

// TestUnlockCubesLimitedByThePile: Rulebook, "Unlock Cubes": the Spies
// take gained cubes from their pile; with fewer left, they gain fewer.
func TestUnlockCubesLimitedByThePile(t *testing.T) {
	for _, c := range []struct{ pile, gain, want int8 }{{2, 1, 1}, {1, 2, 1}, {0, 1, 0}, {3, 2, 2}} {
		s := started(t, 1, 2, 3, 4)
		g := game{s: with(s, func(s *state) { s.Discarded += s.Pile - c.pile; s.Pile = c.pile }).s}
		g.gain(Spy1, c.gain)
		if got := g.s.Players[Spy1].Pending; got != c.want || g.s.Pile != c.pile-c.want {
			t.Errorf("pile %d, gain %d: pending %d, pile %d; want %d, %d", c.pile, c.gain, got, g.s.Pile, c.want, c.pile-c.want)
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

// TestParachuteFirstWhenOffTheMap: Rulebook, "PARACHUTE": a Spy whose
// miniature is not on the map must plan PARACHUTE as its first action;
// on the map, it cannot plan PARACHUTE.
func TestParachuteFirstWhenOffTheMap(t *testing.T) {
	s := started(t, 1, 2, 3, 4) // the Spies start off the map
	mustIllegal(t, s, PlanTile{Spy1, 0, 1 << 0, To(Up)})
	mustIllegal(t, s, PlanTile{Spy1, 3, 1 << 3, None}) // EARPIECE (4-6) with the 4
	apply(t, s, PlanTile{Spy1, 5, 0, At(mustRoom("B3"))})
	on := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A1", Spy2: "D4"})
	mustIllegal(t, on, PlanTile{Spy1, 5, 0, At(mustRoom("B3"))})
	apply(t, on, PlanTile{Spy1, 0, 1 << 0, To(Down)})
}
