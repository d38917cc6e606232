package search_test

import (
	"errors"
	"math"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/search"
)

// TestISMCTSNim: with perfect information the search finds the winning
// move of Nim from 7 (take 1, leaving a multiple of 3).
func TestISMCTSNim(t *testing.T) {
	m := search.ISMCTS[nim, take, kev, kseat]{Game: nimGame, Iterations: 2000}
	s, _ := nimGame.New("", dice.New(1))
	for seed := uint64(1); seed <= 5; seed++ {
		a, err := m.Decide(s, kP1, dice.New(seed))
		if err != nil {
			t.Fatal(err)
		}
		if a != 1 {
			t.Errorf("seed %d: chose %v, want take 1", seed, a)
		}
	}
}

// TestISMCTSHonest: the decision depends on the seat's view alone: two
// states that differ only in the other seat's card give the same action
// from the same roller.
func TestISMCTSHonest(t *testing.T) {
	m := search.ISMCTS[kuhn, kact, kev, kseat]{Game: kuhnGame, Iterations: 300}
	for mine := int8(0); mine < 3; mine++ {
		var got []kact
		for other := int8(0); other < 3; other++ {
			if other == mine {
				continue
			}
			s := kuhn{Cards: [2]int8{mine, other}, Viewer: -1}
			a, err := m.Decide(s, kP1, dice.New(9))
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, a)
		}
		if got[0] != got[1] {
			t.Errorf("card %d: %v then %v for the same view", mine, got[0], got[1])
		}
	}
}

// TestISMCTSBeatsRandom: in Kuhn poker, ISMCTS with 200 iterations beats the
// uniform policy, seats rotated, well beyond chance.
func TestISMCTSBeatsRandom(t *testing.T) {
	m := search.ISMCTS[kuhn, kact, kev, kseat]{Game: kuhnGame, Iterations: 200}
	agent, err := m.Policy()
	if err != nil {
		t.Fatal(err)
	}
	const games = 400
	wins := 0
	for i := 0; i < games; i++ {
		me := kseat(i % 2)
		r := dice.New(uint64(i + 1))
		s, _ := kuhnGame.New("", r)
		for !kuhnGame.Over(s) {
			legal := kuhnGame.Actions(s)
			var a kact
			if kuhnGame.Owner(s, legal[0]) == me {
				a = agent(s, legal, r)
			} else {
				a = legal[r.IntN(len(legal))]
			}
			if s, _, err = kuhnGame.Apply(s, a, r); err != nil {
				t.Fatal(err)
			}
		}
		if kuhnGame.Result(s).Won(me) {
			wins++
		}
	}
	rate := float64(wins) / games
	lo := rate - 1.96*math.Sqrt(rate*(1-rate)/games)
	t.Logf("ISMCTS won %d of %d (%.2f, 95%% from %.2f)", wins, games, rate, lo)
	if lo <= 0.5 {
		t.Errorf("ISMCTS won %.2f of its games against random: not better than chance", rate)
	}
}

// TestISMCTSUnsupported: a game without Determinize cannot be searched
// honestly, and says so.
func TestISMCTSUnsupported(t *testing.T) {
	g := incursion.Define(incursion.Def[nim, take, kev, kseat]{
		Name: "nim", Title: "Nim", New: nimGame.New, Actions: nimGame.Actions, Legal: nimGame.Legal,
		Apply: nimGame.Apply, Over: nimGame.Over, Seats: nimGame.Seats, ToMove: nimGame.ToMove,
		Result: nimGame.Result, View: nimGame.View, Observer: kObserver,
		Draw: func(nim) string { return "" }, ParseSeat: nimGame.ParseSeat, ParseAction: nimGame.ParseAction,
	})
	m := search.ISMCTS[nim, take, kev, kseat]{Game: g}
	if _, err := m.Policy(); !errors.Is(err, errors.ErrUnsupported) {
		t.Errorf("Policy: %v, want errors.ErrUnsupported", err)
	}
	s, _ := g.New("", dice.New(1))
	if _, err := m.Decide(s, kP1, dice.New(1)); !errors.Is(err, errors.ErrUnsupported) {
		t.Errorf("Decide: %v, want errors.ErrUnsupported", err)
	}
}

