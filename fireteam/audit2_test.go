package fireteam_test

// The second independent audit (issue 11): scenario tests written from the
// rulebook, issue 11, doc.go, RULES.md and DATA.md, through the public API
// only (positions in the documented JSON format, actions as text).

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/fireteam"
)

// a2 is a position being written: a mission's first hero turn (from
// auditBaseMission), every monster off the board and out of the pools.
type a2 struct {
	t     *testing.T
	m     map[string]any
	names []string
}

var a2Cache = map[string][]byte{}

func a2Base(t *testing.T, mission string) *a2 {
	t.Helper()
	b, ok := a2Cache[mission]
	if !ok {
		b, _ = json.Marshal(auditBaseMission(t, mission))
		a2Cache[mission] = b
	}
	p := &a2{t: t}
	if err := json.Unmarshal(b, &p.m); err != nil {
		t.Fatal(err)
	}
	for _, x := range p.m["monsters"].([]any) {
		mm := x.(map[string]any)
		mm["at"] = ""
		if mm["monster"] != "boss" {
			mm["pool"] = "none"
		}
	}
	for _, x := range p.m["heroes"].([]any) {
		p.names = append(p.names, x.(map[string]any)["hero"].(string))
	}
	return p
}

func (p *a2) hero(i int) map[string]any { return auditHero(p.m, i) }

// monster sets a monster's location ("" off the board) and pool.
func (p *a2) monster(name, at, pool string) {
	for _, x := range p.m["monsters"].([]any) {
		mm := x.(map[string]any)
		if mm["monster"] == name {
			mm["at"], mm["pool"] = at, pool
			if name == "boss" && at != "" {
				p.m["boss_power_tokens"] = float64(len(p.names))
			}
			return
		}
	}
	p.t.Fatalf("no monster %s", name)
}

// hand gives hero i exactly these cards in hand, the rest of his cards in
// his deck.
func (p *a2) hand(i int, cards ...string) {
	h := p.hero(i)
	var all []string
	for _, k := range []string{"hand", "deck", "discard"} {
		for _, c := range h[k].([]any) {
			all = append(all, c.(string))
		}
	}
	var deck []any
	for _, c := range all {
		if !slices.Contains(cards, c) {
			deck = append(deck, c)
		}
	}
	if len(deck)+len(cards) != len(all) {
		p.t.Fatalf("%s does not hold %v (%v)", p.names[i], cards, all)
	}
	h["hand"], h["deck"], h["discard"] = auditStrs(cards...), deck, []any{}
}

func (p *a2) state() fireteam.State {
	p.t.Helper()
	s, err := auditTryState(p.m)
	if err != nil {
		b, _ := json.MarshalIndent(p.m, "", " ")
		p.t.Fatalf("position: %v\n%s", err, b)
	}
	return s
}

// tacticalCards are cards of each role (by letter) whose effect is a
// tactical response, not a reaction (DATA.md), so holding them asks no
// reaction of a hero.
var tacticalCards = map[byte][]string{
	'L': {"L01", "L02", "L09", "L10", "L15", "L16"},
	'C': {"C07", "C08", "C11", "C12", "C15", "C16"},
	'M': {"M03", "M04", "M07", "M08", "M13", "M14"},
	'D': {"D03", "D04", "D09", "D10", "D15", "D16"},
}

func (p *a2) roleLetter(i int) byte {
	h := p.hero(i)
	for _, k := range []string{"hand", "deck"} {
		if xs := h[k].([]any); len(xs) > 0 {
			return xs[0].(string)[0]
		}
	}
	p.t.Fatal("no card")
	return 0
}

// threatSetup: the first hero knocked down (ignored by the monsters), the
// second, holding n tactical cards and guarding both specialists, at loc,
// ending his turn (the last of the round).
func (p *a2) threatSetup(loc string, n int) string {
	p.hero(0)["at"], p.hero(0)["knocked_down"] = loc, true
	p.hero(1)["at"] = loc
	p.m["patty"], p.m["henry"] = loc, loc
	p.hand(0)
	p.hand(1, tacticalCards[p.roleLetter(1)][:n]...)
	p.m["start_player_hero"], p.m["current_hero"] = 0.0, 1.0
	return "end " + p.names[1]
}

var a2Locs = func() []string {
	var out []string
	for r := 1; r <= 4; r++ {
		for c := 'a'; c <= 'h'; c++ {
			out = append(out, fmt.Sprintf("%c%d", c, r))
		}
	}
	return out
}()

func a2Loc(t *testing.T, name string) fireteam.Loc {
	var l fireteam.Loc
	if err := l.UnmarshalText([]byte(name)); err != nil {
		t.Fatal(err)
	}
	return l
}

// a2Cheb is the range between two locations of the 8×4 grid (DATA.md:
// diagonals touch, range ignores terrain).
func a2Cheb(a, b string) int {
	dx, dy := int(a[0])-int(b[0]), int(a[1])-int(b[1])
	return max(dx, -dx, dy, -dy)
}

func a2Events[E fireteam.Event](evs []fireteam.Event) []E {
	var out []E
	for _, e := range evs {
		if x, ok := e.(E); ok {
			out = append(out, x)
		}
	}
	return out
}

// Zero-hit faces for each attack type (DATA.md's die: face 6 two bullets,
// face 5 two brawl, face 4 brawl and bullet).
var zeroFace = map[string]int{"brawl": 6, "bullet": 5, "bomb": 4}

