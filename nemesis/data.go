package nemesis

// The reconstructed components (DATA.md gives the reasoning for each table).
// The rulebook names the components and their roles but prints few of their
// values; every value here is a reconstruction, in our own words.
//
// These tables are the standard data: StandardData (dataset.go) returns
// them, and Config.Data may replace them. The rules never read them
// directly but a game's own validated copy, game.T (g.T.rooms,
// g.T.kindOf(c), ...); only the kinds' names and the Facility's geometry
// are read from here.

// The Facility is a grid of W×H Room slots; a Corridor slot lies between
// each two orthogonally neighbouring Room slots. Columns a–b are Section A,
// c–d Section B, e–f Section C (DATA.md, "The Facility").
const (
	W     = 6
	H     = 4
	Slots = W * H
	// Edges counts the Corridor slots: (W-1)*H horizontal ones first, then
	// W*(H-1) vertical ones.
	Edges = (W-1)*H + W*(H-1)
	// Nodes: Room slots 0..Slots-1, then Corridor slots Slots..Slots+Edges-1.
	Nodes = Slots + Edges

	// LandingSlot and HibernatoriumSlot are printed on the Section pieces.
	LandingSlot       = 1*W + 0 // a2
	HibernatoriumSlot = 2*W + 3 // d3

	MaxPlayers = 5
	LastRound  = 14
	LanderTurn = 10
)

// Section of a Room slot: 0 = A, 1 = B, 2 = C.
func slotSection(slot int) int { return (slot % W) / 2 }

// edgeEnds returns the two Room slots a Corridor slot joins (the top or
// left one first).
func edgeEnds(e int) (int, int) {
	if e < (W-1)*H {
		y, x := e/(W-1), e%(W-1)
		return y*W + x, y*W + x + 1
	}
	e -= (W - 1) * H
	y, x := e/W, e%W
	return y*W + x, (y+1)*W + x
}

// horizontal reports whether a Corridor slot runs west–east.
func horizontal(e int) bool { return e < (W-1)*H }

// edgeBetween returns the Corridor slot between two Room slots, or -1.
func edgeBetween(a, b int) int {
	if a > b {
		a, b = b, a
	}
	ax, ay, bx, by := a%W, a/W, b%W, b/W
	switch {
	case ay == by && bx == ax+1:
		return ay*(W-1) + ax
	case ax == bx && by == ay+1:
		return (W-1)*H + ay*W + ax
	}
	return -1
}

// Directions on the map and on Exploration cards: North is up.
const (
	North = iota
	East
	South
	West
)

// neighbour returns the Room slot next to slot in direction d, or -1 past
// the Facility's border.
func neighbour(slot, d int) int {
	x, y := slot%W, slot/W
	switch d {
	case North:
		y--
	case East:
		x++
	case South:
		y++
	case West:
		x--
	}
	if x < 0 || y < 0 || x >= W || y >= H {
		return -1
	}
	return y*W + x
}

// Room kinds: what Using the Room does (rules in room.go).
type RoomKind int8

const (
	LandingZone RoomKind = iota
	Hibernatorium
	DrillingRoom
	LifeSupportA
	Surgery
	CoolingSystem
	LifeSupportB
	ServerRoom
	LifeSupportC
	Nest
	Reactor
	EscapeShuttle
	TechnicalCorridor
	ShelterRoom
	Armory
	Storage
	FireControl
	Laboratory
	roomKinds
)

var roomNames = [roomKinds]string{
	"Landing Zone", "Hibernatorium", "Drilling Room", "Life Support Control A", "Surgery",
	"Cooling System", "Life Support Control B", "Server Room", "Life Support Control C", "Nest",
	"Reactor", "Escape Shuttle", "Technical Corridor Entrance", "Shelter Room", "Armory",
	"Storage", "Fire Control", "Laboratory",
}

// roomCodes are the two-letter codes of the drawing.
var roomCodes = [roomKinds]string{"LZ", "HB", "DR", "LA", "SU", "CS", "LB", "SV", "LC", "NE", "RE", "ES", "TC", "SH", "AR", "ST", "FC", "LT"}

func (k RoomKind) String() string {
	if k < 0 || k >= roomKinds {
		return "?"
	}
	return roomNames[k]
}

// Item colours (the three Item decks).
const (
	Red = iota
	Green
	Yellow
)

