package dice

import "fmt"

// Scripted is a Roller that answers with preset die faces, for tests that
// expect exact outcomes. Build it with [Script].
type Scripted struct {
	faces  []int
	pos    int
	replay bool // built by Replay: panics speak of 0-based answers
}

// Script returns a Roller whose k-th call IntN(n) returns faces[k]-1: each
// face is the face a die with n sides shows (1..n). It panics, naming the
// position, when a face is outside 1..n or the script is exhausted: a test
// that rolls more or other dice than it expects fails loudly.
func Script(faces ...int) *Scripted {
	return &Scripted{faces: append([]int(nil), faces...)}
}

// IntN returns the next preset face minus one. Positions in its panic
// messages count from 1.
func (s *Scripted) IntN(n int) int {
	if s.pos >= len(s.faces) {
		if s.replay {
			panic(fmt.Sprintf("dice: replay exhausted: call %d asked IntN(%d), but the replay has only %d answers", s.pos+1, n, len(s.faces)))
		}
		panic(fmt.Sprintf("dice: script exhausted: call %d asked for a d%d, but the script has only %d faces", s.pos+1, n, len(s.faces)))
	}
	f := s.faces[s.pos]
	if f < 1 || f > n {
		if s.replay {
			panic(fmt.Sprintf("dice: replay answer %d at position %d is outside 0..%d", f-1, s.pos+1, n-1))
		}
		panic(fmt.Sprintf("dice: script face %d at position %d is outside 1..%d", f, s.pos+1, n))
	}
	s.pos++
	return f - 1
}

// Remaining returns how many preset faces have not been used yet. A test
// usually checks it is 0 at the end.
func (s *Scripted) Remaining() int { return len(s.faces) - s.pos }

// Replay returns a Roller whose k-th call returns answers[k] (0-based, as
// IntN returns), for replaying a recorded sequence such as
// incursion.Outcome.Rolls or the answers of a [Recorder]. It panics like
// [Script] when an answer is out of range or the sequence runs out.
func Replay(answers ...int) *Scripted {
	faces := make([]int, len(answers))
	for i, a := range answers {
		faces[i] = a + 1
	}
	return &Scripted{faces: faces, replay: true}
}

// Call is one call of IntN: the n asked for and the answer given.
type Call struct {
	N   int `json:"n"`
	Got int `json:"got"`
}

// Recorder wraps a Roller and records every call, for logs and replays.
type Recorder struct {
	R     Roller
	Calls []Call
}

// Record returns a Recorder over r.
func Record(r Roller) *Recorder { return &Recorder{R: r} }

// IntN asks the wrapped roller and records the call.
func (c *Recorder) IntN(n int) int {
	v := c.R.IntN(n)
	c.Calls = append(c.Calls, Call{N: n, Got: v})
	return v
}

// Answers returns the recorded answers, ready for [Replay].
func (c *Recorder) Answers() []int {
	out := make([]int, len(c.Calls))
	for i, k := range c.Calls {
		out[i] = k.Got
	}
	return out
}
