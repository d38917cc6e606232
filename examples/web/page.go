package main

import (
	"html/template"
	"slices"
	"strings"
	"unicode"

	"github.com/incursion/incursion/examples/bots"
)

var funcs = template.FuncMap{
	"join": strings.Join,
}

type indexPage struct {
	Games []gameChoice
}

type gameChoice struct {
	Name, Title string
	Variants    []string
}

func gameList() []gameChoice {
	var out []gameChoice
	for _, g := range bots.Games() {
		if strings.HasPrefix(g.Name(), "zz-") {
			continue // the toys of tests
		}
		out = append(out, gameChoice{Name: g.Name(), Title: title(g), Variants: g.Variants()})
	}
	return out
}

func title(g bots.Game) string {
	if g.Title() != "" {
		return g.Title()
	}
	return g.Name()
}

type newPage struct {
	Game, Title, Variant string
	Seats                []seatChoice
	Players              []string
	Search               bool // the game can seat ismcts-N
	MaxIterations        int
}

type seatChoice struct{ Name, Default string }

type errorPage struct {
	Status     int
	StatusText string
	Error      string
}

// gamePage is the screen of a game. What it holds of the game depends on
// Screen: "handover" holds nothing but the seats and who is next; "seat"
// holds Seat's view, log and actions only; "spectator" holds what a
// spectator sees.
type gamePage struct {
	ID, Game, Title, Variant string
	Undone                   int
	Seats                    []seatLine
	Len                      int
	Result                   string
	Error                    string
	BotError                 string
	CanUndo                  bool
	Thinking                 bool
	// Recordable: the game has a record (no position loaded from a file
	// on its way). RecordSafe: the record may be offered plainly, since it
	// tells no secret that still matters (the game is over, or the record
	// was loaded by the user); otherwise the page offers it only behind an
	// explicit "reveal every secret" confirmation, because its seed decides
	// every hidden thing (issue 20.15).
	Recordable bool
	RecordSafe bool

	Screen string // "handover", "seat", "spectator", "review"
	// Review is the record stepped through (Screen "review").
	Review *reviewPage
	// At the end of a hot-seat game: the persons who may look at their
	// last screen (on the spectator's screen), or whether the seat's
	// screen may be put away.
	Reveal   []string
	CanHide  bool
	Handover string // the seat to pass the screen to
	Seat     string // the seat shown ("" for the spectator)
	Picture  template.HTML
	Drawing  string
	ToDecide bool // Seat must decide now
	Groups   []pageGroup
	// Described: the game gives places of actions, and a click on the
	// picture matches them (else whole words of the notation).
	Described bool
	Log       []logLine
}

type seatLine struct {
	Name, Player string
	ToMove       bool
}

type actionGroup struct {
	Word    string
	Actions []string
}

// pageGroup is a group on the page: its Actions in words, Items (the
// notation as the button's value, the sentence beside it and the places it
// involves: issue 23).
type pageGroup struct {
	actionGroup
	Items []actionItem
}

// actionItem is one action button: its notation, its sentence ("" when it
// is the notation) and the data-tokens of the places it involves, joined by
// spaces.
type actionItem struct {
	Action, Sentence, Places string
}

type logLine struct {
	N      int
	Seat   string
	Action string
	// Sentence is the action in words ("" when it is the notation).
	Sentence string
	Note     string
	Events   []string
}

// maxLog bounds the log lines on a page (the latest are kept).
const maxLog = 400

