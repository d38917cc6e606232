package fireteam

import (
	"fmt"
	"testing"

	"github.com/incursion/incursion/dice"

	"github.com/incursion/incursion/internal/playtest"
)

func contract(variant string) playtest.Contract[State, Action, Event, Seat] {
	return playtest.Contract[State, Action, Event, Seat]{
		Game:       Game,
		Variant:    variant,
		Hidden:     true,
		Validate:   State.Validate,
		IsView:     func(s State) bool { return s.viewed },
		MaxActions: 3000,
		ViewEvery:  8,
	}
}

// TestDeterminization: on random games of every variant, every seat's and
// the observer's samples show the seat's view, pass Validate and play on
// (RULES.md, "Determinization").
func TestDeterminization(t *testing.T) {
	for _, v := range append([]string{""}, variantNames()...) {
		t.Run(v, func(t *testing.T) { contract(v).CheckDeterminize(t, 1, 2) })
	}
}

// TestDeterminizationKeepsTheTruth: along random and bot games of every
// mission, the state itself is among the configurations the sampler may
// draw: its drawn discoveries pass reconPossible and reconConsistent (the
// recon deck's weights are never zero for the truth), and an attack being
// built has a card in hand that reaches its target (aimNeeds).
func TestDeterminizationKeepsTheTruth(t *testing.T) {
	seen := map[string]int{}
	for _, v := range variantNames() {
		for seed := uint64(1); seed <= 4; seed++ {
			s, err := newVariant(v, dice.New(seed))
			if err != nil {
				t.Fatal(err)
			}
			r := dice.New(seed)
			for n := 0; n < 3000 && !s.Over(); n++ {
				if s.round > 0 {
					var left uint8
					for _, c := range s.recon[:s.nRecon] {
						if c < eventCard {
							left |= 1 << c
						}
					}
					drawn := (uint8(1)<<len(s.m().found) - 1) &^ left
					seen[fmt.Sprintf("%s drew %03b", s.Mission(), drawn)]++
					if !s.reconPossible(drawn) || !s.reconConsistent(drawn) {
						t.Fatalf("%s seed %d, action %d: the drawn discoveries %03b are not consistent with the table", v, seed, n, drawn)
					}
					if need := s.aimNeeds(int(s.cur)); s.step == stAim && s.atkCards == 0 && need&s.heroes[s.cur].hand == 0 {
						t.Fatalf("%s seed %d, action %d: an attack with no card to reach its target", v, seed, n)
					}
				}
				legal := s.Actions()
				a := legal[r.IntN(len(legal))]
				if seed%2 == 0 {
					a = Bot(s, legal, r)
				}
				if s, _, err = Apply(s, a, r); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if testing.Verbose() {
		t.Log(seen)
	}
}
