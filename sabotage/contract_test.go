package sabotage

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// TestViewsBehaveTheSame (issue "Views behave the same in every game"):
// on every state of random games, for every seat and the Observer, a view
// cannot be played, lists exactly its seat's actions, and survives a JSON
// round trip; a value that is no seat gets the observer's view.
func TestViewsBehaveTheSame(t *testing.T) {
	for _, c := range []struct {
		cfg  Config
		seed uint64
	}{{Config{}, 1}, {Config{Intro: true}, 2}, {Config{VariableMap: true}, 3}} {
		states, _ := randomStates(t, c.cfg, c.seed, 4000)
		for i := 0; i < len(states); i += 3 {
			s := states[i]
			if diff := cmp.Diff(s.View(Observer), s.View(Seat(9)), cmp.AllowUnexported(State{})); diff != "" {
				t.Fatalf("state %d: View(Seat(9)) is not the observer's (-want +got):\n%s", i, diff)
			}
			for _, p := range append(allSeats[:], Observer) {
				v := s.View(p)
				if got, ok := v.Viewer(); !ok || got != p {
					t.Fatalf("state %d: View(%v).Viewer() = %v, %v", i, p, got, ok)
				}
				want := strs(s.ActionsFor(p))
				if got := strs(v.Actions()); !slices.Equal(got, want) {
					t.Fatalf("state %d: %v's view lists %v, the state %v", i, p, got, want)
				}
				for _, a := range s.ActionsFor(p) {
					if err := v.Legal(a); !errors.Is(err, incursion.ErrIllegal) || !strings.Contains(err.Error(), "a view of the game cannot be played") {
						t.Fatalf("state %d: Legal(%v) on %v's view = %v", i, a, p, err)
					}
					if got, _, err := Apply(v, a, dice.New(1)); err == nil || got != v {
						t.Fatalf("state %d: Apply(%v) on %v's view = %v", i, a, p, err)
					}
					break
				}
				b, err := json.Marshal(v)
				if err != nil {
					t.Fatal(err)
				}
				var back State
				if err := json.Unmarshal(b, &back); err != nil {
					t.Fatalf("state %d: %v's view does not decode: %v\n%s", i, p, err, b)
				}
				if diff := cmp.Diff(v, back, cmp.AllowUnexported(State{})); diff != "" {
					t.Fatalf("state %d: %v's view after JSON (-want +got):\n%s", i, p, diff)
				}
			}
		}
	}
}

// TestViewIssueSeed1: seed 1, 30 random actions, View(Spy2): the view is
// not playable (it panicked in map.go when played on).
func TestViewIssueSeed1(t *testing.T) {
	states, _ := randomStates(t, Config{}, 1, 31)
	v := states[30].View(Spy2)
	r := dice.New(1)
	for _, a := range v.ActionsFor(Spy2) {
		if _, _, err := Apply(v, a, r); !errors.Is(err, incursion.ErrIllegal) {
			t.Fatalf("%v on a view: %v", a, err)
		}
	}
}

// TestObserverSeesDeclarationsOnly: the observer's view hides both teams
// behind their screens, and the observer sees only declared events.
func TestObserverSeesDeclarationsOnly(t *testing.T) {
	states, events := randomStates(t, Config{}, 4, 1500)
	r := dice.New(7)
	for i := 0; i < len(states); i += 11 {
		s := states[i]
		other := scramble(scramble(s, Spies, r), Villains, r)
		if diff := cmp.Diff(s.View(Observer), other.View(Observer), cmp.AllowUnexported(State{})); diff != "" {
			t.Fatalf("state %d: the observer's view depends on hidden pieces (-want +got):\n%s", i, diff)
		}
	}
	for _, ev := range events {
		for _, e := range ev {
			if VisibleTo(e, Observer) != (e.Audience() == NoTeam) {
				t.Fatalf("observer and %v", e)
			}
		}
	}
}

