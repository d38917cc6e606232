package sabotage

import "math/bits"

// startRound runs Clean Up of the round before (tiles back to hand, dice
// back, lingering effects end) and Phase I: Roll Dice of the next one.
// Rulebook, "Phase IV: Clean Up", "Phase I: Roll Dice".
func (g *game) startRound() {
	s := &g.s
	s.Round++
	var roll [4]int8
	for i := range roll {
		roll[i] = int8(1 + g.r.IntN(6))
	}
	s.Roll = roll
	s.Smoke, s.Frozen, s.TearGas = 0, 0, 0
	for i := range s.Players {
		p := &s.Players[i]
		p.Dice = roll
		p.Used, p.N, p.Plan, p.Ready = 0, 0, [4]Planned{}, false
		p.Out, p.Scanned, p.Lost, p.Thawed = false, false, false, false
		p.Limit = g.diceLimit(Seat(i))
		p.OneDie = false
	}
	s.Phase = PhasePlan
	s.Chosen, s.Turn = false, 0
	g.emit(Rolled{s.Round, roll})
}

// diceLimit is how many dice a seat may place this round: 2, or 3 and 4
// from Swagger (Spies) or active Generators (Villains); 1 after CHOKE,
// FLASHBANG or a REFLECTOR. Rulebook, "Phase II", "GENERATOR", "Swagger".
func (g *game) diceLimit(seat Seat) int8 {
	p := g.s.Players[seat]
	if p.OneDie {
		return 1
	}
	n := int8(2)
	if seat.Team() == Spies {
		if p.Swagger >= 5 {
			n = 4
		} else if p.Swagger >= 2 {
			n = 3
		}
		return n
	}
	for _, c := range g.s.GenCubes {
		if c == 2 {
			n++
		}
	}
	return n
}

func (g *game) checkPlanning(seat Seat) error {
	if g.s.Phase != PhasePlan {
		return illegal("plan: not in the Plan Actions phase")
	}
	p := g.s.Players[seat]
	if p.Ready {
		return illegal("plan: %v has finished planning", seat)
	}
	if p.Choosing > 0 {
		return illegal("plan: %v must first choose a Tier %d action", seat, p.Choosing)
	}
	return nil
}

// Rulebook, "How to use Modify": a team's modify cube changes one die by
// 1 (1 and 6 wrap), during Plan Actions. Only dice not yet placed.
func (g *game) checkModify(a ModifyDie) error {
	if err := g.checkPlanning(a.Seat); err != nil {
		return err
	}
	if a.Die < 0 || a.Die > 3 {
		return illegal("modify: no such die")
	}
	if a.Delta != 1 && a.Delta != -1 {
		return illegal("modify: a modify cube changes a die by exactly 1")
	}
	if g.s.Players[a.Seat].Used&(1<<uint(a.Die)) != 0 {
		return illegal("modify: die %d is already placed", a.Die+1)
	}
	if g.s.Teams[a.Seat.Team()].Modify == 0 {
		return illegal("modify: the %v have no modify cube", a.Seat.Team())
	}
	return nil
}

func (g *game) doModify(a ModifyDie) {
	p := &g.s.Players[a.Seat]
	v := p.Dice[a.Die] + a.Delta
	if v == 0 {
		v = 6
	} else if v == 7 {
		v = 1
	}
	p.Dice[a.Die] = v
	g.s.Teams[a.Seat.Team()].Modify--
	g.s.SpentCubes++
	g.emitShared(modifiedEvent(a.Seat))
}

// plannedPos simulates where the seat will be after its planned tiles, so
// that it plans only actions it could execute (Rulebook, "You can only plan
// an action that you could execute"). known is false after a tile whose
// destination is chosen only on execution (TELEPORT, ZIPLINE) or depends on
// where the teammate will be when it executes (WHIRLPOOL: the teammate may
// take its turn first).
func (g *game) plannedPos(seat Seat) (room Room, known bool) {
	p := &g.s.Players[seat]
	room, known = p.Room, true
	for _, pl := range p.Plan[:p.N] {
		if room == NoRoom && pl.Arg.Kind != RoomTarget {
			continue
		}
		t := printed(seat.Team(), p.Char, pl.Slot).Tile
		switch t {
		case Parachute:
			room = pl.Arg.Room()
		case Move, MoveScan:
			if known {
				room, _ = neighbour(g.s.Walls, room, pl.Arg.Dir())
			}
		case Tunnel:
			if known && pl.Arg.Kind == DirTarget {
				room = step[room][pl.Arg.Dir()].to
			}
		case Teleport, Zipline, Whirlpool:
			known = false
		}
	}
	return
}

