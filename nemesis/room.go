package nemesis

// Rulebook, "Map Markers and Tokens" and the Rooms' Use effects.

const (
	FireMarkers  = 8
	FaultMarkers = 10
)

func (g *game) firesLeft() int {
	n := FireMarkers
	for _, r := range g.Rooms {
		if r.Fire {
			n--
		}
	}
	return n
}

func (g *game) faultsLeft() int {
	n := FaultMarkers
	for _, r := range g.Rooms {
		if r.Fault {
			n--
		}
	}
	for _, p := range g.P[:g.Players] {
		for _, h := range p.Hands {
			if h.Fault {
				n--
			}
		}
	}
	if g.RobotFault {
		n--
	}
	return n
}

// placeFire: at most 1 per Room; with none left the Facility is destroyed
// (Rulebook, "Overwhelming Fire").
func (k *kernel) placeFire(slot int) {
	g := k.g
	if g.Rooms[slot].Tile < 0 || g.Rooms[slot].Fire {
		return
	}
	if g.firesLeft() == 0 {
		k.tell(msgOverwhelming, 0, 0, 0)
		g.Destroyed = true
		return
	}
	g.Rooms[slot].Fire = true
	k.tell(msgFire, int8(slot), 0, 0)
}

// placeFaultRoom: at most 1 per Room, never where the Room forbids it; with
// none left a Fire goes there instead (Rulebook, "Malfunction Markers Limit").
func (k *kernel) placeFaultRoom(slot int) {
	g := k.g
	r := g.Rooms[slot]
	if r.Tile < 0 || r.Fault || g.T.rooms[r.Tile].NoMalfunction {
		return
	}
	if g.faultsLeft() == 0 {
		k.placeFire(slot)
		return
	}
	g.Rooms[slot].Fault = true
	k.tell(msgMalfunction, int8(slot), 0, 0)
}

// placeFaultRobot places a Malfunction marker on the Robot: a second is
// ignored; with none left, a Fire goes in its Room (Rulebook, "Malfunction
// Markers").
func (k *kernel) placeFaultRobot() {
	g := k.g
	if g.RobotFault {
		return
	}
	if g.faultsLeft() == 0 {
		k.placeFire(int(g.RobotRoom))
		return
	}
	g.RobotFault = true
	k.tell(msgRobotMalfunction, 0, 0, 0)
}

// roomKind is the kind of the Room a Character is in.
func (g *game) roomKind(s Seat) RoomKind { return g.T.rooms[g.Rooms[g.P[s].Room].Tile].Kind }

