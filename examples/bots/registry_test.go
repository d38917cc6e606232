package bots_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/examples/bots"
)

// The toy "nim": a pile of 5; A and B take 1 or 2 in turn; whoever takes
// the last counter wins. After each take the pile size is announced to the
// taker only (an event with VisibleTo).

type nim struct {
	Pile, Turn, Last int
}

type take int

func (t take) String() string { return fmt.Sprintf("take %d", int(t)) }

type nimEvent struct {
	Text string `json:"text"`
	To   string `json:"to,omitempty"`
}

func (e nimEvent) String() string { return e.Text }

var seats = []string{"A", "B"}

type nimRules struct{}

func (nimRules) Over(s nim) bool { return s.Pile == 0 }

func (g nimRules) Actions(s nim) []take {
	var out []take
	for n := 1; n <= min(2, s.Pile); n++ {
		out = append(out, take(n))
	}
	return out
}

func (g nimRules) Legal(s nim, a take) error {
	if a < 1 || a > 2 || int(a) > s.Pile {
		return fmt.Errorf("%w: cannot take %d from %d", incursion.ErrIllegal, a, s.Pile)
	}
	return nil
}

func (g nimRules) Apply(s nim, a take, r dice.Roller) (nim, []nimEvent, error) {
	if err := g.Legal(s, a); err != nil {
		return s, nil, err
	}
	s.Pile -= int(a)
	s.Last, s.Turn = s.Turn, 1-s.Turn
	return s, []nimEvent{
		{Text: fmt.Sprintf("%s took %d", seats[s.Last], a)},
		{Text: fmt.Sprintf("%d left", s.Pile), To: seats[s.Last]},
	}, nil
}

func parseTake(text string) (take, error) {
	var n int
	if _, err := fmt.Sscanf(text, "take %d", &n); err != nil {
		return 0, fmt.Errorf("nim: cannot read %q", text)
	}
	return take(n), nil
}

// takeMost always takes as many as it may: the bot of seat B.
func takeMost(s nim, legal []take, r dice.Roller) take { return legal[len(legal)-1] }

func spec(name string) bots.Spec[nim, take, nimEvent] {
	return bots.Spec[nim, take, nimEvent]{
		Name:  name,
		Title: "Toy Nim",
		Rules: nimRules{},
		New:   func(seed uint64) (nim, error) { return nim{Pile: 5, Turn: int(seed % 2), Last: -1}, nil },
		Variants: map[string]func(uint64) (nim, error){
			"big": func(seed uint64) (nim, error) { return nim{Pile: 9, Turn: int(seed % 2), Last: -1}, nil },
		},
		ToMove: func(s nim) []string { return []string{seats[s.Turn]} },
		Actions: func(s nim, seat string) []take {
			if seat != seats[s.Turn] {
				return nil
			}
			return nimRules{}.Actions(s)
		},
		Bot: func(seat string) incursion.Policy[nim, take] {
			if seat == "B" {
				return takeMost
			}
			return nil
		},
		Parse:  parseTake,
		Result: func(s nim) (string, string) { return seats[s.Last], "took the last counter" },
		Visible: func(e nimEvent) []string {
			if e.To == "" {
				return nil
			}
			return []string{e.To}
		},
		Draw: func(s nim, seat string) string { return fmt.Sprintf("pile %d (%s)", s.Pile, seat) },
	}
}

func init() {
	bots.Register(spec("zz-nim"))
	// A game with only the required fields.
	bots.Register(bots.Spec[nim, take, nimEvent]{
		Name:   "zz-bare",
		Rules:  nimRules{},
		New:    func(seed uint64) (nim, error) { return nim{Pile: 3, Last: -1}, nil },
		ToMove: func(s nim) []string { return []string{seats[s.Turn]} },
		Parse:  parseTake,
	})
	bad := spec("zz-bad")
	bad.New = func(seed uint64) (nim, error) { return nim{}, errors.New("no such board") }
	bots.Register(bad)
}

