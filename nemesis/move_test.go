package nemesis

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
)

// lzGame: one Character (seat 0) in the Landing Zone whose Corridors north,
// east and south have Noise values 1, 2 and 3; an empty bag.
func lzGame(t *testing.T) State {
	s := startedAs(t, Config{Players: 1}, 5) // the Scout
	return edit(s, func(g *game) {
		clearLZ(g)
		for d, v := range map[int]int8{North: 1, East: 2, South: 3} {
			c := corridorWith(g, v)
			takeCorridor(g, c)
			g.Corr[edgeBetween(LandingSlot, neighbour(LandingSlot, d))] = Corridor{Tile: c}
		}
		g.Bag = 0
	})
}

var eastOfLZ = edgeBetween(LandingSlot, LandingSlot+1)

// Rulebook, "Noise Roll": a number places a Noise marker in the adjacent
// Corridor of that value; a second one resolves the marker (an Intruder
// token from the bag, its back tells how many); a third brings the largest
// Intruder into the Room, which Attacks.
func TestNoiseRoll(t *testing.T) {
	s := lzGame(t)
	// The Noise die's faces 3 and 4 are the 2s.
	s, _ = kern(s, []int{3}, func(k *kernel) { k.noiseRoll(0) })
	if !s.g.Corr[eastOfLZ].Noise {
		t.Fatal("no Noise marker on the Corridor of value 2")
	}
	const adult2 = 18 // an Adult token whose back shows 2
	if tokenKinds[adult2] != Adult || tokenBacks[adult2] != 2 {
		t.Fatal("token table changed")
	}
	s = edit(s, func(g *game) { g.Bag = 1 << adult2 })
	s, _ = kern(s, []int{4, 1}, func(k *kernel) { k.noiseRoll(0) })
	node := int8(Slots + eastOfLZ)
	want := []Intruder{{At: node}, {At: node}}
	if diff := cmp.Diff(want, s.g.Intr[firstAdult:firstAdult+2]); diff != "" || s.g.Corr[eastOfLZ].Noise || s.g.Bag != 0 {
		t.Fatalf("resolving the Noise marker (-want +got):\n%s bag %b", diff, s.g.Bag)
	}
	s = edit(s, func(g *game) { moveToTop(&g.D.Attacks, 0) }) // Claws: lose 2 Health
	s, _ = kern(s, []int{3}, func(k *kernel) { k.noiseRoll(0) })
	if s.g.Intr[firstAdult].At != LandingSlot || s.g.Intr[firstAdult+1].At != node || s.g.P[0].Health != 2 {
		t.Fatalf("x5 at %d, x6 at %d, health %d", s.g.Intr[firstAdult].At, s.g.Intr[firstAdult+1].At, s.g.P[0].Health)
	}
}

// moveToTop puts card c on top of a pile.
func moveToTop(p *pile, c int8) {
	for i := range p.N {
		if p.C[i] == c {
			copy(p.C[i:], p.C[i+1:p.N])
			p.C[p.N-1] = c
			return
		}
	}
}

// Rulebook, "Noise Roll", Hazard, and "Larva Attacks": the drawn Larva is
// placed in the Room, Attacks at once: a Contamination card on the discard
// pile, the Larva on the Character board.
func TestNoiseRollHazardLarva(t *testing.T) {
	s := lzGame(t)
	const larva = 27
	s = edit(s, func(g *game) { g.Bag = 1 << larva })
	disc := s.g.P[0].Disc.N
	s, _ = kern(s, []int{9, 1}, func(k *kernel) { k.noiseRoll(0) })
	p := s.g.P[0]
	if !p.Larva || p.Disc.N != disc+1 || !isContam(p.Disc.C[disc]) || s.g.Intr[firstLarva].At != -1 || s.g.Bag != 0 {
		t.Fatalf("larva %v discard %v intruder %v bag %b", p.Larva, p.Disc.slice(), s.g.Intr[firstLarva], s.g.Bag)
	}
}

