package sabotage

import (
	"fmt"
	"testing"
)

// TestActionStrings: PlanTile and Execute write what their Sprintf writes.
func TestActionStrings(t *testing.T) {
	var targets []Target
	for k := TargetKind(-1); k <= 4; k++ {
		for v := int8(-2); v <= 22; v++ {
			targets = append(targets, Target{k, v})
		}
	}
	for seat := Seat(-1); seat <= 4; seat++ {
		for _, x := range targets {
			for k := Slot(-1); k <= Slots; k++ {
				for _, m := range []uint8{0, 1, 5, 15, 16, 255} {
					a := PlanTile{seat, k, m, x}
					if got, want := a.String(), fmt.Sprintf("%v plan %d %s %v", a.Seat, a.Slot, diceText(a.Dice), a.Arg); got != want {
						t.Fatalf("%#v: %q, want %q", a, got, want)
					}
				}
			}
			for _, y := range targets {
				a := Execute{seat, x, y}
				if got, want := a.String(), fmt.Sprintf("%v execute %v %v", a.Seat, a.A, a.B); got != want {
					t.Fatalf("%#v: %q, want %q", a, got, want)
				}
			}
		}
	}
}
