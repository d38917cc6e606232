package bots

import (
	"fmt"
	"os"
	"strconv"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/nemesis"
)

type nemesisPolicy = incursion.Policy[nemesis.State, nemesis.Action]

// playNemesis plays one game of cfg from seed, seat i deciding with
// pols[i] on its own view; it returns the outcome and the actions taken.
func playNemesis(t testing.TB, cfg nemesis.Config, seed uint64, pols []nemesisPolicy) (nemesis.Outcome, int) {
	t.Helper()
	r := dice.New(seed)
	s, err := nemesis.New(cfg, r)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for ; !s.Over(); n++ {
		if n > 20000 {
			t.Fatalf("seed %d: not over after %d actions", seed, n)
		}
		seat := s.ToMove()[0]
		v := s.View(seat)
		a := pols[seat](v, v.Actions(), r)
		if s, _, err = nemesis.Apply(s, a, r); err != nil {
			t.Fatalf("seed %d: %v: %v", seed, a, err)
		}
	}
	return s.Outcome(), n
}

// TestNemesisBotPlays: games where every seat plays NemesisBot on its own
// view end without error.
func TestNemesisBotPlays(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		cfg := nemesis.Config{Players: 1 + int(seed)%5}
		pols := make([]nemesisPolicy, 5)
		for i := range pols {
			pols[i] = NemesisBot(nemesis.Seat(i))
		}
		playNemesis(t, cfg, seed, pols)
	}
}

// nemesisWins counts the games of cfg, seeds 1..n, that seat 0 wins with
// policy first while the others play other.
func nemesisWins(t testing.TB, cfg nemesis.Config, n int, first, other func(nemesis.Seat) nemesisPolicy) (wins, survived, fulfilled int) {
	for seed := uint64(1); seed <= uint64(n); seed++ {
		pols := make([]nemesisPolicy, 5)
		for i := range pols {
			pols[i] = other(nemesis.Seat(i))
		}
		pols[0] = first(0)
		o, _ := playNemesis(t, cfg, seed, pols)
		if o.Won(0) {
			wins++
		}
		for _, s := range o.Survived {
			if s == 0 {
				survived++
			}
		}
		for _, s := range o.Fulfilled {
			if s == 0 {
				fulfilled++
			}
		}
	}
	return
}

func randomNemesis(nemesis.Seat) nemesisPolicy {
	return incursion.Random[nemesis.State, nemesis.Action]
}

// TestNemesisBotTable prints the win table of the bot against random play
// (NEMESIS_GAMES=n games per cell; skipped otherwise).
func TestNemesisBotTable(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("NEMESIS_GAMES"))
	if n == 0 {
		t.Skip("NEMESIS_GAMES=n plays n games per cell")
	}
	for _, c := range []struct {
		name string
		cfg  nemesis.Config
	}{{"solo", nemesis.Config{Players: 1}}, {"2p", nemesis.Config{Players: 2}}, {"3p", nemesis.Config{Players: 3}}, {"4p", nemesis.Config{}}, {"5p", nemesis.Config{Players: 5}}, {"coop 3", nemesis.Config{Players: 3, Coop: true}}} {
		row := c.name
		for _, p := range []struct {
			name         string
			first, other func(nemesis.Seat) nemesisPolicy
		}{{"random among random", randomNemesis, randomNemesis}, {"bot among random", NemesisBot, randomNemesis}, {"bot among bots", NemesisBot, NemesisBot}} {
			w, s, f := nemesisWins(t, c.cfg, n, p.first, p.other)
			row += fmt.Sprintf(" | %s: won %d survived %d met %d", p.name, w, s, f)
		}
		t.Log(row)
	}
}
