package bots

import (
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/nemesis"
)

func init() { Add(nemesis.Game, NemesisBot) }

// NemesisBot is a simple survival policy for any seat: get away when a way
// out is open, shoot what is in the Room, keep Oxygen and Life Support up,
// otherwise a random legal action. It reads only the seat's view.
func NemesisBot(seat nemesis.Seat) incursion.Policy[nemesis.State, nemesis.Action] {
	return func(s nemesis.State, legal []nemesis.Action, r dice.Roller) nemesis.Action {
		p := s.Player(seat)
		score := func(a nemesis.Action) int {
			switch a := a.(type) {
			case nemesis.UseRoom:
				switch k, _ := s.RoomKindAt(int(p.Room)); k {
				case nemesis.Hibernatorium, nemesis.EscapeShuttle:
					return 100
				case nemesis.LandingZone:
					if s.Lander() == 1 {
						return 100
					}
					return 20
				case nemesis.LifeSupportA, nemesis.LifeSupportB, nemesis.LifeSupportC:
					if a.Arg == 0 && !s.LifeSupport()[int(p.Room)%nemesis.W/2] {
						return 60
					}
					if a.Arg == 1 && k == nemesis.LifeSupportC {
						return 50
					}
				}
				return 10
			case nemesis.Shoot:
				return 80
			case nemesis.Burst:
				return 40
			case nemesis.UseGear:
				if p.Oxygen <= 2 {
					return 70
				}
				return 5
			case nemesis.UseItem:
				return 30
			case nemesis.Launch:
				if a.Launch {
					return 100
				}
			case nemesis.Keep:
				if a.Item >= 0 {
					return 10
				}
			case nemesis.Hit:
				if a.Target >= 0 {
					return 10
				}
			case nemesis.Move:
				return 15
			case nemesis.React:
				if a.Card != nemesis.NoCard {
					return 50 // a reaction: Prevent the Attack, ignore the roll
				}
			}
			return 0
		}
		best, bestScore := legal[r.IntN(len(legal))], -1
		for _, a := range legal {
			if sc := score(a); sc > bestScore {
				best, bestScore = a, sc
			}
		}
		if bestScore <= 15 {
			// At random, but never throwing things away (Drop).
			keep := make([]nemesis.Action, 0, len(legal))
			for _, a := range legal {
				if _, ok := a.(nemesis.Drop); !ok {
					keep = append(keep, a)
				}
			}
			if len(keep) > 0 {
				return keep[r.IntN(len(keep))]
			}
			return legal[r.IntN(len(legal))]
		}
		return best
	}
}
