package hive

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestViewUnknownUnits: the Terran player never sees what a face-down unit
// is (11.1), nor the hyperdrive turn (4.8); Soldiers turn face-up with an
// enemy in their box (11.0); Queens when Active (11.5).
func TestViewUnknownUnits(t *testing.T) {
	s := scene(t, StepTerranMove)
	s.c.Speed, s.c.Bought[BuyHyperdrive] = 3, 3
	so := put(t, &s, Soldier, "20")
	q := put(t, &s, Queen, "A8")
	tr := put(t, &s, Boobytrap, "21")
	e := put(t, &s, Engineer, "19")
	v := s.View(Terran)
	diff(t, []Kind{Unknown, Unknown, Unknown}, []Kind{v.kindAt(so), v.kindAt(q), v.kindAt(tr)})
	diff(t, -1, v.HyperdriveTurn())
	diff(t, Engineer, v.kindAt(e))
	s, _ = play(t, s, Move{e, "20"})
	diff(t, Soldier, s.View(Terran).kindAt(so))
	s.c.Units[q].Flags |= uActive
	diff(t, Queen, s.View(Terran).kindAt(q))
	z := s.View(Znon)
	diff(t, NoMission, z.Mission())
	diff(t, Soldier, z.kindAt(so))
	if z.Legal(End{}) == nil {
		t.Error("a view cannot be played")
	}
}

// TestViewHoldingBoxes: the Znon player does not see the Holding Boxes
// before naming the damaged Darters (5.5).
func TestViewHoldingBoxes(t *testing.T) {
	s := scene(t, StepOuterHit)
	s.c.Shown = false
	l := put(t, &s, Lancers, "Sirius")
	diff(t, Unknown, s.View(Znon).kindAt(l))
	diff(t, Lancers, s.View(Terran).kindAt(l))
}

// TestVisibleTo: deployment is seen by the Znon player only, the mission
// by the Terran player only... the events say so.
func TestVisibleTo(t *testing.T) {
	e := Affected{Unit: 40, What: "deployed", Kind: Soldier, Box: "20", To: toZnon}
	diff(t, false, VisibleTo(e, Terran))
	diff(t, true, VisibleTo(e, Znon))
	diff(t, true, VisibleTo(Began{Turn: 1, Step: StepMindControl}, Terran))
}

// TestStateJSON: a state survives a JSON round trip, and a broken one is
// rejected by Validate.
func TestStateJSON(t *testing.T) {
	s := scene(t, StepTerranMove)
	put(t, &s, Lancers, "20")
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	diff(t, s.c, back.c)
	for i := 0; i < 4; i++ {
		put(t, &s, Lancers, "20")
	}
	data, _ = json.Marshal(s)
	if err := json.Unmarshal(data, &back); err == nil {
		t.Error("10 Space Marines in a box: want an error (9.2)")
	}
}

// TestActionText: every action's text reads back, and its JSON too.
func TestActionText(t *testing.T) {
	for _, a := range []Action{Buy{BuyLancers}, End{}, Deploy{"E15"}, Choose{Punitive}, Assign{"Vega"}, Hit{"Rigel"},
		Casualty{3}, Relinquish{40}, MindControl{40, 3}, Activate{41}, PlaceBreach{"Sirius", "L9", false},
		Move{3, "A4"}, Fire{3, 50, 2}, FireArmory{3, "A3"}, FireDarter{50, "Vega", 1}, Holing{0, "E12"},
		Disarm{0}, Demolish{12}, Hatch{12, "Deneb"}, CutGravity{12}, ShutLifeSupport{60}, Finish{},
		Combine{12, 13}, Melee{12, 50}, Join{13}, Resolve{}, Consent{true}, Announce{44}, Abort{false},
		Execute{44}, Depart{"Altair"}, Laser{"Altair"}, Spawn{true}} {
		b, err := ParseAction(a.String())
		if err != nil {
			t.Errorf("%v: %v", a, err)
			continue
		}
		diff(t, a, b)
		j, err := json.Marshal(a)
		if err != nil {
			t.Fatal(err)
		}
		c, err := UnmarshalAction(j)
		if err != nil {
			t.Errorf("%s: %v", j, err)
			continue
		}
		diff(t, a, c)
	}
	for _, bad := range []string{"", "fire", "fire 1 2 3", "move x 3", "buy 1lancer", "spawn maybe", "fire 01 2"} {
		if _, err := ParseAction(bad); err == nil {
			t.Errorf("ParseAction(%q) accepted", bad)
		}
	}
}

