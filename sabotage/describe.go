package sabotage

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/incursion/incursion"
)

// Descriptions of actions and events in words (issue 23): what
// [incursion.Game]'s Describe and Narrate give a user interface. Places
// are rooms ("B3", Kind "room"), target areas ("colC", Kind "area") and
// seats ("Spy1", Kind "seat": the miniature and the player board), the
// data-tokens of package sabotage/picture.
func init() {
	if err := incursion.SetDescribe(Game, incursion.Describe[State, Action, Event]{
		Action: DescribeAction, Event: Narrate,
	}); err != nil {
		panic(err)
	}
}

// DescribeAction is action a of st (the state or a seat's view before a)
// in words, with the rooms, areas and seats it involves. A [Hidden]
// action (the public form of a secret one) names only its seat and verb.
func DescribeAction(st State, a Action) incursion.Description {
	if a == nil {
		return incursion.Description{}
	}
	seat := a.By()
	d := incursion.Description{Places: []incursion.Place{seatPlace(seat)}}
	room := func(r Room) {
		if r.valid() {
			d.Places = append(d.Places, incursion.Place{Kind: "room", ID: r.String()})
		}
	}
	// A row or a column is drawn as its label on the map's margin; the
	// other areas (quadrants, halves, 3x3) are their rooms.
	area := func(a Area) {
		switch {
		case a >= 0 && a < QuadTL:
			d.Places = append(d.Places, incursion.Place{Kind: "area", ID: a.String()})
		case a >= 0 && a < NumAreas:
			m := a.Rooms()
			for r := Room(0); r < Rooms; r++ {
				if m&r.bit() != 0 {
					room(r)
				}
			}
		}
	}
	target := func(from Room, t Target) string {
		switch t.Kind {
		case RoomTarget:
			room(t.Room())
			return t.Room().String()
		case AreaTarget:
			area(t.Area())
			return "area " + t.Area().String()
		case DirTarget:
			if from.valid() {
				if to, ok := st.Step(from, t.Dir()); ok {
					room(to)
				}
			}
			return t.Dir().String()
		}
		return ""
	}
	switch a := a.(type) {
	case PlaceMapPiece:
		room(a.Room)
		if a.Piece == WallPiece {
			d.Sentence = fmt.Sprintf("%v places a wall on the %v side of %v", seat, a.Dir, a.Room)
		} else {
			d.Sentence = fmt.Sprintf("%v places a %s in %v", seat, pieceWords(a.Piece), a.Room)
		}
	case ChooseCharacter:
		d.Sentence = fmt.Sprintf("%v chooses the character %v", seat, a.Character)
	case PlaceVillain:
		room(a.Room)
		d.Sentence = fmt.Sprintf("%v places its miniature in %v", seat, a.Room)
	case ModifyDie:
		d.Sentence = fmt.Sprintf("%v modifies die %d by %+d", seat, a.Die+1, a.Delta)
	case PlanTile:
		tile := "a tile"
		if t := st.Tile(seat, a.Slot).Tile; t >= 0 {
			tile = t.String()
		}
		from, _ := st.PlannedRoom(seat)
		d.Sentence = fmt.Sprintf("%v plans %s %s", seat, tile, diceWords(a.Dice))
		if w := target(from, a.Arg); w != "" {
			d.Sentence += ": " + w
		}
	case UnlockDie:
		d.Sentence = fmt.Sprintf("%v places die %d on Unlock", seat, a.Die+1)
	case PickTile:
		tile := fmt.Sprintf("the tile in slot %d", a.Slot)
		if t := st.Tile(seat, a.Slot).Tile; t >= 0 {
			tile = t.String()
		}
		d.Sentence = fmt.Sprintf("%v unlocks %s", seat, tile)
	case UseCube:
		if a.Swagger {
			d.Sentence = fmt.Sprintf("%v puts the cube on Swagger", seat)
		} else {
			d.Sentence = fmt.Sprintf("%v spends the cube to unlock a tile", seat)
		}
	case Ready:
		d.Sentence = fmt.Sprintf("%v is ready", seat)
	case GoFirst:
		d.Places = append(d.Places, seatPlace(a.First))
		d.Sentence = fmt.Sprintf("%v lets %v go first", seat, a.First)
	case Execute:
		tile := "its next tile"
		for _, p := range st.Plan(seat) {
			if !p.Done {
				if t := st.Tile(seat, p.Slot).Tile; p.Slot != UnknownSlot && t >= 0 {
					tile = t.String()
				}
				break
			}
		}
		from := st.Room(seat)
		var parts []string
		for _, t := range [2]Target{a.A, a.B} {
			if w := target(from, t); w != "" {
				parts = append(parts, w)
			}
		}
		switch {
		case a.A == noTarget && a.B == noTarget && len(parts) == 0:
			d.Sentence = fmt.Sprintf("%v executes %s", seat, tile)
		default:
			d.Sentence = fmt.Sprintf("%v executes %s: %s", seat, tile, strings.Join(parts, ", then "))
		}
	case Slide:
		if to, ok := st.Step(st.Room(seat), a.Dir); ok && st.Room(seat).valid() {
			room(to)
		}
		d.Sentence = fmt.Sprintf("%v slides %v", seat, a.Dir)
	case Detonate:
		d.Sentence = fmt.Sprintf("%v detonates", seat)
	case UseBeacon:
		area(a.Area)
		d.Sentence = fmt.Sprintf("%v uses the beacon on area %v", seat, a.Area)
	case ChokeNow:
		d.Sentence = fmt.Sprintf("%v chokes now", seat)
	case EndTurn:
		d.Sentence = fmt.Sprintf("%v ends the turn", seat)
	case Hidden:
		d.Sentence = fmt.Sprintf("%v %s behind the screen", seat, hiddenVerbs[a.Verb])
		if hiddenVerbs[a.Verb] == "" {
			d.Sentence = fmt.Sprintf("%v does something behind the screen", seat)
		}
	default:
		d.Sentence = a.String()
	}
	return d
}

