package spyordie

import (
	"cmp"
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/geom"
	"github.com/incursion/incursion/internal/playtest"
)

// TestDeterminization (RULES.md, "Determinization"): samples keep every
// seat's and the spectator's view, pass Validate and play on, in every
// variant.
func TestDeterminization(t *testing.T) {
	for _, v := range []string{"", "intruders=1", "intruders=3"} {
		t.Run(v, func(t *testing.T) {
			c := contract()
			c.Variant = v
			c.CheckDeterminize(t, 1, 2, 3)
		})
	}
}

// imposterPolicy plays at random but makes Harry the Imposter and has him
// sneak-attack, conceal and disguise whenever he can, and never reveal
// himself: random games seldom see a disguise otherwise.
func imposterPolicy(as []Action, r dice.Roller) Action {
	for _, a := range as {
		switch a := a.(type) {
		case ChooseAgent:
			if a.Agent == Harry {
				return a
			}
		case ChooseTalent:
			if a.Talent == Imposter {
				return a
			}
		case SneakAttack, Conceal, Disguise:
			return a
		}
	}
	keep := make([]Action, 0, len(as))
	for _, a := range as {
		if _, ok := a.(Reveal); !ok {
			keep = append(keep, a)
		}
	}
	if len(keep) == 0 {
		keep = as
	}
	return keep[r.IntN(len(keep))]
}

