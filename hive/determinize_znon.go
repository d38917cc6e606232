package hive

import (
	"fmt"
	mbits "math/bits"

	"github.com/incursion/incursion/dice"
)

// Determinization (determinize.go), continued: what the Terran player does
// not know of the Znon (11.0, 4.8, 5.7, 19.0).

// znonBit numbers the Znon kinds MasterQueen to Daughter 0 to 7.
func znonBit(k Kind) uint8 { return 1 << (k - MasterQueen) }

const (
	anyZnon   uint8 = 0xff
	buildable       = 1<<(Soldier-MasterQueen) | 1<<(Worker-MasterQueen) | 1<<(Boobytrap-MasterQueen) | 1<<(FakeBoobytrap-MasterQueen)
	queens          = 1 | 1<<(Queen-MasterQueen)
	hostages        = 1<<(Ambassador-MasterQueen) | 1<<(Daughter-MasterQueen)
	traps           = 1<<(Boobytrap-MasterQueen) | 1<<(FakeBoobytrap-MasterQueen)
	fighters        = 1<<(Soldier-MasterQueen) | 1<<(Worker-MasterQueen)
)

// drawZnon draws the Znon secrets.
func (s *State) drawZnon(v *State, r dice.Roller) error {
	c := &s.c
	mix := znonMix()
	hyper := 0 // the hyperdrive purchases drawn during the Znon purchases
	switch {
	case c.Step <= StepZnonBuy:
		// Before the shuffle (11.1) a counter's number is its kind.
		for i := firstZnon; i < numUnits; i++ {
			c.Units[i].setKind(mix[i-firstZnon])
		}
		if c.Step == StepZnonBuy {
			hyper = s.drawZnonItems(int(v.c.Purchases[Znon]), r)
			if hyper < 0 {
				return fmt.Errorf("no Znon purchases of %d items", v.c.Purchases[Znon])
			}
		}
	case c.Step <= StepMission:
		if err := s.drawDeployment(r); err != nil {
			return err
		}
	default:
		if err := s.drawCounters(v, r); err != nil {
			return err
		}
	}
	for i := firstZnon; i < numUnits; i++ {
		if u := &c.Units[i]; u.Kind().Hostage() && v.c.Units[i].Kind() == Unknown && u.Stat() != stUnused && u.Stat() != stBought {
			u.Flags |= uZnon | uContinuous // 17.4: face-down, so held since the start
		}
	}
	c.reindex()
	// 4.4, 4.8: the purchases are what the counters show; the hyperdrive
	// was speeded with what points were left.
	c.Bought[BuySoldier], c.Bought[BuyWorker], c.Bought[BuyBoobytrap], c.Bought[BuyFake], c.Bought[BuyHyperdrive] = 0, 0, 0, 0, 0
	for i := firstZnon; i < numUnits; i++ {
		if u := &c.Units[i]; u.Stat() != stUnused {
			switch u.Kind() {
			case Soldier:
				c.Bought[BuySoldier]++
			case Worker:
				c.Bought[BuyWorker]++
			case Boobytrap:
				c.Bought[BuyBoobytrap]++
			case FakeBoobytrap:
				c.Bought[BuyFake]++
			}
		}
	}
	cost := 0
	for it := BuySoldier; it < BuyHyperdrive; it++ {
		cost += int(c.Bought[it]) * it.Cost()
	}
	if over := cost - znonPoints; over > 0 {
		// 18.9: Workers placed in Cold Storage were never bought.
		if over > int(c.Bought[BuyWorker]) || c.Step < StepMindControl {
			return fmt.Errorf("the Znon purchases of %d Resource Points", cost)
		}
		c.Bought[BuyWorker] -= uint8(over)
		cost = znonPoints
	}
	speed := 0
	if c.Step == StepZnonBuy {
		speed = hyper
	} else if c.Step > StepTerranBuy {
		top := (znonPoints - cost) / 4
		if top > maxSpeed {
			top = maxSpeed
		}
		if c.Step >= StepMindControl {
			// 21.0: the Hive has not entered hyperdrive before this turn
			// (or on it, unless that is how the game ended).
			c.Speed = 0
			if turn := s.HyperdriveTurn(); turn != 0 {
				lim := turn - int(c.Turn)
				if c.Hyper {
					if lim < 0 || lim > top {
						return fmt.Errorf("no hyperdrive turn fits")
					}
					top = lim
					speed = lim
				} else if lim < top {
					top = lim
				}
			}
		}
		if top < speed {
			return fmt.Errorf("no hyperdrive turn fits")
		}
		speed += r.IntN(top - speed + 1)
	}
	c.Speed = uint8(speed)
	c.Bought[BuyHyperdrive] = uint8(speed)
	c.RP[Znon] = 0 // 4.5: unspent points are lost
	switch c.Step {
	case StepTerranBuy:
		c.RP[Znon] = znonPoints
	case StepZnonBuy:
		c.RP[Znon] = uint8(znonPoints - cost - 4*speed)
	}
	// 22.0: the Queens killed, seen or not.
	c.QueensKilled = 0
	executed := false
	for i := firstZnon; i < numUnits; i++ {
		u := &c.Units[i]
		if u.Stat() == stDead && u.Kind().QueenLike() {
			c.QueensKilled++
		}
		executed = executed || u.Stat() == stExecuted
	}
	// 19.0: a notice or an execution tells that the roll was made; else
	// each Queen killed after both engine rooms were destroyed might have
	// made it (RULES.md: every dead Queen counts as a roll made).
	c.ExecRolls = 0
	c.ExecOK = c.Notice != NoUnit || c.LastExec != 0 || executed
	if !c.ExecOK && s.HyperdriveTurn() == 0 && c.Step >= StepMindControl {
		for q := 0; q < int(c.QueensKilled) && !c.ExecOK; q++ {
			c.ExecOK = r.IntN(6) < 3
		}
	}
	if m := c.Mover; m != NoUnit && int(m) >= firstZnon && int(m) < numUnits && v.c.Units[m].Kind() == Unknown {
		// 9.0: the moving unit's allowance goes with what it is.
		y := *s
		y.c.Mover = NoUnit
		c.Allow = uint8(y.allowance(int(m)))
	}
	return nil
}

