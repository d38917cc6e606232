package bots

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/incursion/incursion/dice"
)

// The players [Match.Agent] knows, besides "ismcts-N" (N iterations).
const (
	Random = "random" // a uniform pick among the seat's legal actions
	Bot    = "bot"    // the game's heuristic bot, as Match.BotFor
	ISMCTS = "ismcts" // search.ISMCTS with 1000 iterations a decision
)

// ParsePlayer checks a player name for [Match.Agent]: "random", "bot",
// "ismcts" or "ismcts-N" with N ≥ 1 iterations.
func ParsePlayer(name string) error {
	_, err := iterations(name)
	return err
}

// iterations reads the iterations of an "ismcts-N" player; 0 for the
// others.
func iterations(player string) (int, error) {
	switch player {
	case Random, Bot:
		return 0, nil
	case ISMCTS:
		return 1000, nil
	}
	if rest, ok := strings.CutPrefix(player, ISMCTS+"-"); ok {
		if n, err := strconv.Atoi(rest); err == nil && n >= 1 {
			return n, nil
		}
	}
	return 0, fmt.Errorf("no player %q (players: %s, %s, %s, %s-N)", player, Random, Bot, ISMCTS, ISMCTS)
}

func (m *genericMatch[S, A, E, P]) Agent(seat, player string, r dice.Roller) (Step, error) {
	text, err := m.Choose(seat, player, r)
	if err != nil {
		return Step{}, err
	}
	return m.Play(seat, text, r)
}
