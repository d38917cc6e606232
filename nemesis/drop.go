package nemesis

// Rulebook, "Discarding Items and Tactical Gear Tokens": "all Characters
// are allowed to discard any number of their Tactical Gear tokens and/or
// Items at any point. Tokens are placed back into the pool and Items are
// placed in the Items discard pile." Not an Action. Offered whenever the
// Character decides: during its own Turn between Actions, and during its
// own pending decisions (dropsDuring, rules.go) — a reaction window, a
// Search's keep, Passing's discards, a Trade, the Use Any Tactical Gear
// Action... A seat that is not deciding cannot act (one seat moves at a
// time), so "at any point" is read as "whenever it is that seat's
// decision".

// Drop discards one of the Character's things: What is OfferPack (a
// Backpack Item, Which its card), OfferHand (the Heavy Item in Hand
// Which, with its tokens), OfferBelt (the token in gear slot Which: 0–3
// the belt, 6–9 an Item's gray slots, gear.go) or OfferArmor.
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

// drops appends what seat s may discard. An Egg is a Heavy Item (Rulebook,
// "Heavy Items") and may be discarded like any Item; it has no discard pile
// and leaves the game (loseHeld), as when a Keep discards it to make room.
func (g *game) drops(s Seat, out []Action) []Action {
	p := &g.P[s]
	for _, it := range p.Pack[:p.NPack] {
		out = append(out, dropAction(s, OfferPack, it))
	}
	for h, it := range p.Hands {
		if it.Item != NoItem {
			out = append(out, dropAction(s, OfferHand, int8(h)))
		}
	}
	for i, t := range p.Belt {
		if t != NoToken {
			out = append(out, dropAction(s, OfferBelt, int8(i)))
		}
	}
	for i := handSlot; i < gearSlots; i++ {
		if g.gearToken(s, i) != NoToken {
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
		kind := g.T.kindOf(a.Which)
		k.note(msgDroppedItem, a.Seat, int8(kind), 0, 0)
	case OfferHand:
		kind := g.T.kindOf(p.Hands[a.Which].Item)
		k.note(msgDroppedItem, a.Seat, int8(kind), 0, 0)
		k.loseHeld(a.Seat, int(a.Which))
	case OfferBelt:
		t := g.gearSlot(a.Seat, int(a.Which))
		tok := *t
		k.note(msgDroppedToken, a.Seat, int8(tok), 0, 0)
		k.returnToken(*t)
		*t = NoToken
	case OfferArmor:
		kind := g.T.kindOf(p.Armor)
		k.note(msgDroppedItem, a.Seat, int8(kind), 0, 0)
		k.discardItem(p.Armor)
		p.Armor = NoItem
	}
}
