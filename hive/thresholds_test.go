package hive

import (
	"strings"
	"testing"

	"github.com/incursion/incursion/dice"
)

// The thresholds, limits and distances of the rulebook that no other test
// holds on both sides of the boundary (RULES.md, "Thresholds, limits and
// distances").

// TestResourcePointsExactly (4.4, 4.9): an item costing exactly the
// Resource Points left may be bought; one costing a point more may not.
func TestResourcePointsExactly(t *testing.T) {
	s := fresh(t)
	s.c.Step = StepZnonBuy
	s.c.RP[Znon] = 3
	s3, _ := play(t, s, Buy{BuySoldier}) // 3 of 3
	diff(t, 0, s3.ResourcePoints(Znon))
	s.c.RP[Znon] = 2
	refuse(t, s, Buy{BuySoldier}) // 3 of 2
	play(t, s, Buy{BuyFake})      // 2 of 2
}

// TestCountermixZnon (4.2): twelve Soldiers, twelve Workers and two fake
// boobytraps may be built, never one more.
func TestCountermixZnon(t *testing.T) {
	for _, c := range []struct {
		item Item
		n    int
	}{{BuySoldier, soldierCounters}, {BuyWorker, workerCounters}, {BuyFake, fakeCounters}} {
		s := fresh(t)
		s.c.Step = StepZnonBuy
		for i := 0; i < c.n; i++ {
			s, _ = play(t, s, Buy{c.item}) // within the 70 points
		}
		refuse(t, s, Buy{c.item})
	}
}

// TestCountermixLancers (4.2): fourteen 2 Lancers counters; the fifteenth
// is refused for the countermix even with the points and the room for it
// (80 points never buy 14 with four Darters: the points are raised by
// hand, so the purchases are checked with Legal, not played).
func TestCountermixLancers(t *testing.T) {
	s := fresh(t)
	for i := 0; i < 6; i++ {
		s, _ = play(t, s, Buy{BuyDarter})
	}
	s.c.RP[Terran] = 200
	for i := 0; i < lancerCounters; i++ {
		if err := s.Legal(Buy{BuyLancers}); err != nil {
			t.Fatalf("2 Lancers number %d: %v", i+1, err)
		}
		g := &game{State: &s, out: &effects{}}
		g.applyBuy(Buy{BuyLancers})
		s = *g.State
	}
	refuse(t, s, Buy{BuyLancers})
	if err := s.Legal(Buy{BuyLancers}); err == nil || !strings.Contains(err.Error(), "(4.2)") {
		t.Errorf("the 15th 2 Lancers: %v, want the countermix (4.2)", err)
	}
}

// TestHostagesWithin3Boxes (5.4): a hostage may be set up 3 boxes from the
// Master-Queen, not 4.
func TestHostagesWithin3Boxes(t *testing.T) {
	s := purchased(t)
	s, _ = play(t, s, Deploy{"20"})
	for _, b := range []string{"A1", "B1", "C1", "D1", "E1", "F1", "L1"} {
		s, _ = play(t, s, Deploy{b})
	}
	mq := int(box(s, "20"))
	at := map[int]string{}
	for i := 0; i < s.b().Boxes(); i++ {
		if d := s.b().Distance(mq, i); (d == 3 || d == 4) && at[d] == "" {
			at[d] = s.b().Name(i)
		}
	}
	if at[3] == "" || at[4] == "" {
		t.Fatalf("no box 3 and 4 boxes from 20: %v", at)
	}
	refuse(t, s, Deploy{at[4]})
	play(t, s, Deploy{at[3]})
}

// TestOuterDefenseTableEveryCell (5.8): every die and every column (4, 5
// and 6 Darters built).
func TestOuterDefenseTableEveryCell(t *testing.T) {
	want := [6][3]int{{0, 0, 1}, {1, 1, 2}, {2, 2, 2}, {2, 2, 2}, {2, 3, 3}, {3, 3, 3}}
	for built := 4; built <= 6; built++ {
		for die := 1; die <= 6; die++ {
			s := scene(t, StepAssign)
			for d := 0; d < built; d++ {
				s.c.Dart[d].Flags |= dBuilt
			}
			put(t, &s, Engineer, "Sirius") // so that the game goes on
			g := &game{State: &s, out: &effects{r: dice.Script(die)}}
			g.outerDefense()
			if g.c.Step == StepOuterHit {
				diff(t, want[die-1][built-4], int(g.c.Hits))
			} else if w := want[die-1][built-4]; w != 0 {
				t.Errorf("%d Darters, die %d: no hit, want %d", built, die, w)
			}
		}
	}
}

