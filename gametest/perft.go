package gametest

import (
	"fmt"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// Perft returns the number of distinct action sequences of exactly depth
// actions from s, as chess engines count moves: a state at depth 0 counts
// 1; a state that is over before the depth is reached counts 0. Actions are
// taken in the order of Actions, depth first.
//
// Apply receives a fresh roller from roller() each time it is called, so
// that every branch sees the same dice whatever was explored before it:
// return dice.Script(...) for scripted faces, or dice.New(k) for a fixed
// seed. A nil roller gives dice.Replay() — a roller that panics on any
// roll — for games and depths without chance.
//
// A listed action that Apply rejects, a state that is not over but offers
// no action, or a panic in Apply (a script that ran out) is an error.
func Perft[S, A, E any](g incursion.Rules[S, A, E], s S, depth int, roller func() dice.Roller) (int, error) {
	if roller == nil {
		roller = func() dice.Roller { return dice.Replay() }
	}
	return perft(g, s, depth, roller, nil)
}

func perft[S, A, E any](g incursion.Rules[S, A, E], s S, depth int, roller func() dice.Roller, path []string) (int, error) {
	if depth <= 0 {
		return 1, nil
	}
	if g.Over(s) {
		return 0, nil
	}
	legal := g.Actions(s)
	if len(legal) == 0 {
		return 0, fmt.Errorf("perft: after %v: no legal action, and the game is not over", path)
	}
	n := 0
	for _, a := range legal {
		next, err := perftApply(g, s, a, roller())
		if err != nil {
			return 0, fmt.Errorf("perft: after %v: %w", path, err)
		}
		k, err := perft(g, next, depth-1, roller, append(path, fmt.Sprint(a)))
		if err != nil {
			return 0, err
		}
		n += k
	}
	return n, nil
}

func perftApply[S, A, E any](g incursion.Rules[S, A, E], s S, a A, r dice.Roller) (next S, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("Apply(%v): panic: %v", a, p)
		}
	}()
	next, _, err = g.Apply(s, a, r)
	if err != nil {
		err = fmt.Errorf("Apply(%v): %w", a, err)
	}
	return next, err
}
