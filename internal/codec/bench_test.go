package codec_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/incursion/incursion/internal/codec"
)

// room is an enum written as a word, like the games' Room and Seat.
type room int8

func (r room) MarshalText() ([]byte, error) { return []byte(fmt.Sprintf("R%d", r)), nil }
func (r *room) UnmarshalText(b []byte) error {
	_, err := fmt.Sscanf(string(b), "R%d", (*int8)(r))
	return err
}

type ev interface{ isEv() }

// declared is shaped like sabotage's Declared event.
type declared struct {
	Seat  room   `json:"seat"`
	Say   string `json:"say"`
	Rooms uint16 `json:"rooms"`
	Dice  [4]int8
	Opt   *int  `json:"opt,omitempty"`
	List  []int `json:"list"`
	hid   bool
}

// inner has an unexported field and a nested value with its own codec.
type inner struct {
	Ev   ev     `json:"ev"`
	Html string `json:"html,omitempty"`
	note string
}

type empty struct{}
type allOmitted struct {
	N int `json:"n,omitempty"`
}
type untagged struct {
	A, B int
	C    string `json:"-"`
	D    string `json:",omitempty"`
}

func (declared) isEv()   {}
func (inner) isEv()      {}
func (empty) isEv()      {}
func (allOmitted) isEv() {}
func (untagged) isEv()   {}

func (e declared) MarshalJSON() ([]byte, error)   { return events.Marshal(e) }
func (e inner) MarshalJSON() ([]byte, error)      { return events.Marshal(e) }
func (e empty) MarshalJSON() ([]byte, error)      { return events.Marshal(e) }
func (e allOmitted) MarshalJSON() ([]byte, error) { return events.Marshal(e) }
func (e untagged) MarshalJSON() ([]byte, error)   { return events.Marshal(e) }

var events = codec.NewTable[ev]("toy event", map[string]ev{
	"declared": declared{}, "inner": inner{}, "empty": empty{}, "all_omitted": allOmitted{}, "untagged": untagged{},
})

var seven = 7

// golden are the bytes the first codec (a reflect.StructOf copy per value
// through encoding/json) wrote: a faster codec must write the same bytes.
var golden = []struct {
	v    ev
	json string
}{
	{declared{Seat: 2, Say: "scan", Rooms: 513, Dice: [4]int8{1, 2, 3, 4}, hid: true},
		`{"type":"declared","seat":"R2","say":"scan","rooms":513,"Dice":[1,2,3,4],"list":null}`},
	{declared{Opt: &seven, List: []int{}, Say: "<a&b>\u2028\"é"},
		`{"type":"declared","seat":"R0","say":"\u003ca\u0026b\u003e\u2028\"é","rooms":0,"Dice":[0,0,0,0],"opt":7,"list":[]}`},
	{inner{Ev: declared{Seat: 1}, note: "x"},
		`{"type":"inner","ev":{"type":"declared","seat":"R1","say":"","rooms":0,"Dice":[0,0,0,0],"list":null}}`},
	{inner{Html: "<b>"}, `{"type":"inner","ev":null,"html":"\u003cb\u003e"}`},
	{empty{}, `{"type":"empty"}`},
	{allOmitted{}, `{"type":"all_omitted"}`},
	{allOmitted{N: -3}, `{"type":"all_omitted","n":-3}`},
	{untagged{A: 1, B: 2, C: "no", D: "d"}, `{"type":"untagged","A":1,"B":2,"D":"d"}`},
}

func TestBytesAsBefore(t *testing.T) {
	for _, g := range golden {
		data, err := events.Marshal(g.v)
		if err != nil {
			t.Fatal(err)
		}
		if string(data) != g.json {
			t.Errorf("%#v:\n got %s\nwant %s", g.v, data, g.json)
		}
		if in, ok := g.v.(inner); ok && in.Ev != nil {
			continue // an interface member is the game's to read
		}
		back, err := events.Unmarshal(data)
		if err != nil {
			t.Fatalf("%s: %v", data, err)
		}
		again, _ := events.Marshal(back)
		if string(again) != g.json {
			t.Errorf("%s read back and written as %s", g.json, again)
		}
	}
}

func TestRejectsEvents(t *testing.T) {
	for _, in := range []string{
		`{"type":"declared","seat":"R1"}]`, `{"type":"declared"} {}`, `{"type":"declared","seat":"X"}`,
		`{"type":"declared","hid":true}`, `{"type":"declared","type":null}`, `{"type":"declared","type":"jump"}`,
		`{"type":"empty","x":1}`, `{"type":"inner","ev":{"type":"declared","bogus":1}}`, `{"type":"untagged","C":"x"}`,
		`{"type":"decl\u0061red","nope":1}`, `{"type":"declared",}`, `{"type":"declared"`,
	} {
		if v, err := events.Unmarshal([]byte(in)); err == nil {
			t.Errorf("%s: read as %#v, want an error", in, v)
		}
	}
	for _, in := range []string{`{"type":"declared","type":"declared"}`, ` {"seat":"R1", "type":"declared"} `,
		`{"TYPE":"declared"}`, `{"type":"decl\u0061red","say":"x"}`, `{"type":"declared","Say":"x"}`} {
		if _, err := events.Unmarshal([]byte(in)); err != nil {
			t.Errorf("%s: %v", in, err)
		}
	}
}

// heardLog is like sabotage's state: many small events in one document.
func heardLog() []ev {
	var log []ev
	for i := range 64 {
		log = append(log, declared{Seat: room(i % 4), Say: "hack", Rooms: uint16(i), Dice: [4]int8{1, 2, 3, 4}})
	}
	return log
}

func BenchmarkMarshal(b *testing.B) {
	v := declared{Seat: 3, Say: "scan", Rooms: 12, Dice: [4]int8{1, 2, 3, 4}}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := events.Marshal(v); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkUnmarshal(b *testing.B) {
	data, _ := events.Marshal(declared{Seat: 3, Say: "scan", Rooms: 12, Dice: [4]int8{1, 2, 3, 4}})
	b.ReportAllocs()
	for b.Loop() {
		if _, err := events.Unmarshal(data); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkMarshalLog(b *testing.B) {
	log := heardLog()
	b.ReportAllocs()
	for b.Loop() {
		var sb strings.Builder
		sb.WriteByte('[')
		for i, e := range log {
			data, err := events.Marshal(e)
			if err != nil {
				b.Fatal(err)
			}
			if i > 0 {
				sb.WriteByte(',')
			}
			sb.Write(data)
		}
		sb.WriteByte(']')
	}
}
