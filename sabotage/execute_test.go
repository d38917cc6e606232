package sabotage

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestSlideBeforeAnAction: Rulebook, "How to use Slide": "before or after
// executing an action, a Spy may use a slide cube". A HACK that cannot be
// executed in a gassed room used to be skipped at once; the Spy may first
// slide out and then must hack. Execute with no target skips instead.
func TestSlideBeforeAnAction(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "B2", Spy2: "A1"})
	s = turnOf(s, Spy1, Planned{Slot: 4})
	s = with(s, func(s *state) {
		s.TearGas = roomsOf("B2")
		// One hit taken: a slide cube.
		s.HitModify, s.HitSlide = 3, 3
		s.Teams[Spies].Modify, s.Teams[Spies].Slide = 3, 1
	})
	want := []Action{Execute{Spy1, None, None}, Slide{Spy1, Right}, Slide{Spy1, Down}, Slide{Spy1, Left}}
	if diff := cmp.Diff(want, s.ActionsFor(Spy1)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	mustIllegal(t, s, Execute{Spy1, At(mustRoom("B2")), None})
	slid := apply(t, s, Slide{Spy1, Right})
	_, ev := applyEv(t, slid, Execute{Spy1, None, None}, 1, 1, 1, 1)
	checkPublic(t, []Event{Declared{Spy1, "hack", None, RoomSet(roomsOf("C2"))}, DoomsdayPassed{mustRoom("C2")}}, ev)
	// Or the Spy skips the HACK, declaring nothing.
	s, ev = applyEv(t, s, Execute{Spy1, None, None}, 1, 1, 1, 1)
	checkPublic(t, nil, ev)
	_, ev = applyEv(t, s, EndTurn{Spy1}, 1, 1, 1, 1)
	checkPublic(t, []Event{TurnBegan{Spy2}}, ev)
	// Without a slide cube the HACK is skipped at once (TestTearGas).
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
	// A turn ends with the seat's EndTurn, never by itself: when it ends
	// is the seat's decision, so it tells the other team nothing hidden.
	mustIllegal(t, s, Execute{Villain1, None, None})
	if diff := cmp.Diff([]Action{EndTurn{Villain2}}, s.ActionsFor(Villain2)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	s = apply(t, s, EndTurn{Villain2})
	s = apply(t, s, Execute{Villain1, None, None})
	s = apply(t, s, EndTurn{Villain1})
	if s.Room(Villain2) != mustRoom("B3") || s.Room(Villain1) != mustRoom("C2") {
		t.Errorf("moves: %v %v", s.Room(Villain1), s.Room(Villain2))
	}
	if diff := cmp.Diff([]Seat{Spy1}, s.ToMove()); diff != "" {
		t.Fatalf("then the Spies choose (-want +got):\n%s", diff)
	}
	s = apply(t, s, GoFirst{Spy1, Spy2})
	s, ev := applyEv(t, s, Execute{Spy2, In(HalfTop + 3), None})
	s, more := applyEv(t, s, EndTurn{Spy2})
	ev = append(append([]Event(nil), ev...), more...)
	want := []Event{Declared{Spy2, "Parachute", In(HalfTop + 3), 0}, TurnBegan{Spy1}}
	if diff := cmp.Diff(want, public(ev)); diff != "" {
		t.Errorf("PARACHUTE declares the half (-want +got):\n%s", diff)
	}
	mustIllegal(t, s, Execute{Spy1, In(HalfTop + 3), None})
	s, _ = applyEnd(t, s, Execute{Spy1, In(HalfTop), None}, 5, 5, 5, 5)
	if s.Round() != 2 || s.Phase() != PhasePlan || s.Dice(Spy1) != [4]int{5, 5, 5, 5} {
		t.Errorf("Clean Up then the next round: round %d phase %v", s.Round(), s.Phase())
	}
	if s.s.Players[Spy1].N != 0 || s.s.Players[Spy1].Lying {
		t.Errorf("tiles return to hand; the Spy stands")
	}
}
