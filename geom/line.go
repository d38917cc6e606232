package geom

// Line returns the squares that the straight segment from the centre of a
// to the centre of b passes through, in order from a to b, both included.
// See [AppendLine] for the algorithm; Line(a, a) is [a].
func Line(a, b Point) []Point {
	return AppendLine(make([]Point, 0, Abs(b.X-a.X)+Abs(b.Y-a.Y)+1), a, b)
}

// AppendLine appends the squares of [Line] from a to b to dst and returns
// the extended slice; it allocates only when dst lacks capacity.
//
// The algorithm is an exact grid traversal (Amanatides–Woo in integer
// arithmetic): it lists every square whose interior the segment between
// the two centres crosses. Consecutive squares share a side, except where
// the segment passes exactly through a corner point: there the line steps
// diagonally to the square beyond the corner and lists neither of the two
// squares that merely touch it. Because nothing but the geometry decides
// the squares — there is no rounding and so no tie to break — the result is
// deterministic and symmetric: Line(b, a) is Line(a, b) reversed. That is
// what line of sight needs, since it is mutual (Rulebook, "Line of Sight":
// "Harry and Claymore have LOS of one another"). A pure diagonal line is a
// chain of corner steps, a horizontal or vertical line is a [Ray].
// [Grid.Clear] says how walls on the crossed sides and corners block it.
//
// A line has 1 + |dx| + |dy| − c squares, where c is the number of corner
// points it passes through.
func AppendLine(dst []Point, a, b Point) []Point {
	dx, dy := Abs(b.X-a.X), Abs(b.Y-a.Y)
	sx, sy := 1, 1
	if b.X < a.X {
		sx = -1
	}
	if b.Y < a.Y {
		sy = -1
	}
	p := a
	dst = append(dst, p)
	// err compares the parameters at which the segment next crosses a
	// vertical side ((2i+1)/2dx) and a horizontal side ((2j+1)/2dy), cross-
	// multiplied: err = (2j+1)·dx − (2i+1)·dy after i steps in x and j in y.
	err := dx - dy
	for p != b {
		switch {
		case err > 0: // next crossing is a vertical side: step in x
			p.X += sx
			err -= 2 * dy
		case err < 0: // horizontal side: step in y
			p.Y += sy
			err += 2 * dx
		default: // exactly through a corner: step diagonally
			p.X += sx
			p.Y += sy
			err += 2*dx - 2*dy
		}
		dst = append(dst, p)
	}
	return dst
}

// Ray returns the n squares after p in a straight line in direction d:
// p+d, p+2d, ... p+n·d (p itself is not included; n ≤ 0 gives nil). A ray
// in one of [Dirs4] is the "straight (not diagonal) line" through a door of
// the Rulebook, "Line of Sight". Rays know nothing of walls; see
// [Grid.RayClear] and [Grid.Clear].
func Ray(p Point, d Dir, n int) []Point {
	if n <= 0 {
		return nil
	}
	return AppendRay(make([]Point, 0, n), p, d, n)
}

// AppendRay appends the squares of [Ray] to dst and returns the extended
// slice.
func AppendRay(dst []Point, p Point, d Dir, n int) []Point {
	v := d.Delta()
	for range n {
		p = p.Add(v)
		dst = append(dst, p)
	}
	return dst
}
