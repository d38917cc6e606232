package nemesis

import (
	"slices"
	"testing"

	"github.com/incursion/incursion/dice"
)

// Rulebook, "Solo and Coop Rules", Revive: a dead Character's model stays
// knocked over without Items; another may drag it along for 1 more card;
// starting a Round in a Surgery without Intruders or Malfunction it gets
// up, without Serious Wounds, on the first Injured slot.
func TestRevive(t *testing.T) {
	s := started(t, Config{Players: 2, Coop: true}, 3)
	s = edit(s, func(g *game) {
		g.Turn, g.Starting = 0, 0
		placeRoom(g, LandingSlot+1, 4, -1, 0) // Surgery at b2
	})
	s, _ = kern(s, nil, func(k *kernel) { k.gainWound(1); k.die(1, "test") })
	p := s.g.P[1]
	if p.Status != KnockedOut || p.Hands[0].Item != NoItem || p.Belt != [4]Token{} {
		t.Fatalf("status %v hands %v", p.Status, p.Hands)
	}
	drag := Move{0, int8(eastOfLZ), false, 1}
	if !slices.Contains(s.Actions(), Action(drag)) {
		t.Fatalf("%v not offered", drag)
	}
	s = mustApply(t, s, drag, dice.New(1))
	if s.g.Pend != PendPay || s.g.PendN != 2 {
		t.Fatalf("dragging costs 1 more card: %d", s.g.PendN)
	}
	for s.g.Pend == PendPay {
		s = mustApply(t, s, s.Actions()[0], dice.New(1))
	}
	if s.g.P[1].Room != s.g.P[0].Room {
		t.Fatal("the knocked-over model came along")
	}
	s = edit(s, func(g *game) {
		for i := range g.Intr {
			g.Intr[i] = Intruder{At: -1}
		}
		g.Rooms[LandingSlot+1] = Room{Tile: 4}
		g.P[1].Room = LandingSlot + 1
	})
	s, _ = kern(s, nil, func(k *kernel) { k.startRound() })
	p = s.g.P[1]
	if p.Status != Active || p.Wounds != [3]int8{-1, -1, -1} || p.Health != s.g.sectionStart(1, 1) {
		t.Fatalf("revived: %v wounds %v health %d", p.Status, p.Wounds, p.Health)
	}
}
