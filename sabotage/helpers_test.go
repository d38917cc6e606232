package sabotage

import (
	"testing"

	"github.com/incursion/incursion/internal/playtest"

	"github.com/incursion/incursion/dice"
)

// started returns a standard game after setup: Hacker and Acrobat against
// Chantico and Count V, Villains in B2 and C3, with the first roll.
func started(t *testing.T, roll ...int) State {
	t.Helper()
	return startedCfg(t, Config{}, roll...)
}

func startedCfg(t *testing.T, cfg Config, roll ...int) State {
	t.Helper()
	return applyR(t, beforeRoll(t, cfg), PlaceVillain{Villain2, mustRoom("C3")}, dice.Script(roll...))
}

// beforeRoll returns started's game before its last setup action
// (Villain2 placed in C3), which rolls the dice of the first round.
func beforeRoll(t *testing.T, cfg Config) State {
	t.Helper()
	s, err := New(cfg, dice.Script())
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []Action{
		ChooseCharacter{Spy1, Hacker}, ChooseCharacter{Spy2, Acrobat},
		ChooseCharacter{Villain1, Chantico}, ChooseCharacter{Villain2, CountV},
		PlaceVillain{Villain1, mustRoom("B2")},
	} {
		s = apply(t, s, a)
	}
	return s
}

func mustRoom(name string) Room {
	r, err := ParseRoom(name)
	if err != nil {
		panic(err)
	}
	return r
}

func apply(t *testing.T, s State, a Action) State {
	t.Helper()
	return applyR(t, s, a, dice.Script())
}

func applyR(t *testing.T, s State, a Action, r dice.Roller) State {
	t.Helper()
	next, _, err := Apply(s, a, r)
	if err != nil {
		t.Fatalf("%v: %v", a, err)
	}
	if err := next.Validate(); err != nil {
		t.Fatalf("after %v: %v", a, err)
	}
	return next
}

// applyEv applies a and returns the events.
func applyEv(t *testing.T, s State, a Action, roll ...int) (State, []Event) {
	t.Helper()
	next, ev, err := Apply(s, a, dice.Script(roll...))
	if err != nil {
		t.Fatalf("%v: %v", a, err)
	}
	if err := next.Validate(); err != nil {
		t.Fatalf("after %v: %v", a, err)
	}
	return next, ev
}

// applyEnd applies a, then what the seats on turn have no choice about —
// a tile that cannot be executed (Execute with no target, the only listed
// action) and ending a turn with nothing left (EndTurn, the only listed
// action) — as an engine that passed turns by itself did before they
// became decisions (execute.go, advance), and returns all the events.
func applyEnd(t *testing.T, s State, a Action, roll ...int) (State, []Event) {
	t.Helper()
	s, ev := applyEv(t, s, a, roll...)
	ev = append([]Event(nil), ev...)
	for s.Phase() == PhaseExecute && len(s.ToMove()) == 1 {
		acts := s.ActionsFor(s.ToMove()[0])
		if len(acts) != 1 {
			break
		}
		switch b := acts[0].(type) {
		case EndTurn:
		case Execute:
			g := game{s: s.s}
			p := &g.s.Players[b.Seat]
			var buf [64][2]Target
			if i := p.next(); i < 0 || len(g.options(b.Seat, p.Plan[i], buf[:0])) > 0 {
				return s, ev
			}
		default:
			return s, ev
		}
		var more []Event
		s, more = applyEv(t, s, acts[0], roll...)
		ev = append(ev, more...)
	}
	return s, ev
}

func mustIllegal(t *testing.T, s State, a Action) {
	t.Helper()
	playtest.AssertIllegal(t, Rules, s, a)
}

// with edits the inner state of a test fixture.
func with(s State, edit func(*state)) State {
	edit(&s.s)
	return s
}

// public keeps the events every seat sees.
func public(ev []Event) []Event {
	var out []Event
	for _, e := range ev {
		if e.Audience() == NoTeam {
			out = append(out, e)
		}
	}
	return out
}

// planAll plans for every seat (nil: nothing) and readies everyone.
func planAll(t *testing.T, s State, plans map[Seat][]PlanTile) State {
	t.Helper()
	for _, seat := range Seats {
		for _, p := range plans[seat] {
			s = apply(t, s, p)
		}
	}
	for _, seat := range Seats {
		s = apply(t, s, Ready{seat})
	}
	return s
}

func roomsOf(names ...string) uint16 {
	var m uint16
	for _, n := range names {
		m |= mustRoom(n).bit()
	}
	return m
}

// turnOf puts the fixture in Execute Actions at seat's turn, with tiles
// planned (slot and arg); every other seat has planned nothing.
func turnOf(s State, seat Seat, tiles ...Planned) State {
	return with(s, func(s *state) {
		for i := range s.Players {
			p := &s.Players[i]
			p.Plan, p.N, p.Used, p.Ready = [4]Planned{}, 0, 0, true
		}
		p := &s.Players[seat]
		copy(p.Plan[:], tiles)
		p.N = int8(len(tiles))
		s.Phase, s.Chosen = PhaseExecute, true
		if seat.Team() == Villains {
			s.Order, s.Turn = [4]Seat{seat, seat.Mate(), Spy1, Spy2}, 0
		} else {
			s.Order, s.Turn = [4]Seat{Villain1, Villain2, seat, seat.Mate()}, 2
		}
	})
}

// placed puts miniatures in rooms (Spies standing).
func placed(s State, rooms map[Seat]string) State {
	return with(s, func(s *state) {
		for seat, r := range rooms {
			s.Players[seat].Room = mustRoom(r)
			s.Players[seat].Lying = false
		}
	})
}

// firstPublic returns the first n public events (fewer if there are fewer).
func firstPublic(ev []Event, n int) []Event {
	p := public(ev)
	if len(p) > n {
		p = p[:n]
	}
	return p
}

// unlocked gives seat character c with the advanced tile of slot k in hand
// (and the tiers below it), taking the unlock cubes from the right supply.
func unlocked(s State, seat Seat, c Character, k Slot) State {
	return with(s, func(s *state) {
		p := &s.Players[seat]
		p.Char = c
		tier := 1
		if k >= 9 {
			tier = 3
		} else if k >= 7 {
			tier = 2
		}
		n := int8(tier * (tier + 1) / 2)
		hand := uint16(1 << 6)
		var gone uint16
		if tier >= 2 {
			pick := Slot(7)
			if k == 8 {
				pick = 8
			}
			hand |= 1 << uint(pick)
			gone |= 1 << uint(15-pick)
		}
		if tier == 3 {
			hand |= 1 << uint(k)
			gone |= 1 << uint(19-k)
		}
		if seat.Team() == Spies {
			s.Pile -= n - p.Unlocks
		} else {
			p.Faces = uint8(1<<uint(n)) - 1
		}
		p.Unlocks, p.Hand, p.Gone = n, hand, gone
	})
}

// scriptDice is a roller for the next round's roll.
func scriptDice() *dice.Scripted { return dice.Script(1, 1, 1, 1) }
