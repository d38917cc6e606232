package nemesis

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
)

// leaves lists the paths to every number and boolean of a decoded JSON
// value.
func leaves(v any, path []any, out *[][]any) {
	switch x := v.(type) {
	case map[string]any:
		for k, c := range x {
			leaves(c, append(append([]any{}, path...), k), out)
		}
	case []any:
		for i, c := range x {
			leaves(c, append(append([]any{}, path...), i), out)
		}
	default:
		*out = append(*out, path)
	}
}

func setPath(v any, path []any, val any) {
	for i, p := range path {
		last := i == len(path)-1
		switch k := p.(type) {
		case string:
			m := v.(map[string]any)
			if last {
				m[k] = val
				return
			}
			v = m[k]
		case int:
			a := v.([]any)
			if last {
				a[k] = val
				return
			}
			v = a[k]
		}
	}
}

// playable checks what issue 8 asks of any state that decodes: nothing
// panics, a game not over has an action, each listed action applies to a
// valid state.
func playable(t *testing.T, s State, what string) {
	defer func() {
		if p := recover(); p != nil {
			t.Fatalf("%s: panic %v", what, p)
		}
	}()
	_ = s.Draw()
	for _, p := range append(s.Seats(), ObserverSeat) {
		_ = s.View(p).Draw()
		_ = s.View(p).Actions()
	}
	as := s.Actions()
	if s.Viewer() >= 0 {
		return // a view is for reading
	}
	if !s.Over() && len(as) == 0 {
		t.Fatalf("%s: not over and no action", what)
	}
	for _, a := range as {
		n, _, err := Apply(s, a, dice.New(1))
		if err != nil {
			t.Fatalf("%s: listed %v: %v", what, a, err)
		}
		if err := n.Validate(); err != nil {
			t.Fatalf("%s: after %v: %v", what, a, err)
		}
	}
	_ = s.Outcome()
}

// TestAnyDecodedStateIsPlayable mutates every number and boolean of real
// mid-game states and checks every mutant that decodes.
func TestAnyDecodedStateIsPlayable(t *testing.T) {
	r := dice.New(5)
	seeds := uint64(3)
	if playtest.Race {
		seeds = 1
	}
	for seed := uint64(1); seed <= seeds; seed++ {
		states := randomStates(t, Config{Players: 2 + int(seed)}, seed)
		for _, i := range []int{len(states) / 2, len(states) - 2} {
			data, _ := json.Marshal(states[i])
			var doc any
			if err := json.Unmarshal(data, &doc); err != nil {
				t.Fatal(err)
			}
			var paths [][]any
			leaves(doc, nil, &paths)
			for _, path := range paths {
				for _, val := range []any{-3, -1, 0, 1, 2, 5, 9, 30, 127, true, false} {
					if r.IntN(12) != 0 {
						continue
					}
					var d any
					json.Unmarshal(data, &d)
					setPath(d, path, val)
					mut, _ := json.Marshal(d)
					var s State
					if json.Unmarshal(mut, &s) != nil {
						continue
					}
					playable(t, s, fmt.Sprintf("seed %d state %d %v=%v", seed, i, path, val))
				}
			}
		}
	}
}

