package nemesis

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
	"github.com/incursion/incursion/search"
)

// TestDeterminization: on random games of the standard, coop, solo and
// deadly games, every seat's and the observer's samples show the seat's
// view, share its InfoKey, pass Validate and play on (RULES.md,
// "Determinization").
func TestDeterminization(t *testing.T) {
	seeds := []uint64{1, 2}
	if playtest.Race {
		seeds = seeds[:1]
	}
	for _, v := range []string{"", "coop", "solo", "deadly", "2p", "5p"} {
		t.Run(v, func(t *testing.T) {
			c := contract()
			c.Variant = v
			c.ViewEvery = 24
			c.MaxActions = 400
			c.CheckDeterminize(t, seeds...)
		})
	}
}

// TestDeterminizationKeepsTheTruth: along random games, the true state is
// among the configurations the sampler may draw: the view's components
// add up (each Character's hidden slots hold his unseen Action cards and
// Contamination cards, each colour's hidden Items fit the hidden places),
// and the colours of another's Search are among those searchColours
// offers.
func TestDeterminizationKeepsTheTruth(t *testing.T) {
	searches := 0
	for seed := uint64(1); seed <= 30; seed++ {
		states := randomStates(t, Config{Players: 1 + int(seed)%5, Coop: seed%7 == 0}, seed)
		for i, s := range states {
			for _, p := range append(s.Seats(), ObserverSeat) {
				v := s.View(p)
				if _, err := drawSample(v.g, p, dice.New(uint64(i))); err == errInconsistent {
					t.Fatalf("seed %d state %d seat %v: the view's components do not add up", seed, i, p)
				}
				if v.g.Pend != PendKeep || v.g.PendItems[0] != Unknown {
					continue
				}
				searches++
				var truth [3]int
				for _, it := range s.g.PendItems[:s.g.PendN] {
					truth[colourOf(it)]++
				}
				if !slices.Contains(searchCandidates(v.g, p), truth) {
					t.Fatalf("seed %d state %d seat %v: the Search's colours %v are not offered: %v", seed, i, p, truth, searchCandidates(v.g, p))
				}
			}
		}
	}
	if searches == 0 {
		t.Error("no hidden Search seen")
	}
}

// searchCandidates is searchColours on the view v, with the counts
// dealItems gives it.
func searchCandidates(v *game, _ Seat) [][3]int {
	n := *v
	g := &n
	var seen [ItemCards]bool
	slots := 0
	for i := range g.Players {
		q := &g.P[i]
		for _, h := range q.Hands {
			if h.Item >= 0 && h.Item < ItemCards {
				seen[h.Item] = true
			}
		}
		if q.Armor >= 0 {
			seen[q.Armor] = true
		}
		for _, it := range q.Pack[:q.NPack] {
			if it >= 0 {
				seen[it] = true
			} else {
				slots++
			}
		}
	}
	for c := range 3 {
		for _, it := range g.D.ItemsOut[c].slice() {
			seen[it] = true
		}
	}
	var unseen [4][]int8
	for c := range int8(ItemCards) {
		if !seen[c] {
			unseen[colourOf(c)] = append(unseen[colourOf(c)], c)
		}
	}
	var inHidden [3]int
	for c := range 3 {
		inHidden[c] = len(unseen[c]) - int(g.D.Items[c].N)
	}
	return g.searchColours(inHidden, slots, unseen)
}

// draws is how many samples the frequency tests take.
const draws = 3000

// sampleCounts determinizes s for seat p draws times and counts the keys
// key gives the samples, failing on a sample that is invalid or that p
// could tell from s.
func sampleCounts(t *testing.T, s State, p Seat, key func(State) string) map[string]int {
	t.Helper()
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	r := dice.New(7)
	counts := map[string]int{}
	want := s.View(p)
	for range draws {
		d, err := Game.Determinize(s, p, r)
		if err != nil {
			t.Fatal(err)
		}
		if err := d.Validate(); err != nil {
			t.Fatalf("sample: %v", err)
		}
		if got := d.View(p); !playtest.Equal(want, got) {
			t.Fatalf("the sample's view differs (-want +got):\n%s", playtest.Diff(want, got))
		}
		counts[key(d)]++
	}
	return counts
}

func uniform(keys ...string) map[string]float64 {
	out := map[string]float64{}
	for _, k := range keys {
		out[k] = 1 / float64(len(keys))
	}
	return out
}

