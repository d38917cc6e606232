package nemesis

// Conservation (Rulebook, "Component Limits"; Validate on a full state):
// every card, tile and token in its one place.

// conserved: every card is in exactly one place.
func (g *game) conserved() error {
	var items [maxItemCards + 1]int
	count := func(c int8) {
		if c >= 0 && c < g.T.first[4] {
			items[c]++
		}
	}
	for i := range 3 {
		for _, c := range g.D.Items[i].slice() {
			count(c)
		}
		for _, c := range g.D.ItemsOut[i].slice() {
			count(c)
		}
	}
	if g.Pend == PendKeep {
		for _, c := range g.PendItems[:g.PendN] {
			count(c)
		}
	}
	// The Support Equipment not drafted: in its deck or offered, once
	// (second audit, A2-N4).
	for _, c := range g.D.Support.slice() {
		count(c)
	}
	for _, c := range g.D.Offer.slice() {
		count(c)
	}
	var contam [maxPile]int
	for _, c := range g.D.Contam.slice() {
		contam[c]++
	}
	for _, c := range g.D.ContamOut.slice() {
		contam[c]++
	}
	var wounds [maxPile]int
	for _, c := range g.D.Wounds.slice() {
		wounds[c]++
	}
	for _, c := range g.D.WoundsOut.slice() {
		wounds[c]++
	}
	for i := range g.Players {
		p := &g.P[i]
		for _, h := range p.Hands {
			count(h.Item)
		}
		count(p.Armor)
		for _, c := range p.Pack[:p.NPack] {
			count(c)
		}
		for _, w := range p.Wounds {
			if w >= 0 {
				wounds[w]++
			}
		}
		var mine [10]int
		for _, pl := range []*pile{&p.Deck, &p.Hand, &p.Disc} {
			for _, c := range pl.slice() {
				if isContam(c) {
					contam[c-contamBase]++
				} else {
					mine[c]++
				}
			}
		}
		if p.Char >= 0 && mine != [10]int{1, 1, 1, 1, 1, 1, 1, 1, 1, 1} {
			return bad("%v: the Action cards are not all there", Seat(i))
		}
	}
	for c := range g.T.first[2] {
		if items[c] != 1 {
			return bad("item card %d is in %d places", c, items[c])
		}
	}
	for c := g.T.first[2]; c < g.T.first[4]; c++ {
		if items[c] > 1 {
			return bad("item card %d is in %d places", c, items[c])
		}
	}
	for c, n := range contam[:len(g.T.infected)] {
		if n != 1 {
			return bad("contamination card %d is in %d places", c, n)
		}
	}
	for c, n := range wounds[:len(g.T.wounds)] {
		if n != 1 {
			return bad("serious wound %d is in %d places", c, n)
		}
	}
	if int(g.D.Attacks.N+g.D.AttacksOut.N) != len(g.T.attacks) || int(g.D.Events.N+g.D.EventsOut.N) != len(g.T.events) || int(g.D.Explore.N+g.D.ExploreOut.N) != len(g.T.explore) {
		return bad("attack, event or exploration cards missing")
	}
	// Each Queen Health card at most once (second audit, A2-N4).
	var queen [len(pile{}.C)]bool
	for _, c := range g.D.QueenDeck.slice() {
		if c >= 0 && int(c) < len(queen) {
			if queen[c] {
				return bad("queen health card %d is in 2 places", c)
			}
			queen[c] = true
		}
	}
	if err := g.conservedTiles(); err != nil {
		return err
	}
	// Each Attack, Event and Exploration card once: a duplicate would stand
	// for a missing card (second audit, A2-N4).
	for _, deck := range [...][2]*pile{{&g.D.Attacks, &g.D.AttacksOut}, {&g.D.Events, &g.D.EventsOut}, {&g.D.Explore, &g.D.ExploreOut}} {
		var seen [len(pile{}.C)]bool
		for _, p := range deck {
			for _, c := range p.C[:p.N] {
				if c >= 0 && int(c) < len(seen) {
					if seen[c] {
						return bad("attack, event or exploration card %d is in 2 places", c)
					}
					seen[c] = true
				}
			}
		}
	}
	return nil
}

// conservedTiles: every Room tile but the printed Landing Zone and
// Hibernatorium is on the map or in the stack of its back, every Corridor
// tile on the map or in the insert, once; a Character draft card drafted,
// dealt or in the draft deck at most once (a position written over a game
// may change the Characters: the draft deck is refilled from scratch only,
// doc.go); the Tactical Gear tokens of each kind, in the supply, by the
// Landing Zone, on the belts, the Items and the Robot, no more than the
// box holds (an Ammo token's half-full side is the same token; fewer is
// accepted: a position written by hand that takes tokens off a belt need
// not put them back in the supply). A tile twice would be explored twice,
// a token more than the box holds could be gained (second audit, A2-N4).
func (g *game) conservedTiles() error {
	var rooms [maxRoomTiles]int8
	for _, r := range g.Rooms {
		if r.Tile >= 0 {
			rooms[r.Tile]++
		}
	}
	for b := range g.D.Stacks {
		for _, c := range g.D.Stacks[b].slice() {
			if g.T.rooms[c].Back != Stack(b) {
				return bad("room tile %d in the %s stack, not its own", c, stackNames[b])
			}
			rooms[c]++
		}
	}
	for c, n := range rooms[:len(g.T.rooms)] {
		if n != 1 {
			return bad("room tile %d is in %d places", c, n)
		}
	}
	var corr [maxCorridorTiles]int8
	for _, c := range g.Corr {
		if c.Tile >= 0 {
			corr[c.Tile]++
		}
	}
	for _, c := range g.D.CorrDeck.slice() {
		corr[c]++
	}
	for c, n := range corr[:len(g.T.corridors)] {
		if n != 1 {
			return bad("corridor tile %d is in %d places", c, n)
		}
	}
	var chars [len(pile{}.C)]int8
	for _, c := range g.D.Draft.slice() {
		chars[c]++
	}
	var tokens [6]int
	add := func(ts ...Token) {
		for _, t := range ts {
			if t == AmmoHalf {
				t = AmmoFull
			}
			if t >= 0 && int(t) < len(tokens) {
				tokens[t]++
			}
		}
	}
	add(g.RobotTok[:]...)
	for i := range g.Players {
		p := &g.P[i]
		for _, c := range []int8{p.Char, p.Draft[0], p.Draft[1]} {
			if c >= 0 {
				chars[c]++
			}
		}
		add(p.Belt[:]...)
		add(p.Hands[0].Tok[:]...)
		add(p.Hands[1].Tok[:]...)
	}
	for c, n := range chars[:len(g.T.chars)] {
		if n > 1 {
			return bad("character draft card %d is in %d places", c, n)
		}
	}
	for t := range Token(len(tokens)) {
		for range int(g.Supply[t]) + int(g.LZTok[t]) {
			add(t)
		}
	}
	for t := AmmoFull; t <= Medpack; t++ {
		if t != AmmoHalf && tokens[t] > int(g.T.supply[t]) {
			return bad("%d %v tokens, the box holds %d", tokens[t], t, g.T.supply[t])
		}
	}
	return nil
}
