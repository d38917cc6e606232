package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/sabotage"
)

// writeFile writes text to a file in a new temporary directory.
func writeFile(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "game.txt")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func readSaved(t *testing.T, path string) incursion.Record {
	t.Helper()
	rec, err := readRecord(path)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// TestSaveAndLoad: a game played with -save is a record that replays, and
// -load steps through it, as A saw it or as the referee.
func TestSaveAndLoad(t *testing.T) {
	path := filepath.Join(t.TempDir(), "nim.txt")
	if _, errs, code := play(t, "1\n1\n1\n", "-game", "toynim", "-seat", "A", "-save", path); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	rec := readSaved(t, path)
	want := incursion.Record{
		Game: "toynim", Seed: 1, Date: rec.Date,
		Seats:   []incursion.RecordSeat{{Seat: "A", Player: "human"}, {Seat: "B", Player: "bot"}},
		Result:  "A won: took the last counter",
		Actions: []string{"take 1", "take 2", "take 1", "take 2", "take 1"},
	}
	if diff := cmp.Diff(want, rec, cmpIgnoreLines); diff != "" {
		t.Fatalf("saved record (-want +got):\n%s", diff)
	}
	if _, err := incursion.Replay(nimGame, rec); err != nil {
		t.Fatalf("Replay: %v", err)
	}

	out, errs, code := play(t, "\nn\np\ng 4\nb\ne\nn\nc\nfoo\n?\ns\nq\n", "-load", path, "-seat", "a")
	if code != 0 || errs != "" {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
	wantOut := `Toy Nim, seed 1: a record of 5 actions; A won: took the last counter.
Seats: A human, B bot.
You see what A saw.
` + reviewHelp + `[0/5]> 1. A: take 1
  - A took 1 (seen by A)
  - 6 left
[1/5]> 2. B: take ?
  - B took some
  - 4 left
[2/5]> 1. A: take 1
  - A took 1 (seen by A)
  - 6 left
[1/5]> 4. B: take ?
  - B took some
  - 1 left
[4/5]> Pile: |
[4/5]> 5. A: take 1
  - A took 1 (seen by A)
  - 0 left
[5/5]> The end of the record: c plays on, q quits.
[5/5]> The game is over here: go back to play on.
[5/5]> No command "foo".
` + reviewHelp + `[5/5]> ` + reviewHelp + `[5/5]> At the start.
[0/5]> `
	if diff := cmp.Diff(wantOut, out); diff != "" {
		t.Errorf("output (-want +got):\n%s", diff)
	}

	// With no -seat: the referee's log shows B's secret takes.
	out, _, _ = play(t, "n\nn\n", "-load", path)
	if !strings.Contains(out, "You see every action and event (the referee's log).\n") || !strings.Contains(out, "2. B: take 2\n  - B took 2 (seen by B)\n") {
		t.Errorf("the referee's log:\n%s", out)
	}
}

// TestLoadPlayOn: "c" plays on from the middle of a record, and -save
// writes the new game: the record's first actions, then the new ones.
func TestLoadPlayOn(t *testing.T) {
	path := writeFile(t, "Game: toynim\nSeed: 5\nSeat: A human:Ann\nSeat: B bot\n\n1. take 2\n2. take 2\n3. take 2\n4. take 1\n")
	saved := filepath.Join(t.TempDir(), "again.txt")
	out, errs, code := play(t, "g 1\nc\n1\n", "-load", path, "-seat", "A", "-save", saved)
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q:\n%s", code, errs, out)
	}
	if !strings.Contains(out, "Playing on from position 1; you play A.\n") || !strings.HasSuffix(out, "Game over after 4 actions: B won (took the last counter).\n") {
		t.Errorf("output:\n%s", out)
	}
	rec := readSaved(t, saved)
	want := []string{"take 2", "take 2", "take 1", "take 2"}
	if diff := cmp.Diff(want, rec.Actions); diff != "" || rec.Result != "B won: took the last counter" || rec.Seats[0].Player != "human:Ann" {
		t.Errorf("saved record %+v; actions (-want +got):\n%s", rec, diff)
	}
	if _, err := incursion.Replay(nimGame, rec); err != nil {
		t.Errorf("Replay: %v", err)
	}
	// Quitting a review saves the game up to the position shown.
	if _, _, code := play(t, "g 3\nq\n", "-load", path, "-save", saved); code != 0 {
		t.Fatalf("exit %d", code)
	}
	if rec := readSaved(t, saved); len(rec.Actions) != 3 || rec.Result != "not over" {
		t.Errorf("saved after q at 3: %+v", rec)
	}
}

// TestLoadRefuses: a record that does not replay is refused with the line
// at fault, and nothing is played.
func TestLoadRefuses(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"Game: toynim\nSeed: 1\n\n1. take 1\n2. take 3\n", `line 5 "2. take 3": action 2: illegal action: cannot take 3 from 6`},
		{"Game: toynim\nSeed: 1\n\n1. take 1\n# a comment\n\n2. grab\n", `line 7 "2. grab": action 2: toynim: parse "grab"`},
		{"Game: toynim\nSeed: 1\nResult: B won\n\n1. take 1\n", `line 3 "Result: B won": the record says "B won", but the game replayed gives "not over"`},
		{"Game: toynim\nSeed: 1\nSeat: C human\n", `line 3 "Seat: C human": toynim: no seat "C"`},
		{"Game: toynim\nSeed: 1\n\n1. take 2\n2. take 2\n3. take 2\n4. take 1\n5. take 1\n", `line 8 "5. take 1": action 5: illegal action: the game is over`},
	} {
		path := writeFile(t, tc.text)
		saved := filepath.Join(t.TempDir(), "saved.txt")
		out, errs, code := play(t, "", "-load", path, "-save", saved)
		if code != 1 || errs != "" || !strings.HasPrefix(out, "The record is refused: record: "+tc.want) {
			t.Errorf("%q: exit %d, stderr %q, output %q; want %q", tc.text, code, errs, out, tc.want)
		}
		if _, err := os.Stat(saved); err == nil {
			t.Errorf("%q: a refused record was saved", tc.text)
		}
	}
	for _, tc := range []struct{ text, want string }{
		{"Game: chess\nSeed: 1\n", `line 1 "Game: chess": no game "chess"`},
		{"Game: toynim\nSeed: x\n", `line 2 "Seed: x": seed "x"`},
		{"Game: toynim\nVariant: big\nSeed: 1\n", `line 2 "Variant: big": toynim: no variant "big"`},
	} {
		path := writeFile(t, tc.text)
		out, errs, code := play(t, "", "-load", path)
		if code != 1 || out != "" || !strings.Contains(errs, tc.want) {
			t.Errorf("%q: exit %d, output %q, stderr %q; want %q", tc.text, code, out, errs, tc.want)
		}
	}
	if _, errs, code := play(t, "", "-load", filepath.Join(t.TempDir(), "none.txt")); code != 1 || !strings.Contains(errs, "no such file") {
		t.Errorf("a missing file: exit %d, stderr %q", code, errs)
	}
	path := writeFile(t, "Game: toynim\nSeed: 1\n")
	for _, flag := range []string{"-game", "-variant", "-seed"} {
		if _, errs, code := play(t, "", "-load", path, flag, "1"); code != 2 || !strings.Contains(errs, "-load takes") {
			t.Errorf("-load with %s: exit %d, stderr %q", flag, code, errs)
		}
	}
}

// TestLoadSabotage: a record of a real game, with a simultaneous phase and
// secret actions, loads, steps to its end and gives its result.
func TestLoadSabotage(t *testing.T) {
	g := sabotage.Game
	r, err := incursion.NewReplayer(g, incursion.Record{Game: "sabotage", Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	choices := dice.New(8)
	for !g.Over(r.State()) {
		if _, err := r.Play(incursion.Random(r.State(), g.Actions(r.State()), choices)); err != nil {
			t.Fatal(err)
		}
	}
	rec := r.Record()
	text, err := rec.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	path := writeFile(t, string(text))
	out, errs, code := play(t, "e\nq\n", "-load", path, "-seat", "Villain2")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q:\n%s", code, errs, out)
	}
	if !strings.Contains(out, "; "+rec.Result+".\n") || !strings.Contains(out, "You see what Villain2 saw.\n") {
		t.Errorf("output:\n%s", out)
	}
}

// cmpIgnoreLines compares records without the line numbers ParseRecord
// keeps.
var cmpIgnoreLines = cmpopts.IgnoreUnexported(incursion.Record{})
