package fireteam

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
)

// endTurns ends the Hero Phase: every hero from the current one ends his
// turn.
func endTurns(t *testing.T, s State, r dice.Roller) (State, []string) {
	t.Helper()
	var all []string
	for s.step == stTurn && s.round == 1 {
		var ev []string
		s, ev = applyEv(t, s, End{s.heroes[s.cur].id}, r)
		all = append(all, ev...)
		s, all = passOnly(t, s, r, all)
	}
	return s, all
}

// passOnly passes for every hero asked to react who holds no reaction he
// may play (every active hero holding cards is asked: Hidden information).
func passOnly(t *testing.T, s State, r dice.Roller, all []string) (State, []string) {
	t.Helper()
	for s.step == stReact {
		legal := s.Actions()
		if len(legal) != 1 {
			break
		}
		var ev []string
		s, ev = applyEv(t, s, legal[0], r)
		all = append(all, ev...)
	}
	return s, all
}

// Rulebook, "Moving": speed 2, diagonal adjacency, difficult terrain costs
// 2, impassible is never entered.
// Rulebook, "Fleeing": no normal move out of a location with more monsters
// than active heroes; specialists do not count.
// Rulebook, "Guarding Specialists": a sole hero must bring the specialists;
// with another hero there he may leave them.
// Rulebook, "Searching", "Discovery Cards", "Completing Objectives", Patty:
// a face-up spawn token and no monsters; the token turns face down, a recon
// card is drawn; with Patty near, the search is free.
// Rulebook, "Ambush!": the monster spawns in the searcher's location from
// the Spawn Pool (or the furthest one on the board) and activates at once;
// no reactions.
// Rulebook, "I - Monster Movement": toward the closest active hero, ties to
// the earliest in turn order; no move with an active hero in its location.
func TestMonsterMovement(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	put(&s, 0, "a1")
	put(&s, 1, "a4")
	putSpecialists(&s, "a4")
	place(&s, firstElite, "a2") // Corrupted Human: speed 1, range 0; tied 1 from a1 and 2 from a4
	place(&s, 0, "d2")          // speed 2, 3 from a1 and a4: moves toward Frank (first in turn order)
	s, ev := endTurns(t, s, dice.Script(aBlank, aBlank, fBlank, fBlank))
	want := []string{
		"the threat token is on space 2",
		"m1 moved to c1", "m1 moved to b1", "m1 activation die: blank",
		"e1 moved to a1", "e1 activation die: blank", "e1 attacks Frank", "e1 rolled [X X]: 0 hits",
	}
	if diff := cmp.Diff(want, ev[:len(want)]); diff != "" {
		t.Fatalf("(-want +got):\n%s", diff)
	}
	_ = s
}

// Rulebook, "III - Monster Attacks" and "Taking One for the Team": the
// closest target, ties to turn order; another active hero in the target's
// location may intercede before the roll.
func TestMonsterAttacksAndTakingOneForTheTeam(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	put(&s, 0, "a1")
	put(&s, 1, "a1")
	putSpecialists(&s, "a1")
	place(&s, 0, "a1")
	setHand(&s, 0, 11, 12) // Bayonet ×2: reactions of range 0
	setHand(&s, 1, 3, 4, 13)
	s, _ = endTurns(t, s, dice.Script(aBlank))
	if s.step != stIntercede || s.att.target != 0 || s.att.ask != 1 {
		t.Fatalf("step %s target %d ask %d", stepNames[s.step], s.att.target, s.att.ask)
	}
	s = apply(t, s, Intercede{Shad}, dice.Script())
	// Reactions: Frank (Bayonet, range 0, Shad in his location) is asked,
	// then Shad (Haymaker, range 0).
	if s.step != stReact || s.att.ask != 0 || s.att.target != 1 {
		t.Fatalf("step %s ask %d", stepNames[s.step], s.att.ask)
	}
	s = apply(t, s, React{Frank, Card{Marksmanship, 10}}, dice.Script())
	s = apply(t, s, Pass{Shad}, dice.Script(fBrawl2))
	// 1 die: two brawl symbols... the Corrupted Animal rolls 1 die: 2 hits, 1 prevented.
	if s.step != stDiscard || s.att.ask != 1 || s.hits[1] != 1 {
		t.Fatalf("step %s, hits %v", stepNames[s.step], s.hits)
	}
	s = apply(t, s, Discard{Shad, Card{CloseCombat, 2}}, dice.Script())
	if s.round != 2 || s.heroes[1].disc != 1<<2 || s.heroes[0].disc != 1<<10 {
		t.Fatalf("after: round %d, discards %b %b", s.round, s.heroes[0].disc, s.heroes[1].disc)
	}
}

