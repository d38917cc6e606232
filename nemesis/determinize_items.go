package nemesis

import "github.com/incursion/incursion/dice"

// Determinization (determinize.go), continued: the Items the seat does not
// see — the Item decks, the other seats' Backpacks, another seat's Search.

// packable: an Item that may lie in a Backpack (neither Heavy nor Armor).
func (t *tables) packable(c int8) bool {
	kd := t.item(c)
	return !kd.Heavy && !kd.Armor
}

// dealItems deals the Items the viewer cannot place: the other
// Characters' Backpacks, the Items of another's Search, the Item decks and
// the Support deck. Each colour's cards not seen are exactly those in its
// deck and in the hidden places, so the number of hidden places holding
// each colour is known; the rest of the hidden Backpack slots hold Support
// Equipment not seen.
func (g *game) dealItems(p Seat, r dice.Roller) error {
	var seen [maxItemCards]bool
	mark := func(c int8) {
		if c >= 0 && c < g.T.first[4] {
			seen[c] = true
		}
	}
	var slots []*int8 // the hidden Backpack slots
	var owner []Seat
	for i := range g.Players {
		q := &g.P[i]
		for _, h := range q.Hands {
			mark(h.Item)
		}
		mark(q.Armor)
		for j := range q.NPack {
			if q.Pack[j] == Unknown {
				slots = append(slots, &q.Pack[j])
				owner = append(owner, Seat(i))
			} else {
				mark(q.Pack[j])
			}
		}
	}
	for c := range 3 {
		for _, it := range g.D.ItemsOut[c].slice() {
			mark(it)
		}
	}
	for _, it := range g.D.Offer.slice() {
		mark(it)
	}
	pendHidden := g.Pend == PendKeep && g.PendN > 0 && g.PendItems[0] == Unknown
	if g.Pend == PendKeep && !pendHidden {
		for _, it := range g.PendItems[:g.PendN] {
			mark(it)
		}
	}
	// Items the table shows in a hidden Backpack: the Item a trader
	// offers from theirs, the Item of an Action being paid for.
	forced, forcedSeat := int8(-1), Seat(-1)
	if o := g.Proposal; g.Pend == PendConsent && o.What == OfferPack && o.Which >= 0 && o.Which < g.T.first[4] && !seen[o.Which] {
		forced, forcedSeat = o.Which, o.From
	}
	switch a := g.Chosen.action(g.Turn).(type) {
	case UseItem:
		if a.Item >= 0 && a.Item < g.T.first[4] && !seen[a.Item] {
			forced, forcedSeat = a.Item, g.Turn
		}
	case UseOn:
		if a.Item >= 0 && a.Item < g.T.first[4] && !seen[a.Item] {
			forced, forcedSeat = a.Item, g.Turn
		}
	}
	var unseen [4][]int8
	for c := range g.T.first[4] {
		if !seen[c] {
			unseen[g.T.colourOf(c)] = append(unseen[g.T.colourOf(c)], c)
		}
	}
	var inHidden [3]int
	total := 0
	for c := range 3 {
		inHidden[c] = len(unseen[c]) - int(g.D.Items[c].N)
		if inHidden[c] < 0 {
			return errInconsistent
		}
		total += inHidden[c]
	}
	var pend [3]int
	npend := 0
	if pendHidden {
		npend = int(g.PendN)
		cands := g.searchColours(inHidden, len(slots), unseen)
		if len(cands) == 0 {
			return errInconsistent
		}
		pend = cands[r.IntN(len(cands))]
	}
	if total-npend > len(slots) {
		return errInconsistent
	}
	// Choose the Backpack Items of each colour first (among the packable
	// ones), then the searched ones among the rest; the others stay in
	// the deck.
	var packItems []int8
	var pendItems [3][]int8
	for c := range 3 {
		k := inHidden[c] - pend[c]
		var able, other []int8
		for _, it := range unseen[c] {
			switch {
			case it == forced:
			case g.T.packable(it):
				able = append(able, it)
			default:
				other = append(other, it)
			}
		}
		if forced >= 0 && g.T.colourOf(forced) == c {
			if k == 0 {
				return errInconsistent
			}
			k--
		}
		if k > len(able) {
			return errInconsistent
		}
		dice.ShuffleInPlace(r, able)
		packItems = append(packItems, able[:k]...)
		rest := append(other, able[k:]...)
		dice.ShuffleInPlace(r, rest)
		if pend[c] > len(rest) {
			return errInconsistent
		}
		pendItems[c] = rest[:pend[c]]
		deck := &g.D.Items[c]
		if len(rest)-pend[c] != int(deck.N) {
			return errInconsistent
		}
		copy(deck.C[:deck.N], rest[pend[c]:])
	}
	// The other hidden Backpack slots: Support Equipment not seen.
	var able, other []int8
	for _, it := range unseen[3] {
		switch {
		case it == forced:
		case it < g.T.first[3] && g.T.packable(it):
			able = append(able, it)
		case it < g.T.first[3]:
			other = append(other, it)
		}
	}
	k := len(slots) - (total - npend) // the slots left for Support Equipment
	if forced >= 0 && g.T.colourOf(forced) == 3 {
		k--
	}
	if k < 0 || k > len(able) {
		return errInconsistent
	}
	dice.ShuffleInPlace(r, able)
	packItems = append(packItems, able[:k]...)
	rest := append(other, able[k:]...)
	if _, err := fill(&g.D.Support, rest, r); err != nil {
		return err
	}
	// Deal the Backpack Items to the hidden slots, the forced one to its
	// holder.
	dice.ShuffleInPlace(r, packItems)
	if forced >= 0 {
		var mine []int
		for i, s := range owner {
			if s == forcedSeat {
				mine = append(mine, i)
			}
		}
		if len(mine) == 0 {
			return errInconsistent
		}
		at := mine[r.IntN(len(mine))]
		*slots[at] = forced
		slots = append(slots[:at:at], slots[at+1:]...)
	}
	for i, sl := range slots {
		*sl = packItems[i]
	}
	if pendHidden {
		n := 0
		for c := range 3 {
			for _, it := range pendItems[c] {
				g.PendItems[n] = it
				n++
			}
		}
	}
	return nil
}

