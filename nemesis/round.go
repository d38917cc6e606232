package nemesis

import (
	"fmt"
	"math/bits"
)

// Rulebook, "Game Round Structure": Player Phase, Intruder Phase, Event
// Phase, Cleanup Phase; "End of the Game".

// startRound begins the Player Phase with the Starting Player; in the
// Solo/Coop mode a knocked-over Character starting it in a Surgery without
// Intruders or Malfunction is revived (Rulebook, "Revive").
func (k *kernel) startRound() {
	g := k.g
	for i := range g.Players {
		p := &g.P[i]
		room := int(p.Room)
		if p.Status != KnockedOut || g.T.rooms[g.Rooms[room].Tile].Kind != Surgery || g.Rooms[room].Fault || g.intrudersAt(room) {
			continue
		}
		for p.Wounds[0] >= 0 {
			k.discardWound(Seat(i), 0)
		}
		p.Status = Active
		p.Health = g.sectionStart(Seat(i), 1)
		k.note(msgRevived, Seat(i), 0, 0, 0)
	}
	for i := range g.Players {
		g.P[i].Passed = false
	}
	g.Done = 0
	g.Turn = g.Starting
	if !g.canAct(g.Turn) {
		k.nextTurn()
	}
}

// canAct: an Active Character who has not Passed takes Turns (a Character
// in the Lander is skipped).
func (g *game) canAct(s Seat) bool { return g.P[s].Status == Active && !g.P[s].Passed }

// afterAction closes a basic Action: the Turn ends after 2 Actions or when
// the Character can no longer act.
func (k *kernel) afterAction() {
	g := k.g
	if k.closed || g.Pend != NoPending || g.Phase != PhasePlayer {
		return
	}
	k.closed = true
	if k.checkEnd() {
		return
	}
	g.Done++
	if g.P[g.Turn].Status != Active || g.Done >= 2 && !g.mayChoose(g.Turn) {
		k.endTurn()
	}
	// After the second Action a player who may still choose an Objective
	// decides first (Rulebook, "Choosing an Objective": "before or after
	// any of the 2 Actions"): EndTurn, or the choice, ends the Turn.
}

// endTurn: Oxygen Loss and Fire Damage, then the next Turn.
func (k *kernel) endTurn() {
	g := k.g
	s := g.Turn
	if g.P[s].Status == Active {
		room := int(g.P[s].Room)
		life := g.Life[slotSection(room)]
		if !life {
			k.loseOxygen(s)
		}
		if g.Rooms[room].Fire {
			k.loseHealth(s, 1)
		}
		// The Suffocating token is discarded when the Character "end[s]
		// their Turn in a Section with an Active Life Support System":
		// after Fire Damage, the Turn's step 3, so a Suffocating Character
		// ending the Turn in a Room with Fire dies (Rulebook, "Player
		// Phase", "Oxygen"; RULES.md, Readings; issue 20 item 5).
		if life && g.P[s].Status == Active && g.P[s].Suffocating {
			g.P[s].Suffocating = false
		}
	}
	if k.checkEnd() {
		return
	}
	k.nextTurn()
}

// nextTurn passes the Turn clockwise to the next Character who has not
// Passed; when all have Passed, the Intruder Phase begins.
func (k *kernel) nextTurn() {
	g := k.g
	g.Done = 0
	for i := int8(1); i <= g.Players; i++ {
		s := Seat((int8(g.Turn) + i) % g.Players)
		if g.canAct(s) {
			g.Turn = s
			return
		}
	}
	k.intruderPhase()
}

// checkEnd ends the game when no Character is left in the Facility or in
// the Lander, or the Facility is destroyed.
func (k *kernel) checkEnd() bool {
	g := k.g
	if g.Phase == PhaseOver {
		return true
	}
	if g.Destroyed {
		k.endGame("the Facility was destroyed")
		return true
	}
	for i := range g.Players {
		if st := g.P[i].Status; st == Active || st == InLander {
			return false
		}
	}
	k.endGame("no Character is left in the Facility")
	return true
}

