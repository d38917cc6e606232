package fireteam_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/fireteam"
	"github.com/incursion/incursion/fireteam/picture"
)

// TestLeakTwins (issue 20.17): for twin states, the same to a seat but
// different in what it may not know, everything the seat can read is the
// same: its whole view as JSON, its ActionsFor, Legal's error text for every
// action it could write, the events it observes after the same action
// (incursion.Observe forms) and its view afterwards, Draw, the SVG of
// fireteam/picture and the InfoKey. Two kinds of twins, over random
// mid-game states of six variants: a sample of Game.Determinize (every
// hidden thing redrawn: hands, every deck's order, the recon deck's
// events), the same redrawn by hand (fireteam.TwinAll, not drawn from the
// view), and a hand-made twin whose unseen hands are exchanged with their
// decks' cards (fireteam.TwinHands), which keeps every draw the same so
// that the events of one action can be compared.
func TestLeakTwins(t *testing.T) {
	r := dice.New(2017)
	twins, acted := 0, 0
	for _, v := range []string{"", "solo", "4p", "I3/solo", "F2/3p", "T2/solo"} {
		for seed := uint64(1); seed <= 2; seed++ { // seeds printed on failure
			g := dice.New(seed)
			s, err := fireteam.Game.New(v, g)
			if err != nil {
				t.Fatal(err)
			}
			for step := 0; !s.Over() && step < 3000; step++ {
				if s.Round() > 0 && step%20 == 0 {
					for _, p := range append(s.Seats(), fireteam.Observer) {
						where := fmt.Sprintf("%s seed %d step %d, %s", v, seed, step, p)
						d, err := fireteam.Game.Determinize(s, p, r)
						if err != nil {
							t.Fatalf("%s: %v", where, err)
						}
						leakCompare(t, where+" (Determinize)", s, d, p, nil)
						// A Determinize sample is drawn from p's view: a view
						// that shows too much (the top recon card) would
						// pass; a twin redrawn by hand would not.
						all := fireteam.TwinAll(s, p, r)
						for try := 0; try < 20 && all.Validate() != nil; try++ {
							all = fireteam.TwinAll(s, p, r)
						}
						if all.Validate() == nil {
							leakCompare(t, where+" (all)", s, all, p, nil)
						}
						tw := fireteam.TwinHands(s, p, r)
						for try := 0; try < 20 && tw.Validate() != nil; try++ {
							tw = fireteam.TwinHands(s, p, r)
						}
						if tw.Validate() == nil {
							acted += leakCompare(t, where+" (hands)", s, tw, p, r)
						}
						twins += 3
					}
				}
				legal := s.Actions()
				if s, _, err = fireteam.Apply(s, legal[g.IntN(len(legal))], g); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	t.Logf("%d twins, %d actions compared", twins, acted)
	if twins < 300 || acted < 300 {
		t.Fatalf("%d twins, %d actions compared: too few", twins, acted)
	}
}

// leakCompare compares what seat p reads of s and of its twin tw; with a
// roller, it also applies each action of the seat to move that is legal in
// both (with the same dice) and compares what p observes. It returns the
// number of actions compared.
func leakCompare(t *testing.T, where string, s, tw fireteam.State, p fireteam.Seat, r dice.Roller) int {
	t.Helper()
	g := fireteam.Game
	v, vt := g.View(s, p), g.View(tw, p)
	j, _ := json.Marshal(v)
	jt, _ := json.Marshal(vt)
	if string(j) != string(jt) {
		t.Fatalf("%s: the view's JSON differs:\n%s\n%s", where, j, jt)
	}
	if a, b := fmt.Sprint(g.ActionsFor(s, p)), fmt.Sprint(g.ActionsFor(tw, p)); a != b {
		t.Fatalf("%s: ActionsFor differs:\n%s\n%s", where, a, b)
	}
	for _, a := range probes(s, p) {
		e1, e2 := errText(s.Legal(a)), errText(tw.Legal(a))
		if e1 != e2 {
			t.Fatalf("%s: Legal(%v): %q vs %q", where, a, e1, e2)
		}
	}
	if a, b := g.Draw(s, p), g.Draw(tw, p); a != b {
		t.Fatalf("%s: Draw differs (-state +twin):\n%s", where, cmp.Diff(a, b))
	}
	if a, b := picture.SVG(v, p), picture.SVG(vt, p); a != b {
		t.Fatalf("%s: the SVG differs (-state +twin):\n%s", where, cmp.Diff(a, b))
	}
	if g.InfoKey(s, p) != g.InfoKey(tw, p) {
		t.Fatalf("%s: InfoKey differs", where)
	}
	if r == nil {
		return 0
	}
	n := 0
	for i, a := range s.Actions() {
		if tw.Legal(a) != nil {
			// Another seat's card action, legal with the hand he holds in
			// s only: not p's to write, and not taken in the twin.
			continue
		}
		seed := uint64(r.IntN(1 << 30))
		n1, ev1, err1 := fireteam.Apply(s, a, dice.New(seed))
		n2, ev2, err2 := fireteam.Apply(tw, a, dice.New(seed))
		if err1 != nil || err2 != nil {
			t.Fatalf("%s: %v: %v, %v", where, a, err1, err2)
		}
		// A card played (or discarded for hits) goes face up to the
		// discard pile: its identity is public by rule, and the twins'
		// hands differ. Every other word must be the same.
		o1, o2 := observed(ev1, p, true), observed(ev2, p, true)
		if diff := cmp.Diff(o1, o2); diff != "" {
			t.Fatalf("%s: after %v (action %d) the events observed differ (-state +twin):\n%s", where, a, i, diff)
		}
		// So are the cards a knocked-down hero discards: the views
		// afterwards are compared without the (face-up) discard piles.
		if j1, j2 := withoutDiscards(g.View(n1, p)), withoutDiscards(g.View(n2, p)); j1 != j2 {
			t.Fatalf("%s: after %v the views differ:\n%s\n%s", where, a, j1, j2)
		}
		n++
	}
	return n
}

// withoutDiscards is the JSON of a view less the heroes' discard piles.
func withoutDiscards(v fireteam.State) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		panic(err)
	}
	for _, h := range m["heroes"].([]any) {
		delete(h.(map[string]any), "discard")
	}
	b, _ = json.Marshal(m)
	return string(b)
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// observed is what p observes of events; masked hides which card a hero
// played.
func observed(ev []fireteam.Event, p fireteam.Seat, masked bool) []string {
	out := make([]string, len(ev))
	for i, e := range ev {
		o := incursion.Observe(fireteam.Game, e, p)
		if pl, ok := o.(fireteam.Played); ok && masked {
			out[i] = fmt.Sprintf("%s played a card as %s", pl.Hero, pl.As)
			continue
		}
		out[i] = o.String()
	}
	return out
}

// probes is every action seat p could write now in s: for each of its
// heroes, every verb with every card, location and target; the seat-level
// choices when they are p's.
func probes(s fireteam.State, p fireteam.Seat) []fireteam.Action {
	var texts []string
	for i, h := range s.Heroes() {
		if p == fireteam.Observer || s.Players() > 1 && fireteam.Seat(i) != p {
			continue
		}
		for _, verb := range []string{"pass", "stand", "staydown", "roll", "keep", "search", "operate", "end", "intercede", "ready", "bring", "bring %s patty", "bring %s henry"} {
			if !strings.Contains(verb, "%") {
				verb += " %s"
			}
			texts = append(texts, fmt.Sprintf(verb, h))
		}
		for n := range 32 {
			c := fireteam.Card{Role: h.Role(), N: uint8(n)}
			for _, verb := range []string{"respond", "add", "react", "discard"} {
				texts = append(texts, fmt.Sprintf("%s %s %s", verb, h, c))
			}
		}
		for _, col := range "abcdefgh" {
			for row := 1; row <= 4; row++ {
				texts = append(texts, fmt.Sprintf("move %s %c%d", h, col, row), fmt.Sprintf("move %s %c%d patty henry", h, col, row))
			}
		}
		for _, m := range []string{"m1", "m2", "m3", "m4", "m5", "m6", "m7", "m8", "m9", "e1", "e2", "e3", "boss", "token1", "token2", "token3", "ally1", "ally2", "ally3", "ally4"} {
			texts = append(texts, fmt.Sprintf("attack %s %s", h, m))
		}
		for d := 1; d <= 8; d++ {
			texts = append(texts, fmt.Sprintf("reroll %s %d", h, d))
		}
	}
	if p != fireteam.Observer {
		for _, m := range []string{"m1", "m2", "m3", "e1", "e2", "boss"} {
			texts = append(texts, "activate "+m)
		}
	}
	out := make([]fireteam.Action, 0, len(texts))
	for _, x := range texts {
		a, err := fireteam.ParseAction(x)
		if err != nil {
			panic(x + ": " + err.Error())
		}
		out = append(out, a)
	}
	return out
}
