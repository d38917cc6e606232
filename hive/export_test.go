package hive

// Candidates exposes the slow, complete candidate list to the tests.
func Candidates(s State) []Action {
	var out []Action
	s.candidates(func(a Action) { out = append(out, a) })
	return out
}
