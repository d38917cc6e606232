package main

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/examples/bots"
)

// The toy "nim", on the incursion.Game contract: a pile of 7; A and B take
// 1 or 2 in turn; whoever takes the last counter wins. How many a seat
// takes is secret: the other seat sees "take ?" and "A took some", and
// only then "N left". B's bot always takes as many as it may. A view
// remembers its viewer and cannot be played.

type nim struct {
	Pile   int
	Turn   seat
	Last   seat
	Viewer seat
}

type seat int8

const (
	seatA     seat = 0
	seatB     seat = 1
	nobody    seat = -1
	spectator seat = -2
)

func (p seat) String() string {
	switch p {
	case seatA:
		return "A"
	case seatB:
		return "B"
	}
	return "spectator"
}

type take int // 0: the public form

func (t take) String() string {
	if t == 0 {
		return "take ?"
	}
	return "take " + strconv.Itoa(int(t))
}

type nimEvent struct {
	Seat seat
	N    int  // 0: the public form of took
	Left bool // "N left" (public) rather than "SEAT took N" (secret)
}

func (e nimEvent) String() string {
	switch {
	case e.Left:
		return fmt.Sprintf("%d left", e.N)
	case e.N == 0:
		return fmt.Sprintf("%s took some", e.Seat)
	}
	return fmt.Sprintf("%s took %d", e.Seat, e.N)
}

func nimActions(s nim) []take {
	if s.Pile == 0 || s.Viewer != nobody && s.Viewer != s.Turn {
		return nil
	}
	if s.Pile == 1 {
		return []take{1}
	}
	return []take{1, 2}
}

func nimLegal(s nim, a take) error {
	if s.Viewer != nobody {
		return incursion.Illegal("a view is for reading")
	}
	if a < 1 || a > 2 || int(a) > s.Pile {
		return incursion.Illegal("cannot take %d from %d", a, s.Pile)
	}
	return nil
}

var nimGame = incursion.Define(incursion.Def[nim, take, nimEvent, seat]{
	Name: "toynim", Title: "Toy Nim",
	New:     func(string, dice.Roller) (nim, error) { return nim{Pile: 7, Last: nobody, Viewer: nobody}, nil },
	Actions: nimActions,
	Legal:   nimLegal,
	Apply: func(s nim, a take, _ dice.Roller) (nim, []nimEvent, error) {
		if err := nimLegal(s, a); err != nil {
			return s, nil, err
		}
		s.Pile -= int(a)
		s.Last, s.Turn = s.Turn, 1-s.Turn
		return s, []nimEvent{{Seat: s.Last, N: int(a)}, {N: s.Pile, Left: true}}, nil
	},
	Over:   func(s nim) bool { return s.Pile == 0 },
	Seats:  func(nim) []seat { return []seat{seatA, seatB} },
	ToMove: func(s nim) []seat { return []seat{s.Turn}[:min(1, s.Pile)] },
	Result: func(s nim) incursion.Result[seat] {
		if s.Pile > 0 {
			return incursion.Result[seat]{}
		}
		return incursion.Result[seat]{Over: true, Winners: []seat{s.Last}, Reason: "took the last counter"}
	},
	View: func(s nim, p seat) nim {
		if p != seatA && p != seatB {
			p = spectator
		}
		s.Viewer = p
		return s
	},
	Observer:        spectator,
	VisibleTo:       func(e nimEvent, p seat) bool { return e.Left || e.Seat == p },
	PublicEvent:     func(e nimEvent) nimEvent { e.N *= btoi(e.Left); return e },
	ActionVisibleTo: func(s nim, _ take, p seat) bool { return p == s.Turn },
	PublicAction:    func(nim, take) take { return 0 },
	Draw:            func(s nim) string { return fmt.Sprintf("Pile: %s\n", strings.Repeat("|", s.Pile)) },
	ParseSeat: func(text string) (seat, error) {
		switch strings.ToUpper(text) {
		case "A":
			return seatA, nil
		case "B":
			return seatB, nil
		}
		return 0, &incursion.ParseError{Game: "toynim", Text: text, Got: text, Want: "a seat (A, B)"}
	},
	ParseAction: func(text string) (take, error) {
		var n int
		if _, err := fmt.Sscanf(text, "take %d", &n); err != nil {
			return 0, &incursion.ParseError{Game: "toynim", Text: text, Got: text, Want: "take 1 or take 2"}
		}
		return take(n), nil
	},
})

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

