package hive_test

import (
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/hive"
)

// minimal is the issue 20 position with every member that has a default
// or can be derived left out.
const minimal = `{"turn":3,"step":"znon-movement","bought":{"darter":4},"mission":"rescue","holding_boxes_shown":true,
 "units":{"0":{"kind":"engineer","status":"in play","box":"Antares"},"35":{"kind":"queen","status":"in play","box":"A7","flags":["active","face-up"]},"40":{"kind":"soldier","status":"in play","box":"20"}}}`

// full is the same position with every member written (issue 20, item 10).
const full = `{"turn":3,"step":"znon-movement","resource_points":{"Terran":0,"Znon":0},"bought":{"darter":4},"mission":"rescue","holding_boxes_shown":true,"hyperdrive_speeded":0,"boobytrap_attacks_due":[null,null,null],"laser_pod_targets":["","","","","","","",""],"starting_men":1,"men_lost":0,"queens_killed":0,"max_turns":30,"units":{"0":{"kind":"engineer","status":"in play","box":"Antares"},"35":{"kind":"queen","status":"in play","box":"A7","flags":["active","face-up"]},"40":{"kind":"soldier","status":"in play","box":"20"}},"darters":[{"name":"Sirius","flags":["built"]},{"name":"Vega","flags":["built"]},{"name":"Rigel","flags":["built"]},{"name":"Antares","flags":["built"]},{"name":"Deneb"},{"name":"Altair"}]}`

func decode(t *testing.T, doc string) (hive.State, error) {
	t.Helper()
	var s hive.State
	err := json.Unmarshal([]byte(doc), &s)
	return s, err
}

// TestPositionStrict (issue 21, item 2): an unknown key at any depth, a
// value of the wrong type and a missing required member are errors that
// name the member's path.
func TestPositionStrict(t *testing.T) {
	for _, c := range []struct{ name, from, to, want string }{
		{"a misplaced key", `"turn":3,`, `"turn":3,"queen_health":2,`, `hive: invalid state: position.queen_health: unknown key (the members are turn, step, viewer, `},
		{"a key of a unit", `"box":"20"}`, `"box":"20","queen_health":2}`, `hive: invalid state: position.units["40"].queen_health: unknown key (the members are kind, status, box, flags, mind_control, darter, movement_points_spent)`},
		{"a key of a Darter", `{"name":"Deneb"}`, `{"name":"Deneb","crew":3}`, `hive: invalid state: position.darters[4].crew: unknown key (the members are name, flags, breach)`},
		{"a key of the melee attack", `"max_turns":30,`, `"max_turns":30,"melee_attack":{"forming":true,"target":40,"attackers":[],"odds":2},`, `hive: invalid state: position.melee_attack.odds: unknown key (the members are forming, target, attackers, boobytrap)`},
		{"a wrong type", `"turn":3`, `"turn":"3"`, `hive: invalid state: position.turn: a JSON string where int is wanted`},
		{"a wrong type in a unit", `"box":"20"}`, `"box":20}`, `hive: invalid state: position.units["40"].box: a JSON number where string is wanted`},
		{"a unit with no kind", `"40":{"kind":"soldier",`, `"40":{`, `hive: invalid state: position.units["40"]: no kind`},
		{"no step", `"step":"znon-movement",`, ``, `hive: invalid state: position.step: missing (required)`},
	} {
		doc := strings.Replace(full, c.from, c.to, 1)
		if doc == full {
			t.Fatalf("%s: %q not in the position", c.name, c.from)
		}
		_, err := decode(t, doc)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%s: got %v\nwant %s", c.name, err, c.want)
		}
	}
}

