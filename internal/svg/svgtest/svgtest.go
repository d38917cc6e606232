// Package svgtest holds the checks every game's picture tests share: an SVG
// document is well formed, and a picture equals its golden file.
package svgtest

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// WellFormed fails t unless doc parses as XML with exactly one root
// element, <svg>, closed at the end.
func WellFormed(t testing.TB, doc string) {
	t.Helper()
	if err := check(doc); err != nil {
		t.Fatal(err)
	}
}

func check(doc string) error {
	dec := xml.NewDecoder(strings.NewReader(doc))
	depth, roots := 0, 0
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return errors.New("not XML: " + err.Error())
		}
		switch e := tok.(type) {
		case xml.StartElement:
			if depth == 0 {
				roots++
				if e.Name.Local != "svg" {
					return errors.New("root element <" + e.Name.Local + ">, want <svg>")
				}
			}
			depth++
		case xml.EndElement:
			depth--
		}
	}
	if roots != 1 || depth != 0 {
		return errors.New("not one closed <svg> element")
	}
	return nil
}

// Golden compares got with the file at path, or, when update is true (a
// test's -update flag), writes got there, making its folder if needed.
func Golden(t testing.TB, path, got string, update bool) {
	t.Helper()
	if update {
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
		t.Fatalf("%v (run go test -update to write it)", err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("%s (-want +got):\n%s", path, diff)
	}
}

// OnlyTheView plays a random game of g from each seed 1..len(variants)
// (variant variants[seed%len(variants)], up to 120 actions) and checks, for
// every seat and the observer, that draw shows the seat's view and nothing
// else: every 10 actions, the full state and the seat's view draw the same
// picture, and so does a determinization (a state differing only in what
// the seat cannot see); after every action, a change of g's text picture
// for the seat changes the SVG too (a public change is drawn).
func OnlyTheView[S any, A, E fmt.Stringer, P incursion.Seat](t *testing.T, g incursion.Game[S, A, E, P], draw func(S, P) string, variants []string) {
	t.Helper()
	for seed := uint64(1); seed <= uint64(len(variants)); seed++ {
		r := dice.New(seed)
		s, err := g.New(variants[seed%uint64(len(variants))], r)
		if err != nil {
			t.Fatal(err)
		}
		all := append(g.Seats(s), g.Observer())
		prev := map[P]string{}
		prevText := map[P]string{}
		for step := 0; step < 120 && !g.Over(s); step++ {
			for _, p := range all {
				pic := draw(s, p)
				if step%10 == 0 {
					if v := draw(g.View(s, p), p); v != pic {
						t.Fatalf("seed %d step %d %v: the full state and the view draw differently", seed, step, p)
					}
					d, err := g.Determinize(s, p, r)
					if err != nil {
						t.Fatal(err)
					}
					if got := draw(d, p); got != pic {
						t.Fatalf("seed %d step %d %v: a determinization draws differently:\n%s", seed, step, p, cmp.Diff(pic, got))
					}
				}
				text := g.Draw(g.View(s, p), p)
				if old, ok := prevText[p]; ok && old != text && prev[p] == pic {
					t.Fatalf("seed %d step %d %v: the text picture changed, the SVG did not:\n%s", seed, step, p, cmp.Diff(old, text))
				}
				prev[p], prevText[p] = pic, text
			}
			a := incursion.Random(s, g.Actions(s), r)
			if s, _, err = g.Apply(s, a, r); err != nil {
				t.Fatal(err)
			}
		}
	}
}