// TestPositionWords: slots, cards and Items are written in the words of
// the notation, and a document decoded over a State leaves that State's
// game unchanged (States are immutable) and rejects words that name
// nothing.
func TestPositionWords(t *testing.T) {
	s := started(t, Config{Players: 1}, 1)
	before := playtest.DeepCopy(s)
	var doc struct {
		Characters []struct {
			Room string   `json:"room"`
			Hand []string `json:"hand"`
		} `json:"characters"`
		Rooms     map[string]json.RawMessage `json:"rooms"`
		Corridors map[string]json.RawMessage `json:"corridors"`
	}
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	if got := doc.Characters[0].Room; got != "a2" {
		t.Errorf("room = %q, want a2", got)
	}
	if got := doc.Characters[0].Hand; len(got) != 5 || got[0][0] != 'c' {
		t.Errorf("hand = %q, want 5 cards c0..c9", got)
	}
	if _, ok := doc.Rooms["a2"]; !ok || len(doc.Rooms) != 2 {
		t.Errorf("rooms = %v, want a2 and d3", doc.Rooms)
	}
	if _, ok := doc.Corridors["a2-b2"]; !ok || len(doc.Corridors) != 3 {
		t.Errorf("corridors = %v, want the Landing Zone's 3", doc.Corridors)
	}

	edited := s
	if err := json.Unmarshal([]byte(`{"characters":[{"oxygen":2}]}`), &edited); err != nil {
		t.Fatal(err)
	}
	if edited.Player(0).Oxygen != 2 || edited.Player(0).Room != LandingSlot {
		t.Errorf("edited: oxygen %d in %d, want 2 in a2", edited.Player(0).Oxygen, edited.Player(0).Room)
	}
	playtest.AssertUnchanged(t, before, s)

	for _, bad := range []string{
		`{"characters":[{"room":"z9"}]}`,
		`{"characters":[{"room":"a2-b2"}]}`,
		`{"characters":[{"hand":["x3"]}]}`,
		`{"characters":[{"backpack":["c3"]}]}`,
		`{"rooms":{"a9":{"tile":0}}}`,
		`{"corridors":{"a2-c2":{"tile":37}}}`,
		`{"intruders":[{"at":"q1"}]}`,
	} {
		e := s
		if err := json.Unmarshal([]byte(bad), &e); err == nil {
			t.Errorf("%s: decoded, want an error", bad)
		}
	}
}

// TestPositionEveryWord: every word of every family reads back to its
// component, in any case and with "-" or "_" for spaces, and the old id
// (a JSON number) reads as the same component.
func TestPositionEveryWord(t *testing.T) {
	for _, f := range []*family{std.words().room, std.words().corridor, std.words().character, std.words().objective, std.words().wound, std.words().attack,
		std.words().event, std.words().queen, std.words().robot, std.words().token, std.words().explore, itemWords, std.words().contam, doorWords, slotWords} {
		seen := map[string]bool{}
		for id := range f.words {
			w := f.text(int8(id))
			if seen[normWord(w)] {
				t.Errorf("%s: %q names two components", f.what, w)
			}
			seen[normWord(w)] = true
			for _, variant := range []string{w, strings.ToUpper(w), strings.ReplaceAll(strings.ToLower(w), " ", "-"),
				strings.ReplaceAll(w, " ", "_"), strings.ReplaceAll(w, "#", " #")} {
				data, _ := json.Marshal(variant)
				got, err := f.parse(data, false)
				if err != nil || got != int8(id) {
					t.Errorf("%s: %q reads as %d, %v; want %d", f.what, variant, got, err, id)
				}
			}
			if got, err := f.parse([]byte(fmt.Sprint(id)), false); err != nil || got != int8(id) {
				t.Errorf("%s: the old id %d reads as %d, %v", f.what, id, got, err)
			}
		}
		for _, w := range []string{"none", "?"} {
			data, _ := json.Marshal(w)
			if got, err := f.parse(data, false); err != nil || f.text(got) != w {
				t.Errorf("%s: %q reads as %d, %v", f.what, w, got, err)
			}
		}
	}
	// Words a person might expect, checked against DATA.md's listing.
	for _, c := range []struct {
		f    *family
		word string
		id   int8
	}{
		{std.words().room, "Surgery", 4}, {std.words().room, "Shelter Room#2", 15}, {std.words().room, "shelter-room#1", 14},
		{std.words().corridor, "1D#1", 0}, {std.words().corridor, "1#1", 3}, {std.words().corridor, "1/2#3", 9}, {std.words().corridor, "4/1#1", 37},
		{std.words().character, "scout", 5}, {std.words().objective, "Official Order#3", 10}, {std.words().objective, "Blackout#2", 23},
		{std.words().wound, "Lungs#3", 11}, {std.words().attack, "Infecting#1", 13}, {std.words().event, "Fire Spreads#2", 10},
		{std.words().queen, "Discard 0 Repel#2", 6}, {std.words().queen, "Discard 2 Repel", 7}, {std.words().robot, "Medical Robot", 3},
		{std.words().token, "Blank", 0}, {std.words().token, "Adult#1", 13}, {std.words().token, "Larva#8", 34}, {std.words().contam, "c64", 0},
		{itemWords, "i53", Egg}, {doorWords, "Closed", DoorClosed},
	} {
		data, _ := json.Marshal(c.word)
		if got, err := c.f.parse(data, false); err != nil || got != c.id {
			t.Errorf("%q = %d, %v; want %d", c.word, got, err, c.id)
		}
	}
}

