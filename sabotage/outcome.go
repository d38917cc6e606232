package sabotage

// Outcome is the result of a game.
type Outcome struct {
	Winner Team   // NoTeam while the game goes on
	Hits   int    // hits the Spies took
	Hacks  int    // doomsday cubes passed
	Rounds int    // rounds played
	How    string // why the game ended
}

// Outcome returns the result so far (Rulebook, "How to Win the Game"): the
// Villains win at the 5th hit (4th in the Introductory Game), the Spies at
// the 8th hack (5th).
func (st State) Outcome() Outcome {
	o := Outcome{Winner: st.s.Winner, Hits: st.Hits(), Hacks: st.Hacks(), Rounds: int(st.s.Round)}
	switch st.s.Winner {
	case Spies:
		o.How = "the Spies hacked the Doomsday Machines once more than the Hack track holds"
	case Villains:
		o.How = "the Villains hit the Spies once more than the Hit track holds"
		o.Hits++
	}
	return o
}
