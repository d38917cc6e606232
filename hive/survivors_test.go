package hive

import (
	"slices"
	"testing"

	"github.com/incursion/incursion/dice"
)

// boxAt returns a box of the Hive at Command Range distance d from box
// from (8.1), other than excluded ones.
func boxAt(t *testing.T, s State, from string, d int, not ...string) string {
	t.Helper()
	b := s.b()
	f, _ := b.Box(from)
	for i := 0; i < b.Boxes(); i++ {
		if b.Distance(f, i) == d && !slices.Contains(not, b.Name(i)) && b.area[i] != b.area[f] {
			return b.Name(i)
		}
	}
	t.Fatalf("no box %d from %s", d, from)
	return ""
}

func listed(s State, a Action) bool { return slices.Contains(s.Actions(), a) }

// TestMindControlWithin3Boxes (7.2): a target exactly 3 boxes away is
// listed and legal; 4 boxes away it is neither (Legal and Actions agree on
// the boundary).
func TestMindControlWithin3Boxes(t *testing.T) {
	s := scene(t, StepMindControl)
	q := put(t, &s, Queen, "A8", uActive)
	at3 := put(t, &s, Scout, boxAt(t, s, "A8", 3))
	at4 := put(t, &s, Scout, boxAt(t, s, "A8", 4))
	if err := s.Legal(MindControl{q, at3}); err != nil || !listed(s, MindControl{q, at3}) {
		t.Errorf("3 boxes: %v, listed %v", err, listed(s, MindControl{q, at3}))
	}
	refuse(t, s, MindControl{q, at4})
	if listed(s, MindControl{q, at4}) {
		t.Error("4 boxes: listed")
	}
}

// TestIncapacitatedMeleeMinus3 (13.3): attacked in melee, an Incapacitated
// unit's Melee Combat Strength is reduced by 3, never below zero.
func TestIncapacitatedMeleeMinus3(t *testing.T) {
	s := scene(t, StepTerranMelee)
	put(t, &s, Queen, "F8", uActive)
	so := put(t, &s, Soldier, "F8")
	w := put(t, &s, Worker, "F8")
	full, wfull := s.defence(so), s.defence(w)
	s.c.Units[so].Flags |= uInc
	s.c.Units[w].Flags |= uInc
	diff(t, full-3, s.defence(so))
	diff(t, max(wfull-3, 0), s.defence(w))
	diff(t, 0, s.defence(w)) // a Worker's 3 (2.2) goes to 0, not below
}

// TestActivationByRangedCombat (8.7): a Queen is Activated at once when a
// Space Marine engages in ranged combat into her box, even on a miss.
func TestActivationByRangedCombat(t *testing.T) {
	s := scene(t, StepTerranMove)
	l := put(t, &s, Lancers, "20")
	so := put(t, &s, Soldier, "21")
	q := put(t, &s, Queen, "21")
	diff(t, uint16(0), s.c.Units[q].Flags&uActive)
	s, _ = play(t, s, Fire{l, so, 0}, 6) // a miss
	diff(t, uActive, s.c.Units[q].Flags&uActive)
}

// TestDarterBuiltEvent (4.3): buying a Darter tells both players which
// Darter was built.
func TestDarterBuiltEvent(t *testing.T) {
	s, _ := New(Config{}, dice.Script())
	_, ev := play(t, s, Buy{BuyDarter})
	want := Marked{What: "darter built", Darter: s.b().darters[0], To: toAll}
	if !slices.Contains(ev, Event(want)) {
		t.Errorf("events %v lack %v", ev, want)
	}
}

// TestPrisonerFreedBeyond3Boxes (17.5): a prisoner 3 boxes from a Queen
// stays a prisoner; 4 boxes from every Queen he is turned face-up and
// comes under Terran control.
func TestPrisonerFreedBeyond3Boxes(t *testing.T) {
	for _, c := range []struct {
		d    int
		want Seat
	}{{3, Znon}, {4, Terran}} {
		s := scene(t, StepActivation)
		put(t, &s, Queen, "A8", uActive)
		h := put(t, &s, Ambassador, boxAt(t, s, "A8", c.d), uZnon|uContinuous)
		s, _ = play(t, s, End{})
		if got := s.ctl(h); got != c.want {
			t.Errorf("%d boxes: the prisoner is under %v control, want %v", c.d, got, c.want)
		}
		diff(t, c.want == Terran, s.faceUp(h))
	}
}

