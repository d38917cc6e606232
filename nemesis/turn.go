package nemesis

import "slices"

// The Player Phase: the choices of a Turn (Rulebook, "Player Phase",
// "Actions").

// EndTurn ends a Turn after its second Action, the Objective left
// unchosen (Rulebook, "Choosing an Objective": "before or after any of the
// 2 Actions in a Turn"). Not an Action: it is offered only then.
type EndTurn struct{ Seat Seat }

func (a EndTurn) seat() Seat                   { return a.Seat }
func (EndTurn) isAction()                      {}
func (a EndTurn) String() string               { return a.Seat.String() + " end" }
func (a EndTurn) MarshalJSON() ([]byte, error) { return actionTable.Marshal(a) }

// mayChoose: whether seat s may still choose its Objective ("once per
// game, while they still hold 2 Objective cards"; never in the Solo/Coop
// mode, which has none). A view hides the others' cards (Unknown), not
// whether they are held.
func (g *game) mayChoose(s Seat) bool {
	held := func(o int8) bool { return o >= 0 || o == Unknown }
	return !g.Coop && held(g.P[s].Objectives[0]) && held(g.P[s].Objectives[1])
}

// afterSecond: the Turn's 2 Actions are done but its player may still
// choose an Objective (Rulebook, "Choosing an Objective": "after any of
// the 2 Actions"): choose (which ends the Turn), discard things, or end
// the Turn (EndTurn).
func (g *game) afterSecond() bool { return g.Done >= 2 }

// turnActions lists the choices of a Turn; anyCost lists the basic
// Actions whatever their cost (to check a chosen Action while it is paid).
func (g *game) turnActions(s Seat, out []Action, anyCost bool) []Action {
	p := &g.P[s]
	if g.mayChoose(s) {
		out = append(out, objectiveAction(s, 0), objectiveAction(s, 1))
	}
	if g.afterSecond() {
		return append(g.drops(s, out), boxAction(EndTurn{s}))
	}
	nc := p.actionCards()
	if anyCost {
		nc = 2
	}
	var buf [32]int8
	// Play an Action card (cost 0).
	for _, c := range p.Hand.C[:p.Hand.N] {
		if isContam(c) {
			continue
		}
		for _, a := range g.cardArgs(s, c, buf[:0]) {
			out = append(out, playAction(s, c, a))
		}
	}
	room := int(p.Room)
	combat := g.inCombat(s)
	if nc >= 1 {
		es, n := g.roomCorridors(room)
		for _, e := range es[:n] {
			if !g.canMoveThrough(s, int(e)) {
				continue
			}
			out = append(out, moveAction(s, e, false, NoDrag))
			if !combat && nc >= 2 {
				out = append(out, moveAction(s, e, true, NoDrag))
			}
			if g.Coop {
				for i := range g.Players {
					q := &g.P[i]
					if q.Status != KnockedOut || q.Room != p.Room {
						continue
					}
					if nc >= 2 || anyCost {
						out = append(out, moveAction(s, e, false, Seat(i)))
					}
					if !combat && (nc >= 3 || anyCost) {
						out = append(out, moveAction(s, e, true, Seat(i)))
					}
				}
			}
		}
		if g.canSecure(room) {
			out = append(out, boxAction(Secure{s}))
		}
		for h := range 2 {
			if !g.loaded(s, h) {
				continue
			}
			for i, in := range g.Intr {
				if int(in.At) == room {
					out = append(out, boxAction(Shoot{s, int8(h), int8(i)}))
				}
			}
			es, n := g.adjacentOpen(s)
			for _, e := range es[:n] {
				if g.intrudersAt(int(corridorNode(int(e)))) {
					out = append(out, boxAction(Burst{s, int8(h), e}))
				}
			}
		}
		for i, in := range g.Intr {
			if int(in.At) == room {
				out = append(out, boxAction(Melee{s, int8(i)}))
			}
		}
		for _, it := range p.Pack[:p.NPack] {
			for _, a := range g.itemArgs(s, it, buf[:0]) {
				out = append(out, boxAction(UseItem{s, it, a}))
			}
		}
		for i := range gearSlots {
			for _, a := range g.gearArgs(s, i, buf[:0]) {
				out = append(out, boxAction(UseGear{s, int8(i), a}))
			}
		}
		out = g.gearMoves(s, out)
	}
	if nc >= 2 && !combat {
		for _, a := range g.roomOptions(s, buf[:0]) {
			out = append(out, roomAction(s, a))
		}
	}
	if _, n := g.partners(s); n > 0 && nc >= 1 {
		out = append(out, boxAction(Trade{s}))
		out = g.useOns(s, out)
	}
	if c := g.robotCost(s); c > 0 && (nc >= int(c) || anyCost) {
		out = g.robotActions(s, out)
	}
	if !anyCost {
		out = g.drops(s, out)
	}
	return append(out, boxAction(Pass{s}))
}

