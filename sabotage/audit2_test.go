package sabotage

// Tests added by the second rules audit, named after rulebook sections:
// the engine did not follow the quoted text before each fix (RULES.md,
// "Second audit"), except TestSwaggerThresholds, which pins thresholds no
// test covered exactly.

import (
	"testing"
)

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

// TestTNTTokenBackToSupply: Rulebook, "TNT": "Declare destroyed walls. Then
// put the TNT token back to your supply." The Villains have one TNT, and
// the detonation is declared, so the Spies' device markers (Setup 6,
// "track revealed enemy devices") must drop a TNT they had spotted; they
// used to keep it on the map after it exploded.
func TestTNTTokenBackToSupply(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Villain1: "B4", Spy1: "A1", Spy2: "D4"})
	s = unlocked(s, Villain1, Chantico, 10)
	s = with(s, func(s *state) {
		s.Teams[Villains].Devices[TNTToken] = mustRoom("B4")
		s.Teams[Villains].Owner[TNTToken] = Villain1
		s.Teams[Villains].Built[TNTToken] = s.Round
		s.Teams[Spies].Intel.Devices[TNTToken] = mustRoom("B4") // spotted by a scan
		s.Round++
	})
	s = turnOf(s, Villain1, Planned{Slot: 0, Arg: To(Up)})
	s = apply(t, s, Detonate{Villain1})
	if got := s.Intel(Spies).Devices[TNTToken]; got != NoRoom {
		t.Errorf("the Spies' marker of the detonated TNT is still in %v", got)
	}
	if got := s.Devices(Villains)[TNTToken]; got != NoRoom {
		t.Errorf("the TNT is still on the map in %v", got)
	}
}

// TestBuildMovesTheMarker: Rulebook, "BUILD": "If that device token is
// already on the map, you can pick it up and place it again." A declared
// BUILD of a kind the team has one token of (Beacon, Honey Pot, TNT) makes
// the other team's marker of that token stale.
func TestBuildMovesTheMarker(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A1", Spy2: "D4"})
	s = unlocked(s, Spy2, Acrobat, 7) // Tier 2: BEACON
	s = with(s, func(s *state) {
		s.Teams[Spies].Devices[BeaconToken] = mustRoom("A4")
		s.Teams[Spies].Owner[BeaconToken] = Spy2
		s.Teams[Villains].Intel.Devices[BeaconToken] = mustRoom("A4") // revealed
	})
	s = turnOf(s, Spy2, Planned{Slot: 7})
	s = apply(t, s, Execute{Spy2, At(mustRoom("D4")), At(mustRoom("A4"))})
	if got := s.Intel(Villains).Devices[BeaconToken]; got != NoRoom {
		t.Errorf("the Villains' marker of the moved Beacon is still in %v", got)
	}
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

// TestFreezeRayLyingSpy: Rulebook, "PARACHUTE": "While lying down, your
// character cannot be affected by any Villains' actions", and "FREEZE RAY":
// "Spies that are in a targeted room or enter such a room cannot leave
// their room by any other means." A Spy lying down in a targeted room was
// not affected when the Freeze Ray was executed, and standing up is not
// entering the room: it may leave. Once it enters a frozen room, it is
// frozen. The engine froze the landed Spy.
func TestFreezeRayLyingSpy(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Villain1: "A4", Villain2: "D1", Spy2: "A1"})
	s = unlocked(s, Villain2, Nadesh, 7) // Tier 2: FREEZE RAY
	s = turnOf(s, Villain2, Planned{Slot: 7})
	s = with(s, func(s *state) {
		p := &s.Players[Spy1]
		p.Room, p.Lying = mustRoom("D3"), true
		p.Plan = [4]Planned{{Slot: 5, Arg: At(mustRoom("D3"))}, {Slot: 0, Dice: 1 << 0, Arg: To(Up)}, {Slot: 1, Dice: 1 << 2, Arg: To(Up)}}
		p.N, p.Used = 3, 1<<0|1<<2
	})
	s = apply(t, s, Execute{Villain2, To(Down), None}) // D1, D2, D3 frozen
	s = apply(t, s, GoFirst{Spy1, Spy1})
	s = applyR(t, s, Execute{Spy1, In(HalfTop + 1), None}, scriptDice())  // lands, bottom half
	s, ev := applyEv(t, s, Execute{Spy1, In(Row1 + 1), None}, 1, 1, 1, 1) // D3 → D2, scan row 2
	checkPublic(t, []Event{Declared{Spy1, "scan", In(Row1 + 1), RoomSet(roomsOf("A2", "B2", "C2", "D2"))}, TurnBegan{Spy2}, Rolled{2, [4]int8{1, 1, 1, 1}}}, ev)
	// D2 is frozen and Spy1 entered it: its last MOVE & SCAN (up) was skipped.
	if got := s.Room(Spy1); got != mustRoom("D2") {
		t.Errorf("Spy1 ended in %v, want D2", got)
	}
}
