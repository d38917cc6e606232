package nemesis

import (
	"slices"
	"testing"

	"github.com/incursion/incursion/dice"
)

// inRoom: the solo Character alone in a Room of kind k placed at b2 (east
// of the Landing Zone), with Life Support Inactive.
func inRoom(t *testing.T, k RoomKind) State {
	s := lzGame(t)
	return edit(s, func(g *game) {
		tile := -1
		for i, rt := range roomTiles {
			if rt.Kind == k {
				tile = i
				break
			}
		}
		slot := LandingSlot + 1
		if k == Hibernatorium {
			slot = HibernatoriumSlot
			g.HibFound = true
		} else if k != LandingZone {
			placeRoom(g, slot, tile, -1, 0)
		}
		if k == LandingZone {
			slot = LandingSlot
		}
		g.P[0].Room = int8(slot)
	})
}

// Rulebook, "Escaping/Hibernating": the Room's Noise roll; with an Intruder
// in the Room afterwards the Action fails.
func TestEscapingHibernating(t *testing.T) {
	s := inRoom(t, Hibernatorium)
	if opts := s.g.roomOptions(0, nil); len(opts) != 0 {
		t.Fatal("an Inactive Hibernatorium cannot be Used")
	}
	s = edit(s, func(g *game) { g.HibActive = true })
	ok, _ := kern(s, []int{1}, func(k *kernel) { k.useRoom(UseRoom{0, 0}) })
	ok = settle(t, ok, dice.New(1))
	if ok.g.P[0].Status != Hibernated {
		t.Fatal("a quiet Noise roll: Hibernated")
	}
	// Hazard: an Adult token from the bag enters; the Action fails.
	s = edit(s, func(g *game) { g.Bag = 1 << 13; g.Rooms[HibernatoriumSlot].Secure = 0 })
	bad, _ := kern(s, []int{9, 1, 1}, func(k *kernel) { k.useRoom(UseRoom{0, 0}) })
	bad = settle(t, bad, dice.New(1))
	if bad.g.P[0].Status == Hibernated {
		t.Fatal("an Intruder in the Room: the Action is unsuccessful")
	}
	sh := inRoom(t, EscapeShuttle)
	sh, _ = kern(sh, []int{1}, func(k *kernel) { k.useRoom(UseRoom{0, 0}) })
	sh = settle(t, sh, dice.New(1))
	if sh.g.P[0].Status != Escaped || !sh.g.P[0].Fled || !sh.g.Shuttle {
		t.Fatal("the Escape Shuttle")
	}
}

// Rulebook, "Lander": boarding, the Launch decision at the start of the
// Event Phase, Escaped Characters out of the game.
func TestLanderLaunch(t *testing.T) {
	s := inRoom(t, LandingZone)
	s = edit(s, func(g *game) { g.Lander = 1; g.AAGone = true })
	if opts := s.g.roomOptions(0, nil); !slices.Equal(opts, []int8{0}) {
		t.Fatalf("options %v", opts)
	}
	s, _ = kern(s, []int{1}, func(k *kernel) { k.useRoom(UseRoom{0, 0}); k.afterAction() })
	s = settle(t, s, dice.New(1))
	if s.g.P[0].Status != InLander || s.g.Phase != PhaseLaunch {
		t.Fatalf("status %v phase %v", s.g.P[0].Status, s.g.Phase)
	}
	s = mustApply(t, s, Launch{0, true}, dice.New(1))
	if !s.Over() || s.g.P[0].Status != Escaped || !s.g.P[0].Fled || s.g.Lander != 2 {
		t.Fatalf("over %v status %v", s.Over(), s.g.P[0].Status)
	}
}

// Rulebook, "Life Support Control" Rooms: switching the Section's Life
// Support; B checks the Anti-Aircraft tokens in secret and may swap them;
// C activates the Hibernatorium.
func TestLifeSupportControl(t *testing.T) {
	s := inRoom(t, LifeSupportB)
	s, _ = kern(s, nil, func(k *kernel) { k.useRoom(UseRoom{0, 0}) })
	if s.g.Life != [3]bool{false, true, false} {
		t.Fatalf("life %v", s.g.Life)
	}
	s = edit(s, func(g *game) { g.AA = [2]bool{true, false}; g.Turn = 0 })
	s, ev := kern(s, nil, func(k *kernel) { k.useRoom(UseRoom{0, 1}) })
	if s.g.Pend != PendSwap || !s.g.P[0].KnowsAA || VisibleTo(ev[0], 1) {
		t.Fatal("a secret check, then the swap decision")
	}
	s = mustApply(t, s, SwapAA{Seat: 0, Swap: true}, dice.New(1))
	if s.g.AA != [2]bool{false, true} {
		t.Fatal("swapped")
	}
	c := inRoom(t, LifeSupportC)
	c, _ = kern(c, nil, func(k *kernel) { k.useRoom(UseRoom{0, 1}) })
	if !c.g.HibActive {
		t.Fatal("C activates the Hibernatorium")
	}
}

