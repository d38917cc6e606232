package nemesis

// Drawing data for user interfaces (issue 13): where the Facility's Room
// slots, Corridor slots, Sections and the Round track lie, so that a UI can
// draw the board without reading the rules; and the few read accessors a
// picture of a view needs that query.go does not give.

// Geometry is the drawing data of the Facility (Rulebook, "Map": "Sections",
// "Rooms", "Corridors"; DATA.md, "The Facility"). It is the same for every
// game: get it with [FacilityGeometry].
//
// Coordinates are in Room slots: one unit is the pitch of the slot grid,
// x grows to the right (columns a–f), y grows down (rows 1–4), the origin
// is the top-left corner of slot a1. Room slot (Col, Row) owns the unit
// square from (Col, Row) to (Col+1, Row+1); its Room tile is drawn as a
// square of side RoomSide centred in it, at (X, Y). A Corridor slot joins
// two orthogonally neighbouring Room slots: it is drawn as the segment from
// (X1, Y1) to (X2, Y2), between the facing edges of their Room tiles, and
// its tile's Noise value, its Door and its markers (Noise marker, Intruders
// in the Corridor) sit at its midpoint (X, Y). The Round track lies under
// the Facility, one box per Round.
//
// Everything the state says about a slot is found by its index: Room slot
// i is [State.RoomAt](i) and node i of [State.IntrudersAt]; Corridor slot e
// is [State.CorridorAt](e) and node Slots+e. Names are those of the
// notation: "a2" for a Room slot, "a2-b2" for a Corridor slot.
type Geometry struct {
	// Width and Height of the Facility in Room slots (W, H).
	Width, Height int
	// RoomSide is the side of a drawn Room tile (a Room slot is 1).
	RoomSide float64
	// Sections A, B, C in order: each a band of 2 columns.
	Sections [3]SectionArea
	// Rooms are the Room slots, indexed by slot (row by row: a1, b1, …, f4).
	Rooms [Slots]RoomSlot
	// Corridors are the Corridor slots, indexed as in the state: the
	// (W-1)*H west–east ones row by row, then the W*(H-1) north–south ones.
	Corridors [Edges]CorridorSlot
	// RoundTrack holds the boxes of Rounds 1..LastRound (index Round-1),
	// under the Facility. The Lander token starts on box LanderTurn.
	RoundTrack [LastRound]Box
}

// SectionArea is one Section of the Facility: its letter and the rectangle
// its Room slots cover.
type SectionArea struct {
	Name string // "A", "B" or "C"
	Box
}

// Box is an axis-aligned rectangle: top-left corner (X, Y), width W,
// height H.
type Box struct {
	X, Y, W, H float64
}

// RoomSlot is one Room slot of the Facility.
type RoomSlot struct {
	Slot     int     // index: Row*W + Col
	Name     string  // "a1".."f4", as in the notation
	Col, Row int     // 0-based column (a = 0) and row (1 = 0)
	X, Y     float64 // the centre of the slot
	Section  int     // 0 = A, 1 = B, 2 = C
	// Printed names a Room printed on the Section pieces (the Landing Zone
	// at a2, the Hibernatorium at d3); "" for a slot filled by exploring.
	Printed string
}

// CorridorSlot is one Corridor slot between two Room slots.
type CorridorSlot struct {
	Corridor int    // index e; its node for IntrudersAt is Slots+e
	Name     string // "a2-b2": the top or left Room slot first
	// Rooms are the two Room slots it joins, the top or left one first.
	Rooms [2]int
	// The drawn segment, from the edge of the first Room tile to the edge
	// of the second, and its midpoint.
	X1, Y1, X2, Y2 float64
	X, Y           float64
	// Horizontal: a west–east Corridor (the orientation Event cards name).
	Horizontal bool
	// SectionBorder: it lies on the border of two Sections.
	SectionBorder bool
}

