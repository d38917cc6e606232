package main

import (
	"strings"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/examples/bots"
)

// seatName is a seat as bots.Match names it, for incursion.Result's text.
type seatName string

func (s seatName) String() string { return string(s) }

// resultText is the Result.String() of the game m plays: "not over", or
// how it ended, from what bots.Match.Result says.
func resultText(m bots.Match) string {
	if !m.Over() {
		return incursion.Result[seatName]{}.String()
	}
	winner, how := m.Result()
	r := incursion.Result[seatName]{Over: true, Reason: how}
	switch winner {
	case bots.Draw:
		r.Draw = true
	case bots.Nobody:
	default:
		for _, w := range strings.Split(winner, " and ") {
			r.Winners = append(r.Winners, seatName(w))
		}
	}
	return r.String()
}
