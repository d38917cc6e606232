package geom

import (
	"fmt"
	"slices"
)

// Label is the kind of an edge of a [Graph]: door, hole, wall, corridor...
// The games define their own constants; geom gives the values no meaning.
type Label uint8

// Edge is an edge of a [Graph] as seen when leaving node From for node To.
// Graphs are undirected: every edge is stored once in each direction, with
// the same label.
type Edge struct {
	From, To int
	Label    Label
}

// Filter decides whether an edge may be crossed, from e.From to e.To. A nil
// Filter lets every edge through.
type Filter func(e Edge) bool

// Graph is an undirected graph of areas (Hive boxes, Nemesis rooms and
// corridors, Fireteam locations, Sabotage rooms) with labelled edges. Nodes
// are the dense ids 0..Len()-1; the game keeps what each one is. There is
// at most one edge between two nodes and none from a node to itself.
//
// A Graph is immutable once built ([NewGraph], [GraphBuilder]): share one
// *Graph between every state and goroutine. Neighbours are stored sorted by
// id, which is what makes [Graph.Path]'s lowest-id tie-break cheap.
// Methods given an id outside 0..Len()-1 return zero values; they never
// panic.
type Graph struct {
	n   int
	off []int32 // edges of node i are to[off[i]:off[i+1]]
	to  []int32
	lab []Label
}

// GraphBuilder collects the edges of a [Graph]. Mistakes (ids out of range,
// loops, the same edge twice) are remembered and returned by Build.
type GraphBuilder struct {
	n     int
	edges []Edge
	err   error
}

// NewGraphBuilder returns a builder for a graph of n nodes (ids 0..n-1)
// and no edges.
func NewGraphBuilder(n int) *GraphBuilder {
	b := &GraphBuilder{n: n}
	if n < 0 || n > maxCells {
		b.err = fmt.Errorf("geom: bad graph size %d", n)
		b.n = 0
	}
	return b
}

// Add adds the undirected edge a–c with label l.
func (b *GraphBuilder) Add(a, c int, l Label) *GraphBuilder {
	if b.err != nil {
		return b
	}
	switch {
	case a < 0 || a >= b.n || c < 0 || c >= b.n:
		b.err = fmt.Errorf("geom: edge %d–%d: node out of range 0..%d", a, c, b.n-1)
	case a == c:
		b.err = fmt.Errorf("geom: edge %d–%d: a node cannot be its own neighbour", a, c)
	default:
		b.edges = append(b.edges, Edge{a, c, l})
	}
	return b
}

// Build returns the graph. The builder may go on being used.
func (b *GraphBuilder) Build() (*Graph, error) {
	if b.err != nil {
		return nil, b.err
	}
	n := b.n
	half := make([]Edge, 0, 2*len(b.edges))
	for _, e := range b.edges {
		half = append(half, e, Edge{e.To, e.From, e.Label})
	}
	slices.SortFunc(half, func(x, y Edge) int {
		if x.From != y.From {
			return x.From - y.From
		}
		return x.To - y.To
	})
	g := &Graph{n: n, off: make([]int32, n+1), to: make([]int32, len(half)), lab: make([]Label, len(half))}
	for i, e := range half {
		if i > 0 && half[i-1].From == e.From && half[i-1].To == e.To {
			a, c := min(e.From, e.To), max(e.From, e.To)
			return nil, fmt.Errorf("geom: edge %d–%d added twice", a, c)
		}
		g.off[e.From+1]++
		g.to[i] = int32(e.To)
		g.lab[i] = e.Label
	}
	for i := range n {
		g.off[i+1] += g.off[i]
	}
	return g, nil
}

// NewGraph returns the graph of n nodes with the given undirected edges
// (each listed once, in either direction).
func NewGraph(n int, edges ...Edge) (*Graph, error) {
	b := NewGraphBuilder(n)
	for _, e := range edges {
		b.Add(e.From, e.To, e.Label)
	}
	return b.Build()
}

// Len returns the number of nodes.
func (g *Graph) Len() int { return g.n }

func (g *Graph) ok(id int) bool { return uint(id) < uint(g.n) }

// Degree returns the number of edges of node id.
func (g *Graph) Degree(id int) int {
	if !g.ok(id) {
		return 0
	}
	return int(g.off[id+1] - g.off[id])
}

// EdgeAt returns the i-th edge of node id (0 ≤ i < Degree(id)), in
// increasing order of the neighbour's id; the allocation-free way to walk a
// node's edges. Out of range arguments give Edge{-1, -1, 0}.
func (g *Graph) EdgeAt(id, i int) Edge {
	if !g.ok(id) || i < 0 || i >= g.Degree(id) {
		return Edge{-1, -1, 0}
	}
	k := int(g.off[id]) + i
	return Edge{id, int(g.to[k]), g.lab[k]}
}

// Neighbors returns the neighbours of node id in increasing order (a new
// slice).
func (g *Graph) Neighbors(id int) []int {
	if !g.ok(id) {
		return nil
	}
	out := make([]int, 0, g.Degree(id))
	for _, t := range g.to[g.off[id]:g.off[id+1]] {
		out = append(out, int(t))
	}
	return out
}

// Edges returns the edges of node id, From = id, in increasing order of
// To (a new slice).
func (g *Graph) Edges(id int) []Edge {
	if !g.ok(id) {
		return nil
	}
	out := make([]Edge, 0, g.Degree(id))
	for k := g.off[id]; k < g.off[id+1]; k++ {
		out = append(out, Edge{id, int(g.to[k]), g.lab[k]})
	}
	return out
}

// AllEdges returns every edge once, with From < To, sorted by From then To.
func (g *Graph) AllEdges() []Edge {
	out := make([]Edge, 0, len(g.to)/2)
	for a := range g.n {
		for k := g.off[a]; k < g.off[a+1]; k++ {
			if b := int(g.to[k]); a < b {
				out = append(out, Edge{a, b, g.lab[k]})
			}
		}
	}
	return out
}

func (g *Graph) find(a, b int) int {
	if !g.ok(a) || !g.ok(b) {
		return -1
	}
	adj := g.to[g.off[a]:g.off[a+1]]
	if i, found := slices.BinarySearch(adj, int32(b)); found {
		return int(g.off[a]) + i
	}
	return -1
}

// HasEdge reports whether nodes a and b are joined by an edge.
func (g *Graph) HasEdge(a, b int) bool { return g.find(a, b) >= 0 }

// Label returns the label of the edge a–b and ok=false when there is none.
func (g *Graph) Label(a, b int) (l Label, ok bool) {
	k := g.find(a, b)
	if k < 0 {
		return 0, false
	}
	return g.lab[k], true
}

// String lists the edges as "0-1:2 0-3:0 ..." (label after the colon).
func (g *Graph) String() string {
	b := fmt.Appendf(nil, "graph(%d)", g.n)
	for _, e := range g.AllEdges() {
		b = fmt.Appendf(b, " %d-%d:%d", e.From, e.To, e.Label)
	}
	return string(b)
}

// Equal reports whether g and h have the same nodes and labelled edges.
// go-cmp uses it, so states that hold a *Graph compare without looking into
// its unexported fields.
func (g *Graph) Equal(h *Graph) bool {
	if g == h {
		return true
	}
	if g == nil || h == nil {
		return false
	}
	return g.n == h.n && slices.Equal(g.off, h.off) && slices.Equal(g.to, h.to) && slices.Equal(g.lab, h.lab)
}
