package sabotage

// observe updates the Intel of the team that hears a declaration. It sees
// only the event, so Intel depends on declarations alone (the leak tests
// check it). Possible sets are a table-side deduction: they assume every
// "scan" names the scanner's own area (THERMO can fool it, as it fools
// players) and widen by two rooms at the start of each enemy turn.
func (g *game) observe(e Event) {
	switch e := e.(type) {
	case Declared:
		g.declRooms = e.Rooms
		it := &g.s.Teams[e.Seat.Team().Other()].Intel
		mine := &g.s.Teams[e.Seat.Team()].Intel
		k := e.Seat & 1
		switch {
		case e.Seat.Team() == Spies && e.Say == "scan" && e.Rooms != 0:
			it.Seen[k].Possible = narrow(it.Seen[k].Possible, e.Rooms)
			// Villains not declared in the scanned rooms are elsewhere.
			for i := range mine.Seen {
				mine.Seen[i].Possible = widenIfEmpty(mine.Seen[i].Possible &^ e.Rooms)
			}
		case e.Seat.Team() == Spies && e.Say == "hack" && e.Rooms != 0:
			// In the hacked room, or next to it (WIRELESS HACK).
			it.Seen[k].Possible = narrow(it.Seen[k].Possible, expand(g.s.Walls, e.Rooms))
		case e.Say == "Parachute" && e.Target.Kind == AreaTarget:
			it.Seen[k].Possible = e.Target.Area().Rooms()
		case e.Seat.Team() == Spies && (e.Say == "Honey Pot" || e.Say == "Trip Laser: yes"):
			r := e.Target.Room()
			it.Seen[k] = Sighting{Room: r, Round: g.s.Round, Possible: r.bit()}
		case e.Seat.Team() == Villains && e.Rooms != 0 && findsSpies[e.Say]:
			// Spies not declared in the targeted rooms are elsewhere.
			for i := range mine.Seen {
				if mine.Seen[i].Possible != 0 {
					mine.Seen[i].Possible = widenIfEmpty(mine.Seen[i].Possible &^ e.Rooms)
				}
			}
		}
	case Spotted:
		it := &g.s.Teams[e.Seat.Team().Other()].Intel
		k := e.Seat & 1
		if e.Room == NoRoom {
			it.Seen[k].Possible = narrow(it.Seen[k].Possible|g.declRooms, g.declRooms)
			return
		}
		it.Seen[k] = Sighting{Room: e.Room, Round: g.s.Round, Possible: e.Room.bit()}
	case Hit:
		g.s.Teams[Villains].Intel.Seen[e.Seat&1] = Sighting{Room: NoRoom, Round: g.s.Round}
	case Counted:
		it := &g.s.Teams[Villains].Intel
		for i := range it.Seen {
			switch e.N {
			case 0:
				if it.Seen[i].Possible != 0 {
					it.Seen[i].Possible = widenIfEmpty(it.Seen[i].Possible &^ e.Area.Rooms())
				}
			case 2:
				it.Seen[i].Possible = narrow(it.Seen[i].Possible, e.Area.Rooms())
			}
		}
	case DeviceSpotted:
		g.s.Teams[e.Team.Other()].Intel.Devices[e.Device] = e.Room
	case DeviceRemoved:
		g.s.Teams[e.Team.Other()].Intel.Devices[e.Device] = NoRoom
	case GeneratorDeclared:
		g.s.Teams[Spies].Intel.Generators[e.Generator] = e.Cubes
	case TurnBegan:
		it := &g.s.Teams[e.Seat.Team().Other()].Intel
		k := e.Seat & 1
		it.Seen[k].Possible = expand(g.s.Walls, expand(g.s.Walls, it.Seen[k].Possible))
	}
}

// findsSpies are the Villain declarations after which the Spies declare
// every Spy in the targeted rooms (REVEAL and ATTACK).
var findsSpies = map[string]bool{
	"Flashlight": true, "Flare": true, "X-Ray Goggles": true, "Doppler": true,
	"Stun Gun": true, "Flame Thrower": true, "Land Shark": true, "Rocket Launcher": true,
	"Tentacles": true, "Orbital Laser": true, "TNT": true,
}

// narrow intersects; a contradiction (someone was fooled) resets to the
// new information.
func narrow(old, new uint16) uint16 {
	if old&new == 0 {
		return new
	}
	return old & new
}

func widenIfEmpty(m uint16) uint16 {
	if m == 0 {
		return 0xffff
	}
	return m
}