// roomTile is a Room tile: its kind, its back ("A", "B", "C" = 0..2, "?" =
// 3), its ID for tie-breaks, its Item icons per colour, and its icons.
type roomTile = RoomTile

// roomTiles: the Landing Zone and the Hibernatorium are printed on the
// Section pieces; the others form the "A", "B", "C" and "?" stacks.
var roomTiles = [...]roomTile{
	{Kind: LandingZone, Back: 0, ID: 1, Computer: true},
	{Kind: Hibernatorium, Back: 1, ID: 2, NoSecure: true},
	{Kind: DrillingRoom, Back: 0, ID: 3, Icons: [3]int8{1, 0, 1}},
	{Kind: LifeSupportA, Back: 0, ID: 4, Icons: [3]int8{0, 1, 1}, Computer: true},
	{Kind: Surgery, Back: 0, ID: 5, Icons: [3]int8{0, 2, 0}, Computer: true},
	{Kind: CoolingSystem, Back: 1, ID: 6, Icons: [3]int8{0, 0, 1}, Computer: true},
	{Kind: LifeSupportB, Back: 1, ID: 7, Icons: [3]int8{0, 1, 1}, Computer: true},
	{Kind: ServerRoom, Back: 1, ID: 8, Icons: [3]int8{0, 0, 1}, Computer: true},
	{Kind: LifeSupportC, Back: 2, ID: 9, Icons: [3]int8{1, 0, 1}, Computer: true},
	{Kind: Nest, Back: 2, ID: 10, NoSecure: true, NoMalfunction: true},
	{Kind: Reactor, Back: 2, ID: 11, Icons: [3]int8{1, 0, 1}, Computer: true},
	{Kind: EscapeShuttle, Back: 2, ID: 12, Icons: [3]int8{0, 1, 0}},
	{Kind: TechnicalCorridor, Back: 3, ID: 13, Icons: [3]int8{1, 0, 0}},
	{Kind: TechnicalCorridor, Back: 3, ID: 14, Icons: [3]int8{0, 0, 1}},
	{Kind: ShelterRoom, Back: 3, ID: 15, Icons: [3]int8{0, 1, 0}, AlwaysSecure: true},
	{Kind: ShelterRoom, Back: 3, ID: 16, Icons: [3]int8{0, 1, 0}, AlwaysSecure: true},
	{Kind: Armory, Back: 3, ID: 17, Icons: [3]int8{2, 0, 0}},
	{Kind: Armory, Back: 3, ID: 18, Icons: [3]int8{1, 0, 0}},
	{Kind: Storage, Back: 3, ID: 19, Icons: [3]int8{1, 1, 1}},
	{Kind: Storage, Back: 3, ID: 20, Icons: [3]int8{1, 1, 0}},
	{Kind: FireControl, Back: 3, ID: 21, Icons: [3]int8{0, 0, 1}, Computer: true},
	{Kind: FireControl, Back: 3, ID: 22, Icons: [3]int8{0, 1, 0}, Computer: true},
	{Kind: Laboratory, Back: 3, ID: 23, Icons: [3]int8{0, 1, 0}, Computer: true},
	{Kind: Laboratory, Back: 3, ID: 24, Icons: [3]int8{0, 1, 1}, Computer: true},
}

const (
	tileLanding       = 0
	tileHibernatorium = 1
	RoomTiles         = len(roomTiles)
)

// corridorTile: front Noise value 1–4, Deadly mode value (0: none), a Door
// slot, and the ID whose first digit is the front value.
type corridorTile = CorridorTile

// CorridorTiles is the number of Corridor tiles: ten of each Noise value.
const CorridorTiles = 40

var corridorTiles = func() (t [CorridorTiles]corridorTile) {
	for i := range t {
		v, k := int8(i/10+1), int8(i%10)
		t[i] = corridorTile{Noise: v, ID: v*10 + k, Door: k <= 2}
		if k >= 7 {
			t[i].Deadly = v%4 + 1
		}
	}
	return t
}()

// Exploration cards: the Room type to draw (Section: the stack of the slot's
// own Section; or "?"), the Corridors around the new Room (bit per
// direction), Noise markers on some of them, a Fire or Malfunction marker in
// the Room, and the Entrance effect.
type exploreCard = ExplorationCard

const (
	bN = 1 << North
	bE = 1 << East
	bS = 1 << South
	bW = 1 << West
)

