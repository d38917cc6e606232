package gametest

import (
	"fmt"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"pgregory.net/rapid"
)

// Invariant checks that prop holds on every state of random legal play of
// g: rapid plays -rapid.checks games (100 by default), each from a drawn
// seed and with every seat and action drawn (as [States] draws them), to
// the end of the game, or for at most n actions with the [Length] option,
// within [MaxActions]. prop returns nil, or an error that says what is
// wrong; the test then fails with it, the seed, the step and the last
// action, and rapid shrinks the game to a short one that still breaks
// prop.
//
//	gametest.Invariant(t, hive.Game, func(s hive.State) error {
//		// ... nil when the rulebook's invariant holds in s
//	})
func Invariant[S any, A, E fmt.Stringer, P incursion.Seat](t *testing.T, g incursion.Game[S, A, E, P], prop func(S) error, opts ...Option) {
	t.Helper()
	setChecks()
	rapid.Check(t, InvariantProperty(g, prop, opts...))
}

// InvariantProperty is the rapid property behind [Invariant], for
// rapid.MakeFuzz or for a property that draws more than the game.
func InvariantProperty[S any, A, E fmt.Stringer, P incursion.Seat](g incursion.Game[S, A, E, P], prop func(S) error, opts ...Option) func(*rapid.T) {
	o := newOptions(opts)
	// The game is played inside one generator, so that its many draws (a
	// seat and an action per step) are not each logged on a failure: the
	// failure names the seed, the step and the last action instead.
	games := rapid.Custom(func(t *rapid.T) played {
		_, taken := play(t, g, o, o.playLength(), func(s S, _ int, _ []A) error { return prop(s) })
		return played(len(taken))
	})
	return func(t *rapid.T) { games.Draw(t, "game") }
}

// played is the number of actions of a game that kept the invariant.
type played int

func (n played) GoString() string { return fmt.Sprintf("a game of %d actions", int(n)) }

// CheckInvariant is [Invariant] without rapid, for an Example or a program:
// it plays one random game per seed (seeds 1, 2 and 3, or the [Seeds]
// option), every choice of seat and action and every die from
// dice.New(seed), to the end of the game or for at most n actions with
// [Length], within [MaxActions], and returns nil, or the first state where
// prop fails: an error naming the game, the seed, the step and the last
// action, which wraps prop's error. A playout that breaks the contract (no
// action in a game not over, an error from Apply) is an error too.
func CheckInvariant[S any, A, E fmt.Stringer, P incursion.Seat](g incursion.Game[S, A, E, P], prop func(S) error, opts ...Option) error {
	o := newOptions(opts)
	seeds := o.seeds
	if seeds == nil {
		seeds = defaultSeeds()
	}
	for _, v := range o.variants(g.Variants()) {
		for _, seed := range seeds {
			if err := checkInvariant(g, prop, v, seed, o.playLength()); err != nil {
				return err
			}
		}
	}
	return nil
}

func checkInvariant[S any, A, E fmt.Stringer, P incursion.Seat](g incursion.Game[S, A, E, P], prop func(S) error, variant string, seed uint64, length int) error {
	s, err := g.New(variant, dice.New(seed))
	if err != nil {
		return fmt.Errorf("%s: New(%q) with seed %d: %w", g.Name(), variant, seed, err)
	}
	roll := dice.New(seed)
	where := func(step int, last string) string {
		w := fmt.Sprintf("%s: seed %d, after %d actions", g.Name(), seed, step)
		if variant != "" {
			w = fmt.Sprintf("%s: variant %q, seed %d, after %d actions", g.Name(), variant, seed, step)
		}
		if last != "" {
			w += " (the last: " + last + ")"
		}
		return w
	}
	last := ""
	for step := 0; ; step++ {
		if err := prop(s); err != nil {
			return fmt.Errorf("%s: %w", where(step, last), err)
		}
		if step >= length || g.Over(s) {
			return nil
		}
		movers := g.ToMove(s)
		if len(movers) == 0 {
			return fmt.Errorf("%s: the game is not over, but ToMove is empty", where(step, last))
		}
		p := movers[roll.IntN(len(movers))]
		legal := g.ActionsFor(s, p)
		if len(legal) == 0 {
			return fmt.Errorf("%s: %v is to move, but ActionsFor(%v) is empty", where(step, last), p, p)
		}
		a := legal[roll.IntN(len(legal))]
		if s, _, err = g.Apply(s, a, roll); err != nil {
			return fmt.Errorf("%s: Apply(%v) of a listed action: %w", where(step, last), a, err)
		}
		last = a.String()
	}
}

// playLength is how many actions the invariant checks play at most.
func (o options) playLength() int {
	switch {
	case o.length > 0:
		return o.length
	case o.maxActions > 0:
		return o.maxActions
	}
	return DefaultMaxActions
}
