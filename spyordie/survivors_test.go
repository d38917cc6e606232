package spyordie

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/geom"
)

// The tests of this file each catch one of the mutations that survived the
// package's tests in issue 9, on both sides of the rule's boundary.

// TestCafeteriaSurpriseOnlySixes: "For each 6 rolled" (Rulebook,
// "Cafeteria", Surprise!): four 5s place no Minion, one 6 places one.
func TestCafeteriaSurpriseOnlySixes(t *testing.T) {
	for _, c := range []struct {
		faces []int
		place int16
	}{
		{[]int{5, 5, 5, 5}, 0},
		{[]int{6, 5, 5, 5}, 1},
	} {
		s := twoIntruders(t)
		s.locked = 0
		put(&s, I1, 9, 11)
		startTurn(&s, 0)
		s, _ = play(t, s, c.faces, Move{I1, geom.E}, Stop{I1})
		got := int16(0)
		if f := s.top(); f != nil && f.Kind == fPlace {
			got = f.A
		}
		if got != c.place {
			t.Errorf("faces %v: %d Surprise! placements, want %d", c.faces, got, c.place)
		}
	}
}

// TestTrapsWithinFourSquares: a Trap fires when a figure finishes a move
// within 4 squares of it (Rulebook, "Control Room", Traps 2): at 4 squares
// it fires (a range roll), at 5 it does not.
func TestTrapsWithinFourSquares(t *testing.T) {
	for _, c := range []struct {
		fromY int
		faces []int
		fires bool
	}{
		{19, []int{1}, true}, // stops at (8,18): 4 squares
		{20, nil, false},     // stops at (8,19): 5 squares
	} {
		s := twoIntruders(t)
		s.traps[0] = trap{Sq: sqOf(&s, 8, 14), Armed: true}
		put(&s, I1, 8, c.fromY)
		put(&s, I2, 0, 3)
		startTurn(&s, 0)
		s, _ = play(t, s, c.faces, Move{I1, geom.N}, Stop{I1})
		if fired := !s.traps[0].Armed; fired != c.fires {
			t.Errorf("from (8,%d): fired %v, want %v", c.fromY, fired, c.fires)
		}
	}
}

// TestShootNoAdjacentEnemy: "A figure may not shoot while an enemy is
// adjacent to it" (Rulebook, "Shooting"): the Guard may shoot Anna 6
// squares away, but not while Harry stands exposed next to him.
func TestShootNoAdjacentEnemy(t *testing.T) {
	for _, adjacent := range []bool{false, true} {
		s := twoIntruders(t)
		put(&s, I1, 9, 20)
		s.intr[0].Hidden = false
		if adjacent {
			put(&s, I2, 8, 14)
		} else {
			put(&s, I2, 0, 3)
		}
		s.intr[1].Hidden = false
		put(&s, G1+2, 9, 14)
		s.alert = RedAlert
		startMinionsOf(&s, Guard)
		err := s.Legal(Shoot{G1 + 2, I1})
		if (err == nil) == adjacent {
			t.Errorf("Harry adjacent %v: Legal(shoot) = %v", adjacent, err)
		}
		if hasAction(s.Actions(), Shoot{G1 + 2, I1}) == adjacent {
			t.Errorf("Harry adjacent %v: shoot listed %v", adjacent, !adjacent)
		}
	}
}

// TestPrisonNoOpportunityStrike: "No Minion may attack (shoot or fight) an
// unarmed Intruder inside the Prison" (Rulebook, "Prison"), an opportunity
// strike included: the Guard next to an unarmed Anna strikes nothing when
// she moves, but strikes her when she holds a Handgun.
func TestPrisonNoOpportunityStrike(t *testing.T) {
	for _, armed := range []bool{false, true} {
		s := twoIntruders(t)
		put(&s, I1, 20, 18)
		put(&s, I2, 0, 3)
		s.intr[0].Hidden = false
		if !armed {
			for i, m := range s.intr[0].Items {
				if m >= 0 {
					s.items[m] = locNone
					s.intr[0].Items[i] = -1
				}
			}
		}
		put(&s, G1+2, 21, 18)
		startTurn(&s, 0)
		_, ev, err := Apply(s, Move{I1, geom.W}, dice.New(1))
		if err != nil {
			t.Fatal(err)
		}
		struck := slices.ContainsFunc(ev, func(e Event) bool {
			r, ok := e.(Rolled)
			return ok && strings.HasPrefix(r.What, "an opportunity strike on")
		})
		if struck != armed {
			t.Errorf("armed %v: struck %v", armed, struck)
		}
	}
}

