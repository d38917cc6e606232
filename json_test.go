package incursion_test

import (
	"testing"

	"github.com/incursion/incursion"
)

type move struct {
	To  string `json:"to"`
	Far bool   `json:"far,omitempty"`
}

func (m move) MarshalJSON() ([]byte, error) {
	type plain move
	return incursion.MarshalTyped("move", plain(m))
}

func TestMarshalTyped(t *testing.T) {
	// A value with its own MarshalJSON goes through it.
	if b, _ := (move{To: "(3,4)"}).MarshalJSON(); string(b) != `{"type":"move","to":"(3,4)"}` {
		t.Errorf("move.MarshalJSON() = %s", b)
	}
	type plain move
	for _, tc := range []struct {
		v    any
		want string
	}{
		{plain{To: "(3,4)"}, `{"type":"move","to":"(3,4)"}`},
		{plain{To: "(1,2)", Far: true}, `{"type":"move","to":"(1,2)","far":true}`},
		{struct{}{}, `{"type":"move"}`},
	} {
		b, err := incursion.MarshalTyped("move", tc.v)
		if err != nil {
			t.Fatalf("MarshalTyped(%v): %v", tc.v, err)
		}
		if string(b) != tc.want {
			t.Errorf("MarshalTyped(%v) = %s, want %s", tc.v, b, tc.want)
		}
		name, err := incursion.TypeOf(b)
		if err != nil || name != "move" {
			t.Errorf("TypeOf(%s) = %q, %v; want move", b, name, err)
		}
	}
	if _, err := incursion.MarshalTyped("n", 3); err == nil {
		t.Error("MarshalTyped of a number: no error")
	}
}

func TestTypeOfRejects(t *testing.T) {
	for _, in := range []string{``, `{`, `[]`, `3`, `{}`, `{"type":""}`, `{"type":3}`, `null`} {
		if name, err := incursion.TypeOf([]byte(in)); err == nil {
			t.Errorf("TypeOf(%s) = %q, want an error", in, name)
		}
	}
}

func FuzzTypeOf(f *testing.F) {
	f.Add([]byte(`{"type":"move","to":"(3,4)"}`))
	f.Add([]byte(`{"type":null}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		_, _ = incursion.TypeOf(data)
	})
}
