package gametest_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// The toy game "duel", on the incursion.Game contract (the same toy as
// internal/playtest's tests, plus the "fragile" break): a pile of 3 to 5
// counters (rolled at setup). First both seats pick a number 1..3 at the
// same time, in secret ("A picks 2"; the other seat sees "A picks ?");
// when both have picked, the picks are revealed and added to the pile.
// Then A and B take 1 or 2 in turn, B first; whoever takes the last
// counter wins. A view hides the other seat's pick until the reveal
// (-1: picked, unknown) and cannot be played.

type dseat int8

const (
	seatA dseat = iota
	seatB
	fullState dseat = -1 // Viewer of the full state
	spectator dseat = -2 // the Observer
)

func (p dseat) String() string {
	switch p {
	case seatA:
		return "A"
	case seatB:
		return "B"
	}
	return "observer"
}

type duel struct {
	Pile   int
	Picks  [2]int // 0: not yet; -1: picked, hidden in this view
	Turn   dseat  // who takes next, once both have picked
	Viewer dseat
	Hint   int `json:"-"` // set by the broken "lossy" views only
}

type dmove struct {
	Seat dseat
	Take bool // take (else pick)
	N    int  // 0 in the public form of a pick
}

func (m dmove) String() string {
	verb := "picks"
	if m.Take {
		verb = "takes"
	}
	n := "?"
	if m.N != 0 {
		n = strconv.Itoa(m.N)
	}
	return fmt.Sprintf("%s %s %s", m.Seat, verb, n)
}

type devent struct {
	Seat dseat
	What string // "picked", "revealed", "took"
	N    int    // 0 in the public form of "picked"
}

func (e devent) String() string {
	if e.What == "picked" && e.N == 0 {
		return fmt.Sprintf("%s picked", e.Seat)
	}
	return fmt.Sprintf("%s %s %d", e.Seat, e.What, e.N)
}

// duelRules breaks one part of the contract per flag.
type duelRules struct {
	overMovers   bool // ToMove still names A when the game is over
	wrongOwner   bool // Owner always says A
	playableView bool // Legal and Apply accept a view
	lossyView    bool // a view keeps a field JSON does not carry
	observerFull bool // View(s, Observer()) is the full state
	noViews      bool // every View is the full state
	spyObserver  bool // the observer sees the secret events
	blindOwner   bool // a seat does not see its own pick
	badParse     bool // ParseAction reads "takes 2" as takes 1
	caseSeat     bool // ParseSeat is case-sensitive
	publicLeak   bool // the public form of a secret event is the event
	resultLate   bool // Result says not over at the end
	viewOrder    bool // Actions on a view lists the seat's actions reversed
	loose        bool // Legal accepts "takes 3", which Actions does not list
	panicky      bool // Draw panics on a pile below 0 (no validation on decode)
	wrongReturns bool // Returns has one entry per seat to move... i.e. Seats lists A only
	peekSample   bool // Determinize draws the hidden pick as 3 always... and shows it in the view
	viewSample   bool // Determinize returns the view itself
	fragile      bool // no action in a full state holding a hidden pick (-1), which only a decoded state can be
}

// determinize draws the other seat's hidden pick (-1 in the view) from
// 1..3.
func (d duelRules) determinize(v duel, p dseat, r dice.Roller) (duel, error) {
	if d.viewSample {
		return v, nil
	}
	for i := range v.Picks {
		if v.Picks[i] == -1 {
			v.Picks[i] = 1 + r.IntN(3)
			if d.peekSample {
				v.Picks[i] = 0 // forgets that the other seat has picked
			}
		}
	}
	v.Viewer = fullState
	return v, nil
}

func (d duelRules) picking(s duel) bool { return s.Picks[0] == 0 || s.Picks[1] == 0 }

func (d duelRules) toMove(s duel) []dseat {
	if s.Pile <= 0 {
		if d.overMovers {
			return []dseat{seatA}
		}
		return nil
	}
	if d.picking(s) {
		var out []dseat
		for i, p := range s.Picks {
			if p == 0 {
				out = append(out, dseat(i))
			}
		}
		return out
	}
	return []dseat{s.Turn}
}

func (d duelRules) actionsFor(s duel, p dseat) []dmove {
	if s.Viewer != fullState && s.Viewer != p || !slices.Contains(d.toMove(s), p) || s.Pile <= 0 {
		return nil
	}
	if d.picking(s) {
		return []dmove{{p, false, 1}, {p, false, 2}, {p, false, 3}}
	}
	if s.Pile == 1 {
		return []dmove{{p, true, 1}}
	}
	return []dmove{{p, true, 1}, {p, true, 2}}
}

func (d duelRules) actions(s duel) []dmove {
	if d.fragile && s.Viewer == fullState && (s.Picks[0] == -1 || s.Picks[1] == -1) {
		return nil
	}
	if s.Viewer != fullState {
		out := d.actionsFor(s, s.Viewer)
		if d.viewOrder {
			slices.Reverse(out)
		}
		return out
	}
	var out []dmove
	for _, p := range d.toMove(s) {
		out = append(out, d.actionsFor(s, p)...)
	}
	return out
}