// Rulebook, "Knockdown", "The Lucky Coin", "Unprotected Specialists",
// "Mission Accomplished?": more hits than cards knock the hero down, the
// coin flips tails, the threat advances once per specialist left without an
// active hero; a second knockdown with the coin tails fails the mission.
func TestKnockdown(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	put(&s, 0, "a1")
	put(&s, 1, "h4")
	putSpecialists(&s, "a1")
	place(&s, 0, "a1")
	setHand(&s, 0, 11) // one card (Bayonet, a Shield reaction: Frank passes)
	s, _ = endTurns(t, s, dice.Script(aBlank))
	s, ev := applyEv(t, s, Pass{Frank}, dice.Script(fBrawl2))
	want := []string{
		"m1 rolled [FF]: 2 hits", "Frank took 2 hits", "Frank was knocked down", "the Lucky Coin is tails up",
		"the threat token is on space 3", "twist: " + twistNames[Infested][s.twists[0]], "the threat token is on space 4",
	}
	if diff := cmp.Diff(want, ev[:len(want)]); diff != "" {
		t.Fatalf("(-want +got):\n%s", diff)
	}
	if !s.heroes[0].down || !s.tails || s.heroes[0].disc != 1<<10 {
		t.Fatalf("Frank %+v, tails %v", s.heroes[0], s.tails)
	}
	// Exactly as many hits as cards: all discarded, not knocked down.
	s = fixture(t, "I1", Frank, Shad)
	put(&s, 0, "a1")
	put(&s, 1, "h4")
	putSpecialists(&s, "h4")
	place(&s, 0, "a1")
	setHand(&s, 0, 1, 2)
	s, _ = endTurns(t, s, dice.Script(aBlank))
	s = apply(t, s, Pass{Frank}, dice.Script(fBrawl2))
	if s.heroes[0].down || s.heroes[0].disc != 3 || s.tails {
		t.Fatalf("2 hits, 2 cards: %+v", s.heroes[0])
	}
	// Tails up: a knockdown fails the mission.
	s = fixture(t, "I1", Frank, Shad)
	put(&s, 0, "a1")
	put(&s, 1, "h4")
	putSpecialists(&s, "h4")
	place(&s, 0, "a1")
	setHand(&s, 0)
	s.tails = true
	s, _ = endTurns(t, s, dice.Script(aBlank, fBrawl))
	if !s.Over() || s.won || s.Outcome().Reason != whyText[whyKnockedDown] {
		t.Fatalf("over %v won %v: %v", s.Over(), s.won, s.Outcome())
	}
	mustValid(t, s)
	// A knocked-down hero is not targeted and plays no cards.
	s = fixture(t, "I1", Frank, Shad)
	put(&s, 0, "a1")
	put(&s, 1, "b1")
	putSpecialists(&s, "b1")
	place(&s, firstElite, "a1") // range 0: Shad is out of range
	s.heroes[0].down = true
	s.cur = 1
	s, ev = endTurns(t, s, dice.Script(aBlank, fBlank, fBlank))
	if has(ev, "attacks Frank") || !has(ev, "e1 moved to b1") || !has(ev, "e1 attacks Shad") {
		t.Fatalf("a knocked-down hero was attacked: %q", ev)
	}
}

