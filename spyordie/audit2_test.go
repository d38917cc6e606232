package spyordie

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/geom"
)

// Tests of the second rules audit: each one pins a point where the
// implementation departed from the rulebook's text (RULES.md, "Second
// audit").

// TestMinionInjuryRecoveryForced: "On its next turn it must use its first
// action to recover" (Rulebook, "Minion Injury"): the Defender cannot end a
// type's actions (Pass) while one of its prone Minions has not yet rolled
// to recover.
func TestMinionInjuryRecoveryForced(t *testing.T) {
	s := twoIntruders(t)
	s.mins[G1+1-B].State = prone
	startMinionsOf(&s, Guard)
	wantIllegal(t, s, Pass{})
	if hasAction(s.Actions(), Pass{}) {
		t.Fatal("Pass offered while a prone Guard must recover")
	}
	s, _ = play(t, s, []int{6}, Recover{G1 + 1})
	if s.mins[G1+1-B].State != standing {
		t.Fatalf("G2 state %d, want standing", s.mins[G1+1-B].State)
	}
	s, _ = play(t, s, nil, Pass{})
	if s.group != Technician {
		t.Fatalf("group %v, want the Technicians", s.group)
	}
}

// TestDoomsdayWeaponGameOver: a component revealed with 10 minutes left
// ends the game at '00' (Rulebook, "The Mission Timer"); no tea break
// decision is left pending in a finished game.
func TestDoomsdayWeaponGameOver(t *testing.T) {
	s := twoIntruders(t)
	put(&s, S1, 2, 2)
	s.doomN = 1
	s.timer = 10
	startMinionsOf(&s, Scientist)
	s, _ = play(t, s, []int{6}, Research{S1})
	if !s.Over() || s.Timer() != 0 {
		t.Fatalf("over %v timer %d", s.Over(), s.Timer())
	}
	if diff := cmp.Diff(0, int(s.np)); diff != "" {
		t.Errorf("pending decisions after the end (-want +got):\n%s", diff)
	}
	if got := s.ToMove(); got != nil {
		t.Errorf("to move %v after the end", got)
	}
}

// TestTheDefenderCollectsAnAlarmMarkerWhen: every row of the Alarm table
// at every Alert Level (Rulebook, "The Defender collects an Alarm marker
// when…", "Spotting", "Shooting"): exposure (3 for the Boss), shooting
// (3/1/0), a fleeing Minion only on GREEN and AMBER; a discovered Body, an
// action caught on Camera and "no Boss in the Base" at every level.
func TestTheDefenderCollectsAnAlarmMarkerWhen(t *testing.T) {
	type event struct {
		name string
		run  func(t *testing.T, s State) State
		want [3]uint8 // GREEN, AMBER, RED
	}
	events := []event{
		{"exposed", func(t *testing.T, s State) State {
			put(&s, I1, 9, 20)
			put(&s, I2, 0, 3)
			put(&s, G1+1, 9, 14)
			startMinionsOf(&s, Guard)
			s, _ = play(t, s, []int{6, 1}, Spot{Who: G1 + 1, Target: I1})
			return s
		}, [3]uint8{1, 1, 0}},
		{"exposed by the Boss", func(t *testing.T, s State) State {
			put(&s, I1, 9, 20)
			put(&s, I2, 0, 3)
			put(&s, B, 9, 18)
			startMinionsOf(&s, Boss)
			s, _ = play(t, s, []int{1, 1, 6}, Spot{Who: B, Target: I1})
			return s
		}, [3]uint8{3, 3, 0}},
		{"shoot", func(t *testing.T, s State) State {
			put(&s, I1, 9, 20)
			put(&s, I2, 0, 3)
			s.intr[0].Hidden = false
			put(&s, G1+2, 9, 14)
			startMinionsOf(&s, Guard)
			s, _ = play(t, s, []int{1, 1}, Shoot{G1 + 2, I1})
			return s
		}, [3]uint8{3, 1, 0}},
		{"flees", func(t *testing.T, s State) State {
			s.mins[G1+1-B].State = prone
			startMinionsOf(&s, Guard)
			s, _ = play(t, s, []int{4}, Recover{G1 + 1})
			return s
		}, [3]uint8{1, 1, 0}},
		{"discovers a Body", func(t *testing.T, s State) State {
			s.bodies[0] = sqOf(&s, 14, 8)
			startMinionsOf(&s, Guard)
			s, _ = play(t, s, nil, Discover{G1 + 1, geom.Pt(14, 8)})
			return s
		}, [3]uint8{1, 1, 1}},
		{"caught on Camera", func(t *testing.T, s State) State {
			s = exposedAt(t, s, 0, 10)
			s, _ = play(t, s, nil, Move{I1, geom.S}, Stop{I1})
			return s
		}, [3]uint8{1, 1, 1}},
		{"no Boss in the Base", func(t *testing.T, s State) State {
			s.mins[0].State = offBoard
			startMinionsOf(&s, Scientist)
			s, _ = play(t, s, nil, Pass{})
			return s
		}, [3]uint8{1, 1, 1}},
	}
	for _, e := range events {
		for lvl := Green; lvl <= RedAlert; lvl++ {
			s := twoIntruders(t)
			s.alert = lvl
			s = e.run(t, s)
			if s.alarms != e.want[lvl] || s.alert != lvl {
				t.Errorf("%s at %v: %d Alarm markers (alert %v), want %d", e.name, lvl, s.alarms, s.alert, e.want[lvl])
			}
		}
	}
}

