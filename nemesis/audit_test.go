package nemesis_test

// The independent audit of the package (AUDIT.md): scenario tests written
// from the rulebook and the documentation only, against the public API.
// Positions are built the way a user would: New, the setup actions, then a
// JSON document decoded over the started game (doc.go, "Positions").

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/nemesis"
)

// auditStart returns the first state of the Player Phase with the setup
// the scenarios are written for: P1 the Scout (Pistol i52 in h0), P2 the
// Engineer (Shotgun i51 in h0), P3 the Pilot, P4 the Medic, P5 the Soldier,
// seat k holding Help card k+1 (P1 starts); with 2 Characters the Backpacks
// hold i44 (Toolkit) and i45 (Ammo Box), with 3 i43, i44, i45; every hand
// c9 Extinguish, c8 Close Door, c7 Rest, c6 Sneak, c5 Sneak for the Scout
// (c9 Extinguish, c8 Extinguish, c7 Close Door, c6 Rest, c5 Sneak for the
// Engineer) over the deck c0–c4; every deck in id order (the last listed on
// top), the Anti-Aircraft tokens [true, false], the Robot card 3.
//
// Today (N1) seed 1 with the first listed choices gives exactly this. Once
// the shuffles work, the seeds are searched for the same Help cards,
// Characters and Support Equipment (chosen by name), and the piles are put
// back in id order through the position, so the scenarios keep their
// meaning.
func auditStart(t *testing.T, cfg nemesis.Config) nemesis.State {
	t.Helper()
	chars := []string{"Scout", "Engineer", "Pilot", "Medic", "Soldier"}
	n := cfg.Players
	if n == 0 {
		n = 4
	}
	support := map[int][]string{2: {"i44", "i45"}, 3: {"i43", "i44", "i45"}}[n]
	var first nemesis.State
	for seed := uint64(1); seed <= 20000; seed++ {
		r := dice.New(seed)
		s, err := nemesis.New(cfg, r)
		if err != nil {
			t.Fatalf("New(%+v): %v", cfg, err)
		}
		for s.Phase() != nemesis.PhasePlayer {
			acts := s.Actions()
			if len(acts) == 0 {
				t.Fatalf("setup: no action in phase %v", s.Phase())
			}
			pick := acts[0]
			p := int(s.ToMove()[0])
			for _, a := range acts {
				text := a.String()
				if s.Phase() == nemesis.PhaseDraft && p < len(chars) && strings.HasSuffix(text, " draft "+chars[p]) {
					pick = a
				}
				if s.Phase() == nemesis.PhaseSupport && p < len(support) && strings.HasSuffix(text, " support "+support[p]) {
					pick = a
				}
			}
			if s, _, err = nemesis.Apply(s, pick, r); err != nil {
				t.Fatalf("setup %v: %v", pick, err)
			}
		}
		if seed == 1 {
			first = s
		}
		ok := true
		for _, p := range s.Seats() {
			b := auditBoard(t, s, p)
			if int(s.Player(p).Number) != int(p)+1 || (int(p) < len(chars) && s.CharacterName(p) != chars[p]) ||
				(int(p) < len(support) && fmt.Sprint(b.Backpack) != "["+support[p]+"]") {
				ok = false
			}
		}
		if ok {
			return auditPinned(t, s)
		}
	}
	t.Logf("auditStart(%+v): no seed gives the pinned setup; seed 1 used", cfg)
	return auditPinned(t, first)
}

// auditPinned puts every seat's Action cards as c9–c5 in hand over c0–c4,
// every deck of "decks" in id order, the Anti-Aircraft tokens [true, false]
// and the Robot card 3 (the values of seed 1 today).
func auditPinned(t *testing.T, s nemesis.State) nemesis.State {
	t.Helper()
	var doc struct {
		Decks map[string]json.RawMessage `json:"decks"`
	}
	if err := json.Unmarshal([]byte(auditJSON(t, s)), &doc); err != nil {
		t.Fatal(err)
	}
	decks := map[string]any{}
	for name, raw := range doc.Decks {
		if strings.Contains(name, "discard") || name == "support_offer" {
			continue
		}
		ids := func(ws []string) []int {
			out := make([]int, len(ws))
			for i, w := range ws {
				out[i] = nemesis.PositionID(name, w)
			}
			sort.Ints(out)
			return out
		}
		var flat []string
		if json.Unmarshal(raw, &flat) == nil {
			decks[name] = ids(flat)
			continue
		}
		var nested [][]string
		if json.Unmarshal(raw, &nested) == nil {
			var out [][]int
			for _, d := range nested {
				out = append(out, ids(d))
			}
			decks[name] = out
		}
	}
	chars := make([]map[string]any, len(s.Seats()))
	for i := range chars {
		chars[i] = map[string]any{
			"hand":           []string{"c9", "c8", "c7", "c6", "c5"},
			"action_deck":    []string{"c0", "c1", "c2", "c3", "c4"},
			"action_discard": []string{},
		}
	}
	data, err := json.Marshal(map[string]any{"decks": decks, "characters": chars, "anti_aircraft": []bool{true, false}, "robot": 3})
	if err != nil {
		t.Fatal(err)
	}
	return auditPos(t, s, string(data))
}

// auditBase is the Facility of most scenarios: the Landing Zone (a2), the
// Undiscovered Hibernatorium (d3) and an Armory in b2 (tile 16), with the
// Corridor a2-b2 of Noise value 1 (tile 3) and three Unexplored Corridors
// out of b2: b1-b2 value 2 (tile 13), b2-c2 value 3 (tile 23), b2-b3 value
// 4 (tile 33). None has a Door slot or a Deadly value (DATA.md: tile t has
// value t/10+1, a Door slot when t%10 ≤ 2, a Deadly value when t%10 ≥ 7).
const auditBase = `"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 16}},
 "corridors": {"a2-b2": {"tile": 3}, "b1-b2": {"tile": 13}, "b2-c2": {"tile": 23}, "b2-b3": {"tile": 33}}`

// auditPos decodes doc over s (only the named fields change).
func auditPos(t *testing.T, s nemesis.State, doc string) nemesis.State {
	t.Helper()
	if err := json.Unmarshal([]byte(doc), &s); err != nil {
		t.Fatalf("position: %v\n%s", err, doc)
	}
	return s
}

// auditDo applies the actions in the text notation, each listed first by
// Actions (the documented list) and legal, and returns every event's text.
func auditDo(t *testing.T, s nemesis.State, r dice.Roller, texts ...string) (nemesis.State, []string) {
	t.Helper()
	var log []string
	for i, text := range texts {
		a, err := nemesis.ParseAction(text)
		if err != nil {
			t.Fatalf("ParseAction(%q): %v", text, err)
		}
		listed := false
		for _, b := range s.Actions() {
			if b == a {
				listed = true
			}
		}
		if !listed {
			t.Fatalf("%q is not listed by Actions: %v", text, s.Actions())
		}
		var evs []nemesis.Event
		if s, evs, err = nemesis.Apply(s, a, r); err != nil {
			t.Fatalf("Apply(%q): %v", text, err)
		}
		for _, e := range evs {
			log = append(log, e.String())
		}
		// A reaction window the scenario does not answer (a shuffled hand
		// may hold a reaction card) is declined, as a player who does not
		// react would: the scenario goes on as the rulebook resolves it.
		if i+1 < len(texts) && strings.Contains(texts[i+1], " react ") {
			continue
		}
		for declined := true; declined; {
			declined = false
			for _, b := range s.Actions() {
				if strings.HasSuffix(b.String(), " react none") {
					if s, evs, err = nemesis.Apply(s, b, r); err != nil {
						t.Fatalf("Apply(%q): %v", b, err)
					}
					for _, e := range evs {
						log = append(log, e.String())
					}
					declined = true
					break
				}
			}
		}
	}
	return s, log
}

// auditIllegal checks that text is refused by Legal and Apply with an error
// wrapping incursion.ErrIllegal, is not listed, and leaves s unchanged.
func auditIllegal(t *testing.T, s nemesis.State, text string) {
	t.Helper()
	a, err := nemesis.ParseAction(text)
	if err != nil {
		t.Fatalf("ParseAction(%q): %v", text, err)
	}
	for _, b := range s.Actions() {
		if b == a {
			t.Errorf("%q is listed by Actions", text)
		}
	}
	if err := s.Legal(a); !errors.Is(err, incursion.ErrIllegal) {
		t.Errorf("Legal(%q) = %v, want an error wrapping ErrIllegal", text, err)
	}
	before := auditJSON(t, s)
	got, _, err := nemesis.Apply(s, a, dice.Script())
	if !errors.Is(err, incursion.ErrIllegal) {
		t.Errorf("Apply(%q) = %v, want an error wrapping ErrIllegal", text, err)
	}
	if diff := cmp.Diff(before, auditJSON(t, got)); diff != "" {
		t.Errorf("Apply(%q) changed the state (-want +got):\n%s", text, diff)
	}
}

// auditCards is a Character board in the position's words: Player's
// Hand, Deck and Disc fields have an unexported type, so a user reads them
// through the JSON.
type auditCards struct {
	Hand     []string `json:"hand"`
	Deck     []string `json:"action_deck"`
	Disc     []string `json:"action_discard"`
	Backpack []string `json:"backpack"`
	Room     string   `json:"room"`
}

func auditBoard(t *testing.T, s nemesis.State, p nemesis.Seat) auditCards {
	t.Helper()
	data, err := json.Marshal(s.Player(p))
	if err != nil {
		t.Fatalf("marshal player: %v", err)
	}
	var c auditCards
	if err := json.Unmarshal(data, &c); err != nil {
		t.Fatalf("unmarshal player: %v", err)
	}
	return c
}

func auditJSON(t *testing.T, s nemesis.State) string {
	t.Helper()
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatalf("marshal: %v", err)
	}
	return string(data)
}

// auditSpent checks that a Script was used up.
func auditSpent(t *testing.T, r *dice.Scripted) {
	t.Helper()
	if n := r.Remaining(); n != 0 {
		t.Errorf("%d scripted faces left unrolled", n)
	}
}

func auditHas(log []string, sub string) bool {
	for _, l := range log {
		if strings.Contains(l, sub) {
			return true
		}
	}
	return false
}

// Noise die faces under Script (DATA.md, "Dice": 1, 1, 2, 2, 3, 3, 4, 4,
// Hazard, Hazard).
const (
	auditNoise1      = 1
	auditNoise2      = 3
	auditNoise3      = 5
	auditNoise4      = 7
	auditNoiseHazard = 9
)

// Rulebook, "Resolving Actions": "a player must perform 2 Actions"; the
// Turn passes after the second. "Secure Tokens": "a limit of 3 Secure
// tokens in any given Room".
func TestAuditTurnTwoActionsAndSecureLimit(t *testing.T) {
	s := auditStart(t, nemesis.Config{Players: 2})
	s = auditPos(t, s, `{`+auditBase+`}`)
	s, _ = auditDo(t, s, dice.Script(), "P1 secure", "P1 pay c9")
	if s.Turn() != 0 || s.ActionsDone() != 1 {
		t.Fatalf("after 1 Action: turn %v, %d done; want P1, 1", s.Turn(), s.ActionsDone())
	}
	// "P1 end": the Objective left unchosen after the second Action
	// ("Choosing an Objective": "before or after any of the 2 Actions").
	s, _ = auditDo(t, s, dice.Script(), "P1 secure", "P1 pay c8", "P1 end")
	if s.Turn() != 1 || s.ActionsDone() != 0 {
		t.Fatalf("after 2 Actions: turn %v, %d done; want P2, 0", s.Turn(), s.ActionsDone())
	}
	if got := s.RoomAt(nemesis.LandingSlot).Secure; got != 2 {
		t.Errorf("Secure tokens = %d, want 2", got)
	}
	s, _ = auditDo(t, s, dice.Script(), "P2 secure", "P2 pay c9")
	if got := s.RoomAt(nemesis.LandingSlot).Secure; got != 3 {
		t.Errorf("Secure tokens = %d, want 3", got)
	}
	auditIllegal(t, s, "P2 secure") // a 4th token
	// A position with 4 Secure tokens is not a position of the game.
	if err := json.Unmarshal([]byte(`{"rooms": {"a2": {"tile": 0, "secure": 4}, "d3": {"tile": 1}}}`), &s); err == nil {
		t.Errorf("a Room with 4 Secure tokens decoded without error")
	}
}

// Rulebook, "Secure Tokens": "Characters may never Secure a Room with an
// Intruder inside."
func TestAuditSecureNotWithAnIntruder(t *testing.T) {
	s := auditStart(t, nemesis.Config{Players: 2})
	s = auditPos(t, s, `{`+auditBase+`, "intruders": [{"at": "none"}, {"at": "none"}, {"at": "none"}, {"at": "none"}, {"at": "none"}, {"at": "a2"}]}`)
	auditIllegal(t, s, "P1 secure")
	// The Adult in the Corridor is not in the Room: Securing is allowed.
	s = auditPos(t, s, `{"intruders": [{"at": "none"}, {"at": "none"}, {"at": "none"}, {"at": "none"}, {"at": "none"}, {"at": "a2-b2"}]}`)
	auditDo(t, s, dice.Script(), "P1 secure", "P1 pay c9")
}

// Rulebook, "Choosing an Objective": once per game, not an Action; "the 1st
// player to choose draws 3 Action cards, the 2nd and 3rd draw 2 cards, and
// the 4th and 5th draw 1 card".
func TestAuditChoosingAnObjectiveDraws32211(t *testing.T) {
	s := auditStart(t, nemesis.Config{Players: 5})
	for i, want := range []int{3, 2, 2, 1, 1} {
		p := s.Turn()
		name := p.String()
		before := len(auditBoard(t, s, p).Hand)
		keep := "private"
		if i%2 == 1 {
			keep = "mission"
		}
		s, _ = auditDo(t, s, dice.Script(), name+" objective "+keep)
		if got := len(auditBoard(t, s, p).Hand) - before; got != want {
			t.Errorf("choice %d (%v): drew %d cards, want %d", i+1, p, got, want)
		}
		if s.ActionsDone() != 0 || s.Turn() != p {
			t.Errorf("choice %d: an Objective counted as an Action (done %d, turn %v)", i+1, s.ActionsDone(), s.Turn())
		}
		obj := s.Player(p).Objectives
		if (obj[0] < 0) == (obj[1] < 0) {
			t.Errorf("choice %d: objectives %v, want exactly one kept", i+1, obj)
		}
		auditIllegal(t, s, name+" objective private") // only once per game
		auditIllegal(t, s, name+" objective mission")
		s, _ = auditDo(t, s, dice.New(3), name+" pass", name+" discard done")
	}
}

// Rulebook, "Oxygen": at the end of each Turn in a Section with an
// Inactive Life Support System, lose 1 Oxygen; at 0 the Character gains a
// Suffocating token ("Next time you lose Health, you die. Discard this token
// when: you gain Oxygen, OR end your Turn in a Section with an Active Life
// Support System"). "Player Phase": (2) Oxygen Loss, then (3) Fire Damage.
func TestAuditOxygenLossAndSuffocating(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`}`)
	pass := func(s nemesis.State) nemesis.State {
		s, _ = auditDo(t, s, dice.New(2), "P1 pass", "P1 discard done")
		return s
	}
	t.Run("inactive loses 1", func(t *testing.T) {
		s := pass(auditPos(t, base, `{"characters": [{"oxygen": 2}]}`))
		if p := s.Player(0); p.Oxygen != 1 || p.Suffocating {
			t.Errorf("oxygen %d suffocating %v, want 1 false", p.Oxygen, p.Suffocating)
		}
	})
	t.Run("active loses nothing", func(t *testing.T) {
		s := pass(auditPos(t, base, `{"life_support": [true, false, false], "characters": [{"oxygen": 2}]}`))
		if p := s.Player(0); p.Oxygen != 2 {
			t.Errorf("oxygen %d, want 2 (Section A Active)", p.Oxygen)
		}
	})
	t.Run("reaching 0 suffocates", func(t *testing.T) {
		s := pass(auditPos(t, base, `{"characters": [{"oxygen": 1}]}`))
		if p := s.Player(0); p.Oxygen != 0 || !p.Suffocating || p.Status != nemesis.Active {
			t.Errorf("oxygen %d suffocating %v status %v, want 0 true active", p.Oxygen, p.Suffocating, p.Status)
		}
		s = pass(auditPos(t, s, `{"turn": "P1", "characters": [{"passed": false}, {"passed": true}]}`))
		if p := s.Player(0); p.Oxygen != 0 || !p.Suffocating || p.Status != nemesis.Active {
			t.Errorf("at 0 again: oxygen %d suffocating %v status %v, want 0 true active (the dial stays at 0)", p.Oxygen, p.Suffocating, p.Status)
		}
	})
	t.Run("suffocating then fire kills", func(t *testing.T) {
		s := pass(auditPos(t, base, `{"rooms": {"a2": {"tile": 0, "fire": true}, "d3": {"tile": 1}, "b2": {"tile": 16}}, "characters": [{"oxygen": 1}]}`))
		if p := s.Player(0); p.Status != nemesis.Dead {
			t.Errorf("status %v (oxygen %d suffocating %v health %d), want dead: Oxygen Loss comes before Fire Damage", p.Status, p.Oxygen, p.Suffocating, p.Health)
		}
	})
	t.Run("fire without suffocating costs 1 Health", func(t *testing.T) {
		s := pass(auditPos(t, base, `{"rooms": {"a2": {"tile": 0, "fire": true}, "d3": {"tile": 1}, "b2": {"tile": 16}}, "characters": [{"oxygen": 2}]}`))
		if p := s.Player(0); p.Status != nemesis.Active || p.Health != 1 {
			t.Errorf("status %v health %d, want active 1", p.Status, p.Health)
		}
	})
	t.Run("active section discards the token", func(t *testing.T) {
		s := pass(auditPos(t, base, `{"life_support": [true, false, false], "characters": [{"oxygen": 0, "suffocating": true}]}`))
		if p := s.Player(0); p.Suffocating {
			t.Errorf("still Suffocating after a Turn ended in an Active Section")
		}
	})
	t.Run("suffocating dies at the next Health loss", func(t *testing.T) {
		// An Adult in the Room makes an Opportunity Attack (Claws: lose 2
		// Health) when P1 Moves out.
		s := auditPos(t, base, `{"characters": [{"oxygen": 0, "suffocating": true}],
		 "intruders": [{"at": "none"}, {"at": "none"}, {"at": "none"}, {"at": "none"}, {"at": "none"}, {"at": "a2"}],
		 "decks": {"attack_deck": [0], "attack_discard": [1,2,3,4,5,6,7,8,9,10,11,12,13,14,15]}}`)
		s, log := auditDo(t, s, dice.Script(), "P1 move a2-b2", "P1 pay c9")
		if p := s.Player(0); p.Status != nemesis.Dead {
			t.Errorf("status %v health %d, want dead (Suffocating, then lost Health): %q", p.Status, p.Health, log)
		}
	})
}

// Rulebook, "Oxygen tokens": "the Character gains 3 Oxygen ...; a
// Character's Oxygen supply can never exceed 7"; gaining Oxygen discards the
// Suffocating token.
func TestAuditOxygenToken(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`}`)
	for _, c := range []struct{ from, want int8 }{{0, 3}, {3, 6}, {4, 7}, {5, 7}} {
		suff := c.from == 0
		s := auditPos(t, base, a2TakeTokens(t, base, fmt.Sprintf(`{"characters": [{"oxygen": %d, "suffocating": %v, "belt": ["oxygen", "none", "none", "none"]}]}`, c.from, suff)))
		s, _ = auditDo(t, s, dice.Script(), "P1 gear 0 0", "P1 pay c9")
		if s.Pending() == nemesis.PendGear {
			s, _ = auditDo(t, s, dice.Script(), "P1 gear done")
		}
		p := s.Player(0)
		if p.Oxygen != c.want || p.Suffocating {
			t.Errorf("from %d: oxygen %d suffocating %v, want %d false", c.from, p.Oxygen, p.Suffocating, c.want)
		}
		if p.Belt[0] != nemesis.NoToken {
			t.Errorf("from %d: the Oxygen token was not discarded: %v", c.from, p.Belt)
		}
	}
	// Oxygen 8 is not a position.
	s := base
	if err := json.Unmarshal([]byte(`{"characters": [{"oxygen": 8}]}`), &s); err == nil {
		t.Errorf("oxygen 8 decoded without error")
	}
	if err := json.Unmarshal([]byte(`{"characters": [{"oxygen": -1}]}`), &s); err == nil {
		t.Errorf("oxygen -1 decoded without error")
	}
}

// auditIntruders writes the "intruders" list with the models at the given
// places (x0 the Queen, x1–x4 Drones, x5–x16 Adults, x17–x24 Larvae).
func auditIntruders(at map[int]string) string {
	n := 0
	for m := range at {
		n = max(n, m+1)
	}
	parts := make([]string, n)
	for i := range parts {
		where := "none"
		if w, ok := at[i]; ok {
			where = w
		}
		parts[i] = fmt.Sprintf(`{"at": %q}`, where)
	}
	return `"intruders": [` + strings.Join(parts, ", ") + `]`
}

// auditAttacks sets the Intruder Attack deck: the cards given, the last on
// top (the deck is a pile, drawn from the end of the list), the others in
// the discard pile. DATA.md: Claws 0–3 (an Adult or Drone: lose 2 Health).
func auditAttacks(cards ...int) string {
	in := map[int]bool{}
	deck := make([]string, len(cards))
	for i, c := range cards {
		in[c] = true
		deck[i] = fmt.Sprint(c)
	}
	var disc []string
	for c := 0; c < nemesis.AttackCards; c++ {
		if !in[c] {
			disc = append(disc, fmt.Sprint(c))
		}
	}
	return `"decks": {"attack_deck": [` + strings.Join(deck, ",") + `], "attack_discard": [` + strings.Join(disc, ",") + `]}`
}

// Rulebook, "Movement Sequence": "if there are any Intruders in the same
// Room as the Character and/or in the Corridor the Character wants to Move
// through, for each such Intruder, starting with the largest, resolve an
// Intruder Attack (up to 3 Attacks maximum)".
func TestAuditOpportunityAttacks(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`, "characters": [{"room": "b2"}], `+auditAttacks(0, 1, 2, 3)+`}`)
	for _, c := range []struct {
		name    string
		at      map[int]string
		attacks []string // the attackers, in order
		larva   bool
	}{
		{"none", nil, nil, false},
		{"two in the Room", map[int]string{5: "b2", 6: "b2"}, []string{"x5", "x6"}, false},
		{"three", map[int]string{5: "b2", 6: "b2", 7: "b2"}, []string{"x5", "x6", "x7"}, false},
		{"four: only three, the Larva spared", map[int]string{5: "b2", 6: "b2", 7: "b2", 17: "b2"}, []string{"x5", "x6", "x7"}, false},
		{"largest first", map[int]string{17: "b2", 5: "b2", 1: "b2", 0: "b2"}, []string{"x0", "x1", "x5"}, false},
		{"the Larva among three", map[int]string{5: "b2", 6: "b2", 17: "b2"}, []string{"x5", "x6", "x17", "a Larva"}, true}, // x17: D9 fixed
		{"Room and the Corridor taken", map[int]string{5: "b2", 6: "a2-b2"}, []string{"x5", "x6"}, false},
		{"another Corridor does not attack", map[int]string{5: "b2", 6: "b2-c2", 7: "b1-b2"}, []string{"x5"}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := auditPos(t, base, `{`+auditIntruders(c.at)+`}`)
			r := dice.Script(auditNoise2) // a2 has no Corridor of value 2
			s, log := auditDo(t, s, r, "P1 move a2-b2", "P1 pay c9")
			var got []string
			for _, l := range log {
				if strings.Contains(l, "attacked P1") {
					got = append(got, strings.Fields(l)[2])
				}
				if strings.Contains(l, "Larva attached itself to P1") {
					got = append(got, "a Larva")
				}
			}
			if diff := cmp.Diff(c.attacks, got); diff != "" {
				t.Errorf("attackers (-want +got):\n%s\nlog %q", diff, log)
			}
			if p := s.Player(0); p.Larva != c.larva || p.Room != nemesis.LandingSlot {
				t.Errorf("larva %v room %d, want %v in a2", p.Larva, p.Room, c.larva)
			}
			auditSpent(t, r)
		})
	}
}

// Rulebook, "Larva Attacks": "the Attacked Character gains 1 Contamination
// and places it on their discard pile; place the Attacking Larva on the
// Character board ... (if the Attacked Character already has a Larva on
// their board, simply discard the Attacking Larva instead)".
func TestAuditLarvaAttack(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`, "characters": [{"room": "b2"}], `+auditIntruders(map[int]string{17: "b2"})+`}`)
	for _, had := range []bool{false, true} {
		s := auditPos(t, base, fmt.Sprintf(`{"characters": [{"larva": %v}]}`, had))
		s, log := auditDo(t, s, dice.Script(auditNoise2), "P1 move a2-b2", "P1 pay c9")
		p := s.Player(0)
		disc := auditBoard(t, s, 0).Disc
		contam := 0
		for _, c := range disc {
			if c != "c9" {
				contam++
			}
		}
		if !p.Larva || contam != 1 {
			t.Errorf("had larva %v: larva %v, discard %v; want a Larva and 1 Contamination in the discard (log %q)", had, p.Larva, disc, log)
		}
		if at := s.Intruders()[17].At; at != -1 {
			t.Errorf("had larva %v: the attacking Larva is still at node %d", had, at)
		}
	}
}

// Rulebook, "Noise Roll": a number result: for each adjacent Corridor of
// that value, the largest Intruder in it moves into the Room, else its Noise
// marker is resolved, else a Noise marker is placed; Hazard: an Intruder
// token is drawn and resolved in the Room. "a Noise roll must be made after
// each Movement — even when Moving to a Room with another Character".
func TestAuditNoiseRoll(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`, `+auditAttacks(0, 1, 2, 3)+`}`)
	t.Run("number places a Noise marker", func(t *testing.T) {
		r := dice.Script(auditNoise2)
		s, _ := auditDo(t, base, r, "P1 move a2-b2", "P1 pay c9")
		for _, e := range []struct {
			name  string
			noise bool
		}{{"b1-b2", true}, {"b2-c2", false}, {"b2-b3", false}, {"a2-b2", false}} {
			if got := s.CorridorAt(auditEdge(t, e.name)).Noise; got != e.noise {
				t.Errorf("%s noise %v, want %v", e.name, got, e.noise)
			}
		}
		auditSpent(t, r)
	})
	t.Run("a Noise marker is resolved", func(t *testing.T) {
		// The bag holds one Larva token (bit 27: DATA.md orders the tokens
		// Blank, Queen ×6, Drone ×6, Adult ×14, Larva ×8); its back is 1.
		s := auditPos(t, base, `{"bag": 134217728, "corridors": {"a2-b2": {"tile": 3}, "b1-b2": {"tile": 13, "noise": true}, "b2-c2": {"tile": 23}, "b2-b3": {"tile": 33}}}`)
		r := dice.Script(auditNoise2, 1)
		s, log := auditDo(t, s, r, "P1 move a2-b2", "P1 pay c9")
		e := auditEdge(t, "b1-b2")
		if s.CorridorAt(e).Noise || s.IntrudersAt(nemesis.Slots+e) != 1 {
			t.Errorf("b1-b2: noise %v, %d Intruders; want the marker gone and 1 Larva (log %q)", s.CorridorAt(e).Noise, s.IntrudersAt(nemesis.Slots+e), log)
		}
		auditSpent(t, r)
	})
	t.Run("the largest in the Corridor comes in", func(t *testing.T) {
		s := auditPos(t, base, `{`+auditIntruders(map[int]string{5: "b2-c2", 17: "b2-c2", 6: "b2-b3"})+`}`)
		r := dice.Script(auditNoise3)
		s, log := auditDo(t, s, r, "P1 move a2-b2", "P1 pay c9")
		in := s.Intruders()
		if in[5].At != auditSlot("b2") || in[17].At != int8(nemesis.Slots+auditEdge(t, "b2-c2")) || in[6].At != int8(nemesis.Slots+auditEdge(t, "b2-b3")) {
			t.Errorf("x5 at %d, x17 at %d, x6 at %d: want the Adult in b2, the Larva and the other Adult stay (log %q)", in[5].At, in[17].At, in[6].At, log)
		}
		if !auditHas(log, "x5 attacked P1") {
			t.Errorf("the Adult that came in did not attack: %q", log)
		}
		auditSpent(t, r)
	})
	t.Run("Hazard places the drawn Intruder in the Room", func(t *testing.T) {
		s := auditPos(t, base, `{"bag": 8192}`) // one Adult token (bit 13)
		r := dice.Script(auditNoiseHazard, 1)
		s, log := auditDo(t, s, r, "P1 move a2-b2", "P1 pay c9")
		if n := s.IntrudersAt(int(auditSlot("b2"))); n != 1 || !auditHas(log, "attacked P1") {
			t.Errorf("%d Intruders in b2, want 1 that attacked (log %q)", n, log)
		}
		auditSpent(t, r)
	})
	t.Run("Hazard drawing the Blank places nothing", func(t *testing.T) {
		s := auditPos(t, base, `{"bag": 1}`)
		r := dice.Script(auditNoiseHazard, 1)
		s, log := auditDo(t, s, r, "P1 move a2-b2", "P1 pay c9")
		if n := s.IntrudersAt(int(auditSlot("b2"))); n != 0 {
			t.Errorf("%d Intruders in b2 after the Blank (log %q)", n, log)
		}
		data := auditJSON(t, s)
		if !strings.Contains(data, `"bag":["Blank"],`) {
			t.Errorf("the Blank token did not go back to the bag")
		}
		auditSpent(t, r)
	})
	t.Run("a roll also when Moving to another Character", func(t *testing.T) {
		s := auditPos(t, base, `{"characters": [{}, {"room": "b2"}]}`)
		r := dice.Script(auditNoise1)
		_, log := auditDo(t, s, r, "P1 move a2-b2", "P1 pay c9")
		if !auditHas(log, "noise die") {
			t.Errorf("no Noise roll: %q", log)
		}
		auditSpent(t, r)
	})
}

