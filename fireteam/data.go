package fireteam

// The components' values. The rulebook names the components but prints few
// of their values; everything here is reconstructed and explained in
// DATA.md. Effects are described in our own words.

// AttackType is brawl, bullet or bomb (Rulebook, "Attacking").
type AttackType uint8

// The attack types.
const (
	Brawl AttackType = iota
	Bullet
	Bomb
)

var attackTypeNames = [3]string{"brawl", "bullet", "bomb"}

func (t AttackType) String() string {
	if int(t) < len(attackTypeNames) {
		return attackTypeNames[t]
	}
	return "?"
}

// Role is one of the four hero roles (Rulebook, "2. Select Heroes").
type Role uint8

// The roles.
const (
	Leadership Role = iota
	CloseCombat
	Marksmanship
	Demolitions
	noRole Role = 255
)

var roleNames = [4]string{"Leadership", "Close Combat", "Marksmanship", "Demolitions"}

func (r Role) String() string {
	if int(r) < len(roleNames) {
		return roleNames[r]
	}
	return "none"
}

// Hero is one of the five heroes of the core set.
type Hero uint8

// The heroes.
const (
	Abe Hero = iota
	Maxine
	Shad
	Frank
	Don
	noHero Hero = 255
)

var heroNames = [5]string{"Abe", "Maxine", "Shad", "Frank", "Don"}

var heroRoles = [5]Role{Leadership, Leadership, CloseCombat, Marksmanship, Demolitions}

func (h Hero) String() string {
	if int(h) < len(heroNames) {
		return heroNames[h]
	}
	return "?"
}

// Role is the hero's role.
func (h Hero) Role() Role {
	if int(h) < len(heroRoles) {
		return heroRoles[h]
	}
	return noRole
}

// Effect kinds of action cards: each card is either a tactical response or
// a reaction (Rulebook, "Action Cards").
type effect uint8

const (
	// tactical responses
	trRally    effect = iota + 1 // every other active hero within Range draws N cards
	trSuppress                   // monsters within Range of the hero do not activate this round
	trCleanse                    // every minion within Range of the hero is killed
	// reactions
	reShield // a monster attacks a hero within Range: prevent up to N of its hits on that hero
)

func (e effect) tactical() bool { return e >= trRally && e <= trCleanse }

// card is one action card.
type card struct {
	name   string
	typ    AttackType
	str    uint8 // attack strength (dice)
	rng    uint8 // attack range
	bonus  uint8 // bonus hits
	bypass bool  // ignores the target's resistance
	eff    effect
	effN   uint8 // the effect's number (cards drawn, hits prevented)
	effRng uint8 // the effect's range
}

// cardsPerRole is the size of each role's action deck: 64 cards over 4 roles.
const cardsPerRole = 16

