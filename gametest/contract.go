package gametest

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"runtime/debug"
	"slices"
	"strings"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"pgregory.net/rapid"
)

// DefaultMaxActions bounds a game played by the contract checks when
// Contract.MaxActions is 0.
const DefaultMaxActions = 100000

// DefaultViewEvery is how often the view checks run when
// Contract.ViewEvery is 0: on one state in 16 (and on the first and the
// last state of every game). They marshal every seat's view to JSON and
// back, so they cost more than all the other checks together.
const DefaultViewEvery = 16

// Contract describes a game to the checks of the [incursion.Game]
// contract, with every option: [Contract.Test] runs them all (it is what
// [TestGame] and [Run] call), and each has a method of its own:
// [Contract.Playout] (the Rules contract), [Contract.Run] (the Game
// contract), [Contract.Converse], [Contract.Determinize],
// [Contract.CheckState] and [Contract.FuzzState] (mutated states), and
// [Contract.Digest] (golden digests). Only Game is required.
type Contract[S any, A, E fmt.Stringer, P incursion.Seat] struct {
	Game incursion.Game[S, A, E, P]
	// Variant is the variant every game starts from ("": the standard
	// game).
	Variant string
	// MaxActions bounds a game: it must be over within this many actions;
	// 0 means DefaultMaxActions.
	MaxActions int
	// Hidden says the game has hidden information: then the observer's
	// view of a state that is not over must differ from the state itself.
	Hidden bool
	// Validate, if set, must hold on every state reached (usually
	// State.Validate), and in FuzzState on every state an action leads to
	// from a decoded state.
	Validate func(S) error
	// IsView, if set, reports whether a state is a view (View's result)
	// rather than a full state; CheckState and FuzzState need it for states
	// whose viewer was changed by a mutation. When nil, a state is taken as
	// a view when View(s, q) equals s for a seat q or for the observer.
	IsView func(S) bool
	// ViewEvery: the view checks run on every ViewEvery-th state (and on
	// the first and the last); 0 means DefaultViewEvery, 1 every state.
	ViewEvery int
	// ConversePerState is how many listed actions per state Converse
	// perturbs, drawn at random; 0 means 8.
	ConversePerState int
	// Canonical, if set, maps an action to the one Actions lists for it,
	// for a game that lists one action per class of equivalent ones (one
	// choice among dice showing the same value): Converse then requires
	// Canonical(s, a) of a perturbed action a that passes Legal to be
	// listed. nil: every action that passes Legal must itself be listed.
	Canonical func(S, A) A
	// EnumRange: Converse sets every integer field of a defined type (an
	// enum, a seat, an id) to each value in 0..EnumRange-1; 0 means 8.
	EnumRange int
	// Mutations is how many one-leaf mutations of each sampled state
	// FuzzState adds to its seed corpus, and [Contract.Mutated] checks;
	// 0 means 24.
	Mutations int
	// UnmarshalAction, if set, decodes an action from its JSON, for the
	// Rules checks of [Contract.Playout] ([RulesSuite].UnmarshalAction).
	UnmarshalAction func(data []byte) (A, error)
	// CheckEvery samples the costly checks of [Contract.Playout]
	// ([RulesSuite].CheckEvery); 0 checks every state.
	CheckEvery int
}

func (c Contract[S, A, E, P]) withDefaults() (Contract[S, A, E, P], error) {
	if c.Game == nil {
		return c, errors.New("gametest: Contract.Game is nil")
	}
	if c.MaxActions <= 0 {
		c.MaxActions = DefaultMaxActions
	}
	if c.ViewEvery <= 0 {
		c.ViewEvery = DefaultViewEvery
	}
	if c.ConversePerState <= 0 {
		c.ConversePerState = 8
	}
	if c.EnumRange <= 0 {
		c.EnumRange = 8
	}
	if c.Mutations <= 0 {
		c.Mutations = 24
	}
	return c, nil
}

// Check plays one game per seed with [Contract.Run] and reports every
// failing seed on t.
func (c Contract[S, A, E, P]) Check(t testing.TB, seeds ...uint64) {
	t.Helper()
	for _, seed := range seeds {
		if err := c.Run(seed); err != nil {
			t.Error(err)
		}
	}
}

