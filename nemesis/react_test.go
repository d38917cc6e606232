package nemesis

import (
	"encoding/json"
	"math/bits"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
)

// setHand gives seat s exactly the cards of the listed kinds in hand (the
// first card of each kind not taken yet), the rest of its cards in the deck.
func setHand(g *game, s Seat, kinds ...CardKind) []int8 {
	p := &g.P[s]
	var hand []int8
	used := map[int8]bool{}
	for _, kind := range kinds {
		for i, k := range characters[p.Char].Deck {
			if k == kind && !used[int8(i)] {
				used[int8(i)] = true
				hand = append(hand, int8(i))
				break
			}
		}
	}
	p.Hand, p.Deck, p.Disc = pile{}, pile{}, pile{}
	for _, c := range hand {
		p.Hand.push(c)
	}
	for i := range int8(10) {
		if !used[i] {
			p.Deck.push(i)
		}
	}
	return hand
}

// actionStrings lists the actions of the decision (without the Drops
// offered at any point: TestDiscardingAtAnyPoint).
func actionStrings(s State) []string {
	var out []string
	for _, a := range s.Actions() {
		if _, ok := a.(Drop); !ok {
			out = append(out, a.String())
		}
	}
	return out
}

// TestReactionsDuckAndCover: Rulebook, "Reactions" (played outside the
// Turn order, even after Passing) and "Effects" (Duck and Cover needs 1
// additional Action card, else it cannot be played). During the Intruder
// Phase's Attacks the attacked Character may Prevent the Attack; the
// procedure then resumes with the next Intruder's Attack.
func TestReactionsDuckAndCover(t *testing.T) {
	base := lzGame(t)
	base = edit(base, func(g *game) {
		g.Intr[firstAdult] = Intruder{At: LandingSlot}
		g.Intr[firstAdult+1] = Intruder{At: LandingSlot}
		g.P[0].Passed = true
		moveToTop(&g.D.Attacks, 0) // Claws: lose 2 Health
	})
	// One card short: Duck and Cover alone cannot be played, no window.
	s := edit(base, func(g *game) { setHand(g, 0, DuckAndCover) })
	s, _ = kern(s, nil, func(k *kernel) { k.intruderAttacks(0) })
	if s.g.Pend != NoPending || s.g.P[0].Health == 0 {
		t.Fatalf("with Duck and Cover alone: pending %v, health %d; want no window and the Attacks resolved", s.g.Pend, s.g.P[0].Health)
	}
	// With a second card: the window opens before the first Attack.
	var hand []int8
	s = edit(base, func(g *game) { hand = setHand(g, 0, DuckAndCover, Search) })
	s, _ = kern(s, nil, func(k *kernel) { k.intruderAttacks(0) })
	if s.g.Pend != PendReact || s.g.PendSeat != 0 || s.g.Win.Model != firstAdult || s.g.Win.Proc != procIntruders {
		t.Fatalf("pending %v by %v, window %+v; want react by P1 to x5", s.g.Pend, s.g.PendSeat, s.g.Win)
	}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	dc, other := hand[0], hand[1]
	want := []string{React{0, dc, other}.String(), "P1 react none"}
	if diff := cmp.Diff(want, actionStrings(s)); diff != "" {
		t.Fatalf("Actions (-want +got):\n%s", diff)
	}
	// The notation reads the reaction back.
	a, err := ParseAction(want[0])
	if err != nil || a != (React{0, dc, other}) {
		t.Fatalf("ParseAction(%q) = %v, %v", want[0], a, err)
	}
	// Observers see the window but not the hand.
	if v := s.View(ObserverSeat); v.g.Pend != PendReact || v.g.P[0].Hand.C[0] != Unknown {
		t.Fatal("the window is public, the hand is not")
	}
	s = edit(s, func(g *game) { moveToTop(&g.D.Events, 4) }) // Life Support Failure A
	n := mustApply(t, s, a, dice.New(1))
	// Prevented: no Attack card for x5; x6 Attacks (Claws, 2 Health);
	// both cards on the discard pile.
	p := n.g.P[0]
	if p.Health != 2 || p.Hand.N != 5 || n.g.D.AttacksOut.N != 1 {
		t.Errorf("health %d, hand %d, attack discards %d; want 2, 5 (refilled), 1", p.Health, p.Hand.N, n.g.D.AttacksOut.N)
	}
	if n.g.Round != s.g.Round+1 {
		t.Errorf("round %d; want the Event and Cleanup Phases done (%d)", n.g.Round, s.g.Round+1)
	}
	// Without a reaction the Attack is resolved as usual, and the window
	// opens again for the next Intruder's Attack.
	n = mustApply(t, s, React{0, NoCard, NoCard}, dice.New(1))
	if n.g.D.AttacksOut.N != 1 || n.g.P[0].Health != 2 || n.g.Pend != PendReact || n.g.Win.Model != firstAdult+1 {
		t.Errorf("no reaction: %d Attack cards drawn, health %d, pending %v %+v; want 1, 2, a window for x6", n.g.D.AttacksOut.N, n.g.P[0].Health, n.g.Pend, n.g.Win)
	}
}