// TestPickUpAtMostThreeIntelligence: "an Intruder can carry a maximum of 3
// Intelligence markers" (Rulebook, "Intelligence"): with 2 she may pick up
// the face-up marker at her feet, with 3 she may not.
func TestPickUpAtMostThreeIntelligence(t *testing.T) {
	for _, carried := range []int{2, 3} {
		s := twoIntruders(t)
		put(&s, I1, 3, 6)
		put(&s, I2, 0, 3)
		for i := 0; i < carried; i++ {
			s.intels[i] = intelMarker{Loc: carriedBy(0), Up: true}
			s.intr[0].Intel[i] = int8(i)
		}
		s.intels[3] = intelMarker{Loc: sqOf(&s, 3, 6), Up: true}
		s.intels[4] = intelMarker{Loc: locNone} // make room: the supply
		s.intr[1].Status = Sacrificed           // who lost it
		startTurn(&s, 0)
		if err := s.Validate(); err != nil {
			t.Fatal(err)
		}
		err := s.Legal(PickUp{Who: I1, At: geom.Pt(3, 6)})
		if (err == nil) != (carried < 3) {
			t.Errorf("carrying %d: Legal(pick up) = %v", carried, err)
		}
	}
}

// TestAlertRisesWithAnEvent: the ninth Alarm marker raises the Alert Level
// (Rulebook, "Alarm Markers") and says so with an AlertChanged event; an
// eighth does not.
func TestAlertRisesWithAnEvent(t *testing.T) {
	for _, c := range []struct {
		before uint8
		want   []Event
	}{
		{7, []Event{Alarmed{1, 8, "test"}}},
		{8, []Event{Alarmed{1, 9, "test"}, AlertChanged{Amber}}},
	} {
		s := twoIntruders(t)
		s.alarms = c.before
		ev := kernel(&s, func(g *game) { g.addAlarms(1, "test") })
		if diff := cmp.Diff(c.want, ev); diff != "" {
			t.Errorf("%d markers + 1 (-want +got):\n%s", c.before, diff)
		}
	}
}

// TestEventsOfSearchAndEnd: a successful search turns the marker face up
// with a Revealed event naming its square and face (Rulebook, "Search");
// the Timer reaching 00 ends the game with a GameOver event (Rulebook,
// "The Mission Timer").
func TestEventsOfSearchAndEnd(t *testing.T) {
	s := twoIntruders(t)
	at := s.pt(s.intels[0].Loc)
	put(&s, I1, at.X, at.Y)
	put(&s, I2, 0, 3)
	startTurn(&s, 0)
	s, ev := play(t, s, []int{6}, Search{I1, at}, Chance{})
	want := Revealed{at, s.intel[0]}
	if !slices.Contains(ev, Event(want)) {
		t.Errorf("events %v lack %v", ev, want)
	}
	left := int(s.timer)
	ev = kernel(&s, func(g *game) { g.takeTime(left, "test") })
	if diff := cmp.Diff([]Event{TimeTaken{left, 0, "test"}, GameOver{DefenderWins, 0}}, ev); diff != "" {
		t.Errorf("events at 00 (-want +got):\n%s", diff)
	}
	if !s.Over() || s.Outcome().Verdict != DefenderWins {
		t.Errorf("over %v, verdict %v", s.Over(), s.Outcome().Verdict)
	}
}

// TestCamerasWithinFourSquares: a Camera catches an exposed Intruder who
// finishes a move within 4 squares in its sight (Rulebook, "Control
// Room", Cameras): at 4 squares one Alarm marker, at 5 none.
func TestCamerasWithinFourSquares(t *testing.T) {
	for _, c := range []struct {
		fromX, alarms int
	}{
		{5, 1}, // stops at (4,15): 4 squares from the Camera at (0,14)
		{6, 0}, // stops at (5,15): 5 squares
	} {
		s := twoIntruders(t)
		put(&s, I1, c.fromX, 15)
		s.intr[0].Hidden = false
		put(&s, I2, 0, 3)
		startTurn(&s, 0)
		s, _ = play(t, s, nil, Move{I1, geom.W}, Stop{I1})
		if got := s.Alarms(); got != c.alarms {
			t.Errorf("from (%d,15): %d Alarm markers, want %d", c.fromX, got, c.alarms)
		}
	}
}

// TestSneakingWithinFourSquares: a hidden Intruder entering a square
// within 4 squares of a Sentry's Line of Sight must sneak (Rulebook,
// "Sneak"): at 4 squares she takes a chance or time, at 5 she walks on.
func TestSneakingWithinFourSquares(t *testing.T) {
	for _, c := range []struct {
		fromX int
		sneak bool
	}{
		{8, true},  // enters (9,8): 4 squares from the Sentry at (13,7)
		{7, false}, // enters (8,8): 5 squares
	} {
		s := twoIntruders(t)
		put(&s, I1, c.fromX, 8)
		put(&s, I2, 0, 3)
		s.intr[0].Status = InBase
		startTurn(&s, 0)
		s, _ = play(t, s, nil, Move{I1, geom.E})
		f := s.top()
		if got := f != nil && f.Kind == fChance && f.Op == opSneak; got != c.sneak {
			t.Errorf("from (%d,8): sneak decision %v, want %v (%+v)", c.fromX, got, c.sneak, f)
		}
	}
}

