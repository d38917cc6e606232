package hive

import (
	"sync/atomic"

	"github.com/incursion/incursion/internal/intern"
)

// actionTable holds the actions of one map already boxed as Action values,
// so that listing the legal actions does not allocate one value per action:
// an Action is a small struct behind an interface, and converting it to the
// interface allocates. Every entry equals the struct it boxes; entries are
// built by ParseMap, once per Board (a Board never changes after).
type actionTable struct {
	nb     int      // boxes and Holding Boxes
	move   []Action // unit*nb + destination
	fire   []Action // (unit*numUnits + target)*maxExtra + extra
	breach []Action // (darter*boxes + box)*2 + closed: open first, the order of the lists
	// breachEnd[e] is the list of every PlaceBreach of Darters 0..e, then
	// End: the list of a Terran Movement Segment before any breach is
	// placed (10.0), the longest of a game, shared.
	breachEnd                       [][]Action
	melee                           []Action // unit*numUnits + target
	mind                            []Action // (queen-firstZnon)*numUnits + target
	join                            [numUnits]Action
	cas                             [numUnits]Action
	act                             [numUnits]Action
	deploy                          []Action // box
	assign, hit, depart             []Action // Darter
	hatch                           []Action // unit*darters + darter
	holing                          []Action // unit*boxes + box, Engineers only
	armory                          []Action // unit*boxes + box
	darter                          []Action // (unit*darters + darter)*maxExtra + extra
	disarm, demolish, gravity, life [numUnits]Action

	// The Moved events of steps along a passage of the map (9.0), boxed
	// the first time they happen: a step is the commonest action of a
	// playout, and boxing its event would be an allocation per step. edge
	// numbers the passages (from*nb + to, -1 for none); moved holds, per
	// unit, passage and cost (1 to maxCost), the boxed event or nil.
	// The Marked events of a Darter's breach opened or closed (10.0), per
	// (darter*boxes + box)*2 + opened, and of a Darter built (4.2).
	breachMark []Event
	built      []Event

	edge []int32
	// moved is made at the first step (a map that is only parsed or
	// validated never needs its 16 bytes per slot).
	ne    int
	moved atomic.Pointer[[]atomic.Pointer[[1]Event]] // each holds an Event
}

// maxCost bounds the Movement Point cost of a step whose Moved event is
// interned: 1, +1 through a door, +1 leaving enemies (9.0, 9.5).
const maxCost = 3

// maxExtra bounds the extra Movement Points of a ranged attack that are
// interned (12.8): a Movement Allowance of 6 leaves at most 4 over the 2.
const maxExtra = 5

func (b *Board) actions() *actionTable { return tables.Get(int(b.acts)) }

// The tables live outside the Boards, which hold only an id: a Board stays
// small to copy and compare, and Boards parsed from the same text (a State
// read from JSON parses its map again) share one table.
var tables intern.Table[string, *actionTable]

// actionTableFor returns the id of the table of b's map, building it the
// first time.
func actionTableFor(b *Board) int32 {
	id, _ := tables.ID(b.text, func() (*actionTable, error) { return newActionTable(b), nil })
	return int32(id)
}

