package nemesis

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// Data is the physical data of the game that the rulebook does not print
// and DATA.md reconstructs: the dice, the tiles, the cards and the tokens.
// Config.Data replaces it (nil: StandardData), so that a game can be played
// with other components without changing the code. The effects stay rules:
// a card or a tile names one of the coded effects (an enum, written by
// name in JSON) and gives its numbers.
//
// Sizes the State holds in fixed arrays limit the data (Validate says
// which): a pile holds at most 30 cards or tiles ([PileCards]) and the
// Corridor tiles at most 40 ([CorridorTiles]), the bag at most 64
// Intruder tokens, the Item cards are at most 53 (the Egg is Item 53), a
// Character deck is 10 Action cards (and at most 20 Contamination cards,
// which may join them in one pile), an Item at most 2 Tactical Gear slots
// and a Search draws at most 6 Items. The Facility (W×H slots, the printed
// Landing Zone and Hibernatorium slots) and the Intruder models (Models)
// are not data.
type Data struct {
	Dice Dice `json:"dice"`
	// Rooms are the Room tiles: the Landing Zone first and the
	// Hibernatorium second (printed on the Section pieces), then the tiles
	// of the "A", "B", "C" and "?" stacks. The index is the tile's id in a
	// position ("tile"); enough tiles must fill every free Room slot.
	Rooms []RoomTile `json:"room_tiles"`
	// Corridors are the Corridor tiles; the index is the id in a position.
	Corridors []CorridorTile `json:"corridor_tiles"`
	// Exploration is the Exploration deck.
	Exploration []ExplorationCard `json:"exploration_cards"`
	// ItemKinds gives the numbers of each Item kind, one entry per kind.
	ItemKinds []ItemStats `json:"item_kinds"`
	// Items are the Item decks (one Item kind per card); the Character
	// Items are in Characters.
	Items ItemDecks `json:"items"`
	// Characters: the Character draft deck. Character i is "character" i
	// of a position.
	Characters []Character `json:"characters"`
	// Events, Attacks, Wounds, Contamination and Queen are the Event deck,
	// the Intruder Attack deck, the Serious Wound deck, the Contamination
	// deck and the Queen's Health deck, card i being id i.
	Events        []EventCard     `json:"event_cards"`
	Attacks       []AttackEffect  `json:"attack_cards"`
	Wounds        []WoundKind     `json:"serious_wounds"`
	Contamination []Contamination `json:"contamination_cards"`
	Queen         []QueenCard     `json:"queen_health_cards"`
	// Objectives: Private and Mission Objectives, Mission Tasks and
	// Solo/Coop Mission Tasks, each with its Number of Characters filter.
	Objectives []Objective `json:"objectives"`
	// Robots are the Robot cards (one is dealt at setup).
	Robots []RobotKind `json:"robot_cards"`
	// Supply counts the Tactical Gear tokens.
	Supply Supply `json:"token_supply"`
	// Tokens are the Intruder tokens, token i being bit i of a position's
	// "bag": the Blank first, then any number of each kind with its back
	// (how many Intruders a Noise marker places).
	Tokens []IntruderToken `json:"intruder_tokens"`
}

// Dice: the faces of the Noise, Shoot and Burst dice, each face equally
// likely (DATA.md, "Dice").
type Dice struct {
	Noise []NoiseFace `json:"noise"`
	Shoot []ShootFace `json:"shoot"`
	Burst []BurstFace `json:"burst"`
}

// NoiseFace is a face of the Noise die: a Number 1–4, or Hazard (5).
type NoiseFace int8

// ShootFace is a face of the Shoot die: Critical (1), 2–5, or Blanked
// (6), the "lost too many bullets" face.
type ShootFace int8

// BurstFace is a face of the Burst die: 0 (Miss) to 4 Hits; the 4
// (BurstStar) carries the Additional Effect.
type BurstFace int8

// RoomTile is a Room tile: its kind (what Using it does, room.go), its
// stack, its printed ID (ties are broken by the lowest), its Item icons
// per colour (red, green, yellow) and its Computer, no-Secure and
// no-Malfunction icons; AlwaysSecure is the Shelter Room's rule.
type RoomTile struct {
	Kind          RoomKind `json:"kind"`
	Back          Stack    `json:"stack"`
	ID            int8     `json:"id"`
	Icons         [3]int8  `json:"item_icons"`
	Computer      bool     `json:"computer,omitempty"`
	NoSecure      bool     `json:"no_secure,omitempty"`
	NoMalfunction bool     `json:"no_malfunction,omitempty"`
	AlwaysSecure  bool     `json:"always_secure,omitempty"`
}

