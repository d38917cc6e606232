package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/fireteam"
	"github.com/incursion/incursion/hive"
	"github.com/incursion/incursion/nemesis"
	"github.com/incursion/incursion/sabotage"
	"github.com/incursion/incursion/spyordie"
)

// readRecord reads a record file the program wrote.
func readRecord(t *testing.T, path string) incursion.Record {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rec, err := incursion.ReadRecord(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return rec
}

// replays checks that a record the program wrote replays with g, without
// the bots, to the result the program reported.
func replays[S any, A, E fmt.Stringer, P incursion.Seat](t *testing.T, g incursion.Game[S, A, E, P], path string) incursion.Record {
	t.Helper()
	rec := readRecord(t, path)
	states, err := incursion.Replay(g, rec)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if rec.Result == "" || len(states) != len(rec.Actions)+1 {
		t.Fatalf("%s: result %q, %d states for %d actions", path, rec.Result, len(states), len(rec.Actions))
	}
	return rec
}

func TestRecordToy(t *testing.T) {
	dir := t.TempDir()
	if _, errs, code := runArgs(t, "-game", "toynim", "-seed", "4", "-n", "3", "-record", dir); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for seed := uint64(4); seed < 7; seed++ {
		rec := replays(t, nimRules{}.game("toynim"), filepath.Join(dir, "toynim-"+strconv.FormatUint(seed, 10)+".txt"))
		w, n := want(t, seed)
		if diff := cmp.Diff([]string{w + " won: took the last counter", strconv.Itoa(n)}, []string{rec.Result, strconv.Itoa(len(rec.Actions))}); diff != "" {
			t.Errorf("seed %d: result and length (-want +got):\n%s", seed, diff)
		}
		if diff := cmp.Diff([]incursion.RecordSeat{{Seat: "A", Player: "bot"}, {Seat: "B", Player: "bot"}}, rec.Seats); diff != "" {
			t.Errorf("seats (-want +got):\n%s", diff)
		}
	}
	// A game stopped by -limit is "not over".
	if _, errs, code := runArgs(t, "-game", "toynim", "-seed", "9", "-limit", "2", "-record", dir); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if rec := replays(t, nimRules{}.game("toynim"), filepath.Join(dir, "toynim-9.txt")); rec.Result != "not over" || len(rec.Actions) != 2 {
		t.Errorf("a game stopped by -limit: result %q after %d actions", rec.Result, len(rec.Actions))
	}
}

// TestRecordBroken: a game that fails is recorded up to the failure, with
// the error: the bug report.
func TestRecordBroken(t *testing.T) {
	dir := t.TempDir()
	if _, _, code := runArgs(t, "-game", "toybroken", "-record", dir); code != 1 {
		t.Fatalf("exit %d, want 1", code)
	}
	rec := readRecord(t, filepath.Join(dir, "toybroken-1.txt"))
	if rec.Result != "" || rec.Tags["Error"] != "toy: broken on purpose" || len(rec.Actions) == 0 {
		t.Fatalf("record of a failed game: %+v", rec)
	}
	if _, err := incursion.Replay(nimRules{failAt: 3}.game("toybroken"), rec); err != nil {
		t.Fatalf("the actions before the failure do not replay: %v", err)
	}
}

// TestRecordEveryGame: the records of the five games' bot matches replay
// with the games alone.
func TestRecordEveryGame(t *testing.T) {
	dir := t.TempDir()
	for _, game := range []string{"spyordie", "hive", "sabotage", "nemesis", "fireteam"} {
		if _, errs, code := runArgs(t, "-game", game, "-seed", "2", "-record", dir); code != 0 {
			t.Fatalf("%s: exit %d: %s", game, code, errs)
		}
	}
	replays(t, spyordie.Game, filepath.Join(dir, "spyordie-2.txt"))
	replays(t, hive.Game, filepath.Join(dir, "hive-2.txt"))
	replays(t, sabotage.Game, filepath.Join(dir, "sabotage-2.txt"))
	replays(t, nemesis.Game, filepath.Join(dir, "nemesis-2.txt"))
	replays(t, fireteam.Game, filepath.Join(dir, "fireteam-2.txt"))
	// A variant is in the record and in the file name.
	if _, errs, code := runArgs(t, "-game", "fireteam", "-variant", "I2/3p", "-seed", "5", "-record", dir); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if rec := replays(t, fireteam.Game, filepath.Join(dir, "fireteam-I2_3p-5.txt")); rec.Variant != "I2/3p" {
		t.Errorf("variant %q", rec.Variant)
	}
}

func TestRecordBadDir(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	out, _, code := runArgs(t, "-game", "toynim", "-record", file)
	if code != 1 {
		t.Errorf("exit %d, want 1: %s", code, out)
	}
}

func TestRecordName(t *testing.T) {
	for _, tc := range [][4]string{
		{"hive", "", "3", "hive-3.txt"},
		{"fireteam", "I2/solo", "18446744073709551615", "fireteam-I2_solo-18446744073709551615.txt"},
		{"spyordie", "intruders=1", "0", "spyordie-intruders=1-0.txt"},
		{"x", "../é", "1", "x-..__-1.txt"},
	} {
		seed, _ := strconv.ParseUint(tc[2], 10, 64)
		if got := recordName(tc[0], tc[1], seed); got != tc[3] {
			t.Errorf("recordName(%q, %q, %d) = %q, want %q", tc[0], tc[1], seed, got, tc[3])
		}
	}
}
