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

// Rulebook, "Player Phase": 2 Actions per Turn, then Oxygen Loss in a
// Section with Inactive Life Support and Fire Damage; then the next player.
func TestPlayerPhaseTurn(t *testing.T) {
	s := started(t, Config{Players: 2}, 5)
	first := s.g.Turn
	other := 1 - first
	s = edit(s, func(g *game) { g.Rooms[LandingSlot].Fire = true })
	card := s.g.P[first].Hand.C[0]
	s = mustApply(t, s, Secure{first}, dice.New(1))
	if s.g.Pend != PendPay || s.g.Rooms[LandingSlot].Secure != 0 {
		t.Fatal("the cost is paid first")
	}
	s = mustApply(t, s, Pay{first, card}, dice.New(1))
	if s.g.Turn != first || s.g.Done != 1 || s.g.Rooms[LandingSlot].Secure != 1 || s.g.P[first].Disc.C[0] != card {
		t.Fatalf("after 1 Action: turn %v done %d", s.g.Turn, s.g.Done)
	}
	s = mustApply(t, s, Secure{first}, dice.New(1))
	s = mustApply(t, s, Pay{first, s.g.P[first].Hand.C[0]}, dice.New(1))
	// Both Objectives held: the player may still choose one after the
	// second Action ("Choosing an Objective"); here it ends the Turn.
	if s.g.Turn != first || s.g.P[first].Oxygen != 7 {
		t.Fatalf("after 2 Actions, before the Turn ends: turn %v oxygen %d", s.g.Turn, s.g.P[first].Oxygen)
	}
	s = mustApply(t, s, EndTurn{first}, dice.New(1))
	p := s.g.P[first]
	if s.g.Turn != other || p.Oxygen != 6 || p.Health != 1 {
		t.Fatalf("end of Turn: turn %v oxygen %d health %d", s.g.Turn, p.Oxygen, p.Health)
	}
}

// Rulebook, "Passing": a Passing player may discard cards, then is skipped
// for the rest of the Round; when all have Passed the Intruder Phase
// begins, then Event and Cleanup: a new Round with the next Starting
// Player and refilled hands.
func TestPassingAndRound(t *testing.T) {
	s := started(t, Config{Players: 2}, 5)
	r := dice.New(3)
	first := s.g.Turn
	s = mustApply(t, s, Pass{first}, r)
	if s.g.Pend != PendDiscard || s.ToMove()[0] != first {
		t.Fatal("Pass: discards first")
	}
	s = mustApply(t, s, Discard{first, s.g.P[first].Hand.C[0]}, r)
	s = mustApply(t, s, Discard{first, NoCard}, r)
	if s.g.Turn != 1-first || !s.g.P[first].Passed || s.g.P[first].Hand.N != 4 {
		t.Fatalf("turn %v passed %v hand %d", s.g.Turn, s.g.P[first].Passed, s.g.P[first].Hand.N)
	}
	s = mustApply(t, s, Pass{1 - first}, r)
	s = mustApply(t, s, Discard{1 - first, NoCard}, r)
	if s.g.Round != 2 || s.g.Starting != 1-first || s.g.Turn != 1-first || s.g.P[first].Hand.N != 5 || s.g.P[first].Passed {
		t.Fatalf("round %d starting %v hand %d", s.g.Round, s.g.Starting, s.g.P[first].Hand.N)
	}
	if s.g.D.EventsOut.N != 1 {
		t.Error("an Event card was resolved")
	}
}

// Rulebook, "Choosing an Objective": once, not an Action; draws 3, then 2,
// 2, 1, 1 for the following choices.
func TestChoosingAnObjective(t *testing.T) {
	s := started(t, Config{Players: 2}, 5)
	r := dice.New(3)
	a := s.g.Turn
	kept := s.g.P[a].Objectives[1]
	s = mustApply(t, s, ChooseObjective{a, 1}, r)
	if s.g.P[a].Objectives != [2]int8{-1, kept} || s.g.P[a].Hand.N != 8 || s.g.Done != 0 || s.g.ObjChoice != 1 {
		t.Fatalf("objectives %v hand %d done %d", s.g.P[a].Objectives, s.g.P[a].Hand.N, s.g.Done)
	}
	for _, x := range s.Actions() {
		if _, ok := x.(ChooseObjective); ok {
			t.Fatal("only once per game")
		}
	}
}

