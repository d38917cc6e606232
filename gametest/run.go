package gametest

import (
	"encoding/json"
	"errors"
	"fmt"
	"runtime/debug"
	"sync"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// sideSeed derives the seed of the roller used by the side checks (illegal
// actions, concurrent Apply), so that they never change the rolls of the
// game being played.
const sideSeed = 0x9e3779b97f4a7c15

// illegalTries is how many earlier actions are offered to each state.
const illegalTries = 2

// poolSize bounds the earlier actions remembered for the illegal checks.
const poolSize = 256

// Run plays one game from New(seed) with Policy, every roll and choice from
// dice.New(seed), checks the contract of [incursion.Rules] after every
// action (see "The Rules suite" in the package documentation), and returns
// the first broken rule, or nil. The error names the seed, the step and the
// action. A panic in the game is returned as an error with its stack.
func (g RulesSuite[S, A, E]) Run(seed uint64) (err error) {
	if err := g.valid(); err != nil {
		return err
	}
	r := runner[S, A, E]{g: g, seed: seed, eq: g.Equal, pick: g.Policy}
	if r.eq == nil {
		r.eq = Equal[S]
	}
	if r.pick == nil {
		r.pick = incursion.Random[S, A]
	}
	defer func() {
		if p := recover(); p != nil {
			err = r.fail("panic: %v\n%s", p, debug.Stack())
		}
	}()
	return r.run()
}

func (g RulesSuite[S, A, E]) valid() error {
	switch {
	case g.Rules == nil:
		return errors.New("gametest: RulesSuite.Rules is nil")
	case g.New == nil:
		return errors.New("gametest: RulesSuite.New is nil")
	case g.Validate == nil:
		return errors.New("gametest: RulesSuite.Validate is nil")
	case g.MaxActions <= 0:
		return errors.New("gametest: RulesSuite.MaxActions must be positive")
	}
	return nil
}

type runner[S, A, E any] struct {
	g    RulesSuite[S, A, E]
	seed uint64
	eq   func(a, b S) bool
	pick incursion.Policy[S, A]
	step int         // actions applied so far
	last string      // the last of them, in the text notation
	side dice.Roller // rolls of the side checks
	// pool holds actions legal in earlier states, by their %#v.
	pool []A
	seen map[string]bool
	// texts holds every action whose JSON and text round trips were
	// checked, by its text: each distinct action is checked once a game
	// (the round trips depend on the action only), and two different
	// actions with one text are caught.
	texts map[string]A
	// now holds the texts of the actions legal in the current state.
	now map[string]bool
}

// fail formats a broken rule with where it happened: the seed, the number
// of actions applied so far and the last of them.
func (r *runner[S, A, E]) fail(format string, args ...any) error {
	where := fmt.Sprintf("seed %d, after %d actions", r.seed, r.step)
	if r.step > 0 {
		where += fmt.Sprintf(" (the last: %s)", r.last)
	}
	return fmt.Errorf("%s: %s", where, fmt.Sprintf(format, args...))
}

func (r *runner[S, A, E]) run() error {
	g := r.g
	s, err := g.New(r.seed)
	if err != nil {
		return fmt.Errorf("seed %d: New: %w", r.seed, err)
	}
	r.side = dice.New(r.seed ^ sideSeed)
	r.seen = map[string]bool{}
	r.texts = map[string]A{}
	r.now = map[string]bool{}
	if err := r.checkState(s, true); err != nil {
		return err
	}
	first, middle := s, s
	firstCopy := DeepCopy(first)
	roll := dice.New(r.seed)
	for !g.Rules.Over(s) {
		if r.step >= g.MaxActions {
			return r.fail("the game is not over after MaxActions = %d actions", g.MaxActions)
		}
		// The copies are taken on the sampled states (RulesSuite.CheckEvery).
		heavy := r.sampled()
		var before S
		if heavy {
			before = DeepCopy(s)
		}
		legal := g.Rules.Actions(s)
		if len(legal) == 0 {
			return r.fail("no legal action, and the game is not over")
		}
		if err := r.checkLegal(s, legal); err != nil {
			return err
		}
		if heavy && !r.eq(before, s) {
			return r.fail("Actions or Legal changed the state (-before +after):\n%s", Diff(before, s))
		}
		if err := r.checkIllegal(s, legal, illegalTries, heavy); err != nil {
			return err
		}
		a := r.pick(s, legal, roll)
		next, events, err := g.Rules.Apply(s, a, roll)
		if err != nil {
			return r.fail("Apply(%v): %v", a, err)
		}
		if heavy && !r.eq(before, s) {
			return r.fail("Apply(%v) changed its input state (-before +after):\n%s", a, Diff(before, s))
		}
		for _, e := range events {
			if _, err := json.Marshal(e); err != nil {
				return r.fail("Apply(%v): event %v does not marshal to JSON: %v", a, e, err)
			}
		}
		r.remember(legal)
		s = next
		r.step++
		r.last = fmt.Sprint(a)
		if n := r.step; n&(n-1) == 0 {
			// Keep a state in the second half of the game: the last one
			// reached after a power-of-two number of actions.
			middle = s
		}
		if err := r.checkState(s, r.sampled() || g.Rules.Over(s)); err != nil {
			return err
		}
	}
	// A whole game later, the first state is still what it was: no Apply
	// wrote into memory that it shares with a state before its input.
	if !r.eq(firstCopy, first) {
		return r.fail("the game changed its first state (-before +after):\n%s", Diff(firstCopy, first))
	}
	// The game is over: nothing is legal any more.
	if legal := g.Rules.Actions(s); len(legal) > 0 {
		return r.fail("the game is over, but Actions lists %v", legal)
	}
	if err := r.checkIllegal(s, nil, min(len(r.pool), 16), true); err != nil {
		return err
	}
	for _, c := range []S{first, middle, s} {
		if err := r.concurrent(c); err != nil {
			return err
		}
	}
	return r.replay(s)
}

// sampled reports whether the state reached after r.step actions gets
// the costly checks (RulesSuite.CheckEvery); the last state is added by the
// caller.
func (r *runner[S, A, E]) sampled() bool {
	k := r.g.CheckEvery
	return k <= 1 || r.step%k == 0
}

// checkState checks Validate and, when heavy, the JSON round trip of s.
func (r *runner[S, A, E]) checkState(s S, heavy bool) error {
	if err := r.g.Validate(s); err != nil {
		return r.fail("Validate: %v", err)
	}
	if !heavy {
		return nil
	}
	data, err := json.Marshal(s)
	if err != nil {
		return r.fail("json.Marshal(state): %v", err)
	}
	var back S
	if err := json.Unmarshal(data, &back); err != nil {
		return r.fail("json.Unmarshal(state): %v\n%s", err, data)
	}
	if !r.eq(s, back) {
		return r.fail("the JSON round trip changed the state (-before +after):\n%s", Diff(s, back))
	}
	return nil
}

// checkLegal checks that every listed action passes Legal, marshals to
// JSON, and (with Parse) reads back from its text notation.
func (r *runner[S, A, E]) checkLegal(s S, legal []A) error {
	clear(r.now)
	for _, a := range legal {
		if err := r.g.Rules.Legal(s, a); err != nil {
			return r.fail("%v is in Actions but Legal says: %v", a, err)
		}
		text := fmt.Sprint(a)
		r.now[text] = true
		if b, ok := r.texts[text]; ok {
			if !Equal(a, b) {
				return r.fail("two different actions have the text %q (-first +now):\n%s", text, Diff(b, a))
			}
			continue
		}
		r.texts[text] = a
		if _, err := json.Marshal(a); err != nil {
			return r.fail("action %v does not marshal to JSON: %v", a, err)
		}
		if r.g.UnmarshalAction != nil {
			data, _ := json.Marshal(a)
			b, err := r.g.UnmarshalAction(data)
			if err != nil {
				return r.fail("UnmarshalAction(%s) of %v: %v", data, a, err)
			}
			if !Equal(a, b) {
				return r.fail("the JSON round trip of %v (%s) changed it (-want +got):\n%s", a, data, Diff(a, b))
			}
		}
		if r.g.Parse != nil {
			b, err := r.g.Parse(text)
			if err != nil {
				return r.fail("Parse(%q): %v", text, err)
			}
			if !Equal(a, b) {
				return r.fail("Parse(%q) does not give the action back (-want +got):\n%s", text, Diff(a, b))
			}
		}
	}
	return nil
}

// remember adds actions to the pool of earlier actions.
func (r *runner[S, A, E]) remember(legal []A) {
	for _, a := range legal {
		if len(r.pool) >= poolSize {
			return
		}
		k := fmt.Sprintf("%#v", a)
		if !r.seen[k] {
			r.seen[k] = true
			r.pool = append(r.pool, a)
		}
	}
}

// checkIllegal offers s tries actions drawn from those legal earlier in the
// game; those not in legal that fail Legal must be rejected by Apply with
// ErrIllegal, leaving s unchanged (checked when heavy: it takes a deep
// copy).
func (r *runner[S, A, E]) checkIllegal(s S, legal []A, tries int, heavy bool) error {
	if len(r.pool) == 0 {
		return nil
	}
	for range tries {
		a := r.pool[r.side.IntN(len(r.pool))]
		// r.now holds the texts of legal (checkLegal ran on it), and
		// distinct actions have distinct texts (checkLegal checks that too).
		if len(legal) > 0 && r.now[fmt.Sprint(a)] {
			continue
		}
		lerr := r.g.Rules.Legal(s, a)
		if lerr == nil {
			// Legal but not listed: allowed where the action space is
			// not finite; not this check's business.
			continue
		}
		if !errors.Is(lerr, incursion.ErrIllegal) {
			return r.fail("Legal(%v) = %v: the error does not wrap incursion.ErrIllegal", a, lerr)
		}
		var before S
		if heavy {
			before = DeepCopy(s)
		}
		got, _, err := r.g.Rules.Apply(s, a, r.side)
		switch {
		case err == nil:
			return r.fail("Apply(%v) accepted an action that Legal rejects (%v)", a, lerr)
		case !errors.Is(err, incursion.ErrIllegal):
			return r.fail("Apply(%v) = %v: the error does not wrap incursion.ErrIllegal", a, err)
		case !heavy:
		case !r.eq(before, s):
			return r.fail("Apply(%v), illegal, changed its input state (-before +after):\n%s", a, Diff(before, s))
		case !r.eq(before, got):
			return r.fail("Apply(%v), illegal, did not return its input state (-want +got):\n%s", a, Diff(before, got))
		}
	}
	return nil
}

// concurrent reads s from several goroutines at once, and applies its first
// legal action from each with a roller of its own; s must not change.
func (r *runner[S, A, E]) concurrent(s S) error {
	const workers = 4
	before := DeepCopy(s)
	g := r.g
	want := g.Rules.Actions(s)
	errs := make([]error, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() {
				if p := recover(); p != nil {
					errs[w] = fmt.Errorf("panic: %v\n%s", p, debug.Stack())
				}
			}()
			_ = g.Rules.Over(s)
			_ = g.Validate(s)
			if _, err := json.Marshal(s); err != nil {
				errs[w] = err
				return
			}
			legal := g.Rules.Actions(s)
			if !Equal(want, legal) {
				errs[w] = fmt.Errorf("the list of Actions is not stable: %v, then %v", want, legal)
				return
			}
			for _, a := range legal {
				_ = g.Rules.Legal(s, a)
			}
			if len(legal) > 0 && !g.Rules.Over(s) {
				a := legal[w%len(legal)]
				if _, _, err := g.Rules.Apply(s, a, dice.New(r.seed+uint64(w))); err != nil {
					errs[w] = fmt.Errorf("Apply(%v): %w", a, err)
				}
			}
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return r.fail("concurrent use of one state: %v", err)
	}
	if !r.eq(before, s) {
		return r.fail("concurrent use changed the state (-before +after):\n%s", Diff(before, s))
	}
	return nil
}

// replay plays the game again from the seed with incursion.Playout and
// compares the final states.
func (r *runner[S, A, E]) replay(final S) error {
	s, err := r.g.New(r.seed)
	if err != nil {
		return fmt.Errorf("seed %d: replay: New: %w", r.seed, err)
	}
	again, err := incursion.Playout(r.g.Rules, s, dice.New(r.seed), r.pick, r.g.MaxActions)
	if err != nil {
		return fmt.Errorf("seed %d: replay: %w", r.seed, err)
	}
	if !r.eq(final, again) {
		return fmt.Errorf("seed %d: the same seed gave another final state (-first +replay):\n%s", r.seed, Diff(final, again))
	}
	return nil
}

// Trace plays one game as [RulesSuite.Run] does, without the checks, and returns
// every state (the first one included) and every action taken: material for
// golden tests and fuzz corpora.
func (g RulesSuite[S, A, E]) Trace(seed uint64) ([]S, []A, error) {
	if err := g.valid(); err != nil {
		return nil, nil, err
	}
	pick := g.Policy
	if pick == nil {
		pick = incursion.Random[S, A]
	}
	s, err := g.New(seed)
	if err != nil {
		return nil, nil, err
	}
	states, actions := []S{s}, []A(nil)
	roll := dice.New(seed)
	for i := 0; i < g.MaxActions && !g.Rules.Over(s); i++ {
		legal := g.Rules.Actions(s)
		if len(legal) == 0 {
			return states, actions, fmt.Errorf("seed %d, after %d actions: no legal action, and the game is not over", seed, i)
		}
		a := pick(s, legal, roll)
		next, _, err := g.Rules.Apply(s, a, roll)
		if err != nil {
			return states, actions, fmt.Errorf("seed %d, after %d actions: Apply(%v): %w", seed, i, a, err)
		}
		s = next
		states = append(states, s)
		actions = append(actions, a)
	}
	return states, actions, nil
}
