package fireteam

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/learntest"
)

var updateLearning = flag.Bool("update-learning", false, "rewrite testdata/actionids.golden and testdata/tensor.golden")

var learnConfig = learntest.Config{Variants: []string{"", "solo", "4p", "I3/3p", "F1", "F3/solo", "T2", "T3/4p", "opF"}, Games: 2, Limit: 400, Seed: 1, Every: 7, Samples: 2}

// TestActionIDs: every action listed in random games of every variant
// round-trips through its id, ids lie in [0, NumActions), and the legal
// mask marks exactly the listed actions.
func TestActionIDs(t *testing.T) {
	states := learntest.States(t, Game, learnConfig)
	n := learntest.Actions(t, Game, states)
	t.Logf("%d states, %d actions checked", len(states), n)
	if got, _ := Game.NumActions(states[0]); got != learnSpace.Size() {
		t.Errorf("NumActions = %d, want %d", got, learnSpace.Size())
	}
}

// TestActionIDsGolden: the mapping id <-> action is the golden file's:
// ids change only with the notation, in a commit that says so.
func TestActionIDsGolden(t *testing.T) {
	learnGolden(t, "actionids.golden", learnSpace.Describe())
}

// TestTensorLayoutGolden: the tensor obsLayout is the golden file's.
func TestTensorLayoutGolden(t *testing.T) {
	learnGolden(t, "tensor.golden", obsLayout.Describe())
}

func learnGolden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *updateLearning {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(strings.TrimSpace(string(want)), strings.TrimSpace(got)); d != "" {
		t.Errorf("%s (-want +got):\n%s", name, d)
	}
}

func mustNew(t *testing.T) State {
	t.Helper()
	s, err := Game.New("", dice.New(1))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestActionOfOutOfRange: ids out of the space and actions of no other
// Base are errors, not panics.
func TestActionOfOutOfRange(t *testing.T) {
	s := mustNew(t)
	n, _ := Game.NumActions(s)
	for _, id := range []int{-1, n} {
		if _, err := Game.ActionOf(s, Player1, id); err == nil {
			t.Errorf("ActionOf(%d): no error", id)
		}
	}
	if _, err := Game.ActionID(s, Reroll{Hero: Abe, Die: 99}); err == nil {
		t.Error("ActionID(die 99): no error")
	}
	var _ incursion.Game[State, Action, Event, Seat] = Game
}

// TestActionIDsEveryVerb: every verb of the notation has ids, so an action
// type added to the game (as Bring was, issue 20.6) cannot be left out of
// the action space while random games seldom list it.
func TestActionIDsEveryVerb(t *testing.T) {
	seen := map[string]bool{}
	for id := range learnSpace.Size() {
		a, err := learnActionOf(State{}, Player1, id)
		if err != nil {
			t.Fatalf("ActionOf(%d): %v", id, err)
		}
		w, _, _ := strings.Cut(a.String(), " ")
		seen[w] = true
	}
	for _, v := range verbs {
		if !seen[v] {
			t.Errorf("no action id for the verb %q", v)
		}
	}
	b := Bring{Hero: Frank, Patty: true}
	id, err := learnActionID(State{}, b)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := learnActionOf(State{}, Player1, id); err != nil || got != Action(b) {
		t.Errorf("ActionOf(ActionID(%v)) = %v, %v", b, got, err)
	}
}
