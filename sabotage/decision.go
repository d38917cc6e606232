package sabotage

// Pending decisions: choices a seat owes in the middle of resolving
// something, which ToMove names and Actions lists before anything else
// goes on: the tile of a tier just completed ([PickTile]; Rulebook,
// "Unlocking Advanced Actions") and a Spy's gained unlock cubes
// ([UseCube]; Rulebook, "Unlock Cubes": "must be used immediately").

// The decisions are resolved here; the rules that raise them (fillUnlock,
// gain) and Swagger's red lines are in unlock.go.

// pending returns the seats that owe a decision in the middle of
// resolution: a tier choice or a gained unlock cube.
func (g *game) pending() (out [4]bool, any bool) {
	for i := range g.s.Players {
		if p := &g.s.Players[i]; p.Choosing > 0 || p.Pending > 0 {
			out[i], any = true, true
		}
	}
	return
}

// checkPick: a completed tier offers its two tiles; the seat takes one
// and the other is removed (Rulebook, "Unlocking Advanced Actions").
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

// checkUseCube: a Spy's gained unlock cube goes on the Swagger track or
// on the next action unlock space (Rulebook, "Unlock Cubes"; the
// Introductory Game allows only Swagger).
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
	g.emit(Private{Spies, a.Seat, "placed a cube on the action unlocks"})
	g.fillUnlock(a.Seat)
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