// auditSlot is the Room slot named "b2"; auditEdge the Corridor slot "a2-b2".
func auditSlot(name string) int8 {
	for i := 0; i < nemesis.Slots; i++ {
		if nemesis.SlotName(i) == name {
			return int8(i)
		}
	}
	panic("no slot " + name)
}

func auditEdge(t *testing.T, name string) int {
	t.Helper()
	for e := 0; e < nemesis.Edges; e++ {
		if nemesis.CorridorName(e) == name {
			return e
		}
	}
	t.Fatalf("no corridor %s", name)
	return -1
}

// Rulebook, "Corridors": "A Corridor can hold: a Queen and up to 2 other
// Intruders, OR up to 6 Adults/Drones/Larvae in total, OR a Noise marker."
// A position beyond the limits does not decode (State.Validate).
func TestAuditCorridorLimitPositions(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`}`)
	in := func(models ...int) map[int]string {
		m := map[int]string{}
		for _, x := range models {
			m[x] = "b1-b2"
		}
		return m
	}
	for _, c := range []struct {
		name string
		doc  string
		ok   bool
	}{
		{"6 Adults", `{` + auditIntruders(in(5, 6, 7, 8, 9, 10)) + `}`, true},
		{"7 Adults", `{` + auditIntruders(in(5, 6, 7, 8, 9, 10, 11)) + `}`, false},
		{"Queen and 2", `{` + auditIntruders(in(0, 5, 17)) + `}`, true},
		{"Queen and 3", `{` + auditIntruders(in(0, 5, 6, 17)) + `}`, false},
		{"Noise marker with an Intruder", `{"corridors": {"a2-b2": {"tile": 3}, "b1-b2": {"tile": 13, "noise": true}, "b2-c2": {"tile": 23}, "b2-b3": {"tile": 33}}, ` + auditIntruders(in(5)) + `}`, false},
		{"Any number in a Room", `{` + auditIntruders(map[int]string{5: "b2", 6: "b2", 7: "b2", 8: "b2", 9: "b2", 10: "b2", 11: "b2", 0: "b2"}) + `}`, true},
	} {
		s := base
		err := json.Unmarshal([]byte(c.doc), &s)
		if (err == nil) != c.ok {
			t.Errorf("%s: decode error %v, want ok %v", c.name, err, c.ok)
		}
	}
}

// Shoot die faces under Script (DATA.md, "Dice"): 1 Critical, 2–5, 6 the
// lost-bullets face. Burst die: 1 Miss, 2 one Hit, 3 and 4 two, 5 three, 6
// four with the Additional Effect.
const (
	auditShootCrit  = 1
	auditShootBlank = 6
)

// Rulebook, "Shooting": "Deal 1 Hit", then "if the number rolled is lower
// than or equal to the number of Hits on the Intruder, it dies"; Critical
// kills; the last face spends 1 Ammo ("flip it (to half-full) ... discard
// it"). "Larva Health": "1 Hit is also enough to kill a Larva, regardless of
// the number rolled".
func TestAuditShooting(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`}`)
	for _, c := range []struct {
		name   string
		model  int
		hits   int
		face   int
		dies   bool
		tokens string // the Pistol's Ammo slot before
		after  nemesis.Token
	}{
		{"2 on 1 Hit lives", 5, 0, 2, false, "ammo", nemesis.AmmoFull},
		{"2 on 2 Hits dies", 5, 1, 2, true, "ammo", nemesis.AmmoFull},
		{"3 on 2 Hits lives", 5, 1, 3, false, "ammo", nemesis.AmmoFull},
		{"5 on 5 Hits dies", 5, 4, 5, true, "ammo", nemesis.AmmoFull},
		{"critical", 5, 0, auditShootCrit, true, "ammo", nemesis.AmmoFull},
		{"lost bullets: full to half", 5, 0, auditShootBlank, false, "ammo", nemesis.AmmoHalf},
		{"lost bullets: half discarded", 5, 0, auditShootBlank, false, "half-ammo", nemesis.NoToken},
		{"a Drone in a Room as an Adult", 1, 1, 2, true, "ammo", nemesis.AmmoFull},
		{"a Larva dies whatever the roll", 17, 0, 5, true, "ammo", nemesis.AmmoFull},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := auditPos(t, base, fmt.Sprintf(`{"characters": [{"hands": [{"item": "i52", "tokens": [%q, "none"]}, {"item": "none"}]}], "intruders": [`, c.tokens)+
				strings.Repeat(`{"at": "none"}, `, c.model)+fmt.Sprintf(`{"at": "a2", "hits": %d}]}`, c.hits))
			r := dice.Script(c.face)
			s, log := auditDo(t, s, r, fmt.Sprintf("P1 shoot h0 x%d", c.model), "P1 pay c9")
			in := s.Intruders()[c.model]
			if dead := in.At == -1; dead != c.dies {
				t.Errorf("dies %v, want %v (log %q)", dead, c.dies, log)
			}
			if !c.dies && int(in.Hits) != c.hits+1 {
				t.Errorf("hits %d, want %d", in.Hits, c.hits+1)
			}
			if got := s.Player(0).Hands[0].Tok[0]; got != c.after {
				t.Errorf("Ammo %v, want %v", got, c.after)
			}
			auditSpent(t, r)
		})
	}
	t.Run("not without Ammo, not into a Corridor, not with a Malfunction", func(t *testing.T) {
		s := auditPos(t, base, `{"characters": [{"hands": [{"item": "i52", "tokens": ["none", "none"]}, {"item": "none"}]}], `+auditIntruders(map[int]string{5: "a2"})+`}`)
		auditIllegal(t, s, "P1 shoot h0 x5")
		s = auditPos(t, base, `{"characters": [{"hands": [{"item": "i52", "tokens": ["ammo", "none"], "malfunction": true}, {"item": "none"}]}], `+auditIntruders(map[int]string{5: "a2"})+`}`)
		auditIllegal(t, s, "P1 shoot h0 x5")
		s = auditPos(t, base, `{`+auditIntruders(map[int]string{5: "a2-b2"})+`}`)
		auditIllegal(t, s, "P1 shoot h0 x5")
	})
}

// Rulebook, "Bursting": spend 1 Ammo, roll; "You may only apply 1 Hit per
// Adult and 1 Hit per Larva; exactly 2 Hits per Drone"; the Hits kill in a
// Corridor. "Closed Doors ... Characters cannot Move, Burst, etc. through a
// Corridor with Closed Doors".
func TestAuditBursting(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`}`)
	t.Run("two Hits kill two Adults", func(t *testing.T) {
		s := auditPos(t, base, `{`+auditIntruders(map[int]string{5: "a2-b2", 6: "a2-b2", 7: "a2-b2"})+`}`)
		r := dice.Script(3)
		s, log := auditDo(t, s, r, "P1 burst h0 a2-b2", "P1 pay c9", "P1 hit x5", "P1 hit x6")
		in := s.Intruders()
		if in[5].At != -1 || in[6].At != -1 || in[7].At == -1 {
			t.Errorf("x5 %d x6 %d x7 %d: want x5 and x6 dead, x7 alive (log %q)", in[5].At, in[6].At, in[7].At, log)
		}
		if got := s.Player(0).Hands[0].Tok[0]; got != nemesis.AmmoHalf {
			t.Errorf("Ammo %v, want half (a Burst spends 1)", got)
		}
		auditSpent(t, r)
	})
	t.Run("one Hit cannot go to a Drone", func(t *testing.T) {
		s := auditPos(t, base, `{`+auditIntruders(map[int]string{1: "a2-b2", 5: "a2-b2"})+`}`)
		r := dice.Script(2)
		s, _ = auditDo(t, s, r, "P1 burst h0 a2-b2", "P1 pay c9")
		auditIllegal(t, s, "P1 hit x1")
		s, _ = auditDo(t, s, r, "P1 hit x5")
		if s.Intruders()[1].At == -1 || s.Intruders()[5].At != -1 {
			t.Errorf("want the Drone alive and the Adult dead")
		}
	})
	t.Run("two Hits kill a Drone", func(t *testing.T) {
		s := auditPos(t, base, `{`+auditIntruders(map[int]string{1: "a2-b2", 5: "a2-b2"})+`}`)
		r := dice.Script(3)
		s, _ = auditDo(t, s, r, "P1 burst h0 a2-b2", "P1 pay c9", "P1 hit x1")
		if s.Intruders()[1].At != -1 || s.Intruders()[5].At == -1 {
			t.Errorf("want the Drone dead and the Adult alive")
		}
	})
	t.Run("a Miss", func(t *testing.T) {
		s := auditPos(t, base, `{`+auditIntruders(map[int]string{5: "a2-b2"})+`}`)
		r := dice.Script(1)
		s, _ = auditDo(t, s, r, "P1 burst h0 a2-b2", "P1 pay c9")
		if s.Intruders()[5].At == -1 || s.Pending() == nemesis.PendHits {
			t.Errorf("a Miss: Adult dead %v, pending %v", s.Intruders()[5].At == -1, s.Pending())
		}
		if got := s.Player(0).Hands[0].Tok[0]; got != nemesis.AmmoHalf {
			t.Errorf("Ammo %v, want half (a Burst always spends)", got)
		}
	})
	t.Run("not through a Closed Door, not at a Room, not without Ammo", func(t *testing.T) {
		s := auditPos(t, base, `{"corridors": {"a2-b2": {"tile": 0, "door": 1}, "b1-b2": {"tile": 13}, "b2-c2": {"tile": 23}, "b2-b3": {"tile": 33}}, `+auditIntruders(map[int]string{5: "a2-b2"})+`}`)
		auditIllegal(t, s, "P1 burst h0 a2-b2")
		s = auditPos(t, base, `{"characters": [{"hands": [{"item": "i52", "tokens": ["none", "none"]}, {"item": "none"}]}], `+auditIntruders(map[int]string{5: "a2-b2"})+`}`)
		auditIllegal(t, s, "P1 burst h0 a2-b2")
		s = auditPos(t, base, `{`+auditIntruders(map[int]string{5: "b1-b2"})+`}`)
		auditIllegal(t, s, "P1 burst h0 b1-b2") // not adjacent to a2
	})
}

// Rulebook, "Melee Attack": gain 1 Contamination card; 1 Hit and a Shoot
// roll (the last face: nothing); a surviving Intruder retaliates unless a
// Weapon takes a Malfunction marker ("placing a Malfunction marker on a
// Weapon that already had one destroys the Weapon").
func TestAuditMeleeAttack(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`, `+auditAttacks(0)+`, `+auditIntruders(map[int]string{5: "a2"})+`}`)
	contam := func(s nemesis.State) int {
		n := 0
		for _, c := range auditBoard(t, s, 0).Disc {
			if c != "c9" {
				n++
			}
		}
		return n
	}
	t.Run("critical kills", func(t *testing.T) {
		r := dice.Script(auditShootCrit)
		s, _ := auditDo(t, base, r, "P1 melee x5", "P1 pay c9")
		if s.Intruders()[5].At != -1 || contam(s) != 1 {
			t.Errorf("Adult at %d, %d Contamination; want dead and 1", s.Intruders()[5].At, contam(s))
		}
		auditSpent(t, r)
	})
	t.Run("ineffective, Prevented by a Malfunction", func(t *testing.T) {
		r := dice.Script(auditShootBlank)
		s, _ := auditDo(t, base, r, "P1 melee x5", "P1 pay c9", "P1 prevent h0")
		p := s.Player(0)
		if s.Intruders()[5].At == -1 || !p.Hands[0].Fault || p.Health != 0 || contam(s) != 1 {
			t.Errorf("Adult at %d, Pistol malfunction %v, health %d, %d Contamination", s.Intruders()[5].At, p.Hands[0].Fault, p.Health, contam(s))
		}
		auditSpent(t, r)
	})
	t.Run("endured: Claws", func(t *testing.T) {
		r := dice.Script(3) // 3 > 1 Hit: lives
		s, _ := auditDo(t, base, r, "P1 melee x5", "P1 pay c9", "P1 endure")
		if p := s.Player(0); p.Health != 2 {
			t.Errorf("health %d, want 2 (Claws)", p.Health)
		}
	})
	t.Run("a second Malfunction destroys the Weapon", func(t *testing.T) {
		s := auditPos(t, base, `{"characters": [{"hands": [{"item": "i52", "tokens": ["ammo", "none"], "malfunction": true}, {"item": "none"}]}]}`)
		r := dice.Script(auditShootBlank)
		s, _ = auditDo(t, s, r, "P1 melee x5", "P1 pay c9", "P1 prevent h0")
		if p := s.Player(0); p.Hands[0].Item != nemesis.NoItem {
			t.Errorf("hand 0 holds %v, want the Pistol destroyed", p.Hands[0])
		}
	})
}

// auditRoundEnd passes with every Character still to pass, from s, with a
// seeded roller for the Event Phase, and returns the log.
func auditRoundEnd(t *testing.T, s nemesis.State, seed uint64) (nemesis.State, []string) {
	t.Helper()
	r := dice.New(seed)
	var log []string
	round := s.Round()
	for s.Round() == round && !s.Over() && s.Phase() == nemesis.PhasePlayer {
		p := s.ToMove()[0]
		var l []string
		switch s.Pending() {
		case nemesis.NoPending:
			s, l = auditDo(t, s, r, p.String()+" pass")
		case nemesis.PendDiscard:
			s, l = auditDo(t, s, r, p.String()+" discard done")
		default:
			t.Fatalf("pending %v while passing", s.Pending())
		}
		log = append(log, l...)
	}
	return s, log
}

// auditIndex is the position of the first line containing sub, or -1.
func auditIndex(log []string, sub string) int {
	for i, l := range log {
		if strings.Contains(l, sub) {
			return i
		}
	}
	return -1
}

// Rulebook, "Intruder Phase": "each Intruder in each Room Attacks a
// Character ... the Character first in Turn order" (the Starting Player or
// whoever is closest to it clockwise); "start with the largest Intruders
// first". "Cleanup": "the Starting Player token passes clockwise". "Secure
// tokens do NOT protect from Intruder Attacks made by Intruders already in
// a Room (for example, during the Intruder Attack step)."
func TestAuditIntruderPhaseAttacks(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 3}), `{`+auditBase+`}`)
	for _, c := range []struct {
		start  string
		target string
	}{{"P1", "P1"}, {"P2", "P2"}, {"P3", "P1"}} {
		t.Run("starting "+c.start, func(t *testing.T) {
			// P1 and P2 in the Landing Zone with a Secure token, P3 in b2.
			s := auditPos(t, base, `{"starting_player": "`+c.start+`", "turn": "`+c.start+`",
			 "rooms": {"a2": {"tile": 0, "secure": 1}, "d3": {"tile": 1}, "b2": {"tile": 16}},
			 "characters": [{}, {}, {"room": "b2"}], `+auditIntruders(map[int]string{5: "a2", 1: "a2"})+`}`)
			s, log := auditRoundEnd(t, s, 7)
			drone, adult := auditIndex(log, "Drone x1 attacked "+c.target), auditIndex(log, "Adult x5 attacked "+c.target)
			if drone < 0 || adult < 0 || drone > adult {
				t.Errorf("want the Drone then the Adult attacking %s: %q", c.target, log)
			}
			want := map[string]nemesis.Seat{"P1": 1, "P2": 2, "P3": 0}[c.start]
			if got := s.StartingPlayer(); got != want {
				t.Errorf("Starting Player %v after the Round, want %v", got, want)
			}
		})
	}
}

// Rulebook, "Intruders Choosing a Target": "If the Intruder entered as a
// result of a player effect, it Attacks that Character if possible."
// "Resolving Secure Tokens": "whenever an Intruder enters a Room with at
// least 1 Character and a Secure token, 1 Secure token is discarded instead
// of resolving the Intruder Attack."
func TestAuditSurpriseAttackTarget(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`, `+auditAttacks(0, 1)+`}`)
	t.Run("the mover is attacked", func(t *testing.T) {
		// P2 holds the Starting Player token and has Passed; P1 Moves into
		// b2 where P2 stands; the Noise roll brings the Adult from b2-c2.
		s := auditPos(t, base, `{"starting_player": "P2", "turn": "P1", "characters": [{}, {"room": "b2", "passed": true}], `+auditIntruders(map[int]string{5: "b2-c2"})+`}`)
		r := dice.Script(auditNoise3)
		_, log := auditDo(t, s, r, "P1 move a2-b2", "P1 pay c9")
		if !auditHas(log, "x5 attacked P1") {
			t.Errorf("want the Adult to attack P1, who made the Noise roll: %q", log)
		}
	})
	t.Run("a Secure token is discarded instead", func(t *testing.T) {
		s := auditPos(t, base, `{"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 16, "secure": 2}}, `+auditIntruders(map[int]string{5: "b2-c2"})+`}`)
		r := dice.Script(auditNoise3)
		s, log := auditDo(t, s, r, "P1 move a2-b2", "P1 pay c9")
		if auditHas(log, "attacked") || s.RoomAt(int(auditSlot("b2"))).Secure != 1 || s.Player(0).Health != 0 {
			t.Errorf("secure %d, health %d, log %q: want 1 token discarded and no Attack", s.RoomAt(int(auditSlot("b2"))).Secure, s.Player(0).Health, log)
		}
	})
}

// Rulebook, "Intruders Burning": "each Intruder in a Room with Fire is dealt
// 1 Hit ... this Hit can never kill an Intruder (except a Larva)"; "If Fire
// is in the Nest, 1 Egg is destroyed."
func TestAuditIntrudersBurning(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`}`)
	s := auditPos(t, base, `{"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 16, "fire": true}},
	 "intruders": [{"at": "none"}, {"at": "none"}, {"at": "none"}, {"at": "none"}, {"at": "none"}, {"at": "b2", "hits": 4},
	  {"at": "none"}, {"at": "none"}, {"at": "none"}, {"at": "none"}, {"at": "none"}, {"at": "none"}, {"at": "none"}, {"at": "none"}, {"at": "none"}, {"at": "none"}, {"at": "none"},
	  {"at": "b2"}]}`)
	s, log := auditRoundEnd(t, s, 3)
	if auditHas(log, "x5 died") || auditHas(log, "x5 burned to death") {
		t.Errorf("the Adult died of the Fire: %q", log)
	}
	if s.Intruders()[5].At == -1 {
		t.Errorf("the Adult is gone after the Round: %q", log)
	}
	if s.Intruders()[17].At != -1 {
		t.Errorf("the Larva survived the Fire: %q", log)
	}
}

// Rulebook, "When the Game Ends": "Round 14 ends — ... all Characters who
// have not Escaped/Hibernated are beyond saving and are considered dead";
// "Time Advancement": "If the Round marker is already on the last space,
// proceed to the End of the Game". End of the Game: a Character without a
// Larva performs the Infection Procedure (no Contamination: no Larva) and
// survives.
func TestAuditRound14(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`}`)
	t.Run("round 13 goes on", func(t *testing.T) {
		s, _ := auditRoundEnd(t, auditPos(t, base, `{"round": 13}`), 1)
		if s.Over() || s.Round() != 14 {
			t.Errorf("over %v round %d, want round 14", s.Over(), s.Round())
		}
	})
	t.Run("round 14 ends the game", func(t *testing.T) {
		s := auditPos(t, base, `{"round": 14, "turn": "P2", "characters": [{"status": "escaped", "escaped_facility": true, "room": "a2"}]}`)
		s, log := auditRoundEnd(t, s, 1)
		if !s.Over() {
			t.Fatalf("not over after round 14: %q", log)
		}
		if got := s.Player(1).Status; got != nemesis.Dead {
			t.Errorf("P2 still in the Facility: %v, want dead", got)
		}
		o := s.Outcome()
		if diff := cmp.Diff([]nemesis.Seat{0}, o.Survived); diff != "" {
			t.Errorf("Survived (-want +got):\n%s", diff)
		}
		for _, w := range o.Winners {
			if w == 1 {
				t.Errorf("the dead P2 won")
			}
		}
		if len(s.Actions()) != 0 || len(s.ToMove()) != 0 {
			t.Errorf("a finished game offers %v to %v", s.Actions(), s.ToMove())
		}
	})
	t.Run("everyone gone ends the game", func(t *testing.T) {
		s := auditPos(t, base, `{"round": 3, "turn": "P2", "characters": [{"status": "escaped", "escaped_facility": true, "room": "a2"}, {"room": "b2"}],
		 "rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 11}}}`)
		// P2 Uses the Escape Shuttle: the Noise roll places a Noise
		// marker (value 2: b1-b2) and P2 is out; nobody is left.
		r := dice.Script(auditNoise2)
		s, log := auditDo(t, s, r, "P2 room 0", "P2 pay c9", "P2 pay c8")
		if s.Player(1).Status != nemesis.Escaped || !s.Over() {
			t.Errorf("P2 %v, over %v: want Escaped and the game over: %q", s.Player(1).Status, s.Over(), log)
		}
	})
}

// Rulebook, "Autodestruction Procedure": "place the Autodestruction token
// on the Round track 5 spaces ahead of the current Round marker ... If there
// are not enough spaces on the Round track, place the Autodestruction token
// behind the last space — the Autodestruction activates upon the game end";
// "all Characters in the Facility (even Hibernated) ... are considered
// dead".
func TestAuditAutodestruction(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`}`)
	cooling := `"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 5}}, "characters": [{"room": "b2"}]`
	for _, c := range []struct{ round, want int }{{1, 6}, {9, 14}} {
		s := auditPos(t, base, fmt.Sprintf(`{"round": %d, %s}`, c.round, cooling))
		s, _ = auditDo(t, s, dice.Script(), "P1 room 0", "P1 pay c9", "P1 pay c8")
		if got := s.Autodestruction(); got != c.want {
			t.Errorf("activated in round %d: token on %d, want %d", c.round, got, c.want)
		}
	}
	t.Run("not again while on, not after the Reactor shutdown", func(t *testing.T) {
		// "It can be easily turned on, but turning it off is not easy": a
		// second activation must not move the token.
		auditIllegal(t, auditPos(t, base, `{"round": 5, "autodestruction": 7, `+cooling+`}`), "P1 room 0")
		auditIllegal(t, auditPos(t, base, `{"round": 5, "reactor_shut_down": true, `+cooling+`}`), "P1 room 0")
	})
	t.Run("past the track: at the game end", func(t *testing.T) {
		s := auditPos(t, base, `{"round": 10, `+cooling+`}`)
		s, _ = auditDo(t, s, dice.Script(), "P1 room 0", "P1 pay c9", "P1 pay c8")
		if got := s.Autodestruction(); got <= nemesis.LastRound {
			t.Fatalf("activated in round 10: token on %d, want behind the last space", got)
		}
		for s.Round() < 14 && !s.Over() {
			s, _ = auditRoundEnd(t, s, 5)
		}
		if s.Over() {
			t.Fatalf("the game ended in round %d", s.Round())
		}
		s = auditPos(t, s, `{"turn": "P2", "hibernatorium_discovered": true, "hibernatorium_active": true, "characters": [{"status": "hibernated", "room": "d3"}, {"passed": false}]}`)
		s, _ = auditRoundEnd(t, s, 5)
		if !s.Over() {
			t.Fatalf("not over after round 14")
		}
		if got := s.Player(0).Status; got != nemesis.Dead {
			t.Errorf("the Hibernated P1 is %v, want dead (the Facility exploded at the game end)", got)
		}
		if o := s.Outcome(); len(o.Survived) != 0 {
			t.Errorf("Survived %v, want none", o.Survived)
		}
	})
	t.Run("without it the Hibernated survive", func(t *testing.T) {
		s := auditPos(t, base, `{"round": 14, "turn": "P2", "hibernatorium_discovered": true, "hibernatorium_active": true, "characters": [{"status": "hibernated", "room": "d3"}]}`)
		s, _ = auditRoundEnd(t, s, 5)
		if o := s.Outcome(); !s.Over() || len(o.Survived) != 1 || o.Survived[0] != 0 {
			t.Errorf("over %v, Survived %v, want [P1]", s.Over(), o.Survived)
		}
	})
	t.Run("the Round marker enters the token's space", func(t *testing.T) {
		for _, c := range []struct {
			round, token int
			over         bool
		}{{4, 5, true}, {3, 5, false}} {
			s := auditPos(t, base, fmt.Sprintf(`{"round": %d, "autodestruction": %d, "hibernatorium_discovered": true, "hibernatorium_active": true, "characters": [{}, {"status": "hibernated", "room": "d3"}]}`, c.round, c.token))
			s, _ = auditRoundEnd(t, s, 6)
			if s.Over() != c.over {
				t.Errorf("round %d ends with the token on %d: over %v, want %v", c.round, c.token, s.Over(), c.over)
			}
			if c.over && s.Player(1).Status != nemesis.Dead {
				t.Errorf("the Hibernated P2 survived the destruction: %v", s.Player(1).Status)
			}
		}
	})
}

// Rulebook, "Time Advancement", Lander token: at the Round marker's entering
// the Lander's space, "revealing the top Anti-Aircraft token: if Inactive
// ..., the Lander lands successfully ... If Active, the Lander is destroyed".
func TestAuditLanderLands(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`}`)
	for _, c := range []struct {
		aa    string
		round int
		want  int
	}{
		{"[true, true]", 9, 2},
		{"[false, false]", 9, 1},
		{"[false, false]", 8, 0},
		{"[true, true]", 10, 0},
	} {
		s := auditPos(t, base, fmt.Sprintf(`{"round": %d, "anti_aircraft": %s}`, c.round, c.aa))
		s, _ = auditRoundEnd(t, s, 2)
		if got := s.Lander(); got != c.want {
			t.Errorf("round %d→%d with %s: Lander %d, want %d", c.round, s.Round(), c.aa, got, c.want)
		}
	}
	// Which token is on top is not documented: find out, and check it is
	// the one that decides.
	var landed [2]int
	for i, aa := range []string{"[true, false]", "[false, true]"} {
		s := auditPos(t, base, `{"round": 9, "anti_aircraft": `+aa+`}`)
		s, _ = auditRoundEnd(t, s, 2)
		landed[i] = s.Lander()
	}
	t.Logf("Lander after [true, false]: %d, after [false, true]: %d", landed[0], landed[1])
	if landed[0] == landed[1] {
		t.Errorf("the order of the Anti-Aircraft tokens does not matter: %v", landed)
	}
}

