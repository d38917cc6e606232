package hive

import (
	"strings"
	"testing"

	"github.com/incursion/incursion/dice"
)

// TestDrawPendingDecision (issue 21, item 5): Draw shows every pending
// decision — what is decided, by whom, and the verbs that answer it — and
// the melee attack being formed, in the full state and in the views.
func TestDrawPendingDecision(t *testing.T) {
	for _, c := range []struct {
		p    pending
		want string
	}{
		{pending{Kind: pendCasualty, Seat: Terran, Elim: true, Count: 2, Box: 0}, "Pending decision: Terran chooses 2 individual(s) eliminated among the units in L1 (5.3, 16.6): casualty UNIT"},
		{pending{Kind: pendCasualty, Seat: Znon, Count: 1, Attack: true}, "Pending decision: Znon chooses 1 individual(s) Incapacitated among the attacking units (5.3, 16.6): casualty UNIT"},
		{pending{Kind: pendConsent, Seat: Znon}, "Pending decision: Znon consents or not to the melee attack on Queen 40 (16.5): consent yes|no"},
		{pending{Kind: pendAbort, Seat: Terran}, "Pending decision: Terran aborts the mission or not, the execution of a hostage announced (19.3): abort yes|no"},
		{pending{Kind: pendSpawn, Seat: Znon}, "Pending decision: Znon places a Worker in Cold Storage or not (18.9): spawn yes|no"},
		{pending{Kind: pendCombine, Seat: Terran}, "Pending decision: Terran combines two 1 Lancers or not (17.2): combine UNIT UNIT, or end"},
	} {
		s := scene(t, StepZnonMelee)
		s.c.Pend = c.p
		s.c.Atk = attack{On: true, Target: 40, N: 2, By: [10]uint8{12, 13}}
		for _, x := range []State{s, s.View(Terran), s.View(Znon)} {
			d := x.Draw()
			if !strings.Contains(d, c.want+"\n") {
				t.Errorf("no line %q in\n%s", c.want, d)
			}
			if !strings.Contains(d, "Melee attack being formed on unit 40 by 12, 13 (16.0): join UNIT, or resolve\n") {
				t.Errorf("no melee attack in\n%s", d)
			}
		}
	}
}

// TestDiceCheck (issue 21, item 4): Check refuses a die rolled for another
// purpose than scripted, a die not scripted, and a scripted die not
// rolled.
func TestDiceCheck(t *testing.T) {
	s := scene(t, StepMindControl)
	q := put(t, &s, Queen, "A8", uActive)
	sc := put(t, &s, Scout, "A8")
	for _, c := range []struct {
		rolls []Roll
		want  string
	}{
		{[]Roll{{ForMindControl, 3}}, ""},
		{[]Roll{{ForBreakOut, 3}}, "hive: roll 1 is 3 for Mind Control (7.0), the script has 3 for break Mind Control (7.6)"},
		{[]Roll{{ForMindControl, 3}, {ForBreakOut, 1}}, "hive: 1 scripted rolls not made (the next: 1 for break Mind Control (7.6))"},
	} {
		r := Dice(c.rolls...)
		_, ev, err := Apply(s, MindControl{q, sc}, r)
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		if err := r.Check(ev); err != nil {
			got = err.Error()
		}
		diff(t, c.want, got)
	}
	_, ev, _ := Apply(s, MindControl{q, sc}, dice.Script(3))
	diff(t, "hive: an unscripted roll: Znon rolls 3 (Mind Control (7.0))", Dice().Check(ev).Error())
}
