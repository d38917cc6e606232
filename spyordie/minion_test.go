package spyordie

import (
	"testing"

	"github.com/incursion/incursion/geom"
)

// TestSpawn: Phase 1 spawns one Minion for 3/2/1 Alarm markers by alert
// on its type's Spawn squares; any type in the Cafeteria with the Boss
// there ("Get back to work!"); the Boss re-spawns in the Sanctum, but not
// with 10 or fewer minutes left ("I shall return!").
func TestSpawn(t *testing.T) {
	s := twoIntruders(t)
	s.phase = phSpawn
	wantIllegal(t, s, Spawn{Guard, geom.Pt(10, 20)})
	s.alarms = 3
	wantIllegal(t, s, Spawn{Guard, geom.Pt(11, 9)})
	wantIllegal(t, s, Spawn{Scientist, geom.Pt(10, 20)})
	s2, _ := play(t, s, nil, Spawn{Guard, geom.Pt(10, 20)})
	if s2.alarms != 0 || s2.phase != phMinions {
		t.Fatalf("alarms %d phase %d", s2.alarms, s2.phase)
	}
	s.alert = RedAlert
	s.alarms = 1
	put(&s, B, 12, 10)
	s2, _ = play(t, s, nil, Spawn{Scientist, geom.Pt(11, 9)})
	if s2.alarms != 0 {
		t.Fatalf("RED costs 1; alarms %d", s2.alarms)
	}
	s.mins[0].State = offBoard
	s.timer = 10
	wantIllegal(t, s, Spawn{Boss, geom.Pt(10, 2)})
	s.timer = 11
	play(t, s, nil, Spawn{Boss, geom.Pt(10, 2)})
}

// TestAvengeMe: with the Boss out of play the Defender collects an Alarm
// marker at the end of his turn; Phase 3 takes a minute.
func TestAvengeMe(t *testing.T) {
	s := twoIntruders(t)
	s.mins[0].State = offBoard
	startMinionsOf(&s, Scientist)
	s, _ = play(t, s, nil, Pass{})
	if s.alarms != 1 || s.Timer() != 59 || s.phase != phIntruder {
		t.Fatalf("alarms %d timer %d phase %d", s.alarms, s.timer, s.phase)
	}
}

// TestMinionOrder: Minions act by type, the Boss, then Guards,
// Technicians, Scientists, 2 actions each.
func TestMinionOrder(t *testing.T) {
	s := twoIntruders(t)
	startMinionsOf(&s, Boss)
	wantIllegal(t, s, Move{G1 + 1, geom.E})
	s, _ = play(t, s, nil, Move{B, geom.E}, Stop{B}, Move{B, geom.E}, Stop{B})
	if s.group != Guard {
		t.Fatalf("after the Boss's 2 actions the Guards act; group %v", s.group)
	}
	s, _ = play(t, s, nil, Pass{})
	if s.group != Technician {
		t.Fatalf("group %v", s.group)
	}
	if got := s.maxMove(T1); got != 2 {
		t.Errorf("GREEN: Minions move %d, want 2", got)
	}
}

// TestResearch: a Scientist on a Research square reveals the top Doomsday
// marker on a 6 (5+ with Claymore in the Laboratory); a complete component
// takes 10 minutes and sends him to the Cafeteria for a tea break; the
// complete Weapon 10 more.
func TestResearch(t *testing.T) {
	s := twoIntruders(t)
	put(&s, S1, 2, 2)
	s.doomN = 1 // part 0 is revealed; the pile (identity) has part 1 next
	startMinionsOf(&s, Scientist)
	s, _ = play(t, s, []int{6}, Research{S1})
	if s.doomN != 2 || s.Timer() != 50 {
		t.Fatalf("revealed %d timer %d", s.doomN, s.Timer())
	}
	if f := s.top(); f == nil || f.Kind != fTea || s.ToMove()[0] != Defender {
		t.Fatalf("want the tea break decision, have %+v", s.top())
	}
	wantIllegal(t, s, Spawn{Scientist, geom.Pt(12, 10)})
	s, _ = play(t, s, nil, Spawn{Scientist, geom.Pt(14, 13)})
	if p, _ := s.Where(S1); p != geom.Pt(14, 13) {
		t.Errorf("tea break: the Scientist is at %v", p)
	}
	s = twoIntruders(t)
	put(&s, S1, 2, 2)
	put(&s, B, 4, 4)
	startMinionsOf(&s, Scientist)
	s, _ = play(t, s, []int{5}, Research{S1})
	if s.doomN != 1 || s.Timer() != 60 {
		t.Fatalf("Atomic Age: a 5 succeeds; revealed %d", s.doomN)
	}
	s.power = true
	s.mins[S1-B].Acts = 0
	wantIllegal(t, s, Research{S1})
}

