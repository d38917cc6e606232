package sabotage

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// randomStates plays a random game from seed and returns every state.
func randomStates(t *testing.T, cfg Config, seed uint64, limit int) ([]State, [][]Event) {
	t.Helper()
	r := dice.New(seed)
	s, err := New(cfg, r)
	if err != nil {
		t.Fatal(err)
	}
	states := []State{s}
	var events [][]Event
	for !s.Over() && len(states) < limit {
		legal := s.Actions()
		var ev []Event
		s, ev, err = Apply(s, legal[r.IntN(len(legal))], r)
		if err != nil {
			t.Fatal(err)
		}
		states = append(states, s)
		events = append(events, ev)
	}
	return states, events
}

// scramble changes everything of team t that the rules keep behind the
// screen: positions, dice, plans, unlocks, Swagger, cubes, devices. What
// the table sees stays (view.go's hide): whether a character was chosen,
// whether a miniature is on the map or lying, how many tiles were planned
// and done, which tiers were unlocked.
func scramble(s State, t Team, r *dice.Rand) State {
	return with(s, func(s *state) {
		for _, seat := range t.Members() {
			p := &s.Players[seat]
			if s.Phase <= PhaseCharacters && p.Char != NoCharacter {
				// Another of the team's characters, as secret.
				p.Char = Character(r.IntN(4))
				if t == Villains {
					p.Char += 4
				}
			}
			if p.Room != NoRoom {
				p.Room = Room(r.IntN(Rooms))
			}
			for i := range p.Dice {
				p.Dice[i] = int8(1 + r.IntN(6))
			}
			p.Limit, p.Used = int8(r.IntN(5)), uint8(r.IntN(16))
			for i := range p.Plan[:p.N] {
				p.Plan[i] = Planned{Slot: Slot(r.IntN(Slots)), Dice: 3, Arg: To(Left), Done: p.Plan[i].Done}
			}
			// The other tile of each tier chosen, and the spaces filled.
			for _, lo := range [2]uint{7, 9} {
				if (p.Hand|p.Gone)>>lo&3 == 3 && r.IntN(2) == 0 {
					p.Hand ^= 3 << lo
					p.Gone ^= 3 << lo
				}
			}
			p.Unlocks = int8(r.IntN(7))
			p.Faces, p.Swagger, p.Pending, p.Choosing = uint8(r.IntN(64)), int8(r.IntN(6)), int8(r.IntN(3)), int8(r.IntN(4))
			p.Lost = r.IntN(2) == 0
		}
		tm := &s.Teams[t]
		tm.Modify, tm.Slide = int8(r.IntN(9)), int8(r.IntN(5))
		for i := range tm.Devices {
			tm.Devices[i] = Room(r.IntN(Rooms+1) - 1)
			tm.Built[i] = int16(r.IntN(20))
			tm.Owner[i] = t.Members()[r.IntN(2)]
		}
		s.SpentCubes, s.SpentSlide = int8(r.IntN(9)), int8(r.IntN(5))
		if t == Villains {
			s.GenCubes = [2]int8{int8(r.IntN(3)), int8(r.IntN(3))}
			s.GenSupply = int8(r.IntN(5))
		} else {
			s.Pile, s.Discarded = int8(r.IntN(23)), int8(r.IntN(20))
			// Which hack this turn was it (HACK or an exclusive one)?
			s.Hacked = int8(r.IntN(3) - 1)
			// Which machine did an UNTRACEABLE cube come from?
			for i := range s.Untraced {
				j := r.IntN(3)
				if s.Untraced[i] > 0 && s.Doomsday[j] > 0 && i != j {
					s.Untraced[i]--
					s.Doomsday[i]++
					s.Untraced[j]++
					s.Doomsday[j]--
				}
			}
		}
	})
}

// keepPending restores the unlock decisions still owed, which are public
// by their timing (who is to move).
func keepPending(s, from State) State {
	return with(s, func(s *state) {
		for i := range s.Players {
			s.Players[i].Pending, s.Players[i].Choosing = from.s.Players[i].Pending, from.s.Players[i].Choosing
		}
	})
}

