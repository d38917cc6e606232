package nemesis

import (
	"encoding/json"
	"fmt"
	"iter"
	"strconv"

	"github.com/incursion/incursion/dice"
)

// PileCards is the most cards a Pile holds: a Character's 10 Action cards
// and the 20 Contamination cards, all of which one Character may hold in
// one pile; no deck of the game holds more but the Corridor tiles, which
// have a deck of their own (tiles). The five Characters' three piles are
// most of a State, and the bound keeps it in a smaller allocation
// (issue 10; TestPileCapacity).
const PileCards = 30

// Pile is an ordered stack of cards: a Character's action deck, hand and
// discard pile (Player.Deck, Player.Hand, Player.Disc) and the game's decks.
// C[:N] are the cards, bottom first: the top is the last (Top). In a
// Player's piles a card is an Action card 0–9, the index in the
// Character's deck (State.CardKindOf gives its kind), or a Contamination
// card 64+id; in a view a card the viewer does not see is Unknown. Read a
// Pile through its methods, which check N: a Pile read from JSON or built
// by hand may be out of range.
type Pile struct {
	N int8
	C [PileCards]int8
}

// pile is the name the rules use.
type pile = Pile

// maxCorridorTiles is the most Corridor tiles a game has (the standard
// data's 40, [CorridorTiles]).
const maxCorridorTiles = 40

// tiles is the Corridor tiles' deck, a pile of up to maxCorridorTiles.
type tiles struct {
	N int8
	C [maxCorridorTiles]int8
}

// stack is a Pile or the Corridor tiles' deck, for the code that treats
// every pile alike (Validate, View, the determinizer).
type stack interface {
	// ref returns the count and the whole array.
	ref() (*int8, []int8)
	push(c int8)
	slice() []int8
	// load sets the cards, bottom first (the places past them zero); it
	// fails when they do not fit.
	load(cs []int8) error
	shuffle(r dice.Roller)
	valid(lo, hi int8, view bool) error
}

// Len is the number of cards.
func (p Pile) Len() int { return len(p.cards()) }

// Cards returns a copy of the cards, bottom first (nil when empty).
func (p Pile) Cards() []int8 {
	if p.N <= 0 {
		return nil
	}
	return append([]int8(nil), p.cards()...)
}

// All yields the cards, bottom first.
func (p Pile) All() iter.Seq[int8] {
	return func(yield func(int8) bool) {
		for _, c := range p.cards() {
			if !yield(c) {
				return
			}
		}
	}
}

// Top is the top card (the next drawn), false for an empty pile.
func (p Pile) Top() (int8, bool) {
	cs := p.cards()
	if len(cs) == 0 {
		return 0, false
	}
	return cs[len(cs)-1], true
}

// cards is C[:N] with N clamped to the array.
func (p *Pile) cards() []int8 { return p.C[:max(0, min(int(p.N), len(p.C)))] }

func (p *Pile) ref() (*int8, []int8)  { return &p.N, p.C[:] }
func (p *tiles) ref() (*int8, []int8) { return &p.N, p.C[:] }

func (p *Pile) push(c int8)  { pushCard(&p.N, p.C[:], c) }
func (p *tiles) push(c int8) { pushCard(&p.N, p.C[:], c) }
func (p *Pile) pop() int8    { return popCard(&p.N, p.C[:]) }
func (p *tiles) pop() int8   { return popCard(&p.N, p.C[:]) }

// bottom puts c under the pile.
func (p *Pile) bottom(c int8) {
	if c == NoCard || int(p.N) >= len(p.C) {
		return
	}
	copy(p.C[1:p.N+1], p.C[:p.N])
	p.C[0] = c
	p.N++
}

// shuffle shuffles the pile in place with the calls and swaps of
// dice.Shuffle (Fisher–Yates, IntN(n) down to IntN(2)), without its copy.
func (p *Pile) shuffle(r dice.Roller)  { dice.ShuffleInPlace(r, p.C[:p.N]) }
func (p *tiles) shuffle(r dice.Roller) { dice.ShuffleInPlace(r, p.C[:p.N]) }

func (p *Pile) slice() []int8  { return p.C[:p.N] }
func (p *tiles) slice() []int8 { return p.C[:p.N] }

// pushCard puts c on top of the pile of n cards in cs (nothing when
// full, nor when c is no card, NoCard — a view's hidden cards are pushed
// as they are: a position may hold fewer components than a
// procedure returns, e.g. a Character draft dealt one card, whose "none"
// the draft would shuffle back; issue 20 item 0).
func pushCard(n *int8, cs []int8, c int8) {
	if c != NoCard && int(*n) < len(cs) {
		cs[*n] = c
		*n++
	}
}

// popCard takes the top card, -1 from an empty pile.
func popCard(n *int8, cs []int8) int8 {
	if *n == 0 {
		return -1
	}
	*n--
	c := cs[*n]
	cs[*n] = 0
	return c
}

// MarshalJSON writes a pile as the list of its cards, bottom first.
func (p Pile) MarshalJSON() ([]byte, error)  { return marshalCards(p.N, p.C[:]) }
func (p tiles) MarshalJSON() ([]byte, error) { return marshalCards(p.N, p.C[:]) }

// UnmarshalJSON reads a list of at most PileCards cards (CorridorTiles for
// the Corridor tiles).
func (p *Pile) UnmarshalJSON(data []byte) error {
	var q Pile
	if err := unmarshalCards(data, &q.N, q.C[:]); err != nil {
		return err
	}
	*p = q
	return nil
}

func (p *tiles) UnmarshalJSON(data []byte) error {
	var q tiles
	if err := unmarshalCards(data, &q.N, q.C[:]); err != nil {
		return err
	}
	*p = q
	return nil
}

func marshalCards(n int8, cs []int8) ([]byte, error) {
	if n < 0 || int(n) > len(cs) {
		return nil, fmt.Errorf("nemesis: pile of %d cards", n)
	}
	b := make([]byte, 0, 2+4*int(n))
	b = append(b, '[')
	for i, c := range cs[:n] {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(c), 10)
	}
	return append(b, ']'), nil
}

// unmarshalCards reads a list of cards into the empty pile (n, to).
func unmarshalCards(data []byte, n *int8, to []int8) error {
	var cs []int8
	if err := json.Unmarshal(data, &cs); err != nil {
		return err
	}
	if len(cs) > len(to) {
		return fmt.Errorf("nemesis: a pile of %d cards (at most %d)", len(cs), len(to))
	}
	*n = int8(len(cs))
	copy(to, cs)
	return nil
}

func (p *Pile) load(cs []int8) error  { return loadCards(&p.N, p.C[:], cs) }
func (p *tiles) load(cs []int8) error { return loadCards(&p.N, p.C[:], cs) }

func loadCards(n *int8, c, cs []int8) error {
	if len(cs) > len(c) {
		return fmt.Errorf("a pile of %d cards (at most %d)", len(cs), len(c))
	}
	clear(c)
	copy(c, cs)
	*n = int8(len(cs))
	return nil
}
