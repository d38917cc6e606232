package nemesis

import (
	"fmt"
	"strconv"
	"strings"
	"sync/atomic"
)

// Note is a public happening of one of the frequent kinds: its Message and
// the arguments, put in words by String. Nothing is formatted while an
// action resolves, and equal Notes share one boxed Event (internEvent), so
// that logging allocates nothing once a value has been met (issue 10).
// Happenings that are rare or carry free text stay Log events.
//
// Seat is the Character the Message is about (-1, "none" in JSON, for the
// Intruders, Events and the Facility); X, Y and Z are the Message's
// arguments, 0 when unused: a Room slot, a Corridor or a node, an Intruder
// model or Kind, an Item kind, a card kind, a Seat or a number (the
// messages table says which).
type Note struct {
	What Message `json:"what"`
	Seat Seat    `json:"seat"`
	X    int8    `json:"x"`
	Y    int8    `json:"y"`
	Z    int8    `json:"z"`
}

// PrivateNote is a Note seen only by To; the others see its public form
// (PublicEvent): "P1 searched and drew 2 Items" is "P1 searched" to them.
type PrivateNote struct {
	To   Seat    `json:"to"`
	What Message `json:"what"`
	Seat Seat    `json:"seat"`
	X    int8    `json:"x"`
	Y    int8    `json:"y"`
	Z    int8    `json:"z"`
}

func (Note) isEvent()        {}
func (PrivateNote) isEvent() {}

func (n Note) String() string {
	if n.What <= 0 || int(n.What) >= len(messages) {
		return "?"
	}
	return messages[n.What].say(n)
}

func (n PrivateNote) String() string { return Note{n.What, n.Seat, n.X, n.Y, n.Z}.String() }

// public is what the others see of n.
func (n PrivateNote) public() Note {
	w := msgNone
	if n.What > 0 && int(n.What) < len(messages) {
		w = messages[n.What].public
	}
	return Note{w, n.Seat, n.X, n.Y, n.Z}
}

func (e Note) MarshalJSON() ([]byte, error)        { return eventTable.Marshal(e) }
func (e PrivateNote) MarshalJSON() ([]byte, error) { return eventTable.Marshal(e) }

// Message is what a Note says; in JSON it is its name ("moved", "attacked").
type Message int8

// The Messages, with the arguments each takes (S the Seat).
const (
	msgNone         Message = iota
	msgMoved                // S; X the Room slot, Y its RoomKind
	msgPassed               // S
	msgContaminated         // S
	msgDroppedToken         // S; X the Token
	msgDroppedItem          // S; X the ItemKind
	msgMayReact             // S; X the attacking model, -1 for the Noise roll
	msgPlayed               // S; X the CardKind
	msgUsed                 // S; X the ItemKind
	msgArmorChoice          // S
	msgArmorHealth          // S
	msgBroke                // S; X the ItemKind
	msgWound                // S; X the wound
	msgSuffocating          // S
	msgRetaliationPrevented
	msgMovedGear
	msgUsedOn // S; X the ItemKind, Y the Seat it is used on
	msgRefused
	msgLeftLander
	msgLarvaAttacked // S; X the model
	msgLarvaAttached
	msgAttacked // S; X the Kind, Y the model, Z the Attack effect
	msgRepelChoice
	msgExplored       // S; X the Room slot, Y its RoomKind
	msgReacted        // S; X the CardKind
	msgRobotActivated // S; X the Robot kind, Y the Room slot
	msgNoGetaway
	msgBoarded
	msgHibernates
	msgEscaped
	msgDrilled // S; X the Corridor
	msgLarvaRemoved
	msgWoundDiscarded // S; X the wound
	msgData
	msgTookEgg
	msgDestroyedEgg
	msgRevived
	msgLaunched
	msgEclosion
	msgSurvived
	msgHatched
	msgObjective      // S; X the cards drawn
	msgMadeRoom       // S; X the ItemKind
	msgTook           // S; X the ItemKind
	msgGaveSomething  // S; X the Seat given to
	msgGave           // private: S; X the Seat given to, Y the ItemKind
	msgGaveItem       // S; X the Seat given to
	msgCheckedAA      // private: S; X 1 Active, 0 Inactive
	msgCheckedAnyAA   // S
	msgScanInfected   // private: S
	msgScanClean      // private: S
	msgScanned        // S
	msgSearchedN      // private: S; X the Items drawn
	msgSearched       // S
	msgKept           // private: S; X the ItemKind
	msgKeptAnItem     // S
	msgKeptNothing    // S
	msgBlank          // the Intruders' messages from here: no Seat
	msgAppeared       // X the Kind, Y the model, Z the node
	msgShelter        //
	msgSecureStops    // X the Room slot
	msgEntered        // X the Kind, Y the model, Z the Room slot
	msgDoorDestroyed  // X the Corridor
	msgQueenActivates //
	msgIntruderDied   // X the Kind, Y the model
	msgQueenCard      // X the cards discarded
	msgQueenDead
	msgRepelled // X the Kind, Y the model, Z the node
	msgEvent    // X the Event effect
	msgBag      // X the Kind
	msgAutodestroyed
	msgAADestroyed
	msgLanded
	msgRound         // X the Round
	msgRobotRevealed // X the Robot kind
	msgHibFound
	msgAttackPrevented // X the model
	msgNothing
	msgRobotExplored // X the Room slot
	msgOverwhelming
	msgFire        // X the Room slot
	msgMalfunction // X the Room slot
	msgRobotMalfunction
	msgLifeSupport // X the Section, Y 1 Active, 0 Inactive
	msgHibActive
	msgAutodestruction // X the Round of the token
	msgNestDestroyed
	msgReactor
	messageCount
)

