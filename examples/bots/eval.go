package bots

import (
	"github.com/incursion/incursion/fireteam"
	"github.com/incursion/incursion/hive"
	"github.com/incursion/incursion/nemesis"
	"github.com/incursion/incursion/sabotage"
	"github.com/incursion/incursion/spyordie"
)

// The evaluations of the "+eval" ISMCTS players (AddEval): a playout is cut
// after Cutoff actions and scored by how far each side is on its way to the
// victory conditions. They are rough on purpose (a count of the tracks the
// rulebooks score by); their use is to give the search a signal where
// playouts to the end are long and, played at random, end the same way
// whatever the first action was.
func init() {
	AddEval(sabotage.Game, Eval[sabotage.State]{Cutoff: 40, Value: sabotageValue,
		Why: "hacks made of those the Spies need, less hits taken of those the Villains need"})
	AddEval(spyordie.Game, Eval[spyordie.State]{Cutoff: 40, Value: spyValue,
		Why: "the Intelligence the Intruders still free hold (its score and count) against the score they need"})
	AddEval(fireteam.Game, Eval[fireteam.State]{Cutoff: 40, Value: fireteamValue,
		Why: "objectives complete, heroes knocked down, the Lucky Coin"})
	AddEval(hive.Game, Eval[hive.State]{Cutoff: 20, Value: hiveValue,
		Why: "hostages freed and rescued, Space Marines lost (Rescue mission: 22.1), victory points (22.2)"})
	AddEval(nemesis.Game, Eval[nemesis.State]{Cutoff: 40, Value: nemesisValue,
		Why: "each Character's survival so far: out of the ship, alive (less its Serious Wounds and a Larva), dead"})
}

func clip(v float64) float64 { return max(-1, min(1, v)) }

// sabotageValue: the Spies win at their 8th hack (5th in the Introductory
// Game), the Villains at their 5th hit (4th) (Rulebook, "How to Win the
// Game"): the Spies' share of the way less the Villains'.
func sabotageValue(s sabotage.State) []float64 {
	hacks, hits := 8.0, 5.0
	if s.Intro() {
		hacks, hits = 5, 4
	}
	v := clip(float64(s.Hacks())/hacks - float64(s.Hits())/hits)
	return []float64{v, v, -v, -v} // Spy1, Spy2, Villain1, Villain2
}

// spyValue: the Intruders escaped or still in the Base pool their
// Intelligence at the end (Rulebook, "Scoring", "Winning"); a marker counts
// half a point before it makes a combination of 3, and a marker still in
// the Base counts 70% of an escaped one. An Intruder in the Base is drawn
// toward the nearest marker, or toward the Entrance once he holds 3 or time
// is short (as SpyIntruderBot goes), by 0.003 a square.
func spyValue(s spyordie.State) []float64 {
	n := s.Intruders()
	need := [4]float64{1, 3, 6, 12}[min(max(n, 0), 3)]
	var pool []spyordie.Intel
	inBase, near := 0, 0.0
	markers := append(s.FaceUp(), s.FaceDown()...)
	for k := range n {
		in := s.Intruder(k)
		switch in.Status {
		case spyordie.Escaped:
			pool = append(pool, in.Intel...)
		case spyordie.InBase:
			pool = append(pool, in.Intel...)
			inBase += len(in.Intel)
			targets := markers
			if len(in.Intel) >= 3 || s.Timer() < 18 || len(markers) == 0 {
				targets = s.Entrance()
			}
			d := 30
			for _, t := range targets {
				if x := s.Distance(in.At, t); x >= 0 && x < d {
					d = x
				}
			}
			near -= 0.003 * float64(d)
		}
	}
	pts := float64(spyordie.Score(pool)) + 0.5*float64(len(pool))
	if len(pool) > 0 {
		pts *= 1 - 0.3*float64(inBase)/float64(len(pool))
	}
	v := clip(1.8*pts/need - 0.9 + near)
	out := make([]float64, n+1)
	out[0] = -v // the Defender
	for k := 1; k <= n; k++ {
		out[k] = v
	}
	return out
}

// fireteamValue: the team wins with every objective complete and loses
// when a hero is knocked down while the Lucky Coin is tails up (Rulebook,
// "Mission Accomplished?"); one value for every seat (a cooperative game).
func fireteamValue(s fireteam.State) []float64 {
	objs := len(s.Objectives())
	done := 0
	for i := range objs {
		if s.ObjectiveDone(i) {
			done++
		}
	}
	v := -0.6
	if objs > 0 {
		v += 1.4 * float64(done) / float64(objs)
	}
	for _, h := range s.Heroes() {
		if s.KnockedDown(h) {
			v -= 0.2
		}
	}
	if !s.LuckyCoinHeads() {
		v -= 0.1
	}
	v = clip(v)
	out := make([]float64, len(s.Seats()))
	for i := range out {
		out[i] = v
	}
	return out
}

// hiveValue: in a Rescue mission the Terran player needs a hostage
// rescued and no more than half his force lost (22.1); in a Punitive
// mission the victory points decide (22.2). Seats: Terran, Znon.
func hiveValue(s hive.State) []float64 {
	start, lost, queens := s.Tally()
	var v float64
	if s.Mission() == hive.Punitive {
		rescued, shot := 0, 0
		for _, u := range s.Units() {
			if u.Kind.Hostage() && u.Evacuated {
				rescued++
			}
			if u.Kind.Hostage() && u.Dead {
				shot++
			}
		}
		t, z := float64(5*rescued+3*queens), float64(lost+3*shot)
		v = clip((t - z) / max(1, t+z))
	} else {
		freed, rescued := 0, 0
		for _, u := range s.Units() {
			switch {
			case !u.Kind.Hostage():
			case u.Evacuated:
				rescued++
			case u.InPlay && !u.Dead && u.Controller == hive.Terran:
				freed++
			}
		}
		v = -1
		switch {
		case rescued > 0:
			v = 0.6
		case freed > 0:
			v = -0.2
		}
		if start > 0 {
			v -= 2 * float64(lost) / float64(start)
		}
		v = clip(v)
	}
	return []float64{v, -v}
}

// nemesisValue: only a Character who survives can win (Rulebook, "End of
// the Game"): one escaped, hibernating or in the lander is halfway there,
// a dead one has lost, one still aboard is short of both, the more so with
// Serious Wounds or a Larva inside.
func nemesisValue(s nemesis.State) []float64 {
	seats := nemesis.Game.Seats(s)
	out := make([]float64, len(seats))
	for i, seat := range seats {
		p := s.Player(seat)
		switch p.Status {
		case nemesis.Escaped, nemesis.Hibernated, nemesis.InLander:
			out[i] = 0.5
		case nemesis.Dead, nemesis.KnockedOut:
			out[i] = -1
		default:
			v := -0.4
			for _, w := range p.Wounds {
				if w >= 0 {
					v -= 0.1
				}
			}
			if p.Larva {
				v -= 0.2
			}
			out[i] = v
		}
	}
	return out
}
