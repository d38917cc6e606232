package sabotage

import (
	"fmt"
	"strings"
)

// Tile is an action tile kind: the starting actions and the 34 advanced
// actions (Rulebook, "Starting Actions", "Advanced Actions").
type Tile int8

// Starting actions.
const (
	MoveScan Tile = iota
	Hack
	Earpiece
	Parachute
	Move
	Generator
	MotionDetector
	StunGun
	// Spy advanced actions.
	Thermo
	Beacon
	Choke
	Cloak
	Crybaby
	FalseAlarm
	Tunnel
	Hologram
	Zipline
	EMP
	Flashbang
	Reflector
	SmokeBomb
	Teleport
	Untraceable
	Virus
	WirelessHack
	// Villain advanced actions.
	Flashlight
	Camouflage
	FlameThrower
	Flare
	FreezeRay
	HoneyPot
	TearGas
	TripLaser
	Whirlpool
	Doppler
	Earthquake
	LandShark
	OrbitalLaser
	RocketLauncher
	Tentacles
	TNT
	XRayGoggles
	numTiles
)

// Bubble is what a tile's speech bubble makes its player declare
// (Rulebook, "1. Declare Action").
type Bubble int8

// The three speech bubbles.
const (
	Silent  Bubble = iota // no-symbol bubble: declare nothing
	Named                 // declare the action's name
	SayScan               // declare exactly "scan"
	SayHack               // declare exactly "hack" (HACK's bubble)
)

// ReqKind is the shape of a dice requirement (Rulebook, "Phase II: Plan
// Actions").
type ReqKind int8

// Dice requirements.
const (
	NoDice ReqKind = iota // no-dice symbol
	Exact                 // X
	Range                 // X-Y
	Sum                   // sum X
	Pair                  // pair
)

// Req is a dice requirement printed on a tile.
type Req struct {
	Kind ReqKind
	X, Y int8
}

func (q Req) String() string {
	switch q.Kind {
	case Exact:
		return fmt.Sprint(q.X)
	case Range:
		return fmt.Sprintf("%d-%d", q.X, q.Y)
	case Sum:
		return fmt.Sprintf("sum %d", q.X)
	case Pair:
		return "pair"
	}
	return "none"
}

// fits reports whether the dice values placed satisfy the requirement.
func (q Req) fits(vals []int8) bool {
	switch q.Kind {
	case NoDice:
		return len(vals) == 0
	case Exact:
		return len(vals) == 1 && vals[0] == q.X
	case Range:
		return len(vals) == 1 && vals[0] >= q.X && vals[0] <= q.Y
	case Sum:
		s := 0
		for _, v := range vals {
			s += int(v)
		}
		return len(vals) >= 1 && s == int(q.X)
	case Pair:
		return len(vals) == 2 && vals[0] == vals[1]
	}
	return false
}

// fitsSummary is fits on a summary of the dice.
func (q Req) fitsSummary(x diceSummary) bool {
	switch q.Kind {
	case NoDice:
		return x.n == 0
	case Exact:
		return x.n == 1 && x.single == q.X
	case Range:
		return x.n == 1 && x.single >= q.X && x.single <= q.Y
	case Sum:
		return x.n >= 1 && x.sum == q.X
	case Pair:
		return x.n == 2 && x.pair
	}
	return false
}

// TileInfo is the printed content of a tile kind (DATA.md).
type TileInfo struct {
	Name    string
	Team    Team
	Bubble  Bubble
	Passive bool
	Tier    int8 // 0 for starting actions
}

