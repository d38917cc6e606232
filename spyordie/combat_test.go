package spyordie

import (
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/geom"
)

// exposedAt puts Intruder 0 exposed at (x,y) on his turn.
func exposedAt(t *testing.T, s State, x, y int) State {
	put(&s, I1, x, y)
	s.intr[0].Hidden = false
	if s.n > 1 {
		put(&s, I2, 0, 3)
	}
	startTurn(&s, 0)
	return s
}

// TestFight: 3 dice for an Intruder; one success stuns (a Minion falls
// prone), two add a K.O the Minion resists on a 6 (Rulebook, "Fight").
func TestFight(t *testing.T) {
	s := setUp(t, []AgentID{Kim, Harry}, []Talent{Locksmith, Prowler}, []Item{Lockpicks, Silencer})
	s = exposedAt(t, s, 12, 8) // adjacent to the Sentry at (13,7)
	s, _ = play(t, s, []int{4, 1, 1}, Fight{I1, G1 + 1})
	if s.mins[G1+1-B].State != prone {
		t.Fatalf("one success: the Guard should be prone")
	}
	s = setUp(t, []AgentID{Kim, Harry}, []Talent{Locksmith, Prowler}, []Item{Lockpicks, Silencer})
	s = exposedAt(t, s, 12, 8)
	s, _ = play(t, s, []int{4, 5, 1, 3}, Fight{I1, G1 + 1}) // stun + K.O; resist roll 3 fails
	if s.mins[G1+1-B].State != offBoard || s.bodyAt(sqOf(&s, 13, 7)) < 0 || s.itemAt(sqOf(&s, 13, 7), SMG) < 0 {
		t.Fatalf("two successes and a failed resist: a Body and an SMG where the Guard fell")
	}
}

// TestFightBack: when the attacker rolls no success the target may fight
// back, for free, without a fight back of the fight back (Rulebook, the
// example of Harry and the Technician).
func TestFightBack(t *testing.T) {
	s := setUp(t, []AgentID{Harry}, []Talent{Prowler}, []Item{Silencer})
	put(&s, T1, 1, 5)
	s = exposedAt(t, s, 0, 5)
	s, _ = play(t, s, []int{1, 2, 3}, Fight{I1, T1})
	if f := s.top(); f == nil || f.Kind != fFightBack || s.ToMove()[0] != Defender {
		t.Fatalf("want the Defender's fight back decision, have %+v", s.top())
	}
	// The Technician rolls 2 dice: POW! 6, 6 = stun and K.O; Harry resists on a 4.
	s, _ = play(t, s, []int{6, 6, 4}, FightBack{})
	in := s.intr[0]
	if !in.Stun || in.Status != InBase || s.np != 0 {
		t.Fatalf("Harry: stun %v status %v pending %d", in.Stun, in.Status, s.np)
	}
	// Stunned with one action used: his turn is over.
	if s.phase != phSpawn {
		t.Errorf("stunned after his first action, Harry's turn should end; phase %d", s.phase)
	}
}

// TestJudoka: Minions fighting a Judoka roll one fewer die; her fight rolls
// succeed on 3+.
func TestJudoka(t *testing.T) {
	s := setUp(t, []AgentID{Anna}, []Talent{Judoka}, []Item{Silencer})
	s = exposedAt(t, s, 12, 8)
	if got := s.fightDice(G1+1, I1); got != 2 {
		t.Errorf("a Guard fights the Judoka with %d dice, want 2", got)
	}
	s, _ = play(t, s, []int{3, 1, 1}, Fight{I1, G1 + 1})
	if s.mins[G1+1-B].State != prone {
		t.Error("a 3 succeeds for the Judoka")
	}
}

// TestOpportunityStrike: an exposed Intruder adjacent to a standing Minion
// who does anything but fight it suffers a free fight attack first,
// without fight back (Rulebook, Kim's example at the Entrance).
func TestOpportunityStrike(t *testing.T) {
	s := setUp(t, []AgentID{Kim}, []Talent{Detective}, []Item{XRaySpecs})
	put(&s, G1+2, 13, 21)
	s = exposedAt(t, s, 12, 22)
	s.locked |= 1 // the Entrance has been relocked
	// The Guard misses (3 dice, no 6); Kim's breach succeeds on a 4.
	s, _ = play(t, s, []int{1, 2, 3, 4}, Breach{I1, 0})
	if s.Locked(0) || s.np != 0 {
		t.Fatalf("Entrance locked %v, pending %d", s.Locked(0), s.np)
	}
	// Before her move the Guard strikes again: a 6 stuns her; she leaves.
	s, _ = play(t, s, []int{6, 1, 1}, Move{I1, geom.S})
	if got := s.Intruder(0).Status; got != Escaped {
		t.Fatalf("Kim %v, want escaped", got)
	}
}

