package spyordie

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/geom"
)

// TestSetUp follows both Set-Up lists (Rulebook, "Set-Up"): Doors locked,
// the Boss in a Sanctum corner, a Guard on Security, a Technician, one
// Sentry per Intruder, 4 Cameras, the Secret Passage, Intelligence face
// down one per room, GREEN, 60 minutes; each Intruder hidden with a
// Handgun and a second Item; unused Items stay with the Defender.
func TestSetUp(t *testing.T) {
	s := setUp(t, []AgentID{Anna, Harry}, []Talent{Sniper, Imposter}, []Item{Lockpicks, Silencer})
	if s.phase != phIntruder || s.round != 1 || s.current() != 0 {
		t.Fatalf("phase %d round %d current %d", s.phase, s.round, s.current())
	}
	if s.locked != 1<<11-1 {
		t.Errorf("locked %b, want every Door locked", s.locked)
	}
	if s.Timer() != 60 || s.AlertLevel() != Green || s.Alarms() != 0 {
		t.Errorf("timer %d alert %v alarms %d", s.Timer(), s.AlertLevel(), s.Alarms())
	}
	want := []Fig{I1, I2, B, G1, G1 + 1, G1 + 2, T1}
	if diff := cmp.Diff(want, s.Figures()); diff != "" {
		t.Errorf("figures (-want +got):\n%s", diff)
	}
	if p, _ := s.Where(G1); p != geom.Pt(22, 11) {
		t.Errorf("G1 at %v, want the Security square", p)
	}
	anna := s.Intruder(0)
	if diff := cmp.Diff(IntruderInfo{Agent: Anna, Talent: Sniper, Status: Waiting, At: geom.Pt(11, 23), Hidden: true, Disguise: Agent,
		Items: []Item{Handgun, Lockpicks}}, anna); diff != "" {
		t.Errorf("Anna (-want +got):\n%s", diff)
	}
	for _, it := range []Item{Painkiller, Stimulant, MedicalKit, XRaySpecs, SMG} {
		if s.supplyMarker(it) < 0 {
			t.Errorf("%v should be with the Defender", it)
		}
	}
	if got := len(s.FaceDown()); got != 9 {
		t.Errorf("%d face-down Intelligence markers, want 9", got)
	}
	// Each Intruder's choices are limited: a taken agent, another agent's
	// Talent, the SMG.
	s2, _ := New(Config{Intruders: 2}, dice.New(1))
	for _, a := range []Action{PlaceBoss{geom.Pt(10, 2)}, PlaceStarter{Scientist, geom.Pt(2, 20)}, PlaceSentry{geom.Pt(13, 7)}} {
		s2 = mustApply(t, s2, a, dice.Script())
	}
	wantIllegal(t, s2, PlaceSentry{geom.Pt(13, 7)})
	wantIllegal(t, s2, PlaceSentry{geom.Pt(12, 7)})
}

// TestSetUpChoicesAreActions: the legal Set-Up choices are offered by
// Actions (the Boss's four corners first).
func TestSetUpChoicesAreActions(t *testing.T) {
	s, _ := New(Config{}, dice.New(1))
	want := []Action{PlaceBoss{geom.Pt(10, 2)}, PlaceBoss{geom.Pt(15, 2)}, PlaceBoss{geom.Pt(10, 6)}, PlaceBoss{geom.Pt(15, 6)}}
	if diff := cmp.Diff(want, s.Actions()); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if got := s.ToMove(); len(got) != 1 || got[0] != Defender {
		t.Errorf("ToMove %v", got)
	}
}

// TestTheEntranceExample reproduces the example of "The Entrance": Anna,
// with Lockpicks, takes time on the breach, rolls 3 dice with one success:
// 1 minute; then she moves into the Base.
func TestTheEntranceExample(t *testing.T) {
	s := setUp(t, []AgentID{Anna, Harry}, []Talent{Judoka, Prowler}, []Item{Lockpicks, Silencer})
	// The first action of the game must be the breach.
	wantIllegal(t, s, Move{I1, geom.N})
	s, _ = play(t, s, []int{5, 2, 1}, Breach{I1, 0}, TakeTime{})
	if s.Timer() != 59 || s.Locked(0) {
		t.Fatalf("timer %d, Entrance locked %v", s.Timer(), s.Locked(0))
	}
	s, _ = play(t, s, nil, Move{I1, geom.N}, Stop{I1})
	if got := s.Intruder(0); got.Status != InBase || got.At != geom.Pt(11, 22) {
		t.Errorf("Anna %v at %v", got.Status, got.At)
	}
}

// TestRigSetUp (issue 21, item 4): RigSetUp deals the named markers to the
// named rooms and the rest in id order, stacks the named Doomsday parts on
// top and the rest in order, then rolls the faces given; bad names are
// errors.
func TestRigSetUp(t *testing.T) {
	r, err := RigSetUp(map[Room]int{Vault: 0, Laboratory: 8}, []int{5, 4}, 6, 1)
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(Config{}, r)
	if err != nil {
		t.Fatal(err)
	}
	b := s.bd()
	want := map[Room]int{Sanctum: 1, Infirmary: 2, Cafeteria: 3, Generator: 4, Guardroom: 5, ControlRoom: 6, Laboratory: 8, Prison: 7, Vault: 0}
	for room, id := range want {
		if got := s.intels[id].Loc; got != b.intel[room] {
			t.Errorf("marker %d on %s, want %v's Intelligence square", id, ps(b.pt(got)), room)
		}
	}
	if s.doom != [6]uint8{5, 4, 0, 1, 2, 3} {
		t.Errorf("Doomsday pile %v, want [5 4 0 1 2 3]", s.doom)
	}
	if d1, d2 := dice.D6(r), dice.D6(r); d1 != 6 || d2 != 1 || r.Remaining() != 0 {
		t.Errorf("faces %d %d (%d left), want 6 1", d1, d2, r.Remaining())
	}
	for _, bad := range []func() error{
		func() error { _, err := RigSetUp(map[Room]int{Vault: 0, Sanctum: 0}, nil); return err },
		func() error { _, err := RigSetUp(map[Room]int{Corridor: 0}, nil); return err },
		func() error { _, err := RigSetUp(nil, []int{6}); return err },
		func() error { _, err := RigSetUp(nil, nil, 7); return err },
	} {
		if bad() == nil {
			t.Error("a bad rig accepted")
		}
	}
}
