package sabotage

import (
	"errors"
	"strings"
	"testing"

	"github.com/incursion/incursion"
)

// TestDiceShowingTheSameNumberAreOneChoice: Actions lists one action per
// set of numbers shown (Rulebook, "Phase II: Plan Actions": a tile needs
// dice by their numbers; "Unlock Cubes": the die goes on "the matching die
// space"), and Legal accepts exactly the listed one and names it otherwise,
// so that whatever passes Legal is in Actions.
func TestDiceShowingTheSameNumberAreOneChoice(t *testing.T) {
	s := started(t, 4, 2, 4, 1) // dice 1 and 3 both show 4
	if d := s.s.Players[Villain2].Dice; d[0] != d[2] {
		t.Fatalf("dice %v: want dice 1 and 3 equal", d)
	}
	// Unlock: die 1 is listed, die 3 (the same number) is not, and Legal
	// names the listed form.
	if err := s.Legal(UnlockDie{Villain2, 0}); err != nil {
		t.Fatalf("Villain2 unlock 1: %v", err)
	}
	err := s.Legal(UnlockDie{Villain2, 2})
	if !errors.Is(err, incursion.ErrIllegal) || !strings.Contains(err.Error(), "place it as Villain2 unlock 1") {
		t.Errorf("Villain2 unlock 3: got %v, want an illegal action naming Villain2 unlock 1", err)
	}
	// Plan: for every listed PlanTile of every seat, each other choice of
	// dice passes Legal exactly when it is listed too; the choice with die
	// 3 instead of die 1 is rejected naming the listed one.
	for _, st := range []State{s, started(t, 3, 3, 3, 5), started(t, 6, 1, 1, 6)} {
		listed := map[string]bool{}
		for _, a := range st.Actions() {
			listed[a.String()] = true
		}
		named := 0
		for _, a := range st.Actions() {
			p, ok := a.(PlanTile)
			if !ok {
				continue
			}
			for m := uint8(0); m < 16; m++ {
				b := p
				b.Dice = m
				if err := st.Legal(b); (err == nil) != listed[b.String()] {
					t.Errorf("%v: Legal gives %v, listed %v", b, err, listed[b.String()])
				}
			}
			d := st.s.Players[p.Seat].Dice
			if p.Dice&1 != 0 && p.Dice&4 == 0 && d[0] == d[2] {
				b := p
				b.Dice = p.Dice&^1 | 4
				err := st.Legal(b)
				if !errors.Is(err, incursion.ErrIllegal) || !strings.Contains(err.Error(), "plan it as "+p.String()) {
					t.Errorf("%v: got %v, want an illegal action naming %v", b, err, p)
				}
				named++
			}
		}
		if st.s.Players[Villain2].Dice[0] == st.s.Players[Villain2].Dice[2] && named == 0 {
			t.Errorf("dice %v: no plan with die 1 to swap", st.s.Players[Villain2].Dice)
		}
	}
}
