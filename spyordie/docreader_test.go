package spyordie_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/gametest"
	"github.com/incursion/incursion/spyordie"
)

func ip(n int) *int { return &n }

func sq(s string) *string { return &s }

func docPosition() spyordie.Position {
	return spyordie.Position{
		Intruders:   1,
		Phase:       "intruders",
		Round:       3,
		Timer:       30,
		Alert:       "amber",
		Alarms:      2,
		LockedDoors: []int{2, 3, 4, 6, 7, 8, 9, 10},
		Agents: []spyordie.PositionAgent{{
			Agent: "anna", Talent: "judoka", Status: "in base",
			Square: spyordie.At(11, 10), Hidden: true,
			Items: []*int{ip(0)}, Intelligence: []*int{ip(5)},
		}},
		Minions: []spyordie.PositionMinion{
			{Figure: "B", State: "standing", Square: spyordie.At(13, 4)},
			{Figure: "G1", State: "standing", Square: spyordie.At(12, 10)},
		},
		SecretPassages: []*string{sq("12,4"), sq("23,18")},
		Intelligence: []spyordie.PositionIntel{
			{At: "22,17"}, {At: "13,11"}, {At: "6,18"}, {At: "13,3"}, {At: "20,2"},
			{At: "I1", FaceUp: true}, {At: "13,17"}, {At: "20,9"}, {At: "6,3"},
		},
		Doomsday: []*int{ip(0), ip(3), ip(1), ip(4), ip(2), ip(5)},
	}
}

func TestDocReaderSpyOrDie(t *testing.T) {
	s, err := docPosition().State()
	if err != nil {
		t.Fatal(err)
	}
	t.Log(s.Actions())
	apply := func(s spyordie.State, text string, r dice.Roller) spyordie.State {
		t.Helper()
		a, err := spyordie.ParseAction(text)
		if err != nil {
			t.Fatal(err)
		}
		next, ev, err := spyordie.Apply(s, a, r)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		t.Logf("%s -> %v", text, ev)
		return next
	}
	// Rulebook, "Sneak-attack": 3 dice, the Judoka succeeds on 3-6; one
	// success eliminates the Guard, a Body marker in his place.
	r := dice.Script(1, 2, 3)
	s = apply(s, "I1 sneak-attack G1", r)
	t.Log(s.Actions(), "left", r.Remaining())
	if _, on := s.Where(spyordie.G1); on {
		t.Errorf("G1 still on the board")
	}
	if b := s.Bodies(); len(b) != 1 || b[0].X != 12 || b[0].Y != 10 {
		t.Errorf("bodies %v, want 12,10", b)
	}
	if s.Timer() != 30 {
		t.Errorf("timer %d after a chance action, want 30", s.Timer())
	}
}

func TestDocReaderSpyOrDieJSON(t *testing.T) {
	data, err := json.Marshal(docPosition())
	if err != nil {
		t.Fatal(err)
	}
	var s spyordie.State
	if err := json.Unmarshal(data, &s); err != nil {
		t.Fatal(err)
	}
	if s.Timer() != 30 {
		t.Errorf("decoded timer %d", s.Timer())
	}
	mistake := func(name, want string, edit func(m map[string]any)) {
		t.Helper()
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		edit(m)
		bad, _ := json.Marshal(m)
		var s spyordie.State
		err := json.Unmarshal(bad, &s)
		t.Logf("%s: %v", name, err)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v does not name %q", name, err, want)
		}
	}
	mistake("unknown key", "agents[0].disguised", func(m map[string]any) {
		m["agents"].([]any)[0].(map[string]any)["disguised"] = true
	})
	mistake("wrong type", "minions[1].square", func(m map[string]any) {
		m["minions"].([]any)[1].(map[string]any)["square"] = []int{12, 10}
	})
	mistake("missing required", "agents[0].hidden", func(m map[string]any) {
		delete(m["agents"].([]any)[0].(map[string]any), "hidden")
	})
}

func TestDocReaderSpyOrDieInvariant(t *testing.T) {
	// Rulebook, "The Mission Timer" and "Alert Monitor": 0..60 minutes,
	// never 9 Alarm markers at rest.
	timer := func(s spyordie.State) error {
		if m := s.Timer(); m < 0 || m > 60 {
			return fmt.Errorf("timer %d", m)
		}
		if a := s.Alarms(); a > 8 {
			return fmt.Errorf("%d alarms at rest", a)
		}
		return nil
	}
	if err := gametest.CheckInvariant(spyordie.Game, timer); err != nil {
		t.Fatal(err)
	}
}