func (d duelRules) legal(s duel, m dmove) error {
	if s.Viewer != fullState && !d.playableView {
		return incursion.Illegal("a view is for reading")
	}
	s.Viewer = fullState
	if d.loose && m.Take && m.N == 3 && !d.picking(s) && s.Pile >= 3 && m.Seat == s.Turn {
		return nil
	}
	if !slices.Contains(d.actionsFor(s, m.Seat), m) {
		return incursion.Illegal("%v: not an action of %v now", m, m.Seat)
	}
	return nil
}

func (d duelRules) apply(s duel, m dmove, r dice.Roller) (duel, []devent, error) {
	if err := d.legal(s, m); err != nil {
		return s, nil, err
	}
	if !m.Take {
		s.Picks[m.Seat] = m.N
		ev := []devent{{m.Seat, "picked", m.N}}
		if !d.picking(s) {
			s.Pile += s.Picks[0] + s.Picks[1]
			ev = append(ev, devent{seatA, "revealed", s.Picks[0]}, devent{seatB, "revealed", s.Picks[1]})
		}
		return s, ev, nil
	}
	s.Pile -= m.N
	if s.Pile > 0 {
		s.Turn = 1 - s.Turn
	}
	return s, []devent{{m.Seat, "took", m.N}}, nil
}

func (d duelRules) view(s duel, p dseat) duel {
	if d.observerFull && p == spectator || d.noViews {
		return s
	}
	if p != seatA && p != seatB {
		p = spectator
	}
	if d.picking(s) {
		for i := range s.Picks {
			if dseat(i) != p && s.Picks[i] != 0 {
				s.Picks[i] = -1
			}
		}
	}
	s.Viewer = p
	if d.lossyView {
		s.Hint = 1
	}
	return s
}

func (d duelRules) result(s duel) incursion.Result[dseat] {
	if s.Pile > 0 || d.resultLate {
		return incursion.Result[dseat]{}
	}
	return incursion.Result[dseat]{Over: true, Winners: []dseat{s.Turn}, Reason: "took the last"}
}

func (d duelRules) game() incursion.Game[duel, dmove, devent, dseat] {
	return incursion.Define(incursion.Def[duel, dmove, devent, dseat]{
		Name: "duel", Title: "Duel",
		New: func(_ string, r dice.Roller) (duel, error) {
			return duel{Pile: 3 + r.IntN(3), Turn: seatB, Viewer: fullState}, nil
		},
		Actions: d.actions,
		Legal:   d.legal,
		Apply:   d.apply,
		Over:    func(s duel) bool { return s.Pile <= 0 },
		Seats: func(duel) []dseat {
			if d.wrongReturns {
				return []dseat{seatA}
			}
			return []dseat{seatA, seatB}
		},
		ToMove:     d.toMove,
		ActionsFor: d.actionsFor,
		Owner: func(_ duel, m dmove) dseat {
			if d.wrongOwner {
				return seatA
			}
			return m.Seat
		},
		Result:      d.result,
		View:        d.view,
		Determinize: d.determinize,
		Observer:    spectator,
		VisibleTo: func(e devent, p dseat) bool {
			return e.What != "picked" || e.N == 0 || p == e.Seat || d.spyObserver && p == spectator
		},
		PublicEvent: func(e devent) devent {
			if e.What == "picked" && !d.publicLeak {
				e.N = 0
			}
			return e
		},
		ActionVisibleTo: func(_ duel, m dmove, p dseat) bool {
			return m.Take || m.N == 0 || p == m.Seat && !d.blindOwner
		},
		PublicAction: func(_ duel, m dmove) dmove {
			if !m.Take {
				m.N = 0
			}
			return m
		},
		Draw: func(s duel) string {
			if !d.panicky && s.Pile < 0 {
				return "?"
			}
			return strings.Repeat("|", s.Pile)
		},
		ParseSeat: func(text string) (dseat, error) {
			if !d.caseSeat {
				text = strings.ToUpper(text)
			}
			switch text {
			case "A":
				return seatA, nil
			case "B":
				return seatB, nil
			}
			return 0, &incursion.ParseError{Game: "duel", Text: text, Got: text, Want: "a seat (A, B)"}
		},
		ParseAction: func(text string) (dmove, error) {
			f := strings.Fields(text)
			bad := &incursion.ParseError{Game: "duel", Text: text, Got: text, Want: "SEAT picks N or SEAT takes N"}
			if len(f) != 3 || (f[1] != "picks" && f[1] != "takes") {
				return dmove{}, bad
			}
			p := map[string]dseat{"A": seatA, "B": seatB}
			seat, ok := p[f[0]]
			n, err := strconv.Atoi(f[2])
			if !ok || err != nil {
				return dmove{}, bad
			}
			if d.badParse && f[1] == "takes" {
				n = 1
			}
			return dmove{seat, f[1] == "takes", n}, nil
		},
	})
}

// UnmarshalJSON rejects what the game cannot go on from (Validate).
func (s *duel) UnmarshalJSON(data []byte) error {
	type plain duel
	var d plain
	if err := json.Unmarshal(data, &d); err != nil {
		return err
	}
	if d.Pile < 0 || d.Pile > 20 || d.Turn != seatA && d.Turn != seatB ||
		d.Viewer < spectator || d.Viewer > seatB {
		return fmt.Errorf("duel: bad state %+v", d)
	}
	for _, p := range d.Picks {
		if p < -1 || p > 3 {
			return fmt.Errorf("duel: bad pick %d", p)
		}
	}
	*s = duel(d)
	return nil
}
