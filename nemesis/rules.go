package nemesis

import (
	"fmt"
	"slices"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// ToMove names the seat that must decide now (none when the game is over).
func (s State) ToMove() []Seat {
	if s.g == nil {
		return nil
	}
	if p := s.g.mover(); p >= 0 {
		return []Seat{p}
	}
	return nil
}

func (g *game) mover() Seat {
	switch {
	case g.Phase == PhaseOver:
		return -1
	case g.Phase != PhasePlayer || g.Pend != NoPending:
		return g.PendSeat
	}
	return g.Turn
}

// Over reports whether the game has ended.
func (s State) Over() bool { return s.g == nil || s.g.Phase == PhaseOver }

// Actions lists every legal action now, in a stable order. On a view it
// lists the viewer's actions when the viewer is to move (the same list as
// on the full state).
func (s State) Actions() []Action {
	if s.g == nil {
		return nil
	}
	g := s.g
	m := g.mover()
	if m < 0 || g.Viewer >= 0 && g.Viewer != m {
		return nil
	}
	// Built on the stack, then copied once into a right-sized slice.
	var buf [40]Action
	as := g.actions(m, buf[:0])
	return append(make([]Action, 0, len(as)), as...)
}

// AppendActions appends the legal actions now, Actions's list in its
// order, to dst and returns the extended slice. It allocates nothing when
// dst has room for them, so that a playout that reuses one buffer
// allocates only the states (issue 10); the actions are the shared boxed
// values that Actions lists.
func (s State) AppendActions(dst []Action) []Action {
	if s.g == nil {
		return dst
	}
	g := s.g
	m := g.mover()
	if m < 0 || g.Viewer >= 0 && g.Viewer != m {
		return dst
	}
	if cap(dst)-len(dst) < 40 {
		var buf [40]Action
		return append(dst, g.actions(m, buf[:0])...)
	}
	// Listed in place after dst's elements (g.actions reads only what it
	// appends), then appended onto themselves: a copy of nothing.
	return append(dst, g.actions(m, dst[len(dst):])...)
}

func (g *game) actions(s Seat, out []Action) []Action {
	p := &g.P[s]
	switch g.Phase {
	case PhaseDraft:
		for _, c := range p.Draft {
			if c >= 0 {
				out = append(out, boxAction(DraftCharacter{s, c}))
			}
		}
		return out
	case PhaseSupport:
		for _, c := range g.D.Offer.C[:g.D.Offer.N] {
			if g.canGainItem(s, c) {
				out = append(out, boxAction(TakeSupport{s, c, NoDrop}))
				continue
			}
			// Rulebook, "Heavy Items" and "Armor Items": the player may
			// first discard a held one to make room, and chooses which.
			kd := g.T.item(c)
			switch {
			case kd.Heavy:
				for h, it := range p.Hands {
					if it.Item != NoItem && it.Item != Egg {
						out = append(out, boxAction(TakeSupport{s, c, int8(h)}))
					}
				}
			case kd.Armor && !g.heavilyInjured(s):
				out = append(out, boxAction(TakeSupport{s, c, DropArmor}))
			}
		}
		if len(out) == 0 {
			// Nothing can be placed: the first card is taken and
			// discarded.
			out = append(out, boxAction(TakeSupport{s, g.D.Offer.C[0], NoDrop}))
		}
		return out
	case PhaseGear:
		for _, t := range []Token{AmmoFull, Grenade, Oxygen, Medpack} {
			if g.Supply[t] > 0 {
				out = append(out, boxAction(TakeGear{s, t}))
			}
		}
		return out
	case PhaseLaunch:
		return append(out, boxAction(Launch{s, false}), boxAction(Launch{s, true}))
	}
	if g.Pend == NoPending {
		// The Player Phase: a Turn.
		return g.turnActions(s, out, false)
	}
	out = g.pendingActions(s, out)
	if int(g.Pend) < len(dropsDuring) && dropsDuring[g.Pend] {
		out = g.drops(s, out)
	}
	return out
}

// dropsDuring: the pending decisions during which their seat may also
// discard Items and tokens (Rulebook, "Discarding Items and Tactical Gear
// Tokens": "at any point"). Not while paying for an Action, allocating
// Hits, choosing a Weapon to Prevent a retaliation, agreeing to a
// transfer or to an Interplay, or making the Heavy Armor's choice: what
// is being resolved there names the seat's Items and tokens.
var dropsDuring = [...]bool{
	PendKeep: true, PendDiscard: true, PendSwap: true, PendTrade: true,
	PendGear: true, PendRepel: true, PendReact: true, PendOrder: true,
	PendHits: false, PendPay: false, PendMelee: false, PendConsent: false, PendAllow: false, PendArmor: false,
}

// pendingActions lists the options of the pending decision of seat s.
func (g *game) pendingActions(s Seat, out []Action) []Action {
	p := &g.P[s]
	switch g.Pend {
	case PendKeep:
		for _, c := range g.PendItems[:g.PendN] {
			if g.canGainItem(s, c) {
				out = append(out, boxAction(Keep{s, c, NoDrop}))
				continue
			}
			// Rulebook, "Heavy Items" and "Armor Items": discard a held
			// one first to make room.
			kd := g.T.item(c)
			switch {
			case kd.Heavy:
				for h := range int8(2) {
					out = append(out, boxAction(Keep{s, c, h}))
				}
			case kd.Armor && !g.heavilyInjured(s):
				out = append(out, boxAction(Keep{s, c, DropArmor}))
			}
		}
		return append(out, boxAction(Keep{s, NoCard, NoDrop}))
	case PendHits:
		ts, n := g.hitTargets()
		for _, t := range ts[:n] {
			out = append(out, boxAction(Hit{s, t}))
		}
		return append(out, boxAction(Hit{s, NoCard}))
	case PendMelee:
		w := g.weapons(s)
		for h := range 2 {
			if w&(1<<h) != 0 {
				out = append(out, boxAction(Retaliation{s, int8(h)}))
			}
		}
		return append(out, boxAction(Retaliation{s, NoCard}))
	case PendDiscard:
		contam := false
		for _, c := range p.Hand.C[:p.Hand.N] {
			if isContam(c) {
				contam = true
			} else {
				out = append(out, discardAction(s, c))
			}
		}
		if contam {
			out = append(out, discardAction(s, ContamCard))
		}
		return append(out, discardAction(s, NoCard))
	case PendSwap:
		return append(out, boxAction(SwapAA{Seat: s}), boxAction(SwapAA{Seat: s, Swap: true}))
	case PendTrade:
		return g.offers(s, out)
	case PendGear:
		return append(g.gearOptions(s, out), GearDone{s})
	case PendRepel:
		nb, n := g.repelOptions(0)
		for _, x := range nb[:n] {
			out = append(out, boxAction(Repel{s, int8(x) - Slots}))
		}
		return out
	case PendConsent:
		if g.Proposal.What == OfferAsk {
			return g.gives(s, out)
		}
		return g.consentActions(s, out)
	case PendReact:
		return append(g.reactions(s, g.Win, out), boxAction(React{s, NoCard, NoCard}))
	case PendOrder:
		return g.orders(s, Seat(g.PendArg), out)
	case PendArmor:
		return append(out, boxAction(ArmorChoice{s, false}), boxAction(ArmorChoice{s, true}))
	case PendAllow:
		return append(out, consentAction(s, false), consentAction(s, true))
	case PendPay:
		for _, c := range p.Hand.C[:p.Hand.N] {
			if !isContam(c) {
				out = append(out, payAction(s, c))
			}
		}
		return out
	}
	return out
}

// Legal returns nil if a may be taken now, or an error wrapping
// incursion.ErrIllegal that says why.
func (s State) Legal(a Action) error {
	if s.g == nil {
		return incursion.Illegal("no game")
	}
	if a == nil {
		return incursion.Illegal("no action")
	}
	g := s.g
	if g.Viewer >= 0 {
		return incursion.Illegal("%v: a view is for reading, not playing", a)
	}
	if g.Phase == PhaseOver {
		return incursion.Illegal("%v: the game is over", a)
	}
	if m := g.mover(); a.seat() != m {
		return incursion.Illegal("%v: it is %v's decision now", a, m)
	}
	if g.Phase == PhasePlayer && g.Pend == NoPending {
		if g.turnLegal(a) {
			return nil
		}
		return incursion.Illegal("%v: %s", a, g.why(a))
	}
	var buf [40]Action
	for _, b := range g.actions(a.seat(), buf[:0]) {
		if b == a {
			return nil
		}
	}
	return incursion.Illegal("%v: %s", a, g.why(a))
}

// why says, in the rulebook's words, why a listed kind of action fails.
func (g *game) why(a Action) string {
	if g.Phase == PhasePlayer && g.Pend == NoPending {
		switch _, end := a.(EndTurn); {
		case g.afterSecond():
			return "Player Phase: the Turn's 2 Actions are done; choose an Objective, discard, or end the Turn"
		case end:
			return "Choosing an Objective: the Turn is ended this way only after its 2 Actions, an Objective still to choose"
		}
	}
	if g.Phase == PhasePlayer && g.Pend == NoPending {
		// The Action's cost first (Rulebook, "Player Phase": the player
		// pays the cost by discarding Action cards from hand).
		p := &g.P[a.seat()]
		if c, n := g.costIn(a), p.actionCards(); int(c) > n {
			return fmt.Sprintf("Player Phase: the Action costs %d Action cards to discard from hand, and the hand holds %d", c, n)
		}
		if why := g.whyTurn(a, p); why != "" {
			return why
		}
	}
	switch a := a.(type) {
	case Move:
		if a.Corridor < 0 || int(a.Corridor) >= len(g.Corr) {
			return "no such Corridor"
		}
		if c := g.Corr[a.Corridor]; c.Door == DoorClosed {
			return "Characters cannot Move through a Corridor with Closed Doors"
		}
		if a.Cautious && g.inCombat(a.Seat) {
			return "Not In Combat"
		}
	case Shoot, Burst:
		return "it needs a working, loaded Ranged Weapon and a target"
	case Consent:
		if g.Pend == PendConsent && a.Yes && a.Seat == g.Proposal.To && g.makesRoom(a.Seat, g.Proposal.What) {
			if g.Proposal.What == OfferArmor {
				return "Armor Items: a Character already using Armor may first discard it to gain the new one (consent yes drop armor)"
			}
			return "Heavy Items: all Hand slots are taken; first discard one of the held Items to make space (consent yes drop h0 or h1)"
		}
	case UseRoom:
		if g.inCombat(a.Seat) {
			return "Not In Combat"
		}
		return "the Room's effect cannot be fully resolved now"
	}
	switch a.(type) {
	case DraftCharacter:
		return "choose one of the 2 Character draft cards dealt"
	case TakeSupport:
		return "choose one of the revealed Support Equipment cards (discarding a held Item or the Armor when it does not fit)"
	case TakeGear:
		return "no such Tactical Gear token is left"
	}
	if g.Pend != NoPending {
		// An action of the pending decision's own kind is one of its
		// choices that is not offered (second audit, D2-11).
		var buf [40]Action
		for _, b := range g.actions(a.seat(), buf[:0]) {
			if sameKind(a, b) {
				if g.Pend == PendTrade {
					return "Trading: only what the receiving Character can take (a free Hand for a Heavy Item, a free slot for a token, no worn Armor for an Armor)"
				}
				return "not one of the choices of the pending decision (" + g.Pend.String() + ")"
			}
		}
		return "the pending decision (" + g.Pend.String() + ") comes first"
	}
	return "not possible now (the cost must be paid with Action cards in hand and the effect fully resolvable)"
}

// whyTurn says why a basic Action or card of the Player Phase fails, in
// the rulebook's words, where the action itself shows it ("" otherwise).
func (g *game) whyTurn(a Action, p *Player) string {
	room := int(p.Room)
	switch a := a.(type) {
	case PlayCard:
		if a.Card < 0 || a.Card >= 10 || !p.inHand(a.Card) {
			return "Action cards: the card is not in the Character's hand"
		}
		return "the card's effect cannot be fully resolved now"
	case Move:
		if a.Corridor >= 0 && int(a.Corridor) < Edges {
			if es, n := g.roomCorridors(room); !slices.Contains(es[:n], a.Corridor) {
				return "Movement: the Corridor does not lead from the Character's Room"
			}
		}
	case Secure:
		switch {
		case room < 0 || g.Rooms[room].Tile < 0:
			return "Secure Tokens: the Character is in no Room"
		case g.intrudersAt(room):
			return "Secure Tokens: Characters may never Secure a Room with an Intruder inside"
		case g.Rooms[room].Secure >= 3:
			return "Secure Tokens: there is a limit of 3 Secure tokens in any given Room"
		default:
			return "Secure Tokens: this Room can never be Secured (or is always Secured)"
		}
	case Melee:
		return "Melee Attack: the target must be an Intruder in the Character's Room"
	case UseItem:
		if !slices.Contains(p.Pack[:p.NPack], a.Item) {
			return "Use an Item: the Item is not in the Character's Backpack"
		}
		return "Use an Item: the Item's effect cannot be fully resolved now"
	}
	return ""
}

// Apply plays a legal action: the next state and what happened.
func Apply(s State, a Action, r dice.Roller) (State, []Event, error) {
	if err := s.Legal(a); err != nil {
		return s, nil, err
	}
	// The new state and, most often, its events share one allocation
	// (applied): nearly all actions log at most 7 events.
	n := &applied{g: *s.g}
	k := kernel{g: &n.g, r: r, ev: n.ev[:0]}
	k.apply(a)
	if len(k.ev) == 0 {
		return State{&n.g}, noEvents, nil
	}
	// cap == len, so that a caller's append copies.
	return State{&n.g}, k.ev[:len(k.ev):len(k.ev)], nil
}

// applied is a state with room for the events of the action that made it:
// with 7 events it fits the runtime's 1,280-byte size class (TestStateSize),
// and nearly no action logs more.
type applied struct {
	g  game
	ev [7]Event
}

// noEvents is what an action that logs nothing returns: read-only, cap 0.
var noEvents = []Event{}

// pay discards the cost from hand, face up.
// basic resolves a paid basic Action.
func (k *kernel) basic(a Action) {
	g := k.g
	switch a := a.(type) {
	case Move:
		k.move(a.Seat, int(a.Corridor), a.Cautious, true, int8(a.Drag)+1)
	case Secure:
		k.secure(int(g.P[a.Seat].Room))
	case Shoot:
		k.shoot(a)
	case Burst:
		k.burst(a)
	case Melee:
		k.melee(a)
	case UseRoom:
		k.useRoom(a)
	case UseItem:
		k.useItem(a)
	case UseGear:
		k.useGear(a)
		k.moreGear(a.Seat)
	case ActivateRobot:
		k.activateRobot(a)
	case Trade:
		g.Pend, g.PendSeat, g.PendN = PendTrade, a.Seat, tradeOffers
	case UseOn:
		k.useOn(a)
	case MoveGear:
		k.moveGear(a)
		k.moreGear(a.Seat)
	}
}

func (k *kernel) apply(a Action) {
	g := k.g
	switch a := a.(type) {
	case DraftCharacter:
		k.draft(a)
		return
	case TakeSupport:
		k.takeSupport(a)
		return
	case TakeGear:
		k.takeGear(a)
		return
	case Launch:
		k.launch(a)
		return
	case Keep:
		k.keep(a)
		return
	case Hit:
		k.hit(a)
		return
	case Retaliation:
		k.retaliate(a)
		return
	case Offer:
		k.offer(a)
		return
	case GearDone:
		g.Pend = NoPending
		k.afterAction()
		return
	case Repel:
		g.Pend = NoPending
		k.repelTo(0, Slots+int(a.Corridor))
		k.afterAction()
		return
	case MoveGear:
		k.gear(a.Seat, a, func() { k.moveGear(a) })
		return
	case UseGear:
		k.gear(a.Seat, a, func() { k.useGear(a) })
		return
	case Consent:
		if g.Pend == PendAllow {
			k.allow(a)
			return
		}
		k.consent(a)
		return
	case UseOn:
		// Rulebook, "Interplay": the other Character allows it first.
		g.Pend, g.PendSeat, g.Chosen = PendAllow, a.Target, toChosen(a)
		return
	case Give:
		k.give(a)
		return
	case Accept:
		k.accept(a)
		return
	case Drop:
		k.drop(a)
		return
	case ArmorChoice:
		k.armorChoice(a)
		return
	case React:
		k.react(a)
		return
	case Order:
		k.order(a)
		return
	case SwapAA:
		if a.Swap {
			g.AA[0], g.AA[1] = g.AA[1], g.AA[0]
		}
		// Whoever knew the order before no longer does.
		for i := range g.Players {
			g.P[i].KnowsAA = Seat(i) == a.Seat
		}
		g.Pend = NoPending
		k.afterAction()
		return
	case Discard:
		p := &g.P[a.Seat]
		if a.Card == NoCard {
			g.Pend = NoPending
			k.endTurn()
			return
		}
		c := a.Card
		if c == ContamCard {
			for _, h := range p.Hand.C[:p.Hand.N] {
				if isContam(h) {
					c = h
					break
				}
			}
		}
		p.removeFromHand(c)
		p.Disc.push(c)
		return
	case ChooseObjective:
		p := &g.P[a.Seat]
		p.Objectives[1-a.Keep] = -1
		draws := [5]int{3, 2, 2, 1, 1}[min(g.ObjChoice, 4)]
		g.ObjChoice = min(g.ObjChoice+1, 4)
		k.draw(a.Seat, draws)
		k.note(msgObjective, a.Seat, int8(draws), 0, 0)
		if g.Done >= 2 {
			// Chosen after the second Action: the Turn passes on.
			k.endTurn()
		}
		return
	case EndTurn:
		k.endTurn()
		return
	case Pass:
		g.P[a.Seat].Passed = true
		k.note(msgPassed, a.Seat, 0, 0, 0)
		g.Pend, g.PendSeat = PendDiscard, a.Seat
		return
	case PlayCard:
		k.playCard(a)
	case Pay:
		p := &g.P[a.Seat]
		p.removeFromHand(a.Card)
		p.Disc.push(a.Card)
		g.PendN--
		if g.PendN > 0 {
			return
		}
		act := g.Chosen.action(a.Seat)
		g.Pend, g.PendN, g.Chosen = NoPending, 0, Chosen{}
		k.basic(act)
	default:
		// A basic Action with a cost: pay first.
		g.Pend, g.PendSeat, g.PendN, g.Chosen = PendPay, a.seat(), g.costIn(a), toChosen(a)
		return
	}
	// A pending decision closes the Action when it is taken.
	if g.Pend == NoPending {
		k.afterAction()
	}
}

// sameKind reports whether a and b are actions of the same type.
func sameKind(a, b Action) bool { return fmt.Sprintf("%T", a) == fmt.Sprintf("%T", b) }
