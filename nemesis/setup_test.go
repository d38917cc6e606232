package nemesis

import (
	"math/bits"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
)

// Rulebook, "Game Setup": the Landing Zone's 3 Corridors, the bag (1 Blank,
// 2 Larvae, 3 Adults + 1 per Character), 5 Eggs, the Lander on 10, round 1,
// Life Support Inactive, the Robot's tokens.
func TestGameSetup(t *testing.T) {
	for n := 1; n <= 5; n++ {
		s, err := New(Config{Players: n}, dice.New(uint64(n)))
		if err != nil {
			t.Fatal(err)
		}
		g := s.g
		es, c := g.roomCorridors(LandingSlot)
		if c != 3 {
			t.Errorf("%d players: %d Corridors at the Landing Zone, want 3 (%v)", n, c, es)
		}
		var kinds [5]int
		for tok := range Tokens {
			if g.Bag&(1<<tok) != 0 {
				kinds[tokenKinds[tok]]++
			}
		}
		if want := [5]int{Adult: 3 + n, Larva: 2, Blank: 1}; kinds != want {
			t.Errorf("%d players: bag %v, want %v", n, kinds, want)
		}
		if bits.OnesCount64(g.Bag) != 6+n {
			t.Errorf("bag of %d tokens", bits.OnesCount64(g.Bag))
		}
		if g.Eggs != 5 || g.Round != 1 || g.Lander != 0 || g.Life != [3]bool{} || g.HibActive || g.HibFound {
			t.Errorf("%d players: eggs %d round %d lander %d life %v", n, g.Eggs, g.Round, g.Lander, g.Life)
		}
		if g.AA[0] == g.AA[1] {
			t.Error("one Anti-Aircraft token is Active, the other Inactive")
		}
		if g.RobotTok != [2]Token{AmmoFull, Oxygen} || g.RobotRoom != HibernatoriumSlot {
			t.Error("the Robot starts in the Hibernatorium with 1 Ammo and 1 Oxygen token")
		}
		if g.LZTok != [6]int8{0, 4, 0, 4, 4, 4} {
			t.Errorf("Landing Zone tokens %v", g.LZTok)
		}
		if err := s.Validate(); err != nil {
			t.Error(err)
		}
	}
}

// Rulebook, "Objective Setup and Character Draft": Objectives and the
// Mission Task are filtered by the number of Characters; the Solo/Coop
// mode deals one Solo/Coop Mission Task per Character and no Objectives.
func TestObjectiveSetup(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		for n := 2; n <= 5; n++ {
			s, _ := New(Config{Players: n}, dice.New(seed))
			for i := range n {
				o := s.g.P[i].Objectives
				if objectives[o[0]].Group != 0 || objectives[o[1]].Group != 1 {
					t.Fatalf("%v holds %v, want a Private and a Mission Objective", Seat(i), o)
				}
				for _, x := range o {
					if int(objectives[x].Min) > n {
						t.Fatalf("%d players: %s (%d+) dealt", n, objectives[x].Name, objectives[x].Min)
					}
				}
			}
			if task := objectives[s.g.Task[0]]; task.Group != 2 || int(task.Min) > n || s.g.Task[1] != -1 {
				t.Fatalf("Mission Task %v", s.g.Task)
			}
		}
		s, _ := New(Config{Players: 3, Coop: true}, dice.New(seed))
		for i := range 3 {
			if s.g.P[i].Objectives != [2]int8{-1, -1} || s.g.Task[i] < 0 || objectives[s.g.Task[i]].Group != 3 {
				t.Fatalf("coop: objectives %v tasks %v", s.g.P[i].Objectives, s.g.Task)
			}
		}
	}
}

