package gametest

import (
	"fmt"
	"runtime"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// Bencher runs the three benchmarks every game reports (DESIGN.md, "Speed"):
// random playouts, Actions and Apply, on the game g built from variant.
// Each game's bench_test.go is three one-line functions over it:
//
//	func BenchmarkPlayout(b *testing.B) { gametest.Bench(Game, "").Playout(b) }
type Bencher[S any, A, E fmt.Stringer, P incursion.Seat] struct {
	Game    incursion.Game[S, A, E, P]
	Variant string
	// Limit bounds one playout (0: 100000 actions).
	Limit int
}

// Bench returns the [Bencher] of g's variant.
func Bench[S any, A, E fmt.Stringer, P incursion.Seat](g incursion.Game[S, A, E, P], variant string) Bencher[S, A, E, P] {
	return Bencher[S, A, E, P]{Game: g, Variant: variant}
}

func (c Bencher[S, A, E, P]) limit() int {
	if c.Limit > 0 {
		return c.Limit
	}
	return 100000
}

// Playout plays one complete random game per op (Actions, a uniform pick,
// Apply, as [incursion.Playout] does) from seeds 1, 2, ... and reports
// actions/s and allocs/action beside the usual per-op figures.
func (c Bencher[S, A, E, P]) Playout(b *testing.B) {
	b.ReportAllocs()
	actions := 0
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	seed := uint64(0)
	for b.Loop() {
		seed++
		r := dice.New(seed)
		s, err := c.Game.New(c.Variant, r)
		if err != nil {
			b.Fatal(err)
		}
		n := 0
		pick := func(s S, legal []A, r dice.Roller) A {
			n++
			return legal[r.IntN(len(legal))]
		}
		if _, err := incursion.Playout[S, A, E](c.Game, s, r, pick, c.limit()); err != nil {
			b.Fatal(err)
		}
		actions += n
	}
	runtime.ReadMemStats(&after)
	if actions > 0 {
		b.ReportMetric(float64(actions)/b.Elapsed().Seconds(), "actions/s")
		b.ReportMetric(float64(after.Mallocs-before.Mallocs)/float64(actions), "allocs/action")
	}
}

// Trace returns the states of one random game from seed and the action
// taken in each (the last state, where the game is over or the limit was
// reached, has no action and is not returned).
func (c Bencher[S, A, E, P]) Trace(tb testing.TB, seed uint64) ([]S, []A) {
	tb.Helper()
	r := dice.New(seed)
	s, err := c.Game.New(c.Variant, r)
	if err != nil {
		tb.Fatal(err)
	}
	var states []S
	var acts []A
	for len(states) < c.limit() && !c.Game.Over(s) {
		legal := c.Game.Actions(s)
		if len(legal) == 0 {
			tb.Fatalf("seed %d: no legal action after %d actions", seed, len(states))
		}
		a := legal[r.IntN(len(legal))]
		states = append(states, s)
		acts = append(acts, a)
		if s, _, err = c.Game.Apply(s, a, r); err != nil {
			tb.Fatal(err)
		}
	}
	return states, acts
}

// Actions lists the legal actions of the states of a random game (seed 1),
// one state per op, in turn.
func (c Bencher[S, A, E, P]) Actions(b *testing.B) {
	states, _ := c.Trace(b, 1)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		_ = c.Game.Actions(states[i%len(states)])
		i++
	}
}

// Apply applies the actions of a random game (seed 1), one per op, in
// turn, with a roller of its own.
func (c Bencher[S, A, E, P]) Apply(b *testing.B) {
	states, acts := c.Trace(b, 1)
	r := dice.New(2)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		k := i % len(states)
		if _, _, err := c.Game.Apply(states[k], acts[k], r); err != nil {
			b.Fatal(err)
		}
		i++
	}
}