// roleCards are the four action decks, indexed by Role; a card's code is its
// role letter and its number (L01..L16, C01.., M01.., D01..).
var roleCards = [4][cardsPerRole]card{
	Leadership: {
		{"Rally the Troops", Bullet, 2, 2, 0, false, trRally, 1, 2},
		{"Rally the Troops", Bullet, 2, 2, 0, false, trRally, 1, 2},
		{"Service Pistol", Bullet, 2, 2, 0, false, reShield, 1, 1},
		{"Service Pistol", Bullet, 2, 2, 0, false, reShield, 1, 1},
		{"Steady Aim", Bullet, 3, 3, 0, false, reShield, 1, 0},
		{"Steady Aim", Bullet, 3, 3, 0, false, reShield, 1, 0},
		{"Rifle Butt", Brawl, 2, 0, 1, false, reShield, 1, 1},
		{"Rifle Butt", Brawl, 2, 0, 1, false, reShield, 1, 1},
		{"Hold the Line", Brawl, 2, 0, 0, false, trSuppress, 0, 1},
		{"Hold the Line", Brawl, 2, 0, 0, false, trSuppress, 0, 1},
		{"Grenade", Bomb, 2, 1, 0, false, reShield, 2, 0},
		{"Grenade", Bomb, 2, 1, 0, false, reShield, 2, 0},
		{"Covering Fire", Bullet, 1, 3, 1, false, reShield, 2, 2},
		{"Covering Fire", Bullet, 1, 3, 1, false, reShield, 2, 2},
		{"Take Point", Brawl, 3, 0, 0, false, trRally, 2, 0},
		{"Take Point", Brawl, 3, 0, 0, false, trRally, 2, 0},
	},
	CloseCombat: {
		{"Dual Pistols", Bullet, 2, 1, 2, false, reShield, 1, 0},
		{"Dual Pistols", Bullet, 2, 1, 2, false, reShield, 1, 0},
		{"Haymaker", Brawl, 3, 0, 1, false, reShield, 1, 0},
		{"Haymaker", Brawl, 3, 0, 1, false, reShield, 1, 0},
		{"Knife Work", Brawl, 2, 0, 0, true, reShield, 2, 0},
		{"Knife Work", Brawl, 2, 0, 0, true, reShield, 2, 0},
		{"Shotgun Blast", Bullet, 4, 1, 0, false, trCleanse, 0, 0},
		{"Shotgun Blast", Bullet, 4, 1, 0, false, trCleanse, 0, 0},
		{"Bodyguard", Brawl, 2, 0, 0, false, reShield, 2, 1},
		{"Bodyguard", Brawl, 2, 0, 0, false, reShield, 2, 1},
		{"Berserk", Brawl, 4, 0, 0, false, trSuppress, 0, 0},
		{"Berserk", Brawl, 4, 0, 0, false, trSuppress, 0, 0},
		{"Trench Club", Brawl, 3, 0, 0, false, reShield, 1, 1},
		{"Trench Club", Brawl, 3, 0, 0, false, reShield, 1, 1},
		{"Sawed-Off", Bullet, 3, 0, 1, false, trRally, 1, 1},
		{"Sawed-Off", Bullet, 3, 0, 1, false, trRally, 1, 1},
	},
	Marksmanship: {
		{"Hydrostatic Shock", Bullet, 3, 3, 0, false, reShield, 1, 2},
		{"Hydrostatic Shock", Bullet, 3, 3, 0, false, reShield, 1, 2},
		{"Headshot", Bullet, 2, 4, 0, true, trSuppress, 0, 3},
		{"Headshot", Bullet, 2, 4, 0, false, trSuppress, 0, 3},
		{"Overwatch", Bullet, 2, 3, 1, false, reShield, 1, 3},
		{"Overwatch", Bullet, 2, 3, 1, false, reShield, 1, 3},
		{"Scoped Rifle", Bullet, 3, 4, 0, false, trRally, 1, 1},
		{"Scoped Rifle", Bullet, 3, 4, 0, false, trRally, 1, 1},
		{"Quick Draw", Bullet, 2, 1, 1, false, reShield, 1, 0},
		{"Quick Draw", Bullet, 2, 1, 1, false, reShield, 1, 0},
		{"Bayonet", Brawl, 2, 0, 0, false, reShield, 1, 0},
		{"Bayonet", Brawl, 2, 0, 0, false, reShield, 1, 0},
		{"Spotter", Bullet, 1, 4, 0, false, trCleanse, 0, 2},
		{"Spotter", Bullet, 1, 4, 0, false, trCleanse, 0, 2},
		{"Double Tap", Bullet, 2, 2, 1, false, reShield, 2, 1},
		{"Double Tap", Bullet, 2, 2, 1, false, reShield, 2, 1},
	},
	Demolitions: {
		{"Dynamite", Bomb, 4, 1, 0, false, reShield, 1, 0},
		{"Dynamite", Bomb, 4, 1, 0, false, reShield, 1, 0},
		{"Satchel Charge", Bomb, 3, 0, 1, false, trCleanse, 0, 1},
		{"Satchel Charge", Bomb, 3, 0, 1, false, trCleanse, 0, 1},
		{"Rifle Grenade", Bomb, 2, 3, 0, false, reShield, 1, 1},
		{"Rifle Grenade", Bomb, 2, 3, 0, false, reShield, 1, 1},
		{"Shaped Charge", Bomb, 2, 1, 0, true, reShield, 2, 0},
		{"Shaped Charge", Bomb, 2, 1, 0, true, reShield, 2, 0},
		{"Smoke Screen", Bomb, 1, 2, 0, false, trSuppress, 0, 2},
		{"Smoke Screen", Bomb, 1, 2, 0, false, trSuppress, 0, 2},
		{"Entrenching Tool", Brawl, 2, 0, 0, false, reShield, 1, 1},
		{"Entrenching Tool", Brawl, 2, 0, 0, false, reShield, 1, 1},
		{"Sidearm", Bullet, 2, 2, 0, false, reShield, 1, 0},
		{"Sidearm", Bullet, 2, 2, 0, false, reShield, 1, 0},
		{"Resupply", Brawl, 1, 0, 0, false, trRally, 2, 2},
		{"Resupply", Brawl, 1, 0, 0, false, trRally, 2, 2},
	},
}

