package hive_test

import (
	"os"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/hive"
)

func cpuTime() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// TestPlayoutRate reports random-playout actions per second of CPU time
// (all threads, the garbage collector's too), which a busy machine does
// not distort as it does wall-clock benchmarks. Run with HIVE_RATE=1:
//
//	HIVE_RATE=1 GOMAXPROCS=1 go test ./hive -run PlayoutRate -v
//
// HIVE_RATE=game plays only through hive.Game, as BenchmarkPlayout does,
// from seeds 1 to HIVE_SEEDS (after seed 0, uncounted): the loop to count instructions
// with valgrind, less a run with HIVE_SEEDS=0.
func TestPlayoutRate(t *testing.T) {
	switch os.Getenv("HIVE_RATE") {
	case "":
		t.Skip("set HIVE_RATE=1")
	case "game":
		n, _ := strconv.Atoi(os.Getenv("HIVE_SEEDS"))
		actions := 0
		// Seed 0 first, not counted: it builds the tables made on first use.
		for seed := uint64(0); seed <= uint64(n); seed++ {
			if seed == 1 {
				actions = 0
			}
			r := dice.New(seed)
			s, err := hive.Game.New("", r)
			if err != nil {
				t.Fatal(err)
			}
			pick := func(s hive.State, legal []hive.Action, r dice.Roller) hive.Action {
				actions++
				return legal[r.IntN(len(legal))]
			}
			if _, err := incursion.Playout(hive.Game, s, r, pick, 100000); err != nil {
				t.Fatal(err)
			}
		}
		t.Logf("%d actions", actions)
		return
	}
	for _, c := range []struct {
		name  string
		rules incursion.Rules[hive.State, hive.Action, hive.Event]
	}{{"hive.Rules", hive.Rules}, {"direct", direct{}}} {
		rate(t, c.name, c.rules)
	}
}

func rate(t *testing.T, name string, rules incursion.Rules[hive.State, hive.Action, hive.Event]) {
	start, wall := cpuTime(), time.Now()
	actions := 0
	for seed := uint64(1); seed <= 3000; seed++ {
		s, _ := newGame(seed)
		r := dice.New(seed)
		pick := func(s hive.State, legal []hive.Action, r dice.Roller) hive.Action {
			actions++
			return legal[r.IntN(len(legal))]
		}
		if _, err := incursion.Playout(rules, s, r, pick, 100000); err != nil {
			t.Fatal(err)
		}
	}
	cpu := cpuTime() - start
	t.Logf("%s: %d actions, %.0f actions per CPU second (%.0f per wall second)", name, actions,
		float64(actions)/cpu.Seconds(), float64(actions)/time.Since(wall).Seconds())
}

// direct is the rules without incursion.Define's layers, to show their
// cost (none measurable: about 450k actions per CPU second either way).
type direct struct{}

func (direct) Actions(s hive.State) []hive.Action      { return s.Actions() }
func (direct) Legal(s hive.State, a hive.Action) error { return s.Legal(a) }
func (direct) Over(s hive.State) bool                  { return s.Over() }
func (direct) Apply(s hive.State, a hive.Action, r dice.Roller) (hive.State, []hive.Event, error) {
	return hive.Apply(s, a, r)
}
