package codec_test

import (
	"fmt"
	"testing"

	"github.com/incursion/incursion/internal/codec"
)

type act interface{ isAct() }

type move struct {
	To    string `json:"to"`
	Steps int    `json:"steps,omitempty"`
	hid   int
}
type pass struct{}

func (move) isAct() {}
func (pass) isAct() {}

func (m move) MarshalJSON() ([]byte, error) { return table.Marshal(m) }
func (p pass) MarshalJSON() ([]byte, error) { return table.Marshal(p) }

var table = codec.NewTable[act]("toy action", map[string]act{"move": move{}, "pass": pass{}})

func TestRoundTrip(t *testing.T) {
	for _, a := range []act{move{To: "A1", Steps: 2}, pass{}} {
		data, err := table.Marshal(a)
		if err != nil {
			t.Fatal(err)
		}
		b, err := table.Unmarshal(data)
		if err != nil {
			t.Fatalf("%s: %v", data, err)
		}
		if b != a {
			t.Errorf("%s read back as %#v", data, b)
		}
	}
	data, _ := table.Marshal(move{To: "B2", hid: 3})
	if got, want := string(data), `{"type":"move","to":"B2"}`; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

func TestRejects(t *testing.T) {
	for _, in := range []string{``, `[]`, `{}`, `{"type":""}`, `{"type":"jump"}`, `{"type":"move","to":3}`,
		`{"type":"move","from":"A1"}`, `{"type":"pass"} {}`} {
		if a, err := table.Unmarshal([]byte(in)); err == nil {
			t.Errorf("%s: read as %#v, want an error", in, a)
		}
	}
	if _, err := table.Marshal(nil); err == nil {
		t.Error("Marshal(nil): no error")
	}
}

func ExampleTable() {
	data, _ := table.Marshal(move{To: "C3"})
	fmt.Println(string(data))
	a, _ := table.Unmarshal(data)
	fmt.Printf("%#v\n", a)
	// Output:
	// {"type":"move","to":"C3"}
	// codec_test.move{To:"C3", Steps:0, hid:0}
}
