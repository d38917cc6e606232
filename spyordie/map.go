package spyordie

import (
	_ "embed"
	"fmt"
	"strings"

	"github.com/incursion/incursion/geom"
	"github.com/incursion/incursion/internal/intern"
)

// DefaultMap is the text map of the standard Base, in the format of
// [geom.ParseGrid]: every square carries a label (its room) and a mark (its
// special icon). DATA.md explains every choice; pass another map in
// [Config].Map to play on a different Base.
//
// Labels: '.' corridor, 'o' outside the Base, and one letter per room:
// S Sanctum, I Infirmary, C Cafeteria, G Generator, R Guardroom,
// K Control Room, L Laboratory, P Prison, V Vault.
//
// Marks: 'a' Agent Start, 'b' Boss Spawn, 'd' Detention, 'i' Intelligence,
// 'j' junction, 'k' Security, 'm' medical supplies, 'p' Secret Passage,
// 'r' Research, 's' Spawn, 'v' Storage, 'w' Power.
//
// Door 0 is the Entrance (it may span several sides); doors 1..n are the
// rooms' doorways.
//
//go:embed base.txt
var DefaultMap string

// Room is an area of the Base: a corridor square, one of the nine rooms, or
// the ground outside the Entrance.
type Room uint8

// The rooms, in the rulebook's order ("Rooms").
const (
	Corridor Room = iota
	Sanctum
	Infirmary
	Cafeteria
	Generator
	Guardroom
	ControlRoom
	Laboratory
	Prison
	Vault
	Outside
	nRooms
)

var roomNames = [...]string{"Corridor", "Sanctum", "Infirmary", "Cafeteria", "Generator", "Guardroom", "Control Room", "Laboratory", "Prison", "Vault", "Outside"}

func (r Room) String() string {
	if int(r) < len(roomNames) {
		return roomNames[r]
	}
	return fmt.Sprintf("Room(%d)", uint8(r))
}

var roomLabel = [...]byte{'.', 'S', 'I', 'C', 'G', 'R', 'K', 'L', 'P', 'V', 'o'}

// Square marks of the text map.
const (
	markAgentStart = 'a'
	markBossSpawn  = 'b'
	markDetention  = 'd'
	markIntel      = 'i'
	markJunction   = 'j'
	markSecurity   = 'k'
	markMedical    = 'm'
	markPassage    = 'p'
	markResearch   = 'r'
	markSpawn      = 's'
	markStorage    = 'v'
	markPower      = 'w'
)

// doorInfo is what the board knows of one door.
type doorInfo struct {
	room     Room    // the room the door leads into (Outside for the Entrance)
	front    []int16 // squares directly in front of the door, on both sides
	outside  []int16 // squares directly in front, outside the room (Sentry posts)
	adjacent []int16 // squares sharing a side or corner with the door
}

// board is the immutable geometry of a Base, shared by every State.
type board struct {
	text  string
	g     *geom.Grid
	w, h  int
	room  []Room // per square; solid squares are Corridor and never used
	mark  []byte
	doors []doorInfo
	// steps[i*8+d] is the square reached from i in direction d, or -1;
	// stepDoor the door crossed, or -1.
	steps    []int16
	stepDoor []int8
	xs, ys   []int16       // coordinates of each square
	intel    [nRooms]int16 // the Intelligence square of each room (-1 for none)
	sentry   []int16       // squares directly outside a room's doorway
	sentryOf []int8        // per square: the door it guards, or -1

	agentStart, bossSpawn, detention, junction, research, storage []int16
	spawn                                                         [nRooms][]int16
	passage, security, power, medical                             int16
	roomSquares                                                   [nRooms][]int16

	// Candidate actions of this Base boxed once (see boxActions): boxing
	// them each time Actions lists them would allocate.
	box boardBoxes
	// movedBox: the Moved events of a step, boxed once (see moved).
	movedBox movedBoxes
}

// boardBoxes holds the boxed candidate actions of one Base, each list in
// the order candidates lists them.
type boardBoxes struct {
	placeBoss, placeStarter, placeSentry, placeCamera, placePassage []Action
	imprison, tea                                                   []Action
	placeAgent, detective                                           [3][]Action // per Intruder figure
	// spawnOwn[k][i] is Spawn{k, ownSpawn(k)[i]}; spawnCaf[k][i] is
	// Spawn{k, spawn[Cafeteria][i]}.
	spawnOwn, spawnCaf [Scientist + 1][]Action
}

