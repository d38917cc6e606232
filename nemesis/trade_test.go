package nemesis

import (
	"slices"
	"testing"

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
