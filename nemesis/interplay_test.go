package nemesis

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
)

// TestInterplay: Rulebook, "Interplay": an Item that restores Health used on
// another Character in the same Room, if that Character allows it; a
// refusal costs nothing; the Item must be able to resolve (nothing to
// restore: not offered).
func TestInterplay(t *testing.T) {
	s := started(t, Config{Players: 2}, 5)
	a := s.g.Turn
	b := 1 - a
	var kit int8 = -1
	s = edit(s, func(g *game) {
		d := &g.D.Items[1]
		for i := range d.N {
			if itemKindOf(d.C[i]) == Medkit {
				kit = d.C[i]
				copy(d.C[i:], d.C[i+1:d.N])
				d.N--
				d.C[d.N] = 0
				break
			}
		}
		g.P[a].Pack[g.P[a].NPack] = kit
		g.P[a].NPack++
	})
	use := UseOn{a, kit, b, 0}
	if slices.Contains(s.Actions(), Action(use)) {
		t.Fatal("a Medkit offered on a Character with nothing to restore")
	}
	s = edit(s, func(g *game) { g.P[b].Health = 3 })
	var got []string
	for _, x := range s.Actions() {
		if u, ok := x.(UseOn); ok && u.Item == kit {
			got = append(got, x.String())
		}
	}
	want := []string{UseOn{a, kit, b, 0}.String(), UseOn{a, kit, b, 1}.String(), UseOn{a, kit, b, 2}.String()}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("Interplay actions (-want +got):\n%s", diff)
	}
	if x, err := ParseAction(want[0]); err != nil || x != Action(use) {
		t.Fatalf("ParseAction(%q) = %v, %v", want[0], x, err)
	}
	s = mustApply(t, s, use, dice.New(1))
	if s.g.Pend != PendAllow || s.ToMove()[0] != b {
		t.Fatalf("pending %v for %v; want P2 to allow it", s.g.Pend, s.ToMove())
	}
	no := mustApply(t, s, Consent{b, false}, dice.New(1))
	if no.g.Pend != NoPending || no.g.Done != 0 || no.g.P[b].Health != 3 || !slices.Contains(no.g.P[a].Pack[:no.g.P[a].NPack], kit) {
		t.Errorf("refused: pending %v, done %d, health %d", no.g.Pend, no.g.Done, no.g.P[b].Health)
	}
	yes := mustApply(t, s, Consent{b, true}, dice.New(1))
	if yes.g.Pend != PendPay || yes.ToMove()[0] != a {
		t.Fatalf("allowed: pending %v for %v; want P1 to pay", yes.g.Pend, yes.ToMove())
	}
	yes = mustApply(t, yes, yes.Actions()[0], dice.New(1))
	if yes.g.P[b].Health != 0 || yes.g.Done != 1 || slices.Contains(yes.g.P[a].Pack[:yes.g.P[a].NPack], kit) {
		t.Errorf("used: health %d, done %d, pack %v", yes.g.P[b].Health, yes.g.Done, yes.g.P[a].Pack[:yes.g.P[a].NPack])
	}
}