// TestPositionDerived (issue 21, item 2): a member left out takes its
// documented default or is derived; none gets a value nobody wrote (the
// hyperdrive speed read as -2, three boobytrap entries and eight laser
// pods demanded, before): the minimal position is the full one.
func TestPositionDerived(t *testing.T) {
	a, err := decode(t, minimal)
	if err != nil {
		t.Fatal(err)
	}
	b, err := decode(t, full)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(b.Position(), a.Position()); d != "" {
		t.Errorf("(-full +minimal)\n%s", d)
	}
	// Derived tallies: a dead Queen counts; a man lost with the starting
	// force given; a wrong tally still refused.
	dead := strings.Replace(minimal, `"status":"in play","box":"A7","flags":["active","face-up"]`, `"status":"dead"`, 1)
	s, err := decode(t, dead)
	if err != nil {
		t.Fatal(err)
	}
	if got := *s.Position().QueensKilled; got != 1 {
		t.Errorf("queens_killed %d, want 1", got)
	}
	s, err = decode(t, strings.Replace(minimal, `"turn":3,`, `"turn":3,"starting_men":3,`, 1))
	if err != nil {
		t.Fatal(err)
	}
	if got := *s.Position().MenLost; got != 2 {
		t.Errorf("men_lost %d, want 2 (3 at the start, 1 alive)", got)
	}
	_, err = decode(t, strings.Replace(minimal, `"turn":3,`, `"turn":3,"queens_killed":1,`, 1))
	if err == nil || !strings.Contains(err.Error(), "queens_killed 1, 0 Queens are dead") {
		t.Errorf("queens_killed 1 with none dead: %v", err)
	}
	// A shorter list of boobytrap attacks or laser pods is completed.
	_, err = decode(t, strings.Replace(minimal, `"turn":3,`, `"turn":3,"boobytrap_attacks_due":[null],"laser_pod_targets":["Sirius"],`, 1))
	if err != nil {
		t.Errorf("short lists: %v", err)
	}
}

// TestPositionRoundTrip (issue 21, item 1): State.Position and
// Position.State are inverse on states of random games, through JSON too.
func TestPositionRoundTrip(t *testing.T) {
	for k := 0; k < 600; k += 37 {
		s := fuzzStart(3, k)
		back, err := s.Position().State()
		if err != nil {
			t.Fatalf("action %d: %v", k, err)
		}
		if back != s {
			t.Fatalf("action %d: the position read back differs", k)
		}
		for _, seat := range []hive.Seat{hive.Terran, hive.Znon, hive.Observer} {
			v := s.View(seat)
			data, err := json.Marshal(v.Position())
			if err != nil {
				t.Fatal(err)
			}
			var w hive.State
			if err := json.Unmarshal(data, &w); err != nil || w != v {
				t.Fatalf("action %d, %v's view: %v", k, seat, err)
			}
		}
	}
}

// TestNotationTable (issue 21, item 5): every example of the package doc's
// "Notation" table parses and reads back as written, and every verb of
// the notation is in the table.
func TestNotationTable(t *testing.T) {
	data, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	text = text[strings.Index(text, "// # Notation"):]
	text = text[:strings.Index(text, "// # The map")]
	verbs := map[string]bool{}
	for _, line := range strings.Split(text, "\n") {
		if !strings.HasPrefix(line, "//\t") || strings.HasPrefix(line, "//\tverb") {
			continue
		}
		cols := regexp.MustCompile(`\s{2,}`).Split(strings.TrimPrefix(line, "//\t"), -1)
		verbs[cols[0]] = true
		for _, ex := range strings.Split(cols[len(cols)-1], ", ") {
			a, err := hive.ParseAction(ex)
			if err != nil {
				t.Errorf("%q: %v", ex, err)
				continue
			}
			if a.String() != ex || !strings.HasPrefix(ex, cols[0]+" ") && ex != cols[0] {
				t.Errorf("%q reads back as %q (verb %s)", ex, a, cols[0])
			}
		}
	}
	for _, v := range []string{"buy", "end", "done", "resolve", "deploy", "mission", "assign", "hit", "depart", "laser",
		"casualty", "relinquish", "activate", "demolish", "disarm", "gravity", "lifesupport", "join", "announce", "execute",
		"mindcontrol", "combine", "melee", "move", "hole", "hatch", "fire", "firearmory", "firedarter", "breach",
		"consent", "abort", "spawn"} {
		if !verbs[v] {
			t.Errorf("verb %s is not in the table", v)
		}
	}
}
