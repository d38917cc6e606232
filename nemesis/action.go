package nemesis

import (
	"strconv"
)

// Action is one decision of one seat. The concrete types below are the
// only Actions; each names its seat and prints in the text notation that
// ParseAction reads (doc.go, "Notation").
type Action interface {
	String() string
	seat() Seat
	isAction()
}

// Cards are named by their index in the Character's Action deck (c0–c9),
// Items by their card id (i0–i52, i53 an Egg), Intruder models by index
// (x0 the Queen, x1–x4 Drones, x5–x16 Adults, x17–x24 Larvae), Room slots
// by column and row (a1–f4) and Corridor slots by their two Room slots
// (a2-b2). NoCard in a Pay field means no second card.
const NoCard = -1

// DraftCharacter chooses one of the two Character draft cards dealt.
type DraftCharacter struct {
	Seat Seat
	Char int8
}

// TakeSupport chooses one of the revealed Support Equipment cards. A Heavy
// Item with both Hands taken, or an Armor over a worn one, is placed after
// discarding the held Item in Hand Drop (0, 1) or the Armor (DropArmor),
// the player's choice (Rulebook, "Heavy Items", "Armor Items"); NoDrop
// when it fits.
type TakeSupport struct {
	Seat Seat
	Item int8
	Drop int8
}

// TakeGear chooses one Tactical Gear token for the Tactical Belt in setup.
type TakeGear struct {
	Seat  Seat
	Token Token
}

// Move is the Make a Move basic Action (cost 1) or, with Cautious, Make a
// Move Cautiously (cost 2), through Corridor. In the Solo/Coop mode Drag
// names a knocked-over Character moved along (1 more card), NoDrag none.
type Move struct {
	Seat     Seat
	Corridor int8
	Cautious bool
	Drag     Seat
}

// NoDrag: a Move that drags no one.
const NoDrag Seat = -1

// Secure places 1 Secure token in the Character's Room (cost 1).
type Secure struct{ Seat Seat }

// Pay discards one Action card from hand to pay the cost of the basic
// Action just chosen (Rulebook, "Cost in Action Cards").
type Pay struct {
	Seat Seat
	Card int8
}

// Shoot fires a Shot with the Weapon in Hand at Intruder Target (cost 1).
type Shoot struct {
	Seat         Seat
	Hand, Target int8
}

// Burst fires a Burst with the Weapon in Hand at Corridor (cost 1).
type Burst struct {
	Seat           Seat
	Hand, Corridor int8
}

// Melee performs a Melee Attack on Intruder Target (cost 1).
type Melee struct {
	Seat   Seat
	Target int8
}

// UseRoom resolves the Room's effect (cost 2); Arg picks the option of
// Rooms that offer several (room.go).
type UseRoom struct {
	Seat Seat
	Arg  int8
}

// PlayCard plays an Action card (cost 0); Arg is its target (a Corridor).
type PlayCard struct {
	Seat Seat
	Card int8
	Arg  int8
}

// UseItem uses a Backpack Item (cost 1); Arg is its target where it has one.
type UseItem struct {
	Seat Seat
	Item int8
	Arg  int8
}

// UseGear uses the Tactical Gear token in belt slot Slot (cost 1); Arg is
// the Hand to reload (Ammo) or the Corridor (Grenade).
type UseGear struct {
	Seat Seat
	Slot int8
	Arg  int8
}

// Pass ends the Character's Turns for the Round.
type Pass struct{ Seat Seat }

// ChooseObjective keeps one Objective (0 Private, 1 Mission) and removes the
// other; not an Action. Keep is [Unknown] in its public form ("P1
// objective ?"), which no state accepts.
type ChooseObjective struct {
	Seat Seat
	Keep int8
}

// Keep keeps one Item of a Search; Drop is what goes to make room: a Hand
// (0, 1) for a Heavy Item, DropArmor for Armor, or NoDrop.
type Keep struct {
	Seat Seat
	Item int8
	Drop int8
}

const (
	NoDrop    int8 = -1
	DropArmor int8 = 2
)

