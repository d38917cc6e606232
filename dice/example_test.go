package dice_test

import (
	"encoding/json"
	"fmt"

	"github.com/incursion/incursion/dice"
)

func ExampleNew() {
	r := dice.New(1)
	fmt.Println(dice.D6(r), dice.D6(r), dice.D6(r))

	// Save the roller with the game, restore it, and the rolls continue.
	saved, _ := json.Marshal(r)
	var restored dice.Rand
	_ = json.Unmarshal(saved, &restored)
	fmt.Println(dice.D6(r), dice.D6(&restored))
	// Output:
	// 4 1 5
	// 1 1
}

func ExampleScript() {
	// A rules test presets the faces the dice will show, in the order the
	// rules roll them.
	s := dice.Script(6, 2)
	fmt.Println(dice.D6(s), dice.Roll(s, 12), s.Remaining())
	// Output: 6 2 0
}

func ExampleRecord() {
	rec := dice.Record(dice.New(3))
	first := dice.Pool(rec, 3, 6)
	again := dice.Pool(dice.Replay(rec.Answers()...), 3, 6)
	fmt.Println(first, again, len(rec.Calls))
	// Output: [6 1 2] [6 1 2] 3
}

func ExamplePool() {
	// Rulebook (Spy or Die Trying): "for an Intruder a roll of 4, 5 or 6 on
	// a dice is a success".
	faces := dice.Pool(dice.Script(3, 6, 4), 3, 6)
	fmt.Println(faces, dice.CountAtLeast(faces, 4), dice.Sum(faces))
	// Output: [3 6 4] 2 13
}

func ExampleSuccesses() {
	fmt.Println(dice.Successes(dice.Script(1, 6), 2, 6, 6))
	// Output: 1
}

func ExampleDie() {
	type face string
	attack := dice.NewDie[face]("blank", "blank", "hit", "hit", "hit", "crit")
	fmt.Println(attack.Roll(dice.Script(3)), attack.Roll(dice.Script(6)))
	fmt.Println(dice.Prob(attack, "hit"), attack.Chance(func(f face) bool { return f != "blank" }))
	for _, w := range dice.Dist(attack) {
		fmt.Println(w.Face, w.P)
	}
	// Output:
	// hit crit
	// 1/2 2/3
	// blank 1/3
	// hit 1/2
	// crit 1/6
}

func ExampleBag() {
	bag := dice.NewBag("Larva", "Creeper", "Adult")
	token, rest, _ := bag.Draw(dice.Script(2)) // the second token in the bag
	fmt.Println(token, rest.Items(), bag.Items())
	fmt.Println(rest.Add(token).Items())
	// Output:
	// Creeper [Larva Adult] [Larva Creeper Adult]
	// [Larva Adult Creeper]
}

func ExampleShuffle() {
	deck := []string{"A", "B", "C"}
	// Two calls: IntN(3) then IntN(2). Faces 1, 1 move the front card back.
	fmt.Println(dice.Shuffle(dice.Script(1, 1), deck), deck)
	// Output: [B C A] [A B C]
}

func ExamplePile() {
	// Shuffling three cards calls IntN(3) then IntN(2); faces 3 and 2 keep
	// each card where it is.
	events := dice.NewPile("Fire", "Blackout", "Hatching").Shuffle(dice.Script(3, 2))
	card, rest, _ := events.Draw()
	fmt.Println(card, rest.PutBottom(card).Items())
	// Output: Fire [Blackout Hatching Fire]
}

func ExampleAtLeast() {
	// Two dice succeeding on 4+ succeed at least once three times in four;
	// three Minion dice (6 only) 91 times in 216.
	fmt.Println(dice.AtLeast(2, 1, 4, 6), dice.AtLeast(3, 1, 6, 6))
	fmt.Printf("%.4f\n", dice.AtLeastFloat(3, 1, 6, 6))
	fmt.Println(dice.Distribution(2, 4, 6))
	// Output:
	// 3/4 91/216
	// 0.4213
	// [1/4 1/2 1/4]
}

func ExampleSumDistribution() {
	p := dice.SumDistribution(2, 6)
	fmt.Println(p[7], dice.SumAtLeast(2, 10, 6))
	// Output: 1/6 1/6
}
