package sabotage

import (
	"fmt"
	"hash/fnv"
	"testing"

	"github.com/incursion/incursion/dice"
)

// playoutDigest plays random games from seeds 1..n (standard, Introductory
// and Variable Map Setup in turn) and hashes every listed-action count,
// every chosen action and every event: a change of behaviour changes it.
func playoutDigest(t *testing.T, n uint64) (uint64, int) {
	h := fnv.New64a()
	count := 0
	cfgs := []Config{{}, {Intro: true}, {VariableMap: true}}
	for seed := uint64(1); seed <= n; seed++ {
		r := dice.New(seed)
		s, err := New(cfgs[seed%3], r)
		if err != nil {
			t.Fatal(err)
		}
		for !s.Over() {
			as := s.Actions()
			fmt.Fprintln(h, len(as))
			a := as[r.IntN(len(as))]
			next, ev, err := Apply(s, a, r)
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
// the package's shape and speed cannot change the rules unnoticed. A
// deliberate rules change updates the digest and is named here.
func TestPlayoutDigest(t *testing.T) {
	d, n := playoutDigest(t, 30)
	t.Logf("digest %#x over %d actions", d, n)
	if want := uint64(0x51ba44d8a8265996); d != want {
		t.Errorf("digest %#x, want %#x", d, want)
	}
}
