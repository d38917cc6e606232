package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
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

// TestTournamentFlags: bad players, games, counts, shards and merges are
// refused with status 2.
func TestTournamentFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-players", "random,alphazero"},
		{"-players", "ismcts-0"},
		{"-game", "chess"},
		{"-n", "0"},
		{"-shard", "0/3"},
		{"-shard", "4/3"},
		{"-shard", "1/0"},
		{"-shard", "2"},
		{"-merge"},
		{"-game", "spyordie", "extra.json"},
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

// TestTournamentDefaults: every game's default players are valid, three of
// them (random, bot, an ISMCTS player); a small table of search players
// against random on a variant, rows and columns apart.
func TestTournamentDefaults(t *testing.T) {
	for _, g := range bots.All {
		ps := defaults(g)
		if len(ps) != 3 || ps[0] != bots.Random || ps[1] != bots.Bot || !strings.HasPrefix(ps[2], bots.ISMCTS) {
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

// TestShardPartition: for n = 1..7 shards, the shards k = 1..n of a plan
// take every game of it exactly once, and as evenly as can be.
func TestShardPartition(t *testing.T) {
	o := options{games: []string{"spyordie", "fireteam"}, players: []string{"random", "bot", "ismcts-5"}, n: 5, seed: 11, limit: 100}
	p, err := newPlan(o)
	if err != nil {
		t.Fatal(err)
	}
	if want := 2 * 9 * 5; len(p.jobs) != want {
		t.Fatalf("%d games planned, want %d", len(p.jobs), want)
	}
	for n := 1; n <= 7; n++ {
		count := map[job]int{}
		for k := 1; k <= n; k++ {
			got := shard{k, n}.take(p.jobs)
			if len(got) < len(p.jobs)/n || len(got) > (len(p.jobs)+n-1)/n {
				t.Errorf("shard %d/%d: %d games of %d", k, n, len(got), len(p.jobs))
			}
			for _, j := range got {
				count[j]++
			}
		}
		for _, j := range p.jobs {
			if count[j] != 1 {
				t.Errorf("%d shards: game %+v played %d times", n, j, count[j])
			}
		}
		if len(count) != len(p.jobs) {
			t.Errorf("%d shards: %d games, want %d", n, len(count), len(p.jobs))
		}
	}
	// The plan is the same whatever the shard: each shard computes it.
	q, err := newPlan(o)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(p.jobs, q.jobs); diff != "" {
		t.Errorf("two plans of the same flags differ (-first +second):\n%s", diff)
	}
	for _, text := range []string{"1/1", "3/4", "4/4"} {
		if s, err := parseShard(text); err != nil || s.String() != text {
			t.Errorf("parseShard(%q) = %v, %v", text, s, err)
		}
	}
}

// times matches the time in a table's header ("in 3s", "in 2s of game time").
var times = regexp.MustCompile(`in [0-9.hms]+( of game time)?;`)

// TestMergeEqualsUnsharded: the tables merged from the result files of 3
// shards are those of one unsharded run (but for the time), and the
// merged results are the run's; a file given twice counts once; files of
// another tournament are refused.
func TestMergeEqualsUnsharded(t *testing.T) {
	dir := t.TempDir()
	base := []string{"-game", "spyordie,fireteam", "-players", "random,bot", "-n", "3", "-seed", "40", "-workers", "2"}
	var whole, errs bytes.Buffer
	all := filepath.Join(dir, "all.json")
	if code := run(append(base, "-out", all), &whole, &errs); code != 0 {
		t.Fatalf("unsharded: exit %d: %s", code, errs.String())
	}
	files := []string{}
	for k := 1; k <= 3; k++ {
		f := filepath.Join(dir, fmt.Sprintf("shard%d.json", k))
		var out bytes.Buffer
		if code := run(append(base, "-shard", fmt.Sprintf("%d/3", k), "-out", f), &out, &errs); code != 0 {
			t.Fatalf("shard %d: exit %d: %s", k, code, errs.String())
		}
		if !strings.Contains(out.String(), fmt.Sprintf("spyordie: 4 games (shard %d/3) in", k)) {
			t.Errorf("shard %d's table does not say it is a shard:\n%s", k, out.String())
		}
		files = append(files, f)
	}
	var merged bytes.Buffer
	if code := run(append([]string{"-merge"}, append(files, files[1])...), &merged, &errs); code != 0 {
		t.Fatalf("merge: exit %d: %s", code, errs.String())
	}
	want := times.ReplaceAllString(whole.String(), "T;")
	got := times.ReplaceAllString(merged.String(), "T;")
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("merged tables differ from the unsharded run's (-unsharded +merged):\n%s", diff)
	}
	if !strings.Contains(merged.String(), "of game time;") {
		t.Errorf("a merged table's time is the sum of its games':\n%s", merged.String())
	}
	// The results themselves, but for the times.
	one, err := readResults(all)
	if err != nil {
		t.Fatal(err)
	}
	var parts []result
	for _, f := range files {
		r, err := readResults(f)
		if err != nil {
			t.Fatal(err)
		}
		parts = append(parts, r.Results...)
	}
	strip := func(rs []result) map[job]result {
		m := map[job]result{}
		for _, r := range rs {
			r.Millis = 0
			m[r.job] = r
		}
		return m
	}
	if diff := cmp.Diff(strip(one.Results), strip(parts), cmp.AllowUnexported(result{})); diff != "" {
		t.Errorf("the shards' results differ from the unsharded run's (-unsharded +shards):\n%s", diff)
	}
	// Missing shards show in the header; another tournament is refused.
	var part bytes.Buffer
	if code := run([]string{"-merge", files[0]}, &part, &errs); code != 0 || !strings.Contains(part.String(), "spyordie: 4 of 12 games in") {
		t.Errorf("merge of one shard: exit %d:\n%s", code, part.String())
	}
	other := filepath.Join(dir, "other.json")
	if code := run([]string{"-game", "spyordie", "-players", "random", "-n", "1", "-out", other}, &part, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	errs.Reset()
	if code := run([]string{"-merge", files[0], other}, &part, &errs); code != 1 || !strings.Contains(errs.String(), "not a shard of the tournament") {
		t.Errorf("merging two tournaments: exit %d, %q", code, errs.String())
	}
	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte(`{"format":"something else"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if code := run([]string{"-merge", bad}, &part, &errs); code != 1 {
		t.Errorf("merging a file of another format: exit %d", code)
	}
}

// TestFailingGameReported: a game that fails is reported with its seed,
// on standard error and under its table, is not counted, and the
// tournament goes on (the next table is printed); the exit status is 1,
// and the result file holds the failure for -merge.
func TestFailingGameReported(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "r.json")
	var out, errs bytes.Buffer
	code := run([]string{"-game", "zz-flaky,spyordie", "-players", "random", "-n", "12", "-seed", "1", "-workers", "2", "-out", f}, &out, &errs)
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	var failing []uint64
	for seed := uint64(1); seed <= 12; seed++ {
		if flakyBroken(seed) {
			failing = append(failing, seed)
		}
	}
	if len(failing) == 0 || len(failing) == 12 {
		t.Fatalf("seeds 1-12 should hold some failing games of zz-flaky: %v", failing)
	}
	for _, seed := range failing {
		want := fmt.Sprintf("zz-flaky: seed %d, action ", seed)
		if !strings.Contains(errs.String(), want) || !strings.Contains(out.String(), want) {
			t.Errorf("seed %d not reported (%q):\nstderr %s\nstdout %s", seed, want, errs.String(), out.String())
		}
	}
	counted := fmt.Sprintf("zz-flaky: %d games in", 12)
	wantFailed := fmt.Sprintf("%d games failed and are not counted", len(failing))
	for _, want := range []string{counted, wantFailed, "spyordie: 12 games in", "the pile fell over"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	// The cell counts the others: random wins some, loses some, of 12-k.
	var rf resultsFile
	data, err := os.ReadFile(f)
	if err == nil {
		err = json.Unmarshal(data, &rf)
	}
	if err != nil {
		t.Fatal(err)
	}
	errors := 0
	for _, r := range rf.Results {
		if r.Error != "" {
			errors++
		}
	}
	if errors != len(failing) || len(rf.Results) != 24 {
		t.Errorf("result file: %d results, %d failed, want 24 and %d", len(rf.Results), errors, len(failing))
	}
	var merged bytes.Buffer
	if code := run([]string{"-merge", f}, &merged, &errs); code != 1 || !strings.Contains(merged.String(), wantFailed) {
		t.Errorf("merge: exit %d:\n%s", code, merged.String())
	}
}

// zz-flaky: nim with a pile of 5, seats A and B, take 1 or 2; in a game
// whose New drew "broken" (about one seed in three), Apply fails once the
// pile is down to 2.

type flakyState struct {
	Pile   int
	Turn   flakySeat
	Last   flakySeat
	Broken bool
}

type flakySeat int8

func (s flakySeat) String() string { return [...]string{"A", "B", "nobody"}[min(int(s), 2)] }

type flakyTake int

func (a flakyTake) String() string { return fmt.Sprintf("take %d", int(a)) }

type flakyEvent struct{}

func (flakyEvent) String() string { return "taken" }

func flakyBroken(seed uint64) bool { return dice.New(seed).IntN(3) == 0 }

var flakyGame = incursion.Define(incursion.Def[flakyState, flakyTake, flakyEvent, flakySeat]{
	Name: "zz-flaky", Title: "Flaky Nim",
	New: func(_ string, r dice.Roller) (flakyState, error) {
		return flakyState{Pile: 5, Broken: r.IntN(3) == 0}, nil
	},
	Actions: func(s flakyState) []flakyTake {
		if s.Pile == 0 {
			return nil
		}
		return []flakyTake{1, 2}[:min(2, s.Pile)]
	},
	Legal: func(s flakyState, a flakyTake) error {
		if a < 1 || a > 2 || int(a) > s.Pile {
			return incursion.Illegal("take %d of %d", a, s.Pile)
		}
		return nil
	},
	Apply: func(s flakyState, a flakyTake, _ dice.Roller) (flakyState, []flakyEvent, error) {
		if s.Broken && s.Pile <= 2 {
			return s, nil, errors.New("the pile fell over")
		}
		s.Pile -= int(a)
		s.Last, s.Turn = s.Turn, 1-s.Turn
		return s, []flakyEvent{{}}, nil
	},
	Over:  func(s flakyState) bool { return s.Pile == 0 },
	Seats: func(flakyState) []flakySeat { return []flakySeat{0, 1} },
	ToMove: func(s flakyState) []flakySeat {
		if s.Pile == 0 {
			return nil
		}
		return []flakySeat{s.Turn}
	},
	Result: func(s flakyState) incursion.Result[flakySeat] {
		if s.Pile > 0 {
			return incursion.Result[flakySeat]{}
		}
		return incursion.Result[flakySeat]{Over: true, Winners: []flakySeat{s.Last}, Reason: "took the last"}
	},
	View:     func(s flakyState, _ flakySeat) flakyState { return s },
	Observer: 2,
	Draw:     func(s flakyState) string { return fmt.Sprint(s.Pile) },
	ParseSeat: func(text string) (flakySeat, error) {
		switch text {
		case "A":
			return 0, nil
		case "B":
			return 1, nil
		}
		return 0, &incursion.ParseError{Game: "zz-flaky", Text: text, Got: text, Want: "A or B"}
	},
	ParseAction: func(text string) (flakyTake, error) {
		var n int
		if _, err := fmt.Sscanf(text, "take %d", &n); err != nil {
			return 0, &incursion.ParseError{Game: "zz-flaky", Text: text, Got: text, Want: "take N"}
		}
		return flakyTake(n), nil
	},
})

func init() { bots.Add(flakyGame, nil) }
