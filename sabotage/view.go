package sabotage

// View returns what seat's team may know (Rulebook, "Setup" step 10: the
// screen): its own pieces, boards and plans, the public tracks, the walls,
// and what was declared to it (the last declarations, [State.Heard], and
// its [Intel], deduced from all of them). The other team's positions,
// dice, plans, unlocks, Swagger, cubes, devices and, for the Spies, the
// generator cubes are replaced by unknowns (NoRoom, 0, -1 for generator
// cubes, [UnknownIntel] for its Intel); [State.Viewer] names the team. Teammates share everything (Rulebook: "Teammates can talk").
// A view is for reading and for listing its seat's actions (ActionsFor
// gives the same list as on the full state); it is not a game state and
// need not pass Validate. An invalid seat gets the state unchanged.
func (st State) View(seat Seat) State {
	if !seat.valid() {
		return st
	}
	s := st.s
	me := seat.Team()
	them := me.Other()
	for _, e := range them.Members() {
		p := &s.Players[e]
		if s.Phase == PhaseCharacters {
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
		if them == Villains {
			p.Faces = 0
		}
	}
	if s.Phase == PhasePlace && me == Spies {
		// The Villains' placement is secret; keep ToMove consistent.
		for _, e := range them.Members() {
			s.Players[e].Room = NoRoom
		}
	}
	t := &s.Teams[them]
	t.Modify, t.Slide = 0, 0
	for i := range t.Devices {
		t.Devices[i] = NoRoom
	}
	t.Built, t.Owner, t.Intel = [6]int16{}, [6]Seat{}, UnknownIntel
	s.SpentCubes, s.SpentSlide = 0, 0
	s.Viewer = int8(me) + 1
	if me == Spies {
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
	return State{s}
}
