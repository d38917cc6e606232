package nemesis_test

import (
	"encoding/json"
	"fmt"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/nemesis"
)

// Example_position writes a mid-game position by hand, in the words the
// actions use: the solo Character at round 6 in the burning Landing Zone (a2),
// with 3 Oxygen, two cards left in hand and five discarded. The document is
// decoded over a started game, so it names only what differs; the position
// is validated as it is decoded. Then the Character Moves to b2 and pays with
// the Close Door card (c8).
func Example_position() {
	r := dice.New(1)
	s, _ := nemesis.New(nemesis.Config{Players: 1}, r)
	for s.Phase() != nemesis.PhasePlayer {
		s, _, _ = nemesis.Apply(s, s.Actions()[0], r)
	}
	doc := `{
	  "round": 6,
	  "characters": [{
	    "room": "a2", "oxygen": 3,
	    "hand": ["c9", "c8"],
	    "action_deck": ["c0", "c1", "c2"],
	    "action_discard": ["c3", "c4", "c5", "c6", "c7"]
	  }],
	  "rooms": {
	    "a2": {"tile": 0, "fire": true},
	    "d3": {"tile": 1}
	  }
	}`
	if err := json.Unmarshal([]byte(doc), &s); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("round", s.Round(), "oxygen", s.Player(0).Oxygen, "fire", s.RoomAt(nemesis.LandingSlot).Fire)
	for _, text := range []string{"P1 move a2-b2", "P1 pay c8"} {
		a, err := nemesis.ParseAction(text)
		if err != nil {
			fmt.Println(err)
			return
		}
		var evs []nemesis.Event
		if s, evs, err = nemesis.Apply(s, a, r); err != nil {
			fmt.Println(err)
			return
		}
		for _, e := range evs {
			fmt.Println(" ", e)
		}
	}
	data, _ := json.Marshal(s.Player(0))
	var p struct {
		Room string   `json:"room"`
		Hand []string `json:"hand"`
	}
	json.Unmarshal(data, &p)
	fmt.Println("P1 in", p.Room, "hand", p.Hand)
	// Output:
	// round 6 oxygen 3 fire true
	//   P1 explored b2: Life Support Control A
	//   P1 moved to b2 (Life Support Control A)
	// P1 in b2 hand [c9]
}
