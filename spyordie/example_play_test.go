package spyordie

import (
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/geom"
)

// TestExampleOfPlay reproduces the rulebook's Example of Play on the
// default Base, with the same decisions, rolls, Alarm markers, alert
// changes, minutes and outcome (Rulebook, "Example of Play").
//
// Placement: Harry (Imposter, silenced Handgun) in the corridor at (16,15)
// east of the Guardroom's door; Guard A on the Security square; Guard B at
// (4,15); the Technician at (17,11); a Camera on the junction (8,14); the
// Trap is built on the junction (16,14) (a Camera's junction is not
// "empty"); the Boss in the Sanctum. 54 minutes, GREEN, power on.
func TestExampleOfPlay(t *testing.T) {
	// The yellow/UK marker (0) lies in the Guardroom (and marker 4 in the
	// Sanctum; the others in id order).
	rig, err := RigSetUp(map[Room]int{Guardroom: 0, Sanctum: 4}, nil)
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(Config{Intruders: 1}, rig)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []Action{PlaceBoss{geom.Pt(10, 2)}, PlaceStarter{Technician, geom.Pt(2, 9)}, PlaceSentry{geom.Pt(13, 7)},
		PlaceCamera{geom.Pt(8, 14)}, PlaceCamera{geom.Pt(16, 0)}, PlaceCamera{geom.Pt(24, 7)}, PlaceCamera{geom.Pt(0, 21)},
		PlacePassage{geom.Pt(3, 5)}, ChooseAgent{I1, Harry}, ChooseTalent{I1, Imposter}, ChooseItem{I1, Silencer}, PlaceAgent{I1, geom.Pt(12, 23)}} {
		s = mustApply(t, s, a, dice.Script())
	}
	put(&s, I1, 16, 15)
	put(&s, G1+1, 4, 15)
	put(&s, T1, 17, 11)
	s.timer = 54
	startTurn(&s, 0)
	check := func(step string, timer int, alert Alert, alarms int) {
		t.Helper()
		if s.Timer() != timer || s.AlertLevel() != alert || s.Alarms() != alarms {
			t.Fatalf("%s: timer %d alert %v alarms %d, want %d %v %d", step, s.Timer(), s.AlertLevel(), s.Alarms(), timer, alert, alarms)
		}
	}
	W, E, N, S, NW := geom.W, geom.E, geom.N, geom.S, geom.NW
	G2, G3, G4, G5 := G1+1, G1+2, G1+3, G1+4
	cam := geom.Pt(8, 14)
	trapAt := geom.Pt(16, 14)

	// 1. Intruder: moves 4 squares; breaches the Door taking time (1 minute).
	s, _ = play(t, s, []int{4, 2}, Move{I1, W}, Step{I1, W}, Step{I1, W}, Step{I1, W}, Breach{I1, 9}, TakeTime{})
	check("1. Intruder", 53, Green, 0)
	// Defender, Phase 2. Guard A spots on Camera: fail, then success (1 Alarm).
	s, _ = play(t, s, []int{1, 2, 3, 6, 1, 1}, Pass{}, Pass{}, Spot{G1, I1, true, cam}, Spot{G1, I1, true, cam})
	if s.intr[0].Hidden {
		t.Fatal("Harry should be exposed")
	}
	check("Guard A", 53, Green, 1)
	// Guard B moves 2, then 2 more into Harry's Kill Zone: reaction success;
	// shoots (3 Alarm markers for noise): miss.
	s, _ = play(t, s, []int{6, 1, 1, 1}, Move{G2, E}, Step{G2, E}, Move{G2, E}, Step{G2, E}, Shoot{G2, I1})
	check("Guard B", 53, Green, 4)
	// The Technician moves 2 and fails to construct a Trap. Phase 3.
	s, _ = play(t, s, []int{3}, Move{T1, S}, Step{T1, S}, Construct{T1, trapAt})
	check("1. Defender", 52, Green, 4)

	// 2. Intruder: shoots Guard B (3 dice): a wound; no noise (Silencer);
	// caught on Camera (1 Alarm). Moves 1 square into the Guardroom: not
	// caught on Camera.
	s, _ = play(t, s, []int{4, 1, 1}, Shoot{I1, G2})
	if !s.Prone(G2) {
		t.Fatal("Guard B should be prone")
	}
	check("2. Intruder shoots", 52, Green, 5)
	s, _ = play(t, s, nil, Move{I1, S}, Stop{I1})
	check("2. Intruder moves", 52, Green, 5)
	// Defender, Phase 1: Guard C in the Guardroom for 3 Alarm markers.
	s, _ = play(t, s, nil, Spawn{Guard, geom.Pt(11, 20)}, Pass{})
	check("spawn", 52, Green, 2)
	// Guard A cannot lock the Guardroom Door: Harry is adjacent to it.
	wantIllegal(t, s, Lock{G1, 9})
	// Guard B recovers and moves 2; Guard C shoots twice (3 Alarm markers
	// each): a miss, then a wound.
	s, _ = play(t, s, []int{6, 1, 1, 1, 6, 1, 1}, Recover{G2}, Move{G2, E}, Step{G2, E},
		Shoot{G3, I1}, Shoot{G3, I1}, Pass{})
	if !s.intr[0].Wound {
		t.Fatal("Harry should be wounded")
	}
	check("Guard C", 52, Green, 8)
	// The Technician constructs a Trap, then moves 2. Phase 3.
	s, _ = play(t, s, []int{6}, Pass{}, Construct{T1, trapAt}, Move{T1, N}, Step{T1, N})
	check("2. Defender", 51, Green, 8)

	// 3. Intruder: shoots Guard C (a wound); hides (3 minutes).
	s, _ = play(t, s, []int{5, 1, 1, 4, 1, 1, 1}, Shoot{I1, G3}, Hide{I1})
	check("3. Intruder", 48, Green, 8)
	// Defender: Guard A arms the Trap; Guard C fails to recover and flees:
	// 1 Alarm marker: AMBER! Mob Spawn: Guards D, E and F.
	s, _ = play(t, s, []int{3}, Pass{}, Pass{}, Arm{G1, trapAt}, Recover{G3})
	check("AMBER", 48, Amber, 0)
	s, _ = play(t, s, nil, Spawn{Guard, geom.Pt(10, 20)}, Spawn{Guard, geom.Pt(14, 20)}, Spawn{Guard, geom.Pt(15, 20)})
	// Guard D fails to spot twice; Guard E spots (1 Alarm) and shoots (1
	// Alarm): miss; Guard F shoots (1 Alarm): a wound, Harry resists the
	// K.O; shoots again (1 Alarm): miss.
	s, _ = play(t, s, []int{1, 1, 1, 2, 2, 2}, Spot{Who: G3, Target: I1}, Spot{Who: G3, Target: I1})
	s, _ = play(t, s, []int{6, 1, 1, 1, 1, 1}, Spot{Who: G4, Target: I1}, Shoot{G4, I1})
	check("Guard E", 48, Amber, 2)
	s, _ = play(t, s, []int{6, 1, 1, 4, 1, 1, 1}, Shoot{G5, I1}, Pass{}, Shoot{G5, I1}, Pass{})
	check("Guard F", 48, Amber, 4)
	if s.Intruder(0).Status != InBase {
		t.Fatal("Harry should have resisted the K.O")
	}
	// The Technician moves 4 and fails to construct a Trap. Phase 3.
	s, _ = play(t, s, []int{1}, Move{T1, N}, Step{T1, N}, Step{T1, NW}, Step{T1, E}, Construct{T1, geom.Pt(16, 7)})
	check("3. Defender", 47, Amber, 4)

	// 4. Intruder: searches: success, a UK marker. Moves out of the room
	// into Guard B's Kill Zone; the Trap fires (range 6): Knock Out Gas.
	// Harry resists, Guard B resists, the Technician is knocked out. Harry's
	// reaction succeeds; he surrenders to Guard B.
	s, ev := play(t, s, []int{4}, Search{I1, geom.Pt(13, 17)}, Take{}) // exposed: a chance only
	if got := s.Intruder(0).Intel; len(got) != 1 || got[0].Nation != UK {
		t.Fatalf("Harry's Intelligence %v (%v)", got, ev)
	}
	s, _ = play(t, s, []int{6, 5, 6, 2, 4}, Move{I1, N})
	if f := s.top(); f == nil || f.Kind != fReact {
		t.Fatalf("want Harry's reaction, have %+v", s.top())
	}
	if s.figSq(T1) >= 0 || s.bodyAt(sqOf(&s, 17, 8)) < 0 || s.Prone(G2) || s.figSq(G2) < 0 {
		t.Fatal("the Technician should be knocked out, Guard B standing")
	}
	check("the Trap", 47, Amber, 4)
	s, _ = play(t, s, nil, Surrender{I1}, Imprison{geom.Pt(19, 20), geom.Pt(22, 3)})
	// Harry is in Detention, his silenced Handgun in the Vault; at the end
	// of the Defender's turn every Intruder is incarcerated: Stand Down.
	s, _ = play(t, s, nil, Pass{}, Pass{}, Pass{})
	check("Stand Down", 46, Green, 0)
	h := s.Intruder(0)
	if h.At != geom.Pt(19, 20) || h.Wound || len(h.Items) != 0 || len(h.Intel) != 1 {
		t.Fatalf("Harry after the example: %+v", h)
	}
	if s.itemAt(sqOf(&s, 22, 3), Handgun) < 0 || s.itemAt(sqOf(&s, 22, 3), Silencer) < 0 {
		t.Fatal("the silenced Handgun should be in the Vault")
	}
	if s.Over() {
		t.Fatal("his mission is far from over")
	}
}
