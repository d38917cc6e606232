package fireteam

import "sync/atomic"

// Pre-built action values: listing an action appends an interface value
// made once here, so Actions does not allocate per action.
var (
	boxMove   [5][nLocs][4]Action
	boxBring  [5][4]Action
	boxAttack [5][nTargets]Action
	boxCard   [4][5][maxCards]Action // Respond, Add, React, Discard
	boxHero   [8][5]Action           // Pass, Stand, StayDown, Roll, Keep, Search, End, Intercede
	boxReroll [5][maxDice]Action
	boxActive [nMonsters]Action
)

const (
	bxPass = iota
	bxStand
	bxStayDown
	bxRoll
	bxKeep
	bxSearch
	bxEnd
	bxIntercede
)

const (
	bcRespond = iota
	bcAdd
	bcReact
	bcDiscard
)

func init() {
	for h := Abe; h <= Don; h++ {
		for l := range nLocs {
			for f := range 4 {
				boxMove[h][l][f] = Move{h, Loc(l), f&1 != 0, f&2 != 0}
			}
		}
		for f := range 4 {
			boxBring[h][f] = Bring{h, f&1 != 0, f&2 != 0}
		}
		for m := range Monster(nTargets) {
			boxAttack[h][m] = Attack{h, m}
		}
		for n := range uint8(maxCards) {
			c := Card{h.Role(), n}
			boxCard[bcRespond][h][n] = Respond{h, c}
			boxCard[bcAdd][h][n] = Add{h, c}
			boxCard[bcReact][h][n] = React{h, c}
			boxCard[bcDiscard][h][n] = Discard{h, c}
		}
		boxHero[bxPass][h] = Pass{h}
		boxHero[bxStand][h] = Stand{h}
		boxHero[bxStayDown][h] = StayDown{h}
		boxHero[bxRoll][h] = Roll{h}
		boxHero[bxKeep][h] = Keep{h}
		boxHero[bxSearch][h] = Search{h}
		boxHero[bxEnd][h] = End{h}
		boxHero[bxIntercede][h] = Intercede{h}
		for d := range maxDice {
			boxReroll[h][d] = Reroll{h, d + 1}
		}
	}
	for m := range Monster(nMonsters) {
		boxActive[m] = Activate{m}
	}
}

// Pre-built events, for the same reason.
var (
	evMoved        [5][nLocs]Event
	evMonsterMoved [nMonsters][nLocs]Event
	evSpawned      [nMonsters][nLocs]Event
	evTargeted     [nMonsters][5]Event
	evActivation   [nMonsters][3]Event
	evPlayed       [4][5][maxCards]Event // attack, tactical response, reaction, discard

	// The same, each as a one-event list: an action whose only event is
	// one of them returns that list and allocates nothing.
	evMoved1        [5][nLocs][]Event
	evMonsterMoved1 [nMonsters][nLocs][]Event
	evSpawned1      [nMonsters][nLocs][]Event
	evTargeted1     [nMonsters][5][]Event
	evActivation1   [nMonsters][3][]Event
	evPlayed1       [4][5][maxCards][]Event
)

func one(e Event) []Event { return []Event{e} }

const (
	plAttack = iota
	plTactical
	plReaction
	plDiscard
)

var playedAs = [4]string{"attack", "tactical response", "reaction", "discard"}

func init() {
	for h := Abe; h <= Don; h++ {
		for l := range nLocs {
			evMoved[h][l] = Moved{h, Loc(l)}
			evMoved1[h][l] = one(evMoved[h][l])
		}
		for n := range uint8(maxCards) {
			for k := range 4 {
				evPlayed[k][h][n] = Played{h, Card{h.Role(), n}, playedAs[k]}
				evPlayed1[k][h][n] = one(evPlayed[k][h][n])
			}
		}
	}
	for m := range Monster(nMonsters) {
		for l := range nLocs {
			evMonsterMoved[m][l] = MonsterMoved{m, Loc(l)}
			evSpawned[m][l] = Spawned{m, Loc(l)}
			evMonsterMoved1[m][l] = one(evMonsterMoved[m][l])
			evSpawned1[m][l] = one(evSpawned[m][l])
		}
		for h := Abe; h <= Don; h++ {
			evTargeted[m][h] = Targeted{m, h}
			evTargeted1[m][h] = one(evTargeted[m][h])
		}
		for f, name := range [3]string{"blank", "move", "special"} {
			evActivation[m][f] = ActivationRolled{m, name}
			evActivation1[m][f] = one(evActivation[m][f])
		}
	}
}

// Interned action lists (the contract lets Actions return read-only slices
// shared between calls): Actions builds its list on the stack and returns
// the table's copy of an equal list, allocating only for a list not seen
// lately. The table is a fixed-size cache, safe for concurrent use: an
// entry is replaced whole, and a hit is checked element by element.
type actList struct {
	h    uint64
	list []Action
}

