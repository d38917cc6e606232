package fireteam

import (
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// winRate plays n games of a variant with policy pick (handed each seat's
// view, as examples/bots does) and returns the games won.
func winRate(t *testing.T, variant string, n int, pick incursion.Policy[State, Action]) (won, actions int) {
	t.Helper()
	for seed := uint64(1); seed <= uint64(n); seed++ {
		r := dice.New(seed)
		s, err := newVariant(variant, r)
		if err != nil {
			t.Fatal(err)
		}
		for steps := 0; !s.Over(); steps++ {
			if steps > 20000 {
				t.Fatalf("seed %d: no end", seed)
			}
			p := s.ToMove()[0]
			legal := Game.ActionsFor(s, p)
			a := pick(s.View(p), legal, r)
			if s, _, err = Apply(s, a, r); err != nil {
				t.Fatal(err)
			}
			actions++
		}
		if s.Outcome().Won(Player1) {
			won++
		}
	}
	return won, actions
}

// TestBot: the cooperative bot wins clearly more often than random play.
func TestBot(t *testing.T) {
	n := 60
	for _, v := range []string{"", "solo", "T1/3p"} {
		bot, ba := winRate(t, v, n, Bot)
		rnd, _ := winRate(t, v, n, incursion.Random[State, Action])
		t.Logf("%q: bot won %d/%d (%d actions/game), random %d/%d", v, bot, n, ba/n, rnd, n)
		if bot < rnd+n/10 {
			t.Errorf("%q: bot %d, random %d of %d", v, bot, rnd, n)
		}
	}
}