var roleLetters = [4]byte{'L', 'C', 'M', 'D'}

// maxCards bounds a hero's cards: the 16 action cards and up to four
// upgrade sets of four (card numbers 16..31: set k is 16+4k..19+4k).
const maxCards = 32

// Upgrade sets: four per role, four identical cards each (64 cards),
// stronger versions of the role's cards (Rulebook, "3. Equip Heroes").
var roleUpgrades = [4][4]card{
	Leadership: {
		{"Inspiring Presence", Bullet, 3, 3, 0, false, trRally, 2, 2},
		{"Officer's Revolver", Bullet, 3, 2, 1, false, reShield, 2, 1},
		{"Bayonet Charge", Brawl, 4, 0, 1, false, reShield, 2, 0},
		{"Stick Grenade", Bomb, 3, 2, 0, false, trCleanse, 0, 1},
	},
	CloseCombat: {
		{"Whirlwind", Brawl, 5, 0, 1, false, trSuppress, 0, 1},
		{"Gun Kata", Bullet, 3, 1, 2, false, reShield, 2, 0},
		{"Killing Blow", Brawl, 3, 0, 0, true, reShield, 2, 0},
		{"Trench Shotgun", Bullet, 5, 1, 0, false, trCleanse, 0, 1},
	},
	Marksmanship: {
		{"Match Grade Rounds", Bullet, 4, 4, 0, false, reShield, 2, 3},
		{"Armor Piercing", Bullet, 3, 4, 0, true, reShield, 1, 2},
		{"Steady Breathing", Bullet, 3, 5, 1, false, trSuppress, 0, 4},
		{"Sniper's Nest", Bullet, 5, 3, 0, false, trRally, 1, 3},
	},
	Demolitions: {
		{"Bundle Charge", Bomb, 6, 1, 0, false, reShield, 1, 0},
		{"Mortar", Bomb, 3, 4, 0, false, trSuppress, 0, 3},
		{"Breaching Charge", Bomb, 3, 1, 0, true, reShield, 2, 1},
		{"Flamethrower", Bomb, 4, 1, 1, false, trCleanse, 0, 1},
	},
}

// cardDef is card n of a role: an action card or an upgrade card.
func cardDef(r Role, n int) *card {
	if n < cardsPerRole {
		return &roleCards[r][n]
	}
	return &roleUpgrades[r][(n-cardsPerRole)/4]
}

// Focus cards: six per role (24), each a permanent ability of one of six
// kinds; the names are the role's.
type focusKind uint8

const (
	fcSpeed  focusKind = iota // +1 speed
	fcHand                    // +1 hand size
	fcBrawl                   // +1 attack die on brawl attacks
	fcBullet                  // +1 attack die on bullet attacks
	fcBomb                    // +1 attack die on bomb attacks
	fcRange                   // +1 attack range on every card
	nFocus
)

var focusNames = [4][nFocus]string{
	Leadership:   {"Lead from the Front", "Quartermaster", "Cold Steel", "Marksman's Eye", "Grenadier", "Battlefield Awareness"},
	CloseCombat:  {"Sprinter", "Scrounger", "Brawler", "Gunslinger", "Bomb Thrower", "Reach"},
	Marksmanship: {"Fleet Footed", "Ammo Pouch", "Rifle Butt Drill", "Deadeye", "Rifle Grenadier", "Long Shot"},
	Demolitions:  {"Sapper's Pace", "Extra Satchels", "Trench Fighter", "Pistoleer", "Demolition Expert", "Long Fuse"},
}

// Class is minion, elite or boss (Rulebook, "Activate Monsters").
type Class uint8

// The classes.
const (
	Minion Class = iota
	Elite
	Boss
)

var classNames = [3]string{"minion", "elite", "boss"}

func (c Class) String() string {
	if int(c) < len(classNames) {
		return classNames[c]
	}
	return "?"
}

// Family is one of the three monster families; a mission uses one.
type Family uint8

// The families.
const (
	Typhon Family = iota // Children of Typhon
	Fetch
	Infested
)

