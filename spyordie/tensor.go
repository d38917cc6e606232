package spyordie

import (
	"sync"

	"github.com/incursion/incursion/internal/tensor"
)

// The observation tensor of a seat ([incursion.Learning], RULES.md, "Learning agents"): a
// flat float32 vector whose first part is planes over the Base's W×H
// squares (x + y·W; DefaultMap: 26×24), then the pieces one by one, the
// tracks and the pending decisions. It is encoded from the seat's
// [State.View] (a copy of the State's arrays, no allocation), so two states
// the seat cannot tell apart give the same tensor by construction.
//
// A piece's place is written twice: on its kind's plane, and in the piece's
// own entry as a location one-hot (on a square, nowhere, carried by I1, I2,
// I3) with the square as x+1, y+1 (0, 0 off the board), so that which
// Guard stands where is in the tensor as well as where the Guards are.
// Left out: the Base itself (rooms, walls, doors, marks), which is the same
// in every state of a game.

// The planes over the squares, in order.
const (
	plI1   = iota // Intruder figures I1, I2, I3 (3 planes)
	plBoss = iota + 2
	plGuards
	plTechs
	plSci
	plProne // prone Minions
	plWorn  // Minion figures worn by a disguised Imposter
	plBodies
	plCams
	plArmed
	plTraps // unarmed traps
	plPassage1
	plPassage2
	plPassage3
	plIntelDown
	plIntelUp
	plItems
	obsPlanes
)

const obsFigVals = nFigs + 1 // NoFig, then the 18 figures

// obsLoc is the width of a location: on a square, nowhere, carried by
// I1..I3, then x+1, y+1.
const obsLoc = 7

// obsTensor is the layout of one Base.
type obsTensor struct {
	w, h                                                                        int
	l                                                                           tensor.Layout
	planes, scalars, intr, mins, bodies, cams, traps, pass, intels, items, pend int
	shape                                                                       []int
}

const (
	obsIntrSize  = 4 + 10 + 5 + obsLoc + 1 + obsFigVals + 2 + 3*13 + 3*10 + 5
	obsMinSize   = 4 + obsLoc + 2
	obsIntelSize = obsLoc + 1 + 6
	obsFrameSize = 15 + obsFigVals + 8 + 2 + 3
	obsScalars   = 6 + 14 + 2 + 5 + 2 + 3 + 2 + 16 + 3*4 + 6*7 + 1 + obsFigVals + 3 + 18 + obsFigVals + 3 + 1 + 5
)

func newObsTensor(w, h int) *obsTensor {
	t := &obsTensor{w: w, h: h}
	sq := w * h
	t.planes = t.l.Add("planes", obsPlanes*sq, "per square (x + y·W): I1, I2, I3, Boss, Guards, Technicians, Scientists, prone, worn, bodies (count), cameras, armed traps, unarmed traps, the 3 Secret Passages, face-down Intelligence, face-up Intelligence, Item markers (count)")
	t.scalars = t.l.Add("scalars", obsScalars, "viewer (6), phase (14), intruders, step, minion type (5), round, timer, alert (3), alarms, power cut, locked doors (16 bits), order (3 × one-hot none/I1-I3), Doomsday pile (6 × one-hot part 0-5/unknown), revealed, move: figure (19) left on free, kill zones (18 bits), actor (19), mob spawns owed, check kill zone, entrance breached, pending count, verdict (5)")
	t.intr = t.l.Add("intruders", 3*obsIntrSize, "per Intruder: agent (4), talent (10), status (5), location, hidden, disguise (19), stun, wound, items (3 × one-hot empty/0-11), intelligence (3 × one-hot empty/0-8), actions taken, allowed, turn over, used passage, started in kill zone")
	t.mins = t.l.Add("minions", nMinions*obsMinSize, "per Minion figure B, G1-G6, T1-T4, S1-S4: state (off board, standing, prone, worn), location, actions taken, hit")
	t.bodies = t.l.Add("bodies", 15*obsLoc, "per Body slot: location")
	t.cams = t.l.Add("cameras", 6*obsLoc, "per Camera slot: location")
	t.traps = t.l.Add("traps", 8*(obsLoc+1), "per trap slot: location, armed")
	t.pass = t.l.Add("secret passages", 3*obsLoc, "the Sanctum's, the Defender's, the Detective's: location")
	t.intels = t.l.Add("intelligence", 9*obsIntelSize, "per marker: location, face up, colour (3), nation (3)")
	t.items = t.l.Add("items", nItems*obsLoc, "per Item marker: location")
	t.pend = t.l.Add("pending", 6*obsFrameSize, "per pending decision (the one to take now last): kind (15), figure (19), operation (8), a, b, dice (3)")
	t.shape = []int{t.l.Size()}
	return t
}