// message is a Message's name, its words and, for a private one, the
// Message the others see.
type message struct {
	name   string
	say    func(n Note) string
	public Message
}

// nameAt is names[i], or "?" out of range (a Note read from JSON).
func nameAt(names []string, i int8) string {
	if i < 0 || int(i) >= len(names) {
		return "?"
	}
	return names[i]
}

func noteNum(x int8) string   { return strconv.Itoa(int(x)) }
func (n Note) s() string      { return n.Seat.String() }
func noteItem(x int8) string  { return nameAt(itemNames[:], x) }
func noteModel(x int8) string { return " x" + noteNum(x) }

// says is a Message that is the Seat and fixed words.
func says(name, words string) message {
	return message{name: name, say: func(n Note) string { return n.s() + words }}
}

// tells is a Message of fixed words.
func tells(name, words string) message {
	return message{name: name, say: func(Note) string { return words }}
}

func active(x int8) string { return activeWord(x != 0) }

var messages = [messageCount]message{
	msgNone: {name: "none", say: func(Note) string { return "?" }},
	msgMoved: {name: "moved", say: func(n Note) string {
		return n.s() + " moved to " + SlotName(int(n.X)) + " (" + RoomKind(n.Y).String() + ")"
	}},
	msgPassed:       says("passed", " passed"),
	msgContaminated: says("contaminated", " gained a Contamination card"),
	msgDroppedToken: {name: "dropped-token", say: func(n Note) string {
		return n.s() + " discarded " + aOrAn(Token(n.X).String()) + " token"
	}},
	msgDroppedItem: {name: "dropped-item", say: func(n Note) string { return n.s() + " discarded the " + noteItem(n.X) }},
	msgMayReact: {name: "may-react", say: func(n Note) string {
		if n.X < 0 {
			return n.s() + " may react to the Noise roll"
		}
		return n.s() + " may react to the Attack of" + noteModel(n.X)
	}},
	msgPlayed:      {name: "played", say: func(n Note) string { return n.s() + " played " + nameAt(cardNames[:], n.X) }},
	msgUsed:        {name: "used", say: func(n Note) string { return n.s() + " used the " + noteItem(n.X) }},
	msgArmorChoice: says("armor-choice", " chooses: a Serious Wound or 2 Health (Heavy Armor)"),
	msgArmorHealth: says("armor-health", " loses 2 Health instead of a Serious Wound"),
	msgBroke:       {name: "broke", say: func(n Note) string { return n.s() + "'s " + noteItem(n.X) + " broke" }},
	msgWound: {name: "wound", say: func(n Note) string {
		return n.s() + " gained a Serious Wound (" + nameAt(woundNames[:], n.X) + ")"
	}},
	msgSuffocating:          says("suffocating", " is Suffocating"),
	msgRetaliationPrevented: says("retaliation-prevented", " prevented the retaliation"),
	msgMovedGear:            says("moved-gear", " moved a token between Tactical Gear slots"),
	msgUsedOn: {name: "used-on", say: func(n Note) string {
		return n.s() + " used the " + noteItem(n.X) + " on " + Seat(n.Y).String()
	}},
	msgRefused:       says("refused", " did not allow it"),
	msgLeftLander:    says("left-lander", " left the Lander"),
	msgLarvaAttacked: {name: "larva-attacked", say: func(n Note) string { return "the Larva" + noteModel(n.X) + " attacked " + n.s() }},
	msgLarvaAttached: {name: "larva-attached", say: func(n Note) string { return "a Larva attached itself to " + n.s() }},
	msgAttacked: {name: "attacked", say: func(n Note) string {
		return "the " + Kind(n.X).String() + noteModel(n.Y) + " attacked " + n.s() + ": " + nameAt(attackNames[:], n.Z)
	}},
	msgRepelChoice: {name: "repel-choice", say: func(n Note) string {
		return "the Queen is Repelled: " + n.s() + " chooses the Corridor"
	}},
	msgExplored: {name: "explored", say: func(n Note) string {
		return n.s() + " explored " + SlotName(int(n.X)) + ": " + RoomKind(n.Y).String()
	}},
	msgReacted: {name: "reacted", say: func(n Note) string { return n.s() + " reacted with " + nameAt(cardNames[:], n.X) }},
	msgRobotActivated: {name: "robot-activated", say: func(n Note) string {
		return n.s() + " activated the " + nameAt(robotNames[:], n.X) + " in " + SlotName(int(n.Y))
	}},
	msgNoGetaway:      says("no-getaway", " could not get away: an Intruder is in the Room"),
	msgBoarded:        says("boarded", " boarded the Lander"),
	msgHibernates:     says("hibernates", " Hibernates"),
	msgEscaped:        says("escaped", " escaped in the Escape Shuttle"),
	msgDrilled:        {name: "drilled", say: func(n Note) string { return n.s() + " drilled the Corridor " + CorridorName(int(n.X)) }},
	msgLarvaRemoved:   says("larva-removed", " had the Larva removed"),
	msgWoundDiscarded: {name: "wound-discarded", say: func(n Note) string { return n.s() + " discarded the Serious Wound " + nameAt(woundNames[:], n.X) }},
	msgData:           says("data", " gained a Data token"),
	msgTookEgg:        says("took-egg", " took an Egg"),
	msgDestroyedEgg:   says("destroyed-egg", " destroyed an Egg"),
	msgRevived:        says("revived", " was revived in the Surgery"),
	msgLaunched:       says("launched", " launched the Lander"),
	msgEclosion:       says("eclosion", " resolves the Eclosion Procedure"),
	msgSurvived:       says("survived", " survived: the whole hand is discarded"),
	msgHatched:        says("hatched", " died: the Larva hatched"),
	msgObjective: {name: "objective", say: func(n Note) string {
		return n.s() + " chose an Objective and drew " + noteNum(n.X) + " cards"
	}},
	msgMadeRoom:      {name: "made-room", say: func(n Note) string { return n.s() + " discarded the " + noteItem(n.X) + " to make room" }},
	msgTook:          {name: "took", say: func(n Note) string { return n.s() + " took the " + noteItem(n.X) }},
	msgGaveSomething: {name: "gave-something", say: func(n Note) string { return n.s() + " gave " + Seat(n.X).String() + " something" }},
	msgGave: {name: "gave", public: msgGaveItem, say: func(n Note) string {
		return n.s() + " gave " + Seat(n.X).String() + " the " + noteItem(n.Y)
	}},
	msgGaveItem: {name: "gave-item", say: func(n Note) string {
		return n.s() + " gave " + Seat(n.X).String() + " a Backpack Item"
	}},
	msgCheckedAA: {name: "checked-anti-aircraft", public: msgCheckedAnyAA, say: func(n Note) string {
		return n.s() + " checked the Anti-Aircraft system: " + active(n.X)
	}},
	msgCheckedAnyAA: says("checked", " checked the Anti-Aircraft system"),
	msgScanInfected: {name: "scan-infected", public: msgScanned, say: func(n Note) string { return n.s() + " scanned an INFECTED card" }},
	msgScanClean:    {name: "scan-clean", public: msgScanned, say: func(n Note) string { return n.s() + " scanned a Not Infected card" }},
	msgScanned:      says("scanned", " scanned a Contamination card"),
	msgSearchedN: {name: "searched-items", public: msgSearched, say: func(n Note) string {
		return n.s() + " searched and drew " + noteNum(n.X) + " Items"
	}},
	msgSearched:    says("searched", " searched"),
	msgKept:        {name: "kept-item", public: msgKeptAnItem, say: func(n Note) string { return n.s() + " kept the " + noteItem(n.X) }},
	msgKeptAnItem:  says("kept", " kept an Item"),
	msgKeptNothing: says("kept-nothing", " kept nothing"),

	msgBlank: tells("blank", "the Blank token: nothing happens"),
	msgAppeared: {name: "appeared", say: func(n Note) string {
		return aOrAn(Kind(n.X).String()) + " (x" + noteNum(n.Y) + ") appeared in " + nodeName(int(n.Z))
	}},
	msgShelter:     tells("shelter", "the Shelter Room stops the Attack"),
	msgSecureStops: {name: "secure-stops", say: func(n Note) string { return "a Secure token in " + SlotName(int(n.X)) + " stops the Attack" }},
	msgEntered: {name: "entered", say: func(n Note) string {
		return "the " + Kind(n.X).String() + noteModel(n.Y) + " entered " + SlotName(int(n.Z))
	}},
	msgDoorDestroyed:  {name: "door-destroyed", say: func(n Note) string { return "Intruders destroyed the Door of " + CorridorName(int(n.X)) }},
	msgQueenActivates: tells("queen-activates", "the Queen activates"),
	msgIntruderDied:   {name: "intruder-died", say: func(n Note) string { return "the " + Kind(n.X).String() + noteModel(n.Y) + " died" }},
	msgQueenCard:      {name: "queen-card", say: func(n Note) string { return "a Queen Health card: " + noteNum(n.X) + " more discarded" }},
	msgQueenDead:      tells("queen-dead", "the Queen is dead"),
	msgRepelled: {name: "repelled", say: func(n Note) string {
		return "the " + Kind(n.X).String() + noteModel(n.Y) + " was Repelled to " + nodeName(int(n.Z))
	}},
	msgEvent:            {name: "event", say: func(n Note) string { return "Event: " + nameAt(eventNames[:], n.X) }},
	msgBag:              {name: "bag", say: func(n Note) string { return "Bag Development: " + aOrAn(Kind(n.X).String()) + " token" }},
	msgAutodestroyed:    tells("autodestroyed", "the Autodestruction destroyed the Facility"),
	msgAADestroyed:      tells("lander-destroyed", "the Anti-Aircraft system destroyed the Lander"),
	msgLanded:           tells("landed", "the Lander landed in the Landing Zone"),
	msgRound:            {name: "round", say: func(n Note) string { return "round " + noteNum(n.X) }},
	msgRobotRevealed:    {name: "robot-revealed", say: func(n Note) string { return "the Robot is revealed: " + nameAt(robotNames[:], n.X) }},
	msgHibFound:         tells("hibernatorium-discovered", "the Hibernatorium is discovered"),
	msgAttackPrevented:  {name: "attack-prevented", say: func(n Note) string { return "the Attack of" + noteModel(n.X) + " is Prevented" }},
	msgNothing:          tells("nothing", "nothing happens"),
	msgRobotExplored:    {name: "robot-explored", say: func(n Note) string { return "the Exploration Robot explored " + SlotName(int(n.X)) }},
	msgOverwhelming:     tells("overwhelming-fire", "Overwhelming Fire: the Facility is destroyed"),
	msgFire:             {name: "fire", say: func(n Note) string { return "Fire in " + SlotName(int(n.X)) }},
	msgMalfunction:      {name: "malfunction", say: func(n Note) string { return "Malfunction in " + SlotName(int(n.X)) }},
	msgRobotMalfunction: tells("robot-malfunction", "Malfunction on the Robot"),
	msgLifeSupport: {name: "life-support", say: func(n Note) string {
		return "Life Support " + nameAt([]string{"A", "B", "C"}, n.X) + " is " + active(n.Y)
	}},
	msgHibActive: tells("hibernatorium-active", "the Hibernatorium is Active"),
	msgAutodestruction: {name: "autodestruction", say: func(n Note) string {
		return "the Autodestruction is Activated (round " + noteNum(n.X) + ")"
	}},
	msgNestDestroyed: tells("nest-destroyed", "the Nest is destroyed"),
	msgReactor:       tells("reactor", "the Reactor shut down the power of the Facility"),
}

