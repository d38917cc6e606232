package geom

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// docMap is the text map of the package documentation, "Text maps".
const docMap = `
+--+--+--+--+--+--+
|A  A  AS|.  .  .C|
+        +        +
|A  A  A 3.  .  . |
+--+11+--+--+  +--+
|.  .  .  .  .  . |
+--+--+--+  +--+--+
|##|B  B  B  BX|##|
+--+--+--+--+--+--+
`

func mustParse(t testing.TB, s string) *Grid {
	t.Helper()
	g, err := ParseGrid(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestParseGridDocMap(t *testing.T) {
	g := mustParse(t, docMap)
	if g.W() != 6 || g.H() != 4 || g.Len() != 24 {
		t.Fatalf("size %d×%d", g.W(), g.H())
	}
	if got := g.String(); got != strings.TrimLeft(docMap, "\n") {
		t.Errorf("String():\n%s\nwant\n%s", got, docMap)
	}
	type cell struct {
		P           Point
		Label, Mark byte
		Solid       bool
	}
	var got []cell
	for _, p := range []Point{{0, 0}, {2, 0}, {5, 0}, {3, 1}, {0, 3}, {4, 3}, {5, 3}, {-1, 0}} {
		got = append(got, cell{p, g.Label(p), g.Mark(p), g.Solid(p)})
	}
	want := []cell{
		{Pt(0, 0), 'A', 0, false},
		{Pt(2, 0), 'A', 'S', false},
		{Pt(5, 0), '.', 'C', false},
		{Pt(3, 1), '.', 0, false},
		{Pt(0, 3), 0, 0, true},
		{Pt(4, 3), 'B', 'X', false},
		{Pt(5, 3), 0, 0, true},
		{Pt(-1, 0), 0, 0, true},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("cells (-want +got)\n%s", diff)
	}
	wantDoors := []DoorEdge{{1, Pt(1, 1), Pt(1, 2)}, {3, Pt(2, 1), Pt(3, 1)}}
	if diff := cmp.Diff(wantDoors, g.Doors()); diff != "" {
		t.Errorf("Doors (-want +got)\n%s", diff)
	}
	if a, b, ok := g.DoorAt(3); !ok || a != Pt(2, 1) || b != Pt(3, 1) {
		t.Errorf("DoorAt(3) = %v %v %v", a, b, ok)
	}
	if !g.Equal(mustParse(t, docMap)) || g.Equal(mustParse(t, "+--+\n|  |\n+--+")) || g.Equal(nil) || !(*Grid)(nil).Equal(nil) {
		t.Error("Equal")
	}
	if diff := cmp.Diff(struct{ G *Grid }{g}, struct{ G *Grid }{mustParse(t, docMap)}); diff != "" {
		t.Errorf("cmp with Equal (-want +got)\n%s", diff)
	}
	if _, _, ok := g.DoorAt(2); ok {
		t.Error("DoorAt(2) ok")
	}
	if diff := cmp.Diff([]Point{{4, 3}}, g.WithMark('X')); diff != "" {
		t.Errorf("WithMark (-want +got)\n%s", diff)
	}
	if diff := cmp.Diff([]Point{{1, 3}, {2, 3}, {3, 3}, {4, 3}}, g.WithLabel('B')); diff != "" {
		t.Errorf("WithLabel (-want +got)\n%s", diff)
	}
}

// TestAdjacentSquares: Rulebook, "Adjacent squares": "Squares that share a
// side or corner are said to be adjacent unless the side or corner contains
// a wall or locked Door"; a door frame blocks its corners.
func TestAdjacentSquares(t *testing.T) {
	g := mustParse(t, docMap)
	tests := []struct {
		name string
		p    Point
		d    Dir
		q    Point
		door int
		ok   bool
	}{
		{"OpenSide", Pt(0, 0), E, Pt(1, 0), -1, true},
		{"OpenCorner", Pt(0, 0), SE, Pt(1, 1), -1, true},
		{"WallSide", Pt(2, 0), E, Pt(3, 0), -1, false},
		{"DoorSide", Pt(2, 1), E, Pt(3, 1), 3, true},
		{"DoorSideBack", Pt(3, 1), W, Pt(2, 1), 3, true},
		{"DoorHorizontal", Pt(1, 1), S, Pt(1, 2), 1, true},
		{"CornerWithWall", Pt(2, 0), SE, Pt(3, 1), -1, false},
		{"CornerWithWallOtherWay", Pt(3, 1), NW, Pt(2, 0), -1, false},
		{"DoorFrame", Pt(2, 1), SE, Pt(3, 2), -1, false},
		{"DoorFrameBelow", Pt(1, 1), SW, Pt(0, 2), -1, false},
		{"DoorFrameBelowOther", Pt(0, 2), NE, Pt(1, 1), -1, false},
		{"WallOnlyAtCornerEnd", Pt(4, 1), SE, Pt(5, 2), -1, false},
		{"GapInWall", Pt(4, 1), S, Pt(4, 2), -1, true},
		{"IntoSolid", Pt(1, 2), SW, Pt(0, 3), -1, false},
		{"OffGrid", Pt(0, 0), N, Pt(0, -1), -1, false},
		{"OffGridDiagonal", Pt(5, 1), NE, Pt(6, 0), -1, false},
		{"FromOutside", Pt(-1, 0), E, Pt(0, 0), -1, false},
		{"BadDir", Pt(1, 1), Dir(8), Pt(1, 0), -1, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			q, door, ok := g.Step(tt.p, tt.d)
			if diff := cmp.Diff([]any{tt.q, tt.door, tt.ok}, []any{q, door, ok}); diff != "" {
				t.Errorf("Step(%v, %v) (-want +got)\n%s", tt.p, tt.d, diff)
			}
			if tt.d <= NW && g.Adjacent(tt.p, tt.q) != tt.ok {
				t.Errorf("Adjacent(%v, %v) = %v", tt.p, tt.q, !tt.ok)
			}
		})
	}
	var got []Neighbor
	for n := range g.Neighbors(Pt(2, 1)) {
		got = append(got, n)
	}
	want := []Neighbor{{N, Pt(2, 0), -1}, {E, Pt(3, 1), 3}, {W, Pt(1, 1), -1}, {NW, Pt(1, 0), -1}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Neighbors (-want +got)\n%s", diff)
	}
}

func TestEdge(t *testing.T) {
	g := mustParse(t, docMap)
	tests := []struct {
		p    Point
		d    Dir
		kind EdgeKind
		door int
	}{
		{Pt(0, 0), E, Open, -1},
		{Pt(2, 0), E, Wall, -1},
		{Pt(3, 0), W, Wall, -1},
		{Pt(2, 1), E, Door, 3},
		{Pt(1, 2), N, Door, 1},
		{Pt(0, 0), N, Wall, -1},
		{Pt(0, 0), W, Wall, -1},
		{Pt(5, 3), E, Wall, -1},
		{Pt(0, 0), SE, Wall, -1},
		{Pt(9, 9), S, Wall, -1},
		{Pt(0, 2), S, Wall, -1}, // side of a solid square
	}
	for _, tt := range tests {
		k, door := g.Edge(tt.p, tt.d)
		if k != tt.kind || door != tt.door {
			t.Errorf("Edge(%v, %v) = %v %d, want %v %d", tt.p, tt.d, k, door, tt.kind, tt.door)
		}
	}
	if got := fmt.Sprint(Open, Wall, Door, EdgeKind(7)); got != "open wall door EdgeKind(7)" {
		t.Errorf("EdgeKind strings %q", got)
	}
}

func TestGridBuilder(t *testing.T) {
	b := NewGridBuilder(4, 3).
		WallAround(R(0, 0, 2, 2)).
		Door(Pt(1, 1), S, 40).
		Door(Pt(1, 0), E, 7).
		LabelRect(R(0, 0, 2, 2), 'r').
		Mark(Pt(3, 2), 'x').
		Solid(Pt(3, 0)).
		Wall(Pt(2, 2), E).
		Open(Pt(2, 2), E)
	g, err := b.Build()
	if err != nil {
		t.Fatal(err)
	}
	want := `+--+--+--+--+
|r  r 7  |##|
+     +  +--+
|r  r |     |
+--+EE+     +
|          x|
+--+--+--+--+
`
	if got := g.String(); got != want {
		t.Errorf("String():\n%s\nwant\n%s", got, want)
	}
	if _, err := g.MarshalText(); err != nil {
		t.Error(err)
	}
	// The builder may go on being used without changing g.
	b.Wall(Pt(0, 2), E)
	if k, _ := g.Edge(Pt(0, 2), E); k != Open {
		t.Error("builder changed a built grid")
	}

	bad := []struct {
		name string
		b    *GridBuilder
	}{
		{"Size", NewGridBuilder(0, 3)},
		{"Zero", &GridBuilder{}},
		{"HugeSize", NewGridBuilder(1<<20, 1<<20)},
		{"WallOutside", NewGridBuilder(2, 2).Wall(Pt(2, 0), W)},
		{"WallDiagonal", NewGridBuilder(2, 2).Wall(Pt(0, 0), SE)},
		{"DoorOnBorder", NewGridBuilder(2, 2).Door(Pt(0, 0), N, 1)},
		{"DoorNegative", NewGridBuilder(2, 2).Door(Pt(0, 0), E, -1)},
		{"OpenBorder", NewGridBuilder(2, 2).Open(Pt(1, 1), E)},
		{"DoorToSolid", NewGridBuilder(2, 2).Door(Pt(0, 0), E, 1).Solid(Pt(1, 0))},
		{"SolidOutside", NewGridBuilder(2, 2).Solid(Pt(0, 5))},
		{"LabelOutside", NewGridBuilder(2, 2).Label(Pt(-1, 0), 'a')},
		{"MarkOutside", NewGridBuilder(2, 2).Mark(Pt(0, 2), 'a')},
	}
	for _, tt := range bad {
		if g, err := tt.b.Build(); err == nil || g != nil {
			t.Errorf("%s: Build() = %v, %v; want an error", tt.name, g, err)
		}
	}
	if NewGridBuilder(2, 2).Wall(Pt(0, 0), N).Err() != nil {
		t.Error("a wall on the border is an error")
	}

	// Grids that cannot be written exactly.
	for name, b := range map[string]*GridBuilder{
		"DoorID":   NewGridBuilder(2, 1).Door(Pt(0, 0), E, 62),
		"Label":    NewGridBuilder(2, 1).Label(Pt(0, 0), 200),
		"Mark":     NewGridBuilder(2, 1).Mark(Pt(0, 0), '\n'),
		"SolidTag": NewGridBuilder(2, 1).Label(Pt(0, 0), '#'),
	} {
		g, err := b.Build()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.MarshalText(); err == nil {
			t.Errorf("%s: MarshalText: no error", name)
		}
		_ = g.String() // never panics
	}
}

func TestParseGridErrors(t *testing.T) {
	tests := map[string]string{
		"Empty":           "\n  \n",
		"ShortTop":        "+-+\n",
		"EvenLines":       "+--+\n|  |\n",
		"LongLine":        "+--+\n|   |\n+--+\n",
		"NonASCII":        "+--+\n|é|\n+--+\n",
		"Tab":             "+--+\n|\t |\n+--+\n",
		"BadVertical":     "+--+--+\n|  !  |\n+--+--+\n",
		"BadHorizontal":   "+--+\n|  |\n+!!+\n|  |\n+--+\n",
		"TwoDoors":        "+--+\n|  |\n+12+\n|  |\n+--+\n",
		"DoorOnBorder":    "+--+\n3  |\n+--+\n",
		"DoorOnTop":       "+33+\n|  |\n+--+\n",
		"BadSolid":        "+--+--+\n|#A   |\n+--+--+\n",
		"DoorToSolid":     "+--+--+\n|##1  |\n+--+--+\n",
		"DoorToSolidHorz": "+--+\n|##|\n+11+\n|  |\n+--+\n",
	}
	for name, s := range tests {
		t.Run(name, func(t *testing.T) {
			g, err := ParseGrid(s)
			if err == nil {
				t.Fatalf("no error; grid:\n%v", g)
			}
			t.Log(err)
		})
	}
	var g Grid
	if err := g.UnmarshalText([]byte("nonsense")); err == nil {
		t.Error("UnmarshalText: no error")
	}
	if err := g.UnmarshalText([]byte(docMap)); err != nil || g.W() != 6 {
		t.Errorf("UnmarshalText: %v", err)
	}
}

// TestParseGridLenient: trailing blanks stripped by an editor, CRLF line
// ends, other corner characters and half-drawn sides read the same.
func TestParseGridLenient(t *testing.T) {
	want := mustParse(t, docMap)
	var lines []string
	for l := range strings.Lines(strings.TrimLeft(docMap, "\n")) {
		lines = append(lines, strings.TrimRight(l, "\n")+"   ")
	}
	crlf := strings.Join(lines, "\r\n")
	crlf = strings.ReplaceAll(crlf, "+", ".")
	crlf = strings.Replace(crlf, "--+11+", "--+-1+", 1)
	g := mustParse(t, "\n\n"+crlf+"\r\n\n")
	if got := g.String(); got != want.String() {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestLineOfSight: Rulebook, "Line of Sight".
func TestLineOfSight(t *testing.T) {
	// Room R (x 0..4, y 0..3) with door 1 on its east wall at y=1 and door
	// 2 on its south wall at x=2; corridor around it.
	g := mustParse(t, `
+--+--+--+--+--+--+--+--+
|R  R  R  R  R |.  .  . |
+              +        +
|R  R  R  R  R 1.  .  . |
+              +        +
|R  R  R  R  R |.  .  . |
+--+--+22+--+--+        +
|.  .  .  .  .  .  .  . |
+--+--+--+--+--+--+--+--+
`)
	open := map[int]bool{1: true, 2: false}
	doorOpen := func(id int) bool { return open[id] }
	figures := map[Point]bool{Pt(0, 1): true}
	blocked := func(p Point) bool { return figures[p] }
	tests := []struct {
		name string
		a, b Point
		want bool
	}{
		{"InRoom", Pt(0, 0), Pt(4, 2), true},
		{"InRoomDiagonal", Pt(0, 0), Pt(2, 2), true},
		{"FigureBlocks", Pt(0, 0), Pt(0, 2), false},
		{"FigureBlocksSlanted", Pt(0, 0), Pt(1, 2), false},
		{"FigureSeen", Pt(0, 0), Pt(0, 1), true},
		{"FigureSees", Pt(0, 1), Pt(3, 2), true},
		{"ThroughOpenDoorStraight", Pt(3, 1), Pt(7, 1), true},
		{"ThroughWall", Pt(4, 0), Pt(5, 0), false},
		{"ThroughClosedDoor", Pt(2, 0), Pt(2, 3), false},
		{"ThroughOpenDoorSlanted", Pt(3, 2), Pt(7, 0), true}, // Clear allows it; the game adds straightness
		{"CornerOfDoorFrame", Pt(4, 0), Pt(5, 1), false},
		{"Corridor", Pt(0, 3), Pt(7, 3), true},
		{"CorridorAroundCorner", Pt(0, 3), Pt(7, 0), false},
		{"CorridorCornerExact", Pt(5, 2), Pt(6, 1), true},
		{"Self", Pt(1, 1), Pt(1, 1), true},
		{"OffBoard", Pt(1, 1), Pt(8, 1), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := g.Clear(tt.a, tt.b, blocked, doorOpen); got != tt.want {
				t.Errorf("Clear(%v, %v) = %v", tt.a, tt.b, got)
			}
			if got := g.Clear(tt.b, tt.a, blocked, doorOpen); got != tt.want {
				t.Errorf("Clear(%v, %v) = %v (not symmetric)", tt.b, tt.a, got)
			}
		})
	}
	// The straight-line rule for doors, as the Clear documentation shows.
	straightClear := func(a, b Point) bool {
		straight := a.X == b.X || a.Y == b.Y
		return g.Clear(a, b, blocked, func(id int) bool { return straight && open[id] })
	}
	if straightClear(Pt(3, 2), Pt(7, 0)) || !straightClear(Pt(3, 1), Pt(7, 1)) {
		t.Error("straight-line door rule")
	}

	if got := g.RayClear(Pt(0, 3), N, 12, blocked, doorOpen); got != 0 {
		t.Errorf("RayClear into a wall = %d, want 0", got)
	}
	if got := g.RayClear(Pt(3, 1), W, 12, blocked, doorOpen); got != 3 {
		t.Errorf("RayClear to the figure = %d, want 2", got)
	}
	if got := g.RayClear(Pt(3, 1), E, 12, blocked, doorOpen); got != 4 {
		t.Errorf("RayClear through the door = %d, want 4", got)
	}
	if got := g.RayClear(Pt(3, 1), E, 2, blocked, doorOpen); got != 2 {
		t.Errorf("RayClear limited = %d, want 2", got)
	}
	if got := g.RayClear(Pt(2, 2), S, 12, blocked, doorOpen); got != 0 {
		t.Errorf("RayClear into a closed door = %d, want 0", got)
	}
	if got := g.RayClear(Pt(-2, 2), S, 12, nil, nil); got != 0 {
		t.Errorf("RayClear off board = %d", got)
	}

	seen := g.Sight(nil, Pt(6, 3), 12, blocked, doorOpen)
	for _, p := range seen {
		if !g.Clear(Pt(6, 3), p, blocked, doorOpen) || p == Pt(6, 3) {
			t.Errorf("Sight lists %v", p)
		}
	}
	if !slices.Contains(seen, Pt(0, 3)) || !slices.Contains(seen, Pt(7, 0)) || slices.Contains(seen, Pt(0, 0)) {
		t.Errorf("Sight = %v", seen)
	}
	if g.Sight(nil, Pt(6, 3), 0, nil, nil) != nil {
		t.Error("Sight with r=0")
	}
}

func TestGridSearch(t *testing.T) {
	g := mustParse(t, docMap)
	d := g.Distances(Pt(0, 0), nil, nil)
	want := []int{
		0, 1, 2, 4, 4, 5,
		1, 1, 2, 3, 4, 5,
		3, 2, 3, 4, 5, 6,
		-1, 7, 6, 5, 6, -1,
	}
	if diff := cmp.Diff(want, d); diff != "" {
		t.Errorf("Distances (-want +got)\n%s", diff)
	}
	// Door 3 locked: the way round is through door 1.
	locked := func(from, to Point, door int) bool { return door != 3 }
	if got := g.Dist(Pt(2, 1), Pt(3, 1), locked); got != 7 {
		t.Errorf("Dist with door 3 locked = %d, want 7", got)
	}
	if got := g.Dist(Pt(2, 1), Pt(3, 1), nil); got != 1 {
		t.Errorf("Dist = %d, want 1", got)
	}
	wantPath := []Point{{2, 1}, {1, 1}, {1, 2}, {2, 2}, {3, 2}, {4, 2}, {4, 1}, {3, 1}}
	if diff := cmp.Diff(wantPath, g.Path(Pt(2, 1), Pt(3, 1), locked)); diff != "" {
		t.Errorf("Path (-want +got)\n%s", diff)
	}
	if p := g.Path(Pt(0, 0), Pt(0, 3), nil); p != nil {
		t.Errorf("Path into a solid square = %v", p)
	}
	if diff := cmp.Diff([]Point{{1, 1}}, g.Path(Pt(1, 1), Pt(1, 1), nil)); diff != "" {
		t.Errorf("Path to itself (-want +got)\n%s", diff)
	}
	wantWithin := []Point{{0, 0}, {1, 0}, {2, 0}, {0, 1}, {1, 1}, {2, 1}, {1, 2}}
	if diff := cmp.Diff(wantWithin, g.Within(Pt(0, 0), 2, nil)); diff != "" {
		t.Errorf("Within (-want +got)\n%s", diff)
	}
	if g.Within(Pt(0, 3), 2, nil) != nil || g.Within(Pt(0, 0), -1, nil) != nil {
		t.Error("Within from a solid square or with a negative range")
	}
	md := g.MultiDistances([]Point{{0, 0}, {5, 0}, {0, 3}, {9, 9}}, nil, nil)
	if md[g.Index(Pt(5, 2))] != 3 || md[g.Index(Pt(1, 1))] != 1 {
		t.Errorf("MultiDistances = %v", md)
	}
	if d := g.Distances(Pt(-1, 0), nil, nil); slices.ContainsFunc(d, func(v int) bool { return v != -1 }) {
		t.Errorf("Distances from outside = %v", d)
	}
	if g.Dist(Pt(0, 0), Pt(0, 0), nil) != 0 || g.Dist(Pt(0, 0), Pt(0, 3), nil) != -1 {
		t.Error("Dist edge cases")
	}
}

func TestGridNoAlloc(t *testing.T) {
	if raceEnabled {
		t.Skip("sync.Pool drops items under the race detector")
	}
	g := mustParse(t, docMap)
	buf := make([]int, g.Len())
	path := make([]Point, 0, 32)
	pass := func(from, to Point, door int) bool { return door != 3 }
	open := func(int) bool { return true }
	for name, f := range map[string]func(){
		"Distances":    func() { buf = g.Distances(Pt(0, 0), pass, buf) },
		"Dist":         func() { _ = g.Dist(Pt(0, 0), Pt(4, 3), pass) },
		"AppendPath":   func() { path = g.AppendPath(path[:0], Pt(0, 0), Pt(4, 3), pass) },
		"Clear":        func() { _ = g.Clear(Pt(0, 0), Pt(5, 2), nil, open) },
		"Step":         func() { _, _, _ = g.Step(Pt(1, 1), SE) },
		"AppendWithin": func() { path = g.AppendWithin(path[:0], Pt(1, 1), 2, pass) },
	} {
		f() // warm the pools
		if n := testing.AllocsPerRun(100, f); n != 0 {
			t.Errorf("%s allocates %v times", name, n)
		}
	}
}

// genGrid draws a random grid of up to 7×7 squares with walls, doors
// (ids 0..5), solid squares and labels.
func genGrid(t *rapid.T) *Grid {
	w, h := rapid.IntRange(1, 7).Draw(t, "w"), rapid.IntRange(1, 7).Draw(t, "h")
	b := NewGridBuilder(w, h)
	solid := make([]bool, w*h)
	for i := range solid {
		solid[i] = rapid.IntRange(0, 9).Draw(t, "solid") == 0
		if solid[i] {
			b.Solid(Pt(i%w, i/w))
		}
	}
	isSolid := func(p Point) bool { return !p.In(R(0, 0, w, h)) || solid[p.Y*w+p.X] }
	for y := range h {
		for x := range w {
			p := Pt(x, y)
			b.Label(p, rapid.SampledFrom([]byte{0, ' ', 'A', '.', 'r', '|', '+', '-'}).Draw(t, "label"))
			if rapid.IntRange(0, 4).Draw(t, "marked") == 0 {
				b.Mark(p, rapid.SampledFrom([]byte{'S', 'x', '#', ' ', '|', '1'}).Draw(t, "mark"))
			}
			for _, d := range [2]Dir{E, S} {
				q := p.Step(d)
				if !q.In(R(0, 0, w, h)) {
					continue
				}
				switch k := rapid.IntRange(0, 9).Draw(t, "side"); {
				case k < 5:
				case k < 8:
					b.Wall(p, d)
				default:
					if !isSolid(p) && !isSolid(q) {
						b.Door(p, d, rapid.IntRange(0, 5).Draw(t, "door"))
					}
				}
			}
		}
	}
	g, err := b.Build()
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func genGridPoint(g *Grid) *rapid.Generator[Point] {
	return rapid.Custom(func(t *rapid.T) Point {
		return Pt(rapid.IntRange(0, g.W()-1).Draw(t, "x"), rapid.IntRange(0, g.H()-1).Draw(t, "y"))
	})
}

// TestGridStepProperties: q is reachable from p iff p is from q, through
// the same door; the table agrees with the rules of [Grid].
func TestGridStepProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := genGrid(t)
		for p := range g.Bounds().Points() {
			for _, d := range Dirs8 {
				q, door, ok := g.Step(p, d)
				if q != p.Step(d) {
					t.Fatalf("Step(%v, %v) gives %v", p, d, q)
				}
				back, door2, ok2 := g.Step(q, d.Opposite())
				if ok != ok2 || (ok && (back != p || door != door2)) {
					t.Fatalf("Step(%v,%v)=%v,%d,%v but Step(%v,%v)=%v,%d,%v", p, d, q, door, ok, q, d.Opposite(), back, door2, ok2)
				}
				// The rule, from Edge alone.
				want := g.OnBoard(p) && g.OnBoard(q)
				wantDoor := -1
				if want && !d.Diagonal() {
					k, id := g.Edge(p, d)
					want = k != Wall
					if k == Door {
						wantDoor = id
					}
				}
				if want && d.Diagonal() {
					v := d.Delta()
					hx, vy := Dir(E), Dir(S)
					if v.X < 0 {
						hx = W
					}
					if v.Y < 0 {
						vy = N
					}
					for _, s := range []struct {
						p Point
						d Dir
					}{{p, hx}, {p, vy}, {p.Step(hx), vy}, {p.Step(vy), hx}} {
						if k, _ := g.Edge(s.p, s.d); k != Open {
							want = false
						}
					}
				}
				if ok != want || (ok && door != wantDoor) {
					t.Fatalf("Step(%v, %v) = %v %d, rule says %v %d", p, d, ok, door, want, wantDoor)
				}
			}
		}
	})
}

