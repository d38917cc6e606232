package nemesis

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
)

// The fuzz targets: go test -fuzz=FuzzParseAction ./nemesis (and the
// others). Plain go test runs their seed corpus.

func FuzzParseAction(f *testing.F) {
	playtest.FuzzParse(f, ParseAction, "P1 move a2-b2", "p2 cautious a1-a2", "P3 pay c4", "P1 shoot h0 x5",
		"P1 burst h1 b2-c2", "P2 melee x17", "P1 room 3", "P1 play c2 -1", "P1 use i12 0", "P1 gear 2 1",
		"P1 pass", "P1 objective mission", "P1 keep none", "P1 keep i30", "P1 trade", "P1 gear done", "P1 offer done", "P1 offer P1 P2 pack i12", "P2 offer P1 P2 belt 3", "P1 offer P3 P1 hand h1", "P1 offer P1 P2 armor", "P2 consent yes", "P1 keep i2 drop h1", "P1 keep i6 drop armor", "P1 hit x1", "P1 hit none",
		"P1 endure", "P1 prevent h0", "P1 discard c70", "P1 discard done", "P1 swap yes", "P1 launch no",
		"P1 draft Contractor", "P1 support i40", "P1 take oxygen", "P1 move b2-a2", "P9 pass", "", "P2 robot d3 -1", "P1 move a2-b2 drag P2", "P1 cautious a1-a2 drag p3", "P1 robot a2 5", "P2 swap ?", "P1 repel a2-b2", "P1 repel a2-c2",
		"P1 offer P1 P2 belt 8", "P1 offer P1 P2 hand h0 for h1", "P1 offer P1 P2 belt 3 for 9", "P1 offer P1 P2 armor for armor", "P1 robot a2 0 heal 1")
}

func FuzzActionJSON(f *testing.F) {
	playtest.FuzzJSON(f, UnmarshalAction, []byte(`{"type":"move","Seat":"P1","Corridor":5,"Cautious":true}`),
		[]byte(`{"type":"pass","Seat":"P2"}`), []byte(`{"type":"pay","Seat":"P1","Card":3}`))
}

// FuzzStateJSON: the seed corpus is read, not computed (issue 21 item 7:
// playing a setup in every fuzzing worker took the run's window): a new
// game, positions of testdata/positions (a started 3-Character game, one of
// custom data, the repro positions of issue 20) and two short documents.
// Regenerate the started ones with json.Marshal(started(...)) when the
// format changes; a seed that no longer decodes is still a valid input.
func FuzzStateJSON(f *testing.F) {
	s, _ := New(Config{}, dice.New(1))
	data, _ := json.Marshal(s)
	seeds := [][]byte{data, []byte(`{}`), []byte(`{"players":9}`)}
	files, _ := filepath.Glob("testdata/positions/*.json")
	for _, name := range files {
		if b, err := os.ReadFile(name); err == nil {
			seeds = append(seeds, b)
		}
	}
	playtest.FuzzJSON[State](f, nil, seeds...)
}

func FuzzApply(f *testing.F) {
	playtest.FuzzApply(f, conformanceGame(Config{}), UnmarshalAction, []byte(`{"type":"pass","Seat":"P1"}`),
		[]byte(`{"type":"move","Seat":"P1","Corridor":5}`), []byte(`{"type":"pay","Seat":"P2","Card":0}`))
}

// TestParseErrors: errors name what was expected.
func TestParseErrors(t *testing.T) {
	for text, want := range map[string]string{
		"P1 fly a2":     `nemesis: parse "P1 fly a2": "fly" at 3: want a verb`,
		"Q1 pass":       `nemesis: parse "Q1 pass": "Q1" at 0: want a seat (P1, P2, P3, P4, P5)`,
		"P1 move a2-c2": `nemesis: parse "P1 move a2-c2": "a2-c2" at 8: want a Corridor (a2-b2)`,
		"P1 pass now":   `nemesis: parse "P1 pass now": "now" at 8: want the end of the action`,
		"P1 pay":        `nemesis: parse "P1 pay": unexpected end: want an Action card (c0–c9)`,
	} {
		_, err := ParseAction(text)
		if err == nil || len(err.Error()) < len(want) || err.Error()[:len(want)] != want {
			t.Errorf("ParseAction(%q) = %v, want %s", text, err, want)
		}
	}
}
