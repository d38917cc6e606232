package geom

import (
	"errors"
	"fmt"
	"iter"
	"slices"
)

// EdgeKind is what lies on the side between two orthogonally adjacent
// squares of a [Grid].
type EdgeKind uint8

const (
	// Open: nothing; figures and lines of sight cross freely.
	Open EdgeKind = iota
	// Wall: nothing crosses. Everything outside the grid is wall, and so is
	// every side of a solid square (see [GridBuilder.Solid]).
	Wall
	// Door: a door with an integer id. Whether it is open, closed or locked
	// is the game's dynamic state, asked through the predicates of
	// [Grid.Distances], [Grid.Path] and [Grid.Clear]. A door always blocks
	// the corners at its ends, like a wall (a door frame).
	Door
)

// String returns "open", "wall" or "door".
func (k EdgeKind) String() string {
	switch k {
	case Open:
		return "open"
	case Wall:
		return "wall"
	case Door:
		return "door"
	}
	return fmt.Sprintf("EdgeKind(%d)", uint8(k))
}

// DoorEdge is one side of the grid that carries a door: the door joins
// square A and square B, where B is A's east (A.X+1) or south (A.Y+1)
// neighbour. A door id normally appears on one side; a wide doorway may
// carry the same id on several sides, each listed once.
type DoorEdge struct {
	ID   int
	A, B Point
}

// Neighbor is one legal step out of a square of a [Grid]: the direction,
// the square reached, and the door crossed (-1 when none).
type Neighbor struct {
	Dir  Dir
	To   Point
	Door int
}

// Pass decides whether a figure may step from one square to an adjacent
// one, crossing the given door (-1 when the step crosses none). The grid
// has already ruled out walls, blocked corners and solid squares; Pass adds
// the game's dynamic rules — locked doors, occupied squares. A nil Pass lets
// every step through, doors included.
type Pass func(from, to Point, door int) bool

type edge struct {
	kind EdgeKind
	door int32 // -1 unless kind == Door
}

type step struct {
	to   int32 // index of the square reached, -1 when the step is blocked
	door int32 // door crossed, -1 when none
}

// Grid is a W×H board of squares whose sides may carry walls and doors:
// Spy or Die Trying's Base. It is immutable once built (by a [GridBuilder]
// or [ParseGrid]): share one *Grid between every state, goroutine and
// search that plays on the same board.
//
// Squares are numbered row-major, index y·W+x ([Grid.Index]); the slices
// returned by [Grid.Distances] are indexed that way.
//
// # Adjacency
//
// A step from p to an orthogonal neighbour crosses one side: it is blocked
// by a wall, and crosses a door (reported to the [Pass] predicate, which
// decides about locked ones). A diagonal step from p to p+d passes through
// the corner point between the four squares; it is blocked when any of the
// four sides meeting at that corner is a wall or a door. That is the
// Rulebook, "Adjacent squares": "Squares that share a side or corner are
// said to be adjacent unless the side or corner contains a wall or locked
// Door"; treating every door as a frame at its ends means figures go
// through a doorway orthogonally ("A figure can only move into a room
// through a doorway"). Outside the grid and solid squares are walled off.
type Grid struct {
	w, h  int
	east  []edge // side east of each square; wall on the last column
	south []edge // side south of each square; wall on the last row
	solid []bool
	label []byte
	mark  []byte
	steps []step  // 8 per square, in Dirs8 order
	pts   []Point // pts[i] is the square of index i (saves divisions)
	doors []DoorEdge
}

// GridBuilder builds a [Grid]: set walls, doors, solid squares, labels and
// marks, then call [GridBuilder.Build]. Mistakes (points outside the grid,
// a door on the outer border, a diagonal direction for a side) are
// remembered and returned by Build, so calls can be chained without
// checking each one. The zero GridBuilder is not usable; call
// [NewGridBuilder].
type GridBuilder struct {
	g   Grid
	err error
}

