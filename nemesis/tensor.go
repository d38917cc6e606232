package nemesis

import (
	"github.com/incursion/incursion/internal/tensor"
)

// The observation tensor of a seat ([incursion.Learning], RULES.md, "Learning agents"): a
// flat float32 vector, the same layout in every variant, encoded from the
// seat's [State.View], so two states the seat cannot tell apart give the
// same tensor by construction. The board's 24 Room slots (a1..f4) and 38
// Corridor slots are planes; numbers are written raw (a card, Item, tile
// or node id as it is, Unknown as -2, none as -1), enums one-hot. Piles are
// their size and their cards in order (Unknown where the view hides them).
// Left out: the game's data (Config.Data: the same all game long), the
// end's reason text, and the viewer mark. The View is built (2 small
// allocations: the State is a pointer).

const obsPile = 1 + PileCards

// obsPlayerSize is one Character's entry.
const obsPlayerSize = 1 + 1 + 6 + 1 + 1 + 3 + 1 + 2*(1+2+1) + 4 + 1 + 1 + 1 + 1 + 12 + 1 + 3*obsPile + 2 + 1 + 2 + 1 + 1

var obsLayout tensor.Layout
var (
	obsScalars = obsLayout.Add("scalars", 93, "players, coop, deadly, phase (6), round, starting player (5), turn (5), actions done, pending (15), pending seat (5), pending n, pending arg, pending items (6), proposal (seat, from, to, what, which), chosen (verb, a, b), window (procedure, intruder, actor, roll, step, wound, corridor, move, event card, stage), queen hits, queen dead, objective track, life support (3), reactor shut down, hibernatorium active, discovered, robot, robot revealed, robot room, robot tokens (2), robot malfunction, anti-aircraft (2), removed, lander, autodestruction, facility destroyed, eggs, nest destroyed, shuttle used, data tokens, over")
	obsBitsOff = obsLayout.Add("bit sets", 64+32+64, "Intruder tokens in the bag (64), Intruders that have Attacked (32), what is left of the event stage (64)")
	obsTasks   = obsLayout.Add("tokens and tasks", 6+6+MaxPlayers, "landing zone tokens (6), token supply (6), mission tasks (5)")
	obsRooms   = obsLayout.Add("rooms", 4*Slots, "planes over the 24 Room slots: tile, fire, malfunction, secure")
	obsCorr    = obsLayout.Add("corridors", 4*Edges, "planes over the Corridor slots: tile, noise, door, reinforced")
	obsIntr    = obsLayout.Add("intruders", 2*Models, "per Intruder model x0..x24: node, hits")
	obsPlayers = obsLayout.Add("characters", MaxPlayers*obsPlayerSize, "per seat: character, number, status (6), room, health, wounds (3), armor, hands (2 × item, tokens (2), malfunction), belt (4), oxygen, suffocating, larva, data, backpack (12), backpack n, action deck, hand, discard (each: size, 30 cards), objectives (2), passed, draft (2), knows anti-aircraft, escaped")
	obsDecks   = obsLayout.Add("decks", 23*obsPile+1+maxCorridorTiles, "room stacks (4), exploration deck and discard, item decks (3) and discards (3), support deck and offer, event deck and discard, attack deck and discard, wound deck and discard, contamination deck and discard, queen health, draft (each: size, 30 cards); corridor tiles (size, 40)")
)

var obsShape = []int{obsLayout.Size()}

func observeShape(State) []int { return obsShape }

func obsPileAt(d []float32, p *Pile) {
	d[0] = float32(p.N)
	for i := range min(int(p.N), PileCards) {
		d[1+i] = float32(p.C[i])
	}
}

