package nemesis

import (
	"encoding/json"
	"errors"
	"fmt"
)

// Validate checks every invariant of a state, so that a state decoded from
// JSON can be played on: indices in range, piles within their size, the
// limits of the rulebook (Corridor ≤ 6 with the Queen counting 4, no Noise
// marker with an Intruder, ≤ 3 Secure tokens, Oxygen 0–7, Round 1–14,
// Eggs 0–5), and, on a full state, every card and tile conserved and no
// more Tactical Gear tokens than the box holds (DATA.md, "Words in a
// position", lists the constraints).
func (s State) Validate() error {
	if s.g == nil {
		return errors.New("nemesis: no state")
	}
	return s.g.validate()
}

func bad(format string, args ...any) error {
	return fmt.Errorf("nemesis: invalid state: "+format, args...)
}

func (p *Pile) valid(lo, hi int8, view bool) error  { return validCards(p.N, p.C[:], lo, hi, view) }
func (p *tiles) valid(lo, hi int8, view bool) error { return validCards(p.N, p.C[:], lo, hi, view) }

func validCards(n int8, cs []int8, lo, hi int8, view bool) error {
	if n < 0 || int(n) > len(cs) {
		return bad("pile of %d cards", n)
	}
	for i, c := range cs {
		if i >= int(n) {
			if c != 0 {
				return bad("a card past the top of a pile")
			}
			continue
		}
		if (c < lo || c > hi) && !(view && c == Unknown) {
			return bad("card %d in a pile (want %d..%d)", c, lo, hi)
		}
	}
	return nil
}

