package hive

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

var learnConfig = learntest.Config{Variants: []string{""}, Games: 5, Limit: 600, Seed: 1, Every: 7, Samples: 2}

// TestActionIDs: every action listed in random games of every variant
// round-trips through its id, ids lie in [0, NumActions), and the legal
// mask marks exactly the listed actions.
func TestActionIDs(t *testing.T) {
	states := learntest.States(t, Game, learnConfig)
	n := learntest.Actions(t, Game, states)
	t.Logf("%d states, %d actions checked", len(states), n)
	if got, _ := Game.NumActions(states[0]); got != learnSpace(states[0]).Size() {
		t.Errorf("NumActions = %d, want %d", got, learnSpace(states[0]).Size())
	}
}

// TestActionIDsGolden: the mapping id <-> action is the golden file's:
// ids change only with the notation, in a commit that says so.
func TestActionIDsGolden(t *testing.T) {
	learnGolden(t, "actionids.golden", learnSpace(mustNew(t)).Describe())
}

// TestTensorLayoutGolden: the tensor obsLayout is the golden file's.
func TestTensorLayoutGolden(t *testing.T) {
	learnGolden(t, "tensor.golden", obsTensorOf(mustNew(t).Board()).l.Describe())
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
		if _, err := Game.ActionOf(s, Terran, id); err == nil {
			t.Errorf("ActionOf(%d): no error", id)
		}
	}
	if _, err := Game.ActionID(s, Move{Unit: 99, To: "nowhere"}); err == nil {
		t.Error("ActionID(unit 99): no error")
	}
	var _ incursion.Game[State, Action, Event, Seat] = Game
}
