package sabotage

import "github.com/incursion/incursion/dice"

// Rolls returns a roller for tests and set positions that makes the next
// rounds' rolls the given faces, in order: each [4]int is one round's
// four dice, die 1 to die 4, each 1..6 (doc.go, "Randomness": a round
// begins with four calls r.IntN(6), nothing else calls the roller after
// setup). Rolling more rounds than given panics, naming the call.
func Rolls(rounds ...[4]int) *dice.Scripted {
	var faces []int
	for _, r := range rounds {
		faces = append(faces, r[:]...)
	}
	return dice.Script(faces...)
}