// smallPosition: two Characters in the Player Phase; P2 holds c0 and c1,
// his deck c2 and a Contamination card, his discard pile c3–c9; P1's deck
// is emptied into his discard pile.
func smallPosition(t *testing.T) State {
	t.Helper()
	s := started(t, Config{Players: 2}, 1)
	return edit(s, func(g *game) {
		q := &g.P[1]
		// Hand c0 c1, deck c2 and a Contamination card, the rest
		// discarded.
		q.Hand = pile{N: 2, C: [PileCards]int8{0, 1}}
		q.Deck = pile{N: 2, C: [PileCards]int8{2, contamBase + g.D.Contam.C[g.D.Contam.N-1]}}
		g.D.Contam.N--
		g.D.Contam.C[g.D.Contam.N] = 0
		q.Disc = pile{}
		for c := int8(3); c < 10; c++ {
			q.Disc.push(c)
		}
		// Empty P1's hand likewise into the discard pile, to keep the
		// position small.
		me := &g.P[0]
		for me.Deck.N > 0 {
			me.Disc.push(me.Deck.pop())
		}
	})
}

// TestDeterminizationHands (Hidden information, Contamination Cards): P2's
// three unseen cards (c0, c1, c2) and one Contamination card fill his
// hand of two and deck of two uniformly: each of the 6 hands with each of
// its deck's 2 orders, 1/12 each, as P1 and the observer see it; P2 himself
// sees his hand and only his deck's two orders, 1/2 each.
func TestDeterminizationHands(t *testing.T) {
	s := smallPosition(t)
	key := func(d State) string {
		q := d.g.P[1]
		name := func(c int8) string {
			if isContam(c) {
				return "X"
			}
			return fmt.Sprint("c", c)
		}
		var hand []string
		for _, c := range q.Hand.slice() {
			hand = append(hand, name(c))
		}
		slices.Sort(hand)
		var deck []string
		for _, c := range q.Deck.slice() {
			deck = append(deck, name(c))
		}
		return strings.Join(hand, " ") + " | " + strings.Join(deck, " ")
	}
	cards := []string{"c0", "c1", "c2", "X"}
	var all []string
	for i := range cards {
		for j := i + 1; j < len(cards); j++ {
			var rest []string
			for k, c := range cards {
				if k != i && k != j {
					rest = append(rest, c)
				}
			}
			hand := []string{cards[i], cards[j]}
			slices.Sort(hand)
			all = append(all, strings.Join(hand, " ")+" | "+rest[0]+" "+rest[1], strings.Join(hand, " ")+" | "+rest[1]+" "+rest[0])
		}
	}
	playtest.CheckFrequencies(t, sampleCounts(t, s, 0, key), uniform(all...))
	playtest.CheckFrequencies(t, sampleCounts(t, s, ObserverSeat, key), uniform(all...))
	playtest.CheckFrequencies(t, sampleCounts(t, s, 1, key), uniform("c0 c1 | c2 X", "c0 c1 | X c2"))
}

// TestDeterminizationContamination (Contamination Cards): the 20 cards are
// dealt uniformly to every place holding one, so the Contamination card in
// P2's deck is INFECTED with the deck's proportion, 7 in 20 (DATA.md: card
// ids divisible by 3), for every seat, P2 included.
func TestDeterminizationContamination(t *testing.T) {
	s := smallPosition(t)
	key := func(d State) string {
		for _, pl := range []*pile{&d.g.P[1].Hand, &d.g.P[1].Deck} {
			for _, c := range pl.slice() {
				if isContam(c) {
					return fmt.Sprint("infected ", infected(c-contamBase))
				}
			}
		}
		return "none"
	}
	want := map[string]float64{"infected true": 7.0 / 20, "infected false": 13.0 / 20}
	for _, p := range []Seat{0, 1, ObserverSeat} {
		playtest.CheckFrequencies(t, sampleCounts(t, s, p, key), want)
	}
}

// TestDeterminizationBackpack (Items): P2's one hidden Backpack Item is one
// of the packable cards not seen beyond the Item decks' counts: here with
// every red and yellow card seen or in its deck, it is one of the green
// cards missing from the green deck, uniformly.
func TestDeterminizationBackpack(t *testing.T) {
	s := smallPosition(t)
	s = edit(s, func(g *game) {
		// The last three green cards leave the deck: one in P2's
		// Backpack, two discarded.
		green := &g.D.Items[Green]
		a, b, c := green.pop(), green.pop(), green.pop()
		g.P[1].Pack[0], g.P[1].NPack = a, 1
		g.D.ItemsOut[Green].push(b)
		g.D.ItemsOut[Green].push(c)
		// Move a second green card from the deck to the discard, and
		// keep P1's Backpack empty.
		g.P[0].NPack = 0
		g.P[0].Pack = [12]int8{}
	})
	var greenLeft []string
	seen := map[int8]bool{}
	for _, c := range s.g.D.ItemsOut[Green].slice() {
		seen[c] = true
	}
	for c := int8(firstGreen); c < firstYellow; c++ {
		if !seen[c] {
			greenLeft = append(greenLeft, fmt.Sprint("i", c))
		}
	}
	key := func(d State) string { return fmt.Sprint("i", d.g.P[1].Pack[0]) }
	// Support Equipment not seen could be there too: count what is
	// possible, then check the green share of it.
	counts := sampleCounts(t, s, 0, key)
	want := map[string]float64{}
	for _, k := range greenLeft {
		want[k] = 1 / float64(len(greenLeft))
	}
	playtest.CheckFrequencies(t, counts, want)
}

