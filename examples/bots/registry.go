// Package bots holds the bots (policies) of every game and the table of
// games that the example programs play. Each game lives in its own file
// (sabotage.go, spyordie.go, ...) and registers itself with one call to
// [Add] from an init function — its incursion.Game value and the bots of
// its seats — so work on two games never touches the same file, and the
// programs drive every game through the generic contract alone.
package bots

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// Spec describes one game to the example programs. S, A and E are the
// game's State, Action and Event types.
//
// Deprecated: register a game's incursion.Game with [Add]. A game
// registered with a Spec has no seat list, returns or public forms.
type Spec[S any, A, E fmt.Stringer] struct {
	Name  string // the package name: "sabotage", "spyordie", ...
	Title string // the game's title: "Sabotage"
	Rules incursion.Rules[S, A, E]
	// New returns the standard game's first state, from seed (setup
	// shuffles use a roller made from it).
	New func(seed uint64) (S, error)
	// Variants, if set, names other starting states than New's standard
	// game ("intruders=3", "intro"): the example programs' -variant flag.
	Variants map[string]func(seed uint64) (S, error)
	// ToMove returns the seats that must decide now, as their names.
	ToMove func(s S) []string
	// Actions, if set, returns the legal actions of one seat; games with
	// simultaneous decisions set it. When nil, Rules.Actions is used.
	Actions func(s S, seat string) []A
	// Bot returns the policy of a seat; nil, or a nil result, means
	// incursion.Random.
	Bot func(seat string) incursion.Policy[S, A]
	// Parse reads an action in the text notation (String).
	Parse func(text string) (A, error)
	// Result says who won and how; it is called only when the game is over.
	Result func(s S) (winner, how string)
	// Visible, if set, returns the seats that observe an event; nil means
	// everyone.
	Visible func(e E) []string
	// ActionVisible, if set, returns the seats that observe an action
	// (Sabotage's plans are secret); nil means everyone.
	ActionVisible func(a A) []string
	// Draw, if set, draws what seat sees of s as text (the board, tracks,
	// hand); "" is the omniscient view.
	Draw func(s S, seat string) string
}

// Game is a registered game with its types erased.
type Game interface {
	Name() string
	Title() string
	// New starts a match of the standard game from seed.
	New(seed uint64) (Match, error)
	// Variants lists the names NewVariant takes, sorted.
	Variants() []string
	// NewVariant starts a match of a variant from seed; "" is the
	// standard game.
	NewVariant(name string, seed uint64) (Match, error)
}

// Match is a game in progress, driven one decision at a time. Seats are
// named as the game prints them (Seat.String); the names are read
// case-insensitively.
type Match interface {
	Over() bool
	// Seats lists every seat of the game, in seat order. It is nil for a
	// game registered with the deprecated [Register].
	Seats() []string
	// Seat returns the name of the seat that name names, read
	// case-insensitively ("spy1" is Spy1), or an error that lists the
	// seats.
	Seat(name string) (string, error)
	// ToMove returns the seats that must decide now.
	ToMove() []string
	// Actions returns the legal actions of seat in the text notation.
	Actions(seat string) []string
	// Legal says whether seat may play action (in the text notation) now:
	// nil, or why not — the parse error, the seat not being to move, or the
	// game's Legal error (which wraps incursion.ErrIllegal), in the
	// rulebook's words.
	Legal(seat, action string) error
	// Bot lets the bot of the first seat to move pick an action and applies it.
	Bot(r dice.Roller) (Step, error)
	// BotFor lets the bot of seat, which must be to move, pick and apply an
	// action (for simultaneous phases).
	BotFor(seat string, r dice.Roller) (Step, error)
	// Play applies an action given in the text notation for seat, which
	// must be to move and offer that action; an illegal action is rejected
	// with the error of Legal.
	Play(seat, action string, r dice.Roller) (Step, error)
	// Result says who won and how; "" before the end.
	Result() (winner, how string)
	// Returns gives each seat of Seats, in order, its return: 1 for a win,
	// -1 for a loss, 0 for a draw and before the end (see
	// incursion.Game.Returns). It is nil for a game registered with the
	// deprecated [Register].
	Returns() []float64
	// View is the JSON of what seat sees (its view: what a thin client
	// holds); a name that is no seat gets a spectator's view. It is an
	// error for a game registered with the deprecated [Register].
	View(seat string) (json.RawMessage, error)
	// Draw draws what seat sees (its view), as text; a name that is no
	// seat gets a spectator's picture ("" for everything with the
	// deprecated [Register]); "" if the game has no drawing.
	Draw(seat string) string
	// Actions taken so far.
	Len() int
}

