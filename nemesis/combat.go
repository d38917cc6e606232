package nemesis

// Rulebook, "Intruder Health and Combat": Shooting, Bursting, Melee Attack.

// loaded: a Ranged Weapon in Hand h, without a Malfunction marker, with at
// least 1 Ammo token.
func (g *game) loaded(s Seat, h int) bool {
	it := g.P[s].Hands[h]
	if it.Item == NoItem || it.Item == Egg || it.Fault || !g.T.item(it.Item).Ranged {
		return false
	}
	return it.Tok[0] == AmmoFull || it.Tok[0] == AmmoHalf || it.Tok[1] == AmmoFull || it.Tok[1] == AmmoHalf
}

// spendAmmo spends 1 Ammo of the Weapon in Hand h: a half-full token is
// discarded first, else a full one flips.
func (k *kernel) spendAmmo(s Seat, h int) {
	it := &k.g.P[s].Hands[h]
	for i, t := range it.Tok {
		if t == AmmoHalf {
			it.Tok[i] = NoToken
			k.g.Supply[AmmoFull]++
			return
		}
	}
	for i, t := range it.Tok {
		if t == AmmoFull {
			it.Tok[i] = AmmoHalf
			return
		}
	}
}

// shootRoll rolls the Shoot die; the Eyes wound adds 1 to number results.
func (k *kernel) shootRoll(s Seat) int8 {
	f := k.g.T.shoot[k.r.IntN(len(k.g.T.shoot))]
	k.ev = append(k.ev, rolled(s, "shoot", f))
	if f != Critical && f != Blanked && k.g.hasWound(s, woundEyes) {
		f++
	}
	return f
}

// hitInRoom deals 1 Hit to Intruder m in a Room and rolls: it returns
// whether the Intruder died and the face.
func (k *kernel) hitInRoom(s Seat, m int, bonus int8) (bool, int8) {
	g := k.g
	kind := modelKind(m)
	if kind == Queen {
		k.hitQueen(false)
	} else {
		g.Intr[m].Hits++
	}
	f := k.shootRoll(s)
	switch {
	case kind == Queen:
		return g.QueenDead, f
	case kind == Larva:
		k.killIntruder(m)
		return true, f
	case f == Critical || f != Blanked && f <= g.Intr[m].Hits+bonus:
		k.killIntruder(m)
		return true, f
	}
	return false, f
}

func (k *kernel) shoot(a Shoot) {
	k.repelFrom(a.Seat, int(k.g.P[a.Seat].Room))
	_, f := k.hitInRoom(a.Seat, int(a.Target), 0)
	k.repelBy = 0
	if f == Blanked {
		k.spendAmmo(a.Seat, int(a.Hand))
	}
}

// burst spends 1 Ammo and rolls the Burst die; the Hits are then allocated
// by the player one at a time.
func (k *kernel) burst(a Burst) {
	g := k.g
	k.spendAmmo(a.Seat, int(a.Hand))
	f := g.T.burst[k.r.IntN(len(g.T.burst))]
	k.ev = append(k.ev, rolled(a.Seat, "burst", f))
	hits := f
	if f == BurstStar && g.T.kindOf(g.P[a.Seat].Hands[a.Hand].Item) == Shotgun {
		hits++ // the Shotgun's Additional Effect
	}
	if g.hasWound(a.Seat, woundHand) && hits > 0 {
		hits--
	}
	k.startHits(a.Seat, int(a.Corridor), hits)
}

// grenade: a Burst roll + 2 Hits in an adjacent Corridor; a miss does
// nothing (Rulebook, "Grenade tokens").
func (k *kernel) grenade(s Seat, e int) {
	f := k.g.T.burst[k.r.IntN(len(k.g.T.burst))]
	k.ev = append(k.ev, rolled(s, "burst", f))
	if f == 0 {
		return
	}
	k.g.PendItems[1] = hitsOfGear
	k.startHits(s, e, f+2)
}

func (k *kernel) startHits(s Seat, e int, hits int8) {
	g := k.g
	g.Pend, g.PendSeat, g.PendN, g.PendArg = PendHits, s, hits, int8(e)
	g.PendItems[0] = 0 // the Queen may take Hits
	k.checkHits()
}

// hitTargets lists the Intruders that may take a Hit now: 1 per Adult or
// Larva, exactly 2 per Drone, any number to the Queen.
func (g *game) hitTargets() (out [Models]int8, n int) {
	node := int(corridorNode(int(g.PendArg)))
	for i, in := range g.Intr {
		if int(in.At) != node {
			continue
		}
		switch modelKind(i) {
		case Queen:
			if g.PendItems[0] != 0 {
				continue
			}
		case Drone:
			if g.PendN < 2 {
				continue
			}
		}
		out[n] = int8(i)
		n++
	}
	return
}

