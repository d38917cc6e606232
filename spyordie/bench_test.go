package spyordie

import (
	"testing"

	"github.com/incursion/incursion/internal/playtest"
)

func BenchmarkPlayout(b *testing.B) { playtest.Bench(Game, "").Playout(b) }
func BenchmarkActions(b *testing.B) { playtest.Bench(Game, "").Actions(b) }
func BenchmarkApply(b *testing.B)   { playtest.Bench(Game, "").Apply(b) }