var obsTensors sync.Map // *board -> *obsTensor

func obsTensorOf(b *board) *obsTensor {
	if t, ok := obsTensors.Load(b); ok {
		return t.(*obsTensor)
	}
	t, _ := obsTensors.LoadOrStore(b, newObsTensor(b.w, b.h))
	return t.(*obsTensor)
}

func observeShape(s State) []int { return obsTensorOf(s.bd()).shape }

// loc writes a location (a square, locNone, carriedBy(k)) at d[0:obsLoc].
func (t *obsTensor) loc(d []float32, q int16) {
	switch {
	case q >= 0:
		d[0] = 1
		d[5], d[6] = float32(int(q)%t.w+1), float32(int(q)/t.w+1)
	case q == locNone:
		d[1] = 1
	default:
		tensor.OneHot(d[2:5], int(locCarried-q))
	}
}

func (t *obsTensor) plane(dst []float32, p int, q int16) {
	if q >= 0 && int(q) < t.w*t.h {
		dst[t.planes+p*t.w*t.h+int(q)]++
	}
}

func observeTensor(st State, seat Seat, dst []float32) {
	v := st.View(seat)
	s := &v
	t := obsTensorOf(s.bd())
	// Planes and pieces.
	for k := range s.intr {
		in := &s.intr[k]
		if in.Status == InBase {
			t.plane(dst, plI1+k, in.Sq)
		}
		d := dst[t.intr+k*obsIntrSize:]
		tensor.OneHot(d[0:4], int(in.Agent))
		tensor.OneHot(d[4:14], int(in.Talent))
		tensor.OneHot(d[14:19], int(in.Status))
		t.loc(d[19:26], in.Sq)
		d[26] = tensor.Bool(in.Hidden)
		tensor.OneHot(d[27:27+obsFigVals], int(in.Disguise)+1)
		o := 27 + obsFigVals
		d[o], d[o+1] = tensor.Bool(in.Stun), tensor.Bool(in.Wound)
		o += 2
		for i, m := range in.Items {
			tensor.OneHot(d[o+13*i:o+13*i+13], int(m)+1)
		}
		o += 39
		for i, m := range in.Intel {
			tensor.OneHot(d[o+10*i:o+10*i+10], int(m)+1)
		}
		o += 30
		d[o], d[o+1], d[o+2] = float32(in.Acts), float32(in.Allowed), tensor.Bool(in.Done)
		d[o+3], d[o+4] = tensor.Bool(in.Passage), tensor.Bool(in.StartKZ)
	}
	for i := range s.mins {
		m := &s.mins[i]
		f := Fig(i + int(B))
		if m.State != offBoard {
			t.plane(dst, plBoss+int(f.Kind()), m.Sq)
			switch m.State {
			case prone:
				t.plane(dst, plProne, m.Sq)
			case worn:
				t.plane(dst, plWorn, m.Sq)
			}
		}
		d := dst[t.mins+i*obsMinSize:]
		tensor.OneHot(d[0:4], int(m.State))
		t.loc(d[4:4+obsLoc], m.Sq)
		d[4+obsLoc], d[5+obsLoc] = float32(m.Acts), tensor.Bool(m.Hit)
	}
	for i, q := range s.bodies {
		t.plane(dst, plBodies, q)
		t.loc(dst[t.bodies+i*obsLoc:], q)
	}
	for i, q := range s.cams {
		t.plane(dst, plCams, q)
		t.loc(dst[t.cams+i*obsLoc:], q)
	}
	for i, tr := range s.traps {
		if tr.Armed {
			t.plane(dst, plArmed, tr.Sq)
		} else {
			t.plane(dst, plTraps, tr.Sq)
		}
		d := dst[t.traps+i*(obsLoc+1):]
		t.loc(d, tr.Sq)
		d[obsLoc] = tensor.Bool(tr.Armed)
	}
	for i, q := range s.passages {
		t.plane(dst, plPassage1+i, q)
		t.loc(dst[t.pass+i*obsLoc:], q)
	}
	for i, m := range s.intels {
		if m.Up {
			t.plane(dst, plIntelUp, m.Loc)
		} else {
			t.plane(dst, plIntelDown, m.Loc)
		}
		d := dst[t.intels+i*obsIntelSize:]
		t.loc(d, m.Loc)
		d[obsLoc] = tensor.Bool(m.Up)
		tensor.OneHot(d[obsLoc+1:obsLoc+4], int(s.intel[i].Colour))
		tensor.OneHot(d[obsLoc+4:obsLoc+7], int(s.intel[i].Nation))
	}
	for i, q := range s.items {
		t.plane(dst, plItems, q)
		t.loc(dst[t.items+i*obsLoc:], q)
	}
	for i := range min(int(s.np), len(s.pend)) {
		f := &s.pend[i]
		d := dst[t.pend+i*obsFrameSize:]
		tensor.OneHot(d[0:15], int(f.Kind))
		tensor.OneHot(d[15:15+obsFigVals], int(f.Who)+1)
		o := 15 + obsFigVals
		tensor.OneHot(d[o:o+8], int(f.Op))
		d[o+8], d[o+9] = float32(f.A), float32(f.B)
		d[o+10], d[o+11], d[o+12] = float32(f.Dice[0]), float32(f.Dice[1]), float32(f.Dice[2])
	}
	// Scalars.
	d := dst[t.scalars:]
	tensor.OneHot(d[0:6], int(s.view))
	tensor.OneHot(d[6:20], int(s.phase))
	d[20], d[21] = float32(s.n), float32(s.sub)
	tensor.OneHot(d[22:27], int(s.group))
	d[27], d[28] = float32(s.round), float32(s.timer)
	tensor.OneHot(d[29:32], int(s.alert))
	d[32], d[33] = float32(s.alarms), tensor.Bool(s.power)
	tensor.Bits(d[34:], uint64(s.locked), 16)
	o := 50
	for i, k := range s.order {
		tensor.OneHot(d[o+4*i:o+4*i+4], int(k)+1)
	}
	o += 12
	for i, p := range s.doom {
		x := int(p)
		if p == Unknown {
			x = 6
		}
		tensor.OneHot(d[o+7*i:o+7*i+7], x)
	}
	o += 42
	d[o] = float32(s.doomN)
	o++
	tensor.OneHot(d[o:o+obsFigVals], int(s.mv.Who)+1)
	o += obsFigVals
	d[o], d[o+1], d[o+2] = float32(s.mv.Left), tensor.Bool(s.mv.On), tensor.Bool(s.mv.Free)
	o += 3
	tensor.Bits(d[o:], uint64(s.kz), 18)
	o += 18
	tensor.OneHot(d[o:o+obsFigVals], int(s.actor)+1)
	o += obsFigVals
	d[o], d[o+1], d[o+2] = float32(s.mob), tensor.Bool(s.chk), tensor.Bool(s.entered)
	d[o+3] = float32(s.np)
	tensor.OneHot(d[o+4:o+9], int(s.result))
}

func obsTensorOfState(s State) *obsTensor { return obsTensorOf(s.bd()) }
