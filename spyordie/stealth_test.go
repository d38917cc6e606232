package spyordie

import (
	"encoding/json"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/geom"
)

// TestSpot: a Minion spots a hidden Intruder in Line of Sight with dice by
// range (1-4: 3, 5-8: 2, 9-12: 1); a success exposes him and collects 1
// Alarm marker (Rulebook, "Spot").
func TestSpot(t *testing.T) {
	s := twoIntruders(t)
	put(&s, I1, 9, 20)
	put(&s, I2, 0, 3)
	put(&s, G1+1, 9, 14) // 6 squares from I1 along the corridor
	startMinionsOf(&s, Guard)
	s, ev := play(t, s, []int{5, 6}, Spot{Who: G1 + 1, Target: I1})
	if s.intr[0].Hidden || s.alarms != 1 {
		t.Fatalf("hidden %v alarms %d, events %v", s.intr[0].Hidden, s.alarms, ev)
	}
	if r := ev[0].(Rolled); len(r.Dice) != 2 {
		t.Errorf("rolled %d dice at 6 squares, want 2", len(r.Dice))
	}
}

// TestBossSpot: "I've been expecting you": the Boss's spot collects 3
// Alarm markers.
func TestBossSpot(t *testing.T) {
	s := twoIntruders(t)
	put(&s, I1, 9, 20)
	put(&s, I2, 0, 3)
	put(&s, B, 9, 18)
	startMinionsOf(&s, Boss)
	s, _ = play(t, s, []int{1, 1, 6}, Spot{Who: B, Target: I1})
	if s.intr[0].Hidden || s.alarms != 3 {
		t.Fatalf("hidden %v alarms %d, want exposed and 3", s.intr[0].Hidden, s.alarms)
	}
}

// TestEvader: Minions roll 1 fewer die to spot the Evader: none beyond 8
// squares.
func TestEvader(t *testing.T) {
	s := setUp(t, []AgentID{Harry}, []Talent{Evader}, []Item{Silencer})
	put(&s, I1, 9, 21)
	put(&s, G1+1, 9, 12) // 9 squares
	startMinionsOf(&s, Guard)
	wantIllegal(t, s, Spot{Who: G1 + 1, Target: I1})
	put(&s, G1+1, 9, 14) // 7 squares: 2-1 = 1 die
	_, ev := play(t, s, []int{6}, Spot{Who: G1 + 1, Target: I1})
	if r := ev[0].(Rolled); len(r.Dice) != 1 {
		t.Errorf("rolled %d dice, want 1", len(r.Dice))
	}
}

// TestSpotThroughCamera: a Minion on the Security square spots through any
// Camera as if standing on it, but not an Intruder on the Camera's square.
func TestSpotThroughCamera(t *testing.T) {
	s := twoIntruders(t)
	put(&s, I1, 0, 10) // 3 squares from the Camera at (0,7)
	put(&s, I2, 0, 14) // on the Camera at (0,14)
	startMinionsOf(&s, Guard)
	wantIllegal(t, s, Spot{Who: G1, Target: I2, Camera: true, Via: geom.Pt(0, 14)})
	s, _ = play(t, s, []int{6, 1, 1}, Spot{Who: G1, Target: I1, Camera: true, Via: geom.Pt(0, 7)})
	if s.intr[0].Hidden {
		t.Fatal("not spotted through the Camera")
	}
	// Without power no Camera works.
	s.power = true
	s.intr[1].Hidden = true
	put(&s, I2, 0, 4)
	s.mins[G1-B].Acts = 0
	wantIllegal(t, s, Spot{Who: G1, Target: I2, Camera: true, Via: geom.Pt(0, 7)})
}

// TestHide: an exposed Intruder out of every Minion's sight rolls 4 dice
// and takes 4 minutes minus the successes; not in an enemy's Line of Sight.
func TestHide(t *testing.T) {
	s := twoIntruders(t)
	put(&s, I1, 0, 3)
	s.intr[0].Hidden = false
	startTurn(&s, 0)
	s, _ = play(t, s, []int{4, 5, 1, 2}, Hide{I1})
	if !s.intr[0].Hidden || s.Timer() != 58 {
		t.Fatalf("hidden %v timer %d, want hidden and 58", s.intr[0].Hidden, s.Timer())
	}
	s.intr[0].Hidden = false
	put(&s, G1+1, 0, 6)
	startTurn(&s, 0)
	wantIllegal(t, s, Hide{I1})
}

