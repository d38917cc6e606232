package nemesis

// Action cards and Items (Rulebook, "Playing Action Cards", "Items"); the
// Tactical Gear is in gear.go.

// argRobot: the Arg of a Repair card or a Toolkit that discards the
// Malfunction marker on the Robot in the Character's Room.
const argRobot int8 = 3

// inCombat: a Character in a Room with at least 1 Intruder.
func (g *game) inCombat(s Seat) bool { return g.intrudersAt(int(g.P[s].Room)) }

func (g *game) cardKind(s Seat, c int8) CardKind {
	return g.T.chars[g.T.clampChar(g.P[s].Char)].Deck[c]
}

// adjacentOpen lists the Corridors of the Character's Room without a
// Closed Door.
func (g *game) adjacentOpen(s Seat) (out [4]int8, n int) {
	es, m := g.roomCorridors(int(g.P[s].Room))
	for _, e := range es[:m] {
		if g.Corr[e].Door != DoorClosed {
			out[n] = e
			n++
		}
	}
	return
}

// cardArgs lists the Arg values with which card c can be played now (none:
// it cannot; the effect must be fully resolvable).
func (g *game) cardArgs(s Seat, c int8, out []int8) []int8 {
	kind := g.cardKind(s, c)
	if notInCombat[kind] && g.inCombat(s) {
		return out
	}
	p := &g.P[s]
	room := int(p.Room)
	switch kind {
	case Search:
		ic := g.T.rooms[g.Rooms[room].Tile].Icons
		if ic[0]+ic[1]+ic[2] > 0 {
			out = append(out, 0)
		}
	case Repair:
		if g.Rooms[room].Fault {
			out = append(out, 0)
		}
		for h, it := range p.Hands {
			if it.Fault {
				out = append(out, int8(h+1))
			}
		}
		if g.RobotFault && int(g.RobotRoom) == room {
			out = append(out, argRobot)
		}
	case Barricade, DuckAndCover:
		if g.canSecure(room) {
			out = append(out, 0)
		}
	case Command:
		for t := range g.Players {
			if g.canOrder(s, Seat(t)) {
				out = append(out, int8(t))
			}
		}
	case Sprint:
		// A Move through an open Corridor to a discovered Room, with the
		// usual Noise roll (and Opportunity Attacks).
		es, n := g.adjacentOpen(s)
		for _, e := range es[:n] {
			if o := otherEnd(int(e), room); g.placed(o) {
				out = append(out, e)
			}
		}
	case Sneak:
		es, n := g.adjacentOpen(s)
		for _, e := range es[:n] {
			if o := otherEnd(int(e), room); g.placed(o) {
				out = append(out, e)
			}
		}
	case Rest:
		for _, h := range p.Hand.C[:p.Hand.N] {
			if isContam(h) {
				return append(out, 0)
			}
		}
	case CloseDoor:
		es, n := g.roomCorridors(room)
		for _, e := range es[:n] {
			if g.T.corridors[g.Corr[e].Tile].Door && g.Corr[e].Door == DoorOpen {
				out = append(out, e)
			}
		}
	case Extinguish:
		if g.Rooms[room].Fire {
			out = append(out, 0)
		}
	case FirstAid:
		// Arg as for a Medpack: 0 restores all it can, n < 2 exactly n
		// ("a player may always choose to restore fewer").
		out = g.healArgs(s, 2, out)
	case JuryRig:
		out = g.reinforceArgs(s, out)
	}
	return out
}

// reinforceArgs lists the Corridors of the Character's Room that can be
// Reinforced: placed, empty, not yet Reinforced, not leading to the
// Hibernatorium (Rulebook, "Reinforced Corridor").
func (g *game) reinforceArgs(s Seat, out []int8) []int8 {
	es, n := g.roomCorridors(int(g.P[s].Room))
	for _, e := range es[:n] {
		a, b := edgeEnds(int(e))
		if !g.Corr[e].Reinforced && a != HibernatoriumSlot && b != HibernatoriumSlot && !g.intrudersAt(int(corridorNode(int(e)))) {
			out = append(out, e)
		}
	}
	return out
}

func (k *kernel) playCard(a PlayCard) {
	g := k.g
	s := a.Seat
	p := &g.P[s]
	kind := g.cardKind(s, a.Card)
	p.removeFromHand(a.Card)
	p.Disc.push(a.Card)
	k.note(msgPlayed, s, int8(kind), 0, 0)
	room := int(p.Room)
	switch kind {
	case Search:
		k.search(s, g.T.rooms[g.Rooms[room].Tile].Icons)
	case Repair:
		switch a.Arg {
		case 0:
			g.Rooms[room].Fault = false
		case argRobot:
			g.RobotFault = false
		default:
			p.Hands[a.Arg-1].Fault = false
		}
	case Barricade, DuckAndCover:
		k.secure(room)
	case Sprint:
		k.move(s, int(a.Arg), false, true, 0)
	case Command:
		g.Pend, g.PendSeat, g.PendArg = PendOrder, s, a.Arg
	case Sneak:
		k.move(s, int(a.Arg), false, false, 0)
	case Rest:
		var cs [48]int8
		n := 0
		for _, h := range p.Hand.C[:p.Hand.N] {
			if isContam(h) {
				cs[n] = h
				n++
			}
		}
		for _, c := range cs[:n] {
			k.infection(s, c)
		}
	case CloseDoor:
		g.Corr[a.Arg].Door = DoorClosed
	case Extinguish:
		g.Rooms[room].Fire = false
	case FirstAid:
		k.heal(s, healAmount(2, a.Arg))
	case JuryRig:
		g.Corr[a.Arg].Reinforced = true
		g.Corr[a.Arg].Noise = false
	}
}

