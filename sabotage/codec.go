package sabotage

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/incursion/incursion/internal/codec"
)

// Actions and events marshal to JSON as {"type": name, ...fields} through
// one table of type names each (internal/codec).

var actionTable = codec.NewTable[Action]("sabotage action", map[string]Action{
	"map": PlaceMapPiece{}, "character": ChooseCharacter{}, "place": PlaceVillain{},
	"modify": ModifyDie{}, "plan": PlanTile{}, "unlock": UnlockDie{}, "pick": PickTile{},
	"cube": UseCube{}, "ready": Ready{}, "first": GoFirst{}, "execute": Execute{},
	"slide": Slide{}, "detonate": Detonate{}, "beacon": UseBeacon{}, "end": EndTurn{},
	"choke": ChokeNow{}, "hidden": Hidden{},
})

var eventTable = codec.NewTable[Event]("sabotage event", map[string]Event{
	"rolled": Rolled{}, "character_chosen": CharacterChosen{}, "characters_revealed": CharactersRevealed{},
	"map_piece": MapPiecePlaced{}, "moved": Moved{}, "private": Private{}, "declared": Declared{},
	"spotted": Spotted{}, "device_spotted": DeviceSpotted{}, "device_removed": DeviceRemoved{},
	"generator": GeneratorDeclared{}, "doomsday": DoomsdayPassed{}, "counted": Counted{}, "hit": Hit{},
	"wall_destroyed": WallDestroyed{}, "turn": TurnBegan{}, "won": Won{},
})

// UnmarshalAction decodes an action written by its MarshalJSON.
func UnmarshalAction(data []byte) (Action, error) { return actionTable.Unmarshal(data) }

// UnmarshalEvent decodes an event written by its MarshalJSON.
func UnmarshalEvent(data []byte) (Event, error) { return eventTable.Unmarshal(data) }

func (a PlaceMapPiece) MarshalJSON() ([]byte, error)   { return actionTable.Marshal(a) }
func (a ChooseCharacter) MarshalJSON() ([]byte, error) { return actionTable.Marshal(a) }
func (a PlaceVillain) MarshalJSON() ([]byte, error)    { return actionTable.Marshal(a) }
func (a ModifyDie) MarshalJSON() ([]byte, error)       { return actionTable.Marshal(a) }
func (a PlanTile) MarshalJSON() ([]byte, error)        { return actionTable.Marshal(a) }
func (a UnlockDie) MarshalJSON() ([]byte, error)       { return actionTable.Marshal(a) }
func (a PickTile) MarshalJSON() ([]byte, error)        { return actionTable.Marshal(a) }
func (a UseCube) MarshalJSON() ([]byte, error)         { return actionTable.Marshal(a) }
func (a Ready) MarshalJSON() ([]byte, error)           { return actionTable.Marshal(a) }
func (a GoFirst) MarshalJSON() ([]byte, error)         { return actionTable.Marshal(a) }
func (a Execute) MarshalJSON() ([]byte, error)         { return actionTable.Marshal(a) }
func (a Slide) MarshalJSON() ([]byte, error)           { return actionTable.Marshal(a) }
func (a Detonate) MarshalJSON() ([]byte, error)        { return actionTable.Marshal(a) }
func (a UseBeacon) MarshalJSON() ([]byte, error)       { return actionTable.Marshal(a) }
func (a EndTurn) MarshalJSON() ([]byte, error)         { return actionTable.Marshal(a) }
func (a ChokeNow) MarshalJSON() ([]byte, error)        { return actionTable.Marshal(a) }
func (a Hidden) MarshalJSON() ([]byte, error)          { return actionTable.Marshal(a) }