// Terrain Effects, III - Monster Attacks: a monster's ranged attack loses a
// die against a target in cover and gains one from elevated terrain at a
// non-elevated target; neither applies within one location. The Fetch
// Stalker (2 bullet dice, range 2) ignores cover (its attribute, DATA.md);
// the Brood Mother (3 bomb dice, range 1) does not. Every pair of starting
// locations is tried, and the rule is checked wherever the elite attacks.
func TestAudit2MonsterRangedAttackTerrain(t *testing.T) {
	for _, c := range []struct {
		mission, typ string
		str          int
		ignoresCover bool
	}{{"F1", "bullet", 2, true}, {"T1", "bomb", 3, false}} {
		seen := map[string]bool{}
		base := a2Base(t, c.mission)
		ref := base.state()
		for _, h := range a2Locs {
			if ref.Terrain(a2Loc(t, h)) == fireteam.Impassible {
				continue
			}
			for _, from := range a2Locs {
				if from == h || ref.Terrain(a2Loc(t, from)) == fireteam.Impassible {
					continue
				}
				p := a2Base(t, c.mission)
				end := p.threatSetup(h, 2)
				p.monster("e1", from, "spawn")
				faces := []int{1} // blank activation die
				for range 8 {
					faces = append(faces, zeroFace[c.typ])
				}
				after, evs, err := auditTry(p.state(), end, dice.Script(faces...))
				if err != nil {
					t.Fatal(err)
				}
				rolls := a2Events[fireteam.Rolled](evs)
				if len(rolls) == 0 {
					continue
				}
				ml, _ := after.MonsterAt(fireteam.Monster(9))
				to := a2Loc(t, h)
				want, why := c.str, "same location"
				if ml != to {
					why = "ranged"
					if ref.Terrain(to) == fireteam.Cover {
						if c.ignoresCover {
							why += ", cover ignored"
						} else {
							want--
							why += ", cover"
						}
					}
					if ref.Terrain(ml) == fireteam.Elevated {
						if ref.Terrain(to) != fireteam.Elevated {
							want++
							why += ", from elevated"
						} else {
							why += ", elevated to elevated"
						}
					}
				}
				seen[why] = true
				if got := len(rolls[0].Dice); got != want {
					t.Errorf("%s: e1 %s -> %s attacks %s at %s (%s): %d dice, want %d", c.mission, from, ml, p.names[1], h, why, got, want)
				}
			}
		}
		for _, why := range []string{"same location", "ranged", "ranged, from elevated"} {
			if !seen[why] {
				t.Errorf("%s: no case %q (%v)", c.mission, why, seen)
			}
		}
		if c.ignoresCover && !seen["ranged, cover ignored"] || !c.ignoresCover && !seen["ranged, cover"] {
			t.Errorf("%s: cover never tried (%v)", c.mission, seen)
		}
	}
}

// II - The Activation Die, Special Symbol: each of the nine monster cards'
// special ability (DATA.md): extra hit (one more hit if it finds a target:
// the rulebook's corrupted human), leap (two more locations), summon (a
// minion of the Spawn Pool spawns in its location). Each is played against
// a blank die and a move symbol: both sides.
func TestAudit2MonsterSpecialAbilities(t *testing.T) {
	for _, c := range []struct {
		mission, mon, name, special, typ string
		speed                            int
	}{
		{"I1", "m1", "Corrupted Animal", "leap", "brawl", 2},
		{"I1", "e1", "Corrupted Human", "extra hit", "brawl", 1},
		{"I3", "boss", "The Host", "summon", "bomb", 1},
		{"F1", "m1", "Fetch Wisp", "extra hit", "brawl", 3},
		{"F1", "e1", "Fetch Stalker", "leap", "bullet", 2},
		{"F3", "boss", "The Doppelganger", "extra hit", "bullet", 2},
		{"T1", "m1", "Spawn of Typhon", "leap", "brawl", 2},
		{"T1", "e1", "Brood Mother", "summon", "bomb", 1},
		{"T3", "boss", "Typhon", "summon", "brawl", 1},
	} {
		for _, face := range []int{1, 4, 6} {
			p := a2Base(t, c.mission)
			hero, from := "a1", "a1"
			if c.special == "leap" {
				from = "h4" // range 7: no leap reaches a1
			}
			if ref := p.state(); ref.Terrain(a2Loc(t, hero)) == fireteam.Impassible || ref.Terrain(a2Loc(t, from)) == fireteam.Impassible {
				hero, from = "a2", map[bool]string{true: "h3", false: "a2"}[c.special == "leap"]
			}
			end := p.threatSetup(hero, 3)
			pool := "spawn"
			if c.mon == "boss" {
				pool = "reserve"
			}
			p.monster(c.mon, from, pool)
			if c.special == "summon" {
				p.monster("m1", "", "spawn") // in the Spawn Pool, off the board
			}
			faces := []int{face}
			for range 8 {
				faces = append(faces, zeroFace[c.typ])
			}
			faces = append(faces, 1, 1, 1) // spawn dice, if any
			_, evs, err := auditTry(p.state(), end, dice.Script(faces...))
			if err != nil {
				t.Fatal(err)
			}
			what := fmt.Sprintf("%s %s (%s), activation face %d", c.mission, c.name, c.special, face)
			special := face == 6
			switch c.special {
			case "leap":
				moved := len(a2Events[fireteam.MonsterMoved](evs))
				want := c.speed
				switch face {
				case 4:
					want++
				case 6:
					want += 2
				}
				if moved != want {
					t.Errorf("%s: moved %d locations, want %d (%v)", what, moved, want, evs)
				}
			case "extra hit":
				rolls := a2Events[fireteam.Rolled](evs)
				want := 0
				if special {
					want = 1
				}
				if len(rolls) != 1 || rolls[0].Hits != want {
					t.Errorf("%s: rolled %v, want %d hits", what, rolls, want)
				}
				hits := a2Events[fireteam.HeroHit](evs)
				if special != (len(hits) == 1 && hits[0].Hits == 1) {
					t.Errorf("%s: hero hits %v", what, hits)
				}
			case "summon":
				// A minion spawns in the summoner's location before its
				// attack (later spawns, at the Spawn Monsters step, come
				// after the roll).
				summoned := false
				for _, e := range evs {
					if _, ok := e.(fireteam.Rolled); ok {
						break
					}
					if sp, ok := e.(fireteam.Spawned); ok && sp.At == a2Loc(t, from) && sp.Monster < 9 {
						summoned = true
					}
				}
				if summoned != special {
					t.Errorf("%s: summoned %v (%v)", what, summoned, evs)
				}
			}
		}
	}
}

