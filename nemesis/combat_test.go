package nemesis

import (
	"slices"
	"testing"

	"github.com/incursion/incursion/dice"

	"github.com/google/go-cmp/cmp"
)

// armed: the solo Character holds a loaded Pistol in Hand 0 and a Machete
// in Hand 1, with an Adult (x5) in the Room.
func armed(t *testing.T) State {
	s := lzGame(t)
	return edit(s, func(g *game) {
		p := &g.P[0]
		for h := range p.Hands {
			if p.Hands[h].Item >= 0 {
				for _, tk := range p.Hands[h].Tok {
					if tk != NoToken {
						g.Supply[AmmoFull]++
					}
				}
				if p.Hands[h].Item != Egg && colourOf(p.Hands[h].Item) < 3 {
					g.D.ItemsOut[colourOf(p.Hands[h].Item)].push(p.Hands[h].Item)
				}
			}
		}
		p.Hands = [2]Held{{Item: 46, Tok: [2]Token{AmmoFull}}, {Item: 47}}
		g.Supply[AmmoFull]--
		g.Intr[firstAdult] = Intruder{At: LandingSlot}
	})
}

// Rulebook, "Shooting": 1 Hit, then the Shoot die: a number no higher than
// the Hits kills, a Critical kills, the ammo face spends 1 Ammo.
func TestShooting(t *testing.T) {
	s := armed(t)
	a := Shoot{0, 0, firstAdult}
	s1, _ := kern(s, []int{2}, func(k *kernel) { k.shoot(a) }) // "2" with 1 Hit
	if s1.g.Intr[firstAdult] != (Intruder{At: LandingSlot, Hits: 1}) {
		t.Fatalf("after a 2 with 1 Hit: %+v", s1.g.Intr[firstAdult])
	}
	s2, _ := kern(s1, []int{2}, func(k *kernel) { k.shoot(a) }) // "2" with 2 Hits
	if s2.g.Intr[firstAdult].At != -1 {
		t.Fatalf("after a 2 with 2 Hits: %+v", s2.g.Intr[firstAdult])
	}
	s3, _ := kern(s, []int{1}, func(k *kernel) { k.shoot(a) }) // Critical
	if s3.g.Intr[firstAdult].At != -1 {
		t.Fatal("a Critical kills")
	}
	s4, _ := kern(s, []int{6}, func(k *kernel) { k.shoot(a) }) // lost bullets
	if s4.g.Intr[firstAdult].At != LandingSlot || s4.g.P[0].Hands[0].Tok[0] != AmmoHalf {
		t.Fatalf("the ammo face: %+v, %v", s4.g.Intr[firstAdult], s4.g.P[0].Hands[0].Tok)
	}
	s5, _ := kern(s4, []int{6}, func(k *kernel) { k.shoot(a) })
	if s5.g.P[0].Hands[0].Tok[0] != NoToken || s5.g.loaded(0, 0) {
		t.Fatal("a half-full token spent is discarded")
	}
	// Serious Wound "Eyes": +1 to Shoot results: a 2 reads 3.
	s6 := edit(s1, func(g *game) { g.P[0].Wounds[0] = 0; g.P[0].Health = 3 })
	s6, _ = kern(s6, []int{2}, func(k *kernel) { k.shoot(a) })
	if s6.g.Intr[firstAdult].At == -1 {
		t.Fatal("with Eyes a 2 is a 3, which does not kill with 2 Hits")
	}
}