// Rulebook, "Escaping/Hibernating": a Noise roll; "if, after this Noise
// roll, there is an Intruder in the same Room as the Character, the Action
// is unsuccessful and the Character stays in the Room". The Escape Shuttle
// is "only for 1 person".
func TestAuditEscapeShuttle(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`, `+auditAttacks(0, 1)+`,
	 "rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 11}}, "characters": [{"room": "b2"}, {"room": "b2"}]}`)
	t.Run("quiet: Escaped", func(t *testing.T) {
		r := dice.Script(auditNoise2)
		s, log := auditDo(t, base, r, "P1 room 0", "P1 pay c9", "P1 pay c8")
		if p := s.Player(0); p.Status != nemesis.Escaped || !p.Fled {
			t.Errorf("status %v escaped_facility %v, want escaped (log %q)", p.Status, p.Fled, log)
		}
		auditSpent(t, r)
		// P2 cannot follow.
		s = auditPos(t, s, `{"turn": "P2"}`)
		auditIllegal(t, s, "P2 room 0")
	})
	t.Run("an Intruder comes in: unsuccessful", func(t *testing.T) {
		s := auditPos(t, base, `{`+auditIntruders(map[int]string{5: "b2-c2"})+`}`)
		r := dice.Script(auditNoise3)
		s, log := auditDo(t, s, r, "P1 room 0", "P1 pay c9", "P1 pay c8")
		if p := s.Player(0); p.Status != nemesis.Active || p.Room != auditSlot("b2") {
			t.Errorf("status %v room %d, want still active in b2 (log %q)", p.Status, p.Room, log)
		}
		auditSpent(t, r)
	})
	t.Run("Hazard places an Intruder: unsuccessful", func(t *testing.T) {
		s := auditPos(t, base, `{"bag": 8192}`)
		r := dice.Script(auditNoiseHazard, 1)
		s, log := auditDo(t, s, r, "P1 room 0", "P1 pay c9", "P1 pay c8")
		if p := s.Player(0); p.Status != nemesis.Active {
			t.Errorf("status %v, want still active (log %q)", p.Status, log)
		}
		auditSpent(t, r)
	})
	t.Run("a Secured Room: the Intruder still comes in", func(t *testing.T) {
		s := auditPos(t, base, `{"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 11, "secure": 1}}, `+auditIntruders(map[int]string{5: "b2-c2"})+`}`)
		r := dice.Script(auditNoise3)
		s, log := auditDo(t, s, r, "P1 room 0", "P1 pay c9", "P1 pay c8")
		if p := s.Player(0); p.Status != nemesis.Active {
			t.Errorf("status %v, want still active: an Intruder is in the Room (log %q)", p.Status, log)
		}
	})
}

// Rulebook, "Lander": boarding by the Landing Zone's Room Action (with the
// escape Noise roll); "their Turns are skipped (but they do not Pass — if
// all other Characters Pass, they automatically Pass too ...); they do not
// lose Oxygen, nor lose Health from any effects (such as Fire in the Room)";
// "after any Intruder appears in the Landing Zone, the Characters
// automatically leave the Lander"; "Lander Launch Decision: at the very
// start of the Event Phase, any Character inside the Lander may decide to
// Launch".
func TestAuditLander(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`, `+auditAttacks(0, 1)+`,
	 "lander": 1, "anti_aircraft_removed": true, "rooms": {"a2": {"tile": 0, "fire": true}, "d3": {"tile": 1}, "b2": {"tile": 16}}}`)
	board := func(t *testing.T) nemesis.State {
		r := dice.Script(auditNoise2) // a2 has no Corridor of value 2
		s, log := auditDo(t, base, r, "P1 room 0", "P1 pay c9", "P1 pay c8")
		if p := s.Player(0); p.Status != nemesis.InLander {
			t.Fatalf("status %v, want in the Lander (log %q)", p.Status, log)
		}
		auditSpent(t, r)
		return s
	}
	t.Run("boarded: skipped, no Oxygen or Fire loss", func(t *testing.T) {
		s := board(t)
		p := s.Player(0)
		if s.Turn() != 1 {
			t.Errorf("turn %v after boarding, want P2 (P1's Turns are skipped)", s.Turn())
		}
		if p.Oxygen != 7 || p.Health != 0 {
			t.Errorf("oxygen %d health %d at the end of the boarding Turn, want 7 and 0 (no Oxygen or Fire loss in the Lander)", p.Oxygen, p.Health)
		}
		s, _ = auditDo(t, s, dice.Script(auditNoise4), "P2 move a2-b2", "P2 pay c9")
		s, _ = auditDo(t, s, dice.Script(auditNoise4), "P2 move a2-b2", "P2 pay c8", "P2 end")
		if s.Turn() != 1 {
			t.Errorf("turn %v, want P2 again (P1 in the Lander is skipped)", s.Turn())
		}
		if p := s.Player(0); p.Oxygen != 7 {
			t.Errorf("oxygen %d, want 7", p.Oxygen)
		}
		// P2 passes: P1 passes too, and the Event Phase starts with the
		// Launch decision.
		s, _ = auditDo(t, s, dice.New(1), "P2 pass", "P2 discard done")
		if s.Phase() != nemesis.PhaseLaunch || len(s.ToMove()) != 1 || s.ToMove()[0] != 0 {
			t.Fatalf("phase %v, to move %v: want P1's Launch decision", s.Phase(), s.ToMove())
		}
		s, _ = auditDo(t, s, dice.New(1), "P1 launch yes")
		if p := s.Player(0); p.Status != nemesis.Escaped || !p.Fled || s.Lander() != 2 {
			t.Errorf("after the Launch: %v, escaped_facility %v, Lander %d; want escaped, true, 2", p.Status, p.Fled, s.Lander())
		}
	})
	t.Run("an Intruder in the Landing Zone: out of the Lander", func(t *testing.T) {
		s := board(t)
		s = auditPos(t, s, `{"characters": [{}, {"room": "b2"}], "bag": 8192}`)
		r := dice.Script(auditNoiseHazard, 1)
		s, log := auditDo(t, s, r, "P2 move a2-b2", "P2 pay c9")
		if s.Player(1).Room != nemesis.LandingSlot || s.IntrudersAt(nemesis.LandingSlot) != 1 {
			t.Fatalf("the scenario failed: %q", log)
		}
		if p := s.Player(0); p.Status != nemesis.Active {
			t.Errorf("P1 %v with an Intruder in the Landing Zone, want active (log %q)", p.Status, log)
		}
	})
	t.Run("boarding fails when an Intruder comes", func(t *testing.T) {
		s := auditPos(t, base, `{"bag": 8192}`)
		r := dice.Script(auditNoiseHazard, 1)
		s, log := auditDo(t, s, r, "P1 room 0", "P1 pay c9", "P1 pay c8")
		if p := s.Player(0); p.Status != nemesis.Active {
			t.Errorf("status %v, want still active: an Intruder is in the Room (log %q)", p.Status, log)
		}
		auditSpent(t, r)
	})
	t.Run("not launched: stays", func(t *testing.T) {
		s := board(t)
		s, _ = auditRoundEnd(t, s, 1)
		if s.Phase() == nemesis.PhaseLaunch {
			s, _ = auditDo(t, s, dice.New(1), "P1 launch no")
		}
		if p := s.Player(0); p.Status != nemesis.InLander || s.Lander() != 1 {
			t.Errorf("P1 %v, Lander %d, want still in the landed Lander", p.Status, s.Lander())
		}
	})
}

// Rulebook, "Setup": "Shuffle all Corridor tiles", the Room stacks ("Shuffle
// each stack"), "Take the Exploration deck, shuffle it", "Take the Intruder
// Attack and the Event decks, shuffle them", "Shuffle all Queen Health
// cards", the Item, Contamination and Serious Wound decks ("Shuffle each
// deck separately"), "Shuffle all Character draft cards". Two seeds must not
// give the same decks, and the first Room explored must not be the same in
// every game.
func TestAuditDecksAreShuffled(t *testing.T) {
	decks := map[string]bool{}
	rooms := map[string]bool{}
	for seed := uint64(1); seed <= 10; seed++ {
		r := dice.New(seed)
		s, err := nemesis.New(nemesis.Config{Players: 2}, r)
		if err != nil {
			t.Fatal(err)
		}
		var doc struct {
			Decks json.RawMessage `json:"decks"`
		}
		if err := json.Unmarshal([]byte(auditJSON(t, s)), &doc); err != nil {
			t.Fatal(err)
		}
		decks[string(doc.Decks)] = true
		for s.Phase() != nemesis.PhasePlayer {
			s, _, _ = nemesis.Apply(s, s.Actions()[0], r)
		}
		// The same Facility in every game: explore b2 through a2-b2.
		s = auditPos(t, s, `{"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}}, "corridors": {"a2-b2": {"tile": 3}}}`)
		// Whoever starts (the Help cards are shuffled) Moves and pays with
		// the first card offered.
		p := s.ToMove()[0].String()
		s, _ = auditDo(t, s, r, p+" move a2-b2")
		for _, a := range s.Actions() {
			if strings.HasPrefix(a.String(), p+" pay ") {
				s, _ = auditDo(t, s, r, a.String())
				break
			}
		}
		k, _ := s.RoomKindAt(int(auditSlot("b2")))
		rooms[k.String()] = true
	}
	if len(decks) < 2 {
		t.Errorf("10 seeds, %d distinct set(s) of decks: the decks are not shuffled", len(decks))
	}
	if len(rooms) < 2 {
		t.Errorf("10 seeds, the first Room explored is always %v", rooms)
	}
}

// auditSameView checks that seat p's view of a and of b are the same (JSON
// and picture): a and b differ only in what p may not know.
func auditSameView(t *testing.T, what string, a, b nemesis.State, seats ...nemesis.Seat) {
	t.Helper()
	for _, p := range seats {
		va, vb := a.View(p), b.View(p)
		if diff := cmp.Diff(auditJSON(t, va), auditJSON(t, vb)); diff != "" {
			t.Errorf("%s: %v's view JSON reveals it (-a +b):\n%s", what, p, diff)
		}
		if diff := cmp.Diff(va.Draw(), vb.Draw()); diff != "" {
			t.Errorf("%s: %v's view picture reveals it (-a +b):\n%s", what, p, diff)
		}
	}
}

// auditSameEvents checks that seat p observes the same events.
func auditSameEvents(t *testing.T, what string, a, b []nemesis.Event, seats ...nemesis.Seat) {
	t.Helper()
	for _, p := range seats {
		var oa, ob []string
		for _, e := range a {
			oa = append(oa, incursion.Observe(nemesis.Game, e, p).String())
		}
		for _, e := range b {
			ob = append(ob, incursion.Observe(nemesis.Game, e, p).String())
		}
		if diff := cmp.Diff(oa, ob); diff != "" {
			t.Errorf("%s: %v observes different events (-a +b):\n%s", what, p, diff)
		}
	}
}

// Rulebook: Objective cards — "Do not show Objective cards to other players
// at any point during the game"; "Items in the Backpack are secret
// information"; the Action deck is face down (its order unknown to its
// owner too); Contamination cards' "hidden text ... remains secret until a
// game effect makes the player scan" (INFECTED unknown to the holder); the
// Anti-Aircraft tokens face down ("tokens cannot be shown"); the Robot card
// face down ("it is not known which Robot is currently used"); the Intruder
// bag; every shuffled deck; "Items that were Searched but not chosen should
// not be revealed to other players". doc.go, "Hidden information", promises
// all of these. Each case builds two positions that differ only in one
// secret: the seats that may not know it must see the same view.
func TestAuditViewsHideSecrets(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 3}), `{`+auditBase+`}`)
	obs := nemesis.ObserverSeat
	pair := func(t *testing.T, a, b string) (nemesis.State, nemesis.State) {
		t.Helper()
		return auditPos(t, base, a), auditPos(t, base, b)
	}
	t.Run("a hand", func(t *testing.T) {
		a, b := pair(t, `{"characters": [{}, {"hand": ["c9","c8","c7","c6","c5"], "action_deck": ["c0","c1","c2","c3","c4"]}]}`,
			`{"characters": [{}, {"hand": ["c0","c1","c2","c3","c4"], "action_deck": ["c5","c6","c7","c8","c9"]}]}`)
		auditSameView(t, "P2's hand", a, b, 0, 2, obs)
	})
	t.Run("an Action deck's order, from its owner too", func(t *testing.T) {
		a, b := pair(t, `{"characters": [{}, {"action_deck": ["c0","c1","c2","c3","c4"]}]}`,
			`{"characters": [{}, {"action_deck": ["c4","c3","c2","c1","c0"]}]}`)
		auditSameView(t, "P2's deck order", a, b, 0, 1, 2, obs)
	})
	t.Run("Objectives", func(t *testing.T) {
		a := base
		o1, o2 := a.Player(0).Objectives, a.Player(1).Objectives
		b := auditPos(t, base, fmt.Sprintf(`{"characters": [{"objectives": [%d, %d]}, {"objectives": [%d, %d]}]}`, o2[0], o2[1], o1[0], o1[1]))
		auditSameView(t, "P1's and P2's Objectives swapped", a, b, 2, obs)
	})
	t.Run("a Backpack", func(t *testing.T) {
		// 3 Characters, seed 1: P1 holds i43, P2 i44 (both regular Items).
		a, b := pair(t, `{"characters": [{"backpack": ["i43"]}, {"backpack": ["i44"]}]}`,
			`{"characters": [{"backpack": ["i44"]}, {"backpack": ["i43"]}]}`)
		auditSameView(t, "P1's and P2's Backpacks swapped", a, b, 2, obs)
	})
	t.Run("INFECTED, from the holder too", func(t *testing.T) {
		deck := func(except int) string {
			var ids []string
			for i := 0; i < nemesis.ContaminationCards; i++ {
				if i != except {
					ids = append(ids, fmt.Sprint(i))
				}
			}
			return strings.Join(ids, ",")
		}
		// Contamination card k is "c(64+k)"; 0 reads INFECTED, 1 does not
		// (DATA.md: ids 0, 3, …, 18 are INFECTED).
		a, b := pair(t, `{"characters": [{"hand": ["c9","c8","c7","c6","c5","c64"]}], "decks": {"contamination_deck": [`+deck(0)+`]}}`,
			`{"characters": [{"hand": ["c9","c8","c7","c6","c5","c65"]}], "decks": {"contamination_deck": [`+deck(1)+`]}}`)
		auditSameView(t, "INFECTED in P1's hand", a, b, 0, 1, 2, obs)
	})
	t.Run("the Anti-Aircraft order", func(t *testing.T) {
		a, b := pair(t, `{"anti_aircraft": [true, false]}`, `{"anti_aircraft": [false, true]}`)
		auditSameView(t, "the Anti-Aircraft order", a, b, 0, 1, 2, obs)
	})
	t.Run("the Robot card", func(t *testing.T) {
		a, b := pair(t, `{"robot": 3}`, `{"robot": 4}`)
		auditSameView(t, "the face-down Robot", a, b, 0, 1, 2, obs)
	})
	t.Run("the bag", func(t *testing.T) {
		// The setup bag plus one Adult token: bit 14 (back 1) or bit 15
		// (back 1 too, another token). How many tokens of each kind the bag
		// holds is public (every token drawn is shown, every token added
		// named: Bag Development), which of them is not.
		a, b := pair(t, `{"bag": 19337404417}`, `{"bag": 19337420801}`)
		auditSameView(t, "the bag's content", a, b, 0, 1, 2, obs)
	})
	t.Run("deck orders", func(t *testing.T) {
		a, b := pair(t, `{"decks": {"attack_deck": [0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15], "event_deck": [0,1,2,3,4,5,6,7,8,9,10,11,12,13], "queen_health": [0,1,2,3,4,5,6,7], "exploration_deck": [0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15], "item_decks": [[0,1,2,3,4,5,6,7,8,9,10,11],[12,13,14,15,16,17,18,19,20,21,22,23],[24,25,26,27,28,29,30,31,32,33,34,35]]}}`,
			`{"decks": {"attack_deck": [15,14,13,12,11,10,9,8,7,6,5,4,3,2,1,0], "event_deck": [13,12,11,10,9,8,7,6,5,4,3,2,1,0], "queen_health": [7,6,5,4,3,2,1,0], "exploration_deck": [15,14,13,12,11,10,9,8,7,6,5,4,3,2,1,0], "item_decks": [[11,10,9,8,7,6,5,4,3,2,1,0],[23,22,21,20,19,18,17,16,15,14,13,12],[35,34,33,32,31,30,29,28,27,26,25,24]]}}`)
		auditSameView(t, "the decks' order", a, b, 0, 1, 2, obs)
	})
	t.Run("the Items of another's Search", func(t *testing.T) {
		// P1 Searches the Armory (b2) with Search (c0): the red deck's top
		// two Items are drawn (the last two listed: Ammo Boxes or Grenade
		// Packs, Backpack Items); P2, P3 and the Observer must not see
		// which, nor which is kept.
		doc := `{"characters": [{"room": "b2", "hand": ["c0","c1","c2","c3","c4"], "action_deck": ["c5","c6","c7","c8","c9"]}], "decks": {"item_decks": [[%s],[12,13,14,15,16,17,18,19,20,21,22,23],[24,25,26,27,28,29,30,31,32,33,34,35]]}}`
		a, b := pair(t, fmt.Sprintf(doc, "0,1,2,3,4,5,6,7,8,9,10,11"), fmt.Sprintf(doc, "0,1,2,3,4,5,6,7,10,11,9,8"))
		play, _ := nemesis.ParseAction("P1 play c0 0")
		a, ea, err := nemesis.Apply(a, play, dice.Script())
		if err != nil {
			t.Fatal(err)
		}
		b, eb, err := nemesis.Apply(b, play, dice.Script())
		if err != nil {
			t.Fatal(err)
		}
		if a.Pending() != nemesis.PendKeep {
			t.Fatalf("pending %v after Search, want keep (events %v)", a.Pending(), ea)
		}
		auditSameView(t, "the Searched Items", a, b, 1, 2, obs)
		auditSameEvents(t, "the Searched Items", ea, eb, 1, 2, obs)
		// Keeping the first listed Item: the others see the same.
		keepA, keepB := a.Actions()[0], b.Actions()[0]
		a2, ea, _ := nemesis.Apply(a, keepA, dice.Script())
		b2, eb, _ := nemesis.Apply(b, keepB, dice.Script())
		auditSameView(t, "the kept Item", a2, b2, 1, 2, obs)
		auditSameEvents(t, "the kept Item", ea, eb, 1, 2, obs)
		for _, p := range []nemesis.Seat{1, 2, obs} {
			oa := incursion.ObserveAction(nemesis.Game, a, keepA, p)
			ob := incursion.ObserveAction(nemesis.Game, b, keepB, p)
			if oa.String() != ob.String() {
				t.Errorf("%v observes the Keep as %v and %v", p, oa, ob)
			}
		}
	})
}

// auditPlayOn plays up to n random listed actions from s, failing on a
// panic, on an error, and on a state that is not over but offers nothing
// (doc.go: "any state that decodes can be played on").
func auditPlayOn(t *testing.T, what string, s nemesis.State, seed uint64, n int) (end nemesis.State) {
	t.Helper()
	r := dice.New(seed)
	step := 0
	defer func() {
		if p := recover(); p != nil {
			t.Errorf("%s: panic at step %d: %v", what, step, p)
		}
	}()
	for ; step < n && !s.Over(); step++ {
		acts := s.Actions()
		if len(acts) == 0 {
			t.Errorf("%s: step %d: no action but the game is not over (phase %v, pending %v, to move %v)", what, step, s.Phase(), s.Pending(), s.ToMove())
			return s
		}
		a := acts[r.IntN(len(acts))]
		next, _, err := nemesis.Apply(s, a, r)
		if err != nil {
			t.Errorf("%s: step %d: listed action %v refused: %v", what, step, a, err)
			return s
		}
		s = next
	}
	return s
}

// auditSecretInView reports what a view shows that it must not (doc.go,
// "Hidden information"): a card of another Character's hand or Backpack, an
// Objective of another before the end, any deck's content, the text of a
// Contamination card.
func auditSecretInView(t *testing.T, s nemesis.State, p nemesis.Seat) string {
	t.Helper()
	var doc struct {
		Decks      map[string]json.RawMessage `json:"decks"`
		Characters []struct {
			Hand       []string `json:"hand"`
			Deck       []string `json:"action_deck"`
			Disc       []string `json:"action_discard"`
			Backpack   []string `json:"backpack"`
			Objectives []string `json:"objectives"`
		} `json:"characters"`
	}
	if err := json.Unmarshal([]byte(auditJSON(t, s.View(p))), &doc); err != nil {
		return "view JSON: " + err.Error()
	}
	contam := func(c string) bool {
		var n int
		_, err := fmt.Sscanf(c, "c%d", &n)
		return err == nil && n >= 10 && n != int(nemesis.ContamCard)
	}
	for q, c := range doc.Characters {
		for _, x := range c.Deck {
			if x != "?" {
				return fmt.Sprintf("P%d's action deck shows %s", q+1, x)
			}
		}
		for _, pile := range [][]string{c.Hand, c.Disc, c.Deck} {
			for _, x := range pile {
				if contam(x) {
					return fmt.Sprintf("P%d's Contamination card shows its text: %s", q+1, x)
				}
			}
		}
		if nemesis.Seat(q) == p {
			continue
		}
		for _, x := range append(append([]string{}, c.Hand...), c.Backpack...) {
			if x != "?" {
				return fmt.Sprintf("P%d's hand or Backpack shows %s", q+1, x)
			}
		}
		if !s.Over() {
			for _, o := range c.Objectives {
				if o != "?" && o != "none" {
					return fmt.Sprintf("P%d's Objectives show %v", q+1, c.Objectives)
				}
			}
		}
	}
	for name, raw := range doc.Decks {
		if strings.Contains(name, "discard") || name == "support_offer" {
			continue
		}
		var piles any
		_ = json.Unmarshal(raw, &piles)
		if strings.ContainsAny(strings.NewReplacer("-2", "", "[", "", "]", "", ",", "").Replace(string(raw)), "0123456789") {
			return fmt.Sprintf("deck %s shows %s", name, raw)
		}
	}
	return ""
}

// Every variant and seat count played to the end with random choices: no
// panic, no dead end, every view of every step hides the secrets, a view
// cannot be played, and the end is consistent (winners survived).
func TestAuditPlayEveryVariantToTheEnd(t *testing.T) {
	variants := append([]string{""}, nemesis.Game.Variants()...)
	for _, v := range variants {
		for seed := uint64(1); seed <= 3; seed++ {
			name := fmt.Sprintf("%q seed %d", v, seed)
			r := dice.New(seed)
			s, err := nemesis.Game.New(v, r)
			if err != nil {
				t.Errorf("%s: New: %v", name, err)
				continue
			}
			func() {
				defer func() {
					if p := recover(); p != nil {
						t.Errorf("%s: panic: %v", name, p)
					}
				}()
				seats := append(s.Seats(), nemesis.ObserverSeat)
				leaks := 0
				for step := 0; step < 20000 && !s.Over(); step++ {
					acts := s.Actions()
					if len(acts) == 0 {
						t.Errorf("%s: step %d: no action, not over", name, step)
						return
					}
					if step%7 == 0 {
						for _, p := range seats {
							if what := auditSecretInView(t, s, p); what != "" && leaks < 3 {
								leaks++
								t.Errorf("%s: step %d (phase %v): %v's view: %s", name, step, s.Phase(), p, what)
							}
						}
						if _, _, err := nemesis.Apply(s.View(s.ToMove()[0]), acts[0], r); err == nil {
							t.Errorf("%s: step %d: a view was played on", name, step)
						}
					}
					a := acts[r.IntN(len(acts))]
					if s, _, err = nemesis.Apply(s, a, r); err != nil {
						t.Errorf("%s: step %d: %v refused: %v", name, step, a, err)
						return
					}
				}
				if !s.Over() {
					t.Errorf("%s: not over after 20000 actions (round %d)", name, s.Round())
					return
				}
				o := s.Outcome()
				survived := map[nemesis.Seat]bool{}
				for _, p := range o.Survived {
					survived[p] = true
				}
				for _, w := range o.Winners {
					if coop := v == "coop" || v == "solo" || v == "1p"; !coop && !survived[w] {
						t.Errorf("%s: winner %v did not survive (%+v)", name, w, o)
					}
				}
				if s.Round() > nemesis.LastRound {
					t.Errorf("%s: round %d", name, s.Round())
				}
			}()
		}
	}
}

// Strange action strings: ParseAction never panics; what it accepts prints
// back to itself and is refused (ErrIllegal, state unchanged) or played
// without a panic.
func TestAuditStrangeActionStrings(t *testing.T) {
	s := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`, `+auditIntruders(map[int]string{5: "a2-b2"})+`}`)
	texts := []string{
		"", " ", "P1", "P1 ", "move", "P0 pass", "P6 pass", "P9 pass", "P-1 pass", "Observer pass", "none pass",
		"P1 move", "P1 move a2", "P1 move a2-", "P1 move -b2", "P1 move a2-a2", "P1 move a2-c2", "P1 move a1-b2",
		"P1 move z9-a1", "P1 move a0-a1", "P1 move f4-g4", "P1 move a2-b2 extra", "p1 MOVE A2-B2", "P1  move  a2-b2",
		"P1 move b2-a2", "P1 cautious a2-b2", "P1 pay", "P1 pay c", "P1 pay c-1", "P1 pay c10", "P1 pay c127",
		"P1 pay c128", "P1 pay c99999999999", "P1 pay cx", "P1 shoot", "P1 shoot h2 x5", "P1 shoot h-1 x5",
		"P1 shoot h0 x25", "P1 shoot h0 x-1", "P1 shoot h0 x5", "P1 burst h0 a2-b2", "P1 burst h1 a2-b2",
		"P1 melee x99", "P1 melee x0", "P1 room", "P1 room -1", "P1 room 99", "P1 play c9", "P1 play c9 999",
		"P1 play c9 -5", "P1 use i99 0", "P1 use i-1 0", "P1 use i53 0", "P1 use i44 0", "P1 gear", "P1 gear 9 9",
		"P1 gear -1 0", "P1 gear 3 a2-b2", "P1 gear done", "P1 objective", "P1 objective both", "P1 keep",
		"P1 keep i53", "P1 keep none", "P1 keep i2 drop h9", "P1 keep i2 drop", "P1 hit", "P1 hit x5",
		"P1 hit none", "P1 prevent h7", "P1 endure", "P1 discard", "P1 discard c127", "P1 discard done",
		"P1 swap yes", "P1 swap ?", "P1 launch yes", "P1 draft Contractor", "P1 draft Nobody", "P1 support i40",
		"P1 take oxygen", "P1 take nothing", "P1 robot", "P1 robot d3", "P1 robot d3 -1", "P1 robot z9 -1",
		"P1 robot d3 99", "P1 trade", "P1 offer P1 P2 pack i12", "P1 offer P9 P1 belt 0", "P1 offer P1 P2 hand 7",
		"P1 offer done", "P2 consent yes", "P2 consent maybe", "P1 repel a2-b2", "P1 repel zz", "P1 pass",
		"P1 pass now", "P1 move a2-b2\x00", "P1 move ａ2-b2", "P1 ✈ a2-b2", strings.Repeat("P1 move a2-b2 ", 1000),
	}
	for _, text := range texts {
		func() {
			defer func() {
				if p := recover(); p != nil {
					t.Errorf("%.40q: panic: %v", text, p)
				}
			}()
			a, err := nemesis.ParseAction(text)
			if err != nil {
				return
			}
			back, err := nemesis.ParseAction(a.String())
			if err != nil || back != a {
				t.Errorf("%.40q parsed to %v, which reads back as %v (%v)", text, a, back, err)
			}
			if err := s.Legal(a); err != nil {
				if !errors.Is(err, incursion.ErrIllegal) {
					t.Errorf("%.40q: Legal error %v does not wrap ErrIllegal", text, err)
				}
				got, _, aerr := nemesis.Apply(s, a, dice.New(1))
				if !errors.Is(aerr, incursion.ErrIllegal) || auditJSON(t, got) != auditJSON(t, s) {
					t.Errorf("%.40q: illegal but Apply gave %v", text, aerr)
				}
				return
			}
			if _, _, err := nemesis.Apply(s, a, dice.New(1)); err != nil {
				t.Errorf("%.40q: legal but Apply: %v", text, err)
			}
		}()
	}
}

