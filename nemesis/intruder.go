package nemesis

import (
	"math/bits"
)

// Rulebook, "Intruders", "Intruder Bag", "Intruder Movement", "Intruder
// Attacks", "The Queen".

// weight counts toward the Corridor limit of 6: the Queen counts 4.
func weight(k Kind) int {
	if k == Queen {
		return 4
	}
	return 1
}

func (g *game) intrudersAt(node int) bool {
	for _, in := range g.Intr {
		if int(in.At) == node {
			return true
		}
	}
	return false
}

// largestAt is the largest Intruder at a node (lowest model index), or -1.
func (g *game) largestAt(node int) int {
	for i, in := range g.Intr {
		if int(in.At) == node {
			return i
		}
	}
	return -1
}

func (g *game) load(node int) int {
	n := 0
	for i, in := range g.Intr {
		if int(in.At) == node {
			n += weight(modelKind(i))
		}
	}
	return n
}

// charactersIn lists the Active Characters in a Room, in turn order.
func (g *game) charactersIn(room int) []Seat {
	var out []Seat
	for _, s := range g.turnOrder().list() {
		if g.P[s].Status == Active && int(g.P[s].Room) == room {
			out = append(out, s)
		}
	}
	return out
}

func (g *game) firstIn(room int) Seat {
	for _, s := range g.turnOrder().list() {
		if g.P[s].Status == Active && int(g.P[s].Room) == room {
			return s
		}
	}
	return -1
}

// addTokens adds n random tokens of a kind from its pile to the bag; if
// the pile runs out, nothing more happens.
func (k *kernel) addTokens(kind Kind, n int) {
	g := k.g
	for range n {
		var free [maxTokens]int
		m := 0
		for t, tk := range g.T.tokKinds {
			if tk == kind && g.Bag&(1<<t) == 0 {
				free[m] = t
				m++
			}
		}
		if m == 0 {
			return
		}
		g.Bag |= 1 << free[k.r.IntN(m)]
	}
}

// drawToken draws a random token from the bag (-1 if it is empty). The
// token stays in the bag until resolveToken removes it.
func (k *kernel) drawToken() int {
	n := bits.OnesCount64(k.g.Bag)
	if n == 0 {
		return -1
	}
	i := k.r.IntN(n)
	b := k.g.Bag
	for range i {
		b &= b - 1
	}
	return bits.TrailingZeros64(b)
}

// resolveToken resolves a drawn token at node per the Intruder Help sheet:
// from a Noise marker (a Corridor: the token's back tells how many) or a
// Hazard (a Room: one Intruder). The token goes back to its pile, except
// the Blank, which returns to the bag.
func (k *kernel) resolveToken(tok, node int, by Seat, hazard bool) {
	g := k.g
	kind := g.T.tokKinds[tok]
	if kind != Blank {
		g.Bag &^= 1 << tok
	}
	n := int(g.T.tokBacks[tok])
	if hazard {
		n = 1
	}
	switch kind {
	case Blank:
		k.tell(msgBlank, 0, 0, 0)
	case Queen:
		switch {
		case g.QueenDead:
			// "The Queen is dead" side: an Adult instead.
			k.place(Adult, 1, node, by)
		case g.Intr[0].At >= 0:
			k.activateQueen(by)
		default:
			k.place(Queen, 1, node, by)
		}
	default:
		k.place(kind, n, node, by)
	}
}