// TestChoosingAnObjectiveAfterTheSecondAction: Rulebook, "Choosing an
// Objective": "An Objective may be chosen before or after any of the 2
// Actions in a Turn, but not in the middle of one, and it is NOT considered
// an Action." After the second Action a player who still holds 2
// Objectives decides: choose (the Turn then passes on), discard, or end the
// Turn ("P1 end"); no third Action and no Pass. The other side: with the
// Objective chosen, or in the Solo/Coop mode, the Turn passes on at once.
func TestChoosingAnObjectiveAfterTheSecondAction(t *testing.T) {
	twoActions := func(t *testing.T, s State) State {
		t.Helper()
		a := s.g.Turn
		for range 2 {
			s = mustApply(t, s, Secure{a}, dice.New(1))
			s = mustApply(t, s, s.Actions()[0], dice.New(1)) // pay
		}
		return s
	}
	base := started(t, Config{Players: 2}, 5)
	a := base.g.Turn
	b := 1 - a

	t.Run("2 Objectives held: the player decides", func(t *testing.T) {
		s := twoActions(t, base)
		if s.ToMove()[0] != a || s.g.Done != 2 || s.g.Pend != NoPending {
			t.Fatalf("after the second Action: %v to move, %d done", s.ToMove(), s.g.Done)
		}
		var got []Action
		for _, x := range s.Actions() {
			if _, drop := x.(Drop); !drop {
				got = append(got, x)
			}
		}
		want := []Action{ChooseObjective{a, 0}, ChooseObjective{a, 1}, EndTurn{a}}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("choices besides the discards (-want +got):\n%s", diff)
		}
		for _, x := range []Action{Secure{a}, Pass{a}} {
			if err := s.Legal(x); !errors.Is(err, incursion.ErrIllegal) || !strings.Contains(err.Error(), "2 Actions are done") {
				t.Errorf("%v after the second Action: %v", x, err)
			}
		}
		if err := s.Legal(EndTurn{a}); err != nil {
			t.Error(err)
		}
		if x, err := ParseAction(a.String() + " end"); err != nil || x != Action(EndTurn{a}) {
			t.Errorf("ParseAction(%q) = %v, %v", a.String()+" end", x, err)
		}
		if v := s.View(b); v.Validate() != nil {
			t.Errorf("the other's view: %v", v.Validate())
		}

		end := mustApply(t, s, EndTurn{a}, dice.New(1))
		if end.g.Turn != b || end.g.Done != 0 || end.g.P[a].Objectives != s.g.P[a].Objectives {
			t.Errorf("ended: turn %v, %d done, objectives %v", end.g.Turn, end.g.Done, end.g.P[a].Objectives)
		}
		hand := s.g.P[a].Hand.N
		chose := mustApply(t, s, ChooseObjective{a, 0}, dice.New(1))
		if chose.g.Turn != b || chose.g.Done != 0 || chose.g.P[a].Objectives[1] != -1 || chose.g.P[a].Hand.N != hand+3 {
			t.Errorf("chosen: turn %v, %d done, objectives %v, hand %d→%d", chose.g.Turn, chose.g.Done, chose.g.P[a].Objectives, hand, chose.g.P[a].Hand.N)
		}
		dropped := mustApply(t, s, Drop{a, OfferBelt, 0}, dice.New(1))
		if dropped.ToMove()[0] != a || dropped.g.Done != 2 || dropped.Legal(EndTurn{a}) != nil {
			t.Errorf("after a discard: %v to move, %d done", dropped.ToMove(), dropped.g.Done)
		}
		// Before the second Action there is no Turn to end.
		one := mustApply(t, base, Secure{a}, dice.New(1))
		one = mustApply(t, one, one.Actions()[0], dice.New(1))
		if one.Legal(EndTurn{a}) == nil || slices.Contains(one.Actions(), Action(EndTurn{a})) {
			t.Error("EndTurn after the first Action")
		}
	})

	t.Run("the Objective chosen already: the Turn passes on", func(t *testing.T) {
		s := mustApply(t, base, ChooseObjective{a, 1}, dice.New(1))
		s = twoActions(t, s)
		if s.g.Turn != b || s.g.Done != 0 {
			t.Errorf("turn %v, %d done; want %v, 0", s.g.Turn, s.g.Done, b)
		}
		// A position with 2 Actions done and nothing to choose is not one
		// of the game.
		bad := edit(s, func(g *game) { g.Done = 2; g.P[b].Objectives[0] = -1 })
		if bad.Validate() == nil {
			t.Error("2 Actions done without an Objective to choose: valid")
		}
	})

	t.Run("Solo/Coop: no Objectives, the Turn passes on", func(t *testing.T) {
		s := started(t, Config{Players: 2, Coop: true}, 5)
		a := s.g.Turn
		s = twoActions(t, s)
		if s.g.Turn == a || s.g.Done != 0 {
			t.Errorf("turn %v, %d done; want the next, 0", s.g.Turn, s.g.Done)
		}
	})
}