// TestViewHidesTheOtherTeam: nothing in a team's view depends on what the
// other team keeps behind the screen (undeclared positions, devices, tiles,
// dice, Swagger, cubes).
func TestViewHidesTheOtherTeam(t *testing.T) {
	r := dice.New(99)
	for seed := uint64(1); seed <= 4; seed++ {
		states, _ := randomStates(t, Config{}, seed, 3000)
		for i := 0; i < len(states); i += 7 {
			s := states[i]
			for _, seat := range Seats {
				other := scramble(s, seat.Team().Other(), r)
				if diff := cmp.Diff(s.View(seat), other.View(seat), cmp.AllowUnexported(State{})); diff != "" {
					t.Fatalf("seed %d state %d: %v's view depends on the other team's hidden pieces (-want +got):\n%s", seed, i, seat, diff)
				}
				if a, b := s.View(seat).Draw(), other.View(seat).Draw(); a != b {
					t.Fatalf("seed %d state %d: %v's drawing depends on the other team's hidden pieces:\n%s\n---\n%s", seed, i, seat, a, b)
				}
				// A seat's actions, and the answers of Legal to them, do not
				// depend on the other team's hidden pieces either.
				other = keepPending(other, s)
				acts := s.ActionsFor(seat)
				if diff := cmp.Diff(acts, other.ActionsFor(seat)); diff != "" {
					t.Fatalf("seed %d state %d: %v's actions depend on the other team's hidden pieces (-want +got):\n%s", seed, i, seat, diff)
				}
				for _, a := range acts {
					if err := other.Legal(a); err != nil {
						t.Fatalf("seed %d state %d: %v: %v", seed, i, a, err)
					}
				}
				// Nor do Legal's reasons for refusing its actions.
				for k := 0; k < 12; k++ {
					a := randomAction(seat, r)
					if e1, e2 := errText(s.Legal(a)), errText(other.Legal(a)); e1 != e2 {
						t.Fatalf("seed %d state %d: %v: %q, or %q with other hidden pieces", seed, i, a, e1, e2)
					}
				}
				// Both teams' Intel is deduced from declarations alone
				// (TestIntelFromDeclarationsOnly), so every seat could keep
				// the other team's as well as its own: the view keeps both.
				for _, tm := range [2]Team{Spies, Villains} {
					if s.View(seat).Intel(tm) != s.Intel(tm) {
						t.Fatalf("seed %d state %d: %v's view does not show the %v' Intel", seed, i, seat, tm)
					}
				}
			}
		}
	}
}

// TestViewKeepsOwnTeam: a team sees all its own pieces.
func TestViewKeepsOwnTeam(t *testing.T) {
	states, _ := randomStates(t, Config{}, 3, 2000)
	for i, s := range states {
		for _, seat := range Seats {
			v := s.View(seat)
			for _, m := range seat.Team().Members() {
				if diff := cmp.Diff(s.s.Players[m], v.s.Players[m]); diff != "" {
					t.Fatalf("state %d: %v's view of %v (-want +got):\n%s", i, seat, m, diff)
				}
			}
			if v.s.Teams[seat.Team()] != s.s.Teams[seat.Team()] {
				t.Fatalf("state %d: %v's view of its team", i, seat)
			}
		}
	}
}

// TestIntelFromDeclarationsOnly replays only the public events of random
// games into an observer that starts from the first state: it must reach
// the same Intel as the game, so Intel depends on declarations alone.
func TestIntelFromDeclarationsOnly(t *testing.T) {
	for _, cfg := range []Config{{}, {Intro: true}} {
		for seed := uint64(1); seed <= 4; seed++ {
			states, events := randomStates(t, cfg, seed, 4000)
			obs := game{s: states[0].s}
			for i, ev := range events {
				// Only public facts of the state are read: round, walls.
				obs.s.Round, obs.s.Walls = states[i].s.Round, states[i].s.Walls
				for _, e := range ev {
					if e.Audience() != NoTeam {
						continue
					}
					switch e := e.(type) {
					case Rolled:
						obs.s.Round = e.Round
					case WallDestroyed:
						obs.s.Walls &^= 1 << uint(e.Edge)
					}
					obs.observe(e)
				}
				for _, team := range []Team{Spies, Villains} {
					if diff := cmp.Diff(states[i+1].Intel(team), obs.s.Teams[team].Intel); diff != "" {
						t.Fatalf("seed %d step %d: %v intel differs from the declarations (-want +got):\n%s", seed, i, team, diff)
					}
				}
			}
		}
	}
}

