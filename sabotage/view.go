package sabotage

// Viewers: state.Viewer is 0 in the game's own state; in a view it is
// 1 + the viewing seat, or viewerObserver for a spectator's view.
const viewerObserver int8 = 5

// View returns what seat may know (Rulebook, "Setup" step 10: the
// screen): its team's pieces, boards and plans (teammates share
// everything: "Teammates can talk"), the public tracks, the walls, and
// what was declared to it (the last declarations, [State.Heard], and its
// team's [Intel], deduced from all of them). The other team's positions,
// dice, plans, unlocks, Swagger, cubes, devices and, for the Spies, the
// generator cubes are replaced by unknowns (NoRoom, 0, -1 for generator
// cubes, [UnknownIntel] for its Intel).
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
	// The Spies' secrets first: hiding the Villains' then reads what the
	// Spies' view shows of the Generators, which an observer does not
	// see (so the view of a view is itself).
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

// hide replaces what team them keeps behind its screen by unknowns.
func hide(s *state, them Team) {
	for _, e := range them.Members() {
		p := &s.Players[e]
		if s.Phase <= PhaseCharacters {
			p.Char = NoCharacter
		}
		p.Room, p.Lying = NoRoom, false
		p.Dice = s.Roll
		p.Limit, p.Used, p.N, p.Plan = 0, 0, 0, [4]Planned{}
		p.Unlocks, p.Hand, p.Gone, p.Faces = 0, 0, 0, 0
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
	t.Built, t.Owner, t.Intel = [6]int16{}, [6]Seat{}, UnknownIntel
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
