package bots

import (
	"math/bits"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/sabotage"
)

func init() {
	Add(sabotage.Game, func(seat sabotage.Seat) incursion.Policy[sabotage.State, sabotage.Action] {
		return SabotageBot(seat)
	})
}

// SabotageBot returns the policy of one seat: a Spy bot that parachutes
// onto Doomsday Machines, hacks and slips away, or a Villain bot that hunts
// the Spies from the declarations it has heard. Both decide from
// s.View(seat) only: what the seat's team may know (handed the seat's view,
// as bots.Add does, they decide the same).
func SabotageBot(seat sabotage.Seat) incursion.Policy[sabotage.State, sabotage.Action] {
	return func(s sabotage.State, legal []sabotage.Action, r dice.Roller) sabotage.Action {
		v := s.View(seat)
		best, bestScore := legal[0], -1e9
		for i, a := range legal {
			sc := score(v, seat, a)
			// A tiny random tie-break keeps the bots from looping.
			sc += float64(r.IntN(1000)) / 1e6
			if sc > bestScore {
				best, bestScore = legal[i], sc
			}
		}
		return best
	}
}

// heat is, per room, the chance the Villains' deduction puts a Spy there
// (or the Spies' deduction a Villain).
func heat(v sabotage.State, team sabotage.Team) [sabotage.Rooms]float64 {
	var h [sabotage.Rooms]float64
	// The latest declaration that pins an enemy to a room, this round or
	// the last, weighs most: a HACK names its room, a scan or reveal the
	// room of each enemy found.
	events, rounds := v.Heard()
	var pinned [2]bool
	for i := len(events) - 1; i >= 0; i-- {
		if rounds[i] < v.Round()-1 {
			break
		}
		var seat sabotage.Seat
		room := sabotage.NoRoom
		switch e := events[i].(type) {
		case sabotage.Spotted:
			seat, room = e.Seat, e.Room
		case sabotage.Hit:
			seat = e.Seat
			pinned[seat&1] = seat.Team() != team
			continue
		case sabotage.Declared:
			if e.Say == "hack" && bits.OnesCount16(uint16(e.Rooms)) == 1 {
				seat, room = e.Seat, sabotage.Room(bits.TrailingZeros16(uint16(e.Rooms)))
			} else {
				continue
			}
		default:
			continue
		}
		if seat.Team() == team || room == sabotage.NoRoom || pinned[seat&1] {
			continue
		}
		pinned[seat&1] = true
		h[room] += 1.5
	}
	for _, sg := range v.Intel(team).Seen {
		if sg.Possible == 0 || sg.Possible == 0xffff {
			continue
		}
		n := float64(bits.OnesCount16(sg.Possible))
		for r := 0; r < sabotage.Rooms; r++ {
			if sg.Possible&(1<<r) != 0 {
				h[r] += 1 / n
			}
		}
	}
	return h
}

func sumHeat(h [sabotage.Rooms]float64, rooms uint16) float64 {
	s := 0.0
	for r := 0; r < sabotage.Rooms; r++ {
		if rooms&(1<<r) != 0 {
			s += h[r]
		}
	}
	return s
}

// machineRooms returns the rooms of Doomsday Machines that still hold cubes.
func machineRooms(v sabotage.State) uint16 {
	ms, cubes := v.Machines()
	var out uint16
	for i, m := range ms {
		if cubes[i] > 0 && m != sabotage.NoRoom {
			out |= 1 << uint(m)
		}
	}
	return out
}

// nearest returns the smallest distance from r to a room of set.
func nearest(v sabotage.State, r sabotage.Room, set uint16) int {
	if r == sabotage.NoRoom || set == 0 {
		return 9
	}
	d := v.Distances(r)
	best := 9
	for x := 0; x < sabotage.Rooms; x++ {
		if set&(1<<x) != 0 && d[x] >= 0 && d[x] < best {
			best = d[x]
		}
	}
	return best
}

