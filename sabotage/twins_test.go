package sabotage_test

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/sabotage"
	"github.com/incursion/incursion/sabotage/picture"
)

// observation is everything one seat can take in at one moment of a
// state: its view as JSON, its drawing, the SVG picture of its view, its
// InfoKey, its own listed actions and Legal's answers to actions it might
// try.
type observation struct {
	View, Draw, SVG string
	Key             incursion.InfoKey
	Actions         []string
	Refusals        []string
}

// observe is what seat p takes in of s; tries are actions p might try
// (listed or not), whose Legal answers are part of what p learns.
func observe(t *testing.T, s sabotage.State, p sabotage.Seat, tries []sabotage.Action) observation {
	t.Helper()
	v := sabotage.Game.View(s, p)
	js, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	o := observation{View: string(js), Draw: sabotage.Game.Draw(s, p), SVG: picture.SVG(v, p), Key: sabotage.Game.InfoKey(s, p)}
	for _, a := range sabotage.Game.ActionsFor(s, p) {
		o.Actions = append(o.Actions, a.String())
	}
	for _, a := range tries {
		o.Refusals = append(o.Refusals, fmt.Sprint(s.Legal(a)))
	}
	return o
}

// seen is what seat p observes of action a taken in s and of the events
// it caused: each in the form p sees it (incursion.ObserveAction,
// incursion.Observe).
func seen(s sabotage.State, a sabotage.Action, ev []sabotage.Event, p sabotage.Seat) []string {
	out := []string{incursion.ObserveAction(sabotage.Game, s, a, p).String()}
	for _, e := range ev {
		out = append(out, incursion.Observe(sabotage.Game, e, p).String())
	}
	return out
}

// declared reports whether the observed event text is an answer a rule
// makes the table declare (so twins may legitimately differ from it on):
// everything but the public forms of private facts, of hidden moves and of
// hidden actions.
func declared(ev sabotage.Event) bool {
	switch ev.(type) {
	case sabotage.Private, sabotage.Moved, sabotage.TurnBegan, sabotage.CharacterChosen:
		return false
	}
	return ev.Audience() == sabotage.NoTeam
}

// leakFree checks what seat p observes after the same action a in twins s1
// and s2 (states p cannot tell apart): the public form of a, then the
// events in p's form, are equal up to the first declaration that differs
// (an answer the rules make the table give, which is how p learns).
func leakFree(t *testing.T, where string, s1, s2 sabotage.State, a sabotage.Action, p sabotage.Seat, seed uint64) {
	t.Helper()
	n1, ev1, err1 := sabotage.Apply(s1, a, dice.New(seed))
	n2, ev2, err2 := sabotage.Apply(s2, a, dice.New(seed))
	if err1 != nil || err2 != nil {
		t.Fatalf("%s: %v: %v / %v", where, a, err1, err2)
	}
	o1, o2 := seen(s1, a, ev1, p), seen(s2, a, ev2, p)
	for i := 0; i < len(o1) || i < len(o2); i++ {
		if i < len(o1) && i < len(o2) && o1[i] == o2[i] {
			continue
		}
		// The first difference must be a declaration (an answer the
		// rules make the table give) in one twin at least: the other may
		// have declared something else, or nothing there.
		ok := i > 0 && (i < len(o1) && declared(ev1[i-1]) || i < len(o2) && declared(ev2[i-1]))
		if !ok {
			t.Fatalf("%s: after %v, %v observes different things in twins it cannot tell apart:\n%s\n---\n%s", where, a, p, strings.Join(o1, "\n"), strings.Join(o2, "\n"))
		}
		return
	}
	// The same observations: the views after must be equal too.
	if d := cmp.Diff(jsonOf(t, sabotage.Game.View(n1, p)), jsonOf(t, sabotage.Game.View(n2, p))); d != "" {
		t.Fatalf("%s: after %v, %v observed the same but its views differ (-first +second):\n%s", where, a, p, d)
	}
}

