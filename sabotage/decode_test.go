package sabotage

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/incursion/incursion/dice"
)

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