// TestShoot: dice by range and injuries by successes; an SMG may re-roll a
// failed die (Rulebook, "Shoot", "Submachine Gun").
func TestShoot(t *testing.T) {
	s := twoIntruders(t)
	put(&s, I1, 9, 20)
	put(&s, I2, 0, 3)
	s.intr[0].Hidden = false
	put(&s, G1+2, 9, 14)
	s.alert = RedAlert // no noise
	startMinionsOf(&s, Guard)
	// 6 squares: 2 dice. One hit: the SMG option.
	s, _ = play(t, s, []int{6, 2}, Shoot{G1 + 2, I1})
	if f := s.top(); f == nil || f.Kind != fSMG {
		t.Fatalf("want the SMG decision, have %+v", s.top())
	}
	// Re-roll the failed die: 6: wound and K.O; Anna resists on a 5.
	s, _ = play(t, s, []int{6, 5}, Reroll{})
	if !s.intr[0].Wound || s.intr[0].Status != InBase {
		t.Fatalf("wound %v status %v", s.intr[0].Wound, s.intr[0].Status)
	}
	if s.maxMove(I1) != 3 {
		t.Errorf("wounded exposed move %d, want 3", s.maxMove(I1))
	}
}

// TestIntruderInjury: a second wound must be resisted; a failed resist is
// a K.O: the Intruder may make the Heroic Sacrifice or be captured, losing
// 3 minutes, and the Defender chooses the Detention and Storage squares
// (Rulebook, "Intruder Injury", "Prison").
func TestIntruderInjury(t *testing.T) {
	s := twoIntruders(t)
	put(&s, I1, 9, 20)
	put(&s, I2, 0, 3)
	s.intr[0].Hidden = false
	s.intr[0].Wound = true
	put(&s, B, 9, 14)
	s.alert = RedAlert
	startMinionsOf(&s, Boss)
	// The Boss's Handgun: 1 hit = a wound; second wound: resist fails (3).
	s, _ = play(t, s, []int{6, 1, 3}, Shoot{B, I1})
	if f := s.top(); f == nil || f.Kind != fSacrifice || s.ToMove()[0] != Intruder1 {
		t.Fatalf("want Anna's Heroic Sacrifice decision, have %+v", s.top())
	}
	s, _ = play(t, s, nil, Pass{})
	if f := s.top(); f == nil || f.Kind != fImprison || s.ToMove()[0] != Defender {
		t.Fatalf("want the Defender's Imprison decision, have %+v", s.top())
	}
	s, _ = play(t, s, nil, Imprison{geom.Pt(21, 20), geom.Pt(22, 3)})
	in := s.Intruder(0)
	if in.At != geom.Pt(21, 20) || in.Wound || in.Stun || len(in.Items) != 0 || s.Timer() != 57 {
		t.Fatalf("captured Anna: %+v, timer %d", in, s.Timer())
	}
	if s.itemAt(sqOf(&s, 22, 3), Handgun) < 0 || s.itemAt(sqOf(&s, 22, 3), Lockpicks) < 0 {
		t.Error("her Items should be on the Storage square")
	}
	// No Minion may attack an unarmed Intruder in the Prison.
	put(&s, G1+2, 21, 17)
	s.mins[G1+2-B].Acts = 0
	startMinionsOf(&s, Guard)
	wantIllegal(t, s, Shoot{G1 + 2, I1})
}

// TestHeroicSacrifice: the Intruder leaves the game, his Items stay where
// he fell, his Intelligence is lost; no time is taken.
func TestHeroicSacrifice(t *testing.T) {
	s := twoIntruders(t)
	put(&s, I1, 9, 20)
	s.intr[0].Hidden = false
	kernel(&s, func(g *game) { g.takeIntel(0, 0) })
	put(&s, B, 9, 16)
	startMinionsOf(&s, Boss)
	s, _ = play(t, s, []int{6, 6, 6}, Shoot{B, I1}, Sacrifice{})
	if s.Intruder(0).Status != Sacrificed || s.intels[0].Loc != locNone || s.itemAt(sqOf(&s, 9, 20), Handgun) < 0 || s.Timer() != 60 {
		t.Fatalf("after the sacrifice: %+v timer %d", s.Intruder(0), s.Timer())
	}
}

