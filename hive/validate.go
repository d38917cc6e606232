package hive

import "fmt"

func invalid(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{errInvalid}, args...)...)
}

// rule is the error of a broken Validate rule, which it names
// ("hive: invalid state: stacking: 8 Space Marines in box A4 (9.2)").
func rule(name, format string, args ...any) error {
	return fmt.Errorf("%w: %s: "+format, append([]any{errInvalid, name}, args...)...)
}

// ValidateRules are the names of the rules [State.Validate] checks, in
// the order it checks them; each error of Validate names its rule.
var ValidateRules = []string{"step", "index", "setup-turn", "deployment-left", "assignment-left",
	"holding-boxes-shown", "turn-limit", "view-only", "terran-budget", "znon-budget", "hyperdrive-speed",
	"darters-of-the-map", "darters-built", "terran-force", "starting-men", "queens-killed", "lancer-countermix",
	"unit-kind", "znon-countermix", "unit-link", "free-engineer", "off-the-map", "terran-counters", "unit-box",
	"incapacitated-movement", "inactive-queen", "mind-control", "engineer-scout-countermix", "stacking",
	"breach-box", "one-breach-per-box", "mover", "movement-allowance", "prisoner-held", "melee-attack",
	"pending", "mission", "boobytrap-due", "execution-notice", "laser-pod-targets"}

