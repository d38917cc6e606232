package incursion

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"slices"
	"strings"
	"sync"

	"github.com/incursion/incursion/dice"
)

// Def is a game package's functions, from which [Define] builds its [Game]
// value. Most fields take a method expression of the game's State
// (State.Actions, State.ToMove, ...). The required fields are marked; the
// others have the defaults their comments give.
type Def[S any, A, E fmt.Stringer, P Seat] struct {
	Name, Title string // required
	// New returns the first state of a variant ("" is the standard game);
	// required. Variants lists the other variant names New takes.
	New      func(variant string, r dice.Roller) (S, error)
	Variants []string

	Actions func(S) []A                             // required
	Legal   func(S, A) error                        // required
	Apply   func(S, A, dice.Roller) (S, []E, error) // required
	Over    func(S) bool                            // required
	// AppendActions appends Actions(s) to dst, allocating nothing when dst
	// has room; nil: append(dst, Actions(s)...). [Playout] lists the
	// actions of every step into one reused buffer through it.
	AppendActions func(S, []A) []A

	Seats  func(S) []P // required
	ToMove func(S) []P // required
	// ActionsFor lists one seat's actions; nil: Actions(s) for a seat that
	// is to move, none for the others.
	ActionsFor func(S, P) []A
	// Owner is the seat of an action; nil: the first seat to move.
	Owner func(S, A) P

	Result func(S) Result[P] // required

	View func(S, P) S // required
	// Observer is a value of P that is no seat of any state of the game:
	// its view is a spectator's. Required (it must not be a seat).
	Observer P
	// VisibleTo says who observes an event; nil: everyone.
	VisibleTo func(E, P) bool
	// PublicEvent is an event's redacted form; nil: the event itself.
	PublicEvent func(E) E
	// ActionVisibleTo says who sees which action was taken; nil: everyone.
	ActionVisibleTo func(S, A, P) bool
	// PublicAction is an action's redacted form; nil: the action itself.
	PublicAction func(S, A) A

	// Determinize draws a complete state consistent with seat p's view
	// (Define passes View(s, p), whatever the caller passed);
	// nil: Game.Determinize returns an error wrapping
	// errors.ErrUnsupported. A game without hidden information sets it to
	// [Perfect].
	Determinize func(view S, p P, r dice.Roller) (S, error)
	// InfoKey is the key of what p knows in s; nil: a 128-bit FNV hash of
	// the JSON of View(s, p) and p's name, which is right whenever the view
	// holds everything the seat knows (the contract asks it to).
	InfoKey func(s S, p P) InfoKey

	// Learning is the fixed action space and the observation tensors of
	// learning agents ([Game.NumActions]); its zero value: those methods
	// return errors wrapping errors.ErrUnsupported. A game package may
	// also set it from a file of its own with [SetLearning].
	Learning Learning[S, A, P]

	// Draw draws a state or a view as text; required. Game.Draw(s, p)
	// draws View(s, p).
	Draw        func(S) string
	ParseSeat   func(string) (P, error) // required
	ParseAction func(string) (A, error) // required

	// Describe gives actions and events in words ([Game.Describe],
	// [Game.Narrate]); unset: the notation, no places. A game package may
	// set it from a file of its own with [SetDescribe].
	Describe Describe[S, A, E]
}

// Define returns the Game of a game package's functions. It panics when a
// required field is missing: that is a programming error, found when the
// package is initialised.
func Define[S any, A, E fmt.Stringer, P Seat](d Def[S, A, E, P]) Game[S, A, E, P] {
	var missing []string
	for name, set := range map[string]bool{
		"Name": d.Name != "", "Title": d.Title != "", "New": d.New != nil,
		"Actions": d.Actions != nil, "Legal": d.Legal != nil, "Apply": d.Apply != nil,
		"Over": d.Over != nil, "Seats": d.Seats != nil, "ToMove": d.ToMove != nil,
		"Result": d.Result != nil, "View": d.View != nil, "Draw": d.Draw != nil,
		"ParseSeat": d.ParseSeat != nil, "ParseAction": d.ParseAction != nil,
	} {
		if !set {
			missing = append(missing, name)
		}
	}
	if err := d.Learning.check(); err != nil {
		missing = append(missing, err.Error())
	}
	if len(missing) > 0 {
		slices.Sort(missing)
		panic(fmt.Sprintf("incursion: Define(%q): missing %s", d.Name, strings.Join(missing, ", ")))
	}
	return defined[S, A, E, P]{&d, new(sync.Pool)}
}

// defined is a Game made by Define; it holds a pointer so that the value is
// one word and calls through the Rules interface stay cheap.
type defined[S any, A, E fmt.Stringer, P Seat] struct {
	d    *Def[S, A, E, P]
	bufs *sync.Pool // Playout's action buffers (*[]A), used when d.AppendActions is set
}

func (g defined[S, A, E, P]) Name() string       { return g.d.Name }
func (g defined[S, A, E, P]) Title() string      { return g.d.Title }
func (g defined[S, A, E, P]) Variants() []string { return slices.Clone(g.d.Variants) }

func (g defined[S, A, E, P]) New(variant string, r dice.Roller) (S, error) {
	if variant != "" && !slices.Contains(g.d.Variants, variant) {
		var zero S
		return zero, fmt.Errorf("%s: no variant %q (variants: %s)", g.d.Name, variant, strings.Join(g.d.Variants, ", "))
	}
	return g.d.New(variant, r)
}