// Rulebook, "Intruder Phase": Intruders in a Room with Fire take 1 Hit (a
// Larva dies; the Nest loses an Egg); then each Intruder in a Room Attacks
// the first Character in turn order there.
func TestIntruderPhase(t *testing.T) {
	s := lzGame(t)
	s = edit(s, func(g *game) {
		g.Rooms[LandingSlot].Fire = true
		g.Intr[firstAdult] = Intruder{At: LandingSlot}
		g.Intr[firstLarva] = Intruder{At: LandingSlot}
		moveToTop(&g.D.Attacks, 0) // Claws
		setHand(g, 0, Search)      // no reaction card: no window
	})
	s, _ = kern(s, nil, func(k *kernel) { k.intruderPhase() })
	if s.g.Intr[firstLarva].At != -1 || s.g.Intr[firstAdult].Hits != 1 {
		t.Fatalf("burning: %+v %+v", s.g.Intr[firstLarva], s.g.Intr[firstAdult])
	}
	if s.g.P[0].Health != 2 && !down(s.g.P[0]) {
		t.Fatalf("the Adult's Claws: health %d", s.g.P[0].Health)
	}
}

// Rulebook, "Event Phase" and "Intruder Movement": Intruders in Corridors
// of the card's orientation move toward the closest Character; entering
// a Room with a Character, only the largest enters and Attacks.
func TestEventMovement(t *testing.T) {
	s := lzGame(t)
	node := int8(Slots + eastOfLZ) // a horizontal Corridor
	s = edit(s, func(g *game) {
		g.Intr[firstDrone] = Intruder{At: node}
		g.Intr[firstAdult] = Intruder{At: node}
		moveToTop(&g.D.Events, 0)   // horizontal Corridors move; Fire Spreads
		moveToTop(&g.D.Attacks, 10) // Tail: a Serious Wound
		g.Bag = 1                   // the Blank: Bag Development adds 2 Adults
	})
	s, _ = kern(s, nil, func(k *kernel) { k.eventCard() })
	s = settle(t, s, dice.New(1))
	if s.g.Intr[firstDrone].At != LandingSlot || s.g.Intr[firstAdult].At != node {
		t.Fatalf("drone %v adult %v", s.g.Intr[firstDrone], s.g.Intr[firstAdult])
	}
	if s.g.P[0].Wounds[0] < 0 {
		t.Error("the Drone attacked on entering")
	}
	n := 0
	for tok := range Tokens {
		if s.g.Bag&(1<<tok) != 0 {
			n++
		}
	}
	if n != 3 || s.g.Round != 2 {
		t.Errorf("bag of %d tokens (want the Blank and 2 Adults), round %d", n, s.g.Round)
	}
}

// Rulebook, "Time Advancement": the Lander token at round 10; Inactive
// Anti-Aircraft lets it land, Active destroys it. The Autodestruction
// token ends the game when the Round marker reaches it.
func TestTimeAdvancement(t *testing.T) {
	s := lzGame(t)
	land := edit(s, func(g *game) { g.Round = LanderTurn - 1; g.AA = [2]bool{false, true} })
	land, _ = kern(land, nil, func(k *kernel) { k.cleanup() })
	if land.g.Lander != 1 || !land.g.AAGone {
		t.Fatalf("lander %d", land.g.Lander)
	}
	shot := edit(s, func(g *game) { g.Round = LanderTurn - 1; g.AA = [2]bool{true, false} })
	shot, _ = kern(shot, nil, func(k *kernel) { k.cleanup() })
	if shot.g.Lander != 2 {
		t.Fatalf("lander %d", shot.g.Lander)
	}
	boom := edit(s, func(g *game) { g.Round = 6; g.Autodest = 7 })
	boom, _ = kern(boom, nil, func(k *kernel) { k.cleanup() })
	if !boom.Over() || !boom.g.Destroyed || boom.g.P[0].Status != Dead {
		t.Fatal("the Autodestruction destroys the Facility")
	}
	end := edit(s, func(g *game) { g.Round = LastRound })
	end, _ = kern(end, nil, func(k *kernel) { k.cleanup() })
	if !end.Over() || end.g.Reason != "round 14 ended" || end.g.P[0].Status != Dead {
		t.Fatalf("round 14: over %v %q", end.Over(), end.g.Reason)
	}
}