// TestPositionOldNumbers: a document in the numbers of the old format (tile
// ids, Character and Objective ids, the bag as a bit set, "armor" and
// "robot_room" as numbers, the decks as ids, the intruders as a list, the
// Lander's place as a number)
// decodes to the same position as the one in words.
func TestPositionOldNumbers(t *testing.T) {
	base := started(t, Config{Players: 2}, 3)
	old := `{"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 14, "secure": 1}},
	  "corridors": {"a2-b2": {"tile": 0, "door": 1}, "b2-c2": {"tile": 37}},
	  "characters": [{"character": 1, "armor": 6, "wounds": [3, -1, -1], "health": 3, "objectives": [1, 8], "draft": [-1, -1]},
	                 {"character": 5, "armor": -1, "objectives": [2, 9]}],
	  "intruders": [{"at": "none"}, {"at": "b2-c2"}],
	  "bag": 8193, "mission_tasks": [14, -1, -1, -1, -1], "robot": 3, "robot_room": 15, "lander": 1,
	  "decks": {"event_deck": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13], "queen_health": [0, 7],
	            "contamination_deck": [19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]}}`
	words := `{"rooms": {"b2": {"tile": "Shelter Room#1", "secure": 1}},
	  "corridors": {"a2-b2": {"tile": "1D#1", "door": "closed"}, "b2-c2": {"tile": "4/1#1"}},
	  "characters": [{"character": "Soldier", "armor": "i6", "wounds": ["Hand#1"], "health": 3, "objectives": ["Regicide", "Official Order#1"], "draft": []},
	                 {"character": "Scout", "armor": "none", "objectives": ["Hard Drive", "Official Order#2"]}],
	  "intruders": {"x1": {"at": "b2-c2"}},
	  "bag": ["Blank", "Adult#1"], "mission_tasks": ["Primary Samples"], "robot": "Medical Robot", "robot_room": "d3",
	  "lander": "landed",
	  "decks": {"event_deck": ["Fire Spreads#1", "Short Circuit", "Hatching#1", "Noise in the Walls", "Life Support Failure A",
	    "Life Support Failure B", "Life Support Failure C", "Queen's Call#1", "Nest Stirs#1", "Breakdown", "Fire Spreads#2",
	    "Hatching#2", "Nest Stirs#2", "Queen's Call#2"], "queen_health": ["Discard 0", "Discard 2 Repel"],
	    "contamination_deck": ["c83", "c82", "c81", "c80", "c79", "c78", "c77", "c76", "c75", "c74", "c73", "c72", "c71",
	    "c70", "c69", "c68", "c67", "c66", "c65", "c64"]}}`
	var got [2]State
	for i, doc := range []string{old, words} {
		got[i] = base
		if err := json.Unmarshal([]byte(doc), &got[i]); err != nil {
			t.Fatalf("%s: %v", []string{"old", "words"}[i], err)
		}
	}
	if !playtest.Equal(got[0], got[1]) {
		t.Errorf("old numbers and words differ (-old +words):\n%s", playtest.Diff(got[0], got[1]))
	}
	g := got[1].g
	if g.Rooms[1*W+1].Tile != 14 || g.Corr[edgeBetween(LandingSlot, 1*W+1)].Door != DoorClosed || g.P[0].Char != 1 ||
		g.P[0].Armor != 6 || g.P[0].Wounds != [3]int8{3, -1, -1} || g.Bag != 1|1<<13 || g.Robot != 3 || g.RobotRoom != HibernatoriumSlot ||
		g.Intr[1].At != int8(Slots+edgeBetween(1*W+1, 1*W+2)) || g.Intr[5].At != -1 || g.Lander != 1 {
		t.Errorf("the words did not read as DATA.md lists them:\n%s", got[1].Draw())
	}
}