func strs[T interface{ String() string }](xs []T) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = x.String()
	}
	return out
}

// TestParseSeatAndActionCaseInsensitive: seat names and keywords match
// case-insensitively; errors are incursion.ParseErrors naming what was
// expected.
func TestParseSeatAndActionCaseInsensitive(t *testing.T) {
	for _, text := range []string{"spy1", "SPY1", "Spy1"} {
		if p, err := ParseSeat(text); err != nil || p != Spy1 {
			t.Errorf("ParseSeat(%q) = %v, %v", text, p, err)
		}
	}
	if p, err := ParseSeat("observer"); err != nil || p != Observer {
		t.Errorf("ParseSeat(observer) = %v, %v", p, err)
	}
	for text, want := range map[string]Action{
		"spy1 PLAN 5 - B3":          PlanTile{Spy1, 5, 0, At(9)},
		"villain2 First villain1":   GoFirst{Villain2, Villain1},
		"SPY2 cube Swagger":         UseCube{Spy2, true},
		"Spy1 character hacker":     ChooseCharacter{Spy1, Hacker},
		"Villain1 plan ?":           Hidden{Villain1, "plan"},
		"Spy1 map WALL A1 right":    PlaceMapPiece{Spy1, WallPiece, 0, Right},
		"Spy1 modify 2 -1":          ModifyDie{Spy1, 1, -1},
		"Villain1 execute quadTL -": Execute{Villain1, In(QuadTL), None},
	} {
		got, err := ParseAction(text)
		if err != nil || got != want {
			t.Errorf("ParseAction(%q) = %v, %v; want %v", text, got, err, want)
		}
	}
	for text, want := range map[string]string{
		"plan 5 - A1":       `sabotage: parse "plan 5 - A1": "plan" at 0: want a seat (Spy1, Spy2, Villain1, Villain2)`,
		"Spy1 fly A1":       `sabotage: parse "Spy1 fly A1": "fly" at 5: want an action keyword`,
		"Spy1 slide Q":      `sabotage: parse "Spy1 slide Q": "Q" at 11: want a direction (up, right, down, left)`,
		"Spy1 ready now":    `sabotage: parse "Spy1 ready now": "now" at 11: want the end of the action`,
		"Spy1 plan 5 -":     `sabotage: parse "Spy1 plan 5 -": unexpected end: want a target`,
		"Villain1 place E9": `sabotage: parse "Villain1 place E9": "E9" at 15: want a room (A1..D4)`,
		"Spy1 modify 5 +1":  `sabotage: parse "Spy1 modify 5 +1": "5" at 12: want a die number (1..4)`,
	} {
		_, err := ParseAction(text)
		var pe *incursion.ParseError
		if !errors.As(err, &pe) || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("ParseAction(%q) = %v, want %s...", text, err, want)
		}
	}
}