// intruderPhase: Intruders Burning, then Intruder Attacks, room by room
// from the top-left, largest first, at the first Character in turn order.
func (k *kernel) intruderPhase() {
	g := k.g
	for i := range g.Intr {
		at := int(g.Intr[i].At)
		if at < 0 || at >= Slots || !g.Rooms[at].Fire {
			continue
		}
		switch modelKind(i) {
		case Queen:
			k.hitQueen(true)
		case Larva:
			k.killIntruder(i)
		default:
			g.Intr[i].Hits++
		}
	}
	nest := nestSlot(g) // the Rooms do not change in this loop
	for _, n := range nodeOrder {
		if int(n) == nest && g.Rooms[n].Fire && g.Eggs > 0 {
			g.Eggs--
			if g.Eggs == 0 {
				g.NestGone = true
			}
		}
	}
	k.intruderAttacks(0)
	if g.suspended() || k.checkEnd() {
		return
	}
	k.eventPhase()
}

// intruderAttacks: room by room, each Intruder (largest first) that has
// not Attacked yet (done) Attacks the first Character in turn order
// there; a reaction window may suspend it (react.go).
func (k *kernel) intruderAttacks(done uint32) {
	g := k.g
	k.proc = procIntruders
	defer func() { k.proc = procNone }()
	for room := range Slots {
		for i := range g.Intr {
			if int(g.Intr[i].At) != room || done&(1<<i) != 0 {
				continue
			}
			if t := g.firstIn(room); t >= 0 {
				done |= 1 << i
				k.done = done
				k.attack(i, t)
				if g.suspended() {
					return
				}
			}
		}
	}
}

func nestSlot(g *game) int {
	for i, r := range g.Rooms {
		if r.Tile >= 0 && g.T.rooms[r.Tile].Kind == Nest {
			return i
		}
	}
	return -1
}

// eventPhase starts with the Lander Launch decision of the Characters in
// the Lander, in turn order.
func (k *kernel) eventPhase() {
	g := k.g
	for _, s := range g.turnOrder().list() {
		if g.P[s].Status == InLander {
			g.Phase, g.Pend, g.PendSeat = PhaseLaunch, NoPending, s
			return
		}
	}
	k.eventCard()
}

func (k *kernel) launch(a Launch) {
	g := k.g
	if a.Launch {
		for i := range g.Players {
			if g.P[i].Status == InLander {
				g.P[i].Status = Escaped
				g.P[i].Fled = true
			}
		}
		g.Lander = 2
		k.note(msgLaunched, a.Seat, 0, 0, 0)
	} else {
		// The next Character in the Lander decides.
		ord := g.turnOrder()
		order := ord.list()
		for i, s := range order {
			if s != a.Seat {
				continue
			}
			for _, t := range order[i+1:] {
				if g.P[t].Status == InLander {
					g.PendSeat = t
					return
				}
			}
		}
	}
	g.Phase = PhasePlayer
	g.PendSeat = -1
	if k.checkEnd() {
		return
	}
	k.eventCard()
}

// eventCard: Intruder movement, the main and the secondary effects, then
// Bag Development and the Cleanup Phase. The card goes on the discard
// pile as it is drawn (nothing else draws from the Event deck before the
// next Event Phase), so that a reaction window in the middle of it leaves
// every card in its place.
func (k *kernel) eventCard() {
	g := k.g
	if g.D.Events.N == 0 {
		k.d().Events, k.d().EventsOut = k.d().EventsOut, pile{}
		k.d().Events.shuffle(k.r)
	}
	c := k.d().Events.pop()
	k.d().EventsOut.push(c)
	ec := g.T.events[c]
	k.tell(msgEvent, int8(ec.Effect), 0, 0)
	// 1. Intruder Movement: the groups that move, from the top-left.
	var left uint64
	for i, n := range nodeOrder {
		if !g.intrudersAt(int(n)) {
			continue
		}
		var moves bool
		switch {
		case n < Slots:
			moves = ec.Move&moveRooms != 0
		case horizontal(int(n) - Slots):
			moves = ec.Move&moveHorizontal != 0
		default:
			moves = ec.Move&moveVertical != 0
		}
		if moves {
			left |= 1 << i
		}
	}
	k.eventFrom(Window{Proc: procEvent, Card: c, Stage: stageMove, Left: left})
}

