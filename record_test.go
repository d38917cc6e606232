package incursion_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/fireteam"
	"github.com/incursion/incursion/hive"
	"github.com/incursion/incursion/internal/playtest"
	"github.com/incursion/incursion/nemesis"
	"github.com/incursion/incursion/sabotage"
	"github.com/incursion/incursion/spyordie"
)

// ignoreLines compares records without the line numbers ParseRecord keeps.
var ignoreLines = cmpopts.IgnoreUnexported(incursion.Record{})

// played is a game played without the record code: New with dice.New(seed),
// every Apply with a second dice.New(seed) (the convention of
// Record.Seed), random choices from a roller of their own.
type played[S any] struct {
	rec   incursion.Record
	final S
}

func playRandom[S any, A, E fmt.Stringer, P incursion.Seat](t *testing.T, g incursion.Game[S, A, E, P], variant string, seed uint64, limit int) played[S] {
	t.Helper()
	s, err := g.New(variant, dice.New(seed))
	if err != nil {
		t.Fatal(err)
	}
	rolls, choices := dice.New(seed), dice.New(^seed)
	rec := incursion.Record{Game: g.Name(), Variant: variant, Seed: seed, Date: "2026-12-01", Tags: map[string]string{"Event": "round trip"}}
	for _, p := range g.Seats(s) {
		rec.Seats = append(rec.Seats, incursion.RecordSeat{Seat: p.String(), Player: "bot:random"})
	}
	for n := 0; n < limit && !g.Over(s); n++ {
		p := g.ToMove(s)[choices.IntN(len(g.ToMove(s)))]
		legal := g.ActionsFor(s, p)
		a := incursion.Random(s, legal, choices)
		next, _, err := g.Apply(s, a, rolls)
		if err != nil {
			t.Fatalf("%s seed %d action %d %s: %v", g.Name(), seed, n, a, err)
		}
		rec.Actions = append(rec.Actions, a.String())
		s = next
	}
	rec.Result = g.Result(s).String()
	return played[S]{rec, s}
}

// roundTrip writes the record of a random game, reads it back and replays
// it: the same record, the same last state, the same result.
func roundTrip[S any, A, E fmt.Stringer, P incursion.Seat](t *testing.T, g incursion.Game[S, A, E, P], variant string, seeds ...uint64) {
	for _, seed := range seeds {
		t.Run(fmt.Sprintf("%s/%s/%d", g.Name(), variant, seed), func(t *testing.T) {
			pl := playRandom(t, g, variant, seed, 1500)
			text, err := pl.rec.MarshalText()
			if err != nil {
				t.Fatal(err)
			}
			back, err := incursion.ParseRecord(text)
			if err != nil {
				t.Fatalf("ParseRecord: %v\n%s", err, text)
			}
			if diff := cmp.Diff(pl.rec, back, ignoreLines); diff != "" {
				t.Fatalf("read back (-want +got):\n%s", diff)
			}
			states, err := incursion.Replay(g, back)
			if err != nil {
				t.Fatalf("Replay: %v", err)
			}
			if len(states) != len(back.Actions)+1 {
				t.Fatalf("Replay returned %d states for %d actions", len(states), len(back.Actions))
			}
			last := states[len(states)-1]
			if !playtest.Equal(pl.final, last) {
				t.Fatalf("last state (-want +got):\n%s", playtest.Diff(pl.final, last))
			}
			if got, want := g.Result(last).String(), pl.rec.Result; got != want {
				t.Errorf("result %q, want %q", got, want)
			}
			// The Replayer's record is the same record.
			r, err := incursion.NewReplayer(g, back)
			if err != nil {
				t.Fatal(err)
			}
			again := r.Record()
			if !g.Over(last) {
				again.Result = pl.rec.Result // Record says nothing of a game not over
			}
			if diff := cmp.Diff(pl.rec, again, ignoreLines); diff != "" {
				t.Errorf("Replayer.Record (-want +got):\n%s", diff)
			}
		})
	}
}

