package hive_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/gametest"
	"github.com/incursion/incursion/hive"
)

func docPosition() hive.Position {
	units := make(hive.PositionUnits, 41)
	units[10] = hive.PositionUnit{Kind: "2lancers", Status: "in play", Box: "B6"}
	units[40] = hive.PositionUnit{Kind: "soldier", Status: "in play", Box: "B6"}
	return hive.Position{
		Turn:              3,
		Step:              "terran-melee",
		Mission:           hive.Rescue,
		HoldingBoxesShown: true,
		Bought:            map[string]int{"darter": 1, "2lancers": 1, "soldier": 1},
		Units:             units,
	}
}

func TestDocReaderHive(t *testing.T) {
	s, err := docPosition().State()
	if err != nil {
		t.Fatal(err)
	}
	t.Log(s.Actions())
	apply := func(s hive.State, text string, r dice.Roller) hive.State {
		t.Helper()
		a, err := hive.ParseAction(text)
		if err != nil {
			t.Fatal(err)
		}
		next, ev, err := hive.Apply(s, a, r)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		t.Logf("%s -> %v", text, ev)
		return next
	}
	// 16.0: 2 Lancers (melee 7) against a Soldier out of every Command
	// Range (melee 3): modifier +4; a roll of 3 makes 7, "1" on the target
	// (16.6): its one individual is eliminated.
	s = apply(s, "melee 10 40", nil)
	t.Log(s.Actions())
	r := dice.Script(3)
	s = apply(s, "resolve", r)
	if u, _ := s.Unit(40); !u.Dead {
		t.Errorf("soldier 40 after a modified roll of 7: %+v", u)
	}
	if u, _ := s.Unit(10); u.Dead || u.Incapacitated {
		t.Errorf("lancers 10 hurt: %+v", u)
	}
}

func TestDocReaderHiveJSON(t *testing.T) {
	// The Go literal's own JSON reads back: its unlisted entries marshal
	// as {"kind": "", "status": ""}, an unlisted counter as null is (the
	// reader's finding, fixed).
	raw, err := json.Marshal(docPosition())
	if err != nil {
		t.Fatal(err)
	}
	var s hive.State
	if err := json.Unmarshal(raw, &s); err != nil {
		t.Errorf("the literal's own JSON: %v", err)
	}
	// Through the State's JSON (every member) instead.
	st, err := docPosition().State()
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(st)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &s); err != nil {
		t.Fatal(err)
	}
	// 11.0: a Soldier in an enemy-occupied box is face-up (derived: the
	// position gave no face-up flag).
	if u, _ := s.Unit(40); u.Box != "B6" || !u.FaceUp {
		t.Errorf("decoded unit 40: %+v", u)
	}
	mistake := func(name, want string, edit func(m map[string]any)) {
		t.Helper()
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		edit(m)
		bad, _ := json.Marshal(m)
		var s hive.State
		err := json.Unmarshal(bad, &s)
		t.Logf("%s: %v", name, err)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v does not name %q", name, err, want)
		}
	}
	mistake("unknown key", "units[40].queen_health", func(m map[string]any) {
		m["units"].([]any)[40].(map[string]any)["queen_health"] = 3
	})
	mistake("wrong type", "units[10].box", func(m map[string]any) {
		m["units"].([]any)[10].(map[string]any)["box"] = 6
	})
	mistake("missing required", "step", func(m map[string]any) {
		delete(m, "step")
	})
}

func TestDocReaderHiveInvariant(t *testing.T) {
	// 9.2-like bound read from the docs: a unit in play stands in a box.
	inPlay := func(s hive.State) error {
		for _, u := range s.Units() {
			if u.InPlay && u.Box == "" {
				return fmt.Errorf("unit %d in play in no box", u.ID)
			}
			if u.Dead && u.InPlay {
				return fmt.Errorf("unit %d dead and in play", u.ID)
			}
		}
		return nil
	}
	if err := gametest.CheckInvariant(hive.Game, inPlay); err != nil {
		t.Fatal(err)
	}
}
