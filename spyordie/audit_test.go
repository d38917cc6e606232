package spyordie

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/geom"
)

// Tests of the rules audit: each one pins a point where the first
// implementation departed from the rulebook's text.

// TestMobSpawnImmediately: "When the Alert Level goes up, the Defender
// immediately receives a wave of new Minions" (Rulebook, "Mob Spawn"): the
// Mob is placed before the rest of the shot's decisions (here the Guard's
// SMG option).
func TestMobSpawnImmediately(t *testing.T) {
	s := twoIntruders(t)
	put(&s, I1, 9, 20)
	put(&s, I2, 0, 3)
	s.intr[0].Hidden = false
	put(&s, G1+2, 9, 14)
	s.alarms = 6
	startMinionsOf(&s, Guard)
	// GREEN: the shot collects 3 Alarm markers, the 9th raises the Alert.
	// 6 squares: 2 dice, one hit: the SMG option comes after the Mob.
	s, _ = play(t, s, []int{6, 2}, Shoot{G1 + 2, I1})
	if s.alert != Amber {
		t.Fatalf("alert %v, want AMBER", s.alert)
	}
	if f := s.top(); f == nil || f.Kind != fPlace {
		t.Fatalf("want the Mob Spawn placement first, have %+v", s.top())
	}
	s, _ = play(t, s, nil, Spawn{Guard, geom.Pt(10, 20)}, Pass{})
	if f := s.top(); f == nil || f.Kind != fSMG {
		t.Fatalf("want the SMG decision after the Mob, have %+v", s.top())
	}
}

// TestEnteringAKillZoneSpawn: Minions spawned by a Mob Spawn next to the
// acting Intruder do not make him "enter" their Kill Zone (Rulebook,
// "Entering a Kill Zone" lists the ways; being spawned upon is not one, and
// "A Minion that is spawned within an Intruder's Kill Zone is not affected
// by it").
func TestEnteringAKillZoneSpawn(t *testing.T) {
	s := twoIntruders(t)
	put(&s, I1, 12, 12) // in the Cafeteria
	put(&s, I2, 0, 3)
	s.intr[0].Hidden = false
	put(&s, G1+1, 12, 9)
	startTurn(&s, 0)
	s.alarms = 6
	// I1 (Anna, no Silencer) shoots G2 at 3 squares: 3 Alarm markers, AMBER;
	// one hit: G2 wounded, prone.
	s, _ = play(t, s, []int{4, 1, 1}, Shoot{I1, G1 + 1})
	if s.alert != Amber || s.mins[1+1].State != prone {
		t.Fatalf("alert %v, G2 state %d", s.alert, s.mins[2].State)
	}
	// The Mob: a Guard on the Cafeteria Spawn square (14,9), 3 squares from
	// Anna in her sight. No reaction roll follows (no die is scripted).
	s, ev := play(t, s, nil, Spawn{Guard, geom.Pt(14, 9)}, Pass{})
	for _, e := range ev {
		if r, ok := e.(Rolled); ok {
			t.Fatalf("unexpected roll %v", r)
		}
	}
	if s.np != 0 || s.ToMove()[0] != Intruder1 || s.intr[0].Done {
		t.Fatalf("after the Mob: %d pending, to move %v, done %v", s.np, s.ToMove(), s.intr[0].Done)
	}
}

// TestAcquiringWeaponsTrap: a Submachine Gun marker is placed where a Guard
// falls only for "the Intruder who attacked them" (Rulebook, "Acquiring
// weapons"): a Guard knocked out by a Trap leaves none.
func TestAcquiringWeaponsTrap(t *testing.T) {
	s := twoIntruders(t)
	put(&s, I1, 0, 3)
	put(&s, I2, 1, 3)
	put(&s, G1+1, 9, 17)
	s.traps[0] = trap{Sq: sqOf(&s, 8, 14), Armed: true}
	s.alert = Amber
	startMinionsOf(&s, Guard)
	// G2 moves (9,17) -> (9,16): within 4 squares of the armed Trap. Range
	// roll 3; gas: K.O, the resist fails (2).
	s, _ = play(t, s, []int{3, 2}, Move{G1 + 1, geom.N}, Stop{G1 + 1})
	if s.mins[2].State != offBoard {
		t.Fatalf("G2 state %d, want knocked out", s.mins[2].State)
	}
	for i, q := range s.items {
		if itemMarkers[i] == SMG && q >= 0 {
			t.Fatalf("SMG marker at %v after a Trap", s.pt(q))
		}
	}
}

