package sabotage

import "testing"

// TestCharacters: 8 characters, 5 advanced tiles each (Tier 1, 2, 2, 3, 3),
// together every advanced action of their team: 17 + 17, 40 tiles.
func TestCharacters(t *testing.T) {
	used := map[Tile]int{}
	for c := Character(0); c < 8; c++ {
		info := c.Info()
		for k, pr := range info.Tiles {
			want := [5]int8{1, 2, 2, 3, 3}[k]
			if pr.Tile.Info().Tier != want || pr.Tile.Info().Team != info.Team {
				t.Errorf("%v slot %d: %v is tier %d of %v", c, k+6, pr.Tile, pr.Tile.Info().Tier, pr.Tile.Info().Team)
			}
			if pr.Tile.Info().Passive != (pr.Req.Kind == NoDice) {
				t.Errorf("%v: %v requirement %v", c, pr.Tile, pr.Req)
			}
			used[pr.Tile]++
		}
	}
	for tile := Thermo; tile < numTiles; tile++ {
		if used[tile] == 0 {
			t.Errorf("%v is on no character", tile)
		}
	}
	if n := len(used); n != 34 {
		t.Errorf("%d advanced actions", n)
	}
}
