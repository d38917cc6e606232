package sabotage

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
	"pgregory.net/rapid"
)

// TestViewProperties: along random games, a view of a view is the view (it
// hides nothing more), a seat's view equals its teammate's, and the legal
// actions of a seat are the same computed from its view.
func TestViewProperties(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		seed := rapid.Uint64().Draw(rt, "seed")
		steps := rapid.IntRange(0, 400).Draw(rt, "steps")
		cfg := Config{Intro: rapid.Bool().Draw(rt, "intro")}
		r := dice.New(seed)
		s, err := New(cfg, r)
		if err != nil {
			rt.Fatal(err)
		}
		for i := 0; i < steps && !s.Over(); i++ {
			legal := s.Actions()
			s, _, err = Apply(s, legal[r.IntN(len(legal))], r)
			if err != nil {
				rt.Fatal(err)
			}
		}
		for _, seat := range Seats {
			v := s.View(seat)
			if diff := cmp.Diff(v, v.View(seat), cmp.AllowUnexported(State{})); diff != "" {
				rt.Fatalf("%v: view of the view differs:\n%s", seat, diff)
			}
			mate := s.View(seat.Mate())
			mate.s.Viewer = v.s.Viewer
			if diff := cmp.Diff(v, mate, cmp.AllowUnexported(State{})); diff != "" {
				rt.Fatalf("%v and its teammate see different things:\n%s", seat, diff)
			}
			// A view lists exactly its seat's actions (Views behave the
			// same in every game).
			if diff := cmp.Diff(s.ActionsFor(seat), v.Actions()); diff != "" {
				rt.Fatalf("%v: actions from the view differ:\n%s", seat, diff)
			}
		}
	})
}

// TestPlanActionsComplete: every legal PlanTile, UnlockDie and ModifyDie is
// listed by Actions, up to the choice among dice showing the same values.
func TestPlanActionsComplete(t *testing.T) {
	states, _ := randomStates(t, Config{}, 11, 2500)
	// Every 25th state keeps the default test fast.
	var sample []State
	for i := 0; i < len(states); i += 25 {
		sample = append(sample, states[i])
	}
	states = sample
	var args []Target
	args = append(args, None)
	for i := 1; i < numTargets; i++ {
		args = append(args, targetAt(i))
	}
	values := func(s State, seat Seat, m uint8) [7]int {
		var c [7]int
		for i := 0; i < 4; i++ {
			if m&(1<<uint(i)) != 0 {
				c[s.s.Players[seat].Dice[i]]++
			}
		}
		return c
	}
	checked := 0
	for _, s := range states {
		if s.Phase() != PhasePlan {
			continue
		}
		for _, seat := range s.ToMove() {
			listed := map[[3]any]bool{}
			for _, a := range s.ActionsFor(seat) {
				switch a := a.(type) {
				case PlanTile:
					listed[[3]any{a.Slot, a.Arg, values(s, seat, a.Dice)}] = true
				case UnlockDie:
					listed[[3]any{"unlock", s.s.Players[seat].Dice[a.Die], nil}] = true
				case ModifyDie:
					listed[[3]any{"modify", a.Die, a.Delta}] = true
				}
			}
			for k := Slot(0); k < Slots; k++ {
				for m := uint8(0); m < 16; m++ {
					for _, arg := range args {
						a := PlanTile{seat, k, m, arg}
						if s.Legal(a) == nil && !listed[[3]any{k, arg, values(s, seat, m)}] {
							t.Fatalf("%v is legal but not listed", a)
						}
						checked++
					}
				}
			}
			for d := int8(0); d < 4; d++ {
				if a := (UnlockDie{seat, d}); s.Legal(a) == nil && !listed[[3]any{"unlock", s.s.Players[seat].Dice[d], nil}] {
					t.Fatalf("%v is legal but not listed", a)
				}
				for _, delta := range []int8{-1, 1} {
					if a := (ModifyDie{seat, d, delta}); s.Legal(a) == nil && !listed[[3]any{"modify", d, delta}] {
						t.Fatalf("%v is legal but not listed", a)
					}
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no planning state")
	}
}
