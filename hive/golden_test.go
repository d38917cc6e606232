package hive_test

import (
	"testing"

	"github.com/incursion/incursion/hive"
	"github.com/incursion/incursion/internal/playtest"
)

// playoutDigest plays random games from seeds 1..n and hashes every action
// listed and chosen and every event (playtest.Digest): a change of behaviour
// changes it.
func playoutDigest(t *testing.T, n uint64) (uint64, int) {
	seeds := make([]uint64, n)
	for i := range seeds {
		seeds[i] = uint64(i) + 1
	}
	d, count, err := playtest.Digest(hive.Game, seeds...)
	if err != nil {
		t.Fatal(err)
	}
	return d, count
}

// TestPlayoutDigest pins the behaviour of random playouts, so that work on
// speed cannot change the rules unnoticed. A deliberate rules change
// updates the digest.
func TestPlayoutDigest(t *testing.T) {
	d, n := playoutDigest(t, 40)
	t.Logf("digest %#x over %d actions", d, n)
	// Updated once for a rules change: 17.2, 1 Lancers also combine at the
	// end of the Znon Movement and Ranged Combat Segment (was 0x2adba50174768914).
	if want := uint64(0x68f063c161965ebe); d != want {
		t.Errorf("digest %#x, want %#x", d, want)
	}
}
