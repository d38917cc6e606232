package bots

import (
	"strings"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/nemesis"
)

func init() { Add(nemesis.Game, NemesisBot) }

// NemesisBot is a heuristic policy for any seat of Nemesis that pursues
// its Objectives (in the Solo/Coop mode: the Mission Tasks, the
// cooperative setting) and survives. It reads only the seat's view. Each
// decision scores the legal actions and takes the best (ties at random):
//
//   - a goal Room: the way out when it is time (the Lander once landed,
//     the Escape Shuttle, the Hibernatorium once Active; an Objective that
//     needs to escape the Facility rules the Hibernatorium out), else the
//     Room an unmet Objective needs (Server Room, Nest, Reactor), else
//     Life Support Control C to make the Hibernatorium Active, else Life
//     Support Control B to check the Anti-Aircraft system before the Lander
//     comes; Oxygen running out makes the goal a Section with Life Support.
//     Moves go toward the goal along the known Corridors (into unexplored
//     slots of the goal's Section while its Room is not found), away from
//     Rooms with Intruders or Fire;
//   - fight or flee: Shoot, Burst or Melee what shares the Room while the
//     Weapons have Ammo and the Character is not badly hurt, otherwise get
//     out;
//   - keep alive: Oxygen tokens and canisters when Oxygen is low, Medpacks
//     and the Shelter Room when hurt, the Surgery for a Larva or Serious
//     Wounds, the Laboratory and discards on Passing for Contamination
//     cards, Life Support turned on (never off);
//   - Move Cautiously when it has the cards (the Secure token stops the
//     Intruder a Hazard brings from Attacking), Sneak (no Noise roll),
//     keep away from Corridors with Intruders (Opportunity Attacks); pay
//     costs with cards other than reactions;
//   - choose an Objective once it is met for good, or at once when one is
//     cheap to meet (the cards it draws); swap the Anti-Aircraft tokens
//     when the top one is Active, Launch the Lander, keep what a Search
//     finds, React, refuse Trades, never throw anything away.
//
// In the Solo/Coop mode (the cooperative setting) its goals are the
// Mission Tasks no Character has met yet, shared out among the seats in
// turn; a task met by any Character still in the game counts for all.
//
// Measured with TestNemesisBotTable (NEMESIS_GAMES=100, seeds 1–100): seat
// P1 wins (Escaped or Hibernated with its Objective met) in 25–34 of 100
// 2- to 5-player games among random seats (26 of 100 in Deadly mode), 8 of
// 100 Solo games (surviving 26); random play in P1's seat wins none. Every
// seat playing the bot, 25–33% of the seats win; the cooperative game (all
// Mission Tasks met) is won 5 times in 100.
func NemesisBot(seat nemesis.Seat) incursion.Policy[nemesis.State, nemesis.Action] {
	return func(s nemesis.State, legal []nemesis.Action, r dice.Roller) nemesis.Action {
		b := newNemesisMind(s, seat)
		best, bestScore, ties := legal[0], -1<<30, 0
		for _, a := range legal {
			sc := b.score(a)
			switch {
			case sc > bestScore:
				best, bestScore, ties = a, sc, 1
			case sc == bestScore:
				// Reservoir sampling among the best.
				ties++
				if r.IntN(ties) == 0 {
					best = a
				}
			}
		}
		return best
	}
}

// Tuning: the score of a Secure action, the cost under which the bot
// chooses its cheaper Objective at once, the Round from which it gets
// away whatever its Objective, what a Move Cautiously adds to a Move's
// score (its Secure token stops the Intruder a Hazard brings from
// Attacking; 25 against -30 took 3-player survival from 34% to 38%)
// (measured with TestNemesisBotTable).
const (
	nemesisSecure   = -30
	nemesisCommit   = 2
	nemesisLate     = 9
	nemesisCautious = 25
)

// nemesisMind is what the bot reads from its view for one decision.
type nemesisMind struct {
	s    nemesis.State
	me   nemesis.Seat
	p    nemesis.Player
	room int
	// goal: distance to the goal from each Room slot (-1: unreachable).
	goal      [nemesis.Slots]int
	goalKnown bool
	// wants: the needs of the unmet Objectives (or Mission Tasks).
	wants       nemesisNeeds
	out         bool // time to get away
	mustFlee    bool // an Objective needs to escape the Facility
	lowOxygen   bool
	hurt        bool
	armed       bool // a Weapon with Ammo
	intruders   bool // in the Character's Room
	contam      int  // Contamination cards in hand
	objectiveOK int  // which Objective (0, 1) is met for good; -1 none
	commit      int  // which Objective to choose now; -1 none
}

