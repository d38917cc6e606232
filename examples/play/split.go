package main

import (
	"runtime"

	"github.com/incursion/incursion/dice"
)

// splitRoller keeps the rules' rolls apart from the bots' choices, so that a
// seed and the actions replay a game (the convention of incursion.Record):
// the draws made inside the game's Apply go to game, every other draw (a
// bot's) to bots.
//
// It is a stopgap. bots.Match.Bot hands one roller to the bot and then to
// Apply, and offers no way to let a bot choose without applying its
// choice, so the roller tells the two apart by its caller: a draw made
// while Game.Apply is on the stack is the rules'. As the bot chooses before
// Apply starts, every draw after the first of Apply's is Apply's too, and
// only the bot's draws and the first of Apply's cost a look at the stack;
// call step before each Bot. When bots.Match can pick an action without
// applying it, the table should pick with the bots' roller and Play with
// the game's, and this type should go.
type splitRoller struct {
	game, bots dice.Roller
	applying   bool // Apply has drawn since the last step
}

// step says that a new action begins: the next draws are the bot's until
// Apply draws.
func (s *splitRoller) step() { s.applying = false }

func (s *splitRoller) IntN(n int) int {
	if s.applying || inApply() {
		s.applying = true
		return s.game.IntN(n)
	}
	return s.bots.IntN(n)
}

// The functions whose presence on the stack marks a draw of the rules: the
// Apply of every Game made by incursion.Define, and the step of bots.Match
// that calls it.
const (
	defineApply = "github.com/incursion/incursion.defined[...].Apply"
	matchApply  = "github.com/incursion/incursion/examples/bots.(*genericMatch[...]).apply"
)

// inApply reports whether the caller's caller runs inside Game.Apply.
func inApply() bool {
	pcs := make([]uintptr, 64)
	n := runtime.Callers(3, pcs)
	for n == len(pcs) { // a deep stack: look at all of it
		pcs = make([]uintptr, 2*len(pcs))
		n = runtime.Callers(3, pcs)
	}
	frames := runtime.CallersFrames(pcs[:n])
	for {
		f, more := frames.Next()
		if f.Function == defineApply || f.Function == matchApply {
			return true
		}
		if !more {
			return false
		}
	}
}
