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

// Contract.Run plays one game through the incursion.Game value alone and
// checks the whole contract; the toy "duel" passes, and a variant of it
// whose spectator sees everything does not.
func ExampleContract_Run() {
	c := duelContract(duelRules{})
	fmt.Println(c.Run(1))

	c = duelContract(duelRules{observerFull: true})
	fmt.Println(c.Run(1))
	// Output:
	// <nil>
	// duel: seed 1, after 0 actions: View(s, Observer()) is the full state, but View(s, A) is not
}

// Perturb makes the actions that differ from one in a single field, for
// Converse: here the seat (a defined integer type: ±1 and every value of
// 0..1) and the count (±1); the bool is flipped.
func ExamplePerturb() {
	for _, m := range playtest.Perturb(dmove{Seat: seatA, Take: true, N: 2}, 2) {
		fmt.Println(m)
	}
	// Output:
	// observer takes 2
	// B takes 2
	// A picks 2
	// A takes 1
	// A takes 3
}
