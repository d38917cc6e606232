package sabotage

import "math/bits"

// implemented reports whether a tile's rules are implemented; the others
// cannot be planned yet (RULES.md lists them).
func implemented(t Tile) bool {
	switch t {
	case MoveScan, Hack, Earpiece, Parachute, Move, Generator, MotionDetector, StunGun:
		return true
	}
	return implementedAdvanced(t)
}

// generatorIn returns the index of the Generator in room r, or -1.
func (g *game) generatorIn(r Room) int {
	for i, gen := range g.s.Gens {
		if gen == r && r != NoRoom {
			return i
		}
	}
	return -1
}

// standing reports whether a Spy can be affected by Villain actions: on
// the map and not lying down (Rulebook, "PARACHUTE").
func (g *game) standing(seat Seat) bool {
	p := g.s.Players[seat]
	return p.Room != NoRoom && !p.Lying
}

// halves returns the two halves of the map that hold room r.
func halves(r Room) [2]Area {
	v, h := HalfTop, HalfTop+2
	if r.Row() >= 2 {
		v++
	}
	if r.Col() >= 2 {
		h++
	}
	return [2]Area{v, h}
}

// options lists the targets a planned tile may be executed with now; none
// means it cannot be executed (and is skipped).
func (g *game) options(seat Seat, pl Planned, out [][2]Target) [][2]Target {
	p := g.s.Players[seat]
	t := printed(seat.Team(), p.Char, pl.Slot).Tile
	if seat.Team() == Spies && (p.Room == NoRoom || p.Out) {
		return out
	}
	one := [2]Target{noTarget, noTarget}
	switch t {
	case MoveScan:
		// "If you cannot execute the MOVE action for any reason, you also
		// do not SCAN."
		if !g.movable(seat, pl.Arg.Dir()) {
			return out
		}
		to, _ := neighbour(g.s.Walls, p.Room, pl.Arg.Dir())
		return g.scanOptions(to, out)
	case Hack:
		if p.Lying || g.s.Hacked < 0 || g.s.TearGas&p.Room.bit() != 0 {
			return out
		}
		return append(out, one)
	case Earpiece:
		if p.Lying {
			return out
		}
		mate := seat.Mate()
		for d := Dir(0); d < 4; d++ {
			if g.movable(mate, d) {
				out = append(out, [2]Target{To(d), noTarget})
			}
		}
		return out
	case Parachute:
		if !p.Lying {
			return out
		}
		for _, h := range halves(p.Room) {
			out = append(out, [2]Target{In(h), noTarget})
		}
		return out
	case Move:
		if !g.movable(seat, pl.Arg.Dir()) {
			return out
		}
		return append(out, one)
	case Generator:
		if g.generatorOpen(p.Room) {
			return append(out, one)
		}
		return out
	case MotionDetector:
		for a := Area(0); a < 12; a++ {
			out = append(out, [2]Target{In(a), noTarget})
		}
		return out
	case StunGun:
		return append(out, one)
	}
	return g.advancedOptions(seat, t, pl, out)
}

// scanOptions: a SCAN names the row, column or quadrant the Spy is in; a
// Spy in SMOKE BOMB's rooms does not scan (the action then has one empty
// target).
func (g *game) scanOptions(from Room, out [][2]Target) [][2]Target {
	if g.s.Smoke&from.bit() != 0 {
		return append(out, [2]Target{noTarget, noTarget})
	}
	for _, a := range ownAreas(from) {
		out = append(out, [2]Target{In(a), noTarget})
	}
	return out
}

// resolve executes a planned tile with its targets: declare, target,
// resolve (Rulebook, "Executing Actions").
func (g *game) resolve(seat Seat, pl Planned, a, b Target) {
	p := &g.s.Players[seat]
	t := printed(seat.Team(), p.Char, pl.Slot).Tile
	switch t {
	case MoveScan:
		g.moveBy(seat, pl.Arg.Dir())
		if a.Kind == AreaTarget {
			g.scan(seat, a.Area())
		}
	case Hack:
		g.s.Hacked++
		g.hack(seat, p.Room.bit(), true, "hack")
	case Earpiece:
		g.declare(seat, "Earpiece", noTarget, 0)
		g.moveBy(seat.Mate(), a.Dir())
	case Parachute:
		p.Lying = false
		g.declare(seat, "Parachute", a, 0)
	case Move:
		g.moveBy(seat, pl.Arg.Dir())
	case Generator:
		i := g.generatorIn(p.Room)
		g.s.GenCubes[i]++
		g.s.GenSupply--
		g.emit(Private{Villains, seat, "placed a generator cube"})
	case MotionDetector:
		g.declare(seat, "Motion Detector", a, a.Area().Rooms())
		n := int8(0)
		for _, s := range Spies.Members() {
			if g.standing(s) && a.Area().Rooms()&g.s.Players[s].Room.bit() != 0 {
				n++
			}
		}
		g.emit(Counted{a.Area(), n})
	case StunGun:
		g.attack(seat, "Stun Gun", p.Room.bit(), 0)
	default:
		g.resolveAdvanced(seat, t, pl, a, b)
	}
}

