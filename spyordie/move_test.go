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

// TestMovingDistances: how many squares one move action covers (Rulebook,
// "Intruder's move": 4 hidden, 6 exposed, halved when wounded unless a
// Painkiller helps; "Prowler": 6 hidden; "Imposter": 4 disguised, 6 on RED
// alert; "Minion's move": 2, 4, 6 by Alert Level), each against the value
// on the other side of it.
func TestMovingDistances(t *testing.T) {
	type setup func(s *State)
	hidden := func(s *State) { s.intr[0].Hidden = true }
	exposed := func(s *State) { s.intr[0].Hidden = false }
	wounded := func(s *State) { s.intr[0].Wound = true }
	painkiller := func(s *State) {
		s.intr[0].Items[2] = 4 // the Painkiller marker (itemMarkers)
		s.items[4] = carriedBy(0)
	}
	disguised := func(s *State) { s.intr[0].Hidden, s.intr[0].Disguise = true, G1+1 }
	alert := func(a Alert) setup { return func(s *State) { s.alert = a } }
	for _, c := range []struct {
		name string
		who  Fig
		set  []setup
		want int
	}{
		{"hidden", I1, []setup{hidden}, 4},
		{"exposed", I1, []setup{exposed}, 6},
		{"hidden Prowler", I2, []setup{func(s *State) { s.intr[1].Hidden = true }}, 6},
		{"exposed, wounded", I1, []setup{exposed, wounded}, 3},
		{"hidden, wounded", I1, []setup{hidden, wounded}, 2},
		{"exposed, wounded, Painkiller", I1, []setup{exposed, wounded, painkiller}, 6},
		{"disguised on GREEN", I1, []setup{disguised}, 4},
		{"disguised on AMBER", I1, []setup{disguised, alert(Amber)}, 4},
		{"disguised on RED", I1, []setup{disguised, alert(RedAlert)}, 6},
		{"Minion on GREEN", G1, nil, 2},
		{"Minion on AMBER", G1, []setup{alert(Amber)}, 4},
		{"Minion on RED", G1, []setup{alert(RedAlert)}, 6},
	} {
		s := twoIntruders(t)
		for _, f := range c.set {
			f(&s)
		}
		if got := s.maxMove(c.who); got != c.want {
			t.Errorf("%s: %d squares, want %d", c.name, got, c.want)
		}
	}
}

// TestStepsOKMatchesStepOK checks the all-directions step check Actions
// uses against stepOK, one direction at a time, on the states of random
// games: every figure, every direction, several movements left.
func TestStepsOKMatchesStepOK(t *testing.T) {
	for seed := uint64(0); seed < 20; seed++ {
		r := dice.New(seed)
		s, err := New(Config{Intruders: 1 + int(seed%3)}, r)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 2000 && !s.Over(); i++ {
			for f := Fig(0); f < nFigs; f++ {
				for _, left := range []int{-1, 0, 1, 2, 4, 6} {
					got := s.stepsOK(f, left)
					for d := range 8 {
						if want := s.stepOK(f, d, left); want != (got&(1<<d) != 0) {
							t.Fatalf("seed %d, action %d: %v direction %d left %d: stepOK %v, stepsOK bit %v",
								seed, i, f, d, left, want, !want)
						}
					}
				}
			}
			acts := s.Actions()
			s, _, err = Apply(s, acts[r.IntN(len(acts))], r)
			if err != nil {
				t.Fatal(err)
			}
		}
	}
}
