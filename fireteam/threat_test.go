package fireteam

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
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
	}
	return s, all
}

// Rulebook, "Moving": speed 2, diagonal adjacency, difficult terrain costs
// 2, impassible is never entered.
func TestMoving(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	putSpecialists(&s, "a4")
	put(&s, 0, "b1")
	put(&s, 1, "a4")
	playtest.AssertIllegal(t, Rules, s, Action(Move{Hero: Frank, To: Loc(at("d1"))})) // not adjacent
	s1 := apply(t, s, Move{Hero: Frank, To: Loc(at("c2"))}, dice.Script())            // diagonal, difficult
	if s1.moves != 2 {
		t.Fatalf("difficult: %d moves spent", s1.moves)
	}
	playtest.AssertIllegal(t, Rules, s1, Action(Move{Hero: Frank, To: Loc(at("d2"))}))
	s2 := apply(t, s, Move{Hero: Frank, To: Loc(at("c1"))}, dice.Script())
	playtest.AssertIllegal(t, Rules, s2, Action(Move{Hero: Frank, To: Loc(at("c2"))})) // 1 + 2 > 2
	s2 = apply(t, s2, Move{Hero: Frank, To: Loc(at("d1"))}, dice.Script())
	playtest.AssertIllegal(t, Rules, s2, Action(Move{Hero: Frank, To: Loc(at("e1"))}))
	s3 := s
	put(&s3, 0, "g2")
	playtest.AssertIllegal(t, Rules, s3, Action(Move{Hero: Frank, To: Loc(at("h1"))})) // impassible
}

// Rulebook, "Fleeing": no normal move out of a location with more monsters
// than active heroes; specialists do not count.
func TestFleeing(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	putSpecialists(&s, "a4")
	put(&s, 0, "a1")
	put(&s, 1, "a4")
	place(&s, 0, "a1")
	s1 := apply(t, s, Move{Hero: Frank, To: Loc(at("b1"))}, dice.Script()) // 1 monster, 1 hero
	_ = s1
	place(&s, 1, "a1")
	playtest.AssertIllegal(t, Rules, s, Action(Move{Hero: Frank, To: Loc(at("b1"))}))
	put(&s, 1, "a1")
	putSpecialists(&s, "a1")
	s = apply(t, s, Move{Hero: Frank, To: Loc(at("b1"))}, dice.Script()) // 2 monsters, 2 heroes
	s.heroes[1].down = true
	put(&s, 0, "a1")
	s.moves = 0
	playtest.AssertIllegal(t, Rules, s, Action(Move{Hero: Frank, To: Loc(at("b1"))})) // a knocked-down hero is not active
}

// Rulebook, "Guarding Specialists": a sole hero must bring the specialists;
// with another hero there he may leave them.
func TestGuardingSpecialists(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	putSpecialists(&s, "a4")
	put(&s, 0, "a4")
	put(&s, 1, "a4")
	got := actionsText(s)
	for _, want := range []string{"move Frank b4", "move Frank b4 patty", "move Frank b4 henry", "move Frank b4 patty henry"} {
		if !contains(got, want) {
			t.Errorf("%q missing from %q", want, got)
		}
	}
	put(&s, 1, "b1")
	for _, a := range []Action{Move{Hero: Frank, To: Loc(at("b4"))}, Move{Hero: Frank, To: Loc(at("b4")), Patty: true}} {
		playtest.AssertIllegal(t, Rules, s, a)
	}
	s = apply(t, s, Move{Hero: Frank, To: Loc(at("b4")), Patty: true, Henry: true}, dice.Script())
	if s.spec != [2]uint8{at("b4"), at("b4")} {
		t.Errorf("specialists at %v", s.spec)
	}
	// A knocked-down hero does not guard them.
	s.heroes[1].down = true
	put(&s, 1, "b4")
	playtest.AssertIllegal(t, Rules, s, Action(Move{Hero: Frank, To: Loc(at("c4"))}))
}

