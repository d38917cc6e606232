package bots

import (
	"strings"
	"testing"

	"github.com/incursion/incursion/dice"
)

// TestFireteamRegistered: Fireteam Zero plays to the end through the
// registry, bots on every seat, in every variant.
func TestFireteamRegistered(t *testing.T) {
	g, ok := Lookup("fireteam")
	if !ok {
		t.Fatal("fireteam is not registered")
	}
	for _, v := range append([]string{""}, g.Variants()...) {
		m, err := g.NewVariant(v, 1)
		if err != nil {
			t.Fatal(err)
		}
		r := dice.New(1)
		for n := 0; !m.Over(); n++ {
			if n > 50000 {
				t.Fatalf("%q: not over", v)
			}
			if _, err := m.Bot(r); err != nil {
				t.Fatalf("%q: %v", v, err)
			}
		}
		if winner, how := m.Result(); how == "" {
			t.Errorf("%q: result %q %q", v, winner, how)
		}
		if d := m.Draw("Player1"); !strings.Contains(d, "legend") {
			t.Errorf("%q: draw %q", v, d)
		}
	}
}
