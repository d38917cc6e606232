package nemesis

import (
	"encoding/json"
	"fmt"
)

// A position from scratch, and the piles a document does not write
// (doc.go, "Positions"; DATA.md, "Words in a position").
//
// Decoded into an empty State, a document starts from the defaults of
// scratch below, so that a person writes only what differs: a few Rooms,
// the Characters, an Intruder. Decoded into a State that holds a game, it
// starts from that game. Either way, fill then keeps every component in
// exactly one place: a pile the document does not write loses the
// components the position places elsewhere, and the draw pile of a family
// the document does not write gets the components placed nowhere, under
// the cards it holds, in DATA.md's order with the first on top.

// scratch sets the defaults of a position from scratch: the number of
// Characters is "players" (or the length of "characters"), the Solo mode
// for 1; round 1, the Player Phase, P1 the Starting Player and the Turn;
// the Facility as printed (the Landing Zone and the Hibernatorium, no
// Corridor); every Intruder in the pool and the bag of the Intruder Setup
// (the Blank, 2 Larvae, 3 + players Adults, the lowest tokens); the
// Characters in the Landing Zone with 7 Oxygen and Help card numbers in
// seat order; the Tactical Gear supply, the Landing Zone's tokens, the
// Robot (the Exploration Robot) with its tokens in the Hibernatorium,
// the Anti-Aircraft tokens (the top one Active), 5 Eggs and 5 Data tokens
// as the Setup leaves them. scratchAfter adds what depends on the document.
func (g *game) scratch(keys map[string]json.RawMessage) error {
	var n int
	if raw, ok := keys["players"]; ok {
		if err := json.Unmarshal(raw, &n); err != nil {
			return fmt.Errorf("players: %w", err)
		}
	} else {
		var chars []json.RawMessage
		json.Unmarshal(keys["characters"], &chars)
		n = len(chars)
	}
	if n < 1 || n > MaxPlayers {
		return fmt.Errorf("players: %d (a position from scratch names 1 to %d Characters, in \"players\" or \"characters\")", n, MaxPlayers)
	}
	*g = game{Players: int8(n), Coop: n == 1, Viewer: -1, Phase: PhasePlayer, Round: 1, D: &decks{}, T: std}
	if raw, ok := keys["data"]; ok && string(raw) != "null" {
		var d Data
		if err := json.Unmarshal(raw, &d); err != nil {
			return fmt.Errorf("data: %w", err)
		}
		if err := g.setData(&d); err != nil {
			return err
		}
	}
	for i := range g.Rooms {
		g.Rooms[i] = emptyRoom
	}
	g.Rooms[LandingSlot].Tile = tileLanding
	g.Rooms[HibernatoriumSlot].Tile = tileHibernatorium
	for e := range g.Corr {
		g.Corr[e] = emptyCorridor
	}
	for i := range g.Intr {
		g.Intr[i].At = -1
	}
	for i := range g.Task {
		g.Task[i] = -1
	}
	for i := range g.P {
		p := &g.P[i]
		*p = Player{Char: -1, Room: LandingSlot, Armor: NoItem, Wounds: [3]int8{-1, -1, -1}, Draft: [2]int8{-1, -1},
			Objectives: [2]int8{-1, -1}, Oxygen: 7, Number: int8(i + 1), Hands: [2]Held{{Item: NoItem}, {Item: NoItem}}}
		if i >= n {
			*p = Player{Char: -1, Room: -1, Armor: NoItem, Wounds: [3]int8{-1, -1, -1}, Draft: [2]int8{-1, -1},
				Objectives: [2]int8{-1, -1}, Status: Dead, Hands: [2]Held{{Item: NoItem}, {Item: NoItem}}}
		}
	}
	copy(g.Supply[:], g.T.supply[:])
	g.Robot, g.RobotRoom, g.RobotTok = 0, HibernatoriumSlot, [2]Token{AmmoFull, Oxygen}
	g.Supply[AmmoFull]--
	g.Supply[Oxygen]--
	g.AA = [2]bool{true, false}
	g.Eggs, g.DataLeft = 5, 5
	for _, t := range []Token{AmmoFull, Grenade, Oxygen, Medpack} {
		g.LZTok[t] = 4
		g.Supply[t] -= 4
	}
	g.Bag = 1 // the Blank
	for _, kn := range []struct {
		k Kind
		n int
	}{{Larva, 2}, {Adult, 3 + n}} {
		left := kn.n
		for t, k := range g.T.tokKinds {
			if k == kn.k && left > 0 {
				g.Bag |= 1 << t
				left--
			}
		}
	}
	return nil
}

