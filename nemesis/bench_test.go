package nemesis

import (
	"os"
	"strconv"
	"testing"
	"unsafe"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// midGame plays a random game from seed until round 2 of the Player Phase.
func midGame(b *testing.B, seed uint64) State {
	r := dice.New(seed)
	s, _ := New(Config{}, r)
	for !s.Over() && !(s.g.Round >= 2 && s.g.Phase == PhasePlayer && s.g.Pend == NoPending) {
		as := s.Actions()
		s, _, _ = Apply(s, as[r.IntN(len(as))], r)
	}
	if s.Over() {
		b.Fatal("game over before round 2")
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
	var a Action
	for _, x := range s.Actions() {
		if _, ok := x.(Secure); ok {
			a = x
			break
		}
		if _, ok := x.(Move); ok && a == nil {
			a = x
		}
	}
	if a == nil {
		a = s.Actions()[0]
	}
	r := dice.New(1)
	b.ReportAllocs()
	for b.Loop() {
		_, _, _ = Apply(s, a, r)
	}
}

func BenchmarkPlayout(b *testing.B) {
	b.ReportAllocs()
	actions := 0
	seed := uint64(0)
	for b.Loop() {
		seed++
		r := dice.New(seed)
		s, _ := New(Config{}, r)
		n := 0
		pick := func(s State, legal []Action, r dice.Roller) Action {
			n++
			return legal[r.IntN(len(legal))]
		}
		end, err := incursion.Playout(Rules, s, r, pick, 100000)
		if err != nil || !end.Over() {
			b.Fatal(err)
		}
		actions += n
	}
	b.ReportMetric(float64(actions)/b.Elapsed().Seconds(), "actions/s")
	b.ReportMetric(float64(actions)/float64(b.N), "actions/op")
}

// BenchmarkPlayoutAppend plays BenchmarkPlayout's games (the same seeds
// and picks) in a loop of its own that lists the actions with
// AppendActions into one reused buffer: what incursion.Playout does once
// the Def has AppendActions (issue 10), the state the only allocation
// left per action but for rare ones.
func BenchmarkPlayoutAppend(b *testing.B) {
	b.ReportAllocs()
	actions := 0
	seed := uint64(0)
	buf := make([]Action, 0, 256)
	for b.Loop() {
		seed++
		r := dice.New(seed)
		s, _ := New(Config{}, r)
		for !s.Over() {
			buf = s.AppendActions(buf[:0])
			next, _, err := Apply(s, buf[r.IntN(len(buf))], r)
			if err != nil {
				b.Fatal(err)
			}
			s = next
			actions++
		}
	}
	b.ReportMetric(float64(actions)/b.Elapsed().Seconds(), "actions/s")
	b.ReportMetric(float64(actions)/float64(b.N), "actions/op")
}

// TestStateSize: the game a State points to stays under 4 KiB, and Apply's
// allocation of a game with room for 7 events (applied) stays in the
// runtime's 1,280-byte size class (issue 10: it was 1,408 with 40-card
// piles; the next classes are 1,408 and 1,536 bytes).
func TestStateSize(t *testing.T) {
	n, a := unsafe.Sizeof(game{}), unsafe.Sizeof(applied{})
	t.Logf("game is %d bytes, applied %d", n, a)
	if n > 4096 {
		t.Errorf("game is %d bytes", n)
	}
	if a > 1280 {
		t.Errorf("applied is %d bytes, over the 1,280-byte size class: give it fewer events, or a smaller game", a)
	}
}

// TestPlayoutWork plays NEMESIS_GAMES random playouts (seeds 1..n, the
// standard game, as BenchmarkPlayout picks) and nothing else: it is the
// fixed amount of work that instruction counts are taken over (RULES.md,
// "Performance"), as the benchmark's own loop may run its body more than
// once. Without the variable it plays none.
//
//	NEMESIS_GAMES=20 GOGC=off valgrind --tool=cachegrind --cache-sim=no \
//	    ./nemesis.test -test.run TestPlayoutWork
func TestPlayoutWork(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("NEMESIS_GAMES"))
	n := 0
	for seed := uint64(1); seed <= uint64(games); seed++ {
		r := dice.New(seed)
		s, _ := New(Config{}, r)
		pick := func(s State, legal []Action, r dice.Roller) Action {
			n++
			return legal[r.IntN(len(legal))]
		}
		if _, err := incursion.Playout(Rules, s, r, pick, 100000); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("%d games, %d actions", games, n)
}