func (g *game) plannedTile(seat Seat, t Tile) bool {
	p := g.s.Players[seat]
	for _, pl := range p.Plan[:p.N] {
		if printed(seat.Team(), p.Char, pl.Slot).Tile == t {
			return true
		}
	}
	return false
}

// Rulebook, "Phase II: Plan Actions".
func (g *game) checkPlan(a PlanTile) error {
	if err := g.checkPlanning(a.Seat); err != nil {
		return err
	}
	p := g.s.Players[a.Seat]
	team := a.Seat.Team()
	if p.N == 4 {
		return illegal("plan: all 4 action spaces are full")
	}
	if a.Slot < 0 || a.Slot >= Slots {
		return illegal("plan: no such tile")
	}
	if a.Slot >= 6 && p.Hand&(1<<uint(a.Slot)) == 0 {
		return illegal("plan: that advanced action is not unlocked")
	}
	for _, pl := range p.Plan[:p.N] {
		if pl.Slot == a.Slot {
			return illegal("plan: that tile is already planned")
		}
	}
	pr := printed(team, p.Char, a.Slot)
	info := pr.Tile.Info()
	if info.Passive {
		return illegal("plan: %v is PASSIVE and never needs to be planned", pr.Tile)
	}
	if !implemented(pr.Tile) {
		return illegal("plan: %v is not implemented yet", pr.Tile)
	}
	// PARACHUTE: first when off the map, never when on it.
	off := team == Spies && p.Room == NoRoom
	if off && p.N == 0 && pr.Tile != Parachute {
		return illegal("plan: a Spy whose miniature is not on the map must plan PARACHUTE as their first action")
	}
	if pr.Tile == Parachute && !(off && p.N == 0) {
		return illegal("plan: you cannot plan PARACHUTE if your Spy is on the map")
	}
	if pr.Tile.hacks() && g.plannedTile(a.Seat, Parachute) {
		return illegal("plan: if you are planning PARACHUTE, you cannot plan actions that let you HACK this round")
	}
	if pr.Tile.hacks() && !g.hackPlannable(a.Seat, pr.Tile) {
		return illegal("plan: E.M.P., UNTRACEABLE and WIRELESS HACK must be your only hack this turn")
	}
	// Dice.
	if a.Dice&^0xf != 0 || a.Dice&p.Used != 0 {
		return illegal("plan: each die can only be placed on 1 tile per round")
	}
	if bits.OnesCount16(uint16(p.Used|a.Dice)) > int(p.Limit) {
		return illegal("plan: %v may place only %d dice this round", a.Seat, p.Limit)
	}
	var buf [4]int8
	vals := buf[:0]
	for i := 0; i < 4; i++ {
		if a.Dice&(1<<uint(i)) != 0 {
			vals = append(vals, p.Dice[i])
		}
	}
	if !pr.Req.fits(vals) {
		return illegal("plan: %v needs dice %v", pr.Tile, pr.Req)
	}
	// Dice that show the same number are the same choice: Actions lists
	// one action per set of numbers (the lowest dice), and Legal accepts
	// only that one, so that whatever passes Legal is listed.
	if c := canonicalDice(p.Dice, 0xf&^p.Used, a.Dice); c != a.Dice {
		b := a
		b.Dice = c
		return illegal("%v: dice that show the same number are the same choice: plan it as %v", a, b)
	}
	return g.checkPlanArg(a.Seat, pr.Tile, a.Arg)
}

