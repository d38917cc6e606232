package incursion_test

import (
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"pgregory.net/rapid"
)

// The toy "race to 10": a counter. Roll adds a d6, and a 6 adds one more
// d6 (once: 6 then 6 makes 12); Roll2 adds two d6 (the second toy); Stop
// ends the race. The race is over when stopped or at 10 or more.

type raceState struct {
	Count   int
	Actions int // actions taken
	Stopped bool
}

type raceAction string

const (
	roll  raceAction = "roll"
	roll2 raceAction = "roll2"
	stop  raceAction = "stop"
)

type raceRules struct {
	stuck bool // offers no action at 5 and above, though not over
}

func (g raceRules) Over(s raceState) bool { return s.Stopped || s.Count >= 10 }

func (g raceRules) Actions(s raceState) []raceAction {
	if g.Over(s) || g.stuck && s.Count >= 5 {
		return nil
	}
	return []raceAction{roll, roll2, stop}
}

func (g raceRules) Legal(s raceState, a raceAction) error {
	if g.Over(s) {
		return fmt.Errorf("%w: %s: the race is over", incursion.ErrIllegal, a)
	}
	switch a {
	case roll, roll2, stop:
		return nil
	}
	return fmt.Errorf("%w: no action %q", incursion.ErrIllegal, string(a))
}

func (g raceRules) Apply(s raceState, a raceAction, r dice.Roller) (raceState, []string, error) {
	if err := g.Legal(s, a); err != nil {
		return s, nil, err
	}
	var events []string
	add := func() int {
		d := dice.D6(r)
		s.Count += d
		events = append(events, fmt.Sprintf("rolled %d", d))
		return d
	}
	switch a {
	case roll:
		if add() == 6 {
			add()
		}
	case roll2:
		add()
		add()
	case stop:
		s.Stopped = true
		events = append(events, "stopped")
	}
	s.Actions++
	return s, events, nil
}

func TestRandom(t *testing.T) {
	legal := []raceAction{roll, roll2, stop}
	for face, want := range map[int]raceAction{1: roll, 2: roll2, 3: stop} {
		rec := dice.Record(dice.Script(face))
		if got := incursion.Random(raceState{}, legal, rec); got != want {
			t.Errorf("Random with face %d = %s, want %s", face, got, want)
		}
		if diff := cmp.Diff([]dice.Call{{N: 3, Got: face - 1}}, rec.Calls); diff != "" {
			t.Errorf("Random's calls (-want +got):\n%s", diff)
		}
	}
}

func TestPlayoutEnds(t *testing.T) {
	for seed := range uint64(50) {
		s, err := incursion.Playout(raceRules{}, raceState{}, dice.New(seed), incursion.Random, 100)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if !(raceRules{}).Over(s) {
			t.Errorf("seed %d: not over: %+v", seed, s)
		}
	}
}

func TestPlayoutLimit(t *testing.T) {
	alwaysRoll := func(raceState, []raceAction, dice.Roller) raceAction { return roll }
	for limit := range 4 {
		// Ones only: the race needs 10 rolls to end.
		ones := make([]int, limit)
		for i := range ones {
			ones[i] = 1
		}
		r := dice.Script(ones...)
		s, err := incursion.Playout(raceRules{}, raceState{}, r, alwaysRoll, limit)
		if err != nil {
			t.Fatal(err)
		}
		if want := (raceState{Count: limit, Actions: limit}); s != want {
			t.Errorf("limit %d: got %+v, want %+v", limit, s, want)
		}
		if r.Remaining() != 0 {
			t.Errorf("limit %d: %d rolls left", limit, r.Remaining())
		}
	}
}

func TestPlayoutStuck(t *testing.T) {
	alwaysRoll := func(raceState, []raceAction, dice.Roller) raceAction { return roll }
	s, err := incursion.Playout(raceRules{stuck: true}, raceState{}, dice.Script(5), alwaysRoll, 100)
	if err == nil || !strings.Contains(err.Error(), "no legal action after 1 actions") {
		t.Errorf("Playout of a stuck game: err = %v", err)
	}
	if want := (raceState{Count: 5, Actions: 1}); s != want {
		t.Errorf("state reached = %+v, want %+v", s, want)
	}
}

func TestPlayoutIllegal(t *testing.T) {
	cheat := func(raceState, []raceAction, dice.Roller) raceAction { return "fly" }
	s, err := incursion.Playout(raceRules{}, raceState{Count: 3}, dice.New(1), cheat, 100)
	if !errors.Is(err, incursion.ErrIllegal) {
		t.Errorf("Playout with an illegal policy: err = %v, want ErrIllegal", err)
	}
	if want := (raceState{Count: 3}); s != want {
		t.Errorf("state = %+v, want %+v", s, want)
	}
}