func TestRecordRoundTrip(t *testing.T) {
	roundTrip(t, spyordie.Game, "", 1, 2)
	roundTrip(t, spyordie.Game, "intruders=1", 3)
	roundTrip(t, hive.Game, "", 1, 2)
	roundTrip(t, sabotage.Game, "", 1, 2)
	roundTrip(t, sabotage.Game, "intro", 3)
	roundTrip(t, nemesis.Game, "", 1, 2)
	roundTrip(t, nemesis.Game, "solo", 3)
	roundTrip(t, fireteam.Game, "", 1, 2)
	roundTrip(t, fireteam.Game, "I2/3p", 3)
}

// TestReplayerSteps steps a record back and forth and plays on from its
// middle, as a user interface does.
func TestReplayerSteps(t *testing.T) {
	g := sabotage.Game
	pl := playRandom(t, g, "", 5, 40)
	r, err := incursion.NewReplayer(g, pl.rec)
	if err != nil {
		t.Fatal(err)
	}
	states, err := incursion.Replay(g, pl.rec)
	if err != nil {
		t.Fatal(err)
	}
	if r.Pos() != 0 || r.Len() != 40 || r.Prev() {
		t.Fatalf("a new Replayer: Pos %d, Len %d", r.Pos(), r.Len())
	}
	for i := 0; r.Next(); i++ {
		if r.Pos() != i+1 || !playtest.Equal(states[i+1], r.State()) {
			t.Fatalf("Next to %d: at %d, or another state", i+1, r.Pos())
		}
		if got, want := r.Action(i).String(), pl.rec.Actions[i]; got != want {
			t.Fatalf("Action(%d) = %q, want %q", i, got, want)
		}
	}
	if r.Pos() != 40 || r.Next() || r.Seek(41) || r.Seek(-1) || r.Pos() != 40 {
		t.Fatalf("past the end: Pos %d", r.Pos())
	}
	if !r.Seek(20) || !r.Prev() || r.Pos() != 19 || !playtest.Equal(states[19], r.State()) {
		t.Fatalf("Seek(20), Prev: at %d", r.Pos())
	}

	// Playing the recorded action again from position 19 gives the
	// recorded game from there, dice included.
	if _, err := r.Play(r.Action(19)); err != nil {
		t.Fatal(err)
	}
	if r.Pos() != 20 || r.Len() != 20 || !playtest.Equal(states[20], r.State()) {
		t.Fatalf("Play from 19: Pos %d, Len %d, or another state", r.Pos(), r.Len())
	}
	// An illegal action changes nothing.
	before := r.Record()
	bad, err := g.ParseAction(pl.rec.Actions[0])
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Play(bad); !errors.Is(err, incursion.ErrIllegal) {
		t.Fatalf("Play(%s) at %d = %v, want ErrIllegal", bad, r.Pos(), err)
	}
	if diff := cmp.Diff(before, r.Record(), ignoreLines); diff != "" || r.Pos() != 20 {
		t.Fatalf("an illegal Play changed the Replayer (-want +got):\n%s", diff)
	}
	// Playing on to the end of the record, from its own state, replays.
	for i := 20; i < 40; i++ {
		a, _ := g.ParseAction(pl.rec.Actions[i])
		if _, err := r.Play(a); err != nil {
			t.Fatalf("action %d: %v", i, err)
		}
	}
	want := pl.rec
	want.Result = ""
	if diff := cmp.Diff(want, r.Record(), ignoreLines); diff != "" {
		t.Errorf("Record (-want +got):\n%s", diff)
	}
}

