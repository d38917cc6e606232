package nemesis

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
)

// Rulebook, "Trading": with mutual consent the Characters in the Room
// exchange Items and tokens with the trader, or give them for nothing.
func TestTrading(t *testing.T) {
	s := started(t, Config{Players: 2}, 5)
	a := s.g.Turn
	b := 1 - a
	s = mustApply(t, s, Trade{a}, dice.New(1))
	s = mustApply(t, s, s.Actions()[0], dice.New(1)) // pay
	if s.g.Pend != PendTrade || s.ToMove()[0] != a {
		t.Fatal("the trader proposes")
	}
	// Ask for the other's belt token in slot 0.
	ask := Offer{a, b, a, OfferBelt, 0}
	s = edit(s, func(g *game) { g.P[a].Belt[3] = NoToken; g.Supply[Medpack]++ })
	if !slices.Contains(s.Actions(), Action(ask)) {
		t.Fatalf("%v not offered: %v", ask, s.Actions())
	}
	tok := s.g.P[b].Belt[0]
	s = mustApply(t, s, ask, dice.New(1))
	if s.ToMove()[0] != b || s.g.Pend != PendConsent {
		t.Fatal("the other Character consents or not")
	}
	no := mustApply(t, s, Consent{b, false}, dice.New(1))
	if no.g.P[b].Belt[0] != tok || no.g.Pend != PendTrade {
		t.Fatal("refused: nothing moves")
	}
	yes := mustApply(t, s, Consent{b, true}, dice.New(1))
	if yes.g.P[b].Belt[0] != NoToken || yes.g.P[a].Belt[3] != tok {
		t.Fatalf("accepted: belts %v %v", yes.g.P[a].Belt, yes.g.P[b].Belt)
	}
	done := mustApply(t, yes, Offer{a, a, a, OfferDone, 0}, dice.New(1))
	if done.g.Pend != NoPending || done.g.Done != 1 {
		t.Fatal("the Trade Action is over")
	}
}

// TestTradingBackpackItems: Rulebook, "Trading" and "Backpack" (its Items
// are secret): the trader asks another Character for a Backpack Item; that
// Character chooses which to give (or refuses), and only the two of them
// see which one.
func TestTradingBackpackItems(t *testing.T) {
	s := started(t, Config{Players: 2}, 5)
	a := s.g.Turn
	b := 1 - a
	ask := Offer{a, b, a, OfferAsk, 0}
	trade := func(s State) State {
		s = mustApply(t, s, Trade{a}, dice.New(1))
		return mustApply(t, s, s.Actions()[0], dice.New(1)) // pay
	}
	// An empty Backpack: nothing to ask for (b's Items go to a first).
	s = edit(s, func(g *game) {
		for _, it := range g.P[b].Pack[:g.P[b].NPack] {
			g.P[a].Pack[g.P[a].NPack] = it
			g.P[a].NPack++
		}
		g.P[b].Pack, g.P[b].NPack = [12]int8{}, 0
	})
	if slices.Contains(trade(s).Actions(), Action(ask)) {
		t.Fatal("asked for a Backpack Item of an empty Backpack")
	}
	var items [2]int8
	s = edit(s, func(g *game) {
		for i := range items {
			items[i] = g.D.Items[1].pop()
			g.P[b].Pack[g.P[b].NPack] = items[i]
			g.P[b].NPack++
		}
	})
	s = trade(s)
	if !slices.Contains(s.Actions(), Action(ask)) {
		t.Fatalf("%v not offered: %v", ask, s.Actions())
	}
	s = mustApply(t, s, ask, dice.New(1))
	want := []string{b.String() + " consent no", Give{b, items[0]}.String(), Give{b, items[1]}.String()}
	slices.Sort(want)
	if diff := cmp.Diff(want, sortedActions(s)); diff != "" {
		t.Fatalf("answers (-want +got):\n%s", diff)
	}
	give := Give{b, items[1]}
	if !ActionVisibleTo(s, give, a) || !ActionVisibleTo(s, give, b) || ActionVisibleTo(s, give, ObserverSeat) {
		t.Error("the gift is seen by the giver and the trader only")
	}
	if p := PublicAction(s, give); p.String() != b.String()+" give ?" {
		t.Errorf("public form %v", p)
	}
	for _, g := range []Action{give, PublicAction(s, give)} {
		if got, err := ParseAction(g.String()); err != nil || got != g {
			t.Errorf("ParseAction(%q) = %v, %v", g, got, err)
		}
	}
	n := mustApply(t, s, give, dice.New(1))
	if n.g.P[b].NPack != 1 || n.g.P[b].Pack[0] != items[0] || !slices.Contains(n.g.P[a].Pack[:n.g.P[a].NPack], items[1]) || n.g.Pend != PendTrade {
		t.Errorf("backpacks %v / %v, pending %v", n.g.P[a].Pack[:n.g.P[a].NPack], n.g.P[b].Pack[:n.g.P[b].NPack], n.g.Pend)
	}
	if v := n.View(ObserverSeat); v.g.P[a].Pack[0] != Unknown {
		t.Error("the observer sees the trader's Backpack")
	}
}

// TestDiscardingItemsAndTokens: Rulebook, "Discarding Items and Tactical
// Gear Tokens": at will, tokens back to the pool, Items to the discard
// pile; not an Action.
func TestDiscardingItemsAndTokens(t *testing.T) {
	s := armed(t)
	s = edit(s, func(g *game) { g.Intr[firstAdult] = Intruder{At: -1} })
	tok := s.g.P[0].Belt[0]
	if tok == NoToken {
		t.Fatal("setup: no token in belt slot 0")
	}
	want := []string{"P1 drop belt 0", "P1 drop hand h0", "P1 drop hand h1"}
	for _, w := range want {
		a, err := ParseAction(w)
		if err != nil || a.String() != w {
			t.Fatalf("ParseAction(%q) = %v, %v", w, a, err)
		}
		if err := s.Legal(a); err != nil {
			t.Errorf("%v", err)
		}
	}
	if tok == AmmoHalf {
		tok = AmmoFull // a half-full token goes back full side up
	}
	supply := s.g.Supply[tok]
	n := mustApply(t, s, Drop{0, OfferBelt, 0}, dice.Script())
	if n.g.P[0].Belt[0] != NoToken || n.g.Supply[tok] != supply+1 || n.g.Done != s.g.Done || n.g.Pend != NoPending {
		t.Errorf("belt %v, supply %d (want %d), done %d", n.g.P[0].Belt, n.g.Supply[tok], supply+1, n.g.Done)
	}
	n = mustApply(t, s, Drop{0, OfferHand, 0}, dice.Script())
	if n.g.P[0].Hands[0].Item != NoItem {
		t.Error("the Pistol is still held")
	}
	// Nothing there: not legal.
	if n.Legal(Drop{0, OfferHand, 0}) == nil || n.Legal(Drop{0, OfferArmor, 0}) == nil {
		t.Error("dropping what is not there")
	}
}