// TestViewScrubsFlags: a face-down prisoner looks like any other face-down
// counter in the Terran player's view (11.1, 11.3).
func TestViewScrubsFlags(t *testing.T) {
	s := scene(t, StepTerranMove)
	h := put(t, &s, Ambassador, "A1")
	w := put(t, &s, Worker, "A2")
	v := s.View(Terran)
	diff(t, v.c.Units[w], unit{ks: pack(Unknown, stInPlay), Box: v.c.Units[w].Box, Link: NoUnit})
	diff(t, v.c.Units[h], unit{ks: pack(Unknown, stInPlay), Box: v.c.Units[h].Box, Link: NoUnit})
}

// TestEliminatedUnexamined: a face-down unit eliminated by ranged combat
// stays unknown to the Terran player until the end (11.7).
func TestEliminatedUnexamined(t *testing.T) {
	s := scene(t, StepTerranMove)
	put(t, &s, Queen, "F8")
	l := put(t, &s, Lancers, "20")
	so := put(t, &s, Soldier, "21")
	s, ev := play(t, s, Fire{l, so, 0}, 1)
	diff(t, Event(Affected{Unit: so, What: "eliminated", Box: "21", To: toAll}), ev[len(ev)-1])
	diff(t, Unknown, s.View(Terran).kindAt(so))
	s.c.Step = StepOver
	diff(t, Soldier, s.View(Terran).kindAt(so))
}

// issue20Twin is the position of issue 20, item 10: the Znon Movement
// Segment of Game-Turn 3, an Active Queen in A7, the Terran player's one
// Engineer aboard Antares, and unit 40, face-down in corridor box 20, a
// Soldier or (its twin) a Worker.
func issue20Twin(t *testing.T, kind string) State {
	t.Helper()
	const pos = `{"turn":3,"step":"znon-movement","resource_points":{"Terran":0,"Znon":0},"bought":{"darter":4},"mission":"rescue","holding_boxes_shown":true,"hyperdrive_speeded":0,"boobytrap_attacks_due":[null,null,null],"laser_pod_targets":["","","","","","","",""],"starting_men":1,"men_lost":0,"queens_killed":0,"max_turns":30,"units":{"0":{"kind":"engineer","status":"in play","box":"Antares"},"35":{"kind":"queen","status":"in play","box":"A7","flags":["active","face-up"]},"40":{"kind":"KIND","status":"in play","box":"20"}},"darters":[{"name":"Sirius","flags":["built"]},{"name":"Vega","flags":["built"]},{"name":"Rigel","flags":["built"]},{"name":"Antares","flags":["built"]},{"name":"Deneb"},{"name":"Altair"}]}`
	var s State
	if err := json.Unmarshal([]byte(strings.Replace(pos, "KIND", kind, 1)), &s); err != nil {
		t.Fatal(err)
	}
	return s
}

// TestUnknownUnits_MovementAllowanceAfterMoveHidden (11.1; issue 20,
// item 10): once a face-down unit has moved and finished (`move 40 21`,
// `done`), the Terran player's view of the Soldier and of its Worker twin
// is the same — whole JSON, InfoKey, Draw — and keeps no Movement
// Allowance (it read 4 against 3 before: the Soldier told from the
// Worker). The full state keeps none either once no unit moves (9.0).
func TestUnknownUnits_MovementAllowanceAfterMoveHidden(t *testing.T) {
	var got [2]State
	for k, kind := range []string{"soldier", "worker"} {
		s := issue20Twin(t, kind)
		s, _ = play(t, s, Move{40, "21"})
		diff(t, 40, s.MovingUnit())
		diff(t, uint8(0), s.View(Terran).c.Allow) // while it moves
		s, _ = play(t, s, Finish{})
		diff(t, -1, s.MovingUnit())
		diff(t, uint8(0), s.c.Allow)
		got[k] = s
	}
	j := func(s State) string {
		b, err := json.Marshal(s.View(Terran))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	diff(t, j(got[0]), j(got[1]))
	if strings.Contains(j(got[0]), "movement_allowance") {
		t.Errorf("the view keeps a movement_allowance: %s", j(got[0]))
	}
	diff(t, Game.InfoKey(got[0], Terran), Game.InfoKey(got[1], Terran))
	diff(t, got[0].View(Terran).Draw(), got[1].View(Terran).Draw())
	// The Znon player knows his units: his views differ.
	if Game.InfoKey(got[0], Znon) == Game.InfoKey(got[1], Znon) {
		t.Error("the Znon player's views of a Soldier and a Worker are alike")
	}
}
