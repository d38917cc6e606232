package hive

import (
	_ "embed"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/incursion/incursion/geom"
)

// The standard Hive map (DATA.md). A user replaces it with [ParseMap] and
// [Config].Map.
//
//go:embed hive.map
var standardMap string

// Wall is what lies between two contiguous boxes (8.1, 9.3).
type Wall uint8

// The kinds of wall.
const (
	Solid Wall = iota // a wall without a door: holed only by an Engineer (14.0)
	Door              // a wall with a door
	Open              // no wall: two boxes of one corridor
)

// Special features of a box (18.0), as bits.
const (
	fPod uint16 = 1 << iota
	fEngine
	fAirlock
	fCommand
	fArmory
	fGravity
	fLifeSupport
	fHatchery
	fColdStorage
)

type link struct {
	to   uint8
	kind Wall   // Board.walls[wall].kind, for the action lists
	wall uint16 // index into Board.walls
}

type wallDef struct {
	a, b uint8
	kind Wall
}

// segment is a stretch of a row of boxes (12.1) from one box to another.
type segment struct {
	rng     uint8
	gate    int16 // the one door or solid wall crossed, or -1 when only open links
	between []uint8
}

// Board is the Hive map as an area graph of boxes, built once from its text
// form and shared, never modified, by every State that uses it.
type Board struct {
	text    string
	names   []string
	index   map[string]uint8
	area    []int8 // index of the area (3.0) or -1 for corridor boxes
	areas   []byte // the letter of each area
	corr    []int8 // index of the circular corridor or -1
	flags   []uint16
	walls   []wallDef
	adj     [][]link
	graph   *geom.Graph     // the boxes and their walls, labelled with the Wall kind
	cmd     *geom.DistTable // Command Range distances (8.1): across every wall
	sight   []segment
	sightAt []int32 // n*n+1 offsets into sight
	// seeable[x] holds the boxes y of some segment from box x, and every
	// number past the Hive's boxes (Holding Boxes are seen through
	// breaches, 10.4): what sight may find, for the action lists.
	seeable []occupancy
	// near[x] holds the boxes at most 3 boxes from box x (8.1's distance):
	// the range of Mind Control (7.0, 17.4), one bit test.
	near []occupancy
	// areaBoxes[a] holds the boxes of area a: a Queen's deployment (5.1)
	// a word at a time.
	areaBoxes []occupancy
	airlocks  occupancy // the airlock boxes (10.3), for breachRuns
	darters   []string
	pods      []uint8
	engines   []uint8
	armories  []uint8 // the Armories (18.5), for the action lists
	grid      [][]uint8
	acts      int32 // index of the map's boxed actions (intern.go)
}

// StandardMap returns the standard Hive map.
func StandardMap() *Board { return standardBoard }

var standardBoard = mustParse(standardMap)

func mustParse(text string) *Board {
	b, err := ParseMap(text)
	if err != nil {
		panic("hive: standard map: " + err.Error())
	}
	return b
}

// Boxes returns the number of boxes in the Hive (not counting Holding Boxes).
func (b *Board) Boxes() int { return len(b.names) }

// Name returns the ID Code of box i, or the Darter's name for a Holding Box.
func (b *Board) Name(i int) string {
	switch {
	case i >= 0 && i < len(b.names):
		return b.names[i]
	case i >= len(b.names) && i < len(b.names)+len(b.darters):
		return b.darters[i-len(b.names)]
	}
	return "-"
}

// Box returns the box with the given ID Code (or the Holding Box of the
// named Darter).
func (b *Board) Box(name string) (int, bool) {
	if i, ok := b.index[name]; ok {
		return int(i), true
	}
	for d, n := range b.darters {
		if n == name {
			return len(b.names) + d, true
		}
	}
	return 0, false
}

// Darters returns the names of the Darters (4.3).
func (b *Board) Darters() []string { return append([]string(nil), b.darters...) }

// Distance is the Command Range distance between two boxes of the Hive
// (8.1): contiguous boxes, through any wall. -1 when unreachable.
func (b *Board) Distance(x, y int) int {
	n := len(b.names)
	if x < 0 || y < 0 || x >= n || y >= n {
		return -1
	}
	return b.cmd.Dist(x, y)
}

// Neighbours returns the boxes contiguous with box x and the wall between.
func (b *Board) Neighbours(x int) (boxes []int, walls []Wall) {
	if x < 0 || x >= len(b.names) {
		return nil, nil
	}
	for _, l := range b.adj[x] {
		boxes = append(boxes, int(l.to))
		walls = append(walls, b.walls[l.wall].kind)
	}
	return boxes, walls
}