// TestSecretActionsAndEvents: plans and the other choices behind the
// screen are seen by the acting team only; the others see the public form
// ("Villain1 plan ?", "Villain1: planned a tile").
func TestSecretActionsAndEvents(t *testing.T) {
	states, _ := randomStates(t, Config{}, 1, 200)
	var s State
	var plan Action
	for _, st := range states {
		for _, a := range st.ActionsFor(Villain1) {
			if _, ok := a.(PlanTile); ok {
				s, plan = st, a
			}
		}
		if plan != nil {
			break
		}
	}
	if plan == nil {
		t.Fatal("no plan")
	}
	for p, want := range map[Seat]bool{Spy1: false, Spy2: false, Villain1: true, Villain2: true, Observer: false} {
		if got := ActionVisibleTo(s, plan, p); got != want {
			t.Errorf("ActionVisibleTo(%v, %v) = %v", plan, p, got)
		}
	}
	if got := PublicAction(s, plan).String(); got != "Villain1 plan ?" {
		t.Errorf("public form %q", got)
	}
	if err := s.Legal(PublicAction(s, plan)); !errors.Is(err, incursion.ErrIllegal) {
		t.Errorf("the public form is legal: %v", err)
	}
	if got := PublicAction(s, Ready{Spy1}); got != (Ready{Spy1}) {
		t.Errorf("public Ready = %v", got)
	}
	_, ev, err := Apply(s, plan, dice.New(1))
	if err != nil {
		t.Fatal(err)
	}
	var secret Event
	for _, e := range ev {
		if !VisibleTo(e, Spy1) {
			secret = e
		}
	}
	if secret == nil || !VisibleTo(secret, Villain2) || VisibleTo(secret, Observer) {
		t.Fatalf("events %v", ev)
	}
	if got := PublicEvent(secret).String(); got != "Villain1: planned a tile" {
		t.Errorf("public event %q", got)
	}
	for e, want := range map[Event]string{
		Moved{Spy2, 5, Spies}:                                                     "Spy2 moved behind the screen",
		CharacterChosen{Spy1, Hacker}:                                             "Spy1 chose ?",
		Private{Spies, Spy1, "gained Swagger"}:                                    "Spy1: did something behind the screen",
		Private{Villains, Villain1, "executed TNT; built TNT in A1"}:              "Villain1: executed a tile",
		Private{Spies, Spy2, "could not execute Hack"}:                            "Spy2: executed a tile",
		Private{Villains, Villain1, "gained an unlock cube; unlocked Flashlight"}: "Villain1: unlocked a tile",
		Hit{Spy1, 3}: "Spy1 hit in D1",
	} {
		if got := PublicEvent(e).String(); got != want {
			t.Errorf("PublicEvent(%v) = %q, want %q", e, got, want)
		}
	}
}

// TestGameContract: Game built by incursion.Define: variants, seats,
// owners, results and returns (win 1, loss -1, 0 before the end).
func TestGameContract(t *testing.T) {
	g := Game
	if g.Name() != "sabotage" || !slices.Equal(g.Variants(), []string{"intro", "variable-map"}) {
		t.Errorf("%s %v", g.Name(), g.Variants())
	}
	for _, v := range []string{"", "intro", "variable-map"} {
		s, err := g.New(v, dice.New(1))
		if err != nil {
			t.Fatal(err)
		}
		if got := s.Intro() || s.Phase() == PhaseMap; got != (v != "") {
			t.Errorf("variant %q", v)
		}
	}
	if _, err := g.New("short", dice.New(1)); err == nil {
		t.Error("unknown variant accepted")
	}
	s, _ := g.New("intro", dice.New(1))
	if got := g.Seats(s); !slices.Equal(got, allSeats[:]) {
		t.Errorf("seats %v", got)
	}
	if got := g.Owner(s, ChooseCharacter{Villain2, CountV}); got != Villain2 {
		t.Errorf("owner %v", got)
	}
	if got := g.Returns(s); !slices.Equal(got, []float64{0, 0, 0, 0}) {
		t.Errorf("returns before the end %v", got)
	}
	end, err := incursion.Playout(g, s, dice.New(1), incursion.Random, 100000)
	if err != nil || !g.Over(end) {
		t.Fatal(err)
	}
	res := g.Result(end)
	w := end.Winner().Members()
	if !res.Over || !slices.Equal(res.Winners, w[:]) || res.Reason == "" {
		t.Errorf("result %+v", res)
	}
	ret := g.Returns(end)
	for i, p := range allSeats {
		want := -1.0
		if p.Team() == end.Winner() {
			want = 1
		}
		if ret[i] != want {
			t.Errorf("returns %v", ret)
		}
	}
	if d := g.Draw(end, Observer); !strings.HasPrefix(d, "an observer's view") || !strings.Contains(d, "legend:") || !strings.Contains(d, "   A     B     C     D\n1  ") {
		t.Errorf("drawing:\n%s", d)
	}
}
