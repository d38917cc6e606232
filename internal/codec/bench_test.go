package codec_test

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/incursion/incursion/internal/codec"
)

// room is an enum written as a word, like the games' Room and Seat.
type room int8

func (r room) MarshalText() ([]byte, error) { return strconv.AppendInt([]byte{'R'}, int64(r), 10), nil }
func (r *room) UnmarshalText(b []byte) error {
	if len(b) < 2 || b[0] != 'R' {
		return fmt.Errorf("room %q", b)
	}
	n, err := strconv.ParseInt(string(b[1:]), 10, 8)
	*r = room(n)
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

// odd has fields the writer leaves to encoding/json.
type odd struct {
	F     float64          `json:"f"`
	B     []byte           `json:"b"`
	P     *room            `json:"p"`
	Q     *int             `json:"q,omitempty"`
	M     map[string]int   `json:"m,omitempty"`
	S     struct{ X room } `json:"s"`
	Rs    [2]room          `json:"rs"`
	Us    []uint16         `json:"us"`
	T     text             `json:"t"`
	Any   any              `json:"any"`
	Bytes [2]byte          `json:"bytes"`
	Raw   json.RawMessage  `json:"raw,omitempty"`
	Mm    map[room]string  `json:"mm,omitempty"`
}

// opts has options the writer leaves to encoding/json.
type opts struct {
	//lint:ignore SA5008 a member named "-" is one of the options tested
	Dash int   `json:"-,"`
	N    int64 `json:"n,string"`
}

func (opts) isEv()                          {}
func (e opts) MarshalJSON() ([]byte, error) { return events.Marshal(e) }

// words has fields the writer takes: named ints and strings with their
// options.
type words struct {
	T    text     `json:"t"`
	U    uint8    `json:"u,omitempty"`
	Ok   bool     `json:"ok"`
	No   bool     `json:"no,omitempty"`
	Us   []uint16 `json:"us"`
	I8   []int8   `json:"i8,omitempty"`
	Skip string   `json:"-"`
	Bare room
}

// text is an enum written as a word that may need escaping.
type text string

func (t text) MarshalText() ([]byte, error) { return []byte("<" + string(t) + ">"), nil }
func (t *text) UnmarshalText(b []byte) error {
	*t = text(strings.Trim(string(b), "<>"))
	return nil
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
func (odd) isEv()        {}
func (words) isEv()      {}
func (inner) isEv()      {}
func (empty) isEv()      {}
func (allOmitted) isEv() {}
func (untagged) isEv()   {}

func (e declared) MarshalJSON() ([]byte, error)   { return events.Marshal(e) }
func (e odd) MarshalJSON() ([]byte, error)        { return events.Marshal(e) }
func (e words) MarshalJSON() ([]byte, error)      { return events.Marshal(e) }
func (e inner) MarshalJSON() ([]byte, error)      { return events.Marshal(e) }
func (e empty) MarshalJSON() ([]byte, error)      { return events.Marshal(e) }
func (e allOmitted) MarshalJSON() ([]byte, error) { return events.Marshal(e) }
func (e untagged) MarshalJSON() ([]byte, error)   { return events.Marshal(e) }

var events = codec.NewTable[ev]("toy event", map[string]ev{
	"declared": declared{}, "inner": inner{}, "empty": empty{}, "all_omitted": allOmitted{}, "untagged": untagged{}, "odd": odd{}, "opts": opts{}, "words": words{},
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
	{odd{}, `{"type":"odd","f":0,"b":null,"p":null,"s":{"X":"R0"},"rs":["R0","R0"],"us":null,"t":"\u003c\u003e","any":null,"bytes":[0,0]}`},
	{odd{F: 1.5e-9, B: []byte("hi"), P: new(room), Q: &seven, M: map[string]int{"b": 1, "a": 2}, S: struct{ X room }{3},
		Rs: [2]room{1, 2}, Us: []uint16{}, T: "a&b", Any: declared{Seat: 1}, Bytes: [2]byte{1, 2},
		Raw: json.RawMessage(`{ "x" : [1, 2] }`), Mm: map[room]string{2: "<"}}, `{"type":"odd","f":1.5e-9,"b":"aGk=","p":"R0","q":7,"m":{"a":2,"b":1},"s":{"X":"R3"},"rs":["R1","R2"],"us":[],"t":"\u003ca\u0026b\u003e","any":{"type":"declared","seat":"R1","say":"","rooms":0,"Dice":[0,0,0,0],"list":null},"bytes":[1,2],"raw":{"x":[1,2]},"mm":{"R2":"\u003c"}}`},
	{opts{Dash: 4, N: 5}, `{"type":"opts","-":4,"n":"5"}`},
	{words{}, `{"type":"words","t":"\u003c\u003e","ok":false,"us":null,"Bare":"R0"}`},
	{words{T: "x\ny\u2028", U: 255, Ok: true, No: true, Us: []uint16{1, 65535}, I8: []int8{-128}, Skip: "s", Bare: 9}, `{"type":"words","t":"\u003cx\ny\u2028\u003e","u":255,"ok":true,"no":true,"us":[1,65535],"i8":[-128],"Bare":"R9"}`},
	{words{T: "plain", Us: nil, I8: []int8{}}, `{"type":"words","t":"\u003cplain\u003e","ok":false,"us":null,"Bare":"R0"}`},
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
		if _, ok := g.v.(odd); ok {
			continue // so is odd's Any
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
		`{"type":"declared","list":[{"a":1}]}`, `{"type":"declared","Dice":[1,2,3,4],"xx":{"a":[1,"]"]}}`,
		`{"type":"declared","say":"}{\"","rooms":1,"hid":1}`, `{"type":"declared","s\u0061y":"x","hid":1}`,
		`{"type":"declared","say":"x"}x`,
		`{"type":"declared","say":"x"}{}`, `{"type":"odd","s":{"X":"R1","Y":1}}`, `{"type":"odd","nope":1}`,
		`{"type":"words","t":"<x>","u":-1}`, `{"type":"words","bare":"R1","bareX":1}`,
	} {
		if v, err := events.Unmarshal([]byte(in)); err == nil {
			t.Errorf("%s: read as %#v, want an error", in, v)
		}
	}
	for _, in := range []string{`{"type":"declared","type":"declared"}`, ` {"seat":"R1", "type":"declared"} `,
		`{"TYPE":"declared"}`, `{"type":"decl\u0061red","say":"x"}`, `{"type":"declared","Say":"x"}`,
		`{"type":"declared","SAY":"x","dice":[1,2,3,4]}`, `{"type":"declared","s\u0061y":"x"}`,
		`{"type":"declared","say":"}{\"","rooms":1}`, `{"type":"declared","ſay":"x"}`,
		"{\"type\":\"declared\" ,\n\"list\" : [ 1 , 2 ] , \"opt\":null }\n",
		`{"type":"odd","s":{"X":"R1"}}`, `{"type":"declared","type":"declared","type":"inner"}`, `{"type":"words","t":"<x>","bare":"R1","us":[1]}`} {
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
