package fireteam

import "slices"

// Drawing data for user interfaces (issue 13): each mission's battlefield
// laid out for drawing (locations, terrain, sector tiles, spawn tokens, the
// entry and exit points, the boss's power token), and the few read
// accessors a picture of a view needs that state.go does not give.

// Battlefield is the drawing data of one mission's battlefield (Rulebook,
// "Setup" 1 and "Moving"; DATA.md, "Missions"): eight sector tiles of 2×2
// locations laid 4×2, 8 columns (a–h) by 4 rows (1–4). Get it with
// [MissionBattlefield] or [State.Battlefield]; it is computed once per
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

// MonsterName is the name on the reference card of monster m in this
// mission's family ("Brood Mother"); "" for no monster figure.
func (s State) MonsterName(m Monster) string {
	if m >= nMonsters {
		return ""
	}
	return s.ref(int(m)).name
}

// MonsterClass is the class of monster figure m (m1–m9 minions, e1–e3
// elites, the boss).
func MonsterClass(m Monster) Class { return slotClass(int(m)) }

// Monsters lists the 13 monster figures, m1..m9, e1..e3, boss.
func Monsters() []Monster {
	out := make([]Monster, nMonsters)
	for i := range out {
		out[i] = Monster(i)
	}
	return out
}

// CurrentHero is the hero whose turn or decision it is, ok false when the
// decision is no hero's (setup, the order of activation).
func (s State) CurrentHero() (Hero, bool) {
	i := s.decider()
	if i < 0 || i >= int(s.nHeroes) {
		return 0, false
	}
	return s.heroes[i].id, true
}

// StartHero is the hero holding the start player token (ok false before
// the heroes are selected).
func (s State) StartHero() (Hero, bool) {
	if int(s.start) >= int(s.nHeroes) || s.heroes[s.start].id == noHero {
		return 0, false
	}
	return s.heroes[s.start].id, true
}

// HitsToDiscard is the number of cards a hit hero still has to discard.
func (s State) HitsToDiscard(h Hero) int {
	if i := s.heroIndex(h); i >= 0 && i < len(s.hits) {
		return int(s.hits[i])
	}
	return 0
}

// TwistDeckLeft is the number of cards left in the twist deck.
func (s State) TwistDeckLeft() int { return int(s.nTdeck) }

// SpecialIntel is a special intel token on the battlefield.
type SpecialIntel struct {
	Token Monster // token1..token3: the discovery that placed it
	Name  string  // "Generator"
	At    Loc
	// Target: it is attacked ("attack Don token1") rather than operated.
	Target bool
}

// SpecialIntels lists the special intel tokens on the battlefield.
func (s State) SpecialIntels() []SpecialIntel {
	var out []SpecialIntel
	found := s.m().found
	for i, l := range s.tokens {
		if l == noLoc || i >= len(found) || s.round == 0 {
			continue
		}
		out = append(out, SpecialIntel{Token: Monster(firstToken + i), Name: specialTokens[found[i].token], At: Loc(l), Target: found[i].kind == dcTarget})
	}
	return out
}

// HeroAttack is the attack a hero is building or has rolled (waiting for
// "aim" or "reroll"): the hero, its target, the cards added and the dice
// rolled, each die a face 0..5 (DATA.md, "Dice"); ok false otherwise.
func (s State) HeroAttack() (h Hero, target Monster, cards []Card, dice []int, ok bool) {
	if s.step != stAim && s.step != stReroll || int(s.cur) >= int(s.nHeroes) {
		return 0, 0, nil, nil, false
	}
	hs := &s.heroes[s.cur]
	for _, d := range s.dice[:min(int(s.nDice), len(s.dice))] {
		dice = append(dice, int(d))
	}
	return hs.id, Monster(s.atkTarget), cardsOf(hs.id.Role(), s.atkCards), dice, true
}

// DieFace names attack die face f: its symbols, F brawl (fist), B bullet,
// X bomb ("FX").
func DieFace(f int) string {
	if f < 0 || f >= len(faceNames) {
		return "?"
	}
	return faceNames[f]
}

// MonsterAttack is the monster attack on a hero being resolved (waiting
// for "intercede", "react" or "discard"); m is the attacker, bomb true for
// a hero's own bomb instead; ok false when none.
func (s State) MonsterAttack() (m Monster, target Hero, bomb, ok bool) {
	if s.step != stIntercede && s.step != stReact && s.step != stDiscard || int(s.att.target) >= int(s.nHeroes) {
		return 0, 0, false, false
	}
	return Monster(s.att.m), s.heroes[s.att.target].id, s.att.m == noLoc, true
}

// PowerTokenShown reports whether the boss's power token is on the
// battlefield: the mission has one and the boss waits in the Reserve Pool
// (it spawns there).
func (s State) PowerTokenShown() bool {
	return s.b().power != noLoc && s.mons[bossSlot].pool == poolReserve && s.mons[bossSlot].loc == noLoc
}