// TestPositionWrittenInWords: what Marshal writes is words only (no number
// but counts, tracks and the suspended procedures), "pending_items" holds
// only the Items of a Search, "mission_tasks" only those in play, and every
// state of random games reads back equal, views too.
func TestPositionWrittenInWords(t *testing.T) {
	states := randomStates(t, Config{Players: 4}, 7)
	numbers := map[string]bool{"players": true, "round": true, "actions_done": true, "pending_n": true, "pending_arg": true,
		"number": true, "health": true, "oxygen": true, "secure": true, "hits": true, "queen_hits": true, "objective_track": true,
		"autodestruction": true, "eggs": true, "data_tokens": true, "landing_zone_tokens": true,
		"token_supply": true, "proposal": true, "chosen_action": true, "reaction_window": true}
	for i, s := range states {
		for _, v := range []State{s, s.View(Seat(i % 4)), s.View(ObserverSeat)} {
			data, err := json.Marshal(v)
			if err != nil {
				t.Fatal(err)
			}
			var doc any
			json.Unmarshal(data, &doc)
			var check func(v any, key string)
			check = func(v any, key string) {
				switch x := v.(type) {
				case map[string]any:
					for k, c := range x {
						if !numbers[k] {
							check(c, k)
						}
					}
				case []any:
					for _, c := range x {
						check(c, key)
					}
				case float64:
					t.Fatalf("state %d: %q holds the number %v:\n%s", i, key, x, data)
				}
			}
			check(doc, "")
			var back State
			if err := json.Unmarshal(data, &back); err != nil {
				t.Fatalf("state %d: %v\n%s", i, err, data)
			}
			if !playtest.Equal(v, back) {
				t.Fatalf("state %d: round trip (-want +got):\n%s", i, playtest.Diff(v, back))
			}
			var w struct {
				PendItems []string `json:"pending_items"`
				Pending   string   `json:"pending"`
				PendN     int      `json:"pending_n"`
			}
			json.Unmarshal(data, &w)
			if n := map[bool]int{true: w.PendN}[w.Pending == "keep"]; len(w.PendItems) != n {
				t.Fatalf("state %d: pending_items %q with %s %d", i, w.PendItems, w.Pending, w.PendN)
			}
		}
	}
}

// TestPositionBadWords: a word that names nothing is refused with an error
// that names the field and the forms expected.
func TestPositionBadWords(t *testing.T) {
	base := started(t, Config{Players: 2}, 1)
	for doc, want := range map[string][]string{
		`{"rooms": {"b2": {"tile": "Sugrery"}}}`:                                   {"rooms: b2", "a Room tile", `"Surgery"`, "id 0–23"},
		`{"rooms": {"b2": {"fire": true}}}`:                                        {"rooms: b2", `no "tile"`},
		`{"rooms": {"a2": {"tile": "none"}}}`:                                      {"rooms: a2", "printed on the board"},
		`{"corridors": {"a2-b2": {"tile": "5D"}}}`:                                 {"corridors: a2-b2", "a Corridor tile", `"1D#1"`},
		`{"corridors": {"a2-b2": {"tile": "1", "door": "ajar"}}}`:                  {"corridors: a2-b2", "a Door", `"open"`},
		`{"characters": [{"character": "Sodlier"}]}`:                               {"characters[0]", "character", "a Character", `"Soldier"`},
		`{"characters": [{}, {"wounds": ["Eyes#4"]}]}`:                             {"characters[1]", "wounds", "a Serious Wound"},
		`{"characters": [{"wounds": ["Eyes", "Eyes", "Eyes", "Eyes"]}]}`:           {"characters[0]", "wounds: 4 of them (at most 3)"},
		`{"characters": [{"armor": "vest"}]}`:                                      {"characters[0]", "armor", "an Item", `"i0"`},
		`{"characters": [{"objectives": ["Official Order"]}]}`:                     {"characters[0]", "objectives", `write "Official Order#1" … "Official Order#3"`},
		`{"mission_tasks": ["Nothing"]}`:                                           {"mission_tasks", "an Objective or Mission Task"},
		`{"robot": "R2"}`:                                                          {"robot", "a Robot card", `"Exploration Robot"`},
		`{"lander": "flying"}`:                                                     {"lander", "a place of the Lander", `"landed"`},
		`{"robot_room": "a2-b2"}`:                                                  {"robot_room", "a Room slot", `"a1"`},
		`{"bag": ["Blank", "Blank"]}`:                                              {"bag", "Blank twice"},
		`{"bag": ["Facehugger"]}`:                                                  {"bag", "an Intruder token", `"Queen#1"`},
		`{"bag": ["Queen", "Queen", "Queen", "Queen", "Queen", "Queen", "Queen"]}`: {"bag", "no Queen token left"},
		`{"intruders": {"x99": {"at": "b2"}}}`:                                     {"intruders", `"x99"`, "x5–x16 Adults"},
		`{"decks": {"event_deck": ["Fire Spreads"]}}`:                              {"decks", "event_deck", `write "Fire Spreads#1" … "Fire Spreads#2"`},
		`{"decks": {"room_stacks": [["Surgery"], [], [], [], []]}}`:                {"decks", "room_stacks: 5 lists (at most 4)"},
		`{"decks": {"discard_pile": []}}`:                                          {"decks", `"discard_pile" is not a pile`},
		`{"decks": {"queen_health": ["Discard 3"]}}`:                               {"decks", "queen_health", "a Queen Health card"},
		`{"decks": {"wound_deck": [12]}}`:                                          {"invalid state"},
	} {
		s := base
		err := json.Unmarshal([]byte(doc), &s)
		if err == nil {
			t.Errorf("%s: decoded, want an error", doc)
			continue
		}
		for _, w := range want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: error %q does not say %q", doc, err, w)
			}
		}
		if s != base {
			t.Errorf("%s: the State changed on an error", doc)
		}
	}
}

