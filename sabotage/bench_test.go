package sabotage

import (
	"encoding/json"
	"testing"

	"github.com/incursion/incursion/internal/playtest"
)

// The three benchmarks every game reports (internal/playtest's Bencher):
// one random game per op (actions/s, allocs/action), Actions and Apply on
// the states of a random game.
func BenchmarkPlayout(b *testing.B) { playtest.Bench(Game, "").Playout(b) }
func BenchmarkActions(b *testing.B) { playtest.Bench(Game, "").Actions(b) }
func BenchmarkApply(b *testing.B)   { playtest.Bench(Game, "").Apply(b) }

// BenchmarkStateJSON writes and reads back the states of a random game, as
// a server keeping games as positions does once per move.
func BenchmarkStateJSON(b *testing.B) {
	states, _ := playtest.Bench(Game, "").Trace(b, 1)
	data := make([][]byte, len(states))
	for i, s := range states {
		data[i], _ = json.Marshal(s)
	}
	b.Run("marshal", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			if _, err := json.Marshal(states[i%len(states)]); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("unmarshal", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			var s State
			if err := json.Unmarshal(data[i%len(data)], &s); err != nil {
				b.Fatal(err)
			}
		}
	})
}