// TestDarterDamageTableEveryDie (5.9): 1, 2, 2, 3, 4 "1" results, and the
// Darter destroyed on a 6.
func TestDarterDamageTableEveryDie(t *testing.T) {
	for die, want := range []int{1, 2, 2, 3, 4} {
		s := scene(t, StepDarterDamage)
		for i := 0; i < 7; i++ {
			put(t, &s, Engineer, "Sirius")
		}
		g := &game{State: &s, out: &effects{r: dice.Script(die + 1)}}
		if !g.darterDamage(0) {
			t.Fatalf("die %d: no casualty to choose", die+1)
		}
		diff(t, want, int(g.c.Pend.Count))
		diff(t, uint16(0), g.c.Dart[0].Flags&dDestroyed)
	}
	s := scene(t, StepDarterDamage)
	put(t, &s, Engineer, "Sirius")
	g := &game{State: &s, out: &effects{r: dice.Script(6)}}
	g.darterDamage(0)
	diff(t, dDestroyed, g.c.Dart[0].Flags&dDestroyed)
}

// TestMindControlOnePerQueen (7.4): a Queen holding a Mind Control may not
// try another; a Queen holding none may.
func TestMindControlOnePerQueen(t *testing.T) {
	s := scene(t, StepMindControl)
	s.c.Turn = 2
	q := put(t, &s, Queen, "A8", uActive)
	held := put(t, &s, Engineer, "A8", uZnon)
	s.c.Units[q].Link, s.c.Units[held].Link = uint8(held), uint8(q)
	s.c.Units[q].Flags |= uReduced
	sc := put(t, &s, Scout, "A8")
	refuse(t, s, MindControl{q, sc})
	q2 := put(t, &s, Queen, "A1", uActive)
	play(t, s, MindControl{q2, sc}, 6)
}

// TestMindControlLeash3Boxes (7.8): a Mind Controlled unit may move to 3
// boxes from its Queen, not 4; its Queen may move to 3 boxes from it and
// keep it, to 4 and lose it.
func TestMindControlLeash3Boxes(t *testing.T) {
	s := scene(t, StepZnonMove)
	q := put(t, &s, Queen, "20", uActive)
	e := put(t, &s, Engineer, "22", uZnon)
	s.c.Units[q].Link, s.c.Units[e].Link = uint8(e), uint8(q)
	diff(t, 2, s.b().Distance(int(box(s, "20")), int(box(s, "22"))))
	s3, _ := play(t, s, Move{e, "23"}) // 3 boxes
	diff(t, Znon, s3.ctl(e))
	refuse(t, s3, Move{e, "24"})         // 4 boxes
	kept, _ := play(t, s, Move{q, "19"}) // 3 boxes from 22
	diff(t, Znon, kept.ctl(e))
	lost, _ := play(t, s3, Finish{})
	lost, _ = play(t, lost, Move{q, "19"}) // 4 boxes from 23
	diff(t, Terran, lost.ctl(e))
}

// TestLineOfSightOneDoor (12.1): along a row of boxes, a target beyond one
// door is in sight, one beyond two doors is not.
func TestLineOfSightOneDoor(t *testing.T) {
	s := scene(t, StepTerranMove)
	b := s.b()
	n := uint8(b.Boxes())
	found := 0
	for _, row := range b.grid {
		var seq []uint8
		for _, c := range row {
			if c < n && (len(seq) == 0 || seq[len(seq)-1] != c) {
				seq = append(seq, c)
			}
		}
		for i := 0; i+2 < len(seq); i++ {
			x, y, z := seq[i], seq[i+1], seq[i+2]
			wxy, wyz := b.wallBetween(x, y), b.wallBetween(y, z)
			if x == z || wxy < 0 || wyz < 0 || b.walls[wxy].kind != Door || b.walls[wyz].kind != Door {
				continue
			}
			found++
			if r := s.sight(x, y); r != 1 {
				t.Errorf("%s -> %s through one door: range %d, want 1", b.Name(int(x)), b.Name(int(y)), r)
			}
			if r := s.sight(x, z); r >= 0 {
				t.Errorf("%s -> %s through two doors: range %d, want no line of sight", b.Name(int(x)), b.Name(int(z)), r)
			}
		}
	}
	if found == 0 {
		t.Fatal("no row crosses two doors in a row")
	}
}

