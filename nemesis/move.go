package nemesis

// Rulebook, "Map", "Character Movement", "Exploration Sequence", "Noise Roll".

// placed reports whether Room slot has a Room tile (the Undiscovered
// Hibernatorium counts as placed only once discovered).
func (g *game) placed(slot int) bool {
	if slot == HibernatoriumSlot {
		return g.HibFound
	}
	return g.Rooms[slot].Tile >= 0
}

// corridorNode is the node of Corridor slot e.
func corridorNode(e int) int8 { return int8(Slots + e) }

// nodeID is the printed ID used for tie-breaks: a Room's ID or a
// Corridor's ID.
func (g *game) nodeID(n int) int {
	if n < Slots {
		if t := g.Rooms[n].Tile; t >= 0 {
			return int(g.T.rooms[t].ID)
		}
		return 100 + n
	}
	return int(g.T.corridors[g.Corr[n-Slots].Tile].ID)
}

// roomCorridors lists the Corridors connected to a Room slot, by direction.
func (g *game) roomCorridors(slot int) (out [4]int8, n int) {
	if slot >= 0 && slot < Slots {
		// The precomputed geometry (intern.go).
		for _, e := range slotEdges[slot] {
			if e >= 0 && g.Corr[e].Tile >= 0 {
				out[n] = e
				n++
			}
		}
		return
	}
	for d := range 4 {
		nb := neighbour(slot, d)
		if nb < 0 {
			continue
		}
		e := edgeBetween(slot, nb)
		if g.Corr[e].Tile >= 0 {
			out[n] = int8(e)
			n++
		}
	}
	return
}

// neighbours lists the nodes adjacent to node n: a Room's Corridors, a
// Corridor's Rooms (one for an Unexplored Corridor; the Undiscovered
// Hibernatorium is a Room for Intruders).
func (g *game) neighbours(n int) (out [4]int8, c int) {
	if n < Slots {
		es, m := g.roomCorridors(n)
		for i := range m {
			out[i] = corridorNode(int(es[i]))
		}
		return out, m
	}
	a, b := edgeEnds(n - Slots)
	if g.Rooms[a].Tile >= 0 {
		out[c] = int8(a)
		c++
	}
	if g.Rooms[b].Tile >= 0 {
		out[c] = int8(b)
		c++
	}
	return
}

// unexplored reports whether Corridor e leads to an empty Room slot.
func (g *game) unexplored(e int) bool {
	a, b := edgeEnds(e)
	return !g.placed(a) || !g.placed(b)
}

// otherEnd is the Room slot of Corridor e away from slot.
func otherEnd(e, slot int) int {
	a, b := edgeEnds(e)
	if a == slot {
		return b
	}
	return a
}

func (k *kernel) placeCorridor(e int) {
	g := k.g
	t := k.d().CorrDeck.pop()
	if t < 0 {
		return // none left: nothing happens
	}
	g.Corr[e] = Corridor{Tile: t}
	a, b := edgeEnds(e)
	if (a == HibernatoriumSlot && g.Rooms[b].Tile >= 0 || b == HibernatoriumSlot && g.Rooms[a].Tile >= 0) && !g.RobotShown {
		// Rulebook, "Robot": revealed when a Room is first connected to
		// the Hibernatorium.
		g.RobotShown = true
		k.tell(msgRobotRevealed, int8(g.T.robots[g.Robot]), 0, 0)
	}
}

// canMoveThrough: a Character moves through a placed Corridor without a
// Closed Door to a discovered Room, or explores an empty slot while Room
// tiles are left.
func (g *game) canMoveThrough(s Seat, e int) bool {
	c := g.Corr[e]
	if c.Tile < 0 || c.Door == DoorClosed {
		return false
	}
	to := otherEnd(e, int(g.P[s].Room))
	if g.placed(to) || to == HibernatoriumSlot {
		return true
	}
	return g.D.Explore.N+g.D.ExploreOut.N > 0 && g.roomsLeft(to)
}

func (g *game) roomsLeft(slot int) bool {
	return g.D.Stacks[slotSection(slot)].N > 0 || g.D.Stacks[3].N > 0
}

