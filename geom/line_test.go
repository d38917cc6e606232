package geom

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

func TestLine(t *testing.T) {
	tests := []struct {
		name string
		a, b Point
		want []Point
	}{
		{"Same", Pt(2, 2), Pt(2, 2), []Point{{2, 2}}},
		{"East", Pt(0, 0), Pt(3, 0), []Point{{0, 0}, {1, 0}, {2, 0}, {3, 0}}},
		{"North", Pt(1, 3), Pt(1, 1), []Point{{1, 3}, {1, 2}, {1, 1}}},
		{"Diagonal", Pt(0, 0), Pt(3, 3), []Point{{0, 0}, {1, 1}, {2, 2}, {3, 3}}},
		{"AntiDiagonal", Pt(3, 0), Pt(0, 3), []Point{{3, 0}, {2, 1}, {1, 2}, {0, 3}}},
		{"KnightLong", Pt(0, 0), Pt(4, 2), []Point{{0, 0}, {1, 0}, {1, 1}, {2, 1}, {3, 1}, {3, 2}, {4, 2}}},
		{"Shallow", Pt(0, 0), Pt(5, 2), []Point{{0, 0}, {1, 0}, {1, 1}, {2, 1}, {3, 1}, {4, 1}, {4, 2}, {5, 2}}},
		{"Knight", Pt(0, 0), Pt(2, 1), []Point{{0, 0}, {1, 0}, {1, 1}, {2, 1}}},
		// (0,0)→(3,1): at x=2 (the side between columns 1 and 2) the
		// segment is at y=1, exactly a corner point: a diagonal step.
		{"ThroughCorner", Pt(0, 0), Pt(3, 1), []Point{{0, 0}, {1, 0}, {2, 1}, {3, 1}}},
		{"ThroughCornerBack", Pt(3, 1), Pt(0, 0), []Point{{3, 1}, {2, 1}, {1, 0}, {0, 0}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, Line(tt.a, tt.b)); diff != "" {
				t.Errorf("Line(%v, %v) (-want +got)\n%s", tt.a, tt.b, diff)
			}
		})
	}
}

func TestRay(t *testing.T) {
	if diff := cmp.Diff([]Point{{2, 1}, {2, 0}, {2, -1}}, Ray(Pt(2, 2), N, 3)); diff != "" {
		t.Errorf("(-want +got)\n%s", diff)
	}
	if diff := cmp.Diff([]Point{{1, 1}, {0, 2}}, Ray(Pt(2, 0), SW, 2)); diff != "" {
		t.Errorf("(-want +got)\n%s", diff)
	}
	if Ray(Pt(0, 0), E, 0) != nil || Ray(Pt(0, 0), E, -1) != nil {
		t.Error("Ray with n ≤ 0 is not nil")
	}
}

var genPoint = rapid.Custom(func(t *rapid.T) Point {
	return Pt(rapid.IntRange(-20, 20).Draw(t, "x"), rapid.IntRange(-20, 20).Draw(t, "y"))
})

// TestLineProperties: Line is symmetric, runs from a to b, is contiguous,
// steps diagonally only through exact corners, never goes outside the
// bounding box, and has 1+|dx|+|dy|−corners squares.
func TestLineProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a, b := genPoint.Draw(t, "a"), genPoint.Draw(t, "b")
		l := Line(a, b)
		back := Line(b, a)
		slices.Reverse(back)
		if !slices.Equal(l, back) {
			t.Fatalf("Line(b, a) reversed = %v, Line(a, b) = %v", back, l)
		}
		if l[0] != a || l[len(l)-1] != b {
			t.Fatalf("ends %v %v", l[0], l[len(l)-1])
		}
		box := R(min(a.X, b.X), min(a.Y, b.Y), max(a.X, b.X)+1, max(a.Y, b.Y)+1)
		corners := 0
		for i := 1; i < len(l); i++ {
			d, ok := DirOf(l[i].Sub(l[i-1]))
			if !ok {
				t.Fatalf("gap between %v and %v", l[i-1], l[i])
			}
			if !l[i].In(box) {
				t.Fatalf("%v outside %v", l[i], box)
			}
			if d.Diagonal() {
				corners++
				// The corner point (doubled coordinates) must lie on the
				// segment between the doubled centres.
				c := l[i-1].Mul(2).Add(d.Delta())
				v, w := b.Sub(a).Mul(2), c.Sub(a.Mul(2))
				if v.X*w.Y-v.Y*w.X != 0 {
					t.Fatalf("diagonal step %v→%v does not pass a corner on the segment", l[i-1], l[i])
				}
			}
		}
		if want := 1 + Abs(b.X-a.X) + Abs(b.Y-a.Y) - corners; len(l) != want {
			t.Fatalf("len %d, want %d", len(l), want)
		}
		// Every square the segment crosses is listed: check the squares of
		// the box whose interior the segment meets, in doubled coordinates.
		for p := range box.Points() {
			if crossesInterior(a, b, p) != slices.Contains(l, p) {
				t.Fatalf("square %v: crosses=%v listed=%v in %v", p, crossesInterior(a, b, p), slices.Contains(l, p), l)
			}
		}
	})
}

// crossesInterior reports whether the segment between the centres of a and
// b meets the open interior of square p, by clipping the segment to the
// open square (Liang–Barsky in doubled coordinates, exact rationals).
func crossesInterior(a, b, p Point) bool {
	// Segment A + t·(B−A), t in [0,1], in doubled coordinates where the
	// centre of square p is 2p and it spans (2p.X-1, 2p.X+1).
	ax, ay := 2*a.X, 2*a.Y
	dx, dy := 2*(b.X-a.X), 2*(b.Y-a.Y)
	// t range as fractions num/den with den > 0; start [0,1].
	lo, hi := [2]int{0, 1}, [2]int{1, 1}
	less := func(x, y [2]int) bool { return x[0]*y[1] < y[0]*x[1] }
	clip := func(q, d, min, max int) bool { // min < q + t d < max
		if d == 0 {
			return min < q && q < max
		}
		t1, t2 := [2]int{min - q, d}, [2]int{max - q, d}
		if d < 0 {
			t1, t2 = [2]int{q - max, -d}, [2]int{q - min, -d}
		}
		if less(lo, t1) {
			lo = t1
		}
		if less(t2, hi) {
			hi = t2
		}
		return true
	}
	if !clip(ax, dx, 2*p.X-1, 2*p.X+1) || !clip(ay, dy, 2*p.Y-1, 2*p.Y+1) {
		return false
	}
	if a == b {
		return p == a
	}
	return less(lo, hi)
}

func TestAppendLineNoAlloc(t *testing.T) {
	if raceEnabled {
		t.Skip("sync.Pool drops items under the race detector")
	}
	buf := make([]Point, 0, 64)
	n := testing.AllocsPerRun(100, func() { buf = AppendLine(buf[:0], Pt(0, 0), Pt(11, 7)) })
	if n != 0 {
		t.Errorf("AppendLine allocates %v times", n)
	}
}
