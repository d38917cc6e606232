package nemesis

import "math/bits"

// ContamCard stands for a Contamination card whose text is unknown: in
// every view (its holder cannot read INFECTED without the Scanner) and in
// the Discard action, which discards the first Contamination card in hand.
const ContamCard int8 = 127

// View returns what seat p may know (Rulebook: hands, deck orders,
// Objectives, Backpacks, Searched Items, INFECTED, the Anti-Aircraft order,
// the Robot card, the stacks and the Queen's Health cards are hidden; of
// the bag, only how many tokens of each kind it holds is known, since every
// token drawn is shown and every token added is named). A seat that is not in the game gets the observer's view. A view
// cannot be played: Legal and Apply refuse it, while Actions lists the
// viewer's actions.
func (s State) View(p Seat) State {
	if s.g == nil {
		return s
	}
	n := *s.g
	g := &n
	d := *g.D
	g.D = &d
	if p < 0 || int8(p) >= g.Players {
		p = ObserverSeat
	}
	g.Viewer = p
	hideAll := func(pl stack) {
		n, cs := pl.ref()
		for i := range *n {
			cs[i] = Unknown
		}
	}
	hideContam := func(pl *pile) {
		for i := range pl.N {
			if isContam(pl.C[i]) {
				pl.C[i] = ContamCard
			}
		}
	}
	for i := range g.Players {
		pl := &g.P[i]
		hideAll(&pl.Deck)
		hideContam(&pl.Disc)
		hideContam(&pl.Hand)
		if Seat(i) != p {
			hideAll(&pl.Hand)
			for j := range pl.NPack {
				pl.Pack[j] = Unknown
			}
			if g.Phase != PhaseOver {
				// Rulebook, "Choosing an Objective": the removed card leaves
				// "without showing it to other players", so which kind was
				// kept is secret too: a kept Objective shows first, whichever
				// its kind (issue 20 item 1).
				held := 0
				for _, o := range pl.Objectives {
					if o >= 0 {
						held++
					}
				}
				switch held {
				case 2:
					pl.Objectives = [2]int8{Unknown, Unknown}
				case 1:
					pl.Objectives = [2]int8{Unknown, -1}
				}
			}
			for j, d := range pl.Draft {
				if d >= 0 {
					pl.Draft[j] = Unknown
				}
			}
			pl.KnowsAA = false
		}
	}
	if g.Pend == PendKeep && g.PendSeat != p {
		for i := range g.PendN {
			g.PendItems[i] = Unknown
		}
	}
	for i := range g.D.Stacks {
		hideAll(&g.D.Stacks[i])
	}
	for i := range g.D.Items {
		hideAll(&g.D.Items[i])
	}
	for _, pl := range []stack{&g.D.CorrDeck, &g.D.Explore, &g.D.Support, &g.D.Events, &g.D.Attacks, &g.D.Wounds, &g.D.Contam, &g.D.ContamOut, &g.D.QueenDeck, &g.D.Draft} {
		hideAll(pl)
	}
	g.Bag = bagKinds(g.T, g.Bag)
	if !g.RobotShown {
		g.Robot = Unknown
	}
	if !g.AAGone && (p == ObserverSeat || !s.g.P[p].KnowsAA) {
		g.AA = [2]bool{}
	}
	return State{g}
}

// Viewer is the seat whose view this is, or -1 for the full state.
func (s State) Viewer() Seat {
	if s.g == nil {
		return -1
	}
	return s.g.Viewer
}

// bagKinds is what the table knows of bag: for each kind, as many tokens as
// it holds, written as the lowest ids of that kind (the tokens' backs, which
// tell them apart within a kind, are not known until drawn).
func bagKinds(t *tables, bag uint64) uint64 {
	var counts [Blank + 1]int
	for b := bag; b != 0; b &= b - 1 {
		counts[t.tokKinds[bits.TrailingZeros64(b)]]++
	}
	var out uint64
	for t, k := range t.tokKinds {
		if counts[k] > 0 {
			counts[k]--
			out |= 1 << t
		}
	}
	return out
}
