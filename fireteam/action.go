package fireteam

import (
	"strconv"
	"strings"

	"github.com/incursion/incursion/internal/notation"
)

// Action is one decision of a seat. The concrete types are below; each
// prints in the text notation ParseAction reads.
type Action interface {
	isAction()
	String() string
}

// StartPlayer gives the Start Player Token to a seat (Setup 2).
type StartPlayer struct{ Seat Seat }

// Pick selects a hero (Setup 2).
type Pick struct{ Hero Hero }

// Upgrade selects an upgrade set (1..4) of the hero's role, whose four
// cards join his action deck (Setup 3).
type Upgrade struct {
	Hero Hero
	Set  int
}

// Focus selects a focus card (1..6) of the hero's role (Setup 3).
type Focus struct {
	Hero Hero
	Card int
}

// NextMission chooses the operation's next mission (Missions and
// Operations).
type NextMission struct{ Mission string }

// Respond plays a card as a tactical response (Tactics Phase 2).
type Respond struct {
	Hero Hero
	Card Card
}

// Pass declines a tactical response, a reaction or taking one for the team.
type Pass struct{ Hero Hero }

// Stand stands a knocked-down hero up at the start of his turn.
type Stand struct{ Hero Hero }

// StayDown leaves a knocked-down hero down and skips his turn.
type StayDown struct{ Hero Hero }

// Move moves a hero to an adjacent location, bringing the named specialists
// from his location (Moving, Guarding Specialists).
type Move struct {
	Hero         Hero
	To           Loc
	Patty, Henry bool
}

// Attack starts an attack action against a monster; cards are then added
// with Add and the dice rolled with Roll (Attacking).
type Attack struct {
	Hero   Hero
	Target Monster
}

// Add plays a card into the attack being built.
type Add struct {
	Hero Hero
	Card Card
}

// Roll rolls the attack dice of the attack being built.
type Roll struct{ Hero Hero }

// Reroll rerolls attack die Die (from 1) with Henry's Find Weakness.
type Reroll struct {
	Hero Hero
	Die  int
}

// Keep keeps the attack dice as rolled.
type Keep struct{ Hero Hero }

// Search searches the hero's location (Searching).
type Search struct{ Hero Hero }

// Operate uses the hero's action on the special intel token in his
// location, placing an intel token on its objective (Performing Actions:
// "any action provided by an objective").
type Operate struct{ Hero Hero }

// End ends the hero's turn.
type End struct{ Hero Hero }

// Activate activates a monster next (Activate Monsters: within each type,
// the players choose the order).
type Activate struct{ Monster Monster }

// Intercede takes one for the team: the hero becomes the attack's target.
type Intercede struct{ Hero Hero }

// React plays a card as a reaction to a monster's attack.
type React struct {
	Hero Hero
	Card Card
}

// Discard discards a card of the hero's choice for a hit.
type Discard struct {
	Hero Hero
	Card Card
}

func (StartPlayer) isAction() {}
func (Pick) isAction()        {}
func (Upgrade) isAction()     {}
func (NextMission) isAction() {}
func (Focus) isAction()       {}
func (Respond) isAction()     {}
func (Pass) isAction()        {}
func (Stand) isAction()       {}
func (StayDown) isAction()    {}
func (Move) isAction()        {}
func (Attack) isAction()      {}
func (Add) isAction()         {}
func (Roll) isAction()        {}
func (Reroll) isAction()      {}
func (Keep) isAction()        {}
func (Search) isAction()      {}
func (End) isAction()         {}
func (Operate) isAction()     {}
func (Activate) isAction()    {}
func (Intercede) isAction()   {}
func (React) isAction()       {}
func (Discard) isAction()     {}

func (a StartPlayer) String() string { return "start " + a.Seat.String() }
func (a Pick) String() string        { return "pick " + a.Hero.String() }
func (a NextMission) String() string { return "mission " + a.Mission }
func (a Upgrade) String() string     { return "upgrade " + a.Hero.String() + " " + strconv.Itoa(a.Set) }
func (a Focus) String() string       { return "focus " + a.Hero.String() + " " + strconv.Itoa(a.Card) }
func (a Respond) String() string     { return "respond " + a.Hero.String() + " " + a.Card.String() }
func (a Pass) String() string        { return "pass " + a.Hero.String() }
func (a Stand) String() string       { return "stand " + a.Hero.String() }
func (a StayDown) String() string    { return "staydown " + a.Hero.String() }
func (a Move) String() string {
	s := "move " + a.Hero.String() + " " + a.To.String()
	if a.Patty {
		s += " patty"
	}
	if a.Henry {
		s += " henry"
	}
	return s
}
func (a Attack) String() string    { return "attack " + a.Hero.String() + " " + a.Target.String() }
func (a Add) String() string       { return "add " + a.Hero.String() + " " + a.Card.String() }
func (a Roll) String() string      { return "roll " + a.Hero.String() }
func (a Reroll) String() string    { return "reroll " + a.Hero.String() + " " + strconv.Itoa(a.Die) }
func (a Keep) String() string      { return "keep " + a.Hero.String() }
func (a Search) String() string    { return "search " + a.Hero.String() }
func (a Operate) String() string   { return "operate " + a.Hero.String() }
func (a End) String() string       { return "end " + a.Hero.String() }
func (a Activate) String() string  { return "activate " + a.Monster.String() }
func (a Intercede) String() string { return "intercede " + a.Hero.String() }
func (a React) String() string     { return "react " + a.Hero.String() + " " + a.Card.String() }
func (a Discard) String() string   { return "discard " + a.Hero.String() + " " + a.Card.String() }

var verbs = []string{"mission", "start", "pick", "upgrade", "focus", "respond", "pass", "stand", "staydown", "move", "attack", "add", "roll",
	"reroll", "keep", "search", "operate", "end", "activate", "intercede", "react", "discard"}

const heroWant = "a hero (Abe, Maxine, Shad, Frank, Don)"

// ParseAction reads an action in the text notation: a verb, then the hero
// (or seat, or monster), then the verb's arguments, e.g. "move Frank c3
// henry", "attack Shad m2", "add Shad C01", "activate e1". Words match
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
			m, err := notation.Read(sc, "a monster (m1..m9, e1..e3, boss)", parseMonster)
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
