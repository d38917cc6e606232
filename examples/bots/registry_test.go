package bots_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/examples/bots"
	"github.com/incursion/incursion/internal/playtest"
)

// The toy "zz-secret", registered through bots.Add: nim with a pile of 6,
// seats North and South; how many a seat takes is secret (the other sees
// "take ?" and "North took some"), the pile left is public.

type secretNim struct {
	Pile   int
	Turn   compass
	Last   compass
	Viewer compass
}

type compass int8

const (
	north compass = iota
	south
	noViewer  compass = -1
	spectator compass = -2
)

func (c compass) String() string {
	switch c {
	case north:
		return "North"
	case south:
		return "South"
	}
	return "spectator"
}

type grab int // 0: the public form

func (g grab) String() string {
	if g == 0 {
		return "take ?"
	}
	return fmt.Sprintf("take %d", int(g))
}

type grabbed struct {
	Seat compass `json:"seat"`
	N    int     `json:"n"`    // 0: the public form
	Left bool    `json:"left"` // "N left", public
}

func (e grabbed) String() string {
	switch {
	case e.Left:
		return fmt.Sprintf("%d left", e.N)
	case e.N == 0:
		return e.Seat.String() + " took some"
	}
	return fmt.Sprintf("%s took %d", e.Seat, e.N)
}

func secretActions(s secretNim) []grab {
	if s.Pile == 0 || s.Viewer != noViewer && s.Viewer != s.Turn {
		return nil
	}
	return []grab{1, 2}[:min(2, s.Pile)]
}

func secretLegal(s secretNim, a grab) error {
	if s.Viewer != noViewer {
		return incursion.Illegal("a view is for reading")
	}
	if a < 1 || a > 2 || int(a) > s.Pile {
		return incursion.Illegal("take: %d from a pile of %d", a, s.Pile)
	}
	return nil
}

var secretGame = incursion.Define(incursion.Def[secretNim, grab, grabbed, compass]{
	Name: "zz-secret", Title: "Secret Nim",
	New: func(string, dice.Roller) (secretNim, error) {
		return secretNim{Pile: 6, Last: noViewer, Viewer: noViewer}, nil
	},
	Variants: []string{"short"},
	Actions:  secretActions,
	Legal:    secretLegal,
	Apply: func(s secretNim, a grab, _ dice.Roller) (secretNim, []grabbed, error) {
		if err := secretLegal(s, a); err != nil {
			return s, nil, err
		}
		s.Pile -= int(a)
		s.Last, s.Turn = s.Turn, 1-s.Turn
		return s, []grabbed{{Seat: s.Last, N: int(a)}, {N: s.Pile, Left: true}}, nil
	},
	Over:  func(s secretNim) bool { return s.Pile == 0 },
	Seats: func(secretNim) []compass { return []compass{north, south} },
	ToMove: func(s secretNim) []compass {
		if s.Pile == 0 {
			return nil
		}
		return []compass{s.Turn}
	},
	Result: func(s secretNim) incursion.Result[compass] {
		if s.Pile > 0 {
			return incursion.Result[compass]{}
		}
		return incursion.Result[compass]{Over: true, Winners: []compass{s.Last}, Reason: "took the last counter"}
	},
	View: func(s secretNim, p compass) secretNim {
		if p != north && p != south {
			p = spectator
		}
		s.Viewer = p
		return s
	},
	Observer:        spectator,
	VisibleTo:       func(e grabbed, p compass) bool { return e.Left || e.Seat == p },
	PublicEvent:     func(e grabbed) grabbed { return grabbed{Seat: e.Seat, N: e.N * btoi(e.Left), Left: e.Left} },
	ActionVisibleTo: func(s secretNim, _ grab, p compass) bool { return p == s.Turn },
	PublicAction:    func(secretNim, grab) grab { return 0 },
	Draw:            func(s secretNim) string { return fmt.Sprintf("pile %d (%s)", s.Pile, s.Viewer) },
	ParseSeat: func(text string) (compass, error) {
		for _, c := range []compass{north, south} {
			if strings.EqualFold(text, c.String()) {
				return c, nil
			}
		}
		return 0, &incursion.ParseError{Game: "zz-secret", Text: text, Got: text, Want: "North or South"}
	},
	ParseAction: func(text string) (grab, error) {
		var n int
		if _, err := fmt.Sscanf(text, "take %d", &n); err != nil {
			return 0, &incursion.ParseError{Game: "zz-secret", Text: text, Got: text, Want: "take N"}
		}
		return grab(n), nil
	},
})

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// seenBots records the views the bots of zz-secret are handed.
var seenBots []compass

