package sabotage

// Viewers: state.Viewer is 0 in the game's own state; in a view it is
// 1 + the viewing seat, or viewerObserver for a spectator's view.
const viewerObserver int8 = 5

// View returns what seat may know (Rulebook, "Setup" step 10: the
// screen): its team's pieces, boards and plans (teammates share
// everything: "Teammates can talk"), the public tracks, the walls, what
// was declared (the last declarations, [State.Heard]) and both teams'
// [Intel], which the engine deduces from declarations alone, so that each
// seat could keep either. The other team's positions, dice, plans,
// unlocks, Swagger, cubes, devices and, for the Spies, the generator
// cubes are replaced by unknowns (UnknownRoom, UnknownCharacter,
// UnknownSlot, 0, -1 for generator cubes), while what the table sees of
// them stays: who has chosen a character, which miniatures are on the
// map (UnknownRoom) and which are off it (NoRoom), a Spy lying after
// planning PARACHUTE, how many tiles each seat planned this round and
// how many of them are done, and which advanced tiers each unlocked (a tier
// of two shows both tiles as out of the hand: which one was taken is
// secret).
//
// The view of a value that is no seat ([Observer]) is a spectator's: both
// teams are behind their screens. [State.Viewer] names the viewer.
//
// A view is for reading: Legal and Apply refuse every action on it, while
// its Actions lists exactly the viewer's ActionsFor of the full state, so
// that a user interface holding only the view can offer its choices. A
// view survives a JSON round trip. The view of a view hides what either
// hides.
func (st State) View(seat Seat) State {
	s := st.s
	hidden := [2]bool{}
	if s.Viewer != 0 {
		// Already a view: keep hidden what it hides.
		if v := Seat(s.Viewer - 1); s.Viewer == viewerObserver {
			hidden = [2]bool{true, true}
		} else {
			hidden[v.Team().Other()] = true
		}
	}
	if seat.valid() {
		hidden[seat.Team().Other()] = true
	} else {
		hidden = [2]bool{true, true}
	}
	// Hiding the Villains' generator cubes reads what the Spies last
	// heard declared (their Intel, which every view keeps).
	if hidden[Spies] {
		hide(&s, Spies)
	}
	if hidden[Villains] {
		hide(&s, Villains)
	}
	switch {
	case hidden[Spies] && hidden[Villains]:
		s.Viewer = viewerObserver
	default:
		s.Viewer = int8(seat) + 1
		if !seat.valid() || hidden[seat.Team()] {
			s.Viewer = viewerObserver
		}
	}
	return State{s}
}

// hide replaces what team them keeps behind its screen by unknowns, and
// keeps what the table sees of it (the public face of its pieces,
// [PublicEvent]): who has chosen a character ("Spy1 chose ?"), which
// miniatures are on the map ("Villain1 moved behind the screen", a hit
// Spy removed, a PARACHUTE declared, the first tile of a Spy off the map
// being PARACHUTE: lying), how many tiles each seat planned this round
// and how many of them it executed or skipped, alike ("planned a tile",
// "executed a tile", [Execute]), and which tiers it unlocked ("unlocked
// a tile"; the tile taken from a tier of two is secret: "remove the other
// tile from the game secretly").
func hide(s *state, them Team) {
	for _, e := range them.Members() {
		p := &s.Players[e]
		if s.Phase <= PhaseCharacters && p.Char != NoCharacter {
			p.Char = UnknownCharacter
		}
		if p.Room != NoRoom {
			p.Room = UnknownRoom
		}
		p.Dice = s.Roll
		p.Limit, p.Used = 0, 0
		// How many tiles are done is public (each executed tile is seen,
		// "Spy1 execute ?", each skipped one declared), not which: a CHOKE
		// executed before its turn ("Spy1 choke ?") leaves a later tile
		// done, so the view marks the first ones.
		done := 0
		for i := range p.Plan[:max(0, min(int(p.N), 4))] {
			if p.Plan[i].Done {
				done++
			}
		}
		for i := range p.Plan {
			p.Plan[i] = Planned{}
			if i < int(p.N) {
				p.Plan[i] = Planned{Slot: UnknownSlot, Done: i < done}
			}
		}
		gone := uint16(0)
		for _, lo := range [2]uint{7, 9} {
			if (p.Hand|p.Gone)>>lo&3 == 3 {
				gone |= 3 << lo
			}
		}
		p.Hand, p.Gone = p.Hand&(1<<6), gone
		p.Unlocks, p.Faces = 0, 0
		p.Swagger, p.Lost, p.Pending, p.Choosing = 0, false, 0, 0
		p.Thawed = false
		// Which Villain CHOKE or FLASHBANG affected is not declared.
		p.OneDie = false
	}
	t := &s.Teams[them]
	t.Modify, t.Slide = 0, 0
	for i := range t.Devices {
		t.Devices[i] = NoRoom
	}
	t.Built, t.Owner = [6]int16{}, [6]Seat{}
	s.SpentCubes, s.SpentSlide = 0, 0
	if them == Villains {
		s.GenCubes = s.Teams[Spies].Intel.Generators
		s.GenSupply = -1
	} else {
		s.Pile, s.Discarded = 0, 0
		// Hacks made this turn: 1 after HACK, -1 after E.M.P., UNTRACEABLE
		// or WIRELESS HACK, which all declare only "hack" (Rulebook, "1.
		// Declare Action": "Do not give any other information about the
		// tile").
		s.Hacked = 0
		// UNTRACEABLE: the Villains hold the cube but do not know which
		// machine it came from.
		for i, n := range s.Untraced {
			s.Doomsday[i] += n
		}
		s.Untraced = [3]int8{}
	}
}