// TestReactionsSprintNoiseRoll: Rulebook, "Reactions" during a Noise roll.
// Sprint answers a Number before it is resolved (nothing happens); without
// it the roll is resolved, and Duck and Cover may answer the Attack of an
// Intruder the roll brings in, after which the roll's other Corridors are
// resolved and the Action closes.
func TestReactionsSprintNoiseRoll(t *testing.T) {
	base := lzGame(t)
	north := edgeBetween(LandingSlot, LandingSlot-W) // value 1
	var hand []int8
	base = edit(base, func(g *game) {
		// A second Corridor of value 1, south, in place of the 3.
		south := edgeBetween(LandingSlot, LandingSlot+W)
		g.D.CorrDeck.push(g.Corr[south].Tile)
		c := corridorWith(g, 1)
		takeCorridor(g, c)
		g.Corr[south] = Corridor{Tile: c}
		g.Intr[firstAdult] = Intruder{At: int8(Slots + north)}
		hand = setHand(g, 0, Sprint, DuckAndCover, Search)
		moveToTop(&g.D.Attacks, 0) // Claws
	})
	south := edgeBetween(LandingSlot, LandingSlot+W)
	// Script face 1 is the die's first face, a 1.
	s, _ := kern(base, []int{1}, func(k *kernel) { k.tailNoise(0) })
	if s.g.Pend != PendReact || s.g.Win.Model != -1 || s.g.Win.Roll != 1 {
		t.Fatalf("pending %v, window %+v; want a reaction to the roll 1", s.g.Pend, s.g.Win)
	}
	want := []string{"P1 react " + num("c", hand[0]), "P1 react none"}
	if diff := cmp.Diff(want, actionStrings(s)); diff != "" {
		t.Fatalf("Actions (-want +got):\n%s", diff)
	}
	// Sprint: nothing happens; the Action closes.
	n := mustApply(t, s, React{0, hand[0], NoCard}, dice.Script())
	if n.g.Intr[firstAdult].At != int8(Slots+north) || n.g.Corr[south].Noise || n.g.Done != s.g.Done+1 {
		t.Errorf("after Sprint: x5 at %d, noise south %v, actions %d", n.g.Intr[firstAdult].At, n.g.Corr[south].Noise, n.g.Done)
	}
	// No reaction: the Adult enters and is about to Attack: Duck and Cover.
	n = mustApply(t, s, React{0, NoCard, NoCard}, dice.Script())
	if n.g.Pend != PendReact || n.g.Win.Model != firstAdult || n.g.Intr[firstAdult].At != LandingSlot || n.g.Corr[south].Noise {
		t.Fatalf("pending %v, window %+v; want a reaction to x5's Attack before the south Corridor", n.g.Pend, n.g.Win)
	}
	want = []string{React{0, hand[1], hand[0]}.String(), React{0, hand[1], hand[2]}.String(), "P1 react none"}
	if diff := cmp.Diff(want, actionStrings(n)); diff != "" {
		t.Fatalf("Actions (-want +got):\n%s", diff)
	}
	n2 := mustApply(t, n, React{0, hand[1], hand[2]}, dice.Script())
	if n2.g.P[0].Health != 0 || !n2.g.Corr[south].Noise || n2.g.Done != s.g.Done+1 || n2.g.Pend != NoPending {
		t.Errorf("after Duck and Cover: health %d, noise south %v, actions %d, pending %v", n2.g.P[0].Health, n2.g.Corr[south].Noise, n2.g.Done, n2.g.Pend)
	}
	n2 = mustApply(t, n, React{0, NoCard, NoCard}, dice.Script())
	if n2.g.P[0].Health != 2 || !n2.g.Corr[south].Noise {
		t.Errorf("no reaction: health %d, noise south %v; want 2, true", n2.g.P[0].Health, n2.g.Corr[south].Noise)
	}
}

