package spyordie

import (
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/geom"
)

// TestParseSeat: seat names are read case-insensitively; anything else is
// a ParseError that lists the seats.
func TestParseSeat(t *testing.T) {
	for text, want := range map[string]Seat{"Defender": Defender, "defender": Defender, "INTRUDER2": Intruder2, "intruder3": Intruder3} {
		if got, err := ParseSeat(text); err != nil || got != want {
			t.Errorf("ParseSeat(%q) = %v, %v", text, got, err)
		}
	}
	_, err := ParseSeat("Bogus")
	var pe *incursion.ParseError
	if !errors.As(err, &pe) || !strings.Contains(err.Error(), "want a seat (Defender, Intruder1, Intruder2, Intruder3)") {
		t.Errorf("ParseSeat(Bogus): %v", err)
	}
}

// TestParseActionErrors: parse errors are ParseErrors that say what was
// expected; figures, verbs and names match case-insensitively; an action
// that needs a figure is rejected without one (issue 8: "pickup smg 0,0"
// parsed and printed as "- pickup smg 0,0").
func TestParseActionErrors(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"pickup smg 0,0", `"pickup" at 0: want a figure before "pickup"`},
		{"plan 5 - A1", `"plan" at 0: want a verb`},
		{"I1 move Q", `"Q" at 8: want a direction (N, NE, E, SE, S, SW, W, NW)`},
		{"I1 breach x", `"x" at 10: want a Door number`},
		{"I1 search 3", `"3" at 10: want a square x,y`},
		{"G1 boss 3,3", `"boss" at 3: want a verb that takes a figure`},
		{"I1 hide now", `"now" at 8: want the end of the action`},
		{"I1 item laser", `"laser" at 8: want an Item (handgun, silencer`},
		{"", `unexpected end: want a verb`},
	} {
		_, err := ParseAction(c.text)
		var pe *incursion.ParseError
		if !errors.As(err, &pe) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseAction(%q) = %v, want an error with %q", c.text, err, c.want)
		}
	}
	for text, want := range map[string]Action{
		"i1 MOVE ne":         Move{I1, geom.NE},
		"g2 Spot i1 VIA 8,7": Spot{Who: G1 + 1, Target: I1, Camera: true, Via: geom.Pt(8, 7)},
		"SPAWN Guard 10,20":  Spawn{Guard, geom.Pt(10, 20)},
		"I1 Pickup SMG 3,4":  PickUp{Who: I1, At: geom.Pt(3, 4), Item: SMG},
		"I1 AGENT Kim":       ChooseAgent{I1, Kim},
		"Fight-Back":         FightBack{},
	} {
		if got, err := ParseAction(text); err != nil || got != want {
			t.Errorf("ParseAction(%q) = %v, %v; want %v", text, got, err, want)
		}
	}
}

// TestActionStringsParse: every action listed in random games prints in a
// form that parses back to the same action.
func TestActionStringsParse(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		r := dice.New(seed)
		s, _ := New(Config{Intruders: int(seed%3) + 1}, r)
		for !s.Over() {
			acts := s.Actions()
			for _, a := range acts {
				b, err := ParseAction(a.String())
				if err != nil {
					t.Fatalf("%v: %v", a, err)
				}
				if a.String() != b.String() {
					t.Fatalf("%v parses as %v", a, b)
				}
			}
			s, _, _ = Apply(s, acts[r.IntN(len(acts))], r)
		}
	}
}

