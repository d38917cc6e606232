package incursion_test

import (
	"fmt"
	"strings"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/hive"
)

// This example records the start of a game of Rescue from the Hive, writes
// the record, reads it back and replays it; then it replays a copy with one
// line changed, which is refused with the line at fault.
func ExampleRecord() {
	g := hive.Game
	// A Replayer of a record with no action records a new game. The game's
	// rollers come from the seed; the random player has a roller of its own.
	r, err := incursion.NewReplayer(g, incursion.Record{
		Game:  g.Name(),
		Seed:  7,
		Seats: []incursion.RecordSeat{{Seat: "Terran", Player: "human:Ann"}, {Seat: "Znon", Player: "bot:random"}},
		Date:  "2026-12-01",
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	player := dice.New(1)
	for range 6 {
		if _, err := r.Play(incursion.Random(r.State(), g.Actions(r.State()), player)); err != nil {
			fmt.Println(err)
			return
		}
	}
	text, err := r.Record().MarshalText()
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(string(text))

	rec, err := incursion.ParseRecord(text)
	if err != nil {
		fmt.Println(err)
		return
	}
	states, err := incursion.Replay(g, rec)
	fmt.Println("replayed:", len(states), "states,", err)

	bad := strings.Replace(string(text), "3. ", "3. deploy Z9\n# ", 1)
	rec, err = incursion.ParseRecord([]byte(bad))
	if err != nil {
		fmt.Println(err)
		return
	}
	_, err = incursion.Replay(g, rec)
	fmt.Println(err)
	// Output:
	// Game: hive
	// Seed: 7
	// Seat: Terran human:Ann
	// Seat: Znon bot:random
	// Date: 2026-12-01
	//
	// 1. buy scout
	// 2. buy darter
	// 3. buy scout
	// 4. buy darter
	// 5. buy 2lancers
	// 6. buy darter
	// replayed: 7 states, <nil>
	// record: line 9 "3. deploy Z9": action 3: illegal action: deploy Z9: the players are purchasing (4.0)
}

// This example steps through a record, as a user interface does, and plays
// another move from the middle of it.
func ExampleReplayer() {
	text := `Game: hive
Seed: 7

1. buy darter
2. buy darter
3. buy darter
4. buy darter
5. end
`
	rec, err := incursion.ParseRecord([]byte(text))
	if err != nil {
		fmt.Println(err)
		return
	}
	r, err := incursion.NewReplayer(hive.Game, rec)
	if err != nil {
		fmt.Println(err)
		return
	}
	for r.Next() {
		fmt.Printf("%d: %s\n", r.Pos(), r.Action(r.Pos()-1))
	}
	r.Seek(2) // back to after the second Darter, and buy a Scout instead
	a, _ := hive.Game.ParseAction("buy scout")
	if _, err := r.Play(a); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Record().Actions, r.Pos(), r.Len())
	// Output:
	// 1: buy darter
	// 2: buy darter
	// 3: buy darter
	// 4: buy darter
	// 5: end
	// [buy darter buy darter buy scout] 3 3
}