// TestTrapsInjuryByAlert: a triggered Trap's injury depends on the Alert
// (Rulebook, "Control Room", Traps: GREEN 'Shock' stun, AMBER 'Gas' K.O,
// RED 'Laser' wound): a stun or wound puts a Minion prone and marks an
// Intruder; a K.O is resisted (Intruder 4+, Minion 6). The range die counts
// the squares adjacent to the Trap as 1.
func TestTrapsInjuryByAlert(t *testing.T) {
	for _, tc := range []struct {
		alert        Alert
		faces        []int // range, then resist rolls (Anna first, the Guard next)
		stun, wound  bool
		guard        uint8
		body, sacred bool
	}{
		{Green, []int{3}, true, false, prone, false, false},
		{Amber, []int{3, 4, 5}, false, false, offBoard, true, false},
		{Amber, []int{3, 3, 6}, false, false, standing, false, true},
		{RedAlert, []int{3}, false, true, prone, false, false},
		{Green, []int{1}, false, false, prone, false, false}, // range 1: Anna at 2 is unaffected
	} {
		s := twoIntruders(t)
		s.alert = tc.alert
		s.traps[0] = trap{Sq: sqOf(&s, 8, 14), Armed: true}
		put(&s, I1, 8, 17)
		put(&s, I2, 0, 3)
		put(&s, G1+2, 9, 15) // 1 square from the Trap
		startTurn(&s, 0)
		s, _ = play(t, s, tc.faces, Move{I1, geom.N}, Stop{I1}) // to (8,16): 2 from the Trap
		got := []any{s.intr[0].Stun, s.intr[0].Wound, s.mins[G1+2-B].State, s.bodyAt(sqOf(&s, 9, 15)) >= 0,
			s.np > 0 && s.top().Kind == fSacrifice, s.traps[0].Armed, s.itemAt(sqOf(&s, 9, 15), SMG) >= 0}
		want := []any{tc.stun, tc.wound, tc.guard, tc.body, tc.sacred, false, false}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%v %v: stun, wound, guard, body, K.O'd, armed, SMG (-want +got):\n%s", tc.alert, tc.faces, diff)
		}
	}
}

// rolls returns the number of dice of each Rolled event.
func rolls(ev []Event) []int {
	var n []int
	for _, e := range ev {
		if r, ok := e.(Rolled); ok {
			n = append(n, len(r.Dice))
		}
	}
	return n
}

