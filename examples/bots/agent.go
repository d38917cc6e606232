package bots

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/search"
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
	n, err := iterations(player)
	if err != nil {
		return Step{}, err
	}
	switch player {
	case Bot:
		return m.BotFor(seat, r)
	case Random:
		p, err := m.toMove(seat)
		if err != nil {
			return Step{}, err
		}
		legal := m.g.ActionsFor(m.s, p)
		if len(legal) == 0 {
			return Step{}, fmt.Errorf("%s: %s has no legal action", m.g.Name(), p)
		}
		var none S // incursion.Random reads no state
		return m.apply(p, incursion.Random(none, legal, r), r)
	}
	p, err := m.toMove(seat)
	if err != nil {
		return Step{}, err
	}
	// The search sees the seat's view only: an honest agent.
	a, err := search.ISMCTS[S, A, E, P]{Game: m.g, Iterations: n}.Decide(m.g.View(m.s, p), p, r)
	if err != nil {
		return Step{}, fmt.Errorf("%s: %s: %w", m.g.Name(), player, err)
	}
	return m.apply(p, a, r)
}
