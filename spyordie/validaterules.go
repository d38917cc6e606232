package spyordie

import "fmt"

// ValidationRule is one rule of [State.Validate]: its name, which every
// error breaking it starts with, and what it asks.
type ValidationRule struct {
	Name string
	Rule string
}

// ValidationError is the error of [State.Validate] (and of decoding a
// position that fails it): the rule broken, by name ([ValidationRules]),
// and what breaks it. Its text is "spyordie: invalid state: <rule>: <what>".
type ValidationError struct {
	Rule   string
	Detail string
}

func (e *ValidationError) Error() string {
	return "spyordie: invalid state: " + e.Rule + ": " + e.Detail
}

// verr returns the ValidationError of rule name.
func verr(name, format string, args ...any) error {
	return &ValidationError{Rule: name, Detail: fmt.Sprintf(format, args...)}
}

// ValidationRules are the rules [State.Validate] checks, by name, in the
// order it checks them (TestValidationRules breaks each one). A position
// must keep all of them: they are what a state reached by play keeps, so
// that the game can go on from it (issue 21).
var ValidationRules = []ValidationRule{
	{"board", "the state has a Base (it was built by New or decoded)"},
	{"intruders", "1 to 3 Intruders"},
	{"timer", "the Mission Timer within 0..60"},
	{"alert-monitor", "the Alert GREEN, AMBER or RED, with at most 8 Alarm markers on the Monitor (a 9th raises the Alert at once; RED holds 8)"},
	{"markers-pool", "Body and Alarm markers together at most 15 (Components: 15 Body/Alarm markers)"},
	{"counters", "the phase, the Set-Up step, the number of pending decisions, the round (<= 1000), the Mob Spawn owed, the verdict, the viewer and the options in their ranges"},
	{"order", "the order of play is a permutation of the Intruders, nothing past them"},
	{"setup-step", "in Set-Up, the step names an Intruder of the game (agent, talent, item, start, sentry) or one of the 4 Cameras"},
	{"turn", "in the intruders phase, the step names an Intruder of the order"},
	{"minion-type", "the Minion type acting is boss, guard, technician or scientist"},
	{"actor", "the acting figure is a figure of the game; in the intruders phase, the Intruder whose turn it is"},
	{"move", "a move in progress is the acting figure's, on the board, in the intruders or minions phase, with 0..its move allowance of squares left (at rest, at least 1); no mover without a move"},
	{"profile", "each profile's agent, Talent, status and counters are words of the game; a disguise is a Minion figure"},
	{"decisions", "each pending decision is of a kind the game has, owed by a figure who can owe it (an Intruder of the game for his own choices), with arguments in range (a Door, a marker, a square, a direction, minutes of 0, 3 or 6); none past the last"},
	{"intruder-can-act", "at rest in the intruders phase, the Intruder whose turn it is is in play, his turn not over, with an action left"},
	{"minion-can-act", "at rest in the minions phase, a Minion of the acting type can act (Phase 2 passes over a type with none)"},
	{"mob-spawn", "no Mob Spawn placement is owed at rest (it becomes a pending decision at once)"},
	{"verdict", "the game has a verdict exactly when it is over, and then nothing pending"},
	{"talent", "each Intruder's Talent is one of his agent's three"},
	{"agents-distinct", "no two Intruders are the same agent"},
	{"play-set-up", "in play, every Intruder has chosen his agent and Talent"},
	{"round", "play starts at round 1"},
	{"defender-passage", "in play, the Defender's Secret Passage is placed (Set-Up, Base Defender 7)"},
	{"setup-untouched", "in Set-Up, nothing of play has happened: round 0, the Timer at 60, no Alarm, GREEN, no Doomsday part, power on, the Entrance not breached, nothing pending, no Minion that acted"},
	{"setup-minions", "in Set-Up, the Boss is placed exactly after his step, and the figures on the board are those of the steps done (the Security Guard, the Boss, the starting Scientist or Technician, a Sentry per Intruder)"},
	{"setup-cameras", "in Set-Up, the Cameras placed are those of the steps done (4 once the camera step is over)"},
	{"setup-passages", "in Set-Up, the Defender's Secret Passage is placed exactly once its step is over, and no Detective's"},
	{"setup-markers", "in Set-Up, no Body, Trap or Item on the board and every Intelligence marker face down on its room's square"},
	{"setup-intruders", "in Set-Up, each Intruder has made exactly the choices of the steps done (agent, Talent, 2 Items, a start square: hidden on an Agent Start square), and nothing else"},
	{"on-board", "each figure in play stands on a square of the Base's map, not in a wall"},
	{"one-figure-per-square", "one figure per square (Occupying a square; the figure moving and one it passes through excepted)"},
	{"minions-inside", "no Minion outside the Base"},
	{"minion-state", "each Minion figure is standing, prone, worn or off the board"},
	{"minion-actions", "a Minion takes at most 2 actions a turn"},
	{"minion-hit", "only a prone Minion is marked felled by an Intruder"},
	{"intruders-in-game", "no profile beyond the game's Intruders is in use"},
	{"disguise", "a disguise is a Guard, Technician or Scientist figure worn by exactly that Intruder, on his square, and a worn figure is someone's disguise"},
	{"items", "each Item marker on a profile is carried by that Intruder once (at most 3), each carried marker is on a profile, markers on the board lie on squares"},
	{"intelligence", "each Intelligence marker on a profile is face up and carried by that Intruder once (at most 3), each carried marker is on a profile, a lost marker means a Heroic Sacrifice, markers on the board lie on squares"},
	{"bodies", "Body markers lie on squares of the Base"},
	{"cameras", "Cameras are on junction squares"},
	{"secret-passages", "the Sanctum's Secret Passage is on its square; the others on room squares of their own (not a corridor or outside)"},
	{"traps", "Traps are on junction squares"},
	{"doomsday", "the Doomsday pile is the 6 parts 0-5, each once, at most 6 revealed (a view shows the unrevealed as unknown)"},
}
