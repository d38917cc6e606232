package sabotage_test

import (
	"encoding/json"
	"fmt"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/sabotage"
)

// position is the worked example of doc.go, "# Positions": round 3 of a
// standard game, Plan Actions, nothing planned yet.
const position = `{
  "phase": "plan",
  "round": 3,
  "walls": ["C2|D2","A3|B3","B4|C4","B1|B2","C3|C4"],
  "setup_walls": ["C2|D2","A3|B3","B4|C4","B1|B2","C3|C4"],
  "doomsday_machines": ["D1","C2","A4"],
  "doomsday_cubes": [4,4,4],
  "untraced_cubes": [0,0,0],
  "generators": ["A1","D4"],
  "generator_cubes": [0,0],
  "generator_supply": 4,
  "roll": [3,1,5,6],
  "players": [
    {"character":"Acrobat","room":"D4","dice":[3,1,5,6],"dice_limit":2,"dice_placed":[],"plan":[],"unlocks":2,"advanced_in_hand":[6],"advanced_removed":[],"faces_unlocked":[],"swagger":1},
    {"character":"Hacker","room":"B4","dice":[3,1,5,6],"dice_limit":2,"dice_placed":[],"plan":[],"unlocks":2,"advanced_in_hand":[6],"advanced_removed":[],"faces_unlocked":[],"swagger":1},
    {"character":"Nadesh","room":"C1","dice":[3,1,5,6],"dice_limit":2,"dice_placed":[],"plan":[],"unlocks":1,"advanced_in_hand":[6],"advanced_removed":[],"faces_unlocked":[1],"swagger":0},
    {"character":"Ophidian","room":"D3","dice":[3,1,5,6],"dice_limit":2,"dice_placed":[],"plan":[],"unlocks":0,"advanced_in_hand":[],"advanced_removed":[],"faces_unlocked":[],"swagger":0}
  ],
  "spies": {"modify":0,"slide":0,"devices":["off","off","off","off","off","off"],"devices_built_round":[0,0,0,0,0,0],"devices_owner":["Spy1","Spy1","Spy1","Spy1","Spy1","Spy1"],"intel":{"seen":[{"room":"C1","round":2,"possible":["C1"]},{"room":"D3","round":2,"possible":["D3"]}],"devices":["off","off","off","off","off","off"],"generator_cubes":[-1,0]}},
  "villains": {"modify":0,"slide":0,"devices":["off","off","off","off","off","off"],"devices_built_round":[0,0,0,0,0,0],"devices_owner":["Spy1","Spy1","Spy1","Spy1","Spy1","Spy1"],"intel":{"seen":[{"room":"off","round":0,"possible":["C1","C2","C3","C4"]},{"room":"off","round":0,"possible":["A1","A2","B2","C2","A3","B3","C3","D3","A4","B4"]}],"devices":["off","off","off","off","off","off"],"generator_cubes":[-1,-1]}},
  "hit_track": 4,
  "hit_track_slide": 4,
  "hack_track": 7,
  "spent_modify": 4,
  "spent_slide": 0,
  "unlock_pile": 16,
  "unlock_discarded": 0,
  "map_turn": "Spies",
  "turn_order": ["Villain2","Villain1","Spy1","Spy2"],
  "turn": 0,
  "first_chosen": false,
  "smoke": [],
  "frozen": [],
  "tear_gas": [],
  "hacked_this_turn": 0,
  "heard": [
    {"round":2,"event":{"type":"declared","seat":"Spy1","say":"scan","target":"colC","rooms":["C1","C2","C3","C4"]}},
    {"round":2,"event":{"type":"spotted","seat":"Villain1","room":"C1"}},
    {"round":2,"event":{"type":"declared","seat":"Spy2","say":"Earpiece","target":"-","rooms":[]}}
  ],
  "heard_total": 3,
  "winner": "nobody"
}`

// A position written by hand (or saved by a server) is read with
// encoding/json, which validates it, and played on.
func ExampleState_UnmarshalJSON() {
	var s sabotage.State
	if err := json.Unmarshal([]byte(position), &s); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s.Round(), s.Phase(), s.Room(sabotage.Spy1), s.Dice(sabotage.Spy1))
	// Spy1 plans MOVE & SCAN (slot 0, 1-2) with die 2 (a 1), moving up.
	a, _ := sabotage.ParseAction("Spy1 plan 0 2 up")
	s, ev, err := sabotage.Apply(s, a, dice.New(1))
	fmt.Println(err, ev)
	fmt.Println(s.Plan(sabotage.Spy1))
	// Output:
	// 3 plan D4 [3 1 5 6]
	// <nil> [Spy1: planned Move & Scan]
	// [{0 2 up false}]
}