// scratchAfter completes a position from scratch with what depends on the
// document: a seat without a Character has no Room and no Oxygen (before
// the draft); a Character whose "hands" are not written holds its
// Character Items, fully loaded; the Objectives not written are, outside
// the Solo/Coop mode, the first Private and Mission Objectives (in DATA.md's
// order) that fit the number of Characters and no other seat holds; the
// Mission Tasks not written are the first that fit (one per Character in
// the Solo/Coop mode).
func (g *game) scratchAfter(keys map[string]json.RawMessage, pkeys []map[string]json.RawMessage) {
	n := int(g.Players)
	written := func(i int, key string) bool {
		if i >= len(pkeys) {
			return false
		}
		_, ok := pkeys[i][key]
		return ok
	}
	k := &kernel{g: g, r: nil, ownD: true}
	for i := range n {
		p := &g.P[i]
		if p.Char < 0 {
			if !written(i, "room") {
				p.Room = -1
			}
			if !written(i, "oxygen") {
				p.Oxygen = 0
			}
			continue
		}
		if !written(i, "hands") && p.Hands[0].Item == NoItem && p.Hands[1].Item == NoItem && int(p.Char) < len(g.T.chars) {
			for _, it := range g.T.chars[p.Char].Items {
				if it != NoItem {
					k.gainItem(Seat(i), it)
				}
			}
		}
	}
	held := func(o int) bool {
		for i := range n {
			if int(g.P[i].Objectives[0]) == o || int(g.P[i].Objectives[1]) == o {
				return true
			}
		}
		return false
	}
	if !g.Coop {
		for i := range n {
			if written(i, "objectives") {
				continue
			}
			for j := range g.P[i].Objectives {
				for o, ob := range g.T.objs {
					if ob.Group == ObjectiveGroup(j) && int(ob.Min) <= n && !held(o) {
						g.P[i].Objectives[j] = int8(o)
						break
					}
				}
			}
		}
	}
	if _, ok := keys["mission_tasks"]; !ok {
		t := 0
		for o, ob := range g.T.objs {
			if t < n && (ob.Group == CoopMissionTask) == g.Coop && ob.Group >= MissionTask && int(ob.Min) <= n {
				g.Task[t] = int8(o)
				t++
				if !g.Coop {
					break
				}
			}
		}
	}
}

// tally counts the components of one family in their places.
type tally []int8

func (u tally) add(c int8) {
	if c >= 0 && int(c) < len(u) {
		u[c]++
	}
}

func (u tally) pile(p stack) {
	for _, c := range p.slice() {
		u.add(c)
	}
}

// prune takes out of p the components already counted elsewhere (and
// repeats), keeping the order of the others.
func (u tally) prune(p stack) {
	var kept tiles // the larger of the two
	for _, c := range p.slice() {
		if c >= 0 && int(c) < len(u) {
			if u[c] > 0 {
				continue
			}
			u[c]++
		}
		kept.push(c)
	}
	p.load(kept.slice()) // fewer than p held: they fit
}