func contains(list, item string) bool {
	for len(list) > 0 {
		i := 0
		for i < len(list) && list[i] != ',' {
			i++
		}
		if list[:i] == item {
			return true
		}
		if i+2 > len(list) {
			return false
		}
		list = list[i+2:]
	}
	return false
}

// Rulebook, "Searching", "Discovery Cards", "Completing Objectives", Patty:
// a face-up spawn token and no monsters; the token turns face down, a recon
// card is drawn; with Patty near, the search is free.
func TestSearching(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	put(&s, 0, "b1") // spawn token 1
	put(&s, 1, "b1")
	putSpecialists(&s, "a4")
	put(&s, 1, "a4")
	topRecon(&s, 2) // Soaked Notebook: the Field Notes objective (1 intel)
	s, ev := applyEv(t, s, Search{Frank}, dice.Script())
	if diff := cmp.Diff([]string{"Frank searched b1: Soaked Notebook", "intel on Recover the Field Notes (1): complete"}, ev); diff != "" {
		t.Fatalf("(-want +got):\n%s", diff)
	}
	if s.spawnUp&1 != 0 || s.nRecon != 11 || !s.acted || s.done != 2 {
		t.Fatalf("token %b, recon %d, acted %v, done %b", s.spawnUp, s.nRecon, s.acted, s.done)
	}
	playtest.AssertIllegal(t, Rules, s, Action(Search{Frank})) // face down now
	// A monster in the location forbids the search.
	s = fixture(t, "I1", Frank, Shad)
	put(&s, 0, "d1") // token 2
	place(&s, 0, "d1")
	playtest.AssertIllegal(t, Rules, s, Action(Search{Frank}))
	// Patty adjacent: free, the action is still there.
	s = fixture(t, "I1", Frank, Shad)
	put(&s, 0, "b1")
	put(&s, 1, "a1")
	putSpecialists(&s, "a1")
	topRecon(&s, eventCard+uint8(evQuiet))
	s = apply(t, s, Search{Frank}, dice.Script())
	if s.acted {
		t.Fatal("a search with Patty near spent the action")
	}
}

// Rulebook, "Ambush!": the monster spawns in the searcher's location from
// the Spawn Pool (or the furthest one on the board) and activates at once;
// no reactions.
func TestAmbush(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	put(&s, 0, "b1")
	put(&s, 1, "a4")
	putSpecialists(&s, "a4")
	s.mons[2] = monster{loc: noLoc, pool: poolSpawn}
	setHand(&s, 0, 1, 3) // Hydrostatic Shock (a reaction): never offered
	topRecon(&s, eventCard+uint8(evAmbushMinion))
	// activation die blank; Corrupted Animal attacks with 1 brawl die: a hit.
	s, ev := applyEv(t, s, Search{Frank}, dice.Script(aBlank, fBrawl))
	want := []string{
		"Frank searched b1: Ambush",
		"m3 spawned in b1",
		"m3 activation die: blank",
		"m3 attacks Frank",
		"m3 rolled [FX]: 1 hits",
		"Frank took 1 hits",
	}
	if diff := cmp.Diff(want, ev); diff != "" {
		t.Fatalf("(-want +got):\n%s", diff)
	}
	if s.step != stDiscard || s.att.ask != 0 {
		t.Fatalf("step %s", stepNames[s.step])
	}
	s = apply(t, s, Discard{Frank, Card{Marksmanship, 0}}, dice.Script())
	if s.step != stTurn || s.cur != 0 {
		t.Fatalf("after the ambush: step %s", stepNames[s.step])
	}
	// The pool is empty: the furthest minion on the board comes.
	s = fixture(t, "I1", Frank, Shad)
	put(&s, 0, "b1")
	put(&s, 1, "a4")
	putSpecialists(&s, "a4")
	place(&s, 0, "c1")
	place(&s, 1, "h4")
	topRecon(&s, eventCard+uint8(evAmbushMinion))
	s, ev = applyEv(t, s, Search{Frank}, dice.Script(aBlank, fBlank))
	if !has(ev, "m2 spawned in b1") {
		t.Fatalf("%q", ev)
	}
}

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
	s, ev := endTurns(t, s, dice.Script(aBlank))
	s, ev = applyEv(t, s, Pass{Frank}, dice.Script(fBrawl2))
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
	k := kernel{s: &s, r: dice.Script()}
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
func TestTacticsPhase(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	putSpecialists(&s, "a4")
	setHand(&s, 0, 3, 4) // Headshot ×2: Suppress, tactical
	setHand(&s, 1, 7)    // Shotgun Blast: Cleanse, tactical
	s, _ = endTurns(t, s, dice.Script())
	if s.round != 2 || s.start != 1 || s.step != stTactic || s.cur != 1 {
		t.Fatalf("round %d start %d step %s cur %d", s.round, s.start, stepNames[s.step], s.cur)
	}
	s = apply(t, s, Pass{Shad}, dice.Script())
	if s.step != stTactic || s.cur != 0 {
		t.Fatalf("Frank is offered next: %s %d", stepNames[s.step], s.cur)
	}
	s = apply(t, s, Respond{Frank, Card{Marksmanship, 2}}, dice.Script())
	if s.heroes[0].handSize() != 1 || s.heroes[1].handSize() != 5 || s.step != stTurn || s.cur != 1 {
		t.Fatalf("hands %d %d, step %s cur %d", s.heroes[0].handSize(), s.heroes[1].handSize(), stepNames[s.step], s.cur)
	}
}

