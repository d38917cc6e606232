package sabotage

import (
	"fmt"
	"strings"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/internal/notation"
)

// The text notation of actions: the seat, a keyword, then the keyword's
// arguments, separated by spaces (see each action's String):
//
//	Spy1 map wall A1 right      Spy1 map machine B2       Spy1 character Hacker
//	Villain1 place C3           Spy1 modify 2 -1          Spy2 plan 0 13 up
//	Spy1 plan 5 - B3            Villain1 unlock 3         Villain1 pick 7
//	Spy1 cube swagger           Spy1 ready                Villain1 first Villain2
//	Villain1 execute quadTL -   Spy1 slide left           Villain2 detonate
//	Spy2 beacon row2            Spy1 choke                Spy1 end
//
// Seat names and keywords match case-insensitively. "Villain1 plan ?" is
// the public form of a secret action ([Hidden]; "act" is a keyword of
// public forms only: "Spy1 act ?").

var verbs = []string{"map", "character", "place", "modify", "plan", "unlock", "pick", "cube",
	"ready", "first", "execute", "slide", "detonate", "beacon", "end", "choke", "act"}

const verbWant = "an action keyword (map, character, place, modify, plan, unlock, pick, cube, ready, first, execute, slide, detonate, beacon, end, choke)"

// ParseSeat reads a seat name, case-insensitively ("spy1" is Spy1);
// "Observer" reads as [Observer]. The error is an [incursion.ParseError].
func ParseSeat(text string) (Seat, error) {
	if i := notation.Lookup(text, seatNames[:]); i >= 0 {
		return Seat(i), nil
	}
	if notation.Lookup(text, []string{"Observer"}) == 0 {
		return Observer, nil
	}
	return 0, &incursion.ParseError{Game: "sabotage", Text: text, Got: text, Want: seatWant}
}

const seatWant = "a seat (Spy1, Spy2, Villain1, Villain2)"

// ParseAction reads an action in the notation of its String method. The
// error is an [incursion.ParseError] naming what was expected.
func ParseAction(text string) (Action, error) {
	sc := notation.New("sabotage", text)
	seat, err := notation.Read(sc, seatWant, func(tok string) (Seat, bool) {
		i := notation.Lookup(tok, seatNames[:])
		return Seat(i), i >= 0
	})
	if err != nil {
		return nil, err
	}
	v, err := sc.Word(verbWant, verbs...)
	if err != nil {
		return nil, err
	}
	if sc.Peek() == "?" {
		sc.Next()
		return Hidden{seat, verbs[v]}, sc.End()
	}
	a, err := parseArgs(sc, seat, verbs[v])
	if err != nil {
		return nil, err
	}
	return a, sc.End()
}

func parseArgs(sc *notation.Scanner, seat Seat, verb string) (Action, error) {
	room := func() (Room, error) {
		return notation.Read(sc, "a room (A1..D4)", func(tok string) (Room, bool) {
			r, err := ParseRoom(tok)
			return r, err == nil && r != NoRoom
		})
	}
	dir := func() (Dir, error) {
		d, err := sc.Word("a direction (up, right, down, left)", dirNames[:]...)
		return Dir(d), err
	}
	target := func() (Target, error) {
		return notation.Read(sc, "a target (-, a direction, a room A1..D4 or an area)", func(tok string) (Target, bool) {
			t, err := ParseTarget(tok)
			return t, err == nil
		})
	}
	switch verb {
	case "map":
		p, err := sc.Word("a map piece (wall, machine, generator)", pieceNames[:]...)
		if err != nil {
			return nil, err
		}
		r, err := room()
		if err != nil {
			return nil, err
		}
		if Piece(p) != WallPiece {
			return PlaceMapPiece{seat, Piece(p), r, 0}, nil
		}
		d, err := dir()
		return PlaceMapPiece{seat, WallPiece, r, d}, err
	case "character":
		c, err := notation.Read(sc, "a character name", func(tok string) (Character, bool) {
			c, err := ParseCharacter(tok)
			return c, err == nil
		})
		return ChooseCharacter{seat, c}, err
	case "place":
		r, err := room()
		return PlaceVillain{seat, r}, err
	case "modify":
		d, err := sc.Int("a die number (1..4)", 1, 4)
		if err != nil {
			return nil, err
		}
		delta, err := sc.Word("+1 or -1", "-1", "+1")
		return ModifyDie{seat, int8(d - 1), int8(2*delta - 1)}, err
	case "plan":
		k, err := sc.Int("a tile slot (0..10)", 0, Slots-1)
		if err != nil {
			return nil, err
		}
		m, err := notation.Read(sc, "dice (die numbers 1..4, as 13, or -)", func(tok string) (uint8, bool) {
			m, err := parseDice(tok)
			return m, err == nil
		})
		if err != nil {
			return nil, err
		}
		t, err := target()
		return PlanTile{seat, Slot(k), m, t}, err
	case "unlock":
		d, err := sc.Int("a die number (1..4)", 1, 4)
		return UnlockDie{seat, int8(d - 1)}, err
	case "pick":
		k, err := sc.Int("a tile slot (7..10)", 0, Slots-1)
		return PickTile{seat, Slot(k)}, err
	case "cube":
		w, err := sc.Word("unlock or swagger", "unlock", "swagger")
		return UseCube{seat, w == 1}, err
	case "ready":
		return Ready{seat}, nil
	case "first":
		x, err := notation.Read(sc, seatWant, func(tok string) (Seat, bool) {
			i := notation.Lookup(tok, seatNames[:])
			return Seat(i), i >= 0
		})
		return GoFirst{seat, x}, err
	case "execute":
		a, err := target()
		if err != nil {
			return nil, err
		}
		b, err := target()
		return Execute{seat, a, b}, err
	case "slide":
		d, err := dir()
		return Slide{seat, d}, err
	case "detonate":
		return Detonate{seat}, nil
	case "beacon":
		a, err := notation.Read(sc, "an area (row1, col2, quadTL, ...)", func(tok string) (Area, bool) {
			a, err := ParseArea(tok)
			return a, err == nil
		})
		return UseBeacon{seat, a}, err
	case "end":
		return EndTurn{seat}, nil
	case "act":
		_, err := sc.Word("?", "?")
		return nil, err
	}
	return ChokeNow{seat}, nil // "choke"
}

// diceText writes a dice mask as the 1-based die numbers: "13", or "-".
func diceText(m uint8) string {
	if m == 0 {
		return "-"
	}
	var sb strings.Builder
	for i := 0; i < 4; i++ {
		if m&(1<<uint(i)) != 0 {
			sb.WriteByte(byte('1' + i))
		}
	}
	return sb.String()
}

func parseDice(text string) (uint8, error) {
	if text == "-" {
		return 0, nil
	}
	var m uint8
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c < '1' || c > '4' || m&(1<<(c-'1')) != 0 {
			return 0, fmt.Errorf("sabotage: bad dice %q", text)
		}
		m |= 1 << (c - '1')
	}
	if text == "" {
		return 0, fmt.Errorf("sabotage: bad dice %q", text)
	}
	return m, nil
}
