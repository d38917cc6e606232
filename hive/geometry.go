package hive

import (
	"strconv"
	"strings"
	"sync"

	"github.com/incursion/incursion/geom"
)

// Geometry is the drawing data of a Hive map, for a user interface that
// draws the map itself (package hive/picture draws it as SVG from this
// alone).
//
// Coordinates: one unit is one cell of the map's grid (hive.map, DATA.md):
// x is the column (0..W-1, along the ship's length), y the row (0..H-1,
// around its circumference), both growing from the top-left corner, so
// cell (x, y) covers the unit box (x, y)-(x+1, y+1). A box (3.0) is one or
// more cells; the standard map is 16×18 cells. The map is the inside of a
// tin can rolled out flat (2.1): when Wrap is set, the top row adjoins the
// bottom row.
//
// A Geometry is computed once per map and shared: its slices are
// read-only. What changes during a game is the state's: holes and open
// breaches ([State.Passage]), destroyed boxes ([State.Destroyed]), the
// Breach markers ([State.Darter]) and the units ([State.Units]).
type Geometry struct {
	W, H int
	Wrap bool
	// Boxes lists the Hive's boxes by number (the box numbers of
	// [Board.Name]; actions name them by Name).
	Boxes []BoxShape
	// Walls lists every boundary between two contiguous boxes (8.1), as
	// printed: Solid, Door, or Open between boxes of one corridor.
	Walls []WallShape
	// Outer are the outer walls (14.4): the left and right edges of the
	// grid, and its top and bottom edges when the map does not wrap.
	Outer []Segment
	// Darters names the Darters (4.3); Holding Box d is box number
	// len(Boxes)+d, off the map.
	Darters []string
}

// BoxShape is one box of the Hive.
type BoxShape struct {
	Box  int
	Name string // the ID Code: "A4", "L7", "12"
	// Area is the letter of the box's area (3.0: 'L' the Laser Area,
	// 'A'..'F' the Nests), 0 for a corridor box; Corridor the index of its
	// circular corridor (2.1) in the map's order, -1 for an area box.
	Area     byte
	Corridor int
	// Features are the box's unusual features (18.0) in the rulebook's
	// words: "laser pod", "engine room", "airlock", "Command Compartment",
	// "Armory", "Gravity Control Compartment", "Life Support Compartment",
	// "Hatchery Compartment", "Cold Storage Box".
	Features []string
	// Cells are the grid cells of the box, row by row; Bounds the smallest
	// rectangle holding them; Label the cell nearest their centre, where a
	// picture writes the ID Code.
	Cells  []geom.Point
	Bounds geom.Rect
	Label  geom.Point
}

// Segment is a straight line from (X0, Y0) to (X1, Y1) along the sides of
// cells, in corner coordinates.
type Segment struct{ X0, Y0, X1, Y1 int }

// WallShape is the boundary between two contiguous boxes A < B.
type WallShape struct {
	A, B int
	Kind Wall
	// Sides are the unit sides of cells the boundary runs along. A side
	// across the wrap (between the bottom row and the top row) is listed
	// twice: once on the grid's bottom edge (y = H) and once on its top
	// edge (y = 0).
	Sides []Segment
}

var featureNames = []struct {
	f    uint16
	name string
}{
	{fPod, "laser pod"}, {fEngine, "engine room"}, {fAirlock, "airlock"},
	{fCommand, "Command Compartment"}, {fArmory, "Armory"}, {fGravity, "Gravity Control Compartment"},
	{fLifeSupport, "Life Support Compartment"}, {fHatchery, "Hatchery Compartment"},
	{fColdStorage, "Cold Storage Box"},
}

// geometries caches each map's Geometry by the map's text, so that the
// Boards parsed again from positions share one; it holds at most
// maxGeometries maps (after that, a map's Geometry is computed per call).
var (
	geometryMu sync.Mutex
	geometries = map[string]*Geometry{}
)

const maxGeometries = 64

