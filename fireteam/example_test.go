package fireteam_test

import (
	"encoding/json"
	"fmt"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/fireteam"
)

// A game starts with the setup choices: the start player, then each
// player's hero.
func Example() {
	s, _ := fireteam.New(fireteam.Config{}, nil)
	r := dice.New(1)
	for _, text := range []string{"start Player2", "pick Frank", "pick Shad"} {
		a, _ := fireteam.ParseAction(text)
		s, _, _ = fireteam.Apply(s, a, r)
	}
	fmt.Println(s.Round(), s.ToMove(), s.Heroes(), s.HandSize(fireteam.Frank))
	// Output: 1 [Player2] [Shad Frank] 5
}

// position is a mid-game position of mission I1 written by hand: Frank at
// c1, Shad guarding the specialists at b1 (whose spawn token was
// searched), a Corrupted Animal at d1, the threat on space 3 with its
// twist.
const position = `{
  "mission": "I1", "players": 2, "round": 3, "waiting_for": "turn",
  "start_player_hero": 0, "current_hero": 0, "movement_spent": 0, "action_spent": false,
  "heroes": [
    {"hero": "Frank", "at": "c1", "knocked_down": false,
     "deck": ["M04","M06","M07","M08","M09","M10","M11","M12","M13","M14","M15","M16"],
     "hand": ["M01","M02","M05"], "discard": ["M03"], "upgrades": [], "focus": []},
    {"hero": "Shad", "at": "b1", "knocked_down": false,
     "deck": ["C06","C07","C08","C09","C10","C11","C12","C13","C14","C15","C16"],
     "hand": ["C01","C02","C03","C04","C05"], "discard": [], "upgrades": [], "focus": []}
  ],
  "patty": "b1", "henry": "b1",
  "monsters": [
    {"monster": "m1", "at": "d1", "pool": "spawn"}, {"monster": "m2", "at": "", "pool": "spawn"},
    {"monster": "m3", "at": "", "pool": "spawn"}, {"monster": "m4", "at": "", "pool": "reserve"},
    {"monster": "m5", "at": "", "pool": "reserve"}, {"monster": "m6", "at": "", "pool": "none"},
    {"monster": "m7", "at": "", "pool": "none"}, {"monster": "m8", "at": "", "pool": "none"},
    {"monster": "m9", "at": "", "pool": "none"}, {"monster": "e1", "at": "", "pool": "reserve"},
    {"monster": "e2", "at": "", "pool": "none"}, {"monster": "e3", "at": "", "pool": "none"},
    {"monster": "boss", "at": "", "pool": "none"}
  ],
  "boss_power_tokens": 0, "threat_space": 3, "twists": ["dread"],
  "twist_deck": ["frenzy","fury","hardened","restless","ferocity","thick_hide","onslaught"],
  "recon_deck": ["ambush","quiet","discovery1","alarm","supplies","discovery3","ambush","lucky_charm","field_medic","discovery2","quiet"],
  "spawn_tokens_face_up": [2,3,4,5,6,7,8,9,10,11,12],
  "lucky_coin": "heads", "intel": [0, 0], "objectives_complete": [],
  "suppressed": [], "to_activate": []
}`

// A position is read from its JSON (and validated), then played on: Frank
// shoots the Corrupted Animal with Hydrostatic Shock.
func Example_position() {
	var s fireteam.State
	if err := json.Unmarshal([]byte(position), &s); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s.Actions()[len(s.Actions())-2:])
	r := dice.Script(fireteam.AttackDie("BB"), fireteam.AttackDie("BB"), fireteam.AttackDie("BX"))
	for _, text := range []string{"attack Frank m1", "add Frank M01", "roll Frank", "keep Frank"} {
		a, _ := fireteam.ParseAction(text)
		var ev []fireteam.Event
		s, ev, _ = fireteam.Apply(s, a, r)
		for _, e := range ev {
			fmt.Println(e)
		}
	}
	_, on := s.MonsterAt(fireteam.Monster(0))
	fmt.Println("m1 on the board:", on)
	// Output:
	// [attack Frank m1 end Frank]
	// Frank played M01 (Hydrostatic Shock) as attack
	// Frank rolled [BB BB BX]: 5 hits
	// m1 took 4 damage and was killed
	// m1 on the board: false
}

// ExamplePosition writes a mid-game position as a Go literal (the
// Position type, whose JSON is the position format), builds the State and
// plays one action. I1, round 2: Frank and Shad in b1 with the
// specialists, m1 in c1; Frank, to move, shoots m1.
func ExamplePosition() {
	m := func(codes ...string) []fireteam.Card {
		out := make([]fireteam.Card, len(codes))
		for i, c := range codes {
			_ = out[i].UnmarshalText([]byte(c))
		}
		return out
	}
	p := fireteam.Position{
		Mission: "I1", Players: 2, Round: 2, WaitingFor: "turn",
		Heroes: []fireteam.HeroPosition{
			{Hero: "Frank", At: "b1",
				Deck: []string{"M06", "M07", "M08", "M09", "M10", "M11", "M12", "M13", "M14", "M15", "M16"},
				Hand: m("M01", "M02", "M03", "M04", "M05")},
			{Hero: "Shad", At: "b1",
				Deck: []string{"C06", "C07", "C08", "C09", "C10", "C11", "C12", "C13", "C14", "C15", "C16"},
				Hand: m("C01", "C02", "C03", "C04", "C05")},
		},
		Patty: "b1", Henry: "b1",
		Monsters: []fireteam.MonsterPosition{
			{Monster: 0, At: "c1", Pool: "spawn"}, {Monster: 1, Pool: "spawn"}, {Monster: 2, Pool: "spawn"},
			{Monster: 3, Pool: "reserve"}, {Monster: 4, Pool: "reserve"}, {Monster: 5, Pool: "none"},
			{Monster: 6, Pool: "none"}, {Monster: 7, Pool: "none"}, {Monster: 8, Pool: "none"},
			{Monster: 9, Pool: "reserve"}, {Monster: 10, Pool: "none"}, {Monster: 11, Pool: "none"},
			{Monster: 12, Pool: "none"},
		},
		Threat:    2,
		TwistDeck: []string{"hardened", "thick_hide", "frenzy", "fury", "ferocity", "dread", "restless", "onslaught"},
		Recon:     []string{"ambush", "discovery3", "supplies", "ambush", "discovery1", "discovery2", "lucky_charm", "alarm", "elite_ambush", "quiet", "field_medic"},
		SpawnUp:   []int{2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}, // token 1 (b1) searched
		Intel:     []int{0, 0},
	}
	s, err := p.State()
	if err != nil {
		fmt.Println(err)
		return
	}
	// Headshot (bullet 2, range 4) at c1, which is cover: one die, BB;
	// Henry beside him, Frank keeps it.
	r := dice.Script(fireteam.AttackDie("BB"))
	for _, text := range []string{"attack Frank m1", "add Frank M03", "roll Frank", "keep Frank"} {
		a, err := fireteam.ParseAction(text)
		if err == nil {
			var ev []fireteam.Event
			s, ev, err = fireteam.Apply(s, a, r)
			for _, e := range ev {
				fmt.Println(e)
			}
		}
		if err != nil {
			fmt.Println(err)
			return
		}
	}
	fmt.Println(s.Position().Heroes[0].Discard)
	// Output:
	// Frank played M03 (Headshot) as attack
	// Frank rolled [BB]: 2 hits
	// m1 took 2 damage and was killed
	// [M03]
}
