package main

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/examples/bots"
)

// The toy "nim": a pile of 7; A and B take 1 or 2 in turn; whoever takes
// the last counter wins. The taker alone learns what is left. B's bot
// always takes as many as it may.

type nim struct{ Pile, Turn, Last int }

type take int

func (t take) String() string { return fmt.Sprintf("take %d", int(t)) }

type nimEvent struct{ Text, To string }

func (e nimEvent) String() string { return e.Text }

var seats = []string{"A", "B"}

type nimRules struct{}

func (nimRules) Over(s nim) bool { return s.Pile == 0 }

func (nimRules) Actions(s nim) []take {
	var out []take
	for n := 1; n <= min(2, s.Pile); n++ {
		out = append(out, take(n))
	}
	return out
}

func (nimRules) Legal(s nim, a take) error {
	if a < 1 || a > 2 || int(a) > s.Pile {
		return fmt.Errorf("%w: cannot take %d from %d", incursion.ErrIllegal, a, s.Pile)
	}
	return nil
}

func (g nimRules) Apply(s nim, a take, r dice.Roller) (nim, []nimEvent, error) {
	if err := g.Legal(s, a); err != nil {
		return s, nil, err
	}
	s.Pile -= int(a)
	s.Last, s.Turn = s.Turn, 1-s.Turn
	return s, []nimEvent{
		{Text: fmt.Sprintf("%s took %d", seats[s.Last], a)},
		{Text: fmt.Sprintf("%d left", s.Pile), To: seats[s.Last]},
	}, nil
}

func init() {
	bots.Register(bots.Spec[nim, take, nimEvent]{
		Name:   "toynim",
		Title:  "Toy Nim",
		Rules:  nimRules{},
		New:    func(seed uint64) (nim, error) { return nim{Pile: 7, Last: -1}, nil },
		ToMove: func(s nim) []string { return []string{seats[s.Turn]} },
		Bot: func(seat string) incursion.Policy[nim, take] {
			return func(s nim, legal []take, r dice.Roller) take { return legal[len(legal)-1] }
		},
		Parse: func(text string) (take, error) {
			var n int
			if _, err := fmt.Sscanf(text, "take %d", &n); err != nil {
				return 0, errors.New("nim: write take 1 or take 2")
			}
			return take(n), nil
		},
		Result: func(s nim) (string, string) { return seats[s.Last], "took the last counter" },
		Visible: func(e nimEvent) []string {
			if e.To == "" {
				return nil
			}
			return []string{e.To}
		},
		Draw: func(s nim, seat string) string { return fmt.Sprintf("Pile: %s\n", strings.Repeat("|", s.Pile)) },
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
// illegal action and text that does not parse.
func TestPlayAgainstBot(t *testing.T) {
	input := "1\n?\n9\ntake 1\n\ntake 5\ngrab\n1\n"
	out, errs, code := play(t, input, "-game", "toynim", "-seat", "A")
	if code != 0 || errs != "" {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
	want := `Toy Nim, seed 1; you play A.

== A to move ==
Pile: |||||||
  1. take 1
  2. take 2
A> A: take 1
  - A took 1
  - 6 left (seen by A)
B: take 2
  - B took 2

== A to move ==
Pile: ||||
  1. take 1
  2. take 2
A>   1. take 1
  2. take 2
A> No action 9: choose 1 to 2.
A> A: take 1
  - A took 1
  - 3 left (seen by A)
B: take 2
  - B took 2

== A to move ==
Pile: |
  1. take 1
A> A> illegal action: cannot take 5 from 1
A> nim: write take 1 or take 2
A> A: take 1
  - A took 1
  - 0 left (seen by A)
Game over after 5 actions: A won (took the last counter).
`
	if diff := cmp.Diff(want, out); diff != "" {
		t.Errorf("output (-want +got):\n%s", diff)
	}
}

// TestHotSeat: the person plays both seats; every event is shown.
func TestHotSeat(t *testing.T) {
	out, _, code := play(t, "2\n2\n2\n1\n", "-game", "toynim", "-seat", "A,B", "-seed", "3")
	if code != 0 {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	for _, want := range []string{"Toy Nim, seed 3; you play A, B.", "== B to move ==", "  - 5 left (seen by A)", "  - 3 left (seen by B)", "Game over after 4 actions: B won (took the last counter).\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// TestHide: with -hide the bots' actions are not printed, and B's private
// event is not shown to A.
func TestHide(t *testing.T) {
	out, _, _ := play(t, "1\n1\n1\n", "-game", "toynim", "-seat", "A", "-hide")
	if strings.Contains(out, "B: take") || !strings.Contains(out, "B acted.\n  - B took 2\n") {
		t.Errorf("output:\n%s", out)
	}
	if strings.Contains(out, "(seen by B)") {
		t.Errorf("an event seen by B only was shown to A:\n%s", out)
	}
}

func TestQuitAndEOF(t *testing.T) {
	out, _, code := play(t, "q\n", "-game", "toynim")
	if code != 0 || !strings.HasSuffix(out, "A> ") {
		t.Errorf("q: exit %d, output:\n%s", code, out)
	}
	out, _, code = play(t, "1\n", "-game", "toynim")
	if code != 1 || !strings.HasSuffix(out, "A> \nthe input ended before the game\n") {
		t.Errorf("EOF: exit %d, output:\n%s", code, out)
	}
}

func TestDefaultSeat(t *testing.T) {
	out, _, _ := play(t, "", "-game", "toynim")
	if !strings.HasPrefix(out, "Toy Nim, seed 1; you play A.\n") {
		t.Errorf("output:\n%s", out)
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

// TestBotsOnly: -seat naming no seat of the game lets the bots play it all.
func TestBotsOnly(t *testing.T) {
	out, _, code := play(t, "", "-game", "toynim", "-seat", "nobody")
	if code != 0 || !strings.HasSuffix(out, "Game over after 4 actions: B won (took the last counter).\n") {
		t.Errorf("exit %d, output:\n%s", code, out)
	}
}
