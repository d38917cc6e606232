package incursion

import (
	"fmt"

	"github.com/incursion/incursion/dice"
)

// Seat is the constraint on a game's seat type: a small comparable value
// (usually an integer type) that prints as its name. The game's
// [Game.ParseSeat] reads the name back, case-insensitively, so generic code
// can print, parse and compare seats of any game, and key maps by them.
type Seat interface {
	comparable
	String() string
}

// Game is the whole contract of a game package: what generic code (a search
// agent, a user interface, a tournament runner) needs to play, show and
// judge any game with no per-game code. Every game package exports one as
// its variable Game; S is its State, A its Action, E its Event and P its
// Seat. Build one with [Define].
//
// A Game is a [Rules], so [Playout] and [Outcomes] take it as it is.
//
// # Seats and turns
//
// Seats(s) lists the seats of the game s belongs to, in seat order. ToMove(s)
// names the seats that must decide now: usually one, several in a
// simultaneous phase (Sabotage's planning), none when the game is over.
// ActionsFor(s, p) lists the legal actions of one seat (empty when p is not
// to move); Actions(s) lists the actions of every seat to move, so in a
// phase where one seat decides, Actions(s) and ActionsFor(s, ToMove(s)[0])
// are the same list. Owner(s, a) is the seat that takes a legal action a.
//
// # Results and returns
//
// Result(s) has one shape in every game: over or not, the winning seats
// (every member of a winning team; none, several or all in a cooperative or
// semi-cooperative game), a draw, and why. Returns(s) gives each seat of
// Seats(s), in that order, one number on the same scale in every game:
// 1 for a seat that won, −1 for a seat that lost, 0 for everyone in a draw
// and for every seat while the game is not over. Each game's own figures
// (scores, tracks, victory points) are in its package's Outcome, which
// embeds the Result.
//
// # Hidden information
//
// View(s, p) is what seat p may know of s: hidden things are replaced by
// unknowns. The view of a value of P that is not a seat of the game is an
// observer's view (what a spectator sees), never the full state; Observer()
// is such a value in every state of the game, so generic code can show a
// spectator the game. A view is for reading: Legal and Apply on it fail with [ErrIllegal], while Actions
// on p's view lists exactly ActionsFor(s, p), so a user interface that holds
// only the view can offer the seat its choices. Every view survives a JSON
// round trip. ToMove on p's view names p exactly when p must decide; for the
// other seats it says what p can tell.
//
// VisibleTo(e, p) says whether seat p observes event e; the seats that do
// not observe it see PublicEvent(e) instead, its redacted form ("Villain1
// planned a tile"), never silence. Actions likewise: ActionVisibleTo(s, a, p)
// says whether p sees which action a was taken in s (the state before a),
// and PublicAction(s, a) is what the others see. A public event or action is
// its own public form. A seat always sees its own actions; the observer sees
// a secret event or action only when every seat does. A view of a view for
// the same seat is the same view.
//
// Where a game lists one action per class of equivalent choices (Sabotage's
// dice: one action per set of values, not per die), Legal accepts only the
// listed one, so that whatever passes Legal is in Actions.
//
// # Search under hidden information
//
// Determinize(s, p, r) draws with r a complete state that seat p cannot
// tell from s: every hidden thing p does not know (the others' hands, the
// order of decks, face-down counters) is drawn from what the rules leave
// possible given everything p knows, so that View(sample, p) equals View(s,
// p) and the sample plays on like any state. s may be a full state or p's
// view. An agent that decides from p's view through determinizations is
// honest: it never peeks. A game that cannot draw them returns an error
// wrapping [errors.ErrUnsupported]; each game's RULES.md says what its
// samples ignore, if anything (knowledge a seat had but its view no longer
// holds).
//
// InfoKey(s, p) is a compact comparable key of what p knows in s (p's
// information set): equal for two states p cannot tell apart, different
// otherwise, so search code can key tables by it. It is a 128-bit hash of
// p's view; two different information sets share a key with a chance of
// about 2^-128 per pair.
//
// # Learning agents
//
// NumActions(s) is the size of the fixed action space of the game and
// variant s belongs to (the board s is played on): every action a state of
// that game can list has an id in [0, NumActions). ActionID(s, a) is the id
// of action a listed in s, ActionOf(s, p, id) the action of seat p with that
// id (ids leave out the acting seat where an action names it, so every seat
// shares one action space: p puts it back). LegalMask(s, p, dst) marks the
// ids of ActionsFor(s, p). ObservationShape(s) is the fixed shape of a
// seat's observation tensor for the game and variant of s, and
// Observation(s, p, dst) fills it with what seat p observes: it is computed
// from what View(s, p) holds only, so two states p cannot tell apart give
// equal tensors. Both reuse dst when it has room, as AppendActions does, so
// a training loop allocates nothing per step. Each game package documents
// its id composition (verb, piece, place, choice) and its tensor layout. A
// game that does not define them ([Def.Learning]) returns errors wrapping
// [errors.ErrUnsupported].
//
// # Text
//
// Draw(s, p) is a text picture of what p sees of s: the board with
// coordinates and a legend, tracks, the seat's own hand. ParseAction reads an
// action's String back; ParseSeat reads a seat's String back.
//
// # Actions and events in words
//
// Describe(s, a) is action a in s (the state or a seat's view before a) in
// words, in the rulebook's terms ("Anna moves to 6,3"), with the places and
// pieces of the board it involves ([Place]: ids of the game's exported
// Geometry, equal to the data-tokens its picture puts on them), so that a
// user interface can show a sentence beside the notation and map a click on
// the board to the actions there. The description of a public form of a
// secret action tells only what that form says. Narrate(e) is event e in
// words; a public event's sentence tells nothing more than the public event.
// A game that defines no descriptions ([SetDescribe]) gives the notation and
// no places, and Described reports false.
type Game[S any, A, E fmt.Stringer, P Seat] interface {
	Rules[S, A, E]

	// Name is the package name ("sabotage"); Title the game's title
	// ("Sabotage").
	Name() string
	Title() string
	// New returns the first state of a game, before any setup choice,
	// shuffling with r. The variant "" is the standard game; Variants lists
	// the others.
	New(variant string, r dice.Roller) (S, error)
	Variants() []string

	Seats(s S) []P
	ToMove(s S) []P
	ActionsFor(s S, p P) []A
	// AppendActions appends Actions(s), the same actions in the same order,
	// to dst and returns the extended slice, as strconv.AppendInt does: a
	// loop that lists actions at every step (a playout, a search's rollout)
	// reuses one buffer, and in the games that define it
	// ([Def.AppendActions]) nothing else is allocated.
	AppendActions(s S, dst []A) []A
	Owner(s S, a A) P

	Result(s S) Result[P]
	Returns(s S) []float64

	View(s S, p P) S
	Observer() P
	VisibleTo(e E, p P) bool
	PublicEvent(e E) E
	ActionVisibleTo(s S, a A, p P) bool
	PublicAction(s S, a A) A

	Determinize(s S, p P, r dice.Roller) (S, error)
	InfoKey(s S, p P) InfoKey

	// The action space and observation tensors of learning agents: see
	// "Learning agents" above and [Learning].
	NumActions(s S) (int, error)
	ActionID(s S, a A) (int, error)
	ActionOf(s S, p P, id int) (A, error)
	LegalMask(s S, p P, dst []bool) ([]bool, error)
	ObservationShape(s S) ([]int, error)
	Observation(s S, p P, dst []float32) ([]float32, error)

	Draw(s S, p P) string
	ParseSeat(text string) (P, error)
	ParseAction(text string) (A, error)

	Describe(s S, a A) Description
	Narrate(e E) string
	Described() bool
}

