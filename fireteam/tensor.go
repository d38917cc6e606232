package fireteam

import (
	"github.com/incursion/incursion/internal/tensor"
)

// The observation tensor of a seat ([incursion.Learning], RULES.md, "Learning agents"): a
// flat float32 vector, the same layout for every mission and player count,
// encoded from the seat's [State.View] (a copy of the State's arrays, no
// allocation), so that two states the seat cannot tell apart give the same
// tensor by construction. Places are one-hot over the 32 locations a1..h4
// (a + 8·row), then "off the board"; counts are raw. Left out: the
// mission's map and cards (fixed by the mission, which is in the tensor)
// and the order of the decks, which every view hides.

const obsLocVals = nLocs + 1

// obsHeroSize is one hero's entry.
const obsHeroSize = 6 + obsLocVals + 1 + 1 + maxCards + maxCards + 4 + int(nFocus) + 1

var obsLayout tensor.Layout
var (
	obsMission = obsLayout.Add("mission", len(missions), "one-hot mission")
	obsScalars = obsLayout.Add("scalars", 49, "players, heroes, start, round, current hero, movement spent, acted, threat, twists in play (4 raw kind+1), twists, twist deck size, recon deck size, boss power, lucky coin tails, intel (3), objectives done, Patty and Henry (2), intel on discovery cards (3), forced, attack target, dice rolled, attack: monster, target, stage, ask, context, ambush, extra, prevented (4), reacted, hits (4), won, why, operation, operation won")
	obsStep    = obsLayout.Add("step", int(nSteps), "one-hot: start, pick, equip, tactic, down, turn, aim, reroll, order, intercede, react, discard, attack, next, over")
	obsHeroes  = obsLayout.Add("heroes", 4*obsHeroSize, "per hero in turn order: hero (Abe..Don, none), location, down, cards in deck, hand (32 bits), discard (32 bits), upgrade sets (4 bits), focus cards (6 bits), hidden hand size")
	obsMons    = obsLayout.Add("monsters", nMonsters*(obsLocVals+3), "per monster m1-m9, e1-e3, boss: location, pool (none, spawn, reserve)")
	obsTokens  = obsLayout.Add("intel tokens", 3*obsLocVals, "per discovery: the special intel token's location")
	obsBits    = obsLayout.Add("bit sets", 16+16+16+32, "face-up spawn tokens, suppressed monsters, monsters still to activate, attack cards (16, 16, 16, 32 bits)")
	obsDice    = obsLayout.Add("dice", 8, "the attack dice")
)

var obsShape = []int{obsLayout.Size()}

func observeShape(State) []int { return obsShape }

func obsLoc(l uint8) int {
	if l >= nLocs {
		return nLocs
	}
	return int(l)
}

func observeTensor(st State, seat Seat, dst []float32) {
	v := st.View(seat)
	s := &v
	tensor.OneHot(dst[obsMission:obsMission+len(missions)], int(s.mission))
	tensor.OneHot(dst[obsStep:obsStep+int(nSteps)], int(s.step))
	d := dst[obsScalars:]
	d[0], d[1], d[2], d[3] = float32(s.players), float32(s.nHeroes), float32(s.start), float32(s.round)
	d[4], d[5], d[6], d[7] = float32(s.cur), float32(s.moves), tensor.Bool(s.acted), float32(s.threat)
	for i, t := range s.twists {
		if i < int(s.nTwists) {
			d[8+i] = float32(t) + 1
		}
	}
	d[12], d[13], d[14] = float32(s.nTwists), float32(s.nTdeck), float32(s.nRecon)
	d[15], d[16] = float32(s.power), tensor.Bool(s.tails)
	d[17], d[18], d[19] = float32(s.intel[0]), float32(s.intel[1]), float32(s.intel[2])
	d[20], d[21], d[22] = float32(s.done), float32(s.spec[0]), float32(s.spec[1])
	d[23], d[24], d[25] = float32(s.onCard[0]), float32(s.onCard[1]), float32(s.onCard[2])
	d[26], d[27], d[28] = tensor.Bool(s.forced), float32(s.atkTarget), float32(s.nDice)
	a := &s.att
	d[29], d[30], d[31], d[32], d[33] = float32(a.m), float32(a.target), float32(a.stage), float32(a.ask), float32(a.ctx)
	d[34], d[35] = tensor.Bool(a.ambush), float32(a.extra)
	for i, p := range a.prevent {
		d[36+i] = float32(p)
	}
	d[40] = float32(a.reacted)
	for i, h := range s.hits {
		d[41+i] = float32(h)
	}
	d[45], d[46] = tensor.Bool(s.won), float32(s.why)
	d[47], d[48] = float32(s.op), float32(s.opWon)
	for i := range s.heroes {
		h := &s.heroes[i]
		x := dst[obsHeroes+i*obsHeroSize:]
		id := int(h.id)
		if h.id == noHero {
			id = 5
		}
		tensor.OneHot(x[0:6], id)
		tensor.OneHot(x[6:6+obsLocVals], obsLoc(h.loc))
		o := 6 + obsLocVals
		x[o], x[o+1] = tensor.Bool(h.down), float32(h.nDeck)
		o += 2
		tensor.Bits(x[o:], uint64(h.hand), maxCards)
		tensor.Bits(x[o+maxCards:], uint64(h.disc), maxCards)
		o += 2 * maxCards
		tensor.Bits(x[o:], uint64(h.upg), 4)
		tensor.Bits(x[o+4:], uint64(h.focus), int(nFocus))
		x[o+4+int(nFocus)] = float32(h.hidden)
	}
	for i, m := range s.mons {
		x := dst[obsMons+i*(obsLocVals+3):]
		tensor.OneHot(x[:obsLocVals], obsLoc(m.loc))
		tensor.OneHot(x[obsLocVals:obsLocVals+3], int(m.pool))
	}
	for i, l := range s.tokens {
		tensor.OneHot(dst[obsTokens+i*obsLocVals:obsTokens+(i+1)*obsLocVals], obsLoc(l))
	}
	tensor.Bits(dst[obsBits:], uint64(s.spawnUp), 16)
	tensor.Bits(dst[obsBits+16:], uint64(s.supp), 16)
	tensor.Bits(dst[obsBits+32:], uint64(s.remain), 16)
	tensor.Bits(dst[obsBits+48:], uint64(s.atkCards), 32)
	for i, x := range s.dice {
		if i < int(s.nDice) {
			dst[obsDice+i] = float32(x)
		}
	}
}
