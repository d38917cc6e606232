package nemesis

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"sync"
)

// tables is a validated, precomputed copy of a Data, shared by every
// state of a game and never modified (game.T).
type tables struct {
	data      Data
	noise     []int8
	shoot     []int8
	burst     []int8
	rooms     []RoomTile
	corridors []CorridorTile
	explore   []ExplorationCard
	kinds     [itemKinds]ItemStats
	items     [maxItemCards + 1]ItemKind // per Item card id, the Egg last
	first     [5]int8                    // the first id of green, yellow, Support, Character Items, and the count
	chars     []character
	events    []EventCard
	attacks   []AttackEffect
	wounds    []WoundKind
	infected  []bool
	queen     []QueenCard
	objs      []Objective
	robots    []RobotKind
	supply    [6]int8
	tokKinds  []Kind
	tokBacks  []int8
	// The words of a position that name these components (words.go),
	// built on first use: words().
	wordsOnce sync.Once
	wordsSet  *wordSet
}

// std is the standard data, compiled once; every state of a game with
// the standard data shares it.
var std = func() *tables {
	d := StandardData()
	t, err := d.compile()
	if err != nil {
		panic("nemesis: the standard data: " + err.Error())
	}
	return t
}()

// Validate reports the first inconsistency of the data (nil: a game can
// be played with it): every value in its range, every pile within the
// State's limits, enough components for setup.
func (d *Data) Validate() error {
	_, err := d.compile()
	return err
}

func dataErr(format string, args ...any) error {
	return fmt.Errorf("nemesis: data: "+format, args...)
}

// sizeErr checks a pile's size.
func sizeErr(what string, n, lo, hi int) error {
	if n < lo || n > hi {
		return dataErr("%d %s: want %d to %d", n, what, lo, hi)
	}
	return nil
}

