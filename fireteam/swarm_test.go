package fireteam_test

import (
	"fmt"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/fireteam"
)

// auditSwarmRolls ends Shad's turn with the given monsters all in the
// heroes' location b4 and returns, per monster, the number of attack dice
// it rolled, and the order in which the monsters attacked.
func auditSwarmRolls(t *testing.T, m map[string]any, at map[string]string) (map[string]int, []string) {
	t.Helper()
	auditHero(m, 0)["at"] = "b4"
	auditHero(m, 1)["at"] = "b4"
	m["patty"], m["henry"] = "b4", "b4"
	auditMonsters(m, at)
	m["current_hero"] = 1.0
	s, err := auditTryState(m)
	if err != nil {
		t.Fatal(err)
	}
	r := dice.New(5)
	s, all, err := auditTry(s, "end Shad", r)
	if err != nil {
		t.Fatal(err)
	}
	_, all = auditPassOn(t, s, r, all, 60)
	dice := map[string]int{}
	var order []string
	for _, e := range all {
		switch x := e.(type) {
		case fireteam.Targeted:
			order = append(order, x.Monster.String())
		case fireteam.Rolled:
			dice[x.Who] = len(x.Dice)
		}
	}
	return dice, order
}

// DATA.md, "Monsters": the Corrupted Animal (Infested minion) and the
// Spawn of Typhon have the attribute swarm, "+1 attack die per other
// monster in its location"; the rulebook (Setup 6 note, III - Monster
// Attacks) has each monster's attribute "applied where appropriate" and a
// monster roll "a number of attack dice equal to the monster's attack
// strength". With three Corrupted Animals in one location each should roll
// 1 + 2 = 3 dice. The code rolls 1 die each in I1: swarm is not applied
// to the Corrupted Animal (in T1 the Spawn of Typhon does roll 3: right).
func TestMonsterAttributesSwarm(t *testing.T) {
	for _, mission := range []string{"I1", "T1"} {
		m := auditBaseMission(t, mission)
		got, order := auditSwarmRolls(t, m, map[string]string{"m1": "b4", "m2": "b4", "m3": "b4"})
		for _, mon := range []string{"m1", "m2", "m3"} {
			if got[mon] != 3 {
				t.Errorf("%s: %s rolled %d attack dice, want 3 (swarm: 1 + 2 others) (all %v, order %v)", mission, mon, got[mon], got, order)
			}
		}
	}
}

var _ = fmt.Sprint