// Rulebook, "Oxygen": at 0 the Suffocating token; the next Health lost
// kills; gaining Oxygen discards it.
func TestOxygenSuffocating(t *testing.T) {
	s := lzGame(t)
	s = edit(s, func(g *game) { g.P[0].Oxygen = 1 })
	s, _ = kern(s, nil, func(k *kernel) { k.loseOxygen(0) })
	if !s.g.P[0].Suffocating || s.g.P[0].Oxygen != 0 {
		t.Fatal("Suffocating at 0")
	}
	saved, _ := kern(s, nil, func(k *kernel) { k.gainOxygen(0, 3) })
	if saved.g.P[0].Suffocating || saved.g.P[0].Oxygen != 3 {
		t.Fatal("gaining Oxygen discards the token")
	}
	s, _ = kern(s, nil, func(k *kernel) { k.loseHealth(0, 1) })
	if !down(s.g.P[0]) {
		t.Fatal("a Suffocating Character dies on losing Health")
	}
}

// Rulebook, "Character's Health and Wounds": Armor breaks when the marker
// reaches the Heavily Injured section; a Serious Wound covers the left-most
// free section and pushes the marker on; the Skull kills.
func TestHealthAndWounds(t *testing.T) {
	s := lzGame(t)
	s = edit(s, func(g *game) {
		g.P[0].Char = 0 // the Contractor: 3 / 3 / 2
		g.P[0].Armor = 6
		takeItem(g, 6)
	})
	s, _ = kern(s, nil, func(k *kernel) { k.loseHealth(0, 5) })
	if s.g.P[0].Health != 5 || s.g.P[0].Armor != 6 {
		t.Fatalf("Injured: health %d armor %d", s.g.P[0].Health, s.g.P[0].Armor)
	}
	s, _ = kern(s, nil, func(k *kernel) { k.loseHealth(0, 1) })
	if s.g.P[0].Health != 6 || s.g.P[0].Armor != NoItem {
		t.Fatalf("health %d armor %d", s.g.P[0].Health, s.g.P[0].Armor)
	}
	s = edit(s, func(g *game) { g.P[0].Health = 1 })
	s, _ = kern(s, nil, func(k *kernel) { k.gainWound(0) })
	if s.g.P[0].Wounds[0] < 0 || s.g.P[0].Health != 3 {
		t.Fatalf("wound in Healthy: marker %d", s.g.P[0].Health)
	}
	s, _ = kern(s, nil, func(k *kernel) { k.heal(0, 3) })
	if s.g.P[0].Health != 3 {
		t.Fatal("never onto a covered slot")
	}
	s, _ = kern(s, nil, func(k *kernel) { k.gainWound(0); k.gainWound(0) })
	if !down(s.g.P[0]) {
		t.Fatal("three Serious Wounds leave no slot: dead")
	}
}

func takeItem(g *game, c int8) {
	for i := range 3 {
		d := &g.D.Items[i]
		for j := range d.N {
			if d.C[j] == c {
				copy(d.C[j:], d.C[j+1:d.N])
				d.N--
				d.C[d.N] = 0
				return
			}
		}
	}
}

// Rulebook, "End of the Game" and "Objectives": a Character who escaped,
// survives Infection and Eclosion and meets an Objective wins.
func TestEndOfTheGame(t *testing.T) {
	s := started(t, Config{Players: 2}, 5)
	s = edit(s, func(g *game) {
		g.Task[0] = 15                     // Data Recovery
		g.P[0].Objectives = [2]int8{2, 8}  // Hard Drive, Official Order
		g.P[1].Objectives = [2]int8{0, 11} // Veni Vidi Vici, Sabotage
		g.P[0].Status, g.P[0].Fled, g.P[0].Data = Escaped, true, true
		g.P[1].Status = Hibernated
		// No Contamination anywhere: both survive the procedures.
	})
	s, _ = kern(s, nil, func(k *kernel) { k.endGame("test") })
	o := s.Outcome()
	if !o.Over || len(o.Winners) != 1 || o.Winners[0] != 0 || !o.TaskDone {
		t.Fatalf("outcome %+v", o)
	}
	if got := Game.Returns(s); got[0] != 1 || got[1] != -1 {
		t.Fatalf("returns %v", got)
	}
}