// TestAcquiringWeaponsFlee: "Whenever a Guard is K.O'd, killed or flees,
// the Intruder who attacked them can ask the Defender to place a
// Submachine Gun marker on the Guard's square": a Guard wounded by an
// Intruder who flees on his recovery roll leaves one.
func TestAcquiringWeaponsFlee(t *testing.T) {
	s := twoIntruders(t)
	put(&s, I1, 9, 20)
	put(&s, I2, 0, 3)
	s.intr[0].Hidden = false
	put(&s, G1+1, 9, 14)
	s.alert = RedAlert
	startTurn(&s, 0)
	s, _ = play(t, s, []int{5, 1}, Shoot{I1, G1 + 1}) // 6 squares, 2 dice: wound
	if s.mins[2].State != prone {
		t.Fatalf("G2 state %d, want prone", s.mins[2].State)
	}
	startMinionsOf(&s, Guard)
	s, _ = play(t, s, []int{3}, Recover{G1 + 1}) // flees
	want := sqOf(&s, 9, 14)
	found := false
	for i, q := range s.items {
		if itemMarkers[i] == SMG && q == want {
			found = true
		}
	}
	if !found {
		t.Fatalf("no SMG marker where the fleeing Guard stood: %v", s.items)
	}
}

// TestAcquiringWeaponsOneWeapon: "An Intruder can only use one weapon at a
// time. If carrying more than one weapon, he must place the weapon he
// intends to use on the left-most Item space": a single weapon is in use
// wherever it lies on the profile.
func TestAcquiringWeaponsOneWeapon(t *testing.T) {
	s := twoIntruders(t)
	put(&s, I1, 9, 20)
	put(&s, I2, 0, 3)
	s.intr[0].Hidden = false
	put(&s, G1+1, 9, 14)
	s.alert = RedAlert
	// Anna's profile after a capture and two pick-ups: Medical Kit, Handgun.
	s.items[0], s.items[7] = locNone, locNone // her Handgun and Lockpicks back in the supply
	s.intr[0].Items = [3]int8{-1, -1, -1}
	s.giveItem(0, s.supplyMarker(MedicalKit))
	s.giveItem(0, 0)
	startTurn(&s, 0)
	if err := s.Legal(Shoot{I1, G1 + 1}); err != nil {
		t.Fatalf("shoot with the only weapon: %v", err)
	}
	if err := s.Legal(Primary{I1, Handgun}); err == nil {
		t.Errorf("primary: the Handgun is already the weapon in use")
	}
	s.giveItem(0, s.supplyMarker(SMG))
	if got := s.weapon(0); got != Handgun {
		t.Errorf("weapon in use %v, want the Handgun (left of the SMG)", got)
	}
	s, _ = play(t, s, nil, Primary{I1, SMG})
	if got := s.weapon(0); got != SMG {
		t.Errorf("after Primary: weapon in use %v, want the SMG", got)
	}
	if diff := cmp.Diff([]Item{SMG, MedicalKit, Handgun}, s.Intruder(0).Items); diff != "" {
		t.Errorf("items (-want +got):\n%s", diff)
	}
}