// move resolves the Movement Sequence through Corridor e; drag is 1 + the
// seat of a knocked-over Character moved along (0: none). A reaction
// window may suspend it at an Opportunity Attack (react.go, procMove).
func (k *kernel) move(s Seat, e int, cautious, noise bool, drag int8) {
	g := k.g
	p := &g.P[s]
	from := int(p.Room)
	if g.Phase == PhasePlayer && g.Pend == NoPending && k.proc == procNone {
		k.proc, k.actor, k.corr = procMove, s, int8(e)
		k.moves = drag << 3
		if cautious {
			k.moves |= 1
		}
		if noise {
			k.moves |= 2
		}
	}
	k.opportunityAttacks(s, from, int(corridorNode(e)), 0, 0)
	if k.proc == procMove {
		k.proc, k.corr, k.moves = procNone, 0, 0
	}
	if g.suspended() {
		return
	}
	k.moveOn(s, e, cautious, noise)
	if drag > 0 && p.Status == Active {
		g.P[drag-1].Room = p.Room
	}
}

// moveOn resolves the Movement Sequence after the Opportunity Attacks.
func (k *kernel) moveOn(s Seat, e int, cautious, noise bool) {
	g := k.g
	p := &g.P[s]
	from := int(p.Room)
	if p.Status != Active {
		return
	}
	to := otherEnd(e, from)
	if !g.placed(to) {
		if to == HibernatoriumSlot {
			g.HibFound = true
			k.tell(msgHibFound, 0, 0, 0)
		} else {
			k.explore(s, to, cautious)
			return
		}
	}
	k.enter(s, to, cautious)
	if noise {
		k.tailNoise(s)
	}
}

// enter moves a Character into a Room; Moving Cautiously places a Secure
// token there.
func (k *kernel) enter(s Seat, to int, cautious bool) {
	g := k.g
	g.P[s].Room = int8(to)
	kind := g.T.rooms[g.Rooms[to].Tile].Kind
	k.note(msgMoved, s, int8(to), int8(kind), 0)
	if cautious {
		k.secure(to)
	}
}

// canSecure: not with an Intruder inside, at most 3, not where no Secure
// token may go.
func (g *game) canSecure(slot int) bool {
	r := g.Rooms[slot]
	if r.Tile < 0 || r.Secure >= 3 || g.T.rooms[r.Tile].NoSecure || g.T.rooms[r.Tile].AlwaysSecure {
		return false
	}
	return !g.intrudersAt(slot)
}

func (k *kernel) secure(slot int) {
	if k.g.canSecure(slot) {
		k.g.Rooms[slot].Secure++
	}
}

// opportunityAttacks: each Intruder in the Room and in the Corridor the
// Character moves through attacks, largest first, at most 3 (Rulebook,
// "Movement Sequence").
func (k *kernel) opportunityAttacks(s Seat, room, corridor, n int, done uint32) {
	g := k.g
	for i := range g.Intr {
		if n == 3 || g.P[s].Status != Active {
			return
		}
		at := int(g.Intr[i].At)
		if at >= 0 && (at == room || at == corridor) && done&(1<<i) == 0 {
			n++
			done |= 1 << i
			k.step, k.done = int8(n), done
			k.attack(i, s)
			if g.suspended() {
				return
			}
		}
	}
}

// explore resolves the Exploration Sequence into empty Room slot to.
func (k *kernel) explore(s Seat, to int, cautious bool) {
	ec := k.exploreSlot(s, to)
	// 4. Move (and Secure).
	k.enter(s, to, cautious)
	// 5. Entrance effect.
	if ec.NoiseRoll {
		k.tailNoise(s)
	}
}

// exploreSlot resolves steps 1–3 and 7 of the Exploration Sequence into
// empty Room slot to (s explores, or Activated the Exploration Robot that
// does) and returns the card.
func (k *kernel) exploreSlot(s Seat, to int) exploreCard {
	g := k.g
	if g.D.Explore.N == 0 {
		k.d().Explore, k.d().ExploreOut = k.d().ExploreOut, pile{}
		k.d().Explore.shuffle(k.r)
	}
	card := k.d().Explore.pop()
	ec := g.T.explore[card]
	// 1. Set up the Room: the card's stack, or "?" when it is empty.
	st := slotSection(to)
	if ec.Random || g.D.Stacks[st].N == 0 {
		st = 3
	}
	if g.D.Stacks[st].N == 0 {
		st = slotSection(to)
	}
	// Custom data may run both out while another stack has tiles (there
	// are at least as many tiles as free slots: Data.Validate).
	for i := 0; g.D.Stacks[st].N == 0 && i < len(g.D.Stacks); i++ {
		st = i
	}
	g.Rooms[to] = Room{Tile: k.d().Stacks[st].pop()}
	k.note(msgExplored, s, int8(to), int8(g.T.rooms[g.Rooms[to].Tile].Kind), 0)
	// 2. Set up the Corridors: never out of the Facility, never to a
	// placed Room.
	for d := range 4 {
		if ec.Corridors&(1<<d) == 0 {
			continue
		}
		nb := neighbour(to, d)
		if nb < 0 {
			continue
		}
		e := edgeBetween(to, nb)
		if g.Corr[e].Tile >= 0 || (g.Rooms[nb].Tile >= 0 && nb != HibernatoriumSlot) {
			continue
		}
		k.placeCorridor(e)
	}
	// A Corridor may already connect the new Room to the Hibernatorium.
	if e := edgeBetween(to, HibernatoriumSlot); e >= 0 && g.Corr[e].Tile >= 0 && !g.RobotShown {
		g.RobotShown = true
		k.tell(msgRobotRevealed, int8(g.T.robots[g.Robot]), 0, 0)
	}
	// 3. Markers and tokens.
	for d := range 4 {
		if ec.Noise&(1<<d) == 0 {
			continue
		}
		if nb := neighbour(to, d); nb >= 0 {
			if e := edgeBetween(to, nb); g.Corr[e].Tile >= 0 {
				k.placeNoise(e)
			}
		}
	}
	if ec.Fire {
		k.placeFire(to)
	}
	if ec.Fault {
		k.placeFaultRoom(to)
	}
	// 7. The card is discarded (before the Entrance effect here, which
	// draws no Exploration card: a reaction may suspend its Noise roll).
	k.d().ExploreOut.push(card)
	return ec
}