// recon puts a recon card (by its position name) on top of the recon deck
// (top last), or with top false takes it out. An event not in the deck
// takes the place of the deck's last event.
func (p *a2) recon(card string, top bool) {
	deck := p.m["recon_deck"].([]any)
	i := slices.Index(deck, any(card))
	if i < 0 && top {
		for j := len(deck) - 1; j >= 0; j-- {
			if !strings.HasPrefix(deck[j].(string), "discovery") {
				deck[j], i = card, j
				break
			}
		}
	}
	if i < 0 {
		return
	}
	deck = slices.Delete(slices.Clone(deck), i, i+1)
	if top {
		deck = append(deck, card)
	}
	p.m["recon_deck"] = deck
}

// Special Attacks (objectives): the Weak Pillar of T2 is attacked as if it
// were a monster; DATA.md: 3 damage in one attack, no resistance, places
// the objective's intel, and a bomb also hits every figure in its location
// (Explosives) but not the attacker in another location. Both sides: 2 and
// 3 hits.
func TestAudit2SpecialAttackOnObjective(t *testing.T) {
	for _, hits := range []int{2, 3} {
		p := a2Base(t, "T2")
		if p.names[1] != "Don" {
			t.Fatalf("heroes %v", p.names)
		}
		p.recon("discovery1", false) // found at c1 (spawn token 2, now face down)
		p.m["spawn_tokens_face_up"] = []any{1.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0}
		p.m["special_tokens"] = []any{map[string]any{"token": "Weak Pillar", "at": "c1", "discovery": 1.0}}
		p.hero(0)["at"] = "c1" // Abe beside the pillar
		p.hand(0, "L01", "L02", "L09", "L10")
		p.hero(1)["at"] = "d2" // Don, one location away
		p.hand(1, "D01", "D09")
		p.m["patty"], p.m["henry"] = "c1", "c1" // with Abe; the bomb never hurts them
		p.monster("m1", "c1", "spawn")          // Spawn of Typhon: health 2, bomb resistance 1
		p.m["current_hero"] = 1.0
		s := p.state()
		for _, a := range []string{"attack Don token1", "add Don D01"} {
			s = auditDo(t, s, a, nil)
		}
		faces := []int{5, 5, 5, 5} // two brawl: no bomb symbol
		for i := range hits {
			faces[i] = 1 // a bomb symbol
		}
		s, evs, err := auditTry(s, "roll Don", dice.Script(faces...))
		if err != nil {
			t.Fatal(err)
		}
		// Henry is adjacent: Don keeps his dice.
		after, evs2, err := auditTry(s, "keep Don", nil)
		if err != nil {
			t.Fatal(err)
		}
		evs = append(evs, evs2...)
		done := hits >= 3
		if got := after.Intel(0); got != map[bool]int{true: 1, false: 0}[done] {
			t.Errorf("%d hits: intel on Collapse the Chapel %d", hits, got)
		}
		if got := after.SpecialToken(a2Loc(t, "c1")) == ""; got != done {
			t.Errorf("%d hits: pillar removed %v", hits, got)
		}
		var heroHits []string
		for _, e := range a2Events[fireteam.HeroHit](evs) {
			heroHits = append(heroHits, fmt.Sprintf("%s %d", e.Hero, e.Hits))
		}
		if want := []string{fmt.Sprintf("Abe %d", hits)}; !slices.Equal(heroHits, want) {
			t.Errorf("%d hits: heroes hit %v, want %v", hits, heroHits, want)
		}
		_, onBoard := after.MonsterAt(0)
		if onBoard == done {
			t.Errorf("%d hits: the Spawn of Typhon there on the board %v", hits, onBoard)
		}
	}
}

