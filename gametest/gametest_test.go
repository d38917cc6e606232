package gametest_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/gametest"
	"pgregory.net/rapid"
)

// isDuelView is the duel's IsView.
func isDuelView(s duel) bool { return s.Viewer != fullState }

// TestTestGameDuel: the toy passes every check, with and without options.
func TestTestGameDuel(t *testing.T) {
	g := duelRules{}.game()
	if err := gametest.TestGame(g, gametest.IsView(isDuelView)); err != nil {
		t.Errorf("TestGame: %v", err)
	}
	if err := gametest.TestGame(g, gametest.Hidden(), gametest.IsView(isDuelView), gametest.Seeds(4, 5, 6, 7), gametest.MaxActions(50)); err != nil {
		t.Errorf("TestGame with options: %v", err)
	}
}

// TestRunDuel: the same checks as subtests.
func TestRunDuel(t *testing.T) {
	gametest.Run(t, duelRules{}.game(), gametest.Hidden(), gametest.IsView(isDuelView))
	gametest.Run(t, variants(duelRules{}.game()), gametest.AllVariants(), gametest.IsView(isDuelView))
}

// TestTestGameCatches: each broken toy fails TestGame, and the error names
// the check that caught it.
func TestTestGameCatches(t *testing.T) {
	for _, tc := range []struct {
		name string
		d    duelRules
		want string
	}{
		{"ToMove after the end", duelRules{overMovers: true}, "Contract: duel: seed 1"},
		{"a bad parser", duelRules{badParse: true}, "Playout: duel: seed"},
		{"legal but not listed", duelRules{loose: true}, "Converse: duel: seed"},
		{"a sample that is a view", duelRules{viewSample: true}, "Determinize: duel: seed"},
		{"stuck on a decoded state", duelRules{fragile: true}, "Mutated: duel: seed"},
		{"a spectator who sees all", duelRules{observerFull: true}, "View(s, Observer()) is the full state"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := gametest.TestGame(tc.d.game(), gametest.IsView(isDuelView))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("TestGame = %v\nwant an error with %q", err, tc.want)
			}
		})
	}
}

// TestTestGameJoins: a game that breaks two checks gets both errors.
func TestTestGameJoins(t *testing.T) {
	err := gametest.TestGame(duelRules{loose: true, fragile: true}.game(), gametest.IsView(isDuelView))
	for _, want := range []string{"Converse:", "Mutated:"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("TestGame = %v\nwant an error with %q", err, want)
		}
	}
}

// TestOptionOfAnotherGame: an option written for other types is an error,
// not a panic.
func TestOptionOfAnotherGame(t *testing.T) {
	err := gametest.TestGame(duelRules{}.game(), gametest.Validate(func(int) error { return nil }))
	if err == nil || !strings.Contains(err.Error(), "the Validate option is a func(int) error; duel needs a func(gametest_test.duel) error") {
		t.Errorf("TestGame = %v", err)
	}
}

// TestValidateMethod: without the Validate option, a State's method
// Validate() error is used.
func TestValidateMethod(t *testing.T) {
	err := gametest.TestGame(picky(duelRules{}.game()), gametest.Seeds(1))
	if err == nil || !strings.Contains(err.Error(), "the pile is too high") {
		t.Errorf("TestGame = %v, want the State's Validate to fail", err)
	}
}

// TestStates: a drawn state is reachable (it decodes, and is a full
// state), the same draws give the same state, and both the first state and
// finished games are drawn.
func TestStates(t *testing.T) {
	g := duelRules{}.game()
	first, over := 0, 0
	rapid.Check(t, func(t *rapid.T) {
		s := gametest.States(g).Draw(t, "state")
		if isDuelView(s) {
			t.Fatalf("a view: %+v", s)
		}
		data, _ := json.Marshal(s)
		var back duel
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatalf("a drawn state does not decode: %v", err)
		}
		if s.Picks == [2]int{} {
			first++
		}
		if g.Over(s) {
			over++
		}
	})
	if first == 0 || over == 0 {
		t.Errorf("%d first states and %d finished games drawn; want some of each", first, over)
	}
	for seed := range 5 {
		a, b := gametest.States(g).Example(seed), gametest.States(g).Example(seed)
		if a != b {
			t.Errorf("seed %d: two states %+v and %+v", seed, a, b)
		}
	}
}

