package bots

import (
	"sort"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/hive"
)

func init() {
	Add(hive.Game, func(seat hive.Seat) incursion.Policy[hive.State, hive.Action] { return HiveBot(seat) })
}

// HiveBot returns the policy of one seat. The Terran bot buys four Darters
// and all the 2 Lancers it can, chooses a punitive mission, breaches into
// the Nests, hunts the Queens there (and brings freed hostages home) and
// evacuates before the earliest hyperdrive. The Znon bot speeds the
// hyperdrive, keeps its Queens safe, attempts Mind Control, closes in on
// the boarders and fights them. Both are handed the seat's view (or read
// the state through s.View(seat)): they know only what the seat knows.
func HiveBot(seat hive.Seat) incursion.Policy[hive.State, hive.Action] {
	if seat == hive.Terran {
		return terranBot
	}
	return znonBot
}

// pick returns the first legal action accepted by ok, else the fallback.
func pick(legal []hive.Action, ok func(hive.Action) bool) (hive.Action, bool) {
	for _, a := range legal {
		if ok(a) {
			return a, true
		}
	}
	return nil, false
}

// distances returns, for every box, the number of steps to the nearest
// target through the passages open now (s.Exits), or -1.
func distances(s hive.State, targets []int) []int {
	b := s.Board()
	n := b.Boxes() + len(b.Darters())
	d := make([]int, n)
	for i := range d {
		d[i] = -1
	}
	q := make([]int, 0, n)
	for _, t := range targets {
		if t >= 0 && t < n && d[t] < 0 {
			d[t] = 0
			q = append(q, t)
		}
	}
	// Exits are symmetric, so a search from the targets gives the
	// distance to them.
	for len(q) > 0 {
		x := q[0]
		q = q[1:]
		for _, y := range s.Exits(x) {
			if d[y] < 0 {
				d[y] = d[x] + 1
				q = append(q, y)
			}
		}
	}
	return d
}

func boxOf(s hive.State, name string) int {
	i, ok := s.Board().Box(name)
	if !ok {
		return -1
	}
	return i
}

// retreatTurn is when the Terran bot heads home: the earliest hyperdrive is
// Game-Turn 7 (4.8, 21.0), two turns later per engine room destroyed, never
// with both destroyed (then the track's end, Config.MaxTurns, 30).
func retreatTurn(v hive.State) int {
	down := 0
	for _, i := range v.Board().EngineRooms() {
		if v.Destroyed(i) {
			down++
		}
	}
	switch down {
	case 0:
		return 4
	case 1:
		return 6
	}
	return 25
}

func isEngine(b *hive.Board, i int) bool { return containsInt(b.EngineRooms(), i) }

func isPod(b *hive.Board, i int) bool { return containsInt(b.Pods(), i) }

func containsInt(list []int, x int) bool {
	for _, y := range list {
		if y == x {
			return true
		}
	}
	return false
}

func terranBot(s hive.State, legal []hive.Action, r dice.Roller) hive.Action {
	v := s.View(hive.Terran)
	b := v.Board()
	units := v.Units()
	byID := map[int]hive.UnitInfo{}
	for _, u := range units {
		byID[u.ID] = u
	}
	// Purchases and setup.
	if a, ok := pick(legal, func(a hive.Action) bool { x, ok := a.(hive.Buy); return ok && x.Item == hive.BuyDarter }); ok && countDarters(v) < 4 {
		return a
	}
	if a, ok := pick(legal, func(a hive.Action) bool { x, ok := a.(hive.Buy); return ok && x.Item == hive.BuyLancers }); ok {
		return a
	}
	if a, ok := pick(legal, func(a hive.Action) bool { x, ok := a.(hive.Choose); return ok && x.Mission == hive.Punitive }); ok {
		return a
	}
	if a, ok := pick(legal, func(a hive.Action) bool { x, ok := a.(hive.Abort); return ok && !x.Yes }); ok {
		return a
	}
	if a, ok := pick(legal, func(a hive.Action) bool { _, ok := a.(hive.Combine); return ok }); ok {
		return a
	}
	if _, ok := legal[0].(hive.Casualty); ok {
		// Lose a 1 Lancer or a Scout before a 2 Lancers, never a hostage.
		best, bestScore := legal[0], 1000
		for _, a := range legal {
			u := byID[a.(hive.Casualty).Unit]
			sc := map[hive.Kind]int{hive.Lancer: 1, hive.Scout: 2, hive.Engineer: 3, hive.Lancers: 4}[u.Kind]
			if u.Kind.Hostage() {
				sc = 99
			}
			if sc < bestScore {
				best, bestScore = a, sc
			}
		}
		return best
	}
	retreat := v.Turn() >= retreatTurn(v) || (podsDown(v) && ahead(v))
	switch v.Step() {
	case hive.StepTerranMove:
		return terranMove(v, b, units, byID, legal, retreat)
	case hive.StepTerranMelee:
		return terranMelee(v, byID, legal, retreat)
	case hive.StepEvacuation:
		if retreat {
			// A Darter leaves once its breach is closed (full, everyone
			// aboard, or no time left); one never placed leaves at the end.
			for _, a := range legal {
				if x, ok := a.(hive.Depart); ok {
					d, _ := b.Box(x.Darter)
					// Together, once nobody is left outside: a Darter gone
					// is a way home fewer (20.1).
					if (v.Darter(d-b.Boxes()).Placed && noneOutside(v, units)) || v.Turn() >= retreatTurn(v)+2 {
						return a
					}
				}
			}
		}
	}
	if a, ok := pick(legal, func(a hive.Action) bool { _, ok := a.(hive.End); return ok }); ok {
		return a
	}
	return legal[r.IntN(len(legal))]
}

