package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/examples/bots"
)

// The toy game "nim": a pile of 7 counters; A and B take 1 or 2 in turn
// (a roll of the die, 1-3, is added to the pile after each take of 2 — so
// that chance plays a part); whoever takes the last counter wins.

type nim struct {
	Pile int
	Turn int // 0: A, 1: B
	Last int // the seat that took last, -1 none
}

type take int

func (t take) String() string { return fmt.Sprintf("take %d", int(t)) }

type nimEvent struct {
	Text string
	To   []string
}

func (e nimEvent) String() string { return e.Text }

var seats = []string{"A", "B"}

type nimRules struct {
	failAt int // Apply fails at this pile size (0: never)
}

func (nimRules) Over(s nim) bool { return s.Pile == 0 }

func (g nimRules) Actions(s nim) []take {
	switch {
	case s.Pile == 0:
		return nil
	case s.Pile == 1:
		return []take{1}
	}
	return []take{1, 2}
}

func (g nimRules) Legal(s nim, a take) error {
	if s.Pile == 0 {
		return fmt.Errorf("%w: the pile is empty", incursion.ErrIllegal)
	}
	if a < 1 || a > 2 || int(a) > s.Pile {
		return fmt.Errorf("%w: cannot take %d from %d", incursion.ErrIllegal, a, s.Pile)
	}
	return nil
}

func (g nimRules) Apply(s nim, a take, r dice.Roller) (nim, []nimEvent, error) {
	if err := g.Legal(s, a); err != nil {
		return s, nil, err
	}
	if g.failAt > 0 && s.Pile <= g.failAt {
		return s, nil, errors.New("toy: broken on purpose")
	}
	s.Pile -= int(a)
	s.Last = s.Turn
	ev := []nimEvent{{Text: fmt.Sprintf("%s took %d", seats[s.Turn], a)}}
	if a == 2 && s.Pile > 0 {
		d := dice.Roll(r, 3)
		s.Pile += d
		ev = append(ev, nimEvent{Text: fmt.Sprintf("%d added", d), To: []string{seats[s.Turn]}})
	}
	s.Turn = 1 - s.Turn
	return s, ev, nil
}

func parseTake(text string) (take, error) {
	var n int
	if _, err := fmt.Sscanf(strings.TrimSpace(text), "take %d", &n); err != nil {
		return 0, fmt.Errorf("nim: cannot read %q", text)
	}
	return take(n), nil
}

func nimSpec(name string, g nimRules) bots.Spec[nim, take, nimEvent] {
	return bots.Spec[nim, take, nimEvent]{
		Name:   name,
		Title:  "Toy Nim",
		Rules:  g,
		New:    func(seed uint64) (nim, error) { return nim{Pile: 7, Last: -1}, nil },
		ToMove: func(s nim) []string { return []string{seats[s.Turn]} },
		Parse:  parseTake,
		Result: func(s nim) (string, string) { return seats[s.Last], "took the last counter" },
		Visible: func(e nimEvent) []string {
			return e.To
		},
	}
}

func init() {
	bots.Register(nimSpec("toynim", nimRules{}))
	bots.Register(nimSpec("toybroken", nimRules{failAt: 3}))
}
