package incursion_test

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// nim is a toy two-seat game for the contract: take 1 or 2 from a pile of
// 7; who takes the last wins. Seat A's takes are secret (the public form
// is "take ?"). A view keeps its viewer and cannot be played.
type nim struct {
	Pile   int
	Turn   seat
	Viewer seat // noSeat: the full state
}

type seat int8

const (
	seatA seat = iota
	seatB
	noSeat seat = -1
)

func (p seat) String() string {
	switch p {
	case seatA:
		return "A"
	case seatB:
		return "B"
	}
	return "observer"
}

type take int // 0: the secret public form

func (t take) String() string {
	if t == 0 {
		return "take ?"
	}
	return "take " + strconv.Itoa(int(t))
}

type took struct {
	By seat
	N  int
}

func (e took) String() string { return fmt.Sprintf("%s took %d", e.By, e.N) }

func nimActions(s nim) []take {
	if s.Pile == 0 || s.Viewer != noSeat && s.Viewer != s.Turn {
		return nil
	}
	if s.Pile == 1 {
		return []take{1}
	}
	return []take{1, 2}
}

func nimLegal(s nim, a take) error {
	if s.Viewer != noSeat {
		return incursion.Illegal("a view is for reading")
	}
	if !slices.Contains(nimActions(s), a) {
		return incursion.Illegal("%s: the pile has %d", a, s.Pile)
	}
	return nil
}

var nimGame = incursion.Define(nimDef)

var nimDef = incursion.Def[nim, take, took, seat]{
	Name: "nim", Title: "Nim",
	New:      func(string, dice.Roller) (nim, error) { return nim{Pile: 7, Viewer: noSeat}, nil },
	Variants: []string{"short"},
	Actions:  nimActions,
	Legal:    nimLegal,
	Apply: func(s nim, a take, _ dice.Roller) (nim, []took, error) {
		if err := nimLegal(s, a); err != nil {
			return s, nil, err
		}
		e := took{s.Turn, int(a)}
		s.Pile -= int(a)
		if s.Pile > 0 {
			s.Turn = 1 - s.Turn
		}
		return s, []took{e}, nil
	},
	Over:   func(s nim) bool { return s.Pile == 0 },
	Seats:  func(nim) []seat { return []seat{seatA, seatB} },
	ToMove: func(s nim) []seat { return []seat{s.Turn} },
	Result: func(s nim) incursion.Result[seat] {
		if s.Pile > 0 {
			return incursion.Result[seat]{}
		}
		return incursion.Result[seat]{Over: true, Winners: []seat{s.Turn}, Reason: "took the last"}
	},
	View: func(s nim, p seat) nim {
		if p != seatA && p != seatB {
			p = noSeat - 1 // a spectator
		}
		s.Viewer = p
		return s
	},
	Observer:        noSeat - 1,
	VisibleTo:       func(e took, p seat) bool { return e.By == seatB || p == seatA },
	PublicEvent:     func(e took) took { return took{e.By, 0} },
	ActionVisibleTo: func(s nim, _ take, p seat) bool { return s.Turn == seatB || p == seatA },
	PublicAction:    func(nim, take) take { return 0 },
	Draw:            func(s nim) string { return strings.Repeat("|", s.Pile) },
	ParseSeat: func(text string) (seat, error) {
		switch strings.ToUpper(text) {
		case "A":
			return seatA, nil
		case "B":
			return seatB, nil
		}
		return 0, &incursion.ParseError{Game: "nim", Text: text, Got: text, Want: "a seat (A, B)"}
	},
	ParseAction: func(text string) (take, error) {
		n, err := strconv.Atoi(strings.TrimPrefix(text, "take "))
		if err != nil {
			return 0, &incursion.ParseError{Game: "nim", Text: text, Got: text, Want: "take N"}
		}
		return take(n), nil
	},
}

