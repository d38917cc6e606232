package sabotage

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

func TestRollDice(t *testing.T) {
	s := beforeRoll(t, Config{})
	s, ev := applyEv(t, s, PlaceVillain{Villain2, mustRoom("C3")}, 3, 5, 1, 6)
	if diff := cmp.Diff(Event(Rolled{1, [4]int8{3, 5, 1, 6}}), ev[len(ev)-1]); diff != "" {
		t.Errorf("rolled (-want +got):\n%s", diff)
	}
	for _, seat := range Seats {
		if s.Dice(seat) != [4]int{3, 5, 1, 6} {
			t.Errorf("%v dice %v: all other players set their dice to match", seat, s.Dice(seat))
		}
	}
	if diff := cmp.Diff([]Seat{Spy1, Spy2, Villain1, Villain2}, s.ToMove()); diff != "" {
		t.Errorf("planning is simultaneous (-want +got):\n%s", diff)
	}
}

func TestPlanActions(t *testing.T) {
	s := started(t, 3, 5, 1, 3)
	// A Spy off the map must plan PARACHUTE first.
	mustIllegal(t, s, PlanTile{Spy1, 0, 1 << 2, To(Up)})
	mustIllegal(t, s, Ready{Spy1})
	s = apply(t, s, PlanTile{Spy1, 5, 0, At(mustRoom("B3"))})
	if s.Room(Spy1) != mustRoom("B3") || !s.s.Players[Spy1].Lying {
		t.Errorf("PARACHUTE places the miniature lying down at once")
	}
	mustIllegal(t, s, PlanTile{Spy1, 5, 0, At(mustRoom("B3"))})
	// No HACK in a round with PARACHUTE (Hack needs a pair: dice 1 and 4 show 3).
	mustIllegal(t, s, PlanTile{Spy1, 4, 1<<0 | 1<<3, None})
	// Dice requirements: Move & Scan 1-2 needs a 1 or 2.
	mustIllegal(t, s, PlanTile{Spy1, 0, 1 << 0, To(Up)})
	// Only actions that could be executed: a wall between A3 and B3.
	mustIllegal(t, s, PlanTile{Spy1, 0, 1 << 2, To(Left)})
	s = apply(t, s, PlanTile{Spy1, 0, 1 << 2, To(Up)})
	// Each die once.
	mustIllegal(t, s, PlanTile{Spy1, 1, 1 << 2, To(Up)})
	s = apply(t, s, PlanTile{Spy1, 1, 1 << 0, To(Right)})
	// Two dice at the start of the game.
	mustIllegal(t, s, PlanTile{Spy1, 3, 1 << 1, None})
	s = apply(t, s, Ready{Spy1})
	mustIllegal(t, s, PlanTile{Spy1, 3, 1 << 1, None})

	// Villains: GENERATOR needs a Generator in the room.
	mustIllegal(t, s, PlanTile{Villain1, 3, 1 << 2, None})
	s = apply(t, s, PlanTile{Villain1, 0, 1 << 2, To(Left)}) // B2 → A2
	s = apply(t, s, PlanTile{Villain1, 1, 1 << 0, To(Up)})   // A2 → A1
	mustIllegal(t, s, PlanTile{Villain1, 3, 1 << 3, None})   // a third die
	// Stun Gun needs a pair: dice 1 and 4 both show 3.
	s = apply(t, s, PlanTile{Villain2, 5, 1<<0 | 1<<3, None})
	mustIllegal(t, s, UnlockDie{Villain2, 2}) // a third die
}

func TestDiceLimits(t *testing.T) {
	s := started(t, 1, 2, 3, 4)
	s = with(s, func(s *state) {
		s.Players[Spy1].Swagger, s.Players[Spy2].Swagger = 2, 5
		s.Pile -= 7
		s.GenCubes, s.GenSupply = [2]int8{2, 2}, 0
		s.Players[Villain2].OneDie = true
	})
	s = with(s, func(s *state) {
		g := game{s: *s, r: dice.Script(6, 6, 6, 6)}
		g.startRound()
		*s = g.s
	})
	want := [4]int8{3, 4, 4, 1}
	for i, seat := range Seats {
		if got := s.s.Players[seat].Limit; got != want[i] {
			t.Errorf("%v may place %d dice, want %d (Swagger 2 → 3, 5 → 4; two Generators → 4; choked → 1)", seat, got, want[i])
		}
	}
}

