package fireteam

import (
	"fmt"
	"strings"
	"testing"

	"github.com/incursion/incursion/dice"
)

// Faces for dice.Script (1-based): attack dice and the activation die.
const (
	fBlank    = 1 // attack die: X, one bomb: no brawl, no bullet
	fBomb     = 1 // X
	fBrawl    = 2 // FX: one brawl (and a bomb)
	fBullet   = 3 // BX: one bullet (and a bomb)
	fMissBomb = 4 // FB: brawl and bullet, no bomb
	fBrawl2   = 5 // FF
	fBull2    = 6 // BB

	aBlank   = 1 // activation die: blank
	aMove    = 4
	aSpecial = 6
)

// fixture is mission mi with players; heroes picked in the order given,
// Player1 the start player; the board is then emptied of monsters (their
// pools set to none so that nothing respawns unless a test says so), and
// it is the first hero's turn in round 1.
func fixture(t *testing.T, mission string, heroes ...Hero) State {
	t.Helper()
	players := len(heroes)
	if players == 2 && mission == "solo" {
		players = 1
	}
	s, err := New(Config{Players: players, Mission: strings.TrimSuffix(mission, "solo")}, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := dice.New(1)
	if players > 1 {
		s = apply(t, s, StartPlayer{Player1}, r)
	}
	for _, h := range heroes {
		s = apply(t, s, Pick{h}, r)
	}
	for s.step == stEquip {
		s = apply(t, s, s.Actions()[0], r)
	}
	for m := range s.mons {
		s.mons[m] = monster{loc: noLoc}
	}
	if s.b().power != noLoc {
		s.mons[bossSlot].pool = poolReserve
	}
	for i := range int(s.nHeroes) {
		setHand(&s, i)
	}
	if err := s.Validate(); err != nil {
		t.Fatalf("fixture: %v", err)
	}
	return s
}

// apply applies a, failing the test when it is illegal.
func apply(t *testing.T, s State, a Action, r dice.Roller) State {
	t.Helper()
	next, _, err := Apply(s, a, r)
	if err != nil {
		t.Fatalf("%v: %v\n%s", a, err, s.Draw())
	}
	return next
}

// applyEv applies a and returns the events as text.
func applyEv(t *testing.T, s State, a Action, r dice.Roller) (State, []string) {
	t.Helper()
	next, ev, err := Apply(s, a, r)
	if err != nil {
		t.Fatalf("%v: %v\n%s", a, err, s.Draw())
	}
	out := make([]string, len(ev))
	for i, e := range ev {
		out[i] = e.String()
	}
	return next, out
}

// setHand gives hero i exactly the cards numbered (from 1) in hand, the
// others in his deck in number order, none discarded.
func setHand(s *State, i int, cards ...int) {
	h := &s.heroes[i]
	h.hand, h.disc, h.nDeck = 0, 0, 0
	h.deck = [maxCards]uint8{}
	for _, c := range cards {
		h.hand |= 1 << (c - 1)
	}
	for m := h.cards(); m != 0; m &= m - 1 {
		if n := trailing(m); h.hand&(1<<n) == 0 {
			h.deck[h.nDeck] = uint8(n)
			h.nDeck++
		}
	}
}

// at reads a location name.
func at(name string) uint8 {
	l := parseLoc(name)
	if l < 0 {
		panic("no location " + name)
	}
	return uint8(l)
}

// place puts monster m (from the Spawn Pool) at a location.
func place(s *State, m Monster, loc string) {
	s.mons[m] = monster{loc: at(loc), pool: poolSpawn}
	if m == bossSlot {
		s.mons[m].pool = poolReserve
		if s.power == 0 {
			s.power = s.nHeroes
		}
	}
}

// put moves hero i (and, with specialists, both specialists) to a location.
func put(s *State, i int, loc string) { s.heroes[i].loc = at(loc) }

func putSpecialists(s *State, loc string) { s.spec = [2]uint8{at(loc), at(loc)} }

// has reports whether events contain one with text containing sub.
func has(ev []string, sub string) bool {
	for _, e := range ev {
		if strings.Contains(e, sub) {
			return true
		}
	}
	return false
}

func mustValid(t *testing.T, s State) {
	t.Helper()
	if err := s.Validate(); err != nil {
		t.Fatalf("%v\n%s", err, s.Draw())
	}
}

func actionsText(s State) string {
	var b strings.Builder
	for i, a := range s.Actions() {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprint(&b, a)
	}
	return b.String()
}

// topRecon puts a recon card on top of the deck: a discovery (0..2) is
// swapped up from where it lies; an event replaces the top card when that
// is an event, else the deck's last event is changed.
func topRecon(s *State, code uint8) {
	top := int(s.nRecon) - 1
	if code < eventCard {
		for i := range s.nRecon {
			if s.recon[i] == code {
				s.recon[i], s.recon[top] = s.recon[top], s.recon[i]
				return
			}
		}
		panic("discovery not in the recon deck")
	}
	for i := top; i >= 0; i-- {
		if s.recon[i] >= eventCard {
			s.recon[i], s.recon[top] = s.recon[top], code
			return
		}
	}
}