// turnLegal checks an action of the player whose Turn it is, with the
// same conditions as turnActions but without listing them all.
func (g *game) turnLegal(a Action) bool {
	s := a.seat()
	p := &g.P[s]
	nc := int8(p.actionCards())
	if c := g.costIn(a); c > nc {
		return false
	}
	room := int(p.Room)
	var buf [32]int8
	switch a := a.(type) {
	case ChooseObjective:
		return g.mayChoose(s) && (a.Keep == 0 || a.Keep == 1)
	case Drop:
		var acts [32]Action
		return slices.Contains(g.drops(s, acts[:0]), Action(a))
	case EndTurn:
		return g.afterSecond()
	}
	if g.afterSecond() {
		return false // no third Action, no Pass
	}
	switch a := a.(type) {
	case Pass:
		return true
	case PlayCard:
		if a.Card < 0 || a.Card >= 10 || !p.inHand(a.Card) {
			return false
		}
		return slices.Contains(g.cardArgs(s, a.Card, buf[:0]), a.Arg)
	case Move:
		if a.Corridor < 0 || int(a.Corridor) >= Edges || a.Cautious && g.inCombat(s) {
			return false
		}
		if a.Drag != NoDrag && (!g.Coop || a.Drag < 0 || int8(a.Drag) >= g.Players || g.P[a.Drag].Status != KnockedOut || g.P[a.Drag].Room != p.Room) {
			return false
		}
		es, n := g.roomCorridors(room)
		return slices.Contains(es[:n], a.Corridor) && g.canMoveThrough(s, int(a.Corridor))
	case Secure:
		return g.canSecure(room)
	case Shoot:
		return a.Hand >= 0 && a.Hand < 2 && g.loaded(s, int(a.Hand)) && a.Target >= 0 && a.Target < Models && int(g.Intr[a.Target].At) == room
	case Burst:
		if a.Hand < 0 || a.Hand >= 2 || !g.loaded(s, int(a.Hand)) || a.Corridor < 0 || int(a.Corridor) >= Edges {
			return false
		}
		es, n := g.adjacentOpen(s)
		return slices.Contains(es[:n], a.Corridor) && g.intrudersAt(int(corridorNode(int(a.Corridor))))
	case Melee:
		return a.Target >= 0 && a.Target < Models && int(g.Intr[a.Target].At) == room
	case UseItem:
		if !slices.Contains(p.Pack[:p.NPack], a.Item) {
			return false
		}
		return slices.Contains(g.itemArgs(s, a.Item, buf[:0]), a.Arg)
	case MoveGear:
		var acts [16]Action
		return slices.Contains(g.gearMoves(s, acts[:0]), Action(a))
	case UseGear:
		if a.Slot < 0 || a.Slot >= gearSlots {
			return false
		}
		return slices.Contains(g.gearArgs(s, int(a.Slot), buf[:0]), a.Arg)
	case UseRoom:
		return !g.inCombat(s) && slices.Contains(g.roomOptions(s, buf[:0]), a.Arg)
	case Trade:
		_, n := g.partners(s)
		return n > 0
	case UseOn:
		var acts [64]Action
		return slices.Contains(g.useOns(s, acts[:0]), Action(a))
	case ActivateRobot:
		if c := g.robotCost(s); c == 0 || c > nc {
			return false
		}
		var acts [32]Action
		return slices.Contains(g.robotActions(s, acts[:0]), Action(a))
	}
	return false
}
