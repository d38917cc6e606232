package fireteam

import (
	"encoding/json"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
)

func FuzzParseAction(f *testing.F) {
	playtest.FuzzParse(f, ParseAction, "start Player2", "pick Frank", "move Frank c3 patty henry", "attack Shad m2",
		"add Shad C01", "roll Shad", "reroll Frank 3", "keep Frank", "search Don", "end Abe", "activate e1",
		"activate boss", "intercede Shad", "react Frank M11", "discard Don D03", "respond Maxine L09", "pass Abe",
		"stand Frank", "staydown Frank", "MOVE frank C3", "move Frank", "add Frank Q01", "")
}

func FuzzUnmarshalAction(f *testing.F) {
	playtest.FuzzJSON(f, UnmarshalAction, []byte(`{"type":"move","Hero":"Frank","To":"c3","Patty":true,"Henry":false}`),
		[]byte(`{"type":"add","Hero":"Shad","Card":"C01"}`), []byte(`{"type":"activate","Monster":"boss"}`))
}

func FuzzApply(f *testing.F) {
	playtest.FuzzApply(f, conformanceGame(""), UnmarshalAction,
		[]byte(`{"type":"end","Hero":"Frank"}`), []byte(`{"type":"start","Seat":"Player2"}`),
		[]byte(`{"type":"pick","Hero":"Don"}`), []byte(`{"type":"search","Hero":"Shad"}`))
}

// FuzzState mutates real positions (one JSON field at a time, or arbitrary
// bytes) and checks that any state that decodes is playable: Actions,
// Legal, Apply, View and Draw never panic, a game that is not over has an
// action, and every listed action gives a valid state.
func FuzzState(f *testing.F) {
	var seeds [][]byte
	r := dice.New(5)
	for _, v := range []string{"", "I3/solo", "F2/3p"} {
		s, _ := newVariant(v, r)
		for n := 0; !s.Over(); n++ {
			if n%7 == 0 {
				data, _ := json.Marshal(s)
				seeds = append(seeds, data)
			}
			legal := s.Actions()
			s, _, _ = Apply(s, legal[r.IntN(len(legal))], r)
		}
	}
	for _, d := range seeds[:min(len(seeds), 40)] {
		f.Add(d, uint16(0), byte(0))
		f.Add(d, uint16(len(d)/2), byte('9'))
		f.Add(d, uint16(len(d)/3), byte('"'))
	}
	f.Fuzz(func(t *testing.T, data []byte, at uint16, b byte) {
		if len(data) > 0 {
			data = append([]byte(nil), data...)
			data[int(at)%len(data)] = b
		}
		var s State
		if json.Unmarshal(data, &s) != nil {
			return
		}
		_ = s.Draw()
		for p := Seat(-1); p < 4; p++ {
			_ = s.View(p).Draw()
		}
		legal := s.Actions()
		if !s.Over() && len(legal) == 0 {
			t.Fatalf("not over and no action:\n%s", s.Draw())
		}
		for _, a := range legal {
			next, _, err := Apply(s, a, dice.New(1))
			if err != nil {
				t.Fatalf("%v: %v", a, err)
			}
			if err := next.Validate(); err != nil {
				t.Fatalf("%v gives an invalid state: %v\n%s", a, err, s.Draw())
			}
		}
	})
}
