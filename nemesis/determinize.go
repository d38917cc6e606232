package nemesis

import (
	"errors"
	"fmt"
	"math/bits"

	"github.com/incursion/incursion/dice"
)

// Determinization: a full state drawn with a roller that a seat cannot tell
// from its view (RULES.md, "Determinization"; doc.go, "Hidden
// information"). Every hidden pile is drawn from the components the view
// does not account for: the multiset of the pile's components minus what
// the seat sees elsewhere.

// determinizeTries bounds the draws of one sample: a draw that breaks an
// invariant the view implies but the piles' counts do not (a Character
// paying the cost of an Action holds enough Action cards; a reaction
// window implies nothing about a hand: windows open on public information
// only) is drawn again, which keeps the distribution the uniform one
// conditioned on those facts.
const determinizeTries = 400

// errInconsistent: the view's components do not add up (a hand-written
// position no play reaches).
var errInconsistent = errors.New("nemesis: determinize: the view's components do not add up")

// determinize draws a full state consistent with seat p's view (Define
// passes View(s, p); a full state is viewed for p first).
func determinize(view State, p Seat, r dice.Roller) (State, error) {
	if view.g == nil {
		return view, errors.New("nemesis: determinize: no state")
	}
	view = view.View(p)
	if p < 0 || int8(p) >= view.g.Players {
		p = ObserverSeat
	}
	var last error
	for range determinizeTries {
		g, err := drawSample(view.g, p, r)
		if err != nil {
			return view, err
		}
		if last = g.validate(); last == nil {
			return State{g}, nil
		}
	}
	return view, fmt.Errorf("nemesis: determinize: no consistent sample in %d draws: %w", determinizeTries, last)
}

// drawSample fills every hidden part of the view v of seat p.
func drawSample(v *game, p Seat, r dice.Roller) (*game, error) {
	n := *v
	g := &n
	d := *v.D
	g.D = &d
	g.Viewer = -1
	g.Bag = sampleBag(v, r)
	if !g.RobotShown {
		g.Robot = int8(r.IntN(len(g.T.robots)))
	}
	if !g.AAGone && (p == ObserverSeat || !v.P[p].KnowsAA) {
		// Both tokens are Inactive once the Reactor shut the power down
		// (room.go, Reactor); otherwise one of each, in either order.
		if g.PowerOff {
			g.AA = [2]bool{}
		} else {
			g.AA[0] = r.IntN(2) == 0
			g.AA[1] = !g.AA[0]
		}
	}
	for i := range g.Players {
		if Seat(i) != p {
			// Only a Character deciding the swap surely knows the order.
			g.P[i].KnowsAA = g.Pend == PendSwap && g.PendSeat == Seat(i)
		}
	}
	if err := g.dealCards(p, r); err != nil {
		return nil, err
	}
	if err := g.dealItems(p, r); err != nil {
		return nil, err
	}
	if err := g.dealObjectives(r); err != nil {
		return nil, err
	}
	if err := g.dealDecks(r); err != nil {
		return nil, err
	}
	return g, nil
}

// fill deals pl.N of the candidates, drawn uniformly, into pl (a pile whose
// cards are all hidden); the candidates left over are returned.
func fill(pl stack, cands []int8, r dice.Roller) ([]int8, error) {
	n, cs := pl.ref()
	k := int(*n)
	if k > len(cands) {
		return nil, errInconsistent
	}
	for i := range k {
		x := i + r.IntN(len(cands)-i)
		cands[i], cands[x] = cands[x], cands[i]
		cs[i] = cands[i]
	}
	return cands[k:], nil
}