// Rulebook, "Mission Accomplished?": all objectives and the whole team at
// the exit point.
func TestMissionAccomplished(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	put(&s, 0, "h3")
	put(&s, 1, "h4")
	putSpecialists(&s, "h4")
	s.intel = [3]uint8{2, 0, 0}
	s.done = 1
	put(&s, 0, "h3") // spawn token 9
	topRecon(&s, 2)  // the last objective
	s = apply(t, s, Search{Frank}, dice.Script())
	if s.Over() {
		t.Fatal("over before Frank reached the exit")
	}
	s, ev := applyEv(t, s, Move{Hero: Frank, To: Loc(at("h4"))}, dice.Script())
	if !s.Over() || !s.won || !has(ev, "Mission Accomplished") {
		t.Fatalf("%q", ev)
	}
	if o := s.Outcome(); len(o.Winners) != 2 {
		t.Fatalf("winners %v", o.Winners)
	}
}

// Rulebook, "Setup": the recon deck is exactly 12 cards, the 12 spawn
// tokens face up, the Spawn Pool on the board, heroes and specialists at
// the entry point, the coin heads up, hands of 5.
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

// Rulebook, "3. Equip Heroes": the mission's upgrade sets (four cards each,
// shuffled into the action deck) and focus cards, selected by each player.
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

