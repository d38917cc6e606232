package sabotage

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/internal/learntest"
)

var updateLearning = flag.Bool("update-learning", false, "rewrite testdata/actionids.golden and testdata/tensor.golden")

var learnConfig = learntest.Config{Variants: []string{"", "intro", "variable-map"}, Games: 6, Limit: 400, Seed: 1, Every: 7, Samples: 2}

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
	learnGolden(t, "tensor.golden", "player section\n"+obsPlayer.Describe()+"\nteam section\n"+obsTeam.Describe()+"\ntensor\n"+obsLayout.Describe())
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

// TestActionOfOutOfRange: ids out of the space and values that are no
// seat are errors, not panics.
func TestActionOfOutOfRange(t *testing.T) {
	s, _ := Game.New("", nil)
	for _, id := range []int{-1, learnSpace.Size()} {
		if _, err := Game.ActionOf(s, Spy1, id); err == nil {
			t.Errorf("ActionOf(%d): no error", id)
		}
	}
	if _, err := Game.ActionOf(s, Observer, 0); err == nil {
		t.Error("ActionOf(Observer): no error")
	}
	if _, err := Game.ActionID(s, Hidden{Seat: Spy1, Verb: "plan"}); err == nil {
		t.Error("ActionID(Hidden): no error")
	}
	var _ incursion.Game[State, Action, Event, Seat] = Game
}
