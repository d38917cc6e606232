package nemesis_test

// The independent audit of the package (AUDIT.md): scenario tests written
// from the rulebook and the documentation only, against the public API.
// Positions are built the way a user would: New, the setup actions, then a
// JSON document decoded over the started game (doc.go, "Positions").

import (
	"encoding/json"
	"errors"
	"fmt" // used below
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/nemesis"
)

// auditStart plays the setup with the first listed choice (seed 1) and
// returns the first state of the Player Phase. With 2 Characters and seed 1:
// P1 the Scout (Pistol in h0, hand c9 Extinguish, c8 Close Door, c7 Rest,
// c6 Sneak, c5 Sneak), P2 the Engineer (Shotgun in h0).
func auditStart(t *testing.T, cfg nemesis.Config) nemesis.State {
	t.Helper()
	r := dice.New(1)
	s, err := nemesis.New(cfg, r)
	if err != nil {
		t.Fatalf("New(%+v): %v", cfg, err)
	}
	for s.Phase() != nemesis.PhasePlayer {
		acts := s.Actions()
		if len(acts) == 0 {
			t.Fatalf("setup: no action in phase %v", s.Phase())
		}
		if s, _, err = nemesis.Apply(s, acts[0], r); err != nil {
			t.Fatalf("setup %v: %v", acts[0], err)
		}
	}
	return s
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
	for _, text := range texts {
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
	s, _ = auditDo(t, s, dice.Script(), "P1 secure", "P1 pay c8")
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
		s := auditPos(t, base, fmt.Sprintf(`{"characters": [{"oxygen": %d, "suffocating": %v, "belt": ["oxygen", "none", "none", "none"]}]}`, c.from, suff))
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
