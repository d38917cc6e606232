package sabotage

import (
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// Config chooses the game. Its zero value is the standard 4-seat game on
// the standard map.
type Config struct {
	// Intro plays the Introductory Game (Rulebook, "Introductory Game").
	Intro bool
	// VariableMap lets the teams place the walls, Doomsday Machines and
	// Generators as setup actions (Rulebook, "Variable Map Setup"); Board is
	// then ignored.
	VariableMap bool
	// Board is a map in the format of StandardBoardText; "" is the standard
	// map.
	Board string
}

// New returns the game before any setup choice (Rulebook, "Setup"): the
// characters are chosen next (or, with VariableMap, the map is placed
// first; the team that starts is drawn with one r.IntN(2)).
func New(cfg Config, r dice.Roller) (State, error) {
	var s state
	s.Intro, s.VarMap = cfg.Intro, cfg.VariableMap
	s.Winner = NoTeam
	s.Phase = PhaseCharacters
	if cfg.VariableMap {
		s.Phase = PhaseMap
		s.MapPieces = [3]int8{5, 3, 2}
		for i := range s.Machines {
			s.Machines[i] = NoRoom
		}
		s.Gens = [2]Room{NoRoom, NoRoom}
		s.MapTurn = Team(r.IntN(2))
	} else {
		text := cfg.Board
		if text == "" {
			text = StandardBoardText
		}
		b, err := ParseBoard(text)
		if err != nil {
			return State{}, err
		}
		s.Walls, s.SetupWalls, s.Machines, s.Gens = b.Walls, b.Walls, b.Machines, b.Generators
	}
	// Setup step 9: 4 doomsday cubes on each Doomsday Machine.
	s.Doomsday = [3]int8{4, 4, 4}
	// Step 8: 4 generator cubes per team; the Villains' are the real ones.
	s.GenSupply = 4
	for i := range s.Players {
		p := &s.Players[i]
		p.Char, p.Room = NoCharacter, NoRoom
	}
	// Step 7: a cube on each die face of each Villain board; 22 for the
	// Spies. In the Introductory Game the Villains return theirs.
	s.Pile = 22
	if s.Intro {
		s.Players[Villain1].Faces, s.Players[Villain2].Faces = 0x3f, 0x3f
		s.Discarded = 12
	}
	// Step 8: 2 modify cubes per team; step 11: the Hit and Hack tracks.
	for t := range s.Teams {
		s.Teams[t].Modify = 2
		for i := range s.Teams[t].Devices {
			s.Teams[t].Devices[i] = NoRoom
			s.Teams[t].Intel.Devices[i] = NoRoom
		}
		// Intel before play: the Villains may be anywhere, the Spies are
		// off the map (Possible 0); the first roll refines it (intel.go).
		for i := range s.Teams[t].Intel.Seen {
			s.Teams[t].Intel.Seen[i] = Sighting{Room: NoRoom, Possible: 0xffff}
			if t == int(Villains) {
				s.Teams[t].Intel.Seen[i].Possible = 0
			}
		}
		s.Teams[t].Intel.Generators = [2]int8{-1, -1}
	}
	st := State{s}
	s.HitModify, s.HitSlide, s.HackTrack = int8(st.hitTrackSize()), int8(st.hitTrackSize()), int8(st.hackTrackSize())
	st = State{s}
	if err := st.Validate(); err != nil {
		return State{}, err
	}
	return st, nil
}

// Setup step 3: each seat chooses a character of its team, secretly; the
// teammates' characters differ (one miniature each).
func (g *game) checkCharacter(a ChooseCharacter) error {
	if g.s.Phase != PhaseCharacters {
		return illegal("character: characters are chosen during setup only")
	}
	p := g.s.Players[a.Seat]
	if p.Char != NoCharacter {
		return illegal("character: %v has already chosen", a.Seat)
	}
	if a.Character < 0 || a.Character > 7 || characters[a.Character].Team != a.Seat.Team() {
		return illegal("character: %v is not a %v character", a.Character, a.Seat.Team())
	}
	if g.s.Players[a.Seat.Mate()].Char == a.Character {
		return illegal("character: %v is already chosen by %v", a.Character, a.Seat.Mate())
	}
	return nil
}

func (g *game) doCharacter(a ChooseCharacter) {
	g.s.Players[a.Seat].Char = a.Character
	g.emit(CharacterChosen(a))
	for _, p := range g.s.Players {
		if p.Char == NoCharacter {
			return
		}
	}
	var cs [4]Character
	for i, p := range g.s.Players {
		cs[i] = p.Char
	}
	g.emit(CharactersRevealed{cs})
	g.s.Phase = PhasePlace
}

// Setup step 12: each Villain starts in any room without a Generator.
func (g *game) checkPlaceVillain(a PlaceVillain) error {
	if g.s.Phase != PhasePlace {
		return illegal("place: Villains are placed at the end of setup only")
	}
	if a.Seat.Team() != Villains {
		return illegal("place: only Villains start on the map; Spies start off it")
	}
	if g.s.Players[a.Seat].Room != NoRoom {
		return illegal("place: %v is already placed", a.Seat)
	}
	if !a.Room.valid() {
		return illegal("place: no such room")
	}
	for _, gen := range g.s.Gens {
		if gen == a.Room {
			return illegal("place: %v holds a Generator", a.Room)
		}
	}
	return nil
}

func (g *game) doPlaceVillain(a PlaceVillain) {
	g.s.Players[a.Seat].Room = a.Room
	g.emitShared(movedEvent(a.Seat, a.Room, Villains))
	if g.s.Players[Villain1].Room != NoRoom && g.s.Players[Villain2].Room != NoRoom {
		g.startRound()
	}
}

// Rulebook, "Variable Map Setup": the teams alternate placing one wall,
// Doomsday Machine or Generator each, starting with a random team.
func (g *game) checkMapPiece(a PlaceMapPiece) error {
	if g.s.Phase != PhaseMap {
		return illegal("map: the map is placed during Variable Map Setup only")
	}
	if a.Seat != g.s.MapTurn.Members()[0] {
		return illegal("map: it is the %v' turn to place a piece", g.s.MapTurn)
	}
	if a.Piece < 0 || a.Piece > 2 || g.s.MapPieces[a.Piece] == 0 {
		return illegal("map: no %v left to place", a.Piece)
	}
	if !a.Room.valid() {
		return illegal("map: no such room")
	}
	switch a.Piece {
	case WallPiece:
		if a.Dir < 0 || a.Dir > 3 {
			return illegal("map: bad direction")
		}
		e := step[a.Room][a.Dir].edge
		if e < 0 {
			return illegal("map: walls go between rooms, not on the map edge")
		}
		if g.s.Walls&(1<<uint(e)) != 0 {
			return illegal("map: there is already a wall there")
		}
		if !connected(g.s.Walls | 1<<uint(e)) {
			return illegal("map: no room may be shut off completely")
		}
	default:
		ms, gs := g.s.Machines, g.s.Gens
		if a.Piece == MachinePiece {
			ms[3-g.s.MapPieces[MachinePiece]] = a.Room
		} else {
			gs[2-g.s.MapPieces[GeneratorPiece]] = a.Room
		}
		if !mapPlaceable(g.s.Walls, ms, gs) {
			return illegal("map: Doomsday Machines and Generators cannot be in the same or adjacent rooms")
		}
	}
	return nil
}

// mapPlaceable reports whether the placed machines and generators keep
// the rules under the walls placed so far and the rest can still be placed
// (walls placed later only take adjacency away, so neither answer changes
// for the worse).
func mapPlaceable(walls uint32, ms [3]Room, gs [2]Room) bool {
	var used, banned uint16 // banned: rooms a generator may not take
	var mbanned uint16      // rooms a machine may not take
	for _, m := range ms {
		if m == NoRoom {
			continue
		}
		if used&m.bit() != 0 {
			return false
		}
		used |= m.bit()
		banned |= m.bit() | adjacent(walls, m)
	}
	for _, gn := range gs {
		if gn == NoRoom {
			continue
		}
		if used&gn.bit() != 0 || banned&gn.bit() != 0 {
			return false
		}
		used |= gn.bit()
		mbanned |= gn.bit() | adjacent(walls, gn)
	}
	// Place the remaining pieces greedily by search.
	for i, m := range ms {
		if m == NoRoom {
			for r := Room(0); r < Rooms; r++ {
				if used&r.bit() == 0 && mbanned&r.bit() == 0 {
					ms2 := ms
					ms2[i] = r
					if mapPlaceable(walls, ms2, gs) {
						return true
					}
				}
			}
			return false
		}
	}
	for i, gn := range gs {
		if gn == NoRoom {
			for r := Room(0); r < Rooms; r++ {
				if used&r.bit() == 0 && banned&r.bit() == 0 {
					gs2 := gs
					gs2[i] = r
					if mapPlaceable(walls, ms, gs2) {
						return true
					}
				}
			}
			return false
		}
	}
	return true
}

func (g *game) doMapPiece(a PlaceMapPiece) {
	switch a.Piece {
	case WallPiece:
		g.s.Walls |= 1 << uint(step[a.Room][a.Dir].edge)
		g.s.SetupWalls = g.s.Walls
	case MachinePiece:
		g.s.Machines[3-g.s.MapPieces[MachinePiece]] = a.Room
	case GeneratorPiece:
		g.s.Gens[2-g.s.MapPieces[GeneratorPiece]] = a.Room
	}
	g.s.MapPieces[a.Piece]--
	g.emit(MapPiecePlaced(a))
	g.s.MapTurn = g.s.MapTurn.Other()
	if g.s.MapPieces == [3]int8{} {
		g.s.Phase = PhaseCharacters
	}
}

// illegal returns an error wrapping incursion.ErrIllegal. The message is
// formatted only when read: Actions checks many candidate actions and
// discards most errors.
func illegal(format string, args ...any) error { return incursion.Illegal(format, args...) }