func observeTensor(st State, seat Seat, dst []float32) {
	v := st.View(seat)
	g := v.g
	if g == nil {
		return
	}
	d := dst[obsScalars:]
	d[0], d[1], d[2] = float32(g.Players), tensor.Bool(g.Coop), tensor.Bool(g.Deadly)
	tensor.OneHot(d[3:9], int(g.Phase))
	d[9] = float32(g.Round)
	tensor.OneHot(d[10:15], int(g.Starting))
	tensor.OneHot(d[15:20], int(g.Turn))
	d[20] = float32(g.Done)
	tensor.OneHot(d[21:36], int(g.Pend))
	tensor.OneHot(d[36:41], int(g.PendSeat))
	d[41], d[42] = float32(g.PendN), float32(g.PendArg)
	for i, x := range g.PendItems {
		d[43+i] = float32(x)
	}
	o := 49
	pr := &g.Proposal
	d[o], d[o+1], d[o+2], d[o+3], d[o+4] = float32(pr.Seat), float32(pr.From), float32(pr.To), float32(pr.What), float32(pr.Which)
	o += 5
	d[o], d[o+1], d[o+2] = float32(g.Chosen.Verb), float32(g.Chosen.A), float32(g.Chosen.B)
	o += 3
	w := &g.Win
	d[o], d[o+1], d[o+2], d[o+3], d[o+4] = float32(w.Proc), float32(w.Model), float32(w.Actor), float32(w.Roll), float32(w.Step)
	d[o+5], d[o+6], d[o+7], d[o+8], d[o+9] = float32(w.Wound), float32(w.Corr), float32(w.Moves), float32(w.Card), float32(w.Stage)
	o += 10
	d[o], d[o+1], d[o+2] = float32(g.QueenHits), tensor.Bool(g.QueenDead), float32(g.ObjChoice)
	d[o+3], d[o+4], d[o+5] = tensor.Bool(g.Life[0]), tensor.Bool(g.Life[1]), tensor.Bool(g.Life[2])
	d[o+6], d[o+7], d[o+8] = tensor.Bool(g.PowerOff), tensor.Bool(g.HibActive), tensor.Bool(g.HibFound)
	d[o+9], d[o+10], d[o+11] = float32(g.Robot), tensor.Bool(g.RobotShown), float32(g.RobotRoom)
	d[o+12], d[o+13], d[o+14] = float32(g.RobotTok[0]), float32(g.RobotTok[1]), tensor.Bool(g.RobotFault)
	d[o+15], d[o+16], d[o+17] = tensor.Bool(g.AA[0]), tensor.Bool(g.AA[1]), tensor.Bool(g.AAGone)
	d[o+18], d[o+19], d[o+20] = float32(g.Lander), float32(g.Autodest), tensor.Bool(g.Destroyed)
	d[o+21], d[o+22], d[o+23] = float32(g.Eggs), tensor.Bool(g.NestGone), tensor.Bool(g.Shuttle)
	d[o+24], d[o+25] = float32(g.DataLeft), tensor.Bool(g.Reason != "")
	tensor.Bits(dst[obsBitsOff:], g.Bag, 64)
	tensor.Bits(dst[obsBitsOff+64:], uint64(w.Done), 32)
	tensor.Bits(dst[obsBitsOff+96:], w.Left, 64)
	for i := range 6 {
		dst[obsTasks+i], dst[obsTasks+6+i] = float32(g.LZTok[i]), float32(g.Supply[i])
	}
	for i, t := range g.Task {
		dst[obsTasks+12+i] = float32(t)
	}
	for i, r := range g.Rooms {
		dst[obsRooms+i], dst[obsRooms+Slots+i] = float32(r.Tile), tensor.Bool(r.Fire)
		dst[obsRooms+2*Slots+i], dst[obsRooms+3*Slots+i] = tensor.Bool(r.Fault), float32(r.Secure)
	}
	for i, c := range g.Corr {
		dst[obsCorr+i], dst[obsCorr+Edges+i] = float32(c.Tile), tensor.Bool(c.Noise)
		dst[obsCorr+2*Edges+i], dst[obsCorr+3*Edges+i] = float32(c.Door), tensor.Bool(c.Reinforced)
	}
	for i, m := range g.Intr {
		dst[obsIntr+2*i], dst[obsIntr+2*i+1] = float32(m.At), float32(m.Hits)
	}
	for i := range g.P {
		obsPlayerAt(dst[obsPlayers+i*obsPlayerSize:], &g.P[i])
	}
	if g.D != nil {
		x := dst[obsDecks:]
		k := 0
		for _, p := range []*Pile{&g.D.Stacks[0], &g.D.Stacks[1], &g.D.Stacks[2], &g.D.Stacks[3],
			&g.D.Explore, &g.D.ExploreOut, &g.D.Items[0], &g.D.Items[1], &g.D.Items[2],
			&g.D.ItemsOut[0], &g.D.ItemsOut[1], &g.D.ItemsOut[2], &g.D.Support, &g.D.Offer,
			&g.D.Events, &g.D.EventsOut, &g.D.Attacks, &g.D.AttacksOut, &g.D.Wounds,
			&g.D.WoundsOut, &g.D.Contam, &g.D.ContamOut, &g.D.QueenDeck} {
			obsPileAt(x[k*obsPile:], p)
			k++
		}
		x = x[k*obsPile:]
		x[0] = float32(g.D.CorrDeck.N)
		for i := range min(int(g.D.CorrDeck.N), maxCorridorTiles) {
			x[1+i] = float32(g.D.CorrDeck.C[i])
		}
	}
}

func obsPlayerAt(d []float32, p *Player) {
	d[0], d[1] = float32(p.Char), float32(p.Number)
	tensor.OneHot(d[2:8], int(p.Status))
	d[8], d[9] = float32(p.Room), float32(p.Health)
	d[10], d[11], d[12] = float32(p.Wounds[0]), float32(p.Wounds[1]), float32(p.Wounds[2])
	d[13] = float32(p.Armor)
	o := 14
	for _, h := range p.Hands {
		d[o], d[o+1], d[o+2], d[o+3] = float32(h.Item), float32(h.Tok[0]), float32(h.Tok[1]), tensor.Bool(h.Fault)
		o += 4
	}
	for i, t := range p.Belt {
		d[o+i] = float32(t)
	}
	o += 4
	d[o], d[o+1], d[o+2], d[o+3] = float32(p.Oxygen), tensor.Bool(p.Suffocating), tensor.Bool(p.Larva), tensor.Bool(p.Data)
	o += 4
	for i := range min(int(p.NPack), 12) {
		d[o+i] = float32(p.Pack[i])
	}
	o += 12
	d[o] = float32(p.NPack)
	o++
	obsPileAt(d[o:], &p.Deck)
	obsPileAt(d[o+obsPile:], &p.Hand)
	obsPileAt(d[o+2*obsPile:], &p.Disc)
	o += 3 * obsPile
	d[o], d[o+1], d[o+2] = float32(p.Objectives[0]), float32(p.Objectives[1]), tensor.Bool(p.Passed)
	d[o+3], d[o+4] = float32(p.Draft[0]), float32(p.Draft[1])
	d[o+5], d[o+6] = tensor.Bool(p.KnowsAA), tensor.Bool(p.Fled)
}
