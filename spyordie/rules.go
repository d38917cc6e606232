package spyordie

import (
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// Game is the package's [incursion.Game]: what generic code (search
// agents, user interfaces, tournament runners) uses to play, show and judge
// Spy or Die Trying. New's variants are "intruders=1" and "intruders=3";
// "" is the standard game of 2 Intruders.
var Game = incursion.Define(incursion.Def[State, Action, Event, Seat]{
	Name: "spyordie", Title: "Spy or Die Trying",
	New:        newVariant,
	Variants:   []string{"intruders=1", "intruders=3"},
	Actions:    State.Actions,
	Legal:      State.Legal,
	Apply:      Apply,
	Over:       State.Over,
	Seats:      State.Seats,
	ToMove:     State.ToMove,
	ActionsFor: State.ActionsFor,
	Owner:      State.Owner,
	Result:     func(s State) incursion.Result[Seat] { return s.Outcome().Result },
	View:       State.View,
	Observer:   Observer,
	VisibleTo:  VisibleTo,

	Draw:        State.Draw,
	ParseSeat:   ParseSeat,
	ParseAction: ParseAction,
})

// Rules is the package's [incursion.Rules] value: [Game].
var Rules incursion.Rules[State, Action, Event] = Game

func newVariant(variant string, r dice.Roller) (State, error) {
	switch variant {
	case "intruders=1":
		return New(Config{Intruders: 1}, r)
	case "intruders=3":
		return New(Config{Intruders: 3}, r)
	}
	return New(Config{}, r)
}

// illegal is incursion.Illegal: its message is formatted only when read,
// because Actions checks many candidates and keeps only the legal ones.
func illegal(format string, args ...any) error { return incursion.Illegal(format, args...) }

// Over reports whether the game has ended.
func (s State) Over() bool { return s.phase == phOver }

// ActionsFor returns the legal actions of seat p: Actions when p is to
// move, none otherwise.
func (s State) ActionsFor(p Seat) []Action {
	if t := s.ToMove(); len(t) == 1 && t[0] == p {
		return s.Actions()
	}
	return nil
}

// Owner returns the seat that takes action a now: the seat to move (one
// seat decides at a time in this game); the Defender when nobody is.
func (s State) Owner(a Action) Seat {
	if t := s.ToMove(); len(t) == 1 {
		return t[0]
	}
	return Defender
}

// ToMove returns the seat that must decide now (none when the game is over).
func (s State) ToMove() []Seat {
	if s.bid == 0 || s.phase == phOver {
		return nil
	}
	if f := s.top(); f != nil {
		switch f.Kind {
		case fImprison, fPlace, fTea:
			return []Seat{Defender}
		}
		return []Seat{f.Who.Seat()}
	}
	switch s.phase {
	case phBoss, phStarter, phSentry, phCamera, phPassage, phSpawn, phMinions:
		return []Seat{Defender}
	case phAgent, phTalent, phItem, phStart:
		return []Seat{Seat(s.sub) + 1}
	case phOrder:
		return []Seat{Intruder1}
	case phIntruder:
		return []Seat{Seat(s.current()) + 1}
	}
	return nil
}

// current returns the Intruder whose turn it is.
func (s *State) current() int {
	if s.sub < s.n {
		return int(s.order[s.sub])
	}
	return 0
}

// Apply applies a to s: the next state and what happened. An illegal
// action returns s unchanged and an error wrapping [incursion.ErrIllegal].
// Chance is resolved with r: dice are rolled one r.IntN(6) call each, in
// the order the rulebook resolves them.
func Apply(s State, a Action, r dice.Roller) (State, []Event, error) {
	if err := s.legal(a); err != nil {
		return s, nil, err
	}
	t := s
	var ev []Event
	t.apply(a, r, &ev)
	t.run(r, &ev)
	return t, ev, nil
}

// log is the events of one Apply.
type log = *[]Event

// emit records an event. What a disguised Imposter does is secret: the
// Defender sees a Minion, not the Intruder (Rulebook, "Imposter").
func (s *State) emit(l log, e Event) {
	if l == nil {
		return
	}
	switch x := e.(type) {
	case Rolled:
		if s.disguised(x.Who) {
			x.Secret = true
			e = x
		}
	case Happened:
		if s.disguised(x.Who) {
			x.Secret = true
			e = x
		}
	}
	if *l == nil {
		// One Apply emits a few events; room for them at once saves
		// growing the slice one by one.
		*l = make([]Event, 0, 4)
	}
	*l = append(*l, e)
}

func (s *State) disguised(f Fig) bool {
	return f.Intruder() && int(f) < int(s.n) && s.intr[f].Disguise != NoFig
}

// run carries the game forward through everything automatic until a
// player must decide.
func (s *State) run(r dice.Roller, l log) {
	for guard := 0; guard < 1000; guard++ {
		if s.phase == phOver {
			return
		}
		// Rulebook, "Mob Spawn": the Defender "immediately receives a wave
		// of new Minions": the placement comes before any decision still
		// owed for the action that raised the Alert (an SMG option, a fight
		// back, a capture...). Placing them cannot change dice already
		// rolled, and Minions placed this way never count as a Kill Zone
		// entered (see place).
		if s.mob > 0 {
			n := s.mob
			s.mob = 0
			if s.canPlace(0) {
				s.push(frame{Kind: fPlace, Who: NoFig, A: int16(n)})
				return
			}
			continue
		}
		if s.np > 0 {
			return
		}
		if s.mv.On && s.mv.Left <= 0 {
			s.finishMove(r, l)
			continue
		}
		if s.chk {
			s.chk = false
			s.checkKillZone(r, l)
			continue
		}
		switch s.phase {
		case phIntruder:
			k := s.current()
			in := &s.intr[k]
			if s.mv.On {
				return
			}
			if !s.inPlay(k) || in.Done || in.Acts >= in.Allowed {
				s.nextIntruder(r, l)
				continue
			}
			return
		case phMinions:
			if s.mv.On {
				return
			}
			if !s.groupCanAct() {
				s.nextGroup(r, l)
				continue
			}
			return
		default:
			return
		}
	}
}

// nextIntruder ends the current Intruder's turn and starts the next one's,
// or the Defender's turn.
func (s *State) nextIntruder(r dice.Roller, l log) {
	s.mv = move{}
	for {
		s.sub++
		if s.sub >= s.n {
			s.startDefender(l)
			return
		}
		k := s.current()
		if s.inPlay(k) {
			s.startIntruder(k)
			return
		}
	}
}

// startIntruder begins Intruder k's turn (Rulebook, "Taking Turns").
func (s *State) startIntruder(k int) {
	in := &s.intr[k]
	in.Acts, in.Done = 0, false
	in.Allowed = 2
	if in.Stun && !s.hasItem(k, Stimulant) {
		in.Allowed = 1 // Rulebook, "Stun"
	}
	s.actor = Fig(k)
	s.kz = s.kzSet(Fig(k))
	in.StartKZ = s.kz != 0
}

// startDefender begins the Defender's turn at Phase 1: Spawn.
func (s *State) startDefender(l log) {
	s.phase = phSpawn
	s.actor = NoFig
	for i := range s.mins {
		s.mins[i].Acts = 0
	}
}

func (s *State) startMinions() {
	s.phase = phMinions
	s.group = Boss
	s.actor = NoFig
}

// groupCanAct reports whether a Minion of the current type may still act.
func (s *State) groupCanAct() bool {
	lo, hi := kindFigs(s.group)
	for f := lo; f < hi; f++ {
		m := &s.mins[f-B]
		if (m.State == standing || m.State == prone) && m.Acts < 2 {
			return true
		}
	}
	return false
}

// nextGroup moves Phase 2 on to the next type of Minion, and after the
// Scientists to Phase 3: Time.
func (s *State) nextGroup(r dice.Roller, l log) {
	s.mv = move{}
	s.actor = NoFig
	if s.group < Scientist {
		s.group++
		return
	}
	s.timePhase(r, l)
}

// timePhase is Phase 3 (Rulebook, "Phase 3: Time"), with "Avenge me!" and
// Stand Down, which also happen at the end of the Defender's turn.
func (s *State) timePhase(r dice.Roller, l log) {
	if s.mins[0].State != standing && s.mins[0].State != prone {
		s.addAlarms(1, "Avenge me!", r, l) // Rulebook, "Avenge me!"
	}
	s.standDown(l)
	s.takeTime(1, "the Defender ends his turn", l)
	if s.phase == phOver {
		return
	}
	s.round++
	s.phase = phIntruder
	s.sub = 255
	s.nextIntruderFromStart(r, l)
}

func (s *State) nextIntruderFromStart(r dice.Roller, l log) {
	for k := uint8(0); k < s.n; k++ {
		if s.inPlay(int(s.order[k])) {
			s.sub = k
			s.startIntruder(int(s.order[k]))
			return
		}
	}
	s.checkOver(l)
}

// standDown applies the Prison's Stand Down rule.
func (s *State) standDown(l log) {
	any := false
	for k := 0; k < int(s.n); k++ {
		switch s.intr[k].Status {
		case Waiting:
			return
		case InBase:
		default:
			continue
		}
		if !has(s.bd().detention, s.intr[k].Sq) {
			return
		}
		any = true
	}
	if !any {
		return
	}
	if s.alert > Green {
		s.alert--
	}
	s.alarms = 0
	s.emit(l, AlertChanged{s.alert})
	s.emit(l, Happened{Who: NoFig, Text: "Stand Down: every Intruder is in Detention"})
}

// takeTime takes minutes from the Mission Timer.
func (s *State) takeTime(m int, why string, l log) {
	if m <= 0 {
		return
	}
	t := int(s.timer) - m
	if t < 0 {
		t = 0
	}
	s.timer = int8(t)
	s.emit(l, TimeTaken{m, t, why})
	s.checkOver(l)
}

// checkOver ends the game when the Mission Timer reads 00 or no Intruder
// is left in the Base (Rulebook, "The Mission Timer").
func (s *State) checkOver(l log) {
	if s.phase == phOver || s.phase < phIntruder {
		return
	}
	if s.timer <= 0 {
		s.finish(DefenderWins, l)
		return
	}
	for k := 0; k < int(s.n); k++ {
		if s.inPlay(k) {
			return
		}
	}
	s.finish(s.scoreResult(), l)
}

func (s *State) finish(res Verdict, l log) {
	s.phase = phOver
	s.result = res
	s.np = 0
	s.pend = [len(s.pend)]frame{}
	s.mv = move{}
	s.mob = 0
	s.emit(l, GameOver{res, s.escapedScore()})
}
