package sabotage

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
)

// TestSetupEvents: Rulebook, "Variable Map Setup" (a piece placed is
// declared on both maps), "Setup" step 3 (a character is chosen in
// secret: seen by the team only) and step 12 (a Villain's starting room,
// seen by the Villains only).
func TestSetupEvents(t *testing.T) {
	vm, err := New(Config{VariableMap: true}, dice.New(1))
	if err != nil {
		t.Fatal(err)
	}
	who := vm.ToMove()[0]
	_, ev := applyEv(t, vm, PlaceMapPiece{who, WallPiece, mustRoom("A1"), Right})
	if diff := cmp.Diff([]Event{MapPiecePlaced{who, WallPiece, mustRoom("A1"), Right}}, ev); diff != "" {
		t.Errorf("map piece (-want +got):\n%s", diff)
	}
	s, _ := New(Config{}, dice.Script())
	_, ev = applyEv(t, s, ChooseCharacter{Spy1, Hawk})
	if diff := cmp.Diff([]Event{CharacterChosen{Spy1, Hawk}}, ev); diff != "" || VisibleTo(ev[0], Villain1) || !VisibleTo(ev[0], Spy2) {
		t.Errorf("character chosen (-want +got):\n%s", diff)
	}
	for _, a := range []Action{ChooseCharacter{Spy1, Hawk}, ChooseCharacter{Spy2, Juicer}, ChooseCharacter{Villain1, Nadesh}, ChooseCharacter{Villain2, Ophidian}} {
		s = apply(t, s, a)
	}
	_, ev = applyEv(t, s, PlaceVillain{Villain1, mustRoom("B2")})
	if diff := cmp.Diff([]Event{Moved{Villain1, mustRoom("B2"), Villains}}, ev); diff != "" || VisibleTo(ev[0], Spy1) || !VisibleTo(ev[0], Villain2) {
		t.Errorf("villain placed (-want +got):\n%s", diff)
	}
}

// TestWonEvent: Rulebook, "How to Win the Game": the last event of a game
// is Won, naming the winning team and why, as Outcome does.
func TestWonEvent(t *testing.T) {
	for _, cfg := range []Config{{}, {Intro: true}} {
		states, events := randomStates(t, cfg, 6, 40000)
		end := states[len(states)-1]
		last := events[len(events)-1]
		o := end.Outcome()
		if !end.Over() || len(last) == 0 {
			t.Fatal("not over")
		}
		if diff := cmp.Diff(Event(Won{o.Winner, last[len(last)-1].(Won).How}), last[len(last)-1]); diff != "" {
			t.Errorf("(-want +got):\n%s", diff)
		}
		for _, ev := range events[:len(events)-1] {
			for _, e := range ev {
				if _, ok := e.(Won); ok {
					t.Errorf("Won before the end: %v", e)
				}
			}
		}
	}
}