// TestEnteringAKillZoneTrap: "A figure that blocked the enemy's Line of
// Sight is removed or placed prone" is a way of entering a Kill Zone
// (Rulebook, "Entering a Kill Zone"), also when the Trap the figure's own
// move triggered fells the blocker.
func TestEnteringAKillZoneTrap(t *testing.T) {
	s := twoIntruders(t)
	put(&s, I1, 11, 15)
	put(&s, I2, 0, 3)
	s.intr[0].Hidden = false
	put(&s, G1+1, 8, 15) // the blocker, next to the Trap
	put(&s, G1+3, 6, 15) // behind him, 4 squares from Anna's new square
	s.traps[0] = trap{Sq: sqOf(&s, 8, 14), Armed: true}
	startTurn(&s, 0)
	// Anna moves to (10,15), 2 squares from the armed Trap: range 1, the
	// blocker is stunned (GREEN: Shock) and falls prone; G4 now sees her
	// within 4 squares: a reaction roll (5: success).
	s, _ = play(t, s, []int{1, 5}, Move{I1, geom.W}, Stop{I1})
	if s.mins[2].State != prone {
		t.Fatalf("blocker state %d, want prone", s.mins[2].State)
	}
	if f := s.top(); f == nil || f.Kind != fReact || f.Who != I1 {
		t.Fatalf("want Anna's reaction, have %+v", s.top())
	}
}

// TestImposterHiddenFromTheDefender (issue 3, "Hidden information";
// Rulebook, "Imposter"; since issue 8, RULES.md "What the Defender can
// still tell"): two games that differ only in which of two Guard figures
// Harry wears give the Defender the same actions and Legal reasons for
// every figure but the two in question, and the same public events of a
// spot at one of them; his view lists exactly his actions.
func TestImposterHiddenFromTheDefender(t *testing.T) {
	base := setUp(t, []AgentID{Harry}, []Talent{Imposter}, []Item{Silencer})
	x, y := geom.Pt(12, 8), geom.Pt(5, 8)
	mk := func(wear, real Fig, at, other geom.Point) State {
		s := base
		put(&s, G1+2, 9, 7)
		put(&s, I1, at.X, at.Y)
		s.intr[0].Hidden = true
		s.intr[0].Disguise = wear
		s.mins[wear-B] = minion{State: worn, Sq: s.sq(at)}
		s.mins[real-B] = minion{State: standing, Sq: s.sq(other)}
		startMinionsOf(&s, Guard)
		if err := s.Validate(); err != nil {
			t.Fatal(err)
		}
		return s
	}
	a := mk(G1+1, G1+3, x, y) // Harry wears G2 at (12,8); G4 is a Guard
	b := mk(G1+3, G1+1, y, x) // Harry wears G4 at (5,8); G2 is a Guard
	// The figures are swapped in plain view and the worn one takes no
	// orders: the Defender's view shows which it is, as his actions do
	// (issue 8: a view lists its seat's actions; RULES.md, "What the
	// Defender can still tell").
	// The two figures' own actions are the open point of RULES.md: the
	// Defender cannot command the figure the Imposter wears.
	own := func(act Action) bool { w := whoOf(act); return w == G1+1 || w == G1+3 }
	filter := func(acts []Action) []string {
		var out []string
		for _, act := range acts {
			if !own(act) {
				out = append(out, act.String())
			}
		}
		return out
	}
	if diff := cmp.Diff(filter(a.Actions()), filter(b.Actions())); diff != "" {
		t.Errorf("the Defender's actions differ (-a +b):\n%s", diff)
	}
	for _, s := range []State{a, b} {
		if diff := cmp.Diff(strs(s.Actions()), strs(s.View(Defender).Actions())); diff != "" {
			t.Errorf("the Defender's view lists other actions (-full +view):\n%s", diff)
		}
	}
	var all []Action
	all = a.candidates(all)
	all = b.candidates(all)
	for _, g := range []Fig{G1 + 1, G1 + 3, I1} {
		all = append(all, Spot{Who: G1 + 2, Target: g}, Fight{G1 + 2, g}, Shoot{G1 + 2, g})
	}
	for d := range 8 {
		all = append(all, Move{G1 + 2, geom.Dir(d)})
	}
	for _, act := range all {
		if own(act) {
			continue
		}
		ea, eb := a.Legal(act), b.Legal(act)
		if (ea == nil) != (eb == nil) || ea != nil && ea.Error() != eb.Error() {
			t.Errorf("%v: Legal says %v and %v", act, ea, eb)
		}
	}
	// G3 spots G2: 3 dice (4 squares), one success. Harry (in a) resists
	// on a 3; a real Guard (in b) is simply not an Intruder.
	public := func(s State, act Action, faces ...int) ([]string, State) {
		next, ev, err := Apply(s, act, dice.Script(faces...))
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, e := range ev {
			if VisibleTo(e, Defender) {
				out = append(out, e.String())
			}
		}
		return out, next
	}
	ea, _ := public(a, Spot{Who: G1 + 2, Target: G1 + 1}, 6, 1, 1, 3)
	eb, _ := public(b, Spot{Who: G1 + 2, Target: G1 + 1}, 6, 1, 1)
	if diff := cmp.Diff(ea, eb); diff != "" {
		t.Errorf("public events of the spot differ (-a +b):\n%s", diff)
	}
}