// TestSpotDiceByRange: a Minion spots with 3 dice within 4 squares, 2
// within 8 and 1 within 12, and not beyond (Rulebook, "Spot"; "Line of
// Sight": 12 squares in a corridor).
func TestSpotDiceByRange(t *testing.T) {
	for _, c := range []struct {
		x, dice int
	}{
		{8, 3},   // 4 squares from Anna at (4,15)
		{9, 2},   // 5 squares
		{12, 2},  // 8 squares
		{13, 1},  // 9 squares
		{16, 1},  // 12 squares
		{17, -1}, // 13 squares: no spot
	} {
		s := twoIntruders(t)
		put(&s, I1, 4, 15)
		s.intr[0].Status = InBase
		put(&s, I2, 0, 3)
		put(&s, G1+2, c.x, 15)
		startMinionsOf(&s, Guard)
		if c.dice < 0 {
			wantIllegal(t, s, Spot{Who: G1 + 2, Target: I1})
			continue
		}
		_, ev, err := Apply(s, Spot{Who: G1 + 2, Target: I1}, dice.New(1))
		if err != nil {
			t.Fatal(err)
		}
		got := -1
		for _, e := range ev {
			if r, ok := e.(Rolled); ok && r.Who == G1+2 {
				got = len(r.Dice)
				break
			}
		}
		if got != c.dice {
			t.Errorf("G3 at (%d,15): %d spot dice, want %d", c.x, got, c.dice)
		}
	}
}

// TestPickUpAtMostThreeItems: an Intruder's profile has 3 Item spaces
// (Rulebook, "Items", "Pick up"): with 2 Items Anna may pick up the SMG at
// her feet, with 3 she may not.
func TestPickUpAtMostThreeItems(t *testing.T) {
	for _, carried := range []int{2, 3} {
		s := twoIntruders(t)
		put(&s, I1, 3, 6)
		put(&s, I2, 0, 3)
		if carried == 3 {
			s.items[5] = carriedBy(0) // the Stimulants marker
			s.intr[0].Items[2] = 5
		}
		s.items[9] = sqOf(&s, 3, 6) // an SMG marker
		startTurn(&s, 0)
		if err := s.Validate(); err != nil {
			t.Fatal(err)
		}
		if got := s.nItems(0); got != carried {
			t.Fatalf("Anna carries %d Items, want %d", got, carried)
		}
		err := s.Legal(PickUp{Who: I1, At: geom.Pt(3, 6), Item: SMG})
		if (err == nil) != (carried < 3) {
			t.Errorf("carrying %d: Legal(pick up) = %v", carried, err)
		}
		if hasAction(s.Actions(), PickUp{Who: I1, At: geom.Pt(3, 6), Item: SMG}) != (carried < 3) {
			t.Errorf("carrying %d: pick up listed %v", carried, carried >= 3)
		}
	}
}

// TestShootNoFriendAdjacentToTarget: "A figure cannot shoot if there is a
// friendly figure standing adjacent to the target" (Rulebook, "Shooting"):
// the Guard may shoot Anna 6 squares away, but not while another Guard
// stands next to her; a prone Guard there does not count.
func TestShootNoFriendAdjacentToTarget(t *testing.T) {
	for _, c := range []struct {
		name  string
		place func(s *State)
		ok    bool
	}{
		{"no Guard near Anna", func(s *State) {}, true},
		{"a Guard next to Anna", func(s *State) { put(s, G1+3, 8, 20) }, false},
		{"a prone Guard next to Anna", func(s *State) {
			put(s, G1+3, 8, 20)
			s.mins[G1+3-B].State = prone
		}, true},
	} {
		s := twoIntruders(t)
		put(&s, I1, 9, 20)
		s.intr[0].Hidden = false
		put(&s, I2, 0, 3)
		put(&s, G1+2, 9, 14)
		c.place(&s)
		startMinionsOf(&s, Guard)
		if err := s.Legal(Shoot{G1 + 2, I1}); (err == nil) != c.ok {
			t.Errorf("%s: Legal(shoot) = %v", c.name, err)
		}
		if hasAction(s.Actions(), Shoot{G1 + 2, I1}) != c.ok {
			t.Errorf("%s: shoot listed %v, want %v", c.name, !c.ok, c.ok)
		}
	}
}
