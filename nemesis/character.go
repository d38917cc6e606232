package nemesis

import "fmt"

// Rulebook, "Character" and "Character's Health and Wounds".

func (k *kernel) log(text string) { k.ev = append(k.ev, Log{text}) }

// healthSlots is the length of a Character's Health track.
func (g *game) healthSlots(s Seat) int8 {
	h := g.T.chars[g.T.clampChar(g.P[s].Char)].Health
	return h[0] + h[1] + h[2]
}

// sectionOf is the Health section (0 Healthy, 1 Injured, 2 Heavily
// Injured) of a Health track slot.
func (g *game) sectionOf(s Seat, pos int8) int {
	h := g.T.chars[g.T.clampChar(g.P[s].Char)].Health
	switch {
	case pos < h[0]:
		return 0
	case pos < h[0]+h[1]:
		return 1
	}
	return 2
}

// sectionStart is the first slot of Health section sec.
func (g *game) sectionStart(s Seat, sec int) int8 {
	h := g.T.chars[g.T.clampChar(g.P[s].Char)].Health
	var n int8
	for i := range sec {
		n += h[i]
	}
	return n
}

// HeavilyInjured reports whether the Health marker is in the Heavily
// Injured section.
func (g *game) heavilyInjured(s Seat) bool { return g.sectionOf(s, g.P[s].Health) == 2 }

// advance moves the Health marker one slot right, past sections covered
// by Serious Wounds; reaching a section with Armor breaks the Armor; moving
// off the last slot onto the Skull kills.
func (k *kernel) advance(s Seat) {
	g := k.g
	p := &g.P[s]
	pos := p.Health + 1
	for pos < g.healthSlots(s) && p.Wounds[g.sectionOf(s, pos)] >= 0 {
		pos++
	}
	if pos >= g.healthSlots(s) {
		k.die(s, "lost their last Health")
		return
	}
	if g.sectionOf(s, pos) == 2 && g.sectionOf(s, p.Health) != 2 && p.Armor != NoItem {
		k.note(msgBroke, s, int8(g.T.kindOf(p.Armor)), 0, 0)
		k.discardItem(p.Armor)
		p.Armor = NoItem
	}
	p.Health = pos
}

// loseHealth: a Suffocating Character dies the next time they lose Health.
func (k *kernel) loseHealth(s Seat, n int) {
	p := &k.g.P[s]
	if p.Status != Active || n <= 0 {
		return
	}
	if p.Suffocating {
		k.die(s, "suffocated")
		return
	}
	for range n {
		if p.Status != Active {
			return
		}
		k.advance(s)
	}
}

// canHeal reports whether the Health marker can move left.
func (g *game) canHeal(s Seat) bool {
	p := &g.P[s]
	return p.Health > 0 && p.Wounds[g.sectionOf(s, p.Health-1)] < 0
}

// healable is how many Health seat s could restore (up to n).
func (g *game) healable(s Seat, n int) int {
	p := &g.P[s]
	h, c := p.Health, 0
	for c < n && h > 0 && p.Wounds[g.sectionOf(s, h-1)] < 0 {
		h--
		c++
	}
	return c
}

// healArgs lists the choices of a restoring effect of n: 0 restores all
// it can; 1..n-1 exactly that many (Rulebook, "Restoring Health": "a
// player may always choose to restore fewer Health points"), offered
// only where fewer than all makes a difference.
func (g *game) healArgs(s Seat, n int, out []int8) []int8 {
	m := g.healable(s, n)
	if m == 0 {
		return out
	}
	out = append(out, 0)
	for i := 1; i < m; i++ {
		out = append(out, int8(i))
	}
	return out
}

// healAmount is what a restoring effect of n restores with choice arg.
func healAmount(n int, arg int8) int {
	if arg > 0 && int(arg) < n {
		return int(arg)
	}
	return n
}

// heal restores up to n Health, never onto a covered slot.
func (k *kernel) heal(s Seat, n int) {
	for range n {
		if !k.g.canHeal(s) {
			return
		}
		k.g.P[s].Health--
	}
}

// gainWound draws a Serious Wound into the left-most Health section
// without one; a Health marker there moves to the first slot of the next
// section.
func (k *kernel) gainWound(s Seat) {
	g := k.g
	p := &g.P[s]
	if p.Status != Active {
		return
	}
	if g.D.Wounds.N == 0 {
		k.d().Wounds, k.d().WoundsOut = k.d().WoundsOut, pile{}
		k.d().Wounds.shuffle(k.r)
	}
	c := k.d().Wounds.pop()
	if c < 0 {
		return // none left: nothing happens
	}
	sec := -1
	for i, w := range p.Wounds {
		if w < 0 {
			sec = i
			break
		}
	}
	if sec < 0 {
		k.d().WoundsOut.push(c)
		return
	}
	p.Wounds[sec] = c
	k.note(msgWound, s, int8(g.T.wounds[c]), 0, 0)
	if g.sectionOf(s, p.Health) == sec {
		// Move to the first slot of the next section (advance breaks
		// Armor on the way, and there is no next section past the last).
		p.Health = g.sectionStart(s, sec+1) - 1
		k.advance(s)
	}
}

