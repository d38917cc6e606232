package gametest

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"pgregory.net/rapid"
)

// States returns a rapid generator of the reachable states of g: each is
// the state after a random playout from g.New, with a drawn seed (the
// setup shuffles and every die of Apply come from dice.New(seed)), a drawn
// length of play (0..[DefaultLength], or the [Length] option; a game over
// before that ends it there) and, at each step, a drawn seat among ToMove
// and a drawn action among its ActionsFor. The variant is the standard
// game, the [Variant] option's, or with [AllVariants] a drawn one.
//
// Every choice is one of rapid's draws, so a failing state shrinks by
// rapid's own means: to a shorter game, seed 0, and the first listed
// action at each step. A playout that breaks the contract (no action in a
// game not over, an error from Apply) fails the test. rapid prints a
// failing draw with %#v, which shows little of a State whose fields are
// behind a pointer: a property that fails may log the state's JSON or its
// Draw itself.
//
//	rapid.Check(t, func(t *rapid.T) {
//		s := gametest.States(hive.Game).Draw(t, "state")
//		// ... a property of s
//	})
func States[S any, A, E fmt.Stringer, P incursion.Seat](g incursion.Game[S, A, E, P], opts ...Option) *rapid.Generator[S] {
	o := newOptions(opts)
	return rapid.Custom(func(t *rapid.T) S {
		length := rapid.IntRange(0, o.drawLength()).Draw(t, "length")
		s, _ := play(t, g, o, length, nil)
		return s
	})
}

// Actions returns a rapid generator of the legal actions of s (its
// Actions, which with several seats to move are theirs together); it
// shrinks towards the first listed. A state with no legal action (a game
// over) makes the draw skip the test case.
//
//	a := gametest.Actions(hive.Game, s).Draw(t, "action")
func Actions[S any, A, E fmt.Stringer, P incursion.Seat](g incursion.Game[S, A, E, P], s S) *rapid.Generator[A] {
	legal := slices.Clone(g.Actions(s))
	return rapid.Custom(func(t *rapid.T) A {
		if len(legal) == 0 {
			t.Skipf("%s: no legal action in this state (the game is over)", g.Name())
		}
		return legal[rapid.IntRange(0, len(legal)-1).Draw(t, "index")]
	})
}

// maxMutations bounds the mutations Positions draws for one position.
const maxMutations = 3

// Positions returns a rapid generator of valid positions of g that play
// may not reach, in the spirit of testing/iotest's awkward readers: a
// reachable state drawn as [States] draws it, then up to three
// mutations of its JSON, each changing one leaf ([MutateJSON]: a number
// +1, -1 or set to a small value, a bool flipped, an array element dropped
// or duplicated) and each kept only when the result decodes (json.Unmarshal
// into an S, which validates it) and is not a view ([IsView]). The leaves
// are numbered in a fixed order (object keys sorted, arrays in order), so
// the same draws give the same position. It shrinks to fewer mutations and
// to the unmutated state.
//
//	s := gametest.Positions(sabotage.Game).Draw(t, "position")
func Positions[S any, A, E fmt.Stringer, P incursion.Seat](g incursion.Game[S, A, E, P], opts ...Option) *rapid.Generator[S] {
	o := newOptions(opts)
	isView, err := optionFunc[func(S) bool](g, o.isView, "IsView")
	return rapid.Custom(func(t *rapid.T) S {
		if err != nil {
			t.Fatal(err)
		}
		length := rapid.IntRange(0, o.drawLength()).Draw(t, "length")
		s, _ := play(t, g, o, length, nil)
		view := isView
		if view == nil && !looksLikeView(g, s) {
			view = func(s S) bool { return looksLikeView(g, s) }
		}
		n := rapid.IntRange(0, maxMutations).Draw(t, "mutations")
		for range n {
			data, err := json.Marshal(s)
			if err != nil {
				t.Fatalf("%s: json.Marshal of a reachable state: %v", g.Name(), err)
			}
			sites := len(jsonSites(data))
			if sites == 0 {
				break
			}
			site := rapid.IntRange(0, sites-1).Draw(t, "site")
			op := rapid.IntRange(0, 7).Draw(t, "op")
			val := rapid.IntRange(-8, 8).Draw(t, "value")
			mutated, _ := MutateJSON(data, uint32(site), uint8(op), int8(val))
			var next S
			if json.Unmarshal(mutated, &next) != nil || view != nil && view(next) {
				continue
			}
			s = next
		}
		return s
	})
}

// looksLikeView reports whether a seat's or the observer's view of s is s
// itself (views are idempotent, so a view is its own view).
func looksLikeView[S any, A, E fmt.Stringer, P incursion.Seat](g incursion.Game[S, A, E, P], s S) bool {
	for _, p := range append(slices.Clone(g.Seats(s)), g.Observer()) {
		if reflect.DeepEqual(g.View(s, p), s) {
			return true
		}
	}
	return false
}

// drawLength is the largest length of play the generators draw.
func (o options) drawLength() int {
	if o.length > 0 {
		return o.length
	}
	return DefaultLength
}

// play plays a random game of g drawn with t: the variant (with
// AllVariants), the seed, and at each step the seat and the action, for at
// most length actions. visit, if set, sees every state (step 0 is the
// first) and the action that led to it; an error from it ends the game
// and fails t with it. It returns the last state and the actions taken.
func play[S any, A, E fmt.Stringer, P incursion.Seat](t *rapid.T, g incursion.Game[S, A, E, P], o options, length int, visit func(s S, step int, taken []A) error) (S, []A) {
	variant := o.variant
	if o.allVariants {
		variant = rapid.SampledFrom(append([]string{""}, g.Variants()...)).Draw(t, "variant")
	}
	seed := rapid.Uint64().Draw(t, "seed")
	s, err := g.New(variant, dice.New(seed))
	if err != nil {
		t.Fatalf("%s: New(%q) with seed %d: %v", g.Name(), variant, seed, err)
	}
	roll := dice.New(seed)
	var taken []A
	game := g.Name()
	if variant != "" {
		game += fmt.Sprintf(": variant %q", variant)
	}
	for step := 0; ; step++ {
		if visit != nil {
			if err := visit(s, step, taken); err != nil {
				t.Fatalf("%s, seed %d, after %d actions%s: %v", game, seed, step, lastOf(taken), err)
			}
		}
		if step >= length || g.Over(s) {
			return s, taken
		}
		movers := g.ToMove(s)
		if len(movers) == 0 {
			t.Fatalf("%s, seed %d, after %d actions: the game is not over, but ToMove is empty", game, seed, step)
		}
		p := movers[0]
		if len(movers) > 1 {
			p = movers[rapid.IntRange(0, len(movers)-1).Draw(t, "seat")]
		}
		legal := g.ActionsFor(s, p)
		if len(legal) == 0 {
			t.Fatalf("%s, seed %d, after %d actions: %v is to move, but ActionsFor(%v) is empty", game, seed, step, p, p)
		}
		a := legal[rapid.IntRange(0, len(legal)-1).Draw(t, "action")]
		next, _, err := g.Apply(s, a, roll)
		if err != nil {
			t.Fatalf("%s, seed %d, after %d actions: Apply(%v) of a listed action: %v", game, seed, step, a, err)
		}
		s = next
		taken = append(taken, a)
	}
}

// lastOf says which action was the last of taken, for an error message.
func lastOf[A fmt.Stringer](taken []A) string {
	if len(taken) == 0 {
		return ""
	}
	return fmt.Sprintf(" (the last: %v)", taken[len(taken)-1])
}