// Stack is a Room tile's back: the stack it belongs to.
type Stack int8

const (
	StackA Stack = iota
	StackB
	StackC
	StackRandom // "?"
)

var stackNames = []string{"A", "B", "C", "?"}

// CorridorTile is a Corridor tile: its Noise value 1–4, its Deadly mode
// value (0: none), a Door slot, and its printed ID (ties: the lowest).
type CorridorTile struct {
	Noise  int8 `json:"noise"`
	Deadly int8 `json:"deadly,omitempty"`
	ID     int8 `json:"id"`
	Door   bool `json:"door,omitempty"`
}

// ExplorationCard is an Exploration card: Random draws from the "?" stack
// instead of the slot's Section stack; the Corridors around the new Room,
// the Noise markers on some of them, a Fire or a Malfunction marker in
// it, and a Noise roll as the Entrance effect.
type ExplorationCard struct {
	Random    bool `json:"random_room,omitempty"`
	Corridors Dirs `json:"corridors"`
	Noise     Dirs `json:"noise"`
	Fire      bool `json:"fire,omitempty"`
	Fault     bool `json:"malfunction,omitempty"`
	NoiseRoll bool `json:"noise_roll,omitempty"`
}

// Dirs is a set of directions, a bit per North, East, South, West; in
// JSON the letters, "NESW".
type Dirs uint8

// ItemStats are the numbers of an Item kind: Heavy (a Hand), Armor,
// Ranged (Shoot and Burst), Melee, OneUse (a Backpack Item discarded when
// Used), the Tactical Gear slots on it (at most 2) and their colour
// (AmmoFull: ammo; NoToken: gray, any), and Amount, what its effect gives
// (Grenade Pack and Ammo Box: tokens; Medkit: Health; Stimulant: cards;
// Oxygen Canister: Oxygen).
type ItemStats struct {
	Kind      ItemKind `json:"kind"`
	Heavy     bool     `json:"heavy,omitempty"`
	Armor     bool     `json:"armor,omitempty"`
	Ranged    bool     `json:"ranged,omitempty"`
	Melee     bool     `json:"melee,omitempty"`
	OneUse    bool     `json:"one_use,omitempty"`
	Slots     int8     `json:"slots,omitempty"`
	SlotToken Token    `json:"slot_token,omitempty"`
	Amount    int8     `json:"amount,omitempty"`
}

// ItemDecks are the Item cards by deck. Item card ids run red, green,
// yellow, Support Equipment, then the Character Items in Character order.
type ItemDecks struct {
	Red     []ItemKind `json:"red"`
	Green   []ItemKind `json:"green"`
	Yellow  []ItemKind `json:"yellow"`
	Support []ItemKind `json:"support"`
}

// Character is a Character: its name, Rank (distinct: Commands), the
// slots of its Health sections (Healthy, Injured, Heavily Injured), its
// Character Items (at most 2), its 10 Action cards c0–c9, and NoSupport
// (the Contractor: no Support Equipment draft).
type Character struct {
	Name      string       `json:"name"`
	Rank      int8         `json:"rank"`
	Health    [3]int8      `json:"health"`
	Items     []ItemKind   `json:"items"`
	Deck      [10]CardKind `json:"deck"`
	NoSupport bool         `json:"no_support_draft,omitempty"`
}

// EventCard is an Event card: which Intruders move (Moves), the main
// effect, and the Noise value of the secondary effect.
type EventCard struct {
	Move   Moves       `json:"move"`
	Effect EventEffect `json:"effect"`
	Noise  int8        `json:"noise"`
}

// Moves is the movement of an Event card: Intruders in horizontal
// Corridors, vertical ones, Rooms; in JSON the words joined by "+".
type Moves uint8

// Contamination is a Contamination card: INFECTED or not (read only by
// scanning).
type Contamination struct {
	Infected bool `json:"infected"`
}

