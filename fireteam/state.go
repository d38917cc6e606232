package fireteam

import (
	"fmt"
	"math/bits"
	"strconv"
)

// Seat is a player. Seats are Player1..Player4 in clockwise order; a
// solitaire player (one seat) plays two heroes (Rulebook, "Solitaire Game").
type Seat int8

// The seats, and the observer (a spectator, no seat of any game).
const (
	Player1 Seat = iota
	Player2
	Player3
	Player4
	Observer Seat = -1
)

func (p Seat) String() string {
	if p >= Player1 && p <= Player4 {
		return "Player" + strconv.Itoa(int(p)+1)
	}
	return "Observer"
}

// Loc is a location of the battlefield, printed "a1".."h4".
type Loc uint8

func (l Loc) String() string { return LocName(int(l)) }

// MarshalText writes the location's name.
func (l Loc) MarshalText() ([]byte, error) { return []byte(l.String()), nil }

// UnmarshalText reads a location's name.
func (l *Loc) UnmarshalText(b []byte) error {
	if string(b) == "?" {
		*l = noLoc
		return nil
	}
	n := parseLoc(string(b))
	if n < 0 {
		return errText("location", string(b))
	}
	*l = Loc(n)
	return nil
}

// Monster is a monster figure: m1..m9 the minions, e1..e3 the elites, boss;
// as the target of an attack it may also be the special intel token placed
// by discovery 1..3, token1..token3 (Rulebook, "Special Attacks").
type Monster uint8

// firstToken is the Monster value of the first discovery's token, firstAlly
// that of the first hero as the target of an attack on an ally (ally1..
// ally4, by the heroes' order of selection).
const (
	firstToken = nMonsters
	firstAlly  = firstToken + 3
	nTargets   = firstAlly + 4
)

var monsterNames = func() (out [nTargets]string) {
	for m := range Monster(nTargets) {
		out[m] = m.name()
	}
	return out
}()

func (m Monster) String() string {
	if m < nTargets {
		return monsterNames[m]
	}
	return "?"
}

func (m Monster) name() string {
	switch {
	case m < firstElite:
		return "m" + strconv.Itoa(int(m)+1)
	case m < bossSlot:
		return "e" + strconv.Itoa(int(m)-firstElite+1)
	case m == bossSlot:
		return "boss"
	case m < firstAlly:
		return "token" + strconv.Itoa(int(m)-firstToken+1)
	case m < nTargets:
		return "ally" + strconv.Itoa(int(m)-firstAlly+1)
	}
	return "?"
}

func parseMonster(s string) (Monster, bool) {
	for m := Monster(0); m < nTargets; m++ {
		if eqFold(s, m.String()) {
			return m, true
		}
	}
	return 0, false
}

// Card is an action card of a hero's role deck, by number 0..15; its code
// is the role's letter and the number from 1 (M01 is Frank's first card,
// Card{Marksmanship, 0}): in a Go literal N is the code's number minus
// one, and Card.UnmarshalText reads a code ("M03").
type Card struct {
	Role Role
	N    uint8
}

func (c Card) String() string {
	if c.Role > Demolitions || c.N >= maxCards {
		return "?"
	}
	return string(roleLetters[c.Role]) + string(rune('0'+(c.N+1)/10)) + string(rune('0'+(c.N+1)%10))
}

// Name is the card's title.
func (c Card) Name() string {
	if c.Role > Demolitions || c.N >= maxCards {
		return "?"
	}
	return cardDef(c.Role, int(c.N)).name
}

func parseCard(s string) (Card, bool) {
	if len(s) != 3 || s[1] < '0' || s[1] > '9' || s[2] < '0' || s[2] > '9' {
		return Card{}, false
	}
	n := int(s[1]-'0')*10 + int(s[2]-'0') - 1
	for r, l := range roleLetters {
		if s[0]|0x20 == l|0x20 && n >= 0 && n < maxCards {
			return Card{Role(r), uint8(n)}, true
		}
	}
	return Card{}, false
}

func eqFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range len(a) {
		x, y := a[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}

const unknown = 255 // a hidden card in a view

// heroState is one hero's figure and cards.
type heroState struct {
	id    Hero
	loc   uint8
	down  bool
	deck  [maxCards]uint8 // deck[:nDeck], the top card last
	nDeck uint8
	hand  uint32 // bit n: card n is in hand
	disc  uint32 // bit n: card n is in the discard pile
	upg   uint8  // the upgrade sets shuffled in (bit k: cards 16+4k..19+4k)
	focus uint8  // the focus cards in play (bit per focusKind)
	// hidden is, in a view, the size of a hand that is not shown (hand is
	// then 0).
	hidden uint8
}

func (h *heroState) handSize() int { return bits.OnesCount32(h.hand) + int(h.hidden) }

// monster is one monster figure of the mission's family.
type monster struct {
	loc  uint8 // noLoc when off the board
	pool uint8 // where it returns to: poolSpawn, poolReserve or poolNone
}

const (
	poolNone    = iota // not in this mission, or a defeated boss
	poolSpawn          // the Spawn Pool
	poolReserve        // the Reserve Pool
)

// step is what the game waits for.
type step uint8

const (
	stStart     step = iota // Setup 2: choose the start player
	stPick                  // Setup 2: a player selects a hero
	stEquip                 // Setup 3: a player selects upgrades and focus cards
	stTactic                // Tactics Phase 2: a hero may play a tactical response
	stDown                  // Hero Phase: a knocked-down hero stays down or stands up
	stTurn                  // Hero Phase: a hero's turn
	stAim                   // Attacking: cards are added to an attack
	stReroll                // Henry: reroll one attack die or keep them
	stOrder                 // Activate Monsters: which monster of the class activates next
	stIntercede             // Taking One for the Team
	stReact                 // Reaction Cards
	stDiscard               // a hit hero discards a card of his choice
	stBring                 // Guarding Specialists: a hero moved involuntarily chooses the specialists he brings
	stAttack                // an attack on heroes is resolving (never at rest)
	stNext                  // Missions and Operations: the next mission of the operation
	stOver
	nSteps
)

var stepNames = [nSteps]string{"start", "pick", "equip", "tactic", "down", "turn", "aim", "reroll", "order", "intercede", "react", "discard", "bring", "attack", "next", "over"}

// Where an attack on heroes returns when it is resolved.
const (
	ctxThreat = iota // the Threat Phase's activations go on
	ctxTurn          // the hero's turn goes on (an ambush, the hero's own bomb)
)

// Stages of a monster's attack.
const (
	agIntercede = iota
	agReact
	agRoll
	agDiscard
)

// attackOnHeroes is a monster attack (or a hero's bomb) being resolved.
type attackOnHeroes struct {
	m       uint8 // the attacking monster, or noLoc for a hero's bomb
	target  uint8 // hero index
	stage   uint8
	ask     uint8 // the next position in turn order to ask
	ctx     uint8
	ambush  bool
	extra   uint8    // bonus hits (special ability)
	prevent [4]uint8 // hits prevented per hero (Shield reactions)
	reacted uint8    // heroes that reacted to this attack
}

// State is a game of Fireteam Zero. It is a value: Apply returns a new one.
type State struct {
	mission uint8
	players uint8
	nHeroes uint8
	heroes  [4]heroState // in turn-order positions from the first pick
	start   uint8        // hero index holding the start player token
	round   uint16
	step    step
	cur     uint8 // the hero whose turn or decision it is; in stPick the number picked
	moves   uint8 // movement spent this turn
	acted   bool  // the turn's action is spent
	threat  uint8
	twists  [4]uint8
	nTwists uint8
	tdeck   [nTwists]uint8 // twist deck, top last
	nTdeck  uint8
	recon   [12]uint8 // recon deck, top last: discovery index, or 16+event kind
	nRecon  uint8
	spawnUp uint16 // face-up spawn tokens
	mons    [nMonsters]monster
	power   uint8 // the boss's power tokens
	tails   bool  // the Lucky Coin
	intel   [3]uint8
	done    uint8 // objectives complete
	spec    [2]uint8
	tokens  [3]uint8 // where the special intel token of discovery i lies, noLoc when none
	onCard  [3]uint8 // intel tokens on discovery card i (its work done so far)
	forced  bool     // the current hero must attack an ally (Special Attacks)
	supp    uint16   // monsters that do not activate this round
	remain  uint16   // monsters still to activate this Threat Phase
	// a hero's attack being built
	atkTarget uint8
	atkCards  uint32
	dice      [8]uint8
	nDice     uint8
	// a monster's attack
	att  attackOnHeroes
	hits [4]uint8
	won  bool
	why  uint8
	// an operation: op is 1+ its index in operations (0: a single
	// mission); opWon the missions of it accomplished (bit k: mission k+1)
	op    uint8
	opWon uint8
	// upTo: Setup 3 read as "up to" (Config.UpToEntitlement)
	upTo bool
	// a view: viewed, and by whom
	viewed bool
	viewer Seat
}

// The specialists (Rulebook, "Specialists").
const (
	Patty = 0
	Henry = 1
)

var specNames = [2]string{"Patty", "Henry"}

const eventCard = 16 // recon codes from 16 are events

func (s *State) m() *mission { return &missions[s.mission] }
func (s *State) b() *board   { return boards[s.mission] }

// seatOf is the seat playing hero index i.
func (s *State) seatOf(i int) Seat {
	if s.players == 1 {
		return Player1
	}
	return Seat(i)
}

// order is the i-th hero in turn order.
func (s *State) order(i int) int { return (int(s.start) + i) % int(s.nHeroes) }

// pos is hero i's position in turn order.
func (s *State) pos(i int) int { return (i - int(s.start) + int(s.nHeroes)) % int(s.nHeroes) }

func (s *State) active(i int) bool { return !s.heroes[i].down }

// operations are the three operations, by the code of their missions.
var operations = [3]string{"I", "F", "T"}

// opMission is the index in missions of mission k (0..2) of operation op
// (1..3).
func opMission(op, k int) int { return (op-1)*3 + k }

// Operation is the operation's code ("I", "F", "T"), "" for a single
// mission.
func (s State) Operation() string {
	if s.op == 0 || int(s.op) > len(operations) {
		return ""
	}
	return operations[s.op-1]
}

// Read accessors.

// Mission is the mission's code ("I1").
func (s State) Mission() string { return s.m().id }

// Players is the number of players.
func (s State) Players() int { return int(s.players) }

// Heroes lists the selected heroes in order of selection.
func (s State) Heroes() []Hero {
	out := make([]Hero, 0, s.nHeroes)
	for i := range s.nHeroes {
		out = append(out, s.heroes[i].id)
	}
	return out
}

// Round is the game round, from 1 (0 during setup).
func (s State) Round() int { return int(s.round) }

// Threat is the threat token's space, from 1.
func (s State) Threat() int { return int(s.threat) + 1 }

// LuckyCoinHeads reports whether the Lucky Coin is heads up.
func (s State) LuckyCoinHeads() bool { return !s.tails }

// HeroAt is the location of a hero in the game, ok false if not in it.
func (s State) HeroAt(h Hero) (Loc, bool) {
	if i := s.heroIndex(h); i >= 0 {
		return Loc(s.heroes[i].loc), true
	}
	return noLoc, false
}

// KnockedDown reports whether a hero is knocked down.
func (s State) KnockedDown(h Hero) bool {
	i := s.heroIndex(h)
	return i >= 0 && s.heroes[i].down
}

// Hand is a hero's hand (empty in a view that hides it).
func (s State) Hand(h Hero) []Card {
	i := s.heroIndex(h)
	if i < 0 {
		return nil
	}
	return cardsOf(h.Role(), s.heroes[i].hand)
}

// HandSize is the number of cards in a hero's hand.
func (s State) HandSize(h Hero) int {
	i := s.heroIndex(h)
	if i < 0 {
		return 0
	}
	return s.heroes[i].handSize()
}

// MonsterAt is where a monster is, ok false when off the board.
func (s State) MonsterAt(m Monster) (Loc, bool) {
	if m >= nMonsters || s.mons[m].loc == noLoc {
		return noLoc, false
	}
	return Loc(s.mons[m].loc), true
}

// SpecialistAt is where Patty (0) or Henry (1) is.
func (s State) SpecialistAt(i int) Loc { return Loc(s.spec[i&1]) }

// SpawnTokenUp reports whether spawn token n (1..12) is face up.
func (s State) SpawnTokenUp(n int) bool { return n >= 1 && n <= 12 && s.spawnUp&(1<<(n-1)) != 0 }

// ReconLeft is the number of cards in the recon deck.
func (s State) ReconLeft() int { return int(s.nRecon) }

// ObjectiveDone reports whether objective i of the mission is complete.
func (s State) ObjectiveDone(i int) bool { return i >= 0 && i < 8 && s.done&(1<<i) != 0 }

func (s *State) heroIndex(h Hero) int {
	for i := range s.nHeroes {
		if s.heroes[i].id == h {
			return int(i)
		}
	}
	return -1
}

func cardsOf(r Role, mask uint32) []Card {
	out := make([]Card, 0, bits.OnesCount32(mask))
	for mask != 0 {
		n := bits.TrailingZeros32(mask)
		mask &^= 1 << n
		out = append(out, Card{r, uint8(n)})
	}
	return out
}

func (s *State) card(i int, n int) *card { return cardDef(s.heroes[i].id.Role(), n) }

// cards is the set of hero i's cards: the 16 action cards and his upgrades.
func (h *heroState) cards() uint32 {
	all := uint32(1)<<cardsPerRole - 1
	for k := range 4 {
		if h.upg&(1<<k) != 0 {
			all |= 0xF << (cardsPerRole + 4*k)
		}
	}
	return all
}

// targetLoc is where an attack's target is: a monster on the board or a
// special intel token open to attack; noLoc when it is neither.
func (s *State) targetLoc(m Monster) uint8 {
	switch {
	case m < nMonsters:
		return s.mons[m].loc
	case m < firstAlly:
		i := int(m - firstToken)
		if i < len(s.m().found) && s.m().found[i].kind == dcTarget {
			return s.tokens[i]
		}
	case m < nTargets:
		// An ally, only while the hero must attack one (Special Attacks).
		i := int(m - firstAlly)
		if s.forced && i < int(s.nHeroes) && i != int(s.cur) && s.active(i) {
			return s.heroes[i].loc
		}
	}
	return noLoc
}

func (h *heroState) hasFocus(f focusKind) bool { return h.focus&(1<<f) != 0 }

// cardRange is card n's attack range for hero i (Long Shot and its kin add one).
func (s *State) cardRange(i, n int) uint8 {
	r := s.card(i, n).rng
	if s.heroes[i].hasFocus(fcRange) {
		r++
	}
	return r
}

func errText(what, got string) error { return fmt.Errorf("fireteam: no %s %q", what, got) }

// WaitingFor names what the game waits for, as in the position format
// ("turn", "discard", "over", ...).
func (s State) WaitingFor() string {
	if s.step < nSteps {
		return stepNames[s.step]
	}
	return "?"
}

// Twists names the twist cards in play, in the order revealed.
func (s State) Twists() []string {
	out := make([]string, 0, s.nTwists)
	for i := range s.nTwists {
		out = append(out, twistNames[s.m().family][s.twists[i]%uint8(nTwists)])
	}
	return out
}

// Objectives names the mission's objectives.
func (s State) Objectives() []string {
	out := make([]string, 0, 3)
	for _, o := range s.m().objectives {
		out = append(out, o.name)
	}
	return out
}

// Intel is the number of intel tokens on objective i.
func (s State) Intel(i int) int {
	if i < 0 || i >= len(s.intel) {
		return 0
	}
	return int(s.intel[i])
}

// BossPower is the boss's power tokens left (0 when it is not in play).
func (s State) BossPower() int { return int(s.power) }

// Discard is a hero's discard pile (face up).
func (s State) Discard(h Hero) []Card {
	i := s.heroIndex(h)
	if i < 0 {
		return nil
	}
	return cardsOf(h.Role(), s.heroes[i].disc)
}

// DeckSize is the number of cards in a hero's action deck.
func (s State) DeckSize(h Hero) int {
	i := s.heroIndex(h)
	if i < 0 {
		return 0
	}
	return int(s.heroes[i].nDeck)
}

// Equipment is a hero's upgrade sets (1..4) and focus cards (1..6).
func (s State) Equipment(h Hero) (upgrades, focus []int) {
	i := s.heroIndex(h)
	if i < 0 {
		return nil, nil
	}
	for k := range 8 {
		if s.heroes[i].upg&(1<<k) != 0 {
			upgrades = append(upgrades, k+1)
		}
		if s.heroes[i].focus&(1<<k) != 0 {
			focus = append(focus, k+1)
		}
	}
	return upgrades, focus
}

// SpecialToken is the special intel token at a location, "" when none.
func (s State) SpecialToken(l Loc) string {
	if d := s.tokenAt(uint8(l)); d >= 0 && l != noLoc && d < len(s.m().found) {
		return specialTokens[s.m().found[d].token]
	}
	return ""
}

// Terrain is a location's terrain in this mission.
func (s State) Terrain(l Loc) Terrain {
	if int(l) >= nLocs {
		return Impassible
	}
	return s.b().terrain[l]
}