// drawZnonItems buys n Znon items during the Znon purchases (4.9): each
// uniformly among those the countermix (4.2), the hyperdrive's limit (4.8)
// and the 70 Resource Points (4.4) allow, the points counting the
// cheapest way to buy the rest. The counters bought are the first unused
// of their kinds, as a purchase takes them. It returns the hyperdrive
// purchases, or -1 when n items cannot be bought.
func (s *State) drawZnonItems(n int, r dice.Roller) int {
	items := [...]Item{BuyWorker, BuyFake, BuySoldier, BuyBoobytrap, BuyHyperdrive} // cheapest first
	var spare [len(items)]int
	for k, it := range items {
		if it == BuyHyperdrive {
			spare[k] = maxSpeed
			continue
		}
		for i := firstZnon; i < numUnits; i++ {
			if u := &s.c.Units[i]; u.Kind() == znonKindOf(it) && u.Stat() == stUnused {
				spare[k]++
			}
		}
	}
	// least is the cheapest cost of m more items.
	least := func(m int) int {
		cost := 0
		for k, it := range items {
			take := min(m, spare[k])
			cost += take * it.Cost()
			m -= take
		}
		if m > 0 {
			return znonPoints + 1
		}
		return cost
	}
	left, hyper := znonPoints, 0
	for j := 0; j < n; j++ {
		var can [len(items)]int
		m := 0
		for k, it := range items {
			if spare[k] > 0 {
				spare[k]--
				if it.Cost()+least(n-j-1) <= left {
					can[m] = k
					m++
				}
				spare[k]++
			}
		}
		if m == 0 {
			return -1
		}
		k := can[r.IntN(m)]
		spare[k]--
		left -= items[k].Cost()
		if items[k] == BuyHyperdrive {
			hyper++
			continue
		}
		s.c.Units[s.spareZnon(znonKindOf(items[k]))].setStatus(stBought)
	}
	return hyper
}

