package geom

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// Edge labels of the test graphs.
const (
	corridor Label = iota
	door
	hole
)

// ring is 0–1–2–3–4–5–0 with a chord 1–4 through a door.
func ring(t testing.TB) *Graph {
	t.Helper()
	g, err := NewGraph(6,
		Edge{0, 1, corridor}, Edge{1, 2, corridor}, Edge{2, 3, corridor},
		Edge{3, 4, corridor}, Edge{4, 5, corridor}, Edge{5, 0, corridor},
		Edge{4, 1, door})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestGraph(t *testing.T) {
	g := ring(t)
	tests := []struct {
		name      string
		got, want any
	}{
		{"Len", g.Len(), 6},
		{"Neighbors", g.Neighbors(1), []int{0, 2, 4}},
		{"NeighborsBad", g.Neighbors(6), []int(nil)},
		{"Edges", g.Edges(4), []Edge{{4, 1, door}, {4, 3, corridor}, {4, 5, corridor}}},
		{"EdgesBad", g.Edges(-1), []Edge(nil)},
		{"Degree", []int{g.Degree(0), g.Degree(1), g.Degree(7)}, []int{2, 3, 0}},
		{"EdgeAt", []Edge{g.EdgeAt(1, 2), g.EdgeAt(1, 3), g.EdgeAt(9, 0)}, []Edge{{1, 4, door}, {-1, -1, 0}, {-1, -1, 0}}},
		{"HasEdge", []bool{g.HasEdge(1, 4), g.HasEdge(4, 1), g.HasEdge(0, 3), g.HasEdge(0, 0), g.HasEdge(-1, 0)}, []bool{true, true, false, false, false}},
		{"AllEdges", g.AllEdges(), []Edge{{0, 1, 0}, {0, 5, 0}, {1, 2, 0}, {1, 4, door}, {2, 3, 0}, {3, 4, 0}, {4, 5, 0}}},
		{"String", g.String(), "graph(6) 0-1:0 0-5:0 1-2:0 1-4:1 2-3:0 3-4:0 4-5:0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, tt.got); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
	if !g.Equal(ring(t)) || g.Equal(nil) || g.Equal(&Graph{}) {
		t.Error("Equal")
	}
	if diff := cmp.Diff(struct{ G *Graph }{g}, struct{ G *Graph }{ring(t)}); diff != "" {
		t.Errorf("cmp with Equal (-want +got)\n%s", diff)
	}
	if l, ok := g.Label(4, 1); !ok || l != door {
		t.Errorf("Label(4, 1) = %v, %v", l, ok)
	}
	if _, ok := g.Label(0, 2); ok {
		t.Error("Label(0, 2) ok")
	}
	for name, f := range map[string]func() (*Graph, error){
		"Loop":      func() (*Graph, error) { return NewGraph(3, Edge{1, 1, 0}) },
		"Range":     func() (*Graph, error) { return NewGraph(3, Edge{1, 3, 0}) },
		"Negative":  func() (*Graph, error) { return NewGraph(3, Edge{-1, 2, 0}) },
		"Twice":     func() (*Graph, error) { return NewGraph(3, Edge{1, 2, 0}, Edge{2, 1, 1}) },
		"BadSize":   func() (*Graph, error) { return NewGraph(-1) },
		"BuilderOK": func() (*Graph, error) { return NewGraphBuilder(2).Add(0, 9, 0).Add(0, 1, 0).Build() },
	} {
		if g, err := f(); err == nil || g != nil {
			t.Errorf("%s: %v, %v; want an error", name, g, err)
		}
	}
	empty, err := NewGraph(0)
	if err != nil || empty.Len() != 0 || empty.Path(0, 0, nil) != nil {
		t.Errorf("empty graph: %v %v", empty, err)
	}
}

func TestGraphSearch(t *testing.T) {
	g := ring(t)
	noDoors := func(e Edge) bool { return e.Label != door }
	if diff := cmp.Diff([]int{1, 0, 1, 2, 1, 2}, g.Distances(1, nil, nil)); diff != "" {
		t.Errorf("Distances (-want +got)\n%s", diff)
	}
	if diff := cmp.Diff([]int{1, 0, 1, 2, 3, 2}, g.Distances(1, noDoors, nil)); diff != "" {
		t.Errorf("Distances without doors (-want +got)\n%s", diff)
	}
	if diff := cmp.Diff([]int{-1, -1, -1, -1, -1, -1}, g.Distances(7, nil, nil)); diff != "" {
		t.Errorf("Distances from a bad id (-want +got)\n%s", diff)
	}
	if diff := cmp.Diff([]int{0, 1, 2, 4}, g.Within(1, 1, nil)); diff != "" {
		t.Errorf("Within (-want +got)\n%s", diff)
	}
	if diff := cmp.Diff([]int{1}, g.Within(1, 0, nil)); diff != "" {
		t.Errorf("Within 0 (-want +got)\n%s", diff)
	}
	if g.Within(1, -1, nil) != nil || g.Within(9, 1, nil) != nil {
		t.Error("Within with bad arguments")
	}
	if d := g.Dist(0, 3, nil); d != 3 {
		t.Errorf("Dist(0, 3) = %d", d)
	}
	if d := g.Dist(0, 9, nil); d != -1 {
		t.Errorf("Dist(0, 9) = %d", d)
	}
	// 0 to 3: three shortest routes, 0-1-2-3, 0-1-4-3 and 0-5-4-3; the
	// lowest first step is 1, then the lowest next is 2.
	if diff := cmp.Diff([]int{0, 1, 2, 3}, g.Path(0, 3, nil)); diff != "" {
		t.Errorf("Path (-want +got)\n%s", diff)
	}
	if diff := cmp.Diff([]int{1, 5}, g.NextSteps(0, 3, nil)); diff != "" {
		t.Errorf("NextSteps (-want +got)\n%s", diff)
	}
	if diff := cmp.Diff([]int{3, 2, 1, 0}, g.Path(3, 0, nil)); diff != "" {
		t.Errorf("Path back (-want +got)\n%s", diff)
	}
	if diff := cmp.Diff([]int{4, 5, 0}, g.Path(4, 0, noDoors)); diff != "" {
		t.Errorf("Path without doors (-want +got)\n%s", diff)
	}
	disconnected, _ := NewGraph(3, Edge{0, 1, 0})
	if disconnected.Path(0, 2, nil) != nil || disconnected.NextSteps(0, 2, nil) != nil || disconnected.Dist(0, 2, nil) != -1 {
		t.Error("unreachable node")
	}
	tab := g.Precompute(noDoors)
	if tab.Len() != 6 || tab.Dist(1, 4) != 3 || tab.Next(1, 4) != 0 || tab.Next(1, 1) != -1 || tab.Dist(-1, 0) != -1 || tab.Next(0, 7) != -1 {
		t.Errorf("DistTable: %d %d %d", tab.Dist(1, 4), tab.Next(1, 4), tab.Next(1, 1))
	}
	big, _ := NewGraph(MaxTableNodes + 1)
	var none *DistTable
	if big.Precompute(nil) != nil || none.Len() != 0 || none.Dist(0, 0) != -1 || none.Next(0, 1) != -1 || none.Path(0, 0) != nil {
		t.Error("nil DistTable")
	}
	if diff := cmp.Diff([]int{1, 0, 5, 4}, tab.Path(1, 4)); diff != "" {
		t.Errorf("DistTable.Path (-want +got)\n%s", diff)
	}
}

// TestIntruderTiebreak: Nemesis rulebook, "Rare Movement Exceptions and
// Tiebreaks": "if two different routes to the closest Character are the
// same length, Intruders move using the shortest route that starts with
// the Corridor/Room with the lowest ID number". Rooms and corridors are
// nodes; the Intruder in room 10 reaches the Character in room 11 through
// corridor 4 or corridor 2 (both 2 moves), or through 7–8 (3 moves).
func TestIntruderTiebreak(t *testing.T) {
	g, err := NewGraph(12,
		Edge{10, 4, 0}, Edge{4, 11, 0},
		Edge{10, 2, 0}, Edge{2, 11, 0},
		Edge{10, 7, 0}, Edge{7, 8, 0}, Edge{8, 11, 0})
	if err != nil {
		t.Fatal(err)
	}
	if got := g.Path(10, 11, nil); !slices.Equal(got, []int{10, 2, 11}) {
		t.Errorf("Path = %v, want [10 2 11]", got)
	}
	if got := g.NextSteps(10, 11, nil); !slices.Equal(got, []int{2, 4}) {
		t.Errorf("NextSteps = %v, want [2 4] (corridor 2 full: take 4)", got)
	}
	if got := g.Precompute(nil).Next(10, 11); got != 2 {
		t.Errorf("DistTable.Next = %d", got)
	}
}

func TestGraphNoAlloc(t *testing.T) {
	if raceEnabled {
		t.Skip("sync.Pool drops items under the race detector")
	}
	g := ring(t)
	buf := make([]int, g.Len())
	path := make([]int, 0, 8)
	f := func(e Edge) bool { return e.Label != hole }
	for name, fn := range map[string]func(){
		"Distances":    func() { buf = g.Distances(0, f, buf) },
		"Dist":         func() { _ = g.Dist(0, 3, f) },
		"AppendPath":   func() { path = g.AppendPath(path[:0], 0, 3, f) },
		"HasEdge":      func() { _ = g.HasEdge(1, 4) },
		"AppendWithin": func() { path = g.AppendWithin(path[:0], 0, 2, f) },
	} {
		fn()
		if n := testing.AllocsPerRun(100, fn); n != 0 {
			t.Errorf("%s allocates %v times", name, n)
		}
	}
}

// genGraph draws a random graph of up to 12 nodes with labels 0..2.
func genGraph(t *rapid.T) *Graph {
	n := rapid.IntRange(1, 12).Draw(t, "n")
	b := NewGraphBuilder(n)
	for a := range n {
		for c := a + 1; c < n; c++ {
			if rapid.IntRange(0, 3).Draw(t, "edge") == 0 {
				b.Add(a, c, Label(rapid.IntRange(0, 2).Draw(t, "label")))
			}
		}
	}
	g, err := b.Build()
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestGraphProperties: distances are symmetric and obey the triangle
// inequality; paths are valid, minimal and lowest-id first; Within, Dist,
// MultiDistances and the DistTable agree with Distances.
func TestGraphProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := genGraph(t)
		node := rapid.IntRange(0, g.Len()-1)
		a, b, c := node.Draw(t, "a"), node.Draw(t, "b"), node.Draw(t, "c")
		banned := Label(rapid.IntRange(0, 3).Draw(t, "banned label"))
		oneWay := node.Draw(t, "no entry")
		filters := []Filter{nil,
			func(e Edge) bool { return e.Label != banned },
			func(e Edge) bool { return e.To != oneWay }, // not symmetric
		}
		for fi, f := range filters {
			da, db := g.Distances(a, f, nil), g.Distances(b, f, nil)
			if fi < 2 {
				if da[b] != db[a] {
					t.Fatalf("d(a,b)=%d d(b,a)=%d", da[b], db[a])
				}
			}
			if da[b] >= 0 && db[c] >= 0 && (da[c] < 0 || da[c] > da[b]+db[c]) {
				t.Fatalf("triangle: d(a,c)=%d, d(a,b)+d(b,c)=%d+%d", da[c], da[b], db[c])
			}
			if g.Dist(a, b, f) != da[b] {
				t.Fatalf("Dist = %d, Distances = %d", g.Dist(a, b, f), da[b])
			}
			tab := g.Precompute(f)
			for x := range g.Len() {
				dx := g.Distances(x, f, nil)
				for y := range g.Len() {
					if tab.Dist(x, y) != dx[y] {
						t.Fatalf("DistTable.Dist(%d,%d)=%d, want %d", x, y, tab.Dist(x, y), dx[y])
					}
				}
			}
			path := g.Path(a, b, f)
			if diff := cmp.Diff(path, tab.Path(a, b)); diff != "" {
				t.Fatalf("DistTable.Path differs (-Path +table)\n%s", diff)
			}
			if da[b] < 0 {
				if path != nil {
					t.Fatalf("path %v to an unreachable node", path)
				}
			} else {
				if len(path) != da[b]+1 || path[0] != a || path[len(path)-1] != b {
					t.Fatalf("path %v, distance %d", path, da[b])
				}
				for i := 1; i < len(path); i++ {
					l, ok := g.Label(path[i-1], path[i])
					if !ok || (f != nil && !f(Edge{path[i-1], path[i], l})) {
						t.Fatalf("path %v crosses a missing or filtered edge", path)
					}
					rest := len(path) - 1 - i
					// Lowest id: no lower neighbour is as near to b.
					for _, e := range g.Edges(path[i-1]) {
						if e.To >= path[i] {
							break
						}
						if (f == nil || f(e)) && g.Dist(e.To, b, f) == rest {
							t.Fatalf("path %v: %d→%d is shortest too", path, e.From, e.To)
						}
					}
				}
				steps := g.NextSteps(a, b, f)
				if a != b && (len(steps) == 0 || steps[0] != path[1]) {
					t.Fatalf("NextSteps %v, path %v", steps, path)
				}
				for _, s := range steps {
					if g.Dist(s, b, f) != da[b]-1 {
						t.Fatalf("NextSteps %v: %d is not on a shortest path", steps, s)
					}
				}
			}
			r := rapid.IntRange(0, 4).Draw(t, "r")
			var want []int
			for i, v := range da {
				if v >= 0 && v <= r {
					want = append(want, i)
				}
			}
			if diff := cmp.Diff(want, g.Within(a, r, f)); diff != "" {
				t.Fatalf("Within (-want +got)\n%s", diff)
			}
			md := g.MultiDistances([]int{a, c, 99}, f, nil)
			dc := g.Distances(c, f, nil)
			for i := range md {
				w := da[i]
				if w < 0 || (dc[i] >= 0 && dc[i] < w) {
					w = dc[i]
				}
				if md[i] != w {
					t.Fatalf("MultiDistances[%d] = %d, want %d", i, md[i], w)
				}
			}
		}
	})
}