// Geometry returns the drawing data of the map, computed on first use and
// shared by every later call: read its slices, do not modify them.
func (b *Board) Geometry() Geometry {
	if b == nil {
		return Geometry{}
	}
	geometryMu.Lock()
	defer geometryMu.Unlock()
	if g, ok := geometries[b.text]; ok {
		return *g
	}
	g := b.geometry()
	if len(geometries) < maxGeometries {
		geometries[b.text] = &g
	}
	return g
}

// Geometry returns the drawing data of the game's map.
func (s State) Geometry() Geometry { return s.b().Geometry() }

func (b *Board) geometry() Geometry {
	h := len(b.grid)
	w := len(b.grid[0])
	g := Geometry{W: w, H: h, Darters: append([]string(nil), b.darters...)}
	for _, line := range strings.Split(b.text, "\n") {
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		if f := strings.Fields(line); len(f) == 1 && f[0] == "wrap" {
			g.Wrap = true
		}
	}
	g.Boxes = make([]BoxShape, len(b.names))
	for i, name := range b.names {
		bs := BoxShape{Box: i, Name: name, Area: b.Area(i), Corridor: int(b.corr[i])}
		for _, fn := range featureNames {
			if b.flags[i]&fn.f != 0 {
				bs.Features = append(bs.Features, fn.name)
			}
		}
		g.Boxes[i] = bs
	}
	for y, row := range b.grid {
		for x, i := range row {
			bs := &g.Boxes[i]
			p := geom.Pt(x, y)
			if len(bs.Cells) == 0 {
				bs.Bounds = geom.Rect{Min: p, Max: p.Add(geom.Pt(1, 1))}
			}
			bs.Cells = append(bs.Cells, p)
			bs.Bounds.Min.X, bs.Bounds.Min.Y = min(bs.Bounds.Min.X, x), min(bs.Bounds.Min.Y, y)
			bs.Bounds.Max.X, bs.Bounds.Max.Y = max(bs.Bounds.Max.X, x+1), max(bs.Bounds.Max.Y, y+1)
		}
	}
	for i := range g.Boxes {
		bs := &g.Boxes[i]
		// The cell nearest the centre of the cells (twice the coordinates,
		// to stay in integers).
		var sx, sy int
		for _, c := range bs.Cells {
			sx += 2*c.X + 1
			sy += 2*c.Y + 1
		}
		n := len(bs.Cells)
		best := -1
		for _, c := range bs.Cells {
			dx, dy := (2*c.X+1)*n-sx, (2*c.Y+1)*n-sy
			if d := dx*dx + dy*dy; best < 0 || d < best {
				best, bs.Label = d, c
			}
		}
	}
	// Walls, in the order of the map's walls.
	index := map[[2]uint8]int{}
	for _, wd := range b.walls {
		a, c := min(wd.a, wd.b), max(wd.a, wd.b)
		index[[2]uint8{a, c}] = len(g.Walls)
		g.Walls = append(g.Walls, WallShape{A: int(a), B: int(c), Kind: wd.kind})
	}
	side := func(x, y uint8, s ...Segment) {
		if x == y {
			return
		}
		k, ok := index[[2]uint8{min(x, y), max(x, y)}]
		if ok {
			g.Walls[k].Sides = append(g.Walls[k].Sides, s...)
		}
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			i := b.grid[y][x]
			if x+1 < w {
				side(i, b.grid[y][x+1], Segment{x + 1, y, x + 1, y + 1})
			}
			if y+1 < h {
				side(i, b.grid[y+1][x], Segment{x, y + 1, x + 1, y + 1})
			} else if g.Wrap {
				side(i, b.grid[0][x], Segment{x, h, x + 1, h}, Segment{x, 0, x + 1, 0})
			}
		}
	}
	g.Outer = []Segment{{0, 0, 0, h}, {w, 0, w, h}}
	if !g.Wrap {
		g.Outer = append(g.Outer, Segment{0, 0, w, 0}, Segment{0, h, w, h})
	}
	return g
}

// String returns "x0,y0-x1,y1".
func (s Segment) String() string {
	return strconv.Itoa(s.X0) + "," + strconv.Itoa(s.Y0) + "-" + strconv.Itoa(s.X1) + "," + strconv.Itoa(s.Y1)
}
