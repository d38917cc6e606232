package spyordie

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/geom"
)

// TestEnteringAKillZoneExplore: "including appearing from a Secret
// Passage" (Rulebook, "Entering a Kill Zone"): an exposed Intruder, who
// cannot take time, explores into a Guard's Kill Zone: she makes the
// reaction roll and her turn ends — a success gives her the reaction, a
// failure only surrender or pass (issue 8: before the fix she kept her turn
// and rolled nothing).
func TestEnteringAKillZoneExplore(t *testing.T) {
	for _, c := range []struct {
		faces []int // the explore roll, the reaction roll
		want  uint8
	}{
		{[]int{6, 4}, fReact},
		{[]int{6, 3}, fReactFail},
	} {
		s := setUp(t, []AgentID{Kim}, []Talent{Saboteur}, []Item{Silencer})
		put(&s, I1, 3, 5) // on the Defender's Secret Passage
		s.intr[0].Hidden = false
		put(&s, G1+2, 12, 6) // in the Sanctum, 2 squares from its Passage
		startTurn(&s, 0)
		next, ev, err := Apply(s, Explore{I1, geom.Pt(12, 4)}, dice.Script(c.faces...))
		if err != nil {
			t.Fatal(err)
		}
		if err := next.Validate(); err != nil {
			t.Fatal(err)
		}
		if at, _ := next.Where(I1); at != geom.Pt(12, 4) {
			t.Fatalf("Kim at %v, want 12,4", at)
		}
		f := next.top()
		if f == nil || f.Kind != c.want || f.Who != I1 {
			t.Errorf("faces %v: pending %+v, want kind %d for I1", c.faces, f, c.want)
		}
		if !next.intr[0].Done {
			t.Errorf("faces %v: Kim keeps her turn", c.faces)
		}
		var got []string
		for _, e := range ev {
			got = append(got, e.String())
		}
		want := []string{
			"I1 rolls for explore: [6] need 4+: 1 success(es)",
			"I1 moves 3,5 -> 12,4",
			"I1: enters an enemy's Kill Zone",
			"I1 rolls for reaction: [" + itoa(c.faces[1]) + "] need 4+: " + itoa(b2i(c.faces[1] >= 4)) + " success(es)",
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("events (-want +got):\n%s", diff)
		}
	}
}