// TestPositionFromScratch: a small position written from scratch (a few
// Rooms, a Character, an Intruder) is completed: every deck holds the
// components placed nowhere, the first of DATA.md's order on top, bare
// names take the lowest copy left, and the position plays.
func TestPositionFromScratch(t *testing.T) {
	doc := `{
	  "players": 2,
	  "characters": [{"character": "Soldier", "room": "b2", "hand": ["c9", "c8"], "wounds": ["Eyes"], "health": 3},
	                 {"character": "Medic", "wounds": ["Eyes", "Head#1"], "health": 6}],
	  "rooms": {"b2": {"tile": "Shelter Room"}, "b1": {"tile": "Shelter Room"}, "c2": {"tile": "Surgery"}},
	  "corridors": {"a2-b2": {"tile": "1"}, "b1-b2": {"tile": "1"}, "b2-c2": {"tile": "2D"}},
	  "intruders": {"x5": {"at": "c2"}},
	  "bag": ["Blank", "Adult", "Adult", "Larva#8"]
	}`
	var s State
	if err := json.Unmarshal([]byte(doc), &s); err != nil {
		t.Fatal(err)
	}
	g := s.g
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	b1, b2, c2 := 0*W+1, 1*W+1, 1*W+2
	for _, c := range []struct {
		what      string
		got, want int8
	}{
		{"b2 tile", g.Rooms[b2].Tile, 15}, {"b1 tile", g.Rooms[b1].Tile, 14}, {"c2 tile", g.Rooms[c2].Tile, 4},
		{"a2-b2 tile", g.Corr[edgeBetween(LandingSlot, b2)].Tile, 3}, {"b1-b2 tile", g.Corr[edgeBetween(b1, b2)].Tile, 4},
		{"b2-c2 tile", g.Corr[edgeBetween(b2, c2)].Tile, 10},
		{"P1 wound", g.P[0].Wounds[0], 0}, {"P2 wound", g.P[1].Wounds[0], 1}, {"P2 second wound", g.P[1].Wounds[1], 6},
		{"P2 room", g.P[1].Room, LandingSlot}, {"P1 oxygen", g.P[0].Oxygen, 7},
		{"P1 rifle", g.P[0].Hands[0].Item, 48}, {"P2 pistol", g.P[1].Hands[0].Item, 49},
		{"P1 Private Objective", g.P[0].Objectives[0], 0}, {"P2 Private Objective", g.P[1].Objectives[0], 1},
		{"P1 Mission Objective", g.P[0].Objectives[1], 8}, {"Mission Task", g.Task[0], 14},
		{"top of the Event deck", g.D.Events.slice()[g.D.Events.N-1], 0}, {"Event cards", g.D.Events.N, int8(EventCards)},
		{"top of the Wound deck", g.D.Wounds.slice()[g.D.Wounds.N-1], 2}, {"Wound cards", g.D.Wounds.N, WoundCards - 3},
		{"Corridor tiles", g.D.CorrDeck.N, CorridorTiles - 3}, {"top Corridor tile", g.D.CorrDeck.slice()[g.D.CorrDeck.N-1], 0},
		{"A stack", g.D.Stacks[0].N, 2}, {"? stack", g.D.Stacks[3].N, 10},
		{"P1 deck", g.P[0].Deck.N, 8}, {"P1's top card", g.P[0].Deck.slice()[7], 0}, {"P2 deck", g.P[1].Deck.N, 10},
		{"Queen Health cards", g.D.QueenDeck.N, int8(QueenCards)}, {"draft deck", g.D.Draft.N, int8(Characters - 2)},
	} {
		if c.got != c.want {
			t.Errorf("%s = %d, want %d", c.what, c.got, c.want)
		}
	}
	if g.Bag != 1|1<<13|1<<14|1<<34 || g.Intr[5].At != int8(c2) || g.Intr[0].At != -1 {
		t.Errorf("bag %b, x5 at %d", g.Bag, g.Intr[5].At)
	}
	playable(t, s, "from scratch")
	r := dice.New(1)
	for range 40 {
		if s.Over() {
			break
		}
		as := s.Actions()
		s = mustApply(t, s, as[r.IntN(len(as))], r)
	}

	// The third copy of a name with two is refused; so is a position
	// without Characters.
	for _, bad := range []string{
		`{"players": 1, "characters": [{"character": "Pilot"}], "rooms": {"b2": {"tile": "Armory"}, "b1": {"tile": "Armory"}, "b3": {"tile": "Armory"}}}`,
		`{"rooms": {"b2": {"tile": "Armory"}}}`,
	} {
		var s State
		if err := json.Unmarshal([]byte(bad), &s); err == nil {
			t.Errorf("%s: decoded, want an error", bad)
		}
	}
}

