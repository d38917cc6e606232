package hive

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
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

// observed is everything a seat observes of a state, channel by channel:
// its whole view as JSON, its InfoKey, Draw of its view, the SVG of
// hive/picture, and its legal actions (ActionsFor).
// With svg false the SVG is left out (it is drawn from the view alone,
// and costs more than every other channel together).
func observed(t *testing.T, s State, p Seat, svg bool) map[string]string {
	t.Helper()
	v := s.View(p)
	j, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]string{
		"view JSON":  string(j),
		"InfoKey":    fmt.Sprint(Game.InfoKey(s, p)),
		"Draw":       v.Draw(),
		"ActionsFor": fmt.Sprint(ActionsFor(s, p)),
	}
	if LeakSVG != nil && svg {
		m["SVG"] = LeakSVG(s, p)
	}
	return m
}

// probes are the actions whose legality seat p may test in either twin:
// every action listed for p, and for each unit acting in them, ranged fire
// and melee at every counter, and Mind Control of every counter.
func probes(a, b State, p Seat) []Action {
	seen := map[string]bool{}
	var out []Action
	add := func(x Action) {
		if k := x.String(); !seen[k] {
			seen[k] = true
			out = append(out, x)
		}
	}
	for _, s := range []State{a, b} {
		for _, x := range ActionsFor(s, p) {
			add(x)
			u := actingUnit(x)
			if u < 0 {
				continue
			}
			for target := range numUnits {
				switch x.(type) {
				case Move, Fire, Finish:
					add(Fire{u, target, 0})
				case Melee, Join, Resolve:
					add(Melee{u, target})
				case MindControl, Relinquish:
					add(MindControl{u, target})
				}
			}
		}
	}
	return out
}

var leakCalls int

// sameToSeat fails the test when seat p can tell twins a and b apart by
// any channel: view JSON, InfoKey, Draw, SVG, ActionsFor, or the error text
// of Legal for any probe.
func sameToSeat(t *testing.T, name string, a, b State, p Seat) bool {
	t.Helper()
	leakCalls++
	svg := leakCalls%5 == 1 // one in five: see observed
	oa, ob := observed(t, a, p, svg), observed(t, b, p, svg)
	for _, ch := range []string{"view JSON", "InfoKey", "Draw", "SVG", "ActionsFor"} {
		if d := cmp.Diff(oa[ch], ob[ch]); d != "" {
			t.Errorf("%s: %v tells the twins apart by %s (-a +b)\n%s", name, p, ch, d)
			return false
		}
	}
	for _, x := range probes(a, b, p) {
		if ea, eb := fmt.Sprint(a.Legal(x)), fmt.Sprint(b.Legal(x)); ea != eb {
			t.Errorf("%s: %v tells the twins apart by Legal(%v): %q vs %q", name, p, x, ea, eb)
			return false
		}
	}
	return true
}

// kindTwin is s with the kinds of its face-down Znon counters in play
// permuted where no rule ever tells them apart without showing the
// counter: Soldiers and Workers among themselves, boobytraps and fakes away
// from the Space Marines among themselves (11.1, 15.0). The moving unit's
// allowance goes with its kind (9.0). It returns the counters changed.
func kindTwin(s State, r dice.Roller) (State, []int) {
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
			if s.menIn(u.Box) == 0 {
				tr = append(tr, i)
			}
		}
	}
	var changed []int
	for _, set := range [][]int{sw, tr} {
		for k := len(set) - 1; k > 0; k-- {
			j := r.IntN(k + 1)
			a, b := set[k], set[j]
			ka, kb := x.c.Units[a].Kind(), x.c.Units[b].Kind()
			x.c.Units[a].setKind(kb)
			x.c.Units[b].setKind(ka)
		}
		for _, i := range set {
			if x.c.Units[i].Kind() != s.c.Units[i].Kind() {
				changed = append(changed, i)
			}
		}
	}
	if m := int(x.c.Mover); m != NoUnit && x.c.Units[m].Kind() != s.c.Units[m].Kind() {
		y := x
		y.c.Mover = NoUnit
		x.c.Allow = uint8(y.allowance(m))
	}
	return x, changed
}

