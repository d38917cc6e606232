package fireteam

import (
	"testing"

	"github.com/incursion/incursion/dice"
)

func TestTacticsPhase(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	putSpecialists(&s, "a4")
	setHand(&s, 0, 3, 4) // Headshot ×2: Suppress, tactical
	setHand(&s, 1, 7)    // Shotgun Blast: Cleanse, tactical
	s, _ = endTurns(t, s, dice.Script())
	if s.round != 2 || s.start != 1 || s.step != stTactic || s.cur != 1 {
		t.Fatalf("round %d start %d step %s cur %d", s.round, s.start, stepNames[s.step], s.cur)
	}
	s = apply(t, s, Pass{Shad}, dice.Script())
	if s.step != stTactic || s.cur != 0 {
		t.Fatalf("Frank is offered next: %s %d", stepNames[s.step], s.cur)
	}
	s = apply(t, s, Respond{Frank, Card{Marksmanship, 2}}, dice.Script())
	if s.heroes[0].handSize() != 1 || s.heroes[1].handSize() != 5 || s.step != stTurn || s.cur != 1 {
		t.Fatalf("hands %d %d, step %s cur %d", s.heroes[0].handSize(), s.heroes[1].handSize(), stepNames[s.step], s.cur)
	}
}

func TestReshuffle(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	h := &s.heroes[0]
	// Frank: hand empty, deck [M16], the other 15 cards discarded.
	h.hand, h.disc, h.nDeck = 0, 1<<15-1, 1
	h.deck = [maxCards]uint8{15}
	mustValid(t, s)
	k := kernel{s: &s, out: &sink{r: dice.Script(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)}}
	k.draw(0, 3)
	if got := popcount(h.hand); got != 3 || h.disc != 0 || h.nDeck != 13 {
		t.Fatalf("hand %d, discard %b, deck %d", got, h.disc, h.nDeck)
	}
	if h.hand&(1<<15) == 0 {
		t.Fatal("the last card of the old deck was not drawn first")
	}
	mustValid(t, s)
}

func TestTacticalResponses(t *testing.T) {
	base := fixture(t, "I1", Abe, Shad)
	putSpecialists(&base, "a4")
	setHand(&base, 1) // Shad empty-handed
	// Rally the Troops (L01): Shad within 2 draws 1 more (before the draw step).
	s := base
	setHand(&s, 0, 1)
	s, _ = endTurns(t, s, dice.Script())
	s, ev := applyEv(t, s, Respond{Abe, Card{Leadership, 0}}, dice.Script())
	if !has(ev, "Shad drew [") || s.heroes[1].handSize() != 5 || s.heroes[0].handSize() != 0 {
		t.Fatalf("rally: %q", ev)
	}
	// Hold the Line (L09): monsters within 1 of Abe do not activate.
	s = base
	setHand(&s, 0, 9)
	place(&s, 0, "d2") // moves to b3
	s, _ = endTurns(t, s, dice.Script(aBlank))
	s = apply(t, s, Respond{Abe, Card{Leadership, 8}}, dice.Script())
	if s.supp != 1 || s.mons[0].loc != at("b3") {
		t.Fatalf("suppressed %b, m1 at %d", s.supp, s.mons[0].loc)
	}
	// Satchel Charge (D03, range 1): minions within 1 of Don are killed,
	// not elites.
	s = fixture(t, "I1", Don, Shad)
	putSpecialists(&s, "a4")
	setHand(&s, 1)
	setHand(&s, 0, 3)
	place(&s, 0, "d2")          // moves to b3
	place(&s, firstElite, "c2") // moves to b3
	s, _ = endTurns(t, s, dice.Script(aBlank, aBlank))
	s = apply(t, s, Respond{Don, Card{Demolitions, 2}}, dice.Script())
	if s.mons[0].loc != noLoc || s.mons[firstElite].loc != at("b3") {
		t.Fatalf("m1 at %d, e1 at %d", s.mons[0].loc, s.mons[firstElite].loc)
	}
}