// Rulebook, "3. Spawn Monsters" and "Securing Spawn Points": the Spawn
// Die is rolled again on a secured location; no spawning with the boss in
// play.
func TestSpawning(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	put(&s, 0, "b1") // token 1: secured
	put(&s, 1, "b1")
	putSpecialists(&s, "b1")
	s.mons[0] = monster{loc: noLoc, pool: poolSpawn}
	s, ev := endTurns(t, s, dice.Script(1, 2))
	if !has(ev, "m1 spawned in d1") {
		t.Fatalf("%q", ev)
	}
	s = fixture(t, "I3", Abe, Don)
	putSpecialists(&s, "h4")
	place(&s, bossSlot, "a1")
	s.mons[0] = monster{loc: noLoc, pool: poolSpawn}
	s, ev = endTurns(t, s, dice.Script(aBlank))
	if has(ev, "m1 spawned") {
		t.Fatalf("spawned with the boss in play: %q", ev)
	}
}

// Rulebook, "1. Advance the Threat Token": a twist on spaces 3, 6, 9, 12;
// the token stops on the last space (at most four twists).
func TestThreatTrack(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	k := kernel{s: &s, out: &sink{r: dice.Script()}}
	for range 20 {
		k.advanceThreat()
	}
	if s.threat != threatSpaces-1 || s.nTwists != 4 || s.nTdeck != 4 {
		t.Fatalf("threat %d, %d twists", s.threat, s.nTwists)
	}
	mustValid(t, s)
}

// Rulebook, "Tactics Phase": the start player token passes left; one
// tactical response, offered in turn order from the start player; whoever
// plays it draws no cards; the others draw up to 5.
// Rulebook, "Mission Accomplished?": all objectives and the whole team at
// the exit point.
// Rulebook, "Setup": the recon deck is exactly 12 cards, the 12 spawn
// tokens face up, the Spawn Pool on the board, heroes and specialists at
// the entry point, the coin heads up, hands of 5.
// Rulebook, "3. Equip Heroes": the mission's upgrade sets (four cards each,
// shuffled into the action deck) and focus cards, selected by each player.
// Rulebook, "Special Intel Tokens", "Placing Intel Tokens on the Board",
// "Discovery Cards" (an intel token once a condition is fulfilled) and
// "Performing Actions" (an action provided by an objective): the Ferry
// Engine places the Tanker Alpha token where it was found; a hero there
// uses his action on it to place the intel on Repair the Ferry.
// Rulebook, "Explosives" (monster attacks): a monster's bomb hits every
// active hero in the target's location, never the other monsters; nobody
// may take one for the team against it.
func TestMonsterExplosives(t *testing.T) {
	s := fixture(t, "T2", Don, Frank)
	put(&s, 0, "a1")
	put(&s, 1, "a1")
	putSpecialists(&s, "a1")
	place(&s, firstElite, "a1")     // Brood Mother: bomb 3, range 1
	setHand(&s, 0, 3, 4, 9, 10, 15) // tactical responses only: no reaction
	setHand(&s, 1, 3, 4, 7, 8, 13)
	r := dice.Script(aBlank, fBomb, fBomb, fBomb)
	s, ev := endTurns(t, s, r)
	// Frank may take one for the team even against a bomb (issue 20.7);
	// he passes.
	s, more := applyEv(t, s, Pass{Frank}, r)
	s, ev = passOnly(t, s, r, append(ev, more...))
	want := []string{
		"e1 activation die: blank", "e1 attacks Don", "e1 rolled [X X X]: 3 hits", "Don took 3 hits", "Frank took 3 hits",
	}
	if diff := cmp.Diff(want, ev[len(ev)-len(want):]); diff != "" {
		t.Fatalf("(-want +got):\n%s", diff)
	}
	if s.step != stDiscard || s.att.ask != 0 || s.hits != [4]uint8{3, 3} {
		t.Fatalf("step %s ask %d hits %v", stepNames[s.step], s.att.ask, s.hits)
	}
	mustValid(t, s)
}