func (k *kernel) checkHits() {
	g := k.g
	if _, n := g.hitTargets(); n == 0 || g.PendN <= 0 {
		gear := g.PendItems[1] == hitsOfGear
		g.Pend, g.PendN, g.PendArg = NoPending, 0, 0
		g.PendItems[0], g.PendItems[1] = 0, 0
		if gear {
			// A Grenade of Use Any Tactical Gear: the Action goes on with
			// the player's other tokens (Rulebook, "Use Any Tactical Gear
			// Action": "choose any number of your Tactical Gear tokens and
			// use them"; issue 20 item 4).
			k.moreGear(g.PendSeat)
			if g.Pend != NoPending {
				return
			}
		}
		k.afterAction()
	}
}

// hitsOfGear marks (in PendItems[1], "pending_items" of a position) the
// Hits of a Grenade used in a Use Any Tactical Gear Action, which goes on
// after them; PendItems[0] is 1 once further Hits to the Queen are ignored.
const hitsOfGear = 1

func (k *kernel) hit(a Hit) {
	g := k.g
	if a.Target == NoCard {
		g.PendN = 0
		k.checkHits()
		return
	}
	m := int(a.Target)
	switch modelKind(m) {
	case Queen:
		g.PendN--
		// A Queen Health card may Repel her out of the Corridor into a
		// Room with a Character, who may react to her Attack: the
		// allocation is suspended (procHits) and goes on after it.
		g.Pend = NoPending
		k.proc, k.actor = procHits, a.Seat
		k.repelFrom(a.Seat, int(g.P[a.Seat].Room))
		ok := k.hitQueen(false)
		k.repelBy = 0
		k.unwind()
		if !ok {
			g.PendItems[0] = 1 // ignore further Hits to the Queen
		}
		if g.suspended() {
			return
		}
		g.Pend = PendHits
	case Drone:
		g.PendN -= 2
		k.killIntruder(m)
	default:
		g.PendN--
		k.killIntruder(m)
	}
	k.checkHits()
}

// melee resolves a Melee Attack; an Intruder that survives retaliates
// unless the player Prevents it with a Malfunction on a Weapon.
func (k *kernel) melee(a Melee) {
	g := k.g
	k.gainContamination(a.Seat)
	var bonus int8
	for _, h := range g.P[a.Seat].Hands {
		if h.Item >= 0 && h.Item != Egg && !h.Fault && g.T.item(h.Item).Melee {
			bonus = 1 // a Melee Weapon: kills on 1 more
		}
	}
	// A Queen Health card that Repels her from the Room: the attacker
	// chooses the Corridor (Rulebook, "Repelling"), and she is gone before
	// she could retaliate.
	k.repelFrom(a.Seat, int(g.P[a.Seat].Room))
	dead, _ := k.hitInRoom(a.Seat, int(a.Target), bonus)
	k.repelBy = 0
	if g.Pend == PendRepel {
		return
	}
	if dead || g.Intr[a.Target].At != g.P[a.Seat].Room {
		k.afterAction()
		return
	}
	if g.weapons(a.Seat) == 0 {
		k.proc = procAction
		k.attack(int(a.Target), a.Seat)
		k.proc = procNone
		k.afterAction()
		return
	}
	g.Pend, g.PendSeat, g.PendArg = PendMelee, a.Seat, a.Target
}

// weapons is a bit set of the Hands holding a Weapon.
func (g *game) weapons(s Seat) int {
	w := 0
	for h, it := range g.P[s].Hands {
		if it.Item >= 0 && it.Item != Egg {
			kd := g.T.item(it.Item)
			if kd.Ranged || kd.Melee {
				w |= 1 << h
			}
		}
	}
	return w
}

func (k *kernel) retaliate(a Retaliation) {
	g := k.g
	m := int(g.PendArg)
	g.Pend, g.PendArg = NoPending, 0
	if a.Hand == NoCard {
		k.proc = procAction
		k.attack(m, a.Seat)
		k.proc = procNone
		if g.suspended() {
			return
		}
	} else {
		k.faultItem(a.Seat, int(a.Hand))
		k.note(msgRetaliationPrevented, a.Seat, 0, 0, 0)
	}
	k.afterAction()
}

// faultItem places a Malfunction marker on the Item in Hand h; a second
// destroys it. With no marker left, a Fire goes in the Room instead.
func (k *kernel) faultItem(s Seat, h int) {
	g := k.g
	it := &g.P[s].Hands[h]
	if it.Fault {
		k.loseHeld(s, h)
		return
	}
	if g.faultsLeft() == 0 {
		k.placeFire(int(g.P[s].Room))
		return
	}
	it.Fault = true
}
