//go:build race

package playtest

// Race reports that the race detector is on: it slows a playout about ten
// times, so Check plays fewer games (see [RaceChecks]).
const Race = true