// Rulebook, "Bursting": 1 Ammo, the Burst die, Hits applied by the player:
// 1 per Adult or Larva, exactly 2 per Drone; leftover Hits are lost.
func TestBursting(t *testing.T) {
	s := armed(t)
	node := int8(Slots + eastOfLZ)
	s = edit(s, func(g *game) {
		g.Intr[firstAdult] = Intruder{At: node}
		g.Intr[firstAdult+1] = Intruder{At: node}
		g.Intr[firstDrone] = Intruder{At: node}
		g.Turn = 0
	})
	s, _ = kern(s, []int{5}, func(k *kernel) { k.burst(Burst{0, 0, int8(eastOfLZ)}) }) // 3 Hits
	if s.g.Pend != PendHits || s.g.PendN != 3 || s.g.P[0].Hands[0].Tok[0] != AmmoHalf {
		t.Fatalf("pending %v hits %d ammo %v", s.g.Pend, s.g.PendN, s.g.P[0].Hands[0].Tok)
	}
	want := []Action{Hit{0, firstDrone}, Hit{0, firstAdult}, Hit{0, firstAdult + 1}, Hit{0, NoCard}}
	if diff := cmp.Diff(want, s.Actions()); diff != "" {
		t.Fatalf("allocation (-want +got):\n%s", diff)
	}
	s, _ = kern(s, nil, func(k *kernel) { k.hit(Hit{0, firstDrone}) })
	// 1 Hit left: the Drone needed exactly 2; only Adults now.
	if s.g.Intr[firstDrone].At != -1 || s.g.PendN != 1 {
		t.Fatal("the Drone dies with 2 Hits")
	}
	s, _ = kern(s, nil, func(k *kernel) { k.hit(Hit{0, firstAdult + 1}) })
	if s.g.Pend != NoPending || s.g.Intr[firstAdult].At != node || s.g.Intr[firstAdult+1].At != -1 {
		t.Fatalf("pending %v, intruders %v", s.g.Pend, s.g.Intr[firstAdult:firstAdult+2])
	}
}

// Rulebook, "Grenade tokens": a Burst roll + 2; a miss does nothing.
func TestGrenade(t *testing.T) {
	s := armed(t)
	node := int8(Slots + eastOfLZ)
	s = edit(s, func(g *game) { g.Intr[firstAdult] = Intruder{At: node} })
	s1, _ := kern(s, []int{1}, func(k *kernel) { k.grenade(0, eastOfLZ) })
	if s1.g.Pend != NoPending {
		t.Fatal("a miss has no effect")
	}
	s2, _ := kern(s, []int{2}, func(k *kernel) { k.grenade(0, eastOfLZ) })
	if s2.g.Pend != PendHits || s2.g.PendN != 3 {
		t.Fatalf("1 + 2 Hits: %d", s2.g.PendN)
	}
}

// Rulebook, "Melee Attack": 1 Contamination, 1 Hit, the Shoot die; a
// survivor retaliates unless a Weapon takes a Malfunction marker.
func TestMeleeAttack(t *testing.T) {
	s := armed(t)
	disc := s.g.P[0].Disc.N
	s, _ = kern(s, []int{6}, func(k *kernel) { k.melee(Melee{0, firstAdult}) })
	if s.g.P[0].Disc.N != disc+1 || !isContam(s.g.P[0].Disc.C[disc]) {
		t.Fatal("a Melee Attack gains 1 Contamination")
	}
	if s.g.Pend != PendMelee || s.g.Intr[firstAdult].Hits != 1 {
		t.Fatalf("pending %v %+v", s.g.Pend, s.g.Intr[firstAdult])
	}
	want := []Action{Retaliation{0, 0}, Retaliation{0, 1}, Retaliation{0, NoCard}}
	if diff := cmp.Diff(want, decision(s)); diff != "" {
		t.Fatalf("(-want +got):\n%s", diff)
	}
	p, _ := kern(s, nil, func(k *kernel) { k.retaliate(Retaliation{0, 1}) })
	if !p.g.P[0].Hands[1].Fault || p.g.P[0].Health != 0 {
		t.Fatal("Prevent: a Malfunction on the Machete, no Attack")
	}
	p2, _ := kern(p, nil, func(k *kernel) { k.faultItem(0, 1) })
	if p2.g.P[0].Hands[1].Item != NoItem {
		t.Fatal("a second Malfunction destroys the Weapon")
	}
	// The Machete kills on one more than the Hits: a 2 with 1 Hit.
	s2 := armed(t)
	s2, _ = kern(s2, []int{2}, func(k *kernel) { k.melee(Melee{0, firstAdult}) })
	if s2.g.Intr[firstAdult].At != -1 {
		t.Fatal("the Machete kills with a 2 after 1 Hit")
	}
}

// Rulebook, "Larva Health": 1 Hit kills a Larva whatever the roll.
func TestLarvaHealth(t *testing.T) {
	s := armed(t)
	s = edit(s, func(g *game) { g.Intr[firstAdult] = Intruder{At: -1}; g.Intr[firstLarva] = Intruder{At: LandingSlot} })
	s, _ = kern(s, []int{5}, func(k *kernel) { k.shoot(Shoot{0, 0, firstLarva}) })
	if s.g.Intr[firstLarva].At != -1 {
		t.Fatal("a Larva dies from 1 Hit")
	}
}