// JSON actions: UnmarshalAction never panics; what it accepts marshals
// back and is refused with ErrIllegal or played.
func TestAuditStrangeJSONActions(t *testing.T) {
	s := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`, `+auditIntruders(map[int]string{5: "a2-b2"})+`}`)
	docs := []string{
		``, `null`, `[]`, `{}`, `"P1 pass"`, `{"type": "nope"}`, `{"type": 7}`, `{"type": "pass"}`,
		`{"type": "pass", "Seat": "P1"}`, `{"type": "pass", "Seat": 0}`, `{"type": "pass", "Seat": 99}`,
		`{"type": "pass", "Seat": -1}`, `{"type": "move", "Seat": "P1", "Corridor": 999}`,
		`{"type": "move", "Seat": "P1", "Corridor": -3}`, `{"type": "move", "Seat": "P1", "Corridor": "a2-b2"}`,
		`{"type": "move", "Seat": "P1", "Corridor": "a2-b2", "Drag": "P2"}`, `{"type": "move", "Seat": "P1", "Corridor": "a2-b2", "Drag": 9}`,
		`{"type": "pay", "Seat": "P1", "Card": 127}`, `{"type": "pay", "Seat": "P1", "Card": -100}`,
		`{"type": "shoot", "Seat": "P1", "Hand": 5, "Target": 99}`, `{"type": "burst", "Seat": "P1", "Hand": -2, "Corridor": 120}`,
		`{"type": "hit", "Seat": "P1", "Target": 30}`, `{"type": "keep", "Seat": "P1", "Item": 120, "Drop": 9}`,
		`{"type": "offer", "Seat": "P1", "From": "P7", "To": "P1", "What": 9, "Which": 99}`,
		`{"type": "swap", "Seat": "P1", "Swap": true, "Secret": true}`, `{"type": "gear", "Seat": "P1", "Slot": 99, "Arg": 99}`,
		`{"type": "robot", "Seat": "P1", "To": 99, "Arg": 99}`, `{"type": "take", "Seat": "P1", "Token": "bomb"}`,
		`{"type": "take", "Seat": "P1", "Token": 99}`, `{"type": "draft", "Seat": "P1", "Char": 99}`,
		`{"type": "support", "Seat": "P1", "Item": -7}`, `{"type": "use", "Seat": "P1", "Item": 53, "Arg": 53}`,
		`{"type": "play", "Seat": "P1", "Card": 9, "Arg": 100}`, `{"type": "room", "Seat": "P1", "Arg": 100}`,
		`{"type": "repel", "Seat": "P1", "Corridor": 100}`, `{"type": "launch", "Seat": "P1", "Launch": "yes"}`,
	}
	for _, doc := range docs {
		func() {
			defer func() {
				if p := recover(); p != nil {
					t.Errorf("%s: panic: %v", doc, p)
				}
			}()
			a, err := nemesis.UnmarshalAction([]byte(doc))
			if err != nil || a == nil {
				return
			}
			data, err := nemesis.MarshalAction(a)
			if err != nil {
				t.Errorf("%s: decoded to %v, which does not marshal: %v", doc, a, err)
			}
			if back, err := nemesis.UnmarshalAction(data); err != nil || back != a {
				t.Errorf("%s: decoded to %v, re-decoded to %v (%v)", doc, a, back, err)
			}
			if err := s.Legal(a); err != nil {
				if !errors.Is(err, incursion.ErrIllegal) {
					t.Errorf("%s: Legal error %v does not wrap ErrIllegal", doc, err)
				}
				if _, _, aerr := nemesis.Apply(s, a, dice.New(1)); !errors.Is(aerr, incursion.ErrIllegal) {
					t.Errorf("%s: illegal but Apply gave %v", doc, aerr)
				}
			}
		}()
	}
}

// Odd positions: each document either fails to decode or gives a state that
// can be played on (doc.go: "any state that decodes can be played on"): no
// panic, no dead end, listed actions accepted.
func TestAuditOddPositions(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 3}), `{`+auditBase+`}`)
	docs := []string{
		`{"characters": [{"status": "in lander"}]}`,
		`{"lander": 1, "anti_aircraft_removed": true, "turn": "P3", "characters": [{"status": "in lander"}, {"status": "in lander"}]}`,
		`{"queen_dead": true, ` + auditIntruders(map[int]string{0: "b2"}) + `}`,
		`{"eggs": 0, "nest_destroyed": false}`,
		`{"eggs": 4, "characters": [{"hands": [{"item": "i52", "tokens": ["ammo", "none"]}, {"item": "i53"}]}]}`,
		`{"pending": "keep", "pending_seat": "P1"}`,
		`{"pending": "hits", "pending_seat": "P1", "pending_n": 5}`,
		`{"pending": "melee", "pending_seat": "P1", "pending_arg": 5}`,
		`{"pending": "swap", "pending_seat": "P1"}`,
		`{"pending": "consent", "pending_seat": "P2"}`,
		`{"pending": "repel", "pending_seat": "P1"}`,
		`{"pending": "gear", "pending_seat": "P1"}`,
		`{"pending": "pay", "pending_seat": "P1", "pending_n": 2, "chosen_action": "P1 move a2-b2"}`,
		`{"pending": "discard", "pending_seat": "P2"}`,
		`{"round": 14, "lander": 1, "anti_aircraft_removed": true, "autodestruction": 14}`,
		`{"characters": [{"wounds": [0, 1, 2]}]}`,
		`{"characters": [{"wounds": [0, 1, -1], "health": 7}]}`,
		`{"characters": [{"health": 7}]}`,
		`{"characters": [{"health": 99}]}`,
		`{"characters": [{"status": "knocked out"}]}`,
		`{"objective_track": 5}`,
		`{"objective_track": 9}`,
		`{"characters": [{"hand": [], "action_deck": [], "action_discard": ["c0","c1","c2","c3","c4","c5","c6","c7","c8","c9"]}]}`,
		`{"characters": [{"hand": ["c0","c1","c2","c3","c4","c5","c6","c7","c8","c9"], "action_deck": [], "action_discard": []}]}`,
		`{"characters": [{"passed": true}, {"passed": true}, {"passed": true}]}`,
		`{"characters": [{"suffocating": true, "oxygen": 7}]}`,
		`{"characters": [{"larva": true}], ` + auditIntruders(map[int]string{17: "a2"}) + `}`,
		`{"autodestruction": 1}`,
		`{"autodestruction": 40}`,
		`{"robot_room": "b2", "robot_revealed": true}`,
		`{"robot_room": 23, "robot_revealed": true}`,
		`{"phase": "launch"}`,
		`{"phase": "over"}`,
		`{"phase": "draft"}`,
		`{"data_tokens": 0, "characters": [{"data": true}]}`,
		`{"mission_tasks": [99, -1, -1, -1, -1]}`,
		`{"turn": "P2", "actions_done": 1}`,
		`{"turn": "P2", "actions_done": 7}`,
		`{"starting_player": "P3", "turn": "P1"}`,
		`{"facility_destroyed": true}`,
		`{"life_support": [true, true, true], "reactor_shut_down": true}`,
		`{"hibernatorium_active": true, "hibernatorium_discovered": false}`,
		`{"shuttle_used": true, "rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 11}}, "characters": [{"room": "b2"}]}`,
		`{"queen_hits": 3}`,
		`{"queen_hits": 2, "decks": {"queen_health": []}}`,
		`{"bag": 0}`,
		`{"bag": -1}`,
		`{"bag": 68719476735}`,
		`{"landing_zone_tokens": [0, 0, 0, 0, 0, 0], "token_supply": [0, 0, 0, 0, 0, 0]}`,
		`{"characters": [{"armor": 42}]}`,
		`{"characters": [{"armor": 6}]}`,
		`{"characters": [{"belt": ["half-ammo", "half-ammo", "half-ammo", "half-ammo"]}]}`,
		`{"rooms": {"a2": {"tile": 0, "fire": true, "malfunction": true, "secure": 3}, "d3": {"tile": 1, "fire": true}, "b2": {"tile": 9, "fire": true}}}`,
		`{"corridors": {"a2-b2": {"tile": 0, "door": 1}, "b1-b2": {"tile": 1, "door": 2}, "b2-c2": {"tile": 2, "door": 1}, "b2-b3": {"tile": 39, "reinforced": true}}}`,
		`{"corridors": {"a2-b2": {"tile": 3, "door": 1}, "b1-b2": {"tile": 13}, "b2-c2": {"tile": 23}, "b2-b3": {"tile": 33}}}`,
		`{"intruders": [{"at": "a2", "hits": 99}]}`,
		`{"intruders": [{"at": "a2-b2", "hits": 3}]}`,
		`{"intruders": [{"at": "c4"}]}`,
		`{"intruders": [{"at": "b2-c2"}, {"at": "b2-c2"}, {"at": "b2-c2"}]}`,
		`{"characters": [{"room": "d3"}]}`,
		`{"characters": [{"room": "c4"}]}`,
		`{"characters": [{"number": 7}]}`,
		`{"characters": [{"number": 2}]}`,
		`{"characters": [{"character": 2}, {"character": 2}]}`,
		`{"characters": [{"objectives": [-1, -1]}]}`,
		`{"characters": [{"backpack": ["i0"]}], "decks": {"item_decks": [[1,2,3,4,5,6,7,8,9,10,11],[12,13,14,15,16,17,18,19,20,21,22,23],[24,25,26,27,28,29,30,31,32,33,34,35]]}}`,
		`{"characters": [{"backpack": ["i6"]}], "decks": {"item_decks": [[0,1,2,3,4,5,7,8,9,10,11],[12,13,14,15,16,17,18,19,20,21,22,23],[24,25,26,27,28,29,30,31,32,33,34,35]]}}`,
		`{"characters": [{"backpack": ["i53"]}]}`,
		`{"characters": [{"hands": [{"item": "i12"}, {"item": "none"}]}], "decks": {"item_decks": [[0,1,2,3,4,5,6,7,8,9,10,11],[13,14,15,16,17,18,19,20,21,22,23],[24,25,26,27,28,29,30,31,32,33,34,35]]}}`,
		`{"characters": [{"hands": [{"item": "i52", "tokens": ["medpack", "grenade"]}, {"item": "none"}]}]}`,
		`{"characters": [{}, {}, {}, {}, {}, {}, {}]}`,
		`{"intruders": [` + strings.Repeat(`{"at": "none"}, `, 30) + `{"at": "none"}]}`,
		`{"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "z9": {"tile": 5}}}`,
		`{"corridors": {"a1-c3": {"tile": 3}}}`,
		`{"corridors": {"a2-a2": {"tile": 3}}}`,
		`{"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 0}}}`,
		`{"rooms": {"a2": {"tile": 99}, "d3": {"tile": 1}}}`,
		`{"rooms": {}, "corridors": {}}`,
		`{"players": 4}`,
		`{"players": 0}`,
		`{"coop": true}`,
		`{"viewer": "P1"}`,
		`{"round": 0}`,
		`{"round": 15}`,
		`{"decks": {"attack_deck": [0, 0, 0]}}`,
		`{"decks": {"event_deck": [99]}}`,
		`{"pending_items": ["i99"]}`,
		`{"chosen_action": "P1 fly"}`,
		`{"proposal": {"type": "offer", "Seat": "P9"}}`,
		`{"characters": [{"hand": ["c9", "c9", "c8"]}]}`,
		`{"characters": [{"hand": ["c200"]}]}`,
		`{"characters": [{"status": "zombie"}]}`,
		`{"characters": [{"room": "a2-b2"}]}`,
		`{"intruders": [{"at": "a2", "hits": -3}]}`,
		`[]`, `null`, `7`, `"x"`, `{"characters": null}`, `{"rooms": null}`, `{"decks": null}`, `{"intruders": {}}`,
	}
	for i, doc := range docs {
		s := base
		if err := json.Unmarshal([]byte(doc), &s); err != nil {
			continue
		}
		t.Logf("decoded #%d: %s", i, doc)
		for seed := uint64(1); seed <= 3; seed++ {
			auditPlayOn(t, fmt.Sprintf("#%d %s seed %d", i, doc, seed), s, seed, 3000)
		}
	}
}

// Rulebook, "Player Setup": one Help card per player, numbered 1 to the
// number of players; each player chooses a different Character (the other
// draft card "is shuffled back"; one Character board and miniature each).
// State.Validate promises "every invariant of a state": two Characters with
// the same Help-card number or the same Character are not a position.
func TestAuditValidateRejectsDuplicates(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 3}), `{`+auditBase+`}`)
	for _, doc := range []string{
		`{"characters": [{"number": 2}]}`,
		`{"characters": [{"character": 2}, {"character": 2}]}`,
		// "Solo and Coop Rules": "do NOT draw standard Objective cards";
		// the standard game's Characters hold them and its one Mission
		// Task is a standard one.
		`{"coop": true}`,
	} {
		s := base
		if err := json.Unmarshal([]byte(doc), &s); err == nil {
			t.Errorf("%s decoded without error", doc)
		}
	}
}

// Rulebook, "Cost in Action Cards": Contamination cards "CANNOT be
// discarded to pay for Actions"; Use the Room and Make a Move Cautiously
// cost 2; "Passing: ... they may discard any number of cards from their
// hand (Action cards and Contamination cards)"; an Objective is chosen
// "before or after any of the 2 Actions in a Turn, but not in the middle of
// one"; "a player does not Pass automatically when they have no cards in
// hand".
func TestAuditCostsAndPassing(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`}`)
	contamDeck := func(except int) string {
		var ids []string
		for i := 0; i < nemesis.ContaminationCards; i++ {
			if i != except {
				ids = append(ids, fmt.Sprint(i))
			}
		}
		return `"decks": {"contamination_deck": [` + strings.Join(ids, ",") + `]}`
	}
	t.Run("Contamination cannot pay", func(t *testing.T) {
		s := auditPos(t, base, `{"characters": [{"hand": ["c9", "c64"], "action_deck": ["c0","c1","c2","c3","c4","c5","c6","c7","c8"]}], `+contamDeck(0)+`}`)
		s, _ = auditDo(t, s, dice.Script(), "P1 secure")
		auditIllegal(t, s, "P1 pay c127")
		auditIllegal(t, s, "P1 pay c64")
		auditDo(t, s, dice.Script(), "P1 pay c9")
	})
	t.Run("one card: no Use the Room, no Cautious Move", func(t *testing.T) {
		s := auditPos(t, base, `{"characters": [{"hand": ["c9"], "action_deck": ["c0","c1","c2","c3","c4","c5","c6","c7","c8"]}]}`)
		auditIllegal(t, s, "P1 cautious a2-b2")
		auditIllegal(t, s, "P1 room 0")
		auditDo(t, s, dice.Script(auditNoise2), "P1 move a2-b2", "P1 pay c9")
	})
	t.Run("no cards: Pass is still an Action to take", func(t *testing.T) {
		s := auditPos(t, base, `{"characters": [{"hand": [], "action_deck": ["c0","c1","c2","c3","c4","c5","c6","c7","c8","c9"]}]}`)
		if s.Turn() != 0 || len(s.Actions()) == 0 {
			t.Fatalf("turn %v actions %v", s.Turn(), s.Actions())
		}
		auditIllegal(t, s, "P1 move a2-b2")
		s, _ = auditDo(t, s, dice.Script(), "P1 pass", "P1 discard done")
		if s.Turn() != 1 || !s.Player(0).Passed {
			t.Errorf("turn %v passed %v", s.Turn(), s.Player(0).Passed)
		}
	})
	t.Run("Passing discards Contamination too", func(t *testing.T) {
		s := auditPos(t, base, `{"characters": [{"hand": ["c9", "c64"], "action_deck": ["c0","c1","c2","c3","c4","c5","c6","c7","c8"]}], `+contamDeck(0)+`}`)
		s, _ = auditDo(t, s, dice.Script(), "P1 pass", "P1 discard c127", "P1 discard done")
		b := auditBoard(t, s, 0)
		if diff := cmp.Diff([]string{"c9"}, b.Hand); diff != "" {
			t.Errorf("hand after discarding the Contamination (-want +got):\n%s", diff)
		}
		if diff := cmp.Diff([]string{"c64"}, b.Disc); diff != "" {
			t.Errorf("discard pile (-want +got):\n%s", diff)
		}
	})
	t.Run("no Objective in the middle of an Action", func(t *testing.T) {
		s, _ := auditDo(t, base, dice.Script(), "P1 move a2-b2")
		auditIllegal(t, s, "P1 objective private")
		auditDo(t, s, dice.Script(auditNoise2), "P1 pay c9", "P1 objective private")
	})
	t.Run("a Passed Character is skipped", func(t *testing.T) {
		s, _ := auditDo(t, base, dice.Script(), "P1 pass", "P1 discard done")
		s, _ = auditDo(t, s, dice.Script(), "P2 secure", "P2 pay c9", "P2 secure", "P2 pay c8")
		if s.Turn() != 1 {
			t.Errorf("turn %v after P2's Turn with P1 Passed, want P2 again", s.Turn())
		}
	})
}

// Rulebook, "Drawing Action Cards": "each player draws Action cards from
// their deck until they have 5 cards in hand"; "Action Deck Reshuffle:
// whenever there are no more cards in your Action deck to draw ..., first
// reshuffle all cards from your discard pile to form a new Action deck, then
// continue drawing."
func TestAuditRefillAndReshuffle(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`}`)
	s := auditPos(t, base, `{"characters": [{"hand": ["c9", "c8"], "action_deck": ["c7"], "action_discard": ["c0","c1","c2","c3","c4","c5","c6"]},
	 {"hand": ["c9", "c8", "c7", "c6", "c5", "c4"], "action_deck": ["c3", "c2", "c1", "c0"]}]}`)
	s, _ = auditRoundEnd(t, s, 8)
	b1, b2 := auditBoard(t, s, 0), auditBoard(t, s, 1)
	if len(b1.Hand) != 5 || len(b1.Deck) != 5 || len(b1.Disc) != 0 {
		t.Errorf("P1: hand %d deck %d discard %d, want 5 5 0 (deck 1 drawn, then the discard reshuffled)", len(b1.Hand), len(b1.Deck), len(b1.Disc))
	}
	if len(b2.Hand) != 6 || len(b2.Deck) != 4 {
		t.Errorf("P2: hand %d deck %d, want 6 and 4 (already 5 or more: no draw)", len(b2.Hand), len(b2.Deck))
	}
}

// Rulebook, "Character's Health and Wounds" (the Scout's track: 8 slots,
// sections Healthy 0–2, Injured 3–4, Heavily Injured 5–7: not documented,
// found by experiment, AUDIT.md):
// "When a Health marker is moved from the last slot onto the Skull icon, the
// Character dies"; "When a Health marker would move to a section with an
// Armor Item, discard the Armor and continue moving"; a Serious Wound is
// "placed in the leftmost Health section without a Serious Wound. ... If
// the Health marker is in a section where a Serious Wound card is being
// placed, move the Health marker to the first empty slot in the next
// Section"; "the Health marker may never move to a slot covered by a
// Serious Wound"; Bite: "if you are Heavily Injured, you die. Otherwise,
// gain 1 Serious Wound and 1 Contamination".
func TestAuditHealthAndWounds(t *testing.T) {
	const claws, bite, tail = 0, 4, 10
	noRed6 := `"decks": {"item_decks": [[0,1,2,3,4,5,7,8,9,10,11],[12,13,14,15,16,17,18,19,20,21,22,23],[24,25,26,27,28,29,30,31,32,33,34,35]]}`
	for _, c := range []struct {
		name       string
		card       int
		board      string
		extra      string
		status     nemesis.Status
		health     int8
		wounds     [3]int8
		armor      int8
		noiseRolls int
	}{
		{"Claws 5→7 lives", claws, `"health": 5`, "", nemesis.Active, 7, [3]int8{-1, -1, -1}, -1, 1},
		{"Claws 6→skull dies", claws, `"health": 6`, "", nemesis.Dead, -1, [3]int8{-1, -1, -1}, -1, 0},
		{"Claws 4→6 breaks the Armor", claws, `"health": 4, "armor": 6`, noRed6, nemesis.Active, 6, [3]int8{-1, -1, -1}, -1, 1},
		{"Claws 3→5 breaks the Armor", claws, `"health": 3, "armor": 6`, noRed6, nemesis.Active, 5, [3]int8{-1, -1, -1}, -1, 1},
		{"Claws 2→4 keeps the Armor", claws, `"health": 2, "armor": 6`, noRed6, nemesis.Active, 4, [3]int8{-1, -1, -1}, 6, 1},
		{"Tail at 1: marker pushed to 3", tail, `"health": 1`, "", nemesis.Active, 3, [3]int8{11, -1, -1}, -1, 1},
		{"Tail at 3: marker stays", tail, `"health": 3`, "", nemesis.Active, 3, [3]int8{11, -1, -1}, -1, 1},
		{"Tail with one Wound at 3: pushed to 5", tail, `"health": 3, "wounds": [10, -1, -1]`, `"decks": {"wound_deck": [0,1,2,3,4,5,6,7,8,9,11]}`, nemesis.Active, 5, [3]int8{10, 11, -1}, -1, 1},
		{"Tail with two Wounds: dies", tail, `"health": 5, "wounds": [10, 9, -1]`, `"decks": {"wound_deck": [0,1,2,3,4,5,6,7,8,11]}`, nemesis.Dead, -1, [3]int8{}, -1, 0},
		{"Bite Heavily Injured (5) dies", bite, `"health": 5`, "", nemesis.Dead, -1, [3]int8{}, -1, 0},
		{"Bite Injured (4): a Wound", bite, `"health": 4`, "", nemesis.Active, 4, [3]int8{11, -1, -1}, -1, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`}`)
			doc := `{"characters": [{"room": "b2", ` + c.board + `}], ` + auditIntruders(map[int]string{5: "b2"}) + `, ` + auditAttacks(c.card)
			if c.extra != "" {
				// Merge the two "decks" members.
				doc = strings.Replace(doc, `"decks": {`, c.extra[:len(c.extra)-1]+`, `, 1)
			}
			s = auditPos(t, s, doc+`}`)
			faces := []int{}
			for range c.noiseRolls {
				faces = append(faces, auditNoise2)
			}
			r := dice.Script(faces...)
			s, log := auditDo(t, s, r, "P1 move a2-b2", "P1 pay c9")
			p := s.Player(0)
			if p.Status != c.status {
				t.Fatalf("status %v, want %v (log %q)", p.Status, c.status, log)
			}
			if c.status == nemesis.Active && (p.Health != c.health || p.Wounds != c.wounds || p.Armor != c.armor) {
				t.Errorf("health %d wounds %v armor %d, want %d %v %d (log %q)", p.Health, p.Wounds, p.Armor, c.health, c.wounds, c.armor, log)
			}
			auditSpent(t, r)
		})
	}
	t.Run("Restoring never onto a covered slot", func(t *testing.T) {
		// A Medpack restores 2 Health; slots 0–2 are covered by a Wound.
		s := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`}`)
		s = auditPos(t, s, a2TakeTokens(t, s, `{"characters": [{"health": 4, "wounds": [11, -1, -1], "belt": ["medpack", "none", "none", "none"]}], "decks": {"wound_deck": [0,1,2,3,4,5,6,7,8,9,10]}}`))
		s, _ = auditDo(t, s, dice.Script(), "P1 gear 0 0", "P1 pay c9")
		if s.Pending() == nemesis.PendGear {
			s, _ = auditDo(t, s, dice.Script(), "P1 gear done")
		}
		if got := s.Player(0).Health; got != 3 {
			t.Errorf("health %d after a Medpack from 4 with slots 0–2 covered, want 3", got)
		}
	})
}

// Rulebook, "Deadly Mode": "use both the standard Noise values and the
// second, smaller Noise values ... Corridors are treated as having both
// Noise values"; "Secured Corridors still have only one value of 0"
// (Reinforced ones: "Noise markers won't be placed on such a Corridor").
// Tile 17: value 2, Deadly value 3 (DATA.md).
func TestAuditDeadlyNoise(t *testing.T) {
	corridors := `"corridors": {"a2-b2": {"tile": 3}, "b1-b2": {"tile": 17%s}, "b2-c2": {"tile": 23}, "b2-b3": {"tile": 33}}`
	for _, c := range []struct {
		name        string
		deadly      bool
		reinforced  string
		roll        int
		b1b2, b2c2  bool
		description string
	}{
		{"standard, 3", false, "", auditNoise3, false, true, "only the value-3 Corridor"},
		{"deadly, 3", true, "", auditNoise3, true, true, "the Deadly value 3 too"},
		{"deadly, 2", true, "", auditNoise2, true, false, "its standard value"},
		{"deadly, 3, Reinforced", true, `, "reinforced": true`, auditNoise3, false, true, "a Reinforced Corridor is 0"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := auditStart(t, nemesis.Config{Players: 2, Deadly: c.deadly})
			s = auditPos(t, s, `{"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 16}}, `+fmt.Sprintf(corridors, c.reinforced)+`}`)
			r := dice.Script(c.roll)
			s, log := auditDo(t, s, r, "P1 move a2-b2", "P1 pay c9")
			got1, got2 := s.CorridorAt(auditEdge(t, "b1-b2")).Noise, s.CorridorAt(auditEdge(t, "b2-c2")).Noise
			if got1 != c.b1b2 || got2 != c.b2c2 {
				t.Errorf("%s: noise b1-b2 %v b2-c2 %v, want %v %v (log %q)", c.description, got1, got2, c.b1b2, c.b2c2, log)
			}
			auditSpent(t, r)
		})
	}
}

// Rulebook, "Solo and Coop Rules": "draw and place a number of random
// Solo/Coop Mission Task cards equal to the number of Characters"; "do NOT
// draw standard Objective cards".
func TestAuditCoopSetup(t *testing.T) {
	for _, n := range []int{1, 2, 3, 4, 5} {
		s := auditStart(t, nemesis.Config{Players: n, Coop: true})
		if got := len(s.MissionTasks()); got != n {
			t.Errorf("%d Characters: %d Mission Tasks %v, want %d", n, got, s.MissionTasks(), n)
		}
		for p := 0; p < n; p++ {
			if o := s.Player(nemesis.Seat(p)).Objectives; o[0] >= 0 || o[1] >= 0 {
				t.Errorf("%d Characters: P%d holds Objectives %v", n, p+1, o)
			}
		}
	}
	for _, n := range []int{1, 2, 3, 4, 5} {
		s := auditStart(t, nemesis.Config{Players: n})
		if got := len(s.MissionTasks()); got != 1 && n > 1 {
			t.Errorf("standard, %d Characters: %d Mission Tasks, want 1", n, got)
		}
	}
}