var exploreCards = [...]exploreCard{
	{Corridors: bN | bE | bS | bW, NoiseRoll: true},
	{Corridors: bN | bE | bS | bW, Noise: bE},
	{Corridors: bE | bS | bW, NoiseRoll: true},
	{Corridors: bN | bE | bW, Noise: bN},
	{Corridors: bN | bS, Fire: true},
	{Corridors: bE | bW, NoiseRoll: true},
	{Corridors: bN | bE | bS, Fault: true},
	{Corridors: bE | bS | bW},
	{Random: true, Corridors: bN | bE | bS | bW, NoiseRoll: true},
	{Random: true, Corridors: bN | bE | bS, Noise: bS},
	{Random: true, Corridors: bE | bW},
	{Random: true, Corridors: bN | bS | bW, NoiseRoll: true},
	{Random: true, Corridors: bN | bE | bS | bW, Fault: true},
	{Random: true, Corridors: bE | bS, Noise: bE | bS},
	{Random: true, Corridors: bN | bE | bW, Fire: true},
	{Random: true, Corridors: bN | bE | bS | bW},
}

const ExploreCards = len(exploreCards)

// Intruder types, largest first.
type Kind int8

const (
	Queen Kind = iota
	Drone
	Adult
	Larva
	Blank // the Blank token only
)

var kindNames = [...]string{"Queen", "Drone", "Adult", "Larva", "Blank"}

func (k Kind) String() string {
	if k < 0 || int(k) >= len(kindNames) {
		return "?"
	}
	return kindNames[k]
}

// Intruder models (component limits): index ranges per type, largest
// first, so that "largest first" is ascending index order.
const (
	Models     = 25
	firstDrone = 1
	firstAdult = 5
	firstLarva = 17
)

func modelKind(i int) Kind {
	switch {
	case i < firstDrone:
		return Queen
	case i < firstAdult:
		return Drone
	case i < firstLarva:
		return Adult
	}
	return Larva
}

// Intruder tokens: the Blank, 6 Queen, 6 Drone, 14 Adult and 8 Larva
// tokens; the back shows how many Intruders a Noise marker places.
const Tokens = 35

var tokenKinds, tokenBacks = func() (k [Tokens]Kind, b [Tokens]int8) {
	i := 0
	add := func(kind Kind, backs ...int8) {
		for _, v := range backs {
			k[i], b[i] = kind, v
			i++
		}
	}
	add(Blank, 0)
	add(Queen, 1, 1, 1, 1, 1, 1)
	add(Drone, 1, 1, 1, 1, 2, 2)
	add(Adult, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 3, 3, 3)
	add(Larva, 1, 1, 1, 1, 1, 1, 1, 1)
	return
}()

// Dice faces (DATA.md, "Dice").
const (
	Hazard = 5 // the Noise die's Hazard face
	// Shoot die faces: Critical, 2–5, and the ammo-loss/ineffective face.
	Critical = 1
	Blanked  = 6
	// Burst die: Miss (0 Hits), 1, 2, 2, 3, 4 with the Additional Effect.
	BurstStar = 4
)

var noiseFaces = [10]int8{1, 1, 2, 2, 3, 3, 4, 4, Hazard, Hazard}
var shootFaces = [6]int8{Critical, 2, 3, 4, 5, Blanked}
var burstFaces = [6]int8{0, 1, 2, 2, 3, BurstStar}

// Tactical Gear tokens.
type Token int8

const (
	NoToken Token = iota
	AmmoFull
	AmmoHalf
	Grenade
	Oxygen
	Medpack
)

var tokenNames = [...]string{"none", "ammo", "half-ammo", "grenade", "oxygen", "medpack"}

func (t Token) String() string {
	if t < 0 || int(t) >= len(tokenNames) {
		return "?"
	}
	return tokenNames[t]
}

// supply: how many Tactical Gear tokens exist (Ammo counts both sides).
var tokenSupply = [...]int8{0, 14, 0, 8, 14, 14}

// Item kinds (rules in item.go).
type ItemKind int8

const (
	Pistol ItemKind = iota
	Rifle
	Shotgun
	Machete
	Vest
	HeavyArmor
	Bandolier
	GrenadePack
	AmmoBox
	Medkit
	Bandage
	Antidote
	Stimulant
	OxygenCan
	Toolkit
	Extinguisher
	Welder
	EggItem
	itemKinds
)

