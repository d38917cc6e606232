package nemesis

// Cost in Action Cards (Rulebook, "Player Phase": "To perform an Action,
// the player pays the cost listed above by discarding an appropriate
// number of Action cards from hand"): the cost of each basic Action, and
// the Action chosen while it is being paid for.

// costIn is a basic Action's cost in Action cards in g.
func (g *game) costIn(a Action) int8 {
	if r, ok := a.(ActivateRobot); ok {
		return g.robotCost(r.Seat)
	}
	return cost(a)
}

// cost is a basic Action's cost in Action cards.
func cost(a Action) int8 {
	switch a := a.(type) {
	case Move:
		c := int8(1)
		if a.Cautious {
			c++
		}
		if a.Drag != NoDrag {
			c++
		}
		return c
	case UseRoom:
		return 2
	case Secure, Shoot, Burst, Melee, UseItem, UseGear, Trade, UseOn, MoveGear:
		return 1
	}
	return 0
}

// Chosen is a basic Action chosen and being paid for: its verb and two
// arguments (the position format writes it as the action's text).
type Chosen struct {
	Verb int8 `json:"verb"`
	A    int8 `json:"a"`
	B    int8 `json:"b"`
}

const (
	verbNone int8 = iota
	verbMove
	verbCautious
	verbSecure
	verbShoot
	verbBurst
	verbMelee
	verbRoom
	verbItem
	verbGear
	verbRobot
	verbTrade
	verbUseOn
	verbMoveGear
)

func toChosen(a Action) Chosen {
	switch a := a.(type) {
	case Move:
		if a.Cautious {
			return Chosen{verbCautious, a.Corridor, int8(a.Drag)}
		}
		return Chosen{verbMove, a.Corridor, int8(a.Drag)}
	case Secure:
		return Chosen{verbSecure, 0, 0}
	case Shoot:
		return Chosen{verbShoot, a.Hand, a.Target}
	case Burst:
		return Chosen{verbBurst, a.Hand, a.Corridor}
	case Melee:
		return Chosen{verbMelee, a.Target, 0}
	case UseRoom:
		return Chosen{verbRoom, a.Arg, 0}
	case UseItem:
		return Chosen{verbItem, a.Item, a.Arg}
	case UseGear:
		return Chosen{verbGear, a.Slot, a.Arg}
	case ActivateRobot:
		// To is a Room slot (< 32): the Medical Robot's Heal above it.
		return Chosen{verbRobot, a.To&31 | a.Heal<<5, a.Arg}
	case Trade:
		return Chosen{verbTrade, 0, 0}
	case UseOn:
		return Chosen{verbUseOn, a.Item, int8(a.Target)<<4 | a.Arg&15}
	case MoveGear:
		return Chosen{verbMoveGear, a.From, a.To}
	}
	return Chosen{}
}

func (c Chosen) action(s Seat) Action {
	switch c.Verb {
	case verbMove, verbCautious:
		return boxAction(Move{s, c.A, c.Verb == verbCautious, Seat(c.B)})
	case verbSecure:
		return boxAction(Secure{s})
	case verbShoot:
		return boxAction(Shoot{s, c.A, c.B})
	case verbBurst:
		return boxAction(Burst{s, c.A, c.B})
	case verbMelee:
		return boxAction(Melee{s, c.A})
	case verbRoom:
		return boxAction(UseRoom{s, c.A})
	case verbItem:
		return boxAction(UseItem{s, c.A, c.B})
	case verbGear:
		return boxAction(UseGear{s, c.A, c.B})
	case verbRobot:
		return boxAction(ActivateRobot{s, c.A & 31, c.B, c.A >> 5 & 3})
	case verbTrade:
		return boxAction(Trade{s})
	case verbUseOn:
		return boxAction(UseOn{s, c.A, Seat(c.B >> 4), c.B & 15})
	case verbMoveGear:
		return boxAction(MoveGear{s, c.A, c.B})
	}
	return nil
}
