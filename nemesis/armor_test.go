package nemesis

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
)

// heavyArmorGame: the solo Character wears Heavy Armor, has Passed, with an
// Adult (x5) in the Room and a Tail on top of the Intruder Attack deck.
func heavyArmorGame(t *testing.T) State {
	s := lzGame(t)
	return edit(s, func(g *game) {
		ha := int8(-1)
		for c := int8(firstSupport); c < firstChar; c++ {
			if itemKindOf(c) == HeavyArmor {
				ha = c
			}
		}
		for _, p := range []*pile{&g.D.Support, &g.D.Offer} {
			for i := range p.N {
				if p.C[i] == ha {
					copy(p.C[i:], p.C[i+1:p.N])
					p.N--
					p.C[p.N] = 0
					break
				}
			}
		}
		if g.P[0].Armor != NoItem && g.P[0].Armor != ha {
			t.Fatal("setup: already wearing Armor")
		}
		g.P[0].Armor = ha
		g.P[0].Passed = true
		g.Intr[firstAdult] = Intruder{At: LandingSlot}
		setHand(g, 0, Search)
		moveToTop(&g.D.Attacks, 10) // Tail: a Serious Wound
		moveToTop(&g.D.Events, 4)   // Life Support Failure A
	})
}

// TestHeavyArmor: Rulebook, "Armor Items" example — Heavy Armor: whenever
// you would gain a Serious Wound, you may lose 2 Health instead. During the
// Intruder Phase's Attacks the wearer chooses; elsewhere the policy loses
// the 2 Health unless that kills.
func TestHeavyArmor(t *testing.T) {
	s := heavyArmorGame(t)
	s, _ = kern(s, nil, func(k *kernel) { k.intruderAttacks(0) })
	if s.g.Pend != PendArmor || s.g.PendSeat != 0 || s.g.Win.Wound != woundTail {
		t.Fatalf("pending %v by %v, window %+v; want the Heavy Armor choice of P1", s.g.Pend, s.g.PendSeat, s.g.Win)
	}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	want := []string{"P1 armor wound", "P1 armor health"}
	if diff := cmp.Diff(want, actionStrings(s)); diff != "" {
		t.Fatalf("Actions (-want +got):\n%s", diff)
	}
	for _, w := range want {
		if a, err := ParseAction(w); err != nil || a.String() != w {
			t.Errorf("ParseAction(%q) = %v, %v", w, a, err)
		}
	}
	n := mustApply(t, s, ArmorChoice{0, true}, dice.New(1))
	if n.g.P[0].Health != 2 || n.g.P[0].Wounds[0] >= 0 || n.g.Round != s.g.Round+1 {
		t.Errorf("health: marker %d, wounds %v, round %d; want 2, none, the next round", n.g.P[0].Health, n.g.P[0].Wounds, n.g.Round)
	}
	n = mustApply(t, s, ArmorChoice{0, false}, dice.New(1))
	if n.g.P[0].Health == 2 || n.g.P[0].Wounds[0] < 0 {
		t.Errorf("wound: marker %d, wounds %v; want a Serious Wound", n.g.P[0].Health, n.g.P[0].Wounds)
	}
	// The policy where no decision can wait: 2 Health when 2 slots are
	// left after the marker; the Serious Wound when only 1 is.
	base := heavyArmorGame(t)
	last := base.g.sectionStart(0, 3) - 1
	for _, c := range []struct {
		health int8
		wound  bool
	}{{0, false}, {last - 2, false}, {last - 1, true}} {
		s := edit(base, func(g *game) { g.P[0].Health = c.health; g.P[0].Armor = base.g.P[0].Armor })
		s, _ = kern(s, nil, func(k *kernel) { k.resolveAttack(firstAdult, 0) })
		if got := s.g.P[0].Wounds[0] >= 0; got != c.wound || s.g.P[0].Status != Active {
			t.Errorf("marker at %d: wound %v (want %v), status %v", c.health, got, c.wound, s.g.P[0].Status)
		}
	}
}

// TestHeavyArmorAfterAReaction: an Attack let through a reaction window
// ("P1 react none") still gives the Heavy Armor's choice, and the
// procedure resumes after it.
func TestHeavyArmorAfterAReaction(t *testing.T) {
	s := heavyArmorGame(t)
	s = edit(s, func(g *game) { setHand(g, 0, DuckAndCover, Search) })
	s, _ = kern(s, nil, func(k *kernel) { k.intruderAttacks(0) })
	if s.g.Pend != PendReact {
		t.Fatalf("pending %v; want a reaction window", s.g.Pend)
	}
	s = mustApply(t, s, React{0, NoCard, NoCard}, dice.New(1))
	if s.g.Pend != PendArmor || s.g.Win.Proc != procIntruders {
		t.Fatalf("pending %v, window %+v; want the Heavy Armor choice in the Intruder Phase", s.g.Pend, s.g.Win)
	}
	round := s.g.Round
	s = mustApply(t, s, ArmorChoice{0, true}, dice.New(1))
	if s.g.P[0].Health != 2 || s.g.Round != round+1 {
		t.Errorf("health marker %d, round %d; want 2, %d", s.g.P[0].Health, s.g.Round, round+1)
	}
}
