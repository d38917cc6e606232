package hive_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/hive"
)

// sampleStates plays random games and keeps every every-th state.
func sampleStates(t *testing.T, seeds, every int) []hive.State {
	t.Helper()
	var out []hive.State
	for seed := 1; seed <= seeds; seed++ {
		r := dice.New(uint64(seed))
		s, err := newGame(uint64(seed))
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; !s.Over(); n++ {
			if n%every == 0 {
				out = append(out, s)
			}
			as := s.Actions()
			if s, _, err = hive.Apply(s, as[r.IntN(len(as))], r); err != nil {
				t.Fatal(err)
			}
		}
		out = append(out, s)
	}
	return out
}

func strs[T fmt.Stringer](xs []T) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = x.String()
	}
	return out
}

// TestViews: a view keeps its viewer, lists exactly the viewer's actions
// (ActionsFor on the full state), cannot be played, survives a JSON round
// trip and draws; the view of no seat is the spectator's.
func TestViews(t *testing.T) {
	g := hive.Game
	for k, s := range sampleStates(t, 4, 13) {
		for _, p := range []hive.Seat{hive.Terran, hive.Znon, hive.Observer, hive.Seat(7)} {
			v := g.View(s, p)
			want := p
			if p > hive.Znon {
				want = hive.Observer
			}
			if got, ok := v.Viewer(); !ok || got != want {
				t.Fatalf("state %d: View(%v).Viewer() = %v, %v", k, p, got, ok)
			}
			if d := cmp.Diff(strs(g.ActionsFor(s, p)), strs(v.Actions())); d != "" {
				t.Fatalf("state %d: %v's view lists other actions (-want +got)\n%s", k, p, d)
			}
			if as := g.ActionsFor(s, p); len(as) > 0 {
				if err := g.Legal(v, as[0]); !errors.Is(err, incursion.ErrIllegal) {
					t.Fatalf("state %d: Legal on a view: %v", k, err)
				}
				if _, _, err := g.Apply(v, as[0], dice.New(1)); !errors.Is(err, incursion.ErrIllegal) {
					t.Fatalf("state %d: Apply on a view: %v", k, err)
				}
			}
			data, err := json.Marshal(v)
			if err != nil {
				t.Fatal(err)
			}
			var back hive.State
			if err := json.Unmarshal(data, &back); err != nil {
				t.Fatalf("state %d: %v's view: %v\n%s", k, p, err, data)
			}
			if back != v {
				t.Fatalf("state %d: %v's view changed in a JSON round trip", k, p)
			}
			if g.View(v, want) != v {
				t.Fatalf("state %d: the view of a view changed", k)
			}
			if g.Draw(s, p) == "" {
				t.Fatal("no drawing")
			}
		}
	}
}

// TestObserverSeesNoSecret: the spectator's view is no more than what
// either player sees.
func TestObserverSeesNoSecret(t *testing.T) {
	for _, s := range sampleStates(t, 2, 17) {
		o := s.View(hive.Observer)
		if o.Mission() != hive.NoMission && !s.Over() {
			t.Fatal("the spectator sees the mission")
		}
		if o.HyperdriveTurn() != -1 {
			t.Fatal("the spectator sees the hyperdrive turn")
		}
		for _, u := range o.Units() {
			if z, _ := s.View(hive.Terran).Unit(u.ID); z.Kind == hive.Unknown && u.Kind != hive.Unknown {
				t.Fatalf("the spectator sees unit %d", u.ID)
			}
		}
	}
}

// TestPublicForms: a secret action or event has a public form that every
// seat sees and that reads back; public ones are their own.
func TestPublicForms(t *testing.T) {
	g := hive.Game
	secret := map[string]int{}
	for seed := uint64(1); seed <= 3; seed++ {
		s, _ := newGame(seed)
		r := dice.New(seed)
		for !s.Over() {
			as := s.Actions()
			a := as[r.IntN(len(as))]
			for _, p := range hive.Seats {
				if !g.ActionVisibleTo(s, a, p) {
					pub := g.PublicAction(s, a)
					secret[fmt.Sprintf("%T", a)]++
					if !strings.HasSuffix(pub.String(), "?") && !strings.HasSuffix(pub.String(), "unknown") {
						t.Fatalf("%v: public form %v", a, pub)
					}
					if back, err := hive.ParseAction(pub.String()); err != nil || back != pub {
						t.Fatalf("%v: public form %v reads back as %v, %v", a, pub, back, err)
					}
				}
			}
			next, ev, err := hive.Apply(s, a, r)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range ev {
				pub := g.PublicEvent(e)
				for _, p := range []hive.Seat{hive.Terran, hive.Znon, hive.Observer} {
					if !g.VisibleTo(pub, p) {
						t.Fatalf("%v: public form %v not seen by %v", e, pub, p)
					}
				}
				if g.VisibleTo(e, hive.Terran) && g.VisibleTo(e, hive.Znon) && pub != e {
					t.Fatalf("public %v has another public form %v", e, pub)
				}
				if !g.VisibleTo(e, hive.Terran) || !g.VisibleTo(e, hive.Znon) {
					secret[fmt.Sprintf("%T", e)]++
					if pub == e {
						t.Fatalf("secret %v is its own public form", e)
					}
				}
			}
			s = next
		}
	}
	for _, k := range []string{"hive.Buy", "hive.Deploy", "hive.Choose", "hive.Assign", "hive.Affected"} {
		if secret[k] == 0 {
			t.Errorf("no secret %s seen", k)
		}
	}
}