// Rulebook, "Resolving Secure Tokens": an Intruder entering a Room with a
// Character and a Secure token discards the token instead of Attacking.
func TestSecureTokens(t *testing.T) {
	s := lzGame(t)
	s = edit(s, func(g *game) {
		g.Rooms[LandingSlot].Secure = 1
		g.Intr[firstAdult] = Intruder{At: int8(Slots + eastOfLZ)}
	})
	s, _ = kern(s, []int{3}, func(k *kernel) { k.noiseRoll(0) })
	if s.g.Rooms[LandingSlot].Secure != 0 || s.g.P[0].Health != 0 || s.g.Intr[firstAdult].At != LandingSlot {
		t.Fatalf("secure %d health %d", s.g.Rooms[LandingSlot].Secure, s.g.P[0].Health)
	}
	if s.g.canSecure(LandingSlot) {
		t.Error("Characters may never Secure a Room with an Intruder inside")
	}
}

// Rulebook, "Exploration Sequence": Moving through an Unexplored Corridor
// draws an Exploration card, places a Room of the slot's Section (or "?"),
// Corridors in the shown directions but never out of the Facility nor to
// placed Rooms, markers, and resolves the Entrance effect.
func TestExplorationSequence(t *testing.T) {
	s := lzGame(t)
	s = edit(s, func(g *game) {
		moveToTop(&g.D.Explore, 1) // all 4 Corridors, Noise east, no roll
		moveToTop(&g.D.Stacks[0], 3)
	})
	before := s.g.D.CorrDeck.N
	s, _ = kern(s, nil, func(k *kernel) { k.move(0, eastOfLZ, false, true, 0) })
	g := s.g
	b2 := LandingSlot + 1
	if g.Rooms[b2].Tile != 3 || g.P[0].Room != int8(b2) {
		t.Fatalf("room %d at b2, character in %d", g.Rooms[b2].Tile, g.P[0].Room)
	}
	// North, east and south are new; west is the Corridor moved through.
	for _, d := range []int{North, East, South} {
		e := edgeBetween(b2, neighbour(b2, d))
		if g.Corr[e].Tile < 0 {
			t.Errorf("no Corridor %s", CorridorName(e))
		}
	}
	if g.D.CorrDeck.N != before-3 || !g.Corr[edgeBetween(b2, b2+1)].Noise {
		t.Errorf("corridors left %d (want %d); Noise east %v", g.D.CorrDeck.N, before-3, g.Corr[edgeBetween(b2, b2+1)].Noise)
	}
	if g.D.ExploreOut.N != 1 {
		t.Error("the Exploration card is discarded")
	}
}

// Rulebook, "Exploration Sequence" exceptions: no Corridor out of the
// Facility.
func TestExplorationBorder(t *testing.T) {
	s := lzGame(t)
	s = edit(s, func(g *game) {
		moveToTop(&g.D.Explore, 0) // 4 Corridors, Noise roll
		setHand(g, 0, Search)      // no Sprint to answer the roll (react_test.go)
	})
	north := edgeBetween(LandingSlot, LandingSlot-W)
	s, ev := kern(s, []int{1}, func(k *kernel) { k.move(0, north, false, true, 0) })
	// A Sprint may be in hand as far as the table knows: "react none".
	s = settle(t, s, dice.New(1))
	a1 := 0
	if s.g.Corr[edgeBetween(a1, 1)].Tile < 0 {
		t.Error("no Corridor east of a1")
	}
	for e := range Edges {
		x, y := edgeEnds(e)
		if s.g.Corr[e].Tile >= 0 && x != a1 && y != a1 && x != LandingSlot && y != LandingSlot {
			t.Errorf("unexpected Corridor %s", CorridorName(e))
		}
	}
	// The Entrance effect: a Noise roll of 1 puts Noise on the Corridor of
	// value 1 (the one just used).
	if len(ev) == 0 || !s.g.Corr[north].Noise {
		t.Errorf("noise on %s: %v", CorridorName(north), s.g.Corr[north].Noise)
	}
}

// Rulebook, "Movement Sequence": opportunity attacks by the Intruders in
// the Room and in the Corridor, largest first, at most 3.
func TestOpportunityAttacks(t *testing.T) {
	s := lzGame(t)
	s = edit(s, func(g *game) {
		for i := range 4 {
			g.Intr[firstAdult+i] = Intruder{At: LandingSlot}
		}
		g.Intr[firstDrone] = Intruder{At: int8(Slots + eastOfLZ)}
		for i := range 4 {
			moveToTop(&g.D.Attacks, int8(10+i%3)) // Tail: a Serious Wound each
		}
	})
	s, _ = kern(s, nil, func(k *kernel) { k.opportunityAttacks(0, LandingSlot, Slots+eastOfLZ, 0, 0) })
	// The Drone (largest) and two Adults attack: 3 Serious Wounds kill.
	if !down(s.g.P[0]) {
		t.Fatalf("status %v wounds %v health %d", s.g.P[0].Status, s.g.P[0].Wounds, s.g.P[0].Health)
	}
	if s.g.D.AttacksOut.N != 3 {
		t.Errorf("%d attacks, want 3", s.g.D.AttacksOut.N)
	}
}

