package sabotage

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
)

func TestRollDice(t *testing.T) {
	s, err := New(Config{}, dice.Script())
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []Action{
		ChooseCharacter{Spy1, Hacker}, ChooseCharacter{Spy2, Acrobat},
		ChooseCharacter{Villain1, Chantico}, ChooseCharacter{Villain2, CountV},
		PlaceVillain{Villain1, mustRoom("B2")},
	} {
		s = apply(t, s, a)
	}
	s, ev := applyEv(t, s, PlaceVillain{Villain2, mustRoom("C3")}, 3, 5, 1, 6)
	if diff := cmp.Diff(Event(Rolled{1, [4]int8{3, 5, 1, 6}}), ev[len(ev)-1]); diff != "" {
		t.Errorf("rolled (-want +got):\n%s", diff)
	}
	for _, seat := range Seats {
		if s.Dice(seat) != [4]int{3, 5, 1, 6} {
			t.Errorf("%v dice %v: all other players set their dice to match", seat, s.Dice(seat))
		}
	}
	if diff := cmp.Diff([]Seat{Spy1, Spy2, Villain1, Villain2}, s.ToMove()); diff != "" {
		t.Errorf("planning is simultaneous (-want +got):\n%s", diff)
	}
}

func TestPlanActions(t *testing.T) {
	s := started(t, 3, 5, 1, 3)
	// A Spy off the map must plan PARACHUTE first.
	mustIllegal(t, s, PlanTile{Spy1, 0, 1 << 2, To(Up)})
	mustIllegal(t, s, Ready{Spy1})
	s = apply(t, s, PlanTile{Spy1, 5, 0, At(mustRoom("B3"))})
	if s.Room(Spy1) != mustRoom("B3") || !s.s.Players[Spy1].Lying {
		t.Errorf("PARACHUTE places the miniature lying down at once")
	}
	mustIllegal(t, s, PlanTile{Spy1, 5, 0, At(mustRoom("B3"))})
	// No HACK in a round with PARACHUTE (Hack needs a pair: dice 1 and 4 show 3).
	mustIllegal(t, s, PlanTile{Spy1, 4, 1<<0 | 1<<3, None})
	// Dice requirements: Move & Scan 1-2 needs a 1 or 2.
	mustIllegal(t, s, PlanTile{Spy1, 0, 1 << 0, To(Up)})
	// Only actions that could be executed: a wall between A3 and B3.
	mustIllegal(t, s, PlanTile{Spy1, 0, 1 << 2, To(Left)})
	s = apply(t, s, PlanTile{Spy1, 0, 1 << 2, To(Up)})
	// Each die once.
	mustIllegal(t, s, PlanTile{Spy1, 1, 1 << 2, To(Up)})
	s = apply(t, s, PlanTile{Spy1, 1, 1 << 0, To(Right)})
	// Two dice at the start of the game.
	mustIllegal(t, s, PlanTile{Spy1, 3, 1 << 1, None})
	s = apply(t, s, Ready{Spy1})
	mustIllegal(t, s, PlanTile{Spy1, 3, 1 << 1, None})

	// Villains: GENERATOR needs a Generator in the room.
	mustIllegal(t, s, PlanTile{Villain1, 3, 1 << 2, None})
	s = apply(t, s, PlanTile{Villain1, 0, 1 << 2, To(Left)}) // B2 → A2
	s = apply(t, s, PlanTile{Villain1, 1, 1 << 0, To(Up)})   // A2 → A1
	mustIllegal(t, s, PlanTile{Villain1, 3, 1 << 3, None})   // a third die
	// Stun Gun needs a pair: dice 1 and 4 both show 3.
	s = apply(t, s, PlanTile{Villain2, 5, 1<<0 | 1<<3, None})
	mustIllegal(t, s, UnlockDie{Villain2, 2}) // a third die
}

func TestDiceLimits(t *testing.T) {
	s := started(t, 1, 2, 3, 4)
	s = with(s, func(s *state) {
		s.Players[Spy1].Swagger, s.Players[Spy2].Swagger = 2, 5
		s.Pile -= 7
		s.GenCubes, s.GenSupply = [2]int8{2, 2}, 0
		s.Players[Villain2].OneDie = true
	})
	s = with(s, func(s *state) {
		g := game{s: *s, r: dice.Script(6, 6, 6, 6)}
		g.startRound()
		*s = g.s
	})
	want := [4]int8{3, 4, 4, 1}
	for i, seat := range Seats {
		if got := s.s.Players[seat].Limit; got != want[i] {
			t.Errorf("%v may place %d dice, want %d (Swagger 2 → 3, 5 → 4; two Generators → 4; choked → 1)", seat, got, want[i])
		}
	}
}

