package fireteam

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
)

// Mission I1's terrain used below: a4, f4, a1, d1 open; b2 and c3 cover;
// e1 and f1 elevated; e2, f2 open; c2 difficult; h1 and e3 impassible.

// Rulebook, "Attacking": all cards share the attack type; the target is in
// each card's range.
func TestAttackingSameTypeAndRange(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	putSpecialists(&s, "a4")
	put(&s, 0, "a1")
	place(&s, 0, "d1")          // range 3
	setHand(&s, 0, 1, 5, 9, 11) // Hydrostatic Shock b3 r3, Overwatch b2 r3, Quick Draw b2 r1, Bayonet f2 r0
	s = apply(t, s, Attack{Frank, 0}, dice.Script())
	if got, want := actionsText(s), "add Frank M01, add Frank M05"; got != want {
		t.Fatalf("actions %q, want %q", got, want)
	}
	playtest.AssertIllegal(t, Rules, s, Action(Add{Frank, Card{Marksmanship, 8}}))  // Quick Draw: range 1
	playtest.AssertIllegal(t, Rules, s, Action(Add{Frank, Card{Marksmanship, 10}})) // Bayonet: brawl, range 0
	s = apply(t, s, Add{Frank, Card{Marksmanship, 0}}, dice.Script())
	s = apply(t, s, Add{Frank, Card{Marksmanship, 4}}, dice.Script())
	// 3 + 2 dice, all bullets: 5 hits on a Corrupted Animal (health 2,
	// bullet resistance 1).
	s, ev := applyEv(t, s, Roll{Frank}, dice.Script(fBullet, fBullet, fBullet, fBullet, fBullet))
	if !has(ev, "Frank rolled [BX BX BX BX BX]") || !has(ev, "m1 took 5 damage and was killed") {
		t.Errorf("events %q", ev)
	}
	if s.mons[0].loc != noLoc || s.heroes[0].disc != 1|1<<4 || !s.acted {
		t.Errorf("after the attack: m1 at %d, discard %b, acted %v", s.mons[0].loc, s.heroes[0].disc, s.acted)
	}
	mustValid(t, s)
}

// Rulebook, "Attacking": never more than 8 attack dice.
func TestAttackingEightDice(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	put(&s, 0, "a3")
	place(&s, 0, "a3")
	setHand(&s, 0, 1, 2, 7, 8) // 3 + 3 + 3 + 3 = 12 bullet dice
	s = apply(t, s, Attack{Frank, 0}, dice.Script())
	for _, n := range []uint8{0, 1, 6, 7} {
		s = apply(t, s, Add{Frank, Card{Marksmanship, n}}, dice.Script())
	}
	// Henry is adjacent (a4): a reroll decision follows the roll.
	s = apply(t, s, Roll{Frank}, dice.Script(1, 1, 1, 1, 1, 1, 1, 1))
	if s.nDice != 8 || s.step != stReroll {
		t.Fatalf("%d dice, step %s", s.nDice, stepNames[s.step])
	}
}

// Rulebook, "Resistance" (the corrupted animal example): 3 bullet hits
// kill it, 2 do not; 2 bomb hits kill it.
func TestResistance(t *testing.T) {
	for _, c := range []struct {
		name   string
		card   int
		faces  []int
		killed bool
	}{
		{"3 bullet hits", 1, []int{fBullet, fBullet, fBullet}, true},
		{"2 bullet hits", 1, []int{fBullet, fBullet, fBlank}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := fixture(t, "I1", Frank, Shad)
			put(&s, 0, "d1")
			put(&s, 1, "d1")
			putSpecialists(&s, "d1") // Henry adjacent: keep the dice
			place(&s, 0, "d2")
			setHand(&s, 0, c.card)
			s = apply(t, s, Attack{Frank, 0}, dice.Script())
			s = apply(t, s, Add{Frank, Card{Marksmanship, uint8(c.card - 1)}}, dice.Script())
			s = apply(t, s, Roll{Frank}, dice.Script(c.faces...))
			s = apply(t, s, Keep{Frank}, dice.Script())
			if got := s.mons[0].loc == noLoc; got != c.killed {
				t.Errorf("killed %v, want %v", got, c.killed)
			}
		})
	}
	s := fixture(t, "I1", Don, Shad)
	put(&s, 0, "a1")
	place(&s, 0, "b1") // range 1, no cover
	setHand(&s, 0, 5)  // Rifle Grenade: bomb 2, range 3
	s = apply(t, s, Attack{Don, 0}, dice.Script())
	s = apply(t, s, Add{Don, Card{Demolitions, 4}}, dice.Script())
	s, ev := applyEv(t, s, Roll{Don}, dice.Script(fBomb, fBomb))
	if !has(ev, "m1 took 2 damage and was killed") {
		t.Errorf("bomb: events %q", ev)
	}
	_ = s
}

