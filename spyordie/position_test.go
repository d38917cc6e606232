package spyordie

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/incursion/incursion/dice"
)

// TestPositionStrictDecoding (issue 21, item 2): an unknown key, a value of
// the wrong type and a missing required member are errors naming the
// member's path; a key must be written as documented (not "Phase").
func TestPositionStrictDecoding(t *testing.T) {
	data, err := json.Marshal(midState(2, 300))
	if err != nil {
		t.Fatal(err)
	}
	edit := func(f func(m map[string]any)) []byte {
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		f(m)
		b, _ := json.Marshal(m)
		return b
	}
	agent0 := func(m map[string]any) map[string]any { return m["agents"].([]any)[0].(map[string]any) }
	cases := []struct {
		name string
		doc  []byte
		want string
	}{
		{"unknown key", edit(func(m map[string]any) { m["queen_health"] = 3 }), "position.queen_health: unknown member"},
		{"unknown nested key", edit(func(m map[string]any) { agent0(m)["hiden"] = true }), "position.agents[0].hiden: unknown member"},
		{"key in another case", edit(func(m map[string]any) { m["Phase"] = m["phase"]; delete(m, "phase") }), "position.Phase: unknown member"},
		{"wrong type", edit(func(m map[string]any) { m["timer"] = "41" }), `position.timer: the string "41" where an integer is wanted`},
		{"wrong nested type", edit(func(m map[string]any) { agent0(m)["hidden"] = "yes" }), `position.agents[0].hidden: the string "yes" where true or false is wanted`},
		{"not an integer", edit(func(m map[string]any) { m["alarms"] = 1.5 }), "position.alarms: 1.5 is not an integer"},
		{"list wanted", edit(func(m map[string]any) { m["agents"] = map[string]any{} }), "position.agents: an object where a list is wanted"},
		{"missing required", edit(func(m map[string]any) { delete(m, "alert") }), "position.alert: missing (required)"},
		{"missing nested required", edit(func(m map[string]any) { delete(agent0(m), "hidden") }), "position.agents[0].hidden: missing (required)"},
		{"null member", edit(func(m map[string]any) { m["phase"] = nil }), "position.phase: null where a string is wanted"},
	}
	for _, c := range cases {
		var s State
		err := json.Unmarshal(c.doc, &s)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one saying %q", c.name, err, c.want)
		}
	}
	var s State
	if err := json.Unmarshal(data, &s); err != nil {
		t.Fatalf("the position as written: %v", err)
	}
}

// TestPositionDerived (issue 21, items 1 and 2): over the states of random
// games, a Position with its derivable and defaulted members left out —
// the number of Intruders, the order of play when it is the seats' order,
// the Item markers' places, the Minion type when it is the Boss, the
// actor in the Intruders' phase, the verdict while undecided — builds the
// same State, as
// a Go value and as JSON without those keys; and every Position read back
// from a State's JSON is the State's Position.
func TestPositionDerived(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		r := dice.New(seed)
		s, _ := New(Config{Intruders: int(seed%3) + 1}, r)
		for n := 0; !s.Over(); n++ {
			if n%23 == 0 {
				checkDerived(t, s)
			}
			acts := s.Actions()
			s, _, _ = Apply(s, acts[r.IntN(len(acts))], r)
		}
		checkDerived(t, s)
	}
}

func checkDerived(t *testing.T, s State) {
	t.Helper()
	p := s.Position()
	if got, err := p.State(); err != nil || got != s {
		t.Fatalf("a State's Position builds another state: %v", err)
	}
	p.Intruders = 0
	onSquare := false
	for _, q := range s.items {
		onSquare = onSquare || q >= 0
	}
	if !onSquare {
		p.Items = nil
	}
	if s.order == [3]int8{0, 1, 2} {
		p.Order = nil
	}
	if p.MinionType == "boss" {
		p.MinionType = ""
	}
	if s.phase == phIntruder {
		p.Actor = ""
		if s.np == 0 {
			p.Agents = append([]PositionAgent(nil), p.Agents...)
			p.Agents[s.current()].ActionsAllowed = 0
		}
	}
	if p.Verdict == "undecided" {
		p.Verdict = ""
	}
	if len(p.SecretPassages) == 1 {
		p.SecretPassages = nil
	}
	got, err := p.State()
	if err != nil {
		t.Fatalf("phase %s: the position without its derived members: %v", s.Phase(), err)
	}
	if got != s {
		t.Fatalf("phase %s: the position without its derived members builds another state (-want +got):\n%s", s.Phase(), cmp.Diff(s.Position(), got.Position()))
	}
	// The same as JSON, the keys left out.
	b, _ := json.Marshal(p)
	var m map[string]any
	_ = json.Unmarshal(b, &m)
	if p.Items == nil {
		delete(m, "items")
	}
	for _, k := range []string{"intruders", "order", "minion_type", "actor", "verdict", "step", "alarms", "power_cut", "bodies", "cameras", "traps", "doomsday_revealed", "pending"} {
		switch v := m[k].(type) {
		case nil, string, bool, float64:
			if v == nil || v == "" || v == false || v == float64(0) {
				delete(m, k)
			}
		case []any:
			if len(v) == 0 {
				delete(m, k)
			}
		}
	}
	if p.Order == nil {
		delete(m, "order")
	}
	b, _ = json.Marshal(m)
	var back State
	if err := json.Unmarshal(b, &back); err != nil || back != s {
		t.Fatalf("phase %s: the JSON without its derived members: %v\n%s", s.Phase(), err, b)
	}
}

// TestPositionLegacyDice: an SMG decision's dice, which positions written
// before issue 21 wrote as a base64 string (encoding/json's form of a byte
// slice), are read still, and written now as a list of faces.
func TestPositionLegacyDice(t *testing.T) {
	data, err := os.ReadFile("testdata/legacy-smg.json")
	if err != nil {
		t.Fatal(err)
	}
	var s State
	if err := json.Unmarshal(data, &s); err != nil {
		t.Fatal(err)
	}
	if s.pend[0].Dice != [3]uint8{6, 6, 0} {
		t.Fatalf("dice %v, want [6 6 0]", s.pend[0].Dice)
	}
	out, _ := json.Marshal(s)
	if !strings.Contains(string(out), `"dice":[6,6,0]`) {
		t.Fatalf("written as %s", out)
	}
	var back State
	if err := json.Unmarshal(out, &back); err != nil || back != s {
		t.Fatalf("the list form reads back otherwise: %v", err)
	}
}