// discardWound discards the Serious Wound of section sec; the others slide
// left; the Health marker does not move.
func (k *kernel) discardWound(s Seat, sec int) {
	g := k.g
	p := &g.P[s]
	k.d().WoundsOut.push(p.Wounds[sec])
	for i := sec; i < 2; i++ {
		p.Wounds[i] = p.Wounds[i+1]
	}
	p.Wounds[2] = -1
	// The marker may now sit on a covered slot after the slide: move it to
	// the next uncovered one (rare; the Nightmare rule).
	for p.Health < g.healthSlots(s) && p.Wounds[g.sectionOf(s, p.Health)] >= 0 {
		p.Health++
	}
}

func (g *game) hasWound(s Seat, w woundKind) bool {
	for _, c := range g.P[s].Wounds {
		if c >= 0 && g.T.wounds[c] == w {
			return true
		}
	}
	return false
}

// gainContamination puts a Contamination card on the discard pile.
func (k *kernel) gainContamination(s Seat) {
	g := k.g
	if st := g.P[s].Status; st == Dead || st == KnockedOut {
		return
	}
	if g.D.Contam.N == 0 {
		k.d().Contam, k.d().ContamOut = k.d().ContamOut, pile{}
		k.d().Contam.shuffle(k.r)
	}
	c := k.d().Contam.pop()
	if c < 0 {
		return
	}
	g.P[s].Disc.push(contamBase + c)
	k.note(msgContaminated, s, 0, 0, 0)
}

// draw draws n cards, reshuffling the discard pile when the deck is empty
// (Rulebook, "Action Deck Reshuffle").
func (k *kernel) draw(s Seat, n int) {
	p := &k.g.P[s]
	for range n {
		if p.Deck.N == 0 {
			if p.Disc.N == 0 {
				return
			}
			p.Deck, p.Disc = p.Disc, pile{}
			p.Deck.shuffle(k.r)
		}
		p.Hand.push(p.Deck.pop())
	}
}

// removeFromHand takes card c out of the hand.
func (p *Player) removeFromHand(c int8) bool {
	for i := range p.Hand.N {
		if p.Hand.C[i] == c {
			copy(p.Hand.C[i:], p.Hand.C[i+1:p.Hand.N])
			p.Hand.N--
			p.Hand.C[p.Hand.N] = 0
			return true
		}
	}
	return false
}

func (p *Player) inHand(c int8) bool {
	for _, h := range p.Hand.C[:p.Hand.N] {
		if h == c {
			return true
		}
	}
	return false
}

// actionCards counts the Action cards in hand (Contamination cards cannot
// pay for Actions).
func (p *Player) actionCards() int {
	n := 0
	for _, h := range p.Hand.C[:p.Hand.N] {
		if !isContam(h) {
			n++
		}
	}
	return n
}

// die: the Character dies, their Items are lost (Rulebook, "Death").
func (k *kernel) die(s Seat, why string) {
	g := k.g
	p := &g.P[s]
	if p.Status == Dead || p.Status == KnockedOut {
		return
	}
	p.Status = Dead
	if g.Coop && g.Phase != PhaseOver {
		// Rulebook, "Revive": the model stays, knocked over.
		p.Status = KnockedOut
	}
	k.log(fmt.Sprintf("%v (%s) died: %s", s, g.T.chars[g.T.clampChar(p.Char)].Name, why))
	for h := range p.Hands {
		k.loseHeld(s, h)
	}
	if p.Armor != NoItem {
		k.discardItem(p.Armor)
		p.Armor = NoItem
	}
	for _, c := range p.Pack[:p.NPack] {
		k.discardItem(c)
	}
	p.Pack, p.NPack = [12]int8{}, 0
	for i, t := range p.Belt {
		k.returnToken(t)
		p.Belt[i] = NoToken
	}
	if p.Data {
		p.Data = false
		g.DataLeft++
	}
}

// loseHeld discards the Item in Hand h with its tokens.
func (k *kernel) loseHeld(s Seat, h int) {
	p := &k.g.P[s]
	it := &p.Hands[h]
	if it.Item == NoItem {
		return
	}
	for _, t := range it.Tok {
		k.returnToken(t)
	}
	if it.Item != Egg {
		k.discardItem(it.Item)
	}
	*it = Held{Item: NoItem}
}

func (k *kernel) returnToken(t Token) {
	switch t {
	case NoToken:
	case AmmoHalf:
		k.g.Supply[AmmoFull]++
	default:
		k.g.Supply[t]++
	}
}

