package fireteam

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
)

// randomStates plays random games and returns every state reached.
func randomStates(t *testing.T, variants []string, seeds int) []State {
	t.Helper()
	var out []State
	for _, v := range variants {
		for seed := uint64(1); seed <= uint64(seeds); seed++ {
			r := dice.New(seed)
			s, err := newVariant(v, r)
			if err != nil {
				t.Fatal(err)
			}
			for !s.Over() {
				out = append(out, s)
				legal := s.Actions()
				if s, _, err = Apply(s, legal[r.IntN(len(legal))], r); err != nil {
					t.Fatal(err)
				}
			}
			out = append(out, s)
		}
	}
	return out
}

// twin scrambles everything seat p may not know: the order of every deck,
// the other heroes' hands (swapped with their deck cards), the recon deck's
// events.
func twin(s State, p Seat, r dice.Roller) State {
	for i := range int(s.nHeroes) {
		h := &s.heroes[i]
		if h.id == noHero {
			continue
		}
		if s.seatOf(i) != p {
			// Swap each hand card with a random deck card.
			shown := uint32(0)
			if s.step == stAim && i == int(s.cur) {
				shown = s.atkCards
			}
			for m := h.hand &^ shown; m != 0 && h.nDeck > 0; m &= m - 1 {
				n := trailing(m)
				j := r.IntN(int(h.nDeck))
				c := h.deck[j]
				h.deck[j] = uint8(n)
				h.hand = h.hand&^(1<<n) | 1<<c
			}
		}
		dice.ShuffleInPlace(r, h.deck[:h.nDeck])
	}
	dice.ShuffleInPlace(r, s.tdeck[:s.nTdeck])
	for i := range s.nRecon {
		if s.recon[i] >= eventCard {
			s.recon[i] = eventCard + uint8(r.IntN(int(nEventKinds)))
		}
	}
	dice.ShuffleInPlace(r, s.recon[:s.nRecon])
	return s
}

// TestLeaks: a seat's view is the same for twin states that differ only in
// what the seat may not know, compared field by field; the view's actions
// are the seat's actions; a view cannot be played and survives JSON.
func TestLeaks(t *testing.T) {
	r := dice.New(99)
	states := randomStates(t, []string{"", "solo", "4p", "I3/solo", "F2/3p", "T2/solo"}, 3)
	for n, s := range states {
		for _, p := range append(s.Seats(), Observer) {
			// A twin must also be consistent with what p saw happen (an
			// attack begun implies a card in range): draw until one is.
			tw := twin(s, p, r)
			for try := 0; try < 20 && tw.Validate() != nil; try++ {
				tw = twin(s, p, r)
			}
			if tw.Validate() != nil {
				tw = s
			}
			v, vt := s.View(p), tw.View(p)
			if !playtest.Equal(v, vt) {
				t.Fatalf("state %d, %s: the view leaks (-view +twin's view):\n%s", n, p, playtest.Diff(v, vt))
			}
			if got, want := fmt.Sprint(v.Actions()), fmt.Sprint(Game.ActionsFor(s, p)); got != want {
				t.Fatalf("state %d, %s: view's actions %s, want %s", n, p, got, want)
			}
			for _, a := range Game.ActionsFor(s, p) {
				if err := v.Legal(a); !errors.Is(err, incursion.ErrIllegal) {
					t.Fatalf("Legal on a view: %v", err)
				}
				if _, _, err := Apply(v, a, r); !errors.Is(err, incursion.ErrIllegal) {
					t.Fatalf("Apply on a view: %v", err)
				}
			}
			data, err := json.Marshal(v)
			if err != nil {
				t.Fatal(err)
			}
			var back State
			if err := json.Unmarshal(data, &back); err != nil {
				t.Fatalf("state %d: view of %s: %v\n%s", n, p, err, data)
			}
			if !playtest.Equal(v, back) {
				t.Fatalf("view JSON round trip (-want +got):\n%s", playtest.Diff(v, back))
			}
			_ = v.Draw()
		}
	}
}

// TestEventsVisibleTo: a seat sees the cards its heroes draw; the others
// see how many.
func TestEventsVisibleTo(t *testing.T) {
	e := Drew{Seat: Player2, Hero: Frank, N: 2, Cards: []Card{{Marksmanship, 0}, {Marksmanship, 1}}}
	if !VisibleTo(e, Player2) || VisibleTo(e, Player1) || VisibleTo(e, Observer) {
		t.Fatal("VisibleTo")
	}
	if got := Game.PublicEvent(e).String(); got != "Frank drew 2" {
		t.Fatalf("public form %q", got)
	}
}