// TestImposterHiddenFromTheDefenderMove: a Guard passing through the
// square of the figure Harry wears is told the same as with a real Guard.
func TestImposterHiddenFromTheDefenderMove(t *testing.T) {
	base := setUp(t, []AgentID{Harry}, []Talent{Imposter}, []Item{Silencer})
	x := geom.Pt(12, 8)
	for _, disguised := range []bool{true, false} {
		s := base
		put(&s, G1+2, 11, 8)
		if disguised {
			put(&s, I1, x.X, x.Y)
			s.intr[0].Disguise = G1 + 1
			s.mins[G1+1-B] = minion{State: worn, Sq: s.sq(x)}
		} else {
			put(&s, I1, 5, 8)
			s.intr[0].Disguise = G1 + 3
			s.mins[G1+3-B] = minion{State: worn, Sq: s.sq(geom.Pt(5, 8))}
			s.mins[G1+1-B] = minion{State: standing, Sq: s.sq(x)}
		}
		startMinionsOf(&s, Guard)
		s = mustApply(t, s, Move{G1 + 2, geom.E}, dice.Script())
		err := s.Legal(Stop{G1 + 2})
		if err == nil || err.Error() != "illegal action: move: G3 cannot end its move on G2's square" {
			t.Errorf("disguised %v: stop on (12,8): %v", disguised, err)
		}
	}
}

// TestImposterViewPending: what a disguised Imposter is about to do (here
// the Secret Passage he explores to) is in the Defender's View (issue 12:
// it used to be blanked), since the Defender saw the action that started
// it, done by the worn figure, target included (PublicAction).
func TestImposterViewPending(t *testing.T) {
	s := setUp(t, []AgentID{Harry}, []Talent{Imposter}, []Item{Silencer})
	put(&s, I1, 3, 5) // on the Defender's Secret Passage
	s.intr[0].Disguise = G1 + 1
	s.mins[G1+1-B] = minion{State: worn, Sq: sqOf(&s, 3, 5)}
	startTurn(&s, 0)
	if pub := PublicAction(s, Explore{I1, geom.Pt(12, 4)}); pub != (Explore{G1 + 1, geom.Pt(12, 4)}) {
		t.Errorf("the Defender sees %v", pub)
	}
	s, _ = play(t, s, nil, Explore{I1, geom.Pt(12, 4)})
	if f := s.top(); f == nil || f.Kind != fChance || f.A == 0 {
		t.Fatalf("want the chance-or-time decision, have %+v", s.top())
	}
	v := s.View(Defender)
	if err := v.Validate(); err != nil {
		t.Errorf("the Defender's View: %v", err)
	}
	if diff := cmp.Diff(*s.top(), *v.top(), cmp.AllowUnexported(frame{})); diff != "" {
		t.Errorf("the Defender's View of the decision (-want +got):\n%s", diff)
	}
	vi := s.View(Intruder1)
	if diff := cmp.Diff(*s.top(), *vi.top(), cmp.AllowUnexported(frame{})); diff != "" {
		t.Errorf("Harry's own View (-want +got):\n%s", diff)
	}
}