func TestModify(t *testing.T) {
	s := started(t, 1, 6, 3, 4)
	s = apply(t, s, ModifyDie{Spy1, 0, -1})
	s = apply(t, s, ModifyDie{Spy2, 1, +1})
	if s.Dice(Spy1)[0] != 6 || s.Dice(Spy2)[1] != 1 || s.Dice(Spy2)[0] != 1 {
		t.Errorf("a 1 becomes a 6 and vice versa: %v %v", s.Dice(Spy1), s.Dice(Spy2))
	}
	if s.Modify(Spies) != 0 || s.Modify(Villains) != 2 {
		t.Errorf("the Spies share 2 modify cubes: %d", s.Modify(Spies))
	}
	mustIllegal(t, s, ModifyDie{Spy1, 0, 1})
	s = apply(t, s, PlanTile{Villain1, 4, 1 << 3, None})
	mustIllegal(t, s, ModifyDie{Villain1, 3, 1})
	s = apply(t, s, ModifyDie{Villain1, 2, 1})
	s = apply(t, s, ModifyDie{Villain1, 2, 1})
	if s.Dice(Villain1)[2] != 5 {
		t.Errorf("several modify cubes on one die: %v", s.Dice(Villain1))
	}
}

func TestExecuteActions(t *testing.T) {
	s := started(t, 1, 2, 3, 4)
	s = planAll(t, s, map[Seat][]PlanTile{
		Spy1:     {{Spy1, 5, 0, At(mustRoom("A2"))}},
		Spy2:     {{Spy2, 5, 0, At(mustRoom("D3"))}},
		Villain1: {{Villain1, 0, 1 << 0, To(Right)}},
		Villain2: {{Villain2, 0, 1 << 1, To(Left)}},
	})
	if diff := cmp.Diff([]Seat{Villain1}, s.ToMove()); diff != "" {
		t.Fatalf("the Villains choose first (-want +got):\n%s", diff)
	}
	mustIllegal(t, s, GoFirst{Villain1, Spy1})
	s = apply(t, s, GoFirst{Villain1, Villain2})
	if seat, _ := s.Turn(); seat != Villain2 {
		t.Fatalf("turn %v", seat)
	}
	// A MOVE holds no decision but is an action of its own.
	s = apply(t, s, Execute{Villain2, None, None})
	s = apply(t, s, Execute{Villain1, None, None})
	if s.Room(Villain2) != mustRoom("B3") || s.Room(Villain1) != mustRoom("C2") {
		t.Errorf("moves: %v %v", s.Room(Villain1), s.Room(Villain2))
	}
	if diff := cmp.Diff([]Seat{Spy1}, s.ToMove()); diff != "" {
		t.Fatalf("then the Spies choose (-want +got):\n%s", diff)
	}
	s = apply(t, s, GoFirst{Spy1, Spy2})
	s, ev := applyEv(t, s, Execute{Spy2, In(HalfTop + 3), None})
	want := []Event{Declared{Spy2, "Parachute", In(HalfTop + 3), 0}, TurnBegan{Spy1}}
	if diff := cmp.Diff(want, public(ev)); diff != "" {
		t.Errorf("PARACHUTE declares the half (-want +got):\n%s", diff)
	}
	mustIllegal(t, s, Execute{Spy1, In(HalfTop + 3), None})
	s, _ = applyEv(t, s, Execute{Spy1, In(HalfTop), None}, 5, 5, 5, 5)
	if s.Round() != 2 || s.Phase() != PhasePlan || s.Dice(Spy1) != [4]int{5, 5, 5, 5} {
		t.Errorf("Clean Up then the next round: round %d phase %v", s.Round(), s.Phase())
	}
	if s.s.Players[Spy1].N != 0 || s.s.Players[Spy1].Lying {
		t.Errorf("tiles return to hand; the Spy stands")
	}
}