func init() {
	bots.Add(nimGame, func(p seat) incursion.Policy[nim, take] {
		if p == seatB {
			return func(s nim, legal []take, r dice.Roller) take { return legal[len(legal)-1] }
		}
		return nil
	})
}

func play(t *testing.T, input string, args ...string) (string, string, int) {
	t.Helper()
	var out, errs bytes.Buffer
	code := run(args, strings.NewReader(input), &out, &errs)
	return out.String(), errs.String(), code
}

// TestPlayAgainstBot: A (the person) against B's bot. 7 -> A takes 1 -> 6
// -> B takes 2 -> 4 -> A takes 1 -> 3 -> B takes 2 -> 1 -> A takes the last.
// On the way the person asks for the list, types a number out of range, an
// illegal action (refused with Legal's reason) and text that does not
// parse. B's takes are secret: A sees their public forms.
func TestPlayAgainstBot(t *testing.T) {
	input := "1\n?\n9\ntake 1\n\ntake 5\ngrab\n1\n"
	out, errs, code := play(t, input, "-game", "toynim", "-seat", "a")
	if code != 0 || errs != "" {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
	want := `Toy Nim, seed 1; you play A.

== A to move ==
Pile: |||||||
  1. take 1
  2. take 2
A> A: take 1
  - A took 1 (seen by A)
  - 6 left
B: take ?
  - B took some
  - 4 left

== A to move ==
Pile: ||||
  1. take 1
  2. take 2
A>   1. take 1
  2. take 2
A> No action 9: choose 1 to 2.
A> A: take 1
  - A took 1 (seen by A)
  - 3 left
B: take ?
  - B took some
  - 1 left

== A to move ==
Pile: |
  1. take 1
A> A> Refused: "take 5" is not one of A's legal actions now; "?" lists the legal actions.
A> toynim: parse "grab": "grab" at 0: want take 1 or take 2
A> A: take 1
  - A took 1 (seen by A)
  - 0 left
Game over after 5 actions: A won (took the last counter).
`
	if diff := cmp.Diff(want, out); diff != "" {
		t.Errorf("output (-want +got):\n%s", diff)
	}
}

// TestHotSeat: the person plays both seats and sees what either sees.
func TestHotSeat(t *testing.T) {
	out, _, code := play(t, "2\n2\n2\n1\n", "-game", "toynim", "-seat", "A,b,a", "-seed", "3")
	if code != 0 {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	for _, want := range []string{"Toy Nim, seed 3; you play A, B.", "== B to move ==", "B: take 2\n  - B took 2 (seen by B)\n", "Game over after 4 actions: B won (took the last counter).\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "took some") {
		t.Errorf("a public form was shown to the seat that sees the secret:\n%s", out)
	}
}

// TestHide: with -hide the bots' actions are not printed; the events are
// shown as A sees them.
func TestHide(t *testing.T) {
	out, _, _ := play(t, "1\n1\n1\n", "-game", "toynim", "-seat", "A", "-hide")
	if strings.Contains(out, "B: take") || !strings.Contains(out, "B acted.\n  - B took some\n  - 4 left\n") {
		t.Errorf("output:\n%s", out)
	}
	if strings.Contains(out, "B took 2") {
		t.Errorf("an event seen by B only was shown to A:\n%s", out)
	}
}

func TestQuitAndEOF(t *testing.T) {
	out, _, code := play(t, "q\n", "-game", "toynim")
	if code != 0 || !strings.HasSuffix(out, "A> ") {
		t.Errorf("q: exit %d, output:\n%s", code, out)
	}
	out, _, code = play(t, "1\n", "-game", "toynim")
	if code != 1 || !strings.HasSuffix(out, "A> \nThe input ended before the game was over.\n") {
		t.Errorf("EOF: exit %d, output:\n%s", code, out)
	}
}

func TestDefaultSeat(t *testing.T) {
	out, _, _ := play(t, "", "-game", "toynim")
	if !strings.HasPrefix(out, "Toy Nim, seed 1; you play A.\n") {
		t.Errorf("output:\n%s", out)
	}
}

// TestBadSeat: a name that is no seat of the game is an error listing the
// seats, never a game the bots play alone.
func TestBadSeat(t *testing.T) {
	for _, name := range []string{"Bogus", "nobody", "A,C"} {
		out, errs, code := play(t, "", "-game", "toynim", "-seat", name)
		if code != 2 || out != "" || !strings.Contains(errs, "(seats: A, B)") {
			t.Errorf("-seat %s: exit %d, output %q, stderr %q", name, code, out, errs)
		}
	}
}

// TestUsage: -h is short and names the games; -list gives their seats and
// variants, -list -game one game's only (issue 23.3).
func TestUsage(t *testing.T) {
	_, errs, code := play(t, "", "-h")
	if code != 0 || !strings.Contains(errs, "Games: ") || !strings.Contains(errs, "toynim") || strings.Contains(errs, "Games and seats") {
		t.Errorf("-h: exit %d, stderr:\n%s", code, errs)
	}
	if n := strings.Count(errs, "\n"); n > 30 {
		t.Errorf("-h prints %d lines, want a short usage:\n%s", n, errs)
	}
	out, _, code := play(t, "", "-list")
	if code != 0 || !strings.Contains(out, "Games and seats:\n") || !strings.Contains(out, "  toynim     A, B\n") {
		t.Errorf("-list: exit %d, output:\n%s", code, out)
	}
	out, _, code = play(t, "", "-list", "-game", "toynim")
	if code != 0 || out != "Games and seats:\n  toynim     A, B\n" {
		t.Errorf("-list -game toynim: exit %d, output:\n%s", code, out)
	}
	if _, errs, code := play(t, "", "-list", "-game", "nosuch"); code != 2 || !strings.Contains(errs, `no game "nosuch"`) {
		t.Errorf("-list -game nosuch: exit %d, stderr %q", code, errs)
	}
}

// TestPrompt: help at the prompt, the board on request and redrawn only
// when it changed, an action read ignoring case (issue 23.3).
func TestPrompt(t *testing.T) {
	out, _, _ := play(t, "help\nb\nTAKE 1\nq\n", "-game", "toynim", "-seat", "A")
	for _, want := range []string{"Type the number of an action", "  b           draw the board", "A> Pile: |||||||\nA> A: take 1\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// TestPrefixOnce: a game's error that names its game is not prefixed
// with the name again.
func TestPrefixOnce(t *testing.T) {
	if got := prefixed("sabotage", errors.New("sabotage: no variant x")); got != "sabotage: no variant x" {
		t.Errorf("prefixed = %q", got)
	}
	if got := prefixed("hive", errors.New("no variant x")); got != "hive: no variant x" {
		t.Errorf("prefixed = %q", got)
	}
}

func TestBadFlags(t *testing.T) {
	for _, args := range [][]string{{"-game", "nosuch"}, {"-bogus"}, {"-game", "toynim", "extra"}} {
		if _, errs, code := play(t, "", args...); code != 2 || errs == "" {
			t.Errorf("%v: exit %d, stderr %q", args, code, errs)
		}
	}
	// The only registered game is chosen without -game.
	if len(bots.Games()) == 1 {
		if out, _, _ := play(t, "q\n"); !strings.HasPrefix(out, "Toy Nim") {
			t.Errorf("no -game: %q", out)
		}
	}
	for _, name := range bots.All {
		if _, ok := bots.Lookup(name); ok {
			continue
		}
		if _, errs, code := play(t, "", "-game", name); code != 2 || !strings.Contains(errs, name+": not yet available") {
			t.Errorf("-game %s: exit %d, stderr %q", name, code, errs)
		}
		break
	}
}
