package sabotage

// Rulebook, "Phase III: Execute Actions": the Villains choose a Villain to
// go, the other follows; then the Spies likewise.
func (g *game) beginExecute() {
	g.s.Phase = PhaseExecute
	g.s.Turn, g.s.Chosen = 0, false
	g.s.Order = [4]Seat{Villain1, Villain2, Spy1, Spy2}
}

func (g *game) checkGoFirst(a GoFirst) error {
	if g.s.Phase != PhaseExecute || g.s.Chosen {
		return illegal("first: no team is choosing who goes first")
	}
	if a.Seat != g.s.Order[g.s.Turn] {
		return illegal("first: %v does not speak for the team now", a.Seat)
	}
	if !a.First.valid() || a.First.Team() != a.Seat.Team() {
		return illegal("first: %v is not on the %v' team", a.First, a.Seat.Team())
	}
	return nil
}

func (g *game) doGoFirst(a GoFirst) {
	g.s.Order[g.s.Turn], g.s.Order[g.s.Turn+1] = a.First, a.First.Mate()
	g.s.Chosen = true
	g.beginTurn()
}

// beginTurn starts the turn of Order[Turn]: a Spy removed by an attack
// executes nothing this round (Rulebook, "ATTACK"); a Virus built in an
// earlier round hacks at the start of its Spy's turn (Rulebook, "VIRUS").
func (g *game) beginTurn() {
	seat := g.s.Order[g.s.Turn]
	g.s.Hacked = 0
	g.emitShared(turnEvent(seat))
	p := &g.s.Players[seat]
	if p.Out {
		for i := range p.Plan[:p.N] {
			p.Plan[i].Done = true
		}
	}
	g.virusTurn(seat)
}

// advance ends the turns of Spies removed by an attack (declared: Hit),
// which execute nothing this round. Every other turn ends with the seat's
// [EndTurn], and a tile that cannot be executed is skipped by the seat's
// [Execute] with no target: whether a tile can be executed, and whether a
// seat may still slide, use its Beacon, CHOKE or detonate its TNT, depend
// on what the other team cannot see, and a turn that passed by itself at
// such a moment would tell them (Rulebook, "1. Declare Action": a silent
// tile gives "no information about the tile to the other team"; "If you
// cannot execute an action, skip all 3 steps for it": a skipped tile is
// seen like a silent one; RULES.md, "Readings").
func (g *game) advance() {
	for g.s.Phase == PhaseExecute && g.s.Chosen && g.s.Players[g.s.Order[g.s.Turn]].Out {
		g.endTurn()
	}
}

// skip passes over planned tile i, which cannot be executed: "If you
// cannot execute an action, skip all 3 steps for it."
func (g *game) skip(seat Seat, i int) {
	p := &g.s.Players[seat]
	p.Plan[i].Done = true
	g.emitShared(skippedEvent(seat, printed(seat.Team(), p.Char, p.Plan[i].Slot).Tile))
}

// next returns the index of the next planned tile to execute, or -1.
func (p *player) next() int {
	for i := 0; i < int(p.N); i++ {
		if !p.Plan[i].Done {
			return i
		}
	}
	return -1
}

func (g *game) endTurn() {
	g.s.Turn++
	switch g.s.Turn {
	case 2:
		g.s.Chosen = false
	case 4:
		g.startRound()
	default:
		g.beginTurn()
	}
}

func (g *game) onTurn(seat Seat) error {
	if g.s.Phase != PhaseExecute || !g.s.Chosen || g.s.Order[g.s.Turn] != seat {
		return illegal("it is not %v's turn", seat)
	}
	return nil
}

func (g *game) checkExecute(a Execute) error {
	if err := g.onTurn(a.Seat); err != nil {
		return illegal("execute: it is not %v's turn", a.Seat)
	}
	p := &g.s.Players[a.Seat]
	i := p.next()
	if i < 0 {
		return illegal("execute: %v has no planned action left", a.Seat)
	}
	var buf [64][2]Target
	opts := g.options(a.Seat, p.Plan[i], buf[:0])
	for _, o := range opts {
		if o == [2]Target{a.A, a.B} {
			g.execChecked, g.execNone = true, false
			return nil
		}
	}
	t := printed(a.Seat.Team(), p.Char, p.Plan[i].Slot).Tile
	if len(opts) == 0 {
		if a.A == noTarget && a.B == noTarget {
			g.execChecked, g.execNone = true, true
			return nil // skips the tile
		}
		return illegal("execute: %v cannot be executed now (execute it with no target to skip it)", t)
	}
	return illegal("execute: %v cannot target %v %v", t, a.A, a.B)
}

func (g *game) doExecute(a Execute) {
	p := &g.s.Players[a.Seat]
	i := p.next()
	none := g.execNone
	if !g.execChecked {
		var buf [64][2]Target
		none = len(g.options(a.Seat, p.Plan[i], buf[:0])) == 0
	}
	if none {
		g.skip(a.Seat, i)
		return
	}
	p.Plan[i].Done = true
	g.emitShared(executedEvent(a.Seat, printed(a.Seat.Team(), p.Char, p.Plan[i].Slot).Tile))
	g.resolve(a.Seat, p.Plan[i], a.A, a.B)
}

