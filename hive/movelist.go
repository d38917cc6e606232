package hive

import mbits "math/bits"

// The action list of a Movement and Ranged Combat Segment (9.0, 9.6),
// computed directly rather than by checking every candidate: the hot path
// of a random playout.

// moveActionsUntil gathers the legal actions of a Movement Segment in c
// directly, sharing the work that [State.check] would repeat for every
// candidate (TestActionsMatchLegal checks that it agrees with check); when
// c probes (onlyEnd), it stops between units once c has an answer. The
// actions go to c itself, not through a func value: a call per action
// listed was a tenth of the listing's cost.
func (s *State) moveActionsUntil(c *collector) {
	if s.c.Mover != NoUnit {
		// A unit that has spent every Movement Point has nothing but to
		// finish (unitActions would list nothing: no minimum move after
		// the first step, 9.4), without the pass over the units.
		spent := s.c.Units[s.c.Mover].MP
		if s.canAct(int(s.c.Mover)) && (spent == 0 || spent < s.c.Allow) {
			var ctx moveCtx
			s.fillMoveCtx(&ctx)
			s.unitActions(int(s.c.Mover), &ctx, c)
		}
		c.add(Finish{})
		return
	}
	s.breachRuns(func(run []Action) {
		for _, a := range run {
			if c.stopped() {
				return
			}
			c.add(a)
		}
	}, c)
	s.unitMoveActions(c)
}

// breachRuns yields the legal PlaceBreach actions of a Terran Movement
// Segment without a moving unit (10.0), in order, as runs of the action
// table: for each Darter, every free box, open then closed. It stops once
// c has an answer (c may be nil).
func (s *State) breachRuns(yield func([]Action), c *collector) {
	if s.moving() != Terran || s.c.Mover != NoUnit {
		return
	}
	b := s.b()
	tab := b.actions()
	n := b.Boxes()
	// The boxes free of a breach, as a bit set: the runs are found a word
	// at a time rather than box by box.
	var open occupancy
	for i := 0; i < n/64; i++ {
		open[i] = ^uint64(0)
	}
	if n%64 != 0 {
		open[n/64] = 1<<(n%64) - 1
	}
	for d := range b.darters {
		if x := s.c.Dart[d]; x.Flags&dPlaced != 0 && x.Flags&(dDestroyed|dDeparted) == 0 && int(x.Breach) < n {
			open[x.Breach/64] &^= 1 << (x.Breach % 64)
		}
	}
	for d := range b.darters {
		f := s.c.Dart[d].Flags
		if f&dBuilt == 0 || f&(dPlaced|dDestroyed|dDeparted) != 0 {
			continue
		}
		free := open
		if f&dAirlock != 0 {
			// 10.3: only in an airlock.
			for w := range free {
				free[w] &= b.airlocks[w]
			}
		}
		for start := nextBit(&free, 0, true); start < n; {
			end := nextBit(&free, start, false) // boxes start..end-1: open and closed of each, consecutive
			lo := (d*len(tab.deploy) + start) * 2
			hi := (d*len(tab.deploy) + end) * 2
			yield(tab.breach[lo:hi:hi])
			if c != nil && c.stopped() {
				return
			}
			start = nextBit(&free, end, true)
		}
	}
}

// nextBit returns the first box from i on whose bit in o is set (or
// clear, when set is false); len(o)*64 when none is.
func nextBit(o *occupancy, i int, set bool) int {
	for w := i / 64; w < len(o); w++ {
		bits := o[w]
		if !set {
			bits = ^bits
		}
		if w == i/64 {
			bits &= ^uint64(0) << (i % 64)
		}
		if bits != 0 {
			return w*64 + mbits.TrailingZeros64(bits)
		}
	}
	return len(o) * 64
}

