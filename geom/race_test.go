//go:build race

package geom

// raceEnabled: sync.Pool drops items at random under the race detector, so
// the allocation tests are skipped.
const raceEnabled = true
