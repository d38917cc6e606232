package nemesis

import (
	"testing"
)

// TestEclosionProcedureInGame: Rulebook, "Eclosion Procedure" during the
// game, triggered by the Hatching Event (reconstructed, DATA.md): the
// Character with a Larva draws 4 Action cards; no Contamination card in
// hand: alive, the whole hand discarded; one (drawn or already in hand):
// dead, and an Adult placed in the Room Attacks the other Character there.
func TestEclosionProcedureInGame(t *testing.T) {
	base := started(t, Config{Players: 2}, 1)
	base = edit(base, func(g *game) {
		g.P[0].Larva = true
		setHand(g, 0, Search) // 1 card in hand, 9 in the deck
		moveToTop(&g.D.Attacks, 0)
	})
	// No Contamination: alive, hand discarded (1 + 4 drawn).
	s, _ := kern(base, nil, func(k *kernel) { k.eventEffect(evHatching) })
	p := s.g.P[0]
	if p.Status != Active || p.Hand.N != 0 || p.Disc.N != 5 || p.Deck.N != 5 || !p.Larva {
		t.Fatalf("status %v, hand %d, discard %d, deck %d, larva %v; want active, 0, 5, 5, true", p.Status, p.Hand.N, p.Disc.N, p.Deck.N, p.Larva)
	}
	// A Contamination card fourth from the top: drawn, the Larva hatches.
	for _, where := range []string{"deck", "hand"} {
		s = edit(base, func(g *game) {
			c := g.D.Contam.pop()
			if where == "deck" {
				g.P[0].Deck.push(c + contamBase)
				for range 3 {
					g.P[0].Deck.push(g.P[0].Deck.C[0])
					copy(g.P[0].Deck.C[:], g.P[0].Deck.C[1:g.P[0].Deck.N])
					g.P[0].Deck.N--
				}
			} else {
				g.P[0].Hand.push(c + contamBase)
			}
		})
		health := s.g.P[1].Health
		s, _ = kern(s, nil, func(k *kernel) { k.eventEffect(evHatching) })
		if s.g.P[0].Status != Dead || s.g.Intr[firstAdult].At != LandingSlot || s.g.P[1].Health != health+2 {
			t.Errorf("contamination in the %s: P1 %v, x5 at %d, P2 health %d; want dead, an Adult in a2, P2 clawed", where, s.g.P[0].Status, s.g.Intr[firstAdult].At, s.g.P[1].Health)
		}
	}
	// No Larva: nothing happens.
	s, _ = kern(edit(base, func(g *game) { g.P[0].Larva = false }), nil, func(k *kernel) { k.eventEffect(evHatching) })
	if s.g.P[0].Hand.N != 1 {
		t.Errorf("without a Larva the hand is untouched: %d cards", s.g.P[0].Hand.N)
	}
}