func (e Rolled) MarshalJSON() ([]byte, error)             { return eventTable.Marshal(e) }
func (e CharacterChosen) MarshalJSON() ([]byte, error)    { return eventTable.Marshal(e) }
func (e CharactersRevealed) MarshalJSON() ([]byte, error) { return eventTable.Marshal(e) }
func (e MapPiecePlaced) MarshalJSON() ([]byte, error)     { return eventTable.Marshal(e) }
func (e Moved) MarshalJSON() ([]byte, error)              { return eventTable.Marshal(e) }
func (e Private) MarshalJSON() ([]byte, error)            { return eventTable.Marshal(e) }
func (e Declared) MarshalJSON() ([]byte, error)           { return eventTable.Marshal(e) }
func (e Spotted) MarshalJSON() ([]byte, error)            { return eventTable.Marshal(e) }
func (e DeviceSpotted) MarshalJSON() ([]byte, error)      { return eventTable.Marshal(e) }
func (e DeviceRemoved) MarshalJSON() ([]byte, error)      { return eventTable.Marshal(e) }
func (e GeneratorDeclared) MarshalJSON() ([]byte, error)  { return eventTable.Marshal(e) }
func (e DoomsdayPassed) MarshalJSON() ([]byte, error)     { return eventTable.Marshal(e) }
func (e Counted) MarshalJSON() ([]byte, error)            { return eventTable.Marshal(e) }
func (e Hit) MarshalJSON() ([]byte, error)                { return eventTable.Marshal(e) }
func (e WallDestroyed) MarshalJSON() ([]byte, error)      { return eventTable.Marshal(e) }
func (e TurnBegan) MarshalJSON() ([]byte, error)          { return eventTable.Marshal(e) }
func (e Won) MarshalJSON() ([]byte, error)                { return eventTable.Marshal(e) }

// The State's JSON is its position (doc.go, "# Positions"): names that
// say what they are, enums as words, rooms as in the actions' notation
// ("B2", "off"), sets as lists. encoding/json writes and reads it; a
// decoded position must pass Validate.

type positionJSON struct {
	Intro       bool   `json:"intro,omitempty"`
	VariableMap bool   `json:"variable_map,omitempty"`
	Phase       Phase  `json:"phase"`
	Round       int16  `json:"round"`
	Viewer      string `json:"viewer,omitempty"` // a view's seat, or "Observer"

	Walls           []Edge  `json:"walls"`
	SetupWalls      []Edge  `json:"setup_walls"`
	Machines        [3]Room `json:"doomsday_machines"`
	DoomsdayCubes   [3]int8 `json:"doomsday_cubes"`
	Untraced        [3]int8 `json:"untraced_cubes"`
	Generators      [2]Room `json:"generators"`
	GeneratorCubes  [2]int8 `json:"generator_cubes"`
	GeneratorSupply int8    `json:"generator_supply"`
	Roll            [4]int8 `json:"roll"`

	Players  [4]playerJSON `json:"players"`
	Spies    teamJSON      `json:"spies"`
	Villains teamJSON      `json:"villains"`

	HitTrack        int8 `json:"hit_track"`
	HitTrackSlide   int8 `json:"hit_track_slide"`
	HackTrack       int8 `json:"hack_track"`
	SpentModify     int8 `json:"spent_modify"`
	SpentSlide      int8 `json:"spent_slide"`
	UnlockPile      int8 `json:"unlock_pile"`
	UnlockDiscarded int8 `json:"unlock_discarded"`

	MapPiecesLeft *mapPiecesJSON `json:"map_pieces_left,omitempty"`
	MapTurn       Team           `json:"map_turn"`

	TurnOrder   [4]Seat `json:"turn_order"`
	Turn        int8    `json:"turn"`
	FirstChosen bool    `json:"first_chosen"`

	Smoke   []Room `json:"smoke"`
	Frozen  []Room `json:"frozen"`
	TearGas []Room `json:"tear_gas"`
	Hacked  int8   `json:"hacked_this_turn"`

	Heard      []heardJSON `json:"heard"`
	HeardTotal int32       `json:"heard_total"`

	Winner Team `json:"winner"`
}

type mapPiecesJSON struct {
	Walls      int8 `json:"walls"`
	Machines   int8 `json:"doomsday_machines"`
	Generators int8 `json:"generators"`
}

type playerJSON struct {
	Character  Character     `json:"character"`
	Room       Room          `json:"room"`
	Lying      bool          `json:"lying,omitempty"`
	Dice       [4]int8       `json:"dice"`
	DiceLimit  int8          `json:"dice_limit"`
	DicePlaced []int         `json:"dice_placed"` // die numbers 1..4
	Plan       []plannedJSON `json:"plan"`
	Ready      bool          `json:"ready,omitempty"`
	Unlocks    int8          `json:"unlocks"`
	Hand       []Slot        `json:"advanced_in_hand"`
	Gone       []Slot        `json:"advanced_removed"`
	Faces      []int         `json:"faces_unlocked"` // Villain: die faces 1..6
	Swagger    int8          `json:"swagger"`
	Lost       bool          `json:"lost_swagger,omitempty"`
	OneDie     bool          `json:"one_die_next_round,omitempty"`
	Pending    int8          `json:"pending_cubes,omitempty"`
	Choosing   int8          `json:"choosing_tier,omitempty"`
	Out        bool          `json:"hit_this_round,omitempty"`
	Scanned    bool          `json:"scanned_this_round,omitempty"`
	Thawed     bool          `json:"spared_by_freeze_ray,omitempty"`
}