// hackPlannable: no HACK-like tile in a round with PARACHUTE; E.M.P.,
// UNTRACEABLE, WIRELESS HACK: "This must be your only hack this turn."
func (g *game) hackPlannable(seat Seat, t Tile) bool {
	p := &g.s.Players[seat]
	for _, pl := range p.Plan[:p.N] {
		other := printed(seat.Team(), p.Char, pl.Slot).Tile
		if other == Parachute || other.hacks() && (exclusiveHack(other) || exclusiveHack(t)) {
			return false
		}
	}
	return true
}

// checkPlanArg checks the planned argument and that the tile could be
// executed from where the seat will be.
func (g *game) checkPlanArg(seat Seat, t Tile, arg Target) error {
	if !arg.valid() {
		return illegal("plan: bad target")
	}
	room, known := g.plannedPos(seat)
	switch t {
	case Move, MoveScan:
		if arg.Kind != DirTarget {
			return illegal("plan: place the die on the arrow pointing in the direction you want to move")
		}
		if known {
			if _, ok := neighbour(g.s.Walls, room, arg.Dir()); !ok {
				return illegal("plan: you cannot plan a move that would move you into a wall or off the board")
			}
		}
		return nil
	case Tunnel:
		if arg.Kind != DirTarget {
			return illegal("plan: TUNNEL needs a direction")
		}
		if known {
			to, ok := neighbour(g.s.Walls, room, arg.Dir())
			if to == NoRoom || ok {
				return illegal("plan: TUNNEL must move through a wall")
			}
		}
		return nil
	case Parachute:
		if arg.Kind != RoomTarget {
			return illegal("plan: PARACHUTE needs the room you will enter")
		}
		return nil
	}
	if arg.Kind != NoTarget {
		return illegal("plan: %v takes no planned target", t)
	}
	if t == Generator && known && !g.generatorOpen(room) {
		return illegal("plan: GENERATOR needs a Generator with fewer than 2 cubes in your room")
	}
	if t == Zipline && known && room != NoRoom && !onEdge(room) {
		return illegal("plan: ZIPLINE needs you on a map edge")
	}
	return nil
}

func (g *game) doPlan(a PlanTile) {
	p := &g.s.Players[a.Seat]
	p.Plan[p.N] = Planned{Slot: a.Slot, Dice: a.Dice, Arg: a.Arg}
	p.N++
	p.Used |= a.Dice
	t := printed(a.Seat.Team(), p.Char, a.Slot).Tile
	g.emitShared(plannedEvent(a.Seat, t))
	if t == Parachute {
		// "When planning PARACHUTE, immediately place your character
		// miniature, lying down, in the room you will enter."
		p.Room, p.Lying = a.Arg.Room(), true
		g.emitShared(movedEvent(a.Seat, p.Room, Spies))
	}
}

// Rulebook, "Unlock Cubes": a Villain may place an available die on the
// matching die space instead of planning with it.
func (g *game) checkUnlockDie(a UnlockDie) error {
	if err := g.checkPlanning(a.Seat); err != nil {
		return err
	}
	if a.Seat.Team() != Villains {
		return illegal("unlock: only Villains place dice on unlock spaces")
	}
	if g.s.Intro {
		return illegal("unlock: in the Introductory Game the Villains do not use unlock cubes")
	}
	p := g.s.Players[a.Seat]
	if a.Die < 0 || a.Die > 3 || p.Used&(1<<uint(a.Die)) != 0 {
		return illegal("unlock: each die can only be placed once per round")
	}
	if bits.OnesCount16(uint16(p.Used))+1 > int(p.Limit) {
		return illegal("unlock: %v may place only %d dice this round", a.Seat, p.Limit)
	}
	if p.Faces&(1<<uint(p.Dice[a.Die]-1)) != 0 {
		return illegal("unlock: the %d space has no unlock cube left", p.Dice[a.Die])
	}
	// "Place it on the matching die space": only the number counts, so
	// Actions lists the lowest available die per number and Legal accepts
	// only that one.
	if c := canonicalDice(p.Dice, 0xf&^p.Used, 1<<uint(a.Die)); c != 1<<uint(a.Die) {
		return illegal("%v: dice that show the same number are the same choice: place it as %v", a, UnlockDie{a.Seat, int8(bits.TrailingZeros8(c))})
	}
	return nil
}

