package nemesis

import (
	"testing"

	"github.com/incursion/incursion/dice"
)

// started plays the setup with the first listed choice each time and
// returns the first state of the Player Phase.
func started(t testing.TB, cfg Config, seed uint64) State {
	t.Helper()
	r := dice.New(seed)
	s, err := New(cfg, r)
	if err != nil {
		t.Fatal(err)
	}
	for s.g.Phase < PhasePlayer {
		s = mustApply(t, s, s.Actions()[0], r)
	}
	return s
}

func mustApply(t testing.TB, s State, a Action, r dice.Roller) State {
	t.Helper()
	n, _, err := Apply(s, a, r)
	if err != nil {
		t.Fatalf("%v: %v", a, err)
	}
	if err := n.Validate(); err != nil {
		t.Fatalf("after %v: %v\n%s", a, err, n.Draw())
	}
	return n
}

// edit returns a copy of s changed by f.
func edit(s State, f func(g *game)) State {
	n := *s.g
	d := *n.D
	n.D = &d
	f(&n)
	return State{&n}
}

// kern runs kernel code on a copy of s with scripted dice.
func kern(s State, faces []int, f func(k *kernel)) (State, []Event) {
	n := *s.g
	var r dice.Roller = dice.New(1)
	if faces != nil {
		r = dice.Script(faces...)
	}
	k := &kernel{g: &n, r: r}
	f(k)
	return State{&n}, k.ev
}

// placeRoom puts Room tile t at slot with a Corridor tile c toward from.
func placeRoom(g *game, slot, tile int, from int, corr int8) {
	g.Rooms[slot] = Room{Tile: int8(tile)}
	for i := 2; i < RoomTiles; i++ {
		_ = i
	}
	// Take the tile out of its stack.
	st := &g.D.Stacks[roomTiles[tile].Back]
	for i := range st.N {
		if st.C[i] == int8(tile) {
			copy(st.C[i:], st.C[i+1:st.N])
			st.N--
			st.C[st.N] = 0
			break
		}
	}
	if from >= 0 {
		e := edgeBetween(slot, from)
		takeCorridor(g, corr)
		g.Corr[e] = Corridor{Tile: corr}
	}
}

func takeCorridor(g *game, c int8) {
	d := &g.D.CorrDeck
	for i := range d.N {
		if d.C[i] == c {
			copy(d.C[i:], d.C[i+1:d.N])
			d.N--
			d.C[d.N] = 0
			return
		}
	}
}

// corridorWith returns a Corridor tile of Noise value v (no Door, no
// Deadly value) still in the deck.
func corridorWith(g *game, v int8) int8 {
	for _, c := range g.D.CorrDeck.slice() {
		t := corridorTiles[c]
		if t.Noise == v && !t.Door && t.Deadly == 0 {
			return c
		}
	}
	panic("no corridor tile")
}

// clearLZ removes the Landing Zone's three Corridors.
func clearLZ(g *game) {
	for e := range g.Corr {
		if g.Corr[e].Tile >= 0 {
			g.D.CorrDeck.push(g.Corr[e].Tile)
			g.Corr[e] = Corridor{Tile: -1}
		}
	}
}

// down: dead, or knocked over in the Solo/Coop mode.
func down(p Player) bool { return p.Status == Dead || p.Status == KnockedOut }

// startedAs is started with the first seed (from 1) whose draft gives the
// seats the Characters chars, in seat order: tests that need a Character's
// cards and Items do not depend on how the draft deck was shuffled.
func startedAs(t testing.TB, cfg Config, chars ...int8) State {
	t.Helper()
	for seed := uint64(1); seed <= 5000; seed++ {
		s := started(t, cfg, seed)
		ok := true
		for i, c := range chars {
			ok = ok && s.g.P[i].Char == c
		}
		if ok {
			return s
		}
	}
	t.Fatalf("no seed up to 5000 drafts the Characters %v", chars)
	return State{}
}

// settle answers every open reaction window with "react none" (windows
// open on public information: a Character with cards in hand may be
// asked).
func settle(t testing.TB, s State, r dice.Roller) State {
	t.Helper()
	for s.g.Pend == PendReact {
		s = mustApply(t, s, React{s.g.PendSeat, NoCard, NoCard}, r)
	}
	return s
}

// decision lists the actions of a pending decision without the Drops
// offered at any point (drop.go).
func decision(s State) []Action {
	var out []Action
	for _, a := range s.Actions() {
		if _, ok := a.(Drop); !ok {
			out = append(out, a)
		}
	}
	return out
}
