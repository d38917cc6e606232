package sabotage

// implementedAdvanced reports which advanced actions have their rules
// implemented: all 34 (RULES.md).
func implementedAdvanced(t Tile) bool {
	return t >= Thermo && t < numTiles
}

// exclusiveHack: "This must be your only hack this turn" (E.M.P.,
// UNTRACEABLE, WIRELESS HACK).
func exclusiveHack(t Tile) bool { return t == EMP || t == Untraceable || t == WirelessHack }

// buildTokens returns a team's device tokens of the kind a BUILD tile
// places.
func buildTokens(team Team, t Tile) []Device {
	var out []Device
	for d := 0; d < numDevices[team]; d++ {
		if deviceTiles[team][d] == t {
			out = append(out, Device(d))
		}
	}
	return out
}

// buildOptions lists where a BUILD may place its token: rooms, and which
// token is picked up when every token of the kind is on the map (Rulebook,
// "BUILD": "If that device token is already on the map, you can pick it up
// and place it again").
func (g *game) buildOptions(team Team, t Tile, rooms uint16, out [][2]Target) [][2]Target {
	devs := g.s.Teams[team].Devices
	inSupply := false
	var onMap uint16
	for _, d := range buildTokens(team, t) {
		if devs[d] == NoRoom {
			inSupply = true
		} else {
			onMap |= devs[d].bit()
		}
	}
	// A token from the supply, or — "you can pick it up and place it
	// again" — any of the kind already on the map.
	for r := Room(0); r < Rooms; r++ {
		if rooms&r.bit() == 0 {
			continue
		}
		if inSupply {
			out = append(out, [2]Target{At(r), noTarget})
		}
		for from := Room(0); from < Rooms; from++ {
			if onMap&from.bit() != 0 {
				out = append(out, [2]Target{At(r), At(from)})
			}
		}
	}
	return out
}

func (g *game) build(seat Seat, t Tile, a, b Target) {
	team := seat.Team()
	devs := &g.s.Teams[team].Devices
	var tok Device = -1
	for _, d := range buildTokens(team, t) {
		if (b.Kind == NoTarget && devs[d] == NoRoom) || (b.Kind == RoomTarget && devs[d] == b.Room()) {
			tok = d
			break
		}
	}
	if t.Info().Bubble == Named {
		g.declare(seat, t.String(), noTarget, 0)
	}
	devs[tok] = a.Room()
	g.s.Teams[team].Built[tok] = g.s.Round
	g.s.Teams[team].Owner[tok] = seat
	g.emit(Private{team, seat, "built " + t.String() + " in " + a.Room().String()})
}