// QueenCard is a Queen Health card: how many more cards to discard, and
// whether she is Repelled.
type QueenCard struct {
	Discard int8 `json:"discard"`
	Repel   bool `json:"repel,omitempty"`
}

// Objective is an Objective or Mission Task card: its name, its goal (a
// coded condition), the Number of Characters filter (used with at least
// Min Characters) and its group.
type Objective struct {
	Name  string         `json:"name"`
	Kind  Goal           `json:"goal"`
	Min   int8           `json:"min_characters"`
	Group ObjectiveGroup `json:"group"`
}

// ObjectiveGroup: which deck an Objective card belongs to.
type ObjectiveGroup int8

const (
	PrivateObjective ObjectiveGroup = iota
	MissionObjective
	MissionTask
	CoopMissionTask // a Solo/Coop Mission Task
	objectiveGroups
)

var groupNames = []string{"private", "mission", "mission task", "solo/coop mission task"}

// Supply counts the Tactical Gear tokens (Ammo counts both sides).
// Setup puts 4 of each by the Landing Zone and 1 Ammo and 1 Oxygen on the
// Robot.
type Supply struct {
	Ammo     int8 `json:"ammo"`
	Grenades int8 `json:"grenades"`
	Oxygen   int8 `json:"oxygen"`
	Medpacks int8 `json:"medpacks"`
}

// IntruderToken is an Intruder token: its kind and its back.
type IntruderToken struct {
	Kind Kind `json:"kind"`
	Back int8 `json:"back"`
}

// The coded effects a card names (the rules are in intruder.go,
// character.go, round.go, outcome.go and robot.go).
type (
	// AttackEffect is the effect of an Intruder Attack card.
	AttackEffect int8
	// WoundKind is the effect of a Serious Wound.
	WoundKind int8
	// EventEffect is the main effect of an Event card.
	EventEffect int8
	// Goal is the condition of an Objective or a Mission Task.
	Goal int8
	// RobotKind is the effect of a Robot card.
	RobotKind int8
)

type (
	attackEffect = AttackEffect
	woundKind    = WoundKind
	eventEffect  = EventEffect
	objKind      = Goal
)

// The names of the coded effects (DATA.md, "Cards of the Intruders and
// the Characters", describes each).
const (
	Claws     = atkClaws
	Bite      = atkBite
	Scratch   = atkScratch
	Tail      = atkTail
	Infecting = atkInfecting

	Eyes  = woundEyes
	Hand  = woundHand
	Head  = woundHead
	Lungs = woundLungs

	FireSpreads         = evFireSpreads
	ShortCircuit        = evShortCircuit
	Hatching            = evHatching
	NoiseInTheWalls     = evNoiseInWalls
	LifeSupportFailureA = evLifeSupportA
	LifeSupportFailureB = evLifeSupportB
	LifeSupportFailureC = evLifeSupportC
	QueensCall          = evQueenCall
	NestStirs           = evNestStirs
	Breakdown           = evBreakdown

	GoalNestDestroyed     = objNest
	GoalQueenDead         = objQueen
	GoalData              = objData
	GoalEgg               = objEgg
	GoalAlone             = objAlone
	GoalReactor           = objReactor
	GoalClean             = objClean
	GoalWitness           = objWitness
	GoalTask              = objTask
	GoalNotTask           = objNotTask
	GoalTaskAndData       = objTaskData
	GoalEscaped           = objEscaped
	GoalSamples           = taskSamples
	GoalDataEscaped       = taskData
	GoalFacilityDestroyed = taskDestroyed

	ExplorationRobot RobotKind = robotScout
	CombatRobot      RobotKind = robotCombat
	RepairRobot      RobotKind = robotRepair
	MedicalRobot     RobotKind = robotMedical
	SecurityRobot    RobotKind = robotSecurity
	FirefighterRobot RobotKind = robotFirefighter
)

// How many of each coded effect, and the limits the State's fixed sizes
// put on the data.
const (
	attackEffects           = atkInfecting + 1
	woundKinds              = woundLungs + 1
	eventEffects            = evBreakdown + 1
	goals                   = taskDestroyed + 1
	robotKinds    RobotKind = robotFirefighter + 1
	allMoves      Moves     = moveHorizontal | moveVertical | moveRooms
	allDirs       Dirs      = bN | bE | bS | bW

	maxSearch         = len(game{}.PendItems) // Items a Search draws
	maxPile           = len(pile{}.C)         // cards or tiles in a pile
	maxTokens         = 64                    // bits of the bag
	maxItemCards      = Egg                   // the Egg's id follows the Item cards
	maxRoomTiles      = 100
	maxObjectives     = 64
	maxHealthSection  = 10
	maxCharacterItems = 2
)