// nemesisNeeds are the things Objectives and Mission Tasks ask for.
type nemesisNeeds struct {
	data, egg, reactor, nest, queen, flee bool
}

func newNemesisMind(s nemesis.State, me nemesis.Seat) *nemesisMind {
	b := &nemesisMind{s: s, me: me, p: s.Player(me), objectiveOK: -1, commit: -1}
	p := &b.p
	b.room = int(p.Room)
	if b.room < 0 || s.Phase() < nemesis.PhasePlayer {
		return b
	}
	b.intruders = s.IntrudersAt(b.room) > 0
	sec := nemesisSection(b.room)
	life := s.LifeSupport()
	hasOxygenToken := false
	for _, t := range p.Belt {
		hasOxygenToken = hasOxygenToken || t == nemesis.Oxygen
	}
	b.lowOxygen = !life[sec] && (p.Oxygen <= 2 || p.Oxygen <= 4 && !hasOxygenToken)
	b.hurt = p.Health >= 4 || p.Wounds[1] >= 0
	for _, h := range p.Hands {
		for _, t := range h.Tok {
			if t == nemesis.AmmoFull || t == nemesis.AmmoHalf {
				b.armed = true
			}
		}
	}
	for _, c := range p.Hand.C[:p.Hand.N] {
		// A Contamination card: ContamCard in a view, its own id in a
		// full state (a playout from a determinization).
		if _, action := s.CardKindOf(me, c); !action {
			b.contam++
		}
	}
	b.objectives()
	round := s.Round()
	met := b.objectiveOK >= 0 || b.wants == (nemesisNeeds{}) || b.wants == (nemesisNeeds{flee: true})
	b.out = met || round >= nemesisLate || b.hurt && round >= 6
	b.setGoal()
	return b
}

// nemesisSection is the Section (0 A, 1 B, 2 C) of a Room slot.
func nemesisSection(slot int) int { return slot % nemesis.W / 2 }

// nemesisEnds returns the two Room slots a Corridor slot joins (the
// package's numbering: horizontal Corridors first, row by row).
func nemesisEnds(e int) (int, int) {
	const w, h = nemesis.W, nemesis.H
	if e < (w-1)*h {
		y, x := e/(w-1), e%(w-1)
		return y*w + x, y*w + x + 1
	}
	e -= (w - 1) * h
	y, x := e/w, e%w
	return y*w + x, (y+1)*w + x
}

