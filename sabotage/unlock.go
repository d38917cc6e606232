package sabotage

// fillUnlock places one unlock cube on the seat's leftmost empty action
// unlock space; a completed tier gives its tile (Tier 1 has one tile) or
// asks for a choice between the two (Rulebook, "Unlocking Advanced
// Actions"). Spaces: 1 for Tier 1, 2 for Tier 2, 3 for Tier 3 (DATA.md).
func (g *game) fillUnlock(seat Seat) {
	p := &g.s.Players[seat]
	p.Unlocks++
	switch p.Unlocks {
	case 1:
		p.Hand |= 1 << 6
		g.emit(Private{seat.Team(), seat, "unlocked " + printed(seat.Team(), p.Char, 6).Tile.String()})
	case 3:
		p.Choosing = 2
	case 6:
		p.Choosing = 3
	}
}

// gain gives each of seats n unlock cubes from the Spies' pile, to be used
// at once (Rulebook, "Unlock Cubes").
func (g *game) gain(seat Seat, n int8) {
	if n > g.s.Pile {
		n = g.s.Pile
	}
	if n <= 0 {
		return
	}
	g.s.Pile -= n
	g.s.Players[seat].Pending += n
	g.emit(Private{Spies, seat, "gained unlock cubes"})
}

// loseSwagger: each time a Spy is REVEALED, Swagger drops to the nearest
// red line to the left (3-5 → 2, 1-2 → 0), once per round (Rulebook,
// "Swagger": "discard down to 2"); the cubes are discarded.
func (g *game) loseSwagger(seat Seat) {
	p := &g.s.Players[seat]
	if p.Lost {
		return
	}
	p.Lost = true
	to := int8(0)
	if p.Swagger >= 3 {
		to = 2
	}
	if p.Swagger > to {
		g.s.Discarded += p.Swagger - to
		p.Swagger = to
		g.emit(Private{Spies, seat, "lost Swagger"})
	}
}
