package hive

import "github.com/incursion/incursion/internal/intern"

// actionTable holds the actions of one map already boxed as Action values,
// so that listing the legal actions does not allocate one value per action:
// an Action is a small struct behind an interface, and converting it to the
// interface allocates. Every entry equals the struct it boxes; entries are
// built by ParseMap, once per Board (a Board never changes after).
type actionTable struct {
	nb                              int      // boxes and Holding Boxes
	move                            []Action // unit*nb + destination
	fire                            []Action // (unit*numUnits + target)*maxExtra + extra
	breach                          []Action // (darter*boxes + box)*2 + closed: open first, the order of the lists
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
}

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

// beganEvent returns Began{turn, st}.
func beganEvent(turn int, st Step) Event {
	if turn >= 0 && turn < len(began) && st < numSteps {
		return began[turn][st]
	}
	return Began{Turn: turn, Step: st}
}

func (t *actionTable) moveTo(unit int, dest uint8) Action { return t.move[unit*t.nb+int(dest)] }

func (t *actionTable) fireAt(unit, target, extra int) Action {
	if extra < maxExtra {
		return t.fire[(unit*numUnits+target)*maxExtra+extra]
	}
	return Fire{unit, target, extra}
}
