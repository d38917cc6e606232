package hive

import (
	"fmt"
	"strings"
)

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

func (e Rolled) String() string {
	if e.Face == 0 {
		return fmt.Sprintf("%s rolls ? (%s)", e.Seat, e.For)
	}
	return fmt.Sprintf("%s rolls %d (%s)", e.Seat, e.Face, e.For)
}
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

// PublicEvent returns what the seat that does not observe e sees instead
// (4.8, 5.5, 5.6, 11.0): the same event with its secrets replaced by
// unknowns. A secret roll reads "Znon rolls ? (...)" (Face 0); a secret
// deployment or Cold Storage placement shows a face-down counter (Kind
// Unknown) where it stands; a Space Marine assigned to a Holding Box, or
// an item bought, shows neither which nor where. An event every seat
// observes is its own public form.
func PublicEvent(e Event) Event {
	switch x := e.(type) {
	case Rolled:
		if x.To != toAll {
			x.Face, x.To = 0, toAll
		}
		return x
	case Affected:
		if x.To == toAll {
			return x
		}
		x.To, x.Kind = toAll, Unknown
		switch {
		case strings.HasPrefix(x.What, "bought"):
			x.What = "bought " + unknownItem.String()
		case x.What == "assigned":
			x.Unit, x.Box = NoUnit, ""
		}
		return x
	case Moved:
		x.Seen = toAll
		return x
	case Marked:
		x.To = toAll
		return x
	}
	return e
}