// place puts n Intruders of a kind at node, as many as models and the
// Corridor limit allow (a larger Intruder removes smaller ones from a full
// Corridor). In a Room with a Character each one Attacks on arrival.
func (k *kernel) place(kind Kind, n int, node int, by Seat) {
	g := k.g
	if kind == Queen && g.QueenDead {
		return
	}
	for range n {
		m := -1
		for i := range g.Intr {
			if modelKind(i) == kind && g.Intr[i].At < 0 {
				m = i
				break
			}
		}
		if m < 0 {
			return // no model left: nothing happens
		}
		if node >= Slots {
			for g.load(node)+weight(kind) > 6 {
				// Remove the smallest Intruder there if smaller.
				small := -1
				for i := Models - 1; i >= 0; i-- {
					if int(g.Intr[i].At) == node {
						small = i
						break
					}
				}
				if small < 0 || modelKind(small) <= kind {
					return
				}
				g.Intr[small] = Intruder{At: -1}
			}
			g.Corr[node-Slots].Noise = false
		}
		g.Intr[m] = Intruder{At: int8(node)}
		k.tell(msgAppeared, int8(kind), int8(m), int8(node))
		if node < Slots {
			k.arrived(m, node, by)
		}
	}
}

func nodeName(n int) string {
	if n < Slots {
		return SlotName(n)
	}
	return CorridorName(n - Slots)
}

// arrived: an Intruder entering a Room with a Character Attacks, unless a
// Secure token is discarded instead; a Character in the Lander leaves it.
func (k *kernel) arrived(m, room int, by Seat) {
	g := k.g
	if room == LandingSlot {
		for i := range g.Players {
			if g.P[i].Status == InLander {
				g.P[i].Status = Active
				k.note(msgLeftLander, Seat(i), 0, 0, 0)
			}
		}
	}
	target := by
	if target < 0 || g.P[target].Status != Active || int(g.P[target].Room) != room {
		target = g.firstIn(room)
	}
	if target < 0 {
		return
	}
	r := &g.Rooms[room]
	if g.T.rooms[r.Tile].AlwaysSecure {
		k.tell(msgShelter, 0, 0, 0)
		return
	}
	if r.Secure > 0 {
		r.Secure--
		k.tell(msgSecureStops, int8(room), 0, 0)
		return
	}
	k.attack(m, target)
}

// moveInto moves Intruder m from a Corridor into a Room (Hit markers stay
// only in Rooms).
func (k *kernel) moveInto(m, room int, by Seat) {
	k.g.Intr[m] = Intruder{At: int8(room), Hits: k.g.Intr[m].Hits}
	k.tell(msgEntered, int8(modelKind(m)), int8(m), int8(room))
	k.arrived(m, room, by)
}

// resolveAttack resolves an Intruder Attack on Character s.
func (k *kernel) resolveAttack(m int, s Seat) {
	g := k.g
	if g.P[s].Status != Active {
		return
	}
	kind := modelKind(m)
	if kind == Larva {
		// Rulebook, "Larva Attacks".
		k.note(msgLarvaAttacked, s, int8(m), 0, 0) // named like other Attacks (audit D9)
		k.gainContamination(s)
		if !g.P[s].Larva {
			g.P[s].Larva = true
			k.note(msgLarvaAttached, s, 0, 0, 0)
		}
		g.Intr[m] = Intruder{At: -1}
		return
	}
	if g.D.Attacks.N == 0 {
		k.d().Attacks, k.d().AttacksOut = k.d().AttacksOut, pile{}
		k.d().Attacks.shuffle(k.r)
	}
	c := k.d().Attacks.pop()
	if c < 0 {
		return
	}
	k.d().AttacksOut.push(c)
	eff := g.T.attacks[c]
	k.note(msgAttacked, s, int8(kind), int8(m), int8(eff))
	q := kind == Queen
	switch eff {
	case atkClaws:
		k.loseHealth(s, pick(q, 3, 2))
	case atkBite:
		sec := g.sectionOf(s, g.P[s].Health)
		if sec == 2 || q && sec >= 1 {
			k.die(s, "bitten")
			return
		}
		k.wound(m, s, woundBite)
	case atkScratch:
		k.loseHealth(s, pick(q, 2, 1))
		k.gainContamination(s)
	case atkTail:
		k.wound(m, s, pickW(q, woundTailQueen, woundTail))
	case atkInfecting:
		if q {
			k.gainContamination(s)
			g.P[s].Larva = true
		} else {
			k.loseHealth(s, 2)
		}
	}
}