// noisy reports whether a Noise marker may go on Corridor e: no Intruder
// there and not connected to the Undiscovered Hibernatorium.
func (g *game) noisy(e int) bool {
	a, b := edgeEnds(e)
	if !g.HibFound && (a == HibernatoriumSlot || b == HibernatoriumSlot) {
		return false
	}
	return !g.intrudersAt(int(corridorNode(e)))
}

func (k *kernel) placeNoise(e int) {
	if k.g.noisy(e) {
		k.g.Corr[e].Noise = true
	}
}

// corridorValue reports whether Corridor e answers Noise die number v (both
// values in Deadly mode; a Reinforced Corridor shows 0).
func (g *game) corridorValue(e int, v int8) bool {
	c := g.Corr[e]
	if c.Tile < 0 || c.Reinforced {
		return false
	}
	t := g.T.corridors[c.Tile]
	return t.Noise == v || g.Deadly && t.Deadly == v
}

// noiseRoll resolves a Noise roll in the Character's Room.
func (k *kernel) noiseRoll(s Seat) {
	g := k.g
	if g.P[s].Status != Active {
		return
	}
	face := g.T.noise[k.r.IntN(len(g.T.noise))]
	k.ev = append(k.ev, rolled(s, "noise", face))
	room := int(g.P[s].Room)
	k.roll, k.step = face, 0
	if face == Hazard {
		tok := k.drawToken()
		if tok >= 0 {
			k.resolveToken(tok, room, s, true)
		}
		return
	}
	// Rulebook, "Reactions": a Sprint may answer the roll before it is
	// resolved.
	if noiseProc(k.proc) && k.actor == s && k.open(s, k.window(-1)) {
		return
	}
	k.noiseRest(s, face, 0)
}

// noiseRest resolves a Number result of a Noise roll in the Character's
// Room from its Corridor number from on (a reaction window may have
// suspended it after the previous one).
func (k *kernel) noiseRest(s Seat, face int8, from int) {
	g := k.g
	if face == Hazard {
		return
	}
	room := int(g.P[s].Room)
	es, n := g.roomCorridors(room)
	for i := from; i < n; i++ {
		e := es[i]
		if g.P[s].Status != Active || int(g.P[s].Room) != room {
			return
		}
		if !g.corridorValue(int(e), face) {
			continue
		}
		k.step = int8(i + 1)
		node := int(corridorNode(int(e)))
		if m := g.largestAt(node); m >= 0 && g.Corr[e].Door == DoorClosed {
			// Rulebook, "Intruder Movement": through a Closed Door
			// Intruders Destroy it and do not move (audit N3).
			g.Corr[e].Door = DoorDestroyed
			k.tell(msgDoorDestroyed, int8(e), 0, 0)
		} else if m >= 0 {
			k.moveInto(m, room, s)
		} else if g.Corr[e].Noise {
			k.resolveNoise(int(e), s)
		} else {
			k.placeNoise(int(e))
		}
		if g.suspended() {
			return
		}
	}
}

// resolveNoise removes a Noise marker and resolves an Intruder token there.
func (k *kernel) resolveNoise(e int, by Seat) {
	k.g.Corr[e].Noise = false
	if tok := k.drawToken(); tok >= 0 {
		k.resolveToken(tok, int(corridorNode(e)), by, false)
	}
}
