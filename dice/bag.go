package dice

import (
	"encoding/json"
	"fmt"
	"reflect"
)

// Shuffle returns a new slice holding the items of xs in random order; xs is
// not changed. It is the Fisher–Yates shuffle, and its calls are fixed: for
// i from len(xs)-1 down to 1 it calls r.IntN(i+1) and swaps position i with
// the answer. So a slice of n items makes n-1 calls, IntN(n), IntN(n-1), ...,
// IntN(2) — the order math/rand/v2's Shuffle uses — and none for n <= 1.
// The answer to IntN(i+1) says which of the first i+1 items, in their order
// at that moment, goes to position i; under [Script], face k picks the k-th.
func Shuffle[T any](r Roller, xs []T) []T {
	out := append([]T(nil), xs...)
	ShuffleInPlace(r, out)
	return out
}

// ShuffleInPlace shuffles xs itself, with the calls and swaps of [Shuffle]
// (for a slice the caller owns: a game's working copy of a pile).
func ShuffleInPlace[T any](r Roller, xs []T) {
	for i := len(xs) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		xs[i], xs[j] = xs[j], xs[i]
	}
}

// Bag is a bag of items drawn without replacement: Intruder tokens, Event
// markers, blind counters. It is a value: Draw, Add and the others return a
// new Bag and never change the one they are called on, so a game State may
// hold a Bag and stay immutable. The zero Bag is empty and ready to use.
//
// The items are kept in a fixed order (the order they were put in, less
// what was drawn), which makes a draw reproducible: Draw calls r.IntN(Len())
// once and takes the item at the answer's position. A Bag draws when it is
// asked, not in advance, so exact odds (incursion.Outcomes) branch Len()
// ways per draw rather than Len()! ways per shuffle.
type Bag[T any] struct {
	items []T
}

// NewBag returns a bag holding items, in that order.
func NewBag[T any](items ...T) Bag[T] {
	return Bag[T]{items: append([]T(nil), items...)}
}

// Len returns the number of items in the bag.
func (b Bag[T]) Len() int { return len(b.items) }

// Items returns a copy of the items, in the bag's order.
func (b Bag[T]) Items() []T { return append([]T(nil), b.items...) }

// Draw takes one item at random with one call r.IntN(Len()) and returns it
// with the bag that remains. An empty bag makes no call and returns the zero
// item, b and false.
func (b Bag[T]) Draw(r Roller) (item T, rest Bag[T], ok bool) {
	if len(b.items) == 0 {
		return item, b, false
	}
	k := r.IntN(len(b.items))
	return b.items[k], b.without(k), true
}

// DrawN draws up to n items, one after another as [Bag.Draw] does (calls
// r.IntN(Len()), r.IntN(Len()-1), ...), and returns them in the order drawn
// with the bag that remains. When the bag holds fewer than n items it draws
// them all.
func (b Bag[T]) DrawN(r Roller, n int) (drawn []T, rest Bag[T]) {
	n = min(max(n, 0), len(b.items))
	drawn = make([]T, 0, n)
	left := append([]T(nil), b.items...)
	for range n {
		k := r.IntN(len(left))
		drawn = append(drawn, left[k])
		left = append(left[:k], left[k+1:]...)
	}
	if len(left) == 0 {
		left = nil
	}
	return drawn, Bag[T]{items: left}
}

// Add returns a bag with items put in after those already there; it serves
// to return a drawn item to the bag as well. b is unchanged.
func (b Bag[T]) Add(items ...T) Bag[T] {
	if len(items) == 0 {
		return b
	}
	out := make([]T, 0, len(b.items)+len(items))
	out = append(append(out, b.items...), items...)
	return Bag[T]{items: out}
}

// Count returns how many items match.
func (b Bag[T]) Count(match func(T) bool) int {
	n := 0
	for _, it := range b.items {
		if match(it) {
			n++
		}
	}
	return n
}

// Remove takes out the first item (in the bag's order) that matches, with
// no roll, for rules that remove a named item ("remove one Larva token from
// the bag"). ok is false, and the bag returned is b, when nothing matches.
func (b Bag[T]) Remove(match func(T) bool) (item T, rest Bag[T], ok bool) {
	for k, it := range b.items {
		if match(it) {
			return it, b.without(k), true
		}
	}
	return item, b, false
}

// without returns a new bag without the item at position k.
func (b Bag[T]) without(k int) Bag[T] {
	if len(b.items) == 1 {
		return Bag[T]{}
	}
	out := make([]T, 0, len(b.items)-1)
	out = append(append(out, b.items[:k]...), b.items[k+1:]...)
	return Bag[T]{items: out}
}

// MarshalJSON encodes the bag as the JSON array of its items, in order. The
// contents of a bag are hidden information: a game's View replaces them.
func (b Bag[T]) MarshalJSON() ([]byte, error) {
	if len(b.items) == 0 {
		return []byte("[]"), nil
	}
	return json.Marshal(b.items)
}

