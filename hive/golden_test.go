package hive_test

import (
	"fmt"
	"hash/fnv"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/hive"
)

// playoutDigest plays random games from seeds 1..n and hashes every action
// listed and chosen and every event: a change of behaviour changes it.
func playoutDigest(t *testing.T, n uint64) (uint64, int) {
	h := fnv.New64a()
	count := 0
	for seed := uint64(1); seed <= n; seed++ {
		s, _ := newGame(seed)
		r := dice.New(seed)
		for !s.Over() {
			as := s.Actions()
			fmt.Fprintln(h, len(as))
			a := as[r.IntN(len(as))]
			next, ev, err := hive.Apply(s, a, r)
			if err != nil {
				t.Fatal(err)
			}
			fmt.Fprintln(h, a, ev)
			s = next
			count++
		}
	}
	return h.Sum64(), count
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
