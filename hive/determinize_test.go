package hive_test

import (
	"testing"
)

// TestDeterminization: on random games, every seat's and the observer's
// samples are full states with the same view and InfoKey, pass Validate and
// play on to the end (RULES.md, "Determinization").
func TestDeterminization(t *testing.T) {
	c := suite()
	c.ViewEvery = 3
	c.CheckDeterminize(t, 1, 2, 3, 4, 5, 6, 7, 8)
}