// searchColours lists how many of another's searched Items may be of each
// colour (Search draws them red, green, yellow in that order; the sample
// takes one of the list uniformly): the counts a Search in the searcher's
// Room can give (its Item
// icons with the Search card, two of one colour in the Storage; fewer of a
// colour whose deck ran out) that fit the hidden places; among all counts
// that fit when none of those does.
func (g *game) searchColours(inHidden [3]int, packSlots int, unseen [4][]int8) [][3]int {
	n := int(g.PendN)
	total := inHidden[0] + inHidden[1] + inHidden[2]
	fits := func(x [3]int) bool {
		s := 0
		for c := range 3 {
			if x[c] < 0 || x[c] > inHidden[c] {
				return false
			}
			able := 0
			for _, it := range unseen[c] {
				if g.T.packable(it) {
					able++
				}
			}
			if inHidden[c]-x[c] > able {
				return false
			}
			s += x[c]
		}
		return s == n && total-n <= packSlots
	}
	var icons [][3]int
	if room := g.P[g.PendSeat].Room; room >= 0 && g.Rooms[room].Tile >= 0 {
		t := g.T.rooms[g.Rooms[room].Tile]
		icons = append(icons, [3]int{int(t.Icons[0]), int(t.Icons[1]), int(t.Icons[2])})
		if t.Kind == Storage {
			icons = append(icons, [3]int{2, 0, 0}, [3]int{0, 2, 0}, [3]int{0, 0, 2})
		}
	}
	var cands [][3]int
	add := func(x [3]int) {
		for _, y := range cands {
			if y == x {
				return
			}
		}
		cands = append(cands, x)
	}
	for _, ic := range icons {
		for a := 0; a <= ic[0]; a++ {
			for b := 0; b <= ic[1]; b++ {
				if x := [3]int{a, b, n - a - b}; x[2] <= ic[2] && fits(x) {
					add(x)
				}
			}
		}
	}
	if len(cands) == 0 {
		for a := 0; a <= n; a++ {
			for b := 0; a+b <= n; b++ {
				if x := [3]int{a, b, n - a - b}; fits(x) {
					add(x)
				}
			}
		}
	}
	return cands
}
