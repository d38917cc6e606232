package sabotage

import (
	"fmt"
)

// Rulebook, "2. Target Action": what a planned tile targets (a Target:
// a direction, a room or an area) and the patterns printed on the tiles.

// TargetKind says what a Target names.
type TargetKind int8

// Target kinds.
const (
	NoTarget TargetKind = iota
	DirTarget
	RoomTarget
	AreaTarget
)

// Target is the argument of a planned or executed action: a direction (the
// arrow of a MOVE, the facing of a pattern), a room (PARACHUTE, CRYBABY) or
// an area (SCAN, MOTION DETECTOR). Its text is "-", a direction ("up"), a
// room ("B3") or an area ("row2", "colC", "quadTL", "halftop", "3x3A1").
type Target struct {
	Kind TargetKind
	V    int8
}

// None is the empty target, Target{}.
var None = Target{}

// noTarget is the package's own empty target.
var noTarget = Target{}

// To returns a direction target; At a room target; In an area target.
func To(d Dir) Target { return Target{DirTarget, int8(d)} }

// At returns a room target.
func At(r Room) Target { return Target{RoomTarget, int8(r)} }

// In returns an area target.
func In(a Area) Target { return Target{AreaTarget, int8(a)} }

// Dir returns the direction of a direction target.
func (t Target) Dir() Dir { return Dir(t.V) }

// Room returns the room of a room target.
func (t Target) Room() Room { return Room(t.V) }

// Area returns the area of an area target.
func (t Target) Area() Area { return Area(t.V) }

func (t Target) String() string {
	switch t.Kind {
	case DirTarget:
		return t.Dir().String()
	case RoomTarget:
		return t.Room().String()
	case AreaTarget:
		return t.Area().String()
	}
	return "-"
}

func (t Target) valid() bool {
	switch t.Kind {
	case NoTarget:
		return t.V == 0
	case DirTarget:
		return t.V >= 0 && t.V < 4
	case RoomTarget:
		return t.V >= 0 && t.V < Rooms
	case AreaTarget:
		return t.V >= 0 && t.V < NumAreas
	}
	return false
}

// ParseTarget reads a target as String writes it.
func ParseTarget(text string) (Target, error) {
	if text == "-" {
		return noTarget, nil
	}
	for d := Dir(0); d < 4; d++ {
		if text == d.String() {
			return To(d), nil
		}
	}
	if r, err := ParseRoom(text); err == nil && r != NoRoom {
		return At(r), nil
	}
	if a, err := ParseArea(text); err == nil {
		return In(a), nil
	}
	return noTarget, fmt.Errorf("sabotage: bad target %q", text)
}

// pattern is a targeting pattern printed on a tile (Rulebook, "2. Target
// Action"), drawn facing up: offsets (row, column) from the star room.
// It rotates in 90° steps. Dotted are the pairs of pattern squares whose
// shared wall the action destroys (LAND SHARK, ROCKET LAUNCHER, TENTACLES,
// TNT). The shapes are reconstructed (DATA.md).
type pattern struct {
	star        bool      // the star square is colored: your room is affected
	rooms       [][2]int8 // colored squares
	dotted      [][2][2]int8
	ignoreWalls bool
	symmetric   bool // the same in every rotation: no direction to choose
}

var (
	origin = [2]int8{0, 0}
	front  = [2]int8{-1, 0}
	front2 = [2]int8{-2, 0}
	front3 = [2]int8{-3, 0}
	behind = [2]int8{1, 0}
	left   = [2]int8{0, -1}
	right  = [2]int8{0, 1}
	plus   = [][2]int8{front, right, behind, left}
)

var patterns = map[Tile]pattern{
	// "reveal up to three rooms in a straight line"
	Flashlight: {rooms: [][2]int8{front, front2, front3}},
	// "the room in front of the character plus one further room in a line"
	FlameThrower: {rooms: [][2]int8{front, front2}},
	Flare:        {star: true, rooms: plus, symmetric: true},
	FreezeRay:    {star: true, rooms: [][2]int8{front, front2}},
	Flashbang:    {star: true, rooms: [][2]int8{front}},
	LandShark: {rooms: [][2]int8{front, {-1, -1}, {-1, 1}},
		dotted: [][2][2]int8{{origin, front}, {front, {-1, -1}}, {front, {-1, 1}}}},
	RocketLauncher: {rooms: [][2]int8{front, front2, front3},
		dotted: [][2][2]int8{{origin, front}, {front, front2}, {front2, front3}}},
	Tentacles: {rooms: plus, symmetric: true,
		dotted: [][2][2]int8{{origin, front}, {origin, right}, {origin, behind}, {origin, left}}},
	TNT: {star: true, rooms: plus, symmetric: true,
		dotted: [][2][2]int8{{origin, front}, {origin, right}, {origin, behind}, {origin, left}}},
	// "Hack all 5 targeted rooms, ignoring walls."
	EMP: {star: true, rooms: plus, ignoreWalls: true, symmetric: true},
}

// rotate turns an offset drawn facing up to face d (clockwise steps).
func rotate(o [2]int8, d Dir) [2]int8 {
	for i := Dir(0); i < d; i++ {
		o = [2]int8{o[1], -o[0]}
	}
	return o
}

func offsetRoom(from Room, o [2]int8, d Dir) Room {
	o = rotate(o, d)
	return roomAt(from.Row()+int(o[0]), from.Col()+int(o[1]))
}

// target returns the rooms a pattern affects from room from facing d, and
// the walls it destroys. Unless the pattern ignores walls, a colored room is
// affected only if it can be reached from the star through colored rooms
// without crossing a wall ("The effects of actions cannot cross walls
// unless explicitly noted"), after the dotted walls are destroyed.
func (p pattern) target(walls uint32, from Room, d Dir) (rooms uint16, destroyed uint32) {
	set, destroyed := p.squares(walls, from, d)
	if p.ignoreWalls {
		return set, destroyed
	}
	// The rooms of set reachable from the star: spread until nothing
	// changes.
	right, down := openings(walls &^ destroyed)
	reached := from.bit()
	for {
		next := reached | spread(right, down, reached)&set
		if next == reached {
			break
		}
		reached = next
	}
	if !p.star {
		reached &^= from.bit()
	}
	return reached & set, destroyed
}

// squares returns the rooms under the pattern's colored squares from room
// from facing d (the star room too if it is colored), whether or not walls
// block them, and the walls between dotted squares, which it destroys.
func (p pattern) squares(walls uint32, from Room, d Dir) (set uint16, destroyed uint32) {
	for _, o := range p.rooms {
		if r := offsetRoom(from, o, d); r != NoRoom {
			set |= r.bit()
		}
	}
	for _, pair := range p.dotted {
		a, b := offsetRoom(from, pair[0], d), offsetRoom(from, pair[1], d)
		if a == NoRoom || b == NoRoom {
			continue
		}
		for dir := Dir(0); dir < 4; dir++ {
			if s := step[a][dir]; s.to == b && walls&(1<<uint(s.edge)) != 0 {
				destroyed |= 1 << uint(s.edge)
			}
		}
	}
	if p.star {
		set |= from.bit()
	}
	return set, destroyed
}
