package bots

import (
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/nemesis"
)

// TestNemesisBotPlays: games where every seat plays NemesisBot on its own
// view end without error.
func TestNemesisBotPlays(t *testing.T) {
	for seed := uint64(1); seed <= 10; seed++ {
		r := dice.New(seed)
		s, err := nemesis.New(nemesis.Config{}, r)
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; !s.Over(); n++ {
			if n > 20000 {
				t.Fatalf("seed %d: not over after %d actions", seed, n)
			}
			seat := s.ToMove()[0]
			v := s.View(seat)
			a := NemesisBot(seat)(v, v.Actions(), r)
			if s, _, err = nemesis.Apply(s, a, r); err != nil {
				t.Fatalf("seed %d: %v: %v", seed, a, err)
			}
		}
	}
}