var goalNames = []string{"nest destroyed", "queen dead", "data", "egg", "alone", "reactor",
	"clean", "witness", "task", "not task", "task and data", "escaped", "samples",
	"data escaped", "facility destroyed"}

var moveNames = []string{"horizontal", "vertical", "rooms"}

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

// StandardData returns the reconstructed data DATA.md lists (a fresh copy
// each time: change it freely).
func StandardData() Data {
	var d Data
	for _, f := range noiseFaces {
		d.Dice.Noise = append(d.Dice.Noise, NoiseFace(f))
	}
	for _, f := range shootFaces {
		d.Dice.Shoot = append(d.Dice.Shoot, ShootFace(f))
	}
	for _, f := range burstFaces {
		d.Dice.Burst = append(d.Dice.Burst, BurstFace(f))
	}
	d.Rooms = slices.Clone(roomTiles[:])
	d.Corridors = slices.Clone(corridorTiles[:])
	d.Exploration = slices.Clone(exploreCards[:])
	for k, s := range itemKindData {
		d.ItemKinds = append(d.ItemKinds, ItemStats{Kind: ItemKind(k), Heavy: s.Heavy, Armor: s.Armor,
			Ranged: s.Ranged, Melee: s.Melee, OneUse: s.OneUse, Slots: s.Slots, SlotToken: s.SlotToken,
			Amount: itemAmount[k]})
	}
	d.Items = ItemDecks{
		Red:     slices.Clone(itemCards[:firstGreen]),
		Green:   slices.Clone(itemCards[firstGreen:firstYellow]),
		Yellow:  slices.Clone(itemCards[firstYellow:firstSupport]),
		Support: slices.Clone(itemCards[firstSupport:firstChar]),
	}
	for _, c := range characters {
		ch := Character{Name: c.Name, Rank: c.Rank, Health: c.Health, Deck: c.Deck, NoSupport: c.NoSupport}
		for _, it := range c.Items {
			if it != NoItem {
				ch.Items = append(ch.Items, itemCards[it])
			}
		}
		d.Characters = append(d.Characters, ch)
	}
	d.Events = slices.Clone(eventCards[:])
	d.Attacks = slices.Clone(attackCards[:])
	for c := range WoundCards {
		d.Wounds = append(d.Wounds, woundOf(int8(c)))
	}
	for c := range ContaminationCards {
		d.Contamination = append(d.Contamination, Contamination{infected(int8(c))})
	}
	d.Queen = slices.Clone(queenCards[:])
	for _, o := range objectives {
		d.Objectives = append(d.Objectives, Objective{o.Name, o.Kind, o.Min, ObjectiveGroup(o.Group)})
	}
	for r := range RobotCards {
		d.Robots = append(d.Robots, RobotKind(r))
	}
	d.Supply = Supply{tokenSupply[AmmoFull], tokenSupply[Grenade], tokenSupply[Oxygen], tokenSupply[Medpack]}
	for t := range Tokens {
		d.Tokens = append(d.Tokens, IntruderToken{tokenKinds[t], tokenBacks[t]})
	}
	return d
}

// itemAmount: what each Item kind's effect gives in the standard data
// (DATA.md, "Items").
var itemAmount = [itemKinds]int8{GrenadePack: 2, AmmoBox: 2, Medkit: 3, Stimulant: 2, OxygenCan: 4}