// maxCells bounds the size of a grid (and of a graph): far above any board,
// it keeps indices in an int32 and a hostile text map from exhausting memory.
const maxCells = 1 << 20

// NewGridBuilder returns a builder for a w×h grid with every side open,
// no doors, no solid squares, no labels and no marks.
func NewGridBuilder(w, h int) *GridBuilder {
	b := &GridBuilder{}
	if w < 1 || h < 1 || w > maxCells || h > maxCells || w*h > maxCells {
		b.err = fmt.Errorf("geom: bad grid size %d×%d", w, h)
		w, h = 0, 0
	}
	n := w * h
	b.g = Grid{
		w: w, h: h,
		east:  make([]edge, n),
		south: make([]edge, n),
		solid: make([]bool, n),
		label: make([]byte, n),
		mark:  make([]byte, n),
	}
	for i := range n {
		b.g.east[i] = edge{Open, -1}
		b.g.south[i] = edge{Open, -1}
	}
	return b
}

func (b *GridBuilder) fail(format string, args ...any) {
	if b.err == nil {
		b.err = fmt.Errorf("geom: "+format, args...)
	}
}

// side returns the side of square p in orthogonal direction d, or nil
// (after recording an error) when d is diagonal, p is outside the grid or
// the side is on the outer border.
func (b *GridBuilder) side(p Point, d Dir, what string) *edge {
	g := &b.g
	if !g.In(p) {
		b.fail("%s: %v is outside the %d×%d grid", what, p, g.w, g.h)
		return nil
	}
	if d.Diagonal() || d > NW {
		b.fail("%s: %v has no side %v", what, p, d)
		return nil
	}
	q := p.Step(d)
	if !g.In(q) {
		return nil // the outer border: always a wall
	}
	switch d {
	case E:
		return &g.east[g.Index(p)]
	case S:
		return &g.south[g.Index(p)]
	case W:
		return &g.east[g.Index(q)]
	default: // N
		return &g.south[g.Index(q)]
	}
}

// Wall puts a wall on the side of square p in orthogonal direction d. A
// wall on the outer border is accepted and changes nothing.
func (b *GridBuilder) Wall(p Point, d Dir) *GridBuilder {
	if e := b.side(p, d, "wall"); e != nil {
		*e = edge{Wall, -1}
	}
	return b
}

// Open clears the side of square p in orthogonal direction d.
func (b *GridBuilder) Open(p Point, d Dir) *GridBuilder {
	e := b.side(p, d, "open")
	if e == nil && b.g.In(p) && !d.Diagonal() {
		b.fail("open: side %v of %v is on the outer border", d, p)
	}
	if e != nil {
		*e = edge{Open, -1}
	}
	return b
}

// Door puts door id (≥ 0) on the side of square p in orthogonal direction d.
func (b *GridBuilder) Door(p Point, d Dir, id int) *GridBuilder {
	if id < 0 || id > 1<<30 {
		b.fail("door: bad door id %d", id)
		return b
	}
	e := b.side(p, d, "door")
	if e == nil && b.g.In(p) && !d.Diagonal() {
		b.fail("door %d: side %v of %v is on the outer border", id, d, p)
	}
	if e != nil {
		*e = edge{Door, int32(id)}
	}
	return b
}

// WallAround puts walls on every side along the boundary of r (clipped to
// the grid): the walls of a rectangular room. Doors are set afterwards.
func (b *GridBuilder) WallAround(r Rect) *GridBuilder {
	r = r.Intersect(b.g.Bounds())
	for x := r.Min.X; x < r.Max.X; x++ {
		b.Wall(Pt(x, r.Min.Y), N)
		b.Wall(Pt(x, r.Max.Y-1), S)
	}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		b.Wall(Pt(r.Min.X, y), W)
		b.Wall(Pt(r.Max.X-1, y), E)
	}
	return b
}

// Solid marks square p as not part of the board: nothing enters it, and
// all its sides become walls when the grid is built; it has no label and
// no mark.
func (b *GridBuilder) Solid(p Point) *GridBuilder {
	if !b.g.In(p) {
		b.fail("solid: %v is outside the %d×%d grid", p, b.g.w, b.g.h)
		return b
	}
	b.g.solid[b.g.Index(p)] = true
	return b
}