// wallBetween returns the index of the wall between x and y, or -1.
func (b *Board) wallBetween(x, y uint8) int {
	if int(x) >= len(b.adj) {
		return -1
	}
	for _, l := range b.adj[x] {
		if l.to == y {
			return int(l.wall)
		}
	}
	return -1
}

func (b *Board) has(x uint8, f uint16) bool { return int(x) < len(b.flags) && b.flags[x]&f != 0 }

func (b *Board) segments(x, y uint8) []segment {
	n := len(b.names)
	if int(x) >= n || int(y) >= n {
		return nil
	}
	k := int(x)*n + int(y)
	return b.sight[b.sightAt[k]:b.sightAt[k+1]]
}

// ParseMap reads a Hive map in the text form of hive.map (DATA.md).
func ParseMap(text string) (*Board, error) {
	b := &Board{text: text, index: map[string]uint8{}}
	lines := strings.Split(text, "\n")
	var grid [][]string
	wrap := false
	var doors [][2]string
	type cor struct{ first, last int }
	var cors []cor
	inGrid := false
	special := map[string]uint16{"pod": fPod, "engine": fEngine, "airlock": fAirlock, "command": fCommand,
		"armory": fArmory, "gravity": fGravity, "lifesupport": fLifeSupport, "hatchery": fHatchery, "coldstorage": fColdStorage}
	type spec struct {
		f     uint16
		names []string
		line  int
	}
	var specs []spec
	for ln, raw := range lines {
		line := raw
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if inGrid {
			if f[0] == "end" {
				inGrid = false
				continue
			}
			grid = append(grid, f)
			continue
		}
		bad := func() error { return fmt.Errorf("hive map line %d: cannot read %q", ln+1, strings.TrimSpace(raw)) }
		switch f[0] {
		case "grid":
			inGrid = true
		case "wrap":
			wrap = true
		case "corridor":
			if len(f) != 3 {
				return nil, bad()
			}
			x, e1 := strconv.Atoi(f[1])
			y, e2 := strconv.Atoi(f[2])
			if e1 != nil || e2 != nil || y <= x {
				return nil, bad()
			}
			cors = append(cors, cor{x, y})
		case "door":
			if len(f) != 3 {
				return nil, bad()
			}
			doors = append(doors, [2]string{f[1], f[2]})
		case "area":
			if len(f) != 2 || len(f[1]) != 1 {
				return nil, bad()
			}
			b.areas = append(b.areas, f[1][0])
		case "darters":
			if len(f) < 2 || len(f) > 7 {
				return nil, fmt.Errorf("hive map line %d: from 1 to 6 Darters", ln+1)
			}
			b.darters = append([]string(nil), f[1:]...)
		default:
			fl, ok := special[f[0]]
			if !ok {
				return nil, bad()
			}
			specs = append(specs, spec{fl, f[1:], ln + 1})
		}
	}
	if len(grid) == 0 {
		return nil, fmt.Errorf("hive map: no grid")
	}
	if len(b.darters) == 0 {
		return nil, fmt.Errorf("hive map: no darters line")
	}
	if len(b.areas) > 32 {
		return nil, fmt.Errorf("hive map: at most 32 areas")
	}
	// Boxes, in order of first appearance in the grid, row by row.
	w := len(grid[0])
	b.grid = make([][]uint8, len(grid))
	for r, row := range grid {
		if len(row) != w {
			return nil, fmt.Errorf("hive map: grid row %d has %d cells, want %d", r+1, len(row), w)
		}
		b.grid[r] = make([]uint8, w)
		for c, name := range row {
			i, ok := b.index[name]
			if !ok {
				if len(b.names) >= 200 {
					return nil, fmt.Errorf("hive map: more than 200 boxes")
				}
				i = uint8(len(b.names))
				b.index[name] = i
				b.names = append(b.names, name)
			}
			b.grid[r][c] = i
		}
	}
	n := len(b.names)
	b.area = make([]int8, n)
	b.corr = make([]int8, n)
	b.flags = make([]uint16, n)
	b.areaBoxes = make([]occupancy, len(b.areas))
	for i, name := range b.names {
		b.area[i], b.corr[i] = -1, -1
		for a, l := range b.areas {
			if name[0] == l {
				b.area[i] = int8(a)
			}
		}
		if a := b.area[i]; a >= 0 {
			b.areaBoxes[a][i/64] |= 1 << (i % 64)
		}
	}
	for ci, c := range cors {
		for x := c.first; x <= c.last; x++ {
			i, ok := b.index[strconv.Itoa(x)]
			if !ok {
				return nil, fmt.Errorf("hive map: corridor box %d is not in the grid", x)
			}
			b.corr[i] = int8(ci)
		}
	}
	for i, name := range b.names {
		if b.area[i] < 0 && b.corr[i] < 0 {
			return nil, fmt.Errorf("hive map: box %s is in no area and no corridor", name)
		}
	}
	for _, sp := range specs {
		for _, name := range sp.names {
			i, ok := b.index[name]
			if !ok {
				return nil, fmt.Errorf("hive map line %d: no box %s", sp.line, name)
			}
			b.flags[i] |= sp.f
			if sp.f == fPod {
				b.pods = append(b.pods, i)
			}
			if sp.f == fEngine {
				b.engines = append(b.engines, i)
			}
		}
	}
	if len(b.pods) > 8 {
		return nil, fmt.Errorf("hive map: at most 8 laser pods")
	}
	// Walls: every pair of boxes whose cells touch side by side.
	b.adj = make([][]link, n)
	addWall := func(x, y uint8) {
		if x == y || b.wallBetween(x, y) >= 0 {
			return
		}
		k := Solid
		if b.corr[x] >= 0 && b.corr[x] == b.corr[y] {
			k = Open
		}
		wi := uint16(len(b.walls))
		b.walls = append(b.walls, wallDef{x, y, k})
		b.adj[x] = append(b.adj[x], link{to: y, wall: wi})
		b.adj[y] = append(b.adj[y], link{to: x, wall: wi})
	}
	h := len(b.grid)
	for r := 0; r < h; r++ {
		for c := 0; c < w; c++ {
			if c+1 < w {
				addWall(b.grid[r][c], b.grid[r][c+1])
			}
			if r+1 < h {
				addWall(b.grid[r][c], b.grid[r+1][c])
			} else if wrap {
				addWall(b.grid[r][c], b.grid[0][c])
			}
		}
	}
	for _, d := range doors {
		x, ok1 := b.index[d[0]]
		y, ok2 := b.index[d[1]]
		if !ok1 || !ok2 {
			return nil, fmt.Errorf("hive map: door %s %s: no such box", d[0], d[1])
		}
		wi := b.wallBetween(x, y)
		if wi < 0 {
			return nil, fmt.Errorf("hive map: door %s %s: the boxes are not contiguous", d[0], d[1])
		}
		if b.walls[wi].kind == Open {
			return nil, fmt.Errorf("hive map: door %s %s: no wall between corridor boxes", d[0], d[1])
		}
		b.walls[wi].kind = Door
	}
	if len(b.walls) > 512 {
		return nil, fmt.Errorf("hive map: more than 512 walls")
	}
	for i := range b.adj {
		sort.Slice(b.adj[i], func(p, q int) bool { return b.adj[i][p].to < b.adj[i][q].to })
		for j := range b.adj[i] {
			b.adj[i][j].kind = b.walls[b.adj[i][j].wall].kind // the doors are known now
		}
	}
	edges := make([]geom.Edge, len(b.walls))
	for i, w := range b.walls {
		edges[i] = geom.Edge{From: int(w.a), To: int(w.b), Label: geom.Label(w.kind)}
	}
	g, err := geom.NewGraph(n, edges...)
	if err != nil {
		return nil, fmt.Errorf("hive map: %v", err)
	}
	b.graph = g
	b.cmd = g.Precompute(nil)
	for i := 0; i < n; i++ {
		if b.flags[i]&fAirlock != 0 {
			b.airlocks[i/64] |= 1 << (i % 64)
		}
	}
	b.near = make([]occupancy, n)
	for x := range b.near {
		for y := 0; y < n; y++ {
			if d := b.cmd.Dist(x, y); d >= 0 && d <= 3 {
				b.near[x][y/64] |= 1 << (y % 64)
			}
		}
	}
	b.buildSight(wrap)
	for i := range b.names {
		if b.flags[i]&fArmory != 0 {
			b.armories = append(b.armories, uint8(i))
		}
	}
	b.acts = actionTableFor(b)
	return b, nil
}