type plannedJSON struct {
	Slot Slot   `json:"slot"`
	Dice string `json:"dice"` // "13": dice 1 and 3
	Arg  Target `json:"arg"`
	Done bool   `json:"done,omitempty"`
}

type teamJSON struct {
	Modify  int8      `json:"modify"`
	Slide   int8      `json:"slide"`
	Devices [6]Room   `json:"devices"`
	Built   [6]int16  `json:"devices_built_round"`
	Owner   [6]Seat   `json:"devices_owner"`
	Intel   intelJSON `json:"intel"`
}

type intelJSON struct {
	Seen       [2]sightingJSON `json:"seen"`
	Devices    [6]Room         `json:"devices"`
	Generators [2]int8         `json:"generator_cubes"`
}

type sightingJSON struct {
	Room     Room   `json:"room"`
	Round    int16  `json:"round"`
	Possible []Room `json:"possible"`
}

type heardJSON struct {
	Round int16           `json:"round"`
	Event json.RawMessage `json:"event"`
}

func roomsOfMask(m uint16) []Room {
	out := []Room{}
	for r := Room(0); r < Rooms; r++ {
		if m&r.bit() != 0 {
			out = append(out, r)
		}
	}
	return out
}

func maskOfRooms(rs []Room) (uint16, error) {
	var m uint16
	for _, r := range rs {
		if r < 0 || r >= Rooms || m&r.bit() != 0 {
			return 0, fmt.Errorf("sabotage: room %v listed twice or off the map", r)
		}
		m |= r.bit()
	}
	return m, nil
}

func bitList[T ~int8 | ~int](m uint32, base int) []T {
	out := []T{}
	for i := 0; i < 32; i++ {
		if m&(1<<uint(i)) != 0 {
			out = append(out, T(i+base))
		}
	}
	return out
}

func bitMask[T ~int8 | ~int](xs []T, base, n int) (uint32, error) {
	var m uint32
	for _, x := range xs {
		i := int(x) - base
		if i < 0 || i >= n || m&(1<<uint(i)) != 0 {
			return 0, fmt.Errorf("sabotage: %d listed twice or out of range", x)
		}
		m |= 1 << uint(i)
	}
	return m, nil
}

