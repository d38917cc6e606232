package picture

import (
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/hive"
	"github.com/incursion/incursion/internal/svg/svgtest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// playout plays n random legal actions (fewer if the game ends) from a new
// game of the variant, seeded.
func playout(t *testing.T, variant string, seed uint64, n int) hive.State {
	t.Helper()
	r := dice.New(seed)
	s, err := hive.Game.New(variant, r)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n && !s.Over(); i++ {
		a := incursion.Random(s, s.Actions(), r)
		if s, _, err = hive.Apply(s, a, r); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// opening plays the Set-Up at random, to the first round.
func opening(t *testing.T, seed uint64) hive.State {
	t.Helper()
	r := dice.New(seed)
	s, _ := hive.Game.New("", r)
	for s.Step() < hive.StepMindControl {
		a := incursion.Random(s, s.Actions(), r)
		var err error
		if s, _, err = hive.Apply(s, a, r); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

var seats = []hive.Seat{hive.Terran, hive.Znon, hive.Observer}

// TestGolden: the opening (after a random Set-Up) and a game in progress,
// as each seat and a spectator see them.
func TestGolden(t *testing.T) {
	positions := []struct {
		name string
		s    hive.State
	}{
		{"opening", opening(t, 1)},
		{"midgame", playout(t, "", 7, 180)},
	}
	for _, pos := range positions {
		for _, p := range seats {
			doc := SVG(pos.s.View(p), p)
			svgtest.WellFormed(t, doc)
			golden(t, pos.name+"-"+strings.ToLower(p.String())+".svg", doc)
		}
	}
	svgtest.WellFormed(t, SVG(hive.State{}, hive.Observer))
}

// TestOnlyTheView: a seat's picture is the same whether it is handed the
// full state or the seat's view, and it does not change when only what
// the seat cannot see changes: a determinization (the face-down
// Intelligence dealt again, the Doomsday pile reshuffled, a disguised
// Imposter's decision drawn again) draws the same picture. A public change
// (an action whose effect the seat sees in the text picture) changes it.
func TestOnlyTheView(t *testing.T) {
	svgtest.OnlyTheView(t, hive.Game, SVG, []string{"", "", ""})
}

// TestTokens: boxes, units and Darters carry the words of the action
// notation that name them.
func TestTokens(t *testing.T) {
	s := opening(t, 3)
	doc := SVG(s, hive.Terran)
	for _, want := range []string{`data-token="A4"`, `data-token="L7"`, `data-token="48"`, `data-token="Vega"`} {
		if !strings.Contains(doc, want) {
			t.Errorf("no %s", want)
		}
	}
	for _, u := range s.Units() {
		if u.Box != "-" && !strings.Contains(doc, `data-token="`+strconv.Itoa(u.ID)+`"`) {
			t.Errorf("unit %d in %s has no token", u.ID, u.Box)
		}
	}
}

// TestFinished: the picture of a finished game parses and names the result.
func TestFinished(t *testing.T) {
	s := playout(t, "", 11, 20000)
	if !s.Over() {
		t.Fatal("the game did not end")
	}
	for _, p := range seats {
		doc := SVG(s, p)
		svgtest.WellFormed(t, doc)
		if !strings.Contains(doc, s.Outcome().Result.String()) {
			t.Errorf("%v: no result", p)
		}
	}
}

// TestOddNames: box and Darter names come from the map's text, which a
// user may replace: they are escaped wherever the picture writes them.
func TestOddNames(t *testing.T) {
	std, err := os.ReadFile(filepath.Join("..", "hive.map"))
	if err != nil {
		t.Fatal(err)
	}
	odd := strings.ReplaceAll(string(std), "Sirius", `Si<r&"us'`)
	odd = strings.ReplaceAll(odd, "A13", `A<13>`)
	b, err := hive.ParseMap(odd)
	if err != nil {
		t.Fatal(err)
	}
	r := dice.New(5)
	s, err := hive.New(hive.Config{Map: b}, r)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 60 && !s.Over(); i++ {
		if s, _, err = hive.Apply(s, incursion.Random(s, s.Actions(), r), r); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range seats {
		doc := SVG(s, p)
		svgtest.WellFormed(t, doc)
		for _, want := range []string{`Si&lt;r&amp;&#34;us&#39;`, `A&lt;13&gt;`} {
			if !strings.Contains(doc, want) {
				t.Errorf("%v: no %s", p, want)
			}
		}
	}
}

// golden compares got with its golden file, or rewrites it with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	svgtest.Golden(t, filepath.Join("testdata", name), got, *update)
}
