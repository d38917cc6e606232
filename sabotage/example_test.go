package sabotage_test

import (
	"fmt"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/sabotage"
)

// A game starts with the setup choices, then every seat plans at once.
func Example() {
	s, _ := sabotage.New(sabotage.Config{}, dice.New(1))
	for _, text := range []string{
		"Spy1 character Hacker", "Spy2 character Hawk",
		"Villain1 character Chantico", "Villain2 character CountV",
		"Villain1 place B2", "Villain2 place C3",
	} {
		a, _ := sabotage.ParseAction(text)
		s, _, _ = sabotage.Apply(s, a, dice.Script(3, 5, 1, 6))
	}
	fmt.Println(s.Phase(), s.Roll(), s.ToMove())
	// A Spy off the map must plan PARACHUTE first: the only tile offered.
	fmt.Println(s.ActionsFor(sabotage.Spy1)[0])
	// Output:
	// plan [3 5 1 6] [Spy1 Spy2 Villain1 Villain2]
	// Spy1 plan 5 - A1
}

// A Villain's view does not show where the Spies landed: only what was
// declared.
func ExampleState_View() {
	s, _ := sabotage.New(sabotage.Config{}, dice.New(1))
	for _, text := range []string{
		"Spy1 character Hacker", "Spy2 character Hawk",
		"Villain1 character Chantico", "Villain2 character CountV",
		"Villain1 place B2", "Villain2 place C3", "Spy1 plan 5 - D4",
	} {
		a, _ := sabotage.ParseAction(text)
		s, _, _ = sabotage.Apply(s, a, dice.Script(3, 5, 1, 6))
	}
	fmt.Println(s.Room(sabotage.Spy1), s.View(sabotage.Spy2).Room(sabotage.Spy1), s.View(sabotage.Villain1).Room(sabotage.Spy1))
	// Output: D4 D4 ?
}

// A replacement map is text: rooms, '|' and '-' walls, D and G pieces.
func ExampleParseBoard() {
	b, err := sabotage.ParseBoard("D . . G\n\n.|. . .\n  -   -\n. . .|.\n\nG . . D")
	fmt.Println(err)
	_, err = sabotage.ParseBoard("D . . G\n\n.|. . .\n  -   -\n. . D|.\n\nG . .|D")
	fmt.Println(err)
	b, err = sabotage.ParseBoard("D . . G\n\n.|. . .\n  -   -\n. . D|.\n\nG .|. D")
	fmt.Println(b.Machines, b.Generators, err)
	// Output:
	// sabotage: board: need 3 Doomsday Machines and 2 Generators, have 2 and 2
	// sabotage: board: a room is shut off by walls
	// [A1 C3 D4] [D1 A4] <nil>
}

// ExampleRolls scripts the roll of round 1 by its faces: the last
// Villain placed ends setup, and round 1 begins with the roll given.
func ExampleRolls() {
	r := sabotage.Rolls([4]int{1, 4, 6, 3})
	s, _ := sabotage.New(sabotage.Config{}, r)
	for s.Phase() != sabotage.PhasePlan {
		s, _, _ = sabotage.Apply(s, s.Actions()[0], r)
	}
	fmt.Println(s.Round(), s.Dice(sabotage.Spy1))
	// Output:
	// 1 [1 4 6 3]
}
