package fireteam

import "github.com/incursion/incursion/dice"

// TwinHands is s with every hand that seat p may not see exchanged, card
// for card, with cards of the same hero's deck (deck order otherwise kept),
// so that the twin differs from s only in what p may not know and every
// draw from a public deck, the twist deck and the recon deck is the same
// (leak_test.go compares what p observes after the same action). The cards
// every seat saw added to an attack being built stay.
func TwinHands(s State, p Seat, r dice.Roller) State {
	for i := range int(s.nHeroes) {
		h := &s.heroes[i]
		if h.id == noHero || s.seatOf(i) == p {
			continue
		}
		shown := uint32(0)
		if (s.step == stAim || s.step == stReroll) && i == int(s.cur) {
			shown = s.atkCards
		}
		for m := h.hand &^ shown; m != 0 && h.nDeck > 0; m &= m - 1 {
			n := trailing(m)
			j := r.IntN(int(h.nDeck))
			c := h.deck[j]
			h.deck[j] = uint8(n)
			h.hand = h.hand&^(1<<n) | 1<<c
		}
	}
	return s
}

// TwinAll is s with everything seat p may not know redrawn by hand (twin,
// view_test.go): the order of every deck, the unseen hands, the recon
// deck's events. Unlike a Determinize sample, it is not drawn from p's
// view, so a view that shows too much tells it apart.
func TwinAll(s State, p Seat, r dice.Roller) State { return twin(s, p, r) }
