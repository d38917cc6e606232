package spyordie

import (
	"encoding/json"
	"testing"

	"github.com/incursion/incursion/dice"
)

// FuzzParseAction: any text gives an action or an error, never a panic;
// an accepted action's String parses back to the same action.
func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"I1 move NE", "G2 spot I1 via 8,7", "imprison 19,20 22,3", "order I2 I1", "pass", "I1 pickup smg 3,4", "spawn guard 10,20", "B passage 12,4"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		a, err := ParseAction(text)
		if err != nil {
			return
		}
		b, err := ParseAction(a.String())
		if err != nil || b.String() != a.String() {
			t.Fatalf("%q -> %v -> %v, %v", text, a, b, err)
		}
	})
}

// FuzzApply: arbitrary action texts applied to a game in progress give a
// new state or an error wrapping ErrIllegal, never a panic.
func FuzzApply(f *testing.F) {
	for _, s := range []string{"I1 breach 0", "boss 10,2", "G1 shoot I1", "I2 step S", "chance", "time"} {
		f.Add(uint64(1), 40, s)
	}
	f.Fuzz(func(t *testing.T, seed uint64, steps int, text string) {
		a, err := ParseAction(text)
		if err != nil {
			return
		}
		r := dice.New(seed)
		s, _ := New(Config{Intruders: int(seed%3) + 1}, r)
		for i := 0; i < steps%400 && !s.Over(); i++ {
			acts := s.Actions()
			s, _, _ = Apply(s, acts[r.IntN(len(acts))], r)
		}
		next, _, err := Apply(s, a, r)
		if err == nil {
			if err := next.Validate(); err != nil {
				t.Fatalf("%v: %v", a, err)
			}
		}
	})
}

// FuzzStateJSON: arbitrary JSON is a valid state or an error.
func FuzzStateJSON(f *testing.F) {
	r := dice.New(3)
	s, _ := New(Config{}, r)
	for i := 0; i < 600 && !s.Over(); i++ {
		if i%100 == 0 || s.np > 0 && i%7 == 0 {
			b, _ := json.Marshal(s)
			f.Add(b)
		}
		acts := s.Actions()
		s, _, _ = Apply(s, acts[r.IntN(len(acts))], r)
	}
	f.Add([]byte(`{"intruders":9}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var s State
		if err := json.Unmarshal(data, &s); err != nil {
			return
		}
		if err := s.Validate(); err != nil {
			t.Fatal(err)
		}
		s.Actions()
	})
}

// FuzzActionJSON: arbitrary JSON is an action or an error.
func FuzzActionJSON(f *testing.F) {
	b, _ := MarshalAction(Move{I1, 2})
	f.Add(b)
	f.Fuzz(func(t *testing.T, data []byte) {
		a, err := UnmarshalAction(data)
		if err != nil {
			return
		}
		if _, err := MarshalAction(a); err != nil {
			t.Fatal(err)
		}
	})
}