// drawDeployment draws the Znon purchases and, for the units already
// deployed, their boxes (5.1, 5.4): the Terran player sees neither before
// his mission is chosen (5.7).
func (s *State) drawDeployment(r dice.Roller) error {
	c := &s.c
	mix := znonMix()
	var unused, bought, placed []int
	for i := firstZnon; i < numUnits; i++ {
		switch c.Units[i].Stat() {
		case stUnused:
			unused = append(unused, i)
		case stBought:
			bought = append(bought, i)
		case stInPlay:
			placed = append(placed, i)
		default:
			return fmt.Errorf("the Znon counter %d has status %d before the Game-Turns", i, c.Units[i].Stat())
		}
	}
	// The counters left unused are drawn from the buildable ones (4.2).
	var build []Kind
	var kinds []Kind
	for _, k := range mix {
		if znonBit(k)&buildable != 0 {
			build = append(build, k)
		} else {
			kinds = append(kinds, k)
		}
	}
	if len(unused) > len(build) {
		return fmt.Errorf("%d Znon counters unused", len(unused))
	}
	build = dice.Shuffle(r, build)
	for j, i := range unused {
		c.Units[i].setKind(build[j])
	}
	kinds = append(kinds, build[len(unused):]...)
	// The units are deployed in the order of 5.1 (nextDeploy): the
	// placed ones are the first of that order.
	var rank [numKinds]int
	for j, k := range deployOrder {
		rank[k] = j
	}
	sortKinds(kinds, &rank)
	if len(placed)+len(bought) != len(kinds) {
		return fmt.Errorf("counters")
	}
	first := dice.Shuffle(r, kinds[:len(placed)])
	rest := dice.Shuffle(r, kinds[len(placed):])
	for j, i := range placed {
		c.Units[i] = unit{ks: pack(first[j], stBought), Box: noBox, Link: NoUnit}
	}
	for j, i := range bought {
		c.Units[i] = unit{ks: pack(rest[j], stUnused), Box: noBox, Link: NoUnit} // for now
	}
	c.reindex()
	// Each placed unit in turn, in a box the deployment rules allow.
	for {
		id := s.nextDeploy()
		if id < 0 {
			break
		}
		var boxes []Action
		s.deployRuns(func(run []Action) { boxes = append(boxes, run...) })
		if len(boxes) == 0 {
			return fmt.Errorf("no box to deploy %v", c.Units[id].Kind())
		}
		box, _ := s.boxIndex(boxes[r.IntN(len(boxes))].(Deploy).Box)
		u := &c.Units[id]
		c.setStat(id, stInPlay)
		u.Box = box
		if u.Kind().Hostage() {
			u.Flags |= uZnon | uContinuous // 17.4
		}
	}
	for _, i := range bought {
		c.Units[i].setStatus(stBought)
	}
	return nil
}

func sortKinds(ks []Kind, rank *[numKinds]int) {
	for i := 1; i < len(ks); i++ {
		for j := i; j > 0 && rank[ks[j]] < rank[ks[j-1]]; j-- {
			ks[j], ks[j-1] = ks[j-1], ks[j]
		}
	}
}

