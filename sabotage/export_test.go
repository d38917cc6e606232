package sabotage

import "github.com/incursion/incursion/dice"

// Scramble is scramble for the external tests (twins_test.go): s with
// everything team t keeps behind the screen redrawn from seed, what the
// table sees kept (the unlock decisions still owed too).
func Scramble(s State, t Team, seed uint64) State {
	return keepPending(scramble(s, t, dice.New(seed)), s)
}
