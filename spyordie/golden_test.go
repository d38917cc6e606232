package spyordie_test

import (
	"fmt"
	"hash/fnv"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
	"github.com/incursion/incursion/spyordie"
)

// seeds returns 1..n.
func seeds(n uint64) []uint64 {
	s := make([]uint64, n)
	for i := range s {
		s[i] = uint64(i) + 1
	}
	return s
}

// TestPlayoutDigest pins the behaviour of random playouts, so that work on
// the package's shape or speed cannot change the rules unnoticed: it plays
// random games from seeds 1..40 of each variant (2, 1 and 3 Intruders) and
// hashes every action listed and chosen and every event
// (playtest.Digest). A deliberate rules change updates the digests and is
// named here.
func TestPlayoutDigest(t *testing.T) {
	// Rules fixes since the digest was pinned, none of which changed it
	// (random play over these seeds never reaches them):
	// - "Entering a Kill Zone": an exposed Intruder exploring into an
	//   enemy's Kill Zone makes the reaction roll and loses her turn
	//   (TestEnteringAKillZoneExplore).
	for _, c := range []struct {
		variant string
		want    uint64
	}{
		{"", 0xcaf458b04274ab97},
		{"intruders=1", 0xa9dcc55b8284d76b},
		{"intruders=3", 0x495f50826afa0cfd},
	} {
		d, n, err := playtest.Contract[spyordie.State, spyordie.Action, spyordie.Event, spyordie.Seat]{
			Game: spyordie.Game, Variant: c.variant,
		}.Digest(seeds(40)...)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("variant %q: digest %#x over %d actions", c.variant, d, n)
		if d != c.want {
			t.Errorf("variant %q: digest %#x, want %#x", c.variant, d, c.want)
		}
	}
}

// TestPlayoutDigestFirst is the digest first pinned (before playtest.Digest
// existed): one roller per seed for New and play, 1 to 3 Intruders by seed,
// Validate after every action.
func TestPlayoutDigestFirst(t *testing.T) {
	h := fnv.New64a()
	count := 0
	for seed := uint64(1); seed <= 40; seed++ {
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
	if d, want := h.Sum64(), uint64(0x35e5cac0cdc6e4c3); d != want {
		t.Errorf("digest %#x over %d actions, want %#x", d, count, want)
	}
}
