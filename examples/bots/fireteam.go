package bots

import (
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/fireteam"
)

// Fireteam Zero is cooperative: every seat plays fireteam.Bot.
func init() {
	Add(fireteam.Game, func(fireteam.Seat) incursion.Policy[fireteam.State, fireteam.Action] {
		return fireteam.Bot
	})
}