func (g *game) declare(seat Seat, say string, t Target, rooms uint16) {
	if say == "scan" && t.Kind == AreaTarget && seat.valid() && t.V >= 0 && Area(t.V) < NumAreas && rooms == Area(t.V).Rooms() {
		g.emitShared(scanDeclared[seat][t.V][:]) // pre-boxed: the most frequent declaration
		return
	}
	if say == "hack" && t == noTarget && seat.valid() && rooms&(rooms-1) == 0 {
		g.emitShared(hackDeclared[seat][bits.Len16(rooms)][:]) // pre-boxed: the next most frequent
		return
	}
	g.emit(Declared{seat, say, t, RoomSet(rooms)})
}

// scan resolves a SCAN of area (Rulebook, "SCAN"): the Villains declare
// each Villain, Villain device and Generator in the area; each Spy gains an
// unlock cube per Villain found who was not scanned this round.
func (g *game) scan(seat Seat, area Area) {
	rooms := area.Rooms()
	if g.s.Smoke&g.s.Players[seat].Room.bit() != 0 {
		return
	}
	g.declare(seat, "scan", In(area), rooms)
	g.scanRooms(seat, rooms)
}

func (g *game) scanRooms(seat Seat, rooms uint16) {
	found := int8(0)
	for _, v := range Villains.Members() {
		p := &g.s.Players[v]
		if p.Room == NoRoom || rooms&p.Room.bit() == 0 {
			continue
		}
		room := p.Room
		if g.hasPassive(v, Camouflage) {
			g.declare(v, "Camouflage", noTarget, 0)
			room = NoRoom
		}
		g.emit(Spotted{v, room})
		if !p.Scanned {
			p.Scanned = true
			found++
		}
	}
	g.declareVillainDevices(rooms, false)
	for i, gen := range g.s.Gens {
		if rooms&gen.bit() != 0 {
			g.emit(GeneratorDeclared{int8(i), g.s.GenCubes[i]})
		}
	}
	g.scanEffects(seat, rooms)
	if found > 0 {
		for _, s := range Spies.Members() {
			g.gain(s, found)
		}
	}
}

// declareVillainDevices declares the Villain device tokens in rooms and,
// when remove, returns them to the Villains' supply.
func (g *game) declareVillainDevices(rooms uint16, remove bool) {
	devs := &g.s.Teams[Villains].Devices
	for d := 0; d < numDevices[Villains]; d++ {
		r := devs[d]
		if r == NoRoom || rooms&r.bit() == 0 {
			continue
		}
		if remove {
			devs[d] = NoRoom
			g.emit(DeviceRemoved{Villains, Device(d), r})
		} else {
			g.emit(DeviceSpotted{Villains, Device(d), r})
		}
	}
}

// hack resolves a HACK of rooms (Rulebook, "HACK"). declareRooms is false
// for UNTRACEABLE on a Doomsday Machine.
func (g *game) hack(seat Seat, rooms uint16, declareRooms bool, say string) {
	rooms &^= g.s.TearGas
	if declareRooms {
		g.declare(seat, say, noTarget, rooms)
	} else {
		g.declare(seat, say, noTarget, 0)
	}
	if declareRooms {
		// UNTRACEABLE on a machine keeps the room undeclared, so the
		// Villains cannot declare or take back devices there (HACK step
		// 2 needs the room): the hack leaves no trace but the cube.
		g.declareVillainDevices(rooms, true)
	}
	for i, gen := range g.s.Gens {
		if rooms&gen.bit() != 0 && g.s.GenCubes[i] > 0 {
			// "Do not declare this."
			g.s.GenCubes[i]--
			g.s.GenSupply++
			g.emit(Private{Villains, seat, "a generator cube returned"})
		}
	}
	for i, m := range g.s.Machines {
		if rooms&m.bit() == 0 || g.s.Doomsday[i] == 0 {
			continue
		}
		g.s.Doomsday[i]--
		r := m
		if !declareRooms {
			r = NoRoom
			g.s.Untraced[i]++
		}
		g.emit(DoomsdayPassed{r})
		// Rulebook, "Hit and Hack Tracks".
		if g.s.HackTrack == 0 {
			g.win(Spies, "a modify cube was needed from the empty Hack track")
			return
		}
		g.s.HackTrack--
		g.s.Teams[Villains].Modify++
	}
}