func init() {
	bots.Add(secretGame, func(p compass) incursion.Policy[secretNim, grab] {
		return func(s secretNim, legal []grab, r dice.Roller) grab {
			seenBots = append(seenBots, s.Viewer)
			return legal[r.IntN(len(legal))]
		}
	})
	// A game whose New fails.
	bots.Add(incursion.Define(incursion.Def[secretNim, grab, grabbed, compass]{
		Name: "zz-bad", Title: "Bad", New: func(string, dice.Roller) (secretNim, error) { return secretNim{}, errors.New("no such board") },
		Actions: secretActions, Legal: secretLegal, Apply: secretGame.Apply, Over: secretGame.Over,
		Seats: secretGame.Seats, ToMove: secretGame.ToMove, Result: secretGame.Result, View: secretGame.View,
		Observer: spectator, Draw: func(secretNim) string { return "" }, ParseSeat: secretGame.ParseSeat,
		ParseAction: secretGame.ParseAction,
	}), nil)
}

func TestAddTwice(t *testing.T) {
	defer func() {
		if p := recover(); p == nil || !strings.Contains(fmt.Sprint(p), "zz-secret") {
			t.Errorf("adding zz-secret twice: panic %v", p)
		}
	}()
	bots.Add(secretGame, nil)
}

// TestGenericMatch: seats, case-insensitive names, Legal's reasons,
// returns, views and the public forms of secret actions and events.
func TestGenericMatch(t *testing.T) {
	m := newMatch(t, "zz-secret", 1)
	r := dice.New(1)
	if diff := cmp.Diff([]string{"North", "South"}, m.Seats()); diff != "" {
		t.Errorf("Seats (-want +got):\n%s", diff)
	}
	for _, name := range []string{"north", "NORTH", "North"} {
		if got, err := m.Seat(name); got != "North" || err != nil {
			t.Errorf("Seat(%q) = %q, %v", name, got, err)
		}
	}
	if _, err := m.Seat("West"); err == nil || !strings.Contains(err.Error(), `no seat "West" (seats: North, South)`) {
		t.Errorf("Seat(West) = %v", err)
	}
	if got := m.Returns(); !slices.Equal(got, []float64{0, 0}) {
		t.Errorf("Returns before the end = %v", got)
	}
	for _, c := range []struct{ seat, action, want string }{
		{"north", "take 3", "illegal action: take: 3 from a pile of 6"},
		{"South", "take 1", "illegal action: zz-secret: South is not to move (to move: North)"},
		{"North", "grab", `zz-secret: parse "grab": "grab" at 0: want take N`},
		{"West", "take 1", `zz-secret: no seat "West" (seats: North, South)`},
	} {
		err := m.Legal(c.seat, c.action)
		if err == nil || err.Error() != c.want {
			t.Errorf("Legal(%s, %s) = %v, want %s", c.seat, c.action, err, c.want)
		}
		if _, perr := m.Play(c.seat, c.action, r); perr == nil || perr.Error() != c.want {
			t.Errorf("Play(%s, %s) = %v, want Legal's error", c.seat, c.action, perr)
		}
	}
	if err := m.Legal("north", "take 2"); err != nil {
		t.Errorf("Legal(north, take 2) = %v", err)
	}
	if got := m.Draw("south"); got != "pile 6 (South)" {
		t.Errorf("Draw(south) = %q: want South's view", got)
	}
	if got := m.Draw("nobody"); got != "pile 6 (spectator)" {
		t.Errorf("Draw(nobody) = %q: want a spectator's view", got)
	}
	for seat, want := range map[string]string{"south": `{"Pile":6,"Turn":0,"Last":-1,"Viewer":1}`, "": `{"Pile":6,"Turn":0,"Last":-1,"Viewer":-2}`} {
		if got, err := m.View(seat); string(got) != want || err != nil {
			t.Errorf("View(%q) = %s, %v; want %s", seat, got, err, want)
		}
	}
	st, err := m.Play("north", "take 2", r)
	if err != nil {
		t.Fatal(err)
	}
	want := bots.Step{
		Seat: "North", Action: "take 2", JSON: json.RawMessage(`2`),
		VisibleTo: []string{"North"}, Public: "take ?", PublicJSON: json.RawMessage(`0`),
		Events: []bots.Event{
			{Text: "North took 2", JSON: json.RawMessage(`{"seat":0,"n":2,"left":false}`), VisibleTo: []string{"North"},
				Public: "North took some", PublicJSON: json.RawMessage(`{"seat":0,"n":0,"left":false}`),
				Sentence: "North took 2", PublicSentence: "North took some"},
			{Text: "4 left", JSON: json.RawMessage(`{"seat":0,"n":4,"left":true}`), Sentence: "4 left"},
		},
		// A game with no descriptions: its sentences are the notation.
		Sentence: "take 2", PublicSentence: "take ?",
	}
	if diff := cmp.Diff(want, st); diff != "" {
		t.Errorf("Play step (-want +got):\n%s", diff)
	}
	south := bots.Step{Seat: "North", Action: "take ?", JSON: json.RawMessage(`0`), Sentence: "take ?",
		Events: []bots.Event{
			{Text: "North took some", JSON: json.RawMessage(`{"seat":0,"n":0,"left":false}`), Sentence: "North took some"},
			{Text: "4 left", JSON: json.RawMessage(`{"seat":0,"n":4,"left":true}`), Sentence: "4 left"},
		}}
	if diff := cmp.Diff(south, st.For("South")); diff != "" {
		t.Errorf("For(South) (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(south, st.For()); diff != "" {
		t.Errorf("For() (a spectator) (-want +got):\n%s", diff)
	}
	north := st.For("South", "North")
	if north.Action != "take 2" || north.Events[0].Text != "North took 2" || north.Public != "" {
		t.Errorf("For(South, North) = %+v", north)
	}
	seenBots = nil
	for !m.Over() {
		if _, err := m.Bot(r); err != nil {
			t.Fatal(err)
		}
	}
	for _, v := range seenBots {
		if v == noViewer {
			t.Errorf("a bot was handed the full state: %v", seenBots)
		}
	}
	winner, _ := m.Result()
	ret := m.Returns()
	for i, seat := range m.Seats() {
		if want := map[bool]float64{true: 1, false: -1}[seat == winner]; ret[i] != want {
			t.Errorf("Returns %v, winner %s", ret, winner)
		}
	}
}

// TestStepForNoPublic: in a Step not made by a Match, a secret event with
// no public form is left out; a secret action with none has no text.
func TestStepForNoPublic(t *testing.T) {
	st := bots.Step{Seat: "A", Action: "take 2", VisibleTo: []string{"A"},
		Events: []bots.Event{{Text: "1 left", VisibleTo: []string{"A"}}, {Text: "A took 2"}}}
	got := st.For("B")
	if got.Action != "" || len(got.Events) != 1 || got.Events[0].Text != "A took 2" {
		t.Errorf("For(B) = %+v", got)
	}
}

// gameLimit bounds a game of TestEveryGame.
const gameLimit = 50000

// TestEveryGame plays 3 games of every registered game through Match with
// the bots, and checks on every step what generic code relies on: seats
// named case-insensitively, the seats to move among the seats, their
// actions listed and legal, every seat's and a spectator's drawing and
// view (JSON),
// returns of 0 until the end and then 1 for the winners and -1 for the
// others, and every secret action and event replaced by a different
// public form for the seats that do not see it. Under -race it plays 1
// game of each.
func TestEveryGame(t *testing.T) {
	for _, g := range bots.Games() {
		t.Run(g.Name(), func(t *testing.T) {
			games := uint64(3)
			if playtest.Race {
				games = 1 // the race detector slows a game about ten times
			}
			for seed := uint64(1); seed <= games; seed++ {
				m, err := g.New(seed)
				if err != nil {
					if g.Name() == "zz-bad" {
						return
					}
					t.Fatal(err)
				}
				checkMatch(t, m, seed)
			}
		})
	}
}

func checkMatch(t *testing.T, m bots.Match, seed uint64) {
	t.Helper()
	seats := m.Seats()
	if len(seats) == 0 {
		t.Fatal("Seats is empty")
	}
	for _, s := range seats {
		for _, name := range []string{s, strings.ToLower(s), strings.ToUpper(s)} {
			if got, err := m.Seat(name); got != s || err != nil {
				t.Fatalf("Seat(%q) = %q, %v; want %s", name, got, err, s)
			}
		}
	}
	if _, err := m.Seat("no such seat"); err == nil {
		t.Error(`Seat("no such seat"): no error`)
	}
	r := dice.New(seed)
	for !m.Over() {
		if m.Len() >= gameLimit {
			t.Fatalf("seed %d: not over after %d actions", seed, m.Len())
		}
		if ret := m.Returns(); !slices.Equal(ret, make([]float64, len(seats))) {
			t.Fatalf("seed %d, step %d: Returns %v before the end", seed, m.Len(), ret)
		}
		movers := m.ToMove()
		if len(movers) == 0 {
			t.Fatalf("seed %d, step %d: not over, nobody to move", seed, m.Len())
		}
		for _, p := range movers {
			if !slices.Contains(seats, p) {
				t.Fatalf("seed %d: %s to move is no seat of %v", seed, p, seats)
			}
			as := m.Actions(p)
			if len(as) == 0 {
				t.Fatalf("seed %d, step %d: %s is to move with no action", seed, m.Len(), p)
			}
			if err := m.Legal(p, as[0]); err != nil {
				t.Fatalf("seed %d, step %d: Legal(%s, %s) = %v", seed, m.Len(), p, as[0], err)
			}
		}
		if m.Len()%50 == 0 {
			for _, p := range append(slices.Clone(seats), "") {
				_ = m.Draw(p)
				v, err := m.View(p)
				if err != nil || !json.Valid(v) {
					t.Fatalf("seed %d, step %d: View(%q) = %.80s, %v", seed, m.Len(), p, v, err)
				}
			}
		}
		st, err := m.BotFor(movers[r.IntN(len(movers))], r)
		if err != nil {
			t.Fatalf("seed %d, step %d: %v", seed, m.Len(), err)
		}
		checkStep(t, st, seats)
	}
	winner, how := m.Result()
	ret := m.Returns()
	if len(ret) != len(seats) {
		t.Fatalf("Returns %v for seats %v", ret, seats)
	}
	winners := strings.Split(winner, " and ")
	for i, s := range seats {
		want := -1.0
		switch {
		case winner == "draw":
			want = 0
		case slices.Contains(winners, s):
			want = 1
		}
		if ret[i] != want {
			t.Errorf("seed %d: Returns %v for seats %v, but the result is %q (%s)", seed, ret, seats, winner, how)
		}
	}
}

// checkStep checks that the seats that do not see a secret action or
// event get a public form that differs from it.
func checkStep(t *testing.T, st bots.Step, seats []string) {
	t.Helper()
	if _, err := json.Marshal(st); err != nil {
		t.Fatalf("%+v: %v", st, err)
	}
	for _, s := range seats {
		seen := st.For(s)
		secret := st.VisibleTo != nil && !slices.Contains(st.VisibleTo, s)
		if secret && (seen.Action == st.Action || seen.Action != st.Public || st.Public == "") {
			t.Fatalf("%s's action %q: %s does not see it, but is shown %q", st.Seat, st.Action, s, seen.Action)
		}
		if !secret && seen.Action != st.Action {
			t.Fatalf("%s's action %q: %s sees it, but is shown %q", st.Seat, st.Action, s, seen.Action)
		}
		for i, e := range st.Events {
			secret := e.VisibleTo != nil && !slices.Contains(e.VisibleTo, s)
			if secret && (e.Public == "" || e.Public == e.Text) {
				t.Fatalf("event %q: %s does not see it, and its public form is %q", e.Text, s, e.Public)
			}
			if len(seen.Events) != len(st.Events) || seen.Events[i].Text != map[bool]string{true: e.Public, false: e.Text}[secret] {
				t.Fatalf("event %q as %s sees it: %+v", e.Text, s, seen.Events)
			}
		}
	}
}

func newMatch(t *testing.T, name string, seed uint64) bots.Match {
	t.Helper()
	g, ok := bots.Lookup(name)
	if !ok {
		t.Fatalf("%s is not registered", name)
	}
	m, err := g.New(seed)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestLookup(t *testing.T) {
	g, ok := bots.Lookup("zz-secret")
	if !ok {
		t.Fatal("zz-secret is not registered")
	}
	if g.Name() != "zz-secret" || g.Title() != "Secret Nim" {
		t.Errorf("Name, Title = %q, %q", g.Name(), g.Title())
	}
	if _, ok := bots.Lookup("no-such-game"); ok {
		t.Error("Lookup found a game that was never registered")
	}
}

func TestGames(t *testing.T) {
	var names []string
	for _, g := range bots.Games() {
		names = append(names, g.Name())
	}
	if !slices.IsSorted(names) {
		t.Errorf("Games is not sorted by name: %v", names)
	}
	for _, want := range []string{"zz-bad", "zz-secret"} {
		if !slices.Contains(names, want) {
			t.Errorf("Games lacks %s: %v", want, names)
		}
	}
	// Every registered game of the module is one of All.
	for _, n := range names {
		if !strings.HasPrefix(n, "zz-") && !slices.Contains(bots.All, n) {
			t.Errorf("%s is registered but not in All %v", n, bots.All)
		}
	}
}

func TestNewError(t *testing.T) {
	g, _ := bots.Lookup("zz-bad")
	if m, err := g.New(1); err == nil || m != nil {
		t.Errorf("New = %v, %v; want the game's error", m, err)
	}
}

func TestVariants(t *testing.T) {
	g, _ := bots.Lookup("zz-secret")
	if _, err := g.NewVariant("no-such", 1); err == nil {
		t.Error(`NewVariant("no-such") gave no error`)
	}
	if got := g.Variants(); !slices.Equal(got, []string{"short"}) {
		t.Errorf("Variants() = %v, want [short]", got)
	}
	for _, name := range append(g.Variants(), "") {
		if _, err := g.NewVariant(name, 1); err != nil {
			t.Errorf("NewVariant(%q): %v", name, err)
		}
	}
}

// TestMatchBots plays whole matches with the bots only: the same seed
// gives the same log, and every step survives a JSON round trip.
func TestMatchBots(t *testing.T) {
	play := func(seed uint64) []bots.Step {
		m := newMatch(t, "zz-secret", seed)
		r := dice.New(seed)
		var log []bots.Step
		for !m.Over() {
			st, err := m.Bot(r)
			if err != nil {
				t.Fatal(err)
			}
			data, err := json.Marshal(st)
			if err != nil {
				t.Fatal(err)
			}
			var back bots.Step
			if err := json.Unmarshal(data, &back); err != nil {
				t.Fatal(err)
			}
			// Sentences are not in the JSON (a record's steps are notation).
			if diff := cmp.Diff(st, back, cmpopts.IgnoreFields(bots.Step{}, "Sentence", "PublicSentence"),
				cmpopts.IgnoreFields(bots.Event{}, "Sentence", "PublicSentence")); diff != "" {
				t.Fatalf("round trip of %s (-want +got):\n%s", data, diff)
			}
			log = append(log, st)
		}
		if m.Len() != len(log) {
			t.Errorf("Len %d after %d steps", m.Len(), len(log))
		}
		if w, _ := m.Result(); w != log[len(log)-1].Seat {
			t.Errorf("winner %q, but %s took last", w, log[len(log)-1].Seat)
		}
		if _, err := m.Bot(r); err == nil {
			t.Error("Bot after the end: no error")
		}
		return log
	}
	for seed := range uint64(10) {
		if diff := cmp.Diff(play(seed), play(seed)); diff != "" {
			t.Errorf("seed %d: two logs differ (-first +second):\n%s", seed, diff)
		}
	}
}