// visible returns the events seat observes.
func visible(ev []Event, seat Seat) []Event {
	var out []Event
	for _, e := range ev {
		if VisibleTo(e, seat) {
			out = append(out, e)
		}
	}
	return out
}

// twins plays the same actions from a and b (which differ only in one
// team's hidden pieces) and requires the other team's views and visible
// events to stay equal.
func twins(t *testing.T, a, b State, observer Seat, acts []Action, roll ...int) {
	t.Helper()
	for _, act := range acts {
		var ea, eb []Event
		a, ea = applyEv(t, a, act, roll...)
		b, eb = applyEv(t, b, act, roll...)
		if diff := cmp.Diff(visible(ea, observer), visible(eb, observer)); diff != "" {
			t.Fatalf("after %v, %v hears different events (-a +b):\n%s", act, observer, diff)
		}
		if diff := cmp.Diff(a.View(observer), b.View(observer), cmp.AllowUnexported(State{})); diff != "" {
			t.Fatalf("after %v, %v's view differs (-a +b):\n%s", act, observer, diff)
		}
	}
}

// TestLeakParachute: where a Spy lands is not declared, only the half.
func TestLeakParachute(t *testing.T) {
	s := started(t, 1, 2, 3, 4)
	a := apply(t, s, PlanTile{Spy1, 5, 0, At(mustRoom("A1"))})
	b := apply(t, s, PlanTile{Spy1, 5, 0, At(mustRoom("B2"))})
	twins(t, a, b, Villain1, []Action{
		PlanTile{Spy2, 5, 0, At(mustRoom("D4"))},
		Ready{Spy1}, Ready{Spy2}, Ready{Villain1}, Ready{Villain2},
		GoFirst{Villain1, Villain1}, EndTurn{Villain1}, EndTurn{Villain2}, GoFirst{Spy1, Spy1},
		Execute{Spy1, In(HalfTop), None},
	}, 1, 1, 1, 1)
}

// TestLeakMove: a Villain's MOVE is not declared.
func TestLeakMove(t *testing.T) {
	s := started(t, 1, 2, 3, 4)
	a := apply(t, s, PlanTile{Villain1, 0, 1 << 0, To(Left)})
	b := apply(t, s, PlanTile{Villain1, 0, 1 << 0, To(Right)})
	twins(t, a, b, Spy1, []Action{
		PlanTile{Spy1, 5, 0, At(mustRoom("A1"))},
		PlanTile{Spy2, 5, 0, At(mustRoom("D4"))},
		Ready{Villain1}, Ready{Spy1}, Ready{Spy2}, Ready{Villain2},
		GoFirst{Villain1, Villain1}, Execute{Villain1, None, None},
	}, 1, 1, 1, 1)
}

// TestLeakEarpiece: EARPIECE declares its name, not the direction.
func TestLeakEarpiece(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A2", Spy2: "B1"})
	s = turnOf(s, Spy1, Planned{Slot: 3})
	twins(t, s, s, Villain1, nil)
	a, ea := applyEv(t, s, Execute{Spy1, To(Left), None}, 1, 1, 1, 1)
	b, eb := applyEv(t, s, Execute{Spy1, To(Right), None}, 1, 1, 1, 1)
	if diff := cmp.Diff(visible(ea, Villain1), visible(eb, Villain1)); diff != "" {
		t.Fatalf("(-a +b):\n%s", diff)
	}
	if diff := cmp.Diff(a.View(Villain1), b.View(Villain1), cmp.AllowUnexported(State{})); diff != "" {
		t.Fatalf("(-a +b):\n%s", diff)
	}
}

// sameFor applies act to a and b and requires observer's events and view
// to be equal afterwards.
func sameFor(t *testing.T, observer Seat, a, b State, actA, actB Action) {
	t.Helper()
	a, ea := applyEv(t, a, actA, 1, 1, 1, 1)
	b, eb := applyEv(t, b, actB, 1, 1, 1, 1)
	if diff := cmp.Diff(visible(ea, observer), visible(eb, observer)); diff != "" {
		t.Fatalf("%v hears different events (-a +b):\n%s", observer, diff)
	}
	if diff := cmp.Diff(a.View(observer), b.View(observer), cmp.AllowUnexported(State{})); diff != "" {
		t.Fatalf("%v's view differs (-a +b):\n%s", observer, diff)
	}
}

