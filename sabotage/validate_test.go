package sabotage

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/incursion/incursion/dice"
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

// rejects checks that the edited state fails Validate, and that its JSON
// does not decode (issue "Any state that decodes is playable").
func rejects(t *testing.T, name string, s State, want string) {
	t.Helper()
	err := s.Validate()
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("%s: Validate = %v, want %q", name, err, want)
	}
	b, _ := json.Marshal(s)
	var back State
	if json.Unmarshal(b, &back) == nil {
		t.Errorf("%s: decodes", name)
	}
}

// executeState returns a state of seed 1 in Execute Actions where a team
// has chosen who goes first.
func executeState(t *testing.T) State {
	states, _ := randomStates(t, Config{}, 1, 2000)
	for _, s := range states {
		if s.s.Phase == PhaseExecute && s.s.Chosen {
			return s
		}
	}
	t.Fatal("no Execute state")
	return State{}
}

func TestDecodedStatesArePlayable(t *testing.T) {
	vm, err := New(Config{VariableMap: true}, dice.New(1))
	if err != nil {
		t.Fatal(err)
	}
	// "map_pieces":[5,5,2] made Actions panic in setup.go.
	rejects(t, "5 machines to place", with(vm, func(s *state) { s.MapPieces = [3]int8{5, 5, 2} }), "map pieces")
	// map_pieces=[] or phase=0 gave a game not over with no legal action.
	rejects(t, "nothing to place", with(vm, func(s *state) { s.MapPieces = [3]int8{} }), "no piece left")
	std, _ := New(Config{}, dice.New(1))
	rejects(t, "phase map in the standard game", with(std, func(s *state) { s.Phase = PhaseMap }), "no piece left")
	// "chosen":false in Execute Actions at the second turn of a team
	// panicked in execute.go.
	ex := executeState(t)
	rejects(t, "not chosen at turn 1", with(ex, func(s *state) { s.Chosen, s.Turn = false, 1 }), "chooses who goes first")
	// turn=1 outside Execute Actions.
	st := started(t, 1, 2, 3, 4)
	rejects(t, "turn 1 in Plan Actions", with(st, func(s *state) { s.Turn = 1 }), "turn 1")
	// A tier-2 tile out of the game or in hand before tier 2 is complete.
	rejects(t, "tier 2 gone early", with(st, func(s *state) { s.Players[Spy1].Gone = 1 << 7 }), "tier 2 does not match")
	rejects(t, "tier 2 in hand early", with(st, func(s *state) {
		s.Players[Spy1].Hand = 1 << 8
		s.Players[Spy1].Gone = 1 << 7
	}), "tier 2 does not match")
	rejects(t, "choosing tier 2 early", with(st, func(s *state) { s.Players[Spy1].Choosing = 2 }), "choosing tier 2")
	// The dice limit stored when the round began must be the board's
	// (Rulebook, "Phase II"; 2 dice without Swagger).
	rejects(t, "limit 3 without Swagger", with(st, func(s *state) { s.Players[Spy1].Limit = 3 }), "may place 3 dice")
	rejects(t, "roll 7", with(st, func(s *state) { s.Roll[0] = 7 }), "roll")
	rejects(t, "no one to choose a character", with(std, func(s *state) {
		for i := range s.Players {
			s.Players[i].Char = Character(i * 2)
			if i >= 2 {
				s.Players[i].Char = Character(4 + (i-2)*2)
			}
		}
	}), "nobody has to choose")
	if err := with(st, func(s *state) { s.Players[Spy1].Limit = 1 }).Validate(); err != nil {
		t.Errorf("a limit of 1 (after CHOKE, FLASHBANG or a REFLECTOR): %v", err)
	}
}

// TestComponentsLimits: Rulebook, "Components": 4 generator cubes per team
// (the Villains' are the real ones), 4 doomsday cubes per machine, 15
// modify cubes, 4 slide cubes, 34 unlock cubes. Validate accepts a game
// with every cube accounted for and refuses one cube more or less of each.
func TestComponentsLimits(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A2", Spy2: "D4"})
	if err := s.Validate(); err != nil {
		t.Fatalf("every cube accounted for: %v", err)
	}
	for _, c := range []struct {
		name string
		edit func(s *state, d int8)
	}{
		{"generator", func(s *state, d int8) { s.GenSupply += d }},
		{"doomsday", func(s *state, d int8) { s.Doomsday[0] += d }},
		{"modify", func(s *state, d int8) { s.Teams[Villains].Modify += d }},
		{"slide", func(s *state, d int8) { s.Teams[Spies].Slide += d }},
		{"unlock", func(s *state, d int8) { s.Pile += d }},
	} {
		for _, d := range []int8{-1, 1} {
			if err := with(s, func(s *state) { c.edit(s, d) }).Validate(); err == nil {
				t.Errorf("%s cubes %+d: Validate accepted it", c.name, d)
			}
		}
	}
}
