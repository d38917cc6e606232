package gametest

import (
	"fmt"
	"slices"

	"github.com/incursion/incursion"
)

// An Option changes what [TestGame], [Run], the generators ([States],
// [Positions]) and the invariant checks ([Invariant], [CheckInvariant])
// do. The options that carry a function of the game's types ([Validate],
// [IsView], [Canonical], [UnmarshalAction]) are checked against the game
// when they are used: one written for another game is an error.
type Option func(*options)

type options struct {
	variant     string
	allVariants bool
	seeds       []uint64
	maxActions  int
	length      int
	hidden      bool
	// The functions of the game's types, as any: func(S) error,
	// func(S) bool, func(S, A) A, func([]byte) (A, error).
	validate, isView, canonical, unmarshal any
}

// defaultSeeds are the games TestGame, Run, FuzzState and CheckInvariant
// play when no Seeds option is given.
func defaultSeeds() []uint64 { return []uint64{1, 2, 3} }

// DefaultLength bounds the random play of [States] and [Positions] when no
// [Length] option is given: the length of play is drawn in
// 0..DefaultLength, and a game over before that ends it.
const DefaultLength = 300

// Variant makes every game start from the named variant of the game (""
// is the standard game, the default).
func Variant(name string) Option { return func(o *options) { o.variant, o.allVariants = name, false } }

// AllVariants makes the checks run on the standard game and every variant
// the game lists ([incursion.Game.Variants]), and the generators draw the
// variant among them.
func AllVariants() Option { return func(o *options) { o.allVariants = true } }

// Seeds sets the games the checks play (each from dice.New(seed)):
// 1, 2 and 3 by default. With INCURSION_LONG=1 in the environment
// ([Long]), [TestGame] and [Run] play seeds 1..[LongGames]() instead.
func Seeds(seeds ...uint64) Option {
	return func(o *options) { o.seeds = slices.Clone(seeds) }
}

// MaxActions bounds the length of a game: the checks fail when a game is
// not over after n actions ([DefaultMaxActions] by default).
func MaxActions(n int) Option { return func(o *options) { o.maxActions = n } }

// Length bounds random play for the generators and the invariant checks:
// [States] and [Positions] draw the length of play in 0..n
// ([DefaultLength] by default); [Invariant] and [CheckInvariant] stop each
// game after n actions (by default they play it to the end, within
// MaxActions).
func Length(n int) Option { return func(o *options) { o.length = n } }

// Hidden says the game has hidden information: the checks then require
// the observer's view of a state that is not over to differ from the
// state ([Contract].Hidden).
func Hidden() Option { return func(o *options) { o.hidden = true } }

// Validate sets the function that must hold on every state reached
// ([Contract].Validate). Without it, a State with a method
// Validate() error is validated by that method.
func Validate[S any](f func(S) error) Option { return func(o *options) { o.validate = f } }

// IsView tells the checks and [Positions] which states are views rather
// than full states ([Contract].IsView). Without it a state is taken as a
// view when some seat's view of it is the state itself.
func IsView[S any](f func(S) bool) Option { return func(o *options) { o.isView = f } }

// Canonical maps an action to the one Actions lists for it, for a game
// that lists one action per class of equivalent ones ([Contract].Canonical).
func Canonical[S, A any](f func(S, A) A) Option { return func(o *options) { o.canonical = f } }

// UnmarshalAction decodes an action from its JSON; with it, every listed
// action must survive json.Marshal then f equal
// ([RulesSuite].UnmarshalAction).
func UnmarshalAction[A any](f func(data []byte) (A, error)) Option {
	return func(o *options) { o.unmarshal = f }
}

func newOptions(opts []Option) options {
	var o options
	for _, f := range opts {
		f(&o)
	}
	return o
}

// variants lists the variants the options ask for.
func (o options) variants(all []string) []string {
	if o.allVariants {
		return append([]string{""}, all...)
	}
	return []string{o.variant}
}

// contract builds the Contract of g that the options describe, for one
// variant.
func contractOf[S any, A, E fmt.Stringer, P incursion.Seat](g incursion.Game[S, A, E, P], o options, variant string) (Contract[S, A, E, P], error) {
	c := Contract[S, A, E, P]{Game: g, Variant: variant, MaxActions: o.maxActions, Hidden: o.hidden}
	var err error
	if c.Validate, err = optionFunc[func(S) error](g, o.validate, "Validate"); err != nil {
		return c, err
	}
	if c.Validate == nil {
		c.Validate = validateMethod[S]()
	}
	if c.IsView, err = optionFunc[func(S) bool](g, o.isView, "IsView"); err != nil {
		return c, err
	}
	if c.Canonical, err = optionFunc[func(S, A) A](g, o.canonical, "Canonical"); err != nil {
		return c, err
	}
	if c.UnmarshalAction, err = optionFunc[func([]byte) (A, error)](g, o.unmarshal, "UnmarshalAction"); err != nil {
		return c, err
	}
	return c.withDefaults()
}

// optionFunc returns an option's function as the type the game needs.
func optionFunc[F any, S any, A, E fmt.Stringer, P incursion.Seat](g incursion.Game[S, A, E, P], f any, name string) (F, error) {
	var zero F
	if f == nil {
		return zero, nil
	}
	fn, ok := f.(F)
	if !ok {
		return zero, fmt.Errorf("gametest: the %s option is a %T; %s needs a %T", name, f, g.Name(), zero)
	}
	return fn, nil
}

// validateMethod returns S's method Validate() error as a function, or nil
// when S has none.
func validateMethod[S any]() func(S) error {
	var zero S
	if _, ok := any(zero).(interface{ Validate() error }); !ok {
		return nil
	}
	return func(s S) error { return any(s).(interface{ Validate() error }).Validate() }
}
