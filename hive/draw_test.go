package hive_test

import (
	"strings"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/hive"
)

// TestDrawPurchases: the purchase screen shows the Resource Points left
// and what was bought, to the buyer; the other seat sees "?" (4.0, 4.9).
func TestDrawPurchases(t *testing.T) {
	s, _ := newGame(1)
	s, _, _ = hive.Apply(s, hive.Buy{Item: hive.BuyDarter}, dice.New(1))
	s, _, _ = hive.Apply(s, hive.Buy{Item: hive.BuyScout}, dice.New(1))
	d := s.View(hive.Terran).Draw()
	for _, want := range []string{"Terran: Resource Points left 70 of 80, bought 1 darter, 1 scout", "Znon: Resource Points left ?, bought ?", "Unit Cost Chart (4.9): darter 8"} {
		if !strings.Contains(d, want) {
			t.Errorf("the Terran purchase screen lacks %q:\n%s", want, d)
		}
	}
	if d := s.View(hive.Znon).Draw(); !strings.Contains(d, "Terran: Resource Points left ?, bought ?") {
		t.Errorf("the Znon player sees the Terran purchases:\n%s", d)
	}
}

// TestDrawBoard: the board shows the boxes' ID Codes, the units by the
// numbers actions use, and a legend.
func TestDrawBoard(t *testing.T) {
	s := fuzzStart(1, 400)
	d := hive.Game.Draw(s, hive.Terran)
	for _, want := range []string{"|L1  |L7", "A1  ", "Legend:", "(inc) Incapacitated", "Terran's view", "unknown"} {
		if !strings.Contains(d, want) {
			t.Errorf("the drawing lacks %q:\n%s", want, d)
		}
	}
	if o := hive.Game.Draw(s, hive.Observer); !strings.Contains(o, "Observer's view") {
		t.Errorf("the spectator's drawing:\n%s", o)
	}
}
