package sabotage

import (
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