// Rulebook, "3. Draw Cards": a depleted action deck is reshuffled from the
// discard pile.
// Twist cards change the rules at once: Dread (hand size 4), Frenzy
// (minions' speed), Onslaught (the Spawn Pool spawns when revealed).
func TestTwists(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	place(&s, 0, "h1")
	s.mons[0].loc = at("g1")
	if s.handSize(0) != 5 || s.speed(0) != 2 {
		t.Fatal("before the twists")
	}
	s.twists[0], s.twists[1], s.nTwists = uint8(twDread), uint8(twFrenzy), 2
	if s.handSize(0) != 4 || s.speed(0) != 3 {
		t.Fatalf("hand size %d, speed %d", s.handSize(0), s.speed(0))
	}
	s = fixture(t, "I1", Frank, Shad)
	putSpecialists(&s, "a4")
	s.threat = 1
	s.mons[1] = monster{loc: noLoc, pool: poolSpawn}
	s.tdeck[s.nTdeck-1] = uint8(twOnslaught)
	for i := range s.nTdeck - 1 {
		if s.tdeck[i] == uint8(twOnslaught) {
			s.tdeck[i] = 0 // the card that was on top
		}
	}
	k := kernel{s: &s, out: &sink{r: dice.Script(5)}}
	k.advanceThreat()
	if s.nTwists != 1 || s.mons[1].loc != s.b().spawns[4] {
		t.Fatalf("twists %d, m2 at %d", s.nTwists, s.mons[1].loc)
	}
}

// Rulebook, "Tactical Response Cards": Rally (allies in range draw),
// Suppress (monsters in range do not activate this round), Cleanse
// (minions in range are killed).

// Rulebook, "Taking One for the Team": "any other active hero in the same
// location may voluntarily intercede ... This decision must be made before
// rolling for damage"; the note ("this isn't much help when you're dealing
// with a bomb attack!") does not forbid it (issue 20.7). T1: Frank, Shad,
// Abe (knocked down) and a Spawn of Typhon m1 in b4, the Brood Mother e1
// (bomb 3, range 1) in a4; Abe stays down, the Threat Phase begins: the
// Brood Mother moves to b4, targets Frank, and Shad is asked before its
// dice are rolled;
// interceding makes Shad the target, and the bomb still hits both.
func TestTakingOneForTheTeam_AgainstABomb(t *testing.T) {
	for _, intercede := range []bool{false, true} {
		s := fixture(t, "T1", Frank, Shad, Abe)
		put(&s, 0, "b4")
		put(&s, 1, "b4")
		put(&s, 2, "b4")
		putSpecialists(&s, "b4")
		place(&s, 0, "b4")
		place(&s, firstElite, "a4")
		s.heroes[2].down = true
		setHand(&s, 0, 3, 4, 9, 10, 15) // no reaction in hand
		setHand(&s, 1, 3, 4, 7, 8, 13)
		setHand(&s, 2)
		r := dice.Script(ActivationDie("blank"), AttackDie("X"), // m1
			ActivationDie("blank"), AttackDie("X"), AttackDie("X"), AttackDie("FB")) // e1
		s = apply(t, s, End{Frank}, r)
		s = apply(t, s, End{Shad}, r)
		if s.step != stDown {
			t.Fatalf("waiting for %s", stepNames[s.step])
		}
		s, _ = applyEv(t, s, StayDown{Abe}, r)
		// m1 (brawl 1) targets Frank: Shad may take it; he passes.
		if diff := cmp.Diff("intercede Shad, pass Shad", actionsText(s)); diff != "" {
			t.Fatalf("m1's attack (-want +got):\n%s", diff)
		}
		s = apply(t, s, Pass{Shad}, r)
		s, _ = passAll(t, s, r, nil)
		// m1 (brawl 1) rolled a blank; the Brood Mother activates, moves to b4.
		if s.step != stIntercede || s.att.m != firstElite || s.att.target != 0 || s.att.ask != 1 {
			t.Fatalf("waiting for %s, attack %+v\n%s", stepNames[s.step], s.att, s.Draw())
		}
		if diff := cmp.Diff("intercede Shad, pass Shad", actionsText(s)); diff != "" {
			t.Fatalf("the bomb (-want +got):\n%s", diff)
		}
		mustValid(t, s)
		a, target := Action(Pass{Shad}), "Frank"
		if intercede {
			a, target = Intercede{Shad}, "Shad"
		}
		s, ev := applyEv(t, s, a, r)
		s, more := passAll(t, s, r, ev)
		want := []string{"e1 rolled [X X FB]: 2 hits", "Frank took 2 hits", "Shad took 2 hits"}
		if diff := cmp.Diff(want, more[len(more)-3:]); diff != "" {
			t.Errorf("intercede %v (-want +got):\n%s", intercede, diff)
		}
		if r.Remaining() != 0 {
			t.Errorf("%d faces left", r.Remaining())
		}
		if got := s.heroes[s.att.target].id.String(); got != target || s.hits != [4]uint8{2, 2, 0} {
			t.Errorf("intercede %v: target %s, hits %v", intercede, got, s.hits)
		}
		mustValid(t, s)
	}
}