// idleGenerators returns the rooms of Generators with fewer than 2 cubes.
func idleGenerators(v sabotage.State) uint16 {
	rooms, cubes := v.Generators()
	var out uint16
	for i, r := range rooms {
		if cubes[i] < 2 && r != sabotage.NoRoom {
			out |= 1 << uint(r)
		}
	}
	return out
}

func maxHeat(h [sabotage.Rooms]float64) float64 {
	m := 0.0
	for _, x := range h {
		if x > m {
			m = x
		}
	}
	return m
}

// hottest returns the rooms of maximal heat (0 when nothing is known).
func hottest(h [sabotage.Rooms]float64) uint16 {
	max := 0.0
	for _, x := range h {
		if x > max {
			max = x
		}
	}
	var out uint16
	if max == 0 {
		return 0
	}
	for r, x := range h {
		if x >= max-1e-9 {
			out |= 1 << r
		}
	}
	return out
}

func score(v sabotage.State, seat sabotage.Seat, a sabotage.Action) float64 {
	team := seat.Team()
	switch a := a.(type) {
	case sabotage.ChooseCharacter:
		return -float64(a.Character)
	case sabotage.PlaceVillain:
		// Start near the Doomsday Machines the Spies must come to.
		return -float64(nearest(v, a.Room, machineRooms(v)))
	case sabotage.PlaceMapPiece:
		return 0
	case sabotage.GoFirst:
		return 0
	case sabotage.PickTile:
		return -float64(a.Slot) // the first tile of the tier
	case sabotage.UseCube:
		sw := v.Swagger(seat)
		if a.Swagger && (sw < 2 || sw >= 2 && sw < 5 && v.Unlocks(seat) >= 6) {
			return 2
		}
		if !a.Swagger {
			return 1
		}
		return 0
	case sabotage.Ready:
		return 0
	case sabotage.EndTurn:
		return 0.5
	case sabotage.Slide:
		return -1
	case sabotage.ModifyDie:
		return modifyScore(v, seat, a)
	case sabotage.UnlockDie:
		if !planned(v, seat, sabotage.StunGun) && breaksPair(v, seat, 1<<uint(a.Die)) {
			return -1
		}
		return 0.2
	case sabotage.Detonate:
		return sumHeat(heat(v, sabotage.Villains), v.PatternRooms(sabotage.TNT, v.Devices(sabotage.Villains)[0], sabotage.Up))*4 - 0.5
	case sabotage.UseBeacon:
		return -1
	case sabotage.PlanTile:
		if team == sabotage.Spies {
			return spyPlanScore(v, seat, a)
		}
		return villainPlanScore(v, seat, a)
	case sabotage.Execute:
		return executeScore(v, seat, a)
	}
	return 0
}

// modifyScore: make a pair for HACK or STUN GUN when none is showing.
func modifyScore(v sabotage.State, seat sabotage.Seat, a sabotage.ModifyDie) float64 {
	d := v.Dice(seat)
	if hasPair(d) {
		return -1
	}
	want := false
	here, _ := v.PlannedRoom(seat)
	if seat.Team() == sabotage.Spies {
		want = machineRooms(v)&(1<<uint(here)) != 0 && here != sabotage.NoRoom && !lying(v, seat)
	} else {
		h := heat(v, sabotage.Villains)
		want = h[here] > 0.2 && h[here] >= 0.7*maxHeat(h) && !planned(v, seat, sabotage.StunGun)
	}
	if !want {
		return -1
	}
	d[a.Die] += int(a.Delta)
	if d[a.Die] == 0 {
		d[a.Die] = 6
	} else if d[a.Die] == 7 {
		d[a.Die] = 1
	}
	if hasPair(d) {
		return 7
	}
	return -1
}

func lying(v sabotage.State, seat sabotage.Seat) bool {
	for _, p := range v.Plan(seat) {
		if v.Tile(seat, p.Slot).Tile == sabotage.Parachute {
			return true
		}
	}
	return false
}

func hasPair(d [4]int) bool {
	for i := 0; i < 4; i++ {
		for j := i + 1; j < 4; j++ {
			if d[i] == d[j] {
				return true
			}
		}
	}
	return false
}

