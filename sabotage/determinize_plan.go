package sabotage

import (
	"fmt"
	"math/bits"
)

// The plans of the hidden seats in a determinization: drawn, then searched
// with backtracking when a draw finds none (Determinize's last draw is
// complete; issue 22.1).

// plans draws the tiles the view counts but does not show: a hidden seat
// with n tiles planned plans n tiles at random from where it is now, and
// the tiles the view shows done are marked done. The plan is a random
// walk through planActions' listed actions (planning a tile, modifying a
// die; a Spy off the map plans PARACHUTE into any room first), each step
// uniform among the actions from which n tiles can still be planned:
// a depth-first search in a random order that backtracks out of dead
// ends, so that it finds a plan whenever one exists (plan). A Spy hit
// this round plans from a room drawn uniformly and is then off the map
// again. When no plan exists from the drawn room and board, a Spy's
// board is drawn again (3 times); the complete draw (determinize's last)
// tries every room the seat may be in, in a random order.
func (d *drawer) plans() error {
	s := d.s
	for _, e := range d.hiddenSeats() {
		p := &s.Players[e]
		if p.N == 0 {
			continue
		}
		want := p.Plan
		n := p.N
		off := p.Room == NoRoom && !d.lying[e]
		rooms := []Room{p.Room}
		switch {
		case off && d.complete:
			rooms = d.shuffled(0xffff)
		case off:
			rooms[0] = d.pick(0xffff)
		case d.complete && d.possible[e] != 0:
			rooms = d.shuffled(d.possible[e])
		}
		ok := false
		for try := 0; try < 4 && !ok; try++ {
			if try > 0 {
				if e.Team() != Spies || d.complete {
					break
				}
				d.board(e, d.loose)
			}
			for _, r := range rooms {
				p.Room = r
				if ok = d.plan(e, n); ok {
					break
				}
			}
		}
		if !ok {
			return fmt.Errorf("sabotage: determinize: no plan of %d tiles found for %v", n, e)
		}
		for i := range n {
			p.Plan[i].Done = want[i].Done
		}
		if off {
			p.Room = NoRoom
		}
	}
	return nil
}

// shuffled returns the rooms of m in a random order.
func (d *drawer) shuffled(m uint16) []Room {
	var out []Room
	for r := Room(0); r < Rooms; r++ {
		if m&r.bit() != 0 {
			out = append(out, r)
		}
	}
	for i := len(out) - 1; i > 0; i-- {
		j := d.r.IntN(i + 1)
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// maxModifies bounds the modify cubes one seat's drawn plan spends, and
// maxNodes the boards one search visits: where no plan exists the
// search over every order of modifies and tiles is large, and plans
// that need more than 2 modifies are rare (the prior draws a modify as
// often as a tile). Within these bounds the search is complete.
const (
	maxModifies = 2
	maxNodes    = 3000
)

// enoughDice reports whether seat, with what it has planned, could plan n
// tiles by the count of dice alone: its unplanned tiles in hand, taking
// those that need the fewest dice (none, 1, a sum's fewest, 2 for a
// pair), fit in the dice its limit leaves.
func enoughDice(st *state, seat Seat, n int8) bool {
	p := &st.Players[seat]
	k := int(n - p.N)
	if k <= 0 {
		return true
	}
	planned := uint16(0)
	for _, x := range p.Plan[:max(0, min(int(p.N), 4))] {
		if x.Slot >= 0 {
			planned |= 1 << uint(x.Slot)
		}
	}
	var count [5]int // tiles needing 0..4 dice
	tiles := slotTiles(seat.Team(), p.Char)
	for slot := Slot(0); slot < Slots; slot++ {
		pr := tiles[slot]
		if pr.Tile < 0 || planned&(1<<uint(slot)) != 0 || (slot >= 6 && p.Hand&(1<<uint(slot)) == 0) || pr.Tile.passive() {
			continue
		}
		need := 1
		switch pr.Req.Kind {
		case NoDice:
			need = 0
		case Pair:
			need = 2
		case Sum:
			need = min(4, max(1, (int(pr.Req.X)+5)/6))
		}
		count[need]++
	}
	free := int(p.Limit) - bits.OnesCount8(p.Used)
	for need := 0; need <= 4 && k > 0; need++ {
		take := min(k, count[need])
		free -= take * need
		k -= take
	}
	return k == 0 && free >= 0
}

// planKey is what a seat's planning depends on: its board and the team's
// modify cubes (plan's memory of dead ends).
type planKey struct {
	p      player
	modify int8
}

// plan plans n tiles for seat at random, as if in Plan Actions with
// nothing planned yet, and reports whether it planned them (else the
// state is unchanged). It is complete: it fails only when no sequence of
// listed actions plans n tiles.
func (d *drawer) plan(seat Seat, n int8) bool {
	s := d.s
	phase, ready := s.Phase, s.Players[seat].Ready
	st := *s
	st.Phase = PhasePlan
	p := &st.Players[seat]
	p.Ready, p.N, p.Used, p.Plan = false, 0, 0, [4]Planned{}
	var dead map[planKey]bool
	d.nodes = 0
	if !enoughDice(&st, seat, n) || !d.search(&st, seat, n, st.Teams[seat.Team()].Modify-maxModifies, &dead) {
		return false
	}
	*s = st
	s.Phase = phase
	s.Players[seat].Ready = ready
	return true
}

// search extends st's plan for seat to n tiles, trying the listed actions
// in a random order and backtracking; dead remembers the boards from which
// no plan exists.
func (d *drawer) search(st *state, seat Seat, n, floor int8, dead *map[planKey]bool) bool {
	pl := st.Players[seat]
	if pl.N == n {
		return true
	}
	key := planKey{pl, st.Teams[seat.Team()].Modify}
	limit := maxNodes / 10 // the prior's draws: a dead end is drawn again
	if d.complete {
		limit = maxNodes
	}
	if d.nodes++; d.nodes > limit || (*dead)[key] || !enoughDice(st, seat, n) {
		return false
	}
	var buf, pick [192]Action
	acts := pick[:0]
	g := game{s: *st}
	if seat.Team() == Spies && pl.Room == NoRoom {
		// A Spy off the map plans PARACHUTE first (Rulebook,
		// "PARACHUTE"), into any room.
		for r := Room(0); r < Rooms; r++ {
			acts = append(acts, PlanTile{seat, parachuteSlot(), 0, At(r)})
		}
	} else {
		for _, x := range g.actions(seat, buf[:0]) {
			switch x.(type) {
			case PlanTile:
				acts = append(acts, x)
			case ModifyDie:
				if st.Teams[seat.Team()].Modify > floor {
					acts = append(acts, x)
				}
			}
		}
	}
	// Drawn without replacement: uniform among those left, the first
	// that leads to a plan wins.
	for k := len(acts); k > 0; k-- {
		i := d.r.IntN(k)
		a := acts[i]
		acts[i] = acts[k-1]
		// Apply's own steps, without its event list (the sample needs
		// none).
		g := game{s: *st, r: d.r}
		if g.check(a) != nil {
			continue
		}
		switch a := a.(type) {
		case PlanTile:
			g.doPlan(a)
		case ModifyDie:
			g.doModify(a)
		}
		if d.search(&g.s, seat, n, floor, dead) {
			*st = g.s
			return true
		}
	}
	if *dead == nil {
		*dead = map[planKey]bool{}
	}
	(*dead)[key] = true
	return false
}
