package picture

import (
	"flag"
	"path/filepath"
	"strings"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/svg/svgtest"
	"github.com/incursion/incursion/sabotage"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// playout plays n random legal actions (fewer if the game ends) from a new
// game of the variant, seeded.
func playout(t *testing.T, variant string, seed uint64, n int) sabotage.State {
	t.Helper()
	r := dice.New(seed)
	s, err := sabotage.Game.New(variant, r)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n && !s.Over(); i++ {
		a := incursion.Random(s, s.Actions(), r)
		if s, _, err = sabotage.Apply(s, a, r); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// opening plays the Set-Up at random, to the first round.
func opening(t *testing.T, seed uint64) sabotage.State {
	t.Helper()
	r := dice.New(seed)
	s, _ := sabotage.Game.New("", r)
	for s.Phase() != sabotage.PhasePlan {
		a := incursion.Random(s, s.Actions(), r)
		var err error
		if s, _, err = sabotage.Apply(s, a, r); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

var seats = []sabotage.Seat{sabotage.Spy1, sabotage.Spy2, sabotage.Villain1, sabotage.Villain2, sabotage.Observer}

// TestGolden: the opening (after a random Set-Up) and a game in progress,
// as each seat and a spectator see them.
func TestGolden(t *testing.T) {
	positions := []struct {
		name string
		s    sabotage.State
	}{
		{"opening", opening(t, 1)},
		{"midgame", playout(t, "", 7, 90)},
	}
	for _, pos := range positions {
		for _, p := range seats {
			doc := SVG(pos.s.View(p), p)
			svgtest.WellFormed(t, doc)
			golden(t, pos.name+"-"+strings.ToLower(p.String())+".svg", doc)
		}
	}
	svgtest.WellFormed(t, SVG(sabotage.State{}, sabotage.Observer))
}

// TestOnlyTheView: a seat's picture is the same whether it is handed the
// full state or the seat's view, and it does not change when only what
// the seat cannot see changes: a determinization (the face-down
// Intelligence dealt again, the Doomsday pile reshuffled, a disguised
// Imposter's decision drawn again) draws the same picture. A public change
// (an action whose effect the seat sees in the text picture) changes it.
func TestOnlyTheView(t *testing.T) {
	svgtest.OnlyTheView(t, sabotage.Game, SVG, []string{"", "intro", "variable-map"})
}

// TestTokens: rooms, areas and miniatures carry the words of the action
// notation that name them.
func TestTokens(t *testing.T) {
	s := opening(t, 3)
	doc := SVG(s, sabotage.Villain1)
	for _, want := range []string{`data-token="A1"`, `data-token="D4"`, `data-token="colC"`, `data-token="row2"`, `data-token="Villain1"`, `data-token="Spy2"`} {
		if !strings.Contains(doc, want) {
			t.Errorf("no %s", want)
		}
	}
}

// TestOddText: text from the game (declarations in the log) is escaped,
// and the picture of a finished game parses.
func TestOddText(t *testing.T) {
	s := playout(t, "intro", 11, 5000)
	if !s.Over() {
		t.Fatal("the game did not end")
	}
	for _, p := range seats {
		doc := SVG(s, p)
		svgtest.WellFormed(t, doc)
		if !strings.Contains(doc, "&#34;") {
			t.Errorf("%v: no escaped quote (declarations are quoted)", p)
		}
	}
}

// golden compares got with its golden file, or rewrites it with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	svgtest.Golden(t, filepath.Join("testdata", name), got, *update)
}