// Rulebook, "The Queen": Hits advance her track; on its last space a Queen
// Health card is drawn, more are discarded, the track goes back to 0, and
// further Hits of the action are ignored; the last card kills her.
func TestQueenHealth(t *testing.T) {
	s := armed(t)
	s = edit(s, func(g *game) {
		g.Intr[firstAdult] = Intruder{At: -1}
		g.Intr[0] = Intruder{At: LandingSlot}
		g.D.QueenDeck = pile{}
		g.D.QueenDeck.push(3) // discard 1 more, Repel
		g.D.QueenDeck.push(0)
		g.D.QueenDeck.push(2) // top: discard 1 more
	})
	for i := range QueenTrack - 1 {
		s, _ = kern(s, []int{5}, func(k *kernel) { k.shoot(Shoot{0, 0, 0}) })
		if s.g.QueenHits != int8(i+1) {
			t.Fatalf("hits %d", s.g.QueenHits)
		}
	}
	s, _ = kern(s, []int{5}, func(k *kernel) { k.shoot(Shoot{0, 0, 0}) })
	if s.g.QueenHits != 0 || s.g.D.QueenDeck.N != 1 || s.g.QueenDead {
		t.Fatalf("hits %d deck %d", s.g.QueenHits, s.g.D.QueenDeck.N)
	}
	for range QueenTrack {
		s, _ = kern(s, []int{5}, func(k *kernel) { k.shoot(Shoot{0, 0, 0}) })
	}
	if !s.g.QueenDead || s.g.Intr[0].At != -1 {
		t.Fatal("the last Queen Health card kills her")
	}
	// "The Queen is dead" side: a Queen token now places an Adult.
	s, _ = kern(s, nil, func(k *kernel) { k.resolveToken(1, Slots+eastOfLZ, 0, false) })
	if s.g.Intr[0].At != -1 || s.g.Intr[firstAdult].At != int8(Slots+eastOfLZ) {
		t.Fatal("after her death a Queen token places an Adult")
	}
}

// TestRepellingTheCharacterChooses: Rulebook, "Repelling": "if Repelled
// from the same Room, the Character chooses which Corridor they move to".
// A Shot that resolves a Queen Health card with Repel, in the Shooter's
// Room, asks the Shooter for the Corridor; the Queen moves there.
func TestRepellingTheCharacterChooses(t *testing.T) {
	s := armed(t)
	s = edit(s, func(g *game) {
		g.Intr[firstAdult] = Intruder{At: -1}
		g.Intr[0] = Intruder{At: LandingSlot}
		g.QueenHits = QueenTrack - 1
		g.D.QueenDeck = pile{}
		g.D.QueenDeck.push(0)
		g.D.QueenDeck.push(1) // top: discard 0 more, Repel
	})
	var shoot Action
	for _, a := range s.Actions() {
		if sh, ok := a.(Shoot); ok && sh.Target == 0 {
			shoot = sh
		}
	}
	if shoot == nil {
		t.Fatalf("no Shoot at the Queen in %v", s.Actions())
	}
	r := dice.Script(5)
	s = mustApply(t, s, shoot, r)
	var pay Action
	for _, a := range s.Actions() {
		if _, ok := a.(Pay); ok {
			pay = a
			break
		}
	}
	s = mustApply(t, s, pay, r)
	if s.g.Pend != PendRepel || s.g.PendSeat != 0 || s.g.QueenHits != 0 || s.g.D.QueenDeck.N != 1 {
		t.Fatalf("pending %v by %v, hits %d, deck %d; want repel by P1, 0, 1\n%s", s.g.Pend, s.g.PendSeat, s.g.QueenHits, s.g.D.QueenDeck.N, s.Draw())
	}
	var got []string
	for _, a := range decision(s) {
		got = append(got, a.String())
	}
	want := []string{"P1 repel a1-a2", "P1 repel a2-a3", "P1 repel a2-b2"}
	slices.Sort(got)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("Actions (-want +got):\n%s", diff)
	}
	done := s.g.Done
	a, err := ParseAction("P1 repel a2-b2")
	if err != nil {
		t.Fatal(err)
	}
	s = mustApply(t, s, a, r)
	if at := s.g.Intr[0].At; at != int8(Slots+edgeBetween(LandingSlot, LandingSlot+1)) {
		t.Errorf("the Queen is at %d, want the Corridor a2-b2", at)
	}
	if s.g.Pend != NoPending || s.g.Done != done+1 {
		t.Errorf("pending %v, actions done %d; want none, %d", s.g.Pend, s.g.Done, done+1)
	}
}