// Rulebook, "Intruder Limits": at most 6 in a Corridor, the Queen counting
// 4; placing a larger Intruder removes smaller ones.
func TestCorridorLimit(t *testing.T) {
	s := lzGame(t)
	node := Slots + eastOfLZ
	s, _ = kern(s, nil, func(k *kernel) { k.place(Adult, 3, node, 0); k.place(Larva, 3, node, 0) })
	if s.g.load(node) != 6 {
		t.Fatalf("load %d", s.g.load(node))
	}
	s, _ = kern(s, nil, func(k *kernel) { k.place(Adult, 1, node, 0) })
	if s.g.load(node) != 6 || s.g.count(node) != 6 || s.g.Intr[firstLarva+2].At != -1 {
		t.Fatalf("an Adult replaces a Larva: load %d", s.g.load(node))
	}
	s, _ = kern(s, nil, func(k *kernel) { k.place(Queen, 1, node, 0) })
	if s.g.load(node) != 6 || s.g.Intr[0].At != int8(node) || s.g.count(node) != 3 {
		t.Fatalf("the Queen and 2 others: load %d count %d", s.g.load(node), s.g.count(node))
	}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
}

// Rulebook, "Intruder Limits": moving into a full Corridor, a larger
// Intruder swaps places with smaller ones.
func TestCorridorSwap(t *testing.T) {
	s := lzGame(t)
	b2 := LandingSlot + 1
	node := Slots + eastOfLZ
	s = edit(s, func(g *game) {
		placeRoom(g, b2, 3, -1, 0)
		for i := range 6 {
			g.Intr[firstLarva+i] = Intruder{At: int8(node)}
		}
		g.Intr[firstDrone] = Intruder{At: int8(b2)}
		// The Character stands west of the Corridor, in the Landing Zone.
	})
	d := s.g.distances()
	s, _ = kern(s, nil, func(k *kernel) { k.moveGroup(b2, &d, -1, -1) })
	if s.g.Intr[firstDrone].At != int8(node) || s.g.Intr[firstLarva+5].At != int8(b2) || s.g.load(node) != 6 {
		t.Fatalf("drone at %d, larva at %d, load %d", s.g.Intr[firstDrone].At, s.g.Intr[firstLarva+5].At, s.g.load(node))
	}
}

// RULES.md, Readings, "A Secure token against an Intruder placed by a
// Hazard roll": "whenever an Intruder enters a Room with at least 1
// Character and a Secure token, 1 Secure token is discarded instead of
// resolving the Intruder Attack"; "If the Intruder entered as a result of a
// player effect" (Rulebook, "Resolving Secure Tokens", "Intruders Choosing a
// Target") — a placement by a Hazard roll is entering. With a Secure token
// the placed Adult draws no Attack card and the token goes; without, it
// Attacks (an Attack card drawn).
func TestReadings_SecureTokenAgainstAHazardIntruder(t *testing.T) {
	const adult2 = 18 // an Adult token
	for _, secure := range []int8{1, 0} {
		s := lzGame(t)
		s = edit(s, func(g *game) {
			g.Rooms[LandingSlot].Secure = secure
			g.Bag = 1 << adult2
		})
		attacks := s.g.D.Attacks.N
		s, _ = kern(s, []int{9, 1}, func(k *kernel) { k.noiseRoll(0) }) // Hazard, the only token
		if s.g.Intr[firstAdult].At != LandingSlot {
			t.Fatalf("secure %d: the Adult at %d, want placed in the Landing Zone", secure, s.g.Intr[firstAdult].At)
		}
		drawn := attacks - s.g.D.Attacks.N
		if secure == 1 && (s.g.Rooms[LandingSlot].Secure != 0 || drawn != 0) {
			t.Errorf("a Secure token: %d left, %d Attack cards drawn; want 0 and 0", s.g.Rooms[LandingSlot].Secure, drawn)
		}
		if secure == 0 && drawn != 1 {
			t.Errorf("no Secure token: %d Attack cards drawn, want 1", drawn)
		}
	}
}
