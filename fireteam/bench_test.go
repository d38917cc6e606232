package fireteam

import (
	"testing"

	"github.com/incursion/incursion/internal/playtest"
)

// The three benchmarks every game reports (DESIGN.md, "Speed"): random
// playouts of the standard game (I1, two players), Actions and Apply.
func BenchmarkPlayout(b *testing.B) { playtest.Bench(Game, "").Playout(b) }
func BenchmarkActions(b *testing.B) { playtest.Bench(Game, "").Actions(b) }
func BenchmarkApply(b *testing.B)   { playtest.Bench(Game, "").Apply(b) }
