package search

import (
	"errors"
	"fmt"
	"math"
	"sync"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// ISMCTS is single-observer Information Set Monte Carlo Tree Search (Cowling,
// Powley and Whitehouse, 2012) over any game of the contract: one tree per
// decision, from the deciding seat's view only. Each iteration draws a
// determinization of the view ([incursion.Game.Determinize]), walks the tree
// with UCB1 among the actions available in that determinization (a child's
// availability counts the iterations in which it could have been chosen),
// adds one node, plays the rest with the Rollout policy (uniform by
// default) — to the end, or for Cutoff actions and then scored by Value —
// and backs up each seat's return.
//
// The tree's edges are what the deciding seat observes: its own actions as
// they are, another seat's action in its public form when the deciding seat
// would not see it ([incursion.ObserveAction]), so hidden choices of the
// others share one node and the tree reveals nothing the seat cannot know.
// Chance (dice, draws) is resolved inside Apply and is not a node: each
// edge averages over it.
//
// The zero value is not usable: set Game. The other fields have defaults.
type ISMCTS[S any, A, E fmt.Stringer, P incursion.Seat] struct {
	Game incursion.Game[S, A, E, P]
	// Iterations per decision; 0 means 1000.
	Iterations int
	// C is UCB1's exploration constant on returns scaled to [0, 1]; 0
	// means 0.7.
	C float64
	// Limit bounds the actions of one iteration (tree walk and playout);
	// 0 means 10000. A playout cut short is scored by Value.
	Limit int
	// Rollout picks the actions of the playouts; nil means uniform. It
	// also orders the expansion: at a node with actions not yet tried, the
	// one Rollout picks is added first (progressive bias in its simplest
	// form), so that with fewer iterations than choices, and on ties of
	// visits, the search plays as Rollout does rather than at random.
	Rollout incursion.Policy[S, A]
	// Bias, when positive, adds Bias/(visits+1) to the UCB1 score of the
	// child that Rollout picked when it was added (progressive bias,
	// Chaslot et al. 2008): a good rollout policy's choice keeps the lead
	// until the search has seen enough to overturn it, rather than being
	// outvoted by the noise of a few playouts. It needs Rollout.
	Bias float64
	// Cutoff, when positive, stops each playout after that many actions
	// past the node the iteration added, and scores the state reached with
	// Value: in a game of thousands of actions a playout to the end costs
	// much and, played at random, says little, while a short look ahead
	// and an estimate give the search many more iterations with a signal
	// (the classic remedy, Browne et al. 2012, section 6.1.4: "early
	// termination"). 0 plays to the end (or Limit).
	Cutoff int
	// Value estimates, in a state that is not over, each seat's return, in
	// the order of Game.Seats and on the scale of Game.Returns (−1 loss, 0
	// draw, 1 win; values outside are clipped, a missing value or NaN
	// counts as a loss). It scores the playouts cut
	// short by Cutoff or Limit. nil scores them as draws (0 for every seat),
	// which gives the search no signal: set Value with Cutoff. It is given
	// a determinization (a full state the seat drew, not the true one), so
	// it may read anything in it without making the agent dishonest.
	Value func(s S) []float64
	// Trees, when above 1, grows that many independent trees from the
	// view, each with its share of the Iterations and its own roller
	// (seeded from r before they start), on as many goroutines, and plays
	// the action with the most visits summed over the trees (root
	// parallelisation, Chaslot, Winands and van den Herik 2008): the same
	// decision budget in a fraction of the wall time on several cores. The
	// decision depends on r alone, not on how the goroutines are
	// scheduled. Rollout and Value are then called from several
	// goroutines at once. 0 or 1: one tree, on the caller's goroutine.
	Trees int
}

// node is one edge of the tree and the node it leads to.
type node[A any, P any] struct {
	key      string // what the deciding seat observes of the action
	seat     int    // index in Seats of the seat that acted
	visits   int
	avail    int
	total    float64 // returns of seat, scaled to [0, 1]
	biased   bool    // Rollout's pick when it was added
	children []*node[A, P]
}

// better reports whether root child c is a better decision than b: more
// visits; on a tie, Rollout's pick (a good policy's choice is not
// overturned by as many playouts as the other had), then the higher mean
// return, then neither (the first added stays). Without the mean, a search
// with fewer iterations than choices, each child tried once, played the
// first child it tried whatever its playout said: at random when Rollout
// is not set.
func (c *node[A, P]) better(b *node[A, P]) bool {
	switch {
	case c.visits != b.visits:
		return c.visits > b.visits
	case c.biased != b.biased:
		return c.biased
	case c.visits == 0:
		return false
	}
	return c.total/float64(c.visits) > b.total/float64(b.visits)
}

// Decide returns the action seat p should take, knowing only View(s, p): s
// may be the full state or p's view, the search sees the view alone. p
// must be to move and have a legal action.
func (m ISMCTS[S, A, E, P]) Decide(s S, p P, r dice.Roller) (A, error) {
	var zero A
	g := m.Game
	view := g.View(s, p)
	legal := g.ActionsFor(view, p)
	if len(legal) == 0 {
		return zero, fmt.Errorf("search: %s has no legal action", p)
	}
	if len(legal) == 1 {
		return legal[0], nil
	}
	iters := m.Iterations
	if iters <= 0 {
		iters = 1000
	}
	var children []*node[A, P]
	if m.Trees > 1 {
		var err error
		if children, err = m.grow(view, p, iters, r); err != nil {
			return zero, err
		}
	} else {
		root := &node[A, P]{seat: -1}
		for i := 0; i < iters; i++ {
			if err := m.iterate(root, view, p, r); err != nil {
				return zero, err
			}
		}
		children = root.children
	}
	var best *node[A, P]
	for _, c := range children {
		if best == nil || c.better(best) {
			best = c
		}
	}
	if best != nil {
		for _, a := range legal {
			if a.String() == best.key {
				return a, nil
			}
		}
	}
	return zero, fmt.Errorf("search: no legal action of %s matches the search's choice", p)
}

// grow grows m.Trees trees of iters iterations in all on as many
// goroutines and returns the root's children with their visits summed by
// key, in the order the first tree added them, then the others' in turn.
func (m ISMCTS[S, A, E, P]) grow(view S, p P, iters int, r dice.Roller) ([]*node[A, P], error) {
	trees := min(m.Trees, iters)
	roots := make([]*node[A, P], trees)
	errs := make([]error, trees)
	seeds := make([]uint64, trees)
	for i := range seeds {
		seeds[i] = uint64(r.IntN(1<<31))<<31 | uint64(r.IntN(1<<31))
	}
	var wg sync.WaitGroup
	for t := range trees {
		wg.Add(1)
		go func() {
			defer wg.Done()
			root := &node[A, P]{seat: -1}
			tr := dice.New(seeds[t])
			// Tree t's share: iters/trees, and one more for the first
			// iters%trees trees.
			n := iters / trees
			if t < iters%trees {
				n++
			}
			for i := 0; i < n; i++ {
				if err := m.iterate(root, view, p, tr); err != nil {
					errs[t] = err
					return
				}
			}
			roots[t] = root
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	var out []*node[A, P]
	for _, root := range roots {
		for _, c := range root.children {
			if sum := child(&node[A, P]{children: out}, c.key); sum != nil {
				sum.visits += c.visits
				sum.total += c.total
				sum.biased = sum.biased || c.biased
				continue
			}
			out = append(out, &node[A, P]{key: c.key, seat: c.seat, visits: c.visits, total: c.total, biased: c.biased})
		}
	}
	return out, nil
}

// Policy returns m as a policy for [incursion.Playout] and similar loops:
// the seat that owns legal[0] decides from its own view. It fails when the
// game cannot determinize (errors.ErrUnsupported); during play, an error of
// the game's Determinize (a bug in the game) panics.
func (m ISMCTS[S, A, E, P]) Policy() (incursion.Policy[S, A], error) {
	s, err := m.Game.New("", dice.New(1))
	if err != nil {
		return nil, err
	}
	if seats := m.Game.Seats(s); len(seats) > 0 {
		if _, err := m.Game.Determinize(s, seats[0], dice.New(1)); err != nil {
			return nil, err
		}
	}
	return func(s S, legal []A, r dice.Roller) A {
		p := m.Game.Owner(s, legal[0])
		a, err := m.Decide(s, p, r)
		if err != nil {
			panic(err)
		}
		return a
	}, nil
}

// errStuck is a determinization that is not over and offers no action.
var errStuck = errors.New("search: a determinization offers no action and is not over")

func (m ISMCTS[S, A, E, P]) iterate(root *node[A, P], view S, me P, r dice.Roller) error {
	g := m.Game
	s, err := g.Determinize(view, me, r)
	if err != nil {
		return err
	}
	seats := g.Seats(s)
	limit := m.Limit
	if limit <= 0 {
		limit = 10000
	}
	c := m.C
	if c <= 0 {
		c = 0.7
	}
	path := []*node[A, P]{root}
	n := root
	steps := 0
	var keys []string
	var legal []A
	for ; !g.Over(s) && steps < limit; steps++ {
		if n == root {
			legal = g.ActionsFor(s, me)
		} else {
			legal = g.Actions(s)
		}
		if len(legal) == 0 {
			return fmt.Errorf("%w (after %d actions)", errStuck, steps)
		}
		keys = keys[:0]
		for _, a := range legal {
			keys = append(keys, edgeKey(g, s, a, me))
		}
		// Untried keys first: expand one, chosen uniformly.
		var untried []string
		for _, k := range keys {
			if child(n, k) == nil && !contains(untried, k) {
				untried = append(untried, k)
			}
		}
		var next *node[A, P]
		if len(untried) > 0 {
			// The Rollout policy's pick is expanded first, so that a
			// budget smaller than the choices plays as that policy.
			k, biased := "", false
			if m.Rollout != nil {
				if pk := edgeKey(g, s, m.Rollout(s, legal, r), me); contains(untried, pk) {
					k, biased = pk, len(n.children) == 0
				}
			}
			if k == "" {
				k = untried[r.IntN(len(untried))]
			}
			owner := g.Owner(s, pick(legal, keys, k, r))
			next = &node[A, P]{key: k, seat: index(seats, owner), biased: biased}
			n.children = append(n.children, next)
		} else {
			bestScore := math.Inf(-1)
			for _, ch := range n.children {
				if !contains(keys, ch.key) {
					continue
				}
				ch.avail++
				score := ch.total/float64(ch.visits) + c*math.Sqrt(math.Log(float64(ch.avail))/float64(ch.visits))
				if ch.biased {
					score += m.Bias / float64(ch.visits+1)
				}
				if score > bestScore {
					bestScore, next = score, ch
				}
			}
		}
		a := pick(legal, keys, next.key, r)
		if s, _, err = g.Apply(s, a, r); err != nil {
			return fmt.Errorf("search: %v: %w", a, err)
		}
		path = append(path, next)
		n = next
		if next.visits == 0 {
			steps++
			break
		}
	}
	// The playout, cut short after Cutoff actions or at the Limit.
	end := limit
	if m.Cutoff > 0 {
		end = min(limit, steps+m.Cutoff)
	}
	var buf []A // the playout lists every step into one buffer
	for ; !g.Over(s) && steps < end; steps++ {
		buf = g.AppendActions(s, buf[:0])
		legal = buf
		if len(legal) == 0 {
			return fmt.Errorf("%w (after %d actions)", errStuck, steps)
		}
		var a A
		if m.Rollout != nil {
			a = m.Rollout(s, legal, r)
		} else {
			a = legal[r.IntN(len(legal))]
		}
		if s, _, err = g.Apply(s, a, r); err != nil {
			return fmt.Errorf("search: playout: %v: %w", a, err)
		}
	}
	var ret []float64
	if g.Over(s) || m.Value == nil {
		ret = g.Returns(s)
	} else {
		ret = m.Value(s)
	}
	for _, x := range path {
		x.visits++
		if x.seat >= 0 && x.seat < len(ret) && !math.IsNaN(ret[x.seat]) {
			x.total += (max(-1, min(1, ret[x.seat])) + 1) / 2
		}
	}
	return nil
}

// edgeKey is what me observes of action a taken in s, with its owner.
func edgeKey[S any, A, E fmt.Stringer, P incursion.Seat](g incursion.Game[S, A, E, P], s S, a A, me P) string {
	owner := g.Owner(s, a)
	if owner == me {
		return a.String()
	}
	return owner.String() + "\x00" + incursion.ObserveAction(g, s, a, me).String()
}

// pick returns one of the actions whose key is k, uniformly.
func pick[A any](legal []A, keys []string, k string, r dice.Roller) A {
	n := 0
	for _, x := range keys {
		if x == k {
			n++
		}
	}
	i := 0
	if n > 1 {
		i = r.IntN(n)
	}
	for j, x := range keys {
		if x == k {
			if i == 0 {
				return legal[j]
			}
			i--
		}
	}
	panic("search: no action with key " + k)
}

func child[A, P any](n *node[A, P], k string) *node[A, P] {
	for _, c := range n.children {
		if c.key == k {
			return c
		}
	}
	return nil
}

func contains(keys []string, k string) bool {
	for _, x := range keys {
		if x == k {
			return true
		}
	}
	return false
}

func index[P comparable](seats []P, p P) int {
	for i, x := range seats {
		if x == p {
			return i
		}
	}
	return -1
}
