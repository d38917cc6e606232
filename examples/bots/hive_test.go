package bots

import (
	"os"
	"strconv"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/hive"
)

// playHive plays one game with HiveBot for seat bot and the random policy
// for the other seat; it returns the outcome.
func playHive(t *testing.T, seed uint64, bot hive.Seat) hive.Outcome {
	t.Helper()
	r := dice.New(seed)
	s, err := hive.New(hive.Config{}, r)
	if err != nil {
		t.Fatal(err)
	}
	pols := [2]incursion.Policy[hive.State, hive.Action]{incursion.Random[hive.State, hive.Action], incursion.Random[hive.State, hive.Action]}
	pols[bot] = HiveBot(bot)
	for n := 0; n < 60000 && !s.Over(); n++ {
		seat := s.ToMove()[0]
		a := pols[seat](s.View(seat), hive.ActionsFor(s, seat), r)
		s, _, err = hive.Apply(s, a, r)
		if err != nil {
			t.Fatalf("seed %d: %v: %v", seed, a, err)
		}
	}
	if !s.Over() {
		t.Fatalf("seed %d: not over", seed)
	}
	return s.Outcome()
}

// TestHiveBotsBeatRandom: each seat's bot wins most games against the
// random policy.
func TestHiveBotsBeatRandom(t *testing.T) {
	const games = 12
	for _, seat := range hive.Seats {
		wins := 0
		for seed := uint64(1); seed <= games; seed++ {
			o := playHive(t, seed, seat)
			if o.Won(seat) {
				wins++
			}
			t.Logf("%v bot, seed %d: %+v", seat, seed, o)
		}
		t.Logf("%v bot: %d of %d against random", seat, wins, games)
		if wins*3 < games*2 {
			t.Errorf("%v bot won only %d of %d games against random", seat, wins, games)
		}
	}
}

func TestHiveRegistered(t *testing.T) {
	g, ok := Lookup("hive")
	if !ok {
		t.Fatal("hive not registered")
	}
	m, err := g.New(1)
	if err != nil {
		t.Fatal(err)
	}
	r := dice.New(1)
	for i := 0; i < 3000 && !m.Over(); i++ {
		if _, err := m.Bot(r); err != nil {
			t.Fatal(err)
		}
	}
	if !m.Over() {
		t.Error("bot game not over")
	}
	if w, _ := m.Result(); w == "" {
		t.Error("no result")
	}
	if m.Draw("Terran") == "" || m.Draw("") == "" {
		t.Error("no drawing")
	}
}

// playHiveBots plays the Terran bot against the Znon bot.
func playHiveBots(t *testing.T, seed uint64) hive.Outcome {
	t.Helper()
	r := dice.New(seed)
	s, err := hive.New(hive.Config{}, r)
	if err != nil {
		t.Fatal(err)
	}
	pols := [2]incursion.Policy[hive.State, hive.Action]{HiveBot(hive.Terran), HiveBot(hive.Znon)}
	for n := 0; n < 60000 && !s.Over(); n++ {
		seat := s.ToMove()[0]
		a := pols[seat](s.View(seat), hive.ActionsFor(s, seat), r)
		s, _, err = hive.Apply(s, a, r)
		if err != nil {
			t.Fatalf("seed %d: %v: %v", seed, a, err)
		}
	}
	return s.Outcome()
}

// TestHiveBotsAgainstEachOther logs the Terran bot's record against the
// Znon bot (HIVE_BOTS=40 plays 40 games; the default is 6).
func TestHiveBotsAgainstEachOther(t *testing.T) {
	games := uint64(6)
	if n, err := strconv.Atoi(os.Getenv("HIVE_BOTS")); err == nil && n > 0 {
		games = uint64(n)
	}
	wins, draws := 0, 0
	reasons := map[string]int{}
	for seed := uint64(1); seed <= games; seed++ {
		o := playHiveBots(t, seed)
		switch {
		case o.Draw:
			draws++
		case o.Won(hive.Terran):
			wins++
		}
		reasons[o.Reason]++
		t.Logf("seed %d: %+v", seed, o)
	}
	t.Logf("Terran bot against the Znon bot: %d wins, %d draws of %d; ends %v", wins, draws, games, reasons)
}
