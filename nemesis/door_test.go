package nemesis

import (
	"testing"

	"github.com/incursion/incursion/dice"
)

// Rulebook, "Doors": a Closed Door blocks Movement and Bursts; Intruders
// trying to pass destroy it instead of moving; Fire does not spread through
// it; a Destroyed Door is open for good.
func TestDoors(t *testing.T) {
	s := lzGame(t)
	var door int8 = -1
	for _, c := range s.g.D.CorrDeck.slice() {
		if corridorTiles[c].Door {
			door = c
			break
		}
	}
	s = edit(s, func(g *game) {
		takeCorridor(g, door)
		g.D.CorrDeck.push(g.Corr[eastOfLZ].Tile)
		g.Corr[eastOfLZ] = Corridor{Tile: door}
		placeRoom(g, LandingSlot+1, 3, -1, 0)
	})
	// Close Door is a card; here the state is set directly.
	s = edit(s, func(g *game) { g.Corr[eastOfLZ].Door = DoorClosed })
	if s.g.canMoveThrough(0, eastOfLZ) {
		t.Fatal("no Move through a Closed Door")
	}
	es, n := s.g.adjacentOpen(0)
	for _, e := range es[:n] {
		if int(e) == eastOfLZ {
			t.Fatal("no Burst through a Closed Door")
		}
	}
	// An Adult in b2 moving toward the Character destroys the Door.
	s = edit(s, func(g *game) { g.Intr[firstAdult] = Intruder{At: LandingSlot + 1} })
	d := s.g.distances()
	s, _ = kern(s, nil, func(k *kernel) { k.moveGroup(LandingSlot+1, &d, -1, -1) })
	if s.g.Corr[eastOfLZ].Door != DoorDestroyed || s.g.Intr[firstAdult].At != LandingSlot+1 {
		t.Fatalf("door %d, adult at %d", s.g.Corr[eastOfLZ].Door, s.g.Intr[firstAdult].At)
	}
	if !s.g.canMoveThrough(0, eastOfLZ) {
		t.Fatal("a Destroyed Door is open")
	}
	// Fire does not spread through a Closed Door.
	f := edit(s, func(g *game) {
		g.Intr[firstAdult] = Intruder{At: -1}
		g.Corr[eastOfLZ].Door = DoorClosed
		g.Rooms[LandingSlot].Fire = true
	})
	f, _ = kern(f, nil, func(k *kernel) { k.eventEffect(evFireSpreads) })
	if f.g.Rooms[LandingSlot+1].Fire {
		t.Fatal("Closed Doors block spreading Fire")
	}
	// The Close Door card closes an open Door of an adjacent Corridor.
	c := edit(s, func(g *game) {
		g.Intr[firstAdult] = Intruder{At: -1}
		g.Corr[eastOfLZ].Door = DoorOpen
		g.Turn = 0
		// One Character each (Validate): the Contractor's card, wherever it
		// is, becomes seat 0's former Character.
		if g.P[1].Char == 0 {
			g.P[1].Char = g.P[0].Char
		}
		for i, c := range g.D.Draft.slice() {
			if c == 0 {
				g.D.Draft.C[i] = g.P[0].Char
			}
		}
		g.P[0].Char = 0 // the Contractor: card 6 is Close Door
		g.P[0].Hand = pile{}
		g.P[0].Deck = pile{}
		g.P[0].Disc = pile{}
		for i := range int8(10) {
			g.P[0].Deck.push(i)
		}
		g.P[0].Hand.push(g.P[0].Deck.pop())
		for g.P[0].Hand.C[0] != 6 {
			g.P[0].Deck.bottom(g.P[0].Hand.pop())
			g.P[0].Hand.push(g.P[0].Deck.pop())
		}
	})
	c = mustApply(t, c, PlayCard{0, 6, int8(eastOfLZ)}, dice.New(1))
	if c.g.Corr[eastOfLZ].Door != DoorClosed {
		t.Fatal("Close Door")
	}
}

// Rulebook, "Serious Wounds" (our four kinds): Hand takes 1 Hit off a
// Burst; Head refills to 4 cards; Lungs loses 1 more Oxygen.
func TestSeriousWoundEffects(t *testing.T) {
	s := armed(t)
	s = edit(s, func(g *game) {
		g.P[0].Wounds = [3]int8{3, 6, -1} // Hand, Head
		g.P[0].Health = 6
		g.Intr[firstAdult] = Intruder{At: int8(Slots + eastOfLZ)}
		g.Intr[firstAdult+1] = Intruder{At: int8(Slots + eastOfLZ)}
	})
	b, _ := kern(s, []int{5}, func(k *kernel) { k.burst(Burst{0, 0, int8(eastOfLZ)}) }) // 3 - 1
	if b.g.PendN != 2 {
		t.Fatalf("Hand: %d Hits", b.g.PendN)
	}
	h, _ := kern(s, nil, func(k *kernel) {
		k.g.P[0].Hand = pile{}
		k.g.Round = 1
		k.cleanup()
	})
	if h.g.P[0].Hand.N != 4 {
		t.Fatalf("Head: %d cards", h.g.P[0].Hand.N)
	}
	l := edit(s, func(g *game) { g.P[0].Wounds = [3]int8{9, -1, -1}; g.P[0].Health = 3 })
	l, _ = kern(l, nil, func(k *kernel) { k.loseOxygen(0) })
	if l.g.P[0].Oxygen != 5 {
		t.Fatalf("Lungs: oxygen %d", l.g.P[0].Oxygen)
	}
}
