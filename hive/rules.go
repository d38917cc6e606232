package hive

import (
	"slices"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// Game is the game's [incursion.Game]: everything generic code (search
// agents, user interfaces, tournament runners) needs, built from the
// package's functions.
var Game = incursion.Define(incursion.Def[State, Action, Event, Seat]{
	Name: "hive", Title: "Rescue from the Hive",
	New: func(variant string, r dice.Roller) (State, error) {
		return New(Config{}, r)
	},
	// Closures on the unexported pointer methods, not method expressions:
	// each call copies the State once fewer (the playout's hot path).
	Actions:         func(s State) []Action { return s.actions() },
	AppendActions:   func(s State, dst []Action) []Action { return s.appendTo(dst) },
	Legal:           func(s State, a Action) error { return s.legal(a) },
	Apply:           Apply,
	Over:            func(s State) bool { return s.c.Step == StepOver },
	Seats:           func(State) []Seat { return []Seat{Terran, Znon} },
	ToMove:          State.ToMove,
	ActionsFor:      ActionsFor,
	Owner:           func(s State, _ Action) Seat { return s.seatNow() },
	Result:          func(s State) incursion.Result[Seat] { return s.Outcome().Result },
	View:            State.View,
	Observer:        Observer,
	VisibleTo:       VisibleTo,
	PublicEvent:     PublicEvent,
	ActionVisibleTo: ActionVisibleTo,
	PublicAction:    PublicAction,
	Determinize:     determinize,
	Draw:            State.Draw,
	ParseSeat:       ParseSeat,
	ParseAction:     ParseAction,
})

// Rules is the game's incursion.Rules value: [Game].
var Rules incursion.Rules[State, Action, Event] = Game

// ActionsFor returns the legal actions of seat: [State.Actions] when seat
// is to move, none otherwise.
func ActionsFor(s State, seat Seat) []Action {
	if s.over() || seat != s.seatNow() {
		return nil
	}
	return s.actions()
}

// Over reports whether the game has ended (6.0).
func (s State) Over() bool { return s.c.Step == StepOver }

// over is Over on a pointer: Over's value receiver copies the whole State
// at each call from a pointer method (170 instructions per playout action
// in actions alone).
func (s *State) over() bool { return s.c.Step == StepOver }

// ToMove returns the seat that must decide now; none when the game is over.
func (s State) ToMove() []Seat {
	if s.Over() {
		return nil
	}
	return []Seat{s.seatNow()}
}

// Legal returns nil if a may be played now, or an error wrapping
// incursion.ErrIllegal that says why in the rulebook's words.
func (s State) Legal(a Action) error { return s.legal(a) }

func (s *State) legal(a Action) error {
	if a == nil {
		return incursion.Illegal("no action")
	}
	if s.over() {
		return incursion.Illegal("the game is over")
	}
	if s.c.Hidden {
		return incursion.Illegal("a view of the game cannot be played")
	}
	return s.check(a)
}

// Actions returns every legal action now, in a stable order. On a view
// ([State.View]) it lists the actions of its viewer when the viewer is to
// move (the same list as on the full state), and none otherwise.
func (s State) Actions() []Action { return s.actions() }

func (s *State) actions() []Action {
	out, _ := s.appendActions(nil)
	return slices.Clip(out) // a spilled list's capacity is larger: the contract's read-only slices
}

// AppendActions appends [State.Actions] to dst and returns the extended
// slice ([incursion.Def.AppendActions]): a playout lists every step into one
// reused buffer, and nothing else is allocated.
func (s State) AppendActions(dst []Action) []Action { return s.appendTo(dst) }

// appendTo is AppendActions on a pointer (no copy of the State).
func (s *State) appendTo(dst []Action) []Action {
	out, whole := s.appendActions(dst)
	if whole {
		return append(dst, out...)
	}
	return out
}

// appendActions appends the legal actions to dst and returns the extended
// slice, or returns a whole list (true) without touching dst: none, or a
// list many states share (read-only, its capacity its length). A nil dst
// is allocated at the exact size of the list (Actions).
func (s *State) appendActions(dst []Action) ([]Action, bool) {
	if s.over() || s.c.Hidden && s.c.Viewer != s.seatNow() {
		return nil, true
	}
	if s.c.Step == StepDeploy && s.c.Pend.Kind == pendNone {
		// 5.1: at most every box, copied from the action table by runs,
		// gathered first so that the list is allocated at its exact size.
		var rb [128][]Action // a run ends at a taken box: rarely more
		runs, n := rb[:0], 0
		s.deployRuns(func(run []Action) { runs, n = append(runs, run), n+len(run) })
		if len(runs) == 1 {
			// Most often every box: the run is returned as it is, shared
			// and read-only (its capacity is its length).
			return runs[0], true
		}
		dst = room(dst, n)
		for _, run := range runs {
			dst = append(dst, run...)
		}
		return dst, false
	}
	if n := s.breachChoices(); n > 0 {
		// 10.0: every free box, open or closed, copied from the action
		// table by runs, then the units' actions: the order of
		// moveActionsUntil. The runs and the units' actions are gathered on
		// the stack first, so that the list is allocated once at its
		// exact size (it is the largest list of the game).
		var rb [32][]Action
		runs, total := rb[:0], 0
		s.breachRuns(func(run []Action) { runs, total = append(runs, run), total+len(run) }, nil)
		var c collector
		s.unitMoveActions(&c)
		if c.n == 1 && c.buf[0] == (End{}) {
			// Most often the first list of the game's first Terran
			// Movement Segment: every box for every Darter, then End.
			if l := s.b().actions().breachEndList(runs); l != nil {
				return l, true
			}
		}
		l := c.list(0)
		dst = room(dst, total+len(l))
		for _, run := range runs {
			dst = append(dst, run...)
		}
		return append(dst, l...), false
	}
	// Collected on the stack, then appended to dst (a nil dst allocated at
	// the exact size); a list longer than the stack's array goes on in dst
	// itself (collector.spill).
	c := collector{more: dst}
	s.list(&c)
	if c.spilled {
		return c.more, false
	}
	if c.n == 1 {
		// The commonest one-action lists are shared (read-only).
		switch c.buf[0].(type) {
		case End:
			return onlyEndList, true
		case Finish:
			return onlyFinishList, true
		}
	}
	dst = room(dst, c.n)
	return append(dst, c.buf[:c.n]...), false
}

// room returns dst with room for n more actions: a nil dst is allocated at
// exactly n.
func room(dst []Action, n int) []Action {
	if dst == nil {
		return make([]Action, 0, n)
	}
	return slices.Grow(dst, n)
}

// The one-action lists Actions shares between calls: their capacity is
// their length, so that a caller's append copies them.
var (
	onlyEndList    = []Action{End{}}
	onlyFinishList = []Action{Finish{}}
)

// collector gathers actions in a fixed array, then, once it is full, in a
// slice (more: the list being appended to, which the array's actions are
// moved to first). A probing collector (onlyEnd) answers only whether End
// is the only action: listing may stop as soon as it holds anything else
// (stopped).
type collector struct {
	buf     [16]Action
	n       int
	more    []Action // after a spill, the whole list after the caller's actions
	spilled bool
	probe   bool
}

func (c *collector) add(a Action) {
	if c.n < len(c.buf) {
		c.buf[c.n] = a
		c.n++
		return
	}
	c.spill(a)
}

func (c *collector) spill(a Action) {
	if c.probe {
		return // 16 actions are not End alone: the answer is known
	}
	if !c.spilled {
		c.spilled = true
		if c.more == nil {
			c.more = make([]Action, 0, 64) // one allocation for most long lists (Actions)
		}
		c.more = append(c.more, c.buf[:c.n]...)
	}
	c.more = append(c.more, a)
}

// list returns what c holds, the caller's actions in more aside.
func (c *collector) list(base int) []Action {
	if c.spilled {
		return c.more[base:]
	}
	return c.buf[:c.n]
}

// stopped reports whether a probing collector holds an action other than
// End (End is listed once): listing may stop.
func (c *collector) stopped() bool {
	if !c.probe || c.n == 0 {
		return false
	}
	if c.n > 1 {
		return true
	}
	_, end := c.buf[0].(End)
	return !end
}

// onlyEnd reports whether a probing collector's list is End alone.
func (c *collector) onlyEnd() bool {
	if c.n != 1 {
		return false
	}
	_, end := c.buf[0].(End)
	return end
}

// list gathers the legal actions in c; a probing c may stop it early.
func (s *State) list(c *collector) {
	switch {
	case s.c.Pend.Kind == pendNone && (s.c.Step == StepTerranMove || s.c.Step == StepZnonMove):
		s.moveActionsUntil(c)
	case s.c.Step == StepDeploy:
		s.deployActions(c.add)
	case s.c.Pend.Kind == pendNone && (s.c.Step == StepTerranBuy || s.c.Step == StepZnonBuy || s.c.Step == StepAssign):
		// The candidates are exactly the legal actions (see candidates).
		s.candidates(c.add)
	case s.c.Pend.Kind == pendNone && s.c.Step == StepMindControl:
		s.mindControlActions(c.add)
	default:
		s.candidates(func(a Action) {
			if !c.stopped() && s.check(a) == nil {
				c.add(a)
			}
		})
	}
}

// breachChoices bounds the PlaceBreach actions listed now (10.0).
func (s *State) breachChoices() int {
	if s.c.Step != StepTerranMove || s.c.Pend.Kind != pendNone || s.c.Mover != NoUnit {
		return 0
	}
	n := 0
	for d := range s.b().darters {
		if f := s.c.Dart[d].Flags; f&dBuilt != 0 && f&(dPlaced|dDestroyed|dDeparted) == 0 {
			n += 2 * s.b().Boxes()
		}
	}
	return n
}

// Apply plays a in s. The dice are rolled with r, in the order the rules
// roll them (RULES.md, "Dice"). An illegal action returns s unchanged and an
// error wrapping incursion.ErrIllegal.
func Apply(s State, a Action, r dice.Roller) (State, []Event, error) {
	var known stepFacts
	if m, ok := a.(Move); ok && s.c.Pend.Kind == pendNone && (s.c.Step == StepTerranMove || s.c.Step == StepZnonMove) && !s.c.Hidden {
		// legal's own path to checkStep, keeping what it learns (the
		// commonest action of a playout).
		f, err := s.checkStepFacts(m)
		if err != nil {
			return s, nil, err
		}
		known = f
	} else if err := s.legal(a); err != nil {
		return s, nil, err
	}
	// game changes s, Apply's own copy, in place: the State is copied
	// once, out. The roller and the events are behind a second pointer:
	// escape analysis is field-insensitive, and whatever leaks from game's
	// own fields (the events appended, the roller called through its
	// interface) would take the State pointer with it, moving s to the
	// heap at every call.
	out := effects{r: r}
	g := game{State: &s, out: &out, stepKnown: known}
	g.apply(a)
	return s, out.ev, nil
}

// game is a State being changed by one action, with the roller and the
// events so far.
type game struct {
	*State
	out *effects // see Apply: behind a pointer, so that the State stays on the stack
	// stepKnown is what checking the action found, when it is a step
	// (game.step).
	stepKnown stepFacts
}

// effects is the roller of an action and the events it emitted so far.
type effects struct {
	r  dice.Roller
	ev []Event
}

// roller returns the dice of the action.
func (g *game) roller() dice.Roller { return g.out.r }

func (g *game) emit(e Event) {
	if g.out.ev == nil {
		g.out.ev = make([]Event, 0, 2) // most actions have one or two events
	}
	g.out.ev = append(g.out.ev, e)
}

// emitShared emits the one event of one, a shared read-only list of one
// interned event (capacity 1): an action whose only event it is returns
// it as it is, without allocating; a later event's append copies it.
func (g *game) emitShared(one []Event) {
	if g.out.ev == nil {
		g.out.ev = one
		return
	}
	g.out.ev = append(g.out.ev, one[0])
}

func (g *game) roll(seat Seat, why string, to int8) int {
	f := dice.D6(g.roller())
	g.emitShared(rolls(seat, why, f, to))
	return f
}

// check is the whole of Legal for a game in progress.
func (s *State) check(a Action) error {
	p := s.c.Pend
	if p.Kind != pendNone {
		return s.checkPending(a)
	}
	switch s.c.Step {
	case StepTerranBuy, StepZnonBuy:
		return s.checkBuy(a)
	case StepDeploy:
		return s.checkDeploy(a)
	case StepMission:
		if m, ok := a.(Choose); ok {
			if m.Mission != Rescue && m.Mission != Punitive {
				return incursion.Illegal("mission: either a rescue mission or a punitive expedition (5.6)")
			}
			return nil
		}
	case StepAssign:
		return s.checkAssign(a)
	case StepOuterHit:
		return s.checkHit(a)
	case StepMindControl:
		return s.checkMindControl(a)
	case StepActivation:
		return s.checkActivation(a)
	case StepTerranMove, StepZnonMove:
		return s.checkMove(a)
	case StepTerranMelee, StepZnonMelee:
		return s.checkMelee(a)
	case StepEvacuation:
		return s.checkEvacuation(a)
	case StepOuterDefense:
		return s.checkLaser(a)
	}
	return incursion.Illegal("%v: not now (%s)", a, s.c.Step)
}

// candidates lists a superset of the legal actions, in a stable order.
func (s *State) candidates(yield func(Action)) {
	if s.c.Pend.Kind != pendNone {
		s.pendingCandidates(yield)
		return
	}
	switch s.c.Step {
	case StepTerranBuy, StepZnonBuy:
		seat := Terran
		if s.c.Step == StepZnonBuy {
			seat = Znon
		}
		var f force // the Terran force so far, counted once for every item
		if seat == Terran {
			f = s.terranForce()
		}
		for it := Item(0); it < numItems; it++ {
			// Exactly what checkBuy accepts (list yields them unchecked):
			// the seat's own race (4.1), within its Resource Points (4.9),
			// for the Terran player a force that fits the counters and the
			// Darters (4.2, 5.2), for the Znon player a counter left
			// (4.2) or a hyperdrive turn left (4.8).
			if it.seat() != seat || it.Cost() > int(s.c.RP[seat]) {
				continue
			}
			switch {
			case seat == Terran && s.terranBuyFaultWith(f, it, it.Cost()) != buyOK,
				seat == Znon && it == BuyHyperdrive && s.c.Speed >= maxSpeed,
				seat == Znon && it != BuyHyperdrive && s.spareZnon(znonKindOf(it)) < 0:
				continue
			}
			yield(Buy{it})
		}
		// Only an End checkBuy may accept (5.2, 5.8): a rejected candidate
		// would cost an error for nothing. (checkBuy's test of End.)
		if seat == Znon || f.darters >= s.minDarters() && s.packable(f) {
			yield(End{})
		}
	case StepDeploy:
		b := s.b()
		for i := 0; i < b.Boxes(); i++ {
			yield(Deploy{b.names[i]})
		}
	case StepMission:
		yield(Choose{Rescue})
		yield(Choose{Punitive})
	case StepAssign:
		id := s.nextMarine()
		for d := range s.b().darters {
			// Exactly what checkAssign accepts (list yields them
			// unchecked): room for the next man, and for the others
			// after him (5.2).
			if id >= 0 && s.c.Dart[d].Flags&dBuilt != 0 && s.assignFault(id, d) == 0 {
				yield(s.b().actions().assign[d])
			}
		}
	case StepOuterHit:
		for d := range s.b().darters {
			if s.c.Dart[d].Flags&(dBuilt|dHit) == dBuilt {
				yield(s.b().actions().hit[d])
			}
		}
	case StepMindControl:
		s.mindControlCandidates(yield)
	case StepActivation:
		for i := firstZnon; i < numUnits; i++ {
			// Only what checkActivation may accept (6.0 A.2).
			if u := &s.c.Units[i]; u.Kind().QueenLike() && u.Stat() == stInPlay && u.Flags&uActive == 0 && (!s.c.ExtraAct || s.activatable(i)) {
				yield(s.b().actions().act[i])
			}
		}
		yield(End{})
	case StepTerranMove, StepZnonMove:
		s.moveCandidates(yield)
	case StepTerranMelee, StepZnonMelee:
		s.meleeCandidates(yield)
	case StepEvacuation:
		for d := range s.b().darters {
			// Only what checkEvacuation may accept (20.2).
			if f := s.c.Dart[d].Flags; f&(dBuilt|dDestroyed|dDeparted|dLeaving) == dBuilt && f&(dPlaced|dOpen) != dPlaced|dOpen && s.menIn(s.holdingBox(d)) > 0 {
				yield(s.b().actions().depart[d])
			}
		}
		yield(End{})
	case StepOuterDefense:
		for d, name := range s.b().darters {
			if s.c.Dart[d].Flags&dLeaving != 0 {
				yield(Laser{name})
			}
		}
		yield(End{})
	}
}

func (g *game) apply(a Action) {
	if g.c.Pend.Kind != pendNone {
		g.applyPending(a)
	} else {
		switch g.c.Step {
		case StepTerranBuy, StepZnonBuy:
			g.applyBuy(a)
		case StepDeploy:
			g.applyDeploy(a.(Deploy))
		case StepMission:
			g.c.Mission = a.(Choose).Mission
			g.c.Step = StepAssign
			g.nextAssign()
		case StepAssign:
			g.applyAssign(a.(Assign))
		case StepOuterHit:
			g.applyHit(a.(Hit))
		case StepMindControl:
			g.applyMindControl(a)
		case StepActivation:
			g.applyActivation(a)
		case StepTerranMove, StepZnonMove:
			g.applyMove(a)
		case StepTerranMelee, StepZnonMelee:
			g.applyMelee(a)
		case StepEvacuation:
			g.applyEvacuation(a)
		case StepOuterDefense:
			g.applyLaser(a)
		}
	}
	g.settle()
}

// darterIndex returns the Darter named name.
func (s *State) darterIndex(name string) (int, bool) {
	for i, n := range s.b().darters {
		if n == name {
			return i, true
		}
	}
	return 0, false
}

func (s *State) boxIndex(name string) (uint8, bool) {
	i, ok := s.b().index[name]
	return i, ok
}

func (s *State) unitOK(id int) bool { return id >= 0 && id < numUnits }