// clone returns a deep copy of d.
func (d Data) clone() Data {
	c := d
	c.Dice = Dice{slices.Clone(d.Dice.Noise), slices.Clone(d.Dice.Shoot), slices.Clone(d.Dice.Burst)}
	c.Rooms = slices.Clone(d.Rooms)
	c.Corridors = slices.Clone(d.Corridors)
	c.Exploration = slices.Clone(d.Exploration)
	c.ItemKinds = slices.Clone(d.ItemKinds)
	c.Items = ItemDecks{slices.Clone(d.Items.Red), slices.Clone(d.Items.Green), slices.Clone(d.Items.Yellow), slices.Clone(d.Items.Support)}
	c.Characters = slices.Clone(d.Characters)
	for i := range c.Characters {
		c.Characters[i].Items = slices.Clone(c.Characters[i].Items)
	}
	c.Events = slices.Clone(d.Events)
	c.Attacks = slices.Clone(d.Attacks)
	c.Wounds = slices.Clone(d.Wounds)
	c.Contamination = slices.Clone(d.Contamination)
	c.Queen = slices.Clone(d.Queen)
	c.Objectives = slices.Clone(d.Objectives)
	c.Robots = slices.Clone(d.Robots)
	c.Tokens = slices.Clone(d.Tokens)
	return c
}

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

// Text forms of the data's enums (JSON words).

func (k RoomKind) MarshalText() ([]byte, error) { return enumText(roomNames[:], "Room kind", k) }
func (k *RoomKind) UnmarshalText(b []byte) (err error) {
	*k, err = textEnum[RoomKind](roomNames[:], "Room kind", b)
	return
}
func (k ItemKind) String() string {
	if k < 0 || k >= itemKinds {
		return "?"
	}
	return itemNames[k]
}
func (k ItemKind) MarshalText() ([]byte, error) { return enumText(itemNames[:], "Item kind", k) }
func (k *ItemKind) UnmarshalText(b []byte) (err error) {
	*k, err = textEnum[ItemKind](itemNames[:], "Item kind", b)
	return
}
func (k Kind) MarshalText() ([]byte, error) { return enumText(kindNames[:], "Intruder kind", k) }
func (k *Kind) UnmarshalText(b []byte) (err error) {
	*k, err = textEnum[Kind](kindNames[:], "Intruder kind", b)
	return
}
func (k CardKind) MarshalText() ([]byte, error) { return enumText(cardNames[:], "Action card kind", k) }
func (k *CardKind) UnmarshalText(b []byte) (err error) {
	*k, err = textEnum[CardKind](cardNames[:], "Action card kind", b)
	return
}
func (k Stack) MarshalText() ([]byte, error) { return enumText(stackNames, "stack", k) }
func (k *Stack) UnmarshalText(b []byte) (err error) {
	*k, err = textEnum[Stack](stackNames, "stack", b)
	return
}
func (k AttackEffect) String() string { return nameOf(attackNames[:], k) }
func (k AttackEffect) MarshalText() ([]byte, error) {
	return enumText(attackNames[:], "Intruder Attack effect", k)
}
func (k *AttackEffect) UnmarshalText(b []byte) (err error) {
	*k, err = textEnum[AttackEffect](attackNames[:], "Intruder Attack effect", b)
	return
}
func (k WoundKind) String() string               { return nameOf(woundNames[:], k) }
func (k WoundKind) MarshalText() ([]byte, error) { return enumText(woundNames[:], "Serious Wound", k) }
func (k *WoundKind) UnmarshalText(b []byte) (err error) {
	*k, err = textEnum[WoundKind](woundNames[:], "Serious Wound", b)
	return
}
func (k EventEffect) String() string { return nameOf(eventNames[:], k) }
func (k EventEffect) MarshalText() ([]byte, error) {
	return enumText(eventNames[:], "Event effect", k)
}
func (k *EventEffect) UnmarshalText(b []byte) (err error) {
	*k, err = textEnum[EventEffect](eventNames[:], "Event effect", b)
	return
}
func (k Goal) String() string               { return nameOf(goalNames, k) }
func (k Goal) MarshalText() ([]byte, error) { return enumText(goalNames, "Objective goal", k) }
func (k *Goal) UnmarshalText(b []byte) (err error) {
	*k, err = textEnum[Goal](goalNames, "Objective goal", b)
	return
}
func (k ObjectiveGroup) String() string { return nameOf(groupNames, k) }
func (k ObjectiveGroup) MarshalText() ([]byte, error) {
	return enumText(groupNames, "Objective group", k)
}
func (k *ObjectiveGroup) UnmarshalText(b []byte) (err error) {
	*k, err = textEnum[ObjectiveGroup](groupNames, "Objective group", b)
	return
}
func (k RobotKind) String() string               { return nameOf(robotNames[:], k) }
func (k RobotKind) MarshalText() ([]byte, error) { return enumText(robotNames[:], "Robot card", k) }
func (k *RobotKind) UnmarshalText(b []byte) (err error) {
	*k, err = textEnum[RobotKind](robotNames[:], "Robot card", b)
	return
}