// roomOptions lists the Arg values of Use the Room for Character s (none:
// the Room cannot be Used now).
func (g *game) roomOptions(s Seat, out []int8) []int8 {
	p := &g.P[s]
	room := int(p.Room)
	r := g.Rooms[room]
	if r.Fault {
		return out
	}
	switch g.roomKind(s) {
	case LandingZone:
		if g.Lander == 1 {
			return append(out, 0)
		}
		// A token kind whose Landing Zone slot is empty is still a choice:
		// "if they are to be used and no more are available, nothing
		// happens instead" (Rulebook, Golden Rules, "Component Limits";
		// issue 20 item 3). A free slot of the Character's is needed.
		for _, t := range []Token{AmmoFull, Grenade, Oxygen, Medpack} {
			if _, _, ok := g.freeSlot(s, t); ok {
				out = append(out, int8(t))
			}
		}
	case Hibernatorium:
		if g.HibActive {
			out = append(out, 0)
		}
	case DrillingRoom:
		// No Corridor tile left: the drilling places nothing (Component
		// Limits).
		for e := range Edges {
			a, b := edgeEnds(e)
			if g.Corr[e].Tile < 0 && g.placed(a) && g.placed(b) {
				out = append(out, int8(e))
			}
		}
	case LifeSupportA, LifeSupportB, LifeSupportC:
		sec := lifeSection(g.roomKind(s))
		if g.Life[sec] || !g.PowerOff {
			out = append(out, 0)
		}
		switch sec {
		case 0:
			for i := range Slots {
				if slotSection(i) == 0 && g.Rooms[i].Fire {
					out = append(out, 1)
					break
				}
			}
		case 1:
			if !g.AAGone {
				out = append(out, 1)
			}
		case 2:
			if !g.HibActive {
				out = append(out, 1)
			}
		}
	case Surgery:
		for i, w := range p.Wounds {
			if w >= 0 {
				out = append(out, int8(i))
			}
		}
		if p.Larva {
			out = append(out, 3)
		}
	case CoolingSystem:
		if g.Autodest == 0 && !g.PowerOff {
			out = append(out, 0)
		}
	case ServerRoom:
		// No Data token left: nothing is gained (Component Limits).
		if !p.Data {
			out = append(out, 0)
		}
	case Nest:
		if g.Eggs > 0 {
			if p.Hands[0].Item == NoItem || p.Hands[1].Item == NoItem {
				out = append(out, 0)
			}
			out = append(out, 1)
		}
	case Reactor:
		if !g.PowerOff {
			out = append(out, 0)
		}
	case EscapeShuttle:
		if !g.Shuttle {
			out = append(out, 0)
		}
	case TechnicalCorridor:
		for i := range Slots {
			if i != room && g.placed(i) {
				out = append(out, int8(i))
			}
		}
	case ShelterRoom:
		out = g.healArgs(s, 2, out)
	case Armory:
		// "Characters cannot gain Ammo tokens if all are already in
		// players' possession": the Room is Used, nothing is gained
		// (Component Limits).
		if _, _, ok := g.freeSlot(s, AmmoFull); ok {
			out = append(out, 0)
		}
	case Storage:
		// An Item deck and its discard pile both empty: the Search draws
		// nothing (Component Limits).
		for c := range 3 {
			out = append(out, int8(c))
		}
	case FireControl:
		for i := range Slots {
			if slotSection(i) == slotSection(room) && g.Rooms[i].Fire {
				out = append(out, 0)
				break
			}
		}
	case Laboratory:
		for _, c := range p.Hand.C[:p.Hand.N] {
			if isContam(c) {
				out = append(out, 0)
				break
			}
		}
	}
	return out
}

// escape: the Noise roll of the Landing Zone, Hibernatorium and Escape
// Shuttle, then its outcome (Rulebook, "Escaping/Hibernating"). A
// reaction window may suspend the roll (procEscape).
func (k *kernel) escape(s Seat) {
	g := k.g
	if g.Phase == PhasePlayer && g.Pend == NoPending && k.proc == procNone {
		k.proc, k.actor = procEscape, s
	}
	k.noiseRoll(s)
	if k.proc == procEscape {
		k.proc = procNone
	}
	if g.suspended() {
		return
	}
	k.escaped(s)
}

// escaped resolves an escape after its Noise roll: with an Intruder in
// the Room the Action fails; otherwise the Character boards the Lander,
// Hibernates or flies off in the Escape Shuttle.
func (k *kernel) escaped(s Seat) {
	g := k.g
	p := &g.P[s]
	if p.Status != Active {
		return
	}
	if g.intrudersAt(int(p.Room)) {
		k.note(msgNoGetaway, s, 0, 0, 0)
		return
	}
	switch g.roomKind(s) {
	case LandingZone:
		p.Status = InLander
		k.note(msgBoarded, s, 0, 0, 0)
	case Hibernatorium:
		p.Status = Hibernated
		k.note(msgHibernates, s, 0, 0, 0)
	case EscapeShuttle:
		g.Shuttle = true
		p.Status = Escaped
		p.Fled = true
		k.note(msgEscaped, s, 0, 0, 0)
	}
}