// TestAccessors reads the table of a hand-made position.
func TestAccessors(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	if s.WaitingFor() != "turn" || len(s.Twists()) != 0 || s.Objectives()[0] != "Find the Survivors" || s.Intel(0) != 0 ||
		s.BossPower() != 0 || s.DeckSize(Frank) != 16 || len(s.Discard(Frank)) != 0 || s.Terrain(Loc(at("b2"))) != Cover {
		t.Fatal("accessors")
	}
	if u, f := s.Equipment(Frank); len(u)+len(f) != 0 {
		t.Fatal("equipment")
	}
	if s.SpecialToken(Loc(at("a1"))) != "" {
		t.Fatal("token")
	}
}

// TestPositionStrictDecoding (issue 21.2): an unknown key, a wrong type, a
// missing required member and a word no type reads are errors naming the
// member's path; omitted optional members take their documented defaults
// (threat_space 1, lucky_coin heads).
func TestPositionStrictDecoding(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	base, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	edit := func(f func(m map[string]any)) []byte {
		var m map[string]any
		if err := json.Unmarshal(base, &m); err != nil {
			t.Fatal(err)
		}
		f(m)
		b, _ := json.Marshal(m)
		return b
	}
	hero := func(m map[string]any, i int) map[string]any { return m["heroes"].([]any)[i].(map[string]any) }
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"unknown key", edit(func(m map[string]any) { m["queen_health"] = 3 }), `position: unknown key "queen_health"`},
		{"unknown nested key", edit(func(m map[string]any) { hero(m, 1)["health"] = 3 }), `position: heroes[1]: unknown key "health"`},
		{"wrong type", edit(func(m map[string]any) { m["round"] = "2" }), `position: round: want an integer, got the string "2"`},
		{"wrong nested type", edit(func(m map[string]any) { hero(m, 0)["knocked_down"] = 1 }), `position: heroes[0].knocked_down: want true or false, got the number 1`},
		{"bad card", edit(func(m map[string]any) { hero(m, 0)["hand"] = []any{"M01", "Q01"} }), `position: heroes[0].hand[1]: fireteam: no card "Q01"`},
		{"missing required", edit(func(m map[string]any) { delete(m, "waiting_for") }), `position: waiting_for: missing (required)`},
		{"missing nested required", edit(func(m map[string]any) { delete(m["monsters"].([]any)[4].(map[string]any), "pool") }), `position: monsters[4].pool: missing (required)`},
		{"not a number", edit(func(m map[string]any) { m["threat_space"] = 1.5 }), `position: threat_space: want an integer, got 1.5`},
	} {
		var got State
		err := json.Unmarshal(c.data, &got)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	var got State
	if err := json.Unmarshal(edit(func(m map[string]any) { delete(m, "threat_space"); delete(m, "lucky_coin"); delete(m, "twists") }), &got); err != nil {
		t.Fatal(err)
	}
	if got.Threat() != 1 || !got.LuckyCoinHeads() || !playtest.Equal(s, got) {
		t.Errorf("defaults: threat %d, heads %v", got.Threat(), got.LuckyCoinHeads())
	}
	if back, err := s.Position().State(); err != nil || !playtest.Equal(s, back) {
		t.Errorf("Position().State(): %v", err)
	}
}

// TestDrawShowsPendingDecision (issue 21.5): Draw's last lines say what
// the game waits for and who owes it, in every kind of decision.
func TestDrawShowsPendingDecision(t *testing.T) {
	s := fixture(t, "T1", Frank, Shad)
	if got := s.Draw(); !strings.Contains(got, "waiting for: turn; Frank (Player1) decides: move, act or end the turn") {
		t.Errorf("turn:\n%s", got)
	}
	put(&s, 0, "b4")
	put(&s, 1, "b4")
	putSpecialists(&s, "b4")
	place(&s, 0, "b4")
	s, _ = endTurns(t, s, dice.Script(aBlank))
	if got := s.Draw(); !strings.Contains(got, "waiting for: intercede; Shad (Player2) decides: take one for the team for Frank (intercede, pass)") {
		t.Errorf("intercede:\n%s", got)
	}
	if got := s.View(Player1).Draw(); !strings.Contains(got, "Shad (Player2) decides") {
		t.Errorf("intercede, Player1's view:\n%s", got)
	}
	for _, name := range mustGlob(t) {
		var p State
		b, _ := os.ReadFile(name)
		if err := json.Unmarshal(b, &p); err != nil {
			t.Fatal(err)
		}
		if !p.Over() && !strings.Contains(p.Draw(), " decides") {
			t.Errorf("%s: no pending decision in\n%s", name, p.Draw())
		}
	}
}

