package sabotage

import "math/bits"

// Queries for bots and user interfaces: the map geometry under the current
// walls and the tiles of a seat, all computed from the state alone.

// Step returns the room next to r in direction d and whether a MOVE there
// is possible (no wall, not off the board).
func (st State) Step(r Room, d Dir) (Room, bool) { return neighbour(st.s.Walls, r, d) }

// Distances returns the number of MOVEs from r to every room (-1:
// unreachable), under the current walls.
func (st State) Distances(r Room) [Rooms]int {
	var out [Rooms]int
	if !r.valid() {
		for i := range out {
			out[i] = -1
		}
		return out
	}
	d := distances(st.s.Walls, r)
	for i, v := range d {
		out[i] = int(v)
	}
	return out
}

// Adjacent returns the rooms adjacent to r (sharing an edge without a
// wall) as a bit set.
func (st State) Adjacent(r Room) uint16 {
	if !r.valid() {
		return 0
	}
	return adjacent(st.s.Walls, r)
}

// OwnAreas returns the row, column and quadrant of room r: the areas a SCAN
// from r may name.
func OwnAreas(r Room) [3]Area { return ownAreas(r) }

// Tile returns the tile in a seat's slot (Tile -1 for a bad slot).
func (st State) Tile(seat Seat, k Slot) Printed {
	if !seat.valid() {
		return Printed{Tile: -1}
	}
	return printed(seat.Team(), st.s.Players[seat].Char, k)
}

// PlannedRoom returns where seat will be after the tiles it has planned,
// and false when a planned tile moves it to a room known only on execution
// (TELEPORT, ZIPLINE, WHIRLPOOL).
func (st State) PlannedRoom(seat Seat) (Room, bool) {
	if !seat.valid() {
		return NoRoom, false
	}
	g := game{s: st.s}
	return g.plannedPos(seat)
}

// NextTile returns the tile the seat executes next in Execute Actions, and
// false when it has none left.
func (st State) NextTile(seat Seat) (Printed, Planned, bool) {
	if !seat.valid() {
		return Printed{}, Planned{}, false
	}
	p := st.s.Players[seat]
	i := p.next()
	if i < 0 {
		return Printed{}, Planned{}, false
	}
	return printed(seat.Team(), p.Char, p.Plan[i].Slot), p.Plan[i], true
}

// PatternRooms returns the rooms an advanced action's pattern targets from
// room r facing d under the current walls (0 for a tile without a pattern).
func (st State) PatternRooms(t Tile, r Room, d Dir) uint16 {
	p, ok := patterns[t]
	if !ok || !r.valid() || d < 0 || d > 3 {
		return 0
	}
	rooms, _ := p.target(st.s.Walls, r, d)
	return rooms
}

// DiceLimit returns how many dice the seat may place this round, and how
// many it has placed.
func (st State) DiceLimit(seat Seat) (limit, used int) {
	if !seat.valid() {
		return 0, 0
	}
	p := st.s.Players[seat]
	return int(p.Limit), bits.OnesCount16(uint16(p.Used))
}
