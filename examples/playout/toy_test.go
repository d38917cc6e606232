package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/examples/bots"
)

// The toy game "nim", on the incursion.Game contract: a pile of 7
// counters; A and B take 1 or 2 in turn (a roll of the die, 1-3, is added
// to the pile after each take of 2 — so that chance plays a part — and
// only the taker learns how many: the other seat sees "some added");
// whoever takes the last counter wins.

type nim struct {
	Pile int
	Turn seat
	Last seat // the seat that took last, -1 none
	View bool // a view: for reading
}

type seat int8

func (p seat) String() string {
	switch p {
	case 0:
		return "A"
	case 1:
		return "B"
	}
	return "spectator"
}

type take int

func (t take) String() string { return fmt.Sprintf("take %d", int(t)) }

type nimEvent struct {
	Seat  seat
	Took  int // "A took 2"
	Added int // "3 added" (secret to Seat); -1: "some added"
}

func (e nimEvent) String() string {
	switch {
	case e.Took > 0:
		return fmt.Sprintf("%s took %d", e.Seat, e.Took)
	case e.Added < 0:
		return "some added"
	}
	return fmt.Sprintf("%d added", e.Added)
}

var seats = []string{"A", "B"}

type nimRules struct {
	failAt int // Apply fails at this pile size (0: never)
}

func (nimRules) actions(s nim) []take {
	switch {
	case s.Pile == 0 || s.View:
		return nil
	case s.Pile == 1:
		return []take{1}
	}
	return []take{1, 2}
}

func (g nimRules) legal(s nim, a take) error {
	if s.View {
		return incursion.Illegal("a view is for reading")
	}
	if s.Pile == 0 {
		return incursion.Illegal("the pile is empty")
	}
	if a < 1 || a > 2 || int(a) > s.Pile {
		return incursion.Illegal("cannot take %d from %d", a, s.Pile)
	}
	return nil
}

func (g nimRules) apply(s nim, a take, r dice.Roller) (nim, []nimEvent, error) {
	if err := g.legal(s, a); err != nil {
		return s, nil, err
	}
	if g.failAt > 0 && s.Pile <= g.failAt {
		return s, nil, errors.New("toy: broken on purpose")
	}
	s.Pile -= int(a)
	s.Last = s.Turn
	ev := []nimEvent{{Seat: s.Turn, Took: int(a)}}
	if a == 2 && s.Pile > 0 {
		d := dice.Roll(r, 3)
		s.Pile += d
		ev = append(ev, nimEvent{Seat: s.Turn, Added: d})
	}
	s.Turn = 1 - s.Turn
	return s, ev, nil
}

func (g nimRules) game(name string) incursion.Game[nim, take, nimEvent, seat] {
	return incursion.Define(incursion.Def[nim, take, nimEvent, seat]{
		Name: name, Title: "Toy Nim",
		New:     func(string, dice.Roller) (nim, error) { return nim{Pile: 7, Last: -1}, nil },
		Actions: g.actions, Legal: g.legal, Apply: g.apply,
		Over:  func(s nim) bool { return s.Pile == 0 },
		Seats: func(nim) []seat { return []seat{0, 1} },
		ToMove: func(s nim) []seat {
			if s.Pile == 0 {
				return nil
			}
			return []seat{s.Turn}
		},
		Result: func(s nim) incursion.Result[seat] {
			if s.Pile > 0 {
				return incursion.Result[seat]{}
			}
			return incursion.Result[seat]{Over: true, Winners: []seat{s.Last}, Reason: "took the last counter"}
		},
		View:      func(s nim, _ seat) nim { s.View = true; return s },
		Observer:  -2,
		VisibleTo: func(e nimEvent, p seat) bool { return e.Took > 0 || e.Seat == p },
		PublicEvent: func(e nimEvent) nimEvent {
			if e.Took == 0 {
				e.Added = -1
			}
			return e
		},
		Draw: func(s nim) string { return strings.Repeat("|", s.Pile) },
		ParseSeat: func(text string) (seat, error) {
			for i, n := range seats {
				if strings.EqualFold(n, text) {
					return seat(i), nil
				}
			}
			return 0, &incursion.ParseError{Game: name, Text: text, Got: text, Want: "A or B"}
		},
		ParseAction: func(text string) (take, error) {
			var n int
			if _, err := fmt.Sscanf(strings.TrimSpace(text), "take %d", &n); err != nil {
				return 0, fmt.Errorf("nim: cannot read %q", text)
			}
			return take(n), nil
		},
	})
}

func init() {
	bots.Add(nimRules{}.game("toynim"), nil)
	bots.Add(nimRules{failAt: 3}.game("toybroken"), nil)
}
