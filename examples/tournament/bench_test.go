package main

import (
	"errors"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/examples/bots"
)

// BenchmarkISMCTS: one decision of package search's ISMCTS, 100
// iterations, in every registered game that can determinize, from the
// middle of a game of the bots (seed 1: the first decision with a choice
// past the middle), for the plain player (uniform
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
		// A game of the bots, kept a snapshot an action; the search starts
		// from the first decision with a choice past its middle.
		r := dice.New(1)
		var snaps []bots.Snapshot
		for !m.Over() {
			snaps = append(snaps, m.Snapshot())
			if _, err := m.Agent(m.ToMove()[0], bots.Bot, r); err != nil {
				b.Fatal(err)
			}
		}
		i := len(snaps) / 2
		for ; i < len(snaps); i++ {
			if err := m.Restore(snaps[i]); err != nil {
				b.Fatal(err)
			}
			if len(m.Actions(m.ToMove()[0])) >= 2 {
				break
			}
		}
		if i == len(snaps) {
			b.Fatalf("%s: no decision with a choice in the second half of a game", g.Name())
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
