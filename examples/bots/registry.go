// Package bots holds the bots (policies) of every game and the table of
// games that the example programs play. Each game lives in its own file
// (sabotage.go, spyordie.go, ...) and registers itself with one call to
// [Add] from an init function — its incursion.Game value and the bots of
// its seats — so work on two games never touches the same file, and the
// programs drive every game through the generic contract alone.
package bots

import (
	"encoding/json"
	"slices"
	"sort"
	"sync"

	"github.com/incursion/incursion/dice"
)

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
	// Load starts a match, with no action taken, from a position in the
	// game's documented JSON format (what Match.Position writes), read
	// through json.Unmarshal of the game's State, which validates it; a
	// seat's view that offers actions is refused (it cannot be played on).
	Load(position []byte) (Match, error)
}

// Match is a game in progress, driven one decision at a time. Seats are
// named as the game prints them (Seat.String); the names are read
// case-insensitively.
type Match interface {
	Over() bool
	// Seats lists every seat of the game, in seat order.
	Seats() []string
	// Seat returns the name of the seat that name names, read
	// case-insensitively ("spy1" is Spy1), or an error that lists the
	// seats.
	Seat(name string) (string, error)
	// ToMove returns the seats that must decide now.
	ToMove() []string
	// Actions returns the legal actions of seat in the text notation.
	Actions(seat string) []string
	// Describe returns the legal actions of seat (as Actions) in words,
	// with the places they involve (the data-tokens of the picture).
	Describe(seat string) []Described
	// Described reports whether the game gives sentences and places of its
	// own (else Describe's sentences are the notation, with no places).
	Described() bool
	// Legal says whether seat may play action (in the text notation) now
	// (a text that is one of the seat's listed actions ignoring case is that
	// action, in every game):
	// nil, or why not — the parse error, the seat not being to move, or the
	// game's Legal error (which wraps incursion.ErrIllegal), in the
	// rulebook's words.
	Legal(seat, action string) error
	// Reason is Legal told to seat itself, so that it reveals nothing the
	// seat's view hides: nil when seat may play action now; the parse
	// error; Legal's reason in the rulebook's words when that reason is the
	// same in every state the seat cannot tell from this one (checked on
	// states drawn consistent with the seat's view); otherwise only that
	// the action is not one of the seat's legal actions now. Both wrap
	// incursion.ErrIllegal.
	Reason(seat, action string) error
	// Bot lets the bot of the first seat to move pick an action and applies it.
	Bot(r dice.Roller) (Step, error)
	// BotFor lets the bot of seat, which must be to move, pick and apply an
	// action (for simultaneous phases).
	BotFor(seat string, r dice.Roller) (Step, error)
	// Agent lets player decide for seat, which must be to move, from the
	// seat's view, and applies its choice: [Random], [Bot] (as BotFor), or
	// [ISMCTS] / "ismcts-N" (package search's information-set MCTS with N
	// iterations, uniform playouts), [ISMCTSBot] / "ismcts+bot-N" (its
	// playouts played by the game's bots), "ismcts+eval-N" (playouts cut
	// short and scored by the game's evaluation, [AddEval]) and
	// "ismcts+bot+eval-N" (both). ISMCTS in a game that cannot determinize
	// a view fails with an error wrapping errors.ErrUnsupported.
	Agent(seat, player string, r dice.Roller) (Step, error)
	// Choose lets player pick an action for seat from the seat's view as
	// Agent does, without applying it: the action in the text notation,
	// for Play (with the game's roller, while the player drew from its
	// own).
	Choose(seat, player string, r dice.Roller) (string, error)
	// Play applies an action given in the text notation for seat, which
	// must be to move and offer that action; an illegal action is rejected
	// with the error of Legal.
	Play(seat, action string, r dice.Roller) (Step, error)
	// Result says who won and how: winner is the winning seats joined
	// with " and " ("Spy1 and Spy2"), [Draw] for a draw, [Nobody] when
	// every seat lost; "" before the end. how is the reason, in the
	// rulebook's words.
	Result() (winner, how string)
	// ResultText is the game's incursion.Result as text (Result.String():
	// "not over", "Spy1 and Spy2 won: ...", "draw: ..."), as a record's
	// Result line has it.
	ResultText() string
	// Returns gives each seat of Seats, in order, its return: 1 for a win,
	// -1 for a loss, 0 for a draw and before the end (see
	// incursion.Game.Returns).
	Returns() []float64
	// View is the JSON of what seat sees (its view: what a thin client
	// holds); a name that is no seat gets a spectator's view.
	View(seat string) (json.RawMessage, error)
	// Draw draws what seat sees (its view), as text; a name that is no
	// seat gets a spectator's picture.
	Draw(seat string) string
	// Picture is the SVG picture of what seat sees (its view), when the
	// game registered one with [AddPicture]; ok is false otherwise. A name
	// that is no seat gets a spectator's picture.
	Picture(seat string) (svg string, ok bool)
	// Actions taken so far.
	Len() int
	// Snapshot is the match now, for Restore: cheap, since states never
	// change once built.
	Snapshot() Snapshot
	// Restore puts the match back where a Snapshot of it (or of another
	// match of the same game) was taken; a snapshot of another game is an
	// error and changes nothing. The rolls are the caller's roller's.
	Restore(Snapshot) error
	// Position is the JSON of the full state in the game's documented
	// position format, every seat's secrets included: what Game.Load
	// reads back. Show it to no seat.
	Position() (json.RawMessage, error)
}

// The winner of [Match.Result] when no seat won.
const (
	Draw   = "draw"   // the game ended with no winner and no loser
	Nobody = "nobody" // every seat lost
)

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
	// Sentence is the action in words (incursion.Game.Describe on the
	// state before it), PublicSentence its public form's; not in the JSON
	// (a record's steps are its notation).
	Sentence, PublicSentence string `json:"-"`
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
	// Sentence is the event in words (incursion.Game.Narrate),
	// PublicSentence its public form's; not in the JSON.
	Sentence, PublicSentence string `json:"-"`
}

// For returns the step as a person playing seats sees it: a secret action
// or event that none of seats observes is replaced by its public form
// (VisibleTo is then nil and Public empty, so nothing of the secret is
// left). With no seats it is what a spectator sees. A secret event with no
// public form (in a Step not made by a Match) is left out, and a secret
// action with none has Action "".
func (st Step) For(seats ...string) Step {
	out := st
	if !sees(st.VisibleTo, seats) {
		out.Action, out.JSON, out.Sentence = st.Public, st.PublicJSON, st.PublicSentence
	}
	out.VisibleTo, out.Public, out.PublicJSON, out.PublicSentence = nil, "", nil, ""
	out.Events = nil
	for _, e := range st.Events {
		if sees(e.VisibleTo, seats) {
			out.Events = append(out.Events, Event{Text: e.Text, JSON: e.JSON, VisibleTo: e.VisibleTo, Sentence: e.Sentence})
			continue
		}
		if e.Public != "" {
			out.Events = append(out.Events, Event{Text: e.Public, JSON: e.PublicJSON, Sentence: e.PublicSentence})
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
