package picture

import (
	"flag"
	"path/filepath"
	"strings"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/svg/svgtest"
	"github.com/incursion/incursion/spyordie"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// playout plays n random legal actions (fewer if the game ends) from a new
// game of the variant, seeded.
func playout(t *testing.T, variant string, seed uint64, n int) spyordie.State {
	t.Helper()
	r := dice.New(seed)
	s, err := spyordie.Game.New(variant, r)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n && !s.Over(); i++ {
		a := incursion.Random(s, s.Actions(), r)
		if s, _, err = spyordie.Apply(s, a, r); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// opening plays the Set-Up at random, to the first round.
func opening(t *testing.T, seed uint64) spyordie.State {
	t.Helper()
	r := dice.New(seed)
	s, _ := spyordie.Game.New("", r)
	for s.Phase() != "intruders" {
		a := incursion.Random(s, s.Actions(), r)
		var err error
		if s, _, err = spyordie.Apply(s, a, r); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

var seats = []spyordie.Seat{spyordie.Defender, spyordie.Intruder1, spyordie.Intruder2, spyordie.Observer}

// TestGolden: the opening (after a random Set-Up) and a game in progress,
// as each seat and a spectator see them.
func TestGolden(t *testing.T) {
	positions := []struct {
		name string
		s    spyordie.State
	}{
		{"opening", opening(t, 1)},
		{"midgame", playout(t, "", 7, 160)},
	}
	for _, pos := range positions {
		for _, p := range seats {
			doc := SVG(pos.s.View(p), p)
			svgtest.WellFormed(t, doc)
			golden(t, pos.name+"-"+strings.ToLower(p.String())+".svg", doc)
		}
	}
	svgtest.WellFormed(t, SVG(spyordie.State{}, spyordie.Observer))
}

// TestOnlyTheView: a seat's picture is the same whether it is handed the
// full state or the seat's view, and it does not change when only what
// the seat cannot see changes: a determinization (the face-down
// Intelligence dealt again, the Doomsday pile reshuffled, a disguised
// Imposter's decision drawn again) draws the same picture. A public change
// (an action whose effect the seat sees in the text picture) changes it.
func TestOnlyTheView(t *testing.T) {
	svgtest.OnlyTheView(t, spyordie.Game, SVG, []string{"", "intruders=1", "intruders=3"})
}

// TestTokens: squares and figures carry the words of the action notation
// that name them.
func TestTokens(t *testing.T) {
	s := opening(t, 3)
	doc := SVG(s, spyordie.Defender)
	for _, want := range []string{`data-token="0,0"`, `data-token="25,22"`, `data-token="B"`, `data-token="G1"`, `data-token="I1"`} {
		if !strings.Contains(doc, want) {
			t.Errorf("no %s", want)
		}
	}
	for _, a := range s.Actions() {
		for _, w := range strings.Fields(a.String()) {
			if strings.Contains(w, ",") && !strings.Contains(doc, `data-token="`+w+`"`) {
				t.Errorf("action %v: square %s has no token", a, w)
			}
		}
	}
}

// TestFinished: the picture of a finished game parses and gives the
// verdict, escaped ("Intruders' victory" holds a quote).
func TestFinished(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		s := playout(t, "intruders=1", seed, 20000)
		if !s.Over() {
			t.Fatal("the game did not end")
		}
		for _, p := range []spyordie.Seat{spyordie.Defender, spyordie.Intruder1, spyordie.Observer} {
			doc := SVG(s, p)
			svgtest.WellFormed(t, doc)
			want := strings.ReplaceAll(s.Outcome().Reason, "'", "&#39;")
			if !strings.Contains(doc, want) {
				t.Errorf("seed %d %v: no %q", seed, p, want)
			}
		}
	}
}

// golden compares got with its golden file, or rewrites it with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	svgtest.Golden(t, filepath.Join("testdata", name), got, *update)
}