var tileInfo = [numTiles]TileInfo{
	MoveScan:       {"Move & Scan", Spies, SayScan, false, 0},
	Hack:           {"Hack", Spies, SayHack, false, 0},
	Earpiece:       {"Earpiece", Spies, Named, false, 0},
	Parachute:      {"Parachute", Spies, Named, false, 0},
	Move:           {"Move", Villains, Silent, false, 0},
	Generator:      {"Generator", Villains, Silent, false, 0},
	MotionDetector: {"Motion Detector", Villains, Named, false, 0},
	StunGun:        {"Stun Gun", Villains, Named, false, 0},
	Thermo:         {"Thermo", Spies, SayScan, false, 1},
	Beacon:         {"Beacon", Spies, Named, false, 2},
	Choke:          {"Choke", Spies, Named, false, 2},
	Cloak:          {"Cloak", Spies, Silent, true, 1},
	Crybaby:        {"Crybaby", Spies, Named, false, 1},
	FalseAlarm:     {"False Alarm", Spies, Named, false, 2},
	Tunnel:         {"Tunnel", Spies, SayScan, false, 1},
	Hologram:       {"Hologram", Spies, Named, false, 2},
	Zipline:        {"Zipline", Spies, SayScan, false, 2},
	EMP:            {"E.M.P.", Spies, SayHack, false, 3},
	Flashbang:      {"Flashbang", Spies, Named, false, 3},
	Reflector:      {"Reflector", Spies, Named, false, 3},
	SmokeBomb:      {"Smoke Bomb", Spies, Named, false, 2},
	Teleport:       {"Teleport", Spies, SayScan, false, 3},
	Untraceable:    {"Untraceable", Spies, SayHack, false, 3},
	Virus:          {"Virus", Spies, Silent, false, 2},
	WirelessHack:   {"Wireless Hack", Spies, SayHack, false, 2},
	Flashlight:     {"Flashlight", Villains, Named, false, 1},
	Camouflage:     {"Camouflage", Villains, Silent, true, 2},
	FlameThrower:   {"Flame Thrower", Villains, Named, false, 2},
	Flare:          {"Flare", Villains, Named, false, 1},
	FreezeRay:      {"Freeze Ray", Villains, Named, false, 2},
	HoneyPot:       {"Honey Pot", Villains, Named, false, 2},
	TearGas:        {"Tear Gas", Villains, Named, false, 2},
	TripLaser:      {"Trip Laser", Villains, Named, false, 2},
	Whirlpool:      {"Whirlpool", Villains, Silent, false, 2},
	Doppler:        {"Doppler", Villains, Named, false, 3},
	Earthquake:     {"Earthquake", Villains, Named, false, 2},
	LandShark:      {"Land Shark", Villains, Named, false, 3},
	OrbitalLaser:   {"Orbital Laser", Villains, Named, false, 3},
	RocketLauncher: {"Rocket Launcher", Villains, Named, false, 3},
	Tentacles:      {"Tentacles", Villains, Named, false, 3},
	TNT:            {"TNT", Villains, Named, false, 3},
	XRayGoggles:    {"X-Ray Goggles", Villains, Named, false, 3},
}

// Info returns the tile's printed content.
func (t Tile) Info() TileInfo {
	if t < 0 || t >= numTiles {
		return TileInfo{}
	}
	return tileInfo[t]
}

func (t Tile) String() string {
	if t < 0 || t >= numTiles {
		return fmt.Sprintf("Tile(%d)", int(t))
	}
	return tileInfo[t].Name
}

// passive is Info().Passive (a table: planning asks for every tile).
func (t Tile) passive() bool {
	return t >= 0 && t < numTiles && passiveTiles[t]
}

var passiveTiles = func() (p [numTiles]bool) {
	for t := range p {
		p[t] = tileInfo[t].Passive
	}
	return p
}()

// hacks reports whether planning the tile lets its Spy hack (forbidden in a
// round with PARACHUTE: Rulebook, "PARACHUTE").
func (t Tile) hacks() bool {
	return t == Hack || t == EMP || t == Untraceable || t == WirelessHack
}

// Slot is a position in a seat's set of tiles: 0..5 are the six starting
// tiles of its team (Rulebook, "Setup" step 2), 6..10 its character's
// advanced tiles (6 Tier 1, 7-8 Tier 2, 9-10 Tier 3; step 4).
type Slot int8

// Slots is the number of slots per seat.
const Slots = 11

// UnknownSlot is the slot of a tile planned behind the other team's
// screen, in a [State.View]: that a tile was planned is public ("Villain1
// planned a tile"), which one is not.
const UnknownSlot Slot = -1

