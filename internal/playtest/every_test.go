package playtest_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
)

// ticker counts to 10, one tick an action. Its JSON loses the count at
// state lossyAt only, and its Apply writes into the state it leaves at
// state sharedAt only (each state has notes of its own): bugs that a
// sampled check finds only on the states it samples.
type ticker struct {
	N     int
	Notes *[1]int
}

type tickRules struct{ lossyAt, sharedAt int }

var tickers tickRules // the bugs of the game being checked

func (t ticker) MarshalJSON() ([]byte, error) {
	n := t.N
	if n == tickers.lossyAt {
		n = -1
	}
	return json.Marshal(struct{ N int }{n})
}

func (t *ticker) UnmarshalJSON(data []byte) error {
	var v struct{ N int }
	err := json.Unmarshal(data, &v)
	t.N, t.Notes = v.N, nil
	return err
}

func (tickRules) Actions(s ticker) []raceAction {
	if s.N >= 10 {
		return nil
	}
	return []raceAction{{Kind: "stop"}}
}
func (tickRules) Legal(ticker, raceAction) error { return nil }
func (tickRules) Over(s ticker) bool             { return s.N >= 10 }
func (g tickRules) Apply(s ticker, _ raceAction, _ dice.Roller) (ticker, []raceEvent, error) {
	if s.N == g.sharedAt && s.Notes != nil {
		s.Notes[0]++
	}
	return ticker{N: s.N + 1, Notes: new([1]int)}, nil, nil
}

func tickGame(every int) playtest.Game[ticker, raceAction, raceEvent] {
	return playtest.Game[ticker, raceAction, raceEvent]{
		Rules:      tickers,
		New:        func(uint64) (ticker, error) { return ticker{Notes: new([1]int)}, nil },
		Validate:   func(ticker) error { return nil },
		MaxActions: 20,
		Equal: func(a, b ticker) bool {
			return a.N == b.N && (a.Notes == nil || b.Notes == nil || *a.Notes == *b.Notes)
		},
		CheckEvery: every,
	}
}

// TestCheckEvery: with CheckEvery = 4 the costly checks run on states 0,
// 4, 8 and the last (10); 0 and 1 check every state.
func TestCheckEvery(t *testing.T) {
	for _, tc := range []struct {
		lossy, shared, every int
		want                 string // "" for no error
	}{
		{lossy: 5, shared: -1, every: 0, want: "JSON round trip"},
		{lossy: 5, shared: -1, every: 1, want: "JSON round trip"},
		{lossy: 5, shared: -1, every: 4},
		{lossy: 8, shared: -1, every: 4, want: "JSON round trip"},
		{lossy: 10, shared: -1, every: 4, want: "JSON round trip"},
		{lossy: 0, shared: -1, every: 100, want: "JSON round trip"},
		{lossy: 10, shared: -1, every: 100, want: "JSON round trip"},
		{lossy: 5, shared: -1, every: 100},
		{lossy: -1, shared: 5, every: 0, want: "changed its input state"},
		{lossy: -1, shared: 5, every: 4},
		{lossy: -1, shared: 4, every: 4, want: "changed its input state"},
	} {
		tickers = tickRules{lossyAt: tc.lossy, sharedAt: tc.shared}
		err := playtest.Run(tickGame(tc.every), 1)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%+v: %v", tc, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%+v: got %v, want an error with %q", tc, err, tc.want)
		}
	}
	tickers = tickRules{lossyAt: -1, sharedAt: -1}
}

// TestCheckEveryToy: the toy game passes sampled too.
func TestCheckEveryToy(t *testing.T) {
	g := raceRules{}.game()
	g.CheckEvery = 3
	playtest.Playouts(t, g, 1, 2, 3, 4, 5)
}