// UnmarshalJSON reads a JSON array of items; null leaves b as it is.
func (b *Bag[T]) UnmarshalJSON(data []byte) error {
	if string(data) == "null" {
		return nil // encoding/json's convention: null changes nothing
	}
	var items []T
	if err := json.Unmarshal(data, &items); err != nil {
		return fmt.Errorf("dice: Bag: %w", err)
	}
	if len(items) == 0 {
		items = nil
	}
	b.items = items
	return nil
}

// Pile is a face-down deck whose order matters: cards are drawn from the
// top, and the rules may put cards back on the top or the bottom. Like
// [Bag] it is a value that never changes once built. Shuffle it with
// [Pile.Shuffle]; drawing from the top then needs no roll.
//
// Prefer a Bag when the rules only ever draw at random: it rolls at each
// draw, which keeps exact odds small. Use a Pile when the order is known to
// someone or changed by the rules (look at the top card, put it at the
// bottom, reshuffle the discards).
type Pile[T any] struct {
	items []T // items[0] is the top
}

// NewPile returns a pile holding items, the first on top.
func NewPile[T any](items ...T) Pile[T] {
	return Pile[T]{items: append([]T(nil), items...)}
}

// Len returns the number of cards in the pile.
func (p Pile[T]) Len() int { return len(p.items) }

// Items returns a copy of the cards, top first.
func (p Pile[T]) Items() []T { return append([]T(nil), p.items...) }

// Top returns the top card without drawing it; ok is false when the pile is
// empty.
func (p Pile[T]) Top() (card T, ok bool) {
	if len(p.items) == 0 {
		return card, false
	}
	return p.items[0], true
}

// Draw takes the top card and returns it with the pile that remains, with no
// roll. An empty pile returns the zero card, p and false.
func (p Pile[T]) Draw() (card T, rest Pile[T], ok bool) {
	if len(p.items) == 0 {
		return card, p, false
	}
	if len(p.items) == 1 {
		return p.items[0], Pile[T]{}, true
	}
	// The remainder shares p's array: nothing ever writes to it, and the
	// capacity is clipped so that no later append can.
	return p.items[0], Pile[T]{items: p.items[1:len(p.items):len(p.items)]}, true
}

// DrawN takes up to n cards from the top, top first, and returns them with
// the pile that remains.
func (p Pile[T]) DrawN(n int) (cards []T, rest Pile[T]) {
	n = min(max(n, 0), len(p.items))
	cards = append([]T(nil), p.items[:n]...)
	if n == len(p.items) {
		return cards, Pile[T]{}
	}
	return cards, Pile[T]{items: p.items[n:len(p.items):len(p.items)]}
}

// PutTop returns a pile with cards placed on top, cards[0] topmost.
func (p Pile[T]) PutTop(cards ...T) Pile[T] {
	if len(cards) == 0 {
		return p
	}
	out := make([]T, 0, len(cards)+len(p.items))
	return Pile[T]{items: append(append(out, cards...), p.items...)}
}

// PutBottom returns a pile with cards placed under it, the last at the very
// bottom.
func (p Pile[T]) PutBottom(cards ...T) Pile[T] {
	if len(cards) == 0 {
		return p
	}
	out := make([]T, 0, len(cards)+len(p.items))
	return Pile[T]{items: append(append(out, p.items...), cards...)}
}

// Shuffle returns the pile in random order, making exactly the calls of
// [Shuffle] on its cards (top first).
func (p Pile[T]) Shuffle(r Roller) Pile[T] {
	if len(p.items) == 0 {
		return Pile[T]{}
	}
	return Pile[T]{items: Shuffle(r, p.items)}
}

// MarshalJSON encodes the pile as the JSON array of its cards, top first.
func (p Pile[T]) MarshalJSON() ([]byte, error) {
	if len(p.items) == 0 {
		return []byte("[]"), nil
	}
	return json.Marshal(p.items)
}

// UnmarshalJSON reads a JSON array of cards, top first; null leaves p as
// it is.
func (p *Pile[T]) UnmarshalJSON(data []byte) error {
	if string(data) == "null" {
		return nil // encoding/json's convention: null changes nothing
	}
	var items []T
	if err := json.Unmarshal(data, &items); err != nil {
		return fmt.Errorf("dice: Pile: %w", err)
	}
	if len(items) == 0 {
		items = nil
	}
	p.items = items
	return nil
}

// Equal reports whether b and o hold equal items in the same order
// (reflect.DeepEqual item by item). go-cmp calls it, so tests can diff game
// States that hold a Bag, whose field is unexported so nobody changes it.
func (b Bag[T]) Equal(o Bag[T]) bool { return equalItems(b.items, o.items) }

// Equal reports whether p and o hold equal cards in the same order
// (reflect.DeepEqual card by card); go-cmp calls it, as for [Bag.Equal].
func (p Pile[T]) Equal(o Pile[T]) bool { return equalItems(p.items, o.items) }

func equalItems[T any](a, b []T) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !reflect.DeepEqual(a[i], b[i]) {
			return false
		}
	}
	return true
}
