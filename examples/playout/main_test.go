package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/examples/bots"
)

// want plays the toy as the program must: New with dice.New(seed), the
// rules' rolls from a second dice.New(seed), the Random policy from
// dice.New(^seed); it says the winner and the length.
func want(t *testing.T, seed uint64) (winner string, actions int) {
	t.Helper()
	g := nimRules{}.game("toynim")
	s, _ := g.New("", dice.New(seed))
	rolls, choices := dice.New(seed), dice.New(^seed)
	for !g.Over(s) {
		next, _, err := g.Apply(s, incursion.Random(s, g.Actions(s), choices), rolls)
		if err != nil {
			t.Fatal(err)
		}
		s = next
		actions++
	}
	return seats[s.Last], actions
}

func runArgs(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var o, e bytes.Buffer
	code = run(args, &o, &e)
	return o.String(), e.String(), code
}

func lines(s string) []string { return strings.Split(strings.TrimSuffix(s, "\n"), "\n") }

var resultLine = regexp.MustCompile(`^toynim \(Toy Nim\), seed (\d+): ([AB]) won \(took the last counter\) after (\d+) actions, [0-9.]+[nµm]?s, (\d+|-) actions/s$`)

func TestOneGame(t *testing.T) {
	for _, seed := range []uint64{1, 2, 99} {
		out, errs, code := runArgs(t, "-game", "toynim", "-seed", strconv.FormatUint(seed, 10))
		if code != 0 || errs != "" {
			t.Fatalf("exit %d, stderr %q", code, errs)
		}
		m := resultLine.FindStringSubmatch(strings.TrimSpace(out))
		if m == nil {
			t.Fatalf("output %q does not match %v", out, resultLine)
		}
		w, n := want(t, seed)
		if diff := cmp.Diff([]string{fmt.Sprint(seed), w, fmt.Sprint(n)}, m[1:4]); diff != "" {
			t.Errorf("seed, winner, actions (-want +got):\n%s", diff)
		}
	}
}

// TestDefaultSeed: without -seed the program plays seed 1.
func TestDefaultSeed(t *testing.T) {
	out, _, _ := runArgs(t, "-game", "toynim")
	if !strings.HasPrefix(out, "toynim (Toy Nim), seed 1: ") {
		t.Errorf("output %q, want seed 1", out)
	}
}

// TestPlayAll: every game, registered or not, in name order.
func TestPlayAll(t *testing.T) {
	g, ok := bots.Lookup("toynim")
	if !ok {
		t.Fatal("toynim is not registered")
	}
	var out bytes.Buffer
	p := player{opts: options{seed: 1, n: 1, limit: 100}, log: &out, report: &out}
	if !p.playAll([]bots.Game{g}, []string{"fireteam", "toynim", "zzz"}) {
		t.Fatal("playAll reports a failure")
	}
	got := lines(out.String())
	if len(got) != 3 {
		t.Fatalf("output:\n%s", out.String())
	}
	if got[0] != "fireteam: not yet available" || got[2] != "zzz: not yet available" {
		t.Errorf("output:\n%s", out.String())
	}
	if !resultLine.MatchString(got[1]) {
		t.Errorf("line %q does not match %v", got[1], resultLine)
	}
}

func TestNoGames(t *testing.T) {
	var out bytes.Buffer
	p := player{opts: options{seed: 1, n: 1, limit: 100}, log: &out, report: &out}
	p.playAll(nil, []string{"hive", "sabotage"})
	want := "hive: not yet available\nsabotage: not yet available\nno game is available yet\n"
	if diff := cmp.Diff(want, out.String()); diff != "" {
		t.Errorf("output (-want +got):\n%s", diff)
	}
}

// TestDefaultRun: the default run names every game of the module, played
// or not yet available. The games that have landed are played, so this
// test only looks at the names.
func TestDefaultRun(t *testing.T) {
	if testing.Short() {
		t.Skip("plays every registered game")
	}
	out, _, _ := runArgs(t, "-limit", "2000")
	for _, name := range append(append([]string(nil), bots.All...), "toynim", "toybroken") {
		if !regexp.MustCompile(`(?m)^` + name + `[ :]`).MatchString(out) {
			t.Errorf("no line for %s in:\n%s", name, out)
		}
	}
}

var stepLineRE = regexp.MustCompile(`^ +(\d+) ([AB]): take ([12])( \| ([AB]) took [12](; [123] added \[seen by ([AB]); others: some added\])?)$`)

func TestVerbose(t *testing.T) {
	out, _, code := runArgs(t, "-game", "toynim", "-seed", "5", "-v")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	ls := lines(out)
	_, n := want(t, 5)
	if len(ls) != n+2 {
		t.Fatalf("%d lines, want a header, %d steps and the result:\n%s", len(ls), n, out)
	}
	if ls[0] != "# toynim (Toy Nim), seed 5" {
		t.Errorf("header %q", ls[0])
	}
	ls = ls[1:]
	for i, l := range ls[:n] {
		m := stepLineRE.FindStringSubmatch(l)
		if m == nil {
			t.Fatalf("line %q does not match %v", l, stepLineRE)
		}
		if m[1] != fmt.Sprint(i+1) || m[2] != m[5] || m[2] != seats[i%2] || m[7] != "" && m[7] != m[2] {
			t.Errorf("line %d: %q", i+1, l)
		}
	}
	if !resultLine.MatchString(ls[n]) {
		t.Errorf("last line %q", ls[n])
	}
}

