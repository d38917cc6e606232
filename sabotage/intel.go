package sabotage

// observe updates the Intel of the team that hears a declaration. It sees
// only the event, so Intel depends on declarations alone (the leak tests
// check it). Possible sets are a table-side deduction: they assume every
// "scan" names the scanner's own area (THERMO can fool it, as it fools
// players) and widen by two rooms at the start of each enemy turn.
func (g *game) observe(e Event) {
	switch e := e.(type) {
	case Declared:
		if e.Say == "scan" {
			// The scanned rooms, for a CAMOUFLAGE answer that follows
			// (after its own "Camouflage" declaration).
			g.declRooms = uint16(e.Rooms)
		}
		it := &g.s.Teams[e.Seat.Team().Other()].Intel
		mine := &g.s.Teams[e.Seat.Team()].Intel
		k := e.Seat & 1
		switch {
		case e.Seat.Team() == Spies && e.Say == "scan" && uint16(e.Rooms) != 0:
			it.Seen[k].Possible = narrow(it.Seen[k].Possible, uint16(e.Rooms))
			// Villains not declared in the scanned rooms are elsewhere.
			for i := range mine.Seen {
				mine.Seen[i].Possible = widenIfEmpty(mine.Seen[i].Possible &^ uint16(e.Rooms))
			}
		case e.Seat.Team() == Spies && e.Say == "hack" && uint16(e.Rooms) != 0:
			// In the hacked room, or next to it (WIRELESS HACK).
			it.Seen[k].Possible = narrow(it.Seen[k].Possible, expand(g.s.Walls, uint16(e.Rooms)))
		case e.Say == "Parachute" && e.Target.Kind == AreaTarget:
			it.Seen[k].Possible = e.Target.Area().Rooms()
		case e.Seat.Team() == Spies && (e.Say == "Honey Pot" || e.Say == "Trip Laser: yes"):
			r := e.Target.Room()
			it.Seen[k] = Sighting{Room: r, Round: g.s.Round, Possible: r.bit()}
		case e.Seat.Team() == Spies && e.Say == "Choke" && uint16(e.Rooms) != 0:
			// CHOKE targets (and so declares) the Spy's room.
			r := lowestRoom(uint16(e.Rooms))
			it.Seen[k] = Sighting{Room: r, Round: g.s.Round, Possible: r.bit()}
		case e.Seat.Team() == Spies && e.Say == "Flashbang" && uint16(e.Rooms) != 0:
			// The Flashbang's rooms include the Spy's own.
			it.Seen[k].Possible = narrow(it.Seen[k].Possible, uint16(e.Rooms))
		case e.Seat.Team() == Villains && uint16(e.Rooms) != 0 && findsSpies[e.Say]:
			// Spies not declared in the targeted rooms are elsewhere.
			for i := range mine.Seen {
				if mine.Seen[i].Possible != 0 {
					mine.Seen[i].Possible = widenIfEmpty(mine.Seen[i].Possible &^ uint16(e.Rooms))
				}
			}
		}
		switch {
		case e.Seat.Team() == Villains && e.Say == "Earthquake" && e.Target.Kind == DirTarget:
			// Every Spy on the map moved one room that way if it could:
			// the Villains' own markers of the Spies move.
			for i := range mine.Seen {
				mine.Seen[i].Possible = shift(g.s.Walls, mine.Seen[i].Possible, e.Target.Dir())
			}
		case e.Seat.Team() == Spies && e.Say == "Crybaby" && e.Target.Kind == RoomTarget:
			// Villains next to the room moved into it: the Spies' own
			// markers of the Villains move.
			r := e.Target.Room()
			adj := adjacent(g.s.Walls, r)
			for i := range mine.Seen {
				if p := mine.Seen[i].Possible; p&adj != 0 {
					mine.Seen[i].Possible = p&^adj | r.bit()
				}
			}
		}
		if d, ok := singleToken(e.Seat.Team(), e.Say); ok {
			// A team has one token of these kinds. A declared BUILD of it
			// picks it up from wherever it was ("you can pick it up and
			// place it again"), and a TNT detonation puts it back ("Then
			// put the TNT token back to your supply"): either way a marker
			// of the old token is stale.
			it.Devices[d] = NoRoom
		}
		if e.Seat.Team() == Villains && uint16(e.Rooms) != 0 {
			// Where the declared rooms place the acting Villain.
			switch e.Say {
			case "Stun Gun":
				r := lowestRoom(uint16(e.Rooms))
				it.Seen[k] = Sighting{Room: r, Round: g.s.Round, Possible: r.bit()}
			case "Flare", "Freeze Ray":
				it.Seen[k].Possible = narrow(it.Seen[k].Possible, uint16(e.Rooms))
			case "Flashlight", "Flame Thrower", "Land Shark", "Rocket Launcher", "Tentacles":
				// Next to the pattern's rooms (across the walls it destroys).
				it.Seen[k].Possible = narrow(it.Seen[k].Possible, around(uint16(e.Rooms)))
			case "Tear Gas":
				r := e.Target.Room()
				it.Seen[k].Possible = narrow(it.Seen[k].Possible, Area(r.Row()).Rooms()|Area(4+r.Col()).Rooms())
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
	case Rolled:
		if e.Round == 1 {
			// What everyone knows when play begins (Rulebook, "Setup" step
			// 12): each Villain is in a room without a Generator; the Spies
			// are off the map (a Spy lying down after planning PARACHUTE
			// cannot be affected by Villain actions until it lands).
			open := uint16(0xffff)
			for _, r := range g.s.Gens {
				if r != NoRoom {
					open &^= r.bit()
				}
			}
			for i := 0; i < 2; i++ {
				g.s.Teams[Spies].Intel.Seen[i] = Sighting{Room: NoRoom, Possible: open}
				g.s.Teams[Villains].Intel.Seen[i] = Sighting{Room: NoRoom}
			}
		}
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

// lowestRoom returns the first room of a non-empty set.
func lowestRoom(m uint16) Room {
	for r := Room(0); r < Rooms; r++ {
		if m&r.bit() != 0 {
			return r
		}
	}
	return NoRoom
}

// around returns m plus every room sharing an edge with a room of m, walls
// or not.
func around(m uint16) uint16 {
	out := m
	for r := Room(0); r < Rooms; r++ {
		if m&r.bit() == 0 {
			continue
		}
		for d := Dir(0); d < 4; d++ {
			if to := step[r][d].to; to != NoRoom {
				out |= to.bit()
			}
		}
	}
	return out
}

// shift moves every room of m one room in direction d where a MOVE could.
func shift(walls uint32, m uint16, d Dir) uint16 {
	var out uint16
	for r := Room(0); r < Rooms; r++ {
		if m&r.bit() == 0 {
			continue
		}
		if to, ok := neighbour(walls, r, d); ok {
			out |= to.bit()
		} else {
			out |= r.bit()
		}
	}
	return out
}

// singleToken returns the device a team has a single token of whose name
// the team declares when it builds (or, for the TNT, detonates) it.
func singleToken(t Team, say string) (Device, bool) {
	switch {
	case t == Villains && say == "TNT":
		return TNTToken, true
	case t == Villains && say == "Honey Pot":
		return HoneyPotTok, true
	case t == Spies && say == "Beacon":
		return BeaconToken, true
	}
	return 0, false
}