// sampleBag draws the bag: the view keeps how many tokens of each kind it
// holds (view.go, bagKinds), and each kind's tokens are drawn uniformly from
// that kind's tokens (their backs are what the view hides).
func sampleBag(v *game, r dice.Roller) uint64 {
	var counts [Blank + 1]int
	for b := v.Bag; b != 0; b &= b - 1 {
		counts[v.T.tokKinds[bits.TrailingZeros64(b)]]++
	}
	var bag uint64
	for kind, c := range counts {
		var free [maxTokens]int
		m := 0
		for t, tk := range v.T.tokKinds {
			if tk == Kind(kind) {
				free[m] = t
				m++
			}
		}
		for i := 0; i < c && i < m; i++ {
			x := i + r.IntN(m-i)
			free[i], free[x] = free[x], free[i]
			bag |= 1 << free[i]
		}
	}
	return bag
}

// dealCards deals every Character's hidden Action cards and the
// Contamination cards. For each Character, the Action cards the viewer
// does not see (in a hand it sees or in the discard pile) and as many
// Contamination cards as its hidden slots (deck, and hand when hidden)
// leave room for are shuffled into those slots; then the 20 Contamination
// cards are dealt uniformly to every place that holds one (the deck, the
// discard pile, and each card the view shows as a Contamination card),
// since no view tells them apart (INFECTED is hidden from the holder too).
func (g *game) dealCards(p Seat, r dice.Roller) error {
	// ContamCard marks a hidden Contamination card until the last step.
	for i := range g.Players {
		q := &g.P[i]
		var seen uint16
		for _, pl := range []*pile{&q.Hand, &q.Disc} {
			for _, c := range pl.slice() {
				if c >= 0 && c < 10 {
					if seen&(1<<c) != 0 {
						return errInconsistent
					}
					seen |= 1 << c
				}
			}
		}
		hidden := int(q.Deck.N)
		handHidden := q.Hand.N > 0 && q.Hand.C[0] == Unknown
		if handHidden {
			hidden += int(q.Hand.N)
		}
		var cards [80]int8
		if hidden > len(cards) {
			return errInconsistent
		}
		m := 0
		if q.Char >= 0 {
			for c := range int8(10) {
				if seen&(1<<c) == 0 {
					cards[m] = c
					m++
				}
			}
		}
		if m > hidden {
			return errInconsistent
		}
		for ; m < hidden; m++ {
			cards[m] = ContamCard
		}
		dice.ShuffleInPlace(r, cards[:m])
		j := 0
		if handHidden {
			for h := range q.Hand.N {
				q.Hand.C[h] = cards[j]
				j++
			}
		}
		for h := range q.Deck.N {
			q.Deck.C[h] = cards[j]
			j++
		}
	}
	// The Contamination cards, one per place.
	perm := make([]int8, len(g.T.infected))
	for i := range perm {
		perm[i] = int8(i)
	}
	dice.ShuffleInPlace(r, perm)
	k := 0
	next := func() (int8, error) {
		if k >= len(perm) {
			return 0, errInconsistent
		}
		k++
		return perm[k-1], nil
	}
	for _, pl := range []*pile{&g.D.Contam, &g.D.ContamOut} {
		for h := range pl.N {
			c, err := next()
			if err != nil {
				return err
			}
			pl.C[h] = c
		}
	}
	for i := range g.Players {
		q := &g.P[i]
		for _, pl := range []*pile{&q.Deck, &q.Hand, &q.Disc} {
			for h := range pl.N {
				if pl.C[h] == ContamCard {
					c, err := next()
					if err != nil {
						return err
					}
					pl.C[h] = contamBase + c
				}
			}
		}
	}
	if k != len(perm) {
		return errInconsistent
	}
	return nil
}