func TestModify(t *testing.T) {
	s := started(t, 1, 6, 3, 4)
	s = apply(t, s, ModifyDie{Spy1, 0, -1})
	s = apply(t, s, ModifyDie{Spy2, 1, +1})
	if s.Dice(Spy1)[0] != 6 || s.Dice(Spy2)[1] != 1 || s.Dice(Spy2)[0] != 1 {
		t.Errorf("a 1 becomes a 6 and vice versa: %v %v", s.Dice(Spy1), s.Dice(Spy2))
	}
	if s.Modify(Spies) != 0 || s.Modify(Villains) != 2 {
		t.Errorf("the Spies share 2 modify cubes: %d", s.Modify(Spies))
	}
	mustIllegal(t, s, ModifyDie{Spy1, 0, 1})
	s = apply(t, s, PlanTile{Villain1, 4, 1 << 3, None})
	mustIllegal(t, s, ModifyDie{Villain1, 3, 1})
	s = apply(t, s, ModifyDie{Villain1, 2, 1})
	s = apply(t, s, ModifyDie{Villain1, 2, 1})
	if s.Dice(Villain1)[2] != 5 {
		t.Errorf("several modify cubes on one die: %v", s.Dice(Villain1))
	}
}

// TestPlanOnlyExecutableGenerator: Rulebook, "Phase II: Plan Actions":
// "You can only plan an action that you could execute", and "GENERATOR":
// "Each Generator can hold up to 2 cubes." GENERATOR on a full Generator
// used to be plannable (and then always skipped).
func TestPlanOnlyExecutableGenerator(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Villain1: "A1"})
	full := with(s, func(s *state) { s.GenCubes, s.GenSupply = [2]int8{2, 0}, 2 })
	mustIllegal(t, full, PlanTile{Villain1, 3, 1 << 0, None})
	for _, a := range full.ActionsFor(Villain1) {
		if p, ok := a.(PlanTile); ok && p.Slot == 3 {
			t.Errorf("listed %v", a)
		}
	}
	one := with(s, func(s *state) { s.GenCubes, s.GenSupply = [2]int8{1, 0}, 3 })
	apply(t, one, PlanTile{Villain1, 3, 1 << 0, None})
}

// TestPlanActionsWhirlpoolThenMove: Rulebook, "Phase II: Plan Actions":
// "You can only plan an action that you could execute." After a planned
// WHIRLPOOL the Villain will be where its teammate is when it executes,
// which depends on the teammate's own turn: a MOVE or GENERATOR planned
// after it cannot be judged from the Villain's current room. The engine
// refused a MOVE up after WHIRLPOOL from B2 (a wall above) although the
// teammate stood in C3 (open above).
func TestPlanActionsWhirlpoolThenMove(t *testing.T) {
	s := unlocked(started(t, 1, 2, 3, 4), Villain1, Ophidian, 8) // Tier 2: WHIRLPOOL (1)
	// Without the WHIRLPOOL a MOVE up from B2 is refused (B1|B2 is a wall).
	mustIllegal(t, s, PlanTile{Villain1, 0, 1 << 1, To(Up)})
	s = apply(t, s, PlanTile{Villain1, 8, 1 << 0, None})
	s = apply(t, s, PlanTile{Villain1, 0, 1 << 1, To(Up)}) // Move 1-2 with the 2
	if room, known := s.PlannedRoom(Villain1); known || room != mustRoom("B2") {
		t.Errorf("after WHIRLPOOL the planned room is %v, known %v; want unknown", room, known)
	}
	// GENERATOR too: Villain2 stands in C3 and could be on a Generator.
	u := unlocked(started(t, 1, 2, 3, 4), Villain1, Ophidian, 8)
	u = with(u, func(s *state) { s.Players[Villain2].Room = mustRoom("D4") }) // a Generator
	mustIllegal(t, u, PlanTile{Villain1, 3, 1 << 0, None})                    // none in B2
	u = apply(t, u, PlanTile{Villain1, 8, 1 << 0, None})
	apply(t, u, PlanTile{Villain1, 3, 1 << 1, None}) // GENERATOR 1-3 with the 2
}

