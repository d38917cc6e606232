package incursion

import (
	"errors"
	"fmt"
)

// Place is one place or piece of a game's board that an action involves: a
// square, a room, a corridor, a box, a location, a counter, a hero. Kind
// names what it is in the game's terms ("square", "room", "corridor",
// "unit", "hero"...); ID is its id in the game's exported Geometry (or the
// piece's name), and equals the data-token the game's picture package
// puts on the element that draws it, so a user interface can map a click
// on the picture to the actions there.
type Place struct{ Kind, ID string }

// Description is an action in words: a sentence in the rulebook's terms
// ("Anna moves to 6,3", "Villain2 places a die on Unlock"), shown beside
// the notation, and the places and pieces of the board it involves.
type Description struct {
	Sentence string
	Places   []Place
}

// Describe is what a game gives user interfaces to show actions and events
// in words ([Game.Describe], [Game.Narrate]). Both functions are set or
// neither.
type Describe[S any, A, E fmt.Stringer] struct {
	// Action describes action a in s, the state or a seat's view before
	// a. It reads only what s holds, and when a is the public form of a
	// secret action (PublicAction), it tells only what that form says:
	// views and public forms keep their secrets in the description too.
	Action func(s S, a A) Description
	// Event is an event's sentence; a public (redacted) event's sentence
	// tells nothing more than the public event.
	Event func(e E) string
}

// SetDescribe sets the [Describe] of a Game made by [Define], for a game
// package that defines it in a file of its own: call it from an init
// function, before the Game is used (it is not safe for concurrent use).
// It returns an error for a Game that Define did not make and for a
// Describe with one function missing.
func SetDescribe[S any, A, E fmt.Stringer, P Seat](g Game[S, A, E, P], d Describe[S, A, E]) error {
	dg, ok := g.(defined[S, A, E, P])
	if !ok {
		return fmt.Errorf("incursion: SetDescribe: %T was not made by Define", g)
	}
	if (d.Action == nil) != (d.Event == nil) {
		return fmt.Errorf("incursion: SetDescribe(%q): %w", dg.d.Name, errors.New("Describe needs both Action and Event"))
	}
	dg.d.Describe = d
	return nil
}

// Describe is action a in s in words, with the places it involves; a game
// without a Describe gives the notation and no places.
func (g defined[S, A, E, P]) Describe(s S, a A) Description {
	if g.d.Describe.Action == nil {
		return Description{Sentence: a.String()}
	}
	return g.d.Describe.Action(s, a)
}

// Narrate is event e in words; a game without a Describe gives e.String().
func (g defined[S, A, E, P]) Narrate(e E) string {
	if g.d.Describe.Event == nil {
		return e.String()
	}
	return g.d.Describe.Event(e)
}

// Described reports whether the game defines its descriptions (rather than
// the fallback of [Game.Describe] and [Game.Narrate]).
func (g defined[S, A, E, P]) Described() bool { return g.d.Describe.Action != nil }