var familyNames = [3]string{"Children of Typhon", "Fetch", "Infested"}

func (f Family) String() string {
	if int(f) < len(familyNames) {
		return familyNames[f]
	}
	return "?"
}

// Figures per family: 13 (Rulebook, "Contents"): slots 0..8 minions,
// 9..11 elites, 12 the boss.
const (
	nMonsters  = 13
	firstElite = 9
	bossSlot   = 12
)

func slotClass(i int) Class {
	switch {
	case i < firstElite:
		return Minion
	case i < bossSlot:
		return Elite
	}
	return Boss
}

// Special abilities, triggered by the activation die's special symbol.
type special uint8

const (
	spExtraHit special = iota + 1 // its attack this activation inflicts 1 more hit if it finds a target
	spLeap                        // moves two more locations
	spSummon                      // a minion of its family from the spawn pool spawns in its location
)

// Attributes: permanent rules of a monster type.
type attribute uint8

const (
	atNone        attribute = iota
	atSwarm                 // +1 attack die for each other monster of its family in its location
	atIgnoreCover           // its ranged attacks ignore cover
)

// monsterCard is a monster reference card.
type monsterCard struct {
	name    string
	health  uint8
	resist  [3]uint8 // per AttackType
	speed   uint8
	str     uint8 // attack strength
	typ     AttackType
	rng     uint8
	attr    attribute
	special special
}

// monsterCards are the nine reference cards, by family and class.
var monsterCards = [3][3]monsterCard{
	Typhon: {
		{"Spawn of Typhon", 2, [3]uint8{0, 1, 1}, 2, 1, Brawl, 0, atSwarm, spLeap},
		{"Brood Mother", 4, [3]uint8{1, 1, 0}, 1, 3, Bomb, 1, atNone, spSummon},
		{"Typhon", 6, [3]uint8{1, 2, 1}, 1, 4, Brawl, 1, atNone, spSummon},
	},
	Fetch: {
		{"Fetch Wisp", 1, [3]uint8{2, 0, 1}, 3, 1, Brawl, 0, atNone, spExtraHit},
		{"Fetch Stalker", 3, [3]uint8{1, 1, 1}, 2, 2, Bullet, 2, atIgnoreCover, spLeap},
		{"The Doppelganger", 5, [3]uint8{1, 1, 2}, 2, 3, Bullet, 2, atIgnoreCover, spExtraHit},
	},
	Infested: {
		{"Corrupted Animal", 2, [3]uint8{1, 1, 0}, 2, 1, Brawl, 0, atSwarm, spLeap},
		{"Corrupted Human", 3, [3]uint8{0, 1, 1}, 1, 2, Brawl, 0, atNone, spExtraHit},
		{"The Host", 6, [3]uint8{2, 1, 1}, 1, 3, Bomb, 1, atNone, spSummon},
	},
}

// Attack die faces: how many brawl, bullet and bomb symbols each of the six
// faces shows (DATA.md, "Dice").
var attackFaces = [6][3]uint8{
	{0, 0, 1}, // bomb
	{1, 0, 1}, // brawl and bomb
	{0, 1, 1}, // bullet and bomb
	{1, 1, 0}, // brawl and bullet
	{2, 0, 0}, // two brawl
	{0, 2, 0}, // two bullet
}

var faceNames = [6]string{"X", "FX", "BX", "FB", "FF", "BB"}

// Activation die faces.
const (
	actBlank = iota
	actMove
	actSpecial
)

var activationFaces = [6]uint8{actBlank, actBlank, actBlank, actMove, actMove, actSpecial}

// Threat track: 12 spaces, a twist drawn on reaching the 3rd, 6th, 9th and
// 12th (at most four twists; Rulebook, "1. Advance the Threat Token").
const threatSpaces = 12

func twistSpace(i int) bool { return i == 2 || i == 5 || i == 8 || i == 11 }

// Twist kinds; each family's twist deck holds one card of each (24 cards).
type twist uint8

const (
	twFrenzy    twist = iota // minions +1 speed
	twFury                   // elites +1 attack strength
	twHardened               // minions +1 health
	twRestless               // the activation die's blank counts as a move symbol
	twDread                  // heroes' hand size is one less
	twFerocity               // minions +1 attack strength
	twThickHide              // elites +1 resistance to every attack type
	twOnslaught              // on reveal: every monster in the spawn pool spawns at once
	nTwists
)