// hiddenVerbs words the verb of a [Hidden] action: what the other team
// sees being done behind the screen.
var hiddenVerbs = map[string]string{
	"character": "chooses a character", "place": "places its miniature",
	"modify": "modifies a die", "plan": "plans a tile", "unlock": "places a die on Unlock",
	"pick": "unlocks a tile", "cube": "uses a cube", "execute": "executes a tile",
	"slide": "slides", "detonate": "detonates", "beacon": "uses the beacon",
	"end": "ends the turn", "choke": "chokes",
}

// diceWords names the dice (by position on the player board) a planned
// tile takes: "with dice 1 and 3", "with no die".
func diceWords(m uint8) string {
	var ds []string
	for i := 0; i < 4; i++ {
		if m&(1<<uint(i)) != 0 {
			ds = append(ds, strconv.Itoa(i+1))
		}
	}
	switch len(ds) {
	case 0:
		return "with no die"
	case 1:
		return "with die " + ds[0]
	}
	return "with dice " + strings.Join(ds[:len(ds)-1], ", ") + " and " + ds[len(ds)-1]
}

func seatPlace(s Seat) incursion.Place { return incursion.Place{Kind: "seat", ID: s.String()} }

func pieceWords(p Piece) string {
	switch p {
	case MachinePiece:
		return "Doomsday Machine"
	case GeneratorPiece:
		return "Generator"
	}
	return p.String()
}

// Narrate is event e in words; a public (redacted) event says only what
// its public form holds.
func Narrate(e Event) string {
	switch e := e.(type) {
	case Rolled:
		return fmt.Sprintf("Round %d: the Villains roll %d %d %d %d", e.Round, e.Dice[0], e.Dice[1], e.Dice[2], e.Dice[3])
	case CharacterChosen:
		if e.Character == NoCharacter {
			return fmt.Sprintf("%v chooses a character", e.Seat)
		}
		return fmt.Sprintf("%v chooses %v", e.Seat, e.Character)
	case CharactersRevealed:
		var parts []string
		for i, c := range e.Characters {
			parts = append(parts, fmt.Sprintf("%v is %v", Seat(i), c))
		}
		return "The characters are revealed: " + strings.Join(parts, ", ")
	case MapPiecePlaced:
		if e.Piece == WallPiece {
			return fmt.Sprintf("%v places a wall on the %v side of %v", e.Seat, e.Dir, e.Room)
		}
		return fmt.Sprintf("%v places a %s in %v", e.Seat, pieceWords(e.Piece), e.Room)
	case Moved:
		if e.Room == UnknownRoom {
			return fmt.Sprintf("%v moves behind the screen", e.Seat)
		}
		return fmt.Sprintf("%v is now in %v", e.Seat, e.Room)
	case Private:
		return fmt.Sprintf("%v %s", e.Seat, e.Text)
	case Declared:
		s := fmt.Sprintf("%v declares %s", e.Seat, e.Say)
		if e.Target.Kind != NoTarget {
			s += " " + e.Target.String()
		}
		if e.Rooms != 0 {
			s += " in " + roomList(uint16(e.Rooms))
		}
		return s
	case Spotted:
		if e.Room == NoRoom {
			return fmt.Sprintf("%v is declared in the area (Camouflage)", e.Seat)
		}
		return fmt.Sprintf("%v is declared in %v", e.Seat, e.Room)
	case DeviceSpotted:
		return fmt.Sprintf("The %v' %v is declared in %v", e.Team, deviceName(e.Team, e.Device), e.Room)
	case DeviceRemoved:
		return fmt.Sprintf("The %v' %v is removed from %v", e.Team, deviceName(e.Team, e.Device), e.Room)
	case GeneratorDeclared:
		return fmt.Sprintf("Generator %d has %d generator cubes", e.Generator+1, e.Cubes)
	case DoomsdayPassed:
		if e.Room == NoRoom {
			return "A doomsday cube passes (untraceable)"
		}
		return fmt.Sprintf("A doomsday cube passes from %v", e.Room)
	case Counted:
		return fmt.Sprintf("%d Spies are in area %v", e.N, e.Area)
	case Hit:
		return fmt.Sprintf("%v is hit in %v", e.Seat, e.Room)
	case WallDestroyed:
		return fmt.Sprintf("The wall %v is destroyed", e.Edge)
	case TurnBegan:
		return fmt.Sprintf("%v's turn begins", e.Seat)
	case Won:
		return fmt.Sprintf("The %v win: %s", e.Team, e.How)
	}
	if e == nil {
		return ""
	}
	return e.String()
}
