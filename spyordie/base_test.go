package spyordie

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/geom"
)

// TestMoving: walls and locked Doors block; figures pass friendly and
// prone enemy figures but never standing enemies, and never end on an
// occupied square; Intruders never step on Detention squares (Rulebook,
// "Moving", "Prison").
func TestMoving(t *testing.T) {
	s := twoIntruders(t)
	put(&s, I1, 1, 3)
	put(&s, I2, 1, 4)
	put(&s, G1+2, 0, 2)
	startTurn(&s, 0)
	wantIllegal(t, s, Move{I1, geom.E})        // the Laboratory's wall
	wantIllegal(t, s, Move{I1, geom.NW})       // the standing Guard
	s2, _ := play(t, s, nil, Move{I1, geom.S}) // onto Harry...
	wantIllegal(t, s2, Stop{I1})               // ...but not to stay
	s2, _ = play(t, s2, nil, Step{I1, geom.S}, Stop{I1})
	if p, _ := s2.Where(I1); p != geom.Pt(1, 5) {
		t.Fatalf("I1 at %v", p)
	}
	s.mins[G1+2-B].State = prone
	play(t, s, nil, Move{I1, geom.NW}, Step{I1, geom.N}, Stop{I1})
	// Detention.
	s = twoIntruders(t)
	s.locked = 0
	put(&s, I1, 19, 19)
	startTurn(&s, 0)
	wantIllegal(t, s, Move{I1, geom.S})
}

// TestTheEntranceMinions: Minions never move through the Entrance; an
// Intruder who moves out through it has escaped.
func TestTheEntranceMinions(t *testing.T) {
	s := twoIntruders(t)
	s.locked = 0
	put(&s, G1+1, 12, 22)
	startMinionsOf(&s, Guard)
	wantIllegal(t, s, Move{G1 + 1, geom.S})
	s = twoIntruders(t)
	s.locked = 0
	put(&s, I1, 11, 22)
	kernel(&s, func(g *game) { g.takeIntel(0, 0) })
	startTurn(&s, 0)
	s, _ = play(t, s, nil, Move{I1, geom.S})
	if s.Intruder(0).Status != Escaped || s.Over() {
		t.Fatalf("status %v over %v", s.Intruder(0).Status, s.Over())
	}
}

// TestEscapeAndScore: when the last Intruder leaves, the game ends and the
// escaped Intruders' pooled Intelligence is scored.
func TestEscapeAndScore(t *testing.T) {
	s := setUp(t, []AgentID{Kim}, []Talent{Detective}, []Item{XRaySpecs})
	s.locked = 0
	put(&s, I1, 12, 22)
	for _, m := range []int{0, 1, 2} { // yellow UK, US, USSR
		kernel(&s, func(g *game) { g.takeIntel(0, m) })
	}
	startTurn(&s, 0)
	s, ev := play(t, s, nil, Move{I1, geom.S})
	if !s.Over() {
		t.Fatal("not over")
	}
	o := s.Outcome()
	res, score := o.Verdict, o.Score
	if res != EpicVictory || score != 6 {
		t.Fatalf("%v %d, events %v", res, score, ev)
	}
}

// TestMissionTimer: the game ends at 00 with a Defender win; the end of the
// Defender's turn takes 1 minute (Rulebook, "The Mission Timer", "Phase 3:
// Time"): from 2 minutes it goes on, from 1 it ends.
func TestMissionTimer(t *testing.T) {
	s := twoIntruders(t)
	s.timer = 2
	startMinionsOf(&s, Scientist)
	if s, _ = play(t, s, nil, Pass{}); s.Over() || s.Timer() != 1 {
		t.Fatalf("from 2 minutes: over %v, timer %d; want 1 minute left", s.Over(), s.Timer())
	}
	s = twoIntruders(t)
	s.timer = 1
	startMinionsOf(&s, Scientist)
	s, _ = play(t, s, nil, Pass{})
	if res := s.Outcome().Verdict; !s.Over() || res != DefenderWins || s.ToMove() != nil || s.Actions() != nil {
		t.Fatalf("over %v %v", s.Over(), res)
	}
}

// TestTraps: an armed Trap fires when a figure finishes a move within 4
// squares (not on it): the range is a die; figures in the corridor in
// range are injured by alert (GREEN stun); then it is disarmed.
func TestTraps(t *testing.T) {
	s := twoIntruders(t)
	s.traps[0] = trap{Sq: sqOf(&s, 8, 14), Armed: true}
	put(&s, I1, 8, 19)
	put(&s, I2, 0, 3)
	put(&s, G1+2, 9, 15)
	startTurn(&s, 0)
	// Anna moves 1 square to (8,18): 4 from the Trap. Range 2: the Guard
	// (distance 1) is stunned (prone), Anna (4) is not.
	s, _ = play(t, s, []int{2}, Move{I1, geom.N}, Stop{I1})
	if s.traps[0].Armed || s.mins[G1+2-B].State != prone || s.intr[0].Stun {
		t.Fatalf("armed %v guard %d anna stun %v", s.traps[0].Armed, s.mins[G1+2-B].State, s.intr[0].Stun)
	}
}