// objectives reads the seat's Objectives (the Mission Tasks in the
// Solo/Coop mode) into the needs of the unmet ones.
func (b *nemesisMind) objectives() {
	s, p := b.s, &b.p
	carriesEgg := p.Hands[0].Item == nemesis.Egg || p.Hands[1].Item == nemesis.Egg
	need := func(name string) (nemesisNeeds, bool) {
		var n nemesisNeeds
		switch name {
		case "Hard Drive", "Data":
			n.data = !p.Data
		case "Souvenir", "Samples":
			n.egg = !carriesEgg
		case "Blackout":
			n.reactor = !s.ReactorShutDown()
		case "Veni, Vidi, Vici", "Burn the Nest", "Nest Purge":
			n.nest = s.Eggs() > 0
		case "Regicide", "Kill the Queen", "Extermination":
			n.queen = !s.QueenDead()
		case "Deserter":
			n.flee = true
		case "Data Recovery":
			n.data, n.flee = !p.Data, true
		case "Primary Samples":
			n.egg, n.flee = !carriesEgg, true
		case "Total Loss":
			return n, false // the Facility destroyed: not pursued
		}
		return n, true
	}
	if tasks := s.MissionTasks(); len(tasks) > 0 && p.Objectives[0] < 0 && p.Objectives[1] < 0 {
		// The Solo/Coop mode: the Mission Tasks no one has met yet, the
		// seats sharing them out in turn.
		var open []nemesisNeeds
		for _, t := range tasks {
			n, ok := need(t)
			if !ok {
				continue
			}
			if n.data || n.egg {
				// Met by anyone still in the game.
				for i := range s.Players() {
					q := s.Player(nemesis.Seat(i))
					if q.Status == nemesis.Dead || q.Status == nemesis.KnockedOut {
						continue
					}
					if q.Data {
						n.data = false
					}
					if q.Hands[0].Item == nemesis.Egg || q.Hands[1].Item == nemesis.Egg {
						n.egg = false
					}
				}
			}
			if n != (nemesisNeeds{}) {
				open = append(open, n)
			}
		}
		if len(open) > 0 {
			b.wants = open[int(b.me)%len(open)]
		}
		b.mustFlee = b.wants.flee
		return
	}
	task := ""
	if tasks := s.MissionTasks(); len(tasks) > 0 {
		task = tasks[0]
	}
	// Pursue the cheaper of the two Objectives still held.
	best, bestCost, bestAt, held := nemesisNeeds{}, 1<<30, -1, 0
	for i, o := range p.Objectives {
		if o < 0 {
			continue
		}
		name := s.ObjectiveName(o)
		n, ok := need(name)
		switch name {
		case "Official Order":
			n, ok = need(task)
		case "Whistleblower":
			n, ok = need(task)
			n.data = n.data || !p.Data
		case "Sabotage", "Clean Blood", "Lone Survivor", "Witness":
			n, ok = nemesisNeeds{}, true // nothing to go and do
		}
		if !ok {
			continue
		}
		held++
		cost := n.cost()
		switch name {
		case "Lone Survivor", "Witness":
			cost += 3 // up to the others' fate
		case "Sabotage", "Clean Blood":
			cost++
		}
		if n == (nemesisNeeds{}) || n == (nemesisNeeds{flee: true}) {
			switch name {
			case "Hard Drive", "Souvenir", "Blackout", "Veni, Vidi, Vici", "Regicide":
				b.objectiveOK = i // met for good
			}
		}
		if cost < bestCost {
			best, bestCost, bestAt = n, cost, i
		}
	}
	if b.objectiveOK < 0 && held == 2 && bestCost <= nemesisCommit {
		// Commit early to a cheap Objective: the cards it draws.
		b.commit = bestAt
	}
	b.wants = best
	b.mustFlee = best.flee
}

// cost ranks how hard the needs are to meet.
func (n nemesisNeeds) cost() int {
	c := 0
	for _, x := range []struct {
		on bool
		c  int
	}{{n.data, 2}, {n.egg, 4}, {n.reactor, 3}, {n.nest, 12}, {n.queen, 20}, {n.flee, 1}} {
		if x.on {
			c += x.c
		}
	}
	return c
}

