package nemesis

// Rulebook, "Trading": the Trade Action lets the Characters in the Room,
// with mutual consent, exchange Items and Tactical Gear tokens with the
// trading Character, or give them for nothing. Played here as proposals of
// the trader, each accepted or refused by the other Character concerned:
// the trader gives one of their things, or asks for one of another's
// visible things (a Hand, a belt token, the Armor); at most tradeOffers
// proposals per Trade. The others' Backpacks are secret: the trader asks
// for "a Backpack Item" (OfferAsk) and the other Character chooses which
// to Give, or refuses; only the two of them see which Item it is.
//
// A token is a token wherever it sits: one on a Bandolier's gray slots may
// be given or asked for alone, as one on the belt (OfferBelt's Which is a
// gear slot, 0–3 the belt or 6–9 an Item's gray slots; the Robot's are
// no Character's). The receiver places it as a gained token ("Gaining
// Tactical Gear Tokens": "Gray slots are universal"): on an empty belt
// slot, or, with the belt full, on an empty gray slot of an Item in Hand
// (tradeSlot). Ammo loaded in a Weapon is not a gear slot and never moves.
//
// "Exchange": when neither Character has room for what the other would
// give — both Hands taken, or no empty slot for a token on either side —
// no transfer alone can start an exchange, so the trader may propose both
// at once: a Heavy Item for one of the other's (OfferSwapHand, "P1 offer
// P1 P2 hand h0 for h1") or a token for one of the other's
// (OfferSwapBelt, "P1 offer P1 P2 belt 2 for 8"; the tokens change
// places) or, both wearing Armor, the two Armors (OfferSwapArmor, "P1 offer
// P1 P2 armor for armor"; neither Heavily Injured: "Armor Items"). Where
// one side has room, two transfers do the same and no swap is listed.

const tradeOffers = 6

// What an Offer moves.
const (
	OfferDone  int8 = -1 // the Trade ends
	OfferPack  int8 = 0  // a Backpack Item (Which: its card)
	OfferHand  int8 = 1  // a Heavy Item with its tokens (Which: the Hand)
	OfferBelt  int8 = 2  // a token (Which: its gear slot, 0–3 or 6–9)
	OfferArmor int8 = 3  // the worn Armor
	OfferAsk   int8 = 4  // a Backpack Item of the giver's choice (Give)
	// Exchanges (Which: 10 × From's + To's, the Hands or the gear slots).
	OfferSwapHand  int8 = 5 // a Heavy Item for one of the other's
	OfferSwapBelt  int8 = 6 // a token for one of the other's
	OfferSwapArmor int8 = 7 // the worn Armors
)

// swapPair splits an exchange's Which: From's thing and To's.
func swapPair(which int8) (int8, int8) { return which / 10, which % 10 }

// Give answers an OfferAsk: the Backpack Item the other Character gives
// the trader (Item Unknown in the public form: the others do not see it).
type Give struct {
	Seat Seat
	Item int8
}

func (a Give) seat() Seat { return a.Seat }
func (Give) isAction()    {}
func (a Give) String() string {
	if a.Item == Unknown {
		return a.Seat.String() + " give ?"
	}
	return a.Seat.String() + " give " + num("i", a.Item)
}
func (a Give) MarshalJSON() ([]byte, error) { return actionTable.Marshal(a) }

// gives lists the answers to an OfferAsk: each Backpack Item, or a refusal.
func (g *game) gives(s Seat, out []Action) []Action {
	p := &g.P[s]
	for _, it := range p.Pack[:p.NPack] {
		if it >= 0 {
			out = append(out, boxAction(Give{s, it}))
		}
	}
	return append(out, boxAction(Consent{s, false}))
}