func jsonOf(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// tries returns actions seat p might try in s: its listed ones and some
// it might type, listed or not.
func tries(s sabotage.State, p sabotage.Seat, r *dice.Rand) []sabotage.Action {
	var out []sabotage.Action
	texts := []string{"%v ready", "%v end", "%v slide up", "%v execute - -", "%v execute row1 -", "%v modify 1 +1", "%v unlock 1", "%v cube swagger", "%v cube unlock", "%v pick 7", "%v choke", "%v detonate", "%v beacon row1", "%v first Spy1", "%v first Villain1", "%v plan 0 1 up", "%v plan 1 12 left", "%v plan 5 - B3", "%v plan 4 - -", "%v plan 3 1 -"}
	for k := 0; k < 8; k++ {
		a, err := sabotage.ParseAction(fmt.Sprintf(texts[r.IntN(len(texts))], p))
		if err == nil {
			out = append(out, a)
		}
	}
	return out
}

// TestLeakTwins (issue 20, item 17): for random mid-game states of random
// games and every seat, twins the seat cannot tell apart — samples of
// Game.Determinize from its view and hand-made ones (the other team's
// hidden pieces scrambled; TestLeakSkippedTile and the TestLeak* twins
// of leak_test.go are hand-made for one rule each) — give it the same
// view JSON, Draw, SVG picture, InfoKey, listed actions and Legal's
// answers; and after the same action by any seat to move, it observes the
// same public form of the action and the same events (incursion.Observe)
// up to the first declaration the rules make the table answer.
func TestLeakTwins(t *testing.T) {
	games, every, samples := 2, 47, 2
	if os.Getenv("INCURSION_LONG") != "" {
		games, every, samples = 40, 7, 6
	}
	for g := 0; g < games; g++ {
		seed := uint64(700 + g)
		variant := [...]string{"", "intro", "variable-map", ""}[g%4]
		r := dice.New(seed)
		s, err := sabotage.Game.New(variant, r)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; !s.Over() && step < 3000; step++ {
			if step%every == 0 {
				checkTwins(t, fmt.Sprintf("seed %d variant %q step %d", seed, variant, step), s, samples, dice.New(seed*1000+uint64(step)))
			}
			acts := s.Actions()
			s, _, err = sabotage.Apply(s, acts[r.IntN(len(acts))], r)
			if err != nil {
				t.Fatal(err)
			}
		}
	}
}

// checkTwins draws twins of s for every seat and compares what the seat
// takes in of each, and what it observes after the same actions.
func checkTwins(t *testing.T, where string, s sabotage.State, samples int, r *dice.Rand) {
	t.Helper()
	for _, p := range append(sabotage.Seats[:len(sabotage.Seats):len(sabotage.Seats)], sabotage.Observer) {
		try := tries(s, p, r)
		want := observe(t, s, p, try)
		for k := 0; k < samples; k++ {
			twin, err := sabotage.Game.Determinize(s, p, r)
			if err != nil {
				t.Fatalf("%s: %v: %v", where, p, err)
			}
			w := fmt.Sprintf("%s, %v's twin %d", where, p, k)
			if d := cmp.Diff(want, observe(t, twin, p, try)); d != "" {
				t.Fatalf("%s: %v takes in different things (-state +twin):\n%s", w, p, d)
			}
			// A hand-made twin: everything the other team keeps behind
			// the screen redrawn at random (not always a state play can
			// reach, so only what p takes in is compared).
			if p != sabotage.Observer {
				odd := sabotage.Scramble(s, p.Team().Other(), r.Uint64())
				if d := cmp.Diff(want, observe(t, odd, p, try)); d != "" {
					t.Fatalf("%s: %v takes in different things (-state +scrambled):\n%s", w, p, d)
				}
			}
			opaque(t, w, s, twin, p, r)
			for _, q := range sabotage.Game.ToMove(s) {
				acts := sabotage.Game.ActionsFor(s, q)
				for i := 0; i < 3 && len(acts) > 0; i++ {
					a := acts[r.IntN(len(acts))]
					if twin.Legal(a) != nil {
						continue // q's choices differ in the twin: q's team is the hidden one
					}
					leakFree(t, w, s, twin, a, p, r.Uint64())
				}
			}
		}
	}
}

// opaque checks that the public form of a secret action says no more than
// its events: actions of a seat q that p does not see, taken in s or in
// its twin, that leave p with the same observed events and the same view
// have the same public form (issue 20, item 12: "Villain2 unlock ?" and
// "Villain2 modify ?" told apart what "did something behind the screen"
// did not).
func opaque(t *testing.T, where string, s, twin sabotage.State, p sabotage.Seat, r *dice.Rand) {
	t.Helper()
	forms := map[string]string{}
	for _, st := range []sabotage.State{s, twin} {
		for _, q := range sabotage.Game.ToMove(st) {
			acts := sabotage.Game.ActionsFor(st, q)
			for i := 0; i < 4 && len(acts) > 0; i++ {
				a := acts[r.IntN(len(acts))]
				if incursion.ObserveAction(sabotage.Game, st, a, p) == sabotage.Action(a) {
					continue // p sees it
				}
				seed := r.Uint64()
				next, ev, err := sabotage.Apply(st, a, dice.New(seed))
				if err != nil {
					t.Fatal(err)
				}
				key := strings.Join(seen(st, a, ev, p)[1:], "\n") + "\n" + jsonOf(t, sabotage.Game.View(next, p))
				form := sabotage.PublicAction(st, a).String()
				if old, ok := forms[key]; ok && old != form {
					t.Fatalf("%s: %v sees %q and %q for actions whose events and views it cannot tell apart (the last: %v)", where, p, old, form, a)
				}
				forms[key] = form
			}
		}
	}
}
