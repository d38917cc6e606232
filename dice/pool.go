package dice

// Pool rolls n dice with the given number of sides and returns their faces
// (1..sides) in the order rolled: n calls r.IntN(sides), the first call for
// the first face. n <= 0 rolls nothing and returns an empty slice.
func Pool(r Roller, n, sides int) []int {
	faces := make([]int, max(n, 0))
	for i := range faces {
		faces[i] = r.IntN(sides) + 1
	}
	return faces
}

// Successes rolls n dice with the given number of sides and returns how many
// show t or more: the "roll n dice, each 4, 5 or 6 is a success" of the
// games. It makes exactly the calls [Pool] makes (n calls r.IntN(sides)),
// so a script or a replay serves either, but allocates nothing.
func Successes(r Roller, n, sides, t int) int {
	count := 0
	for range max(n, 0) {
		if r.IntN(sides)+1 >= t {
			count++
		}
	}
	return count
}

// CountAtLeast returns how many faces are t or more.
func CountAtLeast(faces []int, t int) int {
	count := 0
	for _, f := range faces {
		if f >= t {
			count++
		}
	}
	return count
}

// CountAtMost returns how many faces are t or less, for rules that succeed
// on a low roll ("a roll of 1 through 3").
func CountAtMost(faces []int, t int) int {
	count := 0
	for _, f := range faces {
		if f <= t {
			count++
		}
	}
	return count
}

// Sum returns the total of the faces; 0 for none.
func Sum(faces []int) int {
	total := 0
	for _, f := range faces {
		total += f
	}
	return total
}

// Highest returns the highest face, or 0 when there is none.
func Highest(faces []int) int {
	high := 0
	for i, f := range faces {
		if i == 0 || f > high {
			high = f
		}
	}
	return high
}

// Lowest returns the lowest face, or 0 when there is none.
func Lowest(faces []int) int {
	low := 0
	for i, f := range faces {
		if i == 0 || f < low {
			low = f
		}
	}
	return low
}
