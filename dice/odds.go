package dice

import (
	"fmt"
	"math/big"
	"sync"
)

// The odds here are exact: each is a *big.Rat computed with integers, never
// rounded. The Float variants return the float64 nearest to that exact
// rational (big.Rat.Float64), so they are as accurate as a float64 can be and
// equal on every platform; they are remembered after the first call for
// small pools, for bots that ask the same question often.
//
// A die here has d sides numbered 1..d, each equally likely, and succeeds on
// a face of t or more; t <= 1 always succeeds, t > d never does. The
// functions panic when n < 0 or d < 1: those are mistakes in the caller's
// code, like IntN(0), not game input.

// OneAtLeast returns the probability that one d-sided die shows t or more:
// (d-t+1)/d, or 0 or 1 when t is outside 1..d.
func OneAtLeast(t, d int) *big.Rat {
	checkDice(0, d)
	return big.NewRat(int64(successSides(t, d)), int64(d))
}

// OneAtMost returns the probability that one d-sided die shows t or less,
// for rules that succeed on a low roll ("a roll of 1 through 5"): t/d, or 0
// or 1 when t is outside 1..d.
func OneAtMost(t, d int) *big.Rat {
	checkDice(0, d)
	return big.NewRat(int64(min(max(t, 0), d)), int64(d))
}

// Distribution returns, for j = 0..n, the exact probability that exactly j
// of n d-sided dice show t or more. The n+1 probabilities sum to 1.
func Distribution(n, t, d int) []*big.Rat {
	checkDice(n, d)
	return binomial(n, int64(successSides(t, d)), int64(d))
}

// AtLeast returns the exact probability that at least k of n d-sided dice
// show t or more. k <= 0 gives 1; k > n gives 0. For example
// AtLeast(2, 1, 4, 6) is 3/4: an Intruder rolling two dice, succeeding on
// 4, 5 or 6, fails only when both dice fail (1/2 × 1/2).
func AtLeast(n, k, t, d int) *big.Rat {
	return tail(Distribution(n, t, d), k)
}

// DistributionFloat is [Distribution] as float64s, each the nearest float64
// to the exact probability.
func DistributionFloat(n, t, d int) []float64 {
	return append([]float64(nil), cachedOdds(n, t, d).dist...)
}

// AtLeastFloat is [AtLeast] as the float64 nearest to the exact probability.
func AtLeastFloat(n, k, t, d int) float64 {
	o := cachedOdds(n, t, d)
	switch {
	case k <= 0:
		return 1
	case k > n:
		return 0
	}
	return o.tail[k]
}

// Binomial returns, for j = 0..n, the exact probability of exactly j
// successes in n independent trials that each succeed with probability p:
// the general form of [Distribution], for custom dice ([Die.Chance] gives p)
// and for rolls that succeed on low faces ([OneAtMost]). It panics when
// n < 0 or p is outside 0..1.
func Binomial(n int, p *big.Rat) []*big.Rat {
	checkDice(n, 1)
	if p.Sign() < 0 || p.Cmp(big.NewRat(1, 1)) > 0 {
		panic(fmt.Sprintf("dice: Binomial: probability %v is outside 0..1", p))
	}
	return binomialInt(n, p.Num(), p.Denom())
}

// BinomialAtLeast returns the exact probability of at least k successes in
// n trials that each succeed with probability p; see [Binomial].
func BinomialAtLeast(n, k int, p *big.Rat) *big.Rat {
	return tail(Binomial(n, p), k)
}

// SumDistribution returns the exact distribution of the sum of n d-sided
// dice, indexed by the sum: the result has n*d+1 entries, entry s is the
// probability that the faces add up to s (0 for s < n). For no dice the sum
// is 0 with probability 1.
func SumDistribution(n, d int) []*big.Rat {
	checkDice(n, d)
	// ways[s] counts the sequences of faces with sum s.
	ways := []*big.Int{big.NewInt(1)}
	for range n {
		next := make([]*big.Int, len(ways)+d)
		for s := range next {
			next[s] = new(big.Int)
		}
		for s, w := range ways {
			if w.Sign() == 0 {
				continue
			}
			for f := 1; f <= d; f++ {
				next[s+f].Add(next[s+f], w)
			}
		}
		ways = next
	}
	total := new(big.Int).Exp(big.NewInt(int64(d)), big.NewInt(int64(n)), nil)
	out := make([]*big.Rat, len(ways))
	for s, w := range ways {
		out[s] = new(big.Rat).SetFrac(w, total)
	}
	return out
}

