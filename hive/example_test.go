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

// A mid-game position written as a Go literal (the issue 20 position):
// Game-Turn 3, the Znon Movement and Ranged Combat Segment; the Terran
// player's one Engineer waits aboard Antares, an Active Queen stands in
// A7 and a face-down Soldier in corridor box 20. What is left out takes
// its documented default or is derived (the Darters built from those
// bought, the hyperdrive speed from the purchases, the tallies from the
// counters). The Soldier moves one box.
func ExamplePosition() {
	p := hive.Position{
		Turn:              3,
		Step:              "znon-movement",
		Bought:            map[string]int{"darter": 4},
		Mission:           hive.Rescue,
		HoldingBoxesShown: true,
		Units: hive.PositionUnits{
			0:  {Kind: "engineer", Status: "in play", Box: "Antares"},
			35: {Kind: "queen", Status: "in play", Box: "A7", Flags: []string{"active", "face-up"}},
			40: {Kind: "soldier", Status: "in play", Box: "20"},
		},
	}
	s, err := p.State()
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s)
	next, events, err := hive.Apply(s, hive.Move{Unit: 40, To: "21"}, dice.Script())
	fmt.Println(err, events)
	q := next.Position()
	fmt.Println(*q.MovingUnit, q.MovementAllowance, *q.StartingMen, *q.HyperdriveSpeeded, q.Darters[3].Flags)
	// Output:
	// hive: Game-Turn 3, Znon Movement and Ranged Combat Segment, Znon to move
	// <nil> [unit 40 moves 20 -> 21 (1 MP)]
	// 40 4 1 0 [built]
}

// Dice scripted by meaning: each Roll says what the die is rolled for and
// its face, and Check tells whether the action rolled exactly those. The
// Znon counters stay in the order of the counter key when the Znon
// purchases end (ZnonCountersInPlace).
func ExampleDice() {
	s, _ := hive.New(hive.Config{}, dice.New(1))
	for _, a := range []hive.Action{hive.Buy{Item: hive.BuyDarter}, hive.Buy{Item: hive.BuyDarter},
		hive.Buy{Item: hive.BuyDarter}, hive.Buy{Item: hive.BuyDarter}, hive.End{}} {
		s, _, _ = hive.Apply(s, a, dice.Script())
	}
	r := hive.Dice(hive.ZnonCountersInPlace()...)
	s, events, err := hive.Apply(s, hive.End{}, r)
	fmt.Println(err, r.Check(events))
	u, _ := s.Unit(34)
	fmt.Println(u.Kind)
	// Output:
	// <nil> <nil>
	// masterqueen
}
