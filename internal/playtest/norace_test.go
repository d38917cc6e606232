//go:build !race

package playtest_test

const raceEnabled = false