// itemArgs lists the Arg values with which Backpack Item c can be Used.
func (g *game) itemArgs(s Seat, c int8, out []int8) []int8 {
	p := &g.P[s]
	room := int(p.Room)
	switch g.T.kindOf(c) {
	case GrenadePack:
		// An empty supply gives nothing; the Item is still Used (Rulebook,
		// Golden Rules, "Component Limits"; issue 20 item 3).
		if _, _, ok := g.freeSlot(s, Grenade); ok {
			out = append(out, 0)
		}
	case AmmoBox:
		if _, _, ok := g.freeSlot(s, AmmoFull); ok {
			out = append(out, 0)
		}
	case Medkit:
		out = g.healArgs(s, int(g.T.item(c).Amount), out)
	case Bandage:
		for i, w := range p.Wounds {
			if w >= 0 {
				out = append(out, int8(i))
			}
		}
	case Antidote:
		for _, h := range p.Hand.C[:p.Hand.N] {
			if isContam(h) {
				return append(out, 0)
			}
		}
	case Stimulant:
		if p.Deck.N+p.Disc.N > 0 {
			out = append(out, 0)
		}
	case OxygenCan:
		if p.Oxygen < 7 || p.Suffocating {
			out = append(out, 0)
		}
	case Toolkit:
		if g.Rooms[room].Fault {
			out = append(out, 0)
		}
		for h, it := range p.Hands {
			if it.Fault {
				out = append(out, int8(h+1))
			}
		}
		if g.RobotFault && int(g.RobotRoom) == room {
			out = append(out, argRobot)
		}
	case Extinguisher:
		if g.Rooms[room].Fire {
			out = append(out, 0)
		}
	case Welder:
		// Reinforce an empty Corridor (never one to the Hibernatorium).
		out = g.reinforceArgs(s, out)
	}
	return out
}

func (k *kernel) useItem(a UseItem) {
	g := k.g
	s := a.Seat
	p := &g.P[s]
	for i := range p.NPack {
		if p.Pack[i] == a.Item {
			copy(p.Pack[i:], p.Pack[i+1:p.NPack])
			p.NPack--
			p.Pack[p.NPack] = 0
			break
		}
	}
	k.discardItem(a.Item)
	k.note(msgUsed, s, int8(g.T.kindOf(a.Item)), 0, 0)
	k.itemEffect(s, a.Item, a.Arg)
}

// itemEffect resolves Backpack Item it's effect for Character s.
func (k *kernel) itemEffect(s Seat, it, arg int8) {
	g := k.g
	p := &g.P[s]
	a := UseItem{s, it, arg}
	room := int(p.Room)
	switch g.T.kindOf(a.Item) {
	case GrenadePack:
		for range g.T.item(a.Item).Amount {
			k.gainToken(s, Grenade, &g.Supply[Grenade])
		}
	case AmmoBox:
		for range g.T.item(a.Item).Amount {
			k.gainToken(s, AmmoFull, &g.Supply[AmmoFull])
		}
	case Medkit:
		k.heal(s, healAmount(int(g.T.item(a.Item).Amount), a.Arg))
	case Bandage:
		k.discardWound(s, int(a.Arg))
	case Antidote:
		for _, h := range p.Hand.C[:p.Hand.N] {
			if isContam(h) {
				p.removeFromHand(h)
				k.d().ContamOut.push(h - contamBase)
				break
			}
		}
	case Stimulant:
		k.draw(s, int(g.T.item(a.Item).Amount))
	case OxygenCan:
		k.gainOxygen(s, g.T.item(a.Item).Amount)
	case Toolkit:
		switch a.Arg {
		case 0:
			g.Rooms[room].Fault = false
		case argRobot:
			g.RobotFault = false
		default:
			p.Hands[a.Arg-1].Fault = false
		}
	case Extinguisher:
		g.Rooms[room].Fire = false
	case Welder:
		g.Corr[a.Arg].Reinforced = true
		g.Corr[a.Arg].Noise = false
	}
}

// Repel is the Character's choice of the Corridor the Queen is Repelled
// to from the Room of the Hit's source — the Character's Room, or the
// Combat Robot's it Activated (Rulebook, "Repelling": "if Repelled from
// the same Room, the Character chooses which Corridor they move to").
type Repel struct {
	Seat     Seat
	Corridor int8
}

func (a Repel) seat() Seat                   { return a.Seat }
func (Repel) isAction()                      {}
func (a Repel) String() string               { return a.Seat.String() + " repel " + CorridorName(int(a.Corridor)) }
func (a Repel) MarshalJSON() ([]byte, error) { return actionTable.Marshal(a) }
