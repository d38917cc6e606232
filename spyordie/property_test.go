package spyordie

import (
	"testing"

	"github.com/incursion/incursion/dice"
	"pgregory.net/rapid"
)

// TestPropertyTracks: along random games the Mission Timer only runs down,
// the Views hide what they must,
// the Alert only rises except by Stand Down, the Monitor never rests at 9
// (nor above 8 at RED), and the Body/Alarm pool stays within 15 (Rulebook,
// "The Mission Timer", "Alert Monitor", "Markers"). Each game is cut at 400
// actions to keep the default run fast.
func TestPropertyTracks(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		seed := rapid.Uint64().Draw(rt, "seed")
		n := rapid.IntRange(1, 3).Draw(rt, "intruders")
		r := dice.New(seed)
		s, err := New(Config{Intruders: n}, r)
		if err != nil {
			rt.Fatal(err)
		}
		for i := 0; i < 400 && !s.Over(); i++ {
			acts := s.Actions()
			a := acts[rapid.IntRange(0, len(acts)-1).Draw(rt, "action")]
			next, ev, err := Apply(s, a, r)
			if err != nil {
				rt.Fatalf("%v: %v", a, err)
			}
			if next.timer > s.timer {
				rt.Fatalf("%v: the timer went up from %d to %d", a, s.timer, next.timer)
			}
			if next.alert < s.alert {
				stood := false
				for _, e := range ev {
					if h, ok := e.(Happened); ok && h.Text == "Stand Down: every Intruder is in Detention" {
						stood = true
					}
				}
				if !stood {
					rt.Fatalf("%v: the alert went down without a Stand Down", a)
				}
			}
			if next.alarms >= 9 || next.alert == RedAlert && next.alarms > 8 || next.bodiesOnBoard()+int(next.alarms) > 15 {
				rt.Fatalf("%v: monitor %d at %v with %d bodies", a, next.alarms, next.alert, next.bodiesOnBoard())
			}
			// Rulebook, "Set-Up" 8-9: nobody sees which face a face-down
			// marker bears, or the Doomsday pile.
			for _, seat := range []Seat{Defender, Intruder1} {
				v := next.View(seat)
				if leak := faceDownLeak(next, v); leak != "" {
					rt.Fatalf("%v: %s", seat, leak)
				}
				for i := int(v.doomN); i < 6; i++ {
					if v.doom[i] != Unknown {
						rt.Fatalf("%v sees the Doomsday pile", seat)
					}
				}
				if err := v.Validate(); err != nil {
					rt.Fatalf("View(%v): %v", seat, err)
				}
			}
			s = next
		}
	})
}