// Rulebook, "Objective Setup and Character Draft" step 3: Player 1 is
// dealt 2 cards, chooses one, the other is shuffled back; then Player 2.
func TestCharacterDraft(t *testing.T) {
	s, _ := New(Config{Players: 3}, dice.New(7))
	first := s.g.seatNumbered(1)
	if got := s.ToMove(); len(got) != 1 || got[0] != first {
		t.Fatalf("to move %v, want Player 1 (%v)", got, first)
	}
	dealt := s.g.P[first].Draft
	if len(s.Actions()) != 2 || s.g.D.Draft.N != int8(Characters-2) {
		t.Fatalf("actions %v, deck %d", s.Actions(), s.g.D.Draft.N)
	}
	s = mustApply(t, s, DraftCharacter{first, dealt[1]}, dice.New(1))
	p := s.g.P[first]
	if p.Char != dealt[1] || p.Draft != [2]int8{-1, -1} || s.g.D.Draft.N != int8(Characters-3) {
		t.Fatalf("char %d draft %v deck %d", p.Char, p.Draft, s.g.D.Draft.N)
	}
	// Character Setup: Health marker left-most, Oxygen 7, the Landing Zone,
	// 10 Action cards, the Character Item.
	if p.Health != 0 || p.Oxygen != 7 || p.Room != LandingSlot || p.Deck.N != 10 || p.Hands[0].Item != characters[p.Char].Items[0] {
		t.Fatalf("character setup: %+v", p)
	}
	second := s.g.seatNumbered(2)
	if got := s.ToMove(); got[0] != second || s.g.P[second].Draft[0] < 0 {
		t.Fatalf("then Player 2 drafts: to move %v", got)
	}
}

// Rulebook, "Character Setup" step 7: the Contractor starts with 2 Items,
// both fully loaded where they have Ammo slots.
func TestCharacterSetupContractor(t *testing.T) {
	s, _ := New(Config{Players: 1}, dice.New(3))
	s = edit(s, func(g *game) { g.P[0].Draft = [2]int8{0, 1} })
	s, _ = kern(s, nil, func(k *kernel) { k.draft(DraftCharacter{0, 0}) })
	p := s.g.P[0]
	want := [2]Held{{Item: 46, Tok: [2]Token{AmmoFull}}, {Item: 47}}
	if diff := cmp.Diff(want, p.Hands); diff != "" {
		t.Errorf("Contractor's hands (-want +got):\n%s", diff)
	}
	// The Contractor takes no part in the Support Equipment draft: alone,
	// the game goes straight to the Tactical Gear choice.
	if s.g.Phase != PhaseGear {
		t.Errorf("phase %v, want gear", s.g.Phase)
	}
}

// Rulebook, "Support Equipment Draft": 7 cards revealed, chosen in
// descending player number order; the rest leave the game.
func TestSupportEquipmentDraft(t *testing.T) {
	s, _ := New(Config{Players: 3}, dice.New(11))
	r := dice.New(2)
	for s.g.Phase == PhaseDraft {
		// Avoid the Contractor so that all three take part.
		as := s.Actions()
		a := as[0].(DraftCharacter)
		if a.Char == 0 {
			a = as[1].(DraftCharacter)
		}
		s = mustApply(t, s, a, r)
	}
	if s.g.D.Offer.N != 7 {
		t.Fatalf("offer of %d", s.g.D.Offer.N)
	}
	var order []int8
	for s.g.Phase == PhaseSupport {
		order = append(order, s.g.P[s.ToMove()[0]].Number)
		s = mustApply(t, s, s.Actions()[0], r)
	}
	if diff := cmp.Diff([]int8{3, 2, 1}, order); diff != "" {
		t.Errorf("order (-want +got):\n%s", diff)
	}
	if s.g.D.Offer.N != 0 || s.g.Phase != PhaseGear {
		t.Errorf("offer %d phase %v", s.g.D.Offer.N, s.g.Phase)
	}
	// Tactical Gear: 4 tokens each, descending order, then 5 cards each
	// and Player 1 starts.
	var gear []int8
	for s.g.Phase == PhaseGear {
		gear = append(gear, s.g.P[s.ToMove()[0]].Number)
		s = mustApply(t, s, s.Actions()[len(s.Actions())-1], r)
	}
	if diff := cmp.Diff([]int8{3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1}, gear); diff != "" {
		t.Errorf("gear order (-want +got):\n%s", diff)
	}
	// Component limits: 14 Medpacks, 4 of them at the Landing Zone, so
	// Players 3 and 2 take 4, Player 1 the last 2 and then Oxygen.
	want := map[int8][4]Token{3: {Medpack, Medpack, Medpack, Medpack}, 2: {Medpack, Medpack, Medpack, Medpack}, 1: {Medpack, Medpack, Oxygen, Oxygen}}
	for i := range 3 {
		if p := s.g.P[i]; p.Hand.N != 5 || p.Belt != want[p.Number] {
			t.Errorf("%v (#%d): hand %d belt %v", Seat(i), p.Number, p.Hand.N, p.Belt)
		}
	}
	if s.g.Starting != s.g.seatNumbered(1) || s.ToMove()[0] != s.g.Starting {
		t.Errorf("Beginning of the Game: Player 1 starts")
	}
}

