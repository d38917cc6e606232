package hive

import (
	mbits "math/bits"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// Config chooses the game to play. Its zero value is the standard game.
type Config struct {
	// Map is the Hive map; nil means [StandardMap].
	Map *Board
	// MaxTurns ends the game after that many Game-Turns when the Hive can no
	// longer enter hyperdrive; 0 means 30 (DATA.md, "Game-Turn Record Track").
	MaxTurns int
}

// Budgets of Resource Points (4.4).
const (
	terranPoints = 80
	znonPoints   = 70
	maxSpeed     = 5 // 4.8
)

// New returns the game before any purchase (4.0). It rolls no dice.
func New(cfg Config, r dice.Roller) (State, error) {
	_ = r
	var s State
	if cfg.Map != nil && cfg.Map != standardBoard {
		s.board = cfg.Map
	}
	if cfg.MaxTurns < 0 || cfg.MaxTurns > 200 {
		return State{}, errInvalidConfig("MaxTurns must be from 0 to 200")
	}
	s.c.MaxTurns = uint8(cfg.MaxTurns)
	if s.c.MaxTurns == 0 {
		s.c.MaxTurns = 30
	}
	b := s.b()
	if b.Boxes()+len(b.darters) > 254 {
		return State{}, errInvalidConfig("too many boxes")
	}
	s.c.RP = [2]uint8{terranPoints, znonPoints}
	s.c.Mover = NoUnit
	s.c.Notice = NoUnit
	for i := range s.c.Units {
		s.c.Units[i] = unit{Box: noBox, Link: NoUnit}
	}
	mix := znonMix()
	for i, k := range mix {
		u := &s.c.Units[firstZnon+i]
		u.setKind(k)
		if k.QueenLike() || k.Hostage() {
			u.setStatus(stBought) // 4.7: received in addition to purchases
		}
	}
	for i := range s.c.PodAim {
		s.c.PodAim[i] = -1
	}
	s.c.reindex()
	return s, nil
}

type errInvalidConfig string

func (e errInvalidConfig) Error() string { return "hive: bad config: " + string(e) }

// --- 4.0 Purchases -------------------------------------------------------

type force struct{ darters, es, lancers, men int }

func (s *State) terranForce() force {
	var f force
	for d := range s.b().darters {
		if s.c.Dart[d].Flags&dBuilt != 0 {
			f.darters++
		}
	}
	for i := 0; i < firstZnon; i++ {
		u := &s.c.Units[i]
		if u.Stat() == stUnused {
			continue
		}
		if i < firstLancer {
			f.es++
		} else {
			f.lancers++
		}
		f.men += u.Kind().men()
	}
	return f
}

func (s *State) minDarters() int {
	if n := len(s.b().darters); n < 4 {
		return n
	}
	return 4
}

// feasible reports whether a Terran force can still be completed into a
// legal one: at least 4 Darters (the Outer Defense Table covers 4 to 6,
// 5.8), and room for every man in the Holding Boxes (5.2).
func (s *State) feasible(f force, rp int) bool {
	for k := 0; f.darters+k <= len(s.b().darters); k++ {
		if f.darters+k < s.minDarters() || 8*k > rp || f.es+k > engScoutCounters {
			continue
		}
		if f.men+k <= 7*(f.darters+k) {
			return true
		}
	}
	return false
}

func (s *State) checkBuy(a Action) error {
	seat := Terran
	if s.c.Step == StepZnonBuy {
		seat = Znon
	}
	switch a := a.(type) {
	case End:
		if seat == Terran {
			f := s.terranForce()
			if f.darters < s.minDarters() {
				return incursion.Illegal("end: the Terran player must build at least %d Darters (5.8)", s.minDarters())
			}
			if !s.packable(f) {
				return incursion.Illegal("end: no more than seven men may occupy a Darter Holding Box (5.2)")
			}
		}
		return nil
	case Buy:
		if a.Item >= numItems {
			return incursion.Illegal("buy: no such item")
		}
		if a.Item.seat() != seat {
			return incursion.Illegal("buy %s: a player may never build units of the other player's race (4.1)", a.Item)
		}
		cost := a.Item.Cost()
		if cost > int(s.c.RP[seat]) {
			return incursion.Illegal("buy %s: costs %d Resource Points, %d left (4.9)", a.Item, cost, s.c.RP[seat])
		}
		if seat == Terran {
			switch s.terranBuyFault(a.Item, cost) {
			case buyDartersBuilt:
				return incursion.Illegal("buy darter: every Darter is built (4.2)")
			case buyLancersOut:
				return incursion.Illegal("buy 2lancers: units may not be built in excess of the countermix (4.2)")
			case buyTooManyES:
				return incursion.Illegal("buy %s: never more than 10 Engineer and Scout units (4.2)", a.Item)
			case buyInfeasible:
				return incursion.Illegal("buy %s: the force could no longer fill at least %d Darters of at most seven men (5.2, 5.8)", a.Item, s.minDarters())
			}
			return nil
		}
		if a.Item == BuyHyperdrive {
			if s.c.Speed >= maxSpeed {
				return incursion.Illegal("buy hyperdrive: the departure may not be speeded by more than 5 turns (4.8)")
			}
			return nil
		}
		if s.spareZnon(znonKindOf(a.Item)) < 0 {
			return incursion.Illegal("buy %s: units may not be built in excess of the countermix (4.2)", a.Item)
		}
		return nil
	}
	return incursion.Illegal("%v: the players are purchasing (4.0)", a)
}

func znonKindOf(it Item) Kind {
	switch it {
	case BuySoldier:
		return Soldier
	case BuyWorker:
		return Worker
	case BuyBoobytrap:
		return Boobytrap
	case BuyFake:
		return FakeBoobytrap
	}
	return Unknown
}

// spareZnon returns an unused Znon counter of kind k, or -1.
func (s *State) spareZnon(k Kind) int {
	for i := firstZnon; i < numUnits; i++ {
		if s.c.Units[i].Kind() == k && s.c.Units[i].Stat() == stUnused {
			return i
		}
	}
	return -1
}

func (s *State) spareTerran(from, to int) int {
	for i := from; i < to; i++ {
		if s.c.Units[i].Stat() == stUnused {
			return i
		}
	}
	return -1
}

func (g *game) applyBuy(a Action) {
	seat := Terran
	if g.c.Step == StepZnonBuy {
		seat = Znon
	}
	to := int8(seat)
	if _, ok := a.(End); ok {
		g.c.RP[seat] = 0 // 4.5: unspent points are lost
		if seat == Terran {
			g.c.StartMen = uint8(g.terranForce().men)
			g.c.Step = StepZnonBuy
			g.emitShared(begins(0, StepZnonBuy))
			return
		}
		// 11.1: shuffle the Znon counters so that a number tells nothing.
		copy(g.c.Units[firstZnon:], dice.Shuffle(g.roller(), g.c.Units[firstZnon:]))
		g.c.reindex()
		g.c.Step = StepDeploy
		g.emitShared(begins(0, StepDeploy))
		return
	}
	it := a.(Buy).Item
	g.c.RP[seat] -= uint8(it.Cost())
	g.c.Bought[it]++
	switch it {
	case BuyDarter:
		for d := range g.b().darters {
			if g.c.Dart[d].Flags&dBuilt == 0 {
				g.c.Dart[d].Flags |= dBuilt
				i := g.spareTerran(0, firstLancer)
				g.c.Units[i] = unit{ks: pack(Engineer, stBought), Box: noBox, Flags: uFree, Link: uint8(d)} // 4.3
				g.emitShared(g.b().actions().built[d : d+1 : d+1])
				break
			}
		}
		return
	case BuyEngineer, BuyScout:
		k := Engineer
		if it == BuyScout {
			k = Scout
		}
		i := g.spareTerran(0, firstLancer)
		g.c.Units[i] = unit{ks: pack(k, stBought), Box: noBox, Link: NoUnit}
	case BuyLancers:
		i := g.spareTerran(firstLancer, firstZnon)
		g.c.Units[i] = unit{ks: pack(Lancers, stBought), Box: noBox, Link: NoUnit}
	case BuyHyperdrive:
		g.c.Speed++
	default:
		i := g.spareZnon(znonKindOf(it))
		g.c.Units[i].setStatus(stBought)
	}
	if it < numItems && to >= -1 && to <= 1 {
		g.emitShared(bought[it][to+1 : to+2 : to+2])
	} else {
		g.emit(Affected{Unit: NoUnit, What: "bought " + it.String(), To: to})
	}
}

// --- 5.0 Setup -----------------------------------------------------------

var deployOrder = []Kind{MasterQueen, Queen, Ambassador, Daughter, Soldier, Worker, Boobytrap, FakeBoobytrap}

// nextDeploy returns the next Znon unit to deploy (5.1), or -1.
func (s *State) nextDeploy() int {
	for _, k := range deployOrder {
		for i := firstZnon; i < numUnits; i++ {
			if u := &s.c.Units[i]; u.Kind() == k && u.Stat() == stBought {
				return i
			}
		}
	}
	return -1
}

func (s *State) checkDeploy(a Action) error {
	d, ok := a.(Deploy)
	if !ok {
		return incursion.Illegal("%v: the Znon player is deploying (5.0)", a)
	}
	box, ok := s.boxIndex(d.Box)
	if !ok {
		return incursion.Illegal("deploy: no box %q in the Hive", d.Box)
	}
	id := s.nextDeploy()
	if id < 0 {
		return incursion.Illegal("deploy: every Znon unit is deployed")
	}
	u := &s.c.Units[id]
	if !u.Kind().Trap() && !u.Kind().Hostage() && s.znonIn(box) >= 3 {
		return incursion.Illegal("deploy %s: no more than three Znon-controlled individuals may occupy the same box (9.2)", d.Box)
	}
	switch u.Kind() {
	case Queen:
		a := s.areaOf(box)
		if a < 0 {
			return incursion.Illegal("deploy %s: one Queen must be deployed in each Nest and in the Laser Area (5.1)", d.Box)
		}
		free := 0
		var taken [32]bool
		for i := firstZnon; i < numUnits; i++ {
			if v := &s.c.Units[i]; v.Kind() == Queen && v.Stat() == stInPlay {
				if x := s.areaOf(v.Box); x >= 0 && x < 32 {
					taken[x] = true
				}
			}
		}
		for x := range s.b().areas {
			if x < 32 && !taken[x] {
				free++
			}
		}
		if free > 0 && taken[a] {
			return incursion.Illegal("deploy %s: that area has its Queen; one Queen must be deployed in each Nest and in the Laser Area (5.1)", d.Box)
		}
	case Ambassador, Daughter:
		mq := s.masterQueen()
		if mq < 0 || !s.within3(s.c.Units[mq].Box, box) {
			return incursion.Illegal("deploy %s: both hostages must be set up within 3 boxes of the Master-Queen (5.4)", d.Box)
		}
	}
	return nil
}

// deployActions lists the legal deployments of the next Znon unit (5.1,
// 5.4, 9.2) directly: what checkDeploy would accept, computed once for all
// boxes. TestActionsMatchLegal checks that the two agree.
func (s *State) deployActions(yield func(Action)) {
	s.deployRuns(func(run []Action) {
		for _, a := range run {
			yield(a)
		}
	})
}

// deployRuns yields the legal Deploy actions (5.1, 5.4, 9.2), in box order,
// as runs of the action table.
func (s *State) deployRuns(yield func([]Action)) {
	b := s.b()
	id := s.nextDeploy()
	if id < 0 {
		return
	}
	k := s.c.Units[id].Kind()
	var znon [256]uint8
	var taken [32]bool
	n := b.Boxes()
	var crowded occupancy // boxes of the map holding 3 Znon units (5.1)
	for w, m := range s.c.InPlay {
		for ; m != 0; m &= m - 1 {
			i := w*64 + mbits.TrailingZeros64(m) // the units in play
			u := &s.c.Units[i]
			if !u.Kind().Trap() && !u.Kind().Hostage() && s.ctl(i) == Znon {
				znon[u.Box]++
				if znon[u.Box] == 3 && int(u.Box) < n {
					crowded[u.Box/64] |= 1 << (u.Box % 64)
				}
			}
			if u.Kind() == Queen {
				if a := s.areaOf(u.Box); a >= 0 && a < 32 {
					taken[a] = true
				}
			}
		}
	}
	free := false
	for x := range b.areas {
		if x < 32 && !taken[x] {
			free = true
		}
	}
	tab := b.actions()
	if k != Queen && !k.Hostage() {
		// Any box but a crowded one (traps: any box): the runs are found a
		// word at a time (the commonest deployment).
		var ok occupancy
		for i := 0; i < n/64; i++ {
			ok[i] = ^uint64(0)
		}
		if n%64 != 0 {
			ok[n/64] = 1<<(n%64) - 1
		}
		if !k.Trap() {
			for w := range ok {
				ok[w] &^= crowded[w]
			}
		}
		for start := nextBit(&ok, 0, true); start < n; {
			end := nextBit(&ok, start, false)
			yield(tab.deploy[start:end:end])
			start = nextBit(&ok, end, true)
		}
		return
	}
	// A Queen: any box of an area no Queen holds while one is left, not
	// crowded; the ambassador and his daughter: within 3 boxes of the
	// Master-Queen. As bit sets (areaBoxes, near), the runs found a word
	// at a time.
	var ok occupancy
	if k == Queen {
		for x := range b.areas {
			if !(free && x < 32 && taken[x]) {
				for w := range ok {
					ok[w] |= b.areaBoxes[x][w]
				}
			}
		}
		for w := range ok {
			ok[w] &^= crowded[w]
		}
	} else if mq := s.masterQueen(); mq >= 0 && int(s.c.Units[mq].Box) < n {
		ok = b.near[s.c.Units[mq].Box]
	}
	for i := n / 64; i < len(ok); i++ { // the Hive's boxes only
		if i == n/64 && n%64 != 0 {
			ok[i] &= 1<<(n%64) - 1
		} else {
			ok[i] = 0
		}
	}
	for start := nextBit(&ok, 0, true); start < n; {
		end := nextBit(&ok, start, false)
		yield(tab.deploy[start:end:end])
		start = nextBit(&ok, end, true)
	}
}

func (g *game) applyDeploy(d Deploy) {
	box, _ := g.boxIndex(d.Box)
	id := g.nextDeploy()
	u := &g.c.Units[id]
	g.c.setStat(id, stInPlay)
	u.Box = box
	if u.Kind().Hostage() {
		u.Flags |= uZnon | uContinuous // 17.4
	}
	g.emit(Affected{Unit: id, What: "deployed", Kind: u.Kind(), Box: d.Box, To: toZnon})
	if g.nextDeploy() < 0 {
		g.c.Step = StepMission
		g.emitShared(begins(0, StepMission))
	}
}

// packable reports whether the men still to assign fit the Holding Boxes (5.2).
func (s *State) packable(f force) bool { return s.packableWith(-1, 0) }

// packableWith is packable as if Space Marine id (bought; -1: none) were
// in box hb.
func (s *State) packableWith(id int, hb uint8) bool {
	// The men in each Holding Box (menIn), in one pass over the Marines.
	var in [6]int
	nb := s.b().Boxes()
	for m := s.c.InPlay[0] & terranCounters; m != 0; m &= m - 1 {
		if u := &s.c.Units[mbits.TrailingZeros64(m)]; int(u.Box) >= nb && int(u.Box) < nb+len(in) {
			in[int(u.Box)-nb] += u.Kind().men()
		}
	}
	if id >= 0 && int(hb) >= nb && int(hb) < nb+len(in) {
		in[int(hb)-nb] += s.c.Units[id].Kind().men()
	}
	var caps [6]int
	for d := range s.b().darters {
		if s.c.Dart[d].Flags&dBuilt != 0 {
			caps[d] = 7 - in[d]
		}
	}
	ones, twos := 0, 0
	for i := 0; i < firstZnon; i++ {
		u := &s.c.Units[i]
		if u.Stat() != stBought || i == id {
			continue
		}
		if u.Flags&uFree != 0 {
			caps[u.Link]--
			continue
		}
		if u.Kind().men() == 2 {
			twos++
		} else {
			ones++
		}
	}
	return fits(caps[:], ones, twos)
}

func fits(caps []int, ones, twos int) bool {
	pairs, total := 0, 0
	for _, c := range caps {
		if c < 0 {
			return false
		}
		pairs += c / 2
		total += c
	}
	return twos <= pairs && 2*twos+ones <= total
}

// nextAssign places the free Engineers (4.3) and returns the next Space
// Marine to assign (5.2), or -1.
func (g *game) nextAssign() {
	for i := 0; i < firstZnon; i++ {
		u := &g.c.Units[i]
		if u.Stat() == stBought && u.Flags&uFree != 0 {
			g.c.setStat(i, stInPlay)
			u.Box = g.holdingBox(int(u.Link))
			u.Link = NoUnit
			g.emit(Affected{Unit: i, What: "assigned", Kind: u.Kind(), Box: g.b().Name(int(u.Box)), To: toTerran})
		}
	}
	if g.nextMarine() < 0 {
		g.outerDefense()
	}
}

func (s *State) nextMarine() int {
	for i := 0; i < firstZnon; i++ {
		if s.c.Units[i].Stat() == stBought {
			return i
		}
	}
	return -1
}

func (s *State) checkAssign(a Action) error {
	as, ok := a.(Assign)
	if !ok {
		return incursion.Illegal("%v: the Terran player is assigning Space Marines to Darters (5.2)", a)
	}
	d, ok := s.darterIndex(as.Darter)
	if !ok || s.c.Dart[d].Flags&dBuilt == 0 {
		return incursion.Illegal("assign: men may not be placed in Holding Boxes of unpurchased Darters (5.2)")
	}
	id := s.nextMarine()
	if id < 0 {
		return incursion.Illegal("assign: every Space Marine is assigned")
	}
	switch s.assignFault(id, d) {
	case assignFull:
		return incursion.Illegal("assign %s: no more than seven men may ever occupy the same Darter Holding Box (5.2)", as.Darter)
	case assignUnpackable:
		return incursion.Illegal("assign %s: the other men would no longer fit seven to a Holding Box (5.2)", as.Darter)
	}
	return nil
}

// The faults of an assignment (assignFault).
const (
	assignFull       = 1 + iota // the Holding Box would hold more than seven men
	assignUnpackable            // the men left would not fit
)

// assignFault tells why Space Marine id, bought, may not be assigned to
// Darter d's Holding Box (5.2), or 0.
func (s *State) assignFault(id, d int) int {
	hb := s.holdingBox(d)
	if s.menIn(hb)+s.c.Units[id].Kind().men() > 7 {
		return assignFull
	}
	if !s.packableWith(id, hb) {
		return assignUnpackable
	}
	return 0
}

func (g *game) applyAssign(a Assign) {
	d, _ := g.darterIndex(a.Darter)
	id := g.nextMarine()
	u := &g.c.Units[id]
	g.c.setStat(id, stInPlay)
	u.Box = g.holdingBox(d)
	g.emit(Affected{Unit: id, What: "assigned", Kind: u.Kind(), Box: a.Darter, To: toTerran})
	if g.nextMarine() < 0 {
		g.outerDefense()
	}
}

// Why checkBuy rejects a Terran purchase within the Resource Points.
const (
	buyOK = iota
	buyDartersBuilt
	buyLancersOut
	buyTooManyES
	buyInfeasible
)

// terranBuyFault says whether the Terran player may buy it at cost now
// (4.2, 5.2, 5.8), without building an error: listing asks it of every item.
func (s *State) terranBuyFault(it Item, cost int) int {
	return s.terranBuyFaultWith(s.terranForce(), it, cost)
}

// terranBuyFaultWith is terranBuyFault with the force so far (terranForce)
// given: the listing counts it once for every item.
func (s *State) terranBuyFaultWith(f force, it Item, cost int) int {
	switch it {
	case BuyDarter:
		if f.darters >= len(s.b().darters) {
			return buyDartersBuilt
		}
		f.darters++
		f.es++
		f.men++
	case BuyEngineer, BuyScout:
		f.es++
		f.men++
	case BuyLancers:
		if int(s.c.Bought[BuyLancers]) >= lancerCounters {
			return buyLancersOut
		}
		f.lancers++
		f.men += 2
	}
	if f.es > engScoutCounters {
		return buyTooManyES
	}
	if !s.feasible(f, int(s.c.RP[Terran])-cost) {
		return buyInfeasible
	}
	return buyOK
}
