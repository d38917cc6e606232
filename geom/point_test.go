// Tests of package geom. The default run is fast; longer runs:
//
//	go test -run Properties -rapid.checks=10000 ./geom   // more rapid cases
//	go test -run XXX -fuzz FuzzParseGrid ./geom           // fuzz the text-map parser
//	go test -run XXX -bench . -benchmem ./geom            // benchmarks
//	go test -race ./geom                                  // concurrent reads
package geom

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

func TestPoint(t *testing.T) {
	p, q := Pt(3, 4), Pt(-1, 2)
	tests := []struct {
		name      string
		got, want any
	}{
		{"Add", p.Add(q), Pt(2, 6)},
		{"Sub", p.Sub(q), Pt(4, 2)},
		{"Mul", p.Mul(-2), Pt(-6, -8)},
		{"Neg", p.Neg(), Pt(-3, -4)},
		{"Step", p.Step(NE), Pt(4, 3)},
		{"String", p.String(), "(3,4)"},
		{"StringNeg", Pt(-10, 0).String(), "(-10,0)"},
		{"Chebyshev", Chebyshev(p, q), 4},
		{"Manhattan", Manhattan(p, q), 6},
		{"ChebyshevSame", Chebyshev(p, p), 0},
		{"In", p.In(R(0, 0, 4, 5)), true},
		{"InMaxExcluded", p.In(R(0, 0, 3, 5)), false},
		{"InMinIncluded", Pt(0, 0).In(R(0, 0, 1, 1)), true},
		{"Abs", Abs(-7), 7},
		{"AbsInt8", Abs(int8(-3)), int8(3)},
		{"Sign", []int{Sign(-5), Sign(0), Sign(9)}, []int{-1, 0, 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, tt.got); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}

func TestDir(t *testing.T) {
	tests := []struct {
		d                         Dir
		name                      string
		delta                     Point
		opp, cw, ccw, cw90, ccw90 Dir
		diag                      bool
	}{
		{N, "N", Pt(0, -1), S, NE, NW, E, W, false},
		{NE, "NE", Pt(1, -1), SW, E, N, SE, NW, true},
		{E, "E", Pt(1, 0), W, SE, NE, S, N, false},
		{SE, "SE", Pt(1, 1), NW, S, E, SW, NE, true},
		{S, "S", Pt(0, 1), N, SW, SE, W, E, false},
		{SW, "SW", Pt(-1, 1), NE, W, S, NW, SE, true},
		{W, "W", Pt(-1, 0), E, NW, SW, N, S, false},
		{NW, "NW", Pt(-1, -1), SE, N, W, NE, SW, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := []any{tt.d.String(), tt.d.Delta(), tt.d.Opposite(), tt.d.CW(), tt.d.CCW(), tt.d.CW90(), tt.d.CCW90(), tt.d.Diagonal(),
				tt.d.Rotate(1), tt.d.Rotate(-1), tt.d.Rotate(2), tt.d.Rotate(-2), tt.d.Rotate(8), tt.d.Rotate(-12)}
			want := []any{tt.name, tt.delta, tt.opp, tt.cw, tt.ccw, tt.cw90, tt.ccw90, tt.diag,
				tt.cw, tt.ccw, tt.cw90, tt.ccw90, tt.d, tt.opp}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
			if d, err := ParseDir(tt.name); err != nil || d != tt.d {
				t.Errorf("ParseDir(%q) = %v, %v", tt.name, d, err)
			}
			if d, ok := DirOf(tt.delta); !ok || d != tt.d {
				t.Errorf("DirOf(%v) = %v, %v", tt.delta, d, ok)
			}
			if d, ok := Toward(Pt(5, 5), Pt(5, 5).Add(tt.delta.Mul(3))); !ok || d != tt.d {
				t.Errorf("Toward = %v, %v", d, ok)
			}
		})
	}
	if want := [4]Dir{N, E, S, W}; Dirs4 != want {
		t.Errorf("Dirs4 = %v", Dirs4)
	}
	if d, err := ParseDir("sw"); err != nil || d != SW {
		t.Errorf("ParseDir(sw) = %v, %v", d, err)
	}
	if _, err := ParseDir("X"); err == nil {
		t.Error("ParseDir(X): no error")
	}
	if _, ok := DirOf(Pt(2, 0)); ok {
		t.Error("DirOf((2,0)) ok")
	}
	if _, ok := Toward(Pt(1, 1), Pt(1, 1)); ok {
		t.Error("Toward(p, p) ok")
	}
	if got := Dir(9).String(); got != "Dir(9)" {
		t.Errorf("Dir(9).String() = %q", got)
	}
}

func TestRect(t *testing.T) {
	r := R(3, 4, 1, 2) // swapped corners
	if diff := cmp.Diff(Rect{Pt(1, 2), Pt(3, 4)}, r); diff != "" {
		t.Errorf("R (-want +got)\n%s", diff)
	}
	got := slices.Collect(r.Points())
	want := []Point{{1, 2}, {2, 2}, {1, 3}, {2, 3}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Points (-want +got)\n%s", diff)
	}
	for _, c := range []struct {
		name      string
		got, want any
	}{
		{"Dx", r.Dx(), 2},
		{"Dy", r.Dy(), 2},
		{"Size", r.Size(), Pt(2, 2)},
		{"Area", r.Area(), 4},
		{"Empty", R(1, 1, 1, 5).Empty(), true},
		{"AreaEmpty", R(1, 1, 1, 5).Area(), 0},
		{"Contains", r.Contains(Pt(2, 3)), true},
		{"ContainsMax", r.Contains(Pt(3, 3)), false},
		{"Intersect", r.Intersect(R(2, 0, 9, 3)), R(2, 2, 3, 3)},
		{"IntersectNone", r.Intersect(R(5, 5, 6, 6)), Rect{}},
		{"String", r.String(), "(1,2)-(3,4)"},
	} {
		if diff := cmp.Diff(c.want, c.got); diff != "" {
			t.Errorf("%s (-want +got)\n%s", c.name, diff)
		}
	}
	n := 0
	for range r.Points() {
		n++
		break
	}
	if n != 1 {
		t.Error("Points does not stop early")
	}
}

func TestDistanceProperties(t *testing.T) {
	pt := rapid.Custom(func(t *rapid.T) Point {
		return Pt(rapid.IntRange(-50, 50).Draw(t, "x"), rapid.IntRange(-50, 50).Draw(t, "y"))
	})
	rapid.Check(t, func(t *rapid.T) {
		a, b, c := pt.Draw(t, "a"), pt.Draw(t, "b"), pt.Draw(t, "c")
		for _, f := range []func(a, b Point) int{Chebyshev, Manhattan} {
			if f(a, b) != f(b, a) {
				t.Fatal("not symmetric")
			}
			if f(a, c) > f(a, b)+f(b, c) {
				t.Fatal("triangle inequality")
			}
			if (f(a, b) == 0) != (a == b) {
				t.Fatal("zero iff equal")
			}
		}
		if Chebyshev(a, b) > Manhattan(a, b) || Manhattan(a, b) > 2*Chebyshev(a, b) {
			t.Fatal("Chebyshev ≤ Manhattan ≤ 2·Chebyshev")
		}
	})
}