// TestReactionsOpportunityAttacks: Rulebook, "Reactions" during the
// Movement Sequence's Opportunity Attacks: Duck and Cover Prevents the
// first; the next Intruder still Attacks (no second card for another Duck
// and Cover), then the Move goes on and the Action closes.
func TestReactionsOpportunityAttacks(t *testing.T) {
	s := lzGame(t)
	var hand []int8
	s = edit(s, func(g *game) {
		placeRoom(g, LandingSlot+1, 3, -1, 0)
		g.Intr[firstAdult] = Intruder{At: LandingSlot}
		g.Intr[firstAdult+1] = Intruder{At: LandingSlot}
		hand = setHand(g, 0, DuckAndCover, Search, Repair)
		moveToTop(&g.D.Attacks, 0) // Claws: lose 2 Health
	})
	s = mustApply(t, s, Move{0, int8(eastOfLZ), false, NoDrag}, dice.Script())
	s = mustApply(t, s, Pay{0, hand[1]}, dice.Script())
	if s.g.Pend != PendReact || s.g.Win.Proc != procMove || s.g.Win.Model != firstAdult || s.g.P[0].Room != LandingSlot {
		t.Fatalf("pending %v, window %+v, room %d; want a reaction to x5 before leaving", s.g.Pend, s.g.Win, s.g.P[0].Room)
	}
	n := mustApply(t, s, React{0, hand[0], hand[2]}, dice.Script(8)) // Noise roll: a 4, no such Corridor
	if n.g.P[0].Room != LandingSlot+1 || n.g.P[0].Health != 2 || n.g.D.AttacksOut.N != 1 || n.g.Done != 1 || n.g.Pend != NoPending {
		t.Errorf("room %d, health %d, attack cards %d, done %d, pending %v; want b2, 2, 1 (x6 only), 1, none",
			n.g.P[0].Room, n.g.P[0].Health, n.g.D.AttacksOut.N, n.g.Done, n.g.Pend)
	}
}

