package nemesis

import "fmt"

// The Tactical Belt and the Use Any Tactical Gear Action (Rulebook,
// "Tactical Belt", "Use Any Tactical Gear Action", "Robot's Tactical Gear
// Slots").

// gearArgs lists the Arg values with which the belt token in slot i can
// be Used: the Hand to reload, the Corridor of a Grenade.
func (g *game) gearArgs(s Seat, i int, out []int8) []int8 {
	p := &g.P[s]
	switch g.gearToken(s, i) {
	case AmmoFull, AmmoHalf:
		for h, it := range p.Hands {
			if it.Item < 0 || it.Item == Egg || !itemKindData[itemKindOf(it.Item)].Ranged {
				continue
			}
			kd := itemKindData[itemKindOf(it.Item)]
			for j := range kd.Slots {
				if it.Tok[j] == NoToken {
					out = append(out, int8(h))
					break
				}
			}
		}
	case Grenade:
		es, n := g.adjacentOpen(s)
		for _, e := range es[:n] {
			if g.intrudersAt(int(corridorNode(int(e)))) {
				out = append(out, e)
			}
		}
	case Oxygen:
		if p.Oxygen < 7 || p.Suffocating {
			out = append(out, 0)
		}
	case Medpack:
		out = g.healArgs(s, 2, out)
	}
	return out
}

func (k *kernel) useGear(a UseGear) {
	g := k.g
	s := a.Seat
	p := &g.P[s]
	t := g.gearToken(s, int(a.Slot))
	if a.Slot >= robotSlot {
		g.RobotTok[a.Slot-robotSlot] = NoToken
	} else {
		p.Belt[a.Slot] = NoToken
	}
	switch t {
	case AmmoFull, AmmoHalf:
		it := &p.Hands[a.Arg]
		for j := range it.Tok {
			if it.Tok[j] == NoToken {
				it.Tok[j] = t
				break
			}
		}
		return
	case Grenade:
		k.returnToken(t)
		k.grenade(s, int(a.Arg))
		return
	case Oxygen:
		k.gainOxygen(s, 3)
	case Medpack:
		k.heal(s, healAmount(2, a.Arg))
	}
	k.returnToken(t)
}

// GearDone ends a Use Any Tactical Gear Action.
type GearDone struct{ Seat Seat }

func (a GearDone) seat() Seat                   { return a.Seat }
func (GearDone) isAction()                      {}
func (a GearDone) String() string               { return a.Seat.String() + " gear done" }
func (a GearDone) MarshalJSON() ([]byte, error) { return actionTable.Marshal(a) }

// gearOptions appends the tokens seat s may still use, and the moves
// between its belt and the Robot's slots.
func (g *game) gearOptions(s Seat, out []Action) []Action {
	var buf [8]int8
	for i := range gearSlots {
		for _, a := range g.gearArgs(s, i, buf[:0]) {
			out = append(out, UseGear{s, int8(i), a})
		}
	}
	return g.gearMoves(s, out)
}

// MoveGear moves a Tactical Gear token between the Character's belt and
// the Robot's slots (Rulebook, "Robot's Tactical Gear Slots": "tokens may
// also be moved between the Character's and the Robot's Tactical Gear
// slots"), as part of the Use Any Tactical Gear Action: chosen first it is
// that Action (cost 1); during it, free.
type MoveGear struct {
	Seat     Seat
	From, To int8
}

func (a MoveGear) seat() Seat { return a.Seat }
func (MoveGear) isAction()    {}
func (a MoveGear) String() string {
	return a.Seat.String() + " gear move " + itoa8(a.From) + " " + itoa8(a.To)
}
func (a MoveGear) MarshalJSON() ([]byte, error) { return actionTable.Marshal(a) }

// gearMoves appends the moves of a token to the first empty slot on the
// other side (belt to Robot, Robot to belt), in the Robot's Room.
func (g *game) gearMoves(s Seat, out []Action) []Action {
	p := &g.P[s]
	if g.RobotRoom != p.Room || p.Status != Active {
		return out
	}
	belt, robot := int8(-1), int8(-1)
	for i, t := range p.Belt {
		if t == NoToken && belt < 0 {
			belt = int8(i)
		}
	}
	for i, t := range g.RobotTok {
		if t == NoToken && robot < 0 {
			robot = int8(robotSlot + i)
		}
	}
	if robot >= 0 {
		for i, t := range p.Belt {
			if t != NoToken {
				out = append(out, MoveGear{s, int8(i), robot})
			}
		}
	}
	if belt >= 0 {
		for i, t := range g.RobotTok {
			if t != NoToken {
				out = append(out, MoveGear{s, int8(robotSlot + i), belt})
			}
		}
	}
	return out
}

func (k *kernel) moveGear(a MoveGear) {
	g := k.g
	p := &g.P[a.Seat]
	slot := func(i int8) *Token {
		if i >= robotSlot {
			return &g.RobotTok[i-robotSlot]
		}
		return &p.Belt[i]
	}
	*slot(a.To), *slot(a.From) = *slot(a.From), NoToken
	k.log(fmt.Sprintf("%v moved a token between the belt and the Robot", a.Seat))
}

// Slots of UseGear: 0–3 the Tactical Belt, 4–5 the Robot's Tactical Gear
// slots, usable from the Robot's Room (Rulebook, "Robot's Tactical Gear
// Slots"; with a Malfunction too).
const (
	robotSlot = 4
	gearSlots = 6
)

// gearToken is the token in gear slot i of seat s (NoToken where there is
// none or the Robot is elsewhere).
func (g *game) gearToken(s Seat, i int) Token {
	switch {
	case i < 0 || i >= gearSlots:
		return NoToken
	case i < robotSlot:
		return g.P[s].Belt[i]
	case g.RobotRoom != g.P[s].Room:
		return NoToken
	}
	return g.RobotTok[i-robotSlot]
}

// moreGear: after a token, the Action goes on while another can be used
// (Rulebook, "Use Any Tactical Gear Action": any number of tokens); a
// Grenade's Hits end it.
func (k *kernel) moreGear(s Seat) {
	g := k.g
	if g.Pend != NoPending && g.Pend != PendGear {
		return
	}
	var buf [16]Action
	if g.P[s].Status == Active && len(g.gearOptions(s, buf[:0])) > 0 {
		g.Pend, g.PendSeat = PendGear, s
		return
	}
	g.Pend = NoPending
}

// gear resolves a Tactical Gear action: one more token of an Action already
// paid for (PendGear), or the first, which is paid for first (1 card).
func (k *kernel) gear(seat Seat, a Action, resolve func()) {
	g := k.g
	if g.Pend == PendGear {
		g.Pend = NoPending
		resolve()
		k.moreGear(seat)
		if g.Pend == NoPending {
			k.afterAction()
		}
		return
	}
	g.Pend, g.PendSeat, g.PendN, g.Chosen = PendPay, seat, 1, toChosen(a)
}
