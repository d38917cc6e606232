package fireteam

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
)

func TestSetup(t *testing.T) {
	for _, m := range missions {
		r := dice.New(7)
		s, err := New(Config{Players: 1, Mission: m.id}, r)
		if err != nil {
			t.Fatal(err)
		}
		s = apply(t, s, Pick{Abe}, r)
		playtest.AssertIllegal(t, Rules, s, Action(Pick{Maxine}))
		if m.required != noRole && m.required != Leadership {
			for h := Shad; h <= Don; h++ {
				if h.Role() != m.required {
					playtest.AssertIllegal(t, Rules, s, Action(Pick{h}))
				}
			}
		}
		h := Don
		if m.required == Marksmanship {
			h = Frank
		}
		s = apply(t, s, Pick{h}, r)
		for s.step == stEquip {
			s = apply(t, s, s.Actions()[0], r)
		}
		for i := range 2 {
			if n := popcount(s.heroes[i].cards()); n != 16+4*int(m.upgrades) {
				t.Errorf("%s: hero %d has %d cards", m.id, i, n)
			}
		}
		if s.nRecon != 12 || s.spawnUp != 1<<12-1 || s.tails || s.round != 1 {
			t.Errorf("%s: recon %d, tokens %b", m.id, s.nRecon, s.spawnUp)
		}
		on := 0
		for i := range nMonsters {
			if s.mons[i].loc != noLoc {
				on++
			}
		}
		if on != int(m.minions+m.elites) {
			t.Errorf("%s: %d monsters on the board", m.id, on)
		}
		for i := range 2 {
			if s.heroes[i].loc != s.b().entry || s.heroes[i].handSize() != s.handSize(i) {
				t.Errorf("%s: hero %d", m.id, i)
			}
		}
		mustValid(t, s)
	}
}

func TestEquipHeroes(t *testing.T) {
	r := dice.New(3)
	s, err := New(Config{Players: 1, Mission: "I3"}, r)
	if err != nil {
		t.Fatal(err)
	}
	s = apply(t, s, Pick{Abe}, r)
	s = apply(t, s, Pick{Frank}, r)
	if got, want := actionsText(s), "upgrade Abe 1, upgrade Abe 2, upgrade Abe 3, upgrade Abe 4"; got != want {
		t.Fatalf("%q, want %q", got, want)
	}
	playtest.AssertIllegal(t, Rules, s, Action(Focus{Abe, 1})) // upgrades first
	s = apply(t, s, Upgrade{Abe, 2}, r)
	playtest.AssertIllegal(t, Rules, s, Action(Upgrade{Abe, 2}))
	s = apply(t, s, Upgrade{Abe, 4}, r)
	s = apply(t, s, Focus{Abe, 1}, r) // +1 speed
	s = apply(t, s, Focus{Abe, 2}, r) // +1 hand size
	if s.step != stEquip || s.order(int(s.cur)) != 1 {
		t.Fatalf("Frank's turn to equip: %s", stepNames[s.step])
	}
	s = apply(t, s, Upgrade{Frank, 1}, r)
	s = apply(t, s, Upgrade{Frank, 3}, r)
	s = apply(t, s, Focus{Frank, 6}, r) // +1 range
	s = apply(t, s, Focus{Frank, 4}, r) // +1 bullet die
	abe := &s.heroes[0]
	if abe.upg != 0b1010 || popcount(abe.cards()) != 24 || abe.handSize() != 6 || s.speedOf(0) != 3 {
		t.Fatalf("Abe: upgrades %b, %d cards, hand %d, speed %d", abe.upg, popcount(abe.cards()), abe.handSize(), s.speedOf(0))
	}
	if s.cardRange(1, 0) != 4 { // Hydrostatic Shock: range 3, +1
		t.Fatalf("Frank's range %d", s.cardRange(1, 0))
	}
	mustValid(t, s)
}

// Rulebook, Setup "3. Equip Heroes": "Each player selects any upgrade cards
// they are entitled to as specified by the Mission Briefing" (and focus
// cards alike). The reading taken is "exactly the entitlement" (RULES.md,
// "Readings", issue 20.8): "ready Frank" is refused by default. Under
// Config.UpToEntitlement (variant "I3/upto") a player may stop short, in
// any order: Abe takes one upgrade set and one focus card, Frank none.
func TestEquipHeroes_UpToEntitlement(t *testing.T) {
	r := dice.New(3)
	s, err := New(Config{Players: 1, Mission: "I3"}, r)
	if err != nil {
		t.Fatal(err)
	}
	s = apply(t, s, Pick{Abe}, r)
	s = apply(t, s, Pick{Frank}, r)
	s = apply(t, s, Upgrade{Abe, 2}, r)
	if err := s.Legal(Ready{Abe}); err == nil || !strings.Contains(err.Error(), "exactly the upgrades and focus cards the mission entitles him to") {
		t.Fatalf("ready by default: %v", err)
	}
	if v, err := Game.New("I3/upto", r); err != nil || !v.upTo {
		t.Fatalf("variant: %v, up to %v", err, v.upTo)
	}
	s, _ = New(Config{Players: 1, Mission: "I3", UpToEntitlement: true}, r)
	s = apply(t, s, Pick{Abe}, r)
	s = apply(t, s, Pick{Frank}, r)
	if diff := cmp.Diff("upgrade Abe 1, upgrade Abe 2, upgrade Abe 3, upgrade Abe 4, focus Abe 1, focus Abe 2, focus Abe 3, focus Abe 4, focus Abe 5, focus Abe 6, ready Abe", actionsText(s)); diff != "" {
		t.Fatalf("(-want +got):\n%s", diff)
	}
	s = apply(t, s, Focus{Abe, 2}, r) // a focus card before the upgrades
	s = apply(t, s, Upgrade{Abe, 4}, r)
	mustValid(t, s)
	s = apply(t, s, Ready{Abe}, r)
	if s.step != stEquip || s.order(int(s.cur)) != 1 {
		t.Fatalf("Frank's turn to equip: %s", stepNames[s.step])
	}
	s = apply(t, s, Ready{Frank}, r)
	if s.step != stTactic && s.step != stTurn {
		t.Fatalf("after setup: %s", stepNames[s.step])
	}
	abe, frank := &s.heroes[0], &s.heroes[1]
	if abe.upg != 0b1000 || abe.focus != 0b10 || popcount(abe.cards()) != 20 || abe.handSize() != 6 {
		t.Errorf("Abe: upgrades %b, focus %b, %d cards, hand %d", abe.upg, abe.focus, popcount(abe.cards()), abe.handSize())
	}
	if frank.upg != 0 || frank.focus != 0 || popcount(frank.cards()) != 16 {
		t.Errorf("Frank: upgrades %b, focus %b, %d cards", frank.upg, frank.focus, popcount(frank.cards()))
	}
	mustValid(t, s)
	// The reading travels with the position; without it the same
	// equipment is invalid.
	b, err := json.Marshal(s)
	if err != nil || !strings.Contains(string(b), `"equipment_up_to":true`) {
		t.Fatalf("%v %s", err, b)
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil || !back.upTo {
		t.Fatalf("round trip: %v", err)
	}
	back.upTo = false
	if err := back.Validate(); err == nil || !strings.Contains(err.Error(), "not the mission's entitlement") {
		t.Errorf("fewer upgrades read exactly: %v", err)
	}
}
