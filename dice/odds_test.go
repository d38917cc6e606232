package dice

import (
	"math/big"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

func rat(a, b int64) *big.Rat { return big.NewRat(a, b) }

func rats(den int64, nums ...int64) []*big.Rat {
	out := make([]*big.Rat, len(nums))
	for i, n := range nums {
		out[i] = rat(n, den)
	}
	return out
}

func TestAtLeastHandComputed(t *testing.T) {
	for _, tc := range []struct {
		n, k, t, d int
		want       *big.Rat
	}{
		{2, 1, 4, 6, rat(3, 4)},    // an Intruder's two dice: fails only on fail, fail
		{3, 1, 6, 6, rat(91, 216)}, // a Minion's three dice: 1 − (5/6)³
		{1, 1, 6, 6, rat(1, 6)},
		{2, 2, 6, 6, rat(1, 36)},
		{3, 2, 4, 6, rat(1, 2)},
		{3, 3, 3, 6, rat(8, 27)},
		{2, 0, 6, 6, rat(1, 1)}, // k <= 0: certain
		{2, 3, 1, 6, rat(0, 1)}, // k > n: impossible
		{2, 2, 0, 6, rat(1, 1)}, // t <= 1: every die succeeds
		{2, 1, 7, 6, rat(0, 1)}, // t > d: none does
		{0, 0, 4, 6, rat(1, 1)},
		{0, 1, 4, 6, rat(0, 1)},
	} {
		if got := AtLeast(tc.n, tc.k, tc.t, tc.d); got.Cmp(tc.want) != 0 {
			t.Errorf("AtLeast(%d, %d, %d, %d) = %v, want %v", tc.n, tc.k, tc.t, tc.d, got, tc.want)
		}
		want, _ := tc.want.Float64()
		if got := AtLeastFloat(tc.n, tc.k, tc.t, tc.d); got != want {
			t.Errorf("AtLeastFloat(%d, %d, %d, %d) = %v, want %v", tc.n, tc.k, tc.t, tc.d, got, want)
		}
	}
	if got, want := AtLeastFloat(3, 1, 6, 6), 91.0/216; got != want {
		t.Errorf("AtLeastFloat(3, 1, 6, 6) = %v, want %v", got, want)
	}
}

func TestDistributionHandComputed(t *testing.T) {
	for _, tc := range []struct {
		n, t, d int
		want    []*big.Rat
	}{
		{2, 4, 6, rats(4, 1, 2, 1)},
		{3, 6, 6, rats(216, 125, 75, 15, 1)},
		{2, 0, 6, rats(1, 0, 0, 1)},
		{2, 7, 6, rats(1, 1, 0, 0)},
		{0, 4, 6, rats(1, 1)},
	} {
		got := Distribution(tc.n, tc.t, tc.d)
		if diff := cmp.Diff(tc.want, got, ratCmp); diff != "" {
			t.Errorf("Distribution(%d, %d, %d) (-want +got):\n%s", tc.n, tc.t, tc.d, diff)
		}
		if diff := cmp.Diff(Floats(tc.want), DistributionFloat(tc.n, tc.t, tc.d)); diff != "" {
			t.Errorf("DistributionFloat(%d, %d, %d) (-want +got):\n%s", tc.n, tc.t, tc.d, diff)
		}
	}
}

func TestOddsOtherDistributions(t *testing.T) {
	if diff := cmp.Diff(rats(27, 8, 12, 6, 1), Binomial(3, rat(1, 3)), ratCmp); diff != "" {
		t.Errorf("Binomial(3, 1/3) (-want +got):\n%s", diff)
	}
	if got := BinomialAtLeast(2, 1, OneAtMost(3, 6)); got.Cmp(rat(3, 4)) != 0 {
		t.Errorf("BinomialAtLeast(2, 1, 1/2) = %v, want 3/4", got)
	}
	if got := OneAtLeast(5, 6); got.Cmp(rat(1, 3)) != 0 {
		t.Errorf("OneAtLeast(5, 6) = %v", got)
	}
	if got := OneAtMost(9, 6); got.Cmp(rat(1, 1)) != 0 {
		t.Errorf("OneAtMost(9, 6) = %v", got)
	}
	want := rats(36, 0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1)
	if diff := cmp.Diff(want, SumDistribution(2, 6), ratCmp); diff != "" {
		t.Errorf("SumDistribution(2, 6) (-want +got):\n%s", diff)
	}
	if got := SumAtLeast(2, 10, 6); got.Cmp(rat(1, 6)) != 0 {
		t.Errorf("SumAtLeast(2, 10, 6) = %v, want 1/6", got)
	}
	if diff := cmp.Diff(rats(1, 1), SumDistribution(0, 6), ratCmp); diff != "" {
		t.Errorf("SumDistribution(0, 6) (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(rats(36, 0, 1, 3, 5, 7, 9, 11), MaxDistribution(2, 6), ratCmp); diff != "" {
		t.Errorf("MaxDistribution(2, 6) (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(rats(1, 1, 0, 0), MaxDistribution(0, 2), ratCmp); diff != "" {
		t.Errorf("MaxDistribution(0, 2) (-want +got):\n%s", diff)
	}
}

func TestOddsPanicOnNonsense(t *testing.T) {
	for name, f := range map[string]func(){
		"negative dice":   func() { AtLeast(-1, 1, 4, 6) },
		"no sides":        func() { Distribution(2, 4, 0) },
		"sum no sides":    func() { SumDistribution(1, 0) },
		"p above 1":       func() { Binomial(2, rat(3, 2)) },
		"p below 0":       func() { Binomial(2, rat(-1, 2)) },
		"float no sides":  func() { AtLeastFloat(1, 1, 1, 0) },
		"max negative n":  func() { MaxDistribution(-1, 6) },
		"one die no side": func() { OneAtLeast(1, 0) },
	} {
		if msg := panicMessage(f); !strings.HasPrefix(msg, "dice: ") {
			t.Errorf("%s: panic %q, want a dice: message", name, msg)
		}
	}
}

// bruteForce counts, over every sequence of faces of n d-sided dice, the
// number of successes (faces >= t), the sum and the highest face.
func bruteForce(n, t, d int) (succ, sum, high []*big.Rat) {
	succ, sum, high = make([]*big.Rat, n+1), make([]*big.Rat, n*d+1), make([]*big.Rat, d+1)
	for _, s := range [][]*big.Rat{succ, sum, high} {
		for i := range s {
			s[i] = new(big.Rat)
		}
	}
	total := int64(1)
	for range n {
		total *= int64(d)
	}
	one := big.NewRat(1, total)
	faces := make([]int, n)
	for i := range faces {
		faces[i] = 1
	}
	for {
		succ[CountAtLeast(faces, t)].Add(succ[CountAtLeast(faces, t)], one)
		sum[Sum(faces)].Add(sum[Sum(faces)], one)
		high[Highest(faces)].Add(high[Highest(faces)], one)
		i := 0
		for i < n && faces[i] == d {
			faces[i] = 1
			i++
		}
		if i == n {
			return
		}
		faces[i]++
	}
}

// TestOddsMatchEnumeration checks the formulas against counting every
// outcome of small pools.
func TestOddsMatchEnumeration(t *testing.T) {
	for n := 0; n <= 4; n++ {
		for d := 1; d <= 6; d++ {
			for th := 0; th <= d+1; th++ {
				succ, sum, high := bruteForce(n, th, d)
				if diff := cmp.Diff(succ, Distribution(n, th, d), ratCmp); diff != "" {
					t.Errorf("Distribution(%d, %d, %d) (-enumerated +got):\n%s", n, th, d, diff)
				}
				if th != 1 {
					continue
				}
				if diff := cmp.Diff(sum, SumDistribution(n, d), ratCmp); diff != "" {
					t.Errorf("SumDistribution(%d, %d) (-enumerated +got):\n%s", n, d, diff)
				}
				if diff := cmp.Diff(high, MaxDistribution(n, d), ratCmp); diff != "" {
					t.Errorf("MaxDistribution(%d, %d) (-enumerated +got):\n%s", n, d, diff)
				}
			}
		}
	}
}

func TestDistributionMatchesAtLeast(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(0, 12).Draw(t, "n")
		d := rapid.IntRange(1, 20).Draw(t, "d")
		th := rapid.IntRange(-1, d+2).Draw(t, "t")
		dist := Distribution(n, th, d)
		if len(dist) != n+1 {
			t.Fatalf("%d entries, want %d", len(dist), n+1)
		}
		total := new(big.Rat)
		for _, p := range dist {
			if p.Sign() < 0 {
				t.Fatalf("negative probability %v", p)
			}
			total.Add(total, p)
		}
		if total.Cmp(rat(1, 1)) != 0 {
			t.Fatalf("distribution sums to %v", total)
		}
		floats := DistributionFloat(n, th, d)
		for k := -1; k <= n+1; k++ {
			at := AtLeast(n, k, th, d)
			if k >= 0 && k <= n {
				diff := new(big.Rat).Sub(at, AtLeast(n, k+1, th, d))
				if diff.Cmp(dist[k]) != 0 {
					t.Fatalf("AtLeast(k=%d) − AtLeast(k=%d) = %v, Distribution[%d] = %v", k, k+1, diff, k, dist[k])
				}
				if f, _ := dist[k].Float64(); floats[k] != f {
					t.Fatalf("DistributionFloat[%d] = %v, nearest float is %v", k, floats[k], f)
				}
			}
			if f, _ := at.Float64(); AtLeastFloat(n, k, th, d) != f {
				t.Fatalf("AtLeastFloat(k=%d) = %v, nearest float is %v", k, AtLeastFloat(n, k, th, d), f)
			}
		}
	})
}

func TestDistributionFloatIsACopy(t *testing.T) {
	a := DistributionFloat(2, 4, 6)
	a[0] = 42
	if b := DistributionFloat(2, 4, 6); b[0] != 0.25 {
		t.Errorf("DistributionFloat(2, 4, 6)[0] = %v after changing an earlier result", b[0])
	}
}

func BenchmarkAtLeastFloat(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		AtLeastFloat(3, 1, 4, 6)
	}
}

func BenchmarkAtLeast(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		AtLeast(3, 1, 4, 6)
	}
}

// The Float variants share a cache; run with -race.
func TestAtLeastFloatConcurrent(t *testing.T) {
	done := make(chan float64)
	for g := range 8 {
		go func() {
			sum := 0.0
			for n := range 6 {
				sum += AtLeastFloat(n, 1, 4+g%3, 6) + DistributionFloat(n, 6, 6)[0]
			}
			done <- sum
		}()
	}
	for range 8 {
		<-done
	}
}
