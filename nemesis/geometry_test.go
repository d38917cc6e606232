package nemesis

import (
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestFacilityGeometry checks the drawing data against the rules' own
// map: names, Sections, Corridor ends and the printed Rooms (Rulebook,
// "Map"; DATA.md, "The Facility").
func TestFacilityGeometry(t *testing.T) {
	g := FacilityGeometry()
	if g.Width != W || g.Height != H {
		t.Fatalf("size %d×%d, want %d×%d", g.Width, g.Height, W, H)
	}
	want := RoomSlot{Slot: LandingSlot, Name: "a2", Col: 0, Row: 1, X: 0.5, Y: 1.5, Section: 0, Printed: "Landing Zone"}
	if diff := cmp.Diff(want, g.Rooms[LandingSlot]); diff != "" {
		t.Errorf("Landing Zone slot (-want +got):\n%s", diff)
	}
	if r := g.Rooms[HibernatoriumSlot]; r.Name != "d3" || r.Section != 1 || r.Printed != "Hibernatorium" {
		t.Errorf("Hibernatorium slot: %+v", r)
	}
	for s, r := range g.Rooms {
		if r.Slot != s || r.Name != SlotName(s) || r.Printed != "" && s != LandingSlot && s != HibernatoriumSlot {
			t.Errorf("slot %d: %+v", s, r)
		}
		sec := g.Sections[r.Section]
		if r.X < sec.X || r.X > sec.X+sec.W || r.Y < sec.Y || r.Y > sec.Y+sec.H {
			t.Errorf("slot %s at (%v,%v) outside Section %s %+v", r.Name, r.X, r.Y, sec.Name, sec.Box)
		}
	}
	if got := []string{g.Sections[0].Name, g.Sections[1].Name, g.Sections[2].Name}; !cmp.Equal(got, []string{"A", "B", "C"}) {
		t.Errorf("Sections %v", got)
	}
	borders := 0
	for e, c := range g.Corridors {
		a, b := c.Rooms[0], c.Rooms[1]
		if c.Corridor != e || edgeBetween(a, b) != e || c.Name != CorridorName(e) {
			t.Errorf("corridor %d: %+v", e, c)
		}
		// The segment runs between the two Room tiles, at their facing
		// edges, half a slot from each centre minus half a tile.
		ra, rb := g.Rooms[a], g.Rooms[b]
		gap := 1 - g.RoomSide
		if l := math.Hypot(c.X2-c.X1, c.Y2-c.Y1); math.Abs(l-gap) > 1e-9 {
			t.Errorf("corridor %s is %v long, want %v", c.Name, l, gap)
		}
		if c.X != (ra.X+rb.X)/2 || c.Y != (ra.Y+rb.Y)/2 {
			t.Errorf("corridor %s midpoint (%v,%v)", c.Name, c.X, c.Y)
		}
		if c.Horizontal != (ra.Row == rb.Row) {
			t.Errorf("corridor %s orientation", c.Name)
		}
		if c.SectionBorder {
			borders++
		}
	}
	// Borders between columns b/c and d/e: 2 per row.
	if borders != 2*H {
		t.Errorf("%d Corridor slots on a Section border, want %d", borders, 2*H)
	}
	last := g.RoundTrack[LastRound-1]
	if last.X+last.W > float64(W)+1e-9 || last.Y < H {
		t.Errorf("Round track ends at %+v, outside the board's width or over the Facility", last)
	}
	// A copy: changing it leaves the shared data alone.
	g.Rooms[0].Name = "zz"
	if FacilityGeometry().Rooms[0].Name != "a1" {
		t.Error("FacilityGeometry returned shared data")
	}
}

func TestGeometryComponentData(t *testing.T) {
	for tile := range int8(CorridorTiles) {
		n, d, door, ok := CorridorFace(tile)
		if !ok || n != int(corridorTiles[tile].Noise) || d != int(corridorTiles[tile].Deadly) || door != corridorTiles[tile].Door {
			t.Errorf("CorridorFace(%d) = %d %d %v %v", tile, n, d, door, ok)
		}
	}
	for _, bad := range []int8{-1, Unknown, CorridorTiles} {
		if _, _, _, ok := CorridorFace(bad); ok {
			t.Errorf("CorridorFace(%d) ok", bad)
		}
	}
	if got := HealthTrack(3); got != [3]int{3, 2, 2} { // the Pilot
		t.Errorf("HealthTrack(Pilot) = %v", got)
	}
	if got := HealthTrack(-1); got != [3]int{} {
		t.Errorf("HealthTrack(-1) = %v", got)
	}
	for _, c := range []struct {
		char, card int8
		want       string
	}{{5, 0, "Search"}, {5, 9, "Extinguish"}, {0, 1, "Command"}, {0, Unknown, "?"}, {0, ContamCard, "Contamination"}, {-1, 3, "?"}, {0, 10, "?"}} {
		if got := ActionCardName(c.char, c.card); got != c.want {
			t.Errorf("ActionCardName(%d, %d) = %q, want %q", c.char, c.card, got, c.want)
		}
	}
	if RoomCode(LandingZone) != "LZ" || RoomCode(-1) != "?" || RoomCode(roomKinds) != "?" {
		t.Error("RoomCode")
	}
	if RobotName(Unknown) != "?" || RobotName(0) != robotNames[0] {
		t.Error("RobotName")
	}
}