// TestConstructAndRepair: a Technician builds a disarmed Trap on an empty
// junction on or adjacent to him on a 6, and repairs the Power on a 6.
func TestConstructAndRepair(t *testing.T) {
	s := twoIntruders(t)
	put(&s, T1, 7, 8)
	s.power = true
	put(&s, T1+1, 4, 11)
	startMinionsOf(&s, Technician)
	s, _ = play(t, s, []int{6, 6}, Construct{T1, geom.Pt(8, 7)}, Repair{T1 + 1})
	if i := s.trapAt(sqOf(&s, 8, 7)); i < 0 || s.traps[i].Armed || s.power {
		t.Fatalf("trap %d power cut %v", s.trapAt(sqOf(&s, 8, 7)), s.power)
	}
}

// TestSecurity: a Minion on the Security square locks or unlocks any Door
// and arms or disarms Traps; a Door cannot be locked with a figure adjacent
// to it; nothing works without power.
func TestSecurity(t *testing.T) {
	s := twoIntruders(t)
	s.locked = 0
	s.traps[0] = trap{Sq: sqOf(&s, 8, 7)}
	startMinionsOf(&s, Guard)
	wantIllegal(t, s, Lock{G1 + 1, 2})
	wantIllegal(t, s, Lock{G1, 2}) // the Sentry at (13,7) is directly in front of the Sanctum's door
	s, _ = play(t, s, nil, Lock{G1, 1}, Arm{G1, geom.Pt(8, 7)})
	if !s.Locked(1) || !s.traps[0].Armed {
		t.Fatal("lock and arm failed")
	}
	s.power = true
	s.mins[G1-B].Acts = 0
	wantIllegal(t, s, Unlock{G1, 1})
}

// TestMyHouse: the Boss moves through locked Doors without unlocking them,
// and through the Secret Passage to another Secret Passage square.
func TestMyHouse(t *testing.T) {
	s := twoIntruders(t)
	put(&s, B, 13, 6)
	startMinionsOf(&s, Boss)
	s, _ = play(t, s, nil, Move{B, geom.S}) // through the locked door 2 (the Sentry square is friendly)
	if !s.Locked(2) {
		t.Fatal("the door must stay locked")
	}
	s = twoIntruders(t)
	put(&s, B, 12, 4)
	startMinionsOf(&s, Boss)
	s, _ = play(t, s, nil, Passage{B, geom.Pt(3, 5)})
	if p, _ := s.Where(B); p != geom.Pt(3, 5) {
		t.Fatalf("Boss at %v", p)
	}
	wantIllegal(t, s, Passage{G1 + 1, geom.Pt(12, 4)})
}

// TestMinionKillZone: a Guard moving into an exposed Intruder's Kill Zone
// ends its move and rolls to react (6); a success lets it shoot (the
// Example of Play, Guard B).
func TestMinionKillZone(t *testing.T) {
	s := twoIntruders(t)
	put(&s, I1, 9, 21)
	put(&s, I2, 0, 3)
	s.intr[0].Hidden = false
	put(&s, G1+2, 9, 14)
	startMinionsOf(&s, Guard)
	s, _ = play(t, s, nil, Move{G1 + 2, geom.S}, Step{G1 + 2, geom.S}) // (9,16): 5 away; 2 squares on GREEN
	s, _ = play(t, s, []int{6}, Move{G1 + 2, geom.S})                  // (9,17): 4 away
	if f := s.top(); f == nil || f.Kind != fReact || s.mv.On {
		t.Fatalf("want the Guard's reaction, have %+v moving %v", s.top(), s.mv.On)
	}
	s, ev := play(t, s, []int{1, 1, 1}, Shoot{G1 + 2, I1})
	if s.alarms != 3 {
		t.Errorf("the reaction shot is noisy: %d alarms; %v", s.alarms, ev)
	}
	if s.mins[G1+2-B].Acts != 2 {
		t.Errorf("the Guard's turn ends")
	}
}

