package sabotage

import (
	"fmt"
	"math/bits"
)

// Validate checks every invariant of the game:
// generator cubes 0–2 per Generator and 8 in all (the Villains' 4 are the
// real ones); the 12 doomsday cubes, 15 modify cubes, 4 slide cubes and 34
// unlock cubes all accounted for; Swagger 0–5; no seat plans more dice than
// it may or uses a die twice; devices within supply; walls only removed.
func (st State) Validate() error {
	s := &st.s
	bad := func(format string, args ...any) error {
		return fmt.Errorf("sabotage: invalid state: "+format, args...)
	}
	if s.Phase < PhaseMap || s.Phase > PhaseOver {
		return bad("phase %d", s.Phase)
	}
	// A view (State.View) holds unknowns where the other team's pieces
	// are: the checks that need them (cube accounting) are skipped, and
	// the view must hide what its viewer may not know (the view of the
	// view is itself).
	view := s.Viewer != 0
	if s.Viewer < 0 || s.Viewer > viewerObserver {
		return bad("viewer %d", s.Viewer)
	}
	if view {
		v, _ := st.Viewer()
		if st.View(v) != st {
			return bad("the view of %v shows what %v may not know", v, v)
		}
	}
	if (s.Phase == PhaseOver) != (s.Winner != NoTeam) || s.Winner < NoTeam || s.Winner > Villains {
		return bad("winner %v in phase %v", s.Winner, s.Phase)
	}
	if s.Walls&^s.SetupWalls != 0 || s.SetupWalls>>Edges != 0 {
		return bad("walls added after setup")
	}
	if s.Phase > PhaseMap && bits.OnesCount32(s.SetupWalls) != 5 {
		return bad("%d walls at setup", bits.OnesCount32(s.SetupWalls))
	}
	gens := int(s.GenSupply)
	for i, c := range s.GenCubes {
		if (c < 0 && st.sees(Villains)) || c > 2 {
			return bad("generator %d has %d cubes", i, c)
		}
		gens += int(c)
	}
	if !st.sees(Villains) {
		for _, c := range s.GenCubes {
			if c < -1 {
				return bad("generator cubes %v", s.GenCubes)
			}
		}
	} else if gens != 4 || s.GenSupply < 0 {
		return bad("the Villains' generator cubes add to %d, not 4", gens)
	}
	for i, r := range s.Machines {
		if r < NoRoom || r >= Rooms || (r == NoRoom && s.Phase > PhaseMap) {
			return bad("doomsday machine %d in room %d", i, r)
		}
	}
	for i, r := range s.Gens {
		if r < NoRoom || r >= Rooms || (r == NoRoom && s.Phase > PhaseMap) {
			return bad("generator %d in room %d", i, r)
		}
	}
	passed := 0
	for i, c := range s.Doomsday {
		if c < 0 || c > 4 {
			return bad("doomsday machine %d has %d cubes", i, c)
		}
		passed += 4 - int(c)
	}
	hackSize, hitSize := int8(7), int8(4)
	trayModify, traySlide := int8(0), int8(0)
	if s.Intro {
		hackSize, hitSize, trayModify, traySlide = 4, 3, 4, 1
	}
	wonByHack := s.Winner == Spies && s.HackTrack == 0 && passed == int(hackSize)+1
	if passed != int(hackSize-s.HackTrack) && !wonByHack && !view {
		return bad("%d doomsday cubes passed but the Hack track has %d", passed, s.HackTrack)
	}
	if s.HackTrack < 0 || s.HackTrack > hackSize || s.HitModify < 0 || s.HitModify > hitSize || s.HitSlide != s.HitModify {
		return bad("tracks %d/%d/%d", s.HackTrack, s.HitModify, s.HitSlide)
	}
	if m := s.Teams[Spies].Modify + s.Teams[Villains].Modify + s.HitModify + s.HackTrack + s.SpentCubes + trayModify; m != 15 && !view {
		return bad("%d modify cubes accounted for, not 15", m)
	}
	if sl := s.Teams[Spies].Slide + s.Teams[Villains].Slide + s.HitSlide + s.SpentSlide + traySlide; (sl != 4 && !view) || s.Teams[Villains].Slide != 0 {
		return bad("%d slide cubes accounted for, not 4", sl)
	}
	unlock := int(s.Pile) + int(s.Discarded)
	for i, p := range s.Players {
		seat := Seat(i)
		// A seat behind the viewer's screen shows its public face (view.go's
		// hide, which the view's check above holds it to): a secret
		// character, an unknown room, tiles planned but unknown, tiers
		// unlocked but not which tile.
		behind := !st.sees(seat.Team())
		secretChar := behind && p.Char == UnknownCharacter && s.Phase <= PhaseCharacters
		if p.Char != NoCharacter && !secretChar && (p.Char < 0 || p.Char > 7 || characters[p.Char].Team != seat.Team()) {
			return bad("%v plays %v", seat, p.Char)
		}
		if (p.Room < NoRoom && !(behind && p.Room == UnknownRoom)) || p.Room >= Rooms {
			return bad("%v in room %d", seat, p.Room)
		}
		if p.Thawed && (seat.Team() != Spies || p.Room == NoRoom || s.Frozen&p.Room.bit() == 0) {
			return bad("%v is spared by a Freeze Ray outside a frozen room", seat)
		}
		if p.Swagger < 0 || p.Swagger > 5 || (seat.Team() == Villains && p.Swagger != 0) {
			return bad("%v has Swagger %d", seat, p.Swagger)
		}
		if p.Unlocks < 0 || p.Unlocks > 6 || p.Pending < 0 || p.Choosing < 0 || p.Choosing > 3 {
			return bad("%v unlocks %d pending %d", seat, p.Unlocks, p.Pending)
		}
		unlock += int(p.Unlocks) + int(p.Swagger) + int(p.Pending)
		if seat.Team() == Villains {
			unlock += 6 - bits.OnesCount16(uint16(p.Faces&0x3f))
			if p.Pending != 0 {
				return bad("%v holds pending unlock cubes", seat)
			}
		}
		if p.Hand&^0x7c0 != 0 || p.Gone&^0x780 != 0 || p.Hand&p.Gone != 0 {
			return bad("%v hand %b gone %b", seat, p.Hand, p.Gone)
		}
		if p.N < 0 || p.N > 4 {
			return bad("%v plans %d tiles", seat, p.N)
		}
		if behind {
			// The rest is behind the screen (unknowns).
			continue
		}
		if (p.Unlocks >= 1) != (p.Hand&(1<<6) != 0) {
			return bad("%v tier 1 does not match %d unlocks", seat, p.Unlocks)
		}
		// Tier 2 is slots 7-8, tier 3 slots 9-10 (checked in that order,
		// so that the error is always the same).
		for _, tl := range [...]struct {
			tier int
			lo   uint
		}{{2, 7}, {3, 9}} {
			tier, lo := tl.tier, tl.lo
			full := int(p.Unlocks) >= tier*(tier+1)/2
			pair := (p.Hand | p.Gone) >> lo & 3
			chosen := pair == 3 && bits.OnesCount16(uint16(p.Hand>>lo&3)) == 1
			switch {
			case p.Choosing == int8(tier) && !full:
				return bad("%v choosing tier %d with %d unlocks", seat, tier, p.Unlocks)
			case full && p.Choosing == int8(tier):
				if pair != 0 {
					return bad("%v choosing tier %d twice", seat, tier)
				}
			case full != chosen || (!full && pair != 0):
				// Before a tier is complete neither of its tiles is in
				// hand or out of the game (Rulebook, "Unlocking Advanced
				// Actions").
				return bad("%v tier %d does not match %d unlocks", seat, tier, p.Unlocks)
			}
		}
		if p.N < 0 || p.N > 4 || p.Limit < 0 || p.Limit > 4 || p.Used&^0xf != 0 {
			return bad("%v plan %d limit %d", seat, p.N, p.Limit)
		}
		// The limit is fixed when the round begins (Rulebook, "Phase II":
		// 2 dice, 3 or 4 from Swagger or active Generators, 1 after CHOKE,
		// FLASHBANG or a REFLECTOR): while planning it is still what the
		// board says.
		if s.Phase == PhasePlan && st.sees(seat.Team()) && p.Limit != 1 && p.Limit != (&game{s: *s}).diceLimit(seat) {
			return bad("%v may place %d dice, but its board gives %d", seat, p.Limit, (&game{s: *s}).diceLimit(seat))
		}
		if p.Limit == 0 && s.Phase >= PhasePlan && s.Phase < PhaseOver && st.sees(seat.Team()) {
			return bad("%v may place no die", seat)
		}
		if bits.OnesCount16(uint16(p.Used)) > int(p.Limit) && s.Phase >= PhasePlan {
			return bad("%v placed %d dice but may place %d", seat, bits.OnesCount16(uint16(p.Used)), p.Limit)
		}
		var dice uint8
		for j, pl := range p.Plan[:p.N] {
			if pl.Dice&dice != 0 || pl.Slot < 0 || pl.Slot >= Slots || !pl.Arg.valid() {
				return bad("%v uses a die twice", seat)
			}
			dice |= pl.Dice
			pr := printed(seat.Team(), p.Char, pl.Slot)
			if pr.Tile < 0 || (pl.Slot >= 6 && p.Hand&(1<<uint(pl.Slot)) == 0) || pl.Arg.Kind != plannedArgKind(pr.Tile) {
				return bad("%v planned tile %d is not in hand or has a bad target", seat, pl.Slot)
			}
			if pr.Tile == Parachute && j != 0 {
				return bad("%v PARACHUTE is not its first tile", seat)
			}
		}
		if s.Phase == PhasePlan && seat.Team() == Spies && p.Room == NoRoom && p.N > 0 {
			return bad("%v off the map planned without PARACHUTE", seat)
		}
		if dice&^p.Used != 0 {
			return bad("%v planned dice it did not place", seat)
		}
		for _, v := range p.Dice {
			if s.Phase >= PhasePlan && (v < 1 || v > 6) {
				return bad("%v die %d", seat, v)
			}
		}
	}
	if unlock != 34 && !view {
		return bad("%d unlock cubes accounted for, not 34", unlock)
	}
	for t := range s.Teams {
		for d, r := range s.Teams[t].Devices {
			if r < NoRoom || r >= Rooms || (d >= numDevices[t] && r != NoRoom) {
				return bad("%v device %d in room %d", Team(t), d, r)
			}
		}
		if s.Teams[t].Modify < 0 || s.Teams[t].Slide < 0 {
			return bad("%v cubes", Team(t))
		}
	}
	if s.Turn < 0 || s.Turn > 3 {
		return bad("turn %d", s.Turn)
	}
	// Turns are taken in Execute Actions only; there a team that has not
	// chosen who goes first is at the first of its two turns (Rulebook,
	// "Phase III": the Villains choose, then the Spies).
	switch {
	case s.Phase < PhaseExecute && (s.Turn != 0 || s.Chosen):
		return bad("turn %d (chosen %v) in phase %v", s.Turn, s.Chosen, s.Phase)
	case s.Phase == PhaseExecute && !s.Chosen && s.Turn != 0 && s.Turn != 2:
		return bad("turn %d while a team chooses who goes first", s.Turn)
	}
	var order uint8
	for _, o := range s.Order {
		if o.valid() {
			order |= 1 << uint(o)
		}
	}
	if s.Phase == PhaseExecute && (order != 0xf || s.Order[0].Team() != Villains || s.Order[1].Team() != Villains) {
		return bad("turn order %v", s.Order)
	}
	if s.Phase >= PhasePlace {
		for i, p := range s.Players {
			if p.Char == NoCharacter {
				return bad("%v has no character in phase %v", Seat(i), s.Phase)
			}
		}
	}
	if s.Phase >= PhasePlan && s.Phase < PhaseOver {
		for _, v := range Villains.Members() {
			if s.Players[v].Room == NoRoom {
				return bad("%v is off the map", v)
			}
		}
	}
	if s.MapTurn != Spies && s.MapTurn != Villains {
		return bad("map turn %d", s.MapTurn)
	}
	for t := range s.Teams {
		it := s.Teams[t].Intel
		for _, sg := range it.Seen {
			if sg.Room < NoRoom || sg.Room >= Rooms {
				return bad("intel room %d", sg.Room)
			}
		}
		for _, r := range it.Devices {
			if r < NoRoom || r >= Rooms {
				return bad("intel device room %d", r)
			}
		}
		for _, o := range s.Teams[t].Owner {
			if !o.valid() {
				return bad("device owner %d", o)
			}
		}
	}
	for _, v := range s.Roll {
		// The dice are rolled when a round begins (Rulebook, "Phase I").
		if (s.Phase >= PhasePlan && (v < 1 || v > 6)) || (s.Phase < PhasePlan && v != 0) {
			return bad("roll %v in phase %v", s.Roll, s.Phase)
		}
	}
	for t := range s.Teams {
		for _, c := range s.Teams[t].Intel.Generators {
			if c < -1 || c > 2 {
				return bad("%v know of %v generator cubes", Team(t), s.Teams[t].Intel.Generators)
			}
		}
	}
	// A setup phase ends when its last choice is made (Rulebook, "Setup"
	// steps 3 and 12): while it lasts, someone still has to choose.
	waiting := false
	for i, p := range s.Players {
		switch {
		case s.Phase <= PhaseCharacters && p.Room != NoRoom:
			return bad("%v is on the map during setup", Seat(i))
		case s.Phase == PhaseCharacters && p.Char == NoCharacter,
			s.Phase == PhasePlace && Seat(i).Team() == Villains && p.Room == NoRoom:
			waiting = true
		case s.Phase == PhasePlace && Seat(i).Team() == Spies && p.Room != NoRoom:
			return bad("%v is on the map before the first round", Seat(i))
		}
	}
	if !waiting && (s.Phase == PhaseCharacters || s.Phase == PhasePlace) {
		return bad("nobody has to choose in phase %v", s.Phase)
	}
	if err := st.validateMap(); err != nil {
		return err
	}
	if s.HeardN < 0 {
		return bad("heard %d", s.HeardN)
	}
	for i, h := range s.Heard {
		if (int32(i) < s.HeardN && !h.unpack().valid()) || h>>60 != 0 {
			return bad("heard entry %d", i)
		}
	}
	for i, u := range s.Untraced {
		if u < 0 || u > 4-s.Doomsday[i] {
			return bad("untraced %v", s.Untraced)
		}
	}
	// Last, when every other invariant holds (so that listing the actions
	// is safe): a game that is not over can go on, every seat that must
	// decide has a legal action. A view lists its viewer's actions only
	// and is not played, so this is checked on full states.
	if !view && s.Phase != PhaseOver {
		return st.validateDecisions()
	}
	return nil
}