// TestBoobytrapStrength8 (15.3): a boobytrap attacks at 8: against an
// Engineer (4) a 2 makes 6, Incapacitated; a 3 makes 7, eliminated.
func TestBoobytrapStrength8(t *testing.T) {
	for _, c := range []struct {
		die        int
		dead, inc  bool
		individual string
	}{{2, false, true, "6: In"}, {3, true, false, "7: 1"}} {
		s := scene(t, StepZnonMelee)
		e := put(t, &s, Engineer, "21")
		tr := put(t, &s, Boobytrap, "21")
		g := &game{State: &s, out: &effects{}}
		g.trapsTurnUp()
		s = *g.State
		s, _ = play(t, s, Melee{tr, e})
		s, _ = play(t, s, Resolve{}, c.die)
		diff(t, c.dead, s.c.Units[e].Stat() == stDead)
		diff(t, c.inc, s.c.Units[e].Flags&uInc != 0)
	}
}

// TestArmoryPlusTwo (18.5): a Soldier in a live Armory adds two to its
// Ranged and Melee Combat Strengths; outside it, or in a detonated one, not.
func TestArmoryPlusTwo(t *testing.T) {
	s := scene(t, StepZnonMove)
	put(t, &s, Queen, "A8", uActive) // in command
	so := put(t, &s, Soldier, "A3")  // A3 is an Armory
	diff(t, 6, s.rangedStrength(so))
	diff(t, 10, s.meleeStrength(so))
	s.c.Units[so].Box = box(s, "A2")
	diff(t, 4, s.rangedStrength(so))
	diff(t, 8, s.meleeStrength(so))
	s.c.Units[so].Box = box(s, "A3")
	s.c.setBlown(box(s, "A3"))
	diff(t, 4, s.rangedStrength(so))
	diff(t, 8, s.meleeStrength(so))
}

// TestColdStorageAllWorkersInPlay (18.9): with eleven Worker counters in
// play a twelfth may be placed; with all twelve in play, none.
func TestColdStorageAllWorkersInPlay(t *testing.T) {
	for _, c := range []struct {
		inPlay int
		spawn  bool
	}{{workerCounters - 1, true}, {workerCounters, false}} {
		s := scene(t, StepZnonMove)
		put(t, &s, Queen, "B10", uActive)
		put(t, &s, Scout, "Sirius")
		boxes := []string{"A1", "A2", "A4", "A5", "A6", "A7"}
		for i := 0; i < c.inPlay; i++ {
			put(t, &s, Worker, boxes[i/2])
		}
		s, _ = play(t, s, End{})
		diff(t, c.spawn, s.c.Pend.Kind == pendSpawn)
	}
}

// TestExecutionRollOneToThree (19.0): the roll to kill the hostages is
// made on 1-3, not on 4.
func TestExecutionRollOneToThree(t *testing.T) {
	for _, c := range []struct {
		die int
		ok  bool
	}{{3, true}, {4, false}} {
		s := scene(t, StepTerranMove)
		s.c.setBlown(box(s, "L8"))
		s.c.setBlown(box(s, "L10"))
		q := put(t, &s, Queen, "A8", uActive)
		put(t, &s, Queen, "F8", uActive)
		put(t, &s, Ambassador, "F1")
		put(t, &s, Scout, "Sirius")
		g := &game{State: &s, out: &effects{}}
		g.eliminate(q, Terran)
		s = *g.State
		s, _ = play(t, s, End{}, c.die)
		diff(t, c.ok, s.c.ExecOK)
	}
}

// TestLaserPodOneToThree (20.0): a laser pod hits a departing Darter on
// 1-3 (a roll on the Darter Damage Table follows), not on 4.
func TestLaserPodOneToThree(t *testing.T) {
	for _, c := range []struct {
		dice []int
		hit  bool
	}{{[]int{3, 1}, true}, {[]int{4}, false}} {
		s := scene(t, StepEvacuation)
		put(t, &s, Queen, "F8")
		put(t, &s, Lancers, "Sirius")
		put(t, &s, Engineer, "Vega")
		for _, p := range []string{"L2", "L3", "L4", "L5", "L6"} {
			s.c.setBlown(box(s, p))
		}
		s, _ = play(t, s, Depart{"Sirius"})
		s, _ = play(t, s, End{})
		s, _ = play(t, s, Laser{"Sirius"}, c.dice...)
		diff(t, c.hit, s.c.Pend.Kind == pendCasualty)
	}
}