// Rulebook, "Eclosion Procedure": with a Larva, gain 1 Contamination,
// reshuffle everything, draw 4: any Contamination card kills.
func TestEclosion(t *testing.T) {
	s := started(t, Config{Players: 1}, 5)
	s = edit(s, func(g *game) { g.P[0].Status, g.P[0].Larva = Hibernated, true })
	s, _ = kern(s, nil, func(k *kernel) { k.endGame("test") })
	p := s.g.P[0]
	contam := false
	for _, c := range p.Hand.slice() {
		contam = contam || isContam(c)
	}
	if contam != (p.Status == Dead) || p.Hand.N != 4 {
		t.Fatalf("hand %v status %v", p.Hand.slice(), p.Status)
	}
}

// Rulebook, "Use Any Tactical Gear Action": any number of tokens for one
// Action card.
func TestUseAnyTacticalGear(t *testing.T) {
	s := lzGame(t)
	s = edit(s, func(g *game) {
		for _, t := range g.P[0].Belt {
			g.Supply[t]++
		}
		g.P[0].Belt = [4]Token{Oxygen, Medpack, NoToken, NoToken}
		g.Supply[Oxygen]--
		g.Supply[Medpack]--
		g.P[0].Oxygen, g.P[0].Health = 3, 3
		g.Turn = 0
	})
	s = mustApply(t, s, UseGear{0, 0, 0}, dice.New(1))
	s = mustApply(t, s, Pay{0, s.g.P[0].Hand.C[0]}, dice.New(1))
	if s.g.Pend != PendGear || s.g.P[0].Oxygen != 6 {
		t.Fatalf("pending %v oxygen %d", s.g.Pend, s.g.P[0].Oxygen)
	}
	s = mustApply(t, s, UseGear{0, 1, 0}, dice.New(1))
	if s.g.Pend != NoPending || s.g.P[0].Health != 1 || s.g.Done != 1 || s.g.P[0].Belt != [4]Token{} {
		t.Fatalf("pending %v health %d done %d", s.g.Pend, s.g.P[0].Health, s.g.Done)
	}
}

// TestRestoringHealthFewer: Rulebook, "Restoring Health": "a player may
// always choose to restore fewer Health points than described" — a
// Medpack (2) offers 2 (Arg 0) or 1 when 2 can be restored, only the one
// choice when a single point can.
func TestRestoringHealthFewer(t *testing.T) {
	s := lzGame(t)
	s = edit(s, func(g *game) {
		for i, tk := range g.P[0].Belt {
			g.Supply[tk]++
			g.P[0].Belt[i] = NoToken
		}
		g.P[0].Belt[0] = Medpack
		g.Supply[Medpack]--
		g.P[0].Health = 3
	})
	var buf [8]int8
	if diff := cmp.Diff([]int8{0, 1}, s.g.gearArgs(0, 0, buf[:0])); diff != "" {
		t.Errorf("3 Health lost (-want +got):\n%s", diff)
	}
	one := edit(s, func(g *game) { g.P[0].Health = 1 })
	if diff := cmp.Diff([]int8{0}, one.g.gearArgs(0, 0, buf[:0])); diff != "" {
		t.Errorf("1 Health lost (-want +got):\n%s", diff)
	}
	for arg, want := range map[int8]int8{0: 1, 1: 2} {
		n, _ := kern(s, nil, func(k *kernel) { k.useGear(UseGear{0, 0, arg}) })
		if n.g.P[0].Health != want {
			t.Errorf("Medpack with %d: health marker %d, want %d", arg, n.g.P[0].Health, want)
		}
	}
}

// Rulebook, "End of the Game" 3: "if a Character has not chosen an
// Objective until that point, they simply do so now": with both cards the
// met one is chosen (every Objective depends only on the final position,
// so that choice dominates); once one was chosen, only it counts.
func TestEndOfTheGameObjectiveChosenNow(t *testing.T) {
	for _, tc := range []struct {
		name string
		objs [2]int8
		win  bool
	}{
		{"not chosen, the second met", [2]int8{0, 13}, true}, // Veni Vidi Vici unmet, Deserter met
		{"not chosen, the first met", [2]int8{13, 0}, true},
		{"not chosen, neither met", [2]int8{0, 1}, false},
		{"chosen the unmet one", [2]int8{0, -1}, false},
		{"chosen the met one", [2]int8{-1, 13}, true},
	} {
		s := started(t, Config{Players: 2}, 5)
		s = edit(s, func(g *game) {
			g.P[0].Objectives = tc.objs
			g.P[0].Status, g.P[0].Fled = Escaped, true
			g.P[1].Status = Dead
		})
		s, _ = kern(s, nil, func(k *kernel) { k.endGame("test") })
		if got := len(s.Outcome().Winners) == 1; got != tc.win {
			t.Errorf("%s: won %v, want %v", tc.name, got, tc.win)
		}
	}
}
