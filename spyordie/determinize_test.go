package spyordie

import "testing"

// TestDeterminization (RULES.md, "Determinization"): samples keep every
// seat's and the spectator's view, pass Validate and play on, in every
// variant.
func TestDeterminization(t *testing.T) {
	for _, v := range []string{"", "intruders=1", "intruders=3"} {
		t.Run(v, func(t *testing.T) {
			c := contract()
			c.Variant = v
			c.CheckDeterminize(t, 1, 2, 3)
		})
	}
}