func nameOf[T ~int8](names []string, k T) string {
	if k < 0 || int(k) >= len(names) {
		return "?"
	}
	return names[k]
}

func enumText[T ~int8](names []string, what string, k T) ([]byte, error) {
	if k < 0 || int(k) >= len(names) {
		return nil, fmt.Errorf("nemesis: no %s %d", what, k)
	}
	return []byte(names[k]), nil
}

func (f NoiseFace) MarshalText() ([]byte, error) {
	if f == Hazard {
		return []byte("Hazard"), nil
	}
	return []byte(strconv.Itoa(int(f))), nil
}
func (f *NoiseFace) UnmarshalText(b []byte) error {
	if strings.EqualFold(string(b), "Hazard") {
		*f = Hazard
		return nil
	}
	n, err := faceNumber("Noise die", b, 1, 4)
	*f = NoiseFace(n)
	return err
}
func (f ShootFace) MarshalText() ([]byte, error) {
	switch f {
	case Critical:
		return []byte("Critical"), nil
	case Blanked:
		return []byte("Blanked"), nil
	}
	return []byte(strconv.Itoa(int(f))), nil
}
func (f *ShootFace) UnmarshalText(b []byte) error {
	switch {
	case strings.EqualFold(string(b), "Critical"):
		*f = Critical
		return nil
	case strings.EqualFold(string(b), "Blanked"):
		*f = Blanked
		return nil
	}
	n, err := faceNumber("Shoot die", b, 2, 5)
	*f = ShootFace(n)
	return err
}
func (f BurstFace) MarshalText() ([]byte, error) {
	if f == 0 {
		return []byte("Miss"), nil
	}
	return []byte(strconv.Itoa(int(f))), nil
}
func (f *BurstFace) UnmarshalText(b []byte) error {
	if strings.EqualFold(string(b), "Miss") {
		*f = 0
		return nil
	}
	n, err := faceNumber("Burst die", b, 1, 4)
	*f = BurstFace(n)
	return err
}

func faceNumber(die string, b []byte, lo, hi int) (int8, error) {
	n, err := strconv.Atoi(string(b))
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("nemesis: %q is not a face of the %s", b, die)
	}
	return int8(n), nil
}

const dirLetters = "NESW"

func (d Dirs) String() string {
	var b []byte
	for i := range 4 {
		if d&(1<<i) != 0 {
			b = append(b, dirLetters[i])
		}
	}
	return string(b)
}
func (d Dirs) MarshalText() ([]byte, error) { return []byte(d.String()), nil }
func (d *Dirs) UnmarshalText(b []byte) error {
	*d = 0
	for _, c := range strings.ToUpper(string(b)) {
		i := strings.IndexRune(dirLetters, c)
		if i < 0 {
			return fmt.Errorf("nemesis: directions %q: want letters of NESW", b)
		}
		*d |= 1 << i
	}
	return nil
}

func (m Moves) String() string {
	var w []string
	for i, n := range moveNames {
		if m&(1<<i) != 0 {
			w = append(w, n)
		}
	}
	return strings.Join(w, "+")
}
func (m Moves) MarshalText() ([]byte, error) { return []byte(m.String()), nil }
func (m *Moves) UnmarshalText(b []byte) error {
	*m = 0
	if len(b) == 0 {
		return nil
	}
	for _, w := range strings.Split(string(b), "+") {
		i := slices.IndexFunc(moveNames, func(n string) bool { return strings.EqualFold(n, strings.TrimSpace(w)) })
		if i < 0 {
			return fmt.Errorf("nemesis: Event movement %q: want horizontal, vertical, rooms joined by +", b)
		}
		*m |= 1 << i
	}
	return nil
}

// itemName names Item card c ("?" for none or an unknown one).
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

func (f NoiseFace) String() string { b, _ := f.MarshalText(); return string(b) }
func (f ShootFace) String() string { b, _ := f.MarshalText(); return string(b) }
func (f BurstFace) String() string { b, _ := f.MarshalText(); return string(b) }

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