// TestJudokaOneLessDice: "any Minion attempting to fight Anna rolls one
// less dice (this includes fighting back and opportunity strikes)"
// (Rulebook, "Judoka"): a Technician's 2 dice become 1, never 0; a
// Guard's 3 become 2.
func TestJudokaOneLessDice(t *testing.T) {
	s := twoIntruders(t) // Anna is the Judoka
	s = exposedAt(t, s, 9, 20)
	put(&s, T1, 9, 19)
	// The opportunity strike before her move: 1 die (a miss); the move.
	_, ev := play(t, s, []int{5}, Move{I1, geom.S}, Stop{I1})
	if diff := cmp.Diff([]int{1}, rolls(ev)); diff != "" {
		t.Errorf("opportunity strike dice (-want +got):\n%s", diff)
	}
	// Her fight misses (3 dice at 3+); the Technician fights back with 1.
	_, ev = play(t, s, []int{1, 2, 2, 6}, Fight{I1, T1}, FightBack{})
	if diff := cmp.Diff([]int{3, 1}, rolls(ev)); diff != "" {
		t.Errorf("fight and fight back dice (-want +got):\n%s", diff)
	}
	s.mins[T1-B].State = offBoard
	put(&s, G1+2, 9, 19)
	s.mins[G1+2-B].Acts = 0
	startMinionsOf(&s, Guard)
	_, ev = play(t, s, []int{1, 1}, Fight{G1 + 2, I1})
	if diff := cmp.Diff([]int{2}, rolls(ev)); diff != "" {
		t.Errorf("a Guard's fight on the Judoka (-want +got):\n%s", diff)
	}
}

// TestEvaderOneLessDice: "a Minion must roll 1 less dice when attempting
// to spot the Evader. This means it is impossible to spot him if he is more
// than 8 squares away" (Rulebook, "Evader") — through a Camera too (the
// rules apply as if the Minion stood on the Camera's square).
func TestEvaderOneLessDice(t *testing.T) {
	s := setUp(t, []AgentID{Harry}, []Talent{Evader}, []Item{Silencer})
	put(&s, I1, 0, 16) // 2 squares from the Camera at (0,14), 9 from the one at (0,7)
	put(&s, G1, 22, 11)
	startMinionsOf(&s, Guard)
	if s.figSq(G1) != s.bd().security {
		t.Fatal("G1 is not on the Security square")
	}
	wantIllegal(t, s, Spot{Who: G1, Target: I1, Camera: true, Via: geom.Pt(0, 7)})
	_, ev := play(t, s, []int{1, 1}, Spot{Who: G1, Target: I1, Camera: true, Via: geom.Pt(0, 14)})
	if diff := cmp.Diff([]int{2}, rolls(ev)); diff != "" {
		t.Errorf("spot through a Camera at 2 squares (-want +got):\n%s", diff)
	}
}

// TestPhase1Spawn: the cost by Alert (3/2/1), one Minion a turn, Spawn
// squares by type, any type but the Boss in the Cafeteria only with the
// Boss there (Rulebook, "Phase 1: Spawn", "Get back to work!").
func TestPhase1Spawn(t *testing.T) {
	for _, tc := range []struct {
		alert Alert
		cost  uint8
	}{{Green, 3}, {Amber, 2}, {RedAlert, 1}} {
		s := twoIntruders(t)
		s.phase = phSpawn
		s.alert = tc.alert
		s.alarms = tc.cost - 1
		wantIllegal(t, s, Spawn{Technician, geom.Pt(2, 13)})
		s.alarms = tc.cost + 4
		wantIllegal(t, s, Spawn{Technician, geom.Pt(10, 20)}) // a Guard's square
		wantIllegal(t, s, Spawn{Guard, geom.Pt(11, 13)})      // the Cafeteria, no Boss there
		s2, _ := play(t, s, nil, Spawn{Technician, geom.Pt(2, 13)})
		if s2.alarms != 4 || s2.phase != phMinions {
			t.Errorf("%v: alarms %d phase %d, want 4 and Phase 2", tc.alert, s2.alarms, s2.phase)
		}
		wantIllegal(t, s2, Spawn{Guard, geom.Pt(10, 20)}) // only one a turn
		put(&s, B, 12, 10)
		if _, _, err := Apply(s, Spawn{Guard, geom.Pt(11, 13)}, dice.Script()); err != nil {
			t.Errorf("%v: Get back to work!: %v", tc.alert, err)
		}
		wantIllegal(t, s, Spawn{Boss, geom.Pt(11, 13)})
	}
}

