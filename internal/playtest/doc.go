// Package playtest is the conformance suite that every game of the module
// runs from its tests: random legal playouts with the common contract of
// [incursion.Rules] checked after every action, the generic checks of the
// whole [incursion.Game] contract (seats, views, public forms, returns,
// text), the converse of "listed actions are legal", a fuzz target for
// mutated states, golden digests of random playouts, a perft counter for
// golden move counts, and fuzz helpers for the text notation and JSON.
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
// For a game with big states these checks cost more than the game: with
// Game.CheckEvery = k > 1 the JSON round trip and the deep copies (the
// "input state is unchanged" checks) run only on the first state, the
// last and every k-th state; the other checks run on every state. 0, the
// default, checks every state.
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
// # The Game contract
//
// [CheckContract] checks a game through its [incursion.Game] value alone,
// with no per-game code; [Contract] holds the options (a variant, a bound
// on the length of a game, whether the game has hidden information, a
// Validate function, IsView, how often the costly checks run):
//
//	func TestContract(t *testing.T) {
//		c := playtest.Contract[sabotage.State, sabotage.Action, sabotage.Event, sabotage.Seat]{
//			Game: sabotage.Game, Hidden: true, Validate: sabotage.State.Validate, MaxActions: 5000}
//		c.Rapid(t)              // -rapid.checks games (100; 5 under -race), more with INCURSION_LONG=1
//		c.CheckConverse(t, 1, 2, 3)
//	}
//	func FuzzState(f *testing.F) { playtest.FuzzState(f, sabotage.Game, sabotage.State.Validate, 1, 2, 3) }
//
// [Contract.Run] plays one game from Game.New(Variant, dice.New(seed)): in
// each state a random seat of ToMove takes a random action of its
// ActionsFor, every choice and roll from dice.New(seed). On every state it
// checks that:
//
//   - Over equals Result(s).Over; ToMove is empty exactly when the game is
//     over, and names seats of Seats (each once); Seats lists each seat
//     once, and Observer() is none of them; the winners are seats, and a
//     draw has none;
//   - Returns has one entry per seat, each -1, 0 or 1, all 0 before the
//     end, and equals Result(s).Returns(Seats(s));
//   - ActionsFor(s, p) is empty for a seat not to move and for the
//     observer, and not empty for a seat to move; each of its actions
//     passes Legal, has Owner(s, a) == p and is seen by p
//     (ActionVisibleTo), and its String reads back (ParseAction) to an
//     action with the same String;
//   - Actions(s) is the actions of the seats to move: with one seat to
//     move, exactly ActionsFor(s, that seat) in order; with several, the
//     same actions, each once, in any order (their union); when over, none;
//   - every seat's name reads back with ParseSeat as it is, in upper case
//     and in lower case;
//   - with Validate set, Validate holds;
//
// and on the first state, the last, and one state in ViewEvery (16 by
// default; 1 for every state), for every seat and for the observer:
//
//   - View(s, p) marshals to JSON and decodes (json.Unmarshal into an S)
//     back equal ([Equal]); a view of the view for the same seat is the
//     view (views are idempotent); Actions(View(s, p)) is ActionsFor(s, p),
//     compared by String in order; Legal and Apply on the view of listed
//     actions (four of them, one applied) fail with errors wrapping
//     [incursion.ErrIllegal]: a view is for reading; Draw(s, p) does not
//     panic; with IsView set, IsView(View(s, p)) holds and IsView(s) does
//     not;
//   - the observer's view is not the full state when some seat's view is
//     not; with Hidden set, the observer's view of a state that is not over
//     is never the full state.
//
// For every action taken it checks its public form: when some seat does
// not see it (ActionVisibleTo), PublicAction's String differs from the
// action's (the secret is not shown) and the observer does not see it
// either; the public form is its own public form. The same holds for every
// event of Apply with VisibleTo and PublicEvent. A panic in the game is
// returned as an error with its stack.
//
// [Contract.Converse] ([CheckConverse]) checks the converse of "every
// listed action passes Legal": it perturbs listed actions (ConversePerState
// of them per state, 8 by default) one field at a time by reflection ([Perturb]: integers ±1, integers of defined types —
// enums, seats, ids — to every value in 0..EnumRange-1, bools flipped;
// strings, slices, maps and pointers left) and fails when a perturbed
// action passes Legal but is not in Actions (with Contract.Canonical, for
// a game that lists one action per class of equivalent ones, when its
// canonical form is not), or when Legal panics on it.
//
// [Contract.FuzzState] ([FuzzState]) is the fuzz target "any state that
// decodes is playable": it mutates one JSON leaf of a real mid-game state
// ([MutateJSON]: a number ±1, set to a small value or null; a bool flipped;
// an array element dropped or duplicated) and, when json.Unmarshal into an
// S accepts the result, checks [Contract.CheckState]: nothing panics
// (Actions, Legal, Apply, View and Draw for every seat and the observer,
// fmt.Sprint), a game that is not over has a legal action, and every
// listed action applies and gives a state that passes Validate. A state
// that is a view (IsView, or View leaving it unchanged) must instead reject
// its actions. Its seed corpus (Mutations mutations of five states per
// seed) runs under plain go test:
//
//	go test -fuzz=FuzzState -fuzztime=5m ./sabotage
//
// [Digest] ([Contract.Digest]) hashes every listed-action count, chosen
// action and events of random playouts from seeds (as hive's golden test
// always did), for a golden test that pins a game's behaviour before a
// refactor.
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
