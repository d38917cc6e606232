package sabotage

import "github.com/incursion/incursion"

// Outcome is the result of a game: the common [incursion.Result] (both
// members of the winning team are its Winners; Sabotage has no draw) and
// the game's own figures.
type Outcome struct {
	incursion.Result[Seat]
	Winner Team `json:"winner"` // NoTeam while the game goes on
	Hits   int  `json:"hits"`   // hits the Spies took
	Hacks  int  `json:"hacks"`  // doomsday cubes passed
	Rounds int  `json:"rounds"` // rounds played
}

// Outcome returns the result so far (Rulebook, "How to Win the Game"): the
// Villains win at the 5th hit (4th in the Introductory Game), the Spies at
// the 8th hack (5th). Returns (incursion.Game): 1 for both seats of the
// winning team, -1 for both seats of the other, 0 before the end.
func (st State) Outcome() Outcome {
	o := Outcome{Winner: st.s.Winner, Hits: st.Hits(), Hacks: st.Hacks(), Rounds: int(st.s.Round)}
	switch st.s.Winner {
	case Spies:
		o.Reason = "the Spies hacked the Doomsday Machines once more than the Hack track holds"
	case Villains:
		o.Reason = "the Villains hit the Spies once more than the Hit track holds"
		o.Hits++
	default:
		return o
	}
	o.Over = true
	m := st.s.Winner.Members()
	o.Winners = []Seat{m[0], m[1]}
	return o
}