// passAll passes for every hero asked to react.
func passAll(t *testing.T, s State, r dice.Roller, all []string) (State, []string) {
	t.Helper()
	for s.step == stReact {
		var ev []string
		s, ev = applyEv(t, s, Pass{s.heroes[s.att.ask].id}, r)
		all = append(all, ev...)
	}
	return s, all
}

// Rulebook, "Unprotected Specialists": "If the last active hero in a
// specialist's location is knocked down, the Threat Token is advanced one
// additional space". Frank and Shad guard both specialists in a1; m1 knocks
// Frank down: Shad, still active there, protects them, so the threat token
// stays on space 2 (issue 20.16). With Shad elsewhere, TestKnockdown shows
// both extra spaces.
func TestUnprotectedSpecialists_AnotherActiveHeroStays(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	put(&s, 0, "a1")
	put(&s, 1, "a1")
	putSpecialists(&s, "a1")
	place(&s, 0, "a1")
	setHand(&s, 0, 11) // one card
	r := dice.Script(ActivationDie("blank"), AttackDie("FF"))
	s, _ = endTurns(t, s, r)
	s = apply(t, s, Pass{Shad}, r) // Shad does not take it for Frank
	s, ev := passAll(t, s, r, nil)
	want := []string{"m1 rolled [FF]: 2 hits", "Frank took 2 hits", "Frank was knocked down", "the Lucky Coin is tails up"}
	if diff := cmp.Diff(want, ev[:len(want)]); diff != "" {
		t.Fatalf("(-want +got):\n%s", diff)
	}
	if has(ev, "the threat token is on space") || s.threat != 1 || s.nTwists != 0 {
		t.Fatalf("threat space %d, %d twists: %q", s.threat+1, s.nTwists, ev)
	}
	if !s.heroes[0].down || s.heroes[1].down || r.Remaining() != 0 {
		t.Fatalf("Frank down %v, Shad down %v, %d faces left", s.heroes[0].down, s.heroes[1].down, r.Remaining())
	}
	mustValid(t, s)
}

// Rulebook, "Securing Spawn Points": "Any location containing at least one
// active hero and no monsters is secured". b1 (spawn token 1) holds Frank
// and Shad: the spawn die's 1 is rolled again and m1 spawns at token 2's d1.
// With a monster there too, b1 is not secured: the 1 places m1 in b1
// (issue 20.16).
func TestSecuringSpawnPoints_HeroAndMonsterNotSecured(t *testing.T) {
	for _, monsterThere := range []bool{false, true} {
		s := fixture(t, "I1", Frank, Shad)
		put(&s, 0, "b1")
		put(&s, 1, "b1")
		putSpecialists(&s, "b1")
		if monsterThere {
			place(&s, 1, "b1")
		}
		s.mons[0] = monster{loc: noLoc, pool: poolSpawn}
		r := dice.Script(SpawnDie(1), SpawnDie(2))
		out := &sink{r: r}
		k := kernel{s: &s, out: out}
		k.spawn(0)
		want, left := "d1", 0
		if monsterThere {
			want, left = "b1", 1
		}
		if got := LocName(int(s.mons[0].loc)); got != want || r.Remaining() != left {
			t.Errorf("monster in b1 %v: m1 spawned in %s, %d faces left; want %s, %d", monsterThere, got, r.Remaining(), want, left)
		}
		if diff := cmp.Diff([]string{"m1 spawned in " + want}, evText(out.events())); diff != "" {
			t.Errorf("(-want +got):\n%s", diff)
		}
	}
}

func evText(ev []Event) []string {
	out := make([]string, len(ev))
	for i, e := range ev {
		out[i] = e.String()
	}
	return out
}