// TestCafeteriaSurprise: an Intruder finishing a move action in an empty
// Cafeteria makes the Defender roll 4 dice; each 6 places a Minion of any
// type on a Cafeteria Spawn square.
func TestCafeteriaSurprise(t *testing.T) {
	s := twoIntruders(t)
	s.locked = 0
	put(&s, I1, 9, 11)
	startTurn(&s, 0)
	s, _ = play(t, s, []int{6, 1, 6, 2}, Move{I1, geom.E}, Stop{I1})
	if f := s.top(); f == nil || f.Kind != fPlace || f.A != 2 || s.ToMove()[0] != Defender {
		t.Fatalf("want 2 Surprise! placements, have %+v", s.top())
	}
	if hasAction(s.Actions(), Spawn{Boss, geom.Pt(11, 9)}) || hasAction(s.Actions(), Spawn{Guard, geom.Pt(10, 20)}) {
		t.Fatal("Surprise! places non-Boss Minions on Cafeteria Spawn squares only")
	}
	s, _ = play(t, s, nil, Spawn{Scientist, geom.Pt(11, 9)}, Spawn{Guard, geom.Pt(14, 9)})
	if s.np != 0 || s.ToMove()[0] != Intruder1 {
		t.Fatalf("pending %d to move %v", s.np, s.ToMove())
	}
}

// TestStandDown: at the end of the Defender's turn with every Intruder in
// Detention, the Alert goes down one level and the Monitor is emptied.
func TestStandDown(t *testing.T) {
	s := twoIntruders(t)
	put(&s, I1, 19, 20)
	put(&s, I2, 21, 20)
	s.alert, s.alarms = Amber, 5
	startMinionsOf(&s, Scientist)
	s, _ = play(t, s, nil, Pass{})
	if s.alert != Green || s.alarms != 0 {
		t.Fatalf("alert %v alarms %d", s.alert, s.alarms)
	}
}

// TestSabotage: sabotaging the Power cuts the Control Room and the
// Laboratory; the Saboteur also removes an adjacent Camera on a 3.
func TestSabotage(t *testing.T) {
	s := setUp(t, []AgentID{Kim}, []Talent{Saboteur}, []Item{XRaySpecs})
	s.locked = 0
	put(&s, I1, 4, 11)
	startTurn(&s, 0)
	s, _ = play(t, s, []int{3}, Sabotage{I1, geom.Pt(3, 11)}, Chance{})
	if !s.PowerCut() {
		t.Fatal("power not cut")
	}
	put(&s, I1, 1, 8)
	startTurn(&s, 0)
	s, _ = play(t, s, []int{6, 1}, Sabotage{I1, geom.Pt(0, 7)}, TakeTime{})
	if has(s.cams[:], sqOf(&s, 0, 7)) || s.Timer() != 59 {
		t.Fatalf("camera still there or timer %d", s.Timer())
	}
}

// TestLocksmith: breach on 3+ and a free 1-square move after success.
func TestLocksmith(t *testing.T) {
	s := setUp(t, []AgentID{Kim}, []Talent{Locksmith}, []Item{XRaySpecs})
	s, _ = play(t, s, []int{3}, Breach{I1, 0}, Chance{})
	if f := s.top(); f == nil || f.Kind != fFreeStep {
		t.Fatalf("want the free move, have %+v", s.top())
	}
	s, _ = play(t, s, nil, Step{I1, geom.N})
	if p, _ := s.Where(I1); p != geom.Pt(11, 22) || s.intr[0].Acts != 1 {
		t.Fatalf("at %v after %d actions", p, s.intr[0].Acts)
	}
}

// TestDetective: search on 3+, take the marker or leave it; the Secret
// Passage placed once per game, before her actions; Explore moves to
// another unoccupied Secret Passage square.
func TestDetective(t *testing.T) {
	s := setUp(t, []AgentID{Kim}, []Talent{Detective}, []Item{XRaySpecs})
	s.locked = 0
	put(&s, I1, 12, 5) // next to the Sanctum's Secret Passage (12,4) and Intelligence (13,3)? (13,3) is 2 away
	startTurn(&s, 0)
	s, _ = play(t, s, nil, DetectivePassage{I1, geom.Pt(19, 12)})
	wantIllegal(t, s, DetectivePassage{I1, geom.Pt(20, 12)})
	s, _ = play(t, s, nil, Move{I1, geom.N}, Stop{I1})
	// X-Ray Specs: 2 dice as a chance; a 3 succeeds.
	s, ev := play(t, s, []int{3, 1}, Search{I1, geom.Pt(13, 3)}, Chance{}, Take{})
	if got := s.Intruder(0).Intel; len(got) != 1 {
		t.Fatalf("intel %v; events %v", got, ev)
	}
	startTurn(&s, 0)
	s, _ = play(t, s, []int{3, 1}, Explore{I1, geom.Pt(19, 12)}, Chance{})
	if p, _ := s.Where(I1); p != geom.Pt(19, 12) {
		t.Fatalf("at %v", p)
	}
}

