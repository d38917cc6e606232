package geom

import "slices"

// Distances returns the number of edges of a shortest path from node from
// to every node, crossing only edges that filter accepts (nil: all), by
// breadth-first search. Unreachable nodes, and every node when from is not
// a node, hold -1. The result reuses buf when its capacity is at least
// [Graph.Len]; with a kept buffer it does not allocate.
func (g *Graph) Distances(from int, filter Filter, buf []int) []int {
	return g.MultiDistances([]int{from}, filter, buf)
}

// MultiDistances is [Graph.Distances] from several nodes at once: each node
// gets its distance to the nearest of from (ids out of range are ignored).
// With the nodes of the Characters as from, it gives every Intruder's
// distance to the closest Character.
func (g *Graph) MultiDistances(from []int, filter Filter, buf []int) []int {
	dist := resetDist(buf, g.n)
	qp := getQueue(g.n)
	q := (*qp)[:0]
	for _, f := range from {
		if g.ok(f) && dist[f] < 0 {
			dist[f] = 0
			q = append(q, int32(f))
		}
	}
	*qp = g.bfs(q, dist, filter, -1, -1, false)
	putQueue(qp)
	return dist
}

// bfs is the breadth-first search shared by the graph methods; see
// Grid.bfs for maxSteps, stop and reverse.
func (g *Graph) bfs(q []int32, dist []int, filter Filter, maxSteps, stop int, reverse bool) []int32 {
	for head := 0; head < len(q); head++ {
		c := int(q[head])
		dc := dist[c]
		if dc == maxSteps {
			continue
		}
		for k := g.off[c]; k < g.off[c+1]; k++ {
			t := int(g.to[k])
			if dist[t] >= 0 {
				continue
			}
			if filter != nil {
				e := Edge{c, t, g.lab[k]}
				if reverse {
					e.From, e.To = t, c
				}
				if !filter(e) {
					continue
				}
			}
			dist[t] = dc + 1
			if t == stop {
				return q
			}
			q = append(q, int32(t))
		}
	}
	return q
}

// Dist returns the length of a shortest path from a to b over edges that
// filter accepts, or -1 when there is none.
func (g *Graph) Dist(a, b int, filter Filter) int {
	if !g.ok(a) || !g.ok(b) {
		return -1
	}
	if a == b {
		return 0
	}
	dp := getInts(g.n)
	dist := resetDist(*dp, g.n)
	qp := getQueue(g.n)
	dist[a] = 0
	*qp = g.bfs(append((*qp)[:0], int32(a)), dist, filter, -1, b, false)
	d := dist[b]
	putQueue(qp)
	putInts(dp)
	return d
}

// Within returns every node at most r edges from node from (from itself
// included), over edges that filter accepts, sorted by id. It is nil when
// from is not a node or r < 0.
func (g *Graph) Within(from, r int, filter Filter) []int {
	return g.AppendWithin(nil, from, r, filter)
}

// AppendWithin appends the nodes of [Graph.Within] to dst and returns the
// extended slice; apart from growing dst it does not allocate.
func (g *Graph) AppendWithin(dst []int, from, r int, filter Filter) []int {
	if !g.ok(from) || r < 0 {
		return dst
	}
	dp := getInts(g.n)
	dist := resetDist(*dp, g.n)
	qp := getQueue(g.n)
	dist[from] = 0
	q := g.bfs(append((*qp)[:0], int32(from)), dist, filter, r, -1, false)
	slices.Sort(q)
	for _, c := range q {
		dst = append(dst, int(c))
	}
	*qp = q
	putQueue(qp)
	putInts(dp)
	return dst
}

// Path returns a shortest path from node from to node to over edges that
// filter accepts, both ends included ([from] when from == to), or nil when
// there is none.
//
// Tie-break: at each node the path goes on to the neighbour with the lowest
// id among those that lie on a shortest path to to; so of all shortest
// paths it is the one whose sequence of ids is lexicographically smallest.
// Its first step is Nemesis's rule (Rulebook, "Rare Movement Exceptions and
// Tiebreaks"): "if two different routes to the closest Character are the
// same length, Intruders move using the shortest route that starts with the
// Corridor/Room with the lowest ID number" — provided the game numbers its
// nodes by the board's ID numbers. [Graph.NextSteps] lists every first step
// of a shortest route, for the rule's second part (a full Corridor).
func (g *Graph) Path(from, to int, filter Filter) []int {
	return g.AppendPath(nil, from, to, filter)
}

// AppendPath appends the nodes of [Graph.Path] to dst and returns the
// extended slice (dst unchanged when there is no path); apart from growing
// dst it does not allocate.
func (g *Graph) AppendPath(dst []int, from, to int, filter Filter) []int {
	if !g.ok(from) || !g.ok(to) {
		return dst
	}
	if from == to {
		return append(dst, from)
	}
	dp := getInts(g.n)
	dist := resetDist(*dp, g.n)
	qp := getQueue(g.n)
	// Distances to `to`, searched backwards from it and cut short when
	// `from` is reached: every node nearer to `to` is then settled.
	dist[to] = 0
	*qp = g.bfs(append((*qp)[:0], int32(to)), dist, filter, -1, from, true)
	if dist[from] >= 0 {
		dst = append(dst, from)
		for c := from; c != to; {
			next := g.lowestNext(c, dist, filter)
			if next < 0 { // only when filter is not a pure function
				break
			}
			c = next
			dst = append(dst, c)
		}
	}
	putQueue(qp)
	putInts(dp)
	return dst
}

