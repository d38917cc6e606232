package fireteam

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
)

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

// Rulebook, "Mission Accomplished?": the heroes win once every objective
// is achieved "and reached the designated Exit Point with all heroes"
// ("Fireteam Zero leaves no man behind!"), knocked-down heroes included
// (issue 20.16). I1, exit h4: Frank completes the last objective and
// reaches the exit while Shad lies knocked down in g4; the mission goes on
// until Shad stands and reaches the exit too.
func TestMissionAccomplished_KnockedDownHeroAwayFromExit(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	put(&s, 0, "h3") // spawn token 9
	put(&s, 1, "g4")
	s.heroes[1].down = true
	setHand(&s, 1)
	putSpecialists(&s, "h3")
	s.intel = [3]uint8{2, 0, 0}
	s.done = 1
	topRecon(&s, 2) // the last objective
	mustValid(t, s)
	s = apply(t, s, Search{Frank}, dice.Script())
	s = apply(t, s, Move{Hero: Frank, To: Loc(at("h4")), Patty: true, Henry: true}, dice.Script())
	if s.Over() || s.done != 0b11 {
		t.Fatalf("over %v with Shad knocked down in g4 (objectives %b)", s.Over(), s.done)
	}
	s = apply(t, s, End{Frank}, dice.Script())
	if s.step != stDown || s.cur != 1 || s.Over() {
		t.Fatalf("waiting for %s, hero %d", stepNames[s.step], s.cur)
	}
	s = apply(t, s, Stand{Shad}, dice.Script())
	if s.Over() {
		t.Fatal("over with Shad standing in g4")
	}
	s, ev := applyEv(t, s, Move{Hero: Shad, To: Loc(at("h4"))}, dice.Script())
	if !s.Over() || !s.won || !has(ev, "Mission Accomplished") {
		t.Fatalf("Shad at the exit: over %v won %v %q", s.Over(), s.won, ev)
	}
}

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

// Rulebook, "Special Attacks": the Weak Pillar (T2) is attacked as if it
// were a monster with no resistance; 3 damage in one attack collapses it
// and places the intel on Collapse the Chapel.
func TestSpecialAttacks(t *testing.T) {
	s := fixture(t, "T2", Don, Frank)
	l := LocName(int(s.b().spawns[0]))
	put(&s, 0, l)
	put(&s, 1, l)
	putSpecialists(&s, l)
	topRecon(&s, 0) // Weak Pillar
	s, ev := applyEv(t, s, Search{Don}, dice.Script())
	if !has(ev, "the Weak Pillar token is placed in "+l) {
		t.Fatalf("%q", ev)
	}
	playtest.AssertIllegal(t, Rules, s, Action(Operate{Don})) // attacked, not operated
	setHand(&s, 0, 13, 14)                                    // Sidearm ×2: bullet 2, range 2
	for _, c := range []struct {
		faces []int
		want  string
		down  bool
	}{
		{[]int{fBull2, fMissBomb}, "token1 took 3 damage and was killed", true},
		{[]int{fBull2, fBlank}, "token1 took 2 damage", false},
	} {
		s1 := apply(t, s, Attack{Don, firstToken}, dice.Script())
		s1 = apply(t, s1, Add{Don, Card{Demolitions, 12}}, dice.Script())
		s1 = apply(t, s1, Roll{Don}, dice.Script(c.faces...))
		s1, ev = applyEv(t, s1, Keep{Don}, dice.Script())
		if !has(ev, c.want) || (s1.tokens[0] == noLoc) != c.down || (s1.intel[0] == 1) != c.down {
			t.Fatalf("%v: %q, token %d, intel %v", c.faces, ev, s1.tokens[0], s1.intel)
		}
		mustValid(t, s1)
	}
}

