package hive

import "fmt"

// Event is something that happened while an action was applied. It is
// sealed; [VisibleTo] says which seat observes it.
type Event interface {
	isEvent()
	fmt.Stringer
	seen() int8
}

// Who observes an event: everybody, or one seat only.
const (
	toAll    int8 = -1
	toTerran int8 = int8(Terran)
	toZnon   int8 = int8(Znon)
)

// Rolled is a die roll: who rolled it, what for, and the face.
type Rolled struct {
	Seat Seat   `json:"seat"`
	For  string `json:"for"`
	Face int    `json:"face"`
	To   int8   `json:"to"`
}

// Moved is a unit entering a box (9.0).
type Moved struct {
	Unit int    `json:"unit"`
	From string `json:"from"`
	To   string `json:"to_box"`
	Cost int    `json:"cost"`
	Seen int8   `json:"to"`
}

// Affected is something that happened to a unit: "eliminated",
// "incapacitated", "flipped", "mind controlled", "released", "freed",
// "activated", "revealed", "boobytrap", "removed", "fake removed",
// "executed", "rescued", "evacuated", "placed", "split", "combined", ...
type Affected struct {
	Unit int    `json:"unit"`
	What string `json:"what"`
	Kind Kind   `json:"kind,omitempty"`
	Box  string `json:"box,omitempty"`
	To   int8   `json:"to"`
}

// Marked is a change to the Hive or a Darter: a breach placed, opened or
// closed, a hole, a destroyed pod or engine room, an Armory exploding,
// gravity cut, life support shut down, a Darter departing or destroyed.
type Marked struct {
	What   string `json:"what"`
	Box    string `json:"box,omitempty"`
	Darter string `json:"darter,omitempty"`
	To     int8   `json:"to"`
}

// Began is the start of a step of the Sequence of Play (6.0).
type Began struct {
	Turn int  `json:"turn"`
	Step Step `json:"step"`
}

// Ended is the end of the game (6.0) and why.
type Ended struct {
	Reason string `json:"reason"`
}

func (Rolled) isEvent()   {}
func (Moved) isEvent()    {}
func (Affected) isEvent() {}
func (Marked) isEvent()   {}
func (Began) isEvent()    {}
func (Ended) isEvent()    {}

func (e Rolled) seen() int8   { return e.To }
func (e Moved) seen() int8    { return e.Seen }
func (e Affected) seen() int8 { return e.To }
func (e Marked) seen() int8   { return e.To }
func (Began) seen() int8      { return toAll }
func (Ended) seen() int8      { return toAll }

func (e Rolled) String() string { return fmt.Sprintf("%s rolls %d (%s)", e.Seat, e.Face, e.For) }
func (e Moved) String() string {
	return fmt.Sprintf("unit %d moves %s -> %s (%d MP)", e.Unit, e.From, e.To, e.Cost)
}
func (e Affected) String() string {
	s := fmt.Sprintf("unit %d %s", e.Unit, e.What)
	if e.Kind != Unknown {
		s += " (" + e.Kind.String() + ")"
	}
	if e.Box != "" {
		s += " in " + e.Box
	}
	return s
}
func (e Marked) String() string {
	s := e.What
	if e.Darter != "" {
		s += " " + e.Darter
	}
	if e.Box != "" {
		s += " in " + e.Box
	}
	return s
}
func (e Began) String() string { return fmt.Sprintf("turn %d: %s", e.Turn, e.Step) }
func (e Ended) String() string { return "game over: " + e.Reason }

// VisibleTo reports whether seat observes e (the hidden information of
// 4.8, 5.5, 5.6, 11.0).
func VisibleTo(e Event, seat Seat) bool {
	if e == nil {
		return false
	}
	w := e.seen()
	return w == toAll || w == int8(seat)
}

// MarshalJSON writes {"type": "rolled", ...}.
func (e Rolled) MarshalJSON() ([]byte, error) {
	type plain Rolled
	return typed("rolled", plain(e))
}

// MarshalJSON writes {"type": "moved", ...}.
func (e Moved) MarshalJSON() ([]byte, error) {
	type plain Moved
	return typed("moved", plain(e))
}

// MarshalJSON writes {"type": "affected", ...}.
func (e Affected) MarshalJSON() ([]byte, error) {
	type plain Affected
	return typed("affected", plain(e))
}

// MarshalJSON writes {"type": "marked", ...}.
func (e Marked) MarshalJSON() ([]byte, error) {
	type plain Marked
	return typed("marked", plain(e))
}

// MarshalJSON writes {"type": "began", ...}.
func (e Began) MarshalJSON() ([]byte, error) {
	type plain Began
	return typed("began", plain(e))
}

// MarshalJSON writes {"type": "ended", ...}.
func (e Ended) MarshalJSON() ([]byte, error) {
	type plain Ended
	return typed("ended", plain(e))
}
