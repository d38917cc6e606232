package nemesis

import (
	"github.com/incursion/incursion/dice"
)

// Seat is a player's place at the table: turn order runs clockwise from
// the Starting Player, Seat order is table order. The Help card number
// (Player.Number) is separate and used by the drafts and some Objectives.
type Seat int8

// ObserverSeat is the spectator: its view hides everything secret.
const ObserverSeat Seat = 9

var seatNames = [MaxPlayers]string{"P1", "P2", "P3", "P4", "P5"}

func (p Seat) String() string {
	if p >= 0 && p < MaxPlayers {
		return seatNames[p]
	}
	return "Observer"
}

// Phase of the game.
type Phase int8

const (
	PhaseDraft   Phase = iota // the Character draft
	PhaseSupport              // the Support Equipment draft
	PhaseGear                 // choosing 4 Tactical Gear tokens
	PhasePlayer               // the Player Phase
	PhaseLaunch               // the Lander Launch decision at the start of the Event Phase
	PhaseOver
)

var phaseNames = [...]string{"draft", "support", "gear", "player", "launch", "over"}

func (p Phase) String() string {
	if p < 0 || int(p) >= len(phaseNames) {
		return "?"
	}
	return phaseNames[p]
}

// Status of a Character.
type Status int8

const (
	Active Status = iota
	Dead
	Escaped
	Hibernated
	InLander
	KnockedOut // Solo/Coop: a dead Character's model lies knocked over
)

var statusNames = [...]string{"active", "dead", "escaped", "hibernated", "in lander", "knocked out"}

func (s Status) String() string {
	if s < 0 || int(s) >= len(statusNames) {
		return "?"
	}
	return statusNames[s]
}

// Pending decisions in the middle of resolving something.
type Pending int8

const (
	NoPending   Pending = iota
	PendKeep            // Search: keep one of the drawn Items
	PendHits            // Burst/Grenade: allocate Hits
	PendMelee           // Melee: Prevent the retaliation with a Malfunction or take it
	PendDiscard         // Pass: discard cards
	PendSwap            // Life Support Control B: swap the Anti-Aircraft tokens or not
	PendPay             // paying the cost of the Chosen basic Action
	PendTrade           // the trader proposes (trade.go)
	PendConsent         // the other Character accepts or refuses the Proposal
	PendGear            // Use Any Tactical Gear: more tokens, or done
	PendRepel           // a Character Repels the Queen from its Room: which Corridor
	PendReact           // a reaction window (react.go)
	PendOrder           // a Command card: the Order (order.go)
	PendArmor           // Heavy Armor: a Serious Wound or 2 Health (armor.go)
	PendAllow           // Interplay: the other Character allows it or not (interplay.go)
)

// Unknown is a hidden card or value in a view.
const Unknown = -2

// Held is an Item in a Hand slot with the Tactical Gear tokens on it.
type Held struct {
	Item  int8     `json:"item"`
	Tok   [2]Token `json:"tokens"`
	Fault bool     `json:"malfunction"`
}

// Player is one seat's Character.
type Player struct {
	Char        int8     `json:"character"` // -1 before the draft
	Number      int8     `json:"number"`    // Help card 1..players
	Status      Status   `json:"status"`
	Room        int8     `json:"room"`   // Room slot
	Health      int8     `json:"health"` // the Health marker: 0 is the left-most slot
	Wounds      [3]int8  `json:"wounds"` // Serious Wound card per Health section, -1 none
	Armor       int8     `json:"armor"`
	Hands       [2]Held  `json:"hands"`
	Belt        [4]Token `json:"belt"`
	Oxygen      int8     `json:"oxygen"`
	Suffocating bool     `json:"suffocating"`
	Larva       bool     `json:"larva"`
	Data        bool     `json:"data"`
	Pack        [12]int8 `json:"backpack"`
	NPack       int8     `json:"backpack_n"`
	Deck        Pile     `json:"action_deck"`
	Hand        Pile     `json:"hand"`
	Disc        Pile     `json:"action_discard"`
	Objectives  [2]int8  `json:"objectives"` // Private, Mission; -1 once removed
	Passed      bool     `json:"passed"`
	Draft       [2]int8  `json:"draft"` // the two Character draft cards dealt, -1 none
	KnowsAA     bool     `json:"knows_anti_aircraft"`
	Fled        bool     `json:"escaped_facility"` // Escaped by the Lander or the Escape Shuttle
}

// Cards: in a Player's piles, an Action card is 0..9 (the index in the
// Character's deck) and a Contamination card is contamBase+id.
const contamBase = 64

func isContam(c int8) bool { return c >= contamBase }

// Room is a Room slot.
type Room struct {
	Tile   int8 `json:"tile"` // -1: no Room
	Fire   bool `json:"fire"`
	Fault  bool `json:"malfunction"`
	Secure int8 `json:"secure"`
}

// Door states on a Corridor with a Door slot.
const (
	DoorOpen int8 = iota
	DoorClosed
	DoorDestroyed
)

// Corridor is a Corridor slot.
type Corridor struct {
	Tile       int8 `json:"tile"` // -1: no Corridor
	Noise      bool `json:"noise"`
	Door       int8 `json:"door"`
	Reinforced bool `json:"reinforced"`
}

// Intruder is one Intruder model.
type Intruder struct {
	At   int8 `json:"at"` // a node; -1 in the pool
	Hits int8 `json:"hits"`
}