// Step is one applied action and what followed, in full: the log of an
// omniscient observer. [Step.For] is what some seats see of it.
type Step struct {
	Seat   string          `json:"seat"`
	Action string          `json:"action"`
	JSON   json.RawMessage `json:"json,omitempty"`
	// VisibleTo lists the seats that observe the action; nil: everyone.
	VisibleTo []string `json:"visible_to"`
	// Public is what the other seats see of a secret action (its public
	// form, in the text notation), and PublicJSON its JSON.
	Public     string          `json:"public,omitempty"`
	PublicJSON json.RawMessage `json:"public_json,omitempty"`
	Events     []Event         `json:"events,omitempty"`
}

// Event is one event in text and JSON, with the seats that observe it
// (nil: everyone).
type Event struct {
	Text      string          `json:"text"`
	JSON      json.RawMessage `json:"json,omitempty"`
	VisibleTo []string        `json:"visible_to"` // null: everyone; []: no seat
	// Public is what the other seats see of a secret event (its public
	// form), and PublicJSON its JSON.
	Public     string          `json:"public,omitempty"`
	PublicJSON json.RawMessage `json:"public_json,omitempty"`
}

// For returns the step as a person playing seats sees it: a secret action
// or event that none of seats observes is replaced by its public form
// (VisibleTo is then nil and Public empty, so nothing of the secret is
// left). With no seats it is what a spectator sees. A secret event with no
// public form (deprecated [Register]) is left out, and a secret action with
// none has Action "".
func (st Step) For(seats ...string) Step {
	out := st
	if !sees(st.VisibleTo, seats) {
		out.Action, out.JSON = st.Public, st.PublicJSON
	}
	out.VisibleTo, out.Public, out.PublicJSON = nil, "", nil
	out.Events = nil
	for _, e := range st.Events {
		if sees(e.VisibleTo, seats) {
			out.Events = append(out.Events, Event{Text: e.Text, JSON: e.JSON, VisibleTo: e.VisibleTo})
			continue
		}
		if e.Public != "" {
			out.Events = append(out.Events, Event{Text: e.Public, JSON: e.PublicJSON})
		}
	}
	return out
}

// sees reports whether one of seats is among to (nil: everyone).
func sees(to, seats []string) bool {
	if to == nil {
		return true
	}
	for _, s := range seats {
		if slices.Contains(to, s) {
			return true
		}
	}
	return false
}

var (
	mu    sync.Mutex
	games = map[string]Game{}
)

// Register adds a game to the table. It panics on a duplicate name: that is
// a programming error found at start-up.
//
// Deprecated: use [Add].
func Register[S any, A, E fmt.Stringer](spec Spec[S, A, E]) {
	if spec.Name == "" || spec.Rules == nil || spec.New == nil || spec.ToMove == nil || spec.Parse == nil {
		panic("bots: incomplete Spec for " + spec.Name + ": Name, Rules, New, ToMove and Parse are required")
	}
	mu.Lock()
	defer mu.Unlock()
	if _, dup := games[spec.Name]; dup {
		panic("bots: game registered twice: " + spec.Name)
	}
	games[spec.Name] = game[S, A, E]{spec}
}

// Games returns the registered games, sorted by name.
func Games() []Game {
	mu.Lock()
	defer mu.Unlock()
	out := make([]Game, 0, len(games))
	for _, g := range games {
		out = append(out, g)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name() < out[j].Name() })
	return out
}

// Lookup returns the game registered under name.
func Lookup(name string) (Game, bool) {
	mu.Lock()
	defer mu.Unlock()
	g, ok := games[name]
	return g, ok
}

// All lists the five games of the module, registered or not, by package name.
var All = []string{"fireteam", "hive", "nemesis", "sabotage", "spyordie"}

type game[S any, A, E fmt.Stringer] struct{ spec Spec[S, A, E] }

func (g game[S, A, E]) Name() string  { return g.spec.Name }
func (g game[S, A, E]) Title() string { return g.spec.Title }

func (g game[S, A, E]) Variants() []string {
	out := make([]string, 0, len(g.spec.Variants))
	for name := range g.spec.Variants {
		out = append(out, name)
	}
	sort.Strings(out)
	return out
}

func (g game[S, A, E]) New(seed uint64) (Match, error) { return g.NewVariant("", seed) }

func (g game[S, A, E]) NewVariant(name string, seed uint64) (Match, error) {
	start := g.spec.New
	if name != "" {
		start = g.spec.Variants[name]
		if start == nil {
			return nil, fmt.Errorf("%s has no variant %q (variants: %v)", g.spec.Name, name, g.Variants())
		}
	}
	s, err := start(seed)
	if err != nil {
		return nil, err
	}
	return &match[S, A, E]{spec: g.spec, s: s}, nil
}

type match[S any, A, E fmt.Stringer] struct {
	spec Spec[S, A, E]
	s    S
	n    int
}

