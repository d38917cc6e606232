package spyordie_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/spyordie"
	"github.com/incursion/incursion/spyordie/picture"
)

// leakStates plays random games (the Imposter's policy in every other
// game, so that disguises occur) in every variant and returns every
// step-th state that is not over, Set-Up included, and more of the states
// with a disguised Imposter or a pending decision.
func leakStates(t *testing.T, step int) []spyordie.State {
	t.Helper()
	var out []spyordie.State
	for i, variant := range []string{"", "intruders=1", "intruders=3"} {
		for seed := uint64(1); seed <= 2; seed++ {
			r := dice.New(seed*10 + uint64(i))
			s, err := spyordie.Game.New(variant, r)
			if err != nil {
				t.Fatal(err)
			}
			for n := 0; !s.Over() && n < 6000; n++ {
				if n%step == step/2 || disguised(s) && n%step == 0 || len(s.Pending()) > 0 && n%2 == 0 {
					out = append(out, s)
				}
				as := s.Actions()
				a := as[r.IntN(len(as))]
				if seed == 2 {
					a = spyordie.ImposterPolicy(as, r)
				}
				if s, _, err = spyordie.Apply(s, a, r); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	return out
}

// disguised says whether an Intruder wears a Minion's figure (Imposter).
func disguised(s spyordie.State) bool {
	for k := range s.Intruders() {
		if s.Intruder(k).Disguise != spyordie.Agent {
			return true
		}
	}
	return false
}

// seatsOf returns the game's seats and the spectator.
func seatsOf(s spyordie.State) []spyordie.Seat {
	return append(s.Seats(), spyordie.Observer)
}

// isReveal says whether e shows what was hidden a moment before: a searched
// marker's face ([spyordie.Revealed]) or a Doomsday part turned over by a
// research roll. Twins may differ from there on, as the table does.
func isReveal(e spyordie.Event) bool {
	switch e := e.(type) {
	case spyordie.Revealed:
		return true
	case spyordie.Happened:
		return strings.Contains(e.Text, "reveals Doomsday part")
	}
	return false
}

// observed is what seat p observes of applying a to s with a roller from
// seed: the public or whole form of each event up to the first that
// reveals hidden information, the error if any, and whether a reveal came.
func observed(s spyordie.State, a spyordie.Action, seed uint64, p spyordie.Seat) (out []string, next spyordie.State, revealed bool) {
	next, evs, err := spyordie.Apply(s, a, dice.New(seed))
	if err != nil {
		return []string{"error: " + err.Error()}, s, false
	}
	for _, e := range evs {
		if isReveal(e) {
			return out, next, true
		}
		out = append(out, incursion.Observe(spyordie.Game, e, p).String())
	}
	return out, next, false
}

// viewJSON is the JSON of p's view of s.
func viewJSON(t *testing.T, s spyordie.State, p spyordie.Seat) string {
	t.Helper()
	b, err := json.Marshal(s.View(p))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func errText(err error) string {
	if err == nil {
		return "legal"
	}
	return err.Error()
}

// checkTwins fails when seat p can tell s from its twin tw by anything the
// library gives it: its view (whole JSON), its actions, Legal's reasons for
// every candidate action, what it observes of each action taken (the
// events, the action's public form) and the views after it, the text
// picture, the SVG and the information-state key.
func checkTwins(t *testing.T, what string, s, tw spyordie.State, p spyordie.Seat, r *dice.Rand) {
	t.Helper()
	fail := func(aspect, a, b string) {
		t.Helper()
		t.Fatalf("%s, %v: the twins differ in %s (-state +twin):\n%s\nstate:\n%s", what, p, aspect, cmp.Diff(a, b), s.Draw())
	}
	if a, b := viewJSON(t, s, p), viewJSON(t, tw, p); a != b {
		fail("the view's JSON", a, b)
	}
	if s.View(p) != tw.View(p) {
		t.Fatalf("%s, %v: the twins' views differ as values (their JSON does not)", what, p)
	}
	if a, b := fmt.Sprint(spyordie.Game.ActionsFor(s, p)), fmt.Sprint(spyordie.Game.ActionsFor(tw, p)); a != b {
		fail("ActionsFor", a, b)
	}
	// Legal's reasons: the listed actions of every seat and every
	// candidate (the illegal ones say why).
	pool := append(spyordie.Candidates(s), s.Actions()...)
	for _, a := range pool {
		if x, y := errText(s.Legal(a)), errText(tw.Legal(a)); x != y {
			fail("Legal("+a.String()+")", x, y)
		}
	}
	if a, b := spyordie.Game.Draw(s, p), spyordie.Game.Draw(tw, p); a != b {
		fail("Draw", a, b)
	}
	// The SVG is the costliest form (two thirds of the test's time): one
	// pair in three, the view's equality above covering the others.
	if r.IntN(3) == 0 {
		if a, b := picture.SVG(s.View(p), p), picture.SVG(tw.View(p), p); a != b {
			fail("the SVG", a, b)
		}
	}
	if spyordie.Game.InfoKey(s, p) != spyordie.Game.InfoKey(tw, p) {
		t.Fatalf("%s, %v: the twins' InfoKeys differ", what, p)
	}
	// The same action with the same dice: p observes the same events (up
	// to a reveal), the same public form of the action, and, when nothing
	// was revealed, the same view after it.
	as := s.Actions()
	for k := 0; k < 3 && len(as) > 0; k++ {
		a := as[r.IntN(len(as))]
		if x, y := spyordie.Game.PublicAction(s, a).String(), spyordie.Game.PublicAction(tw, a).String(); x != y {
			fail("PublicAction("+a.String()+")", x, y)
		}
		if x, y := incursion.ObserveAction(spyordie.Game, s, a, p).String(), incursion.ObserveAction(spyordie.Game, tw, a, p).String(); x != y {
			fail("ObserveAction("+a.String()+")", x, y)
		}
		seed := r.Uint64()
		e1, n1, rev := observed(s, a, seed, p)
		e2, n2, _ := observed(tw, a, seed, p)
		if x, y := strings.Join(e1, "\n"), strings.Join(e2, "\n"); x != y {
			fail("the events observed after "+a.String(), x, y)
		}
		if !rev {
			if x, y := viewJSON(t, n1, p), viewJSON(t, n2, p); x != y {
				fail("the view after "+a.String(), x, y)
			}
		}
	}
}

// TestLeaks (issue 20, item 17; Rulebook, Set-Up, Base Defender 8 and 9,
// "Imposter"): over random mid-game states of every variant, for every
// seat and the spectator, twin states that differ only in what the
// rulebook hides — the faces of the face-down Intelligence markers, the
// order of the Doomsday pile (hand-made twins: HandTwins), and samples of
// Game.Determinize from the seat's own view — are the same to that seat in
// every form the library gives it: the whole view JSON, ActionsFor,
// Legal's error texts, the events it observes after the same action
// (incursion.Observe forms) and its view after, PublicAction, Draw, the
// SVG of spyordie/picture and InfoKey.
func TestLeaks(t *testing.T) {
	r := dice.New(2020)
	states := leakStates(t, 97)
	pairs, imposter, pending := 0, 0, 0
	for n, s := range states {
		if disguised(s) {
			imposter++
		}
		if len(s.Pending()) > 0 {
			pending++
		}
		for k, tw := range spyordie.HandTwins(s, r) {
			if err := tw.Validate(); err != nil {
				t.Fatalf("state %d: hand-made twin %d is invalid: %v", n, k, err)
			}
			for _, p := range seatsOf(s) {
				checkTwins(t, fmt.Sprintf("state %d (%s), hand-made twin %d", n, s.Phase(), k), s, tw, p, r)
				pairs++
			}
		}
		for _, p := range seatsOf(s) {
			d, err := spyordie.Game.Determinize(s, p, r)
			if err != nil {
				t.Fatalf("state %d: %v", n, err)
			}
			checkTwins(t, fmt.Sprintf("state %d (%s), a sample of %v's view", n, s.Phase(), p), s, d, p, r)
			pairs++
		}
	}
	t.Logf("%d states (%d with a disguised Imposter, %d with a pending decision), %d twin pairs checked",
		len(states), imposter, pending, pairs)
	if imposter == 0 || pending == 0 {
		t.Errorf("no state with a disguised Imposter (%d) or a pending decision (%d)", imposter, pending)
	}
}
