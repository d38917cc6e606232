package nemesis

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
			if it.Item < 0 || it.Item == Egg || !g.T.item(it.Item).Ranged {
				continue
			}
			kd := g.T.item(it.Item)
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
	*g.gearSlot(s, int(a.Slot)) = NoToken
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
			out = append(out, boxAction(UseGear{s, int8(i), a}))
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

// gearMoves appends the moves of a token to the first empty slot of each
// other place that holds tokens — the belt, the Robot's slots (in the
// Robot's Room), the gray slots of an Item in Hand (the Bandolier)
// (Rulebook, "Use Any Tactical Gear Action": "You may also move any number
// of your tokens between your Tactical slots"). Ammo loaded in a Weapon
// never moves ("Ammo cannot be swapped between Weapons"). Moves within one
// place change nothing and are not listed.
func (g *game) gearMoves(s Seat, out []Action) []Action {
	if g.P[s].Status != Active {
		return out
	}
	// The places: first slot and number of slots, and the first empty one.
	var first, n, free [4]int8
	places := 0
	add := func(f, k int) {
		if k == 0 {
			return
		}
		first[places], n[places], free[places] = int8(f), int8(k), -1
		for i := f; i < f+k; i++ {
			if g.gearToken(s, i) == NoToken {
				free[places] = int8(i)
				break
			}
		}
		places++
	}
	add(0, robotSlot)
	if g.RobotRoom == g.P[s].Room {
		add(robotSlot, handSlot-robotSlot)
	}
	for h := range 2 {
		add(handSlot+2*h, g.graySlots(s, h))
	}
	for a := range places {
		for i := first[a]; i < first[a]+n[a]; i++ {
			if g.gearToken(s, int(i)) == NoToken {
				continue
			}
			for b := range places {
				if b != a && free[b] >= 0 {
					out = append(out, boxAction(MoveGear{s, i, free[b]}))
				}
			}
		}
	}
	return out
}

// graySlots is the number of gray (any token) slots of the Item in Hand h
// of seat s: the Bandolier's; a Weapon's slots hold its loaded Ammo.
func (g *game) graySlots(s Seat, h int) int {
	it := g.P[s].Hands[h].Item
	if it == NoItem || it == Egg {
		return 0
	}
	kd := g.T.item(it)
	if kd.Ranged || kd.SlotToken != NoToken {
		return 0
	}
	return int(kd.Slots)
}

func (k *kernel) moveGear(a MoveGear) {
	g := k.g
	from, to := g.gearSlot(a.Seat, int(a.From)), g.gearSlot(a.Seat, int(a.To))
	*to, *from = *from, NoToken
	k.note(msgMovedGear, a.Seat, 0, 0, 0)
}

// Slots of UseGear and MoveGear: 0–3 the Tactical Belt, 4–5 the Robot's
// Tactical Gear slots, usable from the Robot's Room (Rulebook, "Robot's
// Tactical Gear Slots"; with a Malfunction too), 6–7 the gray slots of the
// Item in Hand 0 and 8–9 of the Item in Hand 1 (the Bandolier: "Tactical
// Gear tokens on the Item can still be used", with a Malfunction too).
const (
	robotSlot = 4
	handSlot  = 6
	gearSlots = 10
)

// gearSlot is gear slot i of seat s in g (a pointer into g: a kernel
// writes through it), nil where there is no such slot (the Robot
// elsewhere, no gray slot).
func (g *game) gearSlot(s Seat, i int) *Token {
	p := &g.P[s]
	switch {
	case i < 0 || i >= gearSlots:
	case i < robotSlot:
		return &p.Belt[i]
	case i < handSlot:
		if g.RobotRoom == p.Room {
			return &g.RobotTok[i-robotSlot]
		}
	default:
		h, j := (i-handSlot)/2, (i-handSlot)%2
		if j < g.graySlots(s, h) {
			return &p.Hands[h].Tok[j]
		}
	}
	return nil
}

// gearToken is the token in gear slot i of seat s (NoToken where there is
// none or no such slot).
func (g *game) gearToken(s Seat, i int) Token {
	if t := g.gearSlot(s, i); t != nil {
		return *t
	}
	return NoToken
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
