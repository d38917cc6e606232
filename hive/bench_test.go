package hive_test

import (
	"testing"
	"unsafe"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/hive"
)

// midGame plays a random game from seed until the Terran Movement Segment
// of Game-Turn 3, for the benchmarks.
func midGame(b *testing.B, seed uint64) hive.State {
	s, _ := newGame(seed)
	r := dice.New(seed)
	for !s.Over() && !(s.Turn() >= 3 && s.Step() == hive.StepTerranMove) {
		as := s.Actions()
		s, _, _ = hive.Apply(s, as[r.IntN(len(as))], r)
	}
	if s.Over() {
		b.Fatal("game over before turn 3")
	}
	return s
}

func BenchmarkActions(b *testing.B) {
	s := midGame(b, 2)
	b.ReportAllocs()
	for b.Loop() {
		_ = s.Actions()
	}
}

func BenchmarkApply(b *testing.B) {
	s := midGame(b, 2)
	var a hive.Action
	for _, x := range s.Actions() {
		if m, ok := x.(hive.Move); ok {
			a = m
			break
		}
	}
	r := dice.New(1)
	b.ReportAllocs()
	for b.Loop() {
		_, _, _ = hive.Apply(s, a, r)
	}
}

func BenchmarkPlayout(b *testing.B) {
	b.ReportAllocs()
	actions := 0
	seed := uint64(0)
	for b.Loop() {
		seed++
		s, _ := newGame(seed)
		r := dice.New(seed)
		n := 0
		pick := func(s hive.State, legal []hive.Action, r dice.Roller) hive.Action {
			n++
			return legal[r.IntN(len(legal))]
		}
		end, err := incursion.Playout(hive.Rules, s, r, pick, 100000)
		if err != nil || !end.Over() {
			b.Fatal(err)
		}
		actions += n
	}
	b.ReportMetric(float64(actions)/b.Elapsed().Seconds(), "actions/s")
}

// TestStateSize: a State stays under 2 KiB apart from the shared map.
func TestStateSize(t *testing.T) {
	if n := unsafe.Sizeof(hive.State{}); n > 2048 {
		t.Errorf("State is %d bytes", n)
	} else {
		t.Logf("State is %d bytes", n)
	}
}
