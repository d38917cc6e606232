package incursion

import (
	"errors"
	"fmt"
	"math/big"
	"sync"

	"github.com/incursion/incursion/dice"
)

// ErrIllegal is wrapped by every error that rejects an action: the action is
// not allowed by the rules in the state it was offered to. Test for it with
// [errors.Is].
var ErrIllegal = errors.New("illegal action")

// ErrLimit is returned by [Outcomes] when the chance outcomes of an action
// need more branches than the caller allowed.
var ErrLimit = errors.New("too many chance outcomes")

// Rules is the shape every game package has; each exports a value of it
// named Rules. S is the game's State, A its Action and E its Event.
//
// The methods never modify s: a State is a value that is never changed once
// built, so a caller may keep every state of a game, share states between
// goroutines and search from any of them.
//
// The slices that Actions and Apply return are read-only, like the State: a
// game may hand the same backing array to several calls (an action list or a
// one-event list it keeps for states that share it), which is how playouts
// stay within two allocations per action. Append to them freely (their
// capacity equals their length, so append copies), but copy one before
// changing or sorting its elements.
type Rules[S, A, E any] interface {
	// Actions returns every legal action now, in a stable order.
	Actions(s S) []A
	// Legal returns nil, or an error wrapping ErrIllegal that says why,
	// in the rulebook's words.
	Legal(s S, a A) error
	// Apply returns the next state and what happened. Every die roll,
	// shuffle and draw goes through r. An illegal action returns s
	// unchanged and an error wrapping ErrIllegal.
	Apply(s S, a A, r dice.Roller) (S, []E, error)
	// Over reports whether the game has ended.
	Over(s S) bool
}

// Policy picks one of the legal actions in s. legal is never empty; it is
// Actions(s), or, in a phase where several seats decide at once (Sabotage's
// planning), the actions of the one seat the policy plays. r is the roller
// for any randomness of the policy itself. legal is the caller's for the
// duration of the call only: [Playout] reuses its backing array at the next
// step, so a policy that keeps actions copies them.
type Policy[S, A any] func(s S, legal []A, r dice.Roller) A

// Random is the Policy that picks uniformly among the legal actions with
// one call r.IntN(len(legal)).
func Random[S, A any](s S, legal []A, r dice.Roller) A {
	return legal[r.IntN(len(legal))]
}

// Playout applies policy-chosen actions until the game is over or limit
// actions were taken, and returns the last state. Reaching the limit is not
// an error: check g.Over on the result. A state that is not over but offers
// no action, or an action the game rejects, is an error (a bug in the game or
// in the policy); the state reached so far is returned with it. Over is
// asked only when no action is listed: a game that is over lists none.
//
// The policy and the game draw from the same roller, so one seed and one
// policy replay the same game.
func Playout[S, A, E any](g Rules[S, A, E], s S, r dice.Roller, pick Policy[S, A], limit int) (S, error) {
	if d, ok := g.(rulesFuncs[S, A, E]); ok {
		// A Game made by Define: call its Def's functions directly, one
		// layer (and one copy of a large State per call) fewer, and list
		// each step's actions into one reused buffer.
		over, appendActions, apply, bufs := d.funcs()
		if bufs == nil {
			// The game's own lists: nothing to reuse, nothing to clear.
			s, _, err := playout(over, appendActions, apply, s, r, pick, limit, nil)
			return s, err
		}
		var legal []A
		if b, ok := bufs.Get().(*[]A); ok {
			legal = *b
		}
		s, legal, err := playout(over, appendActions, apply, s, r, pick, limit, legal)
		// The buffer serves the next playout: it has grown to the longest
		// list of this game (a few KB), grown once per process and not
		// once per playout.
		clear(legal[:cap(legal)]) // no action kept alive by the pool
		legal = legal[:0]
		bufs.Put(&legal)
		return s, err
	}
	s, _, err := playout(g.Over, func(s S, _ []A) []A { return g.Actions(s) }, g.Apply, s, r, pick, limit, nil)
	return s, err
}

// rulesFuncs is implemented by the Games that [Define] makes.
type rulesFuncs[S, A, E any] interface {
	funcs() (over func(S) bool, appendActions func(S, []A) []A, apply func(S, A, dice.Roller) (S, []E, error), bufs *sync.Pool)
}

// playout lists each step's actions into legal, and returns it grown.
func playout[S, A, E any](over func(S) bool, appendActions func(S, []A) []A, apply func(S, A, dice.Roller) (S, []E, error), s S, r dice.Roller, pick Policy[S, A], limit int, legal []A) (S, []A, error) {
	for i := 0; i < limit; i++ {
		// Over is asked only when no action is listed: a game over lists
		// none (the contract of Actions), and a large State is copied
		// once fewer per step.
		legal = appendActions(s, legal[:0])
		if len(legal) == 0 {
			if over(s) {
				return s, legal, nil
			}
			return s, legal, fmt.Errorf("playout: no legal action after %d actions, and the game is not over", i)
		}
		a := pick(s, legal, r)
		next, _, err := apply(s, a, r)
		if err != nil {
			return s, legal, fmt.Errorf("playout: action %d (%v): %w", i, a, err)
		}
		s = next
	}
	return s, legal, nil
}