// distances is the number of steps from every node to the closest Active
// Character (Doors disregarded); -1 where no Character can be reached.
func (g *game) distances() [Nodes]int8 {
	var d [Nodes]int8
	for i := range d {
		d[i] = -1
	}
	var q [Nodes]int8
	h, t := 0, 0
	for i := range g.Players {
		if g.P[i].Status == Active && d[g.P[i].Room] < 0 {
			d[g.P[i].Room] = 0
			q[t] = g.P[i].Room
			t++
		}
	}
	for h < t {
		n := int(q[h])
		h++
		nb, c := g.neighbours(n)
		for _, x := range nb[:c] {
			if d[x] < 0 {
				d[x] = d[n] + 1
				q[t] = x
				t++
			}
		}
	}
	return d
}

// distanceFrom is the number of steps from every node to Room room (Doors
// disregarded, as in distances); -1 where it cannot be reached.
func (g *game) distanceFrom(room int) [Nodes]int8 {
	var d, q [Nodes]int8
	for i := range d {
		d[i] = -1
	}
	d[room], q[0] = 0, int8(room)
	for h, t := 0, 1; h < t; h++ {
		n := int(q[h])
		nb, c := g.neighbours(n)
		for _, x := range nb[:c] {
			if d[x] < 0 {
				d[x] = d[n] + 1
				q[t] = x
				t++
			}
		}
	}
	return d
}