// TestPositionFillsWhatItOmits: decoded over a game, a document that
// places a component takes it out of the pile it was in, and one that
// takes a component away puts it under its draw pile; the piles it writes
// are as written.
func TestPositionFillsWhatItOmits(t *testing.T) {
	s := started(t, Config{Players: 2}, 4)
	before := playtest.DeepCopy(s)
	stack := s.g.D.Stacks[3].slice()
	tile := stack[len(stack)-1] // the "?" stack's top
	item := s.g.P[0].Hands[0].Item
	doc := fmt.Sprintf(`{"rooms": {"b2": {"tile": %q}}, "characters": [{"hands": [{"item": "none", "tokens": ["none", "none"], "malfunction": false}, {"item": "none", "tokens": ["none", "none"], "malfunction": false}], "hand": [%q]}]}`, std.words().room.text(tile), num("c", s.g.P[0].Hand.slice()[0]))
	e := s
	if err := json.Unmarshal([]byte(doc), &e); err != nil {
		t.Fatal(err)
	}
	playtest.AssertUnchanged(t, before, s)
	if got := e.g.D.Stacks[3].slice(); !slices.Equal(got, stack[:len(stack)-1]) {
		t.Errorf("? stack %v, want %v without its top", got, stack)
	}
	_ = item // a Character Item leaves the game: in no pile
	p := e.g.P[0]
	if p.Hand.N != 1 || p.Deck.N+p.Disc.N != 9 {
		t.Errorf("hand %v deck %v discard %v: want 1 card in hand, the other 9 in the deck", p.Hand.slice(), p.Deck.slice(), p.Disc.slice())
	}
	// The cards the hand held go under the deck, whose top is unchanged.
	if d, old := p.Deck.slice(), s.g.P[0].Deck.slice(); d[len(d)-1] != old[len(old)-1] {
		t.Errorf("deck top %d, was %d", d[len(d)-1], old[len(old)-1])
	}
	// A green Item taken out of a Backpack goes under the green deck.
	g := *s.g
	d := *g.D
	g.D = &d
	green := g.D.Items[Green].pop()
	g.P[1].Pack[0], g.P[1].NPack = green, 1
	withItem := State{&g}
	if err := withItem.Validate(); err != nil {
		t.Fatal(err)
	}
	e = withItem
	if err := json.Unmarshal([]byte(`{"characters": [{}, {"backpack": []}]}`), &e); err != nil {
		t.Fatal(err)
	}
	if got := e.g.D.Items[Green].slice(); got[0] != green || int(e.g.D.Items[Green].N) != int(s.g.D.Items[Green].N) {
		t.Errorf("green deck %v, want %d at the bottom", got, green)
	}
}