// Rapid plays one game per seed drawn by rapid (-rapid.checks games, 100 by
// default, 5 under -race), as [Contract.Check] does; with INCURSION_LONG=1 it then
// plays seeds 1..[LongGames]().
func (c Contract[S, A, E, P]) Rapid(t *testing.T) {
	t.Helper()
	setChecks()
	rapid.Check(t, c.Property())
	if Long() {
		for seed := uint64(1); seed <= uint64(LongGames()) && !t.Failed(); seed++ {
			if err := c.Run(seed); err != nil {
				t.Error(err)
			}
		}
	}
}

// Property is the rapid property behind [Contract.Rapid], for
// rapid.MakeFuzz.
func (c Contract[S, A, E, P]) Property() func(*rapid.T) {
	return func(rt *rapid.T) {
		if err := c.Run(rapid.Uint64().Draw(rt, "seed")); err != nil {
			rt.Fatal(err)
		}
	}
}

// Run plays one game from Game.New(Variant, dice.New(seed)): at each
// state a random seat among ToMove takes a random action of its
// ActionsFor, every choice and roll drawn from dice.New(seed). It checks
// the contract on every state (see the package documentation) and returns
// the first broken rule, naming the seed, the step and the last action; a
// panic is returned as an error with its stack.
func (c Contract[S, A, E, P]) Run(seed uint64) (err error) {
	c, err = c.withDefaults()
	if err != nil {
		return err
	}
	cr := &contractRunner[S, A, E, P]{c: c, g: c.Game, seed: seed,
		texts: map[any]bool{}, seats: map[P]bool{}, side: dice.New(seed ^ sideSeed)}
	defer func() {
		if p := recover(); p != nil {
			err = cr.fail("panic: %v\n%s", p, debug.Stack())
		}
	}()
	return cr.run()
}

type contractRunner[S any, A, E fmt.Stringer, P incursion.Seat] struct {
	c     Contract[S, A, E, P]
	g     incursion.Game[S, A, E, P]
	seed  uint64
	step  int
	last  string
	side  dice.Roller
	texts map[any]bool // actions (or their texts) whose ParseAction was checked
	seats map[P]bool   // seats whose ParseSeat was checked
}

func (r *contractRunner[S, A, E, P]) fail(format string, args ...any) error {
	where := fmt.Sprintf("%s: seed %d, after %d actions", r.g.Name(), r.seed, r.step)
	if r.step > 0 {
		where += fmt.Sprintf(" (the last: %s)", r.last)
	}
	return fmt.Errorf("%s: %s", where, fmt.Sprintf(format, args...))
}

func (r *contractRunner[S, A, E, P]) run() error {
	g := r.g
	s, err := g.New(r.c.Variant, dice.New(r.seed))
	if err != nil {
		return fmt.Errorf("%s: seed %d: New(%q): %w", g.Name(), r.seed, r.c.Variant, err)
	}
	roll := dice.New(r.seed)
	offset := int(r.seed % uint64(r.c.ViewEvery))
	for {
		over := g.Over(s)
		heavy := r.step == 0 || over || (r.step+offset)%r.c.ViewEvery == 0
		if err := r.checkState(s, heavy); err != nil {
			return err
		}
		if over {
			return nil
		}
		if r.step >= r.c.MaxActions {
			return r.fail("the game is not over after MaxActions = %d actions", r.c.MaxActions)
		}
		movers := g.ToMove(s)
		p := movers[roll.IntN(len(movers))]
		legal := g.ActionsFor(s, p)
		a := legal[roll.IntN(len(legal))]
		if err := r.checkActionForms(s, a, p); err != nil {
			return err
		}
		next, events, err := g.Apply(s, a, roll)
		if err != nil {
			return r.fail("Apply(%v) of %v: %v", a, p, err)
		}
		if err := r.checkEvents(g.Seats(s), events); err != nil {
			return r.fail("Apply(%v): %v", a, err)
		}
		s = next
		r.step++
		r.last = a.String()
	}
}

