package dice

// Roller is the source of every random choice in the module: a die roll, a
// shuffle, a draw from a bag. IntN returns a uniform integer in [0, n) and
// may panic when n <= 0. *rand.Rand from math/rand/v2 satisfies it, and so do
// [Rand] (deterministic, seedable, serialisable), [Scripted] (preset faces
// for tests) and [Recorder] (a log of every call).
type Roller interface {
	IntN(n int) int
}

// Roll rolls one die with the given number of sides and returns its face,
// 1..sides, with one call r.IntN(sides).
func Roll(r Roller, sides int) int {
	return r.IntN(sides) + 1
}

// D6 rolls one six-sided die: 1..6.
func D6(r Roller) int {
	return r.IntN(6) + 1
}
