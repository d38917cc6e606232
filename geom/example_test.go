package geom_test

import (
	"fmt"

	"github.com/incursion/incursion/geom"
)

func ExamplePoint() {
	p := geom.Pt(3, 4)
	q := p.Add(geom.NE.Delta()) // y grows downward: north-east is (+1,-1)
	fmt.Println(p, q, q.Sub(p))
	fmt.Println(geom.Chebyshev(p, geom.Pt(0, 0)), geom.Manhattan(p, geom.Pt(0, 0)))
	fmt.Println(p.In(geom.R(0, 0, 4, 5)), p.In(geom.R(0, 0, 3, 5)))
	// Output:
	// (3,4) (4,3) (1,-1)
	// 4 7
	// true false
}

func ExampleDir() {
	for i, d := range geom.Dirs4 {
		if i > 0 {
			fmt.Print(" ")
		}
		fmt.Printf("%v%v", d, d.Delta())
	}
	fmt.Println()
	fmt.Println(geom.N.CW(), geom.N.CW90(), geom.N.Rotate(-1), geom.NE.Opposite(), geom.NE.Diagonal())
	// Output:
	// N(0,-1) E(1,0) S(0,1) W(-1,0)
	// NE E NW SW true
}

func ExampleLine() {
	fmt.Println(geom.Line(geom.Pt(0, 0), geom.Pt(5, 2)))
	fmt.Println(geom.Line(geom.Pt(5, 2), geom.Pt(0, 0))) // the same squares, reversed
	fmt.Println(geom.Line(geom.Pt(0, 0), geom.Pt(3, 1))) // through a corner: a diagonal step
	fmt.Println(geom.Ray(geom.Pt(2, 2), geom.W, 3))
	// Output:
	// [(0,0) (1,0) (1,1) (2,1) (3,1) (4,1) (4,2) (5,2)]
	// [(5,2) (4,2) (4,1) (3,1) (2,1) (1,1) (1,0) (0,0)]
	// [(0,0) (1,0) (2,1) (3,1)]
	// [(1,2) (0,2) (-1,2)]
}

func ExampleParseGrid() {
	base, err := geom.ParseGrid(`
+--+--+--+--+--+--+
|A  A  AS|.  .  .C|
+        +        +
|A  A  A 3.  .  . |
+--+11+--+--+  +--+
|.  .  .  .  .  . |
+--+--+--+  +--+--+
|##|B  B  B  BX|##|
+--+--+--+--+--+--+
`)
	if err != nil {
		fmt.Println(err)
		return
	}
	security := base.WithMark('S')[0]
	fmt.Println("Security square", security, "in room", string(base.Label(security)))

	// Door 3 is locked: only door 1 leads out of room A.
	locked := map[int]bool{3: true}
	pass := func(from, to geom.Point, door int) bool { return !locked[door] }
	dist := base.Distances(security, pass, nil)
	for y := range base.H() {
		for x := range base.W() {
			fmt.Printf("%3d", dist[base.Index(geom.Pt(x, y))])
		}
		fmt.Println()
	}
	fmt.Println(base.Path(security, geom.Pt(3, 1), pass))
	// Output:
	// Security square (2,0) in room A
	//   2  1  0  7  7  7
	//   2  1  1  7  6  7
	//   3  2  3  4  5  6
	//  -1  7  6  5  6 -1
	// [(2,0) (1,1) (1,2) (2,2) (3,2) (4,2) (4,1) (3,1)]
}

func ExampleGrid_Clear() {
	base, _ := geom.ParseGrid(`
+--+--+--+--+--+
|R  R  R |.  . |
+        +     +
|R  R  R 1.  . |
+--+--+--+--+--+
`)
	guard, harry, kim := geom.Pt(0, 1), geom.Pt(4, 1), geom.Pt(4, 0)
	standing := func(p geom.Point) bool { return p == guard || p == harry || p == kim }
	open := map[int]bool{1: true}
	// Rulebook, "Line of Sight": a figure sees out of a room through an
	// open Door only along a straight (not diagonal) line.
	los := func(a, b geom.Point) bool {
		straight := a.X == b.X || a.Y == b.Y
		return base.Clear(a, b, standing, func(id int) bool { return straight && open[id] })
	}
	fmt.Println(los(guard, harry), los(harry, guard), los(guard, kim))
	// Output: true true false
}

func ExampleGraph_Path() {
	// Nemesis: Rooms 10 and 11 joined by Corridors 2, 4 and 7–8.
	const corridor geom.Label = 0
	g, err := geom.NewGraph(12,
		geom.Edge{From: 10, To: 4, Label: corridor}, geom.Edge{From: 4, To: 11, Label: corridor},
		geom.Edge{From: 10, To: 2, Label: corridor}, geom.Edge{From: 2, To: 11, Label: corridor},
		geom.Edge{From: 10, To: 7, Label: corridor}, geom.Edge{From: 7, To: 8, Label: corridor},
		geom.Edge{From: 8, To: 11, Label: corridor})
	if err != nil {
		fmt.Println(err)
		return
	}
	// Two routes of equal length: the Intruder takes the one that starts
	// with the lowest ID number.
	fmt.Println(g.Path(10, 11, nil), g.NextSteps(10, 11, nil), g.Dist(10, 11, nil))
	fmt.Println(g.Within(10, 1, nil))
	// Output:
	// [10 2 11] [2 4] 2
	// [2 4 7 10]
}