// Rulebook, "Bonus Hits" (the Dual Pistols example) and "Resistance"
// bypass.
func TestBonusHitsAndBypass(t *testing.T) {
	s := fixture(t, "I1", Shad, Frank)
	put(&s, 0, "a1")
	place(&s, firstElite, "a1") // Corrupted Human: health 3, bullet resistance 1
	setHand(&s, 0, 1, 5)        // Dual Pistols (bullet 2, +2 hits), Knife Work (brawl 2, bypass)
	s1 := apply(t, s, Attack{Shad, firstElite}, dice.Script())
	s1 = apply(t, s1, Add{Shad, Card{CloseCombat, 0}}, dice.Script())
	// 3 bullet hits rolled + 2 bonus = 5, less resistance 1 = 4 ≥ 3.
	_, ev := applyEv(t, s1, Roll{Shad}, dice.Script(fBull2, fBullet))
	if !has(ev, "Shad rolled [BB BX]: 3 hits") || !has(ev, "e1 took 4 damage and was killed") {
		t.Errorf("Dual Pistols: %q", ev)
	}
	// Knife Work: 2 brawl hits bypass the Corrupted Animal's brawl
	// resistance 1 and kill it (health 2); without bypass 1 damage would not.
	s2 := s
	s2.mons[firstElite] = monster{loc: noLoc}
	place(&s2, 0, "a1")
	s2 = apply(t, s2, Attack{Shad, 0}, dice.Script())
	s2 = apply(t, s2, Add{Shad, Card{CloseCombat, 4}}, dice.Script())
	s2, ev = applyEv(t, s2, Roll{Shad}, dice.Script(fBrawl, fBrawl))
	if !has(ev, "m1 took 2 damage and was killed") {
		t.Errorf("Knife Work: %q", ev)
	}
}

// Rulebook, "Boss Fights": damage equal to the health injures the boss (a
// power token is removed); the last token defeats it, which is not
// returned to the Spawn Pool and completes its objective.
func TestBossFights(t *testing.T) {
	s := fixture(t, "I3", Abe, Don)
	put(&s, 0, "a1")
	put(&s, 1, "a1")
	putSpecialists(&s, "a1")
	place(&s, bossSlot, "b1") // The Host: health 6, bullet resistance 1; 2 power tokens
	setHand(&s, 0, 5, 6)      // Steady Aim ×2: bullet 3, range 3
	s.heroes[1].down = true   // Don stays out of it
	attack := func(s State, faces ...int) (State, []string) {
		s = apply(t, s, Attack{Abe, bossSlot}, dice.Script())
		s = apply(t, s, Add{Abe, Card{Leadership, 4}}, dice.Script())
		s = apply(t, s, Add{Abe, Card{Leadership, 5}}, dice.Script())
		s = apply(t, s, Roll{Abe}, dice.Script(faces...))
		return applyEv(t, s, Keep{Abe}, dice.Script())
	}
	// 6 bullet hits - 1 = 5 < 6: nothing.
	s1, ev := attack(s, fBull2, fBull2, fBullet, fBullet, fBlank, fBlank)
	if s1.power != 2 || !has(ev, "boss took 5 damage") {
		t.Fatalf("5 damage: power %d, %q", s1.power, ev)
	}
	// 7 - 1 = 6: injured.
	s2, ev := attack(s, fBull2, fBull2, fBull2, fBullet, fBlank, fBlank)
	if s2.power != 1 || !has(ev, "boss took 6 damage and was injured") || s2.mons[bossSlot].loc == noLoc {
		t.Fatalf("6 damage: power %d, %q", s2.power, ev)
	}
	s.power = 1
	s3, _ := attack(s, fBull2, fBull2, fBull2, fBullet, fBlank, fBlank)
	if s3.mons[bossSlot] != (monster{loc: noLoc, pool: poolNone}) || s3.done&2 == 0 {
		t.Fatalf("last token: boss %+v, objectives %b", s3.mons[bossSlot], s3.done)
	}
	mustValid(t, s3)
}

