package hive

import "github.com/incursion/incursion"

// Outcome is the result of a finished game (22.0): the [incursion.Result]
// (over, the winner, a draw, why), then the figures of victory.
type Outcome struct {
	incursion.Result[Seat]
	Mission Mission
	// Rescue mission (22.1).
	Rescued  int // hostages rescued (22.3)
	StartMen int // the initial Terran force, in men
	Alive    int // Space Marines alive and not lost in the Hive at hyperdrive
	// Punitive mission (22.2).
	VP [2]int
}

// Outcome evaluates victory (22.0). Before the end it returns Over false.
func (s State) Outcome() Outcome {
	o := Outcome{Mission: s.c.Mission, StartMen: int(s.c.StartMen)}
	if !s.Over() {
		return o
	}
	o.Over, o.Reason = true, s.c.End
	lost := int(s.c.MenLost)
	aboard := 0
	for i := range s.c.Units {
		u := &s.c.Units[i]
		switch {
		case u.Stat() == stEvacuated && u.Kind().Hostage():
			o.Rescued++
		case u.Stat() == stInPlay && u.Kind().Marine():
			aboard += u.Kind().men()
		}
	}
	if s.c.Hyper {
		lost += aboard // 22.2: unevacuated Space Marines are casualties
	}
	o.Alive = int(s.c.StartMen) - lost
	o.VP[Terran] = 5*o.Rescued + 3*int(s.c.QueensKilled)
	o.VP[Znon] = lost + 3*int(s.c.HostageShot)
	switch s.c.Mission {
	case Punitive:
		switch {
		case o.VP[Terran] > o.VP[Znon]:
			o.Winners = []Seat{Terran}
		case o.VP[Znon] > o.VP[Terran]:
			o.Winners = []Seat{Znon}
		default:
			o.Draw = true
		}
	default: // 22.1 (a game ended before the choice is scored as a rescue)
		switch {
		case s.c.Aborted:
			o.Draw = true
		case o.Rescued == 0 || 2*lost > int(s.c.StartMen) || (s.c.Hyper && aboard > 0):
			o.Winners = []Seat{Znon}
		case 2*o.Alive > int(s.c.StartMen):
			o.Winners = []Seat{Terran}
		default:
			// A hostage rescued and exactly half the force lost: neither
			// player's condition holds (22.1; RULES.md judgment).
			o.Draw = true
		}
	}
	return o
}

// Winner returns the seat that won; ok is false before the end and in a
// draw.
func (o Outcome) Winner() (seat Seat, ok bool) {
	if len(o.Winners) == 0 {
		return 0, false
	}
	return o.Winners[0], true
}
