package fireteam

import (
	"math/bits"

	"github.com/incursion/incursion/dice"
)

// The Tactics Phase (and the hand and deck rules it uses).

// handSize is hero i's hand size (5, one less under the Dread twist, one
// more with the Quartermaster focus and its kin).
func (s *State) handSize(i int) int {
	n := 5
	if s.twistOn(twDread) {
		n--
	}
	if s.heroes[i].hasFocus(fcHand) {
		n++
	}
	return n
}

// speedOf is hero i's speed (2, one more with a speed focus).
func (s *State) speedOf(i int) uint8 {
	if s.heroes[i].hasFocus(fcSpeed) {
		return heroSpeed + 1
	}
	return heroSpeed
}

// draw draws n cards for hero i, reshuffling the discard pile into a new
// deck the moment the deck is depleted (Rulebook, "3. Draw Cards").
func (k *kernel) draw(i, n int) {
	s := k.s
	h := &s.heroes[i]
	got := make([]Card, 0, n)
	for range n {
		if h.nDeck == 0 && h.disc != 0 {
			k.reshuffle(i)
		}
		if h.nDeck == 0 {
			break
		}
		h.nDeck--
		c := h.deck[h.nDeck]
		h.deck[h.nDeck] = 0
		h.hand |= 1 << c
		got = append(got, Card{h.id.Role(), c})
		if h.nDeck == 0 && h.disc != 0 {
			k.reshuffle(i)
		}
	}
	if len(got) > 0 {
		k.emit(Drew{Seat: s.seatOf(i), Hero: h.id, N: len(got), Cards: got})
	}
}

func (k *kernel) reshuffle(i int) {
	h := &k.s.heroes[i]
	for m := h.disc; m != 0; m &= m - 1 {
		h.deck[h.nDeck] = uint8(bits.TrailingZeros32(m))
		h.nDeck++
	}
	h.disc = 0
	dice.ShuffleInPlace(k.out.r, h.deck[:h.nDeck])
	k.emit(Reshuffled{h.id})
}

// newRound starts a game round with its Tactics Phase.
func (k *kernel) newRound() {
	s := k.s
	s.round++
	s.supp = 0
	if s.round > 1 {
		// 1. Determine Start Player: the token passes to the left.
		s.start = uint8((int(s.start) + 1) % int(s.nHeroes))
		k.emit(StartPassed{s.heroes[s.start].id})
		// 2. Play a Tactical Response: offered in turn order from the start
		// player, who thus has the final say.
		k.nextTactic(0)
		return
	}
	k.drawPhase(-1)
}

// nextTactic offers a tactical response to the heroes from turn-order
// position p on; when none is left, the cards are drawn. Every active hero
// holding cards is asked, whatever he holds: asking only those who hold a
// tactical response would tell the table what is in their hidden hands
// (RULES.md, "Hidden information").
func (k *kernel) nextTactic(p int) {
	s := k.s
	for ; p < int(s.nHeroes); p++ {
		i := s.order(p)
		if s.heroes[i].down {
			continue // Tactics Phase 2: a knocked-down hero may not play one
		}
		if s.heroes[i].handSize() > 0 {
			s.step = stTactic
			s.cur = uint8(i)
			return
		}
	}
	k.drawPhase(-1)
}

// respond resolves hero i's tactical response, then the Draw Cards step.
func (k *kernel) respond(i, n int) {
	s := k.s
	c := s.card(i, n)
	s.discardCard(i, n)
	k.emitOne(evPlayed1[plTactical][s.heroes[i].id][n])
	b := s.b()
	at := s.heroes[i].loc
	switch c.eff {
	case trRally:
		for p := range int(s.nHeroes) {
			j := s.order(p)
			if j != i && s.active(j) && b.rng[at][s.heroes[j].loc] <= c.effRng {
				k.draw(j, int(c.effN))
			}
		}
	case trSuppress:
		for m := range nMonsters {
			if l := s.mons[m].loc; l != noLoc && b.rng[at][l] <= c.effRng {
				s.supp |= 1 << m
			}
		}
	case trCleanse:
		for m := range firstElite {
			if l := s.mons[m].loc; l != noLoc && b.rng[at][l] <= c.effRng {
				s.mons[m].loc = noLoc
				k.emitOne(damaged(Monster(m), 0, true, false))
			}
		}
	}
	k.drawPhase(i)
}

// drawPhase is Tactics Phase step 3, then the Hero Phase begins.
func (k *kernel) drawPhase(responder int) {
	s := k.s
	for p := range int(s.nHeroes) {
		i := s.order(p)
		if i == responder {
			continue
		}
		if n := s.handSize(i) - s.heroes[i].handSize(); n > 0 {
			k.draw(i, n)
		}
	}
	k.startTurn(s.order(0))
}