// compile validates d and returns its tables.
func (d *Data) compile() (*tables, error) {
	if d == nil {
		return nil, errors.New("nemesis: data: nil")
	}
	t := &tables{data: d.clone()}
	dc := &t.data
	// Dice.
	for _, c := range []struct {
		what   string
		n      int
		lo, hi int
	}{{"Noise die faces", len(dc.Dice.Noise), 1, 20}, {"Shoot die faces", len(dc.Dice.Shoot), 1, 20}, {"Burst die faces", len(dc.Dice.Burst), 1, 20}} {
		if err := sizeErr(c.what, c.n, c.lo, c.hi); err != nil {
			return nil, err
		}
	}
	for _, f := range dc.Dice.Noise {
		if f < 1 || f > Hazard {
			return nil, dataErr("Noise die face %d: want 1 to 4 or Hazard (5)", f)
		}
		t.noise = append(t.noise, int8(f))
	}
	for _, f := range dc.Dice.Shoot {
		if f < Critical || f > Blanked {
			return nil, dataErr("Shoot die face %d: want Critical (1), 2 to 5 or Blanked (6)", f)
		}
		t.shoot = append(t.shoot, int8(f))
	}
	for _, f := range dc.Dice.Burst {
		if f < 0 || f > BurstStar {
			return nil, dataErr("Burst die face %d: want 0 to 4 Hits", f)
		}
		t.burst = append(t.burst, int8(f))
	}
	// Room tiles.
	if err := sizeErr("Room tiles", len(dc.Rooms), 2+Slots-2, maxRoomTiles); err != nil {
		return nil, err
	}
	var stacks [4]int
	ids := map[int8]bool{}
	for i, r := range dc.Rooms {
		switch {
		case r.Kind < 0 || r.Kind >= roomKinds:
			return nil, dataErr("Room tile %d: no Room kind %d", i, r.Kind)
		case r.Back < 0 || r.Back > StackRandom:
			return nil, dataErr("Room tile %d: no stack %d", i, r.Back)
		case i == tileLanding && r.Kind != LandingZone, i == tileHibernatorium && r.Kind != Hibernatorium:
			return nil, dataErr("Room tile %d is the %s: want the Landing Zone first and the Hibernatorium second", i, r.Kind)
		case i > tileHibernatorium && (r.Kind == LandingZone || r.Kind == Hibernatorium):
			return nil, dataErr("Room tile %d: a second %s (it is printed on the Section pieces)", i, r.Kind)
		case r.ID <= 0 || ids[r.ID]:
			return nil, dataErr("Room tile %d: ID %d: want distinct IDs from 1", i, r.ID)
		case r.Icons[0] < 0 || r.Icons[1] < 0 || r.Icons[2] < 0 || int(r.Icons[0])+int(r.Icons[1])+int(r.Icons[2]) > maxSearch:
			return nil, dataErr("Room tile %d: Item icons %v: want at most %d in all", i, r.Icons, maxSearch)
		}
		ids[r.ID] = true
		if i > tileHibernatorium {
			stacks[r.Back]++
		}
	}
	for b, n := range stacks {
		if err := sizeErr(fmt.Sprintf(`Room tiles in the %q stack`, stackNames[b]), n, 0, maxPile); err != nil {
			return nil, err
		}
	}
	t.rooms = dc.Rooms
	// Corridor tiles.
	if err := sizeErr("Corridor tiles", len(dc.Corridors), 3, len(tiles{}.C)); err != nil {
		return nil, err
	}
	clear(ids)
	for i, c := range dc.Corridors {
		switch {
		case c.Noise < 1 || c.Noise > 4 || c.Deadly < 0 || c.Deadly > 4:
			return nil, dataErr("Corridor tile %d: Noise value %d, Deadly value %d: want 1 to 4 and 0 to 4", i, c.Noise, c.Deadly)
		case c.ID < 0 || ids[c.ID]:
			return nil, dataErr("Corridor tile %d: ID %d: want distinct IDs from 0", i, c.ID)
		}
		ids[c.ID] = true
	}
	t.corridors = dc.Corridors
	// Exploration cards.
	if err := sizeErr("Exploration cards", len(dc.Exploration), 1, maxPile); err != nil {
		return nil, err
	}
	for i, c := range dc.Exploration {
		if c.Corridors&^allDirs != 0 || c.Noise&^c.Corridors != 0 {
			return nil, dataErr("Exploration card %d: Noise markers %v on Corridors %v: want them among its Corridors", i, c.Noise, c.Corridors)
		}
	}
	t.explore = dc.Exploration
	// Items.
	seen := [itemKinds]bool{}
	for _, s := range dc.ItemKinds {
		switch {
		case s.Kind < 0 || s.Kind >= itemKinds || seen[s.Kind]:
			return nil, dataErr("Item kinds: %d listed twice or unknown", s.Kind)
		case s.Slots < 0 || s.Slots > 2 || s.SlotToken != NoToken && s.SlotToken != AmmoFull:
			return nil, dataErr("Item kind %s: %d slots of %q: want 0 to 2, of ammo or none (gray)", s.Kind, s.Slots, s.SlotToken)
		case s.Amount < 0 || s.Amount > 10:
			return nil, dataErr("Item kind %s: amount %d: want 0 to 10", s.Kind, s.Amount)
		case s.Kind == EggItem && (!s.Heavy || s.Armor || s.Ranged || s.Melee || s.OneUse || s.Slots > 0):
			return nil, dataErr("Item kind Egg: an Egg is a Heavy Item and nothing else")
		case s.Kind == HeavyArmor && !s.Armor:
			return nil, dataErr("Item kind Heavy Armor: not Armor")
		case s.Heavy && s.Armor:
			return nil, dataErr("Item kind %s: Heavy and Armor", s.Kind)
		}
		seen[s.Kind] = true
		t.kinds[s.Kind] = s
	}
	for k := range itemKinds {
		if !seen[k] {
			return nil, dataErr("Item kind %s not listed", k)
		}
	}
	var items []ItemKind
	for c, deck := range [][]ItemKind{dc.Items.Red, dc.Items.Green, dc.Items.Yellow, dc.Items.Support} {
		lo := 1
		if c == 3 {
			lo = 7 // the Support Equipment draft reveals 7
		}
		if err := sizeErr([]string{"red", "green", "yellow", "Support Equipment"}[c]+" Item cards", len(deck), lo, maxPile); err != nil {
			return nil, err
		}
		t.first[c] = int8(len(items))
		for _, k := range deck {
			if k < 0 || k >= itemKinds || k == EggItem {
				return nil, dataErr("Item card: kind %d: want an Item kind other than the Egg", k)
			}
			items = append(items, k)
		}
	}
	t.first[0], t.first[1], t.first[2], t.first[3] = t.first[1], t.first[2], t.first[3], int8(len(items))
	// Characters.
	if err := sizeErr("Characters", len(dc.Characters), 2, maxPile); err != nil {
		return nil, err
	}
	ranks := map[int8]bool{}
	for i, c := range dc.Characters {
		h := c.Health
		switch {
		case c.Name == "":
			return nil, dataErr("Character %d: no name", i)
		case ranks[c.Rank]:
			return nil, dataErr("Character %s: Rank %d twice (Ranks decide Commands)", c.Name, c.Rank)
		case h[0] < 1 || h[1] < 1 || h[2] < 1 || h[0] > maxHealthSection || h[1] > maxHealthSection || h[2] > maxHealthSection:
			return nil, dataErr("Character %s: Health sections %v: want 1 to %d slots each", c.Name, h, maxHealthSection)
		case len(c.Items) > maxCharacterItems:
			return nil, dataErr("Character %s: %d Character Items: want at most %d", c.Name, len(c.Items), maxCharacterItems)
		}
		ranks[c.Rank] = true
		ch := character{Name: c.Name, Rank: c.Rank, Health: c.Health, Items: [2]int8{NoItem, NoItem}, Deck: c.Deck, NoSupport: c.NoSupport}
		heavy, armor := 0, 0
		for j, k := range c.Items {
			if k < 0 || k >= itemKinds || k == EggItem {
				return nil, dataErr("Character %s: Character Item kind %d", c.Name, k)
			}
			heavy += b2i(t.kinds[k].Heavy)
			armor += b2i(t.kinds[k].Armor)
			ch.Items[j] = int8(len(items))
			items = append(items, k)
		}
		if heavy > 2 || armor > 1 {
			return nil, dataErr("Character %s: %d Heavy Items and %d Armor: want at most 2 and 1", c.Name, heavy, armor)
		}
		for j, k := range c.Deck {
			if k < 0 || k >= cardKinds {
				return nil, dataErr("Character %s: Action card c%d: no card kind %d", c.Name, j, k)
			}
		}
		t.chars = append(t.chars, ch)
	}
	if len(items) > maxItemCards {
		return nil, dataErr("%d Item cards: want at most %d (the Egg is Item %d)", len(items), maxItemCards, Egg)
	}
	t.first[4] = int8(len(items))
	copy(t.items[:], items)
	t.items[Egg] = EggItem
	// Event, Attack, Serious Wound, Contamination and Queen Health cards.
	// A Character's discard pile may hold its 10 Action cards and every
	// Contamination card.
	for _, c := range []struct {
		what string
		n    int
		hi   int
	}{{"Event cards", len(dc.Events), maxPile}, {"Intruder Attack cards", len(dc.Attacks), maxPile},
		{"Serious Wound cards", len(dc.Wounds), maxPile}, {"Contamination cards", len(dc.Contamination), maxPile - 10},
		{"Queen Health cards", len(dc.Queen), maxPile}, {"Robot cards", len(dc.Robots), maxPile}} {
		if err := sizeErr(c.what, c.n, 1, c.hi); err != nil {
			return nil, err
		}
	}
	for i, e := range dc.Events {
		switch {
		case e.Move&^allMoves != 0:
			return nil, dataErr("Event card %d: movement %d", i, e.Move)
		case e.Effect < 0 || e.Effect >= eventEffects:
			return nil, dataErr("Event card %d: no effect %d", i, e.Effect)
		case e.Noise < 1 || e.Noise > 4:
			return nil, dataErr("Event card %d: Noise value %d: want 1 to 4", i, e.Noise)
		}
	}
	t.events = dc.Events
	for i, a := range dc.Attacks {
		if a < 0 || a >= attackEffects {
			return nil, dataErr("Intruder Attack card %d: no effect %d", i, a)
		}
	}
	t.attacks = dc.Attacks
	for i, w := range dc.Wounds {
		if w < 0 || w >= woundKinds {
			return nil, dataErr("Serious Wound card %d: no effect %d", i, w)
		}
	}
	t.wounds = dc.Wounds
	for _, c := range dc.Contamination {
		t.infected = append(t.infected, c.Infected)
	}
	for i, q := range dc.Queen {
		if q.Discard < 0 || int(q.Discard) > maxPile {
			return nil, dataErr("Queen Health card %d: discard %d more", i, q.Discard)
		}
	}
	t.queen = dc.Queen
	for i, r := range dc.Robots {
		if r < 0 || r >= robotKinds {
			return nil, dataErr("Robot card %d: no effect %d", i, r)
		}
	}
	t.robots = dc.Robots
	// Objectives.
	if err := sizeErr("Objective cards", len(dc.Objectives), 1, maxObjectives); err != nil {
		return nil, err
	}
	for i, o := range dc.Objectives {
		switch {
		case o.Kind < 0 || o.Kind >= goals:
			return nil, dataErr("Objective %d: no goal %d", i, o.Kind)
		case o.Group < 0 || o.Group >= objectiveGroups:
			return nil, dataErr("Objective %d: no group %d", i, o.Group)
		case o.Min < 1 || o.Min > MaxPlayers:
			return nil, dataErr("Objective %d: for %d+ Characters: want 1 to %d", i, o.Min, MaxPlayers)
		}
	}
	t.objs = dc.Objectives
	// Tactical Gear tokens: the Landing Zone's 4 of each and the Robot's
	// Ammo and Oxygen at setup.
	s := dc.Supply
	if s.Ammo < 5 || s.Oxygen < 5 || s.Grenades < 4 || s.Medpacks < 4 {
		return nil, dataErr("token supply %+v: want at least 5 Ammo, 5 Oxygen, 4 Grenades and 4 Medpacks (setup)", s)
	}
	t.supply[AmmoFull], t.supply[Grenade], t.supply[Oxygen], t.supply[Medpack] = s.Ammo, s.Grenades, s.Oxygen, s.Medpacks
	// Intruder tokens.
	if err := sizeErr("Intruder tokens", len(dc.Tokens), 1, maxTokens); err != nil {
		return nil, err
	}
	for i, k := range dc.Tokens {
		switch {
		case (i == 0) != (k.Kind == Blank):
			return nil, dataErr("Intruder token %d: %s: want the Blank first and only there", i, aOrAn(k.Kind.String()))
		case k.Kind < 0 || k.Kind > Blank:
			return nil, dataErr("Intruder token %d: no kind %d", i, k.Kind)
		case k.Back < 1 && k.Kind != Blank || k.Back > 3:
			return nil, dataErr("Intruder token %d: back %d: want 1 to 3", i, k.Back)
		}
		t.tokKinds = append(t.tokKinds, k.Kind)
		t.tokBacks = append(t.tokBacks, k.Back)
	}
	// Names: a position writes a Character and an Objective by its name
	// (words.go), which must read back as that component alone.
	ws := t.words()
	for _, n := range []struct {
		what string
		f    *family
	}{{"Character", ws.character}, {"Objective", ws.objective}} {
		for i, w := range n.f.words {
			if id, err := n.f.word(w, false); err != nil || id != int8(i) {
				return nil, dataErr("%s %d: %q is not a word of its own in a position (names are compared without case, spaces, \"-\" and \"_\"; \"#k\" numbers the copies of a name; \"none\" and \"?\" are no component)", n.what, i, w)
			}
		}
	}
	return t, nil
}

