package picture

import (
	"flag"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/fireteam"
	"github.com/incursion/incursion/internal/svg/svgtest"
)

var update = flag.Bool("update", false, "rewrite testdata/*.svg and doc/fireteam.svg")

// playout plays n random legal actions from a new game of the variant.
func playout(t testing.TB, variant string, seed uint64, n int) fireteam.State {
	t.Helper()
	r := dice.New(seed)
	s, err := fireteam.Game.New(variant, r)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n && !s.Over(); i++ {
		as := s.Actions()
		if s, _, err = fireteam.Apply(s, as[r.IntN(len(as))], r); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// botPlayout plays n actions of fireteam.Bot (a game that goes somewhere).
func botPlayout(t testing.TB, variant string, seed uint64, n int) fireteam.State {
	t.Helper()
	r := dice.New(seed)
	s, err := fireteam.Game.New(variant, r)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n && !s.Over(); i++ {
		p := s.ToMove()[0]
		a := fireteam.Bot(s.View(p), s.View(p).Actions(), r)
		if s, _, err = fireteam.Apply(s, a, r); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// TestGolden draws the start of a mission, a mission in progress from
// every seat and the Observer, and a solitaire game, against testdata.
func TestGolden(t *testing.T) {
	start := playout(t, "", 1, 0)
	mid := botPlayout(t, "3p", 7, 60)
	solo := botPlayout(t, "T3/solo", 3, 80)
	cases := []struct {
		name string
		s    fireteam.State
		seat fireteam.Seat
	}{
		{"start-Player1", start, fireteam.Player1},
		{"start-observer", start, fireteam.Observer},
		{"pick-Player2", playout(t, "", 1, 2), fireteam.Player2},
		{"mid-Player1", mid, fireteam.Player1},
		{"mid-Player2", mid, fireteam.Player2},
		{"mid-Player3", mid, fireteam.Player3},
		{"mid-observer", mid, fireteam.Observer},
		{"solo-Player1", solo, fireteam.Player1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := SVG(c.s.View(c.seat), c.seat)
			svgtest.WellFormed(t, got)
			golden(t, filepath.Join("testdata", c.name+".svg"), got)
		})
	}
}

// TestHiddenChangeInvariance: a state drawn by the game's determinizer,
// which a seat cannot tell from the true one, gives the same picture;
// and the sample does differ from the true state most of the time.
func TestHiddenChangeInvariance(t *testing.T) {
	r := dice.New(99)
	differ, compared := 0, 0
	variants := []string{"", "3p", "solo", "F2/4p", "T3"}
	for seed := uint64(1); seed <= 15; seed++ {
		s := botPlayout(t, variants[seed%uint64(len(variants))], seed, int(seed*13%90)+5)
		for _, p := range append(s.Seats(), fireteam.Observer) {
			want := SVG(s.View(p), p)
			for range 3 {
				other, err := fireteam.Game.Determinize(s, p, r)
				if err != nil {
					t.Fatal(err)
				}
				compared++
				if fireteam.Game.InfoKey(other, fireteam.Observer) != fireteam.Game.InfoKey(s, fireteam.Observer) || !sameFull(t, s, other) {
					differ++
				}
				if got := SVG(other.View(p), p); got != want {
					t.Fatalf("seed %d, %v: the picture changed with hidden information only:\n%s", seed, p, cmp.Diff(want, got))
				}
			}
		}
	}
	if differ < compared/3 {
		t.Errorf("only %d of %d samples differed from the true state", differ, compared)
	}
}

func sameFull(t *testing.T, a, b fireteam.State) bool {
	ja, err := a.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	jb, err := b.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	return string(ja) == string(jb)
}

// TestPublicChange: a hero's move is seen by every seat.
func TestPublicChange(t *testing.T) {
	s := botPlayout(t, "3p", 7, 60)
	for tries := 0; tries < 200 && !s.Over(); tries++ {
		for _, a := range s.Actions() {
			if _, ok := a.(fireteam.Move); !ok {
				continue
			}
			next, _, err := fireteam.Apply(s, a, dice.New(1))
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range append(s.Seats(), fireteam.Observer) {
				if SVG(next.View(p), p) == SVG(s.View(p), p) {
					t.Errorf("%v: %v's picture did not change", a, p)
				}
			}
			return
		}
		r := dice.New(uint64(tries))
		p := s.ToMove()[0]
		var err error
		if s, _, err = fireteam.Apply(s, fireteam.Bot(s.View(p), s.View(p).Actions(), r), r); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no Move found")
}

// TestEveryMission: every mission's battlefield draws as XML, its names
// (with their colons) escaped where needed, with a data-token for each
// location.
func TestEveryMission(t *testing.T) {
	for _, v := range []string{"", "I2", "I3", "F1", "F2", "F3", "T1", "T2", "T3"} {
		s := playout(t, v, 1, 40)
		doc := SVG(s.View(fireteam.Observer), fireteam.Observer)
		svgtest.WellFormed(t, doc)
		bf := s.Geometry()
		if !strings.Contains(doc, bf.Name) {
			t.Errorf("%s: no mission name", v)
		}
		for _, l := range bf.Locations {
			if !strings.Contains(doc, `data-token="`+l.Name+`"`) {
				t.Errorf("%s: no data-token for %s", v, l.Name)
			}
		}
	}
}

// TestTokens: the words of the seat's actions appear as data-tokens.
func TestTokens(t *testing.T) {
	s := botPlayout(t, "3p", 7, 60)
	p := s.ToMove()[0]
	doc := SVG(s.View(p), p)
	for _, a := range s.View(p).Actions() {
		if m, ok := a.(fireteam.Move); ok {
			for _, w := range strings.Fields(m.String())[1:3] {
				if !strings.Contains(doc, `data-token="`+w+`"`) {
					t.Errorf("no data-token %q for %v", w, m)
				}
			}
		}
	}
}

// TestDocPicture keeps doc/fireteam.svg, the README's picture: the first
// round of mission I1 for two players, as Player1 sees it.
func TestDocPicture(t *testing.T) {
	s := botPlayout(t, "", 5, 22)
	got := SVG(s.View(fireteam.Player1), fireteam.Player1)
	svgtest.WellFormed(t, got)
	golden(t, filepath.Join("..", "..", "doc", "fireteam.svg"), got)
}

// golden compares got with its golden file, or rewrites it with -update.
func golden(t *testing.T, path, got string) {
	t.Helper()
	svgtest.Golden(t, path, got, *update)
}
