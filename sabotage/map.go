package sabotage

import (
	"fmt"
	"math/bits"
	"strings"
)

// Room is one of the 16 rooms of the 4×4 map, numbered in reading order:
// row*4+column, row 0 at the top. Its name is the column letter and the row
// number: A1 is the top-left room, D4 the bottom-right one.
type Room int8

// NoRoom is "not on the map" (a Spy before PARACHUTE, a device in supply).
const NoRoom Room = -1

// UnknownRoom is the room of a redacted event ([PublicEvent]): somewhere
// behind the screen.
const UnknownRoom Room = -2

// Rooms is the number of rooms.
const Rooms = 16

func (r Room) String() string {
	if r == UnknownRoom {
		return "?"
	}
	if r < 0 || r >= Rooms {
		return "off"
	}
	return string(rune('A'+int(r)%4)) + string(rune('1'+int(r)/4))
}

// Row returns 0..3 (top to bottom); Col 0..3 (left to right).
func (r Room) Row() int { return int(r) / 4 }

// Col returns the room's column, 0..3 from the left.
func (r Room) Col() int { return int(r) % 4 }

func (r Room) valid() bool { return r >= 0 && r < Rooms }

func (r Room) bit() uint16 { return 1 << uint(r) }

// ParseRoom reads a room name such as "B3", or "off".
func ParseRoom(text string) (Room, error) {
	if text == "off" {
		return NoRoom, nil
	}
	if len(text) != 2 || text[0] < 'A' || text[0] > 'D' || text[1] < '1' || text[1] > '4' {
		return NoRoom, fmt.Errorf("sabotage: bad room %q", text)
	}
	return Room(int(text[1]-'1')*4 + int(text[0]-'A')), nil
}

func roomAt(row, col int) Room {
	if row < 0 || row > 3 || col < 0 || col > 3 {
		return NoRoom
	}
	return Room(row*4 + col)
}

// Dir is a direction on the map, in clockwise order so that a 90° rotation
// is +1.
type Dir int8

// The directions.
const (
	Up Dir = iota
	Right
	Down
	Left
)

var dirNames = [4]string{"up", "right", "down", "left"}

func (d Dir) String() string {
	if d < 0 || d > 3 {
		return fmt.Sprintf("Dir(%d)", int(d))
	}
	return dirNames[d]
}

var dirDelta = [4][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}}

// Edge numbers the 24 room borders that may hold a wall: 0..11 are the
// vertical borders between horizontal neighbours (row*3+col, col the left
// room's column), 12..23 the horizontal borders between vertical neighbours
// (12+row*4+col, row the upper room's row).
type Edge int8

// Edges is the number of inner borders.
const Edges = 24

func (e Edge) String() string {
	a, b := e.Rooms()
	return a.String() + "|" + b.String()
}

// Rooms returns the two rooms the border separates.
func (e Edge) Rooms() (Room, Room) {
	if e < 12 {
		row, col := int(e)/3, int(e)%3
		return roomAt(row, col), roomAt(row, col+1)
	}
	k := int(e) - 12
	row, col := k/4, k%4
	return roomAt(row, col), roomAt(row+1, col)
}

// step[room][dir] is the neighbouring room and the border crossed, or
// NoRoom/-1 at the map edge. Computed once.
var step = computeSteps()

type stepTo struct {
	to   Room
	edge Edge
}

func computeSteps() (step [Rooms][4]stepTo) {
	for r := Room(0); r < Rooms; r++ {
		for d := Dir(0); d < 4; d++ {
			to := roomAt(r.Row()+dirDelta[d][0], r.Col()+dirDelta[d][1])
			step[r][d].to, step[r][d].edge = to, -1
			if to == NoRoom {
				continue
			}
			a, b := r, to
			if b < a {
				a, b = b, a
			}
			if b == a+1 {
				step[r][d].edge = Edge(a.Row()*3 + a.Col())
			} else {
				step[r][d].edge = Edge(12 + a.Row()*4 + a.Col())
			}
		}
	}
	return step
}