// Rulebook, "Reactor": the power is shut down for good.
func TestReactor(t *testing.T) {
	s := inRoom(t, Reactor)
	s = edit(s, func(g *game) { g.Life = [3]bool{true, true, true}; g.Autodest = 9 })
	s, _ = kern(s, nil, func(k *kernel) { k.useRoom(UseRoom{0, 0}) })
	if s.g.Life != [3]bool{} || s.g.Autodest != 0 || !s.g.PowerOff || s.g.AA != [2]bool{} {
		t.Fatal("power off")
	}
	lsc := inRoom(t, LifeSupportA)
	lsc = edit(lsc, func(g *game) { g.PowerOff = true })
	if opts := lsc.g.roomOptions(0, nil); slices.Contains(opts, 0) {
		t.Fatal("Life Support cannot come back on after the Reactor")
	}
}

// Rulebook, "Nest": Eggs are Heavy Items; no Egg left: destroyed for good;
// Fire in the Nest destroys 1 Egg per Intruder Phase.
func TestNest(t *testing.T) {
	s := inRoom(t, Nest)
	s = edit(s, func(g *game) { g.P[0].Hands = [2]Held{{Item: NoItem}, {Item: NoItem}}; g.Eggs = 2 })
	s, _ = kern(s, []int{1}, func(k *kernel) { k.useRoom(UseRoom{0, 0}) })
	if s.g.Eggs != 1 || s.g.P[0].Hands[0].Item != Egg {
		t.Fatal("an Egg in hand")
	}
	s = edit(s, func(g *game) { g.Rooms[g.P[0].Room].Fire = true; g.D.Events.push(g.D.Events.pop()) })
	s, _ = kern(s, nil, func(k *kernel) { k.intruderPhase() })
	if s.g.Eggs != 0 || !s.g.NestGone {
		t.Fatal("Fire destroyed the last Egg: the Nest is destroyed")
	}
}

// Rulebook, "Autodestruction Procedure": 5 spaces ahead; past the track it
// goes off at the end of the game.
func TestAutodestruction(t *testing.T) {
	s := inRoom(t, CoolingSystem)
	s = edit(s, func(g *game) { g.Round = 3 })
	s, _ = kern(s, nil, func(k *kernel) { k.useRoom(UseRoom{0, 0}) })
	if s.g.Autodest != 8 {
		t.Fatalf("token at %d", s.g.Autodest)
	}
	late := edit(s, func(g *game) { g.Autodest = 16; g.P[0].Status = Hibernated })
	late, _ = kern(late, nil, func(k *kernel) { k.endGame("round 14 ended") })
	if !late.g.Destroyed || late.g.P[0].Status != Dead {
		t.Fatal("behind the last space: the Facility explodes at the end, Hibernated die")
	}
}

// Rulebook, "Search": one Item per icon; keep one, the rest secretly to the
// bottom of their decks.
func TestSearch(t *testing.T) {
	s := inRoom(t, LifeSupportB) // 1 green, 1 yellow
	s = edit(s, func(g *game) { g.Turn = 0 })
	gTop, yTop := s.g.D.Items[Green].C[s.g.D.Items[Green].N-1], s.g.D.Items[Yellow].C[s.g.D.Items[Yellow].N-1]
	s, ev := kern(s, nil, func(k *kernel) { k.search(0, roomTiles[s.g.Rooms[s.g.P[0].Room].Tile].Icons) })
	if s.g.Pend != PendKeep || s.g.PendN != 2 || s.g.PendItems[0] != gTop || s.g.PendItems[1] != yTop {
		t.Fatalf("drawn %v", s.g.PendItems)
	}
	if VisibleTo(ev[0], 1) {
		t.Error("the Items drawn are secret")
	}
	s = mustApply(t, s, Keep{0, gTop, NoDrop}, dice.New(1))
	if s.g.P[0].Pack[s.g.P[0].NPack-1] != gTop || s.g.D.Items[Yellow].C[0] != yTop {
		t.Fatal("kept one; the other at the bottom")
	}
}

// Rulebook, "Heavy Items": with both Hands taken, a held Item may be
// discarded first to make room for the new one.
func TestSearchHeavyItemFullHands(t *testing.T) {
	s := armed(t)
	s = edit(s, func(g *game) {
		g.Intr[firstAdult] = Intruder{At: -1}
		g.Turn = 0
		moveToTop(&g.D.Items[Red], 2) // a Shotgun
	})
	s, _ = kern(s, nil, func(k *kernel) { k.search(0, [3]int8{1, 0, 0}) })
	want := []Action{Keep{0, 2, 0}, Keep{0, 2, 1}, Keep{0, NoCard, NoDrop}}
	if got := decision(s); !slices.Equal(got, want) {
		t.Fatalf("actions %v, want %v", got, want)
	}
	s = mustApply(t, s, Keep{0, 2, 1}, dice.New(1))
	if h := s.g.P[0].Hands[1]; h.Item != 2 || h.Tok[0] != AmmoFull {
		t.Fatalf("hand 1 %+v", h)
	}
}