// canonicalDice returns the mask Actions lists for the dice of mask m among
// the free dice: per number shown, the lowest free dice showing it (the
// lowest mask with the same numbers, as diceChoices gives).
func canonicalDice(d [4]int8, free, m uint8) uint8 {
	var c uint8
	for i := 0; i < 4; i++ {
		if m&(1<<uint(i)) == 0 {
			continue
		}
		for j := 0; j < 4; j++ {
			if free&^c&(1<<uint(j)) != 0 && d[j] == d[i] {
				c |= 1 << uint(j)
				break
			}
		}
	}
	return c
}

func (g *game) doUnlockDie(a UnlockDie) {
	p := &g.s.Players[a.Seat]
	p.Used |= 1 << uint(a.Die)
	p.Faces |= 1 << uint(p.Dice[a.Die]-1)
	g.emit(Private{Villains, a.Seat, "gained an unlock cube"})
	g.fillUnlock(a.Seat)
}

func (g *game) checkReady(a Ready) error {
	if err := g.checkPlanning(a.Seat); err != nil {
		return err
	}
	p := g.s.Players[a.Seat]
	if a.Seat.Team() == Spies && p.Room == NoRoom {
		return illegal("ready: a Spy whose miniature is not on the map must plan PARACHUTE as their first action")
	}
	return nil
}

func (g *game) doReady(a Ready) {
	g.s.Players[a.Seat].Ready = true
	for _, p := range g.s.Players {
		if !p.Ready {
			return
		}
	}
	g.beginExecute()
}

// planActions lists a seat's planning actions: the tiles it may plan with
// one canonical choice of dice per set of values, modify, unlock, ready.
func (g *game) planActions(seat Seat, out []Action) []Action {
	p := &g.s.Players[seat]
	// Ready (checkReady without building an error for the common refusal).
	if !(seat.Team() == Spies && p.Room == NoRoom) {
		out = append(out, Ready{seat})
	}
	if p.N < 4 {
		// The canonical choices of dice (bit m: mask m), as diceChoices
		// lists them.
		choices := diceChoiceSet(p.Dice, uint8(0xf)&^p.Used, int(p.Limit)-bits.OnesCount16(uint16(p.Used)))
		out = g.planTiles(seat, choices, out)
	}
	if seat.Team() == Villains && !g.s.Intro && bits.OnesCount16(uint16(p.Used)) < int(p.Limit) {
		seen := uint8(0)
		for i := int8(0); i < 4; i++ {
			v := p.Dice[i]
			if p.Used&(1<<uint(i)) != 0 || p.Faces&(1<<uint(v-1)) != 0 {
				continue
			}
			if a := (UnlockDie{seat, i}); seen&(1<<uint(v)) == 0 && g.checkUnlockDie(a) == nil {
				seen |= 1 << uint(v)
				out = append(out, unlockAction(seat, i))
			}
		}
	}
	if g.s.Teams[seat.Team()].Modify > 0 {
		for i := int8(0); i < 4; i++ {
			if p.Used&(1<<uint(i)) != 0 {
				continue
			}
			out = append(out, modifyActions[seat][i][0], modifyActions[seat][i][1])
		}
	}
	return out
}