// advancedOptions lists the targets of an advanced tile (see options).
func (g *game) advancedOptions(seat Seat, t Tile, pl Planned, out [][2]Target) [][2]Target {
	p := g.s.Players[seat]
	one := [2]Target{noTarget, noTarget}
	if p.Lying {
		return out
	}
	frozen := g.frozen(seat)
	dirs := func(pt pattern) [][2]Target {
		if pt.symmetric {
			if r, w := pt.target(g.s.Walls, p.Room, Up); r != 0 || w != 0 {
				out = append(out, one)
			}
			return out
		}
		for d := Dir(0); d < 4; d++ {
			if r, w := pt.target(g.s.Walls, p.Room, d); r != 0 || w != 0 {
				out = append(out, [2]Target{To(d), noTarget})
			}
		}
		return out
	}
	anyRoom := func() [][2]Target {
		for r := Room(0); r < Rooms; r++ {
			out = append(out, [2]Target{At(r), noTarget})
		}
		return out
	}
	squares := func() [][2]Target {
		for a := Square3A1; a < Square3A1+4; a++ {
			out = append(out, [2]Target{In(a), noTarget})
		}
		return out
	}
	switch t {
	// Spy actions.
	case Thermo:
		if g.s.Smoke&p.Room.bit() != 0 {
			return append(out, one)
		}
		for a := Area(0); a < 12; a++ {
			out = append(out, [2]Target{In(a), noTarget})
		}
		return out
	case Beacon:
		return g.buildOptions(Spies, t, p.Room.bit()|adjacent(g.s.Walls, p.Room), out)
	case Hologram, Reflector:
		return g.buildOptions(Spies, t, 0xffff, out)
	case Virus:
		return g.buildOptions(Spies, t, p.Room.bit(), out)
	case Choke:
		return append(out, one)
	case Crybaby, FalseAlarm:
		return anyRoom()
	case Tunnel:
		to := step[p.Room][pl.Arg.Dir()].to
		if frozen || to == NoRoom {
			return out
		}
		if _, open := neighbour(g.s.Walls, p.Room, pl.Arg.Dir()); open {
			return out
		}
		return g.scanOptions(to, out)
	case Zipline:
		if frozen {
			return out
		}
		to, n := ziplines(p.Room)
		for _, to := range to[:n] {
			var buf [3][2]Target
			for _, o := range g.scanOptions(to, buf[:0]) {
				out = append(out, [2]Target{At(to), o[0]})
			}
		}
		return out
	case Teleport:
		if frozen {
			return out
		}
		for to := Room(0); to < Rooms; to++ {
			var buf [3][2]Target
			for _, o := range g.scanOptions(to, buf[:0]) {
				out = append(out, [2]Target{At(to), o[0]})
			}
		}
		return out
	case EMP:
		if g.s.Hacked != 0 {
			return out
		}
		return append(out, one)
	case Untraceable:
		if g.s.Hacked != 0 || g.s.TearGas&p.Room.bit() != 0 {
			return out
		}
		return append(out, one)
	case WirelessHack:
		if g.s.Hacked != 0 {
			return out
		}
		for d := Dir(0); d < 4; d++ {
			if to, ok := neighbour(g.s.Walls, p.Room, d); ok && g.s.TearGas&to.bit() == 0 {
				out = append(out, [2]Target{To(d), noTarget})
			}
		}
		return out
	case Flashbang:
		return dirs(patterns[t])
	case SmokeBomb:
		return squares()
	// Villain actions.
	case Flashlight, FlameThrower, Flare, FreezeRay, LandShark, RocketLauncher, Tentacles:
		return dirs(patterns[t])
	case HoneyPot, TripLaser, TNT:
		return g.buildOptions(Villains, t, p.Room.bit(), out)
	case TearGas:
		for r := Room(0); r < Rooms; r++ {
			if r.Row() == p.Room.Row() || r.Col() == p.Room.Col() {
				out = append(out, [2]Target{At(r), noTarget})
			}
		}
		return out
	case Whirlpool, Doppler:
		return append(out, one)
	case Earthquake:
		for d := Dir(0); d < 4; d++ {
			out = append(out, [2]Target{To(d), noTarget})
		}
		return out
	case OrbitalLaser:
		dist := distances(g.s.Walls, p.Room)
		for r := Room(0); r < Rooms; r++ {
			if dist[r] >= 2 {
				out = append(out, [2]Target{At(r), noTarget})
			}
		}
		return out
	case XRayGoggles:
		return squares()
	}
	return out
}

// ziplines returns the rooms a ZIPLINE reaches from r: the room on the
// opposite edge in a straight line, ignoring walls; two from a corner. It
// fills a fixed array (no allocation when listing actions).
func ziplines(r Room) (to [2]Room, n int) {
	row, col := r.Row(), r.Col()
	if row == 0 || row == 3 {
		to[n] = roomAt(3-row, col)
		n++
	}
	if col == 0 || col == 3 {
		to[n] = roomAt(row, 3-col)
		n++
	}
	return to, n
}

