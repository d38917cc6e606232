package playtest_test

import (
	"math"
	"strings"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
)

func TestChiSquareP(t *testing.T) {
	// Known quantiles: P(chi2_1 >= 3.841) = 0.05, P(chi2_5 >= 20.515) = 0.001,
	// P(chi2_10 >= 2.558) = 0.99.
	for _, tc := range []struct {
		x    float64
		df   int
		want float64
	}{{3.841, 1, 0.05}, {20.515, 5, 0.001}, {2.558, 10, 0.99}, {0, 3, 1}} {
		if got := playtest.ChiSquareP(tc.x, tc.df); math.Abs(got-tc.want) > 1e-3*math.Max(tc.want, 0.01) {
			t.Errorf("ChiSquareP(%v, %d) = %v, want %v", tc.x, tc.df, got, tc.want)
		}
	}
}

func TestFrequencies(t *testing.T) {
	fair := map[int]float64{1: 1. / 6, 2: 1. / 6, 3: 1. / 6, 4: 1. / 6, 5: 1. / 6, 6: 1. / 6}
	r := dice.New(1)
	counts := map[int]int{}
	for i := 0; i < 6000; i++ {
		counts[1+r.IntN(6)]++
	}
	playtest.CheckFrequencies(t, counts, fair)
	loaded := map[int]int{}
	for i := 0; i < 6000; i++ {
		f := 1 + r.IntN(6)
		if f == 1 && r.IntN(4) == 0 {
			f = 6
		}
		loaded[f]++
	}
	for _, tc := range []struct {
		counts map[int]int
		want   map[int]float64
		err    string
	}{
		{loaded, fair, "do not fit"},
		{map[int]int{1: 10, 7: 1}, map[int]float64{1: 1}, "impossible"},
		{map[int]int{1: 3, 2: 3}, map[int]float64{1: .5, 2: .5}, "draw more"},
		{map[int]int{1: 50, 2: 50}, map[int]float64{1: .5, 2: .4}, "sum to"},
	} {
		if err := playtest.Frequencies(tc.counts, tc.want); err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("Frequencies(%v) = %v, want %q", tc.counts, err, tc.err)
		}
	}
}