// total sums the probabilities of outcomes and groups them by counter.
func total(t *testing.T, outs []incursion.Outcome[raceState, string]) (*big.Rat, map[int]*big.Rat) {
	t.Helper()
	sum := new(big.Rat)
	by := map[int]*big.Rat{}
	for _, o := range outs {
		sum.Add(sum, o.P)
		if by[o.State.Count] == nil {
			by[o.State.Count] = new(big.Rat)
		}
		by[o.State.Count].Add(by[o.State.Count], o.P)
	}
	return sum, by
}

// TestOutcomesChainedD6: Roll from 0. A face 1..5 stops there (1/6 each);
// a 6 adds another d6, so 7..12 each come from one sequence, 6 then k:
// 1/36 each, and 6 itself never stays.
func TestOutcomesChainedD6(t *testing.T) {
	outs, err := incursion.Outcomes(raceRules{}, raceState{}, roll, 100)
	if err != nil {
		t.Fatal(err)
	}
	if len(outs) != 11 {
		t.Errorf("%d outcomes, want 11 (5 single faces and 6 after a 6)", len(outs))
	}
	sum, by := total(t, outs)
	if sum.Cmp(big.NewRat(1, 1)) != 0 {
		t.Errorf("probabilities sum to %s, want 1", sum)
	}
	want := map[int]*big.Rat{}
	for c := 1; c <= 5; c++ {
		want[c] = big.NewRat(1, 6)
	}
	for c := 7; c <= 12; c++ {
		want[c] = big.NewRat(1, 36)
	}
	if diff := cmp.Diff(ratStrings(want), ratStrings(by)); diff != "" {
		t.Errorf("P(counter) (-want +got):\n%s", diff)
	}
	if got := by[7]; got.Cmp(big.NewRat(1, 36)) != 0 {
		t.Errorf("P(counter == 7) = %s, want 1/36", got)
	}
	if _, ok := by[6]; ok {
		t.Error("counter 6 is reachable, but a 6 always rolls again")
	}
}

