package fireteam

import (
	"os"
	"strconv"
	"testing"

	"github.com/incursion/incursion"
)

// TestBalance reports the bot's win rates per mission and per operation
// (FT_BALANCE=n games each; skipped otherwise). RULES.md quotes it.
func TestBalance(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("FT_BALANCE"))
	if n == 0 {
		t.Skip("FT_BALANCE=n plays n games of each mission and operation")
	}
	vs := []string{"", "I2", "I3", "F1", "F2", "F3", "T1", "T2", "T3", "opI", "opF", "opT"}
	if v := os.Getenv("FT_VARIANTS"); v != "" {
		vs = splitComma(v)
	}
	for _, v := range vs {
		won, acts := winRate(t, v, n, Bot)
		rnd, _ := winRate(t, v, n, incursion.Random[State, Action])
		t.Logf("%-8q bot won %3d/%d = %5.1f%% (%d actions/game); random %d", v, won, n, 100*float64(won)/float64(n), acts/n, rnd)
	}
}

func splitComma(s string) []string {
	var out []string
	for len(s) > 0 {
		i := 0
		for i < len(s) && s[i] != ',' {
			i++
		}
		out = append(out, s[:i])
		if i < len(s) {
			i++
		}
		s = s[i:]
	}
	return out
}
