package hive

import (
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
)

// scrambleZnon returns s with the Znon player's secrets changed where the
// Terran player cannot tell (11.1, 4.8, 19.0): the kinds of face-down
// Soldiers and Workers permuted among themselves, real and fake boobytraps
// permuted, the Znon Resource Points and purchases and the execution roll.
// withSpeed also changes the hyperdrive turn (4.8).
func scrambleZnon(s State, r dice.Roller, withSpeed bool) State {
	x := s
	var sw, tr []int
	for i := firstZnon; i < numUnits; i++ {
		u := &s.c.Units[i]
		if u.Stat() != stInPlay || s.faceUp(i) {
			continue
		}
		switch u.Kind() {
		case Soldier, Worker:
			sw = append(sw, i)
		case Boobytrap, FakeBoobytrap:
			tr = append(tr, i)
		}
	}
	for _, set := range [][]int{sw, tr} {
		for k := len(set) - 1; k > 0; k-- {
			j := r.IntN(k + 1)
			a, b := set[k], set[j]
			ka, kb := x.c.Units[a].Kind(), x.c.Units[b].Kind()
			x.c.Units[a].setKind(kb)
			x.c.Units[b].setKind(ka)
		}
	}
	if m := int(x.c.Mover); m != NoUnit && x.c.Units[m].Kind() != s.c.Units[m].Kind() {
		// A twin is a state of the game: the moving unit's allowance
		// goes with what it is (9.0).
		y := x
		y.c.Mover = NoUnit
		x.c.Allow = uint8(y.allowance(m))
	}
	x.c.RP[Znon] = uint8(r.IntN(10))
	x.c.Bought[BuySoldier] = uint8(r.IntN(10))
	x.c.ExecRolls = uint8(r.IntN(2))
	if withSpeed {
		x.c.Speed = uint8(r.IntN(maxSpeed + 1))
	}
	return x
}