func newActionTable(b *Board) *actionTable {
	n := len(b.names)
	nd := len(b.darters)
	t := &actionTable{nb: n + nd}
	t.move = make([]Action, numUnits*t.nb)
	for u := 0; u < numUnits; u++ {
		for d := 0; d < t.nb; d++ {
			t.move[u*t.nb+d] = Move{u, b.Name(d)}
		}
	}
	t.fire = make([]Action, numUnits*numUnits*maxExtra)
	t.melee = make([]Action, numUnits*numUnits)
	for u := 0; u < numUnits; u++ {
		for v := 0; v < numUnits; v++ {
			for e := 0; e < maxExtra; e++ {
				t.fire[(u*numUnits+v)*maxExtra+e] = Fire{u, v, e}
			}
			t.melee[u*numUnits+v] = Melee{u, v}
		}
	}
	t.mind = make([]Action, numZnon*numUnits)
	for q := 0; q < numZnon; q++ {
		for v := 0; v < numUnits; v++ {
			t.mind[q*numUnits+v] = MindControl{firstZnon + q, v}
		}
	}
	t.breach = make([]Action, nd*n*2)
	for d := 0; d < nd; d++ {
		for i := 0; i < n; i++ {
			t.breach[(d*n+i)*2] = PlaceBreach{b.darters[d], b.names[i], true}
			t.breach[(d*n+i)*2+1] = PlaceBreach{b.darters[d], b.names[i], false}
		}
	}
	t.breachEnd = make([][]Action, nd)
	for e := range t.breachEnd {
		l := make([]Action, 0, (e+1)*n*2+1)
		l = append(l, t.breach[:(e+1)*n*2]...)
		t.breachEnd[e] = append(l, End{})
	}
	for u := 0; u < numUnits; u++ {
		t.join[u] = Join{u}
		t.cas[u] = Casualty{u}
		t.act[u] = Activate{u}
	}
	t.hatch = make([]Action, numUnits*nd)
	t.darter = make([]Action, numUnits*nd*maxExtra)
	na := len(b.armories)
	t.armory = make([]Action, numUnits*na)
	t.holing = make([]Action, firstLancer*n)
	for u := 0; u < numUnits; u++ {
		for d := 0; d < nd; d++ {
			t.hatch[u*nd+d] = Hatch{u, b.darters[d]}
			for e := 0; e < maxExtra; e++ {
				t.darter[(u*nd+d)*maxExtra+e] = FireDarter{u, b.darters[d], e}
			}
		}
		for k, i := range b.armories {
			t.armory[u*na+k] = FireArmory{u, b.names[i]}
		}
		for i := 0; i < n; i++ {
			if u < firstLancer {
				t.holing[u*n+i] = Holing{u, b.names[i]}
			}
		}
		t.disarm[u] = Disarm{u}
		t.demolish[u] = Demolish{u}
		t.gravity[u] = CutGravity{u}
		t.life[u] = ShutLifeSupport{u}
	}
	t.breachMark = make([]Event, nd*n*2)
	t.built = make([]Event, nd)
	for d := 0; d < nd; d++ {
		for i := 0; i < n; i++ {
			t.breachMark[(d*n+i)*2] = Marked{What: "breach closed", Darter: b.darters[d], Box: b.names[i], To: toAll}
			t.breachMark[(d*n+i)*2+1] = Marked{What: "breach opened", Darter: b.darters[d], Box: b.names[i], To: toAll}
		}
		t.built[d] = Marked{What: "darter built", Darter: b.darters[d], To: toAll}
	}
	t.edge = make([]int32, t.nb*t.nb)
	for i := range t.edge {
		t.edge[i] = -1
	}
	ne := int32(0)
	for i := 0; i < n && i < len(b.adj); i++ {
		for _, l := range b.adj[i] {
			if int(l.to) < t.nb && t.edge[i*t.nb+int(l.to)] < 0 {
				t.edge[i*t.nb+int(l.to)] = ne
				ne++
			}
		}
	}
	t.ne = int(ne)
	t.deploy = make([]Action, n)
	for i := 0; i < n; i++ {
		t.deploy[i] = Deploy{b.names[i]}
	}
	t.assign = make([]Action, nd)
	t.hit = make([]Action, nd)
	t.depart = make([]Action, nd)
	for d := 0; d < nd; d++ {
		t.assign[d] = Assign{b.darters[d]}
		t.hit[d] = Hit{b.darters[d]}
		t.depart[d] = Depart{b.darters[d]}
	}
	return t
}

// began holds the Began events of the first Game-Turns, made once: an Event
// made from a struct is an allocation, and every step begins with one.
var began = func() (t [32][numSteps]Event) {
	for turn := range t {
		for st := range t[turn] {
			t[turn][st] = Began{Turn: turn, Step: Step(st)}
		}
	}
	return t
}()

// begins returns the list of the one event Began{turn, st}, shared and
// read-only (game.emitShared).
func begins(turn int, st Step) []Event {
	if turn >= 0 && turn < len(began) && st < numSteps {
		return began[turn][st : st+1 : st+1]
	}
	return []Event{Began{Turn: turn, Step: st}}
}

func (t *actionTable) moveTo(unit int, dest uint8) Action { return t.move[unit*t.nb+int(dest)] }

func (t *actionTable) fireAt(unit, target, extra int) Action {
	if extra < maxExtra {
		return t.fire[(unit*numUnits+target)*maxExtra+extra]
	}
	return Fire{unit, target, extra}
}