func (g *game) validate() error {
	if g.D == nil || g.T == nil {
		return bad("no decks or no data")
	}
	t := g.T
	if g.Players < 1 || g.Players > MaxPlayers {
		return bad("%d players", g.Players)
	}
	view := g.Viewer != -1
	if view && g.Viewer != ObserverSeat && (g.Viewer < 0 || int8(g.Viewer) >= g.Players) {
		return bad("viewer %d", g.Viewer)
	}
	if g.Phase < 0 || g.Phase > PhaseOver {
		return bad("phase %d", g.Phase)
	}
	if g.Round < 1 || g.Round > LastRound {
		return bad("round %d", g.Round)
	}
	seat := func(s Seat) bool { return s >= 0 && int8(s) < g.Players }
	if !seat(g.Starting) || !seat(g.Turn) {
		return bad("starting player or turn out of range")
	}
	// 2 only while the player may still choose an Objective after the
	// second Action (turn.go, afterSecond).
	if g.Done < 0 || g.Done > 2 || g.Done == 2 && (g.Phase != PhasePlayer || g.Pend != NoPending || !g.mayChoose(g.Turn) || !g.canAct(g.Turn)) {
		return bad("%d actions done in a turn", g.Done)
	}
	if g.Pend < 0 || g.Pend > PendAllow {
		return bad("pending %d", g.Pend)
	}
	if (g.Phase != PhasePlayer && g.Phase != PhaseOver || g.Pend != NoPending) && !seat(g.PendSeat) {
		return bad("no seat owns the pending decision")
	}
	if g.Phase == PhaseOver && g.Pend != NoPending {
		return bad("a decision pending after the end")
	}
	// Piles.
	lim := []struct {
		p      stack
		lo, hi int8
	}{
		{&g.D.CorrDeck, 0, int8(len(t.corridors) - 1)}, {&g.D.Explore, 0, int8(len(t.explore) - 1)}, {&g.D.ExploreOut, 0, int8(len(t.explore) - 1)},
		{&g.D.Support, t.first[2], t.first[3] - 1}, {&g.D.Offer, t.first[2], t.first[3] - 1},
		{&g.D.Events, 0, int8(len(t.events) - 1)}, {&g.D.EventsOut, 0, int8(len(t.events) - 1)},
		{&g.D.Attacks, 0, int8(len(t.attacks) - 1)}, {&g.D.AttacksOut, 0, int8(len(t.attacks) - 1)},
		{&g.D.Wounds, 0, int8(len(t.wounds) - 1)}, {&g.D.WoundsOut, 0, int8(len(t.wounds) - 1)},
		{&g.D.Contam, 0, int8(len(t.infected) - 1)}, {&g.D.ContamOut, 0, int8(len(t.infected) - 1)},
		{&g.D.QueenDeck, 0, int8(len(t.queen) - 1)}, {&g.D.Draft, 0, int8(len(t.chars) - 1)},
	}
	for i := range 3 {
		lo := []int8{0, t.first[0], t.first[1], t.first[2]}
		lim = append(lim, struct {
			p      stack
			lo, hi int8
		}{&g.D.Items[i], lo[i], lo[i+1] - 1}, struct {
			p      stack
			lo, hi int8
		}{&g.D.ItemsOut[i], lo[i], lo[i+1] - 1})
	}
	for i := range g.D.Stacks {
		lim = append(lim, struct {
			p      stack
			lo, hi int8
		}{&g.D.Stacks[i], 2, int8(len(t.rooms) - 1)})
	}
	for _, l := range lim {
		if err := l.p.valid(l.lo, l.hi, view); err != nil {
			return err
		}
	}
	if g.D.Offer.N > 7 || g.Phase == PhaseSupport && g.D.Offer.N == 0 {
		return bad("support offer of %d", g.D.Offer.N)
	}
	// Map.
	for i, r := range g.Rooms {
		if r.Tile < -1 || int(r.Tile) >= len(g.T.rooms) {
			return bad("room tile %d", r.Tile)
		}
		if (i == LandingSlot) != (r.Tile == tileLanding) || (i == HibernatoriumSlot) != (r.Tile == tileHibernatorium) {
			return bad("the Landing Zone and the Hibernatorium are printed on the board")
		}
		if r.Tile < 0 && (r.Fire || r.Fault || r.Secure != 0) {
			return bad("markers on an empty room slot")
		}
		if r.Secure < 0 || r.Secure > 3 {
			return bad("%d Secure tokens in %s", r.Secure, SlotName(i))
		}
	}
	for e, c := range g.Corr {
		if c.Tile < -1 || int(c.Tile) >= len(g.T.corridors) || c.Door < 0 || c.Door > DoorDestroyed {
			return bad("corridor %s", CorridorName(e))
		}
		if c.Tile < 0 && (c.Noise || c.Door != 0 || c.Reinforced) {
			return bad("markers on an empty corridor slot")
		}
		if c.Tile >= 0 && c.Door != DoorOpen && !g.T.corridors[c.Tile].Door {
			return bad("a Door on %s without a Door slot", CorridorName(e))
		}
		a, b := edgeEnds(e)
		if c.Tile >= 0 && g.Rooms[a].Tile < 0 && g.Rooms[b].Tile < 0 {
			return bad("corridor %s joins no Room", CorridorName(e))
		}
		n := int(corridorNode(e))
		if c.Noise && g.intrudersAt(n) {
			return bad("a Noise marker with an Intruder in %s", CorridorName(e))
		}
		if g.load(n) > 6 {
			return bad("more than 6 Intruders in %s", CorridorName(e))
		}
	}
	for i, in := range g.Intr {
		if in.At < -1 || int(in.At) >= Nodes || in.Hits < 0 || in.Hits > 20 {
			return bad("intruder x%d", i)
		}
		if in.At >= 0 && (int(in.At) < Slots && g.Rooms[in.At].Tile < 0 || int(in.At) >= Slots && g.Corr[int(in.At)-Slots].Tile < 0) {
			return bad("intruder x%d off the map", i)
		}
		if (in.At < 0 || int(in.At) >= Slots) && in.Hits != 0 {
			return bad("hit markers on x%d outside a Room", i)
		}
	}
	if g.QueenDead && g.Intr[0].At >= 0 {
		return bad("a dead Queen on the map")
	}
	if g.QueenHits < 0 || g.QueenHits >= QueenTrack || g.Eggs < 0 || g.Eggs > 5 || g.DataLeft < 0 || g.DataLeft > 5 {
		return bad("queen hits, eggs or data tokens out of range")
	}
	data, eggs := g.DataLeft, g.Eggs
	for i := range g.Players {
		if g.P[i].Data {
			data++
		}
		for _, h := range g.P[i].Hands {
			if h.Item == Egg {
				eggs++
			}
		}
	}
	if data != 5 || eggs > 5 || (g.Eggs == 0) != g.NestGone {
		return bad("data tokens or eggs not conserved")
	}
	if len(g.T.tokKinds) < 64 && g.Bag>>len(g.T.tokKinds) != 0 {
		return bad("bag holds unknown tokens")
	}
	if g.Robot < Unknown || g.Robot == -1 || int(g.Robot) >= len(g.T.robots) || (g.Robot == Unknown) != (view && !g.RobotShown) {
		return bad("robot card %d", g.Robot)
	}
	if g.RobotRoom < 0 || g.RobotRoom >= Slots || g.Lander < 0 || g.Lander > 2 || g.Autodest < 0 || g.Autodest > LastRound+5 {
		return bad("robot, lander or autodestruction out of range")
	}
	if g.ObjChoice < 0 || g.ObjChoice > 4 {
		return bad("objective track %d", g.ObjChoice)
	}
	for t := range g.Supply {
		if g.Supply[t] < 0 || g.Supply[t] > 20 || g.LZTok[t] < 0 || g.LZTok[t] > 4 {
			return bad("token supply")
		}
	}
	for _, t := range g.Task {
		if t < -1 || int(t) >= len(g.T.objs) {
			return bad("mission task %d", t)
		}
	}
	if g.Task[0] < 0 {
		return bad("no Mission Task")
	}
	for i := range g.P {
		if err := g.validPlayer(Seat(i), view); err != nil {
			return err
		}
	}
	// One Help card and one Character each; the Solo/Coop mode has its own
	// Mission Tasks and no Objective cards (Rulebook, "Player Setup", "Solo
	// and Coop Rules"; audit N2).
	var nums, chars uint64
	for i := range g.Players {
		p := &g.P[i]
		if nums&(1<<p.Number) != 0 || p.Char >= 0 && chars&(1<<p.Char) != 0 {
			return bad("%v: Help card %d or Character %d held twice", Seat(i), p.Number, p.Char)
		}
		nums |= 1 << p.Number
		if p.Char >= 0 {
			chars |= 1 << p.Char
		}
		for j, o := range p.Objectives {
			if o >= 0 && (g.Coop || g.T.objs[o].Group != ObjectiveGroup(j)) {
				return bad("%v: objective %d", Seat(i), o)
			}
		}
	}
	for i, t := range g.Task {
		if t >= 0 && (g.Coop != (g.T.objs[t].Group == 3) || !g.Coop && (i > 0 || g.T.objs[t].Group != 2)) {
			return bad("mission task %d", t)
		}
	}
	if g.Pend != PendPay && g.Pend != PendAllow && g.Chosen != (Chosen{}) {
		return bad("a chosen action with nothing to pay")
	}
	switch g.Pend {
	case PendKeep:
		if g.PendN < 1 || int(g.PendN) > len(g.PendItems) {
			return bad("search of %d items", g.PendN)
		}
		for _, it := range g.PendItems[:g.PendN] {
			if (it < 0 || it >= g.T.first[2]) && !(view && it == Unknown) {
				return bad("searched item %d", it)
			}
		}
	case PendHits:
		if g.PendN < 1 || g.PendArg < 0 || int(g.PendArg) >= Edges || g.Corr[g.PendArg].Tile < 0 {
			return bad("hits pending")
		}
		if _, n := g.hitTargets(); n == 0 {
			return bad("hits pending with no target")
		}
	case PendPay:
		// At most 3: Move Cautiously (2) dragging a knocked-over
		// Character (1 more; Solo/Coop, "Revive").
		if g.PendN < 1 || g.PendN > 3 || int(g.PendN) > g.P[g.PendSeat].actionCards() {
			return bad("%d cards to pay", g.PendN)
		}
		a := g.Chosen.action(g.PendSeat)
		if a == nil || g.costIn(a) < g.PendN {
			return bad("chosen action %+v", g.Chosen)
		}
		found := view && g.Viewer != g.PendSeat // the hand is hidden
		var buf [128]Action
		if !found {
			for _, b := range g.turnActions(g.PendSeat, buf[:0], true) {
				found = found || b == a
			}
		}
		if !found {
			return bad("the chosen action %v cannot be resolved", a)
		}
	case PendRepel:
		// From the chooser's Room, or the Combat Robot's (robot.go).
		if at := g.Intr[0].At; at != g.P[g.PendSeat].Room && (g.Robot != robotCombat || at != g.RobotRoom) || g.QueenDead {
			return bad("a Repel of the Queen from another Room")
		}
		if _, n := g.repelOptions(0); n < 2 {
			return bad("a Repel with no choice")
		}
	case PendArmor:
		if err := g.validArmor(); err != nil {
			return err
		}
	case PendAllow:
		a, ok := g.Chosen.action(g.Turn).(UseOn)
		if !ok || a.Target != g.PendSeat || g.P[g.Turn].actionCards() < 1 {
			return bad("an Interplay request %+v", g.Chosen)
		}
		if !view || g.Viewer == g.Turn {
			var buf [64]Action
			found := false
			for _, b := range g.useOns(g.Turn, buf[:0]) {
				found = found || b == Action(a)
			}
			if !found {
				return bad("the Interplay %v cannot be resolved", a)
			}
		}
	case PendOrder:
		if !g.canOrder(g.PendSeat, Seat(g.PendArg)) {
			return bad("an Order to %d that cannot be given", g.PendArg)
		}
	case PendReact:
		if err := g.validWindow(); err != nil {
			return err
		}
	case PendMelee:
		if g.PendArg < 0 || g.PendArg >= Models || g.Intr[g.PendArg].At < 0 || g.weapons(g.PendSeat) == 0 {
			return bad("melee retaliation pending")
		}
	}
	if g.Pend != PendReact && g.Pend != PendArmor && g.Win != (Window{}) {
		return bad("a reaction window without the decision")
	}
	if g.Pend != NoPending && (g.PendSeat != g.Turn && g.Pend != PendConsent && g.Pend != PendReact && g.Pend != PendArmor && g.Pend != PendAllow || g.Phase != PhasePlayer) {
		return bad("a decision of another seat than the Turn's")
	}
	switch g.Pend {
	case PendDiscard:
		if !g.P[g.Turn].Passed || g.P[g.Turn].Status != Active {
			return bad("discards of a Character who has not Passed")
		}
	case PendKeep, PendHits, PendMelee, PendSwap, PendPay, PendTrade, PendConsent, PendGear, PendRepel, PendOrder:
		if !g.canAct(g.Turn) {
			return bad("a decision of a Character who cannot act")
		}
	}
	switch g.Pend {
	case PendTrade:
		if g.PendN < 0 || g.PendN > tradeOffers || g.Proposal != (Offer{}) {
			return bad("trade")
		}
	case PendConsent:
		o := g.Proposal
		ok := o.Seat == g.Turn && o.What >= OfferPack && o.What <= OfferSwapArmor && g.PendN >= 0 && g.PendN < tradeOffers &&
			o.From >= 0 && int8(o.From) < g.Players && o.To >= 0 && int8(o.To) < g.Players && o.From != o.To &&
			(o.From == o.Seat) != (o.To == o.Seat) && g.PendSeat == map[bool]Seat{true: o.To, false: o.From}[o.From == o.Seat]
		if ok && !view {
			var buf [64]Action
			g2 := *g
			g2.Pend, g2.PendSeat, g2.Proposal = PendTrade, o.Seat, Offer{}
			ok = false
			for _, b := range g2.offers(o.Seat, buf[:0]) {
				if b == Action(o) {
					ok = true
				}
			}
		}
		if !ok {
			return bad("the proposal %v cannot be carried out", o)
		}
	default:
		if g.Proposal != (Offer{}) {
			return bad("a proposal with no Trade")
		}
	}
	// Another seat's view does not show that the swapper knows the order.
	if g.Pend == PendSwap && (g.roomKind(g.Turn) != LifeSupportB || !g.P[g.Turn].KnowsAA && (!view || g.Viewer == g.Turn) || g.AAGone) {
		return bad("an Anti-Aircraft swap away from Life Support Control B")
	}
	if g.Pend == PendMelee && g.Intr[g.PendArg].At != g.P[g.Turn].Room {
		return bad("a retaliation from another Room")
	}
	if g.Pend == PendKeep && g.PendSeat >= 0 && g.P[g.PendSeat].Status != Active {
		return bad("a search of a Character no longer active")
	}
	if g.Phase == PhasePlayer && g.Pend == NoPending && !g.canAct(g.Turn) {
		return bad("the Turn of %v, who cannot act", g.Turn)
	}
	if g.Phase == PhaseLaunch && g.P[g.PendSeat].Status != InLander {
		return bad("a launch decision of a Character not in the Lander")
	}
	if !view {
		if err := g.conserved(); err != nil {
			return err
		}
	}
	return nil
}