// resolveAdvanced executes an advanced tile (Rulebook, "Advanced Actions").
func (g *game) resolveAdvanced(seat Seat, t Tile, pl Planned, a, b Target) {
	p := &g.s.Players[seat]
	switch t {
	case Thermo:
		if a.Kind == AreaTarget {
			g.scan(seat, a.Area())
		}
	case Beacon, Hologram, Reflector, Virus, HoneyPot, TripLaser, TNT:
		g.build(seat, t, a, b)
	case Choke:
		// "Choked Villains can only place 1 die in the next Plan Actions
		// phase. If you choke one or both Villains, you gain 3 unlock cubes."
		g.declare(seat, "Choke", noTarget, p.Room.bit())
		g.stifle(seat, p.Room.bit())
	case Flashbang:
		rooms, _ := patterns[t].target(g.s.Walls, p.Room, a.Dir())
		g.declare(seat, "Flashbang", a, rooms)
		g.stifle(seat, rooms)
	case Crybaby:
		// "Any Villains adjacent to that room must move into that room."
		g.declare(seat, "Crybaby", a, a.Room().bit())
		adj := adjacent(g.s.Walls, a.Room())
		for _, v := range Villains.Members() {
			if adj&g.s.Players[v].Room.bit() != 0 {
				g.moveTo(v, a.Room())
			}
		}
	case FalseAlarm:
		// "Villains do not declare if a Villain was affected."
		g.declare(seat, "False Alarm", a, a.Room().bit())
		v1, v2 := g.s.Players[Villain1].Room, g.s.Players[Villain2].Room
		if v1 == a.Room() {
			g.moveTo(Villain1, v2)
		}
		if v2 == a.Room() {
			g.moveTo(Villain2, v1)
		}
	case Tunnel:
		g.moveTo(seat, step[p.Room][pl.Arg.Dir()].to)
		if a.Kind == AreaTarget {
			g.scan(seat, a.Area())
		}
	case Zipline, Teleport:
		g.moveTo(seat, a.Room())
		if b.Kind == AreaTarget {
			g.scan(seat, b.Area())
		}
	case EMP:
		g.s.Hacked = -1
		rooms, _ := patterns[EMP].target(g.s.Walls, p.Room, Up)
		g.hack(seat, rooms, true, "hack")
	case Untraceable:
		// "When you hack a Doomsday machine, do not declare your room":
		// in a room without a machine that still holds a cube, it is a
		// plain hack of your room, declared as such.
		g.s.Hacked = -1
		g.hack(seat, p.Room.bit(), !g.machineWithCubes(p.Room), "hack")
	case WirelessHack:
		g.s.Hacked = -1
		to, _ := neighbour(g.s.Walls, p.Room, a.Dir())
		g.hack(seat, to.bit(), true, "hack")
	case SmokeBomb:
		g.declare(seat, "Smoke Bomb", a, a.Area().Rooms())
		g.s.Smoke |= a.Area().Rooms()
	case Flashlight, Flare:
		rooms, _ := patterns[t].target(g.s.Walls, p.Room, a.Dir())
		g.reveal(seat, t.String(), a, rooms)
	case FlameThrower, LandShark, RocketLauncher, Tentacles:
		rooms, walls := patterns[t].target(g.s.Walls, p.Room, a.Dir())
		g.attack(seat, t.String(), rooms, walls)
	case FreezeRay:
		// "Spies do not declare if they are in the targeted rooms."
		rooms, _ := patterns[t].target(g.s.Walls, p.Room, a.Dir())
		g.declare(seat, "Freeze Ray", a, rooms)
		g.s.Frozen |= rooms
		for _, s := range Spies.Members() {
			if sp := &g.s.Players[s]; sp.Lying && rooms&sp.Room.bit() != 0 {
				sp.Thawed = true // lying down: not affected
			}
		}
	case TearGas:
		g.declare(seat, "Tear Gas", a, a.Room().bit())
		g.s.TearGas |= a.Room().bit()
	case Whirlpool:
		m := seat.Mate()
		mine, theirs := p.Room, g.s.Players[m].Room
		g.moveTo(seat, theirs)
		g.moveTo(m, mine)
	case Doppler:
		g.declare(seat, "Doppler", noTarget, 0xffff)
		g.revealRooms(0xffff, false, true)
	case Earthquake:
		// "All Spies on the map must move 1 space in this direction if
		// possible, following the MOVE rules."
		g.declare(seat, "Earthquake", a, 0)
		for _, s := range Spies.Members() {
			if !g.standing(s) {
				continue
			}
			if to, ok := neighbour(g.s.Walls, g.s.Players[s].Room, a.Dir()); ok {
				g.moveTo(s, to)
			}
		}
	case OrbitalLaser:
		g.attack(seat, "Orbital Laser", a.Room().bit(), 0)
	case XRayGoggles:
		g.reveal(seat, "X-Ray Goggles", a, a.Area().Rooms())
	}
}

