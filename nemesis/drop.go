package nemesis

// Rulebook, "Discarding Items and Tactical Gear Tokens": "all Characters
// are allowed to discard any number of their Tactical Gear tokens and/or
// Items at any point. Tokens are placed back into the pool and Items are
// placed in the Items discard pile." Offered during the Character's own
// Turn between Actions (not an Action; the other moments where it could
// matter are covered by the choices that make room: Keep, Offer).

// Drop discards one of the Character's things: What is OfferPack (a
// Backpack Item, Which its card), OfferHand (the Heavy Item in Hand
// Which, with its tokens), OfferBelt (the token in belt slot Which) or
// OfferArmor.
type Drop struct {
	Seat        Seat
	What, Which int8
}

func (a Drop) seat() Seat { return a.Seat }
func (Drop) isAction()    {}
func (a Drop) String() string {
	switch a.What {
	case OfferPack:
		return a.Seat.String() + " drop pack " + num("i", a.Which)
	case OfferHand:
		return a.Seat.String() + " drop hand " + num("h", a.Which)
	case OfferBelt:
		return a.Seat.String() + " drop belt " + itoa8(a.Which)
	case OfferArmor:
		return a.Seat.String() + " drop armor"
	}
	return a.Seat.String() + " drop ?"
}
func (a Drop) MarshalJSON() ([]byte, error) { return actionTable.Marshal(a) }

// dropActions holds every Drop boxed once, so that listing them in each
// Turn allocates nothing.
var dropActions = func() (t [MaxPlayers][4][64]Action) {
	for s := range t {
		for w := range t[s] {
			for i := range t[s][w] {
				t[s][w][i] = Drop{Seat(s), int8(w), int8(i)}
			}
		}
	}
	return
}()

func dropAction(s Seat, what, which int8) Action {
	if s < 0 || s >= MaxPlayers || what < 0 || what > 3 || which < 0 || which >= 64 {
		return Drop{s, what, which}
	}
	return dropActions[s][what][which]
}

// drops appends what seat s may discard (an Egg is not an Item card with a
// discard pile: it is kept).
func (g *game) drops(s Seat, out []Action) []Action {
	p := &g.P[s]
	for _, it := range p.Pack[:p.NPack] {
		out = append(out, dropAction(s, OfferPack, it))
	}
	for h, it := range p.Hands {
		if it.Item != NoItem && it.Item != Egg {
			out = append(out, dropAction(s, OfferHand, int8(h)))
		}
	}
	for i, t := range p.Belt {
		if t != NoToken {
			out = append(out, dropAction(s, OfferBelt, int8(i)))
		}
	}
	if p.Armor != NoItem {
		out = append(out, dropAction(s, OfferArmor, 0))
	}
	return out
}

func (k *kernel) drop(a Drop) {
	g := k.g
	p := &g.P[a.Seat]
	switch a.What {
	case OfferPack:
		for i := range p.NPack {
			if p.Pack[i] == a.Which {
				copy(p.Pack[i:], p.Pack[i+1:p.NPack])
				p.NPack--
				p.Pack[p.NPack] = 0
				break
			}
		}
		k.discardItem(a.Which)
		k.log(a.Seat.String() + " discarded the " + itemNames[itemKindOf(a.Which)])
	case OfferHand:
		k.log(a.Seat.String() + " discarded the " + itemNames[itemKindOf(p.Hands[a.Which].Item)])
		k.loseHeld(a.Seat, int(a.Which))
	case OfferBelt:
		k.log(a.Seat.String() + " discarded a " + p.Belt[a.Which].String() + " token")
		k.returnToken(p.Belt[a.Which])
		p.Belt[a.Which] = NoToken
	case OfferArmor:
		k.log(a.Seat.String() + " discarded the " + itemNames[itemKindOf(p.Armor)])
		k.discardItem(p.Armor)
		p.Armor = NoItem
	}
}