// sameAfter applies each action (one in every) legal in both twins a and b
// to both with the same dice and fails the test when seat p observes them
// differently: the events in the form p observes them (incursion.Observe),
// the action (incursion.ObserveAction), and then the twins that follow
// (sameToSeat). Only what the rules let p learn is spared: a changed
// counter turned face-up or removed (11.0, 15.0), a changed counter firing
// (its strength shows in the result, 12.0), a boobytrap removed (17.3 tells
// a fake). depth > 1 goes on from the followers.
func sameAfter(t *testing.T, name string, a, b State, p Seat, changed []int, seed uint64, every, depth int) int {
	t.Helper()
	n := 0
	for i, x := range a.Actions() {
		if i%every != 0 && i != len(a.Actions())-1 {
			continue
		}
		if a.Legal(x) != nil || b.Legal(x) != nil {
			continue
		}
		if _, ok := x.(Disarm); ok {
			continue
		}
		if u := actingUnit(x); u >= 0 && slices.Contains(changed, u) {
			switch x.(type) {
			case Fire, FireArmory, FireDarter:
				continue
			}
		}
		a2, ev1, err1 := Apply(a, x, dice.New(seed+uint64(i)))
		b2, ev2, err2 := Apply(b, x, dice.New(seed+uint64(i)))
		if err1 != nil || err2 != nil {
			t.Fatalf("%s, %v: %v, %v", name, x, err1, err2)
		}
		shown := false
		for _, u := range changed {
			shown = shown || a2.c.Units[u].Stat() != stInPlay || b2.c.Units[u].Stat() != stInPlay || a2.faceUp(u) || b2.faceUp(u)
		}
		if shown || a2.Over() || b2.Over() {
			continue // what the rules show, or the end (22.0 shows all)
		}
		n++
		what := fmt.Sprintf("%s, after %v", name, x)
		oa := incursion.ObserveAction(Game, a, x, p)
		ob := incursion.ObserveAction(Game, b, x, p)
		if oa.String() != ob.String() {
			t.Errorf("%s: %v observes the action as %v vs %v", what, p, oa, ob)
			return n
		}
		var e1, e2 []Event
		for _, e := range ev1 {
			e1 = append(e1, incursion.Observe(Game, e, p))
		}
		for _, e := range ev2 {
			e2 = append(e2, incursion.Observe(Game, e, p))
		}
		if d := cmp.Diff(e1, e2, allFields); d != "" {
			t.Errorf("%s: %v observes the events differently (-a +b)\n%s", what, p, d)
			return n
		}
		if !sameToSeat(t, what, a2, b2, p) {
			return n
		}
		if depth > 1 {
			n += sameAfter(t, what, a2, b2, p, changed, seed*31+uint64(i), every, depth-1)
		}
	}
	return n
}

// TestNoLeakTwins (11.1, 11.7, 4.8, 5.5, 5.6, 15.5, 19.0; issue 20, item
// 17): twin states, which differ only in what a seat may not know, look
// alike to that seat through every channel of the library — the whole
// view (JSON), InfoKey, Draw, the SVG of hive/picture, ActionsFor, the
// error texts of Legal for every action the seat might try, and, after
// the same action in both, the events and the action in the form the seat
// observes them (incursion.Observe, ObserveAction) and the states that
// follow. Twins are drawn over random games: every seat's
// Game.Determinize samples, hand-made ones (face-down Soldiers and Workers,
// boobytraps and fakes permuted, the Znon secrets scrambled; the mission
// for the Znon player), and the exact twins of issue 20, item 10.
func TestNoLeakTwins(t *testing.T) {
	seeds, every := 4, 17
	if testing.Short() {
		seeds = 3
	}
	r := dice.New(2020)
	samples, dynamic, moving := 0, 0, 0
	for seed := 1; seed <= seeds; seed++ {
		g := dice.New(uint64(seed))
		s, err := New(Config{}, g)
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; !s.Over(); n++ {
			if n%every == 0 {
				name := fmt.Sprintf("seed %d, action %d (%v)", seed, n, s.Step())
				for _, p := range []Seat{Terran, Znon, Observer} {
					x, err := Game.Determinize(s, p, r)
					if err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					samples++
					if !sameToSeat(t, name+", a sample of "+p.String(), s, x, p) {
						return
					}
				}
				if s.c.Turn >= 1 {
					if x := scrambleZnon(s, r, true); !sameToSeat(t, name+", the Znon secrets scrambled", s, x, Terran) {
						return
					}
					x, changed := kindTwin(s, r)
					if len(changed) > 0 {
						dynamic += sameAfter(t, name+", face-down kinds permuted", s, x, Terran, changed, uint64(n), 4, 1)
					}
					if s.c.Step > StepMission {
						m := s
						m.c.Mission = Rescue + Punitive - s.c.Mission
						dynamic += sameAfter(t, name+", the other mission", s, m, Znon, nil, uint64(n), 4, 1)
					}
				}
			}
			if m := s.c.Mover; n%every != 0 && m != NoUnit && m >= firstZnon && !s.faceUp(int(m)) && n%3 == 0 {
				// A face-down unit moving: its twins are followed through
				// every action (the leak of issue 20.10 was found here).
				name := fmt.Sprintf("seed %d, action %d (unit %d moving)", seed, n, m)
				if x, changed := kindTwin(s, r); len(changed) > 0 {
					moving += sameAfter(t, name+", face-down kinds permuted", s, x, Terran, changed, uint64(n), 1, 1)
				}
			}
			as := s.Actions()
			s, _, err = Apply(s, as[g.IntN(len(as))], g)
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	// The twins of issue 20, item 10: unit 40 a Soldier or a Worker; its
	// move and "done" (two actions deep).
	a, b := issue20Twin(t, "soldier"), issue20Twin(t, "worker")
	if sameToSeat(t, "issue 20.10", a, b, Terran) {
		dynamic += sameAfter(t, "issue 20.10", a, b, Terran, []int{40}, 1, 1, 2)
	}
	t.Logf("%d Determinize samples, %d pairs of twins followed by an action, %d of them with a face-down unit moving", samples, dynamic+moving, moving)
	if dynamic == 0 || samples == 0 || moving == 0 {
		t.Fatal("no twins compared")
	}
}