// game is the whole state; State points to one that is never modified.
type game struct {
	Players    int8               `json:"players"`
	Coop       bool               `json:"coop"`
	Deadly     bool               `json:"deadly"`
	Viewer     Seat               `json:"viewer"` // -1: the full state
	Phase      Phase              `json:"phase"`
	Round      int8               `json:"round"`
	Starting   Seat               `json:"starting_player"`
	Turn       Seat               `json:"turn"`
	Done       int8               `json:"actions_done"` // Actions performed in this Turn
	Pend       Pending            `json:"pending"`
	PendSeat   Seat               `json:"pending_seat"`
	PendN      int8               `json:"pending_n"`       // Hits left, or the drawn Items count
	PendArg    int8               `json:"pending_arg"`     // the Corridor (Burst), the Intruder (Melee)
	PendItems  [6]int8            `json:"pending_items"`   // the Items drawn by a Search
	Proposal   Offer              `json:"proposal"`        // the Offer awaiting consent
	Chosen     Chosen             `json:"chosen_action"`   // the basic Action being paid for
	Win        Window             `json:"reaction_window"` // what a reaction window suspended
	P          [MaxPlayers]Player `json:"characters"`
	Rooms      [Slots]Room        `json:"rooms"`
	Corr       [Edges]Corridor    `json:"corridors"`
	Intr       [Models]Intruder   `json:"intruders"`
	Bag        uint64             `json:"bag"`   // Intruder tokens in the bag, bit per token
	D          *decks             `json:"decks"` // shared between states until changed (kernel.d)
	QueenHits  int8               `json:"queen_hits"`
	QueenDead  bool               `json:"queen_dead"`
	Task       [MaxPlayers]int8   `json:"mission_tasks"` // -1 none
	ObjChoice  int8               `json:"objective_track"`
	Life       [3]bool            `json:"life_support"`
	PowerOff   bool               `json:"reactor_shut_down"`
	HibActive  bool               `json:"hibernatorium_active"`
	HibFound   bool               `json:"hibernatorium_discovered"`
	Robot      int8               `json:"robot"`
	RobotShown bool               `json:"robot_revealed"`
	RobotRoom  int8               `json:"robot_room"`
	RobotTok   [2]Token           `json:"robot_tokens"`
	RobotFault bool               `json:"robot_malfunction"`
	AA         [2]bool            `json:"anti_aircraft"` // true: Active; [0] is the top token
	AAGone     bool               `json:"anti_aircraft_removed"`
	Lander     int8               `json:"lander"`          // 0 on the track, 1 landed, 2 destroyed or launched
	Autodest   int8               `json:"autodestruction"` // the Round of the token; 0 off
	Destroyed  bool               `json:"facility_destroyed"`
	Eggs       int8               `json:"eggs"`
	NestGone   bool               `json:"nest_destroyed"`
	Shuttle    bool               `json:"shuttle_used"`
	LZTok      [6]int8            `json:"landing_zone_tokens"`
	Supply     [6]int8            `json:"token_supply"`
	DataLeft   int8               `json:"data_tokens"`
	Reason     string             `json:"reason,omitempty"`
	// T is the game's data (Config.Data), shared by all its states.
	T *tables `json:"-"`
}

// decks holds the card piles, which most actions do not change: a State
// shares them with the state it came from, and the kernel copies them on
// the first change (kernel.d).
type decks struct {
	Stacks     [4]pile `json:"room_stacks"`
	CorrDeck   tiles   `json:"corridor_tiles"`
	Explore    pile    `json:"exploration_deck"`
	ExploreOut pile    `json:"exploration_discard"`
	Items      [3]pile `json:"item_decks"`
	ItemsOut   [3]pile `json:"item_discards"`
	Support    pile    `json:"support_deck"`
	Offer      pile    `json:"support_offer"`
	Events     pile    `json:"event_deck"`
	EventsOut  pile    `json:"event_discard"`
	Attacks    pile    `json:"attack_deck"`
	AttacksOut pile    `json:"attack_discard"`
	Wounds     pile    `json:"wound_deck"`
	WoundsOut  pile    `json:"wound_discard"`
	Contam     pile    `json:"contamination_deck"`
	ContamOut  pile    `json:"contamination_discard"`
	QueenDeck  pile    `json:"queen_health"`
	Draft      pile    `json:"draft_deck"`
}

// State is a position of Nemesis: Retaliation. It is a value: Apply never
// changes a State, it returns a new one. The zero State (what a failed
// decode leaves in a fresh variable) reads as an empty game: no
// Characters, over, nothing on the board; no method panics on it.
type State struct{ g *game }

// kernel holds the state being built, the roller and the event log while
// an action resolves.
type kernel struct {
	g  *game
	r  dice.Roller
	ev []Event
	// ownD: g.D is this kernel's own copy.
	ownD bool
	// closed: the current Action has been counted (afterAction ran).
	closed bool
	// repelBy: 1 + the seat whose Action is hitting the Queen (0: none),
	// who chooses the Corridor when a Queen Health card Repels her from
	// the Room of the Hit's source; repelAt: 1 + that source's node (the
	// Character's Room, or the Combat Robot's).
	repelBy, repelAt int8
	// proc: the procedure being resolved that a reaction window may
	// suspend, with where it stands (react.go): who rolled the Noise die,
	// the roll, the Corridors done, the Intruders that have Attacked.
	proc  int8
	actor Seat
	roll  int8
	step  int8
	done  uint32
	// corr, moves: the Move whose Opportunity Attacks are resolving
	// (Window.Corr, Window.Moves).
	corr  int8
	moves int8
	// card, stage, left: the Event Phase being resolved (Window.Card,
	// Window.Stage, Window.Left).
	card, stage int8
	left        uint64
}

// d returns the piles for writing, copying them on the first change.
func (k *kernel) d() *decks {
	if !k.ownD {
		c := *k.g.D
		k.g.D = &c
		k.ownD = true
	}
	return k.g.D
}
