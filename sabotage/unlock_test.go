package sabotage

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestUnlockingVillains(t *testing.T) {
	s := started(t, 1, 1, 2, 3)
	// The die goes on the matching die space; the cube fills the leftmost
	// action unlock space: Tier 1 is taken at once.
	s = apply(t, s, UnlockDie{Villain1, 0})
	if s.Unlocks(Villain1) != 1 || s.s.Players[Villain1].Hand != 1<<6 {
		t.Fatalf("unlocks %d hand %b", s.Unlocks(Villain1), s.s.Players[Villain1].Hand)
	}
	// The 1 space is now empty.
	mustIllegal(t, s, UnlockDie{Villain1, 1})
	// "As a Villain, you can plan an action in the same Plan Actions phase
	// you unlocked it": Chantico's Flashlight needs 3-5.
	s = apply(t, s, PlanTile{Villain1, 6, 1 << 3, None})
	// The dice limit counts the unlock die.
	mustIllegal(t, s, UnlockDie{Villain1, 2})
	// Tier 2 needs two more cubes, then a choice of one of two tiles.
	// Both Generators active when the round began: 4 dice.
	s = with(s, func(s *state) {
		s.GenCubes, s.GenSupply = [2]int8{2, 2}, 0
		s.Players[Villain1].Limit, s.Players[Villain2].Limit = 4, 4
	})
	s = apply(t, s, UnlockDie{Villain2, 0})
	s = apply(t, s, UnlockDie{Villain2, 2})
	s = apply(t, s, UnlockDie{Villain2, 3})
	if diff := cmp.Diff([]Action{PickTile{Villain2, 7}, PickTile{Villain2, 8}}, s.ActionsFor(Villain2)); diff != "" {
		t.Fatalf("tier 2 choice (-want +got):\n%s", diff)
	}
	mustIllegal(t, s, Ready{Villain2})
	s = apply(t, s, PickTile{Villain2, 8})
	if s.s.Players[Villain2].Hand != 1<<6|1<<8 || s.s.Players[Villain2].Gone != 1<<7 {
		t.Errorf("hand %b gone %b", s.s.Players[Villain2].Hand, s.s.Players[Villain2].Gone)
	}
}

func TestUnlockingSpies(t *testing.T) {
	s := placed(started(t, 1, 1, 2, 3), map[Seat]string{Spy1: "A2", Spy2: "D4"})
	s = with(s, func(s *state) {
		s.Players[Spy1].Pending, s.Players[Spy1].Unlocks, s.Players[Spy1].Hand = 4, 1, 1<<6
		s.Pile -= 5
	})
	s = turnOf(s, Spy1, Planned{Slot: 3})
	s = apply(t, s, UseCube{Spy1, false})
	s = apply(t, s, UseCube{Spy1, false})
	// Tier 2 complete: choose before anything else.
	mustIllegal(t, s, UseCube{Spy1, false})
	s = apply(t, s, PickTile{Spy1, 7})
	s = apply(t, s, UseCube{Spy1, true})
	s = apply(t, s, UseCube{Spy1, true})
	if s.Swagger(Spy1) != 2 || s.Unlocks(Spy1) != 3 {
		t.Errorf("swagger %d unlocks %d", s.Swagger(Spy1), s.Unlocks(Spy1))
	}
	// Swagger full and unlocks full: a gained cube is lost.
	s = with(s, func(s *state) {
		s.Players[Spy1].Swagger, s.Players[Spy1].Unlocks = 5, 6
		s.Players[Spy1].Hand, s.Players[Spy1].Gone = 1<<6|1<<7|1<<9, 1<<8|1<<10
		s.Pile -= 6
	})
	g := game{s: s.s}
	g.gain(Spy1, 2)
	g.settle()
	if g.s.Players[Spy1].Pending != 0 || g.s.Discarded != 2 {
		t.Errorf("unusable cubes are discarded: pending %d discarded %d", g.s.Players[Spy1].Pending, g.s.Discarded)
	}
}