// TestReplayerRecords records a new game through a Replayer made from a
// record with no action.
func TestReplayerRecords(t *testing.T) {
	g := spyordie.Game
	r, err := incursion.NewReplayer(g, incursion.Record{Game: "spyordie", Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	choices := dice.New(99)
	for !g.Over(r.State()) {
		if _, err := r.Play(incursion.Random(r.State(), g.Actions(r.State()), choices)); err != nil {
			t.Fatal(err)
		}
	}
	rec := r.Record()
	if rec.Result == "" {
		t.Fatal("the record of a finished game has no result")
	}
	text, _ := rec.MarshalText()
	back, err := incursion.ParseRecord(text)
	if err != nil {
		t.Fatal(err)
	}
	states, err := incursion.Replay(g, back)
	if err != nil {
		t.Fatal(err)
	}
	if !playtest.Equal(r.State(), states[len(states)-1]) {
		t.Error("the replayed game ends elsewhere")
	}
}

// A short record of sabotage (the first actions of seed 1) for the refusal
// tests.
func sabotageRecord(t *testing.T) []string {
	t.Helper()
	pl := playRandom(t, sabotage.Game, "", 1, 12)
	text, err := pl.rec.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(string(text), "\n"), "\n")
}

// lineOf returns the number (from 1) of the first line that starts with
// prefix.
func lineOf(t *testing.T, lines []string, prefix string) int {
	t.Helper()
	for i, l := range lines {
		if strings.HasPrefix(l, prefix) {
			return i + 1
		}
	}
	t.Fatalf("no line %q in\n%s", prefix, strings.Join(lines, "\n"))
	return 0
}

func TestReplayRefuses(t *testing.T) {
	base := sabotageRecord(t)
	act := lineOf(t, base, "5. ")
	for _, tc := range []struct {
		name    string
		edit    func([]string) []string
		line    int // the line the error must name
		illegal bool
		want    string // in the error
	}{{
		name: "an action that does not parse",
		edit: func(l []string) []string { l[act-1] = "5. Spy1 dance"; return l },
		line: act, want: "dance",
	}, {
		name: "an illegal action",
		edit: func(l []string) []string { l[act-1] = "5. " + strings.TrimPrefix(base[act-2], "4. "); return l },
		line: act, illegal: true, want: "action 5",
	}, {
		name: "a wrong result",
		edit: func(l []string) []string {
			l[lineOf(t, l, "Result:")-1] = "Result: Villain1 and Villain2 won"
			return l
		},
		line: lineOf(t, base, "Result:"), want: `the record says "Villain1 and Villain2 won", but the game replayed gives "not over"`,
	}, {
		name: "an unknown game",
		edit: func(l []string) []string { l[0] = "Game: chess"; return l },
		line: 1, want: `a record of "chess", not of "sabotage"`,
	}, {
		name: "an unknown variant",
		edit: func(l []string) []string { return append(l[:1], append([]string{"Variant: huge"}, l[1:]...)...) },
		line: 2, want: `no variant "huge"`,
	}, {
		name: "an unknown seat",
		edit: func(l []string) []string { l[lineOf(t, l, "Seat: Spy2")-1] = "Seat: Spy7 human:Bo"; return l },
		line: lineOf(t, base, "Seat: Spy2"), want: `no seat "Spy7"`,
	}} {
		t.Run(tc.name, func(t *testing.T) {
			lines := tc.edit(append([]string(nil), base...))
			text := strings.Join(lines, "\n") + "\n"
			rec, err := incursion.ParseRecord([]byte(text))
			if err != nil {
				t.Fatalf("ParseRecord: %v", err)
			}
			_, err = incursion.Replay(sabotage.Game, rec)
			var re *incursion.RecordError
			if !errors.As(err, &re) {
				t.Fatalf("Replay = %v, want a *RecordError\n%s", err, text)
			}
			if re.Line != tc.line || re.Text != lines[tc.line-1] {
				t.Errorf("error at line %d %q, want %d %q", re.Line, re.Text, tc.line, lines[tc.line-1])
			}
			if errors.Is(err, incursion.ErrIllegal) != tc.illegal {
				t.Errorf("errors.Is(err, ErrIllegal) = %t: %v", !tc.illegal, err)
			}
			if !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), fmt.Sprintf("line %d ", tc.line)) {
				t.Errorf("error %q does not say %q and line %d", err, tc.want, tc.line)
			}
			// The same record built in code names the line of its
			// MarshalText.
			rec2 := rec
			rec2.Actions = append([]string(nil), rec.Actions...)
			rec2.Seats = append([]incursion.RecordSeat(nil), rec.Seats...)
			code := incursion.Record{Game: rec.Game, Variant: rec.Variant, Seed: rec.Seed, Seats: rec2.Seats, Date: rec.Date, Result: rec.Result, Tags: rec.Tags, Actions: rec2.Actions}
			_, err2 := incursion.Replay(sabotage.Game, code)
			canon, _ := code.MarshalText()
			canonLines := strings.Split(string(canon), "\n")
			if !errors.As(err2, &re) || re.Line < 1 || re.Text != canonLines[re.Line-1] {
				t.Errorf("a record built in code: %v; want the line of\n%s", err2, canon)
			}
		})
	}
}