// eventFrom resolves the Event Phase from where w stands: the groups of
// Intruders still to move, the main effect, the secondary effect, Bag
// Development, then the Cleanup Phase. A reaction window (an Attack, a
// Noise roll) may suspend it; it resumes here (react.go, procEvent).
func (k *kernel) eventFrom(w Window) {
	g := k.g
	ec := g.T.events[w.Card]
	k.proc, k.card, k.done, k.corr, k.moves = procEvent, w.Card, 0, 0, 0
	k.actor, k.roll, k.step = 0, 0, 0
	if w.Stage == stageMove {
		k.stage = stageMove
		for left := w.Left; left != 0; {
			i := bits.TrailingZeros64(left)
			left &^= 1 << i
			k.left, k.roll = left, 0
			// Toward the closest Character now: an Attack may have
			// killed one since the Phase began.
			d := g.distances()
			k.moveGroup(int(nodeOrder[i]), &d, -1, -1)
			if g.suspended() {
				return
			}
		}
		w = Window{Proc: procEvent, Card: w.Card, Stage: stageMain, Left: effectStart(ec.Effect)}
	}
	if w.Stage == stageMain {
		// 2. The main effect.
		k.stage, k.roll = stageMain, 0
		k.eventEffectFrom(ec.Effect, w)
		if g.suspended() {
			return
		}
		k.actor, k.roll, k.step = 0, 0, 0
		// 3. The secondary effect: Noise in the Corridors of the value
		// next to a Character.
		for _, n := range nodeOrder {
			if n < Slots {
				continue
			}
			e := int(n) - Slots
			if !g.corridorValue(e, ec.Noise) || g.Corr[e].Noise {
				continue
			}
			a, b := edgeEnds(e)
			if g.occupied(a) || g.occupied(b) {
				k.placeNoise(e)
			}
		}
		if k.checkEnd() {
			k.unwind()
			return
		}
		k.stage, k.left = stageAfter, 0
		k.bagDevelopment()
		if g.suspended() {
			return
		}
	}
	k.unwind()
	k.cleanup()
}

func (g *game) occupied(room int) bool {
	for i := range g.Players {
		if g.P[i].Status == Active && int(g.P[i].Room) == room {
			return true
		}
	}
	return false
}

// Left of the main effect (Window.Left): what is still to do. Hatching:
// bit i for Larva model i still to hatch, bit 32+s for Character s still
// to resolve the Eclosion Procedure; Noise in the Walls: bit 32+s for
// Character s still to roll; the others: effectPending until done.
const (
	effectSeats   = 32
	effectPending = uint64(1) << 63
)

// effectStart is Left as the main effect e begins.
func effectStart(e eventEffect) uint64 {
	var seats uint64
	for s := range MaxPlayers {
		seats |= 1 << (effectSeats + s)
	}
	switch e {
	case evHatching:
		var larvae uint64
		for i := firstLarva; i < Models; i++ {
			larvae |= 1 << i
		}
		return larvae | seats
	case evNoiseInWalls:
		return seats
	}
	return effectPending
}

// eventEffect resolves the main effect of an Event card from its start.
func (k *kernel) eventEffect(e eventEffect) { k.eventEffectFrom(e, Window{Left: effectStart(e)}) }

