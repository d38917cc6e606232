package geom

import "iter"

// Rect is the half-open rectangle of squares Min.X ≤ x < Max.X,
// Min.Y ≤ y < Max.Y: Min is inclusive and Max is exclusive, as in package
// image, so R(0, 0, w, h) holds exactly w×h squares and adjacent rectangles
// do not overlap. A Rect is well-formed when Min.X ≤ Max.X and
// Min.Y ≤ Max.Y; [R] always returns a well-formed one.
type Rect struct{ Min, Max Point }

// R returns the rectangle with corners (x0,y0) and (x1,y1), swapping the
// coordinates if needed so that Min ≤ Max. The squares at x1 and y1 are not
// inside it (half-open).
func R(x0, y0, x1, y1 int) Rect {
	if x0 > x1 {
		x0, x1 = x1, x0
	}
	if y0 > y1 {
		y0, y1 = y1, y0
	}
	return Rect{Point{x0, y0}, Point{x1, y1}}
}

// Dx returns the width of r.
func (r Rect) Dx() int { return r.Max.X - r.Min.X }

// Dy returns the height of r.
func (r Rect) Dy() int { return r.Max.Y - r.Min.Y }

// Size returns the width and height of r as a Point.
func (r Rect) Size() Point { return r.Max.Sub(r.Min) }

// Area returns the number of squares in r (0 when r is empty).
func (r Rect) Area() int {
	if r.Empty() {
		return 0
	}
	return r.Dx() * r.Dy()
}

// Empty reports whether r holds no squares.
func (r Rect) Empty() bool { return r.Min.X >= r.Max.X || r.Min.Y >= r.Max.Y }

// Contains reports whether the square p is in r; it is p.In(r).
func (r Rect) Contains(p Point) bool { return p.In(r) }

// Intersect returns the largest rectangle contained in both r and s (an
// empty Rect{} when they do not overlap).
func (r Rect) Intersect(s Rect) Rect {
	r.Min.X, r.Min.Y = max(r.Min.X, s.Min.X), max(r.Min.Y, s.Min.Y)
	r.Max.X, r.Max.Y = min(r.Max.X, s.Max.X), min(r.Max.Y, s.Max.Y)
	if r.Empty() {
		return Rect{}
	}
	return r
}

// Points iterates over the squares of r in row-major order: by increasing
// y, then increasing x.
func (r Rect) Points() iter.Seq[Point] {
	return func(yield func(Point) bool) {
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				if !yield(Point{x, y}) {
					return
				}
			}
		}
	}
}

// String returns r as "(x0,y0)-(x1,y1)".
func (r Rect) String() string { return r.Min.String() + "-" + r.Max.String() }
