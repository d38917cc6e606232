package fireteam_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/fireteam"
	"github.com/incursion/incursion/gametest"
)

func cards(role string, from, to int) []string {
	var out []string
	for i := from; i <= to; i++ {
		out = append(out, fmt.Sprintf("%s%02d", role, i))
	}
	return out
}

func hand(role string, from, to int) []fireteam.Card {
	var out []fireteam.Card
	for _, c := range cards(role, from, to) {
		var k fireteam.Card
		if err := k.UnmarshalText([]byte(c)); err != nil {
			panic(err)
		}
		out = append(out, k)
	}
	return out
}

func docPosition() fireteam.Position {
	mons := make([]fireteam.MonsterPosition, 0, 13)
	for i, m := range fireteam.Monsters() {
		mp := fireteam.MonsterPosition{Monster: m, Pool: "none"}
		if i < 5 {
			mp.Pool = "spawn"
		}
		mons = append(mons, mp)
	}
	mons[0].At = "e2"
	return fireteam.Position{
		Mission:    "I1",
		Players:    2,
		Round:      2,
		WaitingFor: "turn",
		Start:      0,
		Current:    0,
		Heroes: []fireteam.HeroPosition{
			{Hero: "Frank", At: "d2", Deck: cards("M", 6, 16), Hand: hand("M", 1, 5)},
			{Hero: "Shad", At: "d2", Deck: cards("C", 6, 16), Hand: hand("C", 1, 5)},
		},
		Patty:     "d2",
		Henry:     "d2",
		Monsters:  mons,
		Threat:    2,
		TwistDeck: []string{"frenzy", "fury", "hardened", "restless", "dread", "ferocity", "thick_hide", "onslaught"},
		Recon:     []string{"discovery1", "discovery2", "discovery3", "ambush", "elite_ambush", "supplies", "lucky_charm", "alarm", "quiet", "field_medic", "cave_in", "quiet"},
		SpawnUp:   []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12},
		Intel:     []int{0, 0},
	}
}

func TestDocReaderFireteam(t *testing.T) {
	s, err := docPosition().State()
	if err != nil {
		t.Fatal(err)
	}
	apply := func(s fireteam.State, text string, r dice.Roller) fireteam.State {
		t.Helper()
		a, err := fireteam.ParseAction(text)
		if err != nil {
			t.Fatal(err)
		}
		next, ev, err := fireteam.Apply(s, a, r)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		t.Logf("%s -> %v", text, ev)
		return next
	}
	t.Log(s.Actions())
	s = apply(s, "attack Frank m1", nil)
	t.Log(s.WaitingFor(), s.Actions())
	s = apply(s, "add Frank M01", nil)
	bb := fireteam.AttackDie("BB")
	r := dice.Script(bb, bb, bb, bb, bb, bb, bb, bb)
	s = apply(s, "roll Frank", r)
	t.Log(s.WaitingFor(), s.Actions(), "left", r.Remaining())
	if s.WaitingFor() == "reroll" {
		s = apply(s, "keep Frank", nil)
	}
	if _, on := s.MonsterAt(fireteam.Monster(0)); on {
		t.Errorf("m1 still at e2 after 2 bullet hits per die")
	}
}

func TestDocReaderFireteamJSON(t *testing.T) {
	data, err := json.Marshal(docPosition())
	if err != nil {
		t.Fatal(err)
	}
	var s fireteam.State
	if err := json.Unmarshal(data, &s); err != nil {
		t.Fatal(err)
	}
	if s.WaitingFor() != "turn" || s.Threat() != 2 {
		t.Errorf("decoded: %s threat %d", s.WaitingFor(), s.Threat())
	}
	var m map[string]any
	mistake := func(name, want string, edit func(m map[string]any)) {
		t.Helper()
		m = nil
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		edit(m)
		bad, _ := json.Marshal(m)
		var s fireteam.State
		err := json.Unmarshal(bad, &s)
		t.Logf("%s: %v", name, err)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v does not name %q", name, err, want)
		}
	}
	mistake("unknown key", `heroes[1]: unknown key "colour"`, func(m map[string]any) {
		m["heroes"].([]any)[1].(map[string]any)["colour"] = "red"
	})
	mistake("wrong type", "heroes[0].hand[2]", func(m map[string]any) {
		m["heroes"].([]any)[0].(map[string]any)["hand"].([]any)[2] = 3
	})
	mistake("missing required", "monsters[4].pool", func(m map[string]any) {
		delete(m["monsters"].([]any)[4].(map[string]any), "pool")
	})
}

func TestDocReaderFireteamInvariant(t *testing.T) {
	threat := func(s fireteam.State) error {
		if n := s.Threat(); n < 1 || n > 12 {
			return fmt.Errorf("threat space %d outside 1..12", n)
		}
		if n := len(s.Twists()); n > s.Threat()/3 {
			return fmt.Errorf("%d twists revealed at threat space %d", n, s.Threat())
		}
		return nil
	}
	if err := gametest.CheckInvariant(fireteam.Game, threat); err != nil {
		t.Fatal(err)
	}
}
