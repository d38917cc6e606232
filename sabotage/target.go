package sabotage

import (
	"encoding/json"
	"fmt"
	"strings"
)

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

// MarshalText writes the target's text.
func (t Target) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText reads the target's text.
func (t *Target) UnmarshalText(b []byte) error {
	x, err := ParseTarget(string(b))
	if err != nil {
		return err
	}
	*t = x
	return nil
}

// MarshalText writes the seat's name.
func (s Seat) MarshalText() ([]byte, error) {
	if !s.valid() {
		return nil, fmt.Errorf("sabotage: bad seat %d", int(s))
	}
	return []byte(s.String()), nil
}

// UnmarshalText reads a seat's name (one of the four seats).
func (s *Seat) UnmarshalText(b []byte) error {
	x, err := ParseSeat(string(b))
	if err != nil {
		return err
	}
	if !x.valid() {
		return fmt.Errorf("sabotage: %q is no seat", b)
	}
	*s = x
	return nil
}

// MarshalText writes the character's name without spaces.
func (c Character) MarshalText() ([]byte, error) {
	if c < 0 || c > 7 {
		return []byte("none"), nil
	}
	return []byte(nospace(c.String())), nil
}

// UnmarshalText reads a character's name.
func (c *Character) UnmarshalText(b []byte) error {
	if string(b) == "none" {
		*c = NoCharacter
		return nil
	}
	x, err := ParseCharacter(string(b))
	if err != nil {
		return err
	}
	*c = x
	return nil
}

// diceText writes a dice mask as the 1-based die numbers: "13", or "-".
func diceText(m uint8) string {
	if m == 0 {
		return "-"
	}
	var sb strings.Builder
	for i := 0; i < 4; i++ {
		if m&(1<<uint(i)) != 0 {
			sb.WriteByte(byte('1' + i))
		}
	}
	return sb.String()
}

func parseDice(text string) (uint8, error) {
	if text == "-" {
		return 0, nil
	}
	var m uint8
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c < '1' || c > '4' || m&(1<<(c-'1')) != 0 {
			return 0, fmt.Errorf("sabotage: bad dice %q", text)
		}
		m |= 1 << (c - '1')
	}
	if text == "" {
		return 0, fmt.Errorf("sabotage: bad dice %q", text)
	}
	return m, nil
}

// textEnum writes and reads the names of a small enum for JSON.
func textEnum[T ~int8](v T, names []string, what string) ([]byte, error) {
	if v < 0 || int(v) >= len(names) {
		return nil, fmt.Errorf("sabotage: bad %s %d", what, int(v))
	}
	return []byte(names[v]), nil
}

func parseEnum[T ~int8](b []byte, names []string, what string) (T, error) {
	for i, n := range names {
		if strings.EqualFold(n, string(b)) {
			return T(i), nil
		}
	}
	return 0, fmt.Errorf("sabotage: bad %s %q (want one of %s)", what, b, strings.Join(names, ", "))
}

// MarshalText writes the room's name ("B2"; "off" for NoRoom, "?" for
// UnknownRoom).
func (r Room) MarshalText() ([]byte, error) {
	if r < UnknownRoom || r >= Rooms {
		return nil, fmt.Errorf("sabotage: bad room %d", int(r))
	}
	return []byte(r.String()), nil
}

// UnmarshalText reads a room's name.
func (r *Room) UnmarshalText(b []byte) error {
	if string(b) == "?" {
		*r = UnknownRoom
		return nil
	}
	x, err := ParseRoom(strings.ToUpper(string(b)))
	if strings.EqualFold(string(b), "off") {
		x, err = NoRoom, nil
	}
	if err != nil {
		return err
	}
	*r = x
	return nil
}

// MarshalText writes the phase's name ("plan").
func (p Phase) MarshalText() ([]byte, error) { return textEnum(p, phaseNames[:], "phase") }

// UnmarshalText reads a phase's name.
func (p *Phase) UnmarshalText(b []byte) (err error) {
	*p, err = parseEnum[Phase](b, phaseNames[:], "phase")
	return err
}

var teamNames = []string{"nobody", "Spies", "Villains"}

// MarshalText writes the team's name ("Spies", "Villains", "nobody").
func (t Team) MarshalText() ([]byte, error) { return textEnum(t+1, teamNames, "team") }

// UnmarshalText reads a team's name.
func (t *Team) UnmarshalText(b []byte) error {
	x, err := parseEnum[Team](b, teamNames, "team")
	*t = x - 1
	return err
}

// MarshalText writes the direction ("up").
func (d Dir) MarshalText() ([]byte, error) { return textEnum(d, dirNames[:], "direction") }

// UnmarshalText reads a direction.
func (d *Dir) UnmarshalText(b []byte) (err error) {
	*d, err = parseEnum[Dir](b, dirNames[:], "direction")
	return err
}

// MarshalText writes the map piece ("wall").
func (p Piece) MarshalText() ([]byte, error) { return textEnum(p, pieceNames[:], "map piece") }

// UnmarshalText reads a map piece.
func (p *Piece) UnmarshalText(b []byte) (err error) {
	*p, err = parseEnum[Piece](b, pieceNames[:], "map piece")
	return err
}

// MarshalText writes the wall's place as the two rooms it separates
// ("A1|B1").
func (e Edge) MarshalText() ([]byte, error) {
	if e < 0 || e >= Edges {
		return nil, fmt.Errorf("sabotage: bad wall %d", int(e))
	}
	return []byte(e.String()), nil
}

// UnmarshalText reads a wall's place ("A1|B1").
func (e *Edge) UnmarshalText(b []byte) error {
	for x := Edge(0); x < Edges; x++ {
		if strings.EqualFold(x.String(), string(b)) {
			*e = x
			return nil
		}
	}
	return fmt.Errorf("sabotage: bad wall %q (want two neighbouring rooms, as A1|B1)", b)
}

// RoomSet is a set of rooms, bit r for room r in reading order (A1 = 1,
// B1 = 2, ..., D4 = 1<<15), as [Area.Rooms] gives. In JSON it is the list
// of the rooms' names in reading order, e.g. ["C1","C2","C3","C4"].
type RoomSet uint16

// MarshalJSON writes the rooms' names in reading order.
func (m RoomSet) MarshalJSON() ([]byte, error) { return json.Marshal(roomsOfMask(uint16(m))) }

// UnmarshalJSON reads a list of room names, each once.
func (m *RoomSet) UnmarshalJSON(b []byte) error {
	var rs []Room
	if err := json.Unmarshal(b, &rs); err != nil {
		return err
	}
	v, err := maskOfRooms(rs)
	if err != nil {
		return err
	}
	*m = RoomSet(v)
	return nil
}
