// Package playtest is the conformance suite that every game of the module
// runs from its tests: random legal playouts with the common contract of
// [incursion.Rules] checked after every action, a perft counter for golden
// move counts, and fuzz helpers for the text notation and JSON.
//
// # The suite
//
// A game describes itself with a [Game] and calls [Check] from a test:
//
//	func TestConformance(t *testing.T) {
//		playtest.Check(t, playtest.Game[sabotage.State, sabotage.Action, sabotage.Event]{
//			Rules:      sabotage.Rules,
//			New:        func(seed uint64) (sabotage.State, error) { return sabotage.New(sabotage.Config{}, dice.New(seed)) },
//			Validate:   sabotage.State.Validate,
//			MaxActions: 5000,
//			Parse:      sabotage.ParseAction,
//		})
//	}
//
// Run it with more games, or under the race detector:
//
//	go test ./sabotage -run Conformance -rapid.checks=1000
//	go test -race ./sabotage -run Conformance
//
// [Check] draws seeds with rapid (-rapid.checks games, 100 by default) and
// plays one game per seed with [Run]; [Playouts] does the same for a fixed
// list of seeds without rapid. Each game starts from New(seed) and draws
// every roll and every choice of the policy from one roller,
// dice.New(seed), so a failing seed replays exactly. [Run] returns the first
// broken rule as an error naming the seed, the step and the action.
//
// After every action [Run] checks that:
//
//   - every action in Actions passes Legal and marshals to JSON; with Parse
//     set, its text notation (fmt %v) parses back to an equal action; with
//     UnmarshalAction set, its JSON decodes back to an equal action;
//   - the chosen action applies without error, its events marshal to JSON,
//     and Validate holds on the new state;
//   - the input state is unchanged: a deep copy ([DeepCopy]) taken before
//     Apply still equals it after;
//   - actions that were legal earlier in the same game, are not legal now
//     (Legal fails) and are not in Actions, are rejected: Legal's error
//     and Apply's error both wrap [incursion.ErrIllegal], Apply returns the
//     input state, and the input is unchanged;
//   - the state survives a JSON round trip (json.Marshal, then
//     json.Unmarshal into a new S) equal;
//   - the game is over within MaxActions actions.
//
// At the end of the game it checks that Actions is empty, that actions
// legal earlier are all rejected as above, and that the first state of the
// game still equals a deep copy taken at the start (no Apply wrote into
// memory shared with an older state).
//
// Across the game it checks that the same seed gives the same final state
// (the game is played again with [incursion.Playout]), and that states can
// be used from several goroutines at once: Actions (which must give the
// same list every time), Legal, Over, Validate, json.Marshal and Apply
// (with rollers of their own) run concurrently on the first, a middle and
// the last state, which must not change; run the tests with -race to catch
// a state that shares mutable memory.
//
// The checks use a second roller for their own Apply calls, so they never
// change the game being played. [Property] is the rapid property behind
// [Check], for rapid.MakeFuzz; [Trace] returns the states and actions of
// the game [Run] plays from a seed, for golden tests and fuzz corpora;
// [DeepCopy], [Equal], [Diff] and [AssertUnchanged] serve a game's own
// tests.
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
//
// States are compared with [Equal]: go-cmp with every unexported field
// allowed (a type's own Equal method, if any, is used by go-cmp). A game
// whose state holds something go-cmp cannot compare (functions) sets
// Game.Equal.
//
// # Perft
//
// [Perft] counts the distinct action sequences of a given depth from a
// state, calling a roller factory for each Apply, so a game can pin golden
// counts under scripted dice.
//
// # Fuzzing
//
// [FuzzParse], [FuzzJSON] and [FuzzApply] wrap the usual fuzz targets: any
// input gives an error, never a panic, and whatever is accepted round-trips.
package playtest
