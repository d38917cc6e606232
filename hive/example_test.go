package hive_test

import (
	"fmt"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/hive"
)

// The Terran player buys a Darter: 8 Resource Points, and a free Engineer
// comes with it (4.3, 4.9).
func ExampleApply() {
	s, _ := hive.New(hive.Config{}, dice.New(1))
	s, _, err := hive.Apply(s, hive.Buy{Item: hive.BuyDarter}, dice.New(1))
	fmt.Println(err, s.ResourcePoints(hive.Terran))
	u, _ := s.Unit(0)
	fmt.Println(u.Kind)
	// Output:
	// <nil> 72
	// engineer
}

// Actions are written and read in a short text notation.
func ExampleParseAction() {
	a, _ := hive.ParseAction("fire 12 50 +1")
	fmt.Printf("%#v\n", a)
	fmt.Println(a)
	// Output:
	// hive.Fire{Unit:12, Target:50, Extra:1}
	// fire 12 50 +1
}

// Command Ranges count contiguous boxes through any wall: E2 is three
// boxes from E15 (8.1).
func ExampleBoard_Distance() {
	b := hive.StandardMap()
	e2, _ := b.Box("E2")
	e15, _ := b.Box("E15")
	fmt.Println(b.Distance(e2, e15))
	// Output: 3
}

// The ratings of a counter, as printed (2.2).
func ExampleKind_Rating() {
	fmt.Printf("%+v\n", hive.Soldier.Rating())
	// Output: {Ranged:4 Melee:8 OutOfCommand:3 Movement:4}
}