// TestSneaking: a hidden Intruder moving into a square within 4 squares of
// a Sentry's Line of Sight must sneak: take a chance (a failure ends his
// turn, he stays put) or take time (2 minutes minus 2 dice).
func TestSneaking(t *testing.T) {
	s := twoIntruders(t)
	// G2 is the Sentry outside the Sanctum at (13,7).
	put(&s, I1, 18, 7)
	startTurn(&s, 0)
	s, _ = play(t, s, nil, Move{I1, geom.W})
	if f := s.top(); f == nil || f.Kind != fChance || f.Op != opSneak {
		t.Fatalf("want a sneak decision, have %+v", s.top())
	}
	// Take time: one success, 1 minute; he moves in and goes on.
	s, _ = play(t, s, []int{4, 1}, TakeTime{})
	if p, _ := s.Where(I1); p != geom.Pt(17, 7) || s.Timer() != 59 || !s.mv.On {
		t.Fatalf("at %v timer %d moving %v", p, s.Timer(), s.mv.On)
	}
	// Take a chance and fail: the turn ends where he is.
	s, _ = play(t, s, nil, Step{I1, geom.W})
	s, _ = play(t, s, []int{3}, Chance{})
	if p, _ := s.Where(I1); p != geom.Pt(17, 7) || s.ToMove()[0] != Intruder2 {
		t.Fatalf("at %v, to move %v: want (17,7) and Harry's turn", p, s.ToMove())
	}
}

// TestProwler: Prowler sneaks on 3+ and moves 6 squares while hidden.
func TestProwler(t *testing.T) {
	s := setUp(t, []AgentID{Harry}, []Talent{Prowler}, []Item{Silencer})
	put(&s, I1, 0, 3)
	startTurn(&s, 0)
	if got := s.maxMove(I1); got != 6 {
		t.Errorf("Prowler moves %d hidden, want 6", got)
	}
	put(&s, I1, 18, 7)
	startTurn(&s, 0)
	s, _ = play(t, s, []int{3}, Move{I1, geom.W}, Chance{})
	if p, _ := s.Where(I1); p != geom.Pt(17, 7) {
		t.Errorf("a 3 should succeed for the Prowler; at %v", p)
	}
}

// TestSneakAttack: a hidden Intruder adjacent to a Minion rolls 3 dice; a
// success replaces it with a Body marker, then he may conceal the body
// (2 minutes minus 2 dice), taking a Guard's SMG; a failure exposes him
// and ends his turn.
func TestSneakAttack(t *testing.T) {
	s := twoIntruders(t)
	put(&s, I1, 12, 8) // next to the Sentry at (13,7)
	startTurn(&s, 0)
	s, _ = play(t, s, []int{1, 1, 5}, SneakAttack{I1, G1 + 1})
	if s.mins[G1+1-B].State != offBoard || s.bodyAt(sqOf(&s, 13, 7)) < 0 {
		t.Fatalf("Sentry %d, want a Body", s.mins[G1+1-B].State)
	}
	if f := s.top(); f == nil || f.Kind != fConceal {
		t.Fatalf("want the Conceal Body option, have %+v", s.top())
	}
	s, _ = play(t, s, []int{4, 2}, Conceal{})
	if s.bodyAt(sqOf(&s, 13, 7)) >= 0 || s.Timer() != 59 || !s.hasItem(0, SMG) {
		t.Fatalf("body %d timer %d SMG %v", s.bodyAt(sqOf(&s, 13, 7)), s.Timer(), s.hasItem(0, SMG))
	}
	if s.intr[0].Acts != 1 {
		t.Errorf("Conceal Body is a bonus action: %d actions taken", s.intr[0].Acts)
	}
	// A failed sneak-attack exposes and ends the turn.
	s = twoIntruders(t)
	put(&s, I1, 12, 8)
	startTurn(&s, 0)
	s, _ = play(t, s, []int{1, 2, 2}, SneakAttack{I1, G1 + 1}) // Judoka: 3+
	if s.intr[0].Hidden || s.ToMove()[0] != Intruder2 {
		t.Fatalf("hidden %v, to move %v", s.intr[0].Hidden, s.ToMove())
	}
}