// Special Attacks (allies): F2's Mirror Vault makes the searcher attack an
// ally his cards reach (DATA.md); the hits are resolved as a monster's
// (Knockdown, The Lucky Coin). Both sides: Abe within Frank's card's range
// (3) and one location beyond it.
func TestAudit2SpecialAttackOnAlly(t *testing.T) {
	for _, abe := range []string{"c4", "b4"} {
		p := a2Base(t, "F2")
		if p.names[0] != "Abe" || p.names[1] != "Frank" {
			t.Fatalf("heroes %v", p.names)
		}
		p.recon("discovery2", true) // the Mirror Vault on top
		p.hero(0)["at"] = abe
		p.hand(0, "L01")
		p.hero(1)["at"] = "f4"                // a face-up spawn token
		p.hand(1, "M01")                      // Hydrostatic Shock: bullet 3, range 3
		p.m["patty"], p.m["henry"] = abe, abe // with Abe, out of Frank's reach
		p.m["current_hero"] = 1.0
		s := auditDo(t, p.state(), "search Frank", nil)
		var acts []string
		for _, a := range s.Actions() {
			acts = append(acts, a.String())
		}
		reach := abe == "c4"
		if reach {
			if !slices.Equal(acts, []string{"attack Frank ally1"}) {
				t.Fatalf("Abe at %s: actions %v, want only the attack on Abe", abe, acts)
			}
			s = auditDo(t, s, "attack Frank ally1", nil)
			s = auditDo(t, s, "add Frank M01", nil)
			after, evs, err := auditTry(s, "roll Frank", dice.Script(6, 6, 6))
			if err != nil {
				t.Fatal(err)
			}
			if !after.KnockedDown(fireteam.Abe) || after.LuckyCoinHeads() {
				t.Errorf("6 hits on Abe holding 1 card: knocked down %v, coin heads %v (%v)", after.KnockedDown(fireteam.Abe), after.LuckyCoinHeads(), evs)
			}
			continue
		}
		if slices.Contains(acts, "attack Frank ally1") || !slices.Contains(acts, "end Frank") {
			t.Errorf("Abe at %s, out of range: actions %v", abe, acts)
		}
	}
}

func a2Acts(s fireteam.State) []string {
	var out []string
	for _, a := range s.Actions() {
		out = append(out, a.String())
	}
	return out
}

// Missions and Operations: an accomplished mission of an operation leads to
// the players' choice among the missions left; the next is a new game
// (Setup from step 1: the Lucky Coin "always heads up at the start of a
// mission", the threat token on the first space, heroes, upgrades and
// focus chosen again per the new Mission Briefing's entitlement: DATA.md
// gives the third mission two of each). A failed mission ends the
// operation lost.
func TestAudit2Operation(t *testing.T) {
	p := a2Base(t, "I1")
	p.m["operation"] = "I"
	p.m["intel"] = []any{2.0, 1.0}
	p.m["objectives_complete"] = []any{1.0, 2.0}
	p.m["lucky_coin"] = "tails"
	p.m["threat_space"] = 5.0
	p.m["twists"], p.m["twist_deck"] = []any{"fury"}, []any{"thick_hide", "restless", "onslaught", "ferocity", "frenzy", "dread", "hardened"}
	p.hero(0)["at"] = "g4" // Abe, one step from the exit h4
	p.hero(1)["at"] = "h4"
	p.m["patty"], p.m["henry"] = "g4", "g4"
	s := p.state()
	if s.Over() {
		t.Fatal("over before reaching the exit")
	}
	s = auditDo(t, s, "move Abe h4 patty henry", nil)
	if s.WaitingFor() != "next" || s.Over() {
		t.Fatalf("after I1: waiting for %s", s.WaitingFor())
	}
	if got := a2Acts(s); !slices.Equal(got, []string{"mission I2", "mission I3"}) {
		t.Errorf("next missions %v", got)
	}
	s = auditDo(t, s, "mission I3", nil)
	if s.Mission() != "I3" || s.Operation() != "I" || !s.LuckyCoinHeads() || s.Threat() != 1 || len(s.Twists()) != 0 {
		t.Errorf("I3 begins: mission %s op %s coin heads %v threat %d twists %v", s.Mission(), s.Operation(), s.LuckyCoinHeads(), s.Threat(), s.Twists())
	}
	r := dice.New(4)
	for _, a := range []string{"start Player2", "pick Maxine", "pick Frank"} {
		s = auditDo(t, s, a, r)
	}
	// I3 requires Leadership: Maxine; each selects 2 upgrade sets, then 2
	// focus cards, in pick order (Maxine first: Player2 holds the token).
	n := 0
	for s.WaitingFor() == "equip" {
		acts := a2Acts(s)
		kind := "upgrade"
		if n%4 >= 2 {
			kind = "focus"
		}
		if !strings.HasPrefix(acts[0], kind) {
			t.Fatalf("selection %d: %v", n, acts)
		}
		s = auditDo(t, s, acts[0], r)
		n++
	}
	if n != 8 {
		t.Errorf("%d equipment selections, want 8", n)
	}
	for _, h := range []fireteam.Hero{fireteam.Maxine, fireteam.Frank} {
		up, fo := s.Equipment(h)
		if len(up) != 2 || len(fo) != 2 || s.HandSize(h)+s.DeckSize(h) != 16+8 {
			t.Errorf("%s: upgrades %v focus %v cards %d", h, up, fo, s.HandSize(h)+s.DeckSize(h))
		}
	}
	// Lost: a knockdown with the coin tails in the operation's second
	// mission.
	p = a2Base(t, "I2")
	p.m["operation"], p.m["operation_missions_won"] = "I", []any{"I1"}
	p.m["lucky_coin"] = "tails"
	end := p.threatSetup("b3", 0)
	p.hero(0)["knocked_down"] = false
	p.hero(0)["at"] = "h1"
	p.monster("e1", "b3", "spawn") // the Corrupted Human: 2 brawl dice
	after, _, err := auditTry(p.state(), end, dice.Script(1, 5, 5))
	if err != nil {
		t.Fatal(err)
	}
	if o := after.Outcome(); !after.Over() || o.Won(fireteam.Player1) || o.MissionsWon != 1 || o.Operation != "I" {
		t.Errorf("knocked down with the coin tails in I2: over %v outcome %+v", after.Over(), o)
	}
}