// TestMindControlOncePerGameTurn (7.1): a Queen whose attempt failed may
// not try again this Game-Turn, even on a target within range.
func TestMindControlOncePerGameTurn(t *testing.T) {
	s := scene(t, StepMindControl)
	q := put(t, &s, Queen, "A8", uActive)
	a := put(t, &s, Scout, "A8")
	b := put(t, &s, Scout, "A8")
	s, _ = playRolls(t, s, MindControl{q, a}, Roll{ForMindControl, 6}) // fails
	diff(t, Terran, s.ctl(a))
	refuse(t, s, MindControl{q, b})
	refuse(t, s, MindControl{q, a})
	if listed(s, MindControl{q, b}) {
		t.Error("a second attempt is listed")
	}
}

// TestEliminatedEvent (12.0, 11.7): a unit eliminated by ranged combat is
// announced to both players.
func TestEliminatedEvent(t *testing.T) {
	s := scene(t, StepTerranMove)
	put(t, &s, Queen, "F8")
	l := put(t, &s, Lancers, "20")
	so := put(t, &s, Soldier, "21", uFaceUp)
	_, ev := play(t, s, Fire{l, so, 0}, 1)
	if !slices.ContainsFunc(ev, func(e Event) bool {
		a, ok := e.(Affected)
		return ok && a.Unit == so && a.What == "eliminated" && a.Box == "21" && a.To == toAll
	}) {
		t.Errorf("events %v lack the elimination of unit %d", ev, so)
	}
}

// TestEndedEvent (6.0, 22.0): the game's end is announced with its reason,
// the reason of the Outcome.
func TestEndedEvent(t *testing.T) {
	s := scene(t, StepTerranMelee)
	l := put(t, &s, Lancers, "A1")
	q := put(t, &s, Queen, "A1", uActive)
	put(t, &s, Ambassador, "A1", uFaceUp)
	s, _ = play(t, s, Melee{l, q})
	s, _ = play(t, s, Resolve{}, 4)
	s, ev := play(t, s, End{})
	diff(t, true, s.Over())
	want := Ended{Reason: s.Outcome().Reason}
	if want.Reason == "" || !slices.Contains(ev, Event(want)) {
		t.Errorf("events %v lack %v", ev, want)
	}
}

// TestBoobytrapRemovalOneToFour (17.3): an Engineer removes a trap on 1-4;
// a 5 fails.
func TestBoobytrapRemovalOneToFour(t *testing.T) {
	s := scene(t, StepTerranMove)
	e := put(t, &s, Engineer, "21")
	tr := put(t, &s, Boobytrap, "21")
	s5, _ := play(t, s, Disarm{e}, 5)
	diff(t, uint8(stInPlay), uint8(s5.c.Units[tr].Stat()))
	s4, _ := play(t, s, Disarm{e}, 4)
	diff(t, uint8(stRemoved), uint8(s4.c.Units[tr].Stat()))
}

// TestMindControlIncapacitatedOneToFive (7.0): against an Incapacitated
// individual Mind Control succeeds on 1-5; a 6 fails.
func TestMindControlIncapacitatedOneToFive(t *testing.T) {
	s := scene(t, StepMindControl)
	q := put(t, &s, Queen, "A8", uActive)
	sc := put(t, &s, Scout, "A8", uInc)
	s6, _ := play(t, s, MindControl{q, sc}, 6)
	diff(t, Terran, s6.ctl(sc))
	s5, _ := play(t, s, MindControl{q, sc}, 5)
	diff(t, Znon, s5.ctl(sc))
}

// TestMindControlBreakOutOneToTwo (7.6): at the end of the Mind Control
// Segment the individual breaks out on 1-2; a 3 keeps the control.
func TestMindControlBreakOutOneToTwo(t *testing.T) {
	s := scene(t, StepMindControl)
	q := put(t, &s, Queen, "A8", uActive)
	sc := put(t, &s, Scout, "A1")
	s, _ = playRolls(t, s, MindControl{q, sc}, Roll{ForMindControl, 3})
	diff(t, Znon, s.ctl(sc))
	s3, _ := playRolls(t, s, End{}, Roll{ForBreakOut, 3})
	diff(t, Znon, s3.ctl(sc))
	s2, _ := playRolls(t, s, End{}, Roll{ForBreakOut, 2})
	diff(t, Terran, s2.ctl(sc))
}
