package nemesis_test

// The leak test of issue 20 item 17, in the external package because it
// draws the SVG of package picture (which imports nemesis). leak_test.go
// (package nemesis) holds the older scrambled-state checks.

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
	"github.com/incursion/incursion/nemesis"
	"github.com/incursion/incursion/nemesis/picture"
)

// twinFacts is everything a seat is given of a state: its view's JSON,
// its actions, Legal's answer to each probe action, the text picture, the
// SVG and the information-set key.
type twinFacts struct {
	View    string
	Actions []string
	Legal   []string
	Draw    string
	SVG     string
	InfoKey incursion.InfoKey
}

func factsOf(t *testing.T, s nemesis.State, p nemesis.Seat, probes []nemesis.Action) twinFacts {
	t.Helper()
	g := nemesis.Game
	v := g.View(s, p)
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	f := twinFacts{View: string(b), Draw: g.Draw(s, p), SVG: picture.SVG(v, p), InfoKey: g.InfoKey(s, p)}
	for _, a := range g.ActionsFor(s, p) {
		f.Actions = append(f.Actions, a.String())
	}
	for _, a := range probes {
		if err := s.Legal(a); err != nil {
			f.Legal = append(f.Legal, a.String()+": "+err.Error())
		} else {
			f.Legal = append(f.Legal, a.String()+": legal")
		}
	}
	return f
}

// twinProbes: seat p's actions listed in either twin, and actions of p
// that are mostly illegal — every card paid, played, discarded and reacted
// with, every Item used and kept, every Intruder hit, shot and meleed —
// whose refusals must not depend on what p does not know.
func twinProbes(p nemesis.Seat, a, b nemesis.State) []nemesis.Action {
	seen := map[string]bool{}
	var out []nemesis.Action
	add := func(x nemesis.Action) {
		if x != nil && !seen[x.String()] {
			seen[x.String()] = true
			out = append(out, x)
		}
	}
	for _, s := range []nemesis.State{a, b} {
		for _, x := range nemesis.Game.ActionsFor(s, p) {
			add(x)
		}
	}
	ps := p.String()
	var texts []string
	for c := range 10 {
		texts = append(texts, fmt.Sprintf("%s pay c%d", ps, c), fmt.Sprintf("%s play c%d 0", ps, c),
			fmt.Sprintf("%s discard c%d", ps, c), fmt.Sprintf("%s react c%d", ps, c))
	}
	for i := range 54 {
		texts = append(texts, fmt.Sprintf("%s use i%d 0", ps, i), fmt.Sprintf("%s keep i%d", ps, i), fmt.Sprintf("%s give i%d", ps, i))
	}
	for m := range 25 {
		texts = append(texts, fmt.Sprintf("%s hit x%d", ps, m), fmt.Sprintf("%s shoot h0 x%d", ps, m), fmt.Sprintf("%s melee x%d", ps, m))
	}
	texts = append(texts, ps+" objective private", ps+" objective mission", ps+" swap yes", ps+" swap no",
		ps+" pass", ps+" trade", ps+" room 0", ps+" room 1", ps+" gear 0 0", ps+" react none", ps+" launch yes")
	for _, text := range texts {
		if x, err := nemesis.ParseAction(text); err == nil {
			add(x)
		}
	}
	return out
}

// TestLeaks_TwinStates: for random mid-game states and every seat p, two
// samples of Game.Determinize(s, p) — twin states with the same view for p
// and different hidden information — give p the same facts: the whole
// view JSON, ActionsFor, Legal's answer (error text) to p's actions and
// probes, Draw, the SVG of package picture and InfoKey. After the same
// action (listed in both twins for the seat to move, applied with the same
// roller), when p's views are still equal (the action revealed nothing
// hidden to p), the events p observes (incursion.Observe) and the action p
// observes (ObserveAction) are equal too (issue 20 item 17).
// INCURSION_LONG=1 plays more games.
func TestLeaks_TwinStates(t *testing.T) {
	g := nemesis.Game
	games := 2
	if playtest.Long() {
		games = 20
	}
	pairs, eventPairs := 0, 0
	for _, variant := range []string{"", "3p", "coop"} {
		for seed := range uint64(games) {
			r := dice.New(7000 + seed)
			s, err := g.New(variant, r)
			if err != nil {
				t.Fatal(err)
			}
			for step := 0; step < 700 && !g.Result(s).Over; step++ {
				if step%70 == 69 {
					for _, p := range g.Seats(s) {
						pairs++
						eventPairs += checkTwins(t, s, p, seed<<16|uint64(step)<<4|uint64(p))
					}
				}
				acts := g.ActionsFor(s, g.ToMove(s)[0])
				s, _, err = nemesis.Apply(s, acts[r.IntN(len(acts))], r)
				if err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	t.Logf("%d twin pairs, %d of them compared after an action", pairs, eventPairs)
}

// checkTwins draws two samples of s for p and compares what p is given;
// 1 when the events after an action were compared.
func checkTwins(t *testing.T, s nemesis.State, p nemesis.Seat, seed uint64) int {
	t.Helper()
	g := nemesis.Game
	a, err := g.Determinize(s, p, dice.New(seed))
	if err != nil {
		t.Fatalf("seed %d: %v", seed, err)
	}
	b, err := g.Determinize(s, p, dice.New(seed+1<<40))
	if err != nil {
		t.Fatalf("seed %d: %v", seed, err)
	}
	probes := twinProbes(p, a, b)
	if d := cmp.Diff(factsOf(t, a, p, probes), factsOf(t, b, p, probes)); d != "" {
		t.Fatalf("seed %d, %v: twins tell apart (-one +other):\n%s", seed, p, d)
	}
	// The same action in both: one listed in both for the seat to move.
	q := g.ToMove(a)[0]
	inB := map[string]bool{}
	for _, x := range g.ActionsFor(b, q) {
		inB[x.String()] = true
	}
	var common []nemesis.Action
	for _, x := range g.ActionsFor(a, q) {
		if inB[x.String()] {
			common = append(common, x)
		}
	}
	if len(common) == 0 {
		return 0
	}
	act := common[dice.New(seed).IntN(len(common))]
	na, ea, err := nemesis.Apply(a, act, dice.New(seed))
	if err != nil {
		t.Fatal(err)
	}
	nb, eb, err := nemesis.Apply(b, act, dice.New(seed))
	if err != nil {
		t.Fatal(err)
	}
	va, _ := json.Marshal(g.View(na, p))
	vb, _ := json.Marshal(g.View(nb, p))
	if string(va) != string(vb) {
		return 0 // the action revealed something hidden to p
	}
	observed := func(s nemesis.State, evs []nemesis.Event) []string {
		out := []string{incursion.ObserveAction(g, s, act, p).String()}
		for _, e := range evs {
			out = append(out, incursion.Observe(g, e, p).String())
		}
		return slices.Clip(out)
	}
	if d := cmp.Diff(observed(a, ea), observed(b, eb)); d != "" {
		t.Fatalf("seed %d, %v: after %v the events observed differ, the views do not (-one +other):\n%s", seed, p, act, d)
	}
	return 1
}