// TestImposter: after concealing a body the Imposter may disguise himself
// as the Minion; the Defender's View shows the worn Minion figure there
// (swapped in plain view: he can tell it, RULES.md); a spotted disguise
// resists on 3+.
func TestImposter(t *testing.T) {
	s := setUp(t, []AgentID{Harry}, []Talent{Imposter}, []Item{Silencer})
	put(&s, I1, 12, 8)
	startTurn(&s, 0)
	s, _ = play(t, s, []int{6, 1, 1, 3, 3}, SneakAttack{I1, G1 + 1}, Conceal{}, Disguise{})
	if s.intr[0].Disguise != G1+1 || s.mins[G1+1-B].State != worn {
		t.Fatalf("disguise %v, figure state %d", s.intr[0].Disguise, s.mins[G1+1-B].State)
	}
	v := s.View(Defender)
	if p, ok := v.Where(I1); !ok || p != geom.Pt(12, 8) {
		t.Error("the figures are swapped in plain view: the Defender sees where the Imposter is")
	}
	if p, ok := v.Where(G1 + 1); !ok || p != geom.Pt(12, 8) {
		t.Errorf("the Defender should see a Guard at (12,8), sees %v %v", p, ok)
	}
	if p, ok := s.View(Intruder1).Where(I1); !ok || p != geom.Pt(12, 8) {
		t.Error("the Imposter knows where he is")
	}
	if got := s.maxMove(I1); got != 4 {
		t.Errorf("disguised move %d on GREEN, want 4", got)
	}
	if !s.canTakeTime(0) {
		t.Error("out of every Minion's sight the Imposter may take time")
	}
	put(&s, G1+2, 9, 8)
	if s.canTakeTime(0) {
		t.Error("no taking time in a Minion's Line of Sight")
	}
	s.cams[0] = sqOf(&s, 8, 7)
	if !s.caughtOnCamera(0, s.intr[0].Sq) {
		t.Error("a disguised Intruder is caught on Camera")
	}
	// Spotted: a 3 keeps the disguise.
	startMinionsOf(&s, Guard)
	// The Defender names the figure he suspects: G2, the one Harry wears.
	wantIllegal(t, s, Spot{Who: G1 + 2, Target: I1})
	s, _ = play(t, s, []int{6, 1, 1, 3}, Spot{Who: G1 + 2, Target: G1 + 1})
	if !s.intr[0].Hidden || s.intr[0].Disguise == NoFig {
		t.Fatal("a 3 should keep the disguise")
	}
	s, _ = play(t, s, []int{6, 1, 1, 2}, Spot{Who: G1 + 2, Target: G1 + 1})
	if s.intr[0].Hidden || s.intr[0].Disguise != NoFig || s.mins[G1+1-B].State != offBoard {
		t.Fatal("a failed resist roll loses the disguise")
	}
}

// TestRevealInKillZone: revealing within a Minion's Kill Zone ends the
// turn and calls for a reaction roll (Rulebook, "Reveal").
func TestRevealInKillZone(t *testing.T) {
	s := twoIntruders(t)
	put(&s, I1, 13, 10) // Cafeteria, 3 squares south of the Sentry across the wall? No: inside the room
	put(&s, I1, 16, 7)  // corridor, 3 squares east of the Sentry at (13,7)
	startTurn(&s, 0)
	s, _ = play(t, s, []int{5}, Reveal{I1})
	if f := s.top(); f == nil || f.Kind != fReact {
		t.Fatalf("want a reaction, have %+v", s.top())
	}
	acts := s.Actions()
	if !hasAction(acts, Shoot{I1, G1 + 1}) || !hasAction(acts, Step{I1, geom.E}) || !hasAction(acts, Surrender{I1}) {
		t.Fatalf("reaction options %v", acts)
	}
	s, _ = play(t, s, nil, Pass{})
	if s.ToMove()[0] != Intruder2 {
		t.Errorf("the reaction ends the turn; to move %v", s.ToMove())
	}
}

// TestVisibleTo: the Defender does not observe what a disguised Imposter
// does; everything else is public.
func TestVisibleTo(t *testing.T) {
	s := setUp(t, []AgentID{Harry}, []Talent{Imposter}, []Item{Silencer})
	put(&s, I1, 12, 8)
	startTurn(&s, 0)
	s, ev := play(t, s, []int{6, 1, 1, 3, 3}, SneakAttack{I1, G1 + 1}, Conceal{}, Disguise{})
	last := ev[len(ev)-1]
	if VisibleTo(last, Defender) || !VisibleTo(last, Intruder1) {
		t.Errorf("the disguise %v should be secret from the Defender", last)
	}
	if !VisibleTo(ev[0], Defender) {
		t.Errorf("the sneak-attack %v is public", ev[0])
	}
	_, ev = play(t, s, nil, Move{I1, geom.W})
	for _, e := range ev {
		if VisibleTo(e, Defender) {
			t.Errorf("the disguised move %v should be secret", e)
		}
	}
	if s.View(Defender).Actions() != nil {
		t.Error("a View offers no actions")
	}
}