// reveal resolves a REVEAL of rooms (Rulebook, "REVEAL").
func (g *game) reveal(seat Seat, say string, t Target, rooms uint16) {
	g.declare(seat, say, t, rooms)
	g.revealRooms(rooms, say == "Flashlight", false)
}

// revealRooms makes the Spies declare each Spy and Spy device token in
// rooms (Rulebook, "REVEAL"); a revealed Spy then loses Swagger. A HOLOGRAM
// is declared as its Spy (Rulebook, "HOLOGRAM": "declare that your Spy is
// in the room"), so Spies and Holograms are declared together, in room
// order, once per Spy and room: neither the order nor a repeat tells the
// Villains which one is real. CLOAK keeps its Spy out of a Flashlight's
// reveal. spiesOnly is DOPPLER, which reveals Spies and Holograms, not the
// other devices ("All Spies anywhere on the map are revealed ... Spies
// apply the effects of HOLOGRAMS in addition").
func (g *game) revealRooms(rooms uint16, flashlight, spiesOnly bool) {
	tm := &g.s.Teams[Spies]
	var at [2]uint16 // per Spy (seat & 1): rooms where it is declared
	for d := Hologram1; d <= Hologram2; d++ {
		if r := tm.Devices[d]; r != NoRoom && rooms&r.bit() != 0 {
			at[tm.Owner[d]&1] |= r.bit()
		}
	}
	var revealed [2]bool
	for _, s := range Spies.Members() {
		if !g.standing(s) || rooms&g.s.Players[s].Room.bit() == 0 {
			continue
		}
		if flashlight && g.hasPassive(s, Cloak) {
			continue
		}
		at[s&1] |= g.s.Players[s].Room.bit()
		revealed[s&1] = true
	}
	for r := Room(0); r < Rooms; r++ {
		for _, s := range Spies.Members() {
			if at[s&1]&r.bit() != 0 {
				g.emit(Spotted{s, r})
			}
		}
	}
	if !spiesOnly {
		for d := Reflector1; int(d) < numDevices[Spies]; d++ {
			if r := tm.Devices[d]; r != NoRoom && rooms&r.bit() != 0 {
				g.emit(DeviceSpotted{Spies, d, r})
			}
		}
	}
	for _, s := range Spies.Members() {
		if revealed[s&1] {
			g.loseSwagger(s)
		}
	}
}

// attack resolves an ATTACK on rooms (Rulebook, "ATTACK"): walls destroyed
// first, then Spy devices and Spies in the rooms.
func (g *game) attack(seat Seat, say string, rooms uint16, walls uint32) {
	g.declare(seat, say, noTarget, rooms)
	for e := Edge(0); e < Edges; e++ {
		if walls&(1<<uint(e)) != 0 && g.s.Walls&(1<<uint(e)) != 0 {
			g.s.Walls &^= 1 << uint(e)
			g.emit(WallDestroyed{e})
		}
	}
	devs := &g.s.Teams[Spies].Devices
	for d := 0; d < numDevices[Spies]; d++ {
		r := devs[d]
		if r == NoRoom || rooms&r.bit() == 0 {
			continue
		}
		devs[d] = NoRoom
		g.emit(DeviceRemoved{Spies, Device(d), r})
		if d == int(Reflector1) || d == int(Reflector2) {
			// REFLECTOR: the attacking Villain places 1 die next round.
			g.declare(g.s.Teams[Spies].Owner[d], "Reflector", At(r), 0)
			g.s.Players[seat].OneDie = true
		}
	}
	for _, s := range Spies.Members() {
		p := &g.s.Players[s]
		if !g.standing(s) || rooms&p.Room.bit() == 0 {
			continue
		}
		g.emit(Hit{s, p.Room})
		p.Room, p.Out, p.Lying, p.Thawed = NoRoom, true, false, false
		// Rulebook, "Hit and Hack Tracks".
		if g.s.HitModify == 0 {
			g.win(Villains, "a cube was needed from the empty Hit track")
			return
		}
		g.s.HitModify--
		g.s.HitSlide--
		g.s.Teams[Spies].Modify++
		g.s.Teams[Spies].Slide++
	}
}

func (g *game) win(t Team, how string) {
	if g.s.Phase == PhaseOver {
		return
	}
	g.s.Winner = t
	g.s.Phase = PhaseOver
	g.emit(Won{t, how})
}

// hasPassive reports whether the seat has unlocked a PASSIVE tile.
func (g *game) hasPassive(seat Seat, t Tile) bool {
	p := g.s.Players[seat]
	for k := Slot(6); k < Slots; k++ {
		if p.Hand&(1<<uint(k)) != 0 && printed(seat.Team(), p.Char, k).Tile == t {
			return true
		}
	}
	return false
}
