package sabotage

import (
	"fmt"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/internal/notation"
)

// Seat is one of the four characters' players. In 2- and 3-player games one
// person holds two seats; the rules treat them as distinct (Rulebook,
// "2-player game", "3-player game").
type Seat int8

// The seats.
const (
	Spy1 Seat = iota
	Spy2
	Villain1
	Villain2
	// Observer is no seat: its [State.View] is a spectator's, who sees
	// only what is declared to everyone.
	Observer Seat = -1
)

// Seats lists every seat in order.
var Seats = [4]Seat{Spy1, Spy2, Villain1, Villain2}

// allSeats is the package's own copy of Seats.
var allSeats = [4]Seat{Spy1, Spy2, Villain1, Villain2}

var seatNames = [4]string{"Spy1", "Spy2", "Villain1", "Villain2"}

func (s Seat) String() string {
	if s == Observer {
		return "Observer"
	}
	if s < 0 || s > 3 {
		return fmt.Sprintf("Seat(%d)", int(s))
	}
	return seatNames[s]
}

func (s Seat) valid() bool { return s >= 0 && s <= 3 }

// Team returns the seat's team (NoTeam for a value that is no seat, such
// as Observer).
func (s Seat) Team() Team {
	if !s.valid() {
		return NoTeam
	}
	if s >= Villain1 {
		return Villains
	}
	return Spies
}

// Mate returns the seat's teammate.
func (s Seat) Mate() Seat { return s ^ 1 }

// ParseSeat reads a seat name, case-insensitively ("spy1" is Spy1);
// "Observer" reads as [Observer]. The error is an [incursion.ParseError].
func ParseSeat(text string) (Seat, error) {
	if i := notation.Lookup(text, seatNames[:]); i >= 0 {
		return Seat(i), nil
	}
	if notation.Lookup(text, []string{"Observer"}) == 0 {
		return Observer, nil
	}
	return 0, &incursion.ParseError{Game: "sabotage", Text: text, Got: text, Want: seatWant}
}

const seatWant = "a seat (Spy1, Spy2, Villain1, Villain2)"

// Team is Spies or Villains.
type Team int8

// The teams. NoTeam is the winner of a game that is not over.
const (
	Spies Team = iota
	Villains
	NoTeam Team = -1
)

func (t Team) String() string {
	switch t {
	case Spies:
		return "Spies"
	case Villains:
		return "Villains"
	}
	return "nobody"
}

// Other returns the opposing team.
func (t Team) Other() Team { return 1 - t }

// Members returns the team's two seats.
func (t Team) Members() [2]Seat {
	if t == Villains {
		return [2]Seat{Villain1, Villain2}
	}
	return [2]Seat{Spy1, Spy2}
}
