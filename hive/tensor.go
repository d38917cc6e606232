package hive

import (
	"sync"

	"github.com/incursion/incursion/internal/tensor"
)

// The observation tensor of a seat ([incursion.Learning], RULES.md, "Learning agents"): a
// flat float32 vector whose first part is planes over the map's boxes (in
// the map's order: StandardMap's boxes), then the 73 counters one by one,
// the Darters and the tracks. It is encoded from the seat's [State.View]
// (a copy of the State's arrays, no allocation), so two states the seat
// cannot tell apart give the same tensor by construction. A counter's box
// is on its kind's plane and, as its box number + 1 (0: none), in its own
// entry, so which counter stands where is in the tensor as well as where
// the kinds are. Left out: the map itself (the same all game long), the
// text of the game's end (its reason; that it ended is the step "over"),
// and the viewer mark.

// obsUnitSize is one counter's entry: kind (13), status (16), box+1,
// flags (16 bits), link, Movement Points spent.
const obsUnitSize = int(numKinds) + 16 + 1 + 16 + 2

const obsScalarSize = 1 + int(numSteps) + 2 + int(numItems) + 3 + 1 + 2 + 1 + 2 +
	(6 + 1 + 1 + 1 + 1 + 1) + (1 + 1 + 1 + 10 + 1) + 1 + 1 + 1 + 1 + 1 + 1 + 8 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1

// obsTensor is the layout of one map.
type obsTensor struct {
	boxes                                            int
	l                                                tensor.Layout
	planes, scalars, units, darters, due, blown, hol int
	shape                                            []int
}

func newObsTensor(boxes int) *obsTensor {
	t := &obsTensor{boxes: boxes}
	t.planes = t.l.Add("planes", int(numKinds)*boxes, "per kind (unknown, engineer, scout, 2lancers, 1lancer, masterqueen, queen, soldier, worker, boobytrap, fake, ambassador, daughter) and box: counters in play there")
	t.scalars = t.l.Add("scalars", obsScalarSize, "turn, step (one-hot), resource points (2), bought (9), mission (one-hot none/rescue/punitive), shown, purchases seen (2), men assigned seen, mover+1 and allowance, pending (kind one-hot 6, seat, eliminate, count, box, among attackers), attack (on, target, men, by (10), boobytrap), hits, extra activation, next pod, gravity, life support off, Master-Queen phase, pod aims (8), frozen, speed, execution roll made, execution rolls, notice, notice turn, last execution, men at start, men lost, Queens killed, hostages shot, aborted, hyperdrive, max turns, ended")
	t.units = t.l.Add("counters", numUnits*obsUnitSize, "per counter 0..72: kind (13), status (16), box+1, flags (16 bits), link, Movement Points spent")
	t.darters = t.l.Add("darters", 6*17, "per Darter: flags (16 bits), breach box+1")
	t.due = t.l.Add("boobytraps due", trapCounters*65, "per boobytrap: counter, Marines (64 bits)")
	t.blown = t.l.Add("blown", 256, "destroyed pods, engine rooms, Armories (256 bits)")
	t.hol = t.l.Add("holes", 512, "holed walls (512 bits)")
	t.shape = []int{t.l.Size()}
	return t
}

var obsTensors sync.Map // *Board -> *obsTensor

func obsTensorOf(b *Board) *obsTensor {
	if t, ok := obsTensors.Load(b); ok {
		return t.(*obsTensor)
	}
	t, _ := obsTensors.LoadOrStore(b, newObsTensor(len(b.names)))
	return t.(*obsTensor)
}

func observeShape(s State) []int { return obsTensorOf(s.b()).shape }

func observeTensor(st State, seat Seat, dst []float32) {
	v := st.View(seat)
	c := &v.c
	t := obsTensorOf(v.b())
	for i := range c.Units {
		u := &c.Units[i]
		x := dst[t.units+i*obsUnitSize:]
		k := u.Kind()
		tensor.OneHot(x[0:numKinds], int(k))
		tensor.OneHot(x[numKinds:numKinds+16], int(u.Stat()))
		o := int(numKinds) + 16
		x[o] = float32(u.Box) + 1
		tensor.Bits(x[o+1:], uint64(u.Flags), 16)
		x[o+17], x[o+18] = float32(u.Link), float32(u.MP)
		if u.Stat() == stInPlay && int(u.Box) < t.boxes && k < numKinds {
			dst[t.planes+int(k)*t.boxes+int(u.Box)]++
		}
	}
	for i, d := range c.Dart {
		x := dst[t.darters+17*i:]
		tensor.Bits(x, uint64(d.Flags), 16)
		x[16] = float32(d.Breach) + 1
	}
	for i, d := range c.Due {
		x := dst[t.due+65*i:]
		x[0] = float32(d.Trap)
		tensor.Bits(x[1:], d.Marines, 64)
	}
	for i, w := range c.Blown {
		tensor.Bits(dst[t.blown+64*i:], w, 64)
	}
	for i, w := range c.Holes {
		tensor.Bits(dst[t.hol+64*i:], w, 64)
	}
	d := dst[t.scalars:]
	d[0] = float32(c.Turn)
	tensor.OneHot(d[1:1+numSteps], int(c.Step))
	o := 1 + int(numSteps)
	d[o], d[o+1] = float32(c.RP[0]), float32(c.RP[1])
	o += 2
	for i, n := range c.Bought {
		d[o+i] = float32(n)
	}
	o += int(numItems)
	tensor.OneHot(d[o:o+3], int(c.Mission))
	o += 3
	d[o], d[o+1], d[o+2], d[o+3] = tensor.Bool(c.Shown), float32(c.Purchases[0]), float32(c.Purchases[1]), float32(c.Assigned)
	d[o+4], d[o+5] = float32(c.Mover)+1, float32(c.Allow)
	o += 6
	p := &c.Pend
	tensor.OneHot(d[o:o+6], int(p.Kind))
	d[o+6], d[o+7], d[o+8], d[o+9], d[o+10] = float32(p.Seat), tensor.Bool(p.Elim), float32(p.Count), float32(p.Box)+1, tensor.Bool(p.Attack)
	o += 11
	a := &c.Atk
	d[o], d[o+1], d[o+2] = tensor.Bool(a.On), float32(a.Target)+1, float32(a.N)
	for i, b := range a.By {
		d[o+3+i] = float32(b) + 1
	}
	d[o+13] = tensor.Bool(a.Trap)
	o += 14
	d[o], d[o+1], d[o+2], d[o+3], d[o+4] = float32(c.Hits), tensor.Bool(c.ExtraAct), float32(c.PodNext), tensor.Bool(c.Gravity), tensor.Bool(c.LifeOff)
	d[o+5] = float32(c.MQPhase)
	o += 6
	for i, a := range c.PodAim {
		d[o+i] = float32(a)
	}
	o += 8
	d[o], d[o+1], d[o+2], d[o+3] = float32(c.FrozenTurn), float32(c.Speed), tensor.Bool(c.ExecOK), float32(c.ExecRolls)
	d[o+4], d[o+5], d[o+6], d[o+7] = float32(c.Notice)+1, float32(c.NoticeTurn), float32(c.LastExec), float32(c.StartMen)
	d[o+8], d[o+9], d[o+10], d[o+11] = float32(c.MenLost), float32(c.QueensKilled), float32(c.HostageShot), tensor.Bool(c.Aborted)
	d[o+12], d[o+13], d[o+14] = tensor.Bool(c.Hyper), float32(c.MaxTurns), tensor.Bool(c.End != "")
}
