package sabotage

import "fmt"

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
)

// Seats lists every seat in order.
var Seats = [4]Seat{Spy1, Spy2, Villain1, Villain2}

// allSeats is the package's own copy of Seats.
var allSeats = [4]Seat{Spy1, Spy2, Villain1, Villain2}

var seatNames = [4]string{"Spy1", "Spy2", "Villain1", "Villain2"}

func (s Seat) String() string {
	if s < 0 || s > 3 {
		return fmt.Sprintf("Seat(%d)", int(s))
	}
	return seatNames[s]
}

func (s Seat) valid() bool { return s >= 0 && s <= 3 }

// Team returns the seat's team.
func (s Seat) Team() Team {
	if s >= Villain1 {
		return Villains
	}
	return Spies
}

// Mate returns the seat's teammate.
func (s Seat) Mate() Seat { return s ^ 1 }

// ParseSeat reads a seat name.
func ParseSeat(text string) (Seat, error) {
	for i, n := range seatNames {
		if n == text {
			return Seat(i), nil
		}
	}
	return 0, fmt.Errorf("sabotage: unknown seat %q", text)
}

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