// passage ends a Secret Passage after its Opportunity Attacks: the
// Character enters Room to and makes a Noise roll.
func (k *kernel) passage(s Seat, to int) {
	g := k.g
	if g.P[s].Status != Active {
		return
	}
	if to == HibernatoriumSlot && !g.HibFound {
		g.HibFound = true
	}
	k.enter(s, to, false)
	k.tailNoise(s)
}

func (k *kernel) useRoom(a UseRoom) {
	g := k.g
	s := a.Seat
	p := &g.P[s]
	room := int(p.Room)
	switch g.roomKind(s) {
	case LandingZone:
		if a.Arg == 0 {
			k.escape(s)
			return
		}
		t := Token(a.Arg)
		if !k.gainToken(s, t, &g.LZTok[t]) {
			k.log("no such token is left in the Landing Zone: nothing happens")
		}
	case Hibernatorium:
		k.escape(s)
	case DrillingRoom:
		if g.D.CorrDeck.N == 0 {
			k.log("no Corridor tile is left: nothing happens")
			return
		}
		k.placeCorridor(int(a.Arg))
		k.note(msgDrilled, s, a.Arg, 0, 0)
	case LifeSupportA, LifeSupportB, LifeSupportC:
		sec := lifeSection(g.roomKind(s))
		if a.Arg == 0 {
			g.Life[sec] = !g.Life[sec]
			k.tell(msgLifeSupport, int8(sec), boolArg(g.Life[sec]), 0)
			return
		}
		switch sec {
		case 0:
			for i := range Slots {
				if slotSection(i) == 0 {
					g.Rooms[i].Fire = false
				}
			}
		case 1:
			p.KnowsAA = true
			k.privately(s, msgCheckedAA, s, boolArg(g.AA[0]), 0)
			g.Pend, g.PendSeat = PendSwap, s
		case 2:
			g.HibActive = true
			k.tell(msgHibActive, 0, 0, 0)
		}
	case Surgery:
		if a.Arg == 3 {
			p.Larva = false
			k.gainContamination(s)
			k.note(msgLarvaRemoved, s, 0, 0, 0)
			return
		}
		k.note(msgWoundDiscarded, s, int8(g.T.wounds[p.Wounds[a.Arg]]), 0, 0) // audit D11
		k.discardWound(s, int(a.Arg))
	case CoolingSystem:
		g.Autodest = g.Round + 5
		k.tell(msgAutodestruction, g.Autodest, 0, 0)
	case ServerRoom:
		if g.DataLeft == 0 {
			k.log("no Data token is left: nothing happens")
			return
		}
		p.Data = true
		g.DataLeft--
		k.note(msgData, s, 0, 0, 0) // audit D11
	case Nest:
		g.Eggs--
		if a.Arg == 0 {
			for h := range p.Hands {
				if p.Hands[h].Item == NoItem {
					p.Hands[h] = Held{Item: Egg}
					break
				}
			}
			k.note(msgTookEgg, s, 0, 0, 0)
		} else {
			k.note(msgDestroyedEgg, s, 0, 0, 0)
		}
		if g.Eggs == 0 {
			g.NestGone = true
			k.tell(msgNestDestroyed, 0, 0, 0)
		}
		k.tailNoise(s)
	case Reactor:
		g.PowerOff = true
		g.Life = [3]bool{}
		g.Autodest = 0
		g.AA = [2]bool{}
		k.tell(msgReactor, 0, 0, 0)
	case EscapeShuttle:
		k.escape(s)
	case TechnicalCorridor:
		// A Secret Passage: the Movement Sequence without choosing a
		// direction; a reaction window may suspend its Opportunity
		// Attacks (procPassage).
		if g.Phase == PhasePlayer && g.Pend == NoPending && k.proc == procNone {
			k.proc, k.actor, k.corr = procPassage, s, a.Arg
		}
		k.opportunityAttacks(s, room, -1, 0, 0)
		if k.proc == procPassage {
			k.unwind()
		}
		if g.suspended() {
			return
		}
		k.passage(s, int(a.Arg))
	case ShelterRoom:
		k.heal(s, healAmount(2, a.Arg))
	case Armory:
		if !k.gainToken(s, AmmoFull, &g.Supply[AmmoFull]) {
			k.log("no Ammo token is left: nothing happens")
		}
	case Storage:
		var icons [3]int8
		icons[a.Arg] = 2
		k.search(s, icons)
	case FireControl:
		for i := range Slots {
			if slotSection(i) == slotSection(room) {
				g.Rooms[i].Fire = false
			}
		}
	case Laboratory:
		for _, c := range p.Hand.C[:p.Hand.N] {
			if isContam(c) {
				k.scan(s, c)
				break
			}
		}
	}
}