// Rulebook, "Revive": a dead Character's model stays "knocked over" with
// its Items discarded; "If a knocked-over Character model starts a Round in
// a Surgery Room (and no Intruders and no Malfunction marker are there),
// they are placed back up, discard all Serious Wounds, and place their
// Health marker on the left-most space of the Injured section". The Scout's
// Injured section starts at slot 3 (TestAuditHealthAndWounds).
func TestAuditRevive(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2, Coop: true}), `{`+auditBase+`}`)
	t.Run("dies: knocked over, Items gone", func(t *testing.T) {
		s := auditPos(t, base, `{"characters": [{"room": "b2", "health": 7}], `+auditIntruders(map[int]string{5: "b2"})+`, `+auditAttacks(0)+`}`)
		s, log := auditDo(t, s, dice.Script(), "P1 move a2-b2", "P1 pay c9")
		p := s.Player(0)
		if p.Status != nemesis.KnockedOut {
			t.Fatalf("status %v, want knocked out (log %q)", p.Status, log)
		}
		if p.Hands[0].Item != nemesis.NoItem || p.NPack != 0 {
			t.Errorf("hands %v, %d Backpack Items: want all discarded", p.Hands, p.NPack)
		}
	})
	for _, c := range []struct {
		name   string
		room   string
		at     map[int]string
		revive bool
	}{
		{"in a Surgery", `"b2": {"tile": 4}`, nil, true},
		{"a Malfunction there", `"b2": {"tile": 4, "malfunction": true}`, nil, false},
		{"an Intruder there", `"b2": {"tile": 4}`, map[int]string{17: "b2"}, false},
		{"not a Surgery", `"b2": {"tile": 16}`, nil, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := auditPos(t, base, `{"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, `+c.room+`}, "turn": "P2",
			 "characters": [{"status": "knocked out", "room": "b2", "health": 7, "wounds": [11, 10, -1], "hands": [{"item": "none", "tokens": ["none", "none"]}, {"item": "none", "tokens": ["none", "none"]}], "belt": ["none", "none", "none", "none"], "backpack": []}],
			 "decks": {"wound_deck": [0,1,2,3,4,5,6,7,8,9], "support_deck": [36, 37, 38, 43]}, `+auditIntruders(c.at)+`}`)
			s, log := auditRoundEnd(t, s, 4)
			p := s.Player(0)
			if c.revive {
				if p.Status != nemesis.Active || p.Wounds != [3]int8{-1, -1, -1} || p.Health != 3 {
					t.Errorf("status %v wounds %v health %d, want active, none, 3 (log %q)", p.Status, p.Wounds, p.Health, log)
				}
			} else if p.Status != nemesis.KnockedOut {
				t.Errorf("status %v, want still knocked out (log %q)", p.Status, log)
			}
		})
	}
}

// auditBagCount counts the tokens of a bag bit set by type (DATA.md order:
// the Blank, 6 Queen, 6 Drone, 14 Adult, 8 Larva).
func auditBagCount(bag uint64) (blank, queen, drone, adult, larva int) {
	for i := 0; i < nemesis.Tokens; i++ {
		if bag>>i&1 == 0 {
			continue
		}
		switch {
		case i == 0:
			blank++
		case i <= 6:
			queen++
		case i <= 12:
			drone++
		case i <= 26:
			adult++
		default:
			larva++
		}
	}
	return
}

func auditBag(t *testing.T, s nemesis.State) uint64 {
	t.Helper()
	var doc struct {
		Bag []string `json:"bag"`
	}
	if err := json.Unmarshal([]byte(auditJSON(t, s)), &doc); err != nil {
		t.Fatal(err)
	}
	var bag uint64
	for _, w := range doc.Bag {
		bag |= 1 << nemesis.PositionID("bag", w)
	}
	return bag
}

// Rulebook, "Bag Development" ("Queen is Alive" side): Queen token — "if
// the Queen is on the map, Activate the Queen. Otherwise, add 2 Larva
// tokens"; Drone and Adult — "add 2 Queen tokens"; Larva — "add 2 random
// Drone tokens"; Blank — "add 2 random Adult tokens, and return the Blank
// token to the bag"; the drawn token (but the Blank) is discarded. The
// Event card is Life Support Failure A (4), which leaves the bag alone.
func TestAuditBagDevelopment(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`, "decks": {"event_deck": [4], "event_discard": [0,1,2,3,5,6,7,8,9,10,11,12,13]}}`)
	for _, c := range []struct {
		name  string
		bag   uint64
		queen string // where the Queen is
		want  [5]int // blank, queen, drone, adult, larva
	}{
		{"Blank", 1, "", [5]int{1, 0, 0, 2, 0}},
		{"Larva", 1 << 27, "", [5]int{0, 0, 2, 0, 0}},
		{"Adult", 1 << 13, "", [5]int{0, 2, 0, 0, 0}},
		{"Drone", 1 << 7, "", [5]int{0, 2, 0, 0, 0}},
		{"Queen, not on the map", 1 << 1, "", [5]int{0, 0, 0, 0, 2}},
		{"Queen, on the map", 1 << 1, "b2-c2", [5]int{0, 0, 0, 0, 0}},
	} {
		t.Run(c.name, func(t *testing.T) {
			at := map[int]string{}
			if c.queen != "" {
				at[0] = c.queen
			}
			s := auditPos(t, base, fmt.Sprintf(`{"bag": %d, %s}`, c.bag, auditIntruders(at)))
			s, log := auditRoundEnd(t, s, 1)
			b, q, d, a, l := auditBagCount(auditBag(t, s))
			if got := [5]int{b, q, d, a, l}; got != c.want {
				t.Errorf("bag (blank, queen, drone, adult, larva) %v, want %v (log %q)", got, c.want, log)
			}
			if c.queen != "" && s.Intruders()[0].At == int8(nemesis.Slots+auditEdge(t, c.queen)) {
				t.Errorf("the Queen was not Activated: still in %s (log %q)", c.queen, log)
			}
		})
	}
}

// Rulebook, "The Queen": each Hit advances her Hits track; "Whenever the
// Queen Health marker reaches the final space ...: Ignore any further Hits
// dealt to the Queen in that Action. Draw the top card of the Queen Health
// deck and resolve it: ... discard that many additional Queen Health cards
// ...; Discard the drawn card and set the Universal marker back to 0."
// "Queen Death: when the last Queen Health card is discarded, the Queen is
// considered dead — remove her model". DATA.md: the track has 3 spaces.
func TestAuditQueenHealth(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`}`)
	t.Run("a Hit below the last space", func(t *testing.T) {
		s := auditPos(t, base, `{"queen_hits": 1, `+auditIntruders(map[int]string{0: "a2"})+`}`)
		s, log := auditDo(t, s, dice.Script(3), "P1 shoot h0 x0", "P1 pay c9")
		if s.QueenHits() != 2 || s.Intruders()[0].At != nemesis.LandingSlot {
			t.Errorf("queen hits %d at %d, want 2 in a2 (log %q)", s.QueenHits(), s.Intruders()[0].At, log)
		}
	})
	t.Run("the last space draws a card", func(t *testing.T) {
		s := auditPos(t, base, `{"queen_hits": 2, `+auditIntruders(map[int]string{0: "a2"})+`}`)
		s, log := auditDo(t, s, dice.New(1), "P1 shoot h0 x0", "P1 pay c9")
		more := -1
		for _, l := range log {
			if i := strings.Index(l, "a Queen Health card: "); i >= 0 {
				fmt.Sscanf(l[i:], "a Queen Health card: %d more discarded", &more)
			}
		}
		var doc struct {
			Decks struct {
				QueenHealth []int `json:"queen_health"`
			} `json:"decks"`
		}
		json.Unmarshal([]byte(auditJSON(t, s)), &doc)
		if more < 0 || s.QueenHits() != 0 || len(doc.Decks.QueenHealth) != nemesis.QueenCards-1-more {
			t.Errorf("queen hits %d, %d cards left, %d more discarded: want 0 and %d-1-more (log %q)", s.QueenHits(), len(doc.Decks.QueenHealth), more, nemesis.QueenCards, log)
		}
	})
	t.Run("the last card: the Queen dies", func(t *testing.T) {
		s := auditPos(t, base, `{"queen_hits": 2, "decks": {"queen_health": [7]}, `+auditIntruders(map[int]string{0: "a2"})+`}`)
		s, log := auditDo(t, s, dice.New(1), "P1 shoot h0 x0", "P1 pay c9")
		if !s.QueenDead() || s.Intruders()[0].At != -1 {
			t.Errorf("queen dead %v at %d, want dead and removed (log %q)", s.QueenDead(), s.Intruders()[0].At, log)
		}
	})
	t.Run("a Burst: further Hits to the Queen ignored", func(t *testing.T) {
		s := auditPos(t, base, `{"queen_hits": 2, "decks": {"queen_health": [0,1,2,3,4,5,6,7]}, `+auditIntruders(map[int]string{0: "a2-b2"})+`}`)
		s, log := auditDo(t, s, dice.Script(6), "P1 burst h0 a2-b2", "P1 pay c9", "P1 hit x0")
		if s.Pending() == nemesis.PendHits {
			auditIllegal(t, s, "P1 hit x0")
		}
		if s.QueenHits() != 0 {
			t.Errorf("queen hits %d after the card, want 0 (log %q)", s.QueenHits(), log)
		}
	})
}

// Rulebook, "Intruder Attacks" (Intruder Phase): the Intruders in a Room
// "all Attack the same Character first in Turn order, unless that Character
// dies or leaves the Room, in which case the Intruders who have not Attacked
// yet do so against the next Character in Turn order".
func TestAuditIntruderPhaseNextTarget(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`}`)
	// P1 (first in Turn order) has one slot left: the first Claws kills.
	s := auditPos(t, base, `{"characters": [{"health": 6}], `+auditIntruders(map[int]string{5: "a2", 6: "a2"})+`, `+auditAttacks(0, 1, 2, 3)+`}`)
	s, log := auditRoundEnd(t, s, 2)
	if s.Player(0).Status != nemesis.Dead || !auditHas(log, "x6 attacked P2") {
		t.Errorf("P1 %v; want P1 dead and the second Adult attacking P2: %q", s.Player(0).Status, log)
	}
}

// Rulebook, "Game Setup" a.2: "Until then, the Hibernatorium is considered
// Undiscovered, Noise tokens cannot be placed on the connected Corridors";
// "Escaping/Hibernating": Hibernating "can only be done if the Hibernatorium
// is Active"; "Reinforced Corridor: ... Corridors leading to the
// Hibernatorium can never be Reinforced" (not tested: no Welder in hand).
func TestAuditHibernatorium(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 16}, "c2": {"tile": 17}, "c3": {"tile": 18}},
	 "corridors": {"a2-b2": {"tile": 3}, "b2-c2": {"tile": 23}, "c2-c3": {"tile": 4}, "c3-d3": {"tile": 13}}, "characters": [{"room": "c2"}]}`)
	t.Run("no Noise marker toward the Undiscovered Hibernatorium", func(t *testing.T) {
		r := dice.Script(auditNoise2)
		s, log := auditDo(t, base, r, "P1 move c2-c3", "P1 pay c9")
		if s.CorridorAt(auditEdge(t, "c3-d3")).Noise {
			t.Errorf("a Noise marker on c3-d3 while the Hibernatorium is Undiscovered (log %q)", log)
		}
		auditSpent(t, r)
	})
	t.Run("once discovered, Noise markers are placed", func(t *testing.T) {
		s := auditPos(t, base, `{"hibernatorium_discovered": true}`)
		r := dice.Script(auditNoise2)
		s, log := auditDo(t, s, r, "P1 move c2-c3", "P1 pay c9")
		if !s.CorridorAt(auditEdge(t, "c3-d3")).Noise {
			t.Errorf("no Noise marker on c3-d3 (value 2) after rolling 2 (log %q)", log)
		}
	})
	t.Run("Hibernate only when Active", func(t *testing.T) {
		s := auditPos(t, base, `{"hibernatorium_discovered": true, "characters": [{"room": "d3"}]}`)
		auditIllegal(t, s, "P1 room 0")
		s = auditPos(t, s, `{"hibernatorium_active": true}`)
		r := dice.Script(auditNoise1) // d3's only Corridor is value 2
		s, log := auditDo(t, s, r, "P1 room 0", "P1 pay c9", "P1 pay c8")
		if p := s.Player(0); p.Status != nemesis.Hibernated || p.Fled {
			t.Errorf("status %v escaped_facility %v, want hibernated, not Escaped (log %q)", p.Status, p.Fled, log)
		}
		auditSpent(t, r)
	})
}

// Rulebook, "Fire Markers": "Overwhelming Fire: if at any point you must
// place a Fire marker and there are no more available, the Facility is
// destroyed and the game ends". DATA.md: 8 Fire markers. Event 1 (Short
// Circuit) places a Fire in the Characters' Room.
func TestAuditOverwhelmingFire(t *testing.T) {
	rooms := []string{"a1", "a3", "b1", "b2", "b3", "c1", "c2", "c3", "a2"}
	tiles := []int{4, 5, 6, 7, 12, 13, 14, 15, 0}
	corr := []string{"a1-a2", "a2-a3", "a1-b1", "a2-b2", "a3-b3", "b1-c1", "b2-c2", "b3-c3"}
	// Each Corridor tile once (Validate, A2-N4): no Door slot among them.
	corrTiles := []int{3, 4, 5, 6, 7, 8, 9, 23}
	for _, fires := range []int{7, 8} {
		var rs []string
		for i, r := range rooms {
			rs = append(rs, fmt.Sprintf(`%q: {"tile": %d, "fire": %v}`, r, tiles[i], i < fires))
		}
		var cs []string
		for i, c := range corr {
			cs = append(cs, fmt.Sprintf(`%q: {"tile": %d}`, c, corrTiles[i]))
		}
		s := auditStart(t, nemesis.Config{Players: 2})
		s = auditPos(t, s, `{"rooms": {"d3": {"tile": 1}, `+strings.Join(rs, ", ")+`}, "corridors": {`+strings.Join(cs, ", ")+`},
		 "decks": {"event_deck": [1], "event_discard": [0,2,3,4,5,6,7,8,9,10,11,12,13], "room_stacks": [[2,3],[],[8,9,10,11],[16,17,18,19,20,21,22,23]]}}`)
		s, log := auditRoundEnd(t, s, 1)
		if destroyed := s.Over(); destroyed != (fires == 8) {
			t.Errorf("%d Fires on the map, one more placed: over %v, want %v (log %q)", fires, destroyed, fires == 8, log)
		}
	}
}

// Rulebook, "Intruder Attacks": "Each Attack is resolved separately,
// starting with the Room on the top-left of the Facility and going row by
// row."
func TestAuditIntruderPhaseRoomOrder(t *testing.T) {
	s := auditStart(t, nemesis.Config{Players: 2})
	s = auditPos(t, s, `{"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b1": {"tile": 16}, "b2": {"tile": 17}},
	 "corridors": {"a2-b2": {"tile": 3}, "b1-b2": {"tile": 4}}, "characters": [{"room": "b2"}, {"room": "b1"}],
	 `+auditIntruders(map[int]string{5: "b2", 6: "b1"})+`, `+auditAttacks(0, 1, 2, 3)+`}`)
	_, log := auditRoundEnd(t, s, 2)
	first, second := auditIndex(log, "x6 attacked P2"), auditIndex(log, "x5 attacked P1")
	if first < 0 || second < 0 || first > second {
		t.Errorf("want b1 (row 1) attacked before b2 (row 2): %q", log)
	}
}

// Rulebook, "Blocking Path": "Intruders, when attempting to move through
// Closed Doors, Destroy them instead"; "Intruders Moving Through Doors:
// whenever Intruders would move through a Closed Door, they destroy that
// Door and do not move instead". A Noise roll calls the Adult behind a
// Closed Door (tile 20: value 3, a Door slot). The engine's Door blocks the
// whole Corridor (no Move or Burst into it from either Room), and the Event
// Phase's movement does destroy it; a Noise roll walks the Adult through.
func TestAuditNoiseRollClosedDoor(t *testing.T) {
	s := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 16}},
	 "corridors": {"a2-b2": {"tile": 3}, "b1-b2": {"tile": 13}, "b2-c2": {"tile": 20, "door": 1}, "b2-b3": {"tile": 33}}, `+auditIntruders(map[int]string{5: "b2-c2"})+`}`)
	r := dice.Script(auditNoise3)
	s, log := auditDo(t, s, r, "P1 move a2-b2", "P1 pay c9")
	e := auditEdge(t, "b2-c2")
	if s.Intruders()[5].At != int8(nemesis.Slots+e) || s.CorridorAt(e).Door != nemesis.DoorDestroyed || auditHas(log, "attacked") {
		t.Errorf("Adult at %d, door %d: want it still in b2-c2, the Door Destroyed, no Attack (log %q)", s.Intruders()[5].At, s.CorridorAt(e).Door, log)
	}
	auditSpent(t, r)
}

// Rulebook, "Movement Sequence": "If Moving Cautiously, place a Secure
// token there" (the limit of 3 still holds); "Secure Tokens": "some Rooms
// may be impossible to Secure (such as the Nest) and some are always
// Secured (such as the Shelter Room)"; "Malfunction Markers: On Rooms ... A
// Room with a Malfunction marker has its Room Action unavailable".
func TestAuditSecureRooms(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`}`)
	t.Run("a Cautious Move Secures", func(t *testing.T) {
		for _, c := range []struct{ before, after int8 }{{0, 1}, {2, 3}, {3, 3}} {
			s := auditPos(t, base, fmt.Sprintf(`{"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 16, "secure": %d}}}`, c.before))
			r := dice.Script(auditNoise1)
			s, log := auditDo(t, s, r, "P1 cautious a2-b2", "P1 pay c9", "P1 pay c8")
			if got := s.RoomAt(int(auditSlot("b2"))).Secure; got != c.after || !auditHas(log, "noise die") {
				t.Errorf("from %d Secure tokens: %d, want %d, and a Noise roll (log %q)", c.before, got, c.after, log)
			}
		}
	})
	t.Run("the Nest cannot be Secured", func(t *testing.T) {
		s := auditPos(t, base, `{"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 9}}, "characters": [{"room": "b2"}]}`)
		auditIllegal(t, s, "P1 secure")
	})
	t.Run("the Shelter Room is always Secured", func(t *testing.T) {
		s := auditPos(t, base, `{"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 14}}, `+auditIntruders(map[int]string{5: "b2-c2"})+`, `+auditAttacks(0)+`}`)
		r := dice.Script(auditNoise3)
		s, log := auditDo(t, s, r, "P1 move a2-b2", "P1 pay c9")
		if auditHas(log, "attacked") || s.Player(0).Health != 0 {
			t.Errorf("an Intruder entering the Shelter Room attacked: %q", log)
		}
	})
	t.Run("a broken Room cannot be Used", func(t *testing.T) {
		s := auditPos(t, base, `{"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 5, "malfunction": true}}, "characters": [{"room": "b2"}]}`)
		auditIllegal(t, s, "P1 room 0")
	})
}

// auditEvent sets the Event deck to the one card ev (0 Fire Spreads: the
// Intruders in horizontal Corridors move; 2 Hatching: the Intruders in
// Rooms move; found from the logs, DATA.md does not say which card moves
// what).
func auditEvent(ev int) string {
	var rest []string
	for j := 0; j < nemesis.EventCards; j++ {
		if j != ev {
			rest = append(rest, fmt.Sprint(j))
		}
	}
	return fmt.Sprintf(`"bag": 1, "decks": {"event_deck": [%d], "event_discard": [%s]}`, ev, strings.Join(rest, ","))
}

// Rulebook, "Intruder Movement": "Only 1 Intruder enters a Room with a
// Character ... only the largest Intruder moves"; "Intruders stay in
// Combat"; "Resolving Secure Tokens: whenever an Intruder enters a Room with
// at least 1 Character and a Secure token, 1 Secure token is discarded
// instead of resolving the Intruder Attack"; "Intruder Hit Markers: An
// injured Intruder moving to a Corridor discards all Hit markers"; "Intruder
// Limits: ... larger Intruders swap places with lower forms if necessary
// (when moving, simply swap places — this does NOT cause Intruder Attacks);
// ... if any Intruders are left unmoved/unplaced, leave them".
func TestAuditEventMovement(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`, `+auditAttacks(0, 1, 2, 3)+`}`)
	a2b2 := int8(nemesis.Slots + auditEdge(t, "a2-b2"))
	b2 := auditSlot("b2")
	t.Run("only the largest enters; a Secure token instead of its Attack", func(t *testing.T) {
		s := auditPos(t, base, `{`+auditEvent(0)+`, "rooms": {"a2": {"tile": 0, "secure": 1}, "d3": {"tile": 1}, "b2": {"tile": 16}}, `+auditIntruders(map[int]string{1: "a2-b2", 5: "a2-b2"})+`}`)
		s, log := auditRoundEnd(t, s, 1)
		in := s.Intruders()
		if in[1].At != nemesis.LandingSlot || in[5].At != a2b2 {
			t.Errorf("Drone at %d, Adult at %d: want the Drone in a2, the Adult in a2-b2 (log %q)", in[1].At, in[5].At, log)
		}
		if auditIndex(log, "x1 attacked") >= 0 && auditIndex(log, "x1 attacked") < auditIndex(log, "Event") {
			t.Errorf("the Drone attacked on entering a Secured Room: %q", log)
		}
		if got := s.RoomAt(nemesis.LandingSlot).Secure; got != 0 {
			t.Errorf("%d Secure tokens left, want 0", got)
		}
	})
	t.Run("in Combat: no move; a wounded one leaves its Hits", func(t *testing.T) {
		s := auditPos(t, base, `{`+auditEvent(2)+`, "intruders": [{"at": "none"}, {"at": "none"}, {"at": "none"}, {"at": "none"}, {"at": "none"}, {"at": "a2", "hits": 1}, {"at": "none"}, {"at": "none"}, {"at": "b2", "hits": 2}]}`)
		s, log := auditRoundEnd(t, s, 1)
		in := s.Intruders()
		if in[5].At != nemesis.LandingSlot {
			t.Errorf("the Adult in Combat moved to %d (log %q)", in[5].At, log)
		}
		if in[8].At != a2b2 || in[8].Hits != 0 {
			t.Errorf("x8 at %d with %d Hits, want in a2-b2 with none (log %q)", in[8].At, in[8].Hits, log)
		}
	})
	t.Run("a full Corridor: the Adult waits", func(t *testing.T) {
		s := auditPos(t, base, `{`+auditEvent(2)+`, `+auditIntruders(map[int]string{5: "a2-b2", 6: "a2-b2", 7: "a2-b2", 9: "a2-b2", 10: "a2-b2", 11: "a2-b2", 8: "b2"})+`}`)
		s, log := auditRoundEnd(t, s, 1)
		if in := s.Intruders(); in[8].At != b2 {
			t.Errorf("x8 at %d, want still in b2 (log %q)", in[8].At, log)
		}
	})
	t.Run("a full Corridor: the Drone swaps with an Adult", func(t *testing.T) {
		s := auditPos(t, base, `{`+auditEvent(2)+`, `+auditIntruders(map[int]string{5: "a2-b2", 6: "a2-b2", 7: "a2-b2", 9: "a2-b2", 10: "a2-b2", 11: "a2-b2", 1: "b2"})+`}`)
		s, log := auditRoundEnd(t, s, 1)
		in := s.Intruders()
		back := 0
		for _, m := range []int{5, 6, 7, 9, 10, 11} {
			if in[m].At == b2 {
				back++
			}
		}
		if in[1].At != a2b2 || back != 1 || s.IntrudersAt(int(a2b2)) != 6 {
			t.Errorf("Drone at %d, %d Adults swapped to b2, %d in a2-b2: want the Drone in, 1 Adult out, 6 (log %q)", in[1].At, back, s.IntrudersAt(int(a2b2)), log)
		}
	})
}

// Rulebook, "End of the Game": "1. Each Character without a Larva ...
// draws all cards from the Action deck and discard pile to hand and performs
// the Infection Procedure" (a Larva only if a scanned card reads INFECTED);
// "2. Each Character that currently has a Larva ... gains 1 Contamination
// card, reshuffles their whole deck ..., and performs the Eclosion
// Procedure" (draw 4: any Contamination card in hand kills). Over 30 seeds:
// a Not Infected card never kills; an INFECTED card or a Larva kills in
// some games (a 4-card draw from 11 or 12 cards) but not in all.
func TestAuditInfectionAndEclosion(t *testing.T) {
	auditInfectionAndEclosion(t, false)
}

// The same with an INFECTED card or a Larva: every game kills, because the
// gained Contamination card is always drawn (the reshuffle does not change
// the order, N1: always [c83 c9 c8 c7]).
func TestAuditEclosionIsAGamble(t *testing.T) {
	auditInfectionAndEclosion(t, true)
}

func auditInfectionAndEclosion(t *testing.T, deadly bool) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`}`)
	contamDeck := func(except ...int) string {
		skip := map[int]bool{}
		for _, e := range except {
			skip[e] = true
		}
		var ids []string
		for i := 0; i < nemesis.ContaminationCards; i++ {
			if !skip[i] {
				ids = append(ids, fmt.Sprint(i))
			}
		}
		return `"decks": {"contamination_deck": [` + strings.Join(ids, ",") + `]}`
	}
	for _, c := range []struct {
		name         string
		doc          string
		always, some bool // survives in every game; dies in some
	}{
		{"nothing", `"larva": false`, true, false},
		{"a Not Infected card", `"larva": false, "action_discard": ["c65"]}], ` + contamDeck(1) + `, "x": [{`, true, false},
		{"an INFECTED card", `"larva": false, "action_discard": ["c64"]}], ` + contamDeck(0) + `, "x": [{`, false, true},
		{"a Larva", `"larva": true`, false, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			if c.some != deadly {
				return
			}
			doc := `{"round": 14, "turn": "P2", "characters": [{"status": "escaped", "escaped_facility": true, ` + c.doc + `}]}`
			doc = strings.Replace(doc, `, "x": [{}]}`, `}`, 1)
			s0 := auditPos(t, base, doc)
			survived, died := 0, 0
			for seed := uint64(1); seed <= 30; seed++ {
				s, _ := auditRoundEnd(t, s0, seed)
				if !s.Over() {
					t.Fatalf("not over")
				}
				if o := s.Outcome(); len(o.Survived) == 1 && o.Survived[0] == 0 {
					survived++
				} else {
					died++
				}
			}
			if c.always && died > 0 {
				t.Errorf("died in %d of 30 games, want never", died)
			}
			if c.some && (died == 0 || survived == 0) {
				t.Errorf("survived %d, died %d of 30 games: want both", survived, died)
			}
		})
	}
}

// Rulebook, "Action Deck Reshuffle": "first reshuffle all cards from your
// discard pile to form a new Action deck". Over 10 seeds the cards drawn
// after the reshuffle must not always be the same.
func TestAuditActionDeckReshuffle(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`}`)
	hands := map[string]bool{}
	for seed := uint64(1); seed <= 10; seed++ {
		s := auditPos(t, base, `{"characters": [{"hand": [], "action_deck": [], "action_discard": ["c0","c1","c2","c3","c4","c5","c6","c7","c8","c9"]}]}`)
		s, _ = auditRoundEnd(t, s, seed)
		hands[fmt.Sprint(auditBoard(t, s, 0).Hand)] = true
	}
	if len(hands) < 2 {
		t.Errorf("10 seeds, the refilled hand is always %v", hands)
	}
}