// SumAtLeast returns the exact probability that n d-sided dice add up to s
// or more.
func SumAtLeast(n, s, d int) *big.Rat {
	return tail(SumDistribution(n, d), s)
}

// MaxDistribution returns the exact distribution of the highest face of n
// d-sided dice ("roll two dice and keep the highest"), indexed by the face:
// the result has d+1 entries, entry m is ((m/d)^n − ((m−1)/d)^n), entry 0 is
// 0 — except for no dice, whose highest face is 0 (as [Highest] says) with
// probability 1. The chance that at least one die shows t or more is
// AtLeast(n, 1, t, d).
func MaxDistribution(n, d int) []*big.Rat {
	checkDice(n, d)
	out := make([]*big.Rat, d+1)
	out[0] = new(big.Rat)
	if n == 0 {
		out[0].SetInt64(1)
		for m := 1; m <= d; m++ {
			out[m] = new(big.Rat)
		}
		return out
	}
	exp := big.NewInt(int64(n))
	total := new(big.Int).Exp(big.NewInt(int64(d)), exp, nil)
	prev := new(big.Int) // (m-1)^n
	for m := 1; m <= d; m++ {
		cur := new(big.Int).Exp(big.NewInt(int64(m)), exp, nil)
		out[m] = new(big.Rat).SetFrac(new(big.Int).Sub(cur, prev), total)
		prev = cur
	}
	return out
}

// Floats converts exact probabilities to the nearest float64s, for the
// exact distributions that have no Float variant.
func Floats(ps []*big.Rat) []float64 {
	out := make([]float64, len(ps))
	for i, p := range ps {
		out[i], _ = p.Float64()
	}
	return out
}

func checkDice(n, d int) {
	if n < 0 {
		panic(fmt.Sprintf("dice: %d dice: the number of dice must not be negative", n))
	}
	if d < 1 {
		panic(fmt.Sprintf("dice: a die with %d sides: a die needs at least one side", d))
	}
}

// successSides returns how many sides of a d-sided die show t or more.
func successSides(t, d int) int {
	return min(max(d-t+1, 0), d)
}

// binomial is the distribution of successes of n trials succeeding with
// probability num/den, num and den small integers.
func binomial(n int, num, den int64) []*big.Rat {
	return binomialInt(n, big.NewInt(num), big.NewInt(den))
}

// binomialInt returns C(n,j) num^j (den-num)^(n-j) / den^n for j = 0..n.
func binomialInt(n int, num, den *big.Int) []*big.Rat {
	fail := new(big.Int).Sub(den, num)
	total := new(big.Int).Exp(den, big.NewInt(int64(n)), nil)
	out := make([]*big.Rat, n+1)
	c := big.NewInt(1) // C(n, j)
	for j := 0; j <= n; j++ {
		w := new(big.Int).Exp(num, big.NewInt(int64(j)), nil)
		w.Mul(w, new(big.Int).Exp(fail, big.NewInt(int64(n-j)), nil))
		w.Mul(w, c)
		out[j] = new(big.Rat).SetFrac(w, total)
		c.Mul(c, big.NewInt(int64(n-j)))
		c.Quo(c, big.NewInt(int64(j+1)))
	}
	return out
}

// tail returns the sum of ps[k:], 1 for k <= 0 and 0 beyond the end.
func tail(ps []*big.Rat, k int) *big.Rat {
	sum := new(big.Rat)
	for j := max(k, 0); j < len(ps); j++ {
		sum.Add(sum, ps[j])
	}
	return sum
}

// floatOdds is what the Float variants remember for one (n, t, d).
type floatOdds struct {
	dist []float64 // dist[j]: nearest float64 to P(exactly j successes)
	tail []float64 // tail[k]: nearest float64 to P(at least k successes)
}

var oddsCache sync.Map // [3]int{n, t, d} -> *floatOdds

// cachedOdds computes the float odds of (n, t, d) exactly, remembering them
// for small pools (the only ones games roll) so the cache stays small.
func cachedOdds(n, t, d int) *floatOdds {
	t = min(max(t, 1), d+1) // all t <= 1 (and all t > d) give the same odds
	key := [3]int{n, t, d}
	if v, ok := oddsCache.Load(key); ok {
		return v.(*floatOdds)
	}
	dist := Distribution(n, t, d)
	o := &floatOdds{dist: Floats(dist), tail: make([]float64, n+1)}
	for k := range o.tail {
		o.tail[k], _ = tail(dist, k).Float64()
	}
	if n <= 32 && d <= 100 {
		oddsCache.Store(key, o)
	}
	return o
}