var twistNames = [3][nTwists]string{
	Typhon:   {"Rising Tide", "Brood Rage", "Scaled Hides", "Call of the Deep", "Drowned Dreams", "Feeding Frenzy", "Barnacled Shells", "The Waters Part"},
	Fetch:    {"Flickering Shadows", "Cold Hatred", "Half Seen", "Whispers", "Creeping Dread", "Hungry Ghosts", "Borrowed Skins", "Mirror Breach"},
	Infested: {"The Hunt", "Maddened Hosts", "Grown Thick", "Spreading Rot", "Despair", "Blood Scent", "Calloused Flesh", "Outbreak"},
}

// Events: the random recon cards (28 in the box).
type eventKind uint8

const (
	evAmbushMinion eventKind = iota // a minion ambushes the searching hero
	evAmbushElite                   // an elite ambushes the searching hero
	evSupplies                      // the searching hero draws 2 cards
	evLuckyCharm                    // the Lucky Coin is flipped heads up
	evAlarm                         // the threat token advances one space
	evQuiet                         // nothing
	evFieldMedic                    // every active hero in the searcher's location draws 1 card
	evCaveIn                        // the searcher is thrown into the adjacent location nearest the entry point
	nEventKinds
)

var eventNames = [nEventKinds]string{"Ambush", "Elite Ambush", "Supply Cache", "Lucky Charm", "Alarm", "All Quiet", "Field Medic", "Cave-In"}

// eventCounts is the box's event deck: how many cards of each kind (28).
var eventCounts = [nEventKinds]uint8{8, 4, 4, 3, 4, 2, 2, 1}

// eventDeck lists the 28 event cards by kind.
var eventDeck = func() []eventKind {
	var d []eventKind
	for k, n := range eventCounts {
		for range n {
			d = append(d, eventKind(k))
		}
	}
	return d
}()

// Discovery kinds.
type discKind uint8

const (
	dcIntel  discKind = iota // place an intel token on the linked objective
	dcLair                   // the boss spawns at the power token; place an intel token on the linked objective
	dcStir                   // add a monster of the reserve pool (a minion while any is left) to the spawn pool; place an intel token on the linked objective
	dcToken                  // place the special intel token in the searched location; a hero there may use his action on it to place an intel token on the linked objective
	dcDouble                 // the Fetch wears an ally's face: the searcher must attack an ally his cards reach; place an intel token on the linked objective
	dcTarget                 // place the special intel token in the searched location; an attack inflicting targetHealth damage on it places an intel token on the linked objective
)

// targetHealth is the damage a special attack on an objective's token must
// inflict in one attack (no resistance: Rulebook, "Special Attacks").
const targetHealth = 3

type discovery struct {
	name  string
	kind  discKind
	obj   uint8 // index of the linked objective in the mission
	token uint8 // dcToken: the special intel token (specialTokens)
	// work is, for dcToken, how many actions on the token it takes: each
	// places an intel token on this discovery card, and the last one moves
	// the intel to the objective (0 means 1).
	work uint8
}

// specialTokens are the 13 special intel tokens (Rulebook, "Special Intel
// Tokens"); the missions use Fire, Tanker Alpha and Generator.
var specialTokens = [13]string{"Fire", "Tanker Alpha", "Generator", "Survivor", "Radio", "Explosives",
	"Artifact Shard", "Ritual Circle", "Weak Pillar", "Supply Crate", "Wounded Soldier", "Map", "Key"}

const (
	tkFire = iota
	tkTankerAlpha
	tkGenerator
	tkPillar = 8
)

// objective is an objective card.
type objective struct {
	name     string
	intel    uint8 // intel tokens needed (0: defeat the boss instead)
	killBoss bool
	flipCoin bool // completing it flips the Lucky Coin heads up
}

// tile is a sector tile: 2×2 locations, terrain row by row.
// '.' open, 'd' difficult, 'x' impassible, 'e' elevated, 'c' cover.
var tiles = [8]string{
	"...c", // 1 Crossroads
	"c.d.", // 2 Farmhouse
	"ee..", // 3 Ridge
	"cx..", // 4 Ruined Church
	"dd..", // 5 Marsh
	"cc.d", // 6 Orchard
	"x.e.", // 7 Quarry
	".ec.", // 8 Mill
}

