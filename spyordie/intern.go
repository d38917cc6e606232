package spyordie

import (
	"math/bits"
	"sync"
	"sync/atomic"

	"github.com/incursion/incursion/geom"
)

// nDoors is the number of doors of every Base (parseBoard checks it).
const nDoors = 11

// Pre-boxed actions: Actions returns interface values, and boxing a small
// struct allocates; the frequent ones are boxed once here.
var (
	boxMove, boxStep                  [nFigs][8]Action
	boxStop, boxHide, boxReveal       [nFigs]Action
	boxRest, boxSurrender, boxRecover [nFigs]Action
	boxRepair, boxResearch            [nFigs]Action
	boxFight, boxShoot, boxSneak      [nFigs][nFigs]Action
	boxSpot                           [nFigs][nFigs]Action
	boxLock, boxUnlock                [nFigs][nDoors]Action
	boxPass                           Action = Pass{}
)

func init() {
	for f := Fig(0); f < nFigs; f++ {
		for d := range 8 {
			boxMove[f][d] = Move{f, geom.Dir(d)}
			boxStep[f][d] = Step{f, geom.Dir(d)}
		}
		boxStop[f], boxHide[f], boxReveal[f] = Stop{f}, Hide{f}, Reveal{f}
		boxRest[f], boxSurrender[f], boxRecover[f] = Rest{f}, Surrender{f}, Recover{f}
		boxRepair[f], boxResearch[f] = Repair{f}, Research{f}
		for g := Fig(0); g < nFigs; g++ {
			boxFight[f][g], boxShoot[f][g], boxSneak[f][g] = Fight{f, g}, Shoot{f, g}, SneakAttack{f, g}
		}
		for k := Fig(0); k < nFigs; k++ {
			boxSpot[f][k] = Spot{Who: f, Target: k}
		}
		for d := range nDoors {
			boxLock[f][d], boxUnlock[f][d] = Lock{f, d}, Unlock{f, d}
		}
	}
}

// movedBoxes holds the Moved events of one Base as one-event lists, made
// on first use: a step emits one, and Apply returns that list itself when it
// is all that happened (the lists Apply returns are read-only, see
// incursion.Rules), so most steps of a playout allocate nothing for their
// event. slot[(from*8+d)*nMovedFigs+k] is the move of figure k (or, from
// nFigs on, of disguised Intruder k-nFigs) from square from in direction d.
type movedBoxes struct {
	once sync.Once
	slot []atomic.Pointer[[]Event] // each a []Event{Moved}, len == cap == 1
}

const nMovedFigs = nFigs + 3

// moved returns []Event{Moved{f, pt(from), pt(to), disg}}, a list made once
// per Base and shared: read-only (cap == len, so append copies).
func (b *board) moved(f Fig, from int16, d geom.Dir, to int16, disg bool) []Event {
	want := Moved{f, b.pt(from), b.pt(to), disg}
	k := int(f)
	if disg {
		k += nFigs
	}
	if f >= nFigs || (disg && !f.Intruder()) || from < 0 || int(from) >= b.w*b.h || d >= 8 {
		return []Event{want}
	}
	b.movedBox.once.Do(func() {
		b.movedBox.slot = make([]atomic.Pointer[[]Event], b.w*b.h*8*nMovedFigs)
	})
	p := &b.movedBox.slot[(int(from)*8+int(d))*nMovedFigs+k]
	if v := p.Load(); v != nil {
		if (*v)[0].(Moved) == want {
			return *v // the same list: no allocation
		}
		return []Event{want} // another target from the same square (not cached)
	}
	e := []Event{want}
	p.Store(&e) // a race stores an equal list: harmless
	return e
}

// stepLists[f][ok][stop] is the action list of figure f's move in
// progress: a Step in each direction of the bit set ok, in direction
// order, then Stop if stop. Made on first use and shared (the lists
// Actions returns are read-only, see incursion.Rules).
var stepLists [nFigs][256][2]atomic.Pointer[[]Action]

// stepList returns stepLists[f][ok][stop], making it the first time.
func stepList(f Fig, ok uint8, stop bool) []Action {
	k := 0
	if stop {
		k = 1
	}
	p := &stepLists[f][ok][k]
	if l := p.Load(); l != nil {
		return *l
	}
	n := bits.OnesCount8(ok) + k
	l := make([]Action, 0, n)
	for d := range 8 {
		if ok&(1<<d) != 0 {
			l = append(l, boxStep[f][d])
		}
	}
	if stop {
		l = append(l, boxStop[f])
	}
	p.Store(&l) // a race stores an equal list: harmless
	return l
}

// distTables caches, per board, the walking distance between every two
// squares of the Base with every Door open (bots and UIs ask it often).
var distTables sync.Map // *board -> []int16

func (b *board) distTable() []int16 {
	if t, ok := distTables.Load(b); ok {
		return t.([]int16)
	}
	n := b.w * b.h
	t := make([]int16, n*n)
	buf := make([]int, n)
	for i := 0; i < n; i++ {
		p := b.pt(int16(i))
		if !b.g.OnBoard(p) {
			for j := range n {
				t[i*n+j] = -1
			}
			continue
		}
		d := b.g.Distances(p, nil, buf)
		for j, v := range d {
			t[i*n+j] = int16(v)
		}
	}
	distTables.Store(b, t)
	return t
}
