package gametest

import (
	"errors"
	"fmt"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// TestGame checks g against the whole contract of [incursion.Game], as
// testing/fstest's TestFS checks a file system: it plays one random game
// per seed (seeds 1, 2 and 3, or the [Seeds] option) with each check of
// [Contract.Test], and returns nil, or the first broken rule of each
// failing check, joined ([errors.Join]). Each error names the check, the
// seed, the step and the last action.
//
// With no option it checks the standard game, validating every state with
// State's method Validate() error when it has one; see [Option] for the
// others. With INCURSION_LONG=1 in the environment it plays seeds
// 1..[LongGames]().
//
//	if err := gametest.TestGame(mygame.Game); err != nil {
//		t.Fatal(err)
//	}
func TestGame[S any, A, E fmt.Stringer, P incursion.Seat](g incursion.Game[S, A, E, P], opts ...Option) error {
	o := newOptions(opts)
	var errs []error
	for _, v := range o.variants(g.Variants()) {
		c, err := contractOf(g, o, v)
		if err != nil {
			return err
		}
		if err := c.Test(o.testSeeds()...); err != nil {
			if o.allVariants {
				err = fmt.Errorf("variant %q: %w", v, err)
			}
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// Run is [TestGame] for go test: each check of [Contract.Test] runs as a
// subtest of t (Playout, Contract, Converse, Determinize, Mutated; with
// [AllVariants], under a subtest per variant), so -run selects them and a
// failure names the check:
//
//	func TestGame(t *testing.T) { gametest.Run(t, mygame.Game) }
//
// A game that cannot determinize (its Determinize returns an error
// wrapping errors.ErrUnsupported) skips that check.
func Run[S any, A, E fmt.Stringer, P incursion.Seat](t *testing.T, g incursion.Game[S, A, E, P], opts ...Option) {
	t.Helper()
	o := newOptions(opts)
	for _, v := range o.variants(g.Variants()) {
		c, err := contractOf(g, o, v)
		if err != nil {
			t.Fatal(err)
		}
		if !o.allVariants {
			c.Subtests(t, o.testSeeds()...)
			return
		}
		name := v
		if name == "" {
			name = "standard"
		}
		t.Run(name, func(t *testing.T) { c.Subtests(t, o.testSeeds()...) })
	}
}

// testSeeds returns the seeds of TestGame and Run.
func (o options) testSeeds() []uint64 {
	if Long() {
		seeds := make([]uint64, LongGames())
		for i := range seeds {
			seeds[i] = uint64(i + 1)
		}
		return seeds
	}
	if o.seeds != nil {
		return o.seeds
	}
	return defaultSeeds()
}

// A check is one of the checks of [Contract.Test], run for one seed.
type check struct {
	name string
	run  func(seed uint64) error
}

func (c Contract[S, A, E, P]) checks() []check {
	return []check{
		{"Playout", c.Playout},
		{"Contract", c.Run},
		{"Converse", c.Converse},
		{"Determinize", c.Determinize},
		{"Mutated", c.Mutated},
	}
}

// Test runs every check of the contract on one random game per seed and
// returns nil, or the first broken rule of each failing check, joined:
//
//   - Playout: the contract of [incursion.Rules] after every action of a
//     random playout ([RulesSuite.Run]: listed actions legal and parsed
//     back, Apply never changing its input, illegal actions rejected with
//     [incursion.ErrIllegal], JSON round trips, the game over within
//     MaxActions, the same seed giving the same game, concurrent use);
//   - Contract: the contract of [incursion.Game] ([Contract.Run]: seats,
//     ToMove, ActionsFor, owners, returns, views, public forms, text);
//   - Converse: whatever passes Legal is listed ([Contract.Converse]);
//   - Determinize: the determinizer's samples ([Contract.Determinize]),
//     skipped for a game that does not determinize;
//   - Mutated: states decoded from mutated JSON are playable
//     ([Contract.Mutated]).
func (c Contract[S, A, E, P]) Test(seeds ...uint64) error {
	var errs []error
	for _, ch := range c.checks() {
		for _, seed := range seeds {
			err := ch.run(seed)
			if err == nil || ch.name == "Determinize" && errors.Is(err, errors.ErrUnsupported) {
				continue
			}
			errs = append(errs, fmt.Errorf("%s: %w", ch.name, err))
			break
		}
	}
	return errors.Join(errs...)
}

// Subtests runs each check of [Contract.Test] as a subtest of t, and
// reports every failing seed.
func (c Contract[S, A, E, P]) Subtests(t *testing.T, seeds ...uint64) {
	t.Helper()
	for _, ch := range c.checks() {
		t.Run(ch.name, func(t *testing.T) {
			for _, seed := range seeds {
				err := ch.run(seed)
				if ch.name == "Determinize" && errors.Is(err, errors.ErrUnsupported) {
					t.Skipf("%s does not determinize: %v", c.Game.Name(), err)
				}
				if err != nil {
					t.Error(err)
				}
			}
		})
	}
}

// Playout checks the contract of [incursion.Rules] on one random game of
// the Game from seed, through [RulesSuite.Run]: states from
// Game.New(Variant, dice.New(seed)), Validate (none when nil), MaxActions,
// ParseAction, UnmarshalAction and CheckEvery as the Contract sets them.
func (c Contract[S, A, E, P]) Playout(seed uint64) error {
	c, err := c.withDefaults()
	if err != nil {
		return err
	}
	g := c.Game
	validate := c.Validate
	if validate == nil {
		validate = func(S) error { return nil }
	}
	err = RulesSuite[S, A, E]{
		Rules:           g,
		New:             func(seed uint64) (S, error) { return g.New(c.Variant, dice.New(seed)) },
		Validate:        validate,
		MaxActions:      c.MaxActions,
		Parse:           g.ParseAction,
		UnmarshalAction: c.UnmarshalAction,
		CheckEvery:      c.CheckEvery,
	}.Run(seed)
	if err != nil {
		return fmt.Errorf("%s: %w", g.Name(), err)
	}
	return nil
}

// FuzzState is the fuzz target "any state that decodes is playable" of g
// ([Contract.FuzzState]), with the options of [TestGame]; its seed corpus
// (the inputs of the Mutated check for each seed) runs under plain go test:
//
//	func FuzzState(f *testing.F) { gametest.FuzzState(f, mygame.Game) }
//
// and the fuzzing engine mutates further with go test -fuzz FuzzState.
func FuzzState[S any, A, E fmt.Stringer, P incursion.Seat](f *testing.F, g incursion.Game[S, A, E, P], opts ...Option) {
	o := newOptions(opts)
	c, err := contractOf(g, o, o.variant)
	if err != nil {
		f.Fatal(err)
	}
	seeds := o.seeds
	if seeds == nil {
		seeds = defaultSeeds()
	}
	c.FuzzState(f, seeds...)
}
