package bots_test

import (
	"errors"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/examples/bots"
)

// TestChoose: Choose picks a legal action of the seat to move, as Agent
// would with the same roller, and applies nothing; it refuses a seat not
// to move and an unknown player, and says ISMCTS is unsupported in a game
// that cannot determinize.
func TestChoose(t *testing.T) {
	for _, g := range bots.Games() {
		if g.Name() == "zz-bad" {
			continue
		}
		t.Run(g.Name(), func(t *testing.T) {
			m, err := g.New(2)
			if err != nil {
				t.Fatal(err)
			}
			for i := range 6 {
				if m.Over() {
					break
				}
				seat := m.ToMove()[0]
				before, _ := m.Position()
				for _, player := range []string{bots.Random, bots.Bot} {
					text, err := m.Choose(seat, player, dice.New(uint64(i)))
					if err != nil {
						t.Fatalf("Choose(%s, %s): %v", seat, player, err)
					}
					if err := m.Legal(seat, text); err != nil {
						t.Fatalf("Choose(%s, %s) = %q, not legal: %v", seat, player, text, err)
					}
				}
				if after, _ := m.Position(); string(after) != string(before) || m.Len() != i {
					t.Fatal("Choose changed the match")
				}
				text, _ := m.Choose(seat, bots.Random, dice.New(uint64(i)))
				st, err := m.Agent(seat, bots.Random, dice.New(uint64(i)))
				if err != nil {
					t.Fatal(err)
				}
				if st.Action != text {
					t.Errorf("Choose(random) = %q, Agent(random) played %q with the same roller", text, st.Action)
				}
			}
		})
	}
	m := newMatch(t, "zz-secret", 1)
	seat := m.ToMove()[0]
	if _, err := m.Choose(seat, "ismcts-5", dice.New(1)); !errors.Is(err, errors.ErrUnsupported) {
		t.Errorf("ismcts-5 on a game without Determinize: %v", err)
	}
	if _, err := m.Choose(seat, "genius", dice.New(1)); err == nil {
		t.Error("an unknown player is accepted")
	}
	for _, p := range m.Seats() {
		if p != seat {
			if _, err := m.Choose(p, bots.Random, dice.New(1)); !errors.Is(err, incursion.ErrIllegal) {
				t.Errorf("%s, not to move: %v", p, err)
			}
		}
	}
}

// TestChooseSearchPlayers: the ISMCTS players with their options pick a
// legal action of every game that can determinize, and the player names
// are read strictly ("+bot" before "+eval", N ≥ 1).
func TestChooseSearchPlayers(t *testing.T) {
	for _, ok := range []string{"ismcts+eval", "ismcts+eval-3", "ismcts+bot+eval", "ismcts+bot+eval-2"} {
		if err := bots.ParsePlayer(ok); err != nil {
			t.Errorf("ParsePlayer(%q): %v", ok, err)
		}
	}
	for _, bad := range []string{"ismcts+eval+bot-3", "ismcts+eval-0", "ismcts+eval-", "ismcts+evil-3", "ismcts-+3", "ismcts+bot+eval-x", "ismcts+eval+eval-1"} {
		if err := bots.ParsePlayer(bad); err == nil {
			t.Errorf("ParsePlayer(%q) accepted", bad)
		}
	}
	for _, name := range bots.All {
		g, ok := bots.Lookup(name)
		if !ok {
			continue
		}
		t.Run(name, func(t *testing.T) {
			m, err := g.New(3)
			if err != nil {
				t.Fatal(err)
			}
			r := dice.New(3)
			for i := 0; i < 4 && !m.Over(); i++ {
				seat := m.ToMove()[0]
				for _, player := range []string{"ismcts+eval-3", "ismcts+bot+eval-2"} {
					text, err := m.Choose(seat, player, r)
					if errors.Is(err, errors.ErrUnsupported) {
						t.Skipf("%s cannot determinize yet", name)
					}
					if err != nil {
						t.Fatalf("Choose(%s, %s): %v", seat, player, err)
					}
					if err := m.Legal(seat, text); err != nil {
						t.Fatalf("Choose(%s, %s) = %q, not legal: %v", seat, player, text, err)
					}
				}
				if _, err := m.Agent(seat, bots.Random, r); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}