// Printed is one physical tile: its kind and its dice requirement.
type Printed struct {
	Tile Tile
	Req  Req
}

// startingTiles are the six starting tiles of each team with their dice
// requirements (DATA.md: reconstructed).
var startingTiles = [2][6]Printed{
	Spies: {
		{MoveScan, Req{Range, 1, 2}},
		{MoveScan, Req{Range, 3, 4}},
		{MoveScan, Req{Range, 5, 6}},
		{Earpiece, Req{Range, 4, 6}},
		{Hack, Req{Pair, 0, 0}},
		{Parachute, Req{NoDice, 0, 0}},
	},
	Villains: {
		{Move, Req{Range, 1, 2}},
		{Move, Req{Range, 3, 4}},
		{Move, Req{Range, 5, 6}},
		{Generator, Req{Range, 1, 3}},
		{MotionDetector, Req{Range, 4, 6}},
		{StunGun, Req{Pair, 0, 0}},
	},
}

// Character is one of the eight characters (Rulebook, "Setup" step 3).
type Character int8

// The characters. NoCharacter is "not chosen yet".
const (
	Hacker Character = iota
	Hawk
	Acrobat
	Juicer
	Ophidian
	Chantico
	CountV
	Nadesh
	NoCharacter Character = -1
	// UnknownCharacter is a character chosen in secret, in the other
	// team's [State.View] until everyone has chosen (Rulebook, "Setup"
	// step 3): that the seat has chosen is public ("Spy1 chose ?").
	UnknownCharacter Character = -2
)

// CharacterInfo is a character's card: its team and its 5 advanced tiles
// (Tier 1, Tier 2 ×2, Tier 3 ×2), DATA.md.
type CharacterInfo struct {
	Name  string
	Team  Team
	Tiles [5]Printed
}

var characters = [8]CharacterInfo{
	Hacker: {"Hacker", Spies, [5]Printed{
		{Thermo, Req{Range, 1, 3}},
		{WirelessHack, Req{Exact, 6, 0}}, {Hologram, Req{Sum, 7, 0}},
		{EMP, Req{Sum, 10, 0}}, {Untraceable, Req{Pair, 0, 0}}}},
	Hawk: {"Hawk", Spies, [5]Printed{
		{Cloak, Req{NoDice, 0, 0}},
		{Zipline, Req{Range, 2, 5}}, {SmokeBomb, Req{Exact, 1, 0}},
		{Teleport, Req{Sum, 9, 0}}, {Flashbang, Req{Pair, 0, 0}}}},
	Acrobat: {"Acrobat", Spies, [5]Printed{
		{Tunnel, Req{Range, 4, 6}},
		{Beacon, Req{Exact, 3, 0}}, {Virus, Req{Exact, 2, 0}},
		{Teleport, Req{Pair, 0, 0}}, {Reflector, Req{Sum, 8, 0}}}},
	Juicer: {"Juicer", Spies, [5]Printed{
		{Crybaby, Req{Range, 3, 5}},
		{Choke, Req{Exact, 5, 0}}, {FalseAlarm, Req{Exact, 4, 0}},
		{Flashbang, Req{Sum, 11, 0}}, {Reflector, Req{Pair, 0, 0}}}},
	Ophidian: {"Ophidian", Villains, [5]Printed{
		{Flare, Req{Range, 2, 4}},
		{Camouflage, Req{NoDice, 0, 0}}, {Whirlpool, Req{Exact, 1, 0}},
		{LandShark, Req{Pair, 0, 0}}, {XRayGoggles, Req{Sum, 10, 0}}}},
	Chantico: {"Chantico", Villains, [5]Printed{
		{Flashlight, Req{Range, 3, 5}},
		{FlameThrower, Req{Exact, 6, 0}}, {TearGas, Req{Exact, 2, 0}},
		{RocketLauncher, Req{Pair, 0, 0}}, {TNT, Req{Sum, 9, 0}}}},
	CountV: {"Count V", Villains, [5]Printed{
		{Flashlight, Req{Range, 1, 3}},
		{HoneyPot, Req{Exact, 4, 0}}, {TripLaser, Req{Exact, 3, 0}},
		{Doppler, Req{Sum, 11, 0}}, {OrbitalLaser, Req{Pair, 0, 0}}}},
	Nadesh: {"Nadesh", Villains, [5]Printed{
		{Flare, Req{Range, 4, 6}},
		{FreezeRay, Req{Exact, 5, 0}}, {Earthquake, Req{Sum, 7, 0}},
		{Tentacles, Req{Pair, 0, 0}}, {OrbitalLaser, Req{Sum, 8, 0}}}},
}

