// Package svgtest holds the checks every game's picture tests share: an SVG
// document is well formed, and a picture equals its golden file.
package svgtest

import (
	"encoding/xml"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
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