func (k *kernel) give(a Give) {
	g := k.g
	o := g.Proposal
	p, q := &g.P[a.Seat], &g.P[o.To]
	for i := range p.NPack {
		if p.Pack[i] == a.Item {
			copy(p.Pack[i:], p.Pack[i+1:p.NPack])
			p.NPack--
			p.Pack[p.NPack] = 0
			break
		}
	}
	q.Pack[q.NPack] = a.Item
	q.NPack++
	k.privately(o.To, msgGave, a.Seat, int8(o.To), int8(g.T.kindOf(a.Item)))
	g.Pend, g.PendSeat, g.Proposal = PendTrade, o.Seat, Offer{}
	if g.PendN <= 0 {
		g.Pend = NoPending
		k.afterAction()
	}
}

// Trade is the Trade basic Action (cost 1).
type Trade struct{ Seat Seat }

// Offer proposes moving one thing From one Character To another (one of
// them the trader); What OfferDone ends the Trade.
type Offer struct {
	Seat        Seat
	From, To    Seat
	What, Which int8
}

// Consent answers an Offer.
type Consent struct {
	Seat Seat
	Yes  bool
}

// Accept answers an Offer of a Heavy Item to a Character whose two Hands
// are taken, or of Armor to one who wears Armor: yes, first discarding
// Drop (a Hand 0, 1, or DropArmor) to make room, as a Search's Keep does
// (Rulebook, "Heavy Items": "you may first discard one of the held Items
// to make space for the new Item"; "Armor Items": "they may first discard
// the current Armor to gain the new one"). Written "P2 consent yes drop
// h1", "P2 consent yes drop armor".
type Accept struct {
	Seat Seat
	Drop int8
}

func (a Trade) seat() Seat   { return a.Seat }
func (a Offer) seat() Seat   { return a.Seat }
func (a Consent) seat() Seat { return a.Seat }
func (a Accept) seat() Seat  { return a.Seat }
func (Trade) isAction()      {}
func (Offer) isAction()      {}
func (Consent) isAction()    {}
func (Accept) isAction()     {}

func (a Trade) String() string { return a.Seat.String() + " trade" }
func (a Offer) String() string {
	if a.What == OfferDone {
		return a.Seat.String() + " offer done"
	}
	var what string
	switch a.What {
	case OfferPack:
		what = "pack " + num("i", a.Which)
	case OfferHand:
		what = "hand " + num("h", a.Which)
	case OfferBelt:
		what = "belt " + itoa8(a.Which)
	case OfferArmor:
		what = "armor"
	case OfferAsk:
		what = "ask"
	case OfferSwapHand:
		x, y := swapPair(a.Which)
		what = "hand " + num("h", x) + " for " + num("h", y)
	case OfferSwapBelt:
		x, y := swapPair(a.Which)
		what = "belt " + itoa8(x) + " for " + itoa8(y)
	case OfferSwapArmor:
		what = "armor for armor"
	default:
		what = "?"
	}
	return a.Seat.String() + " offer " + a.From.String() + " " + a.To.String() + " " + what
}
func (a Consent) String() string {
	if a.Yes {
		return a.Seat.String() + " consent yes"
	}
	return a.Seat.String() + " consent no"
}

func (a Accept) String() string {
	if a.Drop == DropArmor {
		return a.Seat.String() + " consent yes drop armor"
	}
	return a.Seat.String() + " consent yes drop " + num("h", a.Drop)
}

func (a Trade) MarshalJSON() ([]byte, error)   { return actionTable.Marshal(a) }
func (a Offer) MarshalJSON() ([]byte, error)   { return actionTable.Marshal(a) }
func (a Consent) MarshalJSON() ([]byte, error) { return actionTable.Marshal(a) }
func (a Accept) MarshalJSON() ([]byte, error)  { return actionTable.Marshal(a) }

// partners lists the other Active Characters in s's Room.
func (g *game) partners(s Seat) (out [MaxPlayers]Seat, n int) {
	for i := range g.Players {
		q := Seat(i)
		if q != s && g.P[q].Status == Active && g.P[q].Room == g.P[s].Room {
			out[n] = q
			n++
		}
	}
	return
}