var itemNames = [itemKinds]string{"Pistol", "Assault Rifle", "Shotgun", "Machete", "Combat Vest",
	"Heavy Armor", "Bandolier", "Grenade Pack", "Ammo Box", "Medkit", "Bandage", "Antidote",
	"Stimulant", "Oxygen Canister", "Toolkit", "Extinguisher", "Welder", "Egg"}

type itemKind struct {
	Heavy, Armor, Ranged, Melee, OneUse bool
	Slots                               int8  // Tactical Gear slots on the Item
	SlotToken                           Token // their colour: AmmoFull (ammo) or NoToken (gray, any)
}

var itemKindData = [itemKinds]itemKind{
	Pistol:       {Heavy: true, Ranged: true, Slots: 1, SlotToken: AmmoFull},
	Rifle:        {Heavy: true, Ranged: true, Slots: 2, SlotToken: AmmoFull},
	Shotgun:      {Heavy: true, Ranged: true, Slots: 1, SlotToken: AmmoFull},
	Machete:      {Heavy: true, Melee: true},
	Vest:         {Armor: true},
	HeavyArmor:   {Armor: true},
	Bandolier:    {Heavy: true, Slots: 2},
	GrenadePack:  {OneUse: true},
	AmmoBox:      {OneUse: true},
	Medkit:       {OneUse: true},
	Bandage:      {OneUse: true},
	Antidote:     {OneUse: true},
	Stimulant:    {OneUse: true},
	OxygenCan:    {OneUse: true},
	Toolkit:      {OneUse: true},
	Extinguisher: {OneUse: true},
	Welder:       {OneUse: true},
	EggItem:      {Heavy: true},
}

// Item cards: red 0–11, green 12–23, yellow 24–35, Support Equipment 36–45,
// Character Items 46–52; Egg is the Egg token held as a Heavy Item.
const (
	firstGreen   = 12
	firstYellow  = 24
	firstSupport = 36
	firstChar    = 46
	ItemCards    = 53
	Egg          = ItemCards // the card id of an Egg in a Hand slot
	NoItem       = -1
)

var itemCards = [ItemCards]ItemKind{
	Pistol, Pistol, Shotgun, Shotgun, Machete, Machete, Vest, Vest, GrenadePack, GrenadePack, AmmoBox, AmmoBox,
	Medkit, Medkit, Medkit, Bandage, Bandage, Bandage, Antidote, Antidote, Antidote, Stimulant, Stimulant, Stimulant,
	OxygenCan, OxygenCan, OxygenCan, Toolkit, Toolkit, Toolkit, Extinguisher, Extinguisher, Extinguisher, Welder, Welder, Welder,
	HeavyArmor, Rifle, Rifle, Shotgun, Vest, Bandolier, Medkit, OxygenCan, Toolkit, AmmoBox,
	Pistol, Machete, Rifle, Pistol, Pistol, Shotgun, Pistol,
}

func itemKindOf(card int8) ItemKind {
	if card == Egg {
		return EggItem
	}
	return itemCards[card]
}

// colourOf is the Item deck of a card: 0–2, or 3 for the others.
func colourOf(card int8) int {
	switch {
	case card < firstGreen:
		return Red
	case card < firstYellow:
		return Green
	case card < firstSupport:
		return Yellow
	}
	return 3
}

// Action card kinds (rules in card.go).
type CardKind int8

const (
	Search CardKind = iota
	Repair
	Barricade
	Sneak
	Rest
	CloseDoor
	Extinguish
	DuckAndCover // a reaction: Prevent an Attack (react.go); played: 1 Secure token
	Sprint       // a reaction: a Noise roll's Number does nothing (react.go); played: a Move
	Command      // order a Character of lower Rank in your Room (order.go)
	FirstAid     // the Medic's own card: restore up to 2 Health (DATA.md)
	JuryRig      // the Engineer's own card: Reinforce an empty adjacent Corridor (DATA.md)
	cardKinds
)

var cardNames = [cardKinds]string{"Search", "Repair", "Barricade", "Sneak", "Rest", "Close Door", "Extinguish", "Duck and Cover", "Sprint", "Command", "First Aid", "Jury-Rig"}

func (k CardKind) String() string { return cardNames[k] }

// notInCombat marks the cards that cannot be played in a Room with an
// Intruder.
var notInCombat = [cardKinds]bool{Search: true, Sneak: true, Rest: true, Barricade: true, DuckAndCover: true}

