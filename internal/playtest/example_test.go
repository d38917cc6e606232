package playtest_test

import (
	"fmt"
	"strings"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
)

// Run plays one game from a seed with every check, and returns the first
// broken rule. The toy "race" of this package's tests passes; a variant of
// it whose Apply writes into its input state does not.
func ExampleRun() {
	fmt.Println(playtest.Run(raceRules{}.game(), 1))

	err := playtest.Run(raceRules{mutate: true}.game(), 1)
	first, _, _ := strings.Cut(err.Error(), "\n")
	fmt.Println(first)
	// Output:
	// <nil>
	// seed 1, after 2 actions (the last: roll): Apply(roll) changed its input state (-before +after):
}

// Perft counts the action sequences of each depth; here every die shows 1.
func ExamplePerft() {
	ones := func() dice.Roller { return dice.Script(1) }
	for depth := range 5 {
		n, err := playtest.Perft(raceRules{}, race{}, depth, ones)
		fmt.Println(depth, n, err)
	}
	// Output:
	// 0 1 <nil>
	// 1 2 <nil>
	// 2 4 <nil>
	// 3 8 <nil>
	// 4 16 <nil>
}

// DeepCopy takes a copy that shares nothing with the state, to check later
// that the state did not change.
func ExampleDeepCopy() {
	s := race{Count: 4, Rolls: []int{4}}
	before := playtest.DeepCopy(s)
	s.Rolls[0] = 6 // what a buggy Apply might do
	fmt.Println(playtest.Equal(before, s), before.Rolls, s.Rolls)
	// Output:
	// false [4] [6]
}
