package spyordie_test

import (
	"fmt"
	"hash/fnv"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/spyordie"
)

// playoutDigest plays random games from seeds 1..n (1 to 3 Intruders) and
// hashes every action count listed, every action chosen and every event: a
// change of behaviour changes it.
func playoutDigest(t *testing.T, n uint64) (uint64, int) {
	h := fnv.New64a()
	count := 0
	for seed := uint64(1); seed <= n; seed++ {
		r := dice.New(seed)
		s, err := spyordie.New(spyordie.Config{Intruders: int(seed%3) + 1}, r)
		if err != nil {
			t.Fatal(err)
		}
		for !s.Over() {
			as := s.Actions()
			fmt.Fprintln(h, len(as))
			a := as[r.IntN(len(as))]
			next, ev, err := spyordie.Apply(s, a, r)
			if err != nil {
				t.Fatal(err)
			}
			fmt.Fprintln(h, a, ev)
			if err := next.Validate(); err != nil {
				t.Fatalf("seed %d after %v: %v", seed, a, err)
			}
			s = next
			count++
		}
	}
	return h.Sum64(), count
}

// TestPlayoutDigest pins the behaviour of random playouts, so that work on
// the package's shape or speed cannot change the rules unnoticed. A
// deliberate rules change updates the digest and is named here.
func TestPlayoutDigest(t *testing.T) {
	// Rules fixes since the digest was pinned, none of which changed it
	// (random play over these seeds never reaches them):
	// - "Entering a Kill Zone": an exposed Intruder exploring into an
	//   enemy's Kill Zone makes the reaction roll and loses her turn
	//   (TestEnteringAKillZoneExplore).
	d, n := playoutDigest(t, 40)
	t.Logf("digest %#x over %d actions", d, n)
	if want := uint64(0x35e5cac0cdc6e4c3); d != want {
		t.Errorf("digest %#x, want %#x", d, want)
	}
}