var messageNames = func() (t [messageCount]string) {
	for i, m := range messages {
		t[i] = m.name
	}
	return t
}()

func (m Message) String() string { return nameAt(messageNames[:], int8(m)) }

func (m Message) MarshalText() ([]byte, error) {
	if m < 0 || m >= messageCount {
		return nil, fmt.Errorf("nemesis: message %d", m)
	}
	return []byte(messageNames[m]), nil
}

func (m *Message) UnmarshalText(b []byte) (err error) {
	*m, err = textEnum[Message](messageNames[:], "message", b)
	return
}

// note logs the Note (what, s, x, y, z).
func (k *kernel) note(what Message, s Seat, x, y, z int8) {
	n := Note{what, s, x, y, z}
	k.ev = append(k.ev, internEvent(n.key(), n))
}

// tell logs a Note about no Seat.
func (k *kernel) tell(what Message, x, y, z int8) { k.note(what, -1, x, y, z) }

// privately logs a PrivateNote seen by to.
func (k *kernel) privately(to Seat, what Message, s Seat, x, y int8) {
	n := PrivateNote{to, what, s, x, y, 0}
	k.ev = append(k.ev, internEvent(n.key(), n))
}

func (n Note) key() uint64 {
	return uint64(uint8(n.What)) | uint64(uint8(n.Seat))<<8 | uint64(uint8(n.X))<<16 |
		uint64(uint8(n.Y))<<24 | uint64(uint8(n.Z))<<32
}

