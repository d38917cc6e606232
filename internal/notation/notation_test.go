package notation_test

import (
	"errors"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/internal/notation"
)

func TestScanner(t *testing.T) {
	s := notation.New("toy", "  Move 3  north ")
	if i, err := s.Word("a verb (move, pass)", "pass", "move"); err != nil || i != 1 {
		t.Fatalf("Word = %d, %v", i, err)
	}
	if n, err := s.Int("a number of steps 1-4", 1, 4); err != nil || n != 3 {
		t.Fatalf("Int = %d, %v", n, err)
	}
	if _, err := s.Word("a direction", "south"); err == nil {
		t.Fatal("Word accepted north")
	} else {
		var pe *incursion.ParseError
		if !errors.As(err, &pe) || pe.At != 10 || pe.Got != "north" {
			t.Fatalf("error %#v", err)
		}
		if got, want := err.Error(), `toy: parse "  Move 3  north ": "north" at 10: want a direction`; got != want {
			t.Errorf("got %s\nwant %s", got, want)
		}
	}
	if err := s.End(); err != nil {
		t.Fatal(err)
	}
	s = notation.New("toy", "move")
	s.Next()
	if _, err := s.Int("a number", 0, 9); err == nil || err.Error() != `toy: parse "move": unexpected end: want a number` {
		t.Fatalf("got %v", err)
	}
	s = notation.New("toy", "a b")
	s.Next()
	if err := s.End(); err == nil {
		t.Fatal("End accepted a leftover token")
	}
	if notation.Lookup("SPY1", []string{"Spy1", "Spy2"}) != 0 || notation.Lookup("x", []string{"y"}) != -1 {
		t.Error("Lookup")
	}
}