// drawCounters draws the kinds of the counters the Terran player has not
// examined, once the Game-Turns may have begun: from the countermix less
// the counters he sees (4.2), each counter only among the kinds that agree
// with what the table shows of it ([State.mayBe]), within the stacking
// limit of three Znon individuals to a box (9.2). A first draw gives each
// counter in turn a kind that leaves the others a way to take the rest
// (Hall's condition); random exchanges of two counters' kinds that keep
// every condition then make the draw uniform over the consistent
// assignments (a Metropolis chain whose proposals are symmetric).
func (s *State) drawCounters(v *State, r dice.Roller) error {
	c := &s.c
	var pool [8]int
	for _, k := range znonMix() {
		pool[k-MasterQueen]++
	}
	var room [256]int // Znon individuals a box may still take
	for b := 0; b < s.b().Boxes() && b < len(room); b++ {
		room[b] = 3
	}
	for i := range c.Units {
		u := &c.Units[i]
		if u.Stat() != stInPlay || int(u.Box) >= len(room) || u.Kind() == Unknown || u.Kind().Trap() || u.Kind().Hostage() || s.ctl(i) != Znon {
			continue
		}
		room[u.Box] -= u.Kind().men()
	}
	var ids []int
	for i := firstZnon; i < numUnits; i++ {
		u := &c.Units[i]
		if u.Kind() != Unknown {
			if u.Kind() < MasterQueen || u.Kind() >= numKinds || pool[u.Kind()-MasterQueen] == 0 {
				return fmt.Errorf("the Znon counter %d is a %v", i, u.Kind())
			}
			pool[u.Kind()-MasterQueen]--
			continue
		}
		ids = append(ids, i)
	}
	n := len(ids)
	masks := make([]uint8, n)
	var cnt maskCount
	level := 0
	for ; level < 3; level++ {
		cnt = maskCount{}
		for j, i := range ids {
			masks[j] = s.mayBe(i, level)
			cnt.add(masks[j], 1)
		}
		if cnt.hall(&pool) {
			break
		}
	}
	if level == 3 {
		return fmt.Errorf("no assignment of the countermix fits the table")
	}
	// box[j] is where counter j counts against the stacking limit, or -1.
	box := make([]int, n)
	for j, i := range ids {
		box[j] = -1
		if u := &c.Units[i]; u.Stat() == stInPlay && int(u.Box) < s.b().Boxes() && int(u.Box) < len(room) {
			box[j] = int(u.Box)
		}
	}
	kind := make([]uint8, n) // bit numbers
	order := make([]int, n)
	for j := range order {
		order[j] = j
	}
	for _, j := range dice.Shuffle(r, order) {
		cnt.add(masks[j], -1)
		cand := masks[j]
		for {
			// Weighted by the counters of each kind left: a uniform draw
			// where the counters are alike.
			total := 0
			for m := cand; m != 0; m &= m - 1 {
				b := mbits.TrailingZeros8(m)
				if pool[b] == 0 || box[j] >= 0 && (1<<b)&(queens|fighters) != 0 && room[box[j]] < 1 {
					cand &^= 1 << b
					continue
				}
				total += pool[b]
			}
			if total == 0 {
				return fmt.Errorf("no kind fits counter %d", ids[j])
			}
			x := r.IntN(total)
			b := 0
			for m := cand; m != 0; m &= m - 1 {
				b = mbits.TrailingZeros8(m)
				if x < pool[b] {
					break
				}
				x -= pool[b]
			}
			pool[b]--
			if cnt.hall(&pool) {
				kind[j] = uint8(b)
				if box[j] >= 0 && (1<<b)&(queens|fighters) != 0 {
					room[box[j]]--
				}
				break
			}
			pool[b]++
			cand &^= 1 << b
		}
	}
	counts := func(b uint8) int {
		if (1<<b)&(queens|fighters) != 0 {
			return 1
		}
		return 0
	}
	for t := 0; n > 1 && t < 24*n+64; t++ {
		a, b := r.IntN(n), r.IntN(n)
		ka, kb := kind[a], kind[b]
		if ka == kb || masks[a]&(1<<kb) == 0 || masks[b]&(1<<ka) == 0 {
			continue
		}
		if box[a] != box[b] {
			d := counts(kb) - counts(ka) // what a's box gains, b's loses
			if box[a] >= 0 && room[box[a]] < d || box[b] >= 0 && room[box[b]] < -d {
				continue
			}
			if box[a] >= 0 {
				room[box[a]] -= d
			}
			if box[b] >= 0 {
				room[box[b]] += d
			}
		}
		kind[a], kind[b] = kb, ka
	}
	for j, i := range ids {
		c.Units[i].setKind(MasterQueen + Kind(kind[j]))
	}
	return nil
}

// maskCount counts the counters by the set of kinds each may be.
type maskCount struct {
	mask [16]uint8
	n    [16]int
	len  int
}

