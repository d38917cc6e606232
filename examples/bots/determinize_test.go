package bots

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/incursion/incursion/dice"
)

// The Determinize test of every registered game (issue 22.1): a search
// aborts on the first error of Determinize, so a determinizer must never
// fail on a state reached by legal play. Over random games of the standard
// game, every seat in turn draws samples from its view (and, every other
// call, from the full state): no error, the sample's view is the seat's
// view (their JSON equal), and the sample plays on (a listed action
// applies, or it is over as the state is).
//
// The normal run makes determinizeCalls calls a game; INCURSION_LONG=1
// makes determinizeLongCalls (at least 100,000, the figure), and
// INCURSION_DETERMINIZE=N any other number (the long run of one game:
// INCURSION_DETERMINIZE=100000 go test -run 'TestDeterminizeEveryGame/sabotage'
// ./examples/bots). Every failure is reported with its game seed, the
// number of the action and the seat, which replay it (determinizeCase).
const (
	determinizeCalls     = 300
	determinizeLongCalls = 100_000
)

// determinizer is a registered game that checks its Determinize: the
// generic registration (Add) of every game is one.
type determinizer interface {
	// determinizeGame plays the random game of seed (uniform choices,
	// the rules and the choices rolling with dice.New(seed)) and, at each
	// state, asks next which call to make (ok false: none), makes it and
	// hands its outcome to done (checked false: the game cannot
	// determinize there), until next says stop or the game ends.
	determinizeGame(seed uint64, next func(state, seats int) (c determinizeCase, ok, stop bool), done func(c determinizeCase, checked bool, err error)) error
	// replay makes the call of c alone.
	replay(c determinizeCase) (checked bool, err error)
}

// determinizeCase is one call: in the state after Action actions of the
// random game of seed Seed, seat Seat (an index in Seats) draws from its
// view or from the full state, with the roller dice.New(Draw), and plays
// one listed action of the sample with the same roller.
type determinizeCase struct {
	Seed      uint64
	Action    int
	Seat      int
	FromState bool
	Draw      uint64
	game      string
}

func (c determinizeCase) String() string {
	from := "view"
	if c.FromState {
		from = "state"
	}
	return fmt.Sprintf("%s: game seed %d, after action %d, seat %d, from its %s, draw seed %d", c.game, c.Seed, c.Action, c.Seat, from, c.Draw)
}

func TestDeterminizeEveryGame(t *testing.T) {
	calls := determinizeCalls
	if os.Getenv("INCURSION_LONG") == "1" {
		calls = determinizeLongCalls
	}
	if n, err := fmt.Sscan(os.Getenv("INCURSION_DETERMINIZE"), &calls); n == 1 && err == nil && calls < 1 {
		t.Fatalf("INCURSION_DETERMINIZE=%d", calls)
	}
	for _, name := range All {
		g, ok := Lookup(name)
		if !ok {
			continue
		}
		t.Run(name, func(t *testing.T) {
			d, ok := g.(determinizer)
			if !ok {
				t.Skipf("%s is not registered through Add", name)
			}
			start := time.Now()
			made, failed, skipped := runDeterminize(t, name, d, calls)
			t.Logf("%s: %d Determinize calls, %d failed, %d states unsupported, in %v", name, made, failed, skipped, time.Since(start).Round(time.Millisecond))
		})
	}
}

// runDeterminize makes calls Determinize calls over random games of d,
// seeds 1, 2, ..., spread over the seats: at each state sampled one seat
// (in turn) draws. It reports every failure (the first 20 in full).
func runDeterminize(t *testing.T, name string, d determinizer, calls int) (made, failed, unsupported int) {
	// One state in 5 is sampled, so that the calls cover more games (and
	// more of each game's phases) rather than every state of a few.
	const every = 5
	for seed := uint64(1); made < calls; seed++ {
		seat := 0
		next := func(state, seats int) (determinizeCase, bool, bool) {
			if made >= calls {
				return determinizeCase{}, false, true
			}
			if state%every != 0 {
				return determinizeCase{}, false, false
			}
			c := determinizeCase{Seed: seed, Action: state, Seat: seat % seats, FromState: made%2 == 1,
				Draw: seed<<24 ^ uint64(state), game: name}
			seat++
			made++
			return c, true, false
		}
		done := func(c determinizeCase, checked bool, err error) {
			if !checked {
				unsupported++
			}
			if err != nil {
				failed++
				if failed <= 20 {
					t.Errorf("%v: %v", c, err)
				}
			}
		}
		if err := d.determinizeGame(seed, next, done); err != nil {
			t.Fatalf("%s: game seed %d: %v", name, seed, err)
		}
	}
	if failed > 20 {
		t.Errorf("%s: %d of %d calls failed (the first 20 above)", name, failed, made)
	}
	if unsupported == made {
		t.Errorf("%s: Determinize unsupported in every state", name)
	}
	return made, failed, unsupported
}

