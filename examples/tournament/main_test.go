package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/incursion/incursion/examples/bots"
)

// TestTournament: a small table of two games, the cells filled and the
// ISMCTS column marked n/a where a game cannot determinize yet.
func TestTournament(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run([]string{"-game", "sabotage,spyordie", "-players", "random,bot", "-n", "2", "-workers", "2"}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	for _, want := range []string{"sabotage: 8 games", "spyordie: 8 games", "random", "bot "} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	if errs.Len() != 0 {
		t.Errorf("standard error (no progress bar off a terminal): %q", errs.String())
	}
}

// TestTournamentFlags: bad players, games and counts are refused with
// status 2.
func TestTournamentFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-players", "random,alphazero"},
		{"-players", "ismcts-0"},
		{"-game", "chess"},
		{"-n", "0"},
	} {
		var out, errs bytes.Buffer
		if code := run(args, &out, &errs); code != 2 {
			t.Errorf("%v: exit %d, want 2 (%s)", args, code, errs.String())
		}
	}
}

func TestWilson(t *testing.T) {
	lo, hi := wilson(50, 100)
	if lo < 0.40 || lo > 0.41 || hi < 0.59 || hi > 0.60 {
		t.Errorf("wilson(50, 100) = %.3f, %.3f, want about 0.404, 0.596", lo, hi)
	}
	if lo, hi := wilson(0, 0); lo != 0 || hi != 1 {
		t.Errorf("wilson(0, 0) = %v, %v", lo, hi)
	}
}

// TestTournamentDefaults: every game's default players are valid, four of
// them (random, bot, ISMCTS at two budgets); a small table of search
// players against random on a variant, rows and columns apart.
func TestTournamentDefaults(t *testing.T) {
	for _, g := range bots.All {
		ps := defaults(g)
		if len(ps) != 4 || ps[0] != bots.Random || ps[1] != bots.Bot {
			t.Errorf("%s: defaults %v", g, ps)
		}
		for _, p := range ps {
			if err := bots.ParsePlayer(p); err != nil {
				t.Errorf("%s: %v", g, err)
			}
		}
	}
	var out, errs bytes.Buffer
	args := []string{"-game", "fireteam", "-variant", "solo", "-players", "ismcts+eval-2,ismcts+bot+eval-2", "-against", "random", "-n", "1", "-workers", "2"}
	if code := run(args, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	for _, want := range []string{"fireteam (solo): 2 games", "ismcts+eval-2 ", "ismcts+bot+eval-2 "} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}
