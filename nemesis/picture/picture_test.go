package picture

import (
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/svg/svgtest"
	"github.com/incursion/incursion/nemesis"
)

var update = flag.Bool("update", false, "rewrite testdata/*.svg")

// playout plays n random legal actions from a new game of the variant.
func playout(t testing.TB, variant string, seed uint64, n int) nemesis.State {
	t.Helper()
	r := dice.New(seed)
	s, err := nemesis.Game.New(variant, r)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n && !s.Over(); i++ {
		as := s.Actions()
		if s, _, err = nemesis.Apply(s, as[r.IntN(len(as))], r); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// TestGolden draws the start of a game, a game in progress from every
// seat and the Observer, and a cooperative game, against testdata.
func TestGolden(t *testing.T) {
	start := playout(t, "3p", 1, 0)
	mid := playout(t, "3p", 7, 90)
	coop := playout(t, "coop", 3, 150)
	cases := []struct {
		name string
		s    nemesis.State
		seat nemesis.Seat
	}{
		{"start-P1", start, 0},
		{"start-observer", start, nemesis.ObserverSeat},
		{"mid-P1", mid, 0},
		{"mid-P2", mid, 1},
		{"mid-P3", mid, 2},
		{"mid-observer", mid, nemesis.ObserverSeat},
		{"coop-P2", coop, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := SVG(c.s.View(c.seat), c.seat)
			svgtest.WellFormed(t, got)
			golden(t, c.name, got)
		})
	}
}

// scramble changes only what seat p may not see, through the position
// format: the order of every deck, p's own Action deck, the cards of the
// other Characters' hands exchanged with their decks, and two other
// Characters' Objectives and draft cards exchanged. ok is false when
// the result is not a valid position (a pending reaction may depend on a
// hand).
func scramble(t *testing.T, s nemesis.State, p nemesis.Seat, r dice.Roller) (nemesis.State, bool) {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	shuffle := func(l []any) {
		for i := len(l) - 1; i > 0; i-- {
			j := r.IntN(i + 1)
			l[i], l[j] = l[j], l[i]
		}
	}
	for _, v := range m["decks"].(map[string]any) {
		l, _ := v.([]any)
		for _, e := range l {
			if inner, ok := e.([]any); ok {
				shuffle(inner)
			}
		}
		if len(l) > 0 {
			if _, nested := l[0].([]any); !nested {
				shuffle(l)
			}
		}
	}
	for i, c := range m["characters"].([]any) {
		ch := c.(map[string]any)
		deck, _ := ch["action_deck"].([]any)
		shuffle(deck)
		if nemesis.Seat(i) == p || len(deck) == 0 {
			continue
		}
		hand, _ := ch["hand"].([]any)
		for k := range hand {
			j := r.IntN(len(deck))
			hand[k], deck[j] = deck[j], hand[k]
		}
	}
	// Two other seats' Objectives and draft cards exchanged.
	var others []map[string]any
	for i, c := range m["characters"].([]any) {
		if nemesis.Seat(i) != p && m["phase"] != "over" {
			others = append(others, c.(map[string]any))
		}
	}
	if len(others) >= 2 {
		a, b := others[0], others[len(others)-1]
		// Only cards both hold: which of them is left is public.
		for _, k := range []string{"objectives", "draft"} {
			x, _ := a[k].([]any)
			y, _ := b[k].([]any)
			for i := range min(len(x), len(y)) {
				if x[i] != "none" && y[i] != "none" {
					x[i], y[i] = y[i], x[i]
				}
			}
		}
	}
	if b, err = json.Marshal(m); err != nil {
		t.Fatal(err)
	}
	var out nemesis.State
	if err := json.Unmarshal(b, &out); err != nil {
		t.Log(err)
		return s, false
	}
	return out, true
}

// TestHiddenChangeInvariance: what a seat may not see changes nothing in
// its picture, while a public action does change it.
func TestHiddenChangeInvariance(t *testing.T) {
	r := dice.New(99)
	changed, compared := 0, 0
	for seed := uint64(1); seed <= 12; seed++ {
		s := playout(t, []string{"3p", "", "coop", "5p"}[seed%4], seed, int(seed*37%130)+10)
		for _, p := range append(s.Seats(), nemesis.ObserverSeat) {
			want := SVG(s.View(p), p)
			other, err := nemesis.Game.Determinize(s, p, r)
			if errors.Is(err, errors.ErrUnsupported) {
				var ok bool
				if other, ok = scramble(t, s, p, r); !ok {
					continue
				}
			} else if err != nil {
				t.Fatal(err)
			}
			compared++
			if b1, b2 := mustJSON(t, s), mustJSON(t, other); b1 != b2 {
				changed++
			}
			if got := SVG(other.View(p), p); got != want {
				t.Errorf("seed %d, %v: the picture changed with hidden information only:\n%s", seed, p, cmp.Diff(want, got))
			}
		}
		// A public change: the next action changes the picture of every
		// seat (the log of play always shows on the board or the header).
		if !s.Over() {
			as := s.Actions()
			next, _, err := nemesis.Apply(s, as[0], r)
			if err != nil {
				t.Fatal(err)
			}
			if SVG(next.View(nemesis.ObserverSeat), nemesis.ObserverSeat) == SVG(s.View(nemesis.ObserverSeat), nemesis.ObserverSeat) &&
				SVG(next.View(s.ToMove()[0]), s.ToMove()[0]) == SVG(s.View(s.ToMove()[0]), s.ToMove()[0]) {
				t.Errorf("seed %d: %v changed neither the Observer's nor the mover's picture", seed, as[0])
			}
		}
	}
	if compared < 20 || changed < compared/2 {
		t.Errorf("only %d of %d comparisons changed hidden information", changed, compared)
	}
}

// TestPublicChange: moving a Character is seen by everyone.
func TestPublicChange(t *testing.T) {
	s := playout(t, "3p", 7, 90)
	for _, a := range s.Actions() {
		if _, ok := a.(nemesis.Move); !ok {
			continue
		}
		next, _, err := nemesis.Apply(s, a, dice.New(1))
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range []nemesis.Seat{0, 1, 2, nemesis.ObserverSeat} {
			if SVG(next.View(p), p) == SVG(s.View(p), p) {
				t.Errorf("%v: %v's picture did not change", a, p)
			}
		}
		return
	}
	t.Skip("no Move in this position")
}

func mustJSON(t *testing.T, s nemesis.State) string {
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestEscaping: text from a position (the reason a game ended) is escaped.
func TestEscaping(t *testing.T) {
	s := playout(t, "1p", 5, 5000)
	if !s.Over() {
		t.Fatal("the game did not end")
	}
	odd := `<b>"Tom & Jerry's"</b> ]]>`
	if err := json.Unmarshal([]byte(`{"reason":`+strings.ReplaceAll(strings.ReplaceAll(`"`+strings.ReplaceAll(odd, `"`, `\"`)+`"`, "<", `\u003c`), ">", `\u003e`)+`}`), &s); err != nil {
		t.Fatal(err)
	}
	if s.Outcome().Reason != odd {
		t.Fatalf("reason %q", s.Outcome().Reason)
	}
	got := SVG(s.View(0), 0)
	svgtest.WellFormed(t, got)
	if strings.Contains(got, "<b>") || !strings.Contains(got, "&lt;b&gt;&#34;Tom &amp; Jerry&#39;s&#34;&lt;/b&gt; ]]&gt;") {
		t.Errorf("the reason is not escaped: %s", got[:min(len(got), 2000)])
	}
	golden(t, "escaped-P1", got)
}

func TestNoGame(t *testing.T) {
	svgtest.WellFormed(t, SVG(nemesis.State{}, 0))
}

// TestTokens: the clickable words are words of actions.
func TestTokens(t *testing.T) {
	s := playout(t, "3p", 7, 90)
	doc := SVG(s.View(s.ToMove()[0]), s.ToMove()[0])
	for _, a := range s.Actions() {
		if m, ok := a.(nemesis.Move); ok {
			name := strings.Fields(m.String())[2]
			if !strings.Contains(doc, `data-token="`+name+`"`) {
				t.Errorf("no data-token for the Corridor of %v", m)
			}
		}
	}
	for _, w := range []string{`data-token="P1"`, `data-token="a2"`, `data-token="f4"`} {
		if !strings.Contains(doc, w) {
			t.Errorf("no %s", w)
		}
	}
}

// TestDocPicture keeps doc/nemesis.svg, the README's picture: the first
// Round of a 4-player game after the drafts, as P1 sees it.
func TestDocPicture(t *testing.T) {
	r := dice.New(11)
	s, err := nemesis.Game.New("", r)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; s.Phase() != nemesis.PhasePlayer || i < 40; i++ {
		p := s.ToMove()[0]
		as := s.Actions()
		a := as[r.IntN(len(as))]
		if s.Phase() == nemesis.PhasePlayer {
			// Explore a little: Moves first.
			for _, b := range as {
				if m, ok := b.(nemesis.Move); ok && m.Seat == p {
					a = b
					break
				}
			}
		}
		if s, _, err = nemesis.Apply(s, a, r); err != nil {
			t.Fatal(err)
		}
	}
	got := SVG(s.View(0), 0)
	svgtest.WellFormed(t, got)
	path := filepath.Join("..", "..", "doc", "nemesis.svg")
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	if string(want) != got {
		t.Errorf("%s is out of date (run go test -update)", path)
	}
}

// TestScrambleKeepsMostPositions: the hidden changes make valid positions
// (else the invariance test would compare little).
func TestScrambleKeepsMostPositions(t *testing.T) {
	r := dice.New(5)
	ok := 0
	for seed := uint64(1); seed <= 10; seed++ {
		s := playout(t, "", seed, int(seed*29%120))
		if _, valid := scramble(t, s, 0, r); valid {
			ok++
		}
	}
	if ok < 8 {
		t.Errorf("only %d of 10 scrambled positions are valid", ok)
	}
}

// golden compares got with its golden file, or rewrites it with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	svgtest.Golden(t, filepath.Join("testdata", name+".svg"), got, *update)
}