func (g generic[S, A, E, P]) determinizeGame(seed uint64, next func(state, seats int) (determinizeCase, bool, bool), done func(determinizeCase, bool, error)) error {
	r := dice.New(seed)
	s, err := g.g.New("", r)
	if err != nil {
		return err
	}
	for i := 0; ; i++ {
		c, ok, stop := next(i, len(g.g.Seats(s)))
		if stop {
			return nil
		}
		if ok {
			checked, err := g.checkSample(s, c)
			done(c, checked, err)
		}
		if g.g.Over(s) {
			return nil
		}
		if i > 200_000 {
			return fmt.Errorf("no end after %d actions", i)
		}
		legal := g.g.Actions(s)
		if len(legal) == 0 {
			return fmt.Errorf("action %d: no legal action and not over", i)
		}
		if s, _, err = g.g.Apply(s, legal[r.IntN(len(legal))], r); err != nil {
			return fmt.Errorf("action %d: %w", i, err)
		}
	}
}

func (g generic[S, A, E, P]) replay(c determinizeCase) (checked bool, err error) {
	err = g.determinizeGame(c.Seed, func(state, _ int) (determinizeCase, bool, bool) {
		return c, state == c.Action, state > c.Action
	}, func(_ determinizeCase, ch bool, e error) { checked, err = ch, e })
	return checked, err
}

// checkSample is the call of c in state s.
func (g generic[S, A, E, P]) checkSample(s S, c determinizeCase) (bool, error) {
	p := g.g.Seats(s)[c.Seat]
	view := g.g.View(s, p)
	from := view
	if c.FromState {
		from = s
	}
	r := dice.New(c.Draw)
	d, err := g.g.Determinize(from, p, r)
	if errors.Is(err, errors.ErrUnsupported) {
		return false, nil
	}
	if err != nil {
		return true, fmt.Errorf("Determinize: %w", err)
	}
	want, err := json.Marshal(view)
	if err != nil {
		return true, err
	}
	got, err := json.Marshal(g.g.View(d, p))
	if err != nil {
		return true, err
	}
	if !bytes.Equal(want, got) {
		return true, fmt.Errorf("the sample's view differs from the seat's:\nwant %s\n got %s", want, got)
	}
	if g.g.Over(d) != g.g.Over(s) {
		return true, fmt.Errorf("the sample is over: %v, the state: %v", g.g.Over(d), g.g.Over(s))
	}
	if g.g.Over(d) {
		return true, nil
	}
	legal := g.g.Actions(d)
	if len(legal) == 0 {
		return true, errors.New("the sample lists no action and is not over")
	}
	a := legal[r.IntN(len(legal))]
	if _, _, err := g.g.Apply(d, a, r); err != nil {
		return true, fmt.Errorf("the sample's listed action %v: %w", a, err)
	}
	return true, nil
}

// TestDeterminizeCase replays one call that TestDeterminizeEveryGame
// reported, given as INCURSION_DETERMINIZE_CASE="GAME SEED ACTION SEAT
// view|state DRAW" (the words of its report: game seed, after action,
// seat, from its view or state, draw seed), e.g.
//
//	INCURSION_DETERMINIZE_CASE="sabotage 25 1180 0 state 419431580" go test -run TestDeterminizeCase ./examples/bots
//
// Without it, it replays a call of the normal run and checks that the
// replay makes the same call (a failure's seeds replay it).
func TestDeterminizeCase(t *testing.T) {
	c := determinizeCase{game: "spyordie", Seed: 1, Action: 5, Seat: 1, Draw: 1<<24 ^ 5}
	if text := os.Getenv("INCURSION_DETERMINIZE_CASE"); text != "" {
		var from string
		if _, err := fmt.Sscan(text, &c.game, &c.Seed, &c.Action, &c.Seat, &from, &c.Draw); err != nil || from != "view" && from != "state" {
			t.Fatalf("INCURSION_DETERMINIZE_CASE=%q: want GAME SEED ACTION SEAT view|state DRAW (%v)", text, err)
		}
		c.FromState = from == "state"
	}
	g, ok := Lookup(c.game)
	if !ok {
		t.Fatalf("no game %q", c.game)
	}
	d, ok := g.(determinizer)
	if !ok {
		t.Fatalf("%s is not registered through Add", c.game)
	}
	checked, err := d.replay(c)
	if err != nil {
		t.Fatalf("%v: %v", c, err)
	}
	if !checked {
		t.Fatalf("%v: Determinize unsupported", c)
	}
	// The run's call at the same place is the same call.
	var got []determinizeCase
	next := func(state, seats int) (determinizeCase, bool, bool) {
		if state > c.Action {
			return determinizeCase{}, false, true
		}
		return c, state == c.Action, false
	}
	if err := d.determinizeGame(c.Seed, next, func(x determinizeCase, _ bool, err error) {
		got = append(got, x)
		if err != nil {
			t.Errorf("%v: %v", x, err)
		}
	}); err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0] != c {
		t.Errorf("the game of seed %d made calls %v, want %v", c.Seed, got, c)
	}
}