func TestJSON(t *testing.T) {
	out, errs, code := runArgs(t, "-game", "toynim", "-seed", "5", "-json")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	_, n := want(t, 5)
	ls := lines(out)
	if len(ls) != n {
		t.Fatalf("%d JSON lines, want %d", len(ls), n)
	}
	for i, l := range ls {
		var st bots.Step
		if err := json.Unmarshal([]byte(l), &st); err != nil {
			t.Fatalf("line %d: %v: %s", i+1, err, l)
		}
		if st.Seat != seats[i%2] || !strings.HasPrefix(st.Action, "take ") || len(st.Events) == 0 {
			t.Errorf("line %d: %+v", i+1, st)
		}
	}
	if !resultLine.MatchString(strings.TrimSpace(errs)) {
		t.Errorf("stderr %q: want the result line", errs)
	}
}

func TestSummary(t *testing.T) {
	out, _, code := runArgs(t, "-game", "toynim", "-n", "20", "-seed", "3")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	wins := map[string]int{}
	total := 0
	for seed := uint64(3); seed < 23; seed++ {
		w, n := want(t, seed)
		wins[w]++
		total += n
	}
	ls := lines(out)
	if ls[0] != "toynim (Toy Nim): 20 games, seeds 3..22" {
		t.Errorf("first line %q", ls[0])
	}
	got := map[string]int{}
	winRE := regexp.MustCompile(`^  (\S+) +(\d+) +([0-9.]+)%$`)
	for _, l := range ls[1 : len(ls)-1] {
		m := winRE.FindStringSubmatch(l)
		if m == nil {
			t.Fatalf("line %q", l)
		}
		n, _ := strconv.Atoi(m[2])
		got[m[1]] = n
		if pct := fmt.Sprintf("%.1f", 100*float64(n)/20); pct != m[3] {
			t.Errorf("%s: %s%%, want %s%%", m[1], m[3], pct)
		}
	}
	if diff := cmp.Diff(wins, got); diff != "" {
		t.Errorf("wins (-want +got):\n%s", diff)
	}
	mean := fmt.Sprintf("  mean length %.1f actions; ", float64(total)/20)
	if last := ls[len(ls)-1]; !strings.HasPrefix(last, mean) || !strings.Contains(last, " games/s, ") {
		t.Errorf("last line %q, want it to start %q", last, mean)
	}
}

func TestLimit(t *testing.T) {
	out, _, code := runArgs(t, "-game", "toynim", "-limit", "2")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	if !strings.HasPrefix(out, "toynim (Toy Nim), seed 1: unfinished after 2 actions, ") {
		t.Errorf("output %q", out)
	}
	out, _, _ = runArgs(t, "-game", "toynim", "-limit", "2", "-n", "3")
	if !strings.Contains(out, "  (unfinished)              3  100.0%\n") {
		t.Errorf("output %q", out)
	}
}

func TestBrokenGame(t *testing.T) {
	out, _, code := runArgs(t, "-game", "toybroken")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	if !regexp.MustCompile(`^toybroken \(Toy Nim\), seed 1: error after \d+ actions: toy: broken on purpose\n$`).MatchString(out) {
		t.Errorf("output %q", out)
	}
}

func TestBrokenSummary(t *testing.T) {
	out, _, code := runArgs(t, "-game", "toybroken", "-n", "12")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	ls := lines(out)
	if len(ls) != 10+1+3 || ls[10] != "toybroken (Toy Nim): further errors are counted, not shown" || ls[12] != "  (failed)                 12  100.0%" {
		t.Errorf("output:\n%s", out)
	}
}

func TestHelp(t *testing.T) {
	if _, errs, code := runArgs(t, "-h"); code != 0 || !strings.Contains(errs, "-game") {
		t.Errorf("-h: exit %d, stderr %q", code, errs)
	}
}

func TestFlags(t *testing.T) {
	for _, args := range [][]string{{"-game", "nosuch"}, {"-n", "0"}, {"-limit", "0"}, {"extra"}, {"-bogus"}} {
		if _, _, code := runArgs(t, args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
	// A game of the module that has not landed is named as such.
	for _, name := range bots.All {
		if _, ok := bots.Lookup(name); ok {
			continue
		}
		out, _, code := runArgs(t, "-game", name)
		if code != 1 || out != name+": not yet available\n" {
			t.Errorf("-game %s: exit %d, output %q", name, code, out)
		}
		break
	}
}

// TestStepLine: a secret action and a secret event carry the seats that
// see them and their public forms.
func TestStepLine(t *testing.T) {
	st := bots.Step{Seat: "Villain1", Action: "plan 5 A1", VisibleTo: []string{"Villain1"}, Public: "plan ?",
		Events: []bots.Event{
			{Text: "Villain1 planned 5 at A1", VisibleTo: []string{"Villain1", "Villain2"}, Public: "Villain1 planned a tile"},
			{Text: "the round ends"},
			{Text: "a die was set aside", VisibleTo: []string{}},
		}}
	want := "   12 Villain1: plan 5 A1 [seen by Villain1; others: plan ?] | Villain1 planned 5 at A1 [seen by Villain1,Villain2; others: Villain1 planned a tile]; the round ends; a die was set aside [seen by nobody]"
	if got := stepLine(12, st); got != want {
		t.Errorf("stepLine:\n got %q\nwant %q", got, want)
	}
}

func TestWinLine(t *testing.T) {
	for _, c := range []struct{ winner, how, want string }{
		{"Spy1 and Spy2", "hacked", "Spy1 and Spy2 won (hacked)"},
		{bots.Draw, "tie", "a draw (tie)"},
		{bots.Nobody, "all down", "nobody won (all down)"},
		{"", "", "no winner"},
	} {
		if got := winLine(c.winner, c.how); got != c.want {
			t.Errorf("winLine(%q, %q) = %q, want %q", c.winner, c.how, got, c.want)
		}
	}
}