// roomSide is the drawn side of a Room tile, leaving room for Corridors.
const roomSide = 0.64

var facility = func() *Geometry {
	g := &Geometry{Width: W, Height: H, RoomSide: roomSide}
	for i := range g.Sections {
		g.Sections[i] = SectionArea{Name: string(rune('A' + i)), Box: Box{X: float64(2 * i), Y: 0, W: 2, H: H}}
	}
	for s := range Slots {
		col, row := s%W, s/W
		r := RoomSlot{Slot: s, Name: SlotName(s), Col: col, Row: row, X: float64(col) + 0.5, Y: float64(row) + 0.5, Section: slotSection(s)}
		switch s {
		case LandingSlot:
			r.Printed = roomNames[LandingZone]
		case HibernatoriumSlot:
			r.Printed = roomNames[Hibernatorium]
		}
		g.Rooms[s] = r
	}
	half := roomSide / 2
	for e := range Edges {
		a, b := edgeEnds(e)
		ra, rb := g.Rooms[a], g.Rooms[b]
		c := CorridorSlot{Corridor: e, Name: CorridorName(e), Rooms: [2]int{a, b}, Horizontal: horizontal(e),
			SectionBorder: slotSection(a) != slotSection(b)}
		if c.Horizontal {
			c.X1, c.Y1, c.X2, c.Y2 = ra.X+half, ra.Y, rb.X-half, rb.Y
		} else {
			c.X1, c.Y1, c.X2, c.Y2 = ra.X, ra.Y+half, rb.X, rb.Y-half
		}
		c.X, c.Y = (ra.X+rb.X)/2, (ra.Y+rb.Y)/2
		g.Corridors[e] = c
	}
	const bw = float64(W) / LastRound
	for r := range g.RoundTrack {
		g.RoundTrack[r] = Box{X: float64(r) * bw, Y: H + 0.15, W: bw, H: 0.4}
	}
	return g
}()

// FacilityGeometry is the drawing data of the Facility. It is computed once;
// the value returned is a copy, which the caller may keep or change.
func FacilityGeometry() Geometry { return *facility }

// Geometry is [FacilityGeometry]: every game's State has a Geometry method
// giving the drawing data of the board it is played on.
func (s State) Geometry() Geometry { return *facility }

// RoomCode is the two-letter code of a Room kind, as Draw prints it ("LZ"
// for the Landing Zone): short enough to write inside a drawn Room tile.
func RoomCode(k RoomKind) string {
	if k < 0 || k >= roomKinds {
		return "?"
	}
	return roomCodes[k]
}

// CorridorFace is what the front of Corridor tile t shows: its Noise
// value, its Deadly mode value (0: none) and whether it has a Door slot.
// ok is false for no tile (-1) or an unknown one. The standard data's
// tiles (State.Data has a game's own).
func CorridorFace(t int8) (noise, deadly int, door, ok bool) { return std.corridorFace(t) }

// HealthTrack gives the number of slots of Character c's Health sections:
// Healthy, Injured and Heavily Injured (DATA.md, "Characters"); past the
// last slot is the Skull. All zero for no Character. The standard data's
// Characters (State.Data has a game's own).
func HealthTrack(c int8) [3]int { return std.healthTrack(c) }

// ActionCardName names card c of Character char's piles: an Action card
// c0–c9 by its kind ("Search"), a Contamination card "Contamination"
// ("Contamination (INFECTED)" once known to be), Unknown "?". The
// standard data's Characters.
func ActionCardName(char, c int8) string { return std.actionCardName(char, c) }

// RobotName names Robot card r of the standard data ("?" while it is
// unrevealed; State.Data has a game's own).
func RobotName(r int8) string { return std.robotName(r) }

// WoundName names the Serious Wound of Serious Wound card w ("Eyes",
// "Hand", "Head", "Lungs"); "" for none. The standard data's cards.
func WoundName(w int8) string { return std.woundName(w) }