// movedEvents returns the list of the one Moved event of unit stepping
// from box from to box to (named name) at cost Movement Points, seen by
// everybody: shared and read-only (game.emitShared). Two goroutines boxing
// the same event at once store equal values, either of which is right.
func (t *actionTable) movedEvents(b *Board, unit int, from, to uint8, name string, cost int) []Event {
	e := int32(-1)
	if int(from) < t.nb && int(to) < t.nb && name == b.Name(int(to)) {
		e = t.edge[int(from)*t.nb+int(to)]
	}
	if e < 0 || cost < 1 || cost > maxCost || unit < 0 || unit >= numUnits {
		return []Event{Moved{Unit: unit, From: b.Name(int(from)), To: name, Cost: cost, Seen: toAll}}
	}
	moved := t.moved.Load()
	if moved == nil {
		m := make([]atomic.Pointer[[1]Event], numUnits*t.ne*maxCost)
		t.moved.CompareAndSwap(nil, &m) // the first one made is kept
		moved = t.moved.Load()
	}
	slot := &(*moved)[(unit*t.ne+int(e))*maxCost+cost-1]
	if v := slot.Load(); v != nil {
		return v[:]
	}
	ev := &[1]Event{Moved{Unit: unit, From: b.Name(int(from)), To: name, Cost: cost, Seen: toAll}}
	slot.Store(ev)
	return ev[:]
}

// rollWhys are what the dice are rolled for; their Rolled events are made
// once (rolled), as the Began events are: a roll is a common event.
var rollWhys = [...]string{
	"Armory detonation (18.5)",
	"Mind Control (7.0)",
	"Outer Defense Table (5.8)",
	"blow a hole (14.0)",
	"break Mind Control (7.6)",
	"demolition (14.0)",
	"disengage (9.5)",
	"laser pod (20.0)",
	"may the hostages be killed (19.0)",
	"melee combat (16.0)",
	"ranged combat (12.0)",
	"ranged combat against a Darter (14.0)",
	"remove boobytrap (17.3)",
}

var rollIndex = func() map[string]int {
	m := make(map[string]int, len(rollWhys))
	for i, w := range rollWhys {
		m[w] = i
	}
	return m
}()

// rolled[why][seat][face][to+1] is Rolled{seat, rollWhys[why], face, to}.
var rolled = func() (t [len(rollWhys)][2][7][3]Event) {
	for w := range t {
		for seat := range t[w] {
			for f := range t[w][seat] {
				for to := range t[w][seat][f] {
					t[w][seat][f][to] = Rolled{Seat: Seat(seat), For: rollWhys[w], Face: f, To: int8(to - 1)}
				}
			}
		}
	}
	return t
}()

// rolls returns the list of the one event Rolled{seat, why, face, to},
// shared and read-only (game.emitShared).
func rolls(seat Seat, why string, face int, to int8) []Event {
	if w, ok := rollIndex[why]; ok && seat <= Znon && face >= 0 && face < 7 && to >= -1 && to <= 1 {
		return rolled[w][seat][face][to+1 : to+2 : to+2]
	}
	return []Event{Rolled{Seat: seat, For: why, Face: face, To: to}}
}

// bought[item][to+1] is the Affected event of item bought, seen by to
// (4.9); resists[unit] is unit resisting Mind Control (7.0).
var (
	bought = func() (t [numItems][3]Event) {
		for it := range t {
			for to := range t[it] {
				t[it][to] = Affected{Unit: NoUnit, What: "bought " + Item(it).String(), To: int8(to - 1)}
			}
		}
		return t
	}()
	resists = func() (t [numUnits]Event) {
		for u := range t {
			t[u] = Affected{Unit: u, What: "resists Mind Control", To: toAll}
		}
		return t
	}()
)

// breachEndList returns the shared list of runs followed by End, when the
// runs are every PlaceBreach of Darters 0..e in table order (breachEnd),
// or nil.
func (t *actionTable) breachEndList(runs [][]Action) []Action {
	off := 0
	for _, r := range runs {
		if len(r) == 0 || off >= len(t.breach) || &r[0] != &t.breach[off] {
			return nil
		}
		off += len(r)
	}
	if len(t.breachEnd) == 0 {
		return nil
	}
	per := len(t.breach) / len(t.breachEnd) // one Darter's
	if per == 0 || off%per != 0 || off/per < 1 || off/per > len(t.breachEnd) {
		return nil
	}
	return t.breachEnd[off/per-1]
}