// checkState checks one state; heavy adds the view checks.
func (r *contractRunner[S, A, E, P]) checkState(s S, heavy bool) error {
	g := r.g
	if r.c.Validate != nil {
		if err := r.c.Validate(s); err != nil {
			return r.fail("Validate: %v", err)
		}
	}
	over := g.Over(s)
	res := g.Result(s)
	if res.Over != over {
		return r.fail("Over is %v but Result(s).Over is %v", over, res.Over)
	}
	seats := g.Seats(s)
	if len(seats) == 0 {
		return r.fail("Seats is empty")
	}
	for i, p := range seats {
		if slices.Contains(seats[:i], p) {
			return r.fail("Seats lists %v twice: %v", p, seats)
		}
		if err := r.checkSeat(p); err != nil {
			return r.fail("%v", err)
		}
	}
	obs := g.Observer()
	if slices.Contains(seats, obs) {
		return r.fail("Observer() = %v is a seat of the game", obs)
	}
	for _, w := range res.Winners {
		if !slices.Contains(seats, w) {
			return r.fail("Result names a winner %v that is not a seat %v", w, seats)
		}
	}
	if res.Draw && len(res.Winners) > 0 {
		return r.fail("Result is a draw with winners %v", res.Winners)
	}
	if err := checkReturns(g.Returns(s), res, seats); err != nil {
		return r.fail("%v", err)
	}
	if r.c.IsView != nil && r.c.IsView(s) {
		return r.fail("IsView is true of a state of the game")
	}
	movers := g.ToMove(s)
	if over != (len(movers) == 0) {
		return r.fail("Over is %v but ToMove is %v: ToMove must be empty exactly when the game is over", over, movers)
	}
	for i, p := range movers {
		if !slices.Contains(seats, p) || slices.Contains(movers[:i], p) {
			return r.fail("ToMove %v: %v is not a seat of %v, or is listed twice", movers, p, seats)
		}
	}
	all := g.Actions(s)
	if over && len(all) > 0 {
		return r.fail("the game is over, but Actions lists %v", all)
	}
	// AppendActions appends the same list, in order, after what dst holds.
	if got := g.AppendActions(s, all[:len(all):len(all)]); len(got) != 2*len(all) || !sameActions(got[len(all):], all) || !sameActions(got[:len(all)], all) {
		return r.fail("AppendActions(s, Actions(s)) = %v, want Actions(s) = %v twice", got, all)
	}
	var union []A
	for _, p := range seats {
		as := g.ActionsFor(s, p)
		moving := slices.Contains(movers, p)
		switch {
		case !moving && len(as) > 0:
			return r.fail("ActionsFor(%v) lists %v, but %v is not to move (ToMove %v)", p, as, p, movers)
		case moving && len(as) == 0:
			return r.fail("%v is to move but ActionsFor(%v) is empty", p, p)
		}
		for _, a := range as {
			if err := r.checkListed(s, a, p); err != nil {
				return err
			}
		}
		if moving {
			union = append(union, as...)
		}
	}
	if as := g.ActionsFor(s, obs); len(as) > 0 {
		return r.fail("ActionsFor(Observer()) lists %v", as)
	}
	// Actions(s) is the actions of every seat to move: the same list as
	// ActionsFor of the one seat to move, in order; when several are to
	// move, the same actions (each exactly once) in any order.
	same := sameActions(all, union)
	if !same && len(movers) > 1 {
		same = sameSet(all, union)
	}
	if !same {
		return r.fail("Actions %v is not the actions of the seats to move %v: %v", all, movers, union)
	}
	if heavy {
		return r.checkViews(s, seats, movers, all, over)
	}
	return nil
}

// sameActions reports whether two lists hold equal actions in the same
// order, without formatting them.
func sameActions[A any](x, y []A) bool {
	if len(x) != len(y) {
		return false
	}
	for i := range x {
		if !sameValue(any(x[i]), any(y[i])) {
			return false
		}
	}
	return true
}

// sameSet reports whether two lists hold the same actions, each once, in
// any order.
func sameSet[A fmt.Stringer](x, y []A) bool {
	if len(x) != len(y) {
		return false
	}
	seen := make(map[any]int, len(x))
	for _, a := range x {
		seen[actionKey(a)]++
	}
	for _, a := range y {
		k := actionKey(a)
		if seen[k] != 1 {
			return false
		}
		seen[k]--
	}
	return true
}