func (mc *maskCount) add(m uint8, d int) {
	for i := 0; i < mc.len; i++ {
		if mc.mask[i] == m {
			mc.n[i] += d
			return
		}
	}
	if mc.len == len(mc.mask) {
		// More sets than fit: the widest takes the rest (a weaker test,
		// which the checked sample backs).
		mc.n[0] += d
		mc.mask[0] = anyZnon
		return
	}
	mc.mask[mc.len], mc.n[mc.len] = m, d
	mc.len++
}

// hall reports whether the counters can take exactly the kinds of pool
// (as many counters as kinds): Hall's condition, any set T of kinds has at
// least as many counters that may be one of them. The counters that may be
// none of T are some classes D of counters (by mask), and the largest T
// they leave is the kinds of pool outside every mask of D; so checking
// every D checks every T that matters, in 2^classes steps (a handful of
// classes in practice), else every T.
func (mc *maskCount) hall(pool *[8]int) bool {
	var sup uint8
	total := 0
	for b := range pool {
		if pool[b] > 0 {
			sup |= 1 << b
			total += pool[b]
		}
	}
	need := func(t uint8) int {
		n := 0
		for m := t; m != 0; m &= m - 1 {
			n += pool[mbits.TrailingZeros8(m)]
		}
		return n
	}
	if mc.len <= 8 {
		for d := 1; d < 1<<mc.len; d++ {
			t, out := sup, 0
			for i := 0; i < mc.len; i++ {
				if d&(1<<i) != 0 {
					t &^= mc.mask[i]
					out += mc.n[i]
				}
			}
			if out > 0 && need(t) > total-out {
				return false
			}
		}
		return true
	}
	for t := sup; t != 0; t = (t - 1) & sup {
		have := 0
		for i := 0; i < mc.len; i++ {
			if mc.mask[i]&t != 0 {
				have += mc.n[i]
			}
		}
		if need(t) > have {
			return false
		}
	}
	return true
}

// mayBe returns the kinds that counter i, unexamined, may be given what
// the table shows of it (11.1, 11.7). At level 0, all the rules say: a
// counter never built is a unit that may be bought (4.2); a counter
// face-down among enemies is an Inactive Queen or a boobytrap (11.3, 11.6);
// one that moved, a Soldier, a Worker or a hostage; one that fired or
// initiated a melee, a Soldier or a Worker; an Inactive Queen stands in a
// Nest or the Laser Area (5.1) and never moved; the unit announced for
// execution is a hostage (19.3); a boobytrap owing attacks is a real one
// (15.3). A position written by hand may break these (Queens never
// built): level 1 drops what only the setup implies, level 2 keeps only
// what the view itself and Validate require.
func (s *State) mayBe(i, level int) uint8 {
	c := &s.c
	u := &c.Units[i]
	switch u.Stat() {
	case stUnused, stBought:
		if level == 0 {
			return buildable
		}
		return anyZnon
	case stDead:
		return anyZnon
	}
	m := anyZnon
	if s.enemyIn(u.Box, Znon, i) {
		m &= queens | traps // else face-up (11.3)
	}
	if u.MP > 0 {
		m &^= queens // 8.2: an Inactive Queen never moves (Validate)
	}
	if level == 2 {
		return m
	}
	if u.Flags&uMoved != 0 || c.Mover == uint8(i) {
		m &= fighters | hostages
	}
	if u.MP > 0 {
		m &= fighters | hostages
	}
	if u.Flags&(uFired|uMelee) != 0 {
		m &= fighters
	}
	if c.Notice == uint8(i) {
		m &= hostages
	}
	if c.Pend.Kind == pendConsent && c.Atk.On && c.Atk.Target == uint8(i) {
		m &= queens
	}
	for k := 0; c.Atk.On && k < int(c.Atk.N) && k < len(c.Atk.By); k++ {
		if c.Atk.By[k] == uint8(i) {
			m &= fighters
		}
	}
	for _, d := range c.Due {
		if d.Marines != 0 && d.Trap == uint8(i) {
			m &= znonBit(Boobytrap)
		}
	}
	if level == 0 && s.areaOf(u.Box) < 0 {
		m &^= znonBit(Queen)
	}
	if s.marineNear(u.Box) {
		m &^= queens // 8.7: she would have been Activated, and face-up (11.5)
	}
	return m
}