// setGoal chooses the goal Rooms and measures the distance to them.
func (b *nemesisMind) setGoal() {
	s := b.s
	var targets []int
	section := -1 // explore this Section while no target is known
	kinds := func(ks ...nemesis.RoomKind) {
		for slot := range nemesis.Slots {
			if k, ok := s.RoomKindAt(slot); ok {
				for _, want := range ks {
					if k == want {
						targets = append(targets, slot)
					}
				}
			}
		}
	}
	life := s.LifeSupport()
	sec := nemesisSection(b.room)
	lsKinds := []nemesis.RoomKind{nemesis.LifeSupportA, nemesis.LifeSupportB, nemesis.LifeSupportC}
	lsHere := false // this Section's Life Support Control is on the map
	for slot := range nemesis.Slots {
		if k, ok := s.RoomKindAt(slot); ok && k == lsKinds[sec] && !s.RoomAt(slot).Fault {
			lsHere = true
		}
	}
	exit := s.Lander() == 1 || !b.mustFlee && s.HibernatoriumActive()
	for slot := range nemesis.Slots {
		if k, ok := s.RoomKindAt(slot); ok && k == nemesis.EscapeShuttle && !s.ShuttleUsed() {
			exit = true
		}
	}
	switch {
	case b.lowOxygen && !(b.out && exit):
		for slot := range nemesis.Slots {
			if s.RoomAt(slot).Tile >= 0 && life[nemesisSection(slot)] {
				targets = append(targets, slot)
			}
		}
		kinds(lsKinds[sec])
		section = sec
	case b.out:
		if s.Lander() == 1 {
			targets = append(targets, nemesis.LandingSlot)
		}
		if !s.ShuttleUsed() {
			kinds(nemesis.EscapeShuttle)
		}
		if !b.mustFlee && s.HibernatoriumActive() {
			targets = append(targets, nemesis.HibernatoriumSlot)
		}
		if len(targets) == 0 && !s.HibernatoriumActive() {
			kinds(nemesis.LifeSupportC)
			section = 2
		}
	case !life[sec] && lsHere && b.p.Oxygen <= 5 && !s.ReactorShutDown():
		kinds(lsKinds[sec])
	case b.wants.data:
		kinds(nemesis.ServerRoom)
		section = 1
	case b.wants.egg, b.wants.nest:
		kinds(nemesis.Nest)
		section = 2
	case !s.HibernatoriumActive():
		kinds(nemesis.LifeSupportC)
		section = 2
	case b.wants.reactor:
		// After the Hibernatorium: the Reactor shuts Life Support down
		// for good.
		kinds(nemesis.Reactor)
		section = 2
	case s.Lander() == 0 && s.Round() < 10 && !b.p.KnowsAA && !s.ReactorShutDown():
		kinds(nemesis.LifeSupportB)
		section = 1
	default:
		targets = append(targets, nemesis.HibernatoriumSlot)
	}
	b.goalKnown = len(targets) > 0
	if !b.goalKnown && section >= 0 {
		// The unexplored slots of the Section.
		for slot := range nemesis.Slots {
			if s.RoomAt(slot).Tile < 0 && nemesisSection(slot) == section {
				targets = append(targets, slot)
			}
		}
	}
	b.distances(targets)
}

// distances sets goal to the number of Moves from each Room slot to the
// nearest target through Corridors with a tile; a Room with Intruders
// costs 3 more, unexplored slots are ends only.
func (b *nemesisMind) distances(targets []int) {
	s := b.s
	const inf = 1 << 20
	var d [nemesis.Slots]int
	for i := range d {
		d[i] = inf
	}
	for _, t := range targets {
		d[t] = 0
	}
	cost := func(slot int) int {
		c := 1
		if s.IntrudersAt(slot) > 0 {
			c += 3
		}
		if s.RoomAt(slot).Fire {
			c++
		}
		return c
	}
	for changed := true; changed; {
		changed = false
		for e := range nemesis.Edges {
			if s.CorridorAt(e).Tile < 0 {
				continue
			}
			x, y := nemesisEnds(e)
			extra := 0
			if s.IntrudersAt(nemesis.Slots+e) > 0 {
				extra = 2
			}
			for _, pair := range [2][2]int{{x, y}, {y, x}} {
				from, to := pair[0], pair[1]
				if s.RoomAt(from).Tile < 0 || d[to] == inf {
					continue
				}
				if nd := d[to] + cost(to) + extra; nd < d[from] {
					d[from] = nd
					changed = true
				}
			}
		}
	}
	for i := range d {
		if d[i] == inf {
			b.goal[i] = -1
		} else {
			b.goal[i] = d[i]
		}
	}
}

// toward scores a step to slot: the distance it saves toward the goal.
func (b *nemesisMind) toward(slot int) int {
	here, there := b.goal[b.room], -1
	if slot >= 0 && slot < nemesis.Slots {
		there = b.goal[slot]
	}
	switch {
	case there < 0 && here < 0:
		if b.s.RoomAt(slot).Tile < 0 {
			return 30 // exploring while no way to the goal is known
		}
		return 0
	case there < 0:
		return -60
	case here < 0:
		return 60
	}
	return 60 * (here - there)
}