// TestDeterminizationAntiAircraft (Lander and Anti-Aircraft System): a
// seat that has not checked the tokens sees either order, 1/2 each; the
// seat that checked keeps the truth.
func TestDeterminizationAntiAircraft(t *testing.T) {
	s := edit(smallPosition(t), func(g *game) {
		g.AA = [2]bool{true, false}
		g.P[1].KnowsAA = true
	})
	key := func(d State) string { return fmt.Sprint(d.g.AA) }
	playtest.CheckFrequencies(t, sampleCounts(t, s, 0, key), uniform("[true false]", "[false true]"))
	playtest.CheckFrequencies(t, sampleCounts(t, s, 1, key), uniform("[true false]"))
}

// TestInfoKeyTwins (Hidden information): two states that differ only in
// what a seat may not know share that seat's InfoKey; a difference it sees
// changes it.
func TestInfoKeyTwins(t *testing.T) {
	r := dice.New(5)
	for seed := uint64(1); seed <= 2; seed++ {
		states := randomStates(t, Config{Players: 3}, seed)
		for i := 0; i < len(states); i += 40 {
			s := states[i]
			for _, p := range append(s.Seats(), ObserverSeat) {
				twin := scramble(s, p, r)
				if Game.InfoKey(s, p) != Game.InfoKey(twin, p) {
					t.Fatalf("seed %d state %d: %v's InfoKey depends on what it may not know", seed, i, p)
				}
				d, err := Game.Determinize(s, p, r)
				if err != nil {
					t.Fatal(err)
				}
				if Game.InfoKey(s, p) != Game.InfoKey(d, p) {
					t.Fatalf("seed %d state %d: a sample's InfoKey differs", seed, i)
				}
				apart := edit(s, func(g *game) { g.Round = g.Round%LastRound + 1 })
				if Game.InfoKey(s, p) == Game.InfoKey(apart, p) {
					t.Fatalf("seed %d state %d: %v's InfoKey misses the Round", seed, i, p)
				}
				if i+1 < len(states) && !playtest.Equal(s.View(p), states[i+1].View(p)) && Game.InfoKey(s, p) == Game.InfoKey(states[i+1], p) {
					t.Fatalf("seed %d state %d: two different views of %v share the InfoKey", seed, i, p)
				}
			}
		}
	}
}

// BenchmarkDeterminize: one sample of the deciding seat's view in round
// 2 of a random 4-player game.
func BenchmarkDeterminize(b *testing.B) {
	s := midGame(b, 2)
	r := dice.New(1)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Game.Determinize(s, s.ToMove()[0], r); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkInfoKey: the deciding seat's InfoKey in the same state.
func BenchmarkInfoKey(b *testing.B) {
	s := midGame(b, 2)
	b.ReportAllocs()
	for b.Loop() {
		Game.InfoKey(s, s.ToMove()[0])
	}
}

// BenchmarkISMCTS: one decision of package search's ISMCTS, 20 iterations
// with uniform playouts, in the same state.
func BenchmarkISMCTS(b *testing.B) {
	s := midGame(b, 2)
	m := search.ISMCTS[State, Action, Event, Seat]{Game: Game, Iterations: 20, Limit: 3000}
	r := dice.New(1)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := m.Decide(s, s.ToMove()[0], r); err != nil {
			b.Fatal(err)
		}
	}
}

// TestDeterminizationObjectives (Objectives and Mission Task): in a
// 2-Character game another's Private Objective is any of the Private
// cards for 2 Characters but the seat's own, uniformly, and likewise the
// Mission Objective; the observer, who sees neither seat's, sees any
// card of the group.
func TestDeterminizationObjectives(t *testing.T) {
	s := started(t, Config{Players: 2}, 1)
	for j, group := range []string{"Private", "Mission"} {
		t.Run(group, func(t *testing.T) {
			mine := s.g.P[0].Objectives[j]
			var want, all []string
			for o := range int8(Objectives) {
				if objectives[o].Group == int8(j) && objectives[o].Min <= 2 {
					all = append(all, fmt.Sprint(o))
					if o != mine {
						want = append(want, fmt.Sprint(o))
					}
				}
			}
			key := func(d State) string { return fmt.Sprint(d.g.P[1].Objectives[j]) }
			playtest.CheckFrequencies(t, sampleCounts(t, s, 0, key), uniform(want...))
			playtest.CheckFrequencies(t, sampleCounts(t, s, ObserverSeat, key), uniform(all...))
		})
	}
}
