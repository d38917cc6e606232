package bots_test

import (
	"errors"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/examples/bots"
)

// TestAgent: the players of Match.Agent on the toy zz-secret, which cannot
// determinize (so ISMCTS says it is unsupported).
func TestAgent(t *testing.T) {
	m := newMatch(t, "zz-secret", 1)
	r := dice.New(1)
	seat := m.ToMove()[0]
	seenBots = nil
	if _, err := m.Agent(seat, bots.Bot, r); err != nil || len(seenBots) != 1 {
		t.Fatalf("bot: %v (bot called %d times)", err, len(seenBots))
	}
	seat = m.ToMove()[0]
	if _, err := m.Agent(seat, bots.Random, r); err != nil || m.Len() != 2 || len(seenBots) != 1 {
		t.Fatalf("random: %v, %d actions, bot called %d times", err, m.Len(), len(seenBots))
	}
	seat = m.ToMove()[0]
	if _, err := m.Agent(seat, "ismcts-5", r); !errors.Is(err, errors.ErrUnsupported) {
		t.Errorf("ismcts-5 on a game without Determinize: %v", err)
	}
	if _, err := m.Agent(seat, "genius", r); err == nil || bots.ParsePlayer("genius") == nil {
		t.Errorf("an unknown player is accepted")
	}
	for _, p := range m.Seats() {
		if p != seat {
			if _, err := m.Agent(p, bots.Random, r); !errors.Is(err, incursion.ErrIllegal) {
				t.Errorf("%s, not to move: %v", p, err)
			}
		}
	}
	for _, ok := range []string{"random", "bot", "ismcts", "ismcts-1", "ismcts-250", "ismcts+bot", "ismcts+bot-7"} {
		if err := bots.ParsePlayer(ok); err != nil {
			t.Errorf("ParsePlayer(%q): %v", ok, err)
		}
	}
	for _, bad := range []string{"", "ismcts-", "ismcts-0", "ismcts--3", "ISMCTS", "ismcts-x", "ismcts+bot-0", "ismcts+random-3", "bot-3"} {
		if err := bots.ParsePlayer(bad); err == nil {
			t.Errorf("ParsePlayer(%q) accepted", bad)
		}
	}
}

// TestResultText: the game's Result as text, "not over" before the end.
func TestResultText(t *testing.T) {
	m := newMatch(t, "zz-secret", 2)
	if got := m.ResultText(); got != "not over" {
		t.Errorf("before the end: %q", got)
	}
	r := dice.New(2)
	for !m.Over() {
		if _, err := m.Agent(m.ToMove()[0], bots.Random, r); err != nil {
			t.Fatal(err)
		}
	}
	winner, how := m.Result()
	if got, want := m.ResultText(), winner+" won: "+how; got != want {
		t.Errorf("ResultText = %q, want %q", got, want)
	}
}