// buildSight lists, for every pair of boxes, the stretches of the rows of
// boxes (12.1) joining them: the map's grid rows and columns (columns run
// round the ship when the map wraps), with at most one door or wall crossed
// and, down a circular corridor, a range of at most two (12.4).
func (b *Board) buildSight(wrap bool) {
	n := len(b.names)
	per := make([][]segment, n*n)
	add := func(seq []uint8, cyclic bool) {
		m := len(seq)
		maxLen := m - 1
		for i := 0; i < m; i++ {
			for _, dir := range []int{1, -1} {
				gate := int16(-1)
				var between []uint8
				allCorr := b.corr[seq[i]] >= 0
				for k := 1; k <= maxLen; k++ {
					j := i + dir*k
					if cyclic {
						j = ((j % m) + m) % m
					} else if j >= m || j < 0 {
						break // 12.1: a row is seen both ways, up to its ends
					}
					prev := seq[((i+dir*(k-1))%m+m)%m]
					cur := seq[j]
					wi := b.wallBetween(prev, cur)
					if wi < 0 {
						break
					}
					if b.walls[wi].kind != Open {
						if gate >= 0 {
							break
						}
						gate = int16(wi)
					}
					if b.corr[cur] != b.corr[seq[i]] {
						allCorr = false
					}
					if allCorr && k > 2 {
						break // 12.4
					}
					if cur != seq[i] {
						per[int(seq[i])*n+int(cur)] = append(per[int(seq[i])*n+int(cur)],
							segment{rng: uint8(k), gate: gate, between: append([]uint8(nil), between...)})
					}
					between = append(between, cur)
				}
			}
		}
	}
	dedupe := func(cells []uint8, cyclic bool) []uint8 {
		var s []uint8
		for _, c := range cells {
			if len(s) == 0 || s[len(s)-1] != c {
				s = append(s, c)
			}
		}
		if cyclic && len(s) > 1 && s[0] == s[len(s)-1] {
			s = s[:len(s)-1]
		}
		return s
	}
	for _, row := range b.grid {
		add(dedupe(row, false), false)
	}
	for c := range b.grid[0] {
		col := make([]uint8, len(b.grid))
		for r := range b.grid {
			col[r] = b.grid[r][c]
		}
		add(dedupe(col, wrap), wrap)
	}
	b.sightAt = make([]int32, n*n+1)
	for k, segs := range per {
		sort.SliceStable(segs, func(p, q int) bool { return segs[p].rng < segs[q].rng })
		b.sightAt[k] = int32(len(b.sight))
		b.sight = append(b.sight, segs...)
	}
	b.sightAt[n*n] = int32(len(b.sight))
	b.seeable = make([]occupancy, n)
	for x := range b.seeable {
		o := &b.seeable[x]
		for y := 0; y < 256; y++ {
			if y >= n || b.sightAt[x*n+y] < b.sightAt[x*n+y+1] {
				o[y/64] |= 1 << (y % 64)
			}
		}
	}
}

