package sabotage

// Pending decisions: choices a seat owes in the middle of resolving
// something, which ToMove names and Actions lists before anything else
// goes on: the tile of a tier just completed ([PickTile]; Rulebook,
// "Unlocking Advanced Actions") and a Spy's gained unlock cubes
// ([UseCube]; Rulebook, "Unlock Cubes": "must be used immediately").

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