// makesRoom: whether Character to, answering a proposal, would accept a
// Heavy Item or Armor only by first discarding one (Accept): both Hands
// taken, or Armor worn (and not Heavily Injured: "they can't gain the
// Armor"). The trader never answers, and makes room with a Drop before
// asking (dropsDuring[PendTrade]).
func (g *game) makesRoom(to Seat, what int8) bool {
	q := &g.P[to]
	switch what {
	case OfferHand:
		return q.Hands[0].Item != NoItem && q.Hands[1].Item != NoItem
	case OfferArmor:
		return q.Armor != NoItem && !g.heavilyInjured(to)
	}
	return false
}

// canReceive: whether Character to has room for what from would give.
func (g *game) canReceive(from, to Seat, what, which int8) bool {
	p, q := &g.P[from], &g.P[to]
	switch what {
	case OfferPack:
		return int(q.NPack) < len(q.Pack)
	case OfferHand:
		return q.Hands[0].Item == NoItem || q.Hands[1].Item == NoItem
	case OfferBelt:
		if which >= robotSlot && which < handSlot {
			return false // the Robot's slots are no Character's
		}
		return g.gearToken(from, int(which)) != NoToken && g.tradeSlot(to) >= 0
	case OfferArmor:
		return q.Armor == NoItem && !g.heavilyInjured(to)
	case OfferAsk:
		return p.NPack > 0 && int(q.NPack) < len(q.Pack)
	}
	return false
}

// tradeSlot is the gear slot where Character s places a token received in
// a Trade: the first empty belt slot, or with the belt full the first
// empty gray slot of an Item in Hand (Rulebook, "Gaining Tactical Gear
// Tokens": "Gray slots are universal, and any Tactical Gear token can be
// placed there"); -1 where there is none.
func (g *game) tradeSlot(s Seat) int {
	for i := range robotSlot {
		if g.gearToken(s, i) == NoToken {
			return i
		}
	}
	for i := handSlot; i < gearSlots; i++ {
		if g.gearSlot(s, i) != nil && g.gearToken(s, i) == NoToken {
			return i
		}
	}
	return -1
}

// offers lists the trader's proposals.
func (g *game) offers(s Seat, out []Action) []Action {
	ps, n := g.partners(s)
	p := &g.P[s]
	for _, q := range ps[:n] {
		for _, it := range p.Pack[:p.NPack] {
			if g.canReceive(s, q, OfferPack, it) {
				out = append(out, boxAction(Offer{s, s, q, OfferPack, it}))
			}
		}
		for _, pair := range [2][2]Seat{{s, q}, {q, s}} {
			from, to := pair[0], pair[1]
			f := &g.P[from]
			for h := range int8(2) {
				if f.Hands[h].Item != NoItem && (g.canReceive(from, to, OfferHand, h) || to == q && g.makesRoom(to, OfferHand)) {
					out = append(out, offerAction(s, from, to, OfferHand, h))
				}
			}
			for b := range int8(gearSlots) {
				if g.canReceive(from, to, OfferBelt, b) {
					out = append(out, offerAction(s, from, to, OfferBelt, b))
				}
			}
			if f.Armor != NoItem && (g.canReceive(from, to, OfferArmor, 0) || to == q && g.makesRoom(to, OfferArmor)) {
				out = append(out, offerAction(s, from, to, OfferArmor, 0))
			}
		}
		if g.canReceive(q, s, OfferAsk, 0) {
			out = append(out, offerAction(s, q, s, OfferAsk, 0))
		}
		out = g.swaps(s, q, out)
	}
	return append(out, offerAction(s, s, s, OfferDone, 0))
}