const internBits = 14

var internTab [1 << internBits]atomic.Pointer[actList]

func intern(out []Action) []Action {
	h := uint64(len(out))
	for _, a := range out {
		h = (h ^ actionKey(a)) * 0x100000001b3
	}
	slot := &internTab[(h^h>>29)&(1<<internBits-1)]
	if e := slot.Load(); e != nil && e.h == h && len(e.list) == len(out) {
		same := true
		for i, a := range e.list {
			if a != out[i] {
				same = false
				break
			}
		}
		if same {
			return e.list
		}
	}
	list := append(make([]Action, 0, len(out)), out...)
	slot.Store(&actList{h, list})
	return list
}

// actionKey is a number for an action, different for the actions one list
// may hold.
func actionKey(a Action) uint64 {
	switch a := a.(type) {
	case Move:
		k := uint64(a.Hero)<<8 | uint64(a.To)
		if a.Patty {
			k |= 1 << 16
		}
		if a.Henry {
			k |= 1 << 17
		}
		return 1<<32 | k
	case Attack:
		return 2<<32 | uint64(a.Hero)<<8 | uint64(a.Target)
	case Add:
		return 3<<32 | uint64(a.Hero)<<8 | uint64(a.Card.N)
	case Respond:
		return 4<<32 | uint64(a.Hero)<<8 | uint64(a.Card.N)
	case React:
		return 5<<32 | uint64(a.Hero)<<8 | uint64(a.Card.N)
	case Discard:
		return 6<<32 | uint64(a.Hero)<<8 | uint64(a.Card.N)
	case Reroll:
		return 7<<32 | uint64(a.Hero)<<8 | uint64(a.Die)
	case Activate:
		return 8<<32 | uint64(a.Monster)
	case Pass:
		return 9<<32 | uint64(a.Hero)
	case Stand:
		return 10<<32 | uint64(a.Hero)
	case StayDown:
		return 11<<32 | uint64(a.Hero)
	case Roll:
		return 12<<32 | uint64(a.Hero)
	case Keep:
		return 13<<32 | uint64(a.Hero)
	case Search:
		return 14<<32 | uint64(a.Hero)
	case End:
		return 15<<32 | uint64(a.Hero)
	case Intercede:
		return 16<<32 | uint64(a.Hero)
	case Operate:
		return 17<<32 | uint64(a.Hero)
	case Upgrade:
		return 18<<32 | uint64(a.Hero)<<8 | uint64(a.Set)
	case Focus:
		return 19<<32 | uint64(a.Hero)<<8 | uint64(a.Card)
	case Pick:
		return 20<<32 | uint64(a.Hero)
	case StartPlayer:
		return 21<<32 | uint64(a.Seat)
	case NextMission:
		return 22<<32 | uint64(missionIndex(a.Mission))
	}
	return 0
}

// Pre-built HeroHit and Damaged events for the usual numbers of hits.
const maxBoxedHits = 16

var (
	evHeroHit1 [5][maxBoxedHits][]Event
	evDamaged1 [nTargets][maxBoxedHits][3][]Event // plain, killed, injured
)

func init() {
	for h := Abe; h <= Don; h++ {
		for n := range maxBoxedHits {
			evHeroHit1[h][n] = one(HeroHit{h, n})
		}
	}
	for m := range Monster(nTargets) {
		for n := range maxBoxedHits {
			evDamaged1[m][n][0] = one(Damaged{Monster: m, Damage: n})
			evDamaged1[m][n][1] = one(Damaged{Monster: m, Damage: n, Killed: true})
			evDamaged1[m][n][2] = one(Damaged{Monster: m, Damage: n, Injured: true})
		}
	}
}

// heroHit is the HeroHit event as a one-event list.
func heroHit(h Hero, hits int) []Event {
	if hits >= 0 && hits < maxBoxedHits && h <= Don {
		return evHeroHit1[h][hits]
	}
	return one(HeroHit{h, hits})
}

// damaged is the Damaged event as a one-event list.
func damaged(m Monster, d int, killed, injured bool) []Event {
	f := 0
	switch {
	case killed:
		f = 1
	case injured:
		f = 2
	}
	if d >= 0 && d < maxBoxedHits && m < nTargets {
		return evDamaged1[m][d][f]
	}
	return one(Damaged{Monster: m, Damage: d, Killed: killed, Injured: injured})
}

// evTwist1 are the TwistRevealed events, per family and twist.
var evTwist1 = func() (out [3][nTwists][]Event) {
	for f := range out {
		for t := range out[f] {
			out[f][t] = one(TwistRevealed{twistNames[f][t]})
		}
	}
	return out
}()
