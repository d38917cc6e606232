package incursion_test

import (
	"fmt"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// pig is a tiny game of Pig for one player: roll a d6 to add it to the
// turn's total (a 1 loses the total), or hold to bank it. The game is over
// at 20 banked points.
type pig struct {
	Banked, Turn int
}

type pigAction string

type pigRules struct{}

func (pigRules) Over(s pig) bool { return s.Banked >= 20 }

func (g pigRules) Actions(s pig) []pigAction {
	if g.Over(s) {
		return nil
	}
	if s.Turn == 0 {
		return []pigAction{"roll"}
	}
	return []pigAction{"roll", "hold"}
}

func (g pigRules) Legal(s pig, a pigAction) error {
	for _, b := range g.Actions(s) {
		if a == b {
			return nil
		}
	}
	return fmt.Errorf("%w: %s now", incursion.ErrIllegal, a)
}

func (g pigRules) Apply(s pig, a pigAction, r dice.Roller) (pig, []string, error) {
	if err := g.Legal(s, a); err != nil {
		return s, nil, err
	}
	if a == "hold" {
		s.Banked, s.Turn = s.Banked+s.Turn, 0
		return s, []string{fmt.Sprintf("banked %d", s.Banked)}, nil
	}
	d := dice.D6(r)
	if d == 1 {
		s.Turn = 0
	} else {
		s.Turn += d
	}
	return s, []string{fmt.Sprintf("rolled %d", d)}, nil
}

// This example drives a toy game through Actions and Apply with scripted
// dice, then asks Outcomes for the exact odds of the next roll.
func Example() {
	var g incursion.Rules[pig, pigAction, string] = pigRules{}
	r := dice.Script(6, 5, 1, 4)
	s := pig{}
	for _, a := range []pigAction{"roll", "roll", "hold", "roll", "roll"} {
		fmt.Println(g.Actions(s))
		next, events, err := g.Apply(s, a, r)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(a, "->", events)
		s = next
	}
	if _, _, err := g.Apply(s, "eat", r); err != nil {
		fmt.Println(err)
	}

	outs, err := incursion.Outcomes(g, s, "roll", 100)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, o := range outs {
		fmt.Printf("%v %+v p=%s\n", o.Events, o.State, o.P)
	}
	// Output:
	// [roll]
	// roll -> [rolled 6]
	// [roll hold]
	// roll -> [rolled 5]
	// [roll hold]
	// hold -> [banked 11]
	// [roll]
	// roll -> [rolled 1]
	// [roll]
	// roll -> [rolled 4]
	// illegal action: eat now
	// [rolled 1] {Banked:11 Turn:0} p=1/6
	// [rolled 2] {Banked:11 Turn:6} p=1/6
	// [rolled 3] {Banked:11 Turn:7} p=1/6
	// [rolled 4] {Banked:11 Turn:8} p=1/6
	// [rolled 5] {Banked:11 Turn:9} p=1/6
	// [rolled 6] {Banked:11 Turn:10} p=1/6
}