// steps lists the neighbours of node n one step closer to a Character,
// by ascending ID (Rulebook, "Rare Movement Exceptions and Tiebreaks").
func (g *game) steps(n int, d *[Nodes]int8) (out [4]int8, c int) {
	if d[n] <= 0 {
		return
	}
	nb, m := g.neighbours(n)
	for _, x := range nb[:m] {
		if d[x] == d[n]-1 {
			out[c] = x
			c++
		}
	}
	for i := 1; i < c; i++ {
		for j := i; j > 0 && g.nodeID(int(out[j])) < g.nodeID(int(out[j-1])); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return
}

// doorBetween is the Corridor slot whose Door lies between two adjacent
// nodes, or -1.
func doorBetween(a, b int) int {
	if a >= Slots {
		return a - Slots
	}
	return b - Slots
}

// moveGroup moves the Intruders at node one step toward the closest
// Character (Rulebook, "Intruder Movement"); only, if not -1, is the one
// model that moves; by is the Character Activating the movement (-1: none),
// preferred among Characters at the same distance ("Intruders Targeting"
// (2)).
func (k *kernel) moveGroup(node int, d *[Nodes]int8, only int, by Seat) {
	g := k.g
	if node < Slots && len(g.charactersIn(node)) > 0 {
		return // Intruders stay in Combat
	}
	st, c := g.steps(node, d)
	if c == 0 {
		return
	}
	if c > 1 {
		// Routes toward several Characters at the same distance: the
		// target is the Character Activating the movement, if any, else
		// the first in Turn order, then the lowest-ID route to that
		// Character (Rulebook, "Intruders Targeting" (2), (3); audit N7).
		order := g.turnOrder()
		for i := -1; i < int(order.n); i++ {
			s := by
			if i >= 0 {
				s = order.s[i]
			}
			if s < 0 || g.P[s].Status != Active {
				continue
			}
			dt := g.distanceFrom(int(g.P[s].Room))
			if dt[node] != d[node] {
				continue
			}
			n := 0
			for _, x := range st[:c] {
				if dt[x] == dt[node]-1 {
					st[n] = x
					n++
				}
			}
			c = n
			break
		}
	}
	var movers []int
	for i, in := range g.Intr {
		if int(in.At) == node && (only < 0 || only == i) {
			movers = append(movers, i)
		}
	}
	if len(movers) == 0 {
		return
	}
	to := int(st[0])
	if node < Slots {
		// Into a Corridor: pick the first route with room for the largest.
		for _, x := range st[:c] {
			if g.load(int(x))+weight(modelKind(movers[0])) <= 6 {
				to = int(x)
				break
			}
		}
	}
	e := doorBetween(node, to)
	if g.Corr[e].Door == DoorClosed {
		g.Corr[e].Door = DoorDestroyed
		k.tell(msgDoorDestroyed, int8(e), 0, 0)
		return
	}
	if to < Slots {
		if len(g.charactersIn(to)) > 0 {
			// Only the largest Intruder enters a Room with a Character.
			k.moveInto(movers[0], to, -1)
			return
		}
		for _, m := range movers {
			g.Intr[m].At = int8(to)
		}
		return
	}
	for _, m := range movers {
		// A larger Intruder swaps places with smaller ones in a full
		// Corridor (Rulebook, "Intruder Limits"): they go where it came
		// from, without Attacks.
		for g.load(to)+weight(modelKind(m)) > 6 {
			small := -1
			for i := Models - 1; i >= 0; i-- {
				if int(g.Intr[i].At) == to {
					small = i
					break
				}
			}
			if small < 0 || modelKind(small) <= modelKind(m) {
				break
			}
			g.Intr[small] = Intruder{At: int8(node)}
		}
		if g.load(to)+weight(modelKind(m)) > 6 {
			continue
		}
		g.Intr[m] = Intruder{At: int8(to)}
		g.Corr[e].Noise = false
	}
}

// activateQueen: she Attacks a Character in her Room, or moves once
// toward the closest Character (Rulebook, "Queen Activation").
func (k *kernel) activateQueen(by Seat) {
	g := k.g
	at := int(g.Intr[0].At)
	if at < 0 {
		return
	}
	k.tell(msgQueenActivates, 0, 0, 0)
	if at < Slots {
		if t := by; t >= 0 && g.P[t].Status == Active && int(g.P[t].Room) == at {
			k.attack(0, t)
			return
		}
		if t := g.firstIn(at); t >= 0 {
			k.attack(0, t)
			return
		}
	}
	d := g.distances()
	k.moveGroup(at, &d, 0, by)
}

// nodeOrder lists the nodes from the top-left of the Facility, row by row.
var nodeOrder = func() (o [Nodes]int8) {
	type pt struct{ n, key int }
	var ps []pt
	for s := range Slots {
		ps = append(ps, pt{s, (s/W*2)*100 + (s%W)*2})
	}
	for e := range Edges {
		a, b := edgeEnds(e)
		ps = append(ps, pt{Slots + e, (a/W+b/W)*100 + (a%W + b%W)})
	}
	for i := 1; i < len(ps); i++ {
		for j := i; j > 0 && ps[j].key < ps[j-1].key; j-- {
			ps[j], ps[j-1] = ps[j-1], ps[j]
		}
	}
	for i, p := range ps {
		o[i] = int8(p.n)
	}
	return
}()

// killIntruder returns a model to the pool.
func (k *kernel) killIntruder(m int) {
	k.tell(msgIntruderDied, int8(modelKind(m)), int8(m), 0)
	k.g.Intr[m] = Intruder{At: -1}
}

// hitQueen advances the Queen's Hits track; on its last space a Queen
// Health card is resolved (Rulebook, "The Queen"). It returns false when
// further Hits of the action are ignored.
func (k *kernel) hitQueen(burning bool) bool {
	g := k.g
	if g.Intr[0].At < 0 {
		return false
	}
	if burning && g.QueenHits+1 >= QueenTrack && g.D.QueenDeck.N <= 1+2 {
		// A Hit from Fire never kills (Rulebook, "Intruders Burning"):
		// withheld only when the card drawn could kill her, a card and up
		// to 2 more discarded (audit N8; public: the deck's size).
		return false
	}
	g.QueenHits++
	if g.QueenHits < QueenTrack {
		return true
	}
	g.QueenHits = 0
	c := k.d().QueenDeck.pop()
	if c >= 0 {
		qc := g.T.queen[c]
		for range qc.Discard {
			k.d().QueenDeck.pop()
		}
		k.tell(msgQueenCard, int8(qc.Discard), 0, 0)
		if qc.Repel && g.D.QueenDeck.N > 0 {
			if s := Seat(k.repelBy - 1); k.repelBy > 0 && g.Pend == NoPending && k.repelAt-1 == g.Intr[0].At {
				if _, n := g.repelOptions(0); n > 1 {
					// Repelled from the Room of the source of the Hit: the
					// Character whose Action it is chooses the Corridor
					// (Rulebook, "Repelling").
					g.Pend, g.PendSeat = PendRepel, s
					k.note(msgRepelChoice, s, 0, 0, 0)
					return false
				}
			}
			k.repel(0)
		}
	}
	if g.D.QueenDeck.N == 0 {
		g.QueenDead = true
		g.Intr[0] = Intruder{At: -1}
		k.tell(msgQueenDead, 0, 0, 0)
	}
	return false
}

// repelFrom records that seat s's Action deals the next Hits, from node at
// (the source of a Repel: Rulebook, "Repelling").
func (k *kernel) repelFrom(s Seat, at int) {
	k.repelBy, k.repelAt = int8(s)+1, int8(at)+1
}

// repel moves an Intruder where no Character chooses: out of a Corridor
// away from the source of the Repel (its other Room), or out of a Room
// with one option or none to choose from, or Repelled by no Character's
// Action (Fire's Hit: "Intruders Burning") — then to the adjacent
// Corridor with the lowest ID, the rulebook's rule for an Intruder "farther
// away from the source" and the Nightmare policy's tie-break (RULES.md).
func (k *kernel) repel(m int) {
	g := k.g
	nb, c := g.repelOptions(m)
	best := -1
	for _, x := range nb[:c] {
		if k.repelBy > 0 && g.Intr[m].At >= Slots && x == k.repelAt-1 {
			// From a Corridor the Intruder moves away from the
			// Character who Repels it, or stays (Rulebook, "Repelling").
			continue
		}
		if best < 0 || g.nodeID(int(x)) < g.nodeID(best) {
			best = int(x)
		}
	}
	if best < 0 {
		return
	}
	k.repelTo(m, best)
}

// repelOptions lists the nodes Intruder m may be Repelled to: from a Room,
// the Corridors with room for it; from a Corridor, its Rooms that are
// explored (out of an Unexplored Corridor it stays: Rulebook, "Repelling").
func (g *game) repelOptions(m int) (out [4]int8, n int) {
	at := int(g.Intr[m].At)
	if at < 0 || at >= Nodes {
		return
	}
	nb, c := g.neighbours(at)
	for _, x := range nb[:c] {
		if at < Slots && g.load(int(x))+weight(modelKind(m)) > 6 {
			continue
		}
		if at >= Slots && int(x) < Slots && g.Rooms[x].Tile < 0 {
			continue
		}
		if n < len(out) {
			out[n] = int8(x)
			n++
		}
	}
	return
}

// repelTo moves Intruder m to the neighbouring node best: through a
// Closed Door it Destroys the Door instead.
func (k *kernel) repelTo(m, best int) {
	g := k.g
	at := int(g.Intr[m].At)
	e := doorBetween(at, best)
	if g.Corr[e].Door == DoorClosed {
		g.Corr[e].Door = DoorDestroyed
		k.tell(msgDoorDestroyed, int8(e), 0, 0) // audit D11
		return
	}
	k.tell(msgRepelled, int8(modelKind(m)), int8(m), int8(best)) // audit D11
	if best < Slots {
		k.moveInto(m, best, -1)
		return
	}
	g.Intr[m] = Intruder{At: int8(best)}
	g.Corr[e].Noise = false
}

func pick(c bool, a, b int) int {
	if c {
		return a
	}
	return b
}
