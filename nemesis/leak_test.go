package nemesis

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
)

// randomStates plays random games and returns every state.
func randomStates(t *testing.T, cfg Config, seed uint64) []State {
	t.Helper()
	r := dice.New(seed)
	s, err := New(cfg, r)
	if err != nil {
		t.Fatal(err)
	}
	states := []State{s}
	for !s.Over() && len(states) < 5000 {
		as := s.Actions()
		s, _, err = Apply(s, as[r.IntN(len(as))], r)
		if err != nil {
			t.Fatal(err)
		}
		states = append(states, s)
	}
	return states
}

// scramble changes everything seat p may not know: the order of every
// deck and stack, the bag, the other players' hands, Backpacks, Objectives
// and draft cards, the text (INFECTED or not) of every Contamination card,
// the Items searched by another, the Anti-Aircraft order unless p checked
// it, the Robot card until revealed, the Queen's Health cards.
func scramble(s State, p Seat, r *dice.Rand) State {
	return edit(s, func(g *game) {
		for _, pl := range []stack{&g.D.CorrDeck, &g.D.Explore, &g.D.Support, &g.D.Events, &g.D.Attacks, &g.D.Wounds, &g.D.Contam, &g.D.QueenDeck, &g.D.Draft, &g.D.Stacks[0], &g.D.Stacks[1], &g.D.Stacks[2], &g.D.Stacks[3], &g.D.Items[0], &g.D.Items[1], &g.D.Items[2]} {
			pl.shuffle(r)
		}
		g.Bag = scrambleBag(g.Bag, r)
		perm := make([]int8, ContaminationCards)
		for i := range perm {
			perm[i] = int8(i)
		}
		perm = dice.Shuffle(r, perm)
		for i := range g.D.Contam.N {
			g.D.Contam.C[i] = perm[g.D.Contam.C[i]]
		}
		for i := range g.D.ContamOut.N {
			g.D.ContamOut.C[i] = perm[g.D.ContamOut.C[i]]
		}
		for i := range g.Players {
			q := &g.P[i]
			for _, pl := range []*pile{&q.Deck, &q.Hand, &q.Disc} {
				for j := range pl.N {
					if isContam(pl.C[j]) {
						pl.C[j] = contamBase + perm[pl.C[j]-contamBase]
					}
				}
			}
			q.Deck.shuffle(r)
			if Seat(i) == p {
				continue
			}
			// Swap cards between the hand and the deck, keeping counts.
			for j := range q.Hand.N {
				if q.Deck.N > 0 {
					k := r.IntN(int(q.Deck.N))
					q.Hand.C[j], q.Deck.C[k] = q.Deck.C[k], q.Hand.C[j]
				}
			}
			for j := range q.NPack {
				q.Pack[j] = int8(firstGreen + r.IntN(12))
			}
			for j, o := range q.Objectives {
				if o >= 0 {
					q.Objectives[j] = int8(r.IntN(14))
				}
			}
			for j, d := range q.Draft {
				if d >= 0 {
					q.Draft[j] = int8(r.IntN(Characters))
				}
			}
			q.KnowsAA = r.IntN(2) == 0
		}
		if g.Pend == PendKeep && g.PendSeat != p {
			for j := range g.PendN {
				g.PendItems[j] = int8(r.IntN(firstSupport))
			}
		}
		if (p == ObserverSeat || !g.P[p].KnowsAA) && !g.AAGone { // landed: the top token was revealed
			if r.IntN(2) == 0 {
				g.AA[0], g.AA[1] = g.AA[1], g.AA[0]
			}
		}
		if !g.RobotShown {
			g.Robot = int8(r.IntN(RobotCards))
		}
	})
}

// TestViewHidesSecrets: nothing in a seat's view, its drawing or its
// actions depends on what the seat may not know.
func TestViewHidesSecrets(t *testing.T) {
	r := dice.New(99)
	seeds := uint64(5)
	if playtest.Race {
		seeds = 1
	}
	for seed := uint64(1); seed <= seeds; seed++ {
		cfg := Config{Players: 1 + int(seed)%5}
		states := randomStates(t, cfg, seed)
		for i := 0; i < len(states); i += 3 {
			s := states[i]
			if s.Over() {
				continue
			}
			for _, p := range append(s.Seats(), ObserverSeat) {
				other := scramble(s, p, r)
				if diff := cmp.Diff(s.View(p), other.View(p), cmp.AllowUnexported(State{}, game{}, pile{})); diff != "" {
					t.Fatalf("seed %d state %d: %v's view depends on hidden things (-want +got):\n%s", seed, i, p, diff)
				}
				if a, b := s.View(p).Draw(), other.View(p).Draw(); a != b {
					t.Fatalf("seed %d state %d: %v's drawing depends on hidden things", seed, i, p)
				}
			}
		}
	}
}

// TestViewActions: a view cannot be played, lists exactly the viewer's
// actions, and survives a JSON round trip.
func TestViewActions(t *testing.T) {
	seeds := uint64(4)
	if playtest.Race {
		seeds = 1
	}
	for seed := uint64(1); seed <= seeds; seed++ {
		states := randomStates(t, Config{Players: 2 + int(seed)%4}, seed)
		for i := 0; i < len(states); i += 5 {
			s := states[i]
			for _, p := range append(s.Seats(), ObserverSeat) {
				v := s.View(p)
				want := Game.ActionsFor(s, p)
				if diff := cmp.Diff(want, v.Actions()); diff != "" {
					t.Fatalf("seed %d state %d: %v's view lists other actions (-full +view):\n%s", seed, i, p, diff)
				}
				if len(want) > 0 {
					if err := v.Legal(want[0]); err == nil {
						t.Fatalf("a view is for reading")
					}
				}
				data, err := json.Marshal(v)
				if err != nil {
					t.Fatal(err)
				}
				var back State
				if err := json.Unmarshal(data, &back); err != nil {
					t.Fatalf("seed %d state %d: %v's view does not decode: %v", seed, i, p, err)
				}
				if diff := cmp.Diff(v, back, cmp.AllowUnexported(State{}, game{}, pile{})); diff != "" {
					t.Fatalf("view JSON round trip (-want +got):\n%s", diff)
				}
			}
		}
	}
}

// scrambleBag draws other tokens of the same kinds as bag's: which tokens
// (their backs) are in the bag is hidden, how many of each kind is not.
func scrambleBag(bag uint64, r *dice.Rand) uint64 {
	var counts [Blank + 1]int
	for t := range Tokens {
		if bag&(1<<t) != 0 {
			counts[tokenKinds[t]]++
		}
	}
	var out uint64
	for k, c := range counts {
		var ids []int
		for t := range Tokens {
			if tokenKinds[t] == Kind(k) {
				ids = append(ids, t)
			}
		}
		ids = dice.Shuffle(r, ids)
		for _, t := range ids[:c] {
			out |= 1 << t
		}
	}
	return out
}