func (b *nemesisMind) score(a nemesis.Action) int {
	s, p := b.s, &b.p
	switch a := a.(type) {
	case nemesis.DraftCharacter, nemesis.TakeSupport:
		return 0
	case nemesis.TakeGear:
		// Three Oxygen and an Ammo.
		have := 0
		for _, t := range p.Belt {
			if t == a.Token {
				have++
			}
		}
		want := map[nemesis.Token]int{nemesis.Oxygen: 3, nemesis.AmmoFull: 1}[a.Token]
		return 10 * (want - have)
	case nemesis.Move:
		if a.Drag != nemesis.NoDrag {
			return b.moveScore(a) - 30
		}
		if a.Cautious {
			return b.moveScore(a) + nemesisCautious
		}
		return b.moveScore(a)
	case nemesis.Shoot:
		if b.hurt && p.Health >= 6 {
			return 150
		}
		return 600
	case nemesis.Burst:
		return 450
	case nemesis.Melee:
		if b.armed || b.hurt {
			return 60
		}
		return 200
	case nemesis.UseRoom:
		return b.roomScore(a)
	case nemesis.UseGear:
		if int(a.Slot) < len(p.Belt) {
			switch p.Belt[a.Slot] {
			case nemesis.Oxygen:
				if b.lowOxygen || p.Oxygen <= 3 && !s.LifeSupport()[nemesisSection(b.room)] {
					return 700
				}
				return -10
			case nemesis.Medpack:
				if b.hurt {
					return 400
				}
				return -10
			case nemesis.AmmoFull, nemesis.AmmoHalf:
				if !b.armed {
					return 250
				}
			case nemesis.Grenade:
				if b.intruders {
					return 300
				}
			}
		}
		return -10
	case nemesis.UseItem:
		name := b.s.ItemName(a.Item)
		switch {
		case name == "Oxygen Canister" && b.lowOxygen:
			return 650
		case (name == "Medkit" || name == "Bandage") && b.hurt:
			return 380
		case name == "Antidote" && b.contam > 0:
			return 200
		case name == "Ammo Box" && !b.armed:
			return 240
		}
		return -5
	case nemesis.PlayCard:
		k, _ := s.CardKindOf(b.me, a.Card)
		switch k {
		case nemesis.Sneak:
			// A Move with no Noise roll.
			return b.moveScore(nemesis.Move{Seat: b.me, Corridor: a.Arg, Drag: nemesis.NoDrag}) + 40
		case nemesis.Sprint:
			return b.moveScore(nemesis.Move{Seat: b.me, Corridor: a.Arg, Drag: nemesis.NoDrag}) - 40
		case nemesis.Search:
			if !b.armed {
				return 45
			}
			return 20
		case nemesis.Repair:
			if a.Arg > 0 {
				return 120 // a Weapon's Malfunction
			}
			return 10
		case nemesis.Extinguish:
			if s.RoomAt(b.room).Fire {
				return 110
			}
		case nemesis.DuckAndCover, nemesis.Command:
			return -10
		}
		return 5
	case nemesis.Pass:
		if b.intruders {
			return -100
		}
		return 1 // nothing better: fewer Turns, less Oxygen lost
	case nemesis.ChooseObjective:
		if b.objectiveOK >= 0 && int(a.Keep) == b.objectiveOK || b.commit >= 0 && int(a.Keep) == b.commit {
			return 900
		}
		return -1000
	case nemesis.EndTurn:
		// After the second Action: end the Turn unless the choice is
		// worth making now (above: the Objective met or committed to).
		return 0
	case nemesis.Pay:
		// Pay with the cards least worth keeping: not a reaction.
		switch k, _ := s.CardKindOf(b.me, a.Card); k {
		case nemesis.DuckAndCover, nemesis.Sprint:
			return -20
		case nemesis.Rest:
			if b.contam > 0 {
				return -10
			}
		}
		return 0
	case nemesis.Keep:
		switch {
		case a.Item < 0:
			return 0
		case a.Drop != nemesis.NoDrop:
			return -5
		}
		name := b.s.ItemName(a.Item)
		if strings.Contains("Pistol Assault Rifle Shotgun", name) && !b.armed {
			return 30
		}
		return 10
	case nemesis.Hit:
		if a.Target >= 0 {
			return 10
		}
		return 0
	case nemesis.Retaliation:
		if a.Hand >= 0 {
			return 10
		}
		return 0
	case nemesis.Discard:
		if a.Card == nemesis.ContamCard {
			return 10
		}
		if a.Card < 0 {
			return 5
		}
		return 0
	case nemesis.SwapAA:
		aa, _, _ := s.AntiAircraft()
		top := aa[0]
		if a.Swap == top {
			return 10 // make the top token Inactive
		}
		return 0
	case nemesis.Launch:
		if a.Launch {
			return 10
		}
		return 0
	case nemesis.React:
		if a.Card >= 0 {
			return 10
		}
		return 0
	case nemesis.Consent:
		if a.Yes {
			return 0
		}
		return 5
	case nemesis.Accept:
		return -5 // a held Item or the Armor discarded to take the other's
	case nemesis.Secure:
		// A Secure token stops the next Intruder that enters the Room
		// from Attacking.
		if sec := s.RoomAt(b.room).Secure; sec == 0 {
			return nemesisSecure
		}
		return -30
	case nemesis.Trade, nemesis.ActivateRobot, nemesis.MoveGear, nemesis.UseOn:
		return -30
	case nemesis.Drop:
		return -5000 // never throw things away
	}
	return 0
}

