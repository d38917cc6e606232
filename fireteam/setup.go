package fireteam

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/incursion/incursion/dice"
)

// Config is a game's configuration; its zero value is the standard game:
// two players, mission I1.
type Config struct {
	// Players is 1..4; 0 means 2. A solitaire player plays two heroes.
	Players int
	// Mission is a mission's code (I1..I3, F1..F3, T1..T3); "" means I1.
	Mission string
	// Operation, if set ("I", "F" or "T"), plays that operation: its first
	// mission, then the others in the order the players choose, each
	// accomplished before the next; Mission must then be "".
	Operation string
	// UpToEntitlement reads Setup 3 ("each player selects any upgrade
	// cards they are entitled to", and likewise focus cards) as "up to":
	// a player may select fewer upgrade sets and focus cards than the
	// Mission Briefing entitles him to, in any order, and ends his
	// selection with "ready Frank". The default (false) is the reading
	// taken: exactly the entitlement, upgrades first (RULES.md,
	// "Readings"). Variant part "upto" ("I3/upto").
	UpToEntitlement bool
}

// New returns a game before any setup choice (Setup 1 is the Config's
// mission; Setup 2's choices are actions). r is kept by no one: the setup
// shuffles happen when the last hero is selected, with the roller of that
// action.
func New(cfg Config, r dice.Roller) (State, error) {
	_ = r
	if cfg.Players == 0 {
		cfg.Players = 2
	}
	if cfg.Players < 1 || cfg.Players > 4 {
		return State{}, fmt.Errorf("fireteam: %d players: the game takes 1 to 4", cfg.Players)
	}
	op := 0
	if cfg.Operation != "" {
		op = slices.Index(operations[:], strings.ToUpper(cfg.Operation)) + 1
		if op == 0 || cfg.Mission != "" {
			return State{}, fmt.Errorf("fireteam: operation %q (I, F or T, with no mission)", cfg.Operation)
		}
		cfg.Mission = missions[opMission(op, 0)].id
	}
	if cfg.Mission == "" {
		cfg.Mission = "I1"
	}
	mi := missionIndex(strings.ToUpper(cfg.Mission))
	if mi < 0 {
		return State{}, fmt.Errorf("fireteam: no mission %q", cfg.Mission)
	}
	s := State{mission: uint8(mi), players: uint8(cfg.Players), nHeroes: uint8(cfg.Players), op: uint8(op), upTo: cfg.UpToEntitlement}
	if cfg.Players == 1 {
		s.nHeroes = 2 // Rulebook, "Solitaire Game"
	}
	for i := range s.heroes {
		s.heroes[i] = heroState{id: noHero, loc: noLoc}
	}
	for m := range s.mons {
		s.mons[m] = monster{loc: noLoc}
	}
	s.spec = [2]uint8{noLoc, noLoc}
	s.tokens = [3]uint8{noLoc, noLoc, noLoc}
	s.att = attackOnHeroes{m: noLoc, ask: noLoc}
	s.step = stStart
	if s.players == 1 {
		s.step = stPick
	}
	return s, nil
}

// variantNames: "solo", "3p", "4p" with mission I1, and every other
// mission ("F2", or "F2/solo").
func variantNames() []string {
	var out []string
	counts := []string{"", "solo", "3p", "4p"}
	for i, m := range missions {
		for _, c := range counts {
			switch {
			case i == 0 && c == "":
			case i == 0:
				out = append(out, c)
			case c == "":
				out = append(out, m.id)
			default:
				out = append(out, m.id+"/"+c)
			}
		}
	}
	// Setup 3 read as "up to" (Config.UpToEntitlement), where the mission
	// grants upgrades and focus cards.
	out = append(out, "I3/upto")
	for _, o := range operations {
		for _, c := range counts {
			if c == "" {
				out = append(out, "op"+o)
			} else {
				out = append(out, "op"+o+"/"+c)
			}
		}
	}
	return out
}

func newVariant(v string, r dice.Roller) (State, error) {
	var cfg Config
	for _, part := range strings.Split(v, "/") {
		switch part {
		case "":
		case "solo":
			cfg.Players = 1
		case "3p", "4p":
			cfg.Players, _ = strconv.Atoi(part[:1])
		case "upto":
			cfg.UpToEntitlement = true
		case "opI", "opF", "opT":
			cfg.Operation = part[2:]
		default:
			cfg.Mission = part
		}
	}
	return New(cfg, r)
}

// pickReason checks a hero's selection (Setup 2: one set of cards per role;
// a required role must be taken).
func (s *State) pickReason(h Hero) string {
	if h > Don {
		return "no such hero"
	}
	for i := range s.nHeroes {
		if id := s.heroes[i].id; id != noHero && id.Role() == h.Role() {
			return "the " + h.Role().String() + " cards are already taken"
		}
	}
	req := s.m().required
	if req != noRole && h.Role() != req && int(s.cur) == int(s.nHeroes)-1 {
		taken := false
		for i := range s.nHeroes {
			if id := s.heroes[i].id; id != noHero && id.Role() == req {
				taken = true
			}
		}
		if !taken {
			return "the mission requires a " + req.String() + " hero"
		}
	}
	return ""
}