// TestLeakBuild: where a device is built is not declared (the Virus not
// even its name).
func TestLeakBuild(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A2", Spy2: "D4"})
	s = unlocked(s, Spy1, Hacker, 8)
	s = turnOf(s, Spy1, Planned{Slot: 8})
	sameFor(t, Villain1, s, s, Execute{Spy1, At(mustRoom("A1")), None}, Execute{Spy1, At(mustRoom("C4")), None})
	// The Virus: nothing at all, wherever the Spy is.
	a := unlocked(placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy2: "A2", Spy1: "D4"}), Spy2, Acrobat, 8)
	b := unlocked(placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy2: "C2", Spy1: "D4"}), Spy2, Acrobat, 8)
	a, b = turnOf(a, Spy2, Planned{Slot: 8}), turnOf(b, Spy2, Planned{Slot: 8})
	sameFor(t, Villain1, a, b, Execute{Spy2, At(mustRoom("A2")), None}, Execute{Spy2, At(mustRoom("C2")), None})
}

// TestLeakGenerator: GENERATOR is not declared, nor the cube a hack takes
// from a Generator.
func TestLeakGenerator(t *testing.T) {
	a := placed(started(t, 1, 2, 3, 4), map[Seat]string{Villain1: "A1"})
	b := with(a, func(s *state) { s.GenCubes, s.GenSupply = [2]int8{0, 1}, 3 })
	a = turnOf(a, Villain1, Planned{Slot: 3})
	b = turnOf(b, Villain1, Planned{Slot: 3})
	sameFor(t, Spy1, a, b, Execute{Villain1, None, None}, Execute{Villain1, None, None})
	// A hack in a Generator's room, with or without cubes on it.
	a = placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "D4", Spy2: "A1"})
	b = with(a, func(s *state) { s.GenCubes, s.GenSupply = [2]int8{0, 2}, 2 })
	a, b = turnOf(a, Spy1, Planned{Slot: 4}), turnOf(b, Spy1, Planned{Slot: 4})
	a, ea := applyEv(t, a, Execute{Spy1, None, None}, 1, 1, 1, 1)
	b, eb := applyEv(t, b, Execute{Spy1, None, None}, 1, 1, 1, 1)
	if diff := cmp.Diff(visible(ea, Spy1), visible(eb, Spy1)); diff != "" {
		t.Fatalf("(-a +b):\n%s", diff)
	}
	_, _ = a, b
}

// TestLeakFreezeRay: Spies do not declare whether they are frozen.
func TestLeakFreezeRay(t *testing.T) {
	a := placed(started(t, 1, 2, 3, 4), map[Seat]string{Villain2: "D1", Spy1: "D2", Spy2: "A4"})
	b := placed(a, map[Seat]string{Spy1: "B4"})
	a = unlocked(a, Villain2, Nadesh, 7)
	b = unlocked(b, Villain2, Nadesh, 7)
	a, b = turnOf(a, Villain2, Planned{Slot: 7}), turnOf(b, Villain2, Planned{Slot: 7})
	sameFor(t, Villain1, a, b, Execute{Villain2, To(Down), None}, Execute{Villain2, To(Down), None})
}

// TestLeakFalseAlarm: the Villains do not declare whether a Villain was
// moved.
func TestLeakFalseAlarm(t *testing.T) {
	a := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A1", Spy2: "D4"})
	b := placed(a, map[Seat]string{Villain1: "A3"})
	a = turnOf(unlocked(a, Spy1, Juicer, 8), Spy1, Planned{Slot: 8})
	b = turnOf(unlocked(b, Spy1, Juicer, 8), Spy1, Planned{Slot: 8})
	sameFor(t, Spy2, a, b, Execute{Spy1, At(mustRoom("B2")), None}, Execute{Spy1, At(mustRoom("B2")), None})
}

