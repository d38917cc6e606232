//go:build race

package playtest

// race reports that the race detector is on: it slows a playout about ten
// times, so Check plays fewer games (see [Games]).
const race = true
