package spyordie

// tripleValue is the score of one combination of 3 Intelligence markers
// (Rulebook, "Scoring"): 6 for three of one colour or of one nation, 3 for
// one of each nation, 1 for any other combination.
func tripleValue(a, b, c Intel) int {
	switch {
	case a.Colour == b.Colour && b.Colour == c.Colour:
		return 6
	case a.Nation == b.Nation && b.Nation == c.Nation:
		return 6
	case a.Nation != b.Nation && b.Nation != c.Nation && a.Nation != c.Nation:
		return 3
	}
	return 1
}

// Score returns the best total of the Intelligence markers pooled: the
// maximum, over every way of splitting them into disjoint combinations of
// 3 (markers left over score nothing), of the combinations' values. It is
// exact (dynamic programming over subsets); up to 12 markers.
func Score(pool []Intel) int {
	n := len(pool)
	if n > 12 {
		n = 12
	}
	if n < 3 {
		return 0
	}
	best := make([]int8, 1<<n)
	done := make([]bool, 1<<n)
	var f func(mask int) int
	f = func(mask int) int {
		if done[mask] {
			return int(best[mask])
		}
		v := 0
		if mask != 0 {
			i := 0
			for mask&(1<<i) == 0 {
				i++
			}
			rest := mask &^ (1 << i)
			v = f(rest) // marker i left out of every combination
			for j := i + 1; j < n; j++ {
				if rest&(1<<j) == 0 {
					continue
				}
				for k := j + 1; k < n; k++ {
					if rest&(1<<k) == 0 {
						continue
					}
					if w := tripleValue(pool[i], pool[j], pool[k]) + f(rest&^(1<<j)&^(1<<k)); w > v {
						v = w
					}
				}
			}
		}
		done[mask], best[mask] = true, int8(v)
		return v
	}
	return f(1<<n - 1)
}

// thresholds are the Tie, Victory and Epic Victory scores by number of
// Intruders (Rulebook, "Winning").
var thresholds = [4][3]int{{}, {1, 3, 6}, {3, 6, 12}, {6, 12, 18}}

func (s *State) escapedPool() []Intel {
	var pool []Intel
	for k := 0; k < int(s.n); k++ {
		if s.intr[k].Status != Escaped {
			continue
		}
		for _, m := range s.intr[k].Intel {
			if m >= 0 {
				pool = append(pool, s.intel[m])
			}
		}
	}
	return pool
}

func (s *State) escapedScore() int { return Score(s.escapedPool()) }

// scoreResult is the result when no Intruder is left in the Base: the
// escaped Intruders' score against the table; short of a tie the Defender
// wins (Rulebook, "Winning").
func (s *State) scoreResult() Verdict { return resultFor(int(s.n), s.escapedScore()) }

// resultFor is the result of a score with n Intruders.
func resultFor(n, sc int) Verdict {
	t := thresholds[n]
	switch {
	case sc >= t[2]:
		return EpicVictory
	case sc >= t[1]:
		return Victory
	case sc >= t[0]:
		return Tie
	}
	return DefenderWins
}