// TestReactionsWindowsOpenOnPublicInformation: Rulebook, "Reactions" and
// "Playing Action Cards" (the discard pile is face up). A window opens for
// the attacked Character when it holds enough cards to pay for Duck and
// Cover (2) and a Duck and Cover of its deck is not on its discard pile —
// whatever the hand holds; the seat without a playable reaction answers
// "react none".
func TestReactionsWindowsOpenOnPublicInformation(t *testing.T) {
	base := edit(lzGame(t), func(g *game) {
		g.Intr[firstAdult] = Intruder{At: LandingSlot}
		g.P[0].Passed = true
	})
	attack := func(s State) State {
		s, _ = kern(s, nil, func(k *kernel) { k.intruderAttacks(0) })
		return s
	}
	// 2 cards, neither a Duck and Cover: the window opens all the same.
	s := attack(edit(base, func(g *game) { setHand(g, 0, Search, Repair) }))
	if s.g.Pend != PendReact || s.g.Win.Model != firstAdult {
		t.Fatalf("pending %v, window %+v; want a window for x5's Attack", s.g.Pend, s.g.Win)
	}
	if diff := cmp.Diff([]string{"P1 react none"}, actionStrings(s)); diff != "" {
		t.Fatalf("Actions (-want +got):\n%s", diff)
	}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	// 1 card: too few to pay for Duck and Cover, no window.
	s = attack(edit(base, func(g *game) { setHand(g, 0, Search) }))
	if s.g.Pend != NoPending {
		t.Fatalf("1 card in hand: pending %v; want none", s.g.Pend)
	}
	// The Duck and Cover face up on the discard pile: no window.
	s = attack(edit(base, func(g *game) {
		hand := setHand(g, 0, DuckAndCover, Search, Repair)
		g.P[0].removeFromHand(hand[0])
		g.P[0].Disc.push(hand[0])
	}))
	if s.g.Pend != NoPending {
		t.Fatalf("Duck and Cover discarded: pending %v; want none", s.g.Pend)
	}
}

// TestReactionsLeakTwinHands: Rulebook, "Reactions"; the hidden
// information of hands. Twin states that differ only in which Action
// cards are in hand (the same number, the Contamination cards in place)
// open the same windows, answered "react none", in the Intruder Phase,
// the Event Phase and a Noise roll.
func TestReactionsLeakTwinHands(t *testing.T) {
	windows := 0
	for seed := uint64(1); seed <= 3; seed++ {
		states := randomStates(t, Config{Players: 3}, seed)
		r := dice.New(seed)
		for i, s := range states {
			if i%7 != 0 || s.g.Phase != PhasePlayer || s.g.Pend != NoPending || s.Over() {
				continue
			}
			twin := edit(s, func(g *game) {
				for q := range g.Players {
					p := &g.P[q]
					for j := range p.Hand.N {
						if isContam(p.Hand.C[j]) || p.Deck.N == 0 {
							continue
						}
						d := r.IntN(int(p.Deck.N))
						if !isContam(p.Deck.C[d]) {
							p.Hand.C[j], p.Deck.C[d] = p.Deck.C[d], p.Hand.C[j]
						}
					}
				}
			})
			turn := s.g.Turn
			for _, proc := range []func(k *kernel){
				func(k *kernel) { k.intruderPhase() },
				func(k *kernel) { k.eventCard() },
				func(k *kernel) { k.tailNoise(turn) },
			} {
				a, _ := kern(s, nil, proc)
				b, _ := kern(twin, nil, proc)
				ra, rb := dice.New(seed), dice.New(seed)
				for n := 0; ; n++ {
					if a.g.Pend != b.g.Pend || a.g.PendSeat != b.g.PendSeat || a.g.Win != b.g.Win {
						t.Fatalf("seed %d state %d: windows differ: %v %v %+v / %v %v %+v", seed, i, a.g.Pend, a.g.PendSeat, a.g.Win, b.g.Pend, b.g.PendSeat, b.g.Win)
					}
					if a.g.Pend != PendReact || n > 40 {
						break
					}
					windows++
					var err error
					if a, _, err = Apply(a, React{a.g.PendSeat, NoCard, NoCard}, ra); err != nil {
						t.Fatal(err)
					}
					if b, _, err = Apply(b, React{b.g.PendSeat, NoCard, NoCard}, rb); err != nil {
						t.Fatal(err)
					}
				}
				if a.g.Intr != b.g.Intr || a.g.Round != b.g.Round {
					t.Fatalf("seed %d state %d: the twins went different ways", seed, i)
				}
			}
		}
	}
	if windows < 10 {
		t.Fatalf("only %d windows opened: the test shows nothing", windows)
	}
	t.Logf("%d windows, the same in both twins", windows)
}