// actionKey is a map key for an action: the action itself when it is
// comparable, else its text.
func actionKey[A fmt.Stringer](a A) any {
	key := any(a)
	if t := reflect.TypeOf(key); t == nil || !t.Comparable() {
		return a.String()
	}
	return key
}

// sameValue is == where the values are comparable, reflect.DeepEqual
// elsewhere.
func sameValue(a, b any) (same bool) {
	t := reflect.TypeOf(a)
	if t != reflect.TypeOf(b) {
		return false
	}
	if t == nil || !t.Comparable() {
		return reflect.DeepEqual(a, b)
	}
	defer func() {
		if recover() != nil { // an interface field holding an uncomparable value
			same = reflect.DeepEqual(a, b)
		}
	}()
	return a == b
}

func texts[A fmt.Stringer](as []A) []string {
	out := make([]string, len(as))
	for i, a := range as {
		out[i] = a.String()
	}
	return out
}

func checkReturns[P incursion.Seat](ret []float64, res incursion.Result[P], seats []P) error {
	if len(ret) != len(seats) {
		return fmt.Errorf("the returns %v have %d entries for %d seats", ret, len(ret), len(seats))
	}
	for i, v := range ret {
		if v != -1 && v != 0 && v != 1 {
			return fmt.Errorf("the returns %v: %v of %v is not -1, 0 or 1", ret, v, seats[i])
		}
		if !res.Over && v != 0 {
			return fmt.Errorf("the returns %v before the end: %v of %v is not 0", ret, v, seats[i])
		}
	}
	if want := res.Returns(seats); !slices.Equal(ret, want) {
		return fmt.Errorf("the returns are %v, but Result %v gives %v", ret, res, want)
	}
	return nil
}

// checkSeat checks once per game that a seat's name parses back, in any
// case.
func (r *contractRunner[S, A, E, P]) checkSeat(p P) error {
	if r.seats[p] {
		return nil
	}
	r.seats[p] = true
	name := p.String()
	for _, text := range []string{name, strings.ToUpper(name), strings.ToLower(name)} {
		q, err := r.g.ParseSeat(text)
		if err != nil {
			return fmt.Errorf("ParseSeat(%q) of seat %v: %v", text, p, err)
		}
		if q != p {
			return fmt.Errorf("ParseSeat(%q) = %v, want %v", text, q, p)
		}
	}
	return nil
}

// checkListed checks one action of ActionsFor(s, p).
func (r *contractRunner[S, A, E, P]) checkListed(s S, a A, p P) error {
	g := r.g
	if err := g.Legal(s, a); err != nil {
		return r.fail("%v is in ActionsFor(%v) but Legal says: %v", a, p, err)
	}
	if o := g.Owner(s, a); o != p {
		return r.fail("%v is in ActionsFor(%v) but Owner says %v", a, p, o)
	}
	if !g.ActionVisibleTo(s, a, p) {
		return r.fail("%v does not see its own action %v", p, a)
	}
	// Each distinct action's text is read back once a game: by value when
	// the action is comparable (no String call), else by text.
	key := actionKey(a)
	if r.texts[key] {
		return nil
	}
	r.texts[key] = true
	text := a.String()
	b, err := g.ParseAction(text)
	if err != nil {
		return r.fail("ParseAction(%q): %v", text, err)
	}
	if b.String() != text {
		return r.fail("ParseAction(%q) reads %q", text, b.String())
	}
	return nil
}

// checkActionForms checks the visibility of an action about to be taken
// by p in s and its public form.
func (r *contractRunner[S, A, E, P]) checkActionForms(s S, a A, p P) error {
	g := r.g
	seats := g.Seats(s)
	var blind []P
	for _, q := range seats {
		if !g.ActionVisibleTo(s, a, q) {
			blind = append(blind, q)
		}
	}
	pub := g.PublicAction(s, a)
	if len(blind) > 0 {
		if pub.String() == a.String() {
			return r.fail("%v: %v does not see it, but its public form %q shows it", a, blind[0], pub.String())
		}
		if g.ActionVisibleTo(s, a, g.Observer()) {
			return r.fail("%v: the observer sees it, but %v does not", a, blind[0])
		}
	}
	if again := g.PublicAction(s, pub); again.String() != pub.String() {
		return r.fail("%v: its public form %q is not its own public form (%q)", a, pub.String(), again.String())
	}
	return nil
}