// TestSwaggerThresholds: Rulebook, "Swagger": "If you start the Plan
// Actions phase with at least 2 swagger, you may place 3 dice. If you have
// 5 swagger, you may place 4 dice." and "GENERATOR": "3 dice if 1
// Generator is activated and 4 dice if both". Every Swagger value and
// Generator count, read when the round begins (the effect of a change is
// for the next Plan Actions phase).
func TestSwaggerThresholds(t *testing.T) {
	for sw, want := range []int8{2, 2, 3, 3, 3, 4} {
		s := with(started(t, 1, 2, 3, 4), func(s *state) {
			s.Players[Spy1].Swagger = int8(sw)
			s.Pile -= int8(sw)
		})
		if got := s.s.Players[Spy1].Limit; got != 2 {
			t.Errorf("Swagger %d gained after the round began: limit %d, want 2 until the next round", sw, got)
		}
		s = with(s, func(s *state) {
			g := game{s: *s, r: scriptDice()}
			g.startRound()
			*s = g.s
		})
		if got := s.s.Players[Spy1].Limit; got != want {
			t.Errorf("Swagger %d: %d dice, want %d", sw, got, want)
		}
	}
	for active, want := range []int8{2, 3, 4} {
		s := with(started(t, 1, 2, 3, 4), func(s *state) {
			for i := 0; i < active; i++ {
				s.GenCubes[i] = 2
				s.GenSupply -= 2
			}
			if active == 1 {
				s.GenCubes[1], s.GenSupply = 1, s.GenSupply-1 // 1 cube: inactive
			}
			g := game{s: *s, r: scriptDice()}
			g.startRound()
			*s = g.s
		})
		for _, v := range Villains.Members() {
			if got := s.s.Players[v].Limit; got != want {
				t.Errorf("%d active Generators: %v places %d dice, want %d", active, v, got, want)
			}
		}
	}
}

// TestParachuteFirstWhenOffTheMap: Rulebook, "PARACHUTE": a Spy whose
// miniature is not on the map must plan PARACHUTE as its first action;
// on the map, it cannot plan PARACHUTE.
func TestParachuteFirstWhenOffTheMap(t *testing.T) {
	s := started(t, 1, 2, 3, 4) // the Spies start off the map
	mustIllegal(t, s, PlanTile{Spy1, 0, 1 << 0, To(Up)})
	mustIllegal(t, s, PlanTile{Spy1, 3, 1 << 3, None}) // EARPIECE (4-6) with the 4
	apply(t, s, PlanTile{Spy1, 5, 0, At(mustRoom("B3"))})
	on := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A1", Spy2: "D4"})
	mustIllegal(t, on, PlanTile{Spy1, 5, 0, At(mustRoom("B3"))})
	apply(t, on, PlanTile{Spy1, 0, 1 << 0, To(Down)})
}

// TestDiceShowingTheSameNumberAreOneChoice: Actions lists one action per
// set of numbers shown (Rulebook, "Phase II: Plan Actions": a tile needs
// dice by their numbers; "Unlock Cubes": the die goes on "the matching die
// space"), and Legal accepts exactly the listed one and names it otherwise,
// so that whatever passes Legal is in Actions.
func TestDiceShowingTheSameNumberAreOneChoice(t *testing.T) {
	s := started(t, 4, 2, 4, 1) // dice 1 and 3 both show 4
	if d := s.s.Players[Villain2].Dice; d[0] != d[2] {
		t.Fatalf("dice %v: want dice 1 and 3 equal", d)
	}
	// Unlock: die 1 is listed, die 3 (the same number) is not, and Legal
	// names the listed form.
	if err := s.Legal(UnlockDie{Villain2, 0}); err != nil {
		t.Fatalf("Villain2 unlock 1: %v", err)
	}
	err := s.Legal(UnlockDie{Villain2, 2})
	if !errors.Is(err, incursion.ErrIllegal) || !strings.Contains(err.Error(), "place it as Villain2 unlock 1") {
		t.Errorf("Villain2 unlock 3: got %v, want an illegal action naming Villain2 unlock 1", err)
	}
	// Plan: for every listed PlanTile of every seat, each other choice of
	// dice passes Legal exactly when it is listed too; the choice with die
	// 3 instead of die 1 is rejected naming the listed one.
	for _, st := range []State{s, started(t, 3, 3, 3, 5), started(t, 6, 1, 1, 6)} {
		listed := map[string]bool{}
		for _, a := range st.Actions() {
			listed[a.String()] = true
		}
		named := 0
		for _, a := range st.Actions() {
			p, ok := a.(PlanTile)
			if !ok {
				continue
			}
			for m := uint8(0); m < 16; m++ {
				b := p
				b.Dice = m
				if err := st.Legal(b); (err == nil) != listed[b.String()] {
					t.Errorf("%v: Legal gives %v, listed %v", b, err, listed[b.String()])
				}
			}
			d := st.s.Players[p.Seat].Dice
			if p.Dice&1 != 0 && p.Dice&4 == 0 && d[0] == d[2] {
				b := p
				b.Dice = p.Dice&^1 | 4
				err := st.Legal(b)
				if !errors.Is(err, incursion.ErrIllegal) || !strings.Contains(err.Error(), "plan it as "+p.String()) {
					t.Errorf("%v: got %v, want an illegal action naming %v", b, err, p)
				}
				named++
			}
		}
		if st.s.Players[Villain2].Dice[0] == st.s.Players[Villain2].Dice[2] && named == 0 {
			t.Errorf("dice %v: no plan with die 1 to swap", st.s.Players[Villain2].Dice)
		}
	}
}