// eventEffectFrom resolves the main effect of an Event card from where w
// stands (w.Left; a Noise roll in the Walls suspended at w.Roll, w.Step).
func (k *kernel) eventEffectFrom(e eventEffect, w Window) {
	g := k.g
	ord := g.turnOrder()
	order := ord.list()
	left := w.Left
	// A simple effect runs once: a window in it resumes past it.
	once := left&effectPending != 0
	k.left = left &^ effectPending
	switch e {
	case evFireSpreads:
		var burning [Slots]bool
		for i := range Slots {
			burning[i] = g.Rooms[i].Fire
		}
		for i := range Slots {
			if !burning[i] {
				continue
			}
			best := -1
			es, n := g.roomCorridors(i)
			for _, c := range es[:n] {
				o := otherEnd(int(c), i)
				if !g.placed(o) || g.Rooms[o].Fire || g.Corr[c].Door == DoorClosed {
					continue
				}
				if best < 0 || g.nodeID(o) < g.nodeID(best) {
					best = o
				}
			}
			if best >= 0 {
				k.placeFire(best)
			}
		}
	case evShortCircuit:
		for _, s := range order {
			if g.P[s].Status == Active {
				k.placeFire(int(g.P[s].Room))
				break
			}
		}
	case evHatching:
		for i := firstLarva; i < Models; i++ {
			if left&(1<<i) == 0 {
				continue
			}
			left &^= 1 << i
			k.left = left
			if at := g.Intr[i].At; at >= 0 {
				g.Intr[i] = Intruder{At: -1}
				k.place(Adult, 1, int(at), -1)
				if g.suspended() {
					return
				}
			}
		}
		// Reconstructed (DATA.md): the Larvae on Character boards stir
		// too — each such Character, in turn order, resolves the Eclosion
		// Procedure.
		for _, s := range order {
			if left&(1<<(effectSeats+s)) == 0 {
				continue
			}
			left &^= 1 << (effectSeats + s)
			k.left = left
			if g.P[s].Status == Active && g.P[s].Larva {
				k.eclosion(s)
				if g.suspended() {
					return
				}
			}
		}
	case evNoiseInWalls:
		if w.Roll != 0 {
			// The rest of the roll a window suspended.
			k.actor, k.roll = w.Actor, w.Roll
			k.noiseRest(w.Actor, w.Roll, int(w.Step))
			if g.suspended() {
				return
			}
		}
		for _, s := range order {
			if left&(1<<(effectSeats+s)) == 0 {
				continue
			}
			left &^= 1 << (effectSeats + s)
			k.left, k.actor = left, s
			k.noiseRoll(s)
			if g.suspended() {
				return
			}
		}
	case evLifeSupportA, evLifeSupportB, evLifeSupportC:
		g.Life[e-evLifeSupportA] = false
	case evQueenCall:
		if !once {
			return
		}
		if g.Intr[0].At >= 0 {
			k.activateQueen(-1)
		} else if !g.QueenDead {
			k.addTokens(Queen, 1)
		}
	case evNestStirs:
		if !g.NestGone {
			k.addTokens(Adult, 1)
		}
	case evBreakdown:
		for _, s := range order {
			if g.P[s].Status == Active && g.T.rooms[g.Rooms[g.P[s].Room].Tile].Computer {
				k.placeFaultRoom(int(g.P[s].Room))
			}
		}
		// Reconstructed (DATA.md): a revealed Robot in a Room with a
		// Computer icon breaks down too.
		if g.RobotShown && g.Rooms[g.RobotRoom].Tile >= 0 && g.T.rooms[g.Rooms[g.RobotRoom].Tile].Computer {
			k.placeFaultRobot()
		}
	}
}

// eclosion resolves the Eclosion Procedure during the game (Rulebook,
// "Eclosion Procedure"): draw 4 Action cards; with no Contamination card
// in hand (unscanned) the whole hand is discarded; otherwise the Larva
// hatches, the Character dies and an Adult is placed in their Room, where
// it may Attack another Character.
func (k *kernel) eclosion(s Seat) {
	g := k.g
	p := &g.P[s]
	k.draw(s, 4)
	k.note(msgEclosion, s, 0, 0, 0)
	for _, c := range p.Hand.C[:p.Hand.N] {
		if isContam(c) {
			room := int(p.Room)
			p.Larva = false
			k.die(s, "the Larva hatched")
			k.place(Adult, 1, room, -1)
			return
		}
	}
	for p.Hand.N > 0 {
		p.Disc.push(p.Hand.pop())
	}
	k.note(msgSurvived, s, 0, 0, 0)
}

// bagDevelopment per the Intruder Help sheet ("The Queen is Alive" side;
// DATA.md reconstructs the other side).
func (k *kernel) bagDevelopment() {
	g := k.g
	tok := k.drawToken()
	if tok < 0 {
		return
	}
	kind := g.T.tokKinds[tok]
	if kind != Blank {
		g.Bag &^= 1 << tok
	}
	if g.QueenDead {
		if kind != Blank {
			k.addTokens(Adult, 1)
		}
		return
	}
	switch kind {
	case Queen:
		if g.Intr[0].At >= 0 {
			k.activateQueen(-1)
		} else {
			k.addTokens(Larva, 2)
		}
	case Drone, Adult:
		k.addTokens(Queen, 2)
	case Larva:
		k.addTokens(Drone, 2)
	case Blank:
		k.addTokens(Adult, 2)
	}
	k.tell(msgBag, int8(kind), 0, 0)
}