// ahead reports whether the Terran bot should take its lead home: a
// punitive mission scores 3 per Queen killed against 1 per Space Marine
// lost (22.2), and every turn in the Hive costs men.
func ahead(v hive.State) bool {
	start, lost, queens := v.Tally()
	if start == 0 {
		return false
	}
	lead := 3*queens - lost
	return lead >= 1
}

// podsDown reports whether no laser pod is left to fire at departing
// Darters (20.0).
func podsDown(v hive.State) bool {
	for _, i := range v.Board().Pods() {
		if !v.Destroyed(i) {
			return false
		}
	}
	return true
}

func countDarters(v hive.State) int {
	n := 0
	for d := range v.Board().Darters() {
		if v.Darter(d).Built {
			n++
		}
	}
	return n
}

// enemyScore ranks melee and fire targets: Queens first (22.2).
func enemyScore(u hive.UnitInfo) int {
	switch {
	case !u.FaceUp || u.Controller == hive.Terran:
		return -1
	case u.Kind == hive.MasterQueen || u.Kind == hive.Queen:
		return 10
	case u.Kind == hive.Soldier:
		return 5
	case u.Kind == hive.Worker:
		return 3
	case u.Kind.Marine():
		return -1 // a Mind Controlled comrade may break free (7.6); killing him scores for the Znon (22.2)
	}
	return -1
}

func terranMelee(v hive.State, byID map[int]hive.UnitInfo, legal []hive.Action, retreat bool) hive.Action {
	if a, ok := pick(legal, func(a hive.Action) bool { _, ok := a.(hive.Join); return ok }); ok {
		return a
	}
	if a, ok := pick(legal, func(a hive.Action) bool { _, ok := a.(hive.Resolve); return ok }); ok {
		return a
	}
	var best hive.Action
	bestScore := 0
	for _, a := range legal {
		m, ok := a.(hive.Melee)
		if !ok {
			continue
		}
		sc := enemyScore(byID[m.Target])
		if retreat && sc < 10 {
			continue // going home: only a Queen is worth the risk
		}
		if sc > bestScore {
			best, bestScore = a, sc
		}
	}
	if best != nil {
		return best
	}
	a, _ := pick(legal, func(a hive.Action) bool { _, ok := a.(hive.End); return ok })
	if a == nil {
		return legal[0]
	}
	return a
}