func (s *state) position() (positionJSON, error) {
	p := positionJSON{
		Intro: s.Intro, VariableMap: s.VarMap, Phase: s.Phase, Round: s.Round,
		Walls: bitList[Edge](s.Walls, 0), SetupWalls: bitList[Edge](s.SetupWalls, 0),
		Machines: s.Machines, DoomsdayCubes: s.Doomsday, Untraced: s.Untraced,
		Generators: s.Gens, GeneratorCubes: s.GenCubes, GeneratorSupply: s.GenSupply, Roll: s.Roll,
		HitTrack: s.HitModify, HitTrackSlide: s.HitSlide, HackTrack: s.HackTrack,
		SpentModify: s.SpentCubes, SpentSlide: s.SpentSlide, UnlockPile: s.Pile, UnlockDiscarded: s.Discarded,
		MapTurn: s.MapTurn, TurnOrder: s.Order, Turn: s.Turn, FirstChosen: s.Chosen,
		Smoke: roomsOfMask(s.Smoke), Frozen: roomsOfMask(s.Frozen), TearGas: roomsOfMask(s.TearGas),
		Hacked: s.Hacked, HeardTotal: s.HeardN, Winner: s.Winner, Heard: []heardJSON{},
	}
	if s.Viewer != 0 {
		v, _ := State{*s}.Viewer()
		p.Viewer = v.String()
	}
	if s.MapPieces != [3]int8{} {
		p.MapPiecesLeft = &mapPiecesJSON{s.MapPieces[0], s.MapPieces[1], s.MapPieces[2]}
	}
	for i, pl := range s.Players {
		j := playerJSON{
			Character: pl.Char, Room: pl.Room, Lying: pl.Lying, Dice: pl.Dice, DiceLimit: pl.Limit,
			DicePlaced: bitList[int](uint32(pl.Used), 1), Plan: []plannedJSON{}, Ready: pl.Ready,
			Unlocks: pl.Unlocks, Hand: bitList[Slot](uint32(pl.Hand), 0), Gone: bitList[Slot](uint32(pl.Gone), 0),
			Faces: bitList[int](uint32(pl.Faces), 1), Swagger: pl.Swagger, Lost: pl.Lost, OneDie: pl.OneDie,
			Pending: pl.Pending, Choosing: pl.Choosing, Out: pl.Out, Scanned: pl.Scanned, Thawed: pl.Thawed,
		}
		if pl.N < 0 || pl.N > 4 {
			return p, fmt.Errorf("sabotage: %d tiles planned", pl.N)
		}
		for _, t := range pl.Plan[:pl.N] {
			j.Plan = append(j.Plan, plannedJSON{t.Slot, diceText(t.Dice), t.Arg, t.Done})
		}
		p.Players[i] = j
	}
	for t, tj := range [2]*teamJSON{&p.Spies, &p.Villains} {
		tm := s.Teams[t]
		*tj = teamJSON{Modify: tm.Modify, Slide: tm.Slide, Devices: tm.Devices, Built: tm.Built, Owner: tm.Owner,
			Intel: intelJSON{Devices: tm.Intel.Devices, Generators: tm.Intel.Generators}}
		for k, sg := range tm.Intel.Seen {
			tj.Intel.Seen[k] = sightingJSON{sg.Room, sg.Round, roomsOfMask(sg.Possible)}
		}
	}
	n := int(s.HeardN)
	start := max(0, n-HeardSize)
	for i := start; i < n; i++ {
		h := s.Heard[i%HeardSize].unpack()
		e := h.event()
		if e == nil {
			return p, fmt.Errorf("sabotage: heard entry %d", i)
		}
		b, err := json.Marshal(e)
		if err != nil {
			return p, err
		}
		p.Heard = append(p.Heard, heardJSON{h.Round, b})
	}
	return p, nil
}

