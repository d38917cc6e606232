//go:build race

package gametest

// raceEnabled: the race detector is on; it slows a playout about ten
// times, so the rapid-driven checks play fewer games (see [RaceChecks]).
const raceEnabled = true