func (g *game) validPlayer(s Seat, view bool) error {
	p := &g.P[s]
	if int8(s) >= g.Players {
		if *p != (Player{Char: -1, Room: -1, Armor: NoItem, Wounds: [3]int8{-1, -1, -1}, Draft: [2]int8{-1, -1}, Objectives: [2]int8{-1, -1}, Status: Dead, Hands: [2]Held{{Item: NoItem}, {Item: NoItem}}}) {
			return bad("an unused character slot %d", s)
		}
		return nil
	}
	if p.Number < 1 || p.Number > g.Players || p.Status < Active || p.Status > KnockedOut || p.Status == KnockedOut && (!g.Coop || g.Phase == PhaseOver) {
		return bad("%v: number or status", s)
	}
	drafted := g.Phase > PhaseDraft
	if p.Char < -1 || int(p.Char) >= len(g.T.chars) || drafted && p.Char < 0 {
		return bad("%v: character %d", s, p.Char)
	}
	if p.Char < 0 {
		if p.Deck.N+p.Hand.N+p.Disc.N != 0 || p.Room != -1 || p.NPack != 0 || p.Hands[0].Item != NoItem || p.Hands[1].Item != NoItem || p.Armor != NoItem || p.Belt != [4]Token{} || p.Status != Active {
			return bad("%v: things before the draft", s)
		}
	} else if p.Room < 0 || p.Room >= Slots || !g.placed(int(p.Room)) {
		return bad("%v: room %d", s, p.Room)
	}
	if p.Char >= 0 && (p.Health < 0 || p.Health >= g.healthSlots(s)) || p.Char < 0 && p.Health != 0 {
		return bad("%v: health %d", s, p.Health)
	}
	if p.Char >= 0 && p.Status != Dead && p.Status != KnockedOut && p.Wounds[g.sectionOf(s, p.Health)] >= 0 {
		return bad("%v: health marker on a slot covered by a Serious Wound", s)
	}
	for i, w := range p.Wounds {
		if w < -1 || int(w) >= len(g.T.wounds) || i > 0 && w >= 0 && p.Wounds[i-1] < 0 {
			return bad("%v: wounds", s)
		}
	}
	if p.Oxygen < 0 || p.Oxygen > 7 {
		return bad("%v: oxygen %d", s, p.Oxygen)
	}
	if p.Armor != NoItem && (p.Armor < 0 || p.Armor >= g.T.first[4] || !g.T.kinds[g.T.items[p.Armor]].Armor) {
		return bad("%v: armor", s)
	}
	for _, h := range p.Hands {
		if h.Item == NoItem {
			if h.Tok != [2]Token{} || h.Fault {
				return bad("%v: tokens on an empty hand", s)
			}
			continue
		}
		if h.Item < 0 || h.Item > Egg || !g.T.item(h.Item).Heavy {
			return bad("%v: a non-Heavy item in a hand", s)
		}
		kd := g.T.item(h.Item)
		for j, t := range h.Tok {
			if t < NoToken || t > Medpack || int8(j) >= kd.Slots && t != NoToken {
				return bad("%v: tokens on %s", s, itemNames[g.T.kindOf(h.Item)])
			}
			if t != NoToken && kd.SlotToken == AmmoFull && t != AmmoFull && t != AmmoHalf {
				return bad("%v: a non-Ammo token in an Ammo slot", s)
			}
		}
	}
	for _, t := range p.Belt {
		if t < NoToken || t > Medpack {
			return bad("%v: belt", s)
		}
	}
	if p.NPack < 0 || int(p.NPack) > len(p.Pack) {
		return bad("%v: backpack", s)
	}
	for i, c := range p.Pack {
		if i >= int(p.NPack) {
			if c != 0 {
				return bad("%v: backpack", s)
			}
			continue
		}
		if (c < 0 || c >= g.T.first[4] || g.T.kinds[g.T.items[c]].Heavy || g.T.kinds[g.T.items[c]].Armor) && !(view && c == Unknown) {
			return bad("%v: backpack item %d", s, c)
		}
	}
	for _, pl := range []*pile{&p.Deck, &p.Hand, &p.Disc} {
		if pl.N < 0 || int(pl.N) > len(pl.C) {
			return bad("%v: cards", s)
		}
		for i, c := range pl.C {
			if i >= int(pl.N) {
				if c != 0 {
					return bad("%v: a card past the top", s)
				}
				continue
			}
			ok := c >= 0 && c < 10 || c >= contamBase && int(c) < contamBase+len(g.T.infected)
			if !ok && !(view && (c == Unknown || c == ContamCard)) {
				return bad("%v: card %d", s, c)
			}
		}
	}
	for _, o := range p.Objectives {
		if (o < -1 || int(o) >= len(g.T.objs)) && !(view && o == Unknown) {
			return bad("%v: objective %d", s, o)
		}
	}
	if !g.Coop && g.Phase != PhaseOver && p.Objectives[0] == -1 && p.Objectives[1] == -1 {
		return bad("%v: no objective", s)
	}
	for _, d := range p.Draft {
		if (d < -1 || int(d) >= len(g.T.chars)) && !(view && d == Unknown) {
			return bad("%v: draft card %d", s, d)
		}
	}
	if g.Phase == PhaseDraft && s == g.PendSeat && p.Draft[0] == -1 {
		return bad("%v: drafting without cards", s)
	}
	if g.Phase == PhaseSupport && s == g.PendSeat && (p.Char < 0 || g.T.chars[p.Char].NoSupport) {
		return bad("%v: the Contractor takes no Support Equipment", s)
	}
	if g.Phase == PhaseGear && s == g.PendSeat && p.Belt[3] != NoToken {
		return bad("%v: a full belt", s)
	}
	return nil
}

// MarshalJSON writes the position (doc.go, "Positions", describes the fields).
func (s State) MarshalJSON() ([]byte, error) {
	if s.g == nil {
		return []byte("null"), nil
	}
	return json.Marshal(s.g)
}

// UnmarshalJSON reads a position and validates it. Decoded into a State
// that holds a game, the document changes that game's position: fields
// it does not name keep their values (the Rooms and the Corridors, when
// named, are all of them). s itself is never modified on an error, and
// the game it held is never written to (States are immutable).
func (s *State) UnmarshalJSON(data []byte) error {
	g := new(game)
	if s.g != nil {
		*g = *s.g
		if s.g.D != nil {
			d := *s.g.D
			g.D = &d
		}
	} else {
		g.T = std
		for i := range g.Rooms {
			g.Rooms[i] = emptyRoom
		}
		for e := range g.Corr {
			g.Corr[e] = emptyCorridor
		}
	}
	if err := json.Unmarshal(data, g); err != nil {
		return err
	}
	if err := g.validate(); err != nil {
		return err
	}
	s.g = g
	return nil
}
