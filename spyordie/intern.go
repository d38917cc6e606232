package spyordie

import "github.com/incursion/incursion/geom"

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