// Rulebook, "Difficulty": more or fewer Solo/Coop Mission Tasks.
func TestDifficulty(t *testing.T) {
	s, err := New(Config{Players: 2, Coop: true, Tasks: 4}, dice.New(1))
	if err != nil {
		t.Fatal(err)
	}
	if got := len(s.MissionTasks()); got != 4 {
		t.Fatalf("%d tasks", got)
	}
	if _, err := New(Config{Players: 2, Tasks: 3}, dice.New(1)); err == nil {
		t.Fatal("Tasks outside the Solo/Coop mode")
	}
}

// Rulebook, "Support Equipment Draft" 2 (a Heavy Item in an empty Hand
// slot, Armor on the Health track) with "Heavy Items" and "Armor Items":
// a card that does not fit is placed after the player discards the held
// Item of its choice (or the worn Armor).
func TestSupportEquipmentDraftNoRoom(t *testing.T) {
	s, _ := New(Config{Players: 2}, dice.New(11))
	r := dice.New(2)
	for s.g.Phase == PhaseDraft {
		as := s.Actions()
		a := as[0].(DraftCharacter)
		if a.Char == 0 { // not the Contractor
			a = as[1].(DraftCharacter)
		}
		s = mustApply(t, s, a, r)
	}
	seat := s.ToMove()[0]
	heavy, pack := int8(-1), int8(-1)
	for _, c := range s.g.D.Offer.slice() {
		kd := itemKindData[itemKindOf(c)]
		switch {
		case kd.Heavy && heavy < 0:
			heavy = c
		case !kd.Heavy && !kd.Armor && pack < 0:
			pack = c
		}
	}
	if heavy < 0 || pack < 0 {
		t.Fatalf("offer %v: no Heavy or Backpack Item", s.g.D.Offer.slice())
	}
	// One Hand free: the Heavy Item fits.
	if !slices.Contains(s.Actions(), Action(TakeSupport{seat, heavy, NoDrop})) {
		t.Fatalf("%v not offered: %v", TakeSupport{seat, heavy, NoDrop}, s.Actions())
	}
	// Both Hands taken (a Pistol from the red deck in the free one).
	full := edit(s, func(g *game) {
		red := &g.D.Items[0]
		pistol := red.slice()[0]
		for _, c := range red.slice() {
			if itemKindOf(c) == Pistol {
				pistol = c
			}
		}
		moveToTop(red, pistol)
		red.pop()
		p := &g.P[seat]
		for h := range p.Hands {
			if p.Hands[h].Item == NoItem {
				p.Hands[h] = Held{Item: pistol}
			}
		}
	})
	var got []Action
	for _, a := range full.Actions() {
		if a.(TakeSupport).Item == heavy || a.(TakeSupport).Item == pack {
			got = append(got, a)
		}
	}
	want := []Action{TakeSupport{seat, heavy, 0}, TakeSupport{seat, heavy, 1}, TakeSupport{seat, pack, NoDrop}}
	slices.SortFunc(got, func(a, b Action) int { return strings.Compare(a.String(), b.String()) })
	slices.SortFunc(want, func(a, b Action) int { return strings.Compare(a.String(), b.String()) })
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("Actions (-want +got):\n%s", diff)
	}
	a, err := ParseAction(TakeSupport{seat, heavy, 1}.String())
	if err != nil || a != (TakeSupport{seat, heavy, 1}) {
		t.Fatalf("ParseAction(%q) = %v, %v", TakeSupport{seat, heavy, 1}.String(), a, err)
	}
	kept := full.g.P[seat].Hands[0].Item
	n := mustApply(t, full, TakeSupport{seat, heavy, 1}, r)
	if p := n.g.P[seat]; p.Hands[1].Item != heavy || p.Hands[0].Item != kept {
		t.Errorf("hands %v; want %d kept and %d in Hand 1", p.Hands, kept, heavy)
	}
}