// load returns the tables of d: the shared standard ones when d is the
// standard data, so that such a game's positions name no data.
func load(d *Data) (*tables, error) {
	if d == nil {
		return std, nil
	}
	t, err := d.compile()
	if err != nil {
		return nil, err
	}
	if reflect.DeepEqual(t.data, std.data) {
		return std, nil
	}
	return t, nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// check reports whether a game of cfg can be set up with the tables:
// the Character draft and the Objective decks for that many Characters.
func (t *tables) check(n int, coop bool) error {
	if len(t.chars) < n+1 {
		return dataErr("%d Characters: the draft of %d Characters needs %d", len(t.chars), n, n+1)
	}
	need := []ObjectiveGroup{PrivateObjective, MissionObjective, MissionTask}
	if coop {
		need = []ObjectiveGroup{CoopMissionTask}
	}
	for _, g := range need {
		if !slices.ContainsFunc(t.objs, func(o Objective) bool { return o.Group == g && int(o.Min) <= n }) {
			return dataErr("no %s card for %d Characters", groupNames[g], n)
		}
	}
	return nil
}

// Lookups the rules use.

// kindOf is the Item kind of card c (Egg: the Egg).
func (t *tables) kindOf(c int8) ItemKind {
	return t.items[c]
}

// item is the numbers of card c's kind.
func (t *tables) item(c int8) *ItemStats { return &t.kinds[t.kindOf(c)] }

// colourOf is the Item deck of a card: Red, Green, Yellow, or 3 for the
// others.
func (t *tables) colourOf(c int8) int {
	switch {
	case c < t.first[0]:
		return Red
	case c < t.first[1]:
		return Green
	case c < t.first[2]:
		return Yellow
	}
	return 3
}

// isSupport reports whether c is a Support Equipment card.
func (t *tables) isSupport(c int8) bool { return c >= t.first[2] && c < t.first[3] }

// Data returns the state's data (a copy).
func (s State) Data() Data {
	if s.g == nil || s.g.T == nil {
		return StandardData()
	}
	return s.g.T.data.clone()
}

func (t *tables) itemName(c int8) string {
	if c < 0 || c > Egg || c != Egg && c >= t.first[4] {
		return "?"
	}
	return itemNames[t.kindOf(c)]
}

// custom is the data a position names: nil for the standard data.
func (t *tables) custom() *Data {
	if t == std || t == nil {
		return nil
	}
	return &t.data
}

// setData sets the data a position names (nil: keep the game's).
func (g *game) setData(d *Data) error {
	if d == nil {
		return nil
	}
	t, err := load(d)
	if err != nil {
		return err
	}
	g.T = t
	return nil
}

// Equal reports whether two games have the same data (go-cmp calls it
// when comparing states).
func (t *tables) Equal(u *tables) bool {
	return t == u || t != nil && u != nil && reflect.DeepEqual(t.data, u.data)
}

// Names in a game's own data: the package-level functions of the same
// names (ItemName, ObjectiveName, CorridorFace, HealthTrack,
// ActionCardName, RobotName, WoundName) read the standard data; these
// read the state's.

// ItemName names Item card c in the game's data ("?" for none or an
// unknown one; Egg is an Egg).
func (s State) ItemName(c int8) string { return s.tab().itemName(c) }

// ObjectiveName names Objective card o in the game's data ("" for none or
// unknown).
func (s State) ObjectiveName(o int8) string { return s.tab().objectiveName(o) }

// CorridorFace is what the front of Corridor tile t shows in the game's
// data (see the function CorridorFace).
func (s State) CorridorFace(t int8) (noise, deadly int, door, ok bool) {
	return s.tab().corridorFace(t)
}

// HealthTrack gives Character c's Health sections in the game's data (see
// the function HealthTrack).
func (s State) HealthTrack(c int8) [3]int { return s.tab().healthTrack(c) }

// ActionCardName names card c of Character char's piles in the game's
// data (see the function ActionCardName).
func (s State) ActionCardName(char, c int8) string { return s.tab().actionCardName(char, c) }

// RobotName names Robot card r in the game's data ("?" while unrevealed).
func (s State) RobotName(r int8) string { return s.tab().robotName(r) }

// WoundName names Serious Wound card w in the game's data ("" for none).
func (s State) WoundName(w int8) string { return s.tab().woundName(w) }

func (s State) tab() *tables {
	if s.g == nil || s.g.T == nil {
		return std
	}
	return s.g.T
}

func (t *tables) objectiveName(o int8) string {
	if o < 0 || int(o) >= len(t.objs) {
		return ""
	}
	return t.objs[o].Name
}

func (t *tables) corridorFace(c int8) (noise, deadly int, door, ok bool) {
	if c < 0 || int(c) >= len(t.corridors) {
		return 0, 0, false, false
	}
	f := t.corridors[c]
	return int(f.Noise), int(f.Deadly), f.Door, true
}

func (t *tables) healthTrack(c int8) [3]int {
	if c < 0 || int(c) >= len(t.chars) {
		return [3]int{}
	}
	h := t.chars[c].Health
	return [3]int{int(h[0]), int(h[1]), int(h[2])}
}

func (t *tables) actionCardName(char, c int8) string {
	switch {
	case c == Unknown || c < 0:
		return "?"
	case c == ContamCard:
		return "Contamination"
	case isContam(c):
		if int(c-contamBase) < len(t.infected) && t.infected[c-contamBase] {
			return "Contamination (INFECTED)"
		}
		return "Contamination"
	case char < 0 || int(char) >= len(t.chars) || int(c) >= len(t.chars[char].Deck):
		return "?"
	}
	return t.chars[char].Deck[c].String()
}

func (t *tables) robotName(r int8) string {
	if r < 0 || int(r) >= len(t.robots) {
		return "?"
	}
	return t.robots[r].String()
}

func (t *tables) woundName(w int8) string {
	if w < 0 || int(w) >= len(t.wounds) {
		return ""
	}
	return t.wounds[w].String()
}