// planTiles lists the PlanTile actions of planActions (fewer than 4 tiles
// planned): per slot, per canonical choice of dice that fits, per target.
func (g *game) planTiles(seat Seat, choices uint16, out []Action) []Action {
	p := &g.s.Players[seat]
	fit := diceFits{d: p.Dice}
	off := seat.Team() == Spies && p.Room == NoRoom && p.N == 0
	var planned uint16
	for _, pl := range p.Plan[:p.N] {
		planned |= 1 << uint(pl.Slot)
	}
	room, known := g.plannedPos(seat)
	// Directions a MOVE (open) or a TUNNEL (through a wall) may take from
	// the planned position (all four when it is not known).
	open, walled := uint8(0xf), uint8(0xf)
	if known {
		open, walled = 0, 0
		for d := Dir(0); d < 4; d++ {
			if to, ok := neighbour(g.s.Walls, room, d); to != NoRoom {
				if ok {
					open |= 1 << uint(d)
				} else {
					walled |= 1 << uint(d)
				}
			}
		}
	}
	tiles := slotTiles(seat.Team(), p.Char)
	var argBuf [Rooms]Target
	for k := Slot(0); k < Slots; k++ {
		pr := tiles[k]
		if pr.Tile < 0 || planned&(1<<uint(k)) != 0 || (k >= 6 && p.Hand&(1<<uint(k)) == 0) {
			continue
		}
		if off != (pr.Tile == Parachute) {
			continue
		}
		if pr.Tile.passive() || (pr.Tile.hacks() && !g.hackPlannable(seat, pr.Tile)) {
			continue
		}
		if pr.Tile == Generator && known && !g.generatorOpen(room) {
			continue
		}
		if pr.Tile == Zipline && known && room != NoRoom && !onEdge(room) {
			continue
		}
		var set uint16 // the choices of dice (none for a no-dice tile)
		if pr.Req.Kind != NoDice {
			if set = choices & fit.set(pr.Req); set == 0 {
				continue
			}
		}
		args := argBuf[:0]
		switch pr.Tile {
		case Move, MoveScan, Tunnel:
			dirs := open
			if pr.Tile == Tunnel {
				dirs = walled
			}
			for d := Dir(0); d < 4; d++ {
				if dirs&(1<<uint(d)) != 0 {
					args = append(args, To(d))
				}
			}
		case Parachute:
			for r := Room(0); r < Rooms; r++ {
				args = append(args, At(r))
			}
		default:
			args = append(args, noTarget)
		}
		// The candidates now pass checkPlan (the conformance suite checks
		// that every listed action is legal).
		if pr.Req.Kind == NoDice {
			for _, arg := range args {
				out = append(out, planAction(seat, k, 0, arg))
			}
			continue
		}
		for ; set != 0; set &= set - 1 {
			m := uint8(bits.TrailingZeros16(set))
			for _, arg := range args {
				out = append(out, planAction(seat, k, m, arg))
			}
		}
	}
	return out
}

// diceChoices returns the non-empty subsets of the free dice of at most n
// dice, one per distinct multiset of values (the lowest mask), in order.
func diceChoices(d [4]int8, free uint8, n int, buf *[15]uint8) []uint8 {
	out := buf[:0]
	var keys [15]uint32
	nk := 0
	for m := uint8(1); m < 16; m++ {
		if m&^free != 0 || bits.OnesCount16(uint16(m)) > n {
			continue
		}
		// The multiset of values as counts per face, 3 bits each.
		var key uint32
		for i := 0; i < 4; i++ {
			if m&(1<<uint(i)) != 0 {
				key += 1 << (3 * uint(d[i]))
			}
		}
		dup := false
		for _, k := range keys[:nk] {
			if k == key {
				dup = true
				break
			}
		}
		if !dup {
			keys[nk] = key
			nk++
			out = append(out, m)
		}
	}
	return out
}

// diceSummary is what a dice requirement looks at in a set of dice.
type diceSummary struct {
	n, sum, single int8
	pair           bool
}

func summarize(d [4]int8, m uint8) diceSummary {
	var x diceSummary
	for i := 0; i < 4; i++ {
		if m&(1<<uint(i)) != 0 {
			x.n++
			x.sum += d[i]
			x.pair = x.n == 2 && x.single == d[i]
			x.single = d[i]
		}
	}
	return x
}

// generatorOpen reports whether a GENERATOR in room could place a cube:
// "Each Generator can hold up to 2 cubes." Only the Villains change the
// cubes before their own turns end (the Spies hack after them), so a full
// Generator at planning stays full: GENERATOR there could not be executed
// (Rulebook, "You can only plan an action that you could execute").
func (g *game) generatorOpen(room Room) bool {
	i := g.generatorIn(room)
	return i >= 0 && g.s.GenCubes[i] < 2 && g.s.GenSupply > 0
}

// onEdge reports whether r is on a map edge (where a ZIPLINE starts).
func onEdge(r Room) bool {
	_, n := ziplines(r)
	return n > 0
}
