package geom

// Clear reports whether square a has line of sight to square b: whether the
// [Line] from a to b crosses no wall, no door that is not open, no blocked
// corner and no blocked square between them.
//
// The line goes from the centre of a to the centre of b (see [AppendLine]).
// Each step of it to a side-adjacent square crosses that side: a [Wall]
// blocks, a [Door] blocks unless doorOpen(id) (nil doorOpen: every door is
// open). Where the line passes exactly through a corner point it is blocked
// when the corner carries a wall — any of the four sides meeting there is a
// wall or a door, open or not — exactly as a diagonal step is
// ([Grid.CornerBlocked]). Every square strictly between a and b is asked
// blocked (nil: none is), which is where the game puts standing figures
// (Rulebook, "Line of Sight": "Standing figures ... block LOS"); a and b
// themselves are never asked. Solid squares and squares outside the grid
// block, and Clear is false when a or b is not on the board.
//
// Clear is symmetric, Clear(a, b) == Clear(b, a), because the line is. It
// knows nothing of range or of rooms: the game adds Spy or Die Trying's
// 12-square limit in corridors ([Chebyshev] distance) and its rule that a
// figure sees out of a room through a door only along a straight orthogonal
// line (a.X == b.X or a.Y == b.Y; see also [Grid.RayClear]). The latter
// fits in doorOpen itself:
//
//	straight := a.X == b.X || a.Y == b.Y
//	seen := base.Clear(a, b, standing, func(id int) bool { return straight && open[id] })
//
// Clear does not allocate.
func (g *Grid) Clear(a, b Point, blocked func(Point) bool, doorOpen func(door int) bool) bool {
	if !g.OnBoard(a) || !g.OnBoard(b) {
		return false
	}
	dx, dy := Abs(b.X-a.X), Abs(b.Y-a.Y)
	sx, sy := 1, 1
	hx, vy := E, S
	if b.X < a.X {
		sx, hx = -1, W
	}
	if b.Y < a.Y {
		sy, vy = -1, N
	}
	p := a
	err := dx - dy
	for p != b {
		var d Dir
		switch {
		case err > 0:
			d = hx
			err -= 2 * dy
		case err < 0:
			d = vy
			err += 2 * dx
		default:
			d, _ = DirOf(Point{sx, sy})
			err += 2*dx - 2*dy
		}
		if !g.crossOK(p, d, doorOpen) {
			return false
		}
		p = p.Step(d)
		if p != b && blocked != nil && blocked(p) {
			return false
		}
	}
	return true
}

// crossOK reports whether a line of sight may go from square p (on the
// board) to its neighbour in direction d.
func (g *Grid) crossOK(p Point, d Dir, doorOpen func(int) bool) bool {
	s := g.steps[8*(p.Y*g.w+p.X)+int(d)]
	if s.to < 0 {
		return false // wall, blocked corner, solid square or edge of grid
	}
	if s.door >= 0 && doorOpen != nil && !doorOpen(int(s.door)) {
		return false
	}
	return true
}

// RayClear returns how many squares of [Ray](p, d, n) can be seen from p
// in order: it counts squares until the ray would cross a wall, a door that
// is not open (per doorOpen, nil: all open) or a blocked corner, or leave
// the board. A blocked square (a standing figure) is counted — it is seen —
// but ends the ray. So Ray(p, d, n)[:k] are the squares seen, k = the
// result.
func (g *Grid) RayClear(p Point, d Dir, n int, blocked func(Point) bool, doorOpen func(door int) bool) int {
	if !g.OnBoard(p) || d > NW {
		return 0
	}
	k := 0
	for k < n {
		if !g.crossOK(p, d, doorOpen) {
			break
		}
		p = p.Step(d)
		k++
		if blocked != nil && blocked(p) {
			break
		}
	}
	return k
}

// Sight appends to dst every square q on the board with [Chebyshev](from,
// q) ≤ r, q ≠ from, and [Grid.Clear](from, q, blocked, doorOpen), in
// row-major order, and returns the extended slice. Squares that are
// themselves blocked are included when the line to them is clear (a figure
// is seen; it blocks what lies behind it).
func (g *Grid) Sight(dst []Point, from Point, r int, blocked func(Point) bool, doorOpen func(door int) bool) []Point {
	if !g.OnBoard(from) || r <= 0 {
		return dst
	}
	box := R(from.X-r, from.Y-r, from.X+r+1, from.Y+r+1).Intersect(g.Bounds())
	for y := box.Min.Y; y < box.Max.Y; y++ {
		for x := box.Min.X; x < box.Max.X; x++ {
			q := Point{x, y}
			if q != from && g.Clear(from, q, blocked, doorOpen) {
				dst = append(dst, q)
			}
		}
	}
	return dst
}