// TestGame: the package's incursion.Game: seats, variants, owner, result
// and returns on the module's scale (Rulebook, "Scoring").
func TestGame(t *testing.T) {
	if got := Game.Variants(); !slices.Equal(got, []string{"intruders=1", "intruders=3"}) {
		t.Errorf("Variants = %v", got)
	}
	for v, want := range map[string]int{"": 2, "intruders=1": 1, "intruders=3": 3} {
		s, err := Game.New(v, dice.New(1))
		if err != nil || len(Game.Seats(s)) != want+1 {
			t.Errorf("New(%q): %d seats, %v", v, len(Game.Seats(s)), err)
		}
	}
	if _, err := Game.New("intruders=4", dice.New(1)); err == nil {
		t.Error("New accepted intruders=4")
	}
	s, _ := Game.New("", dice.New(1))
	if got := Game.Owner(s, PlaceBoss{geom.Pt(10, 2)}); got != Defender {
		t.Errorf("Owner = %v", got)
	}
	if Game.ActionsFor(s, Intruder1) != nil || len(Game.ActionsFor(s, Defender)) == 0 {
		t.Error("ActionsFor")
	}
	if slices.Contains(Game.Seats(s), Game.Observer()) {
		t.Error("the Observer is a seat")
	}
	for _, c := range []struct {
		v       Verdict
		winners []Seat
		draw    bool
		returns []float64
	}{
		{DefenderWins, []Seat{Defender}, false, []float64{1, -1, -1}},
		{Victory, []Seat{Intruder1, Intruder2}, false, []float64{-1, 1, 1}},
		{EpicVictory, []Seat{Intruder1, Intruder2}, false, []float64{-1, 1, 1}},
		{Tie, nil, true, []float64{0, 0, 0}},
	} {
		end := s
		end.phase, end.result = phOver, c.v
		o := end.Outcome()
		if !o.Over || !slices.Equal(o.Winners, c.winners) || o.Draw != c.draw || o.Verdict != c.v || !strings.HasPrefix(o.Reason, c.v.String()) {
			t.Errorf("%v: Outcome %+v", c.v, o)
		}
		if got := Game.Returns(end); !slices.Equal(got, c.returns) {
			t.Errorf("%v: Returns %v, want %v", c.v, got, c.returns)
		}
	}
	if o := s.Outcome(); o.Over || o.Winners != nil {
		t.Errorf("Outcome before the end: %+v", o)
	}
}

// TestPublicForms: what a disguised Imposter does is seen by the Intruders;
// the Defender and a spectator see its public form (Rulebook, "Imposter").
func TestPublicForms(t *testing.T) {
	s := setUp(t, []AgentID{Harry}, []Talent{Imposter}, []Item{Silencer})
	put(&s, I1, 12, 8)
	s.intr[0].Disguise = G1 + 1
	s.mins[G1+1-B] = minion{State: worn, Sq: s.sq(geom.Pt(12, 8))}
	startTurn(&s, 0)
	a := Move{I1, geom.E}
	for p, want := range map[Seat]bool{Intruder1: true, Defender: false, Observer: false} {
		if got := ActionVisibleTo(s, a, p); got != want {
			t.Errorf("ActionVisibleTo(%v) = %v", p, got)
		}
	}
	if got := PublicAction(s, a); got != (Move{G1 + 1, geom.E}) {
		t.Errorf("PublicAction = %v, want G2 move E", got)
	}
	if got := PublicAction(s, Pass{}); got != (Pass{}) {
		t.Errorf("PublicAction(pass) = %v", got)
	}
	for _, c := range []struct{ e, pub Event }{
		{Moved{I1, geom.Pt(12, 8), geom.Pt(13, 8), true}, Moved{NoFig, geom.Pt(12, 8), geom.Pt(13, 8), true}},
		{Rolled{Who: I1, What: "hide", Dice: []int{3}, Need: 4, Secret: true}, Rolled{Who: NoFig, What: "a secret roll", Secret: true}},
		{Happened{Who: I1, Text: "disguises", Secret: true}, Happened{Who: NoFig, Text: "something secret happened", Secret: true}},
		{TimeTaken{1, 50, "x"}, TimeTaken{1, 50, "x"}},
	} {
		if VisibleTo(c.e, Defender) == secretEvent(c.e) == true && secretEvent(c.e) {
			t.Errorf("the Defender sees %v", c.e)
		}
		if VisibleTo(c.e, Observer) != !secretEvent(c.e) || !VisibleTo(c.e, Intruder1) {
			t.Errorf("VisibleTo(%v)", c.e)
		}
		if diff := cmp.Diff(c.pub, PublicEvent(c.e)); diff != "" {
			t.Errorf("PublicEvent(%v) (-want +got):\n%s", c.e, diff)
		}
	}
}

