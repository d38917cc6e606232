//go:build !race

package playtest

// Race reports whether the race detector is on.
const Race = false