// cleanup: the Starting Player token passes, hands are refilled, time
// advances (Rulebook, "Cleanup Phase").
func (k *kernel) cleanup() {
	g := k.g
	if k.checkEnd() {
		return
	}
	g.Starting = Seat((int8(g.Starting) + 1) % g.Players)
	// The token skips the Characters who no longer take part: dead,
	// Escaped or Hibernated (Rulebook, "Death", "Escaping"; audit N4).
	for n := 1; n < int(g.Players) && g.P[g.Starting].Status != Active && g.P[g.Starting].Status != InLander && g.P[g.Starting].Status != KnockedOut; n++ {
		g.Starting = Seat((int8(g.Starting) + 1) % g.Players)
	}
	for i := range g.Players {
		s := Seat(i)
		if st := g.P[s].Status; st == Active || st == InLander {
			want := 5
			if g.hasWound(s, woundHead) {
				want = 4
			}
			if n := int(g.P[s].Hand.N); n < want {
				k.draw(s, want-n)
			}
		}
	}
	if g.Round >= LastRound {
		k.endGame("round 14 ended")
		return
	}
	g.Round++
	if g.Autodest == g.Round {
		g.Destroyed = true
		k.tell(msgAutodestroyed, 0, 0, 0)
		k.checkEnd()
		return
	}
	if g.Round == LanderTurn && g.Lander == 0 {
		if !g.AAGone && g.AA[0] {
			g.Lander = 2
			k.tell(msgAADestroyed, 0, 0, 0)
		} else {
			g.Lander = 1
			// The tokens leave the game unseen: the bottom one is never
			// revealed (the view shows removed tokens).
			g.AAGone, g.AA = true, [2]bool{}
			k.tell(msgLanded, 0, 0, 0)
		}
	}
	k.tell(msgRound, g.Round, 0, 0)
	k.startRound()
}

// endGame resolves the End of the Game: deaths in the Facility, the
// Infection and Eclosion Procedures, then the Objectives (outcome.go).
func (k *kernel) endGame(why string) {
	g := k.g
	g.Phase = PhaseOver
	g.Pend, g.PendSeat, g.Done = NoPending, -1, 0
	g.Reason = why
	if g.Autodest > LastRound {
		g.Destroyed = true
	}
	for i := range g.Players {
		s := Seat(i)
		switch g.P[s].Status {
		case KnockedOut:
			g.P[s].Status = Dead
		case Active, InLander:
			k.die(s, "left in the Facility")
		case Hibernated:
			if g.Destroyed {
				k.die(s, "the Facility was destroyed")
			}
		}
	}
	for i := range g.Players {
		s := Seat(i)
		p := &g.P[s]
		if p.Status == Dead {
			continue
		}
		// 1. Infection Procedure, all cards in hand.
		if !p.Larva {
			for p.Deck.N > 0 {
				p.Hand.push(p.Deck.pop())
			}
			for p.Disc.N > 0 {
				p.Hand.push(p.Disc.pop())
			}
			for _, c := range p.Hand.C[:p.Hand.N] {
				if isContam(c) && g.T.infected[c-contamBase] {
					p.Larva = true
				}
			}
		}
		// 2. Eclosion Procedure.
		if p.Larva {
			k.gainContamination(s)
			for p.Hand.N > 0 {
				p.Deck.push(p.Hand.pop())
			}
			for p.Disc.N > 0 {
				p.Deck.push(p.Disc.pop())
			}
			p.Deck.shuffle(k.r)
			k.draw(s, 4)
			for _, c := range p.Hand.C[:p.Hand.N] {
				if isContam(c) {
					// Dead, but what they carried still left the Facility.
					p.Status = Dead
					k.note(msgHatched, s, 0, 0, 0)
					break
				}
			}
		}
	}
	// 3. "If a Character has not chosen an Objective until that point, they
	// simply do so now" (Rulebook, "End of the Game"). Every Objective
	// depends only on the final position, so the choice has a dominant
	// option, taken for the player: a met Objective (the Private one when
	// both are), else the Private one; the other is removed unseen, and the
	// views reveal only the card kept (issue 20 item 2).
	if !g.Coop {
		for i := range g.Players {
			s := Seat(i)
			p := &g.P[s]
			if !g.survived(s) || p.Objectives[0] < 0 || p.Objectives[1] < 0 {
				continue
			}
			keep := 0
			if !g.fulfilled(p.Objectives[0], s) && g.fulfilled(p.Objectives[1], s) {
				keep = 1
			}
			p.Objectives[1-keep] = -1
			k.log(fmt.Sprintf("%v chose an Objective at the End of the Game", s))
		}
	}
	k.log("the game is over: " + why)
}
