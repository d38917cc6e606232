package search_test

import (
	"fmt"
	"strings"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// kuhn is Kuhn poker, the smallest game of hidden information: three cards
// (J, Q, K), one dealt face down to each of two seats; P1 checks or bets,
// then P2; a bet is called or folded. A fold loses; otherwise the higher
// card wins. Returns are win or loss (the stakes are ignored).
type kuhn struct {
	Cards  [2]int8 // 0 J, 1 Q, 2 K; -1 unknown to the viewer
	Hist   string  // c check or call, b bet, f fold
	Viewer kseat   // noKseat: the full state
}

type kseat int8

const (
	kP1 kseat = iota
	kP2
	kObserver
	noKseat kseat = -1
)

func (p kseat) String() string {
	switch p {
	case kP1:
		return "P1"
	case kP2:
		return "P2"
	}
	return "observer"
}

type kact byte

func (a kact) String() string {
	return map[kact]string{'c': "check", 'b': "bet", 'C': "call", 'f': "fold"}[a]
}

type kev string

func (e kev) String() string { return string(e) }

func (s kuhn) over() bool {
	switch s.Hist {
	case "cc", "bc", "bf", "cbc", "cbf":
		return true
	}
	return false
}

func (s kuhn) toMove() kseat {
	switch s.Hist {
	case "", "cb":
		return kP1
	case "c", "b":
		return kP2
	}
	return noKseat
}

func kuhnActions(s kuhn) []kact {
	if s.over() || s.Viewer != noKseat && s.Viewer != s.toMove() {
		return nil
	}
	if strings.HasSuffix(s.Hist, "b") {
		return []kact{'C', 'f'}
	}
	return []kact{'c', 'b'}
}

func kuhnLegal(s kuhn, a kact) error {
	if s.Viewer != noKseat {
		return incursion.Illegal("a view is for reading")
	}
	for _, x := range kuhnActions(s) {
		if x == a {
			return nil
		}
	}
	return incursion.Illegal("%v is not offered", a)
}

func kuhnResult(s kuhn) incursion.Result[kseat] {
	if !s.over() {
		return incursion.Result[kseat]{}
	}
	var w kseat
	switch {
	case strings.HasSuffix(s.Hist, "f"):
		w = kseat(len(s.Hist) % 2) // the folder moved last
	case s.Cards[0] > s.Cards[1]:
		w = kP1
	default:
		w = kP2
	}
	return incursion.Result[kseat]{Over: true, Winners: []kseat{w}, Reason: "showdown or fold"}
}

var kuhnGame = incursion.Define(incursion.Def[kuhn, kact, kev, kseat]{
	Name: "kuhn", Title: "Kuhn poker",
	New: func(_ string, r dice.Roller) (kuhn, error) {
		a := r.IntN(3)
		b := (a + 1 + r.IntN(2)) % 3
		return kuhn{Cards: [2]int8{int8(a), int8(b)}, Viewer: noKseat}, nil
	},
	Actions: kuhnActions,
	Legal:   kuhnLegal,
	Apply: func(s kuhn, a kact, _ dice.Roller) (kuhn, []kev, error) {
		if err := kuhnLegal(s, a); err != nil {
			return s, nil, err
		}
		c := byte(a)
		if c == 'C' {
			c = 'c'
		}
		by := s.toMove()
		s.Hist += string(c)
		return s, []kev{kev(fmt.Sprintf("%v: %v", by, a))}, nil
	},
	Over:   kuhn.over,
	Seats:  func(kuhn) []kseat { return []kseat{kP1, kP2} },
	ToMove: func(s kuhn) []kseat { return kseatList(s.toMove()) },
	Result: kuhnResult,
	View: func(s kuhn, p kseat) kuhn {
		for i := range s.Cards {
			if kseat(i) != p {
				s.Cards[i] = -1
			}
		}
		if p != kP1 && p != kP2 {
			p = kObserver
		}
		s.Viewer = p
		return s
	},
	Observer: kObserver,
	Determinize: func(v kuhn, p kseat, r dice.Roller) (kuhn, error) {
		if p != kP1 && p != kP2 {
			// The observer knows neither card: deal both.
			a := r.IntN(3)
			v.Cards = [2]int8{int8(a), int8((a + 1 + r.IntN(2)) % 3)}
		} else {
			mine := v.Cards[p]
			other := (mine + 1 + int8(r.IntN(2))) % 3
			v.Cards[1-p] = other
		}
		v.Viewer = noKseat
		return v, nil
	},
	Draw:      func(s kuhn) string { return fmt.Sprint(s.Cards, s.Hist) },
	ParseSeat: func(string) (kseat, error) { return 0, fmt.Errorf("no") },
	ParseAction: func(text string) (kact, error) {
		for _, a := range []kact{'c', 'b', 'C', 'f'} {
			if a.String() == text {
				return a, nil
			}
		}
		return 0, fmt.Errorf("no action %q", text)
	},
})

func kseatList(p kseat) []kseat {
	if p == noKseat {
		return nil
	}
	return []kseat{p}
}

// nim is a game of perfect information: take 1 or 2 from a pile of 7; who
// takes the last wins. The winning move from 7 is to take 1.
type nim struct {
	Pile int
	Turn kseat
	View bool
}

type take int

func (t take) String() string { return fmt.Sprintf("take %d", int(t)) }

func nimActions(s nim) []take {
	if s.Pile == 0 {
		return nil
	}
	if s.Pile == 1 {
		return []take{1}
	}
	return []take{1, 2}
}

var nimGame = incursion.Define(incursion.Def[nim, take, kev, kseat]{
	Name: "nim", Title: "Nim",
	New:     func(string, dice.Roller) (nim, error) { return nim{Pile: 7}, nil },
	Actions: nimActions,
	Legal: func(s nim, a take) error {
		if s.View || a < 1 || int(a) > min(2, s.Pile) {
			return incursion.Illegal("no")
		}
		return nil
	},
	Apply: func(s nim, a take, _ dice.Roller) (nim, []kev, error) {
		if s.View || a < 1 || int(a) > min(2, s.Pile) {
			return s, nil, incursion.Illegal("no")
		}
		s.Pile -= int(a)
		if s.Pile > 0 {
			s.Turn = 1 - s.Turn
		}
		return s, nil, nil
	},
	Over:   func(s nim) bool { return s.Pile == 0 },
	Seats:  func(nim) []kseat { return []kseat{kP1, kP2} },
	ToMove: func(s nim) []kseat { return []kseat{s.Turn} },
	Result: func(s nim) incursion.Result[kseat] {
		if s.Pile > 0 {
			return incursion.Result[kseat]{}
		}
		return incursion.Result[kseat]{Over: true, Winners: []kseat{s.Turn}}
	},
	View:     func(s nim, _ kseat) nim { s.View = true; return s },
	Observer: kObserver,
	Determinize: func(v nim, _ kseat, _ dice.Roller) (nim, error) {
		v.View = false
		return v, nil
	},
	Draw:        func(s nim) string { return strings.Repeat("|", s.Pile) },
	ParseSeat:   func(string) (kseat, error) { return 0, fmt.Errorf("no") },
	ParseAction: func(string) (take, error) { return 0, fmt.Errorf("no") },
})