func (n PrivateNote) key() uint64 {
	return Note{n.What, n.Seat, n.X, n.Y, n.Z}.key() | uint64(uint8(n.To))<<40 | 1<<48
}

// eventCells holds boxed Notes met so far, open-addressed by key
// (internBits of a multiplicative hash, internProbe cells probed): a free
// cell is taken with a compare-and-swap, so that goroutines may share the
// table, and a value whose probed cells all hold others replaces the first
// (a box handed out stays valid: it is only forgotten). The table holds
// only the values games meet, so that the collector has little to mark.
var eventCells [1 << internBits]atomic.Pointer[Event]

const internBits, internProbe = 15, 8

// internEvent returns the one boxed Event equal to v.
func internEvent[E interface {
	Note | PrivateNote
	Event
}](key uint64, v E) Event {
	h := key * 0x9E3779B97F4A7C15 >> (64 - internBits)
	for i := range uint64(internProbe) {
		cell := &eventCells[(h+i)&(1<<internBits-1)]
		p := cell.Load()
		if p == nil {
			box := new(Event)
			*box = v
			if cell.CompareAndSwap(nil, box) {
				return *box
			}
			p = cell.Load()
		}
		if w, ok := (*p).(E); ok && w == v {
			return *p
		}
	}
	// Every cell probed holds another value: v takes the first one, so
	// that the table keeps the values met lately.
	box := new(Event)
	*box = v
	eventCells[h&(1<<internBits-1)].Store(box)
	return *box
}

// boolArg is a yes/no argument of a Note: 1 yes.
func boolArg(b bool) int8 {
	if b {
		return 1
	}
	return 0
}

// aOrAn is w after its indefinite article ("an Adult", "a Larva"; second
// audit, D2-11).
func aOrAn(w string) string {
	if w != "" && strings.ContainsRune("AEIOUaeiou", rune(w[0])) {
		return "an " + w
	}
	return "a " + w
}
