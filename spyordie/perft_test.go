package spyordie

import (
	"math/big"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
)

// TestPerftSetUp pins the number of Set-Up sequences of the Base Defender:
// 4 Boss corners × 4 starters (2 Infirmary + 2 Generator squares) × 10
// Sentry posts for the first Intruder.
func TestPerftSetUp(t *testing.T) {
	s, err := New(Config{}, dice.New(1))
	if err != nil {
		t.Fatal(err)
	}
	n, err := playtest.Perft(Rules, s, 3, nil)
	if err != nil {
		t.Fatal(err)
	}
	if n != 4*4*10 {
		t.Errorf("perft(3) = %d, want %d", n, 4*4*10)
	}
}

// TestOutcomesBreach: the exact odds of taking time on a breach with
// Lockpicks: 3 dice, 216 equally likely rolls; 0 minutes with 2 or more
// successes (P = 1/2), 1 minute with one (3/8), 2 with none (1/8).
func TestOutcomesBreach(t *testing.T) {
	s := setUp(t, []AgentID{Anna, Harry}, []Talent{Judoka, Prowler}, []Item{Lockpicks, Silencer})
	s, _ = play(t, s, nil, Breach{I1, 0})
	outs, err := incursion.Outcomes(Rules, s, Action(TakeTime{}), 1000)
	if err != nil {
		t.Fatal(err)
	}
	if len(outs) != 216 {
		t.Fatalf("%d outcomes, want 216", len(outs))
	}
	p := map[int]*big.Rat{60: new(big.Rat), 59: new(big.Rat), 58: new(big.Rat)}
	for _, o := range outs {
		if o.State.Locked(0) {
			t.Fatal("taking time always succeeds")
		}
		p[o.State.Timer()].Add(p[o.State.Timer()], o.P)
	}
	want := map[int]*big.Rat{60: big.NewRat(1, 2), 59: big.NewRat(3, 8), 58: big.NewRat(1, 8)}
	for m, w := range want {
		if p[m].Cmp(w) != 0 {
			t.Errorf("P(timer %d) = %v, want %v", m, p[m], w)
		}
	}
}