// TestRepellingFromACorridor: Rulebook, "Repelling": a Burst Hit that
// resolves a Queen Health card with Repel moves the Queen in the Corridor
// away from the Character, into the far Room (b2) although the
// Character's Landing Zone has the lower ID; when the far end is an
// Unexplored slot she stays where she is.
func TestRepellingFromACorridor(t *testing.T) {
	for _, explored := range []bool{true, false} {
		s := armed(t)
		s = edit(s, func(g *game) {
			if explored {
				placeRoom(g, LandingSlot+1, 3, -1, 0)
			}
			g.Intr[firstAdult] = Intruder{At: -1}
			g.Intr[0] = Intruder{At: int8(Slots + eastOfLZ)}
			g.QueenHits = QueenTrack - 1
			g.D.QueenDeck = pile{}
			g.D.QueenDeck.push(0)
			g.D.QueenDeck.push(1) // top: discard 0 more, Repel
		})
		s, _ = kern(s, nil, func(k *kernel) { k.startHits(0, eastOfLZ, 2) })
		s = mustApply(t, s, Hit{0, 0}, dice.Script())
		want := int8(Slots + eastOfLZ)
		if explored {
			want = LandingSlot + 1
		}
		if got := s.g.Intr[0].At; got != want {
			t.Errorf("explored %v: the Queen is at %d, want %d", explored, got, want)
		}
		if s.g.QueenHits != 0 || s.g.D.QueenDeck.N != 1 {
			t.Errorf("explored %v: hits %d, deck %d; want 0, 1", explored, s.g.QueenHits, s.g.D.QueenDeck.N)
		}
	}
}

// TestRepellingMeleeCharacterChooses: Rulebook, "Repelling" ("if Repelled
// from the same Room, the Character chooses which Corridor") for a Melee
// Attack whose Hit resolves a Queen Health card with Repel: the attacker
// chooses; the Queen leaves and does not retaliate.
func TestRepellingMeleeCharacterChooses(t *testing.T) {
	s := armed(t)
	s = edit(s, func(g *game) {
		g.Intr[firstAdult] = Intruder{At: -1}
		g.Intr[0] = Intruder{At: LandingSlot}
		g.QueenHits = QueenTrack - 1
		g.D.QueenDeck = pile{}
		g.D.QueenDeck.push(0)
		g.D.QueenDeck.push(1) // top: discard 0 more, Repel
		setHand(g, 0, Search, Repair)
	})
	r := dice.Script(5)
	s = mustApply(t, s, Melee{0, 0}, r)
	s = mustApply(t, s, Pay{0, s.g.P[0].Hand.C[0]}, r)
	if s.g.Pend != PendRepel || s.g.PendSeat != 0 {
		t.Fatalf("pending %v by %v; want repel by P1", s.g.Pend, s.g.PendSeat)
	}
	want := []string{"P1 repel a1-a2", "P1 repel a2-a3", "P1 repel a2-b2"}
	if diff := cmp.Diff(want, sortedActions(s)); diff != "" {
		t.Fatalf("Actions (-want +got):\n%s", diff)
	}
	attacks := s.g.D.AttacksOut.N
	s = mustApply(t, s, Repel{0, int8(edgeBetween(LandingSlot, LandingSlot+W))}, r)
	if at := s.g.Intr[0].At; at != int8(Slots+edgeBetween(LandingSlot, LandingSlot+W)) || s.g.D.AttacksOut.N != attacks || s.g.Pend != NoPending || s.g.Done != 1 {
		t.Errorf("the Queen at %d, attack cards %d (want %d), pending %v, done %d", at, s.g.D.AttacksOut.N, attacks, s.g.Pend, s.g.Done)
	}
}

// queenRepelsNext sets the Queen's Hits track one short of its last space,
// with a Repel card (1: no more discarded) on top of a Queen Health deck of
// n cards in all.
func queenRepelsNext(g *game, n int) {
	g.QueenHits = QueenTrack - 1
	g.D.QueenDeck = pile{}
	for _, c := range []int8{0, 2, 4, 5, 6, 7}[:n-1] {
		g.D.QueenDeck.push(c)
	}
	g.D.QueenDeck.push(1) // top: discard 0 more, Repel
}

