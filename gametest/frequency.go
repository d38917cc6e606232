package gametest

import (
	"fmt"
	"math"
	"slices"
	"testing"
)

// CheckFrequencies fails t unless counts — how often each outcome was seen
// over many draws — fit the probabilities want: every outcome seen must be
// possible (want > 0), and Pearson's chi-square test must not reject the
// fit at the 0.001 level. It is the coverage test of a sampler (a
// determinization, a shuffle): in a position with few hidden
// possibilities, every consistent configuration appears, with the rules'
// chances. want's values must sum to 1; each expected count should be at
// least 5 for the test to mean anything (it fails otherwise).
func CheckFrequencies[K comparable](t testing.TB, counts map[K]int, want map[K]float64) {
	t.Helper()
	if err := Frequencies(counts, want); err != nil {
		t.Error(err)
	}
}

// Frequencies is CheckFrequencies returning the reason of a failure.
func Frequencies[K comparable](counts map[K]int, want map[K]float64) error {
	n := 0
	for k, c := range counts {
		if c > 0 && want[k] <= 0 {
			return fmt.Errorf("outcome %v was drawn %d times but is impossible", k, c)
		}
		n += c
	}
	sum := 0.0
	for _, p := range want {
		sum += p
	}
	if math.Abs(sum-1) > 1e-9 {
		return fmt.Errorf("the probabilities sum to %v, not 1", sum)
	}
	type term struct {
		key       string
		got       int
		expect, x float64
	}
	var terms []term
	chi := 0.0
	for k, p := range want {
		if p <= 0 {
			continue
		}
		e := p * float64(n)
		if e < 5 {
			return fmt.Errorf("outcome %v is expected %.1f times in %d draws: draw more (at least 5 each)", k, e, n)
		}
		x := (float64(counts[k]) - e) * (float64(counts[k]) - e) / e
		chi += x
		terms = append(terms, term{fmt.Sprint(k), counts[k], e, x})
	}
	df := len(terms) - 1
	if df < 1 {
		return nil
	}
	if pv := ChiSquareP(chi, df); pv < 0.001 {
		slices.SortFunc(terms, func(a, b term) int { return int(math.Copysign(1, b.x-a.x)) })
		msg := fmt.Sprintf("the draws do not fit the probabilities: chi-square %.1f with %d degrees of freedom, p = %.2g; worst:", chi, df, pv)
		for _, tm := range terms[:min(5, len(terms))] {
			msg += fmt.Sprintf("\n\t%s: drawn %d, expected %.1f", tm.key, tm.got, tm.expect)
		}
		return fmt.Errorf("%s", msg)
	}
	return nil
}

// ChiSquareP is the probability that a chi-square variable with df
// degrees of freedom is at least x: the p-value of Pearson's test.
func ChiSquareP(x float64, df int) float64 {
	if x <= 0 {
		return 1
	}
	return upperGamma(float64(df)/2, x/2)
}

// upperGamma is the regularized upper incomplete gamma function Q(a, x)
// (Numerical Recipes, 6.2: the series below a+1, the continued fraction
// above).
func upperGamma(a, x float64) float64 {
	lg, _ := math.Lgamma(a)
	if x < a+1 {
		sum, del := 1/a, 1/a
		for n := 1.0; n < 1000; n++ {
			del *= x / (a + n)
			sum += del
			if math.Abs(del) < math.Abs(sum)*1e-15 {
				break
			}
		}
		return 1 - sum*math.Exp(-x+a*math.Log(x)-lg)
	}
	const tiny = 1e-300
	b := x + 1 - a
	c := 1 / tiny
	d := 1 / b
	h := d
	for i := 1.0; i < 1000; i++ {
		an := -i * (i - a)
		b += 2
		d = an*d + b
		if math.Abs(d) < tiny {
			d = tiny
		}
		c = b + an/c
		if math.Abs(c) < tiny {
			c = tiny
		}
		d = 1 / d
		del := d * c
		h *= del
		if math.Abs(del-1) < 1e-15 {
			break
		}
	}
	return math.Exp(-x+a*math.Log(x)-lg) * h
}
