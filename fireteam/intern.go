package fireteam

// Pre-built action values: listing an action appends an interface value
// made once here, so Actions does not allocate per action.
var (
	boxMove   [5][nLocs][4]Action
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
)

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
		}
		for n := range uint8(maxCards) {
			for k := range 4 {
				evPlayed[k][h][n] = Played{h, Card{h.Role(), n}, playedAs[k]}
			}
		}
	}
	for m := range Monster(nMonsters) {
		for l := range nLocs {
			evMonsterMoved[m][l] = MonsterMoved{m, Loc(l)}
			evSpawned[m][l] = Spawned{m, Loc(l)}
		}
		for h := Abe; h <= Don; h++ {
			evTargeted[m][h] = Targeted{m, h}
		}
		for f, name := range [3]string{"blank", "move", "special"} {
			evActivation[m][f] = ActivationRolled{m, name}
		}
	}
}
