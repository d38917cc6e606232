package spyordie

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/geom"
)

// TestGeometryRooms: the Base's drawing data has the nine rooms of the
// rulebook ("Rooms") as rectangles, the Corridor and the Outside, every
// square of the board once, and the marks of the text map by name.
func TestGeometryRooms(t *testing.T) {
	g, err := MapGeometry("")
	if err != nil {
		t.Fatal(err)
	}
	if g.W != 26 || g.H != 24 {
		t.Errorf("size %d×%d, want 26×24", g.W, g.H)
	}
	var names []string
	seen := map[geom.Point]bool{}
	for _, a := range g.Rooms {
		names = append(names, a.Name)
		for _, p := range a.Squares {
			if seen[p] {
				t.Errorf("%v in two areas", p)
			}
			seen[p] = true
			if !p.In(a.Bounds) {
				t.Errorf("%v outside the %s's bounds %v", p, a.Name, a.Bounds)
			}
		}
		if a.Room != Corridor && a.Room != Outside && len(a.Squares) != a.Bounds.Area() {
			t.Errorf("the %s is not a rectangle: %d squares in %v", a.Name, len(a.Squares), a.Bounds)
		}
	}
	want := []string{"Sanctum", "Infirmary", "Cafeteria", "Generator", "Guardroom", "Control Room", "Laboratory", "Prison", "Vault", "Corridor", "Outside"}
	if diff := cmp.Diff(want, names); diff != "" {
		t.Errorf("rooms (-want +got):\n%s", diff)
	}
	if len(seen) != len(g.Squares) {
		t.Errorf("%d squares in areas, %d squares", len(seen), len(g.Squares))
	}
	if g.Rooms[0].Bounds != geom.R(10, 2, 16, 7) {
		t.Errorf("Sanctum at %v", g.Rooms[0].Bounds)
	}
	marks := map[string]int{}
	for _, sq := range g.Squares {
		if sq.Mark != 0 {
			marks[sq.MarkName]++
		}
	}
	// Set-Up: 3 Agent Start squares, 4 Storage squares, one Security square.
	for name, n := range map[string]int{"Agent Start": 3, "Storage": 4, "Security": 1, "Intelligence": 9, "Power": 1} {
		if marks[name] != n {
			t.Errorf("%d %s squares, want %d", marks[name], name, n)
		}
	}
}

// TestGeometryDoors: 11 Doors (Rulebook, "Components"), the Entrance over
// three sides, each other Door one side between a room and the Corridor;
// no wall runs through a doorway.
func TestGeometryDoors(t *testing.T) {
	g, _ := MapGeometry("")
	if len(g.Doors) != 11 {
		t.Fatalf("%d doors", len(g.Doors))
	}
	if d := g.Doors[0]; d.Room != Outside || len(d.Sides) != 3 || len(d.Outside) != 0 {
		t.Errorf("the Entrance: %+v", d)
	}
	if d := g.Doors[3]; d.Room != Vault || len(d.Sides) != 1 || d.Sides[0] != (Segment{18, 4, 18, 5}) {
		t.Errorf("Door 3: %+v", d)
	}
	for _, d := range g.Doors {
		for _, side := range d.Sides {
			for _, w := range g.Walls {
				if covers(w, side) {
					t.Errorf("wall %v runs through Door %d's side %v", w, d.ID, side)
				}
			}
		}
	}
	// The Base's outer wall: the top edge in one run, 0,0 to 26,0.
	found := false
	for _, w := range g.Walls {
		if w == (Segment{0, 0, 26, 0}) {
			found = true
		}
		if w.X0 != w.X1 && w.Y0 != w.Y1 || w.X0 > w.X1 || w.Y0 > w.Y1 || w == (Segment{w.X0, w.Y0, w.X0, w.Y0}) {
			t.Errorf("wall %v is not a straight run", w)
		}
	}
	if !found {
		t.Error("no outer wall 0,0-26,0")
	}
}

// covers reports whether segment w contains the unit side s.
func covers(w, s Segment) bool {
	if w.Y0 == w.Y1 && s.Y0 == s.Y1 {
		return w.Y0 == s.Y0 && w.X0 <= s.X0 && s.X1 <= w.X1
	}
	if w.X0 == w.X1 && s.X0 == s.X1 {
		return w.X0 == s.X0 && w.Y0 <= s.Y0 && s.Y1 <= w.Y1
	}
	return false
}

// TestGeometryShared: the Geometry is computed once per Base and shared by
// every State on it.
func TestGeometryShared(t *testing.T) {
	a, _ := New(Config{}, dice.New(1))
	b, _ := New(Config{Intruders: 3}, dice.New(2))
	ga, gb := a.Geometry(), b.Geometry()
	if &ga.Squares[0] != &gb.Squares[0] {
		t.Error("two States on the default Base computed two Geometries")
	}
	if (State{}).Geometry().W != 0 {
		t.Error("the zero State has a Geometry")
	}
	if tr := ga.Tracks; len(tr) != 4 || len(tr[0].Spaces) != 61 || tr[0].Spaces[0] != "60" || tr[0].Spaces[60] != "00" || len(tr[3].Spaces) != 6 {
		t.Errorf("tracks %v", tr)
	}
	if _, err := MapGeometry("nonsense"); err == nil {
		t.Error("MapGeometry accepted a bad map")
	}
}

// A user interface draws the Base from its Geometry: squares are unit
// boxes at (x, y), walls and Doors are segments between square corners.
func ExampleMapGeometry() {
	g, _ := MapGeometry("") // or State.Geometry()
	fmt.Printf("%d×%d squares\n", g.W, g.H)
	for _, a := range g.Rooms[:2] {
		fmt.Printf("%s: %v\n", a.Name, a.Bounds)
	}
	for _, d := range g.Doors[:2] {
		fmt.Printf("Door %d into %v: sides %v\n", d.ID, d.Room, d.Sides)
	}
	// Output:
	// 26×24 squares
	// Sanctum: (10,2)-(16,7)
	// Infirmary: (2,16)-(8,21)
	// Door 0 into Outside: sides [11,23-12,23 12,23-13,23 13,23-14,23]
	// Door 1 into Laboratory: sides [4,7-5,7]
}
