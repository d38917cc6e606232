package spyordie

import (
	"math/rand/v2"
	"testing"
)

// bruteScore tries every order of the markers and scores consecutive
// triples: every partition into combinations of 3 (plus left-overs) is
// some order's prefix grouping.
func bruteScore(pool []Intel) int {
	best := 0
	idx := make([]int, len(pool))
	for i := range idx {
		idx[i] = i
	}
	var rec func(k int)
	rec = func(k int) {
		if k == len(idx) {
			v := 0
			for i := 0; i+2 < len(idx); i += 3 {
				v += tripleValue(pool[idx[i]], pool[idx[i+1]], pool[idx[i+2]])
			}
			best = max(best, v)
			return
		}
		for i := k; i < len(idx); i++ {
			idx[k], idx[i] = idx[i], idx[k]
			rec(k + 1)
			idx[k], idx[i] = idx[i], idx[k]
		}
	}
	rec(0)
	return best
}

// TestScoringOptimum: Score equals brute force on every subset of the 9
// default markers, and on random multisets of faces (Rulebook, "Scoring").
func TestScoringOptimum(t *testing.T) {
	for mask := 0; mask < 1<<9; mask++ {
		var pool []Intel
		for i := 0; i < 9; i++ {
			if mask&(1<<i) != 0 {
				pool = append(pool, DefaultIntel[i])
			}
		}
		if got, want := Score(pool), bruteScore(pool); got != want {
			t.Fatalf("%v: Score %d, brute force %d", pool, got, want)
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for n := 0; n < 300; n++ {
		pool := make([]Intel, r.IntN(9)+1)
		for i := range pool {
			pool[i] = Intel{Colour(r.IntN(3)), Nation(r.IntN(3))}
		}
		if got, want := Score(pool), bruteScore(pool); got != want {
			t.Fatalf("%v: Score %d, brute force %d", pool, got, want)
		}
	}
}

// TestScoringTable checks the table of combinations (Rulebook, "Scoring").
func TestScoringTable(t *testing.T) {
	tests := []struct {
		pool []Intel
		want int
	}{
		{[]Intel{{Yellow, UK}, {Red, US}, {Blue, USSR}}, 3},
		{[]Intel{{Yellow, UK}, {Yellow, US}, {Yellow, USSR}}, 6},
		{[]Intel{{Yellow, UK}, {Red, UK}, {Blue, UK}}, 6},
		{[]Intel{{Yellow, UK}, {Red, UK}, {Blue, US}}, 1},
		{[]Intel{{Yellow, UK}, {Red, UK}}, 0},
		{DefaultIntel[:], 18},
		// Six markers: two colour triples beat a nation set plus junk.
		{[]Intel{{Yellow, UK}, {Yellow, US}, {Yellow, USSR}, {Red, UK}, {Red, US}, {Red, USSR}}, 12},
	}
	for _, tc := range tests {
		if got := Score(tc.pool); got != tc.want {
			t.Errorf("Score(%v) = %d, want %d", tc.pool, got, tc.want)
		}
	}
}

// TestWinning: the score needed by number of Intruders (Rulebook,
// "Winning"); escaping short of a tie is a Defender win.
func TestWinning(t *testing.T) {
	tests := []struct {
		n, score int
		want     Verdict
	}{
		// Each threshold and the score one short of it.
		{1, 0, DefenderWins}, {1, 1, Tie}, {1, 2, Tie}, {1, 3, Victory}, {1, 5, Victory}, {1, 6, EpicVictory},
		{2, 2, DefenderWins}, {2, 3, Tie}, {2, 5, Tie}, {2, 6, Victory}, {2, 11, Victory}, {2, 12, EpicVictory},
		{3, 5, DefenderWins}, {3, 6, Tie}, {3, 11, Tie}, {3, 12, Victory}, {3, 17, Victory}, {3, 18, EpicVictory},
	}
	for _, tc := range tests {
		if got := resultFor(tc.n, tc.score); got != tc.want {
			t.Errorf("%d Intruders, %d points: %v, want %v", tc.n, tc.score, got, tc.want)
		}
	}
}
