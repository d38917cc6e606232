package hive

import (
	"fmt"
	"strings"
	"testing"
)

func ones(n int) []int {
	f := make([]int, n)
	for i := range f {
		f[i] = 1
	}
	return f
}

// purchased plays the purchases: the Terran player builds 4 Darters and
// 12 2 Lancers; the Znon player 2 Soldiers and 1 boobytrap.
func purchased(t *testing.T) State {
	s := fresh(t)
	for i := 0; i < 4; i++ {
		s, _ = play(t, s, Buy{BuyDarter})
	}
	for i := 0; i < 12; i++ {
		s, _ = play(t, s, Buy{BuyLancers})
	}
	s, _ = play(t, s, End{})
	s, _ = play(t, s, Buy{BuySoldier})
	s, _ = play(t, s, Buy{BuySoldier})
	s, _ = play(t, s, Buy{BuyBoobytrap})
	s, _ = play(t, s, End{}, ones(numZnon-1)...) // the shuffle of the Znon counters
	return s
}

// TestZnonDeployment: a Queen in each Nest and in the Laser Area, the
// Master-Queen anywhere, the prisoners within 3 boxes of the Master-Queen
// (5.1, 5.4), stacking (9.2).
func TestZnonDeployment(t *testing.T) {
	s := purchased(t)
	diff(t, StepDeploy, s.Step())
	diff(t, MasterQueen, s.kindAt(s.nextDeploy()))
	s, _ = play(t, s, Deploy{"20"})
	diff(t, Queen, s.kindAt(s.nextDeploy()))
	refuse(t, s, Deploy{"21"}) // a corridor is in no area
	s, _ = play(t, s, Deploy{"A1"})
	refuse(t, s, Deploy{"A8"}) // Nest A has its Queen
	for _, b := range []string{"B1", "C1", "D1", "E1", "F1", "L1"} {
		s, _ = play(t, s, Deploy{b})
	}
	diff(t, true, s.kindAt(s.nextDeploy()).Hostage())
	refuse(t, s, Deploy{"48"}) // far from the Master-Queen
	s, _ = play(t, s, Deploy{"20"})
	s, _ = play(t, s, Deploy{"A5"}) // 20-19-A5: two boxes
	s, _ = play(t, s, Deploy{"20"}) // two Soldiers join the Master-Queen
	s, _ = play(t, s, Deploy{"20"})
	s, _ = play(t, s, Deploy{"20"}) // the boobytrap: not counted (15.1)
	diff(t, StepMission, s.Step())
}

// TestZnonDeploymentStacking: three Znon-controlled individuals at most,
// boobytraps not counted (9.2, 15.1).
func TestZnonDeploymentStacking(t *testing.T) {
	s := purchased(t)
	s, _ = play(t, s, Deploy{"A2"})
	for _, b := range []string{"A2", "B1", "C1", "D1", "E1", "F1", "L1"} {
		s, _ = play(t, s, Deploy{b})
	}
	s, _ = play(t, s, Deploy{"A2"}) // the hostages count toward neither limit
	s, _ = play(t, s, Deploy{"A2"})
	s, _ = play(t, s, Deploy{"A2"}) // Master-Queen, Queen, Soldier
	refuse(t, s, Deploy{"A2"})      // the second Soldier would be the fourth
	s, _ = play(t, s, Deploy{"21"})
	s, _ = play(t, s, Deploy{"A2"}) // the boobytrap
	diff(t, StepMission, s.Step())
}

func deployed(t *testing.T) State {
	s := purchased(t)
	for _, b := range []string{"20", "A1", "B1", "C1", "D1", "E1", "F1", "L1", "20", "20", "21", "22", "23"} {
		s, _ = play(t, s, Deploy{b})
	}
	return s
}

// TestDarterAssignment: at most seven men in a Holding Box (5.2); the free
// Engineers are in their Darters (4.3).
func TestDarterAssignment(t *testing.T) {
	s := deployed(t)
	s, _ = play(t, s, Choose{Punitive})
	diff(t, StepAssign, s.Step())
	for i := 0; i < 4; i++ {
		diff(t, s.holdingBox(i), s.c.Units[i].Box)
	}
	for i := 0; i < 3; i++ {
		s, _ = play(t, s, Assign{"Sirius"})
	}
	refuse(t, s, Assign{"Sirius"}) // 1 + 3*2 = 7
	refuse(t, s, Assign{"Deneb"})  // 5.2: not built
	for _, d := range []string{"Vega", "Vega", "Vega", "Rigel", "Rigel", "Rigel", "Antares", "Antares"} {
		s, _ = play(t, s, Assign{d})
	}
	// The last team completes the assignment; the Znon player rolls on the
	// Outer Defense Table (5.8): 4 Darters, die 1: no Darter damaged.
	s, _ = play(t, s, Assign{"Antares"}, 1)
	diff(t, StepActivation, s.Step())
	diff(t, 1, s.Turn())
}