// nimValue is the exact value of a Nim position (take 1 or 2, who takes the
// last wins): the seat to move loses when the pile is a multiple of 3.
func nimValue(s nim) []float64 {
	v := []float64{0, 0}
	mover := int(s.Turn)
	if s.Pile%3 == 0 {
		v[mover], v[1-mover] = -1, 1
	} else {
		v[mover], v[1-mover] = 1, -1
	}
	return v
}

// TestISMCTSCutoffValue: with playouts cut after one action, the choice is
// the Value's: from a pile of 31 (too deep for the tree to reach the end in
// 300 iterations) the exact value finds the winning move (take 1, leaving
// 30), and a Value that says the opposite (scaled beyond [-1, 1], which is
// clipped) makes the search take 2. Value never sees a finished game.
func TestISMCTSCutoffValue(t *testing.T) {
	for _, tc := range []struct {
		name  string
		value func(nim) []float64
		want  take
	}{
		{"exact", nimValue, 1},
		{"inverted", func(s nim) []float64 {
			v := nimValue(s)
			return []float64{-5 * v[0], -5 * v[1]}
		}, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			calls := 0
			m := search.ISMCTS[nim, take, kev, kseat]{Game: nimGame, Iterations: 300, Cutoff: 1,
				Value: func(s nim) []float64 {
					calls++
					if nimGame.Over(s) {
						t.Fatalf("Value called on a finished game: %+v", s)
					}
					return tc.value(s)
				}}
			s := nim{Pile: 31}
			for seed := uint64(1); seed <= 3; seed++ {
				a, err := m.Decide(s, kP1, dice.New(seed))
				if err != nil {
					t.Fatal(err)
				}
				if a != tc.want {
					t.Errorf("seed %d: chose %v, want %v", seed, a, tc.want)
				}
			}
			if calls == 0 {
				t.Error("Value was never called")
			}
		})
	}
}

// TestISMCTSLimitValue: a playout stopped by Limit is scored by Value too
// (and, without Value, as a draw).
func TestISMCTSLimitValue(t *testing.T) {
	calls := 0
	m := search.ISMCTS[nim, take, kev, kseat]{Game: nimGame, Iterations: 50, Limit: 2,
		Value: func(s nim) []float64 { calls++; return nimValue(s) }}
	s, _ := nimGame.New("", dice.New(1))
	if _, err := m.Decide(s, kP1, dice.New(1)); err != nil {
		t.Fatal(err)
	}
	if calls == 0 {
		t.Error("Value was never called on playouts cut by Limit")
	}
}

// TestISMCTSRolloutExpandsFirst: the Rollout policy's pick is the first
// child added, so a budget too small to try every action plays as the
// policy does (here a policy that always takes 2, the losing move from 7).
func TestISMCTSRolloutExpandsFirst(t *testing.T) {
	takeTwo := func(_ nim, legal []take, _ dice.Roller) take { return legal[len(legal)-1] }
	s, _ := nimGame.New("", dice.New(1))
	for _, iters := range []int{1, 2} {
		m := search.ISMCTS[nim, take, kev, kseat]{Game: nimGame, Iterations: iters, Rollout: takeTwo}
		for seed := uint64(1); seed <= 5; seed++ {
			a, err := m.Decide(s, kP1, dice.New(seed))
			if err != nil {
				t.Fatal(err)
			}
			if a != 2 {
				t.Errorf("%d iterations, seed %d: chose %v, want the policy's take 2", iters, seed, a)
			}
		}
	}
}

