package spyordie

import "github.com/incursion/incursion/dice"

// Hooks for the external tests (leak_test.go, package spyordie_test, which
// imports spyordie/picture and so cannot be an internal test).

// ImposterPolicy is imposterPolicy (determinize_test.go).
var ImposterPolicy = imposterPolicy

// Candidates lists the candidate actions of s, illegal ones included: the
// actions whose Legal errors a leak test compares.
func Candidates(s State) []Action { return s.candidates(nil) }

// HandTwins returns states that differ from s only in what the rulebook
// hides from every seat: the faces of the face-down Intelligence markers
// dealt again among them (Set-Up, Base Defender 8: "place one face down …
// without revealing them"), the Doomsday pile's unrevealed parts in
// another order (9: "Shuffle the Doomsday Weapon markers and place them
// face down"), and both. Each differs from s (none when nothing is hidden).
func HandTwins(s State, r *dice.Rand) []State {
	var out []State
	var down []int
	for i, m := range s.intels {
		if !m.Up {
			down = append(down, i)
		}
	}
	faces := func(t *State) bool {
		for try := 0; try < 8; try++ {
			perm := append([]int(nil), down...)
			dice.ShuffleInPlace(r, perm)
			for k, i := range down {
				t.intel[i] = s.intel[perm[k]]
			}
			if t.intel != s.intel {
				return true
			}
		}
		return false
	}
	pile := func(t *State) bool {
		for try := 0; try < 8; try++ {
			dice.ShuffleInPlace(r, t.doom[t.doomN:])
			if t.doom != s.doom {
				return true
			}
		}
		return false
	}
	t := s
	if faces(&t) {
		out = append(out, t)
	}
	t = s
	if pile(&t) {
		out = append(out, t)
	}
	t = s
	if faces(&t) && pile(&t) {
		out = append(out, t)
	}
	return out
}