// TestPrisonFightBack: "No Minion may attack (shoot or fight) an unarmed
// Intruder inside the Prison. They can still fight back if attacked
// themselves" (Rulebook, "Prison", When an Intruder is sent to the Prison 4).
func TestPrisonFightBack(t *testing.T) {
	s := twoIntruders(t)
	put(&s, I1, 20, 18)
	put(&s, I2, 0, 3)
	s.intr[0].Hidden = false
	for i, m := range s.intr[0].Items {
		if m >= 0 {
			s.items[m] = locNone
			s.intr[0].Items[i] = -1
		}
	}
	put(&s, G1+1, 21, 18)
	startTurn(&s, 0)
	if err := s.Legal(Fight{I1, G1 + 1}); err != nil {
		t.Fatal(err)
	}
	// Anna (Judoka, 3+) misses with 3 dice; the Guard may fight back with
	// 2 dice (one fewer against the Judoka): one success, a stun.
	s, _ = play(t, s, []int{1, 2, 1}, Fight{I1, G1 + 1})
	if f := s.top(); f == nil || f.Kind != fFightBack || f.Who != G1+1 {
		t.Fatalf("want the Guard's fight back decision, have %+v", s.top())
	}
	s, _ = play(t, s, []int{6, 1}, FightBack{})
	if !s.intr[0].Stun {
		t.Error("the Guard's fight back should stun the unarmed prisoner")
	}
	// But the Guard may not attack him on his own turn.
	startMinionsOf(&s, Guard)
	wantIllegal(t, s, Fight{G1 + 1, I1})
}

// TestCamerasSecondShot: the SMG's "second (free) shoot action" is an
// action of an exposed Intruder like any other: caught on Camera within 4
// squares (Rulebook, "Control Room", Cameras 2; "Submachine Gun").
func TestCamerasSecondShot(t *testing.T) {
	s := twoIntruders(t)
	put(&s, I1, 3, 15) // 3 squares from the Camera at (0,14)
	put(&s, I2, 0, 3)
	s.intr[0].Hidden = false
	s.giveItem(0, s.supplyMarker(SMG))
	s.makePrimary(0, SMG)
	put(&s, G1+1, 7, 15)
	put(&s, G1+3, 7, 14)
	s.alert = RedAlert // no noise: only the Camera collects
	startTurn(&s, 0)
	s, _ = play(t, s, []int{4, 1, 1}, Shoot{I1, G1 + 1})
	if s.alarms != 1 {
		t.Fatalf("alarms %d after the shot, want 1", s.alarms)
	}
	s, _ = play(t, s, []int{1, 1, 1}, SecondShot{G1 + 3})
	if s.alarms != 2 {
		t.Errorf("alarms %d after the second shot, want 2", s.alarms)
	}
}

// TestTheEntranceFirstAction: "The first Intruder action of the game is
// always to breach The Base's Entrance" (Rulebook, "Intruder Actions"),
// also when the first Intruder in the order of play passes his turn.
func TestTheEntranceFirstAction(t *testing.T) {
	s := twoIntruders(t)
	s, _ = play(t, s, nil, Pass{})
	if got := s.ToMove(); got[0] != Intruder2 {
		t.Fatalf("to move %v, want Intruder2", got)
	}
	wantIllegal(t, s, Move{I2, geom.W})
	if err := s.Legal(Breach{I2, 0}); err != nil {
		t.Fatal(err)
	}
}

