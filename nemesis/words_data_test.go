package nemesis

import (
	"encoding/json"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Tests of the words of a position with custom data (words.go, wordSet;
// DATA.md, "Words in a position"): every word names the game's own
// component.

// renamedData renames, reorders and adds components in the families a
// position writes by name: Room tile 5 (the standard Cooling System) is a
// Storage, the first Laboratory a Surgery; a Character "Cook"; the first
// Objective renamed; the Robot cards reordered; the Intruder tokens with
// 3 Queens and an extra Larva and Adult; fewer Serious Wounds, Attack,
// Event and Queen cards.
func renamedData() Data {
	d := customData()
	d.Rooms[5].Kind = Storage
	for i := range d.Rooms {
		if d.Rooms[i].Kind == Storage && i > 5 && d.Rooms[i].Back == StackRandom {
			d.Rooms[i].Kind = Surgery // one less Storage in the "?" stack
			break
		}
	}
	d.Objectives[0].Name = "Bake a Cake"
	return d
}

// baseWord is a word without its "#k".
func baseWord(w string) string {
	if i := strings.LastIndexByte(w, '#'); i >= 0 {
		return w[:i]
	}
	return w
}

// TestPositionWordsNameTheCustomData: a started game on renamed data
// writes every Room tile, Character, Objective, Mission Task, Robot card,
// bag token and pile by the custom component's name, and reads the
// position back to the same state.
func TestPositionWordsNameTheCustomData(t *testing.T) {
	d := renamedData()
	for _, seed := range []uint64{1, 2, 3} {
		s := started(t, Config{Players: 3, Data: &d}, seed)
		tb := s.g.T
		if tb == std {
			t.Fatal("the custom data is the standard one")
		}
		b, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		var doc struct {
			Rooms map[string]struct {
				Tile string `json:"tile"`
			} `json:"rooms"`
			Characters []struct {
				Char       string   `json:"character"`
				Objectives []string `json:"objectives"`
			} `json:"characters"`
			Tasks []string       `json:"mission_tasks"`
			Robot string         `json:"robot"`
			Bag   []string       `json:"bag"`
			Decks map[string]any `json:"decks"`
		}
		if err := json.Unmarshal(b, &doc); err != nil {
			t.Fatal(err)
		}
		for k, r := range doc.Rooms {
			i, _ := parseSlot(k)
			if want := tb.rooms[s.g.Rooms[i].Tile].Kind.String(); baseWord(r.Tile) != want {
				t.Errorf("rooms %s: %q, want the custom tile's kind %q", k, r.Tile, want)
			}
		}
		for i, p := range doc.Characters[:s.g.Players] {
			if want := tb.chars[s.g.P[i].Char].Name; p.Char != want {
				t.Errorf("characters[%d]: %q, want %q", i, p.Char, want)
			}
			for j, o := range p.Objectives {
				if want := tb.objs[s.g.P[i].Objectives[j]].Name; baseWord(o) != want {
					t.Errorf("characters[%d] objectives[%d]: %q, want %q", i, j, o, want)
				}
			}
		}
		for i, o := range doc.Tasks {
			if want := tb.objs[s.g.Task[i]].Name; baseWord(o) != want {
				t.Errorf("mission_tasks[%d]: %q, want %q", i, o, want)
			}
		}
		if want := robotNames[tb.robots[s.g.Robot]]; doc.Robot != want {
			t.Errorf("robot: %q, want %q", doc.Robot, want)
		}
		bag := bagTokens(s.g.Bag)
		if len(doc.Bag) != len(bag) {
			t.Fatalf("bag: %q, want %d tokens", doc.Bag, len(bag))
		}
		for i, w := range doc.Bag {
			if want := tb.tokKinds[bag[i]].String(); baseWord(w) != want {
				t.Errorf("bag[%d]: %q, want %q", i, w, want)
			}
		}
		// Every pile: the words of its cards name the custom ones.
		ws := tb.words()
		for _, r := range s.g.D.refs(ws) {
			var lists [][]string
			raw, _ := json.Marshal(doc.Decks[r.key])
			if len(r.ps) == 1 {
				var l []string
				if err := json.Unmarshal(raw, &l); err != nil {
					t.Fatalf("%s: %v", r.key, err)
				}
				lists = [][]string{l}
			} else if err := json.Unmarshal(raw, &lists); err != nil {
				t.Fatalf("%s: %v", r.key, err)
			}
			for i, p := range r.ps {
				if diff := cmp.Diff(pileWords(r.fam, p), lists[i]); diff != "" {
					t.Errorf("%s[%d] (-want +got):\n%s", r.key, i, diff)
				}
				for _, w := range lists[i] {
					if strings.Trim(w, "0123456789") == "" {
						t.Errorf("%s: %q: a number, not a word", r.key, w)
					}
				}
			}
		}
		var back State
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(s, back, cmp.AllowUnexported(State{}, game{}, pile{})); diff != "" {
			t.Errorf("round trip (-want +got):\n%s", diff)
		}
	}
}

// TestPositionCustomWordsFromScratch: a position from scratch with
// "data" reads its words in that data (a Storage in the old Cooling
// System's place, the Character "Cook", the reordered Robot cards, the
// renamed Objective, the third Queen token, the extra Larva), and the
// fill and the defaults read the custom tables (the Cook's Machete, the
// first custom Objective, the custom bag and Supply).
func TestPositionCustomWordsFromScratch(t *testing.T) {
	d := renamedData()
	data, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	doc := `{"data": ` + string(data) + `,
	  "characters": [{"character": "Cook"}, {"character": "Soldier", "objectives": ["Bake a Cake", "Sabotage"]}],
	  "rooms": {"b2": {"tile": "Storage#1"}, "c2": {"tile": "Storage"}},
	  "corridors": {"a2-b2": {"tile": "1"}, "b2-c2": {"tile": "2D"}},
	  "robot": "medical robot",
	  "bag": ["Blank", "Queen#3", "Larva#9", "Adult"]
	}`
	var s State
	if err := json.Unmarshal([]byte(doc), &s); err != nil {
		t.Fatal(err)
	}
	g, tb := s.g, s.g.T
	if tb == std {
		t.Fatal("the position's data is the standard one")
	}
	b2, c2 := 1*W+1, 1*W+2
	queens, larvae := []int8{}, []int8{}
	for i, k := range tb.tokKinds {
		switch k {
		case Queen:
			queens = append(queens, int8(i))
		case Larva:
			larvae = append(larvae, int8(i))
		}
	}
	cook := int8(len(tb.chars) - 1)
	for _, c := range []struct {
		what      string
		got, want int8
	}{
		{"b2 tile", g.Rooms[b2].Tile, 5}, {"c2 tile: the next Storage", int8(tb.rooms[g.Rooms[c2].Tile].Kind), int8(Storage)},
		{"P1", g.P[0].Char, cook}, {"P1's Machete", int8(tb.kindOf(g.P[0].Hands[0].Item)), int8(Machete)},
		{"P2 Private Objective", g.P[1].Objectives[0], 0},
		{"robot", g.Robot, 1},
		{"Queen#3 in the bag", int8(b2i(g.Bag&(1<<queens[2]) != 0)), 1},
		{"Larva#9 in the bag", int8(b2i(g.Bag&(1<<larvae[8]) != 0)), 1},
		{"Supply of Oxygen", g.Supply[Oxygen], d.Supply.Oxygen - 4 - 1},
	} {
		if c.got != c.want {
			t.Errorf("%s = %d, want %d", c.what, c.got, c.want)
		}
	}
	if g.Rooms[c2].Tile == 5 {
		t.Error("c2: the same Storage as b2")
	}
	// Written back: the custom words.
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{`"tile":"Storage#1"`, `"character":"Cook"`, `"robot":"Medical Robot"`, `"Queen#3"`, `"Larva#9"`, `"Bake a Cake"`} {
		if !strings.Contains(string(b), w) {
			t.Errorf("the position does not write %s", w)
		}
	}
	if strings.Contains(string(b), "Cooling System") {
		t.Error("the position names the standard tile 5")
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(s, back, cmp.AllowUnexported(State{}, game{}, pile{})); diff != "" {
		t.Errorf("round trip (-want +got):\n%s", diff)
	}
	// Words of the standard data that name no custom component are
	// errors, with the custom words in the message.
	bad := strings.Replace(doc, `"Storage#1"`, `"Cooling System"`, 1)
	var e State
	if err := json.Unmarshal([]byte(bad), &e); err == nil || !strings.Contains(err.Error(), `"Storage#1"`) {
		t.Errorf("Cooling System in custom data: %v", err)
	}
}

// TestPositionWordsConcurrently: the words of a data are built once, by
// whichever goroutine needs them first; every goroutine writes and reads
// the same positions.
func TestPositionWordsConcurrently(t *testing.T) {
	d := renamedData()
	s := started(t, Config{Players: 2, Data: &d}, 4)
	// A fresh copy of the tables, whose words are not built yet.
	fresh, err := d.compile()
	if err != nil {
		t.Fatal(err)
	}
	s = edit(s, func(g *game) { g.T = fresh })
	want, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	s = edit(s, func(g *game) {
		nt, _ := d.compile()
		g.T = nt
	})
	var wg sync.WaitGroup
	errs := make([]string, 8)
	for i := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			b, err := json.Marshal(s)
			if err != nil || string(b) != string(want) {
				errs[i] = "a different position"
				return
			}
			var back State
			if err := json.Unmarshal(b, &back); err != nil {
				errs[i] = err.Error()
			}
		}()
	}
	wg.Wait()
	for i, e := range errs {
		if e != "" {
			t.Errorf("goroutine %d: %s", i, e)
		}
	}
}

// TestWordListForms: a list of words reads the same in every JSON form,
// the plain one Marshal writes (read without decoding it twice) and any
// other (escapes, old numbers, spaces); what is no list is an error.
func TestWordListForms(t *testing.T) {
	f := std.words().wound
	for _, c := range []struct {
		raw  string
		want []int8
		ok   bool
	}{
		{`[]`, []int8{}, true},
		{` [ ] `, []int8{}, true},
		{`["Eyes#1","Lungs#3"]`, []int8{0, 11}, true},
		{" [ \"eyes#1\" ,\n\t\"Lungs #3\" ] ", []int8{0, 11}, true},
		{`["Eyes\u00231"]`, []int8{0}, true},
		{`[1, "Eyes#2"]`, []int8{1, 1}, true},
		{`["Eyes"]`, []int8{anyCopy(0)}, true},
		{`"Eyes#1"`, nil, false},
		{`["Eyes#1"] x`, nil, false},
		{`["Eyes#1",]`, nil, false},
		{`["Eyes#1"`, nil, false},
		{`["Elbow"]`, nil, false},
		{`["Eyes#1", "Elbow"]`, nil, false},
	} {
		got, err := f.list(json.RawMessage(c.raw), true)
		if (err == nil) != c.ok {
			t.Errorf("%s: error %v, want ok %v", c.raw, err, c.ok)
			continue
		}
		if diff := cmp.Diff(c.want, got); c.ok && diff != "" {
			t.Errorf("%s (-want +got):\n%s", c.raw, diff)
		}
	}
	for _, raw := range []json.RawMessage{nil, json.RawMessage("null")} {
		if got, err := f.list(raw, true); got != nil || err != nil {
			t.Errorf("%q: %v, %v; want nothing (not in the document)", raw, got, err)
		}
	}
}
