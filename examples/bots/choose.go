package bots

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/search"
)

// player is a parsed player name: random, bot, or an ISMCTS player with its
// iterations and options.
type player struct {
	name  string // Random, Bot or ISMCTS
	n     int    // iterations a decision (ISMCTS)
	bots  bool   // playouts played by the game's bots
	eval  bool   // playouts cut short and scored by the game's evaluation
	label string // the name as given
}

// parsePlayer reads a player name: "random", "bot", or "ismcts" with the
// options "+bot" and "+eval" in that order, then "-N" (N ≥ 1 iterations a
// decision; 1000 without it).
func parsePlayer(text string) (player, error) {
	switch text {
	case Random, Bot:
		return player{name: text, label: text}, nil
	}
	p := player{name: ISMCTS, n: 1000, label: text}
	rest, ok := strings.CutPrefix(text, ISMCTS)
	if ok {
		rest, p.bots = strings.CutPrefix(rest, "+bot")
		rest, p.eval = strings.CutPrefix(rest, "+eval")
		if rest != "" {
			var num string
			num, ok = strings.CutPrefix(rest, "-")
			n, err := strconv.Atoi(num)
			ok = ok && err == nil && n >= 1 && !strings.HasPrefix(num, "+")
			p.n = n
		}
	}
	if !ok {
		return player{}, fmt.Errorf("no player %q (players: %s, %s, %s[+bot][+eval][-N])", text, Random, Bot, ISMCTS)
	}
	return p, nil
}

// Eval is a game's evaluation for its "+eval" ISMCTS players
// ([search.ISMCTS.Cutoff] and [search.ISMCTS.Value]): each playout stops
// after Cutoff actions and the state reached is scored by Value, each
// seat's estimated return in the order of the game's Seats, on the scale
// of Returns (−1 loss, 1 win). Value reads a determinization, a full state
// the searching seat drew, so it may read anything in it.
type Eval[S any] struct {
	Cutoff int
	Value  func(s S) []float64
	// Why says in a few words what Value counts, for the documentation.
	Why string
}

var evals = map[string]any{} // by game name: an Eval of the game's State

// AddEval registers the evaluation of game g for its "+eval" ISMCTS
// players. A game without one plays "+eval" as the plain player does
// (playouts to the end). It panics on a duplicate.
func AddEval[S any, A, E fmt.Stringer, P incursion.Seat](g incursion.Game[S, A, E, P], e Eval[S]) {
	mu.Lock()
	defer mu.Unlock()
	if _, dup := evals[g.Name()]; dup {
		panic("bots: evaluation registered twice: " + g.Name())
	}
	evals[g.Name()] = e
}

// EvalOf says how game name evaluates a cut playout (Eval.Why and
// Eval.Cutoff), ok false when it registered no evaluation.
func EvalOf(name string) (why string, cutoff int, ok bool) {
	mu.Lock()
	defer mu.Unlock()
	e, ok := evals[name]
	if !ok {
		return "", 0, false
	}
	type describer interface{ describe() (string, int) }
	d := e.(describer)
	why, cutoff = d.describe()
	return why, cutoff, true
}

func (e Eval[S]) describe() (string, int) { return e.Why, e.Cutoff }

// Choose lets player pick an action for seat, which must be to move, from
// the seat's view, as Agent does, but does not apply it: it returns the
// action in the text notation, to Play with another roller. A table that
// picks with a roller of the bots' own and plays with the game's keeps the
// rules' rolls apart from the bots' draws, so that the seed and the actions
// replay the game (incursion's convention for game records).
func (m *genericMatch[S, A, E, P]) Choose(seat, name string, r dice.Roller) (string, error) {
	pl, err := parsePlayer(name)
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
	switch pl.name {
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
		agent := m.search(pl)
		if a, err = agent.Decide(m.g.View(m.s, p), p, r); err != nil {
			return "", fmt.Errorf("%s: %s: %w", m.g.Name(), name, err)
		}
	}
	return a.String(), nil
}

// search is the ISMCTS of player pl in this game.
func (m *genericMatch[S, A, E, P]) search(pl player) search.ISMCTS[S, A, E, P] {
	agent := search.ISMCTS[S, A, E, P]{Game: m.g, Iterations: pl.n}
	if pl.bots {
		// The bots' picks lead until the playouts overturn them: without
		// the bias, 50 iterations of a solo Fireteam Zero mission won 30%
		// of 20 games where the bot alone wins 75%; with Bias 1, 70%;
		// with 3, 85%.
		agent.Rollout, agent.Bias = m.rollout, botBias
	}
	if pl.eval {
		mu.Lock()
		e, ok := evals[m.g.Name()].(Eval[S])
		mu.Unlock()
		if ok {
			agent.Cutoff, agent.Value = e.Cutoff, e.Value
		}
	}
	return agent
}

// botBias is the progressive bias of the bots' picks in the "+bot" ISMCTS
// players (search.ISMCTS.Bias).
const botBias = 3

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