// Characters: name, Rank, Health track sections (Healthy, Injured, Heavily
// Injured slots), Character Items and the 10 Action cards.
type character struct {
	Name      string
	Rank      int8
	Health    [3]int8
	Items     [2]int8
	Deck      [10]CardKind
	NoSupport bool // the Contractor: no Support Equipment draft
}

var characters = [...]character{
	{"Contractor", 3, [3]int8{3, 3, 2}, [2]int8{46, 47}, [10]CardKind{Search, Command, Repair, Barricade, Sneak, Rest, CloseDoor, Extinguish, DuckAndCover, Sprint}, true},
	{"Soldier", 6, [3]int8{3, 3, 3}, [2]int8{48, NoItem}, [10]CardKind{Search, Command, Repair, Barricade, DuckAndCover, Sneak, Rest, CloseDoor, Extinguish, Sprint}, false},
	{"Medic", 2, [3]int8{3, 3, 2}, [2]int8{49, NoItem}, [10]CardKind{Search, FirstAid, Repair, Barricade, Sneak, Rest, DuckAndCover, CloseDoor, Extinguish, Sprint}, false},
	{"Pilot", 4, [3]int8{3, 2, 2}, [2]int8{50, NoItem}, [10]CardKind{Search, Command, Repair, Barricade, Sneak, Sprint, Rest, CloseDoor, Extinguish, DuckAndCover}, false},
	{"Engineer", 1, [3]int8{3, 3, 2}, [2]int8{51, NoItem}, [10]CardKind{Search, JuryRig, Repair, DuckAndCover, Barricade, Sneak, Rest, CloseDoor, Extinguish, Sprint}, false},
	{"Scout", 5, [3]int8{3, 2, 3}, [2]int8{52, NoItem}, [10]CardKind{Search, Command, DuckAndCover, Repair, Barricade, Sneak, Sprint, Rest, CloseDoor, Extinguish}, false},
}

const Characters = len(characters)

// Intruder Attack cards: the effect for Adults and Drones, and for the Queen.
const (
	atkClaws     attackEffect = iota // lose 2 Health (Queen: 3)
	atkBite                          // die if Heavily Injured (Queen: if Injured or worse), else Serious Wound and Contamination
	atkScratch                       // lose 1 Health and gain 1 Contamination (Queen: 2 Health)
	atkTail                          // gain 1 Serious Wound (Queen: and lose 1 Health)
	atkInfecting                     // lose 2 Health (Queen: 1 Contamination and a Larva)
)

var attackNames = [...]string{"Claws", "Bite", "Scratch", "Tail", "Infecting"}

var attackCards = [...]attackEffect{
	atkClaws, atkClaws, atkClaws, atkClaws, atkBite, atkBite, atkBite, atkScratch,
	atkScratch, atkScratch, atkTail, atkTail, atkTail, atkInfecting, atkInfecting, atkInfecting,
}

const AttackCards = len(attackCards)

// Serious Wounds.
const (
	woundEyes  woundKind = iota // +1 to all your Shoot results
	woundHand                   // your Bursts deal 1 Hit fewer
	woundHead                   // you refill your hand to 4 cards only
	woundLungs                  // lose 1 more Oxygen whenever you lose Oxygen
)

var woundNames = [...]string{"Eyes", "Hand", "Head", "Lungs"}

const WoundCards = 12

func woundOf(card int8) woundKind { return woundKind(card / 3) }

// Contamination cards: 20, of which 7 read INFECTED under the Scanner.
const ContaminationCards = 20

func infected(card int8) bool { return card%3 == 0 }

// Event cards: Intruder movement (corridor orientations and Rooms), the
// main effect and the Noise value of the secondary effect.
const (
	evFireSpreads eventEffect = iota
	evShortCircuit
	evHatching
	evNoiseInWalls
	evLifeSupportA
	evLifeSupportB
	evLifeSupportC
	evQueenCall
	evNestStirs
	evBreakdown
)

var eventNames = [...]string{"Fire Spreads", "Short Circuit", "Hatching", "Noise in the Walls",
	"Life Support Failure A", "Life Support Failure B", "Life Support Failure C", "Queen's Call",
	"Nest Stirs", "Breakdown"}

const (
	moveHorizontal = 1
	moveVertical   = 2
	moveRooms      = 4
)

type eventCard = EventCard