// 3. Draw Cards: "If your action deck becomes depleted, immediately
// reshuffle your discard pile to form a new deck." A Supply Cache draws 2:
// from a deck of 3 no reshuffle; from a deck of exactly 2 the deck is
// depleted and at once rebuilt from the discard pile; from a deck of 1 the
// second card comes from the reshuffled pile.
func TestAudit2ActionDeckReshuffle(t *testing.T) {
	for _, deck := range []int{3, 2, 1} {
		p := a2Base(t, "I1")
		p.hand(0, "L01", "L02", "L03")
		h := p.hero(0)
		rest := h["deck"].([]any)
		h["deck"], h["discard"] = rest[:deck], rest[deck:]
		discards := len(rest) - deck
		p.recon("supplies", true)
		p.hero(0)["at"] = "b4" // spawn token 10, face up; Patty at a4 beside: a free search
		after, evs, err := auditTry(p.state(), "search Abe", dice.New(1))
		if err != nil {
			t.Fatal(err)
		}
		reshuffled := len(a2Events[fireteam.Reshuffled](evs)) > 0
		if reshuffled != (deck <= 2) {
			t.Errorf("deck %d: reshuffled %v", deck, reshuffled)
		}
		wantDeck := deck - 2
		if deck <= 2 {
			wantDeck = deck + discards - 2
		}
		if got := after.DeckSize(fireteam.Abe); got != wantDeck || after.HandSize(fireteam.Abe) != 5 {
			t.Errorf("deck %d: deck %d hand %d, want deck %d hand 5", deck, got, after.HandSize(fireteam.Abe), wantDeck)
		}
		if deck <= 2 && len(after.Discard(fireteam.Abe)) != 0 {
			t.Errorf("deck %d: discard pile %v after the reshuffle", deck, after.Discard(fireteam.Abe))
		}
	}
}

// Searching, Setup 6: the recon deck is never reshuffled; it holds exactly
// 12 cards for the 12 face-up spawn tokens, and each search turns one down
// and draws one, so a face-up token always has a card to draw.
func TestAudit2ReconDeckMatchesSpawnTokens(t *testing.T) {
	for _, mi := range []string{"I1", "I2", "I3", "F1", "F2", "F3", "T1", "T2", "T3"} {
		s, err := fireteam.New(fireteam.Config{Mission: mi}, dice.New(1))
		if err != nil {
			t.Fatal(err)
		}
		r := dice.New(7)
		for k := 0; k < 400 && !s.Over(); k++ {
			up := 0
			for n := 1; n <= 12; n++ {
				if s.SpawnTokenUp(n) {
					up++
				}
			}
			if s.ReconLeft() != up {
				t.Fatalf("%s: %d recon cards for %d face-up spawn tokens", mi, s.ReconLeft(), up)
			}
			acts := s.Actions()
			s = auditDo(t, s, acts[r.IntN(len(acts))].String(), r)
		}
	}
}

// Cave-In (DATA.md: the searcher is thrown into the adjacent location
// nearest the entry point, an involuntary move) and Guarding Specialists:
// "any specialists you are guarding must come with you unless there is
// another hero there to take charge of them". Shad alone: they come; with
// Abe active there: they stay; with Abe knocked down there (not an active
// hero: he cannot take charge, RULES.md): they come.
func TestAudit2CaveInGuarding(t *testing.T) {
	for _, c := range []struct {
		abe        string
		down, come bool
	}{{"h4", false, true}, {"d4", false, false}, {"d4", true, true}} {
		p := a2Base(t, "I1")
		p.recon("cave_in", true)
		p.hero(0)["at"], p.hero(0)["knocked_down"] = c.abe, c.down
		p.hero(1)["at"] = "d4" // spawn token 11
		p.m["patty"], p.m["henry"] = "d4", "d4"
		p.m["current_hero"] = 1.0
		after, _, err := auditTry(p.state(), "search Shad", dice.New(1))
		if err != nil {
			t.Fatal(err)
		}
		if after.WaitingFor() == "bring" {
			// Another active hero guards them: Shad may leave them
			// (issue 20.6; TestGuardingSpecialists_InvoluntaryMoveChoice
			// covers his other choices).
			if after, _, err = auditTry(after, "bring Shad", dice.New(1)); err != nil {
				t.Fatal(err)
			}
		}
		to, _ := after.HeroAt(fireteam.Shad)
		if a2Cheb(to.String(), "d4") != 1 || a2Cheb(to.String(), "a4") >= a2Cheb("d4", "a4") {
			t.Errorf("Abe %+v: Shad thrown to %s, want a location beside d4 nearer the entry a4", c, to)
		}
		for i := range 2 {
			if moved := after.SpecialistAt(i) == to; moved != c.come {
				t.Errorf("Abe %+v: specialist %d at %s, Shad at %s", c, i, after.SpecialistAt(i), to)
			}
		}
	}
}

