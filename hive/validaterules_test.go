package hive

import (
	"slices"
	"strings"
	"testing"
)

// TestValidateRules (issue 21, item 3) walks the list of Validate's rules
// (ValidateRules, the doc of State.Validate): for each, a position that
// breaks it and nothing checked before it, and Validate's error names
// that rule. Two rules cannot be broken on the standard map and its
// countermix: darters-of-the-map (a map of fewer than six Darters) and
// engineer-scout-countermix (there are ten counters for ten units).
func TestValidateRules(t *testing.T) {
	// base is the Terran Movement Segment of Game-Turn 1 with a Queen, a
	// Soldier and a Scout on the map; it passes.
	q := -1
	base := func() State {
		s := scene(t, StepTerranMove)
		q = put(t, &s, Queen, "A8", uActive|uFaceUp)
		put(t, &s, Soldier, "20")
		put(t, &s, Scout, "Sirius")
		return s
	}
	if err := base().Validate(); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		rule   string
		break_ func(s *State)
	}{
		{"step", func(s *State) { s.c.Step = numSteps }},
		{"index", func(s *State) { s.c.Special ^= 1 << 9 }},
		{"setup-turn", func(s *State) { s.c.Turn = 0 }},
		{"deployment-left", func(s *State) {
			s.c.Turn, s.c.Step, s.c.Shown = 0, StepDeploy, false
			for i := firstZnon; i < numUnits; i++ {
				if s.c.Units[i].Stat() == stBought {
					s.c.Units[i].setStatus(stUnused)
				}
			}
		}},
		{"assignment-left", func(s *State) { s.c.Turn, s.c.Step, s.c.Shown = 0, StepAssign, false }},
		{"holding-boxes-shown", func(s *State) { s.c.Shown = false }},
		{"turn-limit", func(s *State) { s.c.Turn = 31 }},
		{"view-only", func(s *State) { s.c.Purchases[Terran] = 1 }},
		{"terran-budget", func(s *State) { s.c.RP[Terran] = 49 }},
		{"znon-budget", func(s *State) { s.c.RP[Znon] = 71 }},
		{"hyperdrive-speed", func(s *State) { s.c.Speed = 1 }},
		{"darters-built", func(s *State) { s.c.Bought[BuyDarter] = 5 }},
		{"terran-force", func(s *State) {
			*s = fresh(t)
			s.c.RP[Terran] = 7
		}},
		{"starting-men", func(s *State) { s.c.StartMen++ }},
		{"queens-killed", func(s *State) { s.c.QueensKilled = 1 }},
		{"lancer-countermix", func(s *State) {
			s.c.Bought[BuyDarter], s.c.Bought[BuyLancers] = 0, 15
			for d := range s.c.Dart {
				s.c.Dart[d].Flags = 0
			}
		}},
		{"unit-kind", func(s *State) { s.c.Units[numUnits-1].setKind(numKinds) }},
		{"znon-countermix", func(s *State) { s.c.Units[numUnits-1].setKind(Soldier) }},
		{"unit-link", func(s *State) { s.c.Units[firstZnon].Link = 200 }},
		{"free-engineer", func(s *State) {
			s.c.Units[1] = unit{ks: pack(Engineer, stBought), Box: noBox, Flags: uFree, Link: 5}
			s.c.StartMen++
		}},
		{"off-the-map", func(s *State) { s.c.Units[numUnits-1].Box = 3 }},
		{"terran-counters", func(s *State) { s.c.Units[0].setKind(Lancers); s.c.StartMen++ }},
		{"unit-box", func(s *State) { s.c.Units[0].Box = 250 }},
		{"incapacitated-movement", func(s *State) { s.c.Units[0].Flags |= uInc; s.c.Units[0].MP = 5 }},
		{"inactive-queen", func(s *State) { s.c.Units[q].Flags &^= uActive; s.c.Units[q].MP = 1 }},
		{"mind-control", func(s *State) { s.c.Units[q].Link = 0 }},
		{"stacking", func(s *State) {
			for range 4 {
				put(t, s, Lancers, "A4")
			}
		}},
		{"breach-box", func(s *State) { s.c.Dart[0].Flags |= dPlaced; s.c.Dart[0].Breach = 250 }},
		{"one-breach-per-box", func(s *State) {
			for d := range 2 {
				s.c.Dart[d].Flags |= dPlaced
				s.c.Dart[d].Breach = box(*s, "A1")
			}
		}},
		{"mover", func(s *State) { s.c.Mover = numUnits - 1 }},
		{"movement-allowance", func(s *State) { s.c.Allow = 3 }},
		{"prisoner-held", func(s *State) { put(t, s, Ambassador, "F15", uZnon|uContinuous) }},
		{"melee-attack", func(s *State) { s.c.Atk = attack{On: true, Target: 200} }},
		{"pending", func(s *State) { s.c.Pend.Kind = pendCombine + 1 }},
		{"mission", func(s *State) { s.c.Mission = 5 }},
		{"boobytrap-due", func(s *State) { s.c.Due[0] = due{Trap: 3, Marines: 1} }},
		{"execution-notice", func(s *State) { s.c.Notice = 200 }},
		{"laser-pod-targets", func(s *State) { s.c.PodAim[0] = 7 }},
	}
	var seen []string
	for _, c := range cases {
		s := base()
		c.break_(&s)
		if c.rule != "index" {
			s.c.reindex()
		}
		err := s.Validate()
		if want := "hive: invalid state: " + c.rule + ": "; err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%s: got %v", c.rule, err)
		}
		seen = append(seen, c.rule)
	}
	for _, r := range ValidateRules {
		if !slices.Contains(seen, r) && r != "darters-of-the-map" && r != "engineer-scout-countermix" {
			t.Errorf("rule %s is not walked", r)
		}
	}
	for _, r := range seen {
		if !slices.Contains(ValidateRules, r) {
			t.Errorf("rule %s is not in ValidateRules", r)
		}
	}
}