// boxActions fills b.box.
func (b *board) boxActions() {
	x := &b.box
	for _, q := range b.bossSpawn {
		x.placeBoss = append(x.placeBoss, PlaceBoss{b.pt(q)})
	}
	for _, q := range b.spawn[Infirmary] {
		x.placeStarter = append(x.placeStarter, PlaceStarter{Scientist, b.pt(q)})
	}
	for _, q := range b.spawn[Generator] {
		x.placeStarter = append(x.placeStarter, PlaceStarter{Technician, b.pt(q)})
	}
	for _, q := range b.sentry {
		x.placeSentry = append(x.placeSentry, PlaceSentry{b.pt(q)})
	}
	for _, q := range b.junction {
		x.placeCamera = append(x.placeCamera, PlaceCamera{b.pt(q)})
	}
	for r := Infirmary; r <= Vault; r++ {
		for _, q := range b.roomSquares[r] {
			x.placePassage = append(x.placePassage, PlacePassage{b.pt(q)})
		}
	}
	for _, q := range b.roomSquares[Prison] {
		for _, st := range b.storage {
			x.imprison = append(x.imprison, Imprison{b.pt(q), b.pt(st)})
		}
	}
	for _, q := range b.spawn[Cafeteria] {
		x.tea = append(x.tea, Spawn{Scientist, b.pt(q)})
	}
	for f := Fig(0); f < 3; f++ {
		for _, q := range b.agentStart {
			x.placeAgent[f] = append(x.placeAgent[f], PlaceAgent{f, b.pt(q)})
		}
		for r := Sanctum; r <= Vault; r++ {
			for _, q := range b.roomSquares[r] {
				x.detective[f] = append(x.detective[f], DetectivePassage{f, b.pt(q)})
			}
		}
	}
	own := [...][]int16{Boss: b.bossSpawn, Guard: b.spawn[Guardroom], Technician: b.spawn[Generator], Scientist: b.spawn[Infirmary]}
	for k := Boss; k <= Scientist; k++ {
		for _, q := range own[k] {
			x.spawnOwn[k] = append(x.spawnOwn[k], Spawn{k, b.pt(q)})
		}
		for _, q := range b.spawn[Cafeteria] {
			x.spawnCaf[k] = append(x.spawnCaf[k], Spawn{k, b.pt(q)})
		}
	}
}

// Equal reports whether two boards are the same Base (used by go-cmp).
func (b *board) Equal(c *board) bool {
	if b == nil || c == nil {
		return b == c
	}
	return b == c || b.text == c.text
}

func (b *board) pt(i int16) geom.Point { return geom.Pt(int(i)%b.w, int(i)/b.w) }
func (b *board) idx(p geom.Point) int16 {
	if !b.g.OnBoard(p) {
		return -1
	}
	return int16(p.Y*b.w + p.X)
}

// dist is the Chebyshev distance between two squares: how the rulebook
// counts range.
func (b *board) dist(i, j int16) int {
	dx := int(b.xs[i]) - int(b.xs[j])
	dy := int(b.ys[i]) - int(b.ys[j])
	if dx < 0 {
		dx = -dx
	}
	if dy < 0 {
		dy = -dy
	}
	return max(dx, dy)
}

// The board registry: a State names its Base by a small id instead of a
// pointer, so that a State is a plain value with no pointer in it (cheap to
// copy, compare and deep-copy). Boards are parsed once per distinct text
// and kept for the life of the program (internal/intern); up to 255
// distinct Bases.
var boards = intern.Table[string, *board]{Max: 255}

// loadBoard returns the id and the board of a text map ("" is DefaultMap).
func loadBoard(text string) (uint8, *board, error) {
	if text == "" {
		text = DefaultMap
	}
	id, err := boards.ID(text, func() (*board, error) { return parseBoard(text) })
	if err != nil {
		return 0, nil, fmt.Errorf("spyordie: map: %w", err)
	}
	return uint8(id), boards.Get(id), nil
}

// bd returns the state's board; nil for a State not made by New or
// json.Unmarshal.
func (s *State) bd() *board {
	b, _ := boards.At(int(s.bid))
	return b
}

