package bots

import (
	"fmt"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/search"
)

// Choose lets player pick an action for seat, which must be to move, from
// the seat's view, as Agent does, but does not apply it: it returns the
// action in the text notation, to Play with another roller. A table that
// picks with a roller of the bots' own and plays with the game's keeps the
// rules' rolls apart from the bots' draws, so that the seed and the actions
// replay the game (incursion's convention for game records).
func (m *genericMatch[S, A, E, P]) Choose(seat, player string, r dice.Roller) (string, error) {
	n, err := iterations(player)
	if err != nil {
		return "", err
	}
	p, err := m.toMove(seat)
	if err != nil {
		return "", err
	}
	legal := m.g.ActionsFor(m.s, p)
	if len(legal) == 0 {
		return "", fmt.Errorf("%s: %s has no legal action", m.g.Name(), p)
	}
	var a A
	switch player {
	case Random:
		var none S // incursion.Random reads no state
		a = incursion.Random(none, legal, r)
	case Bot:
		var b incursion.Policy[S, A]
		if m.bot != nil {
			b = m.bot(p)
		}
		if b == nil {
			var none S
			a = incursion.Random(none, legal, r)
		} else {
			a = b(m.g.View(m.s, p), legal, r)
		}
	default:
		// The search sees the seat's view only: an honest agent.
		if a, err = (search.ISMCTS[S, A, E, P]{Game: m.g, Iterations: n}).Decide(m.g.View(m.s, p), p, r); err != nil {
			return "", fmt.Errorf("%s: %s: %w", m.g.Name(), player, err)
		}
	}
	return a.String(), nil
}