// TestGridTextRoundTrip: ParseGrid(g.String()) is g.
func TestGridTextRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := genGrid(t)
		s := g.String()
		h, err := ParseGrid(s)
		if err != nil {
			t.Fatalf("%v\n%s", err, s)
		}
		if !g.Equal(h) {
			t.Fatalf("round trip of\n%s gives\n%s", s, h)
		}
		// The tables built from the text match those built by the builder.
		if diff := cmp.Diff(*g, *h, cmp.AllowUnexported(Grid{}, edge{}, step{})); diff != "" {
			t.Fatalf("round trip of\n%s(-want +got)\n%s", s, diff)
		}
		if h.String() != s {
			t.Fatalf("String not stable:\n%s\n%s", s, h)
		}
		if _, err := g.MarshalText(); err != nil {
			t.Fatal(err)
		}
	})
}

// TestGridSearchProperties: distances are symmetric (for a symmetric pass)
// and obey the triangle inequality; paths are valid, minimal and follow the
// documented tie-break; Within and Dist agree with Distances.
func TestGridSearchProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := genGrid(t)
		gp := genGridPoint(g)
		a, b, c := gp.Draw(t, "a"), gp.Draw(t, "b"), gp.Draw(t, "c")
		closed := rapid.IntRange(-1, 5).Draw(t, "closed door")
		occupied := gp.Draw(t, "occupied")
		symmetric := func(from, to Point, door int) bool { return door != closed }
		entering := func(from, to Point, door int) bool { return door != closed && to != occupied }
		for _, pass := range []Pass{nil, symmetric} {
			da := g.Distances(a, pass, nil)
			db := g.Distances(b, pass, nil)
			if da[g.Index(b)] != db[g.Index(a)] {
				t.Fatalf("d(a,b)=%d d(b,a)=%d", da[g.Index(b)], db[g.Index(a)])
			}
			dc := g.Distances(c, pass, nil)
			ab, bc, ac := da[g.Index(b)], db[g.Index(c)], da[g.Index(c)]
			if ab >= 0 && bc >= 0 && (ac < 0 || ac > ab+bc) {
				t.Fatalf("triangle: d(a,c)=%d > d(a,b)+d(b,c)=%d+%d", ac, ab, bc)
			}
			_ = dc
		}
		for _, pass := range []Pass{nil, symmetric, entering} {
			da := g.Distances(a, pass, nil)
			want := da[g.Index(b)]
			if got := g.Dist(a, b, pass); got != want {
				t.Fatalf("Dist = %d, Distances = %d", got, want)
			}
			path := g.Path(a, b, pass)
			if want < 0 {
				if path != nil {
					t.Fatalf("path %v to an unreachable square", path)
				}
			} else {
				if len(path) != want+1 || path[0] != a || path[len(path)-1] != b {
					t.Fatalf("path %v, distance %d", path, want)
				}
				db := g.Distances(b, nil, nil) // only for the tie-break check below
				_ = db
				for i := 1; i < len(path); i++ {
					d, ok := DirOf(path[i].Sub(path[i-1]))
					if !ok {
						t.Fatalf("path %v jumps", path)
					}
					_, door, ok := g.Step(path[i-1], d)
					if !ok || (pass != nil && !pass(path[i-1], path[i], door)) {
						t.Fatalf("path %v takes a forbidden step %v→%v", path, path[i-1], path[i])
					}
					// Tie-break: no earlier direction leads to a square
					// from which b is as near.
					for _, e := range Dirs8[:d] {
						q, door, ok := g.Step(path[i-1], e)
						if ok && (pass == nil || pass(path[i-1], q, door)) {
							if rest := g.Dist(q, b, pass); rest >= 0 && rest == len(path)-1-i {
								t.Fatalf("path %v: step %v from %v is also shortest", path, e, path[i-1])
							}
						}
					}
				}
			}
			k := rapid.IntRange(0, 6).Draw(t, "k")
			var wantWithin []Point
			for i, v := range da {
				if v >= 0 && v <= k {
					wantWithin = append(wantWithin, g.PointAt(i))
				}
			}
			if diff := cmp.Diff(wantWithin, g.Within(a, k, pass)); diff != "" {
				t.Fatalf("Within (-want +got)\n%s", diff)
			}
			md := g.MultiDistances([]Point{a, c}, pass, nil)
			dc := g.Distances(c, pass, nil)
			for i := range md {
				w := da[i]
				if w < 0 || (dc[i] >= 0 && dc[i] < w) {
					w = dc[i]
				}
				if md[i] != w {
					t.Fatalf("MultiDistances[%v] = %d, want %d", g.PointAt(i), md[i], w)
				}
			}
		}
	})
}

