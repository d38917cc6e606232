package nemesis

import "fmt"

// Rulebook, "Interplay": "it is possible to use an Item on another
// Character in the same Room, if the Character allows you to do so, and
// the Item has one of the following effects: Restoring, Discarding Serious
// Wounds, Discarding Contamination ..., or Gaining." Here: the Medkit, the
// Bandage, the Antidote, the Oxygen Canister, the Ammo Box and the Grenade
// Pack. UseOn is a basic Action (cost 1, like Use an Item); the other
// Character first allows it or not (PendAllow, Consent), then the cost is
// paid. An Antidote is offered whatever the other's hand holds (the user
// cannot see it); the other, who can, decides.

// UseOn uses Backpack Item Item on Character Target; Arg as for UseItem.
type UseOn struct {
	Seat   Seat
	Item   int8
	Target Seat
	Arg    int8
}

func (a UseOn) seat() Seat { return a.Seat }
func (UseOn) isAction()    {}
func (a UseOn) String() string {
	return fmt.Sprintf("%v use-on %v %s %d", a.Seat, a.Target, num("i", a.Item), a.Arg)
}
func (a UseOn) MarshalJSON() ([]byte, error) { return actionTable.Marshal(a) }

var interplayKinds = map[ItemKind]bool{Medkit: true, Bandage: true, Antidote: true, OxygenCan: true, AmmoBox: true, GrenadePack: true}

// useOnArgs lists the Args with which s may use Item it on t.
func (g *game) useOnArgs(s, t Seat, it int8, out []int8) []int8 {
	if it < 0 || !interplayKinds[g.T.kindOf(it)] {
		return out
	}
	if g.T.kindOf(it) == Antidote {
		if g.P[t].Hand.N > 0 {
			out = append(out, 0)
		}
		return out
	}
	return g.itemArgs(t, it, out)
}

// useOns appends seat s's Interplay Actions.
func (g *game) useOns(s Seat, out []Action) []Action {
	ps, n := g.partners(s)
	p := &g.P[s]
	var buf [8]int8
	for _, t := range ps[:n] {
		for _, it := range p.Pack[:p.NPack] {
			for _, a := range g.useOnArgs(s, t, it, buf[:0]) {
				out = append(out, boxAction(UseOn{s, it, t, a}))
			}
		}
	}
	return out
}

// useOn resolves an allowed and paid Interplay.
func (k *kernel) useOn(a UseOn) {
	g := k.g
	p := &g.P[a.Seat]
	for i := range p.NPack {
		if p.Pack[i] == a.Item {
			copy(p.Pack[i:], p.Pack[i+1:p.NPack])
			p.NPack--
			p.Pack[p.NPack] = 0
			break
		}
	}
	k.discardItem(a.Item)
	k.note(msgUsedOn, a.Seat, int8(g.T.kindOf(a.Item)), int8(a.Target), 0)
	k.itemEffect(a.Target, a.Item, a.Arg)
}

// allow answers an Interplay request: yes, the user pays and it resolves;
// no, nothing happens and no Action is spent.
func (k *kernel) allow(a Consent) {
	g := k.g
	act, _ := g.Chosen.action(g.Turn).(UseOn)
	if !a.Yes {
		g.Pend, g.PendSeat, g.Chosen = NoPending, -1, Chosen{}
		k.note(msgRefused, a.Seat, 0, 0, 0)
		return
	}
	g.Pend, g.PendSeat, g.PendN = PendPay, act.Seat, 1
}