// Label sets the label of square p: a byte the game defines, typically the
// letter of the room the square belongs to (0 means none; ' ' is taken as
// 0, as in a text map).
func (b *GridBuilder) Label(p Point, c byte) *GridBuilder {
	if !b.g.In(p) {
		b.fail("label: %v is outside the %d×%d grid", p, b.g.w, b.g.h)
		return b
	}
	if c == ' ' {
		c = 0
	}
	b.g.label[b.g.Index(p)] = c
	return b
}

// LabelRect sets the label of every square of r (clipped to the grid).
func (b *GridBuilder) LabelRect(r Rect, c byte) *GridBuilder {
	for p := range r.Intersect(b.g.Bounds()).Points() {
		b.Label(p, c)
	}
	return b
}

// Mark sets the mark of square p: a byte the game defines for special
// squares (a Camera, a Spawn square, ...; 0 means none; ' ' is taken as
// 0, as in a text map).
func (b *GridBuilder) Mark(p Point, c byte) *GridBuilder {
	if !b.g.In(p) {
		b.fail("mark: %v is outside the %d×%d grid", p, b.g.w, b.g.h)
		return b
	}
	if c == ' ' {
		c = 0
	}
	b.g.mark[b.g.Index(p)] = c
	return b
}

// Err returns the first mistake recorded so far, or nil.
func (b *GridBuilder) Err() error { return b.err }

// Build checks the grid, precomputes its step table and door list, and
// returns it. The builder keeps its own copy and may go on being used. A
// door on a side of a solid square is an error.
func (b *GridBuilder) Build() (*Grid, error) {
	if b.err != nil {
		return nil, b.err
	}
	if b.g.w == 0 {
		return nil, errors.New("geom: a zero GridBuilder; use NewGridBuilder")
	}
	src := &b.g
	g := &Grid{
		w: src.w, h: src.h,
		east:  slices.Clone(src.east),
		south: slices.Clone(src.south),
		solid: slices.Clone(src.solid),
		label: slices.Clone(src.label),
		mark:  slices.Clone(src.mark),
	}
	if err := g.finish(); err != nil {
		return nil, err
	}
	return g, nil
}

// finish walls off solid squares and the border, then fills the step
// table and the door list.
func (g *Grid) finish() error {
	w, h := g.w, g.h
	for i, s := range g.solid {
		if s { // a solid square is not part of the board: no label, no mark
			g.label[i], g.mark[i] = 0, 0
		}
	}
	for y := range h {
		for x := range w {
			i := y*w + x
			for _, side := range [2]struct {
				e    *edge
				q    Point
				last bool
			}{{&g.east[i], Pt(x+1, y), x == w-1}, {&g.south[i], Pt(x, y+1), y == h-1}} {
				if side.last {
					*side.e = edge{Wall, -1}
					continue
				}
				if g.solid[i] || g.solid[g.Index(side.q)] {
					if side.e.kind == Door {
						return fmt.Errorf("geom: door %d between %v and %v touches a solid square", side.e.door, Pt(x, y), side.q)
					}
					*side.e = edge{Wall, -1}
				}
				if side.e.kind == Door {
					g.doors = append(g.doors, DoorEdge{ID: int(side.e.door), A: Pt(x, y), B: side.q})
				}
			}
		}
	}
	slices.SortStableFunc(g.doors, func(a, b DoorEdge) int { return a.ID - b.ID })
	g.steps = make([]step, 8*w*h)
	g.pts = make([]Point, w*h)
	for i := range g.pts {
		g.pts[i] = Point{i % w, i / w}
	}
	for y := range h {
		for x := range w {
			p := Pt(x, y)
			for _, d := range Dirs8 {
				s := step{-1, -1}
				if q, door, ok := g.computeStep(p, d); ok {
					s = step{int32(g.Index(q)), int32(door)}
				}
				g.steps[8*(y*w+x)+int(d)] = s
			}
		}
	}
	return nil
}

