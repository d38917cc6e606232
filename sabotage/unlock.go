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

func (g *game) checkPick(a PickTile) error {
	p := g.s.Players[a.Seat]
	if p.Choosing == 0 {
		return illegal("pick: %v has no tier to choose from", a.Seat)
	}
	lo := Slot(7)
	if p.Choosing == 3 {
		lo = 9
	}
	if a.Slot != lo && a.Slot != lo+1 {
		return illegal("pick: choose 1 action tile of Tier %d", p.Choosing)
	}
	return nil
}

func (g *game) doPick(a PickTile) {
	p := &g.s.Players[a.Seat]
	lo := Slot(7)
	if p.Choosing == 3 {
		lo = 9
	}
	other := lo + lo + 1 - a.Slot
	p.Hand |= 1 << uint(a.Slot)
	p.Gone |= 1 << uint(other)
	p.Choosing = 0
	g.emit(Private{a.Seat.Team(), a.Seat, "unlocked " + printed(a.Seat.Team(), p.Char, a.Slot).Tile.String()})
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

func (g *game) checkUseCube(a UseCube) error {
	p := g.s.Players[a.Seat]
	if p.Pending == 0 {
		return illegal("cube: %v has no unlock cube to use", a.Seat)
	}
	if p.Choosing > 0 {
		return illegal("cube: %v must first choose a Tier %d action", a.Seat, p.Choosing)
	}
	if a.Swagger {
		if p.Swagger >= 5 {
			return illegal("cube: the Swagger track is full")
		}
		return nil
	}
	if g.s.Intro {
		return illegal("cube: in the Introductory Game the Spies only use unlock cubes to increase Swagger")
	}
	if p.Unlocks >= 6 {
		return illegal("cube: every action unlock space is full")
	}
	return nil
}

func (g *game) doUseCube(a UseCube) {
	p := &g.s.Players[a.Seat]
	p.Pending--
	if a.Swagger {
		p.Swagger++
		g.emit(Private{Spies, a.Seat, "gained Swagger"})
		return
	}
	g.fillUnlock(a.Seat)
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

// settle discards gained cubes that cannot be used (Rulebook: "Otherwise
// they are lost and discarded").
func (g *game) settle() {
	for i := range g.s.Players {
		p := &g.s.Players[i]
		if p.Pending > 0 && p.Choosing == 0 {
			if p.Swagger >= 5 && (g.s.Intro || p.Unlocks >= 6) {
				g.s.Discarded += p.Pending
				p.Pending = 0
			}
		}
	}
	if g.s.Phase == PhaseExecute {
		if _, any := g.pending(); !any {
			g.advance()
		}
	}
}
