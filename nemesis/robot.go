package nemesis

import "fmt"

// Rulebook, "Robot": Activated locally (in its Room, 1 card) or remotely
// (from a Room with a Computer icon, 1 more card unless holding a Data
// token), once revealed and the Hibernatorium discovered. It moves from a
// Room to a neighbouring Room, never through a Closed Door or an Unexplored
// Corridor, ignores Intruders and makes no Noise roll.

// ActivateRobot moves the Robot to Room slot To (its own Room: no move)
// and resolves its card in its Room; Arg is the Intruder of the Combat
// Robot or the Character of the Medical Robot (-1 otherwise). Heal is the
// Medical Robot's Health restored: 0 all it can (up to 2), 1 exactly 1
// (Rulebook, "Restoring Health": "a player may always choose to restore
// fewer Health points than described"; the Activating player chooses, as
// for an Item used on another Character); "P1 robot a2 1 heal 1".
type ActivateRobot struct {
	Seat    Seat
	To, Arg int8
	Heal    int8
}

func (a ActivateRobot) seat() Seat { return a.Seat }
func (ActivateRobot) isAction()    {}
func (a ActivateRobot) String() string {
	s := a.Seat.String() + " robot " + SlotName(int(a.To)) + " " + itoa8(a.Arg)
	if a.Heal != 0 {
		s += " heal " + itoa8(a.Heal)
	}
	return s
}
func (a ActivateRobot) MarshalJSON() ([]byte, error) { return actionTable.Marshal(a) }

// robotCost is the cost of Activating the Robot from the Character's Room,
// or 0 when it cannot be.
func (g *game) robotCost(s Seat) int8 {
	if !g.RobotShown || !g.HibFound || g.Robot < 0 || g.RobotFault {
		return 0 // a Robot with a Malfunction has no Action
	}
	p := &g.P[s]
	if p.Room == g.RobotRoom {
		return 1
	}
	if !g.T.rooms[g.Rooms[p.Room].Tile].Computer {
		return 0
	}
	if p.Data {
		return 1
	}
	return 2
}

// robotMoves lists the Rooms the Robot may end in: its own and its
// neighbours.
func (g *game) robotMoves(out []int8) []int8 {
	at := int(g.RobotRoom)
	out = append(out, int8(at))
	es, n := g.roomCorridors(at)
	for _, e := range es[:n] {
		if g.Corr[e].Door == DoorClosed {
			continue
		}
		to := otherEnd(int(e), at)
		if g.unexplored(int(e)) {
			// Only the Exploration Robot Explores (Rulebook, "Robot
			// Movement"), never into the Undiscovered Hibernatorium.
			if g.T.robots[g.Robot] != ExplorationRobot || to == HibernatoriumSlot || g.placed(to) ||
				g.D.Explore.N+g.D.ExploreOut.N == 0 || !g.roomsLeft(to) {
				continue
			}
		}
		out = append(out, int8(to))
	}
	return out
}

// robotActions appends the Activations of seat s.
func (g *game) robotActions(s Seat, out []Action) []Action {
	var buf [8]int8
	for _, to := range g.robotMoves(buf[:0]) {
		switch g.T.robots[g.Robot] {
		case robotCombat:
			for i, in := range g.Intr {
				if in.At == to {
					out = append(out, boxAction(ActivateRobot{s, to, int8(i), 0}))
				}
			}
		case robotMedical:
			for i := range g.Players {
				if g.P[i].Status == Active && g.P[i].Room == to {
					var buf [2]int8
					for _, n := range g.healArgs(Seat(i), 2, buf[:0]) {
						out = append(out, boxAction(ActivateRobot{s, to, int8(i), n}))
					}
				}
			}
		case robotRepair:
			if g.Rooms[to].Fault {
				out = append(out, boxAction(ActivateRobot{s, to, -1, 0}))
			}
		case robotSecurity:
			if g.canSecure(int(to)) {
				out = append(out, boxAction(ActivateRobot{s, to, -1, 0}))
			}
		case robotFirefighter:
			if g.Rooms[to].Fire {
				out = append(out, boxAction(ActivateRobot{s, to, -1, 0}))
			}
		default:
			if to != g.RobotRoom {
				out = append(out, boxAction(ActivateRobot{s, to, -1, 0}))
			}
		}
	}
	return out
}

func (k *kernel) activateRobot(a ActivateRobot) {
	g := k.g
	if g.T.robots[g.Robot] == ExplorationRobot && !g.placed(int(a.To)) {
		// The Exploration Robot resolves the Exploration Sequence; its
		// Entrance effect's Noise roll is made in the new Room (the
		// Intruders ignore the Robot).
		ec := k.exploreSlot(a.Seat, int(a.To))
		g.RobotRoom = a.To
		k.tell(msgRobotExplored, a.To, 0, 0)
		if ec.NoiseRoll {
			k.robotNoise(int(a.To), a.Seat)
		}
		return
	}
	g.RobotRoom = a.To
	k.note(msgRobotActivated, a.Seat, int8(g.T.robots[g.Robot]), a.To, 0)
	switch g.T.robots[g.Robot] {
	case robotCombat:
		m := int(a.Arg)
		if modelKind(m) == Queen {
			// The Robot "only performs Actions it has been assigned by
			// Characters" (Rulebook, "Robot"): the Character who Activated
			// it Repels the Queen, from the Robot's Room (the "other
			// source of the Repel effect", "Repelling"), and chooses the
			// Corridor, in that Room or not (hitQueen).
			k.repelFrom(a.Seat, int(a.To))
			k.hitQueen(false)
			k.repelBy = 0
		} else {
			g.Intr[m].Hits++
		}
		f := g.T.shoot[k.r.IntN(len(g.T.shoot))]
		k.ev = append(k.ev, rolled(a.Seat, "shoot", f))
		switch {
		case modelKind(m) == Queen:
		case modelKind(m) == Larva, f == Critical, f != Blanked && f <= g.Intr[m].Hits:
			k.killIntruder(m)
		}
	case robotMedical:
		k.heal(Seat(a.Arg), healAmount(2, a.Heal))
	case robotRepair:
		g.Rooms[a.To].Fault = false
	case robotSecurity:
		k.secure(int(a.To))
	case robotFirefighter:
		g.Rooms[a.To].Fire = false
	}
}

// robotNoise is a Noise roll in the Robot's Room (the Exploration Robot's
// Entrance effect): no Character is there, so nothing Attacks.
func (k *kernel) robotNoise(room int, by Seat) {
	g := k.g
	face := g.T.noise[k.r.IntN(len(g.T.noise))]
	k.ev = append(k.ev, rolled(by, "noise", face))
	if face == Hazard {
		if tok := k.drawToken(); tok >= 0 {
			k.resolveToken(tok, room, by, true)
		}
		return
	}
	es, n := g.roomCorridors(room)
	for _, e := range es[:n] {
		if !g.corridorValue(int(e), face) {
			continue
		}
		node := int(corridorNode(int(e)))
		if m := g.largestAt(node); m >= 0 {
			k.moveInto(m, room, by)
		} else if g.Corr[e].Noise {
			k.resolveNoise(int(e), by)
		} else {
			k.placeNoise(int(e))
		}
	}
}

func itoa8(n int8) string { return fmt.Sprint(n) }