// TestReactionsEventPhaseAttack: Rulebook, "Reactions" during the Event
// Phase: an Intruder moving into a Character's Room is about to Attack;
// Duck and Cover Prevents it, and the Event Phase goes on (Bag
// Development, the Cleanup Phase).
func TestReactionsEventPhaseAttack(t *testing.T) {
	s := lzGame(t)
	node := int8(Slots + eastOfLZ) // a horizontal Corridor
	var hand []int8
	s = edit(s, func(g *game) {
		g.Intr[firstDrone] = Intruder{At: node}
		g.Intr[firstAdult] = Intruder{At: node}
		moveToTop(&g.D.Events, 0)   // horizontal Corridors move; Fire Spreads
		moveToTop(&g.D.Attacks, 10) // Tail: a Serious Wound
		g.Bag = 1                   // the Blank: Bag Development adds 2 Adults
		hand = setHand(g, 0, DuckAndCover, Search)
	})
	s, _ = kern(s, nil, func(k *kernel) { k.eventCard() })
	if s.g.Pend != PendReact || s.g.Win.Proc != procEvent || s.g.Win.Stage != stageMove || s.g.Win.Model != firstDrone {
		t.Fatalf("pending %v, window %+v; want a window for the Drone's Attack in the Intruder movement", s.g.Pend, s.g.Win)
	}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	// The position keeps the suspended Event Phase.
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(s.g.Win, back.g.Win); diff != "" {
		t.Fatalf("window after JSON (-want +got):\n%s", diff)
	}
	n := mustApply(t, s, React{0, hand[0], hand[1]}, dice.New(1))
	if n.g.P[0].Wounds[0] >= 0 || n.g.D.AttacksOut.N != 0 || n.g.Intr[firstDrone].At != LandingSlot {
		t.Errorf("wound %d, attack cards %d, drone at %d; want the Attack Prevented", n.g.P[0].Wounds[0], n.g.D.AttacksOut.N, n.g.Intr[firstDrone].At)
	}
	if n.g.Round != s.g.Round+1 || bits.OnesCount64(n.g.Bag) != 3 {
		t.Errorf("round %d, bag %d tokens; want the Event Phase finished and the next Round", n.g.Round, bits.OnesCount64(n.g.Bag))
	}
	// No reaction: the Drone's Tail.
	n = mustApply(t, s, React{0, NoCard, NoCard}, dice.New(1))
	if n.g.P[0].Wounds[0] < 0 || n.g.Round != s.g.Round+1 {
		t.Errorf("no reaction: wound %d, round %d", n.g.P[0].Wounds[0], n.g.Round)
	}
}

// TestReactionsNoiseInTheWalls: Rulebook, "Reactions" during an Event's
// Noise roll: the roll is the Character's own, so Sprint may answer it;
// the Event Phase then goes on.
func TestReactionsNoiseInTheWalls(t *testing.T) {
	s := lzGame(t)
	var hand []int8
	s = edit(s, func(g *game) {
		moveToTop(&g.D.Events, 3) // Noise in the Walls
		hand = setHand(g, 0, Sprint)
	})
	if eventCards[3].Effect != evNoiseInWalls {
		t.Fatal("card 3 is not Noise in the Walls")
	}
	s, _ = kern(s, []int{1}, func(k *kernel) { k.eventCard() }) // the die's 1
	if s.g.Pend != PendReact || s.g.Win.Proc != procEvent || s.g.Win.Stage != stageMain || s.g.Win.Model != -1 || s.g.Win.Roll != 1 {
		t.Fatalf("pending %v, window %+v; want a Sprint window on the roll 1", s.g.Pend, s.g.Win)
	}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	north := edgeBetween(LandingSlot, LandingSlot-W) // value 1
	n := mustApply(t, s, React{0, hand[0], NoCard}, dice.New(1))
	if n.g.Corr[north].Noise || n.g.Round != s.g.Round+1 {
		t.Errorf("Sprint: noise north %v, round %d; want nothing, the next Round", n.g.Corr[north].Noise, n.g.Round)
	}
	n = mustApply(t, s, React{0, NoCard, NoCard}, dice.New(1))
	if !n.g.Corr[north].Noise || n.g.Round != s.g.Round+1 {
		t.Errorf("no reaction: noise north %v, round %d; want a Noise marker, the next Round", n.g.Corr[north].Noise, n.g.Round)
	}
}