// Rulebook, "Guarding Specialists" (involuntary moves): the Cave-In throws
// the searcher toward the entry point; the specialists he alone guards go
// with him, those another hero guards stay.
func TestInvoluntaryMove(t *testing.T) {
	for _, c := range []struct {
		name    string
		shadAt  string
		specsAt string
	}{{"alone", "h4", "b1"}, {"guarded", "b1", "b1"}} {
		t.Run(c.name, func(t *testing.T) {
			s := fixture(t, "I1", Frank, Shad)
			put(&s, 0, "b1")
			put(&s, 1, c.shadAt)
			putSpecialists(&s, "b1")
			topRecon(&s, eventCard+uint8(evCaveIn))
			s, ev := applyEv(t, s, Search{Frank}, dice.Script())
			if c.name == "guarded" {
				// Shad takes charge of them: Frank chooses (leaves them).
				s, ev = applyEv(t, s, Bring{Hero: Frank}, dice.Script())
			}
			if !has(ev, "Frank moved to a2") {
				t.Fatalf("%q", ev)
			}
			want := at("a2")
			if c.name == "guarded" {
				want = at("b1")
			}
			if s.spec != [2]uint8{want, want} {
				t.Fatalf("specialists at %v", s.spec)
			}
			mustValid(t, s)
		})
	}
}

