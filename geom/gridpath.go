package geom

import "slices"

// Distances returns the number of steps from square from to every square
// of the grid, by breadth-first search over [Grid.Step] moves that pass
// (nil lets every step through). The result is indexed by [Grid.Index];
// unreachable squares, solid squares, and every square when from is not on
// the board, hold -1. The result reuses buf when its capacity is at least
// [Grid.Len], so a caller that keeps buf does not allocate.
func (g *Grid) Distances(from Point, pass Pass, buf []int) []int {
	return g.MultiDistances([]Point{from}, pass, buf)
}

// MultiDistances is [Grid.Distances] from several squares at once: each
// square gets its distance to the nearest of from (squares of from that are
// not on the board are ignored).
func (g *Grid) MultiDistances(from []Point, pass Pass, buf []int) []int {
	n := g.w * g.h
	dist := resetDist(buf, n)
	qp := getQueue(n)
	q := *qp
	for _, p := range from {
		if i := g.Index(p); i >= 0 && !g.solid[i] && dist[i] < 0 {
			dist[i] = 0
			q = append(q, int32(i))
		}
	}
	q = g.bfs(q, dist, pass, -1, -1, false)
	*qp = q
	putQueue(qp)
	return dist
}

// bfs runs the breadth-first search from the squares already in q (their
// dist set). It stops expanding squares at distance maxSteps (when ≥ 0) and
// stops altogether as soon as square stop is reached (when ≥ 0). With
// reverse it follows steps backwards: dist is then the distance *to* the
// sources, and pass is asked about the step from the neighbour into the
// square being expanded.
func (g *Grid) bfs(q []int32, dist []int, pass Pass, maxSteps, stop int, reverse bool) []int32 {
	pts := g.pts
	for head := 0; head < len(q); head++ {
		c := int(q[head])
		dc := dist[c]
		if dc == maxSteps {
			continue
		}
		cp := pts[c]
		for _, s := range g.steps[8*c : 8*c+8] {
			t := int(s.to)
			if t < 0 || dist[t] >= 0 {
				continue
			}
			if pass != nil {
				tp := pts[t]
				ok := false
				if reverse {
					ok = pass(tp, cp, int(s.door))
				} else {
					ok = pass(cp, tp, int(s.door))
				}
				if !ok {
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

// Dist returns the number of steps of a shortest path from a to b whose
// steps pass, or -1 when there is none.
func (g *Grid) Dist(a, b Point, pass Pass) int {
	ai, bi := g.Index(a), g.Index(b)
	if ai < 0 || bi < 0 || g.solid[ai] || g.solid[bi] {
		return -1
	}
	if ai == bi {
		return 0
	}
	dp := getInts(g.w * g.h)
	dist := resetDist(*dp, g.w*g.h)
	qp := getQueue(g.w * g.h)
	dist[ai] = 0
	*qp = g.bfs(append((*qp)[:0], int32(ai)), dist, pass, -1, bi, false)
	d := dist[bi]
	putQueue(qp)
	putInts(dp)
	return d
}

// Path returns a shortest path from square from to square to whose steps
// pass, both ends included ([from] when from == to), or nil when there is
// none.
//
// Tie-break: among equally short paths it takes, at each square, the first
// direction in [Dirs8] order (N, NE, E, SE, S, SW, W, NW) whose step lies on
// a shortest path — so the result is deterministic and depends only on the
// grid and pass.
func (g *Grid) Path(from, to Point, pass Pass) []Point {
	return g.AppendPath(nil, from, to, pass)
}

// AppendPath appends the squares of [Grid.Path] to dst and returns the
// extended slice (dst unchanged when there is no path). Apart from growing
// dst it does not allocate.
func (g *Grid) AppendPath(dst []Point, from, to Point, pass Pass) []Point {
	fi, ti := g.Index(from), g.Index(to)
	if fi < 0 || ti < 0 || g.solid[fi] || g.solid[ti] {
		return dst
	}
	if fi == ti {
		return append(dst, from)
	}
	n := g.w * g.h
	dp := getInts(n)
	dist := resetDist(*dp, n)
	qp := getQueue(n)
	// Distances to `to`, searched backwards from it and cut short as soon
	// as `from` is reached: every square nearer to `to` is then settled.
	dist[ti] = 0
	*qp = g.bfs(append((*qp)[:0], int32(ti)), dist, pass, -1, fi, true)
	if dist[fi] >= 0 {
		c := fi
		dst = append(dst, from)
		for c != ti {
			cp := g.pts[c]
			next := -1
			for d := range 8 {
				s := g.steps[8*c+d]
				t := int(s.to)
				if t < 0 || dist[t] != dist[c]-1 {
					continue
				}
				if pass != nil && !pass(cp, g.pts[t], int(s.door)) {
					continue
				}
				next = t
				break
			}
			if next < 0 { // only if pass is not a pure function
				break
			}
			c = next
			dst = append(dst, g.pts[c])
		}
	}
	putQueue(qp)
	putInts(dp)
	return dst
}

// Within returns every square at most maxSteps steps from square from
// (from itself included, at distance 0), moving by steps that pass, in
// row-major order — the squares a figure that may "move up to 4 squares"
// can reach. The game removes squares where the figure may not end its move
// (occupied ones). It is nil when from is not on the board or maxSteps < 0.
func (g *Grid) Within(from Point, maxSteps int, pass Pass) []Point {
	return g.AppendWithin(nil, from, maxSteps, pass)
}

// AppendWithin appends the squares of [Grid.Within] to dst and returns the
// extended slice; apart from growing dst it does not allocate.
func (g *Grid) AppendWithin(dst []Point, from Point, maxSteps int, pass Pass) []Point {
	fi := g.Index(from)
	if fi < 0 || g.solid[fi] || maxSteps < 0 {
		return dst
	}
	n := g.w * g.h
	dp := getInts(n)
	dist := resetDist(*dp, n)
	qp := getQueue(n)
	dist[fi] = 0
	q := g.bfs(append((*qp)[:0], int32(fi)), dist, pass, maxSteps, -1, false)
	slices.Sort(q) // indices are row-major
	for _, c := range q {
		dst = append(dst, g.pts[c])
	}
	*qp = q
	putQueue(qp)
	putInts(dp)
	return dst
}
