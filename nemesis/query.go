package nemesis

// Read accessors: everything a player sees on the table (on a view, what
// that seat sees). Slices are fresh copies.
//
// The zero State (what a failed decode leaves, the second audit's A2-N1)
// reads as an empty game: no Characters, over, no Room, Corridor or
// Intruder on the board, every pile empty; no accessor panics on it.

// read is the game the accessors read: s's, or emptyGame for the zero
// State.
func (s State) read() *game {
	if s.g == nil {
		return emptyGame
	}
	return s.g
}

// emptyGame is the game of the zero State, never modified: no Characters
// (every seat an unused slot), Phase Over (as Over reports), no seat to
// act, the standard data, the slots and the pool empty.
var emptyGame = func() *game {
	g := &game{T: std, D: &decks{}, Viewer: -1, Phase: PhaseOver, Starting: -1, Turn: -1, PendSeat: -1,
		Robot: Unknown, RobotRoom: -1}
	for i := range g.P {
		g.P[i] = Player{Char: -1, Room: -1, Armor: NoItem, Wounds: [3]int8{-1, -1, -1}, Draft: [2]int8{-1, -1},
			Objectives: [2]int8{-1, -1}, Status: Dead, Hands: [2]Held{{Item: NoItem}, {Item: NoItem}}}
	}
	for i := range g.Rooms {
		g.Rooms[i] = emptyRoom
	}
	for e := range g.Corr {
		g.Corr[e] = emptyCorridor
	}
	for i := range g.Intr {
		g.Intr[i] = Intruder{At: -1}
	}
	for i := range g.Task {
		g.Task[i] = -1
	}
	return g
}()

// Players is the number of Characters.
func (s State) Players() int { return int(s.read().Players) }

// Phase is the current phase; Round the Round marker (1–14).
func (s State) Phase() Phase { return s.read().Phase }
func (s State) Round() int   { return int(s.read().Round) }

// Turn is the seat whose Turn it is; StartingPlayer holds the token.
func (s State) Turn() Seat           { return s.read().Turn }
func (s State) StartingPlayer() Seat { return s.read().Starting }

// ActionsDone counts the Actions of the current Turn.
func (s State) ActionsDone() int { return int(s.read().Done) }

// Pending is the decision being taken (NoPending for a plain Turn).
func (s State) Pending() Pending { return s.read().Pend }

// Player is seat p's Character board (a copy).
func (s State) Player(p Seat) Player {
	g := s.read()
	if p < 0 || int8(p) >= g.Players {
		return Player{Char: -1, Room: -1}
	}
	return g.P[p]
}

// CharacterName is the name of seat p's Character ("" before the draft).
func (s State) CharacterName(p Seat) string {
	if c := s.Player(p).Char; c >= 0 {
		return s.read().T.chars[c].Name
	}
	return ""
}

// RoomAt is Room slot slot; RoomKindAt its kind (false: no Room there).
func (s State) RoomAt(slot int) Room { return s.read().Rooms[slot] }
func (s State) RoomKindAt(slot int) (RoomKind, bool) {
	g := s.read()
	t := g.Rooms[slot].Tile
	if t < 0 || slot == HibernatoriumSlot && !g.HibFound {
		return 0, false
	}
	return g.T.rooms[t].Kind, true
}

// CorridorAt is Corridor slot e; CorridorNoise its Noise value (0: none).
func (s State) CorridorAt(e int) Corridor { return s.read().Corr[e] }
func (s State) CorridorNoise(e int) int {
	g := s.read()
	c := g.Corr[e]
	if c.Tile < 0 || c.Reinforced {
		return 0
	}
	return int(g.T.corridors[c.Tile].Noise)
}

// Intruders lists every Intruder model (At -1: in the pool); ModelKind is
// the type of model i.
func (s State) Intruders() [Models]Intruder { return s.read().Intr }
func ModelKind(i int) Kind                  { return modelKind(i) }

// IntrudersAt counts the Intruders at a Room slot (0..23) or Corridor
// (Slots + e).
func (s State) IntrudersAt(node int) int { return s.read().count(node) }

// LifeSupport is the Life Support of Sections A, B and C.
func (s State) LifeSupport() [3]bool { return s.read().Life }

// Lander: 0 on the Round track, 1 landed, 2 destroyed or launched.
func (s State) Lander() int { return int(s.read().Lander) }

// Autodestruction is the Round of the Autodestruction token (0: off).
func (s State) Autodestruction() int { return int(s.read().Autodest) }