// Rulebook, "Lander and Anti-Aircraft System": "Characters may check (in
// secret) and swap those tokens using the Life Support Control "B" Room.
// Information about the status ... may be shared and lied about, but tokens
// cannot be shown"; once the Lander lands the tokens are removed "(they
// cannot be changed)". The Reactor "completely shuts off the power in the
// Facility, turning off (and preventing from turning on again) all Life
// Support Control Systems, the Autodestruction system, and the
// Anti-Aircraft system".
func TestAuditControlRooms(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`}`)
	lscB := `"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 6}}, "characters": [{"room": "b2"}]`
	t.Run("check and swap in secret", func(t *testing.T) {
		s := auditPos(t, base, `{"anti_aircraft": [true, false], `+lscB+`}`)
		s, _ = auditDo(t, s, dice.Script(), "P1 room 1", "P1 pay c9", "P1 pay c8")
		if s.Pending() != nemesis.PendSwap || !s.Player(0).KnowsAA {
			t.Fatalf("pending %v knows %v, want the swap decision and P1 knowing", s.Pending(), s.Player(0).KnowsAA)
		}
		yes, no := s, s
		yes, _ = auditDo(t, yes, dice.Script(), "P1 swap yes")
		no, _ = auditDo(t, no, dice.Script(), "P1 swap no")
		auditSameView(t, "whether P1 swapped", yes, no, 1, nemesis.ObserverSeat)
		swap, _ := nemesis.ParseAction("P1 swap yes")
		if got := incursion.ObserveAction(nemesis.Game, s, swap, 1).String(); got != "P1 swap ?" {
			t.Errorf("P2 observes the swap as %q, want \"P1 swap ?\"", got)
		}
		// The swap changes which token decides the landing.
		yes, _ = auditRoundEnd(t, auditPos(t, yes, `{"round": 9}`), 1)
		no, _ = auditRoundEnd(t, auditPos(t, no, `{"round": 9}`), 1)
		if yes.Lander() != 1 || no.Lander() != 2 {
			t.Errorf("Lander after swapping %d, after not %d; want 1 (landed) and 2 (destroyed)", yes.Lander(), no.Lander())
		}
	})
	t.Run("the check is secret", func(t *testing.T) {
		var evs [2][]nemesis.Event
		for i, aa := range []string{"[true, false]", "[false, true]"} {
			s := auditPos(t, base, `{"anti_aircraft": `+aa+`, `+lscB+`}`)
			for _, text := range []string{"P1 room 1", "P1 pay c9", "P1 pay c8"} {
				a, _ := nemesis.ParseAction(text)
				next, e, err := nemesis.Apply(s, a, dice.Script())
				if err != nil {
					t.Fatal(err)
				}
				s, evs[i] = next, append(evs[i], e...)
			}
		}
		auditSameEvents(t, "the Anti-Aircraft check", evs[0], evs[1], 1, nemesis.ObserverSeat)
	})
	t.Run("no check once the tokens are removed", func(t *testing.T) {
		s := auditPos(t, base, `{"lander": 1, "anti_aircraft_removed": true, `+lscB+`}`)
		auditIllegal(t, s, "P1 room 1")
	})
	t.Run("the Reactor shuts everything down", func(t *testing.T) {
		s := auditPos(t, base, `{"autodestruction": 9, "life_support": [true, true, true], "anti_aircraft": [true, true],
		 "rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 10}}, "characters": [{"room": "b2"}]}`)
		s, _ = auditDo(t, s, dice.Script(), "P1 room 0", "P1 pay c9", "P1 pay c8")
		if s.Autodestruction() != 0 || s.LifeSupport() != [3]bool{} {
			t.Errorf("autodestruction %d, life support %v: want off and all Inactive", s.Autodestruction(), s.LifeSupport())
		}
		s = auditPos(t, s, `{"round": 9, "characters": [{"room": "a2"}]}`)
		s, _ = auditRoundEnd(t, s, 1)
		if s.Lander() != 1 {
			t.Errorf("Lander %d after the shutdown with both tokens Active, want 1 (the Anti-Aircraft system is off)", s.Lander())
		}
		// Life Support cannot be turned on again.
		s = auditPos(t, s, `{"turn": "P1", "rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 6}}, "characters": [{"room": "b2", "passed": false}, {"passed": false}]}`)
		if err := func() error {
			a, _ := nemesis.ParseAction("P1 room 0")
			if s.Legal(a) != nil {
				return nil
			}
			s2, _, err := nemesis.Apply(s, a, dice.Script())
			if err != nil {
				return err
			}
			s2, _ = auditDo(t, s2, dice.Script(), "P1 pay "+auditBoard(t, s2, 0).Hand[0], "P1 pay "+auditBoard(t, s2, 0).Hand[1])
			if s2.LifeSupport()[1] {
				return fmt.Errorf("Life Support B turned on after the Reactor shutdown")
			}
			return nil
		}(); err != nil {
			t.Error(err)
		}
	})
}

// Rulebook, "Nest": "Eggs are treated as Heavy Items and may be picked up
// using the Nest Room Action. You can destroy the Nest by removing all Eggs
// ... it stays destroyed"; "Hand Slots": "1 Heavy Item per Hand slot".
func TestAuditNestEggs(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`, "rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 9}}, "characters": [{"room": "b2"}]}`)
	t.Run("the last Egg taken: destroyed", func(t *testing.T) {
		s := auditPos(t, base, `{"eggs": 1}`)
		s, log := auditDo(t, s, dice.Script(auditNoise1), "P1 room 0", "P1 pay c9", "P1 pay c8")
		p := s.Player(0)
		if s.Eggs() != 0 || p.Hands[1].Item != nemesis.Egg {
			t.Errorf("eggs %d, hand 1 %v: want 0 and an Egg held (log %q)", s.Eggs(), p.Hands[1].Item, log)
		}
		if !strings.Contains(auditJSON(t, s), `"nest_destroyed":true`) {
			t.Errorf("the Nest is not destroyed with no Egg left")
		}
	})
	t.Run("two Heavy Items held: no Egg into a third Hand", func(t *testing.T) {
		s := auditPos(t, base, `{"characters": [{"hands": [{"item": "i52", "tokens": ["ammo", "none"]}, {"item": "i2", "tokens": ["none", "none"]}]}],
		 "decks": {"item_decks": [[0,1,3,4,5,6,7,8,9,10,11],[12,13,14,15,16,17,18,19,20,21,22,23],[24,25,26,27,28,29,30,31,32,33,34,35]]}, "token_supply": [0, 0, 0, 3, 5, 6]}`)
		a, _ := nemesis.ParseAction("P1 room 0")
		if s.Legal(a) != nil {
			return // not offered: fine
		}
		s, log := auditDo(t, s, dice.New(1), "P1 room 0", "P1 pay c9", "P1 pay c8")
		heavy := 0
		for _, h := range s.Player(0).Hands {
			if h.Item != nemesis.NoItem {
				heavy++
			}
		}
		if heavy > 2 || (s.Eggs() != 5 && s.Player(0).Hands[0].Item != nemesis.Egg && s.Player(0).Hands[1].Item != nemesis.Egg) {
			t.Errorf("an Egg left the Nest but is not held (eggs %d, hands %v, log %q)", s.Eggs(), s.Player(0).Hands, log)
		}
	})
}

// Rulebook, "Objectives and Mission Task", its two printed examples:
// "Veni, Vidi, Vici (2+): the Nest (Section C) must be destroyed" (a Private
// Objective, id 0), and the Mission Objective "Official Order: the Mission
// Task must be fulfilled" (id 8) with the Mission Task "Primary Samples: all
// Characters who Escape from the Facility must be carrying at least 2 Eggs
// in total among them (no matter if they Survive after Escaping)" (id 14).
// A winner Escaped or Hibernated, survived and fulfilled the kept Objective.
func TestAuditObjectiveExamples(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`, "round": 14, "turn": "P2", "mission_tasks": [14, -1, -1, -1, -1]}`)
	for _, c := range []struct {
		name string
		doc  string
		win  bool
	}{
		{"VVV, the Nest destroyed", `"eggs": 0, "nest_destroyed": true, "characters": [{"objectives": [0, -1]}]`, true},
		{"VVV, the Nest intact", `"characters": [{"objectives": [0, -1]}]`, false},
		{"Official Order, 2 Eggs carried out", `"eggs": 3, "characters": [{"objectives": [-1, 8], "hands": [{"item": "i53", "tokens": ["none", "none"]}, {"item": "i53", "tokens": ["none", "none"]}]}], "token_supply": [0, 1, 0, 3, 5, 6]`, true},
		{"Official Order, 1 Egg carried out", `"eggs": 4, "characters": [{"objectives": [-1, 8], "hands": [{"item": "i53", "tokens": ["none", "none"]}, {"item": "none", "tokens": ["none", "none"]}]}], "token_supply": [0, 1, 0, 3, 5, 6]`, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := auditPos(t, base, `{`+c.doc+`}`)
			s = auditPos(t, s, `{"characters": [{"status": "escaped", "escaped_facility": true}]}`)
			s, log := auditRoundEnd(t, s, 1)
			o := s.Outcome()
			if len(o.Survived) != 1 || o.Survived[0] != 0 {
				t.Fatalf("survived %v, want [P1] (log %q)", o.Survived, log)
			}
			won := false
			for _, w := range o.Winners {
				won = won || w == 0
			}
			if won != c.win {
				t.Errorf("P1 won %v, want %v (%+v)", won, c.win, o)
			}
			// At the end the Objectives are revealed: the views show them.
			if v := s.View(1).Player(0).Objectives; v != s.Player(0).Objectives {
				t.Errorf("P2's view of P1's Objectives at the end: %v, want %v", v, s.Player(0).Objectives)
			}
		})
	}
}

// Rulebook, "Grenade tokens": "the Character chooses an adjacent Corridor,
// rolls a Burst die, and adds 2 to the result, then deals that many Hits in
// the chosen Corridor. Rolling a miss result has no effect. This roll does
// not count as a Character Bursting" (no Ammo spent).
func TestAuditGrenade(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`}`)
	for _, c := range []struct {
		name  string
		face  int
		dead  int
		drone bool
	}{
		{"1 Hit + 2 kills 3", 2, 3, false},
		{"a Miss: nothing", 1, 0, false},
		{"2 + 2 kills a Drone and 2 Adults", 3, 3, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			at := map[int]string{5: "a2-b2", 6: "a2-b2", 7: "a2-b2", 8: "a2-b2"}
			if c.drone {
				at = map[int]string{1: "a2-b2", 5: "a2-b2", 6: "a2-b2", 7: "a2-b2"}
			}
			s := auditPos(t, base, `{`+auditIntruders(at)+`}`)
			r := dice.Script(c.face)
			// The Scout's belt: ammo ammo ammo grenade (slot 3).
			s, log := auditDo(t, s, r, "P1 gear 3 "+fmt.Sprint(auditEdge(t, "a2-b2")), "P1 pay c9")
			for s.Pending() == nemesis.PendHits {
				var next string
				for _, m := range []int{1, 5, 6, 7, 8} {
					a, _ := nemesis.ParseAction(fmt.Sprintf("P1 hit x%d", m))
					if s.Legal(a) == nil {
						next = a.String()
						break
					}
				}
				if next == "" {
					next = "P1 hit none"
				}
				var l []string
				s, l = auditDo(t, s, r, next)
				log = append(log, l...)
			}
			if s.Pending() == nemesis.PendGear {
				s, _ = auditDo(t, s, r, "P1 gear done")
			}
			dead := 0
			for m := range at {
				if s.Intruders()[m].At == -1 {
					dead++
				}
			}
			if dead != c.dead {
				t.Errorf("%d dead, want %d (log %q)", dead, c.dead, log)
			}
			if got := s.Player(0).Hands[0].Tok[0]; got != nemesis.AmmoFull {
				t.Errorf("the Pistol's Ammo %v, want full (a Grenade is not a Burst)", got)
			}
			if s.Player(0).Belt[3] != nemesis.NoToken {
				t.Errorf("the Grenade token was not discarded: %v", s.Player(0).Belt)
			}
			auditSpent(t, r)
		})
	}
}

// Rulebook, "Lander": "a Destroyed Facility is the only thing that can
// still affect them"; "Lander Launch Decision: at the very start of the
// Event Phase" (before the Cleanup's Time Advancement, where the
// Autodestruction token is met).
func TestAuditLanderAndDestruction(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`, "round": 4, "autodestruction": 5, "lander": 1, "anti_aircraft_removed": true,
	 "turn": "P2", "characters": [{"status": "in lander"}]}`)
	for _, launch := range []bool{true, false} {
		s, _ := auditRoundEnd(t, base, 1)
		if s.Phase() != nemesis.PhaseLaunch {
			t.Fatalf("phase %v, want the Launch decision", s.Phase())
		}
		s, log := auditDo(t, s, dice.New(1), fmt.Sprintf("P1 launch %s", map[bool]string{true: "yes", false: "no"}[launch]))
		if !s.Over() {
			t.Fatalf("not over after the Autodestruction (log %q)", log)
		}
		survived := len(s.Outcome().Survived) == 1
		if survived != launch {
			t.Errorf("launched %v: survived %v (%+v, log %q)", launch, survived, s.Outcome(), log)
		}
	}
}

// Rulebook, "Activating the Robot": "by discarding 1 Action card: Locally —
// if they are in a Room with the Robot; OR Remotely — if they are in a Room
// with a Computer icon, discarding 1 additional Action card. ... Characters
// with this [Data] token may Activate the Robot remotely without discarding
// the additional card." Robot card 5 (found by experiment: it acts on a
// Fire) in the Hibernatorium (d3) with a Fire there; the Landing Zone has a
// Computer icon (DATA.md); Storage (c3) has none.
func TestAuditRobotActivationCost(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{"robot": 5, "hibernatorium_discovered": true, "robot_revealed": true,
	 "rooms": {"a2": {"tile": 0}, "d3": {"tile": 1, "fire": true}, "b2": {"tile": 16}, "c2": {"tile": 17}, "c3": {"tile": 18}},
	 "corridors": {"a2-b2": {"tile": 3}, "b2-c2": {"tile": 23}, "c2-c3": {"tile": 4}, "c3-d3": {"tile": 13}}}`)
	for _, c := range []struct {
		name  string
		doc   string
		cards int // cards paid; 0: not allowed
	}{
		{"locally", `"characters": [{"room": "d3"}]`, 1},
		{"remotely", `"characters": [{"room": "a2"}]`, 2},
		{"remotely with a Data token", `"data_tokens": 4, "characters": [{"room": "a2", "data": true}]`, 1},
		{"no Computer, no Robot", `"characters": [{"room": "c3"}]`, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := auditPos(t, base, `{`+c.doc+`}`)
			if c.cards == 0 {
				auditIllegal(t, s, "P1 robot d3 -1")
				return
			}
			s, _ = auditDo(t, s, dice.Script(), "P1 robot d3 -1")
			paid := 0
			for _, card := range []string{"c9", "c8", "c7"} {
				if s.Pending() != nemesis.PendPay {
					break
				}
				s, _ = auditDo(t, s, dice.Script(), "P1 pay "+card)
				paid++
			}
			if paid != c.cards {
				t.Errorf("paid %d cards, want %d", paid, c.cards)
			}
			if s.RoomAt(nemesis.HibernatoriumSlot).Fire {
				t.Errorf("the Robot's card did not act on the Fire in d3")
			}
		})
	}
}

// Rulebook, "Oxygen": the loss comes "At the end of each Turn (including a
// Turn in which a Character Passes)"; "Passing: ... From that point on,
// their Turns are skipped for the rest of the current Round" — a Passed
// Character has no more Turns, so no more loss that Round.
func TestAuditPassedLosesOxygenOnce(t *testing.T) {
	s := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`, "rooms": {"a2": {"tile": 0, "fire": true}, "d3": {"tile": 1}, "b2": {"tile": 16}}, "characters": [{}, {"room": "b2"}]}`)
	s, _ = auditDo(t, s, dice.Script(), "P1 pass", "P1 discard done")
	s, _ = auditDo(t, s, dice.Script(), "P2 secure", "P2 pay c9", "P2 secure", "P2 pay c8", "P2 end")
	s, _ = auditDo(t, s, dice.Script(), "P2 secure", "P2 pay c7")
	p := s.Player(0)
	if p.Oxygen != 6 || p.Health != 1 {
		t.Errorf("P1 oxygen %d health %d after passing and two of P2's Turns, want 6 and 1 (one Turn end only)", p.Oxygen, p.Health)
	}
}

// Rulebook, "Starting Player Change: the Starting Player token passes
// clockwise to the next player"; "Death: ... This Character lost the game
// and no longer takes part in it"; Lander: "they still take part in a
// standard Cleanup Phase, drawing Action cards and possibly being passed the
// Starting Player token". The Character in the Lander does get it.
func TestAuditStartingPlayerToTheLander(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 3}), `{`+auditBase+`}`)
	s := auditPos(t, base, `{"lander": 1, "anti_aircraft_removed": true, "characters": [{}, {"status": "in lander"}]}`)
	s, _ = auditRoundEnd(t, s, 1)
	if s.Phase() == nemesis.PhaseLaunch {
		s, _ = auditDo(t, s, dice.New(1), "P2 launch no")
	}
	if got := s.StartingPlayer(); got != 1 {
		t.Errorf("Starting Player %v with P2 in the Lander, want P2", got)
	}
}

// Rulebook, "Solo and Coop Rules": "do NOT draw standard Objective cards";
// "Melee Attack": "Choose a target — must be an Intruder in the same Room".
func TestAuditNoObjectiveInCoopNoMeleeIntoACorridor(t *testing.T) {
	s := auditPos(t, auditStart(t, nemesis.Config{Players: 2, Coop: true}), `{`+auditBase+`}`)
	auditIllegal(t, s, "P1 objective private")
	auditIllegal(t, s, "P1 objective mission")
	s = auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`, `+auditIntruders(map[int]string{5: "a2-b2"})+`}`)
	auditIllegal(t, s, "P1 melee x5")
}

// The same section: with P2 dead (or Escaped: "no longer take part in the
// game"), the token passes from P1 to P3. The engine gives it to P2, so P3
// goes first two Rounds in a row (rounds 2 and 3) and P1 only in round 4.
func TestAuditStartingPlayerSkipsTheDead(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 3}), `{`+auditBase+`}`)
	for _, status := range []string{`"status": "dead"`, `"status": "escaped", "escaped_facility": true`} {
		s := auditPos(t, base, `{"characters": [{}, {`+status+`}]}`)
		var starts []nemesis.Seat
		for range 3 {
			s, _ = auditRoundEnd(t, s, 1)
			starts = append(starts, s.StartingPlayer())
		}
		if diff := cmp.Diff([]nemesis.Seat{2, 0, 2}, starts); diff != "" {
			t.Errorf("P2 %s: Starting Players of rounds 2–4 (-want +got):\n%s", status, diff)
		}
	}
}

// Rulebook, "Component Limits": "if they are to be used and no more are
// available, nothing happens instead"; "Intruder models are a limited
// component — ... place as many as you can and ignore the rest". Exhausted
// piles, bag and models: the scenario plays without a panic and without a
// dead end, and then the game goes on.
func TestAuditExhaustedComponents(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`}`)
	all := func(n int) string {
		var ids []string
		for i := 0; i < n; i++ {
			ids = append(ids, fmt.Sprint(i))
		}
		return strings.Join(ids, ",")
	}
	adults := map[int]string{}
	for m := 5; m <= 16; m++ {
		adults[m] = "b1-b2"
		if m > 10 {
			adults[m] = "b2-b3"
		}
	}
	for _, c := range []struct {
		name, doc string
		faces     []int
		actions   []string
	}{
		{"empty bag, Hazard", `"bag": 0`, []int{auditNoiseHazard}, []string{"P1 move a2-b2", "P1 pay c9"}},
		{"empty bag, a Noise marker", `"bag": 0, "corridors": {"a2-b2": {"tile": 3}, "b1-b2": {"tile": 13, "noise": true}, "b2-c2": {"tile": 23}, "b2-b3": {"tile": 33}}`, []int{auditNoise2}, []string{"P1 move a2-b2", "P1 pay c9"}},
		{"no Adult model left, Hazard on an Adult token", `"bag": 8192, ` + auditIntruders(adults), []int{auditNoiseHazard, 1}, []string{"P1 move a2-b2", "P1 pay c9"}},
		{"empty Attack deck", `"decks": {"attack_deck": [], "attack_discard": [` + all(nemesis.AttackCards) + `]}, ` + auditIntruders(map[int]string{5: "a2"}), nil, []string{"P1 move a2-b2", "P1 pay c9"}},
		{"empty Serious Wound deck", `"decks": {"attack_deck": [10], "attack_discard": [0,1,2,3,4,5,6,7,8,9,11,12,13,14,15], "wound_deck": [], "wound_discard": [` + all(nemesis.WoundCards) + `]}, ` + auditIntruders(map[int]string{5: "a2"}), nil, []string{"P1 move a2-b2", "P1 pay c9"}},
		{"empty Contamination deck, Melee", `"decks": {"contamination_deck": [], "contamination_discard": [` + all(nemesis.ContaminationCards) + `]}, ` + auditIntruders(map[int]string{5: "a2"}), nil, []string{"P1 melee x5", "P1 pay c9"}},
		{"empty red deck, Search", `"characters": [{"room": "b2", "hand": ["c0","c1","c2","c3","c4"], "action_deck": ["c5","c6","c7","c8","c9"]}], "decks": {"item_decks": [[],[12,13,14,15,16,17,18,19,20,21,22,23],[24,25,26,27,28,29,30,31,32,33,34,35]], "item_discards": [[` + all(12) + `],[],[]]}`, nil, []string{"P1 play c0 0"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := base
			if err := json.Unmarshal([]byte(`{`+c.doc+`}`), &s); err != nil {
				t.Skipf("not a position: %v", err)
			}
			func() {
				defer func() {
					if p := recover(); p != nil {
						t.Errorf("panic: %v", p)
					}
				}()
				// An empty deck may be reshuffled from its discard pile:
				// a seeded roller where no exact face is needed.
				var r dice.Roller = dice.New(1)
				if c.faces != nil {
					r = dice.Script(c.faces...)
				}
				for _, text := range c.actions {
					a, _ := nemesis.ParseAction(text)
					if err := s.Legal(a); err != nil {
						t.Logf("%s: %v", text, err)
						return
					}
					var err error
					if s, _, err = nemesis.Apply(s, a, r); err != nil {
						t.Errorf("%s: %v", text, err)
						return
					}
				}
			}()
			auditPlayOn(t, c.name, s, 1, 500)
		})
	}
}

// Rulebook, "Exploration Sequence": "no Corridors lead to already placed
// Rooms — if a Corridor leads to a Room already placed on the map, do not set
// it up" (DATA.md: the Undiscovered Hibernatorium is the exception);
// "Movement and Securing Reminder — ... If you're Moving Cautiously, place a
// Secure token in that Room". Every Exploration card in turn explores b2,
// between the placed b1 and c2.
func TestAuditExplorationCorridors(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b1": {"tile": 16}, "c2": {"tile": 17}},
	 "corridors": {"a2-b2": {"tile": 3}, "a1-b1": {"tile": 4}, "c2-d2": {"tile": 5}}, "decks": {"room_stacks": [[2,3,4],[5,6,7],[8,9,10,11],[12,13,14,15,18,19,20,21,22,23]]}}`)
	for card := 0; card < nemesis.ExploreCards; card++ {
		var rest []string
		for j := 0; j < nemesis.ExploreCards; j++ {
			if j != card {
				rest = append(rest, fmt.Sprint(j))
			}
		}
		s := auditPos(t, base, fmt.Sprintf(`{"decks": {"exploration_deck": [%d], "exploration_discard": [%s]}}`, card, strings.Join(rest, ",")))
		var log []string
		func() {
			defer func() {
				if p := recover(); p != nil {
					t.Errorf("card %d: panic %v", card, p)
				}
			}()
			s, log = auditDo(t, s, dice.New(uint64(card)), "P1 cautious a2-b2", "P1 pay c9", "P1 pay c8")
		}()
		for _, e := range []string{"b1-b2", "b2-c2"} {
			if s.CorridorAt(auditEdge(t, e)).Tile >= 0 {
				t.Errorf("card %d: a Corridor %s set up toward a placed Room (log %q)", card, e, log)
			}
		}
		if p := s.Player(0); p.Room != auditSlot("b2") || s.RoomAt(int(auditSlot("b2"))).Secure != 1 {
			if s.IntrudersAt(int(auditSlot("b2"))) == 0 {
				t.Errorf("card %d: P1 in %d, b2 Secure %d; want P1 in b2 with 1 Secure token (log %q)", card, p.Room, s.RoomAt(int(auditSlot("b2"))).Secure, log)
			}
		}
	}
}

// Rulebook, "Trading": "when a Character uses the Trade Action, all
// Characters in the same Room may, with mutual consent, reveal and exchange
// Items and/or Tactical Gear tokens ... A Character may choose to give an
// Item and/or Tactical Gear token without asking for anything in return."
func TestAuditTrade(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`}`)
	t.Run("a gift accepted", func(t *testing.T) {
		s, _ := auditDo(t, base, dice.Script(), "P1 trade", "P1 pay c9", "P1 offer P1 P2 pack i44")
		if m := s.ToMove(); len(m) != 1 || m[0] != 1 {
			t.Fatalf("to move %v, want P2's consent", m)
		}
		s, _ = auditDo(t, s, dice.Script(), "P2 consent yes")
		if s.Pending() == nemesis.PendTrade {
			s, _ = auditDo(t, s, dice.Script(), "P1 offer done")
		}
		if b1, b2 := auditBoard(t, s, 0), auditBoard(t, s, 1); len(b1.Backpack) != 0 || !strings.Contains(fmt.Sprint(b2.Backpack), "i44") {
			t.Errorf("backpacks P1 %v P2 %v, want the Toolkit moved to P2", b1.Backpack, b2.Backpack)
		}
	})
	t.Run("refused", func(t *testing.T) {
		s, _ := auditDo(t, base, dice.Script(), "P1 trade", "P1 pay c9", "P1 offer P1 P2 pack i44", "P2 consent no")
		if s.Pending() == nemesis.PendTrade {
			s, _ = auditDo(t, s, dice.Script(), "P1 offer done")
		}
		if b1 := auditBoard(t, s, 0); !strings.Contains(fmt.Sprint(b1.Backpack), "i44") {
			t.Errorf("P1's Backpack %v, want the Toolkit kept", b1.Backpack)
		}
	})
	t.Run("nobody in the Room: no Trade", func(t *testing.T) {
		s := auditPos(t, base, `{"characters": [{}, {"room": "b2"}]}`)
		auditIllegal(t, s, "P1 trade")
	})
}

// doc.go / State.View: "A seat that is not in the game gets the observer's
// view." Seats 3–5 of a 2-Character game, negative seats and the Observer
// must all get the same view, which hides every hand.
func TestAuditViewOfSeatsNotInTheGame(t *testing.T) {
	s := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`}`)
	want := auditJSON(t, s.View(nemesis.ObserverSeat))
	for _, p := range []nemesis.Seat{2, 3, 4, 5, 8, 10, -1, -2, 127, -128} {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("View(%d): panic %v", p, r)
				}
			}()
			v := s.View(p)
			if got := auditJSON(t, v); got != want {
				t.Errorf("View(%d) differs from the Observer's view", p)
			}
			if v.Viewer() == -1 {
				t.Errorf("View(%d) is a full state (Viewer -1)", p)
			}
		}()
	}
}

// A view re-viewed for another seat must not show the first viewer's
// secrets: P1's view holds P1's hand, its view for P2 must hide it.
func TestAuditViewOfAView(t *testing.T) {
	s := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`}`)
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("panic: %v", r)
		}
	}()
	vv := s.View(0).View(1)
	if what := auditSecretInView(t, vv, 1); what != "" {
		t.Errorf("P1's view re-viewed for P2: %s", what)
	}
	if b := auditBoard(t, vv, 0); len(b.Hand) > 0 && b.Hand[0] != "?" {
		t.Errorf("P1's view re-viewed for P2 shows P1's hand %v", b.Hand)
	}
	if o := vv.Player(0).Objectives; o[0] >= 0 || o[1] >= 0 {
		t.Errorf("P1's view re-viewed for P2 shows P1's Objectives %v", o)
	}
}