// equipReason checks a selection of upgrades or focus cards (Setup 3: the
// mission's entitlement, upgrades first, each set or card once).
func (s *State) equipReason(a Action) string {
	i := s.order(int(s.cur))
	h := &s.heroes[i]
	mi := s.m()
	switch a := a.(type) {
	case Upgrade:
		if a.Hero != h.id {
			return "it is not " + a.Hero.String() + "'s selection"
		}
		if popcount(uint32(h.upg)) >= int(mi.upgrades) {
			return "the mission's upgrades are selected"
		}
		if a.Set < 1 || a.Set > 4 || h.upg&(1<<(a.Set-1)) != 0 {
			return "no such upgrade set, or already selected"
		}
	case Focus:
		if a.Hero != h.id {
			return "it is not " + a.Hero.String() + "'s selection"
		}
		if popcount(uint32(h.upg)) < int(mi.upgrades) && !s.upTo {
			return "select the upgrades first"
		}
		if popcount(uint32(h.focus)) >= int(mi.focus) {
			return "the mission's focus cards are selected"
		}
		if a.Card < 1 || a.Card > int(nFocus) || h.focus&(1<<(a.Card-1)) != 0 {
			return "no such focus card, or already selected"
		}
	case Ready:
		if a.Hero != h.id {
			return "it is not " + a.Hero.String() + "'s selection"
		}
		if !s.upTo {
			return "each player selects exactly the upgrades and focus cards the mission entitles him to (Config.UpToEntitlement reads \"up to\")"
		}
	}
	return ""
}

// equip records a selection, then moves to the next hero or to the rest of
// the setup.
func (k *kernel) equip(a Action) {
	s := k.s
	h := &s.heroes[s.order(int(s.cur))]
	switch a := a.(type) {
	case Upgrade:
		h.upg |= 1 << (a.Set - 1)
	case Focus:
		h.focus |= 1 << (a.Card - 1)
	case Ready:
		s.cur++ // his selection ends here
	}
	k.nextEquip()
}

// nextEquip skips the heroes whose selection is complete.
func (k *kernel) nextEquip() {
	s := k.s
	mi := s.m()
	for ; int(s.cur) < int(s.nHeroes); s.cur++ {
		h := &s.heroes[s.order(int(s.cur))]
		if popcount(uint32(h.upg)) < int(mi.upgrades) || popcount(uint32(h.focus)) < int(mi.focus) {
			s.step = stEquip
			return
		}
	}
	k.setup()
}

// setup is Setup 3..9, once every hero is selected.
func (k *kernel) setup() {
	s := k.s
	mi := s.m()
	b := s.b()
	// 3. Equip Heroes: each action deck shuffled.
	for i := range int(s.nHeroes) {
		h := &s.heroes[i]
		h.nDeck = 0
		for m := h.cards(); m != 0; m &= m - 1 {
			h.deck[h.nDeck] = uint8(trailing(m))
			h.nDeck++
		}
		dice.ShuffleInPlace(k.out.r, h.deck[:h.nDeck])
	}
	// 4. Prepare Game Board: the spawn tokens face up (their order is
	// immaterial, see RULES.md).
	s.spawnUp = 1<<12 - 1
	// 5. Prepare Threat Track.
	for t := range nTwists {
		s.tdeck[t] = uint8(t)
	}
	s.nTdeck = uint8(nTwists)
	dice.ShuffleInPlace(k.out.r, s.tdeck[:])
	// 6. Gather Intel: the recon deck, exactly 12 cards.
	ev := make([]uint8, len(eventDeck))
	for i, e := range eventDeck {
		ev[i] = eventCard + uint8(e)
	}
	dice.ShuffleInPlace(k.out.r, ev)
	n := 0
	for i := range mi.found {
		s.recon[n] = uint8(i)
		n++
	}
	for i := 0; n < 12; i++ {
		s.recon[n] = ev[i]
		n++
	}
	s.nRecon = 12
	dice.ShuffleInPlace(k.out.r, s.recon[:])
	// 7. The Lucky Coin heads up.
	s.tails = false
	// 8. Place Monsters: the Spawn Pool, each on a rolled spawn token.
	slot := func(first, n, pool int) {
		for m := first; m < first+n; m++ {
			s.mons[m] = monster{loc: noLoc, pool: uint8(pool)}
		}
	}
	slot(0, int(mi.minions), poolSpawn)
	slot(int(mi.minions), int(mi.resMinions), poolReserve)
	slot(firstElite, int(mi.elites), poolSpawn)
	slot(firstElite+int(mi.elites), int(mi.resElites), poolReserve)
	if b.power != noLoc {
		s.mons[bossSlot] = monster{loc: noLoc, pool: poolReserve}
	}
	for m := range bossSlot {
		if s.mons[m].pool == poolSpawn {
			l := b.spawns[k.out.r.IntN(12)]
			s.mons[m].loc = l
			k.emitOne(evSpawned1[m][l])
		}
	}
	// 9. Place Heroes: the specialists and heroes at the entry point.
	for i := range int(s.nHeroes) {
		s.heroes[i].loc = b.entry
	}
	s.spec = [2]uint8{b.entry, b.entry}
	k.newRound()
}
