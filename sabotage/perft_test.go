package sabotage

import (
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
)

// TestPerft pins the number of action sequences from the start of the game
// (setup: characters chosen at once, teammates differ) and from the first
// Plan Actions phase under scripted dice.
func TestPerft(t *testing.T) {
	s, err := New(Config{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for depth, want := range []int{1, 16, 176} {
		got, err := playtest.Perft[State, Action, Event](Rules, s, depth, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("perft(%d) = %d, want %d", depth, got, want)
		}
	}
	p := started(t, 1, 2, 3, 4)
	roll := func() dice.Roller { return dice.Script(1, 1, 1, 1) }
	// Depth 1 by hand: each Spy 16 PARACHUTE rooms + 8 modify; each
	// Villain Ready + 2 dice × 3 directions on two MOVE tiles + MOTION
	// DETECTOR + 4 unlock faces + 8 modify = 26.
	for depth, want := range []int{1, 100, 9497} {
		got, err := playtest.Perft[State, Action, Event](Rules, p, depth, roll)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("plan perft(%d) = %d, want %d", depth, got, want)
		}
	}
}
