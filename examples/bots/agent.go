package bots

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/incursion/incursion/dice"
)

// The players [Match.Agent] knows, besides "ismcts-N" (N iterations) and
// "ismcts+bot-N".
const (
	Random    = "random"     // a uniform pick among the seat's legal actions
	Bot       = "bot"        // the game's heuristic bot, as Match.BotFor
	ISMCTS    = "ismcts"     // search.ISMCTS with 1000 iterations a decision, uniform playouts
	ISMCTSBot = "ismcts+bot" // the same, its playouts played by the game's bots
)

// ParsePlayer checks a player name for [Match.Agent]: "random", "bot",
// "ismcts", "ismcts-N", "ismcts+bot" or "ismcts+bot-N" with N ≥ 1
// iterations.
func ParsePlayer(name string) error {
	_, _, err := iterations(name)
	return err
}

// iterations reads the iterations of an ISMCTS player (0 for the others)
// and whether its playouts are the bots'.
func iterations(player string) (n int, bots bool, err error) {
	switch player {
	case Random, Bot:
		return 0, false, nil
	case ISMCTS, ISMCTSBot:
		return 1000, player == ISMCTSBot, nil
	}
	for _, prefix := range []string{ISMCTSBot, ISMCTS} {
		if rest, ok := strings.CutPrefix(player, prefix+"-"); ok {
			if n, err := strconv.Atoi(rest); err == nil && n >= 1 {
				return n, prefix == ISMCTSBot, nil
			}
		}
	}
	return 0, false, fmt.Errorf("no player %q (players: %s, %s, %s, %s-N, %s, %s-N)", player, Random, Bot, ISMCTS, ISMCTS, ISMCTSBot, ISMCTSBot)
}

func (m *genericMatch[S, A, E, P]) Agent(seat, player string, r dice.Roller) (Step, error) {
	text, err := m.Choose(seat, player, r)
	if err != nil {
		return Step{}, err
	}
	return m.Play(seat, text, r)
}