// refill puts the components ids that are nowhere under the cards of p,
// the first of ids on top.
func (u tally) refill(p stack, ids func(c int) bool) {
	var out tiles // the larger of the two
	for c := len(u) - 1; c >= 0; c-- {
		if u[c] == 0 && ids(c) {
			out.push(int8(c))
			u[c]++
		}
	}
	for _, c := range p.slice() {
		out.push(c)
	}
	p.load(out.slice()) // a deck's components fit its pile (Data.Validate)
}

// resolve gives each bare name of several copies (anyCopy) the lowest copy
// that is nowhere.
func (u tally) resolve(f *family, v *int8, where func() string) error {
	if !isAnyCopy(*v) {
		return nil
	}
	first := anyCopyOf(*v)
	if first < 0 || int(first) >= len(f.words) {
		return fmt.Errorf("%s: not %s", where(), f.what)
	}
	for _, c := range f.same[first] {
		if u[c] == 0 {
			u[c]++
			*v = c
			return nil
		}
	}
	return fmt.Errorf("%s: no copy of %q is left (%d placed)", where(), f.text(first), f.copies[first])
}

// fill resolves the bare names and completes the piles the document does
// not write (named holds those it writes), then checks that every
// component is in one place.
// The families of the game's data ws name the components in errors.
func (g *game) fill(named map[stack]bool, scratch bool, ws *wordSet) error {
	d, t := g.D, g.T
	open := func(ps ...stack) stack {
		for _, p := range ps {
			if !named[p] {
				return p
			}
		}
		return nil
	}
	full := g.Viewer == -1
	// refam prunes the piles not written, then refills the first of
	// targets not written, and checks.
	refam := func(u tally, ps []stack, targets func(c int) stack) {
		for _, p := range ps {
			if named[p] {
				u.pile(p)
			}
		}
		if !full {
			return
		}
		for _, p := range ps {
			if !named[p] {
				u.prune(p)
			}
		}
		if targets == nil {
			return
		}
		done := map[stack]bool{}
		for c := range u {
			if t := targets(c); t != nil && !done[t] {
				done[t] = true
				u.refill(t, func(c2 int) bool { return targets(c2) == t })
			}
		}
	}
	seats := g.P[:max(0, min(int(g.Players), MaxPlayers))]

	// Room tiles: the Landing Zone and the Hibernatorium are printed.
	rooms := make(tally, len(t.rooms))
	for _, r := range g.Rooms {
		rooms.add(r.Tile)
	}
	stacks := []stack{&d.Stacks[0], &d.Stacks[1], &d.Stacks[2], &d.Stacks[3]}
	for _, p := range stacks {
		if named[p] {
			rooms.pile(p)
		}
	}
	for i := range g.Rooms {
		if err := rooms.resolve(ws.room, &g.Rooms[i].Tile, func() string { return "rooms: " + SlotName(i) }); err != nil {
			return err
		}
	}
	rooms = make(tally, len(t.rooms))
	for _, r := range g.Rooms {
		rooms.add(r.Tile)
	}
	refam(rooms, stacks, func(c int) stack {
		if c < 2 {
			return nil
		}
		return open(stacks[t.rooms[c].Back])
	})

	// Corridor tiles.
	corr := make(tally, len(t.corridors))
	for _, c := range g.Corr {
		corr.add(c.Tile)
	}
	if named[&d.CorrDeck] {
		corr.pile(&d.CorrDeck)
	}
	for e := range g.Corr {
		if err := corr.resolve(ws.corridor, &g.Corr[e].Tile, func() string { return "corridors: " + CorridorName(e) }); err != nil {
			return err
		}
	}
	corr = make(tally, len(t.corridors))
	for _, c := range g.Corr {
		corr.add(c.Tile)
	}
	refam(corr, []stack{&d.CorrDeck}, func(int) stack { return open(&d.CorrDeck) })

	// Serious Wounds.
	wounds := make(tally, len(t.wounds))
	for i := range seats {
		for _, w := range seats[i].Wounds {
			wounds.add(w)
		}
	}
	for _, p := range []stack{&d.Wounds, &d.WoundsOut} {
		if named[p] {
			wounds.pile(p)
		}
	}
	for i := range seats {
		for j := range seats[i].Wounds {
			if err := wounds.resolve(ws.wound, &seats[i].Wounds[j], func() string { return fmt.Sprintf("characters[%d]: wounds", i) }); err != nil {
				return err
			}
		}
	}
	wounds = make(tally, len(t.wounds))
	for i := range seats {
		for _, w := range seats[i].Wounds {
			wounds.add(w)
		}
	}
	refam(wounds, []stack{&d.Wounds, &d.WoundsOut}, func(int) stack { return open(&d.Wounds, &d.WoundsOut) })

	// Exploration, Event and Intruder Attack cards.
	explore := make(tally, len(t.explore))
	refam(explore, []stack{&d.Explore, &d.ExploreOut}, func(int) stack { return open(&d.Explore, &d.ExploreOut) })
	events := make(tally, len(t.events))
	refam(events, []stack{&d.Events, &d.EventsOut}, func(int) stack { return open(&d.Events, &d.EventsOut) })
	attacks := make(tally, len(t.attacks))
	refam(attacks, []stack{&d.Attacks, &d.AttacksOut}, func(int) stack { return open(&d.Attacks, &d.AttacksOut) })

	// Items: the Support Equipment and the Character Items placed nowhere
	// are out of the game.
	items := make(tally, t.first[4])
	for i := range seats {
		p := &seats[i]
		items.add(p.Hands[0].Item)
		items.add(p.Hands[1].Item)
		items.add(p.Armor)
		for _, it := range p.Pack[:max(0, min(int(p.NPack), len(p.Pack)))] {
			items.add(it)
		}
	}
	if g.Pend == PendKeep {
		for _, it := range g.PendItems[:max(0, min(int(g.PendN), len(g.PendItems)))] {
			items.add(it)
		}
	}
	refam(items, []stack{&d.Items[0], &d.Items[1], &d.Items[2], &d.ItemsOut[0], &d.ItemsOut[1], &d.ItemsOut[2], &d.Support, &d.Offer},
		func(c int) stack {
			if col := t.colourOf(int8(c)); col < 3 {
				return open(&d.Items[col], &d.ItemsOut[col])
			}
			return nil
		})

	// Contamination cards: in the Characters' piles or in their own.
	contam := make(tally, len(t.infected))
	for i := range seats {
		for _, pl := range []stack{&seats[i].Deck, &seats[i].Hand, &seats[i].Disc} {
			for _, c := range pl.slice() {
				if isContam(c) && c != ContamCard {
					contam.add(c - contamBase)
				}
			}
		}
	}
	refam(contam, []stack{&d.Contam, &d.ContamOut}, func(int) stack { return open(&d.Contam, &d.ContamOut) })

	// The Queen's Health cards and the Character draft deck: from scratch
	// only, the cards placed nowhere (the Queen's discarded ones are out).
	some := func(ps ...stack) func(int) stack {
		if !scratch {
			return nil
		}
		return func(int) stack { return open(ps...) }
	}
	queen := make(tally, len(t.queen))
	refam(queen, []stack{&d.QueenDeck}, some(&d.QueenDeck))
	chars := make(tally, len(t.chars))
	for i := range seats {
		chars.add(seats[i].Char)
		chars.add(seats[i].Draft[0])
		chars.add(seats[i].Draft[1])
	}
	refam(chars, []stack{&d.Draft}, some(&d.Draft))

	// Each Character's 10 Action cards.
	for i := range seats {
		p := &seats[i]
		if p.Char < 0 {
			continue
		}
		acts := make(tally, 10)
		refam(acts, []stack{&p.Deck, &p.Hand, &p.Disc}, func(int) stack { return open(&p.Deck, &p.Disc) })
	}

	return nil
}