// neighbour returns the room in direction d and whether a move there is
// possible through walls (Rulebook, "Adjacency — Rooms are adjacent when they
// share an edge without a wall").
func neighbour(walls uint32, r Room, d Dir) (Room, bool) {
	if !r.valid() || d < 0 || d > 3 {
		return NoRoom, false
	}
	s := step[r][d]
	if s.to == NoRoom {
		return NoRoom, false
	}
	return s.to, walls&(1<<uint(s.edge)) == 0
}

// adjacent returns the rooms adjacent to r (not through walls).
func adjacent(walls uint32, r Room) uint16 {
	if !r.valid() {
		return 0
	}
	return expand(walls, r.bit()) &^ r.bit()
}

// expand returns m plus every room adjacent to a room of m.
func expand(walls uint32, m uint16) uint16 {
	right, down := openings(walls)
	return spread(right, down, m)
}

// openings returns the rooms with no wall on their right border (right;
// column D has none) and on their bottom border (down; row 4 has none): the
// walls as sets of rooms, so that a set of rooms spreads in a few shifts.
// Edges 0..11 are the borders between a room and the next one in its row
// (row*3 + column), 12..23 those between a room and the one below it
// (12 + room); see computeSteps.
func openings(walls uint32) (right, down uint16) {
	open := ^walls
	right = uint16(open&7) | uint16(open>>3&7)<<4 | uint16(open>>6&7)<<8 | uint16(open>>9&7)<<12
	down = uint16(open>>12) & 0xfff
	return right, down
}

// spread returns m plus every room next to a room of m through an opening.
func spread(right, down, m uint16) uint16 {
	return m | (m&right)<<1 | (m>>1)&right | (m&down)<<4 | (m>>4)&down
}

// distances returns the MOVE distance from r to every room (-1 unreachable).
func distances(walls uint32, r Room) [Rooms]int8 {
	var d [Rooms]int8
	for i := range d {
		d[i] = -1
	}
	d[r] = 0
	queue := [Rooms]Room{r}
	head, tail := 0, 1
	for head < tail {
		x := queue[head]
		head++
		for dir := Dir(0); dir < 4; dir++ {
			if to, ok := neighbour(walls, x, dir); ok && d[to] < 0 {
				d[to] = d[x] + 1
				queue[tail] = to
				tail++
			}
		}
	}
	return d
}

// Area names a group of rooms that an action may target (Rulebook, "2.
// Target Action": row, column, quadrant, half; and the 3×3 areas of SMOKE
// BOMB and X-RAY GOGGLES).
type Area int8

// Areas: rows 0..3 (Row1..Row4), columns 4..7 (ColA..ColD), quadrants 8..11
// (top-left, top-right, bottom-left, bottom-right), halves 12..15 (top,
// bottom, left, right), 3×3 areas 16..19 (by top-left room A1, B1, A2, B2).
const (
	Row1      Area = 0
	ColA      Area = 4
	QuadTL    Area = 8
	HalfTop   Area = 12
	Square3A1 Area = 16
	NumAreas       = 20
)

var areaMasks = func() (m [NumAreas]uint16) {
	for i := range m {
		m[i] = computeArea(Area(i))
	}
	return m
}()

func computeArea(a Area) uint16 {
	var m uint16
	for r := Room(0); r < Rooms; r++ {
		row, col := r.Row(), r.Col()
		in := false
		switch {
		case a < 4:
			in = row == int(a)
		case a < 8:
			in = col == int(a-4)
		case a < 12:
			q := int(a - 8)
			in = row/2 == q/2 && col/2 == q%2
		case a < 16:
			switch a - 12 {
			case 0:
				in = row < 2
			case 1:
				in = row >= 2
			case 2:
				in = col < 2
			case 3:
				in = col >= 2
			}
		default:
			k := int(a - 16)
			r0, c0 := k/2, k%2
			in = row >= r0 && row < r0+3 && col >= c0 && col < c0+3
		}
		if in {
			m |= r.bit()
		}
	}
	return m
}

