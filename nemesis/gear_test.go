package nemesis

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
)

// withBandolier: the Scout in the Landing Zone holding a Bandolier in
// Hand 1 with an Oxygen and a Medpack token on its gray slots, belt slot 3
// empty, no Intruder.
func withBandolier(t *testing.T) State {
	const bandolier = 41
	if itemKindOf(bandolier) != Bandolier {
		t.Fatal("card 41 is not the Bandolier")
	}
	return edit(lzGame(t), func(g *game) {
		p := &g.P[0]
		for _, tk := range p.Hands[1].Tok {
			if tk != NoToken {
				g.Supply[tk]++
			}
		}
		for _, pl := range []*pile{&g.D.Support, &g.D.Offer} {
			for i, c := range pl.slice() {
				if c == bandolier {
					copy(pl.C[i:], pl.C[i+1:pl.N])
					pl.N--
					pl.C[pl.N] = 0
					break
				}
			}
		}
		p.Hands[1] = Held{Item: bandolier, Tok: [2]Token{Oxygen, Medpack}}
		g.Supply[Oxygen]--
		g.Supply[Medpack]--
		if p.Belt[3] != NoToken {
			g.Supply[p.Belt[3]]++
			p.Belt[3] = NoToken
		}
		p.Oxygen = 2
		g.Turn = 0
	})
}

// Rulebook, "Use Any Tactical Gear Action" ("You may also move any number
// of your tokens between your Tactical slots") and "Heavy Items" (gray
// slots take any token): tokens move between the belt and the Bandolier's
// gray slots, and the Bandolier's tokens are used like the belt's; loaded
// Ammo never moves ("Ammo cannot be swapped between Weapons").
func TestUseAnyTacticalGearBandolier(t *testing.T) {
	s := withBandolier(t)
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	var got []Action
	for _, a := range s.Actions() {
		if _, ok := a.(MoveGear); ok {
			got = append(got, a)
		}
	}
	// Belt slots 0–2 to the Bandolier: full, so none; the Bandolier's 8
	// and 9 to belt slot 3.
	want := []Action{MoveGear{0, 8, 3}, MoveGear{0, 9, 3}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("MoveGear (-want +got):\n%s", diff)
	}
	// Chosen first, the move is the Action (1 card); then the Action goes
	// on: the Oxygen token, now on the belt, is used.
	s = mustApply(t, s, MoveGear{0, 8, 3}, dice.New(1))
	s = mustApply(t, s, Pay{0, s.g.P[0].Hand.C[0]}, dice.New(1))
	if p := s.g.P[0]; p.Belt[3] != Oxygen || p.Hands[1].Tok[0] != NoToken || s.g.Pend != PendGear {
		t.Fatalf("belt %v, bandolier %v, pending %v", p.Belt, p.Hands[1].Tok, s.g.Pend)
	}
	// Now the belt's tokens may go to the Bandolier's empty slot 8.
	if !slices.Contains(s.Actions(), Action(MoveGear{0, 0, 8})) {
		t.Fatalf("no move from the belt to the Bandolier: %v", s.Actions())
	}
	// The Medpack on the Bandolier is used from its slot (9).
	s = edit(s, func(g *game) { g.P[0].Health = 3 })
	n := mustApply(t, s, UseGear{0, 9, 0}, dice.New(1))
	if p := n.g.P[0]; p.Hands[1].Tok[1] != NoToken || p.Health != 1 {
		t.Errorf("bandolier %v, health %d; want the Medpack used (2 restored)", p.Hands[1].Tok, p.Health)
	}
	// The Pistol's loaded Ammo (Hand 0) is never a gear slot.
	for _, a := range s.Actions() {
		if m, ok := a.(MoveGear); ok && m.From >= handSlot && m.From < handSlot+2 {
			t.Errorf("%v moves loaded Ammo", a)
		}
	}
	// Without the Bandolier (and the Robot elsewhere): nothing to move.
	plain := edit(lzGame(t), func(g *game) { g.Turn = 0 })
	for _, a := range plain.Actions() {
		if _, ok := a.(MoveGear); ok {
			t.Errorf("%v offered with no second place for tokens", a)
		}
	}
}

// Rulebook, "Discarding Items and Tactical Gear Tokens" ("at any point"):
// Drops are offered in the seat's own pending decisions (a reaction
// window here), the decision stays open after one; tokens on the
// Bandolier's gray slots are discarded too; not while paying for an
// Action.
func TestDiscardingAtAnyPoint(t *testing.T) {
	s := withBandolier(t)
	s = edit(s, func(g *game) {
		g.Intr[firstAdult] = Intruder{At: LandingSlot}
		g.P[0].Passed = true
		setHand(g, 0, Search, Repair)
	})
	s, _ = kern(s, nil, func(k *kernel) { k.intruderAttacks(0) })
	if s.g.Pend != PendReact {
		t.Fatalf("pending %v; want a reaction window", s.g.Pend)
	}
	drop := Drop{0, OfferBelt, 9} // the Bandolier's Medpack
	if !slices.Contains(s.Actions(), Action(drop)) {
		t.Fatalf("%v not offered in the window: %v", drop, s.Actions())
	}
	a, err := ParseAction(drop.String())
	if err != nil || a != drop {
		t.Fatalf("ParseAction(%q) = %v, %v", drop.String(), a, err)
	}
	supply := s.g.Supply[Medpack]
	n := mustApply(t, s, drop, dice.New(1))
	if n.g.Pend != PendReact || n.g.P[0].Hands[1].Tok[1] != NoToken || n.g.Supply[Medpack] != supply+1 {
		t.Errorf("pending %v, bandolier %v, medpacks %d; want the window still open, the token back in the pool", n.g.Pend, n.g.P[0].Hands[1].Tok, n.g.Supply[Medpack])
	}
	// Paying for an Action: no Drop.
	p := withBandolier(t)
	p = mustApply(t, p, Secure{0}, dice.New(1))
	if p.g.Pend != PendPay {
		t.Fatalf("pending %v; want the cost paid", p.g.Pend)
	}
	for _, a := range p.Actions() {
		if _, ok := a.(Drop); ok {
			t.Errorf("%v offered while paying", a)
		}
	}
}
