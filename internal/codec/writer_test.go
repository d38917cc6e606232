package codec

import (
	"errors"
	"reflect"
	"testing"
)

type badText int

func (badText) MarshalText() ([]byte, error) { return nil, errors.New("no words") }

// TestWriterTakes: the writer takes the common kinds and leaves types
// with options it does not follow to encoding/json whole.
func TestWriterTakes(t *testing.T) {
	for _, tc := range []struct {
		v    any
		want bool
	}{
		{struct {
			A int  `json:"a,omitempty"`
			B bool `json:"b"`
			C []int8
			d string
		}{}, true},
		{struct {
			A int `json:"a,string"`
		}{}, false},
		{struct {
			A int `json:"a,omitzero"`
		}{}, false},
		{struct {
			A int `json:"B"`
			B int
		}{}, false},
		{struct {
			A int `json:"a-b"`
		}{}, false},
		{struct{ Inner }{}, false},
	} {
		if got := newWriter(reflect.TypeOf(tc.v)) != nil; got != tc.want {
			t.Errorf("%T: writer %v, want %v", tc.v, got, tc.want)
		}
	}
}

type Inner struct{ X int }

type withBad struct {
	B badText `json:"b"`
}

// TestWriterError: a field's error is encoding/json's error, as before.
func TestWriterError(t *testing.T) {
	tab := NewTable[any]("test", map[string]any{"x": withBad{}})
	_, err := tab.Marshal(withBad{})
	_, want := tab.byName["x"].marshal(reflect.ValueOf(withBad{}))
	if err == nil || want == nil || err.Error() != want.Error() {
		t.Errorf("got %v, want %v", err, want)
	}
}