// computeStep is the definition of adjacency; the step table caches it.
func (g *Grid) computeStep(p Point, d Dir) (Point, int, bool) {
	q := p.Step(d)
	if !g.OnBoard(p) || !g.OnBoard(q) {
		return q, -1, false
	}
	if d.Diagonal() {
		if g.CornerBlocked(p, d) {
			return q, -1, false
		}
		return q, -1, true
	}
	k, door := g.Edge(p, d)
	if k == Wall {
		return q, -1, false
	}
	return q, door, true
}

// W returns the width of the grid.
func (g *Grid) W() int { return g.w }

// H returns the height of the grid.
func (g *Grid) H() int { return g.h }

// Len returns the number of squares, W×H (solid ones included).
func (g *Grid) Len() int { return g.w * g.h }

// Bounds returns R(0, 0, W, H).
func (g *Grid) Bounds() Rect { return Rect{Max: Point{g.w, g.h}} }

// In reports whether p is inside the grid (solid or not).
func (g *Grid) In(p Point) bool { return uint(p.X) < uint(g.w) && uint(p.Y) < uint(g.h) }

// OnBoard reports whether p is inside the grid and not solid.
func (g *Grid) OnBoard(p Point) bool { return g.In(p) && !g.solid[p.Y*g.w+p.X] }

// Solid reports whether p is a solid square (not part of the board).
// Points outside the grid are solid too.
func (g *Grid) Solid(p Point) bool { return !g.In(p) || g.solid[p.Y*g.w+p.X] }

// Index returns the row-major index y·W+x of square p, or -1 when p is
// outside the grid.
func (g *Grid) Index(p Point) int {
	if !g.In(p) {
		return -1
	}
	return p.Y*g.w + p.X
}

// PointAt returns the square with row-major index i (the inverse of
// [Grid.Index]).
func (g *Grid) PointAt(i int) Point {
	if g.w == 0 {
		return Point{}
	}
	return Point{i % g.w, i / g.w}
}

// Label returns the label of square p (0 for none or outside the grid).
func (g *Grid) Label(p Point) byte {
	if !g.In(p) {
		return 0
	}
	return g.label[p.Y*g.w+p.X]
}

// Mark returns the mark of square p (0 for none or outside the grid).
func (g *Grid) Mark(p Point) byte {
	if !g.In(p) {
		return 0
	}
	return g.mark[p.Y*g.w+p.X]
}

// WithLabel returns every square labelled c, in row-major order.
func (g *Grid) WithLabel(c byte) []Point {
	var ps []Point
	for i, l := range g.label {
		if l == c {
			ps = append(ps, g.PointAt(i))
		}
	}
	return ps
}

// WithMark returns every square marked c, in row-major order.
func (g *Grid) WithMark(c byte) []Point {
	var ps []Point
	for i, m := range g.mark {
		if m == c {
			ps = append(ps, g.PointAt(i))
		}
	}
	return ps
}

// Edge returns what lies on the side of square p in orthogonal direction d,
// and the door id when it is a [Door] (-1 otherwise). Sides on the outer
// border, sides of solid squares, points outside the grid and diagonal
// directions all give (Wall, -1).
func (g *Grid) Edge(p Point, d Dir) (EdgeKind, int) {
	if !g.In(p) {
		return Wall, -1
	}
	var e edge
	switch d {
	case E:
		e = g.east[p.Y*g.w+p.X]
	case S:
		e = g.south[p.Y*g.w+p.X]
	case W:
		if p.X == 0 {
			return Wall, -1
		}
		e = g.east[p.Y*g.w+p.X-1]
	case N:
		if p.Y == 0 {
			return Wall, -1
		}
		e = g.south[(p.Y-1)*g.w+p.X]
	default:
		return Wall, -1
	}
	return e.kind, int(e.door)
}