func (g defined[S, A, E, P]) Actions(s S) []A      { return g.d.Actions(s) }
func (g defined[S, A, E, P]) Legal(s S, a A) error { return g.d.Legal(s, a) }
func (g defined[S, A, E, P]) Over(s S) bool        { return g.d.Over(s) }
func (g defined[S, A, E, P]) Apply(s S, a A, r dice.Roller) (S, []E, error) {
	return g.d.Apply(s, a, r)
}

// funcs serves [Playout]'s direct path.
func (g defined[S, A, E, P]) funcs() (func(S) bool, func(S, []A) []A, func(S, A, dice.Roller) (S, []E, error), *sync.Pool) {
	if g.d.AppendActions == nil {
		// Actions' own list: games that intern their lists allocate
		// nothing and copy nothing.
		actions := g.d.Actions
		return g.d.Over, func(s S, _ []A) []A { return actions(s) }, g.d.Apply, nil
	}
	return g.d.Over, g.d.AppendActions, g.d.Apply, g.bufs
}

func (g defined[S, A, E, P]) AppendActions(s S, dst []A) []A {
	if g.d.AppendActions != nil {
		return g.d.AppendActions(s, dst)
	}
	return append(dst, g.d.Actions(s)...)
}

func (g defined[S, A, E, P]) Seats(s S) []P  { return g.d.Seats(s) }
func (g defined[S, A, E, P]) ToMove(s S) []P { return g.d.ToMove(s) }

func (g defined[S, A, E, P]) ActionsFor(s S, p P) []A {
	if g.d.ActionsFor != nil {
		return g.d.ActionsFor(s, p)
	}
	if slices.Contains(g.d.ToMove(s), p) {
		return g.d.Actions(s)
	}
	return nil
}

func (g defined[S, A, E, P]) Owner(s S, a A) P {
	if g.d.Owner != nil {
		return g.d.Owner(s, a)
	}
	var zero P
	if m := g.d.ToMove(s); len(m) > 0 {
		return m[0]
	}
	return zero
}

func (g defined[S, A, E, P]) Result(s S) Result[P] { return g.d.Result(s) }
func (g defined[S, A, E, P]) Returns(s S) []float64 {
	return g.d.Result(s).Returns(g.d.Seats(s))
}

func (g defined[S, A, E, P]) View(s S, p P) S { return g.d.View(s, p) }
func (g defined[S, A, E, P]) Observer() P     { return g.d.Observer }

func (g defined[S, A, E, P]) VisibleTo(e E, p P) bool {
	return g.d.VisibleTo == nil || g.d.VisibleTo(e, p)
}

func (g defined[S, A, E, P]) PublicEvent(e E) E {
	if g.d.PublicEvent == nil {
		return e
	}
	return g.d.PublicEvent(e)
}

func (g defined[S, A, E, P]) ActionVisibleTo(s S, a A, p P) bool {
	return g.d.ActionVisibleTo == nil || g.d.ActionVisibleTo(s, a, p)
}

func (g defined[S, A, E, P]) PublicAction(s S, a A) A {
	if g.d.PublicAction == nil {
		return a
	}
	return g.d.PublicAction(s, a)
}

func (g defined[S, A, E, P]) Determinize(s S, p P, r dice.Roller) (S, error) {
	if g.d.Determinize == nil {
		var zero S
		return zero, fmt.Errorf("%s: determinizing a view: %w", g.d.Name, errors.ErrUnsupported)
	}
	return g.d.Determinize(g.d.View(s, p), p, r)
}

func (g defined[S, A, E, P]) InfoKey(s S, p P) InfoKey {
	if g.d.InfoKey != nil {
		return g.d.InfoKey(s, p)
	}
	return HashKey(p.String(), g.d.View(s, p))
}

func (g defined[S, A, E, P]) Draw(s S, p P) string { return g.d.Draw(g.d.View(s, p)) }

func (g defined[S, A, E, P]) ParseSeat(text string) (P, error) { return g.d.ParseSeat(text) }
func (g defined[S, A, E, P]) ParseAction(text string) (A, error) {
	return g.d.ParseAction(text)
}

// Perfect is the Determinize of a game without hidden information (or of a
// seat that sees everything): the view itself, which is then the full state.
// A game whose views hold a viewer mark must supply its own.
func Perfect[S any, P Seat](view S, _ P, _ dice.Roller) (S, error) { return view, nil }

// HashKey is the default [Game.InfoKey]: a 128-bit FNV-1a hash of name and
// the JSON of v. A value that does not encode (a game bug: views survive
// JSON) hashes as its error text, so that it still gets a key.
func HashKey(name string, v any) InfoKey {
	b := append([]byte(name), 0)
	if data, err := json.Marshal(v); err != nil {
		b = append(b, err.Error()...)
	} else {
		b = append(b, data...)
	}
	return HashBytes(b)
}

// HashBytes is the 128-bit FNV-1a hash of b as an [InfoKey], for a game
// whose InfoKey encodes its views itself (faster than their JSON): two
// views must give the same bytes exactly when they are equal.
func HashBytes(b []byte) InfoKey {
	h := fnv.New128a()
	h.Write(b)
	var sum [16]byte
	h.Sum(sum[:0])
	return InfoKey{binary.BigEndian.Uint64(sum[:8]), binary.BigEndian.Uint64(sum[8:])}
}