func assigned(t *testing.T, outer int) State {
	s := deployed(t)
	s, _ = play(t, s, Choose{Rescue})
	for _, d := range []string{"Sirius", "Sirius", "Sirius", "Vega", "Vega", "Vega", "Rigel", "Rigel", "Rigel", "Antares", "Antares"} {
		s, _ = play(t, s, Assign{d})
	}
	s, _ = play(t, s, Assign{"Antares"}, outer)
	return s
}

// TestOuterDefenseTable: 4 Darters and a 5: two Darters damaged; the Znon
// player names them (5.5) and the Terran player rolls on the Darter Damage
// Table (5.9) for each, choosing casualties (5.3).
func TestOuterDefenseTable(t *testing.T) {
	s := assigned(t, 5)
	diff(t, StepOuterHit, s.Step())
	diff(t, Unknown, viewKind(s.View(Znon), firstLancer)) // 5.5: not yet revealed
	s, _ = play(t, s, Hit{"Sirius"})
	refuse(t, s, Hit{"Sirius"}) // a given Darter may only be damaged once
	refuse(t, s, Hit{"Deneb"})
	// Vega: die 3 = two "1" results; Sirius rolls first: die 1 = one.
	s, _ = play(t, s, Hit{"Vega"}, 1)
	diff(t, Lancers, viewKind(s.View(Znon), firstLancer))
	diff(t, StepDarterDamage, s.Step())
	diff(t, pending{Kind: pendCasualty, Seat: Terran, Elim: true, Count: 1, Box: s.holdingBox(0)}, s.c.Pend)
	refuse(t, s, Casualty{firstLancer + 3}) // in Vega
	s, _ = play(t, s, Casualty{0}, 3)       // Sirius loses its Engineer; Vega's die: 3
	diff(t, uint8(stDead), uint8(s.c.Units[0].Stat()))
	s, _ = play(t, s, Casualty{firstLancer + 3})
	s, _ = play(t, s, Casualty{firstLancer + 3})
	diff(t, uint8(stDead), uint8(s.c.Units[firstLancer+3].Stat()))
	diff(t, 3, int(s.c.MenLost))
	diff(t, StepActivation, s.Step())
	// 10.3: Sirius has no Engineer left: its breach goes to the airlock.
	diff(t, dAirlock, s.c.Dart[0].Flags&dAirlock)
	diff(t, uint16(0), s.c.Dart[1].Flags&dAirlock)
}

// TestDarterDamageDestroyed: a 6 on the Darter Damage Table destroys the
// Darter and all its occupants (5.9 D).
func TestDarterDamageDestroyed(t *testing.T) {
	s := assigned(t, 2) // one Darter
	s, _ = play(t, s, Hit{"Rigel"}, 6)
	diff(t, dDestroyed, s.c.Dart[2].Flags&dDestroyed)
	diff(t, 7, int(s.c.MenLost))
	diff(t, StepActivation, s.Step())
}

// TestDarterAssignmentSevenMen (5.2): a Holding Box with seven men takes no
// eighth, even a single man; with six it takes a seventh.
func TestDarterAssignmentSevenMen(t *testing.T) {
	s := deployed(t)
	s, _ = play(t, s, Choose{Punitive})
	s, _ = play(t, s, Assign{"Sirius"})
	s, _ = play(t, s, Assign{"Sirius"}) // 1 + 2*2 = 5
	oneMan := func(s State) State {
		s.c.Units[s.nextMarine()].setKind(Lancer) // one man on the counter
		s.c.StartMen--
		return s
	}
	six, _ := play(t, oneMan(s), Assign{"Sirius"})
	diff(t, 6, six.menIn(six.holdingBox(0)))
	seven, _ := play(t, oneMan(six), Assign{"Sirius"})
	diff(t, 7, seven.menIn(seven.holdingBox(0)))
	eight := oneMan(seven)
	refuse(t, eight, Assign{"Sirius"})
	if err := eight.Legal(Assign{"Sirius"}); !strings.Contains(fmt.Sprint(err), "no more than seven men may ever occupy") {
		t.Errorf("8 men: %v, want the 5.2 limit", err)
	}
}