// Info returns the character's card.
func (c Character) Info() CharacterInfo {
	if c == UnknownCharacter {
		return CharacterInfo{Name: "?", Team: NoTeam}
	}
	if c < 0 || c > 7 {
		return CharacterInfo{Name: "none", Team: NoTeam}
	}
	return characters[c]
}

func (c Character) String() string { return c.Info().Name }

// ParseCharacter reads a character name.
func ParseCharacter(text string) (Character, error) {
	for i, c := range characters {
		if strings.EqualFold(c.Name, text) || strings.EqualFold(nospace(c.Name), text) {
			return Character(i), nil
		}
	}
	return NoCharacter, fmt.Errorf("sabotage: unknown character %q", text)
}

func nospace(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] != ' ' {
			b = append(b, s[i])
		}
	}
	return string(b)
}

// printed returns the tile in slot k of a seat with character c.
func printed(team Team, c Character, k Slot) Printed {
	if k >= 0 && k < 6 {
		return startingTiles[team][k]
	}
	if k >= 6 && k < Slots && c >= 0 && c < 8 {
		return characters[c].Tiles[k-6]
	}
	return Printed{Tile: -1}
}

// slotTiles returns printed(team, c, k) for every slot k, from a table
// (planning looks at every slot).
func slotTiles(team Team, c Character) *[Slots]Printed {
	if (team == Spies || team == Villains) && c >= NoCharacter && c < 8 {
		return &slotTable[team][c+1]
	}
	t := new([Slots]Printed)
	for k := range t {
		t[k] = printed(team, c, Slot(k))
	}
	return t
}

// slotTable[team][c+1] is slotTiles(team, c).
var slotTable = func() (t [2][9][Slots]Printed) {
	for team := range t {
		for c := range t[team] {
			for k := range t[team][c] {
				t[team][c][k] = printed(Team(team), Character(c-1), Slot(k))
			}
		}
	}
	return t
}()

// Device is a device token (Rulebook, "Setup" step 8). Each team uses the
// tokens of its own BUILD actions; indices are per team.
type Device int8

// Spy device tokens (indices into the Spies' supply) and Villain device
// tokens (indices into the Villains' supply).
const (
	Hologram1   Device = 0
	Hologram2   Device = 1
	Reflector1  Device = 2
	Reflector2  Device = 3
	VirusToken  Device = 4
	BeaconToken Device = 5

	TNTToken    Device = 0
	TripLaser1  Device = 1
	TripLaser2  Device = 2
	HoneyPotTok Device = 3
)

// numDevices is the number of device tokens each team builds with.
var numDevices = [2]int{6, 4}

// DeviceCount returns the number of device tokens team t builds with: 6
// for the Spies (Hologram ×2, Reflector ×2, Virus, Beacon), 4 for the
// Villains (TNT, Trip Laser ×2, Honey Pot).
func DeviceCount(t Team) int {
	if t != Spies && t != Villains {
		return 0
	}
	return numDevices[t]
}

var deviceTiles = [2][6]Tile{
	Spies:    {Hologram, Hologram, Reflector, Reflector, Virus, Beacon},
	Villains: {TNT, TripLaser, TripLaser, HoneyPot, -1, -1},
}

// deviceName returns the tile name of a team's device token.
func deviceName(t Team, d Device) string {
	if d < 0 || int(d) >= numDevices[t] {
		return "?"
	}
	return deviceTiles[t][d].String()
}