// TestISMCTSBias: with a large Bias the Rollout policy's pick (take 2, the
// losing move from 7) keeps the lead over 200 iterations; without it the
// search finds take 1.
func TestISMCTSBias(t *testing.T) {
	takeTwo := func(_ nim, legal []take, _ dice.Roller) take { return legal[len(legal)-1] }
	s, _ := nimGame.New("", dice.New(1))
	for _, tc := range []struct {
		bias float64
		want take
	}{{0, 1}, {100, 2}} {
		m := search.ISMCTS[nim, take, kev, kseat]{Game: nimGame, Iterations: 200, Rollout: takeTwo, Bias: tc.bias}
		for seed := uint64(1); seed <= 3; seed++ {
			a, err := m.Decide(s, kP1, dice.New(seed))
			if err != nil {
				t.Fatal(err)
			}
			if a != tc.want {
				t.Errorf("Bias %v, seed %d: chose %v, want %v", tc.bias, seed, a, tc.want)
			}
		}
	}
}

// TestISMCTSValueMalformed: a Value with too few values, NaN or infinities
// neither panics nor stops the search.
func TestISMCTSValueMalformed(t *testing.T) {
	for _, v := range [][]float64{nil, {math.NaN(), math.NaN()}, {math.Inf(1), math.Inf(-1)}} {
		m := search.ISMCTS[nim, take, kev, kseat]{Game: nimGame, Iterations: 100, Cutoff: 1,
			Value: func(nim) []float64 { return v }}
		if _, err := m.Decide(nim{Pile: 31}, kP1, dice.New(1)); err != nil {
			t.Errorf("Value %v: %v", v, err)
		}
	}
}

// TestISMCTSTrees: root parallelisation finds Nim's winning move, and its
// decision depends on the roller alone (the same seed, the same choices,
// however the goroutines run), honest as one tree is.
func TestISMCTSTrees(t *testing.T) {
	m := search.ISMCTS[nim, take, kev, kseat]{Game: nimGame, Iterations: 2000, Trees: 4}
	s, _ := nimGame.New("", dice.New(1))
	for seed := uint64(1); seed <= 3; seed++ {
		a, err := m.Decide(s, kP1, dice.New(seed))
		if err != nil {
			t.Fatal(err)
		}
		if a != 1 {
			t.Errorf("seed %d: chose %v, want take 1", seed, a)
		}
	}
	k := search.ISMCTS[kuhn, kact, kev, kseat]{Game: kuhnGame, Iterations: 64, Trees: 3}
	for seed := uint64(1); seed <= 20; seed++ {
		var got []kact
		for other := int8(1); other < 3; other++ {
			for range 3 {
				a, err := k.Decide(kuhn{Cards: [2]int8{0, other}, Viewer: -1}, kP1, dice.New(seed))
				if err != nil {
					t.Fatal(err)
				}
				got = append(got, a)
			}
		}
		for _, a := range got {
			if a != got[0] {
				t.Fatalf("seed %d: decisions %v: the same view and seed decide alike", seed, got)
			}
		}
	}
}

// TestISMCTSTieByMean: with as many iterations as choices, each child of
// the root is tried once; the decision is the one whose playout scored
// best, not the first tried. From a pile of 2, taking 2 wins at once and
// taking 1 loses (the other takes the last): 2 iterations a tree find it
// for every seed, one tree or two.
func TestISMCTSTieByMean(t *testing.T) {
	for _, trees := range []int{1, 2} {
		m := search.ISMCTS[nim, take, kev, kseat]{Game: nimGame, Iterations: 2 * trees, Trees: trees}
		for seed := uint64(1); seed <= 20; seed++ {
			a, err := m.Decide(nim{Pile: 2}, kP1, dice.New(seed))
			if err != nil {
				t.Fatal(err)
			}
			if a != 2 {
				t.Errorf("%d trees, seed %d: chose %v, want take 2", trees, seed, a)
			}
		}
	}
}
