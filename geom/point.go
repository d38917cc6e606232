package geom

import (
	"strconv"

	"golang.org/x/exp/constraints"
)

// Point is a square (cell) of a grid, or a vector between two squares.
// X grows to the east (right) and Y grows to the south (down), as on a
// printed map read top to bottom: [N] is (0,-1). The zero value is the
// origin, the top-left square of a grid.
type Point struct{ X, Y int }

// Pt is shorthand for Point{x, y}.
func Pt(x, y int) Point { return Point{x, y} }

// Add returns the vector p+q.
func (p Point) Add(q Point) Point { return Point{p.X + q.X, p.Y + q.Y} }

// Sub returns the vector p-q.
func (p Point) Sub(q Point) Point { return Point{p.X - q.X, p.Y - q.Y} }

// Mul returns the vector p*k.
func (p Point) Mul(k int) Point { return Point{p.X * k, p.Y * k} }

// Neg returns -p.
func (p Point) Neg() Point { return Point{-p.X, -p.Y} }

// In reports whether p lies in the half-open rectangle r (see [Rect]).
func (p Point) In(r Rect) bool {
	return r.Min.X <= p.X && p.X < r.Max.X && r.Min.Y <= p.Y && p.Y < r.Max.Y
}

// Step returns the neighbouring square of p in direction d: p.Add(d.Delta()).
// It knows nothing of walls; see [Grid.Step] for a walled grid.
func (p Point) Step(d Dir) Point { return p.Add(d.Delta()) }

// String returns p as "(x,y)", for example "(3,4)".
func (p Point) String() string {
	var b [48]byte
	s := append(b[:0], '(')
	s = strconv.AppendInt(s, int64(p.X), 10)
	s = append(s, ',')
	s = strconv.AppendInt(s, int64(p.Y), 10)
	s = append(s, ')')
	return string(s)
}

// Chebyshev returns the Chebyshev (king-move, 8-neighbour) distance between
// a and b: max(|dx|, |dy|). On an open grid where diagonal steps are allowed
// it is the number of steps from a to b, and it is how Spy or Die Trying
// counts range ("include the target square but not the spotter's square",
// Rulebook, "Spot").
func Chebyshev(a, b Point) int {
	return max(Abs(a.X-b.X), Abs(a.Y-b.Y))
}

// Manhattan returns the Manhattan (rook-step, 4-neighbour) distance between
// a and b: |dx| + |dy|.
func Manhattan(a, b Point) int {
	return Abs(a.X-b.X) + Abs(a.Y-b.Y)
}

// Abs returns the absolute value of x. (For the most negative value of a
// signed type it returns that value unchanged, as two's complement does.)
func Abs[T constraints.Integer](x T) T {
	if x < 0 {
		return -x
	}
	return x
}

// Sign returns -1, 0 or +1 according to the sign of x.
func Sign[T constraints.Integer](x T) T {
	switch {
	case x < 0:
		return ^T(0) // -1 for signed types; never reached for unsigned ones
	case x > 0:
		return 1
	}
	return 0
}