// TestStatesVariants: with AllVariants, the variant is drawn.
func TestStatesVariants(t *testing.T) {
	g := variants(duelRules{}.game())
	seen := map[int]bool{}
	rapid.Check(t, func(t *rapid.T) {
		s := gametest.States(g, gametest.AllVariants(), gametest.Length(0)).Draw(t, "state")
		seen[s.Pile] = true
	})
	if !seen[3] || !seen[10] {
		t.Errorf("piles drawn: %v; want 3..5 (standard) and 10 (variant big)", seen)
	}
}

// TestActions: a drawn action is legal, and a game over skips.
func TestActions(t *testing.T) {
	g := duelRules{}.game()
	rapid.Check(t, func(t *rapid.T) {
		s := gametest.States(g, gametest.Length(6)).Draw(t, "state")
		if g.Over(s) {
			return
		}
		a := gametest.Actions(g, s).Draw(t, "action")
		if err := g.Legal(s, a); err != nil {
			t.Fatalf("a drawn action is not legal: %v", err)
		}
	})
}

// TestPositions: every position decodes, is a full state and passes the
// contract's checks of a decoded state; some are not reachable (a pile
// beyond what play makes, a hidden pick in a full state); the same draws
// give the same position (the leaves are in a fixed order).
func TestPositions(t *testing.T) {
	g := duelRules{}.game()
	c := gametest.Contract[duel, dmove, devent, dseat]{Game: g, IsView: isDuelView}
	odd := 0
	rapid.Check(t, func(t *rapid.T) {
		s := gametest.Positions(g, gametest.IsView(isDuelView)).Draw(t, "position")
		if isDuelView(s) {
			t.Fatalf("a view: %+v", s)
		}
		if err := c.CheckState(s); err != nil {
			t.Fatal(err)
		}
	})
	// Positions beyond play are drawn: counted over fixed seeds, so that the
	// count does not hang on rapid's random seed of the run.
	for seed := range 200 {
		s := gametest.Positions(g, gametest.IsView(isDuelView)).Example(seed)
		if s.Pile > 11 || s.Picks[0] == -1 || s.Picks[1] == -1 {
			odd++
		}
	}
	if odd == 0 {
		t.Error("no position beyond play was drawn in 200 seeds")
	}
	for seed := range 20 {
		a, b := gametest.Positions(g).Example(seed), gametest.Positions(g).Example(seed)
		if a != b {
			t.Errorf("seed %d: two positions %+v and %+v", seed, a, b)
		}
	}
	// Without IsView, a state that is its own view for some seat or the
	// observer is left out (a decoded "view" showing a pick its View would
	// hide is not known for one).
	rapid.Check(t, func(t *rapid.T) {
		s := gametest.Positions(g).Draw(t, "position")
		for _, p := range []dseat{seatA, seatB, spectator} {
			if g.View(s, p) == s {
				t.Fatalf("a view of %v: %+v", p, s)
			}
		}
	})
}

// TestInvariant: a property that holds passes over rapid's games.
func TestInvariant(t *testing.T) {
	gametest.Invariant(t, duelRules{}.game(), func(s duel) error {
		if s.Pile < 0 || s.Pile > 11 {
			return fmt.Errorf("a pile of %d", s.Pile)
		}
		return nil
	})
}

var errBig = errors.New("a big pile")