// TestOutcomesTwoDice: Roll2 from 0 is 2d6: 36 sequences, the sum 7 from
// 6 of them (1/6), 2 and 12 from one each (1/36).
func TestOutcomesTwoDice(t *testing.T) {
	outs, err := incursion.Outcomes(raceRules{}, raceState{}, roll2, 36)
	if err != nil {
		t.Fatal(err)
	}
	if len(outs) != 36 {
		t.Fatalf("%d outcomes, want 36", len(outs))
	}
	sum, by := total(t, outs)
	if sum.Cmp(big.NewRat(1, 1)) != 0 {
		t.Errorf("probabilities sum to %s, want 1", sum)
	}
	want := map[int]string{}
	for c := 2; c <= 12; c++ {
		ways := 6 - abs(c-7)
		want[c] = big.NewRat(int64(ways), 36).RatString()
	}
	if diff := cmp.Diff(want, ratStrings(by)); diff != "" {
		t.Errorf("P(sum) (-want +got):\n%s", diff)
	}
	// Depth-first, answers in increasing order: the first outcome is 1+1,
	// the last 6+6.
	if diff := cmp.Diff([]int{0, 0}, outs[0].Rolls); diff != "" {
		t.Errorf("first Rolls (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]int{5, 5}, outs[35].Rolls); diff != "" {
		t.Errorf("last Rolls (-want +got):\n%s", diff)
	}
}

func TestOutcomesNoChance(t *testing.T) {
	outs, err := incursion.Outcomes(raceRules{}, raceState{Count: 4}, stop, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(outs) != 1 || outs[0].P.Cmp(big.NewRat(1, 1)) != 0 || len(outs[0].Rolls) != 0 {
		t.Fatalf("Outcomes(stop) = %+v, want one certain outcome without rolls", outs)
	}
	if want := (raceState{Count: 4, Actions: 1, Stopped: true}); outs[0].State != want {
		t.Errorf("state = %+v, want %+v", outs[0].State, want)
	}
}

// TestOutcomesReplay: each outcome's Rolls, replayed with dice.Replay,
// reproduce its state and events exactly, using every answer.
func TestOutcomesReplay(t *testing.T) {
	for _, a := range []raceAction{roll, roll2, stop} {
		outs, err := incursion.Outcomes(raceRules{}, raceState{Count: 2}, a, 100)
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range outs {
			r := dice.Replay(o.Rolls...)
			s, events, err := raceRules{}.Apply(raceState{Count: 2}, a, r)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(o.State, s); diff != "" {
				t.Errorf("%s %v: replayed state (-want +got):\n%s", a, o.Rolls, diff)
			}
			if diff := cmp.Diff(o.Events, events); diff != "" {
				t.Errorf("%s %v: replayed events (-want +got):\n%s", a, o.Rolls, diff)
			}
			if r.Remaining() != 0 {
				t.Errorf("%s %v: %d answers unused", a, o.Rolls, r.Remaining())
			}
		}
	}
}

// TestOutcomesLimit: 2d6 needs 36 branches; 35 is too few, and then no
// partial result comes back.
func TestOutcomesLimit(t *testing.T) {
	for _, limit := range []int{0, 1, 35} {
		outs, err := incursion.Outcomes(raceRules{}, raceState{}, roll2, limit)
		if !errors.Is(err, incursion.ErrLimit) {
			t.Errorf("limit %d: err = %v, want ErrLimit", limit, err)
		}
		if outs != nil {
			t.Errorf("limit %d: %d outcomes returned with the error", limit, len(outs))
		}
	}
	if _, err := incursion.Outcomes(raceRules{}, raceState{}, roll, 10); !errors.Is(err, incursion.ErrLimit) {
		t.Errorf("chained d6 with limit 10 (11 needed): err = %v, want ErrLimit", err)
	}
	if outs, err := incursion.Outcomes(raceRules{}, raceState{}, roll, 11); err != nil || len(outs) != 11 {
		t.Errorf("chained d6 with limit 11: %d outcomes, err %v", len(outs), err)
	}
}

func TestOutcomesIllegal(t *testing.T) {
	over := raceState{Count: 10}
	outs, err := incursion.Outcomes(raceRules{}, over, roll, 100)
	if !errors.Is(err, incursion.ErrIllegal) || errors.Is(err, incursion.ErrLimit) {
		t.Errorf("Outcomes of an illegal action: err = %v, want ErrIllegal", err)
	}
	if want := "illegal action: roll: the race is over"; err == nil || err.Error() != want {
		t.Errorf("err = %v, want %q (the game's own error)", err, want)
	}
	if outs != nil {
		t.Errorf("%d outcomes returned with the error", len(outs))
	}
}

func ratStrings[K comparable](m map[K]*big.Rat) map[K]string {
	out := map[K]string{}
	for k, v := range m {
		out[k] = v.RatString()
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// TestOutcomesProperty: from any counter below 10, every action's outcomes
// sum to exactly 1, and each replays to its own state.
func TestOutcomesProperty(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		s := raceState{Count: rapid.IntRange(0, 9).Draw(rt, "count")}
		a := rapid.SampledFrom([]raceAction{roll, roll2, stop}).Draw(rt, "action")
		outs, err := incursion.Outcomes(raceRules{}, s, a, 36)
		if err != nil {
			rt.Fatal(err)
		}
		sum := new(big.Rat)
		for _, o := range outs {
			sum.Add(sum, o.P)
			got, _, err := raceRules{}.Apply(s, a, dice.Replay(o.Rolls...))
			if err != nil || got != o.State {
				rt.Fatalf("replay of %v: %+v, %v; want %+v", o.Rolls, got, err, o.State)
			}
		}
		if sum.Cmp(big.NewRat(1, 1)) != 0 {
			rt.Fatalf("probabilities sum to %s", sum)
		}
	})
}

// fickle rolls a d6 the first time it is applied and a d4 afterwards: an
// Apply that is not deterministic, which Outcomes cannot enumerate.
type fickle struct{ raceRules }

var fickleCalls int

func (fickle) Apply(s raceState, a raceAction, r dice.Roller) (raceState, []string, error) {
	fickleCalls++
	if fickleCalls == 1 {
		s.Count += dice.Roll(r, 6)
	} else {
		s.Count += dice.Roll(r, 4)
	}
	return s, nil, nil
}

// TestOutcomesNotDeterministic: Outcomes refuses a game whose Apply asks
// for other dice on a replay, with an error naming the problem, not a panic.
func TestOutcomesNotDeterministic(t *testing.T) {
	fickleCalls = 0
	_, err := incursion.Outcomes(fickle{}, raceState{}, roll, 100)
	if err == nil || !strings.Contains(err.Error(), "not deterministic") {
		t.Errorf("Outcomes of a non-deterministic Apply: error %v, want one saying Apply is not deterministic", err)
	}
}

// TestIllegal: the lazily formatted error wraps ErrIllegal and reads in the
// rulebook's words.
func TestIllegal(t *testing.T) {
	err := incursion.Illegal("breach: %s is not directly in front of a door", "Kim")
	if !errors.Is(err, incursion.ErrIllegal) {
		t.Errorf("Illegal(...) does not wrap ErrIllegal: %v", err)
	}
	if got, want := err.Error(), "illegal action: breach: Kim is not directly in front of a door"; got != want {
		t.Errorf("Illegal(...).Error() = %q, want %q", got, want)
	}
}

func BenchmarkIllegal(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_ = incursion.Illegal("move: %s cannot move", "Kim")
	}
}