// lowestNext returns the lowest-id neighbour t of c with dist[t] ==
// dist[c]-1 over an accepted edge, or -1.
func (g *Graph) lowestNext(c int, dist []int, filter Filter) int {
	for k := g.off[c]; k < g.off[c+1]; k++ {
		t := int(g.to[k])
		if dist[t] != dist[c]-1 || dist[t] < 0 {
			continue
		}
		if filter != nil && !filter(Edge{c, t, g.lab[k]}) {
			continue
		}
		return t
	}
	return -1
}

// NextSteps returns every neighbour of from that is the first step of some
// shortest path from from to to over edges that filter accepts, in
// increasing order of id (so [Graph.Path] takes the first). It is nil when
// to cannot be reached or from == to.
func (g *Graph) NextSteps(from, to int, filter Filter) []int {
	if !g.ok(from) || !g.ok(to) || from == to {
		return nil
	}
	dp := getInts(g.n)
	dist := resetDist(*dp, g.n)
	qp := getQueue(g.n)
	dist[to] = 0
	*qp = g.bfs(append((*qp)[:0], int32(to)), dist, filter, -1, from, true)
	var out []int
	if dist[from] >= 0 {
		for k := g.off[from]; k < g.off[from+1]; k++ {
			t := int(g.to[k])
			if dist[t] >= 0 && dist[t] == dist[from]-1 && (filter == nil || filter(Edge{from, t, g.lab[k]})) {
				out = append(out, t)
			}
		}
	}
	putQueue(qp)
	putInts(dp)
	return out
}

// MaxTableNodes is the largest graph [Graph.Precompute] builds a table for
// (the table takes 8·nodes² bytes).
const MaxTableNodes = 4096

// DistTable holds the distance between every pair of nodes of a [Graph]
// under one filter, and the first step of every [Graph.Path]; built once by
// [Graph.Precompute], it answers in constant time and is immutable (safe to
// share).
type DistTable struct {
	g    *Graph
	n    int
	dist []int32 // dist[a*n+b], -1 when unreachable
	next []int32 // next[a*n+b]: first step of Path(a, b), -1 when none or a == b
}

// Precompute returns the all-pairs [DistTable] of g under filter (nil: all
// edges), by one breadth-first search per node: O(nodes × edges) time and
// 8·nodes² bytes. The filter must not depend on anything that changes
// during the game (for locked doors, search per query instead). It returns
// nil, a table that knows no paths, for graphs of more than
// [MaxTableNodes] nodes.
func (g *Graph) Precompute(filter Filter) *DistTable {
	n := g.n
	if n > MaxTableNodes {
		return nil
	}
	t := &DistTable{g: g, n: n, dist: make([]int32, n*n), next: make([]int32, n*n)}
	buf := make([]int, n)
	for a := range n {
		d := g.Distances(a, filter, buf)
		for b, v := range d {
			t.dist[a*n+b] = int32(v)
		}
	}
	// next[a][b]: the lowest-id neighbour c of a over an accepted edge with
	// dist(c, b) = dist(a, b) - 1.
	for a := range n {
		row := t.next[a*n : a*n+n]
		for b := range row {
			row[b] = -1
		}
		for k := g.off[a]; k < g.off[a+1]; k++ {
			c := int(g.to[k])
			if filter != nil && !filter(Edge{a, c, g.lab[k]}) {
				continue
			}
			for b := range n {
				if row[b] >= 0 || b == a {
					continue
				}
				dab, dcb := t.dist[a*n+b], t.dist[c*n+b]
				if dab > 0 && dcb == dab-1 {
					row[b] = int32(c)
				}
			}
		}
	}
	return t
}

// Len returns the number of nodes of the table's graph (0 for nil).
func (t *DistTable) Len() int {
	if t == nil {
		return 0
	}
	return t.n
}

// Dist returns the distance from a to b, or -1 when b cannot be reached
// (or an id is out of range).
func (t *DistTable) Dist(a, b int) int {
	if t == nil || uint(a) >= uint(t.n) || uint(b) >= uint(t.n) {
		return -1
	}
	return int(t.dist[a*t.n+b])
}

// Next returns the first step of [Graph.Path](a, b) under the table's
// filter: the lowest-id neighbour of a on a shortest path to b; -1 when
// a == b or b cannot be reached.
func (t *DistTable) Next(a, b int) int {
	if t == nil || uint(a) >= uint(t.n) || uint(b) >= uint(t.n) {
		return -1
	}
	return int(t.next[a*t.n+b])
}

// Path returns [Graph.Path](a, b) under the table's filter, found by
// following [DistTable.Next].
func (t *DistTable) Path(a, b int) []int {
	return t.AppendPath(nil, a, b)
}

// AppendPath appends [DistTable.Path](a, b) to dst.
func (t *DistTable) AppendPath(dst []int, a, b int) []int {
	if t.Dist(a, b) < 0 {
		return dst
	}
	dst = append(dst, a)
	for a != b {
		a = t.Next(a, b)
		dst = append(dst, a)
	}
	return dst
}
