package spyordie

import (
	"sync"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// Game is the package's [incursion.Game]: what generic code (search
// agents, user interfaces, tournament runners) uses to play, show and judge
// Spy or Die Trying. New's variants are "intruders=1" and "intruders=3";
// "" is the standard game of 2 Intruders.
var Game = incursion.Define(incursion.Def[State, Action, Event, Seat]{
	Name: "spyordie", Title: "Spy or Die Trying",
	New:           newVariant,
	Variants:      []string{"intruders=1", "intruders=3"},
	Actions:       State.Actions,
	AppendActions: State.AppendActions,
	Legal:         State.Legal,
	Apply:         Apply,
	Over:          State.Over,
	Seats:         State.Seats,
	ToMove:        State.ToMove,
	ActionsFor:    State.ActionsFor,
	Owner:         State.Owner,
	Result:        func(s State) incursion.Result[Seat] { return s.Outcome().Result },
	View:          State.View,
	Observer:      Observer,
	VisibleTo:     VisibleTo,

	Draw:        State.Draw,
	ParseSeat:   ParseSeat,
	ParseAction: ParseAction,
	Determinize: determinize,
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
	g := game{State: s, r: r}
	g.apply(a)
	g.run()
	return g.State, g.ev, nil
}

// game is the kernel of Apply: the state being built, the roller and the
// event log while one action resolves. Every rule that rolls dice or tells
// what happened is a method of it; the rules that only read the state are
// methods of State.
type game struct {
	State
	r  dice.Roller // rolls dice and shuffles, in the order the rulebook resolves them
	ev []Event     // what happened, in order
}

// emit records an event. What a disguised Imposter does is secret: the
// Defender sees a Minion, not the Intruder (Rulebook, "Imposter").
func (s *game) emit(e Event) {
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
	if len(s.ev) == cap(s.ev) {
		// One Apply emits a few events; room for them at once saves
		// growing the slice one by one. A shared list (emitList) is
		// copied, never written.
		ev := make([]Event, len(s.ev), max(4, 2*len(s.ev)))
		copy(ev, s.ev)
		s.ev = ev
	}
	s.ev = append(s.ev, e)
}

// emitList records the events of a read-only list (an interned one-event
// list, see board.moved): when they are the first, the list itself is the
// log, without a copy, and Apply returns it (its slices are read-only, see
// incursion.Rules); a later event copies it.
func (s *game) emitList(es []Event) {
	if len(s.ev) == 0 {
		s.ev = es[:len(es):len(es)]
		return
	}
	for _, e := range es {
		s.emit(e)
	}
}

func (s *State) disguised(f Fig) bool {
	return f.Intruder() && int(f) < int(s.n) && s.intr[f].Disguise != NoFig
}

// run carries the game forward through everything automatic until a
// player must decide.
func (s *game) run() {
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
			s.finishMove()
			continue
		}
		if s.chk {
			s.chk = false
			s.checkKillZone()
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
				s.nextIntruder()
				continue
			}
			return
		case phMinions:
			if s.mv.On {
				return
			}
			if !s.groupCanAct() {
				s.nextGroup()
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
func (s *game) nextIntruder() {
	s.mv = move{}
	for {
		s.sub++
		if s.sub >= s.n {
			s.startDefender()
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
func (s *game) startDefender() {
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
func (s *game) nextGroup() {
	s.mv = move{}
	s.actor = NoFig
	if s.group < Scientist {
		s.group++
		return
	}
	s.timePhase()
}

// timePhase is Phase 3 (Rulebook, "Phase 3: Time"), with "Avenge me!" and
// Stand Down, which also happen at the end of the Defender's turn.
func (s *game) timePhase() {
	if s.mins[0].State != standing && s.mins[0].State != prone {
		s.addAlarms(1, "Avenge me!") // Rulebook, "Avenge me!"
	}
	s.standDown()
	s.takeTime(1, "the Defender ends his turn")
	if s.phase == phOver {
		return
	}
	s.round++
	s.phase = phIntruder
	s.sub = 255
	s.nextIntruderFromStart()
}

func (s *game) nextIntruderFromStart() {
	for k := uint8(0); k < s.n; k++ {
		if s.inPlay(int(s.order[k])) {
			s.sub = k
			s.startIntruder(int(s.order[k]))
			return
		}
	}
	s.checkOver()
}

// standDown applies the Prison's Stand Down rule.
func (s *game) standDown() {
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
	s.emit(AlertChanged{s.alert})
	s.emit(Happened{Who: NoFig, Text: "Stand Down: every Intruder is in Detention"})
}

// takeTime takes minutes from the Mission Timer.
func (s *game) takeTime(m int, why string) {
	if m <= 0 {
		return
	}
	t := int(s.timer) - m
	if t < 0 {
		t = 0
	}
	s.timer = int8(t)
	s.emit(TimeTaken{m, t, why})
	s.checkOver()
}

// checkOver ends the game when the Mission Timer reads 00 or no Intruder
// is left in the Base (Rulebook, "The Mission Timer").
func (s *game) checkOver() {
	if s.phase == phOver || s.phase < phIntruder {
		return
	}
	if s.timer <= 0 {
		s.finish(DefenderWins)
		return
	}
	for k := 0; k < int(s.n); k++ {
		if s.inPlay(k) {
			return
		}
	}
	s.finish(s.scoreResult())
}

func (s *game) finish(res Verdict) {
	s.phase = phOver
	s.result = res
	s.np = 0
	s.pend = [len(s.pend)]frame{}
	s.mv = move{}
	s.mob = 0
	s.emit(GameOver{res, s.escapedScore()})
}

// Legal returns nil when a may be played now, or an error wrapping
// incursion.ErrIllegal that says why.
func (s State) Legal(a Action) error { return s.legal(a) }

func (s *State) legal(a Action) error {
	if s.bid == 0 {
		return illegal("the game has not been set up (use New)")
	}
	if a == nil {
		return illegal("no action")
	}
	if s.phase == phOver {
		return illegal("the game is over")
	}
	if s.view != 0 {
		return illegal("a view of the game cannot be played")
	}
	if f := s.top(); f != nil {
		return s.legalDecision(f, a)
	}
	switch s.phase {
	case phBoss, phStarter, phSentry, phCamera, phPassage, phAgent, phTalent, phItem, phStart, phOrder:
		return s.legalSetup(a)
	case phSpawn:
		switch a := a.(type) {
		case Pass:
			return nil
		case Spawn:
			return s.legalSpawn(a, 2)
		}
		return illegal("Phase 1: Spawn: spawn a Minion or pass")
	case phMinions:
		return s.legalMinion(a)
	case phIntruder:
		return s.legalIntruder(a)
	}
	return illegal("no action now")
}

// Actions returns every legal action now, in a stable order. On a view
// ([State.View]) it returns the viewer's legal actions, the same list as
// ActionsFor of the full state; none when the viewer is not to move.
func (s State) Actions() []Action {
	// The candidates go to a pooled buffer; only the legal ones are copied
	// to the slice returned, of their exact length: one allocation of 16
	// bytes an action (none for a list many states share). A buffer on the
	// stack escaped to the heap (candidates append to it), which cost a
	// second, 1 KB allocation a call (issue 22, item 4).
	bp := candidateBufs.Get().(*[]Action)
	cand, whole := s.appendActions((*bp)[:0])
	if whole {
		candidateBufs.Put(bp)
		return cand
	}
	out := append(make([]Action, 0, len(cand)), cand...)
	if cap(cand) > cap(*bp) {
		*bp = cand[:0] // keep the grown buffer (Set-Up lists of 200 squares)
	}
	candidateBufs.Put(bp)
	return out
}

// candidateBufs holds the buffers Actions lists its candidates in.
var candidateBufs = sync.Pool{New: func() any { b := make([]Action, 0, 64); return &b }}

// AppendActions appends [State.Actions] to dst and returns the extended
// slice ([incursion.Def.AppendActions]): a playout lists every step into one
// reused buffer, with no other copy.
func (s State) AppendActions(dst []Action) []Action {
	out, whole := s.appendActions(dst)
	if whole {
		return append(dst, out...)
	}
	return out
}

// appendActions appends the legal actions to dst, or returns a whole list
// (true) without touching dst: none, or a list many states share.
func (s *State) appendActions(dst []Action) ([]Action, bool) {
	if s.bid == 0 || s.phase == phOver {
		return nil, true
	}
	if s.view != 0 {
		p, _ := s.Viewer()
		if t := s.ToMove(); len(t) != 1 || t[0] != p {
			return nil, true
		}
		s.view = 0
	}
	if s.np == 0 && s.mv.On && s.mv.Left > 0 && (s.phase == phMinions || s.phase == phIntruder) {
		// A move in progress (almost half the actions of a game): its
		// Steps are legal by construction (see below), and the list is
		// one of few, kept once (stepList).
		who := s.mv.Who
		return stepList(who, s.stepsOK(who, int(s.mv.Left)), s.legal(boxStop[who]) == nil), true
	}
	base := len(dst)
	cand := s.candidates(dst)
	// Some candidates are legal by construction: legal would only repeat
	// the step check the candidates passed (see minionCandidates and
	// intruderCandidates). A Minion's Move in Phase 2 passed stepOK(f, d,
	// maxMove(f)) (through stepsOK) after everything legalMinion asks of
	// the figure; a Step of a move in progress passed stepOK(Who, d, Left),
	// which is legalMoving's check while Left > 0.
	// An Intruder's Move passed the same step check, but legalIntruder
	// asks more of him first, the same for every direction: the verdict on
	// the first Move is the verdict on all.
	free := s.np == 0 && !s.mv.On && s.phase == phMinions
	intruderMoves := s.np == 0 && !s.mv.On && s.phase == phIntruder
	stepping := s.np == 0 && s.mv.On && s.mv.Left > 0 && (s.phase == phMinions || s.phase == phIntruder)
	var moveVerdict int8 // intruderMoves: 0 unknown, 1 legal, -1 illegal
	n := base
	for _, a := range cand[base:] {
		switch a.(type) {
		case Move:
			if free {
				cand[n] = a
				n++
				continue
			}
			if intruderMoves {
				if moveVerdict == 0 {
					moveVerdict = -1
					if s.legal(a) == nil {
						moveVerdict = 1
					}
				}
				if moveVerdict > 0 {
					cand[n] = a
					n++
				}
				continue
			}
		case Step:
			if stepping {
				cand[n] = a
				n++
				continue
			}
		}
		if s.legal(a) == nil {
			cand[n] = a
			n++
		}
	}
	return cand[:n], false
}

// candidates lists actions that may be legal; Actions keeps the legal ones.
func (s *State) candidates(c []Action) []Action {
	b := s.bd()
	pt := b.pt
	if f := s.top(); f != nil {
		return s.decisionCandidates(f, c)
	}
	switch s.phase {
	case phBoss:
		c = append(c, b.box.placeBoss...)
	case phStarter:
		c = append(c, b.box.placeStarter...)
	case phSentry:
		c = append(c, b.box.placeSentry...)
	case phCamera:
		c = append(c, b.box.placeCamera...)
	case phPassage:
		c = append(c, b.box.placePassage...)
	case phAgent:
		for a := Kim; a <= Anna; a++ {
			c = append(c, ChooseAgent{Fig(s.sub), a})
		}
	case phTalent:
		for t := Detective; t <= Judoka; t++ {
			c = append(c, ChooseTalent{Fig(s.sub), t})
		}
	case phItem:
		for it := Silencer; it <= XRaySpecs; it++ {
			c = append(c, ChooseItem{Fig(s.sub), it})
		}
	case phStart:
		if s.sub < 3 {
			c = append(c, b.box.placeAgent[s.sub]...)
			break
		}
		for _, q := range b.agentStart {
			c = append(c, PlaceAgent{Fig(s.sub), pt(q)})
		}
	case phOrder:
		for _, p := range perms(int(s.n)) {
			c = append(c, Order{p})
		}
	case phSpawn:
		c = s.spawnCandidates(append(c, boxPass), 2)
	case phIntruder:
		c = s.intruderCandidates(c)
	case phMinions:
		c = s.minionCandidates(c)
	}
	return c
}

// apply performs a legal action on s (a copy).
func (s *game) apply(a Action) {
	if f := s.top(); f != nil {
		s.applyDecision(*f, a)
		return
	}
	switch s.phase {
	case phBoss, phStarter, phSentry, phCamera, phPassage, phAgent, phTalent, phItem, phStart, phOrder:
		s.applySetup(a)
	case phSpawn:
		if a, ok := a.(Spawn); ok {
			s.alarms -= uint8(s.spawnCost())
			s.place(a)
		}
		s.startMinions()
	case phMinions:
		s.applyMinion(a)
	case phIntruder:
		s.applyIntruder(a)
	}
}