func terranMove(v hive.State, b *hive.Board, units []hive.UnitInfo, byID map[int]hive.UnitInfo, legal []hive.Action, retreat bool) hive.Action {
	count := map[int]int{} // Znon counters per box
	for _, u := range units {
		if u.Controller == hive.Znon {
			count[boxOf(v, u.Box)]++
		}
	}
	home := map[int]bool{}     // open breaches' Holding Boxes
	room := map[int]bool{}     // ... with room for a 2 Lancers (5.2)
	shut := map[int]bool{}     // closed breaches' boxes in the Hive
	breachOf := map[int]bool{} // every breach box in the Hive
	men := map[int]int{}
	for _, u := range units {
		if u.Kind.Marine() && u.Controller == hive.Terran {
			men[boxOf(v, u.Box)] += map[bool]int{true: 2, false: 1}[u.Kind == hive.Lancers]
		}
	}
	for d := range b.Darters() {
		x := v.Darter(d)
		if !x.Placed || x.Destroyed || x.Departed {
			continue
		}
		bb, _ := b.Box(x.Breach)
		breachOf[bb] = true
		if x.Open {
			h, _ := b.Box(x.Name)
			home[h] = true
			if men[h] <= 5 {
				room[h] = true
			}
		} else {
			shut[bb] = true
		}
	}
	// Targets, in order: the laser pods still intact (they would fire at
	// the departing Darters, 20.0), face-up Queens and Soldiers, face-down
	// counters in the Nests. Retreating: the open breaches.
	var pods []int
	for i := 0; i < b.Boxes(); i++ {
		if (isPod(b, i) || isEngine(b, i)) && !v.Destroyed(i) && count[i] == 0 {
			pods = append(pods, i)
		}
	}
	reach := 8
	if retreatTurn(v) > 10 {
		reach = 99 // no hyperdrive: the whole Hive
	}
	// Queens within reach of the breaches: face-up (Active) ones.
	homeDist := distances(v, append(keys(home), keys(breachOf)...))
	var queens []int
	for _, u := range units {
		x := boxOf(v, u.Box)
		if enemyScore(u) == 10 && x >= 0 && homeDist[x] >= 0 && homeDist[x] <= reach {
			queens = append(queens, x)
		}
	}
	// Nest boxes with face-down counters near the breaches: a Space Marine
	// entering a Nest activates its Queen (8.7), who turns face-up.
	var nests []int
	for _, u := range units {
		x := boxOf(v, u.Box)
		if u.Controller == hive.Znon && !u.FaceUp && x >= 0 && b.Area(x) != 0 && b.Area(x) != 'L' && homeDist[x] >= 0 && homeDist[x] <= reach {
			nests = append(nests, x)
		}
	}
	var targets []int
	idle := false
	switch {
	case retreat:
		// Home: the open breaches' Holding Boxes, or the boxes of the
		// closed breaches, to open them (10.0).
		targets = keys(room)
		for bb := range shut {
			for d := range b.Darters() {
				if x := v.Darter(d); x.Placed && x.Breach == b.Name(bb) && men[b.Boxes()+d] <= 5 {
					targets = append(targets, bb)
				}
			}
		}
	case len(pods) > 0:
		targets = pods
	case len(queens) > 0:
		targets = queens
	case len(nests) > 0 && v.Turn() < retreatTurn(v):
		targets = nests
	default:
		targets, idle = keys(room), true // wait aboard, out of harm's way
		if start, lost, queens := v.Tally(); start > 0 && 3*queens > lost && podsDown(v) {
			// Nothing left to hunt and ahead: take the lead home (22.2).
			retreat = true
			targets = append(keys(room), keys(shut)...)
		}
	}
	// Place the breaches first: into the laser pods, else the airlock, else
	// a Nest.
	if !retreat {
		var best hive.Action
		bestScore := 0
		for _, a := range legal {
			p, ok := a.(hive.PlaceBreach)
			if !ok || !p.Open {
				continue
			}
			i, _ := b.Box(p.Box)
			sc := 0
			switch {
			case isPod(b, i) && count[i] == 0 && !v.Destroyed(i):
				sc = 5
			case containsInt(b.Airlocks(), i):
				sc = 2
			}
			if sc > bestScore {
				best, bestScore = a, sc
			}
		}
		if best != nil {
			return best
		}
	}
	dist := distances(v, targets)
	hostageHome := distances(v, keys(home))
	_, moving := pick(legal, func(a hive.Action) bool { _, ok := a.(hive.Finish); return ok })
	var best hive.Action
	bestScore := 0
	for _, a := range legal {
		sc := 0
		switch x := a.(type) {
		case hive.Demolish:
			sc = 10
		case hive.Fire:
			// Shoot first, with every Movement Point to spare (12.8): a
			// Soldier left standing shoots back.
			if e := enemyScore(byID[x.Target]); e > 0 {
				sc = e/2 + 3 + x.Extra
			}
		case hive.Move:
			u := byID[x.Unit]
			from, to := boxOf(v, u.Box), boxOf(v, x.To)
			dm := dist
			if u.Kind.Hostage() {
				dm = hostageHome
			}
			if from < 0 || to < 0 || dm[to] < 0 {
				continue
			}
			if dm[from] < 0 || dm[to] < dm[from] {
				sc = 4
				if retreat || u.Kind.Hostage() {
					sc = 8
				}
			}
			if !retreat && !idle && home[to] && !u.Kind.Hostage() {
				sc = 0 // do not go back aboard while attacking
			}
		case hive.Hatch:
			u := byID[x.Unit]
			d, _ := b.Box(x.Darter)
			dart := v.Darter(d - b.Boxes())
			at := boxOf(v, u.Box)
			switch {
			case retreat && at == d && dart.Open && (men[d] >= 7 || noneOutside(v, units) || v.Turn() >= retreatTurn(v)+2):
				sc = 9 // aboard, nobody at the door: close the hatch and go
			case retreat && at != d && !dart.Open && men[d]+map[bool]int{true: 2, false: 1}[u.Kind == hive.Lancers] <= 7:
				sc = 9 // at the breach: open it to go home (5.2: if there is room)
			case !retreat && at != d && dart.Open && men[d] == 0:
				// Everyone is out: close the breach behind them, or a
				// Znon unit in its box may destroy the Darter (14.0).
				sc = 9
			}
		}
		if sc > bestScore {
			best, bestScore = a, sc
		}
	}
	if best != nil {
		return best
	}
	if moving {
		a, _ := pick(legal, func(a hive.Action) bool { _, ok := a.(hive.Finish); return ok })
		return a
	}
	// Nothing worth doing: hold the rest.
	if a, ok := pick(legal, func(a hive.Action) bool { _, ok := a.(hive.End); return ok }); ok {
		return a
	}
	return legal[0]
}

