package nemesis

import (
	"slices"
	"testing"

	"github.com/incursion/incursion/dice"
)

// lzGameAs is lzGame for Character char: alone in the Landing Zone with
// Corridors of value 1 north, 2 east, 3 south, an empty bag, its Turn.
func lzGameAs(t *testing.T, char int8) State {
	s := startedAs(t, Config{Players: 1}, char)
	return edit(s, func(g *game) {
		clearLZ(g)
		for d, v := range map[int]int8{North: 1, East: 2, South: 3} {
			c := corridorWith(g, v)
			takeCorridor(g, c)
			g.Corr[edgeBetween(LandingSlot, neighbour(LandingSlot, d))] = Corridor{Tile: c}
		}
		g.Bag = 0
		g.Turn = 0
	})
}

func plays(s State, card int8) []int8 {
	var out []int8
	for _, a := range s.Actions() {
		if p, ok := a.(PlayCard); ok && p.Card == card {
			out = append(out, p.Arg)
		}
	}
	return out
}

// Rulebook, "Playing Action Cards" ((E) the Character a card belongs to)
// and "Restoring Health": the Medic's own card, First Aid, restores up to
// 2 Health (fewer if the player chooses); not playable unhurt ("Effects":
// it must be fully resolvable).
func TestPlayingActionCardsFirstAid(t *testing.T) {
	const medic = 2
	var hand []int8
	s := edit(lzGameAs(t, medic), func(g *game) { hand = setHand(g, 0, FirstAid, Search) })
	if got := plays(s, hand[0]); len(got) != 0 {
		t.Fatalf("unhurt: First Aid offered %v", got)
	}
	s = edit(s, func(g *game) { g.P[0].Health = 3 })
	if got := plays(s, hand[0]); !slices.Equal(got, []int8{0, 1}) {
		t.Fatalf("3 Health lost: First Aid args %v, want [0 1] (2, or exactly 1)", got)
	}
	n := mustApply(t, s, PlayCard{0, hand[0], 0}, dice.New(1))
	if n.g.P[0].Health != 1 || n.g.Done != 1 || !slices.Contains(n.g.P[0].Disc.slice(), hand[0]) {
		t.Errorf("health %d, actions %d; want 1, 1, the card discarded", n.g.P[0].Health, n.g.Done)
	}
	n = mustApply(t, s, PlayCard{0, hand[0], 1}, dice.New(1))
	if n.g.P[0].Health != 2 {
		t.Errorf("restoring 1: health %d, want 2", n.g.P[0].Health)
	}
	// One slot left to restore: only "all" (1).
	s = edit(s, func(g *game) { g.P[0].Health = 1 })
	if got := plays(s, hand[0]); !slices.Equal(got, []int8{0}) {
		t.Errorf("1 Health lost: First Aid args %v, want [0]", got)
	}
}

// Rulebook, "Playing Action Cards" and "Reinforced Corridor": the
// Engineer's own card, Jury-Rig, Reinforces an empty Corridor of its Room
// (its Noise marker discarded); not one with an Intruder.
func TestPlayingActionCardsJuryRig(t *testing.T) {
	const engineer = 4
	north := edgeBetween(LandingSlot, LandingSlot-W)
	east := edgeBetween(LandingSlot, LandingSlot+1)
	south := edgeBetween(LandingSlot, LandingSlot+W)
	var hand []int8
	s := edit(lzGameAs(t, engineer), func(g *game) {
		hand = setHand(g, 0, JuryRig, Search)
		g.Corr[north].Noise = true
		g.Intr[firstAdult] = Intruder{At: int8(Slots + south)}
	})
	want := []int8{int8(north), int8(east)}
	got := plays(s, hand[0])
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("Jury-Rig args %v, want %v (not the Corridor with the Adult)", got, want)
	}
	n := mustApply(t, s, PlayCard{0, hand[0], int8(north)}, dice.New(1))
	if c := n.g.Corr[north]; !c.Reinforced || c.Noise || n.g.corridorValue(north, 1) {
		t.Errorf("corridor %+v; want Reinforced, no Noise, answering no number", c)
	}
	if got := plays(n, hand[0]); len(got) != 0 {
		t.Errorf("the card is spent: %v", got)
	}
}
