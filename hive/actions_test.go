package hive_test

import (
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/hive"
)

// TestActionsMatchLegal checks, along random games, that the fast action
// lists agree with Legal: every listed action is legal, and every candidate
// that Legal accepts is listed.
func TestActionsMatchLegal(t *testing.T) {
	for seed := uint64(1); seed <= 10; seed++ {
		s, _ := newGame(seed)
		r := dice.New(seed)
		for n := 0; !s.Over() && n < 3000; n++ {
			as := s.Actions()
			seen := map[string]bool{}
			for _, a := range as {
				if err := s.Legal(a); err != nil {
					t.Fatalf("seed %d step %d: listed %v is illegal: %v", seed, n, a, err)
				}
				seen[a.String()] = true
			}
			for _, a := range hive.Candidates(s) {
				if s.Legal(a) == nil && !seen[a.String()] {
					t.Fatalf("seed %d step %d: legal %v is not listed", seed, n, a)
				}
			}
			s, _, _ = hive.Apply(s, as[r.IntN(len(as))], r)
		}
	}
}

// TestInvariantsAlongGames: across random games, Queens never become
// Inactive again (8.8), Resource Points never grow (4.5), the Game-Turn
// never goes back, and every state passes Validate (9.2, 4.2, 10.1, 7.4,
// 13.1, ...).
func TestInvariantsAlongGames(t *testing.T) {
	for seed := uint64(10); seed < 16; seed++ {
		s, _ := newGame(seed)
		r := dice.New(seed)
		active := map[int]bool{}
		for n := 0; !s.Over() && n < 20000; n++ {
			as := s.Actions()
			prev := s
			s, _, _ = hive.Apply(s, as[r.IntN(len(as))], r)
			if err := s.Validate(); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			for _, u := range s.Units() {
				if active[u.ID] && !u.Active && u.InPlay {
					t.Fatalf("seed %d: Queen %d Inactive again", seed, u.ID)
				}
				if u.Active {
					active[u.ID] = true
				}
			}
			for _, seat := range hive.Seats {
				if s.ResourcePoints(seat) > prev.ResourcePoints(seat) {
					t.Fatalf("seed %d: Resource Points grew", seed)
				}
			}
			if s.Turn() < prev.Turn() {
				t.Fatalf("seed %d: the Game-Turn went back", seed)
			}
		}
	}
}

// TestPurchaseAndAssignListsMatchLegal (4.1, 4.2, 4.8, 4.9, 5.2, 5.8): the
// purchases and the assignment are listed without checking each action
// (their candidates are exactly the legal actions), so along the setup of
// many random games every purchase, End and assignment that Legal accepts
// is listed, and every one listed is legal.
func TestPurchaseAndAssignListsMatchLegal(t *testing.T) {
	seeds := uint64(300)
	if testing.Short() {
		seeds = 60
	}
	for seed := uint64(1); seed <= seeds; seed++ {
		s, _ := newGame(seed)
		r := dice.New(seed)
		for !s.Over() && s.Step() <= hive.StepAssign {
			as := s.Actions()
			listed := map[string]bool{}
			for _, a := range as {
				if err := s.Legal(a); err != nil {
					t.Fatalf("seed %d: listed %v is illegal: %v", seed, a, err)
				}
				listed[a.String()] = true
			}
			for _, a := range hive.Candidates(s) {
				if s.Legal(a) == nil && !listed[a.String()] {
					t.Fatalf("seed %d, %s: legal %v is not listed", seed, s.Step(), a)
				}
			}
			s, _, _ = hive.Apply(s, as[r.IntN(len(as))], r)
		}
	}
}