func (s *Server) gamePage(t *table, errText string) gamePage {
	p := gamePage{ID: t.id, Game: t.game.Name(), Title: title(t.game), Variant: t.variant, Undone: t.undone,
		Len: t.m.Len(), Error: errText, BotError: t.botErr, CanUndo: len(t.undo) > 0, Thinking: t.thinking(),
		Recordable: !slices.ContainsFunc(t.log, func(e entry) bool { return e.loaded }),
		RecordSafe: t.recordSafe()}
	tm := t.m.ToMove()
	for _, seat := range t.seats {
		p.Seats = append(p.Seats, seatLine{Name: seat, Player: t.players[seat], ToMove: slices.Contains(tm, seat)})
	}
	if winner, how := t.m.Result(); winner != "" {
		switch winner {
		case bots.Draw:
			p.Result = "A draw"
		case bots.Nobody:
			p.Result = "Nobody won"
		default:
			p.Result = winner + " won"
		}
		if how != "" {
			p.Result += ": " + how
		}
	}
	next := t.next()
	switch {
	case t.review != nil:
		// A record is the referee's log: the page shows what the viewer
		// chosen saw, or (no viewer) every action and event with the
		// spectator's picture.
		p.Screen, p.Review, p.Seat = "review", s.reviewPage(t), t.review.viewer
		p.Thinking, p.CanUndo = false, false
	case t.shown == "" && next != "":
		// The hand-over screen: nothing of any seat.
		p.Screen, p.Handover = "handover", next
		return p
	case t.shown == "":
		p.Screen = "spectator"
	default:
		p.Screen, p.Seat = "seat", t.shown
	}
	if ps := t.persons(); t.m.Over() && len(ps) > 1 && t.review == nil {
		if t.shown == "" {
			p.Reveal = ps
		} else {
			p.CanHide = true
		}
	}
	// What the seat on the screen sees (a spectator: a name that is no
	// seat): its view, and each step as Step.For shows it.
	if svg, ok := t.m.Picture(p.Seat); ok {
		p.Picture = template.HTML(svg) // made by Go code of this module from the seat's view
	} else {
		p.Drawing = t.m.Draw(p.Seat)
	}
	if p.Seat != "" && next == p.Seat && t.review == nil {
		p.ToDecide = true
		described := t.m.Describe(p.Seat)
		actions := make([]string, len(described))
		byAction := make(map[string]bots.Described, len(described))
		for i, d := range described {
			actions[i], byAction[d.Action] = d.Action, d
		}
		p.Described = t.m.Described()
		for _, g := range group(p.Seat, actions) {
			p.Groups = append(p.Groups, pageGroup{actionGroup: g})
			i := len(p.Groups) - 1
			for _, a := range g.Actions {
				d := byAction[a]
				it := actionItem{Action: a, Places: strings.Join(d.Places, " ")}
				if d.Sentence != a {
					it.Sentence = d.Sentence
				}
				p.Groups[i].Items = append(p.Groups[i].Items, it)
			}
		}
	}
	var seeing []string
	switch {
	case p.Seat != "":
		seeing = []string{p.Seat}
	case t.review != nil:
		seeing = t.seats // the referee
	}
	first := max(0, len(t.log)-maxLog)
	for i, e := range t.log[first:] {
		l := logLine{N: first + i + 1, Note: e.note}
		if e.note == "" {
			st := e.step.For(seeing...)
			l.Seat, l.Action = st.Seat, st.Action
			if st.Sentence != st.Action {
				l.Sentence = st.Sentence
			}
			if l.Action == "" {
				l.Action = "(a secret action)"
			}
			for _, ev := range st.Events {
				text := ev.Text
				if ev.Sentence != "" {
					text = ev.Sentence
				}
				if ev.VisibleTo != nil {
					text += " (seen by " + strings.Join(ev.VisibleTo, ", ") + ")"
				}
				l.Events = append(l.Events, text)
			}
		}
		p.Log = append(p.Log, l)
	}
	return p
}

// group sorts the actions into groups by their first word, keeping the
// game's order within a group and the order of first appearance between
// groups. A first word that names the seat ("Spy1 move B2"), or that every
// action shares ("I1 agent kim", "I1 agent anna"), says nothing: the second
// word is taken then. It copies: the list is the game's, read-only.
func group(seat string, actions []string) []actionGroup {
	// A first word shared by every action is a seat's short name ("I1
	// agent kim": a name with a number) when every action goes on with a
	// word; otherwise it is the verb itself ("passage 2,16", "assign
	// Sirius").
	shared := len(actions) > 1 && strings.ContainsAny(firstWord(actions[0]), "0123456789")
	for _, a := range actions {
		w, rest, _ := strings.Cut(a, " ")
		if w != firstWord(actions[0]) || !startsWithLetter(rest) {
			shared = false
			break
		}
	}
	var out []actionGroup
	var pieces [][]string // per group, the piece each action names ("" for none)
	at := map[string]int{}
	for _, a := range actions {
		w, rest, _ := strings.Cut(a, " ")
		if (shared || strings.EqualFold(w, seat)) && rest != "" {
			w, rest, _ = strings.Cut(rest, " ")
		}
		i, ok := at[w]
		if !ok {
			i = len(out)
			at[w] = i
			out = append(out, actionGroup{Word: w})
			pieces = append(pieces, nil)
		}
		out[i].Actions = append(out[i].Actions, a)
		piece, _, _ := strings.Cut(rest, " ")
		if piece == "" || !unicode.IsUpper([]rune(piece)[0]) || strings.ContainsAny(piece, "0123456789,") {
			piece = ""
		}
		pieces[i] = append(pieces[i], piece)
	}
	// A long group splits by the piece its actions move (a capitalised name
	// after the verb: "move Frank", "move Shad") when that makes groups of
	// several actions: never one group per place, number or choice.
	var split []actionGroup
	for i, g := range out {
		distinct := map[string]bool{}
		for _, p := range pieces[i] {
			distinct[p] = true
		}
		if len(g.Actions) <= 8 || len(distinct) < 2 || 2*len(distinct) > len(g.Actions) {
			split = append(split, g)
			continue
		}
		sub := map[string]int{}
		first := len(split)
		for j, a := range g.Actions {
			word := strings.TrimSpace(g.Word + " " + pieces[i][j])
			k, ok := sub[word]
			if !ok {
				k = len(split) - first
				sub[word] = k
				split = append(split, actionGroup{Word: word})
			}
			split[first+k].Actions = append(split[first+k].Actions, a)
		}
	}
	return split
}

func startsWithLetter(s string) bool {
	for _, r := range s {
		return unicode.IsLetter(r)
	}
	return false
}

func firstWord(s string) string {
	w, _, _ := strings.Cut(s, " ")
	return w
}
