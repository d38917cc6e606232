// Package gametest checks implementations of [incursion.Game], as
// testing/fstest checks file systems and net/http/httptest serves handlers:
// one call checks a game (a new one, a variant, or one of the module's five)
// against the whole contract, rapid generators draw its reachable states,
// legal actions and odd but valid positions, and an invariant helper
// checks a rulebook's property over random legal play.
//
// The typical use is three lines in a game's tests:
//
//	if err := gametest.TestGame(mygame.Game); err != nil {
//		t.Fatal(err)
//	}
//
// or, with each check a subtest, a rulebook invariant over rapid's random
// games, and the fuzz target of mutated states:
//
//	func TestGame(t *testing.T)     { gametest.Run(t, mygame.Game) }
//	func TestStacking(t *testing.T) { gametest.Invariant(t, mygame.Game, stackingLimit) }
//	func FuzzState(f *testing.F)    { gametest.FuzzState(f, mygame.Game) }
//
// # Checking a game
//
// [TestGame] returns nil or the errors of the checks that failed, joined;
// [Run] runs the same checks as subtests of a *testing.T. Both play one
// random game per seed (seeds 1, 2 and 3, or [Seeds]), every die and every
// choice from dice.New(seed), so a failure names a seed that replays it.
// [Option] values choose the variant ([Variant], [AllVariants]), bound the
// games ([MaxActions]), and tell the checks what they cannot guess
// ([Hidden], [Validate], [IsView], [Canonical], [UnmarshalAction]); the
// State's own method Validate() error is used when it has one. The checks
// are the methods of [Contract], which holds every option as a field and
// runs them all with [Contract.Test]:
//
//   - Playout ([Contract.Playout], [RulesSuite.Run]): the contract of
//     [incursion.Rules] after every action: every listed action passes
//     Legal, marshals to JSON and reads back from its text notation; Apply
//     never changes its input (a [DeepCopy] taken before still equals it
//     after); actions legal earlier and illegal now are rejected by Legal
//     and Apply with errors wrapping [incursion.ErrIllegal], and Apply
//     returns its input unchanged; the state survives a JSON round trip;
//     the game is over within MaxActions; the same seed gives the same
//     game; states are safe to use from several goroutines at once.
//   - Contract ([Contract.Run]): the contract of [incursion.Game] on every
//     state: Seats, ToMove (empty exactly when over), ActionsFor and
//     Actions, Owner, Result and Returns, seats that parse back, and on
//     sampled states every seat's and the observer's View (round trips,
//     idempotent, lists that seat's actions, not playable), and the public
//     forms of every action and event.
//   - Converse ([Contract.Converse]): whatever passes Legal is listed; listed
//     actions changed one field at a time ([Perturb]) are offered to Legal.
//   - Determinize ([Contract.Determinize]): a sample of a seat's view keeps
//     the view and the InfoKey, validates and plays on; distinct views have
//     distinct keys. A game whose Determinize returns an error wrapping
//     errors.ErrUnsupported skips it.
//   - Mutated ([Contract.Mutated]): states decoded from the JSON of real
//     states with one leaf changed ([MutateJSON]) are playable: nothing
//     panics, a game not over has a legal action, and every listed action
//     applies and validates ([Contract.CheckState]).
//
// Errors name the game, the check, the seed, the number of actions and the
// last of them. A panic in the game is returned as an error with its stack.
//
// # Generators
//
// [States], [Actions] and [Positions] are rapid generators built with
// rapid.Custom, so what they draw shrinks by rapid's own means:
//
//	rapid.Check(t, func(t *rapid.T) {
//		s := gametest.States(hive.Game).Draw(t, "state") // any reachable state
//		a := gametest.Actions(hive.Game, s).Draw(t, "action")
//		// ... a property of s and a
//	})
//
// A state of [States] is the end of a random playout whose seed, length and
// every choice are rapid's draws: it shrinks to a shorter game and to the
// first listed actions. [Positions] are reachable states with up to three
// JSON leaves changed, each change kept only when the result decodes (and
// validates) and is no view: valid positions that play may never reach,
// the awkward inputs that testing/iotest's readers are for files. The
// leaves are numbered in a fixed order (object keys sorted), never in Go
// map order, so rapid's seeds and failure files replay them. Outside a
// test, a generator's Example(seed) gives one value.
//
// # Invariants
//
// [Invariant] checks that a function of the state returns nil on every
// state of rapid's random games, and shrinks a failure to a short game;
// [CheckInvariant] is the same over fixed seeds, returning an error, for
// Examples and programs. [InvariantProperty] is the rapid property, for
// rapid.MakeFuzz. Each game's gametest_example_test.go states a rulebook
// invariant this way.
//
// # Long runs
//
// The checks are fast by default. For long runs:
//
//	INCURSION_LONG=1 INCURSION_GAMES=5000 go test ./mygame   # TestGame, Run and the rapid checks play seeds 1..5000 more
//	go test ./mygame -run Stacking -rapid.checks=10000        # more games for Invariant and the rapid-driven checks
//	go test ./mygame -run '^$' -fuzz FuzzState -fuzztime 5m   # the fuzzing engine on mutated states
//
// [Long] reports INCURSION_LONG=1 and [LongGames] INCURSION_GAMES (1000 by
// default). Under the race detector the rapid-driven checks play
// [RaceChecks] games unless -rapid.checks is given. A rapid failure is saved
// under the package's testdata/rapid and replayed with -rapid.failfile.
//
// # The Rules suite
//
// [RulesSuite] checks a game that has only [incursion.Rules], with a New
// from a seed, a Validate and a bound: [RulesSuite.Check] over rapid's
// seeds, [RulesSuite.Playouts] over fixed ones, [RulesSuite.Run] for one.
// For a game with big states, CheckEvery = k > 1 runs the JSON round trip
// and the deep copies only on the first state, the last and every k-th.
// At the end of a game it checks that Actions is empty, that actions legal
// earlier are all rejected, and that the first state still equals a deep
// copy taken at the start (no Apply wrote into memory shared with an older
// state). The checks roll their own Apply calls with a second roller, so
// they never change the game being played. [RulesSuite.Trace] returns the
// states and actions of a game, for golden tests and fuzz corpora.
//
// # Why a deep copy
//
// "Apply never mutates its input" is checked by comparing the input with a
// deep copy made before Apply. [DeepCopy] is a reflection-based clone that
// follows pointers, slices, maps, arrays, interfaces and unexported fields,
// so any write through memory shared with the input is seen. Comparing
// against a state re-derived by replaying the seed would also work, but
// costs a replay per step (quadratic in the game length) and would miss a
// mutation that the replay repeats identically; the copy is linear and
// independent of the game's determinism, which is checked separately.
// States are compared with [Equal]: go-cmp with every unexported field
// allowed (a type's own Equal method is used); [Diff] shows a difference.
//
// # Other helpers
//
// [Perft] counts the action sequences of a depth under scripted dice, for
// golden move counts. [Contract.Digest] hashes random playouts, for a
// golden test that pins a game's behaviour before a refactor. [Bench] runs
// the three benchmarks every game reports. [CheckFrequencies] tests a
// sampler's frequencies (a determinization, a shuffle) with a chi-square
// test. [FuzzParse], [FuzzJSON], [RulesSuite.FuzzApply] and
// [FuzzState] ([Contract.FuzzState]) are fuzz targets: any input gives an error, never a
// panic, and whatever is accepted round-trips or plays. [AssertIllegal] and
// [AssertUnchanged] serve rules tests.
package gametest
