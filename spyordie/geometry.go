package spyordie

import (
	"fmt"
	"sync"

	"github.com/incursion/incursion/geom"
)

// Geometry is the drawing data of a Base, for a user interface that draws
// the board itself (package spyordie/picture draws it as SVG from this
// alone).
//
// Coordinates: one unit is one square. x grows to the right, y downwards,
// and the origin is the top-left corner of the board, so square (x, y) —
// "x,y" in the action notation and in [State.Draw]'s margins — covers
// the unit box from (x, y) to (x+1, y+1), and its centre is (x+0.5, y+0.5).
// The board is W×H units; squares that are not listed (the solid ground
// around the Base's Entrance) are not part of the board.
//
// A Geometry is computed once per Base and shared by every State on it:
// its slices are read-only.
type Geometry struct {
	W, H int
	// Squares lists every square of the board, row by row.
	Squares []Square
	// Rooms lists the areas of the Base (Rulebook, "Rooms"): the nine
	// rooms in the rulebook's order, then the Corridor and the Outside
	// ground in front of the Entrance.
	Rooms []Area
	// Walls are the sides no figure crosses, as segments between square
	// corners, joined into the longest straight runs: the Base's outer
	// walls, the rooms' walls and the edges of the solid ground. Doorways
	// are not walls: see Doors.
	Walls []Segment
	// Doors lists the 11 Doors by number (Rulebook, "Doors"): Door 0 is the
	// Entrance (an extra-large Door over several sides), Doors 1-10 the
	// rooms' doorways. Whether one is locked is the state's
	// ([State.Locked]).
	Doors []Door
	// Tracks are the rest of the game board (Rulebook, "Components"): the
	// Mission Timer, the Alert Level, the Alert Monitor and the Master
	// Plan, with their spaces. The rulebook gives no layout for them: a picture puts them
	// where it likes (package picture: under the Base).
	Tracks []Track
}

// Track is a track of the game board: its name and its spaces, in the
// order a marker moves along them.
type Track struct {
	Name   string
	Spaces []string
}

// Square is one square of the Base.
type Square struct {
	At   geom.Point
	Room Room
	// Mark is the square's special icon as the text map writes it
	// (DefaultMap: 'a' Agent Start, 'b' Boss Spawn, 'i' Intelligence...),
	// 0 for a plain square; MarkName says it in the rulebook's words
	// ("Agent Start", "Spawn", "Security"...), "" for a plain square.
	Mark     byte
	MarkName string
}

// Area is one room of the Base, the Corridor or the Outside.
type Area struct {
	Room Room
	Name string // Room.String(): "Sanctum", "Control Room"...
	// Bounds is the smallest rectangle holding every square of the area;
	// a room is exactly its Bounds, the Corridor is not.
	Bounds geom.Rect
	// Squares are the area's squares, row by row.
	Squares []geom.Point
}

// Segment is a straight line from (X0, Y0) to (X1, Y1) along the sides of
// squares, in corner coordinates (square (x, y) has its corners at x, x+1
// and y, y+1).
type Segment struct{ X0, Y0, X1, Y1 int }

// Door is one Door of the Base.
type Door struct {
	ID int
	// Room is the room the Door leads into; Outside for the Entrance.
	Room Room
	// Sides are the sides of squares the Door covers (one, or several for
	// the Entrance), as segments in corner coordinates.
	Sides []Segment
	// Front holds the squares directly in front of the Door, on both sides
	// (where an Intruder stands to breach it, Rulebook "Breach"); Outside
	// the ones outside the room (where a Sentry stands), none for the
	// Entrance.
	Front, Outside []geom.Point
}

var geoMarkNames = map[byte]string{
	markAgentStart: "Agent Start", markBossSpawn: "Boss Spawn", markDetention: "Detention",
	markIntel: "Intelligence", markJunction: "junction", markSecurity: "Security",
	markMedical: "medical supplies", markPassage: "Secret Passage", markResearch: "Research",
	markSpawn: "Spawn", markStorage: "Storage", markPower: "Power",
}

// geometries caches each Base's Geometry by board id (boards are interned
// for the life of the program, so the cache never needs to forget).
var geometries sync.Map // uint8 -> *Geometry

// Geometry returns the drawing data of the Base s is played on; the zero
// Geometry for a State not made by New or json.Unmarshal. It is computed
// once per Base and shared: read its slices, do not modify them.
func (s State) Geometry() Geometry {
	if s.bid == 0 {
		return Geometry{}
	}
	if g, ok := geometries.Load(s.bid); ok {
		return *g.(*Geometry)
	}
	g := s.bd().geometry()
	actual, _ := geometries.LoadOrStore(s.bid, &g)
	return *actual.(*Geometry)
}

// MapGeometry returns the drawing data of the Base of a text map ("" for
// DefaultMap), or the error [Config].Map would give.
func MapGeometry(text string) (Geometry, error) {
	id, _, err := loadBoard(text)
	if err != nil {
		return Geometry{}, err
	}
	return State{bid: id}.Geometry(), nil
}