// TestReactionOpportunityStrike: the reaction is an action ("If the action
// results in the figure entering another enemy's Kill Zone…", Rulebook,
// "Reaction"), so a figure that reacts by moving away from the adjacent
// enemy whose Kill Zone it entered first takes that enemy's opportunity
// strike ("performs any action other than to fight that enemy", Rulebook,
// "Fighting"). The stand-off: Anna (Judoka: the Guard rolls 2 dice).
func TestReactionOpportunityStrike(t *testing.T) {
	s := setUp(t, []AgentID{Anna}, []Talent{Judoka}, []Item{Silencer})
	s.locked = 0
	put(&s, G1+2, 9, 11)
	s = exposedAt(t, s, 10, 12)
	s, _ = play(t, s, []int{1, 1, 1, 1, 4}, Move{I1, geom.N})
	s, ev := play(t, s, []int{1, 6}, Step{I1, geom.E})
	if diff := cmp.Diff([]int{2}, rolls(ev)); diff != "" {
		t.Errorf("the Guard's opportunity strike (-want +got):\n%s", diff)
	}
	if p, _ := s.Where(I1); p != geom.Pt(11, 11) || !s.intr[0].Stun {
		t.Errorf("Anna at %v stunned %v, want (11,11) and stunned", p, s.intr[0].Stun)
	}
	// A reaction fight on the adjacent enemy draws no strike from him.
	s = setUp(t, []AgentID{Anna}, []Talent{Judoka}, []Item{Silencer})
	s.locked = 0
	put(&s, G1+2, 9, 11)
	s = exposedAt(t, s, 10, 12)
	s, _ = play(t, s, []int{1, 1, 1, 1, 4}, Move{I1, geom.N})
	_, ev = play(t, s, []int{1, 1, 1}, Fight{I1, G1 + 2}, Pass{})
	if diff := cmp.Diff([]int{3}, rolls(ev)); diff != "" {
		t.Errorf("reaction fight (-want +got):\n%s", diff)
	}
}

// TestReactionSurrenderOpportunityStrike: surrendering after a reaction
// roll is an action like surrendering at the start of a turn: the adjacent
// enemy strikes first (here a miss, then the Prison).
func TestReactionSurrenderOpportunityStrike(t *testing.T) {
	s := setUp(t, []AgentID{Anna}, []Talent{Judoka}, []Item{Silencer})
	s.locked = 0
	put(&s, G1+2, 9, 11)
	s = exposedAt(t, s, 10, 12)
	s, _ = play(t, s, []int{1, 1, 1, 1, 1}, Move{I1, geom.N}) // the reaction fails
	s, ev := play(t, s, []int{1, 2}, Surrender{I1})
	if diff := cmp.Diff([]int{2}, rolls(ev)); diff != "" {
		t.Errorf("the Guard's opportunity strike (-want +got):\n%s", diff)
	}
	if f := s.top(); f == nil || f.Kind != fImprison {
		t.Fatalf("want the Prison decision, have %+v", s.top())
	}
}

// TestShootRangeAndResults: the range table (2–4 squares 3 dice, 5–8 2,
// 9–12 1; no shot at 1 or beyond 12) and the results table (1 wound, 2
// wound and K.O, 3 fatality) (Rulebook, "Shoot"), with the Boss's Handgun
// on RED (no noise, no SMG option).
func TestShootRangeAndResults(t *testing.T) {
	base := twoIntruders(t)
	put(&base, I2, 0, 3)
	base.alert = RedAlert
	for d := 1; d <= 13; d++ {
		s := base
		s = exposedAt(t, s, 9, 21)
		put(&s, B, 9, 21-d)
		startMinionsOf(&s, Boss)
		want := 1
		switch {
		case d <= 4:
			want = 3
		case d <= 8:
			want = 2
		}
		if d == 1 || d == 13 {
			wantIllegal(t, s, Shoot{B, I1})
			continue
		}
		faces := make([]int, want) // all misses
		for i := range faces {
			faces[i] = 1
		}
		_, ev := play(t, s, faces, Shoot{B, I1})
		if diff := cmp.Diff([]int{want}, rolls(ev)); diff != "" {
			t.Errorf("%d squares (-want +got):\n%s", d, diff)
		}
	}
	for _, tc := range []struct {
		faces       []int
		wound       bool
		koed, fatal bool
	}{
		{[]int{6, 1, 1}, true, false, false},
		{[]int{6, 6, 1, 4}, true, false, false}, // the K.O resisted on a 4
		{[]int{6, 6, 1, 3}, false, true, false}, // not resisted
		{[]int{6, 6, 6}, false, false, true},
	} {
		s := base
		s = exposedAt(t, s, 9, 21)
		put(&s, B, 9, 18)
		startMinionsOf(&s, Boss)
		s, _ = play(t, s, tc.faces, Shoot{B, I1})
		top := s.top()
		got := []any{s.intr[0].Wound, top != nil && top.Kind == fSacrifice && top.A == 3, top != nil && top.Kind == fSacrifice && top.A == 6}
		if diff := cmp.Diff([]any{tc.wound, tc.koed, tc.fatal}, got); diff != "" {
			t.Errorf("%v: wound, K.O (3 min), fatality (6 min) (-want +got):\n%s", tc.faces, diff)
		}
	}
}

