package sabotage

import (
	"math/rand/v2"
	"testing"
)

// The room-by-room definitions that openings and spread replace (Rulebook,
// "Adjacency"), kept as the reference.

func adjacentByRoom(walls uint32, r Room) uint16 {
	var m uint16
	for d := Dir(0); d < 4; d++ {
		if to, ok := neighbour(walls, r, d); ok {
			m |= to.bit()
		}
	}
	return m
}

func expandByRoom(walls uint32, m uint16) uint16 {
	out := m
	for r := Room(0); r < Rooms; r++ {
		if m&r.bit() != 0 {
			out |= adjacentByRoom(walls, r)
		}
	}
	return out
}

// targetByRoom is pattern.target with the room-by-room flood fill (the
// squares under the pattern are pattern.squares').
func targetByRoom(p pattern, walls uint32, from Room, d Dir) (rooms uint16, destroyed uint32) {
	set, destroyed := p.squares(walls, from, d)
	if p.ignoreWalls {
		return set, destroyed
	}
	w := walls &^ destroyed
	reached := from.bit()
	for changed := true; changed; {
		changed = false
		for r := Room(0); r < Rooms; r++ {
			if reached&r.bit() == 0 {
				continue
			}
			next := adjacentByRoom(w, r) & set &^ reached
			if next != 0 {
				reached |= next
				changed = true
			}
		}
	}
	if !p.star {
		reached &^= from.bit()
	}
	return reached & set, destroyed
}

// TestSpread: adjacent, expand and pattern.target agree with the
// room-by-room definitions on every room and random walls.
func TestSpread(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 1000; i++ {
		walls := rng.Uint32()
		switch i % 3 {
		case 0:
			walls &= 0xffffff
		case 1:
			walls &= rng.Uint32() & rng.Uint32()
		}
		for r := Room(-1); r <= Rooms; r++ {
			if got, want := adjacent(walls, r), adjacentByRoom(walls, r); got != want {
				t.Fatalf("adjacent(%x, %v) = %016b, want %016b", walls, r, got, want)
			}
			if r < 0 || r >= Rooms {
				continue
			}
			for tile, p := range patterns {
				for d := Dir(0); d < 4; d++ {
					gr, gd := p.target(walls, r, d)
					wr, wd := targetByRoom(p, walls, r, d)
					if gr != wr || gd != wd {
						t.Fatalf("%v target(%x, %v, %v) = %016b %x, want %016b %x", tile, walls, r, d, gr, gd, wr, wd)
					}
				}
			}
		}
		for j := 0; j < 50; j++ {
			m := uint16(rng.Uint32())
			if got, want := expand(walls, m), expandByRoom(walls, m); got != want {
				t.Fatalf("expand(%x, %016b) = %016b, want %016b", walls, m, got, want)
			}
		}
	}
}
