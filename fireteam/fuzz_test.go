package fireteam

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
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
// action, and every listed action gives a valid state. Its seed corpus is
// the positions of testdata/positions (written by TestWritePositions with
// FT_WRITE_POSITIONS=1), read from disk so that the fuzzing starts at once
// (issue 21.7: playing games for seeds took the whole window).
func FuzzState(f *testing.F) {
	files, err := filepath.Glob(filepath.Join("testdata", "positions", "*.json"))
	if err != nil || len(files) == 0 {
		f.Fatalf("no seed positions: %v", err)
	}
	for _, name := range files {
		d, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(d, uint16(0), byte(0))
		f.Add(d, uint16(len(d)/2), byte('9'))
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

// TestWritePositions writes the seed positions of FuzzState (and of other
// tests reading testdata/positions): states of random games of several
// variants, one for each kind of decision, chosen by a fixed seed. Only
// with FT_WRITE_POSITIONS=1.
func TestWritePositions(t *testing.T) {
	if os.Getenv("FT_WRITE_POSITIONS") == "" {
		t.Skip("FT_WRITE_POSITIONS=1 rewrites testdata/positions")
	}
	dir := filepath.Join("testdata", "positions")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	r := dice.New(5)
	n := 0
	for _, v := range []string{"", "I3/solo", "F2/3p", "T2/4p", "I3/upto", "opT"} {
		seen := map[string]int{}
		s, _ := newVariant(v, r)
		for k := 0; !s.Over() && k < 4000; k++ {
			if w := s.WaitingFor(); seen[w] < 1 && k%3 == 0 {
				seen[w]++
				data, err := json.MarshalIndent(s, "", " ")
				if err != nil {
					t.Fatal(err)
				}
				n++
				if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("%02d-%s-%s.json", n, strings.ReplaceAll(cmpOr(v, "I1"), "/", "_"), w)), data, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			legal := s.Actions()
			s, _, _ = Apply(s, legal[r.IntN(len(legal))], r)
		}
	}
}

func cmpOr(a, b string) string {
	if a == "" {
		return b
	}
	return a
}