// stifle: Villains in rooms place only 1 die in the next Plan Actions
// phase; the acting Spy gains 3 unlock cubes if any was affected (CHOKE,
// FLASHBANG). The Spy must know whether to take the cubes, so the Villains
// answer "affected" once — nothing more: not which Villain, nor whether
// both (the rulebook asks for no declaration). The answer is an event
// naming the Spy it answers.
func (g *game) stifle(seat Seat, rooms uint16) {
	hit := false
	for _, v := range Villains.Members() {
		if rooms&g.s.Players[v].Room.bit() != 0 {
			g.s.Players[v].OneDie = true
			hit = true
		}
	}
	if hit {
		g.declare(seat, "affected", noTarget, 0)
		g.gain(seat, 3)
	}
}

// scanEffects applies the Villain devices that react to a scan: TRIP
// LASER (the scanning Spy declares whether it is in a Trip Laser's room;
// the tripped token returns) and HONEY POT (the scanning Spy moves to the
// scanned Honey Pot's room and gains 1 unlock cube; the token returns).
func (g *game) scanEffects(seat Seat, rooms uint16) {
	devs := &g.s.Teams[Villains].Devices
	here := g.s.Players[seat].Room
	// The Villains ask about each Trip Laser on the map, in token order.
	for _, d := range [2]Device{TripLaser1, TripLaser2} {
		switch devs[d] {
		case NoRoom:
		case here:
			g.declare(seat, "Trip Laser: yes", At(here), here.bit())
			g.emit(DeviceRemoved{Villains, d, here})
			devs[d] = NoRoom
		default:
			g.declare(seat, "Trip Laser: no", noTarget, 0)
		}
	}
	if r := devs[HoneyPotTok]; r != NoRoom && rooms&r.bit() != 0 {
		// Declared by the Villains; the Seat is the Spy it catches.
		g.declare(seat, "Honey Pot", At(r), r.bit())
		// "Then put the Honey Pot token back to your supply": declared with
		// it, so the Spies' map loses the token too.
		devs[HoneyPotTok] = NoRoom
		g.emit(DeviceRemoved{Villains, HoneyPotTok, r})
		g.moveTo(seat, r)
		g.gain(seat, 1)
	}
}

// virusTurn: "Each round after the one it has been built, at the start of
// your turn, the Virus automatically performs a hack in its room. When it
// does, declare 'Virus.'" It is not the Spy's hack for E.M.P. and the like.
func (g *game) virusTurn(seat Seat) {
	t := &g.s.Teams[Spies]
	r := t.Devices[VirusToken]
	if seat.Team() != Spies || r == NoRoom || t.Owner[VirusToken] != seat || t.Built[VirusToken] >= g.s.Round {
		return
	}
	// "Prevented by TEAR GAS": no hack, so nothing to declare (declaring
	// "Virus" would tell the Villains that a Virus sits in the gassed room).
	// A Spy removed by an attack still has its turn, and the Virus is a
	// device, not a planned action: it still hacks.
	if g.s.TearGas&r.bit() != 0 {
		return
	}
	g.hack(seat, r.bit(), true, "Virus")
}

// Rulebook, "TNT": "Anytime on your turn, before or after executing an
// action, you may declare and detonate TNT ... You cannot detonate TNT in
// the round you built it."
func (g *game) checkDetonate(a Detonate) error {
	if err := g.onTurn(a.Seat); err != nil {
		return err
	}
	t := g.s.Teams[Villains]
	if a.Seat.Team() != Villains || t.Devices[TNTToken] == NoRoom {
		return illegal("detonate: %v has no TNT on the map", a.Seat.Team())
	}
	// "you" on a tile is the player whose tile it is: the Villain who
	// built the TNT detonates it, on their own turn.
	if t.Owner[TNTToken] != a.Seat {
		return illegal("detonate: the TNT is %v's", t.Owner[TNTToken])
	}
	if t.Built[TNTToken] >= g.s.Round {
		return illegal("detonate: you cannot detonate TNT in the round you built it")
	}
	return nil
}