// mission is a Mission Briefing.
type mission struct {
	id, name   string
	family     Family
	layout     [8]uint8 // tile (0..7) at each of the 4×2 sector places, row by row
	spawns     [12]string
	entry      string
	exit       string // "" when none
	power      string // the boss's power token location, "" when no boss
	minions    uint8  // spawn pool
	elites     uint8
	resMinions uint8 // reserve pool
	resElites  uint8
	objectives []objective
	found      []discovery
	required   Role // noRole when none
	upgrades   uint8
	focus      uint8
}

// missions are the nine missions, three operations of three.
var missions = []mission{
	{
		id: "I1", name: "Blight: The Quarantine Line", family: Infested,
		layout: [8]uint8{0, 1, 2, 3, 4, 5, 6, 7},
		spawns: [12]string{"b1", "d1", "f1", "h2", "c2", "g2", "a3", "e4", "h3", "b4", "d4", "g4"},
		entry:  "a4", exit: "h4",
		minions: 3, elites: 0, resMinions: 2, resElites: 1,
		objectives: []objective{
			{name: "Find the Survivors", intel: 2, flipCoin: true},
			{name: "Recover the Field Notes", intel: 1},
		},
		found: []discovery{
			{"Frightened Farmer", dcIntel, 0, 0, 0},
			{"Hidden Cellar", dcStir, 0, 0, 0},
			{"Soaked Notebook", dcIntel, 1, 0, 0},
		},
		required: noRole,
	},
	{
		id: "I2", name: "Blight: Burn the Nests", family: Infested,
		layout: [8]uint8{4, 0, 5, 2, 7, 3, 1, 6},
		spawns: [12]string{"a1", "c1", "f1", "h2", "b2", "e2", "a3", "d4", "g4", "c4", "e3", "h3"},
		entry:  "a4", exit: "h1",
		minions: 3, elites: 1, resMinions: 2, resElites: 1,
		objectives: []objective{
			{name: "Torch the Nests", intel: 2},
			{name: "Seal the Well", intel: 1, flipCoin: true},
		},
		found: []discovery{
			{"Nest", dcToken, 0, tkFire, 0},
			{"Nest", dcStir, 0, 0, 0},
			{"Poisoned Well", dcIntel, 1, 0, 0},
		},
		required: Demolitions, upgrades: 1, focus: 1,
	},
	{
		id: "I3", name: "Blight: The Host", family: Infested,
		layout: [8]uint8{2, 6, 0, 4, 1, 7, 3, 5},
		spawns: [12]string{"b1", "d1", "g1", "a2", "f2", "h2", "c3", "e3", "g3", "a4", "d4", "f4"},
		entry:  "h4", power: "c2",
		minions: 4, elites: 1, resMinions: 2, resElites: 1,
		objectives: []objective{
			{name: "Track the Host", intel: 1},
			{name: "Destroy the Host", killBoss: true},
			{name: "Burn the Records", intel: 1, flipCoin: true},
		},
		found: []discovery{
			{"The Host's Lair", dcLair, 0, 0, 0},
			{"Secret Ledger", dcIntel, 2, 0, 0},
			{"Stirring Below", dcStir, 2, 0, 0},
		},
		required: Leadership, upgrades: 2, focus: 2,
	},
	{
		id: "F1", name: "Mirror: Lights Out", family: Fetch,
		layout: [8]uint8{1, 3, 0, 7, 5, 2, 4, 6},
		spawns: [12]string{"a1", "c1", "e1", "g1", "b2", "d2", "f3", "h3", "a3", "c4", "e4", "g4"},
		entry:  "a4", exit: "h1",
		minions: 3, elites: 0, resMinions: 2, resElites: 1,
		objectives: []objective{
			{name: "Restore the Generator", intel: 2, flipCoin: true},
			{name: "Find the Missing Patrol", intel: 1},
		},
		found: []discovery{
			{"Spare Fuse", dcIntel, 0, 0, 0},
			{"Generator Room", dcToken, 0, tkGenerator, 2},
			{"Patrol's Tags", dcStir, 1, 0, 0},
		},
		required: noRole,
	},
	{
		id: "F2", name: "Mirror: The Hall of Glass", family: Fetch,
		layout: [8]uint8{6, 0, 3, 1, 2, 5, 7, 4},
		spawns: [12]string{"b1", "d1", "h1", "a2", "e2", "g2", "c3", "f3", "h3", "a4", "d4", "f4"},
		entry:  "h4", exit: "a2",
		minions: 3, elites: 1, resMinions: 2, resElites: 1,
		objectives: []objective{
			{name: "Shatter the Mirrors", intel: 2},
			{name: "Rescue the Curator", intel: 1, flipCoin: true},
		},
		found: []discovery{
			{"Haunted Mirror", dcIntel, 0, 0, 0},
			{"Mirror Vault", dcDouble, 0, 0, 0},
			{"Locked Study", dcIntel, 1, 0, 0},
		},
		required: Marksmanship, upgrades: 1, focus: 1,
	},
	{
		id: "F3", name: "Mirror: The Doppelganger", family: Fetch,
		layout: [8]uint8{3, 7, 5, 0, 6, 1, 2, 4},
		spawns: [12]string{"a1", "d1", "f1", "h1", "c2", "g2", "b3", "e3", "h3", "a4", "c4", "f4"},
		entry:  "h4", power: "b2",
		minions: 4, elites: 1, resMinions: 2, resElites: 1,
		objectives: []objective{
			{name: "Unmask the Impostor", intel: 1},
			{name: "Destroy the Doppelganger", killBoss: true},
			{name: "Recover the Artifact Shard", intel: 1, flipCoin: true},
		},
		found: []discovery{
			{"A Familiar Face", dcLair, 0, 0, 0},
			{"Shard Case", dcIntel, 2, 0, 0},
			{"Echoes", dcStir, 2, 0, 0},
		},
		required: Leadership, upgrades: 2, focus: 2,
	},
	{
		id: "T1", name: "Deep Water: Low Tide", family: Typhon,
		layout: [8]uint8{4, 1, 5, 0, 2, 7, 3, 6},
		spawns: [12]string{"b1", "e1", "g1", "a2", "c2", "h2", "d3", "f4", "a3", "b4", "e4", "h4"},
		entry:  "a4", exit: "h3",
		minions: 3, elites: 0, resMinions: 2, resElites: 1,
		objectives: []objective{
			{name: "Repair the Ferry", intel: 2, flipCoin: true},
			{name: "Warn the Harbourmaster", intel: 1},
		},
		found: []discovery{
			{"Ferry Fuel", dcIntel, 0, 0, 0},
			{"Ferry Engine", dcToken, 0, tkTankerAlpha, 0},
			{"Harbour Office", dcIntel, 1, 0, 0},
		},
		required: noRole,
	},
	{
		id: "T2", name: "Deep Water: The Drowned Chapel", family: Typhon,
		layout: [8]uint8{7, 2, 0, 5, 3, 4, 6, 1},
		spawns: [12]string{"a1", "c1", "e1", "h1", "b2", "f2", "a3", "d3", "g3", "c4", "f4", "h4"},
		entry:  "a4", exit: "g1",
		minions: 3, elites: 1, resMinions: 2, resElites: 1,
		objectives: []objective{
			{name: "Collapse the Chapel", intel: 2},
			{name: "Save the Choir", intel: 1, flipCoin: true},
		},
		found: []discovery{
			{"Weak Pillar", dcTarget, 0, tkPillar, 0},
			{"Flooded Crypt", dcStir, 0, 0, 0},
			{"Huddled Choir", dcIntel, 1, 0, 0},
		},
		required: Demolitions, upgrades: 1, focus: 1,
	},
	{
		id: "T3", name: "Deep Water: Typhon Rising", family: Typhon,
		layout: [8]uint8{5, 3, 7, 1, 0, 6, 4, 2},
		spawns: [12]string{"b1", "d2", "f1", "h1", "a2", "e2", "g3", "c4", "a4", "d3", "f4", "h4"},
		entry:  "a3", power: "g1",
		minions: 4, elites: 1, resMinions: 2, resElites: 1,
		objectives: []objective{
			{name: "Find the Breach", intel: 1},
			{name: "Destroy Typhon", killBoss: true},
			{name: "Close the Breach", intel: 1, flipCoin: true},
		},
		found: []discovery{
			{"The Breach", dcLair, 0, 0, 0},
			{"Ritual Stones", dcIntel, 2, 0, 0},
			{"Deep Calls", dcStir, 2, 0, 0},
		},
		required: Leadership, upgrades: 2, focus: 2,
	},
}

func missionIndex(id string) int {
	for i := range missions {
		if missions[i].id == id {
			return i
		}
	}
	return -1
}