// Rulebook, "Special Intel Tokens", "Placing Intel Tokens on the Board",
// "Discovery Cards" (an intel token once a condition is fulfilled) and
// "Performing Actions" (an action provided by an objective): the Ferry
// Engine places the Tanker Alpha token where it was found; a hero there
// uses his action on it to place the intel on Repair the Ferry.
func TestSpecialIntelTokens(t *testing.T) {
	s := fixture(t, "T1", Frank, Shad)
	l := LocName(int(s.b().spawns[0]))
	put(&s, 0, l)
	put(&s, 1, l)
	putSpecialists(&s, l) // Patty: the search is free
	topRecon(&s, 1)       // Ferry Engine
	s, ev := applyEv(t, s, Search{Frank}, dice.Script())
	if diff := cmp.Diff([]string{"Frank searched " + l + ": Ferry Engine", "the Tanker Alpha token is placed in " + l}, ev); diff != "" {
		t.Fatalf("(-want +got):\n%s", diff)
	}
	if s.intel[0] != 0 || s.tokens[1] != at(l) {
		t.Fatalf("intel %v, tokens %v", s.intel, s.tokens)
	}
	mustValid(t, s)
	place(&s, 0, l)
	playtest.AssertIllegal(t, Rules, s, Action(Operate{Frank})) // a monster holds it
	s.mons[0] = monster{loc: noLoc}
	s, ev = applyEv(t, s, Operate{Frank}, dice.Script())
	if !has(ev, "intel on Repair the Ferry (1)") || s.tokens[1] != noLoc || !s.acted {
		t.Fatalf("%q", ev)
	}
	playtest.AssertIllegal(t, Rules, s, Action(Operate{Frank}))
	mustValid(t, s)
}

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
	s, ev := endTurns(t, s, dice.Script(aBlank, fBomb, fBomb, fBomb))
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
func TestReshuffle(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	h := &s.heroes[0]
	// Frank: hand empty, deck [M16], the other 15 cards discarded.
	h.hand, h.disc, h.nDeck = 0, 1<<15-1, 1
	h.deck = [maxCards]uint8{15}
	mustValid(t, s)
	k := kernel{s: &s, r: dice.Script(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)}
	k.draw(0, 3)
	if got := popcount(h.hand); got != 3 || h.disc != 0 || h.nDeck != 13 {
		t.Fatalf("hand %d, discard %b, deck %d", got, h.disc, h.nDeck)
	}
	if h.hand&(1<<15) == 0 {
		t.Fatal("the last card of the old deck was not drawn first")
	}
	mustValid(t, s)
}

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
	k := kernel{s: &s, r: dice.Script(5)}
	k.advanceThreat()
	if s.nTwists != 1 || s.mons[1].loc != s.b().spawns[4] {
		t.Fatalf("twists %d, m2 at %d", s.nTwists, s.mons[1].loc)
	}
}

// Rulebook, "Tactical Response Cards": Rally (allies in range draw),
// Suppress (monsters in range do not activate this round), Cleanse
// (minions in range are killed).
func TestTacticalResponses(t *testing.T) {
	base := fixture(t, "I1", Abe, Shad)
	putSpecialists(&base, "a4")
	setHand(&base, 1) // Shad empty-handed
	// Rally the Troops (L01): Shad within 2 draws 1 more (before the draw step).
	s := base
	setHand(&s, 0, 1)
	s, _ = endTurns(t, s, dice.Script())
	s, ev := applyEv(t, s, Respond{Abe, Card{Leadership, 0}}, dice.Script())
	if !has(ev, "Shad drew [") || s.heroes[1].handSize() != 5 || s.heroes[0].handSize() != 0 {
		t.Fatalf("rally: %q", ev)
	}
	// Hold the Line (L09): monsters within 1 of Abe do not activate.
	s = base
	setHand(&s, 0, 9)
	place(&s, 0, "d2") // moves to b3
	s, _ = endTurns(t, s, dice.Script(aBlank))
	s = apply(t, s, Respond{Abe, Card{Leadership, 8}}, dice.Script())
	if s.supp != 1 || s.mons[0].loc != at("b3") {
		t.Fatalf("suppressed %b, m1 at %d", s.supp, s.mons[0].loc)
	}
	// Satchel Charge (D03, range 1): minions within 1 of Don are killed,
	// not elites.
	s = fixture(t, "I1", Don, Shad)
	putSpecialists(&s, "a4")
	setHand(&s, 1)
	setHand(&s, 0, 3)
	place(&s, 0, "d2")          // moves to b3
	place(&s, firstElite, "c2") // moves to b3
	s, _ = endTurns(t, s, dice.Script(aBlank, aBlank))
	s = apply(t, s, Respond{Don, Card{Demolitions, 2}}, dice.Script())
	if s.mons[0].loc != noLoc || s.mons[firstElite].loc != at("b3") {
		t.Fatalf("m1 at %d, e1 at %d", s.mons[0].loc, s.mons[firstElite].loc)
	}
}