// TestHeardLog: the State keeps the last declarations exactly as they were
// heard, the same in every view.
func TestHeardLog(t *testing.T) {
	states, events := randomStates(t, Config{}, 7, 3000)
	var log []Event
	for i, ev := range events {
		for _, e := range ev {
			switch e.(type) {
			case Declared, Spotted, DeviceSpotted, DeviceRemoved, GeneratorDeclared, DoomsdayPassed, Counted, Hit, WallDestroyed:
				log = append(log, e)
			}
		}
		want := log
		if len(want) > HeardSize {
			want = want[len(want)-HeardSize:]
		}
		s := states[i+1]
		for _, seat := range Seats {
			got, _ := s.View(seat).Heard()
			if diff := cmp.Diff(want, got); diff != "" {
				t.Fatalf("step %d, %v's view (-want +got):\n%s", i, seat, diff)
			}
		}
	}
	if len(log) < HeardSize {
		t.Fatalf("only %d declarations", len(log))
	}
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// randomAction draws an action of seat, legal or not.
func randomAction(seat Seat, r *dice.Rand) Action {
	target := func() Target {
		switch r.IntN(4) {
		case 0:
			return None
		case 1:
			return To(Dir(r.IntN(4)))
		case 2:
			return At(Room(r.IntN(Rooms)))
		}
		return In(Area(r.IntN(NumAreas)))
	}
	switch r.IntN(11) {
	case 0:
		return ModifyDie{seat, int8(r.IntN(4)), int8(2*r.IntN(2) - 1)}
	case 1, 2, 3:
		return PlanTile{seat, Slot(r.IntN(Slots)), uint8(r.IntN(16)), target()}
	case 4:
		return UnlockDie{seat, int8(r.IntN(4))}
	case 5:
		return Execute{seat, target(), target()}
	case 6:
		return Slide{seat, Dir(r.IntN(4))}
	case 7:
		return Detonate{seat}
	case 8:
		return UseBeacon{seat, Area(r.IntN(12))}
	case 9:
		return ChokeNow{seat}
	}
	return EndTurn{seat}
}

// TestLeakWhichHack: Rulebook, "1. Declare Action": a "hack" bubble says
// exactly "hack" — "Do not give any other information about the tile."
// A HACK from B2 and a WIRELESS HACK into B2 must look the same to the
// Villains (the view used to keep the count of hacks this turn, 1 after
// HACK and -1 after the exclusive hacks). Both Spies completed Tier 2
// ("unlocked a tile" is public), one taking HOLOGRAM, the other WIRELESS
// HACK.
func TestLeakWhichHack(t *testing.T) {
	a := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "B2", Spy2: "D4"})
	a = turnOf(unlocked(a, Spy1, Hacker, 8), Spy1, Planned{Slot: 4}, Planned{Slot: 0, Arg: To(Down)})
	b := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A2", Spy2: "D4"})
	b = turnOf(unlocked(b, Spy1, Hacker, 7), Spy1, Planned{Slot: 7}, Planned{Slot: 0, Arg: To(Down)})
	sameFor(t, Villain1, a, b, Execute{Spy1, None, None}, Execute{Spy1, To(Right), None})
}