// Outcome is one possible result of an action: the state and events that
// follow one sequence of answers from the roller, and the exact probability
// of that sequence.
type Outcome[S, E any] struct {
	State  S
	Events []E
	// P is the exact probability of this outcome: the product of 1/n over
	// every r.IntN(n) call that Apply made.
	P *big.Rat
	// Rolls is the sequence of answers (0..n-1) that Apply received, one
	// per IntN call, in order; feed it to [dice.Replay] to reproduce it.
	Rolls []int
}

// Outcomes returns every possible result of applying a to s, each with its
// exact probability, without any game-specific code: it runs Apply under a
// branching roller that walks every sequence of IntN answers, depth-first,
// each call branching n ways, answers in increasing order. The
// probabilities sum to exactly 1.
//
// Outcomes are one per sequence of answers; two sequences that lead to
// equal states are reported separately (S need not be comparable).
//
// When more than limit branches would be needed it returns an error
// wrapping [ErrLimit] and no outcomes. When a is illegal it returns the error
// of Apply. An Apply that is not deterministic given its rolls (it asks for
// other dice when the same answers are replayed) is an error too.
func Outcomes[S, A, E any](g Rules[S, A, E], s S, a A, limit int) ([]Outcome[S, E], error) {
	if err := g.Legal(s, a); err != nil {
		return nil, err
	}
	br := &branching{}
	var out []Outcome[S, E]
	for {
		if len(out) >= limit {
			return nil, fmt.Errorf("%w: more than %d branches", ErrLimit, limit)
		}
		br.pos = 0
		next, events, err := applyBranch(g, s, a, br)
		if err != nil {
			return nil, err
		}
		br.answers = br.answers[:br.pos]
		br.ns = br.ns[:br.pos]
		p := big.NewRat(1, 1)
		for _, n := range br.ns {
			p.Mul(p, big.NewRat(1, int64(n)))
		}
		out = append(out, Outcome[S, E]{State: next, Events: events, P: p, Rolls: append([]int(nil), br.answers...)})
		// Advance the odometer: the deepest call with an untried answer
		// takes its next answer; everything after it is forgotten.
		k := len(br.answers) - 1
		for k >= 0 && br.answers[k] == br.ns[k]-1 {
			k--
		}
		if k < 0 {
			return out, nil
		}
		br.answers[k]++
		br.answers = br.answers[:k+1]
		br.ns = br.ns[:k+1]
	}
}

// errNondeterministic is what the branching roller panics with when Apply
// asks for other dice on a replayed prefix; applyBranch turns it into an error.
type errNondeterministic struct{ msg string }

func applyBranch[S, A, E any](g Rules[S, A, E], s S, a A, br *branching) (next S, events []E, err error) {
	defer func() {
		if p := recover(); p != nil {
			e, ok := p.(errNondeterministic)
			if !ok {
				panic(p)
			}
			err = errors.New(e.msg)
		}
	}()
	return g.Apply(s, a, br)
}

// branching replays a prefix of answers and answers 0 to every call beyond it.
type branching struct {
	answers, ns []int
	pos         int
}

func (b *branching) IntN(n int) int {
	if n <= 0 {
		panic(fmt.Sprintf("incursion: Outcomes: IntN(%d) called with a non-positive n", n))
	}
	if b.pos < len(b.answers) {
		if b.ns[b.pos] != n {
			panic(errNondeterministic{fmt.Sprintf("incursion: Outcomes: Apply is not deterministic: call %d asked IntN(%d), before IntN(%d)", b.pos, n, b.ns[b.pos])})
		}
		v := b.answers[b.pos]
		b.pos++
		return v
	}
	b.answers = append(b.answers, 0)
	b.ns = append(b.ns, n)
	b.pos++
	return 0
}

// Illegal returns an error wrapping [ErrIllegal] whose message,
// "illegal action: " followed by the formatted text, is built only when it
// is read. Games check many candidate actions when they list Actions and
// discard most of the errors; they must not pay for messages nobody reads.
// The arguments are kept as they are, so pass values that do not change
// (a State never changes).
func Illegal(format string, args ...any) error {
	return &illegalError{format, args}
}

type illegalError struct {
	format string
	args   []any
}

func (e *illegalError) Error() string {
	return ErrIllegal.Error() + ": " + fmt.Sprintf(e.format, e.args...)
}

func (e *illegalError) Unwrap() error { return ErrIllegal }