// TestReactionsEscapeRoll: Rulebook, "Escaping/Hibernating" and
// "Reactions": the escape's Noise roll may be answered by Sprint (nothing
// happens: the Character Hibernates); an Intruder the roll brings in may
// be Prevented from Attacking, but it is in the Room: the escape fails.
func TestReactionsEscapeRoll(t *testing.T) {
	base := edit(inRoom(t, Hibernatorium), func(g *game) { g.HibActive = true })
	var hand []int8
	s := edit(base, func(g *game) { hand = setHand(g, 0, Sprint) })
	s, _ = kern(s, []int{1}, func(k *kernel) { k.useRoom(UseRoom{0, 0}) })
	if s.g.Pend != PendReact || s.g.Win.Proc != procEscape || s.g.Win.Model != -1 {
		t.Fatalf("pending %v, window %+v; want a Sprint window on the escape roll", s.g.Pend, s.g.Win)
	}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	n := mustApply(t, s, React{0, hand[0], NoCard}, dice.New(1))
	if n.g.P[0].Status != Hibernated {
		t.Errorf("Sprint: status %v; want Hibernated", n.g.P[0].Status)
	}
	// Hazard: an Adult token; Duck and Cover Prevents its Attack.
	s = edit(base, func(g *game) {
		hand = setHand(g, 0, DuckAndCover, Search)
		g.Bag = 1 << 13
		g.Rooms[HibernatoriumSlot].Secure = 0
	})
	s, _ = kern(s, []int{9, 1}, func(k *kernel) { k.useRoom(UseRoom{0, 0}) })
	if s.g.Pend != PendReact || s.g.Win.Proc != procEscape || s.g.Win.Model < 0 {
		t.Fatalf("pending %v, window %+v; want a window for the Adult's Attack", s.g.Pend, s.g.Win)
	}
	n = mustApply(t, s, React{0, hand[0], hand[1]}, dice.New(1))
	if n.g.P[0].Status != Active || n.g.D.AttacksOut.N != 0 || n.g.Done != s.g.Done+1 {
		t.Errorf("status %v, attack cards %d, actions %d; want the escape failed, no Attack, the Action closed", n.g.P[0].Status, n.g.D.AttacksOut.N, n.g.Done)
	}
}

// TestReactionsSecretPassage: Rulebook, "Movement Sequence" (Secret
// Passages) and "Reactions": the Technical Corridor Entrance's Opportunity
// Attacks open windows; then the Character enters the Room it chose.
func TestReactionsSecretPassage(t *testing.T) {
	s := inRoom(t, TechnicalCorridor)
	var hand []int8
	s = edit(s, func(g *game) {
		g.Intr[firstAdult] = Intruder{At: LandingSlot + 1}
		hand = setHand(g, 0, DuckAndCover, Search)
		g.Bag = 0
	})
	s, _ = kern(s, nil, func(k *kernel) { k.useRoom(UseRoom{0, LandingSlot}) })
	if s.g.Pend != PendReact || s.g.Win.Proc != procPassage || s.g.Win.Model != firstAdult || s.g.Win.Corr != LandingSlot {
		t.Fatalf("pending %v, window %+v; want a window for x5's Opportunity Attack", s.g.Pend, s.g.Win)
	}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	n := mustApply(t, s, React{0, hand[0], hand[1]}, dice.New(1))
	if n.g.P[0].Room != LandingSlot || n.g.D.AttacksOut.N != 0 || n.g.Done != s.g.Done+1 {
		t.Errorf("room %d, attack cards %d, actions %d; want the Landing Zone, no Attack, the Action closed", n.g.P[0].Room, n.g.D.AttacksOut.N, n.g.Done)
	}
	n = mustApply(t, s, React{0, NoCard, NoCard}, dice.New(1))
	if n.g.P[0].Room != LandingSlot || n.g.D.AttacksOut.N != 1 {
		t.Errorf("no reaction: room %d, attack cards %d; want the Landing Zone after 1 Attack", n.g.P[0].Room, n.g.D.AttacksOut.N)
	}
}