// Ambush!: "Take that monster from the Spawn Pool if possible. If this is
// not possible because all eligible monsters are already on the board,
// take one of those instead, selecting the one furthest away". An elite in
// the Reserve Pool is not eligible (Reserve Pool: spawned only when a
// mission's effect says so).
func TestAudit2ElitePoolEmptyAmbush(t *testing.T) {
	for _, joined := range []bool{false, true} {
		p := a2Base(t, "I2")
		p.recon("elite_ambush", true)
		// I2's spawn token 10 is at c4; Abe searches there.
		p.hero(0)["at"], p.hero(1)["at"] = "c4", "c4"
		p.m["patty"], p.m["henry"] = "c4", "c4"
		p.hand(0, "L01", "L02")
		p.hand(1, "D03", "D04")
		p.monster("e1", "c1", "spawn") // range 3
		want := "e1"
		if joined {
			// The Reserve Pool joined the Spawn Pool (a stir discovery).
			p.monster("e2", "h1", "spawn") // range 5: the furthest
			want = "e2"
		} else {
			p.monster("e2", "", "reserve")
		}
		after, evs, err := auditTry(p.state(), "search Abe", dice.Script(1, 6, 6, 6, 6))
		if err != nil {
			t.Fatal(err)
		}
		sp := a2Events[fireteam.Spawned](evs)
		if len(sp) != 1 || sp[0].Monster.String() != want || sp[0].At.String() != "c4" {
			t.Errorf("reserve joined %v: spawned %v, want %s at c4", joined, sp, want)
		}
		if l, ok := after.MonsterAt(fireteam.Monster(10)); ok && !joined {
			t.Errorf("the reserve elite e2 came onto the board at %s", l)
		}
	}
}

// a2Players is a2Base for a number of players (the first picks in the
// legal order).
func a2Players(t *testing.T, mission string, players int) *a2 {
	t.Helper()
	key := fmt.Sprintf("%s/%d", mission, players)
	if _, ok := a2Cache[key]; !ok {
		r := dice.New(1)
		s, err := fireteam.New(fireteam.Config{Mission: mission, Players: players}, r)
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; k < 40 && s.WaitingFor() != "turn"; k++ {
			s = auditDo(t, s, s.Actions()[0].String(), r)
		}
		b, _ := json.Marshal(s)
		a2Cache[key] = b
		var m map[string]any
		_ = json.Unmarshal(b, &m)
		b, _ = json.Marshal(m)
		a2Cache[key] = b
	}
	a2Cache[key+"#"] = a2Cache[key]
	return a2Base(t, key+"#")
}

// III - Monster Attacks, Attacking: never more than 8 attack dice. The
// Spawn of Typhon rolls 1 die and, by its swarm attribute (DATA.md), one
// more per other monster in its location: 6 others make 7 dice, 7 make 8,
// 8 others still 8. T3 has the most figures: 6 minions, 2 elites, Typhon.
func TestAudit2MonsterEightDice(t *testing.T) {
	figures := []string{"m1", "m2", "m3", "m4", "m5", "m6", "e1", "e2", "boss"}
	for others, want := range map[int]int{6: 7, 7: 8, 8: 8} {
		p := a2Base(t, "T3")
		end := p.threatSetup("b3", 2)
		for k, f := range figures {
			at := "h2"
			if k <= others {
				at = "b3"
			}
			pool := "spawn"
			if f == "boss" {
				pool = "reserve"
			}
			p.monster(f, at, pool)
		}
		s := auditDo(t, p.state(), end, nil)
		faces := []int{1}
		for range 8 {
			faces = append(faces, zeroFace["brawl"])
		}
		_, evs, err := auditTry(s, "activate m1", dice.Script(faces...))
		if err != nil {
			t.Fatal(err)
		}
		rolls := a2Events[fireteam.Rolled](evs)
		if len(rolls) != 1 || len(rolls[0].Dice) != want {
			t.Errorf("%d other monsters: rolled %v, want %d dice", others, rolls, want)
		}
	}
}

// Resistance: "Some effects allow an attack to bypass a monster's
// resistance"; RULES.md: one bypassing card makes the combined attack
// bypass. The Corrupted Animal: health 2, brawl resistance 1. Two brawl
// hits kill it through Knife Work (bypass), not through the Trench Club;
// combined, they bypass.
func TestAudit2Bypass(t *testing.T) {
	for _, c := range []struct {
		cards  []string
		faces  []int
		killed bool
	}{
		{[]string{"C05"}, []int{5, 1}, true},
		{[]string{"C13"}, []int{5, 1, 1}, false},
		{[]string{"C13"}, []int{5, 4, 1}, true}, // 3 hits - 1
		{[]string{"C05", "C13"}, []int{5, 1, 1, 1, 1}, true},
	} {
		p := a2Base(t, "I1")
		p.hero(0)["at"] = "h4"
		p.m["patty"], p.m["henry"] = "h4", "h4"
		p.hero(1)["at"] = "b3"
		p.hand(1, c.cards...)
		p.monster("m1", "b3", "spawn")
		p.m["current_hero"] = 1.0
		s := auditDo(t, p.state(), "attack Shad m1", nil)
		for _, card := range c.cards {
			s = auditDo(t, s, "add Shad "+card, nil)
		}
		after, evs, err := auditTry(s, "roll Shad", dice.Script(c.faces...))
		if err != nil {
			t.Fatal(err)
		}
		if _, on := after.MonsterAt(0); on == c.killed {
			t.Errorf("%v rolling %v: killed %v, want %v (%v)", c.cards, c.faces, !on, c.killed, evs)
		}
	}
}

