package sabotage

// Geometry is the drawing data of a map board (Rulebook, "Setup" step 5:
// each team has one, the same walls on both), for a user interface that
// draws the map itself (package sabotage/picture draws it as SVG from this
// alone).
//
// Coordinates: one unit is one room. x grows to the right, y downwards,
// and the origin is the top-left corner of the map, so room A1 covers the
// unit box (0,0)-(1,1) and D4 the box (3,3)-(4,4): column A..D is x 0..3,
// row 1..4 is y 0..3 ([Room.Col], [Room.Row]). The map is W×H = 4×4.
//
// The board's layout never changes; what lies on it does, and is the
// state's: which Borders hold a wall ([State.Walls], bit [Border].Edge),
// the Doomsday Machines and Generators ([State.Machines],
// [State.Generators]), the miniatures and device tokens. The Geometry is
// one value shared by every caller: treat its slices as read-only.
type Geometry struct {
	W, H int
	// Rooms lists the 16 rooms in reading order (index = Room).
	Rooms []RoomBox
	// Borders lists the 24 inner borders that may hold a wall (index =
	// Edge); the map's outer edge, the Frame, always does.
	Borders []Border
	Frame   Box
	// Areas lists the groups of rooms an action may target (index = Area,
	// Rulebook "2. Target Action": rows, columns, quadrants, halves, and
	// the 3×3 areas), each a rectangle of rooms.
	Areas []AreaBox
}

// Box is a rectangle in map units: from (X0, Y0) at the top left to
// (X1, Y1) at the bottom right.
type Box struct{ X0, Y0, X1, Y1 int }

// RoomBox is one room: its name in the notation ("B3") and its box.
type RoomBox struct {
	Room Room
	Name string
	Box  Box
}

// Border is one inner border: the two rooms it separates (A left of or
// above B) and the line it runs along, from (X0, Y0) to (X1, Y1).
type Border struct {
	Edge           Edge
	Name           string // "A1|B1", as positions write walls
	A, B           Room
	X0, Y0, X1, Y1 int
}

// AreaBox is a target area: its name in the notation ("colC", "quadTL")
// and the box of its rooms.
type AreaBox struct {
	Area Area
	Name string
	Box  Box
}

var geometry = func() Geometry {
	g := Geometry{W: 4, H: 4, Frame: Box{0, 0, 4, 4}}
	for r := Room(0); r < Rooms; r++ {
		g.Rooms = append(g.Rooms, RoomBox{r, r.String(), Box{r.Col(), r.Row(), r.Col() + 1, r.Row() + 1}})
	}
	for e := Edge(0); e < Edges; e++ {
		a, b := e.Rooms()
		br := Border{Edge: e, Name: e.String(), A: a, B: b}
		if b.Col() > a.Col() { // a vertical border, right of a
			br.X0, br.Y0, br.X1, br.Y1 = b.Col(), a.Row(), b.Col(), a.Row()+1
		} else { // a horizontal border, below a
			br.X0, br.Y0, br.X1, br.Y1 = a.Col(), b.Row(), a.Col()+1, b.Row()
		}
		g.Borders = append(g.Borders, br)
	}
	for a := Area(0); a < NumAreas; a++ {
		box := Box{4, 4, 0, 0}
		m := a.Rooms()
		for r := Room(0); r < Rooms; r++ {
			if m&r.bit() != 0 {
				box.X0, box.Y0 = min(box.X0, r.Col()), min(box.Y0, r.Row())
				box.X1, box.Y1 = max(box.X1, r.Col()+1), max(box.Y1, r.Row()+1)
			}
		}
		g.Areas = append(g.Areas, AreaBox{a, a.String(), box})
	}
	return g
}()

// BoardGeometry returns the drawing data of the map board. It is the same
// for every game and variant (Variable Map Setup moves the pieces and
// walls, not the rooms). Its slices are shared by every caller: read them,
// do not modify them.
func BoardGeometry() Geometry { return geometry }

// Geometry is [BoardGeometry]: every game's State has a Geometry method
// giving the drawing data of the board it is played on.
func (s State) Geometry() Geometry { return geometry }