// dealObjectives deals the hidden Objectives (from the cards of their
// group for this number of Characters that the viewer does not see) and
// the hidden Character draft cards.
func (g *game) dealObjectives(r dice.Roller) error {
	var seen [maxObjectives]bool
	for i := range g.Players {
		for _, o := range g.P[i].Objectives {
			if o >= 0 {
				seen[o] = true
			}
		}
	}
	// A kept Objective of another seat shows first whichever its kind
	// (View): it is a Private or a Mission Objective with even odds.
	for i := range g.Players {
		if o := &g.P[i].Objectives; *o == [2]int8{Unknown, -1} && r.IntN(2) == 1 {
			*o = [2]int8{-1, Unknown}
		}
	}
	for j := range ObjectiveGroup(2) {
		var cands []int8
		for o := range int8(len(g.T.objs)) {
			if g.T.objs[o].Group == j && g.T.objs[o].Min <= g.Players && !seen[o] {
				cands = append(cands, o)
			}
		}
		dice.ShuffleInPlace(r, cands)
		for i := range g.Players {
			if o := &g.P[i].Objectives[j]; *o == Unknown {
				if len(cands) == 0 {
					return errInconsistent
				}
				*o, cands = cands[0], cands[1:]
			}
		}
	}
	// The draft: the Characters neither drafted nor seen in a draft hand.
	var taken uint64
	for i := range g.Players {
		q := &g.P[i]
		if q.Char >= 0 {
			taken |= 1 << q.Char
		}
		for _, c := range q.Draft {
			if c >= 0 {
				taken |= 1 << c
			}
		}
	}
	var cands []int8
	for c := range int8(len(g.T.chars)) {
		if taken&(1<<c) == 0 {
			cands = append(cands, c)
		}
	}
	dice.ShuffleInPlace(r, cands)
	for i := range g.Players {
		for j := range g.P[i].Draft {
			if c := &g.P[i].Draft[j]; *c == Unknown {
				if len(cands) == 0 {
					return errInconsistent
				}
				*c, cands = cands[0], cands[1:]
			}
		}
	}
	_, err := fill(&g.D.Draft, cands, r)
	return err
}

// dealDecks deals the Room stacks, the Corridor tiles, and the
// Exploration, Event, Attack, Serious Wound and Queen Health decks from
// what is not on the table.
func (g *game) dealDecks(r dice.Roller) error {
	var onMap [maxRoomTiles]bool
	for _, rm := range g.Rooms {
		if rm.Tile >= 0 {
			onMap[rm.Tile] = true
		}
	}
	for b := range g.D.Stacks {
		var cands []int8
		for t := int8(2); int(t) < len(g.T.rooms); t++ {
			if g.T.rooms[t].Back == Stack(b) && !onMap[t] {
				cands = append(cands, t)
			}
		}
		if _, err := fill(&g.D.Stacks[b], cands, r); err != nil {
			return err
		}
	}
	var corr [maxCorridorTiles]bool
	for _, c := range g.Corr {
		if c.Tile >= 0 {
			corr[c.Tile] = true
		}
	}
	var cands []int8
	for t := range int8(len(g.T.corridors)) {
		if !corr[t] {
			cands = append(cands, t)
		}
	}
	if _, err := fill(&g.D.CorrDeck, cands, r); err != nil {
		return err
	}
	notIn := func(n int, out ...[]int8) []int8 {
		gone := make([]bool, n)
		for _, o := range out {
			for _, c := range o {
				if c >= 0 && int(c) < n {
					gone[c] = true
				}
			}
		}
		var cs []int8
		for c := range n {
			if !gone[c] {
				cs = append(cs, int8(c))
			}
		}
		return cs
	}
	var wounds []int8
	for i := range g.Players {
		for _, w := range g.P[i].Wounds {
			if w >= 0 {
				wounds = append(wounds, w)
			}
		}
	}
	for _, d := range []struct {
		pl    *pile
		cands []int8
	}{
		{&g.D.Explore, notIn(len(g.T.explore), g.D.ExploreOut.slice())},
		{&g.D.Events, notIn(len(g.T.events), g.D.EventsOut.slice())},
		{&g.D.Attacks, notIn(len(g.T.attacks), g.D.AttacksOut.slice())},
		{&g.D.Wounds, notIn(len(g.T.wounds), g.D.WoundsOut.slice(), wounds)},
		// The revealed and discarded Queen Health cards leave no trace
		// on the table: any of the cards may remain.
		{&g.D.QueenDeck, notIn(len(g.T.queen))},
	} {
		if _, err := fill(d.pl, d.cands, r); err != nil {
			return err
		}
	}
	return nil
}
