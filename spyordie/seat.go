package spyordie

import (
	"fmt"
	"strings"

	"github.com/incursion/incursion"
)

// Seat is a player: the Base Defender or one of up to three Intruders.
// Intruder seats are numbered by player, not by turn order; the Intruders
// agree the order of play during Set-Up ([Order]).
type Seat uint8

// The seats.
const (
	Defender Seat = iota
	Intruder1
	Intruder2
	Intruder3
	// Observer is no player: a spectator. View(Observer), like the view of
	// any value that is not a seat of the game, shows what every player
	// sees and nothing that any one of them alone may know.
	Observer Seat = 255
)

// String returns "Defender", "Intruder1", ...
func (s Seat) String() string {
	switch s {
	case Defender:
		return "Defender"
	case Intruder1, Intruder2, Intruder3:
		return fmt.Sprintf("Intruder%d", s)
	case Observer:
		return "Observer"
	}
	return fmt.Sprintf("Seat(%d)", uint8(s))
}

// seatNames lists the seats' names, in seat order.
var seatNames = []string{"Defender", "Intruder1", "Intruder2", "Intruder3"}

// ParseSeat reads a seat name as String writes it, case-insensitively.
// The error is an [incursion.ParseError].
func ParseSeat(s string) (Seat, error) {
	for k, n := range seatNames {
		if strings.EqualFold(strings.TrimSpace(s), n) {
			return Seat(k), nil
		}
	}
	return 0, &incursion.ParseError{Game: "spyordie", Text: s, Got: s, Want: "a seat (" + strings.Join(seatNames, ", ") + ")"}
}

// Seats returns the seats of the game s belongs to, in seat order: the
// Defender, then one seat per Intruder.
func (s State) Seats() []Seat {
	n := int(s.n)
	if n < 1 || n > 3 {
		n = 0
	}
	out := make([]Seat, n+1)
	for i := range out {
		out[i] = Seat(i)
	}
	return out
}

// isSeat reports whether p is a seat of the game s belongs to.
func (s *State) isSeat(p Seat) bool {
	return p == Defender || p >= Intruder1 && p <= Intruder3 && uint8(p) <= s.n
}

// Fig is a figure of the game: an Intruder (I1..I3, one per Intruder seat)
// or a Minion figure (B the Boss, G1..G6 Guards, T1..T4 Technicians,
// S1..S4 Scientists). Minion figures are the components of the set: a
// Minion can be spawned only while one of its figures is off the board.
type Fig int8

// Figure numbering.
const (
	I1 Fig = 0
	I2 Fig = 1
	I3 Fig = 2
	B  Fig = 3
	G1 Fig = 4
	T1 Fig = 10
	S1 Fig = 14
	// NoFig stands for no figure.
	NoFig Fig = -1

	nFigs    = 18
	nMinions = 15
)

// Kind is a type of figure.
type Kind uint8

// Kinds of figure; the Minion kinds are in the order they act ("Phase 2:
// Actions").
const (
	Boss Kind = iota
	Guard
	Technician
	Scientist
	Agent
)

var kindNames = [...]string{"boss", "guard", "technician", "scientist", "intruder"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// Kind returns the type of figure f.
func (f Fig) Kind() Kind {
	switch {
	case f < B:
		return Agent
	case f == B:
		return Boss
	case f < T1:
		return Guard
	case f < S1:
		return Technician
	}
	return Scientist
}

// Intruder reports whether f is an Intruder figure.
func (f Fig) Intruder() bool { return f >= 0 && f < B }

// Valid reports whether f names a figure.
func (f Fig) Valid() bool { return f >= 0 && f < nFigs }

// Seat returns the seat that controls f.
func (f Fig) Seat() Seat {
	if f.Intruder() {
		return Seat(f) + 1
	}
	return Defender
}

func (f Fig) String() string {
	switch {
	case !f.Valid():
		return "-"
	case f < B:
		return fmt.Sprintf("I%d", f+1)
	case f == B:
		return "B"
	case f < T1:
		return fmt.Sprintf("G%d", f-G1+1)
	case f < S1:
		return fmt.Sprintf("T%d", f-T1+1)
	}
	return fmt.Sprintf("S%d", f-S1+1)
}

// ParseFig reads a figure name as String writes it, case-insensitively.
func ParseFig(s string) (Fig, error) {
	if f, ok := lookupFig(s); ok {
		return f, nil
	}
	return NoFig, &incursion.ParseError{Game: "spyordie", Text: s, Got: s, Want: "a figure (I1-I3, B, G1-G6, T1-T4, S1-S4)"}
}

func lookupFig(s string) (Fig, bool) {
	for f := Fig(0); f < nFigs; f++ {
		if strings.EqualFold(f.String(), s) {
			return f, true
		}
	}
	return NoFig, false
}

// kindFigs returns the figure range [lo, hi) of a Minion kind.
func kindFigs(k Kind) (Fig, Fig) {
	switch k {
	case Boss:
		return B, G1
	case Guard:
		return G1, T1
	case Technician:
		return T1, S1
	case Scientist:
		return S1, nFigs
	}
	return 0, B
}
