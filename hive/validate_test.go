package hive_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/incursion/incursion/hive"
)

// decodeMutated decodes the JSON of s with one change made by edit on the
// decoded document.
func decodeMutated(t *testing.T, s hive.State, edit func(doc map[string]any)) error {
	t.Helper()
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	edit(doc)
	if data, err = json.Marshal(doc); err != nil {
		t.Fatal(err)
	}
	var x hive.State
	return json.Unmarshal(data, &x)
}

// TestValidateUnusedCounterFields: a counter that is not on the map (not
// built, 4.2, 5.7) carries no Mind Control link and no Movement Points:
// "units[38].l" and "units[37].m" on unused counters decoded before and
// led to invalid states.
func TestValidateUnusedCounterFields(t *testing.T) {
	s := fuzzStart(1, 30) // the Terran purchases: counters 37 and 38 are off the map
	for _, c := range []struct {
		unit  int
		field string
		value any
	}{{38, "mind_control", 3}, {37, "movement_points_spent", 1}, {37, "box", "A4"}, {20, "flags", []any{"incapacitated"}}} {
		err := decodeMutated(t, s, func(doc map[string]any) {
			doc["units"].([]any)[c.unit].(map[string]any)[c.field] = c.value
		})
		if err == nil || !strings.Contains(err.Error(), "off the map") {
			t.Errorf("units[%d].%s = %v: %v", c.unit, c.field, c.value, err)
		}
	}
}

// TestValidateStepNull: "step": null is no step; and the Terran purchases,
// which "step": null used to read as, come before the first Game-Turn
// (4.0, 6.0): mid-game they are rejected instead of giving a game that
// cannot go on.
func TestValidateStepNull(t *testing.T) {
	s := fuzzStart(1, 400)
	if s.Turn() < 1 {
		t.Fatalf("turn %d", s.Turn())
	}
	err := decodeMutated(t, s, func(doc map[string]any) { doc["step"] = nil })
	if err == nil || !strings.Contains(err.Error(), "step") {
		t.Errorf("step null: %v", err)
	}
	err = decodeMutated(t, s, func(doc map[string]any) { doc["step"] = "terran-purchases" })
	if err == nil || !strings.Contains(err.Error(), "Game-Turn") {
		t.Errorf("step terran-purchases: %v", err)
	}
}

// TestValidateMover: only a unit in play moves, and only in a Movement
// Segment (9.0).
func TestValidateMover(t *testing.T) {
	k := 0
	for fuzzStart(1, k).Step() != hive.StepDeploy {
		k++
	}
	s := fuzzStart(1, k+3) // the Znon deployment
	if err := decodeMutated(t, s, func(doc map[string]any) { doc["moving_unit"] = 0 }); err == nil || !strings.Contains(err.Error(), "moving") {
		t.Errorf("mover 0 in the deployment: %v", err)
	}
}
