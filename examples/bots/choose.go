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
	n, botPlayouts, err := iterations(player)
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
		agent := search.ISMCTS[S, A, E, P]{Game: m.g, Iterations: n}
		if botPlayouts {
			agent.Rollout = m.rollout
		}
		if a, err = agent.Decide(m.g.View(m.s, p), p, r); err != nil {
			return "", fmt.Errorf("%s: %s: %w", m.g.Name(), player, err)
		}
	}
	return a.String(), nil
}

// rollout is the playout policy of an "ismcts+bot" player: in a
// determinization s, the bot of the seat that owns legal[0] picks among
// that seat's actions, from its view, as in a match.
func (m *genericMatch[S, A, E, P]) rollout(s S, legal []A, r dice.Roller) A {
	p := m.g.Owner(s, legal[0])
	var b incursion.Policy[S, A]
	if m.bot != nil {
		b = m.bot(p)
	}
	if b == nil {
		return legal[r.IntN(len(legal))]
	}
	own := m.g.ActionsFor(s, p)
	if len(own) == 0 {
		return legal[r.IntN(len(legal))]
	}
	return b(m.g.View(s, p), own, r)
}