// unitMoveActions is moveActionsUntil after the breaches, without a
// moving unit.
//
// It is canAct for every unit with the tests that do not depend on the unit
// made once, and fills the moveCtx only for the first unit that may act:
// when none may (onlyEnd asks that at every step), the pass over the units
// that fillMoveCtx makes is saved.
func (s *State) unitMoveActions(c *collector) {
	var ctx moveCtx
	filled := false
	seat := s.moving()
	if seat == Znon && s.frozen() {
		c.add(End{}) // 18.6: no Znon-controlled unit acts
		return
	}
	probe := c.probe
	for w, m := range s.c.InPlay { // the units in play, in order
		for ; m != 0; m &= m - 1 {
			if probe && c.stopped() {
				return
			}
			id := w*64 + mbits.TrailingZeros64(m)
			u := &s.c.Units[id]
			if u.Flags&uMoved != 0 {
				continue
			}
			tr := kindTraits[u.Kind()]
			if tr&ktTrap != 0 {
				continue
			}
			ctl := Znon // s.ctl(id), with the kind already read
			if (id < firstZnon || tr&ktHostage != 0) && u.Flags&uZnon == 0 {
				ctl = Terran
			}
			if ctl != seat || (s.c.Mover != NoUnit && int(s.c.Mover) != id) {
				continue
			}
			if !filled {
				s.fillMoveCtx(&ctx)
				filled = true
			}
			s.unitActions(id, &ctx, c)
		}
	}
	c.add(End{})
}

// moveCtx is what the action list of a Movement Segment computes once for
// every unit: the occupied boxes (12.2) and the units each seat may fire at.
type moveCtx struct {
	occ         occupancy
	targets     [2][2]uint64 // by seat, the units it may fire at, as InPlay
	targetBoxes [2]occupancy // the boxes of targets
	breaches    occupancy    // the boxes of the placed breaches (10.1): where breachAt may find one
	men         [256]uint8   // Space Marines per box (9.2)
	znon        [256]uint8   // Znon-controlled individuals per box (9.2)
	// The Queens with a Command Range and their ranges (8.0), for inCommand.
	qbox [numZnon]uint8
	qr   [numZnon]int8
	nq   int
	// Per box, a bit set of what enemies needs (9.5, 15.6): units of each
	// seat other than traps (bit 1<<seat), awake ones, not Incapacitated
	// (4<<seat), and traps (16).
	held [256]uint8
}

const (
	heldUnits = 1
	heldAwake = 4
	heldTrap  = 16
)

// inCommand is [State.inCommand] read from the ranges of c.
func (c *moveCtx) inCommand(s *State, box uint8) bool {
	if int(box) >= s.b().Boxes() {
		return false
	}
	if c.nq < 0 {
		c.nq = 0
		mb, mr := s.mqReach()
		for m := s.c.Special; m != 0; m &= m - 1 {
			q := firstZnon + mbits.TrailingZeros64(m) // Queens and hostages only
			if s.c.Units[q].Kind().QueenLike() {
				if r := s.queenRangeWith(q, mb, mr); r >= 0 {
					c.qbox[c.nq], c.qr[c.nq] = s.c.Units[q].Box, int8(min(r, 127))
					c.nq++
				}
			}
		}
	}
	for k := 0; k < c.nq; k++ {
		if d := s.b().Distance(int(c.qbox[k]), int(box)); d >= 0 && d <= int(c.qr[k]) {
			return true
		}
	}
	return false
}

// enemiesBoth is the any of [State.enemies](id, true) and of
// [State.enemies](id, false), read from the counts of c.
func (c *moveCtx) enemiesBoth(s *State, id int) (disengage, occupied bool) {
	u := &s.c.Units[id]
	seat := s.ctl(id)
	h := c.held[u.Box]
	occupied = h&(heldUnits<<seat.Other()) != 0
	disengage = occupied
	if h&heldTrap != 0 {
		occupied = occupied || seat == Terran
		disengage = disengage || seat == Terran || u.Kind().Marine()
	}
	return disengage, occupied
}