// CornerBlocked reports whether the corner of square p in diagonal
// direction d carries a wall: whether any of the four sides meeting at that
// corner point is a [Wall] or a [Door] (sides on the border and of solid
// squares are walls). A diagonal step or line through a blocked corner is
// blocked. For an orthogonal d it reports whether that side is not open.
func (g *Grid) CornerBlocked(p Point, d Dir) bool {
	if !d.Diagonal() {
		k, _ := g.Edge(p, d)
		return k != Open
	}
	v := d.Delta()
	h := Dir(E) // horizontal component
	if v.X < 0 {
		h = W
	}
	vd := Dir(S) // vertical component
	if v.Y < 0 {
		vd = N
	}
	// The four sides meeting at the corner: two of p, and one each of the
	// orthogonal neighbours p+h and p+vd.
	if k, _ := g.Edge(p, h); k != Open {
		return true
	}
	if k, _ := g.Edge(p, vd); k != Open {
		return true
	}
	if k, _ := g.Edge(p.Step(h), vd); k != Open {
		return true
	}
	if k, _ := g.Edge(p.Step(vd), h); k != Open {
		return true
	}
	return false
}

// Step returns the square q adjacent to p in direction d, the door crossed
// (-1 when none) and ok=true; or ok=false when the step is blocked by a
// wall, a walled corner, a solid square or the edge of the grid (see
// [Grid] for the rule). Doors never make Step fail: the caller decides
// whether a door is passable. It reads a precomputed table.
func (g *Grid) Step(p Point, d Dir) (q Point, door int, ok bool) {
	q = p.Add(d.Delta())
	if !g.In(p) || d > NW {
		return q, -1, false
	}
	s := g.steps[8*(p.Y*g.w+p.X)+int(d)]
	if s.to < 0 {
		return q, -1, false
	}
	return q, int(s.door), true
}

// Adjacent reports whether a figure can step from p to q in one move
// (ignoring doors' open/locked state): q is one of p's eight neighbours and
// [Grid.Step] allows it.
func (g *Grid) Adjacent(p, q Point) bool {
	d, ok := DirOf(q.Sub(p))
	if !ok {
		return false
	}
	_, _, ok = g.Step(p, d)
	return ok
}

// Neighbors iterates over the legal steps out of p (see [Grid.Step]) in
// [Dirs8] order.
func (g *Grid) Neighbors(p Point) iter.Seq[Neighbor] {
	return func(yield func(Neighbor) bool) {
		if !g.In(p) {
			return
		}
		base := 8 * (p.Y*g.w + p.X)
		for d := range 8 {
			s := g.steps[base+d]
			if s.to < 0 {
				continue
			}
			if !yield(Neighbor{Dir(d), g.pts[s.to], int(s.door)}) {
				return
			}
		}
	}
}

// Doors returns every side that carries a door, sorted by door id and then
// row-major by A. The slice is a copy.
func (g *Grid) Doors() []DoorEdge { return slices.Clone(g.doors) }

// DoorAt returns the squares joined by door id (its first side in the
// order of [Grid.Doors]) and ok=false when no side carries that id.
func (g *Grid) DoorAt(id int) (a, b Point, ok bool) {
	i, found := slices.BinarySearchFunc(g.doors, id, func(e DoorEdge, id int) int { return e.ID - id })
	if !found {
		return Point{}, Point{}, false
	}
	return g.doors[i].A, g.doors[i].B, true
}

// Equal reports whether g and h describe the same board: same size, sides,
// doors, solid squares, labels and marks. go-cmp uses it, so states that
// hold a *Grid compare without looking into its unexported fields.
func (g *Grid) Equal(h *Grid) bool {
	if g == h {
		return true
	}
	if g == nil || h == nil {
		return false
	}
	return g.w == h.w && g.h == h.h &&
		slices.Equal(g.east, h.east) && slices.Equal(g.south, h.south) &&
		slices.Equal(g.solid, h.solid) && slices.Equal(g.label, h.label) &&
		slices.Equal(g.mark, h.mark)
}