// Rulebook, "Player Setup": the Character draft "Deal 2 to Player 1 ...
// Repeat this sequence for each other player in ascending player number
// order" (the Help-card number); Support Equipment: "draw 7 cards ... The
// player with the highest player number chooses 1 ... Each other player, in
// descending player number order" (not the Contractor); the 4 Tactical Gear
// tokens "in descending player number order"; "Each player draws 5 Action
// cards"; "Player 1 receives the Starting Player token"; Oxygen 7, Health
// at the left-most slot, in the Landing Zone.
func TestAuditPlayerSetupOrder(t *testing.T) {
	for seed := uint64(1); seed <= 8; seed++ {
		for _, n := range []int{2, 3, 5} {
			r := dice.New(seed)
			s, err := nemesis.New(nemesis.Config{Players: n}, r)
			if err != nil {
				t.Fatal(err)
			}
			name := fmt.Sprintf("seed %d, %d Characters", seed, n)
			number := func(p nemesis.Seat) int { return int(s.Player(p).Number) }
			var draft, support, gear []int
			for s.Phase() != nemesis.PhasePlayer {
				p := s.ToMove()[0]
				switch s.Phase() {
				case nemesis.PhaseDraft:
					draft = append(draft, number(p))
				case nemesis.PhaseSupport:
					support = append(support, number(p))
				case nemesis.PhaseGear:
					if len(gear) == 0 || gear[len(gear)-1] != number(p) {
						gear = append(gear, number(p))
					}
				}
				acts := s.Actions()
				if s, _, err = nemesis.Apply(s, acts[r.IntN(len(acts))], r); err != nil {
					t.Fatal(err)
				}
			}
			for i := 1; i < len(draft); i++ {
				if draft[i] != draft[i-1]+1 {
					t.Errorf("%s: draft order %v, want ascending Help numbers", name, draft)
					break
				}
			}
			for _, order := range [][]int{support, gear} {
				for i := 1; i < len(order); i++ {
					if order[i] >= order[i-1] {
						t.Errorf("%s: order %v, want descending Help numbers", name, order)
						break
					}
				}
			}
			if len(draft) != n {
				t.Errorf("%s: %d drafts", name, len(draft))
			}
			if got := number(s.StartingPlayer()); got != 1 {
				t.Errorf("%s: the Starting Player holds Help card %d, want 1", name, got)
			}
			for p := nemesis.Seat(0); int(p) < n; p++ {
				pl := s.Player(p)
				tokens := 0
				for _, tok := range pl.Belt {
					if tok != nemesis.NoToken {
						tokens++
					}
				}
				if pl.Oxygen != 7 || pl.Health != 0 || pl.Room != nemesis.LandingSlot || len(auditBoard(t, s, p).Hand) != 5 || (tokens != 4 && n < 5) {
					t.Errorf("%s: %v oxygen %d health %d room %d hand %d belt %v", name, p, pl.Oxygen, pl.Health, pl.Room, len(auditBoard(t, s, p).Hand), pl.Belt)
				}
			}
		}
	}
}

// Rulebook, "Support Equipment Draft" 6: "each player chooses 4 Tactical
// Gear tokens of their choice in any combination from the insert". With 5
// Characters the reconstructed token counts (DATA.md: 14 Ammo, 8 Grenades,
// 10 Oxygen, 10 Medpacks, minus the Landing Zone's 4 of each, the Robot's 2
// and the Weapons' Ammo) leave 16 tokens for 20 belt slots: the last
// choosers get fewer than 4, sometimes none.
func TestAuditEveryBeltGetsFourTokens(t *testing.T) {
	for _, n := range []int{1, 2, 3, 4, 5} {
		r := dice.New(1)
		s, _ := nemesis.New(nemesis.Config{Players: n}, r)
		for s.Phase() != nemesis.PhaseGear {
			s, _, _ = nemesis.Apply(s, s.Actions()[0], r)
		}
		var doc struct {
			Supply []int `json:"token_supply"`
		}
		json.Unmarshal([]byte(auditJSON(t, s)), &doc)
		total := 0
		for _, k := range doc.Supply {
			total += k
		}
		if total < 4*n {
			t.Errorf("%d Characters: %d tokens in the supply for %d belt slots (%v)", n, total, 4*n, doc.Supply)
		}
	}
}

// Rulebook, "Infection Procedure" ("may also sometimes be performed during
// the game (for example, by using the Rest Action card)"): "1. Scan all
// Contamination cards in hand. 2. Look for the word INFECTED ... if found
// ... place a Larva on your Character board, if you don't have one already.
// ... 3. Place all Contamination cards in your hand on top of your discard
// pile." The Scout's Rest is c7 (Not In Combat). The engine takes the Not
// Infected cards out of the Character's deck (to the Contamination discard
// pile) instead of putting them on the Character's discard pile.
func TestAuditRestInfectionProcedure(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`}`)
	contamDeck := func(except ...int) string {
		skip := map[int]bool{}
		for _, e := range except {
			skip[e] = true
		}
		var ids []string
		for i := 0; i < nemesis.ContaminationCards; i++ {
			if !skip[i] {
				ids = append(ids, fmt.Sprint(i))
			}
		}
		return `"decks": {"contamination_deck": [` + strings.Join(ids, ",") + `]}`
	}
	for _, c := range []struct {
		name  string
		hand  string
		deck  string
		larva bool
	}{
		{"INFECTED", `"c9", "c8", "c7", "c64", "c65"`, contamDeck(0, 1), true},
		{"Not Infected", `"c9", "c8", "c7", "c65", "c66"`, contamDeck(1, 2), false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := auditPos(t, base, `{"characters": [{"hand": [`+c.hand+`], "action_deck": ["c0","c1","c2","c3","c4","c5","c6"]}], `+c.deck+`}`)
			var rest string
			for _, a := range s.Actions() {
				if strings.HasPrefix(a.String(), "P1 play c7") {
					rest = a.String()
				}
			}
			if rest == "" {
				t.Fatalf("Rest (c7) not offered: %v", s.Actions())
			}
			s, log := auditDo(t, s, dice.New(1), rest)
			b := auditBoard(t, s, 0)
			if s.Player(0).Larva != c.larva {
				t.Errorf("larva %v, want %v (log %q)", s.Player(0).Larva, c.larva, log)
			}
			for _, x := range b.Hand {
				if x == "c64" || x == "c65" || x == "c66" {
					t.Errorf("a Contamination card %s still in hand %v (step 3 puts them on the discard pile)", x, b.Hand)
				}
			}
			if n := len(b.Disc); n != 3 {
				t.Errorf("discard pile %v, want the Rest card and both Contamination cards", b.Disc)
			}
		})
	}
}

// Rulebook, "Queen Activation": "she Attacks a Character in the same Room
// if possible, or moves once toward the closest Character otherwise" (Bag
// Development: a Queen token with the Queen on the map).
func TestAuditQueenActivationAttacks(t *testing.T) {
	s := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`, "bag": 2, `+auditEvent(4)[len(`"bag": 1, `):]+`, `+auditIntruders(map[int]string{0: "a2"})+`}`)
	s, log := auditRoundEnd(t, s, 1)
	// The Intruder Phase attack, then the Activation's attack.
	n := 0
	for _, l := range log {
		if strings.Contains(l, "Queen x0 attacked") {
			n++
		}
	}
	if n != 2 || s.Intruders()[0].At != nemesis.LandingSlot {
		t.Errorf("the Queen attacked %d times and is at %d: want 2 (Intruder Phase, Activation) in a2 (log %q)", n, s.Intruders()[0].At, log)
	}
}

// Rulebook examples: "Serious Wound example — Eyes: +1 to all your Shoot
// results" (a 2 becomes 3: not ≤ 2 Hits); "Example — Infecting: Adult/Drone:
// lose 2 Health. Queen: gain 1 Contamination; if you are not infected with a
// Larva, place 1 Larva on your Character board." DATA.md order: Eyes are
// Serious Wounds 0–2, Infecting Attack cards 13–15.
func TestAuditRulebookCardExamples(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`}`)
	t.Run("Eyes", func(t *testing.T) {
		for _, c := range []struct {
			wound string
			face  int
			dies  bool
		}{{"-1", 2, true}, {"0", 2, false}, {"0", 1, true}} {
			deck := `"decks": {"wound_deck": [1,2,3,4,5,6,7,8,9,10,11]}`
			if c.wound == "-1" {
				deck = `"decks": {"wound_deck": [0,1,2,3,4,5,6,7,8,9,10,11]}`
			}
			s := auditPos(t, base, `{"characters": [{"health": 3, "wounds": [`+c.wound+`, -1, -1]}], `+deck+`, "intruders": [{"at": "none"}, {"at": "none"}, {"at": "none"}, {"at": "none"}, {"at": "none"}, {"at": "a2", "hits": 1}]}`)
			s, log := auditDo(t, s, dice.Script(c.face), "P1 shoot h0 x5", "P1 pay c9")
			if dead := s.Intruders()[5].At == -1; dead != c.dies {
				t.Errorf("wound %s, face %d: dies %v, want %v (log %q)", c.wound, c.face, dead, c.dies, log)
			}
		}
	})
	t.Run("Infecting", func(t *testing.T) {
		s := auditPos(t, base, `{"characters": [{"room": "b2"}], `+auditIntruders(map[int]string{5: "b2"})+`, `+auditAttacks(13)+`}`)
		s, log := auditDo(t, s, dice.Script(auditNoise2), "P1 move a2-b2", "P1 pay c9")
		if p := s.Player(0); p.Health != 2 || p.Larva || len(auditBoard(t, s, 0).Disc) != 1 {
			t.Errorf("an Adult's Infecting: health %d larva %v discard %v, want 2, no Larva, no Contamination (log %q)", p.Health, p.Larva, auditBoard(t, s, 0).Disc, log)
		}
		s = auditPos(t, base, `{"characters": [{"room": "b2"}], `+auditIntruders(map[int]string{0: "b2"})+`, `+auditAttacks(13)+`}`)
		s, log = auditDo(t, s, dice.Script(auditNoise2), "P1 move a2-b2", "P1 pay c9")
		if p := s.Player(0); p.Health != 0 || !p.Larva || len(auditBoard(t, s, 0).Disc) != 2 {
			t.Errorf("the Queen's Infecting: health %d larva %v discard %v, want 0, a Larva, 1 Contamination (log %q)", p.Health, p.Larva, auditBoard(t, s, 0).Disc, log)
		}
	})
}

// Rulebook, "Intruders Targeting": "(1) closest Character; (2) if multiple
// Characters are the same distance, the Character Activating the
// Attack/movement (if any); (3) if still tied, the Character first in Turn
// order." An Adult alone in b2, P1 in a2 and P2 in c2 (both two steps
// away); the Event moves the Intruders in Rooms (card 2). The engine goes
// toward the Corridor with the lower tile ID whoever starts (the route
// tie-break, which is for two routes to the same Character).
func TestAuditEventTargetTurnOrder(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 16}, "c2": {"tile": 17}},
	 "corridors": {"a2-b2": {"tile": 3}, "b2-c2": {"tile": 4}}, "characters": [{}, {"room": "c2"}], `+auditEvent(2)+`, `+auditIntruders(map[int]string{5: "b2"})+`}`)
	for _, c := range []struct{ start, toward string }{{"P1", "a2-b2"}, {"P2", "b2-c2"}} {
		s := auditPos(t, base, `{"starting_player": "`+c.start+`", "turn": "`+c.start+`"}`)
		s, log := auditRoundEnd(t, s, 1)
		if got := s.Intruders()[5].At; got != int8(nemesis.Slots+auditEdge(t, c.toward)) {
			t.Errorf("starting %s: the Adult at node %d, want in %s (toward the first in Turn order) (log %q)", c.start, got, c.toward, log)
		}
	}
}

// Rulebook, "Noise Roll": "find all Corridors adjacent to the Room your
// Character is in that share the rolled value. For each such Corridor ...
// the largest Intruder from that Corridor moves to the Room".
func TestAuditNoiseRollTwoCorridors(t *testing.T) {
	s := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 16}},
	 "corridors": {"a2-b2": {"tile": 3}, "b1-b2": {"tile": 13}, "b2-c2": {"tile": 23}, "b2-b3": {"tile": 14}}, `+auditAttacks(0, 1, 2, 3)+`, `+auditIntruders(map[int]string{5: "b1-b2", 6: "b2-b3", 7: "b2-c2"})+`}`)
	r := dice.Script(auditNoise2)
	s, log := auditDo(t, s, r, "P1 move a2-b2", "P1 pay c9")
	in := s.Intruders()
	b2 := auditSlot("b2")
	if in[5].At != b2 || in[6].At != b2 || in[7].At == b2 {
		t.Errorf("x5 %d x6 %d x7 %d: want both value-2 Adults in b2, not the value-3 one (log %q)", in[5].At, in[6].At, in[7].At, log)
	}
	auditSpent(t, r)
}

// Rulebook, "Intruders Burning": "If Fire is in the Nest, 1 Egg is
// destroyed"; "Nest": "when there are no more Eggs there, place a Universal
// marker on the Eggs space to signify the Nest being destroyed".
func TestAuditFireInTheNest(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`, "rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 9, "fire": true}}, "decks": {"event_deck": [4], "event_discard": [0,1,2,3,5,6,7,8,9,10,11,12,13]}}`)
	for _, c := range []struct {
		eggs, want int
		destroyed  bool
	}{{5, 4, false}, {1, 0, true}} {
		s := auditPos(t, base, fmt.Sprintf(`{"eggs": %d}`, c.eggs))
		s, log := auditRoundEnd(t, s, 1)
		if s.Eggs() != c.want || strings.Contains(auditJSON(t, s), `"nest_destroyed":true`) != c.destroyed {
			t.Errorf("from %d Eggs: %d left, destroyed %v; want %d, %v (log %q)", c.eggs, s.Eggs(), !c.destroyed, c.want, c.destroyed, log)
		}
	}
}

// Rulebook, "Revive": "When Moving from a Room containing the model, another
// Character may move the model with them by discarding 1 additional Action
// card." The notation "P1 move a2-b2 drag P2" is Move's String (not listed
// in doc.go).
func TestAuditReviveDrag(t *testing.T) {
	s := auditPos(t, auditStart(t, nemesis.Config{Players: 2, Coop: true}), `{`+auditBase+`, "characters": [{}, {"status": "knocked out", "hands": [{"item": "none", "tokens": ["none", "none"]}, {"item": "none", "tokens": ["none", "none"]}], "belt": ["none", "none", "none", "none"], "backpack": []}], "decks": {"support_deck": [36, 37, 38, 43]}}`)
	r := dice.Script(auditNoise1)
	s, _ = auditDo(t, s, r, "P1 move a2-b2 drag P2", "P1 pay c9")
	if s.Pending() != nemesis.PendPay {
		t.Fatalf("pending %v after 1 card, want a second card to pay", s.Pending())
	}
	s, _ = auditDo(t, s, r, "P1 pay c8")
	if p := s.Player(1); p.Room != auditSlot("b2") || p.Status != nemesis.KnockedOut {
		t.Errorf("P2 %v in %d, want knocked out in b2", p.Status, p.Room)
	}
	auditSpent(t, r)
}

// Rulebook, "Solo and Coop Rules", Winning: "all Mission Tasks must be
// fulfilled, and at least 1 Character must Survive"; doc.go: "a cooperative
// game gives every seat the same". Tasks 21 "Kill the Queen" and 22 "Burn
// the Nest" (names from ObjectiveName; their meaning read from the names).
func TestAuditCoopWinning(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2, Coop: true}), `{`+auditBase+`, "round": 14, "turn": "P2", "mission_tasks": [21, 22, -1, -1, -1]}`)
	for _, c := range []struct {
		name string
		doc  string
		win  bool
	}{
		{"both Tasks, P1 out", `"queen_dead": true, "eggs": 0, "nest_destroyed": true, "characters": [{"status": "escaped", "escaped_facility": true}]`, true},
		{"one Task", `"queen_dead": true, "characters": [{"status": "escaped", "escaped_facility": true}]`, false},
		{"both Tasks, nobody out", `"queen_dead": true, "eggs": 0, "nest_destroyed": true`, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := auditPos(t, base, `{`+c.doc+`}`)
			s, log := auditRoundEnd(t, s, 1)
			if !s.Over() {
				t.Fatalf("not over: %q", log)
			}
			ret := nemesis.Game.Returns(s)
			if ret[0] != ret[1] {
				t.Errorf("returns %v, want the same for every seat", ret)
			}
			if won := ret[0] > 0; won != c.win {
				t.Errorf("won %v, want %v (%+v)", won, c.win, s.Outcome())
			}
		})
	}
}

// Rulebook, "Malfunction Markers Limit: if at any point you must place a
// Malfunction marker and there are no more available, place a Fire marker in
// the Room instead, if possible." DATA.md: 10 Malfunction markers. Event 9
// (Breakdown) places a Malfunction in the Characters' Room (a2).
func TestAuditMalfunctionLimit(t *testing.T) {
	rooms := []string{"a1", "a3", "b1", "b2", "b3", "c1", "c2", "c3", "a2"}
	tiles := []int{4, 5, 6, 7, 12, 13, 14, 15, 0}
	corr := []string{"a1-a2", "a2-a3", "a1-b1", "a2-b2", "a3-b3", "b1-c1", "b2-c2", "b3-c3"}
	// Each Corridor tile once (Validate, A2-N4): no Door slot among them.
	corrTiles := []int{3, 4, 5, 6, 7, 8, 9, 23}
	for _, faults := range []int{9, 10} {
		var rs []string
		for i, r := range rooms {
			rs = append(rs, fmt.Sprintf(`%q: {"tile": %d, "malfunction": %v}`, r, tiles[i], i < 8))
		}
		var cs []string
		for i, c := range corr {
			cs = append(cs, fmt.Sprintf(`%q: {"tile": %d}`, c, corrTiles[i]))
		}
		// 8 Rooms broken, and the Pistol (and the Shotgun) broken: 9 or 10.
		hands := `"characters": [{"hands": [{"item": "i52", "tokens": ["ammo", "none"], "malfunction": true}, {"item": "none"}]}, {"hands": [{"item": "i51", "tokens": ["ammo", "none"], "malfunction": %v}, {"item": "none"}]}]`
		s := auditStart(t, nemesis.Config{Players: 2})
		s = auditPos(t, s, `{"rooms": {"d3": {"tile": 1}, `+strings.Join(rs, ", ")+`}, "corridors": {`+strings.Join(cs, ", ")+`}, `+fmt.Sprintf(hands, faults == 10)+`,
		 "decks": {"event_deck": [9], "event_discard": [0,1,2,3,4,5,6,7,8,10,11,12,13], "room_stacks": [[2,3],[],[8,9,10,11],[16,17,18,19,20,21,22,23]]}}`)
		s, log := auditRoundEnd(t, s, 1)
		a2 := s.RoomAt(nemesis.LandingSlot)
		if faults == 9 && (!a2.Fault || a2.Fire) {
			t.Errorf("9 markers out: a2 malfunction %v fire %v, want a Malfunction (log %q)", a2.Fault, a2.Fire, log)
		}
		if faults == 10 && (a2.Fault || !a2.Fire) {
			t.Errorf("10 markers out: a2 malfunction %v fire %v, want a Fire instead (log %q)", a2.Fault, a2.Fire, log)
		}
	}
}

// Rulebook, "Character Draft": "Deal 2 to Player 1 — they remain secret from
// other players. That player chooses one ... The other card is shuffled back
// into the deck unseen." The other seats' views are the same whichever two
// cards the drafter holds; after the choice, the same whichever card went
// back.
func TestAuditDraftCardsHidden(t *testing.T) {
	s, err := nemesis.New(nemesis.Config{Players: 3}, dice.New(1))
	if err != nil {
		t.Fatal(err)
	}
	p := s.ToMove()[0]
	d := s.Player(p).Draft
	if d[0] < 0 || d[1] < 0 {
		t.Fatalf("the drafter %v holds %v", p, d)
	}
	var words struct {
		Decks struct {
			Draft []string `json:"draft_deck"`
		} `json:"decks"`
	}
	json.Unmarshal([]byte(auditJSON(t, s)), &words)
	var doc struct{ Decks struct{ Draft []int } }
	for _, w := range words.Decks.Draft {
		doc.Decks.Draft = append(doc.Decks.Draft, nemesis.PositionID("draft_deck", w))
	}
	if len(doc.Decks.Draft) < 2 {
		t.Fatalf("draft deck %v", doc.Decks.Draft)
	}
	// Swap the drafter's two cards with the deck's first two.
	x, y := doc.Decks.Draft[0], doc.Decks.Draft[1]
	rest := append([]int{int(d[0]), int(d[1])}, doc.Decks.Draft[2:]...)
	var restS []string
	for _, c := range rest {
		restS = append(restS, fmt.Sprint(c))
	}
	chars := make([]string, int(p)+1)
	for i := range chars {
		chars[i] = "{}"
	}
	chars[p] = fmt.Sprintf(`{"draft": [%d, %d]}`, x, y)
	b := auditPos(t, s, `{"characters": [`+strings.Join(chars, ", ")+`], "decks": {"draft_deck": [`+strings.Join(restS, ",")+`]}}`)
	var others []nemesis.Seat
	for _, q := range s.Seats() {
		if q != p {
			others = append(others, q)
		}
	}
	others = append(others, nemesis.ObserverSeat)
	auditSameView(t, "the drafter's two cards", s, b, others...)
}

// doc.go, "Positions": a State marshals to JSON and json.Unmarshal reads it
// back (validated). At sampled steps of random games in every variant: the
// position decoded into a zero State gives the same JSON and the same
// actions; a view's JSON decodes (or is refused) without a panic and is
// never played.
func TestAuditPositionRoundTrip(t *testing.T) {
	variants := append([]string{""}, nemesis.Game.Variants()...)
	for _, v := range variants {
		r := dice.New(11)
		s, err := nemesis.Game.New(v, r)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < 3000 && !s.Over(); step++ {
			if step%13 == 0 {
				func() {
					defer func() {
						if p := recover(); p != nil {
							t.Errorf("%q step %d: panic %v", v, step, p)
						}
					}()
					data := auditJSON(t, s)
					var back nemesis.State
					if err := json.Unmarshal([]byte(data), &back); err != nil {
						t.Errorf("%q step %d: the position does not decode: %v", v, step, err)
						return
					}
					if got := auditJSON(t, back); got != data {
						t.Errorf("%q step %d: the decoded position differs:\n%s", v, step, cmp.Diff(data, got))
						return
					}
					if a, b := fmt.Sprint(s.Actions()), fmt.Sprint(back.Actions()); a != b {
						t.Errorf("%q step %d: actions differ after decoding: %s vs %s", v, step, a, b)
					}
					var view nemesis.State
					if err := json.Unmarshal([]byte(auditJSON(t, s.View(s.ToMove()[0]))), &view); err == nil {
						if acts := s.Actions(); len(acts) > 0 {
							if _, _, err := nemesis.Apply(view, acts[0], dice.New(1)); err == nil {
								t.Errorf("%q step %d: a decoded view was played on", v, step)
							}
						}
					}
				}()
			}
			acts := s.Actions()
			if s, _, err = nemesis.Apply(s, acts[r.IntN(len(acts))], r); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// Rulebook, "Heavy Items": "Only 1 Item may be carried in a Hand slot. If
// such an Item is gained when all Hand slots are already taken, you may
// first discard one of the held Items"; "Armor Items": "When a Character
// gains an Armor Item and their Health marker is already on the Heavily
// Injured section, they can't gain the Armor and it's discarded instead"
// (the Scout's Heavily Injured section starts at slot 5). The Search draws
// the red deck's top two (the last two listed).
func TestAuditSearchHeavyAndArmor(t *testing.T) {
	search := func(t *testing.T, health int, red string, hands string) nemesis.State {
		t.Helper()
		s := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`, "characters": [{"room": "b2", "health": `+fmt.Sprint(health)+`, "hand": ["c0","c1","c2","c3","c4"], "action_deck": ["c5","c6","c7","c8","c9"]`+hands+`}],
		 "decks": {"item_decks": [[`+red+`],[12,13,14,15,16,17,18,19,20,21,22,23],[24,25,26,27,28,29,30,31,32,33,34,35]]}, "token_supply": [0, 0, 0, 3, 5, 6]}`)
		s, _ = auditDo(t, s, dice.New(1), "P1 play c0 0")
		return s
	}
	t.Run("two Hands full: a Heavy Item replaces one", func(t *testing.T) {
		s := search(t, 0, "1,4,5,6,7,8,9,10,11,0,2", `, "hands": [{"item": "i52", "tokens": ["ammo", "none"]}, {"item": "i3", "tokens": ["none", "none"]}]`)
		auditIllegal(t, s, "P1 keep i2")
		s, _ = auditDo(t, s, dice.Script(), "P1 keep i2 drop h1")
		if h := s.Player(0).Hands; h[0].Item != 52 || h[1].Item != 2 {
			t.Errorf("hands %v, want the Pistol and the new Shotgun", h)
		}
	})
	for _, c := range []struct {
		health int
		armor  int8
	}{{4, 6}, {5, -1}} {
		t.Run(fmt.Sprintf("Armor at health %d", c.health), func(t *testing.T) {
			s := search(t, c.health, "0,1,2,3,4,5,7,8,9,10,11,6", "")
			var keep string
			for _, a := range s.Actions() {
				if strings.HasPrefix(a.String(), "P1 keep i6") {
					keep = a.String()
				}
			}
			if keep == "" {
				if c.armor == -1 {
					return // not offered: it could not be gained
				}
				t.Fatalf("keeping the Vest not offered: %v", s.Actions())
			}
			s, _ = auditDo(t, s, dice.Script(), keep)
			if got := s.Player(0).Armor; got != c.armor {
				t.Errorf("armor %d, want %d", got, c.armor)
			}
		})
	}
}

// Rulebook, "Reinforced Corridor: empty Corridors may be Reinforced ...
// discard a Noise marker from it (if any) and flip it ... Note: Corridors
// leading to the Hibernatorium can never be Reinforced." DATA.md: the
// Welders are yellow Items 33–35 ("Reinforce an empty adjacent Corridor").
// "Intruders and Noise Markers: when an Intruder is placed or moved to a
// Corridor with a Noise marker, discard the Noise marker first."
func TestAuditReinforceAndNoiseMarkers(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 16}, "c2": {"tile": 17}, "c3": {"tile": 18}},
	 "corridors": {"a2-b2": {"tile": 3}, "b2-c2": {"tile": 23}, "c2-c3": {"tile": 4, "noise": true}, "c3-d3": {"tile": 13}},
	 "characters": [{"room": "c3", "backpack": ["i44", "i33"]}], "decks": {"item_decks": [[0,1,2,3,4,5,6,7,8,9,10,11],[12,13,14,15,16,17,18,19,20,21,22,23],[24,25,26,27,28,29,30,31,32,34,35]]}}`)
	toHib := fmt.Sprint(auditEdge(t, "c3-d3"))
	toC2 := fmt.Sprint(auditEdge(t, "c2-c3"))
	auditIllegal(t, base, "P1 use i33 "+toHib)
	s, log := auditDo(t, base, dice.Script(), "P1 use i33 "+toC2, "P1 pay c9")
	if c := s.CorridorAt(auditEdge(t, "c2-c3")); !c.Reinforced || c.Noise || s.CorridorNoise(auditEdge(t, "c2-c3")) != 0 {
		t.Errorf("c2-c3 %+v noise value %d, want Reinforced, no marker, 0 (log %q)", c, s.CorridorNoise(auditEdge(t, "c2-c3")), log)
	}
	t.Run("an Intruder moving onto a Noise marker", func(t *testing.T) {
		s := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 16}},
		 "corridors": {"a2-b2": {"tile": 3, "noise": true}}, `+auditEvent(2)+`, `+auditIntruders(map[int]string{5: "b2"})+`}`)
		s, log := auditRoundEnd(t, s, 1)
		e := auditEdge(t, "a2-b2")
		if s.Intruders()[5].At != int8(nemesis.Slots+e) || s.CorridorAt(e).Noise {
			t.Errorf("Adult at %d, noise %v: want in a2-b2 with the marker discarded (log %q)", s.Intruders()[5].At, s.CorridorAt(e).Noise, log)
		}
	})
}

