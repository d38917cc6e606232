package playtest_test

import (
	"strings"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
	"pgregory.net/rapid"
)

func TestCheckToy(t *testing.T) {
	playtest.Check(t, raceRules{}.game())
}

func TestPlayoutsToy(t *testing.T) {
	playtest.Playouts(t, raceRules{}.game(), 0, 1, 2, 3, 42)
}

// TestRunCatches proves that each broken variant of the toy fails Run with
// the right complaint.
func TestRunCatches(t *testing.T) {
	for _, tc := range []struct {
		name string
		g    raceRules
		max  int
		want string
		// shares marks the variants that share memory between states:
		// under -race the detector reports them, so they are skipped.
		shares bool
	}{
		{"mutates its input", raceRules{mutate: true}, 0, "changed its input state", true},
		{"accepts illegal actions", raceRules{noCheck: true}, 0, "accepted an action that Legal rejects", false},
		{"errors without ErrIllegal", raceRules{badErr: true}, 0, "does not wrap incursion.ErrIllegal", false},
		{"not deterministic", raceRules{nondet: true}, 0, "the same seed gave another final state", false},
		{"never ends", raceRules{endless: true}, 0, "not over after MaxActions", false},
		{"writes on read", raceRules{lazy: true}, 0, "Actions or Legal changed the state", true},
		{"writes into an older state", raceRules{haunt: true}, 0, "the game changed its first state", true},
		{"lists an illegal action", raceRules{unlisted: true}, 0, "is in Actions but Legal says", false},
		{"too long for the bound", raceRules{}, 3, "not over after MaxActions = 3", false},
		{"unstable order", raceRules{shuffle: true}, 0, "Actions is not stable", false},
		{"actions after the end", raceRules{overActs: true}, 0, "the game is over, but Actions lists [roll]", false},
		{"action JSON", raceRules{badJSON: true}, 0, "the JSON round trip of add", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.shares && raceEnabled {
				t.Skip("shares memory between goroutines: the race detector reports it")
			}
			g := tc.g.game()
			if tc.max > 0 {
				g.MaxActions = tc.max
			}
			var errs []string
			for seed := range uint64(20) {
				if err := playtest.Run(g, seed); err != nil {
					errs = append(errs, err.Error())
				}
			}
			if len(errs) == 0 {
				t.Fatalf("Run found nothing wrong in 20 games; want %q", tc.want)
			}
			found := false
			for _, e := range errs {
				found = found || strings.Contains(e, tc.want)
			}
			if !found {
				t.Errorf("Run errors do not mention %q; first: %s", tc.want, errs[0])
			}
		})
	}
}

// TestRunCatchesJSON: a state with only unexported fields marshals to {}
// and does not survive the round trip.
func TestRunCatchesJSON(t *testing.T) {
	g := playtest.Game[hidden, raceAction, raceEvent]{
		Rules:      hiddenRules{},
		New:        func(seed uint64) (hidden, error) { return hidden{n: 1}, nil },
		Validate:   func(hidden) error { return nil },
		MaxActions: 10,
	}
	err := playtest.Run(g, 1)
	if err == nil || !strings.Contains(err.Error(), "JSON round trip") {
		t.Errorf("Run = %v, want a JSON round trip error", err)
	}
}

type hidden struct{ n int }

type hiddenRules struct{}

func (hiddenRules) Actions(hidden) []raceAction    { return []raceAction{{Kind: "stop"}} }
func (hiddenRules) Legal(hidden, raceAction) error { return nil }
func (hiddenRules) Over(s hidden) bool             { return s.n == 0 }
func (hiddenRules) Apply(s hidden, _ raceAction, _ dice.Roller) (hidden, []raceEvent, error) {
	return hidden{}, nil, nil
}

func TestRunPanics(t *testing.T) {
	g := raceRules{}.game()
	g.Validate = func(s race) error {
		if s.Count > 12 {
			panic("boom")
		}
		return nil
	}
	err := playtest.Run(g, 1)
	if err == nil || !strings.Contains(err.Error(), "panic: boom") {
		t.Errorf("Run = %v, want the panic as an error", err)
	}
}

func TestRunBadGame(t *testing.T) {
	if err := playtest.Run(playtest.Game[race, raceAction, raceEvent]{}, 1); err == nil {
		t.Error("Run of an empty Game: no error")
	}
}

func TestTrace(t *testing.T) {
	g := raceRules{}.game()
	states, actions, err := playtest.Trace(g, 7)
	if err != nil {
		t.Fatal(err)
	}
	if len(states) != len(actions)+1 {
		t.Fatalf("%d states for %d actions", len(states), len(actions))
	}
	if !g.Rules.Over(states[len(states)-1]) {
		t.Error("the last state of the trace is not over")
	}
	again, _, _ := playtest.Trace(g, 7)
	if d := playtest.Diff(states, again); d != "" {
		t.Errorf("Trace is not deterministic (-first +second):\n%s", d)
	}
}

// TestPerft pins counts worked out by hand. From 0 the toy offers roll and
// add 1; with every die showing 1, each of them leads to 1, which offers
// roll and add 2.
func TestPerft(t *testing.T) {
	g := raceRules{}
	ones := func() dice.Roller { return dice.Script(1) }
	for depth, want := range []int{1, 2, 4, 8} {
		got, err := playtest.Perft(g, race{}, depth, ones)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("Perft(depth %d) = %d, want %d", depth, got, want)
		}
	}
	// At 10 stop is offered too, and a stopped race counts 0 beyond.
	got, err := playtest.Perft(g, race{Count: 10}, 2, ones)
	if err != nil {
		t.Fatal(err)
	}
	// 10: roll->11 {roll, add 3, stop}; add 2->12 {roll, add 1, stop}; stop->over (0).
	if got != 6 {
		t.Errorf("Perft(10, depth 2) = %d, want 6", got)
	}
}

func TestPerftErrors(t *testing.T) {
	// No roller: the first roll panics, and Perft says so.
	if _, err := playtest.Perft(raceRules{}, race{}, 1, nil); err == nil || !strings.Contains(err.Error(), "panic") {
		t.Errorf("Perft without dice = %v, want the exhausted script as an error", err)
	}
	// A listed action that Apply rejects.
	if _, err := playtest.Perft(raceRules{unlisted: true}, race{}, 3, func() dice.Roller { return dice.New(1) }); err == nil || !strings.Contains(err.Error(), "Apply(roll)") {
		t.Errorf("Perft = %v, want Apply's error", err)
	}
}

// FuzzRaceConformance: the property of Check under go test -fuzz.
func FuzzRaceConformance(f *testing.F) {
	f.Fuzz(rapid.MakeFuzz(playtest.Property(raceRules{}.game())))
}

func FuzzRaceParse(f *testing.F) {
	playtest.FuzzParse(f, parseRace, "roll", "add 2", "stop", "add 9", "")
}

func FuzzRaceJSON(f *testing.F) {
	playtest.FuzzJSON[race](f, nil, []byte(`{"Count":3,"Rolls":[3]}`), []byte(`{`), []byte(`null`))
}

func FuzzRaceApply(f *testing.F) {
	playtest.FuzzApply(f, raceRules{}.game(), func(b []byte) (raceAction, error) { return parseRace(string(b)) },
		[]byte("roll"), []byte("add 1"), []byte("add 3"), []byte("stop"))
}