// Eggs left in the Nest; QueenDead; QueenHits on her track.
func (s State) Eggs() int       { return int(s.read().Eggs) }
func (s State) QueenDead() bool { return s.read().QueenDead }
func (s State) QueenHits() int  { return int(s.read().QueenHits) }

// HibernatoriumActive and HibernatoriumDiscovered.
func (s State) HibernatoriumActive() bool     { return s.read().HibActive }
func (s State) HibernatoriumDiscovered() bool { return s.read().HibFound }

// MissionTasks lists the Mission Task cards' names.
func (s State) MissionTasks() []string {
	var out []string
	g := s.read()
	for _, t := range g.Task {
		if t >= 0 {
			out = append(out, g.T.objs[t].Name)
		}
	}
	return out
}

// ObjectiveName names an Objective card of the standard data ("" for
// none or unknown; State.Data has a game's own).
func ObjectiveName(o int8) string { return std.objectiveName(o) }

// ItemName names an Item card of the standard data; Egg is an Egg.
func ItemName(c int8) string { return std.itemName(c) }

// PendingSeat is the seat whose pending decision it is (see Pending).
func (s State) PendingSeat() Seat { return s.read().PendSeat }

// Robot is the Robot's place and card: its Room slot, its card (Unknown
// until revealed), its two Tactical Gear token slots and whether it holds
// a Malfunction marker.
func (s State) Robot() (room int, card int8, tokens [2]Token, malfunction bool) {
	g := s.read()
	card = g.Robot
	if !g.RobotShown {
		card = Unknown
	}
	return int(g.RobotRoom), card, g.RobotTok, g.RobotFault
}

// AntiAircraft is the state of the two Anti-Aircraft tokens, top first
// (true: Active); known is false when this view may not see them (they are
// then both reported Inactive), removed true once the system is gone.
func (s State) AntiAircraft() (tokens [2]bool, known, removed bool) {
	g := s.read()
	if g.AAGone {
		return [2]bool{}, true, true
	}
	known = g.Viewer < 0 || g.Viewer >= 0 && g.Viewer < Seat(g.Players) && g.P[g.Viewer].KnowsAA
	return g.AA, known, false
}

// ObjectiveTrack is the space of the Universal marker on the Objective
// Choice section (0 the top-most).
func (s State) ObjectiveTrack() int { return int(s.read().ObjChoice) }

// LandingZoneTokens counts the Tactical Gear tokens left by the Landing
// Zone, by Token (Ammo, Grenade, Oxygen, Medpack).
func (s State) LandingZoneTokens() [6]int { return widen(s.read().LZTok) }

// DataTokens counts the Data tokens left in the Server Room.
func (s State) DataTokens() int { return int(s.read().DataLeft) }

// FacilityDestroyed, NestDestroyed and ShuttleUsed are the end-of-game
// markers.
func (s State) FacilityDestroyed() bool { return s.read().Destroyed }
func (s State) NestDestroyed() bool     { return s.read().NestGone }
func (s State) ShuttleUsed() bool       { return s.read().Shuttle }

// SearchedItems are the Items drawn by the pending Search (PendKeep),
// Unknown for a seat that did not search; nil otherwise.
func (s State) SearchedItems() []int8 {
	g := s.read()
	if g.Pend != PendKeep {
		return nil
	}
	return append([]int8(nil), g.PendItems[:max(0, min(int(g.PendN), len(g.PendItems)))]...)
}

// SupportOffer lists the Support Equipment Items offered during the
// Support Equipment draft (face up on the table); nil in other phases.
func (s State) SupportOffer() []int8 {
	g := s.read()
	if g.Phase != PhaseSupport || g.D == nil {
		return nil
	}
	return append([]int8(nil), g.D.Offer.slice()...)
}

func widen(a [6]int8) (out [6]int) {
	for i, v := range a {
		out[i] = int(v)
	}
	return out
}

// ReactorShutDown reports whether the Reactor shut the power down.
func (s State) ReactorShutDown() bool { return s.read().PowerOff }

// CardKindOf is the kind of Action card c (0–9) of seat p's Character;
// false for a Contamination card or before the draft.
func (s State) CardKindOf(p Seat, c int8) (CardKind, bool) {
	q := s.Player(p)
	if q.Char < 0 || c < 0 || c >= 10 {
		return 0, false
	}
	return s.read().T.chars[q.Char].Deck[c], true
}
