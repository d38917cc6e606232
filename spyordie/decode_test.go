package spyordie

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
)

// TestDecodedStatesArePlayable: the mutated states of issue 8 that decoded
// and then panicked are rejected by json.Unmarshal (Validate), and a few
// more of the same kind.
func TestDecodedStatesArePlayable(t *testing.T) {
	mid := midState(1, 200)
	if mid.phase != phIntruder && mid.phase != phMinions && mid.phase != phSpawn {
		t.Fatalf("phase %d", mid.phase)
	}
	data, _ := json.Marshal(mid)
	doc := string(data)
	sub := func(pattern, repl string) string {
		re := regexp.MustCompile(pattern)
		if !re.MatchString(doc) {
			t.Fatalf("no %s in %s", pattern, doc)
		}
		return re.ReplaceAllString(doc, repl)
	}
	cases := map[string]string{
		// The issue's [a,b,32767]: a third Secret Passage off the Base,
		// then in a corridor.
		"passage off the Base":    sub(`"secret_passages":\[("[0-9,]+"),("[0-9,]+")\]`, `"secret_passages":[$1,$2,"25,99"]`),
		"passage in the corridor": sub(`"secret_passages":\[("[0-9,]+"),("[0-9,]+")\]`, `"secret_passages":[$1,$2,"0,0"]`),
		"sanctum passage moved":   sub(`"secret_passages":\[("[0-9,]+"),("[0-9,]+")\]`, `"secret_passages":["13,4",$2]`),
	}
	for _, ph := range phaseNames[:10] {
		cases["phase "+ph] = sub(`"phase":"\w+"`, `"phase":"`+ph+`"`)
	}
	for name, text := range cases {
		var s State
		if err := json.Unmarshal([]byte(text), &s); err == nil {
			t.Errorf("%s: decodes", name)
			checkPlayable(t, s)
		} else if !strings.Contains(err.Error(), "invalid state") && !strings.Contains(err.Error(), "not a square") {
			t.Errorf("%s: %v", name, err)
		}
	}
}
