package sabotage

import (
	"encoding/json"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// benchStates returns the states of one random game from seed 1.
func benchStates(b *testing.B) ([]State, []Action) {
	b.Helper()
	r := dice.New(1)
	s, err := New(Config{}, r)
	if err != nil {
		b.Fatal(err)
	}
	var states []State
	var acts []Action
	for !s.Over() && len(states) < 5000 {
		legal := s.Actions()
		a := legal[r.IntN(len(legal))]
		states = append(states, s)
		acts = append(acts, a)
		s, _, err = Apply(s, a, r)
		if err != nil {
			b.Fatal(err)
		}
	}
	return states, acts
}

// BenchmarkApply applies the actions of a random game, one per op.
func BenchmarkApply(b *testing.B) {
	states, acts := benchStates(b)
	r := dice.New(2)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i % len(states)
		if _, _, err := Apply(states[k], acts[k], r); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkActions lists the legal actions of the states of a random game.
func BenchmarkActions(b *testing.B) {
	states, _ := benchStates(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = states[i%len(states)].Actions()
	}
}

// BenchmarkPlayout plays one full random game per op.
func BenchmarkPlayout(b *testing.B) {
	b.ReportAllocs()
	actions := 0
	for i := 0; i < b.N; i++ {
		r := dice.New(uint64(i))
		s, err := New(Config{}, r)
		if err != nil {
			b.Fatal(err)
		}
		n := 0
		pick := func(s State, legal []Action, r dice.Roller) Action {
			n++
			return legal[r.IntN(len(legal))]
		}
		if _, err := incursion.Playout[State, Action, Event](Rules, s, r, pick, 100000); err != nil {
			b.Fatal(err)
		}
		actions += n
	}
	b.ReportMetric(float64(actions)/b.Elapsed().Seconds(), "actions/s")
}

// BenchmarkStateJSON writes and reads back the states of a random game, as
// a server keeping games as positions does once per move.
func BenchmarkStateJSON(b *testing.B) {
	states, _ := benchStates(b)
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
