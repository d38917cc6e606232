package bots

import (
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/spyordie"
)

// playSpy plays one game: the bot side uses its bot, the other side plays
// at random. It returns the result.
func playSpy(t *testing.T, seed uint64, intruders, defender incursion.Policy[spyordie.State, spyordie.Action]) spyordie.Verdict {
	t.Helper()
	r := dice.New(seed)
	s, err := spyordie.New(spyordie.Config{Intruders: 2}, r)
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; n < 60000 && !s.Over(); n++ {
		legal := s.Actions()
		pick := intruders
		seat := s.ToMove()[0]
		if seat == spyordie.Defender {
			pick = defender
		}
		a := pick(s.View(seat), legal, r) // a bot sees its seat's view only
		s, _, err = spyordie.Apply(s, a, r)
		if err != nil {
			t.Fatalf("seed %d: %v: %v", seed, a, err)
		}
	}
	if !s.Over() {
		t.Fatalf("seed %d: not over", seed)
	}
	res := s.Outcome().Verdict
	return res
}

// TestSpyBotsBeatRandom: the Intruders' bot wins (victory or better) most
// games against a random Defender, and the Defender's bot wins most games
// against random Intruders.
func TestSpyBotsBeatRandom(t *testing.T) {
	const games = 20
	random := incursion.Random[spyordie.State, spyordie.Action]
	iw, dw := 0, 0
	for seed := uint64(1); seed <= games; seed++ {
		if res := playSpy(t, seed, SpyIntruderBot, random); res == spyordie.Victory || res == spyordie.EpicVictory {
			iw++
		}
		if res := playSpy(t, seed, random, SpyDefenderBot); res == spyordie.DefenderWins {
			dw++
		}
	}
	t.Logf("Intruder bot won %d/%d, Defender bot won %d/%d", iw, games, dw, games)
	if iw*2 <= games || dw*2 <= games {
		t.Errorf("bots should win most games: Intruders %d/%d, Defender %d/%d", iw, games, dw, games)
	}
}

// TestSpyBotGamesValid: games between the bots, with 20% random actions to
// reach odd corners, keep every invariant and end.
func TestSpyBotGamesValid(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		r := dice.New(seed)
		s, _ := spyordie.New(spyordie.Config{Intruders: int(seed%3) + 1}, r)
		for n := 0; n < 60000 && !s.Over(); n++ {
			acts := s.Actions()
			var a spyordie.Action
			switch {
			case r.IntN(10) < 2:
				a = acts[r.IntN(len(acts))]
			case s.ToMove()[0] == spyordie.Defender:
				a = SpyDefenderBot(s.View(spyordie.Defender), acts, r)
			default:
				a = SpyIntruderBot(s.View(s.ToMove()[0]), acts, r)
			}
			next, _, err := spyordie.Apply(s, a, r)
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			if err := next.Validate(); err != nil {
				t.Fatalf("seed %d step %d after %v: %v", seed, n, a, err)
			}
			s = next
		}
		if !s.Over() {
			t.Fatalf("seed %d not over", seed)
		}
	}
}
