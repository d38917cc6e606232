package geom

import (
	"testing"
)

// nineRooms builds a 30×30 Base like Spy or Die Trying's: nine 8×8 rooms
// (labels 'a'..'i') in a 3×3 block, corridors ('.') between and around them,
// one door in the middle of each room side (ids 0..35), a mark in each
// room's centre.
func nineRooms(t testing.TB) *Grid {
	t.Helper()
	b := NewGridBuilder(30, 30)
	b.LabelRect(R(0, 0, 30, 30), '.')
	id := 0
	for ry := range 3 {
		for rx := range 3 {
			x0, y0 := 1+10*rx, 1+10*ry
			r := R(x0, y0, x0+8, y0+8)
			b.WallAround(r).LabelRect(r, byte('a'+3*ry+rx)).Mark(Pt(x0+4, y0+4), 'S')
			b.Door(Pt(x0+4, y0), N, id).Door(Pt(x0+7, y0+4), E, id+1).
				Door(Pt(x0+3, y0+7), S, id+2).Door(Pt(x0, y0+3), W, id+3)
			id += 4
		}
	}
	g, err := b.Build()
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestNineRoomsRoundTrip(t *testing.T) {
	g := nineRooms(t)
	s := g.String()
	h := mustParse(t, s)
	if h.String() != s {
		t.Fatal("round trip")
	}
	if len(g.Doors()) != 36 || len(g.WithMark('S')) != 9 {
		t.Fatalf("%d doors, %d marks", len(g.Doors()), len(g.WithMark('S')))
	}
	if testing.Verbose() {
		t.Logf("\n%s", s)
	}
}

func BenchmarkGridDistances(b *testing.B) {
	g := nineRooms(b)
	locked := make([]bool, 36)
	for i := range locked {
		locked[i] = i%3 == 0
	}
	pass := func(from, to Point, door int) bool { return door < 0 || !locked[door] }
	buf := make([]int, g.Len())
	b.ReportAllocs()
	for b.Loop() {
		buf = g.Distances(Pt(0, 0), pass, buf)
	}
}

func BenchmarkGridPath(b *testing.B) {
	g := nineRooms(b)
	path := make([]Point, 0, 64)
	b.ReportAllocs()
	for b.Loop() {
		path = g.AppendPath(path[:0], Pt(5, 5), Pt(25, 25), nil)
	}
}

func BenchmarkGridWithin(b *testing.B) {
	g := nineRooms(b)
	dst := make([]Point, 0, 81)
	b.ReportAllocs()
	for b.Loop() {
		dst = g.AppendWithin(dst[:0], Pt(10, 10), 4, nil)
	}
}

func BenchmarkGridClear(b *testing.B) {
	g := nineRooms(b)
	open := func(int) bool { return true }
	b.ReportAllocs()
	for b.Loop() {
		_ = g.Clear(Pt(0, 9), Pt(12, 10), nil, open)
	}
}

// BenchmarkGridSight: everything a figure in a corridor crossing sees
// within 12 squares (625 lines of sight).
func BenchmarkGridSight(b *testing.B) {
	g := nineRooms(b)
	dst := make([]Point, 0, 625)
	b.ReportAllocs()
	for b.Loop() {
		dst = g.Sight(dst[:0], Pt(10, 10), 12, nil, nil)
	}
}

func BenchmarkLine(b *testing.B) {
	buf := make([]Point, 0, 32)
	b.ReportAllocs()
	for b.Loop() {
		buf = AppendLine(buf[:0], Pt(0, 0), Pt(12, 7))
	}
}

func BenchmarkParseGrid(b *testing.B) {
	s := nineRooms(b).String()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseGrid(s); err != nil {
			b.Fatal(err)
		}
	}
}

// facility is a Nemesis-sized graph: 60 nodes, a 6×10 lattice of rooms and
// corridors, labels alternating.
func facility(t testing.TB) *Graph {
	t.Helper()
	b := NewGraphBuilder(60)
	for y := range 6 {
		for x := range 10 {
			i := y*10 + x
			if x < 9 {
				b.Add(i, i+1, Label(i%3))
			}
			if y < 5 {
				b.Add(i, i+10, Label((i+1)%3))
			}
		}
	}
	g, err := b.Build()
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func BenchmarkGraphPath(b *testing.B) {
	g := facility(b)
	f := func(e Edge) bool { return e.Label != 2 || e.To%7 != 0 }
	path := make([]int, 0, 32)
	b.ReportAllocs()
	for b.Loop() {
		path = g.AppendPath(path[:0], 0, 59, f)
	}
}

func BenchmarkGraphDistances(b *testing.B) {
	g := facility(b)
	buf := make([]int, g.Len())
	b.ReportAllocs()
	for b.Loop() {
		buf = g.Distances(0, nil, buf)
	}
}

func BenchmarkGraphPrecompute(b *testing.B) {
	g := facility(b)
	b.ReportAllocs()
	for b.Loop() {
		_ = g.Precompute(nil)
	}
}

func BenchmarkDistTable(b *testing.B) {
	t := facility(b).Precompute(nil)
	b.ReportAllocs()
	s := 0
	for b.Loop() {
		for a := range 60 {
			s += t.Dist(a, 59-a) + t.Next(a, 59-a)
		}
	}
	_ = s
}
