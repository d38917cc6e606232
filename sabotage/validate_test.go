package sabotage

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestValidateRejectsStuckStates: a state that decodes can be played on
// (issue 8, "Any state that decodes is playable"): a game that is not over
// has a seat to move, and every seat to move has a legal action.
func TestValidateRejectsStuckStates(t *testing.T) {
	// The state found by an independent check, in the old JSON format: it
	// no longer decodes at all (unknown names are an error).
	old := `{"doomsday":[4,4,4],"generator_supply":4,"players":[{},{},{"char":"none"},{"char":"none"}],"teams":[{"modify":2},{"modify":2,"devices":[0,0,0,0,-1,-1]}],"hit_modify":4,"hit_slide":4,"hack_track":7,"pile":22,"r":[6],"winner":-1}`
	var s State
	if err := json.Unmarshal([]byte(old), &s); err == nil || !strings.Contains(err.Error(), "unknown field") {
		t.Errorf("old format: got %v, want an unknown field", err)
	}
	// Its meaning in the position format: Variable Map Setup (phase 0)
	// with no map piece left, so that Spy1 "places" with nothing to place.
	stuck := `{"phase":"map","round":0,"walls":[],"setup_walls":[],"doomsday_machines":["A1","A1","A1"],"doomsday_cubes":[4,4,4],"untraced_cubes":[0,0,0],"generators":["A1","A1"],"generator_cubes":[0,0],"generator_supply":4,"roll":[0,0,0,0],
"players":[{"character":"Hacker","room":"off","dice":[0,0,0,0]},{"character":"Hacker","room":"off","dice":[0,0,0,0]},{"character":"none","room":"off","dice":[0,0,0,0]},{"character":"none","room":"off","dice":[0,0,0,0]}],
"spies":{"modify":2},"villains":{"modify":2,"devices":["A1","A1","A1","A1","off","off"]},"hit_track":4,"hit_track_slide":4,"hack_track":7,"unlock_pile":22,"map_turn":"Spies","turn_order":["Spy1","Spy1","Spy1","Spy1"],"winner":"nobody"}`
	if err := json.Unmarshal([]byte(stuck), &s); err == nil || !strings.Contains(err.Error(), "Variable Map Setup with no piece left to place") {
		t.Errorf("map phase with nothing to place: got %v", err)
	}

	// The same hole in the position format: a Spy holding a gained unlock
	// cube with a full Swagger track and every action unlock space full
	// can neither use it nor plan ("Unlock cubes must be used immediately
	// when gained. Otherwise they are lost and discarded": play discards
	// it, a hand-written position must not hold it).
	s = started(t, 1, 2, 3, 4)
	s = with(s, func(s *state) {
		p := &s.Players[Spy1]
		s.Pile -= 6 + 5 + 1 - p.Unlocks - p.Swagger - p.Pending
		p.Unlocks, p.Hand, p.Gone, p.Swagger, p.Pending = 6, 1<<6|1<<7|1<<9, 1<<8|1<<10, 5, 1
		p.Limit = (&game{s: *s}).diceLimit(Spy1)
	})
	want := "sabotage: invalid state: Spy1 must decide in phase plan but has no legal action"
	if err := s.Validate(); err == nil || err.Error() != want {
		t.Errorf("Validate: got %v, want %s", err, want)
	}
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &s); err == nil || err.Error() != want {
		t.Errorf("decoding it: got %v, want %s", err, want)
	}
}
