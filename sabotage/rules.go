package sabotage

import (
	"fmt"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// game is the working copy of a state inside Apply: the rules mutate it,
// then Apply returns it as a new State. The input State is never touched
// (State holds only arrays and scalars, so the copy is complete).
type game struct {
	s state
	// The events so far: the first len(evBuf) in evBuf (no allocation
	// while Apply runs; most actions cause 0 to 3), the rest in evMore.
	evBuf  [8]Event
	evN    int
	evMore []Event
	// shared is a pre-built one-event slice (intern.go) holding the only
	// event so far, which Apply then returns as it is.
	shared []Event
	r      dice.Roller
	// declRooms are the rooms of the last "scan" declared, for Intel.
	declRooms uint16
	// execChecked: checkExecute accepted the Execute being applied, and
	// execNone says whether the tile had no option (it is skipped), so
	// that doExecute need not list the options again.
	execChecked, execNone bool
}

// emit records an event; a declared (public) event also updates the
// observing team's Intel, which therefore depends on declarations only.
func (g *game) emit(e Event) {
	g.shared = nil
	if g.evN < len(g.evBuf) {
		g.evBuf[g.evN] = e
		g.evN++
	} else {
		g.evMore = append(g.evMore, e)
	}
	if e.Audience() == NoTeam {
		g.observe(e)
		g.hear(e)
	}
}

// emitShared records one[0], an interned event in a pre-built one-event
// slice: if it stays the action's only event, Apply returns that slice
// (read-only by the contract, so sharing it is invisible to callers).
func (g *game) emitShared(one []Event) {
	g.emit(one[0])
	if g.evN == 1 {
		g.shared = one
	}
}

// events returns the events emitted, in order: the shared slice of a lone
// interned event, otherwise one new slice of the exact size (nil if none).
func (g *game) events() []Event {
	if g.evN == 0 {
		return nil
	}
	if g.evN == 1 && g.shared != nil {
		return g.shared
	}
	ev := make([]Event, 0, g.evN+len(g.evMore))
	ev = append(ev, g.evBuf[:g.evN]...)
	return append(ev, g.evMore...)
}

// Legal returns nil if a may be taken now, or an error wrapping
// incursion.ErrIllegal that says why.
func (st State) Legal(a Action) error {
	g := game{s: st.s}
	return g.check(a)
}

func (g *game) check(a Action) error {
	if g.s.Viewer != 0 {
		return illegal("a view of the game cannot be played")
	}
	if a == nil {
		return illegal("no action")
	}
	if !a.By().valid() {
		return illegal("no such seat")
	}
	if g.s.Phase == PhaseOver {
		return illegal("the game is over")
	}
	if !g.toMove(a.By()) {
		return illegal("%v: it is not %v's decision now", a, a.By())
	}
	if pend, any := g.pending(); any {
		switch a.(type) {
		case UseCube, PickTile:
		default:
			if pend[a.By()] || g.s.Phase == PhaseExecute {
				return illegal("%v: a gained unlock cube or a tier choice must be resolved first", a)
			}
		}
	}
	switch a := a.(type) {
	case PlaceMapPiece:
		return g.checkMapPiece(a)
	case ChooseCharacter:
		return g.checkCharacter(a)
	case PlaceVillain:
		return g.checkPlaceVillain(a)
	case ModifyDie:
		return g.checkModify(a)
	case PlanTile:
		return g.checkPlan(a)
	case UnlockDie:
		return g.checkUnlockDie(a)
	case PickTile:
		return g.checkPick(a)
	case UseCube:
		return g.checkUseCube(a)
	case Ready:
		return g.checkReady(a)
	case GoFirst:
		return g.checkGoFirst(a)
	case Execute:
		return g.checkExecute(a)
	case Slide:
		return g.checkSlide(a)
	case Detonate:
		return g.checkDetonate(a)
	case UseBeacon:
		return g.checkBeacon(a)
	case EndTurn:
		return g.checkEndTurn(a)
	case ChokeNow:
		return g.checkChokeNow(a)
	case Hidden:
		return illegal("%v: the public form of a secret action cannot be played", a)
	}
	return illegal("unknown action %T", a)
}

// Apply returns the state after a and the events it caused. An illegal
// action returns st unchanged and an error wrapping incursion.ErrIllegal.
// The events are read-only: a lone frequent event comes in a slice that
// every Apply causing it shares.
// The roller is used only when a round begins: four calls r.IntN(6), the
// Villain's four dice in order (Rulebook, "Phase I: Roll Dice"). Setup
// uses none (Variable Map Setup draws the starting team in New).
func Apply(st State, a Action, r dice.Roller) (State, []Event, error) {
	g := game{s: st.s, r: r}
	if err := g.check(a); err != nil {
		return st, nil, err
	}
	switch a := a.(type) {
	case PlaceMapPiece:
		g.doMapPiece(a)
	case ChooseCharacter:
		g.doCharacter(a)
	case PlaceVillain:
		g.doPlaceVillain(a)
	case ModifyDie:
		g.doModify(a)
	case PlanTile:
		g.doPlan(a)
	case UnlockDie:
		g.doUnlockDie(a)
	case PickTile:
		g.doPick(a)
	case UseCube:
		g.doUseCube(a)
	case Ready:
		g.doReady(a)
	case GoFirst:
		g.doGoFirst(a)
	case Execute:
		g.doExecute(a)
	case Slide:
		g.doSlide(a)
	case Detonate:
		g.doDetonate(a)
	case UseBeacon:
		g.doBeacon(a)
	case EndTurn:
		g.doEndTurn(a)
	case ChokeNow:
		g.doChokeNow(a)
	}
	g.settle()
	return State{g.s}, screen(a, g.events()), nil
}

// Apply is the method form of [Apply].
func (st State) Apply(a Action, r dice.Roller) (State, []Event, error) { return Apply(st, a, r) }

// toMove reports whether seat owes a decision now.
func (g *game) toMove(seat Seat) bool {
	var buf [4]Seat
	for _, s := range g.movers(&buf) {
		if s == seat {
			return true
		}
	}
	return false
}

func (g *game) movers(buf *[4]Seat) []Seat {
	out := buf[:0]
	switch g.s.Phase {
	case PhaseOver:
		return nil
	case PhaseMap:
		return append(out, g.s.MapTurn.Members()[0])
	case PhaseCharacters:
		for _, s := range allSeats {
			if g.s.Players[s].Char == NoCharacter {
				out = append(out, s)
			}
		}
		return out
	case PhasePlace:
		for _, s := range [2]Seat{Villain1, Villain2} {
			if g.s.Players[s].Room == NoRoom {
				out = append(out, s)
			}
		}
		return out
	case PhasePlan:
		for _, s := range allSeats {
			if !g.s.Players[s].Ready {
				out = append(out, s)
			}
		}
		return out
	}
	if pend, any := g.pending(); any {
		for _, s := range allSeats {
			if pend[s] {
				out = append(out, s)
			}
		}
		return out
	}
	return append(out, g.s.Order[g.s.Turn])
}

// ToMove returns the seats that must decide now: every seat still planning
// in Plan Actions (simultaneous), otherwise one seat (or the Spies owing
// unlock cube decisions). On a [State.View] it is computed from what the
// view shows: exact for the viewer, what the viewer can tell for the other
// seats (package doc, "Hidden information").
func (st State) ToMove() []Seat {
	g := game{s: st.s}
	var buf [4]Seat
	return append([]Seat(nil), g.movers(&buf)...)
}

// Actions returns every legal action now, of every seat to move, in seat
// order. On a [State.View] it lists the viewer's actions (none for an
// observer): exactly ActionsFor of the full state.
// The slice is read-only: a list many states share is returned as it is
// (the contract of [incursion.Rules]).
func (st State) Actions() []Action {
	if st.s.Viewer != 0 {
		v, _ := st.Viewer()
		return st.ActionsFor(v)
	}
	g := game{s: st.s}
	var buf [4]Seat
	return g.list(g.movers(&buf))
}

// AppendActions appends [State.Actions] to dst and returns the extended
// slice ([incursion.Def.AppendActions]): a playout lists every step into one
// reused buffer, with no other copy.
func (st State) AppendActions(dst []Action) []Action {
	if st.s.Viewer != 0 {
		return append(dst, st.Actions()...)
	}
	g := game{s: st.s}
	var buf [4]Seat
	for _, seat := range g.movers(&buf) {
		dst = g.actions(seat, dst)
	}
	return dst
}

// ActionsFor returns the legal actions of one seat now (none if it is not
// to move). On a [State.View] only the viewer's actions are listed. The
// slice is read-only, as Actions'.
func (st State) ActionsFor(seat Seat) []Action {
	g := game{s: st.s}
	if v, isView := st.Viewer(); isView && v != seat {
		return nil
	}
	if !seat.valid() || !g.toMove(seat) {
		return nil
	}
	if out := g.list([]Seat{seat}); len(out) > 0 {
		return out
	}
	return nil
}

// list returns the actions of seats, in order: listed into a stack buffer,
// then copied once at the exact size, or not at all when a pre-built list
// is the same (intern.go).
func (g *game) list(seats []Seat) []Action {
	var buf [192]Action
	out := buf[:0]
	for _, seat := range seats {
		out = g.actions(seat, out)
	}
	if shared := sharedActions(out); shared != nil {
		return shared
	}
	return append(make([]Action, 0, len(out)), out...)
}

func (g *game) actions(seat Seat, out []Action) []Action {
	p := &g.s.Players[seat]
	switch g.s.Phase {
	case PhaseMap:
		return g.mapActions(seat, out)
	case PhaseCharacters:
		// checkCharacter's conditions without building an error for each
		// refused character (the seat is to move: it has not chosen).
		for c := Character(0); c < 8; c++ {
			if characters[c].Team == seat.Team() && g.s.Players[seat.Mate()].Char != c {
				out = append(out, ChooseCharacter{seat, c})
			}
		}
		return out
	case PhasePlace:
		for r := Room(0); r < Rooms; r++ {
			a := PlaceVillain{seat, r}
			if g.checkPlaceVillain(a) == nil {
				out = append(out, a)
			}
		}
		return out
	}
	if p.Choosing > 0 {
		k := Slot(7)
		if p.Choosing == 3 {
			k = 9
		}
		return append(out, pickTileAction(seat, k), pickTileAction(seat, k+1))
	}
	if p.Pending > 0 {
		for _, sw := range [2]bool{false, true} {
			if a := (UseCube{seat, sw}); g.checkUseCube(a) == nil {
				out = append(out, useCubeAction(seat, sw))
			}
		}
		return out
	}
	if g.s.Phase == PhasePlan {
		return g.planActions(seat, out)
	}
	return g.executeActions(seat, out)
}

func (g *game) mapActions(seat Seat, out []Action) []Action {
	for r := Room(0); r < Rooms; r++ {
		for _, d := range [2]Dir{Right, Down} {
			if a := (PlaceMapPiece{seat, WallPiece, r, d}); g.checkMapPiece(a) == nil {
				out = append(out, a)
			}
		}
	}
	for _, pc := range [2]Piece{MachinePiece, GeneratorPiece} {
		for r := Room(0); r < Rooms; r++ {
			if a := (PlaceMapPiece{seat, pc, r, 0}); g.checkMapPiece(a) == nil {
				out = append(out, a)
			}
		}
	}
	return out
}

// Over reports whether the game has ended.
func (st State) Over() bool { return st.s.Phase == PhaseOver }

// Winner returns the winning team, or NoTeam before the end.
func (st State) Winner() Team { return st.s.Winner }

// Game is the package's [incursion.Game]: what generic code (search
// agents, user interfaces, tournament runners) needs to play, show and
// judge Sabotage. Variants: "intro" (the Introductory Game) and
// "variable-map" (Variable Map Setup).
var Game = incursion.Define(incursion.Def[State, Action, Event, Seat]{
	Name: "sabotage", Title: "Sabotage",
	New:             newVariant,
	Variants:        []string{"intro", "variable-map"},
	Actions:         State.Actions,
	AppendActions:   State.AppendActions,
	Legal:           State.Legal,
	Apply:           Apply,
	Over:            State.Over,
	Seats:           func(State) []Seat { return allSeats[:] },
	ToMove:          State.ToMove,
	ActionsFor:      State.ActionsFor,
	Owner:           func(_ State, a Action) Seat { return a.By() },
	Result:          func(s State) incursion.Result[Seat] { return s.Outcome().Result },
	View:            State.View,
	Observer:        Observer,
	VisibleTo:       VisibleTo,
	PublicEvent:     PublicEvent,
	ActionVisibleTo: ActionVisibleTo,
	PublicAction:    PublicAction,
	Determinize:     determinize,
	InfoKey:         infoKey,
	Draw:            State.Draw,
	ParseSeat:       ParseSeat,
	ParseAction:     ParseAction,
})

// Rules is the package's incursion.Rules value: [Game].
var Rules incursion.Rules[State, Action, Event] = Game

// newVariant is Game's New: "" the standard game, "intro" the
// Introductory Game, "variable-map" Variable Map Setup.
func newVariant(variant string, r dice.Roller) (State, error) {
	switch variant {
	case "":
		return New(Config{}, r)
	case "intro":
		return New(Config{Intro: true}, r)
	case "variable-map":
		return New(Config{VariableMap: true}, r)
	}
	return State{}, fmt.Errorf("sabotage: no variant %q", variant)
}