func (g *game) checkEndTurn(a EndTurn) error {
	if err := g.onTurn(a.Seat); err != nil {
		return err
	}
	if g.s.Players[a.Seat].next() >= 0 {
		return illegal("end: you must execute all actions you planned, if possible")
	}
	return nil
}

func (g *game) doEndTurn(EndTurn) { g.endTurn() }

// Rulebook, "How to use Slide": during their turn, before or after an
// action, a Spy may spend a slide cube to move 1 room, following the MOVE
// rules.
func (g *game) checkSlide(a Slide) error {
	if err := g.onTurn(a.Seat); err != nil {
		return err
	}
	if a.Seat.Team() != Spies {
		return illegal("slide: only Spies slide")
	}
	if g.s.Teams[Spies].Slide == 0 {
		return illegal("slide: the Spies have no slide cube")
	}
	if err := g.canMove(a.Seat, a.Dir); err != nil {
		return err
	}
	return nil
}

func (g *game) doSlide(a Slide) {
	g.s.Teams[Spies].Slide--
	g.s.SpentSlide++
	g.moveBy(a.Seat, a.Dir)
}

// canMove checks a MOVE of seat's own miniature in direction d.
func (g *game) canMove(seat Seat, d Dir) error {
	if g.movable(seat, d) {
		return nil
	}
	p := g.s.Players[seat]
	if p.Room == NoRoom || p.Lying || p.Out {
		return illegal("move: %v is not standing on the map", seat)
	}
	if d < 0 || d > 3 {
		return illegal("move: bad direction")
	}
	if g.frozen(seat) {
		return illegal("move: %v is frozen in %v", seat, p.Room)
	}
	if _, ok := neighbour(g.s.Walls, p.Room, d); !ok {
		return illegal("move: you cannot move through walls or off the board")
	}
	return nil
}

// movable reports whether canMove(seat, d) is nil, without building the
// error (listing the legal actions asks often).
func (g *game) movable(seat Seat, d Dir) bool {
	p := &g.s.Players[seat]
	if p.Room == NoRoom || p.Lying || p.Out || d < 0 || d > 3 || g.frozen(seat) {
		return false
	}
	_, ok := neighbour(g.s.Walls, p.Room, d)
	return ok
}

func (g *game) moveBy(seat Seat, d Dir) {
	to, _ := neighbour(g.s.Walls, g.s.Players[seat].Room, d)
	g.moveTo(seat, to)
}

func (g *game) moveTo(seat Seat, to Room) {
	g.s.Players[seat].Room = to
	// A Spy that enters a frozen room is frozen (Rulebook, "FREEZE RAY":
	// "or enter such a room").
	g.s.Players[seat].Thawed = false
	g.emitShared(movedEvent(seat, to, seat.Team()))
}

// extraActions lists what a seat may do on its turn besides its next tile.
func (g *game) extraActions(seat Seat, out []Action) []Action {
	if g.onTurn(seat) != nil {
		return out
	}
	if seat.Team() == Spies && g.s.Teams[Spies].Slide > 0 {
		for d := Dir(0); d < 4; d++ {
			if g.movable(seat, d) {
				out = append(out, slideAction(seat, d))
			}
		}
	}
	if seat.Team() == Villains {
		if a := (Detonate{seat}); g.s.Teams[Villains].Devices[TNTToken] != NoRoom && g.checkDetonate(a) == nil {
			out = append(out, a)
		}
		return out
	}
	if a := (ChokeNow{seat}); g.plannedChoke(seat) >= 0 && g.checkChokeNow(a) == nil {
		out = append(out, a)
	}
	if r := g.s.Teams[Spies].Devices[BeaconToken]; r != NoRoom {
		for _, a := range ownAreas(r) {
			if x := (UseBeacon{seat, a}); g.checkBeacon(x) == nil {
				out = append(out, x)
			}
		}
	}
	return out
}

func (g *game) executeActions(seat Seat, out []Action) []Action {
	if !g.s.Chosen {
		if g.s.Order[g.s.Turn] == seat {
			out = append(out, goFirstAction(seat, seat), goFirstAction(seat, seat.Mate()))
		}
		return out
	}
	if g.onTurn(seat) != nil {
		return out
	}
	p := &g.s.Players[seat]
	if i := p.next(); i >= 0 {
		var buf [64][2]Target
		opts := g.options(seat, p.Plan[i], buf[:0])
		for _, o := range opts {
			out = append(out, executeAction(seat, o[0], o[1]))
		}
		if len(opts) == 0 {
			// Not executable now; the seat may first slide (extras below).
			out = append(out, executeAction(seat, noTarget, noTarget))
		}
	} else {
		out = append(out, EndTurn{seat})
	}
	return g.extraActions(seat, out)
}

// frozen reports whether seat is a Spy that cannot leave its room by its
// own means this round (Rulebook, "FREEZE RAY": "Spies that are in a
// targeted room or enter such a room cannot leave their room by any other
// means"). A Spy that lay in a targeted room when the Freeze Ray was
// executed was not affected (Rulebook, "PARACHUTE"), and standing up is not
// entering the room.
func (g *game) frozen(seat Seat) bool {
	p := &g.s.Players[seat]
	return seat.Team() == Spies && p.Room != NoRoom && g.s.Frozen&p.Room.bit() != 0 && !p.Thawed
}