func mustGlob(t *testing.T) []string {
	files, err := filepath.Glob(filepath.Join("testdata", "positions", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no positions: %v", err)
	}
	return files
}

// TestScriptHelpers (issue 21.4): the dice values by meaning, and named
// cards stacked on top of the recon deck, the twist deck and an action
// deck; the state stays valid and the deck sizes do not change.
func TestScriptHelpers(t *testing.T) {
	for face, want := range map[string]int{"X": 1, "FX": 2, "BX": 3, "FB": 4, "FF": 5, "BB": 6} {
		if got := AttackDie(face); got != want || faceNames[got-1] != face {
			t.Errorf("AttackDie(%s) = %d", face, got)
		}
	}
	for res, want := range map[string]uint8{"blank": actBlank, "move": actMove, "special": actSpecial} {
		if got := activationFaces[ActivationDie(res)-1]; got != want {
			t.Errorf("ActivationDie(%s) reads %d", res, got)
		}
	}
	s := fixture(t, "I1", Frank, Shad)
	n := s.nRecon
	s, err := StackRecon(s, "discovery2", "cave_in")
	if err != nil {
		t.Fatal(err)
	}
	if s.nRecon != n || s.recon[n-1] != eventCard+uint8(evCaveIn) || s.recon[n-2] != 1 {
		t.Errorf("recon deck %v", s.recon[:s.nRecon])
	}
	s, err = StackTwists(s, "dread")
	if err != nil || twist(s.tdeck[s.nTdeck-1]) != twDread {
		t.Errorf("twists: %v", err)
	}
	s, err = StackDeck(s, Frank, "M16", "M09")
	if err != nil || s.heroes[0].deck[s.heroes[0].nDeck-1] != 8 || s.heroes[0].deck[s.heroes[0].nDeck-2] != 15 {
		t.Errorf("deck: %v", err)
	}
	mustValid(t, s)
	if _, err := StackDeck(s, Frank, "L01"); err == nil {
		t.Error("L01 is not in Frank's deck")
	}
	if _, err := StackRecon(s, "discovery4"); err == nil {
		t.Error("no discovery4 in I1")
	}
}

// TestValidateRules (issue 21.3) walks ValidateRules: for each rule, a
// valid position (I1, Frank's first turn) broken in that rule alone, and
// the error naming it.
func TestValidateRules(t *testing.T) {
	cases := map[string]func(s *State){
		"mission":         func(s *State) { s.mission = 99 },
		"players":         func(s *State) { s.players = 5 },
		"waiting-for":     func(s *State) { s.step = stAttack },
		"start-player":    func(s *State) { s.start = 3 },
		"operation":       func(s *State) { s.opWon = 1 },
		"round":           func(s *State) { s.round = 0 },
		"current-hero":    func(s *State) { s.cur = 3 },
		"heroes":          func(s *State) { s.heroes[1].id = Frank },
		"hero-location":   func(s *State) { s.heroes[1].loc = at("e3") }, // impassible
		"cards-conserved": func(s *State) { s.heroes[0].hand |= 1 << s.heroes[0].deck[0] },
		"entitlement":     func(s *State) { s.heroes[0].upg = 1 },
		"specialists-guarded": func(s *State) {
			s.spec[Henry] = at("h4")
		},
		"monsters":       func(s *State) { s.mons[0] = monster{loc: at("a1"), pool: poolReserve} },
		"boss-power":     func(s *State) { s.power = 2 },
		"threat-twists":  func(s *State) { s.threat = 5 },
		"recon-deck":     func(s *State) { s.spawnUp &^= 1 },
		"special-tokens": func(s *State) { s.tokens[0] = at("a1") },
		"objectives":     func(s *State) { s.done = 1 },
		"monster-sets":   func(s *State) { s.supp = 1 << 15 },
		"setup":          func(s *State) { *s, _ = New(Config{Mission: "I1"}, nil); s.step, s.cur = stPick, 7 },
		"attack-state":   func(s *State) { s.nDice = 2 },
		"turn-state":     func(s *State) { s.step = stDown },
		"threat-phase":   func(s *State) { s.mons[0] = monster{loc: at("a1"), pool: poolSpawn}; s.remain = 1 },
		"over":           func(s *State) { s.step = stOver },
		"playable": func(s *State) {
			s.done, s.intel = 0b11, [3]uint8{2, 1, 0}
			put(s, 0, "h4")
			put(s, 1, "h4")
			putSpecialists(s, "h4")
		},
	}
	for _, r := range ValidateRules {
		f, ok := cases[r.Name]
		if !ok {
			t.Errorf("rule %s: no case", r.Name)
			continue
		}
		s := fixture(t, "I1", Frank, Shad)
		putSpecialists(&s, "a4")
		f(&s)
		err := s.Validate()
		if err == nil || !strings.Contains(err.Error(), "invalid state: "+r.Name+": ") {
			t.Errorf("rule %s: %v", r.Name, err)
		}
	}
	if len(cases) != len(ValidateRules) {
		t.Errorf("%d cases for %d rules", len(cases), len(ValidateRules))
	}
}
