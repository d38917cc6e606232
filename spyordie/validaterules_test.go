package spyordie

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/geom"
)

// TestValidationRules (issue 21, item 3) walks ValidationRules: for each
// rule, a valid state broken in that rule alone, whose Validate error is a
// *ValidationError naming it; its position's JSON, where the format can
// write it, is refused by json.Unmarshal (by the same rule, or by the
// decoder when the format cannot say it).
func TestValidationRules(t *testing.T) {
	play := twoIntruders(t)
	put(&play, I1, 4, 15)
	put(&play, I2, 5, 15)
	startTurn(&play, 0)
	if err := play.Validate(); err != nil {
		t.Fatal(err)
	}
	setup, err := New(Config{}, dice.New(1))
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []Action{PlaceBoss{geom.Pt(10, 2)}, PlaceStarter{Technician, geom.Pt(2, 9)}, PlaceSentry{geom.Pt(13, 7)},
		PlaceSentry{geom.Pt(20, 15)}, PlaceCamera{geom.Pt(0, 0)}, PlaceCamera{geom.Pt(0, 7)}, PlaceCamera{geom.Pt(0, 14)},
		PlaceCamera{geom.Pt(0, 21)}, PlacePassage{geom.Pt(3, 5)}} {
		setup = mustApply(t, setup, a, dice.Script())
	}
	if setup.phase != phAgent {
		t.Fatalf("set-up at phase %s", setup.Phase())
	}
	b := play.bd()
	// A corridor square that is no junction, and a free Agent Start square.
	var plain int16 = -1
	for q := range b.room {
		if b.room[q] == Corridor && b.g.OnBoard(b.pt(int16(q))) && !has(b.junction, int16(q)) && play.figAt(int16(q)) == NoFig {
			plain = int16(q)
			break
		}
	}
	var outside int16 = -1
	for _, q := range b.agentStart {
		if play.figAt(q) == NoFig {
			outside = q
		}
	}
	room := sqOf(&play, 3, 4) // a square of a room
	cases := map[string]func(s *State) State{
		"board":         func(s *State) State { return State{} },
		"intruders":     func(s *State) State { s.n = 0; return *s },
		"timer":         func(s *State) State { s.timer = 61; return *s },
		"alert-monitor": func(s *State) State { s.alarms = 9; return *s },
		"markers-pool": func(s *State) State {
			s.alarms = 8
			for i := range 8 {
				s.bodies[i] = sqOf(s, 4+i%2, 17+i/2)
			}
			return *s
		},
		"counters":    func(s *State) State { s.round = 2000; return *s },
		"order":       func(s *State) State { s.order[1] = 0; return *s },
		"setup-step":  func(s *State) State { *s = setup; s.sub = 2; return *s },
		"turn":        func(s *State) State { s.sub = 2; return *s },
		"minion-type": func(s *State) State { s.group = 7; return *s },
		"actor":       func(s *State) State { s.actor = 60; return *s },
		"move":        func(s *State) State { s.mv = move{Who: 60, Left: 2, On: true}; return *s },
		"profile":     func(s *State) State { s.intr[0].Agent = 9; return *s },
		"decisions":   func(s *State) State { s.np, s.pend[0] = 1, frame{Kind: 99}; return *s },
		"intruder-can-act": func(s *State) State {
			s.intr[0].Done = true
			return *s
		},
		"minion-can-act": func(s *State) State { startMinionsOf(s, Scientist); return *s },
		"mob-spawn":      func(s *State) State { s.mob = 1; return *s },
		"verdict":        func(s *State) State { s.result = Tie; return *s },
		"talent":         func(s *State) State { s.intr[0].Talent = Prowler; return *s },
		"agents-distinct": func(s *State) State {
			s.intr[1].Agent, s.intr[1].Talent = s.intr[0].Agent, s.intr[0].Talent
			return *s
		},
		"play-set-up":      func(s *State) State { s.intr[1].Talent = NoTalent; return *s },
		"round":            func(s *State) State { s.round = 0; return *s },
		"defender-passage": func(s *State) State { s.passages[1] = -1; return *s },
		"setup-untouched":  func(s *State) State { *s = setup; s.timer = 59; return *s },
		"setup-minions":    func(s *State) State { *s = setup; put(s, G1+4, 1, 14); return *s },
		"setup-cameras":    func(s *State) State { *s = setup; s.cams[3] = -1; return *s },
		"setup-passages":   func(s *State) State { *s = setup; s.passages[2] = room; return *s },
		"setup-markers":    func(s *State) State { *s = setup; s.bodies[0] = plain; return *s },
		"setup-intruders":  func(s *State) State { *s = setup; s.intr[0].Stun = true; return *s },
		"on-board":         func(s *State) State { s.mins[G1+1-B] = minion{State: standing, Sq: int16(len(b.room))}; return *s },
		"one-figure-per-square": func(s *State) State {
			s.mins[G1+1-B] = minion{State: standing, Sq: s.intr[0].Sq}
			return *s
		},
		"minions-inside": func(s *State) State { s.mins[G1+1-B] = minion{State: standing, Sq: outside}; return *s },
		"minion-state":   func(s *State) State { s.mins[G1+1-B].State = 9; return *s },
		"minion-actions": func(s *State) State { s.mins[G1+1-B].Acts = 3; return *s },
		"minion-hit":     func(s *State) State { s.mins[G1+1-B].Hit = true; return *s },
		"intruders-in-game": func(s *State) State {
			s.intr[2].Status = Waiting
			return *s
		},
		"disguise":        func(s *State) State { s.intr[0].Disguise = G1 + 1; return *s },
		"items":           func(s *State) State { s.intr[0].Items[2] = 5; return *s },
		"intelligence":    func(s *State) State { s.intr[0].Intel[0] = 0; return *s },
		"bodies":          func(s *State) State { s.bodies[0] = int16(len(b.room)) + 3; return *s },
		"cameras":         func(s *State) State { s.cams[0] = plain; return *s },
		"secret-passages": func(s *State) State { s.passages[0] = room; return *s },
		"traps":           func(s *State) State { s.traps[0] = trap{Sq: plain}; return *s },
		"doomsday":        func(s *State) State { s.doom[0] = s.doom[1]; return *s },
	}
	for _, r := range ValidationRules {
		f, ok := cases[r.Name]
		if !ok {
			t.Errorf("rule %s: no case breaks it", r.Name)
			continue
		}
		delete(cases, r.Name)
		s := play
		bad := f(&s)
		err := bad.Validate()
		var ve *ValidationError
		if !errors.As(err, &ve) || ve.Rule != r.Name {
			t.Errorf("rule %s (%s): Validate says %v", r.Name, r.Rule, err)
		}
		data, err := json.Marshal(bad)
		if err != nil {
			continue // no board
		}
		if p, err := DecodePosition(data); err != nil {
			t.Fatalf("rule %s: %v", r.Name, err)
		} else if raw, err := p.state(); err != nil || raw != bad {
			continue // a value the format cannot write (refused or rewritten)
		}
		var back State
		err = json.Unmarshal(data, &back)
		switch {
		case err == nil:
			t.Errorf("rule %s: the position breaking it decodes", r.Name)
		case errors.As(err, &ve) && ve.Rule != r.Name:
			t.Errorf("rule %s: the position breaking it is refused by rule %s", r.Name, ve.Rule)
		}
	}
	for name := range cases {
		t.Errorf("case %s: no such rule in ValidationRules", name)
	}
	// The worn figure is on the Imposter's square (issue 21: the testers
	// found this one by trial); a position may leave its square out.
	dis := play
	dis.intr[0].Disguise = G1 + 1
	dis.mins[G1+1-B] = minion{State: worn, Sq: dis.intr[0].Sq}
	if err := dis.Validate(); err != nil {
		t.Fatalf("a disguised Imposter: %v", err)
	}
	off := dis
	off.mins[G1+1-B].Sq = sqOf(&off, 4, 17)
	if err := off.Validate(); err == nil || !strings.Contains(err.Error(), "disguise: I1's disguise G2 is not on his square") {
		t.Errorf("the worn figure off the Imposter's square: %v", err)
	}
	p := dis.Position()
	for i := range p.Minions {
		if p.Minions[i].Figure == "G2" {
			p.Minions[i].Square = nil
		}
	}
	if got, err := p.State(); err != nil || got != dis {
		t.Errorf("the worn figure's square left out: %v", err)
	}
}