// swaps appends the exchanges trader s may propose to q: only where
// neither has room for a transfer alone (see "Exchange" above).
func (g *game) swaps(s, q Seat, out []Action) []Action {
	p, o := &g.P[s], &g.P[q]
	full := func(h [2]Held) bool { return h[0].Item != NoItem && h[1].Item != NoItem }
	if full(p.Hands) && full(o.Hands) {
		for x := range int8(2) {
			for y := range int8(2) {
				out = append(out, offerAction(s, s, q, OfferSwapHand, 10*x+y))
			}
		}
	}
	if p.Armor != NoItem && o.Armor != NoItem && !g.heavilyInjured(s) && !g.heavilyInjured(q) {
		out = append(out, offerAction(s, s, q, OfferSwapArmor, 0))
	}
	if g.tradeSlot(s) >= 0 || g.tradeSlot(q) >= 0 {
		return out
	}
	for x := range int8(gearSlots) {
		tx := g.gearToken(s, int(x))
		if tx == NoToken || x >= robotSlot && x < handSlot {
			continue
		}
		for y := range int8(gearSlots) {
			ty := g.gearToken(q, int(y))
			// Equal tokens: the exchange changes nothing.
			if ty == NoToken || ty == tx || y >= robotSlot && y < handSlot {
				continue
			}
			out = append(out, offerAction(s, s, q, OfferSwapBelt, 10*x+y))
		}
	}
	return out
}

func (k *kernel) offer(a Offer) {
	g := k.g
	if a.What == OfferDone || g.PendN <= 0 {
		g.Pend, g.PendN, g.Proposal = NoPending, 0, Offer{}
		k.afterAction()
		return
	}
	g.PendN--
	g.Proposal = a
	other := a.From
	if other == a.Seat {
		other = a.To
	}
	g.Pend, g.PendSeat = PendConsent, other
}

// consentActions lists the answers to a proposal: no, and yes, or, where
// the receiver must first make room, yes with each discard that does.
func (g *game) consentActions(s Seat, out []Action) []Action {
	o := g.Proposal
	out = append(out, consentAction(s, false))
	if s != o.To || !g.makesRoom(s, o.What) {
		return append(out, consentAction(s, true))
	}
	if o.What == OfferArmor {
		return append(out, boxAction(Accept{s, DropArmor}))
	}
	return append(out, boxAction(Accept{s, 0}), boxAction(Accept{s, 1}))
}

// accept discards what makes room, then carries the proposal out.
func (k *kernel) accept(a Accept) {
	k.makeRoom(a.Seat, a.Drop)
	k.consent(Consent{a.Seat, true})
}

func (k *kernel) consent(a Consent) {
	g := k.g
	o := g.Proposal
	g.Pend, g.PendSeat, g.Proposal = PendTrade, o.Seat, Offer{}
	if a.Yes {
		p, q := &g.P[o.From], &g.P[o.To]
		switch o.What {
		case OfferPack:
			for i := range p.NPack {
				if p.Pack[i] == o.Which {
					copy(p.Pack[i:], p.Pack[i+1:p.NPack])
					p.NPack--
					p.Pack[p.NPack] = 0
					break
				}
			}
			q.Pack[q.NPack] = o.Which
			q.NPack++
		case OfferHand:
			h := 0
			if q.Hands[0].Item != NoItem {
				h = 1
			}
			q.Hands[h] = p.Hands[o.Which]
			p.Hands[o.Which] = Held{Item: NoItem}
		case OfferBelt:
			from := g.gearSlot(o.From, int(o.Which))
			*g.gearSlot(o.To, g.tradeSlot(o.To)) = *from
			*from = NoToken
		case OfferArmor:
			q.Armor, p.Armor = p.Armor, NoItem
		case OfferSwapHand:
			x, y := swapPair(o.Which)
			p.Hands[x], q.Hands[y] = q.Hands[y], p.Hands[x]
		case OfferSwapBelt:
			x, y := swapPair(o.Which)
			a, b := g.gearSlot(o.From, int(x)), g.gearSlot(o.To, int(y))
			*a, *b = *b, *a
		case OfferSwapArmor:
			p.Armor, q.Armor = q.Armor, p.Armor
		}
		k.note(msgGaveSomething, o.From, int8(o.To), 0, 0)
	}
	if g.PendN <= 0 {
		g.Pend = NoPending
		k.afterAction()
	}
}
