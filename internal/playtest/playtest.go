package playtest

import (
	"fmt"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/gametest"
	"pgregory.net/rapid"
)

// Game describes a game to the Rules suite: it is [gametest.RulesSuite].
type Game[S, A, E any] = gametest.RulesSuite[S, A, E]

// Contract describes a game to the checks of the whole Game contract: it
// is [gametest.Contract].
type Contract[S any, A, E fmt.Stringer, P incursion.Seat] = gametest.Contract[S, A, E, P]

// Bencher runs the benchmarks every game reports: it is
// [gametest.Bencher].
type Bencher[S any, A, E fmt.Stringer, P incursion.Seat] = gametest.Bencher[S, A, E, P]

const (
	// DefaultMaxActions is [gametest.DefaultMaxActions].
	DefaultMaxActions = gametest.DefaultMaxActions
	// DefaultViewEvery is [gametest.DefaultViewEvery].
	DefaultViewEvery = gametest.DefaultViewEvery
	// RaceChecks is [gametest.RaceChecks].
	RaceChecks = gametest.RaceChecks
)

// Check is [gametest.RulesSuite.Check].
func Check[S, A, E any](t *testing.T, g Game[S, A, E]) {
	t.Helper()
	g.Check(t)
}

// Run is [gametest.RulesSuite.Run].
func Run[S, A, E any](g Game[S, A, E], seed uint64) error { return g.Run(seed) }

// Property is [gametest.RulesSuite.Property].
func Property[S, A, E any](g Game[S, A, E]) func(*rapid.T) { return g.Property() }

// Playouts is [gametest.RulesSuite.Playouts].
func Playouts[S, A, E any](t testing.TB, g Game[S, A, E], seeds ...uint64) {
	t.Helper()
	g.Playouts(t, seeds...)
}

// Trace is [gametest.RulesSuite.Trace].
func Trace[S, A, E any](g Game[S, A, E], seed uint64) ([]S, []A, error) { return g.Trace(seed) }

// FuzzApply is [gametest.RulesSuite.FuzzApply].
func FuzzApply[S, A, E any](f *testing.F, g Game[S, A, E], decode func(data []byte) (A, error), seeds ...[]byte) {
	g.FuzzApply(f, decode, seeds...)
}

// Long is [gametest.Long]: INCURSION_LONG=1.
func Long() bool { return gametest.Long() }

// LongGames is [gametest.LongGames]: INCURSION_GAMES, or 1000.
func LongGames() int { return gametest.LongGames() }

// CheckContract plays one random game per seed with [gametest.Contract.Run]
// and the defaults, and reports every broken rule of the Game contract on t.
func CheckContract[S any, A, E fmt.Stringer, P incursion.Seat](t testing.TB, g incursion.Game[S, A, E, P], seeds ...uint64) {
	t.Helper()
	Contract[S, A, E, P]{Game: g}.Check(t, seeds...)
}

// CheckContractRapid is [CheckContract] with seeds drawn by rapid (see
// [gametest.Contract.Rapid]).
func CheckContractRapid[S any, A, E fmt.Stringer, P incursion.Seat](t *testing.T, g incursion.Game[S, A, E, P]) {
	t.Helper()
	Contract[S, A, E, P]{Game: g}.Rapid(t)
}

// CheckConverse is [gametest.Contract.CheckConverse] with the defaults.
func CheckConverse[S any, A, E fmt.Stringer, P incursion.Seat](t testing.TB, g incursion.Game[S, A, E, P], seeds ...uint64) {
	t.Helper()
	Contract[S, A, E, P]{Game: g}.CheckConverse(t, seeds...)
}

// FuzzState is [gametest.Contract.FuzzState] with the defaults and
// validate (nil: none).
func FuzzState[S any, A, E fmt.Stringer, P incursion.Seat](f *testing.F, g incursion.Game[S, A, E, P], validate func(S) error, seeds ...uint64) {
	Contract[S, A, E, P]{Game: g, Validate: validate}.FuzzState(f, seeds...)
}

// Digest is [gametest.Contract.Digest] with the defaults.
func Digest[S any, A, E fmt.Stringer, P incursion.Seat](g incursion.Game[S, A, E, P], seeds ...uint64) (uint64, int, error) {
	return Contract[S, A, E, P]{Game: g}.Digest(seeds...)
}

// Bench is [gametest.Bench].
func Bench[S any, A, E fmt.Stringer, P incursion.Seat](g incursion.Game[S, A, E, P], variant string) Bencher[S, A, E, P] {
	return gametest.Bench(g, variant)
}

// DeepCopy is [gametest.DeepCopy].
func DeepCopy[T any](v T) T { return gametest.DeepCopy(v) }

// Equal is [gametest.Equal].
func Equal[T any](a, b T) bool { return gametest.Equal(a, b) }

// Diff is [gametest.Diff].
func Diff(want, got any) string { return gametest.Diff(want, got) }

// AssertUnchanged is [gametest.AssertUnchanged].
func AssertUnchanged[S any](t testing.TB, before, after S) {
	t.Helper()
	gametest.AssertUnchanged(t, before, after)
}

// AssertIllegal is [gametest.AssertIllegal].
func AssertIllegal[S, A, E any](t testing.TB, g incursion.Rules[S, A, E], s S, a A) {
	t.Helper()
	gametest.AssertIllegal(t, g, s, a)
}

// Perft is [gametest.Perft].
func Perft[S, A, E any](g incursion.Rules[S, A, E], s S, depth int, roller func() dice.Roller) (int, error) {
	return gametest.Perft(g, s, depth, roller)
}

// Perturb is [gametest.Perturb].
func Perturb[A any](a A, enumRange int) []A { return gametest.Perturb(a, enumRange) }

// MutateJSON is [gametest.MutateJSON].
func MutateJSON(data []byte, site uint32, op uint8, val int8) ([]byte, string) {
	return gametest.MutateJSON(data, site, op, val)
}

// FuzzParse is [gametest.FuzzParse].
func FuzzParse[A any](f *testing.F, parse func(text string) (A, error), seeds ...string) {
	gametest.FuzzParse(f, parse, seeds...)
}

// FuzzJSON is [gametest.FuzzJSON].
func FuzzJSON[T any](f *testing.F, decode func(data []byte) (T, error), seeds ...[]byte) {
	gametest.FuzzJSON(f, decode, seeds...)
}

// CheckFrequencies is [gametest.CheckFrequencies].
func CheckFrequencies[K comparable](t testing.TB, counts map[K]int, want map[K]float64) {
	t.Helper()
	gametest.CheckFrequencies(t, counts, want)
}

// Frequencies is [gametest.Frequencies].
func Frequencies[K comparable](counts map[K]int, want map[K]float64) error {
	return gametest.Frequencies(counts, want)
}

// ChiSquareP is [gametest.ChiSquareP].
func ChiSquareP(x float64, df int) float64 { return gametest.ChiSquareP(x, df) }