// TestPublicEventRedacts: what the Terran player sees of a Znon purchase,
// a deployment and the roll to kill the hostages (4.0, 5.1, 19.0).
func TestPublicEventRedacts(t *testing.T) {
	for _, c := range []struct{ e, want hive.Event }{
		{hive.Affected{Unit: hive.NoUnit, What: "bought soldier", To: 1}, hive.Affected{Unit: hive.NoUnit, What: "bought unknown", To: -1}},
		{hive.Affected{Unit: 40, What: "deployed", Kind: hive.Queen, Box: "A1", To: 1}, hive.Affected{Unit: 40, What: "deployed", Box: "A1", To: -1}},
		{hive.Affected{Unit: 3, What: "assigned", Kind: hive.Lancers, Box: "Vega", To: 0}, hive.Affected{Unit: hive.NoUnit, What: "assigned", To: -1}},
		{hive.Rolled{Seat: hive.Znon, For: "may the hostages be killed (19.0)", Face: 2, To: 1}, hive.Rolled{Seat: hive.Znon, For: "may the hostages be killed (19.0)", To: -1}},
	} {
		if d := cmp.Diff(c.want, hive.PublicEvent(c.e)); d != "" {
			t.Errorf("%v (-want +got)\n%s", c.e, d)
		}
	}
	if got := hive.PublicEvent(hive.Rolled{Seat: hive.Znon, For: "x", Face: 2, To: 1}).String(); got != "Znon rolls ? (x)" {
		t.Errorf("%q", got)
	}
}

// TestParseSeat: seat names in any case; anything else is a ParseError.
func TestParseSeat(t *testing.T) {
	for text, want := range map[string]hive.Seat{"Terran": hive.Terran, "terran": hive.Terran, "tErRaN": hive.Terran, "ZNON": hive.Znon, "znon": hive.Znon} {
		if got, err := hive.ParseSeat(text); err != nil || got != want {
			t.Errorf("%q: %v, %v", text, got, err)
		}
	}
	var pe *incursion.ParseError
	if _, err := hive.ParseSeat("Observer"); !errors.As(err, &pe) || !strings.Contains(err.Error(), "want a seat (Terran, Znon)") {
		t.Errorf("Observer: %v", err)
	}
}

// TestResult: the Outcome embeds the contract's Result; returns are 1 for
// the winner, -1 for the loser, 0 in a draw.
func TestResult(t *testing.T) {
	g := hive.Game
	s, _ := newGame(1)
	if r := g.Result(s); r.Over || len(r.Winners) != 0 {
		t.Errorf("before the end: %v", r)
	}
	for seed := uint64(1); seed <= 6; seed++ {
		s, _ := newGame(seed)
		end, err := incursion.Playout(g, s, dice.New(seed), incursion.Random[hive.State, hive.Action], 60000)
		if err != nil {
			t.Fatal(err)
		}
		o, r, ret := end.Outcome(), g.Result(end), g.Returns(end)
		if d := cmp.Diff(o.Result, r); d != "" {
			t.Fatal(d)
		}
		switch {
		case r.Draw:
			if ret[0] != 0 || ret[1] != 0 {
				t.Errorf("draw returns %v", ret)
			}
		case len(r.Winners) == 1:
			w := r.Winners[0]
			if ret[w] != 1 || ret[w.Other()] != -1 {
				t.Errorf("%v won, returns %v", w, ret)
			}
		default:
			t.Errorf("seed %d: %v", seed, r)
		}
	}
}

// TestParseActionErrors: parse errors are ParseErrors naming what was
// expected; keywords and words read in any case.
func TestParseActionErrors(t *testing.T) {
	for text, want := range map[string]string{
		"":                    `hive: parse "": unexpected end: want an action (buy, end,`,
		"plan 5":              `"plan" at 0: want an action (buy,`,
		"move x A4":           `"x" at 5: want a unit number (0-1000)`,
		"fire 1 2 3":          `"3" at 9: want extra Movement Points (+1 to +100)`,
		"spawn maybe":         `"maybe" at 6: want yes or no`,
		"breach Vega A1 ajar": `"ajar" at 15: want open or closed`,
		"end now":             `"now" at 4: want the end of the action`,
		"buy 1lancer":         `"1lancer" at 4: want an item (darter, engineer`,
	} {
		_, err := hive.ParseAction(text)
		var pe *incursion.ParseError
		if !errors.As(err, &pe) || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %s", text, err, want)
		}
	}
	for text, want := range map[string]hive.Action{
		"MOVE 3 A4": hive.Move{Unit: 3, To: "A4"}, "Spawn YES": hive.Spawn{Yes: true}, "buy 2Lancers": hive.Buy{Item: hive.BuyLancers},
		"breach Vega A1 OPEN": hive.PlaceBreach{Darter: "Vega", Box: "A1", Open: true}, "Mission Punitive": hive.Choose{Mission: hive.Punitive},
	} {
		if got, err := hive.ParseAction(text); err != nil || got != want {
			t.Errorf("%q: %v, %v", text, got, err)
		}
	}
}

// TestEventJSON: every event of a few playouts reads back from its JSON.
func TestEventJSON(t *testing.T) {
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 3; seed++ {
		s, _ := newGame(seed)
		r := dice.New(seed)
		for !s.Over() {
			as := s.Actions()
			next, ev, err := hive.Apply(s, as[r.IntN(len(as))], r)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range ev {
				data, err := json.Marshal(e)
				if err != nil {
					t.Fatal(err)
				}
				back, err := hive.UnmarshalEvent(data)
				if err != nil || back != e {
					t.Fatalf("%s: %v, %v", data, back, err)
				}
				seen[fmt.Sprintf("%T", e)] = true
			}
			s = next
		}
	}
	if len(seen) != 6 {
		t.Errorf("event types seen: %v", seen)
	}
	if _, err := hive.UnmarshalEvent([]byte(`{"type":"exploded"}`)); err == nil {
		t.Error("an unknown event type was read")
	}
}