// terranStates plays random games and keeps the states in which the
// Terran player moves during Game-Turns.
func terranStates(t *testing.T, seeds, every int) []State {
	var out []State
	for seed := 1; seed <= seeds; seed++ {
		r := dice.New(uint64(seed))
		s, err := New(Config{}, r)
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; !s.Over() && n < 20000; n++ {
			as := s.Actions()
			if s.c.Turn >= 1 && s.seatNow() == Terran && n%every == 0 {
				out = append(out, s)
			}
			s, _, err = Apply(s, as[r.IntN(len(as))], r)
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

func visible(ev []Event, seat Seat) []Event {
	var out []Event
	for _, e := range ev {
		if VisibleTo(e, seat) {
			out = append(out, e)
		}
	}
	return out
}

var allFields = cmp.Exporter(func(reflect.Type) bool { return true })

// TestNoLeakToTerran: scrambling what the Terran player may not know
// changes neither his View, nor the events he sees, nor the legality (and
// error text) of his actions (11.1, 11.4, 11.7, 15.5, 4.8, 19.0).
func TestNoLeakToTerran(t *testing.T) {
	r := dice.New(99)
	for k, s := range terranStates(t, 6, 7) {
		x := scrambleZnon(s, r, true)
		if d := cmp.Diff(s.View(Terran), x.View(Terran), allFields); d != "" {
			t.Fatalf("state %d: the Terran view changed (-want +got)\n%s", k, d)
		}
		y := scrambleZnon(s, r, false)
		as := s.Actions()
		for i, a := range as {
			if i%3 != 0 {
				continue
			}
			if _, ok := a.(Disarm); ok {
				continue // 17.3: the Terran player is told if it was a fake
			}
			e1, e2 := s.Legal(a), y.Legal(a)
			if (e1 == nil) != (e2 == nil) || (e1 != nil && e1.Error() != e2.Error()) {
				t.Fatalf("state %d, %v: legality %v vs %v", k, a, e1, e2)
			}
			seed := uint64(k*1000 + i)
			_, ev1, _ := Apply(s, a, dice.New(seed))
			_, ev2, _ := Apply(y, a, dice.New(seed))
			v1, v2 := visible(ev1, Terran), visible(ev2, Terran)
			if d := cmp.Diff(v1, v2, allFields); d != "" {
				t.Fatalf("state %d, %v: the Terran player's events changed (-want +got)\n%s", k, a, d)
			}
		}
	}
}

// TestNoLeakMovementAllowance: while a face-down Znon unit moves, the
// Terran player's view is the same whatever the unit is: the Movement
// Allowance kept for the moving unit (4 a Soldier, 3 a Worker) does not
// show (11.1). Twin states differ only in the kinds of face-down counters;
// their views are compared whole.
func TestNoLeakMovementAllowance(t *testing.T) {
	r := dice.New(7)
	n := 0
	for seed := 1; seed <= 8; seed++ {
		g := dice.New(uint64(seed))
		s, _ := New(Config{}, g)
		for !s.Over() {
			if m := int(s.c.Mover); s.c.Step == StepZnonMove && m != NoUnit && !s.faceUp(m) && (s.c.Units[m].Kind() == Soldier || s.c.Units[m].Kind() == Worker) {
				x := scrambleZnon(s, r, false)
				if x.c.Units[m].Kind() != s.c.Units[m].Kind() {
					n++
					if d := cmp.Diff(s.View(Terran), x.View(Terran), allFields); d != "" {
						t.Fatalf("seed %d: the Terran view tells what unit %d is (-want +got)\n%s", seed, m, d)
					}
				}
			}
			as := s.Actions()
			s, _, _ = Apply(s, as[g.IntN(len(as))], g)
		}
	}
	if n == 0 {
		t.Fatal("no twin of a moving face-down unit")
	}
}

// TestNoLeakToZnon: the mission (5.6) and, before the damage announcement,
// the Holding Boxes (5.5) are not in the Znon player's view.
func TestNoLeakToZnon(t *testing.T) {
	for k, s := range terranStates(t, 3, 11) {
		x := s
		x.c.Mission = Rescue + Punitive - s.c.Mission
		if s.Over() {
			continue
		}
		if d := cmp.Diff(s.View(Znon), x.View(Znon), allFields); d != "" {
			t.Fatalf("state %d: the Znon view shows the mission (-want +got)\n%s", k, d)
		}
	}
}

// TestNoLeakFireMiss: a miss at a face-down boobytrap reads exactly as a
// miss at a face-down Soldier (15.5: only a result tells it is a trap).
func TestNoLeakFireMiss(t *testing.T) {
	for _, k := range []Kind{Soldier, Boobytrap, FakeBoobytrap} {
		s := scene(t, StepTerranMove)
		e := put(t, &s, Engineer, "20")
		x := put(t, &s, k, "22")
		_, ev := play(t, s, Fire{e, x, 0}, 6) // 5 - 2 = 3: a miss
		want := []Event{Rolled{Seat: Terran, For: "ranged combat (12.0)", Face: 6, To: toAll},
			Affected{Unit: x, What: "unaffected", To: toAll}}
		diff(t, want, visible(ev, Terran))
	}
}

// TestNoLeakStartingForce: before the damaged Darters are named, the Znon
// player's view does not tell how many men the Terran player bought (5.5).
func TestNoLeakStartingForce(t *testing.T) {
	s := scene(t, StepOuterHit)
	s.c.Shown = false
	put(t, &s, Lancers, "Sirius")
	x := s
	put(t, &x, Lancers, "Vega")
	if d := cmp.Diff(s.View(Znon).c, x.View(Znon).c, allFields); d != "" {
		t.Errorf("the Znon view changed with the Holding Boxes (-want +got)\n%s", d)
	}
}

// TestNoLeakExecutionRoll: whether the roll to execute the hostages was
// made (19.0) does not show in the skipping of the Znon Melee Combat
// Segment while a hostage is held.
func TestNoLeakExecutionRoll(t *testing.T) {
	var got [2][]Event
	var steps [2]Step
	for i, ok := range []bool{false, true} {
		s := scene(t, StepZnonMove)
		put(t, &s, Lancers, "Sirius")
		put(t, &s, Queen, "F8", uActive)
		put(t, &s, Ambassador, "F1")
		s.c.ExecOK = ok
		next, ev := play(t, s, End{})
		got[i], steps[i] = visible(ev, Terran), next.Step()
	}
	diff(t, got[0], got[1])
	diff(t, StepZnonMelee, steps[0])
	diff(t, StepZnonMelee, steps[1])
}

// TestNoLeakColdStorageCounter: when only eliminated Workers are left to
// place in Cold Storage (18.9), the counter placed does not tell the Terran
// player which unit eliminated face-down was a Worker (11.7): two games that
// differ only in which of two unexamined eliminated counters is the Worker
// look the same to him afterwards, and the record of the other unit (here a
// Soldier) is kept for the end of the game.
func TestNoLeakColdStorageCounter(t *testing.T) {
	var before, views [2]State
	var evs [2][]Event
	var placed [2]int
	for variant := range 2 {
		s := scene(t, StepZnonMove)
		put(t, &s, Queen, "B10", uActive)
		put(t, &s, Scout, "Sirius")
		soldier, worker := -1, -1
		for i := firstZnon; i < numUnits; i++ {
			u := &s.c.Units[i]
			if u.Stat() != stUnused || (u.Kind() != Worker && !(u.Kind() == Soldier && soldier < 0)) {
				continue
			}
			if u.Kind() == Soldier {
				soldier = i
			} else {
				worker = i
			}
			*u = unit{ks: pack(u.Kind(), stDead), Box: noBox, Flags: uHiddenDeath, Link: NoUnit}
		}
		if variant == 1 {
			// The same table, but the lower counter is the Worker.
			s.c.Units[soldier].setKind(Worker)
			s.c.Units[worker].setKind(Soldier)
		}
		before[variant] = s.View(Terran)
		s, _ = play(t, s, End{})
		diff(t, pending{Kind: pendSpawn, Seat: Znon}, s.c.Pend)
		s, ev := play(t, s, Spawn{true})
		views[variant], evs[variant] = s.View(Terran), visible(ev, Terran)
		placed[variant] = -1
		soldiers := 0
		for i := firstZnon; i < numUnits; i++ {
			u := s.c.Units[i]
			if u.Kind() == Worker && u.Stat() == stInPlay && u.Box == box(s, "B10") {
				placed[variant] = i
			}
			if u.Kind() == Soldier && u.Stat() == stDead && u.Flags&uHiddenDeath != 0 {
				soldiers++
			}
		}
		diff(t, soldier, placed[variant]) // the lowest unexamined counter
		diff(t, 1, soldiers)              // the Soldier is still among the dead
	}
	diff(t, before[0].c, before[1].c) // alike to him before
	diff(t, views[0].c, views[1].c)   // and after
	diff(t, evs[0], evs[1])
}

// TestNoLeakDeploymentBeforeMission (5.7): until his mission is chosen the
// Terran player does not examine the Znon set-up: two deployments that
// differ only in where the units stand look alike to him.
func TestNoLeakDeploymentBeforeMission(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		r := dice.New(seed)
		s, _ := New(Config{}, r)
		for s.c.Step != StepMission {
			as := s.Actions()
			s, _, _ = Apply(s, as[r.IntN(len(as))], r)
		}
		x := s
		for i := firstZnon; i < numUnits; i++ {
			if u := &x.c.Units[i]; u.Stat() == stInPlay {
				u.Box = (u.Box + 1) % uint8(s.b().Boxes())
			}
		}
		if d := cmp.Diff(s.View(Terran), x.View(Terran), allFields); d != "" {
			t.Fatalf("seed %d: the Terran view shows the deployment (-want +got)\n%s", seed, d)
		}
		next, _, err := Apply(s, Choose{Rescue}, r)
		if err != nil {
			t.Fatal(err)
		}
		if v := next.View(Terran); v.c.Units[firstZnon].Box == noBox && v.c.Units[firstZnon].Stat() == stInPlay {
			t.Fatal("the set-up is still hidden after the mission")
		}
	}
}

// views compares the views and InfoKeys of two states for seat: equal
// when same, different otherwise.
func views(t *testing.T, name string, a, b State, seat Seat, same bool) {
	t.Helper()
	va, vb := a.View(seat), b.View(seat)
	if got := reflect.DeepEqual(va, vb); got != same {
		t.Errorf("%s, %v: views equal %v, want %v (-a +b):\n%s", name, seat, got, same,
			cmp.Diff(va, vb, cmp.Exporter(func(reflect.Type) bool { return true })))
	}
	if got := Game.InfoKey(a, seat) == Game.InfoKey(b, seat); got != same {
		t.Errorf("%s, %v: InfoKeys equal %v, want %v", name, seat, got, same)
	}
}

// TestNoLeakZnonPurchases (4.0, 4.8, 11.1): during the Znon purchases the
// counters are not yet shuffled, so which are bought would tell what was
// bought: the Terran player's view (and the observer's) shows how many
// purchases were made ("buy unknown"), not which.
func TestNoLeakZnonPurchases(t *testing.T) {
	s := fresh(t)
	for i := 0; i < 4; i++ {
		s, _ = play(t, s, Buy{BuyDarter})
	}
	s, _ = play(t, s, End{})
	buy := func(items ...Item) State {
		x := s
		for _, it := range items {
			x, _ = play(t, x, Buy{it})
		}
		return x
	}
	soldier := buy(BuySoldier)
	for _, seat := range []Seat{Terran, Observer} {
		views(t, "a Soldier or a Worker", soldier, buy(BuyWorker), seat, true)
		views(t, "a Soldier or a speeded hyperdrive", soldier, buy(BuyHyperdrive), seat, true)
		views(t, "one purchase or two", soldier, buy(BuySoldier, BuyFake), seat, false)
		views(t, "no purchase or one", s, soldier, seat, false)
	}
	views(t, "a Soldier or a Worker", soldier, buy(BuyWorker), Znon, false)
	diff(t, uint8(1), soldier.View(Terran).c.Purchases[Znon])
}

// TestNoLeakTerranPurchases (4.0, 5.5): until the Holding Boxes are shown
// the Znon player's view (and the observer's) shows how many items the
// Terran player bought besides the Darters ("buy unknown"), not which; and
// during the assignment how many men were assigned ("assign ?"), not
// where.
func TestNoLeakTerranPurchases(t *testing.T) {
	s := fresh(t)
	for i := 0; i < 4; i++ {
		s, _ = play(t, s, Buy{BuyDarter})
	}
	buy := func(items ...Item) State {
		x := s
		for _, it := range items {
			x, _ = play(t, x, Buy{it})
		}
		return x
	}
	scout := buy(BuyScout)
	for _, seat := range []Seat{Znon, Observer} {
		views(t, "a Scout or 2 Lancers", scout, buy(BuyLancers), seat, true)
		views(t, "one item or two", scout, buy(BuyScout, BuyScout), seat, false)
	}
	views(t, "a Scout or 2 Lancers", scout, buy(BuyLancers), Terran, false)
	diff(t, uint8(1), scout.View(Znon).c.Purchases[Terran])

	// The assignment: the first man in Sirius or in Vega; one man or two.
	a, _ := play(t, deployed(t), Choose{Rescue})
	sirius, _ := play(t, a, Assign{"Sirius"})
	vega, _ := play(t, a, Assign{"Vega"})
	two, _ := play(t, sirius, Assign{"Sirius"})
	for _, seat := range []Seat{Znon, Observer} {
		views(t, "a man in Sirius or in Vega", sirius, vega, seat, true)
		views(t, "one man assigned or two", sirius, two, seat, false)
		views(t, "none assigned or one", a, sirius, seat, false)
	}
	diff(t, uint8(2), two.View(Znon).c.Assigned)
}

// TestViewHostageKilledFaceDown (11.4, 11.7): a face-down hostage killed
// is announced with its kind to everybody, so every view shows the dead
// counter for what it is; a face-down Soldier killed stays unexamined.
func TestViewHostageKilledFaceDown(t *testing.T) {
	s := scene(t, StepTerranMove)
	l := put(t, &s, Lancers, "20")
	h := put(t, &s, Daughter, "22")
	so := put(t, &s, Soldier, "18")
	put(t, &s, Queen, "C8", uActive) // the Daughter stays held (17.5)
	diff(t, false, s.faceUp(h))
	s1, ev := play(t, s, Fire{l, h, 0}, 1)
	diff(t, uint8(stDead), uint8(s1.c.Units[h].Stat()))
	diff(t, Daughter, ev[len(ev)-1].(Affected).Kind)
	for _, seat := range []Seat{Terran, Znon, Observer} {
		diff(t, Daughter, viewKind(s1.View(seat), h))
	}
	s2, _ := play(t, s, Fire{l, so, 0}, 1)
	diff(t, Unknown, viewKind(s2.View(Terran), so))
	diff(t, Unknown, viewKind(s2.View(Observer), so))
	// Twins: the counter killed the ambassador instead of the daughter is
	// a public difference; a Soldier instead of a Worker is not.
	amb := s1
	amb.c.Units[h].setKind(Ambassador)
	amb.c.reindex()
	worker := s2
	worker.c.Units[so].setKind(Worker)
	for _, seat := range []Seat{Terran, Observer} {
		views(t, "the daughter or the ambassador killed", s1, amb, seat, false)
		views(t, "a face-down Soldier or Worker killed", s2, worker, seat, true)
	}
}