// Hit applies one Hit of a Burst or Grenade to Target (Drones take 2);
// Target NoCard gives up the Hits left.
type Hit struct {
	Seat   Seat
	Target int8
}

// Retaliation answers an Intruder that survived a Melee Attack: Hand is the
// Weapon that takes a Malfunction marker to Prevent it, or NoCard to take
// the Attack.
type Retaliation struct {
	Seat Seat
	Hand int8
}

// Discard discards one card when Passing; Card NoCard ends the Turn.
type Discard struct {
	Seat Seat
	Card int8
}

// SwapAA swaps the Anti-Aircraft tokens (or leaves them) after checking.
type SwapAA struct {
	Seat Seat
	Swap bool
	// Secret marks the public form of the choice ("P1 swap ?"): the
	// others do not see whether the tokens were swapped. It is never
	// legal.
	Secret bool `json:",omitempty"`
}

// Launch decides, at the start of the Event Phase, to Launch the Lander.
type Launch struct {
	Seat   Seat
	Launch bool
}

func (a DraftCharacter) seat() Seat  { return a.Seat }
func (a TakeSupport) seat() Seat     { return a.Seat }
func (a TakeGear) seat() Seat        { return a.Seat }
func (a Move) seat() Seat            { return a.Seat }
func (a Secure) seat() Seat          { return a.Seat }
func (a Shoot) seat() Seat           { return a.Seat }
func (a Burst) seat() Seat           { return a.Seat }
func (a Melee) seat() Seat           { return a.Seat }
func (a UseRoom) seat() Seat         { return a.Seat }
func (a PlayCard) seat() Seat        { return a.Seat }
func (a UseItem) seat() Seat         { return a.Seat }
func (a UseGear) seat() Seat         { return a.Seat }
func (a Pass) seat() Seat            { return a.Seat }
func (a Pay) seat() Seat             { return a.Seat }
func (a ChooseObjective) seat() Seat { return a.Seat }
func (a Keep) seat() Seat            { return a.Seat }
func (a Hit) seat() Seat             { return a.Seat }
func (a Retaliation) seat() Seat     { return a.Seat }
func (a Discard) seat() Seat         { return a.Seat }
func (a SwapAA) seat() Seat          { return a.Seat }
func (a Launch) seat() Seat          { return a.Seat }

func (DraftCharacter) isAction()  {}
func (TakeSupport) isAction()     {}
func (TakeGear) isAction()        {}
func (Move) isAction()            {}
func (Secure) isAction()          {}
func (Shoot) isAction()           {}
func (Burst) isAction()           {}
func (Melee) isAction()           {}
func (UseRoom) isAction()         {}
func (PlayCard) isAction()        {}
func (UseItem) isAction()         {}
func (UseGear) isAction()         {}
func (Pass) isAction()            {}
func (Pay) isAction()             {}
func (ChooseObjective) isAction() {}
func (Keep) isAction()            {}
func (Hit) isAction()             {}
func (Retaliation) isAction()     {}
func (Discard) isAction()         {}
func (SwapAA) isAction()          {}
func (Launch) isAction()          {}

// SlotName names a Room slot: column a–f, row 1–4.
func SlotName(slot int) string {
	if slot < 0 || slot >= Slots {
		return "?"
	}
	return string(rune('a'+slot%W)) + string(rune('1'+slot/W))
}

// CorridorName names a Corridor slot by its two Room slots.
func CorridorName(e int) string {
	if e < 0 || e >= Edges {
		return "?"
	}
	a, b := edgeEnds(e)
	return SlotName(a) + "-" + SlotName(b)
}

func num(prefix string, n int8) string { return prefix + strconv.Itoa(int(n)) }