// TestResearchWelcomeToTheAtomicAge: research succeeds on a 6, or on a 5
// with Claymore in the Laboratory (Rulebook, "Scientists", "Welcome to the
// Atomic Age!"): both sides of each.
func TestResearchWelcomeToTheAtomicAge(t *testing.T) {
	for _, c := range []struct {
		boss bool
		face int
		ok   bool
	}{
		{false, 5, false},
		{false, 6, true},
		{true, 4, false},
		{true, 5, true},
	} {
		s := twoIntruders(t)
		put(&s, S1, 2, 2)
		if c.boss {
			put(&s, B, 4, 4)
		}
		startMinionsOf(&s, Scientist)
		s, _ = play(t, s, []int{c.face}, Research{S1})
		if got := s.doomN == 1; got != c.ok {
			t.Errorf("Boss in the Laboratory %v, a %d: revealed %v, want %v", c.boss, c.face, got, c.ok)
		}
	}
}

// TestMinionActionsTwoEach: each Minion performs up to 2 actions in Phase 2
// (Rulebook, "Phase 2: Actions"): after one he may act again, after two he
// may not.
func TestMinionActionsTwoEach(t *testing.T) {
	for _, c := range []struct {
		acts uint8
		ok   bool
	}{
		{1, true},
		{2, false},
	} {
		s := twoIntruders(t)
		put(&s, I1, 0, 3)
		put(&s, I2, 0, 4)
		put(&s, G1+2, 9, 14)
		startMinionsOf(&s, Guard)
		s.mins[G1+2-B].Acts = c.acts
		if err := s.Legal(Move{G1 + 2, geom.N}); (err == nil) != c.ok {
			t.Errorf("after %d actions: Legal(move) = %v", c.acts, err)
		}
		if hasAction(s.Actions(), Move{G1 + 2, geom.N}) != c.ok {
			t.Errorf("after %d actions: move listed %v, want %v", c.acts, !c.ok, c.ok)
		}
	}
}

// TestConstructAtMostEightTraps: the set has 8 Traps (Rulebook,
// "Components"; "Markers": component limits override the rules): with 7 on
// the board a Technician may construct one more, with 8 he may not.
func TestConstructAtMostEightTraps(t *testing.T) {
	junctions := []geom.Point{geom.Pt(8, 0), geom.Pt(16, 0), geom.Pt(24, 0), geom.Pt(16, 7),
		geom.Pt(24, 7), geom.Pt(8, 14), geom.Pt(16, 14), geom.Pt(24, 14)}
	for _, placed := range []int{7, 8} {
		s := twoIntruders(t)
		for i, p := range junctions[:placed] {
			s.traps[i] = trap{Sq: s.sq(p), Armed: true}
		}
		put(&s, T1, 7, 8)
		startMinionsOf(&s, Technician)
		if err := s.Validate(); err != nil {
			t.Fatal(err)
		}
		a := Construct{T1, geom.Pt(8, 7)}
		if err := s.Legal(a); (err == nil) != (placed < 8) {
			t.Errorf("%d Traps placed: Legal(construct) = %v", placed, err)
		}
		if hasAction(s.Actions(), a) != (placed < 8) {
			t.Errorf("%d Traps placed: construct listed %v", placed, placed >= 8)
		}
	}
}

// TestSpawnFiguresLimit: a Minion can be spawned only while one of its
// figures is off the board (Rulebook, "Components", "Markers": the set has
// 6 Guards): with 5 Guards on the board a sixth may be spawned, with 6 not.
func TestSpawnFiguresLimit(t *testing.T) {
	for _, onBoard := range []int{5, 6} {
		s := twoIntruders(t) // G1 and G2 are the Sentries
		for i := 2; i < onBoard; i++ {
			put(&s, G1+Fig(i), 1, 10+i)
		}
		s.phase = phSpawn
		s.alarms = 3
		if err := s.Validate(); err != nil {
			t.Fatal(err)
		}
		a := Spawn{Guard, geom.Pt(10, 20)}
		if err := s.Legal(a); (err == nil) != (onBoard < 6) {
			t.Errorf("%d Guards on the board: Legal(spawn) = %v", onBoard, err)
		}
		if hasAction(s.Actions(), a) != (onBoard < 6) {
			t.Errorf("%d Guards on the board: spawn listed %v", onBoard, onBoard >= 6)
		}
	}
}
