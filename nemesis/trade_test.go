package nemesis

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
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
	s = edit(s, func(g *game) { g.Supply[g.P[a].Belt[3]]++; g.P[a].Belt[3] = NoToken })
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
		t.Helper()
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

// holdBandolier puts the Bandolier (card 41) in Hand 1 of seat s with the
// tokens toks on its gray slots (gear slots 8 and 9), the Item held there
// before going to its discard pile and its tokens to the pool.
func holdBandolier(t *testing.T, g *game, s Seat, toks [2]Token) {
	t.Helper()
	const bandolier = 41
	if itemKindOf(bandolier) != Bandolier {
		t.Fatal("card 41 is not the Bandolier")
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
	for i := range g.Players {
		for h := range 2 {
			if g.P[i].Hands[h].Item == bandolier {
				emptyHand(g, Seat(i), h) // a Support card: out of the game
			}
		}
	}
	emptyHand(g, s, 1)
	g.P[s].Hands[1] = Held{Item: bandolier, Tok: toks}
	for _, tk := range toks {
		if tk != NoToken {
			g.Supply[tk]--
		}
	}
}

// emptyHand discards the Item in Hand h of seat s, its tokens to the pool.
func emptyHand(g *game, s Seat, h int) {
	old := g.P[s].Hands[h]
	for _, tk := range old.Tok {
		if tk != NoToken {
			g.Supply[pick(tk == AmmoHalf, int(AmmoFull), int(tk))]++
		}
	}
	if old.Item >= 0 && old.Item != Egg && colourOf(old.Item) < 3 {
		g.D.ItemsOut[colourOf(old.Item)].push(old.Item)
	}
	g.P[s].Hands[h] = Held{Item: NoItem}
}

// TestTradingBandolierTokens: Rulebook, "Trading" ("exchange Items and/or
// Tactical Gear tokens") and "Gaining Tactical Gear Tokens" ("Gray slots
// are universal"): a token on a Bandolier's gray slot is given or asked for
// alone, like a belt token, the Bandolier staying with its holder; the
// receiver places it on an empty belt slot or, with the belt full, on an
// empty gray slot of its own; an empty gray slot, a missing Bandolier, a
// receiver with no room or the Robot's slots offer nothing.
func TestTradingBandolierTokens(t *testing.T) {
	base := started(t, Config{Players: 2}, 5)
	a := base.g.Turn
	b := 1 - a
	trade := func(t *testing.T, s State) State {
		t.Helper()
		s = mustApply(t, s, Trade{a}, dice.New(1))
		s = mustApply(t, s, s.Actions()[0], dice.New(1)) // pay
		if s.g.Pend != PendTrade {
			t.Fatalf("pending %v; want the trader's proposals", s.g.Pend)
		}
		return s
	}
	offered := func(s State, o Offer) bool { return slices.Contains(s.Actions(), Action(o)) }
	freeBelt := func(g *game, s Seat, n int) { // n empty belt slots, the rest full
		for i := range g.P[s].Belt {
			if tk := g.P[s].Belt[i]; tk != NoToken {
				g.Supply[pick(tk == AmmoHalf, int(AmmoFull), int(tk))]++
				g.P[s].Belt[i] = NoToken
			}
			if i >= n {
				g.P[s].Belt[i] = Medpack
				g.Supply[Medpack]--
			}
		}
	}

	t.Run("give", func(t *testing.T) {
		s := trade(t, edit(base, func(g *game) {
			holdBandolier(t, g, a, [2]Token{Oxygen, NoToken})
			freeBelt(g, b, 1)
		}))
		give, empty := Offer{a, a, b, OfferBelt, 8}, Offer{a, a, b, OfferBelt, 9}
		if !offered(s, give) {
			t.Fatalf("%v not offered: %v", give, s.Actions())
		}
		if offered(s, empty) {
			t.Errorf("%v offered: gray slot 9 is empty", empty)
		}
		for _, o := range []Offer{give, empty} {
			if got, err := ParseAction(o.String()); err != nil || got != Action(o) {
				t.Errorf("ParseAction(%q) = %v, %v", o.String(), got, err)
			}
		}
		if o := give.String(); o != a.String()+" offer "+a.String()+" "+b.String()+" belt 8" {
			t.Errorf("notation %q", o)
		}
		if !ActionVisibleTo(s, give, ObserverSeat) || PublicAction(s, give) != Action(give) {
			t.Error("a proposal is public, as the other trades")
		}
		if err := s.Legal(empty); err == nil || !errors.Is(err, incursion.ErrIllegal) {
			t.Errorf("Legal(%v) = %v; want ErrIllegal", empty, err)
		}
		want := s.g.P[b].Hands
		s = mustApply(t, s, give, dice.New(1))
		if s.g.Pend != PendConsent || s.ToMove()[0] != b {
			t.Fatal("the receiver consents or not")
		}
		if v := s.View(ObserverSeat); v.g.Proposal != give {
			t.Errorf("the observer sees the proposal %v; want %v", v.g.Proposal, give)
		}
		no := mustApply(t, s, Consent{b, false}, dice.New(1))
		if no.g.P[a].Hands[1].Tok[0] != Oxygen || no.g.P[b].Belt[0] != NoToken {
			t.Error("refused: nothing moves")
		}
		yes := mustApply(t, s, Consent{b, true}, dice.New(1))
		if pa, pb := yes.g.P[a], yes.g.P[b]; pa.Hands[1] != (Held{Item: 41}) || pb.Belt[0] != Oxygen || pb.Hands != want {
			t.Errorf("accepted: %v's Bandolier %+v, %v's belt %v; want the Oxygen alone on %v's belt", a, pa.Hands[1], b, pb.Belt, b)
		}
	})

	t.Run("ask", func(t *testing.T) {
		s := trade(t, edit(base, func(g *game) {
			holdBandolier(t, g, b, [2]Token{NoToken, Grenade})
			freeBelt(g, a, 1)
		}))
		ask := Offer{a, b, a, OfferBelt, 9}
		if !offered(s, ask) || offered(s, Offer{a, b, a, OfferBelt, 8}) {
			t.Fatalf("asking for the Grenade on gray slot 9 (and not the empty 8): %v", s.Actions())
		}
		s = mustApply(t, s, ask, dice.New(1))
		s = mustApply(t, s, Consent{b, true}, dice.New(1))
		if pa, pb := s.g.P[a], s.g.P[b]; pa.Belt[0] != Grenade || pb.Hands[1] != (Held{Item: 41}) || pa.Hands[1].Item == 41 {
			t.Errorf("%v's belt %v, %v's Bandolier %+v", a, pa.Belt, b, pb.Hands[1])
		}
	})

	t.Run("no Bandolier", func(t *testing.T) {
		s := trade(t, edit(base, func(g *game) { freeBelt(g, b, 1) }))
		for _, a := range s.Actions() {
			if o, ok := a.(Offer); ok && o.What == OfferBelt && o.Which >= robotSlot {
				t.Errorf("%v offered with no gray slot", o)
			}
		}
	})

	t.Run("full belt of the receiver", func(t *testing.T) {
		// b's belt full and no gray slot: nothing to place the token on.
		s := trade(t, edit(base, func(g *game) {
			holdBandolier(t, g, a, [2]Token{Oxygen, Medpack})
			freeBelt(g, b, 0)
		}))
		if offered(s, Offer{a, a, b, OfferBelt, 8}) || offered(s, Offer{a, a, b, OfferBelt, 0}) {
			t.Errorf("a token offered to a full belt with no gray slot: %v", s.Actions())
		}
		// a's belt full, a's own Bandolier with an empty gray slot: b's
		// belt token goes there.
		s = trade(t, edit(base, func(g *game) {
			holdBandolier(t, g, a, [2]Token{Oxygen, NoToken})
			freeBelt(g, a, 0)
			freeBelt(g, b, 4)
			g.P[b].Belt[2] = Grenade
			g.Supply[Grenade]--
		}))
		ask := Offer{a, b, a, OfferBelt, 2}
		if !offered(s, ask) {
			t.Fatalf("%v not offered: %v", ask, s.Actions())
		}
		s = mustApply(t, s, ask, dice.New(1))
		s = mustApply(t, s, Consent{b, true}, dice.New(1))
		if pa := s.g.P[a]; pa.Hands[1].Tok != [2]Token{Oxygen, Grenade} || s.g.P[b].Belt[2] != NoToken {
			t.Errorf("%v's Bandolier %v; want the Grenade on its empty gray slot", a, pa.Hands[1].Tok)
		}
	})

	t.Run("the Robot's slots", func(t *testing.T) {
		s := trade(t, edit(base, func(g *game) {
			g.RobotRoom = g.P[a].Room
			freeBelt(g, b, 2)
		}))
		if s.g.RobotTok == [2]Token{NoToken, NoToken} {
			t.Fatal("setup: no token on the Robot")
		}
		for _, x := range s.Actions() {
			if o, ok := x.(Offer); ok && o.What == OfferBelt && o.Which >= robotSlot && o.Which < handSlot {
				t.Errorf("%v: the Robot's tokens are no Character's", o)
			}
		}
	})

	t.Run("the Bandolier travels with its tokens", func(t *testing.T) {
		s := trade(t, edit(base, func(g *game) {
			holdBandolier(t, g, a, [2]Token{Oxygen, Medpack})
			emptyHand(g, b, 1)
		}))
		o := Offer{a, a, b, OfferHand, 1}
		if !offered(s, o) {
			t.Fatalf("%v not offered: %v", o, s.Actions())
		}
		s = mustApply(t, s, o, dice.New(1))
		s = mustApply(t, s, Consent{b, true}, dice.New(1))
		h := s.g.P[b].Hands
		if h[0] != (Held{Item: 41, Tok: [2]Token{Oxygen, Medpack}}) && h[1] != (Held{Item: 41, Tok: [2]Token{Oxygen, Medpack}}) {
			t.Errorf("%v's Hands %+v; want the Bandolier with its Oxygen and Medpack", b, h)
		}
	})
}

// TestTradingExchange: Rulebook, "Trading" ("exchange Items and/or
// Tactical Gear tokens"; "Heavy Items": 1 per Hand slot): where neither
// Character has room for a transfer alone, the trader proposes both
// transfers at once — a Heavy Item for one of the other's (with their
// tokens), a token for one of the other's (not an equal one), the two
// worn Armors (neither Heavily Injured: "Armor Items"); where one of them
// has room, two transfers do it and no exchange is offered.
func TestTradingExchange(t *testing.T) {
	base := started(t, Config{Players: 2}, 5)
	a := base.g.Turn
	b := 1 - a
	trade := func(t *testing.T, s State) State {
		t.Helper()
		s = mustApply(t, s, Trade{a}, dice.New(1))
		return mustApply(t, s, s.Actions()[0], dice.New(1)) // pay
	}
	swaps := func(s State) []string {
		var out []string
		for _, x := range s.Actions() {
			if o, ok := x.(Offer); ok && (o.What == OfferSwapHand || o.What == OfferSwapBelt) {
				out = append(out, o.String())
			}
		}
		slices.Sort(out)
		return out
	}
	pa, pb := a.String(), b.String()
	pre := pa + " offer " + pa + " " + pb + " "

	t.Run("both Hands and both belts full", func(t *testing.T) {
		s := trade(t, edit(base, func(g *game) {
			g.P[a].Hands[1].Tok = [2]Token{} // a's second Item: no gray slot used
			g.P[a].Belt = [4]Token{AmmoFull, AmmoFull, AmmoFull, Grenade}
			g.P[b].Belt = [4]Token{AmmoFull, AmmoFull, AmmoFull, AmmoFull}
			g.P[b].Hands[1].Tok = [2]Token{Grenade, Grenade}
		}))
		if s.g.tradeSlot(a) >= 0 || s.g.tradeSlot(b) >= 0 {
			t.Fatalf("setup: room for a token (%d, %d)", s.g.tradeSlot(a), s.g.tradeSlot(b))
		}
		var want []string
		for _, h := range []string{"h0 for h0", "h0 for h1", "h1 for h0", "h1 for h1"} {
			want = append(want, pre+"hand "+h)
		}
		// a's Ammo (0–2) for b's Grenades (8, 9); a's Grenade (3) for b's Ammo (0–3).
		for _, x := range []string{"0", "1", "2"} {
			for _, y := range []string{"8", "9"} {
				want = append(want, pre+"belt "+x+" for "+y)
			}
		}
		for _, y := range []string{"0", "1", "2", "3"} {
			want = append(want, pre+"belt 3 for "+y)
		}
		slices.Sort(want)
		if diff := cmp.Diff(want, swaps(s)); diff != "" {
			t.Fatalf("exchanges (-want +got):\n%s", diff)
		}
		for _, w := range want {
			x, err := ParseAction(w)
			if err != nil || x.String() != w || s.Legal(x) != nil {
				t.Errorf("ParseAction(%q) = %v, %v; Legal: %v", w, x, err, s.Legal(x))
			}
		}
		for _, w := range []string{pre + "pack i3 for i4", pre + "hand h0 for", pre + "belt 2 for x"} {
			if x, err := ParseAction(w); err == nil {
				t.Errorf("ParseAction(%q) = %v; want an error", w, x)
			}
		}
		// Hands: a's h0 for b's h1, the Bandolier with its Grenades.
		ha, hb := s.g.P[a].Hands[0], s.g.P[b].Hands[1]
		hand := Offer{a, a, b, OfferSwapHand, 1}
		n := mustApply(t, s, hand, dice.New(1))
		if n.g.Pend != PendConsent || n.ToMove()[0] != b {
			t.Fatal("the other Character consents or not")
		}
		if no := mustApply(t, n, Consent{b, false}, dice.New(1)); no.g.P[a].Hands[0] != ha || no.g.P[b].Hands[1] != hb {
			t.Error("refused: nothing moves")
		}
		yes := mustApply(t, n, Consent{b, true}, dice.New(1))
		if yes.g.P[a].Hands[0] != hb || yes.g.P[b].Hands[1] != ha || yes.g.Pend != PendTrade {
			t.Errorf("accepted: %v's h0 %+v, %v's h1 %+v", a, yes.g.P[a].Hands[0], b, yes.g.P[b].Hands[1])
		}
		// Tokens: a's Grenade (3) for b's Ammo (0).
		tok := Offer{a, a, b, OfferSwapBelt, 30}
		if tok.String() != pre+"belt 3 for 0" {
			t.Fatalf("notation %q", tok.String())
		}
		n = mustApply(t, s, tok, dice.New(1))
		n = mustApply(t, n, Consent{b, true}, dice.New(1))
		if n.g.P[a].Belt[3] != AmmoFull || n.g.P[b].Belt[0] != Grenade {
			t.Errorf("belts %v / %v; want the Grenade and the Ammo exchanged", n.g.P[a].Belt, n.g.P[b].Belt)
		}
	})

	t.Run("Armors", func(t *testing.T) {
		// Each wears an Armor card taken out of its pile.
		var worn [2]int8
		s := edit(base, func(g *game) {
			k := 0
			for _, pl := range []*pile{&g.D.Support, &g.D.Offer, &g.D.Items[0], &g.D.Items[1], &g.D.Items[2]} {
				for i := 0; i < int(pl.N) && k < 2; i++ {
					if c := pl.C[i]; itemKindData[itemKindOf(c)].Armor {
						copy(pl.C[i:], pl.C[i+1:pl.N])
						pl.N--
						pl.C[pl.N] = 0
						worn[k] = c
						g.P[[2]Seat{a, b}[k]].Armor = c
						k++
						i--
					}
				}
			}
			if k < 2 {
				t.Fatal("setup: fewer than 2 Armor cards")
			}
		})
		o := Offer{a, a, b, OfferSwapArmor, 0}
		if w := pre + "armor for armor"; o.String() != w {
			t.Fatalf("notation %q, want %q", o.String(), w)
		}
		if x, err := ParseAction(o.String()); err != nil || x != Action(o) {
			t.Errorf("ParseAction(%q) = %v, %v", o.String(), x, err)
		}
		n := trade(t, s)
		if !slices.Contains(n.Actions(), Action(o)) {
			t.Fatalf("%v not offered: %v", o, n.Actions())
		}
		n = mustApply(t, n, o, dice.New(1))
		n = mustApply(t, n, Consent{b, true}, dice.New(1))
		if n.g.P[a].Armor != worn[1] || n.g.P[b].Armor != worn[0] {
			t.Errorf("Armors %d / %d; want %d / %d", n.g.P[a].Armor, n.g.P[b].Armor, worn[1], worn[0])
		}
		// Heavily Injured: no Armor placed, so no exchange.
		hurt := trade(t, edit(s, func(g *game) { g.P[b].Health = g.sectionStart(b, 2) }))
		if !hurt.g.heavilyInjured(b) || slices.Contains(hurt.Actions(), Action(o)) {
			t.Errorf("an exchange of Armors with a Heavily Injured Character (%v)", hurt.g.heavilyInjured(b))
		}
	})

	t.Run("room on one side", func(t *testing.T) {
		// A free Hand of b's: a gives, then asks; no exchange. A free belt
		// slot of a's: likewise for tokens.
		s := trade(t, edit(base, func(g *game) {
			emptyHand(g, b, 1)
			g.Supply[g.P[a].Belt[3]]++
			g.P[a].Belt[3] = NoToken
		}))
		if got := swaps(s); len(got) != 0 {
			t.Errorf("exchanges offered with room on one side: %v", got)
		}
		if !slices.Contains(s.Actions(), Action(Offer{a, a, b, OfferHand, 0})) || !slices.Contains(s.Actions(), Action(Offer{a, b, a, OfferBelt, 0})) {
			t.Errorf("the transfers alone are not offered: %v", s.Actions())
		}
	})
}

// TestTradingHeavyItemsFirstDiscard: Rulebook, "Heavy Items" ("If such an
// Item is gained when all Hand slots are already taken, you may first
// discard one of the held Items to make space for the new Item") with
// "Trading": a Heavy Item is offered to a Character whose two Hands are
// taken, who accepts by first discarding one of them ("consent yes drop
// h1"), or refuses; plain "consent yes" is then refused. The other side:
// with a free Hand the plain consent is the answer and nothing is
// discarded. The trader, who proposes, makes room first with a Drop
// before asking for a Heavy Item (AUDIT.md, A2-N2).
func TestTradingHeavyItemsFirstDiscard(t *testing.T) {
	base := started(t, Config{Players: 2}, 5)
	a := base.g.Turn
	b := 1 - a
	trade := func(t *testing.T, s State) State {
		t.Helper()
		s = mustApply(t, s, Trade{a}, dice.New(1))
		return mustApply(t, s, s.Actions()[0], dice.New(1)) // pay
	}
	full := func(g *game, s Seat) bool { return g.P[s].Hands[0].Item != NoItem && g.P[s].Hands[1].Item != NoItem }
	if !full(base.g, a) || !full(base.g, b) {
		t.Fatalf("setup: Hands %+v / %+v", base.g.P[a].Hands, base.g.P[b].Hands)
	}
	give := Offer{a, a, b, OfferHand, 0}

	t.Run("full Hands: first discard", func(t *testing.T) {
		s := trade(t, base)
		if !slices.Contains(s.Actions(), Action(give)) {
			t.Fatalf("%v not offered to full Hands: %v", give, s.Actions())
		}
		s = mustApply(t, s, give, dice.New(1))
		want := []Action{Consent{b, false}, Accept{b, 0}, Accept{b, 1}}
		if diff := cmp.Diff(want, s.Actions()); diff != "" {
			t.Fatalf("answers (-want +got):\n%s", diff)
		}
		err := s.Legal(Consent{b, true})
		if !errors.Is(err, incursion.ErrIllegal) || !strings.Contains(err.Error(), "Heavy Items") {
			t.Errorf("plain consent into full Hands: %v", err)
		}
		acc := Accept{b, 1}
		if w := b.String() + " consent yes drop h1"; acc.String() != w {
			t.Errorf("notation %q, want %q", acc.String(), w)
		}
		if x, err := ParseAction(acc.String()); err != nil || x != Action(acc) {
			t.Errorf("ParseAction(%q) = %v, %v", acc.String(), x, err)
		}
		given, dropped := s.g.P[a].Hands[0], s.g.P[b].Hands[1].Item
		no := mustApply(t, s, Consent{b, false}, dice.New(1))
		if no.g.P[a].Hands[0] != given || no.g.P[b].Hands[1].Item != dropped {
			t.Error("refused: nothing moves, nothing is discarded")
		}
		yes := mustApply(t, s, acc, dice.New(1))
		if yes.g.P[b].Hands[1] != given || yes.g.P[a].Hands[0].Item != NoItem || yes.g.Pend != PendTrade {
			t.Errorf("accepted: %v's Hands %+v, %v's %+v", b, yes.g.P[b].Hands, a, yes.g.P[a].Hands)
		}
		if dropped != Egg && colourOf(dropped) < 3 && !slices.Contains(yes.g.D.ItemsOut[colourOf(dropped)].Cards(), dropped) {
			t.Errorf("the discarded Item %d is not in its discard pile", dropped)
		}
		if err := yes.Validate(); err != nil {
			t.Error(err)
		}
	})

	t.Run("a free Hand: plain consent", func(t *testing.T) {
		s := trade(t, edit(base, func(g *game) { emptyHand(g, b, 1) }))
		s = mustApply(t, s, give, dice.New(1))
		want := []Action{Consent{b, false}, Consent{b, true}}
		if diff := cmp.Diff(want, s.Actions()); diff != "" {
			t.Fatalf("answers (-want +got):\n%s", diff)
		}
		if s.Legal(Accept{b, 0}) == nil {
			t.Error("a discard accepted with a free Hand")
		}
		yes := mustApply(t, s, Consent{b, true}, dice.New(1))
		if yes.g.P[b].Hands[1].Item != base.g.P[a].Hands[0].Item || yes.g.P[b].Hands[0] != base.g.P[b].Hands[0] {
			t.Errorf("accepted: %v's Hands %+v", b, yes.g.P[b].Hands)
		}
	})

	t.Run("the trader asking makes room first", func(t *testing.T) {
		ask := Offer{a, b, a, OfferHand, 0}
		s := trade(t, base)
		if slices.Contains(s.Actions(), Action(ask)) {
			t.Fatalf("%v offered into the trader's full Hands", ask)
		}
		s = mustApply(t, s, Drop{a, OfferHand, 1}, dice.New(1))
		if !slices.Contains(s.Actions(), Action(ask)) {
			t.Fatalf("%v not offered after the trader's Drop: %v", ask, s.Actions())
		}
	})
}

// TestTradingArmorFirstDiscard: Rulebook, "Armor Items" ("when a Character
// gains an Armor Item while already using one, they may first discard the
// current Armor to gain the new one"; a Heavily Injured Character "can't
// gain the Armor") with "Trading": Armor offered to a Character wearing
// Armor is accepted with "consent yes drop armor"; to one without Armor
// with plain consent; never to a Heavily Injured one (AUDIT.md, A2-N2).
func TestTradingArmorFirstDiscard(t *testing.T) {
	base := started(t, Config{Players: 2}, 5)
	a := base.g.Turn
	b := 1 - a
	// wearing: the first n of a, b wear an Armor card taken out of its pile.
	var worn [2]int8
	wearing := func(n int) State {
		return edit(base, func(g *game) {
			k := 0
			for _, pl := range []*pile{&g.D.Support, &g.D.Offer, &g.D.Items[0], &g.D.Items[1], &g.D.Items[2]} {
				for i := 0; i < int(pl.N) && k < n; i++ {
					if c := pl.C[i]; itemKindData[itemKindOf(c)].Armor {
						copy(pl.C[i:], pl.C[i+1:pl.N])
						pl.N--
						pl.C[pl.N] = 0
						worn[k] = c
						g.P[[2]Seat{a, b}[k]].Armor = c
						k++
						i--
					}
				}
			}
			if k < n {
				t.Fatal("setup: fewer than 2 Armor cards")
			}
		})
	}
	trade := func(t *testing.T, s State) State {
		t.Helper()
		s = mustApply(t, s, Trade{a}, dice.New(1))
		return mustApply(t, s, s.Actions()[0], dice.New(1)) // pay
	}
	give := Offer{a, a, b, OfferArmor, 0}

	t.Run("Armor worn: first discard", func(t *testing.T) {
		s := trade(t, wearing(2))
		if !slices.Contains(s.Actions(), Action(give)) {
			t.Fatalf("%v not offered over worn Armor: %v", give, s.Actions())
		}
		s = mustApply(t, s, give, dice.New(1))
		want := []Action{Consent{b, false}, Accept{b, DropArmor}}
		if diff := cmp.Diff(want, s.Actions()); diff != "" {
			t.Fatalf("answers (-want +got):\n%s", diff)
		}
		if err := s.Legal(Consent{b, true}); !errors.Is(err, incursion.ErrIllegal) || !strings.Contains(err.Error(), "Armor Items") {
			t.Errorf("plain consent over worn Armor: %v", err)
		}
		acc := Accept{b, DropArmor}
		if w := b.String() + " consent yes drop armor"; acc.String() != w {
			t.Errorf("notation %q, want %q", acc.String(), w)
		}
		if x, err := ParseAction(acc.String()); err != nil || x != Action(acc) {
			t.Errorf("ParseAction(%q) = %v, %v", acc.String(), x, err)
		}
		yes := mustApply(t, s, acc, dice.New(1))
		if yes.g.P[b].Armor != worn[0] || yes.g.P[a].Armor != NoItem {
			t.Errorf("Armors %d / %d; want none / %d", yes.g.P[a].Armor, yes.g.P[b].Armor, worn[0])
		}
		if err := yes.Validate(); err != nil {
			t.Error(err)
		}
	})

	t.Run("no Armor: plain consent", func(t *testing.T) {
		s := trade(t, wearing(1))
		s = mustApply(t, s, give, dice.New(1))
		want := []Action{Consent{b, false}, Consent{b, true}}
		if diff := cmp.Diff(want, s.Actions()); diff != "" {
			t.Fatalf("answers (-want +got):\n%s", diff)
		}
	})

	t.Run("Heavily Injured: not offered", func(t *testing.T) {
		for n := 1; n <= 2; n++ {
			s := trade(t, edit(wearing(n), func(g *game) { g.P[b].Health = g.sectionStart(b, 2) }))
			if !s.g.heavilyInjured(b) || slices.Contains(s.Actions(), Action(give)) {
				t.Errorf("Armor offered to a Heavily Injured Character (%v)", s.g.heavilyInjured(b))
			}
		}
	})
}