// TestViewIntelligenceDeal: face-down Intelligence is unknown to every seat
// until searched (Rulebook, "Set-Up" 8; issue 3, "Hidden information").
// Marker ids stand for faces, so two deals that differ only in which
// marker lies where must give the same View, FaceDown list and pending
// search decision.
func TestViewIntelligenceDeal(t *testing.T) {
	a := twoIntruders(t)
	b := a
	// Swap where two face-down markers lie.
	i, j := 0, 4
	b.intels[i].Loc, b.intels[j].Loc = a.intels[j].Loc, a.intels[i].Loc
	opts := cmp.AllowUnexported(State{}, intruder{}, minion{}, trap{}, intelMarker{}, move{}, frame{})
	for _, seat := range []Seat{Defender, Intruder1, Intruder2} {
		if diff := cmp.Diff(a.View(seat), b.View(seat), opts); diff != "" {
			t.Fatalf("%v's Views of two deals differ (-a +b):\n%s", seat, diff)
		}
	}
	if diff := cmp.Diff(a.FaceDown(), b.FaceDown()); diff != "" {
		t.Errorf("FaceDown differs (-a +b):\n%s", diff)
	}
	// I1 searches the marker at the Intelligence square nearest him: the
	// chance-or-time decision names a marker.
	q := a.intels[i].Loc
	put(&a, I1, a.pt(q).X, a.pt(q).Y+1)
	put(&b, I1, a.pt(q).X, a.pt(q).Y+1)
	startTurn(&a, 0)
	startTurn(&b, 0)
	a.entered, b.entered = true, true
	a, _ = play(t, a, nil, Search{I1, a.pt(q)})
	b, _ = play(t, b, nil, Search{I1, a.pt(q)})
	if f := a.top(); f == nil || f.Kind != fChance || f.Op != opSearch {
		t.Fatalf("want the chance-or-time decision, have %+v", a.top())
	}
	for _, seat := range []Seat{Defender, Intruder1} {
		va, vb := a.View(seat), b.View(seat)
		if diff := cmp.Diff(va, vb, opts); diff != "" {
			t.Errorf("%v's Views of the search differ (-a +b):\n%s", seat, diff)
		}
		if err := va.Validate(); err != nil {
			t.Errorf("%v's View: %v", seat, err)
		}
	}
}

// TestTechniciansConstructEmptyJunction: "a Technician must be standing on
// (or adjacent to) an empty junction square to construct a Trap"
// (Rulebook, "Technicians"). He may stand on it himself, so "empty" speaks
// of markers: a junction holding a Camera (or a Trap) is not empty.
func TestTechniciansConstructEmptyJunction(t *testing.T) {
	s := twoIntruders(t)
	put(&s, T1, 1, 7) // next to the Camera on the junction (0,7)
	startMinionsOf(&s, Technician)
	wantIllegal(t, s, Construct{T1, geom.Pt(0, 7)})
	put(&s, T1, 8, 7) // on a bare junction: he may build under his feet
	if err := s.Legal(Construct{T1, geom.Pt(8, 7)}); err != nil {
		t.Fatal(err)
	}
}

// TestCafeteriaSurpriseMandatory: "For each success, he places a Minion (of
// any type) on one of the room's Spawn squares" (Rulebook, "Cafeteria"):
// unlike the Mob Spawn's "up to", the Surprise! Minions are placed, while
// a figure and a free Spawn square are left.
func TestCafeteriaSurpriseMandatory(t *testing.T) {
	s := twoIntruders(t)
	s.locked = 0
	put(&s, I1, 9, 11)
	startTurn(&s, 0)
	s, _ = play(t, s, []int{6, 1, 1, 1}, Move{I1, geom.E}, Stop{I1})
	if f := s.top(); f == nil || f.Kind != fPlace || f.A != 1 {
		t.Fatalf("want 1 Surprise! placement, have %+v", s.top())
	}
	wantIllegal(t, s, Pass{})
	if hasAction(s.Actions(), Pass{}) {
		t.Error("Pass offered for a Surprise! placement")
	}
}

// TestViewObserver: the Observer (no player: a spectator) sees what every
// player sees and nothing more: the face-down Intelligence stays face
// down (its faces only as a sorted multiset, faceDownLeak); the view of a seat that is not in the game (Intruder3 of a game of
// two) is the spectator's; a player's View is marked as one and cannot be
// played (issue 8, "Views behave the same in every game").
func TestViewObserver(t *testing.T) {
	s := twoIntruders(t)
	v := s.View(Observer)
	if p, ok := v.Viewer(); !ok || p != Observer {
		t.Errorf("View(Observer).Viewer() = %v, %v", p, ok)
	}
	if leak := faceDownLeak(s, v); leak != "" {
		t.Errorf("the Observer: %s", leak)
	}
	if s.View(Intruder3) != v {
		t.Error("View(Intruder3) of a game of two Intruders is not the spectator's")
	}
	if s.View(Seat(9)) != v {
		t.Error("View(Seat(9)) is not the spectator's")
	}
	for _, seat := range []Seat{Defender, Intruder1, Intruder2, Observer} {
		if v := s.View(seat); v.Legal(Pass{}) == nil {
			t.Errorf("%v's View can be played", seat)
		}
	}
}