// TestClearProperties: line of sight is symmetric, and agrees with walking
// the Line and checking each side, corner and square.
func TestClearProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := genGrid(t)
		gp := genGridPoint(g)
		a, b := gp.Draw(t, "a"), gp.Draw(t, "b")
		closed := rapid.IntRange(-1, 5).Draw(t, "closed door")
		fig := gp.Draw(t, "figure")
		blocked := func(p Point) bool { return p == fig }
		doorOpen := func(id int) bool { return id != closed }
		got := g.Clear(a, b, blocked, doorOpen)
		if got != g.Clear(b, a, blocked, doorOpen) {
			t.Fatal("Clear is not symmetric")
		}
		want := g.OnBoard(a) && g.OnBoard(b)
		l := Line(a, b)
		for i := 1; want && i < len(l); i++ {
			p, q := l[i-1], l[i]
			d, _ := DirOf(q.Sub(p))
			if d.Diagonal() {
				want = g.OnBoard(q) && !g.CornerBlocked(p, d)
			} else {
				k, id := g.Edge(p, d)
				want = g.OnBoard(q) && (k == Open || (k == Door && doorOpen(id)))
			}
			if want && i < len(l)-1 && blocked(q) {
				want = false
			}
		}
		if got != want {
			t.Fatalf("Clear(%v, %v) = %v, walking %v says %v", a, b, got, l, want)
		}
	})
}

