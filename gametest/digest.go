package gametest

import (
	"fmt"
	"hash/fnv"

	"github.com/incursion/incursion/dice"
)

// Digest plays one random game from each seed, as hive's golden test does:
// from Game.New(Variant, dice.New(seed)), with roller r = dice.New(seed),
// it takes as = Actions(s) and a = as[r.IntN(len(as))] until the game is
// over, and hashes (FNV-1a, 64 bits) len(as) and then a and the events of
// Apply, each line written with fmt.Fprintln. It returns the hash and the
// number of actions taken. A change of behaviour changes the digest, so a
// golden test pins it before a refactor:
//
//	d, n, err := gametest.Contract[hive.State, hive.Action, hive.Event, hive.Seat]{Game: hive.Game}.Digest(seeds...)
func (c Contract[S, A, E, P]) Digest(seeds ...uint64) (uint64, int, error) {
	c, err := c.withDefaults()
	if err != nil {
		return 0, 0, err
	}
	g := c.Game
	h := fnv.New64a()
	count := 0
	for _, seed := range seeds {
		s, err := g.New(c.Variant, dice.New(seed))
		if err != nil {
			return 0, count, fmt.Errorf("%s: seed %d: New: %w", g.Name(), seed, err)
		}
		r := dice.New(seed)
		for i := 0; !g.Over(s); i++ {
			if i >= c.MaxActions {
				return 0, count, fmt.Errorf("%s: seed %d: not over after %d actions", g.Name(), seed, i)
			}
			as := g.Actions(s)
			if len(as) == 0 {
				return 0, count, fmt.Errorf("%s: seed %d, after %d actions: no legal action, and the game is not over", g.Name(), seed, i)
			}
			fmt.Fprintln(h, len(as))
			a := as[r.IntN(len(as))]
			next, ev, err := g.Apply(s, a, r)
			if err != nil {
				return 0, count, fmt.Errorf("%s: seed %d, after %d actions: Apply(%v): %w", g.Name(), seed, i, a, err)
			}
			fmt.Fprintln(h, a, ev)
			s = next
			count++
		}
	}
	return h.Sum64(), count, nil
}
