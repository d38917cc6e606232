package nemesis

import (
	"slices"
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