func TestSlide(t *testing.T) {
	s := placed(started(t, 1, 1, 2, 3), map[Seat]string{Spy1: "A2", Spy2: "D4"})
	s = with(s, func(s *state) { s.Teams[Spies].Slide, s.HitSlide, s.HitModify, s.Teams[Spies].Modify = 2, 2, 2, 4 })
	s = turnOf(s, Spy1, Planned{Slot: 3})
	// Before an action: a slide, following the MOVE rules.
	mustIllegal(t, s, Slide{Spy1, Left})
	s = apply(t, s, Slide{Spy1, Down})
	s = apply(t, s, Execute{Spy1, To(Left), None})
	// After the last action the Spy may still slide, then ends its turn.
	if diff := cmp.Diff([]Action{EndTurn{Spy1}, Slide{Spy1, Up}, Slide{Spy1, Down}}, s.ActionsFor(Spy1)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	s = applyR(t, s, Slide{Spy1, Up}, scriptDice())
	if s.Room(Spy1) != mustRoom("A2") || s.Slide() != 0 || s.s.SpentSlide != 2 {
		t.Errorf("room %v slides %d", s.Room(Spy1), s.Slide())
	}
}

func TestBuild(t *testing.T) {
	s := placed(started(t, 1, 1, 2, 3), map[Seat]string{Spy1: "A2", Spy2: "D4"})
	s = unlocked(s, Spy1, Hacker, 8)
	s = with(s, func(s *state) {
		s.Teams[Spies].Devices[Hologram1] = mustRoom("B1")
		s.Teams[Spies].Devices[Hologram2] = mustRoom("C1")
	})
	s = turnOf(s, Spy1, Planned{Slot: 8})
	// Both Holograms on the map: pick one up and place it again.
	if n := len(s.ActionsFor(Spy1)); n != 32 {
		t.Errorf("16 rooms × 2 tokens to move: %d", n)
	}
	s = applyR(t, s, Execute{Spy1, At(mustRoom("D3")), At(mustRoom("B1"))}, scriptDice())
	if diff := cmp.Diff([]Room{mustRoom("D3"), mustRoom("C1")}, s.Devices(Spies)[:2]); diff != "" {
		t.Errorf("never more copies than tokens (-want +got):\n%s", diff)
	}
}

func TestIntroductoryGame(t *testing.T) {
	s := startedCfg(t, Config{Intro: true}, 1, 2, 3, 4)
	if s.s.HitModify != 3 || s.s.HitSlide != 3 || s.s.HackTrack != 4 || s.s.Discarded != 12 {
		t.Errorf("tracks %d/%d/%d", s.s.HitModify, s.s.HitSlide, s.s.HackTrack)
	}
	mustIllegal(t, s, UnlockDie{Villain1, 0})
	s = placed(s, map[Seat]string{Spy1: "C1", Spy2: "D4"})
	s = turnOf(s, Spy1, Planned{Slot: 0, Arg: To(Down)})
	s = apply(t, s, Execute{Spy1, In(Row1 + 1), None})
	if diff := cmp.Diff([]Action{UseCube{Spy1, true}}, s.ActionsFor(Spy1)); diff != "" {
		t.Errorf("the Spies only use unlock cubes for Swagger (-want +got):\n%s", diff)
	}
	// Villains win at the 4th hit.
	s = placed(startedCfg(t, Config{Intro: true}, 1, 2, 3, 4), map[Seat]string{Spy1: "B2", Spy2: "D4"})
	s = with(s, func(s *state) {
		s.HitModify, s.HitSlide = 0, 0
		s.Teams[Spies].Modify += 3
		s.Teams[Spies].Slide += 3
	})
	s = turnOf(s, Villain1, Planned{Slot: 5})
	s = apply(t, s, Execute{Villain1, None, None})
	if s.Winner() != Villains || s.Outcome().Hits != 4 {
		t.Errorf("winner %v %+v", s.Winner(), s.Outcome())
	}
}

// TestSwaggerRedLine: Rulebook, "Swagger": a REVEALED Spy discards down to
// the nearest red line to the left: 3-5 to 2, 1-2 to 0; once a round.
func TestSwaggerRedLine(t *testing.T) {
	for _, c := range []struct{ from, to int8 }{{5, 2}, {4, 2}, {3, 2}, {2, 0}, {1, 0}, {0, 0}} {
		s := started(t, 1, 2, 3, 4)
		g := game{s: with(s, func(s *state) {
			s.Players[Spy1].Swagger = c.from
			s.Pile -= c.from
		}).s}
		g.loseSwagger(Spy1)
		if got := g.s.Players[Spy1].Swagger; got != c.to {
			t.Errorf("Swagger %d revealed: %d, want %d", c.from, got, c.to)
		}
		if got := g.s.Discarded; got != c.from-c.to {
			t.Errorf("Swagger %d revealed: %d cubes discarded, want %d", c.from, got, c.from-c.to)
		}
		// Once a round: a second reveal costs nothing more.
		g.s.Players[Spy1].Swagger = c.from
		g.loseSwagger(Spy1)
		if got := g.s.Players[Spy1].Swagger; got != c.from {
			t.Errorf("Swagger %d revealed twice in a round: %d", c.from, got)
		}
	}
}

// TestUnlockCubesLimitedByThePile: Rulebook, "Unlock Cubes": the Spies
// take gained cubes from their pile; with fewer left, they gain fewer.
func TestUnlockCubesLimitedByThePile(t *testing.T) {
	for _, c := range []struct{ pile, gain, want int8 }{{2, 1, 1}, {1, 2, 1}, {0, 1, 0}, {3, 2, 2}} {
		s := started(t, 1, 2, 3, 4)
		g := game{s: with(s, func(s *state) { s.Discarded += s.Pile - c.pile; s.Pile = c.pile }).s}
		g.gain(Spy1, c.gain)
		if got := g.s.Players[Spy1].Pending; got != c.want || g.s.Pile != c.pile-c.want {
			t.Errorf("pile %d, gain %d: pending %d, pile %d; want %d, %d", c.pile, c.gain, got, g.s.Pile, c.want, c.pile-c.want)
		}
	}
}

// TestUnlockCubesTracksFull: Rulebook, "Unlock Cubes": a Spy uses a gained
// cube "on their action unlocks or as Swagger"; "Swagger": the track is
// filled from left to right, 5 spaces (DATA.md), and the action unlocks
// have 6 spaces (1 + 2 + 3). Each on both sides of full.
func TestUnlockCubesTracksFull(t *testing.T) {
	base := placed(started(t, 1, 1, 2, 3), map[Seat]string{Spy1: "A2", Spy2: "D4"})
	base = turnOf(base, Spy1, Planned{Slot: 3})
	for _, c := range []struct {
		swagger, unlocks int8
		hand, gone       uint16
		a                Action
		legal            bool
	}{
		{4, 1, 1 << 6, 0, UseCube{Spy1, true}, true},
		{5, 1, 1 << 6, 0, UseCube{Spy1, true}, false},
		{0, 5, 1<<6 | 1<<7, 1 << 8, UseCube{Spy1, false}, true},
		{0, 6, 1<<6 | 1<<7 | 1<<9, 1<<8 | 1<<10, UseCube{Spy1, false}, false},
	} {
		s := with(base, func(s *state) {
			p := &s.Players[Spy1]
			p.Swagger, p.Unlocks, p.Hand, p.Gone, p.Pending = c.swagger, c.unlocks, c.hand, c.gone, 1
			s.Pile -= c.swagger + c.unlocks + 1
		})
		if !c.legal {
			mustIllegal(t, s, c.a)
			continue
		}
		s, ev := applyEv(t, s, c.a)
		// Gaining Swagger is the Spies' secret; a 6th unlock opens the
		// Tier 3 choice, which says nothing yet.
		want := []Event{Private{Spies, Spy1, "placed a cube on the action unlocks"}}
		if c.a.(UseCube).Swagger {
			want = []Event{Private{Spies, Spy1, "gained Swagger"}}
		}
		if diff := cmp.Diff(want, ev); diff != "" {
			t.Errorf("swagger %d unlocks %d: %v events (-want +got):\n%s", c.swagger, c.unlocks, c.a, diff)
		}
		if got := s.Swagger(Spy1) + s.Unlocks(Spy1); got != int(c.swagger+c.unlocks)+1 {
			t.Errorf("swagger %d unlocks %d: %v placed no cube (swagger %d, unlocks %d)", c.swagger, c.unlocks, c.a, s.Swagger(Spy1), s.Unlocks(Spy1))
		}
	}
}
