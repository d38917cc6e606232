package hive

import "testing"

// TestMeleeCombatResultsTable: every column of 16.6.
func TestMeleeCombatResultsTable(t *testing.T) {
	for _, c := range []struct {
		m    int
		want meleeOutcome
	}{
		{-3, meleeOutcome{resNone, res1}}, {0, meleeOutcome{resNone, res1}},
		{1, meleeOutcome{resNone, resIn}}, {2, meleeOutcome{resNone, resIn}},
		{3, meleeOutcome{}}, {4, meleeOutcome{}},
		{5, meleeOutcome{resIn, resNone}}, {6, meleeOutcome{resIn, resNone}},
		{7, meleeOutcome{res1, resNone}}, {12, meleeOutcome{res1, resNone}},
		{13, meleeOutcome{res2, resNone}}, {20, meleeOutcome{res2, resNone}},
	} {
		diff(t, c.want, meleeResult(c.m))
	}
}

// TestMeleeCombat: attackers total their strengths against one target
// (16.0), each initiates once per Segment (16.3); the attacking player
// picks the individual who suffers an attacker result (16.6).
func TestMeleeCombat(t *testing.T) {
	s := scene(t, StepTerranMelee)
	put(t, &s, Queen, "F8")
	l := put(t, &s, Lancers, "20")
	sc := put(t, &s, Scout, "20")
	so := put(t, &s, Soldier, "20") // out of command: 3
	w := put(t, &s, Worker, "20")   // out of command: 1
	s, _ = play(t, s, Melee{l, so})
	s, _ = play(t, s, Join{sc})
	// 7 + 2 - 3 = 6, die 6: 12, one individual eliminated.
	s, _ = play(t, s, Resolve{}, 6)
	diff(t, uint8(stDead), uint8(s.c.Units[so].Stat()))
	refuse(t, s, Melee{l, w})
	s2 := scene(t, StepTerranMelee)
	put(t, &s2, Queen, "F8")
	a := put(t, &s2, Scout, "20")
	b := put(t, &s2, Scout, "20")
	x := put(t, &s2, Soldier, "20", uInc) // 3 - 3 = 0
	_ = x
	put(t, &s2, Queen, "C8", uActive) // in command: 8
	y := put(t, &s2, Soldier, "20")
	s2, _ = play(t, s2, Melee{a, y})
	s2, _ = play(t, s2, Join{b})
	s2, _ = play(t, s2, Resolve{}, 2) // 2 + 4 - 8 = -2: one attacker eliminated
	diff(t, pending{Kind: pendCasualty, Seat: Terran, Elim: true, Count: 1, Attack: true}, s2.c.Pend)
	refuse(t, s2, Casualty{y})
	s2, _ = play(t, s2, Casualty{b})
	diff(t, uint8(stDead), uint8(s2.c.Units[b].Stat()))
	diff(t, StepTerranMelee, s2.Step())
}

// TestMeleeQueenConsent: a Queen guarded by a Soldier may refuse melee
// (16.5) and then may not melee in the next Znon Melee Combat Segment.
func TestMeleeQueenConsent(t *testing.T) {
	s := scene(t, StepTerranMelee)
	l := put(t, &s, Lancers, "A1")
	q := put(t, &s, Queen, "A1", uActive)
	put(t, &s, Soldier, "A1")
	s, _ = play(t, s, Melee{l, q})
	diff(t, []Seat{Znon}, s.ToMove())
	s1, _ := play(t, s, Consent{false})
	diff(t, uRefused, s1.c.Units[q].Flags&uRefused)
	diff(t, false, s1.c.Atk.On)
	refuse(t, s1, Melee{l, q}) // the refused attack spent l's initiation (16.3)
	s2, _ := play(t, s, Consent{true})
	s2, _ = play(t, s2, Resolve{}, 3) // 7 - 4 + 3 = 6: Incapacitated
	diff(t, uInc, s2.c.Units[q].Flags&uInc)
	z := s1
	z.c.Step = StepZnonMelee
	refuse(t, z, Melee{q, l})
}

// TestMeleeQueenConsentEachAttack: every melee attack on a guarded Queen
// needs the Znon player's consent (16.5), even after a refusal; the refused
// attacker has spent its one initiation of the Segment (16.3).
func TestMeleeQueenConsentEachAttack(t *testing.T) {
	s := scene(t, StepTerranMelee)
	l := put(t, &s, Lancers, "A1")
	e := put(t, &s, Engineer, "A1")
	q := put(t, &s, Queen, "A1", uActive)
	put(t, &s, Soldier, "A1")
	s, _ = play(t, s, Melee{l, q})
	s, _ = play(t, s, Consent{false})
	refuse(t, s, Melee{l, q})
	s, _ = play(t, s, Melee{e, q})
	diff(t, []Seat{Znon}, s.ToMove())
	s, _ = play(t, s, Consent{true})
	s, _ = play(t, s, Resolve{}, 5) // 4 - 4 + 5 = 5: Incapacitated
	diff(t, uInc, s.c.Units[q].Flags&uInc)
}

// TestMeleeRestrictions: the Znon player never attacks the hostages
// without the execution roll (16.4), nor initiates melee in a Hatchery
// (18.8); melee in an Armory may blow it up (18.5).
func TestMeleeRestrictions(t *testing.T) {
	s := scene(t, StepZnonMelee)
	put(t, &s, Queen, "A8", uActive)
	so := put(t, &s, Soldier, "A1")
	h := put(t, &s, Ambassador, "A1", uFaceUp)
	refuse(t, s, Melee{so, h})
	w := put(t, &s, Worker, "A8")
	e := put(t, &s, Engineer, "A8")
	refuse(t, s, Melee{w, e}) // A8 is a Hatchery
	a := scene(t, StepTerranMelee)
	put(t, &a, Queen, "F8")
	l := put(t, &a, Lancers, "A3")
	x := put(t, &a, Worker, "A3")
	a, _ = play(t, a, Melee{l, x})
	a, _ = play(t, a, Resolve{}, 3, 1) // the Armory explodes: all eliminated
	diff(t, uint8(stDead), uint8(a.c.Units[l].Stat()))
	diff(t, 2, int(a.c.MenLost))
}
