package gametest

import (
	"errors"
	"fmt"
	"runtime/debug"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// CheckDeterminize plays one random game per seed and, on every
// ViewEvery-th state (and the first), draws a determinization for every
// seat and for the observer, and checks what [incursion.Game.Determinize]
// promises: the sample is a full state (not a view) that the seat cannot
// tell from the original (View(sample, p) equals View(s, p), and so do
// their InfoKeys), it passes Validate, it offers an action unless it is
// over, and a random game played on from it runs to the end (or
// MaxActions) without an error. Different views of the game (of any seat)
// must have different InfoKeys. Determinizing the seat's view instead of
// the state gives a sample with the same properties.
func (c Contract[S, A, E, P]) CheckDeterminize(t testing.TB, seeds ...uint64) {
	t.Helper()
	for _, seed := range seeds {
		if err := c.Determinize(seed); err != nil {
			t.Error(err)
		}
	}
}

// Determinize is CheckDeterminize for one seed, returning the first broken
// promise; a panic is returned as an error.
func (c Contract[S, A, E, P]) Determinize(seed uint64) (err error) {
	c, err = c.withDefaults()
	if err != nil {
		return err
	}
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%s: seed %d: panic: %v\n%s", c.Game.Name(), seed, p, debug.Stack())
		}
	}()
	g := c.Game
	states, err := c.trace(seed)
	if err != nil {
		return err
	}
	r := dice.New(seed ^ 0xd1ce)
	keys := map[incursion.InfoKey]S{}
	for i, s := range states {
		if i%c.ViewEvery != 0 {
			continue
		}
		for _, p := range append(g.Seats(s), g.Observer()) {
			v := g.View(s, p)
			k := g.InfoKey(s, p)
			if old, ok := keys[k]; ok && !Equal(old, v) {
				return fmt.Errorf("%s: seed %d, state %d, seat %v: two different views share the InfoKey %v (-first +now):\n%s",
					g.Name(), seed, i, p, k, Diff(old, v))
			}
			keys[k] = v
			for _, from := range []S{s, g.View(s, p)} {
				if err := c.checkSample(s, from, p, r); err != nil {
					return fmt.Errorf("%s: seed %d, state %d, seat %v: %w", g.Name(), seed, i, p, err)
				}
			}
		}
	}
	return nil
}

func (c Contract[S, A, E, P]) checkSample(s, from S, p P, r dice.Roller) error {
	g := c.Game
	d, err := g.Determinize(from, p, r)
	if err != nil {
		return fmt.Errorf("Determinize: %w", err)
	}
	want, got := g.View(s, p), g.View(d, p)
	if !Equal(want, got) {
		return fmt.Errorf("the sample's view differs from the seat's (-want +got):\n%s", Diff(want, got))
	}
	if g.InfoKey(s, p) != g.InfoKey(d, p) {
		return errors.New("the sample's InfoKey differs from the state's")
	}
	if c.IsView != nil && c.IsView(d) {
		return errors.New("the sample is a view, not a full state")
	}
	if c.Validate != nil {
		if err := c.Validate(d); err != nil {
			return fmt.Errorf("the sample fails Validate: %w", err)
		}
	}
	for i := 0; i < c.MaxActions && !g.Over(d); i++ {
		legal := g.Actions(d)
		if len(legal) == 0 {
			return fmt.Errorf("the sample offers no action after %d actions and is not over", i)
		}
		a := legal[r.IntN(len(legal))]
		if d, _, err = g.Apply(d, a, r); err != nil {
			return fmt.Errorf("playing on from the sample, action %d (%v): %w", i, a, err)
		}
	}
	return nil
}