// Rooms returns the rooms of the area as a bit set (bit r for Room r).
func (a Area) Rooms() uint16 {
	if a < 0 || a >= NumAreas {
		return 0
	}
	return areaMasks[a]
}

var quadNames = [4]string{"TL", "TR", "BL", "BR"}
var halfNames = [4]string{"top", "bottom", "left", "right"}

func (a Area) String() string {
	switch {
	case a < 0 || a >= NumAreas:
		return fmt.Sprintf("Area(%d)", int(a))
	case a < 4:
		return fmt.Sprintf("row%d", a+1)
	case a < 8:
		return "col" + string(rune('A'+a-4))
	case a < 12:
		return "quad" + quadNames[a-8]
	case a < 16:
		return "half" + halfNames[a-12]
	}
	return "3x3" + Room(int(a-16)/2*4+int(a-16)%2).String()
}

// ParseArea reads an area name as String writes it.
func ParseArea(text string) (Area, error) {
	for a := Area(0); a < NumAreas; a++ {
		if a.String() == text {
			return a, nil
		}
	}
	return 0, fmt.Errorf("sabotage: bad area %q", text)
}

// ownAreas returns the row, column and quadrant of room r (the areas a SCAN
// may name: "the row, column, or quadrant you are in").
func ownAreas(r Room) [3]Area {
	return [3]Area{Area(r.Row()), Area(4 + r.Col()), Area(8 + r.Row()/2*2 + r.Col()/2)}
}

// Board is a map layout: walls, Doomsday Machines and Generators (Rulebook,
// "Setup" step 5). It is data: [StandardBoard] is the reconstructed setup
// diagram (DATA.md); [ParseBoard] reads a replacement.
type Board struct {
	Walls      uint32  // bit e set: a wall on Edge e
	Machines   [3]Room // Doomsday Machines, in reading order
	Generators [2]Room // Generators, in reading order
}

// StandardBoardText is the reconstructed standard map (DATA.md). Rows of
// rooms alternate with rows of borders; in a room row, '|' between two cells
// is a wall; in a border row, '-' under a cell is a wall below that room.
// Cells: '.' empty, 'D' a Doomsday Machine, 'G' a Generator.
const StandardBoardText = `G . . D
  -
. . D|.

.|. . .
    -
D .|. G`

// StandardBoard is the board of StandardBoardText.
var StandardBoard = mustBoard(StandardBoardText)

func mustBoard(text string) Board {
	b, err := ParseBoard(text)
	if err != nil {
		panic(err)
	}
	return b
}