func (g *game) doDetonate(a Detonate) {
	t := &g.s.Teams[Villains]
	r := t.Devices[TNTToken]
	t.Devices[TNTToken] = NoRoom
	rooms, walls := patterns[TNT].target(g.s.Walls, r, Up)
	g.attack(a.Seat, "TNT", rooms, walls)
	g.emit(Private{Villains, a.Seat, "TNT returned to supply"})
}

// Rulebook, "BEACON": "Anytime on your turn, before or after executing an
// action, you can place yourself in the room with the Beacon. If you do,
// you must scan your row, column, or quadrant."
func (g *game) checkBeacon(a UseBeacon) error {
	if err := g.onTurn(a.Seat); err != nil {
		return err
	}
	r := g.s.Teams[Spies].Devices[BeaconToken]
	if a.Seat.Team() != Spies || r == NoRoom {
		return illegal("beacon: the Spies have no Beacon on the map")
	}
	// "you can place yourself in the room with the Beacon": the Spy who
	// built it.
	if g.s.Teams[Spies].Owner[BeaconToken] != a.Seat {
		return illegal("beacon: the Beacon is %v's", g.s.Teams[Spies].Owner[BeaconToken])
	}
	if !g.standing(a.Seat) || g.s.Players[a.Seat].Out {
		return illegal("beacon: %v is not standing on the map", a.Seat)
	}
	if here := g.s.Players[a.Seat].Room; here != r && g.frozen(a.Seat) {
		return illegal("beacon: %v is frozen in %v", a.Seat, here)
	}
	for _, x := range ownAreas(r) {
		if x == a.Area {
			return nil
		}
	}
	return illegal("beacon: scan the row, column or quadrant of the Beacon's room")
}

func (g *game) doBeacon(a UseBeacon) {
	t := &g.s.Teams[Spies]
	r := t.Devices[BeaconToken]
	t.Devices[BeaconToken] = NoRoom
	g.moveTo(a.Seat, r)
	g.emit(Private{Spies, a.Seat, "Beacon returned to supply"})
	g.scan(a.Seat, a.Area)
}

// plannedChoke returns the index of the seat's planned, not yet executed
// CHOKE that is not its next tile, or -1.
func (g *game) plannedChoke(seat Seat) int {
	p := &g.s.Players[seat]
	next := p.next()
	for i := 0; i < int(p.N); i++ {
		if i != next && !p.Plan[i].Done && printed(seat.Team(), p.Char, p.Plan[i].Slot).Tile == Choke {
			return i
		}
	}
	return -1
}

func (g *game) checkChokeNow(a ChokeNow) error {
	if err := g.onTurn(a.Seat); err != nil {
		return err
	}
	i := g.plannedChoke(a.Seat)
	if i < 0 {
		return illegal("choke: %v has no CHOKE planned later this turn", a.Seat)
	}
	var buf [4][2]Target
	if len(g.options(a.Seat, g.s.Players[a.Seat].Plan[i], buf[:0])) == 0 {
		return illegal("choke: %v cannot execute CHOKE now", a.Seat)
	}
	return nil
}

func (g *game) doChokeNow(a ChokeNow) {
	p := &g.s.Players[a.Seat]
	i := g.plannedChoke(a.Seat)
	p.Plan[i].Done = true
	g.emitShared(executedEvent(a.Seat, Choke))
	g.resolve(a.Seat, p.Plan[i], noTarget, noTarget)
}

// machineWithCubes reports whether room r holds a Doomsday Machine with a
// doomsday cube left (one a hack there would take).
func (g *game) machineWithCubes(r Room) bool {
	for i, m := range g.s.Machines {
		if m == r && r != NoRoom && g.s.Doomsday[i] > 0 {
			return true
		}
	}
	return false
}
