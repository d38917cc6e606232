package nemesis

import "testing"

// queenBetween: 2 Characters, the Queen in b2 between P1 in a2 and P2 in
// c2 (or d2 when far), the Corridor toward P1 with the lower ID.
func queenBetween(t *testing.T, far bool) State {
	s := started(t, Config{Players: 2}, 1)
	b2, c2, d2 := LandingSlot+1, LandingSlot+2, LandingSlot+3
	return edit(s, func(g *game) {
		clearLZ(g)
		placeRoom(g, b2, 3, LandingSlot, corridorWith(g, 1))
		placeRoom(g, c2, 4, b2, corridorWith(g, 3))
		g.Starting = 0
		g.P[0].Room = LandingSlot
		g.P[1].Room = int8(c2)
		if far {
			placeRoom(g, d2, 5, c2, corridorWith(g, 4))
			g.P[1].Room = int8(d2)
		}
		g.Intr[0] = Intruder{At: int8(b2)}
		g.Bag = 0
	})
}

// Rulebook, "Queen Activation": she moves toward the closest Character;
// at the same distance, toward the Character Activating her ("Intruders
// Targeting" (2)), then the first in Turn order (3).
func TestQueenActivationTieTowardTheActivator(t *testing.T) {
	toP1 := int8(Slots + edgeBetween(LandingSlot, LandingSlot+1))
	toP2 := int8(Slots + edgeBetween(LandingSlot+1, LandingSlot+2))
	for _, tc := range []struct {
		name string
		far  bool
		by   Seat
		want int8
	}{
		{"P2 activates, same distance", false, 1, toP2},
		{"P1 activates, same distance", false, 0, toP1},
		{"no activator: first in Turn order", false, -1, toP1},
		{"P2 activates but is farther", true, 1, toP1},
	} {
		s := queenBetween(t, tc.far)
		s, _ = kern(s, nil, func(k *kernel) { k.activateQueen(tc.by) })
		if got := s.g.Intr[0].At; got != tc.want {
			t.Errorf("%s: the Queen went to node %d, want %d", tc.name, got, tc.want)
		}
	}
}