// moveScore: a step toward the goal, away from Intruders and Fire; out of
// a fight the Character cannot win.
func (b *nemesisMind) moveScore(a nemesis.Move) int {
	s := b.s
	x, y := nemesisEnds(int(a.Corridor))
	to := x
	if to == b.room {
		to = y
	}
	sc := 20 + b.toward(to)
	if s.IntrudersAt(nemesis.Slots+int(a.Corridor)) > 0 {
		sc -= 150 // Opportunity Attacks from the Corridor
	}
	if to >= 0 && to < nemesis.Slots {
		if s.IntrudersAt(to) > 0 {
			sc -= 250
		}
		if s.RoomAt(to).Fire {
			sc -= 80
		}
	}
	if b.intruders {
		if b.armed && !b.hurt {
			sc -= 200 // fight rather than take Opportunity Attacks
		} else {
			sc += 200
		}
	}
	return sc
}

// roomScore: Use the Room for what the goal or the Character's state
// needs.
func (b *nemesisMind) roomScore(a nemesis.UseRoom) int {
	s, p := b.s, &b.p
	k, _ := s.RoomKindAt(b.room)
	if b.room == nemesis.HibernatoriumSlot {
		k = nemesis.Hibernatorium
	}
	life := s.LifeSupport()
	switch k {
	case nemesis.LandingZone:
		if s.Lander() == 1 && a.Arg == 0 {
			if b.out {
				return 2000
			}
			return -100
		}
		switch nemesis.Token(a.Arg) {
		case nemesis.Oxygen:
			if p.Oxygen <= 4 {
				return 200
			}
		case nemesis.AmmoFull:
			if !b.armed {
				return 180
			}
		case nemesis.Medpack:
			if b.hurt {
				return 150
			}
		}
		return 20
	case nemesis.Hibernatorium:
		if b.out && !b.mustFlee {
			return 2000
		}
		return -100
	case nemesis.EscapeShuttle:
		if b.out {
			return 2100
		}
		return -100
	case nemesis.LifeSupportA, nemesis.LifeSupportB, nemesis.LifeSupportC:
		sec := nemesisSection(b.room)
		if a.Arg == 0 {
			if life[sec] {
				return -1000 // never turn it off
			}
			return 350
		}
		switch k {
		case nemesis.LifeSupportB:
			if s.Lander() == 0 && !p.KnowsAA {
				return 400
			}
			return -20
		case nemesis.LifeSupportC:
			return 500
		}
		return 20
	case nemesis.Surgery:
		if a.Arg == 3 {
			return 700
		}
		return 220
	case nemesis.CoolingSystem:
		return -1000
	case nemesis.ServerRoom:
		if b.wants.data {
			return 800
		}
		return 40
	case nemesis.Nest:
		if a.Arg == 0 && b.wants.egg {
			return 800
		}
		if a.Arg == 1 && b.wants.nest {
			return 500
		}
		return -500
	case nemesis.Reactor:
		if b.wants.reactor {
			return 800
		}
		return -1000
	case nemesis.ShelterRoom:
		if b.hurt || p.Health >= 2 {
			return 260
		}
		return -20
	case nemesis.Armory:
		if !b.armed {
			return 200
		}
		return 30
	case nemesis.Storage:
		return 60
	case nemesis.Laboratory:
		if b.contam > 0 {
			return 250
		}
		return 0
	case nemesis.TechnicalCorridor:
		return b.toward(int(a.Arg)) - 20
	}
	return 10
}
