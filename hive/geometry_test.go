package hive

import (
	"fmt"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/geom"
)

// TestGeometryBoxes: the standard map's grid of 16 columns by 18 rows,
// wrapped round the ship (2.1); every cell in one box; the unusual
// features (18.0) named; the six Holding Boxes numbered after the Hive's
// boxes (4.3).
func TestGeometryBoxes(t *testing.T) {
	b := StandardMap()
	g := b.Geometry()
	if g.W != 16 || g.H != 18 || !g.Wrap {
		t.Fatalf("%d×%d wrap=%v", g.W, g.H, g.Wrap)
	}
	if len(g.Boxes) != b.Boxes() {
		t.Fatalf("%d boxes, the map has %d", len(g.Boxes), b.Boxes())
	}
	cells := 0
	for i, bs := range g.Boxes {
		if bs.Box != i || bs.Name != b.Name(i) {
			t.Errorf("box %d: %d %s", i, bs.Box, bs.Name)
		}
		cells += len(bs.Cells)
		for _, c := range bs.Cells {
			if !c.In(bs.Bounds) || b.Grid()[c.Y][c.X] != bs.Name {
				t.Errorf("%s: cell %v", bs.Name, c)
			}
		}
		if !slices.Contains(bs.Cells, bs.Label) {
			t.Errorf("%s: label cell %v is not one of its cells", bs.Name, bs.Label)
		}
	}
	if cells != 16*18 {
		t.Errorf("%d cells", cells)
	}
	box := func(name string) BoxShape {
		i, ok := b.Box(name)
		if !ok {
			t.Fatalf("no box %s", name)
		}
		return g.Boxes[i]
	}
	// L7 is a single compartment round L8, L9 and L10 (2.1).
	if l7 := box("L7"); l7.Bounds != geom.R(1, 0, 4, 18) || l7.Area != 'L' || l7.Corridor != -1 {
		t.Errorf("L7: %v area %q corridor %d", l7.Bounds, l7.Area, l7.Corridor)
	}
	if c := box("20"); c.Area != 0 || c.Corridor != 1 || len(c.Cells) != 1 {
		t.Errorf("box 20: area %q corridor %d, %d cells", c.Area, c.Corridor, len(c.Cells))
	}
	if a8 := box("A8"); a8.Label != geom.Pt(6, 4) {
		t.Errorf("A8 labelled at %v", a8.Label)
	}
	for name, want := range map[string][]string{
		"L1": {"laser pod"}, "L8": {"engine room"}, "L9": {"airlock"}, "B8": {"Command Compartment"},
		"A3": {"Armory"}, "C8": {"Life Support Compartment"}, "B10": {"Cold Storage Box"}, "A1": nil,
	} {
		if diff := cmp.Diff(want, box(name).Features); diff != "" {
			t.Errorf("%s features (-want +got):\n%s", name, diff)
		}
	}
	if diff := cmp.Diff(b.Darters(), g.Darters); diff != "" {
		t.Errorf("Darters (-want +got):\n%s", diff)
	}
}

// TestGeometryWalls: every pair of contiguous boxes has one wall entry of
// the printed kind with its sides; the door at the top of L1 leads to L6
// across the wrap (2.1), drawn on both edges; corridor boxes are joined
// without a wall.
func TestGeometryWalls(t *testing.T) {
	b := StandardMap()
	g := b.Geometry()
	n := 0
	for i := 0; i < b.Boxes(); i++ {
		nb, _ := b.Neighbours(i)
		n += len(nb)
	}
	if len(g.Walls) != n/2 {
		t.Errorf("%d walls, %d contiguous pairs", len(g.Walls), n/2)
	}
	find := func(x, y string) WallShape {
		i, _ := b.Box(x)
		j, _ := b.Box(y)
		for _, w := range g.Walls {
			if w.A == min(i, j) && w.B == max(i, j) {
				return w
			}
		}
		t.Fatalf("no wall %s %s", x, y)
		return WallShape{}
	}
	for _, w := range g.Walls {
		if len(w.Sides) == 0 {
			t.Errorf("wall %s %s has no side", b.Name(w.A), b.Name(w.B))
		}
	}
	if w := find("L1", "L6"); w.Kind != Door || !slices.Contains(w.Sides, Segment{0, 0, 1, 0}) || !slices.Contains(w.Sides, Segment{0, 18, 1, 18}) {
		t.Errorf("L1|L6: %+v", w)
	}
	if w := find("16", "17"); w.Kind != Open || len(w.Sides) != 1 || w.Sides[0] != (Segment{8, 1, 9, 1}) {
		t.Errorf("16|17: %+v", w)
	}
	if w := find("A1", "A2"); w.Kind != Door {
		t.Errorf("A1|A2: %+v", w)
	}
	if w := find("A1", "A4"); w.Kind != Door || len(w.Sides) != 1 {
		t.Errorf("A1|A4: %+v", w)
	}
	if w := find("A4", "A8"); w.Kind != Solid || len(w.Sides) != 1 || w.Sides[0] != (Segment{6, 2, 6, 3}) {
		t.Errorf("A4|A8: %+v", w)
	}
	if len(g.Outer) != 2 {
		t.Errorf("outer walls %v", g.Outer)
	}
	if &g.Boxes[0] != &b.Geometry().Boxes[0] {
		t.Error("the Geometry is computed again")
	}
}

// TestGeometryShared: a map parsed again (as a position with its own map
// is) shares the Geometry of the first.
func TestGeometryShared(t *testing.T) {
	b, err := ParseMap(standardMap)
	if err != nil {
		t.Fatal(err)
	}
	if b == StandardMap() {
		t.Fatal("ParseMap returned the standard Board itself")
	}
	if &b.Geometry().Boxes[0] != &StandardMap().Geometry().Boxes[0] {
		t.Error("two Boards of one map have two Geometries")
	}
}

// A user interface draws the Hive from its Geometry: each box is a set of
// unit cells, each wall a set of cell sides of a printed kind, and the
// state says what changed (holes, destroyed boxes, Breach markers).
func ExampleBoard_Geometry() {
	g := StandardMap().Geometry()
	fmt.Printf("%d×%d cells, %d boxes, wrap %v\n", g.W, g.H, len(g.Boxes), g.Wrap)
	i, _ := StandardMap().Box("A8")
	a8 := g.Boxes[i]
	fmt.Println(a8.Name, a8.Bounds, a8.Features, "label at", a8.Label)
	for _, w := range g.Walls {
		if (w.A == i || w.B == i) && w.Kind == Door {
			other := w.A + w.B - i
			fmt.Println("a door to", g.Boxes[other].Name, "on", w.Sides)
		}
	}
	fmt.Println("Holding Boxes:", g.Darters)
	// Output:
	// 16×18 cells, 148 boxes, wrap true
	// A8 (6,2)-(7,8) [Hatchery Compartment] label at (6,4)
	// a door to A2 on [6,2-7,2]
	// a door to A6 on [6,3-6,4 6,4-6,5]
	// a door to A7 on [7,4-7,5 7,5-7,6]
	// a door to A14 on [6,8-7,8]
	// Holding Boxes: [Sirius Vega Rigel Antares Deneb Altair]
}