// scan scans one Contamination card in hand: Not Infected, it leaves the
// game (to the Contamination discard); Infected, the Character gains a
// Larva and the card goes to the discard pile.
func (k *kernel) scan(s Seat, c int8) {
	g := k.g
	p := &g.P[s]
	p.removeFromHand(c)
	if g.T.infected[c-contamBase] {
		p.Larva = true
		p.Disc.push(c)
		k.privately(s, msgScanInfected, s, 0, 0)
		return
	}
	k.d().ContamOut.push(c - contamBase)
	k.privately(s, msgScanClean, s, 0, 0)
}

// infection is the Infection Procedure for one Contamination card in hand
// (rulebook, "Infection Procedure", as Rest performs it): scanned, and then
// on top of the discard pile whether Infected or not — unlike the
// Laboratory's scan, it never takes a card out of the deck (audit N6).
func (k *kernel) infection(s Seat, c int8) {
	if k.g.T.infected[c-contamBase] {
		k.scan(s, c)
		return
	}
	p := &k.g.P[s]
	p.removeFromHand(c)
	p.Disc.push(c)
	k.privately(s, msgScanClean, s, 0, 0)
}

// search draws Items per colour; the player keeps one (or none), the rest
// go secretly to the bottom of their decks.
func (k *kernel) search(s Seat, icons [3]int8) {
	g := k.g
	n := 0
	for c, m := range icons {
		for range m {
			if g.D.Items[c].N == 0 {
				k.d().Items[c], k.d().ItemsOut[c] = k.d().ItemsOut[c], pile{}
				k.d().Items[c].shuffle(k.r)
			}
			if it := k.d().Items[c].pop(); it >= 0 && n < len(g.PendItems) {
				g.PendItems[n] = it
				n++
			}
		}
	}
	if n == 0 {
		return
	}
	g.Pend, g.PendSeat, g.PendN = PendKeep, s, int8(n)
	k.privately(s, msgSearchedN, s, int8(n), 0)
}

func (k *kernel) keep(a Keep) {
	g := k.g
	switch a.Drop {
	case 0, 1:
		k.loseHeld(a.Seat, int(a.Drop))
	case DropArmor:
		k.discardItem(g.P[a.Seat].Armor)
		g.P[a.Seat].Armor = NoItem
	}
	for _, it := range g.PendItems[:g.PendN] {
		if it == a.Item {
			k.gainItem(a.Seat, it)
		} else {
			k.d().Items[g.T.colourOf(it)].bottom(it)
		}
	}
	g.Pend, g.PendN, g.PendItems = NoPending, 0, [6]int8{}
	if a.Item == NoCard {
		k.note(msgKeptNothing, a.Seat, 0, 0, 0)
	} else {
		k.privately(a.Seat, msgKept, a.Seat, int8(g.T.kindOf(a.Item)), 0)
	}
	k.afterAction()
}

func lifeSection(k RoomKind) int {
	switch k {
	case LifeSupportB:
		return 1
	case LifeSupportC:
		return 2
	}
	return 0
}

func activeWord(b bool) string {
	if b {
		return "Active"
	}
	return "Inactive"
}