// TestReplayResultForms accepts the result as Result.String() and as its
// short form.
func TestReplayResultForms(t *testing.T) {
	pl := playRandom(t, sabotage.Game, "", 1, 100000)
	full := pl.rec.Result
	short, _, ok := strings.Cut(full, ": ")
	if !ok {
		t.Fatalf("result %q has no reason", full)
	}
	for _, res := range []string{full, short, ""} {
		rec := pl.rec
		rec.Result = res
		if _, err := incursion.Replay(sabotage.Game, rec); err != nil {
			t.Errorf("Result %q: %v", res, err)
		}
	}
	for _, res := range []string{short + ":", full + ".", "not over", "draw"} {
		rec := pl.rec
		rec.Result = res
		if _, err := incursion.Replay(sabotage.Game, rec); err == nil {
			t.Errorf("Result %q was accepted; the game gives %q", res, full)
		}
	}
}

func TestParseRecord(t *testing.T) {
	text := "# a comment before the header\n" +
		"\n" +
		"Game: sabotage\r\n" +
		"Variant: intro\n" +
		"# a comment in the header\n" +
		"Seed: 18446744073709551615\n" +
		"Seat: Spy1 human:Ann Smith\n" +
		"Seat: Villain1  bot:greedy \n" +
		"Date: 2026-12-01\n" +
		"Result: not over\n" +
		"Event: Club night\n" +
		"\n" +
		"1. Spy1 character Hacker\n" +
		"   # a comment between actions\n" +
		"\n" +
		"Spy2 character Hacker\n" +
		"3.  Villain1 character Ophidian  \n"
	got, err := incursion.ParseRecord([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	want := incursion.Record{
		Game: "sabotage", Variant: "intro", Seed: 1<<64 - 1,
		Seats:  []incursion.RecordSeat{{Seat: "Spy1", Player: "human:Ann Smith"}, {Seat: "Villain1", Player: "bot:greedy"}},
		Date:   "2026-12-01",
		Result: "not over",
		Tags:   map[string]string{"Event": "Club night"},
		Actions: []string{
			"Spy1 character Hacker", "Spy2 character Hacker", "Villain1 character Ophidian",
		},
	}
	if diff := cmp.Diff(want, got, ignoreLines); diff != "" {
		t.Fatalf("ParseRecord (-want +got):\n%s", diff)
	}
	out, err := got.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	wantText := `Game: sabotage
Variant: intro
Seed: 18446744073709551615
Seat: Spy1 human:Ann Smith
Seat: Villain1 bot:greedy
Date: 2026-12-01
Result: not over
Event: Club night

1. Spy1 character Hacker
2. Spy2 character Hacker
3. Villain1 character Ophidian
`
	if diff := cmp.Diff(wantText, string(out)); diff != "" {
		t.Errorf("MarshalText (-want +got):\n%s", diff)
	}
	var sb strings.Builder
	if n, err := got.WriteTo(&sb); err != nil || n != int64(len(out)) || sb.String() != string(out) {
		t.Errorf("WriteTo = %d, %v: %q", n, err, sb.String())
	}
	var un incursion.Record
	if err := un.UnmarshalText(out); err != nil || !cmp.Equal(want, un, ignoreLines) {
		t.Errorf("UnmarshalText: %v, %+v", err, un)
	}
	// A record with no action has no blank line.
	if out, _ := (incursion.Record{Game: "hive", Seed: 0}).MarshalText(); string(out) != "Game: hive\nSeed: 0\n" {
		t.Errorf("a record of no action: %q", out)
	}
}

// TestParseRecordRefuses: every malformed record is refused with the line at
// fault.
func TestParseRecordRefuses(t *testing.T) {
	for _, tc := range []struct {
		text string
		line int
		want string
	}{
		{"", 0, "no header"},
		{"# only a comment\n", 0, "no header"},
		{"Seed: 1\nGame: hive\n", 1, `"Game: NAME" first`},
		{"hive\n", 1, `"Game: NAME" first`},
		{"Game: hive\n", 1, `no "Seed:"`},
		{"Game:hive\nSeed: 1\n", 1, "one space and a value"},
		{"Game: \nSeed: 1\n", 1, "one space and a value"},
		{"Game: hive two\nSeed: 1\n", 1, "one word"},
		{"game: hive\nSeed: 1\n", 1, `spelt "Game"`},
		{"Game: hive\nseed: 1\n", 2, `spelt "Seed"`},
		{"Game: hive\nSeed: -1\n", 2, "decimal number"},
		{"Game: hive\nSeed: 01\n", 2, "decimal number"},
		{"Game: hive\nSeed: 18446744073709551616\n", 2, "decimal number"},
		{"Game: hive\nSeed: 0x10\n", 2, "decimal number"},
		{"Game: hive\nSeed: 1\nSeed: 2\n", 3, `second "Seed"`},
		{"Game: hive\nSeed: 1\nGame: hive\n", 3, `second "Game"`},
		{"Game: hive\nSeed: 1\nSeat: Terran\n", 3, "SEAT PLAYER"},
		{"Game: hive\nSeed: 1\nSeat: Terran\tbot x\n", 3, "SEAT PLAYER"},
		{"Game: hive\nSeed: 1\nSeat: Terran a\nSeat: Terran b\n", 4, "second line for seat Terran"},
		{"Game: hive\nSeed: 1\nDate: 2026-13-01\n", 3, "YYYY-MM-DD"},
		{"Game: hive\nSeed: 1\nDate: 2026-1-01\n", 3, "YYYY-MM-DD"},
		{"Game: hive\nSeed: 1\nEvent: a\nEvent: b\n", 4, `second "Event"`},
		{"Game: hive\nSeed: 1\nNo key here\n", 3, "blank line before the actions"},
		{"Game: hive\nSeed: 1\n9x: y\n", 3, `"Key: value"`},
		{"Game: hive\nSeed: 1\n\n1. end\n3. end\n", 5, "numbered 3, but it is action 2"},
		{"Game: hive\nSeed: 1\n\n1. 2. end\n", 4, "cannot start"},
		{"Game: hive\nSeed: 1\n\n1. #end\n", 4, "cannot start"},
		{"Game: hive\nSeed: 1\n\nend\rend\n", 4, "carriage return"},
		{"Game: hive\nSeed: 1\n\nend \xff\n", 0, "UTF-8"},
		{"Game: hive\r\nSeed: x\r\n", 2, "decimal number"},
		{"Game: hive\r\n", 1, `no "Seed:"`},
	} {
		_, err := incursion.ParseRecord([]byte(tc.text))
		var re *incursion.RecordError
		if !errors.As(err, &re) {
			t.Errorf("ParseRecord(%q) = %v, want a *RecordError", tc.text, err)
			continue
		}
		if re.Line != tc.line || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseRecord(%q) = %v; want line %d and %q", tc.text, err, tc.line, tc.want)
		}
		if re.Line > 0 {
			lines := strings.Split(tc.text, "\n")
			if re.Text != strings.TrimSuffix(lines[re.Line-1], "\r") {
				t.Errorf("ParseRecord(%q): error text %q, want %q", tc.text, re.Text, lines[re.Line-1])
			}
		}
	}
}

// TestMarshalTextRefuses: a record the text form cannot hold is an error,
// never a text that reads back otherwise.
func TestMarshalTextRefuses(t *testing.T) {
	ok := incursion.Record{Game: "hive", Seed: 1}
	for name, edit := range map[string]func(*incursion.Record){
		"no game":            func(r *incursion.Record) { r.Game = "" },
		"game of two words":  func(r *incursion.Record) { r.Game = "hi ve" },
		"variant on 2 lines": func(r *incursion.Record) { r.Variant = "a\nb" },
		"seat with a space":  func(r *incursion.Record) { r.Seats = []incursion.RecordSeat{{Seat: "Ter ran", Player: "x"}} },
		"no player":          func(r *incursion.Record) { r.Seats = []incursion.RecordSeat{{Seat: "Terran"}} },
		"seat twice": func(r *incursion.Record) {
			r.Seats = []incursion.RecordSeat{{Seat: "Terran", Player: "a"}, {Seat: "Terran", Player: "b"}}
		},
		"bad date":         func(r *incursion.Record) { r.Date = "1 May 2026" },
		"result padded":    func(r *incursion.Record) { r.Result = " draw" },
		"tag key Seed":     func(r *incursion.Record) { r.Tags = map[string]string{"seed": "2"} },
		"tag key spaced":   func(r *incursion.Record) { r.Tags = map[string]string{"My tag": "2"} },
		"tag empty":        func(r *incursion.Record) { r.Tags = map[string]string{"Note": ""} },
		"empty action":     func(r *incursion.Record) { r.Actions = []string{""} },
		"numbered action":  func(r *incursion.Record) { r.Actions = []string{"4. end"} },
		"comment action":   func(r *incursion.Record) { r.Actions = []string{"#end"} },
		"action on 2 line": func(r *incursion.Record) { r.Actions = []string{"end\nend"} },
		"invalid UTF-8":    func(r *incursion.Record) { r.Actions = []string{"end\xff"} },
	} {
		rec := ok
		edit(&rec)
		if text, err := rec.MarshalText(); err == nil {
			t.Errorf("%s: MarshalText = %q, want an error", name, text)
		}
	}
}

func FuzzParseRecord(f *testing.F) {
	f.Add([]byte("Game: sabotage\nSeed: 1\nSeat: Spy1 human:Ann\n\n1. Spy1 character Hacker\n"))
	f.Add([]byte("# c\nGame: hive\nVariant: x\nSeed: 0\nDate: 2026-01-02\nResult: draw\nNote: n\n\nend\n2. end\n"))
	f.Add([]byte("Game: hive\r\nSeed: 7\r\n\r\n1. 1.5. x\r\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := incursion.ParseRecord(data)
		if err != nil {
			var re *incursion.RecordError
			if !errors.As(err, &re) {
				t.Fatalf("error %v is not a *RecordError", err)
			}
			return
		}
		// What was read writes, and reads back the same.
		text, err := rec.MarshalText()
		if err != nil {
			t.Fatalf("MarshalText of a record read from %q: %v", data, err)
		}
		back, err := incursion.ParseRecord(text)
		if err != nil {
			t.Fatalf("ParseRecord of %q: %v", text, err)
		}
		if diff := cmp.Diff(rec, back, ignoreLines, cmpopts.EquateEmpty()); diff != "" {
			t.Fatalf("read, written and read again (-want +got):\n%s", diff)
		}
		// Replaying never panics.
		_, _ = incursion.Replay(sabotage.Game, rec)
	})
}

func TestRecordLine(t *testing.T) {
	text := "# c\nGame: hive\nSeed: 3\nSeat: Terran human:Ann\n\n# opening\n1. buy darter\n\n2. buy darter\n"
	rec, err := incursion.ParseRecord([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	type line struct {
		N    int
		Text string
	}
	at := func(r incursion.Record, key string, i int) line {
		n, text := r.Line(key, i)
		return line{n, text}
	}
	got := []line{at(rec, "Game", 0), at(rec, "Variant", 0), at(rec, "Seed", 0), at(rec, "Seat", 0), at(rec, "", 0), at(rec, "", 1),
		at(rec, "Result", 0), at(rec, "Seat", 1), at(rec, "", 2), at(rec, "", -1), at(rec, "Date", 0)}
	want := []line{{2, "Game: hive"}, {2, "Game: hive"}, {3, "Seed: 3"}, {4, "Seat: Terran human:Ann"}, {7, "1. buy darter"}, {9, "2. buy darter"},
		{}, {}, {}, {}, {}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("lines of the text read (-want +got):\n%s", diff)
	}
	// A record changed after reading, or built in code: the lines of its
	// MarshalText.
	rec.Actions = append(rec.Actions, "end")
	rec.Result = "not over"
	got = []line{at(rec, "Game", 0), at(rec, "Result", 0), at(rec, "", 0), at(rec, "", 2)}
	want = []line{{1, "Game: hive"}, {4, "Result: not over"}, {6, "1. buy darter"}, {8, "3. end"}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("lines of MarshalText (-want +got):\n%s", diff)
	}
	rec.Game = ""
	if n, text := rec.Line("Game", 0); n != 0 || text != "" {
		t.Errorf("a record that cannot be written: line %d %q", n, text)
	}
}

// recordPlayout plays a game with RecordPlayout and checks that its record
// writes, reads back and replays to the same last state.
func recordPlayout[S any, A, E fmt.Stringer, P incursion.Seat](t *testing.T, g incursion.Game[S, A, E, P], variant string, seed uint64, policy func(P) incursion.Policy[S, A], limit int) incursion.Record {
	t.Helper()
	rec, last, err := incursion.RecordPlayout(g, variant, seed, policy, dice.New(seed+100), limit)
	if err != nil {
		t.Fatalf("%s: %v", g.Name(), err)
	}
	if want := g.Result(last).String(); rec.Result != want {
		t.Errorf("%s: result %q, want %q", g.Name(), rec.Result, want)
	}
	text, err := rec.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	back, err := incursion.ParseRecord(text)
	if err != nil {
		t.Fatal(err)
	}
	states, err := incursion.Replay(g, back)
	if err != nil {
		t.Fatalf("%s: %v", g.Name(), err)
	}
	if !playtest.Equal(last, states[len(states)-1]) {
		t.Errorf("%s: the replay ends elsewhere", g.Name())
	}
	return rec
}

// TestRecordPlayout: the records of RecordPlayout replay, for every game;
// a policy is asked for each seat and handed its view; the limit leaves a
// game "not over".
func TestRecordPlayout(t *testing.T) {
	for _, rec := range []incursion.Record{
		recordPlayout(t, spyordie.Game, "", 4, nil, 100000),
		recordPlayout(t, hive.Game, "", 4, nil, 100000),
		recordPlayout(t, sabotage.Game, "intro", 4, nil, 100000),
		recordPlayout(t, nemesis.Game, "", 4, nil, 100000),
		recordPlayout(t, fireteam.Game, "", 4, nil, 100000),
	} {
		if rec.Result == "not over" {
			t.Errorf("%s: not over", rec.Game)
		}
	}
	var seen []sabotage.Seat
	policy := func(p sabotage.Seat) incursion.Policy[sabotage.State, sabotage.Action] {
		return func(v sabotage.State, legal []sabotage.Action, r dice.Roller) sabotage.Action {
			if !playtest.Equal(v, sabotage.Game.View(v, p)) {
				t.Errorf("%s was not handed its view", p)
			}
			seen = append(seen, p)
			return legal[len(legal)-1]
		}
	}
	rec := recordPlayout(t, sabotage.Game, "", 5, policy, 7)
	if rec.Result != "not over" || len(rec.Actions) != 7 || len(seen) != 7 {
		t.Errorf("limit 7: %d actions, %d choices, result %q", len(rec.Actions), len(seen), rec.Result)
	}
	if _, _, err := incursion.RecordPlayout(sabotage.Game, "huge", 5, nil, dice.New(1), 7); err == nil {
		t.Error("an unknown variant was played")
	}
}
