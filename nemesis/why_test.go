package nemesis

import (
	"errors"
	"strings"
	"testing"

	"github.com/incursion/incursion"
)

// TestIllegalTurnActionsSayWhy: a refused basic Action or card of the
// Player Phase names the rule that refuses it (second audit, D2-11): the
// cost in Action cards (Rulebook, "Player Phase"), Secure Tokens' limits,
// Melee, Movement, Action cards and Items. Each case has its legal side.
func TestIllegalTurnActionsSayWhy(t *testing.T) {
	s := started(t, Config{Players: 2}, 5)
	m := s.g.Turn
	lz := int(LandingSlot)
	for _, c := range []struct {
		name string
		edit func(g *game)
		a    Action
		want string // "" when legal
	}{
		{"Secure with a card in hand", nil, Secure{m}, ""},
		{"Secure with no card in hand", func(g *game) { g.P[m].Hand = Pile{} }, Secure{m},
			"the Action costs 1 Action cards to discard from hand, and the hand holds 0"},
		{"a third Secure token", func(g *game) { g.Rooms[lz].Secure = 2 }, Secure{m}, ""},
		{"a fourth Secure token", func(g *game) { g.Rooms[lz].Secure = 3 }, Secure{m},
			"there is a limit of 3 Secure tokens in any given Room"},
		{"Secure with an Intruder inside", func(g *game) { g.Intr[5].At = int8(lz) }, Secure{m},
			"Characters may never Secure a Room with an Intruder inside"},
		{"Melee an Intruder in the Room", func(g *game) { g.Intr[5].At = int8(lz) }, Melee{m, 5}, ""},
		{"Melee an Intruder elsewhere", nil, Melee{m, 5},
			"the target must be an Intruder in the Character's Room"},
		{"a card not in hand", func(g *game) { g.P[m].Hand = Pile{} }, PlayCard{m, 3, 0},
			"the card is not in the Character's hand"},
		{"an Item not in the Backpack", nil, UseItem{m, 12, 0},
			"the Item is not in the Character's Backpack"},
	} {
		t.Run(c.name, func(t *testing.T) {
			st := s
			if c.edit != nil {
				st = edit(s, c.edit)
			}
			err := st.Legal(c.a)
			switch {
			case c.want == "" && err != nil:
				t.Fatalf("%v: %v, want legal", c.a, err)
			case c.want != "" && (err == nil || !errors.Is(err, incursion.ErrIllegal) || !strings.Contains(err.Error(), c.want)):
				t.Fatalf("%v: %v, want an illegal action saying %q", c.a, err, c.want)
			}
		})
	}
	// Movement through a Corridor that does not leave the Room.
	far := int8(-1)
	es, n := s.g.roomCorridors(lz)
	for e := range int8(Edges) {
		found := false
		for _, x := range es[:n] {
			found = found || x == e
		}
		if !found {
			far = e
			break
		}
	}
	if err := s.Legal(Move{m, far, false, NoDrag}); err == nil || !strings.Contains(err.Error(), "the Corridor does not lead from the Character's Room") {
		t.Errorf("a Move through %s: %v", CorridorName(int(far)), err)
	}
}