func spyPlanScore(v sabotage.State, seat sabotage.Seat, a sabotage.PlanTile) float64 {
	t := v.Tile(seat, a.Slot).Tile
	here, known := v.PlannedRoom(seat)
	machines := machineRooms(v)
	danger := heat(v, sabotage.Spies)
	dice := float64(bits.OnesCount8(a.Dice)) * 0.05
	switch t {
	case sabotage.Parachute:
		// Land next to a machine, away from known Villains and from the
		// teammate (one attack should not hit both).
		r := a.Arg.Room()
		sc := 5.0 - float64(nearest(v, r, machines))
		if mate := v.Room(seat.Mate()); mate == r {
			sc -= 2
		}
		sc -= 4 * danger[r]
		return sc - float64(r)*0.001
	case sabotage.Hack, sabotage.EMP, sabotage.Untraceable:
		if known && machines&(1<<uint(here)) != 0 {
			return 10 - dice
		}
		return -1
	case sabotage.MoveScan, sabotage.Tunnel:
		if !known || here == sabotage.NoRoom {
			return -1
		}
		to, ok := v.Step(here, a.Arg.Dir())
		if t == sabotage.Tunnel {
			to, ok = stepThrough(here, a.Arg.Dir())
		}
		if !ok {
			return -1
		}
		if machines&(1<<uint(here)) != 0 {
			if !planned(v, seat, sabotage.Hack) {
				return -1 // stay and hack next round
			}
			return 1.5 - 3*danger[to] - dice // hacked: get out of there
		}
		gain := float64(nearest(v, here, machines) - nearest(v, to, machines))
		return 2 + 2*gain - 3*danger[to] - dice
	case sabotage.Teleport:
		return 4 - dice
	case sabotage.Virus:
		if known && machines&(1<<uint(here)) != 0 {
			return 6 - dice
		}
		return -1
	case sabotage.Thermo, sabotage.Choke, sabotage.Flashbang, sabotage.Hologram, sabotage.Reflector:
		return 0.3 - dice
	}
	return -0.5
}

func planned(v sabotage.State, seat sabotage.Seat, t sabotage.Tile) bool {
	for _, p := range v.Plan(seat) {
		if v.Tile(seat, p.Slot).Tile == t {
			return true
		}
	}
	return false
}

func stepThrough(r sabotage.Room, d sabotage.Dir) (sabotage.Room, bool) {
	row, col := r.Row(), r.Col()
	switch d {
	case sabotage.Up:
		row--
	case sabotage.Down:
		row++
	case sabotage.Left:
		col--
	case sabotage.Right:
		col++
	}
	if row < 0 || row > 3 || col < 0 || col > 3 {
		return sabotage.NoRoom, false
	}
	return sabotage.Room(row*4 + col), true
}

// breaksPair reports whether placing the dice of mask leaves no pair among
// the seat's free dice when there was one (STUN GUN needs a pair).
func breaksPair(v sabotage.State, seat sabotage.Seat, mask uint8) bool {
	var used uint8
	for _, p := range v.Plan(seat) {
		used |= p.Dice
	}
	d := v.Dice(seat)
	pair := func(free uint8) bool {
		for i := 0; i < 4; i++ {
			for j := i + 1; j < 4; j++ {
				if free&(1<<i) != 0 && free&(1<<j) != 0 && d[i] == d[j] {
					return true
				}
			}
		}
		return false
	}
	free := 0xf &^ used
	return pair(free) && !pair(free&^mask)
}