// ParseBoard reads a board in the format of StandardBoardText and checks it
// against the rulebook's constraints ([Board.Check]).
func ParseBoard(text string) (Board, error) {
	lines := strings.Split(strings.ReplaceAll(text, "\r", ""), "\n")
	for len(lines) < 7 {
		lines = append(lines, "")
	}
	if len(lines) > 7 {
		for _, l := range lines[7:] {
			if strings.TrimSpace(l) != "" {
				return Board{}, fmt.Errorf("sabotage: board: more than 7 lines")
			}
		}
	}
	var b Board
	nm, ng := 0, 0
	at := func(l string, i int) byte {
		if i < len(l) {
			return l[i]
		}
		return ' '
	}
	for row := 0; row < 4; row++ {
		l := lines[row*2]
		for col := 0; col < 4; col++ {
			switch c := at(l, col*2); c {
			case '.':
			case 'D':
				if nm == 3 {
					return Board{}, fmt.Errorf("sabotage: board: more than 3 Doomsday Machines")
				}
				b.Machines[nm] = roomAt(row, col)
				nm++
			case 'G':
				if ng == 2 {
					return Board{}, fmt.Errorf("sabotage: board: more than 2 Generators")
				}
				b.Generators[ng] = roomAt(row, col)
				ng++
			default:
				return Board{}, fmt.Errorf("sabotage: board: bad cell %q in row %d", c, row+1)
			}
			if col < 3 {
				switch c := at(l, col*2+1); c {
				case '|':
					b.Walls |= 1 << uint(step[roomAt(row, col)][Right].edge)
				case ' ':
				default:
					return Board{}, fmt.Errorf("sabotage: board: bad wall %q in row %d", c, row+1)
				}
			}
		}
		if row == 3 {
			break
		}
		l = lines[row*2+1]
		for col := 0; col < 4; col++ {
			switch c := at(l, col*2); c {
			case '-':
				b.Walls |= 1 << uint(step[roomAt(row, col)][Down].edge)
			case ' ', '.':
			default:
				return Board{}, fmt.Errorf("sabotage: board: bad wall %q below row %d", c, row+1)
			}
		}
	}
	if nm != 3 || ng != 2 {
		return Board{}, fmt.Errorf("sabotage: board: need 3 Doomsday Machines and 2 Generators, have %d and %d", nm, ng)
	}
	return b, b.Check()
}

// String writes the board in the format ParseBoard reads.
func (b Board) String() string {
	var sb strings.Builder
	for row := 0; row < 4; row++ {
		for col := 0; col < 4; col++ {
			r := roomAt(row, col)
			c := byte('.')
			for _, m := range b.Machines {
				if m == r {
					c = 'D'
				}
			}
			for _, g := range b.Generators {
				if g == r {
					c = 'G'
				}
			}
			sb.WriteByte(c)
			if col < 3 {
				if b.Walls&(1<<uint(step[r][Right].edge)) != 0 {
					sb.WriteByte('|')
				} else {
					sb.WriteByte(' ')
				}
			}
		}
		if row < 3 {
			sb.WriteByte('\n')
			line := []byte("       ")
			for col := 0; col < 4; col++ {
				if b.Walls&(1<<uint(step[roomAt(row, col)][Down].edge)) != 0 {
					line[col*2] = '-'
				}
			}
			sb.WriteString(strings.TrimRight(string(line), " "))
			sb.WriteByte('\n')
		}
	}
	return sb.String()
}

// Check applies the rulebook's constraints (Rulebook, "Variable Map Setup"):
// 5 walls; Doomsday Machines and Generators never in the same or adjacent
// rooms (Rulebook, "Adjacency — Rooms are adjacent when they share an edge
// without a wall"); two pieces of a kind never share a room; no room shut
// off.
func (b Board) Check() error {
	if n := bits.OnesCount32(b.Walls); n != 5 {
		return fmt.Errorf("sabotage: board: need 5 walls, have %d", n)
	}
	var occupied uint16
	for _, m := range b.Machines {
		if !m.valid() || occupied&m.bit() != 0 {
			return fmt.Errorf("sabotage: board: bad or shared Doomsday Machine room %v", m)
		}
		occupied |= m.bit()
	}
	for _, g := range b.Generators {
		if !g.valid() || occupied&g.bit() != 0 {
			return fmt.Errorf("sabotage: board: bad or shared Generator room %v", g)
		}
		occupied |= g.bit()
		for _, m := range b.Machines {
			if adjacent(b.Walls, g)&m.bit() != 0 {
				return fmt.Errorf("sabotage: board: Generator %v is adjacent to Doomsday Machine %v", g, m)
			}
		}
	}
	if !connected(b.Walls) {
		return fmt.Errorf("sabotage: board: a room is shut off by walls")
	}
	return nil
}

// connected reports whether every room can reach every other one.
func connected(walls uint32) bool {
	d := distances(walls, 0)
	for _, x := range d {
		if x < 0 {
			return false
		}
	}
	return true
}