// Rulebook, "Terrain Effects": cover takes a die from ranged attacks into
// it (not from the same location, never below zero); elevated adds one to
// ranged attacks from it at a non-elevated location.
func TestTerrainEffects(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	for _, c := range []struct {
		str      int
		from, to string
		want     int
	}{
		{3, "a1", "b2", 2}, // into cover
		{3, "b2", "b2", 3}, // cover, same location
		{0, "a1", "b2", 0}, // never below zero
		{3, "e1", "f2", 4}, // from elevated at open
		{3, "e1", "f1", 3}, // elevated at elevated
		{3, "e1", "e1", 3}, // same location
		{8, "e1", "f2", 8}, // never more than 8
		{3, "f1", "c3", 3}, // elevated +1, cover -1
	} {
		if got := s.attackDice(c.str, at(c.from), at(c.to), false); got != c.want {
			t.Errorf("%d dice %s at %s: %d, want %d", c.str, c.from, c.to, got, c.want)
		}
	}
	if got := s.attackDice(3, at("a1"), at("b2"), true); got != 3 {
		t.Errorf("ignoring cover: %d", got)
	}
}

// Rulebook, "Explosives": a bomb's hits fall on every monster and every
// active hero in the location, the attacker included; specialists never.
func TestExplosives(t *testing.T) {
	s := fixture(t, "I1", Don, Shad)
	put(&s, 0, "a1")
	put(&s, 1, "a1")
	putSpecialists(&s, "a1")
	place(&s, 0, "a1")
	place(&s, 1, "a1")
	place(&s, firstElite, "a1") // Corrupted Human: bomb resistance 1, health 3
	setHand(&s, 0, 1, 2, 3)     // Dynamite ×2 (bomb 4) and Satchel Charge
	setHand(&s, 1, 1, 2, 3, 4, 5)
	s = apply(t, s, Attack{Don, 0}, dice.Script())
	s = apply(t, s, Add{Don, Card{Demolitions, 0}}, dice.Script())
	s = apply(t, s, Roll{Don}, dice.Script(fBomb, fBomb, fMissBomb, fMissBomb))
	s, ev := applyEv(t, s, Keep{Don}, dice.Script())
	want := []string{
		"m1 took 2 damage and was killed",
		"m2 took 2 damage and was killed",
		"e1 took 1 damage",
		"Don took 2 hits",
		"Shad took 2 hits",
		"Don played D02 (Dynamite) as discard",
		"Don played D03 (Satchel Charge) as discard",
	}
	if diff := cmp.Diff(want, ev); diff != "" {
		t.Fatalf("events (-want +got):\n%s", diff)
	}
	// Don holds 2 cards for 2 hits: both discarded, no choice. Shad chooses.
	if s.step != stDiscard || s.att.ask != 1 || s.heroes[0].hand != 0 || s.heroes[0].down {
		t.Fatalf("step %s, asked %d, Don's hand %b", stepNames[s.step], s.att.ask, s.heroes[0].hand)
	}
	s = apply(t, s, Discard{Shad, Card{CloseCombat, 0}}, dice.Script())
	s = apply(t, s, Discard{Shad, Card{CloseCombat, 1}}, dice.Script())
	if s.step != stTurn || s.cur != 0 || s.heroes[1].handSize() != 3 {
		t.Fatalf("back to Don's turn: step %s cur %d", stepNames[s.step], s.cur)
	}
	mustValid(t, s)
}

// Rulebook, "Henry": with Henry in the attacker's location or an adjacent
// one, one attack die may be rerolled; farther away, no reroll.
func TestHenry(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	put(&s, 0, "a1")
	put(&s, 1, "b2")
	putSpecialists(&s, "b2") // adjacent to a1
	place(&s, 0, "a2")
	setHand(&s, 0, 1)
	s = apply(t, s, Attack{Frank, 0}, dice.Script())
	s = apply(t, s, Add{Frank, Card{Marksmanship, 0}}, dice.Script())
	s = apply(t, s, Roll{Frank}, dice.Script(fBullet, fBullet, fBlank))
	if got, want := actionsText(s), "reroll Frank 1, reroll Frank 2, reroll Frank 3, keep Frank"; got != want {
		t.Fatalf("%q, want %q", got, want)
	}
	s, ev := applyEv(t, s, Reroll{Frank, 3}, dice.Script(fBullet))
	if !has(ev, "Frank (Henry's reroll) rolled [BX BX BX]: 3 hits") || !has(ev, "m1 took 2 damage and was killed") {
		t.Fatalf("%q", ev)
	}
	s = fixture(t, "I1", Frank, Shad)
	put(&s, 0, "a1")
	put(&s, 1, "c3")
	putSpecialists(&s, "c3") // range 2
	place(&s, 0, "a2")
	setHand(&s, 0, 1)
	s = apply(t, s, Attack{Frank, 0}, dice.Script())
	s = apply(t, s, Add{Frank, Card{Marksmanship, 0}}, dice.Script())
	s = apply(t, s, Roll{Frank}, dice.Script(fBullet, fBullet, fBlank))
	if s.step != stTurn || s.mons[0].loc == noLoc {
		t.Fatalf("no reroll without Henry near: step %s", stepNames[s.step])
	}
}

