package fireteam

import (
	"fmt"
	"strings"
)

// The battlefield is eight sector tiles of 2×2 locations in a 4×2
// arrangement: 8 columns (a..h) by 4 rows (1..4), 32 locations. Locations
// are adjacent when they touch, diagonally too (Rulebook, "Moving").
const (
	cols  = 8
	rows  = 4
	nLocs = cols * rows
	noLoc = 255
)

// Terrain of a location (Rulebook, "Terrain Effects").
type Terrain uint8

// The terrains.
const (
	Open Terrain = iota
	Difficult
	Impassible
	Elevated
	Cover
)

var terrainNames = [5]string{"open", "difficult", "impassible", "elevated", "cover"}

func (t Terrain) String() string {
	if int(t) < len(terrainNames) {
		return terrainNames[t]
	}
	return "?"
}

// LocName is a location's name in the notation: column letter and row
// number, "a1".."h4".
func LocName(l int) string {
	if l < 0 || l >= nLocs {
		return "?"
	}
	return string(rune('a'+l%cols)) + string(rune('1'+l/cols))
}

// parseLoc reads a location name; -1 when it is none.
func parseLoc(s string) int {
	if len(s) != 2 {
		return -1
	}
	c, r := s[0]|0x20, s[1]
	if c < 'a' || c >= 'a'+cols || r < '1' || r >= '1'+rows {
		return -1
	}
	return int(r-'1')*cols + int(c-'a')
}

// board is a mission's precomputed geometry, built once per mission.
type board struct {
	terrain [nLocs]Terrain
	adj     [nLocs][]uint8      // adjacent locations, in index order
	rng     [nLocs][nLocs]uint8 // range: locations to enter, ignoring terrain
	mdist   [nLocs][nLocs]uint8 // monster movement distance (impassible excluded); 255 unreachable
	spawns  [12]uint8           // spawn token n+1's location
	spawnAt [nLocs]int8         // the spawn token at a location, -1 none
	entry   uint8               //
	exit    uint8               // noLoc when none
	power   uint8               // noLoc when no boss
}

var boards = func() []*board {
	out := make([]*board, len(missions))
	for i := range missions {
		b, err := buildBoard(&missions[i])
		if err != nil {
			panic(err) // the package's own data: a programming error
		}
		out[i] = b
	}
	return out
}()

func buildBoard(m *mission) (*board, error) {
	b := &board{exit: noLoc, power: noLoc}
	for l := range nLocs {
		x, y := l%cols, l/cols
		t := tiles[m.layout[(y/2)*4+x/2]]
		switch t[(y%2)*2+x%2] {
		case 'd':
			b.terrain[l] = Difficult
		case 'x':
			b.terrain[l] = Impassible
		case 'e':
			b.terrain[l] = Elevated
		case 'c':
			b.terrain[l] = Cover
		}
		b.spawnAt[l] = -1
	}
	for l := range nLocs {
		x, y := l%cols, l/cols
		for o := range nLocs {
			ox, oy := o%cols, o/cols
			d := max(abs(ox-x), abs(oy-y))
			b.rng[l][o] = uint8(d)
			if d == 1 {
				b.adj[l] = append(b.adj[l], uint8(o))
			}
		}
	}
	for l := range nLocs {
		for o := range nLocs {
			b.mdist[l][o] = 255
		}
		if b.terrain[l] == Impassible {
			continue
		}
		b.mdist[l][l] = 0
		queue := []uint8{uint8(l)}
		for len(queue) > 0 {
			c := queue[0]
			queue = queue[1:]
			for _, n := range b.adj[c] {
				if b.terrain[n] != Impassible && b.mdist[l][n] == 255 {
					b.mdist[l][n] = b.mdist[l][c] + 1
					queue = append(queue, n)
				}
			}
		}
	}
	place := func(what, name string) (uint8, error) {
		l := parseLoc(name)
		if l < 0 {
			return 0, fmt.Errorf("fireteam: mission %s: %s %q is no location", m.id, what, name)
		}
		if b.terrain[l] == Impassible {
			return 0, fmt.Errorf("fireteam: mission %s: %s %s is impassible", m.id, what, name)
		}
		return uint8(l), nil
	}
	var err error
	if b.entry, err = place("entry point", m.entry); err != nil {
		return nil, err
	}
	if m.exit != "" {
		if b.exit, err = place("exit point", m.exit); err != nil {
			return nil, err
		}
	}
	if m.power != "" {
		if b.power, err = place("power token", m.power); err != nil {
			return nil, err
		}
	}
	for i, name := range m.spawns {
		l, err := place("spawn token", name)
		if err != nil {
			return nil, err
		}
		if b.spawnAt[l] >= 0 {
			return nil, fmt.Errorf("fireteam: mission %s: two spawn tokens in %s", m.id, name)
		}
		b.spawns[i] = l
		b.spawnAt[l] = int8(i)
	}
	for l := range nLocs {
		if b.terrain[l] != Impassible && b.mdist[b.entry][l] == 255 {
			return nil, fmt.Errorf("fireteam: mission %s: %s cannot be reached", m.id, LocName(l))
		}
	}
	return b, nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// terrainLetters are the legend's letters.
var terrainLetters = [5]byte{'.', 'd', '#', 'e', 'c'}

func (b *board) String() string {
	var sb strings.Builder
	for y := range rows {
		for x := range cols {
			sb.WriteByte(terrainLetters[b.terrain[y*cols+x]])
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}
