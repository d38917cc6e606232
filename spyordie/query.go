package spyordie

import (
	"slices"
	"sync"

	"github.com/incursion/incursion/geom"
)

// distTables caches, per board, the walking distance between every two
// squares of the Base with every Door open (bots and UIs ask it often).
var distTables sync.Map // *board -> []int16

func (b *board) distTable() []int16 {
	if t, ok := distTables.Load(b); ok {
		return t.([]int16)
	}
	n := b.w * b.h
	t := make([]int16, n*n)
	buf := make([]int, n)
	for i := 0; i < n; i++ {
		p := b.pt(int16(i))
		if !b.g.OnBoard(p) {
			for j := range n {
				t[i*n+j] = -1
			}
			continue
		}
		d := b.g.Distances(p, nil, buf)
		for j, v := range d {
			t[i*n+j] = int16(v)
		}
	}
	distTables.Store(b, t)
	return t
}

// Distance returns the number of steps between two squares of the Base
// through open or locked Doors alike, ignoring figures; -1 when one of
// them is not a square or they are not connected.
func (s State) Distance(from, to geom.Point) int {
	if s.bid == 0 {
		return -1
	}
	b := s.bd()
	i, j := s.sq(from), s.sq(to)
	if i < 0 || j < 0 {
		return -1
	}
	return int(b.distTable()[int(i)*b.w*b.h+int(j)])
}

// FaceDown returns the squares holding a face-down Intelligence marker.
//
// They come in the order of the squares (row by row), not of the markers,
// which would tell their faces.
func (s State) FaceDown() []geom.Point {
	var qs []int16
	for _, m := range s.intels {
		if m.Loc >= 0 && !m.Up {
			qs = append(qs, m.Loc)
		}
	}
	slices.Sort(qs)
	out := make([]geom.Point, len(qs))
	for i, q := range qs {
		out[i] = s.bd().pt(q)
	}
	return out
}

// FaceUp returns the squares holding a face-up Intelligence marker.
func (s State) FaceUp() []geom.Point {
	var out []geom.Point
	for _, m := range s.intels {
		if m.Loc >= 0 && m.Up {
			out = append(out, s.bd().pt(m.Loc))
		}
	}
	return out
}

// Entrance returns the squares just inside the Base's Entrance.
func (s State) Entrance() []geom.Point {
	var out []geom.Point
	b := s.bd()
	for _, q := range b.doors[0].front {
		if b.room[q] != Outside {
			out = append(out, b.pt(q))
		}
	}
	return out
}

// Special returns the squares of the Base with a mark (see DefaultMap):
// 'r' Research, 'w' Power, 'k' Security, ...
func (s State) Special(mark byte) []geom.Point {
	return s.bd().g.WithMark(mark)
}

// RoomAt returns the room of a square.
func (s State) RoomAt(p geom.Point) Room {
	q := s.sq(p)
	if q < 0 {
		return Corridor
	}
	return s.bd().room[q]
}

// Figures returns the figures on the board.
func (s State) Figures() []Fig {
	var out []Fig
	for f := Fig(0); f < nFigs; f++ {
		if s.figSq(f) >= 0 {
			out = append(out, f)
		}
	}
	return out
}
