package spyordie

import (
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

// movedBoxes holds the boxed Moved events of one Base, made on first use:
// a step emits one, and boxing it each time would allocate on almost every
// action of a playout. slot[(from*8+d)*nMovedFigs+k] is the move of
// figure k (or, from nFigs on, of disguised Intruder k-nFigs) from square
// from in direction d.
type movedBoxes struct {
	once sync.Once
	slot []atomic.Value // each holds a Moved, boxed once (one allocation)
}

const nMovedFigs = nFigs + 3

// moved returns Moved{f, pt(from), pt(to), disg}, boxed once per Base.
func (b *board) moved(f Fig, from int16, d geom.Dir, to int16, disg bool) Event {
	want := Moved{f, b.pt(from), b.pt(to), disg}
	k := int(f)
	if disg {
		k += nFigs
	}
	if f >= nFigs || (disg && !f.Intruder()) || from < 0 || int(from) >= b.w*b.h || d >= 8 {
		return want
	}
	b.movedBox.once.Do(func() {
		b.movedBox.slot = make([]atomic.Value, b.w*b.h*8*nMovedFigs)
	})
	p := &b.movedBox.slot[(int(from)*8+int(d))*nMovedFigs+k]
	if v := p.Load(); v != nil {
		if v.(Moved) == want {
			return v.(Event) // the same box: no allocation
		}
		return want // another target from the same square (not cached)
	}
	e := Event(want)
	p.Store(e) // a race stores an equal value: harmless
	return e
}