// Validate checks every invariant of the game, so that any state that
// passes can be played on. A View skips the checks that need hidden facts.
// Each error reads "hive: invalid state: RULE: ..." and names its rule
// ("hive: invalid state: stacking: ..."); the rules, in the order checked
// ([ValidateRules] lists their names):
//
//   - step: the step is one of 6.0's (or a setup step, or over).
//   - index: the indexes derived from the counters (Queens and hostages,
//     units in play) agree with them (only a State built in memory can
//     break it).
//   - setup-turn: Game-Turn 0 during the setup steps, 1 or more after.
//   - deployment-left: the Znon deployment has a bought unit left (5.1).
//   - assignment-left: the Darter assignment has a Space Marine left (5.2).
//   - holding-boxes-shown: the Holding Boxes are shown from the
//     darter-damage step on, and not before (5.5).
//   - turn-limit: the Game-Turn is at most max_turns, which is 1 or more.
//   - view-only: purchases_seen and men_assigned_seen only in a view.
//   - terran-budget, znon-budget: purchases and points left within 80 and
//     70 Resource Points (4.4, 4.9).
//   - hyperdrive-speed: speeded 0-5 turns, as bought (4.8).
//   - darters-of-the-map: no Darter beyond the map's.
//   - darters-built: the Darters built are those bought (4.3).
//   - terran-force: during the Terran purchases the force can still fill
//     4 Darters (5.2, 5.8; RULES.md R1).
//   - starting-men: starting_men is the men alive plus men_lost (22.0),
//     from the Znon purchases on.
//   - queens-killed: queens_killed is the dead Queen and Master-Queen
//     counters (22.0).
//   - lancer-countermix, engineer-scout-countermix: at most 14 2 Lancers
//     counters (28 men) and 10 Engineers and Scouts (4.2).
//   - unit-kind: every counter has a kind and status of the game.
//   - znon-countermix: the Znon counters are the countermix (4.2).
//   - unit-link: a Mind Control or Darter link names a counter.
//   - free-engineer: a free Engineer not yet placed names a Darter built
//     (4.3).
//   - off-the-map: an unused or bought counter has no box, flags, link or
//     Movement Points (but a free Engineer's Darter); an unused Terran
//     counter has no kind.
//   - terran-counters: counters 0-9 are Engineers or Scouts, 10-33
//     Lancers.
//   - unit-box: a unit in play stands in a box of the map or a Holding Box.
//   - incapacitated-movement: an Incapacitated unit spent at most 2
//     Movement Points beyond its allowance of 2 (13.1, 9.4).
//   - inactive-queen: an Inactive Queen neither moved nor Mind Controls
//     (8.2).
//   - mind-control: Mind Control is mutual, one Queen to one individual
//     (7.4).
//   - stacking: at most 7 Space Marines and 3 Znon-controlled individuals
//     in a box (9.2, 5.2, 15.1).
//   - breach-box, one-breach-per-box: a placed breach stands in a box of
//     the Hive, one per box (10.1, 10.5).
//   - mover: only a unit in play moves, in a Movement Segment (9.0).
//   - movement-allowance: no allowance is kept with no unit moving (9.0).
//   - prisoner-held: no prisoner is still held beyond 3 boxes of every
//     Queen, or alone with a Terran-controlled Space Marine (17.4, 17.5:
//     the rules free him at once; RULES.md R15).
//   - melee-attack: the attack formed names counters, at most 10
//     attackers.
//   - pending: a pending decision is one of the five, owed by a seat.
//   - mission: rescue, punitive or unknown.
//   - boobytrap-due: a boobytrap attack due names a Znon counter.
//   - execution-notice: the notice names a counter.
//   - laser-pod-targets: pods aim at Darters of the map; the next pod is
//     one of the map's.
//
// Reading a [Position] adds the errors of the format itself, which name
// the member's path ("position.units[\"40\"].kind: ...").
func (s State) Validate() error {
	c := &s.c
	b := s.b()
	if c.Step >= numSteps {
		return rule("step", "step %d", c.Step)
	}
	k := *c
	k.reindex()
	if k.Special != c.Special {
		return rule("index", "the index of Queens and hostages is %#x, the counters say %#x", c.Special, k.Special)
	}
	if k.InPlay != c.InPlay {
		return rule("index", "the index of units in play is %#x, the counters say %#x", c.InPlay, k.InPlay)
	}
	nb := b.Boxes() + len(b.darters)
	// Setup comes before the first Game-Turn (4.0, 5.0, 6.0).
	if setup := c.Step < StepMindControl; c.Step != StepOver && setup != (c.Turn == 0) {
		return rule("setup-turn", "Game-Turn %d in the %s", c.Turn, c.Step)
	}
	// 5.1: the deployment goes on while a bought Znon unit is off the map.
	if c.Step == StepDeploy && !c.Hidden && s.nextDeploy() < 0 {
		return rule("deployment-left", "the Znon deployment with no unit left to deploy (5.1)")
	}
	// 5.2: the assignment goes on while a Space Marine is not assigned.
	if c.Step == StepAssign && c.Pend.Kind == pendNone && !(c.Hidden && c.Viewer != Terran) && s.nextMarine() < 0 {
		return rule("assignment-left", "the Darter assignment with no Space Marine left to assign (5.2)")
	}
	// 5.5: the Holding Boxes are shown once the damaged Darters are named.
	if c.Step != StepOver && c.Shown != (c.Step >= StepDarterDamage) {
		return rule("holding-boxes-shown", "holding_boxes_shown %v in the %s (5.5)", c.Shown, c.Step)
	}
	if c.Turn > c.MaxTurns || c.MaxTurns == 0 {
		return rule("turn-limit", "Game-Turn %d of %d", c.Turn, c.MaxTurns)
	}
	// Budgets (4.4, 4.9).
	tc := 0
	for it := BuyDarter; it <= BuyLancers; it++ {
		tc += int(c.Bought[it]) * it.Cost()
	}
	if !c.Hidden && (c.Purchases != [2]uint8{} || c.Assigned != 0) {
		return rule("view-only", "purchases and men assigned seen belong to a view")
	}
	if !c.Hidden {
		if tc > terranPoints || int(c.RP[Terran])+tc > terranPoints {
			return rule("terran-budget", "the Terran purchases exceed 80 Resource Points (4.4)")
		}
		zc := 0
		for it := BuySoldier; it < numItems; it++ {
			zc += int(c.Bought[it]) * it.Cost()
		}
		if zc > znonPoints || int(c.RP[Znon])+zc > znonPoints {
			return rule("znon-budget", "the Znon purchases exceed 70 Resource Points (4.4)")
		}
		if c.Speed > maxSpeed || int(c.Bought[BuyHyperdrive]) != int(c.Speed) {
			return rule("hyperdrive-speed", "hyperdrive speeded by %d turns (4.8)", c.Speed)
		}
		built := 0
		for d := range b.darters {
			if c.Dart[d].Flags&dBuilt != 0 {
				built++
			}
		}
		for d := len(b.darters); d < len(c.Dart); d++ {
			if c.Dart[d] != (darter{}) {
				return rule("darters-of-the-map", "Darter %d is not on the map", d)
			}
		}
		if built != int(c.Bought[BuyDarter]) {
			return rule("darters-built", "%d Darters built, %d bought (4.3)", built, c.Bought[BuyDarter])
		}
		if c.Step == StepTerranBuy && !s.feasible(s.terranForce(), int(c.RP[Terran])) {
			return rule("terran-force", "the Terran purchases can no longer fill %d Darters (5.2, 5.8)", s.minDarters())
		}
		// 22.0: the tallies are what the counters show.
		alive, queens := 0, 0
		for i := range c.Units {
			u := &c.Units[i]
			switch {
			case i < firstZnon && (u.Stat() == stBought || u.Stat() == stInPlay || u.Stat() == stEvacuated):
				alive += u.Kind().men()
			case i >= firstZnon && u.Stat() == stDead && u.Kind().QueenLike():
				queens++
			}
		}
		if c.Step > StepTerranBuy && int(c.StartMen) != alive+int(c.MenLost) {
			return rule("starting-men", "starting_men %d, but %d men alive and %d lost (22.0)", c.StartMen, alive, c.MenLost)
		}
		if int(c.QueensKilled) != queens {
			return rule("queens-killed", "queens_killed %d, %d Queens are dead (22.0)", c.QueensKilled, queens)
		}
		if int(c.Bought[BuyLancers]) > lancerCounters {
			return rule("lancer-countermix", "more 2 Lancers than the countermix (4.2)")
		}
		// Countermix (4.2): the Znon counters are a permutation of the mix.
		var want, got [numKinds]int
		for _, k := range znonMix() {
			want[k]++
		}
		for i := firstZnon; i < numUnits; i++ {
			k := c.Units[i].Kind()
			if k >= numKinds {
				return rule("unit-kind", "unit %d has kind %d", i, k)
			}
			got[k]++
		}
		if want != got {
			return rule("znon-countermix", "the Znon counters are not the countermix (4.2)")
		}
	}
	es := 0
	for i := range c.Units {
		u := &c.Units[i]
		if u.Stat() > stRemoved || u.Kind() >= numKinds {
			return rule("unit-kind", "unit %d status %d kind %d", i, u.Stat(), u.Kind())
		}
		if u.Link != NoUnit && int(u.Link) >= numUnits {
			return rule("unit-link", "unit %d linked to %d", i, u.Link)
		}
		if u.Flags&uFree != 0 && u.Stat() == stBought && (int(u.Link) >= len(b.darters) || !c.Hidden && c.Dart[u.Link].Flags&dBuilt == 0) {
			return rule("free-engineer", "free Engineer %d of Darter %d", i, u.Link)
		}
		if u.Stat() == stUnused || u.Stat() == stBought {
			// A counter off the map carries nothing but what it is and,
			// for the free Engineer of a Darter, that Darter (4.3).
			free := u.Flags == uFree && u.Stat() == stBought && u.Kind() == Engineer && i < firstLancer
			if u.Box != noBox || u.MP != 0 || (u.Flags != 0 && !free) || (u.Link != NoUnit && !free) {
				return rule("off-the-map", "unit %d off the map carries box %d, flags %#x, link %d, %d Movement Points", i, u.Box, u.Flags, u.Link, u.MP)
			}
			if i < firstZnon && u.Stat() == stUnused && u.Kind() != Unknown {
				return rule("off-the-map", "unused counter %d is a %v", i, u.Kind())
			}
		}
		if u.Stat() == stUnused {
			continue
		}
		if i < firstLancer {
			es++
			if !c.Hidden && u.Kind() != Engineer && u.Kind() != Scout {
				return rule("terran-counters", "unit %d on an Engineer/Scout counter is a %v", i, u.Kind())
			}
		} else if i < firstZnon && !c.Hidden && u.Kind() != Lancers && u.Kind() != Lancer {
			return rule("terran-counters", "unit %d on a Lancer counter is a %v", i, u.Kind())
		}
		if u.Stat() == stInPlay {
			if int(u.Box) >= nb && !(c.Hidden && u.Box == noBox) {
				return rule("unit-box", "unit %d in box %d", i, u.Box)
			}
		}
		if u.Flags&uInc != 0 && u.Flags&uIncNow == 0 && u.Stat() == stInPlay {
			lim := u.Kind().Rating().Movement
			if lim > 2 {
				lim = 2
			}
			if int(u.MP) > lim+2 && c.Mover != uint8(i) {
				// A unit may always move one box (9.4): a door costs 2, a
				// failed disengagement 2; never more than 2 beyond that.
				return rule("incapacitated-movement", "Incapacitated unit %d spent %d Movement Points (13.1)", i, u.MP)
			}
		}
		if u.Kind().QueenLike() && u.Stat() == stInPlay {
			if u.Flags&uActive == 0 && (u.MP != 0 || u.Link != NoUnit) {
				return rule("inactive-queen", "Inactive Queen %d moved or holds a Mind Control (8.2)", i)
			}
			if u.Link != NoUnit {
				if int(u.Link) >= numUnits {
					return rule("mind-control", "Queen %d controls unit %d", i, u.Link)
				}
				t := &c.Units[u.Link]
				if t.Link != uint8(i) || t.Flags&uZnon == 0 {
					return rule("mind-control", "Queen %d's Mind Control of unit %d is not mutual (7.4)", i, u.Link)
				}
			}
		}
		if u.Kind().Terran() && u.Stat() == stInPlay && u.Flags&uZnon != 0 && u.Flags&uContinuous == 0 {
			if int(u.Link) >= numUnits || c.Units[u.Link].Link != uint8(i) {
				return rule("mind-control", "Mind Controlled unit %d has no Queen (7.4)", i)
			}
		}
	}
	if es > engScoutCounters {
		return rule("engineer-scout-countermix", "%d Engineer and Scout units (4.2)", es)
	}
	lancerMen := 0
	for i := firstLancer; i < firstZnon; i++ {
		if u := &c.Units[i]; u.Stat() != stUnused {
			lancerMen += u.Kind().men()
		}
	}
	if lancerMen > lancerSlots {
		return rule("lancer-countermix", "%d Lancers: more than the countermix allows (4.2)", lancerMen)
	}
	// Stacking (9.2, 5.2, 15.1).
	for box := 0; box < nb; box++ {
		if m := s.menIn(uint8(box)); m > 7 {
			return rule("stacking", "%d Space Marines in box %s (9.2)", m, b.Name(box))
		}
		if box < b.Boxes() {
			if z := s.znonIn(uint8(box)); z > 3 {
				return rule("stacking", "%d Znon-controlled individuals in box %s (9.2)", z, b.Name(box))
			}
		}
	}
	// One breach per box (10.1).
	var seen [256]bool
	for d := range b.darters {
		x := c.Dart[d]
		if x.Flags&dPlaced == 0 || x.Flags&(dDestroyed|dDeparted) != 0 {
			continue
		}
		if int(x.Breach) >= b.Boxes() {
			return rule("breach-box", "breach of %s in box %d (10.5)", b.darters[d], x.Breach)
		}
		if seen[x.Breach] {
			return rule("one-breach-per-box", "two breaches in box %s (10.1)", b.Name(int(x.Breach)))
		}
		seen[x.Breach] = true
	}
	if c.Mover != NoUnit && (int(c.Mover) >= numUnits || c.Step != StepTerranMove && c.Step != StepZnonMove || c.Units[c.Mover].Stat() != stInPlay) {
		return rule("mover", "unit %d moving in the %s (9.0)", c.Mover, c.Step)
	}
	// 9.0: a Movement Allowance is kept only for the unit moving now.
	if c.Mover == NoUnit && c.Allow != 0 {
		return rule("movement-allowance", "movement_allowance %d with no unit moving (9.0)", c.Allow)
	}
	// 17.4, 17.5: a held prisoner is freed "at any point" the rule's
	// condition holds, so no position shows one still held then.
	if !c.Hidden || c.Viewer == Znon {
		if id, why := s.prisonerDue(); id >= 0 {
			return rule("prisoner-held", "prisoner %d is still held %s", id, why)
		}
	}
	if c.Atk.On && (int(c.Atk.Target) >= numUnits || int(c.Atk.N) > len(c.Atk.By)) {
		return rule("melee-attack", "melee attack")
	}
	if c.Pend.Kind > pendCombine || c.Pend.Seat > Znon {
		return rule("pending", "pending %d", c.Pend.Kind)
	}
	if c.Mission > Punitive {
		return rule("mission", "mission %d", c.Mission)
	}
	for i := 0; i < int(c.Atk.N) && i < len(c.Atk.By); i++ {
		if int(c.Atk.By[i]) >= numUnits {
			return rule("melee-attack", "melee attacker %d", c.Atk.By[i])
		}
	}
	for _, d := range c.Due {
		if d.Marines != 0 && (int(d.Trap) < firstZnon || int(d.Trap) >= numUnits) {
			return rule("boobytrap-due", "boobytrap %d", d.Trap)
		}
	}
	if c.Notice != NoUnit && int(c.Notice) >= numUnits {
		return rule("execution-notice", "notice %d", c.Notice)
	}
	for _, p := range c.PodAim {
		if p < -1 || int(p) >= len(b.darters) {
			return rule("laser-pod-targets", "laser pod aimed at %d", p)
		}
	}
	if int(c.PodNext) > len(b.pods) {
		return rule("laser-pod-targets", "laser pod %d", c.PodNext)
	}
	return nil
}