// TestDraw: the drawing has the squares' coordinates and a legend that
// names every symbol once: G is the Generator room only as a room square
// ("G " or "G" and a mark), a Guard is G and a digit (issue 8).
func TestDraw(t *testing.T) {
	s := twoIntruders(t)
	d := s.Draw()
	for _, want := range []string{
		"                                   1  1  1  1  1  1  1  1  1  1  2  2  2  2  2  2",
		"     0  1  2  3  4  5  6  7  8  9  0  1  2  3  4  5  6  7  8  9  0  1  2  3  4  5",
		"  0 |c  .  ",
		" 23 |####",
		"Squares are x,y",
		"Figures (a capital and a digit; lower case: prone)",
		"G1-G6 Guards",
		"G Generator room",
		"Doors: a locked Door shows its number",
	} {
		if !strings.Contains(d, want) {
			t.Errorf("Draw lacks %q:\n%s", want, d)
		}
	}
	if v := s.View(Intruder1).Draw(); !strings.Contains(v, "as seen by: Intruder1") {
		t.Errorf("a view's drawing does not name its viewer:\n%s", v)
	}
	if Game.Draw(s, Observer) != s.View(Observer).Draw() {
		t.Error("Game.Draw is not Draw of the view")
	}
}

// TestNotationDocExamples (issue 21, item 5): every example of the package
// doc's "Notation" parses, and reads back to the same text.
func TestNotationDocExamples(t *testing.T) {
	src, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(src)
	i, j := strings.Index(doc, "// # Notation"), strings.Index(doc, "// # Randomness")
	if i < 0 || j < i {
		t.Fatal("no Notation section in doc.go")
	}
	n := 0
	for _, line := range strings.Split(doc[i:j], "\n") {
		line, ok := strings.CutPrefix(line, "//\t")
		if !ok || strings.HasPrefix(line, " ") {
			continue
		}
		text, _, _ := strings.Cut(line, "   ")
		for _, part := range strings.Split(text, " / ") {
			for _, ex := range strings.Split(part, ", ") {
				ex = strings.TrimSpace(ex)
				a, err := ParseAction(ex)
				if err != nil {
					t.Errorf("%q: %v", ex, err)
					continue
				}
				if !strings.EqualFold(a.String(), ex) {
					t.Errorf("%q reads back as %q", ex, a.String())
				}
				n++
			}
		}
	}
	if n < 60 {
		t.Errorf("%d examples checked, want every action's", n)
	}
}

// TestDrawPendingDecision (issue 21, item 5): Draw says what is being
// decided and by whom whenever a decision is pending — exactly for the
// Entrance's chance-or-time choice, and in every state of random games
// (views included) with a decision pending.
func TestDrawPendingDecision(t *testing.T) {
	s := twoIntruders(t)
	s, _ = play(t, s, nil, Breach{I1, 0})
	d := s.Draw()
	for _, want := range []string{"deciding: I1: take a chance or take time to breach Door 0 (chance, time)\n", "to move: Intruder1\n"} {
		if !strings.Contains(d, want) {
			t.Errorf("Draw lacks %q:\n%s", want, d)
		}
	}
	kinds := map[string]bool{}
	for seed := uint64(1); seed <= 3; seed++ {
		r := dice.New(seed)
		s, _ := New(Config{Intruders: int(seed)}, r)
		for !s.Over() {
			if f := s.top(); f != nil {
				for _, v := range []State{s, s.View(Defender), s.View(Observer)} {
					d := v.Draw()
					if !strings.Contains(d, "deciding: ") || !strings.Contains(d, "to move: ") || strings.Contains(d, "deciding: a decision") {
						t.Fatalf("seed %d: Draw does not say the decision %s:\n%s", seed, decisionNames[f.Kind], d)
					}
				}
				kinds[decisionNames[f.Kind]] = true
			}
			acts := s.Actions()
			s, _, _ = Apply(s, acts[r.IntN(len(acts))], r)
		}
	}
	t.Logf("decisions drawn: %v", kinds)
}