// checkEvents checks the visibility and the public form of events.
func (r *contractRunner[S, A, E, P]) checkEvents(seats []P, events []E) error {
	g := r.g
	obs := g.Observer()
	for _, e := range events {
		var blind []P
		for _, q := range seats {
			if !g.VisibleTo(e, q) {
				blind = append(blind, q)
			}
		}
		pub := g.PublicEvent(e)
		if len(blind) > 0 {
			if pub.String() == e.String() {
				return fmt.Errorf("event %q: %v does not see it, but its public form is the same text", e.String(), blind[0])
			}
			if g.VisibleTo(e, obs) {
				return fmt.Errorf("event %q: the observer sees it, but %v does not", e.String(), blind[0])
			}
		}
		if again := g.PublicEvent(pub); again.String() != pub.String() {
			return fmt.Errorf("event %q: its public form %q is not its own public form (%q)", e.String(), pub.String(), again.String())
		}
	}
	return nil
}

// viewSample is how many listed actions are offered to each view.
const viewSample = 4

// checkViews checks the view of every seat and of the observer.
func (r *contractRunner[S, A, E, P]) checkViews(s S, seats, movers []P, all []A, over bool) error {
	g := r.g
	obs := g.Observer()
	var sample []A
	if len(all) <= viewSample {
		sample = all
	} else {
		for range viewSample {
			sample = append(sample, all[r.side.IntN(len(all))])
		}
	}
	qs := append(slices.Clone(seats), obs)
	views := make([]S, len(qs))
	var seatDiffers []P
	obsDiffers := false
	for i, q := range qs {
		views[i] = g.View(s, q)
		// reflect.DeepEqual, not Equal: a view usually differs, and
		// go-cmp is slow to say so (it computes the difference).
		differs := !reflect.DeepEqual(views[i], s)
		if q == obs {
			obsDiffers = differs
		} else if differs {
			seatDiffers = append(seatDiffers, q)
		}
	}
	if len(seatDiffers) > 0 && !obsDiffers {
		return r.fail("View(s, Observer()) is the full state, but View(s, %v) is not", seatDiffers[0])
	}
	if r.c.Hidden && !over && !obsDiffers {
		return r.fail("View(s, Observer()) is the full state of a game with hidden information")
	}
	for i, q := range qs {
		v := views[i]
		data, err := json.Marshal(v)
		if err != nil {
			return r.fail("View(%v) does not marshal to JSON: %v", q, err)
		}
		var back S
		if err := json.Unmarshal(data, &back); err != nil {
			return r.fail("View(%v) does not survive a JSON round trip: %v\n%s", q, err, data)
		}
		if !Equal(v, back) {
			return r.fail("the JSON round trip changed View(%v) (-before +after):\n%s", q, Diff(v, back))
		}
		if vv := g.View(v, q); !Equal(v, vv) {
			return r.fail("View(View(s, %v), %v) is not View(s, %v) (-once +twice):\n%s", q, q, q, Diff(v, vv))
		}
		if r.c.IsView != nil && !r.c.IsView(v) {
			return r.fail("IsView(View(s, %v)) is false", q)
		}
		want := texts(g.ActionsFor(s, q))
		if got := texts(g.Actions(v)); !slices.Equal(got, want) {
			return r.fail("Actions(View(s, %v)) = %v, want ActionsFor(s, %v) = %v", q, got, q, want)
		}
		for j, a := range sample {
			if err := g.Legal(v, a); !errors.Is(err, incursion.ErrIllegal) {
				return r.fail("Legal(View(s, %v), %v) = %v, want an error wrapping ErrIllegal: a view is for reading", q, a, err)
			}
			if j > 0 {
				continue
			}
			if _, _, err := g.Apply(v, a, r.side); !errors.Is(err, incursion.ErrIllegal) {
				return r.fail("Apply(View(s, %v), %v) = %v, want an error wrapping ErrIllegal: a view is for reading", q, a, err)
			}
		}
		_ = g.Draw(s, q)
	}
	return nil
}
