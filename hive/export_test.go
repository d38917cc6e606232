package hive

// Candidates exposes the slow, complete candidate list to the tests. In the
// purchases and the assignment, whose candidates are exactly the legal
// actions (list yields them unchecked), it is every purchase and every
// Darter, so that TestActionsMatchLegal still finds a legal action the
// candidates would miss.
func Candidates(s State) []Action {
	var out []Action
	if s.c.Pend.Kind == pendNone {
		switch s.c.Step {
		case StepTerranBuy, StepZnonBuy:
			for it := Item(0); it < numItems; it++ {
				out = append(out, Buy{it})
			}
			return append(out, End{})
		case StepAssign:
			for _, d := range s.b().darters {
				out = append(out, Assign{d})
			}
			return out
		}
	}
	s.candidates(func(a Action) { out = append(out, a) })
	return out
}

// LeakSVG draws a seat's view as SVG for the leak tests (TestNoLeakTwins):
// set by picture_hook_test.go (package hive_test) to picture.SVG, which the
// internal tests cannot import (picture imports hive).
var LeakSVG func(State, Seat) string

// FaceDownByMarine returns a face-down Znon counter in play in a box with a
// Space Marine, or -1.
func FaceDownByMarine(s State) int {
	for i := firstZnon; i < numUnits; i++ {
		u := &s.c.Units[i]
		if u.Stat() != stInPlay || s.faceUp(i) {
			continue
		}
		for j := 0; j < firstZnon; j++ {
			if v := &s.c.Units[j]; v.Stat() == stInPlay && v.Box == u.Box && v.Kind().Marine() {
				return i
			}
		}
	}
	return -1
}