func villainPlanScore(v sabotage.State, seat sabotage.Seat, a sabotage.PlanTile) float64 {
	t := v.Tile(seat, a.Slot).Tile
	if t != sabotage.StunGun && !planned(v, seat, sabotage.StunGun) && breaksPair(v, seat, a.Dice) &&
		hottest(heat(v, sabotage.Villains)) != 0 {
		return -1 // keep the pair for the STUN GUN
	}
	here, known := v.PlannedRoom(seat)
	h := heat(v, sabotage.Villains)
	hot := hottest(h)
	dice := float64(bits.OnesCount8(a.Dice)) * 0.05
	switch t {
	case sabotage.StunGun:
		if !known {
			return -1
		}
		if h[here] > 0.2 && h[here] >= 0.7*maxHeat(h) {
			return 8 + 4*h[here] - dice
		}
		// Camp on a Doomsday Machine: the Spies must come to hack it.
		if machineRooms(v)&(1<<uint(here)) != 0 {
			return 1 - dice
		}
		return -1
	case sabotage.Move:
		if !known {
			return -1
		}
		to, ok := v.Step(here, a.Arg.Dir())
		if !ok {
			return -1
		}
		if hot != 0 && h[here] >= 0.7*maxHeat(h) {
			return -1 // already where the Spies are: stay and attack
		}
		target := hot
		if target == 0 {
			target = machineRooms(v) // no lead: guard the Doomsday Machines
		}
		gain := float64(nearest(v, here, target) - nearest(v, to, target))
		if gain <= 0 {
			return -1
		}
		if target&(1<<uint(to)) != 0 && hot != 0 {
			return 10 - dice // step in, then attack
		}
		return 3 + gain - dice
	case sabotage.Generator:
		if known && idleGenerators(v)&(1<<uint(here)) != 0 {
			return 6 - dice
		}
		return -1
	case sabotage.MotionDetector:
		if hot == 0 || bits.OnesCount16(hot) > 3 {
			return 1.5 - dice
		}
		return 0.1 - dice
	case sabotage.FlameThrower, sabotage.LandShark, sabotage.RocketLauncher, sabotage.Tentacles, sabotage.OrbitalLaser:
		if known && hot != 0 {
			return 6 - dice
		}
		return 0.5 - dice
	case sabotage.Flashlight, sabotage.Flare, sabotage.XRayGoggles, sabotage.Doppler:
		// A reveal is worth it while the Spies' rooms are uncertain.
		if known && hot != 0 && maxHeat(h) < 1 {
			return 5 - dice
		}
		return 0.5 - dice
	case sabotage.TNT, sabotage.TripLaser, sabotage.HoneyPot:
		if known && machineRooms(v)&(1<<uint(here)) != 0 {
			return 2 - dice
		}
		return -1
	}
	return -0.5
}

func executeScore(v sabotage.State, seat sabotage.Seat, a sabotage.Execute) float64 {
	pt, _, ok := v.NextTile(seat)
	if !ok {
		return 0
	}
	here := v.Room(seat)
	if seat.Team() == sabotage.Spies {
		// Scan where the Villains are thought to be: found Villains give
		// unlock cubes.
		h := heat(v, sabotage.Spies)
		switch {
		case a.A.Kind == sabotage.AreaTarget:
			return sumHeat(h, a.A.Area().Rooms())
		case a.B.Kind == sabotage.AreaTarget:
			return sumHeat(h, a.B.Area().Rooms()) - 2*h[a.A.Room()]
		case a.A.Kind == sabotage.RoomTarget:
			return sumHeat(h, 1<<uint(a.A.Room())) + float64(bits.OnesCount16(machineRooms(v)&(1<<uint(a.A.Room()))))
		}
		return 0
	}
	h := heat(v, sabotage.Villains)
	switch pt.Tile {
	case sabotage.MotionDetector:
		rooms := a.A.Area().Rooms()
		if hottest(h) == 0 {
			return float64(bits.OnesCount16(rooms & machineNeighbourhood(v)))
		}
		return sumHeat(h, rooms)
	case sabotage.OrbitalLaser:
		return h[a.A.Room()]
	case sabotage.XRayGoggles:
		return sumHeat(h, a.A.Area().Rooms())
	}
	if a.A.Kind == sabotage.DirTarget {
		return sumHeat(h, v.PatternRooms(pt.Tile, here, a.A.Dir()))
	}
	return 0
}

func machineNeighbourhood(v sabotage.State) uint16 {
	m := machineRooms(v)
	out := m
	for r := 0; r < sabotage.Rooms; r++ {
		if m&(1<<r) != 0 {
			out |= v.Adjacent(sabotage.Room(r))
		}
	}
	return out
}
