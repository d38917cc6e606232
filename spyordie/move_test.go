package spyordie

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/geom"
)

// TestMovingMovedEvents: every square a figure moves is one Moved event
// (Rulebook, "Moving": a move is made square by square), naming the figure
// and both squares; a Stop with nothing to resolve tells nothing. Apply's
// event list is read-only and may be shared between calls (a step's is):
// appending to it leaves a later Apply's list as it was.
func TestMovingMovedEvents(t *testing.T) {
	s := twoIntruders(t)
	put(&s, I1, 8, 20)
	put(&s, I2, 0, 3)
	startTurn(&s, 0)
	want := []Event{Moved{I1, geom.Pt(8, 20), geom.Pt(8, 19), false}}
	s1, ev, err := Apply(s, Move{I1, geom.N}, dice.Script())
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, ev); diff != "" {
		t.Fatalf("Move: events (-want +got):\n%s", diff)
	}
	if more := append(ev, TimeTaken{1, 59, "appended by the caller"}); len(more) != 2 {
		t.Fatalf("append: %v", more)
	}
	if _, again, _ := Apply(s, Move{I1, geom.N}, dice.Script()); !cmp.Equal(want, again) {
		t.Errorf("Move again after appending to the first list: %v, want %v", again, want)
	}
	s2, ev, err := Apply(s1, Step{I1, geom.N}, dice.Script())
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]Event{Moved{I1, geom.Pt(8, 19), geom.Pt(8, 18), false}}, ev); diff != "" {
		t.Errorf("Step: events (-want +got):\n%s", diff)
	}
	if _, ev, err = Apply(s2, Stop{I1}, dice.Script()); err != nil || len(ev) != 0 {
		t.Errorf("Stop: events %v, error %v; want none", ev, err)
	}
}