// TestReactionsQueenRepelledIntoARoom: Rulebook, "Repelling" (an Intruder
// Repelled into a Room with Characters "tries to Attack") and "Reactions":
// a Burst's Hit draws a Queen Health card that Repels her out of the
// Corridor into the other Character's Room; that Character may react
// before her Attack; then the Hit allocation goes on.
func TestReactionsQueenRepelledIntoARoom(t *testing.T) {
	b2, c2 := LandingSlot+1, LandingSlot+2
	corr := edgeBetween(b2, c2)
	var hand []int8
	s := edit(queenBetween(t, false), func(g *game) {
		g.P[0].Room = int8(b2)
		g.Intr[0] = Intruder{At: int8(Slots + corr)}
		g.Intr[firstAdult] = Intruder{At: int8(Slots + corr)}
		moveToTop(&g.D.QueenDeck, 1) // discard none more, Repel her
		g.QueenHits = QueenTrack - 1
		hand = setHand(g, 1, DuckAndCover, Search)
		moveToTop(&g.D.Attacks, 0) // Claws
		g.Turn = 0
		g.Pend, g.PendSeat, g.PendN, g.PendArg = PendHits, 0, 2, int8(corr)
	})
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	s = mustApply(t, s, Hit{0, 0}, dice.New(1))
	if s.g.Pend != PendReact || s.g.PendSeat != 1 || s.g.Win.Proc != procHits || s.g.Win.Model != 0 || s.g.Intr[0].At != int8(c2) {
		t.Fatalf("pending %v by %v, window %+v, Queen at %d; want P2's window for the Queen's Attack in c2", s.g.Pend, s.g.PendSeat, s.g.Win, s.g.Intr[0].At)
	}
	// Duck and Cover: no Attack; the allocation goes on (1 Hit, the Adult).
	n := mustApply(t, s, React{1, hand[0], hand[1]}, dice.New(1))
	if n.g.D.AttacksOut.N != 0 || n.g.Pend != PendHits || n.g.PendSeat != 0 || n.g.PendN != 1 {
		t.Fatalf("attack cards %d, pending %v by %v with %d Hits; want none, P1's Hits (1 left)", n.g.D.AttacksOut.N, n.g.Pend, n.g.PendSeat, n.g.PendN)
	}
	n = mustApply(t, n, Hit{0, firstAdult}, dice.New(1))
	if n.g.Pend != NoPending || n.g.Intr[firstAdult].At != -1 || n.g.Done != s.g.Done+1 {
		t.Errorf("pending %v, Adult at %d, actions %d; want the Burst done", n.g.Pend, n.g.Intr[firstAdult].At, n.g.Done)
	}
	// No reaction: Claws on P2.
	n = mustApply(t, s, React{1, NoCard, NoCard}, dice.New(1))
	if n.g.D.AttacksOut.N != 1 || n.g.Pend != PendHits {
		t.Errorf("attack cards %d, pending %v; want the Queen's Attack, then the Hits", n.g.D.AttacksOut.N, n.g.Pend)
	}
}