// TestViewKeepsWhatTheTableSees (issue 12): what a seat observes of the
// other team — the events as it sees them (VisibleTo, else PublicEvent) —
// is in its view: who has chosen a character ("Villain1 chose ?"), which
// Villains are placed ("Villain1 moved behind the screen"), how many
// tiles each seat planned this round ("planned a tile") and how many
// advanced tiles it unlocked ("unlocked a tile"). Counted from the events
// of random games alone, for a Spy, a Villain and the observer, and
// compared with the view after every action.
func TestViewKeepsWhatTheTableSees(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		states, events := randomStates(t, Config{}, seed, 3000)
		for _, viewer := range []Seat{Spy1, Villain1, Observer} {
			var chosen, placed [4]bool
			var planned, tiers [4]int
			for i, ev := range events {
				before, s := states[i], states[i+1]
				for _, e := range ev {
					if !VisibleTo(e, viewer) {
						e = PublicEvent(e)
					}
					switch e := e.(type) {
					case Rolled:
						planned = [4]int{}
					case CharacterChosen:
						chosen[e.Seat] = true
					case Moved:
						if before.Phase() == PhasePlace {
							placed[e.Seat] = true
						}
					case Private:
						switch {
						case strings.HasPrefix(e.Text, "planned "):
							planned[e.Seat]++
						case strings.HasPrefix(e.Text, "unlocked "):
							tiers[e.Seat]++
						}
					}
				}
				v := s.View(viewer)
				for _, seat := range allSeats {
					if viewer != Observer && seat.Team() == viewer.Team() {
						continue
					}
					p := v.s.Players[seat]
					n := v.Tiers(seat)
					if n != s.Tiers(seat) {
						t.Fatalf("seed %d action %d: %v's view: %v unlocked %d tiers, the game %d", seed, i, viewer, seat, n, s.Tiers(seat))
					}
					if v.Lying(seat) != s.Lying(seat) {
						t.Fatalf("seed %d action %d: %v's view: %v lying %v", seed, i, viewer, seat, v.Lying(seat))
					}
					switch {
					case s.Phase() == PhaseCharacters && chosen[seat] != (p.Char != NoCharacter):
						t.Fatalf("seed %d action %d: %v's view: %v chose %v, heard %v", seed, i, viewer, seat, p.Char, chosen[seat])
					case s.Phase() == PhasePlace && seat.Team() == Villains && placed[seat] != (p.Room != NoRoom):
						t.Fatalf("seed %d action %d: %v's view: %v in %v, heard placed %v", seed, i, viewer, seat, p.Room, placed[seat])
					case (s.Phase() == PhasePlan || s.Phase() == PhaseExecute) && int(p.N) != planned[seat]:
						t.Fatalf("seed %d action %d: %v's view: %v planned %d tiles, heard %d", seed, i, viewer, seat, p.N, planned[seat])
					case n != tiers[seat]:
						t.Fatalf("seed %d action %d: %v's view: %v unlocked %d tiers, heard %d", seed, i, viewer, seat, n, tiers[seat])
					}
				}
			}
		}
	}
}

// observed is what seat sees of action a taken in s and of its events:
// the public forms of what it does not observe (incursion.ObserveAction,
// incursion.Observe), never silence.
func observed(s State, a Action, ev []Event, seat Seat) []string {
	out := []string{incursion.ObserveAction(Game, s, a, seat).String()}
	for _, e := range ev {
		out = append(out, incursion.Observe(Game, e, seat).String())
	}
	return out
}

// sameObserved applies act to a and b and requires seat to observe the
// same public forms and to keep the same view.
func sameObserved(t *testing.T, seat Seat, a, b State, actA, actB Action) (State, State) {
	t.Helper()
	a2, ea := applyEv(t, a, actA, 1, 1, 1, 1)
	b2, eb := applyEv(t, b, actB, 1, 1, 1, 1)
	if diff := cmp.Diff(observed(a, actA, ea, seat), observed(b, actB, eb, seat)); diff != "" {
		t.Fatalf("%v observes different things (-a +b):\n%s", seat, diff)
	}
	if diff := cmp.Diff(a2.View(seat), b2.View(seat), cmp.AllowUnexported(State{})); diff != "" {
		t.Fatalf("%v's view differs (-a +b):\n%s", seat, diff)
	}
	return a2, b2
}

// TestLeakSkippedTile (issue 20, item 13): Rulebook, "If you cannot
// execute an action, skip all 3 steps for it", and a silent tile gives
// "no information about the tile to the other team": a MOVE executed and
// a MOVE skipped (into a wall) look alike to the Villains, and so does
// what follows: the turn does not pass by itself at a moment hidden
// information decides (after the last tile, or at a skipped tile of the
// next Spy), it passes with the seat's EndTurn.
func TestLeakSkippedTile(t *testing.T) {
	base := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "B2", Spy2: "D4"})
	base = turnOf(base, Villain1, Planned{Slot: 0, Dice: 1, Arg: To(Right)})
	base = with(base, func(s *state) {
		// Villain2 will MOVE up: possible from A3, not from A1 (the edge).
		s.Players[Villain2].Plan[0], s.Players[Villain2].N = Planned{Slot: 0, Dice: 1, Arg: To(Up)}, 1
		s.Players[Villain1].Used, s.Players[Villain2].Used = 1, 1
	})
	a := placed(base, map[Seat]string{Villain1: "C4", Villain2: "A3"}) // C4 → D4
	b := placed(base, map[Seat]string{Villain1: "D4", Villain2: "A1"}) // D4: the edge
	for _, v := range []Seat{Spy1, Spy2, Observer} {
		if diff := cmp.Diff(a.View(v), b.View(v), cmp.AllowUnexported(State{})); diff != "" {
			t.Fatalf("not twins for %v (-a +b):\n%s", v, diff)
		}
	}
	exec, end := Execute{Villain1, None, None}, EndTurn{Villain1}
	a, b = sameObserved(t, Spy2, a, b, exec, exec) // moved / skipped
	if a.Room(Villain1) != mustRoom("D4") || b.Room(Villain1) != mustRoom("D4") {
		t.Fatalf("rooms %v %v", a.Room(Villain1), b.Room(Villain1))
	}
	a, b = sameObserved(t, Spy2, a, b, end, end) // Villain2's turn begins
	a, b = sameObserved(t, Spy2, a, b, Execute{Villain2, None, None}, Execute{Villain2, None, None})
	sameObserved(t, Spy2, a, b, EndTurn{Villain2}, EndTurn{Villain2})
}