// TestDeterminizationImposter (Rulebook, "Imposter"; RULES.md,
// "Determinization"): in games where Harry disguises himself, states with
// a disguised Imposter (every 32nd, and every one with a decision of his
// pending) are determinized for every seat and the spectator: the sample
// keeps the view and the InfoKey, is a full valid state and plays on (and
// the view read back from its JSON determinizes alike); his pending
// decisions (chance or time, take) are kept whole in every seat's view
// and sample (what they are about is public: PublicAction), and each is
// among his legal options at that moment.
func TestDeterminizationImposter(t *testing.T) {
	hidden := map[uint8]int{}
	for seed := uint64(1); seed <= 40; seed++ {
		r := dice.New(seed)
		for _, variant := range []string{"", "intruders=1", "intruders=3"} {
			s, err := newVariant(variant, r)
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; i < 20000 && !s.Over(); i++ {
				if s.anyDisguise() && (i%32 == 0 || s.np > 0 && s.disguised(s.top().Who)) {
					checkDeterminize(t, s, r, hidden)
				}
				s, _, err = Apply(s, imposterPolicy(s.Actions(), r), r)
				if err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	t.Logf("the Imposter's decisions checked, by kind: %v", hidden)
	if hidden[fChance] == 0 || hidden[fTake] == 0 {
		t.Errorf("the Imposter's decisions checked, by kind: %v; want chance-or-time and take decisions", hidden)
	}
}

func checkDeterminize(t *testing.T, s State, r dice.Roller, hidden map[uint8]int) {
	t.Helper()
	for _, p := range append(s.Seats(), Observer) {
		d, err := Game.Determinize(s, p, r)
		if err != nil {
			t.Fatalf("%v: %v", p, err)
		}
		if diff := playtest.Diff(s.View(p), d.View(p)); diff != "" {
			t.Fatalf("%v: the sample's view (-want +got):\n%s", p, diff)
		}
		if Game.InfoKey(s, p) != Game.InfoKey(d, p) {
			t.Fatalf("%v: the sample's InfoKey differs", p)
		}
		if _, ok := d.Viewer(); ok {
			t.Fatalf("%v: the sample is a view", p)
		}
		if err := d.Validate(); err != nil {
			t.Fatalf("%v: %v\n%s", p, err, s.Draw())
		}
		if p == Defender || p == Observer {
			for i, f := range d.pend[:d.np] {
				if !d.disguised(f.Who) || f == s.pend[i] && f.Op == 0 && f.A == 0 {
					continue
				}
				hidden[f.Kind]++
				if g := s.pend[i]; f.Kind != g.Kind || f.Who != g.Who || f.Op != g.Op || f.B != g.B || (f.Op != opSearch && f.Kind != fTake && f.A != g.A) {
					t.Fatalf("%v: the sample's decision %+v, the game's %+v", p, f, g)
				}
				if f.Kind == fChance {
					// The operation kept is one he could have started from
					// where he stands: its action is legal on the sample
					// before the decision (an action taken).
					b := d
					b.pend[i] = frame{}
					b.np = uint8(i)
					b.intr[f.Who].Acts--
					if err := b.legal(opAction(&b, f)); err != nil {
						t.Fatalf("%v: drawn %+v: %v", p, f, err)
					}
				}
			}
		}
		// A view read back from its JSON (a position) determinizes alike.
		js, err := json.Marshal(s.View(p))
		if err != nil {
			t.Fatal(err)
		}
		var back State
		if err := json.Unmarshal(js, &back); err != nil {
			t.Fatalf("%v: reading the view back: %v", p, err)
		}
		d1, err1 := determinize(s.View(p), p, dice.New(5))
		d2, err2 := determinize(back, p, dice.New(5))
		if err1 != nil || err2 != nil || d1 != d2 {
			t.Fatalf("%v: the view read back determinizes differently: %v %v\n%s", p, err1, err2, playtest.Diff(d1, d2))
		}
		for j := 0; j < 50 && !d.Over(); j++ {
			as := d.Actions()
			if len(as) == 0 {
				t.Fatalf("%v: the sample offers no action", p)
			}
			if d, _, err = Apply(d, as[r.IntN(len(as))], r); err != nil {
				t.Fatalf("%v: playing on: %v", p, err)
			}
		}
	}
}

// opAction is the Intruder action that starts the operation of a
// chance-or-time decision f.
func opAction(s *State, f frame) Action {
	pt := s.bd().pt
	switch f.Op {
	case opBreach:
		return Breach{f.Who, int(f.A)}
	case opSearch:
		return Search{f.Who, pt(s.intels[f.A].Loc)}
	case opExplore:
		return Explore{f.Who, pt(f.A)}
	case opSabotage:
		return Sabotage{f.Who, pt(f.A)}
	case opRest:
		return Rest{f.Who}
	case opHeal:
		return Heal{f.Who, Fig(f.A)}
	}
	return Pass{}
}

// faceDownPosition is a game of Harry alone in round 2 with three
// Intelligence markers face down (ids 0, 1, 2 at (13,3), (6,18), (13,11);
// setUp deals marker i to room i+1) and the Doomsday parts 4, 0, 2
// revealed.
func faceDownPosition(t *testing.T) State {
	s := setUp(t, []AgentID{Harry}, []Talent{Imposter}, []Item{Silencer})
	put(&s, I1, 4, 12)
	startTurn(&s, 0)
	for i := 3; i < 9; i++ {
		s.intels[i].Up = true
	}
	s.doom = [6]uint8{4, 0, 2, 1, 3, 5}
	s.doomN = 3
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	return s
}

// TestDeterminizationFrequencies (Rulebook, "Set-Up", Base Defender 8-9:
// the Intelligence markers and the Doomsday markers are shuffled): with
// three markers face down and three Doomsday parts unrevealed, every seat
// sees each of the 6 deals of the markers over their squares and each of
// the 6 orders of the pile, all 36 together equally often; each marker
// keeps its face.
func TestDeterminizationFrequencies(t *testing.T) {
	s := faceDownPosition(t)
	squares := []geom.Point{geom.Pt(13, 3), geom.Pt(6, 18), geom.Pt(13, 11)}
	type config struct{ deal, pile [3]int }
	want := map[config]float64{}
	for _, deal := range perms3([3]int{0, 1, 2}) {
		for _, pile := range perms3([3]int{1, 3, 5}) {
			want[config{deal, pile}] = 1.0 / 36
		}
	}
	r := dice.New(7)
	for _, p := range []Seat{Defender, Intruder1, Observer} {
		counts := map[config]int{}
		for range 36 * 40 {
			d, err := Game.Determinize(s, p, r)
			if err != nil {
				t.Fatal(err)
			}
			var c config
			for j, q := range squares {
				m := d.intelAt(d.sq(q), false)
				if m < 0 || d.intel[m] != DefaultIntel[m] {
					t.Fatalf("%v: marker %d at %v with face %v", p, m, q, d.intel[max(m, 0)])
				}
				c.deal[j] = m
			}
			for j := range c.pile {
				c.pile[j] = int(d.doom[3+j])
			}
			if [3]uint8(d.doom[:3]) != [3]uint8{4, 0, 2} {
				t.Fatalf("%v: the revealed parts changed: %v", p, d.doom)
			}
			counts[c]++
		}
		playtest.CheckFrequencies(t, counts, want)
	}
}

func perms3(x [3]int) [][3]int {
	a, b, c := x[0], x[1], x[2]
	return [][3]int{{a, b, c}, {a, c, b}, {b, a, c}, {b, c, a}, {c, a, b}, {c, b, a}}
}

// TestDeterminizationCustomIntelligence (Rulebook, "Set-Up", Base
// Defender 8; issue 12): with a custom Config.Intelligence the faces still
// face down are the game's, not DefaultIntel's; the view holds them as a
// sorted multiset, and the sample deals that multiset over the face-down
// squares. Here the three face-down markers bear red/UK, red/UK and
// blue/US: the blue/US face lies on each of the three squares a third of
// the time (chi-square), for every seat and the spectator, and the
// sample's view is the view.
func TestDeterminizationCustomIntelligence(t *testing.T) {
	s := customFaceDown(t)
	squares := []geom.Point{geom.Pt(13, 3), geom.Pt(6, 18), geom.Pt(13, 11)}
	blue := Intel{Blue, US}
	want := map[int]float64{0: 1.0 / 3, 1: 1.0 / 3, 2: 1.0 / 3}
	r := dice.New(8)
	for _, p := range []Seat{Defender, Intruder1, Observer} {
		counts := map[int]int{}
		for range 3 * 100 {
			d, err := Game.Determinize(s, p, r)
			if err != nil {
				t.Fatal(err)
			}
			if diff := playtest.Diff(s.View(p), d.View(p)); diff != "" {
				t.Fatalf("%v: the sample's view (-want +got):\n%s", p, diff)
			}
			where := -1
			for j, q := range squares {
				m := d.intelAt(d.sq(q), false)
				if m < 0 {
					t.Fatalf("%v: no face-down marker at %v", p, q)
				}
				switch d.intel[m] {
				case blue:
					where = j
				case Intel{Red, UK}:
				default:
					t.Fatalf("%v: a face-down marker bears %v, not one of the game's unseen faces", p, d.intel[m])
				}
			}
			counts[where]++
		}
		playtest.CheckFrequencies(t, counts, want)
	}
}

// customFaceDown is faceDownPosition in a game whose markers 0 and 1 are
// red/UK and marker 2 blue/US (face down), the others DefaultIntel's.
func customFaceDown(t *testing.T) State {
	s := faceDownPosition(t)
	s.intel[0], s.intel[1], s.intel[2] = Intel{Red, UK}, Intel{Red, UK}, Intel{Blue, US}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	return s
}

// TestInfoKeyCustomIntelligence (issue 12): the faces still face down are
// part of every seat's information (the game's markers are public), which
// marker bears which is not. Moving the blue/US face to another face-down
// marker keeps every key; a game whose unseen faces differ (blue/US
// replaced by yellow/UK) changes every key.
func TestInfoKeyCustomIntelligence(t *testing.T) {
	s := customFaceDown(t)
	moved := s
	moved.intel[0], moved.intel[2] = s.intel[2], s.intel[0]
	other := s
	other.intel[2] = Intel{Yellow, UK}
	for _, p := range []Seat{Defender, Intruder1, Observer} {
		if Game.InfoKey(s, p) != Game.InfoKey(moved, p) {
			t.Errorf("%v tells which face-down marker bears blue/US", p)
		}
		if Game.InfoKey(s, p) == Game.InfoKey(other, p) {
			t.Errorf("%v cannot tell two games with different unseen faces apart", p)
		}
		if leak := faceDownLeak(s, s.View(p)); leak != "" {
			t.Errorf("%v: %s", p, leak)
		}
	}
}

// disguisedSearch is faceDownPosition with Harry disguised as G2 (out of
// every Minion's sight: the Technician leaves the Generator room) and
// stunned at (4,12), next to the Power square (3,11) and the Generator
// room's marker (5,13), which is face down (marker 3): he searches it and
// must choose to take a chance or time.
func disguisedSearch(t *testing.T) State {
	s := faceDownPosition(t)
	s.intels[3].Up = false
	s.mins[T1-B] = minion{Sq: -1}
	s.intr[0].Disguise = G1 + 1
	s.mins[G1+1-B] = minion{State: worn, Sq: sqOf(&s, 4, 12)}
	s.intr[0].Stun = true
	startTurn(&s, 0)
	s, _ = play(t, s, nil, Search{I1, geom.Pt(5, 13)})
	if f := s.top(); f == nil || f.Kind != fChance || f.Op != opSearch {
		t.Fatalf("want the chance-or-time decision of the search, have %+v", s.top())
	}
	return s
}

// TestDeterminizationImposterKeepsHisDecision (Rulebook, "Imposter",
// "Time or Chance?"; issue 12): the Defender sees the disguised Imposter's
// search as the worn figure's (PublicAction: G2 searches (5,13)), so what
// his chance-or-time decision is about is public: the Defender's and the
// spectator's views keep it, and so do their samples (it used to be
// blanked in the view and drawn uniformly among sabotage, search and
// rest).
func TestDeterminizationImposterKeepsHisDecision(t *testing.T) {
	s := disguisedSearch(t)
	want := *s.top()
	r := dice.New(11)
	for _, p := range []Seat{Defender, Observer} {
		// The view keeps the decision; the searched marker's id is the
		// view's (face-down ids are dealt in square order), its square the
		// game's.
		v := s.View(p)
		if f := v.top(); f.Kind != want.Kind || f.Who != want.Who || f.Op != want.Op || v.pt(v.intels[f.A].Loc) != geom.Pt(5, 13) {
			t.Errorf("%v's view of the decision: %+v, want the search at (5,13)", p, *f)
		}
		for range 50 {
			d, err := Game.Determinize(s, p, r)
			if err != nil {
				t.Fatal(err)
			}
			f := d.top()
			if f.Kind != fChance || f.Op != opSearch || d.pt(d.intels[f.A].Loc) != geom.Pt(5, 13) {
				t.Fatalf("%v's sample: the decision %+v is not about the search at (5,13)", p, *f)
			}
		}
	}
}

// TestInfoKeyTwins (RULES.md, "Determinization"): states a seat cannot
// tell apart share its InfoKey; states it can tell apart do not.
func TestInfoKeyTwins(t *testing.T) {
	s := faceDownPosition(t)
	seats := []Seat{Defender, Intruder1, Observer}

	// Two deals of the face-down markers and two orders of the pile: no
	// seat can tell them apart.
	twin := s
	twin.intels[0].Loc, twin.intels[2].Loc = s.intels[2].Loc, s.intels[0].Loc
	twin.doom[3], twin.doom[5] = s.doom[5], s.doom[3]
	for _, p := range seats {
		if Game.InfoKey(s, p) != Game.InfoKey(twin, p) {
			t.Errorf("%v tells apart two deals of the face-down markers", p)
		}
	}

	// A marker turned face up: every seat sees it.
	up := s
	up.intels[0].Up = true
	for _, p := range seats {
		if Game.InfoKey(s, p) == Game.InfoKey(up, p) {
			t.Errorf("%v cannot tell a face-up marker from a face-down one", p)
		}
	}

	// What the disguised Imposter's decision is about: every seat saw the
	// action that started it (PublicAction names its target), so every
	// seat tells a search from a sabotage.
	a := disguisedSearch(t)
	b := a
	b.pend[b.np-1] = frame{Kind: fChance, Who: I1, Op: opSabotage, A: sqOf(&b, 3, 11)}
	for _, p := range seats {
		if Game.InfoKey(a, p) == Game.InfoKey(b, p) {
			t.Errorf("%v cannot tell the disguised Imposter's search from his sabotage", p)
		}
	}
}

// faceDownLeak says what view v of s shows of the face-down Intelligence
// beyond the multiset of unseen faces ("" for nothing): the face-down
// markers must bear, in id order, the faces s's face-down markers bear,
// sorted by colour then nation (the set is public, Config.Intelligence
// less what was turned face up; which marker bears which is not).
func faceDownLeak(s, v State) string {
	var want, got []Intel
	for i, m := range s.intels {
		if !m.Up {
			want = append(want, s.intel[i])
		}
	}
	for i, m := range v.intels {
		if !m.Up {
			got = append(got, v.intel[i])
		}
	}
	slices.SortFunc(want, func(a, b Intel) int {
		return cmp.Or(int(a.Colour)-int(b.Colour), int(a.Nation)-int(b.Nation))
	})
	if !slices.Equal(want, got) {
		return fmt.Sprintf("the face-down markers show %v, want the sorted unseen faces %v", got, want)
	}
	return ""
}