// TestAnyScratchPositionIsPlayable mutates every value of a small position
// written from scratch (numbers, booleans and words, old and new forms) and
// checks every mutant that decodes, as TestAnyDecodedStateIsPlayable does
// for full positions: the defaults and the completed piles always give a
// position that can be played on.
func TestAnyScratchPositionIsPlayable(t *testing.T) {
	doc := `{"players": 2, "phase": "player",
	  "characters": [{"character": "Soldier", "room": "b2", "hand": ["c9", "c6"], "wounds": ["Eyes"], "health": 3, "backpack": ["i12"]},
	                 {"character": "Medic", "hand": ["c5", "c4", "c64"], "objectives": ["Regicide", "none"]}],
	  "rooms": {"b2": {"tile": "Shelter Room", "secure": 1}, "c2": {"tile": "Nest", "fire": true}},
	  "corridors": {"a2-b2": {"tile": "1", "noise": true}, "b2-c2": {"tile": "2D", "door": "closed"}},
	  "intruders": {"x5": {"at": "c2", "hits": 1}, "x17": {"at": "b2-c2"}},
	  "bag": ["Blank", "Adult", "Queen#2"],
	  "decks": {"event_deck": ["Hatching#1", "Breakdown"], "wound_discard": ["Head#2"]},
	  "mission_tasks": ["Nest Purge"], "lander": "on the track", "robot_room": "d3"}`
	var s State
	if err := json.Unmarshal([]byte(doc), &s); err != nil {
		t.Fatal(err)
	}
	playable(t, s, "the small position")
	var base any
	json.Unmarshal([]byte(doc), &base)
	var paths [][]any
	leaves(base, nil, &paths)
	r := dice.New(8)
	decoded := 0
	for _, path := range paths {
		for _, val := range []any{-2, -1, 0, 1, 3, 7, 40, true, "none", "?", "Surgery", "Shelter Room#2", "1D", "c3",
			"i6", "Eyes#2", "b1", "a2-b2", "Scout", "dead", "keep", "over", "Adult"} {
			if r.IntN(3) != 0 {
				continue
			}
			var d any
			json.Unmarshal([]byte(doc), &d)
			setPath(d, path, val)
			mut, _ := json.Marshal(d)
			var m State
			if json.Unmarshal(mut, &m) != nil {
				continue
			}
			decoded++
			playable(t, m, fmt.Sprintf("%v=%v", path, val))
			data, err := json.Marshal(m)
			if err != nil {
				t.Fatalf("%v=%v: %v", path, val, err)
			}
			var back State
			if err := json.Unmarshal(data, &back); err != nil || !playtest.Equal(m, back) {
				t.Fatalf("%v=%v: round trip: %v\n%s", path, val, err, playtest.Diff(m, back))
			}
		}
	}
	t.Logf("%d mutants decoded", decoded)
	if decoded < 20 {
		t.Errorf("only %d mutants decoded", decoded)
	}
}

// BenchmarkPosition: writing and reading a mid-game position of 3
// Characters.
func BenchmarkPosition(b *testing.B) {
	s := started(b, Config{Players: 3}, 2)
	data, _ := json.Marshal(s)
	b.Run("marshal", func(b *testing.B) {
		b.ReportAllocs()
		for range b.N {
			json.Marshal(s)
		}
	})
	b.Run("unmarshal", func(b *testing.B) {
		b.ReportAllocs()
		for range b.N {
			var v State
			json.Unmarshal(data, &v)
		}
	})
}
