package bots

import (
	"github.com/incursion/incursion/dice"
)

// The players [Match.Agent] knows, besides "ismcts-N" (N iterations) and
// "ismcts+bot-N".
const (
	Random    = "random"     // a uniform pick among the seat's legal actions
	Bot       = "bot"        // the game's heuristic bot, as Match.BotFor
	ISMCTS    = "ismcts"     // search.ISMCTS with 1000 iterations a decision, uniform playouts
	ISMCTSBot = "ismcts+bot" // the same, its playouts played by the game's bots
	// ISMCTSEval is ISMCTS whose playouts are cut short and scored by the
	// game's evaluation ([AddEval]); "ismcts+bot+eval" plays them with the
	// bots as well.
	ISMCTSEval = "ismcts+eval"
)

// ParsePlayer checks a player name for [Match.Agent]: "random", "bot", or
// an ISMCTS player, "ismcts", "ismcts+bot", "ismcts+eval" or
// "ismcts+bot+eval", alone (1000 iterations a decision) or followed by
// "-N", N ≥ 1 iterations.
func ParsePlayer(name string) error {
	_, err := parsePlayer(name)
	return err
}

func (m *genericMatch[S, A, E, P]) Agent(seat, player string, r dice.Roller) (Step, error) {
	text, err := m.Choose(seat, player, r)
	if err != nil {
		return Step{}, err
	}
	return m.Play(seat, text, r)
}
