package hive

import (
	"testing"

	"github.com/incursion/incursion/dice"
)

// TestSharedListsReadOnly: the action lists have their capacity equal to
// their length, and so do the shared one-event lists (the contract's
// read-only slices), so that a caller's append copies them; the tables
// they come from are unchanged after random games whose every list was
// appended to.
func TestSharedListsReadOnly(t *testing.T) {
	tab := standardBoard.actions()
	for seed := uint64(1); seed <= 5; seed++ {
		r := dice.New(seed)
		s, err := New(Config{}, r)
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; n < 5000 && !s.Over(); n++ {
			as := s.Actions()
			if cap(as) != len(as) {
				t.Fatalf("seed %d: an action list of %d has capacity %d", seed, len(as), cap(as))
			}
			a := as[r.IntN(len(as))]
			if more := append(as, Finish{}); &more[0] == &as[0] { // what a caller may do
				t.Fatalf("seed %d: append wrote into an action list", seed)
			}
			next, ev, err := Apply(s, a, r)
			if err != nil {
				t.Fatal(err)
			}
			if len(ev) > 0 && cap(ev) == len(ev) {
				if more := append(ev, Began{}); &more[0] == &ev[0] {
					t.Fatalf("seed %d: append wrote into an event list", seed)
				}
			}
			s = next
		}
	}
	diff(t, []Action{End{}}, onlyEndList)
	diff(t, []Action{Finish{}}, onlyFinishList)
	for _, l := range tab.breachEnd {
		diff(t, End{}, l[len(l)-1])
		diff(t, tab.breach[:len(l)-1], l[:len(l)-1])
	}
	for turn := range began {
		for st := range began[turn] {
			diff(t, Began{Turn: turn, Step: Step(st)}, began[turn][st])
		}
	}
	for w := range rolled {
		for seat := range rolled[w] {
			for f := range rolled[w][seat] {
				for to := range rolled[w][seat][f] {
					diff(t, Rolled{Seat: Seat(seat), For: rollWhys[w], Face: f, To: int8(to - 1)}, rolled[w][seat][f][to])
				}
			}
		}
	}
}