func (a DraftCharacter) String() string {
	return a.Seat.String() + " draft " + characterWord(a.Char)
}
func (a TakeSupport) String() string {
	switch a.Drop {
	case NoDrop:
		return a.Seat.String() + " support " + num("i", a.Item)
	case DropArmor:
		return a.Seat.String() + " support " + num("i", a.Item) + " drop armor"
	}
	return a.Seat.String() + " support " + num("i", a.Item) + " drop " + num("h", a.Drop)
}
func (a TakeGear) String() string { return a.Seat.String() + " take " + a.Token.String() }
func (a Move) String() string {
	verb := " move "
	if a.Cautious {
		verb = " cautious "
	}
	if a.Drag >= 0 {
		return a.Seat.String() + verb + CorridorName(int(a.Corridor)) + " drag " + a.Drag.String()
	}
	return a.Seat.String() + verb + CorridorName(int(a.Corridor))
}
func (a Secure) String() string { return a.Seat.String() + " secure" }
func (a Pay) String() string    { return a.Seat.String() + " pay " + num("c", a.Card) }
func (a Shoot) String() string {
	return a.Seat.String() + " shoot " + num("h", a.Hand) + " " + num("x", a.Target)
}
func (a Burst) String() string {
	return a.Seat.String() + " burst " + num("h", a.Hand) + " " + CorridorName(int(a.Corridor))
}
func (a Melee) String() string { return a.Seat.String() + " melee " + num("x", a.Target) }
func (a UseRoom) String() string {
	return a.Seat.String() + " room " + strconv.Itoa(int(a.Arg))
}
func (a PlayCard) String() string {
	return a.Seat.String() + " play " + num("c", a.Card) + " " + strconv.Itoa(int(a.Arg))
}
func (a UseItem) String() string {
	return a.Seat.String() + " use " + num("i", a.Item) + " " + strconv.Itoa(int(a.Arg))
}
func (a UseGear) String() string {
	return a.Seat.String() + " gear " + strconv.Itoa(int(a.Slot)) + " " + strconv.Itoa(int(a.Arg))
}
func (a Pass) String() string { return a.Seat.String() + " pass" }
func (a ChooseObjective) String() string {
	if a.Keep == Unknown {
		return a.Seat.String() + " objective ?" // the public form
	}
	if a.Keep == 0 {
		return a.Seat.String() + " objective private"
	}
	return a.Seat.String() + " objective mission"
}
func (a Keep) String() string {
	switch a.Item {
	case NoCard:
		return a.Seat.String() + " keep none"
	case Unknown:
		return a.Seat.String() + " keep ?"
	}
	switch a.Drop {
	case NoDrop:
		return a.Seat.String() + " keep " + num("i", a.Item)
	case DropArmor:
		return a.Seat.String() + " keep " + num("i", a.Item) + " drop armor"
	}
	return a.Seat.String() + " keep " + num("i", a.Item) + " drop " + num("h", a.Drop)
}
func (a Hit) String() string {
	if a.Target == NoCard {
		return a.Seat.String() + " hit none"
	}
	return a.Seat.String() + " hit " + num("x", a.Target)
}
func (a Retaliation) String() string {
	if a.Hand == NoCard {
		return a.Seat.String() + " endure"
	}
	return a.Seat.String() + " prevent " + num("h", a.Hand)
}
func (a Discard) String() string {
	if a.Card == NoCard {
		return a.Seat.String() + " discard done"
	}
	return a.Seat.String() + " discard " + num("c", a.Card)
}
func (a SwapAA) String() string {
	if a.Secret {
		return a.Seat.String() + " swap ?"
	}
	if a.Swap {
		return a.Seat.String() + " swap yes"
	}
	return a.Seat.String() + " swap no"
}
func (a Launch) String() string {
	if a.Launch {
		return a.Seat.String() + " launch yes"
	}
	return a.Seat.String() + " launch no"
}

// characterWord names Character c in the notation: its standard name
// (the notation's words are the standard data's), or its id for a
// Character only custom data has.
func characterWord(c int8) string {
	if c >= 0 && int(c) < len(std.chars) {
		return std.chars[c].Name
	}
	return strconv.Itoa(int(c))
}

func (t *tables) clampChar(c int8) int8 {
	if c < 0 || int(c) >= len(t.chars) {
		return 0
	}
	return c
}
