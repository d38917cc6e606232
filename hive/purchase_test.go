package hive

import (
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
)

func fresh(t *testing.T) State {
	s, err := New(Config{}, dice.Script())
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestUnitCostChart: the costs of 4.9; a Darter comes with a free
// Engineer (4.3).
func TestUnitCostChart(t *testing.T) {
	s := fresh(t)
	s, _ = play(t, s, Buy{BuyDarter})
	s, _ = play(t, s, Buy{BuyScout})
	s, _ = play(t, s, Buy{BuyEngineer})
	s, _ = play(t, s, Buy{BuyLancers})
	diff(t, 80-8-2-3-4, s.ResourcePoints(Terran))
	diff(t, []Kind{Engineer, Scout, Engineer}, []Kind{s.kindAt(0), s.kindAt(1), s.kindAt(2)})
	diff(t, Lancers, s.kindAt(firstLancer))
	diff(t, uFree, s.c.Units[0].Flags&uFree)
	for i := 0; i < 3; i++ {
		s, _ = play(t, s, Buy{BuyDarter})
	}
	s, _ = play(t, s, End{})
	diff(t, 0, s.ResourcePoints(Terran)) // 4.5
	s, _ = play(t, s, Buy{BuySoldier})
	s, _ = play(t, s, Buy{BuyWorker})
	s, _ = play(t, s, Buy{BuyBoobytrap})
	s, _ = play(t, s, Buy{BuyFake})
	s, _ = play(t, s, Buy{BuyHyperdrive})
	diff(t, 70-3-1-4-2-4, s.ResourcePoints(Znon))
	diff(t, 11, s.HyperdriveTurn())
}

// TestInitialForcesRestrictions: 4.1 (no units of the other race, no
// 1 Lancer), 4.2 (countermix, at most 10 Engineers and Scouts), 4.8.
func TestInitialForcesRestrictions(t *testing.T) {
	s := fresh(t)
	refuse(t, s, Buy{BuySoldier})
	if _, err := ParseAction("buy 1lancer"); err == nil {
		t.Error("1 Lancer units may never be built (4.1)")
	}
	for i := 0; i < 4; i++ {
		s, _ = play(t, s, Buy{BuyDarter})
	}
	for i := 0; i < 6; i++ {
		s, _ = play(t, s, Buy{BuyScout})
	}
	refuse(t, s, Buy{BuyScout}) // 4 free Engineers + 6 Scouts = 10
	s, _ = play(t, s, End{})
	refuse(t, s, Buy{BuyLancers})
	for i := 0; i < 3; i++ {
		s, _ = play(t, s, Buy{BuyBoobytrap})
	}
	refuse(t, s, Buy{BuyBoobytrap}) // three boobytraps (15.0)
	for i := 0; i < 5; i++ {
		s, _ = play(t, s, Buy{BuyHyperdrive})
	}
	refuse(t, s, Buy{BuyHyperdrive}) // 4.8: at most 5 turns
	diff(t, 7, s.HyperdriveTurn())
}

// TestDartersRequired: the Outer Defense Table covers 4 to 6 Darters, so a
// purchase that leaves no room for four Darters is refused, as is ending
// with fewer.
func TestDartersRequired(t *testing.T) {
	s := fresh(t)
	refuse(t, s, End{})
	for i := 0; i < 12; i++ {
		s, _ = play(t, s, Buy{BuyLancers})
	}
	diff(t, 32, s.ResourcePoints(Terran))
	refuse(t, s, Buy{BuyLancers}) // 28 left would not buy 4 Darters
	refuse(t, s, Buy{BuyScout})
	for i := 0; i < 4; i++ {
		s, _ = play(t, s, Buy{BuyDarter})
	}
	s, _ = play(t, s, End{})
	diff(t, 28, int(s.c.StartMen))
}

// TestPerftPurchases pins the number of purchase sequences of the first
// three Terran decisions (no die is rolled): a golden count that changes
// only if the purchase rules change.
func TestPerftPurchases(t *testing.T) {
	s := fresh(t)
	n, err := playtest.Perft[State, Action, Event](Rules, s, 3, nil)
	if err != nil {
		t.Fatal(err)
	}
	diff(t, 64, n)
}
