//go:build race

package playtest_test

// raceEnabled: the race detector is on, and the broken toys that share
// memory between states would be reported by it (which is the point of the
// concurrent check) rather than by Run.
const raceEnabled = true
