package nemesis

import "fmt"

// Rulebook, "Orders and Commands": "some effects allow Characters to
// perform an Action using another Character. The owner of that effect
// chooses the target of an ordered Action. Characters who have Passed may
// still be ordered ... you are never allowed to perform an Action using
// another Character that would result in an Intruder Opportunity Attack";
// "Name and Rank": higher Ranks command lower Ranks via Action cards.
//
// The reconstructed Command card (DATA.md): played (cost 0) on a Character
// of lower Rank in your Room, it makes them Move (not Cautiously), Shoot,
// Burst or place a Secure token, at no cost in cards to either of you; you
// choose every target. Playing it names the Character (PlayCard's Arg);
// the order itself is a pending decision of the commander (PendOrder).

// Order is the commander's choice of the ordered Action: Do, performed by
// Target (the verbs Move, Shoot, Burst and Secure).
type Order struct {
	Seat   Seat
	Target Seat
	Do     Chosen
}

func (a Order) seat() Seat { return a.Seat }
func (Order) isAction()    {}
func (a Order) String() string {
	act := a.Do.action(a.Target)
	if act == nil || a.Target < 0 || a.Target >= MaxPlayers {
		return a.Seat.String() + " order ?"
	}
	return a.Seat.String() + " order " + act.String()
}
func (a Order) MarshalJSON() ([]byte, error) { return actionTable.Marshal(a) }

// commandable reports whether seat s may command seat t: another Active
// Character of lower Rank in the same Room (Passed or not).
func (g *game) commandable(s, t Seat) bool {
	if s == t || t < 0 || int8(t) >= g.Players {
		return false
	}
	q := &g.P[t]
	return q.Status == Active && q.Room == g.P[s].Room && q.Char >= 0 &&
		g.T.chars[g.T.clampChar(q.Char)].Rank < g.T.chars[g.T.clampChar(g.P[s].Char)].Rank
}

// orders appends the Orders seat s may give t: t's Moves that cause no
// Opportunity Attack (no Intruder in the Room nor in the Corridor), Shots,
// Bursts and Secure.
func (g *game) orders(s, t Seat, out []Action) []Action {
	// Listed directly (not through t's turnActions): nothing here may
	// depend on t's hand, which the commander does not see.
	room := int(g.P[t].Room)
	if !g.inCombat(t) {
		es, n := g.roomCorridors(room)
		for _, e := range es[:n] {
			if g.canMoveThrough(t, int(e)) && !g.intrudersAt(int(corridorNode(int(e)))) {
				out = append(out, boxAction(Order{s, t, Chosen{verbMove, e, int8(NoDrag)}}))
			}
		}
	}
	if g.canSecure(room) {
		out = append(out, boxAction(Order{s, t, Chosen{verbSecure, 0, 0}}))
	}
	for h := range 2 {
		if !g.loaded(t, h) {
			continue
		}
		for i, in := range g.Intr {
			if int(in.At) == room {
				out = append(out, boxAction(Order{s, t, Chosen{verbShoot, int8(h), int8(i)}}))
			}
		}
		es, n := g.adjacentOpen(t)
		for _, e := range es[:n] {
			if g.intrudersAt(int(corridorNode(int(e)))) {
				out = append(out, boxAction(Order{s, t, Chosen{verbBurst, int8(h), e}}))
			}
		}
	}
	return out
}

// canOrder reports whether s has an Order to give t.
func (g *game) canOrder(s, t Seat) bool {
	if !g.commandable(s, t) {
		return false
	}
	var buf [64]Action
	return len(g.orders(s, t, buf[:0])) > 0
}

// order resolves the ordered Action as t's, at no cost; the decisions in
// its middle that the rulebook gives the owner of the effect (where the
// Hits of a Burst go, where the Queen is Repelled) are the commander's.
func (k *kernel) order(a Order) {
	g := k.g
	g.Pend, g.PendArg = NoPending, 0
	act := a.Do.action(a.Target)
	k.log(fmt.Sprintf("%v ordered %v", a.Seat, act))
	k.basic(act)
	if g.Pend == PendHits || g.Pend == PendRepel {
		g.PendSeat = a.Seat
	}
	k.afterAction()
}