// prisonerDue returns a prisoner held since the start (17.4) whom the rules
// free at once, and why, or -1: one beyond 3 boxes of every Queen and the
// Master-Queen in the Hive (17.5), or one with a Terran-controlled Space
// Marine and no other Znon-controlled unit in the box (17.4). Apply frees
// them in settle; Validate checks that none is left.
func (s *State) prisonerDue() (int, string) {
	c := &s.c
	n := uint8(s.b().Boxes())
	for i := firstZnon; i < numUnits; i++ {
		u := &c.Units[i]
		if !u.Kind().Hostage() || u.Stat() != stInPlay || u.Flags&uContinuous == 0 || u.Box >= n {
			continue
		}
		near := false
		for q := firstZnon; q < numUnits && !near; q++ {
			v := &c.Units[q]
			near = v.Kind().QueenLike() && v.Stat() == stInPlay && v.Box < n && s.within3(v.Box, u.Box)
		}
		if !near {
			return i, "beyond 3 boxes of every Queen and the Master-Queen (17.5)"
		}
		marine, guard := false, false
		for j := range c.Units {
			v := &c.Units[j]
			if j == i || v.Stat() != stInPlay || v.Box != u.Box {
				continue
			}
			switch {
			case v.Kind().Marine() && s.ctl(j) == Terran:
				marine = true
			case !v.Kind().Hostage() && s.ctl(j) == Znon:
				guard = true
			}
		}
		if marine && !guard {
			return i, "with a Terran-controlled Space Marine and no Znon-controlled unit (17.4)"
		}
	}
	return -1, ""
}
