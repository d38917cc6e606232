package fireteam_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/fireteam"
)

// auditBase is the I1 two-player position at the start of Abe's first turn
// (Abe, then Shad), as a generic JSON map to edit.
func auditBase(t *testing.T) map[string]any {
	t.Helper()
	r := dice.New(1)
	s, err := fireteam.New(fireteam.Config{}, r)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []string{"start Player1", "pick Abe", "pick Shad"} {
		s = auditDo(t, s, a, r)
	}
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

func auditDo(t *testing.T, s fireteam.State, text string, r dice.Roller) fireteam.State {
	t.Helper()
	s2, _, err := auditTry(s, text, r)
	if err != nil {
		t.Fatalf("%s: %v\n%s", text, err, s.Draw())
	}
	return s2
}

func auditTry(s fireteam.State, text string, r dice.Roller) (fireteam.State, []fireteam.Event, error) {
	a, err := fireteam.ParseAction(text)
	if err != nil {
		return s, nil, err
	}
	s, evs, err := fireteam.Apply(s, a, r)
	if err != nil {
		return s, evs, err
	}
	return auditOnlyPass(s, r, evs)
}

// auditOnlyPass passes for every hero asked for a reaction or a tactical
// response who may only pass: every active hero holding cards is asked, so
// that the asking reveals nothing of hidden hands (RULES.md, Hidden
// information; the second audit's finding).
func auditOnlyPass(s fireteam.State, r dice.Roller, evs []fireteam.Event) (fireteam.State, []fireteam.Event, error) {
	for w := s.WaitingFor(); w == "react" || w == "tactic"; w = s.WaitingFor() {
		acts := s.Actions()
		if len(acts) != 1 {
			break
		}
		next, e, err := fireteam.Apply(s, acts[0], r)
		if err != nil {
			return s, evs, err
		}
		s, evs = next, append(evs, e...)
	}
	return s, evs, nil
}

func auditState(t *testing.T, m map[string]any) fireteam.State {
	t.Helper()
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	var s fireteam.State
	if err := json.Unmarshal(b, &s); err != nil {
		t.Fatalf("position: %v", err)
	}
	return s
}

func auditHero(m map[string]any, i int) map[string]any {
	return m["heroes"].([]any)[i].(map[string]any)
}

// auditMonsters puts the listed monsters (name -> location) on the board and
// every other one of the spawn pool off it (kept in the pool).
func auditMonsters(m map[string]any, at map[string]string) {
	for _, x := range m["monsters"].([]any) {
		mm := x.(map[string]any)
		name := mm["monster"].(string)
		if l, ok := at[name]; ok {
			mm["at"] = l
			mm["pool"] = "spawn"
		} else {
			mm["at"] = ""
		}
	}
}

func auditStrs(xs ...string) []any {
	out := make([]any, len(xs))
	for i, x := range xs {
		out[i] = x
	}
	return out
}

func auditRolled(evs []fireteam.Event) (fireteam.Rolled, bool) {
	for _, e := range evs {
		if r, ok := e.(fireteam.Rolled); ok {
			return r, true
		}
	}
	return fireteam.Rolled{}, false
}

// auditAttackPos: Abe, Patty and Henry at h4 (far away: no Henry reroll),
// Shad at a4 holding the given cards, the given monsters placed, Shad's turn.
func auditAttackPos(t *testing.T, shadHand []string, monsters map[string]string) map[string]any {
	m := auditBase(t)
	abe, shad := auditHero(m, 0), auditHero(m, 1)
	abe["at"] = "h4"
	m["patty"], m["henry"] = "h4", "h4"
	shad["at"] = "a4"
	all := map[string]bool{}
	for _, c := range append(shad["hand"].([]any), shad["deck"].([]any)...) {
		all[c.(string)] = true
	}
	for _, c := range shadHand {
		delete(all, c)
	}
	var deck []string
	for c := range all {
		deck = append(deck, c)
	}
	sort.Strings(deck)
	shad["hand"] = auditStrs(shadHand...)
	shad["deck"] = auditStrs(deck...)
	m["current_hero"] = 1.0
	auditMonsters(m, monsters)
	return m
}

var (
	_ = errors.Is
	_ = fmt.Sprint
	_ = reflect.DeepEqual
	_ = strings.Contains
	_ = incursion.ErrIllegal
)

func auditJSON(t *testing.T, s fireteam.State) string {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// auditIllegal checks that text is illegal in s, wraps ErrIllegal, and
// leaves the state unchanged.
func auditIllegal(t *testing.T, s fireteam.State, text string) {
	t.Helper()
	before := auditJSON(t, s)
	a, err := fireteam.ParseAction(text)
	if err != nil {
		t.Fatalf("%s: parse: %v", text, err)
	}
	got, _, err := fireteam.Apply(s, a, dice.New(7))
	if !errors.Is(err, incursion.ErrIllegal) {
		t.Errorf("%s: err = %v, want ErrIllegal", text, err)
	}
	if auditJSON(t, got) != before || auditJSON(t, s) != before {
		t.Errorf("%s: illegal action changed the state", text)
	}
	if s.Legal(a) == nil {
		t.Errorf("%s: Legal = nil", text)
	}
}

// Attacking: "roll a number of attack dice equal to the combined attack
// strength of the cards ... to a maximum of 8 dice".
func TestAuditAttackingEightDice(t *testing.T) {
	s := auditState(t, auditAttackPos(t, []string{"C07", "C08", "C15", "C16"}, map[string]string{"m2": "a4"}))
	s = auditDo(t, s, "attack Shad m2", nil)
	s = auditDo(t, s, "add Shad C07", nil)
	s = auditDo(t, s, "add Shad C08", nil) // 8 dice
	if s2, _, err := auditTry(s, "add Shad C15", nil); err == nil {
		s = s2 // allowed, but the dice stay at 8
	}
	r := dice.Script(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	_, evs, err := auditTry(s, "roll Shad", r)
	if err != nil {
		t.Fatal(err)
	}
	rolled, ok := auditRolled(evs)
	if !ok || len(rolled.Dice) != 8 {
		t.Errorf("rolled %v, want 8 dice", rolled)
	}
	if r.Remaining() != 3 {
		t.Errorf("roller used %d dice, want 8", 11-r.Remaining())
	}
}

func auditDamage(evs []fireteam.Event) (fireteam.Damaged, bool) {
	for _, e := range evs {
		if d, ok := e.(fireteam.Damaged); ok {
			return d, true
		}
	}
	return fireteam.Damaged{}, false
}

// Resistance: the Corrupted Animal (DATA.md: health 2, resistance 1 to
// bullet) takes hits minus 1: 2 bullet hits do 1 damage, 3 kill it.
func TestAuditResistance(t *testing.T) {
	for _, tc := range []struct {
		faces  []int
		hits   int
		damage int
		killed bool
	}{
		{[]int{1, 1, 1, 1}, 0, 0, false},
		{[]int{3, 1, 1, 1}, 1, 0, false},
		{[]int{3, 3, 1, 1}, 2, 1, false},
		{[]int{3, 3, 3, 1}, 3, 2, true},
		{[]int{6, 6, 6, 6}, 8, 7, true},
	} {
		// C07 Shotgun Blast: bullet 4, range 1, no bonus hits.
		s := auditState(t, auditAttackPos(t, []string{"C07"}, map[string]string{"m2": "a4"}))
		s = auditDo(t, s, "attack Shad m2", nil)
		s = auditDo(t, s, "add Shad C07", nil)
		s, evs, err := auditTry(s, "roll Shad", dice.Script(tc.faces...))
		if err != nil {
			t.Fatal(err)
		}
		rolled, _ := auditRolled(evs)
		if rolled.Hits != tc.hits {
			t.Errorf("%v: hits %d, want %d", tc.faces, rolled.Hits, tc.hits)
		}
		d, ok := auditDamage(evs)
		if tc.damage == 0 {
			if ok && d.Damage != 0 {
				t.Errorf("%v: damaged %v, want none", tc.faces, d)
			}
		} else if !ok || d.Damage != tc.damage || d.Killed != tc.killed {
			t.Errorf("%v: damaged %v (%v), want %d killed %v", tc.faces, d, ok, tc.damage, tc.killed)
		}
		var m2 fireteam.Monster
		_ = m2.UnmarshalText([]byte("m2"))
		if _, on := s.MonsterAt(m2); on == tc.killed {
			t.Errorf("%v: m2 on board = %v after killed = %v", tc.faces, on, tc.killed)
		}
	}
}

// Attack Range: a card reaches targets within its range; range counts
// diagonal steps as one.
func TestAuditAttackRange(t *testing.T) {
	s := auditState(t, auditAttackPos(t, []string{"C01", "C15"}, map[string]string{"m2": "b3"}))
	s = auditDo(t, s, "attack Shad m2", nil) // b3 is diagonal: range 1
	auditIllegal(t, s, "add Shad C15")       // Sawed-Off range 0
	auditDo(t, s, "add Shad C01", nil)
	s = auditState(t, auditAttackPos(t, []string{"C01", "C15"}, map[string]string{"m2": "c3"}))
	auditIllegal(t, s, "attack Shad m2") // range 2
}

func auditAbeAttackDice(t *testing.T, abeAt, monAt string) int {
	t.Helper()
	m := auditBase(t)
	abe, shad := auditHero(m, 0), auditHero(m, 1)
	abe["at"] = abeAt
	shad["at"] = "h4"
	m["patty"], m["henry"] = "h4", "h4"
	abe["hand"] = auditStrs("L01")
	abe["deck"] = auditStrs("L02", "L03", "L04", "L05", "L06", "L07", "L08", "L09", "L10", "L11", "L12", "L13", "L14", "L15", "L16")
	auditMonsters(m, map[string]string{"m2": monAt})
	s := auditState(t, m)
	s = auditDo(t, s, "attack Abe m2", nil)
	s = auditDo(t, s, "add Abe L01", nil)
	r := dice.Script(1, 1, 1, 1, 1, 1)
	_, evs, err := auditTry(s, "roll Abe", r)
	if err != nil {
		t.Fatal(err)
	}
	rolled, _ := auditRolled(evs)
	if len(rolled.Dice) != 6-r.Remaining() {
		t.Errorf("event shows %d dice, roller gave %d", len(rolled.Dice), 6-r.Remaining())
	}
	return len(rolled.Dice)
}

// Terrain Effects: cover -1 die on ranged attacks into it (not from the same
// location); elevated +1 die on ranged attacks from it at a non-elevated
// location. L01 is bullet 2 range 2. I1: b2 cover, e1 f1 e4 elevated.
func TestAuditTerrainEffects(t *testing.T) {
	for _, tc := range []struct {
		abe, mon string
		want     int
	}{
		{"a2", "a1", 2}, // open to open
		{"a2", "b2", 1}, // into cover
		{"b2", "b2", 2}, // same location as the cover target
		{"e4", "f4", 3}, // elevated to open
		{"e4", "e4", 2}, // same location
		{"e1", "f1", 2}, // elevated to elevated
		{"e1", "f2", 3}, // elevated to open
		{"a1", "c1", 1}, // into cover at range 2
	} {
		if got := auditAbeAttackDice(t, tc.abe, tc.mon); got != tc.want {
			t.Errorf("Abe at %s attacks %s: %d dice, want %d", tc.abe, tc.mon, got, tc.want)
		}
	}
}

func auditMovePos(t *testing.T, abeAt string) fireteam.State {
	m := auditBase(t)
	abe, shad := auditHero(m, 0), auditHero(m, 1)
	abe["at"] = abeAt
	shad["at"] = "h4"
	m["patty"], m["henry"] = "h4", "h4"
	auditMonsters(m, map[string]string{"m2": "g1"})
	return auditState(t, m)
}

// Moving: speed 2, diagonals adjacent, difficult costs 2 at once,
// impassible never.
func TestAuditMoving(t *testing.T) {
	s := auditMovePos(t, "a4")
	s = auditDo(t, s, "move Abe b4", nil)
	s = auditDo(t, s, "move Abe c4", nil)
	auditIllegal(t, s, "move Abe b4") // third move
	s = auditMovePos(t, "a4")
	s = auditDo(t, s, "move Abe b4", nil)
	auditIllegal(t, s, "move Abe b3") // difficult with one move left
	auditIllegal(t, s, "move Abe d4") // not adjacent
	s = auditMovePos(t, "a4")
	s = auditDo(t, s, "move Abe b3", nil) // diagonal, difficult: both moves
	auditIllegal(t, s, "move Abe c4")
	s = auditMovePos(t, "c4")
	s = auditDo(t, s, "move Abe d3", nil) // diagonal
	auditDo(t, s, "move Abe e2", nil)     // diagonal
	s = auditMovePos(t, "f4")
	auditIllegal(t, s, "move Abe e3") // impassible
	s = auditMovePos(t, "g2")
	auditIllegal(t, s, "move Abe h1") // impassible
}

// Explosives: bomb hits apply to every figure in the target's location,
// the attacker included; a bomb's resistance for the Corrupted Animal is 0
// (the rulebook's example: 2 damage kills it with a bomb).
func TestAuditExplosives(t *testing.T) {
	for _, tc := range []struct {
		faces  []int
		killed bool
	}{{[]int{1, 2}, true}, {[]int{1, 4}, false}} {
		m := auditBase(t)
		auditMonsters(m, map[string]string{"m2": "a4"})
		s := auditState(t, m)
		s = auditDo(t, s, "attack Abe m2", nil)
		s = auditDo(t, s, "add Abe L11", nil) // Grenade: bomb 2
		s = auditDo(t, s, "roll Abe", dice.Script(tc.faces...))
		evs := []fireteam.Event{}
		if s.WaitingFor() == "reroll" {
			_, evs, _ = auditTry(s, "keep Abe", nil)
		}
		d, _ := auditDamage(evs)
		if d.Killed != tc.killed {
			t.Errorf("%v: %v, want killed %v", tc.faces, evs, tc.killed)
		}
		var hit []string
		for _, e := range evs {
			if h, ok := e.(fireteam.HeroHit); ok {
				hit = append(hit, h.Hero.String())
			}
		}
		want := 2
		if !tc.killed {
			want = 2 // one bomb hit still hits both heroes
		}
		if len(hit) != want {
			t.Errorf("%v: heroes hit %v, want Abe and Shad", tc.faces, hit)
		}
	}
}

// auditThreatPos: both heroes and the specialists at loc, only m2 on the
// board at mon, the start player token with start (hero index), and the
// last hero of the turn order to end his turn.
func auditThreatPos(t *testing.T, loc, mon string, start int) (fireteam.State, string) {
	m := auditBase(t)
	auditHero(m, 0)["at"] = loc
	auditHero(m, 1)["at"] = loc
	m["patty"], m["henry"] = loc, loc
	auditMonsters(m, map[string]string{"m2": mon})
	m["start_player_hero"] = float64(start)
	last := 1 - start
	m["current_hero"] = float64(last)
	return auditState(t, m), []string{"end Abe", "end Shad"}[last]
}

func auditTargets(evs []fireteam.Event) []string {
	var out []string
	for _, e := range evs {
		if x, ok := e.(fireteam.Targeted); ok {
			out = append(out, x.Hero.String())
		}
	}
	return out
}

// III - Monster Attacks: between targets at the same range, the one earliest
// in turn order (the Hero Phase's order, from the start player).
func TestAuditMonsterTargetTieTurnOrder(t *testing.T) {
	for start, want := range []string{"Abe", "Shad"} {
		s, end := auditThreatPos(t, "b4", "b4", start)
		var all []fireteam.Event
		r := dice.New(3)
		_, evs, err := auditTry(s, end, r)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, evs...)
		got := auditTargets(all)
		if len(got) == 0 || got[0] != want {
			t.Errorf("start player %s: targeted %v, want %s first (%v)", want, got, want, all)
		}
	}
}

func auditKnockPos(t *testing.T, coin string, guard bool) (fireteam.State, string) {
	m := auditBase(t)
	auditHero(m, 0)["at"] = "h4"
	shad := auditHero(m, 1)
	shad["at"] = "b4"
	shad["discard"] = shad["hand"]
	shad["hand"] = []any{}
	if guard {
		m["patty"], m["henry"] = "b4", "b4"
	} else {
		m["patty"], m["henry"] = "h4", "h4"
	}
	m["lucky_coin"] = coin
	auditMonsters(m, map[string]string{"m2": "b4"})
	m["current_hero"] = 1.0
	return auditState(t, m), "end Shad"
}

// Knockdown, The Lucky Coin, Unprotected Specialists: Shad, with no card in
// hand, takes 2 brawl hits (die face 5: two brawl) from the Corrupted
// Animal: knocked down, the coin flips tails, and as the sole guard of both
// specialists the threat token advances twice more (1 -> 2 in step 1, then
// 4: space 3 draws a twist). With the coin already tails, the mission fails.
func TestAuditKnockdownLuckyCoin(t *testing.T) {
	s, end := auditKnockPos(t, "heads", true)
	s, evs, err := auditTry(s, end, dice.Script(1, 5, 3, 12, 1, 1, 1, 1))
	if err != nil {
		t.Fatal(err)
	}
	if !s.KnockedDown(fireteam.Shad) || s.LuckyCoinHeads() || s.Over() {
		t.Errorf("knocked down %v, heads %v, over %v; want true false false (%v)", s.KnockedDown(fireteam.Shad), s.LuckyCoinHeads(), s.Over(), evs)
	}
	if s.Threat() != 4 || len(s.Twists()) != 1 {
		t.Errorf("threat %d twists %v, want 4 and one twist (%v)", s.Threat(), s.Twists(), evs)
	}

	s, end = auditKnockPos(t, "heads", false)
	s, _, _ = auditTry(s, end, dice.Script(1, 5, 3, 12, 1, 1, 1, 1))
	if s.Threat() != 2 || len(s.Twists()) != 0 {
		t.Errorf("specialists guarded elsewhere: threat %d twists %v, want 2 and none", s.Threat(), s.Twists())
	}

	s, end = auditKnockPos(t, "tails", false)
	s, evs, _ = auditTry(s, end, dice.Script(1, 5, 3, 12, 1, 1, 1, 1))
	if !s.Over() || s.Outcome().Won(fireteam.Player1) {
		t.Errorf("coin tails: over %v outcome %+v, want lost (%v)", s.Over(), s.Outcome(), evs)
	}

	// One hit on a hero with one card: he discards it and stays up.
	m := auditBase(t)
	auditHero(m, 0)["at"] = "h4"
	m["patty"], m["henry"] = "h4", "h4"
	shad := auditHero(m, 1)
	shad["at"] = "b4"
	shad["hand"] = auditStrs("C01")
	shad["discard"] = auditStrs("C07", "C08", "C10", "C15")
	auditMonsters(m, map[string]string{"m2": "b4"})
	m["current_hero"] = 1.0
	s = auditState(t, m)
	s, evs, _ = auditTry(s, "end Shad", dice.Script(1, 2, 3, 12, 1, 1, 1, 1)) // face 2: brawl and bomb: 1 hit
	if s.KnockedDown(fireteam.Shad) || !s.LuckyCoinHeads() {
		t.Errorf("1 hit, 1 card: knocked down %v heads %v (%v)", s.KnockedDown(fireteam.Shad), s.LuckyCoinHeads(), evs)
	}
}

func auditViewText(t *testing.T, s fireteam.State, p fireteam.Seat) string {
	t.Helper()
	v := s.View(p)
	b, err := json.Marshal(v)
	if err != nil {
		return "draw:" + v.Draw() + fmt.Sprint(v.Actions())
	}
	return string(b) + v.Draw() + fmt.Sprint(v.Actions())
}

func auditReverse(xs []any) []any {
	out := make([]any, len(xs))
	for i, x := range xs {
		out[len(xs)-1-i] = x
	}
	return out
}

// Hidden information (doc.go, RULES.md): deck orders, the recon deck's
// random events and the other heroes' hands are hidden; twin states that
// differ only there give identical views.
func TestAuditViewLeaks(t *testing.T) {
	a := auditBase(t)
	b := auditBase(t)
	// Shad's hand (hidden from Player1) swaps with part of his deck.
	sh := auditHero(b, 1)
	hand, deck := sh["hand"].([]any), sh["deck"].([]any)
	nh := append([]any{}, deck[:5]...)
	nd := append(append([]any{}, deck[5:]...), hand...)
	sh["hand"], sh["deck"] = nh, nd
	// Abe's own deck order, the twist deck, the recon deck.
	ab := auditHero(b, 0)
	ab["deck"] = auditReverse(ab["deck"].([]any))
	b["twist_deck"] = auditReverse(b["twist_deck"].([]any))
	rd := auditReverse(b["recon_deck"].([]any))
	for i, c := range rd {
		if c == "alarm" {
			rd[i] = "quiet" // another random event
		}
	}
	b["recon_deck"] = rd
	sa, sb := auditState(t, a), auditState(t, b)
	if va, vb := auditViewText(t, sa, fireteam.Player1), auditViewText(t, sb, fireteam.Player1); va != vb {
		t.Errorf("Player1's views differ:\n%s\n---\n%s", va, vb)
	}
	if len(sa.View(fireteam.Player1).Hand(fireteam.Shad)) != 0 {
		t.Errorf("Player1 sees Shad's hand")
	}
	if got := sa.View(fireteam.Player1).HandSize(fireteam.Shad); got != 5 {
		t.Errorf("Player1 sees Shad's hand size %d, want 5", got)
	}
	if len(sa.View(fireteam.Player1).Hand(fireteam.Abe)) != 5 {
		t.Errorf("Player1 does not see his own hand")
	}
	// Observer sees no hand at all.
	a2 := auditBase(t)
	ah := auditHero(a2, 0)
	h2, d2 := ah["hand"].([]any), ah["deck"].([]any)
	ah["hand"] = append([]any{}, d2[:5]...)
	ah["deck"] = append(append([]any{}, d2[5:]...), h2...)
	sa2 := auditState(t, a2)
	if va, vb := auditViewText(t, sa, fireteam.Observer), auditViewText(t, sa2, fireteam.Observer); va != vb {
		t.Errorf("Observer's views differ on Abe's hand:\n%s\n---\n%s", va, vb)
	}
	if va, vb := auditViewText(t, sa, fireteam.Player2), auditViewText(t, sa2, fireteam.Player2); va != vb {
		t.Errorf("Player2's views differ on Abe's hand:\n%s\n---\n%s", va, vb)
	}
}

// Apply on a view fails (doc: "A view is for reading").
func TestAuditViewIsReadOnly(t *testing.T) {
	s := auditState(t, auditBase(t))
	v := s.View(fireteam.Player1)
	acts := v.Actions()
	if len(acts) == 0 {
		t.Fatal("view lists no action for the seat to move")
	}
	if _, _, err := fireteam.Apply(v, acts[0], dice.New(1)); err == nil {
		t.Errorf("Apply on a view succeeded")
	}
	if fmt.Sprint(acts) != fmt.Sprint(s.Actions()) {
		t.Errorf("view actions %v, state actions %v", acts, s.Actions())
	}
	if len(s.View(fireteam.Player2).Actions()) != 0 {
		t.Errorf("Player2 (not to move) has actions in his view")
	}
}

// Illegal actions return ErrIllegal and leave the state unchanged.
func TestAuditIllegalActions(t *testing.T) {
	s := auditState(t, auditBase(t))
	for _, a := range []string{
		"end Shad",          // not his turn
		"move Shad b4",      // not his turn
		"move Abe c4",       // not adjacent
		"move Abe a4",       // own location
		"search Abe",        // no spawn token at a4 (entry)
		"attack Abe m1",     // out of range
		"attack Abe m9",     // off the board
		"add Abe L01",       // no attack begun
		"roll Abe",          // no attack begun
		"reroll Abe 1",      // no roll
		"keep Abe",          // no roll
		"discard Abe L01",   // no hit
		"intercede Shad",    // no attack
		"react Abe L03",     // no attack
		"respond Abe L01",   // not the tactics phase
		"stand Abe",         // not down
		"staydown Abe",      // not down
		"pick Frank",        // setup over
		"start Player2",     // setup over
		"activate m2",       // not the threat phase
		"operate Abe",       // no token
		"mission I2",        // no operation
		"upgrade Abe 1",     // setup over
		"focus Abe 1",       // setup over
		"move Don a3",       // not in the game
		"attack Abe token1", // no token
	} {
		auditIllegal(t, s, a)
	}
	s = auditDo(t, s, "attack Abe m2", nil)
	auditIllegal(t, s, "roll Abe")    // no card yet
	auditIllegal(t, s, "add Abe L16") // not in hand
	auditIllegal(t, s, "move Abe b4") // mid-attack
	auditIllegal(t, s, "add Abe L09") // brawl range 0 vs a3
	s = auditDo(t, s, "add Abe L01", nil)
	auditIllegal(t, s, "add Abe L01")                      // already played
	auditIllegal(t, s, "add Abe L11")                      // bomb: another attack type
	s = auditDo(t, s, "add Abe L02", nil)                  // same type bullet r2
	s = auditDo(t, s, "roll Abe", dice.Script(1, 1, 1, 1)) // 2+2 dice
	auditIllegal(t, s, "reroll Abe 5")                     // only 4 dice
	s = auditDo(t, s, "keep Abe", nil)
	auditIllegal(t, s, "attack Abe m2") // one action per turn
}

// Odd positions that decode must not panic (doc: "every state that decodes
// can be played on").
func TestAuditOddPositionsNoPanic(t *testing.T) {
	mut := []func(m map[string]any){
		func(m map[string]any) { m["threat_space"] = 12.0 },
		func(m map[string]any) { m["threat_space"] = 13.0 },
		func(m map[string]any) { m["threat_space"] = 0.0 },
		func(m map[string]any) { m["twists"] = auditStrs("frenzy", "fury", "dread", "hardened", "onslaught") },
		func(m map[string]any) { m["twist_deck"] = []any{} },
		func(m map[string]any) { m["recon_deck"] = []any{} },
		func(m map[string]any) { m["lucky_coin"] = "tails" },
		func(m map[string]any) { m["lucky_coin"] = "edge" },
		func(m map[string]any) { m["current_hero"] = 5.0 },
		func(m map[string]any) { m["current_hero"] = -1.0 },
		func(m map[string]any) { m["start_player_hero"] = 2.0 },
		func(m map[string]any) { m["movement_spent"] = 9.0 },
		func(m map[string]any) { m["movement_spent"] = -1.0 },
		func(m map[string]any) { m["round"] = 0.0 },
		func(m map[string]any) { m["players"] = 5.0 },
		func(m map[string]any) { m["players"] = 1.0 },
		func(m map[string]any) { m["mission"] = "Z9" },
		func(m map[string]any) { m["mission"] = "T3" },
		func(m map[string]any) { m["waiting_for"] = "discard" },
		func(m map[string]any) { m["waiting_for"] = "intercede" },
		func(m map[string]any) { m["waiting_for"] = "react" },
		func(m map[string]any) { m["waiting_for"] = "reroll" },
		func(m map[string]any) { m["waiting_for"] = "aim" },
		func(m map[string]any) { m["waiting_for"] = "order" },
		func(m map[string]any) { m["waiting_for"] = "tactic" },
		func(m map[string]any) { m["waiting_for"] = "down" },
		func(m map[string]any) { m["waiting_for"] = "next" },
		func(m map[string]any) { m["waiting_for"] = "over" },
		func(m map[string]any) { m["waiting_for"] = "pick" },
		func(m map[string]any) { m["waiting_for"] = "equip" },
		func(m map[string]any) { m["waiting_for"] = "start" },
		func(m map[string]any) { m["heroes"] = []any{} },
		func(m map[string]any) { auditHero(m, 0)["hero"] = "Shad" },
		func(m map[string]any) { auditHero(m, 0)["hero"] = "Maxine" },
		func(m map[string]any) { auditHero(m, 0)["at"] = "e3" },
		func(m map[string]any) { auditHero(m, 0)["at"] = "z9" },
		func(m map[string]any) { auditHero(m, 0)["knocked_down"] = true },
		func(m map[string]any) {
			auditHero(m, 0)["knocked_down"] = true
			auditHero(m, 1)["knocked_down"] = true
		},
		func(m map[string]any) { auditHero(m, 0)["hits_to_discard"] = 3.0 },
		func(m map[string]any) { auditHero(m, 0)["hits_to_discard"] = 9.0 },
		func(m map[string]any) { auditHero(m, 0)["upgrades"] = []any{1.0} },
		func(m map[string]any) { auditHero(m, 0)["upgrades"] = []any{9.0} },
		func(m map[string]any) { auditHero(m, 0)["focus"] = []any{1.0, 1.0} },
		func(m map[string]any) { auditHero(m, 0)["focus"] = []any{7.0} },
		func(m map[string]any) { auditHero(m, 0)["hand"] = []any{} },
		func(m map[string]any) { auditHero(m, 0)["hand"] = auditStrs("L01", "L01", "L02", "L09", "L10", "L11") },
		func(m map[string]any) { auditHero(m, 0)["hand"] = auditStrs("C01") },
		func(m map[string]any) { m["patty"] = "h1" },
		func(m map[string]any) { m["patty"] = "h4" },
		func(m map[string]any) { auditMonsters(m, map[string]string{"boss": "a4"}) },
		func(m map[string]any) { auditMonsters(m, map[string]string{"m1": "h1"}) },
		func(m map[string]any) { auditMonsters(m, map[string]string{}) },
		func(m map[string]any) {
			auditMonsters(m, map[string]string{"m1": "a4", "m2": "a4", "m3": "a4", "m4": "a4", "m5": "a4", "m6": "a4", "m7": "a4", "m8": "a4", "m9": "a4", "e1": "a4", "e2": "a4", "e3": "a4"})
		},
		func(m map[string]any) { m["boss_power_tokens"] = 3.0 },
		func(m map[string]any) { m["boss_power_tokens"] = -1.0 },
		func(m map[string]any) { m["spawn_tokens_face_up"] = []any{} },
		func(m map[string]any) { m["spawn_tokens_face_up"] = []any{13.0} },
		func(m map[string]any) { m["intel"] = []any{2.0, 1.0} },
		func(m map[string]any) { m["intel"] = []any{9.0, 9.0, 9.0} },
		func(m map[string]any) { m["objectives_complete"] = []any{0.0, 1.0} },
		func(m map[string]any) { m["objectives_complete"] = []any{7.0} },
		func(m map[string]any) { m["to_activate"] = auditStrs("m2", "m2") },
		func(m map[string]any) { m["suppressed"] = auditStrs("boss") },
		func(m map[string]any) { m["must_attack_ally"] = true },
		func(m map[string]any) {
			m["hero_attack"] = map[string]any{"target": "m2", "cards": auditStrs("L01"), "dice": []any{9.0}}
		},
		func(m map[string]any) { m["hero_attack"] = map[string]any{"target": "boss"} },
		func(m map[string]any) { m["attack_on_heroes"] = map[string]any{} },
		func(m map[string]any) {
			m["special_tokens"] = []any{map[string]any{"token": "Fire", "at": "a4", "discovery": 1.0}}
		},
		func(m map[string]any) { m["operation"] = "I" },
		func(m map[string]any) { m["operation_missions_won"] = 3.0 },
	}
	for i, f := range mut {
		for _, wf := range []string{"", "turn", "discard", "react", "intercede", "order", "reroll", "aim", "tactic", "down", "over", "next"} {
			m := auditBase(t)
			f(m)
			if wf != "" {
				m["waiting_for"] = wf
			}
			b, _ := json.Marshal(m)
			func() {
				defer func() {
					if p := recover(); p != nil {
						t.Errorf("mutation %d waiting %q: panic %v\n%s", i, wf, p, b)
					}
				}()
				var s fireteam.State
				if err := json.Unmarshal(b, &s); err != nil {
					return
				}
				auditPlay(t, s, int64(i), 200)
			}()
		}
	}
}

// auditPlay plays random legal actions, checking the documented promises on
// the way: a game not over has an action; views and drawings never panic.
func auditPlay(t *testing.T, s fireteam.State, seed int64, n int) {
	t.Helper()
	r := dice.New(uint64(seed))
	for k := 0; k < n && !s.Over(); k++ {
		for _, p := range append(s.Seats(), fireteam.Observer) {
			_ = s.View(p).Draw()
		}
		acts := s.Actions()
		if len(acts) == 0 {
			t.Errorf("no legal action in a game not over:\n%s", s.Draw())
			return
		}
		a := acts[r.IntN(len(acts))]
		s2, _, err := fireteam.Apply(s, a, r)
		if err != nil {
			t.Errorf("listed action %v illegal: %v", a, err)
			return
		}
		if err := s2.Validate(); err != nil {
			t.Errorf("after %v: invalid: %v", a, err)
			return
		}
		s = s2
	}
}

// Mission Accomplished?: all objectives and every hero at the exit point
// (I1's exit is h4): the mission is won at once when the last hero arrives.
func TestAuditMissionAccomplished(t *testing.T) {
	for _, tc := range []struct {
		shadAt string
		intel  []any
		done   []any
		won    bool
	}{
		{"h4", []any{2.0, 1.0}, []any{1.0, 2.0}, true},
		{"g3", []any{2.0, 1.0}, []any{1.0, 2.0}, false}, // Shad not at the exit
		{"h4", []any{1.0, 1.0}, []any{2.0}, false},      // an objective open
	} {
		m := auditBase(t)
		auditHero(m, 0)["at"] = "g4"
		auditHero(m, 1)["at"] = tc.shadAt
		m["patty"], m["henry"] = tc.shadAt, tc.shadAt
		m["intel"] = tc.intel
		m["objectives_complete"] = tc.done
		auditMonsters(m, map[string]string{"m2": "a1"})
		s := auditState(t, m)
		s, evs, err := auditTry(s, "move Abe h4", nil)
		if err != nil {
			t.Fatal(err)
		}
		if s.Over() != tc.won || (tc.won && !s.Outcome().Won(fireteam.Player1)) {
			t.Errorf("Shad at %s intel %v: over %v (%v), want won %v", tc.shadAt, tc.intel, s.Over(), evs, tc.won)
		}
	}
}

// Fleeing: a hero may not leave, with normal movement, a location holding
// more monsters than active heroes (the specialists do not count).
func TestAuditFleeing(t *testing.T) {
	for _, tc := range []struct {
		mons  map[string]string
		shad  string
		legal bool
	}{
		{map[string]string{"m2": "b4"}, "h4", true},                          // 1 monster, 1 hero
		{map[string]string{"m2": "b4", "m1": "b4"}, "h4", false},             // 2 monsters, 1 hero
		{map[string]string{"m2": "b4", "m1": "b4"}, "b4", true},              // 2 monsters, 2 heroes
		{map[string]string{"m2": "b4", "m1": "b4", "m3": "b4"}, "b4", false}, // 3 vs 2
	} {
		m := auditBase(t)
		auditHero(m, 0)["at"] = "b4"
		auditHero(m, 1)["at"] = tc.shad
		m["patty"], m["henry"] = "b4", "b4"
		auditMonsters(m, tc.mons)
		s := auditState(t, m)
		mv := "move Abe c4"
		if tc.shad != "b4" {
			mv += " patty henry"
		}
		_, _, err := auditTry(s, mv, nil)
		if (err == nil) != tc.legal {
			t.Errorf("%v, Shad at %s: %s err %v, want legal %v", tc.mons, tc.shad, mv, err, tc.legal)
		}
		if !tc.legal {
			auditIllegal(t, s, mv)
		}
	}
	// A knocked-down hero is not an active hero: 2 monsters, Abe and a
	// knocked-down Shad.
	m := auditBase(t)
	auditHero(m, 0)["at"] = "b4"
	auditHero(m, 1)["at"] = "b4"
	auditHero(m, 1)["knocked_down"] = true
	m["patty"], m["henry"] = "b4", "b4"
	auditMonsters(m, map[string]string{"m2": "b4", "m1": "b4"})
	if s, err := auditTryState(m); err == nil {
		auditIllegal(t, s, "move Abe c4 patty henry")
	}
}

func auditTryState(m map[string]any) (fireteam.State, error) {
	b, err := json.Marshal(m)
	if err != nil {
		return fireteam.State{}, err
	}
	var s fireteam.State
	err = json.Unmarshal(b, &s)
	return s, err
}

// Guarding Specialists: a hero alone with the specialists must bring them;
// with another hero there he may leave them.
func TestAuditGuardingSpecialists(t *testing.T) {
	m := auditBase(t)
	auditHero(m, 1)["at"] = "h4"
	auditMonsters(m, map[string]string{"m2": "g1"})
	s := auditState(t, m) // Abe alone with both at a4
	auditIllegal(t, s, "move Abe b4")
	auditIllegal(t, s, "move Abe b4 patty")
	s2 := auditDo(t, s, "move Abe b4 patty henry", nil)
	if s2.SpecialistAt(fireteam.Patty).String() != "b4" || s2.SpecialistAt(fireteam.Henry).String() != "b4" {
		t.Errorf("specialists at %v %v", s2.SpecialistAt(0), s2.SpecialistAt(1))
	}
	s = auditState(t, auditBase(t)) // Shad at a4 too
	s2 = auditDo(t, s, "move Abe b4", nil)
	if s2.SpecialistAt(fireteam.Patty).String() != "a4" {
		t.Errorf("Patty moved without being brought")
	}
	auditDo(t, s, "move Abe b4 henry", nil)
}

// Patty: with Patty in the hero's location or adjacent, a search is a free
// action; without her it is the action.
func TestAuditPattyFreeSearch(t *testing.T) {
	for _, patty := range []string{"b4", "c4", "h4"} {
		m := auditBase(t)
		auditHero(m, 0)["at"] = "b4" // spawn token 10
		auditHero(m, 1)["at"] = patty
		m["patty"], m["henry"] = patty, patty
		if patty == "b4" {
			auditHero(m, 1)["at"] = "h4"
		}
		m["recon_deck"] = auditStrs("quiet", "quiet", "quiet", "quiet", "quiet", "quiet", "quiet", "quiet", "quiet", "discovery3", "discovery2", "discovery1")
		auditMonsters(m, map[string]string{"m2": "b3"})
		s, err := auditTryState(m)
		if err != nil {
			t.Fatal(err)
		}
		s = auditDo(t, s, "search Abe", dice.New(1))
		free := patty != "h4"
		a, _ := fireteam.ParseAction("attack Abe m2")
		if err := s.Legal(a); (err == nil) != free {
			t.Errorf("Patty at %s: attack after search: %v, want legal %v", patty, err, free)
		}
	}
}

// 1. Advance the Threat Token: the token stops on the last space; at most
// four twists (DATA.md: twists on spaces 3, 6, 9, 12).
func TestAuditThreatTrackMax(t *testing.T) {
	for _, tc := range []struct {
		space      float64
		twists     []string
		wantSpace  int
		wantTwists int
	}{
		{11, []string{"frenzy", "fury", "hardened"}, 12, 4},
		{12, []string{"frenzy", "fury", "hardened", "restless"}, 12, 4},
		{10, []string{"frenzy", "fury", "hardened"}, 11, 3},
		{2, nil, 3, 1},
	} {
		m := auditBase(t)
		auditHero(m, 0)["at"] = "h4"
		auditHero(m, 1)["at"] = "h4"
		m["patty"], m["henry"] = "h4", "h4"
		m["threat_space"] = tc.space
		deck := []string{"frenzy", "fury", "hardened", "restless", "dread", "ferocity", "thick_hide", "onslaught"}
		m["twists"] = auditStrs(tc.twists...)
		m["twist_deck"] = auditStrs(deck[len(tc.twists):]...)
		auditMonsters(m, map[string]string{"m2": "a1"})
		m["current_hero"] = 1.0
		s, err := auditTryState(m)
		if err != nil {
			t.Fatalf("space %v: %v", tc.space, err)
		}
		s = auditDo(t, s, "end Shad", dice.New(2))
		if s.Threat() != tc.wantSpace || len(s.Twists()) != tc.wantTwists {
			t.Errorf("from %v: threat %d twists %v, want %d and %d", tc.space, s.Threat(), s.Twists(), tc.wantSpace, tc.wantTwists)
		}
	}
}

// I - Monster Movement: toward the closest active hero; ties to the earliest
// in turn order; a monster with an active hero in its location stays.
func TestAuditMonsterMovement(t *testing.T) {
	// m2 at e2 (speed 2): Abe at a2 is 4 away, Shad at g2 2 away: goes to Shad.
	for _, tc := range []struct {
		abe, shad string
		start     int
		want      string
	}{
		{"a2", "g2", 0, "g2"},
		{"c2", "g2", 0, "d2"}, // equidistant (2): toward Abe, first in turn order... then reaches
		{"c2", "g2", 1, "f2"}, // Shad first in turn order
		{"e2", "g2", 0, "e2"}, // a hero in its location: no move
	} {
		m := auditBase(t)
		auditHero(m, 0)["at"] = tc.abe
		auditHero(m, 1)["at"] = tc.shad
		m["patty"], m["henry"] = tc.abe, tc.abe
		auditMonsters(m, map[string]string{"m2": "e2"})
		m["start_player_hero"] = float64(tc.start)
		m["current_hero"] = float64(1 - tc.start)
		s, err := auditTryState(m)
		if err != nil {
			t.Fatal(err)
		}
		end := []string{"end Abe", "end Shad"}[1-tc.start]
		// activation die face 1 (blank), attack dice, spawn dice.
		_, evs, err := auditTry(s, end, dice.Script(1, 1, 1, 1, 1, 1, 1, 1, 1, 1))
		if err != nil {
			t.Fatal(err)
		}
		var moved []string
		for _, e := range evs {
			if mv, ok := e.(fireteam.MonsterMoved); ok && mv.Monster.String() == "m2" {
				moved = append(moved, mv.To.String())
			}
		}
		last := tc.abe
		if len(moved) > 0 {
			last = moved[len(moved)-1]
		}
		if tc.want == tc.abe && len(moved) != 0 || tc.want != tc.abe && last != tc.want && !(tc.want == "d2" && last == "c2") && !(tc.want == "f2" && last == "g2") {
			t.Errorf("%v: m2 moved %v (%v)", tc, moved, evs)
		}
		if tc.start == 1 && last != "g2" || tc.abe == "c2" && tc.start == 0 && last != "c2" {
			t.Errorf("%v: m2 moved %v, want toward the hero earliest in turn order", tc, moved)
		}
	}
}

// Ambush!: the monster spawns in the searcher's location and activates at
// once; reactions may not be played against it. A normal monster attack in
// the Threat Phase does offer them (the control).
func TestAuditAmbushNoReactions(t *testing.T) {
	mk := func() map[string]any {
		m := auditBase(t)
		auditHero(m, 0)["at"] = "b4"
		auditHero(m, 1)["at"] = "b4"
		m["patty"], m["henry"] = "b4", "b4"
		ab := auditHero(m, 0)
		ab["hand"] = auditStrs("L03", "L04", "L05", "L06", "L07")
		ab["deck"] = auditStrs("L01", "L02", "L08", "L09", "L10", "L11", "L12", "L13", "L14", "L15", "L16")
		return m
	}
	sawReact := func(s fireteam.State, r dice.Roller, stop func(fireteam.State) bool) (bool, []fireteam.Event) {
		var all []fireteam.Event
		for k := 0; k < 50 && !stop(s); k++ {
			acts := s.Actions()
			for _, a := range acts {
				if strings.HasPrefix(a.String(), "react") {
					return true, all
				}
			}
			a := acts[0]
			for _, b := range acts {
				if strings.HasPrefix(b.String(), "pass") {
					a = b
				}
			}
			var evs []fireteam.Event
			var err error
			s, evs, err = fireteam.Apply(s, a, r)
			if err != nil {
				t.Fatal(err)
			}
			all = append(all, evs...)
		}
		return false, all
	}
	// Control: m2 attacks in the Threat Phase.
	m := mk()
	auditMonsters(m, map[string]string{"m2": "b4"})
	m["current_hero"] = 1.0
	s := auditState(t, m)
	r := dice.New(4)
	s = auditDo(t, s, "end Shad", r)
	if got, evs := sawReact(s, r, func(s fireteam.State) bool { return s.WaitingFor() == "tactic" || s.Over() }); !got {
		t.Logf("control: no reaction offered (%v); Abe's hand may hold no reaction", evs)
	}
	// Ambush on a search at b4 (spawn token 10).
	m = mk()
	auditMonsters(m, map[string]string{"m2": "h1"})
	auditMonsters(m, map[string]string{"m2": "g1"})
	m["recon_deck"] = auditStrs("quiet", "quiet", "discovery3", "quiet", "quiet", "quiet", "quiet", "quiet", "quiet", "discovery2", "discovery1", "ambush")
	s, err := auditTryState(m)
	if err != nil {
		t.Fatal(err)
	}
	s, evs, err := auditTry(s, "search Abe", r)
	if err != nil {
		t.Fatal(err)
	}
	spawned := false
	for _, e := range evs {
		if sp, ok := e.(fireteam.Spawned); ok && sp.At.String() == "b4" {
			spawned = true
		}
	}
	if !spawned {
		t.Errorf("ambush: no monster spawned at b4: %v", evs)
	}
	if got, evs2 := sawReact(s, r, func(s fireteam.State) bool { return s.WaitingFor() == "turn" || s.Over() }); got {
		t.Errorf("reaction offered against an ambush: %v %v", evs, evs2)
	}
}

func auditBaseMission(t *testing.T, mission string) map[string]any {
	t.Helper()
	r := dice.New(1)
	s, err := fireteam.New(fireteam.Config{Mission: mission}, r)
	if err != nil {
		t.Fatal(err)
	}
	for k := 0; k < 20 && s.WaitingFor() != "turn"; k++ {
		s = auditDo(t, s, s.Actions()[0].String(), r)
	}
	b, _ := json.Marshal(s)
	var m map[string]any
	_ = json.Unmarshal(b, &m)
	return m
}

// 3. Spawn Monsters (skipped if Boss in play); Boss Fights: "For as long as
// the boss monster remains on the board, the Spawn Monsters step of the
// Threat Phase is skipped."
func TestAuditSpawningSkippedWithBoss(t *testing.T) {
	for _, boss := range []bool{false, true} {
		m := auditBaseMission(t, "I3")
		on := map[string]string{}
		if boss {
			on["boss"] = "c2"
			m["boss_power_tokens"] = 2.0
		}
		auditMonsters(m, on)
		for _, x := range m["monsters"].([]any) {
			mm := x.(map[string]any)
			if mm["monster"] == "boss" {
				if boss {
					mm["pool"] = "reserve"
				} else {
					mm["pool"] = "reserve"
				}
			}
		}
		m["current_hero"] = 1.0
		s, err := auditTryState(m)
		if err != nil {
			t.Fatalf("boss %v: %v", boss, err)
		}
		_, evs, err := auditTry(s, "end Shad", dice.New(9))
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, e := range evs {
			if _, ok := e.(fireteam.Spawned); ok {
				n++
			}
		}
		if boss && n != 0 || !boss && n == 0 {
			t.Errorf("boss in play %v: %d monsters spawned (%v)", boss, n, evs)
		}
	}
}

// Henry: in the attacker's location or adjacent, one die may be rerolled;
// two locations away, no reroll is offered.
func TestAuditHenryReroll(t *testing.T) {
	for _, tc := range []struct {
		henry string
		want  bool
	}{{"a4", true}, {"b3", true}, {"c4", false}} {
		m := auditBase(t)
		auditHero(m, 1)["at"] = tc.henry
		m["henry"] = tc.henry
		auditMonsters(m, map[string]string{"m2": "a4"})
		s := auditState(t, m)
		s = auditDo(t, s, "attack Abe m2", nil)
		s = auditDo(t, s, "add Abe L01", nil)
		r := dice.Script(1, 1, 6)
		s = auditDo(t, s, "roll Abe", r)
		if got := s.WaitingFor() == "reroll"; got != tc.want {
			t.Errorf("Henry at %s: waiting %s, want reroll %v", tc.henry, s.WaitingFor(), tc.want)
		}
		if tc.want {
			_, evs, err := auditTry(s, "reroll Abe 1", r)
			if err != nil {
				t.Fatal(err)
			}
			// the rerolled die shows two bullets: 2 hits - 1 resistance.
			if d, ok := auditDamage(evs); !ok || d.Damage != 1 {
				t.Errorf("Henry at %s: after reroll %v, want 1 damage", tc.henry, evs)
			}
		}
	}
}

// Monster attacks: only hit symbols of the monster's attack type count; the
// Corrupted Animal attacks with brawl (face 6: two bullets, no hit).
func TestAuditMonsterAttackType(t *testing.T) {
	s, end := auditKnockPos(t, "heads", false)
	s, evs, err := auditTry(s, end, dice.Script(1, 6, 3, 12, 1, 1, 1, 1))
	if err != nil {
		t.Fatal(err)
	}
	if s.KnockedDown(fireteam.Shad) {
		t.Errorf("two bullet symbols knocked Shad down: %v", evs)
	}
}

// Taking One for the Team: another active hero in the target's location
// may intercede before the roll and becomes the target.
func TestAuditTakingOneForTheTeam(t *testing.T) {
	s, end := auditThreatPos(t, "b4", "b4", 1) // Shad first in turn order: targeted
	r := dice.Script(1, 5, 3, 12, 1, 1, 1, 1, 1, 1)
	s, evs, err := auditTry(s, end, r)
	if err != nil {
		t.Fatal(err)
	}
	if got := auditTargets(evs); len(got) != 1 || got[0] != "Shad" {
		t.Fatalf("targeted %v, want Shad", got)
	}
	if s.WaitingFor() != "intercede" {
		t.Fatalf("waiting %s, want intercede (%v)", s.WaitingFor(), s.Actions())
	}
	s = auditDo(t, s, "intercede Abe", r)
	var all []fireteam.Event
	for k := 0; k < 10 && s.WaitingFor() != "tactic"; k++ {
		acts := s.Actions()
		a := acts[0]
		for _, b := range acts {
			if strings.HasPrefix(b.String(), "pass") {
				a = b
			}
		}
		var e []fireteam.Event
		s, e, err = fireteam.Apply(s, a, r)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, e...)
	}
	for _, e := range all {
		if h, ok := e.(fireteam.HeroHit); ok && h.Hero != fireteam.Abe {
			t.Errorf("hit on %v after Abe interceded: %v", h.Hero, all)
		}
	}
	if s.HandSize(fireteam.Shad) != 5 {
		t.Errorf("Shad's hand %d after Abe took the hits", s.HandSize(fireteam.Shad))
	}
}

// Drawn cards are seen by the drawer's player only (doc: VisibleTo,
// PublicEvent).
func TestAuditDrewEventsHidden(t *testing.T) {
	e := fireteam.Drew{Seat: fireteam.Player2, Hero: fireteam.Shad, N: 1, Cards: []fireteam.Card{{Role: fireteam.CloseCombat, N: 3}}}
	if fireteam.VisibleTo(e, fireteam.Player1) {
		t.Errorf("Player1 sees Shad's drawn cards")
	}
	if !fireteam.VisibleTo(e, fireteam.Player2) {
		t.Errorf("Player2 does not see his own draw")
	}
	if p, ok := fireteam.PublicEvent(e).(fireteam.Drew); !ok || len(p.Cards) != 0 || p.N != 1 {
		t.Errorf("public form %v", fireteam.PublicEvent(e))
	}
	if fireteam.VisibleTo(e, fireteam.Observer) {
		t.Errorf("the Observer sees Shad's drawn cards")
	}
}

// Attacking + Terrain Effects: the elevated bonus never takes the dice past
// 8 (Shad's two Shotgun Blasts, 8 dice, from elevated e4 at f4).
func TestAuditEightDiceWithElevation(t *testing.T) {
	m := auditAttackPos(t, []string{"C07", "C08"}, map[string]string{"m2": "f4"})
	auditHero(m, 1)["at"] = "e4"
	s := auditState(t, m)
	s = auditDo(t, s, "attack Shad m2", nil)
	s = auditDo(t, s, "add Shad C07", nil)
	s = auditDo(t, s, "add Shad C08", nil)
	r := dice.Script(1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	_, evs, err := auditTry(s, "roll Shad", r)
	if err != nil {
		t.Fatal(err)
	}
	if rolled, _ := auditRolled(evs); len(rolled.Dice) != 8 {
		t.Errorf("rolled %d dice, want 8", len(rolled.Dice))
	}
}

// Terrain Effects: cover reduces to a minimum of zero: Covering Fire
// (bullet 1, range 3) into cover rolls no die.
func TestAuditCoverMinimumZero(t *testing.T) {
	m := auditBase(t)
	abe := auditHero(m, 0)
	abe["at"] = "a1"
	auditHero(m, 1)["at"] = "h4"
	m["patty"], m["henry"] = "h4", "h4"
	abe["hand"] = auditStrs("L13")
	abe["deck"] = auditStrs("L01", "L02", "L03", "L04", "L05", "L06", "L07", "L08", "L09", "L10", "L11", "L12", "L14", "L15", "L16")
	auditMonsters(m, map[string]string{"m2": "c1"})
	s := auditState(t, m)
	s = auditDo(t, s, "attack Abe m2", nil)
	s = auditDo(t, s, "add Abe L13", nil)
	r := dice.Script(6, 6)
	s2, evs, err := auditTry(s, "roll Abe", r)
	if err != nil {
		t.Fatalf("roll: %v", err)
	}
	if rolled, _ := auditRolled(evs); len(rolled.Dice) != 0 || r.Remaining() != 2 {
		t.Errorf("rolled %v, want no die", rolled)
	}
	if d, ok := auditDamage(evs); ok && d.Damage != 0 {
		t.Errorf("damage %v", d)
	}
	_ = s2.Validate()
}

// Knockdown: a knocked-down hero "may not be damaged by any effect": an
// ally's bomb in his location hits the others only.
func TestAuditKnockedDownNotDamagedByBomb(t *testing.T) {
	m := auditBase(t)
	auditHero(m, 1)["knocked_down"] = true
	auditMonsters(m, map[string]string{"m2": "a4"})
	s, err := auditTryState(m)
	if err != nil {
		t.Skip("position with a knocked-down hero in round 1 rejected:", err)
	}
	s = auditDo(t, s, "attack Abe m2", nil)
	s = auditDo(t, s, "add Abe L11", nil)
	s = auditDo(t, s, "roll Abe", dice.Script(1, 1))
	var evs []fireteam.Event
	if s.WaitingFor() == "reroll" {
		s, evs, _ = auditTry(s, "keep Abe", nil)
	}
	for _, e := range evs {
		if h, ok := e.(fireteam.HeroHit); ok && h.Hero == fireteam.Shad {
			t.Errorf("knocked-down Shad hit: %v", evs)
		}
	}
	if s.HandSize(fireteam.Shad) != 5 {
		t.Errorf("Shad's hand %d", s.HandSize(fireteam.Shad))
	}
}

// Monsters ignore a knocked-down hero for movement and attack: m2 with a
// knocked-down Shad in its location moves toward Abe.
func TestAuditMonsterIgnoresKnockedDown(t *testing.T) {
	m := auditBase(t)
	auditHero(m, 0)["at"] = "d4"
	auditHero(m, 1)["at"] = "b4"
	auditHero(m, 1)["knocked_down"] = true
	m["patty"], m["henry"] = "d4", "d4"
	auditMonsters(m, map[string]string{"m2": "b4"})
	m["start_player_hero"] = 1.0
	m["current_hero"] = 0.0
	s, err := auditTryState(m)
	if err != nil {
		t.Skip(err)
	}
	_, evs, err := auditTry(s, "end Abe", dice.Script(1, 1, 1, 1, 1, 1, 1, 1, 1, 1))
	if err != nil {
		t.Fatal(err)
	}
	moved := false
	for _, e := range evs {
		if _, ok := e.(fireteam.MonsterMoved); ok {
			moved = true
		}
		if x, ok := e.(fireteam.Targeted); ok && x.Hero == fireteam.Shad {
			t.Errorf("knocked-down Shad targeted: %v", evs)
		}
	}
	if !moved {
		t.Errorf("m2 stayed with a knocked-down hero: %v", evs)
	}
}

// Securing Spawn Points: a secured location rolled on the spawn die is
// rolled again. Abe secures b4 (token 10); the spawn die shows 10, then 1.
func TestAuditSecuredSpawnReroll(t *testing.T) {
	m := auditBase(t)
	auditHero(m, 0)["at"] = "b4"
	auditHero(m, 1)["at"] = "b4"
	m["patty"], m["henry"] = "b4", "b4"
	auditMonsters(m, map[string]string{"m1": "h2", "m3": "h2"}) // m2 off the board, in the Spawn Pool
	m["current_hero"] = 1.0
	s := auditState(t, m)
	// m1, m3 activate (die, move...), so use a seeded roller and read the events.
	rec := dice.Record(dice.New(11))
	_, evs, err := auditTry(s, "end Shad", rec)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range evs {
		if sp, ok := e.(fireteam.Spawned); ok && sp.At.String() == "b4" {
			t.Errorf("spawned in a secured location: %v", evs)
		}
	}
}

// Explosives "including the attacker" + Knockdown + Unprotected
// Specialists: Abe, alone with the specialists, throws his last card (a
// Grenade) into his own location; the bomb hit he cannot discard knocks him
// down, flips the coin, and advances the threat once per specialist.
func TestAuditOwnBombKnocksDown(t *testing.T) {
	m := auditBase(t)
	abe := auditHero(m, 0)
	abe["hand"] = auditStrs("L11")
	abe["deck"] = auditStrs("L01", "L02", "L03", "L04", "L05", "L06", "L07", "L08", "L09", "L10", "L12", "L13", "L14", "L15", "L16")
	auditHero(m, 1)["at"] = "h4"
	auditMonsters(m, map[string]string{"m2": "a4"})
	s := auditState(t, m)
	s = auditDo(t, s, "attack Abe m2", nil)
	s = auditDo(t, s, "add Abe L11", nil)
	s, evs, err := auditTry(s, "roll Abe", dice.Script(1, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1))
	if err != nil {
		t.Fatal(err)
	}
	if s.WaitingFor() == "reroll" {
		var e2 []fireteam.Event
		s, e2, _ = auditTry(s, "keep Abe", nil)
		evs = append(evs, e2...)
	}
	if !s.KnockedDown(fireteam.Abe) || s.LuckyCoinHeads() {
		t.Errorf("Abe knocked down %v, coin heads %v; want true, false (%v)", s.KnockedDown(fireteam.Abe), s.LuckyCoinHeads(), evs)
	}
	if s.Threat() != 3 {
		t.Errorf("threat %d, want 3 (two unguarded specialists) (%v)", s.Threat(), evs)
	}
	if err := s.Validate(); err != nil {
		t.Errorf("invalid after: %v", err)
	}
}

// II - The Activation Die: a move result moves the monster "using the
// normal rules for monster movement": with an active hero in its location
// it stays. Face 5 is a move (seen in play).
func TestAuditActivationMoveStaysWithHero(t *testing.T) {
	s, end := auditThreatPos(t, "b4", "b4", 0)
	_, evs, err := auditTry(s, end, dice.Script(5, 1, 1, 1, 1, 1, 1, 1, 1, 1))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range evs {
		if _, ok := e.(fireteam.MonsterMoved); ok {
			t.Errorf("monster moved away from an active hero: %v", evs)
		}
	}
}

func auditTacticPos(t *testing.T, shadDown bool) (fireteam.State, error) {
	m := auditBase(t)
	m["round"] = 2.0
	m["waiting_for"] = "tactic"
	abe := auditHero(m, 0)
	abe["hand"] = auditStrs("L01", "L02")
	abe["discard"] = auditStrs("L09", "L10", "L11")
	shad := auditHero(m, 1)
	shad["knocked_down"] = shadDown
	auditMonsters(m, map[string]string{"m2": "g1"})
	return auditTryState(m)
}

// Tactics Phase 2-3: the responder draws nothing; a knocked-down hero may
// not be affected by the response but draws normally in step 3.
func TestAuditTacticalResponse(t *testing.T) {
	for _, down := range []bool{false, true} {
		s, err := auditTacticPos(t, down)
		if err != nil {
			t.Skip("tactic position:", err)
		}
		var resp string
		for _, a := range s.Actions() {
			if strings.HasPrefix(a.String(), "respond Abe") {
				resp = a.String()
			}
		}
		if resp == "" {
			t.Skipf("no response offered: %v", s.Actions())
		}
		s2, evs, err := auditTry(s, resp, dice.New(1))
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; k < 5 && s2.WaitingFor() == "tactic"; k++ {
			var e []fireteam.Event
			s2, e, err = fireteam.Apply(s2, s2.Actions()[len(s2.Actions())-1], dice.New(1))
			if err != nil {
				t.Fatal(err)
			}
			evs = append(evs, e...)
		}
		if s2.HandSize(fireteam.Abe) != 1 {
			t.Errorf("down %v: the responder Abe holds %d, want 1 (drew nothing) (%v)", down, s2.HandSize(fireteam.Abe), evs)
		}
		want := 5
		if !down {
			want = 5 + 1 // Rally: at least one card beyond the hand size
		}
		if down && s2.HandSize(fireteam.Shad) != want || !down && s2.HandSize(fireteam.Shad) < want {
			t.Errorf("down %v: Shad holds %d after %s (%v)", down, s2.HandSize(fireteam.Shad), resp, evs)
		}
	}
}

// auditScramble returns s with every hero's hand (but keep's) exchanged with
// cards of his deck, every deck reversed, the twist and recon decks
// reversed: what a seat not holding those hands may not tell apart.
func auditScramble(t *testing.T, s fireteam.State, keep map[string]bool) (fireteam.State, bool) {
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	_ = json.Unmarshal(b, &m)
	for _, x := range m["heroes"].([]any) {
		h := x.(map[string]any)
		deck, _ := h["deck"].([]any)
		hand, _ := h["hand"].([]any)
		if !keep[h["hero"].(string)] && len(deck) > 0 && len(hand) > 0 {
			// swap the first hand card with the last deck card
			hand = append([]any{}, hand...)
			deck = append([]any{}, deck...)
			hand[0], deck[len(deck)-1] = deck[len(deck)-1], hand[0]
			h["hand"] = hand
		}
		h["deck"] = auditReverse(deck)
	}
	if d, ok := m["twist_deck"].([]any); ok {
		m["twist_deck"] = auditReverse(d)
	}
	if d, ok := m["recon_deck"].([]any); ok {
		m["recon_deck"] = auditReverse(d)
	}
	s2, err := auditTryState(m)
	if err != nil {
		return s, false
	}
	return s2, true
}

func TestAuditLeaksInPlay(t *testing.T) {
	checked, failed := 0, 0
	defer func() {
		if checked == 0 || failed > checked {
			t.Errorf("scrambled twins: %d checked, %d rejected", checked, failed)
		}
		t.Logf("scrambled twins: %d checked, %d rejected", checked, failed)
	}()
	for _, cfg := range []fireteam.Config{{}, {Players: 3, Mission: "F2"}, {Players: 1, Mission: "T3"}, {Players: 4, Mission: "I3"}} {
		for seed := uint64(1); seed <= 2; seed++ {
			r := dice.New(seed)
			s, err := fireteam.New(cfg, r)
			if err != nil {
				t.Fatal(err)
			}
			for k := 0; k < 300 && !s.Over(); k++ {
				if s.Round() > 0 && k%3 == 0 {
					for _, p := range s.Seats() {
						keep := map[string]bool{}
						for _, h := range s.Heroes() {
							if owner := auditOwner(s, h); owner == p {
								keep[h.String()] = true
							}
						}
						s2, ok := auditScramble(t, s, keep)
						if !ok {
							failed++
							continue
						}
						checked++
						if va, vb := auditViewText(t, s, p), auditViewText(t, s2, p); va != vb {
							t.Errorf("%+v seed %d step %d: %v's view shows hidden information:\n%s\n---\n%s", cfg, seed, k, p, va, vb)
							return
						}
					}
				}
				acts := s.Actions()
				s, _, err = fireteam.Apply(s, acts[r.IntN(len(acts))], r)
				if err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// auditOwner finds the seat holding hero h: the seat whose view shows his
// hand (or, with an empty hand, whose view shows any of it).
func auditOwner(s fireteam.State, h fireteam.Hero) fireteam.Seat {
	n := len(s.Heroes())
	seats := s.Seats()
	for i, x := range s.Heroes() {
		if x == h {
			if len(seats) == 1 {
				return seats[0]
			}
			_ = n
			return seats[i%len(seats)]
		}
	}
	return fireteam.Observer
}

// 2. Activate Monsters: minions before elites; among the minions the start
// player chooses ("order").
func TestAuditActivationOrder(t *testing.T) {
	m := auditBase(t)
	auditHero(m, 0)["at"] = "b4"
	auditHero(m, 1)["at"] = "b4"
	m["patty"], m["henry"] = "b4", "b4"
	auditMonsters(m, map[string]string{"m1": "b4", "m2": "b4", "e1": "b4"})
	m["current_hero"] = 1.0
	s := auditState(t, m)
	r := dice.New(5)
	s, evs, err := auditTry(s, "end Shad", r)
	if err != nil {
		t.Fatal(err)
	}
	if s.WaitingFor() != "order" || fmt.Sprint(s.Actions()) != "[activate m1 activate m2]" {
		t.Fatalf("waiting %s %v, want order among the two minions (%v)", s.WaitingFor(), s.Actions(), evs)
	}
	s, all, err := auditTry(s, "activate m2", r)
	if err != nil {
		t.Fatal(err)
	}
	_, all = auditPassOn(t, s, r, all, 40)
	var order []string
	for _, e := range all {
		if x, ok := e.(fireteam.Targeted); ok {
			order = append(order, x.Monster.String())
		}
	}
	if fmt.Sprint(order) != "[m2 m1 e1]" {
		t.Errorf("attack order %v, want [m2 m1 e1]", order)
	}
}

// III - Monster Attacks: between targets at different ranges the closest,
// even when the other is earlier in turn order. F2's Fetch Stalker (e1:
// bullet, range 2) in the second hero's location, the first hero adjacent.
func TestAuditMonsterTargetsClosest(t *testing.T) {
	m := auditBaseMission(t, "F2")
	for _, locs := range [][2]string{{"d2", "d3"}, {"d2", "f2"}} {
		auditHero(m, 0)["at"] = locs[0]
		auditHero(m, 1)["at"] = locs[1]
		m["patty"], m["henry"] = locs[0], locs[0]
		auditMonsters(m, map[string]string{"e1": locs[1]})
		m["start_player_hero"] = 0.0
		m["current_hero"] = 1.0
		s, err := auditTryState(m)
		if err != nil {
			t.Fatal(err)
		}
		h := s.Heroes()
		_, evs, err := auditTry(s, "end "+h[1].String(), dice.New(3))
		if err != nil {
			t.Fatal(err)
		}
		if got := auditTargets(evs); len(got) == 0 || got[0] != h[1].String() {
			t.Errorf("%v: targeted %v, want %v (range 0) (%v)", locs, got, h[1], evs)
		}
	}
}

// Unprotected Specialists: "If the last active hero in a specialist's
// location is knocked down": a knocked-down hero there is no guard, so
// knocking Shad down (Abe already down with him) advances the threat twice.
func TestAuditUnprotectedWithDownedHero(t *testing.T) {
	m := auditBase(t)
	abe := auditHero(m, 0)
	abe["at"] = "b4"
	abe["knocked_down"] = true
	shad := auditHero(m, 1)
	shad["at"] = "b4"
	shad["discard"] = shad["hand"]
	shad["hand"] = []any{}
	m["patty"], m["henry"] = "b4", "b4"
	m["lucky_coin"] = "heads"
	auditMonsters(m, map[string]string{"m2": "b4"})
	m["current_hero"] = 1.0
	s, err := auditTryState(m)
	if err != nil {
		t.Skip(err)
	}
	s, evs, err := auditTry(s, "end Shad", dice.Script(1, 5, 3, 12, 1, 1, 1, 1))
	if err != nil {
		t.Fatal(err)
	}
	if !s.KnockedDown(fireteam.Shad) || s.Threat() != 4 {
		t.Errorf("Shad down %v, threat %d, want true and 4 (%v)", s.KnockedDown(fireteam.Shad), s.Threat(), evs)
	}
}

// Patty: "you may perform search actions as a free action" — every search
// near her is free, so a hero may search two spawn points in one turn and
// still attack.
func TestAuditPattyTwoFreeSearches(t *testing.T) {
	m := auditBase(t)
	auditHero(m, 0)["at"] = "b4" // token 10
	auditHero(m, 1)["at"] = "b3"
	m["patty"], m["henry"] = "b3", "b3"
	m["recon_deck"] = auditStrs("quiet", "quiet", "quiet", "quiet", "quiet", "quiet", "quiet", "quiet", "quiet", "discovery3", "quiet", "quiet")
	auditMonsters(m, map[string]string{"m2": "g1"})
	s, err := auditTryState(m)
	if err != nil {
		t.Fatal(err)
	}
	s = auditDo(t, s, "search Abe", dice.New(1))
	s = auditDo(t, s, "move Abe a3", dice.New(1)) // token 7, difficult: both moves
	s = auditDo(t, s, "search Abe", dice.New(1))
	if s.SpawnTokenUp(7) || s.SpawnTokenUp(10) {
		t.Errorf("tokens 7, 10 up: %v %v", s.SpawnTokenUp(7), s.SpawnTokenUp(10))
	}
}

// Ambush!: with every eligible monster already on the board, the one
// furthest from the searcher comes (m1 at h2, range 6, over m2 at g1 and m3
// at c4).
func TestAuditAmbushFurthest(t *testing.T) {
	m := auditBase(t)
	auditHero(m, 0)["at"] = "b4"
	auditHero(m, 1)["at"] = "b4"
	m["patty"], m["henry"] = "b4", "b4"
	auditMonsters(m, map[string]string{"m1": "h2", "m2": "g1", "m3": "c4"})
	m["recon_deck"] = auditStrs("quiet", "quiet", "discovery3", "quiet", "quiet", "quiet", "quiet", "quiet", "quiet", "discovery2", "discovery1", "ambush")
	s := auditState(t, m)
	_, evs, err := auditTry(s, "search Abe", dice.New(3))
	if err != nil {
		t.Fatal(err)
	}
	ok := false
	for _, e := range evs {
		if sp, is := e.(fireteam.Spawned); is {
			ok = sp.Monster.String() == "m1" && sp.At.String() == "b4"
			if !ok {
				t.Errorf("ambush brought %v, want m1 to b4", sp)
			}
		}
	}
	if !ok {
		t.Errorf("no ambush spawn: %v", evs)
	}
	// Searching needs no monster in the location.
	m = auditBase(t)
	auditHero(m, 0)["at"] = "b4"
	auditHero(m, 1)["at"] = "b4"
	m["patty"], m["henry"] = "b4", "b4"
	auditMonsters(m, map[string]string{"m2": "b4"})
	auditIllegal(t, auditState(t, m), "search Abe")
}

// Random field mutations of decodable positions never panic, and every
// decoded position that is not over has a legal action.
func TestAuditRandomPositionMutations(t *testing.T) {
	pool := []any{0.0, 1.0, 2.0, 3.0, 5.0, 8.0, 12.0, 16.0, -1.0, "", "a1", "h4", "e3", "b4", "m2", "boss", "tails", "heads", true, false, []any{}, auditStrs("L01"), []any{1.0}, "turn", "discard", "react", "intercede", "order", "aim", "reroll", "down", "tactic", "spawn", "reserve", "none"}
	r := dice.New(99)
	var paths [][]any
	var walk func(x any, path []any)
	walk = func(x any, path []any) {
		switch v := x.(type) {
		case map[string]any:
			for k, y := range v {
				walk(y, append(append([]any{}, path...), k))
			}
		case []any:
			for i, y := range v {
				walk(y, append(append([]any{}, path...), i))
			}
		}
		if len(path) > 0 {
			paths = append(paths, path)
		}
	}
	base := auditBase(t)
	auditMonsters(base, map[string]string{"m2": "a4", "m1": "b4"})
	walk(base, nil)
	sort.Slice(paths, func(i, j int) bool { return fmt.Sprint(paths[i]) < fmt.Sprint(paths[j]) })
	decoded := 0
	for it := 0; it < 1500; it++ {
		m := auditBase(t)
		auditMonsters(m, map[string]string{"m2": "a4", "m1": "b4"})
		for k := 0; k < 1+r.IntN(3); k++ {
			p := paths[r.IntN(len(paths))]
			var cur any = m
			for _, step := range p[:len(p)-1] {
				switch c := cur.(type) {
				case map[string]any:
					cur = c[step.(string)]
				case []any:
					if i := step.(int); i < len(c) {
						cur = c[i]
					}
				}
			}
			v := pool[r.IntN(len(pool))]
			switch c := cur.(type) {
			case map[string]any:
				if k, ok := p[len(p)-1].(string); ok {
					c[k] = v
				}
			case []any:
				if i, ok := p[len(p)-1].(int); ok && i < len(c) {
					c[i] = v
				}
			}
		}
		b, _ := json.Marshal(m)
		func() {
			defer func() {
				if e := recover(); e != nil {
					t.Errorf("panic %v on\n%s", e, b)
				}
			}()
			var s fireteam.State
			if json.Unmarshal(b, &s) != nil {
				return
			}
			decoded++
			auditPlay(t, s, int64(it), 40)
		}()
		if t.Failed() {
			return
		}
	}
	t.Logf("%d mutated positions decoded", decoded)
}

// Tactics Phase 3. Draw Cards: up to hand size (5; 4 with the dread twist,
// DATA.md); a hand already at or over it draws none.
func TestAuditDrawToHandSize(t *testing.T) {
	for _, tc := range []struct {
		dread bool
		want  int
	}{{false, 5}, {true, 4}} {
		m := auditBase(t)
		m["round"] = 2.0
		m["waiting_for"] = "tactic"
		m["threat_space"] = 3.0
		if tc.dread {
			m["twists"] = auditStrs("dread")
			m["twist_deck"] = auditStrs("frenzy", "fury", "hardened", "restless", "ferocity", "thick_hide", "onslaught")
		} else {
			m["twists"] = auditStrs("frenzy")
			m["twist_deck"] = auditStrs("dread", "fury", "hardened", "restless", "ferocity", "thick_hide", "onslaught")
		}
		abe := auditHero(m, 0)
		abe["hand"] = auditStrs("L01", "L02")
		abe["discard"] = auditStrs("L09", "L10", "L11")
		auditMonsters(m, map[string]string{"m2": "g1"})
		s, err := auditTryState(m)
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; k < 5 && s.WaitingFor() == "tactic"; k++ {
			var pass string
			for _, a := range s.Actions() {
				if strings.HasPrefix(a.String(), "pass") {
					pass = a.String()
				}
			}
			s = auditDo(t, s, pass, dice.New(1))
		}
		if s.HandSize(fireteam.Abe) != tc.want || s.HandSize(fireteam.Shad) != 5 {
			t.Errorf("dread %v: Abe %d Shad %d, want %d and 5", tc.dread, s.HandSize(fireteam.Abe), s.HandSize(fireteam.Shad), tc.want)
		}
	}
}

// auditPassOn plays on, passing wherever a pass is offered (otherwise the
// first action), until the Tactics Phase or the end of the game, at most
// limit actions, and returns the state and all with the events appended.
func auditPassOn(t *testing.T, s fireteam.State, r dice.Roller, all []fireteam.Event, limit int) (fireteam.State, []fireteam.Event) {
	t.Helper()
	for k := 0; k < limit && s.WaitingFor() != "tactic" && !s.Over(); k++ {
		acts := s.Actions()
		a := acts[0]
		for _, b := range acts {
			if strings.HasPrefix(b.String(), "pass") {
				a = b
			}
		}
		next, e, err := fireteam.Apply(s, a, r)
		if err != nil {
			t.Fatal(err)
		}
		s, all = next, append(all, e...)
	}
	return s, all
}
