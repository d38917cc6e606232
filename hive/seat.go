package hive

import (
	"fmt"
	"strings"

	"github.com/incursion/incursion"
)

// Seat is a player of the game: the Terran player or the Znon player.
type Seat uint8

// The two seats, and Observer: no seat, whose [State.View] is a
// spectator's (neither player's secrets).
const (
	Terran Seat = iota
	Znon
	Observer
)

// Seats lists the seats in order.
var Seats = [2]Seat{Terran, Znon}

func (s Seat) String() string {
	switch s {
	case Terran:
		return "Terran"
	case Znon:
		return "Znon"
	case Observer:
		return "Observer"
	}
	return fmt.Sprintf("seat(%d)", uint8(s))
}

// ParseSeat reads "Terran" or "Znon", in any case.
func ParseSeat(text string) (Seat, error) {
	switch strings.ToLower(text) {
	case "terran":
		return Terran, nil
	case "znon":
		return Znon, nil
	}
	return 0, &incursion.ParseError{Game: "hive", Text: text, Got: text, Want: "a seat (Terran, Znon)"}
}

// Other returns the enemy seat (3.0, Enemy).
func (s Seat) Other() Seat { return 1 - s }

// MarshalText writes the seat's name.
func (s Seat) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads a seat's name, "Observer" included.
func (s *Seat) UnmarshalText(b []byte) error {
	if strings.EqualFold(string(b), "observer") {
		*s = Observer
		return nil
	}
	p, err := ParseSeat(string(b))
	if err != nil {
		return err
	}
	*s = p
	return nil
}
