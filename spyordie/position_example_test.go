package spyordie_test

import (
	"encoding/json"
	"fmt"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/spyordie"
)

// position is the worked example of doc.go, "Positions": round 3 of a game
// of one Intruder, Anna Chekhova the Sniper, exposed in the corridor
// below the Generator room with a Handgun and the Silencer and one red/USSR
// Intelligence marker; the Boss in the Sanctum, the Security Guard at his
// post, two more Guards about; a Body in the corridor; the Alert AMBER.
const position = `{
  "intruders": 1,
  "phase": "intruders",
  "step": 0,
  "minion_type": "boss",
  "round": 3,
  "timer": 41,
  "alert": "amber",
  "alarms": 2,
  "power_cut": false,
  "locked_doors": [2, 3, 4, 5, 6, 7, 8, 9, 10],
  "order": ["I1"],
  "agents": [
    {"agent": "anna", "talent": "sniper", "status": "in base", "square": "4,15",
     "hidden": false, "stun": false, "wound": false,
     "items": [0, 3], "intelligence": [5],
     "actions_taken": 0, "actions_allowed": 2, "turn_over": false,
     "used_passage": false, "started_in_kill_zone": false}
  ],
  "minions": [
    {"figure": "B", "state": "standing", "square": "13,4"},
    {"figure": "G1", "state": "standing", "square": "22,9"},
    {"figure": "G2", "state": "standing", "square": "15,14"},
    {"figure": "G3", "state": "standing", "square": "10,15"}
  ],
  "bodies": ["1,14"],
  "cameras": ["8,14", "24,7", "0,21", "24,21"],
  "traps": [],
  "secret_passages": ["12,4", "23,18"],
  "intelligence": [
    {"at": "22,17", "face_up": false}, {"at": "13,11", "face_up": false},
    {"at": "6,18", "face_up": false}, {"at": "13,3", "face_up": false},
    {"at": "20,2", "face_up": false}, {"at": "I1", "face_up": true},
    {"at": "13,17", "face_up": false}, {"at": "20,9", "face_up": false},
    {"at": "6,3", "face_up": false}
  ],
  "items": ["I1", "supply", "supply", "I1", "supply", "supply",
            "supply", "supply", "supply", "supply", "supply", "supply"],
  "doomsday": [0, 3, 1, 4, 2, 5],
  "doomsday_revealed": 0,
  "actor": "I1",
  "entrance_breached": true,
  "pending": [],
  "verdict": "undecided"
}`

// Example_position builds a mid-game position from a hand-written JSON
// document and plays an action from it.
func Example_position() {
	var s spyordie.State
	if err := json.Unmarshal([]byte(position), &s); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s.Phase(), s.ToMove(), s.Timer(), s.AlertLevel(), s.Bodies(), s.Intruder(0).Intel)
	a, _ := spyordie.ParseAction("I1 shoot G3")
	fmt.Println(s.Legal(a))
	next, events, err := spyordie.Apply(s, a, dice.Script(6, 6, 1))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, e := range events {
		fmt.Println(e)
	}
	fmt.Println(next.Where(spyordie.G1 + 2))
	// Output:
	// intruders [Intruder1] 41 AMBER [(1,14)] [red/USSR]
	// <nil>
	// 1 Alarm marker(s) (caught on Camera): 3 on the Monitor
	// I1 rolls for shooting G3: [6 6] need 3+: 2 success(es)
	// G3 rolls for resisting a K.O: [1] need 6+: 0 success(es)
	// G3: knocked out
	// (0,0) false
}

// ExamplePosition writes the same kind of mid-game position as a Go
// literal, leaving out the members Position derives or defaults (the
// order of play, the Item markers' places, the actor, the actions allowed,
// the verdict...), builds it with Position.State and plays one action.
func ExamplePosition() {
	p := spyordie.Position{
		Phase: "intruders", Round: 3, Timer: 41, Alert: "amber", Alarms: 2,
		LockedDoors: []int{2, 3, 4, 5, 6, 7, 8, 9, 10},
		Agents: []spyordie.PositionAgent{{
			Agent: "anna", Talent: "sniper", Status: "in base", Square: spyordie.At(4, 15),
			Items: spyordie.Markers(0, 3), Intelligence: spyordie.Markers(5),
		}},
		Minions: []spyordie.PositionMinion{
			{Figure: "B", State: "standing", Square: spyordie.At(13, 4)},
			{Figure: "G1", State: "standing", Square: spyordie.At(22, 9)},
			{Figure: "G2", State: "standing", Square: spyordie.At(15, 14)},
			{Figure: "G3", State: "standing", Square: spyordie.At(10, 15)},
		},
		Bodies:         []*string{spyordie.At(1, 14)},
		Cameras:        []*string{spyordie.At(8, 14), spyordie.At(24, 7), spyordie.At(0, 21), spyordie.At(24, 21)},
		SecretPassages: []*string{spyordie.At(12, 4), spyordie.At(23, 18)},
		Intelligence: []spyordie.PositionIntel{
			{At: "22,17"}, {At: "13,11"}, {At: "6,18"}, {At: "13,3"}, {At: "20,2"},
			{At: "I1", FaceUp: true}, {At: "13,17"}, {At: "20,9"}, {At: "6,3"},
		},
		Doomsday: spyordie.Markers(0, 3, 1, 4, 2, 5),
	}
	s, err := p.State()
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s.Phase(), s.ToMove(), s.Intruder(0).Items, s.Intruder(0).Intel)
	next, events, err := spyordie.Apply(s, spyordie.Shoot{Who: spyordie.I1, Target: spyordie.G1 + 2}, dice.Script(6, 6, 1))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, e := range events {
		fmt.Println(e)
	}
	fmt.Println(next.Bodies())
	// Output:
	// intruders [Intruder1] [handgun silencer] [red/USSR]
	// 1 Alarm marker(s) (caught on Camera): 3 on the Monitor
	// I1 rolls for shooting G3: [6 6] need 3+: 2 success(es)
	// G3 rolls for resisting a K.O: [1] need 6+: 0 success(es)
	// G3: knocked out
	// [(1,14) (10,15)]
}