func TestLookup(t *testing.T) {
	g, ok := bots.Lookup("zz-nim")
	if !ok {
		t.Fatal("zz-nim is not registered")
	}
	if g.Name() != "zz-nim" || g.Title() != "Toy Nim" {
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
	for _, want := range []string{"zz-bad", "zz-bare", "zz-nim"} {
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

func TestRegisterTwice(t *testing.T) {
	defer func() {
		if p := recover(); p == nil || !strings.Contains(fmt.Sprint(p), "zz-nim") {
			t.Errorf("registering zz-nim twice: panic %v, want one naming the game", p)
		}
	}()
	bots.Register(spec("zz-nim"))
}

func TestNewError(t *testing.T) {
	g, _ := bots.Lookup("zz-bad")
	if m, err := g.New(1); err == nil || m != nil {
		t.Errorf("New = %v, %v; want the game's error", m, err)
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

func TestMatchPlay(t *testing.T) {
	m := newMatch(t, "zz-nim", 2) // seed 2: A moves first
	r := dice.New(1)
	if m.Over() || m.Len() != 0 {
		t.Fatalf("a new match: Over %v, Len %d", m.Over(), m.Len())
	}
	if diff := cmp.Diff([]string{"A"}, m.ToMove()); diff != "" {
		t.Errorf("ToMove (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"take 1", "take 2"}, m.Actions("A")); diff != "" {
		t.Errorf("Actions(A) (-want +got):\n%s", diff)
	}
	if got := m.Actions("B"); len(got) != 0 {
		t.Errorf("Actions(B) = %v: B is not to move", got)
	}
	if w, how := m.Result(); w != "" || how != "" {
		t.Errorf("Result before the end = %q, %q", w, how)
	}
	if got := m.Draw("A"); got != "pile 5 (A)" {
		t.Errorf("Draw(A) = %q", got)
	}

	st, err := m.Play("A", "take 2", r)
	if err != nil {
		t.Fatal(err)
	}
	want := bots.Step{
		Seat:   "A",
		Action: "take 2",
		JSON:   json.RawMessage(`2`),
		Events: []bots.Event{
			{Text: "A took 2", JSON: json.RawMessage(`{"text":"A took 2"}`)},
			{Text: "3 left", JSON: json.RawMessage(`{"text":"3 left","to":"A"}`), VisibleTo: []string{"A"}},
		},
	}
	if diff := cmp.Diff(want, st); diff != "" {
		t.Errorf("Play step (-want +got):\n%s", diff)
	}
	if m.Len() != 1 || m.Draw("B") != "pile 3 (B)" {
		t.Errorf("after one action: Len %d, Draw %q", m.Len(), m.Draw("B"))
	}

	// Bad input leaves the match as it was.
	if _, err := m.Play("B", "take 7", r); !errors.Is(err, incursion.ErrIllegal) {
		t.Errorf("Play(take 7) = %v, want ErrIllegal", err)
	}
	if _, err := m.Play("B", "grab", r); err == nil {
		t.Error("Play(grab): no error for text that does not parse")
	}
	if m.Len() != 1 || m.Draw("") != "pile 3 ()" {
		t.Errorf("a rejected action changed the match: Len %d, Draw %q", m.Len(), m.Draw(""))
	}

	// B's bot takes as many as it may: 2, leaving 1; A takes the last.
	st, err = m.Bot(r)
	if err != nil {
		t.Fatal(err)
	}
	if st.Seat != "B" || st.Action != "take 2" {
		t.Errorf("B's bot: %+v, want take 2", st)
	}
	if _, err := m.Play("A", "take 1", r); err != nil {
		t.Fatal(err)
	}
	if !m.Over() || m.Len() != 3 {
		t.Fatalf("Over %v, Len %d; want the end after 3 actions", m.Over(), m.Len())
	}
	if w, how := m.Result(); w != "A" || how != "took the last counter" {
		t.Errorf("Result = %q, %q", w, how)
	}
	if _, err := m.Bot(r); err == nil {
		t.Error("Bot after the end: no error")
	}
}

// TestMatchBots plays whole matches with the bots only; the Random bot of
// A draws from the roller, so the same seed gives the same log.
func TestMatchBots(t *testing.T) {
	play := func(seed uint64) []bots.Step {
		m := newMatch(t, "zz-nim", seed)
		r := dice.New(seed)
		var log []bots.Step
		for !m.Over() {
			st, err := m.Bot(r)
			if err != nil {
				t.Fatal(err)
			}
			log = append(log, st)
		}
		if m.Len() != len(log) {
			t.Errorf("Len %d after %d steps", m.Len(), len(log))
		}
		if w, _ := m.Result(); w != log[len(log)-1].Seat {
			t.Errorf("winner %q, but %s took last", w, log[len(log)-1].Seat)
		}
		return log
	}
	for seed := range uint64(10) {
		if diff := cmp.Diff(play(seed), play(seed)); diff != "" {
			t.Errorf("seed %d: two logs differ (-first +second):\n%s", seed, diff)
		}
	}
}

// TestMatchBare: a game without Actions, Bot, Result, Visible or Draw.
func TestMatchBare(t *testing.T) {
	m := newMatch(t, "zz-bare", 1)
	if m.Draw("A") != "" {
		t.Errorf("Draw = %q, want \"\"", m.Draw("A"))
	}
	if diff := cmp.Diff([]string{"take 1", "take 2"}, m.Actions("B")); diff != "" {
		t.Errorf("Actions without Spec.Actions are Rules.Actions (-want +got):\n%s", diff)
	}
	r := dice.New(3)
	for !m.Over() {
		st, err := m.Bot(r)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range st.Events {
			if e.VisibleTo != nil {
				t.Errorf("without Visible every event is seen by everyone: %+v", e)
			}
		}
	}
	if w, how := m.Result(); w != "" || how != "" {
		t.Errorf("Result without Spec.Result = %q, %q", w, how)
	}
}

// TestStepJSON: a Step survives a JSON round trip.
func TestStepJSON(t *testing.T) {
	m := newMatch(t, "zz-nim", 2)
	st, err := m.Play("A", "take 1", dice.New(1))
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
	if diff := cmp.Diff(st, back); diff != "" {
		t.Errorf("round trip of %s (-want +got):\n%s", data, diff)
	}
}

func TestRegisterIncompletePanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("Register of a Spec without Rules did not panic")
		}
	}()
	bots.Register(bots.Spec[nim, take, nimEvent]{Name: "zz-incomplete"})
}

func TestVariants(t *testing.T) {
	g, ok := bots.Lookup("zz-nim")
	if !ok {
		t.Fatal("zz-nim is not registered")
	}
	if _, err := g.NewVariant("no-such", 1); err == nil {
		t.Error(`NewVariant("no-such") gave no error`)
	}
	if _, err := g.NewVariant("", 1); err != nil {
		t.Errorf(`NewVariant("") = %v, want the standard game`, err)
	}
	if got := g.Variants(); len(got) != 1 || got[0] != "big" {
		t.Errorf("Variants() = %v, want [big]", got)
	}
	for _, name := range g.Variants() {
		if _, err := g.NewVariant(name, 1); err != nil {
			t.Errorf("NewVariant(%q): %v", name, err)
		}
	}
}