// TestMultipleInjuriesResistEach: "apply the rules for each, starting with
// the most severe" (Rulebook, "Multiple Injuries"): a stunned and wounded
// Intruder who takes a stun, a wound and a K.O (3 fight successes) resists
// the K.O, then the second wound, then the second stun — and the last
// failure still captures him. A Minion that resists the K.O of the same
// fight still falls prone ("unless it is also stunned or wounded").
func TestMultipleInjuriesResistEach(t *testing.T) {
	for _, tc := range []struct {
		faces []int
		koed  bool
	}{{[]int{6, 6, 6, 4, 5, 6}, false}, {[]int{6, 6, 6, 4, 5, 3}, true}, {[]int{6, 6, 6, 1}, true}} {
		s := twoIntruders(t)
		put(&s, I1, 0, 3)
		put(&s, I2, 1, 4)
		s.intr[1].Hidden = false
		s.intr[1].Stun, s.intr[1].Wound = true, true
		put(&s, B, 1, 5)
		startMinionsOf(&s, Boss)
		s, _ = play(t, s, tc.faces, Fight{B, I2}) // Harry is no Judoka: 3 dice
		koed := s.np > 0 && s.top().Kind == fSacrifice && s.top().A == 3
		if koed != tc.koed || !koed && !(s.intr[1].Stun && s.intr[1].Wound) {
			t.Errorf("%v: K.O'd %v (stun %v wound %v), want %v", tc.faces, koed, s.intr[1].Stun, s.intr[1].Wound, tc.koed)
		}
	}
	s := twoIntruders(t)
	put(&s, B, 1, 5)
	s = exposedAt(t, s, 1, 4)
	// Anna (Judoka, 3+): 3 successes; the Boss resists the K.O on a 6.
	s, _ = play(t, s, []int{3, 4, 5, 6}, Fight{I1, B})
	if s.mins[0].State != prone {
		t.Errorf("the Boss: state %d, want prone", s.mins[0].State)
	}
}

// TestAlarmAnIntruderIsExposed: the Alarm table's "An Intruder is exposed"
// (GREEN and AMBER only) counts every way of "Being Exposed" — spotted,
// voluntarily revealed, a failed sneak-attack — as "Anyone uses the shoot
// action (see Shooting)" counts every shot: the "(see …)" is the table's
// page pointer, not a restriction.
func TestAlarmAnIntruderIsExposed(t *testing.T) {
	for lvl := Green; lvl <= RedAlert; lvl++ {
		want := uint8(1)
		if lvl == RedAlert {
			want = 0
		}
		s := twoIntruders(t)
		s.alert = lvl
		put(&s, I1, 20, 7) // 7 squares from the Sentry at (13,7): no Kill Zone
		startTurn(&s, 0)
		s, _ = play(t, s, nil, Reveal{I1})
		if s.intr[0].Hidden || s.alarms != want {
			t.Errorf("reveal at %v: hidden %v, %d Alarm markers, want %d", lvl, s.intr[0].Hidden, s.alarms, want)
		}
		s = twoIntruders(t)
		s.alert = lvl
		put(&s, I1, 12, 8)
		startTurn(&s, 0)
		s, _ = play(t, s, []int{1, 2, 2}, SneakAttack{I1, G1 + 1})
		if s.intr[0].Hidden || s.alarms != want {
			t.Errorf("failed sneak-attack at %v: hidden %v, %d Alarm markers, want %d", lvl, s.intr[0].Hidden, s.alarms, want)
		}
	}
}