var eventCards = [...]eventCard{
	{moveHorizontal, evFireSpreads, 1},
	{moveVertical, evShortCircuit, 2},
	{moveRooms, evHatching, 3},
	{moveHorizontal | moveVertical, evNoiseInWalls, 4},
	{moveVertical, evLifeSupportA, 1},
	{moveHorizontal, evLifeSupportB, 2},
	{moveRooms, evLifeSupportC, 3},
	{moveHorizontal, evQueenCall, 4},
	{moveVertical, evNestStirs, 1},
	{moveRooms | moveHorizontal, evBreakdown, 2},
	{moveVertical, evFireSpreads, 3},
	{moveHorizontal, evHatching, 4},
	{moveRooms, evNestStirs, 2},
	{moveVertical | moveHorizontal, evQueenCall, 1},
}

const EventCards = len(eventCards)

// Queen Health cards: how many more cards to discard, and the effect.
type queenCard = QueenCard

var queenCards = [...]queenCard{{0, false}, {0, true}, {1, false}, {1, true}, {1, false}, {2, false}, {0, true}, {2, true}}

const (
	QueenCards = len(queenCards)
	QueenTrack = 3 // the last space of the Queen's Hits track
)

// Objectives.
const (
	objNest       objKind = iota // the Nest is destroyed
	objQueen                     // the Queen is dead
	objData                      // you hold a Data token
	objEgg                       // you carry an Egg
	objAlone                     // no other Character Escaped or Hibernated alive
	objReactor                   // the Reactor was shut down
	objClean                     // no Larva and no Serious Wound
	objWitness                   // at least 2 other Characters died
	objTask                      // the Mission Task is fulfilled
	objNotTask                   // the Mission Task is not fulfilled
	objTaskData                  // the Mission Task is fulfilled and you hold a Data token
	objEscaped                   // you Escaped the Facility (Hibernating does not count)
	taskSamples                  // Escaped Characters carry at least 2 Eggs in total
	taskData                     // an Escaped Character holds a Data token
	taskDestroyed                // the Facility was destroyed
)

type objective struct {
	Name  string
	Kind  objKind
	Min   int8 // the Number of Characters symbol
	Group int8 // 0 Private, 1 Mission, 2 Mission Task, 3 Solo/Coop Mission Task
}

var objectives = [...]objective{
	{"Veni, Vidi, Vici", objNest, 2, 0},
	{"Regicide", objQueen, 1, 0},
	{"Hard Drive", objData, 1, 0},
	{"Souvenir", objEgg, 1, 0},
	{"Lone Survivor", objAlone, 3, 0},
	{"Blackout", objReactor, 2, 0},
	{"Clean Blood", objClean, 1, 0},
	{"Witness", objWitness, 4, 0},
	{"Official Order", objTask, 1, 1},
	{"Official Order", objTask, 1, 1},
	{"Official Order", objTask, 1, 1},
	{"Sabotage", objNotTask, 2, 1},
	{"Whistleblower", objTaskData, 3, 1},
	{"Deserter", objEscaped, 1, 1},
	{"Primary Samples", taskSamples, 1, 2},
	{"Data Recovery", taskData, 1, 2},
	{"Extermination", objQueen, 1, 2},
	{"Nest Purge", objNest, 2, 2},
	{"Total Loss", taskDestroyed, 3, 2},
	{"Samples", objEgg, 1, 3},
	{"Data", objData, 1, 3},
	{"Kill the Queen", objQueen, 1, 3},
	{"Burn the Nest", objNest, 1, 3},
	{"Blackout", objReactor, 1, 3},
}

const Objectives = len(objectives)

// Robot cards (revealed when a Room is first connected to the
// Hibernatorium). Each Activation moves the Robot to a neighbouring Room (or
// not) and then resolves the card's effect in its Room (robot.go).
const (
	robotScout       = iota // moves, and may Explore through an Unexplored Corridor (robot.go)
	robotCombat             // 1 Hit and a Shoot roll on an Intruder in its Room
	robotRepair             // discard the Malfunction marker of its Room
	robotMedical            // a Character in its Room restores 2 Health
	robotSecurity           // a Secure token in its Room
	robotFirefighter        // discard the Fire marker of its Room
)

var robotNames = [...]string{"Exploration Robot", "Combat Robot", "Repair Robot", "Medical Robot", "Security Robot", "Firefighter Robot"}

const RobotCards = len(robotNames)