// parseBoard reads a text map and checks every constraint the rulebook puts
// on the Base.
func parseBoard(text string) (*board, error) {
	g, err := geom.ParseGrid(text)
	if err != nil {
		return nil, err
	}
	w, h := g.W(), g.H()
	if w*h > 30000 {
		return nil, fmt.Errorf("spyordie: map: %d×%d is too large", w, h)
	}
	b := &board{text: text, g: g, w: w, h: h, room: make([]Room, w*h), mark: make([]byte, w*h),
		passage: -1, security: -1, power: -1, medical: -1}
	for i := range b.intel {
		b.intel[i] = -1
	}
	n := int16(w * h)
	for i := int16(0); i < n; i++ {
		p := b.pt(i)
		if !g.OnBoard(p) {
			continue
		}
		l := g.Label(p)
		r := Room(255)
		for k, c := range roomLabel {
			if c == l {
				r = Room(k)
			}
		}
		if r == 255 {
			return nil, fmt.Errorf("spyordie: map: square %v has label %q, not a room letter", p, l)
		}
		b.room[i] = r
		b.roomSquares[r] = append(b.roomSquares[r], i)
		m := g.Mark(p)
		b.mark[i] = m
		bad := func(what string) error { return fmt.Errorf("spyordie: map: %s at %v (%s)", what, p, r) }
		switch m {
		case 0:
		case markAgentStart:
			if r != Outside {
				return nil, bad("Agent Start square inside the Base")
			}
			b.agentStart = append(b.agentStart, i)
		case markBossSpawn:
			if r != Sanctum {
				return nil, bad("Boss Spawn square outside the Sanctum")
			}
			b.bossSpawn = append(b.bossSpawn, i)
		case markDetention:
			if r != Prison {
				return nil, bad("Detention square outside the Prison")
			}
			b.detention = append(b.detention, i)
		case markIntel:
			if r == Corridor || r == Outside || b.intel[r] >= 0 {
				return nil, bad("Intelligence square not alone in a room")
			}
			b.intel[r] = i
		case markJunction:
			if r != Corridor {
				return nil, bad("junction outside a corridor")
			}
			b.junction = append(b.junction, i)
		case markSecurity:
			if r != ControlRoom || b.security >= 0 {
				return nil, bad("Security square not the Control Room's only one")
			}
			b.security = i
		case markMedical:
			if r != Infirmary || b.medical >= 0 {
				return nil, bad("medical supplies not the Infirmary's only square")
			}
			b.medical = i
		case markPassage:
			if r != Sanctum || b.passage >= 0 {
				return nil, bad("Secret Passage square not the Sanctum's only one")
			}
			b.passage = i
		case markResearch:
			if r != Laboratory {
				return nil, bad("Research square outside the Laboratory")
			}
			b.research = append(b.research, i)
		case markSpawn:
			if r != Guardroom && r != Generator && r != Infirmary && r != Cafeteria {
				return nil, bad("Spawn square outside the Guardroom, Generator, Infirmary and Cafeteria")
			}
			b.spawn[r] = append(b.spawn[r], i)
		case markStorage:
			if r != Vault {
				return nil, bad("Storage square outside the Vault")
			}
			b.storage = append(b.storage, i)
		case markPower:
			if r != Generator || b.power >= 0 {
				return nil, bad("Power square not the Generator's only one")
			}
			b.power = i
		default:
			return nil, bad(fmt.Sprintf("unknown mark %q", m))
		}
	}
	b.xs, b.ys = make([]int16, n), make([]int16, n)
	for i := int16(0); i < n; i++ {
		b.xs[i], b.ys[i] = i%int16(w), i/int16(w)
	}
	// Steps.
	b.steps = make([]int16, 8*int(n))
	b.stepDoor = make([]int8, 8*int(n))
	for i := int16(0); i < n; i++ {
		for d := range 8 {
			b.steps[int(i)*8+d], b.stepDoor[int(i)*8+d] = -1, -1
			if !g.OnBoard(b.pt(i)) {
				continue
			}
			q, door, ok := g.Step(b.pt(i), geom.Dir(d))
			if ok {
				b.steps[int(i)*8+d] = b.idx(q)
				b.stepDoor[int(i)*8+d] = int8(door)
			}
		}
	}
	// Doors.
	edges := g.Doors()
	nd := 0
	for _, e := range edges {
		if e.ID >= 62 {
			return nil, fmt.Errorf("spyordie: map: door id %d", e.ID)
		}
		nd = max(nd, e.ID+1)
	}
	if nd != nDoors {
		return nil, fmt.Errorf("spyordie: map: want 11 doors (0 the Entrance, 1..10 the rooms'), have %d", nd)
	}
	b.doors = make([]doorInfo, nd)
	b.sentryOf = make([]int8, n)
	for i := range b.sentryOf {
		b.sentryOf[i] = -1
	}
	seen := make([]bool, nd)
	for _, e := range edges {
		ia, ib := b.idx(e.A), b.idx(e.B)
		ra, rb := b.room[ia], b.room[ib]
		d := &b.doors[e.ID]
		seen[e.ID] = true
		inside, out := ib, ia
		room := rb
		switch {
		case e.ID == 0:
			if !((ra == Corridor && rb == Outside) || (ra == Outside && rb == Corridor)) {
				return nil, fmt.Errorf("spyordie: map: the Entrance (door 0) must join a corridor and the outside")
			}
			room = Outside
			if ra == Outside {
				inside, out = ia, ib
			}
		case ra == Corridor && rb != Corridor && rb != Outside:
		case rb == Corridor && ra != Corridor && ra != Outside:
			inside, out, room = ia, ib, ra
		default:
			return nil, fmt.Errorf("spyordie: map: door %d must join a corridor and a room", e.ID)
		}
		if d.room != Corridor && d.room != room {
			return nil, fmt.Errorf("spyordie: map: door %d leads into two rooms", e.ID)
		}
		d.room = room
		d.front = append(d.front, inside, out)
		if e.ID != 0 {
			d.outside = append(d.outside, out)
			b.sentry = append(b.sentry, out)
			b.sentryOf[out] = int8(e.ID)
		}
		// Squares sharing a side or corner with the door's side.
		along := geom.E
		if e.A.Y == e.B.Y {
			along = geom.S
		}
		for _, p := range []geom.Point{e.A, e.B} {
			for _, q := range []geom.Point{p, p.Step(along), p.Step(along.Opposite())} {
				if k := b.idx(q); k >= 0 && !has(d.adjacent, k) {
					d.adjacent = append(d.adjacent, k)
				}
			}
		}
	}
	for id, ok := range seen {
		if !ok {
			return nil, fmt.Errorf("spyordie: map: door %d is missing", id)
		}
	}
	for r := Sanctum; r <= Vault; r++ {
		if b.intel[r] < 0 {
			return nil, fmt.Errorf("spyordie: map: the %s has no Intelligence square", r)
		}
		found := false
		for _, d := range b.doors {
			if d.room == r {
				found = true
			}
		}
		if !found {
			return nil, fmt.Errorf("spyordie: map: the %s has no door", r)
		}
	}
	switch {
	case len(b.agentStart) < 3:
		return nil, fmt.Errorf("spyordie: map: want at least 3 Agent Start squares")
	case len(b.bossSpawn) == 0:
		return nil, fmt.Errorf("spyordie: map: no Boss Spawn square")
	case len(b.detention) < 3:
		return nil, fmt.Errorf("spyordie: map: want at least 3 Detention squares")
	case len(b.junction) < 4:
		return nil, fmt.Errorf("spyordie: map: want at least 4 junctions")
	case len(b.research) == 0:
		return nil, fmt.Errorf("spyordie: map: no Research square")
	case len(b.storage) != 4:
		return nil, fmt.Errorf("spyordie: map: want 4 Storage squares")
	case b.passage < 0 || b.security < 0 || b.power < 0 || b.medical < 0:
		return nil, fmt.Errorf("spyordie: map: the Secret Passage, Security, Power and medical supplies squares are required")
	case len(b.spawn[Guardroom]) == 0 || len(b.spawn[Generator]) == 0 || len(b.spawn[Infirmary]) == 0 || len(b.spawn[Cafeteria]) == 0:
		return nil, fmt.Errorf("spyordie: map: the Guardroom, Generator, Infirmary and Cafeteria need Spawn squares")
	case len(b.sentry) < 3:
		return nil, fmt.Errorf("spyordie: map: want at least 3 room doorways")
	}
	b.boxActions()
	return b, nil
}

func has(s []int16, v int16) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// step returns the square reached from i in direction d and the door
// crossed, or -1.
func (b *board) step(i int16, d geom.Dir) (int16, int8) {
	k := int(i)*8 + int(d&7)
	return b.steps[k], b.stepDoor[k]
}

// adjacent reports whether i and j are adjacent squares (ignoring doors'
// state), and the door between them.
func (b *board) adjacent(i, j int16) (bool, int8) {
	for d := range 8 {
		if q, door := b.step(i, geom.Dir(d)); q == j {
			return true, door
		}
	}
	return false, -1
}

// near reports whether j is i or one of its eight neighbours, walls or not:
// "Interacting with squares" needs the square to be adjacent, which walls
// break.
func (b *board) near(i, j int16) bool {
	if i == j {
		return true
	}
	ok, _ := b.adjacent(i, j)
	return ok
}

// Draw returns the text map of the board (for documentation).
func (b *board) String() string { return strings.TrimRight(b.g.String(), "\n") }

// sq converts a point to a square index, -1 when it is not on the board.
func (s *State) sq(p geom.Point) int16 {
	if p.X < 0 || p.Y < 0 || p.X >= s.bd().w || p.Y >= s.bd().h {
		return -1
	}
	return s.bd().idx(p)
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