// fillMoveCtx fills a zero moveCtx (by pointer: it is 1 KiB), in one pass
// over the units.
func (s *State) fillMoveCtx(c *moveCtx) {
	c.nq = -1 // the Command Ranges are found when first needed
	for d := range s.b().darters {
		if x := s.c.Dart[d]; x.Flags&dPlaced != 0 && x.Flags&(dDestroyed|dDeparted) == 0 {
			c.breaches[x.Breach/64] |= 1 << (x.Breach % 64)
		}
	}
	// The units in play only (most counters are not), in order.
	for w, m := range s.c.InPlay {
		for ; m != 0; m &= m - 1 {
			t := w*64 + mbits.TrailingZeros64(m)
			v := &s.c.Units[t]
			box := v.Box
			if box != noBox {
				c.occ[box/64] |= 1 << (box % 64)
			}
			// What the pass needs of the kind, in one load (see kindTraits).
			tr := kindTraits[v.Kind()]
			n := uint8(1) // individuals (3.0)
			if tr&ktTwo != 0 {
				n = 2
			}
			if tr&ktMarine != 0 {
				c.men[box] += n
			}
			seat := Znon // ctl, with the kind already read
			if (t < firstZnon || tr&ktHostage != 0) && v.Flags&uZnon == 0 {
				seat = Terran
			}
			// The units each seat may fire at (12.0), in the same pass.
			if seat == Znon {
				c.targets[Terran][w] |= m & -m // t's bit
				c.targetBoxes[Terran][box/64] |= 1 << (box % 64)
			} else if tr&ktHostage == 0 || s.faceUp(t) && s.c.ExecOK {
				// 12.5: prisoners only when face-up after the roll to kill them.
				c.targets[Znon][w] |= m & -m
				c.targetBoxes[Znon][box/64] |= 1 << (box % 64)
			}
			if tr&ktTrap != 0 {
				c.held[box] |= heldTrap
				continue
			}
			h := uint8(heldUnits) << seat
			if v.Flags&uInc == 0 {
				h |= heldAwake << seat
			}
			c.held[box] |= h
			if seat == Znon && tr&ktHostage == 0 {
				c.znon[box] += n
			}
		}
	}
}

// kindTraits holds, by Kind (a table indexed by a byte: one load, no
// bounds check), the tests of the kind the passes over the units make:
// Kind.Marine, Kind.Trap, Kind.Hostage and two men on the counter
// (Kind.men).
var kindTraits = [256]uint8{
	Engineer: ktMarine, Scout: ktMarine, Lancers: ktMarine | ktTwo, Lancer: ktMarine,
	Boobytrap: ktTrap, FakeBoobytrap: ktTrap, Ambassador: ktHostage, Daughter: ktHostage,
}

const (
	ktMarine = 1 << iota
	ktTrap
	ktHostage
	ktTwo
)