func (p *positionJSON) state() (state, error) {
	s := state{
		Intro: p.Intro, VarMap: p.VariableMap, Phase: p.Phase, Round: p.Round,
		Machines: p.Machines, Doomsday: p.DoomsdayCubes, Untraced: p.Untraced,
		Gens: p.Generators, GenCubes: p.GeneratorCubes, GenSupply: p.GeneratorSupply, Roll: p.Roll,
		HitModify: p.HitTrack, HitSlide: p.HitTrackSlide, HackTrack: p.HackTrack,
		SpentCubes: p.SpentModify, SpentSlide: p.SpentSlide, Pile: p.UnlockPile, Discarded: p.UnlockDiscarded,
		MapTurn: p.MapTurn, Order: p.TurnOrder, Turn: p.Turn, Chosen: p.FirstChosen,
		Hacked: p.Hacked, HeardN: p.HeardTotal, Winner: p.Winner,
	}
	var err error
	fail := func(e error) bool {
		if err == nil && e != nil {
			err = e
		}
		return err != nil
	}
	var m uint32
	m, e := bitMask(p.Walls, 0, Edges)
	fail(e)
	s.Walls = m
	m, e = bitMask(p.SetupWalls, 0, Edges)
	fail(e)
	s.SetupWalls = m
	s.Smoke, e = maskOfRooms(p.Smoke)
	fail(e)
	s.Frozen, e = maskOfRooms(p.Frozen)
	fail(e)
	s.TearGas, e = maskOfRooms(p.TearGas)
	fail(e)
	switch p.Viewer {
	case "":
	case "Observer":
		s.Viewer = viewerObserver
	default:
		v, e := ParseSeat(p.Viewer)
		if fail(e) {
			break
		}
		s.Viewer = int8(v) + 1
	}
	if p.MapPiecesLeft != nil {
		s.MapPieces = [3]int8{p.MapPiecesLeft.Walls, p.MapPiecesLeft.Machines, p.MapPiecesLeft.Generators}
	}
	for i, j := range p.Players {
		pl := player{
			Char: j.Character, Room: j.Room, Lying: j.Lying, Dice: j.Dice, Limit: j.DiceLimit, Ready: j.Ready,
			Unlocks: j.Unlocks, Swagger: j.Swagger, Lost: j.Lost, OneDie: j.OneDie, Pending: j.Pending,
			Choosing: j.Choosing, Out: j.Out, Scanned: j.Scanned, Thawed: j.Thawed,
		}
		m, e := bitMask(j.DicePlaced, 1, 4)
		fail(e)
		pl.Used = uint8(m)
		m, e = bitMask(j.Hand, 0, Slots)
		fail(e)
		pl.Hand = uint16(m)
		m, e = bitMask(j.Gone, 0, Slots)
		fail(e)
		pl.Gone = uint16(m)
		m, e = bitMask(j.Faces, 1, 6)
		fail(e)
		pl.Faces = uint8(m)
		if len(j.Plan) > 4 {
			fail(fmt.Errorf("sabotage: %v planned %d tiles", Seat(i), len(j.Plan)))
		} else {
			pl.N = int8(len(j.Plan))
			for k, t := range j.Plan {
				d, e := parseDice(t.Dice)
				fail(e)
				pl.Plan[k] = Planned{t.Slot, d, t.Arg, t.Done}
			}
		}
		s.Players[i] = pl
	}
	for t, tj := range [2]*teamJSON{&p.Spies, &p.Villains} {
		tm := team{Modify: tj.Modify, Slide: tj.Slide, Devices: tj.Devices, Built: tj.Built, Owner: tj.Owner,
			Intel: Intel{Devices: tj.Intel.Devices, Generators: tj.Intel.Generators}}
		for k, sg := range tj.Intel.Seen {
			pm, e := maskOfRooms(sg.Possible)
			fail(e)
			tm.Intel.Seen[k] = Sighting{sg.Room, sg.Round, pm}
		}
		s.Teams[t] = tm
	}
	if s.HeardN < 0 || len(p.Heard) != min(int(s.HeardN), HeardSize) {
		fail(fmt.Errorf("sabotage: %d declarations heard of %d", len(p.Heard), s.HeardN))
	} else {
		start := int(s.HeardN) - len(p.Heard)
		for i, hj := range p.Heard {
			e, e2 := UnmarshalEvent(hj.Event)
			if fail(e2) {
				break
			}
			h, ok := heardOf(e, hj.Round)
			if !ok || !h.valid() {
				fail(fmt.Errorf("sabotage: heard %s is not a declaration", hj.Event))
				break
			}
			s.Heard[(start+i)%HeardSize] = h.pack()
		}
	}
	return s, err
}

// The text forms of the package's small types (rooms, seats, targets,
// enums), which the positions and the actions' and events' JSON use.

// MarshalText writes the target's text.
func (t Target) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText reads the target's text.
func (t *Target) UnmarshalText(b []byte) error {
	x, err := ParseTarget(string(b))
	if err != nil {
		return err
	}
	*t = x
	return nil
}

// MarshalText writes the seat's name.
func (s Seat) MarshalText() ([]byte, error) {
	if !s.valid() {
		return nil, fmt.Errorf("sabotage: bad seat %d", int(s))
	}
	return []byte(s.String()), nil
}

// UnmarshalText reads a seat's name (one of the four seats).
func (s *Seat) UnmarshalText(b []byte) error {
	x, err := ParseSeat(string(b))
	if err != nil {
		return err
	}
	if !x.valid() {
		return fmt.Errorf("sabotage: %q is no seat", b)
	}
	*s = x
	return nil
}

// MarshalText writes the character's name without spaces ("none" for
// NoCharacter, "?" for UnknownCharacter).
func (c Character) MarshalText() ([]byte, error) {
	if c == UnknownCharacter {
		return []byte("?"), nil
	}
	if c < 0 || c > 7 {
		return []byte("none"), nil
	}
	return []byte(nospace(c.String())), nil
}

// UnmarshalText reads a character's name.
func (c *Character) UnmarshalText(b []byte) error {
	switch string(b) {
	case "none":
		*c = NoCharacter
		return nil
	case "?":
		*c = UnknownCharacter
		return nil
	}
	x, err := ParseCharacter(string(b))
	if err != nil {
		return err
	}
	*c = x
	return nil
}