// Rulebook, "Guarding Specialists": "you may choose to bring any or all of
// those specialists along with you if you wish", and the restriction
// "applies even if your movement is involuntary" (issue 20.6). I1: Frank,
// Shad, Patty and Henry in c2 (spawn token face up), the Cave-In on top of
// the recon deck: Frank's search throws him to b3 (beside c2, nearest the
// entry a4); Shad stays to guard, so Frank chooses which specialists come.
// With Shad knocked down (or elsewhere) Frank must bring both: no choice.
func TestGuardingSpecialists_InvoluntaryMoveChoice(t *testing.T) {
	base := func(t *testing.T) State {
		s := fixture(t, "I1", Frank, Shad)
		put(&s, 0, "c2")
		put(&s, 1, "c2")
		putSpecialists(&s, "c2")
		s, err := StackRecon(s, "cave_in")
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	s := base(t)
	s, ev := applyEv(t, s, Search{Frank}, dice.Script())
	if diff := cmp.Diff([]string{"Frank searched c2: Cave-In"}, ev); diff != "" {
		t.Fatalf("search (-want +got):\n%s", diff)
	}
	if s.WaitingFor() != "bring" || s.heroes[0].loc != at("c2") {
		t.Fatalf("waiting for %s, Frank at %s", s.WaitingFor(), LocName(int(s.heroes[0].loc)))
	}
	mustValid(t, s)
	if diff := cmp.Diff("bring Frank, bring Frank patty, bring Frank henry, bring Frank patty henry", actionsText(s)); diff != "" {
		t.Fatalf("choices (-want +got):\n%s", diff)
	}
	if err := s.Legal(Move{Hero: Frank, To: Loc(at("b3"))}); err == nil {
		t.Fatal("a move while the choice is pending")
	}
	for _, c := range []struct {
		a            Bring
		patty, henry string
	}{
		{Bring{Hero: Frank}, "c2", "c2"},
		{Bring{Hero: Frank, Patty: true}, "b3", "c2"},
		{Bring{Hero: Frank, Henry: true}, "c2", "b3"},
		{Bring{Hero: Frank, Patty: true, Henry: true}, "b3", "b3"},
	} {
		a, err := ParseAction(c.a.String())
		if err != nil || a != c.a {
			t.Fatalf("%v: parsed %v, %v", c.a, a, err)
		}
		after, ev := applyEv(t, s, c.a, dice.Script())
		if diff := cmp.Diff([]string{"Frank moved to b3"}, ev); diff != "" {
			t.Errorf("%v (-want +got):\n%s", c.a, diff)
		}
		got := [3]string{LocName(int(after.heroes[0].loc)), LocName(int(after.spec[Patty])), LocName(int(after.spec[Henry]))}
		if want := [3]string{"b3", c.patty, c.henry}; got != want {
			t.Errorf("%v: Frank, Patty, Henry at %v, want %v", c.a, got, want)
		}
		if after.WaitingFor() != "turn" || after.cur != 0 {
			t.Errorf("%v: waiting for %s", c.a, after.WaitingFor())
		}
		mustValid(t, after)
	}
	// Only the specialists in his location: Henry elsewhere.
	s2 := base(t)
	s2.spec[Henry] = at("h4")
	put(&s2, 1, "c2")
	s2, _ = applyEv(t, s2, Search{Frank}, dice.Script())
	if diff := cmp.Diff("bring Frank, bring Frank patty", actionsText(s2)); diff != "" {
		t.Errorf("Henry elsewhere (-want +got):\n%s", diff)
	}
	if err := s2.Legal(Bring{Hero: Frank, Henry: true}); err == nil || !strings.Contains(err.Error(), "Henry is not in the hero's location") {
		t.Errorf("bring Henry from elsewhere: %v", err)
	}
	// The sole guard (Shad knocked down): both come, nothing to choose.
	s3 := base(t)
	s3.heroes[1].down = true
	s3, ev = applyEv(t, s3, Search{Frank}, dice.Script())
	if diff := cmp.Diff([]string{"Frank searched c2: Cave-In", "Frank moved to b3"}, ev); diff != "" || s3.WaitingFor() != "turn" || s3.spec != [2]uint8{at("b3"), at("b3")} {
		t.Errorf("sole guard: %s, waiting for %s, specialists %v", diff, s3.WaitingFor(), s3.spec)
	}
}

// Rulebook, "Intel Tokens" (on discovery cards): the Generator Room of F1
// takes two actions on its token; the first places an intel token on the
// discovery card, the second completes it.
func TestIntelOnDiscoveryCards(t *testing.T) {
	s := fixture(t, "F1", Frank, Shad)
	l := LocName(int(s.b().spawns[0]))
	put(&s, 0, l)
	put(&s, 1, l)
	putSpecialists(&s, l)
	topRecon(&s, 1) // Generator Room
	s = apply(t, s, Search{Frank}, dice.Script())
	s, ev := applyEv(t, s, Operate{Frank}, dice.Script())
	if !has(ev, "intel on Generator Room (1)") || s.onCard[1] != 1 || s.tokens[1] == noLoc || s.intel[0] != 0 {
		t.Fatalf("%q", ev)
	}
	mustValid(t, s)
	s = apply(t, s, End{Frank}, dice.Script())
	s, ev = applyEv(t, s, Operate{Shad}, dice.Script())
	if !has(ev, "intel on Restore the Generator (1)") || s.onCard[1] != 0 || s.tokens[1] != noLoc {
		t.Fatalf("%q", ev)
	}
	mustValid(t, s)
}

// Rulebook, "Special Attacks" (allies): F2's Mirror Vault makes the
// searcher attack an ally his cards reach; the damage is resolved as if a
// monster inflicted it.
func TestSpecialAttacksOnAllies(t *testing.T) {
	s := fixture(t, "F2", Frank, Shad)
	l := LocName(int(s.b().spawns[0]))
	put(&s, 0, l)
	putSpecialists(&s, l)
	for _, n := range s.b().adj[at(l)] {
		if s.b().terrain[n] != Impassible {
			s.heroes[1].loc = n
			break
		}
	}
	s.spec[Henry] = s.heroes[1].loc // Henry with Shad (adjacent): a reroll is offered
	setHand(&s, 0, 1)               // Hydrostatic Shock, range 3
	setHand(&s, 1, 1, 2, 3)
	topRecon(&s, 1) // Mirror Vault
	s, ev := applyEv(t, s, Search{Frank}, dice.Script())
	if !has(ev, "intel on Shatter the Mirrors (1)") || !s.forced {
		t.Fatalf("%q", ev)
	}
	if got, want := actionsText(s), "attack Frank ally2"; got != want {
		t.Fatalf("%q, want %q", got, want)
	}
	s = apply(t, s, Attack{Frank, firstAlly + 1}, dice.Script())
	s = apply(t, s, Add{Frank, Card{Marksmanship, 0}}, dice.Script())
	s = apply(t, s, Roll{Frank}, dice.Script(fBull2, fBull2, fBullet))
	s, ev = applyEv(t, s, Keep{Frank}, dice.Script())
	want := []string{"Shad took 5 hits", "Shad was knocked down", "the Lucky Coin is tails up"}
	if diff := cmp.Diff(want, ev[:3]); diff != "" || s.forced || s.step != stTurn {
		t.Fatalf("(-want +got):\n%s", diff)
	}
	mustValid(t, s)
}

// Rulebook, "Patty": "If Patty's specialist figure is in your location or
// any adjacent location, you may search as a free action". Frank searches
// b1 (spawn token 1) with Patty beside him in c1 (range 1): free, his action
// is left; with Patty in d1 (range 2) the search is his action (both sides
// of the threshold; the mutation audit's survivor).
func TestPatty_FreeSearchWithinOneLocation(t *testing.T) {
	for _, c := range []struct {
		patty string
		free  bool
	}{{"b1", true}, {"c1", true}, {"d1", false}} {
		s := fixture(t, "I1", Frank, Shad)
		put(&s, 0, "b1")
		put(&s, 1, c.patty)
		s.spec = [2]uint8{at(c.patty), at("b1")}
		s, err := StackRecon(s, "quiet")
		if err != nil {
			t.Fatal(err)
		}
		s = apply(t, s, Search{Frank}, dice.Script())
		if s.acted == c.free {
			t.Errorf("Patty in %s: action spent %v, want %v", c.patty, s.acted, !c.free)
		}
		mustValid(t, s)
	}
}

// Rulebook, "Objective Cards": "Some objective cards additionally indicate
// that the heroes may flip the Lucky Coin back to heads up once the
// objective has been completed". I1, coin tails up: the second intel on
// Find the Survivors (the Frightened Farmer) completes it and flips the
// coin heads up; Recover the Field Notes (the Soaked Notebook), which does
// not say so, leaves it tails (the mutation audit's survivor).
func TestCompletingObjectives_LuckyCoinFlip(t *testing.T) {
	for _, c := range []struct {
		card  string
		heads bool
	}{{"discovery1", true}, {"discovery3", false}} {
		s := fixture(t, "I1", Frank, Shad)
		put(&s, 0, "b1")
		put(&s, 1, "b1")
		putSpecialists(&s, "b1")
		s.tails = true
		s.intel[0] = 1
		s, err := StackRecon(s, c.card)
		if err != nil {
			t.Fatal(err)
		}
		s, ev := applyEv(t, s, Search{Frank}, dice.Script())
		if s.tails == c.heads || has(ev, "the Lucky Coin is heads up") != c.heads {
			t.Errorf("%s: tails %v, events %q", c.card, s.tails, ev)
		}
		mustValid(t, s)
	}
}

// Rulebook, "Ambush!": with every eligible monster on the board, "take one
// of those instead, selecting the one furthest away from your location".
// The rulebook does not break a tie between equally far monsters: the
// lowest-numbered is taken (RULES.md, "Choices where the rulebook is
// silent"). Frank searches b1; m1 is in c1, m2 in h3 and m3 in h2 (both 6
// away): m2 ambushes him.
func TestAmbush_FurthestTieLowestNumbered(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	put(&s, 0, "b1")
	put(&s, 1, "b1")
	putSpecialists(&s, "b1")
	place(&s, 0, "c1")
	place(&s, 1, "h3")
	place(&s, 2, "h2")
	s, err := StackRecon(s, "ambush")
	if err != nil {
		t.Fatal(err)
	}
	x := AttackDie("X")
	s, ev := applyEv(t, s, Search{Frank}, dice.Script(ActivationDie("blank"), x, x, x, x, x, x, x, x))
	if !has(ev, "m2 spawned in b1") || s.mons[1].loc != at("b1") || s.mons[2].loc != at("h2") {
		t.Errorf("%q", ev)
	}
}