// Rulebook, "Intruders Burning": "each Intruder in a Room with Fire is dealt
// 1 Hit ... (since no die is rolled, this Hit can never kill an Intruder
// (except a Larva))"; "The Queen": "For each Hit dealt to the Queen, advance
// the Universal marker on the Queen's Hits track by 1"; "Whenever the Queen
// Health marker reaches the final space ...: Draw the top card of the Queen
// Health deck and resolve it". With all 8 Queen Health cards left no card
// can kill her (DATA.md: a card discards at most 2 more). The engine
// withholds the burning Hit at 2 (the marker stays on 2), at 0 and 1 it
// deals it.
func TestAuditQueenBurning(t *testing.T) {
	for _, c := range []struct{ from, want int }{{0, 1}, {1, 2}, {2, 0}} {
		s := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`, "queen_hits": `+fmt.Sprint(c.from)+`, "decks": {"queen_health": [0,1,2,3,4,5,6,7]},
		 "rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 16, "fire": true}}, `+auditEvent(4)+`, `+auditIntruders(map[int]string{0: "b2"})+`}`)
		s, log := auditRoundEnd(t, s, 1)
		if s.QueenHits() != c.want || s.QueenDead() {
			t.Errorf("burning from %d: the Queen's track on %d (dead %v), want %d after a card (log %q)", c.from, s.QueenHits(), s.QueenDead(), c.want, log)
		}
	}
}

// Rulebook, "Shooting"/"Melee Attack": "Larvae and the Queen are dealt Hits
// the same way, but their Health is resolved differently": a Critical does
// not kill the Queen, her track advances; the lost-bullets face still spends
// Ammo; a Queen who survives a Melee Attack retaliates.
func TestAuditQueenShotAndMelee(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`, `+auditIntruders(map[int]string{0: "a2"})+`, `+auditAttacks(0)+`}`)
	for _, c := range []struct {
		face int
		ammo nemesis.Token
	}{{auditShootCrit, nemesis.AmmoFull}, {2, nemesis.AmmoFull}, {auditShootBlank, nemesis.AmmoHalf}} {
		s, log := auditDo(t, base, dice.Script(c.face), "P1 shoot h0 x0", "P1 pay c9")
		if s.QueenDead() || s.QueenHits() != 1 || s.Player(0).Hands[0].Tok[0] != c.ammo {
			t.Errorf("shot, face %d: dead %v hits %d ammo %v; want alive, 1, %v (log %q)", c.face, s.QueenDead(), s.QueenHits(), s.Player(0).Hands[0].Tok[0], c.ammo, log)
		}
		s, log = auditDo(t, base, dice.Script(c.face), "P1 melee x0", "P1 pay c9")
		if s.QueenDead() || s.QueenHits() != 1 || s.Pending() != nemesis.PendMelee {
			t.Errorf("melee, face %d: dead %v hits %d pending %v; want alive, 1, the retaliation (log %q)", c.face, s.QueenDead(), s.QueenHits(), s.Pending(), log)
		}
	}
}

// The same Closed Door (b2-c2, tile 20) against the Event's movement (card
// 0: horizontal Corridors) and the Queen's Activation (a Queen token in Bag
// Development): the Door is Destroyed and the Intruder stays.
func TestAuditDoorsStopIntruders(t *testing.T) {
	room := `"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 16}},
	 "corridors": {"a2-b2": {"tile": 3}, "b1-b2": {"tile": 13}, "b2-c2": {"tile": 20, "door": 1}, "b2-b3": {"tile": 33}}, "characters": [{"room": "b2"}, {"room": "b2"}]`
	e := auditEdge(t, "b2-c2")
	for _, c := range []struct {
		name, doc string
		model     int
	}{
		{"Event movement", room + `, ` + auditEvent(0) + `, ` + auditIntruders(map[int]string{5: "b2-c2"}), 5},
		{"the Queen's Activation", room + `, "bag": 2, "decks": {"event_deck": [4], "event_discard": [0,1,2,3,5,6,7,8,9,10,11,12,13]}, ` + auditIntruders(map[int]string{0: "b2-c2"}), 0},
	} {
		s := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+c.doc+`}`)
		s, log := auditRoundEnd(t, s, 1)
		if s.Intruders()[c.model].At != int8(nemesis.Slots+e) || s.CorridorAt(e).Door != nemesis.DoorDestroyed {
			t.Errorf("%s: x%d at %d, door %d; want still in b2-c2, the Door Destroyed (log %q)", c.name, c.model, s.Intruders()[c.model].At, s.CorridorAt(e).Door, log)
		}
	}
}

// Rulebook, "Repelling": "if Repelled from the same Room, the Character
// chooses which Corridor they move to ... Repelling may result in ... an
// Intruder trying to move through Doors (they Destroy them instead)". Card
// 7 (the top of the Queen Health deck) Repels the Queen.
func TestAuditRepelTheQueen(t *testing.T) {
	s := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 16}},
	 "corridors": {"a2-b2": {"tile": 0, "door": 1}, "a1-a2": {"tile": 3}, "a2-a3": {"tile": 4}}, "queen_hits": 2, `+auditIntruders(map[int]string{0: "a2"})+`}`)
	s, log := auditDo(t, s, dice.Script(4), "P1 shoot h0 x0", "P1 pay c9")
	if s.Pending() != nemesis.PendRepel {
		t.Fatalf("pending %v, want P1's Repel choice (log %q)", s.Pending(), log)
	}
	open, _ := auditDo(t, s, dice.Script(), "P1 repel a1-a2")
	if got := open.Intruders()[0].At; got != int8(nemesis.Slots+auditEdge(t, "a1-a2")) {
		t.Errorf("Repelled to a1-a2: the Queen at %d", got)
	}
	closed, _ := auditDo(t, s, dice.Script(), "P1 repel a2-b2")
	if got := closed.Intruders()[0].At; got != nemesis.LandingSlot || closed.CorridorAt(auditEdge(t, "a2-b2")).Door != nemesis.DoorDestroyed {
		t.Errorf("Repelled into a Closed Door: the Queen at %d, door %d; want in a2, the Door Destroyed", got, closed.CorridorAt(auditEdge(t, "a2-b2")).Door)
	}
}

// Rulebook, "Order of Effects: all effects mentioning Characters should be
// done in Turn order" (Event 3, Noise in the Walls: a Noise roll for each
// Character); "Repelling ... an Intruder entering a Room with Characters (it
// tries to Attack the Character first in Turn order in that Room)".
func TestAuditTurnOrderEffects(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`, "characters": [{}, {"room": "b2"}], `+auditEvent(3)+`}`)
	for _, c := range []struct{ start, first, second string }{{"P1", "P1 rolled", "P2 rolled"}, {"P2", "P2 rolled", "P1 rolled"}} {
		s := auditPos(t, base, `{"starting_player": "`+c.start+`", "turn": "`+c.start+`"}`)
		_, log := auditRoundEnd(t, s, 1)
		if i, j := auditIndex(log, c.first), auditIndex(log, c.second); i < 0 || j < 0 || i > j {
			t.Errorf("starting %s: want %q before %q: %q", c.start, c.first, c.second, log)
		}
	}
	t.Run("Repelled into a Room with a Character", func(t *testing.T) {
		// P1 in a2 Bursts the Queen in a2-b2 to her last space; card 7
		// Repels her away from P1, into b2 where P2 stands.
		s := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`, "queen_hits": 2, "characters": [{}, {"room": "b2"}], `+auditIntruders(map[int]string{0: "a2-b2"})+`, `+auditAttacks(0, 1)+`}`)
		s, log := auditDo(t, s, dice.Script(2), "P1 burst h0 a2-b2", "P1 pay c9", "P1 hit x0")
		if s.Intruders()[0].At != auditSlot("b2") || !auditHas(log, "Queen x0 attacked P2") {
			t.Errorf("the Queen at %d: want her in b2 attacking P2 (log %q)", s.Intruders()[0].At, log)
		}
	})
}

// Rulebook, "Secret Passages: ... (such as a Technical Corridor Entrance
// Room effect) ... resolve the sequence above with the exception of the
// Choose Direction step": no Corridor is chosen, so an Intruder in an
// adjacent Corridor makes no Opportunity Attack; the Noise roll is made in
// the destination. The Room's Arg is the destination slot (a2 = 6).
func TestAuditSecretPassage(t *testing.T) {
	s := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`, "rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 12}}, "characters": [{"room": "b2"}], `+auditIntruders(map[int]string{6: "b1-b2"})+`, `+auditAttacks(0, 1, 2)+`}`)
	r := dice.Script(auditNoise3)
	s, log := auditDo(t, s, r, "P1 room 6", "P1 pay c9", "P1 pay c8")
	if s.Player(0).Room != nemesis.LandingSlot || auditHas(log, "attacked") || !auditHas(log, "noise die") {
		t.Errorf("room %d, log %q: want P1 in a2, no Attack, a Noise roll", s.Player(0).Room, log)
	}
	auditSpent(t, r)
}

// Rulebook, "When the Game Ends": "All Characters have died or
// Escaped/Hibernated". In Coop, with P2 knocked over and P1 killed, nobody
// can act: the game ends, nobody wins.
func TestAuditCoopAllDown(t *testing.T) {
	s := auditPos(t, auditStart(t, nemesis.Config{Players: 2, Coop: true}), `{`+auditBase+`, "characters": [{"health": 7}, {"status": "knocked out", "hands": [{"item": "none", "tokens": ["none", "none"]}, {"item": "none", "tokens": ["none", "none"]}], "belt": ["none", "none", "none", "none"], "backpack": []}],
	 "decks": {"support_deck": [36, 37, 38, 43]}, `+auditIntruders(map[int]string{5: "a2"})+`, `+auditAttacks(0)+`}`)
	s, log := auditDo(t, s, dice.Script(), "P1 move a2-b2", "P1 pay c9")
	if !s.Over() || len(s.Outcome().Winners) != 0 {
		t.Errorf("over %v, winners %v; want over, nobody (log %q)", s.Over(), s.Outcome().Winners, log)
	}
}

// Invariants the rulebook implies, checked after every action of random
// games in every variant: Suffocating only at 0 Oxygen ("Discard this token
// when: you gain Oxygen"); the dead hold no Items ("All Items they were
// carrying are lost"); in the Lander only once it landed; Hibernated only in
// an Active Hibernatorium; the Queen dead means off the map; a destroyed Nest
// holds no Egg ("it stays destroyed even if other effects would add new
// Eggs"); the Round never goes back and never passes 14; a destroyed or
// launched Lander never comes back.
func TestAuditRandomPlayInvariants(t *testing.T) {
	variants := append([]string{""}, nemesis.Game.Variants()...)
	for _, v := range variants {
		for seed := uint64(20); seed < 24; seed++ {
			r := dice.New(seed)
			s, err := nemesis.Game.New(v, r)
			if err != nil {
				t.Fatal(err)
			}
			name := fmt.Sprintf("%q seed %d", v, seed)
			bad := 0
			report := func(step int, format string, args ...any) {
				if bad < 3 {
					t.Errorf("%s step %d: %s", name, step, fmt.Sprintf(format, args...))
				}
				bad++
			}
			round, lander := 1, 0
			for step := 0; step < 20000 && !s.Over(); step++ {
				acts := s.Actions()
				a := acts[r.IntN(len(acts))]
				if s, _, err = nemesis.Apply(s, a, r); err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				if s.Phase() < nemesis.PhasePlayer {
					continue
				}
				for _, p := range s.Seats() {
					pl := s.Player(p)
					if pl.Suffocating && pl.Oxygen != 0 {
						report(step, "after %v: %v Suffocating with %d Oxygen", a, p, pl.Oxygen)
					}
					if pl.Status == nemesis.Dead && !s.Over() && (pl.Hands[0].Item != nemesis.NoItem || pl.Hands[1].Item != nemesis.NoItem || pl.NPack != 0 || pl.Armor != nemesis.NoItem) {
						report(step, "after %v: the dead %v holds Items", a, p)
					}
					if pl.Status == nemesis.InLander && s.Lander() != 1 {
						report(step, "after %v: %v in the Lander, Lander %d", a, p, s.Lander())
					}
					if pl.Status == nemesis.Hibernated && !s.HibernatoriumActive() {
						report(step, "after %v: %v Hibernated in an Inactive Hibernatorium", a, p)
					}
				}
				if s.QueenDead() && s.Intruders()[0].At != -1 {
					report(step, "after %v: the dead Queen at %d", a, s.Intruders()[0].At)
				}
				if strings.Contains(auditJSON(t, s), `"nest_destroyed":true`) && s.Eggs() != 0 {
					report(step, "after %v: the destroyed Nest holds %d Eggs", a, s.Eggs())
				}
				if s.Round() < round || s.Round() > nemesis.LastRound {
					report(step, "after %v: round %d after %d", a, s.Round(), round)
				}
				round = s.Round()
				if lander == 2 && s.Lander() != 2 {
					report(step, "after %v: the Lander came back (%d)", a, s.Lander())
				}
				lander = s.Lander()
			}
		}
	}
}

// Rulebook, "Lander": "their Turns are skipped (but they do not Pass — if
// all other Characters Pass, they automatically Pass too, and the Round
// ends)". The last Character boards: the Round goes on to the Launch
// decision; nobody launching, the next Round has nobody to play and must
// still reach the next Launch decision or the end.
func TestAuditEveryoneInTheLander(t *testing.T) {
	s := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`, "lander": 1, "anti_aircraft_removed": true, "characters": [{}, {"status": "in lander"}]}`)
	s, log := auditDo(t, s, dice.Script(auditNoise2), "P1 room 0", "P1 pay c9", "P1 pay c8")
	if s.Player(0).Status != nemesis.InLander {
		t.Fatalf("P1 %v (log %q)", s.Player(0).Status, log)
	}
	r := dice.New(3)
	for i := 0; i < 6 && !s.Over(); i++ {
		if s.Phase() != nemesis.PhaseLaunch {
			t.Fatalf("phase %v, to move %v, actions %v: want the Launch decision", s.Phase(), s.ToMove(), s.Actions())
		}
		for s.Phase() == nemesis.PhaseLaunch {
			p := s.ToMove()[0]
			s, _ = auditDo(t, s, r, p.String()+" launch no")
		}
	}
	auditPlayOn(t, "everyone in the Lander", s, 1, 200)
}

// Rulebook, "Armor Items": "Only one Armor Item may be worn at any moment —
// when a Character gains an Armor Item while already using one, they may
// first discard the current Armor" ("P1 keep i7 drop armor", not in
// doc.go); "Melee Attacks may be done with either type of Weapon (or even
// without any)"; the Prevent needs "any of your Weapons".
func TestAuditSecondArmorAndBareHands(t *testing.T) {
	s := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`, "characters": [{"room": "b2", "armor": 6, "hand": ["c0","c1","c2","c3","c4"], "action_deck": ["c5","c6","c7","c8","c9"]}],
	 "decks": {"item_decks": [[0,1,2,3,4,5,8,9,10,11,7],[12,13,14,15,16,17,18,19,20,21,22,23],[24,25,26,27,28,29,30,31,32,33,34,35]]}}`)
	s, _ = auditDo(t, s, dice.New(1), "P1 play c0 0")
	auditIllegal(t, s, "P1 keep i7")
	s, _ = auditDo(t, s, dice.Script(), "P1 keep i7 drop armor")
	if got := s.Player(0).Armor; got != 7 {
		t.Errorf("armor %d, want the new Vest (7)", got)
	}
	s = auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`, "characters": [{"hands": [{"item": "none", "tokens": ["none", "none"]}, {"item": "none", "tokens": ["none", "none"]}]}], `+auditIntruders(map[int]string{5: "a2"})+`, `+auditAttacks(0)+`, "token_supply": [0, 1, 0, 3, 5, 6]}`)
	s, log := auditDo(t, s, dice.Script(auditShootBlank), "P1 melee x5", "P1 pay c9")
	if s.Pending() == nemesis.PendMelee || !auditHas(log, "x5 attacked P1") {
		t.Errorf("bare hands: pending %v, log %q; want the retaliation at once (no Weapon to Prevent with)", s.Pending(), log)
	}
}

// Rulebook: Intruders attack when they enter a Room with a Character ("when
// an Intruder is placed in a Room/moved to a Room ... it immediately tries
// to Attack"), not when a Character walks in; "a Noise roll must be made
// after each Movement — even when Moving to a Room with another Character
// and/or Intruder".
func TestAuditWalkingIntoAnIntruder(t *testing.T) {
	s := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`, `+auditIntruders(map[int]string{5: "b2"})+`, `+auditAttacks(0, 1)+`}`)
	r := dice.Script(auditNoise1) // b2's value-1 Corridor is a2-b2, empty: a Noise marker
	s, log := auditDo(t, s, r, "P1 move a2-b2", "P1 pay c9")
	if auditHas(log, "attacked") || !auditHas(log, "noise die") || !s.CorridorAt(auditEdge(t, "a2-b2")).Noise {
		t.Errorf("log %q: want no Attack, a Noise roll and a marker on a2-b2", log)
	}
	auditSpent(t, r)
}

// Odd inputs elsewhere in the API: variants, seats, events, Config values
// never panic; what is refused is refused with an error.
func TestAuditOddInputs(t *testing.T) {
	guard := func(what string, f func()) {
		t.Helper()
		defer func() {
			if p := recover(); p != nil {
				t.Errorf("%s: panic %v", what, p)
			}
		}()
		f()
	}
	for _, v := range []string{"COOP", "0p", "6p", "7p", "4p", "coop deadly", " ", "solo ", "1P", "-1p", "deadly,coop"} {
		guard("variant "+v, func() {
			if s, err := nemesis.Game.New(v, dice.New(1)); err == nil {
				auditPlayOn(t, "variant "+v, s, 1, 200)
			}
		})
	}
	for _, cfg := range []nemesis.Config{{Players: -1}, {Players: 6}, {Players: 99}, {Players: 2, Tasks: 6}, {Players: 2, Tasks: -1}, {Players: 1}, {Players: 1, Tasks: 5, Coop: true, Deadly: true}} {
		guard(fmt.Sprintf("config %+v", cfg), func() {
			if s, err := nemesis.New(cfg, dice.New(1)); err == nil {
				if cfg.Players > nemesis.MaxPlayers || cfg.Players < 0 || cfg.Tasks > 5 || cfg.Tasks < 0 {
					t.Errorf("config %+v accepted", cfg)
				}
				auditPlayOn(t, fmt.Sprintf("config %+v", cfg), s, 1, 300)
			}
		})
	}
	for _, text := range []string{"", "P0", "P6", "p1", "P1 ", "observer", "Observer", "none", "P-1", "P99999999999", "人"} {
		guard("seat "+text, func() { nemesis.ParseSeat(text) })
	}
	for _, doc := range []string{``, `null`, `{}`, `{"type": "log"}`, `{"type": "log", "Text": 7}`, `{"type": "private", "Seat": "P9"}`, `{"type": "rolled", "Die": "noise", "Face": 99}`, `{"type": "nope"}`, `[1]`} {
		guard("event "+doc, func() {
			if e, err := nemesis.UnmarshalEvent([]byte(doc)); err == nil && e != nil {
				_ = e.String()
				_ = nemesis.PublicEvent(e).String()
				for _, p := range []nemesis.Seat{0, 4, 9, -1} {
					_ = nemesis.VisibleTo(e, p)
				}
			}
		})
	}
}

// doc.go: "A view cannot be played; its Actions are the viewer's": the
// seat to move sees the same list in its view, the others none.
func TestAuditViewActions(t *testing.T) {
	s := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`}`)
	if got, want := fmt.Sprint(s.View(0).Actions()), fmt.Sprint(s.Actions()); got != want {
		t.Errorf("P1's view lists %s, want %s", got, want)
	}
	if got := s.View(1).Actions(); len(got) != 0 {
		t.Errorf("P2's view lists %v while P1 decides", got)
	}
	if got := s.View(nemesis.ObserverSeat).Actions(); len(got) != 0 {
		t.Errorf("the Observer's view lists %v", got)
	}
	a, _ := nemesis.ParseAction("P1 secure")
	if err := s.View(0).Legal(a); err == nil {
		t.Errorf("Legal accepted an action on a view")
	}
}

// Rulebook, "Escaping/Hibernating": a Hibernated Character "takes no further
// part in the game until the End of the Game check" (only the Facility's
// destruction still reaches them): an Adult in the Hibernatorium does not
// attack them in the Intruder Phase.
func TestAuditHibernatedUntouched(t *testing.T) {
	s := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 16}, "c2": {"tile": 17}, "c3": {"tile": 18}},
	 "corridors": {"a2-b2": {"tile": 3}, "b2-c2": {"tile": 23}, "c2-c3": {"tile": 4}, "c3-d3": {"tile": 13}}, "hibernatorium_discovered": true, "hibernatorium_active": true,
	 "turn": "P2", "characters": [{"status": "hibernated", "room": "d3"}], `+auditIntruders(map[int]string{5: "d3"})+`, `+auditAttacks(0, 1)+`}`)
	s, log := auditRoundEnd(t, s, 1)
	if auditHas(log, "attacked P1") || s.Player(0).Status != nemesis.Hibernated || s.Player(0).Health != 0 {
		t.Errorf("P1 %v health %d: want untouched in the Hibernatorium (log %q)", s.Player(0).Status, s.Player(0).Health, log)
	}
}

// Rulebook, "Resolving Noise Markers": "draw a random Intruder token ... The
// number on the token's back shows how many Intruders are placed in the
// Corridor (a red number shows how many Drones are placed)". DATA.md: Drone
// backs 1,1,1,1,2,2; Adult backs 1×5, 2×6, 3×3; the Queen token places the
// Queen when she is not on the map. Token order assumed from DATA.md's
// listing (AUDIT.md, D5).
func TestAuditNoiseMarkerTokens(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`, "corridors": {"a2-b2": {"tile": 3}, "b1-b2": {"tile": 13, "noise": true}, "b2-c2": {"tile": 23}, "b2-b3": {"tile": 33}}}`)
	e := nemesis.Slots + auditEdge(t, "b1-b2")
	for _, c := range []struct {
		name  string
		token uint
		kind  nemesis.Kind
		n     int
	}{
		{"Drone, back 1", 7, nemesis.Drone, 1},
		{"Drone, red 2", 12, nemesis.Drone, 2},
		{"Adult, back 1", 13, nemesis.Adult, 1},
		{"Adult, back 2", 18, nemesis.Adult, 2},
		{"Adult, back 3", 26, nemesis.Adult, 3},
		{"Larva", 30, nemesis.Larva, 1},
		{"Queen, not on the map", 3, nemesis.Queen, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := auditPos(t, base, fmt.Sprintf(`{"bag": %d}`, uint64(1)<<c.token))
			r := dice.Script(auditNoise2, 1)
			s, log := auditDo(t, s, r, "P1 move a2-b2", "P1 pay c9")
			got := 0
			for m, in := range s.Intruders() {
				if int(in.At) == e {
					if nemesis.ModelKind(m) != c.kind {
						t.Errorf("a %v in b1-b2, want only %v", nemesis.ModelKind(m), c.kind)
					}
					got++
				}
			}
			if got != c.n {
				t.Errorf("%d in b1-b2, want %d (log %q)", got, c.n, log)
			}
			auditSpent(t, r)
		})
	}
}

// Rulebook, "Autodestruction Procedure": "If there are not enough spaces on
// the Round track, place the Autodestruction token behind the last space —
// the Autodestruction activates upon the game end instead." The game ends
// early (the last Character in the Facility escapes in round 11): with the
// token behind the track the Hibernated P1 dies, without it P1 lives.
func TestAuditAutodestructionAtAnEarlyEnd(t *testing.T) {
	for _, c := range []struct {
		token int
		want  nemesis.Status
	}{{0, nemesis.Hibernated}, {15, nemesis.Dead}} {
		s := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 11}, "c2": {"tile": 17}, "c3": {"tile": 18}},
		 "corridors": {"a2-b2": {"tile": 3}, "b2-c2": {"tile": 23}, "c2-c3": {"tile": 4}, "c3-d3": {"tile": 13}}, "hibernatorium_discovered": true, "hibernatorium_active": true,
		 "round": 11, "autodestruction": `+fmt.Sprint(c.token)+`, "turn": "P2", "characters": [{"status": "hibernated", "room": "d3"}, {"room": "b2"}]}`)
		s, log := auditDo(t, s, dice.Script(auditNoise1), "P2 room 0", "P2 pay c9", "P2 pay c8")
		if !s.Over() || s.Player(0).Status != c.want {
			t.Errorf("token %d: over %v, P1 %v; want over and %v (log %q)", c.token, s.Over(), s.Player(0).Status, c.want, log)
		}
	}
}

// Rulebook, "Use Any Tactical Gear Action: choose any number of your
// Tactical Gear tokens and use them ... then discard all chosen tokens
// (apart from Ammo tokens, which are moved to Weapons)" for 1 Action card;
// "Using an Ammo token allows you to Reload a Weapon: ... move an Ammo token
// from your Tactical Gear slot onto the slot on the chosen Weapon";
// "Medpack tokens ... restores 2 Health Points".
func TestAuditTacticalGear(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`}`)
	t.Run("several tokens, one card", func(t *testing.T) {
		s := auditPos(t, base, a2TakeTokens(t, base, `{"characters": [{"oxygen": 2, "health": 3, "belt": ["oxygen", "medpack", "none", "none"]}]}`))
		s, _ = auditDo(t, s, dice.Script(), "P1 gear 0 0", "P1 pay c9")
		if s.Pending() != nemesis.PendGear {
			t.Fatalf("pending %v, want more tokens or done", s.Pending())
		}
		s, _ = auditDo(t, s, dice.Script(), "P1 gear 1 0")
		if s.Pending() == nemesis.PendGear {
			s, _ = auditDo(t, s, dice.Script(), "P1 gear done")
		}
		p := s.Player(0)
		if p.Oxygen != 5 || p.Health != 1 || p.Belt[0] != nemesis.NoToken || p.Belt[1] != nemesis.NoToken || len(auditBoard(t, s, 0).Hand) != 4 {
			t.Errorf("oxygen %d health %d belt %v hand %d; want 5, 1, both used, 4 cards", p.Oxygen, p.Health, p.Belt, len(auditBoard(t, s, 0).Hand))
		}
	})
	t.Run("reload", func(t *testing.T) {
		s := auditPos(t, base, `{"characters": [{"hands": [{"item": "i52", "tokens": ["none", "none"]}, {"item": "none"}]}]}`)
		s, _ = auditDo(t, s, dice.Script(), "P1 gear 0 0", "P1 pay c9")
		if s.Pending() == nemesis.PendGear {
			s, _ = auditDo(t, s, dice.Script(), "P1 gear done")
		}
		p := s.Player(0)
		if p.Hands[0].Tok[0] != nemesis.AmmoFull || p.Belt[0] != nemesis.NoToken {
			t.Errorf("Pistol %v belt %v: want the Ammo moved onto the Pistol", p.Hands[0].Tok, p.Belt)
		}
	})
	t.Run("no reload into a loaded slot", func(t *testing.T) {
		auditIllegal(t, base, "P1 gear 0 0") // the Pistol's one slot is full
	})
}

// Rulebook, "Blocking Path": "Characters cannot perform Actions influencing
// objects behind Closed Doors" (no Grenade into a Corridor with a Closed
// Door); "Movement Sequence": Opportunity Attacks belong to every Movement,
// also one without a Noise roll ("Only some special effects allow Movement
// without a Noise roll": Sneak, the Scout's c5, DATA.md).
func TestAuditGrenadeDoorAndSneak(t *testing.T) {
	s := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 16}},
	 "corridors": {"a2-b2": {"tile": 0, "door": 1}, "a1-a2": {"tile": 3}}, `+auditIntruders(map[int]string{5: "a2-b2", 6: "a1-a2"})+`}`)
	auditIllegal(t, s, "P1 gear 3 "+fmt.Sprint(auditEdge(t, "a2-b2")))
	s = auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 16}},
	 "corridors": {"a2-b2": {"tile": 0}, "a1-a2": {"tile": 3}}, `+auditIntruders(map[int]string{5: "a2-b2"})+`, `+auditAttacks(0, 1)+`}`)
	s, log := auditDo(t, s, dice.Script(), "P1 play c5 "+fmt.Sprint(auditEdge(t, "a2-b2")))
	if s.Player(0).Room != auditSlot("b2") || !auditHas(log, "x5 attacked P1") || auditHas(log, "noise die") {
		t.Errorf("room %d, log %q: want P1 in b2 after the Adult's Opportunity Attack, no Noise roll", s.Player(0).Room, log)
	}
}