func (m *match[S, A, E]) Over() bool       { return m.spec.Rules.Over(m.s) }
func (m *match[S, A, E]) ToMove() []string { return m.spec.ToMove(m.s) }
func (m *match[S, A, E]) Len() int         { return m.n }

func (m *match[S, A, E]) legal(seat string) []A {
	if m.spec.Actions != nil {
		return m.spec.Actions(m.s, seat)
	}
	return m.spec.Rules.Actions(m.s)
}

func (m *match[S, A, E]) Actions(seat string) []string {
	as := m.legal(seat)
	out := make([]string, len(as))
	for i, a := range as {
		out[i] = a.String()
	}
	return out
}

func (m *match[S, A, E]) Bot(r dice.Roller) (Step, error) {
	seats := m.ToMove()
	if len(seats) == 0 {
		return Step{}, fmt.Errorf("%s: no seat to move", m.spec.Name)
	}
	return m.BotFor(seats[0], r)
}

func (m *match[S, A, E]) toMove(seat string) error {
	for _, s := range m.ToMove() {
		if s == seat {
			return nil
		}
	}
	return fmt.Errorf("%w: %s: %s is not to move", incursion.ErrIllegal, m.spec.Name, seat)
}

// BotFor plays seat's bot. In games with simultaneous decisions
// (Spec.Actions set), the policy receives the seat's own actions.
func (m *match[S, A, E]) BotFor(seat string, r dice.Roller) (Step, error) {
	if err := m.toMove(seat); err != nil {
		return Step{}, err
	}
	legal := m.legal(seat)
	if len(legal) == 0 {
		return Step{}, fmt.Errorf("%s: %s has no legal action", m.spec.Name, seat)
	}
	pick := incursion.Random[S, A]
	if m.spec.Bot != nil {
		if p := m.spec.Bot(seat); p != nil {
			pick = p
		}
	}
	return m.apply(seat, pick(m.s, legal, r), r)
}

func (m *match[S, A, E]) Play(seat, text string, r dice.Roller) (Step, error) {
	if err := m.Legal(seat, text); err != nil {
		return Step{}, err
	}
	a, _ := m.spec.Parse(text)
	return m.apply(seat, a, r)
}

func (m *match[S, A, E]) apply(seat string, a A, r dice.Roller) (Step, error) {
	next, events, err := m.spec.Rules.Apply(m.s, a, r)
	if err != nil {
		return Step{}, err
	}
	m.s = next
	m.n++
	st := Step{Seat: seat, Action: a.String()}
	if st.JSON, err = json.Marshal(a); err != nil {
		return st, fmt.Errorf("%s: action %s: %w", m.spec.Name, a, err)
	}
	if m.spec.ActionVisible != nil {
		st.VisibleTo = m.spec.ActionVisible(a)
	}
	for _, e := range events {
		ev := Event{Text: e.String()}
		if ev.JSON, err = json.Marshal(e); err != nil {
			return st, fmt.Errorf("%s: event %s: %w", m.spec.Name, e, err)
		}
		if m.spec.Visible != nil {
			ev.VisibleTo = m.spec.Visible(e)
		}
		st.Events = append(st.Events, ev)
	}
	return st, nil
}

func (m *match[S, A, E]) View(string) (json.RawMessage, error) {
	return nil, fmt.Errorf("%s: no views: the game is registered with the deprecated Register", m.spec.Name)
}

func (m *match[S, A, E]) Seats() []string    { return nil }
func (m *match[S, A, E]) Returns() []float64 { return nil }

// Seat cannot check a name without the game's seat list: it returns the
// name of a seat now to move that matches case-insensitively, or name.
func (m *match[S, A, E]) Seat(name string) (string, error) {
	for _, s := range m.ToMove() {
		if strings.EqualFold(s, name) {
			return s, nil
		}
	}
	return name, nil
}

func (m *match[S, A, E]) Legal(seat, text string) error {
	if err := m.toMove(seat); err != nil {
		return err
	}
	a, err := m.spec.Parse(text)
	if err != nil {
		return err
	}
	if err := m.spec.Rules.Legal(m.s, a); err != nil {
		return err
	}
	if m.spec.Actions != nil && !slices.ContainsFunc(m.spec.Actions(m.s, seat), func(b A) bool { return b.String() == a.String() }) {
		return fmt.Errorf("%w: %s: %s is not an action of %s now", incursion.ErrIllegal, m.spec.Name, text, seat)
	}
	return nil
}

func (m *match[S, A, E]) Result() (string, string) {
	if !m.Over() || m.spec.Result == nil {
		return "", ""
	}
	return m.spec.Result(m.s)
}

func (m *match[S, A, E]) Draw(seat string) string {
	if m.spec.Draw == nil {
		return ""
	}
	return m.spec.Draw(m.s, seat)
}