// TestRepellingTheCombatRobot: Rulebook, "Repelling" ("that Intruder moves
// away from that Character (or any other source of the Repel effect) — if
// Repelled from the same Room, the Character chooses which Corridor") and
// "Robot" ("it only performs Actions it has been assigned by Characters"):
// the Combat Robot's Hit that resolves a Repel card Repels the Queen from
// the Robot's Room, and the Character who Activated it chooses the
// Corridor although that Character is in another Room; each of the
// Queen's Corridors may be chosen, not only the lowest ID.
func TestRepellingTheCombatRobot(t *testing.T) {
	s := armed(t)
	s = edit(s, func(g *game) {
		placeRoom(g, LandingSlot+1, 3, -1, 0)
		g.Intr[firstAdult] = Intruder{At: -1}
		g.Intr[0] = Intruder{At: LandingSlot}
		queenRepelsNext(g, 2)
		g.P[0].Room = LandingSlot + 1
		g.RobotRoom, g.Robot, g.RobotShown, g.HibFound = LandingSlot+1, robotCombat, true, true
		setHand(g, 0, Search, Repair)
	})
	act := ActivateRobot{0, LandingSlot, 0, 0} // the Robot moves into a2 and hits the Queen
	if !slices.Contains(s.Actions(), Action(act)) {
		t.Fatalf("%v not offered: %v", act, s.Actions())
	}
	r := dice.Script(5)
	s = mustApply(t, s, act, r)
	s = mustApply(t, s, Pay{0, s.g.P[0].Hand.C[0]}, r)
	if s.g.Pend != PendRepel || s.g.PendSeat != 0 || s.g.P[0].Room == s.g.Intr[0].At {
		t.Fatalf("pending %v by %v, P1 in %d, the Queen in %d; want P1 to choose from another Room", s.g.Pend, s.g.PendSeat, s.g.P[0].Room, s.g.Intr[0].At)
	}
	want := []string{"P1 repel a1-a2", "P1 repel a2-a3", "P1 repel a2-b2"}
	if diff := cmp.Diff(want, sortedActions(s)); diff != "" {
		t.Fatalf("Actions (-want +got):\n%s", diff)
	}
	for _, w := range want {
		a, err := ParseAction(w)
		if err != nil || a.String() != w {
			t.Fatalf("ParseAction(%q) = %v, %v", w, a, err)
		}
		n := mustApply(t, s, a, r)
		if got := n.g.Intr[0].At; got != int8(Slots)+a.(Repel).Corridor || n.g.Pend != NoPending || n.g.Done != 1 {
			t.Errorf("%s: the Queen at %d, pending %v, done %d", w, got, n.g.Pend, n.g.Done)
		}
	}
}

// TestRepellingByFire: Rulebook, "Intruders Burning" and "Repelling": a
// Fire's Hit that resolves a Repel card is no Character's Action, so no
// one chooses: the Queen goes to her Room's Corridor with the lowest ID
// (the rule for an Intruder "farther away from the source", the Nightmare
// policy's tie-break), with no decision pending even with a Character in
// the Room. The same Repel from a Character's Shot is that Character's
// choice (TestRepellingTheCharacterChooses).
func TestRepellingByFire(t *testing.T) {
	for _, withChar := range []bool{false, true} {
		s := armed(t)
		s = edit(s, func(g *game) {
			placeRoom(g, LandingSlot+1, 3, -1, 0)
			g.Intr[firstAdult] = Intruder{At: -1}
			g.Intr[0] = Intruder{At: LandingSlot}
			g.Rooms[LandingSlot].Fire = true
			queenRepelsNext(g, 5) // more than 3 cards: Fire's Hit is dealt (audit N8)
			if !withChar {
				g.P[0].Room = LandingSlot + 1
			}
		})
		nb, n := s.g.repelOptions(0)
		lowest := -1
		for _, x := range nb[:n] {
			if lowest < 0 || s.g.nodeID(int(x)) < s.g.nodeID(lowest) {
				lowest = int(x)
			}
		}
		if n < 2 {
			t.Fatalf("setup: %d Corridors to choose from", n)
		}
		s, _ = kern(s, nil, func(k *kernel) { k.hitQueen(true) })
		if s.g.Pend != NoPending || int(s.g.Intr[0].At) != lowest || s.g.D.QueenDeck.N != 4 {
			t.Errorf("a Character in the Room %v: pending %v, the Queen at %d (want %d), deck %d", withChar, s.g.Pend, s.g.Intr[0].At, lowest, s.g.D.QueenDeck.N)
		}
	}
}
