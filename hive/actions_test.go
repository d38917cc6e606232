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
	for seed := uint64(1); seed <= 4; seed++ {
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