func TestDefine(t *testing.T) {
	g := nimGame
	s, err := g.New("", dice.New(1))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.New("long", dice.New(1)); err == nil {
		t.Error("New accepted an unknown variant")
	}
	if got := g.ActionsFor(s, seatB); len(got) != 0 {
		t.Errorf("ActionsFor(B) while A is to move = %v", got)
	}
	if got := g.Owner(s, 2); got != seatA {
		t.Errorf("Owner = %v", got)
	}
	if got := g.Returns(s); !slices.Equal(got, []float64{0, 0}) {
		t.Errorf("Returns before the end = %v", got)
	}
	if got := incursion.ObserveAction(g, s, 2, seatB); got != 0 {
		t.Errorf("B observes A's take as %v", got)
	}
	if got := incursion.Observe(g, took{seatA, 2}, seatB); got.String() != "A took 0" {
		t.Errorf("B observes %v", got)
	}
	v := g.View(s, g.Observer())
	if err := g.Legal(v, 1); !errors.Is(err, incursion.ErrIllegal) {
		t.Errorf("Legal on a view = %v", err)
	}
	if got := g.Draw(s, seatA); got != "|||||||" {
		t.Errorf("Draw = %q", got)
	}
	// Playout takes a Game as a Rules, with its types inferred.
	end, err := incursion.Playout(g, s, dice.New(2), incursion.Random, 100)
	if err != nil || !g.Over(end) {
		t.Fatalf("Playout: %v", err)
	}
	res := g.Result(end)
	ret := g.Returns(end)
	if len(res.Winners) != 1 || ret[res.Winners[0]] != 1 || ret[1-res.Winners[0]] != -1 {
		t.Errorf("Result %v, Returns %v", res, ret)
	}
}

func TestDefineMissing(t *testing.T) {
	defer func() {
		if p := recover(); p == nil || !strings.Contains(fmt.Sprint(p), "missing Actions, Apply") {
			t.Errorf("panic %v", p)
		}
	}()
	incursion.Define(incursion.Def[nim, take, took, seat]{Name: "x"})
}

func TestResultString(t *testing.T) {
	for _, c := range []struct {
		r    incursion.Result[seat]
		want string
	}{
		{incursion.Result[seat]{}, "not over"},
		{incursion.Result[seat]{Over: true, Draw: true, Reason: "time"}, "draw: time"},
		{incursion.Result[seat]{Over: true}, "nobody won"},
		{incursion.Result[seat]{Over: true, Winners: []seat{seatA, seatB}, Reason: "both"}, "A and B won: both"},
	} {
		if got := c.r.String(); got != c.want {
			t.Errorf("%#v: %q, want %q", c.r, got, c.want)
		}
	}
	r := incursion.Result[seat]{Over: true, Draw: true}
	if got := r.Returns([]seat{seatA, seatB}); !slices.Equal(got, []float64{0, 0}) {
		t.Errorf("draw returns %v", got)
	}
	r = incursion.Result[seat]{Over: true}
	if got := r.Returns([]seat{seatA, seatB}); !slices.Equal(got, []float64{-1, -1}) {
		t.Errorf("all lost returns %v", got)
	}
}

func TestParseError(t *testing.T) {
	e := &incursion.ParseError{Game: "nim", Text: "take x", At: 5, Got: "x", Want: "a number"}
	if got, want := e.Error(), `nim: parse "take x": "x" at 5: want a number`; got != want {
		t.Errorf("%s, want %s", got, want)
	}
}

// Playout lists each step's actions through Def.AppendActions into one
// buffer it reuses; Game.AppendActions appends after what dst holds, with
// or without a Def.AppendActions.
func TestPlayoutAppendActions(t *testing.T) {
	d := nimDef
	calls, reused, playing := 0, 0, true
	d.AppendActions = func(s nim, dst []take) []take {
		if !playing {
			return append(dst, nimActions(s)...)
		}
		calls++
		if len(dst) != 0 {
			t.Errorf("call %d: dst holds %v, want an empty buffer", calls, dst)
		}
		if cap(dst) > 0 {
			reused++
		}
		return append(dst, nimActions(s)...)
	}
	g := incursion.Define(d)
	s, _ := g.New("", dice.New(1))
	got, err := incursion.Playout(g, s, dice.New(7), incursion.Random, 100)
	if err != nil {
		t.Fatal(err)
	}
	want, err := incursion.Playout(nimGame, s, dice.New(7), incursion.Random, 100)
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Errorf("Playout with AppendActions = %+v, without = %+v", got, want)
	}
	if calls < 2 || reused != calls-1 {
		t.Errorf("AppendActions called %d times with a reused buffer %d times, want every call after the first", calls, reused)
	}
	playing = false
	for _, g := range []incursion.Game[nim, take, took, seat]{g, nimGame} {
		if diff := cmp.Diff([]take{9, 1, 2}, g.AppendActions(s, []take{9})); diff != "" {
			t.Errorf("AppendActions (-want +got):\n%s", diff)
		}
	}
}