// Boss Fights: power tokens "usually 1 token for each hero in the game"
// (DATA.md: one per hero; in solitaire, two heroes); an attack whose
// damage after resistance reaches the boss's health removes one; the last
// one defeats it: removed, not returned to the Spawn Pool, and its
// objective complete. The Host: health 6, bullet resistance 1.
func TestAudit2BossPowerTokens(t *testing.T) {
	for _, players := range []int{1, 2, 3, 4} {
		p := a2Players(t, "I3", players)
		p.recon("discovery1", true) // The Host's Lair
		for i := range p.names {
			p.hero(i)["at"] = "g3" // spawn token 9
		}
		p.m["patty"], p.m["henry"] = "g3", "g3"
		after, _, err := auditTry(p.state(), "search "+p.names[0], dice.New(1))
		if err != nil {
			t.Fatal(err)
		}
		want := max(players, 2)
		if l, on := after.MonsterAt(fireteam.Monster(12)); !on || l.String() != "c2" || after.BossPower() != want {
			t.Errorf("%d players: the boss at %v (%v) with %d power tokens, want c2 with %d", players, l, on, after.BossPower(), want)
		}
	}
	for _, c := range []struct {
		power, hits int
		faces       []int
	}{
		{2, 6, []int{6, 6, 6, 1, 1, 1}}, // 6 - 1 = 5 < 6: no injury
		{2, 7, []int{6, 6, 6, 4, 1, 1}}, // 7 - 1 = 6: injured
		{1, 7, []int{6, 6, 6, 4, 1, 1}}, // the last token: defeated
	} {
		p := a2Base(t, "I3")
		if p.names[0] != "Abe" {
			t.Fatalf("heroes %v", p.names)
		}
		p.hero(0)["at"] = "c2"
		p.hand(0, "L05", "L06") // Steady Aim: bullet 3, twice
		p.hero(1)["at"] = "h4"
		p.m["patty"], p.m["henry"] = "h4", "h4"
		p.monster("boss", "c2", "reserve")
		p.m["boss_power_tokens"] = float64(c.power)
		p.m["intel"] = []any{1.0, 0.0, 0.0}
		p.m["objectives_complete"] = []any{1.0}
		s := p.state()
		for _, a := range []string{"attack Abe boss", "add Abe L05", "add Abe L06"} {
			s = auditDo(t, s, a, nil)
		}
		after, evs, err := auditTry(s, "roll Abe", dice.Script(c.faces...))
		if err != nil {
			t.Fatal(err)
		}
		wantPower := c.power
		if c.hits >= 7 {
			wantPower--
		}
		_, on := after.MonsterAt(fireteam.Monster(12))
		if after.BossPower() != wantPower || on != (wantPower > 0) || after.ObjectiveDone(1) != (wantPower == 0) {
			t.Errorf("%d tokens, %d hits: %d tokens left, on the board %v, objective %v (%v)", c.power, c.hits, after.BossPower(), on, after.ObjectiveDone(1), evs)
		}
		if wantPower == 0 {
			b, _ := json.Marshal(after)
			if !strings.Contains(string(b), `{"monster":"boss","at":"","pool":"none"}`) {
				t.Errorf("defeated boss not out of every pool: %s", b)
			}
		}
	}
}

// Knockdown: a knocked-down hero "may not play cards for any reason
// (including as a reaction)", and Tactics Phase 2: "nor can his hero be
// affected by such a card played by another player". Abe holds Shields in
// range of Shad: asked to react only when standing. Shad's Rally (1 card
// within 1) gives Abe a card only when standing.
func TestAudit2KnockedDownRestrictions(t *testing.T) {
	for _, down := range []bool{false, true} {
		p := a2Base(t, "I1")
		end := p.threatSetup("b3", 2)
		p.hero(0)["at"], p.hero(0)["knocked_down"] = "b4", down
		p.hand(0, "L03", "L13") // Service Pistol (Shield 1/1), Covering Fire (Shield 2/2)
		p.monster("e1", "b3", "spawn")
		s, _, err := auditTry(p.state(), end, dice.Script(1, 6, 6))
		if err != nil {
			t.Fatal(err)
		}
		if asked := s.WaitingFor() == "react"; asked == down {
			t.Errorf("Abe knocked down %v: waiting for %s", down, s.WaitingFor())
		}

		p = a2Base(t, "I1")
		end = p.threatSetup("b3", 0)
		p.hero(0)["at"], p.hero(0)["knocked_down"] = "b4", down
		p.hand(0, "L03", "L04", "L05", "L06", "L07") // five reactions
		p.hand(1, "C15")                             // Sawed-Off: Rally 1/1
		s = auditDo(t, p.state(), end, dice.New(1))
		if s.WaitingFor() != "tactic" || !slices.Contains(a2Acts(s), "respond Shad C15") {
			t.Fatalf("round 2: waiting for %s, actions %v", s.WaitingFor(), a2Acts(s))
		}
		s = auditDo(t, s, "respond Shad C15", dice.New(1))
		want := 6
		if down {
			want = 5
		}
		if got := s.HandSize(fireteam.Abe); got != want {
			t.Errorf("Abe knocked down %v: %d cards after the Rally, want %d", down, got, want)
		}
	}
}

