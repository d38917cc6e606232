package gametest

import (
	"flag"
	"os"
	"strconv"
	"sync"
	"testing"

	"github.com/incursion/incursion"
	"pgregory.net/rapid"
)

// RulesSuite describes a game to the checks of the [incursion.Rules]
// contract (the shape a game has before it is a whole [incursion.Game]):
// random legal playouts checked after every action. Rules, New, Validate
// and MaxActions are required; the other fields are optional. A Game is
// checked by [TestGame], which builds a RulesSuite of it
// ([Contract.Playout]).
type RulesSuite[S, A, E any] struct {
	Rules incursion.Rules[S, A, E]
	// New returns a fresh state from seed (the game's setup roller is
	// usually dice.New(seed)).
	New func(seed uint64) (S, error)
	// Validate checks the game's invariants (usually State.Validate).
	Validate func(S) error
	// MaxActions bounds the length of a game: every game played with
	// Policy must be over within this many actions.
	MaxActions int
	// Policy picks the actions of every seat; nil means incursion.Random.
	Policy incursion.Policy[S, A]
	// Equal compares two states; nil means [Equal] (go-cmp, unexported
	// fields allowed).
	Equal func(a, b S) bool
	// Parse, if set, reads an action in the text notation; every legal
	// action's String (fmt %v) must parse back to an equal action.
	Parse func(text string) (A, error)
	// UnmarshalAction, if set, decodes an action from its JSON (the
	// sealed interface needs the game's decoder); every legal action must
	// survive json.Marshal then UnmarshalAction equal.
	UnmarshalAction func(data []byte) (A, error)
	// CheckEvery samples the costly per-state checks for games with big
	// states: the state's JSON round trip, and the deep copies behind the
	// checks that Actions, Legal and Apply (legal or illegal) leave their
	// input unchanged. With CheckEvery = k > 1 they run on the first
	// state, the last, and every k-th state (after k, 2k, ... actions);
	// the other states get Validate, the listed-action and illegal-action
	// checks without the copies. 0 (or 1) checks every state. The
	// concurrent-use checks (first, middle and last state) and the replay
	// run whatever its value.
	CheckEvery int
}

// Check plays one random game per seed drawn by rapid (the -rapid.checks
// flag, 100 by default; [RaceChecks] under the race detector) with
// [RulesSuite.Run], and fails t with the first broken rule. A failing seed
// is shrunk by rapid and saved under testdata/rapid.
//
// With INCURSION_LONG=1 in the environment (see [Long]) it then plays
// [LongGames] more games, seeds 1..LongGames(), without rapid.
func (g RulesSuite[S, A, E]) Check(t *testing.T) {
	t.Helper()
	setChecks()
	rapid.Check(t, g.Property())
	if Long() {
		n := LongGames()
		for seed := uint64(1); seed <= uint64(n) && !t.Failed(); seed++ {
			if err := g.Run(seed); err != nil {
				t.Error(err)
			}
		}
	}
}

// RaceChecks is the number of games the rapid-driven checks play under
// the race detector, unless -rapid.checks is given (with -short, rapid
// itself plays a fifth of its count): the race detector makes a playout
// about ten times slower.
const RaceChecks = 5

var setOnce sync.Once

// setChecks lowers rapid's game count to RaceChecks under -race,
// unless the -rapid.checks flag was set on the command line.
func setChecks() {
	setOnce.Do(func() {
		if !raceEnabled {
			return
		}
		explicit := false
		flag.Visit(func(f *flag.Flag) {
			if f.Name == "rapid.checks" {
				explicit = true
			}
		})
		if !explicit && flag.Lookup("rapid.checks") != nil {
			_ = flag.Set("rapid.checks", strconv.Itoa(RaceChecks))
		}
	})
}

// Long reports whether the heavy runs are asked for: INCURSION_LONG=1 in
// the environment. The checks of this package then play [LongGames] more
// games; games put their own long runs behind it too, so that the default
// go test stays fast.
func Long() bool { return os.Getenv("INCURSION_LONG") == "1" }

// LongGames is the number of extra games a long run plays:
// INCURSION_GAMES, or 1000.
func LongGames() int {
	if n, err := strconv.Atoi(os.Getenv("INCURSION_GAMES")); err == nil && n > 0 {
		return n
	}
	return 1000
}

// Property is the rapid property behind [RulesSuite.Check]: it draws a
// seed and fails when [RulesSuite.Run] does. It also serves go test -fuzz:
//
//	func FuzzConformance(f *testing.F) { f.Fuzz(rapid.MakeFuzz(suite.Property())) }
func (g RulesSuite[S, A, E]) Property() func(*rapid.T) {
	return func(rt *rapid.T) {
		seed := rapid.Uint64().Draw(rt, "seed")
		if err := g.Run(seed); err != nil {
			rt.Fatal(err)
		}
	}
}

// Playouts plays one game per seed with [RulesSuite.Run] and reports every
// failing seed on t; it is [RulesSuite.Check] without rapid, for a fixed
// list of seeds.
func (g RulesSuite[S, A, E]) Playouts(t testing.TB, seeds ...uint64) {
	t.Helper()
	for _, seed := range seeds {
		if err := g.Run(seed); err != nil {
			t.Error(err)
		}
	}
}
