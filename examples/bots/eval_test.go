package bots

import (
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/fireteam"
	"github.com/incursion/incursion/hive"
	"github.com/incursion/incursion/nemesis"
	"github.com/incursion/incursion/sabotage"
	"github.com/incursion/incursion/spyordie"
)

// checkEval plays random games of g and checks its evaluation on every
// state: one value per seat, within [-1, 1], and, in a game of teams, the
// same for seats that win or lose together (equal returns at the end of a
// random game).
func checkEval[S any, A, E interface{ String() string }, P incursion.Seat](t *testing.T, g incursion.Game[S, A, E, P], teams bool) {
	t.Helper()
	e, ok := evals[g.Name()].(Eval[S])
	if !ok || e.Cutoff < 1 || e.Why == "" {
		t.Fatalf("%s: no evaluation, or no cutoff or description: %+v", g.Name(), e)
	}
	for seed := uint64(1); seed <= 2; seed++ {
		r := dice.New(seed)
		s, err := g.New("", r)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 3000 && !g.Over(s); i++ {
			v := e.Value(s)
			if len(v) != len(g.Seats(s)) {
				t.Fatalf("%s: %d values for %d seats", g.Name(), len(v), len(g.Seats(s)))
			}
			for _, x := range v {
				if x < -1 || x > 1 {
					t.Fatalf("%s: value %v outside [-1, 1]", g.Name(), v)
				}
			}
			legal := g.Actions(s)
			if s, _, err = g.Apply(s, legal[r.IntN(len(legal))], r); err != nil {
				t.Fatal(err)
			}
		}
		if !teams || !g.Over(s) {
			continue
		}
		// Seats with the same return are on one side: their values agree.
		ret, v := g.Returns(s), e.Value(s)
		for i := range ret {
			for j := range ret {
				if ret[i] == ret[j] && ret[i] != 0 && v[i] != v[j] {
					t.Errorf("%s: seats %d and %d won or lost together, values %v", g.Name(), i, j, v)
				}
			}
		}
	}
}

func TestEval(t *testing.T) {
	t.Run("sabotage", func(t *testing.T) { checkEval(t, sabotage.Game, true) })
	t.Run("spyordie", func(t *testing.T) { checkEval(t, spyordie.Game, true) })
	t.Run("fireteam", func(t *testing.T) { checkEval(t, fireteam.Game, true) })
	t.Run("hive", func(t *testing.T) { checkEval(t, hive.Game, true) })
	t.Run("nemesis", func(t *testing.T) { checkEval(t, nemesis.Game, false) })
}