// InfoKey is a 128-bit key of what a seat knows: see [Game.InfoKey].
type InfoKey [2]uint64

// String is the key as 32 hexadecimal digits.
func (k InfoKey) String() string { return fmt.Sprintf("%016x%016x", k[0], k[1]) }

// Result is how a game ended, in one shape for every game; each game's
// Outcome embeds it beside the game's own figures.
type Result[P Seat] struct {
	// Over is false while the game goes on; the other fields are then zero.
	Over bool `json:"over"`
	// Winners lists every seat that won, in seat order: both members of a
	// winning team, every surviving winner of a semi-cooperative game, all
	// seats of a cooperative win. Empty for a draw or when every seat lost.
	Winners []P `json:"winners"`
	// Draw is true when the game ended with no winner and no loser.
	Draw bool `json:"draw,omitempty"`
	// Reason says why the game ended, in the rulebook's words.
	Reason string `json:"reason,omitempty"`
}

// Won reports whether seat p is among the winners.
func (r Result[P]) Won(p P) bool {
	for _, w := range r.Winners {
		if w == p {
			return true
		}
	}
	return false
}

// Returns gives each of seats, in order, its return on the scale of
// [Game.Returns]: 1 for a winner, −1 for a loser, 0 in a draw or before the
// end.
func (r Result[P]) Returns(seats []P) []float64 {
	out := make([]float64, len(seats))
	if !r.Over || r.Draw {
		return out
	}
	for i, p := range seats {
		if r.Won(p) {
			out[i] = 1
		} else {
			out[i] = -1
		}
	}
	return out
}

// String is "Spy1 and Spy2 won: ...", "draw: ...", "nobody won: ..." or
// "not over".
func (r Result[P]) String() string {
	if !r.Over {
		return "not over"
	}
	var who string
	switch {
	case r.Draw:
		who = "draw"
	case len(r.Winners) == 0:
		who = "nobody won"
	default:
		for i, w := range r.Winners {
			switch {
			case i == 0:
			case i == len(r.Winners)-1:
				who += " and "
			default:
				who += ", "
			}
			who += w.String()
		}
		who += " won"
	}
	if r.Reason == "" {
		return who
	}
	return who + ": " + r.Reason
}

// Observe returns what seat p observes of event e: e itself when p sees it,
// its public form otherwise.
func Observe[S any, A, E fmt.Stringer, P Seat](g Game[S, A, E, P], e E, p P) E {
	if g.VisibleTo(e, p) {
		return e
	}
	return g.PublicEvent(e)
}

// ObserveAction returns what seat p observes of action a taken in s: a
// itself when p sees it, its public form otherwise.
func ObserveAction[S any, A, E fmt.Stringer, P Seat](g Game[S, A, E, P], s S, a A, p P) A {
	if g.ActionVisibleTo(s, a, p) {
		return a
	}
	return g.PublicAction(s, a)
}
