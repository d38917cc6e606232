package codec

import (
	"reflect"
	"testing"
)

// TestMemberKeys: types whose fields hold no struct are read by
// json.Unmarshal and knownMembers; the others by a strict Decoder.
func TestMemberKeys(t *testing.T) {
	for _, tc := range []struct {
		v    any
		want bool
	}{
		{struct {
			A int `json:"a,omitempty"`
			B []*string
			C map[string][]int
			d struct{}
		}{}, true},
		{struct{ S struct{ X int } }{}, false},
		{struct{ M map[string]struct{} }{}, false},
		{struct{ A any }{}, false},
		{struct{ Inner }{}, false},
	} {
		if got := memberKeys(reflect.TypeOf(tc.v)) != nil; got != tc.want {
			t.Errorf("%T: keys %v, want %v", tc.v, got, tc.want)
		}
	}
}

func TestKnownMembers(t *testing.T) {
	keys := map[string]bool{"TYPE": true, "A": true, "BC": true}
	for in, want := range map[string]bool{
		`{}`:                 true,
		` { "type" : "x" } `: true,
		`{"type":"x","a":[1,{"z":"]}"}],"Bc":"\"}"}`: true,
		`{"type":"x","b":1}`:                         false,
		`{"type":"x","a":{"b":1},"z":null}`:          false,
		`{"typ\u0065":"x"}`:                          false, // escaped: the Decoder's to judge
		`[]`:                                         false,
	} {
		if got := knownMembers([]byte(in), keys); got != want {
			t.Errorf("%s: %v, want %v", in, got, want)
		}
	}
}
