package fireteam

import (
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
)

func TestMoving(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	putSpecialists(&s, "a4")
	put(&s, 0, "b1")
	put(&s, 1, "a4")
	playtest.AssertIllegal(t, Rules, s, Action(Move{Hero: Frank, To: Loc(at("d1"))})) // not adjacent
	s1 := apply(t, s, Move{Hero: Frank, To: Loc(at("c2"))}, dice.Script())            // diagonal, difficult
	if s1.moves != 2 {
		t.Fatalf("difficult: %d moves spent", s1.moves)
	}
	playtest.AssertIllegal(t, Rules, s1, Action(Move{Hero: Frank, To: Loc(at("d2"))}))
	s2 := apply(t, s, Move{Hero: Frank, To: Loc(at("c1"))}, dice.Script())
	playtest.AssertIllegal(t, Rules, s2, Action(Move{Hero: Frank, To: Loc(at("c2"))})) // 1 + 2 > 2
	s2 = apply(t, s2, Move{Hero: Frank, To: Loc(at("d1"))}, dice.Script())
	playtest.AssertIllegal(t, Rules, s2, Action(Move{Hero: Frank, To: Loc(at("e1"))}))
	s3 := s
	put(&s3, 0, "g2")
	playtest.AssertIllegal(t, Rules, s3, Action(Move{Hero: Frank, To: Loc(at("h1"))})) // impassible
}

func TestFleeing(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	putSpecialists(&s, "a4")
	put(&s, 0, "a1")
	put(&s, 1, "a4")
	place(&s, 0, "a1")
	s1 := apply(t, s, Move{Hero: Frank, To: Loc(at("b1"))}, dice.Script()) // 1 monster, 1 hero
	_ = s1
	place(&s, 1, "a1")
	playtest.AssertIllegal(t, Rules, s, Action(Move{Hero: Frank, To: Loc(at("b1"))}))
	put(&s, 1, "a1")
	putSpecialists(&s, "a1")
	s = apply(t, s, Move{Hero: Frank, To: Loc(at("b1"))}, dice.Script()) // 2 monsters, 2 heroes
	s.heroes[1].down = true
	put(&s, 0, "a1")
	s.moves = 0
	playtest.AssertIllegal(t, Rules, s, Action(Move{Hero: Frank, To: Loc(at("b1"))})) // a knocked-down hero is not active
}

func TestGuardingSpecialists(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	putSpecialists(&s, "a4")
	put(&s, 0, "a4")
	put(&s, 1, "a4")
	got := actionsText(s)
	for _, want := range []string{"move Frank b4", "move Frank b4 patty", "move Frank b4 henry", "move Frank b4 patty henry"} {
		if !contains(got, want) {
			t.Errorf("%q missing from %q", want, got)
		}
	}
	put(&s, 1, "b1")
	for _, a := range []Action{Move{Hero: Frank, To: Loc(at("b4"))}, Move{Hero: Frank, To: Loc(at("b4")), Patty: true}} {
		playtest.AssertIllegal(t, Rules, s, a)
	}
	s = apply(t, s, Move{Hero: Frank, To: Loc(at("b4")), Patty: true, Henry: true}, dice.Script())
	if s.spec != [2]uint8{at("b4"), at("b4")} {
		t.Errorf("specialists at %v", s.spec)
	}
	// A knocked-down hero does not guard them.
	s.heroes[1].down = true
	put(&s, 1, "b4")
	playtest.AssertIllegal(t, Rules, s, Action(Move{Hero: Frank, To: Loc(at("c4"))}))
}

func contains(list, item string) bool {
	for len(list) > 0 {
		i := 0
		for i < len(list) && list[i] != ',' {
			i++
		}
		if list[:i] == item {
			return true
		}
		if i+2 > len(list) {
			return false
		}
		list = list[i+2:]
	}
	return false
}
