package sabotage_test

import (
	"testing"

	"github.com/incursion/incursion/sabotage"
)

// TestDeterminizeContract (RULES.md, "Determinization"): on states of
// random games of every variant, for every seat and the observer, a
// determinization is a full state the viewer cannot tell from the game's
// (same view, same InfoKey), it passes Validate and plays on to the end.
func TestDeterminizeContract(t *testing.T) {
	for _, v := range []struct {
		variant string
		seeds   []uint64
	}{{"", []uint64{1, 2, 3, 4}}, {"intro", []uint64{5, 6}}, {"variable-map", []uint64{7, 8}}} {
		t.Run("variant="+v.variant, func(t *testing.T) {
			c := suite()
			c.Variant = v.variant
			c.ViewEvery = 40
			c.MaxActions = 3000
			c.CheckDeterminize(t, v.seeds...)
		})
	}
	_ = sabotage.Game
}