// TestMinionRecovery: a prone Minion's first action is recovery: 1 dies,
// 2-5 flees (an Alarm marker on GREEN and AMBER), 6 stands up and may act
// again (Rulebook, "Minion Injury").
func TestMinionRecovery(t *testing.T) {
	for _, tc := range []struct {
		face   int
		state  uint8
		body   bool
		alarms uint8
	}{{1, offBoard, true, 0}, {2, offBoard, false, 1}, {3, offBoard, false, 1}, {5, offBoard, false, 1}, {6, standing, false, 0}} {
		s := twoIntruders(t)
		s.mins[G1+1-B].State = prone
		startMinionsOf(&s, Guard)
		if acts := s.Actions(); !hasAction(acts, Recover{G1 + 1}) || hasAction(acts, Move{G1 + 1, geom.N}) {
			t.Fatalf("a prone Minion must first recover: %v", acts)
		}
		s, _ = play(t, s, []int{tc.face}, Recover{G1 + 1})
		m := s.mins[G1+1-B]
		if m.State != tc.state || (s.bodyAt(sqOf(&s, 13, 7)) >= 0) != tc.body || s.alarms != tc.alarms {
			t.Errorf("roll %d: state %d body %v alarms %d", tc.face, m.State, s.bodyAt(sqOf(&s, 13, 7)) >= 0, s.alarms)
		}
	}
}

// TestKOResist: a Minion resists a K.O on a 6; the Boss leaves no Body
// ("I shall return!").
func TestKOResist(t *testing.T) {
	s := twoIntruders(t)
	put(&s, B, 1, 5)
	s = exposedAt(t, s, 0, 5)
	// Fight the Boss (Judoka 3+): 3, 3, 1 = stun and K.O; resist fails.
	s, _ = play(t, s, []int{3, 3, 1, 2}, Fight{I1, B})
	if s.mins[0].State != offBoard || s.bodiesOnBoard() != 0 {
		t.Fatalf("the Boss: state %d, bodies %d", s.mins[0].State, s.bodiesOnBoard())
	}
}

// TestSurrender: an Intruder who starts his turn in a Kill Zone may
// surrender: Prison without a time penalty.
func TestSurrender(t *testing.T) {
	s := twoIntruders(t)
	s = exposedAt(t, s, 16, 7) // 3 squares from the Sentry
	if !hasAction(s.Actions(), Surrender{I1}) {
		t.Fatal("surrender should be offered")
	}
	s, _ = play(t, s, nil, Surrender{I1}, Imprison{geom.Pt(19, 20), geom.Pt(23, 5)})
	if p, _ := s.Where(I1); p != geom.Pt(19, 20) || s.Timer() != 60 {
		t.Fatalf("at %v timer %d", p, s.Timer())
	}
}

// TestDiceSuccesses: a die succeeds on 4, 5 or 6 for an Intruder, on 3 to 6
// with a Talent that helps, and only on a 6 for a Minion (Rulebook,
// "Dice"): each on both sides of its threshold.
func TestDiceSuccesses(t *testing.T) {
	s := twoIntruders(t) // Anna (I1) is a Judoka
	for _, c := range []struct {
		who    Fig
		talent Talent
		face   int
		want   int
	}{
		{I1, NoTalent, 3, 0},
		{I1, NoTalent, 4, 1},
		{I1, Evader, 3, 0}, // a Talent she does not have
		{I1, Judoka, 2, 0},
		{I1, Judoka, 3, 1},
		{G1, NoTalent, 5, 0},
		{G1, NoTalent, 6, 1},
		{G1, Judoka, 5, 0}, // Talents are the Intruders'
	} {
		g := game{State: s, r: dice.Script(c.face)}
		if got, _ := g.roll(c.who, "test", 1, g.need(c.who, c.talent)); got != c.want {
			t.Errorf("%v (Talent %v) rolls %d: %d successes, want %d", c.who, c.talent, c.face, got, c.want)
		}
	}
}

// TestSMGSecondShotWithinFourSquares: the SMG's second shot is "at another
// eligible target within 4 squares of the first" (Rulebook, "Guards"):
// Harry 4 squares from Anna may be shot, 5 squares away he may not.
func TestSMGSecondShotWithinFourSquares(t *testing.T) {
	for _, c := range []struct {
		at geom.Point
		ok bool
	}{
		{geom.Pt(8, 16), true},  // 4 squares from Anna at (9,20)
		{geom.Pt(5, 15), false}, // 5 squares
	} {
		s := twoIntruders(t)
		put(&s, I1, 9, 20)
		put(&s, I2, c.at.X, c.at.Y)
		s.intr[0].Hidden, s.intr[1].Hidden = false, false
		put(&s, G1+2, 9, 14)
		startMinionsOf(&s, Guard)
		if !s.canShoot(G1+2, I2) {
			t.Fatalf("Harry at %v: the Guard could not shoot him at all", c.at)
		}
		s, _ = play(t, s, []int{6, 1}, Shoot{G1 + 2, I1})
		if err := s.Legal(SecondShot{I2}); (err == nil) != c.ok {
			t.Errorf("Harry at %v: Legal(second shot) = %v", c.at, err)
		}
		if hasAction(s.Actions(), SecondShot{I2}) != c.ok {
			t.Errorf("Harry at %v: second shot listed %v, want %v", c.at, !c.ok, c.ok)
		}
	}
}