// Rulebook, "Reaction Cards": one reaction per hero per trigger, the
// attacked hero within the card's range.
func TestReactions(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	put(&s, 0, "a1")
	put(&s, 1, "c1")
	putSpecialists(&s, "a1")
	place(&s, 0, "a1")
	setHand(&s, 0, 15, 16)    // Double Tap ×2: Shield 2, range 1
	setHand(&s, 1, 1, 11, 12) // Dual Pistols: Shield range 0 (Frank at range 2: no); Bodyguard? (C11 Berserk is tactical)
	s, _ = endTurns(t, s, dice.Script(aBlank))
	if got, want := actionsText(s), "react Frank M15, react Frank M16, pass Frank"; got != want {
		t.Fatalf("%q, want %q", got, want)
	}
	s = apply(t, s, React{Frank, Card{Marksmanship, 14}}, dice.Script())
	// Frank may not react twice; Shad, asked (he holds cards), has no
	// reaction reaching a1: he may only pass, then the dice roll.
	if got, want := actionsText(s), "pass Shad"; got != want {
		t.Fatalf("%q, want %q", got, want)
	}
	s = apply(t, s, Pass{Shad}, dice.Script(fBrawl2))
	if s.step == stReact || s.hits[0] != 0 {
		t.Fatalf("step %s, hits %v", stepNames[s.step], s.hits)
	}
}

// Rulebook, "Hero Phase" and "Knockdown": a knocked-down hero chooses at
// the start of his turn to stay down (skipping it) or stand up.
func TestKnockedDownTurn(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	putSpecialists(&s, "a4")
	s.heroes[1].down = true
	s = apply(t, s, End{Frank}, dice.Script())
	if got, want := actionsText(s), "stand Shad, staydown Shad"; got != want {
		t.Fatalf("%q, want %q", got, want)
	}
	s1 := apply(t, s, Stand{Shad}, dice.Script())
	if s1.heroes[1].down || s1.step != stTurn {
		t.Fatal("stand")
	}
	s2 := apply(t, s, StayDown{Shad}, dice.Script())
	if !s2.heroes[1].down || s2.round != 2 {
		t.Fatalf("stay down: round %d", s2.round)
	}
}

// Rulebook, "Specialists": "Although they can never be targeted by an
// attack" (issue 20.9). "attack Don henry" is no action: ParseAction
// refuses it and says why; a monster, a special intel token and an ally
// parse as targets.
func TestSpecialists_NeverTargeted(t *testing.T) {
	for _, text := range []string{"attack Don henry", "attack Don Patty"} {
		_, err := ParseAction(text)
		var pe *incursion.ParseError
		if !errors.As(err, &pe) || !strings.Contains(err.Error(), "the specialists can never be targeted by an attack") {
			t.Errorf("%s: %v", text, err)
		}
	}
	_, err := ParseAction("attack Don m10")
	if err == nil || strings.Contains(err.Error(), "specialists") || !strings.Contains(err.Error(), "an attack's target (a monster m1..m9, e1..e3, boss; a special intel token token1..token3; an ally ally1..ally4)") {
		t.Errorf("attack Don m10: %v", err)
	}
	for _, c := range []struct {
		text string
		want Action
	}{{"attack Don m2", Attack{Don, 1}}, {"attack Don token1", Attack{Don, firstToken}}, {"attack Don ally2", Attack{Don, firstAlly + 1}}} {
		if a, err := ParseAction(c.text); err != nil || a != c.want {
			t.Errorf("%s: %v, %v", c.text, a, err)
		}
	}
}