// TestLeakSecretActionKinds (issue 20, item 12): Rulebook, "You do not
// need to declare the use of modify and slide cubes", "... of unlock
// cubes": a modify and an unlock die look alike to the other team (the
// public form of the action and of its event), and so do a slide and an
// unlock cube used on the action unlocks.
func TestLeakSecretActionKinds(t *testing.T) {
	// Villain2's Tier 1 is unlocked: the next unlock cube completes no tier.
	s := unlocked(started(t, 1, 2, 3, 4), Villain2, Nadesh, 6)
	for _, seat := range []Seat{Spy1, Observer} {
		sameObserved(t, seat, s, s, ModifyDie{Villain2, 1, 1}, UnlockDie{Villain2, 1})
	}
	s = placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "B2", Spy2: "D4"})
	s = unlocked(s, Spy1, Hacker, 6)
	s = turnOf(s, Spy1, Planned{Slot: 3})
	s = with(s, func(s *state) {
		s.HitModify, s.HitSlide = 3, 3
		s.Teams[Spies].Modify, s.Teams[Spies].Slide = 3, 1
	})
	cube := with(s, func(s *state) { s.Players[Spy1].Pending, s.Pile = 1, s.Pile-1 })
	for _, seat := range []Seat{Villain1, Observer} {
		if got := PublicAction(s, Slide{Spy1, Right}); got != PublicAction(cube, UseCube{Spy1, false}) || got.String() != "Spy1 act ?" {
			t.Errorf("public forms %v, %v", got, PublicAction(cube, UseCube{Spy1, false}))
		}
		a, ea := applyEv(t, s, Slide{Spy1, Right})
		_, eb := applyEv(t, cube, UseCube{Spy1, false})
		if diff := cmp.Diff(observed(s, Slide{Spy1, Right}, ea, seat), observed(cube, UseCube{Spy1, false}, eb, seat)); diff != "" {
			t.Errorf("%v tells a slide from an unlock cube (-slide +cube):\n%s", seat, diff)
		}
		_ = a
	}
}

// TestLeakEffectsBehindTheScreen (issue 20, items 13 and 17): what an
// action changes behind the other team's screen follows from a
// declaration and is observed by nobody else: a Spy revealed with
// Swagger or without (Rulebook, "REVEAL": the Spy loses Swagger, undeclared),
// a hack of a Generator with a cube or without ("HACK" step 3: "Do not
// declare this"), look alike to the acting team.
func TestLeakEffectsBehindTheScreen(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "C2", Spy2: "D1", Villain1: "A2"})
	s = unlocked(s, Villain1, Chantico, 6)
	s = turnOf(s, Villain1, Planned{Slot: 6})
	rich := with(s, func(s *state) { s.Players[Spy1].Swagger, s.Pile = 4, s.Pile-4 })
	flashlight := Execute{Villain1, To(Right), None} // B2, C2: Spy1 revealed
	for _, seat := range []Seat{Villain1, Villain2, Observer} {
		sameObserved(t, seat, s, rich, flashlight, flashlight)
	}
	s = placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "D4", Spy2: "A1"})
	s = turnOf(s, Spy1, Planned{Slot: 4}) // HACK D4, the second Generator's room
	full := with(s, func(s *state) { s.GenCubes, s.GenSupply = [2]int8{0, 2}, 2 })
	for _, seat := range []Seat{Spy1, Spy2, Observer} {
		sameObserved(t, seat, s, full, Execute{Spy1, None, None}, Execute{Spy1, None, None})
	}
}
