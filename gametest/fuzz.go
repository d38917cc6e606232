package gametest

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// FuzzParse fuzzes a text-notation parser: any text gives an action or an
// error, never a panic, and an accepted action's String (fmt %v) parses back
// to an equal action. seeds are the corpus that plain go test runs.
//
//	func FuzzParseAction(f *testing.F) { gametest.FuzzParse(f, ParseAction, "move a1 b2", "pass") }
func FuzzParse[A any](f *testing.F, parse func(text string) (A, error), seeds ...string) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		a, err := parse(text)
		if err != nil {
			return
		}
		back := fmt.Sprint(a)
		b, err := parse(back)
		if err != nil {
			t.Fatalf("Parse(%q) = %v, whose text %q does not parse: %v", text, a, back, err)
		}
		if !Equal(a, b) {
			t.Fatalf("Parse(%q) then String then Parse (-want +got):\n%s", text, Diff(a, b))
		}
	})
}

// FuzzJSON fuzzes a JSON decoder: any bytes give a value or an error, never
// a panic, and an accepted value marshals and decodes back equal. decode nil
// means json.Unmarshal into a T (a State whose UnmarshalJSON validates);
// games whose T is an interface (Action, Event) pass their decoder.
func FuzzJSON[T any](f *testing.F, decode func(data []byte) (T, error), seeds ...[]byte) {
	if decode == nil {
		decode = func(data []byte) (T, error) {
			var v T
			err := json.Unmarshal(data, &v)
			return v, err
		}
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		v, err := decode(data)
		if err != nil {
			return
		}
		again, err := json.Marshal(v)
		if err != nil {
			t.Fatalf("decoded %s, which does not marshal: %v", data, err)
		}
		w, err := decode(again)
		if err != nil {
			t.Fatalf("decoded %s and marshalled it to %s, which does not decode: %v", data, again, err)
		}
		if !Equal(v, w) {
			t.Fatalf("JSON round trip of %s (-want +got):\n%s", data, Diff(v, w))
		}
	})
}

// FuzzApply offers arbitrary actions to Apply: the fuzzer picks a seed, a
// number of random actions to play from New(seed) (as [RulesSuite.Run] plays them,
// at most MaxActions) and the bytes of an action, which decode turns into an
// action (the game's JSON or text decoder). Apply must either reject it with
// an error wrapping ErrIllegal, returning the input state unchanged, or
// accept it when Legal does, giving a state that passes Validate; it must
// never panic nor change its input. seeds are action encodings for the
// corpus, each tried from seed 1 after 0 and 10 actions.
func (g RulesSuite[S, A, E]) FuzzApply(f *testing.F, decode func(data []byte) (A, error), seeds ...[]byte) {
	for _, s := range seeds {
		f.Add(uint64(1), uint16(0), s)
		f.Add(uint64(1), uint16(10), s)
	}
	eq := g.Equal
	if eq == nil {
		eq = Equal[S]
	}
	f.Fuzz(func(t *testing.T, seed uint64, steps uint16, data []byte) {
		a, err := decode(data)
		if err != nil {
			return
		}
		short := g
		short.MaxActions = min(int(steps), g.MaxActions)
		if short.MaxActions == 0 {
			short.MaxActions = 1
		}
		states, _, err := short.Trace(seed)
		if err != nil {
			t.Fatal(err)
		}
		s := states[min(int(steps), len(states)-1)]
		before := DeepCopy(s)
		lerr := g.Rules.Legal(s, a)
		got, _, err := g.Rules.Apply(s, a, dice.New(seed))
		if !eq(before, s) {
			t.Fatalf("Apply(%v) changed its input (-before +after):\n%s", a, Diff(before, s))
		}
		switch {
		case err != nil && !errors.Is(err, incursion.ErrIllegal):
			t.Fatalf("Apply(%v) = %v: the error does not wrap incursion.ErrIllegal", a, err)
		case err != nil && lerr == nil:
			t.Fatalf("Apply(%v) = %v, but Legal accepts it", a, err)
		case err != nil && !eq(before, got):
			t.Fatalf("Apply(%v), illegal, did not return its input (-want +got):\n%s", a, Diff(before, got))
		case err == nil && lerr != nil:
			t.Fatalf("Apply(%v) accepted an action that Legal rejects: %v", a, lerr)
		case err == nil:
			if verr := g.Validate(got); verr != nil {
				t.Fatalf("Apply(%v): Validate: %v", a, verr)
			}
		}
	})
}
