package nemesis_test

import (
	"encoding/json"
	"fmt"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/nemesis"
)

// Example plays the first choices of a solo game, then edits the position
// as a document: the Character's Oxygen and the Fire in the Landing Zone.
func Example() {
	r := dice.New(1)
	s, _ := nemesis.New(nemesis.Config{Players: 1}, r)
	for s.Phase() != nemesis.PhasePlayer {
		s, _, _ = nemesis.Apply(s, s.Actions()[0], r)
	}
	data, _ := json.Marshal(s)
	var doc map[string]any
	json.Unmarshal(data, &doc)
	doc["characters"].([]any)[0].(map[string]any)["oxygen"] = 2
	doc["rooms"].(map[string]any)["a2"].(map[string]any)["fire"] = true
	data, _ = json.Marshal(doc)
	if err := json.Unmarshal(data, &s); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s.CharacterName(0), "oxygen", s.Player(0).Oxygen, "fire", s.RoomAt(nemesis.LandingSlot).Fire)
	s, _, _ = nemesis.Apply(s, nemesis.Pass{Seat: 0}, r)
	s, _, _ = nemesis.Apply(s, nemesis.Discard{Seat: 0, Card: nemesis.NoCard}, r)
	// The Turn ended in a Room with Fire in a Section without Life Support.
	fmt.Println("oxygen", s.Player(0).Oxygen, "health lost", s.Player(0).Health)
	// Output:
	// Medic oxygen 2 fire true
	// oxygen 1 health lost 1
}