// Hidden information (issue 11: each hero's hand is seen by its owner):
// who is asked for a tactical response or a reaction must not depend on
// the cards a hero holds, or the asking itself tells the other seats what
// is in his hand. Twin positions, differing only in Shad's hidden hand
// (tactical responses or reactions), must look the same to Abe's player
// after the same actions, and likewise for Abe's hand when Shad is
// attacked.
func TestAudit2AskingRevealsNoHand(t *testing.T) {
	view := func(s fireteam.State, p fireteam.Seat) string {
		b, err := json.Marshal(s.View(p))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	// The Tactics Phase of round 2: Shad (holding the token then) is asked
	// whether he holds a tactical response or not.
	var views []string
	for _, hand := range [][]string{{"C07", "C11", "C15"}, {"C01", "C03", "C05"}} {
		p := a2Base(t, "I1")
		p.hand(1, hand...)
		p.m["current_hero"] = 1.0
		s, _, err := fireteam.Apply(p.state(), fireteam.End{Hero: fireteam.Shad}, dice.New(1))
		if err != nil {
			t.Fatal(err)
		}
		views = append(views, view(s, fireteam.Player1))
	}
	if views[0] != views[1] {
		t.Errorf("the Tactics Phase shows Shad's hand to Abe's player:\n%s\n---\n%s", views[0], views[1])
	}
	// A reaction: the Corrupted Human attacks Shad; Abe, beside him, holds
	// Shields in range or none.
	views = nil
	for _, hand := range [][]string{{"L13", "L03"}, {"L01", "L09"}} {
		p := a2Base(t, "I1")
		p.hero(0)["at"] = "b4"
		p.hand(0, hand...)
		p.hero(1)["at"] = "b3"
		p.hand(1, "C07", "C11")
		p.m["patty"], p.m["henry"] = "b3", "b3"
		p.monster("e1", "b3", "spawn")
		p.m["current_hero"] = 1.0
		s, _, err := fireteam.Apply(p.state(), fireteam.End{Hero: fireteam.Shad}, dice.Script(1))
		if err != nil {
			t.Fatal(err)
		}
		views = append(views, view(s, fireteam.Player2))
	}
	if views[0] != views[1] {
		t.Errorf("the reactions asked show Abe's hand to Shad's player:\n%s\n---\n%s", views[0], views[1])
	}
}

// Suppress (DATA.md: the monsters within range of the responder do not
// activate this round) holds the figures it found there: a suppressed
// monster killed and spawned again in the same round (here by an ambush)
// is a new arrival and activates in the Threat Phase. Both sides: the
// suppressed figure left alone does not activate.
func TestAudit2SuppressedMonsterKilledAndBack(t *testing.T) {
	for _, kill := range []bool{false, true} {
		p := a2Base(t, "I1")
		p.hero(0)["at"] = "h4"
		p.hand(0, "L01", "L02")
		p.hero(1)["at"] = "b4" // spawn token 10
		p.hand(1, "C05", "C07")
		p.m["patty"], p.m["henry"] = "b4", "b4"
		p.monster("m1", "b4", "spawn")
		p.m["suppressed"] = []any{"m1"}
		p.recon("ambush", true)
		p.m["current_hero"] = 1.0
		s := p.state()
		r := dice.Script(5, 1, 1, 6, 1, 6, 1, 6, 1, 1, 1, 1)
		var all []fireteam.Event
		acts := []string{"end Shad"}
		if kill {
			acts = []string{"attack Shad m1", "add Shad C05", "roll Shad", "keep Shad", "search Shad", "end Shad"}
		}
		for _, a := range acts {
			next, evs, err := auditTry(s, a, r)
			if err != nil {
				t.Fatalf("%s: %v", a, err)
			}
			s, all = next, append(all, evs...)
		}
		n := 0
		for _, e := range a2Events[fireteam.ActivationRolled](all) {
			if e.Monster == 0 {
				n++
			}
		}
		want := 0
		if kill {
			want = 2 // the ambush, then the Threat Phase
		}
		if n != want {
			t.Errorf("killed and back %v: m1 activated %d times, want %d (%v)", kill, n, want, all)
		}
	}
}

// Reserve Pool: "If you are instructed to add a monster from the Reserve
// Pool to the Spawn Pool, that monster becomes part of the Spawn Pool" —
// one monster per instruction. I1's stir discovery (the Hidden Cellar,
// DATA.md) adds one: a minion while the Reserve Pool holds one, then the
// elite. (The first reconstruction moved the whole Reserve Pool.)
func TestAudit2StirAddsOneMonster(t *testing.T) {
	for _, c := range []struct {
		reserve []string
		joins   string
	}{{[]string{"m4", "m5", "e1"}, "m4"}, {[]string{"m5", "e1"}, "m5"}, {[]string{"e1"}, "e1"}} {
		p := a2Base(t, "I1")
		for _, m := range c.reserve {
			p.monster(m, "", "reserve")
		}
		p.recon("discovery2", true)
		p.hero(0)["at"] = "b4" // spawn token 10; Patty beside at a4
		after, _, err := auditTry(p.state(), "search Abe", dice.New(1))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(after)
		var pos struct {
			Monsters []struct{ Monster, Pool string } `json:"monsters"`
		}
		if err := json.Unmarshal(b, &pos); err != nil {
			t.Fatal(err)
		}
		for _, m := range pos.Monsters {
			want := "none"
			switch {
			case m.Monster == c.joins:
				want = "spawn"
			case slices.Contains(c.reserve, m.Monster):
				want = "reserve"
			case m.Monster == "boss":
				continue
			}
			if m.Pool != want {
				t.Errorf("reserve %v: %s in pool %s, want %s", c.reserve, m.Monster, m.Pool, want)
			}
		}
	}
}