// validateDecisions checks that some seat must decide and that each seat
// that must decide has a legal action (the contract: ToMove is empty
// exactly when the game is over, and ActionsFor of a seat to move is not
// empty).
func (st State) validateDecisions() error {
	g := game{s: st.s}
	var seats [4]Seat
	movers := g.movers(&seats)
	if len(movers) == 0 {
		return fmt.Errorf("sabotage: invalid state: nobody must decide in phase %v and the game is not over", st.s.Phase)
	}
	var buf [192]Action
	for _, seat := range movers {
		if len(g.actions(seat, buf[:0])) == 0 {
			return fmt.Errorf("sabotage: invalid state: %v must decide in phase %v but has no legal action", seat, st.s.Phase)
		}
	}
	return nil
}

// plannedArgKind is the kind of target a tile takes when planned.
func plannedArgKind(t Tile) TargetKind {
	switch t {
	case Move, MoveScan, Tunnel:
		return DirTarget
	case Parachute:
		return RoomTarget
	}
	return NoTarget
}

// validateMap checks Variable Map Setup: the pieces left and the pieces
// placed add up to the 5 walls, 3 Doomsday Machines and 2 Generators, the
// rest can still be placed, and nothing is left to place once the game
// has begun (Rulebook, "Variable Map Setup").
func (st State) validateMap() error {
	s := &st.s
	bad := func(format string, args ...any) error {
		return fmt.Errorf("sabotage: invalid state: "+format, args...)
	}
	if s.Phase != PhaseMap {
		if s.MapPieces != [3]int8{} {
			return bad("map pieces %v left after Variable Map Setup", s.MapPieces)
		}
		return nil
	}
	if s.MapPieces == [3]int8{} {
		return bad("Variable Map Setup with no piece left to place")
	}
	for i, max := range [3]int8{5, 3, 2} {
		if s.MapPieces[i] < 0 || s.MapPieces[i] > max {
			return bad("map pieces %v", s.MapPieces)
		}
	}
	if s.Walls != s.SetupWalls || bits.OnesCount32(s.Walls) != 5-int(s.MapPieces[WallPiece]) || !connected(s.Walls) {
		return bad("%d walls placed but %d left to place", bits.OnesCount32(s.Walls), s.MapPieces[WallPiece])
	}
	for i, r := range s.Machines {
		if (i < 3-int(s.MapPieces[MachinePiece])) != (r != NoRoom) {
			return bad("Doomsday Machines %v with %d left to place", s.Machines, s.MapPieces[MachinePiece])
		}
	}
	for i, r := range s.Gens {
		if (i < 2-int(s.MapPieces[GeneratorPiece])) != (r != NoRoom) {
			return bad("Generators %v with %d left to place", s.Gens, s.MapPieces[GeneratorPiece])
		}
	}
	if !mapPlaceable(s.Walls, s.Machines, s.Gens) {
		return bad("Doomsday Machines and Generators cannot all be placed")
	}
	return nil
}
