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
	    "a2": {"tile": "Landing Zone", "fire": true}
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

// Example_positionFromScratch writes a small position from scratch: two
// Characters, three Rooms, an Adult Intruder (model x5) in the Surgery and
// a few Corridors. Everything not written takes the defaults of a new
// position (doc.go, "Positions"): the decks hold every component placed
// nowhere, the first of DATA.md's order on top; each Character holds its
// Character Items and, outside the Solo/Coop mode, the first Objectives
// that fit; the bag holds the tokens of the Intruder Setup. A bare name of
// a component with several copies ("Shelter Room", "1") takes the lowest
// copy left.
func Example_positionFromScratch() {
	doc := `{
	  "players": 2,
	  "characters": [
	    {"character": "Soldier", "room": "b2", "hand": ["c9", "c6", "c0"]},
	    {"character": "Medic", "hand": ["c5", "c4"]}
	  ],
	  "rooms": {"b2": {"tile": "Shelter Room"}, "c2": {"tile": "Surgery", "fire": true}},
	  "corridors": {"a2-b2": {"tile": "1"}, "b2-c2": {"tile": "2D", "door": "closed"}},
	  "intruders": {"x5": {"at": "c2"}}
	}`
	var s nemesis.State
	if err := json.Unmarshal([]byte(doc), &s); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s.CharacterName(0), "in", nemesis.SlotName(int(s.Player(0).Room)), "and", s.CharacterName(1), "in",
		nemesis.SlotName(int(s.Player(1).Room)))
	data, _ := json.Marshal(s)
	var out struct {
		Rooms map[string]struct {
			Tile string `json:"tile"`
		} `json:"rooms"`
		Corridors map[string]struct {
			Tile string `json:"tile"`
		} `json:"corridors"`
		Characters []struct {
			Objectives []string `json:"objectives"`
			Deck       []string `json:"action_deck"`
		} `json:"characters"`
		Tasks []string `json:"mission_tasks"`
		Bag   []string `json:"bag"`
		Decks struct {
			Events []string `json:"event_deck"`
		} `json:"decks"`
	}
	json.Unmarshal(data, &out)
	fmt.Println("b2:", out.Rooms["b2"].Tile, "a2-b2:", out.Corridors["a2-b2"].Tile, "b2-c2:", out.Corridors["b2-c2"].Tile)
	fmt.Printf("P1's Objectives: %q, Mission Task: %q\n", out.Characters[0].Objectives, out.Tasks)
	fmt.Println("P1's action deck:", out.Characters[0].Deck)
	fmt.Println("the bag:", out.Bag)
	fmt.Println("the next Event:", out.Decks.Events[len(out.Decks.Events)-1])
	r := dice.New(1)
	for _, text := range []string{"P1 move a2-b2", "P1 pay c9"} {
		a, _ := nemesis.ParseAction(text)
		var evs []nemesis.Event
		var err error
		if s, evs, err = nemesis.Apply(s, a, r); err != nil {
			fmt.Println(err)
			return
		}
		for _, e := range evs {
			fmt.Println(" ", e)
		}
	}
	// Output:
	// Soldier in b2 and Medic in a2
	// b2: Shelter Room#1 a2-b2: 1#1 b2-c2: 2D#1
	// P1's Objectives: ["Veni, Vidi, Vici" "Official Order#1"], Mission Task: ["Primary Samples"]
	// P1's action deck: [c8 c7 c5 c4 c3 c2 c1]
	// the bag: [Blank Adult#1 Adult#2 Adult#3 Adult#4 Adult#5 Larva#1 Larva#2]
	// the next Event: Fire Spreads#1
	//   P1 moved to a2 (Landing Zone)
	//   P1 rolled 3 on the noise die
}
