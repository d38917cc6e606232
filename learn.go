package incursion

import (
	"errors"
	"fmt"
	"slices"
)

// Learning is what a game gives learning agents (the interface of
// OpenSpiel's NumDistinctActions, LegalActionsMask, ObservationTensorShape
// and ObservationTensor): a fixed action space with integer ids and a
// fixed-size observation tensor per seat. [Define] wires it into the
// [Game]'s methods NumActions, ActionID, ActionOf, LegalMask,
// ObservationShape and Observation. Either all of its functions are set or
// none.
type Learning[S any, A fmt.Stringer, P Seat] struct {
	// NumActions is the size of the action space of the game and variant
	// s belongs to; the same for every state of one game.
	NumActions func(s S) int
	// ActionID is the id of an action listed in s, in [0, NumActions(s));
	// an error for a value that is no action of the game.
	ActionID func(s S, a A) (int, error)
	// ActionOf is seat p's action with id in s (the inverse of ActionID
	// for the actions p may list); it need not be legal.
	ActionOf func(s S, p P, id int) (A, error)
	// ObservationShape is the shape of the tensor of every seat for the
	// game and variant of s (planes first, then the board's rows and
	// columns, or one flat length); the same for every state of one game.
	ObservationShape func(s S) []int
	// Observation writes what seat p observes of s into dst, whose length
	// is the product of ObservationShape(s) and which Define has zeroed.
	// It reads only what View(s, p) holds, without building the view
	// where it can (it must give View(s, p)'s tensor for s too).
	Observation func(s S, p P, dst []float32)
}

// SetLearning sets the [Learning] of a Game made by [Define], for a game
// package that defines it in a file of its own: call it from an init
// function, before the Game is used (it is not safe for concurrent use).
// It returns an error for a Game that Define did not make and for a
// Learning with some functions missing.
func SetLearning[S any, A, E fmt.Stringer, P Seat](g Game[S, A, E, P], l Learning[S, A, P]) error {
	d, ok := g.(defined[S, A, E, P])
	if !ok {
		return fmt.Errorf("incursion: SetLearning: %T was not made by Define", g)
	}
	if err := l.check(); err != nil {
		return fmt.Errorf("incursion: SetLearning(%q): %w", d.d.Name, err)
	}
	d.d.Learning = l
	return nil
}

func (l Learning[S, A, P]) set() bool { return l.NumActions != nil }

func (l Learning[S, A, P]) check() error {
	n := 0
	for _, f := range []bool{l.NumActions != nil, l.ActionID != nil, l.ActionOf != nil, l.ObservationShape != nil, l.Observation != nil} {
		if f {
			n++
		}
	}
	if n != 0 && n != 5 {
		return errors.New("Learning needs all of NumActions, ActionID, ActionOf, ObservationShape and Observation")
	}
	return nil
}

func (g defined[S, A, E, P]) unsupported(what string) error {
	return fmt.Errorf("%s: %s: %w", g.d.Name, what, errors.ErrUnsupported)
}

func (g defined[S, A, E, P]) NumActions(s S) (int, error) {
	if !g.d.Learning.set() {
		return 0, g.unsupported("action ids")
	}
	return g.d.Learning.NumActions(s), nil
}

func (g defined[S, A, E, P]) ActionID(s S, a A) (int, error) {
	if !g.d.Learning.set() {
		return 0, g.unsupported("action ids")
	}
	return g.d.Learning.ActionID(s, a)
}

func (g defined[S, A, E, P]) ActionOf(s S, p P, id int) (A, error) {
	if !g.d.Learning.set() {
		var zero A
		return zero, g.unsupported("action ids")
	}
	if n := g.d.Learning.NumActions(s); id < 0 || id >= n {
		var zero A
		return zero, fmt.Errorf("%s: action id %d out of [0, %d)", g.d.Name, id, n)
	}
	return g.d.Learning.ActionOf(s, p, id)
}

// LegalMask returns dst[:NumActions(s)] (a new slice when dst is too short)
// with true at the id of every action of ActionsFor(s, p) and false
// elsewhere.
func (g defined[S, A, E, P]) LegalMask(s S, p P, dst []bool) ([]bool, error) {
	if !g.d.Learning.set() {
		return dst, g.unsupported("action ids")
	}
	n := g.d.Learning.NumActions(s)
	dst = resize(dst, n)
	for _, a := range g.ActionsFor(s, p) {
		id, err := g.d.Learning.ActionID(s, a)
		if err != nil {
			return dst, err
		}
		if id < 0 || id >= n {
			return dst, fmt.Errorf("%s: id %d of %v out of [0, %d)", g.d.Name, id, a, n)
		}
		dst[id] = true
	}
	return dst, nil
}

func (g defined[S, A, E, P]) ObservationShape(s S) ([]int, error) {
	if !g.d.Learning.set() {
		return nil, g.unsupported("observation tensors")
	}
	return slices.Clone(g.d.Learning.ObservationShape(s)), nil
}

// Observation returns dst[:n], n the product of ObservationShape(s) (a new
// slice when dst is too short), holding seat p's observation of s.
func (g defined[S, A, E, P]) Observation(s S, p P, dst []float32) ([]float32, error) {
	if !g.d.Learning.set() {
		return dst, g.unsupported("observation tensors")
	}
	n := 1
	for _, d := range g.d.Learning.ObservationShape(s) {
		n *= d
	}
	dst = resize(dst, n)
	g.d.Learning.Observation(s, p, dst)
	return dst, nil
}

// resize returns dst[:n] zeroed, or a new zeroed slice when cap(dst) < n.
func resize[T any](dst []T, n int) []T {
	if cap(dst) < n {
		return make([]T, n)
	}
	dst = dst[:n]
	clear(dst)
	return dst
}
