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

// TestNemesisDeterminizeBotGames: along games of bots, which reach what
// random play seldom does (the Lander, Hibernation, chosen Objectives, the
// Anti-Aircraft swap, Searches), every seat's and the observer's samples
// show the seat's view and pass Validate (nemesis RULES.md,
// "Determinization").
func TestNemesisDeterminizeBotGames(t *testing.T) {
	g := nemesis.Game
	for seed := uint64(1); seed <= 20; seed++ {
		r := dice.New(seed)
		s, err := nemesis.New(nemesis.Config{Players: 1 + int(seed)%5, Coop: seed%4 == 0}, r)
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; !s.Over(); n++ {
			if n%7 == 0 {
				for _, p := range append(s.Seats(), nemesis.ObserverSeat) {
					d, err := g.Determinize(s, p, r)
					if err != nil {
						t.Fatalf("seed %d, action %d, %v: %v", seed, n, p, err)
					}
					if err := d.Validate(); err != nil || d.Viewer() != -1 {
						t.Fatalf("seed %d, action %d, %v: the sample is not a valid state: %v", seed, n, p, err)
					}
					if g.InfoKey(d, p) != g.InfoKey(s, p) {
						t.Fatalf("seed %d, action %d, %v: the sample's view differs", seed, n, p)
					}
				}
			}
			seat := s.ToMove()[0]
			v := s.View(seat)
			a := NemesisBot(seat)(v, v.Actions(), r)
			if s, _, err = nemesis.Apply(s, a, r); err != nil {
				t.Fatalf("seed %d: %v: %v", seed, a, err)
			}
		}
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

// TestNemesisBotBeatsRandom (issue 10: bots that pursue their objective
// and survive): in 2 to 5-player games, seat P1 wins (survives with its
// Objective met) more often playing NemesisBot among random seats than
// playing at random; in the Solo game, the bot wins some games.
func TestNemesisBotBeatsRandom(t *testing.T) {
	const games = 25
	botWins, randomWins := 0, 0
	for _, n := range []int{2, 3, 4, 5} {
		cfg := nemesis.Config{Players: n}
		w, _, _ := nemesisWins(t, cfg, games, NemesisBot, randomNemesis)
		rw, _, _ := nemesisWins(t, cfg, games, randomNemesis, randomNemesis)
		t.Logf("%d players: the bot won %d of %d games among random seats, random play %d", n, w, games, rw)
		botWins += w
		randomWins += rw
	}
	if botWins <= randomWins || botWins < 10 {
		t.Errorf("the bot won %d games, random play %d", botWins, randomWins)
	}
	w, s, _ := nemesisWins(t, nemesis.Config{Players: 1}, 100, NemesisBot, randomNemesis)
	t.Logf("solo: the bot won %d of 100 games, survived %d", w, s)
	if w == 0 {
		t.Error("the bot never won the Solo game")
	}
}

// TestNemesisBotTable prints the win table of the bot against random play
// (NEMESIS_GAMES=n games per cell; skipped otherwise): seat P1's wins,
// survivals and Objectives met playing at random among random seats, the
// bot among random seats and the bot among bots; and, for every seat of
// games of bots, the share of seats that won.
func TestNemesisBotTable(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("NEMESIS_GAMES"))
	if n == 0 {
		t.Skip("NEMESIS_GAMES=n plays n games per cell")
	}
	for _, c := range []struct {
		name string
		cfg  nemesis.Config
	}{{"solo", nemesis.Config{Players: 1}}, {"2p", nemesis.Config{Players: 2}}, {"3p", nemesis.Config{Players: 3}}, {"4p", nemesis.Config{}}, {"5p", nemesis.Config{Players: 5}}, {"coop 3", nemesis.Config{Players: 3, Coop: true}}, {"deadly 4", nemesis.Config{Deadly: true}}} {
		row := fmt.Sprintf("%-8s", c.name)
		for _, p := range []struct {
			first, other func(nemesis.Seat) nemesisPolicy
		}{{randomNemesis, randomNemesis}, {NemesisBot, randomNemesis}, {NemesisBot, NemesisBot}} {
			w, s, f := nemesisWins(t, c.cfg, n, p.first, p.other)
			row += fmt.Sprintf(" | %3d %3d %3d", w, s, f)
		}
		wins, seats := 0, 0
		for seed := uint64(1); seed <= uint64(n); seed++ {
			pols := make([]nemesisPolicy, 5)
			for i := range pols {
				pols[i] = NemesisBot(nemesis.Seat(i))
			}
			o, _ := playNemesis(t, c.cfg, seed, pols)
			wins += len(o.Winners)
			seats += max(c.cfg.Players, 1)
			if c.cfg.Players == 0 {
				seats += 3
			}
		}
		row += fmt.Sprintf(" | %5.1f%%", 100*float64(wins)/float64(seats))
		t.Log(row)
	}
}