// discardItem puts an Item card on its deck's discard pile; Support
// Equipment and Character Items leave the game.
func (k *kernel) discardItem(c int8) {
	if c < 0 || c == Egg {
		return
	}
	if col := k.g.T.colourOf(c); col < 3 {
		k.d().ItemsOut[col].push(c)
	}
}

// loseOxygen at the end of a Turn in a Section with Inactive Life Support;
// at 0 the Character gains the Suffocating token.
func (k *kernel) loseOxygen(s Seat) {
	p := &k.g.P[s]
	n := int8(1)
	if k.g.hasWound(s, woundLungs) {
		n = 2
	}
	p.Oxygen -= n
	if p.Oxygen <= 0 {
		p.Oxygen = 0
		if !p.Suffocating {
			p.Suffocating = true
			k.note(msgSuffocating, s, 0, 0, 0)
		}
	}
}

func (k *kernel) gainOxygen(s Seat, n int8) {
	p := &k.g.P[s]
	p.Oxygen = min(7, p.Oxygen+n)
	p.Suffocating = false
}

// gainItem places a gained Item: Heavy in a free Hand slot (fully loaded),
// Armor on the Heavily Injured section, the others in the Backpack.
func (k *kernel) gainItem(s Seat, c int8) {
	g := k.g
	p := &g.P[s]
	kd := g.T.item(c)
	switch {
	case kd.Heavy:
		for h := range p.Hands {
			if p.Hands[h].Item == NoItem {
				p.Hands[h] = Held{Item: c}
				for i := range kd.Slots {
					t := kd.SlotToken
					if t == NoToken {
						t = Grenade
						if g.Supply[Grenade] == 0 {
							t = AmmoFull
						}
					}
					if g.Supply[t] > 0 {
						g.Supply[t]--
						p.Hands[h].Tok[i] = t
					}
				}
				return
			}
		}
		k.discardItem(c)
	case kd.Armor:
		if p.Armor != NoItem || g.heavilyInjured(s) {
			k.discardItem(c)
			return
		}
		p.Armor = c
	default:
		if int(p.NPack) < len(p.Pack) {
			p.Pack[p.NPack] = c
			p.NPack++
		} else {
			k.discardItem(c)
		}
	}
}

// canGainItem: a Heavy Item needs a free Hand slot; Armor needs no Armor
// worn and the marker out of the Heavily Injured section.
func (g *game) canGainItem(s Seat, c int8) bool {
	p := &g.P[s]
	kd := g.T.item(c)
	switch {
	case kd.Heavy:
		return p.Hands[0].Item == NoItem || p.Hands[1].Item == NoItem
	case kd.Armor:
		return p.Armor == NoItem && !g.heavilyInjured(s)
	}
	return int(p.NPack) < len(p.Pack)
}

// freeSlot finds an empty Tactical Gear slot for token t: the belt (gray),
// or an Item slot of its colour. It returns the hand (-1: belt) and index.
func (g *game) freeSlot(s Seat, t Token) (int, int, bool) {
	p := &g.P[s]
	if t == AmmoFull {
		for h := range p.Hands {
			it := p.Hands[h]
			if it.Item == NoItem || it.Item == Egg {
				continue
			}
			kd := g.T.item(it.Item)
			for i := range kd.Slots {
				if it.Tok[i] == NoToken {
					return h, int(i), true
				}
			}
		}
	}
	for i, b := range p.Belt {
		if b == NoToken {
			return -1, i, true
		}
	}
	for h := range p.Hands {
		it := p.Hands[h]
		if it.Item == NoItem || it.Item == Egg {
			continue
		}
		kd := g.T.item(it.Item)
		if kd.SlotToken != NoToken {
			continue
		}
		for i := range kd.Slots {
			if it.Tok[i] == NoToken {
				return h, int(i), true
			}
		}
	}
	return 0, 0, false
}

// gainToken gains a Tactical Gear token from the supply (or from from, the
// Landing Zone's slots), if any is left and a slot is free.
func (k *kernel) gainToken(s Seat, t Token, from *int8) bool {
	if *from <= 0 {
		return false
	}
	h, i, ok := k.g.freeSlot(s, t)
	if !ok {
		return false
	}
	*from--
	if h < 0 {
		k.g.P[s].Belt[i] = t
	} else {
		k.g.P[s].Hands[h].Tok[i] = t
	}
	return true
}

// order is a list of seats in turn order.
type order struct {
	s [MaxPlayers]Seat
	n int8
}

func (o order) list() []Seat { return o.s[:o.n] }

// turnOrder lists the seats from the Starting Player clockwise.
func (g *game) turnOrder() order {
	var o order
	for i := range g.Players {
		o.s[i] = Seat((int8(g.Starting) + i) % g.Players)
	}
	o.n = g.Players
	return o
}
