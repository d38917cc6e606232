package nemesis

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
)

// commandGame: the Scout (Rank 5, P1) and the Engineer (Rank 1, P2) in
// the Landing Zone with Corridors north (1), east (2) and south (3); P1
// holds a Command card and a Search.
func commandGame(t *testing.T) (State, int8) {
	s := startedAs(t, Config{Players: 2}, 5, 4)
	if s.g.P[0].Char != 5 || s.g.P[1].Char != 4 {
		t.Fatal("setup changed: want the Scout and the Engineer")
	}
	var cmd int8
	s = edit(s, func(g *game) {
		clearLZ(g)
		for d, v := range map[int]int8{North: 1, East: 2, South: 3} {
			c := corridorWith(g, v)
			takeCorridor(g, c)
			g.Corr[edgeBetween(LandingSlot, neighbour(LandingSlot, d))] = Corridor{Tile: c}
		}
		g.Bag = 0
		cmd = setHand(g, 0, Command, Search)[0]
		g.Turn = 0 // the Scout's Turn, whoever drew Help card 1
	})
	return s, cmd
}

func sortedActions(s State) []string {
	out := actionStrings(s)
	slices.Sort(out)
	return out
}

// TestOrdersAndCommands: Rulebook, "Orders and Commands" and "Name and
// Rank". A Command card orders a Character of lower Rank in the Room; the
// owner of the effect chooses the ordered Action and its targets (the
// Hits of an ordered Burst too); never an Action that would cause an
// Opportunity Attack; a Character who has Passed may be ordered.
func TestOrdersAndCommands(t *testing.T) {
	s, cmd := commandGame(t)
	play := PlayCard{0, cmd, 1}
	if err := s.Legal(play); err != nil {
		t.Fatalf("Command on the Engineer: %v", err)
	}
	// Rank: the Engineer (1) cannot command the Scout (5); a Character in
	// another Room cannot be commanded.
	if s.g.commandable(1, 0) {
		t.Error("a lower Rank commands a higher one")
	}
	away := edit(s, func(g *game) { g.P[1].Room = LandingSlot - W })
	if away.Legal(play) == nil {
		t.Error("a Command on a Character in another Room")
	}
	s = edit(s, func(g *game) { g.P[1].Passed = true })
	n := mustApply(t, s, play, dice.Script())
	if n.g.Pend != PendOrder || n.g.PendSeat != 0 || n.g.PendArg != 1 {
		t.Fatalf("pending %v by %v for %d; want an Order by P1 for P2", n.g.Pend, n.g.PendSeat, n.g.PendArg)
	}
	want := []string{"P1 order P2 move a1-a2", "P1 order P2 move a2-a3", "P1 order P2 move a2-b2", "P1 order P2 secure"}
	if diff := cmp.Diff(want, sortedActions(n)); diff != "" {
		t.Fatalf("Orders (-want +got):\n%s", diff)
	}
	for _, w := range want {
		a, err := ParseAction(w)
		if err != nil || a.String() != w {
			t.Errorf("ParseAction(%q) = %v, %v", w, a, err)
		}
	}
	// An Adult in the east Corridor: no Move through it (an Opportunity
	// Attack), a Burst at it instead.
	east := edgeBetween(LandingSlot, LandingSlot+1)
	s2 := edit(s, func(g *game) { g.Intr[firstAdult] = Intruder{At: int8(Slots + east)} })
	n = mustApply(t, s2, play, dice.Script())
	want = []string{"P1 order P2 burst h0 a2-b2", "P1 order P2 move a1-a2", "P1 order P2 move a2-a3", "P1 order P2 secure"}
	if diff := cmp.Diff(want, sortedActions(n)); diff != "" {
		t.Fatalf("Orders with an Adult east (-want +got):\n%s", diff)
	}
	// The ordered Burst: the Engineer's Weapon and Ammo, the Scout places
	// the Hit; no card is paid by either; the Scout's Action closes.
	a, _ := ParseAction("P1 order P2 burst h0 a2-b2")
	n = mustApply(t, n, a, dice.Script(2)) // 1 Hit
	if n.g.Pend != PendHits || n.g.PendSeat != 0 {
		t.Fatalf("pending %v by %v; want the Hits by P1", n.g.Pend, n.g.PendSeat)
	}
	n = mustApply(t, n, Hit{0, firstAdult}, dice.Script())
	if n.g.Intr[firstAdult].At != -1 || n.g.P[1].Hands[0].Tok[0] != AmmoHalf || n.g.P[1].Hand.N != s.g.P[1].Hand.N || n.g.Done != s.g.Done+1 {
		t.Errorf("x5 at %d, P2 ammo %v, P2 hand %d, actions done %d", n.g.Intr[firstAdult].At, n.g.P[1].Hands[0].Tok[0], n.g.P[1].Hand.N, n.g.Done)
	}
	// An Adult in the Room: no Move at all, no Secure, a Shot.
	s3 := edit(s, func(g *game) { g.Intr[firstAdult] = Intruder{At: LandingSlot} })
	n = mustApply(t, s3, play, dice.Script())
	want = []string{"P1 order P2 shoot h0 x5"}
	if diff := cmp.Diff(want, sortedActions(n)); diff != "" {
		t.Fatalf("Orders in Combat (-want +got):\n%s", diff)
	}
}

// TestOrdersAndCommandsRepel: Rulebook, "Orders and Commands" ("The owner
// of that effect chooses the target of an ordered Action") and
// "Repelling": an ordered Shot whose Hit resolves a Queen Health card with
// Repel leaves the Corridor to the commander, not to the ordered Character.
func TestOrdersAndCommandsRepel(t *testing.T) {
	s, cmd := commandGame(t)
	s = edit(s, func(g *game) {
		g.Intr[0] = Intruder{At: LandingSlot}
		queenRepelsNext(g, 2)
	})
	n := mustApply(t, s, PlayCard{0, cmd, 1}, dice.Script())
	a, err := ParseAction("P1 order P2 shoot h0 x0")
	if err != nil {
		t.Fatal(err)
	}
	n = mustApply(t, n, a, dice.Script(5))
	if n.g.Pend != PendRepel || n.g.PendSeat != 0 {
		t.Fatalf("pending %v by %v; want the Repel by the commander P1", n.g.Pend, n.g.PendSeat)
	}
	want := []string{"P1 repel a1-a2", "P1 repel a2-a3", "P1 repel a2-b2"}
	if diff := cmp.Diff(want, sortedActions(n)); diff != "" {
		t.Fatalf("Actions (-want +got):\n%s", diff)
	}
	n = mustApply(t, n, Repel{0, int8(edgeBetween(LandingSlot, LandingSlot+1))}, dice.Script())
	if at := n.g.Intr[0].At; at != int8(Slots+edgeBetween(LandingSlot, LandingSlot+1)) || n.g.Pend != NoPending {
		t.Errorf("the Queen at %d, pending %v; want a2-b2, none", at, n.g.Pend)
	}
}