// textEnum writes and reads the names of a small enum for JSON.
func textEnum[T ~int8](v T, names []string, what string) ([]byte, error) {
	if v < 0 || int(v) >= len(names) {
		return nil, fmt.Errorf("sabotage: bad %s %d", what, int(v))
	}
	return []byte(names[v]), nil
}

func parseEnum[T ~int8](b []byte, names []string, what string) (T, error) {
	for i, n := range names {
		if strings.EqualFold(n, string(b)) {
			return T(i), nil
		}
	}
	return 0, fmt.Errorf("sabotage: bad %s %q (want one of %s)", what, b, strings.Join(names, ", "))
}

// MarshalText writes the room's name ("B2"; "off" for NoRoom, "?" for
// UnknownRoom).
func (r Room) MarshalText() ([]byte, error) {
	if r < UnknownRoom || r >= Rooms {
		return nil, fmt.Errorf("sabotage: bad room %d", int(r))
	}
	return []byte(r.String()), nil
}

// UnmarshalText reads a room's name.
func (r *Room) UnmarshalText(b []byte) error {
	if string(b) == "?" {
		*r = UnknownRoom
		return nil
	}
	x, err := ParseRoom(strings.ToUpper(string(b)))
	if strings.EqualFold(string(b), "off") {
		x, err = NoRoom, nil
	}
	if err != nil {
		return err
	}
	*r = x
	return nil
}

// MarshalText writes the phase's name ("plan").
func (p Phase) MarshalText() ([]byte, error) { return textEnum(p, phaseNames[:], "phase") }

// UnmarshalText reads a phase's name.
func (p *Phase) UnmarshalText(b []byte) (err error) {
	*p, err = parseEnum[Phase](b, phaseNames[:], "phase")
	return err
}

var teamNames = []string{"nobody", "Spies", "Villains"}

// MarshalText writes the team's name ("Spies", "Villains", "nobody").
func (t Team) MarshalText() ([]byte, error) { return textEnum(t+1, teamNames, "team") }

// UnmarshalText reads a team's name.
func (t *Team) UnmarshalText(b []byte) error {
	x, err := parseEnum[Team](b, teamNames, "team")
	*t = x - 1
	return err
}

// MarshalText writes the direction ("up").
func (d Dir) MarshalText() ([]byte, error) { return textEnum(d, dirNames[:], "direction") }

// UnmarshalText reads a direction.
func (d *Dir) UnmarshalText(b []byte) (err error) {
	*d, err = parseEnum[Dir](b, dirNames[:], "direction")
	return err
}

// MarshalText writes the map piece ("wall").
func (p Piece) MarshalText() ([]byte, error) { return textEnum(p, pieceNames[:], "map piece") }

// UnmarshalText reads a map piece.
func (p *Piece) UnmarshalText(b []byte) (err error) {
	*p, err = parseEnum[Piece](b, pieceNames[:], "map piece")
	return err
}

// MarshalText writes the wall's place as the two rooms it separates
// ("A1|B1").
func (e Edge) MarshalText() ([]byte, error) {
	if e < 0 || e >= Edges {
		return nil, fmt.Errorf("sabotage: bad wall %d", int(e))
	}
	return []byte(e.String()), nil
}

// UnmarshalText reads a wall's place ("A1|B1").
func (e *Edge) UnmarshalText(b []byte) error {
	for x := Edge(0); x < Edges; x++ {
		if strings.EqualFold(x.String(), string(b)) {
			*e = x
			return nil
		}
	}
	return fmt.Errorf("sabotage: bad wall %q (want two neighbouring rooms, as A1|B1)", b)
}

// RoomSet is a set of rooms, bit r for room r in reading order (A1 = 1,
// B1 = 2, ..., D4 = 1<<15), as [Area.Rooms] gives. In JSON it is the list
// of the rooms' names in reading order, e.g. ["C1","C2","C3","C4"].
type RoomSet uint16

// MarshalJSON writes the rooms' names in reading order.
func (m RoomSet) MarshalJSON() ([]byte, error) { return json.Marshal(roomsOfMask(uint16(m))) }

// UnmarshalJSON reads a list of room names, each once.
func (m *RoomSet) UnmarshalJSON(b []byte) error {
	var rs []Room
	if err := json.Unmarshal(b, &rs); err != nil {
		return err
	}
	v, err := maskOfRooms(rs)
	if err != nil {
		return err
	}
	*m = RoomSet(v)
	return nil
}