// TestCheckInvariant: a property that fails is reported with where, and
// the error wraps the property's.
func TestCheckInvariant(t *testing.T) {
	g := duelRules{}.game()
	err := gametest.CheckInvariant(g, func(s duel) error {
		if s.Pile > 6 {
			return fmt.Errorf("%w of %d", errBig, s.Pile)
		}
		return nil
	}, gametest.Seeds(1, 2, 3, 4, 5, 6, 7, 8))
	if !errors.Is(err, errBig) || !strings.Contains(err.Error(), "duel: seed ") || !strings.Contains(err.Error(), "the last: ") {
		t.Errorf("CheckInvariant = %v", err)
	}
	// Length stops a game early: the pile grows only after both picks.
	err = gametest.CheckInvariant(g, func(s duel) error {
		if s.Pile > 5 {
			return errBig
		}
		return nil
	}, gametest.Seeds(1, 2, 3, 4, 5, 6, 7, 8), gametest.Length(1))
	if err != nil {
		t.Errorf("CheckInvariant with Length(1) = %v", err)
	}
}

// picky is the duel with a State whose Validate rejects a pile above 6.
func picky(g incursion.Game[duel, dmove, devent, dseat]) incursion.Game[pickyDuel, dmove, devent, dseat] {
	wrap := func(s duel) pickyDuel { return pickyDuel{s} }
	return incursion.Define(incursion.Def[pickyDuel, dmove, devent, dseat]{
		Name: g.Name(), Title: g.Title(),
		New: func(v string, r dice.Roller) (pickyDuel, error) {
			s, err := g.New(v, r)
			return wrap(s), err
		},
		Actions: func(s pickyDuel) []dmove { return g.Actions(s.duel) },
		Legal:   func(s pickyDuel, a dmove) error { return g.Legal(s.duel, a) },
		Apply: func(s pickyDuel, a dmove, r dice.Roller) (pickyDuel, []devent, error) {
			n, ev, err := g.Apply(s.duel, a, r)
			return wrap(n), ev, err
		},
		Over:       func(s pickyDuel) bool { return g.Over(s.duel) },
		Seats:      func(s pickyDuel) []dseat { return g.Seats(s.duel) },
		ToMove:     func(s pickyDuel) []dseat { return g.ToMove(s.duel) },
		ActionsFor: func(s pickyDuel, p dseat) []dmove { return g.ActionsFor(s.duel, p) },
		Owner:      func(s pickyDuel, a dmove) dseat { return g.Owner(s.duel, a) },
		Result:     func(s pickyDuel) incursion.Result[dseat] { return g.Result(s.duel) },
		View:       func(s pickyDuel, p dseat) pickyDuel { return wrap(g.View(s.duel, p)) },
		Observer:   g.Observer(),
		Draw:       func(s pickyDuel) string { return g.Draw(s.duel, fullState) },
		ParseSeat:  g.ParseSeat, ParseAction: g.ParseAction,
	})
}

type pickyDuel struct{ duel }

func (s pickyDuel) Validate() error {
	if s.Pile > 6 {
		return errors.New("the pile is too high")
	}
	return nil
}

// variants is the duel with a variant "big": a pile of 10.
func variants(g incursion.Game[duel, dmove, devent, dseat]) incursion.Game[duel, dmove, devent, dseat] {
	return incursion.Define(incursion.Def[duel, dmove, devent, dseat]{
		Name: g.Name(), Title: g.Title(), Variants: []string{"big"},
		New: func(v string, r dice.Roller) (duel, error) {
			s, err := g.New("", r)
			if v == "big" {
				s.Pile = 10
			}
			return s, err
		},
		Actions: g.Actions, Legal: g.Legal, Apply: g.Apply, Over: g.Over,
		Seats: g.Seats, ToMove: g.ToMove, ActionsFor: g.ActionsFor, Owner: g.Owner,
		Result: g.Result, View: g.View, Observer: g.Observer(),
		Draw:      func(s duel) string { return g.Draw(s, fullState) },
		ParseSeat: g.ParseSeat, ParseAction: g.ParseAction,
	})
}