// TestSneakingExample: Harry starts 5 squares from a Sentry and takes time
// for each of the 4 squares he moves into within its Line of Sight: 4
// minutes in all, and he is set up for a sneak-attack (Rulebook,
// "Sneaking", the example).
func TestSneakingExample(t *testing.T) {
	s := setUp(t, []AgentID{Harry}, []Talent{Evader}, []Item{Silencer})
	put(&s, I1, 18, 7) // the Sentry is at (13,7)
	startTurn(&s, 0)
	s, _ = play(t, s, []int{4, 1, 4, 1, 4, 1, 4, 1},
		Move{I1, geom.W}, TakeTime{}, Step{I1, geom.W}, TakeTime{}, Step{I1, geom.W}, TakeTime{}, Step{I1, geom.W}, TakeTime{})
	if p, _ := s.Where(I1); p != geom.Pt(14, 7) || s.Timer() != 56 {
		t.Fatalf("at %v with %d minutes", p, s.Timer())
	}
	if !hasAction(s.Actions(), SneakAttack{I1, G1 + 1}) {
		t.Error("set up for a sneak-attack")
	}
}

// TestSpottingExample: a Guard sees Harry 12 squares down the corridor and
// spots with 1 die; Kim, exposed, is hidden from him by a Scientist
// standing in the way (Rulebook, "Spot", the first example).
func TestSpottingExample(t *testing.T) {
	s := setUp(t, []AgentID{Harry, Kim}, []Talent{Evader, Detective}, []Item{Silencer, XRaySpecs})
	s.intr[0].Talent = Prowler // not an Evader here: 1 die at 12 squares
	put(&s, G1+2, 0, 14)
	put(&s, I1, 12, 14)
	put(&s, I2, 0, 20)
	s.intr[1].Hidden = false
	put(&s, S1, 0, 17)
	startMinionsOf(&s, Guard)
	_, ev := play(t, s, []int{5}, Spot{Who: G1 + 2, Target: I1})
	if r := ev[0].(Rolled); len(r.Dice) != 1 {
		t.Errorf("%d dice at 12 squares, want 1", len(r.Dice))
	}
	wantIllegal(t, s, Shoot{G1 + 2, I2})
	if s.los(sqOf(&s, 0, 14), sqOf(&s, 0, 20), NoFig) {
		t.Error("the Scientist blocks the Guard's sight of Kim")
	}
}

// TestBossSpotAtRed ("I've been expecting you"; RULES.md, "Readings"): by
// default the Boss's 3 Alarm markers replace the exposure's one, collected
// on GREEN and AMBER only, so his spot at RED collects none; with
// Config.ExpectingYouAtRed it collects 3 at RED too (and still 3 on GREEN).
func TestBossSpotAtRed(t *testing.T) {
	spot := func(opt bool, alert Alert) uint8 {
		s := twoIntruders(t)
		if opt {
			s.opts |= optExpectingYouAtRed
		}
		s.alert = alert
		put(&s, I1, 9, 20)
		put(&s, I2, 0, 3)
		put(&s, B, 9, 18)
		startMinionsOf(&s, Boss)
		s, _ = play(t, s, []int{1, 1, 6}, Spot{Who: B, Target: I1})
		if s.intr[0].Hidden {
			t.Fatal("not spotted")
		}
		return s.alarms
	}
	if got := spot(false, RedAlert); got != 0 {
		t.Errorf("RED, the reading taken: %d Alarm markers, want 0", got)
	}
	if got := spot(true, RedAlert); got != 3 {
		t.Errorf("RED, ExpectingYouAtRed: %d Alarm markers, want 3", got)
	}
	if got := spot(true, Green); got != 3 {
		t.Errorf("GREEN, ExpectingYouAtRed: %d Alarm markers, want 3", got)
	}
	// The option is a Config field and survives a position's JSON.
	s, err := New(Config{ExpectingYouAtRed: true}, dice.New(1))
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil || back != s {
		t.Fatalf("the option does not survive JSON: %v\n%s", err, b)
	}
}