// TestPlanActionsComplete: every legal PlanTile, UnlockDie and ModifyDie is
// listed by Actions, up to the choice among dice showing the same values.
func TestPlanActionsComplete(t *testing.T) {
	states, _ := randomStates(t, Config{}, 11, 2500)
	// Every 25th state keeps the default test fast.
	var sample []State
	for i := 0; i < len(states); i += 25 {
		sample = append(sample, states[i])
	}
	states = sample
	var args []Target
	args = append(args, None)
	for i := 1; i < numTargets; i++ {
		args = append(args, targetAt(i))
	}
	values := func(s State, seat Seat, m uint8) [7]int {
		var c [7]int
		for i := 0; i < 4; i++ {
			if m&(1<<uint(i)) != 0 {
				c[s.s.Players[seat].Dice[i]]++
			}
		}
		return c
	}
	checked := 0
	for _, s := range states {
		if s.Phase() != PhasePlan {
			continue
		}
		for _, seat := range s.ToMove() {
			listed := map[[3]any]bool{}
			for _, a := range s.ActionsFor(seat) {
				switch a := a.(type) {
				case PlanTile:
					listed[[3]any{a.Slot, a.Arg, values(s, seat, a.Dice)}] = true
				case UnlockDie:
					listed[[3]any{"unlock", s.s.Players[seat].Dice[a.Die], nil}] = true
				case ModifyDie:
					listed[[3]any{"modify", a.Die, a.Delta}] = true
				}
			}
			for k := Slot(0); k < Slots; k++ {
				for m := uint8(0); m < 16; m++ {
					for _, arg := range args {
						a := PlanTile{seat, k, m, arg}
						if s.Legal(a) == nil && !listed[[3]any{k, arg, values(s, seat, m)}] {
							t.Fatalf("%v is legal but not listed", a)
						}
						checked++
					}
				}
			}
			for d := int8(0); d < 4; d++ {
				if a := (UnlockDie{seat, d}); s.Legal(a) == nil && !listed[[3]any{"unlock", s.s.Players[seat].Dice[d], nil}] {
					t.Fatalf("%v is legal but not listed", a)
				}
				for _, delta := range []int8{-1, 1} {
					if a := (ModifyDie{seat, d, delta}); s.Legal(a) == nil && !listed[[3]any{"modify", d, delta}] {
						t.Fatalf("%v is legal but not listed", a)
					}
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no planning state")
	}
}

// TestPlanActionsFourSpaces: Rulebook, "Phase II: Plan Actions": the
// player board has 4 action spaces, filled left to right. With 3 tiles
// planned a 4th may be; with 4, none.
func TestPlanActionsFourSpaces(t *testing.T) {
	base := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A2", Spy2: "D4"})
	three := with(base, func(s *state) {
		p := &s.Players[Spy1]
		p.Plan[0], p.Plan[1], p.Plan[2], p.N = Planned{Slot: 0}, Planned{Slot: 1}, Planned{Slot: 2}, 3
	})
	var fourth Action
	for _, a := range three.ActionsFor(Spy1) {
		if _, ok := a.(PlanTile); ok {
			fourth = a
			break
		}
	}
	if fourth == nil {
		t.Fatalf("3 tiles planned: no 4th tile listed in %v", three.ActionsFor(Spy1))
	}
	if err := three.Legal(fourth); err != nil {
		t.Fatalf("3 tiles planned: %v: %v", fourth, err)
	}
	other := Slot(3)
	if fourth.(PlanTile).Slot == other {
		other = 4
	}
	four := with(three, func(s *state) {
		p := &s.Players[Spy1]
		p.Plan[3], p.N = Planned{Slot: other}, 4
	})
	for _, a := range four.ActionsFor(Spy1) {
		if _, ok := a.(PlanTile); ok {
			t.Errorf("4 tiles planned: %v listed", a)
		}
	}
	if err := four.Legal(fourth); err == nil || !strings.Contains(err.Error(), "all 4 action spaces are full") {
		t.Errorf("4 tiles planned: Legal(%v) = %v, want all 4 action spaces full", fourth, err)
	}
}
