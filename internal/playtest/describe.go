package playtest

import (
	"fmt"
	"html"
	"regexp"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// Describe checks a game's descriptions of actions and events
// ([incursion.Game.Describe], [incursion.Game.Narrate], issue 23) over
// random games.
type Describe[S any, A, E fmt.Stringer, P incursion.Seat] struct {
	Game    incursion.Game[S, A, E, P]
	Variant string
	// MaxActions bounds each game; 0: 400.
	MaxActions int
	// Places returns the ids a place may have in s seen by seat p (the
	// ids of the state's Geometry and of its pieces, and the data-tokens
	// of the game's picture of p's view); nil: places are not checked.
	Places func(s S, p P) map[string]bool
	// Every is how often (in actions) the twins of a state are drawn; 0: 5.
	Every int
}

// Run plays one random game from seed and returns the first broken
// promise: every listed action has a non-empty sentence, in the state and
// in its owner's view; its places (described on the owner's view) are ids
// Places knows; the public form of an action a seat does not see has the
// same sentence on the state, on the seat's view and on determinizations
// of it (twin states the seat cannot tell apart); every event and its
// public form narrate to a non-empty sentence.
func (c Describe[S, A, E, P]) Run(seed uint64) error {
	g := c.Game
	if c.MaxActions == 0 {
		c.MaxActions = 400
	}
	if c.Every == 0 {
		c.Every = 5
	}
	r := dice.New(seed)
	s, err := g.New(c.Variant, r)
	if err != nil {
		return err
	}
	for step := 0; step < c.MaxActions && !g.Over(s); step++ {
		acts := g.Actions(s)
		if len(acts) == 0 {
			return fmt.Errorf("%s: seed %d step %d: no actions", g.Name(), seed, step)
		}
		var tokens map[P]map[string]bool
		for _, a := range acts {
			owner := g.Owner(s, a)
			if d := g.Describe(s, a); d.Sentence == "" {
				return fmt.Errorf("%s: seed %d step %d: %v has no sentence", g.Name(), seed, step, a)
			}
			d := g.Describe(g.View(s, owner), a)
			if d.Sentence == "" {
				return fmt.Errorf("%s: seed %d step %d: %v has no sentence in %v's view", g.Name(), seed, step, a, owner)
			}
			if c.Places != nil {
				if tokens == nil {
					tokens = map[P]map[string]bool{}
				}
				if tokens[owner] == nil {
					tokens[owner] = c.Places(g.View(s, owner), owner)
				}
				for _, pl := range d.Places {
					if pl.Kind == "" || !tokens[owner][pl.ID] {
						return fmt.Errorf("%s: seed %d step %d: %v: place %+v is not an id of the state's geometry or picture", g.Name(), seed, step, a, pl)
					}
				}
			}
		}
		if step%c.Every == 0 {
			for _, p := range append(g.Seats(s), g.Observer()) {
				twin, err := g.Determinize(s, p, r)
				if err != nil {
					break // a game that cannot draw twins
				}
				for _, a := range acts {
					if g.ActionVisibleTo(s, a, p) {
						continue
					}
					pub := g.PublicAction(s, a)
					want := g.Describe(s, pub).Sentence
					for _, x := range []S{g.View(s, p), twin, g.View(twin, p)} {
						if got := g.Describe(x, pub).Sentence; got != want {
							return fmt.Errorf("%s: seed %d step %d: seat %v: the public form %v of %v reads %q in a twin state, %q in the state", g.Name(), seed, step, p, pub, a, got, want)
						}
					}
				}
			}
		}
		a := acts[r.IntN(len(acts))]
		next, events, err := g.Apply(s, a, r)
		if err != nil {
			return fmt.Errorf("%s: seed %d step %d: %v: %v", g.Name(), seed, step, a, err)
		}
		for _, e := range events {
			if g.Narrate(e) == "" || g.Narrate(g.PublicEvent(e)) == "" {
				return fmt.Errorf("%s: seed %d step %d: event %v has no sentence", g.Name(), seed, step, e)
			}
		}
		s = next
	}
	return nil
}

var dataToken = regexp.MustCompile(`data-token="([^"]*)"`)

// Tokens returns the data-tokens of an SVG picture, as a set.
func Tokens(svg string) map[string]bool {
	m := map[string]bool{}
	for _, x := range dataToken.FindAllStringSubmatch(svg, -1) {
		m[html.UnescapeString(x[1])] = true
	}
	return m
}
