package fireteam

import "slices"

// Drawing data for user interfaces (issue 13): each mission's battlefield
// laid out for drawing (locations, terrain, sector tiles, spawn tokens, the
// entry and exit points, the boss's power token), and the few read
// accessors a picture of a view needs that state.go does not give.

// Battlefield is the drawing data of one mission's battlefield (Rulebook,
// "Setup" 1 and "Moving"; DATA.md, "Missions"): eight sector tiles of 2×2
// locations laid 4×2, 8 columns (a–h) by 4 rows (1–4). Get it with
// [MissionBattlefield] or [State.Geometry]; it is computed once per
// mission.
//
// Coordinates are in locations: one unit is one location, x grows to the
// right (columns a–h), y grows down (rows 1–4), the origin is the top-left
// corner of a1. Location (Col, Row) is the unit square from (X, Y) =
// (Col, Row) to (Col+1, Row+1). Two locations are adjacent when they touch,
// diagonally too; the range between two is the larger of their column and
// row distances.
type Battlefield struct {
	Mission string // the mission's code, "I1"
	Name    string // its title
	Family  Family // the monsters it fights
	// Width and Height in locations (8 and 4).
	Width, Height int
	// Locations, indexed by Loc (row by row: a1, b1, …, h1, a2, …).
	Locations [nLocs]Location
	// Sectors are the eight sector tiles, by place row by row (a1–b2,
	// c1–d2, …, g3–h4).
	Sectors [8]Sector
	// Spawns[n] is where spawn token n+1 lies.
	Spawns [12]Loc
	// Entry is the entry point; Exit the exit point, and Power the boss's
	// power token's location, when HasExit and HasPower.
	Entry, Exit, Power Loc
	HasExit, HasPower  bool
	// Objectives are the mission's objective cards, in order (the i of
	// State.Intel and State.ObjectiveDone).
	Objectives []ObjectiveCard
	// ThreatSpaces is the length of the threat track; a twist is drawn
	// on reaching spaces 3, 6, 9 and 12.
	ThreatSpaces int
}

// Location is one location of the battlefield.
type Location struct {
	Loc      Loc
	Name     string  // "a1".."h4", as in the notation
	Col, Row int     // 0-based column (a = 0) and row (1 = 0)
	X, Y     float64 // top-left corner; the location is 1×1
	Terrain  Terrain
	Sector   int // index in Battlefield.Sectors
	// SpawnToken is the number (1..12) of the spawn token printed here, 0
	// for none.
	SpawnToken int
}

// Sector is one sector tile as laid for the mission.
type Sector struct {
	Tile    int    // the tile's number, 1..8
	Name    string // "Crossroads"
	X, Y    float64
	W, H    float64 // 2×2
	Corners [4]Loc  // its locations: top-left, top-right, bottom-left, bottom-right
}

// ObjectiveCard is an objective of the mission.
type ObjectiveCard struct {
	Name string
	// Intel is the number of intel tokens it needs; KillBoss instead when
	// it is won by defeating the boss.
	Intel    int
	KillBoss bool
}

// tileNames are the sector tiles' names, by tile (tiles in data.go).
var tileNames = [8]string{"Crossroads", "Farmhouse", "Ridge", "Ruined Church", "Marsh", "Orchard", "Quarry", "Mill"}

var battlefields = func() []*Battlefield {
	out := make([]*Battlefield, len(missions))
	for i := range missions {
		m, b := &missions[i], boards[i]
		f := &Battlefield{Mission: m.id, Name: m.name, Family: m.family, Width: cols, Height: rows,
			Entry: Loc(b.entry), Exit: Loc(b.exit), Power: Loc(b.power),
			HasExit: b.exit != noLoc, HasPower: b.power != noLoc, ThreatSpaces: threatSpaces}
		for l := range nLocs {
			x, y := l%cols, l/cols
			f.Locations[l] = Location{Loc: Loc(l), Name: LocName(l), Col: x, Row: y, X: float64(x), Y: float64(y),
				Terrain: b.terrain[l], Sector: (y/2)*4 + x/2, SpawnToken: int(b.spawnAt[l]) + 1}
		}
		for p, t := range m.layout {
			x, y := (p%4)*2, (p/4)*2
			first := y*cols + x
			f.Sectors[p] = Sector{Tile: int(t) + 1, Name: tileNames[t], X: float64(x), Y: float64(y), W: 2, H: 2,
				Corners: [4]Loc{Loc(first), Loc(first + 1), Loc(first + cols), Loc(first + cols + 1)}}
		}
		for n, l := range b.spawns {
			f.Spawns[n] = Loc(l)
		}
		for _, o := range m.objectives {
			f.Objectives = append(f.Objectives, ObjectiveCard{Name: o.name, Intel: int(o.intel), KillBoss: o.killBoss})
		}
		out[i] = f
	}
	return out
}()

// MissionBattlefield is the battlefield of the mission with this code
// ("I1", case-insensitive); ok is false for no such mission. The value is a
// copy the caller may keep or change.
func MissionBattlefield(code string) (b Battlefield, ok bool) {
	for i := range missions {
		if eqFold(missions[i].id, code) {
			return battlefields[i].clone(), true
		}
	}
	return Battlefield{}, false
}

// Geometry is the battlefield of s's mission (a copy): every game's State
// has a Geometry method giving the drawing data of the board it is played
// on.
func (s State) Geometry() Battlefield { return battlefields[s.mission].clone() }

func (b *Battlefield) clone() Battlefield {
	c := *b
	c.Objectives = slices.Clone(b.Objectives)
	return c
}
