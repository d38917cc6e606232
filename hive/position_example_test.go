package hive_test

import (
	"encoding/json"
	"fmt"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/hive"
)

// A mid-game position written by hand (doc.go, "Positions"): Game-Turn 2,
// the Terran Movement and Ranged Combat Segment. A 2 Lancers (unit 10)
// stands in box A1 of the Hive beside its Darter Sirius, whose breach is
// open there; a face-down Soldier (unit 40) waits in A2 and the Queens
// sit in their Nests. Counters not listed are unused.
func Example_position() {
	const doc = `{
	  "turn": 2,
	  "step": "terran-movement",
	  "resource_points": {"Terran": 0, "Znon": 0},
	  "bought": {"darter": 4, "2lancers": 1},
	  "mission": "rescue",
	  "holding_boxes_shown": true,
	  "units": {
	    "0":  {"kind": "engineer", "status": "in play", "box": "Sirius", "flags": ["free-engineer"]},
	    "1":  {"kind": "engineer", "status": "in play", "box": "Vega", "flags": ["free-engineer"]},
	    "2":  {"kind": "engineer", "status": "in play", "box": "Rigel", "flags": ["free-engineer"]},
	    "3":  {"kind": "engineer", "status": "in play", "box": "Antares", "flags": ["free-engineer"]},
	    "10": {"kind": "2lancers", "status": "in play", "box": "A1"},
	    "34": {"kind": "masterqueen", "status": "in play", "box": "F8"},
	    "35": {"kind": "queen", "status": "in play", "box": "B8"},
	    "36": {"kind": "queen", "status": "in play", "box": "D8"},
	    "37": {"kind": "queen", "status": "in play", "box": "L7"},
	    "38": {"kind": "ambassador", "status": "in play", "box": "F8", "flags": ["znon-controlled", "prisoner"]},
	    "39": {"kind": "daughter", "status": "in play", "box": "F8", "flags": ["znon-controlled", "prisoner"]},
	    "40": {"kind": "soldier", "status": "in play", "box": "A2"}
	  },
	  "darters": [
	    {"name": "Sirius", "flags": ["built", "placed", "open"], "breach": "A1"},
	    {"name": "Vega", "flags": ["built"]},
	    {"name": "Rigel", "flags": ["built"]},
	    {"name": "Antares", "flags": ["built"]},
	    {"name": "Deneb"},
	    {"name": "Altair"}
	  ],
	  "melee_attack": {"forming": false, "target": 0, "attackers": []},
	  "boobytrap_attacks_due": [null, null, null],
	  "laser_pod_targets": ["", "", "", "", "", "", "", ""],
	  "hyperdrive_speeded": 0,
	  "starting_men": 6,
	  "men_lost": 0,
	  "queens_killed": 0,
	  "max_turns": 30
	}`
	var s hive.State
	if err := json.Unmarshal([]byte(doc), &s); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s)
	a, _ := hive.ParseAction("move 10 A2")
	next, events, err := hive.Apply(s, a, dice.Script())
	fmt.Println(err)
	for _, e := range events {
		fmt.Println(e)
	}
	u, _ := next.Unit(40)
	fmt.Println(u.Kind, u.Box, next.MovementPointsSpent(10))
	// Output:
	// hive: Game-Turn 2, Terran Movement and Ranged Combat Segment, Terran to move
	// <nil>
	// unit 10 moves A1 -> A2 (2 MP)
	// soldier A2 2
}
