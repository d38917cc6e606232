package fireteam

import (
	"encoding/json"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
)

// Rulebook, "Missions and Operations": an accomplished mission of an
// operation leads to the players' choice of the next one, set up afresh.
func TestOperation(t *testing.T) {
	var s State
	found := false
	for seed := uint64(1); seed <= 200 && !found; seed++ {
		r := dice.New(seed)
		var err error
		if s, err = newVariant("opI", r); err != nil {
			t.Fatal(err)
		}
		for !s.Over() && s.step != stNext {
			p := s.ToMove()[0]
			s = apply(t, s, Bot(s.View(p), Game.ActionsFor(s, p), r), r)
		}
		found = s.step == stNext
	}
	if !found {
		t.Fatal("the bot never accomplished I1")
	}
	mustValid(t, s)
	if got, want := actionsText(s), "mission I2, mission I3"; got != want {
		t.Fatalf("%q, want %q", got, want)
	}
	if s.Over() || s.opWon != 1 || s.Outcome().MissionsWon != 1 {
		t.Fatalf("over %v, won %b", s.Over(), s.opWon)
	}
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(data, &back); err != nil || !playtest.Equal(s, back) {
		t.Fatalf("JSON: %v", err)
	}
	v := s.View(Player2)
	if data, err = json.Marshal(v); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &back); err != nil || !playtest.Equal(v, back) {
		t.Fatalf("view JSON: %v", err)
	}
	if len(v.Actions()) != 0 || len(s.View(Player1).Actions()) != 2 {
		t.Fatal("the view's actions")
	}
	playtest.AssertIllegal(t, Rules, s, Action(NextMission{"I1"}))
	playtest.AssertIllegal(t, Rules, s, Action(NextMission{"F2"}))
	s = apply(t, s, NextMission{"I3"}, dice.Script())
	if s.Mission() != "I3" || s.step != stStart || s.Operation() != "I" {
		t.Fatalf("mission %s, step %s", s.Mission(), stepNames[s.step])
	}
	mustValid(t, s)
}

// Rulebook, "Missions and Operations" and "Boss Fights": accomplishing the
// operation's last mission wins the game.
func TestOperationWon(t *testing.T) {
	s := fixture(t, "I3", Abe, Don)
	s.op, s.opWon = 1, 0b011
	put(&s, 0, "a1")
	put(&s, 1, "a1")
	putSpecialists(&s, "h4")
	put(&s, 1, "h4")
	place(&s, bossSlot, "b1")
	s.power = 1
	s.intel = [3]uint8{1, 0, 1}
	s.done = 0b101
	mustValid(t, s)
	setHand(&s, 0, 5, 6)
	s = apply(t, s, Attack{Abe, bossSlot}, dice.Script())
	s = apply(t, s, Add{Abe, Card{Leadership, 4}}, dice.Script())
	s = apply(t, s, Add{Abe, Card{Leadership, 5}}, dice.Script())
	s, ev := applyEv(t, s, Roll{Abe}, dice.Script(fBull2, fBull2, fBull2, fBull2, fBull2, fBull2))
	if !s.Over() || !s.won || s.Outcome().Reason != whyText[whyOperation] || s.Outcome().MissionsWon != 3 {
		t.Fatalf("%v %q", s.Outcome(), ev)
	}
	mustValid(t, s)
}