// Grid returns the map's grid of box names, row by row (a copy).
func (b *Board) Grid() [][]string {
	out := make([][]string, len(b.grid))
	for r, row := range b.grid {
		out[r] = make([]string, len(row))
		for c, i := range row {
			out[r][c] = b.names[i]
		}
	}
	return out
}

// Graph returns the area graph of the Hive's boxes (geom), each edge
// labelled with the [Wall] between the two boxes as printed (holes and
// breaches are not on it: they belong to a game in progress).
func (b *Board) Graph() *geom.Graph { return b.graph }

// Pods returns the laser pods (14.0, 18.3), by box.
func (b *Board) Pods() []int {
	out := make([]int, len(b.pods))
	for i, p := range b.pods {
		out[i] = int(p)
	}
	return out
}

// EngineRooms returns the engine rooms (18.1), by box.
func (b *Board) EngineRooms() []int {
	out := make([]int, len(b.engines))
	for i, p := range b.engines {
		out[i] = int(p)
	}
	return out
}

// Airlocks returns the airlock boxes (10.3), by box.
func (b *Board) Airlocks() []int {
	var out []int
	for i, f := range b.flags {
		if f&fAirlock != 0 {
			out = append(out, i)
		}
	}
	return out
}

// Equal reports whether two Boards are the same map: parsed from the same
// text (a Board never changes once parsed). go-cmp uses it.
func (b *Board) Equal(o *Board) bool {
	if b == nil || o == nil {
		return b == o
	}
	return b == o || b.text == o.text
}
