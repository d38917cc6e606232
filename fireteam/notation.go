package fireteam

import (
	"strings"

	"github.com/incursion/incursion/internal/notation"
)

// The text notation of actions: ParseAction reads what String writes.

var verbs = []string{"mission", "start", "pick", "upgrade", "focus", "ready", "respond", "pass", "stand", "staydown", "move", "bring", "attack", "add", "roll",
	"reroll", "keep", "search", "operate", "end", "activate", "intercede", "react", "discard"}

const heroWant = "a hero (Abe, Maxine, Shad, Frank, Don)"

// ParseAction reads an action in the text notation: a verb, then the hero
// (or seat, or monster), then the verb's arguments, e.g. "move Frank c3
// henry", "attack Shad m2", "add Shad C01", "activate e1"; the package
// doc's "Notation" lists every verb with an example. Words match
// case-insensitively; errors are *incursion.ParseError.
func ParseAction(text string) (Action, error) {
	sc := notation.New("fireteam", text)
	v, err := sc.Word("an action ("+joinWords(verbs)+")", verbs...)
	if err != nil {
		return nil, err
	}
	hero := func() (Hero, error) {
		i, err := sc.Word(heroWant, heroNames[:]...)
		return Hero(i), err
	}
	card := func() (Card, error) {
		return notation.Read(sc, "a card (L01..L32, C01..C32, M01..M32, D01..D32)", parseCard)
	}
	var a Action
	switch verbs[v] {
	case "start":
		p, err := notation.Read(sc, "a seat (Player1..Player4)", parseSeatOK)
		if err != nil {
			return nil, err
		}
		a = StartPlayer{p}
	case "activate":
		m, err := notation.Read(sc, "a monster (m1..m9, e1..e3, boss)", parseMonster)
		if err != nil {
			return nil, err
		}
		a = Activate{m}
	case "mission":
		m, err := notation.Read(sc, "a mission (I1..I3, F1..F3, T1..T3)", func(t string) (string, bool) {
			i := missionIndex(strings.ToUpper(t))
			if i < 0 {
				return "", false
			}
			return missions[i].id, true
		})
		if err != nil {
			return nil, err
		}
		a = NextMission{m}
	default:
		h, err := hero()
		if err != nil {
			return nil, err
		}
		switch verbs[v] {
		case "pick":
			a = Pick{h}
		case "ready":
			a = Ready{h}
		case "pass":
			a = Pass{h}
		case "stand":
			a = Stand{h}
		case "staydown":
			a = StayDown{h}
		case "roll":
			a = Roll{h}
		case "keep":
			a = Keep{h}
		case "search":
			a = Search{h}
		case "operate":
			a = Operate{h}
		case "end":
			a = End{h}
		case "intercede":
			a = Intercede{h}
		case "respond", "add", "react", "discard":
			c, err := card()
			if err != nil {
				return nil, err
			}
			switch verbs[v] {
			case "respond":
				a = Respond{h, c}
			case "add":
				a = Add{h, c}
			case "react":
				a = React{h, c}
			default:
				a = Discard{h, c}
			}
		case "attack":
			// The specialists are no target: "they can never be targeted
			// by an attack" (Rulebook, "Specialists"; issue 20.9).
			want := "an attack's target (a monster m1..m9, e1..e3, boss; a special intel token token1..token3; an ally ally1..ally4)"
			if t := sc.Peek(); eqFold(t, "patty") || eqFold(t, "henry") {
				want += "; the specialists can never be targeted by an attack"
			}
			m, err := notation.Read(sc, want, parseMonster)
			if err != nil {
				return nil, err
			}
			a = Attack{h, m}
		case "upgrade":
			n, err := sc.Int("an upgrade set (1..4)", 1, 4)
			if err != nil {
				return nil, err
			}
			a = Upgrade{h, n}
		case "focus":
			n, err := sc.Int("a focus card (1..6)", 1, 6)
			if err != nil {
				return nil, err
			}
			a = Focus{h, n}
		case "reroll":
			d, err := sc.Int("a die (1..8)", 1, 8)
			if err != nil {
				return nil, err
			}
			a = Reroll{h, d}
		case "bring":
			b := Bring{Hero: h}
			if eqFold(sc.Peek(), "patty") {
				sc.Next()
				b.Patty = true
			}
			if eqFold(sc.Peek(), "henry") {
				sc.Next()
				b.Henry = true
			}
			a = b
		case "move":
			l, err := notation.Read(sc, "a location (a1..h4)", func(t string) (Loc, bool) {
				n := parseLoc(t)
				return Loc(n), n >= 0
			})
			if err != nil {
				return nil, err
			}
			mv := Move{Hero: h, To: l}
			if eqFold(sc.Peek(), "patty") {
				sc.Next()
				mv.Patty = true
			}
			if eqFold(sc.Peek(), "henry") {
				sc.Next()
				mv.Henry = true
			}
			a = mv
		}
	}
	if err := sc.End(); err != nil {
		return nil, err
	}
	return a, nil
}

func joinWords(w []string) string {
	s := ""
	for i, x := range w {
		if i > 0 {
			s += ", "
		}
		s += x
	}
	return s
}

func parseSeatOK(t string) (Seat, bool) {
	p, err := ParseSeat(t)
	return p, err == nil
}

// ParseSeat reads a seat's name (Player1..Player4, Observer).
func ParseSeat(text string) (Seat, error) {
	for p := Player1; p <= Player4; p++ {
		if eqFold(text, p.String()) {
			return p, nil
		}
	}
	if eqFold(text, "observer") {
		return Observer, nil
	}
	sc := notation.New("fireteam", text)
	return 0, sc.Err(sc.Next(), "a seat (Player1, Player2, Player3, Player4, Observer)")
}
