package nemesis

import "github.com/incursion/incursion"

// Outcome is how the game ended: the common Result (winners, why) and the
// game's own figures.
type Outcome struct {
	incursion.Result[Seat]
	// Survived lists the Characters who Escaped or Hibernated and survived
	// the End of the Game checks; Fulfilled those whose Objective (or, in
	// the Solo/Coop mode, all Mission Tasks) was met.
	Survived, Fulfilled []Seat
	TaskDone            bool
}

// Rulebook, "End of the Game" and "Objectives and Mission Task".

func (g *game) survived(s Seat) bool {
	st := g.P[s].Status
	return st == Escaped || st == Hibernated
}

func (g *game) carriesEgg(s Seat) int {
	n := 0
	for _, h := range g.P[s].Hands {
		if h.Item == Egg {
			n++
		}
	}
	return n
}

// fulfilled checks one Objective or Mission Task for seat s (-1 for the
// Mission Task, which concerns no one Character).
func (g *game) fulfilled(obj int8, s Seat) bool {
	if obj < 0 {
		return false
	}
	switch g.T.objs[obj].Kind {
	case objNest:
		return g.NestGone
	case objQueen:
		return g.QueenDead
	case objData:
		return s >= 0 && g.P[s].Data
	case objEgg:
		return s >= 0 && g.carriesEgg(s) > 0
	case objAlone:
		for i := range g.Players {
			if Seat(i) != s && g.survived(Seat(i)) {
				return false
			}
		}
		return true
	case objReactor:
		return g.PowerOff
	case objClean:
		return s >= 0 && !g.P[s].Larva && g.P[s].Wounds[0] < 0
	case objWitness:
		n := 0
		for i := range g.Players {
			if Seat(i) != s && (g.P[i].Status == Dead || g.P[i].Status == KnockedOut) {
				n++
			}
		}
		return n >= 2
	case objTask:
		return g.fulfilled(g.Task[0], -1)
	case objNotTask:
		return !g.fulfilled(g.Task[0], -1)
	case objTaskData:
		return g.fulfilled(g.Task[0], -1) && s >= 0 && g.P[s].Data
	case objEscaped:
		return s >= 0 && g.P[s].Fled
	case taskSamples:
		n := 0
		for i := range g.Players {
			if g.P[i].Fled {
				n += g.carriesEgg(Seat(i))
			}
		}
		return n >= 2
	case taskData:
		for i := range g.Players {
			if g.P[i].Fled && g.P[i].Data {
				return true
			}
		}
	case taskDestroyed:
		return g.Destroyed
	}
	return false
}

// Outcome is the result of a finished game (zero while it goes on).
func (s State) Outcome() Outcome {
	if s.g == nil || s.g.Phase != PhaseOver {
		return Outcome{}
	}
	g := s.g
	o := Outcome{Result: incursion.Result[Seat]{Over: true, Reason: g.Reason, Winners: []Seat{}}}
	o.TaskDone = g.fulfilled(g.Task[0], -1)
	for i := range g.Players {
		if g.survived(Seat(i)) {
			o.Survived = append(o.Survived, Seat(i))
		}
	}
	if g.Coop {
		// Every Mission Task fulfilled, at least 1 Character survives; a
		// per-Character requirement needs that many survivors meeting it.
		need := map[objKind]int{}
		for _, t := range g.Task {
			if t >= 0 {
				need[g.T.objs[t].Kind]++
			}
		}
		ok := len(o.Survived) > 0
		for kind, n := range need {
			have := 0
			switch kind {
			case objData, objEgg:
				for _, p := range o.Survived {
					if g.fulfilled(int8(g.firstOfKind(kind)), p) {
						have++
					}
				}
			default:
				if g.fulfilled(int8(g.firstOfKind(kind)), -1) {
					have = n
				}
			}
			if have < min(n, int(g.Players)) {
				ok = false
			}
		}
		o.TaskDone = ok
		if ok {
			for i := range g.Players {
				o.Winners = append(o.Winners, Seat(i))
				o.Fulfilled = append(o.Fulfilled, Seat(i))
			}
		}
		return o
	}
	for _, p := range o.Survived {
		obj := g.P[p].Objectives
		// A player who had not chosen chose at the End of the Game (endGame,
		// Rulebook, "End of the Game" 3): one Objective is left; a position
		// written over, holding two, is read the same way (a met one).
		if g.fulfilled(obj[0], p) || g.fulfilled(obj[1], p) {
			o.Fulfilled = append(o.Fulfilled, p)
			o.Winners = append(o.Winners, p)
		}
	}
	return o
}

func (g *game) firstOfKind(k objKind) int {
	for i, o := range g.T.objs {
		if o.Kind == k {
			return i
		}
	}
	return 0
}

// Result is the common shape of the Outcome.
func (s State) Result() incursion.Result[Seat] { return s.Outcome().Result }
