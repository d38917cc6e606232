package gametest_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/incursion/incursion/gametest"
)

// TestGame checks a game against the whole contract in one call. The toy
// "duel" of this package's tests passes; a variant of it whose Legal
// accepts an action its Actions does not list fails the Converse check.
func ExampleTestGame_toy() {
	fmt.Println(gametest.TestGame(duelRules{}.game(), gametest.IsView(isDuelView)))

	err := gametest.TestGame(duelRules{loose: true}.game(), gametest.IsView(isDuelView))
	first, _, _ := strings.Cut(err.Error(), " (perturbed")
	fmt.Println(first)
	// Output:
	// <nil>
	// Converse: duel: seed 1, after 2 actions (the last: A picks 1): B takes 3 passes Legal but is not in Actions
}

// CheckInvariant plays a few random games and checks a property on every
// state; the error says where it first failed, and wraps the property's
// error.
func ExampleCheckInvariant() {
	g := duelRules{}.game()
	pile := func(s duel) error {
		if s.Pile < 0 || s.Pile > 11 { // 3 to 5 counters, plus two picks of 1 to 3
			return fmt.Errorf("a pile of %d", s.Pile)
		}
		return nil
	}
	fmt.Println(gametest.CheckInvariant(g, pile))

	errLong := errors.New("too long")
	short := func(s duel) error {
		if s.Pile > 6 {
			return fmt.Errorf("%w: a pile of %d", errLong, s.Pile)
		}
		return nil
	}
	err := gametest.CheckInvariant(g, short, gametest.Seeds(1, 2, 3))
	fmt.Println(err)
	fmt.Println(errors.Is(err, errLong))
	// Output:
	// <nil>
	// duel: seed 2, after 2 actions (the last: A picks 1): too long: a pile of 8
	// true
}

// States draws reachable states; outside a rapid test, Example(seed) gives
// one.
func ExampleStates() {
	g := duelRules{}.game()
	for seed := range 3 {
		s := gametest.States(g).Example(seed)
		fmt.Printf("pile %d, picks %v, over: %v\n", s.Pile, s.Picks, g.Over(s))
	}
	// Output:
	// pile 3, picks [0 0], over: false
	// pile 0, picks [2 1], over: true
	// pile 5, picks [0 0], over: false
}

// Positions draws valid positions, some of which play never reaches: here
// a hidden pick (-1) in a full state, or a pile larger than any game makes.
func ExamplePositions() {
	g := duelRules{}.game()
	odd := 0
	for seed := range 100 {
		s := gametest.Positions(g, gametest.IsView(isDuelView)).Example(seed)
		if s.Pile > 11 || s.Picks[0] == -1 || s.Picks[1] == -1 {
			if odd == 0 {
				fmt.Printf("seed %d: pile %d, picks %v\n", seed, s.Pile, s.Picks)
			}
			odd++
		}
	}
	fmt.Println(odd > 0)
	// Output:
	// seed 41: pile 1, picks [3 -1]
	// true
}

// Actions draws a legal action of a state; here of a state drawn by
// States, in a game that is not over.
func ExampleActions() {
	g := duelRules{}.game()
	s := gametest.States(g, gametest.Length(1)).Example(2)
	a := gametest.Actions(g, s).Example(2)
	fmt.Println(a, g.Legal(s, a))
	// Output:
	// A picks 1 <nil>
}