// TestRestAndHeal: rest removes a stun and gives the action back; heal
// (Medical Kit) removes a wound.
func TestRestAndHeal(t *testing.T) {
	s := setUp(t, []AgentID{Kim}, []Talent{Detective}, []Item{MedicalKit})
	put(&s, I1, 0, 3)
	s.intr[0].Stun, s.intr[0].Wound = true, true
	startTurn(&s, 0)
	if s.intr[0].Allowed != 1 {
		t.Fatalf("stunned: %d actions", s.intr[0].Allowed)
	}
	s, _ = play(t, s, []int{4}, Rest{I1}, Chance{})
	if s.intr[0].Stun || s.ToMove()[0] != Intruder1 {
		t.Fatal("after resting he may act again")
	}
	s, _ = play(t, s, []int{4, 4}, Heal{I1, I1}, TakeTime{})
	if s.intr[0].Wound || s.Timer() != 60 {
		t.Fatalf("wound %v timer %d", s.intr[0].Wound, s.Timer())
	}
}

// TestMedicalSuppliesAndVault: Items from the medical supplies if not in
// use; Items picked up from a Storage square; the weapon in use changes as
// an action.
func TestMedicalSuppliesAndVault(t *testing.T) {
	s := setUp(t, []AgentID{Kim}, []Talent{Detective}, []Item{MedicalKit})
	s.locked = 0
	put(&s, I1, 3, 17)
	startTurn(&s, 0)
	wantIllegal(t, s, Supplies{I1, MedicalKit})
	s, _ = play(t, s, nil, Supplies{I1, Stimulant})
	if !s.hasItem(0, Stimulant) {
		t.Fatal("no Stimulant")
	}
	s = setUp(t, []AgentID{Kim}, []Talent{Detective}, []Item{MedicalKit})
	s.items[9] = sqOf(&s, 22, 3) // an SMG in the Vault
	put(&s, I1, 21, 3)
	startTurn(&s, 0)
	s, _ = play(t, s, nil, PickUp{I1, geom.Pt(22, 3), SMG}, Primary{I1, SMG})
	if s.weapon(0) != SMG {
		t.Fatalf("weapon %v", s.weapon(0))
	}
}

// TestCaughtOnCamera: an exposed Intruder's action within 4 squares of a
// Camera collects an Alarm marker, not on the Camera's square.
func TestCaughtOnCamera(t *testing.T) {
	s := twoIntruders(t)
	s = exposedAt(t, s, 0, 10)
	s, _ = play(t, s, []int{4, 1, 1, 1}, Hide{I1})
	if s.alarms != 1 {
		t.Fatalf("alarms %d", s.alarms)
	}
	s = twoIntruders(t)
	s = exposedAt(t, s, 0, 7)
	s, _ = play(t, s, []int{4, 1, 1, 1}, Hide{I1})
	if s.alarms != 0 {
		t.Fatalf("on the Camera's square: alarms %d", s.alarms)
	}
}

// TestView: which face-down Intelligence marker bears which face, and the
// Doomsday pile, are unknown to every seat (the unseen faces show only as
// a sorted multiset: faceDownLeak).
func TestView(t *testing.T) {
	s := twoIntruders(t)
	for _, seat := range []Seat{Defender, Intruder1} {
		v := s.View(seat)
		if leak := faceDownLeak(s, v); leak != "" {
			t.Errorf("%v: %s", seat, leak)
		}
		if v.doom[0] != Unknown {
			t.Errorf("%v sees the Doomsday pile", seat)
		}
		if err := v.Validate(); err != nil {
			t.Error(err)
		}
	}
}

// TestStateJSON: a state survives a JSON round trip.
func TestStateJSON(t *testing.T) {
	s := twoIntruders(t)
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(s, back, cmp.AllowUnexported(State{}, intruder{}, minion{}, trap{}, intelMarker{}, move{}, frame{})); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if err := json.Unmarshal([]byte(`{"intruders":2,"timer":90}`), &back); err == nil {
		t.Error("a state with 90 minutes should be rejected")
	}
}
