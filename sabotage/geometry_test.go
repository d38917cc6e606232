package sabotage

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestGeometryMap: the map board's 16 rooms, A1 top left and D4 bottom
// right; the 24 inner borders a wall may stand on, each between the two
// rooms it names; the areas a target may name (Rulebook, "2. Target
// Action") as boxes of rooms.
func TestGeometryMap(t *testing.T) {
	g := BoardGeometry()
	if g.W != 4 || g.H != 4 || len(g.Rooms) != Rooms || len(g.Borders) != Edges || len(g.Areas) != NumAreas {
		t.Fatalf("%d×%d, %d rooms, %d borders, %d areas", g.W, g.H, len(g.Rooms), len(g.Borders), len(g.Areas))
	}
	if diff := cmp.Diff(RoomBox{0, "A1", Box{0, 0, 1, 1}}, g.Rooms[0]); diff != "" {
		t.Errorf("A1 (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(RoomBox{15, "D4", Box{3, 3, 4, 4}}, g.Rooms[15]); diff != "" {
		t.Errorf("D4 (-want +got):\n%s", diff)
	}
	for _, b := range g.Borders {
		ra, rb := g.Rooms[b.A].Box, g.Rooms[b.B].Box
		// The border is the side the two boxes share.
		var want Border
		if ra.X1 == rb.X0 {
			want = Border{b.Edge, b.Name, b.A, b.B, ra.X1, ra.Y0, ra.X1, ra.Y1}
		} else {
			want = Border{b.Edge, b.Name, b.A, b.B, ra.X0, ra.Y1, ra.X1, ra.Y1}
		}
		if b != want {
			t.Errorf("border %v: %+v, want %+v", b.Edge, b, want)
		}
	}
	// StandardBoardText: a wall below B1 and one right of C2.
	walls := StandardBoard.Walls
	for _, name := range []string{"B1|B2", "C2|D2"} {
		found := false
		for _, b := range g.Borders {
			if b.Name == name {
				found = walls&(1<<uint(b.Edge)) != 0
			}
		}
		if !found {
			t.Errorf("no wall on %s in the standard map", name)
		}
	}
	for _, a := range g.Areas {
		n := 0
		for r := Room(0); r < Rooms; r++ {
			if a.Area.Rooms()&r.bit() != 0 {
				n++
				rb := g.Rooms[r].Box
				if rb.X0 < a.Box.X0 || rb.X1 > a.Box.X1 || rb.Y0 < a.Box.Y0 || rb.Y1 > a.Box.Y1 {
					t.Errorf("%s: %v outside %+v", a.Name, r, a.Box)
				}
			}
		}
		if n != (a.Box.X1-a.Box.X0)*(a.Box.Y1-a.Box.Y0) {
			t.Errorf("%s: %d rooms in %+v", a.Name, n, a.Box)
		}
	}
	if g.Areas[ColA+2].Name != "colC" || g.Areas[ColA+2].Box != (Box{2, 0, 3, 4}) {
		t.Errorf("colC: %+v", g.Areas[ColA+2])
	}
}

// A user interface draws the map from BoardGeometry: rooms are unit boxes,
// and a wall stands on Border e when bit e of State.Walls is set.
func ExampleBoardGeometry() {
	g := BoardGeometry()
	fmt.Println(g.Rooms[9].Name, g.Rooms[9].Box)
	for _, b := range g.Borders {
		if StandardBoard.Walls&(1<<uint(b.Edge)) != 0 {
			fmt.Printf("a wall on %s from (%d,%d) to (%d,%d)\n", b.Name, b.X0, b.Y0, b.X1, b.Y1)
		}
	}
	fmt.Println(g.Areas[QuadTL].Name, g.Areas[QuadTL].Box)
	// Output:
	// B3 {1 2 2 3}
	// a wall on C2|D2 from (3,1) to (3,2)
	// a wall on A3|B3 from (1,2) to (1,3)
	// a wall on B4|C4 from (2,3) to (2,4)
	// a wall on B1|B2 from (1,1) to (2,1)
	// a wall on C3|C4 from (2,3) to (3,3)
	// quadTL {0 0 2 2}
}