func noneOutside(v hive.State, units []hive.UnitInfo) bool {
	b := v.Board()
	for _, u := range units {
		if u.Controller == hive.Terran && (u.Kind.Marine() || u.Kind.Hostage()) && boxOf(v, u.Box) < b.Boxes() && v.Turn() < retreatTurn(v)+2 {
			return false
		}
	}
	return true
}

func keys(m map[int]bool) []int {
	var out []int
	for k := range m {
		out = append(out, k)
	}
	sort.Ints(out)
	return out
}

func znonBot(s hive.State, legal []hive.Action, r dice.Roller) hive.Action {
	v := s.View(hive.Znon)
	units := v.Units()
	byID := map[int]hive.UnitInfo{}
	for _, u := range units {
		byID[u.ID] = u
	}
	prefer := []func(hive.Action) bool{
		func(a hive.Action) bool { x, ok := a.(hive.Buy); return ok && x.Item == hive.BuyHyperdrive },
		func(a hive.Action) bool { x, ok := a.(hive.Buy); return ok && x.Item == hive.BuySoldier },
		func(a hive.Action) bool { x, ok := a.(hive.Buy); return ok && x.Item == hive.BuyWorker },
		func(a hive.Action) bool { x, ok := a.(hive.Buy); return ok && x.Item == hive.BuyFake },
		func(a hive.Action) bool { _, ok := a.(hive.MindControl); return ok },
		func(a hive.Action) bool { _, ok := a.(hive.Activate); return ok },
		func(a hive.Action) bool { x, ok := a.(hive.Consent); return ok && !x.Yes },
		func(a hive.Action) bool { x, ok := a.(hive.Spawn); return ok && x.Yes },
		func(a hive.Action) bool { _, ok := a.(hive.Laser); return ok },
		func(a hive.Action) bool { _, ok := a.(hive.Execute); return ok },
		func(a hive.Action) bool { _, ok := a.(hive.Announce); return ok },
		func(a hive.Action) bool { _, ok := a.(hive.Join); return ok },
		func(a hive.Action) bool { _, ok := a.(hive.Resolve); return ok },
	}
	for _, ok := range prefer {
		if a, found := pick(legal, ok); found {
			return a
		}
	}
	switch v.Step() {
	case hive.StepDeploy, hive.StepOuterHit:
		return legal[r.IntN(len(legal))]
	case hive.StepZnonMelee:
		var best hive.Action
		bestScore := -1
		for _, a := range legal {
			if m, ok := a.(hive.Melee); ok {
				u, t := byID[m.Unit], byID[m.Target]
				if u.Kind == hive.Queen || u.Kind == hive.MasterQueen {
					continue // Queens stay out of melee
				}
				sc := 1
				if t.Incapacitated {
					sc = 3
				}
				if sc > bestScore {
					best, bestScore = a, sc
				}
			}
		}
		if best != nil {
			return best
		}
	case hive.StepZnonMove:
		var targets []int
		for _, u := range units {
			if u.Controller == hive.Terran && u.Kind.Marine() && boxOf(v, u.Box) < v.Board().Boxes() {
				targets = append(targets, boxOf(v, u.Box))
			}
		}
		dist := distances(v, targets)
		var best hive.Action
		bestScore := 0
		for _, a := range legal {
			sc := 0
			switch x := a.(type) {
			case hive.Fire:
				sc = 6 + x.Extra
			case hive.FireDarter:
				sc = 7 + x.Extra
			case hive.Move:
				u := byID[x.Unit]
				if u.Kind == hive.Queen || u.Kind == hive.MasterQueen || u.Kind.Hostage() {
					continue // Queens and prisoners keep still
				}
				from, to := boxOf(v, u.Box), boxOf(v, x.To)
				if to >= 0 && from >= 0 && dist[to] >= 0 && (dist[from] < 0 || dist[to] < dist[from]) {
					sc = 4
				}
			}
			if sc > bestScore {
				best, bestScore = a, sc
			}
		}
		if best != nil {
			return best
		}
		if a, ok := pick(legal, func(a hive.Action) bool { _, ok := a.(hive.Finish); return ok }); ok {
			return a
		}
	}
	if a, ok := pick(legal, func(a hive.Action) bool { _, ok := a.(hive.End); return ok }); ok {
		return a
	}
	return legal[r.IntN(len(legal))]
}