// FuzzParseGrid: ParseGrid never panics, and a grid it accepts is written
// back to a map that reads to the same grid.
func FuzzParseGrid(f *testing.F) {
	f.Add(docMap)
	f.Add("+--+\n|  |\n+--+\n")
	f.Add("+--+--+\n|##1  |\n+--+--+\n")
	f.Add("+--+--+\n|a 3bX|\n+--+zz+\n|   Q |\n+--+--+\n")
	f.Add("")
	f.Add("+")
	f.Fuzz(func(t *testing.T, s string) {
		g, err := ParseGrid(s)
		if err != nil {
			if g != nil {
				t.Fatal("grid and error")
			}
			return
		}
		out, err := g.MarshalText()
		if err != nil {
			t.Fatalf("accepted map cannot be written: %v", err)
		}
		h, err := ParseGrid(string(out))
		if err != nil {
			t.Fatalf("written map does not parse: %v\n%s", err, out)
		}
		if h.String() != string(out) {
			t.Fatalf("not stable:\n%s\n%s", out, h)
		}
	})
}

// TestConcurrentReads: one *Grid and one *Graph shared by many goroutines
// (run with -race).
func TestConcurrentReads(t *testing.T) {
	g := nineRooms(t)
	gr := ring(t)
	want := g.Distances(Pt(0, 0), nil, nil)
	wantPath := gr.Path(0, 3, nil)
	done := make(chan error)
	for i := range 8 {
		go func() {
			var err error
			buf := make([]int, g.Len())
			for range 20 {
				buf = g.Distances(Pt(0, 0), nil, buf)
				if !slices.Equal(buf, want) {
					err = errors.New("Distances differ")
				}
				_ = g.Path(Pt(i, 0), Pt(29, 29), nil)
				_ = g.Clear(Pt(0, 9), Pt(12, 10), nil, nil)
				if !slices.Equal(gr.Path(0, 3, nil), wantPath) {
					err = errors.New("Path differs")
				}
			}
			done <- err
		}()
	}
	for range 8 {
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
}
