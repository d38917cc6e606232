package main

import (
	"errors"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/examples/bots"
)

// BenchmarkISMCTS: one decision of package search's ISMCTS, 100
// iterations, in every registered game that can determinize, from a
// mid-game state (100 random actions from seed 1, then the first state
// whose seat to move has a choice), for the plain player (uniform
// playouts to the end), "+eval" (uniform playouts cut short and scored by
// the game's evaluation) and "+bot+eval" (the same, played by the bots).
// It reports iterations a second:
//
//	go test -run '^$' -bench ISMCTS -benchtime 3x ./examples/tournament/
func BenchmarkISMCTS(b *testing.B) {
	const iterations = 100
	for _, g := range bots.Games() {
		if !contains(bots.All, g.Name()) {
			continue
		}
		m, err := g.New(1)
		if err != nil {
			b.Fatal(err)
		}
		r := dice.New(1)
		for i := 0; !m.Over() && (i < 100 || len(m.Actions(m.ToMove()[0])) < 2); i++ {
			if _, err := m.Agent(m.ToMove()[0], bots.Random, r); err != nil {
				b.Fatal(err)
			}
		}
		if m.Over() {
			b.Fatalf("%s: over before a mid-game decision", g.Name())
		}
		seat := m.ToMove()[0]
		for _, player := range []string{"ismcts", "ismcts+eval", "ismcts+bot+eval"} {
			b.Run(g.Name()+"/"+player, func(b *testing.B) {
				name := player + "-100"
				for range b.N {
					if _, err := m.Choose(seat, name, r); errors.Is(err, errors.ErrUnsupported) {
						b.Skipf("%s cannot determinize yet", g.Name())
					} else if err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(b.N*iterations)/b.Elapsed().Seconds(), "iterations/s")
			})
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