// geometry computes the Geometry of a board.
func (b *board) geometry() Geometry {
	g := Geometry{W: b.w, H: b.h}
	for q := range b.room {
		p := b.pt(int16(q))
		if !b.g.OnBoard(p) {
			continue
		}
		sq := Square{At: p, Room: b.room[q], Mark: b.mark[q]}
		if sq.Mark != 0 {
			sq.MarkName = geoMarkNames[sq.Mark]
		}
		g.Squares = append(g.Squares, sq)
	}
	order := []Room{Sanctum, Infirmary, Cafeteria, Generator, Guardroom, ControlRoom, Laboratory, Prison, Vault, Corridor, Outside}
	for _, r := range order {
		qs := b.roomSquares[r]
		if len(qs) == 0 {
			continue
		}
		a := Area{Room: r, Name: r.String()}
		for i, q := range qs {
			p := b.pt(q)
			a.Squares = append(a.Squares, p)
			if i == 0 {
				a.Bounds = geom.Rect{Min: p, Max: p.Add(geom.Pt(1, 1))}
				continue
			}
			a.Bounds.Min.X, a.Bounds.Min.Y = min(a.Bounds.Min.X, p.X), min(a.Bounds.Min.Y, p.Y)
			a.Bounds.Max.X, a.Bounds.Max.Y = max(a.Bounds.Max.X, p.X+1), max(a.Bounds.Max.Y, p.Y+1)
		}
		g.Rooms = append(g.Rooms, a)
	}
	g.Walls = geoWalls(b.g)
	g.Doors = make([]Door, len(b.doors))
	for id, d := range b.doors {
		g.Doors[id] = Door{ID: id, Room: d.room, Front: b.geoPoints(d.front), Outside: b.geoPoints(d.outside)}
	}
	timer := make([]string, 61)
	for i := range timer {
		timer[i] = fmt.Sprintf("%02d", 60-i)
	}
	g.Tracks = []Track{
		// "Timer: Intruders have just 60 minutes", down to "00".
		{"Mission Timer", timer},
		// The Alert Level marker's sides (removed at RED), and the Alert
		// Monitor's spaces for the 9 Alarm markers that raise it.
		{"Alert Level", []string{"GREEN", "AMBER", "RED"}},
		{"Alert Monitor", []string{"Alarm 1", "Alarm 2", "Alarm 3", "Alarm 4", "Alarm 5", "Alarm 6", "Alarm 7", "Alarm 8", "Alarm 9"}},
		// 3 components of 2 parts each.
		{"Master Plan", []string{"component 1 part 1", "component 1 part 2", "component 2 part 1", "component 2 part 2", "component 3 part 1", "component 3 part 2"}},
	}
	for _, e := range b.g.Doors() {
		g.Doors[e.ID].Sides = append(g.Doors[e.ID].Sides, geoSide(e.A, e.B))
	}
	return g
}

func (b *board) geoPoints(qs []int16) []geom.Point {
	var out []geom.Point
	for _, q := range qs {
		out = append(out, b.pt(q))
	}
	return out
}

// geoSide returns the side shared by a square and its east or south
// neighbour b.
func geoSide(a, b geom.Point) Segment {
	if b.X > a.X {
		return Segment{b.X, a.Y, b.X, a.Y + 1}
	}
	return Segment{a.X, b.Y, a.X + 1, b.Y}
}

// geoWalls returns the wall sides of a grid that touch at least one
// square of the board, joined into maximal horizontal and vertical runs.
func geoWalls(gr *geom.Grid) []Segment {
	w, h := gr.W(), gr.H()
	wall := func(p geom.Point, d geom.Dir) bool {
		q := p.Step(d)
		if !gr.OnBoard(p) && !gr.OnBoard(q) {
			return false
		}
		if !gr.OnBoard(p) {
			p, d = q, d.Opposite()
		}
		k, _ := gr.Edge(p, d)
		return k == geom.Wall
	}
	var out []Segment
	// Horizontal sides: the line y = k runs along the north sides of row k.
	for k := 0; k <= h; k++ {
		start := -1
		for x := 0; x <= w; x++ {
			on := x < w && wall(geom.Pt(x, k), geom.N)
			switch {
			case on && start < 0:
				start = x
			case !on && start >= 0:
				out = append(out, Segment{start, k, x, k})
				start = -1
			}
		}
	}
	// Vertical sides: the line x = k runs along the west sides of column k.
	for k := 0; k <= w; k++ {
		start := -1
		for y := 0; y <= h; y++ {
			on := y < h && wall(geom.Pt(k, y), geom.W)
			switch {
			case on && start < 0:
				start = y
			case !on && start >= 0:
				out = append(out, Segment{k, start, k, y})
				start = -1
			}
		}
	}
	return out
}

// String returns "x0,y0-x1,y1".
func (s Segment) String() string { return fmt.Sprintf("%d,%d-%d,%d", s.X0, s.Y0, s.X1, s.Y1) }
