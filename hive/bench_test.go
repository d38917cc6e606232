package hive_test

import (
	"testing"
	"unsafe"

	"github.com/incursion/incursion/hive"
	"github.com/incursion/incursion/internal/playtest"
)

// The three benchmarks every game reports (DESIGN.md, "Speed"): random
// playouts (actions/s, allocs/action), Actions and Apply.
func BenchmarkPlayout(b *testing.B) { playtest.Bench(hive.Game, "").Playout(b) }
func BenchmarkActions(b *testing.B) { playtest.Bench(hive.Game, "").Actions(b) }
func BenchmarkApply(b *testing.B)   { playtest.Bench(hive.Game, "").Apply(b) }

// TestStateSize: a State stays under 2 KiB apart from the shared map.
func TestStateSize(t *testing.T) {
	if n := unsafe.Sizeof(hive.State{}); n > 2048 {
		t.Errorf("State is %d bytes", n)
	} else {
		t.Logf("State is %d bytes", n)
	}
}
