package bots

import (
	"strings"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/sabotage"
)

// playSabotage plays one game where the team bot uses SabotageBot and the
// other team plays at random; it returns the winner.
func playSabotage(t *testing.T, seed uint64, bot sabotage.Team) sabotage.Team {
	t.Helper()
	r := dice.New(seed)
	s, err := sabotage.New(sabotage.Config{}, r)
	if err != nil {
		t.Fatal(err)
	}
	var pols [4]incursion.Policy[sabotage.State, sabotage.Action]
	for _, seat := range sabotage.Seats {
		pols[seat] = incursion.Random[sabotage.State, sabotage.Action]
		if seat.Team() == bot {
			pols[seat] = SabotageBot(seat)
		}
	}
	for n := 0; n < 30000 && !s.Over(); n++ {
		seat := s.ToMove()[0]
		legal := s.ActionsFor(seat)
		a := pols[seat](s, legal, r)
		s, _, err = sabotage.Apply(s, a, r)
		if err != nil {
			t.Fatalf("seed %d: %v: %v", seed, a, err)
		}
	}
	return s.Winner()
}

// TestSabotageBotsBeatRandom: each team's bot wins most games against a
// random team.
func TestSabotageBotsBeatRandom(t *testing.T) {
	const games = 10
	for _, team := range []sabotage.Team{sabotage.Spies, sabotage.Villains} {
		wins := 0
		for seed := uint64(1); seed <= games; seed++ {
			if playSabotage(t, seed, team) == team {
				wins++
			}
		}
		t.Logf("%v bot: %d of %d against random", team, wins, games)
		if wins*3 < games*2 {
			t.Errorf("%v bot won only %d of %d games against random", team, wins, games)
		}
	}
}

func TestSabotageRegistered(t *testing.T) {
	g, ok := Lookup("sabotage")
	if !ok {
		t.Fatal("sabotage not registered")
	}
	m, err := g.New(1)
	if err != nil {
		t.Fatal(err)
	}
	r := dice.New(1)
	for i := 0; i < 200 && !m.Over(); i++ {
		if _, err := m.Bot(r); err != nil {
			t.Fatal(err)
		}
	}
	if m.Draw("Villain1") == "" {
		t.Error("no drawing")
	}
}

// TestSabotageBotUsesOnlyItsView: the bots decide from their team's view:
// given the view instead of the true state they pick the same action.
func TestSabotageBotUsesOnlyItsView(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		sabotageViewOnly(t, seed)
	}
}

func sabotageViewOnly(t *testing.T, seed uint64) {
	r := dice.New(seed)
	s, err := sabotage.New(sabotage.Config{}, r)
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; n < 3000 && !s.Over(); n++ {
		seat := s.ToMove()[0]
		legal := s.ActionsFor(seat)
		bot := SabotageBot(seat)
		a := bot(s, legal, dice.New(uint64(n)))
		if b := bot(s.View(seat), legal, dice.New(uint64(n))); b != a {
			t.Fatalf("step %d: %v picks %v from the state but %v from its view", n, seat, a, b)
		}
		s, _, err = sabotage.Apply(s, a, r)
		if err != nil {
			t.Fatal(err)
		}
	}
}

// TestSabotageDrawShowsOnlyTheSeatsKnowledge: each seat's drawing is its
// team's view: the other team's rooms, dice, plans and deductions print as
// "?", and the drawing does not change with them.
func TestSabotageDrawShowsOnlyTheSeatsKnowledge(t *testing.T) {
	g, _ := Lookup("sabotage")
	m, err := g.New(3)
	if err != nil {
		t.Fatal(err)
	}
	r := dice.New(3)
	for i := 0; i < 400 && !m.Over(); i++ {
		if _, err := m.Bot(r); err != nil {
			t.Fatal(err)
		}
		for _, seat := range []string{"Spy1", "Villain2"} {
			d := m.Draw(seat)
			other, mine := "Villains", "Spies"
			if seat == "Villain2" {
				other, mine = mine, other
			}
			if strings.Contains(d, other+" know") || !strings.Contains(d, mine+" know") || !strings.Contains(d, other+": modify ?") {
				t.Fatalf("step %d, %s sees:\n%s", i, seat, d)
			}
		}
	}
}