func (s *State) unitActions(id int, ctx *moveCtx, c *collector) {
	b := s.b()
	u := &s.c.Units[id]
	inCmd := func(box uint8) bool { return ctx.inCommand(s, box) }
	left := s.allowanceIn(id, inCmd) - int(u.MP)
	n := b.Boxes()
	try := func(a Action) {
		if s.check(a) == nil {
			c.add(a)
		}
	}
	any, occupied := ctx.enemiesBoth(s, id) // 9.5, 15.6; 12.3, 14.3
	minMove := u.MP == 0 && !any
	tab := b.actions()
	// stepFault's tests of the unit itself, made once for all its steps.
	k := u.Kind()
	seat := s.ctl(id)
	men := k.men()
	marine := k.Marine()
	znonStack := seat == Znon && !k.Hostage()           // 9.2
	leash := s.mcd(id) && u.Link != NoUnit              // 7.4
	prisoner := k.Hostage() && u.Flags&uContinuous != 0 // 17.4
	inactive := k.QueenLike() && u.Flags&uActive == 0   // 3.0
	var leashBox uint8
	if leash {
		leashBox = s.c.Units[u.Link].Box
	}
	// The steps (9.0): to each adjacent box, then through the breach, in
	// one loop rather than a closure per step (its calls were a tenth of
	// the listing).
	var adj []link
	var extraTo uint8 // the step through a breach, if any (10.1)
	extraW, extra := Solid, false
	if int(u.Box) < n {
		adj = b.adj[u.Box]
		// breachAt's loop over the Darters only where a breach is.
		if ctx.breaches.has(u.Box) {
			if d := s.breachAt(u.Box); d >= 0 {
				extraTo, extraW, extra = s.holdingBox(d), s.passage(u.Box, s.holdingBox(d)), true
			}
		}
	} else if d, ok := s.holding(u.Box); ok && s.c.Dart[d].Flags&dPlaced != 0 {
		extraTo, extraW, extra = s.c.Dart[d].Breach, s.passage(u.Box, s.c.Dart[d].Breach), true
	}
	if inactive {
		adj, extra = nil, false // no step at all
	}
	for j := 0; j <= len(adj); j++ {
		var to uint8
		var w Wall
		if j < len(adj) {
			l := adj[j]
			to, w = l.to, l.kind
			if w == Solid && s.holed(int(l.wall)) {
				w = Door
			}
		} else if extra {
			to, w = extraTo, extraW
		} else {
			break
		}
		if w == Solid {
			continue
		}
		cost := 1
		if w == Door {
			cost++
		}
		if any {
			cost++
		}
		if !minMove && left < cost {
			continue // the usual refusal, without building its error
		}
		// The rest of stepFault, with the unit's own tests made above.
		if int(to) >= n && int(to) < n+len(b.darters) && seat == Znon {
			continue // a Holding Box
		}
		if marine && int(ctx.men[to])+men > 7 || znonStack && int(ctx.znon[to])+men > 3 {
			continue
		}
		if leash && !s.within3(leashBox, to) || prisoner && !s.nearQueen(to) {
			continue
		}
		c.add(tab.moveTo(id, to))
	}
	if left < 1 || c.stopped() {
		return
	}
	if left >= 2 && !occupied && s.mayFire(id, inCmd) {
		occ := &ctx.occ
		// The target boxes in sight (12.1), each looked at once, among
		// those the map lets the unit's box see at all.
		var seeable *occupancy
		var fromHolding occupancy
		if int(u.Box) < n {
			seeable = &b.seeable[u.Box]
		} else {
			// From a Holding Box only the box of its Darter's open breach is
			// seen (10.4, sightWith): the other targets are not looked at.
			if d, ok := s.holding(u.Box); ok {
				if dd := s.c.Dart[d]; dd.Flags&(dPlaced|dOpen|dDestroyed|dDeparted) == dPlaced|dOpen && int(dd.Breach) < n {
					fromHolding[dd.Breach/64] |= 1 << (dd.Breach % 64)
				}
			}
			seeable = &fromHolding
		}
		var vis occupancy
		for w, bits := range ctx.targetBoxes[seat] {
			if seeable != nil {
				bits &= seeable[w]
			}
			for ; bits != 0; bits &= bits - 1 {
				tb := uint8(w*64 + mbits.TrailingZeros64(bits))
				if s.sightWith(u.Box, tb, occ) >= 0 {
					vis[w] |= 1 << (tb % 64)
				}
			}
		}
		if vis != (occupancy{}) {
			for w, m := range ctx.targets[seat] {
				for ; m != 0; m &= m - 1 {
					t := w*64 + mbits.TrailingZeros64(m) // in number order
					if !vis.has(s.c.Units[t].Box) {
						continue
					}
					for e := 0; e <= left-2; e++ {
						c.add(tab.fireAt(id, t, e))
					}
				}
			}
		}
		for k, i := range b.armories {
			if !s.blown(i) && (seeable == nil || seeable.has(i)) && s.sightWith(u.Box, i, occ) >= 0 {
				c.add(tab.armory[id*len(b.armories)+k])
			}
		}
		if seat == Znon && ctx.breaches.has(u.Box) {
			if d := s.breachAt(u.Box); d >= 0 && s.c.Dart[d].Flags&dOpen != 0 {
				for e := 0; e <= left-2; e++ {
					if e < maxExtra {
						c.add(tab.darter[(id*len(b.darters)+d)*maxExtra+e])
					} else {
						c.add(FireDarter{id, b.darters[d], e})
					}
				}
			}
		}
	}
	onMap := int(u.Box) < n
	inc := u.Flags&uInc != 0
	if u.Kind() == Engineer {
		if onMap && left >= 2 && !inc && !occupied {
			for _, l := range b.adj[u.Box] {
				if l.kind == Solid && !s.holed(int(l.wall)) {
					c.add(tab.holing[id*n+int(l.to)]) // what checkHoling checks, all known here
				}
			}
		}
		if onMap && s.trapIn(u.Box) >= 0 {
			try(tab.disarm[id])
		}
	}
	if u.Kind().Marine() && !inc {
		if onMap && b.flags[u.Box]&(fPod|fEngine) != 0 && !s.blown(u.Box) {
			try(tab.demolish[id])
		}
		// A hatch only in a placed breach's box (ctx.breaches) or in a
		// Holding Box.
		if left >= 2 && seat == Terran && (ctx.breaches.has(u.Box) || !onMap) {
			for d := range b.darters {
				if x := s.c.Dart[d]; x.Flags&(dPlaced|dDestroyed|dDeparted) == dPlaced && (x.Breach == u.Box || s.holdingBox(d) == u.Box) {
					// What checkHatch checks, all known here (10.0, 9.6).
					c.add(tab.hatch[id*len(b.darters)+d])
				}
			}
		}
	}
	if (u.Kind().Marine() || u.Kind() == Worker) && onMap && left >= 2 && !inc && b.flags[u.Box]&(fGravity|fLifeSupport) != 0 {
		try(tab.gravity[id])
		try(tab.life[id])
	}
}
