package hive

import "fmt"

// Seat is a player of the game: the Terran player or the Znon player.
type Seat uint8

// The two seats.
const (
	Terran Seat = iota
	Znon
)

// Seats lists the seats in order.
var Seats = [2]Seat{Terran, Znon}

func (s Seat) String() string {
	switch s {
	case Terran:
		return "Terran"
	case Znon:
		return "Znon"
	}
	return fmt.Sprintf("seat(%d)", uint8(s))
}

// ParseSeat reads "Terran" or "Znon" (any case).
func ParseSeat(text string) (Seat, error) {
	switch text {
	case "Terran", "terran", "TERRAN":
		return Terran, nil
	case "Znon", "znon", "ZNON":
		return Znon, nil
	}
	return 0, fmt.Errorf("hive: no seat %q", text)
}

// Other returns the enemy seat (3.0, Enemy).
func (s Seat) Other() Seat { return 1 - s }
