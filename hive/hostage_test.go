package hive

import (
	"encoding/json"
	"fmt"
	"testing"
)

// TestKillingTheHostages: after both engine rooms are destroyed, each Queen
// killed gives a roll (1-3) in the next Znon Movement Segment; then the
// Znon player announces an execution a full turn ahead (19.3), revealing
// the prisoner (19.4); the Terran player may abort (19.3, 22.1: a draw).
func TestKillingTheHostages(t *testing.T) {
	s := scene(t, StepTerranMove)
	s.c.setBlown(box(s, "L8"))
	s.c.setBlown(box(s, "L10"))
	q := put(t, &s, Queen, "A8", uActive)
	put(t, &s, Queen, "F8", uActive)
	h := put(t, &s, Ambassador, "F1")
	put(t, &s, Scout, "Sirius")
	g := &game{State: &s, out: &effects{}}
	g.eliminate(q, Terran)
	s = *g.State
	diff(t, 1, int(s.c.ExecRolls))
	s, _ = play(t, s, End{}, 3) // Terran melee and Znon movement start: the roll, 3
	diff(t, true, s.c.ExecOK)
	diff(t, StepZnonMove, s.Step())
	s, _ = play(t, s, End{})
	diff(t, StepZnonMelee, s.Step())
	refuse(t, s, Execute{h}) // one full Game-Turn's notice first
	s, _ = play(t, s, Announce{h})
	diff(t, []Seat{Terran}, s.ToMove())
	s1, _ := play(t, s, Abort{true})
	diff(t, true, s1.Over())
	diff(t, true, s1.Outcome().Draw)
	s2, _ := play(t, s, Abort{false})
	diff(t, StepZnonMelee, s2.Step())
	refuse(t, s2, Execute{h})
	// Next turn's Znon Melee Combat Segment.
	s2.c.Turn = 2
	s2, _ = play(t, s2, Execute{h})
	diff(t, uint8(stExecuted), uint8(s2.c.Units[h].Stat()))
}

// TestKillingTheHostagesFaceDownOnly: only face-down hostages may be
// executed (19.2): not while a Terran unit in the prisoner's box (with a
// Znon guard, so that he is not freed, 17.4) has turned him face-up (11.3).
func TestKillingTheHostagesFaceDownOnly(t *testing.T) {
	s := scene(t, StepZnonMelee)
	put(t, &s, Queen, "F8", uActive)
	h := put(t, &s, Ambassador, "F1")
	put(t, &s, Soldier, "F1")
	l := put(t, &s, Lancers, "F1")
	s.c.ExecOK = true
	s.c.Notice, s.c.NoticeTurn = uint8(h), 1
	s.c.Turn = 2
	diff(t, true, s.faceUp(h))
	refuse(t, s, Execute{h})
	s.c.Units[l].Box = box(s, "Sirius")
	s, _ = play(t, s, Execute{h})
	diff(t, uint8(stExecuted), uint8(s.c.Units[h].Stat()))
}

// TestSpecialUnits_PrisonerBeyond3BoxesNotAPosition (17.5; issue 20, item
// 11): "if at any point a prisoner is outside a three box range from all
// Queens and the Master-Queen, he (she) is turned permanently face-up": a
// prisoner still held 4 boxes from the only Queen is no position of the
// game (Apply frees him at once, TestPrisonerFreedBeyond3Boxes), so
// Validate and the JSON reader refuse it; at 3 boxes he is held. Likewise
// 17.4: a held prisoner alone with a Terran-controlled Space Marine.
func TestSpecialUnits_PrisonerBeyond3BoxesNotAPosition(t *testing.T) {
	for _, c := range []struct {
		d    int
		want string
	}{{3, ""}, {4, "hive: invalid state: prisoner-held: prisoner 42 is still held beyond 3 boxes of every Queen and the Master-Queen (17.5)"}} {
		s := scene(t, StepActivation)
		put(t, &s, Queen, "A8", uActive)
		h := put(t, &s, Ambassador, boxAt(t, s, "A8", c.d), uZnon|uContinuous)
		diff(t, 42, h)
		got := ""
		if err := s.Validate(); err != nil {
			got = err.Error()
		}
		diff(t, c.want, got)
		data, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		var x State
		got = ""
		if err := json.Unmarshal(data, &x); err != nil {
			got = err.Error()
		}
		diff(t, c.want, got)
		// The Znon player's view is checked too; the Terran player's,
		// which does not show the face-down Queens, is not.
		diff(t, c.want == "", s.View(Znon).Validate() == nil)
		diff(t, nil, s.View(Terran).Validate())
	}
	// 17.4: with a Terran-controlled Scout and no other Znon-controlled
	// unit in the box, invalid; with a Soldier there too, held.
	for _, guard := range []bool{false, true} {
		s := scene(t, StepActivation)
		put(t, &s, Queen, "A7", uActive)
		h := put(t, &s, Ambassador, "A8", uZnon|uContinuous)
		put(t, &s, Scout, "A8")
		if guard {
			put(t, &s, Soldier, "A8")
		}
		want := ""
		if !guard {
			want = fmt.Sprintf("hive: invalid state: prisoner-held: prisoner %d is still held with a Terran-controlled Space Marine and no Znon-controlled unit (17.4)", h)
		}
		got := ""
		if err := s.Validate(); err != nil {
			got = err.Error()
		}
		diff(t, want, got)
	}
}
